"""How a rule asks a player: `Prompt`, `Option`, `ask`, and the `Proc` generator type.

Every decision is a `Prompt`: the role that must answer, a sentence, and the legal options.
Rules are written as generator procedures (`Proc`) that `yield` a Prompt and receive the chosen
option id; the driver (engine.game) runs them. This module is the vocabulary every rule module
shares, below all of them.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, fields
from typing import Any

from engine.state import Role

Proc = Generator["Prompt", str, Any]


# Option and Prompt are plain dataclasses (pydantic accepts them inside its models): they are
# built for every decision, the engine's hottest path.
@dataclass(slots=True)
class Option:
    id: str
    label: str
    #: the exact probability that this option's roll succeeds, from the modifiers in force now
    #: (None: no die decides it); computed by the code that rolls (engine/ops/odds.py)
    odds: float | None = None
    #: the short breakdown: "5+ needed: +1 Aid, −1 Prestige 3 → 50%" (for Jihad each result's chance)
    odds_note: str = ""

    def __str__(self) -> str:
        return f"{self.id}: {self.label}"


_LABEL_GET, _LABEL_SET = Option.label.__get__, Option.label.__set__  # (the slot under LazyOption's property)


class LazyOption(Option):
    """An Option whose label is made the first time it is read: for a label that costs much and
    is seldom read (the card menu's note on whether each card's Event is playable now). `make`
    must give the label the game has at the prompt: it is read before the prompt is answered
    (`Game.act` fixes the chosen option's label before it applies it). Reads and compares as an
    Option with the same fields."""

    __slots__ = ("_make",)

    def __init__(self, id: str, make: Callable[[], str]) -> None:
        Option.__init__(self, id, "")
        self._make: Callable[[], str] | None = make

    @property  # type: ignore[override]
    def label(self) -> str:
        make = self._make
        if make is not None:
            _LABEL_SET(self, make())
            self._make = None
        return _LABEL_GET(self)  # type: ignore[no-any-return]

    @label.setter
    def label(self, value: str) -> None:
        _LABEL_SET(self, value)
        self._make = None

    def fix(self) -> None:
        """Make the label now (the game is at the prompt)."""
        _ = self.label

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Option):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in _FIELDS)

    __hash__ = None  # type: ignore[assignment]  (as Option's)


@dataclass(slots=True)
class Prompt:
    role: Role
    text: str
    options: list[Option]
    #: what is being decided, for the solitaire bot and the UI: "card", "how", "country",
    #: "place_cell", "place_plot", "shift_governance", "shift_alignment", "remove_cell",
    #: "travel_origin", "travel_dest", "count", "yes_no", "order", "plot_marker", ... ("" = other)
    kind: str = ""

    def ids(self) -> list[str]:
        return [o.id for o in self.options]

    def plain_options(self) -> list[Option]:
        """The options as plain Options, every label made: to keep past the prompt's answer (a
        LazyOption's label must be read while the game is at its prompt)."""
        return [o if type(o) is Option else Option(**{f: getattr(o, f) for f in _FIELDS}) for o in self.options]


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state is unchanged."""


_FIELDS = tuple(f.name for f in fields(Option))


def label(role: str) -> str:
    return {"us": "US", "jihadist": "Jihadist"}.get(role, role)


def ask(role: Role, text: str, options: list[tuple[str, str]] | list[Option], kind: str = "") -> Prompt:
    """Build a Prompt from (id, label) pairs; procedures `yield` it and receive the chosen id."""
    opts = [o if isinstance(o, Option) else Option(*o) for o in options]  # (positional: the hottest line)
    return Prompt(role=role, text=text, options=opts, kind=kind)
