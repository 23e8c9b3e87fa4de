"""Issue 22's attack pass: each of its ten defects tried again, many ways, against the real
service on a real SQLite file (and, with `--db`, a PostgreSQL database) and, for mentions, the
real Discord client through the offline Discord (simcord).

    .venv/bin/python -m bench.attack [--db postgresql://...] [--rounds 20]

Prints, per item: tried, refused cleanly (a refusal with a message, nothing changed), accepted
as intended (an attempt that is legitimate once, e.g. the first import), defects (an exception
that escaped, a change that should have been refused, a wrong wording, a stray ping), with the
first defects in words. Not a test: tests/bot/core/test_trust.py keeps one case of each.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import re
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import aiosqlite  # noqa: E402

from bot.core.challenges import ChallengeService  # noqa: E402
from bot.core.records import RecordService  # noqa: E402
from bot.core.replies import Reply  # noqa: E402
from bot.core.service import GameService
from bot.core.store import StorageFailure  # noqa: E402
from bot.core.store_pg import PgStore  # noqa: E402
from bot.core.words import name_key, plain

US, JI = "100", "200"
ROOT = Path(__file__).resolve().parent.parent
READ, SAVED = "The game could not be read: ", "The game could not be saved: "


@dataclass
class Tally:
    item: str
    tried: int = 0
    clean: int = 0
    intended: int = 0
    defects: list[str] = field(default_factory=list)

    def refused(self, ok: bool, what: str) -> None:
        """One attempt that must be refused cleanly: `ok` says it was."""
        self.tried += 1
        if ok:
            self.clean += 1
        else:
            self.defects.append(what)

    def accepted(self, ok: bool, what: str) -> None:
        """One attempt that is legitimate and must be accepted as the issue intends."""
        self.tried += 1
        if ok:
            self.intended += 1
        else:
            self.defects.append(what)

    async def guard(self, what: str, run: Callable[[], Awaitable[None]]) -> None:
        """Run an attempt; an exception that escapes is a defect."""
        try:
            await run()
        except Exception as e:  # noqa: BLE001 - every escape is a finding
            self.tried += 1
            self.defects.append(f"{what}: {type(e).__name__}: {str(e)[:120]}")

    def line(self) -> str:
        out = f"{self.item:<44} tried {self.tried:>5}  refused cleanly {self.clean:>5}"
        out += f"  accepted as intended {self.intended:>4}  defects {len(self.defects):>3}"
        return out + "".join(f"\n    - {d}" for d in self.defects[:5])


async def two_player(svc: GameService, channel: str, seed: int) -> Reply:
    for r in (
        await svc.create(channel, US, "alice", seed=seed),
        await svc.join(channel, JI, "bob"),
        reply := await svc.start(channel, US),
    ):
        if not r.ok:
            raise RuntimeError(r.error)
    return reply


# ---------------------------------------------------------------------- 1 and 8: settings
BAD_SETTINGS: list[Any] = [
    {"deadline_hours": 1, "forfeit": True, "summary_channel": "666"},
    {"deadline_hours": [[[[1]]]]},
    {"reminder_minutes": float("nan")},
    {"reminder_minutes": float("inf")},
    {"summary_channel": "9" * 1_000_000},
    {"summary_channel": "<#123>"},
    {"thread": "true"},
    {"forfeit": 0},
    {"deadline_hours": -5},
    {"deadline_hours": 10**30},
    {"deadline_hours": 2.5},
    {"deadline_hours": None},
    {"colour": "red"},
    {"challenge": "XYZ"},
    {"imported_by": "me"},
    {"": 1},
    {"\u202eforfeit": True},
    ["deadline_hours", 1],
    "deadline_hours=1",
    None,
]


def label(values: Any) -> str:
    try:
        return repr(values)[:60]
    except RecursionError:
        return "a value nested 10,000 deep"


def deep(n: int) -> Any:
    v: Any = 0
    for _ in range(n):
        v = {"x": v}
    return v


async def settings_attacks(svc: GameService, t1: Tally, t8: Tally, rounds: int) -> None:
    for k in range(rounds):
        ch = f"set{k}"
        await t1.guard("create", lambda ch=ch: _expect_ok(svc.create(ch, "eve", "Eve")))
        await t1.guard("abort", lambda ch=ch: _expect_ok(svc.abort(ch, "eve")))
        before = await svc.store.channel_settings(ch)
        for values in (BAD_SETTINGS[0], {"forfeit": True}, {"summary_channel": "1"}):
            r = await svc.set_channel_settings(ch, values, is_manager=False)
            t1.refused(not r.ok and await svc.store.channel_settings(ch) == before, f"channel settings by a member: {values}")
            r = await svc.set_game_settings(ch, "eve", values, is_manager=False)
            t1.refused(not r.ok and await svc.store.channel_settings(ch) == before, f"after abort: {values}")
        await _expect_ok(svc.create(ch, US, "alice"))
        row = await svc.store.live_game(ch)
        assert row is not None
        for who, values in (("eve", {"deadline_hours": 1}), (US, {"summary_channel": "666"})):
            r = await svc.set_game_settings(ch, who, values, is_manager=False)
            after = await svc.store.live_game(ch)
            t1.refused(not r.ok and after is not None and after.settings == row.settings, f"{who} on a live game: {values}")
        r = await svc.set_game_settings(ch, US, {"deadline_hours": 24}, is_manager=False)
        after = await svc.store.live_game(ch)
        t1.accepted(r.ok and after is not None and after.settings.get("deadline_hours") == 24, "creator's own game")
        t1.accepted(await svc.store.channel_settings(ch) == before, "the channel's defaults unchanged")
        for values in [*BAD_SETTINGS[1:], {"deadline_hours": deep(10_000)}, {"x" * 100_000: 1}]:
            before = await svc.store.channel_settings(ch)

            async def one(values: Any = values, before: dict[str, Any] = before, ch: str = ch) -> None:
                r = await svc.set_channel_settings(ch, values, is_manager=True)
                t8.refused(
                    not r.ok and bool(r.error) and len(r.error or "") < 400
                    and await svc.store.channel_settings(ch) == before,
                    f"{label(values)}",
                )  # fmt: skip

            await t8.guard(f"settings {label(values)}", one)
        r = await svc.set_channel_settings(ch, {"deadline_hours": 48, "thread": True}, is_manager=True)
        t8.accepted(r.ok and await svc.store.channel_settings(ch) == {"deadline_hours": 48, "thread": True}, "good ones")


async def _expect_ok(call: Awaitable[Reply]) -> Reply:
    r = await call
    if not r.ok:
        raise RuntimeError(r.error)
    return r


# ---------------------------------------------------------------------- 2: records
WON = {
    "countries": {
        c: {"governance": "good", "alignment": "ally"}
        for c in ("saudi_arabia", "iraq", "pakistan", "egypt", "gulf_states", "indonesia_malaysia", "turkey")
    }
}


async def record_attacks(svc: GameService, other: GameService, t: Tally, rounds: int) -> None:
    rec = RecordService(svc, ChallengeService(svc))
    for k in range(max(2, rounds // 4)):
        ch = f"won{k}"
        await _expect_ok(svc.create(ch, "farmer", "Farmer", players="solo", position=WON))
        r = await svc.start(ch, "farmer")
        stats = plain((await rec.stats("farmer")).public[0])
        t.refused(r.ok and ": 0 games" in stats, f"a won position counted: {stats}")
    for k in range(max(2, rounds // 4)):
        ch = f"exp{k}"
        await two_player(svc, ch, seed=1000 + k)
        await _expect_ok(svc.resign(ch, US))
        text = (await svc.export(ch, US)).attachment.text  # type: ignore[union-attr]
        here = await svc.import_game(f"{ch}-again", "thief", "Thief", text)
        t.refused(not here.ok and "already stored here" in (here.error or ""), "re-import where it is stored")
        for n in range(5):
            r = await other.import_game(f"{ch}-{n}", "thief", "Thief", text)
            if n == 0:
                info = await other.info(f"{ch}-{n}")
                seats = {(s.role, s.user_name, s.user_id.startswith("imported:")) for s in info.seats} if info else set()
                t.accepted(r.ok and seats == {("us", "alice", True), ("jihadist", "bob", True)}, f"first import {seats}")
            else:
                t.refused(not r.ok and "already stored here" in (r.error or ""), f"import #{n + 1} accepted")
        stats = plain((await RecordService(other, ChallengeService(other)).stats("thief")).public[0])
        t.refused(": 0 games" in stats, f"the importer's stats: {stats}")


# ---------------------------------------------------------------------- 3: storage failures
async def outage_attacks(target: str | Path, t: Tally) -> None:
    svc = await GameService.open(target, images=False)
    r = await two_player(svc, "o1", seed=7)
    assert r.prompt is not None
    p = r.prompt
    await _expect_ok(svc.create("o2", "u9", "carl"))
    svc.cache.clear()
    if isinstance(svc.store, PgStore):
        await svc.store.pool.close()
    else:
        for conn in svc.store.connections():
            await conn.close()
        for tail in ("-wal", "-shm"):
            Path(f"{svc.store.path}{tail}").unlink(missing_ok=True)
        svc.store.path.write_bytes(b"not a database " * 4096)
        svc.store.db = await aiosqlite.connect(svc.store.path, isolation_level=None)
        svc.store.reader = await aiosqlite.connect(svc.store.path, isolation_level=None)
    calls: dict[str, Callable[[], Awaitable[Reply]]] = {
        "status": lambda: svc.status("o1"),
        "prompt": lambda: svc.prompt("o1", p.user_id),
        "hand": lambda: svc.hand("o1", US),
        "history": lambda: svc.history("o1", US),
        "board": lambda: svc.board("o1"),
        "undo ask": lambda: svc.undo_preview("o1", p.user_id),
        "undo": lambda: svc.undo("o1", p.user_id, p.version),
        "act": lambda: svc.act("o1", p.user_id, p.options[0].id, p.version),
        "resign": lambda: svc.resign("o1", US),
        "abort": lambda: svc.abort("o1", US),
        "pause": lambda: svc.pause("o1", US),
        "resume": lambda: svc.resume("o1", US),
        "join": lambda: svc.join("o2", "u8", "dan"),
        "leave": lambda: svc.leave("o2", "u9"),
        "start": lambda: svc.start("o2", "u9"),
        "settings": lambda: svc.settings_reply("o1"),
        "set channel settings": lambda: svc.set_channel_settings("o1", {"thread": True}, True),
        "set game settings": lambda: svc.set_game_settings("o2", "u9", {"thread": True}, False),
        "new": lambda: svc.create("o3", US, "alice"),
        "export": lambda: svc.export("o1", US),
        "export mine": lambda: svc.export_view("o1", US),
        "import": lambda: svc.import_game("o4", US, "alice", "{}"),
    }
    for _ in range(3):
        for what, call in calls.items():

            async def one(what: str = what, call: Callable[[], Awaitable[Reply]] = call) -> None:
                r = await call()
                err = r.error or ""
                good = err.startswith((READ, SAVED)) and "nothing was changed" in err
                # (an import that is no export is refused before the database is asked)
                t.refused(not r.ok and (good or what == "import"), f"{what}: {err[:90]}")

            await t.guard(what, one)
        for what, ask in (
            ("info", lambda: svc.info("o1")),
            ("public_view", lambda: svc.public_view("o1")),
            ("seat_views", lambda: svc.seat_views("o1", US)),
            ("closed_dms", svc.closed_dms),
        ):

            async def quiet(what: str = what, ask: Callable[[], Awaitable[Any]] = ask) -> None:
                got = await ask()
                t.refused(not got, f"{what} answered {got!r:.60}")

            await t.guard(what, quiet)

        async def lookups() -> None:
            ch, why = await svc.running_game_channel(1)
            t.refused(ch is None and why.startswith(READ), f"button lookup: {why[:80]}")
            games, why2 = await svc.my_games(US)
            t.refused(not games and (why2 or "").startswith(READ), f"mygames: {why2}")

        await t.guard("lookups", lookups)
    with contextlib.suppress(Exception):
        await svc.close()


# ---------------------------------------------------------------------- 4: read-only folder, size limit
async def file_attacks(tmp: Path, t: Tally) -> None:
    for file_too in (False, True):
        folder = tmp / f"ro{int(file_too)}"
        path = folder / "games.sqlite3"
        svc = await GameService.open(path, images=False)
        await _expect_ok(svc.create("c1", US, "alice"))
        await svc.close()
        locked = [*([path] if file_too else []), folder]
        if any(subprocess.run(["chattr", "+i", str(p)], capture_output=True).returncode for p in locked):
            t.defects.append("chattr +i unavailable: read-only folder not tried")
            continue
        try:
            await GameService.open(path, images=False)
            t.refused(False, "opened a read-only folder")
        except StorageFailure as e:
            t.refused("is damaged" not in str(e) and "-wal and -shm" in str(e), f"read-only: {e}")
        except Exception as e:  # noqa: BLE001
            t.refused(False, f"read-only folder: {type(e).__name__}: {e}")
        finally:
            for p in reversed(locked):
                subprocess.run(["chattr", "-i", str(p)], check=True)
    script = (ROOT / "tests" / "bot" / "core" / "test_trust.py").read_text().split('EFBIG = """', 1)[1].split('"""', 1)[0]
    out = subprocess.run(
        [sys.executable, "-c", script, str(tmp / "big.sqlite3")],
        capture_output=True, text=True, cwd=ROOT, timeout=600, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"},
    )  # fmt: skip
    line = next((ln for ln in out.stdout.splitlines() if ln.startswith("REFUSED:")), out.stderr[-200:])
    t.refused("too large for this system's limit" in line and "disk I/O" not in line, f"size limit: {line}")


# ---------------------------------------------------------------------- 5: mentions (real client, simcord)
async def mention_attacks(tmp: Path, t: Tally, rounds: int) -> None:
    import simcord

    from bot.core.config import Config
    from bot.discord.client import LabyrinthClient

    client = LabyrinthClient(Config(db_path=tmp / "mentions.sqlite3"))
    env = simcord.Env(client, shard_count=1)
    await env.start()
    try:
        guild = env.create_guild()
        channel = guild.create_text_channel("labyrinth")
        ann, eve = guild.add_member(env.create_user("ann")), guild.add_member(env.create_user("eve"))
        role = guild.create_role("mods", mentionable=True) if hasattr(guild, "create_role") else None
        texts = [
            f"<@{eve.user.id}>",
            f"<@!{eve.user.id}>",
            "@everyone",
            "@here",
            f"<@&{getattr(role, 'id', 1)}>",
            f"\u202e<@{eve.user.id}>",
            f"`<@{eve.user.id}>`",
            f"```<@{eve.user.id}>```",
        ]
        for k in range(max(1, rounds // 5)):
            for n, text in enumerate(texts):
                ch = guild.create_text_channel(f"t{k}-{n}")
                villain = guild.add_member(env.create_user(text or "x"))
                await ann.slash(ch, "labyrinth new")
                await villain.slash(ch, "labyrinth join")
                await ann.slash(ch, "labyrinth start", ignore_dms=True)
                await villain.slash(ch, "labyrinth pause", reason=f"brb {text}")
                await ann.slash(ch, "labyrinth status")
                await ann.slash(ch, "labyrinth resume")
                stored = env.backend.messages.get(ch.id, {})
                pinged = {u for m in stored.values() for u in m.ping_user_ids}
                stray = pinged - {ann.user.id, villain.user.id}
                everyone = any(m.mention_everyone or m.ping_role_ids for m in stored.values())
                t.refused(not stray and not everyone, f"{text!r}: pinged {stray or 'everyone/a role'}")
        del channel
    finally:
        await client.labyrinth.svc.close()  # type: ignore[union-attr]
        await env.shutdown()


# ---------------------------------------------------------------------- 6: names
SPOOFS = [
    "\u200b",
    "\u200b\u200c\u200d\ufeff\u2060",
    "\u3164",
    "\u2800\u2800",
    "\u0301",
    "\u202eecila",
    "Alice\u200b",
    "ALICE",
    "Ａｌｉｃｅ",
    "A\u200dlice",
    "Al ice",
    "\u2066Alice\u2069",
    "Alice\u00ad",
    "```",
    "x```y",
    "**Alice**",
    "__Alice__",
    "<@1>",
    "@everyone",
    "# Alice",
    "> Alice",
    "||Alice||",
]


async def name_attacks(svc: GameService, t: Tally, rounds: int) -> None:
    for k in range(max(1, rounds // 5)):
        for n, name in enumerate(SPOOFS):
            ch = f"name{k}-{n}"
            await _expect_ok(svc.create(ch, US, "Alice"))
            r = await svc.join(ch, JI, name)
            info = await svc.info(ch)
            assert info is not None
            if name_key(name) == name_key("Alice"):
                t.refused(not r.ok and len(info.seats) == 1 and "looks the same" in (r.error or ""), f"twin {name!r}")
                continue
            stored = next((s.user_name for s in info.seats if s.role == "jihadist"), "")
            shown_line = r.public[0] if r.ok and r.public else ""
            visible = stored.strip() and not any(ch in stored for ch in "\u200b\u200c\u200d\u202e\u2066\u2069\ufeff")
            unescaped = re.search(r"(?<!\\)[`*_|<>#@]", shown_line.split(" sits as")[0])
            t.refused(r.ok and bool(visible) and not unescaped, f"{name!r} stored {stored!r}, shown {shown_line[:40]!r}")


# ---------------------------------------------------------------------- 7: a challenge started twice
async def challenge_attacks(target: str | Path, t: Tally, rounds: int) -> None:
    a_svc = await GameService.open(target, images=False)
    b_svc = await GameService.open(target, images=False)
    try:
        a, b = ChallengeService(a_svc), ChallengeService(b_svc)
        made = await a.new("hall", "host", "Hal")
        code = re.search(r"Challenge (\w+)", made.public[0]).group(1)  # type: ignore[union-attr]
        for k in range(rounds):
            user = f"p{k}"
            where = (f"a{k}", f"b{k}") if k % 2 else (None, None)
            got = await asyncio.gather(
                a.start(code, user, "P", attempt_channel=where[0]),
                b.start(code, user, "P", attempt_channel=where[1]),
                return_exceptions=True,
            )
            oks = [g for g in got if isinstance(g, Reply) and g.ok]
            bad = [g for g in got if not isinstance(g, Reply)]
            refusals = [g for g in got if isinstance(g, Reply) and not g.ok]
            t.accepted(len(oks) == 1 and not bad, f"{user}: {len(oks)} started, {bad}")
            for r in refusals:
                t.refused("already playing challenge" in (r.error or ""), f"{user}: {r.error}")
            rows = await a_svc.store._all(
                "SELECT g.status FROM games g JOIN seats s ON s.game_id = g.id WHERE s.user_id = ?", (user,)
            )
            if [r[0] for r in rows] != ["active"]:
                t.defects.append(f"{user}: games left {rows}")
    finally:
        await a_svc.close()
        await b_svc.close()


# ---------------------------------------------------------------------- 9: reads beside a blocked write
async def blocked_attacks(tmp: Path, t: Tally, rounds: int) -> list[float]:
    path = tmp / "blocked.sqlite3"
    svc = await GameService.open(path, images=False)
    took: list[float] = []
    try:
        ra = await two_player(svc, "ba", seed=3)
        await two_player(svc, "bb", seed=4)
        for _ in range(max(1, rounds // 4)):
            other = sqlite3.connect(path, isolation_level=None)
            other.execute("BEGIN IMMEDIATE")
            other.execute("CREATE TABLE IF NOT EXISTS held (x)")
            assert ra.prompt is not None
            p = ra.prompt
            write = asyncio.create_task(svc.act("ba", p.user_id, p.options[0].id, p.version))
            await asyncio.sleep(0.05)
            for _ in range(20):
                svc.cache.pop("bb", None)
                t0 = time.perf_counter()
                r = await svc.status("bb")
                dt = time.perf_counter() - t0
                took.append(dt)
                t.refused(r.ok and dt < 0.5, f"a read waited {dt * 1000:.0f} ms behind the write")
            other.execute("ROLLBACK")
            other.close()
            ra = await write
            if not ra.ok:
                raise RuntimeError(ra.error)
    finally:
        await svc.close()
    return took


# ---------------------------------------------------------------------- 10: undo twice
async def undo_attacks(svc: GameService, t: Tally, rounds: int) -> None:
    for k in range(rounds):
        ch = f"undo{k}"
        r = await two_player(svc, ch, seed=14)
        for pick in ("play:", "ops:"):
            assert r.prompt is not None
            option = next(o for o in r.prompt.options if o.id.startswith(pick))
            r = await _expect_ok(svc.act(ch, JI, option.id, r.prompt.version))
        asks = [await svc.undo_preview(ch, JI) for _ in range(2 + k % 3)]
        done = await asyncio.gather(*(svc.undo(ch, JI, a.version) for a in asks))
        t.accepted(sum(d.ok for d in done) == 1, f"{sum(d.ok for d in done)} undos from {len(asks)} confirmations")
        for d in done:
            if not d.ok:
                t.refused("out of date" in (d.error or ""), f"a second undo: {d.error}")
        gid = (await svc.info(ch)).game_id  # type: ignore[union-attr]
        kinds = [a.kind for a in await svc.store.actions(gid)]
        if kinds.count("undo") != 1:
            t.defects.append(f"{ch}: the log holds {kinds}")


async def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--db", default="", help="a postgresql:// URL (an empty scratch database) for items 3 and 7 too")
    ap.add_argument("--rounds", type=int, default=20)
    args = ap.parse_args()
    random.seed(0)
    tallies = {n: Tally(name) for n, name in enumerate([
        "1. settings taken over by a member", "2. records and stats farmed", "3. storage failures in words",
        "4. read-only folder, file size limit", "5. mentions through user text", "6. names that spoof",
        "7. a challenge attempt started twice", "8. settings that take anything", "9. reads behind a blocked write",
        "10. undo by command, twice",
    ], start=1)}  # fmt: skip
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        svc = await GameService.open(tmp / "attack.sqlite3", images=False)
        other = await GameService.open(tmp / "other.sqlite3", images=False)
        try:
            await settings_attacks(svc, tallies[1], tallies[8], args.rounds)
            await record_attacks(svc, other, tallies[2], args.rounds)
            await name_attacks(svc, tallies[6], args.rounds)
            await undo_attacks(svc, tallies[10], args.rounds)
        finally:
            await svc.close()
            await other.close()
        targets: list[str | Path] = [tmp / "outage.sqlite3"] + ([args.db] if args.db else [])
        for n, target in enumerate(targets):
            await outage_attacks(target, tallies[3])
            await challenge_attacks(tmp / f"race{n}.sqlite3" if n == 0 else target, tallies[7], args.rounds)
        await file_attacks(tmp, tallies[4])
        await mention_attacks(tmp, tallies[5], args.rounds)
        took = await blocked_attacks(tmp, tallies[9], args.rounds)
    print(f"Issue 22 attack pass ({args.rounds} rounds; stores: SQLite{' and PostgreSQL' if args.db else ''})")
    for t in tallies.values():
        print(t.line())
    ms = sorted(x * 1000 for x in took)
    print(f"  (9: read beside a blocked write: median {statistics.median(ms):.2f} ms, max {ms[-1]:.2f} ms)")
    total = Tally("total")
    for t in tallies.values():
        total.tried += t.tried
        total.clean += t.clean
        total.intended += t.intended
        total.defects += t.defects
    print(total.line().split("\n")[0])
    print(json.dumps({"tried": total.tried, "refused_cleanly": total.clean, "accepted_as_intended": total.intended,
                      "defects": len(total.defects)}))  # fmt: skip


if __name__ == "__main__":
    asyncio.run(main())
