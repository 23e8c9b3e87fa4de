"""Engine benchmark: full 1-deck 2-player games with random legal options.

Prints games per second and microseconds per decision (median of several runs).
Run: python3 run.py bench engine
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine import Game  # noqa: E402

SCENARIOS = ["lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished"]


def run_batch(games: int, seed0: int) -> tuple[float, int]:
    decisions = 0
    start = time.perf_counter()
    for i in range(games):
        g = Game.new(SCENARIOS[i % 4], seed=seed0 + i)
        rnd = random.Random(seed0 + i)
        while not g.over:
            p = g.prompt()
            g.act(p.role, rnd.choice(p.ids()))
            decisions += 1
    return time.perf_counter() - start, decisions


def main() -> None:
    games, runs = 40, 5
    run_batch(4, 999)  # warm-up
    rates, per_decision = [], []
    for r in range(runs):
        secs, decisions = run_batch(games, r * 1000)
        rates.append(games / secs)
        per_decision.append(secs / decisions * 1e6)
    print(f"engine: {statistics.median(rates):.1f} full 1-deck games/s (median of {runs} runs of {games})")
    print(f"engine: {statistics.median(per_decision):.0f} µs per decision (median)")


if __name__ == "__main__":
    main()
