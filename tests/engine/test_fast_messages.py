"""The rollout's fast path builds no log message of the board, the Operations, the card play or
the solitaire bot (issue 36, round 9): what only the log would read is made off the fast path
alone, and the solitaire bot's charts choose the same countries, with the same dice, either way."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from engine import Game, msg
from engine.msg import Msg
from engine.solo import where
from engine.state import FAIR, GOOD, POOR
from tests.engine.test_fast_path import _played

SCENARIOS = ["lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished"]


def _positions(limit: int, every: int) -> Iterator[tuple[Game, random.Random]]:
    """Solitaire games of every scenario (3 seeds each), random choices: the game every `every`
    decisions up to `limit`, with the game's own random source."""
    for scenario in SCENARIOS:
        for seed in range(3):
            g = Game.new(scenario, players="solo", seed=seed)
            rnd = random.Random(seed)
            while not g.over and g.state.decisions < limit:
                if g.state.decisions % every == 0:
                    yield g, rnd
                p = g.prompt()
                assert p is not None
                g.act(p.role, rnd.choice(p.ids()))


def _made_by(play: object, monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """The ids of the messages `play()` made (`engine.msg.m` makes each through `_new`)."""
    made: list[object] = []
    new = msg._new

    def recorded(cls: type) -> object:
        o = new(cls)
        made.append(o)
        return o

    monkeypatch.setattr(msg, "_new", recorded)
    try:
        play()  # type: ignore[operator]
    finally:
        monkeypatch.setattr(msg, "_new", new)
    return Counter(o._id for o in made if isinstance(o, Msg))  # type: ignore[attr-defined]


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_a_rollout_makes_no_log_message_outside_the_events(scenario: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The same 300 decisions played through `act` (the log written) and rolled out fast: of the
    messages the log holds, the rollout made none but the Events' own and the end's (the
    GameOver's reason), and far fewer messages in all."""
    g = _played(scenario, "solo", 7, limit=30)
    slow, fast = g.fork(), g.fork(fast=True)
    start = len(slow.state.log)
    rnd = random.Random(1)

    def by_act() -> None:
        for _ in range(300):
            p = slow.prompt()
            if p is None:
                return
            slow.act(p.role, rnd.choice(p.ids()))

    made_slow = _made_by(by_act, monkeypatch)
    rnd2 = random.Random(1)
    made_fast = _made_by(lambda: fast.rollout(lambda _g, p: rnd2.choice(p.ids()), max_decisions=300), monkeypatch)
    assert fast.state.model_dump(exclude={"log"}) == slow.state.model_dump(exclude={"log"})
    logged = {e.msg.id for e in slow.state.log[start:] if isinstance(e.msg, Msg)}
    assert len(logged) > 40  # (the solitaire bot, the Operations and the board spoke)
    leaked = {i for i in made_fast if i in logged and not i.startswith("ev-") and i != "victory"}
    assert leaked == set()
    assert sum(made_fast.values()) * 3 < sum(made_slow.values())


def _plain_boxes(g: Game, pool: list[str]) -> list[tuple[Msg, list[str]]]:
    """9.4.2.6's To boxes D1-D4 by their plain definition (round 8's code)."""
    d1: list[str] = []
    why1 = msg.m("where-to-1", what=msg.m("where-to-1-any"))
    for label, test in (
        (msg.m("where-besieged"), lambda c: g.c(c).besieged),
        (msg.m("where-to-1-rc"), lambda c: g.c(c).regime_change is not None),
        (msg.m("where-to-1-aid"), lambda c: g.c(c).aid > 0),
    ):
        d1 = [c for c in pool if g.is_muslim(c) and not g.is_ir(c) and test(c)]
        if d1:
            why1 = msg.m("where-to-1", what=label)
            break
    t = where.major_threshold(g)
    d2 = [c for c in pool if g.governance(c) == POOR and g.is_muslim(c) and where.units(g, c) + 2 - g.troops(c) >= t]
    d3 = [c for c in pool if g.is_muslim(c) and g.governance(c) in (GOOD, FAIR) and where.cells_adjacent(g, c)]
    if g.state.us_posture == "hard":
        d4 = [c for c in pool if g.is_non_muslim(c) and c != "united_states" and g.is_unmarked(c)]
        why4 = msg.m("where-to-4-hard")
    else:
        d4 = [c for c in pool if g.is_non_muslim(c) and c != "united_states" and g.posture(c) == "soft"]
        why4 = msg.m("where-to-4-soft")
    return [(why1, d1), (msg.m("where-to-2"), d2), (msg.m("where-to-3"), d3), (why4, d4)]


def test_the_to_boxes_found_as_reached_are_the_charts_own() -> None:
    positions = 0
    for g, rnd in _positions(400, 20):
        some = [c for c in g.state.countries if rnd.random() < 0.5]
        for pool in (list(g.state.countries), some):
            plain = _plain_boxes(g, pool)
            assert where.destination_boxes(g, pool) == plain
            assert list(where._boxes(g, pool, first=2)) == plain[1:]
        positions += 1
    assert positions > 50


def test_the_charts_choose_the_same_countries_with_the_same_dice_on_the_fast_path() -> None:
    """The charts' reasons are made off the fast path alone; their choices and their dice are
    the same either way (Travel, Recruit, Plot, Minor and Major Jihad)."""
    checked = 0
    for g, _ in _positions(300, 10):
        picks = []
        for fast in (False, True):
            copy = g.fork()
            copy.fast = fast
            try:
                cands = where.minor_jihad_candidates(copy)
                picks.append((
                    [d for d, _ in where.travel_destinations(copy, 3)],
                    [d for d, _ in where.travel_destinations(copy, 2, first_box=2)],
                    (where.recruit_target(copy, 2) or ("",))[0],
                    where.plot_ops_locales(copy, 3)[0],
                    (where.major_jihad_target(copy, 3) or ("",))[0],
                    where.choose(copy, cands, where.minor_keys(copy))[0] if cands else "",
                    copy.state.rng.model_dump(),
                ))
            finally:
                copy.fast = False
        assert picks[0] == picks[1]
        checked += 1
    assert checked > 100
