"""Refusals in the caller's language (issue 23): the engine's IllegalAction as a message, and the
service's own refusals, in Russian for a Russian reader and in English otherwise."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core import i18n
from bot.core import service as service_module
from bot.core.service import GameService
from engine import Game, IllegalAction
from engine.msg import Msg
from tests.bot.core.test_service import JI, two_player


def russian(text: str | None) -> str:
    """`text`, checked to be Russian: Cyrillic words only (option ids and user input aside), no id."""
    assert text, "a refusal"
    words = re.findall(r"[^\W\d_]{3,}", re.sub(r"'[^']*'|`[^`]*`|\([a-z, |]+\)", "", text))
    latin = [w for w in words if not re.search("[а-яё]", w, re.I)]
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


@pytest.fixture
async def svc(tmp_path: Path) -> AsyncIterator[GameService]:
    s = await GameService.open(tmp_path / "games.sqlite3", images=False)
    yield s
    await s.close()


async def test_an_engine_refusal_reaches_the_caller_in_their_language(
    svc: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A chain whose later step the rules refuse (the service's own check let through, so the
    engine's IllegalAction is what answers): refused in the caller's language, nothing stored."""
    await two_player(svc)
    monkeypatch.setattr(service_module, "_chain_ok", lambda *_: True)
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
