"""Test helpers: build games in a given position with scripted dice."""

from __future__ import annotations

import random
from typing import Any

from engine import Game
from engine.data import CARDS


def game_at(
    position: dict[str, Any] | None = None,
    *,
    scenario: str = "lets_roll",
    players: str = "two",
    seed: int = 1,
    dice: list[int] | None = None,
    ideology: str = "normal",
) -> Game:
    """A game in `position` (engine.position format). With `hands` in the position the game
    starts at once in the given phase (default: the Jihadist Action Phase)."""
    g = Game.new(scenario, players=players, seed=seed, position=position, ideology=ideology)
    if dice:
        g.script_dice(*dice)
    return g


def choose(g: Game, *ids: str) -> None:
    """Answer the pending prompts in order with these option ids (role taken from the prompt)."""
    for i in ids:
        p = g.prompt()
        assert p is not None, f"no prompt pending for {i!r}"
        assert i in p.ids(), f"{i!r} not among {p.ids()} ({p.text})"
        g.act(p.role, i)


def option_ids(g: Game) -> list[str]:
    p = g.prompt()
    return p.ids() if p else []


def random_game(g: Game, rnd: random.Random, max_steps: int = 20000) -> int:
    steps = 0
    while not g.over:
        p = g.prompt()
        assert p is not None and p.options
        g.act(p.role, rnd.choice(p.ids()))
        steps += 1
        assert steps < max_steps, "runaway game"
    return steps


def card_count(g: Game) -> int:
    s = g.state
    return (
        len(s.deck) + len(s.discard) + len(s.removed) + len(s.lapsing_box) + len(s.first_plot_box)
        + len(s.in_play) + sum(len(h) for h in s.hands.values())
    )


ALL_CARDS = len(CARDS)
