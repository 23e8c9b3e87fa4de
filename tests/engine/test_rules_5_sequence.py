"""5.0 Sequence of play: action phases, the final US card, plots, end of turn, reshuffles."""

import pytest

from engine import GameOver
from tests.helpers import choose, game_at, option_ids

# cards whose events do not trigger for their own side: Jihadist 48, 61, 81; US 12, 40, 42


def test_two_cards_per_action_phase_then_us():
    g = game_at({"hands": {"jihadist": [48, 61, 81], "us": [12, 40]},
                 "countries": {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 2}}})
    choose(g, "play:48", "ops:reserves")
    assert g.prompt().role == "jihadist"
    choose(g, "play:61", "ops:reserves")
    assert g.prompt().role == "us" and g.state.phase == "us"  # 5.2.2
    assert g.state.reserves["jihadist"] == 2  # capped at 2 (6.3.3)


def test_us_final_card_hold_discard_or_play_5_2_4():
    g = game_at({"hands": {"jihadist": [], "us": [12]}, "phase": "us"})
    assert {"play:12", "discard:12", "hold"} <= set(option_ids(g))
    choose(g, "hold")
    # the Jihadists have no cards and the US holds: Plots are resolved and the turn ends
    s = g.state
    assert s.turn == 2 and 12 in s.hands["us"] and len(s.hands["us"]) == 1 + g.hand_size("us")


def test_end_of_turn_steps_5_2_5_to_5_2_9():
    g = game_at({"hands": {"jihadist": [], "us": []}, "phase": "us", "funding": 5, "prestige": 5,
                 "countries": {"iraq": {"governance": "poor", "alignment": "ally", "troops": 6, "regime_change": "green"}},
                 "reserves": {"us": 2, "jihadist": 1}, "lapsing": ["Biometrics"]})
    s = g.state
    # Funding -1; Prestige -1 (Afghanistan is Islamist Rule); World Hard 1 ≠ 3: no Diplomacy
    assert s.turn == 2 and s.funding == 4 and s.prestige == 4
    assert s.lapsing == [] and s.reserves == {"us": 0, "jihadist": 0}
    assert s.countries["iraq"].regime_change == "tan"  # 5.2.9
    assert len(s.hands["jihadist"]) == 8 and len(s.hands["us"]) == 8  # Moderate; War (9 on the track)
    assert s.phase == "jihadist"


def test_diplomacy_5_2_5():
    countries = {c: {"posture": "hard"} for c in ["france", "spain"]}
    countries["afghanistan"] = {"clear": True}
    countries["iraq"] = {"governance": "poor", "alignment": "adversary", "sleepers": 1}
    g = game_at({"hands": {"jihadist": [], "us": []}, "phase": "us", "prestige": 5, "countries": countries})
    assert g.state.prestige == 6  # World Hard 3 = US Hard


def test_plots_resolve_after_us_phase_in_jihadist_order():
    g = game_at({"hands": {"jihadist": [], "us": []}, "phase": "us", "funding": 3,
                 "countries": {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1, "plots": [1]},
                               "france": {"posture": "soft", "sleepers": 1, "plots": [2]}}}, dice=[])
    p = g.prompt()
    assert p.role == "jihadist" and p.kind == "plot_order"
    g.script_dice(5, 6)  # France: Posture 5 → Hard, then Iraq governance roll 6 fails
    choose(g, "plot:france:0")
    assert g.state.funding == 3 + 4  # Good France: twice the Plot number
    assert g.state.countries["france"].posture == "hard"


def test_reshuffle_5_3_1_during_the_deal():
    g = game_at({"hands": {"jihadist": [], "us": []}, "phase": "us", "discard": list(range(6, 121))}, length=2)
    s = g.state
    # 5 cards in the deck, 18 to deal: the discard pile becomes the new deck mid-deal
    assert s.reshuffles == 1 and not g.over
    assert len(s.hands["jihadist"]) == 9 and len(s.hands["us"]) == 9
    assert len(s.deck) == 120 - 18 and s.discard == []
    assert any("Reshuffle" in e.text for e in s.log)


def test_standard_game_ends_at_first_reshuffle():
    g = game_at({"hands": {"jihadist": [], "us": []}, "phase": "us", "discard": list(range(6, 121))})
    assert g.over and str(g.state.victory).startswith("Game end")


def test_no_hand_is_dealt_when_the_deal_ends_the_game_5_3_1():
    g = game_at({"hands": {"jihadist": [], "us": []}, "phase": "us", "discard": list(range(6, 121))})
    s = g.state
    # 5 cards in the deck, 17+ to deal: the game ends before a card is dealt, in the turn just played
    assert g.over and str(s.victory).startswith("Game end")
    assert s.hands == {"jihadist": [], "us": []} and s.turn == 1
    assert not any(e.text.startswith("You draw") for e in s.log)


def test_game_end_reshuffle_on_deal():
    g = game_at({"hands": {"jihadist": [48], "us": []}, "phase": "us"})
    s = g.state
    s.discard = s.deck[:-3]
    s.deck = s.deck[-3:]
    s.length = 2
    g.victory_checks = True
    for _ in range(3):
        g.draw_card()
    g.draw_card()  # 1st reshuffle of a 2-deck game: play goes on
    assert s.reshuffles == 1 and len(s.deck) > 0
    s.discard, s.deck = s.deck, []
    with pytest.raises(GameOver):
        g.draw_card()  # 2nd reshuffle ends it (3.3)


def test_jihadist_without_cards_may_remove_cadres_5_2_2():
    g = game_at({"hands": {"jihadist": [], "us": [40, 42]}, "countries": {"gulf_states": {"cadre": True}, "egypt": {"governance": "fair", "alignment": "neutral", "cadre": True}}})
    p = g.prompt()
    assert p.role == "jihadist" and set(p.ids()) == {"cadre:gulf_states", "cadre:egypt", "pass"}
    choose(g, "cadre:egypt", "pass")
    assert not g.state.countries["egypt"].cadre and g.state.countries["gulf_states"].cadre
    assert g.prompt().role == "us"


def test_jihadist_without_cards_or_cadres_is_skipped():
    g = game_at({"hands": {"jihadist": [], "us": [40, 42]}})
    assert g.prompt().role == "us"


def test_mid_turn_reshuffle_takes_lapsing_and_1st_plot_cards_but_effects_go_on_5_3_1():
    from engine.ops.jihadist import travel_auto

    g = game_at({"hands": {"jihadist": [48], "us": [12]}, "phase": "us"}, length=2)
    s = g.state
    s.lapsing, s.lapsing_box = ["Biometrics"], [2]
    s.first_plot, s.first_plot_box = True, [40]
    s.discard, s.deck = [n for n in s.deck if n not in (2, 40)], []
    n = g.draw_card()
    assert s.reshuffles == 1 and not g.over
    assert 2 in s.deck + [n] and 40 in s.deck + [n] and s.lapsing_box == [] and s.first_plot_box == []
    # 4.7.7.3: the markers replace the cards; the effects last to the end of the turn
    assert s.lapsing == ["Biometrics"] and s.first_plot
    assert not travel_auto(g, "pakistan", "india")  # Biometrics still in effect
    v = g.view(None)
    assert v.lapsing == ["Biometrics"] and v.first_plot


def test_first_plot_resets_at_end_of_turn_5_2_6():
    g = game_at({"hands": {"jihadist": [], "us": []}, "phase": "us", "first_plot": True})
    assert g.state.turn == 2 and not g.state.first_plot and not g.view(None).first_plot


def test_us_holds_final_card_while_jihadist_still_has_cards_turn_goes_on_5_2_4():
    g = game_at({"hands": {"jihadist": [48, 61], "us": [12]}, "phase": "us"})
    choose(g, "hold")
    s = g.state
    assert s.turn == 1 and s.phase == "jihadist" and s.hands["us"] == [12]
    choose(g, "play:48", "ops:reserves", "play:61", "ops:reserves")
    # the next US Action Phase: the held card may again be played, discarded or held
    assert set(option_ids(g)) == {"play:12", "discard:12", "hold"}
    choose(g, "discard:12")
    assert s.turn == 2 and 12 in s.discard


def test_final_card_choice_when_one_card_is_left_mid_phase_5_2_4():
    g = game_at({"hands": {"jihadist": [], "us": [12, 40]}, "phase": "us"})
    assert "hold" not in option_ids(g)  # two cards in hand
    choose(g, "play:12", "ops:reserves")
    assert "hold" in option_ids(g)  # now the US holds only one card
    choose(g, "hold")
    # the Jihadists have expended their cards and the US holds: Plots, then the turn ends
    assert g.state.turn == 2 and 40 in g.state.hands["us"]


def test_plots_resolve_after_a_us_phase_with_no_cards_5_2_3():
    g = game_at({"hands": {"jihadist": [48], "us": []}, "phase": "us", "funding": 3,
                 "countries": {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1, "plots": [1]}}},
                dice=[6])
    s = g.state
    assert s.countries["iraq"].plots == [] and s.funding == 4
    assert s.turn == 1 and s.phase == "jihadist"  # the Jihadist still has a card: the turn goes on


def test_diplomacy_after_islamist_rule_drop_5_2_5_note():
    countries = {c: {"posture": "hard"} for c in ["france", "spain"]}
    g = game_at({"hands": {"jihadist": [], "us": []}, "phase": "us", "prestige": 1, "countries": countries})
    assert g.state.prestige == 2  # 1 -1 (Islamist Rule, stays 1) +1 Diplomacy


def test_the_last_deal_is_announced_5_3_1():
    g = game_at({"hands": {"jihadist": [], "us": []}, "phase": "us", "discard": list(range(26, 121))})
    s = g.state
    # 25 cards: this deal takes 17 or 18 and leaves too few for the next one
    assert not g.over and len(s.deck) < g.hand_size("us") + g.hand_size("jihadist")
    last = [e.text for e in s.log if e.text.startswith("Last turn:")]
    assert last == [f"Last turn: the {len(s.deck)} cards left cannot fill the next deal "
                    f"({g.hand_size('us') + g.hand_size('jihadist')} at the current levels): "
                    "the game ends at the next reshuffle (5.3.1)"]
    assert g.view(None).last_turn


def test_last_action_phase_is_the_other_sides_phase_just_before_5_2_2_note():
    # issue 11.2: a turn has several two-card Action Phases; "this or last" counts them, not turns
    from engine import events

    g = game_at({"hands": {"us": [40, 2, 3, 5], "jihadist": [48, 49, 61]},
                 "countries": {"gulf_states": {"sleepers": 2}}, "phase": "us"})
    choose(g, "play:40", "ops:disrupt", "country:gulf_states", "play:2", "ops:reserves")  # the US Disrupts
    assert g.state.phase == "jihadist" and events.playable(g, 61, "jihadist")  # the last Action Phase
    choose(g, "play:48", "ops:reserves", "play:49", "ops:reserves")  # the Jihadist plays two cards
    choose(g, "play:3", "ops:reserves", "play:5", "event")  # the US plays two, no Disrupt
    assert g.state.phase == "jihadist" and g.state.turn == 1
    assert not events.playable(g, 61, "jihadist")


def test_door_of_itjihad_window_is_this_or_last_action_phase_5_2_2_note():
    # card 94 reads the same records: Gulf States improved to Fair in the US Action Phase
    g = game_at({"hands": {"us": [2, 3, 5, 4], "jihadist": [48, 49, 94]}, "phase": "us",
                 "countries": {"gulf_states": {"governance": "fair", "alignment": "ally"}},
                 "this_action_phase": {"to_fair": ["gulf_states"]}})
    assert g.event_playable(94, "jihadist")  # this Action Phase
    choose(g, "play:2", "ops:reserves", "play:3", "ops:reserves")
    assert g.state.phase == "jihadist" and g.event_playable(94, "jihadist")  # the last Action Phase
    choose(g, "play:48", "ops:reserves", "play:49", "ops:reserves", "play:5", "event", "play:4", "event")
    assert g.state.phase == "jihadist" and g.state.turn == 1
    assert not g.event_playable(94, "jihadist")  # three Action Phases ago
