"""Playing the Jihadist alone against the US bot through the service: the seat, the level, the
bot's secret hand, its reasons in the log, and the event loop kept free during its search."""

from __future__ import annotations

import asyncio
import random
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core.challenges import ChallengeService
from bot.core.records import RecordService
from bot.core.service import GameService
from bot.core.words import us_bot_level_name
from engine import Game
from tests.bot.core.games import stored_game

JI = "u2"


@pytest.fixture
async def svc(db_target: str | Path) -> AsyncIterator[GameService]:
    s = await GameService.open(db_target, images=False)
    yield s
    await s.close()




def publicly_known(game: Game, n: int) -> bool:
    """A card played or shown openly: a public log entry names it."""
    ref = re.compile(rf"#{n}\b")
    return any(e.to is None and ref.search(e.text) for e in game.state.log)


@pytest.mark.one_store
async def test_the_us_bots_level_is_named_in_the_games_language(svc: GameService) -> None:
    """Issue 23: a Russian game names the US bot's level in Russian, not by the id typed."""
    r = await svc.create("b2", JI, "bob", players="solo", side="jihadist", level="gentle", seed=4, settings={"language": "ru"})
    assert r.ok, r.error
    assert "против бота США (мягкий)" in "\n".join(r.public) and "gentle" not in "\n".join(r.public)
    assert (await svc.start("b2", JI)).ok
    status = "\n".join((await svc.status("b2")).public)
    assert "США: бот (мягкий)" in status and "gentle" not in status
    assert us_bot_level_name("expert", "ru") == "эксперт" and us_bot_level_name("expert") == "expert"


@pytest.mark.one_store
async def test_the_jihadist_alone_against_the_us_bot(svc: GameService) -> None:
    r = await svc.create("b1", JI, "bob", players="solo", side="jihadist", level="gentle", seed=4)
    assert r.ok, r.error
    assert "against the US bot (gentle)" in "\n".join(r.public)
    assert "only seat is the Jihadist" in ((await svc.join("b1", "u9", "eve", "us")).error or "")
    r = await svc.start("b1", JI)
    assert r.ok, r.error
    rng = random.Random(4)
    reasons = 0
    for _ in range(40):
        p = r.prompt
        if p is None:
            break
        assert p.role == "jihadist" and p.user_id == JI  # the US seat never waits for a person
        r = await svc.act("b1", JI, rng.choice(p.options).id, p.version)
        assert r.ok, r.error
        game = await stored_game(svc, "b1")
        text = "\n".join(r.public)
        reasons += text.count("US bot: ")
        for n in game.state.hands["us"]:  # the bot's hand stays secret
            if not publicly_known(game, n):
                assert not re.search(rf"#{n}\b", text), (n, text)
        assert all(m.user_id == JI for m in r.private)
    assert reasons >= 3
    status = "\n".join((await svc.status("b1")).public)
    assert "US: the bot (gentle)" in status
    hand = await svc.hand("b1", JI)  # the Jihadist's own hand, never the bot's
    assert hand.ok
    game = await stored_game(svc, "b1")
    shown = "\n".join(m.text for m in hand.private)
    for n in game.state.hands["us"]:
        if not publicly_known(game, n):
            assert not re.search(rf"#{n}\b", shown)


@pytest.mark.one_store
async def test_another_channel_answers_while_the_bot_searches(svc: GameService) -> None:
    """The US bot's search runs in a worker thread: a status request on another channel is
    answered before the action that set the bot thinking returns."""
    assert (await svc.create("other", "u7", "ann", seed=1)).ok
    r = await svc.create("b2", JI, "bob", players="solo", side="jihadist", level="expert", seed=8)
    assert r.ok, r.error
    r = await svc.start("b2", JI)
    rng = random.Random(8)
    order: list[str] = []
    for _ in range(30):  # the Jihadist's card plays until one hands over to the US bot
        p = r.prompt
        assert p is not None
        act = asyncio.create_task(svc.act("b2", JI, rng.choice(p.options).id, p.version))
        await asyncio.sleep(0)
        st = await svc.status("other")
        assert st.ok
        order.append("status" if not act.done() else "after")
        r = await act
        assert r.ok, r.error
        if "US bot: " in "\n".join(r.public) and "trial games" in "\n".join(r.public):
            break
    else:
        pytest.fail("the US bot never searched")
    assert order[-1] == "status"  # answered while the bot was still searching


@pytest.mark.one_store
async def test_hint_privately_for_either_side_refused_when_it_must_be(svc: GameService) -> None:
    assert (await svc.create("h1", JI, "bob", players="solo", side="jihadist", level="gentle", seed=6)).ok
    assert (await svc.start("h1", JI)).ok
    assert "do not sit" in ((await svc.hint("h1", "stranger")).error or "")
    h = await svc.hint("h1", JI)  # the Jihadist's first card play
    assert h.ok, h.error
    assert not h.public and [m.user_id for m in h.private] == [JI]
    text = h.private[0].text
    assert text.startswith("Hint: ") and text.count("%") >= 3
    assert re.search(r"\n  1\. .*\n  2\. .*\n  3\. ", text)
    assert (await svc.resign("h1", JI)).ok  # the game's record is marked
    listed = "\n".join((await RecordService(svc, ChallengeService(svc)).finished(channel="h1")).public)
    assert "hints used" in listed
    # the US side, in a 1-player game against the Jihadist bot
    assert (await svc.create("h2", "u1", "ann", players="solo", seed=6)).ok
    assert (await svc.start("h2", "u1")).ok
    h = await svc.hint("h2", "u1")
    assert h.ok, h.error
    assert h.private[0].text.startswith("Hint: ")
    # never in a challenge attempt
    assert (await svc.create("h3", "u1", "ann", players="solo", seed=6, settings={"challenge": "ABC"})).ok
    assert (await svc.start("h3", "u1")).ok
    assert "challenge" in ((await svc.hint("h3", "u1")).error or "")
