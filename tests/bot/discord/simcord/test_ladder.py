"""Issue 35's aims through the real library: two players seek and are paired into a timed game in a
thread; the simulated clock runs one bank out; the other player claims the win; the ladder then
shows both players, the winner above the loser. And `/lobby next` (and mygames' Next) opens the
decision of the game that has waited longest, of three."""

from __future__ import annotations

import time

import simcord

from bot.core import ratings as rt
from bot.core.store import effective_acts
from tests.bot.discord.simcord.sim import answers, button, service
from tests.bot.discord.simcord.test_two_player import decide


class Time:
    """The bot's clock (the app's and the service's), moved by the test."""

    def __init__(self) -> None:
        self.now = time.time()

    def __call__(self) -> float:
        return self.now


def set_clock(env: simcord.Env) -> Time:
    t = Time()
    app = env.bot.labyrinth  # type: ignore[attr-defined]
    app.clock = t
    app.svc.clock_now = t
    return t


def said(result: simcord.InteractionResult) -> str:
    return "\n".join(m.content or "" for m in answers(result))


async def test_a_seek_pairs_a_timed_game_whose_bank_runs_out_then_the_claim_and_the_ladder(bot_env: simcord.Env) -> None:
    env = bot_env
    t = set_clock(env)
    guild = env.create_guild()
    channel = guild.create_text_channel("lobby")
    ann, bob = (guild.add_member(env.create_user(n)) for n in ("ann", "bob"))
    posted = await ann.slash(channel, "lobby seek", side="jihadist", clock="fast")
    assert "Seek #" in said(posted) and not channel.threads
    listed = await bob.slash(channel, "lobby seeks")
    assert "ann" in said(listed) and any(button(m, "Accept") for m in answers(listed))
    # bob's own seek pairs at once with ann's (the same clock, sides that fit)
    paired = await bob.slash(channel, "lobby seek", clock="fast")
    assert "Paired with" in said(paired), said(paired)
    assert len(channel.threads) == 1
    thread = channel.threads[0]
    svc = service(env)
    info = await svc.info(str(thread.id))
    assert info is not None and info.status == "active"
    assert {s.role: s.user_id for s in info.seats} == {"us": str(bob.user.id), "jihadist": str(ann.user.id)}
    assert "⏱ Clock (fast" in "\n".join(m.content or "" for m in thread.history())
    # each side makes its 3 decisions (a rated game), ten minutes each
    actors = {"us": bob, "jihadist": ann}
    for _ in range(40):
        acts = effective_acts(await svc.store.actions(info.game_id))
        if min(sum(a.role == side for a in acts) for side in ("us", "jihadist")) >= rt.MIN_DECISIONS:
            break
        now = await svc.info(str(thread.id))
        assert now is not None and now.waiting_for is not None
        t.now += 600
        await decide(env, thread, actors[now.waiting_for])
    now = await svc.info(str(thread.id))
    assert now is not None and now.waiting_for is not None
    late, claimant = actors[now.waiting_for], actors["us" if now.waiting_for == "jihadist" else "jihadist"]
    early = await claimant.slash(thread, "labyrinth claim")
    assert "you may claim only when it is empty" in said(early)
    # four days later every bank is empty: the sweep says so, and the other player claims
    t.now += 4 * 24 * 3600
    await env.bot.labyrinth.sweep()  # type: ignore[attr-defined]
    await env.settle()
    assert any("may claim the win" in (m.content or "") for m in thread.history())
    claimed = await claimant.slash(thread, "labyrinth claim")
    text = said(claimed) + "\n".join(m.content or "" for m in thread.history())
    assert "ran out of time" in text and ": rating " in text
    ladder = said(await ann.slash(channel, "records ladder"))
    assert claimant.name in ladder and late.name in ladder, ladder
    assert ladder.index(claimant.name) < ladder.index(late.name), ladder


async def test_next_opens_the_longest_waiting_of_three_games(bot_env: simcord.Env) -> None:
    env = bot_env
    t = set_clock(env)
    guild = env.create_guild()
    ann, bob, cy = (guild.add_member(env.create_user(n)) for n in ("ann", "bob", "cy"))
    svc = service(env)
    games = []
    for i, other in enumerate((bob, cy, bob)):
        ch = guild.create_text_channel(f"table{i}")
        t.now += 3600
        await other.slash(ch, "labyrinth new", clock="standard")
        await ann.slash(ch, "labyrinth join")
        await other.slash(ch, "labyrinth start", ignore_dms=True)
        info = await svc.info(str(ch.id))
        assert info is not None and info.waiting_for == "jihadist"  # ann: the Jihadist moves first
        games.append((info.game_id, ch))
    first = games[0]
    shown = await ann.slash(games[2][1], "lobby next")
    text = said(shown)
    assert f"Game #{first[0]} has waited longest for you" in text, text
    assert str(first[1].id) in text, "a link to its post"
    assert any(m.ephemeral and m.components for m in answers(shown)), "the decision, privately"
    # mygames' Next button does the same
    listed = await ann.slash(games[1][1], "labyrinth mygames")
    msg = next(m for m in answers(listed) if button(m, "Next"))
    pressed = await ann.click(msg, label="Next")
    assert f"Game #{first[0]} has waited longest for you" in said(pressed)
