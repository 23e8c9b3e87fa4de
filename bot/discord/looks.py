"""Discord commands that look at a game or the rules: `/labyrinth status`, `board`, `hand`,
`history`, `help`, `rules`, and the card autocomplete.
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core import i18n
from bot.core.replies import Reply
from bot.core.texts import (
    card_choices,
    rules_table,
    rules_text,
)
from bot.core.words import us_bot_levels
from bot.discord.delivery import Ctx, Delivery
from bot.discord.menus import AUTOCOMPLETE_LIMIT
from bot.discord.text import clip, for_discord, picture_file, split_text
from bot.discord.views import prompt_content, prompt_view


class LookCommands(Delivery):
    """commands that look at a game or the rules: `/labyrinth status`, `board`, `hand`"""

    async def cmd_status(self, interaction: discord.Interaction, public: bool = False) -> None:
        """The game's state: privately, unless asked to post it (issue 33.8)."""
        ctx = await self.begin(interaction, ephemeral=not public)
        r = for_discord(await self.svc.status(self.key(interaction)))
        await (self.answer(ctx, r) if public else self.answer_privately(ctx, r))

    async def cmd_board(self, interaction: discord.Interaction, region: str | None = None, public: bool = False) -> None:
        """The board, or a region of it drawn large: privately, unless asked to post it."""
        ctx = await self.begin(interaction, ephemeral=not public)
        r = for_discord(await self.svc.board(self.key(interaction), region))
        await (self.answer(ctx, r) if public else self.answer_privately(ctx, r))

    async def on_region(self, interaction: discord.Interaction, game_id: int, region: str) -> None:
        """A region picked on a turn's post (bot/discord/controls.py): drawn large, privately."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        ctx = Ctx(interaction, "ephemeral")
        await self.reading(interaction)
        key, why = await self.svc.running_game_channel(game_id)
        if key is None:
            await ctx.error(why)
            return
        await self.answer_privately(ctx, for_discord(await self.svc.board(key, region)))

    async def answer_privately(self, ctx: Ctx, r: Reply) -> None:
        """A look at the game (its text, its picture with its description) only for the asker."""
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        texts = split_text([ln for t in r.public for ln in t.split("\n")])
        files = [picture_file(i, r.lang) for i in r.images[-1:]]
        for i, t in enumerate(texts or [""]):
            last = i == max(0, len(texts) - 1)
            await ctx.private(t or None, files=files if last and files else None)

    async def cmd_hand(self, interaction: discord.Interaction) -> None:
        """Privately: hand(s), Plots, the hand image and the pending decision."""
        ctx = await self.begin(interaction, ephemeral=True)
        key = self.key(interaction)
        r = for_discord(await self.svc.hand(key, ctx.user))
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        files = await self.hand_files(key, ctx.user)
        texts = split_text([m.text for m in r.private])
        for i, t in enumerate(texts):
            await ctx.private(t, files=files if i == len(texts) - 1 and files else None)
        if r.prompt is not None and r.prompt.user_id == ctx.user:
            await ctx.private(prompt_content(r.prompt), view=prompt_view(r.prompt))

    async def cmd_history(self, interaction: discord.Interaction, entries: int = 20) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        r = for_discord(await self.svc.history(self.key(interaction), ctx.user, entries))
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        await self.private_text(ctx, [m.text for m in r.private], "history.txt")

    async def cmd_help(self, interaction: discord.Interaction) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        lang = await self.reading(interaction)
        for t in split_text([i18n.tr("help-discord"), i18n.tr("help-us-bot", levels=us_bot_levels(lang))]):
            await ctx.private(t)

    async def cmd_rules(self, interaction: discord.Interaction, query: str) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        lang = await self.reader_language(interaction)
        table = rules_table(query, lang)
        if table is not None:  # the game's tables as an embed (monospaced)
            await ctx.private(None, embed=discord.Embed(title=table[0], description=clip(table[1], 4000)))
            return
        for t in split_text([rules_text(query, lang)]):
            await ctx.private(t)

    async def card_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        lang = await self.reader_language(interaction)
        return [app_commands.Choice(name=clip(n, 100), value=v) for n, v in card_choices(current, AUTOCOMPLETE_LIMIT, lang)]
