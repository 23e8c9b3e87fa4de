"""5.2.8 Deal, and 5.3.1's warning that the hands just dealt are the last."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from engine.decider import solo
from engine.msg import Msg, card, m

if TYPE_CHECKING:
    from engine.game import Game


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
        solo().deal(g)
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
                if not g.fast:
                    g.log(_you_draw(n), kind="secret", to=role)  # type: ignore[arg-type]
    if not g.fast:
        g.log(m("deal", jihadist=got["jihadist"], us=got["us"], deck=len(s.deck)))
    warn_last_turn(g)


@cache
def _you_draw(n: int) -> Msg:
    return m("you-draw", card=card(n))


def warn_last_turn(g: Game) -> None:
    """Say when the hands just dealt are the last: the next deal ends the game (5.3.1)."""
    if deal_ends_game(g):
        if not g.fast:
            g.log(m("last-turn", cards=len(g.state.deck), needed=cards_to_deal(g)))
