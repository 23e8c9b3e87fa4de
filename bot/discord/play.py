"""Discord commands and buttons that play a game: `/labyrinth choose`, `play`, `undo`, `resign`,
`claim`, `hint`, the prompt's option buttons, select pages and **Decide**, and the option
autocomplete. No game rule here: the chosen option id is forwarded to the service.
"""

from __future__ import annotations

import contextlib

import discord
from discord import app_commands

from bot.core import i18n
from bot.core.replies import PromptFor
from bot.core.words import role_label
from bot.discord.controls import resign_view
from bot.discord.delivery import (
    Ctx,
    Delivery,
)
from bot.discord.menus import AUTOCOMPLETE_LIMIT
from bot.discord.text import clip, for_discord
from bot.discord.views import prompt_content, prompt_view, undo_view


def resolve_option(p: PromptFor, text: str) -> str | None:
    """An option id from an id, `#n` / `n` (1-based position) or an exact label."""
    t = text.strip()
    ids = [o.id for o in p.shown]
    if t in ids or t in {o.id for o in p.options}:
        return t
    n = t.lstrip("#")
    if n.isdigit() and 1 <= int(n) <= len(ids):
        return ids[int(n) - 1]
    by_label = [o.id for o in p.shown if o.label.lower() == t.lower()]
    return by_label[0] if len(by_label) == 1 else None


class PlayCommands(Delivery):
    """commands and buttons that play a game: `/labyrinth choose`, `play`, `undo`, `resign`"""

    async def _game_channel(self, interaction: discord.Interaction, game_id: int, ctx: Ctx | None = None) -> str | None:
        """The channel of the game a component belongs to; None (the presser told why) when it is not running."""
        channel, why = await self.svc.running_game_channel(game_id)
        if channel is not None:
            return channel
        if ctx is not None:
            await ctx.error(why)
        else:
            await interaction.response.send_message(why, ephemeral=True)
        return None

    async def _pending(self, interaction: discord.Interaction, game_id: int, ctx: Ctx) -> tuple[str, PromptFor] | None:
        """The channel key of a component's game and the presser's decision there; None (the
        presser told why) when there is none."""
        key = await self._game_channel(interaction, game_id, ctx)
        if key is None:
            return None
        p = await self._my_prompt(ctx, key)
        return None if p is None else (key, p)

    async def on_option(self, interaction: discord.Interaction, game_id: int, version: int, index: int) -> None:
        """A prompt's button or select was pressed: check presser and version, act, post the result."""
        await interaction.response.defer()  # first: the 3-second limit
        ctx = Ctx(interaction, "update")
        await self.reading(interaction)
        pending = await self._pending(interaction, game_id, ctx)
        if pending is None:
            return
        key, p = pending
        if p.game_id != game_id or p.version != version or not 0 <= index < len(p.shown):
            await ctx.private(
                i18n.tr("discord-choice-out-of-date", pressed=version, now=p.version) + "\n" + prompt_content(p),
                view=prompt_view(p),
            )
            return
        option = p.shown[index]
        r = for_discord(await self.svc.act(key, ctx.user, option.id, version))
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            if r.prompt is not None and r.prompt.user_id == ctx.user:
                await ctx.private(prompt_content(r.prompt), view=prompt_view(r.prompt))
            return
        await self.deliver(ctx, key, r, summary=True, own=True)
        await self.own_prompt(ctx, key, r, option.label)

    async def on_page(self, interaction: discord.Interaction, game_id: int, version: int, page: int) -> None:
        await self.reading(interaction)
        key = await self._game_channel(interaction, game_id)
        if key is None:
            return
        current = for_discord(await self.svc.prompt(key, str(interaction.user.id)))
        if not current.ok or current.prompt is None:
            await interaction.response.send_message(current.error or i18n.tr("discord-nothing-to-decide"), ephemeral=True)
            return
        p = current.prompt
        if p.version != version:
            await interaction.response.send_message(
                i18n.tr("discord-list-out-of-date") + "\n" + prompt_content(p),
                view=prompt_view(p),
                ephemeral=True,
            )
            return
        await interaction.response.edit_message(content=prompt_content(p, page), view=prompt_view(p, page))

    async def on_decide(self, interaction: discord.Interaction, game_id: int, version: int) -> None:
        """The public 'your turn' button: the decision, privately, for its player only."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        ctx = Ctx(interaction, "ephemeral")
        await self.reading(interaction)
        pending = await self._pending(interaction, game_id, ctx)
        if pending is None:
            return
        _, p = pending
        note = "" if p.version == version else "(The game has moved on since that notice.)\n"
        await ctx.private(note + prompt_content(p), view=prompt_view(p))

    async def _my_prompt(self, ctx: Ctx, key: str) -> PromptFor | None:
        """The user's pending decision in the channel; None (the user told why) when there is none."""
        current = for_discord(await self.svc.prompt(key, ctx.user))
        if not current.ok or current.prompt is None:
            await ctx.error(current.error or i18n.tr("discord-nothing-for-you"))
            return None
        return current.prompt

    async def cmd_choose(self, interaction: discord.Interaction, option: str | None = None) -> None:
        """Answer the pending decision by option id (autocomplete), number or label; none: show it."""
        ctx = await self.begin(interaction, ephemeral=True)
        key = self.key(interaction)
        p = await self._my_prompt(ctx, key)
        if p is None:
            return
        if option is None or not option.strip():
            await ctx.private(prompt_content(p), view=prompt_view(p))
            return
        chosen = resolve_option(p, option)
        if chosen is None:
            await ctx.error(i18n.tr("discord-not-an-option", option=repr(option)))
            await ctx.private(prompt_content(p), view=prompt_view(p))
            return
        await self.act(ctx, key, chosen, next(o.label for o in [*p.shown, *p.options] if o.id == chosen), p.version)

    async def cmd_play(self, interaction: discord.Interaction, card: str) -> None:
        """Play a card from the hand when the decision is which card to play."""
        ctx = await self.begin(interaction, ephemeral=True)
        key = self.key(interaction)
        p = await self._my_prompt(ctx, key)
        if p is None:
            return
        plays = [o for o in p.options if o.id.startswith("play:")]
        if not plays:
            await ctx.error(i18n.tr("discord-not-a-card-decision", prompt=p.text))
            return
        c = card.strip().lstrip("#").lower()
        pick = next((o for o in plays if o.id == card or o.id == f"play:{c}"), None)
        if pick is None:
            named = [o for o in plays if c and c in o.label.lower()]
            pick = named[0] if len(named) == 1 else None
        if pick is None:
            await ctx.error(i18n.tr("discord-not-a-card", card=repr(card)))
            await ctx.private(prompt_content(p), view=prompt_view(p))
            return
        await self.act(ctx, key, pick.id, pick.label, p.version)

    async def act(self, ctx: Ctx, key: str, option_id: str, label: str, version: int) -> None:
        r = for_discord(await self.svc.act(key, ctx.user, option_id, version))
        if not r.ok:
            await self.answer(ctx, r)
            return
        await self.deliver(ctx, key, r, summary=True, own=r.blocks != [] or r.prompt is not None)
        if r.blocks or r.prompt is not None:
            await self.own_prompt(ctx, key, r, label)
        else:
            await ctx.private(f"✔ {label}")

    async def cmd_hint(self, interaction: discord.Interaction) -> None:
        """Privately: the strongest level's choice at the player's decision (a search: it is
        deferred first, and runs in a worker thread of the service)."""
        ctx = await self.begin(interaction, ephemeral=True)
        r = for_discord(await self.svc.hint(self.key(interaction), ctx.user))
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        await self.private_text(ctx, [m.text for m in r.private], "hint.txt")

    async def cmd_undo(self, interaction: discord.Interaction) -> None:
        """Ask the user to confirm what will be taken back: the button carries the version shown, so
        a confirmation pressed after the game moved on (a second undo) takes back nothing."""
        ctx = await self.begin(interaction, ephemeral=True)
        r = for_discord(await self.svc.undo_preview(self.key(interaction), ctx.user))
        if not r.ok or r.game_id is None or r.version is None:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        await ctx.private("\n".join(m.text for m in r.private), view=undo_view(r.game_id, r.version, i18n.reader()))

    async def on_undo(self, interaction: discord.Interaction, game_id: int, version: int) -> None:
        """The undo confirmation was pressed: take back the decision shown, at the version shown."""
        await interaction.response.defer()  # first: the 3-second limit
        ctx = Ctx(interaction, "update")
        await self.reading(interaction)
        key = await self._game_channel(interaction, game_id, ctx)
        if key is None:
            return
        r = for_discord(await self.svc.undo(key, ctx.user, version))
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        # the channel is told once; the player's decision comes back in this message, with no ping
        # and no DM (issue 33.8): they are the one pressing
        await self.deliver(ctx, key, r, summary=True, own=True)
        if await self.is_solo(key):  # the turn's post holds the decision
            with contextlib.suppress(discord.HTTPException):
                await interaction.edit_original_response(content=f"✔ {i18n.tr('taken-back')}.", view=None)
            return
        await self.own_prompt(ctx, key, r, i18n.tr("taken-back"))

    async def cmd_resign(self, interaction: discord.Interaction) -> None:
        """Ask first, as undo does (issue 33.8): the button carries the game's version and the asker,
        so a confirmation pressed after the game moved on, or by someone else, changes nothing."""
        ctx = await self.begin(interaction, ephemeral=True)
        key = self.key(interaction)
        info = await self.svc.info(key)
        if info is None or info.status != "active":  # nothing running to resign: the service says why
            r = for_discord(await self.svc.resign(key, ctx.user))
            await ctx.error(r.error or i18n.tr("no-game"))
            return
        mine = [s.role for s in info.seats if s.user_id == ctx.user]
        if not mine:
            await ctx.error(i18n.tr("not-seated"))
            return
        side = info.waiting_for if len(mine) > 1 and info.waiting_for in mine else mine[0]
        lang = i18n.reader()
        text = i18n.t(lang, "resign-confirm", game=info.game_id, side=role_label(side, lang))
        await ctx.private(text, view=resign_view(info.game_id, info.version, ctx.user, lang))

    async def on_resign(self, interaction: discord.Interaction, game_id: int, version: int, user_id: str) -> None:
        """The resignation was confirmed: by the player who asked, at the version they asked at."""
        await interaction.response.defer()  # first: the 3-second limit
        ctx = Ctx(interaction, "update")
        await self.reading(interaction)
        if ctx.user != user_id:
            await ctx.error(i18n.tr("resign-not-yours"))
            return
        key = await self._game_channel(interaction, game_id, ctx)
        if key is None:
            return
        info = await self.svc.info(key)
        if info is None or info.game_id != game_id or info.version != version:
            await ctx.error(i18n.tr("resign-out-of-date"))
            return
        r = for_discord(await self.svc.resign(key, ctx.user))
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        with contextlib.suppress(discord.HTTPException):
            await interaction.edit_original_response(content=f"✔ {r.public[0] if r.public else ''}", view=None)
        await self.deliver(ctx, key, r, summary=True)

    async def cmd_claim(self, interaction: discord.Interaction) -> None:
        """After the deadline passed, the player waiting for the other claims the game (a timeout win)."""
        ctx = await self.begin(interaction, ephemeral=False)
        await self.answer(ctx, for_discord(await self.svc.claim(self.key(interaction), ctx.user, at=self.clock())))

    async def option_choices(
        self, interaction: discord.Interaction, current: str, plays_only: bool
    ) -> list[app_commands.Choice[str]]:
        r = for_discord(await self.svc.prompt(self.key(interaction), str(interaction.user.id)))
        if not r.ok or r.prompt is None:
            return []
        q = current.strip().lower()
        named = i18n.option_ends(current) if q else set()  # a country or card named in any language
        out = []
        for i, o in enumerate(r.prompt.shown):
            if plays_only and not o.id.startswith("play:"):
                continue
            if q and q not in o.label.lower() and q not in o.id.lower() and o.id.rsplit(":", 1)[-1] not in named:
                continue
            value = o.id if len(o.id) <= 100 else f"#{i + 1}"
            out.append(app_commands.Choice(name=clip(f"{i + 1}. {o.label}", 100), value=value))
            if len(out) == AUTOCOMPLETE_LIMIT:
                break
        return out
