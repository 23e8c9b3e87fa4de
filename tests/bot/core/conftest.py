"""Fixtures shared by the service's tests."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core.service import GameService


@pytest.fixture
async def svc(tmp_path: Path) -> AsyncIterator[GameService]:
    """A service on a fresh SQLite file, without pictures."""
    s = await GameService.open(tmp_path / "games.sqlite3", images=False)
    yield s
    await s.close()
