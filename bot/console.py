"""The local console: the bot's commands in a terminal, on the same service and database.

One channel ("console"), one person who may sit on one or both sides (hotseat). Prompts are
shown with numbered options: type the number or the option id. Private messages are printed
with a label saying whom they are for; board images go to a folder. EOF ends the session.
On a terminal, lines are edited with readline (history kept next to the database, Tab completes
commands, option ids, card and country names), and an answer typed ahead for a decision that has
since changed is refused rather than taken for the new one.
"""

from __future__ import annotations

import asyncio
import logging
import re
import shlex
import threading
from collections.abc import Awaitable, Callable
from pathlib import Path
from queue import Queue
from typing import TextIO

from bot.config import Config
from bot.console_challenges import HELP as CHALLENGE_HELP
from bot.console_challenges import challenge_commands
from bot.service import PHASE_NAMES, GameService, PromptFor, Reply, role_label, solo_available
from engine.data import (
    CARD_BY_NAME,
    CARDS,
    COUNTRIES,
    SCENARIOS,
    RuleEntry,
    RuleTable,
    find_table,
    lookup_rule,
    rule_tables,
)
from engine.game import Option
from engine.position import read_position
from engine.setup import IDEOLOGIES
from engine.view import CountryView, View

log = logging.getLogger(__name__)

CHANNEL = "console"

HELP = """Commands (the same as the Discord bot's):
  new [solo|two] [scenario] [length=1-3] [ideology=normal] [seed=N]
                        open a game; in a 2-player console game you sit on both sides
  join [us|jihadist]    take a seat          leave [us|jihadist]   give it up (before start)
  start                 deal and begin       status                the public state
  board                 save a board image   hand                  your hand(s) and Plots
  <number> | <id>       answer the prompt    play/choose <number|id>   the same
  play <card number>    play that card (`play 11`); any word matching one option answers too
  prompt [all]          show your decision again (`all`: every option with its id)
  card <number|name>    a card's text        countries (or map)    the board as text
  verbose [on|off]      show or hide the bot's reasoning and dice in the log
  undo                  take back your last decision (until a die roll or a secret)
  history [n]           the last n decisions and log entries
  export [mine] [file]  write the game (or your own view) as JSON
  import <file>         load an exported game into this console
  resign                concede              abort [yes]           end the game here (asks first)
  pause [reason]        stop decisions, reminders and the deadline      resume    continue
  recheck               replay every stored game through the current rules
  rules <card or section>   a card's text (number or name) or a rules section's summary (8.4.2, major jihad)
  rules tables          the game's tables: War of Ideas, Prestige, Posture, Tests, Jihadist rolls, levels, solitaire
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
        #: the game's version in the last reply shown: what an `undo` typed now refers to
        self.seen: int | None = None
        #: the current prompt's options in the order shown (numbers refer to this order)
        self.shown: list[Option] = []
        #: the last status line shown above a prompt (shown again only when it changes)
        self.last_status = ""
        #: show the bot's reasoning and the random-country dice in the channel text
        self.verbose = False
        #: the version of the decision last shown to the user, and the one shown when the line being
        #: handled was typed: an answer typed ahead for another decision is refused (issue 16)
        self.shown_version: int | None = None
        self.typed_for: int | None = None
        #: lines read ahead as they are typed (see start_reader); None: read on demand
        self.reader: Queue[tuple[str, int | None]] | None = None
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
            "card": self.cmd_card,
            "countries": self.cmd_countries,
            "map": self.cmd_countries,
            "verbose": self.cmd_verbose,
            "help": self.cmd_help,
        }
        self.commands.update(challenge_commands(self))

    # ------------------------------------------------------------------ I/O
    def say(self, text: str = "") -> None:
        self.stdout.write(text + "\n")
        self.stdout.flush()

    async def ask(self, prompt: str) -> str | None:
        """One line of input, or None at end of input. `typed_for` keeps the version of the decision
        shown when the line was typed (a line typed ahead may be meant for an earlier decision)."""
        if self.reader is None:
            self.stdout.write(prompt)
            self.stdout.flush()
            line = await asyncio.to_thread(self.stdin.readline)
            self.typed_for = self.shown_version
        else:
            if self.reader.empty():
                self.stdout.write(prompt)
                self.stdout.flush()
            line, self.typed_for = await asyncio.to_thread(self.reader.get)
        if line == "":
            self.say()
            return None
        return line.strip()

    def start_reader(self, read_line: Callable[[], str] | None = None) -> None:
        """Read lines as they are typed, each with the decision shown at that moment (a terminal)."""
        queue: Queue[tuple[str, int | None]] = Queue()
        next_line = read_line or self.stdin.readline

        def read() -> None:
            while True:
                line = next_line()
                queue.put((line, self.shown_version))
                if line == "":
                    return

        threading.Thread(target=read, name="console-input", daemon=True).start()
        self.reader = queue

    async def show(self, r: Reply, *, drop: tuple[str, ...] = ()) -> None:
        """Print a reply: refusal, public lines (tidied), private messages, images, then the prompt.

        `drop`: public lines to leave out (e.g. "`start` to begin" when the console starts at once)."""
        if not r.ok:
            self.say(f"! {r.error}")
        self.seen = r.version if r.version is not None else self.seen
        mine = r.prompt is not None and r.prompt.user_id == self.user
        skip = set(drop)
        if mine and r.prompt is not None:  # the prompt right below says who decides
            skip.add(f"Waiting for {r.prompt.user_name} ({role_label(r.prompt.role)}).")
        for item in r.in_order():  # private messages between the public ones, in game order
            if not isinstance(item, str):
                who = "you" if item.user_id == self.user else item.user_id
                tag = f"[private to {who}{f' as {role_label(item.role)}' if item.role else ''}]"
                self.say(label_block(tag, "\n".join(join_draws(item.text.splitlines()))))
                continue
            lines, hidden = tidy_log(item.splitlines(), skip, brief=not self.verbose)
            if hidden:
                lines.append(
                    f"({hidden} line{'s' if hidden > 1 else ''} of the bot's reasoning and dice hidden: "
                    "`verbose on` shows them, `history` keeps everything)"
                )
            if lines:
                self.say(label_block("[channel]", "\n".join(lines)))
        for img in r.images:
            self.board_dir.mkdir(parents=True, exist_ok=True)
            path = self.board_dir / img.filename
            path.write_bytes(img.png)
            self.say(f"[board] turn {img.turn}, {img.phase}: saved {path}")
        if r.prompt is not None:
            if mine:
                self.current = r.prompt
                await self.show_prompt(r.prompt)
            else:
                self.current = None
                self.say(f"[waiting for {r.prompt.user_name} ({role_label(r.prompt.role)})]")
        elif r.ok and self.current is not None and r.version is not None and r.version != self.current.version:
            self.current = None  # the game moved on and the decision shown is no longer ours

    async def show_prompt(self, p: PromptFor, *, full: bool = False) -> None:
        """The decision: a status line when the tracks changed, the card's text when choosing how to
        play it, then the options (long lists grouped, counts on one line)."""
        view = await self.svc.public_view(self.channel)
        if view is not None:
            line = status_line(view)
            if line != self.last_status:
                self.say(line)
                self.last_status = line
        self.say(f">> {role_label(p.role)} decides: {p.text}")
        if p.kind == "how":
            for line in card_hint(p.text, role_label(p.role)):
                self.say(f"   {line}")
        options = annotate_countries(p.options, view)
        values = count_values(options)
        if values is not None and not full:
            self.shown = list(options)
            self.say(f"   Type how many: {number_range(values)}")
            self.shown_version = p.version
            return
        lines, self.shown = layout(options, full=full)
        for line in lines:
            self.say(line)
        if p.kind == "card":
            self.say("   (`card <number>` shows a card's text)")
        self.shown_version = p.version

    # ------------------------------------------------------------------ a terminal: history, Tab, typing ahead
    def words(self) -> list[str]:
        """What Tab completes: commands, the options on offer (ids and card numbers), card and country names."""
        out = list(self.commands) + ["quit"]
        if self.current is not None:
            out += [o.id for o in self.current.options]
        out += [str(n) for n in CARDS] + [c.name for c in CARDS.values()] + [c.name for c in COUNTRIES.values()]
        return list(dict.fromkeys(out))

    def complete(self, text: str, state: int) -> str | None:
        """A `readline` completer: the `state`-th word starting with `text` (case ignored)."""
        t = text.lower()
        found = [w for w in self.words() if w.lower().startswith(t)]
        return found[state] if state < len(found) else None

    def use_terminal(self, history: Path) -> None:
        """On a terminal: line editing, history kept in `history`, Tab completion (the standard
        library's readline where it exists), and lines read as typed so that each answer keeps the
        decision it was typed for. Never used when the input is piped (tests, scripts)."""
        try:
            import readline
        except ImportError:  # no GNU readline here: plain lines, still tied to their decision
            self.start_reader()
            return
        try:
            readline.read_history_file(history)
        except OSError:
            pass
        readline.set_history_length(1000)
        readline.set_completer_delims(" \t\n")
        readline.set_completer(self.complete)
        readline.parse_and_bind("tab: complete")

        def read_line() -> str:
            try:
                line = input()
            except EOFError:
                return ""
            try:
                history.parent.mkdir(parents=True, exist_ok=True)
                readline.write_history_file(history)
            except OSError:
                pass
            return line + "\n"

        self.start_reader(read_line)

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
                try:
                    await self.handle(line)
                except Exception as e:  # no input may end the session: report it and go on
                    log.exception("console command failed: %.200s", line)
                    self.say(f"! Unexpected error (a bug; it was logged): {type(e).__name__}: {str(e)[:300]}. Go on.")

    async def resume(self) -> bool:
        """Show a running game; False when the channel has none."""
        info = await self.svc.info(self.channel)
        if info is None or info.status not in ("open", "active"):
            return False
        await self.show(await self.svc.status(self.channel))
        p = await self.svc.prompt(self.channel, self.user)
        if p.ok:
            await self.show(p)
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
        elif self.option_for(line) is not None or (line.isdigit() and (self.current or self.seen) is not None):
            await self.cmd_play([line], by_word=False)
        elif line.isdigit():
            self.say("! No decision of yours is waiting (`prompt` shows it; `status` shows whose turn it is).")
        elif self.current is not None and self.matches(" ".join(words)):
            await self.cmd_play([" ".join(words)], by_word=False)
        elif OPTION_ID.match(line):
            await self.not_now(line)
        else:
            self.say(f"! Unknown command {cmd!r}. Type `help` for the list, or a number to answer the prompt.")

    async def not_now(self, text: str) -> None:
        """An option id that is not on offer now: say what the game waits for."""
        r = await self.svc.prompt(self.channel, self.user)
        if r.ok and r.prompt is not None:
            self.say(f"! {text!r} is not an option now: the game waits for your decision: {r.prompt.text} "
                     "(`prompt` shows the options).")
        else:
            why = (r.error or "").removeprefix("It is not your decision: ")
            self.say(f"! {text!r} is not an option now: {why[:1].lower() + why[1:] if why else 'no decision is waiting.'}")

    def matches(self, text: str, *, command: str | None = None) -> list[Option]:
        """The options a word may mean: by the last part of the id ("11" for play:11, "iraq" for
        country:iraq), else by the label (whole, then part of it). With `play`, "play:" ids first."""
        p = self.current
        if p is None:
            return []
        t = text.lower()
        found = [o for o in p.options if o.id.rsplit(":", 1)[-1].lower() == t]
        if not found and not t.isdigit():
            found = [o for o in p.options if o.label.lower() == t] or [o for o in p.options if t in o.label.lower()]
        if command == "play" and len(found) > 1:
            found = [o for o in found if o.id.startswith("play:")] or found
        return found

    def option_for(self, text: str) -> str | None:
        """The option id meant by a number or an id of the prompt shown last.

        Numbers follow the list as shown (long lists are grouped); in a "how many" prompt a number
        is the count itself."""
        p = self.current
        if p is None:
            return None
        shown = self.shown if {o.id for o in self.shown} == {o.id for o in p.options} else list(p.options)
        if text.isdigit():
            n = int(text)
            values = count_values(shown)
            if values is not None:
                if n in values:
                    return shown[values.index(n)].id
                if any(1 <= v <= len(shown) for v in values):
                    return None  # a number that could be a position or a count: take it as a count only
            return shown[n - 1].id if 1 <= n <= len(shown) else None
        return text if text in {o.id for o in p.options} else None

    def not_an_option(self, text: str) -> str:
        p = self.current
        values = count_values(self.shown) if p is not None else None
        if values is not None:
            return f"! {text!r} is not an option: type how many, {number_range(values)}."
        n = len(p.options) if p else 0
        return f"! {text!r} is not an option: type a number from 1 to {n} or an option id."

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
                position = read_position(Path(opts["position"]).read_bytes(), opts.get("scenario", scenario))
            except (OSError, ValueError) as e:
                self.say(f"! Cannot read the position file {opts['position']!r}: {e}")
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
        starting = ("Use `start` to begin.", "All seats are taken: `start` to begin.") if start else ()
        await self.show(r, drop=(*starting, "Waiting for a Jihadist player: `join`.") if players == "two" else starting)
        if not r.ok:
            return
        if players == "two":
            await self.show(await self.svc.join(self.channel, self.user, self.name, "jihadist"), drop=starting)
        if start:
            await self.show(await self.svc.start(self.channel, self.user))

    async def cmd_join(self, args: list[str]) -> None:
        await self.show(await self.svc.join(self.channel, self.user, self.name, args[0].lower() if args else None))

    async def cmd_leave(self, args: list[str]) -> None:
        await self.show(await self.svc.leave(self.channel, self.user, args[0].lower() if args else None))

    async def cmd_start(self, args: list[str]) -> None:
        await self.show(await self.svc.start(self.channel, self.user))

    async def cmd_status(self, args: list[str]) -> None:
        r = await self.svc.status(self.channel)
        await self.show(r)
        if r.ok and self.current is not None and self.current.version == r.version:
            self.say(f"(That is your decision as {role_label(self.current.role)}: `prompt` shows it again.)")

    async def cmd_board(self, args: list[str]) -> None:
        await self.show(await self.svc.board(self.channel))

    async def cmd_hand(self, args: list[str]) -> None:
        await self.show(await self.svc.hand(self.channel, self.user))

    async def cmd_prompt(self, args: list[str]) -> None:
        r = await self.svc.prompt(self.channel, self.user)
        if r.ok and r.prompt is not None and args and args[0].lower() == "all":
            self.current = r.prompt
            self.last_status = ""
            await self.show_prompt(r.prompt, full=True)
            return
        self.last_status = ""  # asked for: show the status line again
        await self.show(r)

    async def cmd_card(self, args: list[str]) -> None:
        self.say(card_text(" ".join(args)) if args else "! Say which card: `card 17` or `card Moro Talks`.")

    async def cmd_countries(self, args: list[str]) -> None:
        view = await self.svc.public_view(self.channel)
        self.say(countries_text(view) if view is not None else "! No game has started in this channel.")

    async def cmd_verbose(self, args: list[str]) -> None:
        if args and args[0].lower() not in ("on", "off"):
            self.say("! Use `verbose on` (show the bot's reasoning and dice) or `verbose off`.")
            return
        self.verbose = (args[0].lower() == "on") if args else not self.verbose
        self.say(
            "The bot's reasoning and the random-country dice are shown."
            if self.verbose
            else "The bot's reasoning and the random-country dice are hidden (`history` keeps them)."
        )

    async def cmd_play(self, args: list[str], *, by_word: bool = True) -> None:
        """Answer the decision: `play 11` (card 11 when it is among the options, else option 11),
        a bare number (the option's place in the list), an id, or any word matching one option."""
        if len(args) != 1:
            self.say("! Say which option: `play 3` or `play <option id>`.")
            return
        if self.current is None:
            # maybe it is our decision and we have not seen it yet
            r = await self.svc.prompt(self.channel, self.user)
            if not r.ok:
                await self.show(r)
                return
            self.current = r.prompt
            if r.prompt is not None:
                self.shown = layout(r.prompt.options)[1]
        if self.reader is not None and self.typed_for != (self.current.version if self.current else None):
            self.say(
                f"! {args[0]!r} was typed before this decision was shown, so it is not taken as its answer: "
                "read it and answer again."
            )
            return
        said = args[0]
        found = self.matches(said, command="play") if by_word else []
        option = found[0].id if len(found) == 1 and said.isdigit() else self.option_for(said)
        if option is None:
            found = found or self.matches(said)
            if len(found) == 1:
                option = found[0].id
            elif len(found) > 1:
                self.say(f"! {said!r} matches several options: " + "; ".join(f"{o.label} [{o.id}]" for o in found[:6])
                         + ". Type its number or id.")
                return
            elif OPTION_ID.match(said):
                await self.not_now(said)
                return
            else:
                self.say(self.not_an_option(said))
                return
        version = self.current.version if self.current else None
        await self.show(await self.svc.act(self.channel, self.user, option, version))

    async def cmd_undo(self, args: list[str]) -> None:
        await self.show(await self.svc.undo(self.channel, self.user, self.seen))

    async def cmd_history(self, args: list[str]) -> None:
        if args and not args[0].isdigit():
            self.say("! `history` takes a number of entries: `history 30`.")
            return
        n = int(args[0]) if args else 20
        await self.show(await self.svc.history(self.channel, self.user, n))

    async def cmd_export(self, args: list[str]) -> None:
        mine = bool(args) and args[0].lower() == "mine"
        rest = args[1:] if mine else args
        r = await (self.svc.export_view if mine else self.svc.export)(self.channel, self.user)
        await self.show(r)
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
        await self.show(await self.svc.import_game(self.channel, self.user, self.name, text))

    async def cmd_resign(self, args: list[str]) -> None:
        await self.show(await self.svc.resign(self.channel, self.user, args[0].lower() if args else None))

    async def cmd_abort(self, args: list[str]) -> None:
        # the console's user owns the terminal: a channel manager here
        if not (args and args[0].lower() in ("yes", "y")):
            answer = await self.ask("Abort the game for good (it cannot be resumed)? [y/N] ")
            if answer is None or answer.lower() not in ("y", "yes"):
                self.say("The game goes on (not aborted).")
                return
        await self.show(await self.svc.abort(self.channel, self.user, is_manager=True))

    async def cmd_pause(self, args: list[str]) -> None:
        # the console's user owns the terminal: a channel manager here
        await self.show(await self.svc.pause(self.channel, self.user, " ".join(args), is_manager=True))

    async def cmd_resume(self, args: list[str]) -> None:
        await self.show(await self.svc.resume(self.channel, self.user, is_manager=True))

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
    if q.lower() in ("table", "tables", "chart", "charts"):
        return tables_list()
    if _SECTION_QUERY.match(q):
        entries = lookup_rule(q)
        if not entries:
            return f"! No rules section {q} (sections run from 1.0 to 9.7)."
        return rules_reply(entries, by_number=True)
    if not q or q.lstrip("#").isdigit() or q.lower() in CARD_BY_NAME:
        return card_text(query)
    entries = lookup_rule(q)
    table = find_table(q)
    if entries and re.findall(r"[a-z0-9]+", entries[0].title.lower()) == re.findall(r"[a-z0-9]+", q.lower()):
        cards = [f"#{n} {c.name}" for n, c in CARDS.items() if q.lower() in c.name.lower()]
        hint = f"\n\nCards named like this: {', '.join(cards[:10])}" if cards else ""
        if table is not None and re.search(r"\b(?:tables?|charts?)\b", q.lower()):
            hint += "\n\n" + table_text(table)
        elif table is not None:
            hint += f"\n\n(`rules table {table.id}` shows the table: {table.title})"
        return rules_reply(entries, by_number=False) + hint
    if table is not None:
        return table_text(table)
    card = card_text(query)
    if entries and card.startswith("! "):
        return rules_reply(entries, by_number=False)
    if card.startswith("! No card matches"):
        return (
            f"! Nothing matches {q!r}: no card (by number 1-{max(CARDS)} or name), no rules section and no term. "
            "Try `rules 8.4`, `rules major jihad`, `rules FSB` or `rules tables`."
        )
    return card


#: what an option id looks like ("play:11", "country:iraq", "ops:reserves"): refused with the reason
#: when it is not on offer now, rather than taken for an unknown command
OPTION_ID = re.compile(r"^[a-z_]+:[A-Za-z0-9_:.-]+$")

def table_text(t: RuleTable) -> str:
    """A table as aligned text: title with its rule numbers, then one line per row."""
    width = min(46, max(len(r.cells[0]) for r in t.rows))
    lines = [f"{t.title} ({t.rules})"]
    if any(t.head):
        lines.append(f"  {t.head[0].ljust(width)}  {t.head[1]}".rstrip())
    for r in t.rows:
        left = r.cells[0]
        if len(left) > width:
            lines.append(f"  {left}")
            left = ""
        lines.append(f"  {left.ljust(width)}  {r.cells[1]}".rstrip())
    lines.append("(our summary; the rulebook and the Player Aid Cards are the authority)")
    return "\n".join(lines)


def tables_list() -> str:
    rows = [f"  rules table {t.id:<10} {t.title} ({t.rules})" for t in rule_tables()]
    return "\n".join(["The game's tables:", *rows])


# ---------------------------------------------------------------------- presentation helpers
#: public log lines that explain the bot's choices or roll for a random country (`verbose on` shows them)
_REASONING = ("Jihadist bot: ", "Random country: ")
_DRAW = re.compile(r"^You draw (#\d+ .+)$")
#: a long option list is grouped and laid out in columns
LONG_LIST = 12
WIDTH = 100


def tidy_log(lines: list[str], skip: set[str], *, brief: bool) -> tuple[list[str], int]:
    """Public lines without those in `skip` and, when `brief`, without the bot's reasoning
    (its "plays #N" lines stay). Returns the lines and how many reasoning lines were left out."""
    out, hidden = [], 0
    for line in lines:
        if line in skip:
            continue
        if brief and line.startswith(_REASONING):
            hidden += 1
            continue
        out.append(line)
    return out, hidden


def join_draws(lines: list[str]) -> list[str]:
    """Runs of "You draw #N Name" lines as one line: "You draw #1 A, #2 B, …"."""
    out: list[str] = []
    run: list[str] = []
    for line in [*lines, ""]:
        m = _DRAW.match(line)
        if m:
            run.append(m.group(1))
            continue
        if run:
            out.append("You draw " + ", ".join(run) if len(run) > 1 else f"You draw {run[0]}")
            run = []
        out.append(line)
    return out[:-1]


def status_line(v: View) -> str:
    """One line of what a player needs at every decision."""
    phase = PHASE_NAMES.get(v.phase, v.phase)
    world = f"World {(v.world_posture or 'even').title()} {v.world_posture_value}"
    reserves = " · ".join(f"{role_label(r)} Reserves {n}" for r, n in v.reserves.items() if n)
    return (
        f"-- Turn {v.turn}, {phase} · Prestige {v.prestige} · Funding {v.funding} · Troops {v.troops_on_track} "
        f"on track · Cells {v.cells_on_track} on track · US {v.us_posture.title()}, {world} · "
        f"Good Res {v.good_resources}, Islamist Rule Res {v.islamist_resources}"
        + (f" · {reserves}" if reserves else "")
        + " --"
    )


def card_hint(prompt_text: str, role: str) -> list[str]:
    """For "How will you play #N …?": the card's condition and Event text, shortened."""
    m = re.search(r"#(\d+)", prompt_text)
    if m is None or int(m.group(1)) not in CARDS:
        return []
    n = int(m.group(1))
    c = CARDS[n]
    out = []
    if c.playable_if:
        out.append(f"Playable if: {c.playable_if}")
    effect = c.effect.splitlines()
    out += [f"Event of #{n} {c.name}:", *(f"  {line}" for line in effect[:4])]
    if len(effect) > 4:
        out.append(f"… (`card {n}` shows the whole text)")
    if c.side not in (role, "Unassociated"):
        out.append(f"This is a {c.side} card: if you use it for Operations, its Event may happen too (6.3.2).")
    return out


def country_summary(c: CountryView) -> str:
    """What is in a country, in a few words: "Fair Ally, 2 Troops, 1 Sleeper Cell"."""
    if c.type == "non_muslim":
        head = c.posture.title() if c.posture else "no Posture"
    elif c.type == "iran":
        head = c.governance or "Fair"
    else:
        head = " ".join(x.title() if x.islower() else x for x in (c.governance, c.alignment) if x) or "unmarked"
    parts = [head]

    def count(n: int, what: str) -> None:
        if n:
            parts.append(f"{n} {what}{'s' if n > 1 else ''}")

    count(c.troops, "Troop")
    count(c.sleepers, "Sleeper Cell")
    count(c.actives, "Active Cell")
    if c.cadre:
        parts.append("Cadre")
    count(c.plots, "Plot")
    if c.aid:
        parts.append("Aid" if c.aid == 1 else f"{c.aid} Aid")
    if c.besieged:
        parts.append("Besieged Regime")
    if c.regime_change:
        parts.append("Regime Change")
    parts += c.markers
    return ", ".join(parts)


def annotate_countries(options: list[Option], view: View | None) -> list[Option]:
    """Options naming a country with no other information get the country's state in brackets."""
    if view is None:
        return list(options)
    by_id = {c.id: c for c in view.countries}
    out = []
    for o in options:
        c = by_id.get(o.id.removeprefix("country:")) if o.id.startswith("country:") else None
        out.append(Option(id=o.id, label=f"{o.label} ({country_summary(c)})") if c and o.label == c.name else o)
    return out


def count_values(options: list[Option]) -> list[int] | None:
    """The counts of a "how many" prompt (every label a whole number), else None."""
    if not options or not all(o.label.isdigit() for o in options):
        return None
    return [int(o.label) for o in options]


def number_range(values: list[int]) -> str:
    if values == list(range(values[0], values[0] + len(values))) and len(values) > 2:
        return f"{values[0]} to {values[-1]}"
    return " or ".join([", ".join(map(str, values[:-1])), str(values[-1])]) if len(values) > 1 else str(values[0])


_NOTE = re.compile(r"^(.+?) \(([^()]+)\)$")


def layout(options: list[Option], *, full: bool = False) -> tuple[list[str], list[Option]]:
    """Lines showing `options` and the options in the order shown (numbered from 1).

    Up to LONG_LIST options (or `full`): one per line with its id. A longer list: options sharing a
    bracketed note ("unmarked: Posture roll") under that note as a heading, names in columns; the
    groups and the other options in the order they first appear."""
    if len(options) <= LONG_LIST or full:
        lines = [f"   {i:>2}. {o.label}  [{o.id}]" for i, o in enumerate(options, start=1)]
        return lines, list(options)
    notes = [m.group(2) if (m := _NOTE.match(o.label)) else None for o in options]
    size = {n: notes.count(n) for n in notes if n is not None}
    sections: list[tuple[str | None, list[tuple[Option, str]]]] = []
    where: dict[str, int] = {}
    for o, note in zip(options, notes, strict=True):
        if note is not None and size[note] >= 3:
            if note not in where:
                where[note] = len(sections)
                sections.append((note, []))
            m = _NOTE.match(o.label)
            sections[where[note]][1].append((o, m.group(1) if m else o.label))
        elif sections and sections[-1][0] is None:
            sections[-1][1].append((o, o.label))
        else:
            sections.append((None, [(o, o.label)]))
    lines: list[str] = []
    shown: list[Option] = []
    for note, items in sections:
        cells = []
        for o, text in items:
            shown.append(o)
            cells.append(f"{len(shown):>2}. {text}")
        if note is None and len(items) < 6:
            lines += [f"   {c}" for c in cells]
            continue
        if note is not None:
            lines.append(f"   {note}:")
        lines += columns(cells, indent=6 if note is not None else 3)
    lines.append("   (type a number; `prompt all` lists the options with their ids)")
    return lines, shown


def columns(cells: list[str], *, indent: int) -> list[str]:
    width = max(len(c) for c in cells) + 2
    per_row = max(1, min(4, (WIDTH - indent) // width))
    return [
        " " * indent + "".join(c.ljust(width) for c in cells[i : i + per_row]).rstrip()
        for i in range(0, len(cells), per_row)
    ]


def countries_text(v: View) -> str:
    """The board as text: every Muslim country, and the non-Muslim countries with something on them."""
    muslim = [c for c in v.countries if c.type != "non_muslim"]
    other = [
        c
        for c in v.countries
        if c.type == "non_muslim"
        and (
            c.posture
            or c.troops
            or c.sleepers
            or c.actives
            or c.cadre
            or c.plots
            or c.markers
            or c.id == "united_states"
        )
    ]
    width = max(len(c.name) for c in [*muslim, *other]) + 1
    lines = ["Muslim countries (Resources in brackets):"]
    lines += [f"  {(c.name + ':').ljust(width)} {country_summary(c)} [R{c.resources}]" for c in muslim]
    lines.append("Non-Muslim countries with a Posture or pieces (the others are unmarked and empty):")
    lines += [f"  {(c.name + ':').ljust(width)} {country_summary(c)}" for c in other]
    extra = [
        f"Event box: {', '.join(v.event_box)}" if v.event_box else "",
        f"Lapsing: {', '.join(v.lapsing)}" if v.lapsing else "",
    ]
    return "\n".join([*lines, *(e for e in extra if e)])


async def run_console(config: Config, stdin: TextIO, stdout: TextIO, user_name: str = "you") -> int:
    service = await GameService.open(config.db_path)
    try:
        console = Console(service, stdin, stdout, user_name=user_name, board_dir=config.board_dir)
        if stdin.isatty() and stdout.isatty():
            console.use_terminal(config.db_path.parent / "console_history" if isinstance(config.db_path, Path) else Path("console_history"))
        return await console.run()
    finally:
        await service.close()
