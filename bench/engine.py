"""Engine benchmark: full 1-deck 2-player games with random legal options.

    python3 run.py bench engine                  (or: .venv/bin/python bench/engine.py)
    .venv/bin/python bench/engine.py --against main   (the same workload on another revision)

Prints games per second and microseconds per decision (median of several runs) for
- "face": `prompt()` then `act()` with a random legal option, as a player plays (labels, log,
  checkpoints and undo points included);
- "rollout": `Game.rollout(policy)` with the same random choices (no labels, log or
  checkpoints: the fast path for self-play and search), where the revision has it;
- "replay": `Game.replay` of the long 3-deck game (1,187 decisions) with the units' checkpoints
  deferred, as an import replays, reading each chosen option's label as the import does (the
  chosen option alone, `Prompt.option`, where the revision has it; else from the whole menu).

With `--warm N` each run first plays N games (other seeds) it does not count: the figures of a
process that has run a while, its caches of messages and labels filled (a process just started
plays its first games some 6-8% slower). Without it, as before, each run starts cold.

With `--against REV` (a commit, branch or tag of this repository) REV is checked out in a
detached worktree under the system's temporary directory (a checkout's directory is used as it
is), and each run of the workload is made
in turn by a subprocess with this tree and with REV's first on sys.path, so that both share the
machine's load; the ratios this/REV close the report. Each subprocess runs the workload code of
this file (`_worker`) on its tree's engine.

Times are the process's CPU time (`time.process_time`), not the wall clock: on a shared machine
the wall clock also counts the time other processes had the CPU. The figures are for one core.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

_clock = time.process_time
ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = ["lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished"]
LONG_SEED, LONG_POLICY = 12, 1  # bench.service's long game: 1,187 decisions


def _worker(tree: str, games: int, seed0: int, warm: int = 0) -> dict[str, Any]:
    """One run of the workload on the engine of `tree` (imported from there); `warm` games (other
    seeds) played first and not counted, so that the figures are those of a process that has run
    a while (its caches of messages and labels filled), not of one just started."""
    sys.path.insert(0, tree)
    from engine import Game

    for i in range(warm):
        g = Game.new(SCENARIOS[i % 4], seed=seed0 + 500 + i)
        rnd = random.Random(seed0 + 500 + i)
        while not g.over:
            p = g.prompt()
            g.act(p.role, rnd.choice(p.ids()))
    out: dict[str, Any] = {}
    decisions = 0
    start = _clock()
    for i in range(games):
        g = Game.new(SCENARIOS[i % 4], seed=seed0 + i)
        rnd = random.Random(seed0 + i)
        while not g.over:
            p = g.prompt()
            g.act(p.role, rnd.choice(p.ids()))
            decisions += 1
    out["face"] = (_clock() - start, decisions)
    if hasattr(Game, "rollout"):
        decisions = 0
        start = _clock()
        for i in range(games):
            g = Game.new(SCENARIOS[i % 4], seed=seed0 + i)
            rnd = random.Random(seed0 + i)
            g.rollout(lambda g, p, rnd=rnd: rnd.choice(p.ids()))
            decisions += g.state.decisions
        out["rollout"] = (_clock() - start, decisions)
    g = Game.new("lets_roll", "two", LONG_SEED, 3)
    rnd = random.Random(LONG_POLICY)
    acts = []
    while (p := g.prompt()) is not None:
        acts.append((p.role, rnd.choice(p.ids())))
        g.act(*acts[-1])
    best = 1e9
    for _ in range(2):
        start = _clock()
        Game.defer_checkpoints = True
        g = Game.new("lets_roll", "two", LONG_SEED, 3)
        for role, oid in acts:
            p = g.prompt()
            one = getattr(p, "option", None)  # (the chosen option alone where the revision can, as an import reads it)
            label = one(oid).label if one is not None else next(o.label for o in p.options if o.id == oid)
            g.act(role, oid)
            assert label is not None
        Game.defer_checkpoints = False
        best = min(best, _clock() - start)
    out["replay"] = (best, len(acts))
    return out


def _run(tree: Path, games: int, seed0: int, warm: int = 0) -> dict[str, Any]:
    code = f"import sys; sys.path.insert(0, {str(ROOT)!r}); from bench.engine import _worker; import json; " \
           f"print(json.dumps(_worker({str(tree)!r}, {games}, {seed0}, {warm})))"  # fmt: skip
    done = subprocess.run([sys.executable, "-c", code], cwd=tree, capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"the workload failed on {tree}:\n{done.stderr[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def _report(name: str, runs: list[dict[str, Any]], games: int) -> dict[str, float]:
    figs: dict[str, float] = {}
    for what in ("face", "rollout"):
        if what not in runs[0]:
            continue
        rate = statistics.median(games / r[what][0] for r in runs)
        us = statistics.median(r[what][0] / r[what][1] * 1e6 for r in runs)
        figs[f"{what} games/s"], figs[f"{what} us/decision"] = rate, us
        print(f"{name}: {what:<8} {rate:6.1f} full 1-deck games/s, {us:5.1f} µs per decision (median of {len(runs)} runs of {games})")
    ms = min(r["replay"][0] for r in runs) * 1000
    figs["replay ms"] = ms
    print(f"{name}: replay   {ms:6.1f} ms for the long game's {runs[0]['replay'][1]} decisions (best; checkpoints deferred, labels read)")
    return figs


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="bench/engine.py", description=__doc__.splitlines()[0])
    ap.add_argument("--against", metavar="REV", help="run the same workload on this revision too and print the ratios")
    ap.add_argument("--games", type=int, default=40, help="games per run")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--warm", type=int, default=0, help="games each run plays first, not counted (a process that has run a while)")
    a = ap.parse_args(argv)
    trees: dict[str, Path] = {"this": ROOT}
    tmp = None
    if a.against and Path(a.against).is_dir():  # a checkout's directory: used as it is
        trees[a.against] = Path(a.against).resolve()
    elif a.against:
        tmp = Path(tempfile.mkdtemp(prefix="bench-engine-"))
        sha = subprocess.run(["git", "rev-parse", "--verify", a.against + "^{commit}"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.strip()  # fmt: skip
        subprocess.run(["git", "worktree", "add", "--detach", str(tmp / "tree"), sha], cwd=ROOT,
                       capture_output=True, check=True)  # fmt: skip
        trees[f"{a.against} ({sha[:8]})"] = tmp / "tree"
    try:
        runs: dict[str, list[dict[str, Any]]] = {k: [] for k in trees}
        for r in range(a.runs):  # in turn, alternating who goes first, so that both share the load of the moment
            for k in list(trees) if r % 2 == 0 else list(trees)[::-1]:
                runs[k].append(_run(trees[k], a.games, r * 1000, a.warm))
        figs = {k: _report(k, v, a.games) for k, v in runs.items()}
    finally:
        if tmp is not None:
            subprocess.run(["git", "worktree", "remove", "--force", str(tmp / "tree")], cwd=ROOT, capture_output=True, check=False)
    if a.against:
        this, other = figs["this"], figs[next(k for k in figs if k != "this")]
        print(f"this / {a.against}: face {this['face games/s'] / other['face games/s']:.2f}x games/s", end="")
        if "rollout games/s" in this:
            print(f"; rollout {this['rollout games/s'] / other['face games/s']:.2f}x the other's face games/s", end="")
        print(f"; long game replay {other['replay ms'] / this['replay ms']:.2f}x faster", end="")
        print(f" (each run after {a.warm} games not counted)" if a.warm else " (each run from a process just started)")


if __name__ == "__main__":
    main()
