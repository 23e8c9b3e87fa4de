"""Start-up and operations of the Discord client (issue 12, defects 4 and 6)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.store import Store


async def test_store_open_reads_every_pragma_cursor(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cursor kept alive elsewhere (simcord's loop bookkeeping did it) must not hold a statement
    open: Store.open reads each pragma's cursor, so the migrations can commit."""
    kept: list[Any] = []
    real = aiosqlite.Connection._execute

    async def keeping(self: aiosqlite.Connection, fn: Any, *args: Any, **kw: Any) -> Any:
        result = await real(self, fn, *args, **kw)
        kept.append(result)  # the sqlite3 cursor stays referenced
        return result

    monkeypatch.setattr(aiosqlite.Connection, "_execute", keeping)
    store = await Store.open(tmp_path / "x.sqlite3")
    try:
        assert await store.closed_dms() == {}
    finally:
        await store.close()
