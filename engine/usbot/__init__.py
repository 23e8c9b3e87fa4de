"""A US bot for the 2-player game (rules 1-8, victory 2.x): a person plays the Jihadist alone.

- `policies.py`: the US priorities ("simple", "smart"), also self-play's policies.
- `search.py`: determinized rollouts over card plays, scored from the victory tracks.
- `seen.py`: what the US saw of the Jihadist hand (Intel Community, FSB), dealt back into its samples.
- `bot.py`: `decide` (a decision with its reason), the levels, the fallback to priorities.
- `hint.py`: `hint`, the strongest level's choice in a player's seat, for either side.

The core never imports this package: it asks engine.decider (`us_bot()`), and importing this
package provides the bot there (`UsBot` below), as engine.solo provides the Jihadist bot.
docs/usbot.md describes the design and each level's strength.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine import decider
from engine.msg import Msg
from engine.usbot.bot import (
    DEFAULT_LEVEL,
    LEVELS,
    STRONGEST,
    Decision,
    answer,
    check_level,
    decide,
    newest,
    offered,
    resolve,
)
from engine.usbot.hint import Hint, hint

if TYPE_CHECKING:
    from engine.game import Game, Prompt


class UsBot:
    """The US bot as the core asks it (engine.decider.UsDecider)."""

    @property
    def levels(self) -> tuple[str, ...]:
        """Every released edition's key: a game set with a retired one still plays it."""
        return tuple(LEVELS)

    @staticmethod
    def answer(g: Game, p: Prompt) -> tuple[str, Msg]:
        """Decide at the game's level: the option, and the reason to log for everyone (the US hand
        stays out), which the game records with it (engine.game.BotAnswer)."""
        return answer(g, p, g.state.us_bot or newest(DEFAULT_LEVEL))


decider.provide_us(UsBot())

__all__ = [
    "DEFAULT_LEVEL", "LEVELS", "STRONGEST", "Decision", "Hint", "check_level", "decide", "hint",
    "newest", "offered", "resolve",
]
