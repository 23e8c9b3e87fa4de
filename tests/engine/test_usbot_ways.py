"""The US bot's way of play chosen once a turn (issue 36, round 31: `Level.ways`): at the US's first
card play of a turn the level plays each of its ways out in trial games and takes the best, says it
in the card's reason, and every later US prompt of the turn reads it back from the game's log, so
that the choice follows from the game alone (a save, a load, another process)."""

from __future__ import annotations

import dataclasses
import random

import pytest

import engine.game
from engine import Game
from engine.msg import Msg, english
from engine.selfplay import play_game, us_bot_choices
from engine.state import log_entry
from engine.usbot import LEVELS, bot, hint, policies
from tests.engine.test_usbot import _at_us_card


@pytest.fixture(autouse=True)
def _a_checkpoint_at_every_unit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine.game, "CHECKPOINT_SPAN", 0)


def small_third(monkeypatch: pytest.MonkeyPatch, n: int) -> bot.Level:
    """The expert's third edition with a small budget (`n` futures a card, ways played out over `n`
    futures of `n` US cards), released for the test as the expert's newest edition."""
    lv = dataclasses.replace(bot.EXPERT_3, edition=99, samples=n, race=(), way_samples=n, way_horizon=n)
    monkeypatch.setitem(LEVELS, lv.key, lv)
    return lv


@pytest.fixture
def trial(monkeypatch: pytest.MonkeyPatch) -> bot.Level:
    return small_third(monkeypatch, 2)


@pytest.fixture
def chosen(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, str]]:
    """Each way the level chooses by trial games: (the turn, the way)."""
    made: list[tuple[int, str]] = []
    choose = bot.choose_way

    def spy(g: Game, p: engine.game.Prompt, lv: bot.Level) -> str:
        way = choose(g, p, lv)
        made.append((g.state.turn, way))
        return way

    monkeypatch.setattr(bot, "choose_way", spy)
    return made


def test_each_way_is_a_weight_set_in_play_and_the_first_is_the_levels_own():
    lv = bot.EXPERT_3
    assert lv.ways == ("events", "prestige", "military")
    assert bot.WAYS[lv.ways[0]] is lv.weights is policies.ROUND_21
    assert set(bot.WAYS) == set(bot.WAY_TEXT)
    # strong's and the standard level's priorities: weights the levels already play with
    assert {bot.WAYS["prestige"], bot.WAYS["military"]} == {LEVELS["standard"].weights, LEVELS["strong"].weights}
    # the second edition but for its ways
    assert dataclasses.replace(lv, edition=2, ways=(), title=bot.EXPERT_2.title) == bot.EXPERT_2
    assert not any(level.ways for level in LEVELS.values() if level.key != bot.EXPERT_3.key)


def test_the_way_is_chosen_at_the_turns_first_us_card_and_read_from_the_log_after(trial, chosen, monkeypatch):
    weighed: list[tuple[int, str, object]] = []
    decide = bot._decide

    def spy(g: Game, p: engine.game.Prompt, lv: bot.Level) -> bot.Decision:
        weighed.append((g.state.turn, p.kind, policies._weights.get()))
        return decide(g, p, lv)

    monkeypatch.setattr(bot, "_decide", spy)
    g = play_game("lets_roll", us="bot", level=trial.key, seed=5, max_steps=10**6)
    said = bot.ways_said(g)
    assert said == chosen  # said when chosen, in the card's reason, and chosen only so
    turns = [t for t, _ in said]
    assert turns == sorted(set(turns))  # once a turn at most...
    card_turns = {t for t, kind, _ in weighed if kind == "card"}
    assert set(turns) == card_turns  # ...and in every turn the US played a card
    ways = dict(said)
    carded: set[int] = set()
    for turn, kind, weights in weighed:  # in order: the level's own before the turn's first US card,
        if kind == "card":  # its way from that card on
            carded.add(turn)
        assert weights is (bot.WAYS[ways[turn]] if turn in carded else trial.weights)
    assert len({w for _, w in said}) > 1  # (the ways differ: the choice is no constant)
    after = [t for t, k, w in weighed if k != "card" and ways.get(t, "events") != "events" and w is bot.WAYS[ways[t]]]
    assert after  # the turn's other prompts (the card's use, its targets) play the way too


def test_a_saved_game_plays_the_turns_way_without_choosing_again(trial, chosen):
    """Mid-turn, a US-bot game saved and loaded (another process, say) has the turn's way in its
    log (the bot's answers are recorded with their reasons) and plays it without choosing again."""
    g = Game.new("lets_roll", players="two", seed=37, us_bot=trial.key)
    rnd = random.Random(37)
    while not (bot.ways_said(g) and bot.ways_said(g)[-1][0] == g.state.turn):
        p = g.prompt()
        assert p is not None
        g.act(p.role, rnd.choice(p.ids()))
    copy = Game.from_json(g.to_json())
    assert bot.ways_said(copy) == bot.ways_said(g)
    turn, before, answered = g.state.turn, len(chosen), 0
    both = random.Random(1)
    while g.state.turn == turn and not g.over:  # the rest of the turn, the same Jihadist answers in each
        p, q = g.prompt(), copy.prompt()
        assert p is not None and q is not None and p.ids() == q.ids()
        option = both.choice(p.ids())
        g.act(p.role, option)
        copy.act(q.role, option)
        assert [a.option for a in copy.bot_answers] == [a.option for a in g.bot_answers]
        answered += len(g.bot_answers)
    assert answered  # (the US played on in the turn)
    assert [w for t, w in chosen[before:] if t == turn] == []  # (read from the log, not chosen again)
    assert bot.ways_said(copy) == bot.ways_said(g)


def test_a_us_bot_game_says_its_way_and_answers_the_same_when_played_again(trial, chosen):
    first = us_bot_choices(trial.key, seed=36, count=24)
    assert chosen, "the bot chose a way at its first card play"
    assert us_bot_choices(trial.key, seed=36, count=24) == first
    g = Game.new("lets_roll", players="two", seed=36, us_bot=trial.key)
    rnd = random.Random(36)
    while not bot.ways_said(g) and (p := g.prompt()) is not None:
        g.act(p.role, rnd.choice(p.ids()))
    assert bot.ways_said(g)[0][1] in trial.ways
    text = english(next(e.msg for e in g.state.log if e.kind == "ops" and "usbot-way" in repr(e.msg)))
    assert text.startswith("US bot: this turn it plays for ")
    assert "usbot" not in text


def test_the_way_is_said_in_a_players_words():
    for way, words in bot.WAY_TEXT.items():
        said = bot.m("usbot-reason", reason=bot.m("usbot-way", way=words, reason=bot.m("usbot-how-nothing")))
        assert english(said) == f"US bot: this turn it plays for {english(words)}; nothing"
        assert bot._way_in(log_entry(0, 1, said, "ops", None)) == way  # (read back by its words)
        assert bot._way_in(log_entry(0, 1, said, "info", None)) is None  # (the bot's reasons only)
    assert english(bot.WAY_TEXT["military"]) == "Regime Change, Deploy and Alert"


def test_the_hint_chooses_and_says_the_way_at_a_card_play_only(trial, chosen):
    g = _at_us_card(seed=1, cards=1)
    p = g.prompt()
    assert p is not None and p.kind == "card"
    h = hint(g, "us", trial.key)
    assert len(chosen) == 1
    assert isinstance(h.reason, Msg) and h.reason.id == "hint-way"
    assert h.reason.arg("way") == bot.WAY_TEXT[chosen[0][1]]
    assert h.option in p.ids()
    assert english(h.lines()[0]).startswith("Hint: this turn, play for ")
    # at a prompt that is not a card play (the card's use), no way is chosen (a person's hint is not logged)
    g.act("us", h.option if h.option.startswith("play:") else p.ids()[0])
    q = g.prompt()
    assert q is not None and q.role == "us" and q.kind == "how"
    h2 = hint(g, "us", trial.key)
    assert len(chosen) == 1 and not (isinstance(h2.reason, Msg) and h2.reason.id == "hint-way")


def test_self_play_logs_the_bots_reasons_as_a_us_bot_game_does():
    g = play_game("lets_roll", us="bot", level="standard", seed=2)
    said = [e for e in g.state.log if e.kind == "ops" and isinstance(e.msg, Msg) and e.msg.id == "usbot-reason"]
    assert len(said) > 20
    assert all(e.to is None for e in said)
