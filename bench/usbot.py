"""Benchmark: the US bot's strength and speed against the solitaire Jihadist bot.

    python -m bench.usbot [--games 100] [--levels gentle,standard,strong,expert]
                          [--ideologies normal,coherent,attractive] [--workers 2] [--seed 1]
                          [--scenarios mission_accomplished] [--progress 20] [--latency]
    python -m bench.usbot --rollouts 4 [--levels strong,expert] [--seed 3]
    python -m bench.usbot --words 40 [--seed 11]
    python -m bench.usbot --same 40 --levels expert [--seed 2001]
    python -m bench.usbot --futures 6 --levels expert [--seed 4001]
    python -m bench.usbot --games 25 --seed 3001 --levels expert --results A.jsonl   (each version)
    python -m bench.usbot --paired A.jsonl B.jsonl
    python -m bench.usbot --games 100 --seed 1001 --levels expert --clairvoyant   (an upper bound, not a level)
    python -m bench.usbot --games 25 --seed 3001 --levels expert --turns   (how the games go, turn by turn)

The official measure of issue 36 (seeds 1001-1100 per scenario, kept out of all tuning):

    python -m bench.usbot --games 100 --seed 1001 --levels expert --ideologies normal --workers 2 --progress 20
    python -m bench.usbot --games 100 --seed 1001 --levels expert --ideologies coherent,attractive --workers 2 --progress 20

For each policy (today's "smart" policy, then each level of the US bot), each ideology and each of
the four scenarios (1 deck; `--scenarios` names fewer), plays `--games` games with fixed seeds
(seed, seed+1, ...) in `--workers` processes and prints the US win rate per scenario and over all
games, each with its 95% Wilson interval, the wins by victory condition, the decision time (median,
p95, max) of the bot's decisions and the CPU time per game (mean, max), as the worker process's CPU
time (so that other load on the machine does not count), with each level's mean also as a multiple
of the priorities' on the same deals in the same run (a floor: the same games cost twice the CPU on
a machine half as fast, the multiple does not), and every `--progress` games of a policy a running
tally. `--rollouts N` only measures the search's rollouts per second of CPU at N fixed card plays
per scenario, for each searching level, with a digest of every score they gave. `--futures N`
only measures, at N such card plays per scenario, how much better a card the level would choose
with twice and four times its futures (judged by a search of its own). `--same N` only
prints a digest of each level's first N US decisions per scenario with every raw score of its
searches: the same digest on two versions of the engine is the proof that a speed-up changed no
choice (run main's engine with this script: `PYTHONPATH=<main> python <this file> --same 40`
from outside the tree). `--latency`
also measures, through the real service on a SQLite file, the first-response time of another
channel while the US bot searches. `--words N` only checks that the bot's first N answers at each
level are the same in fresh interpreters without the service's catalog, with it and worded in
Russian (exit 1 if not; the suite checks a shorter opening at the searching levels).
`--results FILE` also writes each game's result as a JSON line (policy, ideology, scenario, seed,
winner, victory condition, CPU, the positions `--turns` reads). `--paired A B` only compares two
such files game by game: the same level, ideology, scenario and seed in both is the same deal
played by two versions (two editions of a level, `expert` and `expert.2`, are paired: each file
may hold one edition of a level), so the games both won or both lost say nothing of which is
stronger and only the others count (the difference with its 95% interval, and the exact sign test of the games
won by one only).
`--clairvoyant` lets the searching levels' trial games see the Jihadist hand, the deck and the
face-down Plots as they are (only the dice are sampled): what no inference of the hidden cards
could beat, measured, never a way to play (the levels in play sample them, docs/usbot.md).
`--turns` also prints, for each policy and scenario, the mean position at the US's first decision
of each turn and at the game's end (Prestige, Funding, the cards each side's track deals, the
Muslim Resources by Governance, the Cells). Prints figures; not a test.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import json
import math
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from engine.data import MUSLIM, SCENARIOS
from engine.game import Game, Prompt
from engine.rng import RngState
from engine.selfplay import play_game
from engine.state import FAIR, GOOD, ISLAMIST_RULE, POOR, GameState, Role
from engine.usbot import LEVELS, bot
from engine.usbot import search as search_mod
from engine.usbot.seen import SeenHand

SCENARIO_IDS = [s for s in SCENARIOS if s != "mission_accomplished"] + ["mission_accomplished"]


#: what `position` reads, in the order `--turns` prints it, with its column's header
POSITION = {
    "prestige": "Prestige", "funding": "Funding", "us_cards": "US cards", "jihadist_cards": "Jih. cards", "good": "Good",
    "fair": "Fair", "poor": "Poor", "islamist_rule": "Isl. Rule", "cells": "Cells",
}

Position = dict[str, int]
Result = tuple[str, str, str, str, str, list[float], float, list[Position], list[str]]


def position(g: Game) -> Position:
    """The public position in a few numbers: Prestige, Funding, the cards each side's track deals
    (5.2.8), the Muslim Resources by Governance (4.7.6) and the Cells on the map; with the turn."""
    s = g.state
    by = dict.fromkeys((GOOD, FAIR, POOR, ISLAMIST_RULE), 0)
    for cid in MUSLIM:
        gov = s.countries[cid].governance
        if gov in by:
            by[gov] += g.resources(cid)
    return {
        "turn": s.turn, "prestige": s.prestige, "funding": s.funding, "us_cards": g.hand_size("us"),
        "jihadist_cards": g.hand_size("jihadist"), "good": by[GOOD], "fair": by[FAIR], "poor": by[POOR],
        "islamist_rule": by[ISLAMIST_RULE], "cells": sum(c.cells for c in s.countries.values()),
    }


def one_game(task: tuple[str, str, str, int]) -> Result:
    """(policy, ideology, scenario, seed) -> (policy, ideology, scenario, winner, victory, decision
    times, the game's CPU time, the position at the US's first decision of each turn and at the end,
    the way of play said each turn by a level that chooses one, `Level.ways`)."""
    policy, ideology, scenario, seed = task
    times: list[float] = []
    turns: list[Position] = []

    def seen(g: Game, p: Prompt) -> None:
        if p.role == "us" and (not turns or turns[-1]["turn"] != g.state.turn):
            turns.append(position(g))

    start = time.process_time()
    if policy == "smart":
        g = play_game(scenario, ideology, us="smart", seed=seed, each=seen)
    else:
        decide = bot.decide

        def timed(g: Game, p: Prompt, level: str = bot.DEFAULT_LEVEL) -> bot.Decision:
            t = time.process_time()  # this worker's CPU time: fair on a shared machine
            d = decide(g, p, level)
            times.append(time.process_time() - t)
            return d

        bot.decide = timed  # (this worker process only)
        try:
            g = play_game(scenario, ideology, us="bot", level=policy, seed=seed, each=seen)
        finally:
            bot.decide = decide
    cpu = time.process_time() - start
    ways = [way for _, way in bot.ways_said(g)]
    return policy, ideology, scenario, g.state.winner or "none", g.state.victory or "", times, cpu, [*turns, position(g)], ways


def _see_all(st: GameState, rnd: random.Random, side: Role = "us", seen: SeenHand | None = None) -> None:
    """`search.determinize` for `--clairvoyant`: the other hand, the deck and the face-down Plots
    left as they are; only the dice sampled, as `determinize` samples them."""
    st.rng = RngState(seed=rnd.getrandbits(62))


def clairvoyant() -> None:
    """`--clairvoyant` in this process (each worker's initializer): the search's trial games see
    what the bot may not (`_see_all`)."""
    search_mod.determinize = _see_all


def pct(xs: list[float], q: float) -> float:
    return sorted(xs)[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (Wilson 1927), as fractions."""
    if not n:
        return 0.0, 1.0
    p = wins / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, mid - half), min(1.0, mid + half)


def rate(wins: int, n: int) -> str:
    """"45% (40-50)": the win rate and its 95% Wilson interval, in percent."""
    lo, hi = wilson(wins, n)
    return f"{100 * wins / max(1, n):.0f}% ({100 * lo:.0f}-{100 * hi:.0f})"


def run(a: argparse.Namespace) -> None:
    policies = ["smart", *a.levels]

    def games(pol: str, ideo: str) -> int:
        n = a.search_games if pol in LEVELS and LEVELS[pol].samples and a.search_games else a.games
        return n if ideo == a.ideologies[0] or not a.other_games else min(n, a.other_games)

    # by ideology (each one's table is printed as soon as its games are done), the long games first
    tasks = [
        (pol, ideo, sc, a.seed + k)
        for ideo in a.ideologies
        for pol in sorted(policies, key=lambda x: x == "smart" or not LEVELS[x].samples)  # (the searching levels first)
        for k in range(games(pol, ideo))
        for sc in a.scenarios  # (seed by seed: the running tally covers the scenarios alike)
    ]
    left = Counter(t[1] for t in tasks)
    wins: dict[tuple[str, str, str], int] = Counter()
    played: dict[tuple[str, str, str], int] = Counter()
    why: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    times: dict[tuple[str, str], list[float]] = defaultdict(list)
    cpu: dict[tuple[str, str], list[float]] = defaultdict(list)
    ways: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    trail: dict[tuple[str, str, str], dict[int, list[Position]]] = defaultdict(lambda: defaultdict(list))
    t0 = time.perf_counter()
    print(f"US bot bench: 1 deck, seeds from {a.seed}, {a.workers} worker(s)"
          + (", the trial games seeing the hidden cards (--clairvoyant)" if a.clairvoyant else ""), flush=True)
    results = Path(a.results).open("a", encoding="utf-8") if a.results else None  # (closed below, whatever happens)
    with results or contextlib.nullcontext(), ProcessPoolExecutor(
        a.workers, initializer=clairvoyant if a.clairvoyant else None
    ) as ex:
        for task, (pol, ideo, sc, winner, victory, ts, game_cpu, seen, said) in zip(tasks, ex.map(one_game, tasks, chunksize=1), strict=True):
            for pos in seen[:-1]:
                trail[pol, ideo, sc][pos["turn"]].append(pos)
            trail[pol, ideo, sc][0].append(seen[-1])  # (the game's end, under turn 0)
            if results is not None:
                line = {"policy": pol, "ideology": ideo, "scenario": sc, "seed": task[3], "winner": winner,
                        "victory": str(victory), "cpu": round(game_cpu, 3), "turns": seen[:-1], "end": seen[-1]}
                if said:
                    line["ways"] = said
                results.write(json.dumps(line) + "\n")
                results.flush()
            played[pol, ideo, sc] += 1
            wins[pol, ideo, sc] += winner == "us"
            why[pol, ideo][f"{winner}: {victory}"] += 1
            times[pol, ideo] += ts
            cpu[pol, ideo].append(game_cpu)
            ways[pol, ideo].update(said)
            left[ideo] -= 1
            n = sum(played[pol, ideo, s] for s in a.scenarios)
            if a.progress and n % a.progress == 0:
                w = sum(wins[pol, ideo, s] for s in a.scenarios)
                ts_ = times[pol, ideo]
                tt = f", decision p95 {1000 * pct(ts_, 0.95):.0f} ms" if ts_ else ""
                tt += f", CPU per game {statistics.mean(cpu[pol, ideo]):.1f} s"
                print(f"  ({ideo}, {pol}: {rate(w, n)} US wins, {w} in {n} games so far{tt}; "
                      f"{len(tasks) - sum(left.values())} of {len(tasks)} games, {time.perf_counter() - t0:.0f} s)", flush=True)
            if not left[ideo]:
                table(ideo, policies, wins, played, why, times, cpu, time.perf_counter() - t0, a.scenarios, ways)
                if a.turns:
                    turn_table(ideo, policies, trail, a.scenarios)


def read_results(path: str) -> dict[tuple[str, str, str, int], bool]:
    """A `--results` file: whether the US won, by (policy, ideology, scenario, seed)."""
    out = {}
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if line.strip():
            r = json.loads(line)
            out[r["policy"], r["ideology"], r["scenario"], int(r["seed"])] = r["winner"] == "us"
    return out


def paired(a: dict[tuple[str, str, str, int], bool], b: dict[tuple[str, str, str, int], bool]) -> dict[str, float]:
    """Two versions' games on the same deals: the games in both, those both won, those won by
    one only (`only_a`, `only_b`), the difference of the win rates (b less a) with its 95% interval
    (the paired difference's variance, as McNemar's test reads it) and the two-sided exact sign
    test's p-value of the games won by one only."""
    keys = sorted(a.keys() & b.keys())
    n = len(keys)
    only_a = sum(a[k] and not b[k] for k in keys)
    only_b = sum(b[k] and not a[k] for k in keys)
    both = sum(a[k] and b[k] for k in keys)
    d = (only_b - only_a) / n if n else 0.0
    se = math.sqrt(max(0.0, only_a + only_b - (only_b - only_a) ** 2 / n)) / n if n else 0.0
    m = only_a + only_b
    tail = sum(math.comb(m, i) for i in range(min(only_a, only_b) + 1)) / 2**m if m else 1.0
    return {"games": n, "both": both, "only_a": only_a, "only_b": only_b, "diff": d,
            "low": d - 1.96 * se, "high": d + 1.96 * se, "p": min(1.0, 2 * tail)}


def by_level(won: dict[tuple[str, str, str, int], bool], path: str) -> tuple[dict[tuple[str, str, str, int], bool], dict[str, str]]:
    """A results file's games by level name rather than edition (`Level.key`: "expert.2" is the
    expert), so that two editions of a level, each in its own file, are compared on the same deals;
    and each name's key in the file. A file that holds two editions of one level is refused."""
    name = {pol: bot.LEVELS[pol].name if pol in bot.LEVELS else pol for pol, *_ in won}  # ("smart" is no level)
    keys: dict[str, set[str]] = {}
    for pol, n in name.items():
        keys.setdefault(n, set()).add(pol)
    for n, held in keys.items():
        if len(held) > 1:
            raise ValueError(f"{path} holds {len(held)} editions of {n} ({', '.join(sorted(held))}): "
                             "compare files of one edition each")
    return {(name[pol], *rest): w for (pol, *rest), w in won.items()}, {n: min(k) for n, k in keys.items()}


def print_paired(path_a: str, path_b: str) -> None:
    (a, keys_a), (b, keys_b) = by_level(read_results(path_a), path_a), by_level(read_results(path_b), path_b)
    print(f"paired: A {path_a}, B {path_b} (the same level, ideology, scenario and seed in both; "
          "two editions of a level are paired)")
    groups = sorted({(k[0], k[1]) for k in a.keys() & b.keys()})
    if not groups:  # (say so, rather than print nothing: say, a trial edition this process does not know)
        print(f"  no game in both: A holds {', '.join(sorted(keys_a)) or 'none'}, B {', '.join(sorted(keys_b)) or 'none'} "
              "(by level name, ideology, scenario and seed)")
    for name, ideo in groups:
        pol = name if keys_a[name] == keys_b[name] else f"{name} (A {keys_a[name]}, B {keys_b[name]})"
        for sc in [*SCENARIO_IDS, None]:
            pick = {k for k in a.keys() & b.keys() if (k[0], k[1]) == (name, ideo) and (sc is None or k[2] == sc)}
            r = paired({k: a[k] for k in pick}, {k: b[k] for k in pick})
            if not r["games"]:
                continue
            wins_a, wins_b = r["both"] + r["only_a"], r["both"] + r["only_b"]
            print(f"  {ideo}, {pol}, {sc or 'all games'}: {r['games']:.0f} games; A won {wins_a:.0f}, B {wins_b:.0f} "
                  f"(both {r['both']:.0f}, A only {r['only_a']:.0f}, B only {r['only_b']:.0f}); "
                  f"B less A {100 * r['diff']:+.1f} points ({100 * r['low']:+.1f} to {100 * r['high']:+.1f}), "
                  f"sign test p = {r['p']:.2f}")


def table(
    ideo: str,
    policies: list[str],
    wins: dict[tuple[str, str, str], int],
    played: dict[tuple[str, str, str], int],
    why: dict[tuple[str, str], Counter[str]],
    times: dict[tuple[str, str], list[float]],
    cpu: dict[tuple[str, str], list[float]],
    seconds: float,
    scenarios: list[str],
    ways: dict[tuple[str, str], Counter[str]] | None = None,
) -> None:
    short = {s: s.replace("_", " ")[:12] for s in scenarios}
    base = cpu.get(("smart", ideo))  # (the priorities alone, on the same deals in this run: the floor)
    floor = statistics.mean(base) if base else 0.0
    print(f"\nIdeology {ideo}: US win rate against the solitaire Jihadist bot, with its 95% Wilson interval "
          f"({seconds:.0f} s so far)")
    print(f"{'policy':10} " + " ".join(f"{short[s]:>13}" for s in scenarios) + f" {'all games':>13}"
          + "   games/scenario   decision time (CPU) median / p95 / max   CPU per game mean / max")
    for pol in policies:
        cells = [rate(wins[pol, ideo, s], played[pol, ideo, s]) for s in scenarios]
        w, n = sum(wins[pol, ideo, s] for s in scenarios), sum(played[pol, ideo, s] for s in scenarios)
        ts = times[pol, ideo]
        tt = f"{1000 * statistics.median(ts):6.0f} / {1000 * pct(ts, 0.95):5.0f} / {1000 * max(ts):5.0f} ms" if ts else " " * 24
        gc = cpu[pol, ideo]
        if gc:
            tt += f"   {statistics.mean(gc):5.1f} / {max(gc):5.1f} s"
            if floor and pol != "smart":
                tt += f"   {statistics.mean(gc) / floor:4.0f}x the priorities'"
        print(f"{pol:10} " + " ".join(f"{c:>13}" for c in cells) + f" {rate(w, n):>13}   {played[pol, ideo, scenarios[0]]:14}   {tt}")
    for pol in policies:
        total = sum(why[pol, ideo].values())
        top = "; ".join(f"{k} {100 * n / total:.0f}%" for k, n in why[pol, ideo].most_common(4))
        print(f"  {pol}: {top}")
        said = (ways or {}).get((pol, ideo))
        if said:  # (a level that chooses its way of play each turn, `Level.ways`)
            turns = sum(said.values())
            print(f"  {pol}, its way of play by turn: "
                  + ", ".join(f"{w} {n} ({100 * n / turns:.0f}%)" for w, n in said.most_common()) + f" of {turns} turns")
    sys.stdout.flush()


def turn_table(
    ideo: str, policies: list[str], trail: dict[tuple[str, str, str], dict[int, list[Position]]],
    scenarios: list[str],
) -> None:
    """`--turns`: for each policy and scenario, the mean position at the US's first decision of
    each turn (and at the game's end), over the games that reached it."""
    print(f"\nIdeology {ideo}: the mean position at the US's first decision of each turn, then at the end")
    for pol in policies:
        for sc in scenarios:
            by_turn = trail.get((pol, ideo, sc))
            if not by_turn:
                continue
            print(f"  {pol}, {sc.replace('_', ' ')}:\n    {'turn':>5} {'games':>5} " + " ".join(f"{h:>10}" for h in POSITION.values()))
            for t in [*sorted(k for k in by_turn if k), 0]:
                rows = by_turn.get(t, [])
                if rows:
                    means = " ".join(f"{statistics.mean(r[k] for r in rows):10.1f}" for k in POSITION)
                    print(f"    {t if t else 'end':>5} {len(rows):5} {means}")
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


#: one way of wording a game, in a fresh interpreter: "plain" imports the engine alone, "en" the
#: service's catalog, "ru" the catalog with the engine's English texts (`Prompt.text`, labels, log
#: entries' `text`) giving Russian instead, and every
#: Jihadist prompt and the newest log entries worded in it
WAYS_SCRIPT = """
import json, sys
way, seed, counts = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3])
each = None
if way != "plain":
    from bot.core import i18n
    if way == "ru":
        import engine.prompts, engine.state
        def russian(x):
            return "" if x is None else x if isinstance(x, str) else i18n.word(x, "ru")
        engine.prompts.english = engine.state.english = russian  # (Prompt.text, labels, log texts)
        def each(g):
            p = g.prompt()
            for x in [p.msg, *(o.msg for o in p.options), *(e.msg for e in g.state.log[-8:])]:
                i18n.word(x, "ru")
from engine.selfplay import us_bot_choices
print(json.dumps({lv: us_bot_choices(lv, seed, n, each=each) for lv, n in counts.items()}))
"""
WAYS = ("plain", "en", "ru")


def choices_by_way(counts: dict[str, int], seed: int = 11) -> dict[str, dict[str, list[str]]]:
    """way -> level -> the option ids of the US bot's first `counts[level]` answers in a seeded
    game (engine.selfplay.us_bot_choices), each way in a fresh interpreter (run side by side)."""
    root = Path(__file__).resolve().parent.parent
    started = {
        way: subprocess.Popen(
            [sys.executable, "-c", WAYS_SCRIPT, way, str(seed), json.dumps(counts)],
            cwd=root, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for way in WAYS
    }
    out: dict[str, dict[str, list[str]]] = {}
    for way, proc in started.items():
        stdout, stderr = proc.communicate()
        if proc.returncode != 0:
            raise RuntimeError(f"{way}: {stderr}")
        out[way] = json.loads(stdout)
    return out


def words(levels: list[str], n: int, seed: int) -> bool:
    """Whether the US bot's first `n` answers at each level are the same in every way (printed)."""
    t = time.perf_counter()
    got = choices_by_way(dict.fromkeys(levels, n), seed)
    same = True
    for lv in levels:
        alike = all(got[w][lv] == got["plain"][lv] for w in WAYS)
        same &= alike
        print(f"{lv}: first {len(got['plain'][lv])} US answers {'the same' if alike else 'DIFFERENT'} "
              f"without the catalog, with it and in Russian")  # fmt: skip
    print(f"({time.perf_counter() - t:.1f} s)")
    return same


def rollout_speed(level: str, positions: int, seed: int) -> None:
    """Rollouts per second of CPU: the level's search at `positions` US card plays per scenario
    of a "smart" self-play game (every third one), the same positions on every run; the
    priorities weigh as the level's do (`Level.weights`), in the game and in the trial games."""
    from engine.usbot.policies import weighing
    from engine.usbot.search import public_seed, search

    lv = bot.check_level(level)
    samples = lv.samples or 8
    digest = hashlib.sha256()  # every score: the same on two versions, the same search
    count = [0]
    decisions: list[float] = []
    with weighing(lv.weights):
        for g, p in card_positions(positions, seed):
            cands = bot._card_candidates(g, p, lv)
            t = time.process_time()
            scored = search(g, p, cands, samples, lv.horizon, public_seed(g, p, lv.name), **lv.how_searched(),
                            count=lambda k: count.__setitem__(0, count[0] + k))
            decisions.append(time.process_time() - t)
            digest.update(repr([(x.candidate, x.score.hex(), x.n) for x in scored]).encode())
    cpu = sum(decisions)
    print(f"rollouts ({level}): {count[0]} in {cpu:.1f} s of CPU at {len(decisions)} card plays: "
          f"{count[0] / max(cpu, 1e-9):.0f} rollouts/s, {count[0] / max(1, len(decisions)):.0f} per card play, "
          f"{1000 * statistics.median(decisions):.0f} ms median per card play; scores {digest.hexdigest()[:16]}")


def card_positions(positions: int, seed: int) -> Iterator[tuple[Game, Prompt]]:
    """Every third US card play with a choice of a "smart" self-play game per scenario, `positions`
    per scenario, the same on every run (a checkpoint at every unit, for the search's copies)."""
    from engine.usbot.policies import smart_policy

    for sc in SCENARIO_IDS:
        g = Game.new(sc, players="solo", seed=seed)
        g.unit_checkpoints = True
        rnd = random.Random(seed)
        seen = taken = 0
        while not g.over and taken < positions:
            p = g.prompt()
            assert p is not None
            if p.role == "us" and p.kind == "card" and len(p.ids()) > 1:
                seen += 1
                if seen % 3 == 1:
                    yield g, p
                    taken += 1
            g.act(p.role, smart_policy(g, p, rnd))


def more_futures(level: str, positions: int, seed: int) -> dict[str, float]:
    """What more futures would change in the level's card choice (docs/usbot.md, round 15). At
    `--rollouts`' card plays, the level's own choice against the best of a flat search over twice
    and over four times its futures, each choice judged by a flat search over four times its
    futures on futures of its own (so that the judge's luck favours none of them), in points of
    the US's chance of winning as the trial games judge it. Printed; the figures returned."""
    from engine.usbot.policies import weighing
    from engine.usbot.search import public_seed, search

    lv = bot.check_level(level)
    gains: dict[int, list[float]] = {2: [], 4: []}
    spreads: list[float] = []
    agree = 0
    with weighing(lv.weights):
        for g, p in card_positions(positions, seed):
            cands = bot._card_candidates(g, p, lv)
            if len(cands) < 2:
                continue
            own = search(g, p, cands, lv.samples, lv.horizon, public_seed(g, p, lv.name), **lv.how_searched())
            judge = {x.candidate: 100 * x.score for x in search(g, p, cands, 4 * lv.samples, lv.horizon, public_seed(g, p, "judge"), **lv.scoring())}
            spreads.append(max(judge.values()) - min(judge.values()))
            for k in gains:
                more = search(g, p, cands, k * lv.samples, lv.horizon, public_seed(g, p, f"x{k}"), **lv.scoring())
                gains[k].append(judge[more[0].candidate] - judge[own[0].candidate])
                agree += k == 4 and more[0].candidate == own[0].candidate
    n = len(spreads)
    out = {"positions": n, "spread": statistics.fmean(spreads) if n else 0.0, "agree": agree}
    for k, xs in gains.items():
        out[f"x{k}"] = statistics.fmean(xs) if n else 0.0
        out[f"x{k}_se"] = statistics.stdev(xs) / math.sqrt(n) if n > 1 else 0.0
    print(f"futures ({level}): {n} card plays, the candidates {out['spread']:.1f} points apart (best to worst); "
          f"choosing on {2 * lv.samples} futures {out['x2']:+.2f} points (se {out['x2_se']:.2f}), "
          f"on {4 * lv.samples} {out['x4']:+.2f} (se {out['x4_se']:.2f}), judged on {4 * lv.samples} futures of their own; "
          f"the level's choice is the {4 * lv.samples}-future search's at {agree} of {n}")
    return out


def same(level: str, n: int, seed: int) -> str:
    """A digest of the bot's first `n` US decisions at `level` in a solitaire game per scenario
    (seed `seed`, as `--games` plays them), with every score its searches gave (the raw floats):
    run it on two versions of the engine to prove a speed-up changed no choice (docs/usbot.md,
    round 8). Printed per scenario, and the whole digest returned."""
    whole = hashlib.sha256()
    searched = bot.search
    scores: list[object] = []

    def recorded(*args: object, **kw: object) -> list[search_mod.Scored]:
        out: list[search_mod.Scored] = searched(*args, **kw)  # type: ignore[arg-type]
        scores.append([(s.candidate, s.score.hex(), s.n) for s in out])
        return out

    for sc in SCENARIO_IDS:
        h = hashlib.sha256()
        g = Game.new(sc, players="solo", seed=seed)
        g.unit_checkpoints = True
        rnd = random.Random(seed)
        done = searches = 0
        t = time.process_time()
        bot.search = recorded  # type: ignore[assignment]  (this process only)
        try:
            while not g.over and done < n:
                p = g.prompt()
                assert p is not None
                if p.role == "us":
                    d = bot.decide(g, p, level)
                    h.update(repr((p.ids(), d.option, scores)).encode())
                    searches += len(scores)
                    scores.clear()
                    done += 1
                    g.act("us", d.option)
                else:
                    g.act(p.role, rnd.choice(p.ids()))
        finally:
            bot.search = searched  # type: ignore[assignment]
        whole.update(h.digest())
        print(f"{sc}: {done} US decisions ({searches} searched) {h.hexdigest()[:16]} "
              f"({time.process_time() - t:.1f} s of CPU)", flush=True)
    print(f"{level}, seed {seed}, {n} US decisions per scenario: {whole.hexdigest()[:16]}")
    return whole.hexdigest()


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.usbot", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100, help="games per scenario, policy and ideology")
    ap.add_argument("--levels", default=",".join(bot.offered()), help="comma-separated levels")
    ap.add_argument("--ideologies", default="normal,coherent,attractive")
    ap.add_argument("--scenarios", default=",".join(SCENARIO_IDS), help="comma-separated scenarios (default: all four)")
    ap.add_argument("--search-games", type=int, default=0, help="games per scenario for the search levels (default --games)")
    ap.add_argument("--other-games", type=int, default=0, help="at most this many for the ideologies after the first")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--progress", type=int, default=20, help="print a running tally every this many games")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--rollouts", type=int, default=0, metavar="N",
                    help="only measure rollouts per second of CPU at N card plays per scenario, for each level that searches")
    ap.add_argument("--futures", type=int, default=0, metavar="N",
                    help="only measure what twice and four times the futures would change in each searching level's card choice, "
                         "at N card plays per scenario")
    ap.add_argument("--same", type=int, default=0, metavar="N",
                    help="only print a digest of each level's first N US decisions per scenario with every search score "
                         "(the same digest on two versions: the same choices)")
    ap.add_argument("--latency", action="store_true", help="also measure another channel's response during a search")
    ap.add_argument("--results", default="", metavar="FILE", help="also append each game's result to FILE (JSON lines)")
    ap.add_argument("--paired", nargs=2, default=None, metavar=("A", "B"),
                    help="only compare two --results files game by game (the same deals)")
    ap.add_argument("--clairvoyant", action="store_true",
                    help="with --games: the trial games see the hidden cards and Plots as they are (an upper bound, never a way to play)")
    ap.add_argument("--turns", action="store_true",
                    help="with --games: also print the mean position at the US's first decision of each turn and at the end")
    ap.add_argument(
        "--words", type=int, default=0, metavar="N",
        help="only check that the bot's first N answers at each level are the same without the catalog, with it and in Russian",
    )
    a = ap.parse_args()
    if a.paired:
        try:
            print_paired(*a.paired)
        except (OSError, ValueError, KeyError, TypeError) as e:  # (a missing file, a line that is not a result)
            sys.exit(f"--paired: cannot read the results ({type(e).__name__}: {e})")
        return
    try:  # (a name: its newest edition; an edition by its key, `name.1` the first: bot.resolve)
        a.levels = [bot.resolve(x) for x in a.levels.split(",") if x]
    except ValueError as e:
        sys.exit(f"--levels: {e}")
    a.ideologies = [x for x in a.ideologies.split(",") if x]
    a.scenarios = list(dict.fromkeys(x for x in a.scenarios.split(",") if x))  # (each once, in the order named)
    if not a.scenarios or set(a.scenarios) - set(SCENARIO_IDS):
        sys.exit(f"--scenarios: choose among {', '.join(SCENARIO_IDS)}")
    if a.words:
        sys.exit(0 if words(a.levels, a.words, a.seed) else 1)
    if a.same:
        for lv in a.levels:
            same(lv, a.same, a.seed)
        return
    if a.futures:
        for lv in a.levels:
            if LEVELS[lv].samples:
                more_futures(lv, a.futures, a.seed)
        return
    if a.rollouts:
        for lv in a.levels:
            if LEVELS[lv].samples:
                rollout_speed(lv, a.rollouts, a.seed)
        return
    if a.games > 0:
        run(a)
    if a.latency:
        asyncio.run(latency(bot.STRONGEST, 8))


if __name__ == "__main__":
    main()
