"""7.0 US Operations: War of Ideas, Deploy (Regime Change, Withdraw), Disrupt, Alert.

`legal(g, kind, value)` says whether an Operation has a legal target with a card of that
value; `run(g, kind, value)` carries it out, asking the US for each choice. The primitives
(`war_of_ideas`, `disrupt_in`, ...) take the choices as arguments so the solitaire bot and
events can reuse them.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache, partial
from typing import TYPE_CHECKING

from engine.board import FIXED_GOVERNANCE, HARD_ON, NON_MUSLIM
from engine.data import COUNTRIES, MUSLIM
from engine.hooks import idle, modified, modify
from engine.msg import Msg, Text, and_list, country, governance, m, posture
from engine.msg import alignment as alignment_ref
from engine.ops.odds import at_least, mod, over_test, pct, signed, with_odds
from engine.prompts import Option, Prompt, ask, ask_lazy, country_id, lazy
from engine.state import GOOD, ISLAMIST_RULE, SADR, WMD

if TYPE_CHECKING:
    from engine.game import Game, Proc

TRACK = "track"
_MUSLIM = frozenset(MUSLIM)
WOI_NEED = 5  # 7.2.1.2: a modified roll of 5 or more succeeds
#: each non-Muslim country's Operations value required (`required`: its printed Governance, 7.1.1)
_NON_MUSLIM_NEED = {cid: gov for cid, gov in FIXED_GOVERNANCE.items() if cid in NON_MUSLIM}
#: the War of Ideas scan (`_woi_targets`), in map order: each country with its value required,
#: None for a Muslim country's (its Governance); not Iran, the United States or Israel (7.2)
_WOI_SCAN = tuple(
    (cid, _NON_MUSLIM_NEED.get(cid)) for cid in COUNTRIES if cid in _MUSLIM or cid in _NON_MUSLIM_NEED and cid not in ("united_states", "israel")
)
#: the lowest value among the non-Muslim War of Ideas targets (each is one whatever the state)
_NON_MUSLIM_WOI_LOWEST = min(need for _, need in _WOI_SCAN if need is not None)


def required(g: Game, cid: str) -> int:
    """7.1.1 Operations value required by the target's Governance (unmarked: any, 4.9.5)."""
    gov = g.governance(cid)
    return 1 if gov is None else gov


# ---------------------------------------------------------------------- War of Ideas (7.2)
def woi_targets(g: Game, value: int) -> list[str]:
    return _woi_targets(g, value)


def _woi_targets(g: Game, value: int, first: bool = False) -> list[str]:
    """The War of Ideas targets in map order; `first`: the first alone (`legal`). (A list, not a
    generator: every card ranking scans them, and a generator's every item is a call.)"""
    countries = g.state.countries
    free = idle("woi_allowed", g)
    out: list[str] = []
    for cid, need in _WOI_SCAN:
        c = countries[cid]
        if need is None:  # Muslim
            if c.alignment == "adversary" or c.governance == ISLAMIST_RULE:
                continue
            if c.alignment == "ally" and c.governance == GOOD:
                continue  # nothing left to improve
            if c.governance is not None and value < c.governance:
                continue
            if c.regime_change and g.troops(cid) - c.cells < 5:  # 7.2.1.3
                continue
        elif value < need:
            continue
        if free or modify("woi_allowed", g, True, country=cid):
            out.append(cid)
            if first:
                break
    return out


#: 4.9.2: the War of Ideas modifier of each Prestige level
PRESTIGE_DRM = {"low": -1, "medium": 0, "high": 1, "very_high": 2}
WoiCommon = tuple[int, tuple[Msg, ...], int, Msg, frozenset[str]]
#: the names of the War of Ideas modifiers (4.9.2)
GWOT_MOD = m("mod-gwot")
#: the shared modifiers as named, made once (a message is immutable: the same as made anew)
_PRESTIGE_MODS: dict[int, tuple[Msg, ...]] = {p: (mod(m("mod-prestige"), p),) if p else () for p in (-1, 0, 1, 2)}
_GWOT_MODS = {pen: mod(GWOT_MOD, -pen) for pen in range(4)}
_WHY_WAR_OF_IDEAS = m("why-war-of-ideas")


def woi_common(g: Game) -> WoiCommon:
    """4.9.2 modifiers the same for every country: Prestige, the GWOT Relations penalty (drm and
    name of each) and the Good Allies a target may adjoin; computed once for a menu of targets."""
    prestige = PRESTIGE_DRM[g.prestige_level()]
    pen = g.gwot_penalty()
    countries = g.state.countries
    good_allies = frozenset(m for m in MUSLIM if countries[m].governance == GOOD and countries[m].alignment == "ally")
    gwot = _GWOT_MODS.get(pen) or mod(GWOT_MOD, -pen)
    return prestige, _PRESTIGE_MODS[prestige], pen, gwot, good_allies


def woi_drm(g: Game, cid: str, common: WoiCommon | None = None) -> tuple[int, list[Msg]]:
    """4.9.2 War of Ideas modifiers (`common`: woi_common's, when the caller has them)."""
    parts: list[Msg] = []
    return _woi_drm(g, cid, common or woi_common(g), parts), parts


def woi_drm_total(g: Game, cid: str, common: WoiCommon) -> int:
    """`woi_drm`'s total alone, without naming each modifier (a bot's valuation of every target)."""
    return _woi_drm(g, cid, common, None)


def _woi_drm(g: Game, cid: str, common: WoiCommon, parts: list[Msg] | None) -> int:
    c = g.state.countries[cid]
    drm, prestige, pen, gwot, good_allies = common
    if parts is not None:
        parts += prestige
    if c.alignment == "ally" and c.governance == 2:
        drm -= 1
        if parts is not None:
            parts.append(mod(m("mod-shift-to-good"), -1))
    if pen:
        drm -= pen
        if parts is not None:
            parts.append(gwot)
    if c.aid:
        drm += c.aid
        if parts is not None:
            parts.append(mod(m("mod-aid"), c.aid))
    if good_allies and any(n in good_allies for n in g.neighbours(cid)):
        drm += 1
        if parts is not None:
            parts.append(mod(m("mod-adjacent-good-ally"), 1))
    extra = modify("woi_drm", g, 0, country=cid)
    if extra:
        drm += extra
        if parts is not None:
            parts.append(mod(m("mod-events"), extra))
    return drm


def war_of_ideas(g: Game, cid: str, value: int, *, ignore_value: bool = False) -> bool:
    """7.2: one roll; returns whether it succeeded."""
    if g.is_muslim(cid):
        g.test(cid)
        c = g.c(cid)
        if not ignore_value and c.governance is not None and value < c.governance:
            if not g.fast:
                g.log(m("woi-fails-value", country=country(cid), gov=governance(c.governance), ops=value))
            return False
        if g.fast:  # (the modifiers' names are for the log alone: none on a rollout's fast path)
            drm, parts = woi_drm_total(g, cid, woi_common(g)), []
        else:
            drm, parts = woi_drm(g, cid)
        r = g.roll(purpose="governance")
        total = r + drm
        if not g.fast:
            verdict = "succeeds" if total >= WOI_NEED else "fails-by-one" if total == WOI_NEED - 1 else "fails"
            roll = m("roll-mods", roll=r, mods=parts, total=total) if parts else r
            g.log(m("woi-roll", country=country(cid), roll=roll, verdict=verdict, need=WOI_NEED), kind="roll")
        if total >= WOI_NEED:
            if c.alignment != "ally":
                g.set_alignment(cid, "ally", _WHY_WAR_OF_IDEAS)
            else:
                g.improve_governance(cid, why=_WHY_WAR_OF_IDEAS)
            return True
        if total == WOI_NEED - 1 and not c.aid:  # 7.2.2.1 fails by one
            if c.governance == GOOD:  # 7.2.2.3: a shift to Good removes all Aid; the rules place none there
                if not g.fast:
                    g.log(m("woi-no-aid-good", country=country(cid)))
            else:
                g.add_aid(cid)
        return False
    # 7.2.3 non-Muslim: one Posture roll
    result = g.roll_posture(cid)
    if result == g.state.us_posture:
        g.change_prestige(1, m("why-matches-us-posture", country=country(cid)))
    return True


def woi_odds(g: Game, cid: str, value: int, common: WoiCommon | None = None) -> tuple[float, Msg, Msg, Msg]:
    """The odds of a War of Ideas in `cid` with `value` Ops, from the modifiers in force now: the
    chance it succeeds (Muslim: the Governance or Alignment roll, 7.2.1; non-Muslim: the Posture
    roll matching the US Posture, which gains Prestige, 7.2.3), a short text for the label and
    the breakdown. The same functions as `war_of_ideas` give the target (woi_drm, posture_drm)."""
    if not g.is_muslim(cid):
        drm = g.posture_drm(cid)
        hard = at_least(HARD_ON - drm)
        us = g.state.us_posture
        p = hard if us == "hard" else 1 - hard
        faces = f"{max(1, HARD_ON - drm)}-6" if HARD_ON - drm > 1 else ""
        cent = pct(p)
        note = m("woi-odds-posture-note", faces=faces or "any", us=posture(us), pct=cent)
        short = m("woi-odds-posture", us=posture(us), pct=cent)
        return p, short, note, short

    if g.is_unmarked(cid):

        def chance() -> float:
            c = g.c(cid)
            if c.governance is not None and value < c.governance:  # 4.9.5
                return 0.0
            return at_least(WOI_NEED - woi_drm(g, cid, common)[0])

        p = over_test(g, cid, chance)
        cent = pct(p)
        short = m("woi-odds", pct=cent)
        return p, short, m("woi-odds-tested-note", need=WOI_NEED, pct=cent), short
    drm, parts = woi_drm(g, cid, common)  # one computation for the odds and the breakdown
    c = g.c(cid)
    p = 0.0 if c.governance is not None and value < c.governance else at_least(WOI_NEED - drm)  # 4.9.5
    cent = pct(p)
    if not parts:
        return p, m("woi-odds-need", pct=cent, need=WOI_NEED), m("odds-need-note", need=WOI_NEED, pct=cent), m("woi-odds", pct=cent)
    mods = [signed(x) for x in parts]
    return (
        p,
        m("woi-odds-mods", pct=cent, need=WOI_NEED, mods=mods),
        m("odds-need-mods-note", need=WOI_NEED, mods=mods, pct=cent),
        m("woi-odds", pct=cent),
    )


def woi_options(g: Game, cids: list[str], value: int) -> list[Option]:
    """The War of Ideas targets, each label with its odds (issue 21)."""
    label = _woi_label(g, value)
    if g.no_odds:  # a rollout (Game.rollout): options without odds
        return [Option(f"country:{c}", label(c)) for c in cids]
    common = woi_common(g)

    def option(c: str) -> Option:
        p, short, note, brief = woi_odds(g, c, value, common)
        return with_odds(f"country:{c}", label(c), p, short, note, brief)

    return [lazy(g, f"country:{c}", partial(option, c)) for c in cids]  # (made when read: an import reads one)


def _woi_one(make: partial[list[Option]], oid: str) -> Option:
    """`woi_options`' option `oid` alone (`ask_lazy`'s `one`: an import reads the chosen one only)."""
    g, _, value = make.args
    return woi_options(g, [_cid(oid)], value)[0]


# ---------------------------------------------------------------------- Deploy (7.3)
def movable(g: Game, origin: str) -> int:
    """Troops that may leave a location (7.3.1: keep five more than Cells in Regime Change)."""
    if origin == TRACK:
        return g.troops_on_track()
    c = g.state.countries[origin]
    if c.regime_change:
        return max(0, min(c.troops, g.troops(origin) - (c.cells + 5)))
    return c.troops


def deploy_destinations(g: Game, value: int, origin: str) -> list[str]:
    return list(_deploy_destinations(g, value, origin))


def _deploy_destinations(g: Game, value: int, origin: str) -> Iterator[str]:
    if origin != TRACK and value >= 1:
        yield TRACK
    countries = g.state.countries
    if idle("deploy_allowed", g):  # (then only Muslim Allies, as below: the Muslim countries alone scanned)
        for cid in MUSLIM:
            c = countries[cid]
            gov = c.governance
            if c.alignment == "ally" and gov is not None and gov != ISLAMIST_RULE and value >= gov and cid != origin:
                yield cid
        return
    for cid in COUNTRIES:
        if cid == origin or cid == "united_states":
            continue
        c = countries[cid]
        muslim = cid in _MUSLIM
        gov = c.governance if muslim else g.governance(cid)  # (`required`, inlined)
        if value < (1 if gov is None else gov):
            continue
        # 7.3.3; 7.1.3: not under Islamist Rule (an Event may leave one an Ally, 6.2.2)
        ally = muslim and c.alignment == "ally" and c.governance is not None and c.governance != ISLAMIST_RULE
        if modify("deploy_allowed", g, ally, origin=origin, dest=cid):  # e.g. card 57 adds the Philippines
            yield cid


def deploy_origins(g: Game, value: int) -> list[str]:
    # any country may send Troops home to the track; the track needs a destination
    out = [TRACK] if _from_track(g, value) else []
    return out + [cid for cid, c in g.state.countries.items() if c.troops and movable(g, cid) > 0]


def _can_deploy(g: Game, value: int) -> bool:
    return _can_deploy_from_country(g) or _from_track(g, value)


def _can_deploy_from_country(g: Game) -> bool:
    """Troops able to leave some country (to the track, at least: any value, 7.3)."""
    for cid, c in g.state.countries.items():
        # (`movable`, inlined for the countries where it is the Troops cubes: every US card menu asks)
        if c.troops and (not c.regime_change or movable(g, cid) > 0):
            return True
    return False


def _from_track(g: Game, value: int) -> bool:
    """Troops on the track and a destination for them (`deploy_origins`' TRACK)."""
    return movable(g, TRACK) > 0 and any(True for _ in _deploy_destinations(g, value, TRACK))


def rc_origins(g: Game, dest: str) -> list[str]:
    """7.3.4: one location with six Troops able to Deploy (7.3.1). A Deploy moves Troops from
    one location to another, so Troops already in the target (they stay after an Islamist
    Revolution, 8.4.4) cannot be the ones that change its regime."""
    countries = g.state.countries  # (a country's movable Troops are at most its cubes)
    return [
        o for o in [TRACK, *countries] if o != dest and (o == TRACK or countries[o].troops >= 6) and movable(g, o) >= 6
    ]


def rc_targets(g: Game, value: int) -> list[str]:
    """7.3.4: Hard Posture, a 3-value card, an Islamist Rule destination, six Troops able to move."""
    if g.state.us_posture != "hard" or value < 3:
        return []
    countries = g.state.countries
    if idle("rc_allowed", g):  # (then the Islamist Rule countries: no event adds one)
        targets = [m for m in MUSLIM if countries[m].governance == ISLAMIST_RULE]
    else:
        targets = [m for m in MUSLIM if modify("rc_allowed", g, g.is_ir(m), country=m)]
    if not targets:
        return []
    # (`rc_origins(g, m)` is these less m itself: found once for every target)
    origins = [o for o in [TRACK, *countries] if (o == TRACK or countries[o].troops >= 6) and movable(g, o) >= 6]
    return [m for m in targets if any(o != m for o in origins)]


def withdraw_targets(g: Game, value: int) -> list[str]:
    """7.3.5: Soft Posture, a 3-value card, Troops in a Regime Change country."""
    if g.state.us_posture != "soft" or value < 3:
        return []
    return [cid for cid, c in g.state.countries.items() if c.regime_change and c.troops]


def loc_name(where: str) -> Msg:
    return loc(where)


@cache  # (a Troops location's name never changes)
def loc(loc: str) -> Msg:
    """A Troops location as a message: a country's name or "the Troops track"."""
    return m("troops-track") if loc == TRACK else m("country-name", country=country(loc))


def deploy(g: Game, origin: str, dest: str, n: int) -> None:
    g.move_troops(None if origin == TRACK else origin, None if dest == TRACK else dest, n)
    if not g.fast:
        g.log(m("deploy-done", troops=n, origin=loc(origin), dest=loc(dest)))


def regime_change(g: Game, origin: str, dest: str, n: int) -> None:
    """7.3.4"""
    deploy(g, origin, dest, n)
    c = g.c(dest)
    c.regime_change = "green"
    r = g.roll(purpose="governance")
    gov = 3 if r <= 4 else 2
    if not g.fast:
        g.log(m("rc-roll", country=country(dest), roll=r), kind="roll")
    c.governance = gov
    if not g.fast:
        g.log(m("rc-result", country=country(dest), gov=governance(gov)))
    c.alignment = "ally"
    g.activate_cells(dest)
    modify("regime_changed", g, None, country=dest)
    g.roll_prestige()
    g.check_victory()


def withdraw(g: Game, cid: str, n: int, dest: str = TRACK) -> None:
    """7.3.5: a special Deploy out of a Regime Change country to any Deploy destination (7.3.2-7.3.3)."""
    if n:
        deploy(g, cid, dest, n)
    c = g.c(cid)
    if c.aid:
        c.aid = 0
        if not g.fast:
            g.log(m("aid-removed", country=country(cid)))
    g.set_besieged(cid)
    g.roll_prestige()


# ---------------------------------------------------------------------- Disrupt (7.4)
def disrupt_targets(g: Game, value: int) -> list[str]:
    return list(_disrupt_targets(g, value))


def _disrupt_targets(g: Game, value: int) -> Iterator[str]:
    countries = g.state.countries
    for cid in COUNTRIES:
        c = countries[cid]
        # (`cells`, inlined: this scan runs for every US card menu)
        if not (c.sleepers or c.actives or c.cadre or (c.markers and SADR in c.markers)):
            continue
        if cid in _MUSLIM:
            gov = c.governance
            if gov == ISLAMIST_RULE or value < (1 if gov is None else gov):  # (`required`)
                continue
            if c.alignment != "ally" and g.troops(cid) < 2:
                continue
        elif cid not in NON_MUSLIM or value < _NON_MUSLIM_NEED[cid]:  # (Iran: no target)
            continue
        if modify("disrupt_allowed", g, True, country=cid):  # (a few countries: cheaper than `idle`'s scans)
            yield cid


def disrupt_count(g: Game, cid: str) -> int:
    return disrupt_limit(g, cid)[0]


def disrupt_limit(g: Game, cid: str) -> tuple[int, list[str]]:
    """7.4.2: how many Cells a Disrupt affects, and the events that lowered it (for the log)."""
    n = 2 if g.troops(cid) >= 2 or g.posture(cid) == "hard" else 1
    k, why = modified("disrupt_count", g, n, country=cid)
    return k, (why if min(n, g.state.countries[cid].cells) > k else [])


def disrupt_choices(g: Game, cid: str) -> list[tuple[int, int]]:
    """(Active Cells removed, Sleepers activated) combinations a Disrupt may choose (7.4.2)."""
    c = g.c(cid)
    k = min(disrupt_count(g, cid), c.cells)
    return [(a, k - a) for a in range(k, -1, -1) if a <= c.actives and k - a <= c.sleepers]


def disrupt(g: Game, cid: str, remove_actives: int, activate: int) -> None:
    c = g.c(cid)
    g.record("disrupt", cid)  # card 61
    troops = g.troops(cid) >= 2
    limits = disrupt_limit(g, cid)[1]  # e.g. "Al-Anbar in effect"
    if c.cells == 0 and c.cadre:
        c.cadre = False
        if not g.fast:
            g.log(m("disrupt-cadre", country=country(cid)))
    else:
        if activate:
            g.activate_cells(cid, activate)
            if limits:
                if not g.fast:
                    g.log(m("disrupt-activate-limited", country=country(cid), cells=activate, limits=limits))
            else:
                if not g.fast:
                    g.log(m("disrupt-activate", country=country(cid), cells=activate))
        if remove_actives:
            why = m("why-disrupt-limited", limits=limits) if limits else m("op-disrupt")
            g.remove_cells(cid, remove_actives, actives_first=True, cadre=True, why=why)
    if troops:
        g.change_prestige(1, m("why-disrupt-troops"))  # 7.4.4


# ---------------------------------------------------------------------- Alert (7.5)
def alert_targets(g: Game, value: int) -> list[str]:
    if value < 3:
        return []
    return [cid for cid, c in g.state.countries.items() if c.plots and modify("alert_allowed", g, True, country=cid)]


def plot_label(g: Game, cid: str, index: int) -> Msg:
    """A face-down Plot as the US may name it: by the order of placement, never by value (8.5.4)."""
    backlash = "yes" if "backlash" in g.c(cid).plots[index].flags else "no"
    return m("plot-label", nth=index + 1, country=country(cid), backlash=backlash)


def alert(g: Game, cid: str, index: int = 0) -> None:
    plot = g.c(cid).plots.pop(index)
    g.irreversible()
    if not g.fast:
        g.log(m("alert-done", country=country(cid), plot=str(plot.value)))
    if plot.value == WMD:
        if not g.fast:
            g.log(m("wmd-removed"))
    g.plot_used(plot.value)


# ---------------------------------------------------------------------- the menu
def legal(g: Game, kind: str, value: int) -> bool:
    if kind == "woi":
        return bool(_woi_targets(g, value, first=True))
    if kind == "deploy":
        return _can_deploy(g, value)
    if kind == "regime_change":
        return bool(rc_targets(g, value))
    if kind == "withdraw":
        return bool(withdraw_targets(g, value))
    if kind == "disrupt":
        return any(True for _ in _disrupt_targets(g, value))
    if kind == "alert":
        return bool(alert_targets(g, value))
    raise ValueError(kind)


#: `legal_all`'s value for an Operation no card value makes legal
NEVER = 4


def legal_all(g: Game, top: int = 3) -> dict[str, int]:
    """For every Operation, the lowest card value (1 to `top`) with which `legal(g, kind, value)`
    holds, or NEVER: a higher value never takes a target away (7.1.1). The card play's menu asks
    it for every US card (issue 21): one scan per Operation gives its answer for the card's value
    and for the value with Reserves (`top`); a kind an event modifies now is asked of `legal`."""
    three = top >= 3  # (Regime Change, Withdraw and Alert need a 3-value card)
    return {
        "woi": _lowest_woi(g) if idle("woi_allowed", g) else _lowest(g, "woi", top),
        "deploy": 1 if _can_deploy_from_country(g) else _lowest_from_track(g, top),
        "regime_change": 3 if three and rc_targets(g, 3) else NEVER,
        "withdraw": 3 if three and withdraw_targets(g, 3) else NEVER,
        "disrupt": _lowest_disrupt(g),
        "alert": 3 if three and _can_alert(g) else NEVER,
    }


def _can_alert(g: Game) -> bool:
    """`alert_targets(g, 3)` has one."""
    for cid, c in g.state.countries.items():
        if c.plots and modify("alert_allowed", g, True, country=cid):
            return True
    return False


def _lowest_woi(g: Game) -> int:
    """`_woi_targets`' lowest value with a target, while no event modifies them: a non-Muslim
    country's (each is a target with its value required, 7.2.3: a Good one needs 1), else the
    lowest of the Muslim ones."""
    lowest = _NON_MUSLIM_WOI_LOWEST
    if lowest == 1:
        return 1
    countries = g.state.countries
    for cid in MUSLIM:
        c = countries[cid]
        gov = c.governance
        if c.alignment == "adversary" or gov == ISLAMIST_RULE or (c.alignment == "ally" and gov == GOOD):
            continue
        if c.regime_change and g.troops(cid) - c.cells < 5:  # 7.2.1.3
            continue
        need = 1 if gov is None else gov
        if need < lowest:
            if need == 1:
                return 1
            lowest = need
    return lowest


def _lowest_disrupt(g: Game) -> int:
    """`_disrupt_targets`' lowest value with a target: the candidates by value, the first that the
    rest of its tests allows (Troops counted and `disrupt_allowed` asked only of those tried)."""
    cands: list[tuple[int, str, bool]] = []  # (value needed, country, whether two Troops are needed)
    for cid, c in g.state.countries.items():
        if not (c.sleepers or c.actives or c.cadre or (c.markers and SADR in c.markers)):  # (`cells or cadre`)
            continue
        if cid in _MUSLIM:
            gov = c.governance
            if gov == ISLAMIST_RULE:
                continue
            need, two = 1 if gov is None else gov, c.alignment != "ally"
        elif cid in NON_MUSLIM:
            need, two = _NON_MUSLIM_NEED[cid], False
        else:
            continue  # Iran
        if need == 1:  # (none lower: tried at once)
            if not (two and g.troops(cid) < 2) and modify("disrupt_allowed", g, True, country=cid):
                return 1
        else:
            cands.append((need, cid, two))
    if not cands:
        return NEVER
    cands.sort()  # (by value; among equal values any order: the answer is the value)
    for need, cid, two in cands:
        if two and g.troops(cid) < 2:
            continue
        if modify("disrupt_allowed", g, True, country=cid):
            return need
    return NEVER


def _lowest_from_track(g: Game, top: int) -> int:
    """The lowest value (1 to `top`) with which Troops on the track have a destination
    (`_from_track`), or NEVER."""
    if movable(g, TRACK) <= 0:
        return NEVER
    if not idle("deploy_allowed", g):
        return next((v for v in range(1, top + 1) if _from_track(g, v)), NEVER)
    # (then `_deploy_destinations` from the track: the Muslim Allies not under Islamist Rule, 7.3.3)
    countries = g.state.countries
    lowest = NEVER
    for cid in MUSLIM:
        c = countries[cid]
        if c.alignment == "ally" and c.governance is not None and c.governance < lowest:
            lowest = c.governance  # (Islamist Rule is NEVER: never lower)
    return lowest if lowest <= top else NEVER


def _lowest(g: Game, kind: str, top: int = 3) -> int:
    return next((v for v in range(1, top + 1) if legal(g, kind, v)), NEVER)


def _pick(cids: list[str], fmt=loc) -> list[tuple[str, Text]]:  # type: ignore[no-untyped-def]
    return [(_loc_id(c), fmt(c)) for c in cids]


def _loc_id(c: str) -> str:
    return "track" if c == TRACK else country_id(c)


def _ask_pick(g: Game, text: Text, cids: list[str], fmt=loc) -> Prompt:  # type: ignore[no-untyped-def]
    """The US's choice of a location among `cids` (labels `fmt(c)`, made when read: ask_lazy)."""
    return ask_lazy(g, "us", text, ["track" if c == TRACK else country_id(c) for c in cids], partial(_pick, cids, fmt), one=_pick_one)  # (`_loc_id`)


def _pick_one(make: partial[list[tuple[str, Text]]], oid: str) -> tuple[str, Text]:
    """`_pick`'s option `oid` alone (`ask_lazy`'s `one`: an import reads the chosen option only)."""
    return (oid, make.args[1](_cid(oid)))


def _cid(option: str) -> str:
    return TRACK if option == "track" else option.removeprefix("country:")


def _count(g: Game, text: Text, lo: int, hi: int) -> Proc:
    if lo == hi:
        return lo
    opt = yield ask("us", text, _count_options(lo, hi))
    return int(opt.removeprefix("n:"))


@cache  # (a few ranges of Troops: the pairs made once; `ask` copies them)
def _count_options(lo: int, hi: int) -> list[tuple[str, Text]]:
    return [(f"n:{i}", str(i)) for i in range(lo, hi + 1)]


def run(g: Game, kind: str, value: int) -> Proc:
    if kind == "woi":
        # marked Muslim countries first, then unmarked ones, then non-Muslim (a long menu pages)
        # (`is_muslim`, `is_unmarked`: a Muslim country's Governance; three scans in map order are
        # the stable sort by that rank, without a call per country)
        countries = g.state.countries
        targets = woi_targets(g, value)
        muslim = [c for c in targets if c in _MUSLIM]
        order = (
            [c for c in muslim if countries[c].governance is not None]
            + [c for c in muslim if countries[c].governance is None]
            + [c for c in targets if c not in _MUSLIM]
        )
        ids = list(map(country_id, order))
        ask_woi = ask_lazy(g, "us", m("woi-where", ops=value), ids, partial(woi_options, g, order, value), one=_woi_one)
        cid = _cid((yield ask_woi))
        war_of_ideas(g, cid, value)
    elif kind == "deploy":
        origin = _cid((yield _ask_pick(g, m("deploy-from-where"), deploy_origins(g, value), lambda c: m("troops-can-move", where=loc(c), troops=movable(g, c)))))
        dest = _cid((yield _ask_pick(g, m("deploy-to-where", origin=loc(origin)), deploy_destinations(g, value, origin))))
        nato = yield from nato_departs(g, origin, keep_limit=True)  # card 41
        n = yield from _count(g, m("deploy-how-many", origin=loc(origin), dest=loc(dest), nato="yes" if nato else "no"), 0 if nato else 1, movable(g, origin))
        if n:
            deploy(g, origin, dest, n)
    elif kind == "regime_change":
        dest = _cid((yield _ask_pick(g, m("rc-where"), rc_targets(g, value))))
        origins = rc_origins(g, dest)
        origin = _cid((yield _ask_pick(g, m("rc-from-where"), origins, lambda c: m("troops-can-move", where=loc(c), troops=movable(g, c)))))
        n = yield from _count(g, m("rc-how-many", country=country(dest)), 6, movable(g, origin))
        regime_change(g, origin, dest, n)
    elif kind == "withdraw":
        cid = _cid((yield _ask_pick(g, m("withdraw-where"), withdraw_targets(g, value))))
        dest = _cid((yield _ask_pick(g, m("withdraw-to-where", country=country(cid)), deploy_destinations(g, value, cid))))
        nato = yield from nato_departs(g, cid, keep_limit=False)  # card 41
        n = yield from _count(g, m("withdraw-how-many", country=country(cid), dest=loc(dest), nato="yes" if nato else "no"), 0 if nato else 1, g.c(cid).troops)
        withdraw(g, cid, n, dest)
    elif kind == "disrupt":
        cid = _cid((yield _ask_pick(g, m("disrupt-where", ops=value), disrupt_targets(g, value))))
        if g.is_non_muslim(cid):
            g.test(cid)  # 4.9.4: Posture decides whether two Cells are affected
        elif g.is_unmarked(cid):
            g.test(cid)
            if value < required(g, cid):
                if not g.fast:
                    g.log(m("disrupt-fails-value", country=country(cid)))
                return
        choices = disrupt_choices(g, cid)
        if len(choices) > 1:
            opt = yield ask(
                "us",
                m("disrupt-which-cells", country=country(cid)),
                [(f"cells:{a}:{s}", _disrupt_label(a, s)) for a, s in choices],
            )
            _, a, s = opt.split(":")
            disrupt(g, cid, int(a), int(s))
        elif choices:
            disrupt(g, cid, *choices[0])
        else:
            disrupt(g, cid, 0, 0)
    elif kind == "alert":
        cid = _cid((yield _ask_pick(g, m("alert-where"), alert_targets(g, value), lambda c: m("alert-option", country=country(c), plots=len(g.c(c).plots)))))
        index = 0
        if len(g.c(cid).plots) > 1:  # 7.5.2 the US selects one of the face-down markers there
            opt = yield ask("us", m("alert-which-plot", country=country(cid)), [(f"plot:{cid}:{i}", plot_label(g, cid, i)) for i in range(len(g.c(cid).plots))])
            index = int(opt.rsplit(":", 1)[1])
        alert(g, cid, index)
    else:
        raise ValueError(kind)


def nato_departs(g: Game, origin: str, *, keep_limit: bool) -> Proc:
    """41: when the US Deploys (keep_limit: 7.3.1 applies to what stays) or Withdraws Troops out
    of the NATO country, it may count NATO as 2 of the departing Troops: the marker is removed
    and adds no cubes at the destination. Asked by Deploy and Withdraw (card 41's marker is in engine/events/us.py) before the number of cubes; returns
    whether NATO left (then the US may move 0 cubes besides it)."""
    if origin == TRACK or "NATO" not in g.c(origin).markers:
        return False
    c = g.c(origin)
    if keep_limit and c.regime_change and c.troops < c.cells + 5:
        return False  # without NATO fewer than five more Troops than Cells would stay (7.3.1)
    pick = yield ask(
        "us",
        m("nato-ask", country=country(origin)),
        [("nato:yes", m("nato-yes")), ("nato:no", m("nato-no"))],
        kind="yes_no",
    )
    if pick == "nato:no":
        return False
    c.markers.remove("NATO")
    if not g.fast:
        g.log(m("nato-departs", country=country(origin)))
    return True


def _disrupt_label(a: int, s: int) -> Text:
    parts: list[Msg] = []
    if a:
        parts.append(m("disrupt-remove-actives", cells=a))
    if s:
        parts.append(m("disrupt-activate-sleepers", cells=s))
    return and_list(parts) if parts else ""  # type: ignore[return-value]


def _woi_label(g: Game, value: int = 3):  # type: ignore[no-untyped-def]
    def label(cid: str) -> Msg:
        if g.is_muslim(cid):
            c = g.c(cid)
            if c.governance is None:
                # 4.9.5: a test to Poor (or Fair) above the card's value makes the War of Ideas fail
                return m("woi-label-unmarked", country=country(cid), ops=min(value, 3))
            return m("woi-label", country=country(cid), gov=governance(c.governance), alignment=alignment_ref(c.alignment))
        return m("woi-label-posture", country=country(cid), posture=posture(g.posture(cid)))

    return label
