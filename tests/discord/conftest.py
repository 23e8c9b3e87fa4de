"""The real `LabyrinthClient` on a real SQLite file, driven through simcord's offline Discord.

simcord replaces only discord.py's REST layer and gateway: setup_hook, tree.sync, command
dispatch, DynamicItem lookup, webhooks and uploads all run for real, under Discord's own limits.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import simcord

from bot.config import Config
from bot.discord_app import LabyrinthClient


class IgnoredExceptions(logging.Handler):
    """discord.py only logs an exception raised in a DynamicItem callback ("Ignoring exception
    in view ..."): simcord does not see it, so this handler collects it to fail the test."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if "Ignoring exception" in record.getMessage():
            self.records.append(record)


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "labyrinth.sqlite3"


@pytest.fixture
def simcord_bot(db_path: Path) -> LabyrinthClient:
    """The client simcord's `simcord_env` fixture starts (setup_hook opens the database)."""
    return LabyrinthClient(Config(db_path=db_path))


@pytest.fixture
async def bot_env(simcord_env: simcord.Env) -> AsyncIterator[simcord.Env]:
    """A started client on `db_path`; fails the test on any ignored exception; closes the
    database (simcord detaches the client without `Client.close()`)."""
    watch = IgnoredExceptions()
    logging.getLogger("discord").addHandler(watch)
    try:
        yield simcord_env
    finally:
        logging.getLogger("discord").removeHandler(watch)
        await close_db(simcord_env.bot)
    assert not watch.records, "ignored exceptions: " + "; ".join(r.getMessage() for r in watch.records)


async def close_db(client: LabyrinthClient) -> None:
    if client.labyrinth is not None:
        await client.labyrinth.svc.close()
