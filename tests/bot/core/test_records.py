"""Game records (bot/core/records.py) on a real SQLite file: the text log of a finished game, its
export, the step-by-step replay, per-player stats; and the console's commands for them."""

from __future__ import annotations

import io
import json
import random
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.console.console import Console
from bot.core import i18n
from bot.core.challenges import ChallengeService
from bot.core.records import RecordService, replay_steps
from bot.core.service import GameService
from bot.core.session import solo_available
from bot.core.store import effective_acts
from bot.core.words import plurals, result_reason
from bot.discord.challenges import ChallengeApp, replay_view
from engine import Game, Setup
from engine.view import View
from tests.bot.core.games import play, two_player
from tests.bot.core.test_russian_game import _cyrillic_share


def draw_json(view: View) -> bytes:
    """A stand-in renderer: the view itself, so a test can tell which position was drawn."""
    return view.model_dump_json().encode()


@pytest.fixture
async def svc(db_target: str | Path) -> AsyncIterator[GameService]:
    s = await GameService.open(db_target, images=False)
    yield s
    await s.close()


@pytest.fixture
def rec(svc: GameService) -> RecordService:
    return RecordService(svc, ChallengeService(svc), draw=draw_json)


async def finished_two_player(svc: GameService, channel: str = "c1", seed: int = 11, policy: int = 5) -> int:
    r = await play(svc, channel, await two_player(svc, channel, seed), random.Random(policy))
    assert r.prompt is None
    info = await svc.info(channel)
    assert info is not None and info.status == "over"
    return info.game_id


async def final_game(svc: GameService, game_id: int) -> Game:
    snap = await svc.store.snapshot(game_id)
    assert snap is not None
    return Game.from_json(snap[0])


# ---------------------------------------------------------------------- text log and export
@pytest.mark.one_store  # (nothing it checks depends on the store)
async def test_text_log_of_a_finished_game_holds_the_public_log_and_no_secret(
    svc: GameService, rec: RecordService
) -> None:
    gid = await finished_two_player(svc)
    game = await final_game(svc, gid)
    r = await rec.log(gid, "a bystander")
    assert r.ok and r.attachment is not None and r.attachment.filename == f"labyrinth-game-{gid}-log.txt"
    text = r.attachment.text
    lines = text.splitlines()
    assert lines[0] == f"Game #{gid}: Let's Roll!, 2-player, Standard (1 deck)"
    assert lines[1] == "US: alice, Jihadist: bob"
    winner = {"us": "US", "jihadist": "Jihadist"}[game.state.winner or ""]
    assert lines[2] == f"Result: {winner} wins ({str(game.state.victory)})"
    public = [plurals(e.text) for e in game.state.log if e.to is None]  # as the players read them
    body = [ln[2:] for ln in lines if ln.startswith("  ")]
    assert body == public  # every public entry, in order
    assert "— Turn 1 —" in lines and f"— Turn {game.state.log[-1].turn} —" in lines
    secrets_only = {e.text for e in game.state.log if e.to is not None} - set(public)
    assert secrets_only and not any(s in body for s in secrets_only)
    assert r.private[0].user_id == "a bystander" and r.private[0].text == "\n".join(lines[:3])


async def test_records_only_for_finished_games(svc: GameService, rec: RecordService) -> None:
    await two_player(svc, "c2")
    info = await svc.info("c2")
    assert info is not None
    for r in (
        await rec.log(info.game_id, "u1"),
        await rec.export(info.game_id, "u1"),
        await rec.replay(info.game_id, "u1"),
    ):
        assert not r.ok and "not finished" in (r.error or "")
    assert "There is no game #99" in ((await rec.log(99, "u1")).error or "")
    assert "No finished games" in (await rec.finished()).public[0]
    # an aborted 2-player game has a log but no export (hands and Plots)
    assert (await svc.abort("c2", "u1")).ok
    assert (await rec.log(info.game_id, "u1")).ok
    assert "aborted" in ((await rec.export(info.game_id, "u1")).error or "")
    listed = "\n".join((await rec.finished()).public)
    assert f"#{info.game_id} " in listed and ": aborted" in listed


async def test_export_of_a_record_imports_to_the_same_state(
    svc: GameService, rec: RecordService, elsewhere: GameService
) -> None:
    gid = await finished_two_player(svc, seed=3, policy=8)
    r = await rec.export(gid, "anyone")
    assert r.ok and r.attachment is not None
    doc = json.loads(r.attachment.text)
    assert doc["format"] == "labyrinth-game" and doc["status"] == "over" and doc["game_id"] == gid
    imported = await elsewhere.import_game("elsewhere", "carol", "Carol", r.attachment.text)
    assert imported.ok, imported.error
    info = await elsewhere.info("elsewhere")
    assert info is not None
    assert (await final_game(elsewhere, info.game_id)).state_json() == (await final_game(svc, gid)).state_json()


# ---------------------------------------------------------------------- replay
async def test_replay_steps_through_each_phase_of_a_finished_game(svc: GameService, rec: RecordService) -> None:
    gid = await finished_two_player(svc, seed=4, policy=2)
    row = await svc.store.game(gid)
    assert row is not None
    setup = Setup.model_validate(row.setup)
    acts = effective_acts(await svc.store.actions(gid))
    first = await rec.replay(gid, "x")
    assert first.ok and first.step == 1 and first.steps > 3
    m = first.steps
    assert first.public == [f"Game #{gid} replay, step 1 of {m}: turn 1, Jihadist Action Phase (after the set-up)."]
    final = await final_game(svc, gid)
    for n in range(1, m + 1):
        r = await rec.replay(gid, "x", n)
        assert r.ok and r.step == n and r.steps == m
        drawn = View.model_validate_json(r.images[0].png)
        assert (r.images[0].turn, r.images[0].phase) == (drawn.turn, drawn.phase)
        text = r.public[0]
        during = re.search(r"as the phase began, during decision (\d+)", text)
        if during:
            # inside decision k a phase began: the public log holds that phase's entry, written
            # by decision k, and the board drawn is the one at that moment
            k = int(during.group(1))
            before = Game.replay(setup, [(a.role, a.option_id) for a in acts[: k - 1]])  # type: ignore[misc]
            after = Game.replay(setup, [(a.role, a.option_id) for a in acts[:k]])  # type: ignore[misc]
            new_entries = after.state.log[len(before.state.log) :]
            assert any(e.kind == "phase" and e.to is None and e.turn == drawn.turn for e in new_entries)
            assert drawn.log == [] and drawn.prompt is None
            continue
        k = int(re.search(r"after (?:the set-up|decision (\d+))", text).group(1) or 0)  # type: ignore[union-attr]
        g = Game.replay(setup, [(a.role, a.option_id) for a in acts[:k]])  # type: ignore[misc]
        if n > 1:
            assert drawn == g.view(None).model_copy(update={"log": [], "prompt": None})
        assert (drawn.turn, drawn.phase) == (g.state.turn, g.state.phase)
    last = await rec.replay(gid, "x", m)
    assert View.model_validate_json(last.images[0].png).winner == final.state.winner
    assert f"after decision {len(acts)}:" in last.public[0]
    for bad in (0, m + 1):
        assert f"steps 1 to {m}" in ((await rec.replay(gid, "x", bad)).error or "")
    # the pure step builder agrees with the service, step for step
    steps = replay_steps(setup, acts)
    assert len(steps) == m and steps[0].decisions == 0 and steps[-1].decisions == len(acts)
    assert all(a.decisions <= b.decisions for a, b in zip(steps, steps[1:], strict=False))
    assert all((a.turn, a.phase) != (b.turn, b.phase) for a, b in zip(steps, steps[1:], strict=False))
    # every phase the game went through is a step: each public "phase" entry of an Action Phase
    # or end of turn shows up as a step of that turn and phase
    names = {"jihadist": "Jihadist Action Phase", "us": "US Action Phase"}
    for e in final.state.log:
        if e.kind == "phase" and e.text.startswith("Turn "):
            t, side = e.turn, "us" if "US Action" in e.text else "jihadist"
            assert any(s.turn == t and s.phase == side for s in steps), (e.text, names[side])
        elif e.kind == "phase" and e.text.startswith("End of turn"):
            assert any(s.turn == e.turn and s.phase == "end_of_turn" for s in steps), e.text
    # the Discord buttons offer the neighbouring steps
    v = replay_view(await rec.replay(gid, "x", 2))
    assert v is not None and [c.custom_id for c in v.children] == [f"lab:r:{gid}:1", f"lab:r:{gid}:3"]  # type: ignore[attr-defined]
    assert [c.custom_id for c in replay_view(last).children] == [f"lab:r:{gid}:{m - 1}"]  # type: ignore[union-attr,attr-defined]


@pytest.mark.one_store  # (nothing it checks depends on the store)
@pytest.mark.skipif(not solo_available(), reason="the 1-player bot (engine/solo) is not built")
async def test_replay_shows_the_solitaire_bots_phases_as_steps_of_their_own(
    svc: GameService, rec: RecordService
) -> None:
    """The bot plays its whole Action Phase inside the US decision that ends the US phase: the
    replay still shows the board as the bot's phase begins and as it ends (the next US phase)."""
    r = await svc.create("s1", "u1", "ann", players="solo", seed=21)
    assert r.ok
    r = await play(svc, "s1", await svc.start("s1", "u1"), random.Random(3))
    info = await svc.info("s1")
    assert info is not None and info.status == "over"
    row = await svc.store.game(info.game_id)
    assert row is not None
    acts = effective_acts(await svc.store.actions(info.game_id))
    steps = replay_steps(Setup.model_validate(row.setup), acts)
    # the old builder (a step only after a decision) never showed a Jihadist phase in the middle
    bot_phases = [s for s in steps if s.phase == "jihadist" and s.during]
    assert bot_phases, [(s.turn, s.phase, s.decisions, s.during) for s in steps]
    for s in bot_phases:
        nxt = steps[steps.index(s) + 1]
        # the bot's phase ends inside a US decision too (the same one, unless an event of the
        # bot's asked the US something meanwhile)
        assert nxt.decisions >= s.decisions and nxt.phase in ("us", "end_of_turn", "over")
        if nxt.phase == "us":
            assert nxt.during and nxt.turn == s.turn
    assert any(steps[steps.index(s) + 1].decisions == s.decisions for s in bot_phases)
    # at least once the bot changed the board in between (its cards were played)
    assert any(
        s.view != steps[steps.index(s) + 1].view for s in bot_phases if steps[steps.index(s) + 1].phase == "us"
    )
    # the texts say where each board is
    n = steps.index(bot_phases[0]) + 1
    text = (await rec.replay(info.game_id, "x", n)).public[0]
    assert f"turn {bot_phases[0].turn}, Jihadist Action Phase (as the phase began, during decision" in text
    text = (await rec.replay(info.game_id, "x", n + 1)).public[0]
    assert "US Action Phase (as the phase began, during decision" in text or "End of turn" in text


@pytest.mark.one_store  # what it checks does not depend on the store
async def test_replay_with_the_real_renderer_gives_png(svc: GameService) -> None:
    pytest.importorskip("render")
    gid = await finished_two_player(svc, seed=2, policy=1)
    r = await RecordService(svc, ChallengeService(svc)).replay(gid, "x", 2)
    assert r.ok and r.images[0].png.startswith(b"\x89PNG\r\n\x1a\n")


# ---------------------------------------------------------------------- stats
async def test_stats_per_player_count_games_and_wins_by_side_and_condition(
    svc: GameService, rec: RecordService
) -> None:
    results = []
    for i, (seed, policy) in enumerate(((11, 5), (12, 2), (4, 2))):  # (the Jihadist wins the first, the US the others)
        gid = await finished_two_player(svc, f"g{i}", seed, policy)
        row = await svc.store.game(gid)
        assert row is not None and row.result is not None
        results.append(row.result)
    # a resigned game (alice is US and resigns), an aborted one, a running one, a hotseat one
    await two_player(svc, "r1")
    assert (await svc.resign("r1", "u1")).ok
    results.append({"winner": "jihadist", "reason": "the US player resigned"})
    await two_player(svc, "a1")
    assert (await svc.abort("a1", "u1")).ok
    await two_player(svc, "live")
    await svc.create("hot", "u1", "alice", players="two")
    await svc.join("hot", "u1", "alice", "jihadist")
    await svc.start("hot", "u1")
    await svc.resign("hot", "u1")

    us_wins = [r for r in results if r["winner"] == "us"]
    text = "\n".join((await rec.stats("u1")).public)
    lines = text.splitlines()
    assert (
        lines[0] == f"Stats for \u2068alice\u2069: 7 games ({len(results)} finished, 1 aborted, 1 running, 1 played on both sides)"
    )
    assert lines[1] == f"Wins: {len(us_wins)} of {len(results)} · as US {len(us_wins)} of {len(results)}"
    for reason in {result_reason(r) for r in us_wins}:  # (stored as messages: worded in English here)
        assert f"{reason} ×{sum(result_reason(r) == reason for r in us_wins)}" in text
    assert "the US player resigned ×1" in text.split("Lost by: ")[1]
    bob = "\n".join((await rec.stats("u2", "Bob")).public).splitlines()
    ji_wins = len(results) - len(us_wins)
    assert bob[0] == f"Stats for \u2068Bob\u2069: 6 games ({len(results)} finished, 1 aborted, 1 running)"
    assert bob[1] == f"Wins: {ji_wins} of {len(results)} · as Jihadist {ji_wins} of {len(results)}"
    assert (await rec.stats("nobody")).public[0].startswith("Stats for \u2068nobody\u2069: 0 games")


async def test_stats_group_an_older_results_english_reason_with_the_same_message(
    svc: GameService, rec: RecordService
) -> None:
    """A result stored before results held messages (its reason an English sentence) counts with
    the same reason stored as a message now (bot/core/legacy.py reads the sentence back)."""
    ids = []
    for channel in ("r1", "r2"):
        await two_player(svc, channel)
        assert (await svc.resign(channel, "u1")).ok
        info = await svc.info(channel)
        assert info is not None
        ids.append(info.game_id)
    old, new = [await svc.store.game(gid) for gid in ids]
    resigned = {"id": "reason-resigned", "args": {"side": {"role": "us"}}}
    assert old is not None and new is not None and new.result == {"winner": "jihadist", "reason": resigned}
    await svc.store.commit(old.id, old.version, result={"winner": "jihadist", "reason": "the US player resigned"})
    text = "\n".join((await rec.stats("u1")).public)
    assert "Lost by: the US player resigned ×2" in text


@pytest.mark.skipif(not solo_available(), reason="challenges are 1-player games")
async def test_stats_count_challenge_attempts(svc: GameService) -> None:
    ch = ChallengeService(svc)
    rec = RecordService(svc, ch, draw=draw_json)
    r = await ch.new("hall", "h", "Hal")
    code = re.search(r"Challenge (\w{6})", r.public[0]).group(1)  # type: ignore[union-attr]
    r = await ch.start(code, "u1", "alice")
    await ch.abandon(code, "u1")
    text = "\n".join((await rec.stats("u1")).public)
    assert "Challenge attempts as US: 1 (0 won, 1 abandoned)" in text and "1 aborted" in text


# ---------------------------------------------------------------------- console
@pytest.mark.skipif(not solo_available(), reason="challenges are 1-player games")
async def test_console_challenge_records_replay_and_stats(tmp_path: Path) -> None:
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    out = io.StringIO()
    con = Console(svc, io.StringIO(""), out, user_id="me", user_name="Ann", board_dir=tmp_path / "boards")
    try:
        await con.handle('challenge new length=1 title="Night shift"')
        code = re.search(r"posted Challenge (\w{6})", out.getvalue()).group(1)  # type: ignore[union-attr]
        await con.handle(f"challenge start {code.lower()}")
        assert con.channel == f"challenge:{code}:me"
        assert "The console now plays your attempt" in out.getvalue()
        rng = random.Random(3)
        while con.current is not None:
            await con.handle(str(rng.randrange(len(con.current.options)) + 1))
        text = out.getvalue()
        assert f"Challenge {code}: your result is recorded — rank 1 of 1." in text
        assert f"[console] Ann finished challenge {code}" in text  # the leaderboard posted "here"
        assert con.channel == "console"  # back home once the attempt ended
        a = await con.challenges.challenges.attempt(code, "me")  # type: ignore[attr-defined]
        assert a is not None and a.status == "finished"
        mark = len(out.getvalue())
        await con.handle(f"challenge leaderboard {code}")
        assert f"Leaderboard — Challenge {code} “Night shift”" in out.getvalue()[mark:]
        assert " 1. Ann — " in out.getvalue()[mark:]
        await con.handle(f"record export {a.game_id}")
        assert "still open" in out.getvalue().splitlines()[-1]
        await con.handle(f"record log {a.game_id}")
        assert f"Game #{a.game_id}: Let's Roll!, 1-player" in out.getvalue()
        await con.handle(f"replay {a.game_id} 2")
        assert re.search(rf"\[board\] turn \d+, [^:]+: saved .*game{a.game_id}-replay-002-of-", out.getvalue())
        assert f"(next: `replay {a.game_id} 3`)" in out.getvalue()
        await con.handle("stats")
        assert "Stats for Ann: 1 game (1 finished" in out.getvalue()
        await con.handle(f"challenge close {code}")
        path = tmp_path / "attempt.json"
        await con.handle(f"record export {a.game_id} {path}")
        assert json.loads(path.read_text())["game_id"] == a.game_id
        await con.handle("record list")
        assert f"#{a.game_id} " in out.getvalue() and f"challenge {code}" in out.getvalue()
        await con.handle("challenge bogus")
        assert "Unknown challenge command 'bogus'" in out.getvalue()
    finally:
        await svc.close()


@pytest.mark.skipif(not solo_available(), reason="challenges are 1-player games")
async def test_console_jihadist_challenge(tmp_path: Path) -> None:
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    out = io.StringIO()
    con = Console(svc, io.StringIO(""), out, user_id="me", user_name="Ann", board_dir=tmp_path / "boards")
    try:
        await con.handle("challenge new side=jihadist level=nope")
        assert "Unknown US bot level 'nope'" in out.getvalue()
        await con.handle("challenge new side=jihadist level=gentle")
        assert "as the Jihadist against the US bot (level gentle)" in out.getvalue()
        code = re.search(r"posted Challenge (\w{6})", out.getvalue()).group(1)  # type: ignore[union-attr]
        await con.handle(f"challenge start {code}")
        rng = random.Random(3)
        while con.current is not None:
            await con.handle(str(rng.randrange(len(con.current.options)) + 1))
        assert f"Challenge {code}: your result is recorded — rank 1 of 1." in out.getvalue()
        await con.handle("stats")
        assert "Challenge attempts as Jihadist: 1 (" in out.getvalue()
        assert "Challenge attempts as US" not in out.getvalue()
    finally:
        await svc.close()


def test_challenge_app_builds_on_a_labyrinth_app_stand_in(svc: GameService) -> None:
    class Lab:
        pass

    lab = Lab()
    lab.svc = svc  # type: ignore[attr-defined]
    app = ChallengeApp(lab)  # type: ignore[arg-type]
    assert app.records.challenges is app.challenges and app.post_leaderboard in app.challenges.board_listeners
    assert app.challenges._on_game_end in svc.end_hooks


async def test_records_answer_a_russian_reader_in_russian(svc: GameService, rec: RecordService) -> None:
    """Issue 23: the records' refusals, list, export note and replay line in the reader's language
    (the reader is the one `GameService.reading` / `use_language` named); others stay English."""
    gid = await finished_two_player(svc, seed=4, policy=2)
    svc.use_language("u1", "ru")
    try:
        assert (await rec.log(99, "u1")).error == "Нет партии #99."
        listed = (await rec.finished()).public[0]
        assert listed.startswith(f"Завершённые партии (сначала новые):\n#{gid} ")
        assert "(на двоих; США ⁨alice⁩, Исламисты ⁨bob⁩): победа: " in listed, listed
        first = await rec.replay(gid, "u1")
        assert first.public == [
            f"Повтор партии #{gid}, шаг 1 из {first.steps}: ход 1 · Фаза действий исламистов (после подготовки)."
        ]
        late = await rec.replay(gid, "u1", first.steps + 1)
        assert late.error == f"В повторе партии #{gid} шаги с 1 по {first.steps}."
        exported = await rec.export(gid, "u1")
        n = int(exported.private[0].text.split(": ")[1].split()[0])
        word = "строка" if n % 10 == 1 and n % 100 != 11 else "строки" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "строк"
        assert exported.private[0].text == f"Выгрузка партии #{gid}: {n} {word} журнала."
    finally:
        svc.use_language("u1", "en")
    assert (await rec.log(99, "u1")).error == "There is no game #99."


async def test_a_records_log_header_body_and_stats_in_russian(svc: GameService, rec: RecordService) -> None:
    """Issue 23: a record's log (its header, turn headings and every public line) and a player's
    stats in the reader's language, with Russian plurals; English stays as it was."""
    gid = await finished_two_player(svc, seed=4, policy=2)
    await two_player(svc, "a1")
    assert (await svc.abort("a1", "u1")).ok
    game = await final_game(svc, gid)
    svc.use_language("u1", "ru")
    try:
        r = await rec.log(gid, "u1")
        assert r.ok and r.attachment is not None
        lines = r.attachment.text.splitlines()
        scenario = i18n.t("ru", i18n.scenario_msg("lets_roll"))
        assert lines[0] == f"Партия #{gid}: {scenario}, на двух игроков, Стандартная (1 колода)"
        assert lines[1] == "США: alice, Исламисты: bob"
        assert lines[2].startswith("Итог: побеждает сторона «"), lines[2]
        assert "— Ход 1 —" in lines
        body = [ln[2:] for ln in lines if ln.startswith("  ")]
        assert body == [plurals(i18n.word(e, "ru")) for e in game.state.log if e.to is None]
        share, latin = _cyrillic_share([r.attachment.text.replace("alice", "").replace("bob", "")])
        assert share >= 0.95, latin[:40]
        stats = (await rec.stats("u1")).public
        assert stats[0].startswith("Статистика игрока \u2068alice\u2069: 2 партии (завершено: 1, прервано: 1, идёт: 0)")
        share, latin = _cyrillic_share([s.replace("alice", "") for s in stats])
        assert share >= 0.95 and ("Победы по условиям: " in stats[0] or "Поражения по условиям: " in stats[0]), stats
        assert (await rec.stats("nobody", "Ноль")).public[0].startswith("Статистика игрока \u2068Ноль\u2069: 0 партий")
    finally:
        svc.use_language("u1", "en")
    assert (await rec.log(gid, "u1")).private[0].text.startswith(f"Game #{gid}: Let's Roll!, 2-player")
    assert (await rec.stats("u1")).public[0].startswith("Stats for \u2068alice\u2069: 2 games (1 finished, 1 aborted")


async def test_a_replays_decision_label_is_worded_in_the_readers_language(svc: GameService, rec: RecordService) -> None:
    """The replay's "after decision n: label" words the chosen option's message (found again in the
    replayed prompt) in the reader's language; an option without one keeps its stored text."""
    gid = await finished_two_player(svc, seed=4, policy=2)
    steps = await rec.steps(gid, "u1")
    assert not isinstance(steps, str)
    n, step = next((i, s) for i, s in enumerate(steps, start=1) if s.decisions and s.said is not None)
    assert all(s.said is not None for s in steps if s.decisions)  # every decision found again
    svc.use_language("u1", "ru")
    try:
        text = (await rec.replay(gid, "u1", n)).public[0]
    finally:
        svc.use_language("u1", "en")
    ru = i18n.word(step.said, "ru")
    assert ru != step.label and f"решения {step.decisions}: {ru})." in text, text
    assert f"decision {step.decisions}: {step.label})." in (await rec.replay(gid, "u1", n)).public[0]
    old = step.model_copy(update={"said": None})  # a stored label whose option is not found again
    assert old.when("ru").endswith(f": {step.label}")
