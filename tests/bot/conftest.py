"""Fixtures of the service's tests: its catalog parsed once, before any test's timing (the bot does
it at start-up), and a second service to import into."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from bot.core import i18n
from bot.core.service import GameService


def pytest_configure(config: pytest.Config) -> None:
    i18n.load()


@pytest.fixture(autouse=True)
def _reader_in_english() -> Iterator[None]:
    """Each test starts with an English reader, whatever a test before it (a plain function, which
    runs in the worker's own context) set the reader to."""
    token = i18n.READER.set(i18n.DEFAULT)
    yield
    i18n.READER.reset(token)


@pytest.fixture
async def elsewhere(tmp_path: Path) -> AsyncIterator[GameService]:
    """A second service on its own SQLite file: where a game exported from the first one is
    imported (a database refuses a game it already holds, issue 22)."""
    s = await GameService.open(tmp_path / "elsewhere.sqlite3", images=False)
    yield s
    await s.close()
