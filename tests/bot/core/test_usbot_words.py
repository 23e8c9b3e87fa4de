"""The US bot decides by the engine's message ids and arguments, never by words: its first
answers in seeded games (engine.selfplay.us_bot_choices) are the same in a fresh interpreter
without the service's catalog, with it (English), and with the game worded in Russian.
(Issue 31: its seeds once hashed the prompt's English, so each of these met another bot.)
The searching levels check a shorter opening here; `python -m bench.usbot --words` checks 40
US decisions at every level."""

from __future__ import annotations

import pytest

from bench.usbot import choices_by_way
from engine.usbot import LEVELS
from tests.engine.test_usbot_editions import spelled

#: the US decisions compared at each level (a search costs ~0.1-0.4 s of CPU at the strong and
#: expert levels: their whole 40 are bench.usbot --words')
COUNTS = {"gentle": 40, "standard": 40, "strong": 12, "expert": 4, "expert.2": 4}
SEED = 11


@pytest.fixture(scope="module")
def ways() -> dict[str, dict[str, list[str]]]:
    return choices_by_way({spelled(k): n for k, n in COUNTS.items()}, SEED)


@pytest.mark.parametrize("level", list(LEVELS))
def test_the_us_bot_answers_alike_without_the_catalog_with_it_and_in_russian(
    ways: dict[str, dict[str, list[str]]], level: str
) -> None:
    plain = ways["plain"][spelled(level)]
    assert len(plain) == COUNTS[level] and all(isinstance(o, str) and o for o in plain)
    assert ways["en"][spelled(level)] == plain
    assert ways["ru"][spelled(level)] == plain


def test_every_level_is_checked() -> None:
    assert set(COUNTS) == set(LEVELS)
