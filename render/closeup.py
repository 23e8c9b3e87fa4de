"""Close-ups for a phone: a part of the map drawn large, from the public view only.

`render_closeup(view, previous)` draws the countries that changed between two public views, with
their neighbours, and the tracks that moved; `render_region(view, name)` draws a region of the
map (`REGIONS`) or one country with its neighbours. Both lay the countries out as they lie on the
board, neighbours near each other where three columns allow (rows from the top, each country in
the column nearest its place west to east: `layout.grid_cells`) at about twice the board's scale,
so that at 400 px wide the names, pieces and markers can still be read.
Every text is measured: a long name shrinks or wraps onto a second line, never cut.
"""

from __future__ import annotations

import re
from functools import lru_cache

from PIL import Image, ImageDraw
from PIL.ImageFont import FreeTypeFont

from engine.data import COUNTRIES
from engine.msg import Text
from engine.view import Change, CountryView, View, board_changes
from render import layout as L
from render.board import PHASE_MSG, Words, change_text, say, say_msg
from render.style import (
    BLACK,
    BLUE,
    CHANGED,
    GOVERNANCE,
    GREEN,
    GREY,
    INK,
    IRAN_BODY,
    NON_MUSLIM_BODY,
    ORANGE,
    PAPER,
    SCHENGEN_FRAME,
    TAN,
    TYPE_HEADER,
    UNMARKED_BODY,
    US_HEADER,
    VERMILION,
    WHITE,
    YELLOW,
    Colour,
    Draw,
    chip,
    font,
    largest_font,
    shape,
    text_width,
    to_png,
    wrap_all,
)

COLUMNS = 3
CARD_W = 316
GAP = 10
WIDTH = GAP + COLUMNS * (CARD_W + GAP)  # 988
PAD = 10  # inside a card
NAME_SIZES = (34, 32, 30, 28, 26)
CHIP_SIZE = 26
LINE_SIZE = 24
#: a close-up shows at most this many countries: the changed ones first, then their neighbours
MAX_COUNTRIES = 12

PHASES = {
    "setup": "Set-up",
    "jihadist": "Jihadist Action Phase",
    "us": "US Action Phase",
    "plots": "Plot resolution",
    "end_of_turn": "End of Turn",
    "over": "Game over",
}


class UnknownRegion(ValueError):
    """A region or country name that is not on the map; the message lists the regions."""


def region_names() -> list[str]:
    """The regions' display names, west to east."""
    return [r.name for r in L.REGIONS.values()]


def _key(s: str) -> str:
    return re.sub(r"[^a-z0-9]+", "", s.lower())


def resolve(name: str) -> tuple[str, list[str]]:
    """A region or a country by its id or display name (case and punctuation ignored): the title
    and the country ids to draw (a country comes with its neighbours). UnknownRegion otherwise."""
    k = _key(name)
    for rid, r in L.REGIONS.items():
        if k in (_key(rid), _key(r.name)):
            return r.name, list(r.countries)
    for cid, d in COUNTRIES.items():
        if k and k in (_key(cid), _key(d.name)):
            return f"{d.name} and its neighbours", [cid, *d.adjacent]
    raise UnknownRegion(
        f"There is no region or country {name.strip()!r} on the map. Regions: {', '.join(region_names())};"
        " or a country's name (that country and its neighbours)."
    )


#: the words of each language a picture was drawn in (`words("language-code")` -> words): the
#: country cards are cached by language code
_WORDS: dict[str, Words] = {}


def _lang(words: Words | None) -> str:
    if words is None:
        return "en"
    code = words("language-code")
    _WORDS[code] = words
    return code


def render_region(view: View, name: str, words: Words | None = None, *, title: str | None = None) -> bytes:
    """PNG of a region of the map (`REGIONS`), or of a country and its neighbours; `title`: its
    title in the picture's language (the caller words it), else the English one."""
    _public(view)
    english, ids = resolve(name)
    return _draw(view, title or english, L.map_order(set(ids)), set(), [], note=None, lang=_lang(words))


def render_closeup(view: View, previous: View | None, words: Words | None = None, *, when: str | None = None) -> bytes:
    """PNG of where the map changed between the public views `previous` and `view`: the changed
    countries (outlined), their neighbours, the tracks that moved and the changes in words.
    With nothing changed (or no earlier view) a small picture with the tracks says so. `words`:
    the picture's own labels in another language (the names are the view's). `when`: the phases
    the changes happened in, worded by the caller (issue 33: "Turn 6 · US Action Phase", not the
    phase under way once the US acted); else the view's turn and phase."""
    _public(view)
    if previous is not None:
        _public(previous)
    changes = board_changes(previous, view) if previous is not None else []
    changed = [ch.country for ch in changes if ch.country]
    ids = closeup_countries(changed)
    when = when if when is not None and not view.winner else _when(view, words)
    title = say(words, "closeup-title", f"What changed · {when}", when=when)
    note = None
    if not changes:
        note = (
            say(words, "closeup-no-change", "No change on the map.")
            if previous is not None
            else say(words, "closeup-no-earlier", "No earlier picture to compare with.")
        )
    return _draw(view, title, ids, set(changed), changes, note=note, lang=_lang(words))


def closeup_countries(changed: list[str]) -> list[str]:
    """The changed countries and as many of their neighbours as fit (`MAX_COUNTRIES`; a neighbour
    of several changed countries first), in map order."""
    chosen = list(dict.fromkeys(changed))
    if len(chosen) < MAX_COUNTRIES:
        near: dict[str, int] = {}
        for c in chosen:
            for n in COUNTRIES[c].adjacent:
                if n not in chosen:
                    near[n] = near.get(n, 0) + 1
        for n in sorted(near, key=lambda n: (-near[n], L.map_order([n, *near]).index(n))):
            if len(chosen) >= MAX_COUNTRIES:
                break
            chosen.append(n)
    return L.map_order(set(chosen))


def _public(v: View) -> None:
    if v.role is not None:
        raise ValueError(f"close-ups draw only the public view; got the view of {v.role!r}")


def _when(v: View, words: Words | None = None) -> str:
    if v.winner:
        return say(words, "closeup-game-over", f"game over after turn {v.turn}", turn=v.turn)
    phase = words(PHASE_MSG[v.phase]) if words is not None and v.phase in PHASE_MSG else PHASES.get(v.phase, v.phase)
    return say(words, "closeup-turn", f"Turn {v.turn} · {phase}", turn=v.turn, phase=phase)


# --- the picture -------------------------------------------------------------------------


def _draw(
    v: View, title: str, ids: list[str], changed: set[str], changes: list[Change], note: str | None, lang: str = "en"
) -> bytes:
    by_id = {c.id: c for c in v.countries}
    cards = [_card(by_id[c], v, c in changed, lang) for c in ids]
    head = _header(v, title, changes, note, _WORDS.get(lang) if lang != "en" else None)
    rows: list[list[tuple[int, Image.Image]]] = []  # each row's cards by column, as on the map (`grid_cells`)
    for (r, k), card in zip(L.grid_cells(ids, COLUMNS), cards, strict=True):
        rows += [[] for _ in range(r + 1 - len(rows))]
        rows[r].append((k, card))
    height = head.height + sum(max(c.height for _, c in row) + GAP for row in rows) + GAP
    said = [change_text(ch, _WORDS.get(lang) if lang != "en" else None) for ch in changes if ch.name != "Events"]
    f = font(LINE_SIZE, condensed=True)
    lines = [ln for w in said for ln in wrap_all("• " + w, f, WIDTH - 2 * GAP)]
    height += len(lines) * (LINE_SIZE + 6) + (GAP if lines else 0)
    im = Image.new("RGB", (WIDTH, height), PAPER)
    im.paste(head, (0, 0))
    y = head.height + GAP
    for row in rows:
        for k, card in row:
            im.paste(card, (GAP + k * (CARD_W + GAP), y))
        y += max(c.height for _, c in row) + GAP
    d = Draw(im)
    for ln in lines:
        d.text((GAP, y), ln, font=f, fill=INK)
        y += LINE_SIZE + 6
    return to_png(im)


#: the header's track chip each track change lights (`change-track`'s `track`)
TRACK_CHIP = {"prestige": "Prestige", "funding": "Funding", "troops": "Troops", "cells": "Cells"}


def _moved(x: Text) -> str:
    """The track chip a track change lights ("US" for the US Posture)."""
    if isinstance(x, str):
        return x.split(" ")[0]
    return "US" if x.id == "change-us-posture" else TRACK_CHIP.get(str(x.arg("track")), "")


def _header(v: View, title: str, changes: list[Change], note: str | None, words: Words | None = None) -> Image.Image:
    """The title bar, then the tracks (those that moved, highlighted) and any note."""
    tf = font(30, bold=True)
    title_lines = wrap_all(title, tf, WIDTH - 2 * GAP)
    moved = {_moved(w) for ch in changes if ch.country is None and ch.name == "Tracks" for w in ch.what}
    posture = v.us_posture.title()
    if words is not None and v.us_posture in ("hard", "soft"):
        posture = words("picture-hard-full") if v.us_posture == "hard" else words("picture-soft-full")
    tracks = [
        ("Prestige", say(words, "closeup-prestige", f"Prestige {v.prestige}", n=v.prestige)),
        ("Funding", say(words, "closeup-funding", f"Funding {v.funding}", n=v.funding)),
        ("Troops", say(words, "closeup-troops", f"Troops on track {v.troops_on_track}", n=v.troops_on_track)),
        ("Cells", say(words, "closeup-cells", f"Cells on track {v.cells_on_track}", n=v.cells_on_track)),
        ("US", say(words, "closeup-us-posture", f"US Posture {posture}", posture=posture)),
        ("Good", say(words, "closeup-good", f"Good Resources {v.good_resources}", n=v.good_resources)),
        ("IR", say(words, "closeup-ir", f"IR Resources {v.islamist_resources}", n=v.islamist_resources)),
    ]
    cf = font(CHIP_SIZE, bold=True, condensed=True)
    chips: list[tuple[str, bool]] = [(text, key in moved) for key, text in tracks]
    # flow the chips into rows
    rows: list[list[tuple[str, bool, int]]] = [[]]
    x = GAP
    for text, hot in chips:
        w = text_width(text, cf) + 16
        if x + w > WIDTH - GAP and rows[-1]:
            rows.append([])
            x = GAP
        rows[-1].append((text, hot, w))
        x += w + 8
    events = [say_msg(words, w) for ch in changes if ch.country is None and ch.name == "Events" for w in ch.what]
    ef = font(LINE_SIZE, condensed=True)
    extra = [
        *(wrap_all(note, ef, WIDTH - 2 * GAP) if note else []),
        *[ln for e in events for ln in wrap_all("• " + e, ef, WIDTH - 2 * GAP)],
    ]
    title_h = 12 + len(title_lines) * 38
    height = title_h + GAP + len(rows) * 44 + len(extra) * (LINE_SIZE + 6) + 4
    im = Image.new("RGB", (WIDTH, height), PAPER)
    d = Draw(im)
    d.rectangle((0, 0, WIDTH, title_h), fill=INK)
    for i, ln in enumerate(title_lines):
        d.text((GAP, 8 + i * 38), ln, font=tf, fill=WHITE)
    y = title_h + GAP
    for row in rows:
        x = GAP
        for text, hot, w in row:
            d.rounded_rectangle(
                (x, y, x + w, y + 36),
                radius=6,
                fill=YELLOW if hot else WHITE,
                outline=CHANGED if hot else INK,
                width=4 if hot else 1,
            )
            d.text((x + w / 2, y + 18), text, font=cf, fill=BLACK, anchor="mm")
            x += w + 8
        y += 44
    for ln in extra:
        d.text((GAP, y), ln, font=ef, fill=INK if ln.startswith("•") else GREY)
        y += LINE_SIZE + 6
    return im


def _card(c: CountryView, v: View, changed: bool, lang: str = "en") -> Image.Image:
    return _card_cached(c.model_dump_json(), v.us_posture if c.id == "united_states" else "", changed, lang)


@lru_cache(maxsize=256)
def _card_cached(country_json: str, us_posture: str, changed: bool, lang: str = "en") -> Image.Image:
    """One country drawn large: header with its name, Governance and Alignment or Posture,
    Resources, then every piece and marker in words. Cached (bounded) per country state."""
    c = CountryView.model_validate_json(country_json)
    muslim = c.type in ("sunni", "shia_mix")
    if muslim:
        body = GOVERNANCE[c.governance][3] if c.governance in GOVERNANCE else UNMARKED_BODY
    elif c.type == "iran":
        body = IRAN_BODY
    else:
        body = NON_MUSLIM_BODY
    us = c.id == "united_states"
    head, head_ink = US_HEADER if us else TYPE_HEADER[c.type]
    inner = CARD_W - 2 * PAD
    # the name: the largest size that fits beside the type symbol; else wrapped at the smallest
    sym = 30 if c.type != "non_muslim" else 0
    badge = 34 if c.schengen_link else 0
    room = inner - sym - badge
    nf = largest_font(c.name, room, NAME_SIZES)
    small = font(NAME_SIZES[-1], bold=True, condensed=True)
    name_lines = [c.name] if nf else [x.replace("/ ", "/") for x in wrap_all(c.name.replace("/", "/ "), small, room)]
    nf = nf or font(NAME_SIZES[-1], bold=True, condensed=True)
    head_h = 8 + len(name_lines) * (nf.size + 6)
    cf = font(CHIP_SIZE, bold=True, condensed=True)
    words = _WORDS.get(lang) if lang != "en" else None
    line2 = _line2(c, us_posture if us else c.posture, words)
    tokens = _tokens(c, words)
    rows = _flow([t[0] for t in line2], cf, inner) + _flow([t[0] for t in tokens], cf, inner)
    height = head_h + 8 + len(rows) * 40 + 6
    im = Image.new("RGB", (CARD_W, height), body)
    d = Draw(im)
    d.rectangle((0, 0, CARD_W - 1, head_h), fill=head)
    if c.type != "non_muslim":
        shape(d, c.type, PAD + 11, head_h // 2, 10, WHITE)
    for i, ln in enumerate(name_lines):
        d.text((PAD + sym, 5 + i * (nf.size + 6)), ln, font=nf, fill=head_ink)
    if c.schengen_link:
        cx, cy = CARD_W - PAD - 15, head_h // 2
        d.ellipse((cx - 15, cy - 15, cx + 15, cy + 15), fill=SCHENGEN_FRAME, outline=WHITE, width=2)
        d.text((cx, cy), "S", font=font(22, bold=True), fill=WHITE, anchor="mm")
    y = head_h + 8
    colours = {t[0]: t[1:] for t in (*line2, *tokens)}
    for row in rows:
        x = PAD
        for label in row:
            fill, ink, outline = colours[label]
            x += _chip(d, x, y, label, fill, ink, outline, cf) + 8
        y += 40
    d.rectangle((0, 0, CARD_W - 1, height - 1), outline=BLUE if us else INK, width=3 if us else 1)
    if changed:
        d.rectangle((0, 0, CARD_W - 1, height - 1), outline=CHANGED, width=7)
    return im


Chip = tuple[str, Colour, Colour, Colour | None]


#: a close-up card's words (whole, not the board's short forms)
GOVERNANCE_FULL_MSG = {"Good": "gov-good", "Fair": "gov-fair", "Poor": "gov-poor", "Islamist Rule": "picture-ir-full"}
ALIGNMENT_FULL_MSG = {"ally": "align-ally", "neutral": "align-neutral", "adversary": "align-adversary"}


def _line2(c: CountryView, posture: str | None, words: Words | None = None) -> list[Chip]:
    """Governance (a word on its colour) and Alignment, or Posture; oil and Recruit (in the
    picture's language: a close-up's card has room for the whole words)."""
    out: list[Chip] = []
    gov = GOVERNANCE_FULL_MSG.get(c.governance or "")
    if c.type in ("sunni", "shia_mix"):
        if c.governance in GOVERNANCE:
            fill, ink, label, _ = GOVERNANCE[c.governance]
            out.append((say(words, gov, label) if gov else label, fill, ink, None))
            if c.alignment:
                align = ALIGNMENT_FULL_MSG.get(c.alignment)
                word = c.alignment.title()
                out.append((say(words, align, word) if align else word, WHITE, INK, INK))
        else:
            out.append((say(words, "picture-unmarked-full", "unmarked"), WHITE, GREY, GREY))
        res = say(words, "closeup-res", f"Res {c.resources}", n=c.resources)
        out.append((res + (" · " + say(words, "closeup-oil", "oil") if c.oil else ""), PAPER, INK, None))
    elif c.type == "non_muslim":
        if c.governance in GOVERNANCE:
            fill, ink, label, _ = GOVERNANCE[c.governance]
            out.append((say(words, gov, label) if gov else label, fill, ink, None))
        if posture == "hard":
            out.append((say(words, "picture-hard-full", "Hard"), INK, WHITE, None))
        elif posture == "soft":
            out.append((say(words, "picture-soft-full", "Soft"), WHITE, INK, INK))
        if c.recruit:
            out.append((say(words, "closeup-recruit", f"Recruit {c.recruit}", n=c.recruit), WHITE, INK, GREY))
    elif c.governance in GOVERNANCE:  # Iran
        fill, ink, label, _ = GOVERNANCE[c.governance]
        out.append((say(words, gov, label) if gov else label, fill, ink, None))
    return out or [(say(words, "picture-unmarked-full", "unmarked"), WHITE, GREY, GREY)]


def _tokens(c: CountryView, words: Words | None = None) -> list[Chip]:
    """Every piece and marker in words (4.6, 4.8), in the picture's language."""

    def n(k: int, one: str, many: str, msg: str) -> str:
        return say(words, msg, f"{k} {one if k == 1 else many}", count=k)

    t: list[Chip] = []
    if c.troops:
        t.append((n(c.troops, "Troop", "Troops", "summary-troops"), BLUE, WHITE, BLUE))
    if c.sleepers:
        t.append((n(c.sleepers, "Sleeper", "Sleepers", "closeup-sleepers"), WHITE, INK, INK))
    if c.actives:
        t.append((n(c.actives, "Active", "Actives", "closeup-actives"), VERMILION, BLACK, BLACK))
    if c.cadre:
        t.append((say(words, "summary-cadre", "Cadre"), WHITE, VERMILION, VERMILION))
    if c.plots:
        t.append((n(c.plots, "Plot", "Plots", "summary-plots"), YELLOW, BLACK, BLACK))
    if c.aid:
        t.append((say(words, "closeup-aid", "Aid" if c.aid == 1 else f"Aid ×{c.aid}", count=c.aid), GREEN, BLACK, GREEN))
    if c.besieged:
        t.append((say(words, "summary-besieged", "Besieged Regime"), ORANGE, BLACK, BLACK))
    if c.regime_change == "green":
        t.append((say(words, "closeup-regime-change-new", "Regime Change (new)"), GREEN, BLACK, BLACK))
    elif c.regime_change == "tan":
        t.append((say(words, "summary-regime-change", "Regime Change"), TAN, BLACK, BLACK))
    for m in c.markers:
        t.append((f"★ {m}", WHITE, INK, GREY))
    if not t:
        t.append((say(words, "closeup-no-pieces", "no pieces"), PAPER, GREY, None))
    # labels are the keys of the colour map: keep them unique
    seen: dict[str, int] = {}
    out: list[Chip] = []
    for label, *rest in t:
        seen[label] = seen.get(label, 0) + 1
        out.append((label + " " * (seen[label] - 1), *rest))  # type: ignore[arg-type]
    return out


def _flow(labels: list[str], f: FreeTypeFont, width: int) -> list[list[str]]:
    """Labels left to right in rows of `width` px; a label wider than a row gets a row of its own
    and is shrunk by `_chip` (never cut)."""
    rows: list[list[str]] = [[]]
    x = 0
    for label in labels:
        w = text_width(label, f) + 16
        if x + w > width and rows[-1]:
            rows.append([])
            x = 0
        rows[-1].append(label)
        x += w + 8
    return rows if rows[-1] else rows[:-1]


def _chip(
    d: ImageDraw.ImageDraw,
    x: int,
    y: int,
    label: str,
    fill: Colour,
    ink: Colour,
    outline: Colour | None,
    f: FreeTypeFont,
) -> int:
    """A rounded label 34 px high; one too wide for the card is drawn smaller, never cut."""
    room = CARD_W - PAD - x - 16
    text = label.rstrip()
    if text_width(text, f) > room:
        f = largest_font(text, room, (24, 22, 20, 18, 16, 14)) or font(14, bold=True, condensed=True)
    return chip(d, x, y, text, fill, ink, f, h=34, outline=outline, pad=8, radius=6, line=2)
