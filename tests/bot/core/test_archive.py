"""bot.core.archive through GameService: export and import reproduce a game exactly, a tampered or
unfinished export is refused, and the rules-fix sweep (recheck) refreshes stored games."""

from __future__ import annotations

import json
import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core import i18n
from bot.core.service import GameService
from bot.core.store import ActionRow
from engine import Game, Setup
from tests.bot.core.games import JI, US, engine_game, play, stored_game, two_player


@pytest.fixture
async def svc(db_target: str | Path) -> AsyncIterator[GameService]:
    s = await GameService.open(db_target, images=False)
    yield s
    await s.close()


# ---------------------------------------------------------------------- export / import
async def test_export_then_import_reproduces_the_state_exactly(svc: GameService, elsewhere: GameService) -> None:
    r = await two_player(svc, seed=17)
    rng = random.Random(6)
    undone = 0
    while r.prompt is not None:  # play with a few undos along the way
        p = r.prompt
        r = await svc.act("c1", p.user_id, rng.choice(p.options).id, p.version)
        assert r.ok
        if rng.random() < 0.15 and (await svc.undo("c1", p.user_id)).ok:
            undone += 1
            r = await svc.prompt("c1", p.user_id)
    assert undone > 0
    e = await svc.export("c1", JI)
    assert e.ok and e.attachment is not None
    doc = json.loads(e.attachment.text)
    assert doc["format"] == "labyrinth-game" and doc["status"] == "over"
    i = await elsewhere.import_game("c2", "u3", "carol", e.attachment.text)
    assert i.ok, i.error
    a, b = await stored_game(svc, "c1"), await stored_game(elsewhere, "c2")
    assert a.state_json() == b.state_json()
    assert [x.model_dump() for x in await svc.store.actions(1)] == [x.model_dump() for x in await elsewhere.store.actions(1)]
    info = await elsewhere.info("c2")
    assert info is not None and info.status == "over" and info.result == (await svc.info("c1")).result  # type: ignore[union-attr]
    # the copy exports the same document (apart from when and which game)
    again = json.loads((await elsewhere.export("c2", "u3")).attachment.text)  # type: ignore[union-attr]
    for k in ("exported_at", "game_id", "seats"):
        doc.pop(k), again.pop(k)
    assert again == doc
    # the import's report in the reader's language (issue 34: no English left in a Russian reply)
    token = i18n.READER.set("ru")
    try:
        ru = await elsewhere.import_game("c3", "u4", "dina", e.attachment.text)
    finally:
        i18n.READER.reset(token)
    assert not ru.ok and ru.error is not None  # the same game again: refused, in Russian
    assert "imported" not in ru.error and any("а" <= ch <= "я" for ch in ru.error), ru.error


@pytest.mark.one_store  # (nothing it checks depends on the store)
async def test_a_finished_game_imports_with_a_report_in_the_readers_language(svc: GameService, elsewhere: GameService) -> None:
    r = await two_player(svc, seed=3)
    rng = random.Random(2)
    while r.prompt is not None:
        r = await svc.act("c1", r.prompt.user_id, rng.choice(r.prompt.options).id, r.prompt.version)
    text = (await svc.export("c1", JI)).attachment.text  # type: ignore[union-attr]
    token = i18n.READER.set("ru")
    try:
        done = await elsewhere.import_game("c2", "u3", "Дина", text)
    finally:
        i18n.READER.reset(token)
    assert done.ok, done.error
    said = done.public[0].replace("\u2068", "").replace("\u2069", "")  # (names come isolated)
    assert said.startswith("Дина загружает партию под номером #") and "окончена" in said and "log rows" not in said, said
    # an import ends no game: no result's post, no mentions of the file's players, no Rematch
    assert done.ending is None


async def test_import_refuses_a_tampered_or_unfinished_export(svc: GameService) -> None:
    r = await two_player(svc, seed=18)
    await play(svc, "c1", r, random.Random(1))
    text = (await svc.export("c1", US)).attachment.text  # type: ignore[union-attr]
    doc = json.loads(text)
    bad = json.loads(text)
    bad["actions"][2]["option_id"] = "play:999"
    r2 = await svc.import_game("c2", US, "alice", json.dumps(bad))
    assert not r2.ok and "Decision 3 (play:999) is not legal when replayed" in (r2.error or "")
    wrong_hash = {**doc, "state_sha256": "0" * 64}
    assert "does not match the export" in ((await svc.import_game("c2", US, "a", json.dumps(wrong_hash))).error or "")
    unfinished = {**doc, "status": "active"}
    assert "Only finished 2-player games" in (
        (await svc.import_game("c2", US, "a", json.dumps(unfinished))).error or ""
    )
    out_of_order = {**doc, "actions": list(reversed(doc["actions"]))}
    assert "out of order" in ((await svc.import_game("c2", US, "a", json.dumps(out_of_order))).error or "")
    assert await svc.info("c2") is None
    # a live game in the target channel blocks the import
    assert (await svc.create("c3", US, "alice")).ok
    assert "already has a game" in ((await svc.import_game("c3", US, "a", text)).error or "")


# ---------------------------------------------------------------------- rules fixes
async def test_recheck_refreshes_snapshots_and_reports_the_first_illegal_action(svc: GameService) -> None:
    r = await two_player(svc, "c1", seed=24)
    await play(svc, "c1", r, random.Random(2), limit=15)
    r = await two_player(svc, "c2", seed=25)
    await play(svc, "c2", r, random.Random(3), limit=10)
    # c1: a stale snapshot (as if written by older rules) is refreshed from the log
    info1 = await svc.info("c1")
    assert info1 is not None
    old = Game.replay(Setup(scenario="lets_roll", seed=24), [])
    await svc.store.commit(info1.game_id, info1.version, snapshot=old.to_json())
    # c2: a log row the current rules no longer accept
    info2 = await svc.info("c2")
    assert info2 is not None
    rows = await svc.store.actions(info2.game_id)
    await svc.store.commit(
        info2.game_id,
        info2.version,
        action=ActionRow(seq=len(rows) + 1, kind="act", role="us", user_id=US, option_id="gone:1"),
    )
    snap2 = await svc.store.snapshot(info2.game_id)
    results = {x.channel: x for x in await svc.recheck_all()}
    assert results["c1"].ok and results["c1"].actions == 15
    assert (await stored_game(svc, "c1")).state_json() == engine_game(24, 2, limit=15).state_json()
    bad = results["c2"]
    assert not bad.ok and (bad.game_id, bad.seq, bad.option_id) == (info2.game_id, len(rows) + 1, "gone:1")
    assert "not one of the options" in bad.message or "decision" in bad.message
    assert await svc.store.snapshot(info2.game_id) == snap2  # left alone
    # the service's cache follows the refreshed snapshot
    nxt = await svc.prompt("c1", JI)
    nxt = nxt if nxt.ok else await svc.prompt("c1", US)
    assert nxt.prompt is not None and nxt.prompt.version == (await svc.info("c1")).version  # type: ignore[union-attr]
