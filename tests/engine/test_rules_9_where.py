"""9.4.2 "Where?" charts and 9.5 random country, with scripted dice."""

from __future__ import annotations

from collections import Counter

from engine.msg import m
from engine.solo import ops, where
from engine.solo.ops import Play
from engine.solo.random_country import closest, die_assign, random_country
from engine.state import ISLAMIST_RULE
from tests.engine.test_rules_9_solo import bot_lines, solo


# ---------------------------------------------------------------------- 9.4.2.2 Plot
def test_9_4_2_2_united_states_first_then_one_country_at_a_time():
    g = solo({"united_states": {"sleepers": 1}, "pakistan": {"sleepers": 2}}, funding=5)
    locales, _ = where.plot_ops_locales(g, 3)
    assert locales == ["united_states", "pakistan", "pakistan"]


def test_9_4_2_2_prestige_low_skips_countries_with_troops():
    pos = {"gulf_states": {"sleepers": 1}, "canada": {"posture": "hard", "sleepers": 1}}
    high = solo(pos)  # Prestige 7: Gulf States (Troops) before Canada (same Posture as the US)
    assert where.plot_ops_locales(high, 2)[0] == ["gulf_states", "canada"]
    low = solo(pos, prestige=3)  # Low: Canada first, the Gulf States only in the Muslim step (Funding 9: none)
    assert where.plot_ops_locales(low, 2)[0] == ["canada"]
    low.state.funding = 8
    assert where.plot_ops_locales(low, 2)[0] == ["canada", "gulf_states"]


def test_9_4_2_2_gwot_penalty_skips_same_posture_step():
    pos = {"canada": {"posture": "hard", "sleepers": 1}, "pakistan": {"sleepers": 1, "aid": 1}}
    g = solo(pos)
    assert where.plot_ops_locales(g, 2)[0] == ["canada", "pakistan"]  # Aid step after Posture step
    penalty = solo({**pos, "france": {"posture": "soft"}, "spain": {"posture": "soft"}, "italy": {"posture": "soft"}})
    assert penalty.gwot_penalty() == 1
    # Funding 9: Canada is no longer in any step; Pakistan via its Aid
    assert where.plot_ops_locales(penalty, 2)[0] == ["pakistan"]


def test_9_4_2_2_funding_9_skips_the_last_steps():
    g = solo({"pakistan": {"sleepers": 1}})
    assert where.plot_ops_locales(g, 1)[0] == []
    assert ops.plot(g, Play(card=37, ops=1)) == 1  # everything left for Radicalization
    g.state.funding = 8
    assert where.plot_ops_locales(g, 1)[0] == ["pakistan"]


def test_9_4_2_2_governance_order_for_operations_and_events():
    g = solo({"pakistan": {"sleepers": 1}, "egypt": {"governance": "good", "sleepers": 1}, "iraq": {"sleepers": 1}}, funding=5)
    assert where.plot_ops_locales(g, 3)[0] == ["pakistan", "egypt", "iraq"]  # Fair, Good, Poor
    assert where.plot_event_pick(g, ["iraq", "pakistan", "egypt"])[0] == "egypt"  # Good, Fair, Poor
    g.state.funding = 9  # the event's countries fit no step: Radicalization instead (9.4.2.1)
    assert where.plot_event_pick(g, ["iraq", "pakistan", "egypt"]) is None


def test_9_4_2_2_abu_sayyaf_philippines_before_troops():
    pos = {"philippines": {"sleepers": 1, "markers": ["Abu Sayyaf"]}, "gulf_states": {"sleepers": 1}}
    assert where.plot_ops_locales(solo(pos), 2)[0] == ["philippines", "gulf_states"]
    pos["philippines"]["troops"] = 2  # Troops outnumber Cells: both in the Troops step, both Fair
    assert where.plot_ops_locales(solo(pos, dice=[1]), 2)[0] == ["gulf_states", "philippines"]  # die: Gulf States 1-3


def test_9_5_1_rulebook_example():
    """Two Plot Operations; Afghanistan and the Gulf States both Fair with Troops and two Cells:
    Afghanistan 1-3, Gulf States 4-6, and both Operations go to the winner."""
    pos = {
        "afghanistan": {"clear": True, "governance": "fair", "troops": 1, "sleepers": 2},
        "gulf_states": {"sleepers": 2},
    }
    assert where.plot_ops_locales(solo(pos, prestige=8, dice=[4]), 2)[0] == ["gulf_states", "gulf_states"]
    assert where.plot_ops_locales(solo(pos, prestige=8, dice=[3]), 2)[0] == ["afghanistan", "afghanistan"]


# ---------------------------------------------------------------------- 9.4.2.3 Major Jihad
def test_9_4_2_3_pakistan_first_then_highest_resources():
    pos = {"iraq": {"sleepers": 5}, "pakistan": {"governance": "poor", "sleepers": 5}, "libya": {"sleepers": 5}}
    assert where.major_jihad_target(solo(pos), 2)[0] == "pakistan"
    del pos["pakistan"]
    assert _en(where.major_jihad_target(solo(pos), 2)) == ("iraq", "the highest Resources")


def test_9_4_2_3_major_jihad_must_be_able_to_succeed():
    fair = {"pakistan": {"sleepers": 5}}
    assert where.major_jihad_target(solo(fair), 2) is None  # Fair needs 3 Ops
    assert where.major_jihad_target(solo(fair), 3)[0] == "pakistan"
    assert where.major_jihad_target(solo({"pakistan": {"sleepers": 5, "besieged": True}}), 2)[0] == "pakistan"
    assert where.major_jihad_target(solo({"pakistan": {"sleepers": 5, "troops": 1}}), 3) is None


# ---------------------------------------------------------------------- 9.4.2.4 Minor Jihad
def test_9_4_2_4_priorities():
    cell = {"sleepers": 1}
    pos = {
        "jordan": {"governance": "fair", **cell},
        "saudi_arabia": {"governance": "fair", **cell},
        "gulf_states": {"besieged": True, **cell},
        "syria": {"aid": 1, **cell},
        "pakistan": cell,
        "egypt": {"governance": "good", **cell},
        "iraq": cell,  # Poor: no Minor Jihad
    }
    g = solo(pos)
    order = list(where.ordered(g, where.minor_jihad_candidates(g), where.minor_key(g)))
    assert order == ["egypt", "pakistan", "syria", "gulf_states", "saudi_arabia", "jordan"]
    # shifting Alignment by Event: Poor countries come third
    assert where.pick(g, ["iraq", "jordan"], where.minor_key(g, alignment=True)) == "jordan"
    assert where.pick(g, ["iraq", "libya"], where.minor_key(g, alignment=True)) == "iraq"  # Resources 3 > 1


def test_9_4_2_4_minor_jihad_spends_ops_country_by_country():
    g = solo({"egypt": {"governance": "good", "sleepers": 1}, "pakistan": {"sleepers": 3}}, dice=[6, 6, 1])
    assert ops.minor_jihad(g, Play(card=90, ops=3)) == 0
    assert [t for t in bot_lines(g) if t.startswith("Minor")] == [
        "Minor Jihad in Egypt (Good) with 1 Op: Good before Fair (9.4.2.4)",
        "Minor Jihad in Pakistan (Fair) with 2 Ops: the only Good or Fair country left with a Cell (9.4.2.4)",
    ]
    assert g.gov_name("egypt") == "Good" and g.c("egypt").cells == 0
    assert g.gov_name("pakistan") == "Poor" and g.c("pakistan").cells == 2


def test_9_4_2_4_leftover_ops_go_to_radicalization():
    g = solo({"pakistan": {"sleepers": 1}}, dice=[6])
    ops_left = ops.minor_jihad(g, Play(card=90, ops=3))
    assert ops_left == 2


# ---------------------------------------------------------------------- 9.4.2.5 Recruit
def test_9_4_2_5_categories_in_order():
    pos = {
        "afghanistan": {"clear": True, "governance": "poor", "regime_change": "tan", "troops": 6, "sleepers": 1},
        "somalia": {"governance": "islamist_rule", "sleepers": 1},
        "pakistan": {"sleepers": 1},
        "iraq": {"sleepers": 1},
    }
    assert where.recruit_target(solo(pos), 1)[0] == "afghanistan"  # R1
    pos["afghanistan"]["troops"] = 5  # Troops exceed Cells by 4 only: never a Recruit target
    assert where.recruit_target(solo(pos), 1)[0] == "somalia"  # R2: 1 Cell < 2 x 1
    pos["somalia"]["sleepers"] = 2
    assert _en(where.recruit_target(solo(pos), 1)) == ("iraq", "3rd priority: the highest roll needed for Recruit success (3 or less)")  # Poor 3 > Fair 2


def test_9_4_2_5_ties_besieged_then_troops_and_cells_then_resources():
    pos = {"iraq": {"sleepers": 1}, "libya": {"sleepers": 1}, "saudi_arabia": {"sleepers": 1}}
    g = solo(pos)  # all Poor: Saudi Arabia 2 Troops + 1 Cell
    assert where.recruit_target(g, 1)[0] == "saudi_arabia"
    pos["libya"]["besieged"] = True
    assert where.recruit_target(solo(pos), 1)[0] == "libya"
    pos = {"iraq": {"sleepers": 1}, "libya": {"sleepers": 1}}
    assert where.recruit_target(solo(pos), 1)[0] == "iraq"  # Resources 3 > 1


def test_9_4_2_5_available_cells_run_out():
    # Funding 3: only the Cells beyond the first ten on the track are Available; 11 on the track
    g = solo({"iraq": {"sleepers": 4}}, funding=3, dice=[1])
    assert g.cells_available() == 1
    assert ops.recruit(g, Play(card=90, ops=3)) == 2
    assert g.c("iraq").sleepers == 5


# ---------------------------------------------------------------------- 9.4.2.6 Travel
def test_9_4_2_6_destination_boxes():
    pos = {
        "afghanistan": {"clear": True, "governance": "poor", "regime_change": "tan", "troops": 1},
        "iraq": {"sleepers": 3},
        "pakistan": {"sleepers": 1},
    }
    g = solo(pos)  # Somalia Besieged (D1); Iraq 3+2-0 >= 5 (D2); Gulf States Fair next to Iraq (D3)
    dests = where.travel_destinations(g, 3)
    assert [d for d, _ in dests] == ["somalia", "iraq", "gulf_states"]
    g.c("somalia").besieged = False  # D1 falls to Regime Change
    assert where.travel_destinations(g, 1)[0][0] == "afghanistan"


def test_9_4_2_6_d5_one_random_destination_for_the_rest():
    # US Soft and no Soft country (D4 empty), no D1-D3 candidates: all three Cells to one country
    g = solo({"somalia": {"besieged": False}, "libya": {"sleepers": 2}}, us_posture="soft", dice=[30])
    dests = where.travel_destinations(g, 3)
    assert [d for d, _ in dests] == ["kenya_tanzania"] * 3  # 30th country of 38 (emulated Global roll)


def test_9_4_2_6_d4_prefers_unmarked_non_muslim_when_us_hard():
    g = solo({"somalia": {"besieged": False}, "libya": {"sleepers": 2}})
    cands = where.destination_boxes(g)[3][1]
    assert "united_states" not in cands and "israel" not in cands and "canada" in cands


def test_9_4_2_6_1_origin_priorities_and_the_last_cell():
    pos = {"afghanistan": {"clear": True, "governance": "islamist_rule", "sleepers": 4}, "iraq": {"sleepers": 1}}
    g = solo(pos)
    from collections import Counter as C

    # O1: Islamist Rule with more Cells than the card's Ops, before an Adjacent country
    assert where.travel_origin(g, "gulf_states", 3, C(), set())[0] == "afghanistan"
    assert where.travel_origin(g, "gulf_states", 4, C(), set())[0] == "iraq"  # 4 Cells, not more than 4
    # an Active Cell first
    g.c("iraq").sleepers, g.c("iraq").actives = 0, 1
    g.c("saudi_arabia").sleepers = 1
    before = g.state.rng.dice_drawn
    assert where.travel_origin(g, "gulf_states", 4, C(), set())[0] == "iraq"
    assert g.state.rng.dice_drawn == before  # decided by the Active Cell, not by a die
    # avoid another destination of the card: Saudi Arabia, not Iraq, when Iraq is one
    g.c("iraq").sleepers, g.c("iraq").actives = 1, 0
    assert where.travel_origin(g, "gulf_states", 4, C(), {"iraq"})[0] == "saudi_arabia"


def test_9_4_2_6_1_last_cell_of_islamist_rule_stays():
    pos = {"afghanistan": {"clear": True, "governance": "islamist_rule", "sleepers": 1}, "somalia": {"besieged": False}}
    g = solo(pos)
    assert ops.travel(g, Play(card=90, ops=1), 1) == 0
    # D3 Pakistan (Fair, Cell Adjacent); origin Afghanistan: its last Cell Travels within it
    assert g.c("afghanistan").sleepers == 1 and g.c("pakistan").cells == 0
    assert bot_lines(g)[-1].endswith("the last Cell in Afghanistan Travels within the country instead (9.4.2.6.1)")


def test_9_4_2_6_travel_rolls_and_arrives():
    g = solo({"somalia": {"besieged": False}, "iraq": {"sleepers": 2}})
    # D2 Iraq itself (2+2 < 5: no), D3 Gulf States (Fair, next to Iraq); origin Iraq (Adjacent): automatic
    assert ops.travel(g, Play(card=90, ops=1), 1) == 0
    assert g.c("gulf_states").sleepers == 1 and g.c("iraq").sleepers == 1


def test_9_4_2_6_biometrics_turns_travel_into_radicalization():
    g = solo({"somalia": {"besieged": False}, "libya": {"sleepers": 1}}, lapsing=["Biometrics"], dice=[1])
    # the destination (D4 a random unmarked non-Muslim country) has no Cell Adjacent
    assert ops.travel(g, Play(card=90, ops=2), 2) == 2
    assert g.c("libya").sleepers == 1
    assert bot_lines(g)[-1].startswith("Biometrics: a destination has no Cell Adjacent")


# ---------------------------------------------------------------------- 9.5 random country
def test_9_5_die_assignment():
    g = solo(dice=[3, 4, 6, 2, 2])
    two = ["pakistan", "afghanistan"]  # name order: Afghanistan 1-3, Pakistan 4-6
    assert die_assign(g, two) == "afghanistan"
    assert die_assign(g, two) == "pakistan"
    five = ["iraq", "egypt", "jordan", "libya", "syria"]  # 1..5 by name, a 6 is rerolled
    assert die_assign(g, five) == "iraq"  # the 6 is rolled again: 2 = Iraq
    three = ["yemen", "somalia", "sudan"]  # Somalia 1-2, Sudan 3-4, Yemen 5-6
    assert die_assign(g, three) == "somalia"


def test_9_5_more_than_six_candidates_use_the_global_roll_and_closest():
    g = solo(dice=[15])
    # the emulated Global roll lands on Pakistan (15th of 38), not a candidate: Iran and India are
    # one step away, Central Asia two: a die between Iran (4-6) and India (1-3)
    g.script_dice(5)
    cands = ["iran", "india", "central_asia", "morocco", "canada", "russia", "china"]
    assert random_country(g, cands) == "iran"


def test_9_5_shia_mix_table_and_closest():
    g = solo(dice=[1, 1, 5])  # 7: Lebanon
    assert random_country(g, ["lebanon", "iraq"], table="shia_mix") == "lebanon"
    g.script_dice(1, 1, 5, 6)  # Lebanon again, not a candidate: Iraq and Turkey are two steps away; die 6
    assert random_country(g, ["iraq", "turkey", "yemen"], table="shia_mix") == "turkey"


def test_9_5_1_closest_counts_adjacency_steps():
    g = solo()
    assert closest(g, "lebanon", ["syria", "iraq"]) == "syria"
    assert closest(g, "somalia", ["yemen", "pakistan"]) == "yemen"


def test_random_choices_follow_the_dice():
    counts = Counter()
    for d in range(1, 7):
        counts[die_assign(solo(dice=[d]), ["iraq", "syria"])] += 1
    assert counts == Counter({"iraq": 3, "syria": 3})


def test_major_jihad_after_islamist_rule_is_not_repeated():
    g = solo({"pakistan": {"governance": "poor", "sleepers": 6}}, dice=[1, 1, 1])
    assert ops.operations(g, Play(card=90, ops=3)) == 0
    assert g.governance("pakistan") == ISLAMIST_RULE
    assert where.major_jihad_target(g, 3) is None


# ---------------------------------------------------------------------- audit additions
def test_9_4_2_6_1_origin_equal_to_destination_travels_and_becomes_a_sleeper():
    # D2 Sudan (Poor, 3 Cells + 2 >= 5); no other Cell anywhere: the random origin is Sudan itself.
    # The Cell Travels within the country: an Active Cell becomes a Sleeper (9.4.2.6.1, 4.6.4).
    g = solo({"somalia": {"besieged": False}, "sudan": {"governance": "poor", "actives": 3}})
    assert ops.travel(g, Play(card=90, ops=1), 1) == 0
    assert (g.c("sudan").actives, g.c("sudan").sleepers) == (2, 1)
    assert "Sudan itself" in bot_lines(g)[-1]


def test_9_4_2_5_resources_only_decide_among_muslim_countries_left():
    # R3 at 3 or less: the United Kingdom (Recruit 3, 1 Cell) is out on Troops + Cells, so the
    # choice left is among Muslim countries and the highest Resources decides: Iraq, not Libya.
    pos = {"iraq": {"sleepers": 2}, "libya": {"sleepers": 2}, "united_kingdom": {"sleepers": 1}}
    g = solo(pos)
    before = g.state.rng.dice_drawn
    cid, why = where.recruit_target(g, 1)
    assert cid == "iraq" and g.state.rng.dice_drawn == before  # no die: Resources decided
    assert str(why).endswith("then the most Troops plus Cells; then the highest Resources")


def test_9_4_2_explained_choices():
    g = solo({"pakistan": {"sleepers": 1}, "jordan": {"governance": "fair", "sleepers": 1}})
    assert _en(where.choose(g, ["jordan", "pakistan"], where.minor_keys(g))) == ("pakistan", "Pakistan first")
    g = solo(dice=[2])
    assert str(where.choose(g, ["iraq", "syria"], [(m("where-aid"), lambda c: 0)])[1]) == "random among 2 equal candidates (9.5)"


def test_9_5_die_rolls_are_logged_with_the_assignment():
    g = solo(dice=[5])
    assert die_assign(g, ["syria", "iraq"]) == "syria"
    assert g.state.log[-1].text == "Random country: die 5 among Iraq 1-3, Syria 4-6 → Syria (9.5)"


def _en(found: tuple[str, object] | None) -> tuple[str, str] | None:
    """A chart's choice with its reason in English."""
    return None if found is None else (found[0], str(found[1]))
