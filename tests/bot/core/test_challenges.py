"""Community solo challenges (bot/core/challenges.py, bot/discord/challenges.py) on a real SQLite file:
shared deck and dice, divergence only where decisions differ, the leaderboard, ownership of
attempts, the secret seed, and the Discord handlers driven by small stand-in interactions."""

from __future__ import annotations

import dataclasses
import itertools
import random
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.core import i18n
from bot.core.challenges import Attempt, ChallengeService, rank
from bot.core.config import Config
from bot.core.records import RecordService
from bot.core.replies import Reply
from bot.core.service import GameService
from bot.core.session import solo_available
from bot.discord.app import LabyrinthApp
from bot.discord.challenges import ChallengeApp, build_groups, install
from engine import Game
from engine.usbot import LEVELS as US_BOT_LEVELS
from tests.bot.core.test_russian_game import _cyrillic_share

pytestmark = pytest.mark.skipif(not solo_available(), reason="challenges are 1-player games")

CODE = re.compile(r"(?:Challenge|Вызов) ([A-Z2-9]{6})")  # English or Russian


@dataclass
class Env:
    svc: GameService
    ch: ChallengeService
    rec: RecordService
    #: (channel, reply) posted by the challenge service to challenge channels
    posts: list[tuple[str, Reply]] = field(default_factory=list)
    #: every reply a player received, to search for the seed
    seen: list[Reply] = field(default_factory=list)

    def saw(self, r: Reply) -> Reply:
        self.seen.append(r)
        return r


@pytest.fixture
async def env(db_target: str | Path) -> AsyncIterator[Env]:
    svc = await GameService.open(db_target, images=False)
    ch = ChallengeService(svc)
    e = Env(svc, ch, RecordService(svc, ch, draw=lambda v: b"png"))

    async def listen(channel: str, reply: Reply) -> None:
        e.posts.append((channel, reply))

    ch.board_listeners.append(listen)
    yield e
    await svc.close()


async def post(e: Env, channel: str = "hall", **kw: Any) -> str:
    r = e.saw(await e.ch.new(channel, "host", "Hal", **kw))
    assert r.ok, r.error
    m = CODE.search(r.public[0])
    assert m is not None
    return m.group(1)


async def secret_seed(svc: GameService, code: str) -> int:
    rows = await svc.store._all("SELECT seed FROM challenges WHERE code = ?", (code,))
    return int(rows[0][0])


async def state_of(svc: GameService, game_id: int) -> Game:
    snap = await svc.store.snapshot(game_id)
    assert snap is not None
    return Game.from_json(snap[0])


async def attempt_key(e: Env, code: str, user: str) -> tuple[str, int]:
    a = await e.ch.attempt(code, user)
    assert a is not None
    return a.channel, a.game_id


async def play(e: Env, code: str, user: str, choose: Any, limit: int | None = None) -> tuple[Reply, list[str]]:
    """Start `user`'s attempt and answer with `choose(n, prompt) -> option id` until the end
    (or `limit` decisions); returns the last reply and the ids chosen."""
    r = e.saw(await e.ch.start(code, user, user.title()))
    assert r.ok, r.error
    key, _ = await attempt_key(e, code, user)
    ids: list[str] = []
    while r.prompt is not None and (limit is None or len(ids) < limit):
        oid = choose(len(ids), r.prompt)
        ids.append(oid)
        r = e.saw(await e.svc.act(key, user, oid, r.prompt.version))
        assert r.ok, r.error
    return r, ids


SEARCH_SEED = 20261125


def randomly(seed: int) -> Any:
    rng = random.Random(seed)
    return lambda n, p: rng.choice(p.options).id


# ---------------------------------------------------------------------- same deck, same dice
@pytest.mark.one_store  # what it checks does not depend on the store
async def test_same_decisions_reach_identical_states_and_other_decisions_diverge_only_from_there(env: Env) -> None:
    code = await post(env)
    # Ann plays to the end; Ben makes exactly her decisions
    end_a, ids = await play(env, code, "ann", randomly(4))
    assert end_a.prompt is None
    end_b, ids_b = await play(env, code, "ben", lambda n, p: ids[n])
    assert ids_b == ids and end_b.prompt is None
    _, game_a = await attempt_key(env, code, "ann")
    _, game_b = await attempt_key(env, code, "ben")
    assert (await state_of(env.svc, game_a)).state_json() == (await state_of(env.svc, game_b)).state_json()
    assert [ln for r in [end_a] for ln in r.public[:-1]] == [ln for ln in end_b.public[:-1]]

    # Cy makes Ann's first k decisions, then another one: identical up to k, different after
    setup = (await env.svc.store.game(game_a)).setup  # type: ignore[union-attr]
    ann_after = [Game.replay(setup, [("us", i) for i in ids[:n]]) for n in range(len(ids) + 1)]

    def other_than_ann(n: int) -> tuple[str, Game] | None:
        """At Ann's decision n, another option and where it leads, if one leads elsewhere (the
        secret seed is random: some decisions offer options that reach the same state)."""
        p = ann_after[n].prompt()
        for o in p.options if p is not None else []:
            if o.id != ids[n]:
                then = Game.replay(setup, [("us", i) for i in ids[:n]] + [("us", o.id)])
                if then.state_json() != ann_after[n + 1].state_json():
                    return o.id, then
        return None

    k, (other, cy_after) = next((n, o) for n in range(5, len(ids)) if (o := other_than_ann(n)) is not None)
    await play(env, code, "cy", lambda n, p: ids[n], limit=k)
    _, game_c = await attempt_key(env, code, "cy")
    at_k = await state_of(env.svc, game_c)
    assert at_k.state_json() == ann_after[k].state_json()
    assert at_k.state.deck == ann_after[k].state.deck  # the same cards to come
    assert at_k.state.rng == ann_after[k].state.rng  # the same dice to come
    key_c, _ = await attempt_key(env, code, "cy")
    p = (await env.svc.prompt(key_c, "cy")).prompt
    assert p is not None
    assert (await env.svc.act(key_c, "cy", other, p.version)).ok
    assert (await state_of(env.svc, game_c)).state_json() == cy_after.state_json() != ann_after[k + 1].state_json()

    # another challenge (another secret seed) deals other cards for the very same decisions
    code2 = await post(env)
    await play(env, code2, "ann", lambda n, p: p.options[0].id, limit=0)
    _, game_2 = await attempt_key(env, code2, "ann")
    assert (await state_of(env.svc, game_2)).state.deck != ann_after[0].state.deck


# ---------------------------------------------------------------------- leaderboard
def att(user: str, status: str = "finished", won: bool = False, turn: int = 5, deck: int = 1, good: int = 4,
        when: str = "2026-01-01", islamist: int = 1) -> Attempt:  # fmt: skip
    return Attempt(
        challenge_id=1, user_id=user, user_name=user, game_id=abs(hash(user)) % 10**6, channel=f"c-{user}",
        status=status, won=won if status == "finished" else None, reason="r", turn=turn, deck=deck,
        good_resources=good, islamist_resources=islamist, prestige=5, started_at=when, finished_at=when,
    )  # fmt: skip


def test_a_jihadist_leaderboard_breaks_ties_by_islamist_resources() -> None:
    atts = [
        att("ir2_gr9", won=True, islamist=2, good=9),
        att("ir5_gr1", won=True, islamist=5, good=1),
        att("loss", won=False, turn=1, islamist=9),
    ]
    assert [s.attempt.user_id for s in rank(atts, "jihadist")] == ["ir5_gr1", "ir2_gr9", "loss"]
    assert [s.attempt.user_id for s in rank(atts)] == ["ir2_gr9", "ir5_gr1", "loss"]  # the US: Good Resources


def test_rank_orders_by_win_then_earliest_finish_then_good_resources_and_ties_share_a_rank() -> None:
    atts = [
        att("loss_early", won=False, turn=2),
        att("win_late", won=True, turn=9),
        att("win_t5_gr3", won=True, turn=5, good=3),
        att("win_t5_gr7", won=True, turn=5, good=7),
        att("win_t5_gr7_b", won=True, turn=5, good=7, when="2026-02-01"),
        att("win_t4_deck2", won=True, turn=4, deck=2),
        att("win_t4_deck1", won=True, turn=4, deck=1),
        att("quit", status="abandoned"),
        att("busy", status="playing"),
    ]
    board = [(s.rank, s.attempt.user_id) for s in rank(atts)]
    assert board == [
        (1, "win_t4_deck1"),
        (2, "win_t4_deck2"),
        (3, "win_t5_gr7"),
        (3, "win_t5_gr7_b"),  # a tie: same rank, the earlier finisher listed first
        (5, "win_t5_gr3"),
        (6, "win_late"),
        (7, "loss_early"),
    ]


async def test_results_recorded_abandoned_not_ranked_and_the_leaderboard_posted(env: Env) -> None:
    code = await post(env, "hall", title="Opening night")
    end, _ = await play(env, code, "ann", randomly(4))
    assert any(f"Challenge {code}: your result is recorded — rank 1 of 1." in t for t in end.public)
    a = await env.ch.attempt(code, "ann")
    _, game = await attempt_key(env, code, "ann")
    final = (await state_of(env.svc, game)).view(None)
    assert a is not None and a.status == "finished"
    assert a.won == (final.winner == "us") and a.reason == str(final.victory)
    assert (a.good_resources, a.islamist_resources, a.prestige) == (
        final.good_resources, final.islamist_resources, final.prestige)  # fmt: skip
    assert a.deck == min(final.deck_number, final.game_length) and a.turn in (final.turn, final.turn - 1)
    # the leaderboard went to the challenge's channel
    assert len(env.posts) == 1 and env.posts[0][0] == "hall"
    text = "\n".join(env.posts[0][1].public)
    assert "\u2068Ann\u2069 finished challenge" in text and " 1. \u2068Ann\u2069 — " in text and "Opening night" in text

    # Ben abandons, Cy resigns, Dee is still playing: none of them ranks
    await play(env, code, "ben", randomly(1), limit=3)
    r = env.saw(await env.ch.abandon(code, "ben"))
    assert r.ok and any("recorded as abandoned (not ranked)" in t for t in r.public)
    await play(env, code, "cy", randomly(2), limit=2)
    key_c, _ = await attempt_key(env, code, "cy")
    assert (await env.svc.resign(key_c, "cy")).ok
    await play(env, code, "dee", randomly(3), limit=1)
    board = "\n".join(env.saw(await env.ch.leaderboard(code)).public)
    assert " 1. \u2068Ann\u2069 — " in board and "Ben\u2069 —" not in board and "Cy\u2069 —" not in board
    assert "Playing: \u2068Dee\u2069" in board and "Abandoned (not ranked): \u2068Ben\u2069 (abandoned), \u2068Cy\u2069 (resigned)" in board
    assert [p[0] for p in env.posts] == ["hall"] * 3  # Ann's end, Ben's and Cy's giving up

    # one attempt each, even after giving up (a second one would know the cards)
    for user in ("ann", "ben"):
        again = await env.ch.start(code, user, user)
        assert not again.ok and "one attempt each" in (again.error or "")

    # closing: only the creator (or a manager); running attempts become abandoned; no new ones
    assert "Only the challenge's creator" in ((await env.ch.close(code, "ann")).error or "")
    closed = env.saw(await env.ch.close(code, "host"))
    assert closed.ok and "Dee\u2069 (abandoned)" in "\n".join(closed.public)
    assert (await env.ch.attempt(code, "dee")).status == "abandoned"  # type: ignore[union-attr]
    late = await env.ch.start(code, "eve", "Eve")
    assert not late.ok and "closed" in (late.error or "")
    assert len(env.posts) == 3  # closing announces itself, not each abandoned attempt


# ---------------------------------------------------------------------- Jihadist challenges (issue 24)
@pytest.mark.one_store  # what it checks does not depend on the store
async def test_a_jihadist_challenge_is_the_two_player_game_against_the_us_bot_with_the_same_deck_and_dice(
    env: Env,
) -> None:
    code = await post(env, side="jihadist", level="gentle")
    c = await env.ch.challenge(code)
    assert c is not None and (c.side, c.level) == ("jihadist", "gentle")
    assert "as the Jihadist against the US bot (level gentle)" in c.describe()
    assert "за исламистов против бота США (уровень мягкий)" in c.describe("ru") and "gentle" not in c.describe("ru")
    end_a, ids = await play(env, code, "ann", randomly(5))
    assert end_a.prompt is None and ids
    end_b, ids_b = await play(env, code, "ben", lambda n, p: ids[n])
    assert ids_b == ids and end_b.prompt is None
    _, game_a = await attempt_key(env, code, "ann")
    _, game_b = await attempt_key(env, code, "ben")
    row = await env.svc.store.game(game_a)
    assert row is not None and row.setup.get("us_bot") == "gentle" and row.setup.get("players") == "two"
    assert [s.role for s in await env.svc.store.seats(game_a)] == ["jihadist"]
    assert (await state_of(env.svc, game_a)).state_json() == (await state_of(env.svc, game_b)).state_json()


@pytest.mark.one_store
async def test_a_searching_us_bot_answers_two_attempts_alike(env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    """The searching levels seed their samples from the public position, not the clock: two
    attempts that make the same first decisions reach the same state."""
    # a fixed challenge seed (the deck and dice): a random one made the decisions before the bot's
    # first Action Phase vary, and once ran past the end of the game
    monkeypatch.setattr("bot.core.challenges.secrets.randbelow", lambda n: SEARCH_SEED % n)
    code = await post(env, side="jihadist", level="strong")
    r, ids = await play(env, code, "ann", randomly(6), limit=0)
    key, game_a = await attempt_key(env, code, "ann")
    rng = random.Random(6)
    # Ann decides until the bot has played its first Action Phase (or the game ends)
    while not any("US Action Phase" in e.text for e in (await state_of(env.svc, game_a)).view(None).log):
        p = r.prompt or (await env.svc.prompt(key, "ann")).prompt  # (a reply may carry no prompt)
        assert p is not None, "the game ended before the US bot played"
        ids.append(rng.choice(p.options).id)
        r = await env.svc.act(key, "ann", ids[-1], p.version)
        assert r.ok, r.error
    await play(env, code, "ben", lambda n, p: ids[n], limit=len(ids))
    _, game_b = await attempt_key(env, code, "ben")
    a, b = await state_of(env.svc, game_a), await state_of(env.svc, game_b)
    assert any("US Action Phase" in e.text for e in a.view(None).log)  # the bot has played
    assert a.state_json() == b.state_json()


async def test_a_jihadist_challenge_ranks_the_jihadists_own_win_and_keeps_the_sides_apart(env: Env) -> None:
    us_code = await post(env)
    ji_code = await post(env, side="jihadist", level="gentle", title="Other side")
    assert "as the Jihadist against the US bot" in "\n".join(env.seen[-1].public)
    await play(env, ji_code, "ann", randomly(4))
    a = await env.ch.attempt(ji_code, "ann")
    _, game = await attempt_key(env, ji_code, "ann")
    final = (await state_of(env.svc, game)).view(None)
    assert a is not None and a.status == "finished" and final.winner is not None
    assert a.won == (final.winner == "jihadist") and a.reason == str(final.victory)
    board = "\n".join((await env.ch.leaderboard(ji_code)).public)
    assert "as the Jihadist" in board and " 1. \u2068Ann\u2069 — " + ("Win" if a.won else "Loss") in board
    # a US attempt by the same player, given up: listed and counted apart from the Jihadist one
    await play(env, us_code, "ann", randomly(1), limit=2)
    assert (await env.ch.abandon(us_code, "ann")).ok
    mine = (await env.ch.describe_attempts("ann")).private[0].text
    us_at, ji_at = mine.index("As the US"), mine.index("As the Jihadist")
    assert us_at < mine.index(us_code) < ji_at < mine.index(ji_code)
    stats = "\n".join((await env.rec.stats("ann")).public)
    assert "Challenge attempts as US: 1 (0 won, 1 abandoned)" in stats
    assert f"Challenge attempts as Jihadist: 1 ({int(bool(a.won))} won, 0 abandoned)" in stats
    # the US challenge's leaderboard does not list the Jihadist attempt
    us_board = "\n".join((await env.ch.leaderboard(us_code)).public)
    assert "No finished attempt yet." in us_board and "Ben" not in us_board


async def test_a_hint_is_refused_in_a_challenge_of_either_side(env: Env) -> None:
    for kw in ({}, {"side": "jihadist", "level": "gentle"}):
        code = await post(env, **kw)
        user = f"p{len(kw)}"
        r, _ = await play(env, code, user, randomly(1), limit=0)
        assert r.prompt is not None
        key, _ = await attempt_key(env, code, user)
        hint = await env.svc.hint(key, user)
        assert not hint.ok and "No hints in a challenge" in (hint.error or "")


@pytest.mark.one_store
async def test_challenge_side_and_level_refusals_change_nothing(env: Env) -> None:
    bad = [
        ({"side": "both"}, "Side must be 'us' or 'jihadist'"),
        ({"side": "jihadist", "level": "godlike"}, "Unknown US bot level 'godlike'; choose one of: gentle, "),
        ({"level": "gentle"}, "A level is for the US bot"),
        ({"side": "jihadist", "ideology": "coherent"}, "Jihadist Ideology levels"),
    ]
    for kw, why in bad:
        r = await env.ch.new("hall", "host", "Hal", **kw)
        assert not r.ok and why in (r.error or ""), (kw, r.error)
    assert await env.ch.challenges() == []
    # the default side is the US; a Jihadist challenge without a level gets the US bot's default one
    code = await post(env, side="jihadist")
    c = await env.ch.challenge(code)
    assert c is not None and c.level == "strong"
    us = await env.ch.challenge(await post(env))
    assert us is not None and (us.side, us.level) == ("us", None)


@pytest.mark.one_store
async def test_a_jihadist_challenges_attempts_meet_the_bot_it_was_set_with(env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    """A level released anew after a challenge is set (engine.usbot.bot.Level.edition) is what new
    games and challenges get; the challenge's attempts keep meeting the edition it was set with."""
    code = await post(env, side="jihadist", level="gentle")
    second = dataclasses.replace(US_BOT_LEVELS["gentle"], edition=2, priorities="smart")  # released since
    monkeypatch.setitem(US_BOT_LEVELS, second.key, second)
    r = env.saw(await env.ch.start(code, "ann", "Ann"))
    assert r.ok, r.error
    _, game = await attempt_key(env, code, "ann")
    row = await env.svc.store.game(game)
    assert row is not None and row.setup["us_bot"] == "gentle"
    # a new challenge and a new game named "gentle" get the new edition, shown by the same name
    c2 = await env.ch.challenge(await post(env, side="jihadist", level="gentle"))
    assert c2 is not None and c2.level == "gentle.2"
    assert "(level gentle)" in c2.describe() and "gentle.2" not in c2.describe() + c2.describe("ru")
    made = await env.svc.create("den", "hal", "Hal", players="solo", side="jihadist", level="gentle")
    assert made.ok and made.game_id is not None and "gentle.2" not in " ".join(made.public)
    row2 = await env.svc.store.game(made.game_id)
    assert row2 is not None and row2.setup["us_bot"] == "gentle.2"
    # both play on: Ann against the first edition, whose answers the attempt records
    _, ids = await play(env, code, "ben", randomly(3), limit=8)
    _, game_b = await attempt_key(env, code, "ben")
    row_b = await env.svc.store.game(game_b)
    assert ids and row_b is not None and row_b.setup["us_bot"] == "gentle"
    # an edition's key is no level a player may type
    for typed_level in ("gentle.2", "gentle.1"):
        refused = await env.svc.create("eve", "hal", "Hal", players="solo", side="jihadist", level=typed_level)
        assert not refused.ok and "gentle, standard, strong, expert" in (refused.error or "")
        refused = await env.ch.new("hall", "host", "Hal", side="jihadist", level=typed_level)
        assert not refused.ok


@pytest.mark.one_store
async def test_a_challenge_made_before_migration_010_is_a_us_challenge(env: Env) -> None:
    async def job(db: Any) -> None:  # the columns 002 had: no side, no level
        await db.execute(
            "INSERT INTO challenges (code, channel, creator, creator_name, title, scenario, length, ideology,"
            " seed, created_at) VALUES ('OLDONE', 'hall', 'h', 'Hal', '', 'lets_roll', 1, 'normal', 7, 'now')"
        )

    await env.svc.store._write(job)
    c = await env.ch.challenge("OLDONE")
    assert c is not None and (c.side, c.level) == ("us", None)
    r = await env.ch.start("OLDONE", "ann", "Ann")
    assert r.ok and r.prompt is not None
    _, game = await attempt_key(env, "OLDONE", "ann")
    assert [s.role for s in await env.svc.store.seats(game)] == ["us"]


async def test_a_player_cannot_act_in_anothers_attempt(env: Env) -> None:
    code = await post(env)
    r, _ = await play(env, code, "ann", randomly(1), limit=2)
    key, game = await attempt_key(env, code, "ann")
    before = (await state_of(env.svc, game)).state_json()
    p = r.prompt
    assert p is not None and p.user_id == "ann"
    for refused in (
        await env.svc.act(key, "bob", p.options[0].id, p.version),
        await env.svc.act(key, "bob", p.options[0].id),
        await env.svc.undo(key, "bob"),
        await env.svc.resign(key, "bob"),
        await env.svc.abort(key, "bob"),
        await env.svc.prompt(key, "bob"),
        await env.svc.join(key, "bob", "Bob"),
    ):
        assert not refused.ok
    assert "do not sit" in ((await env.svc.act(key, "bob", p.options[0].id)).error or "")
    assert (await state_of(env.svc, game)).state_json() == before
    # Bob's challenge commands only ever reach his own attempt
    assert "no attempt" in ((await env.ch.continue_(code, "bob")).error or "")
    assert "no attempt" in ((await env.ch.abandon(code, "bob")).error or "")
    assert (await env.ch.attempt(code, "ann")).status == "playing"  # type: ignore[union-attr]
    # and a place that already has a game cannot host an attempt
    await env.svc.create("busy", "bob", "Bob", players="solo")
    refused = await env.ch.start(code, "bob", "Bob", "busy")
    assert not refused.ok and "unfinished game" in (refused.error or "")
    assert await env.ch.attempt(code, "bob") is None


@pytest.mark.one_store  # (nothing it checks depends on the store)
async def test_the_seed_never_reaches_a_player(env: Env) -> None:
    code = await post(env, title="Seed hunt")
    seed = await secret_seed(env.svc, code)
    end, _ = await play(env, code, "ann", randomly(6))
    await play(env, code, "ben", randomly(7), limit=4)
    key_a, game_a = await attempt_key(env, code, "ann")
    key_b, game_b = await attempt_key(env, code, "ben")
    s = env.saw
    s(await env.ch.list("hall"))
    s(await env.ch.list(None, open_only=False))
    s(await env.ch.leaderboard(code))
    s(await env.ch.continue_(code, "ben"))
    s(await env.ch.board(code, "ben"))
    s(await env.ch.describe_attempts("ann"))
    for key, user in ((key_a, "ann"), (key_b, "ben")):
        s(await env.svc.status(key))
        s(await env.svc.hand(key, user))
        s(await env.svc.history(key, user, 200))
        s(await env.svc.export_view(key, user))
        s(await env.svc.prompt(key, user))
    s(await env.rec.log(game_a, "ann"))
    s(await env.rec.replay(game_a, "ann", 2))
    s(await env.rec.stats("ann"))
    s(await env.rec.finished())
    # exports: refused while the challenge is open — for an unfinished and a finished attempt
    for key, user in ((key_b, "ben"), (key_a, "ann")):
        refused = s(await env.svc.export(key, user))
        assert not refused.ok and "secret seed" in (refused.error or "")
    for game, user in ((game_a, "ann"), (game_a, "ben"), (game_b, "ben")):
        refused = s(await env.rec.export(game, user))
        assert not refused.ok
    assert "still open" in (s(await env.rec.export(game_a, "ann")).error or "")
    # others may not read a finished attempt's record while the challenge is open
    assert "Only its player" in (s(await env.rec.log(game_a, "ben")).error or "")
    assert "Only its player" in (s(await env.rec.replay(game_a, "ben")).error or "")
    s(await env.ch.abandon(code, "ben"))
    s(await env.ch.close(code, "host"))
    for r in env.seen:
        dumped = r.model_dump_json(exclude={"images"})
        assert str(seed) not in dumped
    assert env.posts and all(str(seed) not in r.model_dump_json() for _, r in env.posts)
    # once the challenge is closed the record is open to all, and the export (with its seed) too
    assert (await env.rec.log(game_a, "ben")).ok
    full = await env.rec.export(game_a, "ben")
    assert full.ok and full.attachment is not None and str(seed) in full.attachment.text
    assert not (await env.svc.export(key_a, "ann")).ok  # the game channel's export stays refused


# ---------------------------------------------------------------------- Discord handlers
_ids = itertools.count(5000)


@dataclass
class Sent:
    where: str
    content: str | None
    ephemeral: bool = False
    files: list[str] = field(default_factory=list)
    view: Any = None


class World:
    def __init__(self) -> None:
        self.log: list[Sent] = []
        self.channels: dict[int, Any] = {}
        self.users: dict[int, Any] = {}


class NotFoundResp:
    status = 404
    reason = "Not Found"


class Message:
    """A posted message; `edit` changes the recorded post in place (and logs the edit)."""

    def __init__(self, channel: Channel, sent: Sent):
        self.id, self.channel, self.sent = next(_ids), channel, sent

    async def edit(
        self, *, content: str | None = None, allowed_mentions: Any = None, embed: Any = None, view: Any = None,
        attachments: list[Any] | None = None,
    ) -> Message:  # fmt: skip
        if self.id not in self.channel.messages:
            raise discord.NotFound(NotFoundResp(), {"code": 10008, "message": "Unknown Message"})  # type: ignore[arg-type]
        self.sent.content, self.sent.view = content, view
        if attachments:
            self.sent.files = [f.filename for f in attachments]
        self.channel.world.log.append(Sent(f"edit:{self.channel.id}", content, view=view))
        return self


class PartialMessage:
    def __init__(self, channel: Channel, mid: int):
        self.channel, self.id = channel, mid

    async def edit(self, **kw: Any) -> Message:
        msg = self.channel.messages.get(self.id)
        if msg is None:  # deleted meanwhile
            raise discord.NotFound(NotFoundResp(), {"code": 10008, "message": "Unknown Message"})  # type: ignore[arg-type]
        return await msg.edit(**kw)


class Channel:
    def __init__(self, world: World, parent_id: int | None = None, dm_of: int | None = None):
        self.world, self.id, self.parent_id, self.dm_of = world, next(_ids), parent_id, dm_of
        self.members: list[int] = []
        self.messages: dict[int, Message] = {}
        world.channels[self.id] = self

    def get_partial_message(self, mid: int) -> PartialMessage:
        return PartialMessage(self, mid)

    async def send(self, content: str | None = None, *, file: Any = None, files: Any = None, embed: Any = None,
                   view: Any = None, allowed_mentions: Any = None) -> Any:  # fmt: skip
        names = [f.filename for f in ([file] if file else []) + list(files or [])]
        text = content or ""
        if embed is not None:
            text += f"\n{embed.title}\n{embed.description}"
        sent = Sent(f"dm:{self.dm_of}" if self.dm_of else f"channel:{self.id}", text, files=names, view=view)
        self.world.log.append(sent)
        msg = Message(self, sent)
        self.messages[msg.id] = msg
        return msg

    async def create_thread(self, *, name: str, type: Any = None, invitable: bool = True,
                            auto_archive_duration: int = 0) -> Channel:  # fmt: skip
        t = Channel(self.world, parent_id=self.id)
        t.private = type == discord.ChannelType.private_thread and not invitable  # type: ignore[attr-defined]
        return t

    async def add_user(self, user: Any) -> None:
        self.members.append(user.id)


class User:
    def __init__(self, world: World, name: str):
        self.world, self.id, self.name, self.display_name = world, next(_ids), name, name
        self.dm_channel: Channel | None = None
        world.users[self.id] = self

    async def create_dm(self) -> Channel:
        if self.dm_channel is None:
            self.dm_channel = Channel(self.world, dm_of=self.id)
        return self.dm_channel

    async def send(self, content: str | None = None, **kw: Any) -> Any:
        return await (await self.create_dm()).send(content, **kw)


class Client:
    def __init__(self, world: World):
        self.world = world

    def get_channel(self, cid: int) -> Any:
        return self.world.channels.get(cid)

    async def fetch_channel(self, cid: int) -> Any:
        return self.world.channels[cid]

    def get_user(self, uid: int) -> Any:
        return self.world.users.get(uid)

    async def fetch_user(self, uid: int) -> Any:
        return self.world.users[uid]

    async def create_dm(self, user: Any) -> Any:
        return await self.world.users[user.id].create_dm()


class Response:
    def __init__(self, inter: Interaction):
        self.inter, self.deferred = inter, None

    async def defer(self, *, ephemeral: bool = False, thinking: bool = False) -> None:
        assert self.deferred is None, "acknowledged twice"
        self.deferred = {"ephemeral": ephemeral, "thinking": thinking}

    async def send_message(self, content: str | None = None, *, ephemeral: bool = False, **kw: Any) -> None:
        assert self.deferred is None
        self.deferred = {"ephemeral": ephemeral}
        self.inter.world.log.append(Sent("response", content, ephemeral=ephemeral))


class Followup:
    def __init__(self, inter: Interaction):
        self.inter, self.count = inter, 0

    async def send(self, content: str | None = None, *, ephemeral: bool = False, file: Any = None, files: Any = None,
                   embed: Any = None, view: Any = None, wait: bool = False, allowed_mentions: Any = None) -> Any:  # fmt: skip
        d = self.inter.response.deferred
        assert d is not None, "follow-up before the acknowledgement"
        if self.count == 0 and d.get("thinking"):
            ephemeral = d["ephemeral"]
        self.count += 1
        where = f"dm:{self.inter.user.id}" if self.inter.guild is None else "followup"
        names = [f.filename for f in ([file] if file else []) + list(files or [])]
        self.inter.world.log.append(Sent(where, content, ephemeral=ephemeral, files=names, view=view))
        return Sent("msg", content)


class Interaction:
    def __init__(self, world: World, client: Client, user: User, channel: Channel, *, manage: bool = False):
        self.world, self.client, self.user, self.channel = world, client, user, channel
        self.channel_id = channel.id
        self.guild = None if channel.dm_of else object()
        self.permissions = discord.Permissions(manage_channels=manage)
        self.response = Response(self)
        self.followup = Followup(self)
        self.message = None
        self.data: dict[str, Any] = {}

    async def edit_original_response(self, *, content: str | None = None, view: Any = None) -> None:
        self.world.log.append(Sent("edit", content, ephemeral=True))


@dataclass
class Discord:
    world: World
    client: Client
    lab: LabyrinthApp
    app: ChallengeApp
    hall: Channel

    def inter(self, user: User, channel: Channel | None = None, **kw: Any) -> Interaction:
        return Interaction(self.world, self.client, user, channel or self.hall, **kw)


@pytest.fixture
async def dc(tmp_path: Path) -> AsyncIterator[Discord]:
    world = World()
    client = Client(world)
    svc = await GameService.open(tmp_path / "games.sqlite3", images=False)
    lab = LabyrinthApp(svc, client, Config(db_path=tmp_path / "games.sqlite3"))
    app = ChallengeApp(lab)
    client.labyrinth = lab  # type: ignore[attr-defined]
    client.challenge_app = app  # type: ignore[attr-defined]
    yield Discord(world, client, lab, app, Channel(world))
    await svc.close()


async def discord_attempt(d: Discord, user: User, code: str, where: str, rng: random.Random) -> tuple[str, int]:
    """Start `user`'s attempt with /challenge start and press option buttons until it ends."""
    await d.app.cmd_start(d.inter(user), code, where)  # type: ignore[arg-type]
    a = await d.app.challenges.attempt(code, str(user.id))
    assert a is not None, [s.content for s in d.world.log[-3:]]
    place = d.world.channels[int(a.channel)]
    while True:
        r = await d.lab.svc.prompt(a.channel, str(user.id))
        if r.prompt is None:
            break
        p = r.prompt
        await d.lab.on_option(d.inter(user, place), p.game_id, p.version, rng.randrange(len(p.options)))  # type: ignore[arg-type]
    return a.channel, a.game_id


async def test_discord_challenge_played_in_dm_and_in_a_private_thread(dc: Discord) -> None:
    w = dc.world
    hal, ann, ben, eve = (User(w, n) for n in ("Hal", "Ann", "Ben", "Eve"))
    await dc.app.cmd_new(dc.inter(hal), "lets_roll", 1, "normal", "Friday")  # type: ignore[arg-type]
    posted = [s for s in w.log if s.where == "followup" and not s.ephemeral]
    assert posted and "\u2068Hal\u2069 posted Challenge" in (posted[0].content or "")
    assert "`/challenge start code:" in (posted[0].content or "")
    m = CODE.search(posted[0].content or "")
    assert m is not None
    code = m.group(1)
    seed = await secret_seed(dc.lab.svc, code)
    choices = await dc.app.code_choices(dc.inter(ann), code[:3].lower())  # type: ignore[arg-type]
    assert [c.value for c in choices] == [code]

    hall_before = len([s for s in w.log if s.where == f"channel:{dc.hall.id}"])
    key_a, game_a = await discord_attempt(dc, ann, code, "dm", random.Random(2))
    assert key_a == str(ann.dm_channel.id)  # type: ignore[union-attr]
    acks = [
        s
        for s in w.log
        if s.where == "followup" and s.ephemeral and "begins in your direct messages" in (s.content or "")
    ]
    assert acks, "the starter is told privately where the attempt is"
    dms = [s for s in w.log if s.where in (f"dm:{ann.id}", f"edit:{ann.dm_channel.id}")]  # type: ignore[union-attr]
    assert any("decides:" in (s.content or "") and s.view is not None for s in dms)  # phase posts edited (issue 19)
    assert any("your result is recorded" in (s.content or "") for s in dms)
    # the leaderboard was posted in the challenge's channel; nothing else about the attempt was
    hall_posts = [s for s in w.log if s.where == f"channel:{dc.hall.id}"][hall_before:]
    assert (
        len(hall_posts) == 1
        and "Leaderboard" in (hall_posts[0].content or "")
        and "Ann" in (hall_posts[0].content or "")
    )

    # Eve cannot press Ann's buttons (a new attempt of Ben's is running meanwhile in a private thread)
    await dc.app.cmd_start(dc.inter(ben), code, "thread")  # type: ignore[arg-type]
    b = await dc.app.challenges.attempt(code, str(ben.id))
    assert b is not None
    thread = w.channels[int(b.channel)]
    assert thread.parent_id == dc.hall.id and thread.private and thread.members == [ben.id]
    p = (await dc.lab.svc.prompt(b.channel, str(ben.id))).prompt
    assert p is not None
    await dc.lab.on_option(dc.inter(eve, thread), p.game_id, p.version, 0)  # type: ignore[arg-type]
    assert "It is not your decision" in (w.log[-1].content or "") and w.log[-1].ephemeral
    assert (await dc.lab.svc.prompt(b.channel, str(ben.id))).prompt == p  # nothing moved
    # Ben gives up; the leaderboard shows it: the same message, edited in place
    await dc.app.cmd_abandon(dc.inter(ben), code)  # type: ignore[arg-type]
    hall_posts = [s for s in w.log if s.where == f"channel:{dc.hall.id}"][hall_before:]
    assert len(hall_posts) == 1 and "Abandoned (not ranked): \u2068Ben\u2069 (abandoned)" in (hall_posts[0].content or "")
    assert "Latest: \u2068Ben\u2069 gave up challenge" in (hall_posts[0].content or "") and "Ann" in (hall_posts[0].content or "")
    assert any(s.where == f"edit:{dc.hall.id}" for s in w.log)
    c = await dc.app.challenges.challenge(code)
    assert c is not None
    stored = await dc.app.challenges.board_message(c.id)
    assert stored is not None and stored[0] == str(dc.hall.id) and int(stored[1]) in dc.hall.messages
    # someone deleted the leaderboard message: the next result posts a new one (and keeps its id)
    dc.hall.messages.clear()
    await dc.app.cmd_start(dc.inter(hal), code, "thread")  # type: ignore[arg-type]
    await dc.app.cmd_abandon(dc.inter(hal), code)  # type: ignore[arg-type]
    hall_posts = [s for s in w.log if s.where == f"channel:{dc.hall.id}"][hall_before:]
    assert len(hall_posts) == 2 and "Hal\u2069 (abandoned)" in (hall_posts[1].content or "")
    again = await dc.app.challenges.board_message(c.id)
    assert again is not None and again != stored and int(again[1]) in dc.hall.messages
    await dc.app.cmd_leaderboard(dc.inter(eve), code)  # type: ignore[arg-type]
    assert "Abandoned (not ranked): \u2068Ben\u2069 (abandoned)" in (w.log[-1].content or "")
    # records: Eve may not see Ann's attempt while the challenge is open
    await dc.app.cmd_log(dc.inter(eve), game_a)  # type: ignore[arg-type]
    assert "still open" in (w.log[-1].content or "") and w.log[-1].ephemeral
    await dc.app.cmd_replay(dc.inter(ann), game_a, 2)  # type: ignore[arg-type]
    shown = w.log[-1]
    assert shown.ephemeral and "step 2 of" in (shown.content or "") and shown.files[0].endswith(".png")
    assert [getattr(i, "item", i).label for i in shown.view.children] == ["◀ Previous", "Next ▶"]
    await dc.app.cmd_close(dc.inter(eve), code)  # type: ignore[arg-type]
    assert "Only the challenge's creator" in (w.log[-1].content or "")
    await dc.app.cmd_close(dc.inter(eve, manage=True), code)  # type: ignore[arg-type]
    assert any(f"Challenge {code} is closed." in (s.content or "") for s in w.log[-3:] if s.where == "followup")
    # the standing leaderboard message shows the final ranking too (edited, no new post)
    assert w.log[-1].where == f"edit:{dc.hall.id}" and "(closed)" in (w.log[-1].content or "")
    assert len([s for s in w.log if s.where == f"channel:{dc.hall.id}"][hall_before:]) == 2
    await dc.app.cmd_export(dc.inter(eve), game_a)  # type: ignore[arg-type]
    assert w.log[-1].files == [f"labyrinth-game-{game_a}.json"]
    # the seed appeared nowhere players could read (the export after closing is the exception)
    for s in w.log[:-1]:
        assert str(seed) not in (s.content or "")


async def test_discord_start_refusals_and_dm_play(dc: Discord) -> None:
    w = dc.world
    hal, ann = User(w, "Hal"), User(w, "Ann")
    await dc.app.cmd_new(dc.inter(hal), "lets_roll", 1, "normal", "")  # type: ignore[arg-type]
    code = CODE.search(w.log[-1].content or "").group(1)  # type: ignore[union-attr]
    await dc.app.cmd_start(dc.inter(ann), "NOPE99", "dm")  # type: ignore[arg-type]
    assert "no open challenge" in (w.log[-1].content or "")
    # started from the DM itself: played right there
    dm = await ann.create_dm()
    await dc.app.cmd_start(dc.inter(ann, dm), code, "dm")  # type: ignore[arg-type]
    a = await dc.app.challenges.attempt(code, str(ann.id))
    assert a is not None and a.channel == str(dm.id)
    await dc.app.cmd_continue(dc.inter(ann, dm), code)  # type: ignore[arg-type]
    assert "decides:" in (w.log[-1].content or "") and w.log[-1].view is not None
    await dc.app.cmd_start(dc.inter(ann), code, "dm")  # type: ignore[arg-type]
    assert "already playing" in (w.log[-1].content or "")
    # a DM command cannot post a challenge
    await dc.app.cmd_new(dc.inter(ann, dm), "lets_roll", 1, "normal", "")  # type: ignore[arg-type]
    assert "server channel" in (w.log[-1].content or "")


async def test_discord_challenge_new_takes_a_side_and_the_us_bots_level(dc: Discord) -> None:
    w = dc.world
    hal, ann = User(w, "Hal"), User(w, "Ann")
    new = next(c for c in build_groups(dc.app)[0].commands if c.name == "new")
    assert isinstance(new, app_commands.Command)
    params = {p.name: p for p in new.parameters}
    assert [c.value for c in params["side"].choices] == ["us", "jihadist"]
    assert "gentle" in [c.value for c in params["level"].choices]
    await new.callback(dc.inter(hal), side="jihadist", level="gentle")  # type: ignore[call-arg,arg-type]
    posted = w.log[-1].content or ""
    assert "as the Jihadist against the US bot (level gentle)" in posted and "/challenge start code:" in posted
    code = CODE.search(posted).group(1)  # type: ignore[union-attr]
    c = await dc.app.challenges.challenge(code)
    assert c is not None and (c.side, c.level) == ("jihadist", "gentle")
    # the attempt is the Jihadist's seat, played in the player's DMs
    await dc.app.cmd_start(dc.inter(ann), code, "dm")  # type: ignore[arg-type]
    a = await dc.app.challenges.attempt(code, str(ann.id))
    assert a is not None
    assert [s.role for s in await dc.app.challenges.store.seats(a.game_id)] == ["jihadist"]
    # a level that does not exist is refused with the list, and nothing is posted
    before = await dc.app.challenges.challenges()
    await new.callback(dc.inter(hal), side="jihadist", level="godlike")  # type: ignore[call-arg,arg-type]
    assert "Unknown US bot level 'godlike'; choose one of: gentle" in (w.log[-1].content or "")
    assert await dc.app.challenges.challenges() == before


def test_command_groups_respect_discords_limits_and_install_wires_them() -> None:
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    client.tree = tree  # type: ignore[attr-defined]

    class Lab:
        svc: Any = None

    svc_stub = type("S", (), {"store": None, "end_hooks": []})()
    Lab.svc = svc_stub
    app = install(client, Lab())  # type: ignore[arg-type]
    assert client.challenge_app is app  # type: ignore[attr-defined]
    names = {c.name for c in tree.get_commands()}
    assert names == {"challenge", "records"}
    for group in build_groups(app):
        assert 1 <= len(group.description) <= 100
        for cmd in group.commands:
            assert re.fullmatch(r"[a-z0-9_-]{1,32}", cmd.name) and 1 <= len(cmd.description) <= 100
            assert len(cmd.parameters) <= 25
            for prm in cmd.parameters:
                assert re.fullmatch(r"[a-z0-9_-]{1,32}", prm.name) and 1 <= len(prm.description) <= 100
    assert {c.name for c in build_groups(app)[0].commands} >= {"new", "list", "start", "board", "leaderboard"}
    assert {c.name for c in build_groups(app)[1].commands} == {"list", "log", "export", "replay", "stats"}


async def test_a_leaderboard_is_edited_by_one_process_at_a_time(dc: Discord, monkeypatch: pytest.MonkeyPatch) -> None:
    """While another process holds a challenge's leaderboard lease (migration 007), this one does
    not post or edit the message; once the lease is free it does."""
    import bot.discord.challenges as dch
    from bot.core.challenges import BoardNews

    r = await dc.app.challenges.new(str(dc.hall.id), "host", "Hal", length=1)
    assert r.ok, r.error
    c = (await dc.app.challenges.challenges())[0]
    news = BoardNews(public=["x"], challenge_id=c.id, code=c.code, news="Ann finished", board=["Leaderboard"])
    monkeypatch.setattr(dch, "BOARD_LEASE_TRIES", 2)
    monkeypatch.setattr(dch, "BOARD_LEASE_WAIT", 0.0)
    store, lease = dc.lab.svc.store, f"leaderboard:{c.id}"
    assert await store.take_lease(lease, "other-host:9", dc.lab.clock(), 30)
    before = len(dc.hall.messages)
    await dc.app.post_leaderboard(c.channel, news)
    assert len(dc.hall.messages) == before  # the other process is editing it
    await store.end_lease(lease, "other-host:9")
    await dc.app.post_leaderboard(c.channel, news)
    assert len(dc.hall.messages) == before + 1
    assert await store.take_lease(lease, "other-host:9", dc.lab.clock(), 30)  # released again


async def test_challenge_refusals_come_in_the_readers_language(env: Env) -> None:
    """Issue 23: a Russian reader's refusals are Russian (the level's and the attempt's words too)."""
    env.svc.use_language("host", "ru")
    try:
        r = await env.ch.new("hall", "host", "Hal", side="both")
        assert r.error == "Сторона должна быть 'us' (США) или 'jihadist' (исламисты)."
        r = await env.ch.new("hall", "host", "Hal", side="jihadist", level="godlike")
        assert (r.error or "").startswith("Неизвестный уровень бота США 'godlike'; выберите один из: gentle, ")
        assert (await env.ch.close("ZZZZZZ", "host", is_manager=True)).error == "Нет вызова 'ZZZZZZ'."
        assert await env.ch.challenges() == []
        code = await post(env)
        assert (await env.ch.abandon(code, "host")).error == f"У вас нет попытки в вызове {code}: `challenge start {code}` начнёт её."
    finally:
        env.svc.use_language("host", "en")
    assert (await env.ch.close("ZZZZZZ", "host", is_manager=True)).error == "There is no challenge 'ZZZZZZ'."


async def test_discord_challenge_start_answers_a_russian_reader_in_russian(dc: Discord) -> None:
    """Issue 23: the Discord challenge adapter's own texts in the reader's language."""
    w = dc.world
    hal, ann = User(w, "Hal"), User(w, "Ann")
    await dc.app.cmd_new(dc.inter(hal), "lets_roll", 1, "normal", "")  # type: ignore[arg-type]
    code = CODE.search(w.log[-1].content or "").group(1)  # type: ignore[union-attr]
    assert (await dc.lab.svc.set_language(str(ann.id), "ru")).ok
    await dc.app.cmd_start(dc.inter(ann), "NOPE99", "dm")  # type: ignore[arg-type]
    assert w.log[-1].content == "⚠️ Нет открытого вызова 'NOPE99'."
    dm = await ann.create_dm()
    await dc.app.cmd_start(dc.inter(ann, dm), code, "dm")  # type: ignore[arg-type]
    assert any(s.content == f"Ваша попытка в вызове {code} начинается ниже. Удачи!" for s in w.log)
    await dc.app.cmd_start(dc.inter(hal), "NOPE99", "dm")  # type: ignore[arg-type]
    assert w.log[-1].content == "⚠️ There is no open challenge 'NOPE99'."


@pytest.mark.one_store  # (nothing it checks depends on the store)
async def test_a_challenge_in_russian_from_its_announcement_to_its_leaderboard(env: Env) -> None:
    """Issue 23: the announcement, the list, an attempt (played in its player's language), the
    result notes (each in its player's language), the leaderboard and its news (in the challenge's
    language: its creator's), one's attempts and the closing, in Russian with Russian plurals."""
    ru: list[str] = []
    await env.svc.set_language("host", "ru")
    await env.svc.set_language("аня", "ru")
    env.svc.use_language("host", "ru")
    r = await env.ch.new("hall", "host", "Хал", title="Ночная смена")
    code = CODE.search(r.public[0]).group(1)  # type: ignore[union-attr]
    scenario = i18n.t("ru", i18n.scenario_msg("lets_roll"))
    assert r.public == [
        f"\u2068Хал\u2069 объявляет: Вызов {code} «Ночная смена»: {scenario}, Стандартная (1 колода), идеология исламистов: обычная.",
        "У всех один и тот же порядок карт в колоде и те же броски кубиков при тех же решениях; у каждого одна попытка."
        f" Начните свою: `challenge start {code}`.",
    ]
    listed = (await env.ch.list("hall")).public
    assert listed[0].startswith("Вызовы:\n• Вызов ") and listed[0].endswith("(открыт) — автор \u2068Хал\u2069; 0 попыток, завершено: 0")
    assert (await env.ch.list("elsewhere")).public == ["Открытых вызовов здесь нет. Объявите свой: `challenge new`."]
    ru += r.public + listed

    env.svc.use_language("аня", "ru")
    end, _ = await play(env, code, "аня", randomly(4))
    assert end.lang == "ru" and f"Вызов {code}: ваш результат записан — место 1 из 1." in end.public
    a = await env.ch.attempt(code, "аня")
    assert a is not None and a.status == "finished"
    outcome = "Победа" if a.won else "Поражение"
    news = "\n".join(env.posts[-1][1].public)
    assert env.posts[-1][1].lang == "ru" and news.startswith(f"\u2068Аня\u2069 завершает вызов {code}: {outcome} (")
    assert f"Таблица результатов — Вызов {code} «Ночная смена»" in news and f" 1. \u2068Аня\u2069 — {outcome} (" in news
    ru.append(news)

    env.svc.use_language("ben", "en")  # an English player: his note in English, the channel's news in Russian
    await play(env, code, "ben", randomly(1), limit=2)
    gave_up = await env.ch.abandon(code, "ben")
    assert f"Challenge {code}: your attempt is recorded as abandoned (not ranked)." in gave_up.public
    assert env.posts[-1][1].public[0].startswith(f"\u2068Ben\u2069 бросает вызов {code} (брошена).")

    env.svc.use_language("аня", "ru")
    mine = [m.text for m in (await env.ch.describe_attempts("аня")).private]
    assert mine[0].startswith(f"Ваши попытки в вызовах:\nЗа США (против бота-исламиста):\n• {code} (партия #{a.game_id}): {outcome} (")
    board = (await env.ch.leaderboard(code)).public
    assert "Брошены (вне зачёта): \u2068Ben\u2069 (брошена)" in board[0]
    env.svc.use_language("host", "ru")
    closed = (await env.ch.close(code, "host")).public
    assert closed[0].startswith(f"Вызов {code} закрыт.\nТаблица результатов — Вызов {code} «Ночная смена»: ") and "(закрыт)" in closed[0]
    ru += mine + board + closed
    share, latin = _cyrillic_share([t.replace(code, "").replace("Ben", "").replace("challenge", "") for t in ru])
    assert share >= 0.95, latin
    env.svc.use_language("host", "en")
    assert (await env.ch.list("hall", open_only=False)).public[0].endswith("(closed) — by \u2068Хал\u2069; 2 attempts, 1 finished")
