"""Issue 22 through the Discord adapter: the settings handler's permission check, one refusal for
a database outage on every command and button, pings only for the players meant, undo confirmed
at the version shown (the mentions: simcord/test_trust_mentions.py)."""

from __future__ import annotations

import logging
from typing import Any

import pytest

from bot.core.settings import DEFAULT_DEADLINE_HOURS
from tests.bot.core.test_trust import outage
from tests.bot.discord.fakes import (
    Env,
    FakeChannel,
    env,  # noqa: F401  (the fixture)
    key,
    last_view_for,
    press,
    seated,
)


# ---------------------------------------------------------------------- 1. settings
async def test_a_member_who_aborted_a_game_cannot_set_the_channels_defaults(env: Env) -> None:  # noqa: F811
    elsewhere = FakeChannel(env.world)
    await env.app.cmd_new(env.inter(env.eve))
    await env.app.cmd_abort(env.inter(env.eve))
    assert "was aborted" in (env.world.log[-1].content or "")
    await env.app.cmd_settings(env.inter(env.eve), deadline_hours=1, forfeit=True, summary_channel=elsewhere)
    last = env.world.log[-1]
    assert last.ephemeral and "Only a channel manager" in (last.content or "")
    assert await env.svc.channel_settings(key(env)) == {}
    # everyone's next game keeps the defaults
    await env.app.cmd_new(env.inter(env.ann))
    row = await env.svc.store.live_game(key(env))
    assert row is not None and not {"forfeit", "summary_channel"} & set(row.settings)
    assert row.settings["deadline_hours"] == DEFAULT_DEADLINE_HOURS  # (every new game's, issue 19)
    # Ann, the creator of the running game, changes that game only (not where summaries go)
    await env.app.cmd_settings(env.inter(env.ann), deadline_hours=12)
    assert "Settings of game #2" in (env.world.log[-1].content or "") and "12 h" in (env.world.log[-1].content or "")
    row = await env.svc.store.live_game(key(env))
    assert row is not None and row.settings["deadline_hours"] == 12
    assert await env.svc.channel_settings(key(env)) == {}
    await env.app.cmd_settings(env.inter(env.ann), summary_channel=elsewhere)
    assert "turn summaries to another channel" in (env.world.log[-1].content or "")
    # a manager sets the channel's defaults
    await env.app.cmd_settings(env.inter(env.eve, manage=True), deadline_hours=72)
    assert (await env.svc.channel_settings(key(env))) == {"deadline_hours": 72}
    assert "Settings of this channel" in (env.world.log[-1].content or "")


# ---------------------------------------------------------------------- 3. an outage in words
async def test_an_outage_gets_the_same_refusal_on_every_command_and_button(
    env: Env,  # noqa: F811
    caplog: pytest.LogCaptureFixture,
) -> None:
    await seated(env, notify="both")  # (the DM's option and the mention's Decide: pressed below)
    await env.app.cmd_undo(env.inter(env.bob))  # (nothing to undo yet: refused)
    notice = next(s for s in reversed(env.world.public()) if s.view is not None)
    prompt = last_view_for(env, env.bob)
    env.svc.cache.clear()
    await outage(env.svc)
    caplog.set_level(logging.ERROR)
    runs: dict[str, Any] = {
        "status": lambda: env.app.cmd_status(env.inter(env.ann)),
        "choose": lambda: env.app.cmd_choose(env.inter(env.bob)),
        "hand": lambda: env.app.cmd_hand(env.inter(env.bob)),
        "undo": lambda: env.app.cmd_undo(env.inter(env.bob)),
        "settings": lambda: env.app.cmd_settings(env.inter(env.ann)),
        "set settings": lambda: env.app.cmd_settings(env.inter(env.ann, manage=True), deadline_hours=5),
        "mygames": lambda: env.app.cmd_mygames(env.inter(env.bob)),
        "decide button": lambda: press(env, env.bob, notice),
        "option button": lambda: press(env, env.bob, prompt),
        "new": lambda: env.app.cmd_new(env.inter(env.eve, FakeChannel(env.world))),
    }
    for what, run in runs.items():
        n = len(env.world.log)
        await run()
        said = "\n".join(s.content or "" for s in env.world.log[n:])
        assert "could not be read: " in said or "could not be saved: " in said, (what, said)
        assert "nothing was changed" in said and "a bug" not in said, (what, said)
    assert "Traceback" not in caplog.text
