"""The SQLite store's group commit: the jobs that wait while a transaction is written go together
in the next one, run inside the connection's thread in one round trip, each in its own SAVEPOINT."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

import bot.core.store as store_mod
from bot.core.store import StaleVersion, Store


def insert(n: int) -> Callable[[Any], Awaitable[int | None]]:
    async def job(db: Any) -> int | None:
        cur = await db.execute("INSERT INTO t (n) VALUES (?)", (n,))
        return cur.lastrowid

    return job


async def test_jobs_written_together_each_keep_their_own_outcome(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = await Store.open(tmp_path / "batch.sqlite3")
    batches: list[int] = []
    run_batch = store_mod._run_batch

    def counted(jobs: list[Any], conn: sqlite3.Connection) -> Any:
        batches.append(len(jobs))
        return run_batch(jobs, conn)

    monkeypatch.setattr(store_mod, "_run_batch", counted)
    try:
        await store._write(lambda db: db.execute("CREATE TABLE t (n INTEGER PRIMARY KEY)"))

        async def refused_after_a_write(db: Any) -> None:
            await db.execute("INSERT INTO t (n) VALUES (50)")
            raise StaleVersion("refused")

        async def waits_on_something_else(db: Any) -> None:
            await db.execute("INSERT INTO t (n) VALUES (60)")
            await asyncio.sleep(0)  # not the database: a job may only wait on its connection

        async def reads(db: Any) -> list[Any]:
            cur = await db.execute("SELECT n FROM t ORDER BY n")
            return list(await cur.fetchall())

        jobs = [insert(1), insert(2), insert(1), refused_after_a_write, waits_on_something_else, insert(3), reads]
        out = await asyncio.gather(*(store._write(j) for j in jobs), return_exceptions=True)
        assert batches == [1, len(jobs)]  # one transaction for all that arrived together
        assert out[:2] == [1, 2] and out[5] == 3
        assert isinstance(out[2], sqlite3.IntegrityError)  # a duplicate key: that job alone is refused
        assert isinstance(out[3], StaleVersion)
        assert isinstance(out[4], RuntimeError) and "awaited something other than its database" in str(out[4])
        assert out[6] == [(1,), (2,), (3,)]  # the batch's earlier jobs are visible to a later one
        # each refused job rolled back alone, its first INSERT included; the others are committed
        assert await store._all("SELECT n FROM t ORDER BY n") == [(1,), (2,), (3,)]
        with pytest.raises(StaleVersion):  # a job alone, refused: its transaction rolls back
            await store._write(refused_after_a_write)
        assert await store._all("SELECT count(*) FROM t") == [(3,)]
    finally:
        await store.close()


async def test_a_long_log_is_written_in_statements_of_many_rows_and_reads_back_whole(tmp_path: Path) -> None:
    """`create_game` with an imported log writes it ACTIONS_PER_INSERT rows a statement: every
    row comes back as given, in order, across the statements' bounds (a last, shorter one too);
    a row the table refuses refuses the whole game."""
    from bot.core.store import ACTIONS_PER_INSERT, ActionRow, Seat, StoreError

    store = await Store.open(tmp_path / "log.sqlite3")
    try:
        n = 2 * ACTIONS_PER_INSERT + 3
        rows = [
            ActionRow(seq=i, kind="act", role=("us", "jihadist")[i % 2], user_id=f"u{i % 3}", option_id=f"country:{i}",
                      label=f"Row {i} — ü", created_at=f"2026-01-01T00:00:{i % 60:02d}.000+00:00")
            for i in range(1, n + 1)
        ]  # fmt: skip
        rows[5] = ActionRow(seq=6, kind="undo", user_id="u0", voids=5, created_at="2026-01-01T00:01:00.000+00:00")
        # the columns that may be NULL, each NULL and not (written as NULL in the statement, not bound)
        rows[6] = ActionRow(seq=7, kind="bot", role="us", user_id="usbot", option_id="x", voids=0, said='{"a": "é"}',
                            created_at="2026-01-01T00:01:01.000+00:00")  # fmt: skip
        rows[7] = ActionRow(seq=8, kind="act", role="us", user_id="u1", option_id="", label="", voids=None, said="",
                            created_at="2026-01-01T00:01:02.000+00:00")  # fmt: skip
        rows[8] = ActionRow(seq=9, kind="resign", user_id="u1", created_at="2026-01-01T00:01:03.000+00:00")
        seats = [Seat(role="us", user_id="u0", user_name="A")]
        g = await store.create_game("c", "u0", {"seed": 1}, seats, status="over", actions=rows, snapshot="{}")
        assert await store.actions(g.id) == rows
        assert g == await store.game(g.id)  # (the row create_game reads in its own transaction)
        bad = [*rows[:-1], rows[-1].model_copy(update={"seq": rows[0].seq})]  # a duplicate (game, seq)
        with pytest.raises(StoreError, match="UNIQUE constraint failed: actions"):
            await store.create_game("d", "u0", {"seed": 2}, seats, status="over", actions=bad, snapshot="{}")
        assert len(await store.games(("over",))) == 1  # nothing of the refused game was written
    finally:
        await store.close()
