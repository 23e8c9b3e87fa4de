"""The Discord adapter through the real discord.py, against simcord's offline Discord.

    python3 run.py bench discord        (or: .venv/bin/python -m bench.discord [--games 3 --decisions 80])

Prints:
- the time from an interaction's receipt (discord.py builds the Interaction) to the bot's first
  response call (defer / send_message / edit_message): median and p99 (Discord allows 3 s);
- the wall time for a press to settle (everything the bot does about it, board drawing included)
  for an ordinary decision, a phase-ending decision (a board is drawn), and `/labyrinth start`.
Aims on the 2-core machine: first response p99 <= 50 ms; phase-ending decision median <= 250 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import discord
import simcord
from simcord.results import to_discord_message

from bot.core.config import Config
from bot.discord.client import LabyrinthClient

received: dict[int, float] = {}
first_response: dict[int, float] = {}


def instrument() -> None:
    """Record when each interaction is built and when its first response call starts."""
    init = discord.Interaction.__init__

    def built(self: discord.Interaction, *a: Any, **k: Any) -> None:
        init(self, *a, **k)
        received[self.id] = time.perf_counter()

    discord.Interaction.__init__ = built  # type: ignore[method-assign]
    for name in ("defer", "send_message", "edit_message"):
        real = getattr(discord.InteractionResponse, name)

        def wrap(real: Any) -> Any:
            async def timed(self: discord.InteractionResponse, *a: Any, **k: Any) -> Any:
                first_response.setdefault(self._parent.id, time.perf_counter())
                return await real(self, *a, **k)

            return timed

        setattr(discord.InteractionResponse, name, wrap(real))


def figures(name: str, seconds: list[float]) -> str:
    if not seconds:
        return f"{name:<40} n=     0"
    ms = sorted(s * 1000 for s in seconds)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    return f"{name:<40} n={len(ms):>6}  median {statistics.median(ms):8.2f} ms  p99 {p99:8.2f} ms"


def last_prompt(env: simcord.Env, channel: simcord.ChannelHandle) -> discord.Message | None:
    stored = env.backend.messages.get(channel.id, {})
    for mid in sorted(stored, reverse=True):
        if stored[mid].components and not stored[mid].flags & 64:
            return to_discord_message(env, stored[mid])
    return None


def boards(env: simcord.Env, channel: simcord.ChannelHandle) -> int:
    return sum(1 for m in env.backend.messages.get(channel.id, {}).values() if m.attachments)


async def play(env: simcord.Env, n: int, decisions: int, timing: dict[str, list[float]]) -> None:
    guild = env.create_guild(name=f"bench {n}")
    channel = guild.create_text_channel("labyrinth")
    alice = guild.add_member(env.create_user(f"alice{n}"))
    await alice.slash(channel, "labyrinth new", players="solo")
    t = time.perf_counter()
    await alice.slash(channel, "labyrinth start")
    timing["start"].append(time.perf_counter() - t)
    for _ in range(decisions):
        m = last_prompt(env, channel)
        if m is None:
            return
        comps = [c for row in m.components for c in getattr(row, "children", [row])]
        sel = next((c for c in comps if isinstance(c, discord.SelectMenu)), None)
        drawn = boards(env, channel)
        t = time.perf_counter()
        if sel is not None:
            await alice.select(m, [sel.options[-1].value], custom_id=sel.custom_id)
        else:
            b = next(c for c in comps if isinstance(c, discord.Button))
            await alice.click(m, custom_id=b.custom_id)
        took = time.perf_counter() - t
        timing["phase" if boards(env, channel) > drawn else "ordinary"].append(took)


async def main(games: int, decisions: int) -> None:
    instrument()
    timing: dict[str, list[float]] = {"start": [], "ordinary": [], "phase": []}
    with tempfile.TemporaryDirectory() as tmp:
        client = LabyrinthClient(Config(db_path=Path(tmp) / "bench.sqlite3"), shard_count=1)
        async with simcord.run(client) as env:
            for n in range(games):
                await play(env, n, decisions, timing)
            assert client.labyrinth is not None
            await client.labyrinth.svc.close()
    lat = [first_response[i] - received[i] for i in first_response if i in received]
    print(f"bench/discord.py: {games} solo games, up to {decisions} decisions each (simcord, real discord.py)")
    print(figures("interaction -> first response call", lat))
    print(figures("settle: ordinary decision", timing["ordinary"]))
    print(figures("settle: phase-ending decision (board)", timing["phase"]))
    print(figures("settle: /labyrinth start", timing["start"]))
    print("aims: first response p99 <= 50 ms; phase-ending decision median <= 250 ms")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--decisions", type=int, default=80)
    a = ap.parse_args()
    asyncio.run(main(a.games, a.decisions))
    sys.exit(0)
