"""Labyrinth: The War on Terror (2nd edition) rules engine: pure, deterministic, no I/O.

Importing the package assembles it: engine.game (the face) brings in the rules and the event
modules, engine.solo provides the solitaire bot and engine.usbot the US bot to engine.decider
(docs/architecture.md)."""

from engine import (
    solo,  # noqa: F401  (provides the solitaire bot to engine.decider)
    usbot,  # noqa: F401  (provides the US bot to engine.decider)
)
from engine.board import GameOver
from engine.game import Game, IllegalAction, Option, Prompt, Setup

__all__ = ["Game", "GameOver", "IllegalAction", "Option", "Prompt", "Setup"]
