"""The Discord handlers of `/labyrinth new`, `join`, `start`, `abort`, `pause`, `resume` and `mygames` (bot/discord/seats.py), driven by the stand-ins of fakes.py against a real
GameService on SQLite."""

from __future__ import annotations

from tests.bot.discord.fakes import (
    PNG,
    Env,
    FakeAttachment,
    FakeChannel,
    decide_post,
    key,
    press,
    said,
    seated,
    since,
)


async def test_new_posts_the_game_publicly_and_join_fills_the_seat(env: Env) -> None:
    await env.app.cmd_new(env.inter(env.ann), scenario="anaconda", players="two", side="us", length=2)
    first = env.world.log[0]
    assert first.where == "followup" and not first.ephemeral
    assert "\u2068Ann\u2069 opened game #1: Anaconda, 2-player, Tournament Final (2 decks)" in first.content
    assert "Waiting for a Jihadist player" in first.content
    await env.app.cmd_join(env.inter(env.bob))
    last = env.world.log[-1]
    assert not last.ephemeral and "\u2068Bob\u2069 sits as Jihadist" in last.content and "All seats are taken" in last.content
    info = await env.svc.info(key(env))
    assert info is not None and {(s.role, s.user_name) for s in info.seats} == {("us", "Ann"), ("jihadist", "Bob")}


async def test_new_refusal_is_ephemeral_and_changes_nothing(env: Env) -> None:
    await env.app.cmd_new(env.inter(env.ann), players="two", ideology="potent")
    only = env.world.log[-1]
    assert only.ephemeral and "Ideology levels are for the 1-player game only" in only.content
    assert await env.svc.info(key(env)) is None


async def test_new_in_a_thread(env: Env) -> None:
    await env.app.cmd_new(env.inter(env.ann), thread=True, deadline_hours=48, forfeit=True)
    thread = next(c for c in env.world.channels.values() if c.parent_id == env.channel.id)
    assert f"opened game #1 in <#{thread.id}>" in env.world.log[0].content
    in_thread = [s for s in env.world.log if s.where == f"channel:{thread.id}"]
    assert in_thread and "\u2068Ann\u2069 opened game #1" in in_thread[0].content
    assert await env.svc.info(key(env)) is None  # the parent channel stays free
    row = await env.svc.store.live_game(str(thread.id))
    assert row is not None and row.settings["deadline_hours"] == 48 and row.settings["forfeit"] is True


async def test_start_names_a_player_whose_dms_are_closed(env: Env) -> None:
    env.bob.dms_open = False
    await env.svc.create(key(env), str(env.ann.id), "Ann", seed=3)
    await env.app.cmd_join(env.inter(env.bob))
    await env.app.cmd_start(env.inter(env.ann))
    refusal = env.world.log[-1]
    assert refusal.ephemeral and "I cannot send direct messages to \u2068Bob\u2069" in refusal.content
    info = await env.svc.info(key(env))
    assert info is not None and info.status == "open"


async def test_start_posts_the_board_dms_hands_and_pings_the_first_player(env: Env) -> None:
    await seated(env)
    public = env.world.public()
    begins = next(s for s in public if s.content and "Game #1 begins" in s.content)
    assert begins.where == "followup"
    # one post per turn (issue 19): the set-up's section ends: the post gets the pictures
    # Action Phase's post says whom the game waits for, with a Decide button
    board = next(s for s in public if s.files)
    assert board is begins and board.embed is not None and (board.embed.description or "").startswith("Now: Prestige")
    # (a new turn: the whole board beside the phase's close-up, issue 20)
    assert [n.endswith("-closeup.png") for n, _ in board.files] == [False, True]
    assert all(n.endswith(".png") and d.startswith(PNG) for n, d in board.files)
    # one post per turn: the first Action Phase is the next section of the same post; it says whom
    # the game waits for, with a Decide button
    phase = board
    assert "\n**Turn 1: Jihadist Action Phase**" in (phase.content or "") and "Waiting for Bob (Jihadist)." in phase.content
    # Let's Roll!: the Jihadist acts first; Bob's DMs are open: one notification, by DM, no ping, and
    # no second way to the same menu in the channel (issue 33.8): the post has the map's regions only
    assert phase.view is not None and [c.item.custom_id for c in phase.view.children] == ["lab:m:1"]  # type: ignore[attr-defined]
    assert not any(f"<@{env.bob.id}>" in (s.content or "") for s in public)
    for user, side in ((env.ann, "US"), (env.bob, "Jihadist")):
        dms = env.world.private_to(user)
        text = "\n".join(s.content or "" for s in dms)
        assert f"Your {side} hand" in text
        assert any(n.startswith("hand-") and d.startswith(PNG) for s in dms for n, d in s.files)
    assert "Available Plots" in "\n".join(s.content or "" for s in env.world.private_to(env.bob))
    # Bob's DM also carries his decision with its components
    assert any(s.view is not None and "decides" in (s.content or "") for s in env.world.private_to(env.bob))


async def test_mygames_lists_the_games_waiting_for_you(env: Env) -> None:
    other = FakeChannel(env.world)
    await seated(env)
    await env.svc.create(key(env, other), str(env.bob.id), "Bob", side="jihadist")
    await env.app.cmd_mygames(env.inter(env.bob))
    text = env.world.log[-1].content
    assert env.world.log[-1].ephemeral
    assert text.index(f"<#{env.channel.id}>") < text.index(f"<#{other.id}>")
    assert "**waiting for you**" in text and "not started yet" in text
    await env.app.cmd_mygames(env.inter(env.eve))
    assert "You sit in no unfinished game" in env.world.log[-1].content


async def test_abort_and_settings_need_the_creator_or_manage_channels(env: Env) -> None:
    await seated(env)
    await env.app.cmd_settings(env.inter(env.eve), reminder_hours=3)
    assert env.world.log[-1].ephemeral and "Only a channel manager" in env.world.log[-1].content
    await env.app.cmd_settings(env.inter(env.eve, manage=True), reminder_hours=3, summary_channel=env.channel)
    assert "every 3 h" in env.world.log[-1].content
    assert (await env.svc.channel_settings(key(env)))["reminder_minutes"] == 180
    await env.app.cmd_abort(env.inter(env.bob))
    assert env.world.log[-1].ephemeral and "Only the game's creator" in env.world.log[-1].content
    await env.app.cmd_abort(env.inter(env.eve, manage=True))
    assert not env.world.log[-1].ephemeral and "was aborted" in env.world.log[-1].content


async def test_pause_and_resume_stop_and_restart_the_clock(env: Env) -> None:
    from bot.core.clock import parse_time

    await env.svc.set_notify_mode(str(env.bob.id), "mention")  # the channel's Decide, pressed while paused
    await env.app.cmd_new(env.inter(env.ann), deadline_hours=2, forfeit=True)
    await env.app.cmd_join(env.inter(env.bob))
    await env.app.cmd_start(env.inter(env.ann))
    row = await env.svc.store.live_game(key(env))
    assert row is not None
    t0 = parse_time(row.updated_at)
    ping = decide_post(env)
    await env.app.cmd_pause(env.inter(env.eve), "tired")
    assert env.world.log[-1].ephemeral and "Only a player of this game or a channel manager" in env.world.log[-1].content
    await env.app.cmd_pause(env.inter(env.ann), "dinner")
    assert said(env, "Game #1 is paused by \u2068Ann\u2069 since") and said(env, "(\u2068dinner\u2069)")
    # the decision button is refused, privately, with the reason
    await press(env, env.bob, ping)
    last = env.world.log[-1]
    assert last.ephemeral and "Game #1 is paused by \u2068Ann\u2069" in last.content and "`resume`" in last.content
    # while paused neither reminders nor the deadline run, however long it lasts
    mark = len(env.world.log)
    await env.app.sweep(t0 + 10 * 3600)
    assert since(env, mark) == []
    info = await env.svc.info(key(env))
    assert info is not None and info.status == "active"
    await env.app.cmd_status(env.inter(env.eve))
    assert "⏸ Game #1 is paused by \u2068Ann\u2069" in env.world.log[-1].content
    await env.app.cmd_mygames(env.inter(env.bob))
    assert "paused since <t:" in env.world.log[-1].content
    # a channel manager resumes; Bob is pinged again and the deadline counts from now
    await env.app.cmd_resume(env.inter(env.eve, manage=True))
    assert said(env, "A channel manager resumed game #1. Reminders and the deadline count again from now.")
    assert any(f"<@{env.bob.id}>, your decision" in (s.content or "") for s in env.world.public()[-2:])
    row = await env.svc.store.live_game(key(env))
    assert row is not None and row.clock_at is not None
    t1 = parse_time(row.idle_since)
    mark = len(env.world.log)
    await env.app.sweep(t1 + 30 * 60)  # hours after the first deadline, but only 30 min after the resume
    assert since(env, mark) == []
    await env.app.sweep(t1 + 2 * 3600 + 1)
    assert said(env, "forfeits game #1")


async def test_new_from_a_position_file(env: Env) -> None:
    import json as _json

    puzzle = {"hands": {"us": [40, 42], "jihadist": [48]}, "phase": "us"}
    await env.app.cmd_new(env.inter(env.ann), players="solo", position=FakeAttachment(_json.dumps(puzzle).encode()))  # type: ignore[arg-type]
    await env.app.cmd_start(env.inter(env.ann))
    view = await env.svc.public_view(key(env))
    assert view is not None and view.phase == "us" and view.hand_counts == {"us": 2, "jihadist": 1}
    await env.app.cmd_new(env.inter(env.ann, FakeChannel(env.world)), players="solo", position=FakeAttachment(b'{"prestige": 40}'))  # type: ignore[arg-type]
    assert env.world.log[-1].ephemeral and "Prestige must be 1-12" in env.world.log[-1].content
