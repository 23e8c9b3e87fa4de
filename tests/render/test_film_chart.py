"""The film and the chart of a game (issues 20, 33): the film an animated GIF of the whole map in
one framing, its first frame the set-up, every frame the same size, kept under the byte limit by
fewer colours, a smaller scale and fewer frames (never the first nor the last); the chart's series
read back against the game's record, its winner and deciding line marked. The real bytes are
decoded with Pillow. (The long 3-deck game's film: `python -m bench.render --film`.)"""

from __future__ import annotations

import io
import random
import shutil

import pytest
from PIL import Image, ImageChops, ImageSequence

from engine import Game
from engine.data import MUSLIM
from engine.view import View, board_changes
from render.board import PHASES, render_board
from render.chart import (
    PANELS,
    SERIES,
    Outcome,
    panel_range,
    panel_top,
    plot_area,
    point,
    render_chart,
    tallies,
    victory_lines,
)
from render.film import (
    CAPTION_H,
    FILM_BYTES,
    MAP_BOX,
    MIN_WIDTH,
    WIDTH,
    draw_frame,
    film_palette,
    key_event,
    pick,
    render_film,
    shots_of,
)
from render.style import BLUE, VERMILION, to_png


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


Game_ = tuple[list[View], dict[int, dict[str, int]]]


@pytest.fixture(scope="module")
def game() -> Game_:
    return _phases()


@pytest.fixture(scope="module")
def film(game: Game_) -> bytes:
    return render_film(game[0])[0]


def _frames(data: bytes) -> list[Image.Image]:
    im = Image.open(io.BytesIO(data))
    return [f.convert("RGB") for f in ImageSequence.Iterator(im)]


def _map_of(frame: Image.Image) -> Image.Image:
    """The map part of a decoded frame."""
    k = frame.width / WIDTH
    top = round(CAPTION_H * k)
    h = round((MAP_BOX[3] - MAP_BOX[1]) * frame.width / (MAP_BOX[2] - MAP_BOX[0]))
    return frame.crop((0, top, frame.width, top + h))


def _board_map(view: View, width: int) -> Image.Image:
    """The map of the whole board of `view`, as a film `width` px wide frames it."""
    board = Image.open(io.BytesIO(render_board(view))).convert("RGB").crop(MAP_BOX)
    return board.reduce(2).resize((width, round(board.height * width / board.width)))


def _near(a: Image.Image, b: Image.Image) -> float:
    """The share of pixels of `a` and `b` (one size) within 60 of each other in every channel."""
    r, g, b_ = ImageChops.difference(a, b).split()
    worst = ImageChops.lighter(ImageChops.lighter(r, g), b_).histogram()
    return sum(worst[:61]) / (a.width * a.height)


def test_the_film_is_an_animated_gif_one_frame_per_phase_in_one_framing(game: Game_, film: bytes) -> None:
    frames, _ = game
    im = Image.open(io.BytesIO(film))
    assert im.format == "GIF" and im.is_animated
    assert im.n_frames == len(frames) >= 10
    assert len(film) <= FILM_BYTES
    decoded = _frames(film)
    assert {f.size for f in decoded} == {(WIDTH, im.height)}  # one framing from start to end
    assert im.info.get("loop") == 0
    # the first frame is the set-up board, the last the final one (the map as the board draws it)
    _first_and_last(decoded, frames, WIDTH)


def _first_and_last(decoded: list[Image.Image], frames: list[View], width: int) -> None:
    """The first decoded frame shows the set-up's map, the last the final map (each nearer to its
    own board than to the other)."""
    setup, final = _board_map(frames[0], width), _board_map(frames[-1], width)
    first, last = _map_of(decoded[0]), _map_of(decoded[-1])
    assert _near(first, setup) > 0.97 and _near(first, setup) > _near(first, final) + 0.005
    assert _near(last, final) > 0.97 and _near(last, final) > _near(last, setup) + 0.005


def test_each_decoded_frame_is_the_frame_drawn(game: Game_, film: bytes) -> None:
    """Each frame after the first is stored as the box that changed, its unchanged pixels
    transparent: decoded, every frame is the whole frame drawn, pixel for pixel."""
    frames, _ = game
    shots = shots_of(frames, list(range(len(frames))), None, None, None)
    pal = film_palette(255)
    for k, (shot, got) in enumerate(zip(shots, _frames(film), strict=True)):
        assert ImageChops.difference(draw_frame(shot, WIDTH, pal).convert("RGB"), got).getbbox() is None, k
    # a frame stored whole is larger than the film's frames on average
    assert len(film) < len(frames) * len(to_png(_frames(film)[len(frames) // 2])) / 2


def test_the_last_frame_is_in_the_winners_colour(game: Game_, film: bytes) -> None:
    frames, _ = game
    last = _frames(film)[-1]
    winner = frames[-1].winner
    assert winner in ("us", "jihadist")
    assert last.getpixel((WIDTH - 3, 3)) == (BLUE if winner == "us" else VERMILION)
    # a result the rules did not reach (a resignation) is the caller's to say
    said = render_film(frames[:12], outcome=Outcome("jihadist", "the US resigned", "reason-resigned"))[0]
    assert _frames(said)[-1].getpixel((WIDTH - 3, 3)) == VERMILION


def test_a_tighter_limit_fits_by_colours_and_scale_first(game: Game_, film: bytes) -> None:
    frames, _ = game
    limit = len(film) * 3 // 4
    data, fmt = render_film(frames, limit)
    im = Image.open(io.BytesIO(data))
    assert fmt == "gif" and len(data) <= limit
    assert im.n_frames == len(frames)  # every phase kept: smaller or fewer colours first
    assert MIN_WIDTH <= im.width < WIDTH


def test_a_small_limit_drops_in_between_frames_never_the_first_nor_the_last(game: Game_, film: bytes) -> None:
    frames, _ = game
    limit = len(film) // 5
    data, _ = render_film(frames, limit)
    im = Image.open(io.BytesIO(data))
    assert len(data) <= limit
    assert 2 <= im.n_frames < len(frames)
    decoded = _frames(data)
    assert {f.size for f in decoded} == {(MIN_WIDTH, im.height)}
    _first_and_last(decoded, frames, MIN_WIDTH)


def test_a_frame_is_titled_with_the_phase_that_made_its_changes(game: Game_) -> None:
    """A view is taken as a phase begins: the changes it outlines were made in the phase before."""
    frames, _ = game
    shots = shots_of(frames, list(range(len(frames))), None, None, None)
    assert shots[0].title == "Set-up · Let's Roll!"
    for k in range(1, len(frames) - 1):
        played = frames[k - 1]
        assert shots[k].title == f"Turn {played.turn} · {PHASES[played.phase]}", k
        assert shots[k].event == key_event(board_changes(played, frames[k]))
    assert shots[-1].title in ("US wins", "Jihadist wins")


def test_the_key_event_puts_governance_first() -> None:
    g = Game.new("lets_roll", players="two", seed=3)
    before = g.view(None)
    after = before.model_copy(deep=True)
    iraq = next(c for c in after.countries if c.id == "iraq")
    gulf = next(c for c in after.countries if c.id == "gulf_states")
    iraq.governance = "Islamist Rule"
    gulf.sleepers += 1
    after.prestige = max(1, after.prestige - 2)
    said = key_event(board_changes(before, after))
    assert said.startswith("Iraq:") and "Islamist Rule" in said and "and 1 more" in said
    assert key_event([]) == "nothing changed on the map"


def test_pick_keeps_the_first_and_the_last() -> None:
    assert pick(5, 10) == [0, 1, 2, 3, 4]
    got = pick(1000, 7)
    assert got[0] == 0 and got[-1] == 999 and len(got) == 7
    assert pick(10, 1) == [9]


def test_no_phase_yet_still_gives_a_picture() -> None:
    data, fmt = render_film([], 1000)
    assert fmt == "gif"
    assert Image.open(io.BytesIO(data)).format == "GIF"


def test_a_role_view_is_refused() -> None:
    with pytest.raises(ValueError):
        render_film([Game.new("lets_roll", players="two", seed=1).view("us")], 10**6)


def _plotted(png: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(png))
    im.load()
    return im.convert("RGB")


def test_the_chart_draws_each_series_against_the_record(game: Game_) -> None:
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


def _line_pixels(
    im: Image.Image, panel: str, value: int, series: dict[str, list[int]], colour: tuple[int, ...]
) -> float:
    """The share of the victory line at `value` in `panel` drawn in `colour` (dashed: ~0.6; solid: 1)."""
    k = next(i for i, (n, _, _) in enumerate(PANELS) if n == panel)
    hi = panel_range(panel, series, "two")
    left, right, _, _ = plot_area(panel_top(k))
    y = round(point(panel_top(k), 0, value, len(series["Prestige"]), hi)[1])
    xs = range(left + 200, right - 60)  # clear of the line's label
    return sum(colour in {im.getpixel((x, y + dy)) for dy in (-1, 0, 1)} for x in xs) / len(xs)


def test_the_chart_marks_the_line_that_decided_the_game(game: Game_) -> None:
    _, per_turn = game
    series = {s: [per_turn[t][s] for t in sorted(per_turn)] for s in SERIES}
    plain = _plotted(render_chart(series, "two"))
    won = _plotted(render_chart(series, "two", None, Outcome("jihadist", "how", "victory-ir-resources")))
    # the Jihadist's 6 IR Resources line: dashed, then solid
    assert _line_pixels(plain, "Resources", 6, series, VERMILION) < 0.8
    assert _line_pixels(won, "Resources", 6, series, VERMILION) == 1.0
    # the US's line at 12 stays dashed; the banner is in the winner's colour
    assert _line_pixels(won, "Resources", 12, series, BLUE) < 0.8
    assert won.getpixel((890, 60)) == VERMILION and plain.getpixel((890, 60)) != VERMILION
    # two lines at one value (15 countries): the one in the deciding series' colour is marked
    fair = _plotted(render_chart(series, "two", None, Outcome("us", "how", "victory-fair-good")))
    assert _line_pixels(fair, "Muslim countries", 15, series, BLUE) == 1.0
    # a resignation decides by no line: the banner alone
    resigned = _plotted(render_chart(series, "two", None, Outcome("us", "resigned", "reason-resigned")))
    assert resigned.getpixel((890, 60)) == BLUE
    assert _line_pixels(resigned, "Pieces on the map", 0, series, BLUE) < 0.8


def test_victory_lines_follow_the_mode() -> None:
    two, solo = victory_lines("two"), victory_lines("solo")
    assert [v for v, _, _ in two["Resources"]] == [12, 6]
    assert two["Pieces on the map"] and not solo["Pieces on the map"]  # 9.1
    assert [v for v, _, _ in two["Muslim countries"]] == [15, 15]
    assert render_chart({}, "two") != render_chart({}, "solo")


def test_tallies_read_the_public_view() -> None:
    v = Game.new("lets_roll", players="two", seed=1).view(None)
    t = tallies(v)
    assert set(t) == set(SERIES)
    assert t["Cells on the map"] == sum(c.sleepers + c.actives for c in v.countries)
    assert t["Prestige"] == v.prestige
    muslim = [c for c in v.countries if c.id in MUSLIM]
    assert t["Fair/Good countries"] == sum(c.governance in ("Good", "Fair") for c in muslim)
    assert t["Poor/IR countries"] == sum(c.governance in ("Poor", "Islamist Rule") for c in muslim)


# --- read as a phone shows them (OCR) -------------------------------------------------------

PHONE = 400


def _read(im: Image.Image) -> str:
    pytesseract = pytest.importorskip("pytesseract", reason="pytesseract is in the dev extras")
    if not shutil.which("tesseract"):
        pytest.skip("tesseract is not installed")
    small = im.resize((PHONE, round(im.height * PHONE / im.width)), Image.Resampling.LANCZOS)
    big = small.resize((small.width * 3, small.height * 3), Image.Resampling.LANCZOS).convert("L")
    return " ".join(str(pytesseract.image_to_string(big, config="--psm 6")).lower().split())


def test_the_captions_read_on_a_phone(game: Game_, film: bytes, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OMP_THREAD_LIMIT", "1")
    frames, _ = game
    decoded = _frames(film)
    caption = CAPTION_H
    assert "set-up" in _read(decoded[0].crop((0, 0, WIDTH, caption)))
    middle = len(frames) // 2
    said = _read(decoded[middle].crop((0, 0, WIDTH, caption)))
    assert f"turn {frames[middle - 1].turn}" in said
    winner = "us" if frames[-1].winner == "us" else "jihadist"
    assert f"{winner} wins" in _read(decoded[-1].crop((0, 0, WIDTH, caption)))


def test_the_chart_says_who_won(game: Game_, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OMP_THREAD_LIMIT", "1")
    _, per_turn = game
    series = {s: [per_turn[t][s] for t in sorted(per_turn)] for s in SERIES}
    chart = _plotted(render_chart(series, "two", None, Outcome("jihadist", "Islamist Rule over 6+ Resources", "x")))
    assert "jihadist wins" in _read(chart.crop((0, 44, 900, 100)))
