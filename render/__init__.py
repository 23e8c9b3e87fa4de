"""Images for the channel and for DMs: pure functions of engine views, returning PNG bytes.

`render_board(view)` draws the public board (`Game.view(None)` only); `render_closeup(view,
previous)` the part of the map that changed, drawn large for a phone; `render_region(view, name)`
a region of the map (`REGIONS`) or a country with its neighbours; `render_hand(cards)` a hand of
cards for the DM of the side that holds it.
"""

from render.board import render_board
from render.closeup import UnknownRegion, region_names, render_closeup, render_region
from render.hand import render_hand
from render.layout import REGIONS

__all__ = [
    "REGIONS",
    "UnknownRegion",
    "region_names",
    "render_board",
    "render_closeup",
    "render_hand",
    "render_region",
]
