"""Property test: random legal play from every scenario, to the end, with invariants and replay."""

import random
import re

import pytest

from engine import Game, Setup
from tests.helpers import check_invariants

SCENARIOS = ["lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished"]
MAX_DECISIONS = 6000  # a 3-deck game of 2-player random play stays far below this


@pytest.mark.parametrize("scenario", SCENARIOS)
@pytest.mark.parametrize("length", [1, 2])
def test_random_games_end_cleanly(scenario, length):
    for seed in range(12 if length == 1 else 4):
        g = Game.new(scenario, seed=seed, length=length)
        rnd = random.Random(seed * 31 + length)
        actions = []
        check_invariants(g)
        while not g.over:
            p = g.prompt()
            choice = rnd.choice(p.ids())
            actions.append((p.role, choice))
            g.act(p.role, choice)
            check_invariants(g)
            assert len(actions) < MAX_DECISIONS, "runaway game"
        assert g.state.winner in ("us", "jihadist") and g.state.victory
        # grammar (issue 21): "an Islamist Rule country", never "a Islamist Rule" ("a US ..." is right)
        bad = [e.text for e in g.state.log if re.search(r"\b[aA] [AEIOaeio]|\b[aA]n [^AEIOUaeiou\s]", e.text)]
        assert not bad, bad[:3]
        replayed = Game.replay(Setup(scenario=scenario, seed=seed, length=length), actions)
        assert replayed.state_json() == g.state_json()


def test_every_offered_option_is_accepted():
    for seed in range(3):
        g = Game.new(SCENARIOS[seed % 4], seed=100 + seed)
        rnd = random.Random(seed)
        step = 0
        while not g.over and step < 400:
            p = g.prompt()
            if step % 5 == 0:
                snapshot = g.to_json()
                for i, opt in enumerate(p.ids()):
                    # the first from the save, the rest on copies (`fork` rebuilds as a restore does,
                    # without parsing the whole log again)
                    trial = Game.from_json(snapshot) if i == 0 else g.fork()
                    trial.act(p.role, opt)  # must not raise
                    check_invariants(trial)
            g.act(p.role, rnd.choice(p.ids()))
            step += 1
