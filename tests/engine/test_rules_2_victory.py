"""2.0 How to win: instant victories (2.1) checked after every change; game end (2.3)."""

import pytest

from engine import GameOver
from engine.state import GOOD, ISLAMIST_RULE
from tests.helpers import choose, game_at


def good(*cids):
    return {c: {"governance": "good", "alignment": "ally"} for c in cids}


def test_us_wins_instantly_with_12_good_resources():
    # Saudi Arabia 3 + Gulf States 3 + Iraq 3 + Egypt 3 - one of them needs the final shift
    g = game_at({"countries": {**good("saudi_arabia", "gulf_states", "iraq"),
                               "egypt": {"governance": "fair", "alignment": "ally"}},
                 "hands": {"us": [40], "jihadist": [48]}, "phase": "us", "prestige": 7})
    g.script_dice(5)  # 5 +1 Prestige -1 to Good +1 Adjacent Good Ally? (Egypt has none) = 5
    choose(g, "play:40", "ops:woi", "country:egypt")
    assert g.over and g.state.winner == "us" and "12+ Resources" in str(g.state.victory)


def test_us_wins_with_15_fair_or_good():
    countries = {c: {"governance": "fair", "alignment": "neutral"} for c in
                 ["algeria_tunisia", "central_asia", "egypt", "indonesia_malaysia", "jordan", "libya", "morocco",
                  "somalia", "sudan", "syria", "gulf_states", "iraq", "lebanon", "pakistan"]}
    countries["saudi_arabia"] = {"governance": "poor", "alignment": "ally"}
    g = game_at({"countries": countries, "hands": {"us": [40], "jihadist": [48]}, "phase": "us"})
    assert not g.over
    g.script_dice(6)
    choose(g, "play:40", "ops:woi", "country:saudi_arabia")
    assert g.state.winner == "us" and "15 Muslim" in str(g.state.victory)


def test_jihadist_islamist_rule_needs_two_adjacent_countries():
    g = game_at({"countries": {"afghanistan": {"clear": True},
                               "saudi_arabia": {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 1},
                               "indonesia_malaysia": {"governance": "islamist_rule", "alignment": "adversary"},
                               "iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 6}},
                 "hands": {"us": [40], "jihadist": [81]}, "funding": 5})
    assert not g.over  # 6 Resources but not Adjacent
    g.script_dice(1, 1, 6)
    choose(g, "play:81", "ops:jihad", "country:iraq", "country:iraq", "country:iraq", "major:yes")
    assert g.state.countries["iraq"].governance == ISLAMIST_RULE
    assert g.state.winner == "jihadist" and "Adjacent" in str(g.state.victory)


def test_jihadist_wins_prestige_1_and_15_poor():
    countries = {c: {"governance": "poor", "alignment": "neutral"} for c in
                 ["algeria_tunisia", "central_asia", "egypt", "indonesia_malaysia", "jordan", "libya", "morocco",
                  "somalia", "sudan", "syria", "gulf_states", "iraq", "lebanon"]}
    countries["saudi_arabia"] = {"governance": "poor", "alignment": "ally", "troops": 2, "sleepers": 1, "plots": [1]}
    g = game_at({"countries": countries, "prestige": 2, "hands": {"us": [], "jihadist": [48]}, "phase": "us"})
    # 15 at Poor or Islamist Rule (with Afghanistan, Iraq, Libya ...); the Plot where Troops are
    # resolves after the (empty) US Action Phase and drops Prestige to 1 (8.5.6)
    assert g.over and g.state.prestige == 1
    assert g.state.winner == "jihadist" and "Prestige 1" in str(g.state.victory)


def test_wmd_plot_in_us_wins():
    g = game_at({"countries": {"united_states": {"sleepers": 1, "plots": ["WMD"]}},
                 "hands": {"us": [], "jihadist": [48]}, "phase": "us"})
    # no US cards: the US phase ends and Plots resolve (5.2.3)
    assert g.over and g.state.winner == "jihadist" and "WMD" in str(g.state.victory)


@pytest.mark.parametrize("good_r,ir_r,winner", [(7, 3, "us"), (6, 3, "jihadist")])
def test_game_end_2_3(good_r, ir_r, winner):
    g = game_at({"hands": {"us": [], "jihadist": []}, "deck": []})
    s = g.state
    for m in s.countries.values():
        if m.governance in (GOOD, ISLAMIST_RULE):
            m.governance = 3
    s.countries["afghanistan"].governance = 3
    s.countries["afghanistan"].alignment = "neutral"
    s.countries["iraq"].governance = ISLAMIST_RULE  # 3 Resources
    goods = {"saudi_arabia": 3, "gulf_states": 3, "jordan": 1, "yemen": 1}
    left = good_r
    for cid, r in goods.items():
        if left >= r:
            s.countries[cid].governance = GOOD
            s.countries[cid].alignment = "ally"
            left -= r
    assert g.good_resources() == good_r and g.ir_resources() == ir_r
    s.deck = []
    s.discard = list(range(1, 121))
    s.removed = []
    g.victory_checks = True
    with pytest.raises(GameOver) as e:
        g.draw_card()  # the deck is exhausted: 1-deck game ends at the 1st reshuffle
    assert e.value.winner == winner


def test_green_regime_change_counts_as_islamist_rule_at_game_end():
    g = game_at({"countries": {**good("saudi_arabia", "jordan"),  # 4 Good Resources
                               "afghanistan": {"clear": True, "governance": "poor", "alignment": "ally", "troops": 5, "regime_change": "green"},
                               "iraq": {"governance": "poor", "alignment": "ally", "troops": 5, "regime_change": "green"}},
                 "hands": {"us": [], "jihadist": []}})
    s = g.state
    s.discard, s.deck = s.deck, []
    with pytest.raises(GameOver) as e:
        g.draw_card()
    assert e.value.winner == "jihadist"  # 4 is not more than twice 1+3 (green Regime Change)


def test_good_resources_count_oil_price_spike_2_1_1():
    # Saudi Arabia 3 + Gulf States 3 + Iraq 3 + Jordan 1 = 10 Good Resources; with one Oil Price
    # Spike in play the three oil countries give 4 each: 13 ≥ 12
    g = game_at({"countries": good("saudi_arabia", "gulf_states", "iraq", "jordan"),
                 "hands": {"us": [40], "jihadist": [48]}, "phase": "us"})
    assert not g.over and g.good_resources() == 10
    g.state.lapsing.append("Oil Price Spike")
    assert g.good_resources() == 13
    with pytest.raises(GameOver) as e:
        g.check_victory()
    assert e.value.winner == "us"


def test_game_end_counts_oil_price_spike_still_in_play_2_3():
    # a mid-turn game-end reshuffle: the Lapsing Oil Price Spike is still in effect (first, without it)
    g = game_at({"countries": {**good("saudi_arabia", "gulf_states"), "jordan": {"governance": "fair", "alignment": "ally"}},
                 "hands": {"us": [40], "jihadist": [48]}, "phase": "us"})
    s = g.state
    # Good 6 vs Islamist Rule: Afghanistan 1 and Iraq 3 = 4 → 6 is not more than 8
    s.countries["iraq"].governance = ISLAMIST_RULE
    s.countries["iraq"].alignment = "adversary"
    s.discard, s.deck = s.deck, []
    with pytest.raises(GameOver) as e:
        g.draw_card()
    assert e.value.winner == "jihadist"
    g2 = game_at({"countries": {**good("saudi_arabia", "gulf_states"), "iraq": {"governance": "islamist_rule", "alignment": "adversary"}},
                  "hands": {"us": [40], "jihadist": [48]}, "phase": "us", "lapsing": ["Oil Price Spike"]})
    s2 = g2.state
    # with the Spike: Good 8, Islamist Rule 1 + 4 = 5 → 8 is not more than 10; two Spikes: 10 vs 1 + 5
    assert (g2.good_resources(), g2.ir_resources()) == (8, 5)
    s2.lapsing.append("Oil Price Spike")
    assert (g2.good_resources(), g2.ir_resources()) == (10, 6)
    s2.countries["iraq"].governance = 3
    s2.countries["iraq"].alignment = "neutral"
    s2.discard, s2.deck = s2.deck, []
    with pytest.raises(GameOver) as e2:
        g2.draw_card()
    assert e2.value.winner == "us"  # 10 > 2 x 1


def test_tan_regime_change_does_not_count_as_islamist_rule_2_3():
    g = game_at({"countries": {**good("saudi_arabia", "jordan"),
                               "afghanistan": {"clear": True, "governance": "poor", "alignment": "ally", "troops": 5, "regime_change": "tan"},
                               "iraq": {"governance": "poor", "alignment": "ally", "troops": 5, "regime_change": "tan"}},
                 "hands": {"us": [], "jihadist": []}})
    s = g.state
    s.discard, s.deck = s.deck, []
    with pytest.raises(GameOver) as e:
        g.draw_card()
    assert e.value.winner == "us"  # 4 Good, 0 Islamist Rule


def test_no_cells_on_map_us_wins_at_once_2_1_1():
    g = game_at({"countries": {"afghanistan": {"clear": True}, "iraq": {"governance": "poor", "alignment": "ally", "actives": 1}},
                 "hands": {"us": [40], "jihadist": [48]}, "phase": "us"})
    choose(g, "play:40", "ops:disrupt", "country:iraq")
    assert g.state.winner == "us" and "No Jihadist Cells" in str(g.state.victory)
