"""Card events 1-47 (US-associated): preconditions, effects with scripted dice, Lingering and
Lapsing rule changes, Blocking."""

import pytest

from engine import events
from engine.hooks import modify
from engine.ops.jihadist import jihad_targets, resolve_travel, travel_auto, travel_destinations
from engine.ops.us import disrupt_count, disrupt_targets, rc_targets
from engine.state import FAIR, GOOD, ISLAMIST_RULE, POOR, SADR, WMD
from tests.helpers import choose, game_at, option_ids

ITJIHAD = "The door of Itjihad was closed"


def at(card, countries=None, us=(), jihadist=(48,), **extra):
    """A 2-player game at the start of the US Action Phase, the US holding `card` (and `us`)."""
    return game_at(
        {
            "hands": {"us": [card, *us], "jihadist": list(jihadist)},
            "countries": countries or {},
            "phase": "us",
            **extra,
        }
    )


def playable(g, card):
    return events.can_play_as_event(g, card, "us")


def play(g, card, *ids):
    choose(g, f"play:{card}", "event", *ids)


def us_log(g):
    return [e.text for e in g.state.log if e.to == "us"]


def public_log(g):
    return [e.text for e in g.state.log if e.to is None]


# Let's Roll! starts with Afghanistan under Islamist Rule; keep a Cell on the map (2.1.1)
NO_IR = {"afghanistan": {"clear": True}, "kenya_tanzania": {"sleepers": 1}}
SOFT_WORLD = {"france": {"posture": "soft"}, "spain": {"posture": "soft"}}  # Israel is Hard: Soft 1


# --------------------------------------------------------------------- 1 Backlash
def test_card_001_backlash_playable_only_with_a_plot_in_a_muslim_country():
    assert not playable(at(1), 1)
    assert not playable(at(1, {"france": {"plots": [1]}}), 1)
    assert playable(at(1, {"egypt": {"governance": "poor", "plots": [1]}}), 1)


def test_card_001_backlash_reverses_funding_of_the_selected_plot():
    g = at(1, {"saudi_arabia": {"plots": [2]}, "egypt": {"governance": "poor", "plots": [1]}}, funding=5)
    play(g, 1, "plot:saudi_arabia:0")
    assert g.state.countries["saudi_arabia"].plots[0].flags == ["backlash"]
    assert g.state.countries["egypt"].plots[0].flags == []
    # Plot resolution: the Jihadist picks the order; Governance dice all miss
    g.script_dice(6, 6, 6)
    prestige = g.state.prestige
    choose(g, "plot:saudi_arabia:0")  # Poor: Funding -1 instead of +1; then Egypt: +1
    assert g.state.funding == 5
    assert g.state.prestige == prestige - 1  # Troops in Saudi Arabia
    assert sorted(g.state.available_plots, key=str) == [1, 1, 1, 2, 2, 3]


def test_card_001_backlash_names_plots_without_a_number_that_reads_like_a_value():
    """Issue 16: the US cannot see the values, so the Plots are named by the order they were placed."""
    g = at(1, {"central_asia": {"governance": "poor", "plots": [3, 1]}, "egypt": {"governance": "poor", "plots": [2]}})
    choose(g, "play:1", "event")
    labels = [o.label for o in g.prompt().options]
    assert labels == ["The first Plot placed in Central Asia", "The second Plot placed in Central Asia", "The Plot in Egypt"]


def test_card_001_backlash_wmd_sets_funding_to_1():
    g = at(1, {"saudi_arabia": {"plots": ["WMD"]}}, funding=8, prestige=7)
    g.script_dice(6, 6, 6)
    play(g, 1)  # the only Plot in a Muslim country: no question
    assert g.state.funding == 1
    assert g.state.prestige == 1  # WMD where Troops are


# --------------------------------------------------------------------- 2 Biometrics
def test_card_002_biometrics_restricts_travel_until_end_of_turn():
    g = at(2, {"united_kingdom": {"sleepers": 2}}, us=(12,), jihadist=())
    assert travel_auto(g, "united_kingdom", "canada")
    assert "united_kingdom" in travel_destinations(g, "afghanistan")
    play(g, 2)
    assert g.state.lapsing == ["Biometrics"]
    assert "united_kingdom" not in travel_destinations(g, "afghanistan")  # not Adjacent
    assert "pakistan" in travel_destinations(g, "afghanistan")
    assert "afghanistan" in travel_destinations(g, "afghanistan")  # going to ground stays allowed
    assert not travel_auto(g, "united_kingdom", "canada")  # Adjacent but Good: roll a 1
    assert travel_auto(g, "afghanistan", "pakistan")  # Adjacent Fair: automatic
    g.script_dice(2)
    assert resolve_travel(g, [("united_kingdom", "canada")]) == 0
    assert g.state.countries["united_kingdom"].sleepers == 1 and g.state.countries["canada"].cells == 0
    assert not g.state.countries["united_kingdom"].cadre
    g.script_dice(1)
    assert resolve_travel(g, [("united_kingdom", "canada")]) == 1
    # end of turn: the Lapsing event ends
    choose(g, "play:12", "ops:reserves")
    assert g.state.turn == 2 and g.state.lapsing == [] and 2 in g.state.discard
    assert "united_kingdom" in travel_destinations(g, "afghanistan")


# --------------------------------------------------------------------- 3 CTR
def test_card_003_ctr_needs_soft_posture():
    assert not playable(at(3), 3)
    assert playable(at(3, us_posture="soft"), 3)


def test_card_003_ctr_marks_russia_and_an_ally_or_neutral_central_asia():
    g = at(3, {"central_asia": {"governance": "fair", "alignment": "neutral"}}, us_posture="soft")
    play(g, 3)
    assert g.state.countries["russia"].markers == ["CTR"]
    assert g.state.countries["central_asia"].markers == ["CTR"]
    assert g.in_play("CTR", "russia") and 3 in g.state.discard


def test_card_003_ctr_skips_an_adversary_or_unmarked_central_asia():
    g = at(3, {"central_asia": {"governance": "poor", "alignment": "adversary"}}, us_posture="soft")
    play(g, 3)
    assert g.state.countries["russia"].markers == ["CTR"]
    assert g.state.countries["central_asia"].markers == []
    g = at(3, us_posture="soft")
    play(g, 3)
    assert g.state.countries["central_asia"].markers == []


# --------------------------------------------------------------------- 4 Moro Talks
def test_card_004_moro_talks():
    g = at(4, {"philippines": {"markers": ["Abu Sayyaf"]}}, funding=6)
    g.script_dice(5)
    play(g, 4)
    ph = g.state.countries["philippines"]
    assert ph.posture == "hard"  # tested: 5
    assert g.state.funding == 5
    assert ph.markers == ["Moro Talks"]  # Abu Sayyaf removed (6.2.8)
    assert events.blocked(g, 57)  # Abu Sayyaf can no longer be played
    assert 4 in g.state.removed


def test_card_004_moro_talks_marked_philippines_is_not_retested():
    g = at(4, {"philippines": {"posture": "soft"}})
    play(g, 4)
    assert g.state.countries["philippines"].posture == "soft"
    assert g.state.funding == 8


# --------------------------------------------------------------------- 5 NEST
def test_card_005_nest_shows_wmd_plots_placed_in_the_us():
    g = at(5, available_plots=[1, WMD], wmd_box=2)
    play(g, 5)
    assert g.state.countries["united_states"].markers == ["NEST"] and 5 in g.state.removed
    g.place_plot("united_states", 1)
    assert g.state.countries["united_states"].plots[0].flags == []
    assert "NEST: the Plot placed in the United States stays face down: it is not a WMD Plot" in public_log(g)
    g.place_plot("united_states", WMD)
    assert g.state.countries["united_states"].plots[1].flags == ["face_up"]
    assert "NEST: the Plot placed in the United States is face up: WMD" in public_log(g)


def test_card_005_nest_without_marker_nothing_is_shown():
    g = at(5, available_plots=[1, WMD], wmd_box=2)
    g.place_plot("united_states", WMD)
    assert g.state.countries["united_states"].plots[0].flags == []
    assert not any("NEST" in t for t in public_log(g))


def test_card_005_nest_solo_reveals_every_us_plot_while_a_wmd_is_available():
    g = game_at(
        {"hands": {"us": [5], "jihadist": [48]}, "phase": "us", "available_plots": [1, 2, WMD], "wmd_box": 2,
         "countries": {"united_states": {"markers": ["NEST"]}}},
        players="solo",
    )
    g.place_plot("united_states", 2)
    assert g.state.countries["united_states"].plots[0].flags == ["face_up"]
    assert "NEST: the Plot placed in the United States is face up: 2" in public_log(g)
    g.place_plot("united_states", WMD)  # drawn while a WMD was Available: face up
    assert g.state.countries["united_states"].plots[1].flags == ["face_up"]
    g.place_plot("united_states", 1)  # no WMD Available any more: stays hidden
    assert g.state.countries["united_states"].plots[2].flags == []


# --------------------------------------------------------------------- 6, 7 Sanctions
def _sanctions(card):
    assert not playable(at(card), card)
    g = at(card, {"united_states": {"markers": ["Patriot Act"]}}, funding=6)
    assert playable(g, card)
    play(g, card)
    assert g.state.funding == 4 and card in g.state.discard


def test_card_006_sanctions():
    _sanctions(6)


def test_card_007_sanctions():
    _sanctions(7)


# --------------------------------------------------------------------- 8, 9, 10 Special Forces
def _special_forces(card):
    assert not playable(at(card), card)  # Afghanistan's Cells are nowhere near Troops
    g = at(card, {"iran": {"sleepers": 1}})  # Iran is Adjacent to the Gulf States (2 Troops)
    assert playable(g, card)
    play(g, card)
    assert g.state.countries["iran"].cells == 0 and g.state.countries["iran"].cadre
    g = at(card, {"iraq": {"sleepers": 1, "actives": 1}, "iran": {"sleepers": 1}})
    play(g, card, "country:iraq", "cell:active")
    assert (g.state.countries["iraq"].sleepers, g.state.countries["iraq"].actives) == (1, 0)
    assert not g.state.countries["iraq"].cadre and g.state.countries["iran"].sleepers == 1


def test_card_008_special_forces():
    _special_forces(8)


def test_card_009_special_forces():
    _special_forces(9)


def test_card_010_special_forces():
    _special_forces(10)


def test_card_008_special_forces_counts_troops_in_the_country_itself_and_nato():
    g = at(8, {"saudi_arabia": {"sleepers": 1}})
    play(g, 8)
    assert g.state.countries["saudi_arabia"].cells == 0
    # NATO (2 Troops) makes Iraq's neighbours eligible
    g = at(8, {"gulf_states": {"troops": 0}, "saudi_arabia": {"troops": 0}, "syria": {"sleepers": 1},
               "iraq": {"governance": "poor", "alignment": "ally", "regime_change": "tan", "markers": ["NATO"]}})
    assert playable(g, 8)


def test_card_008_special_forces_may_remove_sadr():
    g = at(8, {"iraq": {"sleepers": 1, "markers": [SADR]}})
    play(g, 8, "cell:sadr")
    assert g.state.countries["iraq"].markers == [] and g.state.countries["iraq"].sleepers == 1


# --------------------------------------------------------------------- 11 Abbas
def test_card_011_abbas():
    g = at(11)
    play(g, 11)
    assert g.state.event_box == ["Abbas"]
    assert (g.state.prestige, g.state.funding) == (8, 7)
    assert 11 in g.state.removed


def test_card_011_abbas_in_overstretch_only_marks():
    g = at(11, {"saudi_arabia": {"troops": 9}})  # 4 Troops left on the track
    play(g, 11)
    assert g.state.event_box == ["Abbas"]
    assert (g.state.prestige, g.state.funding) == (7, 9)
    g = at(11, {"lebanon": {"governance": "islamist_rule", "alignment": "adversary"}})
    play(g, 11)
    assert (g.state.prestige, g.state.funding) == (7, 9)


def test_card_011_abbas_ends_when_a_plot_is_resolved_in_israel():
    g = at(11, {"israel": {"plots": [1]}}, funding=5)
    g.script_dice(3)  # Posture roll for Israel (it stays Hard)
    play(g, 11)  # then the US Action Phase ends and the Plot resolves
    assert "Abbas" not in g.state.event_box
    assert g.state.funding == 3 + 2  # -2 by Abbas, +2 for the Plot in Good Israel


# --------------------------------------------------------------------- 12 Al-Azhar
def test_card_012_al_azhar():
    g = at(12)
    g.script_dice(5)
    play(g, 12)
    assert g.state.countries["egypt"].governance == FAIR
    assert g.state.funding == 7  # Afghanistan is under Islamist Rule: -2
    g = at(12, {**NO_IR, "egypt": {"governance": "poor"}})
    play(g, 12)
    assert g.state.countries["egypt"].governance == POOR
    assert g.state.funding == 5


# --------------------------------------------------------------------- 13 Anbar Awakening
def test_card_013_anbar_awakening():
    assert not playable(at(13), 13)
    g = at(13, {"iraq": {"troops": 1}}, event_box=["Al-Anbar"])
    assert playable(g, 13)
    play(g, 13)
    assert g.state.countries["iraq"].aid == 1 and g.state.prestige == 8
    assert g.state.event_box == ["Anbar Awakening"]
    assert events.blocked(g, 58)


def test_card_013_anbar_awakening_choice_when_both_have_troops():
    g = at(13, {"iraq": {"troops": 1}, "syria": {"troops": 1}})
    play(g, 13, "country:syria")
    assert g.state.countries["syria"].aid == 1 and g.state.countries["iraq"].aid == 0


def test_card_013_anbar_awakening_aid_in_a_good_or_islamist_rule_country():
    # 6.2.2: the Event governs; 7.2.2.3 and 8.4.4 remove Aid only at the moment of the shift (its notes)
    g = at(13, {"iraq": {"troops": 1, "governance": "good", "alignment": "ally"}})
    play(g, 13)
    assert g.state.countries["iraq"].aid == 1 and g.state.prestige == 8 and g.state.event_box == ["Anbar Awakening"]
    g = at(13, {"syria": {"troops": 1, "governance": "islamist_rule", "alignment": "adversary"}})
    play(g, 13)
    assert g.state.countries["syria"].aid == 1


# --------------------------------------------------------------------- 14 Covert Action
def test_card_014_covert_action():
    calm = {**NO_IR, **{c: {"alignment": "neutral"} for c in ("libya", "syria", "iraq")}}
    assert not playable(at(14, calm), 14)
    g = at(14)
    g.script_dice(4)
    play(g, 14, "country:syria")
    assert g.state.countries["syria"].alignment == "neutral"
    assert g.state.countries["syria"].governance == FAIR
    g = at(14)
    g.script_dice(3)
    play(g, 14, "country:iraq")
    assert g.state.countries["iraq"].alignment == "adversary"


def test_card_014_covert_action_makes_islamist_rule_neutral():
    # 6.2.2: the Event governs: an Islamist Rule Adversary becomes Neutral and keeps its Governance (its notes)
    g = at(14)
    play(g, 14)
    assert "country:afghanistan" in option_ids(g) and "country:syria" in option_ids(g)
    only_ir = {c: {"alignment": "neutral"} for c in ("libya", "syria", "iraq")}
    g = at(14, only_ir)
    assert playable(g, 14)
    g.script_dice(event=[4])
    play(g, 14)  # Afghanistan, the only Adversary
    a = g.state.countries["afghanistan"]
    assert (a.alignment, a.governance) == ("neutral", 4) and 14 in g.state.discard


# --------------------------------------------------------------------- 15 Ethiopia Strikes
def test_card_015_ethiopia_strikes():
    assert not playable(at(15), 15)
    ir = {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 1}
    g = at(15, {"somalia": {**ir, "besieged": False}})
    assert playable(g, 15)
    play(g, 15)
    s = g.state.countries["somalia"]
    assert (s.governance, s.alignment, s.sleepers) == (POOR, "neutral", 1)
    assert 15 in g.state.removed
    g = at(15, {"somalia": {**ir, "besieged": False}, "sudan": ir})
    play(g, 15, "country:sudan")
    assert g.state.countries["sudan"].governance == POOR
    assert g.state.countries["somalia"].governance == ISLAMIST_RULE


# --------------------------------------------------------------------- 16 Euro-Islam
def test_card_016_euro_islam():
    g = at(16)
    play(g, 16, "posture:soft")
    assert g.state.countries["benelux"].posture == "soft"
    assert g.state.funding == 9  # Islamist Rule in Afghanistan: no Funding change
    g = at(16, NO_IR, funding=4)
    play(g, 16, "posture:hard")
    assert g.state.countries["benelux"].posture == "hard" and g.state.funding == 3
    assert 16 in g.state.removed


# --------------------------------------------------------------------- 17 FSB
def test_card_017_fsb_discards_wmd_cards():
    g = at(17, {"russia": {"sleepers": 1}}, jihadist=(71, 48, 65))
    play(g, 17)
    assert g.state.hands["jihadist"] == [48]
    assert g.state.discard[-3:] == [71, 65, 17]
    assert g.state.countries["russia"].sleepers == 1  # no Cell removal when a card was found
    assert any("#71 Loose Nuke" in t and "#48" in t for t in us_log(g))
    assert not g.can_undo()[0]


def test_card_017_fsb_removes_a_cell_in_russia_or_central_asia():
    g = at(17, {"russia": {"sleepers": 1}, "central_asia": {"governance": "poor", "actives": 1}}, jihadist=(48, 50))
    play(g, 17, "country:russia")
    assert g.state.hands["jihadist"] == [48, 50]
    assert g.state.countries["russia"].cells == 0 and g.state.countries["russia"].cadre
    assert g.state.countries["central_asia"].actives == 1


def test_card_017_fsb_solo_shuffles_the_bot_hand():
    g = game_at({"hands": {"us": [17, 40], "jihadist": [48, 69, 50, 51, 52, 53]}, "phase": "us"}, players="solo")
    choose(g, "play:17", "event")
    assert g.state.discard == [69, 17]
    assert sorted(g.state.hands["jihadist"]) == [48, 50, 51, 52, 53]


# --------------------------------------------------------------------- 18 Intel Community
def test_card_018_intel_community():
    g = at(18, us=(12, 40), jihadist=(48, 50))
    choose(g, "play:18", "event")
    assert any("#48 Adam Gadahn" in t and "#50 Ansar al-Islam" in t for t in us_log(g))
    ops = option_ids(g)
    assert "ops:reserves" in ops and "ops:alert" not in ops and "ops:regime_change" not in ops
    choose(g, "ops:reserves")
    assert g.state.reserves["us"] == 1
    assert option_ids(g) == ["play:12", "play:40", "done"]
    g.script_dice(5)
    choose(g, "play:12", "event")  # extra card: Al-Azhar
    assert g.state.countries["egypt"].governance == FAIR and g.state.funding == 7
    assert g.state.discard[-2:] == [12, 18]
    assert g.state.cards_played == 1  # the extra card is not one of the phase's two
    assert g.prompt().text == "US Action Phase: play your second card"


def test_card_018_intel_community_one_value_war_of_ideas():
    g = at(18, {"pakistan": {"governance": "good", "alignment": "neutral"}}, prestige=7)
    choose(g, "play:18", "event")
    g.script_dice(4)  # 4 + 1 (High Prestige) = 5
    choose(g, "ops:woi", "country:pakistan")
    assert g.state.countries["pakistan"].alignment == "ally"


# --------------------------------------------------------------------- 19 Kemalist Republic
def test_card_019_kemalist_republic():
    g = at(19)
    play(g, 19)
    t = g.state.countries["turkey"]
    assert (t.governance, t.alignment) == (FAIR, "ally")
    g = at(19, {"turkey": {"governance": "good", "alignment": "adversary"}})
    play(g, 19)
    assert (g.state.countries["turkey"].governance, g.state.countries["turkey"].alignment) == (FAIR, "ally")
    assert 19 in g.state.discard


# --------------------------------------------------------------------- 20 King Abdullah
def test_card_020_king_abdullah():
    g = at(20, {"jordan": {"governance": "poor", "alignment": "adversary"}})
    play(g, 20)
    j = g.state.countries["jordan"]
    assert (j.governance, j.alignment) == (FAIR, "ally")
    assert (g.state.prestige, g.state.funding) == (8, 8)
    assert 20 in g.state.removed


# --------------------------------------------------------------------- 21 Let's Roll!
def test_card_021_lets_roll_playable():
    assert not playable(at(21), 21)
    assert not playable(at(21, {"egypt": {"governance": "poor", "plots": [1]}}), 21)
    assert playable(at(21, {"saudi_arabia": {"plots": [1]}}), 21)  # Ally
    assert playable(at(21, {"united_kingdom": {"plots": [1]}}), 21)  # Good


def test_card_021_lets_roll():
    g = at(21, {"saudi_arabia": {"plots": [3]}, "united_states": {"plots": [WMD]}}, us=(40,), deck=[100])
    play(g, 21, "plot:united_states:0", "country:france", "posture:soft")
    assert g.state.countries["united_states"].plots == []
    assert g.state.countries["saudi_arabia"].plots[0].value == 3
    assert WMD not in g.state.available_plots  # WMD removed from the game
    assert g.state.hands["us"] == [40, 100]
    assert g.state.countries["france"].posture == "soft"
    assert "Alert in United States: the Plot was WMD; it is Blocked" in public_log(g)


# --------------------------------------------------------------------- 22 Mossad & Shin Bet
def test_card_022_mossad_shin_bet():
    assert not playable(at(22), 22)
    g = at(22, {"jordan": {"governance": "poor", "sleepers": 2}, "lebanon": {"governance": "fair", "actives": 1},
                "israel": {"sleepers": 1}, "syria": {"sleepers": 1}})
    assert playable(g, 22)
    play(g, 22)
    for cid in ("jordan", "lebanon", "israel"):
        assert g.state.countries[cid].cells == 0 and g.state.countries[cid].cadre
    assert g.state.countries["syria"].sleepers == 1
    assert g.cells_on_track() == 15 - 4 - 1


# --------------------------------------------------------------------- 23, 24, 25 Predator
def _predator(card):
    g = at(card)
    play(g, card)  # Afghanistan is the only Muslim country with Cells
    assert g.state.countries["afghanistan"].sleepers == 3
    g = at(card, {"iraq": {"sleepers": 1, "actives": 1}, "france": {"sleepers": 1}})
    choose(g, f"play:{card}", "event")
    assert option_ids(g) == ["country:afghanistan", "country:iraq"]
    choose(g, "country:iraq", "cell:sleeper")
    assert (g.state.countries["iraq"].sleepers, g.state.countries["iraq"].actives) == (0, 1)
    # no precondition: playable with no Cell in a Muslim country, and then does nothing
    g = at(card, {**NO_IR, "france": {"sleepers": 1}})
    assert playable(g, card)
    play(g, card)
    assert g.state.countries["france"].sleepers == 1 and card in g.state.discard


def test_card_023_predator():
    _predator(23)


def test_card_024_predator():
    _predator(24)


def test_card_025_predator():
    _predator(25)


# --------------------------------------------------------------------- 26 Quartet
def test_card_026_quartet():
    assert not playable(at(26), 26)
    g = at(26, event_box=["Abbas"])
    assert playable(g, 26)
    assert not playable(at(26, {"saudi_arabia": {"troops": 9}}, event_box=["Abbas"]), 26)
    assert not playable(at(26, {"egypt": {"governance": "islamist_rule"}}, event_box=["Abbas"]), 26)
    play(g, 26)
    assert (g.state.prestige, g.state.funding) == (9, 6)
    assert g.state.event_box == ["Abbas"] and 26 in g.state.discard


# --------------------------------------------------------------------- 27 Saddam Captured
def test_card_027_saddam_captured():
    assert not playable(at(27), 27)
    g = at(27, {"iraq": {"troops": 2}})
    assert not events.blocked(g, 92)
    play(g, 27)
    assert g.state.countries["iraq"].aid == 1 and g.state.prestige == 8
    assert g.state.event_box == ["Saddam Captured"] and 27 in g.state.removed
    assert events.blocked(g, 92)


def test_card_027_saddam_captured_aid_in_a_good_or_islamist_rule_iraq():
    # 6.2.2: the Event governs; 7.2.2.3 and 8.4.4 remove Aid only at the moment of the shift (its notes)
    g = at(27, {"iraq": {"troops": 2, "governance": "good", "alignment": "ally"}})
    play(g, 27)
    assert g.state.countries["iraq"].aid == 1 and g.state.prestige == 8 and g.state.event_box == ["Saddam Captured"]
    g = at(27, {"iraq": {"troops": 2, "governance": "islamist_rule", "alignment": "adversary"}})
    play(g, 27)
    assert g.state.countries["iraq"].aid == 1


# --------------------------------------------------------------------- 28 Sharia
def test_card_028_sharia():
    g = at(28)
    play(g, 28)  # Somalia is the only Besieged Regime
    assert not g.state.countries["somalia"].besieged
    g = at(28, {"iraq": {"besieged": True, "aid": 1}})
    play(g, 28, "country:iraq")
    assert not g.state.countries["iraq"].besieged and g.state.countries["iraq"].aid == 1
    assert g.state.countries["somalia"].besieged
    g = at(28, {"somalia": {"besieged": False}})
    assert playable(g, 28)
    play(g, 28)
    assert 28 in g.state.discard


# --------------------------------------------------------------------- 29 Tony Blair
def test_card_029_tony_blair():
    g = at(29, {"united_kingdom": {"posture": "soft"}})
    g.script_dice(6, 1)
    play(g, 29, "country:france", "country:spain", "done")
    s = g.state
    assert s.countries["united_kingdom"].posture == "hard"
    assert s.countries["france"].posture == "hard" and s.countries["spain"].posture == "soft"
    assert s.prestige == 8  # France matches the US
    assert 29 in s.removed


def test_card_029_tony_blair_three_countries_at_most():
    g = at(29, us_posture="soft", prestige=5)
    g.script_dice(1, 2, 3)
    play(g, 29, "country:germany", "country:italy")
    assert "country:germany" not in option_ids(g) and "country:italy" not in option_ids(g)
    choose(g, "country:benelux")
    s = g.state
    assert s.countries["united_kingdom"].posture == "soft"
    assert [s.countries[c].posture for c in ("germany", "italy", "benelux")] == ["soft"] * 3
    assert s.prestige == 8


def test_card_029_tony_blair_shows_the_odds_of_each_posture_roll():
    # 7.2.3 through the Event: a Soft US gains Prestige on a Soft roll, 1-4 (issue 21)
    g = at(29, us_posture="soft")
    play(g, 29)
    opts = {o.id: o for o in g.prompt().options}
    assert opts["country:france"].odds == pytest.approx(4 / 6) and "67%" in opts["country:france"].label
    assert opts["done"].odds is None


# --------------------------------------------------------------------- 30 UN Nation Building
RC_IRAQ = {"iraq": {"governance": "poor", "alignment": "ally", "regime_change": "tan", "troops": 2, "sleepers": 3}}


def test_card_030_un_nation_building():
    assert not playable(at(30), 30)
    g = at(30, {**RC_IRAQ, **SOFT_WORLD}, prestige=7)
    assert g.gwot_penalty() == 1
    g.script_dice(3)  # 3 +1 Prestige +1 Aid = 5 (GWOT penalty ignored, 7.2.1.3 ignored)
    play(g, 30)
    assert g.state.countries["iraq"].aid == 1 and g.state.countries["iraq"].governance == FAIR


def test_card_030_un_nation_building_failed_roll_keeps_the_aid():
    g = at(30, RC_IRAQ, prestige=5)
    g.script_dice(3)  # 3 + 1 Aid = 4
    play(g, 30)
    assert g.state.countries["iraq"].aid == 1 and g.state.countries["iraq"].governance == POOR
    # issue 16: the failed roll says it has no effect
    assert any(t.endswith("= 4: fails, no effect (5+ needed)") for t in public_log(g))


def test_card_030_un_nation_building_blocked_by_vieira_de_mello():
    assert not playable(at(30, RC_IRAQ, event_box=["Vieira de Mello Slain"]), 30)


# --------------------------------------------------------------------- 31 Wiretapping
def test_card_031_wiretapping():
    assert not playable(at(31), 31)
    g = at(31, {"united_kingdom": {"sleepers": 1, "actives": 1}, "canada": {"cadre": True},
                "united_states": {"plots": [2]}}, deck=[100])
    assert playable(g, 31)
    play(g, 31)
    s = g.state
    assert s.countries["united_kingdom"].cells == 0 and not s.countries["united_kingdom"].cadre
    assert not s.countries["canada"].cadre
    assert s.countries["united_states"].plots == [] and sorted(s.available_plots) == [1, 1, 1, 2, 2, 3]
    assert s.hands["us"] == [100]
    assert s.event_box == ["Wiretapping"]


def test_card_031_wiretapping_blocked_by_leak():
    assert not playable(at(31, {"canada": {"cadre": True}}, event_box=["Leak: Wiretapping"]), 31)


# --------------------------------------------------------------------- 32 Back Channel
def test_card_032_back_channel():
    assert not playable(at(32, us=(12,)), 32)  # Hard Posture
    assert not playable(at(32, {"iraq": {"alignment": "neutral"}}, us=(40,), us_posture="soft"), 32)  # none with 3
    g = at(32, us=(12, 40), us_posture="soft")  # Syria: 2 Resources, Al-Azhar: 2 Ops
    assert playable(g, 32)
    play(g, 32, "card:12")  # Syria is the only Adversary with 2 Resources
    s = g.state
    assert s.countries["syria"].alignment == "neutral" and s.countries["syria"].aid == 1
    assert s.hands["us"] == [40] and s.discard == [12, 32]


def test_card_032_back_channel_may_decline():
    g = at(32, us=(12,), us_posture="soft")
    play(g, 32, "done")
    assert g.state.hands["us"] == [12] and g.state.countries["syria"].alignment == "adversary"


def test_card_032_back_channel_matches_islamist_rule():
    # 6.2.2: Islamist Rule Afghanistan (1 Resource) and Backlash (1 Op): it becomes Neutral, keeps its
    # Islamist Rule and gets the Aid (the card's notes)
    calm = {c: {"alignment": "neutral"} for c in ("libya", "syria", "iraq")}
    g = at(32, calm, us=(1,), us_posture="soft")
    assert playable(g, 32)
    play(g, 32, "card:1")
    a = g.state.countries["afghanistan"]
    assert (a.alignment, a.governance, a.aid) == ("neutral", 4, 1) and 1 in g.state.discard


# --------------------------------------------------------------------- 33 Benazir Bhutto
BHUTTO_OK = {**NO_IR, "pakistan": {"governance": "poor", "alignment": "neutral", "sleepers": 2}}


def test_card_033_benazir_bhutto_playable():
    assert not playable(at(33), 33)  # Afghanistan (Adjacent) under Islamist Rule
    assert playable(at(33, BHUTTO_OK), 33)
    assert not playable(at(33, BHUTTO_OK, event_box=["Bhutto Shot"]), 33)


def test_card_033_benazir_bhutto():
    g = at(33, BHUTTO_OK)
    assert "pakistan" in jihad_targets(g)
    play(g, 33)
    p = g.state.countries["pakistan"]
    assert p.governance == FAIR and p.markers == ["Benazir Bhutto"]
    assert "pakistan" not in jihad_targets(g)
    assert events.blocked(g, 108)  # Musharraf
    assert 33 in g.state.removed


# --------------------------------------------------------------------- 34 Enhanced Measures
EM = {"saudi_arabia": {"sleepers": 2}}


def test_card_034_enhanced_measures_playable():
    assert not playable(at(34), 34)  # no Disrupt target
    assert playable(at(34, EM), 34)
    assert not playable(at(34, EM, us_posture="soft"), 34)
    assert not playable(at(34, EM, event_box=["Leak: Enhanced Measures"]), 34)


def test_card_034_enhanced_measures():
    g = at(34, EM, jihadist=(48, 50, 51))
    g.script_dice(2)  # the random card: the 2nd
    play(g, 34, "country:saudi_arabia")
    s = g.state
    assert s.countries["saudi_arabia"].actives == 2  # 2 Troops: two Sleepers go Active
    assert s.prestige == 8  # Disrupt with Troops
    assert s.hands["us"] == [50] and s.hands["jihadist"] == [48, 51]
    assert s.event_box == ["Enhanced Measures"] and 34 in s.discard
    assert "You take #50 Ansar al-Islam" in us_log(g)


def test_card_034_enhanced_measures_solo_takes_the_top_card():
    g = game_at({"hands": {"us": [34, 40], "jihadist": [48, 50, 51]}, "phase": "us", "countries": EM}, players="solo")
    choose(g, "play:34", "event", "country:saudi_arabia")
    assert g.state.hands["us"] == [40, 51]


# --------------------------------------------------------------------- 35 Hijab
def test_card_035_hijab():
    assert not playable(at(35), 35)
    g = at(35, NO_IR)
    g.script_dice(5)  # Turkey tests Fair, then improves to Good
    play(g, 35, "posture:soft")
    assert g.state.countries["turkey"].governance == GOOD
    assert g.state.countries["france"].posture == "soft"
    assert g.state.funding == 7 and 35 in g.state.removed


def test_card_035_hijab_good_neutral_turkey_gets_no_aid_from_war_of_ideas():
    # Hijab leaves Turkey Good and Neutral; a War of Ideas failing by one there places no Aid (7.2.2.3)
    g = at(35, NO_IR, us=(40,), prestige=5)
    g.script_dice(5)
    play(g, 35, "posture:hard")
    c = g.state.countries["turkey"]
    assert (c.governance, c.alignment) == (GOOD, "neutral")
    g.script_dice(4)  # 4 +0 = 4: fails by one
    choose(g, "play:40", "ops:woi", "country:turkey")
    assert g.state.countries["turkey"].aid == 0


# --------------------------------------------------------------------- 36 Indo-Pakistani Talks
def test_card_036_indo_pakistani_talks():
    assert not playable(at(36, {"pakistan": {"governance": "poor"}}), 36)
    g = at(36)
    assert playable(g, 36)
    play(g, 36, "posture:hard")
    assert g.state.countries["pakistan"].alignment == "ally"
    assert g.state.countries["india"].posture == "hard"
    assert g.state.event_box == ["Indo-Pakistani Talks"]
    assert events.blocked(g, 83) and events.blocked(g, 70)
    assert 36 in g.state.removed


def test_card_036_indo_pakistani_talks_ends_with_a_plot_resolved_in_india():
    g = at(36, {"india": {"plots": [1]}}, funding=5)
    g.script_dice(5)  # Posture roll for India after the Plot
    play(g, 36, "posture:soft")
    assert "Indo-Pakistani Talks" not in g.state.event_box
    assert not events.blocked(g, 83)


# --------------------------------------------------------------------- 37 Iraqi WMD
def test_card_037_iraqi_wmd_playable():
    assert playable(at(37), 37)
    assert not playable(at(37, us_posture="soft"), 37)
    assert not playable(at(37, {"iraq": {"alignment": "neutral"}}), 37)


def test_card_037_iraqi_wmd_regime_change_now():
    g = at(37, {"iraq": {"sleepers": 2}})
    play(g, 37, "rc:yes")
    assert option_ids(g) == [f"n:{k}" for k in range(6, 12)]
    g.script_dice(5, 6, 2, 3)  # Governance 5 → Fair; Prestige up by the lower of 2, 3
    choose(g, "n:6")
    iraq = g.state.countries["iraq"]
    assert (iraq.troops, iraq.governance, iraq.alignment, iraq.regime_change) == (6, FAIR, "ally", "green")
    assert iraq.actives == 2 and iraq.markers == []
    assert g.state.prestige == 9
    assert 37 in g.state.removed


def test_card_037_iraqi_wmd_troops_in_iraq_cannot_change_its_regime():
    # 6 Troops already in (Adversary) Iraq: a Regime Change Deploys Troops from another location
    g = at(37, {"iraq": {"troops": 6}, "gulf_states": {"troops": 0}})
    assert g.troops_on_track() >= 6
    play(g, 37, "rc:yes")
    assert option_ids(g) == [f"n:{k}" for k in range(6, g.troops_on_track() + 1)]  # from the track only


def test_card_037_iraqi_wmd_later_regime_change():
    g = at(37, us=(40,))
    assert "iraq" not in rc_targets(g, 3)
    play(g, 37, "rc:no")
    assert g.state.countries["iraq"].markers == ["Iraqi WMD"]
    assert rc_targets(g, 3) == ["afghanistan", "iraq"]
    g.script_dice(1, 1, 1, 1)
    choose(g, "play:40", "ops:regime_change", "country:iraq", "track", "n:6")
    assert g.state.countries["iraq"].regime_change == "green"
    assert g.state.countries["iraq"].markers == []
    assert not g.in_play("Iraqi WMD")


# --------------------------------------------------------------------- 38 Libyan Deal
def test_card_038_libyan_deal():
    assert not playable(at(38), 38)  # neither Iraq nor Syria is an Ally
    g = at(38, {"iraq": {"alignment": "ally"}, "libya": {"markers": ["Libyan WMD"]}})
    assert playable(g, 38)
    assert not playable(at(38, {"iraq": {"alignment": "ally"}, "libya": {"governance": "fair"}}), 38)
    play(g, 38, "country:france", "posture:hard", "country:spain", "posture:soft")
    s = g.state
    assert s.countries["libya"].alignment == "ally" and s.countries["libya"].governance == POOR
    assert s.prestige == 8
    assert (s.countries["france"].posture, s.countries["spain"].posture) == ("hard", "soft")
    assert s.event_box == ["Libyan Deal"] and s.countries["libya"].markers == []
    assert events.blocked(g, 39) and 38 in s.removed


# --------------------------------------------------------------------- 39 Libyan WMD
def test_card_039_libyan_wmd():
    assert not playable(at(39, us_posture="soft"), 39)
    assert not playable(at(39, event_box=["Libyan Deal"]), 39)
    g = at(39)
    assert playable(g, 39)
    play(g, 39, "rc:no")
    assert g.state.countries["libya"].markers == ["Libyan WMD"]
    assert "libya" in rc_targets(g, 3) and 39 in g.state.removed


# --------------------------------------------------------------------- 40 Mass Turnout
def test_card_040_mass_turnout():
    assert not playable(at(40), 40)
    g = at(40, RC_IRAQ)
    play(g, 40)
    assert g.state.countries["iraq"].governance == FAIR
    g = at(40, {"iraq": {**RC_IRAQ["iraq"], "governance": "fair", "aid": 1}})
    play(g, 40)
    iraq = g.state.countries["iraq"]
    assert iraq.governance == GOOD and iraq.regime_change is None and iraq.aid == 0


# --------------------------------------------------------------------- 41 NATO
def test_card_041_nato_playable():
    assert not playable(at(41), 41)
    assert playable(at(41, RC_IRAQ), 41)
    assert not playable(at(41, {**RC_IRAQ, **SOFT_WORLD}), 41)  # GWOT penalty


def test_card_041_nato_counts_as_two_troops():
    g = at(41, {"iraq": {**RC_IRAQ["iraq"], "troops": 0, "alignment": "neutral"}})
    assert disrupt_count(g, "iraq") == 1 and g.troops("iraq") == 0
    assert "iraq" not in disrupt_targets(g, 3)  # a Neutral needs 2 Troops
    play(g, 41)
    iraq = g.state.countries["iraq"]
    assert iraq.markers == ["NATO"] and iraq.aid == 1 and iraq.troops == 0
    assert g.troops("iraq") == 2 and g.troops_on_track() == 11  # not a cube on the track
    assert disrupt_count(g, "iraq") == 2 and "iraq" in disrupt_targets(g, 3)
    assert 41 in g.state.discard


def test_card_041_nato_single_marker_moves():
    rc = {"governance": "poor", "alignment": "ally", "regime_change": "tan"}
    g = at(41, {"iraq": {**rc, "markers": ["NATO"]}, "syria": rc})
    play(g, 41, "country:syria")
    assert g.state.countries["iraq"].markers == [] and g.state.countries["syria"].markers == ["NATO"]


def test_card_041_nato_may_count_as_two_departing_troops_of_a_deploy():
    # Iraq: 8 cubes + NATO, 1 Cell; 7.3.1 keeps 6 (Cells + 5) there
    iraq = {"governance": "poor", "alignment": "ally", "regime_change": "tan", "troops": 8, "sleepers": 1,
            "markers": ["NATO"]}
    g = at(12, {"iraq": iraq, "gulf_states": {"governance": "fair", "alignment": "ally"}})
    choose(g, "play:12", "ops:deploy", "country:iraq", "country:gulf_states")
    assert g.prompt().kind == "yes_no"
    choose(g, "nato:yes")
    assert g.state.countries["iraq"].markers == []
    assert option_ids(g) == ["n:0", "n:1", "n:2"]  # 8 cubes, Cells + 5 = 6 stay
    choose(g, "n:1")
    assert g.state.countries["iraq"].troops == 7 and g.troops("iraq") == 7
    assert g.state.countries["gulf_states"].troops == 2 + 1  # no cubes arrive for NATO


def test_card_041_nato_declined_or_limited_on_deploy():
    iraq = {"governance": "poor", "alignment": "ally", "regime_change": "tan", "troops": 5, "sleepers": 1,
            "markers": ["NATO"]}
    g = at(12, {"iraq": iraq, "gulf_states": {"governance": "fair", "alignment": "ally"}})
    # 5 cubes + NATO = 7, Cells + 5 = 6: one cube may go, but NATO may not (only 5 would stay)
    choose(g, "play:12", "ops:deploy", "country:iraq", "country:gulf_states")
    assert g.state.countries["iraq"].troops == 4 and g.state.countries["iraq"].markers == ["NATO"]
    g = at(12, {"iraq": {**iraq, "troops": 8}, "gulf_states": {"governance": "fair", "alignment": "ally"}})
    choose(g, "play:12", "ops:deploy", "country:iraq", "country:gulf_states", "nato:no", "n:3")
    assert g.state.countries["iraq"].markers == ["NATO"] and g.state.countries["gulf_states"].troops == 2 + 3


def test_card_041_nato_may_leave_with_a_withdrawal():
    iraq = {"governance": "poor", "alignment": "ally", "regime_change": "tan", "troops": 3, "aid": 1,
            "markers": ["NATO"]}
    g = at(41, {"iraq": iraq}, us_posture="soft")
    track = g.troops_on_track()
    g.script_dice(6, 1, 1)  # Prestige roll
    choose(g, "play:41", "ops:withdraw", "country:iraq", "track", "nato:yes", "n:0")
    c = g.state.countries["iraq"]
    assert c.markers == [] and c.troops == 3 and g.troops_on_track() == track  # no cubes for NATO
    assert c.aid == 0 and c.besieged


# --------------------------------------------------------------------- 42 Pakistani Offensive
def test_card_042_pakistani_offensive():
    assert not playable(at(42, {"pakistan": {"markers": ["FATA"]}}), 42)  # Pakistan Neutral
    assert not playable(at(42, {"pakistan": {"alignment": "ally"}}), 42)
    g = at(42, {"pakistan": {"alignment": "ally", "markers": ["FATA"]}})
    play(g, 42)
    assert g.state.countries["pakistan"].markers == [] and 42 in g.state.discard


# --------------------------------------------------------------------- 43 Patriot Act
def test_card_043_patriot_act():
    g = at(43)
    assert g.adjacent("united_states", "united_kingdom") and g.adjacent("philippines", "united_states")
    play(g, 43)
    assert g.state.countries["united_states"].markers == ["Patriot Act"] and 43 in g.state.removed
    assert not g.adjacent("united_states", "united_kingdom")
    assert not g.adjacent("philippines", "united_states")
    assert g.adjacent("united_states", "canada") and g.adjacent("canada", "united_states")
    assert g.adjacent("united_kingdom", "canada")
    assert not travel_auto(g, "united_kingdom", "united_states")
    assert playable(g, 6)  # Sanctions now playable


# --------------------------------------------------------------------- 44 Renditions
def test_card_044_renditions():
    assert not playable(at(44, us_posture="soft"), 44)
    assert not playable(at(44, event_box=["Leak: Renditions"]), 44)
    g = at(44, jihadist=(48, 50))
    assert playable(g, 44)  # no Disrupt target needed
    g.script_dice(1)
    play(g, 44)
    assert g.state.hands["jihadist"] == [50] and g.state.discard == [48, 44]
    assert g.state.event_box == ["Renditions"]
    assert events.blocked(g, 61)


def test_card_044_renditions_disrupts_when_possible():
    g = at(44, {"saudi_arabia": {"actives": 1}}, us=(40,), jihadist=(48,))
    play(g, 44, "country:saudi_arabia")
    assert g.state.countries["saudi_arabia"].cells == 0 and g.state.countries["saudi_arabia"].cadre
    assert g.state.prestige == 8 and g.state.hands["jihadist"] == []


def test_card_044_renditions_solo_discards_the_top_card():
    g = game_at({"hands": {"us": [44, 40], "jihadist": [48, 50, 51]}, "phase": "us"}, players="solo")
    choose(g, "play:44", "event")
    assert 51 in g.state.discard and 51 not in g.state.hands["jihadist"]


# --------------------------------------------------------------------- 45 Safer Now
def test_card_045_safer_now_playable():
    assert not playable(at(45), 45)  # Islamist Rule
    assert playable(at(45, NO_IR), 45)
    assert not playable(at(45, {**NO_IR, "united_kingdom": {"plots": [1]}}), 45)
    assert not playable(at(45, {**NO_IR, "canada": {"sleepers": 1}}), 45)
    assert playable(at(45, {**NO_IR, "canada": {"cadre": True}, "russia": {"sleepers": 1}}), 45)


def test_card_045_safer_now():
    g = at(45, NO_IR, us_posture="soft")
    g.script_dice(4)  # 4 + 1 = 5: Hard
    play(g, 45)
    assert g.state.us_posture == "hard" and g.state.prestige == 10
    assert "country:israel" not in option_ids(g) and "country:united_states" not in option_ids(g)
    assert len(option_ids(g)) == 17
    choose(g, "country:germany", "posture:soft")
    assert g.state.countries["germany"].posture == "soft"


# --------------------------------------------------------------------- 46 Sistani
def test_card_046_sistani():
    assert not playable(at(46), 46)
    assert not playable(at(46, {"iraq": {**RC_IRAQ["iraq"], "sleepers": 0, "cadre": True}}), 46)
    assert not playable(at(46, {"syria": {"governance": "poor", "alignment": "ally", "regime_change": "tan",
                                          "sleepers": 1}}), 46)  # Syria is Sunni
    assert playable(at(46, {"iraq": {**RC_IRAQ["iraq"], "sleepers": 0, "markers": [SADR]}}), 46)
    g = at(46, RC_IRAQ)
    play(g, 46)
    assert g.state.countries["iraq"].governance == FAIR and g.state.countries["iraq"].regime_change == "tan"


# --------------------------------------------------------------------- 47 The door of Itjihad was closed
def test_card_047_itjihad_two_player_jihadist_plays_blind_this_turn():
    g = at(47, jihadist=(48, 49))
    play(g, 47)
    assert g.state.lapsing == [ITJIHAD]
    # Plots resolved; the Jihadist's next Action Phase: cards are drawn at random
    assert option_ids(g) == ["play:random"]
    g.script_dice(2)
    choose(g, "play:random")
    assert g.prompt().text.startswith("How will you play #49")
    choose(g, "ops:reserves", "play:random", "ops:reserves")
    # end of turn: the US has no cards; the event lapses and choice returns
    assert g.state.turn == 2 and g.state.lapsing == [] and 47 in g.state.discard
    assert all(o.startswith(("play:", "cadre:")) and o != "play:random" for o in option_ids(g))


def test_card_047_itjihad_solo_jihadist_events_unplayable_in_jihadist_phases():
    g = game_at({"hands": {"us": [47, 12], "jihadist": [48]}, "phase": "us"}, players="solo")
    assert modify("event_playable", g, True, card=49, side="jihadist")
    choose(g, "play:47", "event")
    assert g.state.lapsing == [ITJIHAD]
    assert modify("event_playable", g, True, card=49, side="jihadist")  # not in a Jihadist phase
    g.state.phase = "jihadist"
    assert not modify("event_playable", g, True, card=49, side="jihadist")
    assert not modify("event_playable", g, True, card=108, side="jihadist")  # Unassociated
    assert modify("event_playable", g, True, card=12, side="jihadist")  # US events unaffected


def test_card_047_itjihad_solo_us_election_still_occurs():
    """6.3.1: US Election happens whenever its card is played (card reference, note on 47)."""
    g = game_at({"hands": {"us": [47, 12], "jihadist": [48]}, "phase": "us"}, players="solo")
    choose(g, "play:47", "event")
    g.state.phase = "jihadist"
    assert not events.playable(g, 108, "jihadist")
    assert events.playable(g, 120, "jihadist")
    assert not modify("blind_card_play", g, False, side="jihadist")  # the bot plays its top card
