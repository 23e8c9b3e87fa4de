"""The one interface through which the core asks the solitaire Jihadist bot (section 9).

The core rules never import engine.solo: where a rule differs in a 1-player game it asks
`solo()`, and engine.solo, which sits above the core, provides the bot with `provide` when it is
imported (engine/__init__.py imports it). The methods name what the core needs to know.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from collections import Counter

    from engine.board import Board
    from engine.game import Game
    from engine.msg import Text
    from engine.prompts import Proc, Prompt


class SoloDecider(Protocol):
    def answer(self, g: Game, p: Prompt) -> str:
        """The bot's answer to a prompt addressed to it."""

    def card_play(self, g: Game) -> Proc:
        """9.4.1: the bot plays its next card (Event or Operations)."""

    def event_playable(self, g: Game, card: int) -> bool:
        """9.4.1 with 9.6's condition: whether the bot could play the card's Event now."""

    def random_country(self, g: Game, options: list[str]) -> str:
        """9.5: a country picked at random among the options."""

    def schengen_pick(self, g: Game, others: list[str]) -> str:
        """A Schengen country to roll Posture for a Plot."""

    def global_closest(self, g: Game, cands: list[str]) -> str:
        """9.5, 9.5.1: the Global table roll, or the closest applicable country."""

    def travel_origin(
        self, g: Game, dest: str, ops: int, committed: Counter[str], other_dests: set[str], *,
        exclude: Counter[str] | None = None,
    ) -> tuple[str, str] | None:
        """9.4.2.6.1 the From chart: where a Cell Travels from to `dest`, and why."""

    def ir_or_rc(self, g: Game, cid: str) -> bool:
        """An Islamist Rule or Regime Change country (9.4.2.6.1)."""

    def draw_card(self, g: Board) -> int | None:
        """9.2 OPTIONAL mini-decks: the next card drawn."""

    def deal(self, g: Game) -> None:
        """9.2 OPTIONAL mini-decks: the whole Jihadist hand, then the US hand."""


class UsDecider(Protocol):
    """The US bot (engine.usbot) where a game's US seat is a bot (`GameState.us_bot`)."""

    levels: tuple[str, ...]

    def answer(self, g: Game, p: Prompt) -> tuple[str, Text]:
        """The bot's answer to a prompt addressed to the US, and its reason: the game logs it and
        keeps both (engine.game.BotAnswer), so that a replay never asks again."""


_provided: SoloDecider | None = None
_us_provided: UsDecider | None = None


def provide(decider: SoloDecider) -> None:
    global _provided
    _provided = decider


def solo() -> SoloDecider:
    if _provided is None:
        raise RuntimeError("the solitaire bot (engine.solo) is not loaded: import engine first")
    return _provided


def provide_us(decider: UsDecider) -> None:
    global _us_provided
    _us_provided = decider


def us_bot() -> UsDecider:
    if _us_provided is None:
        raise RuntimeError("the US bot (engine.usbot) is not loaded: import engine first")
    return _us_provided
