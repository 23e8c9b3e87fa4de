"""The bot's Operations (9.4.1 chain, 9.4.2 Where?), conducted with the engine's primitives.

Each function designates its locales with a chart of engine.solo.where, logs the reason, rolls
through engine.ops.jihadist like a human player's card would, and returns the Operations it
could not use (they go to Radicalization, 9.4.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.hooks import modify
from engine.msg import Text, country, governance, m
from engine.ops.jihadist import _solo_level, resolve_jihad, resolve_plot_rolls, resolve_recruit, resolve_travel
from engine.solo import where

if TYPE_CHECKING:
    from engine.game import Game


@dataclass
class Play:
    """One bot card play: its card, Operations value and the Cells that already Travelled."""

    card: int
    ops: int
    arrived: dict[str, int] = field(default_factory=dict)  # (counts read by `.get`)


#: Minor Jihad's reason with a single candidate, made once (a message is immutable)
_ONLY_MINOR = m("where-only-minor")


def say(g: Game, text: Text) -> None:
    if not g.fast:
        g.log(m("solo-say", text=text), kind="ops")


# ---------------------------------------------------------------------- Plot markers (9.3.2)
def place_random_plot(g: Game, cid: str) -> bool:
    """9.3.2: a random marker from Available Plots (the card value does not limit it)."""
    avail = sorted(g.state.available_plots, key=str)
    if not avail:
        if not g.fast:
            g.log(m("no-plot-available"))
        return False
    value = avail[g.random_index(len(avail))]
    g.place_plot(cid, value)
    return True


def plot_successes(g: Game, successes: list[str]) -> None:
    for cid in successes:
        for _ in range(2 if _solo_level(g, "coherent") else 1):  # 9.7 Coherent
            if not place_random_plot(g, cid):
                return


# ---------------------------------------------------------------------- the chain (9.4.1)
def operations(g: Game, play: Play) -> int:
    """Major Jihad if possible, else Minor Jihad at Good/Fair, else Recruit, else Travel (9.4.1)."""
    counts = where.cell_counts(g)  # (for both charts: finding no Major Jihad changes nothing)
    target = where.major_jihad_target(g, play.ops, counts)
    if target:
        if not g.fast:
            say(g, m("solo-ops-major"))
        return major_jihad(g, play, *target)
    cands = where.minor_jihad_candidates(g, counts)
    if cands:
        if not g.fast:
            say(g, m("solo-ops-minor"))
        return minor_jihad(g, play, cands)
    if g.cells_available() > 0 and not g.in_play("GTMO"):
        if not g.fast:
            say(g, m("solo-ops-recruit"))
        return recruit(g, play)
    if not g.fast:
        say(g, m("solo-ops-travel", gtmo="yes" if g.in_play("GTMO") else "no"))
    return travel(g, play, play.ops)


def major_jihad(g: Game, play: Play, cid: str, why: Text) -> int:
    """9.4.2.3: all the Operations in one country."""
    k = min(play.ops, where.units(g, cid))
    if not g.fast:
        say(g, m("solo-major-jihad", country=country(cid), ops=k, why=why))
    resolve_jihad(g, [cid] * k, major={cid})
    return play.ops - k


def minor_jihad(g: Game, play: Play, cands: list[str] | None = None) -> int:
    """9.4.2.4: Good before Fair; Pakistan, Aid, Besieged Regime, highest Resources. (`cands`: the
    candidates, where the caller has just found them.)"""
    left = play.ops
    locales: list[str] = []
    if cands is None:
        cands = where.minor_jihad_candidates(g)
    keys = where.minor_keys(g)
    while cands and left:
        cid, why = where.choose(g, cands, keys, only=_ONLY_MINOR)
        cands.remove(cid)
        k = min(left, where.units(g, cid))
        locales += [cid] * k
        left -= k
        if not g.fast:
            say(g, m("solo-minor-jihad", country=country(cid), gov=governance(g.governance(cid)), ops=k, why=why))
    resolve_jihad(g, locales)
    return left


def recruit(g: Game, play: Play) -> int:
    """9.4.2.5: every Operation in the chosen country, one roll at a time."""
    target = where.recruit_target(g, play.ops)
    if target is None:
        if not g.fast:
            say(g, m("solo-no-recruit"))
        return play.ops
    cid, why = target
    if not g.fast:
        say(g, m("solo-recruit", country=country(cid), ops=play.ops, why=why))
    for i in range(play.ops):
        if g.cells_available() == 0:
            if not g.fast:
                say(g, m("solo-recruit-none-left", ops=play.ops - i))
            return play.ops - i
        resolve_recruit(g, [cid])
    return 0


def plot(g: Game, play: Play) -> int:
    """9.4.2.2: Plot Operations with a card whose US Event is playable."""
    locales, reasons = where.plot_ops_locales(g, play.ops)
    if locales:
        if not g.fast:
            say(g, m("solo-plot-rolls", reasons=reasons))
        plot_successes(g, resolve_plot_rolls(g, locales))
    return play.ops - len(locales)


# ---------------------------------------------------------------------- Travel (9.4.2.6)
def travel(g: Game, play: Play, n: int, *, radicalization: bool = False) -> int:
    """Choose every destination, then every origin, then Travel (9.4.2.6-9.4.2.6.2).

    Radicalization's Travel starts at the second To box and always succeeds (9.4.3).
    """
    biometrics = not radicalization and g.in_play("Biometrics")
    dests = where.travel_destinations(g, n, first_box=2 if radicalization else 1)
    if biometrics and any(not where.cells_adjacent(g, d) for d, _ in dests):
        if not g.fast:
            say(g, m("solo-biometrics"))
        return n

    def allowed(o: str, d: str) -> bool:
        ok = bool(modify("travel_allowed", g, True, origin=o, dest=d))
        return ok and (not biometrics or g.adjacent(o, d))

    committed: dict[str, int] = {}  # (counts read by `.get`)
    moves: list[tuple[str, str]] = []
    left = 0
    dest_set = {d for d, _ in dests}
    for dest, why in dests:
        found = where.travel_origin(
            g, dest, play.ops, committed, dest_set - {dest},
            allowed=None if radicalization else allowed, exclude=play.arrived,
        )
        if found is None:
            if not g.fast:
                say(g, m("solo-travel-none", country=country(dest)))
            left += 1
            continue
        origin, owhy = found
        last = g.c(origin).cylinders - committed.get(origin, 0) == 1 and where.ir_or_rc(g, origin)
        committed[origin] = committed.get(origin, 0) + 1
        if last:
            if not g.fast:
                say(g, m("solo-travel-last", dest=country(dest), why=why, origin=country(origin), owhy=owhy))
            moves.append((origin, origin))
        elif origin == dest:
            if not g.fast:
                say(g, m("solo-travel-itself", dest=country(dest), why=why, owhy=owhy))
            moves.append((origin, dest))
        else:
            if not g.fast:
                say(g, m("solo-travel", dest=country(dest), why=why, origin=country(origin), owhy=owhy))
            moves.append((origin, dest))
    if radicalization:
        for dest in dict.fromkeys(d for _, d in moves):
            g.test(dest)
        for origin, dest in moves:
            g.move_cell(origin, dest, active=g.c(origin).actives > 0)
            if not g.fast:
                g.log(m("travel-automatic", origin=country(origin), dest=country(dest)) if origin != dest else m("travel-to-ground", country=country(origin)))
    else:
        resolve_travel(g, moves)
    for _, dest in moves:
        play.arrived[dest] = play.arrived.get(dest, 0) + 1
    return left

