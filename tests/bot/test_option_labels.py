"""Issue 33 points 1 and 9, issue 34's gloss: options a player can tell apart, as each adapter
shows them.

- No label over 100 characters (a Discord select cuts it there), no description over 100.
- No two options of one menu that read the same, label and description together.
- A card and its use in one step: the use first, then the card by its printed name.
- In Russian: the label names the card as printed (English), the description carries the gloss.
- Discord's select shows the label whole and the description beneath; buttons only where every
  label fits and none has a description; the console shows the same words.
- A hopeless option (odds 0) comes last, on a page of its own kind, saying why; a Cadre's removal
  says why it is offered.

Seeded games through the service (the adapters' own builders on each menu), a few dozen decisions
each, to stay fast.
"""

from __future__ import annotations

import random
from pathlib import Path

import discord
import pytest

from bot.console.layout import layout
from bot.core import i18n, menus
from bot.core.menus import CHAIN
from bot.core.replies import PromptFor
from bot.core.service import GameService
from bot.core.texts import country_regions
from bot.discord.menus import MENU_PAGE, menu_pages
from bot.discord.views import PAGE_SIZE, prompt_view, uses_buttons
from engine import Option
from engine.data import CARDS

LIMIT = 100


def described(o: object) -> str:
    """An option's description ("" where the option has none)."""
    return getattr(o, "description", "") or ""


async def _open(tmp_path: Path) -> GameService:
    svc = await GameService.open(tmp_path / "labels.sqlite3", images=False)
    svc.menu_limit = MENU_PAGE  # (as the Discord adapter sets it: chains fitted to one select)
    return svc


async def _two_player(svc: GameService, seed: int, position: dict | None = None) -> None:
    """Ann (US) and Bob (Jihadist) at a started 2-player game in channel "c"."""
    assert (await svc.create("c", "u1", "Ann", players="two", seed=seed, position=position)).ok
    assert (await svc.join("c", "u2", "Bob")).ok
    assert (await svc.start("c", "u1")).ok


def _selects(prompt: PromptFor) -> list[list[discord.SelectOption]]:
    """Every page of the prompt's menu as Discord's select holds it."""
    out = []
    for page in range(len(menu_pages(prompt.shown, PAGE_SIZE, prompt.lang))):
        view = prompt_view(prompt, page)
        items = [getattr(item, "item", item) for item in view.children]  # (a DynamicItem's own item)
        out += [item.options for item in items if isinstance(item, discord.ui.Select)]
    return out


def check_menu(prompt: PromptFor) -> None:
    """What every menu must be (the issue's aims), in the core's words and in Discord's and the
    console's forms."""
    shown = prompt.shown
    for o in shown:
        assert len(o.label) <= LIMIT, f"label over {LIMIT}: {o.label!r}"
        assert len(described(o)) <= LIMIT, f"description over {LIMIT}: {described(o)!r}"
    read = [(o.label, described(o)) for o in shown]
    twins = {r for r in read if read.count(r) > 1}
    assert not twins, f"options that read the same in {prompt.text!r}: {sorted(twins)[:3]}"
    # a card and its use: the use first, then the card by its printed name (as its catalog says)
    for o in shown:
        steps = o.id.split(CHAIN)
        if len(steps) == 2 and steps[0].startswith("play:") and steps[1] != "event":
            n = int(steps[0].removeprefix("play:"))
            printed = f"#{n} {i18n.t(prompt.lang, f'card-{n}-name')}"
            assert o.label.endswith(f" — {printed}") and not o.label.startswith(printed), o.label
    # Discord: buttons only for short labels without descriptions; a select shows them whole
    if uses_buttons(prompt):
        assert all(len(o.label) <= 80 and not described(o) for o in shown)
        assert len({o.label for o in shown}) == len(shown)
    else:
        pages = _selects(prompt)
        got = [s for page in pages for s in page]
        assert len(got) == len(shown)
        for s in got:
            o = shown[int(s.value)]
            assert len(s.label) <= LIMIT and s.label.endswith(o.label), (s.label, o.label)  # (nothing cut)
            assert (s.description or "") == described(o)
    # the console: the same words
    lines, order = layout(shown, full=True, lang=prompt.lang)
    text = "\n".join(lines)
    assert [o.id for o in order] == [o.id for o in shown]
    assert all(o.label in text and described(o) in text for o in shown)


async def _play(svc: GameService, ch: str, users: dict[str, str], seed: int, decisions: int) -> int:
    """Answer `decisions` prompts with a seeded choice among the menu's entries (chains too),
    checking each menu; the number of menus seen."""
    rng = random.Random(seed)
    seen = 0
    for _ in range(decisions):
        info = await svc.info(ch)
        if info is None or info.waiting_for is None:
            break
        user = users[info.waiting_for]
        p = (await svc.prompt(ch, user)).prompt
        assert p is not None
        check_menu(p)
        seen += 1
        r = await svc.act(ch, user, rng.choice(p.shown).id, p.version)
        assert r.ok, r.error
    return seen


#: the games played: how each is opened, who answers for which side, the seed, how many decisions
GAMES = {
    "two-player": ({"players": "two"}, {"us": "u1", "jihadist": "u2"}, 1, 60),
    "solo-us": ({"players": "solo"}, {"us": "u1"}, 2, 60),
    "jihadist-vs-us-bot": ({"players": "solo", "side": "jihadist", "level": "gentle"}, {"jihadist": "u1"}, 4, 30),
}


@pytest.mark.parametrize("game", list(GAMES))
async def test_a_game_s_menus_read_apart(tmp_path: Path, game: str) -> None:
    how, users, seed, decisions = GAMES[game]
    svc = await _open(tmp_path)
    try:
        assert (await svc.create("c", "u1", "Ann", seed=seed, **how)).ok  # type: ignore[arg-type]
        if "jihadist" in users and "us" in users:
            assert (await svc.join("c", "u2", "Bob")).ok
        assert (await svc.start("c", "u1")).ok
        assert await _play(svc, "c", users, seed, decisions) >= decisions * 2 // 3
    finally:
        await svc.close()


async def test_a_russian_game_names_cards_as_printed_and_glosses_them_beneath(tmp_path: Path) -> None:
    svc = await _open(tmp_path)
    try:
        assert (await svc.set_language("u1", "ru")).ok and (await svc.set_language("u2", "ru")).ok
        assert (await svc.create("c", "u1", "Аня", players="two", seed=1)).ok
        assert (await svc.join("c", "u2", "Боря")).ok
        assert (await svc.start("c", "u1")).ok
        glossed = 0
        rng = random.Random(1)
        for _ in range(40):
            info = await svc.info("c")
            assert info is not None and info.waiting_for is not None
            user = "u1" if info.waiting_for == "us" else "u2"
            p = (await svc.prompt("c", user)).prompt
            assert p is not None and p.lang == "ru"
            check_menu(p)
            for o in p.shown:
                n = int(o.id.split(CHAIN)[0].removeprefix("play:")) if o.id.startswith("play:") else None
                if n is None or n not in CARDS:
                    continue
                printed = i18n.t("ru", f"card-{n}-name")  # as printed (English; "US Election": as translated)
                assert printed == CARDS[n].name or n == 120
                assert f"#{n} {printed}" in o.label  # the printed name, no gloss
                gloss = i18n.card_gloss(n, "ru")
                if gloss:
                    assert gloss not in o.label
                    assert o.description.startswith(f"{CARDS[n].name} ({gloss})"), o.description
                    glossed += 1
            r = await svc.act("c", user, rng.choice(p.shown).id, p.version)
            assert r.ok, r.error
        assert glossed >= 10
    finally:
        await svc.close()


#: Moqtada al-Sadr (#54) alone in the US hand, Iraq without Troops: its Event cannot occur
MOQTADA = {"hands": {"us": [54], "jihadist": [48]}, "phase": "us"}


async def test_a_hand_of_only_moqtada_al_sadr_reads_apart(tmp_path: Path) -> None:
    """The issue's example: options 1-5 all read "Play #54 Moqtada al-Sadr (1 Op, Jihadist) (Event
    not playable now: it needs: Iraq holds at least…", cut there. Now each use comes first, the
    condition beneath."""
    svc = await _open(tmp_path)
    try:
        await _two_player(svc, 3, MOQTADA)
        p = (await svc.prompt("c", "u1")).prompt
        assert p is not None and p.kind == "card"
        check_menu(p)
        chains = [o for o in p.shown if o.id.startswith(f"play:54{CHAIN}")]
        assert len(chains) >= 3 and len(p.shown) >= 5, [o.label for o in p.shown]
        labels = [o.label for o in chains]
        assert "War of Ideas (1 Op) — #54 Moqtada al-Sadr" in labels
        assert all(o.description.startswith("Event not playable now: it needs: Iraq holds at least one Troop") for o in chains)
        selects = [s for page in _selects(p) for s in page]
        assert len({s.label for s in selects}) == len(selects)  # (as Discord shows them: no two alike)
        assert all(s.label.split(". ", 1)[1] in labels for s in selects if s.value in {str(p.shown.index(o)) for o in chains})
    finally:
        await svc.close()


async def test_a_cadre_removal_says_why_it_is_offered(tmp_path: Path) -> None:
    position = {"hands": {"jihadist": [48, 53], "us": [2]}, "countries": {"egypt": {"cadre": True}}}
    svc = await _open(tmp_path)
    try:
        await _two_player(svc, 3, position)
        p = (await svc.prompt("c", "u2")).prompt
        assert p is not None
        check_menu(p)
        cadre = next(o for o in p.shown if o.id == "cadre:egypt")
        assert cadre.label == "Remove the Cadre in Egypt"
        assert "4.8.4" in cadre.description and "Recruit" in cadre.description
    finally:
        await svc.close()


async def test_hopeless_options_come_last_and_say_why(tmp_path: Path) -> None:
    """A War of Ideas menu offers every legal country (the rules allow them), those that cannot
    succeed now last, on the last page of Discord's menu, each saying why."""
    position = {"hands": {"us": [2, 3], "jihadist": [48]}, "phase": "us"}  # (#3 CTR: 1 Op)
    svc = await _open(tmp_path)
    try:
        await _two_player(svc, 3, position)
        p = (await svc.prompt("c", "u1")).prompt
        assert p is not None
        r = await svc.act("c", "u1", f"play:3{CHAIN}ops:woi", p.version)
        assert r.ok, r.error
        p = (await svc.prompt("c", "u1")).prompt
        assert p is not None and all(o.id.startswith("country:") for o in p.options)
        check_menu(p)
        odds = [o.odds for o in p.shown if o.id.startswith("country:")]
        hopeless = [o for o in p.shown if o.odds == 0]
        assert hopeless and odds == sorted(odds, key=lambda x: -(x or 0))  # (the best first)
        assert all(o.description.startswith("No chance now") for o in hopeless)
        laid = menu_pages(p.shown, PAGE_SIZE)
        last = [i for _, ixs in laid for i in ixs][-len(hopeless) :]
        assert {p.shown[i].id for i in last} == {o.id for o in hopeless}
        if len(laid) > 1:
            assert laid[-1][0].endswith("No chance now")
    finally:
        await svc.close()


def test_a_long_country_menu_puts_its_hopeless_options_on_its_last_page() -> None:
    """Two pages of countries by region, those at 0 % (legal, so offered) after every region."""
    countries = sorted(country_regions())[:34]
    options = [
        Option(f"country:{c}", c, 0.0 if i % 5 == 0 else 0.5, "", "No chance now: 5+ needed → 0%" if i % 5 == 0 else "")
        for i, c in enumerate(countries)
    ]
    options.sort(key=lambda o: -(o.odds or 0))  # (as the core orders them: `by_relevance`)
    laid = menu_pages(options, PAGE_SIZE)
    assert len(laid) == 2
    order = [i for _, ixs in laid for i in ixs]
    hopeless = [i for i, o in enumerate(options) if o.odds == 0]
    assert order[-len(hopeless) :] == hopeless and laid[-1][0].endswith("No chance now")
    assert all(set(ixs) & set(hopeless) == set() for _, ixs in laid[:-1])


async def test_two_cards_of_one_name_read_apart(tmp_path: Path) -> None:
    """Special Forces #8 and #9 in one hand: each card's uses name it by number ("Event — #8
    Special Forces"), where the Event's own label names it alone ("Event: Special Forces")."""
    svc = await _open(tmp_path)
    try:
        position = {"hands": {"us": [8, 9], "jihadist": [48]}, "phase": "us"}
        await _two_player(svc, 3, position)
        p = (await svc.prompt("c", "u1")).prompt
        assert p is not None
        check_menu(p)
        for n in (8, 9):
            uses = [o.label for o in p.shown if o.id.startswith(f"play:{n}{CHAIN}")]
            assert uses and all(label.endswith(f" — #{n} Special Forces") for label in uses), uses
    finally:
        await svc.close()


def test_options_the_rules_offer_twice_in_the_same_words_are_told_apart() -> None:
    """Two Plots of one value in one country: the same words, whichever is resolved first."""
    twins = [Option("plot:iraq:0", "Plot 2 in Iraq"), Option("plot:iraq:1", "Plot 2 in Iraq"), Option("plot:iran:0", "Plot 1 in Iran")]
    for lang, said in (("en", "1 of 2: the same choice"), ("ru", "1 из 2: тот же выбор")):
        got = menus.apart(twins, lang)
        assert [o.id for o in got] == [o.id for o in twins]
        assert len({(o.label, described(o)) for o in got}) == 3
        assert described(got[0]) == said and described(got[2]) == ""


def test_a_note_moved_from_one_label_leaves_the_whole_menu() -> None:
    """A label over 100 characters gives its bracketed note to its description; the same note
    leaves the other labels of the menu too, so that the menu reads alike."""
    note = "не определены: бросок на взгляды"
    options = [
        Option(f"country:{c}", f"{name} ({note}) — Идеологическая борьба: Жёсткие меры, как у США, 33%")
        for c, name in (("benelux", "Бенилюкс"), ("eastern_europe", "Восточная Европа"), ("united_kingdom", "Великобритания"))
    ]
    assert [len(o.label) > LIMIT for o in options] == [False, True, True]
    got = menus.apart(options, "ru")
    assert [o.label.split(" — ")[0] for o in got] == ["Бенилюкс", "Восточная Европа", "Великобритания"]
    assert all(described(o) == note and len(o.label) <= LIMIT for o in got)
