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
    assert [c.name for c in ru] == [i18n.card_glossed(c.number, "ru") for c in cards]
    assert ru[0].name == "The door of Itjihad was closed (Врата иджтихада закрыты)"  # as printed, glossed
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
    glosses = [i18n.card_gloss(c.number, "ru") for c in cards]  # (the printed names are English)
    read = [g for g in glosses if i18n.fold(g) in text]
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


# --- the pictures' own labels in Russian: legend, panel, Schengen note, change strip, change lines,
# --- film and chart (ru-pictures)


@pytest.fixture(scope="module")
def games() -> dict[str, list[View]]:
    """The public views of the first 80 decisions of a 2-player and of a solitaire game."""
    out: dict[str, list[View]] = {}
    for players in ("two", "solo"):
        g = Game.new("lets_roll", players=players, seed=30)
        rng = random.Random(30)
        views = []
        for _ in range(80):
            p = g.prompt()
            if p is None:
                break
            g.act(p.role, rng.choice(p.ids()))
            views.append(g.view(None))
        out[players] = views
    return out


def _ru(v: View) -> View:
    return i18n.localized_view(v, "ru")


def _fresh() -> None:
    """Every cache of drawn labels emptied, so that a render draws (and says) all its texts."""
    import render.board
    import render.closeup

    render.board._backgrounds.clear()
    for tiles in render.board._tiles.values():
        tiles.clear()
    render.closeup._card_cached.cache_clear()


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text drawn while the test runs (Pillow's and render's own ImageDraw)."""
    from PIL import ImageDraw

    import render.style

    seen: list[str] = []
    for cls in (render.style.Draw, ImageDraw.ImageDraw):
        real = cls.text

        def spy(self: object, xy: object, text: str, *args: object, real: object = real, **kwargs: object) -> None:
            seen.append(text)
            real(self, xy, text, *args, **kwargs)  # type: ignore[operator]

        monkeypatch.setattr(cls, "text", spy)
    _fresh()
    return seen


def _latin_words(texts: list[str]) -> set[str]:
    """The English words drawn, the cards' names as printed left out (the official translation
    keeps them in English: issue 34)."""
    from tests.russian_words import latin_words

    return latin_words(texts)


@pytest.mark.parametrize("players", ["two", "solo"])
def test_a_russian_board_draws_every_label_in_russian_and_cuts_none(
    games: dict[str, list[View]], players: str, drawn: list[str]
) -> None:
    """The legend, the panel (tracks, victory, status), the Schengen note, the Pacific link, the
    chips and the change strip: no English word is drawn and no label is cut with "…"."""
    views = games[players]
    render_board(_ru(views[-1]), _ru(views[-15]), i18n.words("ru"))
    assert len(drawn) > 150
    assert not [t for t in drawn if "…" in t]
    assert not _latin_words(drawn)
    for msg_id in ("legend-title", "panel-deck", "strip-title", "picture-schengen", "chart-title"):
        if msg_id.startswith(("legend", "panel", "strip", "picture")):
            assert i18n.t("ru", msg_id) in drawn or any(t.startswith(i18n.t("ru", msg_id)) for t in drawn), msg_id
    # the English board drawn through the English catalog is the board drawn without words
    en = render_board(views[-1], views[-15], i18n.words("en"))
    _fresh()
    assert render_board(views[-1], views[-15]) == en


def test_a_russian_close_up_film_and_chart_draw_their_labels_in_russian(
    games: dict[str, list[View]], drawn: list[str]
) -> None:
    from render import render_chart, render_film, tallies
    from render.chart import SERIES
    from render.film import phase_numbers

    views = games["two"]
    words = i18n.words("ru")
    render_closeup(_ru(views[-1]), _ru(views[-15]), words)
    film, _ = render_film([_ru(v) for v in views[-3:]], 10**8, words)
    series = {k: [tallies(v)[k] for v in views[::10]] for k in SERIES}
    chart = render_chart(series, "two", words)
    assert not [t for t in drawn if "…" in t]
    assert _latin_words(drawn) == set()
    numbers = phase_numbers(views[-3:])  # (frames in one phase count it once)
    assert i18n.t("ru", "film-frame", frame=1, frames=3, phase=numbers[0], phases=numbers[-1]) in drawn
    assert any(t.startswith(i18n.t("ru", "chart-funding")) for t in drawn)  # the key, wrapped whole
    for png in (film, chart):
        Image.open(io.BytesIO(png)).verify()
    # English through the English catalog: the same pictures as without words
    assert render_chart(series, "two", i18n.words("en")) == render_chart(series, "two")
    assert render_film(views[-2:], 10**8, i18n.words("en")) == render_film(views[-2:], 10**8)


def test_the_changes_are_engine_messages_said_in_the_pictures_language() -> None:
    from engine.msg import Msg
    from engine.view import board_changes
    from render.board import change_text

    g = Game.new("lets_roll", players="two", seed=1)
    s = g.state
    s.countries["iraq"].sleepers = 3
    before = g.view(None)
    s.countries["iraq"].sleepers = 1
    s.countries["iraq"].regime_change = "green"
    s.countries["iraq"].markers.append("Iraqi WMD")
    s.countries["iraq"].governance = 2
    s.countries["russia"].posture = "hard"
    s.prestige += 1
    after = g.view(None)
    changes = board_changes(before, after)
    assert all(isinstance(w, Msg) and w.id.startswith("change-") for ch in changes for w in ch.what)
    en = [change_text(ch) for ch in changes]
    assert en == [ch.text for ch in changes]
    assert "Iraq: Poor → Fair; 2 Sleeper Cells removed; Regime Change (this turn) placed; Iraqi WMD placed" in en
    ru = [change_text(ch, i18n.words("ru")) for ch in board_changes(_ru(before), _ru(after))]
    from engine.data import CARD_BY_NAME

    iraq, wmd = i18n.t("ru", "country-iraq"), i18n.t("ru", i18n.card_msg(CARD_BY_NAME["iraqi wmd"][0]))
    assert f"{iraq}: плохое → нормальное; Спящие ячейки: −2; Смена режима (в этот ход): жетон поставлен; {wmd}: жетон поставлен" in ru
    assert f"{i18n.t('ru', 'country-russia')}: Взгляды: не определены → жёсткие меры" in ru
    assert any(line.startswith("Шкалы: Престиж ") for line in ru)
    assert _latin_words(ru) == set()


def test_the_russian_legend_fits_its_box_with_whole_words() -> None:
    """Russian labels run longer: the second column moves right, labels wrap between words and the
    rows close up until both columns end inside the legend; English keeps its fixed layout."""
    from render.board import _legend, squeeze
    from render.layout import LEGEND
    from render.style import Draw, font

    canvas = Image.new("RGB", (LEGEND.x1 + 1, LEGEND.y1 + 1))
    for words in (None, i18n.words("ru")):
        bottom1, bottom2 = _legend(Draw(canvas), LEGEND, words)
        assert max(bottom1, bottom2) <= LEGEND.y1 - 4
    f = font(14, condensed=True)
    lines, g = squeeze("Исламистское правительство", f, 100)
    assert lines == ["Исламистское", "правительство"] and g.size >= 12  # whole words, never cut
    assert squeeze("Хорошее", f, 100) == (["Хорошее"], f)


@pytest.mark.skipif(not _has_russian_ocr(), reason="tesseract's Russian data (Debian's tesseract-ocr-rus) is missing")
def test_the_russian_legend_and_panel_read_by_ocr(games: dict[str, list[View]]) -> None:
    from render.layout import LEGEND, PANEL

    views = games["solo"]
    png = render_board(_ru(views[-1]), _ru(views[-15]), i18n.words("ru"))
    im = Image.open(io.BytesIO(png)).convert("L")
    text = ""
    for box in ((LEGEND.x0, LEGEND.y0, LEGEND.x1, LEGEND.y1), (0, PANEL.y0, im.width, im.height)):
        part = im.crop(box)
        part = part.resize((part.width * 2, part.height * 2), Image.Resampling.LANCZOS)
        text += " " + str(pytesseract.image_to_string(part, lang="rus"))
    text = i18n.fold(" ".join(text.split()))
    labels = [
        "Престиж", "Финансирование", "Войска на шкале", "Взгляды США", "Победа", "Колода", "Резервы",
        "Теракты", "Постоянные", "Временные", "С прошлой карты", "Спящие ячейки", "Осаждённый режим",
        "Смена режима", "Суннитская", "Полушиитская", "Немусульманская", "Ресурсы", "Идеология",
    ]  # fmt: skip
    read = [w for w in labels if i18n.fold(w) in text]
    assert len(read) >= 12, (read, text[:600])


@pytest.mark.parametrize("players", ["two", "solo"])
def test_the_russian_victory_rows_end_inside_the_panel(games: dict[str, list[View]], players: str) -> None:
    """A victory row too long for one line wraps and the row grows; every row still ends inside the
    tracks panel (the Russian texts are written short enough to stay on one line)."""
    from PIL import Image, ImageDraw

    import render.board as rb
    from render import layout as lay

    d = ImageDraw.Draw(Image.new("RGB", (lay.WIDTH, lay.PANEL.y1 - lay.PANEL.y0)))
    for lang, words in (("en", None), ("ru", i18n.words("ru"))):
        view = _ru(games[players][-1]) if lang == "ru" else games[players][-1]
        end = rb._posture_and_victory(d, view, 546, 8, words)
        assert end <= lay.PANEL.y1 - lay.PANEL.y0 - 4, (lang, end)
