"""The chart of a game: its tallies turn by turn against the victory lines (Pillow only).

`tallies(view)` reads the figures charted from a public view; `render_chart(series, mode)` draws
`series` (name -> one value per turn, turn 1 first) in three panels: the Resources with the
instant victory lines (2.1.1, 2.1.2; 9.1 in solitaire), Prestige and Funding, and the pieces on
the map (Cells, Troops; in a 2-player game the US wins when no Cell is left, 2.1.1).
"""

from __future__ import annotations

from PIL import Image, ImageDraw
from PIL.ImageFont import FreeTypeFont

from engine.view import View
from render.board import Words, say
from render.style import (
    BLUE,
    GREY,
    INK,
    LIGHT_GREY,
    PAPER,
    VERMILION,
    WHITE,
    Colour,
    Draw,
    font,
    shrink,
    to_png,
    wrap_all,
)

SERIES = ("Good Resources", "Islamist Rule Resources", "Prestige", "Funding", "Cells on the map", "Troops")
WIDTH = 900
PANEL_H = 250
TOP = 56

#: panel title, its series with colour and mark ("o" dot, "s" square), the value range
PANELS: tuple[tuple[str, tuple[tuple[str, Colour, str], ...], int], ...] = (
    ("Resources", (("Good Resources", BLUE, "o"), ("Islamist Rule Resources", VERMILION, "s")), 14),
    ("Prestige and Funding", (("Prestige", BLUE, "o"), ("Funding", VERMILION, "s")), 12),
    ("Pieces on the map", (("Troops", BLUE, "o"), ("Cells on the map", VERMILION, "s")), 0),
)


#: what the chart shows in the picture's language: each series' and panel's name by message id
SERIES_MSG = {
    "Good Resources": "chart-good-resources",
    "Islamist Rule Resources": "chart-ir-resources",
    "Prestige": "chart-prestige",
    "Funding": "chart-funding",
    "Cells on the map": "chart-cells",
    "Troops": "chart-troops",
}
PANEL_MSG = {
    "Resources": "chart-panel-resources",
    "Prestige and Funding": "chart-panel-prestige-funding",
    "Pieces on the map": "chart-panel-pieces",
}


def tallies(v: View) -> dict[str, int]:
    """The charted figures of one public view."""
    return {
        "Good Resources": v.good_resources,
        "Islamist Rule Resources": v.islamist_resources,
        "Prestige": v.prestige,
        "Funding": v.funding,
        "Cells on the map": sum(c.sleepers + c.actives for c in v.countries),
        "Troops": sum(c.troops for c in v.countries),
    }


def victory_lines(mode: str, words: Words | None = None) -> dict[str, list[tuple[int, str, Colour]]]:
    """Per panel: the victory lines of the game's mode ("two" or "solo"), labelled in the
    picture's language (`words`; None: English)."""
    if mode == "solo":
        ir = say(words, "chart-jihadist-wins-solo", "Jihadist wins at 6 IR Resources")
    else:
        ir = say(words, "chart-jihadist-wins-two", "Jihadist wins at 6 IR Resources (2 Adjacent IR countries)")
    us = say(words, "chart-us-wins-good", "US wins at 12 Good Resources")
    lines: dict[str, list[tuple[int, str, Colour]]] = {
        "Resources": [(12, us, BLUE), (6, ir, VERMILION)],
        "Prestige and Funding": [],
        "Pieces on the map": [],
    }
    if mode != "solo":  # 9.1: no US win by removing the last Cell in solitaire
        lines["Pieces on the map"].append((0, say(words, "chart-us-wins-cells", "US wins when no Cell is left"), BLUE))
    return lines


def render_chart(series: dict[str, list[int]], mode: str, words: Words | None = None) -> bytes:
    """PNG of `series` (name -> value at the end of each turn, turn 1 first) against the victory
    lines of `mode` ("two" or "solo"). Missing series are left out; an empty one draws empty axes.
    `words`: its labels in another language (`series` keeps the English names as its keys)."""
    turns = max((len(v) for v in series.values()), default=0)
    height = TOP + len(PANELS) * (PANEL_H + 20) + 10
    im = Image.new("RGB", (WIDTH, height), PAPER)
    d = Draw(im)
    d.rectangle((0, 0, WIDTH, 44), fill=INK)
    title = say(words, "chart-title", f"The game turn by turn: {turns} turn{'s' if turns != 1 else ''}", turns=turns)
    text, tf = shrink(title, font(24, bold=True), WIDTH - 24, smallest=18)
    d.text((12, 22), text, font=tf, fill=WHITE, anchor="lm")
    lines = victory_lines(mode, words)
    for k, (name, members, _) in enumerate(PANELS):
        hi = panel_range(name, series, mode)
        _panel(d, panel_top(k), name, members, series, turns, hi, lines[name], words)
    return to_png(im)


def plot_area(y0: int) -> tuple[int, int, int, int]:
    """The plot of the panel whose frame starts at `y0`: left, right, top, bottom."""
    return 56, WIDTH - 200, y0 + 34, y0 + PANEL_H - 26


def point(y0: int, i: int, value: float, turns: int, hi: int) -> tuple[float, float]:
    """Where turn `i + 1`'s `value` is plotted in the panel starting at `y0` (values 0..`hi`)."""
    left, right, top, bottom = plot_area(y0)
    return left + (right - left) * (i / max(turns - 1, 1)), bottom - (bottom - top) * value / hi


def panel_top(k: int) -> int:
    """The y where panel `k` (of `PANELS`) starts."""
    return TOP + k * (PANEL_H + 20)


def panel_range(name: str, series: dict[str, list[int]], mode: str) -> int:
    """The top value of panel `name`'s axis: its usual range, stretched to its figures and lines."""
    top = next(t for n, _, t in PANELS if n == name)
    members = next(m for n, m, _ in PANELS if n == name)
    values = [x for key, _, _ in members for x in series.get(key, [])]
    return max([top, *values, *(v for v, _, _ in victory_lines(mode)[name])]) or 1


def _panel(
    d: ImageDraw.ImageDraw,
    y0: int,
    title: str,
    members: tuple[tuple[str, Colour, str], ...],
    series: dict[str, list[int]],
    turns: int,
    hi: int,
    lines: list[tuple[int, str, Colour]],
    words: Words | None = None,
) -> None:
    left, right, top, bottom = plot_area(y0)
    d.rectangle((8, y0, WIDTH - 8, y0 + PANEL_H), fill=WHITE, outline=INK)
    d.text((16, y0 + 6), say(words, PANEL_MSG[title], title), font=font(20, bold=True), fill=INK)
    small = font(16, condensed=True)
    turn = say(words, "chart-turn-letter", "T")

    def py(v: float) -> float:
        return point(y0, 0, v, turns, hi)[1]

    def px(i: int) -> float:
        return point(y0, i, 0, turns, hi)[0]

    step = max(1, hi // 4)
    for v in range(0, hi + 1, step):
        d.line((left, py(v), right, py(v)), fill=LIGHT_GREY)
        d.text((left - 6, py(v)), str(v), font=small, fill=GREY, anchor="rm")
    every = max(1, turns // 12)
    for i in range(0, turns, every):
        d.text((px(i), bottom + 4), f"{turn}{i + 1}", font=small, fill=GREY, anchor="mt")
    for value, label, colour in lines:  # dashed victory lines, labelled on the left
        x = left
        while x < right:
            d.line((x, py(value), min(x + 10, right), py(value)), fill=colour, width=2)
            x += 16
        text, g = shrink(label, small, right - left - 12, smallest=14)  # a longer translation: smaller, not cut
        d.text((left + 6, py(value) - 3), text, font=g, fill=colour, anchor="lb")
    key_y = y0 + 40
    for name, colour, mark in members:
        vals = series.get(name, [])
        pts = [(px(i), py(v)) for i, v in enumerate(vals)]
        if len(pts) > 1:
            d.line(pts, fill=colour, width=3)
        for x, y in pts if len(pts) <= 60 else pts[:: max(1, len(pts) // 60)]:
            if mark == "o":
                d.ellipse((x - 4, y - 4, x + 4, y + 4), fill=colour)
            else:
                d.rectangle((x - 4, y - 4, x + 4, y + 4), fill=colour)
        # the key, with the last value: at the right of the plot
        kx = right + 14
        if mark == "o":
            d.ellipse((kx, key_y + 4, kx + 10, key_y + 14), fill=colour)
        else:
            d.rectangle((kx, key_y + 4, kx + 10, key_y + 14), fill=colour)
        shown = say(words, SERIES_MSG[name], name) if name in SERIES_MSG else name
        text = f"{shown}: {vals[-1]}" if vals else shown
        # wrapped into the key's column between words, smaller where a word is too long; never cut
        lines, g = key_lines(text, WIDTH - 20 - (kx + 16))
        pitch = int(g.size) + 3
        for row, line in enumerate(lines):
            d.text((kx + 16, key_y + row * pitch), line, font=g, fill=colour)
        key_y += len(lines) * pitch + 12


def key_lines(text: str, width: int) -> tuple[list[str], FreeTypeFont]:
    """A key's label in `width` px: wrapped between words at 17 px, or at the largest size down
    to 14 where every word fits its line (a Russian word can be long); never cut."""
    for size in range(17, 13, -1):
        f = font(size, bold=True, condensed=True)
        lines = wrap_all(text, f, width)
        if " ".join(lines) == " ".join(text.split()):
            break
    return lines, f
