"""`run.py migrate-db`: a SQLite database with finished and running games, a challenge with its
attempts and records copied to PostgreSQL; every game then goes on identically on both."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from bot.core.challenges import ChallengeService
from bot.core.migrate_db import MigrateError, migrate_db
from bot.core.service import GameService
from tests.bot.core.games import play, two_player
from tests.pg import PgServer


async def filled(path: Path) -> None:
    svc = await GameService.open(path, images=False)
    ch = ChallengeService(svc)
    try:
        await play(svc, "done", await two_player(svc, "done", seed=12), random.Random(2))  # finished (25 decisions)
        await play(svc, "mid", await two_player(svc, "mid", seed=3), random.Random(2), limit=25)  # running
        r = await ch.new("hall", "host", "Hal", length=1)
        assert r.ok, r.error
        code = (await svc.store._all("SELECT code FROM challenges"))[0][0]
        for user, limit in (("ann", None), ("ben", 9)):  # a finished attempt and one in progress
            r = await ch.start(code, user, user.title())
            assert r.ok, r.error
            a = await ch.attempt(code, user)
            assert a is not None
            await play(svc, a.channel, r, random.Random(7), limit=limit)
        await svc.store.set_channel_settings("mid", {"reminder_minutes": 30})
    finally:
        await svc.close()


#: how far each copied game is played on (on both stores, the same choices: the same states)
CONTINUE = 60


async def continue_all(db: str | Path) -> dict[str, str]:
    """Play every live game on with the same seeded choices (`CONTINUE` decisions, or to its
    end); each game's state then."""
    svc = await GameService.open(db, images=False)
    try:
        out = {}
        for row in await svc.store.games():
            info = await svc.info(row.channel)
            assert info is not None and info.waiting_for is not None
            seat = next(s for s in info.seats if s.role == info.waiting_for)
            r = await svc.prompt(row.channel, seat.user_id)
            assert r.ok, r.error
            await play(svc, row.channel, r, random.Random(row.id), limit=CONTINUE)
        for row in await svc.store.games(("over", "aborted", "active", "open")):
            snap = await svc.store.snapshot(row.id)
            out[row.channel] = snap[0] if snap else ""
        return out
    finally:
        await svc.close()


async def test_copy_is_resumable_verified_and_every_game_continues_identically(
    tmp_path: Path, pg_server: PgServer
) -> None:
    src = tmp_path / "games.sqlite3"
    await filled(src)
    url = pg_server.new_db()
    # stopped part-way (as after a crash), then run again: it continues
    first = await migrate_db(src, url, batch=3, max_batches=4)
    assert first.startswith("Stopped part-way")
    done = await migrate_db(src, url, batch=3)
    assert done.startswith("Copied 4 games") and "match" in done
    # a second copy into the same (now full) database is refused, as is any non-empty target
    other = tmp_path / "other.sqlite3"  # another source (its own path) with the same games
    shutil.copyfile(src, other)
    with pytest.raises(MigrateError, match="not empty"):
        await migrate_db(other, url)
    # the copy of a copy's source is complete: running again only re-verifies
    assert (await migrate_db(src, url)).startswith("Copied 4 games")
    sqlite_end, pg_end = await continue_all(src), await continue_all(url)
    assert set(sqlite_end) == {"done", "mid", *(k for k in sqlite_end if k.startswith("challenge:"))}
    assert pg_end == sqlite_end
    # new games on PostgreSQL get fresh ids after the copied ones
    svc = await GameService.open(url, images=False)
    try:
        r = await two_player(svc, "new", seed=1)
        assert r.ok
        info = await svc.info("new")
        assert info is not None and info.game_id == 5
    finally:
        await svc.close()
