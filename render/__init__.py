"""Images for the channel and for DMs: pure functions of engine views, returning PNG bytes.

`render_board(view)` draws the public board (`Game.view(None)` only); `render_closeup(view,
previous)` the part of the map that changed, drawn large for a phone; `render_region(view, name)`
a region of the map (`REGIONS`) or a country with its neighbours; `render_hand(cards)` a hand of
cards for the DM of the side that holds it (in pages); `render_film(frames, max_bytes)` the game as
an animated GIF, the whole map a frame per phase, under an upload limit; `render_chart(series, mode,
outcome=...)` its tallies turn by turn, the winner and the line that decided the game marked.
"""

from render.board import render_board
from render.chart import SERIES, Outcome, render_chart, tallies
from render.closeup import UnknownRegion, region_names, render_closeup, render_region
from render.film import FILM_BYTES, render_film
from render.hand import render_hand
from render.layout import REGIONS

__all__ = [
    "FILM_BYTES",
    "REGIONS",
    "SERIES",
    "Outcome",
    "UnknownRegion",
    "region_names",
    "render_board",
    "render_chart",
    "render_closeup",
    "render_film",
    "render_hand",
    "render_region",
    "tallies",
]
