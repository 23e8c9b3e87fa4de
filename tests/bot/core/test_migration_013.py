"""Migration 013 (the US bot's answers as action rows; issues 31.2, 32) over a database of 012 with
games in it, on SQLite and on the test PostgreSQL: the log kept in its order and append-only, the
kind 'bot' and its `said`, and the games against the US bot marked as stored without them."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import aiosqlite
import asyncpg
import pytest

from migrations import HERE, available, migrate
from migrations.pg import migrate_pg
from tests.bot.core.test_migration_012 import Db as SqlFace

US_BOT = '{"ideology": "normal", "players": "two", "seed": 5, "us_bot": "strong"}'
TWO = '{"ideology": "normal", "players": "two", "seed": 5, "us_bot": null}'


class Db(SqlFace):
    """test_migration_012's SQL face over both databases, migrating from a folder of our own."""

    async def migrate(self, folder: Path) -> int:
        return await migrate_pg(self.pg, folder) if self.pg is not None else await migrate(self.sqlite, folder)  # type: ignore[arg-type]


@pytest.fixture
async def db(db_target: str | Path) -> AsyncIterator[Db]:
    if isinstance(db_target, Path):
        conn = await aiosqlite.connect(db_target, isolation_level=None)
        await conn.execute("PRAGMA foreign_keys = ON")  # as the store opens it
        yield Db(sqlite=conn)
        await conn.close()
    else:
        pg = await asyncpg.connect(db_target)
        yield Db(pg=pg)
        await pg.close()


def until(version: int, tmp: Path) -> Path:
    """A migrations folder holding the files up to `version` (and their PostgreSQL texts)."""
    (tmp / "postgres").mkdir(parents=True)
    for mig in available()[:version]:
        name = f"{mig.version:03d}_{mig.name}.sql"
        shutil.copy(HERE / name, tmp / name)
        if (HERE / "postgres" / name).is_file():
            shutil.copy(HERE / "postgres" / name, tmp / "postgres" / name)
    return tmp


async def test_013_keeps_the_log_and_marks_the_games_against_the_us_bot(db: Db, tmp_path: Path) -> None:
    assert await db.migrate(until(12, tmp_path / "m12")) == 12
    for channel, setup in (("c1", US_BOT), ("c2", TWO)):
        await db.run(
            "INSERT INTO games (channel, creator, setup, status, created_at, updated_at) VALUES (?, 'u1', ?, 'active', 'x', 'x')",
            channel, setup,
        )  # fmt: skip
    for gid in (1, 2):
        for seq in (1, 2, 3):
            await db.run(
                "INSERT INTO actions (game_id, seq, kind, role, user_id, option_id, voids, created_at) VALUES (?, ?, ?, 'jihadist', 'u1', ?, ?, 'x')",
                gid, seq, "undo" if seq == 3 else "act", f"play:{seq}", 2 if seq == 3 else None,
            )  # fmt: skip
    before = await db.rows("SELECT game_id, seq, kind, option_id, voids FROM actions ORDER BY game_id, seq")
    assert await db.migrate(HERE) == len(available()) >= 13
    assert await db.rows("SELECT game_id, seq, kind, option_id, voids FROM actions ORDER BY game_id, seq") == before
    assert await db.rows("SELECT id, bot_log FROM games ORDER BY id") == [(1, 0), (2, 1)]
    await db.run(
        "INSERT INTO actions (game_id, seq, kind, role, user_id, option_id, voids, created_at, said) VALUES (1, 4, 'bot', 'us', 'usbot', 'play:9', 1, 'x', ?)",
        '{"id": "usbot-reason", "args": {}}',
    )  # fmt: skip
    assert await db.rows("SELECT kind, said FROM actions WHERE game_id = 1 AND seq = 4") == [("bot", '{"id": "usbot-reason", "args": {}}')]
    with pytest.raises(db.refusal):
        await db.run("INSERT INTO actions (game_id, seq, kind, user_id, created_at) VALUES (1, 5, 'nap', 'u1', 'x')")
    for sql in ("UPDATE actions SET option_id = 'x'", "DELETE FROM actions"):
        with pytest.raises(db.refusal, match="append-only"):
            await db.run(sql)
    await db.run("INSERT INTO games (channel, creator, setup, created_at, updated_at) VALUES ('c3', 'u1', ?, 'x', 'x')", US_BOT)
    assert await db.rows("SELECT bot_log FROM games WHERE channel = 'c3'") == [(1,)]  # a new game keeps its answers
