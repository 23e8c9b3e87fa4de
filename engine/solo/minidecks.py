"""9.2 OPTIONAL: the three mini-decks (Unassociated, Jihadist, US).

The Draw Deck list keeps every card (so the card count stays simple); each mini-deck is the
cards of one association in their deck order, top = end. Shuffling the whole deck shuffles each
mini-deck, and the deck is exhausted exactly when all three are, which triggers the Reshuffle
(5.3.1). Each deal, and each event-driven draw, starts the cycle at Unassociated
(solo-bot.md 1.3); the cards one event draws continue the cycle.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import rng as dice
from engine.data import CARDS
from engine.msg import card, m

if TYPE_CHECKING:
    from engine.game import Game

ORDER = ("Unassociated", "Jihadist", "US")


def take(g: Game, i: int) -> tuple[int | None, int]:
    """The top card of the first non-empty mini-deck from position i of the cycle, and the next position."""
    s = g.state
    if not s.deck:
        g.reshuffle()
    if not s.deck:
        return None, i
    g.irreversible()
    for k in range(3):
        side = ORDER[(i + k) % 3]
        for j in range(len(s.deck) - 1, -1, -1):
            if CARDS[s.deck[j]].side == side:
                return s.deck.pop(j), (i + k + 1) % 3
    raise AssertionError("a card with no association")


def draw(g: Game) -> int | None:
    """An event-driven draw (board.draw_card with the option on)."""
    s = g.state
    key = [s.turn, s.phase, s.cards_played, list(s.in_play)]
    last = s.flags.get("mini_deck_cycle")
    i = last[1] if last and last[0] == key else 0
    n, i = take(g, i)
    s.flags["mini_deck_cycle"] = [key, i]
    return n


def deal(g: Game) -> None:
    """5.2.8 with mini-decks: the whole Jihadist hand, shuffled, then the US hand (9.2)."""
    s = g.state
    got = {"jihadist": 0, "us": 0}
    for role in ("jihadist", "us"):
        i = 0
        for _ in range(g.hand_size(role)):  # type: ignore[arg-type]
            n, i = take(g, i)
            if n is None:
                break
            s.hands[role].append(n)
            got[role] += 1
            if not g.fast:
                g.log(m("you-draw", card=card(n)), kind="secret", to=role)  # type: ignore[arg-type]
        if role == "jihadist":
            dice.shuffle(s.rng, s.hands["jihadist"])
    s.flags.pop("mini_deck_cycle", None)
    if not g.fast:
        g.log(m("deal", jihadist=got["jihadist"], us=got["us"], deck=len(s.deck)))
