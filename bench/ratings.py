"""Benchmark: the ratings of a simulated community (issue 35).

    python -m bench.ratings [--seed 1] [--players 40] [--rated 200] [--us-edge 0.5]

Players have hidden strengths (logits, standard deviation 1) and one side a hidden advantage:
the US wins a game with probability sigmoid(strength(US) - strength(Jihadist) + edge). Games finish
one after another over weeks; some are not rated (a bot, a game abandoned early, a game from a
position) and some pairs play streaks that the win-trading guard stops. Each game is rated as it
finishes, the way the service stores it, until `--rated` games were rated; then the ratings are
rebuilt from the records alone and compared with the stored ones. Prints the difference, how well
the pre-game predictions named the winners over the last half of the rated games (accuracy and
log-loss, beside a coin, the side alone and an oracle that knows the hidden strengths) and the
side advantage the model found against the true one. Deterministic for a seed; not a test.
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections import Counter

from bot.core.ratings import (
    Book,
    GameRating,
    GameRecord,
    Seat,
    book_of,
    difference,
    rate_game,
    rebuild,
    scope_key,
)

HOUR = 3600.0
SCOPE = scope_key("bench")


def sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def log_loss(p_us: float, us_won: bool) -> float:
    p = min(max(p_us if us_won else 1 - p_us, 1e-12), 1.0)
    return -math.log(p)


def ranks(values: list[float]) -> list[float]:
    order = sorted(range(len(values)), key=values.__getitem__)
    out = [0.0] * len(values)
    for rank, i in enumerate(order):
        out[i] = float(rank)
    return out


def spearman(a: list[float], b: list[float]) -> float:
    ra, rb = ranks(a), ranks(b)
    ma, mb = sum(ra) / len(ra), sum(rb) / len(rb)
    cov = sum((x - ma) * (y - mb) for x, y in zip(ra, rb, strict=True))
    return cov / math.sqrt(sum((x - ma) ** 2 for x in ra) * sum((y - mb) ** 2 for y in rb))


class Community:
    """The hidden truth and a stream of finished games."""

    def __init__(self, rng: random.Random, players: int, edge: float) -> None:
        self.rng = rng
        self.edge = edge
        self.strength = {f"p{i:02d}": rng.gauss(0.0, 1.0) for i in range(players)}
        self.names = sorted(self.strength)
        self.clock = 1_760_000_000.0
        self.next_id = 1
        self.streak: list[tuple[str, str]] = []

    def p_us(self, us: str, jihadist: str) -> float:
        return sigmoid(self.strength[us] - self.strength[jihadist] + self.edge)

    def game(self) -> GameRecord:
        rng = self.rng
        self.clock += rng.uniform(1, 12) * HOUR
        if self.streak:  # a pair playing game after game (the win-trading guard's case)
            us, jihadist = self.streak.pop()
        else:
            us, jihadist = rng.sample(self.names, 2)
            if rng.random() < 0.03:
                self.streak = [(jihadist, us), (us, jihadist)] * 2
        roll = rng.random()
        kind = "bot" if roll < 0.06 else "short" if roll < 0.12 else "position" if roll < 0.15 else "rated"
        us_won = rng.random() < self.p_us(us, jihadist)
        decisions = (rng.randint(0, 2), rng.randint(0, 40)) if kind == "short" else (rng.randint(3, 60), rng.randint(3, 60))
        record = GameRecord(
            game_id=self.next_id,
            server="bench",
            seats=(
                Seat(side="us", user_id=us, decisions=decisions[0]),
                Seat(side="jihadist", user_id=jihadist, decisions=decisions[1], bot=kind == "bot"),
            ),
            winner="us" if us_won else "jihadist",
            finished_at=self.clock,
            from_position=kind == "position",
        )
        self.next_id += 1
        return record


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.ratings")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=40)
    ap.add_argument("--rated", type=int, default=200, help="stop once this many games were rated")
    ap.add_argument("--us-edge", type=float, default=0.5, help="the US's hidden advantage, in logits")
    a = ap.parse_args()
    started = time.perf_counter()
    world = Community(random.Random(a.seed), a.players, a.us_edge)

    # as the service would: each game rated when it finishes, its change stored
    records: list[GameRecord] = []
    stored: list[GameRating] = []
    book = Book()
    predictions: list[tuple[float, float, bool]] = []  # (model's P(US), oracle's P(US), US won) per rated game
    while sum(r.rated for r in stored) < a.rated:
        g = world.game()
        us, jihadist = g.seats[0].user_id, g.seats[1].user_id
        before = book.win_probability(us, jihadist)
        result = rate_game(g, book, SCOPE, records)
        if result.rated:
            predictions.append((before, world.p_us(us, jihadist), g.winner == "us"))
        book.apply(result)
        records.append(g)
        stored.append(result)

    rebuilt, results = rebuild(records, SCOPE)
    gap = difference(book_of(stored), rebuilt)
    same = results == stored
    why = Counter(r.unrated for r in stored if not r.rated)
    equal_us = sigmoid(a.us_edge)
    print(f"community: {a.players} players, hidden US edge {a.us_edge:+.2f} logit "
          f"(the US wins {equal_us:.1%} between equals), seed {a.seed}")  # fmt: skip
    print(f"games: {len(records)} finished, {len(predictions)} rated; not rated: "
          + ", ".join(f"{k} {n}" for k, n in sorted(why.items())))  # fmt: skip
    print(f"rebuilt from the records: largest difference {gap:.3g} "
          f"({'within' if gap <= 1e-9 else 'BEYOND'} 1e-9); every game's change equal: {'yes' if same else 'NO'}")  # fmt: skip

    half = predictions[len(predictions) // 2 :]
    us_rate = sum(w for _, _, w in predictions[: len(predictions) // 2]) / max(1, len(predictions) // 2)

    def score(ps: list[tuple[float, bool]]) -> str:
        acc = sum((p > 0.5) == w for p, w in ps) / len(ps)
        return f"accuracy {acc:.1%}, log-loss {sum(log_loss(p, w) for p, w in ps) / len(ps):.3f}"

    print(f"pre-game predictions, last {len(half)} rated games: ratings {score([(p, w) for p, _, w in half])}")
    coin = sum(log_loss(0.5, w) for _, _, w in half) / len(half)
    print(f"  beside: a coin log-loss {coin:.3f}; the side alone (first half's US rate "
          f"{us_rate:.1%}) {score([(us_rate, w) for _, _, w in half])}; "
          f"the oracle {score([(o, w) for _, o, w in half])}")  # fmt: skip
    print(f"side advantage found: side term {rebuilt.side_term():+.2f} rating points (side sigma "
          f"{rebuilt.side('us').sigma:.2f}); the US wins {rebuilt.even_match():.1%} between equals "
          f"(true {equal_us:.1%})")  # fmt: skip
    rated = sorted(rebuilt.players)
    rho = spearman([world.strength[p] for p in rated], [rebuilt.player(p).mu for p in rated])
    print(f"rank correlation of the ratings (mu) with the hidden strengths: {rho:.2f} over {len(rated)} players")
    print(f"time: {time.perf_counter() - started:.2f} s")
    if gap > 1e-9 or not same:
        raise SystemExit("the rebuilt ratings differ from the stored ones")


if __name__ == "__main__":
    main()
