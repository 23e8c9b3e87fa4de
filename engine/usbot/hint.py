"""A hint for a learner: what the strongest level would do in a player's seat, and why.

`hint(g, role)` scores the options of the pending prompt with the same determinized rollouts
as the US bot's search, from what `role` may see (the US: never the Jihadist hand, the Plot
values or the deck; the Jihadist: never the US hand or the deck), and returns the best option
with its three best candidates and their scores. It never changes `g`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.game import Game, Prompt
from engine.msg import Msg, Text, english, m
from engine.state import Role
from engine.usbot.bot import (
    LEVELS,
    STRONGEST,
    WAY_TEXT,
    WAYS,
    Level,
    _candidate_text,
    _card_candidates,
    _pct,
    _priorities,
    _target_candidates,
    explain,
    look_ahead,
    newest,
    small_choice,
    turn_way,
)
from engine.usbot.policies import weighing
from engine.usbot.search import Candidate, public_seed, search

#: the most options a hint scores (a Discord menu shows 25; the search's time grows with each)
MOST = 9


@dataclass
class Hint:
    option: str
    reason: Text
    #: the best candidates, best first: (what, score 0-100: the chance of a win as the search sees it)
    candidates: list[tuple[Text, float]] = field(default_factory=list)

    def lines(self) -> list[Msg]:
        """The hint's lines, as messages (the layer above words them)."""
        out = [m("hint-head", reason=self.reason)]
        out += [m("hint-line", k=k, what=what, score=_pct(score)) for k, (what, score) in enumerate(self.candidates[:3], 1)]
        return out

    def text(self) -> str:
        """The hint in English (engine.msg.english)."""
        return "\n".join(english(x) for x in self.lines())


def hint(g: Game, role: Role, level: str = STRONGEST) -> Hint:
    """The strongest level's choice for `role` at the pending prompt (which must be `role`'s), its
    priorities weighing as the level's do (`Level.weights`, or the turn's way of play,
    `Level.ways`): its newest edition for a name."""
    p = g.prompt()
    if p is None or p.role != role:
        raise ValueError("The hint is for the player whose decision the game waits for.")
    lv = LEVELS[newest(level)]
    # the level's way of play (`Level.ways`): the one its bot said this turn, else at a card play
    # chosen as the bot chooses it (a person's hint is not logged: chosen again at each card)
    way, chosen = turn_way(g, p, lv)
    with weighing(WAYS[way] if way is not None else lv.weights):
        h = _hint(g, p, role, lv)
    if chosen and way is not None:
        h.reason = m("hint-way", way=WAY_TEXT[way], reason=h.reason)
    return h


def _hint(g: Game, p: Prompt, role: Role, lv: Level) -> Hint:
    ids = p.ids()
    if len(ids) == 1:
        return Hint(ids[0], m("hint-only-option", option=p.options[0].msg))
    samples, horizon, how = lv.budget(g)
    small = small_choice(p, lv) if role == "us" else None
    if role == "us" and p.kind == "card" and any(i.startswith("play:") for i in ids):
        cands: list[Candidate] = _card_candidates(g, p, lv)
    elif small is not None:  # a target the level searches: as the level does (round 15)
        samples, horizon, how = small
        cands = _target_candidates(g, p, lv)
    elif role == "us":
        first = _priorities(g, p, lv).option  # the priorities' choice is always among them
        cands = [(first,)] + [(i,) for i in ids if i != first][: MOST - 1]
    else:
        cands = [(i,) for i in ids[:MOST]]
    scored = []
    try:
        scored = search(g, p, cands, samples, horizon, public_seed(g, p, "hint", side=role), side=role, **how)
    except Exception:  # noqa: BLE001  (a hint that fails falls back to the priorities below)
        scored = []
    if not scored:
        if role == "us":
            d = _priorities(g, p, lv)
            return Hint(d.option, m("hint-no-lookahead", reason=d.reason))
        return Hint(ids[0], m("hint-nothing"))
    listed = [(_candidate_text(g, p, s.candidate), round(100 * s.score, 1)) for s in scored]
    best = scored[0]
    said = {
        "best": listed[0][0], "options": len(scored), "tries": best.n, "side": SIDE_WORDS[role],
        "horizon": look_ahead(lv, horizon, role),
    }
    why = _why(g, p, best.candidate[0]) if role == "us" else None
    reason = m("hint-best-why", why=why, **said) if why is not None else m("hint-best", **said)
    return Hint(best.candidate[0], reason, listed[:3])


#: whose chance of winning the percentages are
SIDE_WORDS = {"us": m("hint-side-us"), "jihadist": m("hint-side-jihadist")}

#: the US questions whose priorities' reason tells a player something the option's name does not
#: (the odds of a War of Ideas and what it shifts, the Cells and Troops of a Disrupt, the Plots an
#: Alert stops)
EXPLAINED = ("woi-where", "disrupt-where", "alert-where")


def _why(g: Game, p: Prompt, option: str) -> Text | None:
    """Why the choice is good in the board's terms, where the priorities can say it."""
    if isinstance(p.msg, str) or p.msg.id not in EXPLAINED or not option.startswith("country:"):
        return None
    return explain(g, p, option)


__all__ = ["Hint", "hint"]
