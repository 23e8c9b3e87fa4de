"""Dice and shuffles from counters kept in the game state.

Each stream (dice, deck) is a counter hashed with the game's secret seed, so the whole RNG
state is three integers and a reloaded game rolls exactly the same dice. Deck shuffles draw
from their own stream: two games from one seed keep the same deck order however their
decisions (and so their dice) differ.
"""

from __future__ import annotations

import hashlib

from pydantic import BaseModel


class RngState(BaseModel):
    seed: int
    dice_drawn: int = 0
    deck_drawn: int = 0
    scripted: list[int] = []  # tests: rolls served before the dice stream


def _draw(seed: int, stream: str, n: int) -> int:
    h = hashlib.blake2b(f"{seed}:{stream}:{n}".encode(), digest_size=8).digest()
    return int.from_bytes(h, "big")


def roll_die(rng: RngState) -> int:
    if rng.scripted:
        return rng.scripted.pop(0)
    rng.dice_drawn += 1
    return _draw(rng.seed, "dice", rng.dice_drawn) % 6 + 1


def shuffle(rng: RngState, items: list[int]) -> None:
    """Fisher-Yates with the deck stream; shuffles in place."""
    for i in range(len(items) - 1, 0, -1):
        rng.deck_drawn += 1
        j = _draw(rng.seed, "deck", rng.deck_drawn) % (i + 1)
        items[i], items[j] = items[j], items[i]


def pick_index(rng: RngState, n: int) -> int:
    """A uniform index in range(n) from the dice stream (solitaire random choices)."""
    if rng.scripted:
        return (rng.scripted.pop(0) - 1) % n
    rng.dice_drawn += 1
    return _draw(rng.seed, "dice", rng.dice_drawn) % n
