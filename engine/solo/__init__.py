"""Rules section 9: the solitaire Jihadist bot.

- `bot.py`: 9.4.1 "Event or OPS?" (`bot_card_play`, called by engine.sequence for each Jihadist
  card play) and the bot's answers to the engine's prompts (`decide`, installed as
  `Game.auto_answer`).
- `where.py`: the 9.4.2 "Where?" charts; `ops.py`: the Operations they drive.
- `radicalization.py`: 9.4.3; `random_country.py`: 9.5 and 9.5.1.
- `minidecks.py`: the optional mini-decks of 9.2.

9.1 (victory) and 9.3.3 (WMD replacing numbered Plots) live in engine.board; 9.7 (ideology)
where each rule it changes is applied (engine.jihadist_ops, engine.cardplay).
"""

from __future__ import annotations

from engine.game import Game
from engine.solo.bot import auto_answer, bot_card_play, decide
from engine.solo.random_country import random_country, random_setup_country, schengen_pick

Game.auto_answer = staticmethod(auto_answer)  # type: ignore[assignment]

__all__ = ["bot_card_play", "decide", "random_country", "random_setup_country", "schengen_pick"]
