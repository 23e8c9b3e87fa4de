"""A 1-player game through the real library: buttons, selects and page buttons, the bot's phases
summarized with the board (issue 12, defect 1), no secret in the channel."""

from __future__ import annotations

import re

import discord
import simcord

from tests.bot.discord.simcord.sim import Secrets, button, last_with_controls, select_of, table


async def play_solo(env: simcord.Env, decisions: int, secrets: Secrets) -> tuple[simcord.ChannelHandle, int, int]:
    """/labyrinth new players:solo, start, then answer by pressing what the bot posts: the last
    option of a select, the first button; page forward once on every long list."""
    channel, (alice,) = table(env, "labyrinth", "alice")
    r = await alice.slash(channel, "labyrinth new", players="solo")
    assert "opened game #1" in r.response.content
    await alice.slash(channel, "labyrinth start")
    done = pages = 0
    while done < decisions:
        secrets.gather(env)
        m = last_with_controls(env, channel)
        if m is None:
            break  # the game is over
        sel = select_of(m)
        nxt = button(m, "Next")
        if sel is not None and nxt is not None and "(page 1 of" in m.content:
            r = await alice.click(m, custom_id=nxt.custom_id)  # the page buttons edit the message in place
            pages += 1
            m = last_with_controls(env, channel)
            assert m is not None and "(page 2 of" in m.content and r.acknowledged
            sel = select_of(m)
            assert sel is not None and button(m, "◀ Previous") is not None
        if sel is not None:
            await alice.select(m, [sel.options[-1].value], custom_id=sel.custom_id)
        else:
            b = button(m)
            assert b is not None
            await alice.click(m, custom_id=b.custom_id)
        done += 1
    return channel, done, pages


async def test_solo_game_by_buttons_selects_and_pages_with_a_summary_after_every_phase(bot_env: simcord.Env) -> None:
    secrets = Secrets()
    channel, done, pages = await play_solo(bot_env, 90, secrets)
    assert pages >= 1
    assert done >= 80 or "wins" in "\n".join(m.content or "" for m in channel.history())
    history = channel.history()
    embeds = [(m, e) for m in history for e in m.embeds]
    titles = [e.title or "" for _, e in embeds]
    text = "\n".join(m.content or "" for m in history)
    # every Jihadist Action Phase that began and ended got its own summary, in order
    begun = re.findall(r"Turn (\d+): Jihadist Action Phase", text)
    assert len(begun) >= 3
    for turn in begun:
        if f"Turn {turn}: US Action Phase" in text.split(f"Turn {turn}: Jihadist Action Phase", 1)[1]:
            assert f"Turn {turn}: Jihadist Action Phase" in titles, (turn, titles)
    assert "is revealed" in text  # a Plot was resolved (the seed is fixed): its own summary
    assert any(t.endswith("Plot resolution") for t in titles), titles
    # the board comes with the summaries (decoded: a real PNG), at most once per message
    summaries = [m for m in history if m.embeds]
    for m in summaries:  # a board when a phase changed it, once per message, with the last summary
        changed = any(e.description != "No change on the board." for e in m.embeds)
        assert len(m.attachments) == (1 if changed else 0), [e.title for e in m.embeds]
        if changed:
            assert m.embeds[-1].image.url == f"attachment://{m.attachments[0].filename}"
    boards = [m for m in summaries if m.attachments]
    assert len(boards) >= len(begun) // 2
    png = await boards[-1].attachments[0].read()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert all(isinstance(e, discord.Embed) for _, e in embeds)
    secrets.check(bot_env)
