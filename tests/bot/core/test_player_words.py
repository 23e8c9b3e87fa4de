"""Issue 33.7: no internal words where a player reads: a game against the US bot is a 1-player
game (not "2-player"), `status` shows no internal counter ("move 125")."""

from __future__ import annotations

from bot.core.challenges import ChallengeService
from bot.core.records import RecordService
from bot.core.service import GameService

JI = "u2"


async def test_a_game_against_the_us_bot_is_listed_as_one_player(svc: GameService) -> None:
    r = await svc.create("b1", JI, "bob", players="solo", side="jihadist", level="gentle", seed=4)
    assert r.ok, r.error
    opened = "\n".join(r.public)
    assert "1-player" in opened and "2-player" not in opened and "against the US bot (gentle)" in opened
    assert (await svc.start("b1", JI)).ok
    status = "\n".join((await svc.status("b1")).public)
    assert "1-player" in status and "2-player" not in status
    assert "move " not in status and "(cards played " in status
    assert (await svc.resign("b1", JI)).ok
    listed = "\n".join((await RecordService(svc, ChallengeService(svc)).finished(user=JI)).public)
    assert "(1-player, against the US bot; " in listed and "2-player" not in listed, listed


async def test_a_game_between_two_people_is_still_two_player(svc: GameService) -> None:
    r = await svc.create("b2", JI, "bob", players="two", side="jihadist", seed=4)
    assert r.ok, r.error
    assert "2-player" in "\n".join(r.public)
