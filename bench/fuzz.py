"""Random-game coverage: many games of random legal play across every set-up axis.

    python -m bench.fuzz [--games 5000] [--seed 0] [--case K]

Game k plays the k-th combination of scenario (4), length (1-3), player mode and, in solitaire,
ideology (6 levels) and the optional mini-decks, with seed `--seed` + k; every decision is a
random legal option (both sides in 2-player, the US against the bot in solitaire) and the
random-game invariants (tests/helpers.check_invariants) are checked after every decision.
Prints the counts of exceptions, dead ends (no prompt, or one without options, before the game
is over), runaways and invariant breaks, with a line to reproduce each failure (`--case K`).
Not a test: tests/engine/test_fuzz.py keeps a small seeded subset in the suite.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import Game  # noqa: E402
from engine.setup import IDEOLOGIES  # noqa: E402
from tests.helpers import check_invariants  # noqa: E402

SCENARIOS = ("lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished")
LENGTHS = (1, 2, 3)
MAX_DECISIONS = 20_000  # a 3-deck game of random play stays far below this


@dataclass(frozen=True)
class Case:
    scenario: str
    players: str
    length: int
    ideology: str
    mini_decks: bool
    seed: int

    def __str__(self) -> str:
        solo = f", ideology {self.ideology}, mini-decks {'on' if self.mini_decks else 'off'}" if self.players == "solo" else ""
        return f"{self.scenario}, {self.players}, {self.length} deck(s){solo}, seed {self.seed}"


def _combinations() -> list[tuple[str, str, int, str, bool]]:
    """Every axis value: 2-player by scenario and length; solitaire also by ideology and mini-decks.
    Solitaire and 2-player games alternate, so any run of consecutive games touches many axes."""
    two = [(sc, "two", n, "normal", False) for n in LENGTHS for sc in SCENARIOS]
    solo = [(sc, "solo", n, ide, md) for md in (False, True) for ide in IDEOLOGIES for n in LENGTHS for sc in SCENARIOS]
    out: list[tuple[str, str, int, str, bool]] = []
    for i in range(len(solo)):
        out.append(solo[(i * 7) % len(solo)])  # 7 is prime to 144: each once, neighbours differ in every axis
        out.append(two[i % len(two)])
    return out


COMBINATIONS = _combinations()


def case(k: int, seed0: int = 0) -> Case:
    sc, players, length, ideology, mini = COMBINATIONS[k % len(COMBINATIONS)]
    return Case(sc, players, length, ideology, mini, seed0 + k)


@dataclass
class Outcome:
    kind: str  # "ok" | "exception" | "dead_end" | "runaway" | "invariant"
    decisions: int
    detail: str = ""


def play(c: Case, max_decisions: int = MAX_DECISIONS) -> Outcome:
    """One game of random legal play from `c`, checking the invariants after every decision."""
    rnd = random.Random(c.seed)
    n = 0
    try:
        g = Game.new(c.scenario, players=c.players, seed=c.seed, length=c.length, ideology=c.ideology, mini_decks=c.mini_decks)
        while not g.over:
            p = g.prompt()
            if p is None or not p.options:
                return Outcome("dead_end", n, "no prompt" if p is None else f"no options: {p.text}")
            try:
                check_invariants(g)
            except AssertionError as e:
                return Outcome("invariant", n, str(e) or traceback.format_exc(limit=-1).strip())
            g.act(p.role, rnd.choice(p.ids()))
            n += 1
            if n >= max_decisions:
                return Outcome("runaway", n, f"not over after {n} decisions")
        if g.state.winner not in ("us", "jihadist"):
            return Outcome("dead_end", n, "over without a winner")
        return Outcome("ok", n)
    except Exception as e:  # noqa: BLE001 (every failure is counted and reported)
        if "no options" in str(e):
            return Outcome("dead_end", n, str(e))
        return Outcome("exception", n, f"{type(e).__name__}: {e}\n{traceback.format_exc(limit=-3)}")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.fuzz", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=0, help="seed of game 0 (game k uses seed + k)")
    ap.add_argument("--case", type=int, help="replay only game K (as numbered in a failure line)")
    a = ap.parse_args(argv)
    ks = [a.case] if a.case is not None else list(range(a.games))
    counts: Counter[str] = Counter()
    failures: list[tuple[int, Case, Outcome]] = []
    decisions = 0
    t0 = time.perf_counter()
    for k in ks:
        c = case(k, a.seed)
        out = play(c)
        counts[out.kind] += 1
        decisions += out.decisions
        if out.kind != "ok":
            failures.append((k, c, out))
            print(f"{out.kind}: game {k} ({c}) after {out.decisions} decisions: {out.detail.splitlines()[0]}", flush=True)
    secs = time.perf_counter() - t0
    combos = len({COMBINATIONS[k % len(COMBINATIONS)] for k in ks})
    print(f"fuzz: {len(ks)} games ({combos} of {len(set(COMBINATIONS))} set-up combinations), {decisions} decisions, {secs:.0f} s")
    for kind, label in (("exception", "exceptions"), ("dead_end", "dead ends"), ("runaway", "runaways"), ("invariant", "invariant breaks")):
        print(f"fuzz: {label}: {counts[kind]}")
    for k, c, out in failures:
        print(f"\n--- game {k}: {c}\n    reproduce: python -m bench.fuzz --seed {a.seed} --case {k}\n{out.detail}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
