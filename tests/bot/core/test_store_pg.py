"""The PostgreSQL store: the same migrations recorded the same way, the schema's guarantees, and
the leases several processes share work through (on both stores)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot.core.service import GameService
from bot.core.store import ActionRow, ChannelBusy, Seat, StorageFailure, Store
from bot.core.store_pg import PgStore, open_store, placeholders
from migrations import available
from tests.bot.core.games import two_player
from tests.pg import PgServer

ROOT = Path(__file__).resolve().parents[3]


def test_placeholders_leave_quoted_text_alone() -> None:
    assert placeholders("SELECT '?', x FROM t WHERE a = ? AND b IN (?, ?)") == (
        "SELECT '?', x FROM t WHERE a = $1 AND b IN ($2, $3)"
    )


async def test_migrations_record_the_same_versions_and_run_once(pg_server: PgServer) -> None:
    url = pg_server.new_db()
    for _ in range(2):  # a second start applies nothing
        store = await open_store(url)
        assert isinstance(store, PgStore)
        rows = await store._all("SELECT version, name FROM schema_migrations ORDER BY version")
        await store.close()
        assert rows == [(m.version, m.name) for m in available()]
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("INSERT INTO schema_migrations VALUES (99, 'future', 'x')")
    finally:
        await conn.close()
    with pytest.raises(RuntimeError, match="newer than this code"):
        await open_store(url)


async def test_the_action_log_is_append_only_and_one_live_game_per_channel(pg_server: PgServer) -> None:
    store = await open_store(pg_server.new_db())
    try:
        seats = [Seat(role="us", user_id="u", user_name="U")]
        g = await store.create_game("c", "u", {}, seats, actions=[ActionRow(seq=1, kind="act", user_id="u")])
        with pytest.raises(ChannelBusy):
            await store.create_game("c", "u", {}, seats)
        for sql in ("UPDATE actions SET label = 'x'", "DELETE FROM actions"):
            with pytest.raises(asyncpg.RaiseError, match="append-only"):
                await store._write(lambda db, sql=sql: db.execute(sql))
        assert len(await store.actions(g.id)) == 1
    finally:
        await store.close()


async def test_a_lease_is_held_by_one_owner_until_released_or_run_out(db_target: str | Path) -> None:
    store = await open_store(db_target)
    try:
        assert await store.take_lease("reminder:1", "a", 1000.0, 60)
        assert not await store.take_lease("reminder:1", "b", 1030.0, 60)  # a holds it
        assert await store.take_lease("reminder:1", "a", 1030.0, 60)  # renewed by its holder
        assert await store.take_lease("reminder:2", "b", 1030.0, 60)  # other work is free
        await store.end_lease("reminder:1", "b")  # not b's: nothing changes
        assert not await store.take_lease("reminder:1", "b", 1031.0, 60)
        await store.end_lease("reminder:1", "a")
        assert await store.take_lease("reminder:1", "b", 1031.0, 60)
        assert await store.take_lease("reminder:1", "c", 1091.5, 60)  # b died: its lease ran out
    finally:
        await store.close()


async def terminate_all(url: str) -> None:
    """The server drops every connection to the database but this one (a restart, a failover)."""
    admin = await asyncpg.connect(url)
    try:
        await admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()"
            " AND datname = current_database()"
        )
    finally:
        await admin.close()


async def fill_pool(store: PgStore, n: int) -> None:
    """`n` connections open and idle in the pool (as after a burst of work on several channels)."""
    conns = [await store.pool.acquire() for _ in range(n)]
    for c in conns:
        await store.pool.release(c)


# the next use comes at once (the client may have read the server's "terminating connection"
# message but not yet the closed socket: asyncpg then fails with InternalClientError), or later
@pytest.mark.parametrize("wait", [0.0, 0.3])
async def test_dropped_connections_are_replaced_and_a_lost_server_is_refused_changing_nothing(
    pg_server: PgServer, wait: float
) -> None:
    url = pg_server.new_db()
    svc = await GameService.open(url, images=False)
    try:
        assert isinstance(svc.store, PgStore)
        r = await two_player(svc, "c1", seed=1)
        assert r.prompt is not None
        await fill_pool(svc.store, 4)
        await terminate_all(url)
        await asyncio.sleep(wait)
        r = await svc.act("c1", r.prompt.user_id, r.prompt.options[0].id, r.prompt.version)
        assert r.ok and r.prompt is not None, r.error  # the pool connected again
        await terminate_all(url)
        await asyncio.sleep(wait)
        r = await svc.act("c1", r.prompt.user_id, r.prompt.options[0].id, r.prompt.version)
        assert r.ok and r.prompt is not None, r.error  # and again
        before = await svc.store.actions(1)
        await svc.store.pool.close()  # the database is gone
        refused = await svc.act("c1", r.prompt.user_id, r.prompt.options[0].id, r.prompt.version)
        # (the action runs on the cached game, so the first use of the database is its save)
        assert not refused.ok and "could not be saved: the PostgreSQL server failed" in (refused.error or "")
        assert "nothing was changed" in (refused.error or "")
    finally:
        await svc.close()
    svc = await GameService.open(url, images=False)
    try:
        assert await svc.store.actions(1) == before
    finally:
        await svc.close()


@pytest.mark.parametrize("wait", [0.0, 0.3])
async def test_a_write_on_a_dropped_connection_runs_once_on_a_new_one(pg_server: PgServer, wait: float) -> None:
    store = await PgStore.open_url(pg_server.new_db())
    try:
        await store._write(lambda db: db.execute("CREATE TABLE t (n integer)"))
        await fill_pool(store, 3)
        await terminate_all(store.url)
        await asyncio.sleep(wait)
        runs: list[int] = []

        async def job(db: Any) -> int:
            runs.append(1)
            cur = await db.execute("INSERT INTO t VALUES (1)")
            return int(cur.rowcount)

        assert await store._write(job) == 1
        assert await store._all("SELECT count(*) FROM t") == [(1,)]  # kept once
        assert 1 <= len(runs) <= 2  # the dead connection's attempt rolled back with it
    finally:
        await store.close()


async def test_a_connection_lost_during_commit_is_not_retried_and_says_so(pg_server: PgServer) -> None:
    store = await PgStore.open_url(pg_server.new_db())
    try:
        await store._write(lambda db: db.execute("CREATE TABLE t (n integer)"))
        runs: list[int] = []

        async def job(db: Any) -> None:
            runs.append(1)
            await db.execute("INSERT INTO t VALUES (1)")
            db.conn.terminate()  # the link goes down before COMMIT is answered

        with pytest.raises(StorageFailure, match="may or may not have been kept"):
            await store._write(job)
        assert runs == [1]
    finally:
        await store.close()


async def test_sqlite_is_still_the_default(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "a.sqlite3")
    assert type(store) is Store
    await store.close()
