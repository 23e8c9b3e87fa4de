"""A bot process for the multi-process tests (tests/test_pg_processes.py): a GameService on a
shared database, driven by JSON lines on stdin; it answers each with one JSON line on stdout,
written only after the service's reply (so an "ack" is an action the database has committed).

    {"op": "run", "channels": [...], "rounds": N, "seed": S}  act on the channels concurrently
    {"op": "act", "channel": C}                                 one decision (the first option)
    {"op": "pause", "channel": C} / {"op": "resume", ...}
    {"op": "claim", "now": T}     the reminder sweep's claims at T, but nothing sent (to be killed)
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from typing import Any

from bot.core.clock import Clock
from bot.core.replies import Reply
from bot.core.service import GameService


def say(obj: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps(obj) + "\n")
    sys.stdout.flush()


async def decide(svc: GameService, channel: str, rng: random.Random | None) -> Reply:
    info = await svc.info(channel)
    if info is None or info.waiting_for is None:
        return Reply.refuse("no decision waits")
    user = next(s.user_id for s in info.seats if s.role == info.waiting_for)
    r = await svc.prompt(channel, user)
    if r.prompt is None:
        return r
    opts = r.prompt.options
    return await svc.act(channel, user, (rng.choice(opts) if rng else opts[0]).id, r.prompt.version)


async def main(url: str) -> None:
    svc = await GameService.open(url, images=False)
    loop = asyncio.get_running_loop()
    try:
        while line := await loop.run_in_executor(None, sys.stdin.readline):
            cmd = json.loads(line)
            op, channel = cmd["op"], cmd.get("channel", "")
            if op == "run":
                rng = random.Random(cmd["seed"])

                async def one(ch: str, seed: int, rounds: int) -> None:
                    r = random.Random(seed)
                    for _ in range(rounds):
                        reply = await decide(svc, ch, r)
                        if reply.ok:
                            say({"ack": ch, "version": reply.version})

                await asyncio.gather(*(one(ch, rng.randrange(1 << 30), cmd["rounds"]) for ch in cmd["channels"]))
                say({"done": True})
            elif op == "act":
                r = await decide(svc, channel, None)
                say({"ok": r.ok, "error": r.error, "version": r.version})
            elif op == "claim":
                clock = Clock(svc, 60)
                notices = [await clock.decide(row, cmd["now"]) for row in await clock.due(cmd["now"])]
                say({"claimed": sorted(n.game_id for n in notices if n is not None)})
            elif op in ("pause", "resume"):
                info = await svc.info(channel)
                assert info is not None
                user = info.seats[0].user_id
                r = await (svc.pause(channel, user, "tea") if op == "pause" else svc.resume(channel, user))
                say({"ok": r.ok, "error": r.error})
    finally:
        await svc.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
