"""bot/core/timecontrol.py: banks folded from the clock's record, reminders, time out, vacation,
claims and the refusals."""

from __future__ import annotations

import math
import random

import pytest
from pydantic import ValidationError

from bot.core.timecontrol import (
    DAY,
    HOUR,
    PRESETS,
    ClockEvent,
    ClockRecord,
    ClockRefused,
    Fold,
    TimeControl,
    banks,
    claim_refusal,
    clock_refusal,
    fold,
    reply_durations,
    status,
    take_vacation,
    vacation_left,
    vacation_refusal,
)

FAST = PRESETS["fast"]  # 24 h + 4 h a handover, up to 72 h
assert FAST is not None


def ev(kind: str, at: float, side: str | None = None, until: float | None = None) -> ClockEvent:
    return ClockEvent(kind=kind, at=at, side=side, until=until)  # type: ignore[arg-type]


def rec(*events: ClockEvent, control: TimeControl | None = FAST) -> ClockRecord:
    return ClockRecord(control=control, events=events)


def test_the_presets_are_a_bank_an_increment_and_a_cap() -> None:
    assert PRESETS["none"] is None
    assert [(p.initial / HOUR, p.increment / HOUR, p.cap / HOUR) for p in PRESETS.values() if p] == [
        (24, 4, 72), (72, 12, 120), (72, 36, 240),
    ]  # fmt: skip
    with pytest.raises(ValidationError):
        TimeControl(name="odd", initial=10 * HOUR, increment=HOUR, cap=5 * HOUR)


def test_a_clock_on_a_solo_game_or_an_unknown_clock_is_refused() -> None:
    assert clock_refusal("fast", players=1) == "solo_game"
    assert clock_refusal("none", players=1) is None and clock_refusal("slow", players=2) is None
    assert clock_refusal("blitz", players=2) == "unknown_clock"


def test_a_bank_runs_only_while_the_game_waits_for_its_side() -> None:
    r = rec(ev("start", 0, "us"))
    assert banks(r, 10 * HOUR) == {"us": 14 * HOUR, "jihadist": 24 * HOUR}
    r = r.add(ev("handover", 10 * HOUR, "jihadist"))
    # the US gained the increment when it handed over; now the Jihadist's bank runs
    assert banks(r, 15 * HOUR) == {"us": 18 * HOUR, "jihadist": 19 * HOUR}


def test_the_increment_is_capped() -> None:
    r = rec(ev("start", 0, "us"))
    t = 0.0
    for i in range(40):  # quick replies: each adds 4 h less a minute, up to 72 h
        t += 60
        r = r.add(ev("handover", t, "jihadist" if i % 2 == 0 else "us"))
    assert banks(r, t) == {"us": 72 * HOUR, "jihadist": 72 * HOUR}


def test_a_handover_to_the_side_already_to_move_changes_nothing() -> None:
    r = rec(ev("start", 0, "us"), ev("handover", HOUR, "us"))
    assert banks(r, 2 * HOUR)["us"] == 22 * HOUR and status(r, 2 * HOUR).wait_index == 0


def test_a_pause_stops_the_bank_and_a_resume_starts_it_again() -> None:
    r = rec(ev("start", 0, "us"), ev("pause", 2 * HOUR), ev("resume", 30 * HOUR))
    assert banks(r, 31 * HOUR)["us"] == 21 * HOUR
    paused = rec(ev("start", 0, "us"), ev("pause", 2 * HOUR))
    st = status(paused, 100 * DAY)
    assert st.banks["us"] == 22 * HOUR and not st.running and st.timeout_at is None and st.timed_out is None


def test_one_reminder_when_three_quarters_of_the_wait_are_used_and_the_time_out_when_empty() -> None:
    r = rec(ev("start", 0, "us"))
    st = status(r, 0)
    assert st.reminder_at == 18 * HOUR and st.timeout_at == 24 * HOUR and st.timed_out is None
    later = status(r, 25 * HOUR)
    # the same moments, however late the question (a restart after the fact)
    assert (later.reminder_at, later.timeout_at, later.timed_out) == (18 * HOUR, 24 * HOUR, "us")
    assert later.banks["us"] == 0.0 and later.wait_index == st.wait_index
    # a new wait: a new reminder, counted from the bank the wait began with
    r = rec(ev("start", 0, "us"), ev("handover", 4 * HOUR, "jihadist"), ev("handover", 10 * HOUR, "us"))
    st = status(r, 10 * HOUR)
    assert st.wait_index == 2 and st.banks["us"] == 24 * HOUR and st.reminder_at == 10 * HOUR + 18 * HOUR


def test_a_late_side_that_moves_on_keeps_only_the_increment() -> None:
    r = rec(ev("start", 0, "us"), ev("handover", 30 * HOUR, "jihadist"))
    assert banks(r, 30 * HOUR)["us"] == 4 * HOUR


def test_vacation_stops_the_players_bank_with_no_consent_and_counts_calendar_days() -> None:
    r = take_vacation(rec(ev("start", 0, "us")), "us", 2 * HOUR, 2 * DAY)
    st = status(r, DAY)
    assert st.banks["us"] == 22 * HOUR and not st.running and st.on_vacation == {"us": 2 * HOUR + 2 * DAY}
    assert st.timeout_at == 2 * HOUR + 2 * DAY + 22 * HOUR  # counted from the vacation's end
    assert vacation_left(r, "us", DAY) == 7 * DAY - (DAY - 2 * HOUR)
    # the planned end passes: the bank runs again
    assert banks(r, 2 * DAY + 3 * HOUR)["us"] == 21 * HOUR
    assert vacation_left(r, "us", 3 * DAY) == 5 * DAY
    # back early: the rest of the allowance is kept
    back = r.add(ev("return", 5 * HOUR, "us"))
    assert banks(back, 6 * HOUR)["us"] == 21 * HOUR and vacation_left(back, "us", 9 * DAY) == 7 * DAY - 3 * HOUR


def test_the_opponents_vacation_does_not_stop_the_bank_of_the_side_to_move() -> None:
    r = take_vacation(rec(ev("start", 0, "us")), "jihadist", HOUR, DAY)
    assert banks(r, 5 * HOUR)["us"] == 19 * HOUR


@pytest.mark.parametrize(
    ("at", "seconds", "reason"),
    [
        (HOUR, 8 * DAY, "beyond_allowance"),
        (HOUR, math.inf, "not_finite"),
        (math.nan, DAY, "not_finite"),
        (HOUR, 0.0, "not_positive"),
        (HOUR, -DAY, "not_positive"),
        (-HOUR, DAY, "before_record"),
    ],
)
def test_bad_vacations_are_refused_and_change_nothing(at: float, seconds: float, reason: str) -> None:
    r = rec(ev("start", 0, "us"))
    assert vacation_refusal(r, "us", at, seconds) == reason
    with pytest.raises(ClockRefused) as e:
        take_vacation(r, "us", at, seconds)
    assert e.value.reason == reason and r.events == (ev("start", 0, "us"),)


def test_vacation_beyond_what_is_left_of_the_allowance_is_refused() -> None:
    r = take_vacation(rec(ev("start", 0, "us")), "us", 0, 5 * DAY)
    assert vacation_refusal(r, "us", DAY, DAY) == "on_vacation"
    assert vacation_refusal(r, "us", 6 * DAY, 3 * DAY) == "beyond_allowance"
    assert vacation_refusal(r, "us", 6 * DAY, 2 * DAY) is None
    assert vacation_refusal(r, "jihadist", DAY, 7 * DAY) is None  # each player has their own
    assert vacation_refusal(rec(ev("start", 0, "us"), control=None), "us", 0, DAY) == "no_clock"
    assert vacation_refusal(rec(), "us", 0, DAY) == "not_started"
    assert vacation_refusal(rec(ev("start", 0, "us"), ev("finish", 5)), "us", 9, DAY) == "game_over"


def test_a_claim_before_the_bank_is_empty_is_refused() -> None:
    r = rec(ev("start", 0, "us"))
    assert claim_refusal(r, "jihadist", 23 * HOUR) == "bank_not_empty"
    assert claim_refusal(r, "us", 30 * HOUR) == "your_move"
    assert claim_refusal(r, "jihadist", 24 * HOUR) is None
    assert claim_refusal(r, "jihadist", math.inf) == "not_finite"
    assert claim_refusal(rec(ev("start", 0, "us"), control=None), "jihadist", 99 * DAY) == "no_clock"
    assert claim_refusal(rec(ev("start", 0, "us"), ev("finish", 5)), "jihadist", 99 * DAY) == "game_over"
    assert claim_refusal(rec(), "jihadist", 99 * DAY) == "not_started"
    assert claim_refusal(rec(ev("start", 0, "us"), ev("handover", 30 * HOUR, "us")), "jihadist", 29 * HOUR) == "before_record"
    # on vacation, the bank waits
    assert claim_refusal(take_vacation(r, "us", HOUR, DAY), "jihadist", 24 * HOUR) == "bank_not_empty"


@pytest.mark.parametrize("bad", [math.inf, -math.inf, math.nan])
def test_a_non_finite_time_is_refused(bad: float) -> None:
    with pytest.raises(ValidationError):
        ev("handover", bad, "us")
    with pytest.raises(ValueError):
        banks(rec(ev("start", 0, "us")), bad)


@pytest.mark.parametrize(
    "events",
    [
        [ev("handover", 1, "us")],  # before the start
        [ev("start", 0, "us"), ev("start", 1, "us")],
        [ev("start", 5, "us"), ev("handover", 4, "jihadist")],  # back in time
        [ev("start", 0, "us"), ev("resume", 1)],
        [ev("start", 0, "us"), ev("pause", 1), ev("pause", 2)],
        [ev("start", 0, "us"), ev("return", 1, "us")],
        [ev("start", 0, "us"), ev("vacation", 1, "us", until=1)],
        [ev("start", 0, "us"), ev("finish", 1), ev("handover", 2, "jihadist")],
        [ev("start", 0)],  # no side
    ],
)
def test_a_record_that_makes_no_sense_is_refused(events: list[ClockEvent]) -> None:
    with pytest.raises(ValidationError):
        rec(*events)


def test_asking_before_the_records_last_event_is_an_error() -> None:
    with pytest.raises(ValueError):
        banks(rec(ev("start", 0, "us"), ev("handover", 10, "jihadist")), 5)


def test_finishing_stops_both_banks() -> None:
    r = rec(ev("start", 0, "us"), ev("finish", HOUR))
    st = status(r, 99 * DAY)
    assert st.finished and st.banks["us"] == 23 * HOUR and st.timeout_at is None and st.timed_out is None


def test_reply_times_are_the_running_time_of_each_finished_wait() -> None:
    r = rec(
        ev("start", 0, "us"), ev("handover", HOUR, "jihadist"), ev("pause", 2 * HOUR), ev("resume", 50 * HOUR),
        ev("handover", 52 * HOUR, "us"), ev("handover", 53 * HOUR, "jihadist"), control=None,
    )  # fmt: skip
    assert reply_durations(r, "us") == [HOUR, HOUR] and reply_durations(r, "jihadist") == [3 * HOUR]
    assert banks(r, 60 * HOUR) == {"us": math.inf, "jihadist": math.inf}
    assert status(r, 60 * HOUR).timeout_at is None


# ---------------------------------------------------------------- restarts


def random_record(rng: random.Random, control: TimeControl | None = FAST) -> ClockRecord:
    """A game of random handovers, pauses and vacations, every time a whole minute."""
    r = rec(ev("start", 0, "us"), control=control)
    t, to_move, paused = 0, "us", False
    on_vacation: dict[str, float] = {}
    for _ in range(60):
        t += 60 * rng.randint(1, 20 * 60)
        on_vacation = {s: u for s, u in on_vacation.items() if u > t}
        roll = rng.random()
        if roll < 0.6:
            to_move = "jihadist" if to_move == "us" else "us"
            r = r.add(ev("handover", t, to_move))
        elif roll < 0.75:
            r = r.add(ev("resume" if paused else "pause", t))
            paused = not paused
        elif roll < 0.9:
            side = rng.choice(["us", "jihadist"])
            if side in on_vacation:
                r = r.add(ev("return", t, side))
                del on_vacation[side]
            else:
                until = t + 60 * 60 * rng.randint(1, 48)
                if vacation_refusal(r, side, t, until - t) is None:  # type: ignore[arg-type]
                    r = r.add(ev("vacation", t, side, until=until))
                    on_vacation[side] = until
    return r


def ticked(record: ClockRecord, now: int) -> dict[str, float]:
    """The banks by a process that wakes every minute and takes a minute off the bank of the side
    the game waits for, unless paused or on vacation (whole minutes only: exact)."""
    assert record.control is not None
    events = sorted(record.events, key=lambda e: e.at)  # stable: the record's order within a minute
    bank = {"us": record.control.initial, "jihadist": record.control.initial}
    to_move, paused, vacation = None, False, {}
    i = 0
    for minute in range(0, now, 60):
        while i < len(events) and events[i].at <= minute:
            e = events[i]
            if e.kind == "start":
                to_move = e.side
            elif e.kind == "handover" and e.side != to_move:
                bank[to_move] = min(record.control.cap, bank[to_move] + record.control.increment)
                to_move = e.side
            elif e.kind in ("pause", "resume"):
                paused = e.kind == "pause"
            elif e.kind == "vacation":
                vacation[e.side] = e.until
            elif e.kind == "return":
                vacation.pop(e.side)
            i += 1
        if not paused and vacation.get(to_move, -1) <= minute:
            bank[to_move] = max(0.0, bank[to_move] - 60)
    return bank


@pytest.mark.parametrize("seed", range(6))
def test_a_restart_at_any_point_loses_no_time_and_gives_none_back(seed: int) -> None:
    rng = random.Random(seed)
    r = random_record(rng)
    events = r.events
    end = int(events[-1].at) + 3 * 24 * 3600
    # a process that ran throughout: its state in memory, advanced at sweeps between the events
    live = Fold(r.control)
    for k, e in enumerate(events):
        if k:
            live.advance(rng.randint(int(events[k - 1].at), int(e.at)))
        live.apply(e)
    live.advance(end)
    # one restarted after any event: it reads the record and gets the same banks to the second
    for k in range(len(events) + 1):
        state = fold(ClockRecord(control=r.control, events=events[:k]))
        for e in events[k:]:
            state.apply(e)
        assert state.at(end).banks == live.banks
    # and the banks are the time actually waited: a process ticking every minute agrees, at any
    # moment, with the record stored up to that moment (times are whole minutes: exact)
    for k in sorted(rng.sample(range(1, len(events)), 5)):
        t = int(events[k].at)
        assert banks(ClockRecord(control=r.control, events=events[:k]), t) == ticked(r, t)
    assert live.banks == ticked(r, end)
