"""migrations/: forward-only, idempotent, version recorded; the schema's own guarantees."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import aiosqlite
import pytest

from bot.core.store import ActionRow, ChannelBusy, Seat, Store
from migrations import available, migrate, schema_version


async def connect(path: Path) -> aiosqlite.Connection:
    return await aiosqlite.connect(path, isolation_level=None)


async def tables(db: aiosqlite.Connection) -> set[str]:
    async with db.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger', 'index')") as cur:
        return {r[0] for r in await cur.fetchall()}


async def test_new_database_gets_every_migration_and_records_the_version(tmp_path: Path) -> None:
    db = await connect(tmp_path / "a.sqlite3")
    try:
        assert await schema_version(db) == 0
        version = await migrate(db)
        assert version == len(available()) == 13
        names = await tables(db)
        assert {"games", "seats", "actions", "snapshots", "channel_settings", "schema_migrations"} <= names
        assert {"actions_no_update", "actions_no_delete", "games_one_live_per_channel"} <= names
        async with db.execute("SELECT version, name FROM schema_migrations") as cur:
            assert await cur.fetchall() == [
                (1, "init"), (2, "challenges"), (3, "pause_and_memory"), (4, "turn_snapshots"), (5, "command_sync"),
                (6, "board_views"), (7, "leases"), (8, "user_languages"), (9, "notify"), (10, "challenge_side"),
                (11, "phase_posts"), (12, "ratings_clocks"), (13, "bot_answers"),
            ]  # fmt: skip
        assert {"reminders", "closed_dms", "leaderboard_messages"} <= names
    finally:
        await db.close()


async def test_migrate_twice_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "a.sqlite3"
    db = await connect(path)
    try:
        await migrate(db)
        async with db.execute("SELECT sql FROM sqlite_master ORDER BY name") as cur:
            before = await cur.fetchall()
        assert await migrate(db) == 13
        async with db.execute("SELECT sql FROM sqlite_master ORDER BY name") as cur:
            assert await cur.fetchall() == before
        async with db.execute("SELECT COUNT(*) FROM schema_migrations") as cur:
            assert await cur.fetchone() == (13,)
    finally:
        await db.close()
    # and through the store, twice on the same file
    for _ in range(2):
        store = await Store.open(path)
        await store.close()


async def test_store_opens_in_wal_mode_with_foreign_keys(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "sub" / "a.sqlite3")
    try:
        async with store.db.execute("PRAGMA journal_mode") as cur:
            assert await cur.fetchone() == ("wal",)
        async with store.db.execute("PRAGMA foreign_keys") as cur:
            assert await cur.fetchone() == (1,)
        with pytest.raises(sqlite3.IntegrityError, match="FOREIGN KEY"):
            await store.db.execute("INSERT INTO seats (game_id, role, user_id, user_name) VALUES (99, 'us', 'u', 'n')")
    finally:
        await store.close()


async def test_database_newer_than_the_code_is_refused(tmp_path: Path) -> None:
    db = await connect(tmp_path / "a.sqlite3")
    try:
        await migrate(db)
        future = len(available()) + 1
        await db.execute(f"INSERT INTO schema_migrations VALUES ({future}, 'future', 'x')")
        with pytest.raises(RuntimeError, match=f"schema version {future}, newer than this code"):
            await migrate(db)
    finally:
        await db.close()


async def test_a_failing_migration_is_rolled_back_whole(tmp_path: Path) -> None:
    folder = tmp_path / "mig"
    folder.mkdir()
    (folder / "001_one.sql").write_text("CREATE TABLE a (x INTEGER);\n")
    (folder / "002_two.sql").write_text("CREATE TABLE b (x INTEGER);\nINSERT INTO nowhere VALUES (1);\n")
    db = await connect(tmp_path / "a.sqlite3")
    try:
        with pytest.raises(sqlite3.OperationalError, match="no such table: nowhere"):
            await migrate(db, folder)
        assert await schema_version(db) == 1
        names = await tables(db)
        assert "a" in names and "b" not in names
        # fixed file: the next start applies it
        (folder / "002_two.sql").write_text("CREATE TABLE b (x INTEGER);\n")
        assert await migrate(db, folder) == 2
        assert "b" in await tables(db)
    finally:
        await db.close()


def test_migration_files_must_be_numbered_without_gaps(tmp_path: Path) -> None:
    (tmp_path / "001_one.sql").write_text("SELECT 1;")
    (tmp_path / "003_three.sql").write_text("SELECT 1;")
    with pytest.raises(ValueError, match="without gaps"):
        available(tmp_path)
    (tmp_path / "003_three.sql").unlink()
    (tmp_path / "2_bad.sql").write_text("SELECT 1;")
    with pytest.raises(ValueError, match="not named NNN_name.sql"):
        available(tmp_path)


def test_statements_are_split_at_their_real_ends() -> None:
    init = available()[0]
    stmts = init.statements()
    triggers = [s for s in stmts if s.startswith("CREATE TRIGGER")]
    assert len(triggers) == 2
    assert all(t.endswith("END;") and "RAISE(ABORT" in t for t in triggers)
    assert sum(s.startswith("CREATE TABLE") for s in stmts) == 5


async def test_action_log_is_append_only(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "a.sqlite3")
    try:
        row = await store.create_game(
            "c", "u", {"scenario": "lets_roll"}, [Seat(role="us", user_id="u", user_name="U")]
        )
        await store.commit(row.id, 0, action=ActionRow(seq=1, kind="act", role="us", user_id="u", option_id="x"))
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            await store.db.execute("UPDATE actions SET option_id = 'y'")
        with pytest.raises(sqlite3.IntegrityError, match="append-only"):
            await store.db.execute("DELETE FROM actions")
        assert [a.option_id for a in await store.actions(row.id)] == ["x"]
    finally:
        await store.close()


async def test_one_live_game_per_channel_is_enforced_by_the_schema(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "a.sqlite3")
    try:
        seat = [Seat(role="us", user_id="u", user_name="U")]
        first = await store.create_game("c", "u", {}, seat)
        with pytest.raises(ChannelBusy):
            await store.create_game("c", "u", {}, seat)
        await store.commit(first.id, first.version, status="over")
        second = await store.create_game("c", "u", {}, seat)
        assert second.id == first.id + 1
        assert (await store.live_game("c")) == second
    finally:
        await store.close()


async def test_a_version_2_database_with_games_upgrades_to_3_and_keeps_them(tmp_path: Path) -> None:
    """003 adds the pause columns to existing game rows (unpaused) and the new tables."""
    import shutil

    old = tmp_path / "old"
    old.mkdir()
    for m in available()[:2]:
        shutil.copy(Path(__file__).parents[3] / "migrations" / f"{m.version:03d}_{m.name}.sql", old)
    path = tmp_path / "a.sqlite3"
    db = await connect(path)
    try:
        assert await migrate(db, old) == 2
        await db.execute(
            "INSERT INTO games (channel, creator, setup, status, created_at, updated_at)"
            " VALUES ('c', 'u', '{}', 'active', '2026-01-01T00:00:00.000+00:00', '2026-01-01T00:00:00.000+00:00')"
        )
    finally:
        await db.close()
    store = await Store.open(path)  # applies 003
    try:
        row = await store.live_game("c")
        assert row is not None and row.paused_at is None and row.clock_at is None
        assert row.idle_since == row.updated_at
        paused = await store.set_paused(row.id, row.version, "u", "holiday")
        assert paused.paused_by == "u" and paused.pause_reason == "holiday" and paused.version == row.version + 1
        resumed = await store.set_paused(row.id, paused.version, None)
        assert resumed.paused_at is None and resumed.clock_at is not None and resumed.idle_since == resumed.clock_at
        await store.set_closed_dm("u9", 123.5)
        assert await store.closed_dms() == {"u9": 123.5}
        await store.set_closed_dm("u9", None)
        assert await store.closed_dms() == {}
    finally:
        await store.close()
