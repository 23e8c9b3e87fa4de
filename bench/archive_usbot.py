"""Benchmark (issue 32, defect 1): finished games against the US bot at every level, moved between
databases through export and import, and replayed, with the bot never asked again.

    .venv/bin/python -m bench.archive_usbot [--levels gentle,standard,strong,expert] [--games 1]
                                            [--seed 3] [--db postgresql://... --db2 postgresql://...]

For each level: plays `--games` whole games through the service (the Jihadist's choices seeded
random, the US bot searching as it plays), exports each, imports it into a fresh database, and
there restarts, rechecks and replays it for the records (the film's steps). Prints the time of
each stage and how many times the US bot was asked or searched after the play: it must be 0 (an
import, a recheck or a replay gives the recorded answers back). The strong and expert levels take
9-31 s of CPU a game, so one game a level by default. Exit 1 where a game did not come back the
same or the bot was asked. Prints figures; not a test (tests/bot/core/test_bot_rows.py keeps the
gentle and standard levels).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engine.game as engine_game  # noqa: E402
from bot.core.challenges import ChallengeService  # noqa: E402
from bot.core.records import RecordService  # noqa: E402
from bot.core.replies import Reply  # noqa: E402
from bot.core.service import GameService  # noqa: E402
from engine.usbot import bot  # noqa: E402

JI = "200"


class Asked:
    """Counts the US bot's answers asked of it and its searches (a replay must make neither)."""

    def __init__(self) -> None:
        self.count = 0
        self._search, self._bot = bot.search, engine_game.us_bot
        counter = self

        def search(*a, **k):  # type: ignore[no-untyped-def]
            counter.count += 1
            return counter._search(*a, **k)

        class Decider:
            def answer(self, *a, **k):  # type: ignore[no-untyped-def]
                counter.count += 1
                return counter._bot().answer(*a, **k)

        bot.search = search  # type: ignore[assignment]
        engine_game.us_bot = Decider  # type: ignore[assignment]

    def close(self) -> None:
        bot.search, engine_game.us_bot = self._search, self._bot  # type: ignore[assignment]


async def play_out(svc: GameService, channel: str, level: str, seed: int) -> Reply:
    """A whole game: the Jihadist (seeded random choices) against the US bot at `level`."""
    r = await svc.create(channel, JI, "bob", players="solo", side="jihadist", level=level, seed=seed)
    assert r.ok, r.error
    r = await svc.start(channel, JI)
    assert r.ok, r.error
    rng = random.Random(seed)
    while r.prompt is not None:
        r = await svc.act(channel, JI, rng.choice(r.prompt.options).id, r.prompt.version)
        assert r.ok, r.error
    return r


async def move_game(here: str | Path, there: str | Path, level: str, seed: int, channel: str = "a1") -> dict[str, float | int | bool | str]:
    """One finished game at `level` played in `here`, exported, imported into `there`, restarted,
    rechecked and replayed there: the times, the bot's asks after the play, and whether it came
    back the same (`error`: why not)."""
    out: dict[str, float | int | bool | str] = {"level": level, "seed": seed}
    svc = await GameService.open(here, images=False)
    asked = Asked()
    try:
        t = time.process_time()
        r = await play_out(svc, channel, level, seed)
        out["play_s"] = time.process_time() - t
        gid = r.game_id or 0
        out["rows"] = len(await svc.store.actions(gid))
        out["bot_rows"] = sum(a.kind == "bot" for a in await svc.store.actions(gid))
        snap = await svc.store.snapshot(gid)
        assert snap is not None
        state = engine_game.Game.from_json(snap[0]).state_json()
        asked.count = 0
        t = time.process_time()
        exported = await svc.export(channel, JI)
        out["export_s"] = time.process_time() - t
        if not exported.ok or exported.attachment is None:
            out["error"] = f"export refused: {exported.error}"
            return out
    finally:
        await svc.close()
    other = await GameService.open(there, images=False)
    try:
        t = time.process_time()
        imported = await other.import_game(channel, "300", "cat", exported.attachment.text)
        out["import_s"] = time.process_time() - t
        if not imported.ok:
            out["error"] = f"import refused: {imported.error}"
            return out
        iid = imported.game_id or 0
        snap = await other.store.snapshot(iid)
        out["same"] = snap is not None and engine_game.Game.from_json(snap[0]).state_json() == state
        t = time.process_time()
        checks = await other.recheck_all()
        out["recheck_s"] = time.process_time() - t
        out["recheck_ok"] = all(c.ok for c in checks)
        t = time.process_time()
        steps = await RecordService(other, ChallengeService(other)).steps(iid, "300")
        out["replay_s"] = time.process_time() - t
        out["steps"] = len(steps) if isinstance(steps, list) else 0
    finally:
        await other.close()
        out["asked_after_play"] = asked.count
        asked.close()
    if not out["same"]:
        out["error"] = "the imported game differs"
    elif not out["recheck_ok"]:
        out["error"] = "the recheck refused it"
    elif out["asked_after_play"]:
        out["error"] = "the US bot was asked again"
    return out


async def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--levels", default=",".join(bot.offered()))
    ap.add_argument("--games", type=int, default=1)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--db", default="", help="a postgresql:// URL (an empty scratch database) to play in")
    ap.add_argument("--db2", default="", help="a second empty postgresql:// database to import into")
    args = ap.parse_args()
    bad = 0
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        for level in args.levels.split(","):
            for k in range(args.games):
                seed = args.seed + k
                here: str | Path = args.db or tmp / f"{level}{k}.sqlite3"
                there: str | Path = args.db2 or tmp / f"{level}{k}-imported.sqlite3"
                res = await move_game(here, there, level, seed, channel=f"{level}{k}")
                bad += "error" in res
                print(json.dumps({x: round(v, 3) if isinstance(v, float) else v for x, v in res.items()}))
    print(f"{'all games came back the same, the bot never asked again' if not bad else f'{bad} game(s) failed'}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
