"""The US bot's search since issue 36: sequential halving and racing over the card plays, the card search's
plan answering its `how` prompt, the old search for games stored before the bot's answers were
recorded, and a hint whose reason a player can read."""

from __future__ import annotations

import dataclasses
import random

import pytest

import engine.board
import engine.game
import engine.state
from engine import Game
from engine.msg import english
from engine.selfplay import smart_policy
from engine.usbot import LEVELS, bot, decide, hint, policies, search
from tests.engine.test_usbot import _at_us_card as at_us_card
from tests.engine.test_usbot import as_expert


@pytest.fixture(autouse=True)
def _a_checkpoint_at_every_unit(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(engine.game, "CHECKPOINT_SPAN", 0)


#: round 6's halving budgets (docs/usbot.md): tested here, not yet the levels in play
HALVING = {"strong": {"samples": 2, "cards": 4}, "expert": {"samples": 3, "cards": 5}}


@pytest.fixture
def halving_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    for name, budget in HALVING.items():
        monkeypatch.setitem(bot.LEVELS, name, dataclasses.replace(bot.LEVELS[name], halving=True, **budget))


def _at_us_card(seed: int = 3, cards: int = 3) -> Game:
    return at_us_card(seed=seed, cards=cards)


def test_halving_gives_the_finalists_the_most_futures_and_costs_less_than_flat():
    g = _at_us_card()
    p = g.prompt()
    lv = dataclasses.replace(LEVELS["expert"], halving=True, **HALVING["expert"])
    cands = bot._card_candidates(g, p, lv)
    assert len(cands) >= 5
    spent = []
    scored = search.search(g, p, cands, 2, 1, 42, halving=True, count=spent.append)
    assert {s.candidate for s in scored} == set(cands)
    ns = [s.n for s in scored]
    assert ns == sorted(ns, reverse=True) and ns[0] == ns[1] > ns[-1] >= 2
    assert scored[0].score >= scored[1].score  # the choice: the better of the two finalists
    assert sum(spent) == sum(ns) < len(cands) * ns[0]  # (flat: every candidate over the most futures)
    again = search.search(g, p, cands, 2, 1, 42, halving=True)
    assert [(s.candidate, s.score, s.n) for s in again] == [(s.candidate, s.score, s.n) for s in scored]


def test_flat_search_is_as_before_every_candidate_over_the_same_futures():
    g = _at_us_card()
    p = g.prompt()
    cands = bot._card_candidates(g, p, LEVELS["strong"])[:3]
    scored = search.search(g, p, cands, 3, 1, 7)
    assert [s.n for s in scored] == [3, 3, 3]
    assert [s.score for s in scored] == sorted((s.score for s in scored), reverse=True)


def test_the_card_search_plans_the_how_and_its_how_prompt_takes_the_plan(monkeypatch, halving_levels):
    g = _at_us_card()
    p = g.prompt()
    d = decide(g, p, "strong")
    planned = list(bot._PLANS.values())[-1]
    assert planned.candidate[0] == d.option and len(planned.candidate) == 2
    g.act("us", d.option)
    q = g.prompt()
    if q.kind != "how":
        pytest.skip("this card is played without a how question")
    searched = []
    monkeypatch.setattr(bot, "search", lambda *a, **k: searched.append(1) or [])
    e = decide(g, q, "strong")
    assert e.option == planned.candidate[1] and not searched
    bot._PLANS.clear()  # (another process: no plan) the how prompt is searched on its own
    f = decide(g, q, "strong")
    assert searched and f.option in q.ids()


def test_a_game_stored_before_the_answers_were_recorded_is_asked_with_the_old_search(monkeypatch, halving_levels):
    # (the levels changed by `halving_levels`: their search as it was goes into LEGACY_LEVELS)
    monkeypatch.setitem(bot.LEGACY_LEVELS, "expert", bot.Level("expert", "", samples=24, horizon=1, cards=4))
    g = _at_us_card()
    p = g.prompt()
    seen = []
    real = bot.search
    monkeypatch.setattr(bot, "search", lambda *a, **k: seen.append((a[3], k.get("halving"))) or real(*a, **k))
    g.legacy_bot_seeds = True
    decide(g, p, "expert")
    assert seen == [(24, False)]  # round 5's expert: 24 futures for every candidate
    g.legacy_bot_seeds = False
    decide(g, p, "expert")
    assert seen[-1] == (LEVELS["expert"].samples, True)


@pytest.mark.parametrize("halving", [False, True])
def test_a_whole_searching_game_ends_without_an_exception_and_the_same_twice(request, halving):
    if halving:
        request.getfixturevalue("halving_levels")

    def play() -> list[str]:
        h = Game.new("anaconda", players="two", seed=9, us_bot="strong")
        rnd = random.Random(9)
        said = [a.option for a in h.bot_answers]
        for _ in range(25):
            p = h.prompt()
            if p is None:
                break
            h.act(p.role, rnd.choice(p.ids()))
            said += [a.option for a in h.bot_answers]
        return said

    bot._PLANS.clear()
    first = play()
    bot._PLANS.clear()
    assert play() == first and first


def test_the_hint_says_why_in_a_players_words():
    g = _at_us_card()
    h = hint(g, "us", "strong")
    text = h.text()
    assert "trial games" in text and "sampled" not in text and "futures" not in text
    assert h.option in g.prompt().ids() and h.candidates[0][1] >= h.candidates[1][1]
    from bot.core import i18n

    ru = "\n".join(i18n.word(x, "ru") for x in h.lines())
    assert "пробных партиях" in ru and "{" not in ru
    # a War of Ideas target: the odds and what it shifts, from the priorities
    while (p := g.prompt()) is not None and not (p.role == "us" and not isinstance(p.msg, str) and p.msg.id == "woi-where"):
        if g.over:
            pytest.skip("no War of Ideas question came")
        g.act(p.role, smart_policy(g, p, random.Random(1)))
    if len(p.ids()) > 1:
        w = hint(g, "us", "strong")
        assert "War of Ideas in" in english(w.reason) and "%" in english(w.reason)


def test_a_planning_level_takes_its_how_from_the_card_search_without_the_halving(monkeypatch):
    """Round 7's cheaper expert (`Level.plan`, measured and not put in play): a flat card search
    whose best (card, how) answers the `how` prompt, with no second search."""
    monkeypatch.setitem(LEVELS, "expert", bot.Level("expert", "", samples=12, horizon=1, cards=4, plan=True))
    assert LEVELS["expert"].plan and not LEVELS["expert"].halving
    g = _at_us_card()
    d = decide(g, g.prompt(), "expert")
    planned = list(bot._PLANS.values())[-1]
    assert planned.level == "expert" and planned.candidate[0] == d.option
    g.act("us", d.option)
    q = g.prompt()
    if q.kind != "how":
        pytest.skip("this card is played without a how question")
    monkeypatch.setattr(bot, "search", lambda *a, **k: pytest.fail("searched again"))
    assert decide(g, q, "expert").option == planned.candidate[1]


def test_the_bots_copy_of_its_unit_starts_from_the_checkpoints_state_not_its_json(monkeypatch):
    """search._unit_copy rebuilds a 2-player US bot decision from the unit's checkpoint (a copy of
    its state): the same choices as from the checkpoint's JSON, without reading it."""
    from engine.selfplay import us_bot_choices
    from engine.state import GameState

    first = us_bot_choices("strong", 5, 6)
    monkeypatch.setattr(GameState, "model_validate_json", classmethod(lambda *a, **k: pytest.fail("read JSON")))
    assert us_bot_choices("strong", 5, 6) == first


def test_racing_drops_only_the_candidates_clearly_behind_on_the_same_futures():
    a, b, c, d = ("play:1",), ("play:2",), ("play:3",), ("play:4",)
    values = {
        a: [0.50, 0.60, 0.55, 0.52],  # the leader
        b: [0.49, 0.61, 0.54, 0.50],  # a hair behind, future by future: kept
        c: [0.30, 0.41, 0.34, 0.33],  # about 0.2 behind in every future: dropped
        d: [0.10, 0.90, 0.20, 0.80],  # behind on the mean, but by chance: kept
    }
    totals = {k: sum(v) for k, v in values.items()}
    assert search._raced([a, b, c, d], values, totals, 3.0) == [a, b, d]
    # at least two stay in the race, the best two
    assert search._raced([a, c], values, totals, 3.0) == [a, c]
    tied = {a: [0.5, 0.5], b: [0.5, 0.5]}
    assert search._raced([a, b], tied, {k: sum(v) for k, v in tied.items()}, 3.0) == [a, b]


def test_a_raced_search_spends_fewer_rollouts_and_is_the_flat_search_when_none_is_dropped():
    g = _at_us_card()
    p = g.prompt()
    cands = bot._card_candidates(g, p, LEVELS["expert"])
    assert len(cands) >= 4
    flat_spent: list[int] = []
    flat = search.search(g, p, cands, 8, 1, 42, count=flat_spent.append)
    never: list[int] = []
    same = search.search(g, p, cands, 8, 1, 42, race=(2, 4), race_z=1e9, count=never.append)
    assert [(s.candidate, s.score, s.n) for s in same] == [(s.candidate, s.score, s.n) for s in flat]
    assert sum(never) == sum(flat_spent) == 8 * len(cands)
    spent: list[int] = []
    raced = search.search(g, p, cands, 8, 1, 42, race=(2, 4), race_z=0.5, count=spent.append)
    assert {s.candidate for s in raced} == set(cands)
    ns = [s.n for s in raced]
    assert ns[:2] == [8, 8] and min(ns) in (2, 4) and sum(spent) == sum(ns) < sum(flat_spent)
    # the survivors' scores are the flat search's (the same futures, in the same order)
    by = {s.candidate: s.score for s in flat}
    assert all(s.score == by[s.candidate] for s in raced if s.n == 8)
    assert raced[0].score == max(s.score for s in raced if s.n == 8)
    # at a margin of 2.5 standard errors the flat search's choice survives here, for less
    spent.clear()
    kept = search.search(g, p, cands, 8, 1, 42, race=(2, 4), race_z=2.5, count=spent.append)
    assert kept[0].candidate == flat[0].candidate and sum(spent) < sum(flat_spent)


def test_a_blended_trial_game_is_judged_at_the_next_us_card_and_at_the_horizon_alike():
    """Round 24 (the expert's second edition): `blend` scores each trial game by the evaluation when
    the US is next asked for a card and at the horizon, the same trial games either way."""
    g = _at_us_card()
    p = g.prompt()
    cands = bot._card_candidates(g, p, LEVELS["strong"])[:3]
    by = {b: {s.candidate: s.score for s in search.search(g, p, cands, 4, 1, 7, blend=b)} for b in (0.0, 0.5, 1.0)}
    assert by[0.0] == {s.candidate: s.score for s in search.search(g, p, cands, 4, 1, 7)}  # (none: as before)
    assert by[1.0] != by[0.0]
    for c in cands:
        assert by[0.5][c] == pytest.approx((by[0.0][c] + by[1.0][c]) / 2)
    # the position at the next US card: after the candidate, and before it is played
    seen: list[tuple[int, str]] = []
    game = search.sample_game(g, p, random.Random(1))
    assert game is not None
    search.play_out(game, cands[0], smart_policy, random.Random(2), 1, at_us_card=lambda at: seen.append(
        (at.state.cards_played, at.prompt().kind)))
    assert len(seen) == 1 and seen[0][1] == "card"


def test_the_expert_is_round_5s_search_raced_and_its_old_games_are_asked_unraced(monkeypatch):
    expert, old = LEVELS["expert"], bot.LEGACY_LEVELS["expert"]
    assert expert.race and not old.race
    # (round 5's search, raced; with round 21's priorities since round 22)
    assert expert.weights is policies.ROUND_21 and old.weights is policies.ROUND_5
    assert dataclasses.replace(expert, race=(), race_z=old.race_z, title=old.title, strength=old.strength, weights=old.weights) == old
    g = _at_us_card()
    g.legacy_bot_seeds = True  # (a game stored before the bot's answers were recorded)
    asked: list[tuple[int, ...]] = []
    searched = bot.search

    def spy(*args: object, **kw: object) -> list[search.Scored]:
        asked.append(tuple(kw["race"]))  # type: ignore[arg-type]
        return searched(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(bot, "search", spy)
    decide(g, g.prompt(), "expert")
    g.legacy_bot_seeds = False
    decide(g, g.prompt(), "expert")
    assert asked == [(), expert.race]


def test_a_level_that_looks_to_the_next_action_phase_says_so(monkeypatch):
    """A level with `phase` (round 13's trial, not in play) stops its trial games when the US's next
    Action Phase begins, at its card and `how` searches and in the hint, and says so."""
    as_expert(monkeypatch, samples=4, race=(), phase=True)
    g = _at_us_card()
    asked: list[bool] = []
    searched = bot.search

    def spy(*args: object, **kw: object) -> list[search.Scored]:
        asked.append(kw["phase"])  # type: ignore[arg-type]
        return searched(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(bot, "search", spy)
    d = decide(g, g.prompt(), "expert")
    assert asked == [True] and "played on to the US's next Action Phase" in english(d.reason)
    h = hint(g, "us")
    assert "trial games played on to the US's next Action Phase" in english(h.reason)
    assert "played on through its next card" in english(decide(g, g.prompt(), "strong").reason)


def _card_plays(scenario: str, seed: int) -> list[Game]:
    """Copies of a "smart" self-play game at its US card plays of the first two turns."""
    g = Game.new(scenario, players="solo", seed=seed)
    rnd = random.Random(seed)
    out = []
    while not g.over and g.state.turn <= 2:
        p = g.prompt()
        assert p is not None
        if p.role == "us" and p.kind == "card" and any(i.startswith("play:") for i in p.ids()):
            out.append(g.fork())
        g.act(p.role, smart_policy(g, p, rnd))
    return out


def test_a_trial_game_to_the_next_action_phase_stops_when_it_begins():
    """5.2.2: the US plays two cards in each of its Action Phases, the Jihadist two in between.
    Played on to the US's next Action Phase (`play_out(..., phase=True)`), a trial game after the
    US's first card plays its second by the priorities, then the Jihadist's phase, and stops as the
    US's next phase begins; after its second card, the Jihadist's phase only. One US card ahead
    without it, the trial game after the second card plays on into the US's next phase."""
    firsts = seconds = 0
    for g in _card_plays("lets_roll", 5) + _card_plays("anaconda", 6):
        phase = g.state.action_phase
        second = g.state.cards_played == 1  # (the US's second card of its phase)
        first = next(i for i in g.prompt().ids() if i.startswith("play:"))
        played: dict[bool, list[int]] = {}
        for look in (True, False):
            game = g.fork(fast=True)
            us_cards = played[look] = []

            def policy(gg: Game, p: object, rnd: random.Random, us_cards: list[int] = us_cards) -> str:
                if p.kind == "card" and p.role == "us":  # type: ignore[attr-defined]
                    us_cards.append(gg.state.action_phase)
                return smart_policy(gg, p, rnd)  # type: ignore[arg-type]

            search.play_out(game, (first,), policy, random.Random(1), 1, phase=look)
            if look and not game.over:  # stopped at the US's card play as its next phase begins
                assert game.state.action_phase >= phase + 2 and game.prompt().kind == "card"
        assert all(a == phase for a in played[True])  # (none in the US's next phase)
        if second:
            assert played[True] == [] and (len(played[False]) == 1 and played[False][0] >= phase + 2)
            seconds += 1
        elif played[True]:  # the US's second card of the phase, by the priorities, in both
            assert played[True] == played[False] == [phase]
            firsts += 1
    assert firsts >= 4 and seconds >= 4


def _at_last_cards(scenario: str = "lets_roll", seed: int = 3, left: int = 20, players: str = "solo") -> Game:
    """A "smart" self-play game at its first US card play with at most `left` cards left to deal
    (played with round 21's priorities, the positions these tests were written on)."""
    g = Game.new(scenario, players=players, seed=seed)
    rnd = random.Random(seed)
    while True:
        p = g.prompt()
        assert p is not None and not g.over, "the game ended before its last cards"
        if p.role == "us" and p.kind == "card" and search.cards_left(g.state) <= left and sum(i.startswith("play:") for i in p.ids()) >= 2:
            return g
        with policies.weighing(policies.ROUND_21):
            g.act(p.role, smart_policy(g, p, rnd) if p.role == "us" else p.ids()[0])


def test_the_last_cards_are_searched_to_the_games_end_and_the_reason_says_so(monkeypatch):
    """A level with `finish` plays its trial games to the game's end once that many cards or fewer
    are left to deal (5.3.1: the last Reshuffle ends the game), over `finish_samples` futures, at
    its card search and in the hint; before that, one card ahead over its own futures."""
    as_expert(monkeypatch, finish=20, finish_samples=4, race=())
    asked: list[tuple[object, object]] = []
    searched = bot.search

    def spy(g: Game, p: object, cands: object, samples: int, horizon: int | None, *args: object, **kw: object) -> list[search.Scored]:
        asked.append((samples, horizon))
        return searched(g, p, cands, samples, horizon, *args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(bot, "search", spy)
    early = _at_us_card()
    assert search.cards_left(early.state) > 20 and not LEVELS["expert"].to_the_end(early)
    assert "played on through its next card" in english(decide(early, early.prompt(), "expert").reason)
    assert asked == [(24, 1)]
    late = _at_last_cards()
    assert LEVELS["expert"].to_the_end(late) and not LEVELS["strong"].to_the_end(late)
    d = decide(late, late.prompt(), "expert")
    assert asked[1:] == [(4, None)] and "4 trial games played on to the game's end" in english(d.reason)
    h = hint(late, "us")
    assert "trial games played on to the game's end" in english(h.reason)
    from bot.core import i18n

    assert "доигранных до конца;" in i18n.word(h.reason, "ru")
    assert "through its next card" in english(decide(late, late.prompt(), "strong").reason)


def test_a_trial_game_to_the_end_plays_until_the_game_is_over():
    """`horizon` None: the trial game is played to the game's end, whatever the cards left; one
    US card ahead it stops at the US's card play after the next."""
    g = _at_last_cards(left=20)
    first = next(i for i in g.prompt().ids() if i.startswith("play:"))
    ended = g.fork(fast=True)
    search.play_out(ended, (first,), smart_policy, random.Random(1), None)
    assert ended.over and search.evaluate(ended, 6) in (0.0, 1.0)
    ahead = g.fork(fast=True)
    search.play_out(ahead, (first,), smart_policy, random.Random(1), 1)
    assert not ahead.over and ahead.prompt().kind == "card"


@pytest.mark.parametrize("players, good, won", [("two", 3, 1.0), ("solo", 3, 0.0), ("two", 2, 0.0)])
def test_a_two_player_trial_game_ended_by_9_1_is_judged_by_2_3(monkeypatch, players, good, won):
    """A 2-player game's trial games are 1-player games (the solitaire bot plays the Jihadist), which
    end at the last Reshuffle by 9.1: fewer than 6 Good Resources lose. The 2-player game's end is
    2.3's: more Good Resources than twice the Islamist Rule ones win. Its trial games are judged so;
    a 1-player game's keep 9.1."""
    g = _at_last_cards(players=players)

    def ended(game: Game, *args: object, **kw: object) -> None:
        s = game.state
        for c in s.countries.values():
            if c.governance is not None:
                c.governance, c.regime_change = (engine.state.POOR, None)
        s.countries["saudi_arabia" if good == 3 else "pakistan"].governance = engine.state.GOOD
        s.countries["libya"].governance = engine.state.ISLAMIST_RULE  # 1 Resource
        assert game.game_end_tallies() == (good, 1)
        with pytest.raises(engine.board.GameOver) as over:
            game.end_by_reshuffle()
        s.phase, s.winner, s.victory = "over", over.value.winner, over.value.reason

    monkeypatch.setattr(search, "play_out", ended)
    p = g.prompt()
    scored = search.search(g, p, [(i,) for i in p.ids()[:2]], 2, 1, 7)
    assert [s.score for s in scored] == [won, won]
