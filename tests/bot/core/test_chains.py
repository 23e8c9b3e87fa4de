"""Issue 19, fewer clicks: chains of the engine's own decisions offered in one menu entry (a card
and its use; "All 3 remaining Operations in X"), applied as consecutive actions in one commit."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.core.menus import CHAIN
from bot.core.service import GameService
from bot.discord.menus import MENU_PAGE as CHAIN_MENU_LIMIT  # the chains are fitted to Discord's select
from engine import Game


async def _chain_game(tmp_path: Path, kind: str) -> tuple[GameService, str, str]:
    """A 2-player game driven at random until the prompt's menu holds a chain of `kind`."""
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    ch = "chan"
    await svc.create(ch, "u1", "Ann", seed=11)
    await svc.join(ch, "u2", "Bob")
    await svc.start(ch, "u1")
    rng = random.Random(3)
    for _ in range(400):
        info = await svc.info(ch)
        assert info is not None and info.waiting_for is not None
        user = "u1" if info.waiting_for == "us" else "u2"
        p = (await svc.prompt(ch, user)).prompt
        assert p is not None
        chains = [o for o in p.menu if CHAIN in o.id and o.id.startswith("play:") == (kind == "card")]
        if chains:
            return svc, user, chains[0].id
        await svc.act(ch, user, rng.choice(p.options).id)
    raise AssertionError(f"no {kind} chain offered in 400 decisions")


async def test_a_card_and_its_use_in_one_step(tmp_path: Path) -> None:
    svc, user, chain = await _chain_game(tmp_path, "card")
    await _applies_as_consecutive_actions(svc, user, chain)


async def test_all_remaining_operations_in_one_step(tmp_path: Path) -> None:
    svc, user, chain = await _chain_game(tmp_path, "repeat")
    p = (await svc.prompt("chan", user)).prompt
    assert p is not None
    label = next(o.label for o in p.menu if o.id == chain)
    assert "Operations in " in label and len(set(chain.split(CHAIN))) == 1
    await _applies_as_consecutive_actions(svc, user, chain)


async def _applies_as_consecutive_actions(svc: GameService, user: str, chain: str) -> None:
    ch = "chan"
    info = await svc.info(ch)
    assert info is not None
    live = svc.cache[ch]
    assert live.game is not None
    expected = Game.from_json(live.game.to_json())
    for step in chain.split(CHAIN):  # the same steps, one by one, on a copy: every one legal
        q = expected.prompt()
        assert q is not None and step in {o.id for o in q.options}
        expected.act(q.role, step)
    rows_before = len(await svc.store.actions(info.game_id))
    r = await svc.act(ch, user, chain, info.version)
    assert r.ok, r.error
    after = await svc.info(ch)
    assert after is not None and after.version == info.version + 1, "one commit"
    rows = await svc.store.actions(info.game_id)
    assert [a.option_id for a in rows[rows_before:]] == chain.split(CHAIN), "one action row per step"
    assert live.game.state_json() == expected.state_json()
    # a chain that is not one (a step the rules do not offer) is refused and changes nothing
    bad = await svc.act(ch, after.waiting_for and ("u1" if after.waiting_for == "us" else "u2") or user,
                        f"{chain.split(CHAIN)[0]}{CHAIN}nonsense", after.version)  # fmt: skip
    assert not bad.ok and (await svc.info(ch)).version == after.version  # type: ignore[union-attr]
    await svc.close()


async def test_undo_takes_back_a_whole_chain(tmp_path: Path) -> None:
    """Issue 19: a chain chosen in one pick ("card — use") is taken back in one undo, all its steps,
    also as the log says after a restart."""
    svc, user, chain = await _chain_game(tmp_path, "card")
    ch = "chan"
    p0 = (await svc.prompt(ch, user)).prompt
    assert p0 is not None
    ops = [o.id for o in p0.menu if CHAIN in o.id and ">ops:" in o.id]
    chain = ops[0] if ops else chain
    r = await svc.act(ch, user, chain, p0.version)
    assert r.ok, r.error
    preview = await svc.undo_preview(ch, user)
    assert preview.ok and " → " in preview.private[0].text, preview.private[0].text
    u = await svc.undo(ch, user)
    assert u.ok, u.error
    p1 = (await svc.prompt(ch, user)).prompt
    assert p1 is not None and p1.text == p0.text and [o.id for o in p1.options] == [o.id for o in p0.options]
    await svc.close()
    again = await GameService.open(tmp_path / "c.sqlite3", images=False)
    try:
        p2 = (await again.prompt(ch, user)).prompt
        assert p2 is not None and p2.text == p0.text and [o.id for o in p2.options] == [o.id for o in p0.options]
    finally:
        await again.close()


async def test_two_picks_in_one_millisecond_are_two_decisions_to_undo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A card and its use picked one by one within the same millisecond (a fast store) are two
    decisions: undo takes back only the last, as it would a second later (the rows of a chain,
    and only those, share a time)."""
    from bot.core import service as service_module

    monkeypatch.setattr(service_module, "now", lambda: "2026-01-01T00:00:00.000+00:00")
    svc = await GameService.open(tmp_path / "m.sqlite3", images=False)
    try:
        ch = "chan"
        await svc.create(ch, "u1", "Ann", seed=14)
        await svc.join(ch, "u2", "Bob")
        r = await svc.start(ch, "u1")
        info = await svc.info(ch)
        assert info is not None and info.waiting_for is not None
        user = "u1" if info.waiting_for == "us" else "u2"
        for pick in ("play:", "ops:"):
            p = (await svc.prompt(ch, user)).prompt
            assert p is not None
            r = await svc.act(ch, user, next(o.id for o in p.options if o.id.startswith(pick)), p.version)
            assert r.ok, r.error
        acts = await svc.store.actions(1)
        assert len({a.created_at for a in acts if a.kind == "act"}) == 2
        assert (await svc.undo(ch, user)).ok
        p = (await svc.prompt(ch, user)).prompt
        assert p is not None and any(o.id.startswith("ops:") for o in p.options)  # back at the card's use only
    finally:
        await svc.close()


def test_a_country_and_the_country_it_asks_next_in_one_pick() -> None:
    """Issue 19: Schengen Visas asks where a Cell Travels to, then where it comes from; both are
    offered as one pick "France → Iraq", every pair the rules' own two steps."""
    from bot.core.menus import chain_ok, chained_options
    from tests.helpers import choose

    g = jihadist_with(74, {"iraq": {"actives": 1}})
    choose(g, "play:74", "event")
    p = g.prompt()
    assert p is not None
    menu = chained_options(g, limit=CHAIN_MENU_LIMIT)
    pairs = [o for o in menu if CHAIN in o.id]
    countries = [o for o in p.options if o.id.startswith("country:")]
    assert pairs and not [o for o in menu if o.id.startswith("country:") and CHAIN not in o.id]
    assert {o.id.split(CHAIN)[0] for o in pairs} == {o.id for o in countries}  # every destination still offered
    assert "country:france>country:iraq" in {o.id for o in pairs}
    assert all(" → " in o.label and chain_ok(g, p.role, o.id.split(CHAIN)) for o in pairs)
    g2 = Game.from_json(g.to_json())
    for step in "country:france>country:iraq".split(CHAIN):
        g2.act(p.role, step)
    assert g2.state.countries["iraq"].cells == 0  # the Cell left Iraq


def jihadist_with(card: int, countries: dict[str, dict[str, object]]) -> Game:
    from tests.helpers import game_at

    return game_at({"hands": {"us": [2], "jihadist": [card]}, "countries": countries})


def test_chain_tail_takes_a_pair_back_whole_and_separate_picks_one_by_one() -> None:
    """Undo takes back a pair ("France → Iraq": two country rows committed with one time) in one
    step; two country picks at different times are two decisions."""
    from bot.core.menus import chain_tail
    from bot.core.store import ActionRow

    def row(seq: int, oid: str, at: str) -> ActionRow:
        return ActionRow(seq=seq, kind="act", role="jihadist", user_id="u2", option_id=oid, created_at=at)

    t = "2026-01-01T00:00:00.{:03d}+00:00"
    acts = [row(1, "play:74", t.format(5)), row(2, "event", t.format(6))]
    pair = [row(3, "country:france", t.format(9)), row(4, "country:iraq", t.format(9))]
    assert [a.seq for a in chain_tail(acts + pair)] == [3, 4]
    apart = [row(3, "country:france", t.format(9)), row(4, "country:iraq", t.format(10))]
    assert [a.seq for a in chain_tail(acts + apart)] == [4]


def _two_plots_to_place() -> Game:
    """Martyrdom Operation in Iraq between two players: two Plot markers to choose, one after the
    other, with no die between them."""
    from tests.helpers import choose

    g = jihadist_with(87, {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1}})
    choose(g, "play:87", "event", "country:iraq")
    return g


def test_two_plot_markers_in_one_pick() -> None:
    """Issue 33 (presses per card play): nothing is rolled between two Plot markers' questions (a
    Plot's successes once rolled, Martyrdom Operation's two), so both are one pick, "Plot 2 in
    Iraq, Plot 1 in Iraq", each pair the rules' own two steps (only one Plot 3 is Available); in
    Russian too."""
    from bot.core.menus import chain_ok, chained_options

    g = _two_plots_to_place()
    p = g.prompt()
    assert p is not None and p.kind == "plot_marker" and p.joins_next
    menu = chained_options(g, limit=CHAIN_MENU_LIMIT)
    pairs = [f"plot:{a}>plot:{b}" for a in (1, 2, 3) for b in (1, 2, 3) if (a, b) != (3, 3)]
    assert [o.id for o in menu] == pairs
    assert menu[3].label == "Plot 2 in Iraq, Plot 1 in Iraq"
    assert all(chain_ok(g, p.role, o.id.split(CHAIN)) for o in menu)
    assert chained_options(g, "ru", limit=CHAIN_MENU_LIMIT)[3].label == "Теракт 2 — Ирак; Теракт 1 — Ирак"
    for step in menu[3].id.split(CHAIN):
        g.act(p.role, step)
    assert sorted(x.value for x in g.state.countries["iraq"].plots) == [1, 2]


def test_the_last_plot_marker_alone_is_asked_as_the_rules_ask_it() -> None:
    """The last marker: its own menu, nothing joined."""
    from bot.core.menus import chained_options

    g = _two_plots_to_place()
    g.act("jihadist", "plot:3")
    menu = chained_options(g, limit=CHAIN_MENU_LIMIT)
    assert [o.id for o in menu] == ["plot:1", "plot:2"] and menu[0].label == "Plot 1"


def test_chain_tail_takes_two_plot_markers_chosen_together_back_whole() -> None:
    from bot.core.menus import chain_tail
    from bot.core.store import ActionRow

    def row(seq: int, oid: str, at: str) -> ActionRow:
        return ActionRow(seq=seq, kind="act", role="jihadist", user_id="u2", option_id=oid, created_at=at)

    t = "2026-01-01T00:00:00.{:03d}+00:00"
    acts = [row(1, "country:syria", t.format(5))]
    assert [a.seq for a in chain_tail([*acts, row(2, "plot:2", t.format(9)), row(3, "plot:1", t.format(9))])] == [2, 3]
    assert [a.seq for a in chain_tail([*acts, row(2, "plot:2", t.format(9)), row(3, "plot:1", t.format(10))])] == [3]


def _travel_game() -> Game:
    """The Jihadist at Operations Travel 1 of 3: Cells in Afghanistan (4), Pakistan and France."""
    from tests.helpers import choose

    g = jihadist_with(116, {"afghanistan": {"sleepers": 4}, "pakistan": {"sleepers": 1}, "france": {"sleepers": 1}})
    choose(g, "play:116", "ops:travel")
    return g


def test_travel_from_and_to_in_one_pick_best_first_and_every_destination_behind_its_origin() -> None:
    """Issue 19: Operations Travel asks from where, then to where, for each Op (38 destinations).
    One page offers "All 3 remaining Operations: A → B", the surest pairs (Adjacent: no die,
    8.3.1) and each origin alone, behind which its whole destination menu stays (sure ones first)."""
    from bot.core.menus import chain_ok, chained_options

    g = _travel_game()
    p = g.prompt()
    assert p is not None and p.kind == "travel_origin"
    menu = chained_options(g, limit=CHAIN_MENU_LIMIT)
    assert len(menu) <= CHAIN_MENU_LIMIT
    origins = [o.id for o in p.options]
    assert [o.id for o in menu if CHAIN not in o.id] == origins  # each origin alone: the full list behind it
    assert all(o.label.endswith("→ another country…") for o in menu if CHAIN not in o.id)
    repeat = menu[0]
    assert repeat.label.startswith("All 3 remaining Operations: Afghanistan") and " → " in repeat.label
    steps = repeat.id.split(CHAIN)
    assert len(steps) == 6 and steps == steps[:2] * 3 and chain_ok(g, p.role, steps)
    pairs = [o for o in menu[1:] if CHAIN in o.id]
    assert len(pairs) >= 10 and all(chain_ok(g, p.role, o.id.split(CHAIN)) for o in pairs)
    assert all("(automatic)" in o.label for o in pairs)  # the sure ones first (the page holds no roll)
    assert {o.id.split(CHAIN)[0] for o in pairs} == set(origins)  # every origin's best among them
    # behind an origin: its destinations, sure ones (Adjacent) before the ones that roll
    g2 = Game.from_json(g.to_json())
    g2.act(p.role, "country:afghanistan")
    dests = chained_options(g2, limit=CHAIN_MENU_LIMIT)
    rolls = [i for i, o in enumerate(dests) if "roll" in o.label or "tested" in o.label]
    autos = [i for i, o in enumerate(dests) if "(automatic)" in o.label]
    assert autos and rolls and max(autos) < min(rolls)


def test_travel_pairs_are_worded_in_russian() -> None:
    from bot.core.menus import chained_options

    menu = chained_options(_travel_game(), "ru", CHAIN_MENU_LIMIT)
    assert menu[0].label.startswith("Все 3 оставшиеся операции: ")
    assert all(o.label.endswith("→ другая страна…") for o in menu if ">" not in o.id)


def test_chain_tail_takes_a_repeated_pair_back_whole() -> None:
    from bot.core.menus import chain_tail
    from bot.core.store import ActionRow

    def row(seq: int, oid: str, at: int) -> ActionRow:
        return ActionRow(seq=seq, kind="act", role="jihadist", user_id="u2", option_id=oid, created_at=f"2026-01-01T00:00:00.{at:03d}+00:00")

    head = [row(1, "play:116", 1), row(2, "ops:travel", 1)]
    chain = [row(3 + i, c, 5) for i, c in enumerate(["country:afghanistan", "country:pakistan"] * 3)]
    assert [a.seq for a in chain_tail(head + chain)] == [3, 4, 5, 6, 7, 8]
    odd = [row(3 + i, c, 5) for i, c in enumerate(["country:afghanistan", "country:pakistan", "country:afghanistan", "country:iraq"])]
    assert [a.seq for a in chain_tail(head + odd)] == [6]  # not a shape the menu offers: the last pick only


TRAVEL = {
    "countries": {
        "afghanistan": {"sleepers": 4},
        "pakistan": {"sleepers": 1},
        "france": {"sleepers": 1},
        "central_asia": {"governance": "fair", "alignment": "neutral"},  # (marked: no test roll)
    },
    "hands": {"us": [2], "jihadist": [116]},
}


async def test_a_travel_chain_is_one_commit_undone_whole_and_a_stale_press_changes_nothing(tmp_path: Path) -> None:
    """Through the service: "All 3 remaining Operations: A → B" is six action rows committed at once
    (the Travel resolved after the last); undo takes all six back; the same press on the old
    version is refused and changes nothing."""
    svc = await GameService.open(tmp_path / "t.sqlite3", images=False)
    svc.menu_limit = CHAIN_MENU_LIMIT  # the menu as Discord shows it
    try:
        ch = "chan"
        assert (await svc.create(ch, "u1", "Ann", seed=5, position=TRAVEL)).ok
        assert (await svc.join(ch, "u2", "Bob")).ok
        assert (await svc.start(ch, "u1")).ok
        p = (await svc.prompt(ch, "u2")).prompt
        assert p is not None
        card = next(o.id for o in p.menu if o.id.endswith(f"{CHAIN}ops:travel"))
        assert (await svc.act(ch, "u2", card, p.version)).ok
        p0 = (await svc.prompt(ch, "u2")).prompt
        assert p0 is not None and p0.kind == "travel_origin"
        repeat = next(o for o in p0.menu if o.label.startswith("All 3 remaining Operations"))
        info = await svc.info(ch)
        assert info is not None
        rows_before = len(await svc.store.actions(info.game_id))
        r = await svc.act(ch, "u2", repeat.id, p0.version)
        assert r.ok, r.error
        after = await svc.info(ch)
        assert after is not None and after.version == p0.version + 1  # one commit
        rows = (await svc.store.actions(info.game_id))[rows_before:]
        assert [a.option_id for a in rows] == repeat.id.split(CHAIN) and len(rows) == 6
        view = await svc.public_view(ch)
        assert next(c for c in view.countries if c.id == "afghanistan").sleepers == 1  # three Cells left
        # a stale press: the same pick on the version it was offered at
        stale = await svc.act(ch, "u2", repeat.id, p0.version)
        assert not stale.ok and (await svc.info(ch)).version == after.version  # type: ignore[union-attr]
        # undo: the whole chain back (no die was rolled: Afghanistan's neighbours are Adjacent, 8.3.1)
        preview = await svc.undo_preview(ch, "u2")
        assert preview.ok and preview.private[0].text.count(" → ") == 5, preview.error
        assert (await svc.undo(ch, "u2")).ok
        p1 = (await svc.prompt(ch, "u2")).prompt
        assert p1 is not None and p1.text == p0.text and [o.id for o in p1.menu] == [o.id for o in p0.menu]
        view = await svc.public_view(ch)
        assert next(c for c in view.countries if c.id == "afghanistan").sleepers == 4
    finally:
        await svc.close()


def test_pairs_too_many_for_one_page_give_the_best_and_each_first_country_alone() -> None:
    """Schengen Visas with Cells in four countries: 7 destinations × 4 origins do not fit one
    page; the menu is one page (no page to turn): pairs first, then each destination alone."""
    from bot.core.menus import chain_ok, chained_options
    from tests.helpers import choose

    cells = {"iraq": {"actives": 1}, "pakistan": {"sleepers": 1}, "afghanistan": {"sleepers": 1}, "central_asia": {"sleepers": 1, "governance": "poor", "alignment": "neutral"}}
    g = jihadist_with(74, cells)
    choose(g, "play:74", "event")
    p = g.prompt()
    assert p is not None
    menu = chained_options(g, limit=CHAIN_MENU_LIMIT)
    assert len(menu) <= CHAIN_MENU_LIMIT
    alone = [o for o in menu if CHAIN not in o.id]
    assert [o.id for o in alone] == [o.id for o in p.options]  # each destination alone, then the rest ("done")
    pairs = [o for o in menu if CHAIN in o.id]
    assert len(pairs) == CHAIN_MENU_LIMIT - len(alone) and all(chain_ok(g, p.role, o.id.split(CHAIN)) for o in pairs)
    assert not any("Operations" in o.label for o in menu)  # (an Event's Cells, not Operations)


def test_the_operation_first_comes_with_its_first_pick() -> None:
    """6.3.2: Travel with the opponent's card asks whether its Event or the Travel comes first;
    "Travel first" is offered with the Travel's own first pick ("Travel first — Afghanistan →
    Central Asia"), after the two plain answers, every step one the rules offer."""
    from bot.core.menus import OPS_FIRST, chain_ok, chained_options
    from tests.helpers import choose

    g = game_at_order()
    choose(g, "play:23", "ops:travel")
    p = g.prompt()
    assert p is not None and p.kind == "order"
    menu = chained_options(g, limit=CHAIN_MENU_LIMIT)
    assert [o.id for o in menu[:2]] == p.ids() and len(menu) <= CHAIN_MENU_LIMIT
    both = menu[2:]
    assert both and all(o.id.startswith(f"{OPS_FIRST}{CHAIN}") and o.label.startswith("Travel first — ") for o in both)
    assert all(chain_ok(g, p.role, o.id.split(CHAIN)) for o in both)
    assert both[0].label.startswith("Travel first — All 2 remaining Operations: Afghanistan")


def game_at_order() -> Game:
    return jihadist_with(
        23,
        {
            "afghanistan": {"sleepers": 4},
            "pakistan": {"sleepers": 1},
            "central_asia": {"governance": "fair", "alignment": "neutral"},
        },
    )


async def test_the_operation_first_chain_is_undone_whole_and_a_stale_press_refused(tmp_path: Path) -> None:
    from bot.core.menus import OPS_FIRST

    svc = await GameService.open(tmp_path / "o.sqlite3", images=False)
    try:
        ch = "chan"
        position = {"countries": TRAVEL["countries"], "hands": {"us": [2], "jihadist": [23]}}
        assert (await svc.create(ch, "u1", "Ann", seed=5, position=position)).ok
        assert (await svc.join(ch, "u2", "Bob")).ok
        assert (await svc.start(ch, "u1")).ok
        p = (await svc.prompt(ch, "u2")).prompt
        assert p is not None
        assert (await svc.act(ch, "u2", f"play:23{CHAIN}ops:travel", p.version)).ok
        p0 = (await svc.prompt(ch, "u2")).prompt
        assert p0 is not None and p0.kind == "order"
        pick = next(o for o in p0.menu if o.id.startswith(f"{OPS_FIRST}{CHAIN}") and o.id.count(CHAIN) == 2)
        r = await svc.act(ch, "u2", pick.id, p0.version)
        assert r.ok, r.error
        p1 = (await svc.prompt(ch, "u2")).prompt
        assert p1 is not None and p1.version == p0.version + 1 and p1.text.startswith("Travel 2 of 2")
        stale = await svc.act(ch, "u2", pick.id, p0.version)
        assert not stale.ok and (await svc.info(ch)).version == p1.version  # type: ignore[union-attr]
        preview = await svc.undo_preview(ch, "u2")
        assert preview.ok and preview.private[0].text.count(" → ") == 2, preview.error
        assert (await svc.undo(ch, "u2")).ok
        back = (await svc.prompt(ch, "u2")).prompt
        assert back is not None and back.kind == "order" and [o.id for o in back.menu] == [o.id for o in p0.menu]
    finally:
        await svc.close()
