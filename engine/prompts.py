"""How a rule asks a player: `Prompt`, `Option`, `ask`, and the `Proc` generator type.

Every decision is a `Prompt`: the role that must answer, a sentence, and the legal options.
Rules are written as generator procedures (`Proc`) that `yield` a Prompt and receive the chosen
option id; the driver (engine.game) runs them. This module is the vocabulary every rule module
shares, below all of them.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, fields
from functools import cache
from typing import Any

from engine.msg import Msg, Ref, Text, english
from engine.state import Role

Proc = Generator["Prompt", str, Any]

#: 6.3.2: the answers to "which happens first?" (an Operation with the opponent's card, or with
#: US Election, 6.3.1): its Event first, or the Operation first
EVENT_FIRST = "first:event"
OPS_FIRST = "first:ops"
#: 8.3.1: the prompts whose countries offered without odds need no die (a Cell Travels to an
#: Adjacent country or within its own: engine.ops.jihadist.travel_odds gives no odds for those)
_SURE_WITHOUT_ODDS = frozenset({"travel_dest"})
#: the prompts whose next question, of the same kind, may be answered with them in one pick: no die
#: is rolled and nothing is revealed between them (a Plot marker for each success once the Plot
#: rolls are made, 8.5.2; the two Plots of Martyrdom Operation)
_JOINS_NEXT = frozenset({"plot_marker"})


def _question(x: Any) -> Any:
    """A prompt's message without its numbers (counts: "Op 2 of 3", "3 Ops"): its id and the
    other arguments by name (references, strings, nested messages alike)."""
    if x.__class__ is Msg:
        return (x.id, tuple((k, "#" if v.__class__ is int else _question(v)) for k, v in x.items()))
    if x.__class__ is tuple:
        return tuple(_question(v) for v in x)
    return x


# Option and Prompt are plain dataclasses (pydantic accepts them inside its models): they are
# built for every decision, the engine's hottest path.
@dataclass(slots=True, init=False)
class Option:
    id: str
    #: the label: a message (engine.msg) the layer above words, or a plain string shown as it is
    msg: Text
    #: the exact probability that this option's roll succeeds, from the modifiers in force now
    #: (None: no die decides it); computed by the code that rolls (engine/ops/odds.py)
    odds: float | None
    #: the short breakdown: "5+ needed: +1 Aid, −1 Prestige 3 → 50%" (for Jihad each result's chance)
    note: Text
    #: what a menu shows under the label (Discord's select option description, issue 33): a
    #: condition or a reason that tells the option apart no better than the label does ("(Event
    #: not playable now: …)", why a Cadre may be removed). Not part of the label: the log records
    #: the label alone. Nothing decided reads it.
    description: Text

    def __init__(
        self,
        id: str,
        msg: Text = "",
        odds: float | None = None,
        note: Text = "",
        description: Text = "",
        *,
        label: Text | None = None,
        odds_note: Text | None = None,
    ) -> None:
        self.id = id
        self.msg = msg if label is None else label
        self.odds = odds
        self.note = note if odds_note is None else odds_note
        self.description = description

    @property
    def label(self) -> str:
        """The label in English (engine.msg.english): for the tests and the English consumers."""
        return english(self.msg)

    @label.setter
    def label(self, value: Text) -> None:
        self.msg = value

    @property
    def odds_note(self) -> str:
        """The odds note in English."""
        return english(self.note)

    @odds_note.setter
    def odds_note(self, value: Text) -> None:
        self.note = value

    def __str__(self) -> str:
        return f"{self.id}: {self.label}"


class LazyOption(Option):
    """An Option whose label (and odds) are made the first time one is read: for options that cost
    much and are seldom read (the card menu's note on whether each card's Event is playable now,
    a Travel destination's odds). `make` gives the label, or an Option whose label, odds, note and
    description are taken; with a game (`lazy` gives it) it must be called while that game is still at the
    prompt, else it raises (the chosen option too: `Game.act` makes no label, so one nobody
    reads costs nothing); `Prompt.plain_options` gives copies to keep. Reads and compares as an Option with the same
    fields."""

    __slots__ = ("_make", "_game", "_state", "_decisions")

    def __init__(self, id: str, make: Callable[[], Text | Option], game: Any = None) -> None:
        self.id = id  # (the other fields are set by `fix`, at the first read)
        self._make: Callable[[], Text | Option] | None = make
        self._game = game
        if game is not None:
            self._state, self._decisions = game.state, game.state.decisions

    def fix(self) -> None:
        """Make the label and odds now (the game is at the prompt)."""
        make = self._make
        if make is None:
            return
        g = self._game
        if g is not None and (g.state is not self._state or self._state.decisions != self._decisions):
            raise RuntimeError("engine bug: an option's label read after its prompt was answered")
        made = make()
        if isinstance(made, Option):
            for f in _LAZY:
                _SLOTS[f].__set__(self, getattr(made, f))
        else:
            for f, default in _DEFAULTS:
                _SLOTS[f].__set__(self, default)
            _SLOTS["msg"].__set__(self, made)
        self._make = self._game = self._state = None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Option):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in _FIELDS)

    __hash__ = None  # type: ignore[assignment]  (as Option's)


def _lazy_field(f: str) -> property:
    slot = Option.__dict__[f]

    def get(self: LazyOption) -> Any:
        if self._make is not None:
            self.fix()
        return slot.__get__(self)

    def put(self: LazyOption, value: Any) -> None:
        if self._make is not None:
            self.fix()
        slot.__set__(self, value)

    return property(get, put)


_FIELDS = tuple(f.name for f in fields(Option))
_LAZY = tuple(f for f in _FIELDS if f != "id")  # the label and whatever follows it (the odds)
_SLOTS = {f: Option.__dict__[f] for f in _LAZY}
_DEFAULTS = (("odds", None), ("note", ""), ("description", ""))
for _f in _LAZY:
    setattr(LazyOption, _f, _lazy_field(_f))


def lazy(g: Any, option_id: str, make: Callable[[], Text | Option]) -> LazyOption:
    """A LazyOption for game `g`'s prompt being built: `make` runs only while `g` is still at it
    (reading the label after the prompt was answered raises, never shows another moment's text)."""
    return LazyOption(option_id, make, g)


@dataclass(slots=True, eq=False)
class Prompt:
    role: Role
    #: what is asked: a message (engine.msg) the layer above words, or a plain string
    msg: Text
    options: list[Option]
    #: what is being decided, for the solitaire bot and the UI: "card", "how", "country",
    #: "place_cell", "place_plot", "shift_governance", "shift_alignment", "remove_cell",
    #: "travel_origin", "travel_dest", "count", "yes_no", "order", "plot_marker", ... ("" = other)
    kind: str = ""

    @property
    def text(self) -> str:
        """The prompt's text in English (engine.msg.english): for the tests and the English consumers."""
        return english(self.msg)

    def ids(self) -> list[str]:
        return [o.id for o in self.options]

    def offers(self, option_id: str) -> bool:
        """Whether `option_id` is one of the options (without making any: `ask`'s prompts)."""
        return any(o.id == option_id for o in self.options)

    def size(self) -> int:
        """How many options there are (without making any: `ask`'s prompts)."""
        return len(self.options)

    def option(self, option_id: str) -> Option | None:
        """The option `option_id` (the first of that id), or None when there is none: for a reader
        of one option, the chosen one (an import checks its label), without making the others
        where the prompt can (`ask`'s prompts; `ask_lazy`'s maker makes them all)."""
        for o in self.options:
            if o.id == option_id:
                return o
        return None

    def question(self) -> tuple[Any, ...]:
        """A key for "the same question again": the role, the kind, the message id and its
        arguments other than counts (the next Operation's "where?" with fewer Ops left has the
        same key; another country's or another card's question does not). Never the words."""
        return (self.role, self.kind, _question(self.msg))

    def ops_first(self) -> str | None:
        """The option that conducts the Operation before the opponent's Event (6.3.2), when this
        prompt asks which comes first; else None."""
        return OPS_FIRST if self.kind == "order" and self.offers(OPS_FIRST) else None

    @property
    def sure_without_odds(self) -> bool:
        """Whether a country offered here without odds is sure: no die decides it (8.3.1, a
        Travel destination Adjacent or in place); elsewhere a country without odds is unknown."""
        return self.kind in _SURE_WITHOUT_ODDS

    @property
    def joins_next(self) -> bool:
        """Whether a next question of the same kind (another success's Plot marker) may be
        answered with this one in one pick: nothing is rolled or revealed between them."""
        return self.kind in _JOINS_NEXT

    def subject(self) -> Ref | None:
        """What the question is about, where it names a country (a reference to word), for a
        menu that names it beside an answer; else None."""
        return self.msg.arg("country") if self.msg.__class__ is Msg else None  # type: ignore[union-attr]

    def plain_options(self) -> list[Option]:
        """The options as plain Options, every label made: to keep past the prompt's answer (a
        LazyOption's label must be read while the game is at its prompt)."""
        return [o if type(o) is Option else Option(**{f: getattr(o, f) for f in _FIELDS}) for o in self.options]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Prompt):
            return NotImplemented
        return (self.role, self.msg, self.options, self.kind) == (other.role, other.msg, other.options, other.kind)

    __hash__ = None  # type: ignore[assignment]  (mutable, as a dataclass with eq)


_OPTIONS = Prompt.__dict__["options"]  # (the slot, under LazyPrompt's property)


class LazyPrompt(Prompt):
    """A Prompt whose Option objects are made the first time `options` is read (issue 21): the
    option ids are known at once (`ids`, `offers`, `size` and `Game.act` read only them), so a
    decision answered by id alone (a random game, a rollout's policy, a replay) makes none.
    `ask` gives one from (id, label) pairs (made into Options when read, whenever that is);
    `ask_lazy` from ids and a function that makes the options, called only while its game is
    still at the prompt (else it raises, as a LazyOption's label does). Reads and compares as a
    Prompt with the same fields."""

    __slots__ = ("_ids", "_raw", "_game", "_state", "_decisions", "_one")

    @property  # type: ignore[override]
    def options(self) -> list[Option]:
        raw = self._raw
        if raw is None:
            return _OPTIONS.__get__(self)  # type: ignore[no-any-return]
        if callable(raw):
            g = self._game
            if g.state is not self._state or self._state.decisions != self._decisions:
                raise RuntimeError("engine bug: a prompt's options read after it was answered")
            raw = raw()
        opts = [o if isinstance(o, Option) else Option(*o) for o in raw]
        if [o.id for o in opts] != list(self._ids):
            raise RuntimeError(f"engine bug: a prompt's options {[o.id for o in opts]} are not its ids {list(self._ids)}")
        _OPTIONS.__set__(self, opts)
        self._raw = self._game = self._state = None
        return opts

    @options.setter
    def options(self, value: list[Option]) -> None:
        _OPTIONS.__set__(self, value)
        self._ids = tuple(o.id for o in value)
        self._raw = self._game = self._state = None

    def ids(self) -> list[str]:
        return list(self._ids)

    def offers(self, option_id: str) -> bool:
        return option_id in self._ids

    def size(self) -> int:
        return len(self._ids)

    def option(self, option_id: str) -> Option | None:
        raw = self._raw
        if raw is None:
            return Prompt.option(self, option_id)
        if callable(raw):  # (`ask_lazy`'s: its `one` makes that option alone, else `make` all)
            one = self._one
            if one is None:
                return Prompt.option(self, option_id)
            if option_id not in self._ids:
                return None
            g = self._game
            if g.state is not self._state or self._state.decisions != self._decisions:
                raise RuntimeError("engine bug: a prompt's options read after it was answered")
            made = one(raw, option_id)
            o = made if isinstance(made, Option) else Option(*made)
            if o.id != option_id:
                raise RuntimeError(f"engine bug: a prompt's option {option_id!r} was made as {o.id!r}")
            return o
        try:
            i = self._ids.index(option_id)
        except ValueError:
            return None
        o = raw[i]  # (`ask`'s pairs, in the ids' order: that one made alone, not kept)
        return o if isinstance(o, Option) else Option(*o)

    def __repr__(self) -> str:
        try:
            opts: Any = self.options
        except RuntimeError:  # (read after its answer: the ids only)
            opts = f"<ids {list(self._ids)}>"
        return f"Prompt(role={self.role!r}, msg={self.msg!r}, options={opts!r}, kind={self.kind!r})"


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state is unchanged. `msg` says why (a message
    the layer above words in the reader's language; `str()` is its English)."""

    def __init__(self, msg: Text) -> None:
        super().__init__(msg)
        self.msg = msg

    def __str__(self) -> str:
        return english(self.msg)


def label(role: str) -> str:
    return {"us": "US", "jihadist": "Jihadist"}.get(role, role)


def ask(role: Role, text: Text, options: list[tuple[str, Text]] | list[Option], kind: str = "") -> Prompt:
    """Build a Prompt from (id, label) pairs or Options; procedures `yield` it and receive the
    chosen id. The pairs become Options only when the prompt's `options` are read (LazyPrompt)."""
    p = _new_prompt(LazyPrompt)
    p.role, p.msg, p.kind = role, text, kind
    p._ids = [o[0] if o.__class__ is tuple else o.id for o in options]  # type: ignore[union-attr]
    p._raw = options[:]  # (a copy: the caller's list may change after the answer)
    return p


def ask_lazy(
    g: Any,
    role: Role,
    text: Text,
    ids: list[str] | tuple[str, ...],
    make: Callable[[], list[Option] | list[tuple[str, Text]]],
    kind: str = "",
    one: Callable[[Any, str], Option | tuple[str, Text]] | None = None,
) -> Prompt:
    """A Prompt of game `g` whose options are `make()`'s, made the first time they are read, while
    `g` is still at the prompt (reading them after its answer raises): for menus whose labels cost
    much and are seldom read. `ids` are the options' ids, in order (`make` must give the same).
    `one(make, id)`: that id's option alone, as `make` gives it, for `Prompt.option` (an import
    reads the chosen option only: a menu of 37 made for one cost the import a tenth of its time);
    a function of the module, given `make` (a `partial` holding what it needs): nothing is made
    for it at each prompt, which a random game or a rollout never asks."""
    p = _new_prompt(LazyPrompt)
    p.role, p.msg, p.kind = role, text, kind
    p._ids, p._raw, p._game, p._state = ids, make, g, g.state
    p._decisions, p._one = g.state.decisions, one
    return p


_new_prompt = object.__new__


@cache  # (one string per country, made once: menus list a country's option id for each)
def country_id(cid: str) -> str:
    """The option id `country:<cid>`."""
    return f"country:{cid}"
