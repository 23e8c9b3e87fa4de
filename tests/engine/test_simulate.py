"""Self-play (engine/selfplay.py): the "smart" US policy answers legally, plays games to the
end from every scenario, is reproducible, and makes the obvious moves."""

import random

import pytest

from engine import Game
from engine.selfplay import POLICIES, play_game, smart_policy
from engine.setup import SCENARIOS
from engine.usbot.policies import ROUND_5, weighing
from tests.helpers import game_at

U3, U3b = 40, 42  # Mass Turnout, Pakistani Offensive: 3-Ops US cards


def _answer(g: Game, rnd: random.Random) -> str:
    p = g.prompt()
    assert p is not None and p.role == "us"
    pick = smart_policy(g, p, rnd)
    assert pick in p.ids(), f"{pick!r} not among {p.ids()} ({p.text})"
    g.act(p.role, pick)
    return pick


@pytest.mark.parametrize("ideology", ["normal", "virulent"])
def test_smart_answers_only_legal_options(ideology):
    for seed in (3, 4):
        rnd = random.Random(seed)
        g = Game.new("lets_roll", players="solo", seed=seed, ideology=ideology)
        steps = 0
        while not g.over:
            _answer(g, rnd)
            steps += 1
            assert steps < 20_000, "runaway game"


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_smart_plays_every_scenario_to_the_end(scenario):
    g = play_game(scenario, "normal", us="smart", seed=11)
    assert g.over and g.state.winner in ("us", "jihadist")


def test_smart_is_registered_and_reproducible():
    assert {"random", "simple", "smart"} <= set(POLICIES)
    a = play_game("lets_roll", "coherent", us="smart", seed=5)
    b = play_game("lets_roll", "coherent", us="smart", seed=5)
    assert a.state_json() == b.state_json()


def test_play_game_shows_each_prompt_before_its_answer_and_plays_the_same_game():
    seen: list[tuple[int, str, str]] = []

    def each(g: Game, p) -> None:
        assert g.prompt() is p and not g.over  # (the prompt about to be answered)
        seen.append((g.state.decisions, p.role, p.kind))

    a = play_game("anaconda", "normal", us="smart", seed=5, each=each)
    assert a.state_json() == play_game("anaconda", "normal", us="smart", seed=5).state_json()
    assert [d for d, _, _ in seen] == sorted({d for d, _, _ in seen}) and len(seen) > 80
    assert {r for _, r, _ in seen} == {"us"} and sum(k == "card" for _, _, k in seen) > 20


def _solo_us_turn(countries=None, **extra):
    return game_at(
        {"hands": {"us": [U3, U3b], "jihadist": [48, 51]}, "countries": countries or {}, "phase": "us", **extra},
        players="solo",
    )


def test_smart_alerts_a_plot_in_the_united_states():
    g = _solo_us_turn({"united_states": {"plots": [1]}, "france": {"posture": "hard", "plots": [2]}})
    rnd = random.Random(0)
    assert _answer(g, rnd).startswith("play:")
    assert _answer(g, rnd) == "ops:alert"
    assert _answer(g, rnd) == "country:united_states"
    assert g.state.countries["united_states"].plots == []


def test_smart_regime_change_against_weak_islamist_rule():
    """With round 5's weights (the searching levels' priorities), a Regime Change in a weak
    Islamist Rule country is the priorities' use of a 3-Ops card."""
    # Let's Roll!: Afghanistan is Islamist Rule with 1 Resource; US Hard, 11 Troops on the track
    g = _solo_us_turn({"afghanistan": {"sleepers": 1}})
    assert g.state.us_posture == "hard" and g.is_ir("afghanistan") and g.resources("afghanistan") == 1
    rnd = random.Random(0)
    with weighing(ROUND_5):
        _answer(g, rnd)
        assert _answer(g, rnd) == "ops:regime_change"
    assert _answer(g, rnd) == "country:afghanistan"
    while g.prompt() is not None and g.prompt().role == "us" and not g.prompt().text.startswith("US Action Phase"):
        _answer(g, rnd)
    c = g.state.countries["afghanistan"]
    assert c.regime_change and c.alignment == "ally" and c.troops >= 6


def test_smart_prefers_a_war_of_ideas_to_a_regime_change_with_round_14s_weights():
    """Round 14's weights (the standard level's and self-play's) value a Regime Change 20 less:
    self-play won more with fewer of them (docs/usbot.md). The same turn: a War of Ideas."""
    g = _solo_us_turn({"afghanistan": {"sleepers": 1}})
    rnd = random.Random(0)
    _answer(g, rnd)
    assert _answer(g, rnd) == "ops:woi"
    assert not g.state.countries["afghanistan"].regime_change


def test_smart_discards_a_harmful_last_jihadist_card():
    # a last card whose Jihadist event would happen, with nothing useful to do: discard it
    g = game_at(
        {"hands": {"us": [51], "jihadist": [48]}, "phase": "us", "cards_played": 1,
         "countries": {"iraq": {"governance": "poor", "alignment": "ally", "troops": 2}, "gulf_states": {"troops": 0}}},
        players="solo",
    )  # (no Troops elsewhere: none to bring home for a card more a turn, 5.2.8)
    p = g.prompt()
    assert p is not None and "discard:51" in p.ids()
    assert smart_policy(g, p, random.Random(0)) == "discard:51"
