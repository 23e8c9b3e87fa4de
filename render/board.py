"""The board image: a pure function of the public view.

`render_board(view)` draws the 38 countries where they lie on a schematic world map, their
adjacencies, the Schengen area, and the tracks and boxes of the printed board. It reads only
`engine.view.View` (the public one: `Game.view(None)`) and static map data, so it cannot show a
secret: the view it is given holds no Plot values and no hand.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from functools import cache

from PIL import Image, ImageDraw
from PIL.ImageFont import FreeTypeFont

from engine.data import COUNTRIES, SCENARIOS, SCHENGEN
from engine.view import Change, CountryView, View, board_changes
from render import layout as L
from render.style import (
    BLACK,
    BLUE,
    CHANGED,
    GOVERNANCE,
    GREEN,
    GREY,
    INK,
    IRAN_BODY,
    LIGHT_GREY,
    LINK,
    NON_MUSLIM_BODY,
    ORANGE,
    PAPER,
    SCHENGEN_FRAME,
    SCHENGEN_TINT,
    SKY,
    TAN,
    TYPE_HEADER,
    UNMARKED_BODY,
    US_HEADER,
    VERMILION,
    WHITE,
    YELLOW,
    Colour,
    Draw,
    base_colours,
    chip,
    encode_png,
    fit,
    font,
    oil_drop,
    quantize,
    shape,
    shrink,
    text_width,
    wrap,
    wrap_all,
)

PHASES = {
    "setup": "Set-up",
    "jihadist": "Jihadist Action Phase",
    "us": "US Action Phase",
    "plots": "Plot resolution",
    "end_of_turn": "End of Turn",
    "over": "Game over",
}
SIDE_NAMES = {"us": "US", "jihadist": "Jihadist"}
#: their message ids (bot/core/locales/*/ui.ftl)
PHASE_MSG = {
    "setup": "phase-name-setup",
    "jihadist": "phase-name-jihadist",
    "us": "phase-name-us",
    "plots": "phase-name-plots",
    "end_of_turn": "phase-name-end-of-turn",
    "over": "phase-name-over",
}
SIDE_MSG = {"us": "role-us", "jihadist": "role-jihadist"}

#: words in the picture's language: message id and arguments to text (bot.core.i18n.words(lang),
#: handed in by the layer above; render/ never imports bot); None: English
Words = Callable[..., str]


def say(words: Words | None, msg_id: str, english: str, /, **args: object) -> str:
    """`english` in English, else the catalog's `msg_id` with `args` in the picture's language."""
    return english if words is None else words(msg_id, **args)


def render_board(view: View, previous: View | None = None, words: Words | None = None) -> bytes:
    """The board as PNG bytes, drawn only from the public view (`role` must be None).

    `words` (bot.core.i18n.words(lang)) draws the board's own labels in another language; the
    names (countries, cards) are the view's (`i18n.localized_view`), so each language gets its
    own picture from the same public view.

    With `previous` (the public view at the board image shown before), the countries that changed
    are outlined and the changes are listed in words in a strip at the foot of the image.

    Drawn in the fixed palette from bounded caches of tiles: the static layers once, each
    country box per state, the title, panel and strip per content; only what changed since an
    earlier board is drawn and quantized again, and the result is the same pixel for pixel."""
    if view.role is not None or (previous is not None and previous.role is not None):
        raise ValueError(f"render_board draws only the public view; got the view of {view.role!r}")
    im = _background().copy()
    changes = board_changes(previous, view) if previous is not None else []
    changed = {ch.country for ch in changes if ch.country}
    lang = words("language-code") if words is not None else "en"
    im.paste(
        _tile("title", f"{lang}|{view.model_dump_json(include=TITLE_FIELDS)}", lambda: _title_tile(view, words)), (0, 0)
    )
    for c in view.countries:
        r = L.BOXES[c.id]
        us_posture = view.us_posture if c.id == "united_states" else ""
        key = f"{lang}|{c.model_dump_json()}|{us_posture}"
        im.paste(_tile("country", key, lambda c=c, r=r, p=us_posture: _country_tile(c, r, p, words)), r[:2])
    if changed:  # changed since the previous board image: a thick outline inside the box
        d = ImageDraw.Draw(im)
        for cid in changed:
            d.rectangle(L.BOXES[cid], outline=CHANGED_INDEX, width=4)
    for i, (x0, _, fields) in enumerate(PANEL_PARTS):  # the panel in three parts, each cached apart
        key = view.model_dump_json(include=fields) if fields else view.model_dump_json(exclude=NOT_IN_PANEL)
        im.paste(_tile("panel", f"{i}|{key}", lambda i=i: _panel_tile(view, i)), (x0, L.PANEL.y0))
    strip_key = "\n".join(ch.text for ch in changes) + f"|{previous is not None}"
    im.paste(_tile("strip", strip_key, lambda: _changes_tile(changes, previous is not None)), L.CHANGES[:2])
    return encode_png(im)


#: the change outline's colour in the fixed palette (drawn on the palette image itself)
CHANGED_INDEX = base_colours().index(CHANGED)
#: the view's fields the title bar shows; those the panel does not (it shows the rest)
TITLE_FIELDS = {"scenario", "players", "turn", "phase", "winner", "waiting_for"}
NOT_IN_PANEL = {"countries", "log", "prompt", "hand", "can_undo", "role"}
#: the panel's parts: x from, x to, the view's fields each shows (None: any but the map's)
PANEL_PARTS: tuple[tuple[int, int, set[str] | None], ...] = (
    (0, 530, {
        "prestige", "prestige_level", "funding", "funding_level", "cells_on_track", "cells_available",
        "troops_on_track", "troop_level", "players", "ideology", "ideology_effects", "mini_decks",
    }),
    (530, 1116, {"us_posture", "gwot_penalty", "world_posture", "world_posture_value", "victory_targets", "players"}),
    (1116, L.WIDTH, None),
)  # fmt: skip
#: tiles kept: at most this many of each kind (a country's states, panel parts, strips)
TILES = {"title": 16, "country": 512, "panel": 48, "strip": 16}
_tiles: dict[str, OrderedDict[str, Image.Image]] = {kind: OrderedDict() for kind in TILES}


def _tile(kind: str, key: str, draw: Callable[[], Image.Image]) -> Image.Image:
    """A drawn tile (palette image) from the bounded cache of its kind, drawn on a miss."""
    cache = _tiles[kind]
    tile = cache.get(key)
    if tile is None:
        tile = quantize(draw())
        cache[key] = tile
        while len(cache) > TILES[kind]:
            cache.popitem(last=False)
    else:
        cache.move_to_end(key)
    return tile


def _country_tile(c: CountryView, r: L.Rect, us_posture: str, words: Words | None = None) -> Image.Image:
    im = Image.new("RGB", (r.x1 - r.x0 + 1, r.y1 - r.y0 + 1), PAPER)
    _country(Draw(im), c, L.Rect(0, 0, r.x1 - r.x0, r.y1 - r.y0), us_posture, words)
    return im


def _title_tile(v: View, words: Words | None = None) -> Image.Image:
    im = Image.new("RGB", (L.WIDTH, L.TITLE_H + 1), PAPER)
    _title(Draw(im), v, words)
    return im


def _panel_tile(v: View, part: int) -> Image.Image:
    """One part of the panel on a canvas of its own width (the frame drawn shifted, clipped)."""
    r = L.PANEL
    x0, x1, _ = PANEL_PARTS[part]
    im = Image.new("RGB", (x1 - x0 + (1 if part == len(PANEL_PARTS) - 1 else 0), r.y1 - r.y0 + 1), PAPER)
    _panel(Draw(im), v, L.Rect(-x0, 0, r.x1 - x0, r.y1 - r.y0), part)
    return im


def _changes_tile(changes: list[Change], compared: bool) -> Image.Image:
    r = L.CHANGES
    im = Image.new("RGB", (r.x1 - r.x0 + 1, r.y1 - r.y0 + 1), PAPER)
    _changes(Draw(im), changes, compared, L.Rect(0, 0, r.x1 - r.x0, r.y1 - r.y0))
    return im


@cache
def _background() -> Image.Image:
    """What never changes (the Schengen frame, adjacency lines, legend), drawn once, in the palette."""
    im = Image.new("RGB", (L.WIDTH, L.HEIGHT), PAPER)
    d = Draw(im)
    _schengen(d)
    _links(d)
    _legend(d, L.LEGEND)
    return quantize(im)


# --- map ---------------------------------------------------------------------------------


def _title(d: ImageDraw.ImageDraw, v: View, words: Words | None = None) -> None:
    d.rectangle((0, 0, L.WIDTH, L.TITLE_H), fill=INK)
    sc = SCENARIOS.get(v.scenario)
    name = sc.name if sc else v.scenario
    if words is not None and sc is not None:
        name = words(f"scenario-{v.scenario}")
    players = say(words, "picture-two-player", "2-player") if v.players == "two" else say(words, "picture-solitaire", "solitaire")
    phase = PHASES.get(v.phase, v.phase)
    if words is not None and v.phase in PHASES:
        phase = words(PHASE_MSG[v.phase])
    when = (
        say(words, "picture-game-over", f"GAME OVER after turn {v.turn}", turn=v.turn)
        if v.winner
        else say(words, "picture-turn", f"Turn {v.turn}  ·  {phase}", turn=v.turn, phase=phase)
    )
    left = f"{say(words, 'picture-labyrinth', 'LABYRINTH')}  ·  {name}  ·  {players}  ·  {when}"
    d.text((12, L.TITLE_H // 2), left, font=font(20, bold=True), fill=WHITE, anchor="lm")
    if v.winner:
        side = say(words, SIDE_MSG.get(v.winner, "role-nobody"), SIDE_NAMES.get(v.winner, v.winner))
        right = say(words, "picture-wins", f"{side} wins", side=side)
        colour = YELLOW
    elif v.waiting_for:
        side = say(words, SIDE_MSG.get(v.waiting_for, "role-nobody"), SIDE_NAMES.get(v.waiting_for, v.waiting_for))
        right = say(words, "picture-waiting-for", f"waiting for {side}", side=side)
        colour = WHITE
    else:
        return
    f = font(18, bold=True)
    room = L.WIDTH - 24 - text_width(left, font(20, bold=True)) - 30
    text, f = shrink(right, f, room)
    d.text((L.WIDTH - 12, L.TITLE_H // 2), text, font=f, fill=colour, anchor="rm")


def _schengen(d: ImageDraw.ImageDraw) -> None:
    """4.5: one frame round the seven Schengen countries, all Adjacent to one another."""
    members = [r for cid, r in L.BOXES.items() if cid in SCHENGEN]
    label = _schengen_label()
    rects = [*members, label]
    for r in rects:
        d.rectangle(r.grow(9), fill=SCHENGEN_FRAME)
    for r in rects:
        d.rectangle(r.grow(6), fill=SCHENGEN_TINT)
    x, y = label.x0 + 4, label.y0 + 2
    d.text((x, y), "SCHENGEN", font=font(17, bold=True), fill=SCHENGEN_FRAME)
    small = font(14, condensed=True)
    for i, line in enumerate(
        ("all 7 countries in this", "frame are Adjacent;", "countries marked", "are Adjacent to all 7")
    ):
        d.text((x, y + 24 + i * 18), line, font=small, fill=INK)
    _schengen_badge(d, x + text_width("countries marked", small) + 14, y + 24 + 2 * 18 + 9)


#: a header that wraps its name on two lines is this much taller (the box's rows move down)
NAME_LINE = 16


def name_label(cid: str, name: str | None = None) -> tuple[str, FreeTypeFont, L.Rect]:
    """A country's name (`name`: as the view gives it, in the picture's language; default the
    English) as drawn in its box header: the text, its font and the room it has. A name too long
    for one line at the smallest face (a Russian name can run 2.7 times the English) is wrapped on
    two or three lines ("\n" in the text, the area taller by a line each); never cut."""
    d = COUNTRIES[cid]
    name = name or d.name
    r = L.BOXES[cid]
    x0 = r.x0 + 5 + (18 if d.type != "non_muslim" else 0)
    x1 = r.x1 - 4 - (22 if d.schengen_link else 0)
    area = L.Rect(x0, r.y0 + 2, x1, r.y0 + 22)
    for f in (font(15, bold=True, condensed=True), font(14, bold=True, condensed=True), font(14, condensed=True)):
        if text_width(name, f) <= x1 - x0:
            return name, f, area
    lines = [x.replace("/ ", "/") for x in wrap_all(name.replace("/", "/ "), f, x1 - x0)]  # a break after "/" too
    if len(lines) <= 3 and all(text_width(x, f) <= x1 - x0 for x in lines):
        return "\n".join(lines), f, L.Rect(x0, r.y0 + 2, x1, r.y0 + 22 + NAME_LINE * (len(lines) - 1))
    return fit(name, f, x1 - x0), f, area


def _schengen_label() -> L.Rect:
    e = L.BOXES["eastern_europe"]
    return L.Rect(e.x0, L.BOXES["scandinavia"].y0, e.x1, L.BOXES["scandinavia"].y1)


def _schengen_badge(d: ImageDraw.ImageDraw, cx: int, cy: int) -> None:
    d.ellipse((cx - 9, cy - 9, cx + 9, cy + 9), fill=SCHENGEN_FRAME, outline=WHITE, width=1)
    d.text((cx, cy), "S", font=font(14, bold=True), fill=WHITE, anchor="mm")


def _links(d: ImageDraw.ImageDraw) -> None:
    for seg in L.LINES.values():
        d.line(seg, fill=LINK, width=3)
    for points in L.ROUTES.values():
        d.line(points, fill=LINK, width=3, joint="curve")
    # 4.1.1: the United States and the Philippines are Adjacent across the Pacific
    label = "United States ↔ Philippines: Adjacent"
    f = font(14, bold=True, condensed=True)
    x = L.LEGEND.x1 + 40
    w = text_width(label, f) + 12
    d.rectangle((x, L.PACIFIC_Y - 9, x + w, L.PACIFIC_Y + 9), fill=PAPER, outline=LINK)
    d.text((x + 6, L.PACIFIC_Y), label, font=f, fill=INK, anchor="lm")


#: Governance (the chip's short label), Alignment and Posture words by message id
GOVERNANCE_MSG = {"Good": "picture-good", "Fair": "picture-fair", "Poor": "picture-poor", "Islamist Rule": "picture-ir"}
ALIGNMENT_MSG = {"ally": "picture-ally", "neutral": "picture-neutral", "adversary": "picture-adversary"}


def _country(d: ImageDraw.ImageDraw, c: CountryView, r: L.Rect, us_posture: str, words: Words | None = None) -> None:
    muslim = c.type in ("sunni", "shia_mix")
    if muslim:
        body = GOVERNANCE[c.governance][3] if c.governance in GOVERNANCE else UNMARKED_BODY
    elif c.type == "iran":
        body = IRAN_BODY
    else:
        body = NON_MUSLIM_BODY
    us = c.id == "united_states"
    d.rectangle(r, fill=body, outline=BLUE if us else INK, width=3 if us else 1)

    # header: type symbol, name, Schengen-link badge
    head, head_ink = US_HEADER if us else TYPE_HEADER[c.type]
    text, f, area = name_label(c.id, c.name)
    extra = text.count("\n")
    down = NAME_LINE * extra  # a name on several lines: the rows below move down
    d.rectangle((r.x0 + 1, r.y0 + 1, r.x1 - 1, r.y0 + 22 + down), fill=head)
    if c.type != "non_muslim":
        shape(d, c.type, r.x0 + 12, r.y0 + 12, 6, WHITE)
    if c.schengen_link:
        _schengen_badge(d, r.x1 - 13, r.y0 + 12)
    for i, line in enumerate(text.split("\n")):
        d.text((area.x0 - L.BOXES[c.id].x0 + r.x0, r.y0 + 12 + i * NAME_LINE), line, font=f, fill=head_ink, anchor="lm")

    # line 2: Governance and Alignment (Muslim) or Governance and Posture (others)
    y = r.y0 + 25 + down
    x = r.x0 + 4
    small = font(14, condensed=True)
    bold = font(14, bold=True, condensed=True)
    if c.governance in GOVERNANCE:
        fill, ink, label, _ = GOVERNANCE[c.governance]
        label = say(words, GOVERNANCE_MSG[c.governance], label)
        x += chip(d, x, y, label, fill, ink, bold, pad=3) + 4
    if muslim:
        res = f"R{c.resources}"
        d.text((r.x1 - 5, y + 10), res, font=bold, fill=INK, anchor="rm")
        end = r.x1 - 5 - text_width(res, bold)
        if c.oil:
            oil_drop(d, end - 7, y + 9)
            end -= 12
        room = end - 3 - x
        if c.governance is None:
            d.text((x, y + 10), say(words, "picture-unmarked", "unmarked"), font=small, fill=GREY, anchor="lm")
        elif c.alignment:
            word = c.alignment.title()
            if words is not None and c.alignment.lower() in ALIGNMENT_MSG:
                word = words(ALIGNMENT_MSG[c.alignment.lower()])
            af = bold if text_width(word, bold) <= room else small
            text, af = shrink(word, af, room)
            d.text((x, y + 10), text, font=af, fill=INK, anchor="lm")
    elif c.type == "non_muslim":
        posture = us_posture if us else c.posture
        rec = f"REC {c.recruit}" if c.recruit else ""
        if rec:
            d.text((r.x1 - 5, y + 10), rec, font=bold, fill=INK, anchor="rm")
        if posture in ("hard", "soft"):
            msg, english = ("picture-hard", "Hard") if posture == "hard" else ("picture-soft", "Soft")
            label, cf = posture_chip_fit(say(words, msg, english), bold, r.x1 - 5 - x, rec)
            if posture == "hard":
                chip(d, x, y, label, INK, WHITE, cf)
            else:
                chip(d, x, y, label, WHITE, INK, cf, outline=INK)

    # pieces and markers: every one shown (4.6, 4.8), in shorter words when the box is crowded
    f = font(14, bold=True, condensed=True)
    most = MAX_ROWS - extra
    rows = flow_rows(_tokens(c), f, r.x1 - r.x0 - 8)
    if len(rows) > most:
        rows = flow_rows(_tokens(c, compact=True), f, r.x1 - r.x0 - 8, most)
    if len(rows) > most:  # still too many: the markers share one chip that counts them
        rows = flow_rows(_tokens(c, compact=True, merge_markers=True), f, r.x1 - r.x0 - 8, most)
    y = r.y0 + 47 + down
    for row in rows[:most]:
        x = r.x0 + 4
        for label, fill, ink, outline in row:
            x += chip(d, x, y, label, fill, ink, f, h=TOKEN_H, outline=outline, pad=3) + 3
        y += LINE_H


Token = tuple[str, Colour, Colour, Colour]  # label, fill, ink, outline

#: 4.8.2, 5.2.9: a Regime Change marker is green in the turn it is placed, then tan
REGIME_CHANGE = {"green": ("Regime Change·new", "RC·new", GREEN), "tan": ("Regime Change", "RC", TAN)}


def _tokens(c: CountryView, *, compact: bool = False, merge_markers: bool = False) -> list[Token]:
    """The chips of a country: pieces, then markers; `compact` uses short labels (the legend explains them)."""
    t: list[Token] = []
    if c.troops:
        t.append((f"T{c.troops}", BLUE, WHITE, BLUE))
    if c.sleepers:
        t.append((f"S{c.sleepers}", WHITE, INK, INK))
    if c.actives:
        t.append((f"A{c.actives}", VERMILION, BLACK, BLACK))
    if c.cadre:
        t.append(("Cd" if compact else "Cadre", WHITE, VERMILION, VERMILION))
    if c.plots:
        t.append((("P" if compact else "Plot") + (f"×{c.plots}" if c.plots > 1 else ""), YELLOW, BLACK, BLACK))
    if c.aid:
        t.append(("Aid" if c.aid == 1 else f"Aid×{c.aid}", GREEN, BLACK, GREEN))
    if c.besieged:
        t.append(("BR", ORANGE, BLACK, BLACK))
    if c.regime_change in REGIME_CHANGE:
        full, short, colour = REGIME_CHANGE[c.regime_change]
        t.append((short if compact else full, colour, BLACK, BLACK))
    if merge_markers and len(c.markers) > 1:
        t.append((f"★×{len(c.markers)}: {', '.join(c.markers)}", WHITE, INK, GREY))
        return t
    for m in c.markers:
        t.append((f"★{m}", WHITE, INK, GREY))
    return t


TOKEN_H = 19
LINE_H = 21
MAX_ROWS = 3


def flow_rows(tokens: list[Token], f: FreeTypeFont, width: int, max_rows: int = 0) -> list[list[Token]]:
    """Tokens left to right in rows of `width` pixels. A token wider than a row is cut to fit, and
    so is one that would open a row beyond `max_rows` (0: no limit): it keeps what room is left."""
    rows: list[list[Token]] = [[]]
    x = 0
    for label, *rest in tokens:
        w = text_width(label, f) + 6
        if w > width:
            label = fit(label, f, width - 6)
            w = width
        if x + w > width and rows[-1]:
            if max_rows and len(rows) == max_rows and width - x >= 30:
                label = fit(label, f, width - x - 6)
                w = width - x
            else:
                rows.append([])
                x = 0
        rows[-1].append((label, *rest))  # type: ignore[arg-type]
        x += w + 3
    return rows if rows[-1] else rows[:-1]


# --- legend ------------------------------------------------------------------------------


def _legend(d: ImageDraw.ImageDraw, r: L.Rect) -> None:
    d.rectangle(r, fill=WHITE, outline=INK, width=1)
    d.text((r.x0 + 8, r.y0 + 6), "LEGEND", font=font(16, bold=True), fill=INK)
    f = font(14, condensed=True)
    b = font(14, bold=True, condensed=True)
    col1, col2 = r.x0 + 8, r.x0 + 152
    y0 = r.y0 + 30

    def row(x: int, i: int, draw_key: object, text: str, key_w: int = 44) -> None:
        y = y0 + i * 23
        if callable(draw_key):
            draw_key(x, y)
        d.text((x + key_w, y + 10), text, font=f, fill=INK, anchor="lm")

    for i, (name, (fill, ink, label, _)) in enumerate(GOVERNANCE.items()):
        row(col1, i, lambda x, y, fl=fill, k=ink, lb=label: chip(d, x, y, lb, fl, k, b), name, key_w=54)
    row(col1, 4, lambda x, y: d.text((x, y + 10), "unmarked", font=f, fill=GREY, anchor="lm"), "= untested", key_w=66)
    row(col1, 5, lambda x, y: chip(d, x, y, "Hard", INK, WHITE, b), "Posture", key_w=50)
    row(col1, 6, lambda x, y: chip(d, x, y, "Soft", WHITE, INK, b, outline=INK), "Posture", key_w=50)
    row(col1, 7, lambda x, y: d.text((x, y + 10), "R2", font=b, fill=INK, anchor="lm"), "Resources")
    row(col1, 8, lambda x, y: oil_drop(d, x + 8, y + 9), "oil", key_w=22)
    row(col1, 9, lambda x, y: d.text((x, y + 10), "REC", font=b, fill=INK, anchor="lm"), "Recruit no.")
    row(col1, 10, lambda x, y: _schengen_badge(d, x + 9, y + 10), "Schengen link", key_w=24)
    row(col1, 11, lambda x, y: d.text((x, y + 10), "★", font=b, fill=INK, anchor="lm"), "event markers", key_w=18)
    row(col1, 12, lambda x, y: d.rectangle((x, y + 1, x + 30, y + 19), outline=CHANGED, width=4), "changed", key_w=38)

    def head(kind: str, text: str) -> object:
        fill, _ = TYPE_HEADER[kind]

        def draw(x: int, y: int) -> None:
            d.rectangle((x, y + 1, x + 30, y + 19), fill=fill, outline=INK)
            if kind != "non_muslim":
                shape(d, kind, x + 15, y + 10, 6, WHITE)

        return draw

    row(col2, 0, head("sunni", ""), "Sunni", key_w=38)
    row(col2, 1, head("shia_mix", ""), "Shia-Mix", key_w=38)
    row(col2, 2, head("iran", ""), "Iran", key_w=38)
    row(col2, 3, head("non_muslim", ""), "non-Muslim", key_w=38)
    keys: list[tuple[Token, str]] = [
        (("T3", BLUE, WHITE, BLUE), "Troops"),
        (("S2", WHITE, INK, INK), "Sleeper Cells"),
        (("A1", VERMILION, BLACK, BLACK), "Active Cells"),
        (("Cadre", WHITE, VERMILION, VERMILION), ""),
        (("Plot×2", YELLOW, BLACK, BLACK), "face down"),
        (("Aid", GREEN, BLACK, GREEN), ""),
        (("BR", ORANGE, BLACK, BLACK), "Besieged Regime"),
        (("RC", TAN, BLACK, BLACK), "Regime Change"),
        (("RC·new", GREEN, BLACK, BLACK), "placed this turn"),
    ]
    for i, ((label, fill, ink, outline), text) in enumerate(keys):
        w = text_width(label, b) + 8
        row(
            col2,
            4 + i,
            lambda x, y, lb=label, fl=fill, k=ink, o=outline: chip(d, x, y, lb, fl, k, b, outline=o),
            text,
            key_w=w + 6,
        )


# --- tracks panel -------------------------------------------------------------------------


def _panel(d: ImageDraw.ImageDraw, v: View, r: L.Rect, part: int) -> None:
    """Part `part` of the tracks panel (`PANEL_PARTS`); `r` is the whole panel, where x 0 is the
    image's left edge (shifted left for a part drawn on its own canvas)."""
    d.rectangle(r, fill=WHITE, outline=INK)
    left = r.x0
    d.line((left + 530, r.y0 + 8, left + 530, r.y1 - 8), fill=LIGHT_GREY, width=2)
    d.line((left + 1116, r.y0 + 8, left + 1116, r.y1 - 8), fill=LIGHT_GREY, width=2)
    if part == 0:
        _tracks(d, v, left + 14, r.y0 + 8)
    elif part == 1:
        _posture_and_victory(d, v, left + 546, r.y0 + 8)
    else:
        _status(d, v, left + 1130, r.y0 + 8, left + L.WIDTH - 12)


def _track(
    d: ImageDraw.ImageDraw,
    x: int,
    y: int,
    title: str,
    lo: int,
    hi: int,
    value: int,
    bands: list[tuple[str, int, int]],
    cell: int = 40,
    labels: dict[int, str] | None = None,
) -> None:
    """A numbered track with the current space filled, and the level bands named beneath."""
    d.text((x, y), title, font=font(16, bold=True), fill=INK)
    y += 27
    f = font(14, bold=True)
    for n in range(lo, hi + 1):
        cx = x + (n - lo) * cell
        on = n == value
        d.rectangle((cx, y, cx + cell - 2, y + 24), fill=INK if on else WHITE, outline=INK)
        label = labels[n] if labels else str(n)
        d.text((cx + (cell - 2) / 2, y + 12), label, font=f, fill=WHITE if on else INK, anchor="mm")
        if on:
            d.polygon([(cx + cell / 2 - 7, y - 7), (cx + cell / 2 + 5, y - 7), (cx + cell / 2 - 1, y - 1)], fill=INK)
    small = font(14, condensed=True)
    for i, (name, a, b) in enumerate(bands):
        bx0, bx1 = x + (a - lo) * cell, x + (b - lo + 1) * cell - 2
        d.rectangle((bx0, y + 27, bx1, y + 30), fill=(BLUE, SKY, ORANGE, VERMILION)[i % 4] if len(bands) > 1 else GREY)
        d.text(((bx0 + bx1) / 2, y + 40), name, font=small, fill=INK, anchor="mm")


def _tracks(d: ImageDraw.ImageDraw, v: View, x: int, y: int) -> None:
    pl = v.prestige_level.replace("_", " ").title()
    _track(
        d, x, y, f"US Prestige {v.prestige} · {pl}", 1, 12, v.prestige,
        [("Low", 1, 3), ("Medium", 4, 6), ("High", 7, 9), ("Very High", 10, 12)],
    )  # fmt: skip
    y += 80
    fl = v.funding_level.title()
    _track(
        d, x, y, f"Jihadist Funding {v.funding} · {fl} · Cells {v.cells_on_track}, Available {v.cells_available}",
        1, 9, v.funding, [("Tight", 1, 3), ("Moderate", 4, 6), ("Ample", 7, 9)], cell=44,
    )  # fmt: skip
    _cell_boxes(d, v, x, y + 80, cell=44)
    y += 102
    # 4.7.3 Troops track: the level is set by the Troops not deployed
    level = v.troop_level.replace("_", " ").title()
    d.text((x, y), f"Troops on track {v.troops_on_track} · {level}", font=font(16, bold=True), fill=INK)
    y += 22
    boxes = [("overstretch", "Overstretch 0-4"), ("war", "War 5-9"), ("low_intensity", "Low Intensity 10+")]
    bx = x
    f = font(14, bold=True, condensed=True)
    for key, label in boxes:
        on = key == v.troop_level
        w = text_width(label, f) + (56 if on else 20)
        d.rectangle((bx, y, bx + w, y + 26), fill=INK if on else WHITE, outline=INK)
        text = f"{label}: {v.troops_on_track}" if on else label
        d.text((bx + w / 2, y + 13), text, font=f, fill=WHITE if on else INK, anchor="mm")
        bx += w + 6
    y += 34
    if v.players == "solo":
        _ideology(d, v, x, y, 516)


def _cell_boxes(d: ImageDraw.ImageDraw, v: View, x: int, y: int, cell: int) -> None:
    """4.7.4: the Cells on the Funding track, five per box filled from the right; 4.7.4.2: those in
    a box at or left of the Funding marker are Available (drawn black), the others are not (hollow)."""
    n = v.cells_on_track
    per_box = [max(0, min(5, n - 10)), max(0, min(5, n - 5)), min(5, n)]  # Tight, Moderate, Ample
    level = 0 if v.funding <= 3 else 1 if v.funding <= 6 else 2
    for i, count in enumerate(per_box):
        bx = x + i * 3 * cell
        available = i <= level
        for k in range(5):
            cx = bx + 3 * cell - 2 - (k + 1) * (3 * cell - 4) // 5 + (3 * cell - 4) // 10
            if k < count:
                d.ellipse((cx - 8, y, cx + 8, y + 16), fill=INK if available else WHITE, outline=INK, width=2)
            else:
                d.ellipse((cx - 3, y + 5, cx + 3, y + 11), fill=LIGHT_GREY)
    d.text((x + 9 * cell + 6, y + 8), "● Available", font=font(14, condensed=True), fill=INK, anchor="lm")


def _ideology(d: ImageDraw.ImageDraw, v: View, x: int, y: int, x1: int) -> None:
    """9.7 Jihadist Ideology (solitaire) and the 9.2 mini-deck option."""
    b = font(15, bold=True)
    head = f"Jihadist Ideology (9.7): {v.ideology.title()}" + ("  ·  mini-decks on (9.2)" if v.mini_decks else "")
    text, b = shrink(head, b, x1 - x)
    d.text((x, y), text, font=b, fill=INK)
    y += 19
    f = font(14, condensed=True)
    for line in wrap("; ".join(v.ideology_effects), f, x1 - x, 3):
        d.text((x, y), line, font=f, fill=INK)
        y += 16


def _posture_and_victory(d: ImageDraw.ImageDraw, v: View, x: int, y: int) -> None:
    b16 = font(16, bold=True)
    d.text((x, y), "US Posture", font=b16, fill=INK)
    bold = font(15, bold=True)
    if v.us_posture == "hard":
        chip(d, x + 106, y - 1, "HARD", INK, WHITE, bold, h=22)
    else:
        chip(d, x + 106, y - 1, "SOFT", WHITE, INK, bold, h=22, outline=INK)
    pen = v.gwot_penalty
    pen_text = f"GWOT penalty −{pen}" if pen else "GWOT penalty 0"
    chip(d, x + 196, y - 1, pen_text, VERMILION if pen else WHITE, BLACK, bold, h=22, outline=BLACK)
    # 4.7.2 World Posture: Soft 3 .. Hard 3
    y += 30
    world = f"{(v.world_posture or 'even').title()} {v.world_posture_value}" if v.world_posture else "Even 0"
    value = v.world_posture_value * (1 if v.world_posture == "hard" else -1)
    labels = {-3: "S3", -2: "S2", -1: "S1", 0: "0", 1: "H1", 2: "H2", 3: "H3"}
    _track(
        d, x, y, f"World Posture {world}", -3, 3, value,
        [("Soft", -3, -1), ("", 0, 0), ("Hard", 1, 3)], cell=48, labels=labels,
    )  # fmt: skip
    y += 80
    d.text((x, y), "Victory" + ("  (1-player: 9.1)" if v.players == "solo" else "  (2.1, 2.3)"), font=b16, fill=INK)
    y += 22
    small = font(14, condensed=True)
    bold = font(15, bold=True)
    for t in v.victory_targets:
        colour = BLUE if t.side == "us" else VERMILION
        text, f = shrink(str(t.label), small, 150)  # (English: a message; `localized_view` words it)
        d.text((x, y + 10), text, font=f, fill=INK, anchor="lm")
        bx, bw = x + 152, 70
        d.rectangle((bx, y + 3, bx + bw, y + 17), fill=WHITE, outline=INK)
        # a bar towards the target (for "no Cells left", towards none of the 15)
        share = 1 - min(t.value, 15) / 15 if t.target == 0 else min(t.value, t.target) / max(t.target, 1)
        if round(bw * share) and t.when != "none":
            d.rectangle((bx, y + 3, bx + round(bw * share), y + 17), fill=colour, outline=INK)
        figure = str(t.value) if t.target == 0 else f"{t.value}/{t.target}"
        d.text((bx + bw + 6, y + 10), figure, font=bold, fill=INK, anchor="lm")
        nx = bx + bw + 60
        text, f = shrink(str(t.text), small, x + 562 - nx)
        d.text((nx, y + 10), text, font=f, fill=GREY, anchor="lm")
        y += 21


def _status(d: ImageDraw.ImageDraw, v: View, x: int, y: int, x1: int) -> None:
    b16 = font(16, bold=True)
    f = font(15)
    b = font(15, bold=True)
    width = x1 - x

    def line(label: str, text: str) -> None:
        nonlocal y
        d.text((x, y), label, font=b, fill=INK)
        lw = text_width(label, b) + 6
        shown, g = shrink(text, f, width - lw)
        d.text((x + lw, y), shown, font=g, fill=INK)
        y += 21

    phase = PHASES.get(v.phase, v.phase)
    head = f"Turn {v.turn} · {phase}"
    if v.phase in ("jihadist", "us"):
        head += f" · {v.cards_played} of 2 cards played"
    if v.winner:
        head = f"GAME OVER: {SIDE_NAMES.get(v.winner, v.winner)} wins"
    text, f16 = shrink(head, b16, width)
    d.text((x, y), text, font=f16, fill=VERMILION if v.winner else INK)
    y += 24
    if v.winner:
        for part in wrap(str(v.victory or ""), f, width, 2):
            d.text((x, y), part, font=f, fill=INK)
            y += 19
        line("Final:", f"Good Resources {v.good_resources} · Islamist Rule Resources {v.islamist_resources}")
        line("", f"Fair/Good countries {v.fair_good_countries} · Poor/IR {v.poor_islamist_countries} · Prestige {v.prestige}")
    line(
        "Deck:",
        f"{v.deck_number} of {v.game_length} · draw pile {v.draw_pile} · discard {len(v.discard)} · removed {len(v.removed)}",
    )
    if not v.winner:
        line("End:", end_text(v))
        if v.last_turn:
            text, g = shrink("LAST TURN: the game ends at the next reshuffle", b, width)
            d.text((x, y), text, font=g, fill=VERMILION)
            y += 21
    if not v.winner:
        line("Hands:", f"US {v.hand_counts.get('us', 0)} · Jihadist {v.hand_counts.get('jihadist', 0)} cards")
    line("Reserves:", f"US {v.reserves.get('us', 0)} · Jihadist {v.reserves.get('jihadist', 0)}")
    line("Plots:", f"{v.available_plots} Available (face down)")
    line("WMD:", f"Loose Nuke/HEU/Kazakh box {v.wmd_box} · Pakistani Arsenal {v.pakistan_arsenal}")
    boxes = []
    if v.lapsing_box:
        boxes.append("Lapsing box #" + ", #".join(str(n) for n in v.lapsing_box))
    if v.first_plot_box:
        boxes.append("1st Plot #" + ", #".join(str(n) for n in v.first_plot_box))
    if boxes:
        line("Boxes:", " · ".join(boxes))
    for label, names in (("Lingering:", v.event_box), ("Lapsing:", v.lapsing)):
        d.text((x, y), label, font=b, fill=INK)
        lw = text_width(label, b) + 6
        text = ", ".join(names) if names else "none"
        for part in wrap(text, f, width - lw, 2):
            d.text((x + lw, y), part, font=f, fill=INK if names else GREY)
            y += 19
        y += 2


def end_text(v: View) -> str:
    """5.3.1: which reshuffle ends the game, and how many cards are left before it."""
    if v.cards_to_end is not None:
        return f"reshuffle {v.next_reshuffle} of {v.game_length} ends the game: {v.cards_to_end} cards left before it"
    return f"next reshuffle {v.next_reshuffle} of {v.game_length}; the game ends at reshuffle {v.game_length}"


# --- what changed ------------------------------------------------------------------------


def _changes(d: ImageDraw.ImageDraw, changes: list[Change], compared: bool, r: L.Rect) -> None:
    """The strip listing what changed since the previous board image (outlined on the map)."""
    d.rectangle(r, fill=WHITE, outline=INK)
    b = font(15, bold=True)
    f = font(14, condensed=True)
    x, y = r.x0 + 14, r.y0 + 6
    title = "Since the last board:" if compared else "Since the last board: (no earlier board to compare)"
    d.text((x, y), title, font=b, fill=CHANGED if compared else GREY)
    if compared and not changes:
        d.text((x + text_width(title, b) + 10, y), "nothing changed", font=f, fill=GREY)
        return
    text = "  ·  ".join(ch.text for ch in changes)
    tx = x + text_width(title, b) + 10
    lines = wrap(text, f, r.x1 - 14 - tx, 4)
    for i, part in enumerate(lines):
        d.text((tx, y + 1 + i * 18), part, font=f, fill=INK)


def posture_chip_fit(
    label: str, f: FreeTypeFont, width: int, rec: str, gap: int = 4, pad: int = 4
) -> tuple[str, FreeTypeFont]:
    """The Posture chip's label and font so that the chip (padded `pad` each side) ends `gap` px
    before the right-aligned "REC n" in a row `width` px wide (shrunk, not cut, where it can be)."""
    room = width - (text_width(rec, f) + gap if rec else 0) - 2 * pad
    return shrink(label, f, room, smallest=11)
