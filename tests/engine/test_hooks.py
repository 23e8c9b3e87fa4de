"""6.2.2 rule modifiers (engine.hooks): a modifier's `when` is False only where the modifier
changes nothing, so the hot rules that skip `idle` modifiers get the same values."""

from __future__ import annotations

from typing import Any

import pytest

from engine.data import CARDS, COUNTRIES
from engine.hooks import _HOOKS, _SCOPE, _WHEN, idle, scope_of
from engine.ops.us import TRACK
from tests.helpers import game_at

PAIRS = [(a, b) for a in COUNTRIES for b in COUNTRIES]
#: every context each modifier point is asked with, and the values it may receive
CONTEXTS: dict[str, tuple[list[dict[str, Any]], tuple[Any, ...]]] = {
    "adjacent": ([{"a": a, "b": b} for a, b in PAIRS], (True, False)),
    "travel_allowed": ([{"origin": a, "dest": b} for a, b in PAIRS], (True, False)),
    "travel_auto": ([{"origin": a, "dest": b} for a, b in PAIRS], (True, False)),
    "deploy_allowed": ([{"origin": a, "dest": b} for a in [TRACK, *COUNTRIES] for b in COUNTRIES], (True, False)),
    "troops": ([{"country": c} for c in COUNTRIES], (0, 1, 2, 6)),
    "recruit_allowed": ([{"country": c} for c in COUNTRIES], (True, False)),
    "jihad_allowed": ([{"country": c} for c in COUNTRIES], (True, False)),
    "blind_card_play": ([{"side": s} for s in ("us", "jihadist")], (True, False)),
    "event_playable": ([{"card": n, "side": s} for n in CARDS for s in ("us", "jihadist")], (True, False)),
    "rc_allowed": ([{"country": c} for c in COUNTRIES], (True, False)),
}
START = {"hands": {"us": [12, 14], "jihadist": [62, 63]}, "phase": "us"}  # (in solitaire: before the bot acts)
IN_EFFECT = {
    "nothing": {},
    "Patriot Act": {"countries": {"united_states": {"markers": ["Patriot Act"]}}},
    "Patriot Act in the Event Box": {"event_box": ["Patriot Act"]},
    "Biometrics": {"lapsing": ["Biometrics"]},
    "NATO": {"countries": {"iraq": {"markers": ["NATO"], "troops": 2}}},
    "GTMO": {"lapsing": ["GTMO"]},
    "Abu Sayyaf": {"countries": {"philippines": {"markers": ["Abu Sayyaf"]}}},
    "Benazir Bhutto": {"countries": {"pakistan": {"markers": ["Benazir Bhutto"], "sleepers": 1}}},
    "The door of Itjihad was closed": {"lapsing": ["The door of Itjihad was closed"]},
    "Iraqi WMD": {"countries": {"iraq": {"markers": ["Iraqi WMD"]}}},
    "Libyan WMD": {"countries": {"libya": {"markers": ["Libyan WMD"]}}},
}


def test_every_when_is_covered_here() -> None:
    """A modifier registered with a `when` must be checked by the test below."""
    with_when = {name for name, whens in _WHEN.items() if any(w is not None for w in whens)}
    assert with_when <= set(CONTEXTS)


@pytest.mark.parametrize("players", ["two", "solo"])
@pytest.mark.parametrize("effect", list(IN_EFFECT))
def test_a_modifier_whose_when_is_false_changes_nothing(effect: str, players: str) -> None:
    g = game_at({**IN_EFFECT[effect], **START}, players=players)
    g.state.phase = "jihadist"  # (Itjihad's solitaire modifier asks for this phase)
    changed = set()
    for name, (contexts, values) in CONTEXTS.items():
        for fn, when in zip(_HOOKS[name], _WHEN[name], strict=True):
            if when is None:
                continue
            for ctx in contexts:
                for v in values:
                    if fn(g, v, **ctx) != v:
                        changed.add(name)
                        assert when(g), f"{fn.__name__} changed {name}{ctx} with its when False ({effect})"
        if name in changed:
            assert not idle(name, g)
    if effect == "nothing":
        assert not changed and all(idle(name, g) for name in CONTEXTS)
    elif effect != "Patriot Act in the Event Box":
        assert changed  # the position does put the event in effect (otherwise this test proves nothing)


def test_patriot_act_neighbours_and_adjacency() -> None:
    """Card 39: the US is Adjacent to Canada only; `neighbours` skips the hook only while idle."""
    g = game_at({"countries": {"united_states": {"markers": ["Patriot Act"]}}, **START})
    assert g.neighbours("united_states") == ["canada"]
    assert not g.adjacent("united_kingdom", "united_states") and g.adjacent("united_kingdom", "canada")
    plain = game_at(START)
    assert set(plain.neighbours("united_states")) > {"canada", "united_kingdom"}
    assert plain.neighbours("iraq") == [c for c in COUNTRIES if plain.adjacent("iraq", c)]


@pytest.mark.parametrize("effect", list(IN_EFFECT))
def test_a_scoped_modifier_changes_no_pair_outside_its_scope(effect: str) -> None:
    """A modifier's `scope` (engine.hooks): a pair of countries neither of which is in it keeps
    its value, so `neighbours` asks only the pairs with a country in scope."""
    g = game_at({**IN_EFFECT[effect], **START})
    scoped = 0
    for name, scopes in _SCOPE.items():
        for fn, scope in zip(_HOOKS[name], scopes, strict=True):
            if scope is None:
                continue
            scoped += 1
            for a, b in PAIRS:
                if a not in scope and b not in scope:
                    for v in (True, False):
                        assert fn(g, v, a=a, b=b) == v, f"{fn.__name__} changed {name}({a}, {b}) outside its scope"
    assert scoped and scope_of("adjacent") == frozenset({"united_states"})


@pytest.mark.parametrize("effect", ["nothing", "Patriot Act"])
def test_neighbours_are_the_countries_adjacent_in_map_order(effect: str) -> None:
    """`neighbours` (its paths while idle, within a modifier's scope and outside it) gives every
    country `adjacent` says, in map order."""
    g = game_at({**IN_EFFECT[effect], **START})
    for cid in COUNTRIES:
        assert g.neighbours(cid) == [c for c in COUNTRIES if g.adjacent(cid, c)], cid
