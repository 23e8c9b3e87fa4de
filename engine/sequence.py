"""5.0 Sequence of play: the driver asks `next_unit` for the next piece of work.

Each unit starts from a quiescent state described entirely by `GameState.phase`,
`cards_played` and `us_holds`, so a saved game resumes at the right place.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from engine.board import event_ref
from engine.cardplay import play_card
from engine.deal import deal, deal_ends_game
from engine.decider import solo
from engine.hooks import modify
from engine.msg import Msg, country, m, role
from engine.ops.plots import resolve_plots
from engine.prompts import ask
from engine.setup import setup_unit

if TYPE_CHECKING:
    from engine.game import Game
    from engine.prompts import Proc


def next_unit(g: Game) -> Proc:
    phase = g.state.phase
    if phase == "setup":
        return setup_unit(g)
    if phase == "jihadist":
        return jihadist_action_phase(g)
    if phase == "us":
        return us_action_phase(g)
    if phase == "plots":
        return plots_unit(g)
    if phase == "end_of_turn":
        return end_of_turn(g)
    raise RuntimeError(f"no unit for phase {phase}")


def unit_may_ask(g: Game) -> bool:
    """Whether the next unit can stop for a decision (only such units need a checkpoint)."""
    s = g.state
    if s.phase == "jihadist":
        if not s.hands["jihadist"]:
            return s.cards_played == 0 and s.players == "two" and bool(_cadres(g))
        return s.cards_played < 2
    if s.phase == "us":
        return s.cards_played < 2 and bool(s.hands["us"]) and not s.us_holds
    if s.phase == "plots":
        return any(c.plots for c in s.countries.values())
    return s.phase != "end_of_turn"


def _start_phase(g: Game, phase: str) -> None:
    s = g.state
    s.phase = phase  # type: ignore[assignment]
    s.cards_played = 0
    s.us_holds = False
    if phase in ("us", "jihadist"):
        s.action_phase += 1  # 5.2.2: a new Action Phase ("this or last Action Phase")
        s.last_phase_cards[phase] = []
        if not g.fast:
            g.log(_phase_action(s.turn, phase), kind="phase")


@cache  # (a message is immutable: one per turn and side)
def _phase_action(turn: int, phase: str) -> Msg:
    return m("phase-action", turn=turn, side=role(phase))


def jihadist_action_phase(g: Game) -> Proc:
    """5.2.2: the Jihadist plays two cards (fewer if the hand runs out). (A plain function giving
    the unit's procedure: the card play's own, one generator fewer for each of its decisions.)"""
    s = g.state
    if s.cards_played < 2 and s.hands["jihadist"]:
        if s.players == "solo":
            return _solo_card_play(g)
        return play_card(g, "jihadist")
    return _jihadist_phase_end(g)


def _solo_card_play(g: Game) -> Proc:
    yield from solo().card_play(g)
    g.state.cards_played += 1


def _jihadist_phase_end(g: Game) -> Proc:
    s = g.state
    if s.cards_played == 0 and not s.hands["jihadist"] and s.players == "two":
        yield from _remove_cadres(g)  # 5.2.2: with no cards the Jihadist may still remove Cadres
    _start_phase(g, "us")


def _cadres(g: Game) -> list[str]:
    return [cid for cid, c in g.state.countries.items() if c.cadre]


def _remove_cadres(g: Game) -> Proc:
    while cadres := _cadres(g):
        opts = [(f"cadre:{c}", m("cadre-remove-option", country=country(c))) for c in cadres] + [("pass", m("pass"))]
        pick = yield ask("jihadist", m("cadre-remove-ask"), opts, kind="cadre")
        if pick == "pass":
            return
        cid = pick.removeprefix("cadre:")
        g.state.countries[cid].cadre = False
        if not g.fast:
            g.log(m("cadre-removed", country=country(cid)))


def us_action_phase(g: Game) -> Proc:
    """5.2.2, 5.2.4: the US plays two cards; it may hold or discard a final single card. (A plain
    function giving the unit's procedure, as `jihadist_action_phase`.)"""
    s = g.state
    if s.cards_played < 2 and s.hands["us"] and not s.us_holds:
        return play_card(g, "us")
    return _us_phase_end(g)


def _us_phase_end(g: Game) -> Proc:
    g.state.phase = "plots"
    yield from ()


def plots_unit(g: Game) -> Proc:
    """5.2.3 resolve Plots after every US Action Phase, then go on or end the turn."""
    s = g.state
    if not g.fast and any(c.plots for c in s.countries.values()):  # (the log's line alone)
        g.log(m("phase-plots", turn=s.turn), kind="phase")
    yield from resolve_plots(g)
    if not s.hands["jihadist"] and (not s.hands["us"] or s.us_holds):
        s.phase = "end_of_turn"
    else:
        _start_phase(g, "jihadist")


def end_of_turn(g: Game) -> Proc:
    """5.2.5-5.2.9"""
    s = g.state
    if not g.fast:
        g.log(m("phase-end-of-turn", turn=s.turn), kind="phase")
    # 5.2.5 Expenditures and Diplomacy
    g.change_funding(modify("expenditures_funding", g, -1), m("why-expenditures"))
    if g.any_ir():
        g.change_prestige(-1, m("why-country-under-ir"))
    side, value = g.world_posture()
    if value == 3 and side == s.us_posture:
        g.change_prestige(1, m("why-diplomacy"))
    modify("end_of_turn", g, None)
    # 5.2.6 Event lapse and 1st Plot reset
    if s.lapsing:
        if not g.fast:
            g.log(m("lapsing-end", events=[event_ref(e) for e in s.lapsing]))
    s.discard.extend(s.lapsing_box)
    s.discard.extend(s.first_plot_box)
    s.lapsing_box, s.first_plot_box, s.lapsing = [], [], []
    s.first_plot = False
    # 5.2.7 Reserves
    s.reserves = {"us": 0, "jihadist": 0}
    # 5.2.8 Deal; 5.3.1: a deal that would run out the last deck ends the game first, so no
    # hand is dealt after the game is over (2.3 counts Resources only, so the result is the same)
    if deal_ends_game(g):
        g.reshuffle()
    s.turn += 1
    deal(g)
    # 5.2.9 Flip Regime Change
    for c in s.countries.values():
        if c.regime_change == "green":
            c.regime_change = "tan"
    _start_phase(g, "jihadist")
    yield from ()  # a unit that never asks
