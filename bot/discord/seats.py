"""Discord commands that set a game up and seat its players: `/labyrinth new`, `join`, `leave`,
`start`, `abort`, `pause`, `resume` and `mygames`.
"""

from __future__ import annotations

import contextlib

import discord

from bot.core import i18n
from bot.core.clock import parse_time
from bot.core.settings import POSITION_LIMIT, parse_position
from bot.core.texts import (
    SCENARIO_NAMES,
)
from bot.core.words import clean_name, position_problems, role_label, shown
from bot.discord.delivery import (
    Ctx,
    Delivery,
)
from bot.discord.text import escaped, for_discord
from bot.discord.views import open_thread


class SeatCommands(Delivery):
    """commands that set a game up and seat its players: `/labyrinth new`, `join`, `leave`"""

    async def cmd_new(
        self,
        interaction: discord.Interaction,
        scenario: str = "lets_roll",
        players: str = "two",
        side: str = "us",
        length: int = 1,
        ideology: str = "normal",
        thread: bool | None = None,
        deadline_hours: int | None = None,
        forfeit: bool | None = None,
        position: discord.Attachment | None = None,
        language: str | None = None,
        level: str | None = None,
        clock: str | None = None,
    ) -> None:
        ctx = await self.begin(interaction, ephemeral=False)
        key = self.key(interaction)
        if ctx.in_dm and (players != "solo" or thread):
            await ctx.error(i18n.tr("discord-not-in-dm-new"))
            return
        custom = None
        if position is not None:
            if position.size > POSITION_LIMIT:  # refused before it is downloaded
                await ctx.error(i18n.tr("discord-position-too-large", size=position.size, limit=POSITION_LIMIT))
                return
            try:
                custom = parse_position(await position.read(), scenario)
            except (discord.HTTPException, ValueError) as e:
                await ctx.error(i18n.tr("discord-position-unreadable", error=position_problems(e, i18n.reader())))
                return
        defaults = for_discord(await self.svc.settings_reply(key, with_game=False))
        if not defaults.ok:
            await ctx.error(defaults.error or i18n.tr("refused"))
            return
        settings = dict(defaults.settings or {})
        for k, v in (("thread", thread), ("deadline_hours", deadline_hours), ("forfeit", forfeit)):
            if v is not None:
                settings[k] = v
        # the game's language (its channel posts): as chosen, else the server's, else English
        settings["language"] = language or i18n.from_locale(getattr(interaction, "guild_locale", None)) or i18n.DEFAULT
        target_key, target = key, interaction.channel
        if settings.get("thread"):
            title = f"Labyrinth: {SCENARIO_NAMES.get(scenario, scenario)}"
            target, why = await open_thread(interaction.channel, title, private=False)
            if target is None:
                await ctx.error(why)
                return
            target_key = str(target.id)
        r = for_discord(await self.svc.create(
            target_key,
            ctx.user,
            ctx.name,
            scenario=scenario,
            players=players,
            side=side,
            length=length,
            ideology=ideology,
            settings=settings,
            position=custom,
            level=level,
            clock=clock,
            server=str(g) if (g := getattr(interaction, "guild_id", None)) else None,
        ))
        if not r.ok:
            if target_key != key:
                with contextlib.suppress(discord.HTTPException, AttributeError):
                    await target.delete()
            await ctx.error(r.error or i18n.tr("refused"))
            return
        if target_key == key:
            await self.deliver(ctx, key, r)
            return
        await ctx.public(None, f"{escaped(shown(clean_name(ctx.name)))} opened game #{r.game_id} in <#{target_key}>: join it there.")
        await self.deliver(Ctx(interaction, "update"), target_key, r, channel=target)

    async def cmd_join(self, interaction: discord.Interaction, side: str | None = None) -> None:
        ctx = await self.begin(interaction, ephemeral=False)
        if ctx.in_dm:
            await ctx.error(i18n.tr("discord-not-in-dm"))
            return
        r = for_discord(await self.svc.join(self.key(interaction), ctx.user, ctx.name, side))
        await self.answer(ctx, r)

    async def cmd_leave(self, interaction: discord.Interaction, side: str | None = None) -> None:
        ctx = await self.begin(interaction, ephemeral=False)
        await self.answer(ctx, for_discord(await self.svc.leave(self.key(interaction), ctx.user, side)))

    async def cmd_start(self, interaction: discord.Interaction, ignore_dms: bool = False) -> None:
        """Check that every player can receive DMs (2-player), then deal."""
        ctx = await self.begin(interaction, ephemeral=False)
        key = self.key(interaction)
        info = await self.svc.info(key)
        if (
            info is not None
            and info.status == "open"
            and info.players == "two"
            and len(info.seats) == 2
            and not ignore_dms
        ):
            closed = []
            for uid in dict.fromkeys(s.user_id for s in info.seats):
                name = next(s.user_name for s in info.seats if s.user_id == uid)
                lang = await self.svc.language_of(uid)  # (a DM: in its reader's language)
                roles = ", ".join(role_label(s.role, lang) for s in info.seats if s.user_id == uid)
                text = i18n.t(lang, "start-dm-check", game=info.game_id, channel=f"<#{key}>", roles=roles)
                ok = await self.send_dm(uid, [text], force=True)
                if not ok:
                    closed.append(escaped(shown(name)))
            if closed:
                await ctx.error(i18n.tr("start-dms-closed", names=", ".join(closed)))
                return
        r = for_discord(await self.svc.start(key, ctx.user))
        await self.answer(ctx, r)

    async def cmd_abort(self, interaction: discord.Interaction) -> None:
        ctx = await self.begin(interaction, ephemeral=False)
        r = for_discord(await self.svc.abort(self.key(interaction), ctx.user, is_manager=self.is_manager(interaction)))
        await self.answer(ctx, r)

    async def cmd_pause(self, interaction: discord.Interaction, reason: str = "") -> None:
        ctx = await self.begin(interaction, ephemeral=False)
        r = for_discord(await self.svc.pause(self.key(interaction), ctx.user, reason, is_manager=self.is_manager(interaction)))
        await self.answer(ctx, r)

    async def cmd_resume(self, interaction: discord.Interaction) -> None:
        ctx = await self.begin(interaction, ephemeral=False)
        r = for_discord(await self.svc.resume(self.key(interaction), ctx.user, is_manager=self.is_manager(interaction)))
        await self.answer(ctx, r)

    async def cmd_mygames(self, interaction: discord.Interaction) -> None:
        """The caller's unfinished games in every channel, those waiting for them first."""
        ctx = await self.begin(interaction, ephemeral=True)
        waiting: list[str] = []
        other: list[str] = []
        games, refusal = await self.svc.my_games(ctx.user)
        if refusal is not None:
            await ctx.error(refusal)
            return
        lang = i18n.reader()
        for row in games:
            mine = row.roles
            sides = "/".join(role_label(r, lang) for r in mine)
            since = f"<t:{int(parse_time(row.idle_since))}:R>"
            line = i18n.t(lang, "mygames-line", game=str(row.game_id), channel=f"<#{row.channel}>", sides=sides)
            if row.status == "open":
                other.append(i18n.t(lang, "mygames-open", line=line))
            elif row.paused_at is not None:
                other.append(i18n.t(lang, "mygames-paused", line=line, since=f"<t:{int(parse_time(row.paused_at))}:R>"))
            elif row.waiting_for in mine:
                waiting.append(i18n.t(lang, "mygames-waiting-you", line=line, since=since))
            else:
                who = role_label(row.waiting_for, lang) if row.waiting_for is not None else "?"
                other.append(i18n.t(lang, "mygames-waiting", line=line, who=who, since=since))
        if not waiting and not other:
            await ctx.private(i18n.tr("discord-no-games"))
            return
        await self.private_text(ctx, waiting + other, "mygames.txt")
        if waiting and self.mygames_view is not None:
            await ctx.private(None, view=self.mygames_view(lang))
