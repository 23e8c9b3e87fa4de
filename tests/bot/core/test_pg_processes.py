"""Two real bot processes (tests/pg_worker.py) on one PostgreSQL database, acting on the same
channels: no action is applied twice, a pause in one is honoured by the other, and a SIGKILL of one
loses no action it acknowledged."""

from __future__ import annotations

import asyncio
import json
import signal
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from bot.core.clock import REMINDER_LEASE_SECONDS, Clock, parse_time
from bot.core.service import GameService
from tests.bot.core.games import two_player
from tests.pg import PgServer

ROOT = Path(__file__).resolve().parents[3]


class Worker:
    def __init__(self, proc: asyncio.subprocess.Process):
        self.proc = proc

    @classmethod
    async def start(cls, url: str) -> Worker:
        proc = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "tests.pg_worker", url, cwd=ROOT,
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        )  # fmt: skip
        return cls(proc)

    def send(self, **cmd: Any) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write((json.dumps(cmd) + "\n").encode())

    async def line(self) -> dict[str, Any] | None:
        assert self.proc.stdout is not None
        raw = await asyncio.wait_for(self.proc.stdout.readline(), 60)
        return json.loads(raw) if raw else None

    async def ask(self, **cmd: Any) -> dict[str, Any]:
        self.send(**cmd)
        got = await self.line()
        assert got is not None
        return got

    async def acks_until_done(self) -> list[tuple[str, int]]:
        acks = []
        while (got := await self.line()) is not None and "done" not in got:
            acks.append((got["ack"], got["version"]))
        return acks

    async def stop(self) -> None:
        if self.proc.returncode is None:
            assert self.proc.stdin is not None
            self.proc.stdin.close()
            await asyncio.wait_for(self.proc.wait(), 30)


async def games(url: str, channels: list[str]) -> dict[str, int]:
    """Two-player games on `channels`; each one's version."""
    svc = await GameService.open(url, images=False)
    try:
        out = {}
        for i, ch in enumerate(channels):
            r = await two_player(svc, ch, seed=i + 1)
            assert r.version is not None
            out[ch] = r.version
        return out
    finally:
        await svc.close()


async def stored(url: str) -> tuple[dict[str, int], Counter[str], list[Any]]:
    """Per channel: the stored version and the number of 'act' rows; and the replay check of
    every game (its log replayed through the rules gives its stored state)."""
    svc = await GameService.open(url, images=False)
    try:
        versions, acts = {}, Counter()
        for row in await svc.store.games(("active", "over")):
            versions[row.channel] = row.version
            acts[row.channel] = sum(a.kind == "act" for a in await svc.store.actions(row.id))
        return versions, acts, await svc.recheck_all()
    finally:
        await svc.close()


async def test_two_processes_apply_each_action_once_and_honour_each_others_pause(pg_server: PgServer) -> None:
    url = pg_server.new_db()
    channels = [f"c{i}" for i in range(6)]
    # "quiet" is left out of the random run, so its game is surely still going for the pause
    # (a random run can end one of the six)
    start = await games(url, [*channels, "quiet"])
    a, b = await Worker.start(url), await Worker.start(url)
    try:
        a.send(op="run", channels=channels, rounds=12, seed=1)
        b.send(op="run", channels=channels, rounds=12, seed=2)
        acks_a, acks_b = await asyncio.gather(a.acks_until_done(), b.acks_until_done())
        acks = acks_a + acks_b
        assert acks_a and acks_b
        # every acknowledged version is unique per channel: no change was applied on top of a
        # version the other process had already moved past
        assert len(set(acks)) == len(acks)
        versions, acts, checks = await stored(url)
        per_channel = Counter(ch for ch, _ in acks)
        for ch in channels:
            assert acts[ch] == per_channel[ch]  # one log row per acknowledged action, no more
            assert versions[ch] == start[ch] + per_channel[ch]
        assert checks and all(c.ok for c in checks)

        # a pause in one process is honoured by the other at once
        paused = await a.ask(op="pause", channel="quiet")
        assert paused["ok"], paused
        refused = await b.ask(op="act", channel="quiet")
        assert not refused["ok"] and "paused" in refused["error"]
        assert (await b.ask(op="resume", channel="quiet"))["ok"]
        assert (await a.ask(op="act", channel="quiet"))["ok"]
    finally:
        await a.stop()
        await b.stop()


async def test_a_killed_process_loses_no_acknowledged_action(pg_server: PgServer) -> None:
    url = pg_server.new_db()
    channels = [f"k{i}" for i in range(8)]
    await games(url, channels)
    a = await Worker.start(url)
    a.send(op="run", channels=channels, rounds=400, seed=3)
    acks = []
    while len(acks) < 40:
        got = await a.line()
        assert got is not None and "ack" in got
        acks.append((got["ack"], got["version"]))
    a.proc.send_signal(signal.SIGKILL)
    while (got := await a.line()) is not None:  # written before it died: acknowledged too
        if "ack" in got:
            acks.append((got["ack"], got["version"]))
    await a.proc.wait()
    versions, acts, checks = await stored(url)
    per_channel = Counter(ch for ch, _ in acks)
    for ch, v in acks:
        assert versions[ch] >= v
    for ch in channels:
        assert acts[ch] >= per_channel[ch]
    assert all(c.ok for c in checks)
    # the other process carries on with every game
    b = await Worker.start(url)
    try:
        for ch in channels:
            assert (await b.ask(op="act", channel=ch))["ok"]
    finally:
        await b.stop()


async def test_due_reminders_of_a_killed_process_are_sent_once_by_the_other(pg_server: PgServer) -> None:
    """A process claims the due reminders (their leases) and is SIGKILLed before sending them: the
    other process sends each of them once its lease runs out, and never again."""
    url = pg_server.new_db()
    await games(url, ["r0", "r1", "r2"])
    svc = await GameService.open(url, images=False)
    try:
        rows = await svc.store.games(("active",))
        due = max(parse_time(r.idle_since) for r in rows) + 61 * 60  # one reminder interval (60 min)
        a = await Worker.start(url)
        got = await a.ask(op="claim", now=due)
        assert got["claimed"] == sorted(r.id for r in rows)
        a.proc.send_signal(signal.SIGKILL)
        await a.proc.wait()
        b = Clock(svc, 60)
        assert [await b.decide(r, due + 5) for r in rows] == [None] * 3  # still leased by the dead one
        later = due + REMINDER_LEASE_SECONDS + 1
        notices = [n for r in rows if (n := await b.decide(r, later)) is not None]
        assert sorted(n.game_id for n in notices) == sorted(r.id for r in rows)
        assert all(n.text and "has waited for your decision" in n.text for n in notices)
        for n in notices:
            await b.sent(n)
        assert [await b.decide(r, later + 60) for r in rows] == [None] * 3  # sent once
    finally:
        await svc.close()
