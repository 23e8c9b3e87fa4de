"""Start-up and operations of the Discord client (issue 12, defects 4 and 6)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.core.store import Store


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


async def test_sigterm_closes_the_database_and_stops_the_sweeper(tmp_path: Path) -> None:
    """`run` installs `stop_on_signals`: SIGTERM closes the client gracefully (defect 6)."""
    import asyncio
    import os
    import signal

    from bot.core.config import Config
    from bot.core.service import GameService
    from bot.discord.app import LabyrinthApp
    from bot.discord.client import LabyrinthClient, stop_on_signals

    config = Config(db_path=tmp_path / "x.sqlite3")
    client = LabyrinthClient(config, shard_count=1)
    svc = await GameService.open(config.db_path, images=False)
    client.labyrinth = LabyrinthApp(svc, client, config)
    sweeper = client._sweeper = asyncio.create_task(asyncio.sleep(3600))
    stop_on_signals(client, (signal.SIGTERM,))
    try:
        os.kill(os.getpid(), signal.SIGTERM)
        for _ in range(1000):  # up to 10 s on a loaded machine
            if client.is_closed():
                break
            await asyncio.sleep(0.01)
    finally:
        asyncio.get_running_loop().remove_signal_handler(signal.SIGTERM)
    assert client.is_closed()
    await asyncio.sleep(0)
    assert sweeper.cancelled()
    with pytest.raises(ValueError):  # the database connection is closed
        await svc.store.closed_dms()


def test_run_py_bot_sync_reaches_the_client(monkeypatch: pytest.MonkeyPatch) -> None:
    """`python3 run.py bot --sync` passes `--sync` to `python -m bot`, which forces the sync."""
    import bot.__main__ as entry
    import bot.discord.client
    from bot.core.config import Config

    seen: list[bool] = []
    monkeypatch.setattr(entry, "load_config", lambda: Config(discord_token="t"))
    monkeypatch.setattr(bot.discord.client, "run", lambda config, force_sync=False: seen.append(force_sync) or 0)
    assert entry.main(["--sync"]) == 0 and entry.main([]) == 0
    assert seen == [True, False]
    assert entry.main(["--bogus"]) == 2 and seen == [True, False]
