"""Latency of one accepted action through GameService (engine + snapshot + commit), at 1 and at
200 concurrent channels, against a bare aiosqlite insert+commit on the same database file; undo
and import early, in the middle and at the end of a long 3-deck game; the service's memory
after 1,000 finished games.

    python3 run.py bench service        (or: .venv/bin/python bench/service.py [--seconds 10])
    .venv/bin/python -m bench.service --only long   (the long game's undo and import lines alone)
    .venv/bin/python -m bench.service --db postgresql://...   (an empty scratch database)

With `--db` a PostgreSQL URL, the same lines for PostgreSQL (the bare baseline is an asyncpg
insert+commit on that database). Both stores also print two processes x 200 channels saturated:
two bot processes on the one database, each with its own 200 channels.

Board images are off: drawing is measured by bench/render.py and runs in a worker thread.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import random
import sqlite3
import statistics
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Awaitable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.core.replies import Reply  # noqa: E402
from bot.core.service import GameService
from bot.core.store import Store, effective_acts  # noqa: E402
from bot.core.store_pg import is_postgres, redact  # noqa: E402
from engine import Game  # noqa: E402

#: a long 3-deck 2-player game: seed 12 with random.Random(1) choosing: 1,187 decisions, 18 turns
LONG_SEED, LONG_POLICY, LONG_DECISIONS = 12, 1, 1187
#: where "early", "middle" and "end" of it are measured (decisions made)
POINTS = {"early": 60, "middle": 600, "end": 1130}


def figures(name: str, samples: list[float], base: float | None = None) -> str:
    ms = sorted(s * 1000 for s in samples)
    med = statistics.median(ms)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    ratio = f"  ({med / (base * 1000):.1f}x bare median)" if base else ""
    return f"{name:<44} n={len(ms):>6}  median {med:7.2f} ms  p99 {p99:7.2f} ms{ratio}"


class Bare:
    """A bare aiosqlite insert+commit on the same file, with the service's pragmas."""

    def __init__(self, store: Store):
        self.store, self.n = store, 0

    @classmethod
    async def open(cls, path: Path | str) -> Bare:
        if is_postgres(path):
            return await BarePg.open_pg(str(path))
        store = await Store.open(path)  # same pragmas (WAL, synchronous=FULL) as the service
        await store.db.execute("CREATE TABLE IF NOT EXISTS bench_bare (id INTEGER PRIMARY KEY, payload TEXT)")
        return cls(store)

    async def close(self) -> None:
        await self.store.close()

    async def step(self) -> float:
        db, self.n = self.store.db, self.n + 1
        t = time.perf_counter()
        await db.execute("BEGIN IMMEDIATE")
        await db.execute("INSERT INTO bench_bare (payload) VALUES (?)", (f"row {self.n}",))
        await db.execute("COMMIT")
        return time.perf_counter() - t


class BarePg(Bare):
    """A bare asyncpg insert+commit on the same PostgreSQL database."""

    @classmethod
    async def open_pg(cls, url: str) -> BarePg:
        import asyncpg

        bare = cls(None)  # type: ignore[arg-type]
        bare.conn = await asyncpg.connect(url)
        await bare.conn.execute("CREATE TABLE IF NOT EXISTS bench_bare (id SERIAL PRIMARY KEY, payload TEXT)")
        return bare

    async def close(self) -> None:
        await self.conn.close()

    async def step(self) -> float:
        self.n += 1
        t = time.perf_counter()
        async with self.conn.transaction():
            await self.conn.execute("INSERT INTO bench_bare (payload) VALUES ($1)", f"row {self.n}")
        return time.perf_counter() - t


async def bare_insert(path: Path, n: int) -> list[float]:
    bare = await Bare.open(path)
    out = [await bare.step() for _ in range(n)]
    await bare.close()
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


async def one_channel(svc: GameService, bare: Bare, n: int) -> tuple[list[float], list[float]]:
    """`n` actions back to back, each followed by a bare insert+commit: the two sets of samples
    share the machine's load of the moment (this machine is shared), so their ratio is fair."""
    ch = Channel(svc, "solo-bench", 1)
    acts, bares = [], []
    for _ in range(n):
        acts.append(await ch.step())
        bares.append(await bare.step())
    return acts, bares


async def timed(request: Awaitable[Reply]) -> float:
    t = time.perf_counter()
    r = await request
    dt = time.perf_counter() - t
    if not r.ok:
        raise RuntimeError(f"refused: {r.error}")
    return dt


async def long_game(
    svc: GameService, stop: int | None, samples: int = 15
) -> tuple[dict[str, list[float]], dict[str, float], str]:
    """Play the long 3-deck game in its own channel up to `stop` decisions (None: to its end)
    and export it (resigned when cut short). Near each of POINTS on the way: time `samples`
    undos (each decision undone is then made again, so the game goes on unchanged) and one full
    replay of the log (what undo cost before the turn snapshots)."""
    name = f"long-{stop}"
    rng = random.Random(LONG_POLICY)
    for r in (
        await svc.create(name, "us", "US player", seed=LONG_SEED, length=3),
        await svc.join(name, "ji", "Jihadist player"),
        reply := await svc.start(name, "us"),
    ):
        if not r.ok:
            raise RuntimeError(r.error)
    undo: dict[str, list[float]] = {k: [] for k in POINTS}
    replay: dict[str, float] = {}
    n = 0
    while reply.prompt is not None and (stop is None or n < stop):
        p = reply.prompt
        choice = rng.choice(p.options).id
        reply = await svc.act(name, p.user_id, choice, p.version)
        n += 1
        where = next((k for k, at in POINTS.items() if at <= n and len(undo[k]) < samples), None)
        live = svc.cache.get(name)
        if where is None or reply.prompt is None or live is None or live.game is None or not live.game.can_undo()[0]:
            continue
        if where not in replay:
            acts = [(a.role, a.option_id) for a in effective_acts(live.actions)]
            t = time.perf_counter()
            Game.replay(live.setup, acts)  # type: ignore[arg-type]
            replay[where] = time.perf_counter() - t
        v = reply.version
        undo[where].append(await timed(svc.undo(name, p.user_id, v)))
        reply = await svc.act(name, p.user_id, choice, v + 1)
    if reply.prompt is not None:
        await svc.resign(name, "us")
    exported = await svc.export(name, "us")
    if exported.attachment is None:
        raise RuntimeError(f"export refused: {exported.error}")
    return undo, replay, exported.attachment.text


async def imports(text: str, label: str, reps: int = 3) -> list[float]:
    """Import times of `text`, each into a database of its own: a game already stored is not
    imported twice (issue 22), so a second import into the same one would be refused."""
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(reps):
            svc = await GameService.open(Path(tmp) / f"import-{i}.sqlite3", images=False)
            try:
                times.append(await timed(svc.import_game(f"import-{label}-{i}", "imp", "Importer", text)))
            finally:
                await svc.close()
    return times


async def finished_games(svc: GameService, count: int) -> tuple[float, int]:
    """`count` games, each in its own channel, started and resigned; returns the memory the
    service still holds afterwards (MB, Python heap, after a collection) and the games cached."""
    gc.collect()
    tracemalloc.start()
    for i in range(count):
        ch = f"done-{i}"
        for r in (
            await svc.create(ch, "us", "US player", seed=i),
            await svc.join(ch, "ji", "Jihadist player"),
            await svc.start(ch, "us"),
            await svc.resign(ch, "us"),
        ):
            if not r.ok:
                raise RuntimeError(f"{ch}: {r.error}")
    gc.collect()
    held = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return held / 2**20, len(svc.cache)


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


async def worker(db: str, prefix: str, seconds: float) -> None:
    """One of the bot processes of the two-process run: 200 saturated channels; prints its samples."""
    svc = await GameService.open(db, images=False)
    try:
        samples, games = await many_channels(svc, prefix, 200, seconds, think=None)
    finally:
        await svc.close()
    print(json.dumps({"samples": samples, "games": games}))


async def two_processes(db: str, seconds: float) -> tuple[list[float], int]:
    """Two bot processes on the one database, each saturating its own 200 channels."""
    procs = [
        await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bench.service", "--worker", prefix, "--db", db, "--seconds", str(seconds),
            stdout=asyncio.subprocess.PIPE, cwd=Path(__file__).resolve().parent.parent,
        )  # fmt: skip
        for prefix in ("procA-", "procB-")
    ]
    outs = await asyncio.gather(*(p.communicate() for p in procs))
    samples: list[float] = []
    games = 0
    for p, (out, _) in zip(procs, outs, strict=True):
        if p.returncode:
            raise RuntimeError(f"a bench worker failed ({p.returncode})")
        got = json.loads(out.decode().strip().splitlines()[-1])
        samples += got["samples"]
        games += got["games"]
    return samples, games


async def blocked_reads(path: Path, n: int = 300) -> tuple[list[float], list[float]]:
    """Issue 22, item 9: `n` reads of channel B (`status`, which asks the database for the game's
    version) with the file free, then `n` while channel A's action waits on the file, which
    another process holds for writing (SQLite's busy_timeout, up to 5 s). Returns (free, blocked)."""
    svc = await GameService.open(path, images=False)
    try:
        a, b = Channel(svc, "blocked-a", 1), Channel(svc, "blocked-b", 2)
        await a.new_game()
        await b.new_game()
        free = [await timed(svc.status(b.name)) for _ in range(n)]
        other = sqlite3.connect(path, isolation_level=None)
        other.execute("BEGIN IMMEDIATE")  # another process's write transaction, held
        other.execute("CREATE TABLE IF NOT EXISTS held_by_bench (x)")
        assert a.reply is not None and a.reply.prompt is not None
        p = a.reply.prompt
        write = asyncio.create_task(svc.act(a.name, p.user_id, p.options[0].id, p.version))
        await asyncio.sleep(0.05)
        blocked = []
        for _ in range(n):
            blocked.append(await timed(svc.status(b.name)))
        if write.done():
            raise RuntimeError("channel A's write was not blocked during the reads")
        other.execute("ROLLBACK")
        other.close()
        if not (await write).ok:
            raise RuntimeError("channel A's write failed")
    finally:
        await svc.close()
    return free, blocked


def blocked_lines(free: list[float], blocked: list[float]) -> list[str]:
    return [
        "Reads beside a blocked write (SQLite; issue 22): channel B's status while channel A's action waits on the file",
        figures("  channel B read, the file free", free),
        figures("  channel B read, A's write blocked", blocked)
        + f"  ({statistics.median(blocked) / statistics.median(free):.1f}x the free read)",
        "  aim: the read stays under 10 ms (it no longer queues behind the write's lock)",
    ]


async def long_lines(svc: GameService) -> list[str]:
    """The long game's undo and import figures (the lines issue 13's aims are about)."""
    undo, replay, full = await long_game(svc, None)
    exports = {"early": (await long_game(svc, POINTS["early"], 0))[2],
               "middle": (await long_game(svc, POINTS["middle"], 0))[2], "end": full}  # fmt: skip
    imported = {k: await imports(text, k) for k, text in exports.items()}
    lines = [f"long 3-deck game (seed {LONG_SEED}, {LONG_DECISIONS} decisions): undo (incl. commit) and import"]
    for k, at in POINTS.items():
        lines.append(figures(f"undo, {k} (decision ~{at})", undo[k]) + f"  [full replay {replay[k] * 1000:.1f} ms]")
    for k in POINTS:
        lines.append(figures(f"import, {k} ({'whole game' if k == 'end' else f'{POINTS[k]} decisions'})", imported[k]))
    lines.append("aim: undo <= 10 ms at any point; import <= 100 ms for the longest game")
    return lines


async def long_only(db: str) -> None:
    """`--only long`: the long game's lines alone (a few seconds, to iterate on undo and import)."""
    with tempfile.TemporaryDirectory() as tmp:
        path: Path | str = db or Path(tmp) / "bench.sqlite3"
        svc = await GameService.open(path, images=False)
        try:
            lines = await long_lines(svc)
        finally:
            await svc.close()
    print("\n".join(lines))


async def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="", help="a postgresql:// URL (an empty scratch database); default: a temp SQLite file")
    ap.add_argument("--worker", default="", help=argparse.SUPPRESS)
    ap.add_argument("--seconds", type=float, default=8.0, help="duration of each 200-channel run")
    ap.add_argument("--actions", type=int, default=1500, help="actions in the 1-channel run")
    ap.add_argument("--finished", type=int, default=1000, help="finished games for the memory figure")
    ap.add_argument(
        "--only",
        choices=("act", "long", "blocked"),
        help="act: only the 1-channel run against the bare insert+commit; long: only the long game's undo and import"
        " lines; blocked: only the reads beside a blocked write (SQLite)",
    )
    args = ap.parse_args()
    if args.worker:
        await worker(args.db, args.worker, args.seconds)
        return
    if args.only == "long":
        await long_only(args.db)
        return
    if args.only == "blocked":
        with tempfile.TemporaryDirectory() as tmp:
            print("\n".join(blocked_lines(*await blocked_reads(Path(tmp) / "blocked.sqlite3"))))
        return
    with tempfile.TemporaryDirectory() as tmp:
        path: Path | str = args.db or Path(tmp) / "bench.sqlite3"
        bare_store = await Bare.open(path)
        svc = await GameService.open(path, images=False)
        try:
            single, bare = await one_channel(svc, bare_store, args.actions)
            base = statistics.median(bare)
            if args.only == "act":
                print(figures("bare insert+commit (interleaved)", bare))
                print(figures("1 channel, back-to-back actions", single, base))
                return
            paced, _ = await many_channels(svc, "paced", 200, args.seconds, think=1.0)
            flat, games = await many_channels(svc, "flat", 200, args.seconds, think=None)
            long = await long_lines(svc)
            mem, cached = await finished_games(svc, args.finished)
        finally:
            await svc.close()
            await bare_store.close()
        two, two_games = await two_processes(str(path), args.seconds)
        beside = None if is_postgres(path) else await blocked_reads(Path(tmp) / "blocked.sqlite3")
    if is_postgres(path):
        print(f"GameService.act latency (engine + snapshot + commit; PostgreSQL {redact(str(path))})")
        print(figures("bare asyncpg insert+commit (interleaved)", bare))
    else:
        print("GameService.act latency (engine + snapshot + commit; SQLite WAL, synchronous=FULL)")
        print(figures("bare aiosqlite insert+commit (interleaved)", bare))
    print(figures("1 channel, back-to-back actions", single, base))
    print(figures("200 channels, ~1 action/s each", paced, base))
    print(figures("200 channels, all acting at once (saturated)", flat, base))
    print(f"saturated throughput: {len(flat) / args.seconds:.0f} actions/s over 200 channels ({games} games)")
    print(figures("2 processes x 200 channels (saturated)", two, base))
    print(f"2-process saturated throughput: {len(two) / args.seconds:.0f} actions/s over 400 channels ({two_games} games)")
    print("aim: median < 10 ms, p99 < 50 ms; one action <= 3x the bare insert+commit")
    print("\n".join(long))
    print(f"service memory after {args.finished:,} finished games: {mem:.1f} MB held ({cached} games cached)")
    if beside is not None:
        print("\n".join(blocked_lines(*beside)))


if __name__ == "__main__":
    asyncio.run(main())
