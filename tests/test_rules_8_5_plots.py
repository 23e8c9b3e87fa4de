"""8.5.6 Unblocked Plots: resolution step by step, with scripted dice."""

from engine.state import FAIR, POOR, WMD
from tests.helpers import choose, game_at


def resolve(countries, dice=(), **extra):
    """A position whose US Action Phase is empty, so Plots resolve at once (5.2.3)."""
    g = game_at({"hands": {"jihadist": [48], "us": []}, "phase": "us", "countries": countries, **extra}, dice=list(dice))
    return g


def test_plot_in_muslim_country_funding_and_governance():
    g = resolve({"egypt": {"governance": "fair", "alignment": "ally", "sleepers": 1, "aid": 1, "plots": [2]}},
                dice=[2, 5], funding=4, prestige=6)
    c = g.state.countries["egypt"]
    assert g.state.funding == 5  # +1: worse than Good
    assert c.governance == POOR and c.aid == 0  # one success of two dice against Fair
    assert g.state.prestige == 6  # no Troops
    assert sorted(g.state.available_plots, key=str) == [1, 1, 1, 2, 2, 3]  # marker returns


def test_plot_with_troops_costs_prestige_and_good_country_two_funding():
    g = resolve({"gulf_states": {"governance": "good", "alignment": "ally", "troops": 2, "sleepers": 1, "plots": [1]}},
                dice=[6], funding=4, prestige=6)
    assert g.state.funding == 6 and g.state.prestige == 5


def test_plot_in_non_muslim_country_posture_and_funding():
    g = resolve({"france": {"posture": "soft", "sleepers": 1, "plots": [3]}}, dice=[6, 1, 5], funding=2)
    # France Good: Funding + 2 x 3; Posture roll 6 → Hard; Schengen: the Jihadist picks two others
    assert g.state.funding == 8
    assert g.state.countries["france"].posture == "hard"
    choose(g, "country:spain", "country:italy")
    assert g.state.countries["spain"].posture == "soft" and g.state.countries["italy"].posture == "hard"


def test_plot_in_us_sets_funding_9_rolls_posture_and_prestige():
    g = resolve({"united_states": {"sleepers": 1, "plots": [1]}}, dice=[4, 5, 4, 2], funding=3, prestige=7)
    s = g.state
    assert s.funding == 9
    assert s.us_posture == "hard"  # US Posture roll 4 +1 (4.9.3) = 5
    assert s.prestige == 9  # Prestige roll 5 → rises by the lower of 4 and 2


def test_wmd_plot_in_non_muslim_country():
    g = resolve({"russia": {"posture": "soft", "sleepers": 1, "plots": ["WMD"]}}, dice=[2], funding=3, wmd_box=2)
    # 2-player: the Jihadist may reroll the Posture once
    assert g.prompt().kind == "yes_no"
    g.script_dice(6)
    choose(g, "reroll:yes")
    s = g.state
    assert s.funding == 9 and s.countries["russia"].posture == "hard"
    assert WMD not in s.available_plots  # removed from the game


def test_plot_in_iran():
    g = resolve({"iran": {"sleepers": 1, "plots": [1]}}, funding=3)
    assert g.state.funding == 4  # Iran counts like a Muslim country for Funding, no Governance roll
    assert g.governance("iran") == FAIR
