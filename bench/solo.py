"""Benchmark: solitaire self-play games per second (US random policy against the bot).

    python -m bench.solo [--games 40] [--runs 5]

Prints each run and the median; not a test.
"""

from __future__ import annotations

import argparse
import statistics

from bot.core import i18n  # noqa: F401  (the English the US bot's priorities read in a prompt: engine.msg.english)
from engine.selfplay import simulate


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.solo")
    ap.add_argument("--games", type=int, default=40)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--scenario", default="lets_roll")
    ap.add_argument("--us", default="random")
    a = ap.parse_args()
    rates = []
    for run in range(a.runs):
        stats = simulate(a.games, seed=1000 * run, scenario=a.scenario, us=a.us)
        rates.append(stats.per_second)
        print(f"run {run + 1}: {stats.games} games in {stats.seconds:.2f} s = {stats.per_second:.1f} games/s, "
              f"average {stats.turns / stats.games:.1f} turns")
    print(f"median: {statistics.median(rates):.1f} solo self-play games per second ({a.scenario}, US {a.us})")


if __name__ == "__main__":
    main()
