"""What the US has seen of the Jihadist hand, read from the game's own log, for the search's
samples (`search.determinize`).

*Intel Community* (18) and *FSB* (17) show the US the whole Jihadist hand: the log keeps the
cards in a line addressed to the US alone (`ev-hand-holds`, engine.events.us). Until the next
Reshuffle (5.3.1: a card played since may come back into the deck), each card seen that is still
among the cards the US cannot see (the Jihadist hand and the deck: a card anywhere else is in
plain sight, or in the US hand) is taken to be still in the Jihadist hand.

In the 1-player game the bot's hand is a face-down pile, played and drawn from the top (9.2),
and the US sees it in its order: the cards seen stay at the bottom, in that order, below the
cards drawn since. *FSB* shuffles it after the look (9.2), and so does each deal of the optional
mini-decks: then only which cards, not their order. Against a person the order means nothing.

The *Fatwa* swap (97) tells the US one card of the Jihadist hand: the one the US gave (its line
to the US alone, `ev-you-give-receive`). Since the last look, each card so given that is still
among those the US cannot see is taken to be in the Jihadist hand too, in no known place: in the
1-player game it went on top of the pile (9.2), but cards drawn since go on top of it.

What a person could not know is never read here: only the US's own lines and the public lines
(the shuffle, the Reshuffle)."""

from __future__ import annotations

from dataclasses import dataclass

from engine.game import Game
from engine.msg import Msg


@dataclass(frozen=True, slots=True)
class SeenHand:
    """The Jihadist hand as the US last saw it: its cards bottom to top (the order of
    `GameState.hands`), and whether that order still holds."""

    cards: tuple[int, ...]
    ordered: bool
    #: cards the US gave to the Jihadist hand since (*Fatwa*), in no known order
    held: tuple[int, ...] = ()


#: the last log read (its last entry, kept alive so that its identity stays its own; its length)
#: and what it said: a search reads the same log for every one of its futures
_last: tuple[object, int, SeenHand | None] | None = None


def seen_hand(g: Game) -> SeenHand | None:
    """What the US saw of the Jihadist hand since the last Reshuffle and still may count on
    (see the module); None when it saw nothing."""
    global _last
    log = g.state.log
    if not log:
        return None
    last = _last
    if last is not None and last[0] is log[-1] and last[1] == len(log):
        return last[2]
    got = _read(g)
    _last = (log[-1], len(log), got)
    return got


def _read(g: Game) -> SeenHand | None:
    shuffled = g.state.mini_decks  # (9.2 OPTIONAL: a deal since may have shuffled it; taken as shuffled)
    given: list[int] = []  # (the Fatwa swaps since the last look, latest first)
    for e in reversed(g.state.log):
        said = e.msg
        if said.__class__ is not Msg:
            continue
        mid = said.id  # type: ignore[union-attr]
        if mid == "reshuffle":
            break
        if mid == "ev-hand-shuffled":
            shuffled = True
        elif mid == "ev-you-give-receive" and e.to == "us":
            given.append(int(said.arg("given").value))  # type: ignore[union-attr]
        elif mid == "ev-hand-holds-none" and e.to == "us":
            break
        elif mid == "ev-hand-holds" and e.to == "us":
            cards = tuple(int(r.value) for r in said.arg("cards", ()))  # type: ignore[union-attr]
            return SeenHand(cards, ordered=not shuffled and g.state.players == "solo", held=tuple(given[::-1]))
    return SeenHand((), ordered=False, held=tuple(given[::-1])) if given else None
