"""A 1-player game through the real library: buttons, selects and page buttons, the bot's phases
summarized with the board (issue 12, defect 1), no secret in the channel."""

from __future__ import annotations

import re

import discord
import simcord

from tests.bot.discord.simcord.sim import Secrets, button, last_with_controls, select_of, table


async def play_solo(
    env: simcord.Env, decisions: int, secrets: Secrets
) -> tuple[simcord.ChannelHandle, int, int, simcord.MemberActor]:
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
            # 6.3.2's two answers come first, then "War of Ideas first — …" (issue 19): the first
            # answer, as the two buttons of that question were pressed before
            ordered = any(" first — " in o.label for o in sel.options)
            await alice.select(m, [sel.options[0 if ordered else -1].value], custom_id=sel.custom_id)
        else:
            b = button(m)
            assert b is not None
            await alice.click(m, custom_id=b.custom_id)
        done += 1
    return channel, done, pages, alice


async def test_solo_game_one_post_per_turn_edited_in_place_with_why(bot_env: simcord.Env) -> None:
    """Issue 19: each turn gets one channel post, its phases as sections edited as they go on (the
    prompt lives in the turn's post); the bot's reasoning stays out of the channel, behind "Why?"."""
    secrets = Secrets()
    env = bot_env
    channel, done, pages, alice = await play_solo(env, 90, secrets)
    assert pages >= 1
    assert done >= 80 or "wins" in "\n".join(m.content or "" for m in channel.history())
    history = [m for m in channel.history() if not m.flags.ephemeral]
    text = "\n".join(m.content or "" for m in history)
    # every phase is a section of its turn's post, in order; a post holds one turn
    titles_ = re.findall(r"^\*\*(.+?)\*\*$", text, re.M)
    begun = [t for t in titles_ if re.fullmatch(r"Turn \d+: Jihadist Action Phase", t)]
    assert len(begun) >= 3 and len({t.split(":")[0] for t in begun}) >= 2
    assert any(t.endswith("Plot resolution") for t in titles_), titles_
    # a Plot was resolved (the seed is fixed): its line, or its effect where the phase was shortened
    assert "is revealed" in text or "(Plot in " in text
    for m in history:
        turns = {int(n) for n in re.findall(r"^\*\*(?:Turn (\d+):|End of turn (\d+))", m.content or "", re.M) for n in n if n}
        assert len(turns) <= 1, m.content
    # far fewer posts than decisions: the turn's post is edited, not re-posted
    posts = [r for r in env.http_requests if r.method == "POST" and r.path == f"/channels/{channel.id}/messages"]
    edits = [r for r in env.http_requests if r.method == "PATCH" and r.path.startswith(f"/channels/{channel.id}/messages/")]
    assert len(posts) <= 0.15 * done + 2 and len(edits) >= done // 2, (len(posts), len(edits), done)
    assert all(len(m.content or "") + sum(len(e.title or "") + len(e.description or "") for e in m.embeds) <= 1200 for m in history)
    # an ended phase's picture is its close-up; the whole board goes beside it once a turn (issue 20)
    names = [a.filename for m in history for a in m.attachments]
    boards = [m for n in names if "-closeup" not in n and (m := re.search(r"-t(\d+)-\w+\.png$", n))]
    turns = {m.group(1) for m in boards}
    assert len(turns) >= 2 and len(boards) == len(turns), boards
    assert any(n.endswith("-closeup.png") for n in names)
    # no reasoning in the channel, no internal names, short posts
    assert "Jihadist bot: " not in text and "Random country: " not in text
    assert not re.search(r"\b(low_intensity|very_high|ample|very_low)\b", text + "".join(
        f.value for m in history for e in m.embeds for f in e.fields) + "".join(e.description or "" for m in history for e in m.embeds))
    # a picture with the standing when a phase ends (decoded: a real PNG)
    summaries = [m for m in history if m.embeds]
    assert summaries and all(e.description.startswith("Now: Prestige") for m in summaries for e in m.embeds)
    boards = [m for m in summaries if m.attachments]
    shown_in = {f"attachment://{a.filename}": a for a in boards[-1].attachments} if boards else {}
    assert boards and boards[-1].embeds[-1].image.url in shown_in  # (the close-up; the whole board beside it)
    png = await shown_in[boards[-1].embeds[-1].image.url].read()
    assert png.startswith(b"\x89PNG\r\n\x1a\n")
    assert all(isinstance(e, discord.Embed) for m in summaries for e in m.embeds)
    # "Why?" shows the bot's reasoning privately, with rule numbers, among the post's lines in full
    why = next(m for m in history if button(m, "Why?") is not None)
    pressed = await alice.click(why, label="Why?")
    answered = [a for a in [pressed.response, *pressed.followups] if a is not None]
    shown = "\n".join(a.content for a in answered)
    for a in answered:  # a long one comes as a file
        for f in a.attachments:
            shown += (await f.read()).decode()
    assert all(a.ephemeral for a in answered)
    assert "Jihadist bot: " in shown and re.search(r"\(9\.\d", shown), shown[:300]
    assert "Recruit in" in shown or "rolls" in shown, "the dice a shortened phase leaves out"
    secrets.check(env)
