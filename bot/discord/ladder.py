"""Issue 35 on Discord: `/lobby seek`, `seeks` (one-press Accept), `next` (and the Next button of
`/labyrinth mygames`), `vacation`, `block`, `server` (the managers' switches); `/records ladder`
and `/records privacy`. `/labyrinth` already has the 25 subcommands Discord allows a group, so
these live in a group of their own. `install(client, app)` adds them to the command tree (and
`ladder`, `privacy` to the `/records` group declared in challenges.py) and registers the buttons. The decisions are the
core's (bot/core/seeks.py, ladder.py and the clock room banks.py); here only Discord's side:
where a paired game opens (a thread of the seeks' channel, or the seek's channel when threads
are off there), links, timestamps and buttons.
"""

from __future__ import annotations

import contextlib
import json
import re
from typing import Any

import discord
from discord import app_commands

from bot.core import i18n
from bot.core.ladder import LadderService
from bot.core.seeks import Pairing, SeekService
from bot.core.words import shown
from bot.discord.app import LabyrinthApp
from bot.discord.commands import CLOCK_CHOICES
from bot.discord.delivery import Ctx
from bot.discord.text import escaped, for_discord
from bot.discord.views import guarded, open_thread, prompt_content, prompt_view

SEEK_SIDE_CHOICES = [
    app_commands.Choice(name="US", value="us"),
    app_commands.Choice(name="Jihadist", value="jihadist"),
    app_commands.Choice(name="Either", value="either"),
]
#: Accept buttons under `/labyrinth seeks` (5 rows of 5)
MAX_ACCEPT = 25


def app_of(interaction: discord.Interaction) -> LadderApp:
    return interaction.client.ladder_app  # type: ignore[attr-defined]


class NextButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lab:next"):
    """`/labyrinth mygames`' Next: the decision of the game that has waited longest for you."""

    def __init__(self, lang: str = i18n.DEFAULT):
        super().__init__(
            discord.ui.Button(label=i18n.t(lang, "button-next"), style=discord.ButtonStyle.primary, custom_id="lab:next")
        )

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> NextButton:
        return cls()

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, app_of(interaction).cmd_next(interaction))


class AcceptButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lab:seek:(?P<s>\d+)"):
    """Accept a waiting seek with one press (works after a restart)."""

    def __init__(self, seek_id: int, lang: str = i18n.DEFAULT):
        super().__init__(
            discord.ui.Button(
                label=i18n.t(lang, "button-accept", seek=seek_id), style=discord.ButtonStyle.success,
                custom_id=f"lab:seek:{seek_id}",
            )
        )  # fmt: skip
        self.seek_id = seek_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AcceptButton:
        return cls(int(match["s"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, app_of(interaction).on_accept(interaction, self.seek_id))


def next_view(lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(NextButton(lang))
    return view


def accept_view(seek_ids: list[int], lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for seek_id in seek_ids[:MAX_ACCEPT]:
        view.add_item(AcceptButton(seek_id, lang))
    return view


class LadderApp:
    """The handlers; `labyrinth` is the game's app (its service, its delivery of replies)."""

    def __init__(self, labyrinth: LabyrinthApp):
        self.app = labyrinth
        self.svc = labyrinth.svc
        self.ladder = LadderService(self.svc)
        self.seeks = SeekService(self.svc)

    def now(self) -> float:
        return float(self.app.clock())

    @staticmethod
    def server(interaction: discord.Interaction) -> str | None:
        g = getattr(interaction, "guild_id", None)
        return str(g) if g is not None else None

    async def in_server(self, interaction: discord.Interaction, ephemeral: bool) -> tuple[Ctx, str | None]:
        """Begin answering; the server's key, or None (the user told) in a DM."""
        ctx = await self.app.begin(interaction, ephemeral=ephemeral)
        server = self.server(interaction)
        if server is None:
            await ctx.error(i18n.tr("discord-not-in-dm"))
        return ctx, server

    # ------------------------------------------------------------------ seeks
    async def cmd_seek(
        self, interaction: discord.Interaction, side: str = "either", clock: str = "standard",
        min_rating: float | None = None, max_rating: float | None = None, withdraw: bool = False,
    ) -> None:  # fmt: skip
        ctx, server = await self.in_server(interaction, ephemeral=False)
        lang = i18n.reader()
        if server is None:
            return
        if withdraw:
            r = for_discord(await self.seeks.withdraw(server, ctx.user, lang))
            await (ctx.public(interaction.channel, r.public[0]) if r.ok else ctx.error(r.error or ""))
            return
        r, pairing = await self.seeks.seek(
            server, str(interaction.channel_id), ctx.user, ctx.name, lang,
            side=side, clock=clock, low=min_rating, high=max_rating, at=self.now(),
        )  # fmt: skip
        r = for_discord(r)
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        if pairing is None:
            seek = await self.svc.store.user_seek(server, ctx.user)
            await ctx.public(interaction.channel, r.public[0], view=accept_view([seek.id], lang) if seek else None)
            return
        await self.open(ctx, interaction, pairing, r.public[0])

    async def cmd_seeks(self, interaction: discord.Interaction) -> None:
        ctx, server = await self.in_server(interaction, ephemeral=False)
        lang = i18n.reader()
        if server is None:
            return
        seeks = await self.seeks.open_seeks(server, self.now())
        if not seeks:
            await ctx.public(interaction.channel, i18n.t(lang, "seeks-none"))
            return
        lines = [i18n.t(lang, "seeks-head"), *(escaped(self.seeks.line(s, lang)) for s in seeks[:MAX_ACCEPT])]
        await ctx.public(interaction.channel, "\n".join(lines)[:2000], view=accept_view([s.id for s in seeks], lang))

    async def on_accept(self, interaction: discord.Interaction, seek_id: int) -> None:
        await interaction.response.defer()
        ctx = Ctx(interaction, "update")
        await self.app.reading(interaction)
        server = self.server(interaction)
        if server is None:
            return
        r, pairing = await self.seeks.accept(server, seek_id, ctx.user, ctx.name, i18n.reader(), self.now())
        r = for_discord(r)
        if pairing is None:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        await self.open(ctx, interaction, pairing, r.public[0])

    async def open(self, ctx: Ctx, interaction: discord.Interaction, pairing: Pairing, said: str) -> None:
        """Open the paired game: in a thread of the seeks' channel (the server's switch, else
        the seek's channel), or in the seek's channel itself when threads are off there."""
        seek = pairing.seek
        settings = await self.svc.store.server_settings(seek.server)
        home = await self.app.channel(str(settings.get("seeks_channel") or seek.channel)) or interaction.channel
        threads = (await self.svc.channel_settings(str(getattr(home, "id", seek.channel)))).get("thread", True)
        target = None
        if threads:
            us, ji = pairing.us[1], pairing.jihadist[1]
            target, _ = await open_thread(home, f"Labyrinth: {us} – {ji}", private=False)
        if target is None:
            target = await self.app.channel(seek.channel) or interaction.channel
        key = str(target.id)
        # the game's language: the server's, else English (as `/labyrinth new`)
        lang = i18n.from_locale(getattr(interaction, "guild_locale", None)) or i18n.DEFAULT
        r = for_discord(await self.seeks.open_game(pairing, key, lang))
        if not r.ok:
            if target is not home and isinstance(target, discord.Thread):
                with contextlib.suppress(discord.HTTPException):
                    await target.delete()
            await ctx.error(r.error or i18n.tr("refused"))
            return
        opened = i18n.t(i18n.reader(), "seek-game-opened", game=r.game_id, us=escaped(shown(pairing.us[1])),
                        jihadist=escaped(shown(pairing.jihadist[1])), where=f"<#{key}>")  # fmt: skip
        await ctx.public(interaction.channel, f"{said}\n{opened}")
        await self.app.deliver(Ctx(interaction, "update"), key, r, channel=target)

    async def cmd_block(self, interaction: discord.Interaction, user: discord.User, off: bool = False) -> None:
        ctx = await self.app.begin(interaction, ephemeral=True)
        r = for_discord(await self.seeks.block(ctx.user, str(user.id), i18n.reader(), on=not off))
        await (ctx.private(r.public[0]) if r.ok else ctx.error(r.error or ""))

    # ------------------------------------------------------------------ next, vacation
    async def cmd_next(self, interaction: discord.Interaction) -> None:
        """The decision of the game that has waited longest for you, in any channel, privately,
        with a link to its post."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        ctx = Ctx(interaction, "ephemeral")
        await self.app.reading(interaction)
        found = await self.svc.next_game(ctx.user)
        if found is None:
            await ctx.private(i18n.tr("next-none"))
            return
        game_id, channel = found
        pending = await self.app._pending(interaction, game_id, ctx)
        if pending is None:
            return
        where = f"<#{channel}>"
        post = await self.svc.phase_post(game_id)
        ch = await self.app.channel(channel)
        guild = getattr(getattr(ch, "guild", None), "id", None)
        if post is not None and guild is not None:
            with contextlib.suppress(ValueError, TypeError, KeyError):
                mid = json.loads(post[1]).get("message_id")
                if mid:
                    where = f"https://discord.com/channels/{guild}/{post[0]}/{mid}"
        _, p = pending
        text = i18n.tr("next-game", game=game_id, where=where) + "\n" + prompt_content(p)
        await ctx.private(text[:2000], view=prompt_view(p))

    async def cmd_vacation(self, interaction: discord.Interaction, days: float) -> None:
        ctx = await self.app.begin(interaction, ephemeral=False)
        r = for_discord(await self.svc.vacation(self.app.key(interaction), ctx.user, days, at=self.now()))
        await self.app.answer(ctx, r)

    # ------------------------------------------------------------------ ladder, privacy, switches
    async def cmd_ladder(self, interaction: discord.Interaction, everywhere: bool = False) -> None:
        ctx = await self.app.begin(interaction, ephemeral=False)
        r = for_discord(await self.ladder.ladder(self.server(interaction), i18n.reader(), across=everywhere))
        await ctx.public(interaction.channel, "\n".join(r.public)[:2000])

    async def cmd_privacy(self, interaction: discord.Interaction, off_ladder: bool | None = None,
                          hide_reply_times: bool | None = None) -> None:  # fmt: skip
        ctx = await self.app.begin(interaction, ephemeral=True)
        r = for_discord(await self.ladder.choose(ctx.user, i18n.reader(), off_ladder, hide_reply_times))
        await ctx.private(r.public[0])

    async def cmd_server(
        self, interaction: discord.Interaction, rated: bool | None = None, seeks: bool | None = None,
        seeks_channel: discord.TextChannel | None = None, clock: str | None = None,
    ) -> None:  # fmt: skip
        ctx, server = await self.in_server(interaction, ephemeral=True)
        if server is None:
            return
        values: dict[str, Any] = {k: v for k, v in (("rated", rated), ("seeks", seeks), ("clock", clock)) if v is not None}
        if seeks_channel is not None:
            values["seeks_channel"] = str(seeks_channel.id)
        perms = getattr(interaction, "permissions", None)
        manager = bool(perms is not None and perms.manage_guild)
        r = for_discord(await self.ladder.switches(server, i18n.reader(), values or None, manager))
        await (ctx.private(r.public[0]) if r.ok else ctx.error(r.error or ""))


def build_lobby() -> app_commands.Group:
    """`/lobby`: `/labyrinth` already has the 25 subcommands Discord allows a group."""
    return app_commands.Group(
        name="lobby",
        description="Find opponents, your next game, vacation, this server's rated play",
        allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=False),
    )


def add_commands(labyrinth: app_commands.Group, records: app_commands.Group, app: LadderApp) -> None:
    """The subcommands of `/lobby` (`labyrinth` here) and `/records ladder|privacy`; each
    delegates to `app`."""

    @labyrinth.command(name="seek", description="Look for an opponent on this server (or pair at once with a waiting seek)")
    @app_commands.describe(
        side="The side you want to play",
        clock="The time control",
        min_rating="The lowest opponent rating you accept",
        max_rating="The highest opponent rating you accept",
        withdraw="Withdraw your open seek instead",
    )
    @app_commands.choices(side=SEEK_SIDE_CHOICES, clock=CLOCK_CHOICES)
    async def seek(
        interaction: discord.Interaction, side: str = "either", clock: str = "standard",
        min_rating: float | None = None, max_rating: float | None = None, withdraw: bool = False,
    ) -> None:  # fmt: skip
        await app.cmd_seek(interaction, side, clock, min_rating, max_rating, withdraw)

    @labyrinth.command(name="seeks", description="The open seeks of this server; accept one with a press")
    async def seeks(interaction: discord.Interaction) -> None:
        await app.cmd_seeks(interaction)

    @labyrinth.command(name="next", description="Open the decision of the game that has waited longest for you")
    async def next_(interaction: discord.Interaction) -> None:
        await app.cmd_next(interaction)

    @labyrinth.command(name="vacation", description="Stop your clock in this game for some days (7 per game)")
    @app_commands.describe(days="How many days")
    async def vacation(interaction: discord.Interaction, days: app_commands.Range[float, 0.1, 30.0]) -> None:
        await app.cmd_vacation(interaction, days)

    @labyrinth.command(name="block", description="Keep a player out of your seeks (both ways)")
    @app_commands.describe(user="The player", off="Lift the block instead")
    async def block(interaction: discord.Interaction, user: discord.User, off: bool = False) -> None:
        await app.cmd_block(interaction, user, off)

    @labyrinth.command(name="server", description="This server's switches: rated play, seeks, seeks' channel, default clock")
    @app_commands.describe(
        rated="Rate finished games between people",
        seeks="Allow seeks",
        seeks_channel="Where paired games open their threads",
        clock="The default time control of new 2-player games",
    )
    @app_commands.choices(clock=CLOCK_CHOICES)
    async def server(
        interaction: discord.Interaction, rated: bool | None = None, seeks: bool | None = None,
        seeks_channel: discord.TextChannel | None = None, clock: str | None = None,
    ) -> None:  # fmt: skip
        await app.cmd_server(interaction, rated, seeks, seeks_channel, clock)

    @records.command(name="ladder", description="The top rated players of this server")
    @app_commands.describe(everywhere="Across every server the bot serves")
    async def ladder(interaction: discord.Interaction, everywhere: bool = False) -> None:
        await app.cmd_ladder(interaction, everywhere)

    @records.command(name="privacy", description="Leave the ladder, hide your reply times")
    @app_commands.describe(off_ladder="Leave (true) or rejoin (false) the ladder", hide_reply_times="Hide your reply times")
    async def privacy(interaction: discord.Interaction, off_ladder: bool | None = None,
                      hide_reply_times: bool | None = None) -> None:  # fmt: skip
        await app.cmd_privacy(interaction, off_ladder, hide_reply_times)


def extend(tree: app_commands.CommandTree[Any], app: Any) -> None:
    """Add `/lobby` to the tree, and `ladder` and `privacy` to its `/records` group."""
    lobby, records = build_lobby(), tree.get_command("records")
    assert isinstance(records, app_commands.Group)
    add_commands(lobby, records, app)
    tree.add_command(lobby)


def install(client: Any, labyrinth: LabyrinthApp) -> LadderApp:
    """Create the handlers, register the buttons and add the commands (before syncing the tree)."""
    app = LadderApp(labyrinth)
    client.ladder_app = app
    client.add_dynamic_items(NextButton, AcceptButton)
    extend(client.tree, app)
    labyrinth.mygames_view = next_view
    return app
