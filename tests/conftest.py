"""Session fixtures: the test PostgreSQL server (tests/pg.py) and the store each test runs on."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.core import i18n  # (installs the engine's English worder: LogEntry.text, Option.label...)
from bot.core.service import GameService
from tests.pg import PgServer


def pytest_configure(config: pytest.Config) -> None:
    i18n.load()  # the catalogs parsed once, before any test's timing (the bot does it at start-up)
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
def db_target(request: pytest.FixtureRequest, tmp_path: Path) -> str | Path:
    """Where a test's store lives: a SQLite file, or a fresh PostgreSQL database (both stores run
    the same service, challenge and records tests)."""
    if request.param == "sqlite":
        return tmp_path / "games.sqlite3"
    server: PgServer = request.getfixturevalue("pg_server")
    return server.new_db()


@pytest.fixture
async def elsewhere(tmp_path: Path) -> AsyncIterator[GameService]:
    """A second service on its own SQLite file: where a game exported from the first one is
    imported (a database refuses a game it already holds, issue 22)."""
    s = await GameService.open(tmp_path / "elsewhere.sqlite3", images=False)
    yield s
    await s.close()
