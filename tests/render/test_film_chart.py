"""The film and the chart of a game (issue 20): one frame per phase, a long game kept under the
upload limit by fewer frames, and the chart's series read back against the game's record."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from engine import Game
from engine.view import View
from render.chart import PANELS, SERIES, panel_range, panel_top, point, render_chart, tallies, victory_lines
from render.closeup import WIDTH
from render.film import FRAME_H, MAX_FRAMES, pick, render_film


def _phases(seed: int = 30) -> tuple[list[View], dict[int, dict[str, int]]]:
    """A whole 1-deck 2-player game: the public view as each phase began and at the end, and the
    tallies at the end of each turn."""
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


@pytest.fixture(scope="module")
def game() -> tuple[list[View], dict[int, dict[str, int]]]:
    return _phases()


def test_a_film_has_one_frame_per_phase(game: tuple[list[View], dict[int, dict[str, int]]]) -> None:
    frames, _ = game
    data, fmt = render_film(frames, 25 * 2**20)
    im = Image.open(io.BytesIO(data))
    assert fmt in ("png", "webp") and im.format == fmt.upper()
    assert im.n_frames == len(frames) > 5
    assert im.size == (WIDTH, FRAME_H)
    assert getattr(im, "is_animated", False)


def test_a_long_game_keeps_under_the_limit_with_fewer_frames(
    game: tuple[list[View], dict[int, dict[str, int]]],
) -> None:
    frames, _ = game
    many = frames * 60  # well over a thousand phases
    limit = 2 * 2**20
    data, _ = render_film(many, limit)
    im = Image.open(io.BytesIO(data))
    assert len(data) <= limit
    assert 2 <= im.n_frames <= MAX_FRAMES
    assert im.size == (WIDTH, FRAME_H)  # each frame at the close-up's scale, still readable


def test_pick_keeps_the_first_and_the_last() -> None:
    assert pick(5, 10) == [0, 1, 2, 3, 4]
    got = pick(1000, 7)
    assert got[0] == 0 and got[-1] == 999 and len(got) == 7
    assert pick(10, 1) == [9]


def test_no_phase_yet_still_gives_a_picture() -> None:
    data, fmt = render_film([], 1000)
    assert fmt == "png"
    assert Image.open(io.BytesIO(data)).size[0] > 0


def test_a_role_view_is_refused() -> None:
    with pytest.raises(ValueError):
        render_film([Game.new("lets_roll", players="two", seed=1).view("us")], 10**6)


def _plotted(png: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(png))
    im.load()
    return im.convert("RGB")


def test_the_chart_draws_each_series_against_the_record(game: tuple[list[View], dict[int, dict[str, int]]]) -> None:
    _, per_turn = game
    series = {s: [per_turn[t][s] for t in sorted(per_turn)] for s in SERIES}
    assert len(series["Prestige"]) == max(per_turn)
    png = render_chart(series, "two")
    assert render_chart(series, "two") == png
    im = _plotted(png)
    assert im.width == 900
    # the figures are drawn where the series says: a change in one value changes the picture
    other = {**series, "Prestige": [min(12, v + 3) for v in series["Prestige"]]}
    assert render_chart(other, "two") != png
    # every series of the record is charted in one panel, each value where the axis puts it
    assert {name for _, members, _ in PANELS for name, _, _ in members} == set(SERIES)
    turns = len(series["Prestige"])
    for k, (panel, members, _) in enumerate(PANELS):
        hi = panel_range(panel, series, "two")
        for name, colour, _ in members:
            for i, value in enumerate(series[name]):
                x, y = point(panel_top(k), i, value, turns, hi)
                near = {im.getpixel((round(x) + dx, round(y) + dy)) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
                # where two series meet, the one drawn last covers the other
                meet = [c for n, c, _ in members if n != name and series[n][i] == value]
                assert colour in near or any(c in near for c in meet), (name, i, value)


def test_victory_lines_follow_the_mode() -> None:
    two, solo = victory_lines("two"), victory_lines("solo")
    assert [v for v, _, _ in two["Resources"]] == [12, 6]
    assert two["Pieces on the map"] and not solo["Pieces on the map"]  # 9.1
    assert render_chart({}, "two") != render_chart({}, "solo")


def test_tallies_read_the_public_view() -> None:
    v = Game.new("lets_roll", players="two", seed=1).view(None)
    t = tallies(v)
    assert set(t) == set(SERIES)
    assert t["Cells on the map"] == sum(c.sleepers + c.actives for c in v.countries)
    assert t["Prestige"] == v.prestige
