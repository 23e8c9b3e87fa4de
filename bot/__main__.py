"""`python -m bot`: the Discord bot when DISCORD_TOKEN is set, else the local console."""

from __future__ import annotations

import asyncio
import getpass
import sys

from bot.core import i18n
from bot.core.config import Config, load_config
from bot.core.store import StoreError

USAGE = """usage: python -m bot [--sync] [--lang CODE]
  --sync       sync the slash commands with Discord even if they did not change (Discord bot only)
  --lang CODE  the console's language: en or ru (default: LABYRINTH_LANG, else en)"""


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if any(a in ("-h", "--help") for a in args):
        print(USAGE)
        return 0
    lang, rest = None, []
    for i, a in enumerate(args):
        if a.startswith("--lang="):
            lang = a.partition("=")[2]
        elif a == "--lang":
            lang = args[i + 1] if i + 1 < len(args) else ""
        elif not (i and args[i - 1] == "--lang"):
            rest.append(a)
    unknown = [a for a in rest if a != "--sync"]
    if unknown:
        print(f"Unknown argument {unknown[0]!r}.\n{USAGE}", file=sys.stderr)
        return 2
    try:
        i18n.load()  # a catalog file that does not parse stops the bot here (docs/i18n.md)
        config = load_config()
        if lang is not None:
            config = config.model_copy(update={"language": i18n.language(lang)})
    except i18n.CatalogError as e:
        print(f"Message catalog error: {e}", file=sys.stderr)
        return 2
    except ValueError as e:
        print(f"Configuration error: {e}", file=sys.stderr)
        return 2
    from bot.core.session import settle_heap

    settle_heap()  # (the catalogs and modules, kept for the process's life: out of the full collections)
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
