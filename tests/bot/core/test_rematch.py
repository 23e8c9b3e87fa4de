"""Issue 33.3 in the core, on both stores: `GameService.rematch` (bot/core/rematch.py). The request
between two people is kept in the database (a new service on it accepts it); the new game has the
finished one's settings and a new seed; wrong, early and stale answers change nothing."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from bot.core.rematch import RematchReply
from bot.core.service import GameService
from engine.usbot import LEVELS
from tests.bot.core.games import JI, US
from tests.bot.core.test_trust import WON


async def test_a_rematch_asked_before_a_restart_is_accepted_after_it(db_target: str | Path) -> None:
    svc = await GameService.open(db_target, images=False)
    try:
        assert (await svc.create("c1", US, "ann", position=WON, settings={"deadline_hours": 48})).ok
        early = await svc.rematch(1, US, "keep")
        assert not early.ok and "has not ended with a result" in (early.error or "")
        assert (await svc.join("c1", JI, "bob")).ok
        started = await svc.start("c1", US)
        assert started.ending is not None and started.ending.players == [US, JI] and started.ending.rematch
        assert not (await svc.rematch(1, "u3", "keep")).ok  # not a player
        assert not (await svc.rematch(1, JI, "accept")).ok  # nothing asked yet
        asked = await svc.rematch(1, US, "swap")
        assert isinstance(asked, RematchReply) and asked.asked and asked.confirmer == JI and asked.swap
        assert not (await svc.rematch(1, US, "accept")).ok  # the asker cannot accept
        assert (await svc.info("c1")).game_id == 1  # type: ignore[union-attr]
    finally:
        await svc.close()
    svc = await GameService.open(db_target, images=False)  # a restart: the request is in the database
    try:
        begun = await svc.rematch(1, JI, "accept")
        assert isinstance(begun, RematchReply) and begun.started is not None and begun.game_id == 2
        one, two = await svc.store.game(1), await svc.store.game(2)
        assert one is not None and two is not None
        assert {s.user_id: s.role for s in await svc.store.seats(2)} == {US: "jihadist", JI: "us"}
        for k in ("scenario", "length", "ideology", "players", "position", "us_bot"):
            assert two.setup.get(k) == one.setup.get(k), k
        assert two.setup["seed"] != one.setup["seed"] and two.settings["deadline_hours"] == 48
        assert "rematch" not in two.settings
        stale = await svc.rematch(1, US, "keep")
        assert not stale.ok and "game #2 came after it" in (stale.error or "")
        assert (await svc.info("c1")).game_id == 2  # type: ignore[union-attr]
    finally:
        await svc.close()


async def test_against_the_us_bot_the_rematch_begins_at_once_at_the_same_level(db_target: str | Path) -> None:
    svc = await GameService.open(db_target, images=False)
    try:
        assert (await svc.create("c2", JI, "bob", players="solo", side="jihadist", level="gentle", position=WON)).ok
        ended = await svc.start("c2", JI)
        assert ended.ending is not None and ended.ending.players == [JI] and not ended.ending.two_people
        swap = await svc.rematch(1, JI, "swap")
        assert not swap.ok and "keep your side" in (swap.error or "")
        begun = await svc.rematch(1, JI, "keep")
        assert isinstance(begun, RematchReply) and begun.started is not None and not begun.asked
        two = await svc.store.game(2)
        assert two is not None and two.setup["us_bot"] == "gentle" and two.setup["position"] is not None
        assert [(s.role, s.user_id) for s in await svc.store.seats(2)] == [("jihadist", JI)]
    finally:
        await svc.close()


async def test_the_rematch_against_the_us_bot_meets_its_levels_newest_edition(
    db_target: str | Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A level released anew since the game began (engine.usbot.bot.Level.edition): the game kept
    its edition; the rematch, a new game, gets the new one, as `new` would."""
    svc = await GameService.open(db_target, images=False)
    try:
        assert (await svc.create("c3", JI, "bob", players="solo", side="jihadist", level="gentle", position=WON)).ok
        assert (await svc.start("c3", JI)).ending is not None
        second = dataclasses.replace(LEVELS["gentle"], edition=2, priorities="smart")
        monkeypatch.setitem(LEVELS, second.key, second)
        begun = await svc.rematch(1, JI, "keep")
        assert isinstance(begun, RematchReply) and begun.started is not None
        one, two = await svc.store.game(1), await svc.store.game(2)
        assert one is not None and two is not None
        assert (one.setup["us_bot"], two.setup["us_bot"]) == ("gentle", "gentle.2")
    finally:
        await svc.close()
