"""The game as a film: one close-up per phase, as an animated PNG (or animated WebP if smaller).

`render_film(frames, max_bytes)` takes the public views of a game, one per phase in order, and
draws frame k as the close-up of what changed between views k-1 and k (the first frame: the
set-up). A film that would pass `max_bytes` (Discord's upload limit) keeps fewer frames, evenly
spread and always the first and the last, each then showing everything that changed since the
frame before it: never a refusal, and every frame stays at the close-up's readable scale.
"""

from __future__ import annotations

import io

from PIL import Image, ImageDraw

from engine.view import View
from render.board import Words, say
from render.closeup import WIDTH, render_closeup
from render.style import GREY, PAPER, font, palette, shrink

#: frames are drawn on one canvas of this height; a taller close-up is scaled down to fit
FRAME_H = 1150
#: a film never holds more frames than this (drawing time and memory: ~1 MB a frame), whatever the game's length
MAX_FRAMES = 100
FRAME_MS = 1600
LAST_MS = 5000


def pick(n: int, keep: int) -> list[int]:
    """`keep` indices of `n` frames evenly spread, the first and the last among them."""
    if keep >= n:
        return list(range(n))
    if keep <= 1:
        return [n - 1]
    return sorted({round(i * (n - 1) / (keep - 1)) for i in range(keep)})


def _frame(
    view: View, previous: View | None, k: int, total: int, phase: int, phases: int, words: Words | None = None
) -> Image.Image:
    """One frame: the close-up on the film's canvas, with "phase k of n" at its foot."""
    shot = Image.open(io.BytesIO(render_closeup(view, previous, words)))
    shot.load()
    shot = shot.convert("RGB")
    room = FRAME_H - 34
    if shot.height > room:
        shot = shot.resize((round(shot.width * room / shot.height), room), Image.Resampling.LANCZOS)
    canvas = Image.new("RGB", (WIDTH, FRAME_H), PAPER)
    canvas.paste(shot, (0, 0))
    d = ImageDraw.Draw(canvas)
    label = say(
        words, "film-frame", f"frame {k} of {total} · phase {phase} of {phases}",
        frame=k, frames=total, phase=phase, phases=phases,
    )  # fmt: skip
    text, f = shrink(label, font(20, condensed=True), WIDTH - 20, smallest=20)
    d.text((10, FRAME_H - 8), text, font=f, fill=GREY, anchor="lb")
    return canvas.quantize(palette=palette(), dither=Image.Dither.NONE)


def _encode(images: list[Image.Image], fmt: str) -> bytes:
    out = io.BytesIO()
    durations = [FRAME_MS] * (len(images) - 1) + [LAST_MS]
    if fmt == "png":
        images[0].save(
            out, format="PNG", save_all=True, append_images=images[1:], duration=durations, loop=0,
            compress_level=6, disposal=0, blend=0,
        )  # fmt: skip
    else:
        rgb = [im.convert("RGB") for im in images]
        rgb[0].save(
            out, format="WEBP", save_all=True, append_images=rgb[1:], duration=durations, loop=0,
            lossless=True, quality=60, method=1,
        )  # fmt: skip
    return out.getvalue()


def render_film(frames: list[View], max_bytes: int, words: Words | None = None) -> tuple[bytes, str]:
    """The film of `frames` (public views, one per phase) as (bytes, "png" | "webp"): an APNG, or
    an animated WebP where that is smaller. Fewer frames when the film would pass `max_bytes`.
    No frame at all still gives a one-frame film saying so. `words`: its labels in another
    language (the names are the views', `i18n.localized_view`)."""
    for v in frames:
        if v.role is not None:
            raise ValueError(f"the film draws only public views; got the view of {v.role!r}")
    if not frames:
        im = Image.new("RGB", (WIDTH, 200), PAPER)
        none = say(words, "film-none", "No phase was played.")
        ImageDraw.Draw(im).text((20, 100), none, font=font(30), fill=GREY, anchor="lm")
        out = io.BytesIO()
        im.save(out, format="PNG")
        return out.getvalue(), "png"
    n = len(frames)
    keep = min(n, MAX_FRAMES)
    best: tuple[bytes, str] | None = None
    for _ in range(6):
        idx = pick(n, keep)
        images = [
            _frame(frames[i], frames[idx[j - 1]] if j else None, j + 1, len(idx), i + 1, n, words)
            for j, i in enumerate(idx)
        ]
        films = [(_encode(images, "png"), "png")]
        if len(idx) <= 60:  # WebP's encoder is slow: tried on short films only
            films.append((_encode(images, "webp"), "webp"))
        film = min(films, key=lambda f: len(f[0]))
        if len(film[0]) <= max_bytes:
            return film
        best = film if best is None or len(film[0]) < len(best[0]) else best
        if keep == 1:
            break
        keep = max(1, int(keep * max_bytes / len(film[0]) * 0.9))
    assert best is not None
    return best  # one frame larger than the limit: the smallest film made
