"""The Discord adapter through the real discord.py, against simcord's offline Discord.

    python3 run.py bench discord        (or: .venv/bin/python -m bench.discord [--games 3 --decisions 80])
    .venv/bin/python -m bench.discord --against main [--runs 5]   (this tree and main's in turn)
    .venv/bin/python -m bench.discord --against /tmp/some-checkout   (a directory: that checkout)

Solo games, each played from `/labyrinth new` and `start` by pressing the last option of the
channel's newest decision (an option's button or select) until the game ends or `--decisions`;
the games' seeds come from one `random.Random` (`same_games`), so every run, and either tree of
`--against`, plays the same games. Prints:
- the time from an interaction's receipt (discord.py builds the Interaction) to the bot's first
  response call (defer / send_message / edit_message): median and p99 (Discord allows 3 s);
- the wall time for a press to settle (everything the bot does about it, board drawing included)
  for an ordinary decision, a phase-ending decision (one that drew a board), and `/labyrinth start`.
Aims on the 2-core machine: first response p99 <= 50 ms; phase-ending decision median <= 250 ms.

With `--calls`, the Python and C function calls from an interaction's receipt to its first
response call are counted instead of timed (`sys.setprofile`): a figure the machine's load does
not move, for comparing two trees (`--against REV --calls --runs 1`).

With `--against REV` (a commit, branch or tag of this repository, or the directory of a checkout)
REV is checked out in a detached worktree under the system's temporary directory (a directory is
used as it is), and `--runs` runs of the same workload (this file's) are made in turn by fresh
processes with this tree's and REV's code first on sys.path, so that both share the machine's
load; each figure is then the median over every run's samples, and this tree's as a share of
REV's closes the report (bench/engine.py does the same). Each run's time goes to stderr as it ends.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import secrets
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import discord
import simcord
from simcord.results import to_discord_message

ROOT = Path(__file__).resolve().parent.parent
#: how long simcord waits for the bot to settle after an event. Its default, 5 s, is less than a
#: press of 8533cc7's (its solo bot's work) may take on a loaded 2-core machine: the run failed,
#: and its child then hung
SETTLE_TIMEOUT = 120.0
#: `--against`: the longest one run may take (a run that hangs fails, saying so, instead)
RUN_TIMEOUT = 900.0
#: the seed of the games' seeds (`same_games`)
SEED = 31
received: dict[int, float] = {}
first_response: dict[int, float] = {}
#: `--calls`: the Python and C function calls from an interaction's receipt to its first response
#: call, by interaction: a count that the machine's load does not move (the times do)
calls: dict[int, int] = {}
#: the interaction whose calls are being counted (`--calls`), if any
counting: list[int | None] = [None]


def _count(frame: Any, event: str, arg: Any) -> None:
    if event == "call" or event == "c_call":
        calls[counting[0]] += 1  # type: ignore[index]
#: boards drawn so far (`render.render_board`'s calls): a press that drew one ended a phase
boards_drawn = [0]
#: the custom ids' starts of a decision's components (bot.discord.views: an option's button, a
#: page of options' select); the others on a prompt's post (the map's regions, "Why?") are no decision
DECISION_IDS = ("lab:o:", "lab:s:")


def instrument(count: bool = False) -> None:
    """Record when each interaction is built and when its first response call starts; with
    `count`, the calls in between instead (`sys.setprofile`: the times are then no measure)."""
    init = discord.Interaction.__init__

    def built(self: discord.Interaction, *a: Any, **k: Any) -> None:
        init(self, *a, **k)
        received[self.id] = time.perf_counter()
        if count:
            calls[self.id], counting[0] = 0, self.id
            sys.setprofile(_count)

    discord.Interaction.__init__ = built  # type: ignore[method-assign]
    for name in ("defer", "send_message", "edit_message"):
        real = getattr(discord.InteractionResponse, name)

        def wrap(real: Any) -> Any:
            async def timed(self: discord.InteractionResponse, *a: Any, **k: Any) -> Any:
                if counting[0] == self._parent.id:
                    sys.setprofile(None)
                    counting[0] = None
                first_response.setdefault(self._parent.id, time.perf_counter())
                return await real(self, *a, **k)

            return timed

        setattr(discord.InteractionResponse, name, wrap(real))
    try:  # (the tree's renderer: imported from the tree first on sys.path, as the bot imports it)
        import render
    except ImportError:  # (no renderer installed: no board is drawn)
        return
    draw = render.render_board

    def counted(*a: Any, **k: Any) -> Any:
        boards_drawn[0] += 1
        return draw(*a, **k)

    render.render_board = counted


def same_games(seed: int = SEED) -> None:
    """The games' seeds drawn from `random.Random(seed)` instead of the system's randomness (the
    service draws each new game's seed with `secrets.randbelow`): every run, and either tree of
    `--against`, plays the same games (a solo game's length and its bot's work vary much by seed)."""
    rng = random.Random(seed)
    secrets.randbelow = rng.randrange  # type: ignore[assignment]


def p99(ms: list[float]) -> float:
    ms = sorted(ms)
    return ms[min(len(ms) - 1, int(len(ms) * 0.99))]


def figures(name: str, seconds: list[float]) -> str:
    if not seconds:
        return f"{name:<40} n=     0"
    ms = [s * 1000 for s in seconds]
    return f"{name:<40} n={len(ms):>6}  median {statistics.median(ms):8.2f} ms  p99 {p99(ms):8.2f} ms"


def decisions_of(m: discord.Message) -> list[Any]:
    """The components of a message that answer its decision (`DECISION_IDS`)."""
    comps = [c for row in m.components for c in getattr(row, "children", [row])]
    return [c for c in comps if (getattr(c, "custom_id", None) or "").startswith(DECISION_IDS)]


def last_prompt(env: simcord.Env, channel: simcord.ChannelHandle) -> discord.Message | None:
    """The channel's newest public post with a decision's components."""
    stored = env.backend.messages.get(channel.id, {})
    for mid in sorted(stored, reverse=True):
        if stored[mid].components and not stored[mid].flags & 64:
            m = to_discord_message(env, stored[mid])
            if decisions_of(m):
                return m
    return None


async def play(env: simcord.Env, n: int, decisions: int, timing: dict[str, list[float]]) -> None:
    guild = env.create_guild(name=f"bench {n}")
    channel = guild.create_text_channel("labyrinth")
    alice = guild.add_member(env.create_user(f"alice{n}"))
    await alice.slash(channel, "labyrinth new", players="solo")
    t = time.perf_counter()
    await alice.slash(channel, "labyrinth start")
    timing["start"].append(time.perf_counter() - t)
    for _ in range(decisions):
        m = last_prompt(env, channel)
        if m is None:
            return
        comps = decisions_of(m)
        sel = next((c for c in comps if isinstance(c, discord.SelectMenu)), None)
        drawn = boards_drawn[0]
        t = time.perf_counter()
        if sel is not None:
            await alice.select(m, [sel.options[-1].value], custom_id=sel.custom_id)
        else:
            b = next(c for c in comps if isinstance(c, discord.Button))
            await alice.click(m, custom_id=b.custom_id)
        took = time.perf_counter() - t
        timing["phase" if boards_drawn[0] > drawn else "ordinary"].append(took)


async def workload(games: int, decisions: int, count: bool = False) -> dict[str, list[float]]:
    """The games, played on the bot of the first tree on sys.path: each figure's samples in seconds."""
    import bot.discord.client
    from bot.core.config import Config
    from bot.discord.client import LabyrinthClient

    # the bot's sweep (reminders, deadlines) every SWEEP_SECONDS is no part of a press: simcord
    # waits for a sleep that ends within its settle timeout, and the sweep's real-time timer
    # fired inside some press (adding its work to that press, or failing the run)
    bot.discord.client.SWEEP_SECONDS = 10**9  # type: ignore[attr-defined]
    instrument(count)
    same_games()
    timing: dict[str, list[float]] = {"start": [], "ordinary": [], "phase": []}
    with tempfile.TemporaryDirectory() as tmp:
        client = LabyrinthClient(Config(db_path=Path(tmp) / "bench.sqlite3"), shard_count=1)
        try:
            async with simcord.run(client, settle_timeout=SETTLE_TIMEOUT) as env:
                for n in range(games):
                    await play(env, n, decisions, timing)
        finally:
            # (also on a failure: the store's connection threads would keep the process alive)
            if client.labyrinth is not None:
                await client.labyrinth.svc.close()
    if count:  # (the times are no measure with the profiler on)
        return {"calls": [float(calls[i]) for i in first_response if i in calls]}
    timing["first"] = [first_response[i] - received[i] for i in first_response if i in received]
    return timing


def _child(tree: str, games: int, decisions: int, count: bool = False) -> None:
    """`--child TREE`: one run of the workload on TREE's bot, its samples printed as JSON."""
    sys.path.insert(0, tree)
    timing = asyncio.run(workload(games, decisions, count))
    import bot

    print(json.dumps({"code": str(Path(bot.__file__).resolve().parent.parent), **timing}))


def checkout(rev: str) -> tuple[Path, Path | None]:
    """`--against REV`: a directory is a checkout used as it is; else REV (a commit, branch or tag)
    checked out in a detached worktree under the system's temporary directory (returned second,
    to be removed)."""
    if Path(rev).is_dir():
        return Path(rev).resolve(), None
    sha = subprocess.run(["git", "rev-parse", "--verify", rev + "^{commit}"], cwd=ROOT,
                         capture_output=True, text=True, check=True).stdout.strip()  # fmt: skip
    tmp = Path(tempfile.mkdtemp(prefix="bench-discord-"))
    subprocess.run(["git", "worktree", "add", "--detach", str(tmp / "tree"), sha], cwd=ROOT, capture_output=True, check=True)
    return tmp / "tree", tmp


def against(rev: str, runs: int, games: int, decisions: int, count: bool = False) -> None:
    """`--against REV`: this tree and REV's in turn, each run a fresh process; medians and ratios."""
    tree, tmp = checkout(rev)
    trees = {"this": ROOT, rev: tree}
    got: dict[str, dict[str, list[float]]] = {k: {} for k in trees}
    try:
        for r in range(runs):  # in turn, alternating who goes first, so both share the load of the moment
            for name in list(trees) if r % 2 == 0 else list(trees)[::-1]:
                cmd = [sys.executable, "-m", "bench.discord", "--child", str(trees[name]), "--games", str(games),
                       "--decisions", str(decisions), *(["--calls"] if count else [])]  # fmt: skip
                t = time.perf_counter()
                try:
                    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False, timeout=RUN_TIMEOUT)
                except subprocess.TimeoutExpired as e:
                    err = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else e.stderr or ""
                    raise SystemExit(f"run {r + 1} on {trees[name]} took over {RUN_TIMEOUT:.0f} s:\n{err[-2000:]}") from None
                if done.returncode:
                    raise SystemExit(f"the workload failed on {trees[name]}:\n{done.stderr[-2000:]}")
                res = json.loads(done.stdout.strip().splitlines()[-1])
                if Path(res.pop("code")) != trees[name].resolve():
                    raise SystemExit(f"asked for {trees[name]}, measured another tree")
                for k, v in res.items():
                    got[name].setdefault(k, []).extend(v)
                print(f"  run {r + 1}/{runs} {name}: {time.perf_counter() - t:.0f} s", file=sys.stderr, flush=True)
    finally:
        if tmp is not None:
            subprocess.run(["git", "worktree", "remove", "--force", str(tmp / "tree")], cwd=ROOT, capture_output=True, check=False)
            shutil.rmtree(tmp, ignore_errors=True)
    print(f"bench/discord.py --against {rev}: {runs} runs of each tree in turn, {games} solo games of up to "
          f"{decisions} decisions a run; " + ("calls counted, not timed:" if count else
          "medians (p99) over every run's samples, in ms:"))  # fmt: skip
    this, that = got["this"], got[rev]
    if count:
        a, b = statistics.median(this["calls"]), statistics.median(that["calls"])
        print(f"  {'calls from receipt to first response':<40} this {a:8.0f}  that {b:8.0f}  this / that {a / b:.3f}"
              f"  (median of n {len(this['calls'])} / {len(that['calls'])})")
    for k, what in (("first", "interaction -> first response call"), ("ordinary", "settle: ordinary decision"),
                    ("phase", "settle: phase-ending decision (board)"), ("start", "settle: /labyrinth start")):  # fmt: skip
        if not this.get(k) or not that.get(k):
            continue
        a, b = statistics.median(this[k]) * 1000, statistics.median(that[k]) * 1000
        print(f"  {what:<40} this {a:8.2f} ({p99([x * 1000 for x in this[k]]):.2f})  that {b:8.2f} "
              f"({p99([x * 1000 for x in that[k]]):.2f})  this / that {a / b:.2f}  (n {len(this[k])} / {len(that[k])})")  # fmt: skip
    print(f"  this: {ROOT}; that: {rev} ({tree})")


async def main(games: int, decisions: int, count: bool = False) -> None:
    timing = await workload(games, decisions, count)
    if count:
        n = timing["calls"]
        print(f"bench/discord.py --calls: {games} solo games: calls from receipt to first response: median "
              f"{statistics.median(n):.0f}, most {max(n):.0f} (n {len(n)})")
        return
    lat = timing["first"]
    print(f"bench/discord.py: {games} solo games, up to {decisions} decisions each (simcord, real discord.py)")
    print(figures("interaction -> first response call", lat))
    print(figures("settle: ordinary decision", timing["ordinary"]))
    print(figures("settle: phase-ending decision (board)", timing["phase"]))
    print(figures("settle: /labyrinth start", timing["start"]))
    print("aims: first response p99 <= 50 ms; phase-ending decision median <= 250 ms")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--decisions", type=int, default=80)
    ap.add_argument("--against", metavar="REV", help="run the same workload on this revision too, in turn, and print the ratios")
    ap.add_argument("--runs", type=int, default=5, help="--against: runs of each tree")
    ap.add_argument("--calls", action="store_true",
                    help="count the calls from receipt to first response instead of timing (steady under load)")
    ap.add_argument("--child", help=argparse.SUPPRESS)  # (--against's workload on one tree)
    a = ap.parse_args()
    if a.child:
        _child(a.child, a.games, a.decisions, a.calls)
    elif a.against:
        against(a.against, a.runs, a.games, a.decisions, a.calls)
    else:
        asyncio.run(main(a.games, a.decisions, a.calls))
    sys.exit(0)
