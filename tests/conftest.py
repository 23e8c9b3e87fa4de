"""Session fixtures: the test PostgreSQL server (tests/pg.py) and the store each test runs on.

The service's catalog and GameService are tests/bot's (tests/bot/conftest.py): the engine's and
the pictures' tests run without them (the engine words its own messages)."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.pg import PgServer

# tesseract (the OCR tests) spins an OpenMP thread per core by default: on a 2-core machine running
# the tests on both, that triples its CPU time for no gain (a whole board: 10.9 s → 3.3 s)
os.environ.setdefault("OMP_THREAD_LIMIT", "1")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "one_store: runs on SQLite only (it checks nothing the store does)")


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """`one_store` tests run once, on SQLite (deselected on PostgreSQL: the summary counts them)."""
    keep, drop = [], []
    for item in items:
        spec = getattr(item, "callspec", None)
        on_pg = spec is not None and spec.params.get("db_target") == "postgres"
        (drop if on_pg and item.get_closest_marker("one_store") else keep).append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """One PostgreSQL for the session; a test that needs it fails (never skips) when it cannot start."""
    server = PgServer().start()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture(params=["sqlite", "postgres"])
def db_target(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str | Path]:
    """Where a test's store lives: a SQLite file, or an empty PostgreSQL database, emptied again
    for the next test when this one ends (both stores run the same service, challenge and records
    tests)."""
    if request.param == "sqlite":
        yield tmp_path / "games.sqlite3"
        return
    server: PgServer = request.getfixturevalue("pg_server")
    url = server.new_db()
    yield url
    server.give_back(url)
