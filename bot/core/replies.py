"""The reply models: what every service method returns to an adapter (pydantic), and the refusal.
"""

from __future__ import annotations

import math
from typing import Any

from pydantic import BaseModel, Field

from bot.core import i18n
from bot.core.i18n import DEFAULT
from bot.core.store import (
    Seat,
    StorageFailure,
    StoreError,
)
from engine import Option
from engine.state import Role


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


#: what a public line is worth to a shortened summary (`Gist.weight`): the solitaire bot's
#: reasoning (left out of a brief log: the "Why?" button), the full log only (dice, moves), a
#: phase's summary (its key changes), its shortest form (cards played, the tracks, Governance, the
#: result)
REASONING, DETAIL, KEY, HEADLINE = -1, 0, 1, 2


class Gist(BaseModel):
    """What one public line is to a summary, decided once from its log entry's message id,
    arguments and kind (`routing.gist`), never from its words: a shortened post keeps the same
    lines in every language. A line without one (the service's own: the result, a hook's line)
    counts as a HEADLINE."""

    weight: int = HEADLINE
    #: Cells placed (+n) or removed (-n) in a country (its id): a summary adds them up per country
    cells: tuple[str, int] | None = None
    #: the line as the shortest form shows it, when that is shorter (in the line's language)
    short: str | None = None
    #: the line says who plays which card: a finished phase's title may go at the shortest
    #: (`bot.discord.phases`: the line names its phase's player)
    plays: bool = False


def gists_of(lines: list[str], gists: list[Gist]) -> list[Gist]:
    """One Gist per line: `gists` as given, a line added without one counted as a HEADLINE."""
    return gists[: len(lines)] + [Gist() for _ in range(len(lines) - len(gists))]


class PhaseNews(BaseModel):
    """A phase that ended during an action: its title (the log's phase line) and its public lines,
    each with its Gist."""

    title: str
    lines: list[str]
    gists: list[Gist] = Field(default_factory=list)


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
    #: each line's Gist, in order (`gists_of` fills in those added without one)
    gists: list[Gist] = Field(default_factory=list)


class Waiting(BaseModel):
    """Whom the game waits for: the player's name (or "a Jihadist player") and the seat. Each
    adapter says it its own way, or leaves it to the prompt it shows (`words.waiting_line`)."""

    who: str
    role: Role


class Attachment(BaseModel):
    filename: str
    text: str


class Ending(BaseModel):
    """The game this request ended with a result (issue 33.3): said once, in a post of its own,
    naming the winner and the condition that decided it (`text`, in the game's language, also the
    last of `public`'s result lines), the human players to tell (`players`, user ids, each once)
    and whether a rematch may be asked (not for a challenge's attempt: one attempt each)."""

    game_id: int
    winner: Role | None = None
    text: str
    players: list[str] = Field(default_factory=list)
    rematch: bool = True
    #: a 2-player game between two people (a rematch waits for the other's word; sides may swap)
    two_people: bool = False
    #: the reply's other lines that say the result (the engine's victory line): a turn's post,
    #: which the result's own post follows, leaves them off
    said: list[str] = Field(default_factory=list)


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
    #: the game waits for this player now (set with the next decision, `prompt` when it is a
    #: person's); not among `public`'s lines
    waiting: Waiting | None = None
    attachment: Attachment | None = None
    #: the settings in force (a settings request)
    settings: dict[str, Any] | None = None
    #: a finished game's film and chart (`records.film_images`): with the result and on request
    film: list[BoardImage] = Field(default_factory=list)
    #: set when this request ended the game with a result (`Session.run`)
    ending: Ending | None = None
    game_id: int | None = None
    version: int | None = None
    #: the language of `public`, `blocks` and `phases`: the game's (docs/i18n.md)
    lang: str = DEFAULT

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


def finite_time(at: object) -> bool:
    """A time a caller gives (seconds since the epoch) that the service can compare: a real
    number, neither NaN nor infinite (issue 32: `claim(at=nan)` passed every deadline check)."""
    return isinstance(at, (int, float)) and not isinstance(at, bool) and math.isfinite(at)


def storage_refusal(e: StoreError) -> str:
    """The one refusal for a failed read or write, whatever the path (`Session.run` says the same)."""
    return str(e) if isinstance(e, StorageFailure) else i18n.tr("nothing-saved", error=str(e))


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


# ---------------------------------------------------------------------- refusals
class Refused(Exception):
    """Internal: a request refused with a message for the caller (and maybe their prompt again)."""

    def __init__(self, message: str, prompt: PromptFor | None = None):
        super().__init__(message)
        self.prompt = prompt
