"""Close-ups and regions (issue 20): drawn large from the public view, every country of a region
shown, unknown names refused with the list of regions.
(Their speed against the board is measured in bench/render.py.)"""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from engine import Game
from engine.data import COUNTRIES
from engine.view import View
from render import REGIONS, UnknownRegion, render_closeup, render_region
from render.closeup import MAX_COUNTRIES, WIDTH, closeup_countries, resolve
from tests.helpers import random_steps


def _image(png: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(png))
    im.load()
    return im.convert("RGB")


@pytest.fixture(scope="module")
def views() -> tuple[View, View]:
    g = Game.new("lets_roll", players="two", seed=3)
    rng = random.Random(3)
    random_steps(g, rng, 80)
    before = g.view(None)
    random_steps(g, rng, 12)
    return before, g.view(None)


def test_every_country_is_in_a_region_and_regions_have_display_names() -> None:
    assert {c for r in REGIONS.values() for c in r.countries} == set(COUNTRIES)
    for rid, r in REGIONS.items():
        assert "_" not in r.name and r.name[0].isupper(), rid


def test_a_closeup_is_at_most_1000_px_wide_and_outlines_the_changes(views: tuple[View, View]) -> None:
    before, after = views
    im = _image(render_closeup(after, before))
    assert im.width == WIDTH <= 1000
    assert 300 < im.height < 2000
    # the change outline's colour is drawn
    assert (200, 0, 140) in {c for _, c in im.getcolors(1 << 16) or []}


def test_a_closeup_is_deterministic_and_differs_from_nothing_changed(views: tuple[View, View]) -> None:
    before, after = views
    assert render_closeup(after, before) == render_closeup(after, before)
    assert render_closeup(after, after) != render_closeup(after, before)


def test_nothing_changed_and_no_previous_still_give_a_small_picture(views: tuple[View, View]) -> None:
    _, after = views
    for png in (render_closeup(after, after), render_closeup(after, None)):
        im = _image(png)
        assert im.width == WIDTH and 100 < im.height < 400


def test_closeup_countries_keep_every_changed_one_and_cap_the_neighbours() -> None:
    changed = ["iraq", "pakistan", "united_states"]
    ids = closeup_countries(changed)
    assert set(changed) <= set(ids)
    assert len(ids) == MAX_COUNTRIES
    assert "syria" in ids  # a neighbour of Iraq
    many = list(COUNTRIES)[:20]
    assert set(closeup_countries(many)) == set(many)  # never a changed country dropped


def test_a_closeup_places_neighbours_as_they_lie_on_the_board() -> None:
    """Issue 33 (a map on a phone): in the close-up of any country and its neighbours, one country
    lying a box or more west of another on the board is never in a column east of it, nor one
    lying wholly above another in a row below it; one card a cell, at most two rows more than
    three to a row would take."""
    from itertools import combinations

    from render import layout as L
    from render.closeup import COLUMNS

    for country in COUNTRIES:
        ids = closeup_countries([country])
        cells = L.grid_cells(ids, COLUMNS)
        assert len(set(cells)) == len(cells) and all(0 <= k < COLUMNS for _, k in cells)
        assert max(r for r, _ in cells) + 1 <= -(-len(ids) // COLUMNS) + 2
        for (a, (ra, ka)), (b, (rb, kb)) in combinations(zip(ids, cells, strict=True), 2):
            boxes = L.BOXES[a], L.BOXES[b]
            for (x, rx, kx), (y, ry, ky) in (((boxes[0], ra, ka), (boxes[1], rb, kb)), ((boxes[1], rb, kb), (boxes[0], ra, ka))):
                assert not (x.x1 + L.BOX_W <= y.x0 and kx > ky), (country, a, b)
                assert not (x.y1 <= y.y0 and rx > ry), (country, a, b)


def test_a_region_by_name_or_id_and_a_country_with_its_neighbours(views: tuple[View, View]) -> None:
    _, v = views
    assert resolve("Middle East")[1] == list(REGIONS["middle_east"].countries)
    assert resolve("middle_east") == resolve("middle east") == resolve("MIDDLE-EAST")
    title, ids = resolve("iraq")
    assert title == "Iraq and its neighbours"
    assert set(ids) == {"iraq", *COUNTRIES["iraq"].adjacent}
    assert resolve("Indonesia/Malaysia")[1][0] == "indonesia_malaysia"
    im = _image(render_region(v, "Europe"))
    assert im.width == WIDTH
    assert _image(render_region(v, "iraq")).height > 0


def test_an_unknown_region_is_refused_with_the_list() -> None:
    v = Game.new("lets_roll", players="two", seed=1).view(None)
    with pytest.raises(UnknownRegion) as e:
        render_region(v, "Atlantis")
    assert isinstance(e.value, ValueError)
    for r in REGIONS.values():
        assert r.name in str(e.value)
    with pytest.raises(UnknownRegion):
        render_region(v, "   ")


def test_a_role_view_is_refused() -> None:
    g = Game.new("lets_roll", players="two", seed=1)
    with pytest.raises(ValueError):
        render_closeup(g.view("jihadist"), None)
    with pytest.raises(ValueError):
        render_region(g.view("us"), "Europe")


def test_longer_words_as_in_a_translation_wrap_and_are_never_cut(views: tuple[View, View]) -> None:
    """A Russian catalog may make labels 1.1-2.7x wider: the fonts cover Cyrillic, and the close-up
    and hand measure every text and wrap or shrink it, never cut it."""
    from engine.view import card_view
    from render import render_hand
    from render.style import font, text_width, wrap_all

    f = font(24, condensed=True)
    long = "Объединённые Арабские Эмираты и Саудовская Аравия " * 3
    lines = wrap_all(long, f, 300)
    assert " ".join(lines).split() == long.split()  # every word, in order
    assert all(text_width(ln, f) <= 300 for ln in lines)
    assert "".join(wrap_all("Сверхдлинноеслововкотороммногобукв", f, 120)) == "Сверхдлинноеслововкотороммногобукв"
    assert f.getmask("Ирак").getbbox() is not None  # Cyrillic glyphs are drawn
    before, after = views
    renamed = [c.model_copy(update={"name": "Республика " * 3 + c.name}) if c.id == "iraq" else c for c in after.countries]
    wide = after.model_copy(update={"countries": renamed})
    assert _image(render_region(wide, "iraq")).height > _image(render_region(after, "iraq")).height
    card = card_view(12)
    tall = card.model_copy(update={"name": "Аль-Азхар и очень длинное название карты " * 2})
    assert _image(render_hand([tall])[0]).height > _image(render_hand([card])[0]).height
