"""The store's small rows of memory: what the adapters and players ask to be remembered across
restarts (leases on shared work, each game's post under way and last board, closed DMs, the
commands' sync, languages, notify settings). A mixin of `Store` (SQLite), inherited by `PgStore`:
the same SQL serves both. Also the times every row is stamped with (`now`, `iso`)."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


def iso(epoch: float) -> str:
    """Epoch seconds as the stored time format (`now()`)."""
    return datetime.fromtimestamp(epoch, UTC).isoformat(timespec="milliseconds")


class MemoryRows:
    async def take_lease(self, name: str, owner: str, now: float, seconds: float) -> bool:
        """Claim the work `name` for `owner` until `now + seconds` (epoch seconds): True unless
        another owner holds an unexpired lease on it or is claiming it at this moment (migration 007)."""
        at, until = iso(now), iso(now + seconds)

        async def job(db: Any) -> bool:
            await db.execute(
                "INSERT INTO leases (name, owner, until) VALUES (?, '', '') ON CONFLICT (name) DO NOTHING", (name,)
            )
            cur = await db.execute(f"SELECT owner, until FROM leases WHERE name = ?{self.SKIP_LOCKED}", (name,))
            row = await cur.fetchone()
            if row is None or (row[0] not in ("", owner) and row[1] > at):
                return False
            await db.execute("UPDATE leases SET owner = ?, until = ? WHERE name = ?", (owner, until, name))
            return True

        return await self._write(job)

    async def end_lease(self, name: str, owner: str) -> None:
        """Release `owner`'s lease on `name` (the work is done)."""

        async def job(db: Any) -> None:
            await db.execute("UPDATE leases SET owner = '', until = '' WHERE name = ? AND owner = ?", (name, owner))

        await self._write(job)

    async def phase_post(self, game_id: int) -> tuple[str, str] | None:
        """The channel and the state (JSON) of the game's channel post under way (migration 011)."""
        rows = await self._all("SELECT channel_id, state FROM phase_posts WHERE game_id = ?", (game_id,))
        return (str(rows[0][0]), str(rows[0][1])) if rows else None

    async def set_phase_post(self, game_id: int, channel_id: str | None, state: str | None) -> None:
        """Keep the game's post under way; None forgets it."""

        async def job(db: Any) -> None:
            if channel_id is None or state is None:
                await db.execute("DELETE FROM phase_posts WHERE game_id = ?", (game_id,))
            else:
                await db.execute(
                    "INSERT INTO phase_posts (game_id, channel_id, state, updated_at) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (game_id) DO UPDATE SET channel_id = excluded.channel_id, state = excluded.state,"
                    " updated_at = excluded.updated_at",
                    (game_id, channel_id, state, now()),
                )

        await self._write(job)

    async def board_view(self, game_id: int) -> str | None:
        """The public view (JSON) at the last board image posted for the game, if any."""
        rows = await self._all("SELECT view FROM board_views WHERE game_id = ?", (game_id,))
        return rows[0][0] if rows else None

    async def set_board_view(self, game_id: int, view_json: str) -> None:
        async def job(db: Any) -> None:
            await db.execute(
                "INSERT INTO board_views (game_id, view, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id) DO UPDATE SET view = excluded.view, updated_at = excluded.updated_at",
                (game_id, view_json, now()),
            )

        await self._write(job)

    async def closed_dms(self) -> dict[str, float]:
        """User id -> epoch seconds of the DM to them that failed (their DMs are closed)."""
        return {r[0]: float(r[1]) for r in await self._all("SELECT user_id, failed_at FROM closed_dms")}

    async def command_hash(self, scope: str) -> str | None:
        """The hash of the command payload last synced for `scope` ("global" or a guild id)."""
        rows = await self._all("SELECT hash FROM command_sync WHERE scope = ?", (scope,))
        return str(rows[0][0]) if rows else None

    async def set_command_hash(self, scope: str, digest: str) -> None:
        async def job(db: Any) -> None:
            await db.execute(
                "INSERT INTO command_sync (scope, hash, synced_at) VALUES (?, ?, ?)"
                " ON CONFLICT (scope) DO UPDATE SET hash = excluded.hash, synced_at = excluded.synced_at",
                (scope, digest, now()),
            )

        await self._write(job)

    async def user_language(self, user_id: str) -> str | None:
        """The language `user_id` chose (`/labyrinth language`), or None."""
        rows = await self._all("SELECT language FROM user_languages WHERE user_id = ?", (user_id,))
        return str(rows[0][0]) if rows else None

    async def set_user_language(self, user_id: str, language: str | None) -> None:
        """Keep the language `user_id` chose; None forgets it (back to their client's language)."""

        async def job(db: Any) -> None:
            if language is None:
                await db.execute("DELETE FROM user_languages WHERE user_id = ?", (user_id,))
            else:
                await db.execute(
                    "INSERT INTO user_languages (user_id, language, updated_at) VALUES (?, ?, ?)"
                    " ON CONFLICT (user_id) DO UPDATE SET language = excluded.language, updated_at = excluded.updated_at",
                    (user_id, language, now()),
                )

        await self._write(job)

    async def notify_setting(self, user_id: str) -> str | None:
        """How `user_id` wants to be told a game waits for them (migration 009); None: the default."""
        rows = await self._all("SELECT notify FROM player_settings WHERE user_id = ?", (user_id,))
        return str(rows[0][0]) if rows else None

    async def set_notify_setting(self, user_id: str, notify: str) -> None:
        async def job(db: Any) -> None:
            await db.execute(
                "INSERT INTO player_settings (user_id, notify) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET notify = excluded.notify",
                (user_id, notify),
            )

        await self._write(job)

    async def set_closed_dm(self, user_id: str, failed_at: float | None) -> None:
        """Remember that DMs to `user_id` failed at `failed_at`; None forgets it (a DM got through)."""

        async def job(db: Any) -> None:
            if failed_at is None:
                await db.execute("DELETE FROM closed_dms WHERE user_id = ?", (user_id,))
            else:
                await db.execute(
                    "INSERT INTO closed_dms (user_id, failed_at) VALUES (?, ?)"
                    " ON CONFLICT (user_id) DO UPDATE SET failed_at = excluded.failed_at",
                    (user_id, failed_at),
                )

        await self._write(job)
