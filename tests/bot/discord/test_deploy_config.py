"""Settings for several processes on one database (docs/deploy.md): LABYRINTH_DB as a URL, and
each process's Discord shard range (SHARD_IDS, SHARD_COUNT) handed to the AutoShardedClient."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.core.config import Config, load_config
from bot.discord.client import LabyrinthClient


def test_a_postgresql_url_stays_a_url_and_a_path_stays_a_path() -> None:
    url = "postgresql://bot:secret@db.example/labyrinth"
    assert load_config({"LABYRINTH_DB": url}, None).db_path == url
    assert load_config({"LABYRINTH_DB": "data/x.sqlite3"}, None).db_path == Path("data/x.sqlite3")


def test_shard_ranges_are_read_and_checked() -> None:
    c = load_config({"SHARD_IDS": "0-2, 5", "SHARD_COUNT": "8"}, None)
    assert c.shard_ids == [0, 1, 2, 5] and c.shard_count == 8
    assert load_config({}, None).shard_ids is None
    with pytest.raises(ValueError, match="SHARD_IDS needs SHARD_COUNT"):
        load_config({"SHARD_IDS": "0-3"}, None)
    with pytest.raises(ValueError, match="SHARD_COUNT - 1"):
        load_config({"SHARD_IDS": "4", "SHARD_COUNT": "4"}, None)
    with pytest.raises(ValueError, match="SHARD_IDS"):
        load_config({"SHARD_IDS": "a-b", "SHARD_COUNT": "4"}, None)


def test_the_client_runs_only_its_shard_range(tmp_path: Path) -> None:
    client = LabyrinthClient(Config(db_path=tmp_path / "x.sqlite3", shard_ids=[2, 3], shard_count=4))
    assert client.shard_ids == [2, 3] and client.shard_count == 4
    whole = LabyrinthClient(Config(db_path=tmp_path / "x.sqlite3"))
    assert whole.shard_ids is None and whole.shard_count is None


def test_the_client_never_pings_everyone_or_a_role(tmp_path: Path) -> None:
    """Names and pause reasons are the players' text: whatever they hold, the bot's messages ping
    nobody by default (a post that notifies the player to act names them: issue 22), never
    @everyone, @here or a role."""
    mentions = LabyrinthClient(Config(db_path=tmp_path / "x.sqlite3")).allowed_mentions
    assert mentions is not None
    assert (mentions.everyone, mentions.roles, mentions.users) == (False, False, False)
