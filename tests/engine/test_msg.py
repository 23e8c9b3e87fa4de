"""engine.msg: a message is an id and its arguments; its JSON form keeps it exactly, and the log,
prompts and options hold messages (the layer above words them)."""

from __future__ import annotations

import dataclasses

import pytest

from engine import msg
from engine.msg import Msg, Ref, m
from engine.state import LogEntry, log_entry


def test_a_message_is_immutable_and_round_trips_through_json() -> None:
    why = m("why-not", card=msg.card(17))
    x = m(
        "woi-result",
        country=msg.country("pakistan"),
        roll=5,
        dice="3, 5",
        gov=msg.governance(2),
        cells=[msg.country("iraq"), msg.country("syria")],
        why=why,
    )
    assert x.kwargs["cells"] == (msg.country("iraq"), msg.country("syria"))  # a list is kept as a tuple
    assert Msg.from_json(x.to_json()) == x and hash(Msg.from_json(x.to_json())) == hash(x)
    with pytest.raises(dataclasses.FrozenInstanceError):
        x.id = "other"  # type: ignore[misc]
    assert x.arg("roll") == 5 and x.arg("missing", 0) == 0


def test_a_messages_json_never_holds_the_log_arrays_end_marker() -> None:
    """engine.game cuts a saved log's array at its first `],"`: a list argument is wrapped."""
    e = log_entry(0, 1, m("x", a=[1, 2], b=[msg.card(3)], c=m("y", d=[4])), "info", None)
    assert '],"' not in e.model_dump_json()


@pytest.mark.parametrize(
    "bad",
    [{"id": 3}, {"id": "x", "args": []}, {"id": "x", "args": {"a": None}}, {"id": "x", "args": {"a": {"nation": "x"}}},
     {"id": "x", "extra": 1}, "text"],
)  # fmt: skip
def test_a_malformed_message_is_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        Msg.from_json(bad)


def test_an_unknown_reference_kind_is_refused() -> None:
    with pytest.raises(ValueError):
        Ref("nation", "x")


def test_a_log_entry_holds_a_message_and_an_old_saves_sentence_still_loads() -> None:
    e = log_entry(3, 2, m("x", country=msg.country("iraq")), "roll", "us")
    back = LogEntry.model_validate_json(e.model_dump_json())
    assert back == e and isinstance(back.msg, Msg)
    old = LogEntry.model_validate_json('{"seq":0,"turn":1,"text":"Turn 1: Jihadist Action Phase","kind":"phase","to":null}')
    assert old.msg == "Turn 1: Jihadist Action Phase" and old.text == "Turn 1: Jihadist Action Phase"


def test_the_us_bots_priorities_read_what_a_prompt_asks_without_its_english(monkeypatch: pytest.MonkeyPatch) -> None:
    """The US policies recognise the Operations' prompts by their message ids, so they choose the
    same when the prompts and labels read as their bare ids (`msg.plain`) instead of English."""
    import random

    from engine import Game, prompts, state
    from engine.usbot import policies

    seen: set[str] = set()
    english = prompts.english

    def bare(on: bool) -> None:
        for module in (prompts, state):
            monkeypatch.setattr(module, "english", msg.plain if on else english)

    try:
        for seed in range(1, 9):
            g = Game.new("lets_roll", players="two", seed=seed)
            rnd = random.Random(seed)
            for _ in range(400):
                p = g.prompt()
                if p is None:
                    break
                if p.role == "us" and isinstance(p.msg, Msg) and p.msg.id in ("woi-where", "deploy-to-where", "deploy-how-many"):
                    ids = p.ids()
                    cids = {i.removeprefix("country:"): i for i in ids if i.startswith("country:")}
                    counts = all(i.startswith("n:") for i in ids)
                    if cids or counts:
                        with_english = policies._smart_country(g, p, cids) if cids else policies._smart_count(g, p, ids)
                        bare(True)
                        alone = policies._smart_country(g, p, cids) if cids else policies._smart_count(g, p, ids)
                        bare(False)
                        assert alone == with_english, p.msg
                        seen.add(p.msg.id)
                ids = p.ids()
                g.act(p.role, "ops:woi" if "ops:woi" in ids and rnd.random() < 0.5 else rnd.choice(ids))
            if {"woi-where", "deploy-how-many"} <= seen:
                break
    finally:
        bare(False)
    assert {"woi-where", "deploy-how-many"} <= seen


def test_references_are_made_once_per_kind_and_value_and_m_builds_the_same_message() -> None:
    """Issue 21: a reference is shared (immutable, compared by value), and `m`'s fast path builds
    a message equal to the dataclass's own, hashed the same."""
    assert msg.country("iraq") is msg.country("iraq") and msg.country("iraq") == Ref("country", "iraq")
    assert msg.governance(None) is msg.governance(0) and msg.governance(None) == Ref("governance", 0)
    assert msg.side("US") is msg.side("us") and msg.card(17) is not msg.cardname(17)
    built = m("x", a=1, b=msg.country("iraq"))
    assert built == Msg("x", (("a", 1), ("b", Ref("country", "iraq")))) and hash(built) == hash(Msg("x", (("a", 1), ("b", msg.country("iraq")))))
    assert m("y") == Msg("y") and m("y").args == ()
    with pytest.raises(dataclasses.FrozenInstanceError):
        built.id = "other"  # type: ignore[misc]


def test_a_message_keeps_its_calls_arguments_reads_them_as_pairs_and_copies_as_itself() -> None:
    """Issue 21: `m` keeps the arguments in its call's dict (no tuple per argument: a log of ints
    and strings holds nothing more for the garbage collector to follow); they read as (name,
    value) pairs in the order given, by name and as items; copies and pickles are equal."""
    import copy
    import gc
    import pickle

    plain = m("woi-result", roll=5, why="x")
    assert not gc.is_tracked(plain._kw)  # (a dict of ints and strings: the collector skips it)
    assert plain.args == (("roll", 5), ("why", "x")) and list(plain.items()) == list(plain.args)
    assert plain.arg("roll") == 5 and plain.arg("none", 7) == 7 and plain.kwargs == {"roll": 5, "why": "x"}
    nested = m("why-paren", why=plain, cards=[17, 18])
    assert nested.arg("cards") == (17, 18) and nested.arg("why") is plain
    for twin in (copy.copy(nested), copy.deepcopy(nested), pickle.loads(pickle.dumps(nested)), Msg.from_json(nested.to_json())):
        assert twin == nested and hash(twin) == hash(nested) and twin.args == nested.args
    assert nested.to_json() == {"id": "why-paren", "args": {"why": {"id": "woi-result", "args": {"roll": 5, "why": "x"}}, "cards": {"all": [17, 18]}}}
    assert m("x", a=1) != m("x", a=2) and m("x", a=1) != m("y", a=1) and m("x") != "x"
    assert repr(m("x", a=1)) == "Msg(id='x', args=(('a', 1),))"
    for field in ("id", "args"):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(plain, field, "other")
