"""Slash commands in Russian (bot/discord/translate.py): every command, option and choice has a
Russian name and description within Discord's limits, the payload keeps the English names the
handlers receive, and the English catalog of the commands is generated from the tree."""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands

from bot.discord import catalog
from bot.discord.translate import CatalogTranslator

#: Discord's rule for command and option names (localized ones too): lower case, 1-32 characters
NAME = re.compile(r"^[-_\w]{1,32}$")
CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)


async def translated() -> list[dict[str, Any]]:
    tree = catalog.command_tree()
    return [await c.get_translated_payload(tree, CatalogTranslator()) for c in tree.get_commands()]


async def test_the_english_command_catalog_is_generated_from_the_tree() -> None:
    assert catalog.FILE.read_text(encoding="utf-8") == await catalog.english_ftl(), (
        "en/commands.ftl is stale: run `python -m bot.discord.catalog`"
    )


def check_node(node: dict[str, Any], where: str, counts: dict[str, int]) -> None:
    ru_name = node.get("name_localizations", {}).get("ru")
    ru_desc = node.get("description_localizations", {}).get("ru")
    assert ru_name and ru_desc, f"{where}: no Russian name or description"
    assert NAME.match(ru_name) and ru_name == ru_name.lower(), f"{where}: {ru_name!r} is not a Discord name"
    assert 1 <= len(ru_desc) <= 100 and CYRILLIC.search(ru_desc), f"{where}: {ru_desc!r}"
    assert set(node["name_localizations"]) == {"ru"} and set(node["description_localizations"]) == {"ru"}
    counts["named"] += 1
    for choice in node.get("choices", []):
        name = choice.get("name_localizations", {}).get("ru")
        assert name and len(name) <= 100, f"{where}: choice {choice['name']!r} has no Russian name"
        counts["choices"] += 1
    options = node.get("options", [])
    ru_names = [o.get("name_localizations", {}).get("ru") for o in options]
    assert len(set(ru_names)) == len(ru_names), f"{where}: Russian names repeat: {ru_names}"
    for o in options:
        check_node(o, f"{where} {o['name']}", counts)


async def test_every_command_option_and_choice_has_a_russian_name_and_description() -> None:
    payload = await translated()
    assert [c["name"] for c in payload] == ["labyrinth", "challenge", "records", "lobby"]  # English, as the handlers get them
    assert len({c["name_localizations"]["ru"] for c in payload}) == 4
    counts = {"named": 0, "choices": 0}
    for command in payload:
        check_node(command, command["name"], counts)
    assert counts["named"] > 80 and counts["choices"] > 20
    labyrinth = payload[0]
    assert labyrinth["name_localizations"]["ru"] == "лабиринт"
    rules = next(o for o in labyrinth["options"] if o["name"] == "rules")
    assert rules["name_localizations"]["ru"] == "правила" and rules["options"][0]["name"] == "query"


async def test_other_locales_get_the_english_default() -> None:
    tree = catalog.command_tree()
    group = tree.get_commands()[0]
    ctx = app_commands.TranslationContext(app_commands.TranslationContextLocation.command_name, group)
    tr = CatalogTranslator()
    assert await tr.translate(app_commands.locale_str("labyrinth"), discord.Locale.russian, ctx) == "лабиринт"
    for locale in (discord.Locale.american_english, discord.Locale.german, discord.Locale.ukrainian):
        assert await tr.translate(app_commands.locale_str("labyrinth"), locale, ctx) is None
