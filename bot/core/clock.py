"""Reminders and deadlines: which waiting game is due, what to say about it, and forfeits.

The decisions live here, in the core; an adapter only sends what `Clock.decide` hands it, then
tells `Clock.sent`. Several processes may sweep one database (docs/deploy.md): a due reminder is
handed out only under its game's lease (migration 007; `FOR UPDATE SKIP LOCKED` on PostgreSQL), and
only if no process sent it meanwhile; `Clock.sent` records it (table `reminders`) and releases the
lease. A process that dies in between lets its lease run out, and another process sends it then:
none is lost and none is sent twice.

The wait is counted from the stored time of the game's last change (or its last resume); a
reminder or deadline that fell due while the bot was down is sent at the first sweep after the
start, once (one message for the whole wait, however many intervals passed). Paused games are skipped.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from bot.core.i18n import t
from bot.core.replies import Reply
from bot.core.settings import valid_settings
from bot.core.store import GameRow, ReminderState, process_owner
from bot.core.words import duration_words as waited
from bot.core.words import role_label

if TYPE_CHECKING:  # (the facade this feature drives: handed in, never imported to run)
    from bot.core.service import GameService

#: reminders of one wait: the interval doubles after each (12 h, 24 h, 48 h, 96 h ...), at most this many
MAX_REMINDERS = 6
#: how long a process may take to send a reminder it claimed; after it, another process may
REMINDER_LEASE_SECONDS = 120.0


def parse_time(stamp: str) -> float:
    return datetime.fromisoformat(stamp).timestamp()


async def game_settings(svc: GameService, channel: str) -> dict[str, Any]:
    """The channel's settings overridden by the game's own (those given at `new`)."""
    merged = dict(await svc.channel_settings(channel))
    row = await svc.store.live_game(channel) or await svc.store.last_game(channel)
    if row is not None:
        merged.update(valid_settings(row.settings))
    return merged


@dataclass
class Notice:
    """What to send about one waiting game: a reminder or warning `text` for the waiting player
    (`user_id`), or, when the deadline forfeited the game, the service's `forfeit` reply."""

    channel: str
    game_id: int
    version: int
    solo: bool
    user_id: str
    text: str | None = None
    forfeit: Reply | None = None
    #: what `Clock.sent` records once the text was sent, and the lease it releases
    state: ReminderState | None = None
    lease: str | None = None


class Clock:
    """Decides the reminders, deadline warnings and forfeits of the service's games."""

    def __init__(self, service: GameService, reminder_minutes: int, owner: str | None = None):
        self.svc = service
        #: this process, as the holder of reminder leases
        self.owner = owner or process_owner()
        #: the default reminder interval (a channel's or game's `reminder_minutes` overrides it)
        self.reminder_minutes = reminder_minutes

    async def due(self, now: float) -> list[GameRow]:
        """The games that may be due at `now`: the active ones not paused."""
        return [row for row in await self.svc.store.games(("active",)) if row.paused_at is None]

    async def decide(self, row: GameRow, now: float) -> Notice | None:
        """What to send about `row` at `now`, already recorded (or the forfeit already made); None
        when nothing is due."""
        key, game_id = row.channel, row.id
        info = await self.svc.info(key)
        if info is None or info.game_id != game_id or info.waiting_for is None or info.paused_at is not None:
            return None
        seat = next((s for s in info.seats if s.role == info.waiting_for), None)
        if seat is None:
            return None
        notice = Notice(key, game_id, info.version, info.players == "solo", seat.user_id)
        s = await game_settings(self.svc, key)
        start = row.idle_since
        idle = now - parse_time(start)
        reminder = int(s.get("reminder_minutes") or self.reminder_minutes) * 60
        deadline = int(s.get("deadline_hours") or 0) * 3600
        forfeit = bool(s.get("forfeit"))
        lang = await self.svc.game_language(key)  # reminders are said in the game's channel: its language
        if deadline and forfeit and idle >= deadline:
            r = await self.svc.resign(key, seat.user_id, info.waiting_for)
            if not r.ok:
                return None
            r.public.insert(0, t(lang, "reminder-forfeit", hours=deadline // 3600, user=f"<@{seat.user_id}>", game=game_id))
            notice.forfeit = r
            return notice
        state = await self.svc.store.reminder_state(game_id)
        if state is None or state.clock_from != start:
            state = ReminderState(clock_from=start)  # a new wait: nothing said about it yet
        seen = state.model_copy()
        # reminder k (from 0) falls due after reminder * 2**k: 12 h, 24 h, 48 h ... (issue 19)
        intervals = 0
        while reminder and intervals < MAX_REMINDERS and idle >= reminder * 2**intervals:
            intervals += 1
        side = role_label(seat.role, lang)
        text = None
        if deadline and idle >= deadline and not state.deadline:
            other = next((s.user_id for s in info.seats if s.role != seat.role and s.user_id != seat.user_id), None)
            claim = " " + t(lang, "reminder-may-claim", user=f"<@{other}>") if other and not forfeit else ""
            text = t(
                lang, "reminder-deadline", user=f"<@{seat.user_id}>", game=game_id, hours=deadline // 3600, side=side
            ) + claim
            state.deadline = state.warned = True
        elif deadline and forfeit and idle >= deadline * 0.75 and not state.warned:
            left = max(1, round((deadline - idle) / 3600))
            text = t(lang, "reminder-warning", user=f"<@{seat.user_id}>", left=left, game=game_id, side=side)
            state.warned = True
        elif reminder and intervals > state.reminded:
            text = t(lang, "reminder", user=f"<@{seat.user_id}>", game=game_id, side=side, waited=waited(idle, lang))
        if text is None:
            return None
        state.reminded = max(state.reminded, intervals)
        lease = f"reminder:{game_id}"
        if not await self.svc.store.take_lease(lease, self.owner, now, REMINDER_LEASE_SECONDS):
            return None  # another process is sending it
        again = await self.svc.store.reminder_state(game_id)
        if (again if again is not None and again.clock_from == start else ReminderState(clock_from=start)) != seen:
            await self.svc.store.end_lease(lease, self.owner)  # another process sent it meanwhile
            return None
        notice.text, notice.state, notice.lease = text, state, lease
        return notice

    async def sent(self, notice: Notice) -> None:
        """`notice` was sent: record it (nothing more is said about this wait until the next
        interval) and release its lease."""
        if notice.state is not None:
            await self.svc.store.set_reminder_state(notice.game_id, notice.state)
        if notice.lease is not None:
            await self.svc.store.end_lease(notice.lease, self.owner)
