"""Settings from the environment and an optional `.env` file (the environment wins).

See `.env.example` for the names. Without DISCORD_TOKEN the bot runs the local console.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError


class Config(BaseModel):
    discord_token: str = ""
    discord_guild_id: int | None = None
    db_path: Path = Path("data/labyrinth.sqlite3")
    board_dir: Path = Path("boards")
    reminder_minutes: int = Field(default=720, ge=1)


KEYS = {
    "DISCORD_TOKEN": "discord_token",
    "DISCORD_GUILD_ID": "discord_guild_id",
    "LABYRINTH_DB": "db_path",
    "LABYRINTH_BOARD_DIR": "board_dir",
    "LABYRINTH_REMINDER_MINUTES": "reminder_minutes",
}


def read_dotenv(path: Path) -> dict[str, str]:
    """KEY=VALUE lines; blank lines and `#` comments skipped; optional quotes stripped."""
    values: dict[str, str] = {}
    if not path.is_file():
        return values
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("export "):
            line = line[len("export ") :].lstrip()
        key, sep, value = line.partition("=")
        if not sep or not key.strip():
            raise ValueError(f"{path}:{n}: expected KEY=VALUE, got {raw!r}")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        values[key.strip()] = value
    return values


def load_config(env: Mapping[str, str] | None = None, dotenv: Path | None = Path(".env")) -> Config:
    """Merge `.env` and the environment into a Config; empty values mean "use the default"."""
    merged: dict[str, str] = {}
    if dotenv is not None:
        merged.update(read_dotenv(dotenv))
    merged.update(os.environ if env is None else env)
    data = {field: merged[key] for key, field in KEYS.items() if merged.get(key, "").strip()}
    try:
        return Config.model_validate(data)
    except ValidationError as e:
        bad = ", ".join(f"{k} ({err['msg']})" for err in e.errors() for k, f in KEYS.items() if f == err["loc"][0])
        raise ValueError(f"bad setting: {bad}") from e
