"""Slash commands in the reader's language: a `discord.app_commands.Translator` that gives Discord
the names and descriptions of every command, option and choice from the message catalog
(bot/core/locales/*/commands.ftl; docs/i18n.md). Discord shows them in each client's language; the
payload the bot receives keeps the English names, so the handlers do not change.

Message ids follow the place in the tree: `cmd-labyrinth-new` (a command's or group's name),
`cmd-labyrinth-new-desc` (its description), `cmd-labyrinth-new-opt-scenario` and
`cmd-labyrinth-new-opt-scenario-desc` (an option), `choice-lets_roll` (a choice, by its English name).
The English entries are generated from the tree itself (`python -m bot.discord.catalog`).
"""

from __future__ import annotations

import re
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.core import i18n

#: Discord's rule for a localized command or option name: lower case, 1-32 letters, digits, - or _
NAME = re.compile(r"^[-_\w]{1,32}$")


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_") or "x"


def _path(command: Any) -> str:
    return "-".join(_slug(p) for p in command.qualified_name.split())


def message_id(string: app_commands.locale_str, context: app_commands.TranslationContext[Any, Any]) -> str | None:
    """The catalog id of a string Discord asks to translate, from where it sits in the tree."""
    where, data = context.location, context.data
    if where in (Where.command_name, Where.group_name):
        return f"cmd-{_path(data)}"
    if where in (Where.command_description, Where.group_description):
        return f"cmd-{_path(data)}-desc"
    if where is Where.parameter_name:
        return f"cmd-{_path(data.command)}-opt-{_slug(data.name)}"
    if where is Where.parameter_description:
        return f"cmd-{_path(data.command)}-opt-{_slug(data.name)}-desc"
    if where is Where.choice_name:
        return f"choice-{_slug(string.message)}"
    return None


class CatalogTranslator(app_commands.Translator):
    """Names and descriptions from the catalog for the languages we speak other than English."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        lang = i18n.from_locale(locale)
        if lang is None or lang == i18n.DEFAULT or locale.value.lower() not in (lang, f"{lang}-{lang}"):
            return None  # English is the default text; other locales of a language (none yet) alike
        msg = message_id(string, context)
        if msg is None or not i18n.has(msg, lang):
            return None
        return i18n.t(lang, msg)


class Recorder(app_commands.Translator):
    """Collects (message id, English text) of every string of a tree, as a sync would ask them."""

    def __init__(self) -> None:
        self.seen: dict[str, str] = {}

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContext[Any, Any],
    ) -> str | None:
        msg = message_id(string, context)
        if msg is not None and locale is discord.Locale.russian:
            old = self.seen.setdefault(msg, string.message)
            if old != string.message:
                raise ValueError(f"{msg}: two English texts, {old!r} and {string.message!r}")
        return None


async def english_strings(tree: app_commands.CommandTree[Any]) -> dict[str, str]:
    """Every command, option and choice string of `tree` by message id, in English."""
    rec = Recorder()
    for command in tree.get_commands():
        await command.get_translated_payload(tree, rec)
    return rec.seen
