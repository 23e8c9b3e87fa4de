"""Board-image benchmark: median time per board, PNG size, and both against a blank canvas.

    .venv/bin/python -m bench.render            # print the figures
    .venv/bin/python -m bench.render --samples  # also write docs/board-sample.png and docs/hand-sample.png

The position is a seeded 2-player Let's Roll! game played some steps with random legal options;
the board is drawn against the view a few steps earlier, so the change marks and strip are drawn.
Aim (issue 16): at most 5x the blank canvas's time and 150 KB.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from pathlib import Path

from PIL import Image

from engine import Game
from engine.view import View, board_changes
from render import render_board, render_hand
from render.layout import HEIGHT, WIDTH
from render.style import PAPER, to_png

DOCS = Path(__file__).resolve().parent.parent / "docs"


def mid_game(seed: int = 30, steps: int = 260) -> tuple[Game, int]:
    """The game after up to `steps` random decisions, and how many were made (fewer if it ended)."""
    g = Game.new("lets_roll", players="two", seed=seed)
    rng = random.Random(seed)
    n = 0
    while n < steps and (p := g.prompt()) is not None:
        g.act(p.role, rng.choice(p.ids()))
        n += 1
    return g, n


def with_previous(seed: int = 30, steps: int = 260, since: int = 12) -> tuple[Game, View]:
    """A position still in play (`steps` decisions in, or two thirds of the game if it is shorter)
    and the public view `since` decisions before it: the board draws its change marks."""
    steps = min(steps, 2 * mid_game(seed, 100_000)[1] // 3)
    g, _ = mid_game(seed, steps - since)
    before = g.view(None)
    rng = random.Random(seed + 1)
    for _ in range(since):
        p = g.prompt()
        if p is None:
            break
        g.act(p.role, rng.choice(p.ids()))
    return g, before


def timings_ms(fn: Callable[[], bytes], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append((time.perf_counter() - t) * 1000)
    return times


def blank_png() -> bytes:
    """The same size and encoder as the board, nothing drawn."""
    return to_png(Image.new("RGB", (WIDTH, HEIGHT), PAPER))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--samples", action="store_true", help="write the sample images into docs/")
    args = ap.parse_args()

    g, before = with_previous()
    view = g.view(None)
    render_board(view, before)  # warm the font cache
    png = render_board(view, before)
    board = timings_ms(lambda: render_board(view, before), args.runs)
    board_ms = statistics.median(board)
    blank = blank_png()
    blank_ms = statistics.median(timings_ms(blank_png, args.runs))
    hand = g.view("us").hand or []
    hand_ms = statistics.median(timings_ms(lambda: render_hand(hand), args.runs))
    print(
        f"position: turn {view.turn}, {view.phase}, {sum(c.sleepers + c.actives for c in view.countries)} cells on map"
    )
    print(
        f"board {WIDTH}x{HEIGHT}: median {board_ms:.1f} ms (fastest {min(board):.1f}) over {args.runs} runs,"
        f" PNG {len(png) / 1024:.1f} KB"
    )
    print(f"blank canvas encode: median {blank_ms:.1f} ms, PNG {len(blank) / 1024:.1f} KB")
    print(f"ratio board/blank: time x{board_ms / blank_ms:.1f}, size x{len(png) / len(blank):.1f}")
    changes = board_changes(before, view)
    print(f"change marks: {sum(1 for c in changes if c.country)} countries outlined, {len(changes)} lines in the strip")
    print(f"aim: time x5.0 or less, PNG 150 KB or less -> {'met' if board_ms <= 5 * blank_ms and len(png) <= 150 * 1024 else 'NOT met'}")
    print(f"hand of {len(hand)} cards: median {hand_ms:.1f} ms, PNG {len(render_hand(hand)) / 1024:.1f} KB")
    if args.samples:
        (DOCS / "board-sample.png").write_bytes(png)
        (DOCS / "hand-sample.png").write_bytes(render_hand(hand))
        print(f"wrote {DOCS / 'board-sample.png'} and {DOCS / 'hand-sample.png'}")


if __name__ == "__main__":
    main()
