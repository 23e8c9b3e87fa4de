"""The board image: a pure function of the public view.

`render_board(view)` draws the 38 countries where they lie on a schematic world map, their
adjacencies, the Schengen area, and the tracks and boxes of the printed board. It reads only
`engine.view.View` (the public one: `Game.view(None)`) and static map data, so it cannot show a
secret: the view it is given holds no Plot values and no hand.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable

from PIL import Image, ImageDraw
from PIL.ImageFont import FreeTypeFont

from engine.data import COUNTRIES, SCENARIOS, SCHENGEN
from engine.msg import Text, english
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


def say_msg(words: Words | None, x: Text) -> str:
    """What the engine says (a change line, engine/view.py `board_changes`) in the picture's
    language; English without `words`; a plain string as it is."""
    if isinstance(x, str):
        return x
    return english(x) if words is None else words(x)


#: the change strip's and close-up's names of the lines that are not a country's
CHANGE_GROUP_MSG = {"Tracks": "change-tracks", "Events": "change-events"}


def change_text(ch: Change, words: Words | None = None) -> str:
    """A change line in the picture's language: "Iraq: Poor → Fair; 2 Sleeper Cells added" (the
    country's name is the view's, already in that language)."""
    name = ch.name if ch.country or ch.name not in CHANGE_GROUP_MSG else say(words, CHANGE_GROUP_MSG[ch.name], ch.name)
    return f"{name}: {'; '.join(say_msg(words, w) for w in ch.what)}"


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
    return encode_png(board_image(view, previous, words))


def board_image(view: View, previous: View | None = None, words: Words | None = None) -> Image.Image:
    """`render_board`'s picture before encoding: a palette image (the film scales it down)."""
    if view.role is not None or (previous is not None and previous.role is not None):
        raise ValueError(f"render_board draws only the public view; got the view of {view.role!r}")
    lang = words("language-code") if words is not None else "en"
    im = _background(lang, words).copy()
    changes = board_changes(previous, view) if previous is not None else []
    changed = {ch.country for ch in changes if ch.country}
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
        im.paste(_tile("panel", f"{lang}|{i}|{key}", lambda i=i: _panel_tile(view, i, words)), (x0, L.PANEL.y0))
    said = [change_text(ch, words) for ch in changes]
    strip_key = f"{lang}|" + "\n".join(said) + f"|{previous is not None}"
    im.paste(_tile("strip", strip_key, lambda: _changes_tile(said, previous is not None, words)), L.CHANGES[:2])
    return im


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


def _panel_tile(v: View, part: int, words: Words | None = None) -> Image.Image:
    """One part of the panel on a canvas of its own width (the frame drawn shifted, clipped)."""
    r = L.PANEL
    x0, x1, _ = PANEL_PARTS[part]
    im = Image.new("RGB", (x1 - x0 + (1 if part == len(PANEL_PARTS) - 1 else 0), r.y1 - r.y0 + 1), PAPER)
    _panel(Draw(im), v, L.Rect(-x0, 0, r.x1 - x0, r.y1 - r.y0), part, words)
    return im


def _changes_tile(said: list[str], compared: bool, words: Words | None = None) -> Image.Image:
    r = L.CHANGES
    im = Image.new("RGB", (r.x1 - r.x0 + 1, r.y1 - r.y0 + 1), PAPER)
    _changes(Draw(im), said, compared, L.Rect(0, 0, r.x1 - r.x0, r.y1 - r.y0), words)
    return im


#: the static layers, one per language (their labels are words)
_backgrounds: dict[str, Image.Image] = {}


def _background(lang: str = "en", words: Words | None = None) -> Image.Image:
    """What never changes (the Schengen frame, adjacency lines, legend), drawn once per language
    (`lang`, whose `words` they are said in), in the palette."""
    bg = _backgrounds.get(lang)
    if bg is None:
        im = Image.new("RGB", (L.WIDTH, L.HEIGHT), PAPER)
        d = Draw(im)
        _schengen(d, words)
        _links(d, words)
        _legend(d, L.LEGEND, words)
        bg = _backgrounds[lang] = quantize(im)
    return bg



# --- map ---------------------------------------------------------------------------------


def _title(d: ImageDraw.ImageDraw, v: View, words: Words | None = None) -> None:
    d.rectangle((0, 0, L.WIDTH, L.TITLE_H), fill=INK)
    sc = SCENARIOS.get(v.scenario)
    name = sc.name if sc else v.scenario
    if words is not None and sc is not None:
        name = words(f"scenario-{v.scenario}")
    if v.us_bot:  # a person alone against the US bot (issue 33: not "2-player")
        players = say(words, "picture-us-bot", "against the US bot")
    else:
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


#: the Schengen note's four lines (the badge drawn after the third)
SCHENGEN_NOTE = ("all 7 countries in this", "frame are Adjacent;", "countries marked", "are Adjacent to all 7")


def squeeze(text: str, f: FreeTypeFont, width: int, smallest: int = 12) -> tuple[list[str], FreeTypeFont]:
    """`text` in `width` px, never cut: on one line in `f`, else in the condensed face and smaller
    sizes down to `smallest`, else wrapped between words (at the largest of those sizes where every
    word fits), else broken inside a word at `smallest` (a Russian label runs up to 2.7 times the
    English)."""
    shown, g = shrink(text, f, width, smallest)
    if shown == text:
        return [text], g
    bold = "Bold" in str(getattr(f, "path", ""))
    for size in range(int(f.size), smallest - 1, -1):
        g = font(size, bold=bold, condensed=True)
        lines = wrap_all(text, g, width)
        if " ".join(lines) == " ".join(text.split()):  # whole words
            return lines, g
    return wrap_all(text, g, width), g


def _schengen(d: ImageDraw.ImageDraw, words: Words | None = None) -> None:
    """4.5: one frame round the seven Schengen countries, all Adjacent to one another."""
    members = [r for cid, r in L.BOXES.items() if cid in SCHENGEN]
    label = _schengen_label()
    rects = [*members, label]
    for r in rects:
        d.rectangle(r.grow(9), fill=SCHENGEN_FRAME)
    for r in rects:
        d.rectangle(r.grow(6), fill=SCHENGEN_TINT)
    x, y = label.x0 + 4, label.y0 + 2
    width = label.x1 - 4 - x
    title, tf = shrink(say(words, "picture-schengen", "SCHENGEN"), font(17, bold=True), width, smallest=12)
    d.text((x, y), title, font=tf, fill=SCHENGEN_FRAME)
    lines = SCHENGEN_NOTE if words is None else tuple(words("picture-schengen-note").split("\n"))
    for i, line in enumerate(lines[:4]):
        room = width - (24 if i == 2 else 0)  # the badge after the third line
        text, small = shrink(line, font(14, condensed=True), room, smallest=12)
        d.text((x, y + 24 + i * 18), text, font=small, fill=INK)
        if i == 2:
            _schengen_badge(d, x + text_width(text, small) + 14, y + 24 + 2 * 18 + 9)


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


def _links(d: ImageDraw.ImageDraw, words: Words | None = None) -> None:
    for seg in L.LINES.values():
        d.line(seg, fill=LINK, width=3)
    for points in L.ROUTES.values():
        d.line(points, fill=LINK, width=3, joint="curve")
    # 4.1.1: the United States and the Philippines are Adjacent across the Pacific
    label = say(words, "picture-pacific", "United States ↔ Philippines: Adjacent")
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
        res = f"{say(words, 'picture-res-letter', 'R')}{c.resources}"
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
        rec = f"{say(words, 'picture-rec', 'REC')} {c.recruit}" if c.recruit else ""
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
    rows = flow_rows(_tokens(c, words=words), f, r.x1 - r.x0 - 8)
    if len(rows) > most:
        rows = flow_rows(_tokens(c, compact=True, words=words), f, r.x1 - r.x0 - 8, most)
    if len(rows) > most:  # still too many: the markers share one chip that counts them
        rows = flow_rows(_tokens(c, compact=True, merge_markers=True, words=words), f, r.x1 - r.x0 - 8, most)
    y = r.y0 + 47 + down
    for row in rows[:most]:
        x = r.x0 + 4
        for label, fill, ink, outline in row:
            x += chip(d, x, y, label, fill, ink, f, h=TOKEN_H, outline=outline, pad=3) + 3
        y += LINE_H


Token = tuple[str, Colour, Colour, Colour]  # label, fill, ink, outline

#: 4.8.2, 5.2.9: a Regime Change marker is green in the turn it is placed, then tan
REGIME_CHANGE = {"green": GREEN, "tan": TAN}
#: the boxes' chips' words (letters for the pieces, short forms for the crowded box) by message id
TOKEN_MSG = {
    "troops": ("picture-chip-troops", "T"),
    "sleepers": ("picture-chip-sleepers", "S"),
    "actives": ("picture-chip-actives", "A"),
    "cadre": ("picture-chip-cadre", "Cadre"),
    "cadre-short": ("picture-chip-cadre-short", "Cd"),
    "plot": ("picture-chip-plot", "Plot"),
    "plot-short": ("picture-chip-plot-short", "P"),
    "aid": ("picture-chip-aid", "Aid"),
    "besieged": ("picture-chip-besieged", "BR"),
    "rc-full": ("picture-chip-rc-full", "Regime Change"),
    "rc": ("picture-chip-rc", "RC"),
    "new": ("picture-chip-new", "·new"),
}


#: the chips' words by language code (English from `TOKEN_MSG`)
_TOKEN_WORDS: dict[str, dict[str, str]] = {"en": {k: english for k, (_, english) in TOKEN_MSG.items()}}


def token_words(words: Words | None = None) -> dict[str, str]:
    """The chips' words in the picture's language (`TOKEN_MSG`), looked up once per language."""
    lang = "en" if words is None else words("language-code")
    if lang not in _TOKEN_WORDS and words is not None:
        _TOKEN_WORDS[lang] = {k: words(msg) for k, (msg, _) in TOKEN_MSG.items()}
    return _TOKEN_WORDS[lang]


def _tokens(
    c: CountryView, *, compact: bool = False, merge_markers: bool = False, words: Words | None = None
) -> list[Token]:
    """The chips of a country: pieces, then markers; `compact` uses short labels (the legend
    explains them); `words`: in the picture's language."""
    w = token_words(words)
    t: list[Token] = []
    if c.troops:
        t.append((f"{w['troops']}{c.troops}", BLUE, WHITE, BLUE))
    if c.sleepers:
        t.append((f"{w['sleepers']}{c.sleepers}", WHITE, INK, INK))
    if c.actives:
        t.append((f"{w['actives']}{c.actives}", VERMILION, BLACK, BLACK))
    if c.cadre:
        t.append((w["cadre-short"] if compact else w["cadre"], WHITE, VERMILION, VERMILION))
    if c.plots:
        t.append(((w["plot-short"] if compact else w["plot"]) + (f"×{c.plots}" if c.plots > 1 else ""), YELLOW, BLACK, BLACK))
    if c.aid:
        t.append((w["aid"] if c.aid == 1 else f"{w['aid']}×{c.aid}", GREEN, BLACK, GREEN))
    if c.besieged:
        t.append((w["besieged"], ORANGE, BLACK, BLACK))
    if c.regime_change in REGIME_CHANGE:
        colour = REGIME_CHANGE[c.regime_change]
        label = w["rc"] if compact else w["rc-full"]
        t.append((label + (w["new"] if c.regime_change == "green" else ""), colour, BLACK, BLACK))
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


#: the legend's row pitches, tried in turn (a translation's labels may need second lines)
LEGEND_ROWS = (23, 22, 21)
#: how far right the legend's second column may move to give the first more room
LEGEND_SHIFT = 48
#: the legend's Governance names by message id (whole words: the chip shows the short form)
GOVERNANCE_NAME_MSG = {"Good": "gov-good", "Fair": "gov-fair", "Poor": "gov-poor", "Islamist Rule": "gov-ir"}


def _legend(d: ImageDraw.ImageDraw, r: L.Rect, words: Words | None = None) -> tuple[int, int]:
    """The legend in `r`, in the picture's language. Labels too long for their column are shrunk,
    then wrapped on more lines, never cut: the second column moves right and the rows close up
    until both columns end inside `r` (in English: the fixed layout). Returns the bottoms of the
    columns' last rows."""
    scratch = Draw(Image.new("RGB", (r.x1 + 1, r.y1 + 1), PAPER))
    best: tuple[int, int, int] | None = None  # the lowest bottom: bottom, second column, pitch
    for pitch in LEGEND_ROWS:
        for col2 in range(r.x0 + 152, r.x0 + 152 + LEGEND_SHIFT + 1, 4):
            bottom1, bottom2, broken = _legend_rows(scratch, r, words, col2, pitch)
            if max(bottom1, bottom2) <= r.y1 - 4 and not broken:
                return _legend_rows(d, r, words, col2, pitch)[:2]
            if best is None or max(bottom1, bottom2) < best[0]:
                best = (max(bottom1, bottom2), col2, pitch)
    assert best is not None
    return _legend_rows(d, r, words, best[1], best[2])[:2]


def _legend_rows(d: ImageDraw.ImageDraw, r: L.Rect, words: Words | None, col2: int, pitch: int) -> tuple[int, int, int]:
    """The legend with its second column at `col2` and rows `pitch` px apart: the bottoms of the
    two columns and how many labels had to be broken inside a word."""
    d.rectangle(r, fill=WHITE, outline=INK, width=1)
    d.text((r.x0 + 8, r.y0 + 6), say(words, "legend-title", "LEGEND"), font=font(16, bold=True), fill=INK)
    f = font(14, condensed=True)
    b = font(14, bold=True, condensed=True)
    col1 = r.x0 + 8
    end = {col1: col2 - 6, col2: r.x1 - 4}
    at = {col1: r.y0 + 30, col2: r.y0 + 30}
    broken = 0

    def row(x: int, draw_key: Callable[[int, int], object], text: str, key_w: int = 44) -> None:
        nonlocal broken
        y = at[x]
        drawn = draw_key(x, y)
        if isinstance(drawn, int):  # a chip: the text after it, however wide its label
            key_w = max(key_w, drawn + 6)
        lines, g = squeeze(text, f, end[x] - x - key_w) if text else ([], f)
        broken += bool(text) and " ".join(lines) != " ".join(text.split())
        line = int(g.size) + 1
        for k, part in enumerate(lines):
            d.text((x + key_w, y + 10 + k * line), part, font=g, fill=INK, anchor="lm")
        at[x] = y + pitch + line * max(len(lines) - 1, 0)

    for name, (fill, ink, label, _) in GOVERNANCE.items():
        short, whole = say(words, GOVERNANCE_MSG[name], label), say(words, GOVERNANCE_NAME_MSG[name], name)
        row(col1, lambda x, y, fl=fill, k=ink, lb=short: chip(d, x, y, lb, fl, k, b), whole, key_w=54)
    unmarked = say(words, "picture-unmarked", "unmarked")
    row(
        col1,
        lambda x, y: d.text((x, y + 10), unmarked, font=f, fill=GREY, anchor="lm") or text_width(unmarked, f),
        say(words, "legend-untested", "= untested"),
        key_w=66,
    )
    posture = say(words, "legend-posture", "Posture")
    row(col1, lambda x, y: chip(d, x, y, say(words, "picture-hard", "Hard"), INK, WHITE, b), posture, key_w=50)
    row(col1, lambda x, y: chip(d, x, y, say(words, "picture-soft", "Soft"), WHITE, INK, b, outline=INK), posture, key_w=50)
    res = say(words, "picture-res-letter", "R") + "2"
    row(col1, lambda x, y: d.text((x, y + 10), res, font=b, fill=INK, anchor="lm"), say(words, "legend-resources", "Resources"))
    row(col1, lambda x, y: oil_drop(d, x + 8, y + 9), say(words, "legend-oil", "oil"), key_w=22)
    rec = say(words, "picture-rec", "REC")
    row(
        col1,
        lambda x, y: d.text((x, y + 10), rec, font=b, fill=INK, anchor="lm") or text_width(rec, b),
        say(words, "legend-recruit", "Recruit no."),
    )
    row(col1, lambda x, y: _schengen_badge(d, x + 9, y + 10), say(words, "legend-schengen-link", "Schengen link"), key_w=24)
    row(col1, lambda x, y: d.text((x, y + 10), "★", font=b, fill=INK, anchor="lm"), say(words, "legend-markers", "event markers"), key_w=18)
    row(
        col1,
        lambda x, y: d.rectangle((x, y + 1, x + 30, y + 19), outline=CHANGED, width=4),
        say(words, "legend-changed", "changed"),
        key_w=38,
    )

    def head(kind: str) -> Callable[[int, int], None]:
        fill, _ = TYPE_HEADER[kind]

        def draw(x: int, y: int) -> None:
            d.rectangle((x, y + 1, x + 30, y + 19), fill=fill, outline=INK)
            if kind != "non_muslim":
                shape(d, kind, x + 15, y + 10, 6, WHITE)

        return draw

    for kind, msg, name in (
        ("sunni", "legend-sunni", "Sunni"),
        ("shia_mix", "legend-shia-mix", "Shia-Mix"),
        ("iran", "legend-iran", "Iran"),
        ("non_muslim", "legend-non-muslim", "non-Muslim"),
    ):
        row(col2, head(kind), say(words, msg, name), key_w=38)
    for label, fill, ink, outline, text in legend_keys(words):
        row(col2, lambda x, y, lb=label, fl=fill, k=ink, o=outline: chip(d, x, y, lb, fl, k, b, outline=o), text, 0)
    return at[col1], at[col2], broken


def legend_keys(words: Words | None = None) -> list[tuple[str, Colour, Colour, Colour, str]]:
    """The legend's piece and marker chips (as the boxes draw them) and what each means."""
    t = token_words(words)
    return [
        (f"{t['troops']}3", BLUE, WHITE, BLUE, say(words, "legend-troops", "Troops")),
        (f"{t['sleepers']}2", WHITE, INK, INK, say(words, "legend-sleepers", "Sleeper Cells")),
        (f"{t['actives']}1", VERMILION, BLACK, BLACK, say(words, "legend-actives", "Active Cells")),
        (t["cadre"], WHITE, VERMILION, VERMILION, ""),
        (f"{t['plot']}×2", YELLOW, BLACK, BLACK, say(words, "legend-face-down", "face down")),
        (t["aid"], GREEN, BLACK, GREEN, ""),
        (t["besieged"], ORANGE, BLACK, BLACK, say(words, "legend-besieged", "Besieged Regime")),
        (t["rc"], TAN, BLACK, BLACK, say(words, "legend-regime-change", "Regime Change")),
        (t["rc"] + t["new"], GREEN, BLACK, BLACK, say(words, "legend-rc-new", "placed this turn")),
    ]


# --- tracks panel -------------------------------------------------------------------------


def _panel(d: ImageDraw.ImageDraw, v: View, r: L.Rect, part: int, words: Words | None = None) -> None:
    """Part `part` of the tracks panel (`PANEL_PARTS`); `r` is the whole panel, where x 0 is the
    image's left edge (shifted left for a part drawn on its own canvas)."""
    d.rectangle(r, fill=WHITE, outline=INK)
    left = r.x0
    d.line((left + 530, r.y0 + 8, left + 530, r.y1 - 8), fill=LIGHT_GREY, width=2)
    d.line((left + 1116, r.y0 + 8, left + 1116, r.y1 - 8), fill=LIGHT_GREY, width=2)
    if part == 0:
        _tracks(d, v, left + 14, r.y0 + 8, words)
    elif part == 1:
        _posture_and_victory(d, v, left + 546, r.y0 + 8, words)
    else:
        _status(d, v, left + 1130, r.y0 + 8, left + L.WIDTH - 12, words)


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
    width: int = 502,
) -> None:
    """A numbered track with the current space filled, and the level bands named beneath (a
    title or band name too long for its room is shrunk, never cut)."""
    text, tf = shrink(title, font(16, bold=True), width, smallest=12)
    d.text((x, y), text, font=tf, fill=INK)
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
        text, g = shrink(name, small, bx1 - bx0, smallest=11)
        d.text(((bx0 + bx1) / 2, y + 40), text, font=g, fill=INK, anchor="mm")


def level_word(words: Words | None, level: str) -> str:
    """A track level's name ("very_high" -> "Very High") in the picture's language."""
    return say(words, f"level-{level.replace('_', '-')}", level.replace("_", " ").title())


def _tracks(d: ImageDraw.ImageDraw, v: View, x: int, y: int, words: Words | None = None) -> None:
    pl = level_word(words, v.prestige_level)
    _track(
        d, x, y, say(words, "panel-prestige", f"US Prestige {v.prestige} · {pl}", n=v.prestige, level=pl), 1, 12,
        v.prestige, [(level_word(words, lv), a, b) for lv, a, b in
                     (("low", 1, 3), ("medium", 4, 6), ("high", 7, 9), ("very_high", 10, 12))],
    )  # fmt: skip
    y += 80
    fl = level_word(words, v.funding_level)
    title = say(
        words, "panel-funding", f"Jihadist Funding {v.funding} · {fl} · Cells {v.cells_on_track}, Available {v.cells_available}",
        n=v.funding, level=fl, cells=v.cells_on_track, available=v.cells_available,
    )  # fmt: skip
    _track(
        d, x, y, title, 1, 9, v.funding,
        [(level_word(words, lv), a, b) for lv, a, b in (("tight", 1, 3), ("moderate", 4, 6), ("ample", 7, 9))], cell=44,
    )  # fmt: skip
    _cell_boxes(d, v, x, y + 80, cell=44, words=words)
    y += 102
    # 4.7.3 Troops track: the level is set by the Troops not deployed
    level = level_word(words, v.troop_level)
    title = say(words, "panel-troops", f"Troops on track {v.troops_on_track} · {level}", n=v.troops_on_track, level=level)
    text, tf = shrink(title, font(16, bold=True), 502, smallest=12)
    d.text((x, y), text, font=tf, fill=INK)
    y += 22
    boxes = [
        ("overstretch", say(words, "panel-overstretch", "Overstretch 0-4")),
        ("war", say(words, "panel-war", "War 5-9")),
        ("low_intensity", say(words, "panel-low-intensity", "Low Intensity 10+")),
    ]
    f = troop_boxes_font([label for _, label in boxes], 502)
    bx = x
    for key, label in boxes:
        on = key == v.troop_level
        w = text_width(label, f) + (56 if on else 20)
        d.rectangle((bx, y, bx + w, y + 26), fill=INK if on else WHITE, outline=INK)
        text = f"{label}: {v.troops_on_track}" if on else label
        d.text((bx + w / 2, y + 13), text, font=f, fill=WHITE if on else INK, anchor="mm")
        bx += w + 6
    y += 34
    if v.players == "solo":
        _ideology(d, v, x, y, 516, words)


def troop_boxes_font(labels: list[str], width: int) -> FreeTypeFont:
    """The largest face (14 px down to 11) at which the three Troops boxes fit in `width` px."""
    for size in range(14, 10, -1):
        f = font(size, bold=True, condensed=True)
        if sum(text_width(label, f) + 26 for label in labels) + 56 <= width:
            return f
    return font(11, bold=True, condensed=True)


def _cell_boxes(d: ImageDraw.ImageDraw, v: View, x: int, y: int, cell: int, words: Words | None = None) -> None:
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
    text, f = shrink(say(words, "panel-available", "● Available"), font(14, condensed=True), 502 - 9 * cell - 6, smallest=11)
    d.text((x + 9 * cell + 6, y + 8), text, font=f, fill=INK, anchor="lm")


def _ideology(d: ImageDraw.ImageDraw, v: View, x: int, y: int, x1: int, words: Words | None = None) -> None:
    """9.7 Jihadist Ideology (solitaire) and the 9.2 mini-deck option."""
    b = font(15, bold=True)
    ideology = level_word(words, v.ideology) if words is not None else v.ideology.title()
    head = say(words, "panel-ideology", f"Jihadist Ideology (9.7): {ideology}", ideology=ideology)
    if v.mini_decks:
        head += say(words, "panel-mini-decks", "  ·  mini-decks on (9.2)")
    text, b = shrink(head, b, x1 - x, smallest=12)
    d.text((x, y), text, font=b, fill=INK)
    y += 19
    effects = [say_msg(words, e) for e in v.ideology_effects]  # (the engine's messages)
    f = font(14, condensed=True)
    for line in wrap("; ".join(effects), f, x1 - x, 3):
        d.text((x, y), line, font=f, fill=INK)
        y += 16


def _posture_and_victory(d: ImageDraw.ImageDraw, v: View, x: int, y: int, words: Words | None = None) -> int:
    b16 = font(16, bold=True)
    title = say(words, "panel-us-posture", "US Posture")
    d.text((x, y), title, font=b16, fill=INK)
    bold = font(15, bold=True)
    cx = max(x + 106, x + text_width(title, b16) + 10)
    if v.us_posture == "hard":
        cx += chip(d, cx, y - 1, say(words, "panel-hard", "HARD"), INK, WHITE, bold, h=22)
    else:
        cx += chip(d, cx, y - 1, say(words, "panel-soft", "SOFT"), WHITE, INK, bold, h=22, outline=INK)
    pen = v.gwot_penalty
    pen_text = say(words, "panel-gwot-penalty", f"GWOT penalty −{pen}" if pen else "GWOT penalty 0", n=pen)
    pen_text, pf = shrink(pen_text, bold, x + 562 - max(x + 196, cx + 8) - 8, smallest=12)
    chip(d, max(x + 196, cx + 8), y - 1, pen_text, VERMILION if pen else WHITE, BLACK, pf, h=22, outline=BLACK)
    # 4.7.2 World Posture: Soft 3 .. Hard 3
    y += 30
    if v.world_posture:
        world = f"{level_word(words, v.world_posture) if words is not None else v.world_posture.title()} {v.world_posture_value}"
    else:
        world = f"{level_word(words, 'even')} 0"
    value = v.world_posture_value * (1 if v.world_posture == "hard" else -1)
    s_, h_ = say(words, "panel-soft-letter", "S"), say(words, "panel-hard-letter", "H")
    labels = {-3: f"{s_}3", -2: f"{s_}2", -1: f"{s_}1", 0: "0", 1: f"{h_}1", 2: f"{h_}2", 3: f"{h_}3"}
    _track(
        d, x, y, say(words, "panel-world-posture", f"World Posture {world}", world=world), -3, 3, value,
        [(level_word(words, "soft"), -3, -1), ("", 0, 0), (level_word(words, "hard"), 1, 3)], cell=48, labels=labels,
        width=556,
    )  # fmt: skip
    y += 80
    head = say(words, "panel-victory-solo", "Victory  (1-player: 9.1)") if v.players == "solo" else say(
        words, "panel-victory-two", "Victory  (2.1, 2.3)"
    )
    d.text((x, y), head, font=b16, fill=INK)
    y += 22
    small = font(14, condensed=True)
    bold = font(15, bold=True)
    for t in v.victory_targets:
        colour = BLUE if t.side == "us" else VERMILION
        # never cut (a Russian label runs up to 2.7 times the English): wrapped, the row grows
        label_lines, f = squeeze(say_msg(words, t.label), small, 150, smallest=11)
        bx, bw = x + 152, 70
        nx = bx + bw + 60
        text_lines, g = squeeze(say_msg(words, t.text), small, x + 562 - nx, smallest=11)
        rows = max(len(label_lines), len(text_lines))
        for i, part in enumerate(label_lines):  # the first line beside the bar, the rest below it
            d.text((x, y + 10 + i * 15), part, font=f, fill=INK, anchor="lm")
        d.rectangle((bx, y + 3, bx + bw, y + 17), fill=WHITE, outline=INK)
        # a bar towards the target (for "no Cells left", towards none of the 15)
        share = 1 - min(t.value, 15) / 15 if t.target == 0 else min(t.value, t.target) / max(t.target, 1)
        if round(bw * share) and t.when != "none":
            d.rectangle((bx, y + 3, bx + round(bw * share), y + 17), fill=colour, outline=INK)
        figure = str(t.value) if t.target == 0 else f"{t.value}/{t.target}"
        d.text((bx + bw + 6, y + 10), figure, font=bold, fill=INK, anchor="lm")
        for i, part in enumerate(text_lines):
            d.text((nx, y + 10 + i * 15), part, font=g, fill=GREY, anchor="lm")
        y += 21 if rows == 1 else rows * 15 + 6
    return y


def _status(d: ImageDraw.ImageDraw, v: View, x: int, y: int, x1: int, words: Words | None = None) -> None:
    b16 = font(16, bold=True)
    f = font(15)
    b = font(15, bold=True)
    width = x1 - x

    def line(label: str, text: str) -> None:
        nonlocal y
        d.text((x, y), label, font=b, fill=INK)
        lw = text_width(label, b) + 6
        parts, g = squeeze(text, f, width - lw, smallest=13)
        for part in parts:
            d.text((x + lw, y), part, font=g, fill=INK)
            y += 21 if len(parts) == 1 else 17
        y += 4 if len(parts) > 1 else 0

    phase = PHASES.get(v.phase, v.phase)
    if words is not None and v.phase in PHASE_MSG:
        phase = words(PHASE_MSG[v.phase])
    head = say(words, "panel-turn", f"Turn {v.turn} · {phase}", turn=v.turn, phase=phase)
    if v.phase in ("jihadist", "us"):
        head += say(words, "panel-cards-played", f" · {v.cards_played} of 2 cards played", n=v.cards_played)
    if v.winner:
        side = say(words, SIDE_MSG.get(v.winner, "role-nobody"), SIDE_NAMES.get(v.winner, v.winner))
        head = say(words, "panel-game-over", f"GAME OVER: {side} wins", side=side)
    text, f16 = shrink(head, b16, width, smallest=12)
    d.text((x, y), text, font=f16, fill=VERMILION if v.winner else INK)
    y += 24
    if v.winner:
        for part in wrap(say_msg(words, v.victory or ""), f, width, 2):
            d.text((x, y), part, font=f, fill=INK)
            y += 19
        line(
            say(words, "panel-final", "Final:"),
            say(words, "panel-final-resources",
                f"Good Resources {v.good_resources} · Islamist Rule Resources {v.islamist_resources}",
                good=v.good_resources, ir=v.islamist_resources),
        )  # fmt: skip
        line(
            "",
            say(words, "panel-final-countries",
                f"Fair/Good countries {v.fair_good_countries} · Poor/IR {v.poor_islamist_countries} · Prestige {v.prestige}",
                good=v.fair_good_countries, poor=v.poor_islamist_countries, prestige=v.prestige),
        )  # fmt: skip
    line(
        say(words, "panel-deck", "Deck:"),
        say(words, "panel-deck-text",
            f"{v.deck_number} of {v.game_length} · draw pile {v.draw_pile} · discard {len(v.discard)} · removed {len(v.removed)}",
            deck=v.deck_number, length=v.game_length, draw=v.draw_pile, discard=len(v.discard), removed=len(v.removed)),
    )  # fmt: skip
    if not v.winner:
        line(say(words, "panel-end", "End:"), end_text(v, words))
        if v.last_turn:
            text, g = shrink(say(words, "panel-last-turn", "LAST TURN: the game ends at the next reshuffle"), b, width, 12)
            d.text((x, y), text, font=g, fill=VERMILION)
            y += 21
    us, jihadist = v.hand_counts.get("us", 0), v.hand_counts.get("jihadist", 0)
    if not v.winner:
        line(say(words, "panel-hands", "Hands:"),
             say(words, "panel-hands-text", f"US {us} · Jihadist {jihadist} cards", us=us, jihadist=jihadist))  # fmt: skip
    us, jihadist = v.reserves.get("us", 0), v.reserves.get("jihadist", 0)
    line(say(words, "panel-reserves", "Reserves:"),
         say(words, "panel-reserves-text", f"US {us} · Jihadist {jihadist}", us=us, jihadist=jihadist))  # fmt: skip
    line(say(words, "panel-plots", "Plots:"),
         say(words, "panel-plots-text", f"{v.available_plots} Available (face down)", n=v.available_plots))  # fmt: skip
    line(
        say(words, "panel-wmd", "WMD:"),
        say(words, "panel-wmd-text", f"Loose Nuke/HEU/Kazakh box {v.wmd_box} · Pakistani Arsenal {v.pakistan_arsenal}",
            box=v.wmd_box, arsenal=v.pakistan_arsenal),
    )  # fmt: skip
    boxes = []
    if v.lapsing_box:
        numbers = ", #".join(str(n) for n in v.lapsing_box)
        boxes.append(say(words, "panel-lapsing-box", f"Lapsing box #{numbers}", cards=numbers))
    if v.first_plot_box:
        numbers = ", #".join(str(n) for n in v.first_plot_box)
        boxes.append(say(words, "panel-first-plot-box", f"1st Plot #{numbers}", cards=numbers))
    if boxes:
        line(say(words, "panel-boxes", "Boxes:"), " · ".join(boxes))
    for label, names in (
        (say(words, "panel-lingering", "Lingering:"), v.event_box),
        (say(words, "panel-lapsing", "Lapsing:"), v.lapsing),
    ):
        d.text((x, y), label, font=b, fill=INK)
        lw = text_width(label, b) + 6
        text = ", ".join(names) if names else say(words, "panel-none", "none")
        for part in wrap(text, f, width - lw, 2):
            d.text((x + lw, y), part, font=f, fill=INK if names else GREY)
            y += 19
        y += 2


def end_text(v: View, words: Words | None = None) -> str:
    """5.3.1: which reshuffle ends the game, and how many cards are left before it."""
    if v.cards_to_end is not None:
        return say(
            words, "panel-end-last", f"reshuffle {v.next_reshuffle} of {v.game_length} ends the game: {v.cards_to_end} cards left before it",
            n=v.next_reshuffle, length=v.game_length, cards=v.cards_to_end,
        )  # fmt: skip
    return say(
        words, "panel-end-next", f"next reshuffle {v.next_reshuffle} of {v.game_length}; the game ends at reshuffle {v.game_length}",
        n=v.next_reshuffle, length=v.game_length,
    )  # fmt: skip


# --- what changed ------------------------------------------------------------------------


#: the strip's type: size and line pitch, tried in turn until the changes fit its height
STRIP_TYPE = ((14, 18), (13, 16), (12, 14))


def _changes(d: ImageDraw.ImageDraw, said: list[str], compared: bool, r: L.Rect, words: Words | None = None) -> None:
    """The strip listing what changed since the previous board image (outlined on the map), each
    change already worded (`change_text`): smaller type when they need more lines than 14 px allows."""
    d.rectangle(r, fill=WHITE, outline=INK)
    b = font(15, bold=True)
    x, y = r.x0 + 14, r.y0 + 6
    title = (
        say(words, "strip-title", "Since the last board:")
        if compared
        else say(words, "strip-no-earlier", "Since the last board: (no earlier board to compare)")
    )
    d.text((x, y), title, font=b, fill=CHANGED if compared else GREY)
    if compared and not said:
        d.text((x + text_width(title, b) + 10, y), say(words, "strip-nothing", "nothing changed"), font=font(14, condensed=True), fill=GREY)
        return
    text = "  ·  ".join(said)
    tx = x + text_width(title, b) + 10
    for size, pitch in STRIP_TYPE:
        f = font(size, condensed=True)
        lines = wrap_all(text, f, r.x1 - 14 - tx)
        if len(lines) * pitch <= r.y1 - r.y0 - 8:
            break
    else:  # more than the strip holds even at 12 px: the close-up lists them all
        lines = wrap(text, f, r.x1 - 14 - tx, (r.y1 - r.y0 - 8) // pitch)
    for i, part in enumerate(lines):
        d.text((tx, y + 1 + i * pitch), part, font=f, fill=INK)


def posture_chip_fit(
    label: str, f: FreeTypeFont, width: int, rec: str, gap: int = 4, pad: int = 4
) -> tuple[str, FreeTypeFont]:
    """The Posture chip's label and font so that the chip (padded `pad` each side) ends `gap` px
    before the right-aligned "REC n" in a row `width` px wide (shrunk, not cut, where it can be)."""
    room = width - (text_width(rec, f) + gap if rec else 0) - 2 * pad
    return shrink(label, f, room, smallest=11)
