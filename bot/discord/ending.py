"""The end of a game in Discord (issue 33.3): the result as a post of its own, the rematch's
buttons, and the film after it.

- The result (`Reply.ending`: the winner and the condition that decided it) is a new post in the
  game's channel, said once (not on the turn's post, which is edited in place), with the final
  picture, a **Rematch** button (and **Rematch, sides swapped** between two people); a
  challenge's attempt has none.
- Each human player is told once, as their `/labyrinth notify` says: a mention in that post
  (the default, and `mention`), a DM (`dm`), both (`both`), or nothing (`off`).
- The film and the chart (drawn in worker threads, seconds on a long game) are added to the
  result's post once it is out (an edit: the result does not wait for them, and the channel gets
  no post more); where that post cannot be edited, they follow in a post of their own.
- A Rematch press goes to `GameService.rematch` (its rules: bot/core/rematch.py); a request
  between two people is posted with an **Accept** button for the other player, mentioned. A
  stale or wrong press is answered privately with the reason and changes nothing.

Below the delivery (bot/discord/delivery.py calls `post_end`): what it needs of it is a
`Desk` (the running `LabyrinthApp`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, Protocol

import discord

from bot.core import i18n
from bot.core.rematch import RematchReply
from bot.core.replies import BoardImage, Ending, Reply
from bot.core.service import GameService
from bot.discord.text import clip, escaped, for_discord, picture_file
from bot.discord.views import guarded, handler_of

log = logging.getLogger(__name__)

#: the custom id's letter for each choice of `GameService.rematch`
CHOICE = {"k": "keep", "s": "swap", "a": "accept"}


class Desk(Protocol):
    """What the end's posts use of the delivery (bot/discord/delivery.py's `Delivery`)."""

    svc: GameService

    async def send_dm(self, user_id: str, texts: Sequence[str], **kw: Any) -> bool: ...
    async def deliver(self, ctx: Any, key: str, reply: Reply, **kw: Any) -> None: ...
    async def channel(self, key: str) -> Any: ...
    async def reading(self, interaction: discord.Interaction) -> str: ...


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"lab:rm:(?P<g>\d+):(?P<c>[ksa])"):
    """Rematch (sides kept: k, swapped: s) under a result, or Accept (a) under a request."""

    def __init__(self, game_id: int, choice: str, label: str = "…"):
        style = discord.ButtonStyle.success if choice == "a" else discord.ButtonStyle.primary
        super().__init__(discord.ui.Button(label=clip(label, 80), style=style, custom_id=f"lab:rm:{game_id}:{choice}"))
        self.game_id, self.choice = game_id, choice

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RematchButton:
        return cls(int(match["g"]), match["c"])

    async def callback(self, interaction: discord.Interaction) -> None:
        desk: Desk = handler_of(interaction)  # type: ignore[assignment]
        await guarded(interaction, on_rematch(desk, interaction, self.game_id, CHOICE[self.choice]))


#: registered at start-up beside bot/discord/views.py's DYNAMIC_ITEMS (bot/discord/client.py)
REMATCH_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (RematchButton,)


def end_view(ending: Ending, lang: str) -> discord.ui.View | None:
    """The result's buttons: Rematch, and between two people Rematch with the sides swapped; none
    for a challenge's attempt."""
    if not ending.rematch:
        return None
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(ending.game_id, "k", i18n.t(lang, "discord-rematch")))
    if ending.two_people:
        view.add_item(RematchButton(ending.game_id, "s", i18n.t(lang, "discord-rematch-swap")))
    return view


def accept_view(game_id: int, lang: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(RematchButton(game_id, "a", i18n.t(lang, "discord-rematch-accept")))
    return view


def mentions(*user_ids: str) -> discord.AllowedMentions:
    ids = [discord.Object(id=int(u)) for u in dict.fromkeys(user_ids) if u.isdigit()]
    return discord.AllowedMentions(everyone=False, roles=False, users=ids, replied_user=False)


def skip_result(lines: list[str], ending: Ending | None) -> list[str]:
    """`lines` without the result's own line (the end's post says it: once)."""
    if ending is None:
        return lines
    said = {escaped(t) for t in [ending.text, *ending.said]}
    return [ln for ln in lines if ln not in said]


async def told(desk: Desk, ending: Ending) -> tuple[list[str], list[str]]:
    """Whom the result post mentions and whom a DM tells, each player once, as they chose."""
    mention, dm = [], []
    for user in ending.players:
        mode = await desk.svc.notify_mode(user) or "mention"  # the default: the result's post, with its Rematch
        if mode in ("mention", "both"):
            mention.append(user)
        if mode in ("dm", "both"):
            dm.append(user)
    return mention, dm


def to_channel(channel: Any) -> Callable[..., Awaitable[Any]]:
    """A post straight to the channel, pinging only the users in `ping`."""

    async def send(content: str, *, ping: Sequence[str] = (), **kw: Any) -> Any:
        return await channel.send(content, allowed_mentions=mentions(*ping), **{k: v for k, v in kw.items() if v is not None})

    return send


#: the films being drawn and posted (a reference keeps each task alive until it is done)
FILMS: set[asyncio.Task[None]] = set()


async def post_end(
    desk: Desk, key: str, channel: Any, reply: Reply, send: Callable[..., Awaitable[Any]] | None = None
) -> discord.HTTPException | None:
    """The result post of `reply.ending` (through `send`: the interaction's follow-up or the
    channel; None: the channel), the players told, then the film in the background. Returns a
    failure to report."""
    send = send or to_channel(channel)
    ending = reply.ending
    if ending is None:
        return None
    lang = reply.lang
    mention, dm = await told(desk, ending)
    image = reply.images[-1] if reply.images else None
    if image is None:  # a resignation, a claim: the board as it was left
        board = await desk.svc.board(key)
        image = board.images[-1] if board.ok and board.images else None
    text = escaped(ending.text)
    if mention:
        text += "\n" + " ".join(f"<@{u}>" for u in mention)
    failure: discord.HTTPException | None = None
    post: Any = None
    try:
        post = await send(
            clip(text, 2000),
            files=[picture_file(image)] if image is not None else None,
            view=end_view(ending, lang),
            ping=mention,
        )
    except discord.HTTPException as e:
        log.warning("posting the result to %s failed: %s", key, e)
        failure = e
    for user in dm:
        note = i18n.t(lang, "discord-end-dm", game=ending.game_id, channel=f"<#{key}>", result=text.split("\n")[0])
        await desk.send_dm(user, [note])
    if reply.film:  # drawn with the reply (a service that makes it with the result)
        await post_film(channel, lang, reply.film, post)
    elif not desk.svc.film_with_result:
        task = asyncio.create_task(film_after(desk, channel, ending.game_id, lang, post))
        FILMS.add(task)
        task.add_done_callback(FILMS.discard)
    return failure


async def film_after(desk: Desk, channel: Any, game_id: int, lang: str, post: Any = None) -> None:
    """The finished game's film and chart, drawn in worker threads after its result is out, then
    added to the result's `post` (`post_film`)."""
    try:
        film = await desk.svc.finished_film(game_id)
        if film:
            await post_film(channel, lang, film, post)
    except Exception:  # the result is out; a film that fails is logged, never raised at the loop
        log.exception("the film of game %s failed", game_id)


async def post_film(channel: Any, lang: str, film: list[BoardImage], post: Any = None) -> None:
    """The film and chart added to the result's `post` (an edit: its text, picture and buttons
    kept, nobody pinged again); a post of their own where there is none or it cannot be edited
    (deleted meanwhile, the interaction's token expired)."""
    note = i18n.t(lang, "discord-film-note")
    if post is not None and getattr(post, "edit", None) is not None:
        try:
            await post.edit(
                content=clip(f"{post.content}\n{note}" if post.content else note, 2000),
                attachments=[*post.attachments, *(picture_file(i) for i in film)],
                allowed_mentions=discord.AllowedMentions.none(),
            )
            return
        except discord.HTTPException as e:
            log.info("adding the film to the result's post failed (%s): posted on its own", e)
    try:
        await channel.send(note, files=[picture_file(i) for i in film])
    except discord.HTTPException as e:
        log.warning("posting the film failed: %s", e)


async def on_rematch(desk: Desk, interaction: discord.Interaction, game_id: int, choice: str) -> None:
    """A Rematch (or Accept) press: a refusal privately; a request posted in the channel with
    Accept for the other player, mentioned; a new game begun and delivered as a start is."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    await desk.reading(interaction)
    r = await desk.svc.rematch(game_id, str(interaction.user.id), choice)
    if not r.ok:
        await interaction.followup.send(f"⚠️ {clip(escaped(r.error or i18n.tr('refused')), 1990)}", ephemeral=True)
        return
    key = str(interaction.channel_id)
    channel = interaction.channel if interaction.channel is not None else await desk.channel(key)
    if not isinstance(r, RematchReply):  # (every answer that is not a refusal is one)
        return
    shown = for_discord(r)
    if r.asked and r.confirmer is not None:
        await channel.send(
            clip(f"{shown.public[0]}\n<@{r.confirmer}>", 2000),
            view=accept_view(game_id, r.lang),
            allowed_mentions=mentions(r.confirmer),
        )
        await interaction.followup.send(clip(shown.public[0], 2000), ephemeral=True)
        return
    await channel.send(clip(shown.public[0], 2000), allowed_mentions=mentions())
    await interaction.followup.send(clip(shown.public[0], 2000), ephemeral=True)
    if interaction.message is not None:  # the pressed Rematch (or Accept) has done its work
        with contextlib.suppress(discord.HTTPException):
            await interaction.message.edit(view=None)
    if r.started is not None:
        await desk.deliver(None, key, for_discord(r.started), channel=channel)
