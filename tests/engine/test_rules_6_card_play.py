"""6.0 Card play: Event or Operations, association, triggered events, REMOVE, LAPSING, Blocking."""

import pytest

from engine import events
from engine.msg import english
from tests.helpers import choose, game_at, option_ids

IRAQ_POOR = {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1}}


def test_associated_event_only_for_its_side_6_2_5():
    g = game_at({"hands": {"jihadist": [16, 50], "us": [40]}, "countries": IRAQ_POOR})
    choose(g, "play:16")  # Euro-Islam is a US event
    assert "event" not in option_ids(g) and any(o.startswith("ops:") for o in option_ids(g))


def test_precondition_6_2_6():
    g = game_at({"hands": {"jihadist": [50], "us": [40]}, "countries": {"iraq": {"clear": True}}})
    choose(g, "play:50")  # Ansar al-Islam needs Iraq marked worse than Good
    assert "event" not in option_ids(g)
    g2 = game_at({"hands": {"jihadist": [50], "us": [40]}, "countries": IRAQ_POOR})
    choose(g2, "play:50")
    assert "event" in option_ids(g2)


def test_remove_only_when_played_as_event_6_2_9():
    g = game_at({"hands": {"jihadist": [48], "us": [16, 40]}, "phase": "us"})
    choose(g, "play:16", "event")
    while g.prompt().role == "us" and g.prompt().kind != "card":  # Euro-Islam: the US picks a Posture
        choose(g, g.prompt().ids()[0])
    assert 16 in g.state.removed and 16 not in g.state.discard


def test_own_side_card_for_ops_is_discarded_not_removed():
    g = game_at({"hands": {"jihadist": [48], "us": [16, 40]}, "phase": "us"})
    choose(g, "play:16", "ops:reserves")
    assert 16 in g.state.discard and 16 not in g.state.removed and g.state.reserves["us"] == 2


def test_triggered_opponent_event_6_3_2_and_remove_example_6_2_4():
    # the US plays Ansar al-Islam for Operations with no Cells left on the Funding track
    countries = {"iraq": {"governance": "poor", "alignment": "ally", "sleepers": 11}}
    g = game_at({"hands": {"jihadist": [48], "us": [50, 40]}, "phase": "us", "countries": countries})
    assert g.cells_on_track() == 0
    choose(g, "play:50", "ops:reserves")
    assert option_ids(g) == ["first:event", "first:ops"]  # 6.3.2.1 the US orders them
    choose(g, "first:ops")
    # the Jihadist decides the event (6.3.2.2): Iraq or Iran
    p = g.prompt()
    assert p.role == "jihadist"
    choose(g, p.ids()[0])
    assert 50 in g.state.removed and 50 not in g.state.discard  # removed although no Cell was placed


def test_unassociated_for_ops_does_not_trigger_6_3_2_3():
    g = game_at({"hands": {"jihadist": [48], "us": [101, 40]}, "phase": "us", "prestige": 5})
    choose(g, "play:101", "ops:reserves")
    assert g.state.prestige == 5 and g.state.countries["serbia"].posture is None  # Kosovo did not happen


def test_us_election_always_triggers_6_3_1():
    g = game_at({"hands": {"jihadist": [120, 48], "us": [40]}, "countries": IRAQ_POOR})
    choose(g, "play:120", "ops:travel")
    assert option_ids(g) == ["first:event", "first:ops"]


def test_lapsing_event_box_and_lapse_6_2_7():
    g = game_at({"hands": {"jihadist": [], "us": [2]}, "phase": "us"})
    choose(g, "play:2", "event")
    s = g.state
    # Biometrics was the US's last card: the turn ends at once and the event lapses (5.2.6)
    assert s.turn == 2 and "Biometrics" not in s.lapsing and 2 in s.discard


def test_lapsing_event_in_effect_during_turn():
    g = game_at({"hands": {"jihadist": [48], "us": [2, 40]}, "phase": "us"})
    choose(g, "play:2", "event")
    assert "Biometrics" in g.state.lapsing and g.state.lapsing_box == [2]


def test_blocked_event_is_not_playable_6_2_8():
    g = game_at({"hands": {"jihadist": [48], "us": [39]}, "phase": "us",
                 "countries": {"libya": {"governance": "poor", "alignment": "adversary", "markers": ["Libyan Deal"]}}})
    assert events.blocked(g, 39)
    choose(g, "play:39")
    assert "event" not in option_ids(g)


def test_unimplemented_event_is_not_offered(monkeypatch):
    events.load()
    monkeypatch.delitem(events.EVENTS, 101)
    g = game_at({"hands": {"jihadist": [48], "us": [101, 40]}, "phase": "us"})
    choose(g, "play:101")
    assert "event" not in option_ids(g)


@pytest.mark.parametrize("card", range(1, 121))
def test_every_event_obeys_association(card):
    from engine.board import side_role
    from engine.data import CARDS

    g = game_at()
    owner = side_role(CARDS[card].side)
    for role in ("us", "jihadist"):
        if owner is not None and owner != role:
            assert not events.can_play_as_event(g, card, role)


def test_triggered_event_order_prompt_names_the_operation():
    g = game_at({"hands": {"jihadist": [48], "us": [50, 40]}, "phase": "us", "countries": IRAQ_POOR})
    choose(g, "play:50", "ops:reserves")
    p = g.prompt()
    assert "opponent's event" in p.text and [o.label for o in p.options] == ["Event Ansar al-Islam first", "Reserves first"]


def test_us_election_order_prompt_says_it_always_happens():
    g = game_at({"hands": {"jihadist": [120, 48], "us": [40]}, "countries": IRAQ_POOR})
    choose(g, "play:120", "ops:travel")
    assert "US Election always happens" in g.prompt().text


def test_reserves_capped_at_two_and_offered_only_below_6_3_3():
    g = game_at({"hands": {"jihadist": [48, 61], "us": [40]}, "reserves": {"us": 0, "jihadist": 1}, "countries": IRAQ_POOR})
    choose(g, "play:61")
    assert ("ops:reserves") in option_ids(g)
    assert [o.label for o in g.prompt().options if o.id == "ops:reserves"] == ["Reserves (+1)"]
    choose(g, "ops:reserves")
    assert g.state.reserves["jihadist"] == 2
    choose(g, "play:48")
    assert "ops:reserves" not in option_ids(g)


def test_three_value_card_cannot_go_to_reserves_6_3_3():
    g = game_at({"hands": {"jihadist": [81], "us": [40]}, "countries": IRAQ_POOR})
    choose(g, "play:81")
    assert "ops:reserves" not in option_ids(g)


def test_reserves_boost_to_three_at_most_and_are_all_expended_6_3_3_1():
    g = game_at({"hands": {"jihadist": [61], "us": [40]}, "reserves": {"us": 0, "jihadist": 2},
                 "countries": {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 4}}})
    choose(g, "play:61")
    labels = {o.id: o.label for o in g.prompt().options}
    assert labels["ops:jihad+r"] == "Jihad with Reserves (3 Ops)"
    g.script_dice(6, 6, 6)
    choose(g, "ops:jihad+r", "country:iraq", "country:iraq", "country:iraq")
    assert g.state.reserves["jihadist"] == 0 and g.state.countries["iraq"].cells == 1


def test_triggered_event_not_playable_does_not_occur_nor_remove_6_3_2_1():
    # the US plays Ansar al-Islam (Jihadist, REMOVE) for Operations while Iraq is at Good: the
    # precondition fails at the moment the event is to occur, so nothing happens and the card
    # is discarded, not removed (6.2.9)
    g = game_at({"hands": {"jihadist": [48], "us": [50, 40]}, "phase": "us",
                 "countries": {"iraq": {"governance": "good", "alignment": "ally"}}})
    cells = g.cells_on_track()
    # the card menu says so, and no "which happens first?" is asked (issue 16)
    play = next(o for o in g.prompt().options if o.id == "play:50")
    assert play.label == "Play #50 Ansar al-Islam (1 Op, Jihadist)"  # (the note beneath it, issue 33)
    assert english(play.description) == "(Event not playable now: it needs: Iraq's Governance is marked and is worse than Good (Fair, Poor or Islamist Rule))"
    choose(g, "play:50", "ops:reserves")
    s = g.state
    assert g.prompt().kind == "card"
    assert g.cells_on_track() == cells and s.reserves["us"] == 1
    assert 50 in s.discard and 50 not in s.removed
    assert "#50 Ansar al-Islam: the Event will not occur (it needs: Iraq's Governance is marked and is worse than Good (Fair, Poor or Islamist Rule); 6.3.2.1)" in [
        e.text for e in s.log
    ]


def test_card_menu_says_when_an_event_is_not_playable_now_and_why_6_2_6():
    """Issue 16: the play option's description (and the "how" question) say why the Event cannot
    occur; the label names the card alone (issue 33: a menu cuts a label at 100 characters)."""
    g = game_at({"hands": {"jihadist": [58, 48], "us": [2]}, "event_box": ["Anbar Awakening"]})
    options = {o.id: o for o in g.prompt().options}
    assert options["play:58"].label == "Play #58 Al-Anbar (2 Ops, Jihadist)"
    assert english(options["play:58"].description) == "(Event not playable now: Blocked by Anbar Awakening (6.2.8))"
    assert "not playable" not in options["play:48"].label + english(options["play:48"].description)
    choose(g, "play:58")
    assert g.prompt().text.endswith("(Event not playable now: Blocked by Anbar Awakening (6.2.8))")
    assert "event" not in option_ids(g)


def test_example_6_2_2_un_nation_building_woi_in_regime_change_without_five_more_troops():
    # the card's text trumps 7.2.1.3: a War of Ideas roll in a Regime Change country with 2 Troops, 2 Cells
    from engine.ops.us import woi_targets

    g = game_at({"hands": {"us": [30, 40], "jihadist": []}, "phase": "us", "countries": {
        "iraq": {"governance": "poor", "alignment": "ally", "regime_change": "tan", "troops": 2, "sleepers": 2}}})
    assert "iraq" not in woi_targets(g, 3)  # no War of Ideas Operation there (7.2.1.3)
    g.script_dice(governance=[5])
    choose(g, "play:30", "event")
    iraq = g.state.countries["iraq"]
    assert iraq.governance == 2 and iraq.aid == 1  # the roll was made and succeeded: Poor → Fair
