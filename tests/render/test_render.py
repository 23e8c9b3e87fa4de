"""The board and hand images: deterministic, drawn only from the public view, and each change
to one country shows inside that country's box and nowhere else."""

from __future__ import annotations

import io
import random
from typing import Any

import pytest
from PIL import Image, ImageChops

import render.board
import render.closeup
import render.hand
from engine import Game
from engine.data import COUNTRIES
from engine.state import Plot
from engine.view import CountryView, View, board_changes, card_view
from render import render_board, render_closeup, render_hand
from render.board import name_label
from render.hand import WIDTH as HAND_WIDTH
from render.hand import _steps
from render.layout import BOXES, CHANGES, HEIGHT, LEGEND, PANEL, TITLE_H, WIDTH, Rect
from tests.helpers import random_steps


def _game(steps: int = 0, seed: int = 1) -> Game:
    return random_steps(Game.new("lets_roll", players="two", seed=seed), random.Random(seed), steps)


@pytest.fixture(scope="module")
def view() -> View:
    return _game().view(None)


def _image(png: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(png))
    im.load()
    return im.convert("RGB")


def _diff_box(a: bytes, b: bytes) -> tuple[int, int, int, int] | None:
    return ImageChops.difference(_image(a), _image(b)).getbbox()


def _with_country(v: View, cid: str, **changes: Any) -> View:
    countries = [c.model_copy(update=changes) if c.id == cid else c for c in v.countries]
    return v.model_copy(update={"countries": countries})


def _inside(box: tuple[int, int, int, int], r: Rect) -> bool:
    # getbbox is exclusive at the right and bottom; outlines are drawn on r.x1 / r.y1
    x0, y0, x1, y1 = box
    return r.x0 <= x0 and r.y0 <= y0 and x1 <= r.x1 + 1 and y1 <= r.y1 + 1


def _country(v: View, cid: str) -> CountryView:
    return next(c for c in v.countries if c.id == cid)


# --- determinism and size ----------------------------------------------------------------


def test_same_view_same_bytes(view: View) -> None:
    assert render_board(view) == render_board(view)
    assert render_board(view) == render_board(_game().view(None))


def test_mid_game_board_is_a_png_of_the_planned_size() -> None:
    v = _game(steps=60, seed=5).view(None)
    im = _image(render_board(v))
    assert im.size == (WIDTH, HEIGHT) == (1600, 1340)


# --- layout ------------------------------------------------------------------------------


def test_every_country_has_a_box_inside_the_map() -> None:
    assert set(BOXES) == set(COUNTRIES)
    for cid, r in BOXES.items():
        assert 0 <= r.x0 < r.x1 <= WIDTH, cid
        assert TITLE_H < r.y0 < r.y1 < PANEL.y0, cid


def test_no_two_country_boxes_overlap_nor_the_legend() -> None:
    ids = sorted(BOXES)
    for i, a in enumerate(ids):
        assert not BOXES[a].overlaps(LEGEND), a
        for b in ids[i + 1 :]:
            assert not BOXES[a].overlaps(BOXES[b]), (a, b)


def test_every_label_is_whole_inside_its_box_and_the_image(view: View) -> None:
    im = _image(render_board(view))
    for cid, d in COUNTRIES.items():
        text, f, area = name_label(cid)
        assert text == d.name
        assert f.size >= 14
        box = BOXES[cid]
        assert box.x0 <= area.x0 and area.x0 + f.getlength(text) <= area.x1 <= box.x1, cid
        assert box.y0 <= area.y0 < area.y1 <= box.y1, cid
        assert 0 <= area.x0 and area.x1 <= im.width and area.y1 <= im.height


def test_no_text_smaller_than_14_px(view: View, monkeypatch: pytest.MonkeyPatch) -> None:
    sizes: list[int] = []
    render.board._backgrounds.clear()  # so the legend is drawn again, through the spy
    for tiles in render.board._tiles.values():  # and every box, the title, the panel and the strip
        tiles.clear()
    for module in (render.board, render.hand, render.closeup):
        real = module.font

        def spy(size: int, bold: bool = False, condensed: bool = False, real: Any = real) -> Any:
            sizes.append(size)
            return real(size, bold, condensed)

        monkeypatch.setattr(module, "font", spy)
    render_board(view)
    render_hand([card_view(n) for n in (1, 60, 107)])
    assert sizes and min(sizes) >= 14
    sizes.clear()
    render.closeup._card_cached.cache_clear()
    render_closeup(view, None)
    assert sizes and min(sizes) >= 20  # a close-up is read at 400 px wide: nothing under 20 px at full size


# --- semantic probes: one change, one box ------------------------------------------------

PROBES: list[tuple[str, dict[str, Any]]] = [
    ("iraq", {"governance": "Islamist Rule", "alignment": "adversary"}),
    ("gulf_states", {"alignment": "adversary"}),
    ("afghanistan", {"troops": 7}),
    ("pakistan", {"sleepers": 2}),
    ("saudi_arabia", {"actives": 3}),
    ("somalia", {"cadre": True}),
    ("egypt", {"aid": 1}),
    ("yemen", {"besieged": True}),
    ("central_asia", {"regime_change": "green"}),
    ("libya", {"plots": 2}),
    ("jordan", {"markers": ["Abdullah II"]}),
    ("france", {"posture": "hard"}),
    ("philippines", {"troops": 2, "markers": ["Moro Talks"]}),
    ("united_states", {"plots": 1, "sleepers": 1}),
    ("iran", {"sleepers": 2}),
    ("russia", {"markers": ["CTR"]}),
]


@pytest.mark.parametrize(("cid", "changes"), PROBES, ids=[f"{c}-{'-'.join(ch)}" for c, ch in PROBES])
def test_a_change_in_one_country_shows_in_its_box_only(view: View, cid: str, changes: dict[str, Any]) -> None:
    before = render_board(view)
    after = render_board(_with_country(view, cid, **changes))
    box = _diff_box(before, after)
    assert box is not None, "the change must be visible"
    assert _inside(box, BOXES[cid]), (box, BOXES[cid])


def test_tallies_change_the_panel_only(view: View) -> None:
    targets = [t.model_copy(update={"value": t.value + 3}) for t in view.victory_targets]
    changed = view.model_copy(update={"victory_targets": targets})
    box = _diff_box(render_board(view), render_board(changed))
    assert box is not None and _inside(box, PANEL)
    assert not any(Rect(*box).overlaps(r) for r in BOXES.values())


def test_unmarked_and_marked_countries_look_different(view: View) -> None:
    assert _country(view, "sudan").governance is None
    marked = _with_country(view, "sudan", governance="Fair", alignment="neutral")
    box = _diff_box(render_board(view), render_board(marked))
    assert box is not None and _inside(box, BOXES["sudan"])


def test_regime_change_green_and_tan_differ(view: View) -> None:
    green = render_board(_with_country(view, "iraq", regime_change="green"))
    tan = render_board(_with_country(view, "iraq", regime_change="tan"))
    box = _diff_box(green, tan)
    assert box is not None and _inside(box, BOXES["iraq"])


def test_events_in_play_show_in_the_panel(view: View) -> None:
    changed = view.model_copy(update={"event_box": ["Patriot Act"], "lapsing": ["Biometrics"]})
    box = _diff_box(render_board(view), render_board(changed))
    assert box is not None and _inside(box, PANEL)


# --- the input is the public view --------------------------------------------------------


def test_renders_the_public_view_which_holds_no_secret() -> None:
    g = Game.new("lets_roll", players="two", seed=1)
    g.state.countries["iraq"].plots.append(Plot(value=2))
    v = g.view(None)
    assert v.role is None
    assert v.hand is None
    assert v.available_plot_values is None
    assert all(c.plot_values is None for c in v.countries)
    assert _country(v, "iraq").plots == 1
    png = render_board(v)
    assert _image(png).size == (WIDTH, HEIGHT)
    # the Plot shows in Iraq, and its value cannot: a 3 draws exactly the same picture
    g.state.countries["iraq"].plots[0] = Plot(value=3)
    assert render_board(g.view(None)) == png
    g.state.countries["iraq"].plots.clear()
    box = _diff_box(render_board(g.view(None)), png)
    assert box is not None and _inside(box, BOXES["iraq"])


@pytest.mark.parametrize("role", ["us", "jihadist"])
def test_refuses_a_role_view(role: str) -> None:
    g = Game.new("lets_roll", players="two", seed=1)
    with pytest.raises(ValueError, match="public view"):
        render_board(g.view(role))  # type: ignore[arg-type]


# --- hand --------------------------------------------------------------------------------


def test_hand_is_deterministic_one_card_to_a_row_and_paged() -> None:
    cards = [card_view(n) for n in (1, 12, 60, 107)]
    assert render_hand(cards) == render_hand(cards)
    [three] = render_hand(cards[:3])
    [four] = render_hand(cards)
    assert _image(four).width == _image(three).width == HAND_WIDTH
    assert _image(four).height > _image(three).height
    assert len(render_hand([card_view(n) for n in range(1, 10)])) == 3  # 9 cards, 4 to a page
    [empty] = render_hand([])
    assert _image(empty).size[0] > 0


def test_hand_tiles_differ_by_card() -> None:
    a = render_hand([card_view(12)])
    b = render_hand([card_view(13)])
    assert a != b


def test_hand_shows_the_whole_event_and_the_note_in_more_room() -> None:
    """The whole event summary is drawn (a long card takes a taller tile), and a note adds lines."""
    long_card, short_card = card_view(47), card_view(6)
    assert len(long_card.text) > 3 * len(short_card.text)
    tall = _image(render_hand([long_card])[0]).height
    short = _image(render_hand([short_card])[0]).height
    assert tall > short + 4 * 31  # more lines of body text, none cut
    noted = _image(render_hand([short_card], {6: "(Event not playable now: " + "a reason " * 20 + ")"})[0])
    assert noted.height >= short + 2 * 31


def test_steps_start_lines_of_their_own() -> None:
    assert _steps("Intro.\n1. First step.\n2. Second\nstep.") == ["Intro.", "1. First step.", "2. Second step."]


def test_hand_of_a_real_game_renders() -> None:
    g = _game(steps=10, seed=2)
    hand = g.view("us").hand
    assert hand
    pages = render_hand(hand)
    assert len(pages) == -(-len(hand) // 4)
    assert all(_image(p).width == HAND_WIDTH for p in pages)


# --- issue 16: victory conditions, the end in sight, crowding, changes, the final board ----


def test_a_solo_board_shows_the_9_1_targets() -> None:
    solo = Game.new("lets_roll", players="solo", seed=1, length=2, ideology="potent").view(None)
    two = _game().view(None)
    texts = {str(t.text) for t in solo.victory_targets}  # (messages, in English here)
    assert "Jihadist wins at 6, any countries" in texts  # 9.1: regardless of adjacency
    assert "US loses with fewer than 9 at the end" in texts  # 9.1: a 2-deck game
    assert "no US win when the last Cell goes (9.1)" in texts
    assert not any("Adjacent" in t for t in texts)
    assert "Jihadist wins at 6 with 2 Adjacent IR countries" in {str(t.text) for t in two.victory_targets}
    assert not any("fewer than" in str(t.text) for t in two.victory_targets)
    assert str(solo.ideology_effects[-1]).startswith("Major Jihad needs only 3 more Cells")
    assert len(solo.ideology_effects) == 3
    # the targets are drawn: the 2-player targets on the same board draw a different panel
    other = solo.model_copy(update={"victory_targets": two.victory_targets})
    box = _diff_box(render_board(solo), render_board(other))
    assert box is not None and _inside(box, PANEL)


def test_a_crowded_country_shows_every_piece_and_marker(view: View) -> None:
    crowded = dict(
        troops=12, sleepers=5, actives=4, plots=3, aid=2, besieged=True, regime_change="tan",
        markers=["NATO", "Training Camps"],
    )  # fmt: skip
    c = _country(view, "afghanistan").model_copy(update=crowded)
    f = render.board.font(14, bold=True, condensed=True)
    width = BOXES["afghanistan"].x1 - BOXES["afghanistan"].x0 - 8
    assert len(render.board.flow_rows(render.board._tokens(c), f, width)) > render.board.MAX_ROWS
    rows = render.board.flow_rows(render.board._tokens(c, compact=True), f, width, render.board.MAX_ROWS)
    assert len(rows) <= render.board.MAX_ROWS
    labels = [t[0] for row in rows for t in row]
    assert labels[:8] == ["T12", "S5", "A4", "P×3", "Aid×2", "BR", "RC", "★NATO"]
    assert labels[8].startswith("★Tr") and len(labels) == 9  # cut to the room left, but shown
    many = c.model_copy(update={"markers": ["NATO", "Training Camps", "Iraqi WMD", "Libyan WMD", "Abu Sayyaf"]})
    rows = render.board.flow_rows(render.board._tokens(many, compact=True), f, width, render.board.MAX_ROWS)
    assert len(rows) > render.board.MAX_ROWS  # one chip per marker cannot fit: they share one that counts them
    rows = render.board.flow_rows(render.board._tokens(many, compact=True, merge_markers=True), f, width, 3)
    assert len(rows) <= render.board.MAX_ROWS and rows[-1][-1][0].startswith("★×5: NATO")
    box = _diff_box(render_board(view), render_board(_with_country(view, "afghanistan", **crowded)))
    assert box is not None and _inside(box, BOXES["afghanistan"])


def test_regime_change_is_labelled_by_its_meaning() -> None:
    c = _country(_game().view(None), "iraq")
    assert render.board._tokens(c.model_copy(update={"regime_change": "tan"}))[-1][0] == "Regime Change"
    assert render.board._tokens(c.model_copy(update={"regime_change": "green"}))[-1][0] == "Regime Change·new"


def test_a_changed_country_is_marked_and_listed(view: View) -> None:
    after = _with_country(view, "iraq", governance="Fair", sleepers=_country(view, "iraq").sleepers + 2)
    changes = board_changes(view, after)
    assert [c.text for c in changes] == ["Iraq: Poor → Fair; 2 Sleeper Cells added"]
    plain, marked = render_board(after), render_board(after, previous=view)
    diff = ImageChops.difference(_image(plain), _image(marked))
    iraq = BOXES["iraq"]
    assert diff.crop((iraq.x0, iraq.y0, iraq.x1 + 1, iraq.y1 + 1)).getbbox() is not None  # the outline
    strip = diff.crop((CHANGES.x0, CHANGES.y0, CHANGES.x1, CHANGES.y1)).getbbox()
    assert strip is not None  # the list
    for cid, r in BOXES.items():  # no other country is marked
        if cid != "iraq":
            assert diff.crop((r.x0, r.y0, r.x1 + 1, r.y1 + 1)).getbbox() is None, cid


def test_changes_in_words() -> None:
    g = _game()
    s = g.state
    s.countries["iraq"].sleepers = 3
    before = g.view(None)
    s.countries["iraq"].sleepers = 1
    s.countries["iraq"].regime_change = "green"
    s.countries["iraq"].markers.append("Iraqi WMD")
    s.prestige += 1
    after = g.view(None)
    texts = [c.text for c in board_changes(before, after)]
    assert texts[0] == "Iraq: 2 Sleeper Cells removed; Regime Change (this turn) placed; Iraqi WMD placed"
    assert texts[1] == f"Tracks: Prestige {before.prestige} → {before.prestige + 1}; Cells on track 8 → 10"
    assert board_changes(after, after) == []


def test_a_finished_game_deals_no_new_hand_and_says_it_is_over() -> None:
    g = Game.new("lets_roll", players="two", seed=1)
    s = g.state
    s.discard, s.deck = s.deck[5:], s.deck[:5]
    while (p := g.prompt()) is not None:
        ids = p.ids()
        g.act(p.role, next((i for i in ids if i.startswith("discard:")), ids[0]))
    v = g.view(None)
    assert v.winner and v.victory and str(v.victory).startswith("Game end")
    assert v.hand_counts == {"us": 0, "jihadist": 0} and v.turn == 1
    assert v.deck_number == v.game_length == 1 and not v.last_turn
    live = v.model_copy(update={"winner": None, "victory": None, "phase": "us"})
    box = _diff_box(render_board(v), render_board(live))
    assert box is not None and box[1] < TITLE_H  # the title says so
    assert _diff_box(render_board(v), render_board(live)) is not None


def test_the_last_turn_is_announced() -> None:
    g = Game.new("lets_roll", players="two", seed=1)
    v = g.view(None)
    assert v.cards_to_end == v.draw_pile and not v.last_turn
    g.state.deck = g.state.deck[: v.next_deal - 1]
    v = g.view(None)
    assert v.last_turn and v.cards_to_end == v.next_deal - 1
    assert render.board.end_text(v) == f"reshuffle 1 of 1 ends the game: {v.next_deal - 1} cards left before it"


def test_tile_caches_are_bounded_and_give_the_same_bytes() -> None:
    """Boards drawn from cached tiles are the boards drawn afresh, and no cache grows past its bound."""
    g = _game(steps=40, seed=9)
    v = g.view(None)
    warm = render_board(v)
    for tiles in render.board._tiles.values():
        tiles.clear()
    assert render_board(v) == warm
    for seed in range(6):  # many positions: the caches stay within their bounds
        render_board(_game(steps=30 + 10 * seed, seed=seed).view(None))
    for kind, tiles in render.board._tiles.items():
        assert len(tiles) <= render.board.TILES[kind]
    assert render.board._tiles["title"] and len(render.board._tiles["country"]) > 38


def test_every_board_of_a_whole_game_is_at_most_150_kb() -> None:
    """Issue 20: the board at no more than 150 KB (palette PNG, compress level 2), phase by phase."""
    g = Game.new("lets_roll", players="two", seed=7)
    rng = random.Random(7)
    before = g.view(None)
    sizes = []
    while (p := g.prompt()) is not None:
        g.act(p.role, rng.choice(p.ids()))
        if (g.state.turn, g.state.phase) != (before.turn, before.phase):
            now = g.view(None)
            sizes.append(len(render_board(now, before)))
            before = now
    assert len(sizes) > 10
    assert max(sizes) <= 150 * 1024, max(sizes)


def test_a_longer_label_is_shrunk_before_it_is_cut() -> None:
    """Board labels of a translation (1.1-2.7x wider) shrink to the condensed face and down to
    14 px before anything is cut."""
    from render.style import font, shrink, text_width

    f = font(15, bold=True)
    label = "Гражданская война · Ливия"
    width = round(text_width(label, f) / 1.15)
    text, g = shrink(label, f, width)
    assert text == label and text_width(text, g) <= width and g.size >= 14
    assert shrink(label, f, 1000) == (label, f)  # what fits stays as it is
    text, g = shrink(label * 4, f, width)  # far too long: the smallest face, then cut
    assert g.size == 14 and text.endswith("…") and text_width(text, g) <= width


def test_a_longer_victory_text_is_drawn_whole(view: View) -> None:
    targets = [t.model_copy(update={"text": str(t.text) + " (правило)"}) for t in view.victory_targets]
    longer = view.model_copy(update={"victory_targets": targets})
    assert render_board(longer) != render_board(view)
