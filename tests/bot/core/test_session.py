"""bot.core.session under GameService on a real store: a restart continues exactly, another process's
changes are seen, stale copies are judged on the stored game, and concurrent requests apply once."""

from __future__ import annotations

import asyncio
import random
import zlib
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core.replies import Refused
from bot.core.service import GameService
from bot.core.store import LZ4_MAGIC, unpack
from engine import Game
from tests.bot.core.games import JI, US, counts, engine_game, play, stored_game, two_player


@pytest.fixture
async def svc(db_target: str | Path) -> AsyncIterator[GameService]:
    s = await GameService.open(db_target, images=False)
    yield s
    await s.close()


# ---------------------------------------------------------------------- restart
async def test_restart_mid_turn_continues_exactly(db_target: str | Path) -> None:
    path = db_target
    rng = random.Random(8)
    svc = await GameService.open(path, images=False)
    r = await two_player(svc, seed=4)
    restarts = 0
    mid_unit = 0
    while r.prompt is not None:
        if r.prompt.version % 7 == 0:
            seen = r.prompt
            game = svc.cache["c1"].game
            assert game is not None
            mid_unit += bool(game._answers)  # restored in the middle of a card play
            await svc.close()
            svc = await GameService.open(path, images=False)
            again = await svc.prompt("c1", seen.user_id)
            assert again.ok and again.prompt == seen
            restarts += 1
        p = r.prompt
        r = await svc.act("c1", p.user_id, rng.choice(p.options).id, p.version)
        assert r.ok, r.error
    assert restarts > 5 and mid_unit > 0
    final = await stored_game(svc, "c1")
    await svc.close()
    assert final.state_json() == engine_game(4, 8).state_json()


async def test_snapshots_are_stored_as_lz4_and_those_stored_before_as_zlib_or_text_still_load(
    db_target: str | Path,
) -> None:
    rng = random.Random(3)
    svc = await GameService.open(db_target, images=False)
    r = await play(svc, "c1", await two_player(svc, seed=3), rng, limit=30)
    info = await svc.info("c1")
    assert info is not None and r.prompt is not None
    rows = await svc.store._all("SELECT state FROM snapshots WHERE game_id = ?", (info.game_id,))
    stored = bytes(rows[0][0])
    assert stored.startswith(LZ4_MAGIC)
    text = unpack(stored)
    old = [zlib.compress(text.encode(), 1)] + ([text] if not str(db_target).startswith("postgres") else [])
    await svc.close()
    for before in old:
        svc = await GameService.open(db_target, images=False)
        await svc.store._write(
            lambda db, before=before: db.execute("UPDATE snapshots SET state = ? WHERE game_id = ?", (before, info.game_id))
        )
        await svc.close()
        svc = await GameService.open(db_target, images=False)  # nothing cached: the game comes from that row
        again = await svc.prompt("c1", r.prompt.user_id)
        assert again.ok and again.prompt == r.prompt
        assert (await stored_game(svc, "c1")).to_json() == text
        await svc.close()


async def test_another_process_on_the_same_file_is_seen_at_once(db_target: str | Path) -> None:
    path = db_target
    a = await GameService.open(path, images=False)
    b = await GameService.open(path, images=False)
    try:
        r = await two_player(a, seed=2)
        assert r.prompt is not None
        seen = await b.prompt("c1", JI)  # b caches the game now
        assert seen.prompt == r.prompt
        assert (await a.act("c1", JI, r.prompt.options[0].id)).ok
        # b checks its copy against the stored version on every request: it sees a's move at once
        refused = await b.act("c1", JI, r.prompt.options[1].id, r.prompt.version)
        assert not refused.ok and "out of date" in (refused.error or "")
        assert refused.prompt is not None and refused.prompt.version == r.prompt.version + 1
        fresh = await b.prompt("c1", JI)
        assert fresh.ok and fresh.prompt is not None and fresh.prompt.version == r.prompt.version + 1
        assert (await b.act("c1", JI, fresh.prompt.options[0].id, fresh.prompt.version)).ok
    finally:
        await a.close()
        await b.close()


async def test_an_action_on_a_copy_another_process_made_stale_is_judged_on_the_stored_game(
    db_target: str | Path,
) -> None:
    """An action runs on the cached game without first reading the stored version (a round trip
    saved on every action); when another process moved the game meanwhile, the action is judged
    again on the game as stored: what the stale copy refused is accepted, once."""
    a = await GameService.open(db_target, images=False)
    b = await GameService.open(db_target, images=False)
    try:
        r = await two_player(a, seed=2)
        assert r.prompt is not None
        assert (await b.prompt("c1", r.prompt.user_id)).ok  # b caches the game now
        r = await a.act("c1", r.prompt.user_id, r.prompt.options[0].id)
        assert r.ok and r.prompt is not None
        nxt = r.prompt
        # on b's copy (a card to choose) this is no option; on the stored game (how to play it) it is
        stale = b.cache["c1"].game
        assert stale is not None and (sp := stale.prompt()) is not None
        assert nxt.options[-1].id not in sp.ids()
        done = await b.act("c1", nxt.user_id, nxt.options[-1].id)
        assert done.ok, done.error
        assert done.version == nxt.version + 1
        info = await a.info("c1")
        assert info is not None and info.version == nxt.version + 1
        assert len(await a.store.actions(info.game_id)) == 2
        # b's copy is current again: its next action needs no second try
        assert done.prompt is not None
        assert (await b.act("c1", done.prompt.user_id, done.prompt.options[0].id, done.prompt.version)).ok
    finally:
        await a.close()
        await b.close()


async def test_a_refusal_after_the_action_was_saved_never_runs_the_action_again(
    svc: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    r = await two_player(svc, seed=3)
    assert r.prompt is not None
    before = await counts(svc, "c1")
    deliver = svc._deliver
    failures: list[int] = []

    async def fails_once(*args: object, **kwargs: object) -> None:
        if not failures:
            failures.append(1)
            raise Refused("made up: the reply failed after the save")
        await deliver(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(svc, "_deliver", fails_once)
    refused = await svc.act("c1", r.prompt.user_id, r.prompt.options[0].id)
    assert not refused.ok and refused.error == "made up: the reply failed after the save"
    after = await counts(svc, "c1")
    assert after[0] == before[0] + 1 and after[1] == before[1] + 1


# ---------------------------------------------------------------------- concurrency
async def test_simultaneous_acts_on_one_channel_apply_once(svc: GameService) -> None:
    r = await two_player(svc, seed=6)
    p = r.prompt
    assert p is not None
    before = await counts(svc, "c1")
    calls = []
    for i in range(10):
        calls.append(svc.act("c1", JI, p.options[i % len(p.options)].id, p.version))  # legal, same state
        calls.append(svc.act("c1", US, p.options[0].id, p.version))  # not their turn
        calls.append(svc.act("c1", JI, p.options[0].id, p.version - 1))  # stale
        calls.append(svc.act("c1", "stranger", p.options[0].id, p.version))  # not seated
    replies = await asyncio.gather(*calls)
    accepted = [x for x in replies if x.ok]
    assert len(accepted) == 1 and replies[0].ok  # the first in line wins
    errors = [x.error or "" for x in replies if not x.ok]
    assert sum("out of date" in e for e in errors) == 9 + 10
    assert sum("not your turn" in e for e in errors) == 10
    assert sum("do not sit" in e for e in errors) == 10
    after = await counts(svc, "c1")
    assert after[0] == before[0] + 1 and after[1] == before[1] + 1
    assert (await stored_game(svc, "c1")).state_json() == engine_game_after(6, [p.options[0].id]).state_json()


def engine_game_after(seed: int, ids: list[str]) -> Game:
    g = Game.new("lets_roll", players="two", seed=seed, length=1)
    for i in ids:
        p = g.prompt()
        assert p is not None
        g.act(p.role, i)
    return g


async def test_simultaneous_unversioned_acts_apply_exactly_the_legal_ones_in_order(svc: GameService) -> None:
    await two_player(svc, seed=9)
    # a burst of answers without versions: each applies iff legal when its turn in line comes
    model = Game.new("lets_roll", players="two", seed=9, length=1)
    rng = random.Random(2)
    burst: list[tuple[str, str]] = []
    sim = Game.from_json(model.to_json())
    for _ in range(40):
        p = sim.prompt()
        assert p is not None
        if rng.random() < 0.5:
            burst.append((p.role, rng.choice(p.options).id))
            sim.act(*burst[-1])
        else:
            burst.append((p.role, "bogus"))
    users = {"us": US, "jihadist": JI}
    replies = await asyncio.gather(*(svc.act("c1", users[role], oid) for role, oid in burst))
    legal = [(role, oid) for role, oid in burst if oid != "bogus"]
    assert [x.ok for x in replies] == [oid != "bogus" for _, oid in burst]
    for role, oid in legal:
        model.act(role, oid)
    assert (await stored_game(svc, "c1")).state_json() == model.state_json()
    assert len(await svc.store.actions(1)) == len(legal)


async def test_many_channels_in_parallel_stay_independent(svc: GameService) -> None:
    # 60 games interleave as much as 200 did (bench/service.py times 200 channels at once)
    channels = [f"ch{i}" for i in range(60)]

    async def one(i: int, ch: str) -> None:
        r = await two_player(svc, ch, seed=1000 + i)
        await play(svc, ch, r, random.Random(i), limit=12)

    await asyncio.gather(*(one(i, ch) for i, ch in enumerate(channels)))
    for i, ch in enumerate(channels):
        stored = await stored_game(svc, ch)
        assert stored.state_json() == engine_game(1000 + i, i, limit=12).state_json(), ch
        info = await svc.info(ch)
        assert info is not None
        rows = await svc.store.actions(info.game_id)
        assert len(rows) == min(12, stored.state.decisions) == stored.state.decisions
