"""Seeks (issue 35): a player looking for an opponent on a server, with a side, a clock and a
rating range; a feature service beside the game's facade. A seek pairs at once with a compatible
waiting one (nearest rating, then the oldest: ratings.best_match), or waits in `/labyrinth seeks`
for anyone to accept it with one press. Accepting closes the seek with an UPDATE conditional on
it being open, so two players accepting at once get one game, never two. The adapter then opens
the game where it belongs (a thread of the seeks' channel, or the seek's channel) and
`open_game` seats both players and starts it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING

from bot.core import i18n
from bot.core import ratings as rt
from bot.core import timecontrol as tc
from bot.core.replies import Reply
from bot.core.store_ladder import SeekRow
from bot.core.store_memory import iso
from bot.core.words import clean_name, shown

if TYPE_CHECKING:  # (the facade this feature drives: handed in, never imported to run)
    from bot.core.service import GameService

#: how long a seek waits for an opponent
SEEK_DAYS = 7
SIDES = ("us", "jihadist", "either")
SIDE_MSGS = {"us": "seek-side-us", "jihadist": "seek-side-jihadist", "either": "seek-side-either"}


@dataclass
class Pairing:
    """A seek taken: who plays which side, with which clock, and where the seek was posted."""

    seek: SeekRow
    us: tuple[str, str]
    jihadist: tuple[str, str]


def sides_of(seek: SeekRow, taker: tuple[str, str], taker_side: str = "either") -> Pairing:
    """Who plays which side: the seek's side if it named one, else the taker's, else the seeker
    takes the US."""
    me = (seek.user_id, seek.user_name)
    if seek.side == "jihadist" or (seek.side == "either" and taker_side == "us"):
        return Pairing(seek=seek, us=taker, jihadist=me)
    return Pairing(seek=seek, us=me, jihadist=taker)


class SeekService:
    """`/labyrinth seek`, `seeks`, the one-press accept, withdraw, block; pairing and expiry."""

    def __init__(self, service: GameService):
        self.svc = service

    async def _view(self, seek: SeekRow, book: rt.Book) -> rt.SeekView:
        return rt.SeekView(
            seek_id=seek.id, user_id=seek.user_id, side=seek.side, clock=seek.clock,
            rating=book.player(seek.user_id).display, low=seek.rating_min, high=seek.rating_max,
            created_at=datetime.fromisoformat(seek.created_at).timestamp(),
        )  # fmt: skip

    async def seek(
        self, server: str, channel: str, user: str, name: str, lang: str, *,
        side: str = "either", clock: str = "standard", low: float | None = None, high: float | None = None,
        at: float,
    ) -> tuple[Reply, Pairing | None]:  # fmt: skip
        """Post a seek, or pair at once with a compatible waiting one (then the Pairing)."""
        store = self.svc.store
        if (await store.server_settings(server)).get("seeks") is False:
            return Reply.refuse(i18n.t(lang, "seek-off")), None
        if side not in SIDES:
            return Reply.refuse(i18n.t(lang, "seek-side")), None
        if clock not in tc.PRESETS:
            return Reply.refuse(i18n.t(lang, "clock-unknown", clock=repr(clock)[:40], choices=", ".join(tc.PRESETS))), None
        if rt.seek_range_refusal(low, high) is not None:
            return Reply.refuse(i18n.t(lang, "seek-range")), None
        now = iso(at)
        await store.expire_seeks(now)
        if await store.user_seek(server, user) is not None:
            return Reply.refuse(i18n.t(lang, "seek-second")), None
        name = clean_name(name)
        book = await store.book(rt.scope_key(server))
        mine = rt.SeekView(seek_id=0, user_id=user, side=side, clock=clock, rating=book.player(user).display,  # type: ignore[arg-type]
                           low=low, high=high, created_at=at)  # fmt: skip
        waiting = await store.open_seeks(server, now)
        views = [await self._view(s, book) for s in waiting]
        blocks = await store.blocks_of([user, *(s.user_id for s in waiting)])
        while (match := rt.best_match(mine, views, blocks)) is not None:
            seek = next(s for s in waiting if s.id == match.seek_id)
            if await store.close_seek(seek.id, "accepted", user):
                return Reply(public=[i18n.t(lang, "seek-paired", name=shown(seek.user_name), game_clock=seek.clock)]), sides_of(
                    seek, (user, name), side
                )
            views = [v for v in views if v.seek_id != match.seek_id]  # taken meanwhile: the next best
        expires = iso(at + SEEK_DAYS * tc.DAY)
        seek_id = await store.add_seek(server, channel, user, name, side, clock, low, high, expires)
        if seek_id is None:
            return Reply.refuse(i18n.t(lang, "seek-second")), None
        return Reply(public=[i18n.t(lang, "seek-posted", seek=seek_id, line=self.line(await store.seek(seek_id), lang))]), None  # type: ignore[arg-type]

    @staticmethod
    def line(seek: SeekRow, lang: str) -> str:
        low = "-∞" if seek.rating_min is None else f"{seek.rating_min:g}"
        high = "∞" if seek.rating_max is None else f"{seek.rating_max:g}"
        side = i18n.t(lang, SIDE_MSGS[seek.side])
        return i18n.t(lang, "seek-line", seek=seek.id, name=shown(seek.user_name), side=side,
                      game_clock=seek.clock, low=low, high=high)  # fmt: skip

    async def open_seeks(self, server: str, at: float) -> list[SeekRow]:
        await self.svc.store.expire_seeks(iso(at))
        return await self.svc.store.open_seeks(server, iso(at))

    async def accept(self, server: str, seek_id: int, user: str, name: str, lang: str, at: float) -> tuple[Reply, Pairing | None]:
        """Take a waiting seek with one press. Refused: one's own seek, a seek gone (taken,
        withdrawn, expired), a rating outside its range, a block either way."""
        store = self.svc.store
        seek = await store.seek(seek_id)
        if seek is None or seek.server != server or seek.status != "open" or seek.expires_at <= iso(at):
            return Reply.refuse(i18n.t(lang, "seek-gone")), None
        if seek.user_id == user:
            return Reply.refuse(i18n.t(lang, "seek-own")), None
        blocks = await store.blocks_of([user, seek.user_id])
        if (user, seek.user_id) in blocks or (seek.user_id, user) in blocks:
            return Reply.refuse(i18n.t(lang, "seek-blocked")), None
        rating = (await store.book(rt.scope_key(server))).player(user).display
        if not rt.in_range(rating, seek.rating_min, seek.rating_max):
            return Reply.refuse(i18n.t(lang, "seek-out-of-range", rating=f"{rating:.1f}")), None
        if not await store.close_seek(seek.id, "accepted", user):
            return Reply.refuse(i18n.t(lang, "seek-gone")), None
        name = clean_name(name)
        return Reply(public=[i18n.t(lang, "seek-paired", name=shown(seek.user_name), game_clock=seek.clock)]), sides_of(seek, (user, name))

    async def open_game(self, pairing: Pairing, channel: str, lang: str) -> Reply:
        """The paired game in `channel`: both players seated, the seek's clock, started."""
        svc, seek = self.svc, pairing.seek
        (us, us_name), (ji, ji_name) = pairing.us, pairing.jihadist
        r = await svc.create(channel, us, us_name, players="two", side="us", clock=seek.clock, server=seek.server,
                             settings={"language": lang})  # fmt: skip
        if not r.ok:
            return r
        await svc.store.set_seek_game(seek.id, r.game_id)  # type: ignore[arg-type]
        joined = await svc.join(channel, ji, ji_name, "jihadist")
        if not joined.ok:
            return joined
        started = await svc.start(channel, us)
        started.public[:0] = [*r.public, *joined.public]
        return started

    async def withdraw(self, server: str, user: str, lang: str) -> Reply:
        seek = await self.svc.store.user_seek(server, user)
        if seek is None or not await self.svc.store.close_seek(seek.id, "withdrawn"):
            return Reply.refuse(i18n.t(lang, "seek-none"))
        return Reply(public=[i18n.t(lang, "seek-withdrawn", seek=seek.id)])

    async def block(self, user: str, other: str, lang: str, on: bool = True) -> Reply:
        if other == user:
            return Reply.refuse(i18n.t(lang, "block-self"))
        await self.svc.store.block(user, other, on)
        return Reply(public=[i18n.t(lang, "blocked" if on else "unblocked")])

