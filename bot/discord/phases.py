"""One channel post per phase, edited as the phase goes on (issue 19).

Each Action Phase (and each Plot resolution and end of turn) gets one message in the game's
channel. The actions of the phase edit it: its public lines (the solitaire bot's reasoning left
out, behind a "Why?" button), then, when the phase ends, the standing of the tracks and the
picture: the close-up of what changed, and the whole board beside it once a turn. In a 1-player game the current phase's post also holds the prompt, so a press edits it
in place; in a 2-player game it shows whom the game waits for, with a Decide button.

A post that would grow past PHASE_POST_LIMIT goes on in a new one. A post that cannot be edited
(deleted by a moderator, a missing permission, 10008 Unknown Message) is posted anew with all its
text: nothing is lost. At most one edit per post per action (Discord limits edits per channel).
The posts under way are kept in memory: after a restart the next action starts a new post.
"""

from __future__ import annotations

import io
import logging
from dataclasses import dataclass, field
from typing import Any

import discord

from bot.core.i18n import t
from bot.core.service import BoardImage, PhaseBlock, PromptFor, Reply, role_label, waiting_line
from bot.core.texts import PHASE_POST_LIMIT, phase_post_text, phase_title, standing, tidy_log
from bot.discord.text import clip
from bot.discord.views import phase_view, prompt_content

log = logging.getLogger(__name__)


@dataclass
class PhasePost:
    """One phase's post (or the continuation of a long phase)."""

    channel: Any
    title: str
    first: int
    last: int
    lines: list[str] = field(default_factory=list)
    message_id: int | None = None
    #: the bot's reasoning was left out of `lines`: a "Why?" button shows it
    reasoning: bool = False
    #: the phase ended: the post shows the standing (and the picture) and no prompt
    ended: bool = False
    #: to write: the summary embed and its picture (set when the phase ends)
    embed: discord.Embed | None = None
    image: BoardImage | None = None
    #: to write beside the picture: the whole board, once a turn (issue 20)
    extra: list[BoardImage] = field(default_factory=list)

    def text(self, status: str | None = None) -> str:
        return clip(phase_post_text(self.title, self.lines, status), 2000)


def summary_embed(post: PhasePost, now: str, image: BoardImage | None) -> discord.Embed:
    e = discord.Embed(title=clip(post.title, 256), description=clip(now, 4000), colour=discord.Colour.dark_gold())
    if image is not None:
        e.set_image(url=f"attachment://{image.filename}")
    return e


class PhasePosts:
    """The post under way of each game (game id -> post)."""

    def __init__(self) -> None:
        self.current: dict[int, PhasePost] = {}

    def lay_out(
        self, game_id: int, channel: Any, blocks: list[PhaseBlock], fallback_title: str, seq: int
    ) -> tuple[list[PhasePost], list[PhasePost]]:
        """Add `blocks` to the game's posts: (every post touched in order, those whose phase ended)."""
        post = self.current.get(game_id)
        if post is not None and getattr(post.channel, "id", None) != getattr(channel, "id", None):
            post = None  # the game moved (a thread re-created): start afresh
        touched: list[PhasePost] = []
        ended: list[PhasePost] = []

        def touch(p: PhasePost) -> None:
            if p not in touched:
                touched.append(p)

        if not blocks and post is None:
            post = PhasePost(channel, fallback_title, seq, seq)
        for b in blocks:
            lines, hidden = tidy_log(b.lines, set(), brief=True)
            if b.title is not None or post is None:
                if post is not None and b.title is not None:
                    post.ended = True
                    ended.append(post)
                    touch(post)
                if b.ended and not lines:
                    post = None  # a phase that passed with nothing to show gets no post
                    continue
                post = PhasePost(channel, b.title or fallback_title, b.first, b.last)
            post.reasoning = post.reasoning or hidden > 0
            for line in lines:
                if post.lines and len(post.text()) + 1 + len(line) > PHASE_POST_LIMIT:
                    touch(post)  # a long phase goes on in a new post
                    post = PhasePost(channel, f"{post.title} (continued)", b.first, b.last, reasoning=post.reasoning)
                post.lines.append(line)
            post.last = max(post.last, b.last)
            touch(post)
            if b.ended:
                post.ended = True
                ended.append(post)
                post = None
        if post is None:
            self.current.pop(game_id, None)
        else:
            self.current[game_id] = post
            touch(post)
        return touched, ended


async def write_post(post: PhasePost, content: str, view: discord.ui.View | None, send: Any) -> None:
    """Edit the post in place; post it anew when it cannot be edited (or has no message yet).
    `send(content, embed=, file=, view=)` makes a new message and returns it."""
    images = [*post.extra, *([post.image] if post.image else [])]
    files = [discord.File(io.BytesIO(i.png), filename=i.filename) for i in images]
    if post.message_id is not None:
        try:
            kw: dict[str, Any] = {"content": content, "embed": post.embed, "view": view}
            if files:
                kw["attachments"] = files
            await post.channel.get_partial_message(post.message_id).edit(**kw)
            post.image, post.extra = None, []
            return
        except discord.HTTPException as e:  # deleted, no permission, 10008: post it anew
            log.warning("editing phase post %s failed (%s): posting it anew", post.message_id, e)
            for f in files:
                f.reset()
    more: dict[str, Any] = {"files": files} if len(files) > 1 else {"file": files[0] if files else None}
    msg = await send(content, embed=post.embed, view=view, **more)
    post.message_id = getattr(msg, "id", None)
    post.image, post.extra = None, []


async def show_phases(
    posts: PhasePosts,
    channel: Any,
    reply: Reply,
    *,
    solo: bool,
    view_now: Any,
    send: Any,
) -> list[PhasePost]:
    """Lay `reply`'s phase blocks out in posts and write them; the current post carries the
    prompt (solo) or the decision under way (2-player). Returns the posts whose phase ended."""
    assert reply.game_id is not None
    seq = view_now.log[-1].seq if view_now is not None and view_now.log else 0
    lang = reply.lang  # channel posts: the game's language
    title = phase_title(view_now, lang) if view_now is not None else t(lang, "the-game")
    touched, ended = posts.lay_out(reply.game_id, channel, reply.blocks, title, seq)
    if ended and view_now is not None:
        last = ended[-1]
        last.image = reply.images[-1] if reply.images else None  # the phase's close-up
        last.extra = reply.images[:-1]  # the whole board, when a new turn began
        last.embed = summary_embed(last, t(lang, "now-standing", standing=standing(view_now, lang)), last.image)
    current = posts.current.get(reply.game_id)
    for post in touched:
        why = (post.first, post.last) if post.reasoning else None
        status: str | None = None
        view: discord.ui.View | None
        p: PromptFor | None = reply.prompt if post is current else None
        if p is not None and solo:
            status = prompt_content(p)
            view = phase_view(reply.game_id, prompt=p, why=why, lang=lang)
        elif p is not None:
            status = waiting_line(lang, f"{p.user_name} ({role_label(p.role, lang)})")
            view = phase_view(reply.game_id, decide=p.version, why=why, lang=lang)
        else:
            view = phase_view(reply.game_id, why=why, lang=lang)
        await write_post(post, post.text(status), view, send)
    return ended
