"""4.0 Components: tracks, Posture and GWOT, Prestige rolls, tests of unmarked countries, Cadre."""

from engine.state import FAIR, POOR
from tests.helpers import choose, game_at


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
