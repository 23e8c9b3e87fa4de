"""Issue 33.7: a Jihadist game against the US bot through the real library: the US bot's reasoning
waits behind **Why?** (none of it in the channel's posts)."""

from __future__ import annotations

import simcord

from tests.bot.discord.simcord.sim import answers, button, table
from tests.bot.discord.simcord.test_two_player import decide


async def test_the_us_bots_reasoning_waits_behind_why(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (alice,) = table(env, "labyrinth", "alice")
    await alice.slash(channel, "labyrinth new", players="solo", side="jihadist", level="standard")
    await alice.slash(channel, "labyrinth start")
    for _ in range(16):  # the Jihadist's decisions, each from the turn post's Decide
        await decide(env, channel, alice)
    history = [m for m in channel.history() if not m.flags.ephemeral]
    text = "\n".join(m.content or "" for m in history)
    assert "US plays " in text  # the US bot played
    assert "US bot: " not in text
    why = next(m for m in reversed(history) if button(m, "Why?") is not None)
    pressed = await alice.click(why, label="Why?")
    shown = ""
    for a in answers(pressed):
        shown += a.content or ""
        for f in a.attachments:
            shown += (await f.read()).decode()
    assert "US bot: " in shown, shown[:400]
    assert "What the bot did" in shown and "Jihadist bot" not in shown, shown[:400]  # (the bot of this game)
