"""Discord commands for challenges and game records: `/challenge ...` and `/records ...`.

Thin handlers over `ChallengeService` and `RecordService` (no rule here). An attempt is played
in the player's DMs (default) or in a private thread of the challenge's channel: never where
other players could watch it, since its cards are the cards every attempt will see. The
attempt's moves then go through the ordinary prompt buttons of `bot.discord.app`; when it ends,
the challenge's leaderboard message in its channel is edited in place (a new one is posted only
when there is none yet or it was deleted; its id is kept in `leaderboard_messages`).

Wiring (bot/discord/client.py, in `LabyrinthClient.setup_hook`, after `self.labyrinth` exists and
before `tree.sync`): `install(self, self.labyrinth)`.

`install` registers the replay buttons (`REPLAY_ITEMS`) and adds both command groups.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from typing import Any

import discord
from discord import app_commands

from bot.core import i18n
from bot.core.challenges import BoardNews, ChallengeService
from bot.core.records import RecordService, ReplayReply
from bot.core.replies import Reply
from bot.core.words import clean_name
from bot.discord.app import LabyrinthApp
from bot.discord.commands import IDEOLOGY_CHOICES, LENGTH_CHOICES, LEVEL_CHOICES, SCENARIO_CHOICES, SIDE_CHOICES
from bot.discord.delivery import Ctx, is_manager, text_file
from bot.discord.menus import AUTOCOMPLETE_LIMIT
from bot.discord.text import clip, escaped, for_discord, picture_file, split_text
from bot.discord.views import guarded, open_thread, prompt_content, prompt_view

log = logging.getLogger(__name__)
#: a process edits a leaderboard message under its lease (migration 007): held this long at most,
#: and waited for this many times this long while another process edits it
BOARD_LEASE_SECONDS, BOARD_LEASE_TRIES, BOARD_LEASE_WAIT = 30.0, 50, 0.2

WHERE_CHOICES = [
    app_commands.Choice(name="In my direct messages", value="dm"),
    app_commands.Choice(name="In a private thread of this channel", value="thread"),
]


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lab:r:(?P<g>\d+):(?P<s>\d+)"):
    """Previous/next step of a finished game's replay; works after a restart."""

    def __init__(self, game_id: int, step: int, label: str = "…"):
        super().__init__(
            discord.ui.Button(label=label, style=discord.ButtonStyle.secondary, custom_id=f"lab:r:{game_id}:{step}")
        )
        self.game_id, self.step = game_id, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> ReplayButton:
        return cls(int(match["g"]), int(match["s"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        app: ChallengeApp = interaction.client.challenge_app  # type: ignore[attr-defined]
        await guarded(interaction, app.on_replay(interaction, self.game_id, self.step))


REPLAY_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (ReplayButton,)


def board_text(r: BoardNews, limit: int = 2000) -> str:
    """The leaderboard message: title, the latest news, the ranking; cut to one message (in the
    language of the news, `r.lang`)."""
    title = r.board[0] if r.board else i18n.t(r.lang, "board-title")
    lines = [escaped(x) for x in (f"🏆 {title}", i18n.t(r.lang, "board-latest", news=r.news), *r.board[1:])]
    out: list[str] = []
    size = 0
    for i, line in enumerate(lines):
        line = clip(line, 300)
        more = len(lines) - i
        if size + len(line) + 1 > limit - 40:
            out.append(i18n.t(r.lang, "board-more", more=more, code=r.code))
            break
        out.append(line)
        size += len(line) + 1
    return "\n".join(out)


def replay_view(r: ReplayReply, lang: str | None = None) -> discord.ui.View | None:
    """Previous/next buttons, labelled in `lang` (the reader's by default)."""
    if r.game_id is None or r.steps <= 1:
        return None
    lang = lang or i18n.reader()
    view = discord.ui.View(timeout=None)
    if r.step > 1:
        view.add_item(ReplayButton(r.game_id, r.step - 1, i18n.t(lang, "replay-previous")))
    if r.step < r.steps:
        view.add_item(ReplayButton(r.game_id, r.step + 1, i18n.t(lang, "replay-next")))
    return view


class ChallengeApp:
    """The handlers; `labyrinth` is the running `LabyrinthApp` (its service, client and delivery)."""

    def __init__(
        self,
        labyrinth: LabyrinthApp,
        challenges: ChallengeService | None = None,
        records: RecordService | None = None,
    ):
        self.lab = labyrinth
        self.challenges = challenges or ChallengeService(labyrinth.svc)
        self.records = records or RecordService(labyrinth.svc, self.challenges)
        self.challenges.board_listeners.append(self.post_leaderboard)
        self._board_locks: dict[int, asyncio.Lock] = {}

    # ------------------------------------------------------------------ helpers
    async def begin(self, interaction: discord.Interaction, ephemeral: bool) -> Ctx:
        return await self.lab.begin(interaction, ephemeral)

    is_manager = staticmethod(is_manager)

    async def post_leaderboard(self, channel_key: str, reply: Reply, *, create: bool = True) -> None:
        """`ChallengeService` listener: an attempt ended. The challenge's channel keeps one
        leaderboard message, edited in place; a new one is posted (and remembered) only when
        there is none yet or the old one was deleted. With `create` False only an existing
        message is updated."""
        if not isinstance(reply, BoardNews):
            channel = await self.lab.channel(channel_key)
            for text in split_text(for_discord(reply).public) if channel is not None else []:
                try:
                    await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
                except discord.HTTPException as e:
                    log.warning("posting a leaderboard to %s failed: %s", channel_key, e)
                    return
            return
        lock = self._board_locks.setdefault(reply.challenge_id, asyncio.Lock())
        async with lock:  # two attempts ending together must not post two messages
            # nor two processes on one database: one at a time holds the leaderboard's lease
            lease, store, owner = f"leaderboard:{reply.challenge_id}", self.lab.svc, self.lab.owner
            for _ in range(BOARD_LEASE_TRIES):
                if await store.take_lease(lease, owner, self.lab.clock(), BOARD_LEASE_SECONDS):
                    break
                await asyncio.sleep(BOARD_LEASE_WAIT)
            else:
                log.warning("the leaderboard of challenge %s stayed busy in another process", reply.code)
                return
            try:
                await self._post_board(channel_key, reply, create)
            finally:
                await store.end_lease(lease, owner)

    async def _post_board(self, channel_key: str, reply: BoardNews, create: bool) -> None:
        channel = await self.lab.channel(channel_key)
        if channel is None:
            return
        text = board_text(reply)
        none = discord.AllowedMentions.none()
        stored = await self.challenges.board_message(reply.challenge_id)
        if stored is not None and stored[0] == channel_key:
            try:
                if hasattr(channel, "get_partial_message"):
                    await channel.get_partial_message(int(stored[1])).edit(content=text, allowed_mentions=none)
                else:
                    msg = await channel.fetch_message(int(stored[1]))
                    await msg.edit(content=text, allowed_mentions=none)
                return
            except discord.NotFound:
                pass  # the old message was deleted: post a new one below
            except discord.HTTPException as e:
                log.warning("editing the leaderboard of challenge %s failed: %s", reply.code, e)
                return
        if not create:
            return
        try:
            msg = await channel.send(text, allowed_mentions=none)
        except discord.HTTPException as e:
            log.warning("posting a leaderboard to %s failed: %s", channel_key, e)
            return
        await self.challenges.set_board_message(reply.challenge_id, channel_key, str(msg.id))

    async def public_lines(self, ctx: Ctx, lines: list[str]) -> None:
        channel = ctx.interaction.channel
        for t in split_text(lines):
            await ctx.public(channel, t)

    async def private_lines(self, ctx: Ctx, lines: list[str], filename: str) -> None:
        await self.lab.private_text(ctx, lines, filename)

    # ------------------------------------------------------------------ /challenge
    async def cmd_new(
        self,
        interaction: discord.Interaction,
        scenario: str = "lets_roll",
        length: int = 1,
        ideology: str = "normal",
        title: str = "",
        side: str = "us",
        level: str | None = None,
    ) -> None:
        if interaction.guild is None:
            await self.lab.reading(interaction)
            await interaction.response.send_message(i18n.tr("challenge-server-only"), ephemeral=True)
            return
        ctx = await self.begin(interaction, ephemeral=False)
        r = for_discord(await self.challenges.new(
            str(interaction.channel_id),
            ctx.user,
            ctx.name,
            scenario=scenario,
            length=length,
            ideology=ideology,
            title=title,
            side=side,
            level=level,
        ))
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        lines = [ln.replace("`challenge start ", "`/challenge start code:") for ln in r.public]
        await self.public_lines(ctx, lines)

    async def cmd_list(self, interaction: discord.Interaction, everywhere: bool = False) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        channel = None if everywhere or interaction.guild is None else str(interaction.channel_id)
        r = for_discord(await self.challenges.list(channel))
        await self.private_lines(ctx, r.public, "challenges.txt")

    async def cmd_start(self, interaction: discord.Interaction, code: str, where: str = "dm") -> None:
        """Open the attempt's place (DM or private thread), then start the 1-player game there."""
        ctx = await self.begin(interaction, ephemeral=True)
        c = await self.challenges.challenge(code)
        if c is None or c.status != "open":
            await ctx.error(i18n.tr("challenge-none-open", code=repr(code.strip().upper())))
            return
        mine = await self.challenges.attempt(c.code, ctx.user)
        if mine is not None:  # refused with the reason, before opening a thread for nothing
            r = for_discord(await self.challenges.start(c.code, ctx.user, ctx.name))
            await ctx.error(r.error or i18n.tr("refused"))
            return
        target: Any
        thread = False
        if ctx.in_dm:
            target = interaction.channel
        elif where == "thread":
            name = i18n.tr("challenge-thread-name", code=c.code, name=clean_name(ctx.name))
            target, why = await open_thread(interaction.channel, name, private=True)
            if target is None:
                await ctx.error(why)
                return
            try:
                await target.add_user(interaction.user)
            except discord.HTTPException as e:
                await ctx.error(i18n.tr("challenge-thread-add-failed", error=str(e)))
                return
            thread = True
        else:
            ok = await self.lab.send_dm(ctx.user, [i18n.tr("challenge-played-here", code=c.code)], force=True)
            if not ok:
                await ctx.error(i18n.tr("challenge-no-dm"))
                return
            user = interaction.user
            target = getattr(user, "dm_channel", None) or await user.create_dm()
        key = str(target.id)
        r = for_discord(await self.challenges.start(c.code, ctx.user, ctx.name, key))
        if not r.ok:
            if thread:
                with contextlib.suppress(discord.HTTPException, AttributeError):
                    await target.delete()
            await ctx.error(r.error or i18n.tr("refused"))
            return
        where = "below" if ctx.in_dm else "thread" if thread else "dm"
        await ctx.private(i18n.tr("challenge-begins", code=c.code, where=where, thread=f"<#{key}>"))
        await self.lab.deliver(Ctx(interaction, "update"), key, r, channel=target)

    async def cmd_continue(self, interaction: discord.Interaction, code: str) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        r = for_discord(await self.challenges.continue_(code, ctx.user))
        if not r.ok or r.prompt is None:
            await ctx.error(r.error or i18n.tr("challenge-nothing-to-decide"))
            return
        await ctx.private(prompt_content(r.prompt), view=prompt_view(r.prompt))

    async def cmd_board(self, interaction: discord.Interaction, code: str) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        r = for_discord(await self.challenges.board(code, ctx.user))
        if not r.ok or not r.images:
            await ctx.error(r.error or i18n.tr("record-no-renderer"))
            return
        img = r.images[-1]
        await ctx.private(i18n.tr("challenge-board", code=code.upper(), turn=img.turn), file=picture_file(img))

    async def cmd_abandon(self, interaction: discord.Interaction, code: str) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        r = for_discord(await self.challenges.abandon(code, ctx.user))
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        await self.private_lines(ctx, r.public, "abandon.txt")

    async def cmd_leaderboard(self, interaction: discord.Interaction, code: str) -> None:
        ctx = await self.begin(interaction, ephemeral=False)
        r = for_discord(await self.challenges.leaderboard(code))
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        await self.public_lines(ctx, r.public)

    async def cmd_close(self, interaction: discord.Interaction, code: str) -> None:
        ctx = await self.begin(interaction, ephemeral=False)
        r = for_discord(await self.challenges.close(code, ctx.user, self.is_manager(interaction)))
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        await self.public_lines(ctx, r.public)
        c = await self.challenges.challenge(code)
        if c is not None:  # the standing leaderboard message shows the final ranking too (in its language)
            lang = await self.challenges.language(c)
            lines = await self.challenges.leaderboard_lines(c, lang)
            news = i18n.t(lang, "challenge-closed-now", code=c.code)
            final = BoardNews(challenge_id=c.id, code=c.code, news=news, board=lines, lang=lang)
            await self.post_leaderboard(c.channel, final, create=False)

    async def cmd_mine(self, interaction: discord.Interaction) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        r = for_discord(await self.challenges.describe_attempts(ctx.user))
        await self.private_lines(ctx, [m.text for m in r.private], "attempts.txt")

    async def code_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        lang = await self.lab.reading(interaction)
        q = current.strip().upper()
        out = []
        for c in await self.challenges.challenges(None):
            label = c.describe(lang)
            if q and q not in c.code and q.lower() not in label.lower():
                continue
            out.append(app_commands.Choice(name=clip(label, 100), value=c.code))
            if len(out) == AUTOCOMPLETE_LIMIT:
                break
        return out

    # ------------------------------------------------------------------ /records
    async def cmd_records(self, interaction: discord.Interaction, mine: bool = False) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        r = for_discord(await self.records.finished(user=ctx.user if mine else None))
        await self.private_lines(ctx, r.public, "records.txt")

    async def cmd_log(self, interaction: discord.Interaction, game: int) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        r = for_discord(await self.records.log(game, ctx.user))
        if not r.ok or r.attachment is None:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        note = "\n".join(m.text for m in r.private)
        await ctx.private(clip(note, 2000), file=text_file(r.attachment.filename, r.attachment.text))

    async def cmd_export(self, interaction: discord.Interaction, game: int) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        r = for_discord(await self.records.export(game, ctx.user))
        if not r.ok or r.attachment is None:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        note = "\n".join(m.text for m in r.private)
        await ctx.private(clip(note, 2000), file=text_file(r.attachment.filename, r.attachment.text))

    async def cmd_replay(self, interaction: discord.Interaction, game: int, step: int = 1, film: bool = False) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        if film:
            limit = self.lab.svc.upload_limit(self.lab.key(interaction)) if interaction.guild is not None else None
            r = for_discord(await self.records.film(game, ctx.user, limit))
            if not r.ok:
                await ctx.error(r.error or i18n.tr("refused"))
                return
            await ctx.private(clip("\n".join(r.public), 2000), files=[picture_file(i) for i in r.film])
            return
        await self.show_step(ctx, game, step)

    async def on_replay(self, interaction: discord.Interaction, game: int, step: int) -> None:
        """A replay button: the requested step, privately (a new message per step)."""
        ctx = await self.begin(interaction, ephemeral=True)
        await self.show_step(ctx, game, step)

    async def show_step(self, ctx: Ctx, game: int, step: int) -> None:
        r = for_discord(await self.records.replay(game, ctx.user, step))
        if not r.ok or not r.images:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        view = replay_view(r)
        await ctx.private(
            clip("\n".join(r.public), 2000), file=picture_file(r.images[-1]), **({"view": view} if view else {})
        )

    async def cmd_stats(self, interaction: discord.Interaction, player: Any = None) -> None:
        """Privately, like every /records answer (issue 19)."""
        ctx = await self.begin(interaction, ephemeral=True)
        if player is None:
            user, name = ctx.user, ctx.name
        else:
            user, name = str(player.id), getattr(player, "display_name", None) or player.name
        r = for_discord(await self.records.stats(user, name, str(g) if (g := getattr(interaction, "guild_id", None)) else None))
        await self.private_lines(ctx, r.public, "stats.txt")


def build_groups(app: ChallengeApp) -> list[app_commands.Group]:
    """`/challenge` and `/records`; each subcommand delegates to `app`."""
    challenge = app_commands.Group(name="challenge", description="Community solo challenges: same deck, same dice")
    records = app_commands.Group(name="records", description="Finished games: logs, exports, replays and stats")

    async def codes(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await app.code_choices(interaction, current)

    @challenge.command(name="new", description="Post a 1-player challenge in this channel (a secret seed)")
    @app_commands.describe(
        scenario="Which scenario (rules 10)",
        length="How many decks the game lasts",
        ideology="Jihadist Ideology level of the bot (US challenges)",
        title="A name for the challenge",
        side="The side players take (Jihadist: against the US bot)",
        level="The US bot's level (Jihadist challenges)",
    )
    @app_commands.choices(
        scenario=SCENARIO_CHOICES, length=LENGTH_CHOICES, ideology=IDEOLOGY_CHOICES, side=SIDE_CHOICES,
        level=LEVEL_CHOICES,
    )  # fmt: skip
    async def new(
        interaction: discord.Interaction,
        scenario: str = "lets_roll",
        length: int = 1,
        ideology: str = "normal",
        title: app_commands.Range[str, 0, 100] = "",
        side: str = "us",
        level: str | None = None,
    ) -> None:
        await app.cmd_new(interaction, scenario, length, ideology, title, side, level)

    @challenge.command(name="list", description="The open challenges of this channel")
    @app_commands.describe(everywhere="Every open challenge, not only this channel's")
    async def list_(interaction: discord.Interaction, everywhere: bool = False) -> None:
        await app.cmd_list(interaction, everywhere)

    @challenge.command(name="start", description="Begin your attempt (one each), in DMs or a private thread")
    @app_commands.describe(code="The challenge code", where="Where to play it")
    @app_commands.autocomplete(code=codes)
    @app_commands.choices(where=WHERE_CHOICES)
    async def start(interaction: discord.Interaction, code: str, where: str = "dm") -> None:
        await app.cmd_start(interaction, code, where)

    @challenge.command(name="continue", description="Show the decision waiting in your attempt")
    @app_commands.describe(code="The challenge code")
    @app_commands.autocomplete(code=codes)
    async def continue_(interaction: discord.Interaction, code: str) -> None:
        await app.cmd_continue(interaction, code)

    @challenge.command(name="board", description="The board of your attempt, shown only to you")
    @app_commands.describe(code="The challenge code")
    @app_commands.autocomplete(code=codes)
    async def board(interaction: discord.Interaction, code: str) -> None:
        await app.cmd_board(interaction, code)

    @challenge.command(name="abandon", description="Give up your attempt (it will not rank)")
    @app_commands.describe(code="The challenge code")
    @app_commands.autocomplete(code=codes)
    async def abandon(interaction: discord.Interaction, code: str) -> None:
        await app.cmd_abandon(interaction, code)

    @challenge.command(name="leaderboard", description="The challenge's ranking")
    @app_commands.describe(code="The challenge code")
    @app_commands.autocomplete(code=codes)
    async def leaderboard(interaction: discord.Interaction, code: str) -> None:
        await app.cmd_leaderboard(interaction, code)

    @challenge.command(name="close", description="Close a challenge: no new attempts (creator or Manage Channels)")
    @app_commands.describe(code="The challenge code")
    @app_commands.autocomplete(code=codes)
    async def close(interaction: discord.Interaction, code: str) -> None:
        await app.cmd_close(interaction, code)

    @challenge.command(name="mine", description="Your challenge attempts, shown only to you")
    async def mine(interaction: discord.Interaction) -> None:
        await app.cmd_mine(interaction)

    @records.command(name="list", description="The newest finished games")
    @app_commands.describe(mine="Only games you played")
    async def records_list(interaction: discord.Interaction, mine: bool = False) -> None:
        await app.cmd_records(interaction, mine)

    @records.command(name="log", description="A finished game's log as a text file")
    @app_commands.describe(game="The game number (#)")
    async def log_(interaction: discord.Interaction, game: app_commands.Range[int, 1]) -> None:
        await app.cmd_log(interaction, game)

    @records.command(name="export", description="A finished game as a replayable file")
    @app_commands.describe(game="The game number (#)")
    async def export(interaction: discord.Interaction, game: app_commands.Range[int, 1]) -> None:
        await app.cmd_export(interaction, game)

    @records.command(name="replay", description="Step through a finished game's board, phase by phase")
    @app_commands.describe(
        game="The game number (#)",
        step="Which step (1: after the set-up)",
        film="The whole game as a film, with a chart of its tallies",
    )
    async def replay(
        interaction: discord.Interaction,
        game: app_commands.Range[int, 1],
        step: app_commands.Range[int, 1] = 1,
        film: bool = False,
    ) -> None:
        await app.cmd_replay(interaction, game, step, film)

    @records.command(name="stats", description="A player's games, wins by side and by victory condition")
    @app_commands.describe(player="Whose stats (default: yours)")
    async def stats(interaction: discord.Interaction, player: discord.User | None = None) -> None:
        await app.cmd_stats(interaction, player)

    return [challenge, records]


def install(client: Any, labyrinth: LabyrinthApp) -> ChallengeApp:
    """Create the handlers, register the replay buttons and add `/challenge` and `/records` to
    `client.tree` (call before syncing the tree)."""
    app = ChallengeApp(labyrinth)
    client.challenge_app = app
    client.add_dynamic_items(*REPLAY_ITEMS)
    for group in build_groups(app):
        client.tree.add_command(group)
    return app
