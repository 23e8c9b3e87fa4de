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


def test_plot_in_israel_posture_stays_hard():
    g = resolve({"israel": {"sleepers": 1, "plots": [2]}}, funding=3)
    s = g.state
    assert s.funding == 3 + 4  # Good: twice the Plot number
    assert g.posture("israel") == "hard"
    assert any("stays Hard" in e.text for e in s.log) and not any("Posture roll for Israel" in e.text for e in s.log)


def test_wmd_plot_in_muslim_country_with_troops():
    g = resolve({"pakistan": {"governance": "fair", "alignment": "ally", "troops": 2, "sleepers": 1, "aid": 1, "plots": ["WMD"]}},
                dice=[1, 1, 1], funding=4, prestige=8, wmd_box=2)
    s = g.state
    c = s.countries["pakistan"]
    assert s.funding == 5  # a WMD Plot in a Muslim country: +1 (not 9)
    assert s.prestige == 1  # WMD where Troops are (8.5.6)
    # three dice (WMD) against Fair: Fair → Poor, never to Islamist Rule; each success removes Aid
    assert c.governance == POOR and c.aid == 0
    assert WMD not in s.available_plots


def test_plot_governance_rolls_never_reach_islamist_rule():
    g = resolve({"yemen": {"governance": "poor", "alignment": "neutral", "sleepers": 1, "aid": 2, "plots": [3]}},
                dice=[1, 2, 6], funding=4)
    c = g.state.countries["yemen"]
    assert c.governance == POOR and c.aid == 0  # two successes: two Aid removed


def test_plot_in_good_muslim_country_rolls_against_good():
    g = resolve({"jordan": {"governance": "good", "alignment": "ally", "sleepers": 1, "plots": [2]}},
                dice=[1, 2], funding=4)
    assert g.state.countries["jordan"].governance == FAIR and g.state.funding == 6


def test_wmd_plot_in_schengen_country_reroll_and_two_more_postures():
    g = resolve({"germany": {"posture": "hard", "sleepers": 1, "plots": ["WMD"]}}, dice=[2], funding=3, wmd_box=2)
    assert g.state.funding == 9 and g.posture("germany") == "soft"
    g.script_dice(1)
    choose(g, "reroll:no")
    p = g.prompt()
    assert p.kind == "posture_roll" and "country:germany" not in p.ids() and len(p.ids()) == 6
    choose(g, "country:france")
    assert "country:france" not in g.prompt().ids()
    g.script_dice(6)
    choose(g, "country:italy")
    assert g.posture("france") == "soft" and g.posture("italy") == "hard"


def test_unblocked_plot_marker_returns_face_down():
    g = resolve({"canada": {"sleepers": 1, "plots": [3]}}, dice=[6], funding=2)
    s = g.state
    assert s.funding == 8 and s.countries["canada"].posture == "hard"
    assert sorted(s.available_plots, key=str) == [1, 1, 1, 2, 2, 3]


def _texts(g):
    return [e.text for e in g.state.log]


def test_plot_governance_success_at_poor_says_it_has_no_effect():
    """Issue 16: a success that cannot worsen Governance (already Poor, no Aid) says so."""
    g = resolve({"egypt": {"governance": "poor", "alignment": "ally", "sleepers": 1, "plots": [2]}}, dice=[1, 6])
    assert "Plot Governance rolls in Egypt: 1, 6 → one success (already Poor: no effect)" in _texts(g)
    g = resolve({"egypt": {"governance": "fair", "alignment": "ally", "sleepers": 1, "aid": 1, "plots": [3]}}, dice=[1, 1, 1])
    assert "Plot Governance rolls in Egypt: 1, 1, 1 → 3 successes (Poor is the limit: 2 with no effect)" in _texts(g)
    assert g.state.countries["egypt"].governance == POOR and g.state.countries["egypt"].aid == 0


def test_prestige_roll_shows_the_die_the_modifier_and_its_reason():
    """Issue 16: the US Posture rolled Soft against a Hard world: the GWOT penalty modifies the roll."""
    g = resolve({"united_states": {"sleepers": 1, "plots": [1]}}, dice=[1, 5, 4, 2], prestige=7)
    assert g.state.us_posture == "soft" and g.state.prestige == 5
    assert "Prestige roll: die 5 -1 (GWOT Relations Penalty) = 4 → drops (5+ rises); dice 4, 2: by the lower, 2" in _texts(g)
    g = resolve({"united_states": {"sleepers": 1, "plots": [1]}}, dice=[4, 5, 4, 2], prestige=7)
    assert "Prestige roll: die 5 (no modifier) → rises (5+ rises); dice 4, 2: by the lower, 2" in _texts(g)
