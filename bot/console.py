"""The local console: the bot's commands in a terminal, on the same service and database.

One channel ("console"), one person who may sit on one or both sides (hotseat). Prompts are
shown with numbered options: type the number or the option id. Private messages are printed
with a label saying whom they are for; board images go to a folder. EOF ends the session.
"""

from __future__ import annotations

import asyncio
import json
import re
import shlex
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TextIO

from bot.config import Config
from bot.console_challenges import HELP as CHALLENGE_HELP
from bot.console_challenges import challenge_commands
from bot.service import GameService, PromptFor, Reply, role_label, solo_available
from engine.data import CARD_BY_NAME, CARDS, SCENARIOS, RuleEntry, lookup_rule
from engine.setup import IDEOLOGIES

CHANNEL = "console"

HELP = """Commands (the same as the Discord bot's):
  new [solo|two] [scenario] [length=1-3] [ideology=normal] [seed=N]
                        open a game; in a 2-player console game you sit on both sides
  join [us|jihadist]    take a seat          leave [us|jihadist]   give it up (before start)
  start                 deal and begin       status                the public state
  board                 save a board image   hand                  your hand(s) and Plots
  <number> | <id>       answer the prompt    play/choose <number|id>   the same
  prompt                show your decision again
  undo                  take back your last decision (until a die roll or a secret)
  history [n]           the last n decisions and log entries
  export [mine] [file]  write the game (or your own view) as JSON
  import <file>         load an exported game into this console
  resign                concede              abort                 end the game here
  pause [reason]        stop decisions, reminders and the deadline      resume    continue
  recheck               replay every stored game through the current rules
  rules <card or section>   a card's text (number or name) or a rules section's summary (8.4.2, major jihad)
  help                  this list            quit                  leave (the game is saved)
Scenarios: {scenarios}. Ideologies (1-player): {ideologies}."""


class Console:
    def __init__(
        self,
        service: GameService,
        stdin: TextIO,
        stdout: TextIO,
        *,
        user_id: str = "console",
        user_name: str = "you",
        board_dir: Path = Path("boards"),
        channel: str = CHANNEL,
    ):
        self.svc = service
        self.stdin = stdin
        self.stdout = stdout
        self.user = user_id
        self.name = user_name
        self.board_dir = board_dir
        self.channel = channel
        self.current: PromptFor | None = None
        self.commands: dict[str, Callable[[list[str]], Awaitable[None]]] = {
            "new": self.cmd_new,
            "join": self.cmd_join,
            "leave": self.cmd_leave,
            "start": self.cmd_start,
            "status": self.cmd_status,
            "board": self.cmd_board,
            "hand": self.cmd_hand,
            "play": self.cmd_play,
            "choose": self.cmd_play,
            "prompt": self.cmd_prompt,
            "undo": self.cmd_undo,
            "history": self.cmd_history,
            "export": self.cmd_export,
            "import": self.cmd_import,
            "resign": self.cmd_resign,
            "abort": self.cmd_abort,
            "pause": self.cmd_pause,
            "resume": self.cmd_resume,
            "recheck": self.cmd_recheck,
            "rules": self.cmd_rules,
            "help": self.cmd_help,
        }
        self.commands.update(challenge_commands(self))

    # ------------------------------------------------------------------ I/O
    def say(self, text: str = "") -> None:
        self.stdout.write(text + "\n")
        self.stdout.flush()

    async def ask(self, prompt: str) -> str | None:
        """One line of input, or None at end of input."""
        self.stdout.write(prompt)
        self.stdout.flush()
        line = await asyncio.to_thread(self.stdin.readline)
        if line == "":
            self.say()
            return None
        return line.strip()

    def show(self, r: Reply) -> None:
        if not r.ok:
            self.say(f"! {r.error}")
        for text in r.public:
            self.say(label_block("[channel]", text))
        for m in r.private:
            who = "you" if m.user_id == self.user else m.user_id
            tag = f"[private to {who}{f' as {role_label(m.role)}' if m.role else ''}]"
            self.say(label_block(tag, m.text))
        for img in r.images:
            self.board_dir.mkdir(parents=True, exist_ok=True)
            path = self.board_dir / img.filename
            path.write_bytes(img.png)
            self.say(f"[board] turn {img.turn}, {img.phase}: saved {path}")
        if r.prompt is not None:
            if r.prompt.user_id == self.user:
                self.current = r.prompt
                self.show_prompt(r.prompt)
            else:
                self.current = None
                self.say(f"[waiting for {r.prompt.user_name} ({role_label(r.prompt.role)})]")
        elif r.ok and self.current is not None and r.version is not None and r.version != self.current.version:
            self.current = None  # the game moved on and the decision shown is no longer ours

    def show_prompt(self, p: PromptFor) -> None:
        self.say(f">> {role_label(p.role)} decides: {p.text}")
        for i, o in enumerate(p.options, start=1):
            self.say(f"   {i:>2}. {o.label}  [{o.id}]")

    # ------------------------------------------------------------------ the loop
    async def run(self) -> int:
        self.say("Labyrinth: The War on Terror — local console. Type `help` for the commands.")
        if not await self.resume():
            await self.offer_quick_start()
        while True:
            line = await self.ask("> ")
            if line is None or line in ("quit", "exit"):
                self.say("Bye. Your game is saved; run the console again to continue.")
                return 0
            if line:
                await self.handle(line)

    async def resume(self) -> bool:
        """Show a running game; False when the channel has none."""
        info = await self.svc.info(self.channel)
        if info is None or info.status not in ("open", "active"):
            return False
        self.show(await self.svc.status(self.channel))
        p = await self.svc.prompt(self.channel, self.user)
        if p.ok:
            self.show(p)
        return True

    async def offer_quick_start(self) -> None:
        solo = solo_available()
        what = (
            "a 1-player Let's Roll! game (you play the US against the Jihadist bot)"
            if solo
            else "a 2-player Let's Roll! game in hotseat (you play both sides; the 1-player bot is not available yet)"
        )
        answer = await self.ask(f"No game is running here. Start {what} now? [Y/n] ")
        if answer is None or answer.lower() not in ("", "y", "yes"):
            self.say("Type `new` to open a game, or `help`.")
            return
        await self.cmd_new(["solo" if solo else "two"], start=True)

    async def handle(self, line: str) -> None:
        try:
            words = shlex.split(line)
        except ValueError as e:
            self.say(f"! Cannot read that line: {e}")
            return
        cmd, args = words[0].lower(), words[1:]
        if cmd in self.commands:
            await self.commands[cmd](args)
        elif self.option_for(line) is not None or (line.isdigit() and self.current is not None):
            await self.cmd_play([line])
        elif line.isdigit():
            self.say("! No decision of yours is waiting (`prompt` shows it; `status` shows whose turn it is).")
        else:
            self.say(f"! Unknown command {cmd!r}. Type `help` for the list, or a number to answer the prompt.")

    def option_for(self, text: str) -> str | None:
        """The option id meant by a number or an id of the prompt shown last."""
        p = self.current
        if p is None:
            return None
        if text.isdigit():
            n = int(text)
            return p.options[n - 1].id if 1 <= n <= len(p.options) else None
        return text if text in {o.id for o in p.options} else None

    # ------------------------------------------------------------------ commands
    async def cmd_new(self, args: list[str], start: bool = False) -> None:
        opts: dict[str, str] = {}
        players = "two"
        scenario = "lets_roll"
        for a in args:
            key, sep, value = a.partition("=")
            if sep:
                opts[key.lower()] = value
            elif a.lower() in ("solo", "two", "1", "2"):
                players = {"1": "solo", "2": "two"}.get(a.lower(), a.lower())
            elif a in SCENARIOS:
                scenario = a
            else:
                self.say(f"! Unknown setting {a!r}. Scenarios: {', '.join(SCENARIOS)}; players: solo or two.")
                return
        unknown = set(opts) - {"length", "ideology", "seed", "scenario", "position"}
        if unknown:
            self.say(f"! Unknown setting {sorted(unknown)[0]!r}: use length=, ideology=, seed=, position=FILE.json.")
            return
        position = None
        if "position" in opts:
            try:
                position = json.loads(Path(opts["position"]).read_text())
            except (OSError, ValueError) as e:
                self.say(f"! Cannot read the position file {opts['position']!r}: {e}")
                return
            if not isinstance(position, dict):
                self.say("! A position file holds one JSON object (see engine/position.py).")
                return
        try:
            length = int(opts.get("length", "1"))
            seed = int(opts["seed"]) if "seed" in opts else None
        except ValueError:
            self.say("! length and seed must be whole numbers.")
            return
        r = await self.svc.create(
            self.channel,
            self.user,
            self.name,
            scenario=opts.get("scenario", scenario),
            players=players,
            side="us",
            length=length,
            ideology=opts.get("ideology", "normal"),
            seed=seed,
            position=position,
        )
        self.show(r)
        if not r.ok:
            return
        if players == "two":
            self.show(await self.svc.join(self.channel, self.user, self.name, "jihadist"))
        if start:
            self.show(await self.svc.start(self.channel, self.user))

    async def cmd_join(self, args: list[str]) -> None:
        self.show(await self.svc.join(self.channel, self.user, self.name, args[0].lower() if args else None))

    async def cmd_leave(self, args: list[str]) -> None:
        self.show(await self.svc.leave(self.channel, self.user, args[0].lower() if args else None))

    async def cmd_start(self, args: list[str]) -> None:
        self.show(await self.svc.start(self.channel, self.user))

    async def cmd_status(self, args: list[str]) -> None:
        self.show(await self.svc.status(self.channel))

    async def cmd_board(self, args: list[str]) -> None:
        self.show(await self.svc.board(self.channel))

    async def cmd_hand(self, args: list[str]) -> None:
        self.show(await self.svc.hand(self.channel, self.user))

    async def cmd_prompt(self, args: list[str]) -> None:
        self.show(await self.svc.prompt(self.channel, self.user))

    async def cmd_play(self, args: list[str]) -> None:
        if len(args) != 1:
            self.say("! Say which option: `play 3` or `play <option id>`.")
            return
        if self.current is None:
            # maybe it is our decision and we have not seen it yet
            r = await self.svc.prompt(self.channel, self.user)
            if not r.ok:
                self.show(r)
                return
            self.current = r.prompt
        option = self.option_for(args[0])
        if option is None:
            n = len(self.current.options) if self.current else 0
            self.say(f"! {args[0]!r} is not an option: type a number from 1 to {n} or an option id.")
            return
        version = self.current.version if self.current else None
        self.show(await self.svc.act(self.channel, self.user, option, version))

    async def cmd_undo(self, args: list[str]) -> None:
        self.show(await self.svc.undo(self.channel, self.user))

    async def cmd_history(self, args: list[str]) -> None:
        if args and not args[0].isdigit():
            self.say("! `history` takes a number of entries: `history 30`.")
            return
        n = int(args[0]) if args else 20
        self.show(await self.svc.history(self.channel, self.user, n))

    async def cmd_export(self, args: list[str]) -> None:
        mine = bool(args) and args[0].lower() == "mine"
        rest = args[1:] if mine else args
        r = await (self.svc.export_view if mine else self.svc.export)(self.channel, self.user)
        self.show(r)
        if r.ok and r.attachment is not None:
            path = Path(rest[0]) if rest else Path(r.attachment.filename)
            try:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(r.attachment.text, encoding="utf-8")
            except OSError as e:
                self.say(f"! Cannot write {path}: {e}")
                return
            self.say(f"[export] written to {path}")

    async def cmd_import(self, args: list[str]) -> None:
        if len(args) != 1:
            self.say("! Say which file: `import labyrinth-game-3.json`.")
            return
        try:
            text = Path(args[0]).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            self.say(f"! Cannot read {args[0]}: {e}")
            return
        self.show(await self.svc.import_game(self.channel, self.user, self.name, text))

    async def cmd_resign(self, args: list[str]) -> None:
        self.show(await self.svc.resign(self.channel, self.user, args[0].lower() if args else None))

    async def cmd_abort(self, args: list[str]) -> None:
        # the console's user owns the terminal: a channel manager here
        self.show(await self.svc.abort(self.channel, self.user, is_manager=True))

    async def cmd_pause(self, args: list[str]) -> None:
        # the console's user owns the terminal: a channel manager here
        self.show(await self.svc.pause(self.channel, self.user, " ".join(args), is_manager=True))

    async def cmd_resume(self, args: list[str]) -> None:
        self.show(await self.svc.resume(self.channel, self.user, is_manager=True))

    async def cmd_recheck(self, args: list[str]) -> None:
        results = await self.svc.recheck_all()
        if not results:
            self.say("No started games are stored.")
        for res in results:
            if res.ok:
                self.say(
                    f"game #{res.game_id} ({res.channel}, {res.status}): {res.actions} decisions replay; snapshot refreshed"
                )
            else:
                where = f"decision {res.seq} ({res.option_id}): " if res.seq is not None else ""
                self.say(f"! game #{res.game_id} ({res.channel}, {res.status}): {where}{res.message}")

    async def cmd_rules(self, args: list[str]) -> None:
        self.say(lookup_text(" ".join(args)))

    async def cmd_help(self, args: list[str]) -> None:
        self.say(HELP.format(scenarios=", ".join(SCENARIOS), ideologies=", ".join(IDEOLOGIES)))
        self.say(CHALLENGE_HELP)


def label_block(tag: str, text: str) -> str:
    lines = text.splitlines() or [""]
    pad = " " * (len(tag) + 1)
    return "\n".join([f"{tag} {lines[0]}", *(pad + line for line in lines[1:])])


def card_text(query: str) -> str:
    """The text of a card by number or (part of) its name."""
    q = query.strip().lstrip("#")
    if not q:
        return "! Say which card: `rules 17` or `rules Moro Talks`."
    if q.isdigit():
        matches = [int(q)] if int(q) in CARDS else []
    else:
        exact = [n for n, c in CARDS.items() if c.name.lower() == q.lower()]
        matches = exact or [n for n, c in CARDS.items() if q.lower() in c.name.lower()]
    if not matches:
        return f"! No card matches {query!r} (cards are numbered 1-{max(CARDS)})."
    if len(matches) > 1 and len({CARDS[n].name for n in matches}) > 1:
        return "Several cards match: " + ", ".join(f"#{n} {CARDS[n].name}" for n in matches)
    out = []
    for n in matches:
        c = CARDS[n]
        tags = [f"{c.ops} Ops", c.side]
        tags += [t for t, on in (("REMOVE", c.remove), ("Mark", c.mark), ("Lapsing", c.lapsing)) if on]
        out.append(f"#{n} {c.name} ({', '.join(tags)})")
        if c.playable_if:
            out.append(f"Playable if: {c.playable_if}")
        out.append(c.effect)
    return "\n".join(out)


#: "8.4.2", "§8.4", "section 8", "rule 8.4": a rules section (a bare "8" is card 8)
_SECTION_QUERY = re.compile(
    r"^(?:§\s*|(?:section|rule)s?\s+)\d{1,2}(?:\.\d+)*\.?$|^\d{1,2}(?:\.\d+)+\.?$", re.IGNORECASE
)


def _rule_line(e: RuleEntry) -> str:
    return f"§{e.section} {e.title}" if e.section else f"Glossary: {e.title}"


def _rule_block(e: RuleEntry) -> str:
    see = f" (see {', '.join(e.see)})" if e.see else ""
    return f"{_rule_line(e)}\n{e.summary}{see}"


def rules_reply(entries: list[RuleEntry], *, by_number: bool) -> str:
    """Rules entries as text: a section with its subsections listed, or the entries found by words."""
    if by_number:
        rest = [f"  {_rule_line(e)}" for e in entries[1:]]
        return "\n".join([_rule_block(entries[0]), *(["Subsections:", *rest] if rest else [])])
    if len(entries) <= 3:
        return "\n\n".join(_rule_block(e) for e in entries)
    return "\n\n".join(
        [_rule_block(entries[0]), "Also: " + "; ".join(_rule_line(e) for e in entries[1:12])]
        + (["(`rules 8.4.2` shows a section by number)"] if len(entries) > 12 else [])
    )


def lookup_text(query: str) -> str:
    """Answer `rules <query>`: a rules section by number; a card by number or name; a rule title or term.

    Precedence: section number, card number, exact card name, exact rule title or glossary term,
    part of a card name, words of rule titles or terms. Summaries are our own, not the rulebook's text.
    """
    q = " ".join(query.split())
    if _SECTION_QUERY.match(q):
        entries = lookup_rule(q)
        if not entries:
            return f"! No rules section {q} (sections run from 1.0 to 9.7)."
        return rules_reply(entries, by_number=True)
    if not q or q.lstrip("#").isdigit() or q.lower() in CARD_BY_NAME:
        return card_text(query)
    entries = lookup_rule(q)
    if entries and re.findall(r"[a-z0-9]+", entries[0].title.lower()) == re.findall(r"[a-z0-9]+", q.lower()):
        cards = [f"#{n} {c.name}" for n, c in CARDS.items() if q.lower() in c.name.lower()]
        hint = f"\n\nCards named like this: {', '.join(cards[:10])}" if cards else ""
        return rules_reply(entries, by_number=False) + hint
    card = card_text(query)
    if entries and card.startswith("! "):
        return rules_reply(entries, by_number=False)
    return card


async def run_console(config: Config, stdin: TextIO, stdout: TextIO, user_name: str = "you") -> int:
    service = await GameService.open(config.db_path)
    try:
        console = Console(service, stdin, stdout, user_name=user_name, board_dir=config.board_dir)
        return await console.run()
    finally:
        await service.close()
