"""Helpers of the service's tests: two seats filled and started, a seeded random game played, the
same policy on the bare engine, what the store holds."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable

from bot.core.replies import Reply
from bot.core.service import GameService
from engine import Game
from engine.data import CARDS

US, JI = "u1", "u2"


# only card names that no other card carries can be looked for by name
UNIQUE_NAMES = {n: c.name for n, c in CARDS.items() if sum(d.name == c.name for d in CARDS.values()) == 1}


async def two_player(svc: GameService, channel: str = "c1", seed: int = 1) -> Reply:
    r = await svc.create(channel, US, "alice", players="two", side="us", seed=seed)
    assert r.ok, r.error
    r = await svc.join(channel, JI, "bob")
    assert r.ok, r.error
    r = await svc.start(channel, US)
    assert r.ok, r.error
    return r


async def play(
    svc: GameService,
    channel: str,
    reply: Reply,
    rng: random.Random,
    limit: int | None = None,
    check: Callable[[Reply], Awaitable[None]] | None = None,
) -> Reply:
    """Answer prompts with a seeded random choice until the game ends (or `limit` actions)."""
    n = 0
    while reply.prompt is not None and (limit is None or n < limit):
        p = reply.prompt
        reply = await svc.act(channel, p.user_id, rng.choice(p.options).id, p.version)
        assert reply.ok, reply.error
        if check is not None:
            await check(reply)
        n += 1
    return reply


def engine_game(seed: int, policy_seed: int, limit: int | None = None, players: str = "two") -> Game:
    """The same seeded random policy run on the bare engine."""
    g = Game.new("lets_roll", players=players, seed=seed, length=1)
    rng = random.Random(policy_seed)
    n = 0
    while (p := g.prompt()) is not None and (limit is None or n < limit):
        g.act(p.role, rng.choice(p.options).id)
        n += 1
    return g


async def stored_game(svc: GameService, channel: str) -> Game:
    """The game as the database holds it (snapshot), independent of the service's cache."""
    info = await svc.info(channel)
    assert info is not None
    snap = await svc.store.snapshot(info.game_id)
    assert snap is not None
    return Game.from_json(snap[0])


async def counts(svc: GameService, channel: str) -> tuple[int, int, str]:
    """(version, log rows, snapshot): everything a refused request must leave alone."""
    info = await svc.info(channel)
    assert info is not None
    snap = await svc.store.snapshot(info.game_id)
    return info.version, len(await svc.store.actions(info.game_id)), snap[0] if snap else ""
