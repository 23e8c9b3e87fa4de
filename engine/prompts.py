"""How a rule asks a player: `Prompt`, `Option`, `ask`, and the `Proc` generator type.

Every decision is a `Prompt`: the role that must answer, a sentence, and the legal options.
Rules are written as generator procedures (`Proc`) that `yield` a Prompt and receive the chosen
option id; the driver (engine.game) runs them. This module is the vocabulary every rule module
shares, below all of them.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
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


class IllegalAction(ValueError):
    """An action the rules do not allow now; the state is unchanged."""


def label(role: str) -> str:
    return {"us": "US", "jihadist": "Jihadist"}.get(role, role)


def ask(role: Role, text: str, options: list[tuple[str, str]] | list[Option], kind: str = "") -> Prompt:
    """Build a Prompt from (id, label) pairs; procedures `yield` it and receive the chosen id."""
    opts = [o if isinstance(o, Option) else Option(*o) for o in options]  # (positional: the hottest line)
    return Prompt(role=role, text=text, options=opts, kind=kind)
