"""The pictures in Russian (issue 23): the same public view drawn with the Russian names
(`i18n.localized_view`), each language its own picture; the Russian board read by OCR with
tesseract's Russian data (`python3 run.py test` installs `tesseract-ocr-rus` where missing);
no Russian name cut (they run up to 2.7 times the English)."""

from __future__ import annotations

import io
import random
import shutil
import subprocess

import pytest
from PIL import Image

from bot.core import i18n
from engine import Game
from engine.data import COUNTRIES
from engine.view import View, card_view
from render import region_names, render_board, render_closeup, render_hand, render_region
from render.board import name_label
from render.layout import BOXES

pytesseract = pytest.importorskip("pytesseract", reason="pytesseract is in the dev extras: pip install -e .[dev]")


def _has_russian_ocr() -> bool:
    if not shutil.which("tesseract"):
        return False
    out = subprocess.run(["tesseract", "--list-langs"], capture_output=True, text=True, check=False).stdout
    return "rus" in out.split()


@pytest.fixture(scope="module")
def mid_game() -> View:
    g = Game.new("lets_roll", players="two", seed=30)
    rng = random.Random(30)
    for _ in range(60):
        p = g.prompt()
        if p is None:
            break
        g.act(p.role, rng.choice(p.ids()))
    return g.view(None)


def _names(lang: str) -> dict[str, str]:
    return {cid: i18n.t(lang, i18n.country_msg(cid)) for cid in COUNTRIES}


def test_every_russian_country_name_is_whole_in_its_box() -> None:
    """A name too long for one line is wrapped (after a space or "/"), never cut, inside its box."""
    wrapped = 0
    for cid, name in _names("ru").items():
        text, f, area = name_label(cid, name)
        assert "…" not in text and text.replace("\n", " ").replace("/ ", "/") in (name, name.replace("/", "/ ")), cid
        assert "".join(text.split()) == "".join(name.split()), cid
        assert f.size >= 14
        box = BOXES[cid]
        for line in text.split("\n"):
            assert area.x0 + f.getlength(line) <= area.x1 <= box.x1, (cid, line)
        assert box.y0 <= area.y0 < area.y1 <= box.y1, cid
        wrapped += "\n" in text
    assert wrapped >= 3  # Страны Персидского залива, Саудовская Аравия, Индонезия/Малайзия


def test_each_language_gets_its_own_picture_from_the_same_view(mid_game: View) -> None:
    ru = i18n.localized_view(mid_game, "ru")
    assert i18n.localized_view(mid_game, "en") is mid_game
    assert {c.name for c in ru.countries} == set(_names("ru").values())
    assert mid_game.countries[0].name == COUNTRIES[mid_game.countries[0].id].name  # the view itself is not changed
    en_png, ru_png = render_board(mid_game), render_board(ru)
    assert en_png != ru_png and render_board(ru) == ru_png
    region = region_names()[0]
    assert render_region(ru, region) != render_region(mid_game, region)  # the close-ups' country cards
    for png in (ru_png, render_region(ru, region)):
        Image.open(io.BytesIO(png)).verify()


def test_a_hand_in_russian_shows_the_russian_names() -> None:
    cards = [card_view(n) for n in (47, 12, 60, 107)]
    ru = i18n.localized_cards(cards, "ru")
    assert [c.name for c in ru] == [i18n.t("ru", i18n.card_msg(c.number)) for c in cards]
    assert render_hand(ru) != render_hand(cards)
    assert render_hand(ru, None, i18n.words("ru")) != render_hand(ru)  # its own labels in Russian too
    assert render_hand(cards, None, i18n.words("en")) == render_hand(cards)


@pytest.mark.skipif(not _has_russian_ocr(), reason="tesseract's Russian data (Debian's tesseract-ocr-rus) is missing")
def test_the_russian_board_read_by_ocr_shows_ten_russian_country_names(mid_game: View) -> None:
    im = Image.open(io.BytesIO(render_board(i18n.localized_view(mid_game, "ru"), None, i18n.words("ru")))).convert("L")
    text = i18n.fold(" ".join(str(pytesseract.image_to_string(im, lang="rus")).split()))
    found = [n for n in _names("ru").values() if i18n.fold(n) in text]
    assert len(found) >= 10, (found, text[:600])


def test_the_russian_board_draws_its_own_labels_in_russian(mid_game: View) -> None:
    """The title bar and the boxes' Governance, Alignment and Posture words come from the catalog:
    the Russian board differs from one drawn with the Russian names alone."""
    ru = i18n.localized_view(mid_game, "ru")
    assert render_board(ru, None, i18n.words("ru")) != render_board(ru)
    assert render_board(mid_game, None, i18n.words("en")) == render_board(mid_game)


def test_a_russian_close_up_says_its_title_and_tracks_in_russian(mid_game: View) -> None:
    ru = i18n.localized_view(mid_game, "ru")
    words = i18n.words("ru")
    assert render_closeup(ru, None, words) != render_closeup(ru, None)
    region = region_names()[0]
    assert render_region(ru, region, words) != render_region(ru, region)
    assert render_closeup(mid_game, None, i18n.words("en")) == render_closeup(mid_game, None)


@pytest.mark.skipif(not _has_russian_ocr(), reason="tesseract's Russian data (Debian's tesseract-ocr-rus) is missing")
def test_russian_hand_titles_read_at_phone_width() -> None:
    cards = i18n.localized_cards([card_view(n) for n in (47, 12, 60, 107)], "ru")
    png = render_hand(cards, None, i18n.words("ru"))[0]
    im = Image.open(io.BytesIO(png)).convert("RGB")
    small = im.resize((400, round(im.height * 400 / im.width)), Image.Resampling.LANCZOS)
    big = small.resize((small.width * 3, small.height * 3), Image.Resampling.LANCZOS).convert("L")
    text = i18n.fold(" ".join(str(pytesseract.image_to_string(big, lang="rus")).split()))
    read = [c.name for c in cards if i18n.fold(c.name) in text]
    assert len(read) >= 3, (read, text[:400])


def test_uk_posture_chip_clears_rec() -> None:
    """The UK box's Russian "Жёстк." chip ends before "REC 3" (it overlapped by a few px)."""
    from render.board import GOVERNANCE_MSG, posture_chip_fit
    from render.style import font, text_width

    r = BOXES["united_kingdom"]
    bold = font(14, bold=True, condensed=True)
    words = i18n.words("ru")
    x = r.x0 + 4 + text_width(words(GOVERNANCE_MSG["Good"]), bold) + 2 * 3 + 4  # after the Governance chip
    width = r.x1 - 5 - x  # the row from the Posture chip's left edge to REC's right edge
    label, f = posture_chip_fit(words("picture-hard"), bold, width, "REC 3")
    chip_end = text_width(label, f) + 2 * 4
    rec_start = width - text_width("REC 3", bold)
    assert label == words("picture-hard")  # shrunk, never cut
    assert chip_end + 4 <= rec_start
