"""The Discord handlers of `/labyrinth settings` (bot/discord/preferences.py), driven by the stand-ins of fakes.py against a real
GameService on SQLite."""

from __future__ import annotations

from tests.bot.discord.fakes import (
    Env,
    key,
    seated,
)


async def test_a_running_games_deadline_is_changed_by_a_manager_or_its_creator(env: Env) -> None:
    """Issue 19: the creator (the game's own settings) or a channel manager (the channel's and the
    running game's) changes the deadline of a game under way, or turns it off; nobody else may."""
    from bot.core.clock import parse_time

    await seated(env)  # a 14-day deadline by default; the Jihadist (Bob) decides first, Ann waits
    row = await env.svc.store.live_game(key(env))
    assert row is not None and row.settings["deadline_hours"] == 14 * 24
    t0 = parse_time(row.idle_since)
    await env.app.cmd_settings(env.inter(env.bob), deadline_hours=1)
    assert env.world.log[-1].ephemeral and "Only a channel manager" in env.world.log[-1].content
    await env.app.cmd_settings(env.inter(env.eve, manage=True), deadline_hours=2)
    assert "The running game #" in env.world.log[-1].content and "deadline too" in env.world.log[-1].content
    row = await env.svc.store.live_game(key(env))
    assert row is not None and row.settings["deadline_hours"] == 2
    assert (await env.svc.channel_settings(key(env)))["deadline_hours"] == 2  # and new games copy it
    early = await env.svc.claim(key(env), str(env.ann.id), at=t0 + 3600)
    assert not early.ok and "59 min left" in (early.error or "")
    # the creator turns it off: no claim then
    await env.app.cmd_settings(env.inter(env.ann), deadline_hours=0)
    off = await env.svc.claim(key(env), str(env.ann.id), at=t0 + 3 * 3600)
    assert not off.ok and "no deadline" in (off.error or "")
    await env.app.cmd_settings(env.inter(env.ann), deadline_hours=2)
    done = await env.svc.claim(key(env), str(env.ann.id), at=t0 + 3 * 3600)
    assert done.ok, done.error
