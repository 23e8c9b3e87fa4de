"""Engine replay speed, and a behaviour fingerprint to check that a speed-up changed nothing.

    .venv/bin/python -m bench.replay [--games 240] [--jobs 2] [--digests /tmp/replay-digests.txt]

Prints the time of `Game.replay` of the long 3-deck benchmark game (bench.service's: seed 12,
random.Random(1) choosing) and, for `--games` seeded games of random legal play to their end
(bench.fuzz's set-up combinations: 2-player and solitaire, 1-3 decks, every scenario), one
SHA-256 per game over the SHA-256 of `state_json()` after every decision and of every prompt's
role, text, kind, option ids and labels, and of the `state_json()` of the game its final `to_json()`
restores. Texts are hashed as English words (the English catalog words the engine's messages, and
the state is taken in its form from before message ids, bot.core.legacy), so the digests hold the
English the engine says as well as its behaviour. With `--digests FILE` the per-game digests are written
there; with `--check FILE` they are compared with that file's (exit 1 on any difference).
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.fuzz import MAX_DECISIONS, case  # noqa: E402
from bot.core.legacy import legacy_state_json  # noqa: E402  (also installs the English worder)
from engine import Game  # noqa: E402
from engine.game import Prompt  # noqa: E402

LONG_SEED, LONG_POLICY = 12, 1  # bench.service's long game


def _prompt_bytes(p: Prompt) -> bytes:
    parts = [p.role, p.text, p.kind] + [f"{o.id}\x1f{o.label}" for o in p.options]
    return "\x1e".join(parts).encode()


def fingerprint(k: int) -> tuple[int, str, int]:
    """Game k of bench.fuzz's combinations played with random legal choices: (k, digest, decisions)."""
    c = case(k)
    rnd = random.Random(c.seed)
    g = Game.new(c.scenario, players=c.players, seed=c.seed, length=c.length, ideology=c.ideology, mini_decks=c.mini_decks)
    h = hashlib.sha256()
    n = 0
    while not g.over and n < MAX_DECISIONS:
        p = g.prompt()
        assert p is not None
        h.update(hashlib.sha256(_prompt_bytes(p)).digest())
        g.act(p.role, rnd.choice(p.ids()))
        n += 1
        h.update(hashlib.sha256(legacy_state_json(g).encode()).digest())
    # the save, by what it restores (its checkpoint and answers are the engine's business: a
    # checkpoint may be an earlier unit's, engine.game.CHECKPOINT_SPAN)
    h.update(hashlib.sha256(legacy_state_json(Game.from_json(g.to_json())).encode()).digest())
    return k, h.hexdigest(), n


def long_actions() -> list[tuple[str, str]]:
    g = Game.new("lets_roll", "two", LONG_SEED, 3)
    rnd = random.Random(LONG_POLICY)
    acts: list[tuple[str, str]] = []
    while (p := g.prompt()) is not None:
        o = rnd.choice(p.options).id
        acts.append((p.role, o))
        g.act(p.role, o)
    return acts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.replay", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=240)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--reps", type=int, default=5, help="replays of the long game timed")
    ap.add_argument("--digests", help="write the per-game digests to this file")
    ap.add_argument("--check", help="compare the per-game digests with this file's")
    a = ap.parse_args(argv)
    acts = long_actions()
    for deferred in (False, True):  # True: without the units' checkpoints, as an import replays
        times = []
        final = ""
        Game.defer_checkpoints = deferred
        for _ in range(a.reps):
            t = time.perf_counter()
            g = Game.replay({"scenario": "lets_roll", "players": "two", "seed": LONG_SEED, "length": 3}, acts)
            times.append(time.perf_counter() - t)
            final = hashlib.sha256(legacy_state_json(g).encode()).hexdigest()[:16]
        Game.defer_checkpoints = False
        times.sort()
        print(f"long game replay ({len(acts)} decisions{', checkpoints deferred' if deferred else ''}): "
              f"min {times[0] * 1000:.1f} ms, median {times[len(times) // 2] * 1000:.1f} ms, "
              f"{times[0] / len(acts) * 1e6:.0f} us/decision; final state {final}")  # fmt: skip
    if a.games <= 0:
        return 0
    t = time.perf_counter()
    with ProcessPoolExecutor(a.jobs) as pool:
        results = sorted(pool.map(fingerprint, range(a.games), chunksize=4))
    secs = time.perf_counter() - t
    decisions = sum(n for _, _, n in results)
    total = hashlib.sha256("".join(d for _, d, _ in results).encode()).hexdigest()
    print(f"fingerprint: {a.games} games, {decisions} decisions, {secs:.1f} s: {total}")
    lines = [f"{k} {d} {n}" for k, d, n in results]
    if a.digests:
        Path(a.digests).write_text("\n".join(lines) + "\n")
    if a.check:
        old = Path(a.check).read_text().split("\n")
        bad = [ln for ln, o in zip(lines, old, strict=False) if ln != o]
        if bad or len(old) - 1 != len(lines):
            print(f"DIFFERENT: {len(bad)} games differ, e.g. {bad[:3]}")
            return 1
        print(f"identical to {a.check}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
