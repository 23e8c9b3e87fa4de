"""Console commands for challenges, game records, replays and stats (see bot/core/challenges.py and
bot/core/records.py). `Console` registers them with `challenge_commands(console)`.

An attempt is played in its own channel key; `challenge start` and `challenge continue` move the
console there (so the ordinary commands — numbers, `board`, `undo`, `history` — apply to it) and
the console comes back to its own channel when the attempt ends (or with `challenge back`).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Protocol

from bot.core import i18n
from bot.core.challenges import ChallengeService
from bot.core.records import RecordService
from bot.core.replies import PromptFor, Reply
from bot.core.service import GameService
from bot.core.store import GameRow
from bot.core.texts import SCENARIO_NAMES


class Console(Protocol):
    """What these commands use of the console (bot/console/console.py), which registers them:
    named here so that this module does not import the console back."""

    svc: GameService
    channel: str
    user: str
    name: str
    current: PromptFor | None
    lang: str

    def say(self, text: str = "") -> None: ...

    async def show(self, r: Reply, *, drop: tuple[str, ...] = ()) -> None: ...

Handler = Callable[[list[str]], Awaitable[None]]


def write_file(console: Console, path: Path, text: str) -> bool:
    """Write `text` to `path` (making its folder); say why not and return False when it fails."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    except OSError as e:
        console.say(i18n.t(console.lang, "console-cannot-write", path=str(path), error=str(e)))
        return False
    return True

class ChallengeCommands:
    def __init__(self, console: Console):
        self.console = console
        self.challenges = ChallengeService(console.svc)
        self.records = RecordService(console.svc, self.challenges)
        self.home = console.channel
        self.challenges.board_listeners.append(self._leaderboard_posted)
        console.svc.end_hooks.append(self._game_ended)

    def commands(self) -> dict[str, Handler]:
        return {
            "challenge": self.cmd_challenge,
            "challenges": self.cmd_challenge,
            "record": self.cmd_record,
            "records": self.cmd_record,
            "replay": self.cmd_replay,
            "stats": self.cmd_stats,
        }

    def say(self, text: str) -> None:
        self.console.say(text)

    async def _leaderboard_posted(self, channel: str, reply: Reply) -> None:
        for text in reply.public:
            self.say(_block(f"[{channel}]", text))

    async def _game_ended(self, row: GameRow, reply: Reply) -> None:
        if row.channel == self.console.channel != self.home and row.settings.get("challenge"):
            self.console.channel = self.home
            self.console.current = None
            reply.public.append(i18n.t(self.console.lang, "console-challenge-home"))

    # ------------------------------------------------------------------ challenge
    async def cmd_challenge(self, args: list[str]) -> None:
        if not args:
            self.say(i18n.t(self.console.lang, "help-console-challenges"))
            return
        sub, rest = args[0].lower(), args[1:]
        user, name = self.console.user, self.console.name
        if sub == "new":
            await self.challenge_new(rest)
        elif sub == "list":
            await self.console.show(await self.challenges.list(None, open_only=not (rest and rest[0] == "all")))
        elif sub == "mine":
            await self.show_private(await self.challenges.describe_attempts(user))
        elif sub == "back":
            self.console.channel, self.console.current = self.home, None
            self.say(i18n.t(self.console.lang, "console-challenge-back"))
        elif sub in ("start", "continue", "board", "abandon", "leaderboard", "close"):
            if len(rest) != 1:
                self.say(i18n.t(self.console.lang, "console-challenge-which", command=sub))
                return
            code = rest[0]
            if sub == "start":
                r = await self.challenges.start(code, user, name)
                if r.ok:
                    await self.enter(code)
                await self.console.show(r)
            elif sub == "continue":
                r = await self.challenges.continue_(code, user)
                if r.ok:
                    await self.enter(code)
                await self.console.show(r)
            elif sub == "board":
                await self.console.show(await self.challenges.board(code, user))
            elif sub == "abandon":
                await self.console.show(await self.challenges.abandon(code, user))
            elif sub == "leaderboard":
                await self.console.show(await self.challenges.leaderboard(code))
            else:  # the console's user owns the terminal: a channel manager here
                await self.console.show(await self.challenges.close(code, user, is_manager=True))
        else:
            self.say(i18n.t(self.console.lang, "console-challenge-unknown", command=repr(sub)) + "\n" + i18n.t(self.console.lang, "help-console-challenges"))

    async def enter(self, code: str) -> None:
        a = await self.challenges.attempt(code, self.console.user)
        if a is not None and a.channel != self.console.channel:
            self.console.channel = a.channel
            self.console.current = None
            self.say(i18n.t(self.console.lang, "console-challenge-entered", code=code.upper()))

    async def challenge_new(self, args: list[str]) -> None:
        scenario, opts = "lets_roll", {}
        for a in args:
            key, sep, value = a.partition("=")
            if sep:
                opts[key.lower()] = value
            elif a in SCENARIO_NAMES:
                scenario = a
            else:
                self.say(i18n.t(self.console.lang, "console-challenge-bad-setting", setting=repr(a), scenarios=", ".join(SCENARIO_NAMES)))
                return
        unknown = set(opts) - {"length", "ideology", "title", "scenario", "side", "level"}
        if unknown:
            self.say(i18n.t(self.console.lang, "console-challenge-bad-key", setting=repr(sorted(unknown)[0])))
            return
        if not opts.get("length", "1").isdigit():
            self.say(i18n.t(self.console.lang, "console-challenge-bad-length"))
            return
        r = await self.challenges.new(
            self.home,
            self.console.user,
            self.console.name,
            scenario=opts.get("scenario", scenario),
            length=int(opts.get("length", "1")),
            ideology=opts.get("ideology", "normal"),
            title=opts.get("title", ""),
            side=opts.get("side", "us").lower(),
            level=opts.get("level") or None,
        )
        await self.console.show(r)

    async def show_private(self, r: Reply) -> None:
        if not r.ok:
            await self.console.show(r)
        for m in r.private:
            self.say(m.text)

    # ------------------------------------------------------------------ records
    async def cmd_record(self, args: list[str]) -> None:
        sub = args[0].lower() if args else "list"
        rest = args[1:]
        if sub == "list":
            n = int(rest[0]) if rest and rest[0].isdigit() else 20
            await self.console.show(await self.records.finished(limit=n))
            return
        if sub not in ("log", "export") or not rest or not rest[0].lstrip("#").isdigit():
            self.say(i18n.t(self.console.lang, "console-record-usage"))
            return
        game_id = int(rest[0].lstrip("#"))
        user = self.console.user
        r = await (self.records.log(game_id, user) if sub == "log" else self.records.export(game_id, user))
        if not r.ok or r.attachment is None:
            await self.console.show(r)
            return
        if sub == "log" and len(rest) == 1:
            self.say(r.attachment.text.rstrip("\n"))
            return
        path = Path(rest[1]) if len(rest) > 1 else Path(r.attachment.filename)
        if write_file(self.console, path, r.attachment.text):
            self.say(i18n.t(self.console.lang, "console-record-written", what=sub, game=game_id, path=str(path)))

    async def cmd_replay(self, args: list[str]) -> None:
        if len(args) == 2 and args[0].lstrip("#").isdigit() and args[1] == "film":
            await self.console.show(await self.records.film(int(args[0].lstrip("#")), self.console.user))
            return
        if not args or not args[0].lstrip("#").isdigit() or (len(args) > 1 and not args[1].isdigit()):
            self.say(i18n.t(self.console.lang, "console-replay-usage"))
            return
        r = await self.records.replay(int(args[0].lstrip("#")), self.console.user, int(args[1]) if len(args) > 1 else 1)
        await self.console.show(r)
        if r.ok and r.step < r.steps:
            self.say(i18n.t(self.console.lang, "console-replay-next", game=r.game_id, step=r.step + 1))

    async def cmd_stats(self, args: list[str]) -> None:
        await self.console.show(await self.records.stats(args[0] if args else self.console.user))


def _block(tag: str, text: str) -> str:
    lines = text.splitlines() or [""]
    pad = " " * (len(tag) + 1)
    return "\n".join([f"{tag} {lines[0]}", *(pad + line for line in lines[1:])])


def challenge_commands(console: Console) -> dict[str, Handler]:
    """The console's challenge/record/replay/stats commands (kept on the console as `.challenges`)."""
    cc = ChallengeCommands(console)
    console.challenges = cc  # type: ignore[attr-defined]
    return cc.commands()
