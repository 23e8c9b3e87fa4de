"""The Discord handlers of `/labyrinth export` and `import` (bot/discord/transfer.py), driven by the stand-ins of fakes.py against a real
GameService on SQLite."""

from __future__ import annotations

from tests.bot.discord.fakes import (
    Env,
    FakeAttachment,
    FakeChannel,
    decide_post,
    drive,
    press,
    seated,
)


async def test_export_a_finished_game_and_import_it_elsewhere(env: Env) -> None:
    await seated(env, notify="mention")
    await drive(env, 3)
    await env.app.cmd_resign(env.inter(env.ann))  # asks first (issue 33.8)
    await press(env, env.ann, env.world.log[-1])
    posts = [s.content or "" for s in env.world.public()]
    assert any("\u2068Ann\u2069 resigns." in c for c in posts)
    assert sum("Jihadist wins" in c for c in posts) == 1, posts  # said once: in the result's own post
    old_ping = decide_post(env)
    await press(env, env.bob, old_ping)
    assert env.world.log[-1].ephemeral and "Game #1 is over; nothing to decide" in env.world.log[-1].content
    await env.app.cmd_export(env.inter(env.ann))
    exported = env.world.log[-1]
    assert exported.ephemeral and exported.files[0][0] == "labyrinth-game-1.json"
    other = FakeChannel(env.world)
    await env.app.cmd_import(env.inter(env.eve, other), FakeAttachment(exported.files[0][1]))  # type: ignore[arg-type]
    # this database holds the game already: it is not imported twice (issue 22)
    assert env.world.log[-1].ephemeral and "already stored here (game #1)" in env.world.log[-1].content
    await env.app.cmd_import(env.inter(env.eve, FakeChannel(env.world)), FakeAttachment(b"not json"))  # type: ignore[arg-type]
    assert env.world.log[-1].ephemeral and "not a Labyrinth game export" in env.world.log[-1].content
