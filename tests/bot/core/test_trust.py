"""Issue 22 (trust, second pass), in the core: channel settings, honest records, one refusal for
every storage failure, names that cannot spoof, a challenge attempt started twice, settings
checked, reads not queued behind another channel's write. Each test runs on a real SQLite file
and on the real PostgreSQL server the tests start (`db_target`)."""

from __future__ import annotations

import asyncio
import os
import re
import sqlite3
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from bot.core.challenges import ChallengeService
from bot.core.records import RecordService
from bot.core.service import GameService
from bot.core.session import solo_available
from bot.core.settings import DEFAULT_DEADLINE_HOURS
from bot.core.store import StorageFailure
from bot.core.store_pg import PgStore
from bot.core.words import clean_name, name_key, shown
from bot.discord.text import escaped
from tests.bot.core.games import JI, US, two_player

solo_only = pytest.mark.skipif(not solo_available(), reason="the 1-player bot (engine/solo) is not built")

#: a custom position the US has already won (12+ Resources of Muslim countries at Good, 2.1.1)
WON = {
    "countries": {
        c: {"governance": "good", "alignment": "ally"}
        for c in ("saudi_arabia", "iraq", "pakistan", "egypt", "gulf_states", "indonesia_malaysia", "turkey")
    }
}


def plain(text: str) -> str:
    """What a reader sees of a message: the isolation marks are invisible and an escaped mark
    reads as itself."""
    return re.sub(r"\\(.)", r"\1", text.replace("\u2068", "").replace("\u2069", ""))


@pytest.fixture
async def svc(db_target: str | Path) -> AsyncIterator[GameService]:
    s = await GameService.open(db_target, images=False)
    yield s
    await s.close()


async def channel_row(svc: GameService, channel: str) -> dict[str, Any]:
    return await svc.store.channel_settings(channel)


# ---------------------------------------------------------------------- 1. channel settings
async def test_only_a_manager_changes_a_channels_defaults_and_a_creator_only_their_live_game(svc: GameService) -> None:
    # the attack: a member opens a game, aborts it, and so was "the creator" of the newest game
    assert (await svc.create("c1", "eve", "Eve")).ok
    assert (await svc.abort("c1", "eve")).ok
    attack = {"deadline_hours": 1, "forfeit": True, "summary_channel": "666"}
    r = await svc.set_channel_settings("c1", attack, is_manager=False)
    assert not r.ok and "Only a channel manager" in (r.error or "")
    r = await svc.set_game_settings("c1", "eve", attack, is_manager=False)  # no live game of hers
    assert not r.ok and "Only a channel manager" in (r.error or "")
    assert await channel_row(svc, "c1") == {}
    # a creator changes their own live game only, stored on that game, never the summary channel
    assert (await svc.create("c1", "eve", "Eve")).ok
    r = await svc.set_game_settings("c1", "eve", {"deadline_hours": 24, "forfeit": True}, is_manager=False)
    assert r.ok and r.settings is not None and r.settings["deadline_hours"] == 24
    row = await svc.store.live_game("c1")
    assert row is not None and row.settings["deadline_hours"] == 24 and await channel_row(svc, "c1") == {}
    r = await svc.set_game_settings("c1", "eve", {"summary_channel": "666"}, is_manager=False)
    assert not r.ok and "turn summaries to another channel" in (r.error or "")
    r = await svc.set_game_settings("c1", "mallory", {"deadline_hours": 1}, is_manager=False)
    assert not r.ok and "creator" in (r.error or "")
    # the next game in the channel inherits nothing of hers
    assert (await svc.abort("c1", "eve")).ok
    assert (await svc.create("c1", US, "alice")).ok
    row = await svc.store.live_game("c1")
    # (the 14-day deadline every new game gets, issue 19, not hers)
    assert row is not None and row.settings.get("deadline_hours") == DEFAULT_DEADLINE_HOURS and "forfeit" not in row.settings
    # a manager sets the channel's defaults
    assert (await svc.set_channel_settings("c1", {"deadline_hours": 48}, is_manager=True)).ok
    assert await channel_row(svc, "c1") == {"deadline_hours": 48}


# ---------------------------------------------------------------------- 8. settings checked
def nested(depth: int) -> Any:
    v: Any = 1
    for _ in range(depth):
        v = [v]
    return v


@pytest.mark.parametrize(
    "values,words",
    [
        ({"deadline_hours": nested(10_000)}, "deadline_hours must be"),
        ({"reminder_minutes": float("nan")}, "reminder_minutes must be"),
        ({"summary_channel": "1" * 10_000_000}, "summary_channel must be"),
        ({"summary_channel": "#general"}, "summary_channel must be"),
        ({"thread": 1}, "thread must be true or false"),
        ({"forfeit": "yes"}, "forfeit must be true or false"),
        ({"deadline_hours": -1}, "deadline_hours must be"),
        ({"deadline_hours": 10**9}, "deadline_hours must be"),
        ({"deadline_hours": True}, "deadline_hours must be"),
        ({"colour": "red"}, "is not a setting"),
        ({"challenge": "ABC"}, "is not a setting"),
        ({"x" * 5000: nested(5000)}, "is not a setting"),
    ],
)
async def test_settings_refuse_unknown_keys_wrong_types_and_out_of_range_values(
    svc: GameService, values: dict[str, Any], words: str
) -> None:
    assert (await svc.set_channel_settings("s1", {"deadline_hours": 12}, is_manager=True)).ok
    r = await svc.set_channel_settings("s1", values, is_manager=True)
    assert not r.ok and words in (r.error or ""), r.error
    assert len(r.error or "") < 300
    assert await channel_row(svc, "s1") == {"deadline_hours": 12}  # nothing changed
    # and the same for a new game's own settings (the service's own keys aside) and a running game's
    if "challenge" not in values:
        r = await svc.create("s1", US, "alice", settings=values)
        assert not r.ok and words in (r.error or "") and await svc.store.live_game("s1") is None
    assert (await svc.create("s1", US, "alice")).ok
    r = await svc.set_game_settings("s1", US, values, is_manager=False)
    assert not r.ok and words in (r.error or "")
    row = await svc.store.live_game("s1")
    assert row is not None and row.settings == {"deadline_hours": 12}


async def test_a_bad_value_stored_before_the_checks_is_left_out(svc: GameService) -> None:
    await svc.store.set_channel_settings("s2", {"deadline_hours": "soon", "forfeit": True, "junk": [1]})
    assert await svc.channel_settings("s2") == {"forfeit": True}
    assert (await svc.create("s2", US, "alice")).ok
    row = await svc.store.live_game("s2")
    assert row is not None and row.settings == {"forfeit": True, "deadline_hours": DEFAULT_DEADLINE_HOURS}


# ---------------------------------------------------------------------- 2. records
async def finished_export(svc: GameService, channel: str, seed: int) -> str:
    r = await two_player(svc, channel, seed=seed)
    assert r.ok
    assert (await svc.resign(channel, US)).ok
    e = await svc.export(channel, US)
    assert e.ok and e.attachment is not None
    return e.attachment.text


async def test_an_export_is_imported_once_and_keeps_its_players(svc: GameService, elsewhere: GameService) -> None:
    text = await finished_export(svc, "c1", seed=5)
    # the database that holds the game refuses it
    r = await svc.import_game("c2", "u3", "carol", text)
    assert not r.ok and "already stored here (game #1)" in (r.error or "")
    assert await svc.info("c2") is None
    # another database takes it once; the players keep their names, the importer is named
    first = await elsewhere.import_game("i1", "u3", "carol", text)
    assert first.ok, first.error
    assert "alice" in plain(first.public[0]) and "bob" in plain(first.public[0])
    for n in range(2, 6):
        again = await elsewhere.import_game(f"i{n}", "u3", "carol", text)
        assert not again.ok and "already stored here (game #1)" in (again.error or "")
    info = await elsewhere.info("i1")
    assert info is not None
    assert {(s.role, s.user_name) for s in info.seats} == {("us", "alice"), ("jihadist", "bob")}
    assert all(s.user_id.startswith("imported:") for s in info.seats)  # no account claims it
    rec = RecordService(elsewhere, ChallengeService(elsewhere))
    listed = plain("\n".join((await rec.finished()).public))
    assert "#1 " in listed and "imported by carol, not counted" in listed
    # the importer's stats gained nothing, and nor did the original players' accounts
    for user in ("u3", US, JI):
        stats = plain((await rec.stats(user)).public[0])
        assert ": 0 games" in stats, stats


@solo_only
async def test_a_game_from_a_won_position_is_listed_but_not_counted(svc: GameService) -> None:
    rec = RecordService(svc, ChallengeService(svc))
    assert (await svc.create("p1", US, "alice", players="solo", position=WON)).ok
    r = await svc.start("p1", US)
    assert r.ok and "Game over: US wins" in "\n".join(r.public)
    text = plain("\n".join((await rec.stats(US)).public))
    assert "alice: 0 games (0 finished" in text and "Wins: 0 of 0" in text
    assert "Not counted (not played here from a scenario): 1 from a custom position" in text
    assert "started from a custom position, not counted" in plain("\n".join((await rec.finished(user=US)).public))
    # a game played from the scenario counts
    r = await svc.create("p2", US, "alice", players="solo", seed=3)
    assert r.ok and (await svc.start("p2", US)).ok and (await svc.resign("p2", US)).ok
    text = plain("\n".join((await rec.stats(US)).public))
    assert "alice: 1 game (1 finished" in text and "Wins: 0 of 1" in text


# ---------------------------------------------------------------------- 3. storage failures
async def outage(svc: GameService) -> None:
    """The database stops answering: the PostgreSQL pool is gone (as when the server is down); the
    SQLite file is overwritten (a disk that returns garbage) and the store's connections reopened
    on it, so that nothing is served from SQLite's page cache."""
    if isinstance(svc.store, PgStore):
        await svc.store.pool.close()
        return
    store = svc.store
    for conn in store.connections():
        await conn.close()
    for tail in ("-wal", "-shm"):
        Path(f"{store.path}{tail}").unlink(missing_ok=True)
    store.path.write_bytes(b"not a database " * 4096)
    store.db = await aiosqlite.connect(store.path, isolation_level=None)
    store.reader = await aiosqlite.connect(store.path, isolation_level=None)


async def test_every_path_refuses_a_database_outage_with_the_same_words(
    svc: GameService, caplog: pytest.LogCaptureFixture
) -> None:
    r = await two_player(svc, "c1", seed=7)
    assert r.prompt is not None
    p = r.prompt
    assert (await svc.create("c2", "u9", "carl")).ok
    svc.cache.clear()  # a fresh process: nothing in memory
    await outage(svc)
    words = ("The game could not be read: ", "The game could not be saved: ")
    replies = {
        "status": await svc.status("c1"),
        "prompt": await svc.prompt("c1", p.user_id),
        "hand": await svc.hand("c1", US),
        "undo (ask)": await svc.undo_preview("c1", p.user_id),
        "undo": await svc.undo("c1", p.user_id, p.version),
        "act": await svc.act("c1", p.user_id, p.options[0].id, p.version),
        "settings": await svc.settings_reply("c1"),
        "set channel settings": await svc.set_channel_settings("c1", {"thread": True}, is_manager=True),
        "set game settings": await svc.set_game_settings("c2", "u9", {"thread": True}, is_manager=False),
        "pause": await svc.pause("c1", US),
        "new": await svc.create("c3", US, "alice"),
    }
    for what, reply in replies.items():
        assert not reply.ok and (reply.error or "").startswith(words), (what, reply.error)
        assert "nothing was changed" in (reply.error or ""), (what, reply.error)
    # the calls that return no Reply let nothing escape
    assert await svc.info("c1") is None
    assert await svc.public_view("c1") is None
    assert await svc.seat_views("c1", US) == {}
    channel, why = await svc.running_game_channel(1)
    assert channel is None and why.startswith(words[0]) and "nothing was changed" in why
    games, why2 = await svc.my_games(US)
    assert games == [] and why2 is not None and why2.startswith(words[0])
    assert await svc.closed_dms() == {}
    assert "Traceback" not in caplog.text


# ---------------------------------------------------------------------- 6. names
@pytest.mark.parametrize(
    "raw,stored",
    [
        ("\u200b\u200c\u200d\u2060\ufeff", "a player"),  # only zero-width characters
        ("\u3164\u2800 \u115f", "a player"),  # blank-looking letters
        ("\u0301\u0302", "a player"),  # combining marks alone
        ("Al\u202eecila", "Alecila"),  # a bidi override
        ("Alice\u200b", "Alice"),
        ("\u2067Bob\u2069", "Bob"),
    ],
)
def test_names_lose_format_characters_and_an_invisible_one_becomes_a_player(raw: str, stored: str) -> None:
    assert clean_name(raw) == stored


def test_a_shown_name_is_isolated_and_discord_escapes_it_so_it_pings_nobody() -> None:
    s = shown("```x``` <@123> @everyone **b** # h")
    assert s == "\u2068```x``` <@123> @everyone **b** # h\u2069"  # the core's text: as typed, isolated
    d = escaped(f"a {s} b")
    assert d.startswith("a \u2068") and d.endswith("\u2069 b")
    assert not re.search(r"(?<!\\)[`<@*#]", d), d  # in Discord every mark escaped
    assert plain(d) == "a ```x``` <@123> @everyone **b** # h b"
    assert name_key("Alice") == name_key("ＡＬＩＣＥ") == name_key("alice\u200b") == name_key("A l i c e")


async def test_two_seats_may_not_share_a_name_that_looks_the_same(svc: GameService) -> None:
    assert (await svc.create("n1", US, "Alice")).ok
    for twin in ("Alice\u200b", "ALICE", "Ａｌｉｃｅ", "Al ice", "\u202eAlice"):
        r = await svc.join("n1", JI, twin)
        assert not r.ok and "looks the same as" in (r.error or ""), twin
    info = await svc.info("n1")
    assert info is not None and len(info.seats) == 1
    assert (await svc.join("n1", US, "Alice", "jihadist")).ok  # the same player on both sides may
    r = await svc.create("n2", US, "x```\n@everyone <@42> **bold**")
    assert r.ok
    line = escaped(r.public[0])  # as Discord shows it
    assert not re.search(r"(?<!\\)[`<@*]", line), line
    assert (await svc.join("n2", JI, "bob")).ok and (await svc.start("n2", US)).ok
    paused = await svc.pause("n2", US, "ping <@42> @here ```code")
    assert paused.ok and not re.search(r"(?<!\\)[`<@*]", escaped(paused.public[0]).replace("`resume`", ""))
    assert "\u2068ping \\<\\@42\\> \\@here \\`\\`\\`code\u2069" in escaped(paused.public[0])


# ---------------------------------------------------------------------- 7. a challenge started twice
@solo_only
async def test_a_challenge_attempt_started_by_two_processes_at_once_deals_once_and_leaves_nothing(
    db_target: str | Path,
) -> None:
    a_svc = await GameService.open(db_target, images=False)
    b_svc = await GameService.open(db_target, images=False)
    try:
        a, b = ChallengeService(a_svc), ChallengeService(b_svc)
        made = await a.new("hall", "host", "Hal")
        assert made.ok
        code = made.public[0].split("Challenge ")[1].split(" ")[0].rstrip(":")
        # B's check for an attempt ran before A's attempt was written: it saw none
        real = b.attempt
        calls = [0]

        async def stale(c: str, user: str) -> Any:
            calls[0] += 1
            return None if calls[0] == 1 else await real(c, user)

        b.attempt = stale  # type: ignore[method-assign]
        first = await a.start(code, "u1", "Ann", attempt_channel="thread-a")
        assert first.ok, first.error
        second = await b.start(code, "u1", "Ann", attempt_channel="thread-b")
        assert not second.ok and f"You are already playing challenge {code}" in (second.error or "")
        # in the player's own attempt channel (the default) for both: refused the same way
        calls[0] = 0
        fourth = await a.start(code, "u2", "Bea")
        assert fourth.ok, fourth.error
        b_calls = [0]

        async def stale_b(c: str, user: str) -> Any:
            b_calls[0] += 1
            return None if b_calls[0] == 1 else await real(c, user)

        b.attempt = stale_b  # type: ignore[method-assign]
        fifth = await b.start(code, "u2", "Bea")
        assert not fifth.ok and f"You are already playing challenge {code}" in (fifth.error or ""), fifth.error
        rows = await a_svc.store._all("SELECT id, channel, status FROM games ORDER BY id")
        assert [(r[1], r[2]) for r in rows] == [("thread-a", "active"), (f"challenge:{code}:u2", "active")]
        assert await a_svc.store._all("SELECT COUNT(*) FROM seats") == [(2,)]  # one game each, no aborted one
    finally:
        await a_svc.close()
        await b_svc.close()


# ---------------------------------------------------------------------- 10. undo asks first
async def test_undo_preview_names_the_decision_and_a_confirmation_at_an_old_version_is_refused(
    svc: GameService,
) -> None:
    r = await two_player(svc, "u1", seed=14)
    for pick in ("play:", "ops:"):
        assert r.prompt is not None
        option = next(o for o in r.prompt.options if o.id.startswith(pick))
        r = await svc.act("u1", JI, option.id, r.prompt.version)
        assert r.ok
    asks = [await svc.undo_preview("u1", JI) for _ in range(2)]
    assert all(a.ok and a.version == asks[0].version for a in asks)
    assert "Take back your last decision in game #1 (Jihadist): " in asks[0].private[0].text
    assert (await svc.undo("u1", JI, asks[0].version)).ok
    late = await svc.undo("u1", JI, asks[1].version)
    assert not late.ok and "out of date" in (late.error or "")
    acts = await svc.store.actions(1)
    assert [a.kind for a in acts].count("undo") == 1


# ---------------------------------------------------------------------- 9. reads beside a blocked write
async def test_a_read_of_one_channel_does_not_wait_for_a_blocked_write_of_another(tmp_path: Path) -> None:
    path = tmp_path / "busy.sqlite3"
    svc = await GameService.open(path, images=False)
    try:
        r = await two_player(svc, "a", seed=3)
        assert (await two_player(svc, "b", seed=4)).ok
        blocker = sqlite3.connect(path, isolation_level=None)
        blocker.execute("BEGIN IMMEDIATE")  # another process holds the write lock
        blocker.execute("CREATE TABLE held (x)")
        assert r.prompt is not None
        write = asyncio.create_task(svc.act("a", r.prompt.user_id, r.prompt.options[0].id, r.prompt.version))
        await asyncio.sleep(0.3)  # the write now waits on the busy file (busy_timeout)
        assert not write.done()
        svc.cache.clear()
        t = time.perf_counter()
        status = await svc.status("b")
        took = time.perf_counter() - t
        assert status.ok and not write.done()
        assert took < 1.0, f"the read waited {took:.2f} s behind another channel's write"
        blocker.execute("ROLLBACK")
        blocker.close()
        assert (await write).ok
    finally:
        await svc.close()


async def test_a_read_sees_a_committed_write_at_once(svc: GameService) -> None:
    """The reader connection (SQLite) reads what the writer committed before the caller resumed."""
    r = await two_player(svc, "w", seed=2)
    for _ in range(5):
        assert r.prompt is not None
        r = await svc.act("w", r.prompt.user_id, r.prompt.options[0].id, r.prompt.version)
        assert r.ok
        svc.cache.clear()
        info = await svc.info("w")
        assert info is not None and info.version == r.version



# ---------------------------------------------------------------------- 4. a read-only folder, a size limit
@contextmanager
def immutable(*paths: Path) -> Iterator[None]:
    """Make files and folders really read-only, for root too (the immutable attribute)."""
    done: list[Path] = []
    try:
        for p in paths:
            if subprocess.run(["chattr", "+i", str(p)], capture_output=True).returncode != 0:
                pytest.skip("no chattr +i on this file system: no way to make a folder read-only for root")
            done.append(p)
        yield
    finally:
        for p in reversed(done):
            subprocess.run(["chattr", "-i", str(p)], check=True)


@pytest.mark.parametrize("file_too", [False, True])
async def test_a_read_only_folder_is_named_at_start_not_called_damage(tmp_path: Path, file_too: bool) -> None:
    folder = tmp_path / "db"
    path = folder / "games.sqlite3"
    svc = await GameService.open(path, images=False)
    assert (await svc.create("c1", US, "alice")).ok
    await svc.close()
    before = path.read_bytes()
    with immutable(*([path] if file_too else []), folder):
        with pytest.raises(StorageFailure) as failed:
            await GameService.open(path, images=False)
    text = str(failed.value)
    assert "is damaged" not in text and "salvage" not in text
    assert "read-only" in text and "-wal and -shm" in text
    assert ("the database file is read-only" in text) == file_too
    assert path.read_bytes() == before
    svc = await GameService.open(path, images=False)  # writable again: all there
    try:
        assert (await svc.status("c1")).ok
    finally:
        await svc.close()


EFBIG = """
import asyncio, random, resource, sys
from pathlib import Path
from bot.core.service import GameService
from tests.bot.core.games import two_player

async def main(path):
    svc = await GameService.open(path, images=False)
    r = await two_player(svc, "c1", seed=3)
    wal = Path(f"{path}-wal")
    resource.setrlimit(resource.RLIMIT_FSIZE, (wal.stat().st_size + 100_000, resource.RLIM_INFINITY))
    rng = random.Random(1)
    for _ in range(500):
        nxt = await svc.act("c1", r.prompt.user_id, rng.choice(r.prompt.options).id, r.prompt.version)
        if not nxt.ok:
            print("REFUSED:", nxt.error)
            break
        r = nxt
    await svc.close()

asyncio.run(main(sys.argv[1]))
"""


def test_a_file_at_the_systems_size_limit_is_named_not_a_disk_error(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[3]
    out = subprocess.run(
        [sys.executable, "-c", EFBIG, str(tmp_path / "big.sqlite3")],
        capture_output=True, text=True, cwd=root, timeout=300, env={**os.environ, "PYTHONPATH": str(root)},
    )  # fmt: skip
    refused = [ln for ln in out.stdout.splitlines() if ln.startswith("REFUSED:")]
    assert refused, out.stdout + out.stderr
    assert "the file is too large for this system's limit (" in refused[0] and "nothing was changed" in refused[0]
    assert "disk I/O error" not in refused[0]


def test_a_store_error_is_refused_in_the_readers_language() -> None:
    """`storage_refusal` (every path's words for a failed read or write) said "Nothing was saved"
    in English to every reader."""
    from bot.core import i18n
    from bot.core.replies import storage_refusal
    from bot.core.store import StoreError

    assert storage_refusal(StoreError("disk")) == "Nothing was saved: disk"
    token = i18n.READER.set("ru")
    try:
        assert storage_refusal(StoreError("disk")) == "Ничего не сохранено: disk"
    finally:
        i18n.READER.reset(token)
