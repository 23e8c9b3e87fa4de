"""9.4.3 Radicalization: what the bot does with Operations the charts leave unused.

Each box spends one Operation when its condition holds; otherwise the Operation passes on to
the next box (solo-bot.md 5.8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.data import COUNTRIES
from engine.msg import Text, country, m
from engine.solo import where
from engine.solo.ops import Play, place_random_plot, say, travel
from engine.solo.random_country import random_country

if TYPE_CHECKING:
    from engine.game import Game


#: why Radicalization worsens a country, made once (a message is immutable)
_WHY_RADICALIZATION = m("why-radicalization")


def radicalization(g: Game, play: Play, left: int, why: Text) -> None:
    if left <= 0:
        return
    if not g.fast:
        say(g, m("solo-radicalization", ops=left, why=why))
    # 1st: a Cell from the Funding track (whatever the Funding level) to a random country
    if left and g.cells_on_track() > 0:
        cid = random_country(g, COUNTRIES)
        if not g.fast:
            say(g, m("solo-radicalization-cell", country=country(cid)))
        g.place_cells(cid, 1)
        left -= 1
    # next: one Cell Travels, from the second To box, automatically
    if left and any(c.cylinders > play.arrived.get(cid, 0) for cid, c in g.state.countries.items()):
        if not g.fast:
            say(g, m("solo-radicalization-travel"))
        travel(g, play, 1, radicalization=True)
        left -= 1
    # next: with Funding below 9, a random Plot marker in a random non-Islamist Rule country with a Cell
    if left and g.state.funding < 9 and g.state.available_plots:
        pool = [c for c in where.with_cells(g) if where.plot_allowed(g, c)]
        if pool:
            cid = random_country(g, pool)
            if not g.fast:
                say(g, m("solo-radicalization-plot", country=country(cid)))
            g.test(cid)
            place_random_plot(g, cid)
            left -= 1
    # each remaining Operation worsens a random Good or Fair Muslim country
    while left:
        pool = where.muslim_good_fair(g)
        if not pool:
            if not g.fast:
                say(g, m("solo-radicalization-unused", ops=left))
            return
        cid = random_country(g, pool, muslim=True)
        if not g.fast:
            say(g, m("solo-radicalization-worsen", country=country(cid)))
        g.worsen_governance(cid, why=_WHY_RADICALIZATION)
        left -= 1
