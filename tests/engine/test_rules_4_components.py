"""4.0 Components: tracks, Posture and GWOT, Prestige rolls, tests of unmarked countries, Cadre."""

from engine.data import COUNTRIES
from engine.state import FAIR, GOOD, POOR
from tests.helpers import choose, game_at, option_ids


def test_world_posture_example_4_7_2():
    # three non-US countries Soft and five Hard (Israel counts Hard) → Hard 2
    g = game_at({"countries": {"france": {"posture": "soft"}, "spain": {"posture": "soft"}, "italy": {"posture": "soft"},
                               "germany": {"posture": "hard"}, "benelux": {"posture": "hard"},
                               "united_kingdom": {"posture": "hard"}, "canada": {"posture": "hard"}}})
    assert g.world_posture() == ("hard", 2)
    assert g.gwot_penalty() == 0  # US Hard too
    g.state.us_posture = "soft"
    assert g.gwot_penalty() == 2  # 4.7.2.1


def test_world_posture_capped_at_3_and_even():
    g = game_at({"countries": {c: {"posture": "soft"} for c in ["france", "spain", "italy", "germany", "benelux"]}})
    assert g.world_posture() == ("soft", 3)
    g2 = game_at({"countries": {"france": {"posture": "soft"}}})
    assert g2.world_posture() == (None, 0) and g2.gwot_penalty() == 0


def test_troops_track_example_4_7_3():
    g = game_at({"countries": {"saudi_arabia": {"troops": 2}, "gulf_states": {"troops": 5}}})
    assert g.troops_on_track() == 8 and g.troop_level() == "war"
    assert g.hand_size("us") == 8


def test_available_cells_example_4_7_4_2():
    g = game_at({"funding": 6, "countries": {"afghanistan": {"sleepers": 0, "actives": 3}}})
    assert g.cells_on_track() == 12 and g.cells_available() == 7
    assert g.hand_size("jihadist") == 8


def test_prestige_roll_4_7_1_lower_die_and_gwot():
    g = game_at({"prestige": 7})
    g.script_dice(5, 4, 2)
    g.roll_prestige()
    assert g.state.prestige == 9  # up by the lower of 4 and 2
    g.state.us_posture = "soft"  # World Hard 1: GWOT penalty -1 on the direction roll
    g.script_dice(5, 3, 6)
    g.roll_prestige()
    assert g.state.prestige == 6


def test_tracks_clamp():
    g = game_at({"prestige": 12, "funding": 1})
    g.change_prestige(3)
    g.change_funding(-2)
    assert (g.state.prestige, g.state.funding) == (12, 1)


def test_initial_test_4_9_4_governance_and_posture():
    g = game_at()
    g.script_dice(4, 5)
    g.test("sudan")
    g.test("france")
    assert g.state.countries["sudan"].governance == POOR and g.state.countries["sudan"].alignment == "neutral"
    assert g.state.countries["france"].posture == "hard"
    g.script_dice(6)
    g.test("sudan")  # marked already: no effect, no die used
    assert g.state.countries["sudan"].governance == POOR and g.state.rng.scripted == [6]


def test_us_posture_roll_has_plus_one_4_9_3():
    g = game_at({"us_posture": "soft"})
    g.script_dice(4)
    g.roll_posture("united_states")
    assert g.state.us_posture == "hard"


def test_cadre_4_8_4_recruit_and_removal_by_jihadist():
    g = game_at({"countries": {"gulf_states": {"cadre": True}}, "hands": {"jihadist": [61, 48], "us": [12]}, "funding": 9})
    assert "cadre:gulf_states" in g.prompt().ids()
    g.script_dice(2)
    choose(g, "play:61", "ops:recruit", "country:gulf_states", "done")
    c = g.state.countries["gulf_states"]
    assert c.sleepers == 1 and not c.cadre  # recruiting with a Cadre; the Cadre goes
    g2 = game_at({"countries": {"gulf_states": {"cadre": True}}, "hands": {"jihadist": [61], "us": [12]}})
    choose(g2, "cadre:gulf_states")
    assert not g2.state.countries["gulf_states"].cadre and g2.prompt().kind == "card"


def test_oil_price_spike_resources_4_2_6():
    g = game_at()
    assert g.resources("saudi_arabia") == 3
    g.state.lapsing.append("Oil Price Spike")
    assert g.resources("saudi_arabia") == 4 and g.resources("jordan") == 1


def test_schengen_adjacency_4_5():
    g = game_at()
    assert g.adjacent("france", "germany")  # Schengen to Schengen
    assert g.adjacent("turkey", "spain")  # link to Schengen
    assert not g.adjacent("turkey", "united_kingdom")  # two links are not adjacent
    assert g.distance("morocco", "eastern_europe") == 1
    assert g.governance("iran") == FAIR


def test_a_change_stopped_by_a_track_limit_says_so():
    """Issue 16: a change that does nothing at a track's end, or with no Cell left, says why."""
    g = game_at({"prestige": 12, "funding": 1, "countries": {"afghanistan": {"governance": "islamist_rule", "sleepers": 15}}})
    g.change_prestige(1, "Diplomacy")
    g.change_funding(-1, "Expenditures")
    g.place_cells("iraq", 1)
    g.change_prestige(0)  # no reason given: nothing was asked to change, nothing to say
    log = [e.text for e in g.state.log]
    assert log[-3:] == [
        "Prestige stays 12, its limit (Diplomacy)",
        "Funding stays 1, its limit (Expenditures)",
        "No Cell is on the Funding track: none placed in Iraq",
    ]


# ---------------------------------------------------------------------- the rulebook's examples (4.x)
def test_example_4_2_2_saudi_arabia_improves_poor_to_fair_to_good_in_the_same_alignment_box():
    g = game_at({})
    sa = g.state.countries["saudi_arabia"]
    g.improve_governance("saudi_arabia")
    assert (sa.governance, sa.alignment) == (FAIR, "ally")
    g.improve_governance("saudi_arabia")
    assert (sa.governance, sa.alignment) == (GOOD, "ally")


def test_example_4_2_4_saudi_arabia_sets_up_as_a_poor_ally():
    for scenario in ("lets_roll", "anaconda", "mission_accomplished"):
        sa = game_at({}, scenario=scenario).state.countries["saudi_arabia"]
        assert (sa.governance, sa.alignment) == (POOR, "ally"), scenario


def test_example_4_3_4_philippines_recruit_number_3():
    assert COUNTRIES["philippines"].recruit == 3  # recruiting there: test_example_8_2_4_*


def test_example_4_6_3_no_cell_is_placed_when_all_15_are_in_countries():
    g = game_at({"hands": {"jihadist": [81], "us": [40]}, "funding": 9,
                 "countries": {"iraq": {"governance": "poor", "alignment": "adversary"}}})
    g.state.countries["iraq"].sleepers += g.cells_on_track()
    assert g.cells_on_track() == 0
    choose(g, "play:81")
    assert "ops:recruit" not in option_ids(g)  # no Recruiting
    assert g.place_cells("pakistan", 1) == 0 and g.state.countries["pakistan"].cells == 0  # nor by Events


def test_example_4_7_tracks_limit_funding_and_world_posture():
    g = game_at({"countries": {c: {"posture": "soft"} for c in ["france", "spain", "italy", "germany", "benelux",
                                                                "united_kingdom", "canada", "russia"]}})
    g.change_funding(-20)
    assert g.state.funding == 1  # never below 1
    g.change_funding(+20)
    assert g.state.funding == 9  # nor above 9
    assert g.world_posture() == ("soft", 3)  # eight Soft, one Hard (Israel): never beyond Soft 3


def test_example_4_9_3_us_posture_roll_is_modified_by_plus_one():
    g = game_at({})
    g.script_dice(posture=[4, 4])
    assert g.roll_posture("united_states") == "hard"  # 4+1 = 5: Hard
    assert g.roll_posture("france") == "soft"  # the same 4 for another country: Soft


def test_example_4_7_7_3_oil_price_spike_takes_a_lapsing_card_its_marker_stays():
    # the mid-turn reshuffle half: test_mid_turn_reshuffle_takes_lapsing_and_1st_plot_cards_but_effects_go_on_5_3_1
    g = game_at({"hands": {"us": [117, 40], "jihadist": []}, "phase": "us", "lapsing_box": [2],
                 "lapsing": ["Biometrics"], "first_plot_box": [48], "first_plot": True})
    choose(g, "play:117", "event", "card:2")
    s = g.state
    assert 2 in s.hands["us"] and 2 not in s.lapsing_box
    assert g.in_play("Biometrics")  # the Event's marker replaces the card: its effect lasts the turn
    assert s.first_plot_box == [48] and s.first_plot
