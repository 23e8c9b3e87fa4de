"""Positions (engine/position.py): start from a scenario, override anything, refuse the impossible."""

import pytest

from engine import Game
from engine.state import POOR
from tests.helpers import ALL_CARDS, card_count


def test_overrides_apply():
    g = Game.new("anaconda", seed=2, position={
        "prestige": 4, "funding": 2, "us_posture": "soft", "turn": 3, "reserves": {"us": 1},
        "countries": {"iraq": {"governance": "poor", "alignment": "ally", "troops": 3, "sleepers": 2, "actives": 1,
                               "aid": 1, "regime_change": "tan", "plots": [2], "markers": ["NATO"]},
                      "france": {"posture": "hard"}, "somalia": {"clear": True}},
        "event_box": ["Patriot Act"], "lapsing": ["Biometrics"],
        "hands": {"us": [12, 14], "jihadist": [60]}, "deck": [22, 23], "discard": [1], "phase": "us",
    })
    s = g.state
    assert (s.prestige, s.funding, s.us_posture, s.turn, s.reserves["us"]) == (4, 2, "soft", 3, 1)
    iraq = s.countries["iraq"]
    assert (iraq.governance, iraq.troops, iraq.sleepers, iraq.actives, iraq.aid) == (POOR, 3, 2, 1, 1)
    assert [p.value for p in iraq.plots] == [2] and 2 in s.available_plots and s.available_plots.count(2) == 1
    assert not s.countries["somalia"].besieged
    assert s.hands == {"us": [12, 14], "jihadist": [60]} and s.deck[-1] == 22 and s.deck[-2] == 23
    assert card_count(g) == ALL_CARDS
    p = g.prompt()
    assert p.role == "us" and p.ids() == ["play:12", "play:14"]  # the special set-up is skipped


@pytest.mark.parametrize("position,message", [
    ({"countries": {"atlantis": {"troops": 1}}}, "unknown country 'atlantis'"),
    ({"countries": {"iraq": {"sleepers": 16}}}, "Cells on the map"),
    ({"countries": {"france": {"aid": 1}}}, "Aid only goes in Muslim countries"),
    ({"countries": {"france": {"governance": "poor"}}}, "not Muslim"),
    ({"countries": {"iraq": {"posture": "hard"}}}, "no Posture box"),
    ({"countries": {"israel": {"posture": "soft"}}}, "no Posture box"),
    ({"countries": {"iraq": {"governance": "good", "regime_change": "tan"}}}, "Poor or Fair"),
    ({"countries": {"sudan": {"sleepers": 1}}}, "no Governance"),
    ({"prestige": 13}, "Prestige must be 1-12"),
    ({"reserves": {"us": 3}}, "Reserves must be 0-2"),
    ({"hands": {"us": [12], "jihadist": [12]}}, "card 12 is in both"),
    ({"hands": {"us": [121]}}, "unknown card 121"),
    ({"countries": {"iraq": {"plots": [3, 3]}}}, "too many Plot markers numbered 3"),
    ({"phase": "us"}, "need 'hands'"),
    ({"troops": 3}, "troops"),
])
def test_impossible_positions_are_refused_with_the_problem_named(position, message):
    with pytest.raises(ValueError, match=message):
        Game.new("lets_roll", seed=1, position=position)
