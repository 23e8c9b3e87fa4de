"""Issue 20 through the real library: `/labyrinth board region:` and `/records replay film:`."""

from __future__ import annotations

import random

import simcord

from tests.bot.discord.simcord.sim import answers, service, table


async def test_board_region_and_the_film_of_a_finished_game(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (ann, bob) = table(env, "labyrinth", "ann", "bob")
    await ann.slash(channel, "labyrinth new")
    await bob.slash(channel, "labyrinth join")
    await ann.slash(channel, "labyrinth start")
    shown = await bob.slash(channel, "labyrinth board", region="Middle East")
    files = [a.filename for f in answers(shown) for a in f.attachments]
    assert any(n.endswith("-middle-east.png") for n in files)
    refused = await bob.slash(channel, "labyrinth board", region="Atlantis")
    assert any("Regions: Americas, Europe" in (f.content or "") for f in answers(refused))
    # the game played to its end through the service (the buttons are tested elsewhere)
    svc = service(env)
    key = str(channel.id)
    rng = random.Random(4)
    users = {"us": str(ann.user.id), "jihadist": str(bob.user.id)}
    svc.images = False  # no board per phase meanwhile: the film is drawn from the record
    while (info := await svc.info(key)) is not None and info.waiting_for is not None:
        p = (await svc.prompt(key, users[info.waiting_for])).prompt
        assert p is not None
        assert (await svc.act(key, p.user_id, rng.choice(p.options).id, p.version)).ok
    assert info is not None and info.status == "over"
    svc.images = True
    env.settle_timeout = 30  # replaying the game and drawing the film take seconds in a worker thread
    film = await ann.slash(channel, "records replay", game=info.game_id, film=True)
    out = answers(film)
    assert out and all(f.ephemeral for f in out[-1:])
    names = [a.filename for f in out for a in f.attachments]
    assert any("-film." in n for n in names) and any(n.endswith("-chart.png") for n in names)
