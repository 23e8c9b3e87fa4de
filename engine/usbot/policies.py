"""The US priority policies: "simple" (a small heuristic) and "smart" (a score for each legal
option of a prompt). Both read only what the US may see: the board (Cells, Troops, the number of
Plots, never their values), the tracks and the US hand; never the Jihadist hand. They are the US
bot's priorities (engine.usbot) and self-play's policies (engine.selfplay).

Policies: "simple" (Alert a Plot, Reassessment against a GWOT penalty of 2+, its own US Events,
Deploy to a threatened Ally, War of Ideas where the modifiers are not negative, else Disrupt) and
"smart" (see `smart_policy`). Their own choices come from a `random.Random` the caller seeds.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from itertools import repeat
from typing import Any

from engine.board import FIXED_GOVERNANCE, name
from engine.data import CARDS, COUNTRIES, MUSLIM
from engine.events import registry as events
from engine.game import Game, Prompt
from engine.hooks import idle, modifiers, scope_of
from engine.msg import Msg, Ref
from engine.ops.us import (
    TRACK,
    alert_targets,
    disrupt_choices,
    disrupt_targets,
    movable,
    rc_targets,
    required,
    woi_common,
    woi_drm,
    woi_drm_total,
    woi_targets,
)
from engine.ops.us import legal as us_ops_legal
from engine.ops.us import legal_all as us_ops_legal_all
from engine.prompts import country_id
from engine.state import FAIR, GOOD, ISLAMIST_RULE, GameState

Policy = Callable[[Game, Prompt, random.Random], str]


# ---------------------------------------------------------------------- the "simple" US policy
def _woi_score(g: Game, cid: str) -> tuple[int, int, int]:
    """War of Ideas: the modified roll needed is 5+ (7.2); prefer likely success, then a Fair
    Ally going Good (Good Resources win), then Resources. Non-Muslim countries last."""
    if not g.is_muslim(cid):
        return (-9, 0, 0)
    drm = woi_drm(g, cid)[0]
    return (drm, int(g.c(cid).governance == FAIR), g.resources(cid))


def _threat(g: Game, cid: str) -> int:
    """How close a Muslim country is to a Major Jihad: Cells beyond its Troops."""
    if cid not in _MUSLIM:  # (`is_muslim`, `is_ir`: a Muslim country's state read directly)
        return -99
    c = g.state.countries[cid]
    return c.cells - g.troops(cid) if c.governance != ISLAMIST_RULE else -99


def _protect_target(g: Game) -> str | None:
    """A Good or Fair Muslim Ally where Cells nearly outnumber Troops by the Major Jihad margin."""
    cands = [c for c in COUNTRIES if g.is_muslim(c) and g.is_ally(c) and g.governance(c) in (GOOD, FAIR) and _threat(g, c) >= 3]
    return max(cands, key=lambda c: (_threat(g, c), g.resources(c))) if cands else None


def _how(g: Game, ids: list[str]) -> str | None:
    """How to play a card: Alert a Plot, Reassessment against a GWOT penalty, a US Event, Deploy
    to protect, War of Ideas where success is likely, Disrupt, then War of Ideas anyway."""
    plots = any(c.plots for c in g.state.countries.values())
    if "ops:alert" in ids and plots:
        return "ops:alert"
    if "ops:reassessment" in ids and g.gwot_penalty() >= 2:
        return "ops:reassessment"
    n = g.state.in_play[-1] if g.state.in_play else 0
    if "event" in ids and n and CARDS[n].side == "US":
        return "event"
    if "ops:deploy" in ids and _protect_target(g):
        return "ops:deploy"
    woi = woi_targets(g, CARDS[n].ops) if n else []
    if "ops:woi" in ids and any(_woi_score(g, c)[0] >= 0 and g.is_muslim(c) for c in woi):
        return "ops:woi"
    for op in ("ops:disrupt", "ops:woi", "ops:alert"):
        if op in ids:
            return op
    return None


def _asked(p: Prompt) -> tuple[str, str]:
    """What a prompt asks: its message id, and the English of a prompt still written as a plain
    sentence (an Event's), which the policies read by its words."""
    return ("", p.msg) if isinstance(p.msg, str) else (p.msg.id, "")


def _country(g: Game, p: Prompt, cids: dict[str, str]) -> str | None:
    asked, text = _asked(p)
    if asked == "woi-where" or text.startswith("War of Ideas"):
        return cids[max(cids, key=lambda c: _woi_score(g, c))]
    if asked == "disrupt-where" or text.startswith("Disrupt"):
        return cids[max(cids, key=lambda c: (g.troops(c) >= 2, g.c(c).cells, g.resources(c)))]
    if asked == "alert-where" or text.startswith("Alert"):
        return cids[max(cids, key=lambda c: (c == "united_states", len(g.c(c).plots)))]
    if asked == "deploy-to-where" or text.startswith("Deploy from"):
        target = _protect_target(g)
        if target in cids:
            return cids[target]
        return cids[max(cids, key=lambda c: (_threat(g, c), g.resources(c)))]
    return None


def simple_policy(g: Game, p: Prompt, rnd: random.Random) -> str:
    """A small deterministic heuristic US player (given the same seed), for benchmarks of the bot."""
    ids = p.ids()
    if p.kind == "card":
        plays = [i for i in ids if i.startswith("play:") and i[5:].isdigit()]
        if plays:  # the highest Ops first (Alert and Reassessment need 3)
            return max(plays, key=lambda i: (CARDS[int(i[5:])].ops, -int(i[5:])))
        return next((i for i in ids if i.startswith("play:")), ids[0])
    if p.kind == "how":
        pick = _how(g, ids)
        if pick:
            return pick
    cids = {i.removeprefix("country:"): i for i in ids if i.startswith("country:")}
    if cids:
        pick = _country(g, p, cids)
        if pick:
            return pick
    if "track" in ids and _deploys(p):
        return "track"
    if all(i.startswith("n:") for i in ids):  # how many Troops: all of them
        return max(ids, key=lambda i: int(i[2:]))
    return rnd.choice(ids)


# ---------------------------------------------------------------------- the "smart" US policy
# A scoring function over the legal options of each prompt, on a common scale (about 10 = one
# solid gain: a Cell removed where it matters, a likely War of Ideas shift). It reads only what
# the US may see: the board (Cells, Troops, the number of Plots, never their values), the
# tracks and its own hand; never the bot's hand.

#: Event values when the US plays the card for its Event (its own or Unassociated cards).
EVENT_SCORES: dict[int, float] = {
    1: 6, 2: 6, 3: 5, 4: 6, 5: 3, 6: 8, 7: 8, 8: 9, 9: 9, 10: 9, 11: 6, 12: 12, 13: 11, 14: 7,
    15: 30, 16: 6, 17: 8, 18: 5, 19: 14, 20: 12, 21: 14, 22: 9, 23: 10, 24: 10, 25: 10, 26: 14,
    27: 11, 28: 3, 29: 8, 30: 11, 31: 10, 32: 6, 33: 14, 34: 12, 35: 14, 36: 12, 37: 3, 38: 13,
    39: 3, 40: 16, 41: 12, 42: 6, 43: 10, 44: 12, 45: 20, 46: 14, 47: 8,
    96: -6, 97: 0, 98: 5, 99: -12, 100: -2, 101: 5, 102: -2, 103: 8, 104: 8, 105: 8, 106: 12,
    107: 6, 108: 8, 109: 12, 110: 18, 111: 10, 112: 22, 113: 4, 114: -2, 115: 8, 116: 10,
    117: 8, 118: 8, 119: 10, 120: -1,
}
WOI_WEIGHT = 3.0  # War of Ideas gains against the rest (the Good Resources decide most games)
PLOT_EVENTS = {21: 16, 31: 30, 116: 25}  # events that remove Plots: value per Plot in the US


@dataclass(frozen=True, slots=True)
class Weights:
    """What the "smart" priorities weigh one way of play against another with (issue 36, round 14:
    chosen on self-play, docs/usbot.md). The values that pick a target (which country to Alert,
    to Regime Change) keep their order whatever these are: only the choice between ways of play
    and between cards moves, save `elsewhere`, which moves the War of Ideas targets too,
    `disrupt_prestige` the Disrupt targets, and `troops_home` where a Deploy goes from and to. (A
    War of Ideas' values are remembered across boards by what they read, `_WOI_EVS`: `elsewhere`
    is among it.)"""

    regime_change: float = 0.0  # added to a Regime Change's value (7.3.4)
    alert: float = 1.0  # an Alert's value, times this (7.5)
    event: float = 1.0  # an Event's value when the US plays it as its Event, times this
    deploy: float = 1.0  # a Deploy's value, times this (7.3)
    #: a War of Ideas' value in a non-Muslim country (a Posture roll, 7.2.3) and in an unmarked
    #: Muslim country (tested first, 4.9.5), times this. Rounds 5 and 14: 1, so that only a marked
    #: Muslim country's War of Ideas had `WOI_WEIGHT`; round 21: `WOI_WEIGHT`, every War of Ideas
    #: weighed alike (self-play, 6,000 games: 34% against 25%, docs/usbot.md)
    elsewhere: float = 1.0
    #: a Disrupt's point of Prestige where 2 or more Troops are (7.4.4), in points (2 more while
    #: Prestige is Low). Until round 23: 4; round 23: 10 (self-play, docs/usbot.md)
    disrupt_prestige: float = 4.0
    #: Troops brought home: a Deploy to the Troops track that moves the Troops marker up a box
    #: (4.7.3), so that the US is dealt a card more a turn (5.2.8), in points; 0: never sought.
    #: Round 23: 10 (self-play, docs/usbot.md)
    troops_home: float = 0.0


#: the priorities until round 14: strong's until round 21 and the expert's until round 22 (their
#: searches were measured with them, and were no stronger with round 14's), and every level's in a game stored
#: before the bot's answers were recorded (`Game.legacy_bot_seeds`), so that it replays as it was played
ROUND_5 = Weights()
#: round 14's (self-play, 4,000 games on seeds 7001-8000 per scenario: 26% against 18%)
ROUND_14 = Weights(regime_change=-20.0, alert=0.6, event=1.3, deploy=0.6)
#: round 21's: round 14's, every War of Ideas weighed alike (`Weights.elsewhere`): the standard
#: level's from round 21, and the expert's from round 22 (self-play, 6,000 games: 34% against round 5's 18%)
ROUND_21 = replace(ROUND_14, elsewhere=WOI_WEIGHT)
#: round 23's: round 21's, a Disrupt's point of Prestige weighed 10 and Troops brought home
#: (`Weights.disrupt_prestige`, `troops_home`): the standard level's and self-play's (6,000 games:
#: 36% against round 21's 34%; the expert and strong won no more with them, docs/usbot.md)
WEIGHTS = replace(ROUND_21, disrupt_prestige=10.0, troops_home=10.0)
#: the strong level's since round 21: round 5's, every War of Ideas weighed alike (the expert won
#: no more with these, but did with `ROUND_21`, docs/usbot.md)
SEARCHING = replace(ROUND_5, elsewhere=WOI_WEIGHT)
_weights: ContextVar[Weights] = ContextVar("usbot_weights", default=WEIGHTS)


@contextmanager
def weighing(w: Weights) -> Iterator[None]:
    """The priorities weigh with `w` within (this thread's context: another thread's bot keeps its own)."""
    token = _weights.set(w)
    try:
        yield
    finally:
        _weights.reset(token)


def _p_woi(drm: int) -> float:
    """7.2.1.2: a modified 5+ on one die."""
    return min(1.0, max(0.0, (2 + drm) / 6))


def _woi_ev(g: Game, cid: str, value: int) -> float:
    """Expected gain of a War of Ideas roll in `cid` with a card of `value` Ops (once per board)."""
    return _woi_ev_in(_Memo.board(g), g, cid, value)


def _woi_ev_in(
    memo: dict[tuple[object, ...], Any], g: Game, cid: str, value: int, fixed: bool | None = None, common: Any = None,
) -> float:
    """`_woi_ev` with the board's memo (`_Memo.board`) at hand (`fixed`, `common`: a scan's, for
    `_woi_ev_across`)."""
    c = g.state.countries[cid]
    if cid not in _MUSLIM:  # a Posture roll: the same two values for every such country
        return _posture_rolls(memo, g)[g.posture(cid) == g.state.us_posture]
    # (only an unmarked country's value depends on the card's Ops: it must be tested first)
    k = ("woi", cid, value if c.governance is None else 0)
    got = memo.get(k)
    if got is None:
        got = memo[k] = _woi_ev_across(memo, g, cid, value, fixed, common)
    return got  # type: ignore[no-any-return]


_MUSLIM = frozenset(MUSLIM)
#: `_woi_ev_now` of a Muslim country by all that it reads (`_woi_ev_across`), across boards: from
#: one board to the next most countries and the modifiers they share are unchanged
_WOI_EVS: dict[tuple[object, ...], float] = {}
MOST_WOI_EVS = 20_000  # (a game makes a few thousand; about 5 MB at most)


def _woi_fixed(memo: dict[tuple[object, ...], Any], g: Game) -> bool:
    """Whether a Muslim country's War of Ideas value may be remembered across boards
    (`_woi_ev_across`), once per board: the Good Allies a Muslim country adjoins are the map's,
    unless an Event changes a pair of Muslim countries (Patriot Act changes only the United
    States' pairs: engine.hooks' scope), and no Event modifies the War of Ideas rolls."""
    fixed = memo.get(("woi_fixed",))
    if fixed is None:
        scope = scope_of("adjacent")
        muslim_pairs_fixed = idle("adjacent", g) or (scope is not None and not scope & _MUSLIM)
        fixed = memo[("woi_fixed",)] = muslim_pairs_fixed and not modifiers("woi_drm")
    return fixed  # type: ignore[no-any-return]


def _woi_ev_across(
    memo: dict[tuple[object, ...], Any], g: Game, cid: str, value: int, fixed: bool | None = None, common: Any = None,
) -> float:
    """`_woi_ev_now`, remembered by its inputs: the country's Governance, Alignment, Aid and
    Resources, the card's value and `Weights.elsewhere` where it is unmarked, the modifiers every
    country shares (`woi_common`: Prestige's, the GWOT penalty, the Good Allies it may adjoin), the
    Good Resources (a Fair Ally) and the threat (a Poor Ally). Where an Event may change which Muslim
    countries adjoin, or the War of Ideas modifiers (engine.hooks), computed on the board alone.
    (`fixed`, `common`: `_woi_fixed` and `_woi_common` of this board, where a scan has them.)"""
    if fixed is None:
        fixed = _woi_fixed(memo, g)
    if not fixed:
        return _woi_ev_now(g, cid, value)
    s = g.state
    c = s.countries[cid]
    if common is None:
        common = _woi_common(memo, g)
    gov, ally = c.governance, c.alignment == "ally"
    k = (
        cid, (value, _weights.get().elsewhere) if gov is None else 0, gov, c.alignment, c.aid, g.resources(cid),
        common[0], common[2], common[4],
        _good_resources(g) if ally and gov == FAIR else None,
        _threat(g, cid) if ally and gov is not None and gov != FAIR else None,  # (`_woi_ev_now`'s last case)
    )
    got = _WOI_EVS.get(k)
    if got is None:
        if len(_WOI_EVS) >= MOST_WOI_EVS:
            _WOI_EVS.clear()  # (rarely)
        got = _WOI_EVS[k] = _woi_ev_now(g, cid, value)
    return got


def _posture_rolls(memo: dict[tuple[object, ...], Any], g: Game) -> tuple[float, float]:
    """`_posture_evs`, once per board."""
    rolls: tuple[float, float] | None = memo.get(("posture",))
    if rolls is None:
        rolls = memo[("posture",)] = _posture_evs(g)
    return rolls


def _posture_evs(g: Game) -> tuple[float, float]:
    """7.2.3 a non-Muslim country's Posture roll: its value where the Posture differs from the
    US's, and where it matches."""
    side, _ = _world_posture(g)
    us = g.state.us_posture
    p_match = 1 / 3 if us == "hard" else 2 / 3  # 1-4 Soft, 5-6 Hard
    gain = 4 if (side is not None and side != us) else 2
    w = _weights.get().elsewhere
    return w * p_match * (gain + 2), w * (p_match * 1 - (1 - p_match) * 3)


def _woi_ev_now(g: Game, cid: str, value: int) -> float:
    c = g.c(cid)
    res = g.resources(cid)
    drm = _woi_drm(g, cid)
    if c.governance is None:  # tested first: Poor or Fair Neutral (4.9.5 may make it fail)
        ok = {1: 0.0, 2: 1 / 3}.get(value, 1.0)
        return (1 + ok * _p_woi(drm) * (4 + res)) * _weights.get().elsewhere
    if c.alignment != "ally":
        gain = 4 + res
    elif c.governance == FAIR:
        gain = 12 + 4 * res
        if _good_resources(g) + res >= 12:
            gain = 500  # 2.1.1 the winning shift
    else:  # Poor Ally to Fair
        gain = 6 + 1.5 * res + max(0, _threat(g, cid))
    aid = 3 / 6 if not c.aid and 1 <= 4 - drm <= 6 else 0
    return WOI_WEIGHT * (_p_woi(drm) * gain + aid)


def _woi_bests(g: Game) -> tuple[float, ...]:
    """`_best_woi`'s value for a card of each value 1-3 (index 1-3), in one scan of the targets: a
    country a value may target, every higher value may too (7.1.1: its Governance, 1 unmarked)."""
    memo = _Memo.board(g)
    got: tuple[float, ...] | None = memo.get(("woi_best",))
    if got is None:
        best = [0.0, 0.0, 0.0, 0.0]
        countries = g.state.countries
        fixed = _woi_fixed(memo, g)  # (the board's, once for the scan)
        common = _woi_common(memo, g) if fixed else None
        for cid in woi_targets(g, 3):
            if cid not in _MUSLIM:  # a Posture roll: its value whatever the card's
                ev = _woi_ev_in(memo, g, cid, 3)
                for v in range(FIXED_GOVERNANCE[cid], 4):  # (`governance`: printed)
                    if ev > best[v]:
                        best[v] = ev
                continue
            gov = countries[cid].governance
            if gov is None:  # unmarked: its value depends on the card's (`_woi_ev_now`)
                for v in (1, 2, 3):
                    ev = _woi_ev_in(memo, g, cid, v, fixed, common)
                    if ev > best[v]:
                        best[v] = ev
                continue
            ev = _woi_ev_in(memo, g, cid, gov, fixed, common)  # (the same for every value from its Governance on)
            for v in range(gov, 4):
                if ev > best[v]:
                    best[v] = ev
        got = memo[("woi_best",)] = tuple(best)
    return got


def _best_woi(g: Game, value: int) -> tuple[float, str | None]:
    best: tuple[float, str | None] = (0.0, None)
    for cid in woi_targets(g, value):
        ev = _woi_ev(g, cid, value)
        if ev > best[0]:
            best = (ev, cid)
    return best


def _disrupt_ev(g: Game, cid: str) -> float:
    """What a Disrupt in `cid` is worth (once per board and country)."""
    return _disrupt_ev_in(_Memo.board(g), g, cid)


def _disrupt_ev_in(memo: dict[tuple[object, ...], Any], g: Game, cid: str) -> float:
    """`_disrupt_ev` with the board's memo at hand (`_Memo.board`: asked once for a scan)."""
    k = ("disrupt", cid)
    got = memo.get(k)
    if got is None:
        got = memo[k] = _disrupt_ev_now(g, cid)
    return got  # type: ignore[no-any-return]


def _disrupt_ev_now(g: Game, cid: str) -> float:
    c = g.c(cid)
    troops = g.troops(cid) >= 2
    val = (_weights.get().disrupt_prestige + 2 * (g.state.prestige <= 3)) if troops else 0.0  # 7.4.4 Prestige +1 (more when Low)
    if c.cells == 0:
        return val + 1.5
    choices = disrupt_choices(g, cid)
    a, s = max(choices) if choices else (0, 0)
    if a and g.state.players != "solo" and sum(x.cells for x in g.state.countries.values()) <= a:
        return 500  # 2.1.1 no Cells left on the map (not a win in solitaire, 9.1)
    threat = _threat(g, cid)
    mult = 1.0 + 0.4 * max(0, min(threat, 5) - 1)
    if g.is_muslim(cid) and g.governance(cid) in (GOOD, FAIR):
        mult += 0.3 + 0.1 * g.resources(cid)
    return val + (5 * a + 2 * s) * mult


def _disrupt_bests(g: Game) -> tuple[float, ...]:
    """`_best_disrupt`'s value for a card of each value 1-3 (index 1-3), in one scan of the
    targets: a country a value may target, every higher value may too (7.1.1: `required`)."""
    memo = _Memo.board(g)
    got: tuple[float, ...] | None = memo.get(("disrupt_best",))
    if got is None:
        best = [0.0, 0.0, 0.0, 0.0]
        for cid in disrupt_targets(g, 3):
            ev = _disrupt_ev_in(memo, g, cid)
            for v in range(required(g, cid), 4):
                if ev > best[v]:
                    best[v] = ev
        got = memo[("disrupt_best",)] = tuple(best)
    return got


def _best_disrupt(g: Game, value: int) -> tuple[float, str | None]:
    best: tuple[float, str | None] = (0.0, None)
    memo = _Memo.board(g)
    for cid in disrupt_targets(g, value):
        ev = _disrupt_ev_in(memo, g, cid)
        if ev > best[0]:
            best = (ev, cid)
    return best


def _alert_ev(g: Game, cid: str) -> float:
    n = len(g.c(cid).plots)  # the number of face-down markers is public; their values are not
    if cid == "united_states":
        base = 80.0
    elif g.is_muslim(cid) and g.troops(cid):
        base = 25.0  # a Plot where Troops are costs Prestige (8.5.6)
    elif g.is_muslim(cid) and g.governance(cid) in (GOOD, FAIR):
        base = 18.0 + g.resources(cid)
    elif g.is_non_muslim(cid):
        base = 16.0
    else:
        base = 8.0
    return (base + 2 * (n - 1)) * _weights.get().alert


def _best_alert(g: Game, value: int) -> tuple[float, str | None]:
    cands = alert_targets(g, value)
    if not cands:
        return 0.0, None
    cid = max(cands, key=lambda c: _alert_ev(g, c))
    return _alert_ev(g, cid), cid


def _rc_ev(g: Game, cid: str) -> float:
    """Regime Change: takes the country's Resources off Islamist Rule; weak (few Cells) is best."""
    ev = 28 + 5 * g.resources(cid) - 2 * g.c(cid).cells
    if g.ir_resources() >= 4:
        ev += 15
    return ev + _weights.get().regime_change


def _best_rc(g: Game, value: int) -> tuple[float, str | None]:
    cands = rc_targets(g, value)
    if not cands:
        return 0.0, None
    cid = max(cands, key=lambda c: (_rc_ev(g, c), -g.c(c).cells))
    return _rc_ev(g, cid), cid


def _deploy_target(g: Game, value: int = 3) -> str | None:
    """A Muslim Ally (not Islamist Rule) where Cells outnumber Troops enough to threaten Jihad."""
    memo = _Memo.board(g)
    threatened: list[str] | None = memo.get(("threatened",))  # (whatever the card's value: once per board)
    if threatened is None:
        countries = g.state.countries  # (the Muslim countries, in map order, their state read directly)
        threatened = memo[("threatened",)] = [
            cid for cid in MUSLIM
            if (c := countries[cid]).alignment == "ally" and c.governance is not None and _threat(g, cid) >= 3
        ]
    top = min(value, 3)
    cands = [c for c in threatened if g.governance(c) <= top]  # type: ignore[operator]
    return max(cands, key=lambda c: (_threat(g, c), g.resources(c))) if cands else None


def _deploy_source(g: Game, dest: str) -> str | None:
    """Where the Troops come from: the track, else the country with the most Troops to spare."""
    if movable(g, TRACK) > 0:
        return TRACK
    srcs = [c for c, cs in g.state.countries.items() if c != dest and cs.troops and movable(g, c) > 0]
    return max(srcs, key=lambda c: (movable(g, c) - max(0, g.c(c).cells), -g.c(c).cells)) if srcs else None


def _home_source(g: Game) -> str | None:
    """The country whose Troops free to leave (7.3.1) are enough, brought home, to move the Troops
    marker up a box (4.7.3: 5 and 10 Troops on the track), the one with the most to spare over its
    Cells; None where none is (or the marker is in Low Intensity already)."""
    on = g.troops_on_track()
    if on >= 10:
        return None
    need = (5 if on < 5 else 10) - on
    best: tuple[int, str] | None = None
    for cid, cs in g.state.countries.items():
        if cs.troops and (m := movable(g, cid)) >= need and (best is None or m - cs.cells > best[0]):
            best = (m - cs.cells, cid)
    return best[1] if best else None


def _deploy_ev(g: Game, value: int) -> float:
    """A Deploy to a threatened Ally (`_deploy_target`), or Troops brought home (`Weights.troops_home`):
    the better of the two."""
    w = _weights.get()
    t = _deploy_target(g, value)
    ev = 0.0
    if t is not None and _deploy_source(g, t) is not None:
        ev = (8 + 2 * g.resources(t) + 2 * _threat(g, t)) * w.deploy
    if w.troops_home and _home_source(g) is not None:
        ev = max(ev, w.troops_home)
    return ev


def _reassess_ev(g: Game) -> float:
    side, v = _world_posture(g)  # (once per board)
    us = g.state.us_posture
    pen = v if side is not None and side != us else 0  # (`gwot_penalty`, 4.7.2.1)
    new = "soft" if us == "hard" else "hard"
    new_pen = v if side is not None and side != new else 0
    return 10 * (pen - new_pen) - 8  # the second 3-value card is spent too


def _event_ev(g: Game, n: int) -> float:
    ev = EVENT_SCORES.get(n, 8 if CARDS[n].side == "US" else 0)
    if n in PLOT_EVENTS:
        us_plots = len(g.c("united_states").plots)
        ev += PLOT_EVENTS[n] * us_plots + 4 * sum(len(c.plots) for c in g.state.countries.values())
    return ev * _weights.get().event


def _trigger_penalty(g: Game, n: int) -> float:
    """What the bot's Event costs the US when a Jihadist card is played for Operations."""
    card = CARDS[n]
    if n == 120:
        return 2.0
    if card.side != "Jihadist" or not _jihadist_playable(g, n):
        return 0.0
    return 4.0 + 2 * card.ops


def _jihadist_playable(g: Game, n: int, memo: dict[tuple[object, ...], Any] | None = None) -> bool:
    """`events.playable(g, n, "jihadist")`, once per decision (a hand's ranking asks it twice of
    each Jihadist card: its trigger and its free play; the Events' conditions read more than the
    board). `memo`: the decision's (`_Memo.get`), where the caller has it."""
    if memo is None:
        memo = _Memo.get(g)
    k = ("jihadist_playable", n)
    got = memo.get(k)
    if got is None:
        got = memo[k] = events.playable(g, n, "jihadist")
    return got  # type: ignore[no-any-return]


class _Memo:
    """Values computed on one board, kept while the board is unchanged: every change to the
    state logs or follows a decision, so the state object, its log's length and the decision
    count identify it (the object is held, so its id is not reused while it is remembered). One
    attribute, read and replaced whole: bots deciding in several threads at once (the service's
    worker threads) each get the values of their own board, at worst computed again.

    `get`: the values of one decision (a card's value reads the hand and the Events' conditions).
    `board`: the values that read only the board (`_board_key`), shared by every decision and
    every game copy on an equal board: a rollout's card, `how` and target prompts are one board,
    and a candidate's target is asked on the same public board in every sampled future."""

    #: (the state, its log's length, its decision count and the priorities' weights, `Weights`: a
    #: board's values are those of the weights they were computed with)
    entry: tuple[object, tuple[int, int, Weights | None], dict[tuple[object, ...], Any]] = (None, (0, 0, None), {})
    board_entry: tuple[object, tuple[int, int, Weights | None], dict[tuple[object, ...], Any]] = (None, (0, 0, None), {})
    #: the latest boards' values with their `_board_key`, by the key's hash, the most recently used
    #: last (a tuple does not keep its hash: a dict keyed by the key itself hashed it on every
    #: lookup and again on every store, each a scan of the whole map)
    boards: dict[int, tuple[tuple[object, ...], dict[tuple[object, ...], Any]]] = {}

    @classmethod
    def get(cls, g: Game) -> dict[tuple[object, ...], Any]:
        s = g.state
        key = (len(s.log), s.decisions, _weights.get())
        entry = cls.entry
        if entry[0] is not s or entry[1] != key:
            entry = cls.entry = (s, key, {})
        return entry[2]

    @classmethod
    def board(cls, g: Game) -> dict[tuple[object, ...], Any]:
        s = g.state
        w = _weights.get()
        key = (len(s.log), s.decisions, w)
        entry = cls.board_entry
        if entry[0] is s and entry[1] == key:
            return entry[2]
        boards = cls.boards
        bk = _board_key(s, w)
        h = hash(bk)
        held = boards.pop(h, None)
        if held is not None and held[0] == bk:  # (the same hash and the same board)
            memo = held[1]
        else:  # (a board of the same hash, if any, is dropped)
            memo = {}
            while len(boards) >= MOST_BOARDS:
                try:
                    del boards[next(iter(boards))]
                except (KeyError, RuntimeError, StopIteration):  # (another thread's at the same time)
                    break
        boards[h] = (bk, memo)
        cls.board_entry = (s, key, memo)
        return memo


    @classmethod
    def keep_board(cls, g: Game) -> None:
        """The US's next decision comes on this very board (a rollout, `smart_policy`: a card
        chosen, whose `how` follows; a `how` or the order of a triggered Event answered, whose
        Operation's first target follows; nothing between changes what `_board_key` reads): its
        values are this decision's, without making the board's key again."""
        s = g.state
        entry = cls.board_entry
        w = _weights.get()
        if entry[0] is s and entry[1] == (len(s.log), s.decisions, w):
            cls.board_entry = (s, (len(s.log), s.decisions + 1, w), entry[2])


#: boards remembered (`_Memo.boards`): a rollout's few, and the decision's own among them
MOST_BOARDS = 48


def _board_key(s: GameState, weights: Weights | None = None) -> tuple[object, ...]:
    """All that the board's values (`_Memo.board`: War of Ideas, Disrupt, Alert, Regime Change and
    Deploy values, the Operations' legality, World Posture, Good Resources) may read, the Events'
    modifiers included (engine.hooks: they read the countries, the Lapsing and Lingering events,
    the phase, the players and the flags). Not the hands, deck, cards in play, dice, log or
    decision count, which none of them reads, nor a face-down Plot's value, which the US may not
    see (the values count Plots, never their values). First the priorities' `Weights` (`weights`,
    else this context's): the values are theirs."""
    return (
        weights or _weights.get(), s.players, s.ideology, s.length, s.turn, s.phase, s.prestige, s.funding, s.us_posture, s.reshuffles,
        s.wmd_box, s.pakistan_arsenal, tuple(s.lapsing), tuple(s.event_box), repr(s.flags) if s.flags else "",
        tuple([
            (
                c.governance, c.alignment, c.posture, c.troops, c.sleepers, c.actives, c.cadre, c.aid, c.besieged,
                c.regime_change, tuple(c.markers) if c.markers else (),
                tuple([(p.value if "face_up" in p.flags else None, tuple(p.flags)) for p in c.plots]) if c.plots else (),
            )
            for c in s.countries.values()
        ]),
    )


def _woi_common(memo: dict[tuple[object, ...], Any], g: Game) -> Any:
    """`woi_common` (the War of Ideas modifiers every country shares), once per board."""
    common = memo.get(("woi_common",))
    if common is None:
        common = memo[("woi_common",)] = woi_common(g)
    return common


def _woi_drm(g: Game, cid: str) -> int:
    """7.2 War of Ideas modifiers (engine.ops.us.woi_drm), once per country and board (the
    modifiers every country shares, `woi_common`, once per board)."""
    memo = _Memo.board(g)
    k = ("drm", cid)
    if k not in memo:
        memo[k] = woi_drm_total(g, cid, _woi_common(memo, g))
    return memo[k]  # type: ignore[no-any-return]


def _good_resources(g: Game) -> int:
    """Board.good_resources, once per board."""
    memo = _Memo.board(g)
    if ("good",) not in memo:
        memo[("good",)] = g.good_resources()
    return memo[("good",)]  # type: ignore[no-any-return]


def _world_posture(g: Game) -> tuple[str | None, int]:
    """4.8.3 World Posture (Board.world_posture), once per board."""
    memo = _Memo.board(g)
    if ("world",) not in memo:
        memo[("world",)] = g.world_posture()
    return memo[("world",)]  # type: ignore[no-any-return]


def _op_ev(g: Game, op: str, value: int) -> float:
    return _op_ev_in(_Memo.board(g), g, op, value)


def _op_ev_in(memo: dict[tuple[object, ...], Any], g: Game, op: str, value: int) -> float:
    """`_op_ev` with the board's memo at hand (`_Memo.board`: asked once for a hand's scores)."""
    k = ("op", op, value)
    got = memo.get(k)
    if got is None:
        got = memo[k] = _op_ev_now(g, op, value)
    return got  # type: ignore[no-any-return]


def _op_ev_now(g: Game, op: str, value: int) -> float:
    if op == "woi":
        return _woi_bests(g)[value] if 1 <= value <= 3 else _best_woi(g, value)[0]
    if op == "disrupt":
        return _disrupt_bests(g)[value] if 1 <= value <= 3 else _best_disrupt(g, value)[0]
    if op == "alert":
        return _best_alert(g, value)[0]
    if op == "regime_change":
        return _best_rc(g, value)[0]
    if op == "deploy":
        return _deploy_ev(g, value)
    if op == "withdraw":
        return 1.0
    return 0.0


def _how_scores(g: Game, n: int, ids: list[str]) -> dict[str, float]:
    """A score for each way to play card n (the options of a `how` prompt)."""
    value = CARDS[n].ops
    boosted = min(3, value + g.state.reserves["us"])
    memo = _Memo.board(g)
    out: dict[str, float] = {}
    for i in ids:
        if i == "event":
            out[i] = _event_ev(g, n)
        elif i == "ops:reassessment":
            out[i] = _reassess_ev(g)
        elif i == "ops:reserves":
            # saving towards a 3-Ops War of Ideas in a Poor country, an Alert or a Regime Change
            out[i] = 4.0 if value <= 2 else 0.0
        elif i == "ops:none":
            out[i] = 0.0
        elif i.startswith("ops:"):
            op = i[4:]
            if op.endswith("+r"):
                out[i] = _op_ev_in(memo, g, op[:-2], boosted) - 3
            else:
                out[i] = _op_ev_in(memo, g, op, value)
        else:
            out[i] = -1.0
    return out


def _card_options(g: Game, n: int) -> list[str]:
    """The `how` options a card would have now (as play_chosen builds them), for ranking a hand."""
    value = CARDS[n].ops
    reserves = g.state.reserves["us"]
    boosted = min(3, value + reserves)
    ids = ["event"] if events.can_play_as_event(g, n, "us") else []
    for k in ("woi", "deploy", "regime_change", "disrupt", "alert"):
        if _legal(g, k, value):
            ids.append(f"ops:{k}")
        if reserves and boosted > value and _legal(g, k, boosted):
            ids.append(f"ops:{k}+r")
    if value <= 2 and reserves < 2:
        ids.append("ops:reserves")
    if value == 3 and g.state.cards_played == 0 and sum(CARDS[m].ops == 3 for m in g.state.hands["us"]) >= 2:
        ids.append("ops:reassessment")
    return ids


def _legal(g: Game, kind: str, value: int) -> bool:
    """engine.ops.us.legal, once per board."""
    return _legal_in(_Memo.board(g), g, kind, value)


def _legal_in(memo: dict[tuple[object, ...], Any], g: Game, kind: str, value: int) -> bool:
    """`_legal` with the board's memo at hand: for a card's value (1-3), read from the lowest value
    that makes each Operation legal (engine.ops.us.legal_all, one scan per Operation for the
    board: a higher value never takes a target away, 7.1.1)."""
    if not 1 <= value <= 3:
        return us_ops_legal(g, kind, value)
    lowest = memo.get(("legal_all",))
    if lowest is None:
        lowest = memo[("legal_all",)] = us_ops_legal_all(g)
    return lowest[kind] <= value  # type: ignore[no-any-return]


def _card_value(
    g: Game, n: int, memo: dict[tuple[object, ...], Any] | None = None, board: dict[tuple[object, ...], Any] | None = None
) -> float:
    """How good playing card n is now: its best use, less the bot's Event it would trigger.
    `memo`, `board`: the decision's and the board's memos, where the caller has them."""
    if memo is None:
        memo = _Memo.get(g)
    k = ("card", n)
    got = memo.get(k)
    if got is None:
        got = memo[k] = _card_value_now(g, n, board)
    return got  # type: ignore[no-any-return]


def _card_value_now(g: Game, n: int, board: dict[tuple[object, ...], Any] | None = None) -> float:
    """`_how_scores` of `_card_options`: the best of the Event's score and of the others' (their
    first best: the same value as the maximum over them all), less the Event it triggers. The
    Operations' part reads the board alone (`_ops_best`; `board`: its memo, where the caller has it)."""
    value = CARDS[n].ops
    s = g.state
    best = _ops_best(g, value, s.reserves["us"], board)
    if value == 3 and s.cards_played == 0 and sum(CARDS[m].ops == 3 for m in s.hands["us"]) >= 2:
        reassess = _reassess_ev(g)
        best = reassess if best is None else max(best, reassess)
    best_ops = (0.0 if best is None else best) - _trigger_penalty(g, n)
    if events.can_play_as_event(g, n, "us"):
        return max(best_ops, _event_ev(g, n))
    return best_ops


def _ops_best(g: Game, value: int, reserves: int, memo: dict[tuple[object, ...], Any] | None = None) -> float | None:
    """The best score among a card's Operations with `value` Ops (with Reserves, and Reserves
    themselves: `_card_options`' ids from "ops:woi" to "ops:reserves", scored as `_how_scores`
    does), the first of equals; None without any. Once per board (`memo`: `_Memo.board`'s)."""
    if memo is None:
        memo = _Memo.board(g)
    k = ("ops", value, reserves)
    if k in memo:
        return memo[k]  # type: ignore[no-any-return]
    boosted = min(3, value + reserves)
    scores: list[float] = []
    for op in ("woi", "deploy", "regime_change", "disrupt", "alert"):
        if _legal_in(memo, g, op, value):
            scores.append(_op_ev_in(memo, g, op, value))
        if reserves and boosted > value and _legal_in(memo, g, op, boosted):
            scores.append(_op_ev_in(memo, g, op, boosted) - 3)
    if value <= 2 and reserves < 2:
        scores.append(4.0)  # ("ops:reserves", as `_how_scores` scores it)
    best = memo[k] = max(scores) if scores else None
    return best


def _card_priority(g: Game, n: int) -> float:
    """Value now, plus a bonus for a Jihadist card whose Event cannot happen now (a free play)."""
    return _priorities(g, (n,))[n]


def _priorities(g: Game, cards: Iterable[int]) -> dict[int, float]:
    """`_card_priority` of each card, the decision's memo read once (`_card_value`,
    `_jihadist_playable`: a hand's ranking asks them of every card)."""
    memo = _Memo.get(g)
    board: dict[tuple[object, ...], Any] | None = None  # (the board's memo, once: every card's Operations read it)
    out: dict[int, float] = {}
    for n in cards:
        if board is None and ("card", n) not in memo:
            board = _Memo.board(g)
        v = _card_value(g, n, memo, board)
        card = CARDS[n]
        if card.side == "Jihadist" and not _jihadist_playable(g, n, memo):
            v += 4.0 + 2 * card.ops  # (a free play: its Event cannot happen now)
        out[n] = v + 0.1 * card.ops
    return out


#: each card's play option id (engine.cardplay's) and its number, each country's option id
#: (engine.prompts.country_id) and the country: a menu read without parsing its ids
_PLAYS = {f"play:{n}": n for n in CARDS}
_COUNTRY_IDS = {country_id(c): c for c in COUNTRIES}


def _smart_card(g: Game, ids: list[str]) -> str | None:
    plays = {_PLAYS[i]: i for i in ids if i in _PLAYS}
    if not plays:
        return next((i for i in ids if i.startswith("play:")), None)
    priority = _priorities(g, plays)
    best = min(plays, key=lambda n: (-priority[n], n))  # (the first of `sorted`'s order)
    if "done" in ids and _card_value(g, best) < 5:  # an optional extra play (card 18)
        return "done"
    if "hold" in ids and len(plays) == 1:
        v = _card_value(g, best)
        if CARDS[best].side == "Jihadist" and _trigger_penalty(g, best) > 0 and v < 2:
            return f"discard:{best}"  # 6.3.2.3: a discarded card's Event never happens
        if CARDS[best].side != "Jihadist" and CARDS[best].ops == 3 and v < 6:
            return "hold"
    return plays[best]


def _smart_order(g: Game, p: Prompt) -> str:
    """A triggered Event against our Operation: let it fizzle first if it cannot happen now, let
    it come first before an Alert (a new Plot can still be Blocked), else act before it."""
    n = g.state.in_play[-1] if g.state.in_play else 0
    ops_label = next((o.msg for o in p.options if o.id == "first:ops"), "")
    op = ops_label.arg("op") if isinstance(ops_label, Msg) else None
    if n and n != 120 and not events.playable(g, n, events.decider(n, "us")):
        return "first:event"
    if isinstance(op, Msg) and op.id in ("op-alert", "op-reserves"):
        return "first:event"
    if isinstance(ops_label, str) and ops_label.startswith(("Alert", "Reserves")):
        return "first:event"
    return "first:ops"


def _smart_country(g: Game, p: Prompt, cids: dict[str, str]) -> str | None:
    asked, text = _asked(p)
    if asked:
        value = int(p.msg.arg("ops", 3))  # type: ignore[union-attr]
    else:
        value = next((int(x) for x in text.split("(")[-1].split() if x.isdigit()), 3) if "Ops)" in text else 3
    if asked == "woi-where" or text.startswith("War of Ideas"):
        memo = _Memo.board(g)  # (the same target on an equal board: a candidate's, in every future)
        k = ("woi_pick", value, tuple(cids))
        pick = memo.get(k)
        if pick is None:
            pick = memo[k] = max(cids, key=lambda c: (_woi_ev_in(memo, g, c, value), g.resources(c)))
        return cids[pick]
    if asked == "disrupt-where" or text.startswith("Disrupt"):
        memo = _Memo.board(g)
        return cids[max(cids, key=lambda c: _disrupt_ev_in(memo, g, c))]
    if asked == "alert-where" or text.startswith("Alert"):
        return cids[max(cids, key=lambda c: _alert_ev(g, c))]
    if asked == "rc-where" or text.startswith("Regime Change: which"):
        return cids[max(cids, key=lambda c: (_rc_ev(g, c), -g.c(c).cells))]
    if asked == "withdraw-to-where" or (text.startswith("Withdraw from") and text.endswith("to where?")):  # 7.3.5: a threatened Ally, else home
        t = _deploy_target(g)
        return cids[t] if t in cids else "track"
    if asked in ("rc-from-where", "withdraw-where") or text.startswith("Regime Change: Troops") or text.startswith("Withdraw"):
        return cids[max(cids, key=lambda c: g.c(c).troops)]
    if asked == "deploy-from-where" or text.startswith("Deploy: from"):
        t = _deploy_target(g)
        # (no threatened Ally: Troops brought home, `_deploy_ev`, from where they are enough)
        src = _deploy_source(g, t) if t else _home_source(g) if _weights.get().troops_home else None
        if src is not None and (src == TRACK and "track" in p.ids() or src in cids):
            return "track" if src == TRACK else cids[src]
        return cids[max(cids, key=lambda c: (movable(g, c) - g.c(c).cells, -_threat(g, c)))]
    if asked == "deploy-to-where" or text.startswith("Deploy from"):
        t = _deploy_target(g)
        if t in cids:
            return cids[t]
        if _weights.get().troops_home and "track" in p.ids():  # (`Weights.troops_home`: home rather than elsewhere)
            return "track"
        allies = [c for c in cids if g.is_muslim(c) and _threat(g, c) > 0]
        if allies:
            return cids[max(allies, key=lambda c: (_threat(g, c), g.resources(c)))]
        return "track" if "track" in p.ids() else None
    low = text.lower()
    if "posture" in low or "war of ideas" in low:  # events letting the US set Postures
        us = g.state.us_posture
        off = [c for c in cids if g.posture(c) != us]
        if off:
            return cids[max(off, key=lambda c: (g.posture(c) is not None, c == "united_kingdom"))]
        return "done" if "done" in p.ids() else None
    if "remove" in low and "cell" in low:
        return cids[max(cids, key=lambda c: (_threat(g, c), g.c(c).cells, g.resources(c)))]
    if "improve" in low or "regime change country" in low or "aid" in low:
        return cids[max(cids, key=lambda c: (g.governance(c) == FAIR, g.resources(c)))]
    if "adversary" in low:
        return cids[max(cids, key=lambda c: (g.resources(c), -g.c(c).cells))]
    return None


def target_values(g: Game, p: Prompt) -> dict[str, float] | None:
    """The smart priorities' value of each country option of a War of Ideas or Disrupt target
    prompt (the option they choose is among the highest), for a search of the small choice; None
    for any other prompt."""
    asked = _asked(p)[0]
    if asked not in ("woi-where", "disrupt-where"):
        return None
    memo = _Memo.board(g)
    cids = {i: _COUNTRY_IDS[i] for i in p.ids() if i in _COUNTRY_IDS}
    if asked == "woi-where":
        value = int(p.msg.arg("ops", 3))  # type: ignore[union-attr]
        return {i: _woi_ev_in(memo, g, cid, value) for i, cid in cids.items()}
    return {i: _disrupt_ev_in(memo, g, cid) for i, cid in cids.items()}


def _smart_count(g: Game, p: Prompt, ids: list[str]) -> str:
    ns = sorted(int(i[2:]) for i in ids)
    lo, hi = ns[0], ns[-1]
    asked, text = _asked(p)
    want = hi
    if asked == "rc-how-many" or text.startswith("Regime Change in"):
        cid = _ref_country(p.msg.arg("country")) if asked else _text_country(g, text.removeprefix("Regime Change in "))  # type: ignore[union-attr]
        want = max(6, g.c(cid).cells + 5) if cid else hi
    elif asked == "deploy-how-many" or (text.startswith("Deploy from") and "to the Troops track" not in text):
        if asked:
            where = p.msg.arg("dest")  # type: ignore[union-attr]
            dest = _ref_country(where.arg("country")) if isinstance(where, Msg) and where.id == "country-name" else None
        else:
            dest = _text_country(g, text.split(" to ", 1)[1]) if " to " in text else None
        if dest:
            want = max(2, g.c(dest).cells - g.troops(dest) + 2)
    return f"n:{min(hi, max(lo, want))}"


def _ref_country(ref: object) -> str | None:
    return str(ref.value) if isinstance(ref, Ref) and ref.kind == "country" else None


def _deploys(p: Prompt) -> bool:
    """A Deploy question (from where, to where): the Troops track is an answer."""
    asked, text = _asked(p)
    return asked in ("deploy-from-where", "deploy-to-where") or text.startswith("Deploy")


def _text_country(g: Game, text: str) -> str | None:

    for cid in COUNTRIES:
        if text.startswith(name(cid)):
            return cid
    return None


#: `str.startswith`'s argument for each option id (`smart_policy`: the test in C, no call per id)
_PLAY = repeat("play:")


#: a `how` prompt's answers after which the US's next prompt comes on the same board: the order
#: of a triggered Event (`order`), or the Operation's first target (engine.ops.us.run)
_BOARD_KEEPING_HOW = frozenset(
    f"ops:{op}{r}" for op in ("woi", "deploy", "regime_change", "withdraw", "disrupt", "alert") for r in ("", "+r")
) | {"ops:reassessment"}


def smart_policy(g: Game, p: Prompt, rnd: random.Random) -> str:
    """A scoring US player: deterministic for a seed, and using only what the US may see. (On a
    rollout's fast path, an answer after which the US's next prompt comes on the same board keeps
    the board's values for it: `_Memo.keep_board`.)"""
    ids = p.ids()
    if p.kind == "card" or any(map(str.startswith, ids, _PLAY)):
        pick = _smart_card(g, ids)
        if pick:
            if g.fast and p.kind == "card" and pick.startswith("play:"):  # (its `how` follows)
                _Memo.keep_board(g)
            return pick
    if p.kind == "how":
        n = g.state.in_play[-1] if g.state.in_play else 0
        if n:
            scores = _how_scores(g, n, ids)
            pick = max(ids, key=scores.__getitem__)  # first on ties: the option order is stable
            if g.fast and pick in _BOARD_KEEPING_HOW:
                _Memo.keep_board(g)
            return pick
    if p.kind == "order" and set(ids) == {"first:event", "first:ops"}:
        pick = _smart_order(g, p)
        if g.fast and pick == "first:ops":
            _Memo.keep_board(g)
        return pick
    cids = {_COUNTRY_IDS[i]: i for i in ids if i in _COUNTRY_IDS}
    if cids:
        pick = _smart_country(g, p, cids)
        if pick:
            return pick
    if "track" in ids and _deploys(p):
        return "track"
    if ids and all(i.startswith("n:") and i[2:].isdigit() for i in ids):
        return _smart_count(g, p, ids)
    if all(i.startswith("cells:") for i in ids):  # Disrupt: remove Actives rather than activate
        return max(ids, key=lambda i: tuple(int(x) for x in i.split(":")[1:]))
    if {"posture:hard", "posture:soft"} <= set(ids):
        return f"posture:{g.state.us_posture}"
    if "cell:sleeper" in ids:
        return "cell:sleeper"
    if any(i.startswith(("with:", "card:")) for i in ids):
        cards = {int(i.split(":")[1]): i for i in ids if ":" in i and i.split(":")[1].isdigit()}
        if cards:
            take = "take" in _asked(p)[1].lower()
            pick = (max if take else min)(cards, key=lambda m: (_card_priority(g, m), -m))
            return cards[pick]
    plots = [i for i in ids if i.startswith("plot:")]
    if plots:
        return max(plots, key=lambda i: _alert_ev(g, i.split(":")[1]))
    yes = [i for i in ids if i.endswith(":yes") or i == "yes"]
    if yes and p.kind == "yes_no":
        return yes[0]
    return rnd.choice(ids)
