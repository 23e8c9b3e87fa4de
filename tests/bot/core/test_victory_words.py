"""Victory conditions and game results as messages (issue 23): the view's victory targets and a
game's stored reason are worded in the reader's language; an older result's English reason is
read back into its message (bot/core/legacy.py)."""

from __future__ import annotations

import re

import pytest

from bot.core import i18n
from bot.core.archive import game_result, same_result
from bot.core.legacy import RESULT_REASONS, reason_json, reason_message
from bot.core.words import result_reason, victory_lines
from engine import Game
from engine.msg import Msg, m, role

#: a sample of each reason's arguments
SAMPLES: dict[str, dict[str, object]] = {
    "victory-end-solo": {"need": 9},
    "victory-end-us": {"good": 14, "ir": 5},
    "victory-end-jihadist": {"good": 3, "ir": 2},
    "reason-resigned": {"side": role("jihadist")},
    "reason-aborted": {"user": "u 7"},
}


def _no_english_no_ids(text: str) -> None:
    words = re.findall(r"[^\W\d_]{3,}", text)
    latin = [w for w in words if not re.search("[а-яё]", w, re.I)]
    assert words and latin == [], text
    assert not re.search(r"\b[a-z]+-[a-z-]+\b", text), text  # no message id


@pytest.mark.parametrize("msg_id", RESULT_REASONS)
def test_an_older_results_english_reason_reads_back_as_its_message(msg_id: str) -> None:
    msg = m(msg_id, **SAMPLES.get(msg_id, {}))  # type: ignore[arg-type]
    english = i18n.word(msg, "en")
    assert reason_message(english) == msg
    assert reason_message(msg.to_json()) == msg
    old, new = {"winner": "us", "reason": english}, {"winner": "us", "reason": msg.to_json()}
    assert same_result(old, new) and result_reason(old, "ru") == result_reason(new, "ru") == i18n.word(msg, "ru")
    if msg_id != "reason-aborted":  # (a user's id stays as it is)
        _no_english_no_ids(result_reason(old, "ru"))


def test_unknown_or_damaged_reasons_are_shown_as_they_are_and_never_match() -> None:
    assert reason_message("a reason we never wrote") == "a reason we never wrote"
    assert reason_message(None) is None and result_reason({}, "ru") == ""
    assert reason_message({"id": 5}) == "{'id': 5}"
    assert not same_result({"winner": "us", "reason": {"id": 5}}, {"winner": "us", "reason": "timeout"})
    assert reason_json("timeout") == {"id": "reason-timeout"}
    assert not same_result(
        {"winner": "us", "reason": "the US player resigned"}, {"winner": "us", "reason": m("reason-timeout").to_json()}
    )


@pytest.mark.parametrize("players", ["solo", "two"])
def test_the_victory_conditions_are_messages_worded_in_each_language(players: str) -> None:
    g = Game.new("lets_roll", players=players, seed=3, length=2, ideology="potent") if players == "solo" else Game.new(
        "lets_roll", seed=3
    )
    v = g.view(None)
    assert all(isinstance(t.label, Msg) and isinstance(t.text, Msg) for t in v.victory_targets)
    ru = victory_lines(v, "ru")
    for line in ru:
        _no_english_no_ids(line)
    en = "\n".join(victory_lines(v, "en"))
    assert "Good Resources" in en and ("US loses with fewer than 9 at the end" in en) == (players == "solo")
    localized = i18n.localized_view(v, "ru")  # (the picture's copy: words, not messages)
    assert all(isinstance(t.label, str) and re.search("[а-я]", t.text) for t in localized.victory_targets)


def test_a_finished_games_result_holds_the_engines_message() -> None:
    g = Game.new("lets_roll", seed=3)
    g.state.winner, g.state.victory = "us", m("victory-good-resources")
    assert game_result(g) == {"winner": "us", "reason": {"id": "victory-good-resources"}}
    g.state.victory = "Muslim countries with 12+ Resources have Good Governance (2.1.1)"  # (an older save)
    assert game_result(g) == {"winner": "us", "reason": {"id": "victory-good-resources"}}
