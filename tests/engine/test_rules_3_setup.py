"""3.0 Set-up: the four scenarios, the variant, the Jihadist's set-up choices, game lengths."""

import pytest

from engine import Game
from engine.state import FAIR, ISLAMIST_RULE, POOR
from tests.helpers import ALL_CARDS, card_count, choose


def test_lets_roll_setup():
    g = Game.new("lets_roll", seed=3)
    s = g.state
    assert (s.prestige, s.funding, s.us_posture) == (7, 9, "hard")
    assert g.world_posture() == ("hard", 1)  # only Israel is marked
    assert g.troops_on_track() == 11 and g.troop_level() == "low_intensity"
    assert g.cells_on_track() == 11
    assert (g.good_resources(), g.ir_resources(), g.fair_good_countries(), g.poor_ir_countries()) == (0, 1, 3, 4)
    afg = s.countries["afghanistan"]
    assert afg.governance == ISLAMIST_RULE and afg.alignment == "adversary" and afg.sleepers == 4
    assert s.countries["somalia"].besieged and s.countries["somalia"].governance is None
    # 5.2.8 deal: Funding 9 (Ample) 9 cards, Low Intensity 9 cards
    assert len(s.hands["jihadist"]) == 9 and len(s.hands["us"]) == 9
    assert card_count(g) == ALL_CARDS and s.removed == []
    p = g.prompt()
    assert p.role == "jihadist" and p.kind == "card"  # 3.2 play begins with the Jihadist


def test_you_can_call_me_al():
    g = Game.new("you_can_call_me_al", seed=3)
    assert g.state.us_posture == "soft"
    assert g.gwot_penalty() == 1
    assert g.state.removed == [78]  # Axis of Evil
    assert 78 not in g.state.deck and card_count(g) == ALL_CARDS


def test_anaconda_jihadist_places_three_cells_and_tests():
    g = Game.new("anaconda", seed=5, dice=[5, 2])
    p = g.prompt()
    assert p.role == "jihadist" and "country:united_states" not in p.ids()
    choose(g, "country:sudan", "country:france", "country:pakistan")
    s = g.state
    assert s.countries["sudan"].governance == FAIR and s.countries["sudan"].alignment == "neutral"  # test roll 5
    assert s.countries["france"].posture == "soft"  # test roll 2
    assert s.countries["pakistan"].sleepers == 2 and s.countries["pakistan"].governance == POOR
    assert g.cells_on_track() == 10 and g.troop_level() == "war"
    assert s.removed == [43, 109]
    assert "FATA" in s.countries["pakistan"].markers and "Patriot Act" in s.countries["united_states"].markers
    assert s.countries["afghanistan"].regime_change == "tan"
    assert len(s.hands["jihadist"]) == 8 and len(s.hands["us"]) == 8  # Funding 6, War


def test_anaconda_no_repeated_country():
    g = Game.new("anaconda", seed=5)
    choose(g, "country:sudan")
    assert "country:sudan" not in g.prompt().ids()


def test_mission_accomplished_schengen_rolls_and_reroll():
    g = Game.new("mission_accomplished", seed=5, dice=[1, 2, 3, 4, 5, 6, 1, 6])
    # benelux, eastern_europe, france, germany, italy, scandinavia, spain
    s = g.state
    assert [s.countries[c].posture for c in ("benelux", "eastern_europe", "france", "germany", "italy", "scandinavia", "spain")] == [
        "soft", "soft", "soft", "soft", "hard", "hard", "soft"
    ]
    choose(g, "country:spain")  # 2-player: the Jihadist rerolls one
    assert s.countries["spain"].posture == "hard"
    assert s.countries["united_kingdom"].posture == "hard" and s.countries["philippines"].posture == "soft"
    assert g.troops_on_track() == 0 and g.troop_level() == "overstretch"
    assert g.cells_on_track() == 5 and g.cells_available() == 0
    assert set(s.event_box) == {"Enhanced Measures", "Renditions", "Wiretapping"}
    assert sorted(s.removed) == [5, 37, 43, 57, 109, 116]
    assert (g.fair_good_countries(), g.poor_ir_countries()) == (5, 4)
    assert len(s.hands["us"]) == 7 and len(s.hands["jihadist"]) == 8


@pytest.mark.parametrize("length", [1, 2, 3])
def test_game_lengths(length):
    g = Game.new("lets_roll", seed=1, length=length)
    assert g.view(None).game_length == length


def test_bad_setup_refused():
    with pytest.raises(ValueError, match="Unknown scenario"):
        Game.new("nowhere")
    with pytest.raises(ValueError, match="length"):
        Game.new("lets_roll", length=4)
    with pytest.raises(ValueError, match="ideology"):
        Game.new("lets_roll", ideology="virulent")  # 2-player


def test_same_seed_same_deck_whatever_the_decisions():
    a = Game.new("lets_roll", seed=77)
    b = Game.new("lets_roll", seed=77)
    assert a.state.deck == b.state.deck and a.state.hands == b.state.hands
