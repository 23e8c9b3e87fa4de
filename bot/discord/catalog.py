"""`python -m bot.discord.catalog`: write bot/core/locales/en/commands.ftl, the English names and
descriptions of every slash command, option and choice, from the command tree itself (so English
stays single-sourced in bot/discord/commands.py and challenges.py). A test fails when it is stale;
the Russian texts are in ru/commands.ftl (docs/i18n.md)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import discord
from discord import app_commands

from bot.core import i18n
from bot.discord.challenges import build_groups
from bot.discord.commands import build_group
from bot.discord.ladder import extend
from bot.discord.translate import english_strings

FILE: Path = i18n.LOCALES / i18n.DEFAULT / "commands.ftl"


def command_tree() -> app_commands.CommandTree[Any]:
    """The bot's whole command tree (`/labyrinth`, `/challenge`, `/records`) with stand-in handlers."""
    client = discord.Client(intents=discord.Intents.none())
    tree: app_commands.CommandTree[Any] = app_commands.CommandTree(client)
    tree.add_command(build_group(object()))  # type: ignore[arg-type]
    for group in build_groups(object()):  # type: ignore[arg-type]
        tree.add_command(group)
    extend(tree, object())
    return tree


async def english_ftl() -> str:
    strings = await english_strings(command_tree())
    head = [
        "# GENERATED from the command tree by `python -m bot.discord.catalog`: do not edit; change",
        "# bot/discord/commands.py or challenges.py and regenerate. Russian: ../ru/commands.ftl.",
        "",
    ]
    return "\n".join(head + [i18n.ftl_message(k, v) for k, v in strings.items()]) + "\n"


def main() -> int:
    text = asyncio.run(english_ftl())
    if "--check" in sys.argv[1:]:
        ok = FILE.is_file() and FILE.read_text(encoding="utf-8") == text
        print("en/commands.ftl is up to date" if ok else "en/commands.ftl is stale: run python -m bot.discord.catalog")
        return 0 if ok else 1
    FILE.write_text(text, encoding="utf-8")
    print(f"wrote {FILE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
