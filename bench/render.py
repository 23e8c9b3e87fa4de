"""Picture benchmark: the board against a blank canvas, the close-up, the hand, and the film and
chart of a whole 1-deck game.

    .venv/bin/python -m bench.render            # print the figures
    .venv/bin/python -m bench.render --samples  # also write the sample pictures into docs/
    .venv/bin/python -m bench.render --film     # also the film of the long 3-deck game (~1 min;
                                                # with --samples, a frame of it: docs/film-frame-sample.png)

The position is a seeded 2-player Let's Roll! game played some steps with random legal options;
the board is drawn against the view a few steps earlier, so the change marks and strip are drawn.
"warm": the same position again (every tile cached, as when a board is asked for twice);
"next": the position after one more phase, drawn after the one before it (the common case: most
country boxes unchanged); "cold": every tile cache emptied first.
Aim (issue 20): the warm and next boards at most 2.0x the blank canvas's time, 150 KB or less; a
close-up faster than the board.
`--film` (issue 33): the long 3-deck game of bench/service.py, played through the service and
replayed from its stored log as at the game's end; its film (`pictures.film_images`, the film and
the chart) under Discord's default limit `FILM_BYTES` (8 MiB), and under smaller limits that force
the fitting. Aim: a GIF of 10 or more frames under 8 MiB.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PIL import Image

import render.board
import render.closeup
from bench.service import LONG_SEED, long_game
from bot.core.pictures import FILM_BYTES, film_images
from bot.core.replay import Step, replay_steps
from bot.core.service import GameService
from bot.core.store import effective_acts
from engine import Game, Setup
from engine.msg import Msg, english
from engine.view import View, board_changes
from render import Outcome, render_board, render_chart, render_closeup, render_film, render_hand, tallies
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


def whole_game(seed: int = 30) -> tuple[list[View], dict[int, dict[str, int]]]:
    """A whole 1-deck 2-player game with random options: the public view as each phase began
    (and at the end), and the tallies at the end of each turn."""
    g = Game.new("lets_roll", players="two", seed=seed)
    rng = random.Random(seed)
    frames = [g.view(None)]
    last = (g.state.turn, g.state.phase)
    per_turn: dict[int, dict[str, int]] = {}
    while (p := g.prompt()) is not None:
        g.act(p.role, rng.choice(p.ids()))
        if (g.state.turn, g.state.phase) != last:
            frames.append(g.view(None))
            last = (g.state.turn, g.state.phase)
        per_turn[g.state.turn] = tallies(g.view(None))
    return frames, per_turn


def clear_tiles() -> None:
    for tiles in render.board._tiles.values():
        tiles.clear()
    render.closeup._card_cached.cache_clear()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--samples", action="store_true", help="write the sample images into docs/")
    ap.add_argument("--film", action="store_true", help="the film of the long 3-deck game (about a minute)")
    args = ap.parse_args()

    g, before = with_previous()
    view = g.view(None)
    render_board(view, before)  # warm the font and tile caches
    png = render_board(view, before)
    board = timings_ms(lambda: render_board(view, before), args.runs)
    board_ms = statistics.median(board)
    blank = blank_png()
    blank_ms = statistics.median(timings_ms(blank_png, args.runs))

    def cold() -> bytes:
        clear_tiles()
        return render_board(view, before)

    cold_ms = statistics.median(timings_ms(cold, max(3, args.runs // 3)))
    # the next phase's board, drawn after this one (its unchanged boxes cached)
    frames, per_turn = whole_game()
    pairs = list(zip(frames, frames[1:], strict=False))
    nxt, ratios = [], []
    for _ in range(3):  # each board timed right after a blank canvas, so load from elsewhere cancels out
        clear_tiles()
        render_board(pairs[0][0])
        for a, b in pairs:
            t = time.perf_counter()
            blank_png()
            t1 = time.perf_counter()
            render_board(b, a)
            t2 = time.perf_counter()
            nxt.append((t2 - t1) * 1000)
            ratios.append((t2 - t1) / (t1 - t))
    next_ms = statistics.median(nxt)
    next_ratio = statistics.median(ratios)
    closeup = render_closeup(view, before)
    clear_tiles()
    close = []
    for a, b in pairs:
        t = time.perf_counter()
        render_closeup(b, a)
        close.append((time.perf_counter() - t) * 1000)
    close_ms = statistics.median(close)
    hand = max((g.view(r).hand or [] for r in ("us", "jihadist")), key=len)  # the larger hand (bench only)
    hand_ms = statistics.median(timings_ms(lambda: b"".join(render_hand(hand)), max(3, args.runs // 3)))
    pages = render_hand(hand)
    print(
        f"position: turn {view.turn}, {view.phase}, {sum(c.sleepers + c.actives for c in view.countries)} cells on map"
    )
    print(f"blank canvas encode: median {blank_ms:.1f} ms, PNG {len(blank) / 1024:.1f} KB")
    print(
        f"board {WIDTH}x{HEIGHT} warm: median {board_ms:.1f} ms (fastest {min(board):.1f}) over {args.runs} runs,"
        f" x{board_ms / blank_ms:.2f} the blank canvas; PNG {len(png) / 1024:.1f} KB"
    )
    print(
        f"board next phase ({len(pairs)} phases of a game, 3 passes): median {next_ms:.1f} ms,"
        f" x{next_ratio:.2f} the blank canvas timed just before each"
    )
    print(f"board cold (no tile cached): median {cold_ms:.1f} ms, x{cold_ms / blank_ms:.2f}")
    changes = board_changes(before, view)
    print(f"change marks: {sum(1 for c in changes if c.country)} countries outlined, {len(changes)} lines in the strip")
    met = board_ms <= 2 * blank_ms and next_ratio <= 2 and len(png) <= 150 * 1024
    print(f"aim: warm and next x2.0 or less, PNG 150 KB or less -> {'met' if met else 'NOT met'}")
    im = Image.open(io.BytesIO(closeup))
    print(
        f"close-up {im.width}x{im.height}: median {close_ms:.1f} ms over the game's phases"
        f" ({'faster' if close_ms < next_ms else 'NOT faster'} than the board), PNG {len(closeup) / 1024:.1f} KB"
    )
    print(
        f"hand of {len(hand)} cards: median {hand_ms:.1f} ms, {len(pages)} page(s),"
        f" {sum(map(len, pages)) / 1024:.1f} KB"
    )
    t = time.perf_counter()
    film, fmt = render_film(frames)
    film_s = time.perf_counter() - t
    frames_in = Image.open(io.BytesIO(film))
    print(
        f"film of a whole 1-deck game: {len(frames)} phases, {frames_in.n_frames} frames {frames_in.width}x"
        f"{frames_in.height}, {fmt.upper()}, {len(film) / 1024:.0f} KB in {film_s:.1f} s"
    )
    turns = sorted(per_turn)
    t = time.perf_counter()
    end = frames[-1]
    won = Outcome(end.winner, english(end.victory), end.victory.id) if isinstance(end.victory, Msg) else None
    chart = render_chart({k: [per_turn[n][k] for n in turns] for k in per_turn[turns[0]]}, "two", None, won)
    print(f"chart of {len(turns)} turns: {(time.perf_counter() - t) * 1000:.0f} ms, {len(chart) / 1024:.1f} KB")
    if args.film:
        long_film(args.samples)
    if args.samples:
        (DOCS / "board-sample.png").write_bytes(png)
        (DOCS / "closeup-sample.png").write_bytes(closeup)
        (DOCS / "hand-sample.png").write_bytes(pages[0])
        (DOCS / "chart-sample.png").write_bytes(chart)
        print(f"wrote board-, closeup-, hand- and chart-sample.png into {DOCS}")


async def _long_game() -> tuple[Setup, list[Step], dict[str, Any] | None]:
    """The long 3-deck game of bench/service.py, played to its end through the service; its
    set-up, its replay steps from the stored log, and its stored result."""
    with tempfile.TemporaryDirectory() as tmp:
        svc = await GameService.open(Path(tmp) / "long.sqlite3", images=False)
        try:
            await long_game(svc, None, samples=0)
            info = await svc.info("long-None")
            assert info is not None
            row = await svc.store.game(info.game_id)
            assert row is not None
            acts = effective_acts(await svc.store.actions(info.game_id))
        finally:
            await svc.close()
    setup = Setup.model_validate(row.setup)
    return setup, replay_steps(setup, acts), row.result


def long_film(samples: bool = False) -> None:
    """The long game's film and chart, as the service makes them at the game's end, under the
    default limit and under limits that make it fit by scale and colours, then by frames."""
    setup, steps, result = asyncio.run(_long_game())
    print(f"long 3-deck game (seed {LONG_SEED}): {steps[-1].turn} turns, {len(steps)} phases, result {result}")
    for limit in (FILM_BYTES, FILM_BYTES // 4, FILM_BYTES // 16):
        t = time.perf_counter()
        film, chart = film_images(1, setup, steps, max_bytes=limit, result=result)
        took = time.perf_counter() - t
        im = Image.open(io.BytesIO(film.png))
        ok = im.format == "GIF" and im.n_frames >= 10 and len(film.png) <= limit
        print(
            f"  limit {limit / 2**20:.1f} MiB: {im.format} {im.n_frames} frames {im.width}x{im.height},"
            f" {len(film.png) / 2**20:.2f} MiB, chart {len(chart.png) / 1024:.0f} KB, {took:.1f} s"
            f" (film and chart) -> {'met' if ok else 'NOT met'}"
        )
        if samples and limit == FILM_BYTES:
            im.seek(im.n_frames // 2)
            im.convert("RGB").save(DOCS / "film-frame-sample.png")


if __name__ == "__main__":
    main()
