"""Latency of one accepted action through GameService (engine + snapshot + commit), at 1 and at
200 concurrent channels, against a bare aiosqlite insert+commit on the same database file.

    python3 run.py bench service        (or: .venv/bin/python bench/service.py [--seconds 10])

Board images are off: drawing is measured by bench/render.py and runs in a worker thread.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.service import GameService, Reply  # noqa: E402
from bot.store import Store  # noqa: E402


def figures(name: str, samples: list[float], base: float | None = None) -> str:
    ms = sorted(s * 1000 for s in samples)
    med = statistics.median(ms)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    ratio = f"  ({med / (base * 1000):.1f}x bare median)" if base else ""
    return f"{name:<44} n={len(ms):>6}  median {med:7.2f} ms  p99 {p99:7.2f} ms{ratio}"


async def bare_insert(path: Path, n: int) -> list[float]:
    store = await Store.open(path)  # same pragmas (WAL, synchronous=FULL) as the service
    db = store.db
    await db.execute("CREATE TABLE IF NOT EXISTS bench_bare (id INTEGER PRIMARY KEY, payload TEXT)")
    out = []
    for i in range(n):
        t = time.perf_counter()
        await db.execute("BEGIN IMMEDIATE")
        await db.execute("INSERT INTO bench_bare (payload) VALUES (?)", (f"row {i}",))
        await db.execute("COMMIT")
        out.append(time.perf_counter() - t)
    await store.close()
    return out


class Channel:
    """One channel playing seeded random 2-player games back to back."""

    def __init__(self, svc: GameService, name: str, seed: int):
        self.svc, self.name, self.rng, self.games = svc, name, random.Random(seed), 0
        self.reply: Reply | None = None

    async def new_game(self) -> None:
        self.games += 1
        for r in (
            await self.svc.create(self.name, "us", "US player", seed=self.rng.randrange(2**32)),
            await self.svc.join(self.name, "ji", "Jihadist player"),
            reply := await self.svc.start(self.name, "us"),
        ):
            if not r.ok:
                raise RuntimeError(f"{self.name}: {r.error}")
        self.reply = reply

    async def step(self) -> float:
        if self.reply is None or self.reply.prompt is None:
            await self.new_game()
        assert self.reply is not None and self.reply.prompt is not None
        p = self.reply.prompt
        t = time.perf_counter()
        self.reply = await self.svc.act(self.name, p.user_id, self.rng.choice(p.options).id, p.version)
        dt = time.perf_counter() - t
        if not self.reply.ok:
            raise RuntimeError(f"{self.name}: refused: {self.reply.error}")
        return dt


async def one_channel(svc: GameService, n: int) -> list[float]:
    ch = Channel(svc, "solo-bench", 1)
    return [await ch.step() for _ in range(n)]


async def many_channels(
    svc: GameService, prefix: str, count: int, seconds: float, think: float | None
) -> tuple[list[float], int]:
    """`count` channels act until `seconds` pass; `think` = mean pause between a channel's
    actions (None: no pause, every channel acts again at once — saturation)."""
    chans = [Channel(svc, f"{prefix}{i}", 100 + i) for i in range(count)]
    for c in chans:
        await c.new_game()
    samples: list[float] = []
    stop = time.perf_counter() + seconds

    async def run(c: Channel) -> None:
        pause = random.Random(c.name)
        if think:
            await asyncio.sleep(pause.uniform(0, think))
        while time.perf_counter() < stop:
            samples.append(await c.step())
            if think:
                await asyncio.sleep(pause.expovariate(1 / think))

    await asyncio.gather(*(run(c) for c in chans))
    return samples, sum(c.games for c in chans)


async def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seconds", type=float, default=8.0, help="duration of each 200-channel run")
    ap.add_argument("--actions", type=int, default=1500, help="actions in the 1-channel run")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.sqlite3"
        bare = await bare_insert(path, 2000)
        base = statistics.median(bare)
        svc = await GameService.open(path, images=False)
        try:
            single = await one_channel(svc, args.actions)
            paced, _ = await many_channels(svc, "paced", 200, args.seconds, think=1.0)
            flat, games = await many_channels(svc, "flat", 200, args.seconds, think=None)
        finally:
            await svc.close()
    print("GameService.act latency (engine + snapshot + commit; SQLite WAL, synchronous=FULL)")
    print(figures("bare aiosqlite insert+commit", bare))
    print(figures("1 channel, back-to-back actions", single, base))
    print(figures("200 channels, ~1 action/s each", paced, base))
    print(figures("200 channels, all acting at once (saturated)", flat, base))
    print(f"saturated throughput: {len(flat) / args.seconds:.0f} actions/s over 200 channels ({games} games)")
    print("aim: median < 10 ms, p99 < 50 ms")


if __name__ == "__main__":
    asyncio.run(main())
