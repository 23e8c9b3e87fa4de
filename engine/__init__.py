"""Labyrinth: The War on Terror (2nd edition) rules engine: pure, deterministic, no I/O."""

from engine.board import GameOver
from engine.game import Game, IllegalAction, Option, Prompt, Setup

__all__ = ["Game", "GameOver", "IllegalAction", "Option", "Prompt", "Setup"]
