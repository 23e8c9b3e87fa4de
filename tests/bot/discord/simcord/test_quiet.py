"""Issue 19 through the real library: a quiet channel (a phase post that cannot be edited is
posted anew), one notification per handover as the player chose (`/labyrinth notify`), and the
words of a whole game (no internal names, plurals right)."""

from __future__ import annotations

import re

import simcord

from tests.bot.discord.simcord.sim import (
    Secrets,
    answers,
    button,
    last_with_controls,
    press_first,
    service,
    table,
)
from tests.bot.discord.simcord.test_solo import play_solo

INTERNAL = re.compile(r"\b[a-z]+_[a-z_]+\b|\((?:very_high|very_low|low_intensity|ample|tight|moderate)\)")
ONE_PLURAL = re.compile(r"(?<![\d.])1 (Ops|Cells|Troops|Plots|games|cards)\b")


async def test_a_phase_post_that_cannot_be_edited_is_posted_anew(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (alice,) = table(env, "labyrinth", "alice")
    await alice.slash(channel, "labyrinth new", players="solo")
    await alice.slash(channel, "labyrinth start")
    post = last_with_controls(env, channel)
    assert post is not None and "decides:" in post.content
    before = len([m for m in channel.history() if not m.flags.ephemeral])
    # a moderator deleted it meanwhile: Discord answers 10008 Unknown Message to the edit
    env.inject_error(
        "PATCH", f"/channels/{channel.id}/messages/{post.id}", status=404, code=10008, message="Unknown Message", times=None
    )  # fmt: skip
    version = (await service(env).info(str(channel.id))).version  # type: ignore[union-attr]
    await press_first(alice, post)
    info = await service(env).info(str(channel.id))
    assert info is not None and info.version > version, "the decision was taken"
    now = [m for m in channel.history() if not m.flags.ephemeral]
    assert len(now) > before, "posted anew"
    fresh = last_with_controls(env, channel)
    assert fresh is not None and fresh.id != post.id and "decides:" in fresh.content, "the player keeps a prompt"
    title = post.content.split("\n", 1)[0]
    assert any(m.content.startswith(title) and m.id != post.id for m in now), "the phase's text is not lost"


async def test_notify_setting_chooses_the_one_notification_of_a_handover(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (ann, bob) = table(env, "labyrinth", "ann", "bob")
    r = await bob.slash(channel, "labyrinth notify", how="mention")
    assert r.ephemeral and "a mention" in answers(r)[-1].content
    assert await service(env).store.notify_setting(str(bob.id)) == "mention"  # kept in the database
    bad = await bob.slash(channel, "labyrinth notify")
    assert "mention" in answers(bad)[-1].content
    await ann.slash(channel, "labyrinth new")
    await bob.slash(channel, "labyrinth join")
    await ann.slash(channel, "labyrinth start", ignore_dms=True)
    # Let's Roll!: the Jihadist (bob) decides first; he chose a mention: pinged once, no DM prompt
    pings = [m for m in channel.history() if bob.mention in (m.content or "")]
    assert len(pings) == 1 and button(pings[0], "Decide") is not None
    assert not any("decides:" in (m.content or "") for m in bob.user.dm_channel.history())
    # ann keeps the default: her DMs are open, so a DM with her decision and no mention
    svc = service(env)
    for _ in range(40):
        info = await svc.info(str(channel.id))
        assert info is not None
        if info.waiting_for == "us":
            break
        shown = await bob.click(pings[-1] if pings else last_with_controls(env, channel), label="Decide")
        await press_first(bob, answers(shown)[-1])
    assert any("(US) decides:" in (m.content or "") and m.components for m in ann.user.dm_channel.history())
    assert not any(ann.mention in (m.content or "") for m in channel.history())
    # off: nothing new reaches bob when the decision comes back to him
    await bob.slash(channel, "labyrinth notify", how="off")
    dms = len(bob.user.dm_channel.history())
    mentions = len([m for m in channel.history() if bob.mention in (m.content or "")])
    for _ in range(60):
        info = await svc.info(str(channel.id))
        assert info is not None
        if info.waiting_for == "jihadist" or info.waiting_for is None:
            break
        prompt = next(m for m in reversed(ann.user.dm_channel.history()) if m.components)
        await press_first(ann.user, prompt)
    assert len([m for m in channel.history() if bob.mention in (m.content or "")]) == mentions
    assert len(bob.user.dm_channel.history()) == dms


async def test_a_whole_game_has_no_internal_names_and_right_plurals(bot_env: simcord.Env) -> None:
    env = bot_env
    await play_solo(env, 120, Secrets())
    texts = []
    for msgs in env.backend.messages.values():
        for stored in msgs.values():
            texts.append(stored.content or "")
            for e in stored.embeds:
                texts += [e.get("title") or "", e.get("description") or ""]
                texts += [f.get("value", "") for f in e.get("fields", [])]
            for row in stored.components:
                for c in row.get("components", [row]):
                    texts.append(c.get("label") or "")
                    texts += [o.get("label", "") for o in c.get("options", [])]
    text = "\n".join(texts)
    assert len(text) > 5000
    assert not INTERNAL.findall(text), sorted(set(INTERNAL.findall(text)))[:10]
    assert not ONE_PLURAL.findall(text), sorted(set(ONE_PLURAL.findall(text)))


async def test_the_turns_post_is_edited_after_a_restart(bot_env: simcord.Env) -> None:
    """Issue 19: the post of the turn under way is kept in the database (migration 011): after a
    restart (nothing in memory) the next action edits the same post, with its earlier phases."""
    from bot.discord.phases import PhasePosts

    env = bot_env
    channel, _, _, alice = await play_solo(env, 5, Secrets())
    svc = service(env)
    app = env.bot.labyrinth  # type: ignore[attr-defined]
    info = await svc.info(str(channel.id))
    assert info is not None and info.waiting_for == "us"
    mid = app.phase_posts.current[info.game_id].message_id
    stored = await svc.store.phase_post(info.game_id)
    assert stored is not None and stored[0] == str(channel.id) and f'"message_id": {mid}' in stored[1]
    post = last_with_controls(env, channel)
    assert post is not None and post.id == mid, "the prompt is in the turn's post"
    first_line = (post.content or "").split("\n", 1)[0]
    app.phase_posts = PhasePosts(load=svc.phase_post, save=svc.set_phase_post)  # a restart: nothing in memory
    n = len(env.http_requests)
    await press_first(alice, post)
    writes = [r for r in env.http_requests[n:] if r.path.startswith(f"/channels/{channel.id}/messages")]
    assert writes and writes[0].method == "PATCH" and writes[0].path.endswith(f"/{mid}"), [(r.method, r.path) for r in writes]
    edited = next(m for m in channel.history() if m.id == mid)
    assert (edited.content or "").startswith(first_line), "the earlier phases are still in it"


async def test_a_press_that_leaves_the_decision_with_its_player_sends_no_new_message(bot_env: simcord.Env) -> None:
    """Issue 19: a 2-player press in a DM whose next decision is the presser's own edits the pressed
    message into it; no second copy of the decision comes as a new DM (it did when the action
    added no public line)."""
    env = bot_env
    channel, (ann, bob) = table(env, "labyrinth", "ann", "bob")
    await ann.slash(channel, "labyrinth new")
    await bob.slash(channel, "labyrinth join")
    await ann.slash(channel, "labyrinth start")
    svc, key = service(env), str(channel.id)
    kept = 0
    for _ in range(30):
        info = await svc.info(key)
        assert info is not None and info.waiting_for is not None
        who = ann if info.waiting_for == "us" else bob
        dm = who.user.dm_channel
        prompt = next(m for m in reversed(dm.history()) if m.components)
        before = {m.id for m in dm.history()}
        await press_first(who.user, prompt)
        after = await svc.info(key)
        assert after is not None
        if after.waiting_for == info.waiting_for and not prompt.attachments:  # (a deal's DM stays as the hand)
            kept += 1
            new = [m for m in dm.history() if m.id not in before and " hand (" not in (m.content or "")]
            assert not new, [m.content for m in new]
    assert kept >= 5
