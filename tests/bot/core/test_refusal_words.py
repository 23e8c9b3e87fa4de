"""Refusals in the caller's language (issue 23): the engine's IllegalAction as a message, and the
service's own refusals, in Russian for a Russian reader and in English otherwise."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from bot.core import i18n
from bot.core import service as service_module
from bot.core.service import GameService
from engine import Game, IllegalAction
from engine.data import SCENARIOS
from engine.msg import Msg
from tests.bot.core.games import JI, two_player
from tests.russian_words import is_cyrillic, read_words


def russian(text: str | None) -> str:
    """`text`, checked to be Russian: Cyrillic words only (option ids and user input aside), no id."""
    assert text, "a refusal"
    words = read_words(re.sub(r"'[^']*'|`[^`]*`|\([a-z, |]+\)", "", text))  # (cards' printed names aside)
    latin = [w for w in words if not is_cyrillic(w)]
    assert words and latin == [], text
    return text


def test_the_engines_refusals_are_messages_in_english_and_russian() -> None:
    g = Game.new("lets_roll", seed=3)
    p = g.prompt()
    assert p is not None
    other = "us" if p.role == "jihadist" else "jihadist"
    cases = [
        ((p.role, "nope"), "'nope' is not one of the options now (Jihadist Action Phase: play your first card)."),
        (("x", "y"), "Unknown role 'x': use 'us' or 'jihadist'."),
        ((other, p.ids()[0]), "It is the Jihadist player's decision, not the US player's."),
    ]
    before = g.state_json()
    for args, english in cases:
        with pytest.raises(IllegalAction) as e:
            g.act(*args)
        assert isinstance(e.value.msg, Msg) and str(e.value) == english
        russian(i18n.word(e.value.msg, "ru"))
    with pytest.raises(IllegalAction) as e:
        g.event_playable(999, "us")
    assert str(e.value) == "There is no card 999 (cards are numbered 1-120)."
    assert russian(i18n.word(e.value.msg, "ru")) == "Карты 999 нет (карты пронумерованы от 1 до 120)."
    assert g.state_json() == before  # refused: nothing changed


async def test_an_engine_refusal_reaches_the_caller_in_their_language(
    svc: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A chain whose later step the rules refuse (the service's own check let through, so the
    engine's IllegalAction is what answers): refused in the caller's language, nothing stored."""
    await two_player(svc)
    monkeypatch.setattr(service_module, "chain_ok", lambda *_: True)
    info = await svc.info("c1")
    assert info is not None
    pr = (await svc.prompt("c1", JI)).prompt
    assert pr is not None
    first = pr.options[0].id
    svc.use_language(JI, "ru")
    try:
        r = await svc.act("c1", JI, f"{first}>bogus")
        assert "'bogus' нет среди вариантов" in russian(r.error)
    finally:
        svc.use_language(JI, "en")
    r = await svc.act("c1", JI, f"{first}>bogus")
    assert r.error is not None and r.error.startswith("'bogus' is not one of the options now")
    after = await svc.info("c1")
    assert after is not None and after.version == info.version  # nothing was committed


DATA = Path(__file__).with_name("data")


async def test_the_services_refusals_answer_a_russian_reader_in_russian(svc: GameService) -> None:
    """Opening a game (`new`), settings, notify, export and import: each refusal in the caller's
    language, the same call in English for an English reader; nothing changes."""

    async def refusals() -> list[str | None]:
        out = [
            (await svc.create("n1", "u9", "zoe", scenario="nowhere")).error,
            (await svc.create("n1", "u9", "zoe", side="both")).error,
            (await svc.create("n1", "u9", "zoe", length=7)).error,
            (await svc.create("n1", "u9", "zoe", ideology="calm")).error,
            (await svc.create("n1", "u9", "zoe", players="two", ideology="potent")).error,
            (await svc.create("n1", "u9", "zoe", seed=-1)).error,
            (await svc.set_notify_mode("u9", "pigeon")).error,
            (await svc.set_channel_settings("n1", {"thread": True}, is_manager=False)).error,
            (await svc.set_channel_settings("n1", {"deadline_hours": -5}, is_manager=True)).error,
            (await svc.set_channel_settings("n1", {"colour": 1}, is_manager=True)).error,
            (await svc.export("c1", JI)).error,  # an unfinished 2-player game
            (await svc.import_game("c1", JI, "bob", old_export)).error,  # the channel has a game
            (await svc.import_game("n2", JI, "bob", json.dumps({**json.loads(old_export), "format_version": 99}))).error,
            (await svc.import_game("n2", JI, "bob", "x" * 2_000_001)).error,
        ]
        return out

    old_export = (DATA / "export-before-message-ids.json").read_text(encoding="utf-8")
    await two_player(svc)
    svc.use_language("u9", "ru")
    i18n.READER.set("ru")
    try:
        ru = await refusals()
    finally:
        svc.use_language("u9", "en")
    en = await refusals()
    for text in ru:
        russian(text)
    assert ru[0] == "Неизвестный сценарий 'nowhere'; выберите один из: `" + ", ".join(SCENARIOS) + "`."
    assert en[0] == f"Unknown scenario 'nowhere'; choose one of: {', '.join(SCENARIOS)}."
    assert en[1] == "Side must be 'us' or 'jihadist'." and en[2] == "Game length must be 1, 2 or 3 decks."
    assert en[8] == "The setting deadline_hours must be a whole number of hours from 0 to 2160 (90 days)."
    assert ru[8] == "Настройка `deadline_hours` должна быть: целое число часов от 0 до 2160 (90 дней)."
    assert en[12] == "Unsupported export version 99 (this bot reads 2)."
    assert en[13] == "The export is too large (2000001 characters; at most 2000000)."
    assert (await svc.info("n1")) is None and (await svc.info("n2")) is None  # nothing was opened
