"""The pictures read on a phone, checked by OCR (issue 20): Debian's tesseract-ocr through
pytesseract (`python3 run.py test` installs it where missing). Each picture is first scaled to
400 px wide, as a phone shows it; the OCR then reads that small picture (enlarged for the OCR
engine, which adds nothing that was not in the 400 px picture)."""

from __future__ import annotations

import io
import random
import shutil
import statistics
from collections.abc import Iterator

import pytest
from PIL import Image

from engine import Game
from engine.data import COUNTRIES
from engine.view import View, card_view
from render import render_board, render_closeup, render_hand

pytesseract = pytest.importorskip("pytesseract", reason="pytesseract is in the dev extras: pip install -e .[dev]")
if not shutil.which("tesseract"):
    pytest.fail("The OCR tests need tesseract: `python3 run.py test` installs Debian's tesseract-ocr", pytrace=False)

PHONE = 400


@pytest.fixture(scope="module", autouse=True)
def one_ocr_thread() -> Iterator[None]:
    """tesseract's OpenMP threads spin while they wait: one thread reads a picture as fast on a busy
    2-core machine with a quarter of the CPU time (0.6 s instead of 2.4 s)."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("OMP_THREAD_LIMIT", "1")
        yield


def at_phone_width(png: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(png)).convert("RGB")
    return im.resize((PHONE, round(im.height * PHONE / im.width)), Image.Resampling.LANCZOS)


def read(im: Image.Image) -> str:
    big = im.resize((im.width * 3, im.height * 3), Image.Resampling.LANCZOS).convert("L")
    return str(pytesseract.image_to_string(big)).lower()


def names_read(text: str) -> int:
    return sum(d.name.lower() in text for d in COUNTRIES.values())


@pytest.fixture(scope="module")
def phases() -> list[View]:
    """A whole 1-deck 2-player game: the public view as each phase began, and at the end."""
    g = Game.new("lets_roll", players="two", seed=30)
    rng = random.Random(30)
    out = [g.view(None)]
    last = (g.state.turn, g.state.phase)
    while (p := g.prompt()) is not None:
        g.act(p.role, rng.choice(p.ids()))
        if (g.state.turn, g.state.phase) != last:
            out.append(g.view(None))
            last = (g.state.turn, g.state.phase)
    return out


def test_closeups_read_at_phone_width_name_four_countries_on_average(phases: list[View]) -> None:
    # every other phase of the game, spread over all of it (OCR takes about a second a picture)
    pairs = list(zip(phases, phases[1:], strict=False))[::2]
    counts = [names_read(read(at_phone_width(render_closeup(b, a)))) for a, b in pairs]
    assert len(counts) > 10
    assert statistics.mean(counts) >= 4, counts


def test_the_whole_board_at_phone_width_names_far_fewer(phases: list[View]) -> None:
    """What the close-up is for: the 1600 px board scaled to 400 px is read far worse."""
    a, b = phases[1], phases[2]
    board = names_read(read(at_phone_width(render_board(b, a))))
    closeup = names_read(read(at_phone_width(render_closeup(b, a))))
    assert board < closeup


def test_hand_titles_read_at_phone_width() -> None:
    cards = [card_view(n) for n in (47, 12, 60, 107)]
    text = read(at_phone_width(render_hand(cards)[0]))
    for c in cards:
        assert f"#{c.number} {c.name}".lower() in text, (c.name, text[:400])
