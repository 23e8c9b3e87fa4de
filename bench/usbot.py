"""Benchmark: the US bot's strength and speed against the solitaire Jihadist bot.

    python -m bench.usbot [--games 100] [--levels gentle,standard,strong,expert]
                          [--ideologies normal,coherent,attractive] [--workers 2] [--latency]

For each policy (today's "smart" policy, then each level of the US bot), each ideology and each
of the four scenarios (1 deck), plays `--games` games with fixed seeds (seed, seed+1, ...) in
`--workers` processes and prints the US win rate per scenario and on average, the wins by
victory condition, and the decision time (median, p95, max) of the bot's decisions, as the
worker process's CPU time (so that other load on the machine does not count). `--latency`
also measures, through the real service on a SQLite file, the first-response time of another
channel while the US bot searches. Prints figures; not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections import Counter, defaultdict
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from bot.core import i18n  # noqa: F401  (the English the US bot's priorities read in a prompt: engine.msg.english)
from engine.data import SCENARIOS
from engine.game import Game, Prompt
from engine.selfplay import play_game
from engine.usbot import LEVELS, bot

SCENARIO_IDS = [s for s in SCENARIOS if s != "mission_accomplished"] + ["mission_accomplished"]


def one_game(task: tuple[str, str, str, int]) -> tuple[str, str, str, str, str, list[float]]:
    """(policy, ideology, scenario, seed) -> (policy, ideology, scenario, winner, victory, decision times)."""
    policy, ideology, scenario, seed = task
    times: list[float] = []
    if policy == "smart":
        g = play_game(scenario, ideology, us="smart", seed=seed)
    else:
        decide = bot.decide

        def timed(g: Game, p: Prompt, level: str = bot.DEFAULT_LEVEL) -> bot.Decision:
            t = time.process_time()  # this worker's CPU time: fair on a shared machine
            d = decide(g, p, level)
            times.append(time.process_time() - t)
            return d

        bot.decide = timed  # (this worker process only)
        try:
            g = play_game(scenario, ideology, us="bot", level=policy, seed=seed)
        finally:
            bot.decide = decide
    return policy, ideology, scenario, g.state.winner or "none", g.state.victory or "", times


def pct(xs: list[float], q: float) -> float:
    return sorted(xs)[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def run(a: argparse.Namespace) -> None:
    policies = ["smart", *a.levels]

    def games(pol: str, ideo: str) -> int:
        n = a.search_games if pol in LEVELS and LEVELS[pol].samples and a.search_games else a.games
        return n if ideo == a.ideologies[0] or not a.other_games else min(n, a.other_games)

    # by ideology (each one's table is printed as soon as its games are done), the long games first
    tasks = [
        (pol, ideo, sc, a.seed + k)
        for ideo in a.ideologies
        for pol in sorted(policies, key=lambda x: x in ("smart", "gentle", "standard"))
        for k in range(games(pol, ideo))
        for sc in SCENARIO_IDS  # (seed by seed: the running tally covers the four scenarios alike)
    ]
    left = Counter(t[1] for t in tasks)
    wins: dict[tuple[str, str, str], int] = Counter()
    played: dict[tuple[str, str, str], int] = Counter()
    why: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    times: dict[tuple[str, str], list[float]] = defaultdict(list)
    t0 = time.perf_counter()
    print(f"US bot bench: 1 deck, seeds from {a.seed}, {a.workers} worker(s)", flush=True)
    with ProcessPoolExecutor(a.workers) as ex:
        for pol, ideo, sc, winner, victory, ts in ex.map(one_game, tasks, chunksize=1):
            played[pol, ideo, sc] += 1
            wins[pol, ideo, sc] += winner == "us"
            why[pol, ideo][f"{winner}: {victory}"] += 1
            times[pol, ideo] += ts
            left[ideo] -= 1
            n = sum(played[pol, ideo, s] for s in SCENARIO_IDS)
            if a.progress and n % a.progress == 0:
                w = sum(wins[pol, ideo, s] for s in SCENARIO_IDS)
                ts_ = times[pol, ideo]
                tt = f", decision p95 {1000 * pct(ts_, 0.95):.0f} ms" if ts_ else ""
                print(f"  ({ideo}, {pol}: {w} US wins in {n} games so far{tt}; {time.perf_counter() - t0:.0f} s)", flush=True)
            if not left[ideo]:
                table(ideo, policies, wins, played, why, times, time.perf_counter() - t0)


def table(
    ideo: str,
    policies: list[str],
    wins: dict[tuple[str, str, str], int],
    played: dict[tuple[str, str, str], int],
    why: dict[tuple[str, str], Counter[str]],
    times: dict[tuple[str, str], list[float]],
    seconds: float,
) -> None:
    short = {s: s.replace("_", " ")[:12] for s in SCENARIO_IDS}
    print(f"\nIdeology {ideo}: US win rate against the solitaire Jihadist bot ({seconds:.0f} s so far)")
    print(f"{'policy':10} " + " ".join(f"{short[s]:>12}" for s in SCENARIO_IDS) + f" {'average':>8}"
          + "   games/scenario   decision time median / p95 / max")
    for pol in policies:
        rates = [100 * wins[pol, ideo, s] / max(1, played[pol, ideo, s]) for s in SCENARIO_IDS]
        ts = times[pol, ideo]
        tt = f"{1000 * statistics.median(ts):6.0f} / {1000 * pct(ts, 0.95):5.0f} / {1000 * max(ts):5.0f} ms" if ts else ""
        n = played[pol, ideo, SCENARIO_IDS[0]]
        print(f"{pol:10} " + " ".join(f"{r:11.0f}%" for r in rates) + f" {statistics.mean(rates):7.1f}%   {n:14}   {tt}")
    for pol in policies:
        total = sum(why[pol, ideo].values())
        top = "; ".join(f"{k} {100 * n / total:.0f}%" for k, n in why[pol, ideo].most_common(4))
        print(f"  {pol}: {top}")
    sys.stdout.flush()


async def latency(level: str, seed: int) -> None:
    """Another channel's first response while the US bot searches, through the real service."""

    from bot.core.service import GameService

    with tempfile.TemporaryDirectory() as d:
        svc = await GameService.open(Path(d) / "bench.sqlite3", images=False)
        try:
            assert (await svc.create("other", "u7", "ann", seed=1)).ok
            assert (await svc.create("b", "u2", "bob", players="solo", side="jihadist", level=level, seed=seed)).ok
            r = await svc.start("b", "u2")
            rnd = random.Random(seed)
            waits: list[float] = []
            acts: list[float] = []
            for _ in range(40):
                p = r.prompt
                if p is None:
                    break
                t = time.perf_counter()
                task = asyncio.create_task(svc.act("b", "u2", rnd.choice(p.options).id, p.version))
                await asyncio.sleep(0)
                while not task.done():
                    s = time.perf_counter()
                    assert (await svc.status("other")).ok
                    waits.append(time.perf_counter() - s)
                    await asyncio.sleep(0.05)
                r = await task
                acts.append(time.perf_counter() - t)
            print(f"\nlatency ({level}): {len(acts)} Jihadist actions, the longest (with the bot's answers) "
                  f"{max(acts):.2f} s; another channel's status during them: {len(waits)} requests, "
                  f"median {1000 * statistics.median(waits):.0f} ms, p95 {1000 * pct(waits, 0.95):.0f} ms, "
                  f"max {1000 * max(waits):.0f} ms")
        finally:
            await svc.close()


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.usbot", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games per scenario, policy and ideology")
    ap.add_argument("--levels", default=",".join(LEVELS), help="comma-separated levels")
    ap.add_argument("--ideologies", default="normal,coherent,attractive")
    ap.add_argument("--search-games", type=int, default=0, help="games per scenario for the search levels (default --games)")
    ap.add_argument("--other-games", type=int, default=0, help="at most this many for the ideologies after the first")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--progress", type=int, default=0, help="print a running tally every this many games")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--latency", action="store_true", help="also measure another channel's response during a search")
    a = ap.parse_args()
    a.levels = [x for x in a.levels.split(",") if x]
    a.ideologies = [x for x in a.ideologies.split(",") if x]
    for lv in a.levels:
        bot.check_level(lv)
    if a.games > 0:
        run(a)
    if a.latency:
        asyncio.run(latency(bot.STRONGEST, 8))


if __name__ == "__main__":
    main()
