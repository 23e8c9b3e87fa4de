"""The US bot's answers are recorded (engine.game.BotAnswer): a restore, a copy, an undo and a
replay that hands them back give them again, checked, and never search; a replay without them
asks the bot as the live game asked it (issue 32's defect 1: with its units' checkpoints)."""

from __future__ import annotations

import json
import random

import pytest

from engine import Game
from engine.game import BotAnswer, IllegalAction
from engine.usbot import bot, search

SETUP = {"scenario": "lets_roll", "players": "two", "seed": 3}


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times the US bot searched (engine.usbot.bot's `search`), in a one-item list."""
    count = [0]
    real = bot.search

    def counted(*a, **k):  # type: ignore[no-untyped-def]
        count[0] += 1
        return real(*a, **k)

    monkeypatch.setattr(bot, "search", counted)
    return count


def _played(level: str, decisions: int, seed: int = 1, **new) -> tuple[Game, list]:  # type: ignore[no-untyped-def]
    """A Jihadist person's random game against the US bot, with its steps: the person's (role,
    option) pairs and the bot's answers after the decision that led to them."""
    g = Game.new(**SETUP, us_bot=level, **new)
    steps: list = list(g.bot_answers)
    rnd = random.Random(seed)
    for _ in range(decisions):
        if g.over:
            break
        p = g.prompt()
        assert p is not None and p.role == "jihadist"
        o = rnd.choice(p.ids())
        g.act(p.role, o)
        steps.append((p.role, o))
        steps += g.bot_answers
    return g, steps


def test_a_restore_a_copy_and_an_undo_replay_the_bots_answers_without_a_search(searches: list[int]) -> None:
    g, steps = _played("strong", 12)
    assert searches[0] > 0 and any(isinstance(s, BotAnswer) for s in steps)
    searches[0] = 0
    saved = g.to_json()
    assert Game.from_json(saved).state_json() == g.state_json()
    assert g.fork().state_json() == g.state_json()
    assert g.fork(fast=True).prompt().ids() == g.prompt().ids()  # type: ignore[union-attr]
    back = g.undone()
    assert back is not None and back.state.decisions == g.state.decisions - 1
    assert searches[0] == 0


def test_a_replay_with_the_recorded_answers_never_searches(searches: list[int]) -> None:
    g, steps = _played("strong", 12)
    searches[0] = 0
    again = Game.replay({**SETUP, "us_bot": "strong"}, steps)
    assert again.state_json() == g.state_json() and again.to_json() == g.to_json()
    assert searches[0] == 0
    # and so does one with checkpoints deferred, as an import replays
    Game.defer_checkpoints = True
    try:
        deferred = Game.replay({**SETUP, "us_bot": "strong"}, steps)
    finally:
        Game.defer_checkpoints = False
    assert deferred.state_json() == g.state_json() and searches[0] == 0


def test_a_replay_without_them_asks_the_bot_as_the_live_game_did_even_with_checkpoints_deferred() -> None:
    g, steps = _played("strong", 12)
    people = [s for s in steps if not isinstance(s, BotAnswer)]
    Game.defer_checkpoints = True
    try:
        again = Game.replay({**SETUP, "us_bot": "strong"}, people)
    finally:
        Game.defer_checkpoints = False
    assert again.state_json() == g.state_json()


def test_act_gives_the_bots_answers_it_led_to_and_takes_them_back() -> None:
    g, steps = _played("standard", 30)
    assert all(isinstance(s, tuple) for s in steps)
    h = Game.new(**SETUP, us_bot="standard", bot=[s for s in steps[: steps.index(next(s for s in steps if not isinstance(s, BotAnswer)))]])
    i = 0
    while i < len(steps) and isinstance(steps[i], BotAnswer):
        i += 1
    while i < len(steps):
        role, option = steps[i]
        i += 1
        mine = []
        while i < len(steps) and isinstance(steps[i], BotAnswer):
            mine.append(steps[i])
            i += 1
        h.act(role, option, bot=mine)
        assert h.bot_answers == mine
    assert h.state_json() == g.state_json()


def test_a_recorded_answer_that_does_not_fit_is_refused_and_changes_nothing() -> None:
    g, steps = _played("standard", 30)
    at = next(i for i, s in enumerate(steps) if isinstance(s, BotAnswer) and i > 0 and not isinstance(steps[i - 1], BotAnswer))
    head = steps[: at - 1]
    h = Game.replay({**SETUP, "us_bot": "standard"}, head)
    before = h.to_json()
    role, option = steps[at - 1]
    bots = []
    j = at
    while j < len(steps) and isinstance(steps[j], BotAnswer):
        bots.append(steps[j])
        j += 1
    wrong = BotAnswer("us", "country:no_such_place", bots[0].said)
    with pytest.raises(IllegalAction):
        h.act(role, option, bot=[wrong, *bots[1:]])
    assert h.to_json() == before
    with pytest.raises(ValueError, match="end before"):
        h.act(role, option, bot=bots[:-1])
    assert h.to_json() == before
    with pytest.raises(ValueError, match="left over"):
        h.act(role, option, bot=[*bots, bots[-1]])
    assert h.to_json() == before
    h.act(role, option, bot=bots)  # the right ones
    assert h.bot_answers == bots


def test_a_bot_answer_reads_its_json() -> None:
    g, steps = _played("standard", 10)
    for a in (s for s in steps if isinstance(s, BotAnswer)):
        assert BotAnswer.from_json(json.loads(json.dumps(a.to_json()))) == a
    with pytest.raises(ValueError):
        BotAnswer.from_json({"role": "nobody", "option": "x"})


def test_a_save_from_before_the_answers_were_kept_asks_the_bot_as_it_was_played(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game played with the bot seeded by the prompt's words (as every game stored before its
    answers were kept), saved in the old form (the people's answers alone, no mark) in the middle
    of a unit where the bot answered: its restore asks the bot again with those seeds, and so
    does a replay of its people's decisions with `legacy_bot_seeds`."""
    g, steps = _played("standard", 24, legacy_bot_seeds=True)
    assert any(isinstance(a, BotAnswer) for a in g._answers), "the bot answered in the unit in flight"
    data = json.loads(g.to_json())
    assert data.pop("bot_answers") is True
    data["answers"] = [a for a in data["answers"] if isinstance(a, str)]
    people = [s for s in steps if not isinstance(s, BotAnswer)]

    def no_key(p):  # type: ignore[no-untyped-def]
        raise AssertionError("seeded from the message id, not the words")

    monkeypatch.setattr(search, "prompt_key", no_key)
    again = Game.from_json(json.dumps(data))
    assert again.state_json() == g.state_json()
    assert [a for a in again._answers if isinstance(a, BotAnswer)], "the answers asked again are kept"
    assert Game.replay({**SETUP, "us_bot": "standard"}, people, legacy_bot_seeds=True).state_json() == g.state_json()
    with pytest.raises(AssertionError, match="message id"):  # a game of today's seeds
        Game.replay({**SETUP, "us_bot": "standard"}, people)
