"""A game's decisions in the reader's language, for `history` and undo's words (issue 34).

The action log keeps each decision's label in English, as it was chosen (exports and old saves
read it). A reader of another language gets the label the engine
offered at that moment, worded in their language: the game is rebuilt to just before the first
decision shown (the session's `rebuild`: a turn snapshot, then the decisions after it) and the
shown decisions are replayed one by one, each option's message read at its prompt.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from bot.core import i18n
from bot.core.i18n import DEFAULT
from bot.core.session import Live
from bot.core.store import ActionRow, effective_acts
from engine import Game

log = logging.getLogger(__name__)

#: the session's rebuild: the game after the given decisions in force (GameService.rebuild)
Rebuild = Callable[[Live, list[ActionRow]], Awaitable[Game]]


async def worded_decisions(rebuild: Rebuild, live: Live, shown: list[ActionRow], lang: str) -> dict[int, str]:
    """The labels of the decisions among `shown`, in `lang`, by their row's `seq`: those in force,
    and those taken back since (each at the game it was made in). Empty in English (the rows' own
    labels), and where the replay fails (the rows' labels then stand)."""
    if lang == DEFAULT or live.game is None:
        return {}
    out = await _in_force(rebuild, live, {a.seq for a in shown if a.kind == "act"}, lang)
    made_in = _made_in(live.actions)
    for a in shown:
        if a.kind == "act" and a.seq not in out and a.seq in made_in and a.option_id is not None:
            try:  # an undone decision: the game as it was when it was made
                game = await rebuild(live, made_in[a.seq])
            except Exception:
                log.exception("history: game %s could not be rebuilt to undone decision %s", live.row.id, a.seq)
                continue
            p = game.prompt()
            option = p.option(a.option_id) if p is not None and p.role == a.role else None
            if option is not None:
                out[a.seq] = i18n.word(option.msg, lang)
    return out


def _made_in(rows: list[ActionRow]) -> dict[int, list[ActionRow]]:
    """The decisions in force when each decision was made, by its seq (undo takes back the last
    decisions in force: the log read in order tells them)."""
    in_force: list[ActionRow] = []
    out: dict[int, list[ActionRow]] = {}
    for r in rows:
        if r.kind == "act":
            out[r.seq] = list(in_force)
            in_force.append(r)
        elif r.kind == "undo":
            in_force = [a for a in in_force if a.seq != r.voids]
    return out


async def _in_force(rebuild: Rebuild, live: Live, wanted: set[int], lang: str) -> dict[int, str]:
    """`worded_decisions` of the decisions in force: one rebuild, then a replay."""
    acts = effective_acts(live.actions)
    first = next((k for k, a in enumerate(acts) if a.seq in wanted), None)
    if first is None:
        return {}
    try:
        game = await rebuild(live, acts[:first])
    except Exception:  # the words only: the English labels still tell what was decided
        log.exception("history: game %s could not be rebuilt to decision %s", live.row.id, acts[first].seq)
        return {}

    bots = live.bot_log()  # (the US bot's recorded answers given back: it never searches again here)

    def replay() -> dict[int, str]:
        out: dict[int, str] = {}
        for a in acts[first:]:
            p = game.prompt()
            if p is None or p.role != a.role or a.option_id is None:
                break
            option = p.option(a.option_id)
            if option is not None and a.seq in wanted:
                out[a.seq] = i18n.word(option.msg, lang)
            game.act(a.role, a.option_id, bot=bots.of(a.seq) if bots is not None else None)
        return out

    try:
        return await asyncio.to_thread(replay)
    except Exception:
        log.exception("history: the decisions of game %s could not be replayed", live.row.id)
        return {}


async def worded_chain(rebuild: Rebuild, live: Live, steps: list[ActionRow], lang: str) -> str:
    """What a chain's steps were, as the player chose them, in `lang`: undo's confirmation and its
    answer. Ask before the steps are undone: only decisions in force are replayed."""
    worded = await worded_decisions(rebuild, live, steps, lang)
    return " → ".join(worded.get(a.seq) or a.label or a.option_id or "" for a in steps)
