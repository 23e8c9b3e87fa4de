"""The chart of a game: its tallies turn by turn against the victory lines (Pillow only).

`tallies(view)` reads the figures charted from a public view; `render_chart(series, mode)` draws
`series` (name -> one value per turn, turn 1 first) in four panels: the Resources with the
instant victory lines (2.1.1, 2.1.2; 9.1 in solitaire), Prestige and Funding, the pieces on the
map (Cells, Troops; in a 2-player game the US wins when no Cell is left, 2.1.1), and the Muslim
countries by Governance (15 Fair/Good: the US wins; 15 Poor/IR with Prestige 1: the Jihadist).
With the game's `Outcome`, a banner in the winner's colour says who won and how, and the line
that decided the game is drawn solid and thick, the deciding figure ringed at its last turn.
"""

from __future__ import annotations

from typing import NamedTuple

from PIL import Image, ImageDraw
from PIL.ImageFont import FreeTypeFont

from engine.msg import Msg
from engine.view import View
from render.board import SIDE_MSG, SIDE_NAMES, Words, say
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

SERIES = (
    "Good Resources",
    "Islamist Rule Resources",
    "Prestige",
    "Funding",
    "Cells on the map",
    "Troops",
    "Fair/Good countries",
    "Poor/IR countries",
)
WIDTH = 900
PANEL_H = 250
TOP = 104  # the title, then the result's banner
BANNER = (48, 94)

#: panel title, its series with colour and mark ("o" dot, "s" square), the value range
PANELS: tuple[tuple[str, tuple[tuple[str, Colour, str], ...], int], ...] = (
    ("Resources", (("Good Resources", BLUE, "o"), ("Islamist Rule Resources", VERMILION, "s")), 14),
    ("Prestige and Funding", (("Prestige", BLUE, "o"), ("Funding", VERMILION, "s")), 12),
    ("Pieces on the map", (("Troops", BLUE, "o"), ("Cells on the map", VERMILION, "s")), 0),
    ("Muslim countries", (("Fair/Good countries", BLUE, "o"), ("Poor/IR countries", VERMILION, "s")), 16),
)

#: what decided the game, by its end reason's message id: the charted series, and the value of
#: the victory line it reached (None: a game-end comparison, no line of the chart, 2.3, 9.1)
DECIDED_BY: dict[str, tuple[str, int | None]] = {
    "victory-good-resources": ("Good Resources", 12),
    "victory-fair-good": ("Fair/Good countries", 15),
    "victory-no-cells": ("Cells on the map", 0),
    "victory-ir-resources": ("Islamist Rule Resources", 6),
    "victory-ir-resources-solo": ("Islamist Rule Resources", 6),
    "victory-prestige-poor": ("Poor/IR countries", 15),
    "victory-end-solo": ("Good Resources", None),
    "victory-end-us": ("Good Resources", None),
    "victory-end-jihadist": ("Islamist Rule Resources", None),
}


class Outcome(NamedTuple):
    """How the game ended, for the chart: the winner ("us", "jihadist"; None: nobody), the reason
    in the picture's language, and the reason's message id (which line decided: `DECIDED_BY`;
    None or another id, a resignation or a timeout: no line)."""

    winner: str | None
    said: str
    reason: str | None = None


def decided(outcome: Outcome | None) -> tuple[str, int | None] | None:
    """The series that decided the game and the victory line it reached, if the chart shows it."""
    return DECIDED_BY.get(outcome.reason or "") if outcome is not None else None


#: what the chart shows in the picture's language: each series' and panel's name by message id
SERIES_MSG = {
    "Good Resources": "chart-good-resources",
    "Islamist Rule Resources": "chart-ir-resources",
    "Prestige": "chart-prestige",
    "Funding": "chart-funding",
    "Cells on the map": "chart-cells",
    "Troops": "chart-troops",
    "Fair/Good countries": "chart-fair-good",
    "Poor/IR countries": "chart-poor-ir",
}
PANEL_MSG = {
    "Resources": "chart-panel-resources",
    "Prestige and Funding": "chart-panel-prestige-funding",
    "Pieces on the map": "chart-panel-pieces",
    "Muslim countries": "chart-panel-countries",
}
#: the victory targets of the view (engine/view.py) read for the countries' series
TARGET_SERIES = {"victory-label-fair-good": "Fair/Good countries", "victory-label-poor-ir": "Poor/IR countries"}


def tallies(v: View) -> dict[str, int]:
    """The charted figures of one public view."""
    return {
        "Good Resources": v.good_resources,
        "Islamist Rule Resources": v.islamist_resources,
        "Prestige": v.prestige,
        "Funding": v.funding,
        "Cells on the map": sum(c.sleepers + c.actives for c in v.countries),
        "Troops": sum(c.troops for c in v.countries),
        **{
            TARGET_SERIES[t.label.id]: t.value
            for t in v.victory_targets
            if isinstance(t.label, Msg) and t.label.id in TARGET_SERIES
        },
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
        "Muslim countries": [
            (15, say(words, "chart-us-wins-fair-good", "US wins at 15 Fair/Good"), BLUE),
            (15, say(words, "chart-jihadist-wins-poor-ir", "Jihadist wins at 15 Poor/IR with Prestige 1"), VERMILION),
        ],
    }
    if mode != "solo":  # 9.1: no US win by removing the last Cell in solitaire
        lines["Pieces on the map"].append((0, say(words, "chart-us-wins-cells", "US wins when no Cell is left"), BLUE))
    return lines


def render_chart(
    series: dict[str, list[int]], mode: str, words: Words | None = None, outcome: Outcome | None = None
) -> bytes:
    """PNG of `series` (name -> value at the end of each turn, turn 1 first) against the victory
    lines of `mode` ("two" or "solo"). Missing series are left out; an empty one draws empty axes.
    `words`: its labels in another language (`series` keeps the English names as its keys).
    `outcome`: who won and how, in a banner, and the line that decided the game marked."""
    turns = max((len(v) for v in series.values()), default=0)
    height = TOP + len(PANELS) * (PANEL_H + 20) + 10
    im = Image.new("RGB", (WIDTH, height), PAPER)
    d = Draw(im)
    d.rectangle((0, 0, WIDTH, 44), fill=INK)
    title = say(words, "chart-title", f"The game turn by turn: {turns} turn{'s' if turns != 1 else ''}", turns=turns)
    text, tf = shrink(title, font(24, bold=True), WIDTH - 24, smallest=18)
    d.text((12, 22), text, font=tf, fill=WHITE, anchor="lm")
    if outcome is not None:
        _banner(d, outcome, words)
    lines = victory_lines(mode, words)
    for k, (name, members, _) in enumerate(PANELS):
        hi = panel_range(name, series, mode)
        _panel(d, panel_top(k), name, members, series, turns, hi, lines[name], words, decided(outcome))
    return to_png(im)


def winner_text(outcome: Outcome, words: Words | None = None) -> str:
    """The banner's words: "US wins: <how>", or the reason alone where nobody won."""
    if outcome.winner not in SIDE_MSG:
        return outcome.said
    side = say(words, SIDE_MSG[outcome.winner], SIDE_NAMES[outcome.winner])
    wins = say(words, "picture-wins", f"{side} wins", side=side)
    return f"{wins}: {outcome.said}" if outcome.said else wins


def _banner(d: ImageDraw.ImageDraw, outcome: Outcome, words: Words | None) -> None:
    colour = BLUE if outcome.winner == "us" else VERMILION if outcome.winner == "jihadist" else INK
    d.rectangle((0, BANNER[0], WIDTH, BANNER[1]), fill=colour)
    text, f = shrink(winner_text(outcome, words), font(24, bold=True), WIDTH - 24, smallest=15)
    d.text((12, sum(BANNER) // 2), text, font=f, fill=WHITE, anchor="lm")


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
    won: tuple[str, int | None] | None = None,
) -> None:
    left, right, top, bottom = plot_area(y0)
    ours = won is not None and any(name == won[0] for name, _, _ in members)
    colour_of = {name: colour for name, colour, _ in members}
    at = [(v, c) for v, _, c in lines if ours and won is not None and v == won[1]]
    # the line reached: where two share a value, the one in the deciding series' colour
    reached = next((x for x in at if won is not None and x[1] == colour_of[won[0]]), at[0] if at else None)
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
    seen: set[int] = set()
    for (
        value,
        label,
        colour,
    ) in lines:  # dashed victory lines, labelled on the left (a second at one value: right, below it)
        y = py(value)
        if (value, colour) == reached:  # the line that decided the game: solid, thick, said
            d.line((left, y, right, y), fill=colour, width=5)
            label = f"{label} · {say(words, 'chart-decided', 'decided the game')}"
        else:
            for x in range(left, right, 16):
                d.line((x, y, min(x + 10, right), y), fill=colour, width=2)
        g = font(16, bold=(value, colour) == reached, condensed=True)
        text, g = shrink(label, g, right - left - 12, smallest=14)  # a longer translation: smaller, not cut
        if value in seen:
            d.text((right - 6, y + 4), text, font=g, fill=colour, anchor="rt")
        else:
            d.text((left + 6, y - 3), text, font=g, fill=colour, anchor="lb")
        seen.add(value)
    key_y = y0 + 40
    for name, colour, mark in members:
        vals = series.get(name, [])
        pts = [(px(i), py(v)) for i, v in enumerate(vals)]
        deciding = won is not None and name == won[0]
        if len(pts) > 1:
            d.line(pts, fill=colour, width=5 if deciding else 3)
        if deciding and pts:  # the deciding figure at the game's last turn, ringed
            x, y = pts[-1]
            d.ellipse((x - 12, y - 12, x + 12, y + 12), outline=INK, width=3)
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
