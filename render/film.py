"""The game as a film: the whole map, one frame per phase, as an animated GIF.

Discord plays an animated GIF inline in every client (an animated PNG shows as its first frame),
so the film is a GIF. Every frame has one framing, the board's map scaled down, so that the eye
follows the colours changing; the countries changed since the frame before are outlined as on
the board. Above the map a large caption says the turn, the phase played and its key event (what
changed most, or the caller's words); below it, the tracks. The first frame is the set-up, the
last the result.

`render_film(frames, max_bytes)` fits the film under `max_bytes` (the upload limit Discord reports
for the channel): fewer colours first, then a smaller scale (never under `MIN_WIDTH`, readable on
a phone 400 px wide), then fewer frames, evenly spread, never the first nor the last. A dropped
frame's changes are outlined on the next frame kept.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import GifImagePlugin, Image, ImageChops, ImageDraw
from PIL.ImageFont import FreeTypeFont

from engine.data import SCENARIOS
from engine.msg import Msg
from engine.view import Change, View, board_changes
from render import layout as L
from render.board import PHASE_MSG, PHASES, SIDE_MSG, SIDE_NAMES, Words, board_image, change_text, say, say_msg
from render.chart import Outcome
from render.style import (
    BLUE,
    GREY,
    INK,
    PAPER,
    VERMILION,
    WHITE,
    YELLOW,
    base_colours,
    font,
    palette,
    shrink,
    to_png,
    wrap,
    wrap_all,
)

#: Discord's upload limit where the guild's is not known (8 MiB; a boosted guild reports more)
FILM_BYTES = 8 * 2**20
#: the frame's width at its largest: half the board's, its map reduced 2:1; a phone shows 400 px
WIDTH = 800
#: the smaller films tried in turn: (width, colours, their size against the largest film's, as
#: measured on the long 3-deck game of bench/service.py); the smallest still reads at 3/4 of its
#: size on a phone 400 px wide
LADDER = ((800, 64, 0.92), (640, 256, 0.76), (640, 64, 0.69), (540, 256, 0.63), (540, 64, 0.53))
MIN_WIDTH = LADDER[-1][0]
#: the film holds at most this many frames (drawing time and memory), whatever the game's length
MAX_FRAMES = 300
FIRST_MS = 3000
FRAME_MS = 1300
LAST_MS = 8000

#: at width 800: the caption's height above the map and the tracks' height below it
CAPTION_H = 150
FOOT_H = 68
#: the part of the board framed: its map, under the title bar and above the tracks panel
MAP_BOX = (0, L.TITLE_H, L.WIDTH, L.MAP_BOTTOM)

#: change lines that say the most, first in a caption (the message ids of engine/view.py's changes)
WEIGHT = {"change-governance": 4, "change-rc-placed": 3, "change-regime-change": 3, "change-alignment": 2}


@dataclass(frozen=True)
class Shot:
    """One frame before scaling: the map at the board's size, and what the caption says."""

    map: bytes  # MAP_BOX at the largest width, on the board's palette, as PNG (a long film holds hundreds)
    title: str
    event: str
    tracks: tuple[str, ...]  # the victory tracks first, then Prestige and Funding
    counter: str
    band: tuple[int, int, int]


def pick(n: int, keep: int) -> list[int]:
    """`keep` indices of `n` frames evenly spread, the first and the last among them."""
    if keep >= n:
        return list(range(n))
    if keep <= 1:
        return [n - 1]
    return sorted({round(i * (n - 1) / (keep - 1)) for i in range(keep)})


def key_event(changes: list[Change], words: Words | None = None) -> str:
    """What changed most, in words: governance and Regime Change first, then the countries with
    the most changes, then the tracks and events; "and N more" for the rest."""
    if not changes:
        return say(words, "film-nothing", "nothing changed on the map")

    def weight(ch: Change) -> tuple[int, int, int]:
        top = max((WEIGHT.get(w.id, 1) if isinstance(w, Msg) else 1 for w in ch.what), default=0)
        return (ch.country is not None and top > 1, top, len(ch.what))

    ranked = sorted(changes, key=weight, reverse=True)
    said = " · ".join(change_text(ch, words) for ch in ranked[:2])
    if len(ranked) > 2:
        said += " · " + say(words, "film-more", f"and {len(ranked) - 2} more", count=len(ranked) - 2)
    return said


def _phase(v: View, words: Words | None) -> str:
    return words(PHASE_MSG[v.phase]) if words is not None and v.phase in PHASE_MSG else PHASES.get(v.phase, v.phase)


def _side(role: str, words: Words | None) -> str:
    return say(words, SIDE_MSG.get(role, "role-nobody"), SIDE_NAMES.get(role, role))


def tracks_line(v: View, words: Words | None = None) -> tuple[str, ...]:
    """The figures the victory conditions read, for the frame's foot: the Resources and Cells
    first, then Prestige and Funding."""
    parts = (
        (say(words, "chart-good-resources", "Good Resources"), v.good_resources),
        (say(words, "chart-ir-resources", "Islamist Rule Resources"), v.islamist_resources),
        (say(words, "chart-cells", "Cells on the map"), sum(c.sleepers + c.actives for c in v.countries)),
        (say(words, "chart-prestige", "Prestige"), v.prestige),
        (say(words, "chart-funding", "Funding"), v.funding),
    )
    return tuple(f"{name} {value}" for name, value in parts)


def phase_numbers(frames: Sequence[View]) -> list[int]:
    """Each frame's phase, counted from 1 (the set-up's): a frame in the turn and phase of the one
    before it (a short game is filmed decision by decision) is in the same phase."""
    out: list[int] = []
    for k, v in enumerate(frames):
        same = k and (v.turn, v.phase) == (frames[k - 1].turn, frames[k - 1].phase)
        out.append(out[-1] if same else (out[-1] + 1 if out else 1))
    return out


def shots_of(
    frames: Sequence[View],
    idx: list[int],
    words: Words | None,
    events: Sequence[str | None] | None,
    outcome: Outcome | None,
) -> list[Shot]:
    """The frames `idx` of `frames`, each outlining what changed since the one kept before it, and
    titled with the phase that made those changes: the phase before the one its view begins."""
    out: list[Shot] = []
    n = len(frames)
    numbers = phase_numbers(frames)
    for j, i in enumerate(idx):
        v = frames[i]
        before = frames[idx[j - 1]] if j else None
        counter = say(words, "film-frame", f"frame {j + 1} of {len(idx)} · phase {numbers[i]} of {numbers[-1]}",
                      frame=j + 1, frames=len(idx), phase=numbers[i], phases=numbers[-1])  # fmt: skip
        given = events[i] if events is not None and i < len(events) else None
        band = INK
        if j == 0:
            sc = SCENARIOS.get(v.scenario)
            name = words(f"scenario-{v.scenario}") if words is not None and sc else sc.name if sc else v.scenario
            title = say(words, "film-setup", f"Set-up · {name}", scenario=name)
            event = given or say(words, "film-setup-event", "The board as the game begins")
        elif i == n - 1 and (outcome is not None or v.winner):
            if outcome is None:  # the rules ended the game: the view says how
                outcome = Outcome(v.winner, say_msg(words, v.victory) if v.victory is not None else "")
            side = _side(outcome.winner, words) if outcome.winner else ""
            title = say(words, "picture-wins", f"{side} wins", side=side) if side else outcome.said
            event = outcome.said if side else given or ""
            band = BLUE if outcome.winner == "us" else VERMILION if outcome.winner == "jihadist" else INK
        else:  # a view is taken as a phase begins: what it shows changed in the phase before it
            played = frames[i - 1]
            phase = _phase(played, words)
            title = say(words, "closeup-turn", f"Turn {played.turn} · {phase}", turn=played.turn, phase=phase)
            event = given or key_event(board_changes(before, v) if before is not None else [], words)
        shown = board_image(v, before, words).crop(MAP_BOX).convert("RGB").reduce(L.WIDTH // WIDTH)
        out.append(Shot(to_png(shown), title, event, tracks_line(v, words), counter, band))
    return out


def film_palette(colours: int) -> Image.Image:
    """The board's fixed palette, or its flat colours with the most used blends (fewer colours:
    smaller frames, rougher letters); at most 255, the last index kept for "unchanged" (see
    `encode`), every unused index black like index 0."""
    base = base_colours()
    flat = (palette().getpalette() or [])[:768]
    if colours >= 255:
        rgb = flat[: 3 * 255]
    else:
        blends = Image.new("RGB", (256 - len(base), 1))
        blends.putdata([tuple(flat[3 * k : 3 * k + 3]) for k in range(len(base), 256)])
        few = blends.quantize(colors=colours - len(base), method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
        rgb = [v for c in base for v in c] + (few.getpalette() or [])[: 3 * (colours - len(base))]
    pal = Image.new("P", (1, 1))
    pal.putpalette(rgb + [0] * (768 - len(rgb)))
    return pal


#: the key event's type at width 800: size, line pitch and lines, tried in turn until it fits whole
EVENT_TYPE = ((28, 38, 2), (24, 29, 3), (21, 28, 3))


def event_lines(event: str, room: int, k: float) -> tuple[list[str], FreeTypeFont, int]:
    """The key event in `room` px at scale `k`: whole at the largest size where it fits its lines
    (a translation runs longer), cut only where even the smallest does not hold it."""
    for size, pitch, most in EVENT_TYPE:
        f = font(round(size * k), bold=True, condensed=True)
        lines = wrap_all(event, f, room)
        if len(lines) <= most:
            return lines, f, round(pitch * k)
    return wrap(event, f, room, most), f, round(pitch * k)


def _map_size(width: int) -> tuple[int, int]:
    return width, round((MAP_BOX[3] - MAP_BOX[1]) * width / (MAP_BOX[2] - MAP_BOX[0]))


def draw_frame(shot: Shot, width: int, pal: Image.Image) -> Image.Image:
    """One frame `width` px wide on `pal`: the caption, the map scaled, the tracks."""
    k = width / WIDTH
    cap, foot = round(CAPTION_H * k), round(FOOT_H * k)
    map_h = _map_size(width)[1]
    im = Image.new("RGB", (width, cap + map_h + foot), PAPER)
    shown = Image.open(io.BytesIO(shot.map)).convert("RGB")
    im.paste(shown if shown.width == width else shown.resize((width, map_h), Image.Resampling.BOX), (0, cap))
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, width, cap - 1), fill=shot.band)
    pad = round(12 * k)
    title, tf = shrink(shot.title, font(round(40 * k), bold=True), width - 2 * pad, smallest=round(30 * k))
    d.text((pad, round(8 * k)), title, font=tf, fill=YELLOW if shot.band != INK else WHITE)
    lines, ef, pitch = event_lines(shot.event, width - 2 * pad, k)
    for row, line in enumerate(lines):
        d.text((pad, round(62 * k) + row * pitch), line, font=ef, fill=WHITE)
    d.rectangle((0, cap + map_h, width, cap + map_h + foot), fill=INK)
    rows = [shot.tracks[:3], shot.tracks[3:]]
    tf = font(round(24 * k), bold=True, condensed=True)
    cf = font(round(18 * k), condensed=True)
    for row, parts in enumerate(rows):
        y = cap + map_h + round((6 + 30 * row) * k)
        room = width - 2 * pad - (round(d.textlength(shot.counter, font=cf)) + 2 * pad if row else 0)
        text, f = shrink(" · ".join(parts), tf, room, smallest=round(18 * k))
        d.text((pad, y), text, font=f, fill=WHITE)
    d.text((width - pad, cap + map_h + foot - round(8 * k)), shot.counter, font=cf, fill=GREY_ON_INK, anchor="rb")
    # an unused index that a black pixel took is index 0 (black too): UNCHANGED stays free
    return im.quantize(palette=pal, dither=Image.Dither.NONE).point(_NO_UNCHANGED)


_NO_UNCHANGED = [*range(255), 0]

#: the frame counter's grey, light enough on the dark foot
GREY_ON_INK = (190, 190, 190)


#: the palette index of a pixel that did not change since the frame before (transparent)
UNCHANGED = 255


def encode(shots: Sequence[Shot], width: int, colours: int, give_up: float = float("inf")) -> tuple[bytes, int]:
    """The looping GIF of `shots`, `width` px wide on `colours` colours, and its size; the first
    and last frame held longer. Each frame after the first is stored as the box that changed, its
    unchanged pixels transparent, and written as it is drawn (a long film never holds more than
    two frames). Past `give_up` bytes it stops: (b"", the size foreseen at that pace)."""
    out = io.BytesIO()
    pal = film_palette(colours)
    previous: Image.Image | None = None
    for k, shot in enumerate(shots):
        frame = draw_frame(shot, width, pal)
        ms = LAST_MS if k == len(shots) - 1 else FIRST_MS if k == 0 else FRAME_MS
        if previous is None:
            header, _ = GifImagePlugin.getheader(frame.copy(), None, {"loop": 0, "duration": ms})
            out.write(b"".join(header))
            data = GifImagePlugin.getdata(frame, (0, 0), duration=ms, disposal=1)
        else:
            delta = ImageChops.subtract_modulo(frame, previous)
            box = delta.getbbox() or (0, 0, 1, 1)
            piece = frame.crop(box)
            piece.paste(UNCHANGED, mask=delta.crop(box).point([255, *(0,) * 255], "1"))
            data = GifImagePlugin.getdata(piece, box[:2], duration=ms, disposal=1, transparency=UNCHANGED)
        out.write(b"".join(data))
        previous = frame
        if out.tell() > give_up:
            return b"", out.tell() * len(shots) // (k + 1)
    out.write(b";")
    return out.getvalue(), out.tell()


def render_film(
    frames: Sequence[View],
    max_bytes: int = FILM_BYTES,
    words: Words | None = None,
    events: Sequence[str | None] | None = None,
    outcome: Outcome | None = None,
) -> tuple[bytes, str]:
    """The film of `frames` (public views: the set-up, then one as each phase begins, the last at
    the end)
    as (GIF bytes, "gif"), under `max_bytes` where it can be (else the smallest made).

    `words`: its labels in another language (the names are the views', `i18n.localized_view`).
    `events`: per frame, the caption's key event in words (None, or a None item: what changed on
    the board, said by the picture). `outcome`: who won and how, for the last frame (None: the last
    view's winner and victory; a resignation or a timeout is the caller's to say)."""
    for v in frames:
        if v.role is not None:
            raise ValueError(f"the film draws only public views; got the view of {v.role!r}")
    if not frames:
        im = Image.new("RGB", (WIDTH, 200), PAPER)
        none = say(words, "film-none", "No phase was played.")
        ImageDraw.Draw(im).text((20, 100), none, font=font(30), fill=GREY, anchor="lm")
        out = io.BytesIO()
        im.quantize(palette=palette(), dither=Image.Dither.NONE).save(out, format="GIF")
        return out.getvalue(), "gif"
    n = len(frames)
    idx = pick(n, MAX_FRAMES)
    shots = shots_of(frames, idx, words, events, outcome)
    # smaller frames and fewer colours, each tried where it may fit (its share of the size of
    # the largest film, foreseen from the first try)
    full: int | None = None
    foreseen = 0.0
    for width, colours, share in ((WIDTH, 255, 1.0), *LADDER):
        if full is not None and share * full > max_bytes * 1.1:
            continue
        film, size = encode(shots, width, colours, max_bytes)
        if film:
            return film, "gif"
        full = full or size
        foreseen = size / share
    # fewer frames at the smallest size: never the first nor the last, and the changes of a
    # frame dropped outlined on the next frame kept
    _, colours, share = LADDER[-1]
    size, keep = round(share * foreseen), len(idx)
    while keep > 2:
        keep = max(2, min(keep - 1, int(keep * max_bytes / size * 0.95)))
        shots = shots_of(frames, [idx[k] for k in pick(len(idx), keep)], words, events, outcome)
        film, size = encode(shots, MIN_WIDTH, colours, max_bytes if keep > 2 else float("inf"))
        if film:
            return film, "gif"
    return encode(shots, MIN_WIDTH, colours)[0], "gif"  # two frames over the limit: the smallest film
