"""The turn post's map control and the resignation's confirmation (issue 33, points 8 and 10).

- `RegionSelect`: on the turn's post, a select of the map's regions; a pick answers privately
  with that region's close-up (a phone shows the whole board only as colours).
- `ResignButton`: `/labyrinth resign` asks first, as undo does; the button carries the game, the
  state version it was asked at and the asker, so a confirmation pressed after the game moved on,
  or by anyone else, changes nothing.

Both are `discord.ui.DynamicItem`s (registered at start-up with the prompt's items, `CONTROLS`):
their state is in the custom id, so they work after a restart. Like views.py's items they only
parse and hand the numbers to the application.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

import discord

from bot.core import i18n
from bot.core.i18n import DEFAULT, t
from bot.core.pictures import region_order
from bot.discord.text import clip
from bot.discord.views import guarded, handler_of

#: a select option's label and description: Discord's limit
SELECT_TEXT_LIMIT = 100


class ControlHandler(Protocol):
    async def on_region(self, interaction: discord.Interaction, game_id: int, region: str) -> None: ...
    async def on_resign(self, interaction: discord.Interaction, game_id: int, version: int, user_id: str) -> None: ...


def control_handler(interaction: discord.Interaction) -> ControlHandler:
    return handler_of(interaction)  # type: ignore[return-value]


def region_options(lang: str) -> list[discord.SelectOption]:
    """The map's regions, west to east, named in `lang` (their ids as values)."""
    return [
        discord.SelectOption(label=clip(t(lang, i18n.region_msg(r)), SELECT_TEXT_LIMIT), value=r)
        for r in region_order()
    ]


class RegionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=r"lab:m:(?P<g>\d+)"):
    """The map's regions on a turn's post: the one picked is drawn large, privately."""

    def __init__(self, game_id: int, lang: str = DEFAULT, row: int | None = 4):
        super().__init__(
            discord.ui.Select(
                custom_id=f"lab:m:{game_id}",
                placeholder=clip(t(lang, "region-select"), 150),
                min_values=1,
                max_values=1,
                options=region_options(lang) or [discord.SelectOption(label="…", value="-")],
                row=row,
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RegionSelect:
        return cls(int(match["g"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        data: dict[str, Any] = interaction.data or {}  # type: ignore[assignment]
        values = data.get("values") or self.item.values
        region = str(values[0]) if values else ""
        await guarded(interaction, control_handler(interaction).on_region(interaction, self.game_id, region))


class ResignButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lab:r:(?P<g>\d+):(?P<v>\d+):(?P<u>\d+)"):
    """Confirms `/labyrinth resign`: at the version it was asked at, for the player who asked."""

    def __init__(self, game_id: int, version: int, user_id: str, lang: str = DEFAULT):
        super().__init__(
            discord.ui.Button(
                label=t(lang, "button-resign"),
                style=discord.ButtonStyle.danger,
                custom_id=f"lab:r:{game_id}:{version}:{user_id}",
            )
        )
        self.game_id, self.version, self.user_id = game_id, version, user_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ResignButton:
        return cls(int(match["g"]), int(match["v"]), match["u"])

    async def callback(self, interaction: discord.Interaction) -> None:
        work = control_handler(interaction).on_resign(interaction, self.game_id, self.version, self.user_id)
        await guarded(interaction, work)


CONTROLS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (RegionSelect, ResignButton)


def resign_view(game_id: int, version: int, user_id: str, lang: str = DEFAULT) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(ResignButton(game_id, version, user_id, lang))
    return view


def with_regions(view: discord.ui.View | None, game_id: int, lang: str = DEFAULT) -> discord.ui.View:
    """A turn post's components with the region select on their last row."""
    view = view or discord.ui.View(timeout=None)
    view.add_item(RegionSelect(game_id, lang))
    return view
