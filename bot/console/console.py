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

from bot.console.challenges import challenge_commands, write_file
from bot.console.ladder import ladder_commands
from bot.console.layout import ISOLATES, MENU_LIMIT, layout
from bot.core import i18n
from bot.core.config import Config
from bot.core.rematch import RematchReply
from bot.core.replies import Gist, Option, PromptFor, Reply, gists_of
from bot.core.service import GameService
from bot.core.session import solo_available
from bot.core.settings import position_file
from bot.core.texts import (
    IDEOLOGY_NAMES,
    SCENARIO_NAMES,
    annotate_countries,
    card_hint,
    card_text,
    completion_words,
    count_values,
    countries_text,
    join_draws,
    label_block,
    lookup_text,
    number_range,
    reasoning_lines,
    status_line,
    tidy_log,
)
from bot.core.words import phase_name, position_problems, role_label, typed, us_bot_levels, waiting_line

log = logging.getLogger(__name__)

CHANNEL = "console"


def phase_blocks(lines: list[str], titles: set[str]) -> list[tuple[str | None, list[str]]]:
    """Public lines cut at the phase lines among them (`titles`, the reply's `PhaseBlock` titles):
    (None, the lines that continue the phase under way) first, then (phase line, its lines)."""
    out: list[tuple[str | None, list[str]]] = []
    for line in lines:
        if line in titles:
            out.append((line, []))
        elif out:
            out[-1][1].append(line)
        else:
            out.append((None, [line]))
    return out


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
        lang: str = i18n.DEFAULT,
    ):
        self.svc = service
        service.menu_limit = MENU_LIMIT  # the chains offered fit one of the console's menus
        #: the language the console shows the game's facts in (`--lang`, LABYRINTH_LANG, `language`)
        self.lang = lang
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
        #: the bot's reasoning the last reply left out, shown by `why` (issue 19)
        self.last_reasoning: list[str] = []
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
            "why": self.cmd_why,
            "help": self.cmd_help,
            "language": self.cmd_language,
            "hint": self.cmd_hint,
            "rematch": self.cmd_rematch,
        }
        self.commands.update(challenge_commands(self))
        self.commands.update(ladder_commands(self))

    # ------------------------------------------------------------------ I/O
    def say(self, text: str = "") -> None:
        self.stdout.write(text.translate(ISOLATES) + "\n")
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
        # each public line's Gist (the blocks'): what tells the bot's reasoning, in any language
        gist = {line: g for b in r.blocks for line, g in zip(b.lines, gists_of(b.lines, b.gists), strict=True)}
        reasoning = [
            ln
            for item in r.in_order()
            if isinstance(item, str)
            for ln in item.splitlines()
            if ln in gist and reasoning_lines([ln], [gist[ln]])
        ]
        if reasoning:
            self.last_reasoning = reasoning
        titles = {b.title for b in r.blocks if b.title}
        for item in r.in_order():  # private messages between the public ones, in game order
            if not isinstance(item, str):
                who = i18n.t(self.lang, "console-you") if item.user_id == self.user else item.user_id
                tag = (
                    i18n.t(self.lang, "console-private-as", who=who, side=role_label(item.role, self.lang))
                    if item.role
                    else i18n.t(self.lang, "console-private", who=who)
                )
                self.say(label_block(tag, "\n".join(join_draws(item.text.splitlines()))))
                continue
            said = item.splitlines()
            lines, hidden = tidy_log(said, skip, brief=not self.verbose, gists=[gist.get(ln, Gist()) for ln in said])
            for title, body in phase_blocks(lines, titles):
                if title is None:
                    self.say(label_block(i18n.t(self.lang, "console-tag-channel"), "\n".join(body)))
                else:  # a phase as a block (issue 19): its header line, its lines under it
                    self.say("\n".join([f"== {title} ==", *(f"   {line}" for line in body)]))
            if hidden:
                self.say(i18n.t(self.lang, "console-hidden", count=hidden))
        if r.waiting is not None and r.prompt is None:  # (a prompt says it below)
            self.say(label_block(i18n.t(self.lang, "console-tag-channel"), waiting_line(r.lang, r.waiting.who)))
        for img in [*r.images, *r.film]:  # the board, or a finished game's film and chart
            self.board_dir.mkdir(parents=True, exist_ok=True)
            path = self.board_dir / img.filename
            path.write_bytes(img.png)
            tag = "board" if img in r.images else "film" if "-film." in img.filename else "chart"
            self.say(
                i18n.t(
                    self.lang,
                    "console-image-saved",
                    tag=i18n.t(
                        self.lang,
                        {"board": "console-tag-board", "film": "console-tag-film", "chart": "console-tag-chart"}[tag],
                    ),
                    turn=img.turn,
                    phase=phase_name(img.phase, self.lang),
                    path=str(path),
                )
            )
        if r.ending is not None and r.ending.rematch:  # issue 33.3: another game, same settings
            self.say(i18n.t(self.lang, "console-rematch-hint"))
        if r.prompt is not None:
            if mine:
                self.current = r.prompt
                await self.show_prompt(r.prompt)
            else:
                self.current = None
                self.say(
                    i18n.t(
                        self.lang, "console-waiting", name=r.prompt.user_name, side=role_label(r.prompt.role, self.lang)
                    )
                )
        elif r.ok and self.current is not None and r.version is not None and r.version != self.current.version:
            self.current = None  # the game moved on and the decision shown is no longer ours

    async def show_prompt(self, p: PromptFor, *, full: bool = False) -> None:
        """The decision: a status line when the tracks changed, the card's text when choosing how to
        play it, then the options (long lists grouped, counts on one line)."""
        view = await self.svc.public_view(self.channel)
        if view is not None:
            line = status_line(view, self.lang)
            if line != self.last_status:
                self.say(line)
                self.last_status = line
        self.say(">> " + i18n.t(p.lang, "decides-plain", side=role_label(p.role, p.lang), text=p.text))
        if p.kind == "how":
            for line in card_hint(p.text, role_label(p.role, self.lang), self.lang):
                self.say(f"   {line}")
        options = annotate_countries(p.shown, view, self.lang)  # the menu: chains, most relevant first (issue 19)
        values = count_values(options)
        if values is not None and not full:
            self.shown = list(options)
            self.say("   " + i18n.t(self.lang, "console-type-how-many", range=number_range(values, self.lang)))
            self.shown_version = p.version
            return
        lines, self.shown = layout(options, full=full, lang=self.lang)
        for line in lines:
            self.say(line)
        if p.kind == "card":
            self.say("   " + i18n.t(self.lang, "console-card-hint"))
        self.shown_version = p.version

    # ------------------------------------------------------------------ a terminal: history, Tab, typing ahead
    def words(self) -> list[str]:
        """What Tab completes: commands, the options on offer (ids and card numbers), card and country names."""
        out = list(self.commands) + ["quit"]
        if self.current is not None:
            out += [o.id for o in self.current.options]
        out += completion_words(self.lang)
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
        self.svc.use_language(self.user, self.lang)  # the service answers in the console's language
        self.say(i18n.t(self.lang, "console-welcome"))
        if not await self.resume():
            await self.offer_quick_start()
        while True:
            line = await self.ask("> ")
            if line is None or line in ("quit", "exit"):
                self.say(i18n.t(self.lang, "console-bye"))
                return 0
            if line:
                try:
                    await self.handle(line)
                except Exception as e:  # no input may end the session: report it and go on
                    log.exception("console command failed: %.200s", line)
                    self.say(i18n.t(self.lang, "console-unexpected", error=f"{type(e).__name__}: {str(e)[:300]}"))

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
        answer = await self.ask(i18n.t(self.lang, "console-quick-start", solo="yes" if solo else "no") + " ")
        if answer is None or answer.lower() not in YES + ("",):
            self.say(i18n.t(self.lang, "console-quick-start-declined"))
            return
        await self.cmd_new(["solo" if solo else "two"], start=True)

    async def handle(self, line: str) -> None:
        if len(line) > LINE_LIMIT:
            self.say(i18n.t(self.lang, "console-line-too-long", length=len(line), limit=LINE_LIMIT))
            return
        try:
            words = shlex.split(line)
        except ValueError as e:
            self.say(i18n.t(self.lang, "console-bad-line", error=str(e)))
            return
        cmd, args = words[0].lower(), words[1:]
        if cmd in self.commands:
            await self.commands[cmd](args)
        elif self.option_for(line) is not None or (line.isdigit() and (self.current or self.seen) is not None):
            await self.cmd_play([line], by_word=False)
        elif line.isdigit():
            self.say(i18n.t(self.lang, "console-no-decision"))
        elif self.current is not None and self.matches(" ".join(words)):
            await self.cmd_play([" ".join(words)], by_word=False)
        elif OPTION_ID.match(line):
            await self.not_now(line)
        else:
            self.say(i18n.t(self.lang, "console-unknown-command", command=repr(cmd)))

    async def not_now(self, text: str) -> None:
        """An option id that is not on offer now: say what the game waits for."""
        r = await self.svc.prompt(self.channel, self.user)
        if r.ok and r.prompt is not None:
            self.say(i18n.t(self.lang, "console-not-now-yours", text=repr(text), prompt=r.prompt.text))
        else:
            head = i18n.t(self.lang, "not-your-decision", who="").split(": ", 1)[0] + ": "  # (said once)
            why = (r.error or "").removeprefix(head)
            why = why[:1].lower() + why[1:] if why else i18n.t(self.lang, "console-not-now-nothing")
            self.say(i18n.t(self.lang, "console-not-now", text=repr(text), why=why))

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
        if not found and not t.isdigit():  # a country or card named in any language ("Пакистан", "ФСБ")
            cid = i18n.find_country(text)
            ends = {cid} if cid else {str(n) for n in i18n.find_cards(text)}
            found = [o for o in p.options if ends and o.id.rsplit(":", 1)[-1] in ends]
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
        shown = self.shown if {o.id for o in self.shown} == {o.id for o in p.shown} else list(p.shown)
        if text.isdigit():
            n = int(text)
            values = count_values(shown)
            if values is not None:
                if n in values:
                    return shown[values.index(n)].id
                if any(1 <= v <= len(shown) for v in values):
                    return None  # a number that could be a position or a count: take it as a count only
            return shown[n - 1].id if 1 <= n <= len(shown) else None
        return text if text in {o.id for o in p.options} | {o.id for o in p.shown} else None

    def not_an_option(self, text: str) -> str:
        p = self.current
        values = count_values(self.shown) if p is not None else None
        if values is not None:
            return i18n.t(self.lang, "console-not-an-option-count", text=repr(text), range=number_range(values, self.lang))
        n = len(p.shown) if p else 0
        return i18n.t(self.lang, "console-not-an-option", text=repr(text), count=n)

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
            elif a in SCENARIO_NAMES:
                scenario = a
            else:
                self.say(i18n.t(self.lang, "console-new-unknown", setting=repr(a), scenarios=", ".join(SCENARIO_NAMES)))
                return
        unknown = set(opts) - {"length", "ideology", "seed", "scenario", "position", "side", "level", "clock"}
        if unknown:
            self.say(i18n.t(self.lang, "console-new-unknown-key", setting=repr(sorted(unknown)[0])))
            return
        side = opts.get("side", "us").lower()
        if side not in ("us", "jihadist"):
            self.say(i18n.t(self.lang, "console-new-side"))
            return
        position = None
        if "position" in opts:
            try:
                position = position_file(opts["position"], opts.get("scenario", scenario))  # (a regular file only, 64 KB read at most)
            except (OSError, ValueError) as e:
                self.say(i18n.t(self.lang, "console-new-position", file=typed(opts["position"]), error=position_problems(e, self.lang)))
                return
        try:
            length = int(opts.get("length", "1"))
            seed = int(opts["seed"]) if "seed" in opts else None
        except ValueError:
            self.say(i18n.t(self.lang, "console-new-numbers"))
            return
        r = await self.svc.create(
            self.channel,
            self.user,
            self.name,
            scenario=opts.get("scenario", scenario),
            players=players,
            side=side if players == "solo" else "us",
            length=length,
            ideology=opts.get("ideology", "normal"),
            seed=seed,
            position=position,
            level=opts.get("level"),
            clock=opts.get("clock"),
            settings={"language": self.lang},  # the console's game speaks the console's language
        )
        lang = self.lang
        starting = (i18n.t(lang, "use-start"), i18n.t(lang, "all-seats-taken")) if start else ()
        join = i18n.t(lang, "waiting-for-player", side=role_label("jihadist", lang))
        await self.show(r, drop=(*starting, join) if players == "two" else starting)
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
            self.say(i18n.t(self.lang, "console-your-decision", side=role_label(self.current.role, self.lang)))

    async def cmd_board(self, args: list[str]) -> None:
        await self.show(await self.svc.board(self.channel, " ".join(args) or None))

    async def cmd_hand(self, args: list[str]) -> None:
        await self.show(await self.svc.hand(self.channel, self.user, full=True))

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
        self.say(card_text(" ".join(args), self.lang, command="card"))

    async def cmd_countries(self, args: list[str]) -> None:
        view = await self.svc.public_view(self.channel)
        self.say(
            countries_text(i18n.localized_view(view, self.lang), self.lang)
            if view is not None
            else i18n.t(self.lang, "console-no-game")
        )

    async def cmd_why(self, args: list[str]) -> None:
        """The solitaire bot's reasoning (with its rule numbers) that the last action's text left out."""
        if not self.last_reasoning:
            self.say(i18n.t(self.lang, "console-why-none"))
            return
        self.say(label_block(i18n.t(self.lang, "console-tag-why"), "\n".join(self.last_reasoning)))

    async def cmd_verbose(self, args: list[str]) -> None:
        if args and args[0].lower() not in ("on", "off"):
            self.say(i18n.t(self.lang, "console-verbose-usage"))
            return
        self.verbose = (args[0].lower() == "on") if args else not self.verbose
        self.say(i18n.t(self.lang, "console-verbose-on" if self.verbose else "console-verbose-off"))

    async def cmd_play(self, args: list[str], *, by_word: bool = True) -> None:
        """Answer the decision: `play 11` (card 11 when it is among the options, else option 11),
        a bare number (the option's place in the list), an id, or any word matching one option."""
        if len(args) != 1:
            self.say(i18n.t(self.lang, "console-play-usage"))
            return
        if self.current is None:
            # maybe it is our decision and we have not seen it yet
            r = await self.svc.prompt(self.channel, self.user)
            if not r.ok:
                await self.show(r)
                return
            self.current = r.prompt
            if r.prompt is not None:
                self.shown = layout(r.prompt.shown, lang=self.lang)[1]
        if self.reader is not None and self.typed_for != (self.current.version if self.current else None):
            self.say(i18n.t(self.lang, "console-typed-ahead", text=repr(args[0])))
            return
        said = args[0]
        found = self.matches(said, command="play") if by_word else []
        option = found[0].id if len(found) == 1 and said.isdigit() else self.option_for(said)
        if option is None:
            found = found or self.matches(said)
            if len(found) == 1:
                option = found[0].id
            elif len(found) > 1:
                listed = "; ".join(f"{o.label} [{o.id}]" for o in found[:6])
                self.say(i18n.t(self.lang, "console-several", text=repr(said), options=listed))
                return
            elif OPTION_ID.match(said):
                await self.not_now(said)
                return
            else:
                self.say(self.not_an_option(said))
                return
        version = self.current.version if self.current else None
        await self.show(await self.svc.act(self.channel, self.user, option, version))

    async def cmd_hint(self, args: list[str]) -> None:
        """Privately: what the strongest US bot level would do at your decision, and why."""
        r = await self.svc.hint(self.channel, self.user)
        if not r.ok:
            self.say(f"! {r.error}")
            return
        for m in r.private:
            self.say(m.text)

    async def cmd_undo(self, args: list[str]) -> None:
        await self.show(await self.svc.undo(self.channel, self.user, self.seen))

    async def cmd_history(self, args: list[str]) -> None:
        if args and not args[0].isdigit():
            self.say(i18n.t(self.lang, "console-history-usage"))
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
            if write_file(self, path, r.attachment.text):
                self.say(i18n.t(self.lang, "console-export-written", path=str(path)))

    async def cmd_import(self, args: list[str]) -> None:
        if len(args) != 1:
            self.say(i18n.t(self.lang, "console-import-usage"))
            return
        try:
            text = Path(args[0]).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as e:
            self.say(i18n.t(self.lang, "console-cannot-read", path=args[0], error=str(e)))
            return
        await self.show(await self.svc.import_game(self.channel, self.user, self.name, text))

    async def cmd_rematch(self, args: list[str]) -> None:
        """`rematch [keep|swap|accept]`: after the channel's game ended, another with its settings."""
        info = await self.svc.info(self.channel)
        if info is None:
            self.say(f"! {i18n.tr('no-game')}")
            return
        r = await self.svc.rematch(info.game_id, self.user, args[0].lower() if args else "keep")
        await self.show(r)
        if isinstance(r, RematchReply) and r.started is not None:
            await self.show(r.started)

    async def cmd_resign(self, args: list[str]) -> None:
        await self.show(await self.svc.resign(self.channel, self.user, args[0].lower() if args else None))

    async def cmd_abort(self, args: list[str]) -> None:
        # the console's user owns the terminal: a channel manager here
        if not (args and args[0].lower() in ("yes", "y")):
            answer = await self.ask(i18n.t(self.lang, "console-abort-ask") + " ")
            if answer is None or answer.lower() not in YES:
                self.say(i18n.t(self.lang, "console-abort-kept"))
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
            self.say(i18n.t(self.lang, "console-recheck-none"))
        for res in results:
            game = {"game": res.game_id, "channel": res.channel, "status": res.status}
            if res.ok:
                self.say(i18n.t(self.lang, "console-recheck-ok", count=res.actions, **game))
                continue
            where = (
                i18n.t(self.lang, "console-recheck-where", seq=res.seq, option=res.option_id or "")
                if res.seq is not None
                else ""
            )
            self.say(i18n.t(self.lang, "console-recheck-failed", where=where, why=res.message, **game))

    async def cmd_rules(self, args: list[str]) -> None:
        self.say(lookup_text(" ".join(args), self.lang))

    async def cmd_language(self, args: list[str]) -> None:
        """`language ru|en`: the console's language (kept for this user); no argument: which one."""
        if len(args) > 1:
            self.say(i18n.t(self.lang, "console-language-usage"))
            return
        r = await self.svc.set_language(self.user, args[0] if args else None, self.lang)
        if r.ok and args:
            self.lang = await self.svc.language_of(self.user, self.lang)
            self.svc.use_language(self.user, self.lang)
        await self.show(r)

    async def cmd_help(self, args: list[str]) -> None:
        self.say(
            i18n.t(
                self.lang,
                "help-console",
                scenarios=", ".join(SCENARIO_NAMES),
                ideologies=", ".join(IDEOLOGY_NAMES),
                levels=us_bot_levels(self.lang),
            )
        )
        self.say(i18n.t(self.lang, "help-console-challenges"))


#: the answers that say yes to the console's own questions, in every language it speaks
YES = ("y", "yes", "д", "да")

#: what an option id looks like ("play:11", "country:iraq", "ops:reserves"): refused with the reason
#: when it is not on offer now, rather than taken for an unknown command
OPTION_ID = re.compile(r"^[a-z_]+:[A-Za-z0-9_:.-]+$")
#: the longest line read as a command: a path, an option's words or ids chained fit in far less
#: (shlex takes seconds a 200 kB line, a minute a megabyte: a pasted file must not hold the console)
LINE_LIMIT = 4_096


async def run_console(config: Config, stdin: TextIO, stdout: TextIO, user_name: str = "you") -> int:
    service = await GameService.open(config.db_path)
    try:
        chosen = (
            await service.language_of("console", config.language)
            if config.language == i18n.DEFAULT
            else config.language
        )
        console = Console(service, stdin, stdout, user_name=user_name, board_dir=config.board_dir, lang=chosen)
        if stdin.isatty() and stdout.isatty():
            console.use_terminal(
                config.db_path.parent / "console_history"
                if isinstance(config.db_path, Path)
                else Path("console_history")
            )
        return await console.run()
    finally:
        await service.close()
