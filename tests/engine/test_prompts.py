"""engine/prompts.py: a prompt's one option by id (`Prompt.option`), as `options` gives it,
without making the others where the prompt can."""

from __future__ import annotations

import random

import pytest

from engine import Game, Option, prompts
from engine.prompts import Prompt, ask, ask_lazy


class Counted(Option):
    __slots__ = ()
    made = 0

    def __init__(self, *args: object, **kwargs: object) -> None:
        Counted.made += 1
        super().__init__(*args, **kwargs)  # type: ignore[arg-type]


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> type[Counted]:
    monkeypatch.setattr(prompts, "Option", Counted)
    Counted.made = 0
    return Counted


def test_an_ask_prompts_option_by_id_is_made_alone_and_equals_the_listed_one(counted: type[Counted]) -> None:
    pairs = [("a", "Alpha"), ("b", "Beta"), ("c", "Gamma"), ("b", "Beta again")]
    p = ask("us", "Which?", pairs)
    got = p.option("b")
    assert counted.made == 1  # the one asked for, none of the others
    assert got is not None and (got.id, got.label) == ("b", "Beta")  # (the first of a repeated id)
    assert p.option("z") is None and counted.made == 1
    listed = next(o for o in p.options if o.id == "b")  # as the listed options say
    assert (got.id, got.msg, got.odds, got.note) == (listed.id, listed.msg, listed.odds, listed.note)
    c = p.option("c")  # (made: read from the list)
    assert c is p.options[2] and c.label == "Gamma"


def test_an_ask_prompt_of_options_gives_the_very_option() -> None:
    opts = [Option("x", "Ex", odds=0.5, note="5+"), Option("y", "Why")]
    p = ask("jihadist", "Which?", opts)
    assert p.option("x") is opts[0] and p.option("y") is opts[1] and p.option("w") is None


def test_a_plain_prompts_option_by_id() -> None:
    p = Prompt("us", "Which?", [Option("a", "A"), Option("b", "B")])
    assert p.option("b") == Option("b", "B") and p.option("c") is None


def test_an_ask_lazy_prompts_option_by_id_is_its_makers_and_raises_after_the_answer() -> None:
    g = Game.new("lets_roll", "two", seed=5)
    made: list[int] = []

    def make() -> list[tuple[str, str]]:
        made.append(1)
        return [("k1", "One"), ("k2", "Two")]

    p = ask_lazy(g, "us", "Which?", ["k1", "k2"], make)
    assert p.option("k2") == Option("k2", "Two") and p.option("k0") is None and made == [1]
    q = ask_lazy(g, "us", "Which?", ["k1", "k2"], make)
    real = g.prompt()
    assert real is not None
    g.act(real.role, real.ids()[0])  # (the game moves on: q's moment has passed)
    with pytest.raises(RuntimeError, match="after it was answered"):
        q.option("k1")


def test_an_ask_lazy_prompts_one_makes_the_option_alone_and_is_held_to_its_id() -> None:
    g = Game.new("lets_roll", "two", seed=5)
    made: list[str] = []

    def make() -> list[tuple[str, str]]:
        made.append("all")
        return [("k1", "One"), ("k2", "Two")]

    def one(menu: object, oid: str) -> tuple[str, str]:
        assert menu is make  # (given the prompt's maker: what it needs is there)
        made.append(oid)
        return (oid, {"k1": "One", "k2": "Two"}[oid])

    p = ask_lazy(g, "us", "Which?", ["k1", "k2"], make, one=one)
    got = p.option("k2")
    assert got is not None and (got.id, got.label) == ("k2", "Two")
    assert p.option("k0") is None and made == ["k2"]  # (an id not offered: `one` is not asked)
    wrong = ask_lazy(g, "us", "Which?", ["k1", "k2"], make, one=lambda menu, oid: ("k1", "One"))
    with pytest.raises(RuntimeError, match="was made as"):
        wrong.option("k2")
    late = ask_lazy(g, "us", "Which?", ["k1", "k2"], make, one=one)
    real = g.prompt()
    assert real is not None
    g.act(real.role, real.ids()[0])
    with pytest.raises(RuntimeError, match="after it was answered"):
        late.option("k1")


def _fields(o: Option | None) -> tuple[object, ...]:
    assert o is not None
    return (o.id, o.msg, o.odds, o.note, o.label)


@pytest.mark.parametrize("players", ["two", "solo"])
@pytest.mark.parametrize("scenario", ["lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished"])
def test_every_prompt_gives_each_option_by_id_as_its_options_list_it(scenario: str, players: str) -> None:
    """Each menu's `one` (the card menu, Travel, Designation, War of Ideas, the US's locations, the
    Events' countries) and `ask`'s pairs give what the whole menu gives, for every id."""
    seed = len(scenario) + len(players)
    g = Game.new(scenario, players, seed=seed)
    rnd = random.Random(seed)
    kinds: set[str] = set()
    while not g.over and g.state.decisions < 500:
        p = g.prompt()
        assert p is not None
        ones = [p.option(i) for i in p.ids()]  # (before `options`: the prompt as the import meets it)
        if callable(getattr(p, "_raw", None)) and getattr(p, "_one", None) is not None:
            kinds.add(p.kind)
        assert [_fields(o) for o in ones] == [_fields(o) for o in p.options]
        assert p.option("no-such-option") is None
        g.act(p.role, rnd.choice(p.ids()))
    assert "card" in kinds  # (the menus with a `one` were met)
    if scenario == "lets_roll" and players == "two":  # (a game long enough for every Jihadist Operation)
        assert {"country", "travel_origin", "travel_dest"} <= kinds
