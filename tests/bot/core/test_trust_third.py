"""Issue 32 (trust, third pass), defects 3-7 and the reads in an outage, in the core: position
files read bounded (regular files only), a hint that never moves the version a menu carries,
long user text cut before it goes into a message (and every message's arguments made to fit
Fluent), a file's huge numbers shown as text, times that must be finite, and the service's one
refusal for every read of a database that cannot be read. Where a store is involved, each test
runs on a real SQLite file and on the real PostgreSQL server the tests start (`db_target`)."""

from __future__ import annotations

import json
import math
import os
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest

from bot.core import i18n
from bot.core.challenges import ChallengeService
from bot.core.clock import Clock
from bot.core.records import RecordService
from bot.core.replies import Reply
from bot.core.service import GameService
from bot.core.settings import check_position_size, parse_position, position_file
from bot.core.words import TYPED_LIMIT, position_problems, typed
from engine.position import MAX_POSITION_BYTES, PositionError
from tests.bot.core import test_trust
from tests.bot.core.games import JI, US, two_player
from tests.bot.core.test_records_trust import short_export
from tests.bot.core.test_trust import outage

#: the service on `db_target`, each test's own (a fixture)
svc = test_trust.svc

UNKNOWN = "{???}"
MEGABYTE = 1_000_000


@pytest.fixture
def reader() -> Iterator[None]:
    """Each test sets the reader's language itself; the next test starts in English again."""
    token = i18n.READER.set(i18n.DEFAULT)
    yield
    i18n.READER.reset(token)


def in_words(r: Reply, *, at_most: int = 800) -> str:
    """A refusal in words: refused, a message of reasonable length, no "{???}", no "a bug"."""
    assert not r.ok, "accepted"
    text = r.error or ""
    assert text and UNKNOWN not in text and "a bug" not in text, text[:300]
    assert len(text) <= at_most, (len(text), text[:300])
    return text


# ---------------------------------------------------------------------- 3. position files
@pytest.mark.one_store
def test_a_position_path_that_is_no_regular_file_is_refused_in_words_without_reading(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)  # no writer: opening it to read would wait forever
    cases = {"/dev/zero": "it is a device, not a file", str(fifo): "named pipe", str(tmp_path): "it is a folder"}
    for path, words in cases.items():
        started = time.monotonic()
        with pytest.raises(PositionError) as e:
            position_file(path, "lets_roll")
        assert time.monotonic() - started < 2
        assert words in position_problems(e.value, "en")
        assert "не файл" in position_problems(e.value, "ru") or "не обычный" in position_problems(e.value, "ru")
    with pytest.raises(PositionError) as e:
        position_file(tmp_path / "missing.json")
    assert "cannot be read: No such file or directory" in position_problems(e.value)
    with pytest.raises(PositionError) as e:
        position_file("a\x00b")
    assert "cannot be read" in position_problems(e.value)
    with pytest.raises(PositionError) as e:
        position_file("x" * 200_000)  # a path longer than any the system takes
    assert "cannot be read: File name too long" in position_problems(e.value)


@pytest.mark.one_store
def test_a_position_file_is_read_no_further_than_one_byte_past_the_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(4 * 1024**3)  # 4 GB (sparse): refused by its size, before a byte is read
    read: list[int] = []
    real_read = os.read

    def counted(fd: int, n: int) -> bytes:
        got = real_read(fd, n)
        read.append(len(got))
        return got

    monkeypatch.setattr(os, "read", counted)
    with pytest.raises(PositionError) as e:
        position_file(big)
    assert "4,294,967,296 bytes; a position may hold at most 65,536" in position_problems(e.value)
    assert read == []
    # a file whose size says nothing (as /proc's say 0): at most limit + 1 bytes read
    proc = Path("/proc/self/smaps")
    if proc.is_file() and proc.stat().st_size == 0:
        with pytest.raises(PositionError):
            position_file(proc)
        assert sum(read) <= MAX_POSITION_BYTES + 1
    # a good file is read whole and checked
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"prestige": 5}))
    assert position_file(good, "lets_roll") == {"prestige": 5} == parse_position(good.read_bytes(), "lets_roll")


@pytest.mark.one_store
def test_an_attachments_declared_size_is_checked_before_it_is_downloaded() -> None:
    check_position_size(MAX_POSITION_BYTES)
    check_position_size(None)  # (unknown: the read itself is bounded)
    for size in (MAX_POSITION_BYTES + 1, 10**12, 10**30):
        with pytest.raises(PositionError) as e:
            check_position_size(size)
        assert (f"{size:,}" if size < 10**15 else str(size)) + " bytes; a position may hold at most" in position_problems(e.value)
        assert UNKNOWN not in position_problems(e.value, "ru")


# ---------------------------------------------------------------------- 4. a hint and the menu's version
async def test_a_hint_never_moves_the_version_a_menu_carries_paused_or_not(svc: GameService, db_target: str | Path) -> None:
    assert (await svc.create("h", JI, "bob", players="solo", side="jihadist", level="gentle", seed=6)).ok
    r = await svc.start("h", JI)
    assert r.ok and r.prompt is not None
    menu = r.prompt  # the menu the player has open
    h = await svc.hint("h", JI)
    assert h.ok, h.error
    assert h.version == menu.version and (await svc.info("h")).version == menu.version  # type: ignore[union-attr]
    # the mark is saved (another process reads it) before the hint is shown
    other = await GameService.open(db_target, images=False)
    try:
        row = await other.store.game(h.game_id or 0)
        assert row is not None and row.settings.get("hinted") is True and row.version == menu.version
        # a settings change by another process, from its copy without the mark, keeps it
        await other.load("h")
        assert (await other.set_game_settings("h", JI, {"thread": True}, is_manager=False)).ok
    finally:
        await other.close()
    svc.forget("h")
    row = await svc.store.game(h.game_id or 0)
    assert row is not None and row.settings.get("hinted") is True and row.settings.get("thread") is True
    # the menu opened before the hint (and before that settings change) still plays
    menu_now = (await svc.prompt("h", JI)).prompt
    assert menu_now is not None
    played = await svc.act("h", JI, menu_now.options[0].id, menu_now.version)
    assert played.ok, played.error
    # paused: a hint moves nothing either
    assert (await svc.create("p", JI, "bob", players="solo", side="jihadist", level="gentle", seed=6)).ok
    assert (await svc.start("p", JI)).ok
    paused = await svc.pause("p", JI, "lunch")
    assert paused.ok
    h = await svc.hint("p", JI)
    assert h.ok, h.error
    info = await svc.info("p")
    assert info is not None and h.version == paused.version == info.version and info.paused_at is not None
    assert (await svc.resign("p", JI)).ok
    listed = "\n".join((await RecordService(svc, ChallengeService(svc)).finished(channel="p")).public)
    assert "hints used" in listed


# ---------------------------------------------------------------------- 5. long user text
@pytest.mark.one_store
def test_no_message_of_any_language_comes_out_as_unknown_for_a_long_text_or_a_huge_number() -> None:
    """The safety net where messages are worded: every message of every catalog, each argument
    a megabyte of text, then a number Fluent cannot format."""
    for lang, cat in i18n.catalogs().items():
        for msg_id, names in cat.variables.items():
            if not names:
                continue
            for value in ("y" * MEGABYTE, 10**100, -(10**5000)):
                text = i18n.t(lang, msg_id, **dict.fromkeys(names, value))
                assert UNKNOWN not in text, (lang, msg_id, value if isinstance(value, str) else "number")
                assert len(text) < len(names) * 3000 + 5000


@pytest.mark.one_store
def test_an_engine_message_quoting_a_file_fits_in_every_language() -> None:
    hostile = {"countries": {"x" * 60_000: {"governance": "good"}}}
    with pytest.raises(PositionError) as e:
        parse_position(json.dumps(hostile), "lets_roll")
    for lang in i18n.LANGUAGES:
        words = position_problems(e.value, lang)
        assert UNKNOWN not in words and len(words) < 1000, words[:200]


@pytest.mark.one_store
def test_typed_text_is_quoted_clean_and_short() -> None:
    assert typed("ru") == "'ru'"
    assert typed("a\x00b\nc") == "'abc'"
    long = typed("z" * MEGABYTE)
    assert long.startswith("'zzz") and long.endswith("…'") and len(long) == TYPED_LIMIT + 2
    assert typed("\x00" * 1000 + "q") == "'…'"  # (more was typed than is shown)
    assert typed(None) == "NoneType"


async def test_every_refusal_that_quotes_user_text_cuts_it_in_every_language(svc: GameService, reader: None) -> None:
    r = await two_player(svc, "c1", seed=3)
    assert r.prompt is not None
    p = r.prompt
    challenges = ChallengeService(svc)
    for lang in i18n.LANGUAGES:
        i18n.READER.set(lang)
        for option in ("o" * 6_000, "o" * MEGABYTE, "play:" + "9" * 10_000):
            text = in_words(await svc.act("c1", p.user_id, option, p.version))
            assert "ooo" in text or "999" in text
        in_words(await svc.set_language(US, "q" * MEGABYTE))
        in_words(await svc.set_notify_mode(US, "n" * MEGABYTE))
        in_words(await svc.set_channel_settings("c9", {"k" * MEGABYTE: 1}, is_manager=True))
        for field in ("scenario", "ideology", "level"):
            extra = {"players": "solo", "side": "jihadist"} if field == "level" else {}
            in_words(await svc.create("c2", US, "alice", **{field: "s" * MEGABYTE, **extra}))  # type: ignore[arg-type]
        in_words(await svc.create("c2", US, "alice", settings={"language": "l" * MEGABYTE}))
        in_words(await challenges.start("C" * MEGABYTE, US, "alice"))
        in_words(await challenges.leaderboard("C" * MEGABYTE))
        in_words(await challenges.new("c3", US, "alice", scenario="s" * MEGABYTE))
        in_words(await challenges.new("c3", US, "alice", side="jihadist", level="v" * MEGABYTE))
    assert (await svc.info("c2")) is None  # nothing was opened


# ---------------------------------------------------------------------- 6. a file's huge numbers
@pytest.mark.one_store  # (nothing it checks depends on the store)
@pytest.mark.parametrize("version", ["1" + "0" * 100, "-" + "9" * 60, "1" + "0" * 4000, "1e300", "3"])
async def test_an_export_with_a_format_version_of_any_size_is_refused_in_words(svc: GameService, version: str, reader: None) -> None:
    doc = await short_export(svc, "src", seed=31)
    text = json.dumps(doc).replace('"format_version": 2', f'"format_version": {version}')
    assert version in text
    for lang in i18n.LANGUAGES:
        i18n.READER.set(lang)
        words = in_words(await svc.import_game("dst", "u3", "carol", text))
        if version.isdigit() and len(version) < 200:
            assert ("1000000000" in words and "101 digits" in words) or version in words, words


# ---------------------------------------------------------------------- 7. times that are no times
async def test_a_claim_or_a_clock_at_a_time_that_is_no_time_changes_nothing(svc: GameService) -> None:
    r = await two_player(svc, "c1", seed=5)
    assert r.prompt is not None and r.prompt.user_id == JI  # the Jihadist plays first; the US waits
    assert (await svc.set_game_settings("c1", US, {"deadline_hours": 1, "forfeit": True}, is_manager=True)).ok
    before = (await svc.info("c1")).version  # type: ignore[union-attr]
    for at in (math.nan, math.inf, -math.inf, float("nan"), "soon", True):
        words = in_words(await svc.claim("c1", US, at=at))  # type: ignore[arg-type]
        assert "real time" in words
    row = await svc.store.game(1)
    assert row is not None and row.status == "active" and row.version == before
    clock = Clock(svc, reminder_minutes=60)
    assert await clock.due(math.nan) == []
    for now in (math.nan, math.inf):
        assert await clock.decide(row, now) is None  # infinity passed every deadline: a forfeit
    row = await svc.store.game(1)
    assert row is not None and row.status == "active" and row.version == before
    # a real time after the deadline still claims
    late = datetime.fromisoformat(row.idle_since).timestamp() + 2 * 3600
    claimed = await svc.claim("c1", US, at=late)
    assert claimed.ok, claimed.error


# ---------------------------------------------------------------------- reads in an outage
async def test_every_language_and_record_read_refuses_an_outage_with_the_services_words(
    svc: GameService, caplog: pytest.LogCaptureFixture
) -> None:
    assert (await svc.set_language(US, "ru")).ok
    await two_player(svc, "c1", seed=7)
    assert (await svc.resign("c1", US)).ok
    rec = RecordService(svc, ChallengeService(svc), draw=lambda view: b"png")
    assert (await rec.stats(US)).ok and (await rec.finished()).ok
    svc.cache.clear()
    svc.langs.clear()
    await outage(svc)
    words = ("The game could not be read: ", "The game could not be saved: ")
    replies = {
        "set_language": await svc.set_language(US, "en"),
        "set_language (ask)": await svc.set_language(US, None),
        "stats": await rec.stats(US),
        "finished": await rec.finished(),
        "finished (mine)": await rec.finished(user=US),
        "film": await rec.film(1, US),
        "log": await rec.log(1, US),
        "export": await rec.export(1, US),
        "replay": await rec.replay(1, US, 1),
    }
    for what, reply in replies.items():
        assert not reply.ok and (reply.error or "").startswith(words), (what, reply.error)
        assert "nothing was changed" in (reply.error or ""), (what, reply.error)
    # the reads that give a language: the client's, else the one last seen, else English
    assert await svc.language_of(US, "ru") == "ru"
    assert await svc.language_of(JI) == "en"
    assert await svc.game_language("c1") == "en"
    assert "Traceback" not in caplog.text
