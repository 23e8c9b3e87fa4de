"""The US bot's levels as released (engine/usbot/bot.py, `Level.edition`): a game or a challenge
set with a level meets the same bot to its end, whatever is released later. A change to how a
level plays is a new edition under a new key; the edition it replaces stays, retired."""

from __future__ import annotations

import dataclasses
import hashlib

import pytest

from engine import Game, Setup
from engine.selfplay import us_bot_choices
from engine.usbot import LEVELS, bot, check_level, newest, offered, policies, resolve

#: the first 40 US answers of each released edition in two 2-player games whose Jihadist chooses at
#: random (seeds 36 and 37; `us_bot_choices`), hashed. A released edition answers so for good: where
#: one of these changes because the bot changed, keep the edition as it was (retired, in `LEVELS`)
#: and release the change as a new edition (`Level.edition`); only a change to the rules or the
#: deal (which changes every game) may change a digest here
RELEASED = {
    "gentle": "51ab434667f57348",
    "standard": "c29b6fd5735dbbbb",
    "strong": "d41cb52b958db727",
    "expert": "1747347f34554bdb",  # (retired by round 24's second edition)
    "expert.2": "857e97ce8f93188f",
}


def spelled(key: str) -> str:
    """A released edition as `us_bot_choices` takes it exactly (a name alone is its newest; the
    first edition is `name.1`)."""
    return key if LEVELS[key].edition > 1 else f"{key}.1"


def answers(key: str) -> list[str]:
    """The edition's first 40 answers in each of the two games."""
    return [c for seed in (36, 37) for c in us_bot_choices(spelled(key), seed=seed, count=40)]


def digest(key: str) -> str:
    return hashlib.sha256(" ".join(answers(key)).encode()).hexdigest()[:16]


@pytest.mark.parametrize("key", list(RELEASED))
def test_each_released_edition_answers_as_it_was_released(key: str) -> None:
    assert digest(key) == RELEASED[key], (
        f"{key} answers otherwise: release the change as a new edition (Level.edition) and keep this one"
    )


def test_every_released_edition_is_held_to_its_answers() -> None:
    assert set(RELEASED) == set(LEVELS)
    assert offered() == ["gentle", "standard", "strong", "expert"]
    assert [newest(name) for name in offered()] == ["gentle", "standard", "strong", "expert.2"]
    # the expert's second edition judges its trial games otherwise, and only that (round 24)
    assert dataclasses.replace(LEVELS["expert.2"], edition=1, blend=0.0, strength="") == dataclasses.replace(
        LEVELS["expert"], strength=""
    )
    assert (LEVELS["expert"].blend, LEVELS["expert.2"].blend) == (0.0, 0.5)


@pytest.fixture
def second_standard(monkeypatch: pytest.MonkeyPatch) -> bot.Level:
    """A second edition of the standard level, released after the first: it weighs with round 5's
    weights (so it answers otherwise)."""
    second = dataclasses.replace(LEVELS["standard"], edition=2, weights=policies.ROUND_5, strength="wins about 20%")
    monkeypatch.setitem(LEVELS, second.key, second)
    return second


def test_a_new_edition_is_what_a_name_chooses_and_the_first_keeps_its_answers(second_standard: bot.Level) -> None:
    assert second_standard.key == "standard.2"
    assert offered() == ["gentle", "standard", "strong", "expert"]  # (one name, two editions)
    assert newest("standard") == newest("standard.2") == "standard.2"
    assert resolve("standard") == "standard.2" and resolve("standard.1") == "standard"
    assert resolve("standard.2") == "standard.2" and resolve("expert") == "expert.2" and resolve("expert.1") == "expert"
    assert answers("standard") != answers("standard.2")  # the two editions play otherwise...
    assert digest("standard") == RELEASED["standard"]  # ...and the first as it always did
    assert us_bot_choices("standard", seed=36) == answers("standard.2")[:40]  # (a name: the newest)
    # a game set with either plays it to its end: the engine takes every released key
    g = Game.new("lets_roll", players="two", seed=36, us_bot="standard")
    assert g.state.us_bot == "standard"
    assert Game.new("lets_roll", players="two", seed=36, us_bot="standard.2").state.us_bot == "standard.2"
    assert Game.replay(Setup(players="two", seed=36, us_bot="standard.2"), []).state.us_bot == "standard.2"


def test_an_unknown_level_or_edition_is_refused_with_the_names() -> None:
    for wrong in ("standard.3", "godlike", "standard.0", ""):
        with pytest.raises(ValueError, match="choose one of: gentle, standard, strong, expert"):
            resolve(wrong)
    with pytest.raises(ValueError, match="choose one of"):
        check_level("standard.2")  # (not released)
    with pytest.raises(ValueError, match="Unknown US bot level"):
        Game.new("lets_roll", players="two", seed=1, us_bot="standard.2")
