"""Discord: `/labyrinth new players:solo side:jihadist level:` and `/labyrinth hint`."""

from __future__ import annotations

from tests.bot.discord.fakes import Env, env, since  # noqa: F401  (the fixture)


async def test_the_jihadist_alone_against_the_us_bot_and_a_private_hint(env: Env) -> None:  # noqa: F811
    await env.app.cmd_new(env.inter(env.ann), players="solo", side="jihadist", level="gentle")
    assert "against the US bot (gentle)" in env.world.log[0].content
    await env.app.cmd_start(env.inter(env.ann))
    mark = len(env.world.log)
    await env.app.cmd_hint(env.inter(env.ann))
    out = since(env, mark)
    assert out and all(s.ephemeral for s in out)
    assert "Hint: " in out[-1].content and "\n  3. " in out[-1].content
    await env.app.cmd_hint(env.inter(env.eve))
    assert env.world.log[-1].ephemeral and "do not sit" in env.world.log[-1].content
    mark = len(env.world.log)
    await env.app.cmd_help(env.inter(env.eve))
    shown = "\n".join(s.content or "" for s in since(env, mark))
    assert "players:solo side:jihadist" in shown and "gentle (" in shown and "expert (" in shown


async def test_an_unknown_level_is_refused_with_the_list(env: Env) -> None:  # noqa: F811
    await env.app.cmd_new(env.inter(env.ann), players="solo", side="jihadist", level="grandmaster")
    last = env.world.log[-1]
    assert last.ephemeral and "choose one of: gentle, standard, strong, expert" in last.content
