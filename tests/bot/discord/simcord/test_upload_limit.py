"""Issue 33 (the film within the channel's upload limit), through the real library: each
interaction in a server's channel tells the service how large a file that channel takes, so the
film of a game that ends there is made under it (8 MiB where nothing is known)."""

from __future__ import annotations

import simcord

from bot.core.pictures import FILM_BYTES
from tests.bot.discord.simcord.sim import service, table


async def test_an_interaction_notes_its_channels_upload_limit_for_the_film(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (ann,) = table(env, "labyrinth", "ann")
    svc = service(env)
    assert svc.upload_limit(str(channel.id)) == FILM_BYTES  # (nothing known yet)
    await ann.slash(channel, "labyrinth new", players="solo")
    limit = svc.upload_limit(str(channel.id))
    assert limit != FILM_BYTES and limit >= 8 * 2**20  # (the guild's filesize_limit, or the interaction's)
