"""The odds before you commit (issue 21): `Option.odds` and `odds_note` on every option a die decides.

Two kinds of check: the rulebook's figures computed by hand, and the odds against the dice
themselves (every face, or every combination of faces, scripted in turn and the successes
counted), so the odds cannot drift from the code that rolls.
"""

import itertools
import random
from fractions import Fraction

import pytest

from engine import Game
from engine.ops.jihadist import jihad_outcomes
from engine.prompts import Option
from engine.state import FAIR, ISLAMIST_RULE, POOR
from tests.helpers import choose, game_at

J3, J1 = 81, 48  # Foreign Fighters (3 Ops), Adam Gadahn (1 Op): Jihadist cards whose Events do not trigger
U3, U2, U1 = 40, 12, 1  # Mass Turnout (3), Al-Azhar (2), Backlash (1): US cards


def jihadist(card, countries, **extra):
    return game_at({"hands": {"jihadist": [card], "us": [U3]}, "countries": countries, **extra})


def us(card, countries, **extra):
    return game_at({"hands": {"us": [card], "jihadist": [J1]}, "countries": countries, "phase": "us", **extra})


def option(g: Game, oid: str) -> Option:
    return next(o for o in g.prompt().options if o.id == oid)


def odds_of(g: Game, *path: str) -> Option:
    """Answer all but the last id of `path`, then return the last one's Option."""
    choose(g, *path[:-1])
    return option(g, path[-1])


# ---------------------------------------------------------------------- the rulebook's figures
def test_recruit_in_a_fair_country_without_cadre_is_two_in_six_8_2():
    o = odds_of(jihadist(J1, {"iraq": {"governance": "fair", "alignment": "ally", "sleepers": 1}}),
                f"play:{J1}", "ops:recruit", "country:iraq")
    assert o.odds == pytest.approx(2 / 6) and "33%" in o.label and o.label.startswith("Iraq (Fair, 1 Cells) — Recruit 33%")


def test_recruit_figures_poor_rec_number_regime_change_islamist_rule():
    g = jihadist(J3, {
        "iraq": {"governance": "poor", "alignment": "ally", "sleepers": 1},  # 1-3 (8.1.1)
        "philippines": {"sleepers": 1},  # printed REC 3 (8.2.4)
        "syria": {"governance": "fair", "alignment": "ally", "regime_change": "tan", "troops": 6, "sleepers": 1},  # 8.2.3
    })
    choose(g, f"play:{J3}", "ops:recruit")
    odds = {o.id: o.odds for o in g.prompt().options}
    assert odds["country:iraq"] == pytest.approx(3 / 6)
    assert odds["country:philippines"] == pytest.approx(3 / 6)
    assert odds["country:syria"] == 1 and odds["country:afghanistan"] == 1  # Regime Change; Islamist Rule
    # three Ops: one roll's odds and the expected count if all three roll there
    assert "50% a roll, 3 rolls: 1.5 expected" in option(g, "country:iraq").label


def test_travel_figures_8_1_2_example_and_unmarked_destination():
    # 8.1.2 example: Travel to the United States succeeds only on a 1, to a Poor Iraq on 1-3
    g = jihadist(J3, {"afghanistan": {"sleepers": 3}, "iraq": {"governance": "poor", "alignment": "adversary"}})
    choose(g, f"play:{J3}", "ops:travel", "country:afghanistan")
    odds = {o.id: o.odds for o in g.prompt().options}
    assert odds["country:united_states"] == pytest.approx(1 / 6)
    assert odds["country:iraq"] == pytest.approx(3 / 6)
    assert odds["country:pakistan"] is None and odds["country:afghanistan"] is None  # Adjacent, in place: no die
    # an unmarked Muslim country is tested first: Poor (4 in 6) then 1-3, or Fair (2 in 6) then 1-2
    assert odds["country:sudan"] == pytest.approx(4 / 6 * 3 / 6 + 2 / 6 * 2 / 6)


def test_war_of_ideas_figures_4_9_2():
    # Fair Ally to Good: -1; Prestige 3 (Low): -1; Aid: +1; 5+ needed on 6+ → 1 in 6
    g = us(U3, {"pakistan": {"governance": "fair", "alignment": "ally", "aid": 1}}, prestige=3)
    o = odds_of(g, f"play:{U3}", "ops:woi", "country:pakistan")
    assert o.odds == pytest.approx(1 / 6)
    assert o.label == "Pakistan (Fair Ally) — War of Ideas 17% (5+: −1 Prestige, −1 shift to Good, +1 Aid)"
    assert o.odds_note == "5+ needed: −1 Prestige, −1 shift to Good, +1 Aid → 17%"
    # Prestige 10 (Very High): +2, Neutral: 3+ needed → 4 in 6
    g = us(U3, {"pakistan": {"governance": "poor", "alignment": "neutral"}}, prestige=10)
    assert odds_of(g, f"play:{U3}", "ops:woi", "country:pakistan").odds == pytest.approx(4 / 6)


def test_war_of_ideas_unmarked_country_with_the_test_and_4_9_5():
    # Prestige 7 (High, +1): 4+ after the test; a 2-value card fails if the test gives Poor (4.9.5)
    for card, expected in ((U3, 3 / 6), (U2, 2 / 6 * 3 / 6), (U1, 0)):
        g = us(card, {}, prestige=7)
        o = odds_of(g, f"play:{card}", "ops:woi", "country:sudan")
        assert o.odds == pytest.approx(expected), card


def test_war_of_ideas_non_muslim_posture_roll_matching_the_us():
    # 7.2.3: Prestige +1 when the roll gives the US Posture: Hard on 5-6, Soft on 1-4
    for posture, expected in (("hard", 2 / 6), ("soft", 4 / 6)):
        o = odds_of(us(U3, {}, us_posture=posture), f"play:{U3}", "ops:woi", "country:france")
        assert o.odds == pytest.approx(expected) and o.odds_note.startswith("Hard on 5-6")


def test_jihad_figures_one_roll_and_each_result():
    g = jihadist(J3, {"egypt": {"governance": "fair", "alignment": "neutral", "sleepers": 6}})
    o = odds_of(g, f"play:{J3}", "ops:jihad", "country:egypt")
    assert o.odds == pytest.approx(2 / 6)  # 8.1.1 Fair: 1-2
    # Jihad example B's position: Major Jihad from Fair needs all three dice for Islamist Rule
    choose(g, "country:egypt", "country:egypt", "country:egypt")
    major, minor = option(g, "major:yes"), option(g, "major:no")
    assert major.odds == pytest.approx(1 / 27)
    assert major.label == "Major Jihad — Islamist Rule 4%, Poor 67%"  # Poor: one or two successes, 18/27
    assert minor.odds == pytest.approx(1 - (2 / 3) ** 3)  # at least one success: Fair to Poor


def test_major_jihad_at_poor_islamist_rule_and_besieged_regime():
    # 8.4.2: two successes at Poor; 8.4.3.1: three dice at Poor that fail place a Besieged Regime
    g = jihadist(J3, {"pakistan": {"governance": "poor", "alignment": "ally", "sleepers": 7, "troops": 2}})
    choose(g, f"play:{J3}", "ops:jihad", *["country:pakistan"] * 3)
    assert option(g, "major:yes").label == "Major Jihad — Islamist Rule 50%, Besieged Regime 50%"
    assert option(g, "major:yes").odds == pytest.approx(1 / 2)
    assert option(g, "major:no").odds == 0 and option(g, "major:no").label == "Minor Jihad — Governance stays Poor"
    # with a Besieged Regime one success is enough (8.4.3.2): 1 - (1/2)^3
    g = jihadist(J3, {"pakistan": {"governance": "poor", "alignment": "ally", "sleepers": 7, "besieged": True}})
    choose(g, f"play:{J3}", "ops:jihad", *["country:pakistan"] * 3)
    assert option(g, "major:yes").odds == pytest.approx(7 / 8)


def test_plot_placement_figures():
    g = jihadist(J3, {"iraq": {"governance": "poor", "alignment": "ally", "sleepers": 2},
                      "france": {"sleepers": 1}})
    choose(g, f"play:{J3}", "ops:plot")
    odds = {o.id: o.odds for o in g.prompt().options}
    assert odds["country:iraq"] == pytest.approx(3 / 6) and odds["country:france"] == pytest.approx(1 / 6)  # Good
    assert "2 rolls: 1.0 expected" in option(g, "country:iraq").label  # two Cells: at most two rolls there


def test_no_odds_where_no_die_decides():
    g = us(U3, {"gulf_states": {"sleepers": 1}})
    choose(g, f"play:{U3}")
    assert all(o.odds is None for o in g.prompt().options)  # the Operations menu
    g = us(U3, {"gulf_states": {"sleepers": 1}})
    choose(g, f"play:{U3}", "ops:disrupt")
    assert all(o.odds is None and o.odds_note == "" for o in g.prompt().options)
    g = us(U3, {})
    choose(g, f"play:{U3}", "ops:deploy", "track")
    assert all(o.odds is None for o in g.prompt().options)


def test_option_positional_construction_still_works():
    o = Option("x", "X")
    assert (o.id, o.label, o.odds, o.odds_note) == ("x", "X", None, "")


# ---------------------------------------------------------------------- the odds against the dice
def count_successes(make, path, dice_purposes, succeeded) -> tuple[float, Fraction]:
    """Script every combination of faces for `dice_purposes` (one die each), answer `path`, and
    count the successes; returns (the last option's odds, the share of combinations that succeed)."""
    odds = None
    wins = 0
    combos = list(itertools.product(range(1, 7), repeat=len(dice_purposes)))
    for faces in combos:
        g = make()
        choose(g, *path[:-1])
        o = option(g, path[-1])
        assert odds is None or o.odds == odds
        odds = o.odds
        script: dict[str, list[int]] = {}
        for purpose, face in zip(dice_purposes, faces, strict=True):
            script.setdefault(purpose, []).append(face)
        g.script_dice(**script)
        choose(g, path[-1])
        wins += bool(succeeded(g))
    return odds, Fraction(wins, len(combos))


@pytest.mark.parametrize("countries,cid,dice", [
    ({"iraq": {"governance": "fair", "alignment": "ally", "sleepers": 1}}, "iraq", ["recruit"]),
    ({"iraq": {"governance": "poor", "alignment": "ally", "cadre": True}}, "iraq", ["recruit"]),
    ({"philippines": {"sleepers": 1}}, "philippines", ["test", "recruit"]),  # its Posture is tested first
])
def test_recruit_odds_match_the_dice(countries, cid, dice):
    odds, share = count_successes(
        lambda: jihadist(J1, countries), [f"play:{J1}", "ops:recruit", f"country:{cid}"], dice,
        lambda g: g.c(cid).cells > countries[cid].get("sleepers", 0),
    )
    assert odds == pytest.approx(float(share)) and 0 < share < 1


@pytest.mark.parametrize("dest,dice", [("iraq", ["travel"]), ("united_states", ["travel"]), ("sudan", ["test", "travel"]),
                                       ("france", ["test", "travel"])])
def test_travel_odds_match_the_dice(dest, dice):
    countries = {"afghanistan": {"sleepers": 1}, "iraq": {"governance": "poor", "alignment": "adversary"}}
    odds, share = count_successes(
        lambda: jihadist(J1, countries), [f"play:{J1}", "ops:travel", "country:afghanistan", f"country:{dest}"], dice,
        lambda g: g.c(dest).cells == 1,
    )
    assert odds == pytest.approx(float(share)) and 0 < share < 1


def test_travel_odds_follow_an_event_in_play_biometrics():
    # card 2 (Lapsing): Travel to an Adjacent Good country needs a roll (1); no Event, no die
    countries = {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1},
                 "gulf_states": {"governance": "good", "alignment": "ally"}}
    g = jihadist(J1, countries)
    assert odds_of(g, f"play:{J1}", "ops:travel", "country:iraq", "country:gulf_states").odds is None
    odds, share = count_successes(
        lambda: jihadist(J1, countries, lapsing=["Biometrics"]),
        [f"play:{J1}", "ops:travel", "country:iraq", "country:gulf_states"], ["travel"],
        lambda g: g.c("gulf_states").cells == 1,
    )
    assert odds == pytest.approx(float(share)) == pytest.approx(1 / 6)


@pytest.mark.parametrize("card,cid,countries,dice,extra", [
    (U3, "pakistan", {"pakistan": {"governance": "fair", "alignment": "ally", "aid": 1}}, ["governance"], {"prestige": 3}),
    (U3, "pakistan", {"pakistan": {"governance": "poor", "alignment": "neutral"}, "gulf_states": {"governance": "good"}},
     ["governance"], {"prestige": 7}),
    (U2, "sudan", {}, ["test", "governance"], {"prestige": 7}),
    (U3, "sudan", {}, ["test", "governance"], {"prestige": 5}),
])
def test_war_of_ideas_odds_match_the_dice(card, cid, countries, dice, extra):
    before = dict(countries.get(cid, {}))

    def improved(g):  # 7.2.1.1: a Neutral (or untested) country becomes an Ally, an Ally's Governance improves
        c = g.c(cid)
        if before.get("alignment") != "ally":
            return c.alignment == "ally"
        return c.governance < {"fair": FAIR, "poor": POOR}[before["governance"]]

    odds, share = count_successes(lambda: us(card, countries, **extra), [f"play:{card}", "ops:woi", f"country:{cid}"],
                                  dice, improved)
    assert odds == pytest.approx(float(share)) and 0 < share < 1


@pytest.mark.parametrize("posture", ["hard", "soft"])
def test_war_of_ideas_posture_odds_match_the_dice(posture):
    odds, share = count_successes(
        lambda: us(U3, {}, us_posture=posture), [f"play:{U3}", "ops:woi", "country:france"], ["posture"],
        lambda g: g.posture("france") == posture,
    )
    assert odds == pytest.approx(float(share))


def test_jihad_one_roll_odds_match_the_dice():
    countries = {"egypt": {"governance": "fair", "alignment": "neutral", "sleepers": 1}}
    odds, share = count_successes(lambda: jihadist(J1, countries), [f"play:{J1}", "ops:jihad", "country:egypt"],
                                  ["jihad"], lambda g: g.c("egypt").governance == POOR)
    assert odds == pytest.approx(float(share)) == pytest.approx(2 / 6)


def test_plot_odds_match_the_dice():
    countries = {"iraq": {"governance": "fair", "alignment": "ally", "sleepers": 1}}
    odds, share = count_successes(lambda: jihadist(J1, countries), [f"play:{J1}", "ops:plot", "country:iraq"],
                                  ["jihad"], lambda g: bool(g.c("iraq").plots))
    assert odds == pytest.approx(float(share)) == pytest.approx(2 / 6)


@pytest.mark.parametrize("gov,besieged", [("poor", False), ("poor", True), ("fair", False), ("good", False)])
def test_every_major_jihad_result_matches_the_dice(gov, besieged):
    countries = {"pakistan": {"governance": gov, "alignment": "ally", "sleepers": 7, "besieged": besieged}}
    start = jihadist(J3, countries)
    choose(start, f"play:{J3}", "ops:jihad", *["country:pakistan"] * 3)
    expected = jihad_outcomes(start, "pakistan", 3, major=True)
    seen: dict[str, int] = {}
    for faces in itertools.product(range(1, 7), repeat=3):
        g = jihadist(J3, countries)
        choose(g, f"play:{J3}", "ops:jihad", *["country:pakistan"] * 3)
        g.script_dice(jihad=list(faces))
        choose(g, "major:yes")
        c = g.c("pakistan")
        if c.governance == ISLAMIST_RULE:
            result = "Islamist Rule"
        elif gov == "poor":  # 8.4.3.1: three dice at Poor without Islamist Rule
            assert c.besieged
            result = "Besieged Regime"
        else:
            result = {1: "Good", 2: "Fair", 3: "Poor"}[c.governance]
            result = "no change" if result == gov.title() else result
        seen[result] = seen.get(result, 0) + 1
    assert {k: Fraction(v, 216) for k, v in seen.items()} == {k: v for k, v in expected.items() if v}
    assert option(start, "major:yes").odds == pytest.approx(float(expected.get("Islamist Rule", 0)))


# ---------------------------------------------------------------------- who sees which odds
def test_us_odds_never_depend_on_a_plot_value():
    # 2-player: the US sees its War of Ideas odds; a face-down Plot's value changes nothing in them
    labels = []
    for value in (1, 3):
        g = us(U3, {"iraq": {"governance": "poor", "alignment": "ally", "sleepers": 1, "plots": [value]}})
        choose(g, f"play:{U3}", "ops:woi")
        labels.append([(o.id, o.label, o.odds, o.odds_note) for o in g.prompt().options])
    assert labels[0] == labels[1]


def test_solitaire_bot_prompts_carry_no_odds_and_the_us_gets_its_own():
    g = Game.new("lets_roll", players="solo", seed=3)
    rnd = random.Random(3)
    us_odds = 0
    for _ in range(600):
        if g.over:
            break
        p = g.prompt()
        if p.role == "jihadist":
            assert all(o.odds is None for o in p.options), p.text
        else:
            us_odds += sum(o.odds is not None for o in p.options)
        g.act(p.role, rnd.choice(p.ids()))
    assert us_odds


def test_random_two_player_odds_are_probabilities_with_notes():
    sides = set()
    for seed in range(10):
        g = Game.new("anaconda", seed=seed)
        rnd = random.Random(seed)
        while not g.over:
            p = g.prompt()
            for o in p.options:
                if o.odds is not None:
                    assert 0 <= o.odds <= 1 and o.odds_note and "%" in o.odds_note and "%" in o.label
                    sides.add(p.role)
            g.act(p.role, rnd.choice(p.ids()))
        if sides == {"us", "jihadist"}:
            break
    assert sides == {"us", "jihadist"}
