"""8.0 Jihadist Operations, with the rulebook's worked examples (8.1.2, 8.4 A-C, 4.9.5)."""

from engine.state import FAIR, GOOD, ISLAMIST_RULE, POOR, WMD
from tests.helpers import choose, game_at, option_ids

J3 = 81  # Foreign Fighters: a 3-value Jihadist card (its own event does not trigger)
J2 = 61  # Detainee Release: 2-value Jihadist
J1 = 48  # Adam Gadahn: 1-value Jihadist


def jihadist_to_play(card, countries, **extra):
    return game_at({"hands": {"jihadist": [card], "us": [40]}, "countries": countries, **extra})


def test_jihad_example_a_good_country_two_cells():
    g = jihadist_to_play(J3, {"jordan": {"governance": "good", "alignment": "neutral", "sleepers": 2}})
    g.script_dice(1, 4)
    # only 2 of 3 Ops are usable: with no Cell left to support a roll the designation ends
    choose(g, f"play:{J3}", "ops:jihad", "country:jordan", "country:jordan")
    c = g.state.countries["jordan"]
    assert c.governance == FAIR  # the 1 succeeds
    assert c.cells == 1 and c.actives == 1 and c.sleepers == 0  # the 4 fails: one Cell removed
    assert not c.cadre  # no Cadre for failed Jihad (8.4.3)


def test_jihad_example_b_major_on_fair_gets_only_to_poor():
    g = jihadist_to_play(J3, {"egypt": {"governance": "fair", "alignment": "neutral", "sleepers": 6}}, funding=5)
    choose(g, f"play:{J3}", "ops:jihad", "country:egypt", "country:egypt", "country:egypt")
    assert option_ids(g) == ["major:yes", "major:no"]
    g.script_dice(1, 2, 3)
    choose(g, "major:yes")
    c = g.state.countries["egypt"]
    assert c.governance == POOR  # one shift from Fair; the second success is not enough for Islamist Rule
    assert c.actives == 5 and c.sleepers == 0  # all went Active; the 3 failed against Fair-2
    assert not c.besieged and c.alignment == "neutral"  # not at Poor at the outset (8.4.3.1)


def test_jihad_example_c_pakistan_islamist_revolution():
    g = jihadist_to_play(
        J3,
        {"pakistan": {"governance": "poor", "alignment": "ally", "sleepers": 7, "troops": 2, "aid": 1}},
        funding=5,
    )
    g.script_dice(2, 3, 4)
    choose(g, f"play:{J3}", "ops:jihad", "country:pakistan", "country:pakistan", "country:pakistan", "major:yes")
    s = g.state
    c = s.countries["pakistan"]
    assert c.governance == ISLAMIST_RULE and c.alignment == "adversary"
    assert c.cells == 6 and c.actives == 6  # the 4 removed a Cell
    assert c.aid == 0 and c.troops == 2  # the Troops remain
    assert s.funding == 7  # +2 Resources
    assert s.prestige == 1  # Troops present
    assert s.available_plots.count(WMD) == 3 and s.pakistan_arsenal == 0  # 8.4.5


def test_major_jihad_failure_besieges_and_shifts_toward_ally():
    g = jihadist_to_play(J3, {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 6}})
    g.script_dice(1, 5, 6)
    choose(g, f"play:{J3}", "ops:jihad", "country:iraq", "country:iraq", "country:iraq", "major:yes")
    c = g.state.countries["iraq"]
    assert c.governance == POOR and c.besieged and c.alignment == "neutral"  # 8.4.3.1
    assert c.cells == 4


def test_besieged_regime_needs_one_success():
    g = jihadist_to_play(J2, {"yemen": {"governance": "poor", "alignment": "neutral", "sleepers": 5, "besieged": True}}, funding=5)
    g.script_dice(1, 6)
    choose(g, f"play:{J2}", "ops:jihad", "country:yemen", "country:yemen", "major:yes")
    c = g.state.countries["yemen"]
    assert c.governance == ISLAMIST_RULE and not c.besieged  # 8.4.3.2
    assert g.state.funding == 6


def test_minor_jihad_cannot_reach_islamist_rule():
    g = jihadist_to_play(J2, {"yemen": {"governance": "poor", "alignment": "neutral", "sleepers": 2, "aid": 2}})
    g.script_dice(1, 2)
    choose(g, f"play:{J2}", "ops:jihad", "country:yemen", "country:yemen")
    c = g.state.countries["yemen"]
    assert c.governance == POOR and c.aid == 0  # each success removes an Aid (8.4.1)


def test_minor_jihad_success_at_poor_without_aid_says_it_has_no_effect():
    """Issue 16: say when a success does nothing, and why."""
    g = jihadist_to_play(J2, {"yemen": {"governance": "poor", "alignment": "neutral", "sleepers": 2, "aid": 1}})
    g.script_dice(1, 2)
    choose(g, f"play:{J2}", "ops:jihad", "country:yemen", "country:yemen")
    assert "Yemen is already Poor: 1 success of Minor Jihad has no effect (8.4.1)" in [e.text for e in g.state.log]


def test_successes_after_an_islamist_revolution_are_not_called_minor_jihad_at_poor():
    """Issue 33: "Governance Poor → Islamist Rule" was followed by "already Poor: … Minor Jihad
    have no effect"; the log says what happened, in order."""
    g = jihadist_to_play(J2, {"yemen": {"governance": "poor", "alignment": "neutral", "sleepers": 5, "besieged": True}}, funding=5)
    g.script_dice(1, 2)
    choose(g, f"play:{J2}", "ops:jihad", "country:yemen", "country:yemen", "major:yes")
    texts = [e.text for e in g.state.log]
    assert not any("already Poor" in t for t in texts)
    revolution = texts.index("Yemen: Governance Poor → Islamist Rule (Islamist Revolution)")
    assert texts.index("Yemen is under Islamist Rule now: 1 more success has nothing left to do (8.4.2)") > revolution


def test_minor_jihad_that_reaches_poor_says_the_rest_do_nothing():
    g = jihadist_to_play(J2, {"yemen": {"governance": "fair", "alignment": "neutral", "sleepers": 2}})
    g.script_dice(1, 2)
    choose(g, f"play:{J2}", "ops:jihad", "country:yemen", "country:yemen")
    texts = [e.text for e in g.state.log]
    worse = next(i for i, t in enumerate(texts) if t.startswith("Yemen: Governance Fair → Poor"))
    assert texts.index("Yemen is Poor now: 1 more success of Minor Jihad has no effect (8.4.1)") > worse


def test_recruit_example_8_1_2():
    g = jihadist_to_play(
        J3,
        {
            "afghanistan": {"clear": True, "governance": "fair", "alignment": "ally", "sleepers": 1},
            "central_asia": {"governance": "fair", "alignment": "ally", "cadre": True},
        },
        funding=9,
    )
    g.script_dice(1, 2, 3)
    choose(g, f"play:{J3}", "ops:recruit", "country:afghanistan", "country:afghanistan", "country:central_asia")
    s = g.state
    assert s.countries["afghanistan"].sleepers == 3
    assert s.countries["central_asia"].cells == 0 and s.countries["central_asia"].cadre  # the 3 failed


def test_recruit_limited_by_available_cells():
    g = jihadist_to_play(J3, {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1}}, funding=1)
    # Funding 1 (Tight): of the 10 Cells on the track none is Available (4.7.4.2)
    assert g.cells_available() == 0
    choose(g, f"play:{J3}")
    assert "ops:recruit" not in option_ids(g)


def test_recruit_number_and_regime_change():
    g = jihadist_to_play(
        J2,
        {
            "philippines": {"posture": "soft", "sleepers": 1},
            "iraq": {"governance": "fair", "alignment": "ally", "troops": 6, "sleepers": 1, "regime_change": "tan"},
        },
        funding=9,
    )
    g.script_dice(3, 6)
    choose(g, f"play:{J2}", "ops:recruit", "country:philippines", "country:iraq")
    assert g.state.countries["philippines"].sleepers == 2  # REC 3 (8.2.4)
    assert g.state.countries["iraq"].sleepers == 2  # automatic in Regime Change (8.2.3)


def test_travel_example_8_1_2_and_failed_travel():
    g = jihadist_to_play(
        J3,
        {
            "afghanistan": {"clear": True, "governance": "fair", "alignment": "ally", "sleepers": 2},
            "pakistan": {"governance": "fair", "alignment": "neutral", "actives": 1},
        },
    )
    choose(g, f"play:{J3}", "ops:travel", "country:afghanistan", "country:united_states",
           "country:afghanistan", "country:iraq", "country:pakistan")
    # none is Adjacent: the US needs a 1 (Good), Iraq 1-3 (Poor); all designated before rolling
    g.script_dice(2, 3, 1)
    choose(g, "country:iraq")
    s = g.state
    assert s.countries["united_states"].cells == 0  # 2 failed: removed to the Funding track
    assert s.countries["afghanistan"].cells == 0 and s.countries["pakistan"].cells == 0
    assert s.countries["iraq"].sleepers == 2 and s.countries["iraq"].actives == 0
    assert g.cells_on_track() == 13


def test_travel_4_9_5_example_unmarked_destination():
    g = jihadist_to_play(J1, {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1}})
    g.script_dice(5, 3)  # Sudan tests Fair Neutral; travel roll 3 fails against Fair
    choose(g, f"play:{J1}", "ops:travel", "country:iraq", "country:sudan")
    s = g.state
    assert s.countries["sudan"].governance == FAIR and s.countries["sudan"].alignment == "neutral"
    assert s.countries["sudan"].cells == 0 and s.countries["iraq"].cells == 0
    assert not s.countries["iraq"].cadre  # 8.3.2 no Cadre


def test_travel_adjacent_is_automatic_and_makes_sleeper():
    g = jihadist_to_play(J1, {"iraq": {"governance": "poor", "alignment": "adversary", "actives": 1}})
    choose(g, f"play:{J1}", "ops:travel", "country:iraq", "country:syria")
    assert g.state.countries["syria"].sleepers == 1 and g.state.countries["iraq"].cells == 0


def test_plot_places_marker_and_activates():
    g = jihadist_to_play(J2, {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 2}})
    g.script_dice(3, 4)
    choose(g, f"play:{J2}", "ops:plot", "country:iraq", "country:iraq")
    assert option_ids(g) == ["plot:1", "plot:2"]  # numbered up to the card value (8.5.2)
    choose(g, "plot:2")
    c = g.state.countries["iraq"]
    assert [p.value for p in c.plots] == [2] and c.actives == 2
    assert sorted(g.state.available_plots, key=str) == [1, 1, 1, 2, 3]
    assert g.view(None).countries[[x.id for x in g.view(None).countries].index("iraq")].plot_values is None


def test_first_plot_ignores_us_event_and_goes_to_box():
    us_card = 40  # Mass Turnout (US event)
    g = game_at({"hands": {"jihadist": [us_card, 41], "us": [12]}, "countries": {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 3}}})
    g.script_dice(6, 6, 6)
    choose(g, f"play:{us_card}", "ops:plot", "country:iraq", "country:iraq", "country:iraq")
    s = g.state
    assert s.first_plot and s.first_plot_box == [us_card]  # 8.5.3, 4.7.7.2
    assert not any(e.kind == "event" for e in s.log[-5:])


def test_jihad_not_in_islamist_rule_or_non_muslim():
    g = jihadist_to_play(J1, {"france": {"posture": "soft", "sleepers": 1}})
    choose(g, f"play:{J1}")
    # Afghanistan is Islamist Rule; France is non-Muslim: no Jihad target at all
    assert "ops:jihad" not in option_ids(g)


def test_success_numbers_8_1_1():
    g = jihadist_to_play(J1, {"egypt": {"governance": "good", "alignment": "ally"}})
    from engine.ops.jihadist import success_number

    assert success_number(g, "egypt") == GOOD
    assert success_number(g, "iran") == FAIR
    assert success_number(g, "afghanistan") == 6  # Islamist Rule: automatic


def test_sadr_supports_a_jihad_roll_before_sleepers():
    g = jihadist_to_play(J1, {"iraq": {"governance": "fair", "alignment": "adversary", "sleepers": 1, "markers": ["Moqtada al-Sadr"]}})
    g.script_dice(1)
    choose(g, f"play:{J1}", "ops:jihad", "country:iraq")
    c = g.state.countries["iraq"]
    # Sadr counts as an Active Cell (card 54): the one roll needs no Sleeper to go Active
    assert c.governance == 3 and c.sleepers == 1 and c.actives == 0


def test_recruit_more_successes_than_available_cells_jihadist_distributes_8_1_2():
    # Funding 9 and only two Cells left on the track; three successes in two countries
    g = jihadist_to_play(
        J3,
        {
            "afghanistan": {"clear": True, "governance": "fair", "alignment": "ally", "sleepers": 7},
            "central_asia": {"governance": "fair", "alignment": "ally", "sleepers": 6},
        },
        funding=9,
    )
    assert g.cells_available() == 2
    g.script_dice(1, 2, 1)
    choose(g, f"play:{J3}", "ops:recruit", "country:afghanistan", "country:afghanistan", "country:central_asia")
    p = g.prompt()
    assert p.role == "jihadist" and p.kind == "place_cell"
    assert p.ids() == ["country:afghanistan", "country:central_asia"]
    choose(g, "country:central_asia")
    # Central Asia's one success is used: the last Cell goes to Afghanistan without a question
    s = g.state
    assert s.countries["central_asia"].sleepers == 7 and s.countries["afghanistan"].sleepers == 8
    assert g.cells_on_track() == 0 and g.prompt().role == "us"


def test_recruit_successes_in_one_country_need_no_choice():
    g = jihadist_to_play(J3, {"afghanistan": {"clear": True, "governance": "fair", "alignment": "ally", "sleepers": 13}}, funding=9)
    g.script_dice(1, 1, 1)
    choose(g, f"play:{J3}", "ops:recruit", "country:afghanistan", "country:afghanistan", "country:afghanistan")
    assert g.state.countries["afghanistan"].sleepers == 15 and g.prompt().role == "us"


def test_recruit_in_islamist_rule_is_automatic_8_1_1():
    g = jihadist_to_play(J1, {}, funding=9)
    g.script_dice(6)
    choose(g, f"play:{J1}", "ops:recruit", "country:afghanistan")
    assert g.state.countries["afghanistan"].sleepers == 5


def test_travel_destination_menu_lists_stay_and_adjacent_first():
    g = jihadist_to_play(J1, {"iraq": {"governance": "poor", "alignment": "adversary", "actives": 1}})
    choose(g, f"play:{J1}", "ops:travel", "country:iraq")
    p = g.prompt()
    ids = p.ids()
    adjacent = {f"country:{c}" for c in g.neighbours("iraq")}
    assert ids[0] == "country:iraq"
    assert set(ids[1:1 + len(adjacent)]) == adjacent  # the automatic ones come next
    labels = {o.id: o.label for o in p.options}
    assert "automatic" in labels["country:syria"]
    assert labels["country:united_states"].endswith("(roll 1 or less: Good) — Travel 17%")
    assert "tested first" in labels["country:sudan"]  # unmarked


def test_travel_each_cell_once_per_card_8_3_3():
    g = jihadist_to_play(J3, {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1},
                              "syria": {"sleepers": 1}})
    choose(g, f"play:{J3}", "ops:travel", "country:iraq", "country:syria")
    # Iraq's only Cell is committed; Syria's Cell may still go (the arriving one may not)
    assert "country:iraq" not in option_ids(g) and "country:syria" in option_ids(g)
    choose(g, "country:syria", "country:syria")
    # both Cells are committed: only Afghanistan's Cells are left for the third Travel
    assert option_ids(g) == ["country:afghanistan", "done"]
    choose(g, "done")
    assert g.state.countries["syria"].sleepers == 2 and g.state.countries["iraq"].cells == 0


def test_minor_jihad_rolls_against_governance_at_the_outset_8_1_2():
    # Good: only 1s succeed even after the first success worsened it to Fair
    g = jihadist_to_play(J2, {"jordan": {"governance": "good", "alignment": "ally", "sleepers": 2}})
    g.script_dice(1, 2)
    choose(g, f"play:{J2}", "ops:jihad", "country:jordan", "country:jordan")
    c = g.state.countries["jordan"]
    assert c.governance == FAIR and c.cells == 1


def test_jihad_in_two_countries_rolled_together():
    g = jihadist_to_play(J2, {"jordan": {"governance": "fair", "alignment": "ally", "sleepers": 1},
                              "egypt": {"governance": "fair", "alignment": "neutral", "sleepers": 1}})
    g.script_dice(2, 3)
    choose(g, f"play:{J2}", "ops:jihad", "country:jordan", "country:egypt")
    s = g.state
    assert s.countries["jordan"].governance == POOR and s.countries["jordan"].actives == 1
    assert s.countries["egypt"].governance == FAIR and s.countries["egypt"].cells == 0
    assert not s.countries["egypt"].cadre  # failed Jihad: no Cadre (8.4.3)


def test_major_jihad_not_offered_without_five_more_cells_than_troops_8_4_2():
    g = jihadist_to_play(J3, {"pakistan": {"governance": "poor", "alignment": "ally", "sleepers": 6, "troops": 2}})
    g.script_dice(1, 1, 1)
    choose(g, f"play:{J3}", "ops:jihad", "country:pakistan", "country:pakistan", "country:pakistan")
    c = g.state.countries["pakistan"]
    assert c.governance == POOR and not c.besieged  # Minor Jihad only: no Islamist Rule
    assert c.sleepers == 3 and c.actives == 3  # only the Cells used went Active


def test_plot_not_in_islamist_rule_but_in_iran_8_5_1():
    from engine.ops.jihadist import plot_targets

    g = jihadist_to_play(J1, {"iran": {"sleepers": 1}})
    assert "afghanistan" not in plot_targets(g) and "iran" in plot_targets(g)


def test_plot_with_reserves_may_place_higher_marker_8_5_2():
    g = jihadist_to_play(J1, {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1}},
                         reserves={"us": 0, "jihadist": 2})
    g.script_dice(1)
    choose(g, f"play:{J1}", "ops:plot+r", "country:iraq")
    assert option_ids(g) == ["plot:1", "plot:2", "plot:3"]


def test_travel_not_offered_when_only_sadr_is_on_the_map():
    g = jihadist_to_play(J1, {"afghanistan": {"clear": True},
                              "iraq": {"governance": "poor", "alignment": "adversary", "markers": ["Moqtada al-Sadr"]}})
    choose(g, f"play:{J1}")
    assert "ops:travel" not in option_ids(g) and "ops:jihad" in option_ids(g)


# ---------------------------------------------------------------------- the rulebook's examples (8.x)
def test_example_8_1_2_recruit_three_successes_but_two_cells_available():
    # two rolls in Afghanistan and one in Central Asia, both Fair Ally; 1 or 2 succeeds; with three
    # successes and two Cells Available the player distributes them
    g = jihadist_to_play(J3, {
        "afghanistan": {"clear": True, "governance": "fair", "alignment": "ally", "sleepers": 1},
        "central_asia": {"governance": "fair", "alignment": "ally", "cadre": True},
        "iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1},
    }, funding=6)
    g.state.countries["iraq"].sleepers += g.cells_on_track() - 7  # Moderate: 2 of the 7 on the track Available
    assert g.cells_available() == 2
    g.script_dice(recruit=[1, 2, 1])
    choose(g, f"play:{J3}", "ops:recruit", "country:afghanistan", "country:afghanistan", "country:central_asia")
    assert option_ids(g) == ["country:afghanistan", "country:central_asia"]
    choose(g, "country:central_asia")  # the last Cell can only go to Afghanistan
    s = g.state
    assert s.countries["central_asia"].cells == 1 and s.countries["afghanistan"].cells == 2
    assert g.cells_available() == 0


def test_example_8_2_4_philippines_recruits_on_3_or_less():
    for die, cells in ((3, 2), (4, 1)):
        g = jihadist_to_play(J1, {"philippines": {"posture": "soft", "sleepers": 1}}, funding=9)
        g.script_dice(recruit=[die])
        choose(g, f"play:{J1}", "ops:recruit", "country:philippines")
        assert g.state.countries["philippines"].cells == cells, die


def test_example_4_9_5_travel_to_unmarked_sudan_tests_then_rolls():
    # the Initial Test of 5 makes Sudan Fair Neutral; then the Travel roll: 2 or less arrives
    g = jihadist_to_play(J1, {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1}})
    g.script_dice(test=[5], travel=[2])
    choose(g, f"play:{J1}", "ops:travel", "country:iraq", "country:sudan")
    s = g.state
    assert (s.countries["sudan"].governance, s.countries["sudan"].alignment) == (FAIR, "neutral")
    assert s.countries["sudan"].sleepers == 1 and s.countries["iraq"].cells == 0
