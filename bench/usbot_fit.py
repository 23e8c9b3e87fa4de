"""The US bot's fitted evaluation: positions of self-play games and their results, a logistic fit.

    python -m bench.usbot_fit [--games 150] [--seed 5001] [--workers 2] [--us smart] [--ideologies ...] [--write]

Plays `--games` "smart" self-play games (the expert's trial-game player: round 5's weights), or
with `--us LEVEL` the US bot's own games at that level (round 18: the expert's), against the
solitaire Jihadist bot per scenario and ideology, 1 deck, seeds `--seed` and up
(kept apart from the official 1001-1100 and the tuning seeds), takes the public position at
every US card play (`engine.usbot.search.features`) with the game's result (a US win or not),
and fits a logistic regression (Newton's method, a small ridge) on four games in five. The fifth
is held out: its log loss is printed beside the hand-made evaluation's and a constant's. With
`--write` the weights go to `engine/usbot/fitted.py`. Prints figures; not a test.
"""

from __future__ import annotations

import argparse
import math
import time
from concurrent.futures import ProcessPoolExecutor
from contextlib import AbstractContextManager, nullcontext
from pathlib import Path

from engine.data import SCENARIOS
from engine.game import Game, Prompt
from engine.selfplay import play_game
from engine.usbot import LEVELS, policies
from engine.usbot.search import FEATURE_NAMES, FIT_IDEOLOGIES, FIT_SCENARIOS, features, fitted_chance

IDEOLOGIES = ("normal", "coherent", "attractive")
NEED = 6  # 9.1, 1 deck
HAND_MADE = FEATURE_NAMES.index("hand_made")  # (the hand-made evaluation's logit, a feature)
RIDGE = 1.0  # on the standardized weights, the constant's aside


def one_game(task: tuple[str, str, int] | tuple[str, str, int, str]) -> tuple[list[list[float]], list[float], int]:
    """(scenario, ideology, seed[, US player]) -> the features at each US card play, the
    hand-made evaluation there, and 1 for a US win. The US player: "smart" (round 5's weights),
    or a US bot level (its game as `engine.selfplay.play_game` plays it)."""
    scenario, ideology, seed, *player = task
    us = player[0] if player else "smart"
    rows: list[list[float]] = []
    hand: list[float] = []

    def each(g: Game, p: Prompt) -> None:
        if p.role == "us" and p.kind == "card":
            rows.append(features(g, NEED))
            hand.append(1 / (1 + math.exp(-rows[-1][HAND_MADE])))

    # (a level's decisions each weigh with its own weights)
    weighing: AbstractContextManager[None] = policies.weighing(policies.ROUND_5) if us == "smart" else nullcontext()
    with weighing:
        g = play_game(scenario, ideology, us="smart" if us == "smart" else "bot", level=us, seed=seed, each=each)
    return rows, hand, int(g.state.winner == "us")


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """a x = b by Gaussian elimination with partial pivoting (a small dense system)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(m[r][col]))
        m[col], m[piv] = m[piv], m[col]
        d = m[col][col]
        if abs(d) < 1e-12:
            continue
        for r in range(col + 1, n):
            f = m[r][col] / d
            if f:
                mr, mc = m[r], m[col]
                for k in range(col, n + 1):
                    mr[k] -= f * mc[k]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        d = m[r][r]
        x[r] = 0.0 if abs(d) < 1e-12 else (m[r][n] - sum(m[r][k] * x[k] for k in range(r + 1, n))) / d
    return x


def fit(xs: list[list[float]], ys: list[int], iters: int = 8) -> list[float]:
    """Logistic regression by Newton's method (IRLS) on standardized features with a ridge;
    the weights returned are for the raw features."""
    k = len(xs[0])
    const = [j for j in range(k) if all(x[j] == 1.0 for x in xs)]
    mean = [sum(x[j] for x in xs) / len(xs) for j in range(k)]
    sd = [math.sqrt(sum((x[j] - mean[j]) ** 2 for x in xs) / len(xs)) or 1.0 for j in range(k)]
    for j in const:
        mean[j], sd[j] = 0.0, 1.0
    zs = [[(x[j] - mean[j]) / sd[j] for j in range(k)] for x in xs]
    w = [0.0] * k
    for it in range(iters):
        h = [[0.0] * k for _ in range(k)]
        grad = [0.0] * k
        for z, y in zip(zs, ys, strict=True):
            eta = sum(wi * zi for wi, zi in zip(w, z, strict=True))
            pr = 1 / (1 + math.exp(-max(-30.0, min(30.0, eta))))
            r = y - pr
            q = pr * (1 - pr)
            for i in range(k):
                zi = z[i]
                if zi:
                    grad[i] += r * zi
                    qi = q * zi
                    hi = h[i]
                    for j in range(i, k):
                        hi[j] += qi * z[j]
        for i in range(k):
            for j in range(i):
                h[i][j] = h[j][i]
            if i not in const:
                h[i][i] += RIDGE
                grad[i] -= RIDGE * w[i]
        step = solve(h, grad)
        w = [wi + si for wi, si in zip(w, step, strict=True)]
        print(f"  Newton step {it + 1}: |step| {math.sqrt(sum(s * s for s in step)):.4f}", flush=True)
        if max(abs(s) for s in step) < 1e-4:
            break
    raw = [w[j] / sd[j] for j in range(k)]
    c = const[0] if const else None
    if c is not None:
        raw[c] = w[c] - sum(w[j] * mean[j] / sd[j] for j in range(k) if j != c)
    return raw


def log_loss(ps: list[float], ys: list[int]) -> float:
    eps = 1e-9
    return -sum(y * math.log(max(p, eps)) + (1 - y) * math.log(max(1 - p, eps)) for p, y in zip(ps, ys, strict=True)) / len(ys)


def names() -> list[str]:
    return [*FEATURE_NAMES, *(f"{n}*t" for n in FEATURE_NAMES), "constant",
            *(f"scenario:{s}" for s in FIT_SCENARIOS[1:]), *(f"ideology:{i}" for i in FIT_IDEOLOGIES)]


def write(w: list[float], path: Path, note: str) -> None:
    lines = "\n".join(f"    {x!r},  # {n}" for x, n in zip(w, names(), strict=True))
    path.write_text(
        '"""The fitted evaluation\'s weights (`engine.usbot.search.features`, in `FEATURE_NAMES`\' order:\n'
        "each feature, then each times the share of a deck left, then the constant, the scenario and\n"
        f"the ideology). Written by `python -m bench.usbot_fit --write`:\n{note}.\"\"\"\n\n"
        f"WEIGHTS: tuple[float, ...] = (\n{lines}\n)\n"
    )


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.usbot_fit", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=150, help="games per scenario and ideology")
    ap.add_argument("--seed", type=int, default=5001)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--us", default="smart", choices=["smart", *LEVELS], help="the US player whose games are fitted")
    ap.add_argument("--ideologies", default=",".join(IDEOLOGIES), help="comma-separated, of " + ", ".join(IDEOLOGIES))
    ap.add_argument("--write", action="store_true", help="write engine/usbot/fitted.py")
    a = ap.parse_args()
    ideologies = [i for i in a.ideologies.split(",") if i]
    if not ideologies or any(i not in IDEOLOGIES for i in ideologies):
        ap.error(f"--ideologies: choose among {', '.join(IDEOLOGIES)}")
    tasks = [(sc, ideo, a.seed + i, a.us) for ideo in ideologies for sc in SCENARIOS for i in range(a.games)]
    t = time.time()
    with ProcessPoolExecutor(a.workers) as ex:
        games = list(ex.map(one_game, tasks, chunksize=8))
    print(f"{len(games)} games, {sum(len(r) for r, _, _ in games)} US card plays, {time.time() - t:.0f} s", flush=True)
    train = [gm for i, gm in enumerate(games) if i % 5]
    held = [gm for i, gm in enumerate(games) if not i % 5]
    xs = [x for rows, _, _ in train for x in rows]
    ys = [y for rows, _, y in train for _ in rows]
    t = time.time()
    w = fit(xs, ys)
    print(f"fitted on {len(xs)} positions in {time.time() - t:.0f} s")
    hx = [x for rows, _, _ in held for x in rows]
    hy = [y for rows, _, y in held for _ in rows]
    hh = [v for _, hand, _ in held for v in hand]
    base = sum(ys) / len(ys)
    print(f"held out: {len(hx)} positions of {len(held)} games; log loss fitted {log_loss([fitted_chance(w, x) for x in hx], hy):.4f}, "
          f"hand-made {log_loss(hh, hy):.4f}, constant {log_loss([base] * len(hy), hy):.4f}")
    for n, x in zip(names(), w, strict=True):
        print(f"  {n:24} {x:+.4f}")
    if a.write:
        player = "" if a.us == "smart" else f" of the {a.us} level"
        note = f"{len(games)} games{player} (seeds {a.seed}-{a.seed + a.games - 1} per scenario and ideology), {len(xs)} positions"
        write(w, Path(__file__).resolve().parent.parent / "engine" / "usbot" / "fitted.py", note)
        print("written: engine/usbot/fitted.py")


if __name__ == "__main__":
    main()
