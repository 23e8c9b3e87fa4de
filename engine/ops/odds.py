"""The odds before you commit (issue 21): arithmetic and wording shared by the Operations.

The targets themselves come from the code that rolls (`engine.ops.us.woi_roll`,
`engine.ops.jihadist.recruit_number`, `travel_number`, `success_number`, ...); this module only
turns a target into a probability and a short text, and averages over the initial test of an
unmarked Muslim country (4.9.4), using the test's own table (`engine.board.tested_governance`).
No dice are rolled and nothing is logged: one target computation per option.
"""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING

from engine.board import tested_governance
from engine.msg import Msg, Text, m
from engine.prompts import Option

if TYPE_CHECKING:
    from engine.game import Game

FACES = range(1, 7)


# Probabilities are floats (k/6 and their averages: exact to the last bit that matters, and cheap on
# this hot path); `binomial` keeps Fractions for the rarer Jihad results (exact sums in the tests).
_SIXTHS = tuple(k / 6 for k in range(7))


def at_least(need: int) -> float:
    """P(one die >= need)."""
    return _SIXTHS[min(6, max(0, 7 - need))]


def at_most(need: int) -> float:
    """P(one die <= need)."""
    return _SIXTHS[min(6, max(0, need))]


def binomial(n: int, faces: int) -> list[Fraction]:
    """P(exactly k successes in n independent rolls that each succeed on `faces` of 6), k = 0..n."""
    p = Fraction(faces, 6)
    return [comb(n, k) * p**k * (1 - p) ** (n - k) for k in range(n + 1)]


def pct(p: Fraction | float) -> str:
    """A probability as players read it: 0%, 1%..99%, 100% (never 0% or 100% when it is not)."""
    if p <= 0:
        return "0%"
    if p >= 1:
        return "100%"
    k = round(p * 100)
    return f"{k if 1 <= k <= 99 else 1 if k < 1 else 99}%"


def mod(what: Msg, n: int) -> Msg:
    """A modifier as the log writes it: "Aid +1" (`what`: its name, a message)."""
    return m("mod", what=what, n=f"{n:+d}")


def signed(part: Msg) -> Msg:
    """A modifier as the odds write it: "Aid +1" → "+1 Aid"; '-' becomes the minus sign."""
    return m("mod-signed", what=part.arg("what"), n=str(part.arg("n")).replace("-", "−"))


_TEST_WEIGHTS: dict[int, int] = {}
for _r in FACES:  # how many faces of the 4.9.4 test give each Governance
    _TEST_WEIGHTS[tested_governance(_r)] = _TEST_WEIGHTS.get(tested_governance(_r), 0) + 1


def over_test(g: Game, cid: str, f: Callable[[], float]) -> float:
    """f()'s value, averaged over the initial test an unmarked Muslim country gets before the
    roll (4.9.4); f reads the country as the test would leave it. Elsewhere just f()."""
    c = g.state.countries[cid]
    if c.governance is not None or not g.is_muslim(cid):
        return f()
    total = 0.0
    try:
        for gov, weight in _TEST_WEIGHTS.items():
            c.governance, c.alignment = gov, "neutral"
            total += weight * f()
    finally:
        c.governance, c.alignment = None, None
    return total / 6


def with_odds(
    option_id: str, label: Text, odds: Fraction | float | None, short: Text = "", note: Text = "", brief: Text = ""
) -> Option:
    """An Option whose label ends with its odds: 'Pakistan (Fair Ally) — War of Ideas 50% (5+: +1 Aid)'.
    Where the whole would pass engine.i18n.LABEL_LIMIT in the reader's language, `brief` (the figure without
    the breakdown) stands for `short` (the message `odds-label` chooses, engine.i18n's FIT)."""
    if odds is None:
        return Option(option_id, label)
    if not short:
        return Option(option_id, label, float(odds), note)
    text = m("odds-label", full=m("odds-label-full", label=label, short=short), brief=m("odds-label-full", label=label, short=brief or short))
    return Option(option_id, text, float(odds), note)


def bot_prompt(g: Game, role: str) -> bool:
    """The solitaire bot's own prompts need no odds (it decides by 9.4, not by them); nor do a
    rollout's (`Game.rollout` without `odds=True`)."""
    return g.no_odds or (role == "jihadist" and g.state.players == "solo")
