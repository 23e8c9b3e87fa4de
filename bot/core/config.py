"""Settings from the environment and an optional `.env` file (the environment wins).

See `.env.example` for the names. Without DISCORD_TOKEN the bot runs the local console.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from pydantic import BaseModel, Field, ValidationError, field_validator, model_validator

from bot.core.i18n import language


class Config(BaseModel):
    discord_token: str = ""
    discord_guild_id: int | None = None
    #: a SQLite file, or a `postgresql://` URL shared by several processes (docs/deploy.md)
    db_path: Path | str = Path("data/labyrinth.sqlite3")
    board_dir: Path = Path("boards")
    reminder_minutes: int = Field(default=720, ge=1)
    #: this process's Discord shards (e.g. "0-3" or "0,2") out of `shard_count` in all; unset:
    #: every shard in one process, as many as Discord recommends (docs/deploy.md)
    shard_ids: list[int] | None = None
    shard_count: int | None = Field(default=None, ge=1)
    #: the console's language (`--lang`, LABYRINTH_LANG): a code of bot.core.i18n.LANGUAGES
    language: str = "en"

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _shards(cls, v: object) -> object:
        """ "0-3,8" -> [0, 1, 2, 3, 8]."""
        if not isinstance(v, str):
            return v
        out: list[int] = []
        for part in v.replace(" ", "").split(","):
            lo, sep, hi = part.partition("-")
            if not lo.isdigit() or (sep and not hi.isdigit()):
                raise ValueError(f"expected shard numbers like 0-3 or 0,2, got {v!r}")
            out.extend(range(int(lo), int(hi) + 1) if sep else [int(lo)])
        return sorted(set(out))

    @model_validator(mode="after")
    def _shard_range(self) -> Config:
        if self.shard_ids is not None:
            if self.shard_count is None:
                raise ValueError("SHARD_IDS needs SHARD_COUNT (the number of shards of all processes together)")
            if max(self.shard_ids) >= self.shard_count:
                raise ValueError(f"SHARD_IDS go from 0 to SHARD_COUNT - 1 ({self.shard_count - 1})")
        return self

    @field_validator("language")
    @classmethod
    def _language(cls, v: str) -> str:
        return language(v)  # an unknown code is refused with the list of languages

    @field_validator("db_path", mode="before")
    @classmethod
    def _db(cls, v: object) -> object:
        """A URL stays text (a Path would fold its `//`); anything else is a file path."""
        if isinstance(v, str) and v.startswith(("postgresql://", "postgres://")):
            return v
        return Path(v) if isinstance(v, str) else v


KEYS = {
    "DISCORD_TOKEN": "discord_token",
    "DISCORD_GUILD_ID": "discord_guild_id",
    "LABYRINTH_DB": "db_path",
    "LABYRINTH_BOARD_DIR": "board_dir",
    "LABYRINTH_REMINDER_MINUTES": "reminder_minutes",
    "SHARD_IDS": "shard_ids",
    "SHARD_COUNT": "shard_count",
    "LABYRINTH_LANG": "language",
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
        bad = ", ".join(
            f"{k} ({err['msg']})" for err in e.errors() for k, f in KEYS.items() if err["loc"] and f == err["loc"][0]
        ) or "; ".join(str(err["msg"]) for err in e.errors())
        raise ValueError(f"bad setting: {bad}") from e
