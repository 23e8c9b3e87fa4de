"""`python -m bot`: the Discord bot when DISCORD_TOKEN is set, else the local console."""

from __future__ import annotations

import asyncio
import getpass
import importlib
import sys

from bot.config import Config, load_config
from bot.store import StoreError


def main() -> int:
    try:
        config = load_config()
    except ValueError as e:
        print(f"Configuration error: {e}", file=sys.stderr)
        return 2
    try:
        return run(config)
    except StoreError as e:  # the database cannot be used (damaged, read-only, ...): say why, no traceback
        print(e, file=sys.stderr)
        return 2


def run(config: Config) -> int:
    if config.discord_token:
        try:
            discord_app = importlib.import_module("bot.discord_app")
        except ModuleNotFoundError as e:
            if e.name != "bot.discord_app":
                raise
            print(
                "DISCORD_TOKEN is set, but the Discord adapter (bot/discord_app.py) is not part of this version yet.\n"
                "Unset DISCORD_TOKEN (in the environment or .env) to play in the local console.",
                file=sys.stderr,
            )
            return 2
        return int(discord_app.run(config) or 0)
    from bot.console import run_console

    try:
        name = getpass.getuser()
    except (KeyError, OSError):
        name = "you"
    try:
        return asyncio.run(run_console(config, sys.stdin, sys.stdout, user_name=name))
    except KeyboardInterrupt:
        print("\nBye. Your game is saved.")
        return 0


if __name__ == "__main__":
    sys.exit(main())
