"""5.0 Sequence of play: the driver asks `next_unit` for the next piece of work.

Each unit starts from a quiescent state described entirely by `GameState.phase`,
`cards_played` and `us_holds`, so a saved game resumes at the right place.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.board import card_name
from engine.hooks import modify

if TYPE_CHECKING:
    from engine.game import Game, Proc


def next_unit(g: Game) -> Proc:
    phase = g.state.phase
    if phase == "setup":
        from engine.setup import setup_unit

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
        g.log(f"Turn {s.turn}: {'US' if phase == 'us' else 'Jihadist'} Action Phase", kind="phase")


def jihadist_action_phase(g: Game) -> Proc:
    """5.2.2: the Jihadist plays two cards (fewer if the hand runs out)."""
    from engine.cardplay import play_card

    s = g.state
    if s.cards_played < 2 and s.hands["jihadist"]:
        if s.players == "solo":
            from engine.solo import bot_card_play

            yield from bot_card_play(g)
            s.cards_played += 1
        else:
            yield from play_card(g, "jihadist")
        return
    if s.cards_played == 0 and not s.hands["jihadist"] and s.players == "two":
        yield from _remove_cadres(g)  # 5.2.2: with no cards the Jihadist may still remove Cadres
    _start_phase(g, "us")


def _cadres(g: Game) -> list[str]:
    return [cid for cid, c in g.state.countries.items() if c.cadre]


def _remove_cadres(g: Game) -> Proc:
    from engine.board import name
    from engine.game import ask

    while cadres := _cadres(g):
        opts = [(f"cadre:{c}", f"Remove the Cadre in {name(c)}") for c in cadres] + [("pass", "Pass")]
        pick = yield ask("jihadist", "Jihadist Action Phase: no cards left. Remove a Cadre (4.8.4) or pass?", opts, kind="cadre")
        if pick == "pass":
            return
        cid = pick.removeprefix("cadre:")
        g.state.countries[cid].cadre = False
        g.log(f"Jihadist removes the Cadre in {name(cid)}")


def us_action_phase(g: Game) -> Proc:
    """5.2.2, 5.2.4: the US plays two cards; it may hold or discard a final single card."""
    from engine.cardplay import play_card

    s = g.state
    if s.cards_played < 2 and s.hands["us"] and not s.us_holds:
        yield from play_card(g, "us")
        return
    s.phase = "plots"


def plots_unit(g: Game) -> Proc:
    """5.2.3 resolve Plots after every US Action Phase, then go on or end the turn."""
    from engine.plots import resolve_plots

    s = g.state
    if any(c.plots for c in s.countries.values()):
        g.log(f"Turn {s.turn}: Plot resolution", kind="phase")
    yield from resolve_plots(g)
    if not s.hands["jihadist"] and (not s.hands["us"] or s.us_holds):
        s.phase = "end_of_turn"
    else:
        _start_phase(g, "jihadist")


def end_of_turn(g: Game) -> Proc:
    """5.2.5-5.2.9"""
    s = g.state
    g.log(f"End of turn {s.turn}", kind="phase")
    # 5.2.5 Expenditures and Diplomacy
    g.change_funding(modify("expenditures_funding", g, -1), "Expenditures")
    if any(g.is_ir(m) for m in s.countries if g.is_muslim(m)):
        g.change_prestige(-1, "a country is under Islamist Rule")
    side, value = g.world_posture()
    if value == 3 and side == s.us_posture:
        g.change_prestige(1, "Diplomacy")
    modify("end_of_turn", g, None)
    # 5.2.6 Event lapse and 1st Plot reset
    if s.lapsing:
        g.log("Lapsing events end: " + ", ".join(s.lapsing))
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


def cards_to_deal(g: Game) -> int:
    """5.2.8: how many cards the next deal takes at the current Funding and Troops levels."""
    return g.hand_size("jihadist") + g.hand_size("us")


def deal_ends_game(g: Game) -> bool:
    """5.3.1: the next deal needs more cards than the Draw Deck holds and its reshuffle ends the game."""
    s = g.state
    return s.reshuffles + 1 >= s.length and len(s.deck) < cards_to_deal(g)


def deal(g: Game) -> None:
    """5.2.8: alternate cards, Jihadist first, up to the Funding and Troops track numbers."""
    s = g.state
    if s.mini_decks:  # 9.2 OPTIONAL: the whole Jihadist hand, then the US hand
        from engine.solo.minidecks import deal as deal_mini_decks

        deal_mini_decks(g)
        warn_last_turn(g)
        return
    want = {"jihadist": g.hand_size("jihadist"), "us": g.hand_size("us")}
    got = {"jihadist": 0, "us": 0}
    while got["jihadist"] < want["jihadist"] or got["us"] < want["us"]:
        for role in ("jihadist", "us"):
            if got[role] < want[role]:
                n = g.draw_card()
                if n is None:
                    return
                s.hands[role].append(n)
                got[role] += 1
                g.log(f"You draw {card_name(n)}", kind="secret", to=role)  # type: ignore[arg-type]
    g.log(f"Deal: Jihadist {got['jihadist']} cards, US {got['us']} cards; {len(s.deck)} left in the deck")
    warn_last_turn(g)


def warn_last_turn(g: Game) -> None:
    """Say when the hands just dealt are the last: the next deal ends the game (5.3.1)."""
    if deal_ends_game(g):
        g.log(
            f"Last turn: the {len(g.state.deck)} cards left cannot fill the next deal ({cards_to_deal(g)} at the "
            "current levels): the game ends at the next reshuffle (5.3.1)"
        )
