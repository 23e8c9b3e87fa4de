"""The hand pictures for a DM: one card to a row, sized to be read on a phone.

Each card shows its number and full title, its Operations value, its association, its flags,
the whole event summary (wrapped, never cut) and, where the service says so, why its Event is
not playable now (`notes`, computed by the engine, never here). A large hand comes as several
pages (`CARDS_PER_PAGE` cards each).
"""

from __future__ import annotations

import re

from PIL import Image

from engine.view import CardView
from render.board import Words, say
from render.style import (
    BLACK,
    GREY,
    INK,
    PAPER,
    SIDE_COLOUR,
    VERMILION,
    WHITE,
    Draw,
    font,
    text_width,
    to_png,
    wrap_all,
)

WIDTH = 760
PAD = 16
CARDS_PER_PAGE = 4
TITLE_SIZE = 30
BODY_SIZE = 24
CHIP_SIZE = 22
LINE = 31  # body line pitch

SIDE_LABEL = {"US": "US event", "Jihadist": "Jihadist event", "Unassociated": "Unassociated event"}
SIDE_LABEL_MSG = {"US": "event-us", "Jihadist": "event-jihadist", "Unassociated": "event-unassociated"}
FLAG_LABEL = (("remove", "REMOVE after the Event"), ("mark", "MARK: its marker stays"), ("lapsing", "LAPSING"))
FLAG_LABEL_MSG = {"remove": "hand-flag-remove", "mark": "hand-flag-mark", "lapsing": "hand-flag-lapsing"}


def render_hand(cards: list[CardView], notes: dict[int, str] | None = None, words: Words | None = None) -> list[bytes]:
    """PNG pages showing `cards` in the order given, `CARDS_PER_PAGE` to a page (one page for an
    empty hand). `notes`: card number -> "(Event not playable now: why)", shown under its title.
    `words`: the picture's own labels in another language (the cards' names and texts are the
    card views', `i18n.localized_cards`)."""
    notes = notes or {}
    pages = [cards[i : i + CARDS_PER_PAGE] for i in range(0, len(cards), CARDS_PER_PAGE)] or [[]]
    return [_page(p, notes, k + 1, len(pages), len(cards), words) for k, p in enumerate(pages)]


def _page(
    cards: list[CardView], notes: dict[int, str], page: int, pages: int, total: int, words: Words | None = None
) -> bytes:
    tiles = [_tile(c, notes.get(c.number), words) for c in cards]
    head_h = 50
    height = head_h + sum(t.height + PAD for t in tiles) + (80 if not cards else 0)
    im = Image.new("RGB", (WIDTH, height), PAPER)
    d = Draw(im)
    title = say(words, "hand-title", f"Your hand: {total} card{'s' if total != 1 else ''}", count=total)
    if pages > 1:
        title += say(words, "hand-page", f" · page {page} of {pages}", page=page, pages=pages)
    d.text((PAD, head_h // 2 + 2), title, font=font(26, bold=True), fill=INK, anchor="lm")
    if not cards:
        d.text((PAD, head_h + 30), say(words, "hand-empty", "No cards in hand."), font=font(BODY_SIZE), fill=GREY, anchor="lm")
    y = head_h
    for t in tiles:
        im.paste(t, (PAD, y))
        y += t.height + PAD
    return to_png(im)


def _tile(c: CardView, note: str | None, words: Words | None = None) -> Image.Image:
    w = WIDTH - 2 * PAD
    fill, ink = SIDE_COLOUR.get(c.side, SIDE_COLOUR["Unassociated"])
    tf = font(TITLE_SIZE, bold=True, condensed=True)
    ops_w = 92
    title = wrap_all(f"#{c.number} {c.name}", tf, w - ops_w - 2 * PAD)
    bf = font(BODY_SIZE, condensed=True)
    nf = font(BODY_SIZE, bold=True, condensed=True)
    note_lines = wrap_all(note, nf, w - 2 * PAD) if note else []
    body = [ln for para in _steps(c.text) for ln in wrap_all(para, bf, w - 2 * PAD)]
    head_h = 14 + len(title) * (TITLE_SIZE + 8)
    cf = font(CHIP_SIZE, bold=True, condensed=True)
    side = SIDE_LABEL.get(c.side, c.side)
    chips = [(say(words, SIDE_LABEL_MSG[c.side], side) if c.side in SIDE_LABEL_MSG else side, fill, ink, fill)]
    chips += [(say(words, FLAG_LABEL_MSG[flag], label), WHITE, INK, INK) for flag, label in FLAG_LABEL if getattr(c, flag)]
    placed: list[tuple[int, int, str, tuple[int, int, int], tuple[int, int, int], tuple[int, int, int], int]] = []
    x, row = PAD, 0
    for label, f_, k, o in chips:  # flowed into rows: a translation may make them longer
        cw = text_width(label, cf) + 14
        if x + cw > w - PAD and x > PAD:
            x, row = PAD, row + 1
        placed.append((x, row, label, f_, k, o, cw))
        x += cw + 8
    height = head_h + 10 + (row + 1) * 40 + 4 + len(note_lines) * LINE + len(body) * LINE + 14
    im = Image.new("RGB", (w, height), WHITE)
    d = Draw(im)
    d.rectangle((0, 0, w - 1, head_h), fill=fill)
    for i, ln in enumerate(title):
        d.text((PAD, 8 + i * (TITLE_SIZE + 8)), ln, font=tf, fill=ink)
    # the Operations value in the corner, as printed on the card
    d.rectangle((w - ops_w, 6, w - 8, 6 + 44), fill=WHITE, outline=BLACK, width=2)
    ops = say(words, "hand-ops", f"{c.ops} Op" + ("s" if c.ops != 1 else ""), count=c.ops)
    d.text((w - 8 - (ops_w - 8) / 2, 28), ops, font=font(24, bold=True, condensed=True), fill=BLACK, anchor="mm")
    y = head_h + 10
    for x, r, label, f_, k, o, cw in placed:
        cy = y + r * 40
        d.rounded_rectangle((x, cy, x + cw, cy + 32), radius=5, fill=f_, outline=o, width=2)
        d.text((x + cw / 2, cy + 16), label, font=cf, fill=k, anchor="mm")
    y += (row + 1) * 40 + 4
    for ln in note_lines:
        d.text((PAD, y), ln, font=nf, fill=VERMILION)
        y += LINE
    for ln in body:
        d.text((PAD, y), ln, font=bf, fill=INK)
        y += LINE
    d.rectangle((0, 0, w - 1, height - 1), outline=INK, width=2)
    return im


def _steps(text: str) -> list[str]:
    """The event summary as paragraphs: each numbered step ("1. ...") starts a line of its own."""
    parts = re.split(r"\n\s*(?=\d+\.\s)|\n{2,}", text.strip())
    return [re.sub(r"\s+", " ", p).strip() for p in parts if p.strip()]
