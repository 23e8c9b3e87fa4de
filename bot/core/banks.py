"""The clock of 2-player games between people (issue 35), a room of the service: the time control
chosen at `new`, the clock's record written with every change that moves it (start, handover,
pause, resume, finish; `clock_job`), the game rated in the transaction that finishes it, both
banks in the turn's post and `status`, the claim when a bank is empty, vacation, and the game
that has waited longest for a player (`next`). The banks are folded from the record by
bot/core/timecontrol.py; nothing here keeps time in memory, so a restart loses none.
"""

from __future__ import annotations

import math
import time
from collections.abc import Awaitable, Callable
from typing import Any

from bot.core import i18n
from bot.core import timecontrol as tc
from bot.core.archive import TIMEOUT, timeout_result
from bot.core.ratings import scope_key
from bot.core.replies import Refused, Reply
from bot.core.session import Live, Session
from bot.core.store import ActionRow, now
from bot.core.store_ladder import LadderRows
from bot.core.words import duration_words, player_name, player_who, role_label
from engine import Game

Job = Callable[[Any], Awaitable[Any]]

#: the game settings keys this room keeps (beside the channel's settings, not player-set)
CLOCK_KEY, SERVER_KEY = "clock", "server"
#: the presets' names as said
PRESET_MSGS = {"fast": "clock-preset-fast", "standard": "clock-preset-standard", "slow": "clock-preset-slow"}
#: a refused vacation's words (the rest: the clock is stopped)
VACATION_MSGS = {
    "not_finite": "vacation-not-finite",
    "not_positive": "vacation-not-positive",
    "on_vacation": "vacation-on-vacation",
    "beyond_allowance": "vacation-beyond-allowance",
}


def other(side: str) -> str:
    return "jihadist" if side == "us" else "us"


def clocked_kind(live: Live) -> bool:
    """A game that keeps a clock record: two human seats (not solo, not against the US bot)."""
    return not live.solo and not live.us_bot


def when(at: float, lang: str, stamps: bool, now_at: float) -> str:
    """A moment: a Discord timestamp (each reader sees their own local time) or a time from now."""
    if stamps:
        return f"<t:{int(at)}:R>"
    return i18n.t(lang, "clock-in", left=duration_words(max(0.0, at - now_at), lang))


class Banks(Session):
    """Time controls, banks, vacation, clocked claims and `next` (a room of `GameService`)."""

    #: epoch seconds now (tests replace it to move time)
    clock_now: Callable[[], float] = staticmethod(time.time)

    async def clock_preset(self, clock: str | None, players: str, us_bot: bool, server: str | None) -> str:
        """The preset a new game takes: as asked, else its server's default, else none. Refused:
        an unknown preset, or a clock on a game that is not between two people."""
        if clock is None:
            default = (await self.store.server_settings(server)).get("clock") if server else None
            return default if default in tc.PRESETS and players == "two" and not us_bot else tc.DEFAULT_CLOCK
        refusal = tc.clock_refusal(clock, 1 if players == "solo" else 2)
        if refusal is None and us_bot and tc.PRESETS[clock] is not None:
            refusal = "solo_game"
        if refusal == "unknown_clock":
            raise Refused(i18n.tr("clock-unknown", clock=repr(clock)[:40], choices=", ".join(tc.PRESETS)))
        if refusal == "solo_game":
            raise Refused(i18n.tr("clock-solo"))
        return clock

    def clock_job(self, live: Live, game: Game | None, status: str | None = None, at: float | None = None) -> Job | None:
        """The writes of the clock (and the rating) that go with a change of `live` into `game`,
        in the change's own transaction: the start, a handover, the finish and the rating."""
        if not clocked_kind(live):
            return None
        new_status = status or live.row.status
        p = game.prompt() if game is not None and not game.over else None
        mover = p.role if p is not None else None
        moment = self.clock_now() if at is None else at
        gid = live.row.id
        preset = str(live.row.settings.get(CLOCK_KEY) or tc.DEFAULT_CLOCK)
        server = live.row.settings.get(SERVER_KEY)

        async def job(db: Any) -> None:
            has, last, _, finished = await LadderRows.clock_state_in(db, gid)
            if finished:
                return
            if not has and new_status == "active" and mover is not None:
                control = tc.PRESETS.get(preset)
                await LadderRows.start_clock_in(db, gid, preset, control, server, moment, mover)
                return
            events: list[tc.ClockEvent] = []
            if new_status in ("over", "aborted"):
                if has:
                    events.append(tc.ClockEvent(kind="finish", at=moment))
            elif has and mover is not None and mover != last:
                events.append(tc.ClockEvent(kind="handover", at=moment, side=mover))
            await LadderRows.clock_events_in(db, gid, events)
            if new_status == "over":
                await LadderRows.rate_in(db, gid, moment)

        return job

    def pause_job(self, live: Live, paused: bool) -> Job | None:
        if not clocked_kind(live):
            return None
        moment, gid = self.clock_now(), live.row.id

        async def job(db: Any) -> None:
            has, _, was, finished = await LadderRows.clock_state_in(db, gid)
            if has and not finished and was != paused:
                await LadderRows.clock_events_in(db, gid, [tc.ClockEvent(kind="pause" if paused else "resume", at=moment)])

        return job

    async def clock_status(self, game_id: int, at: float | None = None) -> tuple[tc.ClockRecord, tc.ClockStatus] | None:
        """The game's timed clock at `at` (now): None when it has no clock or no control."""
        record = await self.store.clock_record(game_id)
        if record is None or record.control is None or not record.events:
            return None
        moment = self.clock_now() if at is None else at
        last = record.events[-1].at
        return record, tc.status(record, max(moment, last))

    async def clock_lines(self, live: Live, lang: str, stamps: bool, at: float | None = None) -> list[str]:
        """Both banks (and who is on vacation, and when the mover's bank runs out), for the turn's
        post and `status`; nothing for an untimed game."""
        got = await self.clock_status(live.row.id, at)
        if got is None:
            return []
        record, s = got
        assert record.control is not None
        parts = []
        for side in tc.SIDES:
            left = duration_words(s.banks[side], lang) if s.banks[side] > 0 else i18n.t(lang, "clock-empty")
            mark = " ⏳" if s.to_move == side and s.running else ""
            parts.append(i18n.t(lang, "clock-bank", side=role_label(side, lang), left=left) + mark)
        lines = [i18n.t(lang, "clock-banks", clock=i18n.t(lang, PRESET_MSGS.get(record.control.name, "clock-preset-standard")), banks=" · ".join(parts))]
        for side, until in s.on_vacation.items():
            lines.append(i18n.t(lang, "clock-on-vacation", side=role_label(side, lang), until=when(until, lang, stamps, s.now)))
        if s.timed_out is not None:
            lines.append(i18n.t(lang, "clock-out", side=role_label(s.timed_out, lang)))
        elif s.running and s.timeout_at is not None and not s.finished:
            lines.append(i18n.t(lang, "clock-runs-out", side=role_label(s.to_move, lang), when=when(s.timeout_at, lang, stamps, s.now)))
        return lines

    # ------------------------------------------------------------------ claims and time outs
    async def clocked_claim(self, channel: str, user: str, at: float | None = None) -> Reply | None:
        """The claim of a timed game: the other side's bank must be empty (None: the game has
        no time control, and its deadline decides the claim)."""
        row = await self.store.live_game(channel)
        if row is None or row.status != "active":
            return None
        record = await self.store.clock_record(row.id)
        if record is None or record.control is None:
            return None
        moment = self.clock_now() if at is None else at

        async def go() -> Reply:
            live = await self.load(channel)
            game = self.started(live)
            p = game.prompt()
            if p is None:
                raise Refused(i18n.tr("game-is-over"))
            mine = [r for r in live.roles_of(user) if r != p.role]
            if not mine:
                raise Refused(i18n.tr("claim-own") if live.roles_of(user) else i18n.tr("claim-not-waiting", who=player_who(live, p.role)))
            rec = await self.store.clock_record(live.row.id)
            assert rec is not None
            refusal = tc.claim_refusal(rec, mine[0], moment)
            if refusal == "bank_not_empty":
                s = tc.status(rec, moment)
                raise Refused(i18n.tr("claim-bank-left", left=duration_words(s.banks[p.role], i18n.reader()), side=role_label(p.role, i18n.reader())))
            if refusal is not None:
                raise Refused(i18n.tr("claim-clock-stopped"))
            return await self._time_out(live, game, p.role, user, moment, claimed=True)

        return await self.run(channel, go)

    async def _time_out(self, live: Live, game: Game, late: str, user: str, moment: float, claimed: bool) -> Reply:
        """End the game on time: `late` loses (the claim, or the forfeit setting's sweep)."""
        result = timeout_result(late)  # type: ignore[arg-type]
        row = ActionRow(seq=live.next_seq(), kind="resign", role=late, user_id=user, label=TIMEOUT, created_at=now())  # type: ignore[arg-type]
        v = await self.store.commit(
            live.row.id, live.row.version, action=row, status="over", result=result,
            also=self.clock_job(live, game, "over", at=moment),
        )  # fmt: skip
        live.actions.append(row)
        live.row.version, live.row.status, live.row.result = v, "over", result
        lang = live.lang
        key = "claimed-on-time" if claimed else "forfeit-on-time"
        claimant = player_name(live, other(late), lang)  # type: ignore[arg-type]
        text = i18n.t(lang, key, who=player_who(live, late, lang), name=claimant, winner=role_label(result["winner"], lang))
        reply = Reply(public=[text], game_id=live.row.id, version=v)
        reply.public += await self.rating_lines(live, lang)
        return reply

    async def time_out(self, channel: str, game_id: int, late: str, at: float) -> Reply:
        """The sweep's forfeit of a timed game (the forfeit setting on): the late side loses."""

        async def go() -> Reply:
            live = await self.load(channel)
            game = self.started(live)
            p = game.prompt()
            if live.row.id != game_id or p is None or p.role != late:
                raise Refused(i18n.tr("game-is-over"))
            seat = live.user_of(p.role)
            return await self._time_out(live, game, late, seat.user_id if seat else "", at, claimed=False)

        return await self.run(channel, go)

    async def rating_lines(self, live: Live, lang: str) -> list[str]:
        """The end post's rating changes, one per player (nothing when the game was not rated)."""
        changes = await self.store.rating_changes(live.row.id, scope_key(live.row.settings.get(SERVER_KEY)))
        out = []
        for c in changes:
            if c.subject.startswith("side:"):
                continue
            seat = next((s for s in live.seats if s.user_id == c.subject and s.role == c.side), None)
            name = player_name(live, c.side, lang) if seat else c.subject
            out.append(i18n.t(lang, "rating-change", name=name, delta=f"{c.delta:+.1f}", rating=f"{c.after.display:.1f}"))
        return out

    # ------------------------------------------------------------------ vacation
    async def vacation(self, channel: str, user: str, days: float, at: float | None = None) -> Reply:
        """Stop the user's own bank for `days`, with no one's consent (said in the channel)."""
        moment = self.clock_now() if at is None else at

        async def go() -> Reply:
            live = await self.load(channel)
            self.started(live)
            mine = live.roles_of(user)
            if not mine:
                raise Refused(i18n.tr("not-seated"))
            record = await self.store.clock_record(live.row.id)
            if record is None or record.control is None:
                raise Refused(i18n.tr("vacation-no-clock"))
            seconds = days * tc.DAY if math.isfinite(days) else math.inf
            side = mine[0]
            try:
                record = tc.take_vacation(record, side, moment, seconds)
            except tc.ClockRefused as e:
                left = duration_words(tc.vacation_left(record, side, moment), i18n.reader())
                raise Refused(i18n.tr(VACATION_MSGS.get(e.reason, "claim-clock-stopped"), left=left)) from e
            await self.store.add_clock_events(live.row.id, [record.events[-1]])
            lang = live.lang
            until = record.events[-1].until
            assert until is not None
            text = i18n.t(lang, "vacation-taken", name=player_name(live, side, lang), days=f"{days:g}",
                          until=when(until, lang, channel.isdigit(), moment))  # fmt: skip
            return Reply(public=[text], game_id=live.row.id, version=live.row.version)

        return await self.run(channel, go)

    # ------------------------------------------------------------------ next
    async def next_game(self, user: str) -> tuple[int, str] | None:
        """The game that has waited longest for `user`, in any channel: (game id, channel)."""
        waiting = await self.store.clocked_games(user)
        return (waiting[0][0], waiting[0][1]) if waiting else None
