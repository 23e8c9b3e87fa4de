"""Whole games in Russian through the service (issue 23): every text the service itself writes —
channel lines, refusals, private messages, status, hand, history, the prompt's framing — reads in
Russian for a Russian game and Russian players, and stays English for an English one.

The engine's own sentences (log lines, prompt texts, option labels) are worded by
`i18n.word(obj, lang)` from the engine's message ids, so the measure covers them too."""

from __future__ import annotations

import random
from pathlib import Path

from bot.core import i18n, texts, words
from bot.core.replies import Reply
from bot.core.service import GameService
from bot.discord.menus import is_numbered_page, menu_pages
from tests.russian_words import cyrillic_share

ANN, BOB = "100", "200"


def _cyrillic_share(chunks: list[str]) -> tuple[float, list[str]]:
    """The share of words of three letters or more that are Cyrillic, the cards' printed names,
    commands and ids left out (tests/russian_words.py); the others, for the message."""
    return cyrillic_share(chunks)


def _texts(r: Reply) -> list[str]:
    out = [*r.public, *(m.text for m in r.private)]
    out += [r.error] if r.error else []
    for b in r.blocks:
        out += [*([b.title] if b.title else []), *b.lines]
    for p in r.phases:
        out += [p.title, *p.lines]
    return out


def _prompt_texts(r: Reply) -> list[str]:
    p = r.prompt
    if p is None:
        return []
    return [p.text, *(o.label for o in p.shown)]


async def _play(svc: GameService, channel: str, players: dict[str, str], seed: int, limit: int = 4000) -> list[str]:
    """Play to the end choosing at random; every text the service wrote, with status, hand and
    history asked now and then, and a few refusals on the way."""
    rng = random.Random(seed)
    seen: list[str] = []
    r = await svc.start(channel, ANN)
    assert r.ok, r.error
    seen += _texts(r)
    for k in range(limit):
        p = r.prompt
        if p is None:
            break
        if k % 40 == 0:
            for extra in (await svc.status(channel), await svc.hand(channel, p.user_id), await svc.history(channel, p.user_id, 5)):
                seen += _texts(extra)
            other = BOB if p.user_id == ANN else ANN
            i18n.READER.set(svc.lang_for(other))
            if other in players:
                seen += _texts(await svc.act(channel, other, p.options[0].id))  # not their turn: refused
            i18n.READER.set("ru")  # a passer-by whose client is in Russian
            seen += _texts(await svc.act(channel, "stranger", p.options[0].id))  # not seated
        i18n.READER.set(svc.lang_for(p.user_id))
        seen += _prompt_texts(r)
        r = await svc.act(channel, p.user_id, rng.choice(p.shown).id, p.version)
        assert r.ok, r.error
        seen += _texts(r)
    assert r.prompt is None, "the game did not end"
    seen += _texts(await svc.status(channel))
    return [s for s in seen if s]


async def test_a_whole_solo_game_in_russian_reads_in_russian(tmp_path: Path) -> None:
    svc = await GameService.open(tmp_path / "g.sqlite3", images=False)
    try:
        await svc.set_language(ANN, "ru")
        i18n.READER.set(await svc.language_of(ANN))
        r = await svc.create("c1", ANN, "Аня", players="solo", seed=7, settings={"language": "ru"})
        assert r.ok, r.error
        seen = _texts(r) + await _play(svc, "c1", {ANN: "ru"}, seed=7)
        share, latin = _cyrillic_share(seen)
        assert share >= 0.95, sorted(set(latin))[:80]
        joined = "\n".join(seen)
        assert "Игра окончена" in joined or "Итог:" in joined
        assert "Сейчас не ваш ход" not in joined  # solo: nobody else sits
        assert "Вы не участвуете в этой партии." in joined
    finally:
        await svc.close()


async def test_a_whole_two_player_game_each_reads_their_own_language(tmp_path: Path) -> None:
    """A Russian game with a Russian and an English player: the channel's lines and Ann's in
    Russian, Bob's private messages and refusals in English."""
    svc = await GameService.open(tmp_path / "g.sqlite3", images=False)
    try:
        await svc.set_language(ANN, "ru")
        await svc.language_of(BOB, "en-US")
        i18n.READER.set("ru")
        assert (await svc.create("c2", ANN, "Аня", settings={"language": "ru"})).ok
        i18n.READER.set("en")
        assert (await svc.join("c2", BOB, "Боб")).ok
        i18n.READER.set("ru")
        rng = random.Random(3)
        r = await svc.start("c2", ANN)
        russian: list[str] = list(r.public)
        bobs: list[str] = []
        for k in range(3000):
            p = r.prompt
            if p is None:
                break
            assert p.lang == ("ru" if p.user_id == ANN else "en")
            (russian if p.user_id == ANN else bobs).append(p.text)
            if k % 50 == 0 and p.user_id == ANN:
                i18n.READER.set("en")
                refused = await svc.act("c2", BOB, p.options[0].id)
                assert not refused.ok and refused.error and refused.error.startswith("It is not your turn")
            i18n.READER.set(svc.lang_for(p.user_id))
            r = await svc.act("c2", p.user_id, rng.choice(p.shown).id, p.version)
            assert r.ok, r.error
            russian += [*r.public, *(b.title or "" for b in r.blocks)]
            russian += [m.text for m in r.private if m.user_id == ANN]
            bobs += [m.text for m in r.private if m.user_id == BOB]
        assert r.prompt is None
        share, latin = _cyrillic_share(russian)
        assert share >= 0.95, sorted(set(latin))[:80]
        assert bobs and _cyrillic_share(bobs)[0] < 0.2  # Bob reads English
        i18n.READER.set("en")
        hand = await svc.hand("c2", BOB)
        assert not hand.ok or all("Ваш" not in m.text for m in hand.private)
    finally:
        await svc.close()


async def test_an_english_game_keeps_its_english_words(tmp_path: Path) -> None:
    svc = await GameService.open(tmp_path / "g.sqlite3", images=False)
    try:
        i18n.READER.set("en")
        r = await svc.create("c3", ANN, "Ann", players="solo", seed=5)
        assert r.public[-1] == "Use `start` to begin."
        r = await svc.start("c3", ANN)
        status = (await svc.status("c3")).public[0]
        assert status.startswith("Game #1 (active): Let's Roll!, 1-player, Standard (1 deck), Ideology normal")
        assert "Victory (9.1, 1-player):" in status and "Waiting for " in status
    finally:
        await svc.close()


def test_the_service_words_sides_phases_levels_and_durations_in_russian() -> None:
    assert words.role_label("us", "ru") == "США" and words.role_label("jihadist", "ru") == "Исламисты"
    assert words.phase_name("us", "ru") == "Фаза действий США"
    assert words.level_name("low_intensity", "ru") == "Малая интенсивность"
    assert words.duration_words(3 * 86400 + 3600 * 4, "ru") == "3 дня 4 ч"
    assert words.duration_words(5 * 86400, "ru") == "5 дней"
    assert words.duration_words(5 * 86400, "en") == "5 days"
    assert words.waiting_line("ru", "Аня (США)") == "Ждём решения: Аня (США)."




def test_a_long_menu_in_russian_names_its_pages_in_russian() -> None:
    from engine.data import COUNTRIES
    from engine.game import Option

    countries = [Option(id=f"country:{cid}", label=cid) for cid in COUNTRIES]
    en = menu_pages(countries)
    ru = menu_pages(countries, lang="ru")
    assert [ixs for _, ixs in en] == [ixs for _, ixs in ru] and len(ru) > 1
    assert any("Ближний Восток" in title for title, _ in ru) and not any("Middle East" in title for title, _ in ru)
    numbered = menu_pages([Option(id=f"x:{i}", label=str(i)) for i in range(30)], lang="ru")
    assert [title for title, _ in numbered] == ["Варианты 1–25", "Варианты 26–30"]
    assert is_numbered_page(numbered[0][0]) and is_numbered_page("Options 1-25")
    assert not is_numbered_page(ru[0][0])


async def test_reminders_in_a_russian_game_are_said_in_russian(tmp_path: Path) -> None:
    from bot.core.clock import Clock, parse_time

    svc = await GameService.open(tmp_path / "g.sqlite3", images=False)
    try:
        i18n.READER.set("ru")
        await svc.create("c4", ANN, "Аня", settings={"language": "ru", "deadline_hours": 10, "forfeit": True})
        await svc.join("c4", BOB, "Боб")
        await svc.start("c4", ANN)
        row = await svc.store.live_game("c4")
        assert row is not None
        clock = Clock(svc, reminder_minutes=60)
        t0 = parse_time(row.idle_since)
        note = await clock.decide(row, t0 + 61 * 60)
        assert note is not None and note.text is not None
        assert note.text.startswith(f"🔔 <@{BOB}>, партия №1 ждёт вашего решения (Исламисты) уже 1 ч"), note.text
        warned = await clock.decide(row, t0 + 7.6 * 3600)
        assert warned is not None and "осталось около" in (warned.text or "")
        lost = await clock.decide(row, t0 + 10.1 * 3600)
        assert lost is not None and lost.forfeit is not None
        assert lost.forfeit.public[0].startswith("⏰ Срок в 10 ч истёк") and "Боб" in lost.forfeit.public[1]
    finally:
        await svc.close()


def test_a_country_in_russian_words_with_plurals() -> None:
    from engine import Game

    view = Game.new("lets_roll", players="two", seed=1).view(None)
    c = next(x for x in view.countries if x.id == "afghanistan")
    c = c.model_copy(update={"troops": 2, "sleepers": 5, "actives": 1, "cadre": True, "plots": 3})
    en, ru = texts.country_summary(c), texts.country_summary(c, "ru")
    assert "2 Troops, 5 Sleeper Cells, 1 Active Cell, Cadre, 3 Plots" in en
    assert "2 кубика войск, 5 спящих ячеек, 1 активная ячейка, вербовщики, 3 теракта" in ru
    board = texts.countries_text(i18n.localized_view(view, "ru"), "ru")
    assert board.startswith("Мусульманские страны (ресурсы в скобках):") and "Афганистан:" in board
    share = _cyrillic_share([board])[0]
    assert share >= 0.95


async def test_a_russian_game_posts_its_own_pictures(tmp_path: Path) -> None:
    """The same game in English and in Russian: the same public view, a picture for each language."""
    pictures: dict[str, list[bytes]] = {}
    for lang in ("en", "ru"):
        svc = await GameService.open(tmp_path / f"{lang}.sqlite3", images=True)
        try:
            i18n.READER.set(lang)
            await svc.create("c", ANN, "Аня", players="solo", seed=11, settings={"language": lang})
            r = await svc.start("c", ANN)
            assert r.ok and len(r.images) == 2  # the whole board (a new turn) and the close-up
            pictures[lang] = [i.png for i in r.images]
            assert r.lang == lang
        finally:
            await svc.close()
    # the whole board (names and labels) and the close-up (its title, tracks and note) in Russian
    assert all(a != b for a, b in zip(pictures["en"], pictures["ru"], strict=True))


def test_a_russian_turn_post_leaves_the_bots_reasoning_out_by_its_message_ids() -> None:
    """The channel shows what the solitaire bot did, not why (issue 19), in Russian too: the
    reasoning lines are known by their Gists, decided from the log entries' message ids."""
    from bot.core.replies import REASONING
    from bot.core.routing import phase_blocks
    from bot.core.texts import tidy_log
    from engine import Game

    g = Game.new("lets_roll", "solo", seed=3)
    while not any(e.text.startswith("Jihadist bot: ") for e in g.state.log) and (p := g.prompt()) is not None:
        g.act(p.role, p.options[0].id)
    public = [e for e in g.state.log if e.to is None]
    blocks = phase_blocks(public, "ru")
    reasoning = sum(1 for b in blocks for x in b.gists if x.weight == REASONING)
    assert reasoning == sum(1 for e in public if e.text.startswith(("Jihadist bot: ", "Random country: "))) > 0
    hidden = 0
    for b in blocks:
        lines, n = tidy_log(b.lines, set(), brief=True, gists=b.gists)
        hidden += n
        assert len(lines) + n == len(b.lines)
        assert not any(line.startswith("Бот-исламист: ") for line in lines)
    assert hidden == reasoning
