"""How loud and click-heavy a game is through the real discord.py on simcord's offline Discord (issue 19).

    python3 run.py bench discord_quiet      (or: .venv/bin/python -m bench.discord_quiet [--decisions 150 --seeds 1 2])

Plays, with fixed seeds, a 2-player game of `--decisions` decisions and a solo game to its end (at
most 400 decisions), pressing what a player sees: their newest prompt (in a DM, an ephemeral
message or the channel), the Decide button when there is none, a page button when the option
picked is on another page. Options are picked at random (seeded), except that the player takes an
offered shortcut: where the menu offers a chain of repeated choices ("All 3 remaining Operations in
X"), one of those is picked (the UI offers it; a real player would take it). Then one 15-day wait is swept
hour by hour by the reminder clock. Prints, per seed:
- channel posts per decision (new non-ephemeral messages in the game's channel; edits do not count);
- new private messages (ephemeral + DM) per decision;
- notifications per handover (new messages pinging the next player + new DMs to them, 2-player);
- interactions per card play: the presses of the card's player from their press on a "which card"
  prompt to the next "which card" prompt, median / most (the issue's measure: its examples count
  one player's presses, "Decide, card, War of Ideas, country"); and, on a second line, the same span
  with the other side's presses in it (their choices in a triggered Event, and the Jihadist's Plot
  resolution after a US card, 8.5.6: decisions of the other player, not clicks of this card play);
- the longest channel post (content plus embed text), in characters;
- reminders during a 15-day wait (a channel ping and/or a DM each).
Aims (issue 19): <= 0.15, <= 0.15 (solo), <= 0.35, 1, <= 3 / <= 6, <= 1,200, <= 6.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import re
import statistics
import sys
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any

import simcord
from simcord.results import to_discord_message

import bot.core.service
from bot.core.config import Config
from bot.core.menus import CHAIN
from bot.core.texts import menu_pages
from bot.discord.client import LabyrinthClient

_VERSIONED = re.compile(r"^lab:[os]:(\d+):(\d+):\d+$")


class Tally:
    def __init__(self) -> None:
        self.decisions = 0
        self.interactions: list[int] = []  # per card play
        #: per card play, only the presses of the player who played the card (2-player: not the
        #: opponent's choices in an Event nor the Plot resolution after the US Action Phase, 8.5.6)
        self.own: list[int] = []
        self._own = 0
        self._owner = 0
        self.sequences: list[list[str]] = []  # per card play: what each press was (the worst are printed)
        self._seq: list[str] = []
        self.handovers = 0
        self.notifications = 0
        self._play = 0
        self._in_play = False

    def press(self, starts_play: bool, what: str = "", who: int = 0) -> None:
        if starts_play:
            if self._in_play:
                self.interactions.append(self._play)
                self.sequences.append(self._seq)
                self.own.append(self._own)
            self._in_play, self._play, self._seq, self._own, self._owner = True, 0, [], 0, who
        self._play += 1
        self._own += int(who == self._owner)
        self._seq.append(what if who == self._owner else f"[other] {what}")

    def finish(self) -> None:
        if self._in_play:
            self.interactions.append(self._play)
            self.sequences.append(self._seq)
            self.own.append(self._own)
        self._in_play = False


def stored_all(env: simcord.Env) -> list[Any]:
    return [m for msgs in env.backend.messages.values() for m in msgs.values()]


def custom_ids(m: Any) -> list[str]:
    out = []
    for row in m.components:
        for c in row.get("components", [row]):
            if c.get("custom_id"):
                out.append(c["custom_id"])
    return out


def find_prompt(env: simcord.Env, user_id: int, channels: set[int], game_id: int, version: int) -> Any | None:
    """The newest message the user sees holding their prompt at `version`."""
    best = None
    for cid in channels:
        for m in env.backend.messages.get(cid, {}).values():
            if not m.visible_to(user_id):
                continue
            for c in custom_ids(m):
                g = _VERSIONED.match(c)
                if g and int(g.group(1)) == game_id and int(g.group(2)) == version and (best is None or m.id > best.id):
                    best = m
    return best


def find_decide(env: simcord.Env, user_id: int, channels: set[int], game_id: int) -> Any | None:
    best = None
    for cid in channels:
        for m in env.backend.messages.get(cid, {}).values():
            if m.visible_to(user_id) and any(c.startswith(f"lab:d:{game_id}:") for c in custom_ids(m)):
                best = m if best is None or m.id > best.id else best
    return best


async def press(
    env: simcord.Env, member: Any, m: Any, index: int, tally: Tally, starts_play: bool, laid: list[tuple[str, list[int]]],
    what: str = "",
) -> None:
    """Pick option `index` of the prompt in stored message `m`, paging when it is elsewhere
    (`laid`: the menu's pages as bot.core lays them out)."""
    actor = member.user if m.channel_id == member.user.dm_channel.id else member
    for _ in range(30):
        msg = to_discord_message(env, env.backend.messages[m.channel_id][m.id])
        comps = [c for row in msg.components for c in getattr(row, "children", [row])]
        sel = next((c for c in comps if getattr(c, "options", None)), None)
        if sel is None:
            b = next(c for c in comps if (c.custom_id or "").endswith(f":{index}") and c.custom_id.startswith("lab:o:"))
            tally.press(starts_play, what, member.id)
            await actor.click(msg, custom_id=b.custom_id)
            return
        values = [o.value for o in sel.options]
        if str(index) in values:
            tally.press(starts_play, what, member.id)
            await actor.select(msg, [str(index)], custom_id=sel.custom_id)
            return
        # another page (region pages hold no run of indexes): which way? the page before or after
        pages = [c for c in comps if (c.custom_id or "").startswith("lab:p:")]
        here = int(sel.custom_id.rsplit(":", 1)[1])
        targets = [int(c.custom_id.rsplit(":", 1)[1]) for c in pages]
        want = next(i for i, (_, ixs) in enumerate(laid) if index in ixs)
        pick = pages[targets.index(here + 1)] if want > here else pages[targets.index(here - 1)]
        tally.press(starts_play, "(page)", member.id)
        starts_play = False
        await actor.click(msg, custom_id=pick.custom_id)
    raise RuntimeError("could not reach the option")


async def decide(env: simcord.Env, actor: Any, channels: set[int], key: str, rng: random.Random, tally: Tally) -> bool:
    svc = env.bot.labyrinth.svc  # type: ignore[attr-defined]
    r = await svc.prompt(key, str(actor.id))
    if not r.ok or r.prompt is None:
        return False
    p = r.prompt
    starts_play = any(o.id.startswith("play:") for o in p.options)
    index = rng.randrange(len(p.options))
    # a player takes an offered shortcut: "All N remaining Operations in X" (issue 19)
    chains = [i for i, o in enumerate(p.shown) if CHAIN in o.id and not o.id.startswith("play:")]
    if chains:
        index = rng.choice(chains)
    m = find_prompt(env, actor.id, channels, p.game_id, p.version)
    if m is None:
        d = find_decide(env, actor.id, channels, p.game_id)
        if d is not None:
            tally.press(starts_play, "(Decide)", actor.id)
            starts_play = False
            who = actor.user if d.channel_id == actor.user.dm_channel.id else actor
            await who.click(to_discord_message(env, d), custom_id=next(c for c in custom_ids(d) if c.startswith("lab:d:")))
            m = find_prompt(env, actor.id, channels, p.game_id, p.version)
    if m is None:
        channel = next(c for c in env._guilds[-1].channels.values() if str(c.id) == key)
        tally.press(starts_play, "(/labyrinth choose)", actor.id)
        starts_play = False
        await actor.slash(channel, "labyrinth choose")
        m = find_prompt(env, actor.id, channels, p.game_id, p.version)
    assert m is not None, f"no prompt for {actor} at version {p.version}"
    what = f"{p.text[:60]} -> {p.shown[index].label[:60]}"
    await press(env, actor, m, index, tally, starts_play, menu_pages(p.shown), what)
    tally.decisions += 1
    return True


def post_length(m: Any) -> int:
    n = len(m.content or "")
    for e in m.embeds:
        n += len(e.get("title") or "") + len(e.get("description") or "")
        n += sum(len(f.get("name", "")) + len(f.get("value", "")) for f in e.get("fields", []))
        n += len((e.get("footer") or {}).get("text", ""))
    return n


def figures(env: simcord.Env, channel_ids: set[int], dm_ids: set[int], before: set[int]) -> tuple[int, int, int]:
    posts = private = longest = 0
    for m in stored_all(env):
        if m.id in before or m.author_id != env.bot.user.id:  # type: ignore[union-attr]
            continue
        if m.channel_id in channel_ids and not m.is_ephemeral:
            posts += 1
            longest = max(longest, post_length(m))
        elif m.is_ephemeral or m.channel_id in dm_ids:
            private += 1
    return posts, private, longest


async def two_player(env: simcord.Env, seed: int, decisions: int) -> dict[str, Any]:
    rng = random.Random(seed)
    guild = env.create_guild(name=f"two {seed}")
    channel = guild.create_text_channel("labyrinth")
    ann = guild.add_member(env.create_user(f"ann{seed}"))
    bob = guild.add_member(env.create_user(f"bob{seed}"))
    before = {m.id for m in stored_all(env)}
    await ann.slash(channel, "labyrinth new")
    await bob.slash(channel, "labyrinth join")
    await ann.slash(channel, "labyrinth start")
    key = str(channel.id)
    svc = env.bot.labyrinth.svc  # type: ignore[attr-defined]
    tally = Tally()
    dms = {ann.id: ann.user.dm_channel.id, bob.id: bob.user.dm_channel.id}
    start_posts = figures(env, {channel.id}, set(dms.values()), before)
    for _ in range(decisions):
        info = await svc.info(key)
        if info is None or info.waiting_for is None:
            break
        actor = ann if info.waiting_for == "us" else bob
        who = str(actor.id)
        seen = {m.id for m in stored_all(env)}
        await decide(env, actor, {channel.id, dms[actor.id]}, key, rng, tally)
        # the notifications this press caused to the next player (if it handed over)
        info = await svc.info(key)
        if info is not None and info.waiting_for is not None:
            nxt = ann if info.waiting_for == "us" else bob
            if str(nxt.id) != who:  # a handover: counted with its notifications (also the last press's)
                tally.handovers += 1
                for m in stored_all(env):
                    if m.id in seen or m.author_id != env.bot.user.id:  # type: ignore[union-attr]
                        continue
                    if m.channel_id == dms[nxt.id] or (m.channel_id == channel.id and nxt.id in m.ping_user_ids):
                        tally.notifications += 1
    tally.finish()
    posts, private, longest = figures(env, {channel.id}, set(dms.values()), before)
    return {
        "decisions": tally.decisions,
        "posts": posts - start_posts[0],
        "private": private - start_posts[1],
        "longest": longest,
        "tally": tally,
        "key": key,
        "user": str(ann.id),
    }


async def solo(env: simcord.Env, seed: int, cap: int) -> dict[str, Any]:
    rng = random.Random(seed)
    guild = env.create_guild(name=f"solo {seed}")
    channel = guild.create_text_channel("labyrinth")
    alice = guild.add_member(env.create_user(f"alice{seed}"))
    before = {m.id for m in stored_all(env)}
    await alice.slash(channel, "labyrinth new", players="solo")
    await alice.slash(channel, "labyrinth start")
    start = figures(env, {channel.id}, {alice.user.dm_channel.id}, before)
    key = str(channel.id)
    tally = Tally()
    env.settle_timeout = 20.0  # a press that runs the solitaire bot's phase may take seconds on a loaded machine
    for _ in range(cap):
        if not await decide(env, alice, {channel.id, alice.user.dm_channel.id}, key, rng, tally):
            break
    tally.finish()
    posts, private, longest = figures(env, {channel.id}, {alice.user.dm_channel.id}, before)
    return {"decisions": tally.decisions, "posts": posts - start[0], "private": private - start[1], "longest": longest,
            "tally": tally}


async def wait_15_days(app: Any, key: str) -> int | None:
    """Sweep the reminder clock hourly through 15 days of one wait; count what is sent. None when
    the game waits for nobody (it ended inside its decisions: no wait to measure with this seed)."""
    info = await app.svc.info(key)
    if info is None or info.waiting_for is None:
        return None
    start = datetime.fromisoformat(info.idle_since).timestamp()
    sent: list[Any] = []
    real = app.send_notice

    async def counting(n: Any) -> None:
        sent.append(n)
        await real(n)

    app.send_notice = counting
    try:
        for h in range(1, 15 * 24 + 1):
            await app.sweep(start + h * 3600)
    finally:
        app.send_notice = real
    return len(sent)


def spread(xs: list[float], fmt: str = "{:.2f}") -> str:
    vals = [fmt.format(x) for x in xs]
    return vals[0] if len(set(vals)) == 1 else "-".join(sorted(vals, key=float))


async def main(seeds: list[int], decisions: int, solo_cap: int, worst: int = 0) -> None:
    keys = ("two", "solo", "private", "notify", "median", "most", "own_median", "own_most", "longest", "reminders")
    rows: dict[str, list[float]] = {k: [] for k in keys}
    for seed in seeds:
        bot.core.service.secrets.randbelow = lambda n, s=seed: (s * 7919 + 12345) % n  # type: ignore[assignment]
        with tempfile.TemporaryDirectory() as tmp:
            client = LabyrinthClient(Config(db_path=Path(tmp) / "bench.sqlite3"), shard_count=1)
            async with simcord.run(client) as env:
                two = await two_player(env, seed, decisions)
                one = await solo(env, seed, solo_cap)
                app = client.labyrinth
                assert app is not None
                reminders = await wait_15_days(app, two["key"])
                await app.svc.close()
        plays = two["tally"].interactions + one["tally"].interactions
        own = two["tally"].own + one["tally"].own
        seqs = two["tally"].sequences + one["tally"].sequences
        for seq in sorted(seqs, key=len, reverse=True)[:worst]:
            print(f"  {len(seq)} interactions: " + " | ".join(seq))
        rows["two"].append(two["posts"] / max(1, two["decisions"]))
        rows["solo"].append(one["posts"] / max(1, one["decisions"]))
        rows["private"].append((two["private"] + one["private"]) / max(1, two["decisions"] + one["decisions"]))
        rows["notify"].append(two["tally"].notifications / max(1, two["tally"].handovers))
        rows["median"].append(statistics.median(plays) if plays else 0)
        rows["most"].append(max(plays) if plays else 0)
        rows["own_median"].append(statistics.median(own) if own else 0)
        rows["own_most"].append(max(own) if own else 0)
        rows["longest"].append(max(two["longest"], one["longest"]))
        if reminders is not None:
            rows["reminders"].append(reminders)
        else:
            print(f"seed {seed}: the 2-player game ended inside its decisions; no 15-day wait measured")
        print(
            f"seed {seed}: 2-player {two['decisions']} decisions ({two['tally'].handovers} handovers), "
            f"solo {one['decisions']} decisions, {len(plays)} card plays"
        )
    print("bench/discord_quiet.py (simcord, real discord.py; figures over the seeds)")
    print(f"{'channel posts per decision, 2-player':<58} {spread(rows['two']):>12}   aim <= 0.15")
    print(f"{'channel posts per decision, solo':<58} {spread(rows['solo']):>12}   aim <= 0.15")
    print(f"{'new private messages (ephemeral + DM) per decision':<58} {spread(rows['private']):>12}   aim <= 0.35")
    print(f"{'notifications per handover (2-player)':<58} {spread(rows['notify']):>12}   aim 1")
    own = f"{spread(rows['own_median'], '{:g}')} / {spread(rows['own_most'], '{:g}')}"
    print(f"{'interactions per card play (its player), median / most':<58} {own:>12}   aim <= 3 / <= 6")
    inter = f"{spread(rows['median'], '{:g}')} / {spread(rows['most'], '{:g}')}"
    print(f"{'  with the other side choices and Plot resolution in it':<58} {inter:>12}")
    print(f"{'longest channel post, characters (text plus embed)':<58} {spread(rows['longest'], '{:.0f}'):>12}   aim <= 1,200")
    print(f"{'reminders during a 15-day wait':<58} {spread(rows['reminders'], '{:.0f}'):>12}   aim <= 6")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--decisions", type=int, default=150)
    ap.add_argument("--solo-cap", type=int, default=400)
    ap.add_argument("--worst", type=int, default=0, help="print the N card plays with the most interactions")
    a = ap.parse_args()
    asyncio.run(main(a.seeds, a.decisions, a.solo_cap, a.worst))
    sys.exit(0)
