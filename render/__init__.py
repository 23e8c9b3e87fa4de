"""Images for the channel and for DMs: pure functions of engine views, returning PNG bytes.

`render_board(view)` draws the public board (`Game.view(None)` only); `render_hand(cards)`
draws a hand of cards for the DM of the side that holds it.
"""

from render.board import render_board
from render.hand import render_hand

__all__ = ["render_board", "render_hand"]
