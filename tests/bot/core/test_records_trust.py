"""Records you can trust (issue 13), on real SQLite files: an import takes nothing on trust (it
rebuilds labels, result and status from one replay, with size limits), every path builds the
game from the one stored Setup (mini-decks), no full export of a running game, no input ends a
session, names and messages within Discord's limits; and a fuzz test of imports."""

from __future__ import annotations

import io
import json
import random
from pathlib import Path
from typing import Any

import pytest

import bot.core.archive as archive_mod
import bot.core.looks as looks_mod
from bot.console.console import Console
from bot.core import i18n
from bot.core.archive import ACTIONS_LIMIT, EXPORT_FORMAT, EXPORT_LIMIT, EXPORT_VERSION, ExportDoc, state_hash
from bot.core.challenges import ChallengeService
from bot.core.records import replay_steps
from bot.core.replies import PrivateMessage, Reply
from bot.core.service import GameService
from bot.core.session import solo_available
from bot.core.store import ActionRow, Seat, effective_acts
from bot.core.words import NAME_LIMIT, shown
from bot.discord.text import MESSAGE_LIMIT, for_discord
from engine import Game, Setup
from tests.bot.core.games import JI, US, play, two_player
from tests.bot.core.test_refusal_words import russian
from tests.bot.discord.fakes import Env, FakeAttachment, env, key  # noqa: F401 (env is a fixture)

solo_only = pytest.mark.skipif(not solo_available(), reason="the 1-player bot (engine/solo) is not built")
TABLES = ("games", "seats", "actions", "snapshots")


async def rows(svc: GameService) -> dict[str, int]:
    """How many rows each table holds: a refused import adds none."""
    return {t: (await svc.store._all(f"SELECT count(*) FROM {t}"))[0][0] for t in TABLES}


async def short_export(svc: GameService, channel: str = "src", seed: int = 31) -> dict[str, Any]:
    """A real export: a 2-player game with an undo among its decisions, ended by a resignation."""
    r = await two_player(svc, channel, seed)
    rng = random.Random(seed)
    undone = 0
    for _ in range(40):
        assert r.prompt is not None
        p = r.prompt
        r = await svc.act(channel, p.user_id, rng.choice(p.options).id, p.version)
        assert r.ok, r.error
        if undone < 2 and rng.random() < 0.3 and (await svc.undo(channel, p.user_id)).ok:
            undone += 1
            r = await svc.prompt(channel, p.user_id)
            r = r if r.ok else await svc.prompt(channel, US if p.user_id == JI else JI)
    assert undone and (await svc.resign(channel, US)).ok
    e = await svc.export(channel, US)
    assert e.ok and e.attachment is not None
    return json.loads(e.attachment.text)


async def refused(svc: GameService, doc: dict[str, Any] | str, *texts: str) -> str:
    """Import `doc` into a fresh channel: it must be refused, saying `texts`, and store nothing."""
    before = await rows(svc)
    r = await svc.import_game("dst", "u3", "carol", doc if isinstance(doc, str) else json.dumps(doc))
    assert not r.ok and r.error, "the import was accepted"
    for t in texts:
        assert t in r.error, r.error
    assert await rows(svc) == before
    return r.error


# ---------------------------------------------------------------------- 1. import trusts the file
async def test_import_refuses_a_flipped_result_and_stores_nothing(svc: GameService, elsewhere: GameService) -> None:
    doc = await short_export(svc)
    resigned = {"id": "reason-resigned", "args": {"side": {"role": "us"}}}  # (the reason: a message)
    assert doc["result"] == {"winner": "jihadist", "reason": resigned}
    flipped = {**doc, "result": {"winner": "us", "reason": resigned}}
    await refused(svc, flipped, "result", "differs from the replay's", "'winner': 'jihadist'")
    await refused(svc, {**doc, "result": None}, "result")
    # the true file imports, with the result the replay gives
    r = await elsewhere.import_game("dst", "u3", "carol", json.dumps(doc))
    assert r.ok, r.error
    info = await elsewhere.info("dst")
    assert info is not None and info.result == doc["result"] and info.status == "over"


async def test_import_rebuilds_every_label_and_refuses_one_that_differs(svc: GameService, elsewhere: GameService) -> None:
    doc = await short_export(svc)
    i = next(n for n, a in enumerate(doc["actions"]) if a["kind"] == "act")
    true_label = doc["actions"][i]["label"]
    big = json.loads(json.dumps(doc))
    big["actions"][i]["label"] = "@everyone " + "x" * 50_000
    await refused(svc, big, f"Row {i + 1}'s label is too long (50010 characters; at most")
    wrong = json.loads(json.dumps(doc))
    wrong["actions"][i]["label"] = "@everyone look"
    await refused(svc, wrong, f"Row {i + 1} differs from the replay: its label is '@everyone look'", true_label)
    # an undo row must name the decision it took back, as the rules saw it
    u = next(n for n, a in enumerate(doc["actions"]) if a["kind"] == "undo")
    bad_undo = json.loads(json.dumps(doc))
    bad_undo["actions"][u]["option_id"] = "pass"
    await refused(svc, bad_undo, f"Row {u + 1} differs from the replay: its option_id is 'pass'")
    bad_undo["actions"][u] = {**doc["actions"][u], "voids": 1}
    await refused(svc, bad_undo, f"Row {u + 1} undoes decision 1, which is not the last decision in force")
    # the labels stored are the rules' own
    r = await elsewhere.import_game("dst", "u3", "carol", json.dumps(doc))
    assert r.ok, r.error
    stored = await elsewhere.store.actions(r.game_id or 0)
    assert [a.model_dump() for a in stored] == [ActionRow.model_validate(a).model_dump() for a in doc["actions"]]


async def test_import_refuses_a_log_that_goes_on_after_the_end_or_misstates_the_status(svc: GameService, elsewhere: GameService) -> None:
    doc = await short_export(svc)
    assert doc["actions"][-1]["kind"] == "resign"
    n = len(doc["actions"])
    after = {**doc, "actions": [*doc["actions"], {**doc["actions"][-1], "seq": n + 1, "kind": "abort", "role": None}]}
    await refused(svc, after, f"Row {n + 1} comes after the end of the game")
    not_ended = {**doc, "actions": doc["actions"][:-1]}
    await refused(svc, not_ended, "The export says the game is over, but its log leaves it active")
    two_resigns = json.loads(json.dumps(doc))
    two_resigns["actions"][-1]["role"] = None
    await refused(svc, two_resigns, "resigns for nobody, who has no player's seat")


async def test_import_size_limits_whole_file_rows_and_texts(svc: GameService, elsewhere: GameService) -> None:
    doc = await short_export(svc)
    text = json.dumps(doc)
    # a true export padded with whitespace is still too large
    await refused(svc, text + " " * (EXPORT_LIMIT - len(text) + 1), "The export is too large", f"at most {EXPORT_LIMIT}")
    row = {"seq": 0, "kind": "act", "role": "us", "user_id": US, "option_id": "pass", "label": "x"}
    many = {**doc, "actions": [{**row, "seq": n} for n in range(1, ACTIONS_LIMIT + 2)]}
    await refused(svc, many, f"too many log rows ({ACTIONS_LIMIT + 1}; at most {ACTIONS_LIMIT})")
    for field, value, what in (
        ("option_id", "o" * 101, "Row 1's option is too long"),
        ("user_id", "u\x00", "Row 1's user id is not one"),
        ("user_id", "", "Row 1's user id is not one"),
        ("created_at", "yesterday", "Row 1's time 'yesterday' is not an ISO date and time"),
    ):
        edited = json.loads(text)
        edited["actions"][0][field] = value
        await refused(svc, edited, what)
    # a user id is checked at every row where it appears new, not only on the first rows
    # (the check remembers the ids found good: a log has one or two)
    last = len(doc["actions"])
    for value in ("u\x00", "", "u" * 101):
        edited = json.loads(text)
        edited["actions"][-1]["user_id"] = value
        await refused(svc, edited, f"Row {last}'s user id is not one")
    await refused(svc, {**doc, "setup": {**doc["setup"], "seed": 2**64}}, "seed is out of range")
    assert await svc.info("dst") is None


async def test_an_imports_refused_rows_are_named_in_the_readers_language(svc: GameService) -> None:
    """Issue 23: why a file's rows are refused (before the replay and in it) is said in Russian to a
    Russian reader, its row numbers and the ids typed kept; the English stays the same."""
    doc = await short_export(svc)
    i = next(n for n, a in enumerate(doc["actions"]) if a["kind"] == "act")
    u = next(n for n, a in enumerate(doc["actions"]) if a["kind"] == "undo")
    n = len(doc["actions"])

    def edited(k: int, **fields: Any) -> dict[str, Any]:
        out = json.loads(json.dumps(doc))
        out["actions"][k].update(fields)
        return out

    after = {**doc, "actions": [*doc["actions"], {**doc["actions"][-1], "seq": n + 1, "kind": "abort", "role": None}]}
    row = {"seq": 0, "kind": "act", "role": "us", "user_id": US, "option_id": "pass", "label": "x"}
    cases: list[tuple[dict[str, Any], str, str]] = [
        (edited(i, label="x" * 50_000), f"Row {i + 1}'s label is too long", f"Подпись в строке {i + 1} слишком длинная (знаков: 50000"),
        (edited(i, label="@everyone look"), f"Row {i + 1} differs from the replay: its label is", f"Строка {i + 1} расходится с воспроизведением: подпись в ней — '@everyone look'"),
        (edited(u, option_id="pass"), "its option_id is 'pass'", "вариант в ней — 'pass'"),
        (edited(u, voids=1), f"Row {u + 1} undoes decision 1, which is not the last", f"Строка {u + 1} отменяет решение 1, но оно не последнее"),
        (edited(i, option_id="play:999"), f"Decision {i + 1} (play:999) is not legal when replayed: 'play:999' is not one of the options now", f"Решение {i + 1} (`play:999`) при воспроизведении не по правилам: "),
        (after, f"Row {n + 1} comes after the end of the game.", f"Строка {n + 1} идёт после конца партии."),
        (edited(n - 1, role=None), f"Row {n} resigns for nobody, who has no player's seat.", f"В строке {n} сдаётся сторона «никто»"),
        (edited(0, option_id="o" * 101), "Row 1's option is too long (101 characters; at most 100).", "Вариант в строке 1 слишком длинный (знаков: 101; не больше 100)."),
        (edited(0, user_id=""), "Row 1's user id is not one", "Идентификатор пользователя в строке 1 недопустим"),
        (edited(0, created_at="yesterday"), "Row 1's time 'yesterday' is not an ISO date and time.", "Время 'yesterday' в строке 1 — не дата и время"),
        ({**doc, "actions": [{**row, "seq": k} for k in range(1, ACTIONS_LIMIT + 2)]}, "too many log rows", "В журнале выгрузки слишком много строк"),
        ({**doc, "actions": doc["actions"][1:]}, "The export's action log is out of order", "Журнал действий выгрузки не по порядку"),
        ({**doc, "setup": {**doc["setup"], "seed": 2**64}}, "The export's seed is out of range (0 to 2**63-1).", "Зерно выгрузки вне допустимых пределов"),
    ]
    for bad, english, russian_text in cases:
        assert english in await refused(svc, bad)
        token = i18n.READER.set("ru")
        try:
            said = await refused(svc, bad)
        finally:
            i18n.READER.reset(token)
        assert russian_text in said, said
        russian(said)


async def test_the_replay_skips_checkpoints_only_where_none_is_needed(
    svc: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc = ExportDoc.model_validate(await short_export(svc))
    assert any(a.kind == "undo" for a in doc.actions)
    full = archive_mod._replay_log(doc.setup, doc.actions, len(doc.actions) + 1)  # every checkpoint
    for window in (archive_mod.CHECKPOINT_WINDOW, 5, 3, 2, 1, 0):  # short ones: the replay may start again
        monkeypatch.setattr(archive_mod, "CHECKPOINT_WINDOW", window)
        done = archive_mod.replay_log(doc.setup, doc.actions)
        assert done.game.restorable and not done.game.defer_checkpoints
        # the same game (its save may name another checkpoint: engine.game.CHECKPOINT_SPAN)
        again = Game.from_json(done.game.to_json())
        assert again.state_json() == full.game.state_json() == Game.from_json(full.game.to_json()).state_json()
        assert again.prompt() == full.game.prompt()
    # the engine's side of it: a unit begun without its checkpoint cannot be saved
    game = Game.replay(doc.setup, [])
    game.defer_checkpoints = True
    for a in effective_acts(doc.actions)[:12]:
        game.act(a.role or "", a.option_id or "")
    assert not game.restorable


# ---------------------------------------------------------------------- 2. one Setup builds every game
def export_of(setup: Setup, moves: list[tuple[str, str, str]], game: Game) -> str:
    """An export made by hand from an engine game (the service cannot create a mini-decks game)."""
    return ExportDoc(
        format=EXPORT_FORMAT,
        format_version=EXPORT_VERSION,
        setup=setup,
        status="over" if game.over else "active",
        result={"winner": game.state.winner, "reason": str(game.state.victory)} if game.over else None,
        seats=[Seat(role="us", user_id=US, user_name="alice")],
        actions=[
            ActionRow(seq=n, kind="act", role=r, user_id=US, option_id=o, label=lab, created_at="2026-01-01T00:00:00")  # type: ignore[arg-type]
            for n, (r, o, lab) in enumerate(moves, 1)
        ],
        state_sha256=state_hash(game),
    ).model_dump_json()


@solo_only
async def test_a_mini_decks_game_imports_undoes_and_replays_as_itself(svc: GameService) -> None:
    setup = Setup(scenario="lets_roll", players="solo", seed=5, mini_decks=True)
    game = Game.replay(setup, [])
    rng = random.Random(2)
    moves: list[tuple[str, str, str]] = []
    while len(moves) < 25 or not game.can_undo()[0]:
        p = game.prompt()
        assert p is not None
        o = rng.choice(p.options)
        moves.append((p.role, o.id, o.label))  # (read at the prompt: act makes no label)
        game.act(p.role, o.id)
    r = await svc.import_game("m1", US, "alice", export_of(setup, moves, game))
    assert r.ok, r.error
    u = await svc.undo("m1", US)
    assert u.ok, u.error
    snap = await svc.store.snapshot(r.game_id or 0)
    assert snap is not None
    back = Game.replay(setup, [(m[0], m[1]) for m in moves[:-1]])
    assert Game.from_json(snap[0]).state_json() == back.state_json()
    # the records' replay builds the same game too
    steps = replay_steps(setup, effective_acts(await svc.store.actions(r.game_id or 0)))
    assert steps[-1].view == back.view(None).model_copy(update={"log": [], "prompt": None})


# ---------------------------------------------------------------------- 3. no seed of a running game
@solo_only
async def test_a_running_solo_game_has_no_full_export_but_export_mine(svc: GameService) -> None:
    r = await svc.create("s1", US, "alice", players="solo", seed=8)
    assert r.ok
    r = await play(svc, "s1", await svc.start("s1", US), random.Random(1), limit=5)
    e = await svc.export("s1", US)
    assert not e.ok and e.attachment is None
    assert "unfinished 1-player game cannot be exported: its seed reveals the bot's hand" in (e.error or "")
    mine = await svc.export_view("s1", US)
    assert mine.ok and mine.attachment is not None
    assert '"seed"' not in mine.attachment.text and set(json.loads(mine.attachment.text)["views"]) == {"us"}
    assert (await svc.resign("s1", US)).ok
    e = await svc.export("s1", US)
    assert e.ok and e.attachment is not None and json.loads(e.attachment.text)["setup"]["seed"] == 8


# ---------------------------------------------------------------------- 7. no input ends a session
def deep(n: int = 10_000) -> str:
    return '{"countries": ' + "[" * n + "]" * n + "}"


async def test_console_survives_a_deeply_nested_position_and_any_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "deep.json").write_text(deep())
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)

    async def broken(channel: str) -> Reply:
        raise RuntimeError("a bug in status")

    monkeypatch.setattr(svc, "status", broken)
    out = io.StringIO()
    lines = f"n\nnew two position={tmp_path / 'deep.json'}\nstatus\nhelp\n"
    try:
        code = await Console(svc, io.StringIO(lines), out, user_id="me", user_name="Ann").run()
    finally:
        await svc.close()
    text = out.getvalue()
    assert code == 0
    assert "! Cannot read the position file" in text and "nested too deeply" in text
    assert "! Unexpected error (a bug; it was logged): RuntimeError: a bug in status" in text
    assert "Commands (the same as the Discord bot's)" in text  # the session went on
    assert text.rstrip().endswith("Bye. Your game is saved; run the console again to continue.")


async def test_service_refuses_malformed_positions_cleanly(svc: GameService) -> None:
    nested: Any = []
    for _ in range(100_000):
        nested = [nested]
    for position, text in (
        ([1, 2, 3], "one JSON object"),
        ({"countries": nested}, "That position cannot be used"),
        ({"prestige": "x" * 70_000}, "at most 65,536"),
        ({"turn": {1, 2}}, "That position cannot be used"),
    ):
        r = await svc.create("p1", US, "alice", players="two", position=position)  # type: ignore[arg-type]
        assert not r.ok and text in (r.error or ""), r.error
    assert await rows(svc) == dict.fromkeys(TABLES, 0)


async def test_discord_new_refuses_a_deeply_nested_position(env: Env) -> None:  # noqa: F811
    await env.app.cmd_new(env.inter(env.ann), players="two", position=FakeAttachment(deep().encode()))  # type: ignore[arg-type]
    last = env.world.log[-1]
    assert last.ephemeral and "nested too deeply" in (last.content or "")
    assert await env.svc.info(key(env)) is None


# ---------------------------------------------------------------------- 9. names and messages
async def test_names_are_trimmed_and_cleaned_and_every_message_fits(svc: GameService) -> None:
    name = "Al\x00ice\n\t" + "é" * 100_000
    replies = [await svc.create("n1", US, name, seed=3), await svc.join("n1", JI, "\x1b[31mbob\x07")]
    replies += [await svc.start("n1", US), await svc.status("n1"), await svc.history("n1", US, 200)]
    replies += [await svc.act("n1", JI, "x" * 100_000), await svc.import_game("n2", US, name, "[" * 100_000)]
    replies.append(await play(svc, "n1", replies[2], random.Random(4), limit=30))
    seats = {s.role: s.user_name for s in (await svc.info("n1")).seats}  # type: ignore[union-attr]
    assert seats == {"us": "Alice " + "é" * (NAME_LIMIT - 6), "jihadist": "[31mbob"}
    for r in replies:
        d = for_discord(r)  # as Discord cuts it
        texts = [*d.public, *(m.text for m in d.private), d.error or ""]
        assert all(len(t) <= MESSAGE_LIMIT and "\x00" not in t for t in texts), [len(t) for t in texts]
    assert replies[0].public[0] == f"{shown(seats['us'])} opened game #1: Let's Roll!, 2-player, Standard (1 deck)."


@solo_only
async def test_challenge_names_and_titles_are_cleaned(svc: GameService) -> None:
    challenges = ChallengeService(svc)
    r = await challenges.new("c1", US, "Ann\x00" + "n" * 1000, title="Hard\x00 one")
    assert r.ok and r.public[0].startswith(f"{shown('Ann' + 'n' * (NAME_LIMIT - 3))} posted ") and "\x00" not in r.public[0]
    assert "“Hard one”" in r.public[0]
    code = r.public[0].split(" posted Challenge ")[1].split()[0]
    s = await challenges.start(code, JI, "Bob\x07\x00")
    assert s.ok and s.public[0].startswith(f"{shown('Bob')}'s attempt at"), s.public[0]


async def test_a_long_reply_is_cut_into_messages(svc: GameService, monkeypatch: pytest.MonkeyPatch) -> None:
    await two_player(svc, "l1", seed=3)
    monkeypatch.setattr(looks_mod, "status_text", lambda live: "\n".join(["y" * 99] * 60))
    r = for_discord(await svc.status("l1"))
    assert len(r.public) == 4 and all(len(t) <= MESSAGE_LIMIT for t in r.public)
    assert "\n".join(r.public) == "\n".join(["y" * 99] * 60)
    # a private message keeps its place among the public ones when one before it is cut
    long = Reply(public=["a", "\n".join(["y" * 99] * 60), "b"], private=[PrivateMessage(user_id=US, text="p", before=2)])
    order = [x if isinstance(x, str) else x.text for x in for_discord(long).in_order()]
    assert order[0] == "a" and order[-2:] == ["p", "b"] and len(order) == 7


# ---------------------------------------------------------------------- fuzz
def meaning(doc: ExportDoc) -> list[tuple[Any, ...]]:
    """What an import must keep: the decisions, undos and their labels (not who or when)."""
    return [(a.seq, a.kind, a.role, a.option_id, a.label, a.voids) for a in doc.actions]


async def test_fuzzed_exports_are_refused_with_a_message_or_imported_identically(svc: GameService, elsewhere: GameService) -> None:
    doc = await short_export(svc)
    text = json.dumps(doc, indent=1)
    original = ExportDoc.model_validate_json(text)
    snap = await svc.store.snapshot(1)
    assert snap is not None
    rng = random.Random(13)
    values: list[Any] = [None, 0, -1, 7, 2**70, "", "x", "us", "act", "over", [], {}, True, 1.5, "\x00", "é" * 300]

    def edit() -> str:
        d = json.loads(text)
        node, where = d, None
        while True:  # walk to a random leaf or container
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            if not keys:
                break
            where = rng.choice(keys)
            if not isinstance(node[where], dict | list) or rng.random() < 0.25:
                break
            node = node[where]
        if where is not None:
            node[where] = rng.choice(values)
        return json.dumps(d)

    def flip() -> str:
        i = rng.randrange(len(text))
        return text[:i] + chr(ord(text[i]) ^ (1 << rng.randrange(7))) + text[i + 1 :]

    cases = [text[: rng.randrange(len(text))] for _ in range(30)]
    cases += [flip() for _ in range(60)] + [edit() for _ in range(60)]
    accepted = 0
    for n, case in enumerate(cases):
        before = await rows(elsewhere)
        r = await elsewhere.import_game(f"f{n}", "u3", "carol", case)
        if not r.ok:
            assert r.error and len(for_discord(r).error or "") <= MESSAGE_LIMIT
            assert await rows(elsewhere) == before, case
            continue
        accepted += 1
        info = await elsewhere.info(f"f{n}")
        copy = await elsewhere.store.snapshot(r.game_id or 0)
        assert info is not None and copy is not None
        assert (info.status, info.result) == (original.status, original.result)
        assert Game.from_json(copy[0]).state_json() == Game.from_json(snap[0]).state_json()
        stored = await elsewhere.store.actions(r.game_id or 0)
        assert meaning(original) == [(a.seq, a.kind, a.role, a.option_id, a.label, a.voids) for a in stored]
    assert 0 < accepted < len(cases) // 2
