"""8.5.6 Unblocked Plots: resolved at the end of every US Action Phase (5.2.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.board import GameOver
from engine.data import COUNTRIES, SCHENGEN
from engine.decider import solo
from engine.hooks import modify
from engine.msg import country, m, posture
from engine.prompts import ask
from engine.state import GOOD, ISLAMIST_RULE, POOR, WMD, Plot

if TYPE_CHECKING:
    from engine.game import Game, Proc


def country_name(cid: str):  # type: ignore[no-untyped-def]
    return m("country-name", country=country(cid))


def resolve_plots(g: Game) -> Proc:
    """The Jihadist chooses the order (8.5.6)."""
    while True:
        pending = [(cid, i) for cid, c in g.state.countries.items() if c.plots for i in range(len(c.plots))]
        if not pending:
            return
        if len(pending) == 1:
            cid, i = pending[0]
        else:
            pick = yield ask(
                "jihadist",
                m("plots-which-next"),
                [(f"plot:{cid}:{i}", m("plot-in", plot=str(g.c(cid).plots[i].value), country=country(cid))) for cid, i in pending],
                kind="plot_order",
            )
            _, cid, idx = pick.split(":")
            i = int(idx)
        plot = g.c(cid).plots.pop(i)
        yield from resolve_plot(g, cid, plot)


def resolve_plot(g: Game, cid: str, plot: Plot) -> Proc:
    d = COUNTRIES[cid]
    c = g.c(cid)
    wmd = plot.value == WMD
    g.irreversible()
    if not g.fast:
        g.log(m("plot-revealed", country=country(cid), plot=str(plot.value)), kind="event")
    if not modify("plot_resolve", g, True, country=cid, plot=plot):
        g.plot_used(plot.value)
        return
    modify("plot_resolved", g, None, country=cid, plot=plot)
    # VICTORY
    if wmd and cid == "united_states":
        raise GameOver("jihadist", m("victory-wmd-us"))
    # FUNDING
    good = g.governance(cid) == GOOD
    funding: int | None
    if d.muslim or d.type == "iran":
        funding = 2 if good else 1
    elif wmd or cid == "united_states":
        funding = None  # set to 9
    else:
        funding = int(plot.value) * (2 if good else 1)  # type: ignore[arg-type]
    funding = modify("plot_funding", g, funding, country=cid, plot=plot)
    if funding is None:
        g.set_funding(9, m("why-plot-in", country=country(cid)))
    else:
        g.change_funding(funding, m("why-plot-in", country=country(cid)))
    # POSTURE
    if d.non_muslim:
        g.roll_posture(cid)
        if cid != "united_states":
            if wmd and g.state.players == "two":
                again = yield ask(
                    "jihadist",
                    m("wmd-reroll-ask", country=country(cid), posture=posture(g.posture(cid))),
                    [("reroll:yes", m("reroll")), ("reroll:no", m("keep"))],
                    kind="yes_no",
                )
                if again == "reroll:yes":
                    g.roll_posture(cid)
        if d.schengen:
            others = [s for s in SCHENGEN if s != cid]
            for k in range(2):
                if g.state.players == "solo":
                    pick = solo().schengen_pick(g, others)
                else:
                    pick = (yield ask(
                        "jihadist",
                        m("schengen-ask", another="yes" if k else "no"),
                        [(f"country:{s}", country_name(s)) for s in others],
                        kind="posture_roll",
                    )).removeprefix("country:")
                others.remove(pick)
                g.roll_posture(pick)
    # PRESTIGE
    if g.troops(cid):
        if wmd:
            g.set_prestige(1, m("why-wmd-plot-troops", country=country(cid)))
        else:
            g.change_prestige(-1, m("why-plot-troops", country=country(cid)))
    if cid == "united_states":
        g.roll_prestige()
    # GOVERNANCE AND AID
    if d.muslim and c.governance not in (None, ISLAMIST_RULE):
        k = 3 if wmd else int(plot.value)  # type: ignore[arg-type]
        gov0 = c.governance or POOR
        rolls = [g.roll(purpose="plot") for _ in range(k)]
        hits = sum(1 for r in rolls if r <= gov0)
        if not g.fast:
            # say when a success can do nothing: no Aid to remove and Governance already Poor (issue 16)
            idle = hits - max(c.aid, POOR - gov0)
            note = "" if idle <= 0 else m("plot-gov-all-idle") if idle == hits else m("plot-gov-some-idle", idle=idle)
            g.log(
                m("plot-gov-roll", dice=k, country=country(cid), rolls=", ".join(map(str, rolls)), hits=hits, note=note),
                kind="roll",
            )
        for _ in range(hits):
            g.remove_aid(cid)
            if (c.governance or POOR) < POOR:  # the roll's line says when it cannot worsen
                g.worsen_governance(cid, floor=POOR, why=m("op-plot"))
    # MARKER
    if wmd:
        if not g.fast:
            g.log(m("wmd-plot-removed"))
    g.plot_used(plot.value)
