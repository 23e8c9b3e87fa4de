"""The engine's fast paths (issue 21 section 3) change no result: `Game.rollout`, the chained
checkpoints (`CHECKPOINT_SPAN`) and the card menu's labels made when read (`LazyOption`)."""

from __future__ import annotations

import json
import random

import pytest

from engine import Game, IllegalAction, Option
from engine.game import CHECKPOINT_SPAN
from engine.prompts import LazyOption

SCENARIOS = ["lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished"]


def _played(scenario: str, players: str, seed: int, limit: int = 10_000) -> Game:
    g = Game.new(scenario, players, seed=seed)
    rnd = random.Random(seed)
    while not g.over and g.state.decisions < limit:
        p = g.prompt()
        assert p is not None
        g.act(p.role, rnd.choice(p.ids()))
    return g


def _no_log(g: Game) -> dict:
    return g.state.model_dump(exclude={"log"})


@pytest.mark.parametrize("players", ["two", "solo"])
@pytest.mark.parametrize("seed", range(6))
def test_a_rollout_reaches_the_state_that_act_reaches_with_the_same_choices(players: str, seed: int) -> None:
    scenario = SCENARIOS[seed % 4]
    by_act = _played(scenario, players, seed)
    g = Game.new(scenario, players, seed=seed)
    rnd = random.Random(seed)
    logged = len(g.state.log)
    assert g.rollout(lambda game, p: rnd.choice(p.ids())) is g
    assert g.over and by_act.over
    assert _no_log(g) == _no_log(by_act)
    assert g.state.winner == by_act.state.winner and g.state.decisions == by_act.state.decisions
    assert len(g.state.log) == logged  # no entry written while it ran
    assert not g.fast


def test_a_rollout_stops_after_max_decisions_and_act_goes_on_from_there() -> None:
    by_act = _played("lets_roll", "two", 3)
    g = Game.new("lets_roll", "two", seed=3)
    rnd = random.Random(3)
    g.rollout(lambda game, p: rnd.choice(p.ids()), max_decisions=40)
    assert g.state.decisions == 40 and not g.over
    assert g.undone() is None  # a rollout keeps no undo point
    while not g.over:
        p = g.prompt()
        assert p is not None
        g.act(p.role, rnd.choice(p.ids()))
        if g.restorable:  # once a unit has begun through act, the game can be saved again
            assert Game.from_json(g.to_json()).state_json() == g.state_json()
    assert _no_log(g) == _no_log(by_act)


def test_a_rollout_refuses_an_option_that_is_not_offered_and_changes_nothing() -> None:
    g = Game.new("lets_roll", seed=5)
    before = g.state_json()
    with pytest.raises(IllegalAction, match="not one of the options"):
        g.rollout(lambda game, p: "play:999")
    assert g.state_json() == before and not g.fast


def test_the_card_menu_labels_made_when_read_are_those_of_the_prompt() -> None:
    """The card menu's labels (with the note on whether each Event is playable now) are made
    when read: the same text as before, fixed for the chosen option when it is played, and an
    error (not another game's text) for one read after its prompt was answered."""
    g = Game.new("lets_roll", seed=9)
    p = g.prompt()
    assert p is not None and p.kind == "card"
    lazy = [o for o in p.options if isinstance(o, LazyOption)]
    assert lazy and all(o.id.startswith("play:") for o in lazy)
    from engine.cardplay import card_label, unplayable_note

    def made(n: int) -> str:
        note = unplayable_note(g, n, "jihadist")
        return f"Play {card_label(n)}" + (f" {note}" if note else "")

    expected = {o.id: made(int(o.id[5:])) for o in lazy}
    first, rest = lazy[0], lazy[1:]
    g.act(p.role, first.id)
    assert first.label == expected[first.id]  # fixed by act, before the play changed the game
    with pytest.raises(RuntimeError, match="after its prompt was answered"):
        _ = rest[0].label
    q = Game.new("lets_roll", seed=9).prompt()
    assert q is not None
    assert [o.label for o in q.options if o.id in expected] == [expected[o.id] for o in lazy]
    # it compares, prints and serializes as a plain Option
    o = next(o for o in q.options if isinstance(o, LazyOption))
    assert o == Option(o.id, o.msg) and Option(o.id, o.msg) == o and o != Option(o.id, "x")
    assert str(o) == f"{o.id}: {o.label}"
    o.label = "changed"
    assert o.label == "changed"


def test_a_checkpoint_may_be_an_earlier_units_and_a_save_restores_the_same_game() -> None:
    """A unit begins with a new checkpoint only once CHECKPOINT_SPAN answers have gone by since
    the last: a save then replays answers across units; it restores the same game and prompt."""
    g = Game.new("anaconda", "two", seed=21, length=2)
    rnd = random.Random(21)
    checkpoints: set[str] = set()
    spanning = 0
    while not g.over and g.state.decisions < 400:
        p = g.prompt()
        assert p is not None
        g.act(p.role, rnd.choice(p.ids()))
        if g.over:
            break
        text = g.to_json()
        saved = json.loads(text)
        checkpoints.add(json.dumps(saved["checkpoint"]))
        assert len(saved["answers"]) < CHECKPOINT_SPAN + 40
        spanning += saved["checkpoint"]["phase"] != saved["state"]["phase"] or (
            saved["checkpoint"]["cards_played"] != saved["state"]["cards_played"]
        )
        h = Game.from_json(text)
        assert h.state_json() == g.state_json() and h.to_json() == text
        hp, gp = h.prompt(), g.prompt()
        assert hp is not None and gp is not None
        assert (hp.role, hp.text, hp.kind, hp.options) == (gp.role, gp.text, gp.kind, gp.options)
    assert spanning > 50  # many saves replay more than their own unit
    assert len(checkpoints) < g.state.decisions / 4  # far fewer checkpoints than units


@pytest.mark.parametrize("players", ["two", "solo"])
def test_a_fork_is_the_same_game_and_rolling_it_out_leaves_the_original_as_it_was(players: str) -> None:
    g = _played("mission_accomplished", players, 8, limit=57)
    assert not g.over
    before = (g.state_json(), g.to_json())
    f = g.fork()
    assert f is not g and f.state is not g.state
    assert (f.state_json(), f.to_json()) == before
    fp, gp = f.prompt(), g.prompt()
    assert fp is not None and gp is not None and (fp.role, fp.text, fp.options) == (gp.role, gp.text, gp.options)
    rnd = random.Random(1)
    f.rollout(lambda game, p: rnd.choice(p.ids()))
    assert f.over
    assert (g.state_json(), g.to_json()) == before  # the original is untouched
    p = g.prompt()
    assert p is not None
    g.act(p.role, p.options[0].id)  # and plays on
    over = f.fork()  # a game over copies too
    assert over.over and over.state_json() == f.state_json()


def test_a_rollout_computes_no_odds_unless_asked_and_reaches_the_same_state_either_way() -> None:
    seen: dict[bool, int] = {}
    states = []
    for odds in (False, True):
        g = Game.new("lets_roll", seed=2)
        rnd = random.Random(2)
        with_odds = 0

        def policy(game: Game, p, rnd=rnd) -> str:  # type: ignore[no-untyped-def]
            nonlocal with_odds
            with_odds += any(o.odds is not None for o in p.options)
            return rnd.choice(p.ids())

        g.rollout(policy, odds=odds)
        seen[odds] = with_odds
        states.append(_no_log(g))
        assert not g.no_odds
    assert seen[False] == 0 and seen[True] > 10
    assert states[0] == states[1]
