"""Rules section 9: the solitaire Jihadist bot.

- `bot.py`: 9.4.1 "Event or OPS?" (`bot_card_play`, asked by engine.sequence for each Jihadist
  card play) and the bot's answers to the engine's prompts (`decide`, `auto_answer`).
- `where.py`: the 9.4.2 "Where?" charts; `ops.py`: the Operations they drive.
- `radicalization.py`: 9.4.3; `random_country.py`: 9.5 and 9.5.1.
- `minidecks.py`: the optional mini-decks of 9.2.

The core never imports this package: it asks engine.decider, and importing this package
provides the bot there (`Solo` below). 9.1 (victory) and 9.3.3 (WMD replacing numbered Plots)
live in engine.board; 9.7 (ideology) where each rule it changes is applied
(engine.ops.jihadist, engine.cardplay).
"""

from __future__ import annotations

from engine import decider
from engine.solo import minidecks, where
from engine.solo.bot import _event_playable, auto_answer, bot_card_play, decide
from engine.solo.random_country import global_closest, random_country, random_setup_country, schengen_pick


class Solo:
    """The bot as the core asks it (engine.decider.SoloDecider)."""

    answer = staticmethod(auto_answer)
    card_play = staticmethod(bot_card_play)
    event_playable = staticmethod(_event_playable)
    random_country = staticmethod(random_country)
    schengen_pick = staticmethod(schengen_pick)
    global_closest = staticmethod(global_closest)
    travel_origin = staticmethod(where.travel_origin)
    ir_or_rc = staticmethod(where.ir_or_rc)
    draw_card = staticmethod(minidecks.draw)
    deal = staticmethod(minidecks.deal)


decider.provide(Solo())

__all__ = ["bot_card_play", "decide", "random_country", "random_setup_country", "schengen_pick"]
