"""9.4.3 Radicalization: what the bot does with Operations the charts leave unused.

Each box spends one Operation when its condition holds; otherwise the Operation passes on to
the next box (solo-bot.md 5.8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.board import name
from engine.data import COUNTRIES
from engine.solo import where
from engine.solo.ops import Play, place_random_plot, say, travel
from engine.solo.random_country import random_country

if TYPE_CHECKING:
    from engine.game import Game


def radicalization(g: Game, play: Play, left: int, why: str) -> None:
    if left <= 0:
        return
    say(g, f"Radicalization with {left} Op{'s' if left > 1 else ''}: {why} (9.4.3)")
    # 1st: a Cell from the Funding track (whatever the Funding level) to a random country
    if left and g.cells_on_track() > 0:
        cid = random_country(g, COUNTRIES)
        say(g, f"Radicalization, 1st Op: a Cell from the Funding track is placed in {name(cid)} (a random country; the track has a Cell)")
        g.place_cells(cid, 1)
        left -= 1
    # next: one Cell Travels, from the second To box, automatically
    if left and any(c.cylinders > play.arrived[cid] for cid, c in g.state.countries.items()):
        say(g, "Radicalization, next Op: one Cell Travels automatically (To chart from its 2nd box)")
        travel(g, play, 1, radicalization=True)
        left -= 1
    # next: with Funding below 9, a random Plot marker in a random non-Islamist Rule country with a Cell
    if left and g.state.funding < 9 and g.state.available_plots:
        pool = [c for c in COUNTRIES if where.plot_allowed(g, c) and where.units(g, c)]
        if pool:
            cid = random_country(g, pool)
            say(g, f"Radicalization, next Op: Funding below 9, a Plot is placed in {name(cid)} (a random non-Islamist Rule country with a Cell)")
            g.test(cid)
            place_random_plot(g, cid)
            left -= 1
    # each remaining Operation worsens a random Good or Fair Muslim country
    while left:
        pool = where.muslim_good_fair(g)
        if not pool:
            say(g, f"Radicalization: no Good or Fair Muslim country; {left} Op{'s' if left > 1 else ''} unused")
            return
        cid = random_country(g, pool, muslim=True)
        say(g, f"Radicalization, each remaining Op: Governance in {name(cid)} worsens (a random Good or Fair Muslim country)")
        g.worsen_governance(cid, why="Radicalization")
        left -= 1
