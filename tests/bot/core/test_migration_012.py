"""Migration 012 (clocks, ratings, seeks; issue 35) on a fresh SQLite file and on the test
PostgreSQL: its tables and columns, and the guarantees the schema itself gives."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiosqlite
import asyncpg
import pytest

from bot.core.store_pg import placeholders
from migrations import available, migrate
from migrations.pg import migrate_pg

EXPECTED = {
    "games": {"server"},
    "game_clocks": {"game_id", "preset", "initial_seconds", "increment_seconds", "cap_seconds", "vacation_seconds",
                    "reminded_wait", "created_at"},
    "clock_events": {"game_id", "seq", "kind", "side", "at", "until"},
    "rating_results": {"game_id", "scope", "finished_at", "unrated", "rated_at"},
    "rating_changes": {"game_id", "scope", "subject", "side", "mu_before", "sigma_before", "mu_after", "sigma_after"},
    "ratings": {"scope", "subject", "mu", "sigma", "games", "updated_at"},
    "player_preferences": {"user_id", "off_ladder", "hide_reply_times", "updated_at"},
    "seeks": {"id", "server", "channel", "message_id", "user_id", "user_name", "side", "clock", "rating_min",
              "rating_max", "status", "created_at", "expires_at", "closed_at", "accepted_by", "game_id"},
    "player_blocks": {"user_id", "blocked", "created_at"},
    "server_settings": {"server", "settings", "updated_at"},
}  # fmt: skip


class Db:
    """One SQL face over both databases (statements written with `?`)."""

    def __init__(self, sqlite: aiosqlite.Connection | None = None, pg: asyncpg.Connection | None = None) -> None:
        self.sqlite, self.pg = sqlite, pg

    async def run(self, sql: str, *args: Any) -> None:
        if self.pg is not None:
            await self.pg.execute(placeholders(sql), *args)
        else:
            assert self.sqlite is not None
            await self.sqlite.execute(sql, args)

    async def rows(self, sql: str, *args: Any) -> list[tuple[Any, ...]]:
        if self.pg is not None:
            return [tuple(r) for r in await self.pg.fetch(placeholders(sql), *args)]
        assert self.sqlite is not None
        async with self.sqlite.execute(sql, args) as cur:
            return [tuple(r) for r in await cur.fetchall()]

    async def columns(self, table: str) -> set[str]:
        if self.pg is not None:
            sql = "SELECT column_name FROM information_schema.columns WHERE table_name = ?"
            return {r[0] for r in await self.rows(sql, table)}
        return {r[1] for r in await self.rows(f"PRAGMA table_info({table})")}

    @property
    def refusal(self) -> tuple[type[Exception], ...]:
        return (asyncpg.PostgresError,) if self.pg is not None else (sqlite3.IntegrityError,)


@pytest.fixture
async def db(db_target: str | Path) -> AsyncIterator[Db]:
    if isinstance(db_target, Path):
        conn = await aiosqlite.connect(db_target, isolation_level=None)
        await conn.execute("PRAGMA foreign_keys = ON")  # as the store opens it
        assert await migrate(conn) == len(available())
        yield Db(sqlite=conn)
        await conn.close()
    else:
        pg = await asyncpg.connect(db_target)
        assert await migrate_pg(pg) == len(available())
        yield Db(pg=pg)
        await pg.close()


async def a_game(db: Db) -> int:
    await db.run(
        "INSERT INTO games (channel, creator, setup, created_at, updated_at, server) VALUES (?, ?, ?, ?, ?, ?)",
        "c1", "u1", "{}", "2026-01-01T00:00:00", "2026-01-01T00:00:00", "guild1",
    )  # fmt: skip
    return int((await db.rows("SELECT MAX(id) FROM games"))[0][0])


async def test_012_is_recorded_and_makes_its_tables_and_columns(db: Db) -> None:
    assert (await db.rows("SELECT name FROM schema_migrations WHERE version = 12")) == [("ratings_clocks",)]
    for table, cols in EXPECTED.items():
        assert cols <= await db.columns(table), table


async def test_the_clock_record_is_append_only_and_keeps_its_floats_to_the_bit(db: Db) -> None:
    gid = await a_game(db)
    at = 1_764_000_000.123456789  # a time whose float needs all 8 bytes
    await db.run("INSERT INTO clock_events (game_id, seq, kind, side, at) VALUES (?, 1, 'start', 'us', ?)", gid, at)
    assert await db.rows("SELECT at FROM clock_events WHERE game_id = ?", gid) == [(at,)]
    for sql in ("UPDATE clock_events SET at = 0", "DELETE FROM clock_events"):
        with pytest.raises(db.refusal, match="append-only"):
            await db.run(sql)
    with pytest.raises(db.refusal):
        await db.run("INSERT INTO clock_events (game_id, seq, kind, at) VALUES (?, 2, 'nap', 5)", gid)


async def test_a_game_is_rated_once_per_scope(db: Db) -> None:
    gid = await a_game(db)
    mu = 27.123456789012345
    await db.run("INSERT INTO rating_results (game_id, scope, finished_at, rated_at) VALUES (?, 'all', 5, 'x')", gid)
    await db.run(
        "INSERT INTO rating_changes (game_id, scope, subject, side, mu_before, sigma_before, mu_after, sigma_after)"
        " VALUES (?, 'all', 'u1', 'us', 25, 8.3, ?, 8.1)",
        gid, mu,
    )  # fmt: skip
    with pytest.raises(db.refusal):  # a restart that would rate it again
        await db.run("INSERT INTO rating_results (game_id, scope, finished_at, rated_at) VALUES (?, 'all', 5, 'y')", gid)
    await db.run(
        "INSERT INTO rating_results (game_id, scope, finished_at, rated_at) VALUES (?, 'server:guild1', 5, 'x')", gid
    )
    with pytest.raises(db.refusal):  # a change without its game's outcome
        await db.run(
            "INSERT INTO rating_changes (game_id, scope, subject, side, mu_before, sigma_before, mu_after, sigma_after)"
            " VALUES (?, 'server:other', 'u1', 'us', 25, 8.3, 26, 8.1)",
            gid,
        )
    assert await db.rows("SELECT mu_after FROM rating_changes") == [(mu,)]


async def test_one_open_seek_per_player_per_server_and_no_impossible_range(db: Db) -> None:
    insert = (
        "INSERT INTO seeks (server, channel, user_id, user_name, side, clock, rating_min, rating_max, status,"
        " created_at, expires_at) VALUES (?, 'c', 'u1', 'U', 'either', 'fast', ?, ?, ?, 'x', 'y')"
    )
    await db.run(insert, "g1", None, None, "open")
    with pytest.raises(db.refusal):
        await db.run(insert, "g1", None, None, "open")
    await db.run(insert, "g2", None, None, "open")  # another server
    await db.run(insert, "g1", None, None, "withdrawn")  # closed ones do not count
    with pytest.raises(db.refusal):
        await db.run(insert, "g3", 20.0, 10.0, "open")
    # one press wins: the update is conditional on the seek still being open
    await db.run("UPDATE seeks SET status = 'accepted', accepted_by = 'u2' WHERE server = 'g1' AND status = 'open'")
    await db.run("UPDATE seeks SET status = 'accepted', accepted_by = 'u3' WHERE server = 'g1' AND status = 'open'")
    assert await db.rows("SELECT accepted_by FROM seeks WHERE status = 'accepted'") == [("u2",)]


async def test_preferences_blocks_and_server_settings(db: Db) -> None:
    await db.run("INSERT INTO player_preferences (user_id, off_ladder, updated_at) VALUES ('u1', 1, 'x')")
    assert await db.rows("SELECT off_ladder, hide_reply_times FROM player_preferences") == [(1, 0)]
    with pytest.raises(db.refusal):
        await db.run("INSERT INTO player_preferences (user_id, off_ladder, updated_at) VALUES ('u2', 2, 'x')")
    await db.run("INSERT INTO player_blocks (user_id, blocked, created_at) VALUES ('u1', 'u2', 'x')")
    for blocked in ("u2", "u1"):  # twice, or oneself
        with pytest.raises(db.refusal):
            await db.run("INSERT INTO player_blocks (user_id, blocked, created_at) VALUES ('u1', ?, 'x')", blocked)
    settings = '{"rated": false, "seeks": true, "seeks_channel": "42", "clock": "standard"}'
    await db.run("INSERT INTO server_settings (server, settings, updated_at) VALUES ('g1', ?, 'x')", settings)
    assert await db.rows("SELECT settings FROM server_settings") == [(settings,)]
