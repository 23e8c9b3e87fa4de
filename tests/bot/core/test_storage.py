"""The service's storage on real SQLite files: a pause seen by every process, storage faults
refused (a read-only file, a full disk), the integrity check at start, simultaneous undos, undo
from turn-start snapshots and the eviction of idle channels."""

from __future__ import annotations

import asyncio
import logging
import os
import random
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from bot.core.replies import Reply
from bot.core.salvage import salvage
from bot.core.service import GameService
from bot.core.store import DamagedDatabase, effective_acts
from engine import Game
from tests.bot.core.games import JI, US, counts, play, stored_game, two_player
from tests.bot.discord.test_discord_handlers import Env, env, key, press, seated  # noqa: F401  (env: the fixture)


def restores(save: str) -> tuple[str, object]:
    """What a save restores: the state and the prompt. (Where its checkpoint is, and so the answers
    after it, is the engine's business: the service's games take one at every unit's start.)"""
    g = Game.from_json(save)
    p = g.prompt()
    return g.state_json(), None if p is None else (p.role, p.msg, p.kind, p.ids())


async def test_the_services_games_take_a_checkpoint_at_each_units_start(svc: GameService) -> None:
    """The service copies its games to look ahead at every prompt it shows (`chained_options`) and
    to undo: each of its games keeps a checkpoint at its unit's start (`Game.unit_checkpoints`), so
    a copy replays the unit in flight only, where a plain game chains one over many units."""
    r = await two_player(svc, "c9", seed=5)
    rng = random.Random(5)
    most = decisions = 0
    while r.prompt is not None and decisions < 150:
        r = await svc.act("c9", r.prompt.user_id, rng.choice(r.prompt.options).id, r.prompt.version)
        assert r.ok, r.error
        decisions += 1
        if r.prompt is None:  # (over)
            break
        live = await svc.load("c9")
        assert live.game is not None and live.game.unit_checkpoints
        most = max(most, len(live.game._answers))
    plain, most_plain = Game.new("lets_roll", "two", 5), 0
    while (p := plain.prompt()) is not None and plain.state.decisions < 150:
        plain.act(p.role, rng.choice(p.ids()))
        most_plain = max(most_plain, len(plain._answers))
    assert decisions > 60 and most <= 12 < 30 <= most_plain


async def undoable_pair(svc: GameService, channel: str) -> Reply:
    """A 2-player game where the Jihadist made two decisions in a row that can be taken back:
    the card to play and how to play it."""
    r = await two_player(svc, channel, seed=14)
    for pick in ("play:", "ops:"):
        assert r.prompt is not None and r.prompt.user_id == JI
        option = next(o for o in r.prompt.options if o.id.startswith(pick))
        r = await svc.act(channel, JI, option.id, r.prompt.version)
        assert r.ok, r.error
    assert (await stored_game(svc, channel)).can_undo() == (True, "")
    return r


# ---------------------------------------------------------------------- defect 4: pause
async def test_a_pause_in_one_process_is_honoured_by_another(tmp_path: Path) -> None:
    path = tmp_path / "shared.sqlite3"
    a = await GameService.open(path, images=False)
    b = await GameService.open(path, images=False)
    try:
        r = await two_player(a, "p", seed=5)
        p = r.prompt
        assert p is not None
        assert (await b.prompt("p", JI)).prompt == p  # b has the game cached now
        assert (await a.pause("p", US, "dinner")).ok
        # b sees the pause at once: decisions refused, the status and the reminder clock know it
        for refused in (
            await b.act("p", JI, p.options[0].id, p.version),
            await b.act("p", JI, p.options[0].id),
            await b.prompt("p", JI),
            await b.undo("p", JI),
        ):
            assert not refused.ok and "Game #1 is paused by \u2068alice\u2069" in (refused.error or "")
        info = await b.info("p")
        assert info is not None and info.paused_at is not None
        assert "⏸ Game #1 is paused by \u2068alice\u2069" in (await b.status("p")).public[0]
        assert len(await a.store.actions(1)) == 0
        # resumed in b: a sees that too, and the decision goes on with the version after the resume
        assert (await b.resume("p", JI)).ok
        fresh = await a.prompt("p", JI)
        assert fresh.ok and fresh.prompt is not None and fresh.prompt.version == p.version + 2
        assert (await a.act("p", JI, p.options[0].id, fresh.prompt.version)).ok
    finally:
        await a.close()
        await b.close()


# ---------------------------------------------------------------------- defect 10: undo presses
async def test_simultaneous_undos_at_one_version_take_back_one_decision(svc: GameService) -> None:
    r = await undoable_pair(svc, "u")
    replies = await asyncio.gather(*(svc.undo("u", JI, r.version) for _ in range(20)))
    assert sum(x.ok for x in replies) == 1
    assert all("out of date" in (x.error or "") for x in replies if not x.ok)
    assert [a.kind for a in await svc.store.actions(1)] == ["act", "act", "undo"]


async def test_twenty_simultaneous_discord_undo_commands_take_back_one_decision(env: Env) -> None:  # noqa: F811
    await seated(env, seed=14)
    bob = str(env.bob.id)
    for pick in ("play:", "ops:"):
        p = (await env.svc.prompt(key(env), bob)).prompt
        assert p is not None
        option = next(o for o in p.options if o.id.startswith(pick))
        assert (await env.svc.act(key(env), bob, option.id, p.version)).ok
    rows_before = await env.svc.store.actions(1)
    await asyncio.gather(*(env.app.cmd_undo(env.inter(env.bob)) for _ in range(20)))
    asks = [s for s in env.world.log if s.view is not None and "Take back your last decision" in (s.content or "")]
    assert len(asks) == 20 and all(s.ephemeral for s in asks)
    assert await env.svc.store.actions(1) == rows_before  # asking takes nothing back
    await asyncio.gather(*(press(env, env.bob, s) for s in asks))  # every confirmation pressed at once
    rows = await env.svc.store.actions(1)
    assert [a.kind for a in rows] == ["act", "act", "undo"] and rows[-1].voids == 2


# ---------------------------------------------------------------------- defect 5: storage faults
@contextmanager
def read_only(path: Path) -> Iterator[None]:
    """Make `path` really read-only, for root too (the immutable attribute)."""
    os.chmod(path, 0o444)
    immutable = os.geteuid() == 0
    if immutable and subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
        os.chmod(path, 0o644)
        pytest.skip("running as root on a file system without chattr +i: no way to make a file read-only")
    try:
        yield
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(path)], check=True)
        os.chmod(path, 0o644)


async def test_a_read_only_database_refuses_every_change_with_a_message(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "ro.sqlite3"
    svc = await GameService.open(path, images=False)
    r = await undoable_pair(svc, "c1")
    await svc.close()
    before = path.read_bytes()
    with read_only(path):
        svc = await GameService.open(path, images=False)
        try:
            assert r.prompt is not None
            shown = await svc.prompt("c1", JI)  # reading still works
            assert shown.prompt == r.prompt
            caplog.set_level(logging.ERROR)
            for refused in (
                await svc.act("c1", JI, r.prompt.options[0].id, r.prompt.version),
                await svc.undo("c1", JI, r.version),
                await svc.pause("c1", US),
                await svc.resign("c1", US),
                await svc.create("c2", US, "alice"),
            ):
                assert (
                    refused.error == "The game could not be saved: the database file is read-only; nothing was changed."
                )
            assert "attempt to write a readonly database" in caplog.text  # the cause is logged
            # the service's copy stayed equal to the file: the same decision, the same state
            assert (await svc.prompt("c1", JI)).prompt == r.prompt
            assert (await svc.status("c1")).ok and (await svc.info("c2")) is None
        finally:
            await svc.close()
    assert path.read_bytes() == before


async def test_a_full_disk_refuses_the_action_and_keeps_the_game_as_stored(svc: GameService) -> None:
    r = await two_player(svc, "c1", seed=3)
    rng = random.Random(2)
    async with svc.store.db.execute("PRAGMA page_count") as cur:
        row = await cur.fetchone()
    assert row is not None
    # the database may not grow by a single page: the next page it needs finds the disk "full"
    await svc.store.db.execute(f"PRAGMA max_page_count = {row[0]}")
    refused = None
    for _ in range(300):
        assert r.prompt is not None
        before = await counts(svc, "c1")
        choice = rng.choice(r.prompt.options).id
        nxt = await svc.act("c1", r.prompt.user_id, choice, r.prompt.version)
        if not nxt.ok:
            refused = nxt
            break
        r = nxt
    assert refused is not None and r.prompt is not None
    assert refused.error == "The game could not be saved: the disk is full; nothing was changed."
    assert await counts(svc, "c1") == before
    # the service forgot its copy, which had played the action: it shows the stored decision again
    assert (await svc.prompt("c1", r.prompt.user_id)).prompt == r.prompt
    await svc.store.db.execute("PRAGMA max_page_count = 1073741823")  # space again: the same choice works
    assert (await svc.act("c1", r.prompt.user_id, choice, r.prompt.version)).ok
    acts = effective_acts(await svc.store.actions(1))
    expected = Game.replay((await svc.store.game(1)).setup, [(a.role, a.option_id) for a in acts])  # type: ignore[misc, union-attr]
    assert (await stored_game(svc, "c1")).state_json() == expected.state_json()


# ---------------------------------------------------------------------- defect 6: damage
async def test_a_damaged_file_is_refused_at_start_and_salvaged_from_the_action_log(tmp_path: Path) -> None:
    path = tmp_path / "damaged.sqlite3"
    svc = await GameService.open(path, images=False)
    r = await two_player(svc, "c1", seed=9)
    r = await play(svc, "c1", r, random.Random(1), limit=30)
    assert r.prompt is not None
    game = await stored_game(svc, "c1")
    async with svc.store.db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'snapshots'") as cur:
        page = (await cur.fetchone())[0]  # type: ignore[index]
    async with svc.store.db.execute("PRAGMA page_size") as cur:
        size = (await cur.fetchone())[0]  # type: ignore[index]
    await svc.close()
    with path.open("r+b") as f:  # one page of garbage
        f.seek((page - 1) * size)
        f.write(random.Random(7).randbytes(size))
    damaged = path.read_bytes()
    with pytest.raises(DamagedDatabase) as e:
        await GameService.open(path, images=False)
    msg = str(e.value)
    assert f"The database file {path} is damaged" in msg and "will not start" in msg
    assert "backup" in msg and "python -m bot.core.salvage" in msg and "`import`" in msg
    assert path.read_bytes() == damaged  # nothing was written into it
    # the procedure of the message: the state comes back from the action log, exactly
    path.rename(tmp_path / "kept.sqlite3")
    assert await salvage(tmp_path / "kept.sqlite3", path) == []
    svc = await GameService.open(path, images=False)
    try:
        assert restores((await stored_game(svc, "c1")).to_json()) == restores(game.to_json())
        again = (await svc.prompt("c1", r.prompt.user_id)).prompt
        assert again is not None and again.options == r.prompt.options  # the version moved on: +1, the replay
    finally:
        await svc.close()


# ---------------------------------------------------------------------- undo from snapshots
async def test_undo_from_a_turn_snapshot_equals_a_full_replay_across_turns_and_a_reshuffle(
    svc: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a 2-deck game that reshuffles at decision 448 (seed 18, policy 18)
    r = await svc.create("c2", US, "alice", seed=18, length=2)
    assert (await svc.join("c2", JI, "bob")).ok
    r = await svc.start("c2", US)
    r = await play(svc, "c2", r, random.Random(18), limit=460)
    live = await svc.load("c2")
    acts = effective_acts(live.actions)
    async with svc.store.db.execute(
        "SELECT seq, turn, turn_start FROM turn_snapshots WHERE game_id = ? ORDER BY seq", (live.row.id,)
    ) as cur:
        kept = list(await cur.fetchall())
    turns = [t for _, t, start in kept if start]
    assert turns == list(range(2, len(turns) + 2)) and len(turns) >= 6
    # within a turn each phase start is kept too, until the next turn begins
    assert {t for _, t, start in kept if not start} == {turns[-1]}
    seqs = [a.seq for a in acts]
    starts = [seqs.index(s) + 1 for s, _, _ in kept]  # number of acts in each state kept
    points = {0, 1, len(acts)} | {k + d for k in starts for d in (-1, 0, 1, 7)} | {443, 447, 448, 449, 453}
    points = {k for k in points if 0 <= k <= len(acts)}
    original = Game.replay

    def no_full_replay(*a: object, **kw: object) -> Game:
        raise AssertionError("a full replay where a turn snapshot exists")

    ref = Game.new("lets_roll", "two", 18, 2)
    reshuffled = False
    for k in range(len(acts) + 1):
        if k in points:
            monkeypatch.setattr(Game, "replay", original if k < starts[0] else no_full_replay)
            got = await svc.rebuild(live, acts[:k])
            assert restores(got.to_json()) == restores(ref.to_json()), k
            reshuffled |= ref.state.reshuffles > 0
        if k < len(acts):
            ref.act(acts[k].role, acts[k].option_id)  # type: ignore[arg-type]
    assert reshuffled


async def test_undo_from_the_save_points_in_memory_or_after_a_reload_equals_a_full_replay(
    svc: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Undo rebuilds the game from the save points the game in memory kept (Game.undone), twice
    in a row where allowed; a game read again from the file has none, so its undo goes through
    the turn snapshots, the log taken from the game in memory. Either way the stored snapshot is
    what a full replay of the decisions in force gives, and play goes on from it."""
    rebuilt = 0
    rebuild = svc.rebuild

    async def counted(*a: object) -> Game:
        nonlocal rebuilt
        rebuilt += 1
        return await rebuild(*a)  # type: ignore[arg-type]

    monkeypatch.setattr(svc, "rebuild", counted)
    r = await two_player(svc, "c3", seed=12)
    rng = random.Random(12)
    fast = reloaded = 0
    while (fast < 30 or reloaded < 10) and r.prompt is not None:
        p = r.prompt
        r = await svc.act("c3", p.user_id, rng.choice(p.options).id, p.version)
        assert r.ok, r.error
        live = await svc.load("c3")
        if r.prompt is None or live.game is None or not live.game.can_undo()[0] or rng.random() < 0.8:
            continue
        reload = reloaded * 3 < fast
        for _ in range(1 if reload else 2):
            live = await svc.load("c3")
            assert live.game is not None
            if not live.game.can_undo()[0]:
                break
            if reload:
                svc.forget("c3")  # read again from the file: no save points
            maker = US if effective_acts(live.actions)[-1].role == "us" else JI
            before = rebuilt
            u = await svc.undo("c3", maker, r.version)
            assert u.ok, u.error
            assert rebuilt == before + reload
            fast, reloaded = fast + (not reload), reloaded + reload
            live = await svc.load("c3")
            acts = [(a.role, a.option_id) for a in effective_acts(live.actions)]
            snap = await svc.store.snapshot(live.row.id)
            assert snap is not None and restores(snap[0]) == restores(Game.replay(live.setup, acts).to_json())  # type: ignore[arg-type]
            r = u
        live = await svc.load("c3")
        waiting = live.user_of(live.game.prompt().role)  # type: ignore[union-attr]
        assert waiting is not None
        r = await svc.prompt("c3", waiting.user_id)
    assert fast >= 30 and reloaded >= 10
    assert (await svc.load("c3")).game.state.turn >= 2  # type: ignore[union-attr]


# ---------------------------------------------------------------------- idle channels
async def test_idle_channels_are_evicted_but_a_busy_one_is_kept(tmp_path: Path) -> None:
    svc = await GameService.open(tmp_path / "many.sqlite3", images=False, cache_size=5)
    try:
        assert (await svc.create("busy", US, "alice")).ok
        held = asyncio.Event()
        release = asyncio.Event()

        async def hold() -> None:
            async with svc.lock("busy"):
                held.set()
                await release.wait()

        holder = asyncio.create_task(hold())
        await held.wait()
        for i in range(30):
            assert (await svc.create(f"c{i}", US, "alice")).ok
            assert (await svc.join(f"c{i}", JI, "bob")).ok
        assert "busy" in svc.cache and len(svc.cache) <= 6
        assert set(svc.locks) == {"busy"}
        release.set()
        await holder
        assert svc.locks == {}
        # an evicted channel is read again from the file, unchanged
        assert (await svc.start("c0", US)).ok
    finally:
        await svc.close()
