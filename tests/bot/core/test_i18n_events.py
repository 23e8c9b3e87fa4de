"""The card Events (engine/events/) speak in message ids: their words in English and Russian
(engine/locales/*/engine-events.ftl), the glossary's terms in the Russian, and whole seeded
games' Event lines, prompts and labels worded in Russian read as Russian."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bot.core.i18n import word
from engine import Game, msg
from engine import i18n as engine_i18n
from engine.events.words import blocked_by, by
from engine.msg import Msg, m
from engine.selfplay import play_game
from tests.russian_words import is_cyrillic, read_words

ROOT = Path(__file__).resolve().parents[3]
GLOSSARY = Path(__file__).with_name("glossary_ru.tsv")
EVENTS_FTL = "engine-events.ftl"


def _is_event(x: object) -> bool:
    return isinstance(x, Msg) and x.id.startswith("ev-")


def _cyrillic_share(texts: list[str]) -> tuple[int, int, list[str]]:
    words = [w for t in texts for w in read_words(t)]  # (the cards' printed names left out: issue 34)
    latin = [w for w in words if not is_cyrillic(w)]
    return len(words) - len(latin), len(words), latin


def _events_seen(games: list[tuple[Game, list[object]]]) -> tuple[list[object], set[str]]:
    """The Event lines of the games' logs, and the Event prompts and labels met while playing."""
    said: list[object] = []
    for g, asked in games:
        said += [e for e in g.state.log if _is_event(e.msg)]
        said += asked
    ids = {x.id if isinstance(x, Msg) else x.msg.id for x in said}  # type: ignore[attr-defined]
    return said, ids


def _two_player_game(seed: int) -> tuple[Game, list[object]]:
    """A whole 2-player game, both sides choosing at random; the Event prompts and labels asked."""
    rnd = random.Random(seed)
    g = Game.new("lets_roll", players="two", seed=seed)
    asked: list[object] = []
    for _ in range(20_000):
        if g.over:
            break
        p = g.prompt()
        assert p is not None and p.options
        if _is_event(p.msg):
            asked.append(p.msg)
            asked += [o.msg for o in p.options if _is_event(o.msg)]
        g.act(p.role, rnd.choice(p.ids()))
    assert g.over
    return g, asked


@pytest.fixture(scope="module")
def games() -> list[tuple[Game, list[object]]]:
    out = [_two_player_game(seed) for seed in (1, 2, 3)]
    out += [(play_game("lets_roll", "normal", us="random", seed=seed), []) for seed in (4, 5)]  # the solitaire bot's lines
    return out


def test_whole_seeded_games_event_lines_prompts_and_labels_read_as_russian(games) -> None:
    said, ids = _events_seen(games)
    assert len(ids) >= 40, f"the games met only {len(ids)} Event messages"
    ru = [word(x, "ru") for x in said]
    cyrillic, total, latin = _cyrillic_share(ru)
    assert total > 1000 and cyrillic / total >= 0.95, (cyrillic, total, sorted(set(latin)))
    # and the English words of the same lines are the engine's English (no message id shown)
    en = [word(x, "en") for x in said]
    assert not any(re.search(r"\bev-[a-z]", t) for t in en + ru)


def test_event_lines_in_russian_name_countries_and_cards_in_russian() -> None:
    x = m("ev-no-cell-in-either", card=msg.cardname(17), first=msg.country("russia"), second=msg.country("central_asia"))
    assert word(x, "en") == "FSB: no Cell in Russia or Central Asia"
    assert word(x, "ru") == "FSB: нет ячеек ни в стране Россия, ни в стране Центральная Азия"  # the card as printed
    assert word(m("ev-event", card=msg.card(17)), "ru") == "Событие: #17 FSB"
    assert word(by(4), "en") == "Moro Talks" and word(blocked_by(4), "en") == "Blocked by Moro Talks"
    assert word(blocked_by(4), "ru").startswith("Блокирует: ")


@pytest.mark.parametrize(
    ("n", "en", "ru"),
    [(1, "US draws 1 card (Tora Bora)", "США берут 1 карту"), (2, "US draws 2 cards (Tora Bora)", "США берут 2 карты"),
     (5, "US draws 5 cards (Tora Bora)", "США берут 5 карт")],
)
def test_russian_plurals_select_on_the_number(n: int, en: str, ru: str) -> None:
    x = m("ev-side-draws", side=msg.role("us"), cards=n, by=msg.cardname(109))
    assert word(x, "en") == en and word(x, "ru").startswith(ru)


def test_option_labels_keep_the_engines_english() -> None:
    label = m("ev-country-bits", country=msg.country("iraq"), state=msg.governance(3), cells=1, troops=0)
    assert word(label, "en") == "Iraq (Poor, 1 Cell)" and word(label, "ru") == "Ирак (плохое, ячеек: 1)"
    label = m("ev-country-bits", country=msg.country("france"), state=m("ev-posture-title", posture="unmarked"), cells=2, troops=3)
    assert word(label, "en") == "France (Unmarked, 2 Cells, 3 Troops)"
    assert word(label, "ru") == "Франция (Неопределившаяся, ячеек: 2, войск: 3)"
    wmd = m("ev-plot-value", plot="WMD")
    assert (word(wmd, "en"), word(wmd, "ru"), word(m("ev-plot-value", plot=2), "ru")) == ("Plot WMD", "Теракт с ОМП", "Теракт 2")


def _ftl_sources(lang: str) -> dict[str, str]:
    """Each message of `lang`'s engine-events.ftl as its source text (selectors' variants included)."""
    text = (engine_i18n.LOCALES / lang / EVENTS_FTL).read_text(encoding="utf-8")
    out: dict[str, str] = {}
    for block in re.split(r"\n(?=[a-z])", text):
        head = re.match(r"([a-z][a-z0-9-]*) =", block)
        if head:
            out[head.group(1)] = re.sub(r"\{ *\$[a-z-]+ *\}|\[[a-z0-9-]+\]", " ", block[head.end():])
    return out


def test_the_russian_event_texts_use_the_glossary_terms_consistently() -> None:
    """Wherever an Event's English names a rulebook term, its Russian uses the translation's term."""
    rows = [line.split("\t") for line in GLOSSARY.read_text(encoding="utf-8").splitlines() if line and line[0] != "#"]
    glossary = [(re.compile(rf"(?<![\w-])(?:{e})(?![\w-])"), r, re.compile(s.replace(" ", r"\s+"))) for e, r, s in rows[1:]]
    en, ru = _ftl_sources("en"), _ftl_sources("ru")
    assert set(en) == set(ru) and len(en) > 150
    misses = []
    checked = 0
    for msg_id, text in en.items():
        for pattern, term, stem in glossary:
            if pattern.search(text):
                text = pattern.sub(" ", text)
                checked += 1
                if not stem.search(ru[msg_id]):
                    misses.append(f"{msg_id}: {pattern.pattern} -> {term}")
    assert checked > 100 and misses == [], "\n".join(misses)


def test_no_event_text_is_left_as_an_english_sentence_in_the_code() -> None:
    """engine/events/ says nothing in English: no f-string or literal sentence reaches the log,
    a prompt or a label (the reasons given to the board are messages too)."""
    found = []
    for path in sorted((ROOT / "engine" / "events").glob("*.py")):
        for i, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if re.search(r"g\.log\(\s*f?\"|ask\(\s*\w+,\s*f?\"|why=\"|, \"[A-Z][a-z]+[ :][^\"]*\"\)", code):
                found.append(f"{path.name}:{i}: {line.strip()}")
    assert found == []
