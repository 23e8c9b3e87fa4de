"""Engine replay speed, and a behaviour fingerprint to check that a speed-up changed nothing.

    .venv/bin/python -m bench.replay [--games 240] [--us-bot-games 8] [--jobs 2] [--digests /tmp/replay-digests.txt]

Prints the time of `Game.replay` of the long 3-deck benchmark game (bench.service's: seed 12,
random.Random(1) choosing) and, for `--games` seeded games of random legal play to their end
(bench.fuzz's set-up combinations: 2-player and solitaire, 1-3 decks, every scenario) and
`--us-bot-games` 2-player games of a random Jihadist against the US bot at the gentle and
standard levels (`US_BOT_GAMES`), one SHA-256 per game over the SHA-256 of `state_json()` after
every decision and of every prompt's role, message, kind, and options' ids, messages, odds,
notes and descriptions, and of the `state_json()` of the game its final `to_json()` restores. The fingerprint is
the game's, never its words: messages are hashed as their JSON (message ids and arguments), so a
catalog or a wording changes no digest (it imports nothing from bot/). A US-bot game is also
replayed from its decisions and the bot's recorded answers (`Game.replay`), which must give the
same state. With `--digests FILE` the per-game digests are written there; with `--check FILE`
they are compared with that file's (exit 1 on any difference).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.fuzz import MAX_DECISIONS, case  # noqa: E402
from engine import Game  # noqa: E402
from engine.game import BotAnswer, Prompt  # noqa: E402
from engine.msg import Msg, Text  # noqa: E402

LONG_SEED, LONG_POLICY = 12, 1  # bench.service's long game


#: the US-bot games fingerprinted after bench.fuzz's: (level, scenario, seed), a random Jihadist
US_BOT_GAMES = [
    (level, scenario, seed)
    for seed, (level, scenario) in enumerate(
        ((lv, sc) for lv in ("gentle", "standard") for sc in ("lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished")),
        start=1,
    )
]


def _said(x: Text | None) -> Any:
    """A text as the engine names it: a message's JSON (id and arguments), a plain string as it is."""
    return x.to_json() if isinstance(x, Msg) else x


def _prompt_bytes(p: Prompt) -> bytes:
    opts = [[o.id, _said(o.msg), o.odds, _said(o.note), _said(o.description)] for o in p.options]
    return json.dumps([p.role, _said(p.msg), p.kind, opts], sort_keys=True).encode()


def _digest(g: Game, choose: Any, steps: list[Any] | None = None) -> tuple[str, int]:
    """Play `g` on, `choose(prompt)` giving each option id: (the digest, decisions)."""
    h = hashlib.sha256()
    n = 0
    while not g.over and n < MAX_DECISIONS:
        p = g.prompt()
        assert p is not None
        h.update(hashlib.sha256(_prompt_bytes(p)).digest())
        o = choose(p)
        g.act(p.role, o)
        if steps is not None:
            steps += [(p.role, o), *g.bot_answers]
        n += 1
        h.update(hashlib.sha256(g.state_json().encode()).digest())
    # the save, by what it restores (its checkpoint and answers are the engine's business: a
    # checkpoint may be an earlier unit's, engine.game.CHECKPOINT_SPAN)
    h.update(hashlib.sha256(Game.from_json(g.to_json()).state_json().encode()).digest())
    return h.hexdigest(), n


def fingerprint(k: int) -> tuple[int | str, str, int]:
    """Game k of bench.fuzz's combinations played with random legal choices: (k, digest, decisions)."""
    c = case(k)
    rnd = random.Random(c.seed)
    g = Game.new(c.scenario, players=c.players, seed=c.seed, length=c.length, ideology=c.ideology, mini_decks=c.mini_decks)
    digest, n = _digest(g, lambda p: rnd.choice(p.ids()))
    return k, digest, n


def us_bot_fingerprint(i: int) -> tuple[int | str, str, int]:
    """US-bot game i (`US_BOT_GAMES`), a random Jihadist: (its name, digest, decisions). Its
    replay from the decisions and the bot's recorded answers must reach the same state."""
    level, scenario, seed = US_BOT_GAMES[i]
    rnd = random.Random(seed)
    g = Game.new(scenario, players="two", seed=seed, us_bot=level)
    steps: list[tuple[str, str] | BotAnswer] = list(g.bot_answers)
    digest, n = _digest(g, lambda p: rnd.choice(p.ids()), steps)
    again = Game.replay({"scenario": scenario, "players": "two", "seed": seed, "us_bot": level}, steps)
    if again.state_json() != g.state_json():
        raise AssertionError(f"US-bot game {level}/{scenario}/{seed}: its replay with the recorded answers differs")
    return f"{level}-{scenario}-{seed}", digest, n


def _any_fingerprint(k: int) -> tuple[int | str, str, int]:
    return fingerprint(k) if k >= 0 else us_bot_fingerprint(-k - 1)


def long_actions() -> list[tuple[str, str]]:
    g = Game.new("lets_roll", "two", LONG_SEED, 3)
    rnd = random.Random(LONG_POLICY)
    acts: list[tuple[str, str]] = []
    while (p := g.prompt()) is not None:
        o = rnd.choice(p.options).id
        acts.append((p.role, o))
        g.act(p.role, o)
    return acts


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.replay", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=240)
    ap.add_argument("--us-bot-games", type=int, default=len(US_BOT_GAMES), help=f"at most {len(US_BOT_GAMES)}")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--reps", type=int, default=5, help="replays of the long game timed")
    ap.add_argument("--digests", help="write the per-game digests to this file")
    ap.add_argument("--check", help="compare the per-game digests with this file's")
    a = ap.parse_args(argv)
    acts = long_actions()
    for deferred in (False, True):  # True: without the units' checkpoints, as an import replays
        times = []
        final = ""
        Game.defer_checkpoints = deferred
        for _ in range(a.reps):
            t = time.perf_counter()
            g = Game.replay({"scenario": "lets_roll", "players": "two", "seed": LONG_SEED, "length": 3}, acts)
            times.append(time.perf_counter() - t)
            final = hashlib.sha256(g.state_json().encode()).hexdigest()[:16]
        Game.defer_checkpoints = False
        times.sort()
        print(f"long game replay ({len(acts)} decisions{', checkpoints deferred' if deferred else ''}): "
              f"min {times[0] * 1000:.1f} ms, median {times[len(times) // 2] * 1000:.1f} ms, "
              f"{times[0] / len(acts) * 1e6:.0f} us/decision; final state {final}")  # fmt: skip
    games = list(range(a.games)) + [-i - 1 for i in range(min(a.us_bot_games, len(US_BOT_GAMES)))]
    if not games:
        return 0
    t = time.perf_counter()
    with ProcessPoolExecutor(a.jobs) as pool:
        results = list(pool.map(_any_fingerprint, games, chunksize=4))
    secs = time.perf_counter() - t
    decisions = sum(n for _, _, n in results)
    total = hashlib.sha256("".join(d for _, d, _ in results).encode()).hexdigest()
    print(f"fingerprint: {len(games)} games ({len(games) - a.games} against the US bot), {decisions} decisions, {secs:.1f} s: {total}")
    lines = [f"{k} {d} {n}" for k, d, n in results]
    if a.digests:
        Path(a.digests).write_text("\n".join(lines) + "\n")
    if a.check:
        old = Path(a.check).read_text().split("\n")
        bad = [ln for ln, o in zip(lines, old, strict=False) if ln != o]
        if bad or len(old) - 1 != len(lines):
            print(f"DIFFERENT: {len(bad)} games differ, e.g. {bad[:3]}")
            return 1
        print(f"identical to {a.check}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
