"""How loud and click-heavy a game is through the real discord.py on simcord's offline Discord
(issues 19 and 33).

    python3 run.py bench discord_quiet      (or: .venv/bin/python -m bench.discord_quiet [--seeds 1 2 3 4] [--worst 3])

Plays, per seed, through simcord (no network): a 2-player game to its end, a solo game (US against
the solitaire Jihadist bot) to its end, a Jihadist game against the US bot (`--level`), and a solo
game in Russian, each capped at `--cap` decisions. Each player presses what they see: their
newest prompt (in a DM, an ephemeral message or the channel), a page button when the option picked
is on another page. Options are picked at random (seeded), except that the player takes an offered
shortcut ("All 3 remaining Operations in X": the UI offers it; a real player would take it).

In the 2-player game a handover (the decision passing to the other player) is answered from the
DM one time in seven and from the channel the other six (the turn's post's or a ping's **Decide**;
where the channel offers none, from the DM, the one thing the player was given).

Prints, per seed and in all (the figures of issue 33's aims):
- new channel posts per decision (non-ephemeral messages in the game's channel; edits do not count);
- new private messages per decision (ephemeral + DM, the notification DMs counted);
- notifications per handover (new messages pinging the next player + new DMs to them, 2-player);
- presses per card play (the card's player's presses from a "which card" prompt until another
  card is played or the Action Phase ends: a human's answers to a bot's card are not theirs),
  median and most;
- the longest channel post (content plus embed text), in characters;
- menus with two options that read the same (label and description together, as shown);
- option labels over 100 characters (Discord cuts them);
- US-bot reasoning lines in the channel's posts (the Jihadist game against the US bot);
- the film of the finished games: its format and number of frames;
- pictures sent without a description (alt text).
"""

from __future__ import annotations

import argparse
import asyncio
import io
import random
import re
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import simcord
from simcord.results import to_discord_message

import bot.core.service
from bot.core import i18n
from bot.core.config import Config
from bot.core.menus import CHAIN
from bot.discord.client import LabyrinthClient
from bot.discord.menus import menu_pages

_VERSIONED = re.compile(r"^lab:[os]:(\d+):(\d+):\d+$")
KINDS = ("two", "solo", "jihadist", "russian")


class Tally:
    """One game's presses and counts."""

    def __init__(self) -> None:
        self.decisions = 0
        self.interactions: list[int] = []  # per card play, every press
        self.own: list[int] = []  # per card play, the card's player's presses
        self.sequences: list[list[str]] = []  # per card play: what the card's player pressed (`--worst`)
        self._seq: list[str] = []
        self._own = 0
        self._owner = 0
        self.handovers = 0
        self.notifications = 0
        self._play = 0
        self._in_play = False
        self._key: tuple[int, ...] | None = None
        self.menus = 0
        self.same = 0  # menus with two options reading the same
        self.labels = 0
        self.long_labels = 0  # option labels over 100 characters

    def card(self, now: tuple[int, ...] | None) -> None:
        """The game's card under way (turn, Action Phase, cards played: `card_key`) before a press:
        once another card is played (a bot's, between two of the player's presses) or the Action
        Phase is over, the player's card play is over, and their presses answer another's card."""
        if now is not None and self._key is not None and now != self._key:
            self.finish()

    def opened(self, key: tuple[int, ...] | None) -> None:
        """The card just chosen is the one `key` names until it is done (`card`)."""
        self._key = key

    def press(self, starts_play: bool, who: int = 0, what: str = "") -> None:
        if starts_play:
            self.finish()
            self._in_play, self._play, self._own, self._owner, self._seq = True, 0, 0, who, []
            self._key = None  # (the card's own: set by `decide`, as it was before the card)
        self._play += 1
        self._own += int(who == self._owner)
        if who == self._owner:
            self._seq.append(what)

    def finish(self) -> None:
        if self._in_play:
            self.interactions.append(self._play)
            self.own.append(self._own)
            self.sequences.append(self._seq)
        self._in_play, self._seq = False, []  # (presses after it answer something else: not this play's)


def stored_all(env: simcord.Env) -> list[Any]:
    return [m for msgs in env.backend.messages.values() for m in msgs.values()]


def components(m: Any) -> list[dict[str, Any]]:
    return [c for row in m.components for c in row.get("components", [row])]


def custom_ids(m: Any) -> list[str]:
    return [c["custom_id"] for c in components(m) if c.get("custom_id")]


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


def reads_the_same(m: Any) -> bool:
    """Whether two options of a menu as shown read the same (label and description)."""
    shown: list[str] = []
    for c in components(m):
        if c.get("options"):
            shown += [
                re.sub(r"^\d+\. ", "", o.get("label", "")) + "\n" + (o.get("description") or "") for o in c["options"]
            ]
        elif (c.get("custom_id") or "").startswith("lab:o:"):
            shown.append(c.get("label") or "")
    return len(shown) != len(set(shown))


async def press(
    env: simcord.Env, member: Any, m: Any, index: int, tally: Tally, starts_play: bool, laid: list[Any], what: str = ""
) -> None:
    """Pick option `index` of the prompt in stored message `m`, paging when it is elsewhere
    (`laid`: the menu's pages as bot.core lays them out)."""
    actor = member.user if m.channel_id == member.user.dm_channel.id else member
    for _ in range(30):
        msg = to_discord_message(env, env.backend.messages[m.channel_id][m.id])
        comps = [c for row in msg.components for c in getattr(row, "children", [row])]
        sel = next((c for c in comps if getattr(c, "options", None) and (c.custom_id or "").startswith("lab:s:")), None)
        if sel is None:
            b = next(c for c in comps if (c.custom_id or "").endswith(f":{index}") and c.custom_id.startswith("lab:o:"))
            tally.press(starts_play, member.id, what)
            await actor.click(msg, custom_id=b.custom_id)
            return
        if str(index) in [o.value for o in sel.options]:
            tally.press(starts_play, member.id, what)
            await actor.select(msg, [str(index)], custom_id=sel.custom_id)
            return
        # another page (region pages hold no run of indexes): the page before or after
        pages = [c for c in comps if (c.custom_id or "").startswith("lab:p:")]
        here = int(sel.custom_id.rsplit(":", 1)[1])
        targets = [int(c.custom_id.rsplit(":", 1)[1]) for c in pages]
        want = next(i for i, (_, ixs) in enumerate(laid) if index in ixs)
        pick = pages[targets.index(here + 1)] if want > here else pages[targets.index(here - 1)]
        tally.press(starts_play, member.id, "(page)")
        starts_play = False
        await actor.click(msg, custom_id=pick.custom_id)
    raise RuntimeError("could not reach the option")


def card_key(svc: Any, key: str) -> tuple[int, ...] | None:
    """Which card is under way in the channel's game: (turn, Action Phases begun, cards played in
    this one), from the service's live game (None when it has none)."""
    live = svc.cache.get(key)
    if live is None or live.game is None:
        return None
    st = live.game.state
    return (st.turn, st.action_phase, st.cards_played)


async def decide(
    env: simcord.Env, actor: Any, channel: Any, key: str, rng: random.Random, tally: Tally, how: str = "newest"
) -> bool:
    """One decision of `actor`, from where `how` says: "newest" (the newest prompt they see), "dm"
    (their DM), "channel" (the channel's Decide, else the DM)."""
    svc = env.bot.labyrinth.svc  # type: ignore[attr-defined]
    r = await svc.prompt(key, str(actor.id))
    if not r.ok or r.prompt is None:
        return False
    p = r.prompt
    dm = actor.user.dm_channel.id
    starts_play = any(o.id.startswith("play:") for o in p.options)
    # (a card counts as played once it is done, engine/cardplay.py: the key stays while it resolves)
    under_way, opening = card_key(svc, key), starts_play
    if not starts_play:
        tally.card(under_way)
    index = rng.randrange(len(p.options))
    chains = [i for i, o in enumerate(p.shown) if CHAIN in o.id and not o.id.startswith("play:")]
    if chains:  # a player takes an offered shortcut (issue 19)
        index = rng.choice(chains)
    tally.labels += len(p.shown)
    tally.long_labels += sum(len(o.label) > 100 for o in p.shown)
    m = None
    if how == "channel":
        d = find_decide(env, actor.id, {channel.id}, p.game_id)
        if d is not None:
            tally.press(starts_play, actor.id, "(Decide)")
            starts_play = False
            await actor.click(
                to_discord_message(env, d), custom_id=next(c for c in custom_ids(d) if c.startswith("lab:d:"))
            )
    m = find_prompt(env, actor.id, {dm} if how == "dm" else {channel.id, dm}, p.game_id, p.version)
    if m is None:  # nothing to press: ask for it
        tally.press(starts_play, actor.id, "(/labyrinth choose)")
        starts_play = False
        await actor.slash(channel, "labyrinth choose")
        m = find_prompt(env, actor.id, {channel.id, dm}, p.game_id, p.version)
    assert m is not None, f"no prompt for {actor} at version {p.version}"
    tally.menus += 1
    tally.same += reads_the_same(m)
    what = f"{p.text[:50]} -> {p.shown[index].label[:50]}"
    await press(env, actor, m, index, tally, starts_play, menu_pages(p.shown), what)
    if opening:
        tally.opened(under_way)
    tally.decisions += 1
    return True


def post_length(m: Any) -> int:
    n = len(m.content or "")
    for e in m.embeds:
        n += len(e.get("title") or "") + len(e.get("description") or "")
        n += sum(len(f.get("name", "")) + len(f.get("value", "")) for f in e.get("fields", []))
        n += len((e.get("footer") or {}).get("text", ""))
    return n


class Game:
    """One game's figures, measured from the stored messages (`before`: those that existed before it)."""

    def __init__(self, env: simcord.Env, kind: str, channel: Any, dms: set[int]) -> None:
        self.env, self.kind, self.channel, self.dms = env, kind, channel, dms
        self.before = {m.id for m in stored_all(env)}
        self.tally = Tally()
        self.start: tuple[int, int] = (0, 0)

    def counts(self) -> tuple[int, int]:
        posts = private = 0
        for m in stored_all(self.env):
            if m.id in self.before or m.author_id != self.env.bot.user.id:  # type: ignore[union-attr]
                continue
            if m.channel_id == self.channel.id and not m.is_ephemeral:
                posts += 1
            elif m.channel_id in self.dms or (m.is_ephemeral and m.channel_id == self.channel.id):
                private += 1
        return posts, private

    def mine(self) -> list[Any]:
        return [m for m in stored_all(self.env) if m.id not in self.before and m.author_id == self.env.bot.user.id]  # type: ignore[union-attr]

    def figures(self, reasons: Callable[[str], bool]) -> dict[str, Any]:
        posts, private = self.counts()
        public = [m for m in self.mine() if m.channel_id == self.channel.id and not m.is_ephemeral]
        film = "-"
        undescribed = pictures = 0
        for m in self.mine():
            for a in m.attachments:
                pictures += 1
                undescribed += not a.get("description")
                if "-film." in a["filename"]:
                    film = film_format(self.env.backend.cdn.get(a["url"]) or b"")
        decisions = max(1, self.tally.decisions)
        return {
            "decisions": self.tally.decisions,
            "posts": (posts - self.start[0]) / decisions,
            "private": (private - self.start[1]) / decisions,
            "notify": self.tally.notifications / self.tally.handovers if self.tally.handovers else None,
            "longest": max((post_length(m) for m in public), default=0),
            "plays": self.tally.own,
            "same": self.tally.same,
            "menus": self.tally.menus,
            "long": self.tally.long_labels,
            "labels": self.tally.labels,
            "reasons": sum(reasons(line) for m in public for line in (m.content or "").split("\n")),
            "film": film,
            "undescribed": undescribed,
            "pictures": pictures,
        }


def film_format(data: bytes) -> str:
    try:
        from PIL import Image

        with Image.open(io.BytesIO(data)) as im:
            return f"{im.format} {getattr(im, 'n_frames', 1)} frames"
    except Exception as e:  # noqa: BLE001  (a figure, not a failure)
        return f"unreadable ({type(e).__name__})"


async def two_player(env: simcord.Env, seed: int, cap: int) -> Game:
    rng = random.Random(seed)
    guild = env.create_guild(name=f"two {seed}")
    channel = guild.create_text_channel("labyrinth")
    ann = guild.add_member(env.create_user(f"ann{seed}"))
    bob = guild.add_member(env.create_user(f"bob{seed}"))
    dms = {ann.id: ann.user.dm_channel.id, bob.id: bob.user.dm_channel.id}
    game = Game(env, "two", channel, set(dms.values()))
    await ann.slash(channel, "labyrinth new")
    await bob.slash(channel, "labyrinth join")
    await ann.slash(channel, "labyrinth start")
    game.start = game.counts()
    key = str(channel.id)
    svc = env.bot.labyrinth.svc  # type: ignore[attr-defined]
    tally = game.tally
    last: int | None = None
    answered = 0
    for _ in range(cap):
        info = await svc.info(key)
        if info is None or info.waiting_for is None:
            break
        actor = ann if info.waiting_for == "us" else bob
        how = "newest"
        if actor.id != last:  # a handover reached this player: one in seven from the DM
            how = "dm" if answered % 7 == 0 else "channel"
            answered += 1
        last = actor.id
        seen = {m.id for m in stored_all(env)}
        await decide(env, actor, channel, key, rng, tally, how)
        info = await svc.info(key)
        if info is not None and info.waiting_for is not None:
            nxt = ann if info.waiting_for == "us" else bob
            if nxt.id != actor.id:  # a handover: its notifications
                tally.handovers += 1
                for m in stored_all(env):
                    if m.id in seen or m.author_id != env.bot.user.id:  # type: ignore[union-attr]
                        continue
                    if m.channel_id == dms[nxt.id] or (m.channel_id == channel.id and nxt.id in m.ping_user_ids):
                        tally.notifications += 1
    tally.finish()
    return game


async def alone(env: simcord.Env, seed: int, cap: int, kind: str, level: str) -> Game:
    rng = random.Random(seed)
    guild = env.create_guild(name=f"{kind} {seed}")
    channel = guild.create_text_channel("labyrinth")
    alice = guild.add_member(env.create_user(f"{kind}{seed}"))
    game = Game(env, kind, channel, {alice.user.dm_channel.id})
    options: dict[str, Any] = {"players": "solo"}
    if kind == "jihadist":
        options |= {"side": "jihadist", "level": level}
    if kind == "russian":
        await alice.slash(channel, "labyrinth language", code="ru")
        options["language"] = "ru"
    await alice.slash(channel, "labyrinth new", **options)
    await alice.slash(channel, "labyrinth start")
    game.start = game.counts()
    key = str(channel.id)
    for _ in range(cap):
        if not await decide(env, alice, channel, key, rng, game.tally):
            break
    game.tally.finish()
    return game


def reasoning(line: str) -> bool:
    """A US-bot reasoning line (in English or Russian, as the catalogs word its prefix)."""
    return any(line.lstrip("•-* ").startswith(i18n.t(lang, "usbot-reason", reason="")) for lang in ("en", "ru"))


def spread(xs: list[float], fmt: str = "{:.2f}") -> str:
    vals = [fmt.format(x) for x in xs]
    return vals[0] if len(set(vals)) == 1 else f"{min(vals, key=float)}-{max(vals, key=float)}"


async def main(seeds: list[int], cap: int, level: str, kinds: tuple[str, ...], worst: int = 0) -> None:
    games: list[dict[str, Any]] = []
    t0 = time.process_time()
    for seed in seeds:
        bot.core.service.secrets.randbelow = lambda n, s=seed: (s * 7919 + 12345) % n  # type: ignore[assignment]
        with tempfile.TemporaryDirectory() as tmp:
            client = LabyrinthClient(Config(db_path=Path(tmp) / "bench.sqlite3"), shard_count=1)
            async with simcord.run(client) as env:
                # a press that runs a bot's phase, or draws the film, may take long on a loaded machine: the
                # reminders' sweeper is stopped (a timer due while settling would keep it from settling)
                if client._sweeper is not None:
                    client._sweeper.cancel()
                    client._sweeper = None
                env.settle_timeout = 600.0
                for kind in kinds:
                    g = await two_player(env, seed, cap) if kind == "two" else await alone(env, seed, cap, kind, level)
                    f = g.figures(reasoning) | {"seed": seed, "kind": kind}
                    games.append(f)
                    for seq in sorted(g.tally.sequences, key=len, reverse=True)[:worst]:
                        print(f"  {len(seq)} presses: " + " | ".join(seq))
                    print(
                        f"seed {seed} {kind:<8} {f['decisions']:>4} decisions, posts {f['posts']:.2f}, "
                        f"private {f['private']:.2f}, longest {f['longest']}, same {f['same']}/{f['menus']}, "
                        f"film {f['film']}",
                        flush=True,
                    )
                assert client.labyrinth is not None
                await client.labyrinth.svc.close()
    cpu = time.process_time() - t0

    def col(k: str, which: tuple[str, ...] = KINDS) -> list[Any]:
        return [g[k] for g in games if g["kind"] in which and g[k] is not None]

    plays = [n for g in games for n in g["plays"]]
    shot = [g["film"].split(" ") for g in games if g["film"] != "-"]  # "GIF 78 frames"
    kinds_of = sorted({f[0] for f in shot})
    frames = [int(f[1]) for f in shot if len(f) > 1 and f[1].isdigit()]
    films = [
        f"{'/'.join(kinds_of)}, {min(frames)}-{max(frames)} frames ({len(shot)} films)" if frames else "none posted"
    ]
    dec = sum(col("decisions"))
    print(
        f"\nbench/discord_quiet.py: seeds {' '.join(map(str, seeds))}, games {', '.join(kinds)}; {dec} decisions, {cpu:.0f} s CPU"
    )
    rows = [
        ("new channel posts per decision", spread(col("posts")), "<= 0.15"),
        ("new private messages per decision (DMs counted)", spread(col("private")), "<= 0.35"),
        ("  2-player (1 handover in 7 answered from the DM)", spread(col("private", ("two",))), "<= 0.35"),
        ("notifications per handover (2-player)", spread(col("notify")), "1"),
        ("longest channel post, characters", spread(col("longest"), "{:.0f}"), "<= 1,200"),
        ("presses per card play, median / most",
         f"{statistics.median(plays):g} / {max(plays)}" if plays else "-", "<= 3 / <= 6"),
        ("menus with two options reading the same",
         f"{sum(col('same'))} of {sum(col('menus'))}", "0"),
        ("  of them in Russian", f"{sum(col('same', ('russian',)))} of {sum(col('menus', ('russian',)))}", "0"),
        ("option labels over 100 characters", f"{sum(col('long'))} of {sum(col('labels'))}", "0"),
        ("US-bot reasoning lines in channel posts", f"{sum(col('reasons'))}", "0"),
        ("pictures without a description", f"{sum(col('undescribed'))} of {sum(col('pictures'))}", "0"),
        ("film (format, frames)", "; ".join(films), "GIF, >= 10"),
    ]  # fmt: skip
    for name, value, aim in rows:
        print(f"{name:<52} {value:>22}   aim {aim}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4])
    ap.add_argument("--cap", type=int, default=600, help="the most decisions of one game")
    ap.add_argument("--level", default="standard", help="the US bot's level in the Jihadist game")
    ap.add_argument("--kinds", nargs="+", default=list(KINDS), choices=KINDS)
    ap.add_argument("--worst", type=int, default=0, help="print the N card plays with the most presses, per game")
    a = ap.parse_args()
    asyncio.run(main(a.seeds, a.cap, a.level, tuple(a.kinds), a.worst))
    sys.exit(0)
