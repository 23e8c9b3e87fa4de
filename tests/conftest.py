"""Session fixtures: the test PostgreSQL server (tests/pg.py) and the store each test runs on."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.pg import PgServer


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """One PostgreSQL for the session; a test that needs it fails (never skips) when it cannot start."""
    server = PgServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(params=["sqlite", "postgres"])
def db_target(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """Where a test's store lives: a SQLite file, or a fresh PostgreSQL database (both stores run
    the same service, challenge and records tests)."""
    if request.param == "sqlite":
        return tmp_path / "games.sqlite3"
    server: PgServer = request.getfixturevalue("pg_server")
    return server.new_db()
