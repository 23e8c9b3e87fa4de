"""6.2 Events of the Jihadist cards 48-95, with scripted dice (card reference 041-120)."""

from engine import events
from engine.ops.us import deploy_destinations, disrupt_count, disrupt_targets
from engine.state import FAIR, GOOD, ISLAMIST_RULE, POOR, SADR, WMD
from tests.helpers import choose, game_at, option_ids

US1 = 2  # Biometrics: a US card to keep the US hand from running out


def jihadist(card, countries=None, hand=None, us=None, dice=None, **extra):
    """The Jihadist Action Phase with `card` (and `hand`) in the Jihadist hand."""
    return game_at({
        "hands": {"us": [US1] if us is None else us, "jihadist": hand or [card]},
        "countries": countries or {},
        **extra,
    }, dice=dice)


def us_phase(hand, countries=None, players="two", dice=None, **extra):
    return game_at(
        {"hands": {"us": hand, "jihadist": []}, "countries": countries or {}, "phase": "us", **extra},
        players=players,
        dice=dice,
    )


def event(g, card, *ids):
    choose(g, f"play:{card}", "event", *ids)


def playable(g, card):
    return events.playable(g, card, "jihadist")


def c(g, cid):
    return g.state.countries[cid]


# --------------------------------------------------------------------- 48 Adam Gadahn
def test_card_048_adam_gadahn_recruits_in_us_with_second_card():
    g = jihadist(48, hand=[48, 81])
    event(g, 48)
    g.script_dice(1, 2, 5)  # Foreign Fighters' 3 Ops: two rolls of 1-2 succeed
    choose(g, "card:81")
    assert c(g, "united_states").sleepers == 2
    assert g.cells_on_track() == 9
    assert g.state.hands["jihadist"] == []
    assert 81 in g.state.discard and 48 in g.state.discard
    assert g.state.phase == "us"  # the second card was the phase's second card


def test_card_048_adam_gadahn_playable_only_as_first_card_with_available_cells():
    g = jihadist(48, hand=[48, 81])
    choose(g, "play:48")
    assert "event" in option_ids(g)
    g = jihadist(48, hand=[49, 48])
    choose(g, "play:49", "ops:reserves")
    choose(g, "play:48")
    assert "event" not in option_ids(g)
    # Funding 1: only Cells beyond the first ten boxes are Available; 9 more Cells leave none
    g = jihadist(48, {"afghanistan": {"sleepers": 13}}, hand=[48, 81], funding=1)
    assert g.cells_available() == 0
    choose(g, "play:48")
    assert "event" not in option_ids(g)


def test_card_048_adam_gadahn_without_second_card_does_nothing():
    g = jihadist(48)
    event(g, 48)
    assert c(g, "united_states").cells == 0 and g.cells_on_track() == 11


# --------------------------------------------------------------------- 49 Al-Ittihad al-Islami
def test_card_049_al_ittihad_al_islami():
    g = jihadist(49, dice=[5])
    event(g, 49)
    assert c(g, "somalia").governance == FAIR and c(g, "somalia").sleepers == 1
    assert 49 in g.state.removed


# --------------------------------------------------------------------- 50 Ansar al-Islam
def test_card_050_ansar_al_islam_places_in_iran():
    g = jihadist(50)
    assert playable(g, 50)
    event(g, 50, "country:iran")
    assert c(g, "iran").sleepers == 1 and c(g, "iraq").cells == 0
    assert 50 in g.state.removed


def test_card_050_ansar_al_islam_needs_iraq_worse_than_good():
    g = jihadist(50, {"iraq": {"governance": "good", "alignment": "ally"}})
    assert not playable(g, 50)


# --------------------------------------------------------------------- 51 FREs
def test_card_051_fres():
    g = jihadist(51)
    assert not playable(g, 51)
    g = jihadist(51, {"iraq": {"troops": 1}})
    event(g, 51)
    assert c(g, "iraq").sleepers == 4 and 51 in g.state.discard


def test_card_051_fres_two_cells_after_saddam_captured():
    g = jihadist(51, {"iraq": {"troops": 1}}, event_box=["Saddam Captured"])
    event(g, 51)
    assert c(g, "iraq").sleepers == 2


# --------------------------------------------------------------------- 52 IEDs
def test_card_052_ieds():
    g = jihadist(52, us=[1, 2, 3])
    assert not playable(g, 52)
    g = jihadist(52, {"iraq": {"regime_change": "tan", "troops": 6, "actives": 1}}, us=[1, 2, 3], dice=[2])
    event(g, 52)
    assert g.state.hands["us"] == [1, 3] and 2 in g.state.discard


# --------------------------------------------------------------------- 53 Madrassas
def test_card_053_madrassas():
    g = jihadist(53, hand=[53, 81])
    event(g, 53)
    choose(g, "card:81", "country:libya", "country:libya", "country:afghanistan")
    g.script_dice(3, 4, 6, 1)  # Libya (Poor, no Cell) 3: yes, 4: no; Afghanistan (IR) 6: yes; Iraq 1: yes
    choose(g, "country:iraq")
    assert (c(g, "libya").sleepers, c(g, "afghanistan").sleepers, c(g, "iraq").sleepers) == (1, 5, 1)
    assert g.state.phase == "us" and 81 in g.state.discard


def test_card_053_madrassas_ignores_funding_and_needs_first_card():
    g = jihadist(53, funding=1, hand=[53])
    assert g.cells_available() == 1
    event(g, 53)  # one roll only, no second card
    g.script_dice(1)
    choose(g, "country:iraq")
    assert c(g, "iraq").sleepers == 1
    g = jihadist(53, hand=[49, 53])
    choose(g, "play:49", "ops:reserves")
    choose(g, "play:53")
    assert "event" not in option_ids(g)


# --------------------------------------------------------------------- 54 Moqtada al-Sadr
def test_card_054_moqtada_al_sadr_is_a_cell():
    g = jihadist(54)
    assert not playable(g, 54)
    g = jihadist(54, {"iraq": {"troops": 2, "alignment": "ally"}})
    event(g, 54)
    iraq = c(g, "iraq")
    assert SADR in iraq.markers and iraq.cells == 1 and iraq.cylinders == 0
    assert g.cells_on_track() == 11  # not a cylinder
    assert 54 in g.state.removed
    assert "iraq" not in disrupt_targets(g, 3)  # never Disrupted
    from engine.ops.jihadist import jihad_targets, plot_targets

    assert "iraq" in jihad_targets(g) and "iraq" in plot_targets(g)


def test_card_054_sadr_removed_last_and_never_travels():
    g = jihadist(54, {"iraq": {"governance": "poor", "troops": 2, "alignment": "ally", "actives": 1, "markers": [SADR]}},
                 hand=[54, 81])
    assert disrupt_count(g, "iraq") == 1  # only the real Cell can be Disrupted
    choose(g, "play:81", "ops:travel")
    assert "country:iraq" in option_ids(g)
    g.remove_cells("iraq", 1)
    assert c(g, "iraq").actives == 0 and SADR in c(g, "iraq").markers
    g2 = jihadist(54, {"iraq": {"governance": "poor", "markers": [SADR]}}, hand=[81])
    choose(g2, "play:81", "ops:travel")
    assert "country:iraq" not in option_ids(g2)
    g2.remove_cells("iraq", 1)
    assert SADR not in c(g2, "iraq").markers and c(g2, "iraq").cadre


# --------------------------------------------------------------------- 55 Uyghur Jihad
def test_card_055_uyghur_jihad_hard_china_sends_cell_to_central_asia():
    g = jihadist(55, dice=[6, 2])
    event(g, 55)
    assert c(g, "china").posture == "hard" and c(g, "china").cells == 0
    assert c(g, "central_asia").governance == POOR and c(g, "central_asia").sleepers == 1
    assert 55 in g.state.removed


def test_card_055_uyghur_jihad_soft_china():
    g = jihadist(55, dice=[1])
    event(g, 55)
    assert c(g, "china").posture == "soft" and c(g, "china").sleepers == 1


# --------------------------------------------------------------------- 56 Vieira de Mello Slain
def test_card_056_vieira_de_mello_slain_blocks_un_nation_building():
    g = jihadist(56)
    assert not playable(g, 56)
    g = jihadist(56, {"iraq": {"regime_change": "tan", "troops": 6, "sleepers": 1}})
    assert not events.blocked(g, 30)
    event(g, 56)
    assert g.state.prestige == 6 and "Vieira de Mello Slain" in g.state.event_box
    assert events.blocked(g, 30) and 56 in g.state.removed


# --------------------------------------------------------------------- 57 Abu Sayyaf
def test_card_057_abu_sayyaf():
    g = jihadist(57, dice=[5])
    assert playable(g, 57)
    assert deploy_destinations(g, 3, "track").count("philippines") == 0
    event(g, 57)
    ph = c(g, "philippines")
    assert ph.posture == "hard" and ph.sleepers == 1 and "Abu Sayyaf" in ph.markers
    assert 57 in g.state.removed
    assert "philippines" in deploy_destinations(g, 2, "track")
    assert "philippines" not in deploy_destinations(g, 1, "track")  # Fair needs a 2-value card
    g.place_plot("philippines", 1)  # Cells (1) not outnumbered by Troops (0)
    assert g.state.prestige == 6
    g.move_troops(None, "philippines", 2)
    g.place_plot("philippines", 2)
    assert g.state.prestige == 6
    ph.markers.remove("Abu Sayyaf")  # Moro Talks ends it
    assert "philippines" not in deploy_destinations(g, 3, "track")


def test_card_057_abu_sayyaf_blocked_by_moro_talks():
    g = jihadist(57, event_box=["Moro Talks"])
    assert not playable(g, 57)


# --------------------------------------------------------------------- 58 Al-Anbar
def test_card_058_al_anbar_limits_disrupt():
    g = jihadist(58, {"iraq": {"alignment": "ally", "troops": 2}, "syria": {"alignment": "ally", "cadre": True}})
    assert disrupt_count(g, "iraq") == 2 and "syria" in disrupt_targets(g, 3)
    event(g, 58)
    assert c(g, "iraq").sleepers == 1 and "Al-Anbar" in g.state.event_box and 58 in g.state.removed
    assert disrupt_count(g, "iraq") == 1
    assert "syria" not in disrupt_targets(g, 3)  # a Cadre alone: never removed
    g.state.event_box.remove("Al-Anbar")  # Anbar Awakening ends it
    assert disrupt_count(g, "iraq") == 2 and "syria" in disrupt_targets(g, 3)


def test_card_058_al_anbar_is_named_when_it_limits_a_disrupt():
    """Issue 16: the log says why a Disrupt affects one Cell only."""
    g = us_phase([36], {"iraq": {"governance": "poor", "alignment": "ally", "troops": 2, "actives": 2}}, event_box=["Al-Anbar"])
    choose(g, "play:36", "ops:disrupt", "country:iraq")
    assert c(g, "iraq").actives == 1
    assert "1 Cell removed from Iraq (Disrupt, Al-Anbar in effect)" in [e.text for e in g.state.log]
    g = us_phase([36], {"iraq": {"governance": "poor", "alignment": "ally", "troops": 2, "actives": 1}}, event_box=["Al-Anbar"])
    choose(g, "play:36", "ops:disrupt", "country:iraq")
    assert "1 Cell removed from Iraq (Disrupt)" in [e.text for e in g.state.log]  # one Cell: no limit reached


def test_card_058_al_anbar_blocked_by_anbar_awakening():
    g = jihadist(58, event_box=["Anbar Awakening"])
    assert not playable(g, 58)


# --------------------------------------------------------------------- 59 Amerithrax
def test_card_059_amerithrax_us_picks_among_highest():
    g = jihadist(59, us=[2, 40, 42, 81])
    event(g, 59)
    assert g.prompt().role == "us"
    assert sorted(option_ids(g)) == ["card:40", "card:42"]
    choose(g, "card:42")
    assert g.state.hands["us"] == [2, 40, 81] and 42 in g.state.discard


def test_card_059_amerithrax_no_us_card():
    g = jihadist(59, us=[81])
    event(g, 59)
    assert g.state.hands["us"] == [81]


# --------------------------------------------------------------------- 60 Bhutto Shot
def test_card_060_bhutto_shot():
    g = jihadist(60, {"pakistan": {"markers": ["Benazir Bhutto"]}})
    assert not playable(g, 60)
    g = jihadist(60, {"pakistan": {"markers": ["Benazir Bhutto"], "sleepers": 1}})
    event(g, 60)
    assert c(g, "pakistan").markers == ["Bhutto Shot"] and 60 in g.state.removed
    assert events.blocked(g, 33)


# --------------------------------------------------------------------- 61 Detainee Release
def test_card_061_detainee_release_after_disrupt():
    g = us_phase([40, 61], {"gulf_states": {"sleepers": 2}}, deck=[95])
    assert not playable(g, 61)
    choose(g, "play:40", "ops:disrupt", "country:gulf_states")
    assert playable(g, 61)
    choose(g, "play:61", "ops:reserves", "first:event")
    assert c(g, "gulf_states").cells == 3
    assert g.state.hands["jihadist"] == [95]


def test_card_061_detainee_release_blocked_and_lapses():
    g = us_phase([40, 61], {"gulf_states": {"sleepers": 2}}, event_box=["Renditions"])
    choose(g, "play:40", "ops:disrupt", "country:gulf_states")
    assert events.blocked(g, 61)
    g.state.event_box = []
    g.state.phase = "jihadist"
    g.state.action_phase += 1  # the next Jihadist phase: the Disrupt was in the last Action Phase
    assert playable(g, 61)
    g.state.phase = "us"  # two phases later it no longer counts
    g.state.action_phase += 1
    assert not playable(g, 61)


# --------------------------------------------------------------------- 62 Ex-KGB
def test_card_062_ex_kgb_removes_ctr_in_russia_only():
    g = jihadist(62, {"russia": {"markers": ["CTR"]}, "central_asia": {"governance": "fair", "markers": ["CTR"]}})
    event(g, 62)
    assert c(g, "russia").markers == [] and c(g, "central_asia").markers == ["CTR"]
    assert c(g, "caucasus").posture is None and c(g, "central_asia").alignment == "neutral"


def test_card_062_ex_kgb_caucasus_or_central_asia():
    g = jihadist(62)
    event(g, 62, "country:caucasus")
    assert c(g, "caucasus").posture == "soft"  # opposite of the Hard US
    g = jihadist(62, dice=[5])
    event(g, 62, "country:central_asia")
    assert c(g, "central_asia").governance == FAIR and c(g, "central_asia").alignment == "adversary"


def test_card_062_ex_kgb_solo_follows_9_6():
    # World Posture Hard 1 (Israel): Caucasus Soft would move the marker to 0
    g = us_phase([62, US1], players="solo")
    choose(g, "play:62", "ops:reserves", "first:event")
    assert c(g, "caucasus").posture == "soft" and c(g, "central_asia").governance is None
    # already Hard 3 with a Hard 4th: Caucasus Soft leaves the marker at 3
    hard = {cid: {"posture": "hard"} for cid in ("france", "germany", "spain", "italy")}
    g = us_phase([62, US1], hard, players="solo", dice=[2])
    choose(g, "play:62", "ops:reserves", "first:event")
    assert c(g, "caucasus").posture is None
    assert c(g, "central_asia").governance == POOR and c(g, "central_asia").alignment == "adversary"


# --------------------------------------------------------------------- 63 Gaza War
def test_card_063_gaza_war():
    g = jihadist(63, us=[1, 2], funding=5, dice=[1])
    event(g, 63)
    assert g.state.hands["us"] == [2] and 1 in g.state.discard
    assert g.state.funding == 6 and g.state.prestige == 6


# --------------------------------------------------------------------- 64 Hariri Killed
def test_card_064_hariri_killed():
    g = jihadist(64, dice=[5])
    event(g, 64)
    assert c(g, "lebanon").governance == FAIR and c(g, "lebanon").alignment == "neutral"
    assert c(g, "syria").governance == POOR and c(g, "syria").alignment == "adversary"
    assert 64 in g.state.removed


def test_card_064_hariri_killed_never_past_poor():
    g = jihadist(64, {"lebanon": {"governance": "poor"}, "syria": {"governance": "poor", "alignment": "ally"}})
    event(g, 64)
    assert c(g, "syria").governance == POOR and c(g, "syria").alignment == "adversary"


# --------------------------------------------------------------------- 65 HEU
def test_card_065_heu_success():
    g = jihadist(65, {"russia": {"sleepers": 1}, "central_asia": {"governance": "poor", "sleepers": 1}}, dice=[2])
    assert playable(g, 65)
    event(g, 65, "country:russia")
    assert WMD in g.state.available_plots and g.state.wmd_box == 2
    assert c(g, "russia").sleepers == 1 and 65 in g.state.removed


def test_card_065_heu_failure_and_ctr():
    g = jihadist(65, {"russia": {"sleepers": 1, "markers": ["CTR"]}, "central_asia": {"governance": "fair", "sleepers": 1}},
                 dice=[3])
    assert playable(g, 65)
    event(g, 65)  # only Central Asia qualifies: no question
    assert c(g, "central_asia").cells == 0 and c(g, "central_asia").cadre
    assert WMD not in g.state.available_plots and g.state.wmd_box == 3
    g = jihadist(65, {"russia": {"sleepers": 1, "markers": ["CTR"]}, "central_asia": {"governance": "fair", "markers": ["CTR"]}})
    assert not playable(g, 65)


# --------------------------------------------------------------------- 66 Homegrown
def test_card_066_homegrown():
    g = jihadist(66, dice=[1])
    event(g, 66)
    assert c(g, "united_kingdom").posture == "soft" and c(g, "united_kingdom").sleepers == 1


# --------------------------------------------------------------------- 67 Islamic Jihad Union
def test_card_067_islamic_jihad_union():
    g = jihadist(67, dice=[5])
    event(g, 67)
    assert c(g, "central_asia").sleepers == 1 and c(g, "afghanistan").sleepers == 5
    assert 67 in g.state.removed


def test_card_067_islamic_jihad_union_last_cell_choice():
    g = jihadist(67, {"afghanistan": {"sleepers": 14}})
    event(g, 67, "country:afghanistan")
    assert c(g, "afghanistan").sleepers == 15 and c(g, "central_asia").governance is None


# --------------------------------------------------------------------- 68 Jemaah Islamiya
def test_card_068_jemaah_islamiya():
    g = jihadist(68, dice=[3])
    event(g, 68)
    assert c(g, "indonesia_malaysia").governance == POOR and c(g, "indonesia_malaysia").sleepers == 2


# --------------------------------------------------------------------- 69 Kazakh Strain
def test_card_069_kazakh_strain():
    g = jihadist(69)
    assert not playable(g, 69)
    g = jihadist(69, {"central_asia": {"governance": "poor", "sleepers": 1, "markers": ["CTR"]}})
    assert not playable(g, 69)
    g = jihadist(69, {"central_asia": {"governance": "poor", "sleepers": 1}}, dice=[3])
    event(g, 69)
    assert g.state.available_plots.count(WMD) == 1 and g.state.wmd_box == 2 and 69 in g.state.removed


def test_card_069_kazakh_strain_failure():
    g = jihadist(69, {"central_asia": {"governance": "poor", "sleepers": 1, "actives": 1}}, dice=[4])
    event(g, 69)
    assert (c(g, "central_asia").actives, c(g, "central_asia").sleepers) == (0, 1)  # the Active goes first


# --------------------------------------------------------------------- 70 Lashkar-e-Tayyiba
def test_card_070_lashkar_e_tayyiba():
    g = jihadist(70, dice=[1])
    event(g, 70)
    assert c(g, "pakistan").sleepers == 1 and c(g, "india").sleepers == 1 and c(g, "india").posture == "soft"
    assert 70 in g.state.discard
    g = jihadist(70, event_box=["Indo-Pakistani Talks"])
    assert not playable(g, 70)


def test_card_070_lashkar_e_tayyiba_says_when_no_cell_is_left():
    """Issue 16: an event step with nothing to do says so, and why."""
    g = jihadist(70, {"afghanistan": {"governance": "islamist_rule", "sleepers": 15}}, dice=[1])
    event(g, 70)
    assert c(g, "pakistan").cells == 0 and c(g, "india").cells == 0
    assert "Lashkar-e-Tayyiba: no Cell on the Funding track: nothing happens" in [e.text for e in g.state.log]


# --------------------------------------------------------------------- 71 Loose Nuke
def test_card_071_loose_nuke():
    g = jihadist(71, {"russia": {"sleepers": 1, "markers": ["CTR"]}})
    assert not playable(g, 71)
    g = jihadist(71, {"russia": {"sleepers": 1}}, dice=[1])
    event(g, 71)
    assert WMD in g.state.available_plots and 71 in g.state.removed
    g = jihadist(71, {"russia": {"sleepers": 1}}, dice=[3])
    event(g, 71)
    assert WMD not in g.state.available_plots and c(g, "russia").cadre


def test_card_071_loose_nuke_solo_wmd_replaces_lowest_plot():
    g = us_phase([71, US1], {"russia": {"sleepers": 1}}, players="solo", dice=[2])
    choose(g, "play:71", "ops:reserves", "first:event")
    assert sorted(g.state.available_plots, key=str) == [1, 1, 2, 2, 3, WMD]
    assert g.state.plots_aside == [1]


# --------------------------------------------------------------------- 72 Opium
def test_card_072_opium_islamist_rule_takes_every_cell():
    g = jihadist(72)
    event(g, 72)
    assert c(g, "afghanistan").sleepers == 15 and g.cells_on_track() == 0
    # issue 33: the second placement says why it follows the first ("3 Cells", then "8 Cells")
    texts = [e.text for e in g.state.log]
    first = texts.index("3 Cells placed in Afghanistan")
    assert texts[first + 1] == (
        "8 more Cells placed in Afghanistan"
        " (Opium: Afghanistan is under Islamist Rule, so every Cell left on the Funding track goes there too)"
    )


def test_card_072_opium_three_cells():
    g = jihadist(72, {"afghanistan": {"governance": "poor", "sleepers": 1}})
    event(g, 72)
    assert c(g, "afghanistan").sleepers == 4
    g = jihadist(72, {"afghanistan": {"sleepers": 0}})
    assert not playable(g, 72)


# --------------------------------------------------------------------- 73 Pirates
def test_card_073_pirates_stops_funding_drop():
    g = jihadist(73, {"somalia": {"governance": "islamist_rule"}}, us=[], funding=5)
    event(g, 73)  # no cards left: the turn ends at once
    assert "Pirates" in g.state.event_box and 73 in g.state.removed
    assert g.state.turn == 2 and g.state.funding == 5


def test_card_073_pirates_no_effect_without_islamist_rule():
    g = jihadist(73, {"somalia": {"governance": "islamist_rule"}}, us=[], funding=5)
    assert playable(g, 73)
    c(g, "somalia").governance = POOR
    assert not playable(g, 73)
    g = jihadist(49, {"somalia": {"governance": "poor"}}, us=[], funding=5, event_box=["Pirates"])
    choose(g, "play:49", "ops:reserves")
    assert g.state.turn == 2 and g.state.funding == 4


# --------------------------------------------------------------------- 74 Schengen Visas
def test_card_074_schengen_visas():
    g = jihadist(74, {"iraq": {"actives": 1}}, dice=[5, 1])
    event(g, 74, "country:france", "country:iraq")
    assert "country:united_states" not in option_ids(g)
    choose(g, "country:spain")  # only Afghanistan has a Cell left to move
    assert c(g, "france").sleepers == 1 and c(g, "france").posture == "hard"
    assert c(g, "spain").sleepers == 1 and c(g, "spain").posture == "soft"
    assert c(g, "iraq").cells == 0 and c(g, "afghanistan").sleepers == 3


def test_card_074_schengen_visas_sadr_stays_and_done():
    g = jihadist(74, {"afghanistan": {"sleepers": 0}, "iraq": {"markers": [SADR]},
                      "germany": {"actives": 2, "posture": "hard"}})
    event(g, 74, "country:germany")  # Travel within Germany: an Active Cell becomes a Sleeper
    assert (c(g, "germany").actives, c(g, "germany").sleepers) == (1, 1)
    assert "done" in option_ids(g)
    choose(g, "done")
    assert SADR in c(g, "iraq").markers


# --------------------------------------------------------------------- 75 Schroeder & Chirac
def test_card_075_schroeder_and_chirac():
    g = jihadist(75, {"germany": {"posture": "hard"}})
    event(g, 75)
    assert c(g, "germany").posture == "soft" and c(g, "france").posture == "soft"
    assert g.state.prestige == 6 and 75 in g.state.removed
    g = jihadist(75, us_posture="soft")
    assert not playable(g, 75)


# --------------------------------------------------------------------- 76 Abu Ghurayb
def test_card_076_abu_ghurayb():
    g = jihadist(76, {"iraq": {"regime_change": "tan", "troops": 6, "sleepers": 1}}, deck=[10, 11])
    event(g, 76, "country:saudi_arabia")
    assert sorted(g.state.hands["jihadist"]) == [10, 11]
    assert g.state.prestige == 5
    assert c(g, "saudi_arabia").alignment == "neutral" and c(g, "gulf_states").alignment == "ally"
    assert 76 in g.state.removed
    g = jihadist(76)
    assert not playable(g, 76)


# --------------------------------------------------------------------- 77 Al-Jazeera
def test_card_077_al_jazeera():
    g = jihadist(77)
    event(g, 77, "country:gulf_states")
    assert c(g, "gulf_states").alignment == "neutral" and c(g, "saudi_arabia").alignment == "ally"
    g = jihadist(77, {"saudi_arabia": {"troops": 0}, "gulf_states": {"troops": 0}})
    assert not playable(g, 77)


# --------------------------------------------------------------------- 78 Axis of Evil
def test_card_078_axis_of_evil():
    g = jihadist(78, us=[103, 2, 104], us_posture="soft", dice=[5, 3, 4])
    event(g, 78)
    assert g.state.hands["us"] == [2] and {103, 104} <= set(g.state.discard)
    assert g.state.us_posture == "hard" and g.state.prestige == 10


# --------------------------------------------------------------------- 79 Clean Operatives
def test_card_079_clean_operatives():
    g = jihadist(79, {"iraq": {"actives": 1}})
    event(g, 79, "country:united_states", "country:iraq", "country:united_states")  # then only Afghanistan
    assert c(g, "united_states").sleepers == 2 and c(g, "iraq").cells == 0 and c(g, "afghanistan").sleepers == 3


def test_card_079_clean_operatives_solo_goes_to_us():
    g = us_phase([79, US1], {"afghanistan": {"sleepers": 2}}, players="solo")
    choose(g, "play:79", "ops:woi", "first:event")
    # the last Cell of an Islamist Rule country Travels within it (9.4.2.6.1)
    assert c(g, "united_states").sleepers == 1 and c(g, "afghanistan").cells == 1


# --------------------------------------------------------------------- 80 FATA
def test_card_080_fata_blocks_disrupt_in_pakistan():
    g = jihadist(80, {"pakistan": {"alignment": "ally", "sleepers": 1}})
    assert "pakistan" in disrupt_targets(g, 3)
    event(g, 80)
    assert c(g, "pakistan").sleepers == 2 and c(g, "pakistan").markers == ["FATA"]
    assert 80 in g.state.discard
    assert "pakistan" not in disrupt_targets(g, 3)
    c(g, "pakistan").regime_change = "tan"
    assert "pakistan" in disrupt_targets(g, 3)
    c(g, "pakistan").regime_change = None
    c(g, "pakistan").markers.remove("FATA")  # Pakistani Offensive ends it
    assert "pakistan" in disrupt_targets(g, 3)


# --------------------------------------------------------------------- 81 Foreign Fighters
def test_card_081_foreign_fighters():
    g = jihadist(81)
    assert not playable(g, 81)
    g = jihadist(81, {"iraq": {"regime_change": "tan", "troops": 6, "aid": 1}})
    event(g, 81)
    assert c(g, "iraq").sleepers == 5 and c(g, "iraq").aid == 0 and not c(g, "iraq").besieged
    g = jihadist(81, {"iraq": {"regime_change": "tan", "troops": 6}})
    event(g, 81)
    assert c(g, "iraq").besieged


# --------------------------------------------------------------------- 82 Jihadist Videos
def test_card_082_jihadist_videos():
    g = jihadist(82)
    event(g, 82, "country:egypt", "country:united_states")
    assert "country:egypt" not in option_ids(g) and "country:afghanistan" not in option_ids(g)
    g.script_dice(5, 2, 2, 1)  # Egypt tested Fair; Egypt 2 yes; US 2 no (Good); Iran 1 yes (Fair)
    choose(g, "country:iran")
    assert c(g, "egypt").governance == FAIR and c(g, "egypt").sleepers == 1
    assert c(g, "united_states").cells == 0 and c(g, "united_states").cadre
    assert c(g, "iran").sleepers == 1 and not c(g, "iran").cadre


# --------------------------------------------------------------------- 83 Kashmir
def test_card_083_kashmir():
    g = jihadist(83)
    event(g, 83)
    assert c(g, "pakistan").alignment == "adversary" and c(g, "pakistan").sleepers == 1
    assert c(g, "pakistan").governance == FAIR
    g = jihadist(83, event_box=["Indo-Pakistani Talks"])
    assert not playable(g, 83)


# --------------------------------------------------------------------- 84, 85 Leak
def test_card_084_leak():
    g = jihadist(84, event_box=["Wiretapping", "Renditions"], dice=[4, 5, 2, 3])
    assert not events.blocked(g, 44) and events.blocked(g, 61)
    event(g, 84, "marker:Renditions", "country:gulf_states")
    assert g.state.event_box == ["Wiretapping", "Leak: Renditions"]
    assert events.blocked(g, 44) and not events.blocked(g, 31)
    assert not events.blocked(g, 61)  # Renditions no longer Blocks Detainee Release
    assert g.state.us_posture == "hard"  # 4 +1 = 5
    assert g.state.prestige == 9  # up by the lower of 2, 3
    assert c(g, "gulf_states").alignment == "neutral"


def test_card_084_leak_needs_a_marker():
    g = jihadist(84)
    assert not playable(g, 84)


def test_card_085_leak():
    g = jihadist(85, event_box=["Enhanced Measures"], dice=[1, 1, 6, 6], us_posture="hard")
    event(g, 85, "country:saudi_arabia")
    assert g.state.event_box == ["Leak: Enhanced Measures"] and events.blocked(g, 34)
    assert g.state.us_posture == "soft"  # 1 +1 = 2
    assert g.state.prestige == 1  # GWOT penalty -1: 1-1 drops by 6
    assert c(g, "saudi_arabia").alignment == "neutral"


def test_card_085_leak_solo_random_marker():
    g = us_phase([85, US1], event_box=["Enhanced Measures", "Renditions", "Wiretapping"], players="solo",
                 dice=[3, 5, 5, 1, 1])
    choose(g, "play:85", "ops:woi", "first:event")
    assert g.state.event_box == ["Enhanced Measures", "Renditions", "Leak: Wiretapping"]


# --------------------------------------------------------------------- 86 Lebanon War
def test_card_086_lebanon_war():
    g = jihadist(86, us=[1, 2], dice=[2, 6])
    event(g, 86, "country:lebanon")
    assert g.state.hands["us"] == [1] and 2 in g.state.discard and g.state.prestige == 6
    assert c(g, "lebanon").governance == FAIR and c(g, "lebanon").sleepers == 1


def test_card_086_lebanon_war_solo_shia_mix_table():
    g = us_phase([86, US1, 3], players="solo", dice=[1, 6, 6, 5])  # discard US1; 6+6+5 = 17: Afghanistan
    choose(g, "play:86", "ops:woi", "first:event")
    assert c(g, "afghanistan").sleepers == 5 and g.state.hands["us"] == [3]


# --------------------------------------------------------------------- 87-89 Martyrdom Operation
def test_card_087_martyrdom_operation():
    g = jihadist(87)
    assert not playable(g, 87)  # only Islamist Rule Afghanistan has Cells
    g = jihadist(87, {"iraq": {"actives": 1, "sleepers": 1}}, available_plots=[1, 1, 1, 2, 2, 3, WMD], wmd_box=2)
    event(g, 87, "country:iraq", "cell:sleeper", "plot:3", f"plot:{WMD}")  # Iraq is the only country that qualifies
    assert (c(g, "iraq").actives, c(g, "iraq").sleepers) == (1, 0)
    assert [p.value for p in c(g, "iraq").plots] == [3, WMD]
    assert sorted(g.state.available_plots) == [1, 1, 1, 2, 2]


def test_card_088_martyrdom_operation_last_cell_leaves_cadre():
    g = jihadist(88, {"united_states": {"sleepers": 1}}, available_plots=[1])
    event(g, 88, "country:united_states")  # the only country with a Cell not under Islamist Rule
    us = c(g, "united_states")
    assert us.cells == 0 and us.cadre and [p.value for p in us.plots] == [1]
    assert g.state.available_plots == []


def test_card_089_martyrdom_operation_sadr():
    g = jihadist(89, {"afghanistan": {"sleepers": 0}, "iraq": {"markers": [SADR]}}, available_plots=[2, 3])
    event(g, 89, "country:iraq", "plot:2")
    assert SADR not in c(g, "iraq").markers and c(g, "iraq").cadre
    assert [p.value for p in c(g, "iraq").plots] == [2, 3]


# --------------------------------------------------------------------- 90 Quagmire
def test_card_090_quagmire():
    g = jihadist(90, {"iraq": {"regime_change": "tan", "troops": 6, "sleepers": 1}}, us=[49, 2, 3], prestige=6,
                 dice=[1, 1, 5])
    assert playable(g, 90)
    event(g, 90)
    assert g.state.hands["us"] == [3]
    assert c(g, "somalia").sleepers == 1 and 49 in g.state.removed and 2 in g.state.discard
    assert g.state.us_posture == "soft"


def test_card_090_quagmire_needs_low_prestige():
    g = jihadist(90, {"iraq": {"regime_change": "tan", "troops": 6, "sleepers": 1}}, prestige=7)
    assert not playable(g, 90)


# --------------------------------------------------------------------- 91 Regional al-Qaeda
def test_card_091_regional_al_qaeda():
    g = jihadist(91, dice=[5, 1])
    event(g, 91, "country:egypt", "country:jordan")
    assert c(g, "egypt").sleepers == 2 and c(g, "jordan").sleepers == 2  # Afghanistan is under Islamist Rule
    assert c(g, "egypt").governance == FAIR and c(g, "jordan").governance == POOR


def test_card_091_regional_al_qaeda_one_each_and_precondition():
    g = jihadist(91, {"afghanistan": {"governance": "poor"}}, dice=[5, 1])
    event(g, 91, "country:egypt", "country:jordan")
    assert c(g, "egypt").sleepers == 1 and c(g, "jordan").sleepers == 1
    marked = {m: {"governance": "fair"} for m in (
        "algeria_tunisia", "central_asia", "egypt", "indonesia_malaysia", "jordan", "morocco", "somalia",
        "sudan", "lebanon", "turkey")}  # only Yemen is left unmarked
    g = jihadist(91, marked)
    assert not playable(g, 91)


# --------------------------------------------------------------------- 92 Saddam
def test_card_092_saddam():
    g = jihadist(92, funding=4)
    event(g, 92)
    assert g.state.funding == 9
    g = jihadist(92, event_box=["Saddam Captured"])
    assert not playable(g, 92)
    g = jihadist(92, {"iraq": {"governance": "fair"}})
    assert not playable(g, 92)


# --------------------------------------------------------------------- 93 Taliban
def test_card_093_taliban():
    g = jihadist(93)
    event(g, 93)
    # 6.2.2: the Event places the Besieged Regime under Islamist Rule too (the card's notes)
    assert c(g, "afghanistan").besieged and c(g, "afghanistan").governance == 4 and c(g, "afghanistan").sleepers == 5 and c(g, "pakistan").sleepers == 1
    assert g.state.prestige == 4  # -3: Afghanistan is under Islamist Rule


def test_card_093_taliban_minus_one():
    g = jihadist(93, {"afghanistan": {"governance": "poor"}})
    event(g, 93)
    assert g.state.prestige == 6 and c(g, "afghanistan").besieged


def test_card_093_taliban_besieged_regime_in_a_good_afghanistan():
    # 6.2.2: the Event governs; 8.4.3.2 removes the marker only at the moment of a shift to Good
    g = jihadist(93, {"afghanistan": {"clear": True, "governance": "good", "alignment": "ally"}, "iraq": {"sleepers": 1}})
    event(g, 93)
    assert c(g, "afghanistan").besieged and c(g, "afghanistan").governance == 1 and c(g, "afghanistan").sleepers == 1


# --------------------------------------------------------------------- 94 The door of Itjihad was closed
def test_card_094_door_of_itjihad_closed():
    g = jihadist(94, hand=[49, 94], dice=[5])
    assert not playable(g, 94)
    event(g, 49)  # Somalia tested Fair this Action Phase
    assert playable(g, 94)
    event(g, 94)
    assert c(g, "somalia").governance == POOR


def test_card_094_improvement_by_war_of_ideas():
    g = us_phase([40, 94], {"egypt": {"governance": "poor", "alignment": "ally"}}, prestige=7)
    g.script_dice(6)
    choose(g, "play:40", "ops:woi", "country:egypt")
    assert c(g, "egypt").governance == FAIR and playable(g, 94)
    g.state.phase = "jihadist"
    g.state.turn += 1
    assert playable(g, 94)
    c(g, "egypt").governance = POOR
    assert not playable(g, 94)


# --------------------------------------------------------------------- 95 Wahhabism
def test_card_095_wahhabism():
    g = jihadist(95, funding=4)
    event(g, 95)
    assert g.state.funding == 7  # Saudi Arabia Poor: +3
    g = jihadist(95, {"saudi_arabia": {"governance": "islamist_rule"}}, funding=2)
    event(g, 95)
    assert g.state.funding == 9
    g = jihadist(95, {"saudi_arabia": {"governance": "good"}}, funding=2)
    event(g, 95)
    assert g.state.funding == 3


def test_every_card_48_to_95_has_an_event():
    events.load()
    assert all(n in events.EVENTS for n in range(48, 96))
    assert ISLAMIST_RULE and GOOD  # constants used by the module under test
