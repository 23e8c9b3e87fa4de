"""Palette, fonts and small drawing helpers shared by the board and the hand image.

Colours come from the Okabe-Ito colour-blind-safe palette, and nothing is told by colour
alone: every coloured chip also carries a letter or a word, and country types have shapes.
Fonts are DejaVu (Bitstream Vera licence, see fonts/LICENSE-DejaVu.txt), shipped with the
package and loaded relative to this file, never from the system.
"""

from __future__ import annotations

import io
import math
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFont

FONTS = Path(__file__).parent / "fonts"

Colour = tuple[int, int, int]

# Okabe-Ito
BLACK: Colour = (0, 0, 0)
ORANGE: Colour = (230, 159, 0)
SKY: Colour = (86, 180, 233)
GREEN: Colour = (0, 158, 115)
YELLOW: Colour = (240, 228, 66)
BLUE: Colour = (0, 114, 178)
VERMILION: Colour = (213, 94, 0)
PURPLE: Colour = (204, 121, 167)

WHITE: Colour = (255, 255, 255)
PAPER: Colour = (244, 241, 232)  # the map background
INK: Colour = (25, 25, 25)
GREY: Colour = (110, 110, 110)
LIGHT_GREY: Colour = (200, 200, 200)
LINK: Colour = (150, 150, 150)
TAN: Colour = (210, 180, 140)
SCHENGEN_FRAME: Colour = (60, 90, 140)
SCHENGEN_TINT: Colour = (222, 231, 243)
IRAN_BODY: Colour = (243, 226, 236)
NON_MUSLIM_BODY: Colour = (250, 250, 250)
CHANGED: Colour = (200, 0, 140)  # the outline of a country changed since the previous board

# Governance: chip colour, chip text colour, short label, body tint
GOVERNANCE: dict[str, tuple[Colour, Colour, str, Colour]] = {
    "Good": (BLUE, WHITE, "Good", (214, 233, 245)),
    "Fair": (SKY, BLACK, "Fair", (236, 246, 252)),
    "Poor": (ORANGE, BLACK, "Poor", (252, 236, 208)),
    "Islamist Rule": (BLACK, WHITE, "IR", (205, 205, 205)),
}
UNMARKED_BODY: Colour = WHITE

# Country type: header colour, header text colour
TYPE_HEADER: dict[str, tuple[Colour, Colour]] = {
    "sunni": ((150, 214, 194), BLACK),
    "shia_mix": ((200, 170, 230), BLACK),  # lavender: apart from the Sunni green for red-green colour blindness
    "iran": (PURPLE, BLACK),
    "non_muslim": ((212, 212, 212), BLACK),
}
US_HEADER: tuple[Colour, Colour] = (BLUE, WHITE)

SIDE_COLOUR: dict[str, tuple[Colour, Colour]] = {
    "US": (BLUE, WHITE),
    "Jihadist": (VERMILION, WHITE),
    "Unassociated": ((120, 120, 120), WHITE),
}


@cache
def font(size: int, bold: bool = False, condensed: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans" + ("Condensed" if condensed else "") + ("-Bold" if bold else "") + ".ttf"
    return ImageFont.truetype(str(FONTS / name), size)


@lru_cache(maxsize=8192)
def text_width(s: str, f: ImageFont.FreeTypeFont) -> int:
    """`s`'s advance width in `f`, in pixels (cached: the board measures the same labels often)."""
    return round(f.getlength(s))


@lru_cache(maxsize=4096)
def _mask(s: str, f: ImageFont.FreeTypeFont, mode: str, anchor: str, start: tuple[float, float]) -> tuple[Any, tuple[int, int]]:
    """The rendered glyph mask of a one-line text and its offset (cached, bounded)."""
    return f.getmask2(s, mode, anchor=anchor, start=start)


class Draw(ImageDraw.ImageDraw):
    """ImageDraw whose one-line texts reuse cached glyph masks: the same labels ("Fair",
    "Ally", a country's name) are drawn on every board. Other texts go the usual way."""

    def text(  # type: ignore[override]
        self,
        xy: tuple[float, float],
        text: str,
        fill: Any = None,
        font: Any = None,
        anchor: str | None = None,
        *args: Any,
        **kwargs: Any,
    ) -> None:
        if args or kwargs or not isinstance(text, str) or "\n" in text or not isinstance(font, ImageFont.FreeTypeFont):
            super().text(xy, text, fill, font, anchor, *args, **kwargs)
            return
        ink, fill_ink = self._getink(fill)
        ink = fill_ink if ink is None else ink
        if ink is None:
            return
        x, y = xy
        start = (round(math.modf(x)[0], 3), round(math.modf(y)[0], 3))
        mask, (ox, oy) = _mask(text, font, self.fontmode, anchor or "la", start)
        self.draw.draw_bitmap((int(x) + ox, int(y) + oy), mask, ink)


def fit(s: str, f: ImageFont.FreeTypeFont, width: int) -> str:
    """`s`, cut with an ellipsis so that it fits in `width` pixels."""
    if text_width(s, f) <= width:
        return s
    while s and text_width(s + "…", f) > width:
        s = s[:-1]
    return s.rstrip() + "…"


@lru_cache(maxsize=8192)
def _word_length(w: str, f: ImageFont.FreeTypeFont) -> float:
    return f.getlength(w)


def shrink(s: str, f: ImageFont.FreeTypeFont, width: int, smallest: int = 14) -> tuple[str, ImageFont.FreeTypeFont]:
    """`s` in `f` if it fits in `width` px; else in the condensed face, then smaller sizes down to
    `smallest`; cut with an ellipsis only when none of them fits (a translation's longer words
    are shrunk before they are cut)."""
    if text_width(s, f) <= width:
        return s, f
    path = str(getattr(f, "path", ""))
    bold = "Bold" in path
    for size in range(int(f.size), smallest - 1, -1):
        g = font(size, bold=bold, condensed=True)
        if text_width(s, g) <= width:
            return s, g
    g = font(smallest, bold=bold, condensed=True)
    return fit(s, g, width), g


def wrap(s: str, f: ImageFont.FreeTypeFont, width: int, lines: int) -> list[str]:
    """Word-wrap `s` into at most `lines` lines of `width` pixels; what is left is cut with an ellipsis."""
    out: list[str] = []
    cur = ""
    cur_w = 0.0
    space = f.getlength(" ")
    for w in s.split():
        ww = _word_length(w, f)  # words measured once (cached): the lines are cut to fit below
        if cur and cur_w + space + ww > width:
            out.append(cur)
            cur, cur_w = w, ww
        else:
            cur, cur_w = (f"{cur} {w}", cur_w + space + ww) if cur else (w, ww)
    if cur:
        out.append(cur)
    if len(out) > lines:
        out = [*out[: lines - 1], fit(" ".join(out[lines - 1 :]) + " …", f, width)]
    return [fit(line, f, width) for line in out]


def wrap_all(s: str, f: ImageFont.FreeTypeFont, width: int) -> list[str]:
    """Word-wrap `s` into lines of `width` pixels, never cutting: a word wider than a line is
    broken between characters (a translation may hold long words)."""
    out: list[str] = []
    for para in s.split("\n"):
        cur = ""
        for w in para.split():
            trial = f"{cur} {w}".strip()
            if cur and text_width(trial, f) > width:
                out.append(cur)
                cur = w
            else:
                cur = trial
            while text_width(cur, f) > width and len(cur) > 1:  # one word wider than the line
                k = len(cur) - 1
                while k > 1 and text_width(cur[:k], f) > width:
                    k -= 1
                out.append(cur[:k])
                cur = cur[k:]
        if cur:
            out.append(cur)
    return out or [""]


def largest_font(
    s: str, width: int, sizes: tuple[int, ...], bold: bool = True, condensed: bool = True
) -> ImageFont.FreeTypeFont | None:
    """The largest of `sizes` at which `s` fits in `width` pixels on one line; None if none does."""
    for size in sizes:
        f = font(size, bold=bold, condensed=condensed)
        if text_width(s, f) <= width:
            return f
    return None


def chip(
    d: ImageDraw.ImageDraw,
    x: int,
    y: int,
    label: str,
    fill: Colour,
    ink: Colour,
    f: ImageFont.FreeTypeFont,
    h: int = 20,
    outline: Colour | None = None,
    pad: int = 4,
    radius: int = 4,
    line: int = 1,
) -> int:
    """A rounded label at (x, y); returns its width."""
    w = text_width(label, f) + 2 * pad
    d.rounded_rectangle((x, y, x + w, y + h), radius=radius, fill=fill, outline=outline or fill, width=line)
    d.text((x + w / 2, y + h / 2), label, font=f, fill=ink, anchor="mm")
    return w


def shape(d: ImageDraw.ImageDraw, kind: str, cx: int, cy: int, r: int, fill: Colour, outline: Colour = BLACK) -> None:
    """The country-type symbol: circle (Sunni), diamond (Shia-Mix), hexagon (Iran)."""
    if kind == "sunni":
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=2)
    elif kind == "shia_mix":
        d.polygon(
            [(cx, cy - r - 1), (cx + r + 1, cy), (cx, cy + r + 1), (cx - r - 1, cy)],
            fill=fill,
            outline=outline,
            width=2,
        )
    elif kind == "iran":
        d.regular_polygon((cx, cy, r + 1), 6, fill=fill, outline=outline, width=2)


def oil_drop(d: ImageDraw.ImageDraw, cx: int, cy: int, colour: Colour = BLACK) -> None:
    """A small oil-drop glyph (the printed map marks oil countries with one)."""
    d.polygon([(cx, cy - 8), (cx + 5, cy + 1), (cx - 5, cy + 1)], fill=colour)
    d.ellipse((cx - 5, cy - 3, cx + 5, cy + 7), fill=colour)


def base_colours() -> list[Colour]:
    named = [BLACK, ORANGE, SKY, GREEN, YELLOW, BLUE, VERMILION, PURPLE, WHITE, PAPER, INK, GREY, LIGHT_GREY, LINK, TAN]
    named += [SCHENGEN_FRAME, SCHENGEN_TINT, IRAN_BODY, NON_MUSLIM_BODY, UNMARKED_BODY, CHANGED]
    named += [c for fill, ink, _, tint in GOVERNANCE.values() for c in (fill, ink, tint)]
    named += [c for pair in (*TYPE_HEADER.values(), US_HEADER, *SIDE_COLOUR.values()) for c in pair]
    return list(dict.fromkeys(named))


@cache
def palette() -> Image.Image:
    """A fixed 256-colour palette: every colour we paint with, exactly, plus the blends that
    anti-aliased text and lines make between them. Being fixed, each pixel maps on its own, so
    a change in one box never shifts a colour elsewhere."""
    base = base_colours()
    inks = [INK, BLACK, WHITE, GREY, LINK, VERMILION, BLUE, SCHENGEN_FRAME, YELLOW, GREEN, CHANGED]
    steps = [(k + 1) / 17 for k in range(16)]
    pixels = [
        tuple(round(b + (f - b) * t) for b, f in zip(bg, fg, strict=True)) for bg in base for fg in inks for t in steps
    ]
    blends = Image.new("RGB", (len(steps), len(base) * len(inks)))
    blends.putdata(pixels)
    extra = blends.quantize(colors=256 - len(base), method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    extra_rgb = (extra.getpalette() or [])[: 3 * (256 - len(base))]
    flat = [v for c in base for v in c] + extra_rgb
    flat += [0] * (768 - len(flat))
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat)
    return pal


def quantize(im: Image.Image) -> Image.Image:
    """`im` on the fixed palette: each pixel on its own, so a part quantized alone is the same as
    that part of the whole image quantized."""
    return im.quantize(palette=palette(), dither=Image.Dither.NONE)


def encode_png(im: Image.Image) -> bytes:
    """A palette image as PNG bytes."""
    out = io.BytesIO()
    im.save(out, format="PNG", compress_level=2)
    return out.getvalue()


def to_png(im: Image.Image) -> bytes:
    """Encode as a 256-colour PNG on the fixed palette (small, fast, deterministic)."""
    return encode_png(quantize(im))
