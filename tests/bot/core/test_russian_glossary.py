"""Russian as the rulebook says it (issue 34): every Russian catalog uses the official translation's
terms in their forms (its «СЛОВАРЬ ИГРОВЫХ ТЕРМИНОВ» and running text), writes them in lower case
inside sentences, and titles the rules' sections with the translation's headings.

The catalogs are found by their place, `*/locales/ru/*.ftl` anywhere under the repository, so the
engine's catalogs are checked wherever they live (bot/core/locales/ru or engine/locales/ru)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.core import i18n

ROOT = Path(__file__).resolve().parents[3]


def russian_catalogs() -> list[Path]:
    found: list[Path] = []
    for top in sorted(ROOT.iterdir()):
        if top.is_dir() and not top.name.startswith(".") and top.name not in ("tests", "docs"):
            found += top.rglob("locales/ru/*.ftl")
    return sorted(found)


#: (a wrong form, as a regular expression; the rulebook's form; the section that has it; the English term)
WRONG_FORMS: list[tuple[str, str, str, str]] = [
    (r"\bсредн(?:ий|его|ему|им|ем)\b", "умеренный (престиж)", "4.7.1", "medium-prestige"),
    (r"(?i)\bмаркер", "жетон", "4.8", "marker"),
    (
        r"(?i)\b(?:ячейк|клетк|ящик|пол[еяю])\w*\s+(?:временных\s+)?событий\b",
        "область событий",
        "4.7.7, 6.2.7",
        "event-box",
    ),
    (
        r"(?i)\b(?:ячейк|клетк|ящик)\w*\s+(?:1-го|первого)\s+теракт",
        "область первого теракта",
        "4.7.7.2",
        "first-plot-box",
    ),
    (r"(?i)\b1-го\s+теракт", "первый теракт", "4.7.7.2, 8.5.3", "first-plot"),
    (r"(?i)\bклетк\w*\s+(?:терактов\s+с\s+)?ОМП", "области терактов с ОМП", "4.7.8.1", "wmd-boxes"),
    (r"(?i)\bшкалы и клетки\b", "Шкалы и области", "4.7", "tracks-and-boxes"),
    (r"\bМЕТК[АУИ]\b", "MARK", "4.10.2, 6.2.7", "MARK"),
    (r"\bУБРАТЬ\b", "REMOVE", "4.10.3, 6.2.9", "REMOVE"),
    (r"(?i)\bисламистск\w*\s+революц", "Исламская революция", "8.4.4", "islamist-revolution"),
    (r"(?i)\bарсенал\w*\s+пакистана\b", "Пакистанский арсенал", "8.4.4.1", "pakistani-arsenal"),
    (r"(?i)\bнеблокированн", "непредотвращённые теракты", "5.2.3, 8.5.6", "unblocked-plots"),
    (r"(?i)\bценност(?:ью|ь\s+которой)", "достоинством 3 (карта достоинством 3)", "6.3.3, 7.5.1", "ops-value"),
    (
        r"(?i)\bстандарт\s*\(|стандартная игра|финал турнира|турнирная|\((?:одна|две|три) колод",
        "Стандартная, Турнир, Кампания",
        "3.3",
        "game-lengths",
    ),
    (r"\b[Вв]ойско\b", "есть войска, кубик войск", "4.6", "troops"),
    (r"(?i)\bбез метки\b", "неопределившаяся", "4.9.4", "unmarked"),
    (r"\{ \$side \} решает\b", "США решают, исламисты решают", "5.2.2", "sides-plural"),
    (r"(?i)\bстран\w*\s+смены\s+режима", "страна со сменившимся режимом", "7.3.4.1", "regime-change-country"),
    (r"(?i)\bштраф\w*\s+за\s+вопросы", "штраф за взгляды на ГВСТ", "4.7.2.1", "gwot-penalty"),
    (r"\bСдача:|\bсдачу\b", "раздача карт", "5.2.8", "deal"),
]

#: the official translation's heading of each section it has with our section's subject
HEADINGS: dict[str, str] = {
    "1.0": "Вступление", "2.0": "Условия победы", "3.0": "Подготовка к игре", "4.0": "Состав игры",
    "4.1": "Игровое поле", "4.1.2": "Религия", "4.2": "Мусульманские страны", "4.2.1": "Правительство", "4.2.3": "Отношение к США",
    "4.2.5": "Ресурсы", "4.2.6": "Нефть", "4.3": "Немусульманские страны", "4.3.1": "Правительство", "4.3.2": "Взгляды на борьбу с терроризмом",
    "4.3.3": "Израиль", "4.3.4": "Вербовка", "4.4": "Иран", "4.5": "Соседние страны",
    "4.6": "Террористические ячейки и вооружённые силы", "4.6.4": "Спящие и активные ячейки",
    "4.7": "Шкалы и области", "4.7.1": "Шкала престижа США", "4.7.2": "Мнение мирового сообщества",
    "4.7.2.1": "Штраф за взгляды на ГВСТ", "4.7.3": "Шкала вооружённых сил",
    "4.7.4": "Шкала финансирования террористов", "4.7.4.1": "Финансирование", "4.7.4.2": "Доступные ячейки",
    "4.7.5": "Шкала фаз действий", "4.7.6": "Счётчик победных очков", "4.7.7": "Область событий",
    "4.7.7.1": "Область временных событий", "4.7.7.2": "Область первого теракта", "4.7.8": "Доступные теракты",
    "4.7.8.1": "Области терактов с ОМП", "4.7.9": "Шкала резервов", "4.8": "Прочие жетоны",
    "4.8.1": "Жетоны терактов", "4.8.2": "Жетоны смены режима", "4.8.3": "Жетоны помощи/осаждённого режима",
    "4.8.4": "Жетоны вербовщиков", "4.9": "Таблицы", "4.9.2": "Таблица идеологической борьбы",
    "4.9.3": "Таблицы стран", "4.9.4": "Первичные проверки", "4.9.6": "Действия исламистов", "4.10": "Карты",
    "5.0": "Ход игры", "5.2": "Ходы", "5.2.2": "Фазы действий", "5.2.3": "Непредотвращённые теракты",
    "5.2.4": "Последняя карта игрока-США", "5.2.5": "Расходы и дипломатия",
    "5.2.6": "Сброс временных событий и первого теракта", "5.2.7": "Резервы", "5.2.8": "Раздача карт",
    "5.2.9": "Переверните жетоны смены режима", "5.3": "Колода и стопка сброса", "6.0": "Использование карт",
    "6.2": "Использование карт в качестве событий", "6.2.5": "Связанные события", "6.2.6": "Допустимые события",
    "6.2.7": "События с постоянными эффектами", "6.2.8": "Заблокированные события",
    "6.2.9": "Одноразовые события", "6.3": "Использование карт в качестве операций",
    "6.3.2": "Использование карт с событиями противника", "6.3.3": "Резервы", "7.0": "Операции США",
    "7.2": "Идеологическая борьба", "7.3": "Размещение войск", "7.3.4": "Смена режима",
    "7.3.4.1": "Страны со сменившимся режимом", "7.3.5": "Вывод войск", "7.4": "Контртеррористические операции",
    "7.5": "Объявление тревоги", "7.6": "Пересмотр взглядов США на борьбу с терроризмом",
    "8.0": "Операции исламистов", "8.2": "Вербовка", "8.2.3": "Вербовка в странах со сменившимся режимом",
    "8.2.4": "Показатель вербовки", "8.3": "Перемещение", "8.4": "Джихад", "8.4.1": "Малый джихад",
    "8.4.2": "Большой джихад", "8.4.3.1": "Неудавшийся большой джихад", "8.4.3.2": "Осаждённый режим",
    "8.4.4": "Исламская революция", "8.4.5": "Пакистанский арсенал", "8.5": "Теракты",
    "8.5.4": "Скрытые теракты", "8.5.5": "Теракты с ОМП", "8.5.6": "Непредотвращённые теракты",
}  # fmt: skip

#: the glossary's common nouns, verbs and adjectives (stems): lower case inside a sentence
COMMON = (
    "Ячейк Ячеек Операци Теракт Вербовк Вербовщик Перемещ Перемест Событи Престиж Финансировани Взгляд Войск "
    "Резерв Ресурс Помощ Правительств Отношени Союзник Нейтральн Враждебн Активн Спящ Доступн Жёстк Мягк "
    "Идеологическ Джихад Осаждённ Дипломати Расход Пересмотр Тревог Развёртывани Контртеррористическ Проверк "
    "Радикализаци Постоянн Временн Допустим Заблокир Блокир Перенапряжени Неопределивш Исламистск Жетон Област"
).split()
CAPITAL_TERM = re.compile(rf"(?<![\w-])(?:{'|'.join(COMMON)})[а-яё]*")


# ------------------------------------------------------------------------------------ reading ftl
def pieces(path: Path) -> Iterator[tuple[str, int, str, bool]]:
    """(message id, line number, text, whether the text begins a sentence) of every line of text in a
    catalog: a message's value and attributes, each variant of a select, and continuation lines. A
    variant begins a sentence when its select opens the message; a continuation line when the line
    before ended a sentence or it is a list item."""
    msg, ended, opens = "", True, []
    for no, line in enumerate(path.read_text(encoding="utf-8").split("\n"), 1):
        if not line.strip() or line.startswith("#"):
            continue
        if m := re.match(r"^([a-z][a-z0-9_-]*) =(.*)$", line):
            msg, text, start = m.group(1), m.group(2), True
        elif m := re.match(r"^\s+\.[a-z-]+ =(.*)$", line):
            text, start = m.group(1), True
        elif m := re.match(r"^\s*\*?\[[^\]]+\](.*)$", line):
            text, start = m.group(1), bool(opens and opens[-1])
        elif line.strip() == "}":
            if opens:
                opens.pop()
            continue
        else:
            text = line
            start = ended or bool(re.match(r"^\s*(?:\d+[.)]|[-•])\s", line))
        yield msg, no, text, start
        if re.search(r"->\s*$", text):  # a select opens: at the message's start when nothing precedes it
            opens.append(start and not re.sub(r"\{[^{}]*\}", "x", re.sub(r"\{[^{}]*->\s*$", "", text)).strip())
        plain = re.sub(r"\{[^{}]*\}", "x", text).rstrip()
        ended = bool(re.search(r"[.!?:]$", plain)) if plain else ended or start


def blanked(text: str) -> str:
    """`text` with placeables and «quoted names» (cards, markers, levels) blanked, positions kept."""
    out, depth, quoted = list(text), 0, 0
    for i, ch in enumerate(text):
        depth += ch == "{"
        quoted += ch == "«" and not depth
        if depth or quoted:
            out[i] = ch if ch in "{}" else " "
        if ch == "}":
            depth = max(0, depth - 1)
        if ch == "»" and not depth and quoted:
            quoted -= 1
    return "".join(out)


def capitals_mid_sentence(text: str, start: bool) -> list[str]:
    """The glossary's common words written with a capital where no sentence begins."""
    plain = blanked(text)
    found = []
    for m in CAPITAL_TERM.finditer(plain):
        before = re.sub(r"[\s«»\"(\[]+$", "", plain[: m.start()])
        if not before and start:
            continue
        if before and (before[-1] in ".!?·" or re.search(r"(?:^|\s)\d+[.)]$", before)):
            continue
        found.append(m.group(0))
    return found


CATALOGS = russian_catalogs()


def test_the_russian_catalogs_are_found_where_they_live() -> None:
    names = {p.name for p in CATALOGS}
    assert {"engine.ftl", "engine-events.ftl", "ui.ftl", "rules.ftl", "glossary.ftl", "cards.ftl"} <= names


@pytest.mark.parametrize(("wrong", "right", "section", "english"), WRONG_FORMS, ids=[e for *_, e in WRONG_FORMS])
def test_no_russian_catalog_has_a_form_the_rulebook_does_not_use(
    wrong: str, right: str, section: str, english: str
) -> None:
    pattern = re.compile(wrong)
    hits = [
        f"{path.relative_to(ROOT)}:{no} {msg}: {text.strip()[:100]}"
        for path in CATALOGS
        for msg, no, text, _ in pieces(path)
        if pattern.search(text)
    ]
    assert hits == [], f"the rulebook says «{right}» ({section}):\n" + "\n".join(hits)


def test_the_glossarys_words_are_lower_case_inside_a_sentence() -> None:
    """«ячейка перемещается», not «Ячейка Перемещается»; the start of a sentence, of a message, of a
    list item keeps its capital; proper names and «quoted» names are not looked at. Card names wait
    for their own pass (they stay as printed)."""
    hits = []
    for path in CATALOGS:
        for msg, no, text, start in pieces(path):
            if re.fullmatch(r"card-\d+-name", msg):
                continue
            hits += [f"{path.relative_to(ROOT)}:{no} {msg}: {w}" for w in capitals_mid_sentence(text, start)]
    assert hits == [], "\n".join(hits[:40]) + f"\n({len(hits)} in all)"


def test_the_sentence_starts_are_told_apart() -> None:
    assert capitals_mid_sentence("Ячейка перемещается", True) == []
    assert capitals_mid_sentence("Ячейка Перемещается", True) == ["Перемещается"]
    assert capitals_mid_sentence("{ $card }: Событие не происходит", True) == ["Событие"]
    assert capitals_mid_sentence("Провал. Теракт убран; 1. Ячейка уходит", True) == []
    assert capitals_mid_sentence("жетон «Переговоры с моро» · Престиж 5", False) == []
    assert capitals_mid_sentence("Ячейка", False) == ["Ячейка"]  # a line that goes on a sentence


def test_every_section_the_translation_has_is_titled_with_its_heading() -> None:
    wrong = {
        number: (i18n.t("ru", f"rule-{number.replace('.', '_')}-title"), heading)
        for number, heading in HEADINGS.items()
        if i18n.t("ru", f"rule-{number.replace('.', '_')}-title") != heading
    }
    assert wrong == {}


def test_the_ideology_levels_are_named_one_way() -> None:
    for level in ("normal", "coherent", "attractive", "potent", "infectious", "virulent"):
        assert i18n.t("ru", f"level-{level}").lower() == i18n.t("ru", f"choice-{level}").lower()


def test_both_remaining_operations_and_the_sides_deciding_agree_in_number() -> None:
    assert i18n.t("ru", "chain-all-remaining", count=2, place="Ирак").startswith("Обе оставшиеся операции")
    assert i18n.t("ru", "chain-all-remaining", count=3, place="Ирак").startswith("Все 3 оставшиеся операции")
    assert i18n.t("ru", "decides-plain", side="США", text="…").startswith("США решают")
    assert i18n.t("ru", "decides", who="Иван", side="США", text="…").startswith("**Иван** (США) решает")


def test_every_discord_command_item_is_worded_in_russian() -> None:
    """No Russian command text is left as its English (a name like «Русский (ru)» is Russian already)."""
    en = dict(re.findall(r"^([a-z][\w-]*) = (.*)$", (i18n.LOCALES / "en" / "commands.ftl").read_text("utf-8"), re.M))
    same = [m for m, text in en.items() if i18n.t("ru", m) == text and not re.search("[а-яё]", text, re.I)]
    assert same == []


#: one-word glosses that are no ordinary Russian word (a country, a people, a practice): checked too
NAMES_ONLY = {2, 11, 12, 16, 17, 18, 41, 46, 58, 59, 72, 76, 77, 84, 85, 92, 95, 97, 103, 108, 109, 110, 111, 114, 115, 119}


def test_running_text_names_a_card_as_printed_not_by_its_russian_gloss() -> None:
    """The official translation keeps the cards' names in English in its running text («событие Oil
    Price Spike», «карту ANSAR AL-ISLAM»): a card named by its Russian gloss, declined to fit the
    sentence («после «Бывшего КГБ»», «блокирование «Мушаррафа»»), is a name the player does not find
    on the printed card. The gloss stands beside the printed name only (`card-N-gloss`)."""
    from engine.data import CARDS

    def stem(word: str) -> str:
        return re.escape(word[: max(3, len(word) - 2)]) + r"[\w-]*" if len(word) > 3 else re.escape(word)

    patterns = {}
    for n in CARDS:
        words = re.findall(r"[\w-]+", i18n.fold(i18n.card_gloss(n, "ru")))
        if n != 120 and words and (len(words) > 1 or n in NAMES_ONLY):
            patterns[n] = re.compile(r"(?<![\w-])" + r"[\s,/«»]+(?:и\s+)?".join(map(stem, words)) + r"(?![\w-])")
    hits = []
    for path in CATALOGS:
        for msg, no, text, _ in pieces(path):
            if re.fullmatch(r"card-\d+-gloss", msg):
                continue
            plain = i18n.fold(re.sub(r"`[^`]*`", " ", text))  # (a command may take either name)
            hits += [f"{path.relative_to(ROOT)}:{no} {msg}: #{n} {text.strip()[:90]}" for n, p in patterns.items() if p.search(plain)]
    assert hits == [], "\n".join(hits)


def test_section_9_which_the_translation_lacks_says_its_words_are_ours() -> None:
    """The official translation stops before the 1-player rules: their Russian titles and
    summaries are ours, and the look-up says so (only there, and only in a translation)."""
    from bot.core import texts

    note = i18n.t("ru", "rule-ours")
    assert note in texts.rules_text("9.1", "ru") and note in texts.rules_text("9.4.2", "ru")
    assert note not in texts.rules_text("8.4", "ru") and note not in texts.rules_text("7.3", "ru")
    assert i18n.t("en", "rule-ours") not in texts.rules_text("9.1", "en")
