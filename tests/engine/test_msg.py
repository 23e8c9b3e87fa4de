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


def test_without_a_worder_a_message_reads_as_its_id_and_arguments() -> None:
    x = m("woi-result", country=msg.country("iraq"), rolls=[1, 2])
    assert msg.plain(x) == "woi-result(country=iraq, rolls=[1, 2])"
    assert msg.english("as is") == "as is" and msg.english(None) == ""
