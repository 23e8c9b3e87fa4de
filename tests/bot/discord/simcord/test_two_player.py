"""A 2-player game through the real library: hands and Plots by DM, a player with closed DMs
(issue 12, defect 3), the Decide button, ephemeral prompts and `/labyrinth hand`."""

from __future__ import annotations

import simcord

from tests.bot.discord.simcord.sim import (
    Secrets,
    answers,
    button,
    controls,
    last_with_controls,
    press_first,
    service,
    table,
)

NOTE = "I cannot send you direct messages"


async def decide(env: simcord.Env, channel: simcord.ChannelHandle, actor: simcord.MemberActor) -> None:
    """Press the newest Decide button, then the first option of the private prompt it shows; a
    player whose DMs are open has the decision there alone (issue 33.8): pressed there."""
    # the phase post ("Waiting for …") or a mention, with Decide
    notice = next(
        (m for m in reversed(channel.history()) if button(m, "Decide") is not None and (
            actor.mention in (m.content or "") or f"Waiting for {actor.name} (" in (m.content or ""))),
        None,
    )  # fmt: skip
    if notice is None:
        prompt = next(m for m in reversed(actor.user.dm_channel.history()) if m.components)
        await press_first(actor.user, prompt)
        return
    assert last_with_controls(env, channel) is not None
    shown = await actor.click(notice, label="Decide")
    assert shown.ephemeral and answers(shown), "the decision is shown privately"
    prompt = answers(shown)[-1]
    assert prompt.ephemeral and controls(prompt)
    await press_first(actor, prompt)


async def test_two_players_with_closed_dms_decide_and_hand(bot_env: simcord.Env) -> None:
    env = bot_env
    secrets = Secrets()
    channel, (ann, bob) = table(env, "labyrinth", "ann", "bob")
    # bob's DMs are closed: Discord answers 403 / 50007 on his DM channel
    env.inject_error(
        "POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403, code=50007,
        message="Cannot send messages to this user", times=None,
    )  # fmt: skip
    await ann.slash(channel, "labyrinth new")
    await bob.slash(channel, "labyrinth join")
    refused = await ann.slash(channel, "labyrinth start")
    assert any("I cannot send direct messages to \u2068bob\u2069" in f.content and f.ephemeral for f in answers(refused))
    assert "(answered privately)" in refused.response.content
    await ann.slash(channel, "labyrinth start", ignore_dms=True)
    # the channel is told once (the starter is not bob, and bob was already found closed)
    assert sum(NOTE in (m.content or "") for m in channel.history()) == 1
    assert "Your US hand" in "\n".join(m.content or "" for m in ann.user.dm_channel.history())
    # /labyrinth hand: privately, with the hand image
    hand = await bob.slash(channel, "labyrinth hand")
    assert hand.ephemeral and any("Your Jihadist hand (" in f.content for f in answers(hand))
    assert any(a.filename.endswith(".png") for f in answers(hand) for a in f.attachments)
    svc = service(env)
    for _ in range(24):
        secrets.gather(env)
        info = await svc.info(str(channel.id))
        assert info is not None
        if info.waiting_for is None:
            break
        actor = bob if info.waiting_for == "jihadist" else ann
        await decide(env, channel, actor)
    info = await svc.info(str(channel.id))
    assert info is not None and info.version > 15
    pings = [m.content for m in channel.history() if (m.content or "").startswith(f"{bob.mention}, your decision")]
    assert pings and not any("DMs" in p for p in pings), "no pointer to DMs that cannot be delivered"
    # one notification per handover (issue 19): ann's DMs are open, so she is told there, not pinged too
    assert not any(ann.mention in (m.content or "") for m in channel.history())
    assert any("decides:" in (m.content or "") or "\n✔ " in f"\n{m.content}" for m in ann.user.dm_channel.history())
    assert sum(NOTE in (m.content or "") for m in channel.history()) == 1, "the note once per game"
    # DM channels are opened once per user and kept: no user fetch for every DM
    opened = [r for r in env.http_requests if r.method == "POST" and r.path == "/users/@me/channels"]
    assert 1 <= len(opened) <= 2, len(opened)
    assert not [r for r in env.http_requests if r.method == "GET" and r.path.startswith("/users/")]
    assert len(ann.user.dm_channel.history()) > 3
    secrets.check(env)
