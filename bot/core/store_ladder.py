"""The store's rows of issue 35 (migration 012): the clock's record, ratings, preferences, seeks,
blocks and server settings. A mixin of `Store` (SQLite), inherited by `PgStore`: the same SQL
serves both (`?` marks become `$n` on PostgreSQL). Methods named `*_in` run inside a write
transaction someone else opened (`Store.commit(..., also=job)`): the clock's events are written
with the change that makes them, the rating with the game's end.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import BaseModel

from bot.core import ratings as rt
from bot.core import timecontrol as tc
from bot.core.store_memory import now as stamp

Job = Callable[[Any], Awaitable[Any]]


class SeekRow(BaseModel):
    id: int
    server: str
    channel: str
    user_id: str
    user_name: str
    side: rt.SeekSide
    clock: str
    rating_min: float | None = None
    rating_max: float | None = None
    status: str
    created_at: str
    expires_at: str
    accepted_by: str | None = None
    game_id: int | None = None


SEEK_COLUMNS = (
    "id, server, channel, user_id, user_name, side, clock, rating_min, rating_max, status, created_at,"
    " expires_at, accepted_by, game_id"
)


def seek_row(r: Any) -> SeekRow:
    return SeekRow(**dict(zip([c.strip() for c in SEEK_COLUMNS.split(",")], r, strict=True)))


def control_of(r: Any) -> tc.TimeControl | None:
    """A `game_clocks` row's (preset, initial, increment, cap, vacation) as a control."""
    if r is None or r[1] is None:
        return None
    return tc.TimeControl(name=r[0], initial=r[1], increment=r[2], cap=r[3], vacation=r[4])


class LadderRows:
    """Mixed into `Store`: `_write(job)` and `_all(sql, args)` come from it."""

    _write: Callable[[Job], Awaitable[Any]]
    _all: Callable[..., Awaitable[list[Any]]]

    # ------------------------------------------------------------------ the clock
    async def clock_record(self, game_id: int) -> tc.ClockRecord | None:
        """The game's clock (its control and events), or None when it has none (not a 2-player
        game between people, or not started)."""
        rows = await self._all(
            "SELECT preset, initial_seconds, increment_seconds, cap_seconds, vacation_seconds FROM game_clocks"
            " WHERE game_id = ?",
            (game_id,),
        )
        if not rows:
            return None
        events = await self._all(
            "SELECT kind, at, side, until FROM clock_events WHERE game_id = ? ORDER BY seq", (game_id,)
        )
        return tc.ClockRecord(
            control=control_of(rows[0]),
            events=tuple(tc.ClockEvent(kind=k, at=at, side=s, until=u) for k, at, s, u in events),
        )

    async def reminded_wait(self, game_id: int) -> int | None:
        rows = await self._all("SELECT reminded_wait FROM game_clocks WHERE game_id = ?", (game_id,))
        return rows[0][0] if rows else None

    async def set_reminded_wait(self, game_id: int, wait: int) -> bool:
        """Record that wait `wait`'s reminder is sent; False when it already was (by any process)."""

        async def job(db: Any) -> int:
            cur = await db.execute(
                "UPDATE game_clocks SET reminded_wait = ? WHERE game_id = ?"
                " AND (reminded_wait IS NULL OR reminded_wait < ?)",
                (wait, game_id, wait),
            )
            return cur.rowcount

        return await self._write(job) == 1

    async def add_clock_events(self, game_id: int, events: list[tc.ClockEvent]) -> None:
        """Append events outside another change (a vacation), checked against the record."""

        async def job(db: Any) -> None:
            await self.clock_events_in(db, game_id, events)

        await self._write(job)

    @staticmethod
    async def clock_events_in(db: Any, game_id: int, events: list[tc.ClockEvent]) -> None:
        if not events:
            return
        cur = await db.execute("SELECT COALESCE(MAX(seq), -1) FROM clock_events WHERE game_id = ?", (game_id,))
        seq = (await cur.fetchone())[0] + 1
        await db.executemany(
            "INSERT INTO clock_events (game_id, seq, kind, side, at, until) VALUES (?, ?, ?, ?, ?, ?)",
            [(game_id, seq + i, e.kind, e.side, e.at, e.until) for i, e in enumerate(events)],
        )

    @staticmethod
    async def clock_state_in(db: Any, game_id: int) -> tuple[bool, str | None, bool, bool]:
        """Inside a transaction: (the game has a clock, the side to move it last recorded,
        paused, finished)."""
        cur = await db.execute("SELECT 1 FROM game_clocks WHERE game_id = ?", (game_id,))
        if await cur.fetchone() is None:
            return False, None, False, False
        cur = await db.execute("SELECT kind, side FROM clock_events WHERE game_id = ? ORDER BY seq", (game_id,))
        mover, paused, finished = None, False, False
        for kind, side in await cur.fetchall():
            if kind in ("start", "handover"):
                mover = side
            elif kind in ("pause", "resume"):
                paused = kind == "pause"
            elif kind == "finish":
                finished = True
        return True, mover, paused, finished

    @staticmethod
    async def start_clock_in(
        db: Any, game_id: int, preset: str, control: tc.TimeControl | None, server: str | None, at: float, side: str
    ) -> None:
        await db.execute(
            "INSERT INTO game_clocks (game_id, preset, initial_seconds, increment_seconds, cap_seconds,"
            " vacation_seconds, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                game_id,
                preset,
                control.initial if control else None,
                control.increment if control else None,
                control.cap if control else None,
                control.vacation if control else None,
                stamp(),
            ),
        )
        if server is not None:
            await db.execute("UPDATE games SET server = ? WHERE id = ?", (server, game_id))
        await LadderRows.clock_events_in(db, game_id, [tc.ClockEvent(kind="start", at=at, side=side)])

    async def clocked_games(self, user: str) -> list[tuple[int, str, str, float]]:
        """The active games `user` sits in with a clock record: (game id, channel, the side
        waited for, since when), the last start or handover of each."""
        return [
            (r[0], r[1], r[2], r[3])
            for r in await self._all(
                "SELECT g.id, g.channel, e.side, e.at FROM games g JOIN seats s ON s.game_id = g.id"
                " JOIN clock_events e ON e.game_id = g.id AND e.seq = (SELECT MAX(seq) FROM clock_events x"
                " WHERE x.game_id = g.id AND x.kind IN ('start', 'handover'))"
                " WHERE g.status = 'active' AND s.user_id = ? AND s.role = e.side ORDER BY e.at, g.id",
                (user,),
            )
        ]

    # ------------------------------------------------------------------ ratings
    @staticmethod
    async def _record_in(db: Any, game_id: int, at: float) -> tuple[rt.GameRecord, dict[str, Any]] | None:
        """The finished game as rating reads it, and its server's settings."""
        cur = await db.execute("SELECT setup, settings, result, status, server FROM games WHERE id = ?", (game_id,))
        g = await cur.fetchone()
        if g is None:
            return None
        setup, settings, result = json.loads(g[0]), json.loads(g[1]), json.loads(g[2]) if g[2] else {}
        cur = await db.execute("SELECT role, user_id FROM seats WHERE game_id = ?", (game_id,))
        seats = await cur.fetchall()
        cur = await db.execute(
            "SELECT role, COUNT(*) FROM actions WHERE game_id = ? AND kind = 'act' AND seq NOT IN"
            " (SELECT voids FROM actions WHERE game_id = ? AND kind = 'undo' AND voids IS NOT NULL) GROUP BY role",
            (game_id, game_id),
        )
        decisions = dict(await cur.fetchall())
        cur = await db.execute(
            "SELECT role FROM actions WHERE game_id = ? AND kind = 'resign' AND label = 'timeout'", (game_id,)
        )
        late = await cur.fetchone()
        bot = setup.get("players") == "solo" or bool(setup.get("us_bot"))
        record = rt.GameRecord(
            game_id=game_id,
            server=g[4],
            seats=tuple(
                rt.Seat(side=role, user_id=user, bot=bot, decisions=int(decisions.get(role, 0))) for role, user in seats
            ),
            winner=result.get("winner"),
            finished_at=at,
            from_position=setup.get("position") is not None,
            imported=bool(settings.get("imported_by") or settings.get("imported_by_id")),
            challenge=bool(settings.get("challenge")),
            aborted=g[3] != "over",
            timed_out=late[0] if late else None,
        )
        server = {}
        if g[4] is not None:
            cur = await db.execute("SELECT settings FROM server_settings WHERE server = ?", (g[4],))
            row = await cur.fetchone()
            server = json.loads(row[0]) if row else {}
        return record, server

    @staticmethod
    async def rate_in(db: Any, game_id: int, at: float) -> list[rt.GameRating]:
        """Inside the transaction that finishes the game: rate it in its server's scope and across
        servers, and store each outcome. A game rated before (a retried or repeated finish) is
        left as it is: the key (game_id, scope) holds one outcome."""
        got = await LadderRows._record_in(db, game_id, at)
        if got is None:
            return []
        game, server = got
        if server.get("rated") is False:
            return []  # the server's managers turned rated play off
        out = []
        for scope in (rt.scope_key(game.server), rt.ALL):
            cur = await db.execute("SELECT 1 FROM rating_results WHERE game_id = ? AND scope = ?", (game_id, scope))
            if await cur.fetchone() is not None:
                continue
            book = rt.Book()
            users = [s.user_id for s in game.seats]
            subjects = [*users, rt.side_subject("us"), rt.side_subject("jihadist")]
            cur = await db.execute(
                f"SELECT subject, mu, sigma FROM ratings WHERE scope = ? AND subject IN ({', '.join('?' * len(subjects))})",
                (scope, *subjects),
            )
            for subject, mu, sigma in await cur.fetchall():
                r = rt.Rating(mu=mu, sigma=sigma)
                if subject.startswith("side:"):
                    book.sides[subject.removeprefix("side:")] = r  # type: ignore[index]
                else:
                    book.players[subject] = r
            earlier: list[rt.GameRecord] = []
            if rt.unrated_reason(game) is None:
                a, b = game.pair()
                cur = await db.execute(
                    "SELECT r.game_id, r.finished_at FROM rating_results r WHERE r.scope = ? AND r.finished_at > ?"
                    " AND (r.unrated IS NULL OR r.unrated = 'win_trading')"
                    " AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = r.game_id AND s.user_id = ?)"
                    " AND EXISTS (SELECT 1 FROM seats s WHERE s.game_id = r.game_id AND s.user_id = ?)",
                    (scope, at - rt.TRADING_WINDOW, a, b),
                )
                for gid, fin in await cur.fetchall():
                    seats = (rt.Seat(side="us", user_id=a, decisions=rt.MIN_DECISIONS),
                             rt.Seat(side="jihadist", user_id=b, decisions=rt.MIN_DECISIONS))  # fmt: skip
                    earlier.append(rt.GameRecord(game_id=gid, server=game.server, seats=seats, finished_at=fin))
            result = rt.rate_game(game, book, scope, earlier)
            await db.execute(
                "INSERT INTO rating_results (game_id, scope, finished_at, unrated, rated_at) VALUES (?, ?, ?, ?, ?)",
                (game_id, scope, at, result.unrated, stamp()),
            )
            for c in result.changes:
                await db.execute(
                    "INSERT INTO rating_changes (game_id, scope, subject, side, mu_before, sigma_before, mu_after,"
                    " sigma_after) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (game_id, scope, c.subject, c.side, c.before.mu, c.before.sigma, c.after.mu, c.after.sigma),
                )
                await db.execute(
                    "INSERT INTO ratings (scope, subject, mu, sigma, games, updated_at) VALUES (?, ?, ?, ?, 1, ?)"
                    " ON CONFLICT (scope, subject) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,"
                    " games = ratings.games + 1, updated_at = excluded.updated_at",
                    (scope, c.subject, c.after.mu, c.after.sigma, stamp()),
                )
            out.append(result)
        return out

    async def rating_changes(self, game_id: int, scope: str) -> list[rt.Change]:
        rows = await self._all(
            "SELECT subject, side, mu_before, sigma_before, mu_after, sigma_after FROM rating_changes"
            " WHERE game_id = ? AND scope = ? ORDER BY subject",
            (game_id, scope),
        )
        return [
            rt.Change(subject=s, side=side, before=rt.Rating(mu=a, sigma=b), after=rt.Rating(mu=c, sigma=d))
            for s, side, a, b, c, d in rows
        ]

    async def rating_outcomes(self, scope: str) -> list[rt.GameRating]:
        """The scope's stored outcomes, in finishing order (what a rebuild must equal)."""
        results = await self._all(
            "SELECT game_id, finished_at, unrated FROM rating_results WHERE scope = ? ORDER BY finished_at, game_id",
            (scope,),
        )
        out = []
        for gid, fin, unrated in results:
            out.append(rt.GameRating(game_id=gid, scope=scope, finished_at=fin, unrated=unrated,
                                     changes=tuple(await self.rating_changes(gid, scope))))  # fmt: skip
        return out

    async def book(self, scope: str) -> rt.Book:
        book = rt.Book()
        for subject, mu, sigma in await self._all("SELECT subject, mu, sigma FROM ratings WHERE scope = ?", (scope,)):
            r = rt.Rating(mu=mu, sigma=sigma)
            if subject.startswith("side:"):
                book.sides[subject.removeprefix("side:")] = r
            else:
                book.players[subject] = r
        return book

    async def rated_games(self, scope: str) -> list[tuple[rt.GameRecord, rt.GameRating]]:
        """The scope's rated games with who played and won (the ladder's counts)."""
        out = []
        rows = await self._all(
            "SELECT r.game_id, r.finished_at, g.result, g.server FROM rating_results r JOIN games g ON g.id = r.game_id"
            " WHERE r.scope = ? AND r.unrated IS NULL ORDER BY r.finished_at, r.game_id",
            (scope,),
        )
        for gid, fin, result, server in rows:
            seats = await self._all("SELECT role, user_id FROM seats WHERE game_id = ?", (gid,))
            late = await self._all(
                "SELECT role FROM actions WHERE game_id = ? AND kind = 'resign' AND label = 'timeout'", (gid,)
            )
            res = json.loads(result) if result else {}
            record = rt.GameRecord(
                game_id=gid, server=server, finished_at=fin, winner=res.get("winner"),
                seats=tuple(rt.Seat(side=r, user_id=u, decisions=rt.MIN_DECISIONS) for r, u in seats),
                timed_out=late[0][0] if late else None,
            )  # fmt: skip
            out.append((record, rt.GameRating(game_id=gid, scope=scope, finished_at=fin)))
        return out

    async def reply_times(self, user: str, last: int = rt.REPLY_SAMPLE) -> list[float]:
        """The user's reply times (seconds, oldest first) over the games of theirs with a clock
        record, their last `last`."""
        games = await self._all(
            "SELECT c.game_id, s.role FROM game_clocks c JOIN seats s ON s.game_id = c.game_id WHERE s.user_id = ?"
            " ORDER BY c.game_id",
            (user,),
        )
        durations: list[tuple[float, float]] = []
        for gid, role in games:
            record = await self.clock_record(gid)
            if record is None:
                continue
            ends = [e.at for e in record.events if e.kind == "handover"]
            times = tc.reply_durations(record, role)
            durations += list(zip(ends[-len(times):] if times else [], times, strict=False))
        durations.sort()
        return [d for _, d in durations][-last:]

    async def names_of(self, users: list[str]) -> dict[str, str]:
        """Each user's name as last seated."""
        if not users:
            return {}
        rows = await self._all(
            f"SELECT s.user_id, s.user_name FROM seats s WHERE s.user_id IN ({', '.join('?' * len(users))})"
            " ORDER BY s.game_id",
            tuple(users),
        )
        return {u: n for u, n in rows}

    # ------------------------------------------------------------------ preferences and settings
    async def preferences(self, user: str) -> tuple[bool, bool]:
        """(off the ladder, reply times hidden)."""
        rows = await self._all("SELECT off_ladder, hide_reply_times FROM player_preferences WHERE user_id = ?", (user,))
        return (bool(rows[0][0]), bool(rows[0][1])) if rows else (False, False)

    async def set_preferences(self, user: str, off_ladder: bool, hide_reply_times: bool) -> None:
        async def job(db: Any) -> None:
            await db.execute(
                "INSERT INTO player_preferences (user_id, off_ladder, hide_reply_times, updated_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET off_ladder = excluded.off_ladder,"
                " hide_reply_times = excluded.hide_reply_times, updated_at = excluded.updated_at",
                (user, int(off_ladder), int(hide_reply_times), stamp()),
            )

        await self._write(job)

    async def off_ladder(self) -> set[str]:
        return {r[0] for r in await self._all("SELECT user_id FROM player_preferences WHERE off_ladder = 1")}

    async def server_settings(self, server: str) -> dict[str, Any]:
        rows = await self._all("SELECT settings FROM server_settings WHERE server = ?", (server,))
        return json.loads(rows[0][0]) if rows else {}

    async def set_server_settings(self, server: str, settings: dict[str, Any]) -> None:
        async def job(db: Any) -> None:
            await db.execute(
                "INSERT INTO server_settings (server, settings, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (server) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at",
                (server, json.dumps(settings, sort_keys=True), stamp()),
            )

        await self._write(job)

    # ------------------------------------------------------------------ seeks
    async def add_seek(
        self, server: str, channel: str, user: str, name: str, side: str, clock: str,
        low: float | None, high: float | None, expires_at: str,
    ) -> int | None:  # fmt: skip
        """A new open seek's id; None when the player already has one open on this server."""

        async def job(db: Any) -> int | None:
            cur = await db.execute(
                "SELECT 1 FROM seeks WHERE server = ? AND user_id = ? AND status = 'open'", (server, user)
            )
            if await cur.fetchone() is not None:
                return None
            cur = await db.execute(
                "INSERT INTO seeks (server, channel, user_id, user_name, side, clock, rating_min, rating_max, status,"
                " created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?)",
                (server, channel, user, name, side, clock, low, high, stamp(), expires_at),
            )
            return cur.lastrowid

        return await self._write(job)

    async def open_seeks(self, server: str, now: str) -> list[SeekRow]:
        return [
            seek_row(r)
            for r in await self._all(
                f"SELECT {SEEK_COLUMNS} FROM seeks WHERE server = ? AND status = 'open' AND expires_at > ?"
                " ORDER BY created_at, id",
                (server, now),
            )
        ]

    async def seek(self, seek_id: int) -> SeekRow | None:
        rows = await self._all(f"SELECT {SEEK_COLUMNS} FROM seeks WHERE id = ?", (seek_id,))
        return seek_row(rows[0]) if rows else None

    async def user_seek(self, server: str, user: str) -> SeekRow | None:
        rows = await self._all(
            f"SELECT {SEEK_COLUMNS} FROM seeks WHERE server = ? AND user_id = ? AND status = 'open'", (server, user)
        )
        return seek_row(rows[0]) if rows else None

    async def close_seek(self, seek_id: int, status: str, by: str | None = None) -> bool:
        """Close an open seek (accepted by `by`, withdrawn or expired). Conditional on it being
        open: of two accepting at once, one gets True, the other False."""

        async def job(db: Any) -> int:
            cur = await db.execute(
                "UPDATE seeks SET status = ?, closed_at = ?, accepted_by = ? WHERE id = ? AND status = 'open'",
                (status, stamp(), by, seek_id),
            )
            return cur.rowcount

        return await self._write(job) == 1

    async def set_seek_game(self, seek_id: int, game_id: int) -> None:
        async def job(db: Any) -> None:
            await db.execute("UPDATE seeks SET game_id = ? WHERE id = ?", (game_id, seek_id))

        await self._write(job)

    async def expire_seeks(self, now: str) -> int:
        async def job(db: Any) -> int:
            cur = await db.execute(
                "UPDATE seeks SET status = 'expired', closed_at = ? WHERE status = 'open' AND expires_at <= ?",
                (stamp(), now),
            )
            return cur.rowcount

        return await self._write(job)

    async def block(self, user: str, other: str, on: bool = True) -> None:
        async def job(db: Any) -> None:
            if on:
                await db.execute(
                    "INSERT INTO player_blocks (user_id, blocked, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING",
                    (user, other, stamp()),
                )
            else:
                await db.execute("DELETE FROM player_blocks WHERE user_id = ? AND blocked = ?", (user, other))

        await self._write(job)

    async def blocks_of(self, users: list[str]) -> list[tuple[str, str]]:
        if not users:
            return []
        marks = ", ".join("?" * len(users))
        rows = await self._all(
            f"SELECT user_id, blocked FROM player_blocks WHERE user_id IN ({marks}) OR blocked IN ({marks})",
            (*users, *users),
        )
        return [(a, b) for a, b in rows]

