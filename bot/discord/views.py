"""Buttons and select menus that keep working after a restart and after days.

Every component is a `discord.ui.DynamicItem`: its state lives in a templated `custom_id`
(always well under Discord's 100 characters) — the game id, the state version the prompt was
shown at, and the option's index (never the option id, which may be long). A press is resolved
against the game's current prompt: the version detects a stale press. The items are registered
at start-up with `client.add_dynamic_items(*DYNAMIC_ITEMS)`.

The items know no rule and no Discord plumbing beyond parsing: their callbacks hand the parsed
numbers to the application (`interaction.client.labyrinth`, a `bot.discord.app.LabyrinthApp`).
"""

from __future__ import annotations

import re
from collections.abc import Awaitable
from typing import Any, Protocol

import discord

from bot.core.i18n import DEFAULT, t, tr
from bot.core.replies import PromptFor
from bot.core.words import role_label, shown
from bot.discord.menus import MENU_PAGE, is_numbered_page, menu_pages
from bot.discord.text import clip, escaped

#: a select menu holds 25 options; buttons are used for a few short options
PAGE_SIZE = MENU_PAGE
MAX_BUTTONS = 5
BUTTON_LABEL_LIMIT = 80
SELECT_TEXT_LIMIT = 100


class PromptHandler(Protocol):
    async def on_option(self, interaction: discord.Interaction, game_id: int, version: int, index: int) -> None: ...
    async def on_page(self, interaction: discord.Interaction, game_id: int, version: int, page: int) -> None: ...
    async def on_decide(self, interaction: discord.Interaction, game_id: int, version: int) -> None: ...
    async def on_undo(self, interaction: discord.Interaction, game_id: int, version: int) -> None: ...
    async def on_failure(self, interaction: discord.Interaction, error: BaseException) -> None: ...
    async def on_why(self, interaction: discord.Interaction, game_id: int, first: int, last: int) -> None: ...


def handler_of(interaction: discord.Interaction) -> PromptHandler:
    return interaction.client.labyrinth  # type: ignore[attr-defined,no-any-return]


async def guarded(interaction: discord.Interaction, work: Awaitable[None]) -> None:
    """Run a component's work; an exception goes to the user who pressed (discord.py would only
    log it: "Ignoring exception in view")."""
    try:
        await work
    except Exception as e:
        await handler_of(interaction).on_failure(interaction, e)


class OptionButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lab:o:(?P<g>\d+):(?P<v>\d+):(?P<i>\d+)"):
    """One option of a prompt as a button."""

    def __init__(self, game_id: int, version: int, index: int, label: str = "…", row: int | None = None):
        super().__init__(
            discord.ui.Button(
                label=clip(label, BUTTON_LABEL_LIMIT),
                style=discord.ButtonStyle.primary,
                custom_id=f"lab:o:{game_id}:{version}:{index}",
                row=row,
            )
        )
        self.game_id, self.version, self.index = game_id, version, index

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> OptionButton:
        return cls(int(match["g"]), int(match["v"]), int(match["i"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, handler_of(interaction).on_option(interaction, self.game_id, self.version, self.index))


class OptionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"lab:s:(?P<g>\d+):(?P<v>\d+):(?P<p>\d+)"):
    """One page (up to 25) of a prompt's options as a select menu; the values are option indexes."""

    def __init__(self, game_id: int, version: int, page: int, options: list[discord.SelectOption] | None = None):
        super().__init__(
            discord.ui.Select(
                custom_id=f"lab:s:{game_id}:{version}:{page}",
                placeholder="Choose…",
                min_values=1,
                max_values=1,
                options=options or [discord.SelectOption(label="…", value="0")],
                row=0,
            )
        )
        self.game_id, self.version, self.page = game_id, version, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> OptionSelect:
        return cls(int(match["g"]), int(match["v"]), int(match["p"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        data: dict[str, Any] = interaction.data or {}  # type: ignore[assignment]
        values = data.get("values") or self.item.values
        if not values or not str(values[0]).isdigit():
            await interaction.response.send_message(tr("discord-choice-unreadable"), ephemeral=True)
            return
        await guarded(
            interaction, handler_of(interaction).on_option(interaction, self.game_id, self.version, int(values[0]))
        )


class PageButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lab:p:(?P<g>\d+):(?P<v>\d+):(?P<p>\d+)"):
    """Previous/next page of a long option list."""

    def __init__(self, game_id: int, version: int, page: int, label: str = "…"):
        super().__init__(
            discord.ui.Button(
                label=label, style=discord.ButtonStyle.secondary, custom_id=f"lab:p:{game_id}:{version}:{page}", row=1
            )
        )
        self.game_id, self.version, self.page = game_id, version, page

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> PageButton:
        return cls(int(match["g"]), int(match["v"]), int(match["p"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, handler_of(interaction).on_page(interaction, self.game_id, self.version, self.page))


class DecideButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lab:d:(?P<g>\d+):(?P<v>\d+)"):
    """The public 'your turn' button: shows the decision privately to the player who must make it."""

    def __init__(self, game_id: int, version: int, lang: str = DEFAULT):
        super().__init__(
            discord.ui.Button(
                label=t(lang, "button-decide"), style=discord.ButtonStyle.success, custom_id=f"lab:d:{game_id}:{version}"
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> DecideButton:
        return cls(int(match["g"]), int(match["v"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, handler_of(interaction).on_decide(interaction, self.game_id, self.version))


class UndoButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lab:u:(?P<g>\d+):(?P<v>\d+)"):
    """Confirms `/labyrinth undo`: takes back the decision shown, at the version it was shown at."""

    def __init__(self, game_id: int, version: int, lang: str = DEFAULT):
        super().__init__(
            discord.ui.Button(
                label=t(lang, "button-take-back"), style=discord.ButtonStyle.danger, custom_id=f"lab:u:{game_id}:{version}"
            )
        )
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> UndoButton:
        return cls(int(match["g"]), int(match["v"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, handler_of(interaction).on_undo(interaction, self.game_id, self.version))


class WhyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lab:w:(?P<g>\d+):(?P<a>\d+):(?P<b>\d+)"):
    """"Why?" on a phase post: the solitaire bot's reasoning in that phase (log seqs a to b), privately."""

    def __init__(self, game_id: int, first: int, last: int, lang: str = DEFAULT, label: str | None = None):
        super().__init__(
            discord.ui.Button(
                label=label or t(lang, "button-why"),
                style=discord.ButtonStyle.secondary,
                custom_id=f"lab:w:{game_id}:{first}:{last}",
                row=2,
            )
        )
        self.game_id, self.first, self.last = game_id, first, last

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> WhyButton:
        return cls(int(match["g"]), int(match["a"]), int(match["b"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, handler_of(interaction).on_why(interaction, self.game_id, self.first, self.last))


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    OptionButton,
    OptionSelect,
    PageButton,
    DecideButton,
    UndoButton,
    WhyButton,
)


# ---------------------------------------------------------------------- building messages
def pages(prompt: PromptFor) -> int:
    return len(menu_pages(prompt.shown, PAGE_SIZE, prompt.lang))


def uses_buttons(prompt: PromptFor) -> bool:
    """Buttons for a few short options, each label whole (issue 33): a button shows no
    description, so options with one, or labels that read the same, go in a select."""
    shown = prompt.shown
    return (
        len(shown) <= MAX_BUTTONS
        and all(len(o.label) <= 40 and not o.description for o in shown)
        and len({o.label for o in shown}) == len(shown)
    )


def select_option(index: int, label: str, description: str = "") -> discord.SelectOption:
    """One option of a select: "3. label" (the number where the label leaves room for it: a label
    is never cut), its description beneath (issue 33)."""
    numbered = f"{index + 1}. {label}"
    return discord.SelectOption(
        label=numbered if len(numbered) <= SELECT_TEXT_LIMIT else clip(label, SELECT_TEXT_LIMIT),
        value=str(index),
        description=clip(description, SELECT_TEXT_LIMIT) if description else None,
    )


def prompt_view(prompt: PromptFor, page: int = 0) -> discord.ui.View:
    """Buttons for a few short options; otherwise a select menu of one page of the options as
    bot.core lays them out (`menu_pages`: a country menu by region of the map) with buttons to the
    previous and next page. The select's values are indexes into `prompt.shown`."""
    view = discord.ui.View(timeout=None)
    if uses_buttons(prompt):
        for i, o in enumerate(prompt.shown):
            view.add_item(OptionButton(prompt.game_id, prompt.version, i, o.label))
        return view
    laid = menu_pages(prompt.shown, PAGE_SIZE, prompt.lang)
    page = max(0, min(page, len(laid) - 1))
    options = [select_option(i, prompt.shown[i].label, prompt.shown[i].description) for i in laid[page][1]]
    lang = prompt.lang
    select = OptionSelect(prompt.game_id, prompt.version, page, options)
    select.item.placeholder = t(lang, "menu-choose")  # (the class's own "Choose…" is rebuilt from a press only)
    view.add_item(select)
    regional = not is_numbered_page(laid[0][0])
    if page > 0:
        title = (
            t(lang, "menu-previous-to", page=laid[page - 1][0]) if regional and laid[page - 1][0] else t(lang, "menu-previous")
        )
        view.add_item(PageButton(prompt.game_id, prompt.version, page - 1, clip(title, BUTTON_LABEL_LIMIT)))
    if page < len(laid) - 1:
        title = t(lang, "menu-next-to", page=laid[page + 1][0]) if regional else t(lang, "menu-next")
        view.add_item(PageButton(prompt.game_id, prompt.version, page + 1, clip(title, BUTTON_LABEL_LIMIT)))
    return view


def prompt_content(prompt: PromptFor, page: int = 0, mention: bool = False) -> str:
    """The message text above a prompt's components."""
    who = f"<@{prompt.user_id}>" if mention else escaped(shown(prompt.user_name))
    head = t(prompt.lang, "decides", who=who, side=role_label(prompt.role, prompt.lang), text=prompt.text)
    laid = menu_pages(prompt.shown, PAGE_SIZE, prompt.lang)
    if not uses_buttons(prompt) and len(laid) > 1:
        page = max(0, min(page, len(laid) - 1))
        title, ixs = laid[page]
        lang = prompt.lang
        if is_numbered_page(title):
            where = t(lang, "menu-where-numbered", title=title, total=len(prompt.shown))
        else:
            where = t(lang, "menu-where-region", title=title, count=len(ixs), total=len(prompt.shown))
        head += "\n" + t(lang, "menu-page-of", where=where, page=page + 1, pages=len(laid))
    return clip(head, 2000)


def undo_view(game_id: int, version: int, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(UndoButton(game_id, version, lang))
    return view


def phase_view(
    game_id: int,
    *,
    prompt: PromptFor | None = None,
    decide: int | None = None,
    why: tuple[int, int] | None = None,
    lang: str = DEFAULT,
    why_label: str | None = None,
) -> discord.ui.View | None:
    """The components of a turn's post: the prompt (solitaire), or a Decide button (a 2-player
    game's decision at state `decide`), and "Why?" when the bot's reasoning was left out ("Full
    log" when only some finished phases were shortened)."""
    view = prompt_view(prompt) if prompt is not None else discord.ui.View(timeout=None)
    if prompt is None and decide is not None:
        view.add_item(DecideButton(game_id, decide, lang))
    if why is not None:
        view.add_item(WhyButton(game_id, *why, lang=lang, label=why_label))
    return view if view.children else None


def decide_view(game_id: int, version: int, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(DecideButton(game_id, version, lang))
    return view


async def open_thread(channel: Any, name: str, *, private: bool) -> tuple[Any | None, str]:
    """A new thread under a text channel: (thread, "") or (None, why it could not be opened)."""
    make = getattr(channel, "create_thread", None)
    if make is None or getattr(channel, "parent_id", None) is not None:
        return None, tr("thread-only-from-channel", private="yes" if private else "no")
    kind = discord.ChannelType.private_thread if private else discord.ChannelType.public_thread
    extra: dict[str, Any] = {"invitable": False} if private else {}
    try:
        return await make(name=clip(name, 100), type=kind, auto_archive_duration=10080, **extra), ""
    except discord.HTTPException as e:
        need = "Create Private Threads" if private else "Create Public Threads"
        return None, tr("thread-refused", need=need, error=str(e))
