"""Issue 33.3 through the real library (simcord): the result as a post of its own naming the winner
and the condition, with the final picture; each human player told once, as their notify setting
says; Rematch (at once against a bot, on the other's Accept between two people, kept through a
restart); a stale or wrong press refused privately; no rematch for a challenge's attempt; the film
added to the result's post (in a post of its own where that cannot be edited). A game ends at once from a position the US has already won (2.1.1)."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest
import simcord

from bot.core.replies import BoardImage
from bot.core.session import solo_available
from bot.discord.client import SWEEP_SECONDS
from tests.bot.core.test_trust import WON  # (a custom position the US has already won, 2.1.1)
from tests.bot.discord.simcord.conftest import close_db, make_client
from tests.bot.discord.simcord.sim import Secrets, answers, controls, service, table

RESULT = "Game over: US wins (Muslim countries with 12+ Resources have Good Governance (2.1.1))."
FILM = "The game as a film"


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "labyrinth.sqlite3"


@pytest.fixture
async def env(db_path: Path) -> AsyncIterator[simcord.Env]:
    """A started client on `db_path` (the seeds drawn at random: a rematch's must differ)."""
    e = simcord.Env(make_client(db_path), shard_count=1, settle_timeout=SWEEP_SECONDS / 2)
    await e.start()
    try:
        yield e
        Secrets().check(e)
    finally:
        await close_db(e.bot)  # type: ignore[arg-type]
        await e.shutdown()


def posts(channel: simcord.ChannelHandle) -> list[discord.Message]:
    return [m for m in channel.history() if not m.flags.ephemeral]


def result_post(channel: simcord.ChannelHandle, game: int = 1) -> discord.Message:
    found = [m for m in posts(channel) if (m.content or "").startswith("Game over:") and any(
        f"lab:rm:{game}:" in (getattr(c, "custom_id", "") or "") for c in controls(m))]  # fmt: skip
    assert len(found) == 1, [m.content for m in posts(channel)]
    return found[0]


async def two_player_end(
    env: simcord.Env, drawn: list[list[str]] | None = None
) -> tuple[simcord.ChannelHandle, simcord.MemberActor, simcord.MemberActor, simcord.MemberActor]:
    """ann (US) and bob (Jihadist) start a game already won; `drawn` gets the channel's posts as
    they are when the film begins to be drawn."""
    channel, (ann, bob, carol) = table(env, "labyrinth", "ann", "bob", "carol")
    svc = service(env)
    if drawn is not None:
        film = svc.finished_film

        async def watched(game_id: int) -> list[BoardImage]:
            drawn.append([m.content or "" for m in posts(channel)])
            return await film(game_id)

        svc.finished_film = watched  # type: ignore[method-assign]
    assert (await svc.create(str(channel.id), str(ann.user.id), "ann", position=WON)).ok
    await bob.slash(channel, "labyrinth join")
    await ann.slash(channel, "labyrinth start")
    return channel, ann, bob, carol


async def test_the_result_is_a_post_of_its_own_and_each_player_is_told_once(env: simcord.Env) -> None:
    drawn: list[list[str]] = []
    channel, ann, bob, _ = await two_player_end(env, drawn)
    out = posts(channel)
    end = result_post(channel)
    assert end.content.split("\n")[0] == RESULT
    assert [a.filename for a in end.attachments] and end.attachments[0].filename.endswith(".png")
    # said once: not on the turn's post (edited in place) too
    assert sum(RESULT in (m.content or "") for m in out) == 1
    assert not any("US wins: " in (m.content or "") for m in out)  # (the engine's line of it: said by the result)
    # both players, the loser too, mentioned once each in the whole end
    after = out[out.index(end):]
    for who in (ann, bob):
        assert sum(who.mention in (m.content or "") for m in after) == 1
    assert not any("Game over" in (m.content or "") for u in (ann, bob) for m in u.user.dm_channel.history())
    # the film is added to the result's post once drawn (an edit: no post more, nobody pinged again),
    # its picture and Rematch kept
    assert not any((m.content or "").startswith(FILM) for m in out)
    assert FILM in end.content.split("\n")[-1] and end.content.split("\n")[0] == RESULT
    names = [a.filename for a in end.attachments]
    assert names[0].endswith(".png") and "-film." not in names[0]
    assert any(n.endswith("-film.gif") for n in names) and any(n.endswith("-chart.png") for n in names)
    assert any("lab:rm:1:" in (getattr(c, "custom_id", "") or "") for c in controls(end))
    # drawn (seconds on a long game) only once the result was out: the result does not wait for it
    assert len(drawn) == 1 and any(c.startswith(RESULT) for c in drawn[0])


async def test_the_film_comes_in_a_post_of_its_own_when_the_results_post_cannot_be_edited(env: simcord.Env) -> None:
    """Discord refuses every edit (the result's post deleted by a moderator: 10008 Unknown Message):
    the film is not lost."""
    channel, (ann, bob) = table(env, "labyrinth", "ann", "bob")
    svc = service(env)
    assert (await svc.create(str(channel.id), str(ann.user.id), "ann", position=WON)).ok
    await bob.slash(channel, "labyrinth join")
    for path in ("/channels/*/messages/*", "/webhooks/*/messages/*"):
        env.inject_error("PATCH", path, status=404, code=10008, message="Unknown Message", times=None)
    await ann.slash(channel, "labyrinth start")
    end = result_post(channel)
    assert FILM not in end.content and not any("-film." in a.filename for a in end.attachments)
    films = [m for m in posts(channel) if (m.content or "").startswith(FILM)]
    assert len(films) == 1 and any(a.filename.endswith("-film.gif") for a in films[0].attachments)
    assert not films[0].mentions, "nobody is pinged by the film"


async def test_a_player_who_chose_dms_gets_the_result_by_dm_not_a_mention(env: simcord.Env) -> None:
    channel, (ann, bob) = table(env, "labyrinth", "ann", "bob")
    svc = service(env)
    assert (await svc.set_notify_mode(str(bob.user.id), "dm")).ok
    assert (await svc.create(str(channel.id), str(ann.user.id), "ann", position=WON)).ok
    await bob.slash(channel, "labyrinth join")
    await ann.slash(channel, "labyrinth start")
    end = result_post(channel)
    assert ann.mention in end.content and bob.mention not in end.content
    dms = [m.content for m in bob.user.dm_channel.history() if "Game over" in (m.content or "")]
    assert len(dms) == 1 and RESULT in dms[0]


async def test_a_two_player_rematch_waits_for_the_other_and_survives_a_restart(env: simcord.Env, db_path: Path) -> None:
    channel, ann, bob, carol = await two_player_end(env)
    svc = service(env)
    first = await svc.info(str(channel.id))
    assert first is not None
    end = result_post(channel)
    # somebody who did not play: refused privately, nothing changes
    wrong = await carol.click(end, label="Rematch")
    assert all(a.ephemeral for a in answers(wrong)) and "Only the players of game #1" in answers(wrong)[-1].content
    before = len(posts(channel))
    asked = await ann.click(end, label="Rematch, sides swapped")
    assert answers(asked)[-1].ephemeral
    request = posts(channel)[-1]
    assert len(posts(channel)) == before + 1 and bob.mention in request.content and "sides swapped" in request.content
    assert (await svc.info(str(channel.id))).game_id == 1  # type: ignore[union-attr]
    # the asker cannot accept for the other
    own = await ann.click(request, label="Accept the rematch")
    assert "must accept it" in answers(own)[-1].content and answers(own)[-1].ephemeral
    # a restart keeps the request
    old = env.bot
    await env.restart_bot(make_client(db_path))
    await close_db(old)  # type: ignore[arg-type]
    svc = service(env)
    await bob.slash(channel, "labyrinth status")  # a look at the finished game says no result again
    assert result_post(channel) == end
    accepted = await bob.click(request, label="Accept the rematch")
    assert not any(a.content.startswith("⚠️") for a in answers(accepted))
    info = await svc.info(str(channel.id))
    assert info is not None and info.game_id == 2
    roles = {s.user_id: s.role for s in info.seats}
    assert roles == {str(ann.user.id): "jihadist", str(bob.user.id): "us"}  # swapped
    new, old_row = await svc.store.game(2), await svc.store.game(1)
    assert new is not None and old_row is not None
    same = ("scenario", "length", "ideology", "players", "position")
    assert {k: new.setup[k] for k in same} == {k: old_row.setup[k] for k in same}
    assert new.setup["seed"] != old_row.setup["seed"]
    # the Accept has done its work: gone; a stale press of the old result's Rematch changes nothing
    assert not controls(next(m for m in posts(channel) if m.id == request.id))
    for who in (ann, bob):
        press = await who.click(end, label="Rematch")
        assert answers(press)[-1].ephemeral and "no longer this channel's game" in answers(press)[-1].content
    assert (await svc.info(str(channel.id))).game_id == 2  # type: ignore[union-attr]


@pytest.mark.skipif(not solo_available(), reason="the 1-player bot (engine/solo) is not built")
async def test_a_solo_rematch_starts_at_once_with_the_same_settings_and_a_new_seed(env: simcord.Env) -> None:
    channel, (ann,) = table(env, "labyrinth", "ann")
    svc = service(env)
    made = await svc.create(str(channel.id), str(ann.user.id), "ann", players="solo", ideology="coherent", position=WON)
    assert made.ok
    await ann.slash(channel, "labyrinth start")
    end = result_post(channel)
    assert end.content.startswith(RESULT) and ann.mention in end.content
    assert [c.label for c in controls(end)] == ["Rematch"]  # no sides to swap against a bot
    pressed = await ann.click(end, label="Rematch")
    assert not any(a.content.startswith("⚠️") for a in answers(pressed))
    assert not controls(next(m for m in posts(channel) if m.id == end.id))  # one press: its button is gone
    info = await svc.info(str(channel.id))
    assert info is not None and info.game_id == 2 and info.status != "open"
    new, old = await svc.store.game(2), await svc.store.game(1)
    assert new is not None and old is not None
    assert {k: new.setup[k] for k in ("scenario", "length", "ideology", "players", "position")} == {
        k: old.setup[k] for k in ("scenario", "length", "ideology", "players", "position")
    }
    assert new.setup["ideology"] == "coherent" and new.setup["seed"] != old.setup["seed"]
    assert result_post(channel, 2) is not None  # (the same won position: it ends again, with its own Rematch)


async def test_a_challenges_attempt_ends_without_a_rematch(env: simcord.Env) -> None:
    channel, (ann, carol) = table(env, "challenges", "ann", "carol")
    made = await ann.slash(channel, "challenge new")
    code = re.search(r"code:([A-Z0-9]+)", "\n".join(a.content for a in answers(made)))
    assert code is not None
    await carol.slash(channel, "challenge start", code=code.group(1))
    dm = carol.user.dm_channel
    asked = await carol.user.slash("labyrinth resign")  # it asks first (issue 33.8)
    await carol.user.click(answers(asked)[-1], label="Resign")
    ends = [m for m in dm.history() if (m.content or "").startswith("Game over:")]
    assert len(ends) == 1 and "resigned" in ends[0].content
    assert not controls(ends[0])
    refused = await service(env).rematch(1, str(carol.user.id), "keep")
    assert not refused.ok and "one attempt each" in (refused.error or "")
