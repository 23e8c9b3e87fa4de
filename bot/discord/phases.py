"""One channel post per turn, its phases as sections edited as they go on (issue 19).

The issue asks for "one message per phase" and for at most 0.15 channel posts per decision; in a
1-player game a US Action Phase is about 2 decisions, so one post per phase cannot reach 0.15.
We chose one post per TURN: each phase of the turn (the Action Phases, the Plot resolution, the
end of turn) is a section of it, edited in place as the phase goes on; a finished phase keeps its
lines. The solitaire bot's reasoning is left out, behind a "Why?" button. When a phase ends, the
post shows the standing of the tracks and the picture: the close-up of what changed (replacing the
previous one), and the whole board once a turn, kept beside it. In a 1-player game the post also
holds the prompt, so a press edits it in place; in a 2-player game it shows whom the game waits
for, with a Decide button.

A post stays under POST_TOTAL characters with its summary embed (readable on a phone: its text
under `post_limit`, what the longest embed of its language leaves): when it would grow past it, its
finished phases are shortened first (`phase_headlines`: their key changes, then only the cards
played; at the shortest a finished phase whose first line says who plays which card goes without
its title, and one with nothing left to show goes; the full lines stay behind the "Why?"/"Full
log" button and in `history`), and only then does the turn go on in a new post. A post that
cannot be edited (deleted by a moderator, a missing permission, 10008 Unknown Message) is posted
anew with all its text: nothing is lost. At most one edit per post per action (Discord limits
edits per channel). The post under way is kept in the database (migration 011), so after a
restart the next action edits the same post.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import discord

from bot.core.i18n import DEFAULT, t
from bot.core.replies import HEADLINE, REASONING, BoardImage, Gist, PhaseBlock, PromptFor, Reply, gists_of
from bot.core.texts import phase_headlines, phase_title, standing, standing_words
from bot.core.words import LEVEL_IDS, PHASE_NAMES, level_name, phase_name, role_label, waiting_line
from bot.discord.controls import with_regions
from bot.discord.text import clip, picture_file
from bot.discord.views import phase_view, prompt_content

log = logging.getLogger(__name__)

#: a turn's post in all, its text and its summary embed, stays under this (issue 33: readable on
#: a phone)
POST_TOTAL = 1200


@cache
def post_limit(lang: str = DEFAULT) -> int:
    """The most characters of a turn post's text in `lang`: POST_TOTAL less the longest summary
    embed the language words (`summary_embed`: its title with a two-digit turn and the longest
    phase name, its standing with two-digit tracks and the longest level name in every place)."""
    level = max((level_name(x, lang) for x in LEVEL_IDS), key=len)
    phase = max((phase_name(x, lang) for x in PHASE_NAMES), key=len)
    now = standing_words(lang, 99, level)
    return POST_TOTAL - len(t(lang, "phase-title", turn=99, phase=phase)) - len(t(lang, "now-standing", standing=now))


#: how short a finished phase may be made: `phase_headlines` levels 1 and 2, then TITLELESS
SHORTEST = 3
#: the level at which a finished phase opening with a card's play (`Gist.plays`: the line names the
#: phase's player) shows no title, and one with nothing left shows nothing (issue 33: a turn of
#: many Action Phases in one post, in the longer Russian too)
TITLELESS = 3
#: an action's lines longer than this are several results: a new post may take only the last line
RESULT_SIZE = 225


def continued(lang: str) -> str:
    """What ends the title of a phase that goes on in the turn's next post: " (continued)"."""
    return " " + t(lang, "phase-continued")


@dataclass
class Section:
    """One phase of a turn's post."""

    title: str
    first: int
    last: int
    lines: list[str] = field(default_factory=list)
    ended: bool = False
    #: how much it was shortened (`phase_headlines`): 0 in full
    level: int = 0
    #: each line's Gist (what it is to a shortened phase: the same lines kept in every language)
    gists: list[Gist] = field(default_factory=list)
    #: the language of its lines (the game's): a shortened phase's own lines are worded in it
    lang: str = DEFAULT
    #: its phase ends with the action being laid out (`PhaseBlock.ended`): it may be shortened as a
    #: finished one while its lines go in (not stored: `ended` is, once they are in)
    closing: bool = False

    @property
    def finished(self) -> bool:
        return self.ended or self.closing

    def add(self, line: str, gist: Gist) -> None:
        self.gists = gists_of(self.lines, self.gists)
        self.lines.append(line)
        self.gists.append(gist)

    def pop(self) -> None:
        self.lines.pop()
        self.gists = gists_of(self.lines, self.gists)

    def shown(self) -> list[str]:
        lines = phase_headlines(self.lines, self.gists, min(self.level, TITLELESS - 1), self.lang)
        if not lines and self.level and self.title.endswith(continued(self.lang)):
            return []  # the rest of a shortened phase with nothing left to show
        if self.level >= TITLELESS and self.finished:
            first = next((g for g in gists_of(self.lines, self.gists) if g.weight >= HEADLINE), None)
            if first is None or first.plays:
                return lines
        return [f"**{self.title}**", *lines]


@dataclass
class TurnPost:
    """One turn's post (or the continuation of a long turn)."""

    channel: Any
    turn: int
    sections: list[Section] = field(default_factory=list)
    message_id: int | None = None
    #: the bot's reasoning was left out: a "Why?" button shows it
    reasoning: bool = False
    #: to write: the summary embed and its picture (set when a phase ends)
    embed: discord.Embed | None = None
    image: BoardImage | None = None
    #: to write beside the picture: the whole board, once a turn (issue 20)
    extra: list[BoardImage] = field(default_factory=list)
    #: the message's attachments to keep when a new close-up replaces the old one (the turn's whole
    #: board); None: not known (restored after a restart: read from the message when needed)
    kept: list[Any] | None = field(default_factory=list)

    @property
    def first(self) -> int:
        return min((s.first for s in self.sections), default=0)

    @property
    def last(self) -> int:
        return max((s.last for s in self.sections), default=0)

    @property
    def shortened(self) -> bool:
        return any(s.level for s in self.sections)

    def text(self, status: str | None = None) -> str:
        lines = [line for s in self.sections for line in s.shown()]
        return clip("\n".join([*lines, *([status] if status else [])]), 2000)

    @property
    def lang(self) -> str:
        return self.sections[0].lang if self.sections else DEFAULT

    def fits(self) -> bool:
        return len(self.text()) <= post_limit(self.lang)

    def shorten(self) -> None:
        """Shorten its finished phases, oldest first, one level at a time, until the post fits."""
        for level in range(1, SHORTEST + 1):
            for s in self.sections:
                if self.fits():
                    return
                if s.finished and s.level < level:
                    s.level = level

    def to_json(self) -> str:
        return json.dumps(
            {
                "turn": self.turn,
                "message_id": self.message_id,
                "reasoning": self.reasoning,
                "sections": [
                    {
                        "title": s.title,
                        "first": s.first,
                        "last": s.last,
                        "lines": s.lines,
                        "ended": s.ended,
                        "level": s.level,
                        "gists": [g.model_dump(exclude_defaults=True) for g in gists_of(s.lines, s.gists)],
                        "lang": s.lang,
                    }
                    for s in self.sections
                ],
            }
        )

    @classmethod
    def from_json(cls, channel: Any, text: str) -> TurnPost:
        d = json.loads(text)
        sections = [  # (a post stored before Gists: its lines all kept when shortened)
            Section(
                str(s["title"]),
                int(s["first"]),
                int(s["last"]),
                [str(x) for x in s["lines"]],
                bool(s["ended"]),
                int(s["level"]),
                [Gist.model_validate(g) for g in s.get("gists", [])],
                str(s.get("lang", DEFAULT)),
            )
            for s in d["sections"]
        ]
        mid = d.get("message_id")
        return cls(
            channel, int(d["turn"]), sections, int(mid) if mid is not None else None, bool(d["reasoning"]), kept=None
        )


Load = Callable[[int], Awaitable[tuple[str, str] | None]]
Save = Callable[[int, str | None, str | None], Awaitable[None]]


class PhasePosts:
    """The post under way of each game (game id -> post), kept through `save` and read back after
    a restart through `load` (GameService.phase_post / set_phase_post)."""

    def __init__(self, load: Load | None = None, save: Save | None = None) -> None:
        self.current: dict[int, TurnPost] = {}
        self._load, self._save = load, save
        #: games whose stored post was looked for already (this process)
        self._restored: set[int] = set()

    async def restore(self, game_id: int, channel: Any) -> None:
        """The game's post under way as stored, once per process (after a restart)."""
        if game_id in self._restored or game_id in self.current:
            self._restored.add(game_id)
            return
        self._restored.add(game_id)
        if self._load is None:
            return
        got = await self._load(game_id)
        if got is None or got[0] != str(getattr(channel, "id", None)):
            return
        try:
            self.current[game_id] = TurnPost.from_json(channel, got[1])
        except (ValueError, KeyError, TypeError) as e:  # a damaged row: start afresh
            log.warning("the stored post of game %s is unusable (%s): a new post", game_id, e)

    async def store(self, game_id: int) -> None:
        if self._save is None:
            return
        post = self.current.get(game_id)
        if post is None:
            await self._save(game_id, None, None)
        else:
            await self._save(game_id, str(getattr(post.channel, "id", "")), post.to_json())

    def lay_out(
        self,
        game_id: int,
        channel: Any,
        blocks: list[PhaseBlock],
        fallback_title: str,
        seq: int,
        turn: int = 0,
        lang: str = DEFAULT,
    ) -> tuple[list[TurnPost], list[tuple[TurnPost, Section]]]:
        """Add `blocks` (in `lang`, the game's) to the game's posts: (every post touched in order,
        the phases that ended with their posts)."""
        post = self.current.get(game_id)
        if post is not None and getattr(post.channel, "id", None) != getattr(channel, "id", None):
            post = None  # the game moved (a thread re-created): start afresh
        touched: list[TurnPost] = []
        ended: list[tuple[TurnPost, Section]] = []

        def touch(p: TurnPost) -> None:
            if p not in touched:
                touched.append(p)

        def end(p: TurnPost, s: Section) -> None:
            if not s.ended:
                s.ended = True
                ended.append((p, s))
                touch(p)

        if not blocks and post is None:
            post = TurnPost(channel, turn, [Section(fallback_title, seq, seq, lang=lang)])
        for b in blocks:
            kept = [(line, g) for line, g in zip(b.lines, gists_of(b.lines, b.gists), strict=True) if g.weight != REASONING]
            hidden = len(b.lines) - len(kept)
            if b.title is not None:
                if post is not None and post.sections:
                    end(post, post.sections[-1])
                if b.ended and not kept:
                    continue  # a phase that passed with nothing to show gets no section
                if post is None or post.turn != b.turn:
                    if post is not None:
                        touch(post)  # its last edit: no prompt on it any more
                    post = TurnPost(channel, b.turn)
                post.sections.append(Section(b.title, b.first, b.last, lang=lang))
            elif post is None or not post.sections:
                post = post or TurnPost(channel, b.turn)
                post.sections.append(Section(fallback_title, b.first, b.last, lang=lang))
            sec = post.sections[-1]
            sec.closing = b.ended  # (a whole phase in one action, a bot's: shortened rather than spilt)
            post.reasoning = post.reasoning or hidden > 0
            added: list[tuple[str, Gist]] = []  # this block's lines in the post under way
            for line, g in kept:
                sec.add(line, g)
                added.append((line, g))
                if post.fits():
                    continue
                post.shorten()
                if post.fits() or (len(post.sections) == 1 and len(sec.lines) == 1):
                    continue
                # the turn goes on in a new post, and with it this action's lines so far: one result is
                # never split across two posts (issue 33.4), unless it alone fills a post or it is a
                # whole phase's worth (a bot's phase: many results, split between them)
                whole = len(post.sections) == 1 and len(sec.lines) == len(added)
                moving = added[-1:] if whole or sum(len(x) + 1 for x, _ in added) > RESULT_SIZE else added
                for _ in moving:
                    sec.pop()
                touch(post)
                more = continued(lang)
                title = sec.title if not sec.lines else f"{sec.title.removesuffix(more)}{more}"
                if not sec.lines:
                    post.sections.pop()
                post = TurnPost(channel, post.turn, reasoning=hidden > 0)
                sec = Section(title, b.first, b.last, [x for x, _ in moving], gists=[y for _, y in moving], lang=lang)
                sec.closing = b.ended
                post.sections.append(sec)
                added = list(moving)
            sec.last = max(sec.last, b.last)
            sec.closing = False
            touch(post)
            if b.ended:
                end(post, sec)
        if post is None:
            self.current.pop(game_id, None)
        else:
            self.current[game_id] = post
            touch(post)
        return touched, ended


def summary_embed(title: str, now: str, image: BoardImage | None) -> discord.Embed:
    e = discord.Embed(title=clip(title, 256), description=clip(now, 4000), colour=discord.Colour.dark_gold())
    if image is not None:
        e.set_image(url=f"attachment://{image.filename}")
    return e


def _boards(message: Any) -> list[Any]:
    """The attachments of a posted message to keep when its close-up is replaced (the whole board)."""
    return [a for a in getattr(message, "attachments", None) or [] if "-closeup" not in (a.filename or "")]


async def write_post(post: TurnPost, content: str, view: discord.ui.View | None, send: Any) -> None:
    """Edit the post in place; post it anew when it cannot be edited (or has no message yet).
    `send(content, embed=, file=, view=)` makes a new message and returns it."""
    images = [*post.extra, *([post.image] if post.image else [])]
    lang = post.lang
    files = [picture_file(i, lang) for i in images]
    if post.message_id is not None:
        try:
            kw: dict[str, Any] = {"content": content, "embed": post.embed, "view": view}
            if files:
                if post.kept is None:  # restored after a restart: what the message holds now
                    post.kept = _boards(await post.channel.fetch_message(post.message_id))
                kw["attachments"] = [*(post.kept if not post.extra else []), *files]
            msg = await post.channel.get_partial_message(post.message_id).edit(**kw)
            if files:
                post.kept = _boards(msg)
            post.image, post.extra = None, []
            return
        except discord.HTTPException as e:  # deleted, no permission, 10008: post it anew
            log.warning("editing turn post %s failed (%s): posting it anew", post.message_id, e)
            for f in files:
                f.reset()
    more: dict[str, Any] = {"files": files} if len(files) > 1 else {"file": files[0] if files else None}
    msg = await send(content, embed=post.embed, view=view, **more)
    post.message_id = getattr(msg, "id", None)
    post.kept = _boards(msg)
    post.image, post.extra = None, []


async def show_phases(
    posts: PhasePosts,
    channel: Any,
    reply: Reply,
    *,
    solo: bool,
    view_now: Any,
    send: Any,
    decide: bool = True,
) -> list[tuple[TurnPost, Section]]:
    """Lay `reply`'s phase blocks out in the turn's post(s) and write them; the current post
    carries the prompt (solo) or the decision under way (2-player: whom it waits for, with a
    Decide button unless `decide` is false: the menu reached its player by DM), and a select of the
    map's regions drawn large privately (issue 33.10). Returns the phases that ended, with their posts."""
    assert reply.game_id is not None
    await posts.restore(reply.game_id, channel)
    seq = view_now.log[-1].seq if view_now is not None and view_now.log else 0
    lang = reply.lang  # channel posts: the game's language
    title = phase_title(view_now, lang) if view_now is not None else t(lang, "the-game")
    turn = view_now.turn if view_now is not None else 0
    touched, ended = posts.lay_out(reply.game_id, channel, reply.blocks, title, seq, turn, lang)
    if ended and view_now is not None:
        last, section = ended[-1]
        last.image = reply.images[-1] if reply.images else None  # the phase's close-up
        last.extra = reply.images[:-1]  # the whole board, when a new turn began
        # titled with the phase under way (the decision below it), as its "Now: …" and the close-up
        # (titled with the phases of its changes) say: not the phase that ended (issue 33)
        last.embed = summary_embed(title, t(lang, "now-standing", standing=standing(view_now, lang)), last.image)
    current = posts.current.get(reply.game_id)
    try:
        for post in touched:
            why = (post.first, post.last) if post.reasoning or post.shortened else None
            label = t(lang, "button-why") if post.reasoning else t(lang, "button-full-log")
            status: str | None = None
            view: discord.ui.View | None
            p: PromptFor | None = reply.prompt if post is current else None
            if p is not None and solo:
                status = prompt_content(p)
                view = phase_view(reply.game_id, prompt=p, why=why, lang=lang, why_label=label)
            elif p is not None:
                status = waiting_line(lang, f"{p.user_name} ({role_label(p.role, lang)})")
                shown = p.version if decide else None
                view = phase_view(reply.game_id, decide=shown, why=why, lang=lang, why_label=label)
            else:
                view = phase_view(reply.game_id, why=why, lang=lang, why_label=label)
            if post is current and reply.prompt is not None:  # the map by region, on the post under way
                view = with_regions(view, reply.game_id, lang)
            await write_post(post, post.text(status), view, send)
    finally:
        await posts.store(reply.game_id)
    return ended
