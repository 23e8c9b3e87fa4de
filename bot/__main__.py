"""`python -m bot`: the Discord bot when DISCORD_TOKEN is set, else the local console."""

from __future__ import annotations

import asyncio
import getpass
import sys

from bot.core.config import Config, load_config
from bot.core.store import StoreError

USAGE = """usage: python -m bot [--sync]
  --sync   sync the slash commands with Discord even if they did not change (Discord bot only)"""


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if any(a in ("-h", "--help") for a in args):
        print(USAGE)
        return 0
    unknown = [a for a in args if a != "--sync"]
    if unknown:
        print(f"Unknown argument {unknown[0]!r}.\n{USAGE}", file=sys.stderr)
        return 2
    try:
        config = load_config()
    except ValueError as e:
        print(f"Configuration error: {e}", file=sys.stderr)
        return 2
    try:
        return run(config, force_sync="--sync" in args)
    except StoreError as e:  # the database cannot be used (damaged, read-only, ...): say why, no traceback
        print(e, file=sys.stderr)
        return 2


def run(config: Config, force_sync: bool) -> int:
    if config.discord_token:
        from bot.discord.client import run as run_discord

        return int(run_discord(config, force_sync=force_sync) or 0)
    from bot.console.console import run_console

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
