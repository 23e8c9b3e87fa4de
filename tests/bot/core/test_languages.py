"""Who reads which language (docs/i18n.md): a player's own choice kept in the database (SQLite and
PostgreSQL), else their client's locale, else English; a game's language chosen at `new`; the
rules look-up, tables and card texts in the reader's language; names typed in Russian."""

from __future__ import annotations

from pathlib import Path

from bot.core.service import GameService
from bot.core.store_pg import open_store
from bot.core.texts import card_choices, card_hint, card_text, country_choices, lookup_text, rules_table, rules_text


async def test_a_players_choice_beats_the_client_locale_and_survives_a_restart(db_target: str | Path) -> None:
    svc = GameService(await open_store(db_target), images=False)
    try:
        assert await svc.language_of("ann") == "en"
        assert await svc.language_of("ann", "ru") == "ru"  # her Discord client is in Russian
        assert await svc.language_of("ann", "pt-BR") == "en"  # a language we do not speak
        r = await svc.set_language("ann", "ru")
        assert r.ok and r.private[0].text == "Игра будет показана вам на языке: Русский."
        assert await svc.language_of("ann", "en-US") == "ru"
    finally:
        await svc.close()
    svc = GameService(await open_store(db_target), images=False)
    try:
        assert await svc.language_of("ann", "en-US") == "ru"
        shown = await svc.set_language("ann", None, "en-US")
        assert shown.private[0].text.startswith("Ваш язык: Русский (ваш выбор).")
        back = await svc.set_language("ann", "default", "en-US")
        assert back.private[0].text == "You will read the game in English."
        assert await svc.language_of("ann", "ru") == "ru" and await svc.language_of("ann") == "en"
    finally:
        await svc.close()


async def test_an_unknown_language_is_refused_with_the_list_and_changes_nothing(tmp_path: Path) -> None:
    svc = await GameService.open(tmp_path / "g.sqlite3", images=False)
    try:
        await svc.set_language("ann", "ru")
        r = await svc.set_language("ann", "klingon")
        assert not r.ok and r.error == "Неизвестный язык 'klingon'. Языки: en (English), ru (Русский)."
        assert await svc.language_of("ann") == "ru"
        r = await svc.set_language("bob", "de")
        assert not r.ok and r.error == "Unknown language 'de'. Languages: en (English), ru (Русский)."
    finally:
        await svc.close()


async def test_a_game_keeps_the_language_it_was_opened_in(tmp_path: Path) -> None:
    svc = await GameService.open(tmp_path / "g.sqlite3", images=False)
    try:
        assert await svc.game_language("c1") == "en"
        r = await svc.create("c1", "ann", "Ann", settings={"language": "RU"})
        assert r.ok and await svc.game_language("c1") == "ru"
        bad = await svc.create("c2", "ann", "Ann", settings={"language": "xx"})
        assert not bad.ok and "Languages: en (English), ru (Русский)" in (bad.error or "")
        assert await svc.info("c2") is None
        await svc.create("c3", "ann", "Ann")
        assert await svc.game_language("c3") == "en"
    finally:
        await svc.close()


def test_cards_rules_and_tables_in_russian() -> None:
    fsb = card_text("17", "ru")
    assert fsb.startswith("#17 FSB (ФСБ) (Операции 2, США)")  # as printed, with our name (issue 34)
    assert "Игрок США смотрит всю руку исламиста." in fsb
    assert card_text("ФСБ", "ru") == fsb and card_text("фсб", "ru") == fsb
    assert card_text("FSB", "ru") == fsb  # the English name is understood in Russian too
    assert card_text("Талибан", "en").startswith("#93 Taliban (3 Ops, Jihadist)")
    assert card_text("Абракадабра", "ru") == "! Нет карты 'Абракадабра' (номера карт от 1 до 120)."
    section = lookup_text("8.4.2", "ru")
    assert section.startswith("§8.4.2 Большой джихад\nЕсли ячеек на 5+ больше, чем войск")
    assert lookup_text("8.4", "ru").splitlines()[2] == "Подразделы:"
    assert lookup_text("большой джихад", "ru").startswith("§8.4.2 Большой джихад")
    assert lookup_text("Вербовщики", "ru").startswith("Словарь: Вербовщики\n")
    assert lookup_text("9.9", "ru") == "! Нет раздела правил 9.9 (разделы идут от 1.0 до 9.7)."
    assert rules_text("zzz", "ru").startswith("Ничего не найдено по запросу 'zzz'")
    title, body = rules_table("table woi", "ru") or ("", "")
    assert title == "Идеологическая борьба в мусульманской стране (4.9.2, 7.2.1)"
    assert "Престиж низкий (1–3)" in body and "Соседний союзник с хорошим правительством" in body
    listed = lookup_text("tables", "ru")
    assert listed.startswith("Таблицы игры:") and "Бросок престижа" in listed
    hint = card_hint("How will you play #93 Taliban?", "US", "ru")
    assert hint[0] == "Событие карты #93 Taliban (Талибан):"
    assert hint[-1].startswith("Это карта стороны «Исламисты»")


def test_autocomplete_understands_names_typed_in_russian() -> None:
    assert ("#17 FSB (ФСБ)", "17") in card_choices("фсб", lang="ru")
    assert ("#17 FSB (ФСБ)", "17") in card_choices("FSB", lang="ru")
    assert [v for _, v in card_choices("Беспилот", lang="ru")] == ["23", "24", "25"]
    assert card_choices("bhutto") == [("#33 Benazir Bhutto", "33"), ("#60 Bhutto Shot", "60")]
    assert country_choices("Пакис", lang="ru") == [("Пакистан", "pakistan")]
    assert ("Ирак", "iraq") in country_choices("ирак", lang="ru")
    assert ("Iraq", "iraq") in country_choices("Ирак")
