"""7.0 US Operations: War of Ideas, Deploy, Regime Change, Withdraw, Disrupt, Alert, Reassessment."""

from engine.state import FAIR, GOOD, POOR, WMD
from tests.helpers import choose, game_at, option_ids

U3, U3b, U2, U1 = 40, 42, 12, 1  # Mass Turnout, Pakistani Offensive (3); Al-Azhar (2); Backlash (1)
J3 = 81  # Foreign Fighters (Jihadist, 3)


def us_to_play(hand, countries=None, **extra):
    return game_at({"hands": {"us": hand, "jihadist": [48]}, "countries": countries or {}, "phase": "us", **extra})


# --------------------------------------------------------------------- War of Ideas
def test_woi_neutral_to_ally():
    g = us_to_play([U3], {"egypt": {"governance": "poor", "alignment": "neutral"}}, prestige=7)
    g.script_dice(4)  # 4 +1 (High Prestige) = 5
    choose(g, f"play:{U3}", "ops:woi", "country:egypt")
    assert g.state.countries["egypt"].alignment == "ally" and g.state.countries["egypt"].governance == POOR


def test_woi_ally_improves_governance_and_good_sweeps_markers():
    g = us_to_play(
        [U3],
        {"iraq": {"governance": "fair", "alignment": "ally", "aid": 1, "besieged": True, "regime_change": "tan", "troops": 6}},
        prestige=5,
    )
    g.script_dice(5)  # 5 +0 -1 (to Good) +1 (Aid) = 5
    choose(g, f"play:{U3}", "ops:woi", "country:iraq")
    c = g.state.countries["iraq"]
    assert c.governance == GOOD and c.aid == 0 and not c.besieged and c.regime_change is None


def test_woi_fails_by_one_places_aid_once():
    g = us_to_play([U3, U3b], {"egypt": {"governance": "poor", "alignment": "ally"}}, prestige=5)
    g.script_dice(4)
    choose(g, f"play:{U3}", "ops:woi", "country:egypt")
    assert g.state.countries["egypt"].aid == 1  # 7.2.2.1
    g.script_dice(3)  # 3 +1 Aid = 4: fails by one again, but War of Ideas places only the first Aid
    choose(g, f"play:{U3b}", "ops:woi", "country:egypt")
    assert g.state.countries["egypt"].aid == 1


def test_woi_modifiers():
    from engine.ops.us import woi_drm

    g = us_to_play([U3], {
        "pakistan": {"governance": "fair", "alignment": "ally", "aid": 2},
        "india": {},
        "afghanistan": {"clear": True, "governance": "good", "alignment": "ally"},
    }, prestige=2, us_posture="soft")
    # Low Prestige -1, to Good -1, GWOT (World Hard 1 vs US Soft) -1, Aid +2, Adjacent Good Ally +1
    assert woi_drm(g, "pakistan")[0] == -1 - 1 - 1 + 2 + 1


def test_woi_targets_and_value():
    g = us_to_play([U2], {
        "iraq": {"governance": "poor", "alignment": "ally"},
        "syria": {"governance": "fair", "alignment": "adversary"},
        "jordan": {"governance": "fair", "alignment": "neutral"},
    })
    choose(g, f"play:{U2}", "ops:woi")
    ids = option_ids(g)
    assert "country:jordan" in ids and "country:sudan" in ids  # Fair Neutral; unmarked
    assert "country:iraq" not in ids  # Poor needs a 3 (7.1.1)
    assert "country:syria" not in ids  # Adversary (7.2.1.1)
    assert "country:afghanistan" not in ids  # Islamist Rule (7.1.3)
    assert "country:united_states" not in ids and "country:israel" not in ids and "country:iran" not in ids


def test_woi_untested_with_too_few_ops_fails_4_9_5():
    g = us_to_play([U1])
    g.script_dice(2)  # Sudan tests Poor: a 1-value card is not enough
    choose(g, f"play:{U1}", "ops:woi", "country:sudan")
    c = g.state.countries["sudan"]
    assert c.governance == POOR and c.alignment == "neutral" and c.aid == 0


def test_woi_regime_change_needs_five_more_troops():
    g = us_to_play([U3], {"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "sleepers": 2, "regime_change": "tan"}})
    choose(g, f"play:{U3}", "ops:woi")
    assert "country:iraq" not in option_ids(g)  # 7.2.1.3


def test_woi_non_muslim_posture_and_prestige():
    g = us_to_play([U2], prestige=7)
    g.script_dice(5)
    choose(g, f"play:{U2}", "ops:woi", "country:france")
    assert g.state.countries["france"].posture == "hard" and g.state.prestige == 8  # 7.2.3
    assert g.world_posture() == ("hard", 2)


# --------------------------------------------------------------------- Deploy
def test_deploy_from_track_to_ally():
    g = us_to_play([U2], {"gulf_states": {}})
    choose(g, f"play:{U2}", "ops:deploy", "track")
    assert "country:gulf_states" in option_ids(g)  # Fair Ally
    assert "country:saudi_arabia" not in option_ids(g)  # Poor needs a 3
    choose(g, "country:gulf_states", "n:3")
    assert g.state.countries["gulf_states"].troops == 5 and g.troops_on_track() == 8
    assert g.troop_level() == "war"


def test_deploy_never_to_an_islamist_rule_ally_7_1_3():
    # an Event may leave an Islamist Rule country an Ally (6.2.2: Covert Action, then Darfur); Deploy
    # still may not go there (7.1.3), even with Reserves raising the value to Islamist Rule's 4
    from engine.ops.us import TRACK, deploy_destinations
    g = us_to_play([U3], {"afghanistan": {"alignment": "ally"}})
    assert g.is_ir("afghanistan") and g.is_ally("afghanistan")
    dests = deploy_destinations(g, 5, TRACK)
    assert "afghanistan" not in dests and "gulf_states" in dests


def test_deploy_regime_change_country_keeps_five_more_than_cells():
    from engine.ops.us import movable

    g = us_to_play([U3], {"iraq": {"governance": "poor", "alignment": "ally", "troops": 8, "sleepers": 2, "regime_change": "tan"}})
    assert movable(g, "iraq") == 1  # 7.3.1


def test_regime_change():
    g = us_to_play([U3], prestige=7)
    g.script_dice(5, 6, 3, 4)  # Governance 5 → Fair; Prestige: 6 up, dice 3 and 4 → +3
    choose(g, f"play:{U3}", "ops:regime_change", "country:afghanistan", "track", "n:6")
    c = g.state.countries["afghanistan"]
    assert c.governance == FAIR and c.alignment == "ally" and c.regime_change == "green"
    assert c.troops == 6 and c.actives == 4 and c.sleepers == 0
    assert g.state.prestige == 10


def test_regime_change_needs_hard_posture():
    g = us_to_play([U3], us_posture="soft")
    choose(g, f"play:{U3}")
    assert "ops:regime_change" not in option_ids(g)


def test_withdraw():
    g = us_to_play([U3], {"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "sleepers": 3, "aid": 1, "regime_change": "tan"}},
                   us_posture="soft", prestige=6)
    g.script_dice(1, 2, 5)  # Prestige drops (1-1 GWOT), by the lower of 2 and 5
    choose(g, f"play:{U3}", "ops:withdraw", "country:iraq", "track", "n:6")
    c = g.state.countries["iraq"]
    assert c.troops == 0 and c.aid == 0 and c.besieged and c.regime_change == "tan"
    assert g.state.prestige == 4


def test_withdraw_deploys_to_any_deploy_destination_7_3_5():
    # 7.3.5: Withdraw is a special Deploy: the Troops may go to an Ally (7.3.3), not only the track
    g = us_to_play([U3], {
        "iraq": {"governance": "fair", "alignment": "ally", "troops": 6, "sleepers": 1, "regime_change": "tan"},
        "saudi_arabia": {"governance": "poor", "alignment": "ally", "troops": 0},
    }, us_posture="soft", prestige=6)
    track = g.troops_on_track()
    g.script_dice(6, 1, 1)  # Prestige roll
    choose(g, f"play:{U3}", "ops:withdraw", "country:iraq")
    assert {"track", "country:saudi_arabia"} <= set(option_ids(g)) and "country:iraq" not in option_ids(g)
    choose(g, "country:saudi_arabia", "n:4")
    assert g.state.countries["iraq"].troops == 2 and g.state.countries["saudi_arabia"].troops == 4
    assert g.troops_on_track() == track and g.state.countries["iraq"].besieged


# --------------------------------------------------------------------- Disrupt
def test_disrupt_with_troops_two_cells_and_prestige():
    g = us_to_play([U3], {"iraq": {"governance": "poor", "alignment": "adversary", "troops": 2, "sleepers": 1, "actives": 1}}, prestige=5)
    # only one combination, so no question: remove the Active, activate the Sleeper (7.4.2 note)
    choose(g, f"play:{U3}", "ops:disrupt", "country:iraq")
    c = g.state.countries["iraq"]
    assert c.actives == 1 and c.sleepers == 0
    assert g.state.prestige == 6  # 7.4.4


def test_disrupt_last_cell_leaves_cadre():
    g = us_to_play([U2], {"gulf_states": {"actives": 1}})
    choose(g, f"play:{U2}", "ops:disrupt", "country:gulf_states")
    c = g.state.countries["gulf_states"]
    assert c.cells == 0 and c.cadre  # 7.4.3


def test_disrupt_removes_cadre_and_hard_posture_two_cells():
    g = us_to_play([U2, U2 + 1], {"gulf_states": {"cadre": True}, "france": {"posture": "hard", "actives": 3}})
    choose(g, f"play:{U2}", "ops:disrupt", "country:gulf_states")
    assert not g.state.countries["gulf_states"].cadre
    choose(g, f"play:{U2 + 1}", "ops:disrupt", "country:france")
    assert g.state.countries["france"].actives == 1  # Hard Posture: two Cells (7.4.2)


def test_disrupt_targets():
    g = us_to_play([U3], {"syria": {"governance": "fair", "alignment": "adversary", "sleepers": 1}, "iran": {"sleepers": 1}})
    choose(g, f"play:{U3}")
    # Cells only in an Adversary without Troops and in Iran: no Disrupt target (7.4.1)
    assert "ops:disrupt" not in option_ids(g)
    from engine.ops.us import disrupt_targets

    assert disrupt_targets(g, 3) == []


# --------------------------------------------------------------------- Alert and Reserves
def test_alert_blocks_plot():
    g = us_to_play([U3], {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1, "plots": [2]}}, available_plots=[1, 1, 1, 2, 3])
    choose(g, f"play:{U3}", "ops:alert", "country:iraq")
    assert g.state.countries["iraq"].plots == [] and sorted(g.state.available_plots, key=str) == [1, 1, 1, 2, 2, 3]


def test_alert_lets_the_us_select_the_plot_7_5_2():
    # 7.5.2 the US selects one of the face-down markers; the choice must not show their values
    g = us_to_play([U3, U3b], {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 2, "plots": [1, 3]}},
                   available_plots=[1, 1, 2, 2])
    choose(g, f"play:{U3}", "ops:alert", "country:iraq")
    p = g.prompt()
    assert p.role == "us" and p.ids() == ["plot:iraq:0", "plot:iraq:1"]
    assert [o.label for o in p.options] == ["the first Plot placed in Iraq", "the second Plot placed in Iraq"]
    choose(g, "plot:iraq:1")
    assert [pl.value for pl in g.state.countries["iraq"].plots] == [1]
    assert sorted(g.state.available_plots, key=str) == [1, 1, 2, 2, 3]


def test_alert_wmd_removed_from_game():
    g = us_to_play([U3], {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1, "plots": ["WMD"]}}, wmd_box=2)
    choose(g, f"play:{U3}", "ops:alert", "country:iraq")
    assert WMD not in g.state.available_plots  # 7.5.3


def test_reserves_then_alert_example_6_3_3_1():
    g = us_to_play([U2, U1 + 5], {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1, "plots": [1]}},
                   available_plots=[1, 1, 2, 2, 3], reserves={"us": 0, "jihadist": 0})
    choose(g, f"play:{U2}", "ops:reserves")
    assert g.state.reserves["us"] == 2
    choose(g, f"play:{U1 + 5}")
    assert "ops:alert+r" in option_ids(g) and "ops:alert" not in option_ids(g)
    choose(g, "ops:alert+r", "country:iraq")
    assert g.state.reserves["us"] == 0 and g.state.countries["iraq"].plots == []


# --------------------------------------------------------------------- Reassessment
def test_reassessment_two_three_cards():
    g = us_to_play([U3, U3b, U2])
    choose(g, f"play:{U3}", "ops:reassessment", f"with:{U3b}")
    assert g.state.us_posture == "soft"
    assert g.state.cards_played == 0 and g.state.phase == "jihadist"  # the whole Action Phase (7.6.2)


def test_reassessment_orders_triggered_jihadist_events():
    rc = {"iraq": {"governance": "poor", "alignment": "ally", "regime_change": "tan", "troops": 6}}
    g = us_to_play([U3, J3], rc)
    choose(g, f"play:{U3}", "ops:reassessment", f"with:{J3}")
    p = g.prompt()  # Foreign Fighters triggers: the US picks the order (7.6.3)
    assert p.role == "us" and p.ids() == ["order:switch,81", "order:81,switch"]


def test_reassessment_asks_no_order_for_an_event_that_cannot_occur_6_3_2_1():
    g = us_to_play([U3, J3])  # Foreign Fighters needs a Regime Change marker: there is none
    choose(g, f"play:{U3}", "ops:reassessment", f"with:{J3}")
    assert g.state.us_posture == "soft" and g.prompt().role == "jihadist"
    assert any(e.text.startswith("#81 Foreign Fighters: the Event will not occur (it needs:") for e in g.state.log)


def test_regime_change_troops_must_come_from_another_location_7_3_4():
    # Pakistan fell to Islamist Rule with 7 Troops inside (8.4.4: they remain); the track holds
    # only 5: no single *other* location has six Troops able to Deploy into Pakistan
    countries = {"afghanistan": {"clear": True},
                 "pakistan": {"governance": "islamist_rule", "alignment": "adversary", "troops": 7, "sleepers": 1},
                 "saudi_arabia": {"troops": 3}, "gulf_states": {"troops": 0}}
    g = us_to_play([U3], countries)
    assert g.troops_on_track() == 5
    choose(g, f"play:{U3}")
    assert "ops:regime_change" not in option_ids(g)
    from engine.ops.us import rc_origins, rc_targets

    assert rc_origins(g, "pakistan") == [] and rc_targets(g, 3) == []


def test_regime_change_origins_exclude_the_target():
    countries = {"afghanistan": {"clear": True},
                 "pakistan": {"governance": "islamist_rule", "alignment": "adversary", "troops": 7, "sleepers": 1},
                 "gulf_states": {"troops": 0}}
    g = us_to_play([U3], countries)
    assert g.troops_on_track() == 6
    choose(g, f"play:{U3}", "ops:regime_change", "country:pakistan")
    assert option_ids(g) == ["track"]  # not Pakistan's own Troops


def test_regime_change_six_from_one_location_only():
    # 5 on the track and 5 in Saudi Arabia: ten Troops, but no single location has six (7.3.4)
    g = us_to_play([U3], {"saudi_arabia": {"troops": 5}, "gulf_states": {"troops": 5}})
    assert g.troops_on_track() == 5
    choose(g, f"play:{U3}")
    assert "ops:regime_change" not in option_ids(g)


def test_regime_change_troops_committed_to_another_regime_change_7_3_1():
    # Iraq: 9 Troops, 2 Cells (7 must stay): only 2 may leave; the track has 6 → only the track
    g = us_to_play([U3], {"iraq": {"governance": "poor", "alignment": "ally", "troops": 9, "sleepers": 2, "regime_change": "tan"},
                          "saudi_arabia": {"troops": 0}, "gulf_states": {"troops": 0}})
    assert g.troops_on_track() == 6
    choose(g, f"play:{U3}", "ops:regime_change", "country:afghanistan")
    assert option_ids(g) == ["track"]


def test_withdraw_needs_soft_posture_7_3_5():
    g = us_to_play([U3], {"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "tan"}})
    choose(g, f"play:{U3}")
    assert g.state.us_posture == "hard" and "ops:withdraw" not in option_ids(g)


def test_withdraw_needs_three_ops_reserves_allowed():
    iraq = {"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "sleepers": 1, "regime_change": "tan"}}
    g = us_to_play([U2], iraq, us_posture="soft", reserves={"us": 1, "jihadist": 0})
    choose(g, f"play:{U2}")
    assert "ops:withdraw" not in option_ids(g) and "ops:withdraw+r" in option_ids(g)


def test_disrupt_cannot_activate_and_remove_the_same_cell_7_4_2():
    # two Sleepers and two Troops: the Disrupt only makes both Active; none is removed
    g = us_to_play([U3], {"iraq": {"governance": "poor", "alignment": "adversary", "troops": 2, "sleepers": 2}}, prestige=5)
    choose(g, f"play:{U3}", "ops:disrupt", "country:iraq")
    c = g.state.countries["iraq"]
    assert (c.sleepers, c.actives) == (0, 2) and not c.cadre


def test_disrupt_one_cell_without_troops_or_hard_posture_choice():
    g = us_to_play([U2], {"gulf_states": {"sleepers": 1, "actives": 1, "troops": 0}}, prestige=5)
    choose(g, f"play:{U2}", "ops:disrupt", "country:gulf_states")
    assert option_ids(g) == ["cells:1:0", "cells:0:1"]  # one Cell: remove the Active or activate the Sleeper
    choose(g, "cells:1:0")
    c = g.state.countries["gulf_states"]
    assert (c.sleepers, c.actives, c.cadre) == (1, 0, False)
    assert g.state.prestige == 5  # no Troops there: no Prestige (7.4.4)


def test_disrupt_needs_governance_value_7_1_1():
    g = us_to_play([U1], {"gulf_states": {"actives": 1}})
    choose(g, f"play:{U1}")
    assert "ops:disrupt" not in option_ids(g)  # Fair Gulf States needs a 2


def test_reassessment_needs_two_three_value_cards_no_reserves_6_3_3_1():
    g = us_to_play([U3, U2], reserves={"us": 2, "jihadist": 0})
    choose(g, f"play:{U3}")
    assert "ops:reassessment" not in option_ids(g)  # a 2-card cannot be raised by Reserves (7.6.2)
    g2 = us_to_play([U3, U3b], cards_played=1)
    choose(g2, f"play:{U3}")
    assert "ops:reassessment" not in option_ids(g2)  # it takes up the whole Action Phase


def test_alert_needs_three_ops_even_at_good_7_5_1():
    g = us_to_play([U2], {"canada": {"sleepers": 1, "plots": [1]}})
    choose(g, f"play:{U2}")
    assert "ops:alert" not in option_ids(g)


def test_woi_at_fair_ally_to_good_with_a_two_card():
    g = us_to_play([U2], {"jordan": {"governance": "fair", "alignment": "ally"}}, prestige=5)
    g.script_dice(6)  # 6 -1 (to Good) = 5
    choose(g, f"play:{U2}", "ops:woi", "country:jordan")
    assert g.state.countries["jordan"].governance == GOOD


def test_woi_menu_marked_muslim_first_and_labels_warn_4_9_5():
    g = us_to_play([U1], {"jordan": {"governance": "good", "alignment": "neutral"}})
    choose(g, f"play:{U1}", "ops:woi")
    p = g.prompt()
    labels = {o.id: o.label for o in p.options}
    assert p.ids()[0] == "country:jordan"
    assert labels["country:sudan"] == "Sudan (unmarked: tested, then fails with 1 Op) — War of Ideas 0%"
    assert labels["country:france"].startswith("France (unmarked: Posture roll) — War of Ideas: ")
    muslim = [i for i in p.ids() if g.is_muslim(i.removeprefix("country:"))]
    assert p.ids()[: len(muslim)] == muslim  # non-Muslim countries come last


def test_example_7_1_1_woi_in_fair_gulf_states_needs_a_2_or_3_value_card():
    for card, value, offered in ((2, 1, False), (16, 2, True), (40, 3, True)):
        g = game_at({"hands": {"us": [card, 12], "jihadist": []}, "phase": "us",
                     "countries": {"gulf_states": {"governance": "fair", "alignment": "ally"}}})
        choose(g, f"play:{card}", "ops:woi")
        assert ("country:gulf_states" in option_ids(g)) is offered, value


def test_example_7_2_2_1_a_6_when_a_theoretical_7_was_needed_places_the_first_aid():
    from engine.ops.us import woi_drm

    for die, aid in ((6, 1), (5, 0)):
        g = us_to_play([U3], {"egypt": {"governance": "fair", "alignment": "ally"}}, prestige=3)
        assert woi_drm(g, "egypt")[0] == -2  # Low Prestige -1, shift to Good -1: 7+ needed on the die
        g.script_dice(governance=[die])
        choose(g, f"play:{U3}", "ops:woi", "country:egypt")
        assert g.state.countries["egypt"].aid == aid and g.state.countries["egypt"].governance == FAIR, die
