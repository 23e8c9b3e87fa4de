"""The Discord handlers of replies to posts, DMs, notifications, phase summaries and reminders (bot/discord/delivery.py), driven by the stand-ins of fakes.py against a real
GameService on SQLite."""

from __future__ import annotations

import re

from bot.discord.app import LabyrinthApp
from engine.data import CARDS
from tests.bot.discord.fakes import (
    PNG,
    Env,
    FakeChannel,
    decide_post,
    drive,
    key,
    last_view_for,
    press,
    restart,
    said,
    seated,
)


async def test_closed_dms_fall_back_to_an_ephemeral_reply_and_a_channel_note(env: Env) -> None:
    env.bob.dms_open = False
    await env.svc.create(key(env), str(env.ann.id), "Ann", seed=5)
    await env.app.cmd_join(env.inter(env.bob))
    await env.app.cmd_start(env.inter(env.bob), ignore_dms=True)
    mine = [s for s in env.world.log if s.ephemeral]
    assert any("Your Jihadist hand" in (s.content or "") for s in mine)
    notes = [s for s in env.world.public() if s.content and "cannot send you direct messages" in s.content]
    assert len(notes) == 1 and f"<@{env.bob.id}>" in notes[0].content
    tries = env.bob.dm_attempts
    assert tries >= 1
    # Bob started the game and acts first: his decision came to him privately, not as a ping
    assert not any(s.content and "your decision" in s.content for s in env.world.public())
    # later DMs to Bob (his decision when the turn comes back to him) are not attempted again
    # (rate-limit safety), and no second note is posted
    await drive(env, 40, until="us")
    await drive(env, 40, until="jihadist")
    assert any(f"<@{env.bob.id}>, your decision" in (s.content or "") for s in env.world.public())
    assert env.bob.dm_attempts == tries
    assert len([s for s in env.world.public() if s.content and "cannot send you direct messages" in s.content]) == 1
    # after the retry period, DMs are tried again
    env.now[0] += 7 * 3600
    env.bob.dms_open = True
    await env.app.cmd_hand(env.inter(env.bob))
    assert await env.app.send_dm(str(env.bob.id), ["hello"])
    assert env.bob.dm_attempts == tries + 1


async def test_no_secret_reaches_a_channel_in_a_two_player_game(env: Env) -> None:
    await seated(env, seed=11)
    secrets: set[str] = set()
    for _ in range(120):
        for user in (env.ann, env.bob):
            for v in (await env.svc.seat_views(key(env), str(user.id))).values():
                secrets |= {f"#{c.number} {c.name}" for c in v.hand or []}
        if await drive(env, 1) == 0:
            break
    public = "\n".join(s.text() for s in env.world.public())
    assert "Plot placed in" in public, "the game drove through a Plot placement"
    assert any(s.embed is not None for s in env.world.public()), "a phase summary with the board was posted"
    played = {
        f"#{n} {c.name}"
        for n, c in CARDS.items()
        if f"plays #{n} {c.name}" in public or f"Event: #{n} {c.name}" in public
    }
    leaked = sorted(s for s in secrets - played if s in public)
    assert not leaked, leaked
    assert "(the Plot in" not in public and not re.search(r"\bPlot [1-3]\b", public)
    assert "You draw" not in public and "hand (" not in public
    # the Plot values did reach the Jihadist privately (by DM, or in the prompt he pressed, issue 19)
    seen = env.world.public()
    assert any("(the Plot in" in (s.content or "") for s in env.world.log if s not in seen)
    assert not any("(the Plot in" in (s.content or "") for s in env.world.private_to(env.ann))


async def test_phase_summary_with_board_after_the_jihadist_phase(env: Env) -> None:
    await seated(env, seed=7)
    for _ in range(30):
        info = await env.svc.info(key(env))
        assert info is not None
        if info.waiting_for == "us":
            break
        p = (await env.svc.prompt(key(env), str(env.bob.id))).prompt
        assert p is not None
        ids = [o.id for o in p.options]
        await env.app.cmd_choose(env.inter(env.bob), next((i for i in ids if i.startswith("ops:")), ids[0]))
    # the turn's post (issue 19), edited as the phase went, shows the standing and the picture when it ends
    summary = next(s for s in env.world.public() if s.embed is not None and "US Action" in (s.embed.title or ""))
    # (issue 33: the heading over the US's decision names the phase under way, not the one that ended)
    assert summary.embed is not None and summary.embed.title == "Turn 1: now US Action Phase"
    assert "\n**Turn 1: Jihadist Action Phase**\n" in (summary.content or "") and "Jihadist plays #" in summary.content
    assert (summary.embed.description or "").startswith("Now: Prestige") and "_" not in summary.embed.description
    shown = dict(summary.files)[summary.embed.image.url.removeprefix("attachment://")]
    assert summary.embed.image.url.endswith("-closeup.png") and shown.startswith(PNG)
    # the turn goes on in the same post: the next phase, whom it waits for, with a Decide button
    assert (summary.content or "").endswith("**Turn 1: US Action Phase**\nWaiting for Ann (US).") and summary.view is not None
    # Ann's DMs are open: she is told by DM (one notification), with her decision
    assert any("(US) decides:" in (s.content or "") and s.view is not None for s in env.world.private_to(env.ann))


async def test_reminders_and_a_forfeited_deadline(env: Env) -> None:
    await env.app.cmd_new(env.inter(env.ann), deadline_hours=10, forfeit=True)
    await env.app.cmd_join(env.inter(env.bob))
    await env.app.cmd_start(env.inter(env.ann))
    row = await env.svc.store.live_game(key(env))
    assert row is not None and row.status == "active"
    from bot.core.clock import parse_time

    t0 = parse_time(row.updated_at)
    env.app.last_sweep = t0
    await env.app.sweep(t0 + 30 * 60)  # before the reminder time (60 minutes)
    assert not any("🔔" in (s.content or "") for s in env.world.log)
    await env.app.sweep(t0 + 61 * 60)
    reminders = [s for s in env.world.public() if "🔔" in (s.content or "")]
    assert len(reminders) == 1 and f"<@{env.bob.id}>" in reminders[0].content
    await env.app.sweep(t0 + 90 * 60)  # no new interval crossed: no second reminder
    assert len([s for s in env.world.public() if "🔔" in (s.content or "")]) == 1
    await env.app.sweep(t0 + 7.6 * 3600)  # 3/4 of the deadline: a warning
    assert any("left to decide" in (s.content or "") for s in env.world.public())
    await env.app.sweep(t0 + 10.1 * 3600)
    assert any("forfeits game #1" in (s.content or "") for s in env.world.public())
    info = await env.svc.info(key(env))
    assert info is not None and info.status == "over" and info.result == {
        "winner": "us", "reason": {"id": "reason-resigned", "args": {"side": {"role": "jihadist"}}}
    }  # fmt: skip


async def test_reminders_due_while_the_bot_was_down_are_sent_once_at_the_next_sweep(env: Env) -> None:
    from bot.core.clock import parse_time

    other = FakeChannel(env.world)
    await env.app.cmd_new(env.inter(env.ann), deadline_hours=3)  # a deadline, no forfeit
    await env.app.cmd_join(env.inter(env.bob))
    await env.app.cmd_start(env.inter(env.ann))
    await env.app.cmd_new(env.inter(env.ann, other))  # reminders only
    await env.app.cmd_join(env.inter(env.bob, other))
    await env.app.cmd_start(env.inter(env.ann, other))
    row = await env.svc.store.live_game(key(env))
    assert row is not None
    t0 = parse_time(row.updated_at)
    # the bot was down for 5 hours: five reminder intervals (60 min) and the deadline passed
    await restart(env)
    await env.app.sweep(t0 + 5 * 3600 + 60)
    told = said(env, "⏰") + said(env, "🔔")
    assert len(told) == 2, [s.content for s in told]  # one message per waiting game, not one per interval
    assert said(env, "the deadline of game #1 (3 h per decision) has passed")
    assert said(env, "game #2 has waited for your decision (Jihadist) for 5 h")
    assert len([s for s in env.world.private_to(env.bob) if "🔔" in (s.content or "")]) == 1
    # the same wait is not announced again: not by the next sweep, not after another restart
    await env.app.sweep(t0 + 5 * 3600 + 120)
    await restart(env)
    await env.app.sweep(t0 + 5 * 3600 + 180)
    assert len(said(env, "⏰") + said(env, "🔔")) == 2
    # the intervals double (1 h, 2 h, 4 h, 8 h ...): nothing at 6 h, the next reminder at 8 h (issue 19)
    await env.app.sweep(t0 + 6 * 3600 + 60)
    assert not said(env, "for 6 h")
    await env.app.sweep(t0 + 8 * 3600 + 60)
    assert len(said(env, "for 8 h")) == 2


async def test_reminders_back_off_and_stop_and_a_stalled_game_is_claimed(env: Env) -> None:
    """Issue 19: a new game gets a 14-day deadline; reminders double their interval, at most 6 for
    one wait; a paused game sends nothing; after the deadline the waiting player (only) claims the
    game, a timeout win in the records; before it the claim is refused with the time left."""
    from bot.core.clock import MAX_REMINDERS, parse_time

    await seated(env)  # default settings: reminders every 60 min here, no deadline given
    row = await env.svc.store.live_game(key(env))
    assert row is not None and row.settings["deadline_hours"] == 14 * 24
    t0 = parse_time(row.idle_since)
    for h in range(1, 15 * 24 + 1):  # 15 days of hourly sweeps
        await env.app.sweep(t0 + h * 3600 + 1)
    reminders = said(env, "🔔")
    assert len(reminders) == MAX_REMINDERS == 6
    hours = [int(m.group(1)) for s in reminders if (m := re.search(r"for (\d+) h", s.content or ""))]
    assert hours == [1, 2, 4, 8, 16, 32], hours  # 1 h, 2 h, 4 h ... then silence
    deadline = said(env, "⏰")
    assert len(deadline) == 1 and "may now claim the game" in (deadline[0].content or "")
    # the claim: not by the player who must decide, nor a bystander; before the deadline, refused with the time left
    early = await env.svc.claim(key(env), str(env.ann.id), at=t0 + 3600)
    assert not early.ok and re.search(r"13 days 2\d h left before you may claim", early.error or "")
    for who in (env.bob, env.eve):
        r = await env.svc.claim(key(env), str(who.id), at=t0 + 15 * 86400)
        assert not r.ok and ("cannot claim" in (r.error or "") or "Only the player waiting" in (r.error or ""))
    env.now[0] = t0 + 15 * 86400
    await env.app.cmd_claim(env.inter(env.ann))
    info = await env.svc.info(key(env))
    assert info is not None and info.status == "over" and info.result == {"winner": "us", "reason": {"id": "reason-timeout"}}
    assert any("claims the game, a timeout win for the US" in (s.content or "") for s in env.world.public())


async def test_a_paused_game_sends_no_reminder(env: Env) -> None:
    await seated(env)
    row = await env.svc.store.live_game(key(env))
    assert row is not None
    await env.app.cmd_pause(env.inter(env.ann))
    from bot.core.clock import parse_time

    t0 = parse_time(row.idle_since)
    for h in range(1, 24 * 20):
        await env.app.sweep(t0 + h * 3600 + 1)
    assert not said(env, "🔔") and not said(env, "⏰")


async def test_closed_dms_are_remembered_across_a_restart(env: Env) -> None:
    await seated(env, bob_dms=False)
    tries = env.bob.dm_attempts
    assert tries >= 1 and str(env.bob.id) in await env.svc.store.closed_dms()
    await restart(env)
    # a new process does not retry Bob's DMs before the back-off ends, and posts no second note
    assert not await env.app.send_dm(str(env.bob.id), ["hello"])
    assert env.bob.dm_attempts == tries
    notes = len(said(env, "cannot send you direct messages"))
    await drive(env, 40, until="us")
    await drive(env, 40, until="jihadist")
    assert env.bob.dm_attempts == tries and len(said(env, "cannot send you direct messages")) == notes
    # after the back-off a DM is tried again; once it gets through the memory is cleared
    env.now[0] += 7 * 3600
    env.bob.dms_open = True
    assert await env.app.send_dm(str(env.bob.id), ["hello"])
    assert env.bob.dm_attempts == tries + 1
    assert await env.svc.store.closed_dms() == {}


async def test_a_reminder_claimed_by_a_process_that_died_is_sent_once_by_another(env: Env) -> None:
    """Several processes sweep one database: a due reminder is sent under its lease (migration
    007). A process killed after claiming it never sends it; once the lease runs out another process
    sends it, exactly once, and two live processes sweeping together send it once."""
    import asyncio

    from bot.core.clock import REMINDER_LEASE_SECONDS, parse_time

    await seated(env)
    row = await env.svc.store.live_game(key(env))
    assert row is not None
    due = parse_time(row.updated_at) + 61 * 60
    # the dead process claimed the reminder, then was killed before sending or recording it
    assert await env.svc.store.take_lease(f"reminder:{row.id}", "dead-host:1", due, REMINDER_LEASE_SECONDS)
    second = LabyrinthApp(env.svc, env.client, env.app.config, clock=env.app.clock)
    second.reminders.owner = "other-host:2"
    await env.app.sweep(due)
    await second.sweep(due + 1)
    assert not said(env, "🔔")  # still leased by the dead process
    later = due + REMINDER_LEASE_SECONDS + 1
    await asyncio.gather(env.app.sweep(later), second.sweep(later))
    await env.app.sweep(later + 60)
    assert len(said(env, "🔔")) == 1


async def test_a_handover_with_a_long_hand_is_still_one_direct_message(env: Env) -> None:
    """Issue 19 (one notification per handover): after a deal the next player's DM holds their
    private news, their hand and their decision; when the hand's text would make it two messages,
    the hand goes as its picture only, so they are notified once."""
    from bot.core.replies import BoardImage, Reply

    await seated(env)
    p = (await env.svc.prompt(key(env), str(env.bob.id))).prompt
    assert p is not None
    news = [f"You draw #{n} {CARDS[n].name}" for n in range(1, 120)]
    news = news[: next(i for i in range(len(news)) if len("\n".join(news[:i])) > 1600)]
    reply = Reply(images=[BoardImage(filename="b.png", png=PNG, turn=1, phase="x")])
    mark = len(env.world.log)
    assert await env.app.notify(key(env), env.channel, p, news, reply)
    dms = [s for s in env.world.log[mark:] if s.where == f"dm:{env.bob.id}"]
    assert len(dms) == 1, [len(s.content or "") for s in dms]
    # the draws in one line of numbers (issue 33.8): the hand's list and pictures follow once
    assert "decides:" in (dms[0].content or "") and "New cards: #1, #2, " in (dms[0].content or "")
    assert "You draw" not in (dms[0].content or "")
    assert any(n.startswith("hand-") for n, _ in dms[0].files)


async def test_the_films_note_is_in_the_games_language(env: Env) -> None:
    import io

    from PIL import Image

    from bot.core.replies import BoardImage, Reply

    buf = io.BytesIO()
    Image.new("RGB", (4, 4)).save(buf, format="PNG")
    film = [BoardImage(filename="game-1-film.png", png=buf.getvalue(), turn=1, phase="end")]
    await seated(env)
    info = await env.svc.info(key(env))
    assert info is not None
    await env.app.deliver_game(None, key(env), env.channel, Reply(ok=True, film=film, lang="ru", game_id=info.game_id))
    assert env.world.public()[-1].content == "Партия как фильм, фаза за фазой, с графиком её итогов по ходам."
    assert env.world.public()[-1].files[0][0] == "game-1-film.png"
    await env.app.deliver_game(None, key(env), env.channel, Reply(ok=True, film=film, game_id=info.game_id))
    assert env.world.public()[-1].content == "The game as a film, phase by phase, with a chart of its tallies by turn."


async def test_the_pressers_note_that_the_game_waits_for_another_is_in_their_language(env: Env) -> None:
    """Issue 23: "✔ <choice>. Waiting for Ann (US)." edited into a Russian reader's pressed message."""
    await seated(env, notify="mention")
    assert (await env.svc.set_language(str(env.bob.id), "ru")).ok
    await press(env, env.bob, decide_post(env))
    for _ in range(40):
        done = next((s for s in reversed(env.world.log) if s.where == "edit" and "✔" in (s.content or "")), None)
        if done is not None:
            break
        await press(env, env.bob, last_view_for(env, env.bob), 0)
    else:
        raise AssertionError("the decision never passed to Ann")
    assert "Ждём решения: Ann (США)." in done.content and "Waiting for" not in done.content, done.content
