"""A small seeded subset of bench/fuzz.py in the suite: random legal play over every set-up axis
(scenario, length, player mode, ideology, mini-decks) with the invariants checked after every
decision. The full run (5,000 games) is `python3 run.py bench fuzz`."""

from bench.fuzz import COMBINATIONS, IDEOLOGIES, LENGTHS, SCENARIOS, case, play

GAMES = range(28)  # the first 28 combinations touch every value of every axis


def test_the_subset_covers_every_axis():
    combos = [COMBINATIONS[k] for k in GAMES]
    assert {c[0] for c in combos} == set(SCENARIOS) and {c[2] for c in combos} == set(LENGTHS)
    solo = [c for c in combos if c[1] == "solo"]
    assert {c[3] for c in solo} == set(IDEOLOGIES) and {c[4] for c in solo} == {False, True}
    assert {(c[0], c[2]) for c in combos if c[1] == "two"} == {(s, n) for s in SCENARIOS for n in LENGTHS}


def test_random_games_have_no_exception_dead_end_runaway_or_invariant_break():
    bad = [(k, str(case(k)), out.kind, out.detail) for k in GAMES if (out := play(case(k))).kind != "ok"]
    assert not bad, bad
