"""Rules section 9 (1-player): victory, the bot's pile and mini-decks, Event or OPS?,
Radicalization, ideology levels, event instructions, and whole solo games."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from engine import Game
from engine.board import GameOver
from engine.data import CARDS
from engine.deal import deal
from engine.game import Proc
from engine.solo import ops, where
from engine.solo.bot import bot_card_play, decide
from engine.solo.ops import Play
from engine.solo.radicalization import radicalization
from engine.state import FAIR, ISLAMIST_RULE, POOR, WMD
from tests.helpers import ALL_CARDS, card_count, check_invariants, choose, game_at

# cards used below: 37 Iraqi WMD (US, 3 Ops, playable here), 40 Mass Turnout (US, 3 Ops, not
# playable: no Regime Change), 49 Al-Ittihad al-Islami (Jihadist, 1 Op, places a Cell, REMOVE),
# 90 Quagmire (Jihadist, 3 Ops, not playable here), 101 Kosovo (Unassociated, 1 Op)


def solo(countries: dict[str, Any] | None = None, *, ideology: str = "normal", dice: list[int] | None = None, **pos: Any) -> Game:
    """A 1-player Let's Roll! game waiting for the US (Afghanistan cleared), bot hand empty."""
    position: dict[str, Any] = {"hands": {"us": [12, 13], "jihadist": []}, "phase": "us", **pos}
    position["countries"] = {"afghanistan": {"clear": True}, **(countries or {})}
    g = game_at(position, players="solo", ideology=ideology)
    assert g.prompt() is not None and g.prompt().role == "us"
    if dice:
        g.script_dice(*dice)
    return g


def drive(g: Game, proc: Proc) -> Any:
    """Run a bot procedure; the bot answers its own prompts, none may go to the US here."""
    try:
        p = next(proc)
        while True:
            assert p.role == "jihadist", p.text
            p = proc.send(decide(g, p))
    except StopIteration as e:
        return e.value


def play_card(g: Game, n: int) -> None:
    """The bot plays card n as the top of its pile (9.2)."""
    g.state.hands["jihadist"].append(n)
    g.state.deck.remove(n)
    drive(g, bot_card_play(g))


def texts(g: Game) -> list[str]:
    return [e.text for e in g.state.log]


def bot_lines(g: Game) -> list[str]:
    return [e.text.removeprefix("Jihadist bot: ") for e in g.state.log if e.text.startswith("Jihadist bot: ")]


# ---------------------------------------------------------------------- 9.1 How to win
def test_9_1_last_cell_removed_is_no_us_win_in_solo():
    g = solo({"pakistan": {"sleepers": 1}})
    g.remove_cells("pakistan", 1)
    assert not g.over and g.state.winner is None
    two = game_at({"countries": {"afghanistan": {"clear": True}, "pakistan": {"sleepers": 1}}})
    with pytest.raises(GameOver) as e:
        two.remove_cells("pakistan", 1)
    assert e.value.winner == "us"


def test_9_1_islamist_rule_6_resources_wins_without_adjacency():
    g = solo()
    g.set_governance("iraq", ISLAMIST_RULE)
    with pytest.raises(GameOver) as e:
        g.set_governance("egypt", ISLAMIST_RULE)  # Iraq 3 + Egypt 3, not Adjacent
    assert e.value.winner == "jihadist" and "(9.1)" in str(e.value.reason)
    two = game_at({"countries": {"afghanistan": {"clear": True}, "pakistan": {"sleepers": 1}}})
    two.set_governance("iraq", ISLAMIST_RULE)
    two.set_governance("egypt", ISLAMIST_RULE)  # 2.1.2 needs two Adjacent countries
    assert two.state.winner is None


GOOD_5 = {"egypt": {"governance": "good"}, "morocco": {"governance": "good"}}
GOOD_6 = {**GOOD_5, "jordan": {"governance": "good"}}
GOOD_8 = {"egypt": {"governance": "good"}, "iraq": {"governance": "good"}, "morocco": {"governance": "good"}}
GOOD_9 = {**GOOD_8, "jordan": {"governance": "good"}}
GOOD_11 = {**GOOD_8, "saudi_arabia": {"governance": "good"}}


@pytest.mark.parametrize(
    ("decks", "countries", "winner", "phrase"),
    [
        (1, GOOD_5, "jihadist", "fewer than 6 Good Resources"),
        (1, GOOD_6, "us", "more than twice"),
        (2, GOOD_8, "jihadist", "fewer than 9 Good Resources"),
        (2, GOOD_9, "us", "more than twice"),
        (3, GOOD_11, "jihadist", "fewer than 12 Good Resources"),
    ],
)
def test_9_1_game_end_thresholds(decks, countries, winner, phrase):
    g = solo(countries)
    g.state.length = decks
    with pytest.raises(GameOver) as e:
        g.end_by_reshuffle()
    assert e.value.winner == winner and phrase in str(e.value.reason)


def test_9_1_threshold_met_but_2_3_still_applies():
    g = solo({**GOOD_6, "yemen": {"governance": "islamist_rule"}, "libya": {"governance": "islamist_rule"}})
    assert (g.good_resources(), g.ir_resources()) == (6, 2)
    with pytest.raises(GameOver) as e:
        g.end_by_reshuffle()
    assert e.value.winner == "us"
    g.c("syria").regime_change = "green"  # counts as Islamist Rule at game end (2.3): 2 + 2 Resources
    with pytest.raises(GameOver) as e:
        g.end_by_reshuffle()
    assert e.value.winner == "jihadist" and "not more than twice" in str(e.value.reason)


def test_9_1_game_ends_at_the_selected_reshuffle():
    g = solo(GOOD_8)
    g.state.length = 2
    g.state.deck, g.state.discard = [], g.state.deck  # deck exhausted: reshuffle 1 of 2, play on
    assert g.draw_card() is not None and g.state.reshuffles == 1
    g.state.discard, g.state.deck = g.state.deck, []
    with pytest.raises(GameOver) as e:
        g.draw_card()
    assert e.value.winner == "jihadist" and "fewer than 9" in str(e.value.reason)


# ---------------------------------------------------------------------- 9.2 the face-down pile
def test_9_2_bot_plays_from_the_top_of_its_pile():
    g = game_at(
        {"hands": {"us": [41, 42], "jihadist": [101, 40]}, "countries": {"pakistan": {"sleepers": 1}}},
        players="solo",
    )
    assert g.state.last_phase_cards["jihadist"] == [40, 101]  # the end of the list is the top
    assert g.prompt().role == "us" and g.state.hands["jihadist"] == []
    plays = [t for t in texts(g) if t.startswith("Jihadist bot plays")]
    assert plays == [
        "Jihadist bot plays #40 Mass Turnout (3 Ops, US) from the top of its pile",
        "Jihadist bot plays #101 Kosovo (1 Op, Unassociated) from the top of its pile",
    ]
    assert card_count(g) == ALL_CARDS


def test_9_2_the_bot_hand_stays_secret():
    g = Game.new("lets_roll", players="solo", seed=5)
    assert all(e.to is None for e in g.view(None).log)
    drawn = [e for e in g.state.log if e.text.startswith("You draw") and e.to == "jihadist"]
    assert len(drawn) == 9
    assert not any(e.text.startswith("You draw") and e.to is None for e in g.state.log)


def test_9_2_optional_mini_decks_deal():
    g = solo()
    s = g.state
    s.mini_decks = True
    s.deck += s.hands["us"]
    s.hands = {"us": [], "jihadist": []}
    deal(g)
    sides = {r: Counter(CARDS[n].side for n in s.hands[r]) for r in ("jihadist", "us")}
    # Funding 9: nine Jihadist cards; 11 Troops on the track: nine US cards; one from each mini-deck in turn
    assert sides["jihadist"] == Counter({"Unassociated": 3, "Jihadist": 3, "US": 3})
    assert sides["us"] == Counter({"Unassociated": 3, "Jihadist": 3, "US": 3})
    assert card_count(g) == ALL_CARDS


def test_9_2_optional_mini_decks_draws_and_reshuffle():
    g = solo()
    s = g.state
    s.mini_decks = True
    s.length = 2
    drawn = [g.draw_card(), g.draw_card(), g.draw_card(), g.draw_card()]  # one event's draws
    assert [CARDS[n].side for n in drawn] == ["Unassociated", "Jihadist", "US", "Unassociated"]
    s.cards_played = 1  # another event: the cycle starts again at Unassociated
    assert CARDS[g.draw_card()].side == "Unassociated"
    # only US cards left: the other mini-decks are skipped; all three empty -> Reshuffle (5.3.1)
    us_left = [n for n in s.deck if CARDS[n].side == "US"][:2]
    s.discard += [n for n in s.deck if n not in us_left]
    s.deck = list(us_left)
    assert [g.draw_card(), g.draw_card()] == list(reversed(us_left))
    assert s.reshuffles == 0 and not s.deck
    n = g.draw_card()
    assert s.reshuffles == 1 and CARDS[n].side == "Unassociated"


def test_9_2_mini_decks_only_in_solo_and_whole_game():
    with pytest.raises(ValueError, match="1-player"):
        Game.new("lets_roll", players="two", seed=1, mini_decks=True)
    from engine.selfplay import play_game

    g = play_game("lets_roll", us="random", seed=3, mini_decks=True, length=2)
    assert g.over and card_count(g) == ALL_CARDS


# ---------------------------------------------------------------------- 9.3 Operations
def test_9_3_1_active_cells_are_lost_before_sleepers():
    g = solo({"pakistan": {"sleepers": 1, "actives": 1}}, dice=[6])
    left = ops.minor_jihad(g, Play(card=90, ops=1))
    assert left == 0
    assert (g.c("pakistan").actives, g.c("pakistan").sleepers) == (0, 1)


def test_9_3_2_plot_success_places_a_random_marker_of_any_value():
    # a 1-value card still places the Plot 3 drawn at random (sorted 1,1,1,2,2,3: sixth)
    g = solo({"pakistan": {"sleepers": 1}}, funding=5, dice=[1, 6])
    assert ops.plot(g, Play(card=1, ops=1)) == 0
    assert [p.value for p in g.c("pakistan").plots] == [3]
    assert sorted(g.state.available_plots, key=str) == [1, 1, 1, 2, 2]


def test_9_3_3_wmd_replaces_the_lowest_numbered_plots():
    g = solo(available_plots=[1, 1, 2, 3])
    g.set_governance("pakistan", ISLAMIST_RULE)  # 8.4.5: the Pakistani arsenal, three WMD
    assert sorted(g.state.available_plots, key=str) == [3, WMD, WMD, WMD]
    assert sorted(g.state.plots_aside) == [1, 1, 2]
    g.state.available_plots.remove(WMD)
    g.plot_used(WMD)  # resolved or Blocked: the highest set-aside marker returns
    assert sorted(g.state.available_plots, key=str) == [2, 3, WMD, WMD]
    assert sorted(g.state.plots_aside) == [1, 1]


# ---------------------------------------------------------------------- 9.4.1 Event or OPS?
def test_9_4_1_cell_event_with_empty_funding_track_radicalizes():
    g = solo({"iraq": {"sleepers": 15}})
    assert g.cells_on_track() == 0
    play_card(g, 49)  # Al-Ittihad al-Islami would place a Cell in Somalia
    assert g.c("somalia").cells == 0
    assert bot_lines(g)[0] == "Radicalization with 1 Op: Al-Ittihad al-Islami would place Cells but no Cell is on the Funding track (9.4.1) (9.4.3)"
    # the one Op Travels (second To box: Iraq is Poor with Cells for Major Jihad; the only origin)
    assert "the last Cell" not in " ".join(bot_lines(g)) and g.c("iraq").sleepers == 15
    assert 49 in g.state.discard and 49 not in g.state.removed  # the Event did not happen


def test_9_4_1_unassociated_event_then_operations():
    g = solo({"pakistan": {"sleepers": 1}}, dice=[1])
    play_card(g, 101)  # Kosovo: Prestige +1, Serbia opposite the US; then Operations
    assert g.state.prestige == 8 and g.posture("serbia") == "soft"
    assert bot_lines(g) == [
        "Event Kosovo: a playable Unassociated Event (9.4.1)",
        "Operations: Minor Jihad, because no Major Jihad can succeed and Jihad is possible in a Good or Fair country (9.4.1)",
        "Minor Jihad in Pakistan (Fair) with 1 Op: the only Good or Fair country left with a Cell (9.4.2.4)",
    ]
    assert g.governance("pakistan") == POOR and g.c("pakistan").actives == 1
    assert 101 in g.state.discard and not g.state.in_play


def test_9_4_1_unplayable_event_goes_to_major_jihad():
    g = solo({"pakistan": {"governance": "poor", "sleepers": 5}}, dice=[1, 1, 6])
    play_card(g, 40)  # Mass Turnout: no Regime Change, so not playable
    assert bot_lines(g)[:3] == [
        "Mass Turnout: the US Event is not playable; Operations (9.4.1)",
        "Operations: Major Jihad, because a Major Jihad that could bring Islamist Rule is possible (9.4.1)",
        "Major Jihad in Pakistan with 3 Ops: the only country where it can succeed (9.4.2.3)",
    ]
    assert g.governance("pakistan") == ISLAMIST_RULE
    assert (g.c("pakistan").actives, g.c("pakistan").sleepers) == (4, 0)  # one failure lost
    assert 40 in g.state.discard


def test_9_4_1_gtmo_sends_the_bot_to_travel():
    # Iraq is Poor with one Cell: no Jihad; Cells are Available but GTMO forbids Recruit
    g = solo({"iraq": {"sleepers": 1}}, lapsing=["GTMO"], dice=[5, 2])
    left = ops.operations(g, Play(card=90, ops=1))
    assert left == 0
    # D1: Somalia (Besieged Regime); tested (5: Fair), then Travel rolls 2 against Fair: success
    assert g.gov_name("somalia") == "Fair" and g.c("somalia").sleepers == 1 and g.c("iraq").cells == 0
    assert bot_lines(g)[:2] == [
        "Operations: Travel, because no Jihad is possible in a Good or Fair country and GTMO is in effect (9.4.1)",
        "Travel to Somalia (1st To box: a Besieged Regime, 9.4.2.6) from Iraq (4th From box: a random country with a Cell, 9.4.2.6.1)",
    ]


def test_9_4_1_recruit_when_cells_are_available():
    g = solo({"iraq": {"sleepers": 1}}, dice=[3])
    assert ops.operations(g, Play(card=90, ops=1)) == 0
    assert g.c("iraq").sleepers == 2
    assert bot_lines(g) == [
        "Operations: Recruit, because no Jihad is possible in a Good or Fair country and Cells are Available (9.4.1)",
        "Recruit in Iraq with 1 Op: 3rd priority: the highest roll needed for Recruit success (3 or less) (9.4.2.5)",
    ]


def test_9_4_1_playable_us_event_means_plot_and_no_event():
    g = solo({"pakistan": {"sleepers": 2}}, funding=5, dice=[1, 6, 1])
    play_card(g, 37)  # Iraqi WMD, playable by the US: the bot Plots with it
    assert bot_lines(g)[0] == "Iraqi WMD is a playable US Event: Plot, and no Event occurs (9.4.1)"
    # two rolls in Pakistan (1 succeeds, 6 fails), the Plot marker drawn with the third die
    assert [p.value for p in g.c("pakistan").plots] == [1]
    assert g.c("pakistan").actives == 2
    assert 37 in g.state.discard and not g.state.first_plot_box  # 1st Plot is ignored (9.4.1)
    assert "Iraqi WMD" not in " ".join(g.state.lapsing + g.state.event_box)


# ---------------------------------------------------------------------- 9.4.3 Radicalization
def test_9_4_3_rulebook_example():
    """A 3-value playable US Event with a single Cell on the map: one Plot roll with that Cell,
    a Cell from the track to a random country, then one Cell Travels automatically."""
    g = solo({"pakistan": {"sleepers": 1}}, funding=5, dice=[5, 1, 5])
    play_card(g, 37)
    assert bot_lines(g) == [
        "Iraqi WMD is a playable US Event: Plot, and no Event occurs (9.4.1)",
        "Plot rolls: 1 in Pakistan (Funding below 9: a Muslim country or Iran) (9.4.2.2)",
        "Radicalization with 2 Ops: Operations the Plot chart could not use (9.4.3)",
        "Radicalization, 1st Op: a Cell from the Funding track is placed in Algeria/Tunisia (a random country; the track has a Cell)",
        "Radicalization, next Op: one Cell Travels automatically (To chart from its 2nd box)",
        "Travel to Gulf States (3rd To box: Good or Fair Muslim country with a Cell Adjacent, 9.4.2.6) "
        "from Pakistan (3rd From box: Adjacent to the destination, 9.4.2.6.1)",
    ]
    assert g.c("pakistan").plots == [] and g.c("pakistan").cells == 0
    assert g.gov_name("algeria_tunisia") == "Fair" and g.c("algeria_tunisia").sleepers == 1
    assert g.c("gulf_states").sleepers == 1


def test_9_4_3_plot_then_governance_boxes():
    # no Cell on the track and none can Travel twice: the Plot box, then Governance worsens
    g = solo({"iraq": {"sleepers": 15}}, funding=5, dice=[2, 5])
    play = Play(card=90, ops=3)
    radicalization(g, play, 3, "test")
    lines = bot_lines(g)
    assert lines[1:5] == [
        "Radicalization, next Op: one Cell Travels automatically (To chart from its 2nd box)",
        "Travel to Iraq (2nd To box: Poor, Major Jihad possible with two more Cells, 9.4.2.6) from Iraq itself "
        "(4th From box: a random country with a Cell, 9.4.2.6.1): the Cell Travels within the country and becomes a Sleeper",
        "Radicalization, next Op: Funding below 9, a Plot is placed in Iraq (a random non-Islamist Rule country with a Cell)",
        "Radicalization, each remaining Op: Governance in Syria worsens (a random Good or Fair Muslim country)",
    ]
    assert [p.value for p in g.c("iraq").plots] == [1]  # second of 1,1,1,2,2,3
    assert g.governance("syria") == POOR  # Gulf States 1-2, Pakistan 3-4, Syria 5-6


def test_9_4_3_funding_9_skips_the_plot_box():
    g = solo({"iraq": {"sleepers": 15}}, dice=[1])
    radicalization(g, Play(card=90, ops=2), 2, "test")
    assert g.c("iraq").plots == []
    assert g.governance("gulf_states") == POOR  # die 1: Gulf States


# ---------------------------------------------------------------------- 9.7 Ideology
def test_9_7_coherent_two_plot_markers():
    g = solo({"pakistan": {"sleepers": 1}}, ideology="coherent", funding=5, dice=[1, 6, 1])
    ops.plot(g, Play(card=1, ops=1))
    assert [p.value for p in g.c("pakistan").plots] == [3, 1]


def test_9_7_attractive_two_cells_per_recruit():
    g = solo({"iraq": {"sleepers": 1}}, ideology="attractive", dice=[3])
    ops.recruit(g, Play(card=48, ops=1))
    assert g.c("iraq").sleepers == 3
    normal = solo({"iraq": {"sleepers": 1}}, dice=[3])
    ops.recruit(normal, Play(card=48, ops=1))
    assert normal.c("iraq").sleepers == 2


def test_9_7_potent_major_jihad_with_three_more_cells():
    pos = {"pakistan": {"governance": "poor", "sleepers": 3}}
    assert where.major_jihad_target(solo(pos), 3) is None
    assert _en(where.major_jihad_target(solo(pos, ideology="potent"), 3)) == ("pakistan", "the only country where it can succeed")
    assert where.major_jihad_target(solo(pos, ideology="attractive"), 3) is None


def test_9_7_infectious_us_must_play_every_card():
    pos = {"hands": {"us": [40], "jihadist": []}, "phase": "us"}
    assert game_at(pos, players="solo", ideology="potent").prompt().ids() == ["play:40", "discard:40", "hold"]
    assert game_at(pos, players="solo", ideology="infectious").prompt().ids() == ["play:40"]


def test_9_7_virulent_failed_jihad_keeps_its_cells():
    g = solo({"pakistan": {"sleepers": 2}}, ideology="virulent", dice=[6, 6])
    ops.minor_jihad(g, Play(card=90, ops=2))
    assert g.c("pakistan").cells == 2 and g.governance("pakistan") == FAIR
    normal = solo({"pakistan": {"sleepers": 2}}, ideology="infectious", dice=[6, 6])
    ops.minor_jihad(normal, Play(card=90, ops=2))
    assert normal.c("pakistan").cells == 0


# ---------------------------------------------------------------------- 9.6 event instructions
def test_9_6_oil_price_spike_without_jihadist_card_is_operations_only():
    g = solo({"iraq": {"sleepers": 1}}, discard=[45], dice=[1, 1, 1])
    play_card(g, 117)
    assert bot_lines(g)[0] == "Oil Price Spike: the Event is not playable; Operations (9.4.1)"
    assert "Oil Price Spike" not in g.state.lapsing and 117 in g.state.discard
    assert g.c("iraq").sleepers == 4  # Recruit, 3 Ops


def test_9_6_oil_price_spike_takes_the_highest_jihadist_card():
    g = solo({"iraq": {"sleepers": 1}}, discard=[45, 66, 90], dice=[1, 1, 1])
    play_card(g, 117)
    assert g.state.hands["jihadist"] == [90]  # 3-value Quagmire, onto the top of the pile
    assert "Oil Price Spike" in g.state.lapsing and 117 in g.state.lapsing_box


@pytest.mark.parametrize(("caucasus", "expect"), [(None, "caucasus"), ("soft", "central_asia")])
def test_9_6_ex_kgb(caucasus, expect):
    pos = {"caucasus": {"posture": caucasus}} if caucasus else {}
    g = solo(pos, dice=[5])
    play_card(g, 62)
    if expect == "caucasus":
        assert g.posture("caucasus") == "soft"  # Hard 1 (Israel) → 0: the marker moves
    else:
        assert g.c("central_asia").alignment == "adversary" and g.gov_name("central_asia") == "Fair"


# ---------------------------------------------------------------------- answering prompts
def test_auto_answer_resolves_plots_in_map_order():
    from engine.ops.plots import resolve_plots

    g = solo({"france": {"sleepers": 1, "plots": [1]}, "canada": {"sleepers": 1, "plots": [2]}})
    p = next(resolve_plots(g))
    assert p.kind == "plot_order" and p.role == "jihadist"
    assert decide(g, p) == "plot:canada:0"  # Canada comes before France on the map (solo-bot.md 6.3)


def test_schengen_posture_rolls_use_the_schengen_table():
    from engine.solo import schengen_pick

    g = solo(dice=[2, 4, 6])
    others = ["benelux", "eastern_europe", "germany", "italy", "scandinavia", "spain"]  # France plotted
    assert schengen_pick(g, others) == "benelux"  # table 2
    # table 4 is France itself: the closest eligible are all six others (one step); die 6
    assert schengen_pick(g, others) == "spain"


def test_anaconda_setup_cells_are_random_countries():
    g = Game.new("anaconda", players="solo", seed=11)
    placed = [t for t in texts(g) if t.startswith("Set-up: a Cell is placed in")]
    assert len(placed) == 3 and len(set(placed)) == 3
    assert "United States" not in " ".join(placed)


# ---------------------------------------------------------------------- whole games
SCENARIOS = ("lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished")
IDEOLOGIES = ("normal", "coherent", "attractive", "potent", "infectious", "virulent")


@pytest.mark.parametrize("scenario", SCENARIOS)
@pytest.mark.parametrize("ideology", IDEOLOGIES)
def test_solo_games_run_to_the_end(scenario, ideology):
    for seed in range(3):
        rnd = random.Random(seed)
        g = Game.new(scenario, players="solo", seed=seed, ideology=ideology, length=1 + seed % 3)
        steps = 0
        while not g.over:
            check_invariants(g)
            p = g.prompt()
            assert p is not None and p.role == "us"
            g.act("us", rnd.choice(p.ids()))
            steps += 1
            assert steps < 20000
        check_invariants(g)
        assert g.state.winner in ("us", "jihadist") and g.state.victory


def test_solo_game_replays_and_reloads_exactly():
    rnd = random.Random(7)
    g = Game.new("lets_roll", players="solo", seed=7)
    actions = []
    for _ in range(40):
        if g.over:
            break
        p = g.prompt()
        a = rnd.choice(p.ids())
        actions.append((p.role, a))
        g.act(p.role, a)
    again = Game.replay({"scenario": "lets_roll", "players": "solo", "seed": 7}, actions)
    assert again.state_json() == g.state_json()
    assert Game.from_json(g.to_json()).state_json() == g.state_json()


def _markers_in_play(g: Game) -> int:
    return sum(len(c.plots) for c in g.state.countries.values()) + len(g.state.available_plots)


def test_9_3_3_wmd_with_no_numbered_marker_available_waits_for_one_to_return():
    # 9.3.3: always exactly 6 Plot markers in play; a WMD replaces an Available numbered marker
    g = game_at({"available_plots": [], "countries": {
        "iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1, "plots": [1, 1, 1]},
        "syria": {"sleepers": 1, "plots": [2, 2, 3]}}}, players="solo")
    g.set_governance("pakistan", ISLAMIST_RULE)  # 8.4.5 the arsenal arrives: none Available to replace
    assert _markers_in_play(g) == 6 and g.state.available_plots == [] and g.state.plots_aside == []
    g.c("syria").plots.pop(0)
    g.plot_used(2)  # the first numbered marker to return is replaced by a WMD
    assert g.state.available_plots == [WMD] and g.state.plots_aside == [2] and _markers_in_play(g) == 6
    g.state.available_plots.remove(WMD)  # that WMD is placed, then resolved or Blocked:
    g.plot_used(WMD)  # the set-aside 2 returns, and the next waiting WMD replaces it at once
    assert g.state.available_plots == [WMD] and g.state.plots_aside == [2]
    for v in (1, 1):
        g.c("iraq").plots.pop(0)
        g.plot_used(v)
    assert sorted(g.state.available_plots, key=str) == [1, WMD, WMD] and sorted(g.state.plots_aside) == [1, 2]
    assert _markers_in_play(g) == 6


def test_9_3_3_wmd_used_while_others_wait_keeps_six_markers():
    g = game_at({"available_plots": [1], "countries": {
        "iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1, "plots": [1, 1]},
        "syria": {"sleepers": 1, "plots": [2, 2, 3]}}}, players="solo")
    g.set_governance("pakistan", ISLAMIST_RULE)  # one WMD replaces the Available 1, two wait
    assert g.state.available_plots == [WMD] and g.state.plots_aside == [1] and _markers_in_play(g) == 6
    g.state.available_plots.remove(WMD)
    g.plot_used(WMD)  # the 1 comes back and a waiting WMD takes its place
    assert g.state.available_plots == [WMD] and g.state.plots_aside == [1] and _markers_in_play(g) == 6
    g.state.available_plots.remove(WMD)
    g.plot_used(WMD)
    g.state.available_plots.remove(WMD)
    g.plot_used(WMD)  # all three used: the set-aside marker is back, six numbered markers in play
    assert g.state.available_plots == [1] and g.state.plots_aside == [] and _markers_in_play(g) == 6


# ---------------------------------------------------------------------- audit additions
def test_9_4_2_1_madrassas_global_roll_once_per_card():
    """Madrassas: one Global roll (then the closest applicable country) for its own Op and one
    for all the Ops of the second card (9.4.2.1, 9.4.2)."""
    g = solo()
    g.state.phase = "jihadist"
    g.state.hands["jihadist"].append(90)  # Quagmire (3 Ops) under Madrassas
    g.state.deck.remove(90)
    # Global rolls: 13 Iraq (Poor: applicable), 6 Libya; then four Recruit dice (Poor: 3 or less)
    g.script_dice(13, 6, 1, 4, 4, 1)
    before = (g.c("iraq").cells, g.c("libya").cells)
    play_card(g, 53)
    assert (g.c("iraq").cells, g.c("libya").cells) == (before[0] + 1, before[1] + 1)
    lines = [t for t in bot_lines(g) if t.startswith("Madrassas")]
    assert lines == [
        "Madrassas: the Recruit roll for its 1 Op in Iraq (Global table roll, then the closest applicable country, 9.4.2.1)",
        "Madrassas: the 3 Recruit rolls of the second card in Libya (Global table roll, then the closest applicable country, 9.4.2.1)",
    ]
    assert 90 in g.state.discard and not g.state.hands["jihadist"]


def test_9_4_2_1_jihadist_videos_global_roll_and_closest_even_with_few_countries():
    """Jihadist Videos in solitaire: a Global roll and the closest country without a Cell, also
    when six or fewer countries qualify and when the US triggers the Event (no die assignment)."""
    from engine import events
    from engine.solo.random_country import ALL

    free = ["canada", "united_states", "israel", "china", "india"]
    g = solo()
    for c in ALL:  # a contrived board: only five countries without a Cell (choices only)
        if c not in free:
            g.c(c).sleepers = max(g.c(c).sleepers, 1)
    g.script_dice(12, 1, 1, 1, 4, 4, 4)  # Gulf States → India (2 steps); Algeria → Canada/US: die 1
    drive(g, events.run_event(g, 82, "jihadist"))
    assert [t.split(" in ")[1].split(" (")[0] for t in bot_lines(g) if t.startswith("Jihadist Videos")] == [
        "India", "Canada", "United States",
    ]


def test_triggered_event_is_decided_with_its_card():
    """A Jihadist Event the US triggers (6.3.2.2) is decided by the bot as that card: Schengen
    Visas takes its To box and the Schengen table (9.4.2.1), not the generic Travel chart."""
    from engine.data import SCHENGEN
    from engine.game import ask
    from engine.solo.bot import auto_answer

    g = solo(dice=[2])
    g.state.in_play.append(74)
    p = ask("jihadist", "Schengen Visas: to which country?", [(f"country:{c}", c) for c in SCHENGEN], kind="travel_dest")
    assert auto_answer(g, p) == "country:benelux"  # Schengen table 2 (all unmarked, US Hard)


# ---------------------------------------------------------------------- issue 11: Event-driven Travel origins
def test_9_4_2_1_clean_operatives_origins_use_the_from_chart_adjacent_step():
    """9.4.2.1 "use From for origin": the From chart's 3rd step (Adjacent to the destination)
    comes before the random step, whatever Active Cells are elsewhere (9.4.2.6.1)."""
    for seed in range(4):
        g = game_at({"hands": {"us": [13, 40], "jihadist": [12, 79]}, "phase": "jihadist", "countries": {
            "afghanistan": {"clear": True}, "canada": {"posture": "hard", "sleepers": 1},
            "somalia": {"governance": "poor", "alignment": "neutral", "actives": 1},
            "yemen": {"governance": "poor", "alignment": "neutral", "sleepers": 1}}}, players="solo", seed=seed)
        origins = [t.split(" comes from ")[1].split(" (")[0] for t in bot_lines(g) if " comes from " in t]
        assert origins == ["Canada", "Somalia"]  # then the random step, Active Cells first
        assert (g.c("canada").cells, g.c("somalia").cells, g.c("yemen").cells, g.c("united_states").cells) == (0, 0, 1, 2)


def test_9_4_2_1_schengen_visas_origin_prefers_an_adjacent_country():
    # Morocco links to every Schengen country (4.5), so it is Adjacent to the destination; Pakistan is not
    g = solo({"morocco": {"governance": "poor", "alignment": "neutral", "sleepers": 1},
              "pakistan": {"actives": 1}}, dice=[1])
    g.state.phase = "jihadist"
    play_card(g, 74)
    origins = [t.split(" comes from ")[1].split(" (")[0] for t in bot_lines(g) if " comes from " in t]
    assert origins == ["Morocco", "Pakistan"] and g.c("morocco").cells == 0


# ---------------------------------------------------------------------- issue 11: Danish Cartoons by the bot
def _bot_plays_first(card: int, countries: dict[str, Any], **pos: Any) -> Game:
    position: dict[str, Any] = {"hands": {"us": [13, 40], "jihadist": [card]}, "phase": "jihadist", **pos}
    position["countries"] = {"afghanistan": {"clear": True}, "iraq": {"sleepers": 1}, **countries}
    return game_at(position, players="solo")


def test_9_4_2_1_event_turned_into_radicalization_leaves_no_trace():
    """9.4.2.1: no Plot country on the chart: "use the card's value for Radicalization and ignore
    the Event". Scandinavia's Posture must not be set first (Low Prestige, Funding 9, no Aid)."""
    g = _bot_plays_first(96, {}, prestige=3, funding=9)
    p = g.prompt()
    assert p.role == "us" and not p.text.startswith("Danish Cartoons")
    assert g.c("scandinavia").posture is None and 96 in g.state.discard and 96 not in g.state.removed
    assert any("Radicalization" in t for t in texts(g))


def test_9_4_2_1_danish_cartoons_plot_chart_rolls_once():
    # Egypt and Jordan tie (Good, Muslim, Funding below 9): one random-country die decides, once
    g = _bot_plays_first(96, {"egypt": {"governance": "good", "alignment": "ally"},
                              "jordan": {"governance": "good", "alignment": "ally"}}, prestige=3, funding=5)
    choose(g, "posture:soft")
    assert g.c("scandinavia").posture == "soft"
    assert len([t for t in texts(g) if t.startswith("Random country: die")]) == 1
    assert len(g.c("egypt").plots) + len(g.c("jordan").plots) == 1


def test_example_9_2_a_random_jihadist_card_is_the_top_card():
    # Enhanced Measures takes a card "at random" from the Jihadist hand: the bot's top card (9.2)
    from tests.helpers import choose

    g = game_at({"hands": {"us": [34, 40], "jihadist": [48, 49, 50]}, "phase": "us", "countries": {
        "iraq": {"governance": "poor", "alignment": "ally", "troops": 2, "sleepers": 2}}}, players="solo")
    top = g.state.hands["jihadist"][-1]  # the bot plays from the end of its pile (bot_card_play)
    g.script_dice(random=[1])  # a random pick would take the first card: it must not be used
    choose(g, "play:34", "event", "country:iraq")
    assert g.state.hands["us"] == [40, top] and g.state.hands["jihadist"] == [48, 49]


def _en(found: tuple[str, object] | None) -> tuple[str, str] | None:
    """A chart's choice with its reason in English."""
    return None if found is None else (found[0], str(found[1]))
