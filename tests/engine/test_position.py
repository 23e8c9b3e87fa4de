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
    ({"countries": {"iraq": {"sleepers": 8}, "pakistan": {"sleepers": 8}}}, r"\d+ Cells on the map"),
    ({"countries": {"iraq": {"sleepers": 16}}}, "countries.iraq.sleepers: .* less than or equal to 15"),
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
    # card 1 flags only a Plot in a Muslim country (issue 21): elsewhere Funding would drop on resolution
    ({"countries": {"france": {"plots": [{"value": 1, "backlash": True}]}}}, "Backlash cannot be in France"),
    ({"countries": {"iran": {"sleepers": 1, "plots": [{"value": 2, "backlash": True}]}}}, "Backlash cannot be in Iran"),
    ({"troops": 3}, "troops"),
])
def test_impossible_positions_are_refused_with_the_problem_named(position, message):
    with pytest.raises(ValueError, match=message):
        Game.new("lets_roll", seed=1, position=position)


def test_every_problem_is_named_at_once():
    # issue 16.17 / 13.8: a position with several problems reports all of them
    from engine.position import PositionError

    with pytest.raises(PositionError) as e:
        Game.new("lets_roll", seed=1, position={
            "turn": -3, "prestige": 13, "countries": {"atlantis": {}, "iraq": {"markers": ["Banana"], "troops": 99}},
            "hands": {"us": [121]},
        })
    text = str(e.value)
    for problem in ("turn", "Prestige must be 1-12", "unknown country 'atlantis'", "unknown marker 'Banana'",
                    "countries.iraq.troops", "unknown card 121"):
        assert problem in text
    assert len(e.value.problems) == 6 and text.startswith("position: 6 problems: ")


@pytest.mark.parametrize("raw,problem", [
    (b"\xff\xfe{}", "not UTF-8"),
    ("[" * 30_000 + "]" * 30_000, "nested too deeply"),
    ('{"countries": ' * 10 + "{}" + "}" * 10, "nested too deeply"),
    ("[1, 2, 3]", "one JSON object"),
    ('{"turn": ', "not valid JSON"),
    ("{}" + " " * (64 * 1024), "at most 65,536"),
    ({"event_box": ["NATO"] * 20_000}, "at most 65,536"),
    ({"lapsing": [1.5j]}, "JSON data"),
])
def test_read_position_refuses_what_is_not_a_position(raw, problem):
    from engine.position import PositionError, read_position

    with pytest.raises(PositionError, match=problem):
        read_position(raw)


def test_read_position_nested_object_is_refused_without_recursion_error():
    from engine.position import PositionError, read_position

    deep: dict = {}
    for _ in range(100_000):
        deep = {"x": deep}
    with pytest.raises(PositionError, match="nested too deeply"):
        read_position(deep)


def test_read_position_returns_the_position():
    from engine.position import read_position

    text = '{"turn": 3, "countries": {"iraq": {"plots": [{"value": 2, "backlash": true}]}}}'
    assert read_position(text.encode(), "lets_roll") == {"turn": 3, "countries": {"iraq": {"plots": [{"value": 2, "backlash": True}]}}}


def test_position_fields_for_what_cards_read():
    # issue 11.10: the per-Action-Phase records, a Plot's Backlash flag, the 1st Plot box, per-turn records
    g = Game.new("lets_roll", seed=1, position={
        "countries": {"iraq": {"governance": "poor", "plots": [{"value": 2, "backlash": True}, 1]},
                      "gulf_states": {"sleepers": 1}},
        "hands": {"us": [12], "jihadist": [61, 94]}, "first_plot_box": [40], "lapsing_box": [2], "first_plot": True,
        "lapsing": ["Biometrics"],
        "last_action_phase": {"disrupted": ["gulf_states"], "to_fair": ["gulf_states"]},
    })
    s = g.state
    assert [(p.value, p.flags) for p in s.countries["iraq"].plots] == [(2, ["backlash"]), (1, [])]
    assert s.first_plot_box == [40] and s.lapsing_box == [2] and s.first_plot and 40 not in s.deck
    assert g.recorded("disrupt") == ["gulf_states"] and g.recorded("to_fair") == ["gulf_states"]
    assert g.event_playable(61, "jihadist") and g.event_playable(94, "jihadist")
    g = Game.new("lets_roll", seed=1, position={"hands": {"us": [12], "jihadist": [61]}})
    assert not g.event_playable(61, "jihadist")


def test_the_documented_example_is_a_valid_position():
    import re

    import engine.position

    text = re.search(r"\n    (\{.*?\n    \})\n", engine.position.__doc__ or "", re.S).group(1)  # type: ignore[union-attr]
    g = Game.new("lets_roll", seed=1, position=engine.position.read_position(text, "lets_roll"))
    assert g.state.countries["iraq"].plots[1].value == "WMD" and g.recorded("disrupt") == ["iraq"]


def test_a_message_with_hundreds_of_problems_stays_short():
    from engine.position import PositionError, read_position

    with pytest.raises(PositionError) as e:
        read_position({"event_box": [f"bogus {i}" for i in range(25)], "lapsing": ["x" * 1000] * 20}, "lets_roll")
    assert len(e.value.problems) == 45 and str(e.value).endswith("; and 15 more") and len(str(e.value)) < 2000
