"""Dice and shuffles from counters kept in the game state.

Each stream (dice, deck) is a counter hashed with the game's secret seed, so the whole RNG
state is three integers and a reloaded game rolls exactly the same dice. Deck shuffles draw
from their own stream: two games from one seed keep the same deck order however their
decisions (and so their dice) differ.

Every roll says its purpose (`PURPOSES`). Tests script dice either in plain order
(`scripted`, served first, whatever the purpose) or by purpose (`by_purpose`): while any
purpose queue holds dice, a roll for a purpose with no die queued raises ScriptedDiceError, so
a test cannot feed a tie-break die to a Plot roll by mistake.
"""

from __future__ import annotations

import hashlib
from typing import Literal, get_args

from pydantic import BaseModel

#: what a die is rolled for: 4.9.4 country tests, 4.9.3 Posture, 4.7.1 Prestige, 7.2 War of
#: Ideas and 7.3.4 Regime Change Governance, 8.2 Recruit, 8.3 Travel, 8.4 Jihad, 8.5.6 Plot
#: resolution, a card's own roll, and random picks (tie-breaks, 9.5 random country tables)
Purpose = Literal["test", "posture", "prestige", "governance", "recruit", "travel", "jihad", "plot", "event", "random"]
PURPOSES: tuple[str, ...] = get_args(Purpose)


class ScriptedDiceError(RuntimeError):
    """A test's scripted dice do not match the rolls the engine makes."""


class RngState(BaseModel):
    seed: int
    dice_drawn: int = 0
    deck_drawn: int = 0
    scripted: list[int] = []  # tests: rolls served before the dice stream
    by_purpose: dict[str, list[int]] = {}  # tests: rolls by purpose (see the module docstring)


def _draw(seed: int, stream: str, n: int) -> int:
    h = hashlib.blake2b(f"{seed}:{stream}:{n}".encode(), digest_size=8).digest()
    return int.from_bytes(h, "big")


def _scripted(rng: RngState, purpose: str) -> int | None:
    if rng.scripted:
        return rng.scripted.pop(0)
    if not rng.by_purpose:
        return None
    queue = rng.by_purpose.get(purpose)
    if not queue:
        waiting = ", ".join(f"{k}={v}" for k, v in rng.by_purpose.items())
        raise ScriptedDiceError(f"a {purpose} die was rolled, but the scripted dice left are {waiting}")
    r = queue.pop(0)
    if not queue:
        del rng.by_purpose[purpose]
    return r


def roll_die(rng: RngState, purpose: str) -> int:
    if rng.scripted or rng.by_purpose:  # (tests' dice)
        r = _scripted(rng, purpose)
        if r is not None:
            return r
    # (the counter set in the model's dict: pydantic's __setattr__ costs five times as much, and
    # validates nothing on assignment; `_draw` inlined: a game rolls a few hundred dice)
    d = rng.__dict__
    n = d["dice_drawn"] = d["dice_drawn"] + 1
    h = _stream(rng.seed, "dice").copy()
    h.update(b"%d" % n)
    return int.from_bytes(h.digest(), "big") % 6 + 1


_streams: dict[tuple[int, str], hashlib.blake2b] = {}


def _stream(seed: int, stream: str) -> hashlib.blake2b:
    """A hash that has read `"{seed}:{stream}:"`, `_draw`'s prefix: a copy of it given the counter's
    digits gives `_draw`'s hash (blake2b reads its input in pieces as well as whole) in about half
    the time of hashing the whole text anew. Kept per seed (a few games at a time)."""
    made = _streams.get((seed, stream))
    if made is None:
        if len(_streams) >= 256:
            _streams.clear()
        made = _streams[(seed, stream)] = hashlib.blake2b(f"{seed}:{stream}:".encode(), digest_size=8)
    return made


def shuffle(rng: RngState, items: list[int]) -> None:
    """Fisher-Yates with the deck stream; shuffles in place."""
    drawn = rng.deck_drawn
    copy = _stream(rng.seed, "deck").copy  # (`_draw`, inlined: a game's set-up shuffles 100+ cards)
    for i in range(len(items) - 1, 0, -1):
        drawn += 1
        h = copy()
        h.update(b"%d" % drawn)
        j = int.from_bytes(h.digest(), "big") % (i + 1)
        items[i], items[j] = items[j], items[i]
    rng.deck_drawn = drawn


def pick_index(rng: RngState, n: int) -> int:
    """A uniform index in range(n) from the dice stream (solitaire random choices); a
    scripted `k` picks index k-1 (modulo n)."""
    r = _scripted(rng, "random")
    if r is not None:
        return (r - 1) % n
    rng.dice_drawn += 1
    return _draw(rng.seed, "dice", rng.dice_drawn) % n
