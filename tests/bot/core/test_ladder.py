"""Issue 35 wired: clocks chosen at `new`, banks from the stored record, claims on time, vacation,
ratings written with the game's end (once), the ladder, seeks (one game per seek, however many
accept at once) and `next`; each bad input refused with words and changing nothing, on SQLite and
on the PostgreSQL server the tests start."""

from __future__ import annotations

import asyncio
import random
import re
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core import ratings as rt
from bot.core import timecontrol as tc
from bot.core.clock import Clock
from bot.core.ladder import LadderService
from bot.core.seeks import SeekService
from bot.core.service import GameService
from bot.core.store import effective_acts
from bot.core.store_ladder import LadderRows
from tests.bot.core.games import JI, US, counts

ROOT = Path(__file__).resolve().parents[3]
T0 = 1_800_000_000.0
SERVER = "g1"


class Time:
    """The service's clock, moved by the test."""

    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
async def svc(db_target: str | Path) -> AsyncIterator[GameService]:
    s = await GameService.open(db_target, images=False)
    s.clock_now = Time()  # type: ignore[assignment]
    yield s
    await s.close()


def moved(svc: GameService, seconds: float) -> float:
    svc.clock_now.now += seconds  # type: ignore[attr-defined]
    return svc.clock_now.now  # type: ignore[attr-defined]


async def timed_game(svc: GameService, channel: str = "c1", clock: str = "fast", users: tuple[str, str] = (US, JI)):
    r = await svc.create(channel, users[0], f"n{users[0]}", players="two", side="us", seed=5, clock=clock, server=SERVER)
    assert r.ok, r.error
    assert (await svc.join(channel, users[1], f"n{users[1]}")).ok
    r = await svc.start(channel, users[0])
    assert r.ok, r.error
    return r


async def decisions(svc: GameService, game_id: int) -> dict[str, int]:
    acts = effective_acts(await svc.store.actions(game_id))
    return {side: sum(a.role == side for a in acts) for side in ("us", "jihadist")}


async def play_until_three_each(svc: GameService, channel: str, reply, seed: int = 1):  # noqa: ANN001, ANN201
    rng = random.Random(seed)
    while min((await decisions(svc, reply.game_id)).values()) < rt.MIN_DECISIONS:
        p = reply.prompt
        assert p is not None
        moved(svc, 600)
        reply = await svc.act(channel, p.user_id, rng.choice(p.options).id, p.version)
        assert reply.ok, reply.error
    return reply


async def test_a_clock_chosen_at_new_runs_the_banks_shown_in_status_and_the_post(svc: GameService) -> None:
    r = await timed_game(svc)
    record = await svc.store.clock_record(r.game_id)
    assert record is not None and record.control == tc.PRESETS["fast"]
    assert [e.kind for e in record.events] == ["start"] and record.events[0].at == T0
    assert any("⏱ Clock (fast" in line for line in r.public), r.public
    moved(svc, 5 * 3600)
    status = (await svc.status("c1")).public[0]
    assert "Jihadist 19 h" in status and "US 24 h" in status, status
    # a handover adds the increment to the side that handed over
    r = await play_until_three_each(svc, "c1", r)
    record = await svc.store.clock_record(r.game_id)
    assert record is not None and any(e.kind == "handover" for e in record.events)
    # paused: the bank stops; the record keeps the pause and the resume
    assert (await svc.pause("c1", US)).ok
    moved(svc, 3 * tc.DAY)
    assert (await svc.resume("c1", US)).ok
    record = await svc.store.clock_record(r.game_id)
    assert record is not None and [e.kind for e in record.events][-2:] == ["pause", "resume"]
    s = tc.status(record, svc.clock_now())
    assert s.timed_out is None and all(b > 0 for b in s.banks.values())


async def test_a_clock_on_a_solo_game_is_refused_and_nothing_is_opened(svc: GameService) -> None:
    r = await svc.create("c1", US, "ann", players="solo", clock="fast")
    assert not r.ok and "only for a 2-player game" in (r.error or "")
    assert await svc.store.live_game("c1") is None
    r = await svc.create("c1", US, "ann", players="two", clock="blitz")
    assert not r.ok and "Unknown clock 'blitz'" in (r.error or "")
    assert await svc.store.live_game("c1") is None


async def test_a_claim_before_the_bank_is_empty_is_refused_then_the_claim_ends_and_rates_the_game(svc: GameService) -> None:
    r = await play_until_three_each(svc, "c1", await timed_game(svc))
    waiting = (await svc.info("c1")).waiting_for  # type: ignore[union-attr]
    claimant = US if waiting == "jihadist" else JI
    before = await counts(svc, "c1")
    refused = await svc.claim("c1", claimant)
    assert not refused.ok and "still has" in (refused.error or "") and "you may claim only when it is empty" in (refused.error or "")
    assert await counts(svc, "c1") == before
    moved(svc, 4 * tc.DAY)  # past the cap: every bank is empty
    done = await svc.claim("c1", claimant)
    assert done.ok, done.error
    assert "ran out of time" in done.public[0] and any("rating" in line for line in done.public)
    scope = rt.scope_key(SERVER)
    outcomes = await svc.store.rating_outcomes(scope)
    assert [o.game_id for o in outcomes] == [r.game_id] and outcomes[0].rated
    assert len(await svc.store.rating_outcomes(rt.ALL)) == 1
    record = await svc.store.clock_record(r.game_id)
    assert record is not None and record.events[-1].kind == "finish"
    # the ladder: the claimant above the one who ran out, whose timeout share is 100 %
    text = "\n".join((await LadderService(svc).ladder(SERVER, "en")).public)
    assert text.index(f"n{claimant}") < text.index(f"n{US if claimant == JI else JI}"), text
    assert "own timeouts 100 %" in text and "own timeouts 0 %" in text
    # in Russian, the ratings with a decimal comma (as the rulebook's translation writes numbers)
    ru = "\n".join([*(await LadderService(svc).ladder(SERVER, "ru")).public, *await LadderService(svc).stats_lines(claimant, SERVER, "ru")])
    assert re.search(r": \d+,\d ±\d+,\d · партий", ru) and re.search(r"Рейтинг: \d+,\d ±\d+,\d", ru), ru
    assert not re.search(r"\d\.\d", ru), ru
    # /records stats: the rating, and the reply-time quartiles (hidden when the player asks)
    ladder = LadderService(svc)
    lines = await ladder.stats_lines(claimant, SERVER, "en")
    assert lines[0].startswith("Rating: ") and lines[1].startswith("Reply times (last "), lines
    await ladder.choose(claimant, "en", off_ladder=True, hide_replies=True)
    assert (await ladder.stats_lines(claimant, SERVER, "en"))[1] == "Reply times: hidden by the player."
    assert f"n{claimant}" not in "\n".join((await ladder.ladder(SERVER, "en")).public)


async def test_rating_a_game_twice_after_a_restart_changes_nothing(svc: GameService, db_target: str | Path) -> None:
    r = await play_until_three_each(svc, "c1", await timed_game(svc))
    assert (await svc.resign("c1", US)).ok
    scope = rt.scope_key(SERVER)
    stored = await svc.store.rating_outcomes(scope)
    book = await svc.store.book(scope)
    await svc.close()
    again = await GameService.open(db_target, images=False)
    try:
        # the finishing transaction's rating, run once more (a retried finish): nothing written
        got = await again.store._write(lambda db: LadderRows.rate_in(db, r.game_id, T0 + 10**6))
        assert got == []
        assert await again.store.rating_outcomes(scope) == stored
        assert rt.difference(await again.store.book(scope), book) == 0
        # the stored ratings are the book of the stored outcomes, and the rebuild from the records
        assert rt.difference(rt.book_of(stored), book) == 0
        records = [g for g, _ in await again.store.rated_games(scope)]
        rebuilt, _ = rt.rebuild(records, scope)
        assert rt.difference(rebuilt, book) < 1e-9
    finally:
        await again.close()
        svc.store = again.store  # (closed; the fixture's close is then a no-op on it)


async def test_vacation_beyond_the_allowance_is_refused_and_a_vacation_stops_the_bank(svc: GameService) -> None:
    r = await timed_game(svc)
    before = await svc.store.clock_record(r.game_id)
    refused = await svc.vacation("c1", JI, 8)
    assert not refused.ok and "more vacation than you have left" in (refused.error or "")
    assert await svc.store.clock_record(r.game_id) == before
    taken = await svc.vacation("c1", JI, 2)
    assert taken.ok and "takes 2 days of vacation" in taken.public[0]
    moved(svc, 2 * tc.DAY)
    s = tc.status((await svc.store.clock_record(r.game_id)), svc.clock_now())  # type: ignore[arg-type]
    assert s.banks["jihadist"] == tc.PRESETS["fast"].initial  # type: ignore[union-attr]
    assert not (await svc.vacation("c1", JI, 6)).ok  # 2 of 7 days used
    untimed = await svc.create("c2", US, "ann", players="two", clock="none")
    assert untimed.ok
    assert (await svc.join("c2", JI, "bob")).ok and (await svc.start("c2", US)).ok
    assert "no clock" in ((await svc.vacation("c2", JI, 1)).error or "")


async def test_the_sweep_reminds_once_at_75_percent_then_says_the_other_may_claim(svc: GameService) -> None:
    r = await timed_game(svc)
    clock = Clock(svc, 60)
    row = await svc.store.game(r.game_id)
    assert row is not None
    assert await clock.decide(row, T0 + 0.7 * tc.DAY) is None
    n = await clock.decide(row, T0 + 0.8 * tc.DAY)
    assert n is not None and n.text and "three quarters of your time" in n.text
    assert await clock.decide(row, T0 + 0.9 * tc.DAY) is None, "one reminder per wait"
    n = await clock.decide(row, T0 + 1.1 * tc.DAY)
    assert n is not None and n.text and "may claim the win" in n.text
    assert await clock.decide(row, T0 + 1.2 * tc.DAY) is None


async def test_time_out_with_forfeit_aborts_a_game_abandoned_early_freely(svc: GameService) -> None:
    r = await svc.create("c1", US, "ann", players="two", clock="fast", server=SERVER, settings={"forfeit": True})
    assert r.ok, r.error
    assert (await svc.join("c1", JI, "bob")).ok
    r = await svc.start("c1", US)
    row = await svc.store.game(r.game_id)
    n = await Clock(svc, 60).decide(row, T0 + 2 * tc.DAY)  # type: ignore[arg-type]
    assert n is not None and n.forfeit is not None
    assert (await svc.store.game(r.game_id)).status == "aborted"  # type: ignore[union-attr]
    assert await svc.store.rating_outcomes(rt.scope_key(SERVER)) == []


# ---------------------------------------------------------------- seeks


async def seeks_count(svc: GameService) -> list[tuple]:
    return await svc.store._all("SELECT id, status, user_id FROM seeks ORDER BY id")


async def test_seek_bad_inputs_are_refused_and_change_nothing(svc: GameService) -> None:
    seeks = SeekService(svc)
    r, _ = await seeks.seek(SERVER, "ch", "a", "ann", "en", low=10, high=5, at=T0)
    assert not r.ok and "impossible" in (r.error or "")
    assert await seeks_count(svc) == []
    r, _ = await seeks.seek(SERVER, "ch", "a", "ann", "en", low=float("nan"), at=T0)
    assert not r.ok and await seeks_count(svc) == []
    r, _ = await seeks.seek(SERVER, "ch", "a", "ann", "en", clock="fast", low=5, at=T0)  # b (rating 0) is out of it
    assert r.ok and "Seek #" in r.public[0]
    before = await seeks_count(svc)
    r, _ = await seeks.seek(SERVER, "ch", "a", "ann", "en", clock="slow", at=T0)
    assert not r.ok and "already have an open seek" in (r.error or "")
    seek_id = before[0][0]
    r, pairing = await seeks.accept(SERVER, seek_id, "a", "ann", "en", T0)
    assert not r.ok and pairing is None and "your own seek" in (r.error or "")
    r, pairing = await seeks.accept(SERVER, seek_id, "b", "bob", "en", T0)
    assert not r.ok and "outside that seek's range" in (r.error or "")
    assert await seeks_count(svc) == before
    assert (await seeks.withdraw(SERVER, "a", "en")).ok
    assert not (await seeks.withdraw(SERVER, "a", "en")).ok


async def test_a_seek_pairs_with_a_compatible_waiting_one_and_opens_a_timed_game(svc: GameService) -> None:
    seeks = SeekService(svc)
    r, pairing = await seeks.seek(SERVER, "ch", "a", "ann", "en", side="jihadist", clock="fast", at=T0)
    assert r.ok and pairing is None
    await seeks.block("c", "a", "en")
    r, pairing = await seeks.seek(SERVER, "ch", "c", "cy", "en", clock="fast", at=T0 + 1)
    assert r.ok and pairing is None, "blocked: not paired"
    r, pairing = await seeks.seek(SERVER, "ch", "b", "bob", "en", side="either", clock="slow", at=T0 + 2)
    assert pairing is None, "another clock: not paired"
    assert (await seeks.withdraw(SERVER, "b", "en")).ok
    r, pairing = await seeks.seek(SERVER, "ch", "b", "bob", "en", clock="fast", at=T0 + 3)
    assert r.ok and pairing is not None and pairing.us[0] == "b" and pairing.jihadist[0] == "a"
    opened = await seeks.open_game(pairing, "t1", "en")
    assert opened.ok, opened.error
    info = await svc.info("t1")
    assert info is not None and info.status == "active" and {s.user_id for s in info.seats} == {"a", "b"}
    record = await svc.store.clock_record(info.game_id)
    assert record is not None and record.control is not None and record.control.name == "fast"
    assert (await svc.store.seek(pairing.seek.id)).game_id == info.game_id  # type: ignore[union-attr]


async def test_two_accepting_one_seek_at_once_get_one_game(svc: GameService, db_target: str | Path) -> None:
    seeks = SeekService(svc)
    r, _ = await seeks.seek(SERVER, "ch", "a", "ann", "en", at=T0)
    seek_id = (await seeks_count(svc))[0][0]
    other = await GameService.open(db_target, images=False)  # a second service on the same database
    try:
        got = await asyncio.gather(
            seeks.accept(SERVER, seek_id, "b", "bob", "en", T0), SeekService(other).accept(SERVER, seek_id, "c", "cy", "en", T0)
        )
    finally:
        await other.close()
    assert sorted(p is not None for _, p in got) == [False, True]
    assert [x[1] for x in await seeks_count(svc)] == ["accepted"]


WORKER = """
import asyncio, sys
from bot.core.service import GameService
from bot.core.seeks import SeekService
async def main():
    svc = await GameService.open(sys.argv[1], images=False)
    sys.stdin.readline()
    r, p = await SeekService(svc).accept("g1", int(sys.argv[2]), sys.argv[3], sys.argv[3], "en", 1800000000.0)
    print("won" if p is not None else "lost", flush=True)
    await svc.close()
asyncio.run(main())
"""


@pytest.mark.parametrize("db_target", ["postgres"], indirect=True)
async def test_two_processes_accepting_one_seek_at_once_get_one_game(svc: GameService, db_target: str) -> None:
    r, _ = await SeekService(svc).seek(SERVER, "ch", "a", "ann", "en", at=T0)
    seek_id = (await seeks_count(svc))[0][0]
    procs = [
        await asyncio.create_subprocess_exec(
            sys.executable, "-c", WORKER, db_target, str(seek_id), who, cwd=ROOT,
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        )  # fmt: skip
        for who in ("b", "c")
    ]
    await asyncio.sleep(2)  # both opened their pools
    outs = await asyncio.gather(*(asyncio.wait_for(p.communicate(b"go\n"), 60) for p in procs))
    assert sorted(o[0].decode().strip() for o in outs) == ["lost", "won"]
    assert [x[1] for x in await seeks_count(svc)] == ["accepted"]


async def test_next_opens_the_game_that_has_waited_longest(svc: GameService) -> None:
    ids = []
    for i, ch in enumerate(("x1", "x2", "x3")):
        moved(svc, 3600)
        r = await svc.create(ch, f"o{i}", "other", players="two", side="us", clock="standard")
        assert (await svc.join(ch, JI, "bob")).ok
        r = await svc.start(ch, f"o{i}")
        ids.append(r.game_id)
    assert await svc.next_game(JI) == (ids[0], "x1")
    assert await svc.next_game("o1") is None, "nothing waits for the US yet"


async def test_time_out_with_forfeit_ends_a_game_under_way_at_once_and_rates_it(svc: GameService) -> None:
    r = await svc.create("c1", US, "ann", players="two", clock="fast", server=SERVER, settings={"forfeit": True})
    assert (await svc.join("c1", JI, "bob")).ok
    r = await play_until_three_each(svc, "c1", await svc.start("c1", US))
    late = (await svc.info("c1")).waiting_for  # type: ignore[union-attr]
    row = await svc.store.game(r.game_id)
    n = await Clock(svc, 60).decide(row, svc.clock_now() + 4 * tc.DAY)  # type: ignore[arg-type]
    assert n is not None and n.forfeit is not None and "ran out of time and forfeits" in n.forfeit.public[0]
    info = await svc.info("c1")
    assert info is not None and info.status == "over" and info.result["winner"] != late  # type: ignore[index]
    rows = (await LadderService(svc).ladder(SERVER, "en")).public
    assert "own timeouts 100 %" in "\n".join(rows)


async def test_the_fourth_game_of_a_pair_within_seven_days_changes_no_rating(svc: GameService) -> None:
    for i in range(4):
        ch = f"w{i}"
        assert (await svc.create(ch, US, "ann", players="two", side="us", seed=i + 1, server=SERVER)).ok
        assert (await svc.join(ch, JI, "bob")).ok
        await play_until_three_each(svc, ch, await svc.start(ch, US), seed=i)
        assert (await svc.resign(ch, JI)).ok
    outcomes = await svc.store.rating_outcomes(rt.scope_key(SERVER))
    assert [o.unrated for o in outcomes] == [None, None, None, "win_trading"]
    assert outcomes[3].changes == ()


async def test_the_server_switches_rated_play_and_seeks_its_managers_only(svc: GameService) -> None:
    ladder = LadderService(svc)
    refused = await ladder.switches(SERVER, "en", {"rated": False}, is_manager=False)
    assert not refused.ok and await svc.store.server_settings(SERVER) == {}
    bad = await ladder.switches(SERVER, "en", {"clock": "blitz"}, is_manager=True)
    assert not bad.ok and await svc.store.server_settings(SERVER) == {}
    done = await ladder.switches(SERVER, "en", {"rated": False, "seeks": False, "clock": "slow"}, is_manager=True)
    assert done.ok and "Rated play: false · seeks: false" in done.public[0]
    r, _ = await SeekService(svc).seek(SERVER, "ch", "a", "ann", "en", at=T0)
    assert not r.ok and "turned off" in (r.error or "")
    # the server's default clock; rated play off: the finished game is not rated
    r = await svc.create("c1", US, "ann", players="two", server=SERVER)
    assert (await svc.join("c1", JI, "bob")).ok
    r = await play_until_three_each(svc, "c1", await svc.start("c1", US))
    record = await svc.store.clock_record(r.game_id)
    assert record is not None and record.control == tc.PRESETS["slow"]
    assert (await svc.resign("c1", US)).ok
    assert await svc.store.rating_outcomes(rt.scope_key(SERVER)) == []
