"""The console in Russian: `--lang ru` / LABYRINTH_LANG, the `language` command, and answers that
name a country or a card in Russian."""

from __future__ import annotations

import io
import re
import sys
from pathlib import Path

import pytest

import bot.__main__ as entry
from bot.console.console import Console
from bot.core.config import load_config
from bot.core.replies import PromptFor
from bot.core.service import GameService
from engine.game import Option


async def console_run(tmp_path: Path, text: str, lang: str = "en") -> str:
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    out = io.StringIO()
    try:
        await Console(svc, io.StringIO(text), out, user_id="me", user_name="Ann", lang=lang).run()
    finally:
        await svc.close()
    return out.getvalue()


async def test_rules_and_cards_in_the_consoles_language(tmp_path: Path) -> None:
    out = await console_run(tmp_path, "n\nrules 17\ncard Талибан\nrules 4.3.3\nrules скачок цен на нефть\n", lang="ru")
    assert "#17 FSB (ФСБ) (Операции 2, США)" in out  # the name as printed, with ours (issue 34)
    assert "#93 Taliban (Талибан) (Операции 3, Исламисты)" in out
    assert "#117 Oil Price Spike (Скачок цен на нефть) (Операции 3, Нейтральное, ВРЕМЕННОЕ)" in out
    assert "§4.3.3 Израиль\nУ Израиля всегда жёсткие меры." in out


async def test_the_language_command_switches_and_is_kept(tmp_path: Path) -> None:
    out = await console_run(tmp_path, "n\nlanguage ru\nrules 4.3.3\nlanguage xx\nlanguage\n")
    assert "Игра будет показана вам на языке: Русский." in out
    assert "§4.3.3 Израиль" in out
    assert "! Неизвестный язык 'xx'. Языки: en (English), ru (Русский)." in out
    assert "Ваш язык: Русский (ваш выбор)." in out
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    try:
        assert await svc.language_of("me") == "ru"  # kept in the database for the next start
    finally:
        await svc.close()


async def test_answers_name_countries_and_cards_in_russian(tmp_path: Path) -> None:
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    try:
        c = Console(svc, io.StringIO(""), io.StringIO(), user_id="me", lang="ru")
        c.current = PromptFor(
            game_id=1, user_id="me", user_name="Ann", role="us", text="Where?", kind="country", version=1,
            options=[
                Option(id="country:pakistan", label="Pakistan"),
                Option(id="country:iraq", label="Iraq"),
                Option(id="play:17", label="#17 FSB"),
            ],
        )  # fmt: skip
        assert [o.id for o in c.matches("Пакистан")] == ["country:pakistan"]
        assert [o.id for o in c.matches("ирак")] == ["country:iraq"]
        assert [o.id for o in c.matches("ФСБ")] == ["play:17"]
        assert c.matches("Атлантида") == []
        assert "Пакистан" in c.words() and "ФСБ" in c.words()
    finally:
        await svc.close()


def test_lang_flag_and_setting(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("LABYRINTH_DB", str(tmp_path / "x.sqlite3"))
    monkeypatch.setattr(sys, "stdin", io.StringIO("n\nrules 4.3.3\n"))
    assert entry.main(["--lang", "ru"]) == 0
    assert "§4.3.3 Израиль" in capsys.readouterr().out
    monkeypatch.setenv("LABYRINTH_LANG", "ru")
    monkeypatch.setattr(sys, "stdin", io.StringIO("n\nrules 4.3.3\n"))
    assert entry.main([]) == 0
    assert "§4.3.3 Израиль" in capsys.readouterr().out
    assert entry.main(["--lang", "de"]) == 2
    assert "Unknown language 'de'. Languages: en (English), ru (Русский)." in capsys.readouterr().err
    assert load_config({"LABYRINTH_LANG": "RU"}, None).language == "ru"
    with pytest.raises(ValueError, match="Languages: en"):
        load_config({"LABYRINTH_LANG": "fr"}, None)


def test_a_broken_catalog_stops_the_bot_at_start_up(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.core import i18n

    for lang in i18n.LANGUAGES:
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "ui.ftl").write_text("fine = Fine\n", encoding="utf-8")
    (tmp_path / "ru" / "ui.ftl").write_text("fine = Хорошо\nbroken = { $oops\n", encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALES", tmp_path)
    i18n.catalogs.cache_clear()
    try:
        assert entry.main([]) == 2
        assert "Message catalog error: ru/ui.ftl:2" in capsys.readouterr().err
    finally:
        i18n.catalogs.cache_clear()


#: English prose words: none may be left in a Russian help (the commands typed stay English)
PROSE = {"the", "and", "your", "with", "game", "games", "open", "take", "give", "this", "every", "what", "each", "show"}


def _latin_outside_code(text: str) -> list[str]:
    text = re.sub(r"`[^`]*`", " ", text)
    return [w for w in re.findall(r"[^\W\d_]{3,}", text) if not re.search("[а-яё]", w, re.IGNORECASE)]


async def test_help_in_russian_for_a_russian_reader(tmp_path: Path) -> None:
    """Issue 23: `help` (the commands' and the challenges' lists, the US bot's levels) in the
    console's language; only the words typed stay English."""
    english = await console_run(tmp_path, "n\nhelp\nchallenge\n")
    assert "open a game" in english and "Challenges (everyone plays" in english and "wins about 53%" in english
    out = await console_run(tmp_path, "n\nlanguage ru\nhelp\nchallenge\nchallenge fly\n")
    assert "Команды (те же, что у бота в Discord):" in out
    assert "открыть партию" in out and "ваша рука (руки) и теракты" in out
    assert "Вызовы (все играют одну и ту же тайную колоду" in out and "Записи завершённых партий:" in out
    assert "expert (проверяет 4 свои лучшие карты" in out  # the US bot's levels, named as typed
    assert "! Неизвестная команда вызовов 'fly'." in out and "До встречи. Партия сохранена" in out
    shown = out.split("Игра будет показана вам на языке: Русский.")[1]
    latin = set(_latin_outside_code(shown)) - {"fly"}  # what was typed
    assert latin <= set(re.findall(r"[^\W\d_]{3,}", english)), latin - set(re.findall(r"[^\W\d_]{3,}", english))
    assert not latin & PROSE, latin & PROSE


async def test_the_challenge_and_record_commands_answer_in_the_consoles_language(tmp_path: Path) -> None:
    """Issue 23: the console's challenge, record, replay and stats replies in Russian."""
    text = "n\nchallenge new bogus\nchallenge new colour=red\nchallenge new length=x\nrecord foo\nreplay x\nstats\nchallenge list\nchallenge mine\nrecord list\n"
    out = await console_run(tmp_path, text, lang="ru")
    assert "! Неизвестная настройка 'bogus'. Сценарии: " in out
    assert "! Неизвестная настройка 'colour': используйте length=, ideology=, side=, level=, title=." in out
    assert "! length — это 1, 2 или 3 (число колод)." in out
    assert "! Используйте `record list`, `record log <партия> [файл]` или `record export <партия> [файл]`." in out
    assert "! Используйте `replay <партия> [шаг]`: `replay 3` покажет шаг 1, `replay 3 5` — шаг 5." in out
    assert "Статистика игрока me: 0 партий (завершено: 0, прервано: 0, идёт: 0)" in out
    assert "Открытых вызовов нет. Объявите свой: `challenge new`." in out
    assert "Ваши попытки в вызовах:\nпока нет." in out
    assert "Завершённых партий пока нет." in out
    english = await console_run(tmp_path, "n\nrecord foo\nstats\n")
    assert "! Use `record list`, `record log <game> [file]` or `record export <game> [file]`." in english
    assert "Stats for me: 0 games (0 finished, 0 aborted, 0 running)" in english


async def test_the_consoles_own_lines_in_russian(tmp_path: Path) -> None:
    """The console's greeting, questions, refusals and labels in Russian; the bot's reasoning in a
    Russian game is hidden behind `why` as in English (told by the English line beside each)."""
    out = await console_run(
        tmp_path, "д\nxyz\n999999\nplay\nhistory x\nverbose maybe\nlanguage a b\nwhy\nabort\nн\n", lang="ru"
    )
    assert out.startswith("«Лабиринт: Война с терроризмом» — локальная консоль.")
    assert "Начать одиночную партию «Вперёд!»" in out
    for said in (
        "! Неизвестная команда 'xyz'.",
        "! '999999' — не вариант: введите номер от 1 до",
        "! Укажите вариант: `play 3`",
        "! `history` принимает число записей",
        "! Используйте `verbose on`",
        "! Используйте `language ru`",
        "Партия продолжается (не прервана).",
        "[лично для вас, сторона «США»]",
        "[канал]",
    ):
        assert said in out, said
    assert re.search(r"\(скрыто \d+ строк[аи]? с рассуждениями бота", out)
    assert "[почему]" in out  # `why` shows what was hidden
    console_lines = [ln for ln in out.splitlines() if ln.startswith(("! ", "[", "("))]
    assert console_lines and all(re.search("[а-яё]", ln, re.I) for ln in console_lines), console_lines
