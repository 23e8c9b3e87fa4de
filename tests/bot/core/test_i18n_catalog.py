"""The service's catalog is complete and consistent: every message id has en and ru, ru has nothing
en lacks, every placeable's arguments exist (in the catalog and at every call in bot/ and
render/), and the Russian catalog uses the official translation's glossary terms consistently.
(The engine's catalogs and every `m("id", ...)` of the engine: tests/engine/test_catalog.py.)"""

from __future__ import annotations

import ast as pyast
import re
from pathlib import Path

import pytest

from bot.core import i18n
from engine import i18n as engine_i18n
from engine.data import CARD_BY_NAME

ROOT = Path(__file__).resolve().parents[3]
GLOSSARY = Path(__file__).with_name("glossary_ru.tsv")
#: the cards' names as printed, in English in every language as the official translation keeps
#: them (issue 34), each with its Russian gloss (`card-N-gloss`, Russian only)
PRINTED_NAME = re.compile(r"card-\d+-name")
GLOSS = re.compile(r"card-\d+-gloss")


#: a card's printed name inside a text, quoted («Patriot Act») or not («событие Patriot Act»)
PRINTED_IN_TEXT = re.compile(
    "|".join(rf"(?<![\w-]){re.escape(n)}(?![\w-])" for n in sorted(CARD_BY_NAME, key=len, reverse=True)), re.I
)


def _printed_names_out(en: str, ru: str) -> str:
    """`en` without the cards' names the Russian text keeps as printed («Patriot Act»)."""
    for name in {m.group(0).lower() for m in PRINTED_IN_TEXT.finditer(ru)}:
        en = re.sub(rf"(?<![\w-]){re.escape(name)}(?![\w-])", " ", en, flags=re.I)
    return en


def _russian_of(msg_id: str) -> str:
    """A message's Russian text; a card's printed name stands for its gloss, where it has one."""
    gloss = msg_id.replace("-name", "-gloss")
    return i18n.t("ru", gloss if PRINTED_NAME.fullmatch(msg_id) and i18n.has(gloss, "ru") else msg_id)


def test_every_message_has_english_and_russian_and_russian_nothing_more() -> None:
    """The service's messages (the engine's: tests/engine/test_catalog.py)."""
    cats, engine = i18n.catalogs(), engine_i18n.catalogs()
    en, ru = cats["en"].ids - engine["en"].ids, cats["ru"].ids - engine["ru"].ids
    assert sorted(en - ru) == [], "messages without a Russian text"
    assert sorted(x for x in ru - en if not GLOSS.fullmatch(x)) == [], "Russian messages without an English one"
    assert len([x for x in ru if GLOSS.fullmatch(x)]) == 119  # every card but #120, «Выборы в США»


def test_russian_uses_only_the_arguments_english_has() -> None:
    cats = i18n.catalogs()
    for msg_id, names in cats["ru"].variables.items():
        if GLOSS.fullmatch(msg_id):
            assert not names, msg_id
            continue
        assert names <= cats["en"].variables[msg_id], f"{msg_id}: {sorted(names - cats['en'].variables[msg_id])}"


def _calls() -> list[tuple[str, int, str, set[str]]]:
    """Every `t(lang, "literal-id", name=...)` (or `i18n.t(...)`, or `tr("literal-id", ...)` in the
    reader's language) in bot/ and render/."""
    found = []
    for folder in ("bot", "render"):
        for path in (ROOT / folder).rglob("*.py"):
            tree = pyast.parse(path.read_text(encoding="utf-8"))
            for node in pyast.walk(tree):
                if not isinstance(node, pyast.Call):
                    continue
                name = node.func.id if isinstance(node.func, pyast.Name) else getattr(node.func, "attr", "")
                # t(lang, "id"), render's say(words, "id", english); tr("id") and words("id")
                args = node.args[1:2] if name in ("t", "say") else node.args[0:1] if name in ("tr", "words") else []
                if args and isinstance(args[0], pyast.Constant) and isinstance(args[0].value, str):
                    if any(k.arg is None for k in node.keywords):
                        continue  # **kwargs: checked where they are built
                    found.append(
                        (str(path.relative_to(ROOT)), node.lineno, args[0].value, {k.arg for k in node.keywords})
                    )
    return found


def test_every_message_named_in_the_code_exists_with_the_arguments_it_needs() -> None:
    calls = _calls()
    assert len(calls) >= 20, "the scan finds the catalog's callers"
    cats = i18n.catalogs()
    for where, line, msg_id, given in calls:
        assert msg_id in cats["en"].variables, f"{where}:{line}: no message {msg_id!r}"
        needed = cats["en"].variables[msg_id] | cats["ru"].variables.get(msg_id, frozenset())
        assert needed <= given, f"{where}:{line}: {msg_id} needs {sorted(needed - given)}"


def test_every_hand_written_english_message_is_used() -> None:
    """No ui.ftl entry is dead (the generated facts are used through their id helpers)."""
    used = {msg_id for *_, msg_id, _ in _calls()}
    text = "\n".join(p.read_text(encoding="utf-8") for folder in ("bot", "render") for p in (ROOT / folder).rglob("*.py"))
    ui = re.findall(r"^([a-z][a-z0-9-]*) =", (i18n.LOCALES / "en" / "ui.ftl").read_text(encoding="utf-8"), re.M)
    unused = [m for m in ui if m not in used and f'"{m}"' not in text and f"'{m}'" not in text]
    assert unused == []


def _glossary() -> list[tuple[str, str, str]]:
    rows = [line.split("\t") for line in GLOSSARY.read_text(encoding="utf-8").splitlines() if line and line[0] != "#"]
    assert rows[0] == ["english", "russian", "stem"]
    return [(e, r, s) for e, r, s in rows[1:]]


def test_the_glossary_file_holds_the_terms_the_issue_names() -> None:
    russian = {r for _, r, _ in _glossary()}
    for term in ("Ячейка", "Вербовщики", "Престиж", "Финансирование", "Исламистское правительство"):
        assert term in russian


def test_the_russian_glossary_entries_use_the_official_terms() -> None:
    """Our glossary's Russian term names are the translation's."""
    by_en = {}
    for e, r, _ in _glossary():
        by_en[e] = r
    names = {
        i18n.t("en", m): i18n.t("ru", m)
        for m in i18n.catalogs()["en"].ids
        if m.startswith("term-") and m.endswith("-name")
    }
    checked = 0
    for en_pattern, ru_term in by_en.items():
        for en_name, ru_name in names.items():
            if re.fullmatch(en_pattern, en_name):
                assert i18n.fold(ru_name) == i18n.fold(ru_term), (en_name, ru_name, ru_term)
                checked += 1
    assert checked >= 40


@pytest.mark.parametrize("prefix", ["card-", "rule-", "term-", "table-"])
def test_russian_texts_use_the_glossary_terms_consistently(prefix: str) -> None:
    """Wherever our English text names a rulebook term, its Russian text uses the translation's term."""
    glossary = [
        (re.compile(rf"(?<![\w-])(?:{e})(?![\w-])"), r, re.compile(s.replace(" ", r"\s+"))) for e, r, s in _glossary()
    ]
    misses = []
    for msg_id, en in i18n.english_data():
        if not msg_id.startswith(prefix):
            continue
        if msg_id.startswith("rule-") and msg_id.endswith("-title"):
            continue  # the official translation's headings (test_russian_glossary.py): 7.3 «Размещение войск»
        ru = _russian_of(msg_id)
        en = _printed_names_out(en, ru)
        for pattern, term, stem in glossary:
            if pattern.search(en):
                en = pattern.sub(" ", en)
                if not stem.search(ru):
                    misses.append(f"{msg_id}: {pattern.pattern} -> {term}")
    assert misses == [], "\n".join(misses)


def _cyrillic_share(text: str) -> tuple[int, int]:
    """Cyrillic words and all words; a card's name kept as printed («Patriot Act», событие Leak) left out."""
    text = PRINTED_IN_TEXT.sub(" ", text)
    words = re.findall(r"[^\W\d_]{3,}", text)
    return sum(1 for w in words if re.search("[а-яё]", w, re.IGNORECASE)), len(words)


FACTS = {msg_id for msg_id, _ in i18n.english_data()}


def test_the_russian_catalog_reads_as_russian() -> None:
    """Of the words of three letters or more, nearly all are Cyrillic (names like NEST, FATA or
    Discord aside); no fact of the game is left in English."""
    cats = i18n.catalogs()
    total = cyrillic = 0
    for msg_id, names in cats["ru"].variables.items():
        if PRINTED_NAME.fullmatch(msg_id):  # as printed: the gloss is the Russian read
            assert i18n.t("ru", msg_id) == i18n.t("en", msg_id) or msg_id == "card-120-name", msg_id
            k, n = _cyrillic_share(_russian_of(msg_id))
        else:
            k, n = _cyrillic_share(i18n.t("ru", msg_id, **{v: "1" for v in names}))
        cyrillic, total = cyrillic + k, total + n
        if i18n.has(msg_id) and msg_id in FACTS and n:
            assert k / n >= 0.6, msg_id
    assert cyrillic / total >= 0.98


def test_no_russian_text_lags_behind_its_english() -> None:
    """When an English text changes (a card's ruling, a command's description), its Russian text
    must be looked at again: the test names it until `python -m bot.core.i18n --accept ru`."""
    behind = i18n.stale("ru")
    assert behind == [], "English changed since the Russian was written; update the Russian, then accept: " + ", ".join(
        behind
    )


def test_a_changed_english_text_is_noticed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """In either catalog (the engine's and the service's: each keeps its own record)."""
    for root, (a, b) in ((tmp_path / "engine", ("a", "b")), (tmp_path / "service", ("c", "d"))):
        for lang, text in (("en", f"{a} = One\n{b} = Two {{ $n }}\n"), ("ru", f"{a} = Один\n{b} = Два {{ $n }}\n")):
            (root / lang).mkdir(parents=True)
            (root / lang / "ui.ftl").write_text(text, encoding="utf-8")
    monkeypatch.setattr(engine_i18n, "LOCALES", tmp_path / "engine")  # (the real records untouched)
    monkeypatch.setattr(i18n, "LOCALES", tmp_path / "service")
    assert i18n.stale("ru") == ["a", "b", "c", "d"]
    i18n.accept("ru")
    assert i18n.stale("ru") == [] and (tmp_path / "engine" / "ru" / i18n.SOURCES).is_file()
    (tmp_path / "service" / "en" / "ui.ftl").write_text("c = One\nd = Two of { $n }\n", encoding="utf-8")
    (tmp_path / "engine" / "en" / "ui.ftl").write_text("a = Uno\nb = Two { $n }\n", encoding="utf-8")
    assert i18n.stale("ru") == ["a", "d"]
