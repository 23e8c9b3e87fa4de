"""The tests' own PostgreSQL (tests/pg.py): a database given back is empty when handed out again,
and a test process killed with its server running leaves neither server nor folder behind."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import asyncpg

from tests.pg import PgServer

ROOT = Path(__file__).resolve().parents[1]


async def tables(url: str) -> list[str]:
    conn = await asyncpg.connect(url)
    try:
        return [r[0] for r in await conn.fetch("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
    finally:
        await conn.close()


async def test_a_database_given_back_is_emptied_and_handed_out_again(pg_server: PgServer) -> None:
    url = pg_server.new_db()
    conn = await asyncpg.connect(url)
    await conn.execute("CREATE TABLE left_behind (x INT)")  # and a connection left open
    pg_server.give_back(url)
    assert pg_server.new_db() == url
    assert await tables(url) == []
    conn.terminate()  # (the server ended it already)


CHILD = "from tests.pg import PgServer; s = PgServer().start(); print(s.dir, flush=True); input()"


def test_the_server_of_a_killed_test_process_is_stopped_by_the_next_one() -> None:
    child = subprocess.Popen([sys.executable, "-c", CHILD], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    folder = Path(child.stdout.readline().strip())
    postmaster = int((folder / "data" / "postmaster.pid").read_text().split()[0])
    child.kill()
    child.wait()
    assert Path(f"/proc/{postmaster}").exists()  # orphaned: still running
    server = PgServer().start()
    try:
        assert not folder.exists()
        assert not Path(f"/proc/{postmaster}").exists() or b"postgres" not in Path(f"/proc/{postmaster}/cmdline").read_bytes()
    finally:
        server.stop()
    assert not server.dir.exists()
