"""The hand image for a DM: one tile per card with number, name, Ops, side and a short effect."""

from __future__ import annotations

import re

from PIL import Image, ImageDraw

from engine.view import CardView
from render.style import BLACK, GREY, INK, PAPER, SIDE_COLOUR, WHITE, chip, fit, font, text_width, to_png, wrap

TILE_W = 380
TILE_H = 162
GAP = 12
COLUMNS = 3
EFFECT_LINES = 4
MIN_LINE = 30  # characters


def first_sentence(text: str) -> str:
    """The first sentence of a card's effect, without step numbering ("1. "); a very short one
    ("Funding -2.") runs on into the next, so the line says something."""
    t = re.sub(r"(?m)^\s*\d+\.\s+", "", text)
    t = re.sub(r"\s+", " ", t).strip()
    for m in re.finditer(r"(?<=[.!?])\s+(?=[A-Z0-9(])", t):
        if m.start() >= MIN_LINE:
            return t[: m.start()]
    return t


def render_hand(cards: list[CardView]) -> bytes:
    """PNG bytes showing `cards` as tiles, in the order given."""
    cols = max(1, min(COLUMNS, len(cards)))
    rows = max(1, -(-len(cards) // COLUMNS))
    width = GAP + cols * (TILE_W + GAP)
    height = 44 + rows * (TILE_H + GAP)
    im = Image.new("RGB", (width, height), PAPER)
    d = ImageDraw.Draw(im)
    title = f"Your hand: {len(cards)} card{'s' if len(cards) != 1 else ''}"
    d.text((GAP, 22), title, font=font(20, bold=True), fill=INK, anchor="lm")
    if not cards:
        d.text((GAP, 44 + TILE_H // 2), "No cards in hand.", font=font(18), fill=GREY, anchor="lm")
    for i, card in enumerate(cards):
        x = GAP + (i % COLUMNS) * (TILE_W + GAP)
        y = 44 + (i // COLUMNS) * (TILE_H + GAP)
        _tile(d, card, x, y)
    return to_png(im)


def _tile(d: ImageDraw.ImageDraw, c: CardView, x: int, y: int) -> None:
    fill, ink = SIDE_COLOUR.get(c.side, SIDE_COLOUR["Unassociated"])
    d.rounded_rectangle((x, y, x + TILE_W, y + TILE_H), radius=8, fill=WHITE, outline=INK, width=2)
    d.rounded_rectangle((x, y, x + TILE_W, y + 34), radius=8, fill=fill, outline=INK, width=2)
    d.rectangle((x + 2, y + 20, x + TILE_W - 2, y + 33), fill=fill)
    # Ops in the corner, as printed on the card
    d.rectangle((x + TILE_W - 42, y + 4, x + TILE_W - 6, y + 30), fill=WHITE, outline=BLACK, width=2)
    d.text((x + TILE_W - 24, y + 17), str(c.ops), font=font(22, bold=True), fill=BLACK, anchor="mm")
    number = f"#{c.number}"
    bold = font(18, bold=True)
    d.text((x + 10, y + 17), number, font=bold, fill=ink, anchor="lm")
    nx = x + 18 + text_width(number, bold)
    name_font = font(18, bold=True, condensed=True)
    d.text((nx, y + 17), fit(c.name, name_font, x + TILE_W - 50 - nx), font=name_font, fill=ink, anchor="lm")
    # side, Ops and the card's flags
    f = font(15, bold=True, condensed=True)
    cx = x + 10
    side_label = {"US": "US event", "Jihadist": "Jihadist event", "Unassociated": "Unassociated"}.get(c.side, c.side)
    cx += chip(d, cx, y + 42, side_label, fill, ink, f, h=22) + 6
    cx += chip(d, cx, y + 42, f"{c.ops} Op" + ("s" if c.ops > 1 else ""), WHITE, INK, f, h=22, outline=INK) + 6
    for flag, on in (("REMOVE", c.remove), ("MARK", c.mark), ("LAPSING", c.lapsing)):
        if on:
            cx += chip(d, cx, y + 42, flag, WHITE, INK, f, h=22, outline=INK) + 6
    # effect: the first sentence, cut to fit
    body = font(15, condensed=True)
    for j, line in enumerate(wrap(first_sentence(c.text), body, TILE_W - 20, EFFECT_LINES)):
        d.text((x + 10, y + 74 + j * 20), line, font=body, fill=INK)
