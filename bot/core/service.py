"""The transport-free game service: one game per channel, seats, permissions, persistence.

The Discord adapter and the local console both drive a `GameService`. It holds no game rule:
it asks the engine for the prompt, forwards the chosen option id, stores the result and turns
the engine's log into replies. Every method returns a `Reply`; a refusal (`ok=False`) carries
a message for the caller and changed nothing.

Safety (DESIGN.md, Persistence):
- every accepted change is written (action row + snapshot, one transaction) before the reply;
- a per-channel asyncio lock serializes changes; a caller may pass the state version it saw
  (e.g. carried by a button) and a mismatch is refused as stale;
- a new service on the same database continues every game exactly (`Game.from_json`).

Secrets: public text is built only from log entries with `to is None` and from the public view
`Game.view(None)`; entries addressed to a role go privately to that seat's user (never to
anyone in solitaire, where the Jihadist is the bot); the prompt goes only to the user who must
answer it.
"""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import hashlib
import json
import logging
import re
import secrets
import unicodedata
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, Field, ValidationError, field_validator

from bot.core import i18n
from bot.core.i18n import DEFAULT, LANGUAGES, UnknownLanguage, from_locale, language
from bot.core.legacy import legacy_state_hash, reason_json, reason_message
from bot.core.replay import Step, replay_steps
from bot.core.store import (
    ActionRow,
    ChannelBusy,
    GameRow,
    Seat,
    StaleVersion,
    StorageFailure,
    Store,
    StoreError,
    effective_acts,
    now,
)
from bot.core.store_pg import open_store
from engine import Game, IllegalAction, Option, Setup
from engine import msg as engine_msg
from engine.cardplay import unplayable_note
from engine.data import SCENARIOS
from engine.msg import Text
from engine.position import PositionError, read_position
from engine.setup import IDEOLOGIES, LENGTHS
from engine.state import LogEntry, Role
from engine.usbot import DEFAULT_LEVEL as US_BOT_DEFAULT
from engine.usbot import LEVELS as US_BOT_LEVELS
from engine.usbot import hint as usbot_hint
from engine.view import CardView, View

log = logging.getLogger(__name__)

ROLES: tuple[Role, Role] = ("us", "jihadist")
ROLE_NAMES = {"us": "US", "jihadist": "Jihadist"}
PHASE_NAMES = {
    "setup": "Set-up",
    "jihadist": "Jihadist Action Phase",
    "us": "US Action Phase",
    "plots": "Plot resolution",
    "end_of_turn": "End of turn",
    "over": "Game over",
}
EXPORT_FORMAT = "labyrinth-game"
EXPORT_VERSION = 1
#: Discord's message limit is 2000 characters; public text is cut into pieces below it
MESSAGE_LIMIT = 1900
#: a player's name as shown: Discord's own limit for display names and nicknames
NAME_LIMIT = 32
#: what an import may hold: the whole file (characters), its log rows, and each text in a row
EXPORT_LIMIT = 2_000_000
ACTIONS_LIMIT = 5_000
LABEL_LIMIT = 300
ID_LIMIT = 100


# ---------------------------------------------------------------------- replies
class PrivateMessage(BaseModel):
    """Text for one user only (a DM or an ephemeral reply). `role` says which seat it concerns."""

    user_id: str
    role: Role | None = None
    text: str
    #: where it falls in game order: before the reply's `public[before]`; None: after them all
    before: int | None = None


class PromptFor(BaseModel):
    """The decision a user must make now: show `options`, send back one id with `version`."""

    game_id: int
    user_id: str
    user_name: str
    role: Role
    text: str
    kind: str
    options: list[Option]
    version: int
    #: what a menu shows (issue 19): the options with chains of several decisions in one step
    #: ("#47 … — War of Ideas (3 Ops)", "All 3 remaining Operations in Pakistan"), see
    #: `chained_options`; `GameService.act` takes their ids too. Empty: the options themselves.
    menu: list[Option] = Field(default_factory=list)
    #: the language `text` and the labels are in: the player's (docs/i18n.md)
    lang: str = DEFAULT

    @property
    def shown(self) -> list[Option]:
        """The options as a menu shows them (the chains where there are some)."""
        return self.menu or self.options


class BoardImage(BaseModel):
    filename: str
    png: bytes
    turn: int
    phase: str


class PhaseNews(BaseModel):
    """A phase that ended during an action: its title (the log's phase line) and its public lines."""

    title: str
    lines: list[str]
    #: the same lines in English when `lines` are in another language (what `texts.summarize` reads)
    english: list[str] = Field(default_factory=list)


class PhaseBlock(BaseModel):
    """The public lines of one phase that an action added to, in order (issue 19: one channel
    post per phase, edited as the phase goes on). `title` is the phase line that began it in this
    action (None: the lines continue the phase under way); `ended` says a later phase line in the
    same action closed it; `first`/`last` are the seq range of its public log entries."""

    title: str | None = None
    lines: list[str] = Field(default_factory=list)
    ended: bool = False
    first: int = 0
    last: int = 0
    #: the turn the phase belongs to (issue 19: one channel post per turn)
    turn: int = 0
    #: the same lines in English when `lines` are in another language (what `texts.tidy_log` reads)
    english: list[str] = Field(default_factory=list)


class Attachment(BaseModel):
    filename: str
    text: str


class Reply(BaseModel):
    ok: bool = True
    #: why the request was refused (for the caller only); nothing was changed
    error: str | None = None
    public: list[str] = Field(default_factory=list)
    private: list[PrivateMessage] = Field(default_factory=list)
    images: list[BoardImage] = Field(default_factory=list)
    #: the phases that ended during this action, in order (solo: the bot's whole phase passes inside one)
    phases: list[PhaseNews] = Field(default_factory=list)
    #: the public lines of this action phase by phase (game actions only; `public` holds them too)
    blocks: list[PhaseBlock] = Field(default_factory=list)
    #: users to mention: the one who must act next, when that is not the caller
    ping: list[str] = Field(default_factory=list)
    prompt: PromptFor | None = None
    attachment: Attachment | None = None
    #: the settings in force (a settings request)
    settings: dict[str, Any] | None = None
    #: a finished game's film and chart (`records.film_images`): with the result and on request
    film: list[BoardImage] = Field(default_factory=list)
    game_id: int | None = None
    version: int | None = None
    #: the language of `public`, `blocks` and `phases`: the game's (docs/i18n.md)
    lang: str = DEFAULT

    @field_validator("error")
    @classmethod
    def _one_message(cls, v: str | None) -> str | None:
        return v[:MESSAGE_LIMIT] if v is not None else None

    def in_order(self) -> list[str | PrivateMessage]:
        """The public messages (str) and the private ones, in game order (issue 16)."""
        out: list[str | PrivateMessage] = []
        for i, text in enumerate(self.public):
            out += [m for m in self.private if m.before == i]
            out.append(text)
        return out + [m for m in self.private if m.before is None or m.before >= len(self.public)]

    @classmethod
    def refuse(cls, message: str) -> Reply:
        return cls(ok=False, error=message)


class GameInfo(BaseModel):
    """The channel's newest game at a glance (no secrets)."""

    game_id: int
    status: str
    players: str
    scenario: str
    creator: str
    seats: list[Seat]
    version: int
    waiting_for: Role | None = None
    result: dict[str, Any] | None = None
    #: set while the game is paused (ISO time); reminders and deadlines stop meanwhile
    paused_at: str | None = None
    #: when the current wait began (the last change, or the last resume if later)
    idle_since: str = ""


class MyGame(BaseModel):
    """One unfinished game a user sits in (`GameService.my_games`)."""

    game_id: int
    channel: str
    status: str
    roles: list[Role]
    paused_at: str | None = None
    idle_since: str = ""
    waiting_for: Role | None = None


def storage_refusal(e: StoreError) -> str:
    """The one refusal for a failed read or write, whatever the path (`_run` says the same)."""
    return str(e) if isinstance(e, StorageFailure) else f"Nothing was saved: {e}"


class RecheckResult(BaseModel):
    """One stored game replayed through the current rules (`GameService.recheck_all`)."""

    game_id: int
    channel: str
    status: str
    ok: bool
    actions: int
    #: the first action no longer legal (or the problem), when not ok
    seq: int | None = None
    option_id: str | None = None
    message: str = ""


class ExportDoc(BaseModel):
    """The export format: the set-up and the whole action log, replayable anywhere."""

    format: Literal["labyrinth-game"]
    format_version: int
    setup: Setup
    status: Literal["active", "over", "aborted"]
    result: dict[str, Any] | None = None
    seats: list[Seat]
    actions: list[ActionRow]
    state_sha256: str
    exported_at: str = ""
    game_id: int | None = None


# ---------------------------------------------------------------------- helpers
class Refused(Exception):
    """Internal: a request refused with a message for the caller (and maybe their prompt again)."""

    def __init__(self, message: str, prompt: PromptFor | None = None):
        super().__init__(message)
        self.prompt = prompt


@dataclass
class Live:
    """A channel's newest game, cached in memory (the database is the truth)."""

    row: GameRow
    seats: list[Seat]
    actions: list[ActionRow]
    game: Game | None  # None before start

    def __setattr__(self, name: str, value: object) -> None:
        if name == "game" and isinstance(value, Game):
            # the service copies its games to look ahead (`chained_options`, every prompt shown) and
            # to undo: a checkpoint at each unit's start, so a copy replays only the unit in flight
            # (the engine's default chains them over CHECKPOINT_SPAN answers, for plain play)
            value.unit_checkpoints = True
        object.__setattr__(self, name, value)

    def user_of(self, role: Role) -> Seat | None:
        return next((s for s in self.seats if s.role == role), None)

    def roles_of(self, user_id: str) -> list[Role]:
        return [s.role for s in self.seats if s.user_id == user_id]

    @property
    def setup(self) -> Setup:
        return Setup.model_validate(self.row.setup)

    @property
    def solo(self) -> bool:
        return self.row.setup.get("players") == "solo"

    @property
    def us_bot(self) -> str | None:
        """The US bot's level where the US seat is the bot (a person plays the Jihadist alone)."""
        return self.row.setup.get("us_bot")

    def human_roles(self) -> tuple[Role, ...]:
        if self.solo:
            return ("us",)
        return ("jihadist",) if self.us_bot else ROLES

    def next_seq(self) -> int:
        return self.actions[-1].seq + 1 if self.actions else 1


def humans_of(setup: Setup) -> tuple[Role, ...]:
    """The seats people take: the US against the solitaire bot, the Jihadist against the US bot."""
    if setup.players == "solo":
        return ("us",)
    return ("jihadist",) if setup.us_bot else ROLES


US_BOT_LEVEL_NAMES: list[str] = list(US_BOT_LEVELS)


#: each US bot level's words in the catalog (English: the same as engine/usbot's, a test holds them)
US_BOT_LEVEL_MSGS: dict[str, str] = {
    "gentle": "usbot-level-gentle",
    "standard": "usbot-level-standard",
    "strong": "usbot-level-strong",
    "expert": "usbot-level-expert",
}


#: each US bot level's name (what is typed: the English is the id itself)
US_BOT_NAME_MSGS: dict[str, str] = {
    "gentle": "usbot-name-gentle",
    "standard": "usbot-name-standard",
    "strong": "usbot-name-strong",
    "expert": "usbot-name-expert",
}


def us_bot_level_name(level: str, lang: str = i18n.DEFAULT) -> str:
    """A US bot level's name in `lang` ("gentle", «мягкий»); an id not known stays as it is."""
    key = US_BOT_NAME_MSGS.get(level)
    return i18n.t(lang, key) if key is not None else level


def us_bot_levels(lang: str = i18n.DEFAULT) -> str:
    """The US bot's levels for people: name (what is typed) and what it does, in `lang`."""
    if lang == i18n.DEFAULT:
        return "; ".join(f"{k} ({lv.title}{'; ' + lv.strength if lv.strength else ''})" for k, lv in US_BOT_LEVELS.items())
    return "; ".join(f"{k} ({i18n.t(lang, US_BOT_LEVEL_MSGS[k])})" for k in US_BOT_LEVELS)


def solo_available() -> bool:
    """True once the solitaire Jihadist bot (engine/solo) answers the bot's prompts."""
    try:
        import engine.solo  # noqa: F401
    except ImportError:
        return False
    return Game.auto_answer is not None


def position_problems(e: Exception, lang: str = DEFAULT) -> str:
    """Why a position cannot be used, in `lang`: a PositionError's problems worded (the first
    `PositionError.SHOWN` of them, as its English `str()`), any other error as it is."""
    if not isinstance(e, PositionError):
        return str(e)
    problems = [i18n.word(p, lang) for p in e.msgs[: PositionError.SHOWN]]
    problems = [p if len(p) <= 200 else p[:199] + "…" for p in problems]
    listed = "; ".join(problems)
    more = len(e.msgs) - PositionError.SHOWN
    if more > 0:
        listed += i18n.t(lang, "position-more", more=str(more))
    if len(e.msgs) == 1:
        return i18n.t(lang, "position-problem", problems=listed)
    return i18n.t(lang, "position-problems", count=str(len(e.msgs)), problems=listed)


def parse_position(raw: str | bytes | Any, scenario: str | None = None) -> dict[str, Any]:
    """A custom position (engine/position.py) read and checked for `scenario`; ValueError
    (a PositionError) names every problem."""
    return read_position(raw, scenario)


_render: Callable[..., bytes] | None = None


def renderer() -> Callable[..., bytes] | None:
    """`render.render_board`, imported lazily; None while the renderer is not installed."""
    global _render
    if _render is None:
        try:
            from render import render_board
        except ImportError:
            return None
        _render = render_board
    return _render


def closeup_renderer() -> Callable[..., bytes] | None:
    """`render.render_closeup` (a close-up of what changed, for a phase post), imported lazily;
    None while the renderer is not installed."""
    try:
        from render import render_closeup
    except ImportError:
        return None
    return render_closeup


def hand_renderer() -> Callable[..., list[bytes]] | None:
    """`render.render_hand`, imported lazily; None while the renderer is not installed."""
    try:
        from render import render_hand
    except ImportError:
        return None
    return render_hand


def region_names() -> list[str]:
    """The map's regions for `board <region>` (`render.REGIONS`); none without the renderer."""
    try:
        from render import region_names as names
    except ImportError:
        return []
    return names()


#: the film is kept under this size (Discord's default upload limit, 25 MB, less the board and chart)
FILM_BYTES = 24 * 2**20


def film_renderer() -> tuple[Callable[..., tuple[bytes, str]], Callable[..., bytes], Callable[[View], dict[str, int]]] | None:
    """`render.render_film`, `render_chart` and `tallies`, imported lazily; None while the
    renderer is not installed."""
    try:
        from render import render_chart, render_film, tallies
    except ImportError:
        return None
    return render_film, render_chart, tallies


def film_images(game_id: int, setup: Setup, steps: list[Step], lang: str = DEFAULT) -> list[BoardImage]:
    """The film (a close-up per step, under `FILM_BYTES`) and the chart of the tallies at the end
    of each turn, against the victory lines of the game's mode; none without the renderer."""
    draw = film_renderer()
    if draw is None or not steps:
        return []
    render_film, render_chart, tallies = draw
    extra = (i18n.words(lang),) if lang != DEFAULT else ()  # the film's and chart's labels in `lang`
    film, fmt = render_film([i18n.localized_view(s.view, lang) for s in steps], FILM_BYTES, *extra)
    per_turn: dict[int, dict[str, int]] = {}
    for s in steps:  # the last board of each turn
        per_turn[s.turn] = tallies(s.view)
    turns = sorted(t for t in per_turn if t > 0)
    series = {k: [per_turn[t][k] for t in turns] for k in next(iter(per_turn.values()), {})}
    chart = render_chart(series, setup.players, *extra)
    last = steps[-1]
    return [
        BoardImage(filename=f"game{game_id}-film.{fmt}", png=film, turn=last.turn, phase=last.phase),
        BoardImage(filename=f"game{game_id}-chart.png", png=chart, turn=last.turn, phase=last.phase),
    ]


def hand_notes(game: Game, role: Role, cards: list[CardView]) -> dict[int, Text]:
    """Card number -> "(Event not playable now: why)" for the cards of `role`'s hand whose Event
    could not occur now (the engine's card-menu note, 6.2.5-6.2.8, as its message: worded in the
    reader's language where it is shown); none once the game is over."""
    if game.over:
        return {}
    return {c.number: note for c in cards if (note := unplayable_note(game, c.number, role))}


_SIDE_EVENT = {"US": "event-us", "Jihadist": "event-jihadist", "Unassociated": "event-unassociated"}


def hand_lines(cards: list[CardView], notes: Mapping[int, Text], lang: str = DEFAULT) -> list[str]:
    """A hand in words of `lang`, as the hand picture shows it (for where a picture cannot be
    shown): each card's number, full title, Operations value, association, flags, the note on why
    its Event is not playable now, and the whole event summary."""
    out: list[str] = []
    for c in cards:
        flags = [
            i18n.t(lang, w) for on, w in ((c.remove, "flag-remove"), (c.mark, "flag-mark"), (c.lapsing, "flag-lapsing")) if on
        ]
        side = i18n.t(lang, _SIDE_EVENT[c.side]) if c.side in _SIDE_EVENT else c.side
        ops = i18n.t(lang, "card-ops", ops=c.ops)
        name = c.name if lang == DEFAULT else i18n.t(lang, i18n.card_msg(c.number))
        out.append(f"  #{c.number} {name} ({ops}, {', '.join([side, *flags])})")
        if c.number in notes:
            out.append(f"    {i18n.word(notes[c.number], lang)}")
        text = c.text if lang == DEFAULT else i18n.t(lang, i18n.card_msg(c.number, "effect"))
        out += [f"    {line.strip()}" for line in text.strip().splitlines() if line.strip()]
    return out


def settle_heap() -> None:
    """At start-up, once the catalogs are parsed and the modules loaded: put every object alive
    now out of the garbage collector's walks (`gc.freeze`). They live as long as the process (the
    catalogs alone are about 100,000 objects), and each full collection walked them all: about
    100 ms, paid by whichever request was running (an import, a move) when one came; now a few ms."""
    gc.collect()
    gc.freeze()


def state_hash(game: Game) -> str:
    return hashlib.sha256(game.state_json().encode()).hexdigest()


def duration_words(seconds: float, lang: str = DEFAULT) -> str:
    """A time in words of `lang`: "3 days 4 h", "5 h", "12 min" (a time left, or a wait)."""
    minutes = max(1, int(seconds // 60))
    if minutes < 60:
        return i18n.t(lang, "duration-min", minutes=minutes)
    hours = minutes // 60
    if hours < 48:
        return i18n.t(lang, "duration-h", hours=hours)
    days, rest = divmod(hours, 24)
    return i18n.t(lang, "duration-days", days=days) + (" " + i18n.t(lang, "duration-h", hours=rest) if rest else "")


_ONE = re.compile(r"(?<![\d.])1 (Ops|Cells|Troops|Plots|Reserves|games|cards|Cadres)\b")
_SINGULAR = {"Ops": "Op", "Cells": "Cell", "Troops": "Troop", "Plots": "Plot", "Reserves": "Reserve",
             "games": "game", "cards": "card", "Cadres": "Cadre"}  # fmt: skip


def plurals(text: str) -> str:
    """"1 Ops" -> "1 Op", "1 Cells" -> "1 Cell" ...: a count of one with its word in the singular
    (the engine writes "{n} Ops" whatever n is; every text a player sees goes through here)."""
    return _ONE.sub(lambda m: f"1 {_SINGULAR[m.group(1)]}", text) if "1 " in text else text


def level_name(level: str, lang: str = DEFAULT) -> str:
    """A track level or Posture id as words of `lang`: "low_intensity" -> "Low Intensity"."""
    key = _LEVEL_MSG.get(level)
    return level.replace("_", " ").title() if lang == DEFAULT or key is None else i18n.t(lang, key)


def clean_text(text: str) -> str:
    """`text` without control characters (null bytes, escapes, line breaks) or lone surrogates
    (which no database or chat accepts)."""
    return "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cs"))


#: characters that draw nothing although Unicode does not call them format or space characters
#: (Hangul fillers, the braille blank, the Mongolian vowel separator)
_BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e")


def _visible(ch: str) -> bool:
    return not ch.isspace() and ch not in _BLANKS and unicodedata.category(ch) not in ("Mn", "Me", "Zs", "Cf")


def clean_name(name: str) -> str:
    """A player's name as the service shows and stores it: control and format characters
    removed (Unicode Cc, Cf: bidi controls, zero-width characters, which would reverse or hide
    text, or make one name look like another), runs of spaces made one, at most NAME_LIMIT
    characters (Discord's display-name limit); "a player" when nothing visible remains."""
    text = " ".join(name[: 8 * NAME_LIMIT].split())
    text = " ".join("".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cs", "Cf")).split())
    text = text[:NAME_LIMIT].strip()
    return text if any(_visible(ch) for ch in text) else "a player"


def name_key(name: str) -> str:
    """What a name looks like, for telling two apart: NFKC (compatibility forms as their plain
    letter), case-folded, without spaces and format characters."""
    folded = unicodedata.normalize("NFKC", clean_name(name)).casefold()
    return "".join(ch for ch in folded if _visible(ch))


#: what Discord's Markdown (and its mentions, `<@id>`, `@everyone`) would read in user text
_MARKUP = re.compile(r"([\\*_~`|<>#@\[\]():-])")


def shown(text: str) -> str:
    """User text (a name, a pause reason) as it goes into a message: Markdown and mention marks
    escaped, so it reads as typed and pings nobody, and isolated (FSI ... PDI), so right-to-left
    text inside it cannot reorder the rest of the line."""
    return "\u2068" + _MARKUP.sub(r"\\\1", text) + "\u2069"


_SHOWN = re.compile(r"\u2068((?:[^\u2068\u2069])*)\u2069")


def plain(text: str) -> str:
    """A message for a plain-text screen (the console): each `shown` part as typed again."""
    return _SHOWN.sub(lambda m: re.sub(r"\\(.)", r"\1", m.group(1)), text)


def _fit(reply: Reply) -> Reply:
    """Every text of `reply` within one chat message: a longer one is cut at line breaks."""

    def fit(text: str) -> list[str]:
        return chunks(text.split("\n")) if len(text) > MESSAGE_LIMIT else [text]

    public: list[str] = []
    moved: list[int] = []  # where each public message now begins (private ones refer to it)
    for text in reply.public:
        moved.append(len(public))
        public += fit(text)
    private = []
    for m in reply.private:
        before = m.before if m.before is None else moved[m.before] if m.before < len(moved) else len(public)
        private += [m.model_copy(update={"text": t, "before": before}) for t in fit(m.text)]
    reply.public, reply.private = public, private
    return reply


def _victory_lines(v: View, lang: str = DEFAULT) -> list[str]:
    """The victory conditions of this game with target and current figure, and the end in sight."""
    out = [i18n.t(lang, "victory-solo" if v.players == "solo" else "victory-two")]
    for t in v.victory_targets:
        figure = f"{t.value}" if t.target == 0 else i18n.t(lang, "figure-of", value=t.value, target=t.target)
        out.append(f"  {i18n.word(t.label, lang)}: {figure} · {i18n.word(t.text, lang)}")
    if v.winner:
        return out
    if v.cards_to_end is not None:
        out.append(
            i18n.t(
                lang,
                "end-cards",
                reshuffle=v.next_reshuffle,
                length=v.game_length,
                cards=v.cards_to_end,
                deal=v.next_deal,
            )
        )
    else:
        out.append(i18n.t(lang, "end-reshuffle", reshuffle=v.next_reshuffle, length=v.game_length))
    if v.last_turn:
        out.append(i18n.t(lang, "status-last-turn"))
    return out


def chunks(lines: Iterable[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Join lines into messages no longer than `limit` characters."""
    out: list[str] = []
    buf = ""
    for line in lines:
        while len(line) > limit:
            if buf:
                out.append(buf)
                buf = ""
            out.append(line[:limit])
            line = line[limit:]
        if buf and len(buf) + 1 + len(line) > limit:
            out.append(buf)
            buf = ""
        buf = f"{buf}\n{line}" if buf else line
    if buf:
        out.append(buf)
    return out


def route(
    entries: Iterable[LogEntry],
    seats: dict[Role, Seat | None],
    lang: str = DEFAULT,
    lang_for: Callable[[str], str] | None = None,
) -> tuple[list[str], list[str], list[PrivateMessage]]:
    """Split log entries into public messages and each seated role's private ones, in game order
    (issue 16): a private message goes between the public messages written before and after it.

    Returns the public messages finished before the last private message, the public lines after
    it (not yet cut into messages) and the private messages, whose `before` is the index of the
    public message that follows them (counted in the first list). Public lines are worded in
    `lang` (the game's), each private one in its recipient's (`lang_for(user id)`, else `lang`)."""
    done: list[str] = []
    run: list[str] = []
    private: list[PrivateMessage] = []
    for e in entries:
        if e.to is None:
            run.append(plurals(i18n.word(e, lang)))
            continue
        seat = seats.get(e.to)
        if seat is None:
            continue
        text = plurals(i18n.word(e, lang_for(seat.user_id) if lang_for else lang))
        if run:
            done += chunks(run)
            run = []
        # consecutive private lines (e.g. a deal, alternating sides) make one message per seat
        last = next((m for m in reversed(private) if m.before == len(done) and m.role == e.to), None)
        if last is not None and len(last.text) + 1 + len(text) <= MESSAGE_LIMIT:
            last.text += "\n" + text
        else:
            private.append(PrivateMessage(user_id=seat.user_id, role=e.to, text=text[:MESSAGE_LIMIT], before=len(done)))
    return done, run, private


def phase_blocks(new: Iterable[LogEntry], lang: str = DEFAULT) -> list[PhaseBlock]:
    """The public entries among `new` cut at each phase line (the line itself is the next block's
    title); a block closed by a later phase line is `ended`. Worded in `lang` (the game's)."""
    out: list[PhaseBlock] = []
    for e in new:
        if e.to is not None:
            continue
        if e.kind == "phase":
            if out:
                out[-1].ended = True
            out.append(PhaseBlock(title=i18n.word(e, lang), first=e.seq, last=e.seq, turn=e.turn))
            continue
        if not out:
            out.append(PhaseBlock(first=e.seq, last=e.seq, turn=e.turn))
        out[-1].lines.append(plurals(i18n.word(e, lang)))
        if lang != DEFAULT:
            out[-1].english.append(i18n.word(e, DEFAULT))
        out[-1].last = e.seq
    return out


def phases_ended(log: list[LogEntry], new: list[LogEntry], lang: str = DEFAULT) -> list[PhaseNews]:
    """Each phase that a phase line among `new` entries closed: from the public phase line before
    it in the whole `log` (its title) up to it. The summaries the channel gets after an action,
    worded in `lang` (the game's); `english` keeps the same lines in English (for `summarize`)."""
    if not any(e.kind == "phase" and e.to is None for e in new):
        return []  # most actions end no phase: spare the walk through the whole log
    public = [e for e in log if e.to is None]
    at = {e.seq: i for i, e in enumerate(public)}
    out: list[PhaseNews] = []
    for e in new:
        if e.to is not None or e.kind != "phase" or e.seq not in at:
            continue
        end = at[e.seq]
        start = next((i for i in range(end - 1, -1, -1) if public[i].kind == "phase"), None)
        if start is not None:
            lines = public[start + 1 : end]
            out.append(
                PhaseNews(
                    title=i18n.word(public[start], lang),
                    lines=[plurals(i18n.word(x, lang)) for x in lines],
                    english=[plurals(i18n.word(x, DEFAULT)) for x in lines] if lang != DEFAULT else [],
                )
            )
    return out


def replay_checked(setup: Setup, acts: list[ActionRow]) -> tuple[Game, ActionRow | None, str]:
    """Replay `acts`; stop at the first one the rules refuse and return it with the reason."""
    game = Game.replay(setup, [])
    for a in acts:
        try:
            if a.role is None or a.option_id is None:
                raise IllegalAction(i18n.tr("recheck-row-empty"))
            game.act(a.role, a.option_id)
        except IllegalAction as e:
            return game, a, i18n.word(e.msg, i18n.reader())  # (the caller's language)
    return game, None, ""


#: joins the engine's option ids of a chain chosen in one step ("play:47>ops:woi")
CHAIN = ">"
#: a card's uses are offered with the card itself when all of them fit one menu (25 entries)
CHAIN_MENU_LIMIT = 25
_DIGITS = re.compile(r"\d+")


def _clone(game: Game) -> Game:
    """A copy of `game` to look ahead on (`Game.fork`). A US bot in the copy would search at its
    decisions: the copy leaves them to a person, and looking ahead stops there (another role)."""
    g = game.fork()
    g.state.flags.pop("us_bot", None)  # (GameState.us_bot)
    return g


def chained_options(game: Game, lang: str = DEFAULT) -> list[Option]:
    """The engine's prompt with fewer clicks (issue 19), found by acting on copies of the game, so
    that every step is exactly one of the options the rules offer then:
    - a card and its use in one step ("#47 … — War of Ideas (3 Ops)") wherever all fit one menu;
    - a choice the next prompts repeat (the same question for each Operation) offered for all the
      rest at once ("All 3 remaining Operations in Pakistan"), first.
    Chained ids join the steps with CHAIN; `GameService.act` applies them as consecutive actions.
    Labels are worded in `lang` (the options' own labels too)."""
    p = game.prompt()
    if p is None:
        return []
    options = [_worded(o, lang) for o in p.plain_options()]  # (labels made now: the copies below act, the game does not)
    if any(o.id.startswith("play:") for o in options):
        out: list[Option] = []
        for o in options:
            if not o.id.startswith("play:"):
                out.append(o)
                continue
            g = _clone(game)
            g.act(p.role, o.id)
            q = g.prompt()
            if q is None or q.role != p.role or len(q.options) < 2 or any(x.id.startswith("play:") for x in q.options):
                out.append(o)
                continue
            out += [Option(id=f"{o.id}{CHAIN}{u.id}", label=f"{o.label} — {_worded(u, lang).label}") for u in q.options]
        return out if len(out) <= CHAIN_MENU_LIMIT else options
    if p.kind == "order" and OPS_FIRST in {o.id for o in options}:
        return _ops_first(game, p.role, options, lang) or options
    if not any(o.id.startswith("country:") for o in options):
        return options
    options = by_relevance(game, options, p.kind)
    if len(options) > 60:
        return options
    shape = _DIGITS.sub("#", p.text)
    first: list[Option] = []
    for o in options:
        g = _clone(game)
        g.act(p.role, o.id)
        chain, natural = [o.id], False
        while len(chain) < 12:
            q = g.prompt()
            if q is None or q.role != p.role or _DIGITS.sub("#", q.text) != shape:
                natural = True
                break
            if not q.offers(o.id):
                break
            g.act(q.role, o.id)
            chain.append(o.id)
        if len(chain) >= 2:
            what = "chain-all-remaining" if natural else "chain-operations"
            first.append(Option(id=CHAIN.join(chain), label=i18n.t(lang, what, count=len(chain), place=o.label)))
    if first:
        return first + options
    return _paired(game, p.role, shape, options, lang) or options


def _paired(game: Game, role: Role, shape: str, options: list[Option], lang: str) -> list[Option] | None:
    """A country choice whose every answer asks one more country at once (Operations Travel: from
    where, then to where; a Cell Travels: to where, then from where) offered as one pick
    "Germany → India" (issue 19). Only where the first pick rolls nothing and logs nothing (the
    second menu then reveals no outcome); the second menu's best first (`by_relevance`). All the
    pairs when they fit one menu page (CHAIN_MENU_LIMIT); else one page too (`_best_pairs`): "All 3
    remaining Operations: A → B" where the rules allow it, the best pairs, then each first country
    alone ("Afghanistan → another country…") with the full list behind it. None: no pairs."""
    countries = [o for o in options if o.id.startswith("country:")]
    others = [o for o in options if not o.id.startswith("country:")]
    if len(countries) < 1 or len(countries) > CHAIN_MENU_LIMIT:
        return None
    seconds: list[list[Option]] = []
    kind = ""
    for o in countries:
        g = _clone(game)
        if g.act(role, o.id):
            return None
        q = g.prompt()
        if q is None or q.role != role or _DIGITS.sub("#", q.text) == shape or len(q.options) < 1:
            return None
        worded = [_worded(u, lang) for u in q.plain_options()]
        if not all(u.id.startswith("country:") for u in worded):
            return None
        kind = q.kind
        seconds.append(by_relevance(g, worded, kind))
    if sum(map(len, seconds)) + len(others) <= CHAIN_MENU_LIMIT:  # (no page to turn)
        pairs = [_pair(o, u) for o, us in zip(countries, seconds, strict=True) for u in us]
        return pairs + others
    return _best_pairs(game, role, shape, countries, seconds, others, lang, kind)


#: the answer "the Operation first" to 6.3.2's question (the opponent's Event and the Operation)
OPS_FIRST = "first:ops"


def _ops_first(game: Game, role: Role, options: list[Option], lang: str) -> list[Option] | None:
    """6.3.2: an Operation with the opponent's card asks whether its Event or the Operation comes
    first. "Travel first" is offered together with the Operation's own first pick ("Travel first —
    Afghanistan → Pakistan", its menu's best first, `chained_options`) as far as one page holds
    them, after the two plain answers (the Operation's whole menu behind "Travel first"). Only
    where answering rolls and logs nothing. None: nothing to combine."""
    g = _clone(game)
    if g.act(role, OPS_FIRST):
        return None
    q = g.prompt()
    if q is None or q.role != role or q.kind == "order":
        return None
    ops = next(o for o in options if o.id == OPS_FIRST)
    room = CHAIN_MENU_LIMIT - len(options)
    nexts = chained_options(g, lang)[: max(0, room)]
    if not nexts:
        return None
    both = [Option(id=f"{OPS_FIRST}{CHAIN}{u.id}", label=f"{ops.label} — {u.label}") for u in nexts]
    return options + both  # (the two answers first: what is asked stays in sight)


def _pair(first: Option, second: Option) -> Option:
    return Option(id=f"{first.id}{CHAIN}{second.id}", label=f"{first.label} → {second.label}")


#: at most so many "All N remaining Operations: A → B" entries in a menu of best pairs
REPEAT_PAIRS = 3


def _best_pairs(
    game: Game,
    role: Role,
    shape: str,
    countries: list[Option],
    seconds: list[list[Option]],
    others: list[Option],
    lang: str,
    kind: str = "",
) -> list[Option] | None:
    """Too many pairs for one page (Operations Travel: a few origins, ~38 destinations each):
    one page (CHAIN_MENU_LIMIT) of
    - "All N remaining Operations: A → B" (Operations Travel), each first country's best pair
      repeated for the rest of the Operations, where every step is one the rules offer (at most
      REPEAT_PAIRS);
    - the best pairs: the best odds first (`Option.odds`: an automatic Travel is sure), among equal
      odds each first country's best in turn (its second menu's order, `by_relevance`);
    - each first country alone, "Afghanistan → another country…", leading to its full menu;
    - the prompt's other options ("Stop here")."""
    room = CHAIN_MENU_LIMIT - len(countries) - len(others)
    if room < 1:
        return None
    repeats: list[Option] = []
    p = game.prompt()
    operations = p is not None and p.kind == "travel_origin"  # (the label's words: "remaining Operations")
    for o, us in zip(countries, seconds, strict=True) if operations else ():
        u = next((u for u in us if u.id != o.id), None)  # (not going to ground in place)
        steps = _repeated(game, role, shape, [o.id, u.id]) if u is not None and len(repeats) < REPEAT_PAIRS else []
        if u is not None and len(steps) >= 4:
            place = f"{o.label} → {u.label}"
            repeats.append(Option(id=CHAIN.join(steps), label=i18n.t(lang, "chain-all-remaining-pair", count=len(steps) // 2, place=place)))
    room -= len(repeats)
    ranked = sorted(
        ((u.id == o.id, -_odds(u, kind), rank, i, _pair(o, u))
         for i, (o, us) in enumerate(zip(countries, seconds, strict=True))
         for rank, u in enumerate(us)),
        key=lambda x: x[:4],
    )  # (staying in place last: it only turns an Active Cell into a Sleeper)
    best = [x[4] for x in ranked[: max(0, room)]]
    more = [Option(id=o.id, label=i18n.t(lang, "chain-pair-more", first=o.label)) for o in countries]
    return repeats + best + more + others


def _repeated(game: Game, role: Role, shape: str, pair: list[str]) -> list[str]:
    """`pair` (a first and a second country) chosen again at each repeat of the question (`shape`)
    until the question is no longer asked: the steps, each one the rules offer then; [] where the
    rules refuse a step first (not enough Cells to leave) or nothing repeats."""
    g = _clone(game)
    steps: list[str] = []
    while len(steps) < 24:
        logged = False
        for step in pair:
            q = g.prompt()
            if q is None or q.role != role or not q.offers(step) or logged:
                return []  # (a step that logged something must be the last: no outcome before a pick)
            logged = bool(g.act(role, step))
            steps.append(step)
        q = g.prompt()
        if q is None or q.role != role or _DIGITS.sub("#", q.text) != shape:
            return steps if len(steps) >= 4 else []
        if logged:
            return []
    return []


def _worded(o: Option, lang: str = DEFAULT) -> Option:
    """An option as a player reads it, in `lang` (`i18n.word`): "1 Op", not "1 Ops" (`plurals`)."""
    label = plurals(i18n.word(o, lang))
    if type(o) is not Option:  # a lazy option: a plain copy to keep
        return Option(id=o.id, label=label, odds=o.odds, note=o.note)
    return o if label == o.label else dataclasses.replace(o, label=label)


#: prompts (`Prompt.kind`) whose countries without odds need no die: sure (8.3.1 Travel to an
#: Adjacent country or in place, engine.ops.jihadist.travel_odds)
SURE_WITHOUT_ODDS = frozenset({"travel_dest"})


def _odds(o: Option, kind: str) -> float:
    """An option's odds for ordering a menu of the prompt `kind` (SURE_WITHOUT_ODDS)."""
    got = getattr(o, "odds", None)
    if got is not None:
        return float(got)
    return 1.0 if kind in SURE_WITHOUT_ODDS and o.id.startswith("country:") else 0.0


def by_relevance(game: Game, options: list[Option], kind: str = "") -> list[Option]:
    """A country menu most relevant first (issue 19): by the engine's odds where it gives them
    (`Option.odds`, e.g. War of Ideas; a country without odds last, or first among the sure ones
    in a `kind` of SURE_WITHOUT_ODDS), else the countries with Cells, Troops or a Cadre first;
    otherwise the engine's order is kept."""
    if any(getattr(o, "odds", None) is not None for o in options):
        return sorted(options, key=lambda o: -_odds(o, kind))
    pieces = {c.id for c in game.view(None).countries if c.troops or c.sleepers or c.actives or c.cadre}
    return sorted(options, key=lambda o: o.id.removeprefix("country:") not in pieces)


def role_label(role: str | None, lang: str = DEFAULT) -> str:
    """A side's name in `lang`: "US", "Jihadist" ("nobody" for none)."""
    if lang == DEFAULT:
        return ROLE_NAMES.get(role or "", "nobody")
    return i18n.t(lang, _ROLE_MSG.get(role or "", "role-nobody"))


_ROLE_MSG = {"us": "role-us", "jihadist": "role-jihadist"}
_STATUS_MSG = {"open": "game-status-open", "active": "game-status-active", "over": "game-status-over", "aborted": "game-status-aborted"}
#: track levels, Postures and Ideologies by id (engine/board.py, engine/setup.py)
_LEVEL_MSG = {
    "low": "level-low",
    "medium": "level-medium",
    "high": "level-high",
    "very_high": "level-very-high",
    "tight": "level-tight",
    "moderate": "level-moderate",
    "ample": "level-ample",
    "low_intensity": "level-low-intensity",
    "war": "level-war",
    "overstretch": "level-overstretch",
    "hard": "level-hard",
    "soft": "level-soft",
    "even": "level-even",
    "normal": "level-normal",
    "coherent": "level-coherent",
    "attractive": "level-attractive",
    "potent": "level-potent",
    "infectious": "level-infectious",
    "virulent": "level-virulent",
}


def waiting_line(lang: str, who: str) -> str:
    """The channel's "Waiting for X." line, in `lang`."""
    return i18n.t(lang, "waiting-for", who=who)


def is_waiting_line(line: str) -> bool:
    """A "Waiting for X." line in any language (the adapters leave it to the prompt itself)."""
    return any(line.startswith(i18n.t(code, "waiting-for", who="\0").split("\0")[0]) for code in LANGUAGES)


def phase_name(phase: str, lang: str = DEFAULT) -> str:
    """A phase in words of `lang`: "US Action Phase"."""
    if lang == DEFAULT or phase not in PHASE_NAMES:
        return PHASE_NAMES.get(phase, phase)
    return i18n.t(lang, "phase-name-" + phase.replace("_", "-"))  # (render.board.PHASE_MSG's ids)


def result_reason(result: dict[str, Any], lang: str = DEFAULT) -> str:
    """Why a game ended, in `lang`: the engine's victory condition, a resignation, a timeout, an
    abort (a message; an older result's English sentence read back into one: bot/core/legacy.py)."""
    return i18n.word(reason_message(result.get("reason")), lang)


def same_result(a: dict[str, Any] | None, b: dict[str, Any] | None) -> bool:
    """Two results say the same (an export's against its replay), whichever form each reason is in."""
    if a is None or b is None:
        return a == b
    return a.get("winner") == b.get("winner") and reason_json(a.get("reason")) == reason_json(b.get("reason"))


def game_result(game: Game) -> dict[str, Any]:
    """The result of a game the rules ended: the winner, and the reason as a message (its JSON)."""
    return {"winner": game.state.winner, "reason": reason_json(game.state.victory)}


#: how a player is told that a game waits for them (`/labyrinth notify`); no choice: a DM when
#: their DMs are open, else a mention in the game's channel
NOTIFY_MODES = ("dm", "mention", "both", "off")

#: the label of the resign row that claims a game after its deadline passed (its result's reason
#: is the message `reason-timeout`)
TIMEOUT = "timeout"
#: the deadline a new game gets unless its settings say otherwise (0 turns it off): 14 days
DEFAULT_DEADLINE_HOURS = 14 * 24


def timeout_result(staller: Role) -> dict[str, Any]:
    """The result of a claimed game: the side that did not decide in time loses."""
    return {"winner": "jihadist" if staller == "us" else "us", "reason": engine_msg.m("reason-timeout").to_json()}


def resign_result(side: Role) -> dict[str, Any]:
    """The result of a resignation: the other side wins."""
    return {"winner": "jihadist" if side == "us" else "us", "reason": engine_msg.m("reason-resigned", side=engine_msg.role(side)).to_json()}


def abort_result(user: str) -> dict[str, Any]:
    return {"winner": None, "reason": engine_msg.m("reason-aborted", user=user).to_json()}


@dataclass
class Replayed:
    """An action log replayed (`replay_log`): the game, the rows (each as the rules give it), and
    the status and result the log leads to."""

    game: Game
    rows: list[ActionRow]
    status: Literal["active", "over", "aborted"]
    result: dict[str, Any] | None


#: a replay of a whole log lets the engine skip the checkpoints of units that begin more than
#: this many rows before the next point that needs one (no unit lasts nearly that long)
CHECKPOINT_WINDOW = 100


class _Unrestorable(Exception):
    """A unit longer than CHECKPOINT_WINDOW rows: replay again with every checkpoint."""


def replay_log(setup: Setup, rows: list[ActionRow]) -> Replayed:
    """Replay a whole action log in its order, in one pass, rebuilding what each row says from the
    rules: a decision must be legal then and carry the label the rules give it; an undo must take
    back the last decision in force while `Game.can_undo` allows it (`Game.undone`: the game keeps
    a save point before each decision that may be undone, so nothing is replayed twice); a
    resignation or an abort ends the log. Only who and when are taken from the rows. Raises
    ValueError naming the first row the rules refuse or that says something else than the rules."""
    try:
        return _replay_log(setup, rows, CHECKPOINT_WINDOW)
    except _Unrestorable:
        return _replay_log(setup, rows, len(rows) + 1)


def _replay_log(setup: Setup, rows: list[ActionRow], window: int) -> Replayed:
    try:
        game = Game.replay(setup, [])
    except ValueError as e:
        raise ValueError(i18n.tr("import-setup-invalid", error=str(e))) from None
    humans = humans_of(setup)
    undone = {r.voids for r in rows if r.kind == "undo"}
    # where the game must be savable: before each decision undone later, and at the end
    needs = [i for i, r in enumerate(rows) if r.seq in undone] + [len(rows)]
    k = 0
    in_force: list[ActionRow] = []
    status: Literal["active", "over", "aborted"] = "active"
    result: dict[str, Any] | None = None
    for i, r in enumerate(rows):
        if status != "active" or game.over:
            raise ValueError(i18n.tr("import-row-after-end", row=str(r.seq)))
        while needs[k] < i:
            k += 1
        game.defer_checkpoints = needs[k] - i > window
        # what the rules say the row holds (role, option_id, label, voids)
        if r.kind == "act":
            p = game.prompt()
            option = p.option(r.option_id or "") if p is not None else None  # (the others are not made)
            if r.seq in undone and not game.restorable:
                raise _Unrestorable  # (then `undone` would find no save point before it)
            # the label in English (Option.label's words), read at the prompt: act makes no label
            said = i18n.word(option.msg, DEFAULT) if option is not None else None
            try:
                game.act(r.role or "", r.option_id or "")
            except IllegalAction as e:
                raise ValueError(
                    i18n.tr("import-row-illegal", row=str(r.seq), option=str(r.option_id), why=i18n.word(e.msg, i18n.reader()))
                ) from None
            assert p is not None and option is not None  # act() accepted it
            rules = (p.role, option.id, said, None)
            in_force.append(r)
        elif r.kind == "undo":
            last = in_force[-1] if in_force else None
            if last is None or r.voids != last.seq:
                raise ValueError(i18n.tr("import-row-undo-not-last", row=str(r.seq), voids=str(r.voids)))
            ok, why = game.can_undo()
            if not ok:
                raise ValueError(i18n.tr("import-row-undo-refused", row=str(r.seq), voids=str(last.seq), why=i18n.word(why, i18n.reader())))
            back = game.undone()
            if back is None:
                raise _Unrestorable
            game = back
            in_force.pop()
            rules = (last.role, last.option_id, None, last.seq)
        elif r.kind == "resign":
            if r.role not in humans:
                raise ValueError(i18n.tr("import-row-resign-nobody", row=str(r.seq), side=role_label(r.role, i18n.reader())))
            # a claim after the deadline is a resign row labelled "timeout" (the staller's side)
            claimed = r.label == TIMEOUT
            rules = (r.role, None, TIMEOUT if claimed else None, None)
            status, result = "over", timeout_result(r.role) if claimed else resign_result(r.role)
        else:
            rules = (None, None, None, None)
            status, result = "aborted", abort_result(r.user_id)
        given = (r.role, r.option_id, r.label, r.voids)
        if given != rules:
            fields = zip(("role", "option_id", "label", "voids"), given, rules, strict=True)
            key, mine, theirs = next(x for x in fields if x[1] != x[2])
            raise ValueError(
                i18n.tr("import-row-differs", row=str(r.seq), field=key, mine=repr(mine)[:80], theirs=repr(theirs)[:80])
            )
    game.defer_checkpoints = False
    if not game.restorable:
        raise _Unrestorable
    if status == "active" and game.over:
        status, result = "over", game_result(game)
    return Replayed(game=game, rows=rows, status=status, result=result)


def chain_tail(acts: list[ActionRow]) -> list[ActionRow]:
    """The last decision's rows: one, or the steps of a chain chosen in one pick (consecutive rows
    of one player committed together, with one time: `GameService.act`)."""
    tail = acts[-1:]
    for a in reversed(acts[:-1]):
        b = tail[0]
        if a.kind != "act" or a.seq != b.seq - 1 or (a.user_id, a.role, a.created_at) != (b.user_id, b.role, b.created_at):
            break
        tail.insert(0, a)
    # only the shapes `chained_options` offers: a card and its use, or one choice repeated (rows
    # that share a time otherwise, e.g. an imported log's, are separate decisions)
    ids = [a.option_id or "" for a in tail]
    if len(tail) == 2 and ids[0].startswith("play:") and not ids[1].startswith("play:"):
        return tail
    if len(tail) >= 2 and ids[0] == OPS_FIRST and (len(tail) == 2 or _chain_shape(ids[1:])):
        return tail  # "Travel first — …" (and the chain of the Operation's menu after it)
    if _chain_shape(ids):
        return tail
    return acts[-1:]


def _chain_shape(ids: list[str]) -> bool:
    """Whether these option ids are a chain of countries `chained_options` offers: one country
    repeated ("All 3 remaining Operations in X"), a pair ("France → Iraq"), a pair repeated ("All 3
    remaining Operations: Afghanistan → Pakistan")."""
    if len(ids) < 2 or not all(i.startswith("country:") for i in ids):
        return False
    return len(set(ids)) == 1 or len(ids) == 2 or (len(ids) % 2 == 0 and ids == ids[:2] * (len(ids) // 2))


def later_than(at: str, before: str) -> str:
    """`at`, or a millisecond after `before` when two picks fall in the same millisecond (or the
    clock went back): a chain's rows share a time and nothing else does (`chain_tail`)."""
    if not before or at > before:
        return at
    try:
        return (datetime.fromisoformat(before) + timedelta(milliseconds=1)).isoformat(timespec="milliseconds")
    except ValueError:  # (an imported row's time in another form)
        return at


def chain_label(steps: list[ActionRow]) -> str:
    """What a chain's steps were, as the player chose them."""
    return " → ".join(a.label or a.option_id for a in steps)


def _chain_ok(game: Game, role: Role, steps: list[str]) -> bool:
    """Whether `steps` are, one after the other, options the rules offer `role` (tried on a copy)."""
    g = _clone(game)
    for step in steps:
        q = g.prompt()
        if q is None or q.role != role or not q.offers(step):
            return False
        try:
            g.act(role, step)
        except IllegalAction:
            return False
    return True


def _check_rows(doc: ExportDoc) -> None:
    """What no export of ours holds, refused before any replay: a seed out of range, too many
    rows, rows out of order, texts too long or with control characters, a time that is not one."""
    if not 0 <= doc.setup.seed < 2**63:
        raise Refused(i18n.tr("import-seed-range"))
    if len(doc.actions) > ACTIONS_LIMIT:
        raise Refused(i18n.tr("import-too-many-rows", rows=str(len(doc.actions)), limit=str(ACTIONS_LIMIT)))
    if [a.seq for a in doc.actions] != list(range(1, len(doc.actions) + 1)):
        raise Refused(i18n.tr("import-rows-order"))
    good_ids: set[str] = set()  # a log has a user id or two: each is checked once, at its first row
    for a in doc.actions:
        if a.option_id is not None and len(a.option_id) > ID_LIMIT:
            raise Refused(i18n.tr("import-row-option-long", row=str(a.seq), size=str(len(a.option_id)), limit=str(ID_LIMIT)))
        if a.label is not None and len(a.label) > LABEL_LIMIT:
            raise Refused(i18n.tr("import-row-label-long", row=str(a.seq), size=str(len(a.label)), limit=str(LABEL_LIMIT)))
        if a.user_id not in good_ids:
            if not 0 < len(a.user_id) <= ID_LIMIT or clean_text(a.user_id) != a.user_id:
                raise Refused(i18n.tr("import-row-user-bad", row=str(a.seq)))
            good_ids.add(a.user_id)
        try:
            datetime.fromisoformat(a.created_at[:40])
        except ValueError:
            raise Refused(i18n.tr("import-row-time-bad", row=str(a.seq), time=repr(a.created_at)[:60])) from None
        if len(a.created_at) > 40:
            raise Refused(i18n.tr("import-row-time-long", row=str(a.seq)))


#: the chat-layer settings a channel (or one game) may set: name -> (allowed type, lowest,
#: highest, what it must be: a message id)
SETTINGS: dict[str, tuple[type, int, int, str]] = {
    "thread": (bool, 0, 1, "settings-words-bool"),
    "forfeit": (bool, 0, 1, "settings-words-bool"),
    # 0: the bot's default interval
    "reminder_minutes": (int, 0, 30 * 24 * 60, "settings-words-minutes"),
    # 0: no deadline
    "deadline_hours": (int, 0, 90 * 24, "settings-words-hours"),
    "summary_channel": (str, 1, 20, "settings-words-channel"),
}


def check_settings(values: Any) -> dict[str, Any]:
    """`values` if every key is a known setting with a value of its type and range; else Refused
    naming the first that is not."""
    if not isinstance(values, dict):
        raise Refused(i18n.tr("settings-not-names"))
    for k, v in values.items():
        rule = SETTINGS.get(k) if isinstance(k, str) else None
        if rule is None:
            known = ", ".join(SETTINGS)
            raise Refused(i18n.tr("settings-unknown", name=repr(clean_text(str(k))[:40]), known=known))
        kind, low, high, words = rule
        if k == "summary_channel" and v is None:
            continue
        if kind is int:
            ok = type(v) is int and low <= v <= high
        elif kind is bool:
            ok = type(v) is bool
        else:
            ok = type(v) is str and low <= len(v) <= high and v.isascii() and v.isdigit()
        if not ok:
            raise Refused(i18n.tr("settings-must-be", name=k, words=i18n.tr(words)))
    return dict(values)


def valid_settings(stored: dict[str, Any]) -> dict[str, Any]:
    """The known, valid settings of a stored dict (written before the checks, or by hand),
    and the service's own keys (a challenge attempt's code, an import's marks)."""
    out: dict[str, Any] = {}
    for k, v in stored.items():
        if k in INTERNAL_SETTINGS:
            out[k] = v
            continue
        try:
            out.update(check_settings({k: v}))
        except Refused:
            continue
    return out


#: keys the service itself keeps in a game's settings (never given by a user), and the game's
#: language, checked against the catalog's languages where a game is created
INTERNAL_SETTINGS = frozenset({"challenge", "imported_by", "imported_by_id", "language"})


# ---------------------------------------------------------------------- the service
class GameService:
    def __init__(self, store: Store, *, images: bool = True, cache_size: int = 256):
        self.store = store
        #: draw board images (when the renderer is installed); off for benchmarks and bulk tests
        self.images = images
        #: channel -> its newest game, least recently used first; at most `cache_size` kept
        #: (re-validated by version on every request, an action by its versioned commit (see
        #: `_cache_first`), so any copy may be dropped at any time)
        self._cache: OrderedDict[str, Live] = OrderedDict()
        self.cache_size = cache_size
        #: (game id, version) -> the prompt's options with chains (looking ahead costs a few ms)
        self._chain_cache: dict[tuple[int, int, str], list[Option]] = {}
        #: channel -> [its lock, how many requests hold or wait for it]; dropped when unused
        self._locks: dict[str, tuple[asyncio.Lock, list[int]]] = {}
        #: called after a request that ended a game (now 'over' or 'aborted'), outside the
        #: channel's lock, with the game's row and the reply (a hook may add to it). A hook must
        #: be idempotent: after a restart it may be called again for a game already ended.
        self.end_hooks: list[Callable[[GameRow, Reply], Awaitable[None]]] = []
        #: user id -> the language they read (their choice, else the client locale last seen):
        #: private messages to a player who is not the caller go out in it (docs/i18n.md)
        self._langs: dict[str, str] = {}

    @classmethod
    async def open(cls, path: str | Path, *, images: bool = True, cache_size: int = 256) -> GameService:
        """Open (checking, creating and migrating) the database (a SQLite file, or a `postgresql://`
        URL) and serve its games."""
        return cls(await open_store(path), images=images, cache_size=cache_size)

    async def close(self) -> None:
        await self.store.close()

    @asynccontextmanager
    async def _lock(self, channel: str) -> AsyncIterator[None]:
        """Serialize the requests of one channel. The lock lives only while a request holds or
        waits for it, so idle channels leave nothing behind."""
        entry = self._locks.get(channel)
        if entry is None:
            entry = self._locks[channel] = (asyncio.Lock(), [0])
        lock, users = entry
        users[0] += 1
        try:
            async with lock:
                yield
        finally:
            users[0] -= 1
            if users[0] == 0:
                del self._locks[channel]

    def _keep(self, channel: str, live: Live) -> None:
        """Cache `live` as the channel's game; drop the least recently used idle channels beyond
        `cache_size` (never one with a request under way: it may still be using its copy)."""
        self._cache[channel] = live
        self._cache.move_to_end(channel)
        if len(self._cache) > self.cache_size:
            for old in [c for c in self._cache if c not in self._locks][: len(self._cache) - self.cache_size]:
                del self._cache[old]

    # ------------------------------------------------------------------ loading
    async def _load(self, channel: str, *, finished: bool = False, trusted: bool = False) -> Live:
        """The channel's live game (or, with `finished`, its newest game of any status). With
        `trusted`, a cached game is taken as current without asking the database (`_cache_first`)."""
        live = self._cache.get(channel)
        # another process may have changed the game (an action, a pause) or opened a new one
        head = (live.row.id, live.row.version) if trusted and live is not None else await self.store.head(channel)
        if live is not None and head != (live.row.id, live.row.version):
            live = None
        if live is None:
            row = await self.store.game(head[0]) if head is not None else None
            if row is None:
                raise Refused(i18n.tr("no-game"))
            live = await self._read(row)
        self._keep(channel, live)
        if not finished and live.row.status not in ("open", "active"):
            raise Refused(i18n.tr("game-ended-over" if live.row.status == "over" else "game-ended-aborted"))
        return live

    async def _cache_first(self, channel: str, go: Callable[[bool], Awaitable[Reply]]) -> Reply:
        """Run the change `go(trusted)` on the cached game without first asking the database
        whether another process changed it: that question is a round trip to the database's
        thread, on the path of every action. Its commit still asks: the versioned UPDATE refuses
        a stale version and writes nothing (StaleVersion). That, or a refusal, is checked: if the
        game moved on meanwhile, `go` runs again on the game as stored, so the answer is the one a
        checked start gives."""
        live = self._cache.get(channel)
        if live is None:
            return await go(False)
        seen = (live.row.id, live.row.version)
        try:
            return await go(True)
        except (StaleVersion, Refused) as e:
            if live.row.version != seen[1]:
                raise  # its own change was saved: it never runs twice
            if isinstance(e, Refused) and await self.store.head(channel) == seen:
                raise
        self._forget(channel)
        return await go(False)

    async def _read(self, row: GameRow) -> Live:
        seats = await self.store.seats(row.id)
        actions = await self.store.actions(row.id)
        for seat in seats:  # the players' own choices, for the messages they get while others act
            if seat.user_id not in self._langs:
                chosen = await self.store.user_language(seat.user_id)
                if chosen in LANGUAGES:
                    self._langs[seat.user_id] = chosen
        game: Game | None = None
        if row.status != "open":
            if row.setup.get("players") == "solo":
                solo_available()  # installs the bot that answers its prompts in the restored game
            snap = await self.store.snapshot(row.id)
            if snap is not None:
                game = Game.from_json(snap[0])
        return Live(row=row, seats=seats, actions=actions, game=game)

    def _forget(self, channel: str) -> None:
        """Drop the cached game so the next request reloads it from the database."""
        self._cache.pop(channel, None)

    @staticmethod
    def _started(live: Live) -> Game:
        if live.row.status == "open" or live.game is None:
            raise Refused(i18n.tr("not-started"))
        return live.game

    @staticmethod
    def _my_seats(live: Live, user: str) -> list[Role]:
        """The human seats `user` holds, or a refusal."""
        mine = [r for r in live.roles_of(user) if r in live.human_roles()]
        if not mine:
            raise Refused(i18n.tr("not-seated"))
        return mine

    # ------------------------------------------------------------------ running requests
    async def _run(self, channel: str, fn: Callable[[], Any]) -> Reply:
        async with self._lock(channel):
            before = self._cache.get(channel)
            was = (before.row.id, before.row.status) if before is not None else None
            try:
                reply: Reply = _fit(await fn())
            except Refused as e:
                return Reply(ok=False, error=str(e), prompt=e.prompt)
            except StaleVersion as e:
                self._forget(channel)
                return Reply.refuse(str(e))
            except StorageFailure as e:
                # the cached copy may be ahead of the database: reload it next time
                self._forget(channel)
                log.error("channel %s: %s (%s)", channel, e, e.cause)
                return Reply.refuse(str(e))
            except StoreError as e:
                self._forget(channel)
                return Reply.refuse(f"Nothing was saved: {e}")
            except BaseException:
                # the in-memory copy may be ahead of the database: reload it next time
                self._forget(channel)
                raise
            live = self._cache.get(channel)
            ended = (
                live.row.model_copy(deep=True)
                if reply.ok
                and live is not None
                and live.row.status in ("over", "aborted")
                and (live.row.id, live.row.status) != was
                else None
            )
        if ended is not None:
            for hook in self.end_hooks:
                try:
                    await hook(ended, reply)
                except Exception:  # the game is saved; a hook's failure must not lose the reply
                    log.exception("end hook failed for game %s", ended.id)
        return reply

    # ------------------------------------------------------------------ lifecycle
    async def create(
        self,
        channel: str,
        user: str,
        name: str,
        *,
        scenario: str = "lets_roll",
        players: str = "two",
        side: str = "us",
        length: int = 1,
        ideology: str = "normal",
        seed: int | None = None,
        settings: dict[str, Any] | None = None,
        position: Any = None,
        level: str | None = None,
    ) -> Reply:
        """Open a game in `channel`; the creator takes the `side` seat (the US in solitaire).
        `settings` (chat-layer settings for this game) override the channel's; `position`
        (engine/position.py) starts from a custom position instead of the scenario's set-up.
        `players="solo", side="jihadist"`: the 2-player game against the US bot at `level`."""
        name = clean_name(name)

        async def go() -> Reply:
            if scenario not in SCENARIOS:
                raise Refused(i18n.tr("new-unknown-scenario", scenario=repr(scenario), choices=", ".join(SCENARIOS)))
            if players not in ("two", "solo"):
                raise Refused(i18n.tr("new-players"))
            if side not in ROLES:
                raise Refused(i18n.tr("new-side"))
            us_bot = None
            if players == "solo" and side == "jihadist":  # the 2-player game (rules 1-8) against the US bot
                us_bot = level or US_BOT_DEFAULT
                if us_bot not in US_BOT_LEVELS:
                    raise Refused(i18n.tr("new-unknown-level", level=repr(us_bot), choices=", ".join(US_BOT_LEVELS)))
                if ideology != "normal":
                    raise Refused(i18n.tr("new-ideology-not-us-bot"))
            elif level is not None:
                raise Refused(i18n.tr("new-level-for-us-bot"))
            if length not in LENGTHS:
                raise Refused(i18n.tr("new-length"))
            if ideology not in IDEOLOGIES:
                raise Refused(i18n.tr("new-unknown-ideology", ideology=repr(ideology), choices=", ".join(IDEOLOGIES)))
            if players == "two" and ideology != "normal":
                raise Refused(i18n.tr("new-ideology-solo-only"))
            if seed is not None and not 0 <= seed < 2**63:
                raise Refused(i18n.tr("new-seed"))
            own = dict(settings or {})
            if "language" in own:  # the game's language (docs/i18n.md)
                try:
                    own["language"] = language(str(own["language"]))
                except UnknownLanguage as e:
                    raise Refused(str(e)) from e
            if players == "solo" and us_bot is None and not solo_available():
                raise Refused(i18n.tr("new-solo-unavailable"))
            if await self.store.live_game(channel) is not None:
                raise Refused(i18n.tr("new-channel-busy"))
            pos = None
            if position is not None:
                try:  # refuse a malformed or impossible position now, naming every problem
                    pos = read_position(position, scenario)
                except ValueError as e:
                    raise Refused(i18n.tr("new-bad-position", error=position_problems(e, i18n.reader()))) from e
            setup = Setup(
                scenario=scenario,
                players="two" if us_bot else players,
                seed=secrets.randbelow(2**63) if seed is None else seed,
                length=length,
                ideology=ideology,
                position=pos,
                us_bot=us_bot,
            )
            check_settings({k: v for k, v in own.items() if k not in INTERNAL_SETTINGS})
            game_settings = {**await self.channel_settings(channel), **own}
            if not game_settings.get("deadline_hours") and "deadline_hours" not in game_settings:
                game_settings["deadline_hours"] = DEFAULT_DEADLINE_HOURS  # issue 19: a stalled game can end
            try:
                row = await self.store.create_game(
                    channel,
                    user,
                    setup.model_dump(),
                    [Seat(role=side, user_id=user, user_name=name)],
                    settings=game_settings,
                )
            except ChannelBusy as e:
                raise Refused(str(e)) from e
            live = Live(row=row, seats=await self.store.seats(row.id), actions=[], game=None)
            self._cache[channel] = live
            lang = self._glang(live)
            what = i18n.t(
                lang,
                "game-what",
                scenario=i18n.t(lang, i18n.scenario_msg(scenario)),
                players=players,
                length=length,
            )
            if us_bot:
                what += i18n.t(lang, "game-what-us-bot", level=us_bot_level_name(us_bot, lang))
            elif players == "solo":
                what += i18n.t(lang, "game-what-ideology", ideology=ideology if lang == DEFAULT else level_name(ideology, lang))
            lines = [
                i18n.t(lang, "game-opened", name=shown(name), game=row.id, what=what),
                i18n.t(lang, "sits-as", name=shown(name), side=role_label(side, lang)),
            ]
            if players == "solo":  # (either side: the other is a bot)
                lines.append(i18n.t(lang, "use-start"))
            else:
                lines.append(i18n.t(lang, "waiting-for-player", side=role_label("jihadist" if side == "us" else "us", lang)))
            return Reply(public=lines, game_id=row.id, version=row.version)

        return await self._run(channel, go)

    async def join(self, channel: str, user: str, name: str, role: str | None = None) -> Reply:
        """Take a free seat before the start (`role` names it; needed to sit on both sides)."""
        name = clean_name(name)

        async def go() -> Reply:
            live = await self._load(channel)
            if live.row.status != "open":
                raise Refused(i18n.tr("already-started-seats"))
            free = [r for r in live.human_roles() if live.user_of(r) is None]
            if role is None:
                if live.roles_of(user):
                    raise Refused(
                        f"You already sit as {role_label(live.roles_of(user)[0])}. To play both sides, name the seat: `join {free[0] if free else 'us'}`."
                    )
                if not free:
                    raise Refused(i18n.tr("seats-taken"))
                seat_role = free[0]
            else:
                if role not in live.human_roles():
                    raise Refused(
                        "In the 1-player game the only seat is the US."
                        if live.solo
                        else "Against the US bot the only seat is the Jihadist."
                        if live.us_bot
                        else "Seat must be 'us' or 'jihadist'."
                    )
                taken = live.user_of(role)  # type: ignore[arg-type]
                if taken is not None:
                    raise Refused(i18n.tr("seat-taken", side=role_label(role, i18n.reader()), name=shown(taken.user_name)))
                seat_role = role  # type: ignore[assignment]
            twin = next((s for s in live.seats if s.user_id != user and name_key(s.user_name) == name_key(name)), None)
            if twin is not None:
                raise Refused(
                    f"Your name looks the same as {shown(twin.user_name)}'s ({role_label(twin.role)}), so the players "
                    "could not tell you apart. Change your name (a server nickname) and `join` again."
                )
            seats = [*live.seats, Seat(role=seat_role, user_id=user, user_name=name)]
            v = await self.store.commit(live.row.id, live.row.version, seats=seats)
            live.seats, live.row.version = seats, v
            lang = self._glang(live)
            lines = [i18n.t(lang, "sits-as", name=shown(name), side=role_label(seat_role, lang))]
            if all(live.user_of(r) for r in live.human_roles()):
                lines.append(i18n.t(lang, "all-seats-taken"))
            return Reply(public=lines, game_id=live.row.id, version=v)

        return await self._run(channel, go)

    async def leave(self, channel: str, user: str, role: str | None = None) -> Reply:
        """Give up a seat before the start."""

        async def go() -> Reply:
            live = await self._load(channel)
            if live.row.status != "open":
                raise Refused("The game has already started: use `resign` to give up.")
            mine = live.roles_of(user)
            if not mine:
                raise Refused(i18n.tr("not-seated"))
            if role is None and len(mine) > 1:
                raise Refused("You sit on both sides: name the seat to leave (`leave us` or `leave jihadist`).")
            target = mine[0] if role is None else role
            if target not in mine:
                raise Refused(f"You do not sit as {role_label(target)}.")
            seats = [s for s in live.seats if s.role != target]
            v = await self.store.commit(live.row.id, live.row.version, seats=seats)
            name = next(s.user_name for s in live.seats if s.role == target)
            live.seats, live.row.version = seats, v
            lang = self._glang(live)
            text = i18n.t(lang, "leaves-seat", name=shown(name), side=role_label(target, lang))
            return Reply(public=[text], game_id=live.row.id, version=v)

        return await self._run(channel, go)

    async def start(self, channel: str, user: str) -> Reply:
        """Set up the scenario and deal; the creator or a seated player may start once seats are full."""

        async def go() -> Reply:
            live = await self._load(channel)
            if live.row.status != "open":
                raise Refused(i18n.tr("already-started"))
            if user != live.row.creator and not live.roles_of(user):
                raise Refused(i18n.tr("start-who"))
            empty = [r for r in live.human_roles() if live.user_of(r) is None]
            if empty:
                raise Refused(i18n.tr("seat-empty", side=role_label(empty[0], i18n.reader())))
            s = live.setup
            try:
                game = await asyncio.to_thread(Game.replay, s, [])
            except ValueError as e:
                raise Refused(f"The game cannot be set up: {e}") from e
            v = await self.store.commit(live.row.id, live.row.version, snapshot=game.to_json(), status="active")
            live.game, live.row.version, live.row.status = game, v, "active"
            if game.over:
                await self._finish(live)
            reply = Reply(game_id=live.row.id, version=live.row.version)
            lang = self._glang(live)
            seats = ", ".join(f"{role_label(x.role, lang)}: {shown(x.user_name)}" for x in live.seats)
            reply.public.append(i18n.t(lang, "game-begins", game=live.row.id, seats=seats))
            await self._deliver(live, game.state.log, reply, caller=user, images=True)
            if reply.blocks:
                reply.blocks[0].lines.insert(0, reply.public[0])
            return reply

        return await self._run(channel, go)

    # ------------------------------------------------------------------ playing
    async def prompt(self, channel: str, user: str) -> Reply:
        """Show `user` the decision they must make now, or whom the game waits for."""

        async def go() -> Reply:
            live = await self._load(channel)
            game = self._started(live)
            reply = Reply(game_id=live.row.id, version=live.row.version)
            p = game.prompt()
            if p is None:
                raise Refused(i18n.tr("game-is-over"))
            self._not_paused(live)
            seat = live.user_of(p.role)
            if seat is None or seat.user_id != user:
                raise Refused(i18n.tr("not-your-decision", who=self._who(live, p.role)))
            reply.prompt = self._prompt_for(live)
            return reply

        return await self._run(channel, go)

    async def act(self, channel: str, user: str, option_id: str, version: int | None = None) -> Reply:
        """Answer the pending prompt with `option_id`. With `version`, refuse if the game moved on."""

        async def go(trusted: bool) -> Reply:
            live = await self._load(channel, trusted=trusted)
            game = self._started(live)
            p = game.prompt()
            if p is None:
                raise Refused(i18n.tr("game-is-over"))
            mine = live.roles_of(user)
            if not mine:
                raise Refused(i18n.tr("not-seated"))
            if p.role not in mine:
                raise Refused(i18n.tr("not-your-turn", who=self._who(live, p.role)))
            self._not_paused(live)
            if version is not None and version != live.row.version:
                raise Refused(
                    i18n.tr("choice-out-of-date", seen=version, now=live.row.version), prompt=self._prompt_for(live)
                )
            steps = option_id.split(CHAIN) if CHAIN in option_id else [option_id]
            option = p.option(steps[0])  # (the others are not made)
            if option is None or (len(steps) > 1 and not _chain_ok(game, p.role, steps)):
                raise Refused(
                    i18n.tr("not-an-option", option=repr(option_id), prompt=i18n.word(p, i18n.reader())),
                    prompt=self._prompt_for(live),
                )
            before = (game.state.turn, game.state.phase)
            rows: list[ActionRow] = []
            entries: list[LogEntry] = []
            # one time for a chain's rows: `chain_tail` finds them by it (undo takes them back
            # together), so a separate pick never shares the time of the rows before it
            at = later_than(now(), live.actions[-1].created_at if live.actions else "")
            try:
                def play() -> None:  # a chain: consecutive decisions, each one the rules offer (checked above)
                    for step in steps:
                        q = game.prompt()
                        assert q is not None
                        chosen = q.option(step)
                        label = chosen.label if chosen is not None else step  # (else the rules refuse it)
                        entries.extend(game.act(q.role, step))
                        rows.append(
                            ActionRow(
                                seq=live.next_seq() + len(rows),
                                kind="act",
                                role=q.role,
                                user_id=user,
                                option_id=step,
                                label=label,
                                created_at=at,
                            )
                        )

                if live.us_bot:  # the US bot searches inside: in a worker thread, never on the event loop
                    await asyncio.to_thread(play)
                else:
                    play()
            except IllegalAction as e:
                if rows:
                    self._forget(channel)
                raise Refused(i18n.word(e.msg, i18n.reader())) from e  # (the caller's language)
            except Exception as e:
                log.exception("engine failure in game %s on %s", live.row.id, option_id)
                self._forget(channel)
                raise Refused(i18n.tr("engine-failed", error=str(e))) from e
            row = rows[0]
            status, result = ("over", self._result(game)) if game.over else (None, None)
            now_at = (game.state.turn, game.state.phase)
            begins = (*now_at, now_at[0] != before[0]) if now_at != before and not game.over else None
            v = await self.store.commit(
                live.row.id,
                live.row.version,
                action=row,
                snapshot=game.to_json(),
                status=status,
                result=result,
                phase_start=begins,
                more=rows[1:] or None,
            )
            live.actions += rows
            live.row.version = v
            if status:
                live.row.status, live.row.result = "over", result
            reply = Reply(game_id=live.row.id, version=v)
            await self._deliver(live, entries, reply, caller=user, images=(game.state.turn, game.state.phase) != before)
            return reply

        return await self._run(channel, lambda: self._cache_first(channel, go))

    async def hint(self, channel: str, user: str) -> Reply:
        """Privately to `user`: what the strongest US bot level would do at their pending decision,
        with its three best candidates and their scores (engine.usbot.hint, either side). Refused
        in a challenge and to someone not seated; the first hint marks the game's record. The
        search runs in a worker thread: the event loop keeps serving other channels."""

        async def go() -> Reply:
            live = await self._load(channel)
            game = self._started(live)
            if live.row.settings.get("challenge"):
                raise Refused(i18n.tr("hint-challenge"))
            mine = self._my_seats(live, user)
            p = game.prompt()
            if p is None:
                raise Refused(i18n.tr("game-is-over"))
            if p.role not in mine:
                raise Refused(i18n.tr("hint-not-yours", who=self._who(live, p.role)))
            try:
                h = await asyncio.to_thread(usbot_hint, game, p.role)
            except Exception as e:  # a search bug must not end the session; nothing was changed
                log.exception("hint failed in game %s", live.row.id)
                raise Refused(i18n.tr("hint-failed", error=str(e))) from e
            v = live.row.version
            if not live.row.settings.get("hinted"):
                settings = {**live.row.settings, "hinted": True}
                v = await self.store.commit(live.row.id, v, settings=settings)
                live.row.settings, live.row.version = settings, v
            reply = Reply(game_id=live.row.id, version=v)
            reply.private.append(PrivateMessage(user_id=user, role=p.role, text=h.text()))
            reply.prompt = self._prompt_for(live)
            return reply

        return await self._run(channel, go)

    async def undo(self, channel: str, user: str, version: int | None = None) -> Reply:
        """Take back the last decision: only its maker, only while no die was rolled and no
        secret revealed since (`Game.can_undo`). Rebuilds the game without it (`Game.undone`
        from the save point the game in memory kept, else `_rebuild`) and logs the undo.
        Adapters pass the `version` the press was made at, so that simultaneous presses take back
        one decision, not one each."""

        async def go() -> Reply:
            live = await self._load(channel)
            game, acts, last = self._undo_target(live, user)
            if version is not None and version != live.row.version:
                raise Refused(i18n.tr("undo-out-of-date", seen=version, now=live.row.version))
            before = (game.state.turn, game.state.phase)
            steps = chain_tail(acts)  # a chain chosen in one step is taken back in one step (issue 19)
            back: Game | None = game
            for _ in steps:
                back = back.undone() if back is not None else None
            if back is None:
                back = await self._rebuild(live, acts[: -len(steps)])
            at = now()
            rows = [
                ActionRow(
                    seq=live.next_seq() + i,
                    kind="undo",
                    role=a.role,
                    user_id=user,
                    option_id=a.option_id,
                    voids=a.seq,
                    created_at=at,
                )
                for i, a in enumerate(reversed(steps))
            ]
            v = await self.store.commit(
                live.row.id, live.row.version, action=rows[0], snapshot=back.to_json(), more=rows[1:] or None
            )
            live.actions += rows
            live.game, live.row.version = back, v
            reply = Reply(game_id=live.row.id, version=v)
            lang = self._glang(live)
            name = self._name(live, last.role, lang)  # type: ignore[arg-type]
            reply.public.append(i18n.t(lang, "undo-done", name=name, side=role_label(last.role, lang)))
            reply.private.append(PrivateMessage(user_id=user, role=last.role, text=i18n.tr("undone", label=chain_label(steps))))
            await self._deliver(live, [], reply, caller=None, images=(back.state.turn, back.state.phase) != before)
            return reply

        return await self._run(channel, go)

    def _undo_target(self, live: Live, user: str) -> tuple[Game, list[ActionRow], ActionRow]:
        """The game, the decisions in force and the last one, which `user` may take back now; or Refused."""
        game = self._started(live)
        if game.over:
            raise Refused(i18n.tr("game-is-over"))
        self._not_paused(live)
        acts = effective_acts(live.actions)
        if not acts:
            raise Refused(i18n.tr("undo-nothing"))
        last = acts[-1]
        if last.role not in live.roles_of(user):
            raise Refused(i18n.tr("undo-not-yours", side=role_label(last.role, i18n.reader())))
        ok, why = game.can_undo()
        steps = chain_tail(acts)
        if ok and game.state.undo_barrier >= game.state.decisions - len(steps) + 1:
            ok, why = False, "A die was rolled, a card drawn or a secret revealed since the start of that decision."
        if not ok:
            raise Refused(i18n.tr("undo-impossible", why=i18n.word(why, i18n.reader())))
        return game, acts, last

    async def undo_preview(self, channel: str, user: str) -> Reply:
        """What `undo` would take back now, for `user` to confirm (privately), with the version it
        applies to: a confirmation pressed after the game moved on (another undo, a decision) is
        refused as out of date, so two undo commands in a row take back one decision."""

        async def go() -> Reply:
            live = await self._load(channel)
            _, acts, last = self._undo_target(live, user)
            text = i18n.tr("undo-confirm", game=live.row.id, side=role_label(last.role, i18n.reader()), label=chain_label(chain_tail(acts)))
            return Reply(
                private=[PrivateMessage(user_id=user, role=last.role, text=text)],
                game_id=live.row.id,
                version=live.row.version,
            )

        return await self._run(channel, go)

    async def _rebuild(self, live: Live, acts: list[ActionRow]) -> Game:
        """The game after `acts` (the first decisions in force): the newest turn- or phase-start
        snapshot among them (migration 004), its log taken from the game in memory (a later
        moment of the same game: `Game.from_json(log=)`), then the decisions after it replayed.
        The action log stays the truth: without a usable snapshot the whole log is replayed."""
        snap = await self.store.turn_snapshot(live.row.id, [a.seq for a in acts])
        setup = live.setup
        later = live.game.state.log if live.game is not None else None  # its log is the rebuilt one's and more

        def build() -> Game:
            game, rest = None, acts
            if snap is not None:
                try:
                    game = Game.from_json(snap[1], log=later)
                    rest = acts[[a.seq for a in acts].index(snap[0]) + 1 :]
                except Exception:  # a damaged snapshot: the log still holds the game
                    log.exception("turn snapshot %s of game %s is unusable; replaying the log", snap[0], live.row.id)
                    game, rest = None, acts
            if game is None:
                return Game.replay(setup, [(a.role, a.option_id) for a in acts])  # type: ignore[misc]
            for a in rest:
                game.act(a.role, a.option_id)  # type: ignore[arg-type]
            return game

        return await asyncio.to_thread(build)

    async def resign(self, channel: str, user: str, role: str | None = None) -> Reply:
        """Concede: the other side wins. Sitting on both sides, the side to act resigns (or name it)."""

        async def go() -> Reply:
            live = await self._load(channel)
            game = self._started(live)
            if game.over:
                raise Refused(i18n.tr("game-is-over"))
            mine = live.roles_of(user)
            if not mine:
                raise Refused(i18n.tr("not-seated"))
            if role is not None:
                if role not in mine:
                    raise Refused(i18n.tr("not-seated-as", side=role_label(role, i18n.reader())))
                side: Role = role  # type: ignore[assignment]
            elif len(mine) == 1:
                side = mine[0]
            else:
                p = game.prompt()
                side = p.role if p is not None else mine[0]
            result = resign_result(side)
            winner = result["winner"]
            row = ActionRow(seq=live.next_seq(), kind="resign", role=side, user_id=user, created_at=now())
            v = await self.store.commit(live.row.id, live.row.version, action=row, status="over", result=result)
            live.actions.append(row)
            live.row.version, live.row.status, live.row.result = v, "over", result
            lang = self._glang(live)
            text = i18n.t(lang, "resigns", name=self._name(live, side, lang), winner=role_label(winner, lang))
            return Reply(public=[text], game_id=live.row.id, version=v)

        return await self._run(channel, go)

    async def claim(self, channel: str, user: str, at: float | None = None) -> Reply:
        """After the game's deadline passed without a decision, the player waiting for it claims
        the game: a timeout win (result reason "timeout"). Refused before the deadline (with the
        time left), in a paused game, and for anyone but the waiting player."""

        async def go() -> Reply:
            live = await self._load(channel)
            game = self._started(live)
            p = game.prompt()
            if p is None:
                raise Refused(i18n.tr("game-is-over"))
            staller = live.user_of(p.role)
            if live.solo or staller is None:
                raise Refused(i18n.tr("claim-solo"))
            mine = [r for r in live.roles_of(user) if r != p.role]
            if not mine or staller.user_id == user:
                raise Refused(
                    i18n.tr("claim-not-waiting", who=self._who(live, p.role))
                    if staller.user_id != user
                    else i18n.tr("claim-own")
                )
            self._not_paused(live)
            hours = int({**await self.store.channel_settings(channel), **live.row.settings}.get("deadline_hours") or 0)
            if not hours:
                raise Refused(i18n.tr("claim-no-deadline"))
            since = datetime.fromisoformat(live.row.idle_since).timestamp()
            left = since + hours * 3600 - (datetime.now().timestamp() if at is None else at)
            if left > 0:
                raise Refused(i18n.tr("claim-too-early", left=duration_words(left, i18n.reader())))
            result = timeout_result(p.role)
            row = ActionRow(seq=live.next_seq(), kind="resign", role=p.role, user_id=user, label=TIMEOUT, created_at=now())
            v = await self.store.commit(live.row.id, live.row.version, action=row, status="over", result=result)
            live.actions.append(row)
            live.row.version, live.row.status, live.row.result = v, "over", result
            lang = self._glang(live)
            text = i18n.t(
                lang,
                "claimed",
                who=self._who(live, p.role, lang),
                hours=hours,
                name=self._name(live, mine[0], lang),
                winner=role_label(result["winner"], lang),
            )
            return Reply(public=[text], game_id=live.row.id, version=v)

        return await self._run(channel, go)

    async def phase_log(self, game_id: int, first: int, last: int) -> Reply:
        """The public log lines from seq `first` to `last` of game `game_id` (privately: a "Why?"
        press on a phase post shows the bot's reasoning among them)."""
        try:
            row = await self.store.game(game_id)
            snap = await self.store.snapshot(game_id) if row is not None else None
        except StoreError as e:
            self._unreadable(f"game {game_id}", e)
            return Reply.refuse(storage_refusal(e))
        if row is None:
            return Reply.refuse("This game no longer exists.")
        if snap is None:
            return Reply.refuse("The game has not started yet.")
        if row.setup.get("players") == "solo":
            solo_available()
        game = Game.from_json(snap[0])
        lines = [e.text for e in game.state.log if e.to is None and first <= e.seq <= last]
        return Reply(private=[PrivateMessage(user_id="", text=t) for t in lines], game_id=game_id)

    async def phase_post(self, game_id: int) -> tuple[str, str] | None:
        """The channel and the state (JSON, public text only) of the game's channel post under way
        (issue 19: kept so that after a restart the next action edits the same post); None when
        there is none or the database cannot be read (logged)."""
        try:
            return await self.store.phase_post(game_id)
        except StoreError as e:
            self._unreadable(f"game {game_id}", e)
            return None

    async def set_phase_post(self, game_id: int, channel_id: str | None, state: str | None) -> None:
        """Keep (None: forget) the game's channel post under way; a failure is logged (the post
        still holds the text: the next action after a restart would start a new post)."""
        try:
            await self.store.set_phase_post(game_id, channel_id, state)
        except StoreError as e:
            log.warning("keeping the post of game %s failed: %s", game_id, e)

    async def notify_mode(self, user: str) -> str | None:
        """How `user` wants to be told a game waits for them (`/labyrinth notify`, one of
        NOTIFY_MODES), or None: the default (also when the database cannot be read: logged)."""
        try:
            return await self.store.notify_setting(user)
        except StoreError as e:
            self._unreadable(f"user {user}", e)
            return None

    async def set_notify_mode(self, user: str, how: str) -> Reply:
        """Keep how `user` wants to be told; an unknown way is refused with the list."""
        if how not in NOTIFY_MODES:
            return Reply.refuse(i18n.tr("notify-unknown", how=repr(clean_text(how)[:20]), choices=", ".join(NOTIFY_MODES)))
        try:
            await self.store.set_notify_setting(user, how)
        except StoreError as e:
            return Reply.refuse(storage_refusal(e))
        return Reply()

    async def abort(self, channel: str, user: str, is_manager: bool = False) -> Reply:
        """End the channel's game without a result: its creator or a channel manager only."""

        async def go() -> Reply:
            live = await self._load(channel)
            if user != live.row.creator and not is_manager:
                raise Refused(i18n.tr("abort-who"))
            result = abort_result(user)
            row = ActionRow(seq=live.next_seq(), kind="abort", user_id=user, created_at=now())
            v = await self.store.commit(live.row.id, live.row.version, action=row, status="aborted", result=result)
            live.actions.append(row)
            live.row.version, live.row.status, live.row.result = v, "aborted", result
            return Reply(public=[i18n.t(self._glang(live), "aborted", game=live.row.id)], game_id=live.row.id, version=v)

        return await self._run(channel, go)

    # ------------------------------------------------------------------ pausing
    def _not_paused(self, live: Live) -> None:
        if live.row.paused_at is not None and live.row.status == "active":
            raise Refused(i18n.tr("paused-no-decision", paused=self._pause_text(live)))

    def _pause_text(self, live: Live, lang: str | None = None) -> str:
        lang = lang or i18n.reader()
        row = live.row
        who = next((shown(s.user_name) for s in live.seats if s.user_id == row.paused_by), None) or i18n.t(
            lang, "a-channel-manager"
        )
        when = (row.paused_at or "")[:16].replace("T", " ")
        why = f" ({shown(row.pause_reason)})" if row.pause_reason else ""
        return i18n.t(lang, "paused-by", game=row.id, who=who, when=when, why=why)

    async def pause(self, channel: str, user: str, reason: str = "", is_manager: bool = False) -> Reply:
        """Stop the clock: decisions are refused and reminders and deadlines stop until `resume`.
        A seated player or a channel manager may pause."""

        async def go() -> Reply:
            live = await self._load(channel)
            game = self._started(live)
            if game.over:
                raise Refused(i18n.tr("game-is-over"))
            if not live.roles_of(user) and not is_manager:
                raise Refused(i18n.tr("pause-who"))
            if live.row.paused_at is not None:
                raise Refused(i18n.tr("paused-resume", paused=self._pause_text(live)))
            why = clean_text(" ".join(reason[:1000].split()))[:200] or None
            live.row = await self.store.set_paused(live.row.id, live.row.version, user, why)
            lang = self._glang(live)
            return Reply(
                public=[i18n.t(lang, "paused-now", paused=self._pause_text(live, lang))],
                game_id=live.row.id,
                version=live.row.version,
            )

        return await self._run(channel, go)

    async def resume(self, channel: str, user: str, is_manager: bool = False) -> Reply:
        """Continue a paused game; the reminder and deadline clock starts again from now."""

        async def go() -> Reply:
            live = await self._load(channel)
            self._started(live)
            if not live.roles_of(user) and not is_manager:
                raise Refused(i18n.tr("resume-who"))
            if live.row.paused_at is None:
                raise Refused(i18n.tr("not-paused", game=live.row.id))
            lang = self._glang(live)
            by = next((shown(s.user_name) for s in live.seats if s.user_id == user), None) or i18n.t(lang, "a-channel-manager-by")
            live.row = await self.store.set_paused(live.row.id, live.row.version, None)
            reply = Reply(game_id=live.row.id, version=live.row.version)
            reply.public.append(i18n.t(lang, "resumed", by=by, game=live.row.id))
            await self._deliver(live, [], reply, caller=None, images=False)
            return reply

        return await self._run(channel, go)

    # ------------------------------------------------------------------ looking
    async def info(self, channel: str) -> GameInfo | None:
        """The channel's newest game (any status), or None when it never had one."""
        async with self._lock(channel):
            try:
                live = await self._load(channel, finished=True)
            except Refused:
                return None
            except StoreError as e:  # the adapter asks the service again, which says what failed
                self._unreadable(channel, e)
                return None
            p = live.game.prompt() if live.game is not None and live.row.status == "active" else None
            return GameInfo(
                game_id=live.row.id,
                status=live.row.status,
                players=live.row.setup.get("players", "two"),
                scenario=live.row.setup.get("scenario", ""),
                creator=live.row.creator,
                seats=list(live.seats),
                version=live.row.version,
                waiting_for=p.role if p else None,
                result=live.row.result,
                paused_at=live.row.paused_at if live.row.status == "active" else None,
                idle_since=live.row.idle_since,
            )

    async def status(self, channel: str) -> Reply:
        """The public state of the channel's game (safe to post in the channel)."""

        async def go() -> Reply:
            live = await self._load(channel, finished=True)
            return Reply(public=[self._status_text(live)], game_id=live.row.id, version=live.row.version)

        return await self._run(channel, go)

    async def board(self, channel: str, region: str | None = None) -> Reply:
        """The current board image (public view); with `region`, that region of the map or that
        country with its neighbours, drawn large (an unknown name is refused with the list)."""

        async def go() -> Reply:
            live = await self._load(channel, finished=True)
            game = self._started(live)
            reply = Reply(game_id=live.row.id, version=live.row.version)
            if region and region.strip():
                try:
                    from render import render_region
                except ImportError as e:
                    raise Refused("Pictures are not available: the renderer is not installed.") from e
                view = game.view(None)
                try:
                    lang = self._glang(live)
                    words = i18n.words(lang) if lang != DEFAULT else None
                    png = await asyncio.to_thread(render_region, i18n.localized_view(view, lang), region, words)
                except ValueError as e:  # render.UnknownRegion: its message lists the regions
                    raise Refused(str(e)) from e
                slug = "".join(ch if ch.isalnum() else "-" for ch in region.strip().lower())[:40]
                name = f"game{live.row.id}-v{live.row.version}-{slug}.png"
                reply.images.append(BoardImage(filename=name, png=png, turn=view.turn, phase=view.phase))
                return reply
            await self._add_image(live, reply, asked=True)
            if not reply.images:
                raise Refused("Board images are not available: the renderer is not installed or failed (see `status`).")
            return reply

        return await self._run(channel, go)

    async def hand(self, channel: str, user: str, full: bool | None = None) -> Reply:
        """Privately: the user's hand(s), the Jihadist's Plot values, and their pending decision.
        `full`: every card's whole event summary and why its Event is not playable now, as the hand
        picture shows them (default: where no picture can be drawn); else a line per card."""
        if full is None:
            full = not self.images or hand_renderer() is None

        async def go() -> Reply:
            live = await self._load(channel, finished=True)
            game = self._started(live)
            mine = self._my_seats(live, user)
            reply = Reply(game_id=live.row.id, version=live.row.version)
            lang = self.lang_for(user)
            empty = "  " + i18n.t(lang, "empty")
            for r in mine:
                v = game.view(r)
                lines = [i18n.t(lang, "your-hand", side=role_label(r, lang), count=len(v.hand or []))]
                if full:
                    lines += hand_lines(v.hand or [], hand_notes(game, r, v.hand or []), lang) or [empty]
                else:
                    lines += [
                        f"  #{c.number} {i18n.t(lang, i18n.card_msg(c.number))} ({i18n.t(lang, 'card-ops', ops=c.ops)}, "
                        f"{i18n.t(lang, _SIDE_EVENT[c.side]) if c.side in _SIDE_EVENT else c.side})"
                        for c in v.hand or []
                    ] or [empty]
                if v.available_plot_values is not None:
                    none = i18n.t(lang, "none")
                    plots = [i18n.t(lang, "plots-available", list=", ".join(v.available_plot_values) or none)]
                    placed = [
                        f"{i18n.t(lang, i18n.country_msg(c.id))} {', '.join(c.plot_values)}" for c in v.countries if c.plot_values
                    ]
                    plots.append(i18n.t(lang, "plots-on-map", list="; ".join(placed) or none))
                    lines[1:1] = plots  # before the cards: a long hand runs on into further messages
                reply.private.append(PrivateMessage(user_id=user, role=r, text="\n".join(lines)))
            p = game.prompt()
            if p is not None and p.role in mine and live.row.status == "active":
                reply.prompt = self._prompt_for(live)
            return reply

        return await self._run(channel, go)

    async def history(self, channel: str, user: str, limit: int = 20) -> Reply:
        """Privately to `user`: the last decisions (undos included) and the log they may see."""

        async def go() -> Reply:
            live = await self._load(channel, finished=True)
            n = max(1, min(limit, 200))
            mine = set(live.roles_of(user)) & set(live.human_roles())
            done = live.row.status in ("over", "aborted")
            lang = self.lang_for(user)
            lines = [i18n.t(lang, "history-decisions", game=live.row.id, shown=min(n, len(live.actions)), total=len(live.actions))]
            for a in live.actions[-n:]:
                who = next((shown(s.user_name) for s in live.seats if s.user_id == a.user_id), shown(a.user_id))
                when = a.created_at[:19].replace("T", " ")
                side = role_label(a.role, lang)
                if a.kind == "act":
                    known = done or a.role in mine or (live.solo and a.role == "us")
                    what = a.label if known else i18n.t(lang, "history-made-decision")
                    lines.append(f"  {a.seq}. {when} {who} ({side}): {what}")
                elif a.kind == "undo":
                    lines.append(f"  {a.seq}. {when} " + i18n.t(lang, "history-undid", who=who, seq=a.voids or 0))
                elif a.kind == "resign":
                    lines.append(f"  {a.seq}. {when} " + i18n.t(lang, "history-resigned", who=who, side=side))
                else:
                    lines.append(f"  {a.seq}. {when} " + i18n.t(lang, "history-aborted", who=who))
            if live.game is not None:
                visible = [e for e in live.game.state.log if e.to is None or e.to in mine]
                lines.append(i18n.t(lang, "history-log", shown=min(n, len(visible))))
                lines += [
                    f"  T{e.turn} {'(' + i18n.t(lang, 'history-to', side=role_label(e.to, lang)) + ') ' if e.to else ''}"
                    f"{i18n.word(e, lang)}"
                    for e in visible[-n:]
                ]
            return Reply(private=[PrivateMessage(user_id=user, text=t) for t in chunks(lines)], game_id=live.row.id)

        return await self._run(channel, go)

    async def public_view(self, channel: str) -> View | None:
        """The public view (`Game.view(None)`) of the channel's newest started game, else None."""
        async with self._lock(channel):
            try:
                live = await self._load(channel, finished=True)
            except Refused:
                return None
            except StoreError as e:
                self._unreadable(channel, e)
                return None
            return live.game.view(None) if live.game is not None else None

    async def seat_views(self, channel: str, user: str) -> dict[Role, View]:
        """The views of the seats `user` holds in the channel's started game (for their DM)."""
        async with self._lock(channel):
            try:
                live = await self._load(channel, finished=True)
            except Refused:
                return {}
            except StoreError as e:
                self._unreadable(channel, e)
                return {}
            if live.game is None:
                return {}
            return {r: live.game.view(r) for r in live.roles_of(user) if r in live.human_roles()}

    async def hand_images(self, channel: str, user: str) -> dict[Role, list[bytes]]:
        """PNG pages of the hands of the seats `user` holds (for their DM), each card with why its
        Event is not playable now; none while the renderer is not installed, and none for a hand
        whose drawing failed (logged)."""
        draw = hand_renderer()
        if draw is None:
            return {}
        out: dict[Role, list[bytes]] = {}
        lang = self.lang_for(user)  # a hand goes to its player alone: in their language
        for role, (cards, notes) in (await self.seat_hands(channel, user)).items():
            notes = {n: i18n.word(x, lang) for n, x in notes.items()}
            try:
                extra = (i18n.words(lang),) if lang != DEFAULT else ()
                out[role] = await asyncio.to_thread(draw, i18n.localized_cards(cards, lang), notes, *extra)
            except Exception:
                log.exception("render_hand failed")
        return out

    def _unreadable(self, channel: str, e: StoreError) -> None:
        """A read that failed in a method returning no Reply: logged (one line), the cached copy dropped."""
        self._forget(channel)
        log.error("channel %s: %s (%s)", channel, e, getattr(e, "cause", None))

    async def running_game_channel(self, game_id: int) -> tuple[str | None, str]:
        """The channel of a running game (a prompt's button names its game), or None and why not
        (the storage refusal when the database cannot be read)."""
        try:
            row = await self.store.game(game_id)
        except StoreError as e:
            self._unreadable(f"game {game_id}", e)
            return None, storage_refusal(e)
        if row is not None and row.status == "active":
            return row.channel, ""
        return None, "This game no longer exists." if row is None else f"Game #{game_id} is {row.status}; nothing to decide."

    async def my_games(self, user: str) -> tuple[list[MyGame], str | None]:
        """The unfinished games `user` sits in, in every channel; or the refusal when the database
        cannot be read."""
        out: list[MyGame] = []
        try:
            rows = await self.store.games(("open", "active"))
            for row in rows:
                seats = await self.store.seats(row.id)
                mine = [s.role for s in seats if s.user_id == user]
                if mine:
                    out.append(MyGame(game_id=row.id, channel=row.channel, status=row.status, roles=mine,
                                      paused_at=row.paused_at, idle_since=row.idle_since))  # fmt: skip
        except StoreError as e:
            self._unreadable(f"user {user}", e)
            return [], storage_refusal(e)
        for g in out:
            info = await self.info(g.channel)
            g.waiting_for = info.waiting_for if info is not None and info.game_id == g.game_id else None
        return out, None

    async def closed_dms(self) -> dict[str, float]:
        """User id -> when a DM to them failed (their DMs are closed); empty when unreadable."""
        try:
            return await self.store.closed_dms()
        except StoreError as e:
            self._unreadable("closed DMs", e)
            return {}

    async def set_closed_dm(self, user_id: str, failed_at: float | None) -> None:
        """Remember (None: forget) that DMs to `user_id` failed; a storage failure is logged only."""
        try:
            await self.store.set_closed_dm(user_id, failed_at)
        except StoreError as e:
            self._unreadable("closed DMs", e)

    async def command_hash(self, scope: str) -> str | None:
        """The hash of the command payload last synced for `scope` (an adapter's start-up)."""
        return await self.store.command_hash(scope)

    async def set_command_hash(self, scope: str, digest: str) -> None:
        await self.store.set_command_hash(scope, digest)

    async def take_lease(self, name: str, owner: str, now: float, seconds: float) -> bool:
        """Claim the shared work `name` (store.take_lease: migration 007)."""
        return await self.store.take_lease(name, owner, now, seconds)

    async def end_lease(self, name: str, owner: str) -> None:
        await self.store.end_lease(name, owner)

    async def seat_hands(self, channel: str, user: str) -> dict[Role, tuple[list[CardView], dict[int, Text]]]:
        """The hands of the seats `user` holds, each with its notes (card number -> "(Event not
        playable now: why)", from the engine)."""
        async with self._lock(channel):
            try:
                live = await self._load(channel, finished=True)
            except Refused:
                return {}
            game = live.game
            if game is None:
                return {}
            out: dict[Role, tuple[list[CardView], dict[int, Text]]] = {}
            for r in live.roles_of(user):
                if r in live.human_roles():
                    cards = game.view(r).hand or []
                    out[r] = (cards, hand_notes(game, r, cards))
            return out

    # ------------------------------------------------------------------ export / import
    async def export(self, channel: str, user: str) -> Reply:
        """The set-up and action log as JSON (replayable). Refused for an unfinished game (and an
        aborted 2-player one): its seed reveals the cards to come, and in the 1-player game the
        bot's hand; the log reveals hands and Plots. `export_view` is what a player may see."""

        async def go() -> Reply:
            live = await self._load(channel, finished=True)
            game = self._started(live)
            if live.row.settings.get("challenge"):
                raise Refused(i18n.tr("export-challenge"))
            if not live.solo and live.row.status != "over":
                raise Refused(i18n.tr("export-unfinished-two"))
            if live.row.status == "active":
                raise Refused(i18n.tr("export-unfinished-solo"))
            doc = ExportDoc(
                format=EXPORT_FORMAT,
                format_version=EXPORT_VERSION,
                setup=live.setup,
                status=live.row.status,  # type: ignore[arg-type]
                result=live.row.result,
                seats=live.seats,
                actions=live.actions,
                state_sha256=state_hash(game),
                exported_at=now(),
                game_id=live.row.id,
            )
            text = doc.model_dump_json(indent=1)
            return Reply(
                private=[
                    PrivateMessage(user_id=user, text=f"Export of game #{live.row.id}: {len(live.actions)} log rows.")
                ],
                attachment=Attachment(filename=f"labyrinth-game-{live.row.id}.json", text=text),
                game_id=live.row.id,
                version=live.row.version,
            )

        return await self._run(channel, go)

    async def export_view(self, channel: str, user: str) -> Reply:
        """A player's own view (Game.view(role)) as JSON, at any time."""

        async def go() -> Reply:
            live = await self._load(channel, finished=True)
            game = self._started(live)
            mine = self._my_seats(live, user)
            views = {r: game.view(r).model_dump(mode="json") for r in mine}
            text = json.dumps({"game_id": live.row.id, "version": live.row.version, "views": views}, indent=1)
            return Reply(
                attachment=Attachment(filename=f"labyrinth-game-{live.row.id}-{'-'.join(mine)}-view.json", text=text),
                game_id=live.row.id,
                version=live.row.version,
            )

        return await self._run(channel, go)

    async def import_game(self, channel: str, user: str, name: str, text: str) -> Reply:
        """Recreate an exported game in `channel`. Nothing in the file is taken on trust: one
        replay of its log rebuilds every row (labels included), the status, the result and the
        state's hash, and a file whose claims differ is refused, saying what differs. The
        importing user takes the human seat(s)."""
        name = clean_name(name)

        async def go() -> Reply:
            if len(text) > EXPORT_LIMIT:
                raise Refused(i18n.tr("import-too-large", size=str(len(text)), limit=str(EXPORT_LIMIT)))
            try:
                doc = ExportDoc.model_validate_json(text)
            except ValidationError as e:
                first = e.errors()[0]
                where = ".".join(str(x) for x in first["loc"]) or "document"
                raise Refused(i18n.tr("import-not-an-export", where=where, error=first["msg"][:200])) from e
            if doc.format_version != EXPORT_VERSION:
                raise Refused(i18n.tr("import-version", version=doc.format_version, reads=EXPORT_VERSION))
            if doc.setup.players == "two" and doc.status != "over":
                raise Refused(i18n.tr("import-unfinished-two"))
            if doc.setup.players == "solo" and not solo_available():
                raise Refused(i18n.tr("import-solo-unavailable"))
            _check_rows(doc)
            if await self.store.live_game(channel) is not None:
                raise Refused(i18n.tr("import-channel-busy"))

            def replay() -> tuple[Replayed, str, str]:
                done = replay_log(doc.setup, doc.actions)
                return done, state_hash(done.game), done.game.to_json()

            try:
                done, sha, snapshot = await asyncio.to_thread(replay)
            except ValueError as e:
                raise Refused(str(e)) from e
            except Exception as e:  # a rules bug (or a pathological file) must not end the session
                log.exception("replaying an import into %s failed", channel)
                raise Refused(i18n.tr("import-engine-failed", error=str(e))) from e
            if sha != doc.state_sha256 and legacy_state_hash(done.game) != doc.state_sha256:  # (an export from before message ids)
                raise Refused(i18n.tr("import-hash"))
            if doc.status != done.status:
                raise Refused(i18n.tr("import-status", said=i18n.tr(_STATUS_MSG[doc.status]), replayed=i18n.tr(_STATUS_MSG[done.status])))
            if not same_result(doc.result, done.result):
                raise Refused(i18n.tr("import-result", said=repr(doc.result)[:300], replayed=repr(done.result)))
            game = done.game
            same = await self._stored_twin(doc.setup, done.rows)
            if same is not None:
                raise Refused(i18n.tr("import-twice", game=same))
            humans: tuple[Role, ...] = humans_of(doc.setup)
            if done.status == "active":  # the importer plays it on
                seats = [Seat(role=r, user_id=user, user_name=name) for r in humans]
            else:  # a finished game keeps its players' names; the file's user ids are not taken on trust
                named = {x.role: x for x in doc.seats}
                seats = [
                    Seat(
                        role=r,
                        user_id=f"imported:{clean_text(named[r].user_id)[:ID_LIMIT]}" if r in named else "imported:",
                        user_name=clean_name(named[r].user_name) if r in named else "a player",
                    )
                    for r in humans
                ]
            marks = {"imported_by": name, "imported_by_id": user}
            try:
                row = await self.store.create_game(
                    channel,
                    user,
                    doc.setup.model_dump(),
                    seats,
                    status=done.status,
                    result=done.result,
                    actions=done.rows,
                    snapshot=snapshot,
                    settings={**await self.channel_settings(channel), **marks},
                )
            except ChannelBusy as e:
                raise Refused(str(e)) from e
            live = Live(row=row, seats=seats, actions=list(done.rows), game=game)
            self._cache[channel] = live
            reply = Reply(game_id=row.id, version=row.version)
            players = ", ".join(f"{role_label(x.role)}: {shown(x.user_name)}" for x in seats)
            reply.public.append(
                f"{shown(name)} imported a game as #{row.id} ({players}; {len(done.rows)} log rows; {done.status}, "
                f"turn {game.state.turn}). Imported games are listed in the records but not counted in the stats."
            )
            if done.status == "active":
                reply.prompt = self._prompt_for(live)
            await self._add_image(live, reply)
            return reply

        return await self._run(channel, go)

    async def _stored_twin(self, setup: Setup, rows: list[ActionRow]) -> int | None:
        """The id of a stored game with the same set-up and the same log (who and when aside), if any."""
        mine = json.loads(json.dumps(setup.model_dump(), sort_keys=True))
        log_of: list[tuple[str, str | None, str | None, int | None]] | None = None  # once a set-up matches
        for row in await self.store.games_with_seed(setup.seed):
            if row.setup != mine:
                continue
            if log_of is None:
                log_of = [(r.kind, r.role, r.option_id, r.voids) for r in rows]
            theirs = await self.store.actions(row.id)
            if [(r.kind, r.role, r.option_id, r.voids) for r in theirs] == log_of:
                return row.id
        return None

    # ------------------------------------------------------------------ languages (docs/i18n.md)
    async def language_of(self, user: str, locale: object = None) -> str:
        """The language `user` reads: their own choice, else their client's `locale` when we speak
        it, else English. Remembered for the messages the service sends them while another player
        acts (`lang_for`)."""
        chosen = await self.store.user_language(user)
        lang = chosen if chosen in LANGUAGES else from_locale(locale) or DEFAULT
        if chosen in LANGUAGES or locale is not None:
            self._langs[user] = lang
        return lang

    async def reading(self, user: str, locale: object = None) -> str:
        """`language_of` made the language of the current request's answers (`i18n.reader()`):
        an adapter calls it as an interaction or a command begins."""
        try:
            lang = await self.language_of(user, locale)
        except StoreError as e:  # the request itself meets the outage and says so: never fail here
            log.warning("the language of user %s could not be read (%s); their client's used", user, e)
            lang = from_locale(locale) or self._langs.get(user, DEFAULT)
        i18n.READER.set(lang)
        return lang

    def use_language(self, user: str, lang: str) -> None:
        """`user` reads `lang` (a console started with `--lang`): their replies and private messages."""
        self._langs[user] = lang
        i18n.READER.set(lang)

    def lang_for(self, user: str | None) -> str:
        """The language of a private message to `user` (as `language_of` last found it; English for
        someone never seen since the start)."""
        return self._langs.get(user or "", DEFAULT)

    @staticmethod
    def _glang(live: Live) -> str:
        """The language of the game's channel posts: chosen at `new`, else English."""
        code = live.row.settings.get("language", DEFAULT)
        return code if code in LANGUAGES else DEFAULT

    async def set_language(self, user: str, code: str | None, locale: object = None) -> Reply:
        """`language ru|en`: keep the player's choice; `language default` forgets it; no code: say
        which language they read and why. An unknown code is refused with the list."""
        languages = ", ".join(f"{k} ({v})" for k, v in LANGUAGES.items())
        reader = await self.language_of(user, locale)
        if code is None or not code.strip():
            chosen = await self.store.user_language(user)
            source = (
                "language-source-chosen"
                if chosen in LANGUAGES
                else "language-source-client"
                if from_locale(locale)
                else "language-source-default"
            )
            text = i18n.t(reader, "language-current", name=LANGUAGES[reader], source=i18n.t(reader, source), list=languages)
            return Reply(private=[PrivateMessage(user_id=user, text=text)])
        if code.strip().lower() == "default":
            await self.store.set_user_language(user, None)
            lang = from_locale(locale) or DEFAULT
            self._langs[user] = lang
            return Reply(private=[PrivateMessage(user_id=user, text=i18n.t(lang, "language-set", name=LANGUAGES[lang]))])
        try:
            lang = language(code)
        except UnknownLanguage:
            return Reply.refuse(i18n.t(reader, "language-unknown", code=repr(code.strip()), list=languages))
        await self.store.set_user_language(user, lang)
        self._langs[user] = lang
        return Reply(private=[PrivateMessage(user_id=user, text=i18n.t(lang, "language-set", name=LANGUAGES[lang]))])

    async def game_language(self, channel: str) -> str:
        """The language of the channel's game, for its posts: chosen at `new`, else English."""
        row = await self.store.live_game(channel) or await self.store.last_game(channel)
        code = row.settings.get("language", DEFAULT) if row is not None else DEFAULT
        return code if code in LANGUAGES else DEFAULT

    # ------------------------------------------------------------------ settings
    async def channel_settings(self, channel: str) -> dict[str, Any]:
        """The channel's settings for new games (a stored value that is not valid is left out)."""
        return valid_settings(await self.store.channel_settings(channel))

    async def settings_reply(self, channel: str, *, with_game: bool = True) -> Reply:
        """The settings in force in `channel`: the channel's, overridden by its running game's own
        (`settings` holds them; `game_id` is set when the game has its own). `with_game` False:
        the channel's only (what a new game copies)."""

        async def go() -> Reply:
            merged = await self.channel_settings(channel)
            row = await self.store.live_game(channel) if with_game else None
            if row is None:
                return Reply(settings=merged)
            return Reply(settings={**merged, **valid_settings(row.settings)}, game_id=row.id, version=row.version)

        return await self._run(channel, go)

    async def set_channel_settings(self, channel: str, values: dict[str, Any], is_manager: bool) -> Reply:
        """Per-channel settings for the chat layer (thread, deadline, reminder, summary channel);
        new games copy them. Channel managers (Manage Channels) only; every value is checked
        (SETTINGS) and a bad one refused, changing nothing."""
        if not is_manager:
            return Reply.refuse(i18n.tr("settings-managers-only"))

        async def go() -> Reply:
            checked = check_settings(values)
            merged = {**await self.channel_settings(channel), **checked}
            await self.store.set_channel_settings(channel, merged)
            return Reply(public=[i18n.tr("settings-channel-changed")], settings=merged)

        return await self._run(channel, go)

    async def set_game_settings(self, channel: str, user: str, values: dict[str, Any], is_manager: bool) -> Reply:
        """Settings of the channel's running game only (stored on the game): its creator or a
        channel manager. Sending summaries to another channel is for managers only (the bot posts
        there with its own permissions)."""

        async def go() -> Reply:
            checked = check_settings(values)
            try:
                live = await self._load(channel)
            except Refused:
                raise Refused(i18n.tr("settings-managers-only-no-game")) from None
            if user != live.row.creator and not is_manager:
                raise Refused(i18n.tr("settings-managers-or-creator"))
            if "summary_channel" in checked and not is_manager:
                raise Refused(i18n.tr("settings-summary-managers-only"))
            merged = {**live.row.settings, **checked}
            v = await self.store.commit(live.row.id, live.row.version, settings=merged)
            live.row.settings, live.row.version = merged, v
            shown_now = {**await self.channel_settings(channel), **valid_settings(merged)}
            return Reply(
                public=[i18n.tr("settings-game-changed", game=live.row.id)],
                settings=shown_now,
                game_id=live.row.id,
                version=v,
            )

        return await self._run(channel, go)

    # ------------------------------------------------------------------ maintenance
    async def recheck_all(self) -> list[RecheckResult]:
        """Replay every started game's action log through the current rules. Report the first
        action that is no longer legal; otherwise refresh the stored snapshot (rules fixes reach
        live games). Finished games are checked too; one whose replay no longer ends is reported."""
        out: list[RecheckResult] = []
        for row in await self.store.games(("active", "over")):
            async with self._lock(row.channel):
                out.append(await self._recheck(row))
        return out

    async def _recheck(self, row: GameRow) -> RecheckResult:
        fresh = await self.store.game(row.id)
        assert fresh is not None
        actions = await self.store.actions(row.id)
        acts = effective_acts(actions)
        res = RecheckResult(game_id=row.id, channel=row.channel, status=fresh.status, ok=False, actions=len(acts))
        try:
            game, bad, why = await asyncio.to_thread(replay_checked, Setup.model_validate(fresh.setup), acts)
        except Exception as e:  # a rules bug during replay is a finding, not a crash of the sweep
            res.message = f"replay failed: {type(e).__name__}: {e}"
            return res
        if bad is not None:
            res.seq, res.option_id, res.message = bad.seq, bad.option_id, why
            return res
        ended = any(a.kind in ("resign", "abort") for a in actions)
        if fresh.status == "active" and game.over:
            res.message = f"the replay ends the game ({game.state.victory}) before its last decision"
            return res
        if fresh.status == "over" and not ended and not game.over:
            res.message = "the game ended, but the replay does not end it"
            return res
        v = await self.store.commit(row.id, fresh.version, snapshot=game.to_json())
        live = self._cache.get(row.channel)
        if live is not None and live.row.id == row.id:
            live.game, live.row.version, live.actions = game, v, actions
        res.ok = True
        return res

    # ------------------------------------------------------------------ building replies
    async def _deliver(
        self, live: Live, entries: list[LogEntry], reply: Reply, *, caller: str | None, images: bool
    ) -> None:
        """Route new log entries (public / per role), the next prompt, pings and the board."""
        game = live.game
        assert game is not None
        lang = reply.lang = self._glang(live)
        done, public, private = route(entries, {r: live.user_of(r) for r in live.human_roles()}, lang, self.lang_for)
        reply.blocks += phase_blocks(entries, lang)
        for m in private:
            m.before = len(reply.public) + (m.before or 0)
        reply.public += done
        reply.private += private
        p = game.prompt()
        if p is not None:
            public.append(waiting_line(lang, self._who(live, p.role, lang)))
            reply.prompt = self._prompt_for(live)
            nxt = live.user_of(p.role)
            if nxt is not None and nxt.user_id != caller:
                reply.ping.append(nxt.user_id)
        elif game.over or live.row.status == "over":
            res = live.row.result or self._result(game)
            public.append(
                i18n.t(lang, "game-over", winner=role_label(res.get("winner"), lang), reason=result_reason(res, lang))
            )
            await self._add_film(live, reply)
            if reply.blocks:
                reply.blocks[-1].lines.append(public[-1])
        reply.public += chunks(public)
        reply.phases += phases_ended(game.state.log, entries, lang)
        if images or game.over or reply.phases:
            await self._add_image(live, reply)

    async def _add_film(self, live: Live, reply: Reply) -> None:
        """The film and chart of the game just finished, from its stored log replayed phase by
        phase (in a worker thread). Skipped while images are off, and in a game against the US bot,
        whose replay searches again at each of its decisions (seconds each, under the channel's lock):
        there `/records replay film` makes it on request. A failure is logged, not raised."""
        if not self.images or film_renderer() is None or live.game is None or live.us_bot:
            return
        try:
            setup = Setup.model_validate(live.row.setup)
            steps = await asyncio.to_thread(replay_steps, setup, effective_acts(live.actions))
            reply.film += await asyncio.to_thread(film_images, live.row.id, setup, steps, self._glang(live))
        except Exception:  # the game is already saved; a drawing bug must not lose the result
            log.exception("the film of game %s failed", live.row.id)

    async def _add_image(self, live: Live, reply: Reply, asked: bool = False) -> None:
        """Draw the phase's pictures from the public view (in a worker thread: drawing must not
        stall other channels): a close-up of what changed since the last picture, for the phase's
        post (the last image), and the whole board once a turn, when a new turn has begun since
        (before it). `asked` (the board command): the whole board alone, marking what changed
        since the last picture, which stays the phase posts' reference. Skipped while the renderer
        is not installed or images are off."""
        draw, close = (renderer(), closeup_renderer()) if self.images else (None, None)
        game = live.game
        if draw is None or close is None or game is None:
            return
        view = game.view(None)
        # the view at the last picture posted, so the new ones mark what changed since (kept in
        # the database: it survives a restart)
        stored = await self.store.board_view(live.row.id)
        try:
            previous = View.model_validate_json(stored) if stored else None
        except ValidationError:  # written by an older version: compare with nothing
            previous = None
        whole = asked or previous is None or previous.turn != view.turn
        lang = self._glang(live)  # posted to the channel: in the game's language

        def pictures() -> list[tuple[str, bytes]]:
            now, before = i18n.localized_view(view, lang), i18n.localized_view(previous, lang) if previous else None
            out = []
            if whole:
                out.append(("board", draw(now, before) if lang == DEFAULT else draw(now, before, i18n.words(lang))))
            if asked:
                return out
            return [*out, ("closeup", close(now, before) if lang == DEFAULT else close(now, before, i18n.words(lang)))]

        try:
            drawn = await asyncio.to_thread(pictures)
        except Exception:  # the action is already saved; a drawing bug must not lose the reply
            log.exception("drawing failed for game %s", live.row.id)
            return
        if not asked:
            await self.store.set_board_view(live.row.id, view.model_copy(update={"log": []}).model_dump_json())
        for kind, png in drawn:
            name = f"game{live.row.id}-v{live.row.version}-t{view.turn}-{view.phase}"
            reply.images.append(
                BoardImage(
                    filename=f"{name}.png" if kind == "board" else f"{name}-{kind}.png",
                    png=png,
                    turn=view.turn,
                    phase=view.phase,
                )
            )

    def _chains(self, live: Live, game: Game, lang: str = DEFAULT) -> list[Option]:
        """The prompt's options with the chains of `chained_options` in `lang`, kept per game version."""
        key = (live.row.id, live.row.version, lang)
        got = self._chain_cache.get(key)
        if got is None:
            try:
                got = chained_options(game, lang)
            except Exception:  # looking ahead must never cost the decision: the plain options
                log.exception("looking ahead failed in game %s", live.row.id)
                p = game.prompt()
                got = [_worded(o, lang) for o in p.plain_options()] if p is not None else []
            self._chain_cache[key] = got
            while len(self._chain_cache) > 4 * self.cache_size:
                self._chain_cache.pop(next(iter(self._chain_cache)))
        return got

    def _prompt_for(self, live: Live) -> PromptFor | None:
        game = live.game
        p = game.prompt() if game is not None else None
        if p is None:
            return None
        seat = live.user_of(p.role)
        if seat is None:
            return None
        lang = self.lang_for(seat.user_id)  # the prompt goes to its player alone: in their language
        return PromptFor(
            game_id=live.row.id,
            user_id=seat.user_id,
            user_name=seat.user_name,
            role=p.role,
            text=plurals(i18n.word(p, lang)),
            kind=p.kind,
            options=[_worded(o, lang) for o in p.plain_options()],  # (labels made now: the reply may outlive the prompt)
            menu=self._chains(live, game, lang),
            lang=lang,
            version=live.row.version,
        )

    @staticmethod
    def _result(game: Game) -> dict[str, Any]:
        return game_result(game)

    async def _finish(self, live: Live) -> None:
        """The set-up itself ended the game (a position already won): record it."""
        assert live.game is not None
        result = self._result(live.game)
        v = await self.store.commit(live.row.id, live.row.version, status="over", result=result)
        live.row.version, live.row.status, live.row.result = v, "over", result

    def _name(self, live: Live, role: Role, lang: str | None = None) -> str:
        seat = live.user_of(role)
        lang = lang or i18n.reader()
        return shown(seat.user_name) if seat else i18n.t(lang, "the-bot", side=role_label(role, lang))

    def _who(self, live: Live, role: Role, lang: str | None = None) -> str:
        lang = lang or i18n.reader()
        return f"{self._name(live, role, lang)} ({role_label(role, lang)})"

    def _status_text(self, live: Live, lang: str | None = None) -> str:
        lang = lang or self._glang(live)
        row = live.row
        s = Setup.model_validate(row.setup)
        what = i18n.t(
            lang,
            "game-what",
            scenario=i18n.t(lang, i18n.scenario_msg(s.scenario)),
            players="solo" if live.solo else "two",
            length=s.length,
        )
        if live.solo:
            what += i18n.t(lang, "status-ideology", ideology=s.ideology if lang == DEFAULT else level_name(s.ideology, lang))
        seats = " · ".join(
            f"{role_label(r, lang)}: {self._name(live, r, lang) if live.user_of(r) else i18n.t(lang, 'seat-empty-mark')}"
            for r in live.human_roles()
        )
        if live.solo:
            seats += " · " + i18n.t(lang, "status-jihadist-bot")
        if live.us_bot:
            seats += " · " + i18n.t(lang, "status-us-bot", level=us_bot_level_name(live.us_bot, lang))
        status = i18n.t(lang, _STATUS_MSG[row.status]) if row.status in _STATUS_MSG else row.status
        lines = [i18n.t(lang, "status-head", game=row.id, status=status, what=what), seats]
        game = live.game
        if game is None:
            return "\n".join(lines)
        v = game.view(None)
        hands, reserves = v.hand_counts, v.reserves
        lines += [
            i18n.t(lang, "status-turn", turn=v.turn, phase=phase_name(v.phase, lang), cards=v.cards_played, move=row.version),
            i18n.t(
                lang,
                "status-tracks",
                prestige=v.prestige,
                prestige_level=level_name(v.prestige_level, lang),
                funding=v.funding,
                funding_level=level_name(v.funding_level, lang),
                us_posture=level_name(v.us_posture, lang),
                world=level_name(v.world_posture or "even", lang),
                world_value=v.world_posture_value,
                gwot=v.gwot_penalty,
            ),
            i18n.t(
                lang,
                "status-pieces",
                troops=v.troops_on_track,
                troop_level=level_name(v.troop_level, lang),
                cells=v.cells_on_track,
                cells_available=v.cells_available,
                plots=v.available_plots,
            ),
            i18n.t(
                lang,
                "status-resources",
                good=v.good_resources,
                ir=v.islamist_resources,
                fair_good=v.fair_good_countries,
                poor_ir=v.poor_islamist_countries,
            ),
            i18n.t(
                lang,
                "status-hands",
                us_hand=hands.get("us", 0),
                jihadist_hand=hands.get("jihadist", 0),
                us_reserves=reserves.get("us", 0),
                jihadist_reserves=reserves.get("jihadist", 0),
                pile=v.draw_pile,
                deck=v.deck_number,
                length=v.game_length,
            ),
        ]
        lines += _victory_lines(v, lang)
        if live.solo:
            lines.append(
                i18n.t(
                    lang,
                    "status-ideology-effects",
                    ideology=level_name(v.ideology, lang),
                    effects="; ".join(i18n.word(x, lang) for x in v.ideology_effects),
                )
                + (i18n.t(lang, "status-mini-decks") if v.mini_decks else "")
            )
        if row.status == "over" and row.result:
            lines.append(
                i18n.t(lang, "status-result", winner=role_label(row.result.get("winner"), lang), reason=result_reason(row.result, lang))
            )
        elif row.status == "aborted":
            lines.append(i18n.t(lang, "status-aborted"))
        elif row.paused_at is not None:
            lines.append("⏸ " + i18n.t(lang, "paused-resume", paused=self._pause_text(live, lang)))
            if v.waiting_for:
                lines.append(i18n.t(lang, "status-then-waits", who=self._who(live, v.waiting_for, lang)))
        elif v.waiting_for:
            lines.append(waiting_line(lang, self._who(live, v.waiting_for, lang)))
        return "\n".join(lines)
