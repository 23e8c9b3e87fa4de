"""Test helpers: build games in a given position with scripted dice."""

from __future__ import annotations

import random
from typing import Any

from engine import Game
from engine.data import CARDS, MUSLIM


def game_at(
    position: dict[str, Any] | None = None,
    *,
    scenario: str = "lets_roll",
    players: str = "two",
    seed: int = 1,
    dice: list[int] | None = None,
    ideology: str = "normal",
    length: int = 1,
) -> Game:
    """A game in `position` (engine.position format). With `hands` in the position the game
    starts at once in the given phase (default: the Jihadist Action Phase)."""
    return Game.new(scenario, players=players, seed=seed, position=position, ideology=ideology, length=length, dice=dice)


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


def random_steps(g: Game, rnd: random.Random, steps: int) -> Game:
    """Play up to `steps` random legal decisions (fewer if the game ends)."""
    for _ in range(steps):
        p = g.prompt()
        if p is None:
            break
        g.act(p.role, rnd.choice(p.ids()))
    return g


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


def check_invariants(g: Game) -> None:
    """What must hold after every step of any game (issue: property test)."""
    s = g.state
    assert 0 <= g.cells_on_track() <= 15, "15 Cells accounted for"
    assert 0 <= g.troops_on_track() <= 15, "15 Troops accounted for"
    for cid, c in s.countries.items():
        assert min(c.troops, c.sleepers, c.actives, c.aid) >= 0, cid
        if c.regime_change:
            assert c.governance in (2, 3), f"Regime Change only at Poor/Fair ({cid})"
        # Governance and Alignment values (4.2): an Event may leave Aid or a Besieged Regime at Good or
        # Islamist Rule, or an Islamist Rule country Neutral (6.2.2), so only the values are checked
        assert c.governance in (None, 1, 2, 3, 4), f"Governance value ({cid})"
        assert c.alignment in (None, "ally", "neutral", "adversary"), f"Alignment value ({cid})"
        if cid in MUSLIM:
            assert (c.governance is None) == (c.alignment is None), f"a marked Muslim country has both ({cid})"
        else:
            assert c.governance is None and c.alignment is None and not c.aid and not c.besieged, cid
    assert card_count(g) == ALL_CARDS, "120 cards accounted for"
    seen = s.deck + s.discard + s.removed + s.lapsing_box + s.first_plot_box + s.in_play + s.hands["us"] + s.hands["jihadist"]
    assert len(set(seen)) == ALL_CARDS, "no card in two places"
    assert 1 <= s.prestige <= 12 and 1 <= s.funding <= 9
    assert all(0 <= v <= 2 for v in s.reserves.values())
    assert g.world_posture()[1] <= 3
    placed = sum(len(c.plots) for c in s.countries.values())
    assert placed + len(s.available_plots) + len(s.plots_aside) <= 12
    if s.phase not in ("plots", "over"):  # (a Plot being resolved is off the map and not yet back)
        numbered = sum(1 for c in s.countries.values() for p in c.plots if p.value != "WMD")
        numbered += sum(1 for v in s.available_plots if v != "WMD") + len(s.plots_aside)
        assert numbered == 6, "the six numbered Plot markers (4.8.1)"
        if s.players == "solo":
            assert placed + len(s.available_plots) == 6, "exactly 6 Plot markers in play (9.3.3)"
    if not g.over:
        p = g.prompt()
        assert p is not None and p.options, "a prompt with options until the game ends"
        assert len(set(p.ids())) == len(p.ids()), "option ids are unique"
