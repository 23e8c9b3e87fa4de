"""Log entries into messages, in game order: public lines, private messages per seat, the phase
blocks and the phases that ended; cut into pieces under the message limit.

Secrets: public text is built only from log entries with `to is None`; entries addressed to a role
go privately to that seat's user (never to anyone in solitaire, where the Jihadist is the bot).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.core import i18n
from bot.core.i18n import DEFAULT
from bot.core.replies import MESSAGE_LIMIT, PhaseBlock, PhaseNews, PrivateMessage, Reply
from bot.core.store import (
    Seat,
)
from bot.core.words import plurals
from engine.state import LogEntry, Role


def fit_reply(reply: Reply) -> Reply:
    """Every text of `reply` within one chat message: a longer one is cut at line breaks."""

    def fit(text: str) -> list[str]:
        return chunks(text.split("\n")) if len(text) > MESSAGE_LIMIT else [text]

    public: list[str] = []
    moved: list[int] = []  # where each public message now begins (private ones refer to it)
    for text in reply.public:
        moved.append(len(public))
        public += fit(text)
    private = []
    for m in reply.private:
        before = m.before if m.before is None else moved[m.before] if m.before < len(moved) else len(public)
        private += [m.model_copy(update={"text": t, "before": before}) for t in fit(m.text)]
    reply.public, reply.private = public, private
    return reply


def chunks(lines: Iterable[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Join lines into messages no longer than `limit` characters."""
    out: list[str] = []
    buf = ""
    for line in lines:
        while len(line) > limit:
            if buf:
                out.append(buf)
                buf = ""
            out.append(line[:limit])
            line = line[limit:]
        if buf and len(buf) + 1 + len(line) > limit:
            out.append(buf)
            buf = ""
        buf = f"{buf}\n{line}" if buf else line
    if buf:
        out.append(buf)
    return out


def route(
    entries: Iterable[LogEntry],
    seats: dict[Role, Seat | None],
    lang: str = DEFAULT,
    lang_for: Callable[[str], str] | None = None,
) -> tuple[list[str], list[str], list[PrivateMessage]]:
    """Split log entries into public messages and each seated role's private ones, in game order
    (issue 16): a private message goes between the public messages written before and after it.

    Returns the public messages finished before the last private message, the public lines after
    it (not yet cut into messages) and the private messages, whose `before` is the index of the
    public message that follows them (counted in the first list). Public lines are worded in
    `lang` (the game's), each private one in its recipient's (`lang_for(user id)`, else `lang`)."""
    done: list[str] = []
    run: list[str] = []
    private: list[PrivateMessage] = []
    for e in entries:
        if e.to is None:
            run.append(plurals(i18n.word(e, lang)))
            continue
        seat = seats.get(e.to)
        if seat is None:
            continue
        text = plurals(i18n.word(e, lang_for(seat.user_id) if lang_for else lang))
        if run:
            done += chunks(run)
            run = []
        # consecutive private lines (e.g. a deal, alternating sides) make one message per seat
        last = next((m for m in reversed(private) if m.before == len(done) and m.role == e.to), None)
        if last is not None and len(last.text) + 1 + len(text) <= MESSAGE_LIMIT:
            last.text += "\n" + text
        else:
            private.append(PrivateMessage(user_id=seat.user_id, role=e.to, text=text[:MESSAGE_LIMIT], before=len(done)))
    return done, run, private


def phase_blocks(new: Iterable[LogEntry], lang: str = DEFAULT) -> list[PhaseBlock]:
    """The public entries among `new` cut at each phase line (the line itself is the next block's
    title); a block closed by a later phase line is `ended`. Worded in `lang` (the game's)."""
    out: list[PhaseBlock] = []
    for e in new:
        if e.to is not None:
            continue
        if e.kind == "phase":
            if out:
                out[-1].ended = True
            out.append(PhaseBlock(title=i18n.word(e, lang), first=e.seq, last=e.seq, turn=e.turn))
            continue
        if not out:
            out.append(PhaseBlock(first=e.seq, last=e.seq, turn=e.turn))
        out[-1].lines.append(plurals(i18n.word(e, lang)))
        if lang != DEFAULT:
            out[-1].english.append(i18n.word(e, DEFAULT))
        out[-1].last = e.seq
    return out


def phases_ended(log: list[LogEntry], new: list[LogEntry], lang: str = DEFAULT) -> list[PhaseNews]:
    """Each phase that a phase line among `new` entries closed: from the public phase line before
    it in the whole `log` (its title) up to it. The summaries the channel gets after an action,
    worded in `lang` (the game's); `english` keeps the same lines in English (for `summarize`)."""
    if not any(e.kind == "phase" and e.to is None for e in new):
        return []  # most actions end no phase: spare the walk through the whole log
    public = [e for e in log if e.to is None]
    at = {e.seq: i for i, e in enumerate(public)}
    out: list[PhaseNews] = []
    for e in new:
        if e.to is not None or e.kind != "phase" or e.seq not in at:
            continue
        end = at[e.seq]
        start = next((i for i in range(end - 1, -1, -1) if public[i].kind == "phase"), None)
        if start is not None:
            lines = public[start + 1 : end]
            out.append(
                PhaseNews(
                    title=i18n.word(public[start], lang),
                    lines=[plurals(i18n.word(x, lang)) for x in lines],
                    english=[plurals(i18n.word(x, DEFAULT)) for x in lines] if lang != DEFAULT else [],
                )
            )
    return out
