"""The Discord adapter's delivery: `Delivery` turns the service's `Reply` (in Discord's form,
`for_discord`) into Discord messages, DMs, notifications and prompt components; reminders are
sent as the core's clock decides them. `Ctx` is one interaction being answered.

No game rule lives here: prompts are shown and the chosen option id is forwarded.

Where things go (secrets never reach a channel in a 2-player game):
- public lines, the board image and the phase summary -> the game's channel (or thread);
- private log entries (hand draws, Plot values) -> the seat's DM; if DMs are closed, an
  ephemeral reply to that user when they are the one acting, and a note in the channel;
- the pending decision -> in a 2-player game only privately (ephemeral or DM): the channel gets
  a "your turn" ping with a **Decide** button; in a 1-player game the options are posted in the
  channel (the opponent is the bot).
Every slash command is deferred at once (Discord allows 3 s); slow work comes after.
"""

from __future__ import annotations

import contextlib
import io
import logging
import re
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

import discord
from discord import app_commands

from bot.core import i18n
from bot.core.clock import Clock, Notice, game_settings
from bot.core.config import Config
from bot.core.pictures import hand_alt
from bot.core.replies import (
    REASONING,
    BoardImage,
    Gist,
    PhaseBlock,
    PrivateMessage,
    PromptFor,
    Reply,
    gists_of,
    storage_refusal,
)
from bot.core.service import GameService
from bot.core.store import StoreError
from bot.core.texts import (
    phase_headlines,
    phase_news,
    reasoning_lines,
    standing,
)
from bot.core.words import role_label, waiting_line
from bot.discord.ending import post_end, post_film, skip_result
from bot.discord.menus import MENU_PAGE
from bot.discord.phases import PhasePosts, show_phases
from bot.discord.text import ALT_LIMIT, MAX_MESSAGES, clip, for_discord, picture_file, split_text
from bot.discord.views import decide_view, prompt_content, prompt_view

log = logging.getLogger(__name__)

#: a user whose DMs were found closed is not tried again for this long (rate-limit safety)
DM_RETRY_SECONDS = 6 * 3600

#: Discord: at most 10 embeds in one message
MAX_EMBEDS = 10

#: the private reply to a press shows what the decision did in at most this many characters (issue 33.4)
RESULT_LIMIT = 900

#: the default of every post: it pings nobody, whatever a player's name or a pause reason holds
#: (`<@id>`, @everyone); a post that must notify someone names them (`pinging`)
MENTIONS = discord.AllowedMentions.none()


def pinging(*user_ids: str) -> discord.AllowedMentions:
    """Mentions for one post: only these users (the players the bot means to notify) are pinged."""
    ids = [discord.Object(id=int(u)) for u in dict.fromkeys(user_ids) if u.isdigit()]
    return discord.AllowedMentions(everyone=False, roles=False, users=ids, replied_user=False)


def _kw(**kw: Any) -> dict[str, Any]:
    """Keyword arguments without the Nones (discord.py's webhook `send` wants them absent)."""
    return {k: v for k, v in kw.items() if v is not None}


def text_file(name: str, text: str) -> discord.File:
    return discord.File(io.BytesIO(text.encode("utf-8")), filename=name)


CTX_KEY = "labyrinth_ctx"


class Ctx:
    """One interaction being answered. `kind` is how it was deferred: "public" (thinking…, the
    first follow-up replaces it and is public), "ephemeral" (the first follow-up is private),
    "update" (a component press: follow-ups are new messages)."""

    def __init__(self, interaction: discord.Interaction, kind: str):
        self.interaction = interaction
        self.kind = kind
        self.original_used = False
        # the error handlers find the interaction's state here (stand-ins may have no `extras`)
        with contextlib.suppress(AttributeError, TypeError):
            interaction.extras[CTX_KEY] = self

    @property
    def user(self) -> str:
        return str(self.interaction.user.id)

    @property
    def name(self) -> str:
        u = self.interaction.user
        return getattr(u, "display_name", None) or u.name

    @property
    def in_dm(self) -> bool:
        return self.interaction.guild is None

    async def public(self, channel: Any, content: str | None, *, ping: Sequence[str] = (), **kw: Any) -> Any:
        """A public message: the deferred "thinking" reply when it is public and unused, else the
        channel. It pings only the users in `ping`."""
        mentions = pinging(*ping) if ping else MENTIONS
        if self.kind == "public" and not self.original_used:
            self.original_used = True
            return await self.interaction.followup.send(
                **_kw(content=content, wait=True, allowed_mentions=mentions, **kw)
            )
        return await channel.send(**_kw(content=content, allowed_mentions=mentions, **kw))

    async def private(self, content: str | None, **kw: Any) -> Any:
        """A reply only the user sees. A public deferral is answered publicly first, so that the
        private text is never what replaces a public "thinking…" message."""
        if self.kind == "public" and not self.original_used:
            self.original_used = True
            await self.interaction.followup.send(content=i18n.tr("answered-privately"), wait=True)
        self.original_used = True
        return await self.interaction.followup.send(**_kw(content=content, ephemeral=True, **kw))

    async def error(self, text: str) -> None:
        await self.private(f"⚠️ {clip(text, 1990)}")

    async def fail(self, error: BaseException, *, saved: bool, channel: Any = None) -> None:
        """Tell the user who acted that something failed after their action was taken (a channel
        post, a follow-up, a bug): what went wrong, the missing permission if that is the cause,
        and that nothing was lost. Tries every way to reach them: the interaction response, the
        "thinking…" message (replaced by the failure itself, never first by "(answered privately)"),
        an ephemeral follow-up, then a DM."""
        text = failure_text(error, channel if channel is not None else self.interaction.channel, saved=saved)
        i = self.interaction
        attempts: list[Any] = []
        if not i.response.is_done():
            attempts.append(lambda: i.response.send_message(text, ephemeral=True))
        if self.kind == "public" and not self.original_used:
            attempts.append(lambda: i.edit_original_response(content=text))
        attempts.append(lambda: i.followup.send(content=text, ephemeral=True))
        attempts.append(lambda: i.user.send(text))
        for attempt in attempts:
            try:
                await attempt()
            except (discord.HTTPException, AttributeError):
                continue
            self.original_used = True
            return
        log.warning("could not tell %s that an action failed: %s", self.user, error)


#: the permissions the bot needs in a game's channel: flag -> its name as Discord shows it (a message id)
NEEDED = {
    "view_channel": "discord-perm-view-channel",
    "send_messages": "discord-perm-send-messages",
    "send_messages_in_threads": "discord-perm-send-messages-in-threads",
    "embed_links": "discord-perm-embed-links",
    "attach_files": "discord-perm-attach-files",
}


def permission_name(flag: str) -> str:
    """A permission of NEEDED as Discord names it, in the reader's language."""
    return i18n.tr(NEEDED[flag])


def missing_permissions(channel: Any) -> list[str]:
    """The permissions of NEEDED the bot lacks in `channel`, named in the reader's language (empty when unknown)."""
    guild = getattr(channel, "guild", None)
    me = getattr(guild, "me", None)
    if me is None or not hasattr(channel, "permissions_for"):
        return []
    perms = channel.permissions_for(me)
    thread = isinstance(channel, discord.Thread)
    return [
        permission_name(flag)
        for flag in NEEDED
        if not getattr(perms, flag) and (flag != "send_messages_in_threads" or thread)
        and (flag != "send_messages" or not thread)
    ]


def failure_text(error: BaseException, channel: Any, *, saved: bool) -> str:
    """What went wrong, in words for the user who acted (in their language)."""
    where = " " + i18n.tr("discord-failed-where", channel=f"<#{channel.id}>") if getattr(channel, "id", None) is not None else ""
    if isinstance(error, discord.Forbidden) or (isinstance(error, discord.HTTPException) and error.code == 50013):
        missing = missing_permissions(channel)
        need = ", ".join(missing) if missing else ", ".join(permission_name(f) for f in NEEDED)
        what = i18n.tr("discord-failed-permission", where=where, need=need, code=str(error.code))
    elif isinstance(error, discord.HTTPException):
        what = i18n.tr(
            "discord-failed-http", where=where, status=str(error.status), code=str(error.code),
            details=error.text or i18n.tr("discord-no-details"),
        )  # fmt: skip
    elif isinstance(error, StoreError):  # the database failed: the service's one wording for it
        what = storage_refusal(error)
    else:
        what = i18n.tr("discord-failed-bug", error=type(error).__name__)
    lost = i18n.tr("discord-nothing-lost-saved" if saved else "discord-nothing-lost")
    return clip(f"⚠️ {what} {lost}", 2000)


async def begin(interaction: discord.Interaction, ephemeral: bool) -> Ctx:
    """Defer the interaction at once (Discord allows 3 s) and return its context."""
    await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    return Ctx(interaction, "ephemeral" if ephemeral else "public")


def is_manager(interaction: discord.Interaction) -> bool:
    """Whether the user may manage the channel (Manage Channels)."""
    perms = getattr(interaction, "permissions", None)
    return bool(perms is not None and perms.manage_channels)


async def ctx_public(ctx: Ctx | None, channel: Any, content: str | None, *, ping: Sequence[str] = (), **kw: Any) -> Any:
    """A public message through the interaction when there is one, else straight to the channel;
    it pings only the users in `ping`."""
    if ctx is not None:
        return await ctx.public(channel, content, ping=ping, **kw)
    if channel is None:
        return None
    return await channel.send(**_kw(content=content, allowed_mentions=pinging(*ping) if ping else MENTIONS, **kw))


def compact_deal(lines: list[str], lang: str) -> list[str]:
    """A deal's private lines made short (issue 33.8): the hand's list follows with its pictures, so
    the "You draw #N …" lines (as the catalogs word them) become one line of the new cards' numbers."""
    heads = {i18n.t(lg, "you-draw", card="") for lg in dict.fromkeys((lang, i18n.DEFAULT))}
    kept: list[str] = []
    drawn: list[str] = []
    for line in (ln for text in lines for ln in text.split("\n")):
        head = next((h for h in heads if line.startswith(h)), None)
        number = re.match(r"#\d+", line[len(head) :]) if head is not None else None
        if number is not None:
            drawn.append(number.group(0))
        else:
            kept.append(line)
    return [*kept, i18n.t(lang, "deal-new-cards", cards=", ".join(drawn))] if drawn else kept


def action_lines(r: Reply, limit: int = RESULT_LIMIT) -> list[str]:
    """What a decision did, as its public lines (the turn post's, without a bot's reasoning), made
    shorter as a long finished phase is (`phase_headlines`) until they fit in `limit` characters."""
    lines: list[str] = []
    gists: list[Gist] = []
    for b in r.blocks:
        for line, g in zip(b.lines, gists_of(b.lines, b.gists), strict=True):
            if g.weight != REASONING:
                lines.append(line)
                gists.append(g)
    out = lines
    for level in range(3):
        out = phase_headlines(lines, gists, level, r.lang)
        if len("\n".join(out)) <= limit:
            return out
    return [clip("\n".join(out), limit)] if out else []


class Delivery:
    """The adapter's state and its ways of reaching players; the command handlers (bot/discord/
    seats.py, play.py, looks.py, preferences.py, transfer.py) stand on it. `client` is the
    discord.Client (or a stand-in with get_channel/fetch_channel/create_dm); `clock` returns epoch
    seconds (tests move it)."""

    def __init__(self, service: GameService, client: Any, config: Config, clock: Any = time.time):
        self.svc = service
        service.menu_limit = MENU_PAGE  # the chains offered fit one select menu
        service.film_with_result = False  # the result is posted first, the film after it (ending.py)
        self.client = client
        self.config = config
        self.clock = clock
        #: decides the reminders, deadline warnings and forfeits this adapter sends
        self.reminders = Clock(service, config.reminder_minutes)
        #: this process, as the holder of leases on shared work (reminders, leaderboards)
        self.owner = self.reminders.owner
        #: user id -> when a DM to them failed (Forbidden / 50007); kept in SQLite (closed_dms)
        #: so that a restart does not retry them before the back-off ends. Loaded on first use.
        self.closed_dms: dict[str, float] = {}
        self._dms_loaded = False
        #: game id -> the last public log seq already summarized
        self.summarized: dict[int, int] = {}
        #: user id -> their DM channel (opened once)
        self.dm_channels: dict[str, Any] = {}
        #: (game id, user id) whose closed DMs the game's channel was told about (once per game)
        self.dm_noted: set[tuple[int, str]] = set()
        #: each game's channel post of the turn under way (issue 19: edited, not re-posted; kept
        #: in the database through a restart)
        self.phase_posts = PhasePosts(load=service.phase_post, save=service.set_phase_post)
        #: the Next button under `/labyrinth mygames` (bot/discord/ladder.py installs it)
        self.mygames_view: Any = None

    async def channel(self, key: str) -> Any:
        """The channel (or thread) a game lives in, or None when it is gone or hidden."""
        try:
            cid = int(key)
        except ValueError:
            return None
        ch = self.client.get_channel(cid)
        if ch is None:
            try:
                ch = await self.client.fetch_channel(cid)
            except (discord.NotFound, discord.Forbidden, discord.HTTPException):
                return None
        return ch

    async def send_dm(
        self,
        user_id: str,
        texts: Sequence[str],
        *,
        files: list[discord.File] | None = None,
        view: discord.ui.View | None = None,
        force: bool = False,
    ) -> bool:
        """DM `texts` (files and view on the last message). False when DMs are closed (remembered,
        also across restarts: no retry for DM_RETRY_SECONDS unless `force`)."""
        await self.load_closed_dms()
        if not force and self.dms_closed(user_id):
            return False
        try:
            dm = await self.dm_channel(user_id)
            texts = list(texts) or [""]
            for i, t in enumerate(texts):
                last = i == len(texts) - 1
                await dm.send(
                    **_kw(content=t or None, files=files if last and files else None, view=view if last else None)
                )
        except discord.Forbidden:
            await self.remember_closed_dm(user_id, self.clock())
            return False
        except discord.HTTPException as e:
            if e.code == 50007:
                await self.remember_closed_dm(user_id, self.clock())
            else:
                log.warning("DM to %s failed: %s", user_id, e)
            return False
        if self.closed_dms.pop(user_id, None) is not None:
            await self.remember_closed_dm(user_id, None)
        return True

    async def dm_channel(self, user_id: str) -> Any:
        """The DM channel with a user, opened once and then kept (no user fetch for every DM)."""
        dm = self.dm_channels.get(user_id)
        if dm is None:
            dm = self.dm_channels[user_id] = await self.client.create_dm(discord.Object(id=int(user_id)))
        return dm

    def dms_closed(self, user_id: str) -> bool:
        """Whether DMs to this user failed lately (within DM_RETRY_SECONDS): no DM is tried then."""
        seen = self.closed_dms.get(user_id)
        return seen is not None and self.clock() - seen < DM_RETRY_SECONDS

    async def load_closed_dms(self) -> None:
        if not self._dms_loaded:
            self._dms_loaded = True
            stored = await self.svc.closed_dms()
            self.closed_dms = {**stored, **self.closed_dms}

    async def remember_closed_dm(self, user_id: str, failed_at: float | None) -> None:
        """Record (or, with None, forget) a user's closed DMs, in memory and in the database."""
        if failed_at is None:
            self.closed_dms.pop(user_id, None)
        else:
            self.closed_dms[user_id] = failed_at
        await self.svc.set_closed_dm(user_id, failed_at)  # a failure is logged; the memory still holds it

    async def dm_note(self, channel: Any, user_id: str) -> None:
        """Ask, in the channel, a user whose DMs are closed to open them (no secret in it)."""
        if channel is None:
            return
        with contextlib.suppress(discord.HTTPException):
            await channel.send(
                f"<@{user_id}> I cannot send you direct messages, so your private game information "
                "(hand, Plots) cannot reach you there. Please allow direct messages from members of this server "
                "(server menu → Privacy Settings); meanwhile `/labyrinth hand` shows it to you privately.",
                allowed_mentions=pinging(user_id),
            )

    async def is_solo(self, key: str) -> bool:
        info = await self.svc.info(key)
        return info is not None and info.players == "solo"

    async def settings_of(self, key: str) -> dict[str, Any]:
        """The channel's settings overridden by the game's own (those given at `new`)."""
        return await game_settings(self.svc, key)

    async def deliver(
        self, ctx: Ctx | None, key: str, reply: Reply, *, summary: bool = False, channel: Any = None, own: bool = False
    ) -> None:
        """Post a successful reply: public text (+ board and phase summary), DMs, the next prompt
        (`own`: the caller shows the presser's own next decision in the message they pressed,
        `own_prompt`; a 2-player game's is then not sent again as a new message)."""
        if channel is None:
            if ctx is not None and str(ctx.interaction.channel_id) == key and ctx.interaction.channel is not None:
                channel = ctx.interaction.channel
            else:
                channel = await self.channel(key)
        if reply.game_id is not None and channel is not None and (
            reply.blocks or (reply.prompt is not None and await self.is_solo(key))
        ):
            await self.deliver_game(ctx, key, channel, reply, own)
            return
        files = [picture_file(i) for i in reply.images[-1:]]
        film = [picture_file(i) for i in reply.film]  # a finished game's film and chart: with the result
        embeds: list[discord.Embed] = []
        view_now = await self.svc.public_view(key) if reply.images else None
        if summary and view_now is not None and reply.game_id is not None:
            news = phase_news(reply.phases, view_now, self.summarized.get(reply.game_id), reply.lang)
            if reply.phases and not any(lines for _, lines in news):
                files = []  # no phase changed the board: no board image
            for title, lines in news:
                embeds.append(
                    discord.Embed(
                        title=clip(title, 256),
                        description=clip("\n".join(lines) or i18n.t(reply.lang, "no-change"), 4000),
                        colour=discord.Colour.dark_gold(),
                    )
                )
            embeds[-1].add_field(
                name=i18n.t(reply.lang, "now-field"), value=clip(standing(view_now, reply.lang), 1024), inline=False
            )
            if files:
                embeds[-1].set_image(url=f"attachment://{reply.images[-1].filename}")
        if view_now is not None and reply.game_id is not None and view_now.log:
            self.summarized[reply.game_id] = view_now.log[-1].seq
        # in game order (issue 16): the public text is cut where private messages fall between
        parts: list[tuple[list[str], list[PrivateMessage]]] = [([], [])]
        for item in reply.in_order():
            if isinstance(item, str):
                if parts[-1][1]:
                    parts.append(([], []))
                parts[-1][0].append(item)
            else:
                parts[-1][1].append(item)
        # at most 10 embeds a message: the last group goes with the last text, earlier ones alone before it
        groups = [embeds[i : i + MAX_EMBEDS] for i in range(0, len(embeds), MAX_EMBEDS)]
        failure: discord.HTTPException | None = None
        # the presser's own next decision (an undo's) is shown where they pressed, with their private
        # lines (`own_prompt`): no ping, no DM for it (issue 33.8)
        mine = own and ctx is not None and reply.prompt is not None and reply.prompt.user_id == ctx.user
        if mine and ctx is not None and not reply.images:
            parts = [(public, [m for m in private if m.user_id != ctx.user]) for public, private in parts]
        for k, (public, private) in enumerate(parts):
            final = k == len(parts) - 1
            # "Waiting for X" is said by the prompt itself (a ping, or the chooser's own next decision)
            wait = [waiting_line(reply.lang, reply.waiting.who)] if final and reply.waiting and not reply.prompt else []
            shown = skip_result([ln for t in public for ln in t.split("\n")], reply.ending) + wait  # (the result: its own post)
            texts: list[str | None] = list(split_text(shown))
            if final:
                if not texts and (files or film):
                    texts = [None]
                texts += [None] * max(0, len(groups) - len(texts))
            for i, t in enumerate(texts):
                last = final and i == len(texts) - 1
                g = i - (len(texts) - len(groups))
                group = groups[g] if final and 0 <= g < len(groups) else None
                one = group[0] if group and len(group) == 1 else None
                try:
                    attach = [*files, *film] if last else []
                    await ctx_public(ctx, channel, t, files=attach or None, embed=one, embeds=None if one else group)
                except discord.HTTPException as e:
                    log.warning("posting to %s failed: %s", key, e)
                    failure = failure or e
            if private:
                later = {m.user_id for _, ms in parts[k + 1 :] for m in ms}
                await self.deliver_private(ctx, key, channel, reply, private, hand_later=later)
        if reply.ending is not None:  # a resignation, a claim: the result in a post of its own
            failure = await post_end(self, key, channel, reply) or failure
        if embeds and files:
            await self.post_summary_copy(key, embeds[-MAX_EMBEDS:], reply.images[-1])
        try:
            ping = reply.prompt is not None and reply.prompt.user_id in reply.ping and not mine
            if reply.prompt is not None and not (mine and not ping and not await self.is_solo(key)):
                await self.present_prompt(ctx, key, channel, reply.prompt, ping=ping)
            elif ctx is not None and ctx.kind == "public" and not ctx.original_used:
                await ctx.public(channel, i18n.tr("done"))
        except discord.HTTPException as e:
            log.warning("posting the next decision to %s failed: %s", key, e)
            failure = failure or e
            if ctx is not None and reply.prompt is not None and reply.prompt.user_id == ctx.user:
                with contextlib.suppress(discord.HTTPException):  # the decision reaches its player anyway
                    await ctx.private(prompt_content(reply.prompt), view=prompt_view(reply.prompt))
        if failure is not None and ctx is not None:
            await ctx.fail(failure, saved=True, channel=channel)

    async def deliver_game(self, ctx: Ctx | None, key: str, channel: Any, reply: Reply, own: bool = False) -> None:
        """A game action's reply (issue 19): the phase posts edited in place, private lines by DM,
        and, when the decision passes to another player, one notification. The presser's own next
        decision is shown by the caller (`own_prompt`), in the message they pressed."""
        solo = await self.is_solo(key)
        view_now = await self.svc.public_view(key)
        # public lines outside the phases (a hook's, e.g. a challenge's result) go on the last post
        shown = Counter(line for b in reply.blocks for line in [*([b.title] if b.title else []), *b.lines])
        extra = []
        for line in skip_result([ln for t in reply.public for ln in t.split("\n")], reply.ending):
            if shown[line] > 0:
                shown[line] -= 1
            else:
                extra.append(line)
        if extra and reply.blocks:
            reply.blocks[-1].lines += extra
        elif extra:
            reply.blocks.append(PhaseBlock(lines=extra))

        async def send(content: str, **kw: Any) -> Any:
            return await ctx_public(ctx, channel, content, **{k: v for k, v in kw.items() if v is not None})

        p = reply.prompt
        handover = p is not None and not solo and (ctx is None or p.user_id != ctx.user)
        # one way to the decision (issue 33.8): the turn post's Decide only where the menu does not
        # reach its player by DM (handed over by DM, or the presser going on in their DM)
        if p is None or solo:
            decide = True
        elif handover:
            decide = not await self.menu_by_dm(p.user_id)
        else:
            decide = ctx is None or not ctx.in_dm
        failure: discord.HTTPException | None = None
        try:
            ended = await show_phases(
                self.phase_posts, channel, reply, solo=solo, view_now=view_now, send=send, decide=decide
            )
        except discord.HTTPException as e:
            log.warning("posting the phase to %s failed: %s", key, e)
            failure, ended = e, []
            if solo and ctx is not None and reply.prompt is not None and reply.prompt.user_id == ctx.user:
                with contextlib.suppress(discord.HTTPException):  # the decision reaches its player anyway
                    await ctx.private(prompt_content(reply.prompt), view=prompt_view(reply.prompt))
        if reply.ending is not None and failure is None:  # the result in a post of its own, then the film
            failure = await post_end(self, key, channel, reply, send)
        elif reply.film and failure is None:  # (a film without a result: posted as it comes)
            await post_film(channel, reply.lang, reply.film)
        if ended and reply.images and view_now is not None:  # the turn's summary channel setting
            _, last = ended[-1]
            copy = discord.Embed(
                title=clip(last.title, 256),
                description=clip("\n".join([*last.lines, i18n.t(reply.lang, "now-standing", standing=standing(view_now, reply.lang))]), 4000),
                colour=discord.Colour.dark_gold(),
            )
            copy.set_image(url=f"attachment://{reply.images[-1].filename}")
            await self.post_summary_copy(key, [copy], reply.images[-1])
        merged: set[str] = set()
        if handover and p is not None:
            lines = [m.text for m in reply.private if m.user_id == p.user_id]
            try:
                if await self.notify(key, channel, p, lines, reply):
                    merged.add(p.user_id)
            except discord.HTTPException as e:
                failure = failure or e
        if own and ctx is not None and not solo and not reply.images:
            merged.add(ctx.user)  # the presser's own lines go in the message they pressed (`own_prompt`)
        rest = [m for m in reply.private if m.user_id not in merged]
        if rest:
            await self.deliver_private(ctx, key, channel, reply, rest)
        if ctx is not None and ctx.kind == "public" and not ctx.original_used:
            await ctx.public(channel, i18n.tr("done"))
        if failure is not None and ctx is not None:
            await ctx.fail(failure, saved=True, channel=channel)

    async def notify(
        self, key: str, channel: Any, p: PromptFor, lines: list[str], reply: Reply, ctx: Ctx | None = None
    ) -> bool:
        """One notification for the player the decision passed to, as they chose (`/labyrinth
        notify`): a DM holding the decision (with their private lines of this action, where they
        fit), or a mention with a Decide button, or both, or nothing. By default a DM when their
        DMs are open, else a mention (through `ctx` when the caller's interaction is unanswered).
        True when their private `lines` went with the DM."""
        mode = await self.svc.notify_mode(p.user_id) or "auto"
        dm = False
        if mode in ("dm", "both", "auto"):
            files: list[discord.File] = []
            head = i18n.t(p.lang, "game-in-channel", game=p.game_id, channel=f"<#{key}>") + prompt_content(p)
            texts = split_text([*lines, head])
            if reply.images and lines:  # a new phase with private news (the start, a deal): the hand, once
                files = await self.hand_files(key, p.user_id)
                dealt = compact_deal(lines, p.lang)
                with_hand = split_text([*dealt, *await self.hand_lines(key, p.user_id), head])
                # one message (one notification): the hand's text only where it fits (its picture goes anyway)
                texts = with_hand if len(with_hand) <= len(texts) or not files else split_text([*dealt, head])
            dm = await self.send_dm(p.user_id, texts, files=files or None, view=prompt_view(p))
        if mode in ("mention", "both") or (mode == "auto" and not dm):
            lang = await self.svc.game_language(key)  # in the channel: the game's language
            await ctx_public(
                ctx, channel,
                i18n.t(lang, "your-decision", user=f"<@{p.user_id}>", side=role_label(p.role, lang), game=p.game_id),
                view=decide_view(p.game_id, p.version, lang), ping=[p.user_id],
            )  # fmt: skip
        return dm

    async def menu_by_dm(self, user_id: str) -> bool:
        """Whether a decision handed to this player goes to them by DM with its menu (their notify
        setting, and their DMs not found closed): then the channel offers no second way to it."""
        await self.load_closed_dms()
        mode = await self.svc.notify_mode(user_id) or "auto"
        return mode in ("dm", "both", "auto") and not self.dms_closed(user_id)

    async def own_prompt(self, ctx: Ctx, key: str, r: Reply, label: str) -> None:
        """After a decision: the message the player pressed (or their command's answer) becomes
        their next decision, or says whom the game waits for now (no echo, no new message)."""
        p = r.prompt
        solo = await self.is_solo(key)
        mine = p is not None and p.user_id == ctx.user and not solo
        # the presser's private lines of this action (a Plot's value...) go here, not in a new DM
        # (`deliver_game`); after a deal they go by DM with the hand's picture. Above them, what the
        # decision did (its public lines, short: issue 33.4), where the player acts
        own = "\n".join(m.text for m in r.private if m.user_id == ctx.user) if not r.images else ""
        top = "\n".join(x for x in (own, "\n".join(f"> {ln}" for ln in action_lines(r))) if x)
        if solo:
            content, view = None, None
        elif mine and p is not None:
            end = prompt_content(p)
            content, view = (f"{clip(top, 2000 - len(end) - 1)}\n{end}" if top else end), prompt_view(p)
        else:
            who = f"{p.user_name} ({role_label(p.role, i18n.reader())})" if p is not None else ""
            after = " " + i18n.tr("waiting-for", who=who) if p is not None else ""
            end = clip(f"✔ {label}.{after}", 1000)
            content, view = (f"{clip(top, 2000 - len(end) - 1)}\n{end}" if top else end), None
        if ctx.kind == "update":
            msg = getattr(ctx.interaction, "message", None)
            current = self.phase_posts.current.get(r.game_id or 0)
            if solo and msg is not None and current is not None and current.message_id == msg.id:
                return  # the phase post itself holds the next decision
            if content is not None and getattr(msg, "attachments", None):
                # a deal's message (the hand's pictures): it stays as the hand, without its menu, and the
                # next question comes below it (an edit would show the pictures again under each question)
                with contextlib.suppress(discord.HTTPException):
                    await ctx.interaction.edit_original_response(view=None)
                if ctx.in_dm:
                    await ctx.interaction.followup.send(**_kw(content=content, view=view))
                else:
                    await ctx.private(content, **({"view": view} if view is not None else {}))
                return
            try:
                if content is None:
                    await ctx.interaction.edit_original_response(view=None)
                else:
                    await ctx.interaction.edit_original_response(content=content, view=view)
                return
            except discord.HTTPException as e:  # the message is gone: a new one
                log.warning("editing the pressed prompt failed: %s", e)
                if content is None:
                    return
        await ctx.private(content or f"✔ {label}", **({"view": view} if view is not None else {}))

    async def on_why(self, interaction: discord.Interaction, game_id: int, first: int, last: int) -> None:
        """"Why?" (or "Full log") on a turn's post: its phases' lines in full, privately, with the
        solitaire bot's reasoning among them (issue 19: the post shortens finished phases)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        ctx = Ctx(interaction, "ephemeral")
        await self.reading(interaction)
        r = for_discord(await self.svc.phase_log(game_id, first, last))
        if not r.ok:
            await ctx.error(r.error or i18n.tr("game-gone"))
            return
        lines = [m.text for m in r.private]
        reasons = reasoning_lines(lines, r.blocks[0].gists if r.blocks else [])
        head = i18n.tr("why-head-bot" if reasons else "why-head-all")
        await self.private_text(ctx, [head, *(lines or [i18n.tr("why-nothing-logged")])], "why.txt")

    async def post_summary_copy(self, key: str, embeds: list[discord.Embed], image: BoardImage) -> None:
        """The per-channel option: turn summaries also go to another channel."""
        target = (await self.settings_of(key)).get("summary_channel")
        if not target or str(target) == key:
            return
        ch = await self.channel(str(target))
        if ch is None:
            return
        copies = [e.copy() for e in embeds]
        copies[0].description = clip(f"<#{key}>\n{copies[0].description or ''}", 4000)
        with contextlib.suppress(discord.HTTPException):
            await ch.send(embeds=copies, file=picture_file(image))

    async def deliver_private(
        self, ctx: Ctx | None, key: str, channel: Any, reply: Reply,
        messages: list[PrivateMessage] | None = None, hand_later: set[str] | None = None,
    ) -> None:
        """Each user's private lines (`messages`, default all the reply's) by DM, with their hand
        image after a deal or the start (unless more of their lines follow later in the reply: `hand_later`)."""
        by_user: dict[str, list[str]] = {}
        for m in reply.private if messages is None else messages:
            by_user.setdefault(m.user_id, []).append(m.text)
        for user_id, lines in by_user.items():
            files: list[discord.File] = []
            if reply.images and user_id not in (hand_later or ()):  # a new phase with private news: the start or a deal; show the hand
                files = await self.hand_files(key, user_id)
                lines = compact_deal(lines, self.svc.lang_for(user_id)) + await self.hand_lines(key, user_id)
            texts = split_text(lines)
            if await self.send_dm(user_id, texts, files=files or None):
                continue
            if ctx is not None and user_id == ctx.user:
                for t in texts:
                    await ctx.private(t)
            # once per game, whoever acted (the player may have been found closed before the game)
            noted = (reply.game_id or 0, user_id)
            if noted not in self.dm_noted:
                self.dm_noted.add(noted)
                await self.dm_note(channel, user_id)

    async def hand_lines(self, key: str, user_id: str) -> list[str]:
        r = for_discord(await self.svc.hand(key, user_id))
        return [m.text for m in r.private] if r.ok else []

    async def hand_files(self, key: str, user_id: str) -> list[discord.File]:
        """The user's hand(s) drawn by the core, when the renderer is installed."""
        images = await self.svc.hand_images(key, user_id)
        lang = self.svc.lang_for(user_id)
        return [
            discord.File(
                io.BytesIO(png), filename=f"hand-{role}{f'-{i + 1}' if i else ''}.png",
                description=clip(hand_alt(role, i + 1, len(pages), lang), ALT_LIMIT),
            )
            for role, pages in images.items()
            for i, png in enumerate(pages)
        ]

    async def present_prompt(self, ctx: Ctx | None, key: str, channel: Any, prompt: PromptFor, *, ping: bool) -> None:
        """Show the pending decision to the player who must make it (privately in a 2-player game)."""
        solo = await self.is_solo(key)
        view = prompt_view(prompt)
        if ctx is not None and prompt.user_id == ctx.user and not ping:
            if ctx.in_dm:
                await ctx.interaction.followup.send(content=prompt_content(prompt), view=view)
            elif solo:
                await ctx_public(ctx, channel, prompt_content(prompt), view=view)
            else:
                await ctx.private(prompt_content(prompt), view=view)
            return
        # the turn passes to someone else (or nobody is interacting): ping them in the channel
        if solo:
            await ctx_public(ctx, channel, prompt_content(prompt, mention=True), view=view, ping=[prompt.user_id])
            return
        # one notification, as the player chose (issue 33.8): the decision by DM, or a mention with Decide
        await self.notify(key, channel, prompt, [], Reply(lang=await self.svc.game_language(key)), ctx=ctx)

    async def on_failure(self, interaction: discord.Interaction, error: BaseException) -> None:
        """An exception escaped a handler (a command, a button, a select): tell the user who acted
        rather than leave it in the log only (discord.py just logs errors of DynamicItem callbacks)."""
        if isinstance(error, app_commands.CommandInvokeError):
            error = error.original
        if isinstance(error, StoreError):  # not a bug: the database failed (its cause is logged by the store)
            log.error("handling an interaction failed: %s", error)
        else:
            log.error("handling an interaction failed", exc_info=error)
        ctx = getattr(interaction, "extras", {}).get(CTX_KEY) or Ctx(interaction, "update")
        await ctx.fail(error, saved=False)

    async def begin(self, interaction: discord.Interaction, ephemeral: bool) -> Ctx:
        """Defer the interaction at once (`begin`), then read its answers in the user's language."""
        ctx = await begin(interaction, ephemeral)
        await self.reading(interaction)
        return ctx

    async def reading(self, interaction: discord.Interaction) -> str:
        """The language of this interaction's answers (`GameService.reading`: the user's choice,
        else their client's locale, else English), made the current reader's. Every interaction
        passes here first: the channel's upload limit is noted too (the film of a game ending there
        is kept under it)."""
        if interaction.guild is not None:
            limit = getattr(interaction, "filesize_limit", None) or getattr(interaction.guild, "filesize_limit", None)
            self.svc.set_upload_limit(self.key(interaction), limit)
        return await self.svc.reading(str(interaction.user.id), getattr(interaction, "locale", None))

    async def reader_language(self, interaction: discord.Interaction) -> str:
        """The language the user reads: their `/labyrinth language`, else their client's, else English."""
        return await self.svc.language_of(str(interaction.user.id), getattr(interaction, "locale", None))

    is_manager = staticmethod(is_manager)

    @staticmethod
    def key(interaction: discord.Interaction) -> str:
        return str(interaction.channel_id)

    async def answer(self, ctx: Ctx, r: Reply, *, summary: bool = False) -> None:
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            if r.prompt is not None and r.prompt.user_id == ctx.user:
                await ctx.private(prompt_content(r.prompt), view=prompt_view(r.prompt))
            return
        await self.deliver(ctx, self.key(ctx.interaction), r, summary=summary)

    async def private_text(self, ctx: Ctx, lines: list[str], filename: str) -> None:
        """Private text in a few messages, or as a file when it is long."""
        texts = split_text(lines)
        if len(texts) > MAX_MESSAGES:
            await ctx.private(i18n.tr("discord-as-a-file"), file=text_file(filename, "\n".join(lines)))
            return
        for t in texts:
            await ctx.private(t)

    async def sweep(self, now: float | None = None) -> None:
        """Send what the core's clock (bot/core/clock.py) decides is due: reminders, deadline
        warnings, forfeits."""
        now = self.clock() if now is None else now
        for row in await self.reminders.due(now):
            try:
                notice = await self.reminders.decide(row, now)
                if notice is not None:
                    await self.send_notice(notice)
                    await self.reminders.sent(notice)
            except Exception:
                log.exception("reminder sweep failed for game %s", row.id)

    async def send_notice(self, n: Notice) -> None:
        if n.forfeit is not None:
            await self.deliver(None, n.channel, for_discord(n.forfeit))
            return
        assert n.text is not None
        channel = await self.channel(n.channel)
        if channel is not None:
            with contextlib.suppress(discord.HTTPException):
                await channel.send(
                    n.text + ("" if n.solo else " Press **Decide**."),
                    view=None if n.solo else decide_view(n.game_id, n.version),
                    allowed_mentions=pinging(n.user_id),
                )
        await self.send_dm(n.user_id, [f"{n.text} (in <#{n.channel}>)"])
