"""Time controls of 2-player games (issue 35): a bank per side plus an increment per handover, with
a cap, computed from the stored record of the game's clock alone. Pure functions: no store, no
asyncio, no wall clock (every function is told `now`); the service stores the events and asks.

The record is a list of events, each with its time (epoch seconds): the start (who moves first),
every handover (who is to move from then on), pauses and resumes, each player's vacations (with
their planned end, and an early return) and the finish. A side's bank runs only while the game
waits for that side, is not paused and that side is not on vacation. When a side hands the move
over, its bank gains the increment, up to the cap. Because the banks are a fold over the record,
a restart loses no time and gives none back: whatever moment a process asks, from the same
record it gets the same banks, and time spent while no process ran is counted like any other.

A side that runs out (bank 0) is timed out; the game's forfeit setting decides what follows (the
game ends, or the other side may claim). If the game goes on and the late side hands over, it
has only the increment from then on. One reminder per wait: when 75 % of the bank the side had at
the wait's start is used (`ClockStatus.reminder_at`, keyed by `wait_index`).

Vacation is calendar time: each player has `TimeControl.vacation` seconds of it per game, taken
with no one's consent; it stops that player's bank only, and ends early when they return.

Every 2-player game keeps this record, the untimed too (`control` None): the reply times of
`/records stats` come from its handovers.
"""

from __future__ import annotations

import math
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

Side = Literal["us", "jihadist"]
SIDES: tuple[Side, Side] = ("us", "jihadist")
Time = Annotated[float, Field(allow_inf_nan=False)]
HOUR = 3600.0
DAY = 24 * HOUR

#: the reminder goes out when this share of the wait's starting bank is used
REMINDER_USED = 0.75
#: a player's vacation per game
VACATION = 7 * DAY


class TimeControl(BaseModel):
    """A bank of `initial` seconds per side; each handover adds `increment` to the side that hands
    over, up to `cap`; `vacation` seconds of vacation per player."""

    model_config = ConfigDict(frozen=True)

    name: str
    initial: Time = Field(gt=0)
    increment: Time = Field(ge=0)
    cap: Time = Field(gt=0)
    vacation: Time = Field(default=VACATION, ge=0)

    @model_validator(mode="after")
    def _cap_holds_the_bank(self) -> TimeControl:
        if self.cap < self.initial:
            raise ValueError("a time control's cap is below its initial bank")
        return self


#: the presets, as on Rally the Troops; "none" for friendly games without a clock
PRESETS: dict[str, TimeControl | None] = {
    "none": None,
    "fast": TimeControl(name="fast", initial=24 * HOUR, increment=4 * HOUR, cap=72 * HOUR),
    "standard": TimeControl(name="standard", initial=72 * HOUR, increment=12 * HOUR, cap=120 * HOUR),
    "slow": TimeControl(name="slow", initial=72 * HOUR, increment=36 * HOUR, cap=240 * HOUR),
}
#: a game's clock when neither the player nor the server's settings chose one (today's behaviour)
DEFAULT_CLOCK = "none"

ClockRefusal = Literal["unknown_clock", "solo_game"]


def clock_refusal(name: str, players: int) -> ClockRefusal | None:
    """Why `new ... clock=name` is refused: an unknown preset, or a clock on a solo game."""
    if name not in PRESETS:
        return "unknown_clock"
    if PRESETS[name] is not None and players != 2:
        return "solo_game"
    return None


EventKind = Literal["start", "handover", "pause", "resume", "vacation", "return", "finish"]


class ClockEvent(BaseModel):
    """One stored event. `side`: for start and handover, the side to move from `at` on; for
    vacation and return, whose. `until`: a vacation's planned end."""

    model_config = ConfigDict(frozen=True)

    kind: EventKind
    at: Time
    side: Side | None = None
    until: Time | None = None


class ClockRecord(BaseModel):
    """A game's clock: its control (None: untimed) and its events, in order. Building one checks
    that the events make sense (a ValueError says which does not)."""

    model_config = ConfigDict(frozen=True)

    control: TimeControl | None
    events: tuple[ClockEvent, ...] = ()

    @model_validator(mode="after")
    def _events_make_sense(self) -> ClockRecord:
        fold = Fold(self.control)
        for e in self.events:
            fold.apply(e)
        return self

    def add(self, event: ClockEvent) -> ClockRecord:
        """This record with one more event (checked)."""
        return ClockRecord(control=self.control, events=(*self.events, event))


class Fold:
    """The clock's state after some events, advanced to a moment. Folding the whole record gives
    the same state as folding a prefix and then the rest: the state holds everything the record
    says so far and nothing else."""

    __slots__ = (
        "control", "started", "finished", "to_move", "paused", "since", "banks", "vacation_until",
        "vacation_used", "wait_index", "wait_bank", "wait_running", "remind_moment", "out_moment",
        "replies", "count",
    )  # fmt: skip

    def __init__(self, control: TimeControl | None) -> None:
        self.control = control
        self.started = False
        self.finished: float | None = None
        self.to_move: Side | None = None
        self.paused = False
        #: the moment the state is accounted up to
        self.since = -math.inf
        start = control.initial if control else math.inf
        self.banks: dict[Side, float] = dict.fromkeys(SIDES, start)
        self.vacation_until: dict[Side, float] = {}
        self.vacation_used: dict[Side, float] = dict.fromkeys(SIDES, 0.0)
        #: the current wait: the event that began it, the bank it began with, the clock time it ran
        self.wait_index = -1
        self.wait_bank = start
        self.wait_running = 0.0
        #: the moments the current wait's bank fell to the reminder level and to zero
        self.remind_moment: float | None = None
        self.out_moment: float | None = None
        #: each side's running time per finished wait (the reply times)
        self.replies: dict[Side, list[float]] = {s: [] for s in SIDES}
        self.count = 0

    def copy(self) -> Fold:
        other = Fold.__new__(Fold)
        for name in Fold.__slots__:
            value = getattr(self, name)
            setattr(other, name, {k: list(v) for k, v in value.items()} if name == "replies" else
                    dict(value) if isinstance(value, dict) else value)  # fmt: skip
        return other

    def _run_start(self, t0: float, t1: float) -> float:
        """Where the mover's bank starts running within [t0, t1]: after their vacation, if any."""
        end = self.vacation_until.get(self.to_move) if self.to_move else None
        return t0 if end is None else min(max(t0, end), t1)

    def advance(self, t: float) -> None:
        """Account the time up to `t` (not before the last event)."""
        if not math.isfinite(t):
            raise ValueError("a clock time must be finite")
        if t < self.since:
            raise ValueError("a clock time before the record's last event")
        if not self.started or self.finished is not None or t == self.since:
            self.since = max(self.since, t)
            return
        t0, mover = self.since, self.to_move
        assert mover is not None
        run_start = self._run_start(t0, t)
        run = 0.0 if self.paused else t - run_start
        for side, end in list(self.vacation_until.items()):
            self.vacation_used[side] += max(0.0, min(t, end) - t0)
            if end <= t:
                del self.vacation_until[side]  # the planned end passed: back without a word
        if run > 0:
            self.wait_running += run
            if self.control is not None:
                before = self.banks[mover]
                level = (1 - REMINDER_USED) * self.wait_bank
                if self.remind_moment is None and before - run <= level:
                    self.remind_moment = run_start + max(0.0, before - level)
                if self.out_moment is None and before - run <= 0:
                    self.out_moment = run_start + before
                self.banks[mover] = max(0.0, before - run)
        self.since = t

    def _begin_wait(self, side: Side) -> None:
        self.to_move = side
        self.wait_index = self.count
        self.wait_bank = self.banks[side]
        self.wait_running = 0.0
        self.remind_moment = self.out_moment = None

    def apply(self, e: ClockEvent) -> None:
        """Take one more event of the record (a ValueError when it makes no sense here)."""
        if e.kind != "start" and not self.started:
            raise ValueError(f"a clock's {e.kind} before its start")
        if self.finished is not None:
            raise ValueError(f"a clock's {e.kind} after its finish")
        self.advance(e.at)
        if e.kind in ("start", "handover", "vacation", "return") and e.side is None:
            raise ValueError(f"a clock's {e.kind} names no side")
        if e.kind == "start":
            if self.started:
                raise ValueError("a clock started twice")
            self.started = True
            self.since = e.at
            assert e.side is not None
            self._begin_wait(e.side)
        elif e.kind == "handover":
            assert e.side is not None
            if e.side != self.to_move:
                mover = self.to_move
                assert mover is not None
                self.replies[mover].append(self.wait_running)
                if self.control is not None:
                    self.banks[mover] = min(self.control.cap, self.banks[mover] + self.control.increment)
                self._begin_wait(e.side)
        elif e.kind == "pause":
            if self.paused:
                raise ValueError("a clock paused twice")
            self.paused = True
        elif e.kind == "resume":
            if not self.paused:
                raise ValueError("a clock resumed while running")
            self.paused = False
        elif e.kind == "vacation":
            assert e.side is not None
            if e.side in self.vacation_until:
                raise ValueError("a vacation while on vacation")
            if e.until is None or e.until <= e.at:
                raise ValueError("a vacation without a planned end after its start")
            self.vacation_until[e.side] = e.until
        elif e.kind == "return":
            assert e.side is not None
            if self.vacation_until.pop(e.side, None) is None:
                raise ValueError("a return from no vacation")
        elif e.kind == "finish":
            self.finished = e.at
            self.vacation_until.clear()
        self.count += 1

    def at(self, now: float) -> Fold:
        """A copy advanced to `now`."""
        state = self.copy()
        state.advance(now)
        return state


def fold(record: ClockRecord, now: float | None = None) -> Fold:
    """The record's state, advanced to `now` (not before its last event) when given."""
    state = Fold(record.control)
    for e in record.events:
        state.apply(e)
    if now is not None:
        state.advance(now)
    return state


class ClockStatus(BaseModel):
    """What the turn's post, `status` and the sweeper need at one moment."""

    model_config = ConfigDict(frozen=True)

    now: float
    #: seconds left per side (inf when untimed)
    banks: dict[Side, float]
    to_move: Side | None
    #: the to-move side's bank runs now (started, not paused, not finished, not on vacation)
    running: bool
    #: the event that began the current wait: at most one reminder per wait
    wait_index: int
    #: when 75 % of the wait's starting bank is (or was) used; None untimed, or while stopped
    reminder_at: float | None
    #: when the to-move side's bank is (or was) empty; None untimed, or while stopped
    timeout_at: float | None
    #: the side to move when its bank is empty at `now`
    timed_out: Side | None
    vacation_left: dict[Side, float]
    #: the sides on vacation now, each with its planned end
    on_vacation: dict[Side, float]
    finished: bool


def status(record: ClockRecord, now: float) -> ClockStatus:
    """The clock at `now` (not before the record's last event): banks, deadlines, vacation."""
    s = fold(record, now)
    mover = s.to_move
    stopped = not s.started or s.finished is not None or s.paused
    running = not stopped and mover is not None and mover not in s.vacation_until
    reminder = timeout = None
    if s.control is not None and mover is not None and s.finished is None:
        reminder, timeout = s.remind_moment, s.out_moment
        if not s.paused:
            start = s._run_start(now, math.inf)
            level = (1 - REMINDER_USED) * s.wait_bank
            bank = s.banks[mover]
            if reminder is None:
                reminder = start + max(0.0, bank - level)
            if timeout is None:
                timeout = start + bank
    allowance = s.control.vacation if s.control else 0.0
    return ClockStatus(
        now=now,
        banks=dict(s.banks),
        to_move=mover,
        running=running,
        wait_index=s.wait_index,
        reminder_at=reminder,
        timeout_at=timeout,
        timed_out=mover if timeout is not None and s.banks[mover] <= 0 else None,  # type: ignore[index]
        vacation_left={side: max(0.0, allowance - s.vacation_used[side]) for side in SIDES},
        on_vacation=dict(s.vacation_until),
        finished=s.finished is not None,
    )


def banks(record: ClockRecord, now: float) -> dict[Side, float]:
    """Each side's bank at `now`, in seconds (inf when untimed)."""
    return dict(fold(record, now).banks)


def reply_durations(record: ClockRecord, side: Side) -> list[float]:
    """The side's reply times in this game, oldest first: the running time of each of its
    finished waits (pauses and its vacations left out)."""
    return list(fold(record).replies[side])


# ---------------------------------------------------------------- refusals

GameRefusal = Literal["no_clock", "not_started", "game_over", "before_record"]


def _running(record: ClockRecord, at: float) -> tuple[Fold, None] | tuple[None, GameRefusal]:
    """The record's state advanced to `at`, or why a clocked request at `at` has no clock to ask."""
    if record.control is None:
        return None, "no_clock"
    s = fold(record)
    if not s.started:
        return None, "not_started"
    if s.finished is not None:
        return None, "game_over"
    if at < s.since:
        return None, "before_record"
    s.advance(at)
    return s, None


ClaimRefusal = Literal[
    "not_finite", "no_clock", "not_started", "game_over", "before_record", "your_move", "bank_not_empty",
]  # fmt: skip


def claim_refusal(record: ClockRecord, claimant: Side, now: float) -> ClaimRefusal | None:
    """Why `claimant` may not claim the win on time at `now` (None: the claim stands)."""
    if not math.isfinite(now):
        return "not_finite"
    s, refusal = _running(record, now)
    if s is None:
        return refusal
    if s.to_move == claimant:
        return "your_move"
    if s.banks[s.to_move] > 0:  # type: ignore[index]
        return "bank_not_empty"
    return None


VacationRefusal = Literal[
    "not_finite", "not_positive", "no_clock", "not_started", "game_over", "before_record", "on_vacation",
    "beyond_allowance",
]  # fmt: skip


def vacation_refusal(record: ClockRecord, side: Side, at: float, seconds: float) -> VacationRefusal | None:
    """Why `side` may not take `seconds` of vacation from `at` (None: it may)."""
    if not (math.isfinite(at) and math.isfinite(seconds)):
        return "not_finite"
    if seconds <= 0:
        return "not_positive"
    s, refusal = _running(record, at)
    if s is None:
        return refusal
    if side in s.vacation_until:
        return "on_vacation"
    if s.vacation_used[side] + seconds > s.control.vacation:  # type: ignore[union-attr]
        return "beyond_allowance"
    return None


class ClockRefused(ValueError):
    """A request the clock refuses; `reason` says why (the caller words it)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def take_vacation(record: ClockRecord, side: Side, at: float, seconds: float) -> ClockRecord:
    """The record with `side`'s vacation from `at` for `seconds` (ClockRefused when refused)."""
    refusal = vacation_refusal(record, side, at, seconds)
    if refusal is not None:
        raise ClockRefused(refusal)
    return record.add(ClockEvent(kind="vacation", at=at, side=side, until=at + seconds))


def vacation_left(record: ClockRecord, side: Side, now: float) -> float:
    """Seconds of vacation `side` may still take in this game at `now`."""
    if record.control is None:
        return 0.0
    return max(0.0, record.control.vacation - fold(record, now).vacation_used[side])
