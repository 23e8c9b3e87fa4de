"""The US bot's answers as rows of the action log (issue 31.2, issue 32 defects 1-2; migration 013):
written with the decision that led to them, given back by every replay (a restart, an undo, an
import, a recheck, a film) and never searched again; games and exports from before them replayed
once the way they were played; salvage and recheck that leave a healthy game alone."""

from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

import engine.game as engine_game
from bot.core.archive import ExportDoc, resign_result, state_hash
from bot.core.botlog import answer_of
from bot.core.challenges import ChallengeService
from bot.core.records import RecordService
from bot.core.replies import Reply
from bot.core.salvage import salvage
from bot.core.service import GameService
from bot.core.store import ActionRow, Seat, effective_acts
from engine import Game
from engine.game import BotAnswer
from engine.usbot import bot

JI = "u2"


@pytest.fixture
def searches(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many times the US bot was asked (`engine.decider.us_bot().answer`, as `Game` asks it)
    or searched (engine.usbot.bot's `search`), in a one-item list: a replay must do neither."""
    count = [0]
    real_search, real_bot = bot.search, engine_game.us_bot

    def counted(*a, **k):  # type: ignore[no-untyped-def]
        count[0] += 1
        return real_search(*a, **k)

    class Asked:
        def answer(self, *a, **k):  # type: ignore[no-untyped-def]
            count[0] += 1
            return real_bot().answer(*a, **k)

    monkeypatch.setattr(bot, "search", counted)
    monkeypatch.setattr(engine_game, "us_bot", Asked)
    return count


@pytest.fixture
async def svc(db_target: str | Path) -> AsyncIterator[GameService]:
    s = await GameService.open(db_target, images=False)
    yield s
    await s.close()


@pytest.fixture
def other_db(db_target: str | Path, request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str | Path]:
    """A second, empty database of the same kind as `db_target`."""
    if isinstance(db_target, Path):
        yield tmp_path / "other.sqlite3"
        return
    server = request.getfixturevalue("pg_server")
    url = server.new_db()
    yield url
    server.give_back(url)


async def against_bot(svc: GameService, channel: str, level: str, seed: int, limit: int | None = None) -> Reply:
    """A Jihadist (seeded random choices) against the US bot at `level`: to the end or `limit` decisions."""
    r = await svc.create(channel, JI, "bob", players="solo", side="jihadist", level=level, seed=seed)
    assert r.ok, r.error
    r = await svc.start(channel, JI)
    assert r.ok, r.error
    rng = random.Random(seed)
    n = 0
    while r.prompt is not None and (limit is None or n < limit):
        r = await svc.act(channel, JI, rng.choice(r.prompt.options).id, r.prompt.version)
        assert r.ok, r.error
        n += 1
    return r


async def snapshot_of(svc: GameService, game_id: int) -> Game:
    snap = await svc.store.snapshot(game_id)
    assert snap is not None
    return Game.from_json(snap[0])


@pytest.mark.parametrize("level", ["gentle", "standard"])
async def test_a_finished_game_against_the_us_bot_imports_into_another_database_without_a_search(
    svc: GameService, other_db: str | Path, level: str, searches: list[int]
) -> None:
    """Issue 32, defect 1: the export carries the bot's answers (format 2) and the import gives
    them back, checked: the same game, and not one search."""
    r = await against_bot(svc, "x1", level, seed=3)
    assert r.prompt is None
    info = await svc.info("x1")
    assert info is not None and info.status == "over"
    rows = await svc.store.actions(info.game_id)
    assert any(a.kind == "bot" for a in rows) and searches[0] > 0
    # a phase's snapshot is keyed by its decision's row (the bot's rows after it are in it), so
    # that a rebuild for an undo finds it among the decisions in force
    keys = [k for (k,) in await svc.store._all("SELECT seq FROM turn_snapshots WHERE game_id = ?", (info.game_id,))]
    assert keys and set(keys) <= {a.seq for a in rows if a.kind == "act"}
    exported = await svc.export("x1", JI)
    assert exported.ok, exported.error and exported.attachment is not None
    doc = json.loads(exported.attachment.text)  # type: ignore[union-attr]
    assert doc["format_version"] == 2 and any(a["kind"] == "bot" for a in doc["actions"])
    searches[0] = 0
    there = await GameService.open(other_db, images=False)
    try:
        imported = await there.import_game("y1", "u5", "cat", exported.attachment.text)  # type: ignore[union-attr]
        assert imported.ok, imported.error
        assert searches[0] == 0
        theirs = await snapshot_of(there, imported.game_id or 0)
        assert theirs.state_json() == (await snapshot_of(svc, info.game_id)).state_json()
        assert [(a.kind, a.option_id, a.said) for a in await there.store.actions(imported.game_id or 0)] == [
            (a.kind, a.option_id, a.said) for a in rows
        ]
    finally:
        await there.close()


async def test_a_stored_us_bot_game_restarts_undoes_rechecks_and_films_without_a_search(
    db_target: str | Path, searches: list[int]
) -> None:
    """Issue 31.2: a restart, an undo rebuilt from the log, a recheck and a record's replay all
    give the bot's recorded answers back; none searches."""
    svc = await GameService.open(db_target, images=False)
    try:
        r = await against_bot(svc, "z1", "standard", seed=5, limit=14)
        assert searches[0] > 0 and r.prompt is not None
        gid = r.game_id or 0
        assert any(a.kind == "bot" for a in await svc.store.actions(gid))
    finally:
        await svc.close()
    searches[0] = 0
    svc = await GameService.open(db_target, images=False)  # a restart: no save point in memory
    try:
        before = await snapshot_of(svc, gid)
        undone = await svc.undo("z1", JI)
        assert undone.ok, undone.error
        rows = await svc.store.actions(gid)
        voided = {a.voids for a in rows if a.kind == "undo"}
        after_undo = await snapshot_of(svc, gid)
        assert after_undo.state.decisions < before.state.decisions
        checks = await svc.recheck_all()
        assert [c.ok for c in checks] == [True], checks
        assert (await snapshot_of(svc, gid)).state_json() == after_undo.state_json()
        assert (await svc.resign("z1", JI)).ok
        steps = await RecordService(svc, ChallengeService(svc)).steps(gid, JI)
        assert isinstance(steps, list) and len(steps) > 1
        assert searches[0] == 0
        assert voided and all(a.seq in voided or a.kind != "act" for a in rows if a.seq > max(voided))
    finally:
        await svc.close()


def legacy_game(level: str, seed: int, decisions: int) -> tuple[Game, list[tuple[str, str]], list[BotAnswer]]:
    """A game against the US bot played as before its answers were kept (the bot seeded from the
    prompts' words): the people's decisions, and the bot's answers (which no row kept then)."""
    g = Game.new("lets_roll", "two", seed, 1, us_bot=level, legacy_bot_seeds=True)
    g.unit_checkpoints = True
    rng = random.Random(seed)
    acts: list[tuple[str, str]] = []
    answers = list(g.bot_answers)
    while (p := g.prompt()) is not None and len(acts) < decisions:
        o = rng.choice(p.options).id
        g.act(p.role, o)
        acts.append((p.role, o))
        answers += g.bot_answers
    return g, acts, answers


def legacy_save(g: Game) -> str:
    """`g` saved in the form of before: the people's answers alone, no mark."""
    data = json.loads(g.to_json())
    data.pop("bot_answers", None)
    data["answers"] = [a for a in data["answers"] if isinstance(a, str)]
    return json.dumps(data)


def act_rows(acts: list[tuple[str, str]]) -> list[ActionRow]:
    return [
        ActionRow(seq=i, kind="act", role=role, user_id=JI, option_id=o, label=None, created_at="2026-01-01T00:00:00+00:00")
        for i, (role, o) in enumerate(acts, start=1)
    ]


async def test_a_game_stored_without_bot_rows_gets_them_recorded_once_and_plays_on(
    db_target: str | Path, searches: list[int]
) -> None:
    """A game against the US bot stored before migration 013 (act rows only, a save of the old
    form, `bot_log` 0): its first load replays it as it was played, writes the answers as rows
    (the version left alone) and the game plays on; the next service finds them and never searches."""
    g, acts, answers = legacy_game("gentle", seed=7, decisions=12)
    svc = await GameService.open(db_target, images=False)
    try:
        setup = {"scenario": "lets_roll", "players": "two", "seed": 7, "length": 1, "ideology": "normal",
                 "position": None, "mini_decks": False, "us_bot": "gentle"}  # fmt: skip
        row = await svc.store.create_game("l1", JI, setup, [Seat(role="jihadist", user_id=JI, user_name="bob")], status="active")
        # the rows and save as a game of before 013 left them (the labels checked by no load)
        await svc.store.commit(row.id, 0, action=act_rows(acts)[0], more=act_rows(acts)[1:], snapshot=legacy_save(g))

        async def mark_legacy(db):  # type: ignore[no-untyped-def]
            await db.execute("UPDATE games SET bot_log = 0 WHERE id = ?", (row.id,))

        await svc.store._write(mark_legacy)
        assert await svc.store.bot_log_missing(row.id)
    finally:
        await svc.close()
    svc = await GameService.open(db_target, images=False)
    try:
        version = (await svc.store.game(row.id)).version  # type: ignore[union-attr]
        status = await svc.status("l1")
        assert status.ok, status.error
        rows = await svc.store.actions(row.id)
        bots = [a for a in rows if a.kind == "bot"]
        assert answers and [answer_of(a) for a in bots] == answers  # the answers the live game's bot gave
        assert not await svc.store.bot_log_missing(row.id)
        assert (await svc.store.game(row.id)).version == version  # type: ignore[union-attr]
        p = (await svc.prompt("l1", JI)).prompt
        assert p is not None
        r = await svc.act("l1", JI, p.options[0].id, p.version)
        assert r.ok, r.error
    finally:
        await svc.close()
    searches[0] = 0
    svc = await GameService.open(db_target, images=False)
    try:
        n = len(await svc.store.actions(row.id))
        assert (await svc.status("l1")).ok
        assert len(await svc.store.actions(row.id)) == n  # recorded once
        await svc.undo("l1", JI)  # (where the rules allow it: rebuilt from the log, no save point after a restart)
        assert searches[0] == 0
    finally:
        await svc.close()


async def test_an_export_of_the_old_format_imports_the_way_it_was_played(svc: GameService, searches: list[int]) -> None:
    """An export made before the bot's answers were rows (format 1: people's decisions only) is
    replayed with the bot asked as it was played; the stored game then has its answers as rows."""
    g, acts, _ = legacy_game("gentle", seed=9, decisions=10)
    rows = act_rows(acts)
    # (labels as the rules word them: the import checks every row)
    replay = Game.new("lets_roll", "two", 9, 1, us_bot="gentle", legacy_bot_seeds=True)
    for r in rows:
        p = replay.prompt()
        assert p is not None
        r.label = p.option(r.option_id or "").label  # type: ignore[union-attr]
        replay.act(r.role or "", r.option_id or "")
    rows.append(ActionRow(seq=len(rows) + 1, kind="resign", role="jihadist", user_id=JI, created_at=rows[-1].created_at))
    setup = {"scenario": "lets_roll", "players": "two", "seed": 9, "length": 1, "ideology": "normal",
             "position": None, "mini_decks": False, "us_bot": "gentle"}  # fmt: skip
    doc = ExportDoc.model_validate(
        {"format": "labyrinth-game", "format_version": 1, "setup": setup, "status": "over",
         "result": resign_result("jihadist"), "seats": [{"role": "jihadist", "user_id": JI, "user_name": "bob"}],
         "actions": [r.model_dump(exclude={"said"}) for r in rows], "state_sha256": state_hash(g)}  # fmt: skip
    )
    r = await svc.import_game("i1", JI, "bob", doc.model_dump_json(exclude={"actions": {"__all__": {"said"}}}))
    assert r.ok, r.error
    stored = await svc.store.actions(r.game_id or 0)
    assert any(a.kind == "bot" for a in stored)
    assert [(a.role, a.option_id) for a in effective_acts(stored)] == acts
    assert (await snapshot_of(svc, r.game_id or 0)).state_json() == g.state_json()
    # exported again: format 2, and it imports without a search
    again = await svc.export("i1", JI)
    assert again.ok, again.error
    assert json.loads(again.attachment.text)["format_version"] == 2  # type: ignore[union-attr]
    searches[0] = 0
    twice = await svc.import_game("i2", "u7", "dan", again.attachment.text)  # type: ignore[union-attr]
    assert f"#{r.game_id}" in (twice.error or "")  # replayed in full, then found stored already
    assert searches[0] == 0


async def test_recheck_leaves_the_versions_of_healthy_games_alone(svc: GameService) -> None:
    """Issue 32: a recheck that finds a game as stored writes nothing and moves no version (the
    menus open in the players' hands stay current)."""
    await against_bot(svc, "v1", "gentle", seed=2, limit=6)
    r = await svc.create("v2", "u1", "ann", players="solo", seed=2)
    assert r.ok and (await svc.start("v2", "u1")).ok
    before = {g.id: g.version for g in await svc.store.games(("active",))}
    checks = await svc.recheck_all()
    assert checks and all(c.ok for c in checks), checks
    assert {g.id: g.version for g in await svc.store.games(("active",))} == before


@pytest.mark.one_store
async def test_salvage_of_an_intact_file_with_running_games_loses_none(tmp_path: Path) -> None:
    """Issue 32, defect 2: the replay's save keeps its checkpoints elsewhere than the live game's,
    yet restores the same game: salvage compares what each restores and reports nothing lost."""
    path = tmp_path / "games.sqlite3"
    svc = await GameService.open(path, images=False)
    try:
        await against_bot(svc, "s1", "gentle", seed=4, limit=8)
        r = await svc.create("s2", "u1", "ann", players="solo", seed=4)
        assert r.ok
        r = await svc.start("s2", "u1")
        rng = random.Random(4)
        for _ in range(8):
            assert r.prompt is not None
            r = await svc.act("s2", "u1", rng.choice(r.prompt.options).id, r.prompt.version)
            assert r.ok, r.error
        versions = {g.id: g.version for g in await svc.store.games(("active",))}
    finally:
        await svc.close()
    assert await salvage(path, tmp_path / "new.sqlite3") == []
    again = await GameService.open(tmp_path / "new.sqlite3", images=False)
    try:
        assert {g.id: g.version for g in await again.store.games(("active",))} == versions
    finally:
        await again.close()


async def test_an_import_whose_bot_answers_were_changed_is_refused_in_words(svc: GameService, other_db: str | Path) -> None:
    """A bot row edited in the file (another option, one too many, one missing) is refused, naming
    the decision it followed; nothing is stored."""
    await against_bot(svc, "t1", "gentle", seed=6, limit=20)
    assert (await svc.resign("t1", JI)).ok
    exported = await svc.export("t1", JI)
    assert exported.ok and exported.attachment is not None
    doc = json.loads(exported.attachment.text)
    bots = [i for i, a in enumerate(doc["actions"]) if a["kind"] == "bot" and a["voids"]]
    assert bots
    there = await GameService.open(other_db, images=False)
    try:
        changed = json.loads(exported.attachment.text)
        row = changed["actions"][bots[0]]
        row["option_id"] = "play:999"
        r = await there.import_game("t2", "u5", "cat", json.dumps(changed))
        assert not r.ok and f"Decision {row['voids']} " in (r.error or "") and "US bot" in (r.error or ""), r.error
        there.use_language("u5", "ru")
        try:
            r = await there.import_game("t2", "u5", "cat", json.dumps(changed))
        finally:
            there.use_language("u5", "en")
        assert not r.ok and f"Решение {row['voids']} " in (r.error or "") and "бота США" in (r.error or ""), r.error
        dropped = json.loads(exported.attachment.text)
        del dropped["actions"][bots[0]]
        for i, a in enumerate(dropped["actions"], start=1):  # (renumbered, as a careful forger would)
            a["seq"] = i
        r = await there.import_game("t2", "u5", "cat", json.dumps(dropped))
        assert not r.ok and "not legal when replayed" in (r.error or ""), r.error
        assert await there.store.games(("active", "over")) == []
    finally:
        await there.close()
