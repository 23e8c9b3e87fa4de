"""Log entries into messages, in game order: public lines, private messages per seat, the phase
blocks and the phases that ended; plain text, which each adapter cuts to its medium.

Secrets: public text is built only from log entries with `to is None`; entries addressed to a role
go privately to that seat's user (never to anyone in solitaire, where the Jihadist is the bot).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bot.core import i18n
from bot.core.i18n import DEFAULT
from bot.core.replies import DETAIL, HEADLINE, KEY, REASONING, Gist, PhaseBlock, PhaseNews, PrivateMessage
from bot.core.store import (
    Seat,
)
from bot.core.words import phase_name, plurals
from engine.msg import Msg
from engine.state import LogEntry, Role


def message(lines: Iterable[str]) -> list[str]:
    """Lines as one message's text (none when there is nothing to say), for an adapter to cut to
    its medium's limit; leading empty lines dropped."""
    kept = list(lines)
    while kept and kept[0] == "":
        kept.pop(0)
    text = "\n".join(kept)
    return [text] if text else []


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
            done += message(run)
            run = []
        # consecutive private lines (e.g. a deal, alternating sides) make one message per seat
        last = next((m for m in reversed(private) if m.before == len(done) and m.role == e.to), None)
        if last is not None:
            last.text += "\n" + text
        else:
            private.append(PrivateMessage(user_id=seat.user_id, role=e.to, text=text, before=len(done)))
    return done, run, private


# ---------------------------------------------------------------------- what a line is worth
#: the log's messages a phase shortened the most still shows: the cards played, the changes of
#: the tracks and of Governance, the game's result
_HEADLINES = frozenset(
    {
        "plays-event", "plays-ops", "solo-plays", "reassessment-plays", "ev-second-card-plays", "ev-intel-plays",
        "prestige-change", "funding-change", "governance-change", "rc-result", "ev-governance-roll", "victory",
    }
)  # fmt: skip
#: the headlines that say who plays which card
_PLAYS = frozenset({"plays-event", "plays-ops", "solo-plays", "reassessment-plays"})
#: the solitaire bot's reasoning and its random countries (9.4, 9.5), and the US bot's (issue 33):
#: behind the "Why?" button
_REASONING = frozenset(
    {"solo-say", "random-country", "ev-bot-global", "ev-bot-travel-origin", "ev-bot-travel-within", "usbot-reason"}
)
#: the rest of a phase's key changes (besides the Events and Operations played, `_BY_KIND`):
#: markers, pieces other than Cells, Postures, Reserves, Plots, lasting effects; dice and moves
#: are left to the full log
_KEYS = frozenset(
    {
        "aid-placed", "aid-removed", "alert-done", "alignment-change", "besieged-placed", "ev-besieged-removed",
        "cadre-placed", "cadre-removed", "ev-cadre-placed", "ev-cadre-removed", "disrupt-cadre", "deploy-done",
        "expends-reserves", "reserves-now", "ev-us-reserves", "funding-stays", "prestige-stays", "governance-no-worse",
        "governance-no-better", "jihad-major-one", "rc-roll", "test-muslim", "test-posture", "posture-roll",
        "posture-fixed", "us-posture-now", "ev-posture-set", "ev-posture-set-to", "ev-country-now",
        "ev-card-country-now", "marker-placed", "marker-placed-box", "marker-removed", "nato-departs", "ev-nato-leaves",
        "plot-placed", "plot-revealed", "no-cell-to-place", "pakistan-arsenal", "wmd-plot-removed", "wmd-removed",
        "ev-wmd-available", "ev-ksm-none", "ev-ksm-removed", "ev-backlash-done", "ev-itjihad-solo", "ev-itjihad-two",
        "ev-gtmo", "ev-biometrics", "ev-leak-flipped", "ev-pirates", "ev-abbas-no-change", "ev-iran-islamist-rule",
        "ev-no-cell-on-track", "ev-no-cell-left-on-track", "ev-sharia-none", "ev-sadr-placed", "ev-sadr-removed",
        "sadr-removed", "event-will-not-occur", "event-does-not-occur", "lapsing-end", "reshuffle", "last-turn",
    }
)  # fmt: skip
#: any other message by its entry's kind: an Event or an Operation played is key; a phase line is
#: a title; dice, moves and the rest are the full log's
_BY_KIND = {"event": KEY, "ops": KEY, "victory": HEADLINE}


def gist(e: LogEntry, lang: str = DEFAULT) -> Gist:
    """What a public log entry is to a summary, from its message id, arguments and kind (never its
    words): the same in every language. A plain string (an old save's English line) is KEY."""
    msg = e.msg
    if not isinstance(msg, Msg):
        return Gist(weight=KEY)
    mid = msg.id
    if mid in ("cells-placed", "cells-placed-why", "cells-removed"):
        n, where = msg.arg("cells", 0), msg.arg("country")
        cid = str(getattr(where, "value", where))
        return Gist(weight=KEY, cells=(cid, -n if mid == "cells-removed" else n))
    if mid in _HEADLINES:
        short = None
        if mid == "solo-plays":  # (without "from the top of its pile")
            short = plurals(i18n.word(Msg("summary-bot-plays", (("card", msg.arg("card")),)), lang))
        return Gist(weight=HEADLINE, short=short, plays=mid in _PLAYS)
    if mid in _REASONING:
        return Gist(weight=REASONING)
    if mid in _KEYS:
        return Gist(weight=KEY)
    return Gist(weight=_BY_KIND.get(e.kind, DETAIL))


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
        out[-1].gists.append(gist(e, lang))
        out[-1].last = e.seq
    return out


def phases_ended(log: list[LogEntry], new: list[LogEntry], lang: str = DEFAULT) -> list[PhaseNews]:
    """Each phase that a phase line among `new` entries closed: from the public phase line before
    it in the whole `log` (its title) up to it. The summaries the channel gets after an action,
    worded in `lang` (the game's), each line with its Gist (for `texts.summarize`)."""
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
                    gists=[gist(x, lang) for x in lines],
                )
            )
    return out


# ---------------------------------------------------------------------- when the changes happened
#: the log's phase lines and the phase (GameState.phase) each begins; a Reshuffle's line, also a
#: "phase" entry, begins none
_PHASE_OF = {"phase-plots": "plots", "phase-plots-position": "plots", "phase-end-of-turn": "end_of_turn", "scenario-start": "setup"}


def phase_begun(e: LogEntry) -> str | None:
    """The phase a public phase line begins ("us", "plots"...), or None (any other entry)."""
    msg = e.msg
    if e.kind != "phase" or not isinstance(msg, Msg):
        return None
    if msg.id == "phase-action":
        side = msg.arg("side")
        return str(getattr(side, "value", side))
    return _PHASE_OF.get(msg.id)


def changes_when(log: Iterable[LogEntry], after: int, lang: str = DEFAULT) -> str | None:
    """The phases in which the public entries after seq `after` happened, in `lang`: "Turn 6 · US
    Action Phase", "Turn 6 · US Action Phase to Jihadist Action Phase", "Turn 6 · End of turn to
    Turn 7 · Jihadist Action Phase" (issue 33: a close-up drawn once the US acted is titled with the
    phase the US acted in, not the next one). None when no entry follows `after`."""
    now: tuple[int, str] | None = None
    spans: list[tuple[int, str]] = []
    for e in log:
        if e.to is not None:
            continue
        begun = phase_begun(e)
        if begun is not None:
            now = (e.turn, begun)
        elif e.seq > after and now is not None and e.kind != "phase" and (not spans or spans[-1] != now):
            spans.append(now)
    if not spans:
        return None
    (t0, p0), (t1, p1) = spans[0], spans[-1]
    if len(spans) == 1:
        return i18n.t(lang, "closeup-turn", turn=t0, phase=phase_name(p0, lang))
    if t0 == t1:
        return i18n.t(lang, "closeup-phases", turn=t0, first=phase_name(p0, lang), last=phase_name(p1, lang))
    first = i18n.t(lang, "closeup-turn", turn=t0, phase=phase_name(p0, lang))
    last = i18n.t(lang, "closeup-turn", turn=t1, phase=phase_name(p1, lang))
    return i18n.t(lang, "closeup-span", first=first, last=last)
