"""The real `LabyrinthClient` on a real SQLite file, driven through simcord's offline Discord.

simcord replaces only discord.py's REST layer and gateway: setup_hook, tree.sync, command
dispatch, DynamicItem lookup, webhooks and uploads all run for real, under Discord's own limits
(double answers, late answers, 2000 characters, 5 rows, 25 options, 100-character custom ids).
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import simcord

from bot.core.config import Config
from bot.discord.client import SWEEP_SECONDS, LabyrinthClient
from tests.bot.discord.simcord.sim import Secrets


class IgnoredExceptions(logging.Handler):
    """discord.py only logs an exception raised in a DynamicItem callback ("Ignoring exception
    in view ..."), and simcord does not see it: collected here to fail the test."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if "Ignoring exception" in record.getMessage():
            self.records.append(record)


SEED = 20261123


@pytest.fixture(autouse=True)
def fixed_seed(monkeypatch: pytest.MonkeyPatch) -> int:
    """`/labyrinth new` draws a secret random seed; the tests fix it so that the flows repeat."""
    import bot.core.service

    monkeypatch.setattr(bot.core.service.secrets, "randbelow", lambda n: SEED % n)
    return SEED


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "labyrinth.sqlite3"


def make_client(db_path: Path, **kw: object) -> LabyrinthClient:
    return LabyrinthClient(Config(db_path=db_path), **kw)  # type: ignore[arg-type]


async def close_db(client: LabyrinthClient) -> None:
    """simcord detaches a client without `Client.close()`: close its database here."""
    if client.labyrinth is not None:
        await client.labyrinth.svc.close()


@pytest.fixture
async def bot_env(db_path: Path) -> AsyncIterator[simcord.Env]:
    """A started client (one shard) on `db_path`. The test fails on any ignored exception, on any
    error the bot raised that the test did not inspect, and on a secret in any guild channel or
    thread at its end; the database is closed at the end."""
    watch = IgnoredExceptions()
    logging.getLogger("discord").addHandler(watch)
    # settling waits for the bot's work (drawing in worker threads): simcord's 5 s failed tests on a
    # loaded 2-core machine. Below the sweep's period: a timer due within the limit runs while settling
    env = simcord.Env(make_client(db_path), shard_count=1, settle_timeout=SWEEP_SECONDS / 2)
    await env.start()
    try:
        yield env
        Secrets().check(env)  # whatever the flow, no secret in any guild channel or thread
    finally:
        await close_db(env.bot)  # type: ignore[arg-type]
        await env.shutdown()
        logging.getLogger("discord").removeHandler(watch)
    env._raise_errors_since(env._errors_acknowledged)
    assert not watch.records, "ignored exceptions: " + "; ".join(r.getMessage() for r in watch.records)
