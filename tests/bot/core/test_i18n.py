"""The service's message catalog (bot/core/i18n.py, bot/core/locales, over the engine's): it parses,
English is generated from engine/data, a missing translation falls back to English and is logged, unknown languages are
refused with the list, and names typed in Russian are understood."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.core import i18n
from engine.data import CARDS, COUNTRIES


def test_every_catalog_parses_and_english_is_generated_from_the_data() -> None:
    cats = i18n.catalogs()
    assert set(cats) == set(i18n.LANGUAGES) == {"en", "ru"}
    for path, text in i18n.generated().items():  # the engine's en/names.ftl and the service's en/data.ftl
        assert path.read_text(encoding="utf-8") == text, f"{path} is stale: run `python -m bot.core.i18n`"
    assert set(i18n.generated()) == {i18n.GENERATED, i18n.GENERATED_NAMES}


def test_the_service_reads_the_engines_catalog_beside_its_own() -> None:
    """One lookup over both: the engine's messages and names and the service's words, each id in
    one home (the engine's catalog holds no id of the service's)."""
    from engine import i18n as engine_i18n

    for lang, cat in i18n.catalogs().items():
        engine = engine_i18n.catalogs()[lang]
        assert engine.ids < cat.ids and cat.variables["woi-roll"] == engine.variables["woi-roll"]
        assert "language-set" in cat.ids and "language-set" not in engine.ids
    assert i18n.t("ru", "country-iraq") == "Ирак" and i18n.t("en", "card-17-effect").startswith(CARDS[17].effect[:20])


def test_the_generated_english_gives_back_every_fact_exactly() -> None:
    """Braces, leading `[`/`*`/`.`, indented lines and blanks survive the catalog unchanged."""
    facts = i18n.english_data()
    assert len(facts) > 1000
    for msg_id, text in facts:
        assert i18n.t("en", msg_id) == text, msg_id


@pytest.mark.parametrize(
    "text",
    [
        "a {brace} here",
        "  leading and trailing  ",
        "line one\n  [bracket\n*star\n.dot\n\nafter blank",
        "   - all\n   - indented",
    ],
)
def test_ftl_message_round_trips_awkward_text(tmp_path: Path, text: str) -> None:
    folder = tmp_path / "xx"
    folder.mkdir()
    (folder / "a.ftl").write_text(i18n.ftl_message("m", text) + "\n", encoding="utf-8")
    cat = i18n.parse_folder("en", folder)
    value, errors = cat.bundle.format_pattern(cat.bundle.get_message("m").value, {})
    assert (value, errors) == (text, [])


def test_a_file_that_does_not_parse_is_refused_with_its_file_and_line(tmp_path: Path) -> None:
    folder = tmp_path / "ru"
    folder.mkdir()
    (folder / "good.ftl").write_text("ok = fine\n", encoding="utf-8")
    (folder / "bad.ftl").write_text("first = one\nsecond = { $unclosed\nthird = three\n", encoding="utf-8")
    with pytest.raises(i18n.CatalogError, match=r"bad\.ftl:2"):
        i18n.parse_folder("ru", folder)


def test_the_catalogs_keep_no_source_spans() -> None:
    """The parsed catalogs live as long as the process: without the parser's spans they are a
    third fewer objects for each full garbage collection to walk (a syntax error still names its
    line: the test above)."""
    for cat in i18n.catalogs().values():
        for msg_id in cat.variables:
            msg = cat.bundle.get_message(msg_id)
            assert msg.span is None and msg.value.span is None, msg_id


def test_an_id_given_twice_is_refused(tmp_path: Path) -> None:
    folder = tmp_path / "ru"
    folder.mkdir()
    (folder / "a.ftl").write_text("same = one\n", encoding="utf-8")
    (folder / "b.ftl").write_text("same = two\n", encoding="utf-8")
    with pytest.raises(i18n.CatalogError, match="given twice"):
        i18n.parse_folder("ru", folder)


def test_a_missing_translation_falls_back_to_english_and_is_logged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    for lang, text in (
        ("en", "hello = Hello, { $name }!\nonly-en = Only English\n"),
        ("ru", "hello = Привет, { $name }!\n"),
    ):
        (tmp_path / lang).mkdir()
        (tmp_path / lang / "ui.ftl").write_text(text, encoding="utf-8")
    monkeypatch.setattr(i18n, "LOCALES", tmp_path)
    i18n.catalogs.cache_clear()
    try:
        assert i18n.t("ru", "hello", name="Аня") == "Привет, Аня!"
        with caplog.at_level(logging.WARNING, logger="bot.core.i18n"):
            assert i18n.t("ru", "only-en") == "Only English"
        assert "no ru text for only-en" in caplog.text
        with pytest.raises(LookupError):
            i18n.t("ru", "nowhere")
    finally:
        i18n.catalogs.cache_clear()


def test_an_unknown_language_is_refused_with_the_list() -> None:
    assert i18n.language(" RU ") == "ru"
    with pytest.raises(i18n.UnknownLanguage) as err:
        i18n.language("de")
    assert "'de'" in str(err.value) and "en (English)" in str(err.value) and "ru (Русский)" in str(err.value)


def test_discord_locales_map_to_our_languages() -> None:
    assert i18n.from_locale("ru") == "ru"
    assert i18n.from_locale("en-US") == "en" and i18n.from_locale("en-GB") == "en"
    assert i18n.from_locale("pt-BR") is None and i18n.from_locale(None) is None


def test_russian_country_names_as_the_official_translation_names_them() -> None:
    assert i18n.t("ru", "country-pakistan") == "Пакистан"
    assert i18n.t("ru", "country-iraq") == "Ирак"
    assert i18n.t("ru", "country-saudi_arabia") == "Саудовская Аравия"
    assert i18n.t("ru", "country-central_asia") == "Центральная Азия"
    names = [i18n.t("ru", i18n.country_msg(c)) for c in COUNTRIES]
    assert len(set(names)) == len(COUNTRIES) and all(any("а" <= ch <= "я" for ch in n.lower()) for n in names)


def test_names_typed_in_any_language_are_found() -> None:
    assert i18n.find_country("Пакистан") == "pakistan"
    assert i18n.find_country("  ирак ") == "iraq"
    assert i18n.find_country("Saudi Arabia") == "saudi_arabia"
    assert i18n.find_country("gulf states") == "gulf_states"
    assert i18n.find_country("Атлантида") is None
    assert i18n.find_cards("ФСБ") == [17]
    assert i18n.find_cards("Талибан") == [93]
    assert i18n.find_cards("Predator") == [23, 24, 25]
    assert i18n.find_cards("Беспилотник") == [23, 24, 25]
    assert i18n.find_cards("#112") == [112] and i18n.find_cards("121") == []
    assert i18n.find_cards("врата иджтихада") == [47, 94]


def test_every_card_has_a_russian_name() -> None:
    for n in CARDS:
        assert i18n.has(i18n.card_msg(n), "ru"), n


def test_words_are_handed_to_a_renderer_as_a_callable() -> None:
    """render/ never imports bot: it is given `words(lang)`, message id and arguments to text."""
    ru, en = i18n.words("ru"), i18n.words("en")
    assert ru("country-iraq") == "Ирак" and en("country-iraq") == "Iraq"
    assert ru("card-ops", ops="3") == "Операции 3"


def test_the_us_bot_levels_english_words_are_the_engines() -> None:
    """The catalog's English for each US bot level is what engine/usbot says (one source), and a
    Russian reader gets the levels in Russian, named as they are typed."""
    from bot.core.words import US_BOT_LEVEL_MSGS, US_BOT_LEVELS, us_bot_levels

    assert set(US_BOT_LEVEL_MSGS) == set(US_BOT_LEVELS)
    for key, lv in US_BOT_LEVELS.items():
        assert i18n.t("en", US_BOT_LEVEL_MSGS[key]) == f"{lv.title}; {lv.strength}"
    assert us_bot_levels() == "; ".join(f"{k} ({i18n.t('en', m)})" for k, m in US_BOT_LEVEL_MSGS.items())
    assert us_bot_levels("ru").startswith("gentle (простая эвристика")


def test_the_quick_wording_gives_fluents_text_for_every_message_or_leaves_it_to_fluent() -> None:
    """The engine's quick wording (tests/engine/test_catalog.py) holds for the service's messages too."""
    from tests.engine.test_catalog import check_quick_wording

    check_quick_wording(i18n.catalogs())


def test_numbers_that_name_a_game_are_written_without_grouping_and_keep_their_plurals() -> None:
    """A game's number reads "#1234" (Fluent's default would write "#1,234" and "#1 234")."""
    en = i18n.t("en", "console-recheck-ok", game=1234, channel="c", status="active", count=1)
    assert en == "game #1234 (c, active): 1 decision replays; snapshot refreshed"
    ru = i18n.t("ru", "console-recheck-ok", game=1234, channel="c", status="active", count=1002)
    assert ru.startswith("партия #1234 (c, active): 1\xa0002 решения воспроизводятся")
    assert "11 решений" in i18n.t("ru", "console-recheck-ok", game=5, channel="c", status="active", count=11)
    # a quantity keeps its grouping: "at most 65,536" bytes
    assert "2,000 decisions" in i18n.t("en", "console-recheck-ok", game=5, channel="c", status="active", count=2000)


def test_a_leaked_markers_name_in_the_event_box_is_said_in_the_readers_language() -> None:
    """Leak flips a US marker to "Leak: <name>" (the only marker of the event box that is not a
    card's name alone): both names as the Russian catalog gives them (the printed names, as the
    official translation keeps them; issue 34), each looked up."""
    assert i18n._card_named("Leak: Renditions", "ru") == "Leak: Renditions"
    assert i18n._card_named("Leak: US Election", "ru") == "Leak: Выборы в США"
    assert i18n._card_named("US Election: Renditions", "ru") == "Выборы в США: Renditions"
    assert i18n._card_named("Leak: Renditions", "en") == "Leak: Renditions"
    assert i18n._card_named("Not a card: Renditions", "ru") == "Not a card: Renditions"
