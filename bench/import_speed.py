"""The import of the longest recorded game (issue 21 §3: at most 50 ms), in process CPU.

    .venv/bin/python -m bench.import_speed [--reps 7] [--export FILE] [--profile]

The long 3-deck 2-player game (bench.service's: seed 12, random.Random(1) choosing, 1,187
decisions) is played through a `GameService` and exported (or read from `--export FILE`, written
there the first time). Then, `--reps` times each, in process CPU (`time.process_time`: a shared
machine's load counts little), median printed:
- "import": the whole `GameService.import_game` into a fresh SQLite database (parse, validate,
  the rows' checks, the replay, the state's hash and every check, the snapshot, the commit), for
  a new file (the English words of the messages, which the service keeps once made, forgotten
  first: the labels the import checks are worded anew) and again (those words kept);
- its parts, run as the import runs them: parsing the export (`ExportDoc.model_validate_json`),
  `_check_rows`, `replay_log` (the replay, each row's label checked), `state_hash` and `to_json`;
- "floor": `json.loads` of the same file, so that the import reads as a multiple of it.
How the figures are kept steady and honest (each rep of one import varied 52-78 ms before):
- the process starts as the bot does (`python -m bot`): the catalogs parsed (`i18n.load`), then
  the start-up heap put out of the full collections (`settle_heap`, where the tree has it);
- one import first, not counted (stated): a process's first import makes its caches and first-use
  set-ups (several hundred ms);
- a collection (`gc.collect`) before each rep, so that no rep pays for the garbage of those before
  it; the automatic collections stay on, as in the service, and those of the oldest generation
  during the reps are counted and printed; what a full collection costs after an import (the
  price some request pays now and then) is printed too;
- process CPU counts every thread of the process: the replay runs in `asyncio.to_thread`'s pool
  and SQLite in aiosqlite's thread, both the import's own work; median, fastest and slowest.
With `--against DIR` the figures come from one run of both trees, interleaved: `--rounds` rounds,
each a fresh process of this tree and one of DIR's (its own bench, on its own export of the same
game: an older tree refuses a newer format), in alternating order, `--reps`
imports each (new file and again in turn): a shared machine's load falls on both alike; the
medians over every rep, and this tree's as a share of DIR's.
With `--tree DIR` the code measured is that checkout's (this file's own workload): run it on a
`git worktree add --detach DIR REV` and on this tree in turn for a before/after under the same load.
With `--profile`, a cProfile of the parts (the functions that take most of their own time).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import json
import os
import pstats
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: `--tree DIR`: measure the code of another checkout (e.g. a `git worktree add --detach DIR REV`)
_TREE = next((sys.argv[i + 1] for i, x in enumerate(sys.argv[:-1]) if x == "--tree"), None)
sys.path.insert(0, _TREE or str(Path(__file__).resolve().parent.parent))

# (the bot first: bench.service puts this tree first on the path, which must not decide whose bot)
import bot.core.service  # noqa: E402  isort: skip
from bench.service import LONG_DECISIONS, long_game  # noqa: E402
from bot.core import i18n  # noqa: E402
from bot.core.service import GameService  # noqa: E402

try:
    from bot.core.archive import ExportDoc, check_rows, replay_log, state_hash  # noqa: E402
    from bot.core.session import settle_heap  # noqa: E402
except ImportError:  # (--tree: a tree from before the service's split, with all of it in service.py)
    from bot.core.service import ExportDoc, replay_log, state_hash  # noqa: E402
    from bot.core.service import _check_rows as check_rows  # noqa: E402

    try:
        from bot.core.service import settle_heap  # noqa: E402
    except ImportError:  # (a tree from before it: its service left the heap to the collector)
        settle_heap = None

_clock = time.process_time
AIM_MS = 50.0


class FullCollections:
    """The automatic collections of the oldest generation (gc.callbacks) while it is on: count and
    time (`collect`'s, asked for, are not counted)."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self._start = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if info["generation"] == 2 and not _COLLECTING:
            if phase == "start":
                self._start = time.perf_counter()
            else:
                self.times.append(time.perf_counter() - self._start)

    def __enter__(self) -> FullCollections:
        gc.callbacks.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        gc.callbacks.remove(self)


_COLLECTING = False


def collect() -> None:
    """A full collection asked for (before each rep), not counted among the automatic ones."""
    global _COLLECTING
    _COLLECTING = True
    try:
        gc.collect()
    finally:
        _COLLECTING = False


def start_up() -> str:
    """The bot's start-up (bot/__main__.py): the catalogs parsed, the heap settled; says which."""
    i18n.load()
    if settle_heap is None:
        return "the heap left to the collector (this tree has no settle_heap)"
    settle_heap()
    return f"the start-up heap out of the full collections (settle_heap: {gc.get_freeze_count():,} objects)"


async def make_export() -> str:
    with tempfile.TemporaryDirectory() as tmp:
        svc = await GameService.open(Path(tmp) / "export.sqlite3", images=False)
        try:
            return (await long_game(svc, None, 0))[2]
        finally:
            await svc.close()


async def import_times(text: str, reps: int, cold: bool = False, colds: list[bool] | None = None) -> list[float]:
    """Process CPU of `import_game`, each into a database of its own (a game is not imported twice),
    a collection before each, all in one event loop (as the service: its thread pool is made once).
    `cold`: the English words of the engine's messages (kept once made, bot.core.i18n) are
    forgotten before each import, as for a file never seen before: the labels it checks are
    worded. `colds`: whether so, import by import (instead of `reps` and `cold`)."""
    out = []
    colds = colds if colds is not None else [cold] * reps
    with tempfile.TemporaryDirectory() as tmp:
        for i, cold in enumerate(colds):
            svc = await GameService.open(Path(tmp) / f"import-{i}.sqlite3", images=False)
            try:
                if cold:
                    i18n._word_msg.cache_clear()
                collect()
                t = _clock()
                r = await svc.import_game(f"import-{i}", "imp", "Importer", text)
                out.append(_clock() - t)
                if not r.ok:
                    raise SystemExit(f"the import was refused: {r.error}")
            finally:
                await svc.close()
    return out


def full_collection_after_import(text: str) -> float:
    """What one full collection costs (wall time) right after an import, as the service's heap is then."""
    asyncio.run(import_times(text, 1))
    t = time.perf_counter()
    gc.collect()
    return time.perf_counter() - t


def parts(text: str) -> dict[str, Callable[[], Any]]:
    """The import's steps, each a call on the results of those before (as `import_game` runs them)."""
    done: dict[str, Any] = {}

    def parse() -> None:
        done["doc"] = ExportDoc.model_validate_json(text)

    def check() -> None:
        check_rows(done["doc"])

    def replay() -> None:
        done["replayed"] = replay_log(done["doc"].setup, done["doc"].actions)

    def hashed() -> None:
        assert state_hash(done["replayed"].game) == done["doc"].state_sha256

    def save() -> None:
        done["replayed"].game.to_json()

    return {"parse": parse, "check rows": check, "replay_log": replay, "state_hash": hashed, "to_json": save}


def timed_parts(text: str, reps: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {}
    for _ in range(reps):
        for name, step in parts(text).items():
            collect()
            t = _clock()
            step()
            times.setdefault(name, []).append(_clock() - t)
    return times


def floor(text: str, reps: int) -> list[float]:
    out = []
    for _ in range(reps):
        t = _clock()
        json.loads(text)
        out.append(_clock() - t)
    return out


def profile(text: str, top: int = 25) -> None:
    steps = parts(text)
    prof = cProfile.Profile()
    prof.enable()
    for step in steps.values():
        step()
    prof.disable()
    st = pstats.Stats(prof)
    total = sum(v[2] for v in st.stats.values())  # type: ignore[attr-defined]
    rows = sorted(st.stats.items(), key=lambda kv: -kv[1][2])[:top]  # type: ignore[attr-defined]
    print(f"profile of the parts (own time, share of {total * 1000:.0f} ms under cProfile):")
    for (file, line, fn), (_, calls, own, cum, _) in rows:
        where = f"{Path(file).parent.name}/{Path(file).name}:{line}" if line else file
        print(
            f"  {own / total:6.1%}  own {own * 1000:6.1f} ms  cum {cum * 1000:7.1f} ms  {calls:>7} calls  {fn}  ({where})"
        )


def raw(text: str, reps: int) -> dict[str, Any]:
    """`--raw`: this process's reps, new file and again in turn, as JSON (for `--against`)."""
    start_up()
    asyncio.run(import_times(text, 1))  # (the first import: not counted)
    times = asyncio.run(import_times(text, 0, colds=[False, True] * reps))
    return {"code": str(Path(bot.core.service.__file__).parent.parent.parent), "again": times[::2], "new": times[1::2]}


def against(export: Path, other: str, rounds: int, reps: int) -> None:
    """`--against DIR`: this tree and DIR's, interleaved in one run (fresh processes, alternating)."""
    here = str(Path(__file__).resolve().parent.parent)
    got: dict[str, dict[str, list[float]]] = {here: {"again": [], "new": []}, other: {"again": [], "new": []}}
    load = os.getloadavg()[0]
    # each tree imports its own export of the same game (the same decisions): a tree refuses
    # another's file where the rules' state or the format moved on, and each runs its own bench
    # (an older tree's modules are not this bench's); the other's file is made by its first child
    files = {here: export, other: export.with_name(f"{export.stem}-{Path(other).resolve().name}{export.suffix}")}
    for r in range(rounds):
        for tree in (here, other) if r % 2 == 0 else (other, here):
            cmd = [sys.executable, "-m", "bench.import_speed", "--raw", "--reps", str(reps), "--export", str(files[tree])]
            done = subprocess.run(cmd, cwd=tree, capture_output=True, text=True, check=True)
            res = json.loads(done.stdout.strip().splitlines()[-1])
            if Path(res["code"]).resolve() != Path(tree).resolve():
                raise SystemExit(f"asked for {tree}, measured {res['code']}")
            for k in ("again", "new"):
                got[tree][k] += res[k]
    ms = 1000
    print(f"import of the long game, process CPU, {rounds} rounds x {reps} reps = {rounds * reps} a figure, the two trees "
          f"interleaved (load {load:.1f} -> {os.getloadavg()[0]:.1f}); median (fastest):")  # fmt: skip
    for k, what in (("new", "a new file"), ("again", "again")):
        a, b = statistics.median(got[here][k]), statistics.median(got[other][k])
        print(f"  import_game, {what:<11} this tree {a * ms:6.1f} ms ({min(got[here][k]) * ms:.1f})  {other} {b * ms:6.1f} ms "
              f"({min(got[other][k]) * ms:.1f})  this / that {a / b:.2f}  (aim <= {AIM_MS:.0f} ms)")  # fmt: skip
    print(f"  this tree: {here}")


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.import_speed", description=__doc__.splitlines()[0])
    ap.add_argument("--reps", type=int, default=11)
    ap.add_argument("--export", help="read the export from this file (written there when it does not exist)")
    ap.add_argument("--profile", action="store_true", help="print a profile of the import's parts")
    ap.add_argument("--tree", help="import the bot and the engine from this checkout instead (before/after)")
    ap.add_argument("--against", metavar="DIR", help="this tree and DIR's in one run, interleaved (before/after)")
    ap.add_argument("--rounds", type=int, default=4, help="--against: rounds (each a process of either tree)")
    ap.add_argument("--raw", action="store_true", help=argparse.SUPPRESS)  # (--against's child)
    a = ap.parse_args(argv)
    path = Path(a.export) if a.export else None
    if path is not None and path.exists():
        text = path.read_text()
    else:
        text = asyncio.run(make_export())
        if path is not None:
            path.write_text(text)
    if a.raw:
        print(json.dumps(raw(text, a.reps)))
        return
    if a.against:
        if path is None:
            with tempfile.TemporaryDirectory() as tmp:
                (Path(tmp) / "export.json").write_text(text)
                against(Path(tmp) / "export.json", a.against, a.rounds, a.reps)
        else:
            against(path, a.against, a.rounds, a.reps)
        return
    rows = len(json.loads(text)["actions"])
    heap = start_up()
    first = asyncio.run(import_times(text, 1))[0]  # (its caches and first-use set-ups: not counted)
    base = statistics.median(floor(text, a.reps * 3))
    with FullCollections() as full:
        again = asyncio.run(import_times(text, a.reps))
        new = asyncio.run(import_times(text, a.reps, cold=True))
    whole, cold = statistics.median(again), statistics.median(new)
    each = {k: statistics.median(v) for k, v in timed_parts(text, a.reps).items()}
    after = full_collection_after_import(text)
    ms = 1000
    print(f"code measured: {Path(bot.core.service.__file__).parent.parent.parent}")
    print(f"import of the long game ({rows} rows, {LONG_DECISIONS} decisions, {len(text) // 1024} KB), "
          f"process CPU, median of {a.reps} (fastest-slowest), a collection before each:")  # fmt: skip
    print(f"  import_game, a new file    {cold * ms:7.1f} ms  ({min(new) * ms:.1f}-{max(new) * ms:.1f}; "
          f"{cold / base:.0f}x the floor; aim <= {AIM_MS:.0f} ms)  (the labels' English words made anew)")  # fmt: skip
    print(f"  import_game, again         {whole * ms:7.1f} ms  ({min(again) * ms:.1f}-{max(again) * ms:.1f}; "
          f"{whole / base:.0f}x the floor)  (the words kept from the import before); its parts:")  # fmt: skip
    for k, v in each.items():
        print(f"    {k:<19} {v * ms:7.1f} ms  ({v / whole:.0%})")
    print(f"    the rest (store, cache, reply)  {(whole - sum(each.values())) * ms:5.1f} ms")
    print(f"  floor: json.loads of the export  {base * ms:5.2f} ms")
    print(f"  the process's first import (not counted above): {first * ms:.0f} ms")
    print(f"  gc: {heap}; full collections during the {2 * a.reps} counted imports: {len(full.times)}"
          + (f" ({', '.join(f'{x * ms:.1f}' for x in full.times)} ms)" if full.times else "")
          + f"; one full collection after an import: {after * ms:.1f} ms")  # fmt: skip
    if a.profile:
        profile(text)


if __name__ == "__main__":
    main()
