"""Console commands of issue 35 (bot/core/ladder.py, seeks.py and the clock room banks.py):
`ladder`, `seek`, `seeks`, `accept`, `next`, `vacation`. `Console` registers them with
`ladder_commands(console)`. The console is one server ("direct"); a paired game opens in a
channel of its own (`seek-N`), and the console moves there.
"""

from __future__ import annotations

import math
import time

from bot.console.challenges import Console, Handler
from bot.core import i18n
from bot.core.ladder import LadderService
from bot.core.replies import Reply
from bot.core.seeks import Pairing, SeekService

#: the console's server key (ratings and seeks are per server): the scope of its games made without
#: one, `ratings.scope_key(None)`
SERVER = "direct"


def number(text: str | None) -> float | None:
    """A number typed (None when not given); NaN when it is not a number (refused by the core)."""
    if text is None:
        return None
    try:
        return float(text)
    except ValueError:
        return math.nan


class LadderCommands:
    def __init__(self, console: Console):
        self.console = console
        self.ladder = LadderService(console.svc)
        self.seeks = SeekService(console.svc)

    def commands(self) -> dict[str, Handler]:
        return {
            "ladder": self.cmd_ladder,
            "seek": self.cmd_seek,
            "seeks": self.cmd_seeks,
            "accept": self.cmd_accept,
            "next": self.cmd_next,
            "vacation": self.cmd_vacation,
        }

    async def cmd_ladder(self, args: list[str]) -> None:
        c = self.console
        await c.show(await self.ladder.ladder(SERVER, c.lang, across="all" in args))

    async def cmd_seek(self, args: list[str]) -> None:
        """seek [us|jihadist|either] [clock=fast|standard|slow|none] [min=N] [max=N] | seek withdraw"""
        c = self.console
        if args[:1] == ["withdraw"]:
            await c.show(await self.seeks.withdraw(SERVER, c.user, c.lang))
            return
        opts = dict(a.partition("=")[::2] for a in args if "=" in a)
        sides = [a for a in args if "=" not in a]
        r, pairing = await self.seeks.seek(
            SERVER, c.channel, c.user, c.name, c.lang, side=(sides or ["either"])[0], clock=opts.get("clock", "standard"),
            low=number(opts.get("min")), high=number(opts.get("max")), at=time.time(),
        )  # fmt: skip
        await self._paired(r, pairing)

    async def cmd_seeks(self, args: list[str]) -> None:
        c = self.console
        seeks = await self.seeks.open_seeks(SERVER, time.time())
        if not seeks:
            c.say(i18n.t(c.lang, "seeks-none"))
            return
        c.say(i18n.t(c.lang, "seeks-head"))
        for s in seeks:
            c.say(self.seeks.line(s, c.lang))

    async def cmd_accept(self, args: list[str]) -> None:
        c = self.console
        seek_id = int(args[0].lstrip("#")) if args and args[0].lstrip("#").isdigit() else 0
        r, pairing = await self.seeks.accept(SERVER, seek_id, c.user, c.name, c.lang, time.time())
        await self._paired(r, pairing)

    async def _paired(self, r: Reply, pairing: Pairing | None) -> None:
        c = self.console
        await c.show(r)
        if pairing is None:
            return
        channel = f"seek-{pairing.seek.id}"
        opened = await self.seeks.open_game(pairing, channel, c.lang)
        if opened.ok:
            c.channel = channel
        await c.show(opened)

    async def cmd_next(self, args: list[str]) -> None:
        c = self.console
        found = await c.svc.next_game(c.user)
        if found is None:
            c.say(i18n.t(c.lang, "next-none"))
            return
        game_id, channel = found
        c.say(i18n.t(c.lang, "next-game", game=game_id, where=channel))
        c.channel = channel
        await c.show(await c.svc.prompt(channel, c.user))

    async def cmd_vacation(self, args: list[str]) -> None:
        c = self.console
        days = number(args[0] if args else "7")
        await c.show(await c.svc.vacation(c.channel, c.user, math.nan if days is None else days))


def ladder_commands(console: Console) -> dict[str, Handler]:
    """The console's ladder, seek, next and vacation commands."""
    return LadderCommands(console).commands()
