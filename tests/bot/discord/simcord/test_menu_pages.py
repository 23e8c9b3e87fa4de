"""Issue 19 item 5 through the real library: a country menu longer than one select is paged by
region of the map as the adapter lays it out (bot/discord/menus.py `menu_pages`), a choice on page 2 is taken, and a
press on a page of an older state is refused and changes nothing."""

from __future__ import annotations

import re

import simcord

from bot.core.texts import country_regions
from bot.discord.menus import menu_pages
from tests.bot.discord.simcord.sim import answers, button, last_with_controls, select_of, service, table


async def test_a_long_country_menu_pages_by_region_and_page_two_is_chosen(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (alice,) = table(env, "labyrinth", "alice")
    await alice.slash(channel, "labyrinth new", players="solo")
    await alice.slash(channel, "labyrinth start")
    svc, key = service(env), str(channel.id)
    for _ in range(80):  # play War of Ideas where it is offered, else the first option, until a long menu
        m = last_with_controls(env, channel)
        assert m is not None
        sel = select_of(m)
        if sel is not None and "(page 1 of" in m.content:
            break
        if sel is not None:
            pick = next((o for o in sel.options if "War of Ideas" in o.label), sel.options[0])
            await alice.select(m, [pick.value], custom_id=sel.custom_id)
        else:
            b = button(m, "War of Ideas") or button(m)
            assert b is not None
            await alice.click(m, custom_id=b.custom_id)
    else:
        raise AssertionError("no country menu longer than 25 came up")
    p = (await svc.prompt(key, str(alice.id))).prompt
    assert p is not None and len(p.shown) > 25
    laid = menu_pages(p.shown)
    regions = set(country_regions().values())
    # the pages are named by the map's regions, hold at most 25, and every option is on one page
    assert len(laid) >= 2 and all(len(ixs) <= 25 for _, ixs in laid)
    assert sorted(i for _, ixs in laid for i in ixs) == list(range(len(p.shown)))
    names = [re.sub(r" \d+/\d+$", "", name) for title, _ in laid for name in title.split(" · ")]
    assert names and set(names) <= regions | {"Other choices"}
    # page 1: the most relevant option first, the select shows exactly that page, most relevant first
    assert laid[0][1][0] == 0 and laid[0][1] == sorted(laid[0][1])
    sel = select_of(m)
    assert sel is not None and [o.value for o in sel.options] == [str(i) for i in laid[0][1]]
    assert f"{laid[0][0]}: {len(laid[0][1])} of the {len(p.shown)} options (page 1 of {len(laid)})" in m.content
    nxt = button(m, "Next")
    assert nxt is not None and nxt.label == f"Next: {laid[1][0]} ▶"[:80]
    # the same decision shown privately too (`/labyrinth choose`): it goes stale once the choice is made
    shown = await alice.slash(channel, "labyrinth choose")
    private = next(a for a in answers(shown) if select_of(a) is not None)
    assert f"(page 1 of {len(laid)})" in private.content
    r = await alice.click(m, custom_id=nxt.custom_id)  # edits the message in place
    assert r.acknowledged
    m2 = last_with_controls(env, channel)
    assert m2 is not None and m2.id == m.id and f"(page 2 of {len(laid)})" in m2.content and laid[1][0] in m2.content
    sel2 = select_of(m2)
    assert sel2 is not None and [o.value for o in sel2.options] == [str(i) for i in laid[1][1]]
    assert button(m2, "◀ Previous") is not None
    before = (await svc.info(key)).version  # type: ignore[union-attr]
    chosen = p.shown[laid[1][1][0]]
    await alice.select(m2, [sel2.options[0].value], custom_id=sel2.custom_id)
    after = (await svc.info(key)).version  # type: ignore[union-attr]
    assert after > before
    # the option taken is the one shown first on page 2 (its id, as the rules gave it, is in the log)
    rows = await svc.store.actions(p.game_id)
    assert chosen.id.split(">")[0] in [r.option_id for r in rows if r.user_id == str(alice.id)][-len(chosen.id.split(">")) :]
    # the page buttons and the select of the old state are refused and change nothing
    old_next, old_select = button(private, "Next"), select_of(private)
    assert old_next is not None and old_select is not None
    stale = await alice.click(private.message, custom_id=old_next.custom_id)
    assert any("out of date" in (a.content or "") for a in answers(stale))
    stale_pick = await alice.select(private.message, [old_select.options[0].value], custom_id=old_select.custom_id)
    assert any("out of date" in (a.content or "") for a in answers(stale_pick))
    assert (await svc.info(key)).version == after  # type: ignore[union-attr]
