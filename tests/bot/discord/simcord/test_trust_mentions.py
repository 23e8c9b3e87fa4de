"""Issue 22, item 5, through the real library: a post pings only the players the bot means to
notify; user text (a pause reason, a player's name) pings nobody and shows as typed."""

from __future__ import annotations

import re

import simcord

from tests.bot.discord.simcord.sim import answers, service, table


# ---------------------------------------------------------------------- 5. mentions
async def test_only_the_players_meant_are_pinged_whatever_names_and_reasons_hold(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (ann, bob, eve) = table(env, "labyrinth", "ann", "bob", "eve")
    # bob is told by a mention (with DMs open, one DM alone: issue 33.8), so that a ping is made
    await bob.slash(channel, "labyrinth notify", how="mention")
    await ann.slash(channel, "labyrinth new")
    await bob.slash(channel, "labyrinth join")
    await ann.slash(channel, "labyrinth start", ignore_dms=True)
    await ann.slash(channel, "labyrinth pause", reason=f"back soon <@{eve.user.id}> @everyone")
    await ann.slash(channel, "labyrinth status")
    await ann.slash(channel, "labyrinth resume")
    svc = service(env)
    assert (await svc.info(str(channel.id))) is not None
    stored = env.backend.messages.get(channel.id, {})
    pinged = {u for m in stored.values() for u in m.ping_user_ids}
    assert eve.user.id not in pinged, "a member outside the game was pinged through user text"
    assert not any(m.mention_everyone for m in stored.values())
    assert pinged <= {ann.user.id, bob.user.id}
    # every post names whom it may ping (never "any user mentioned"), and never a bystander
    assert not any(m.allowed_mentions.allows_user(eve.user.id) for m in stored.values())
    assert any(m.ping_user_ids for m in stored.values()), "the player to act is still pinged"
    assert any(f"<@{eve.user.id}>" in re.sub(r"\\(.)", r"\1", m.content or "") for m in stored.values())  # shown as typed


async def test_a_player_named_like_a_mention_pings_nobody(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (ann, eve) = table(env, "labyrinth", "ann", "eve")
    assert channel.guild is not None
    mallory = channel.guild.add_member(env.create_user(f"<@{eve.user.id}>"))
    await ann.slash(channel, "labyrinth new")
    r = await mallory.slash(channel, "labyrinth join")
    assert any("sits as Jihadist" in (a.content or "") for a in answers(r))
    stored = env.backend.messages.get(channel.id, {})
    assert all(eve.user.id not in m.ping_user_ids for m in stored.values())
