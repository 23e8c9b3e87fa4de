"""Card events 1-47: the US-associated Events (6.2), with the rules their markers change.

Each event is a procedure run with `role` = the US (6.3.2.2: the associated side decides, also
when the Jihadist's Operations trigger it). Lingering markers are named exactly as the card;
the rule changes they make while in play are the `@modifies` functions next to each event.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from engine import msg, rng
from engine.board import ADJACENT
from engine.cardplay import US_OPS, card_label, discard_trigger, play_chosen
from engine.data import CARDS, COUNTRIES, MUSLIM, SCHENGEN
from engine.events.registry import event
from engine.events.words import blocked_by, by, country_label
from engine.hooks import idle, modifies
from engine.msg import Msg, Text, m
from engine.ops import us as us_ops
from engine.ops.odds import with_odds
from engine.ops.us import (
    GWOT_MOD,
    TRACK,
    alert,
    disrupt_targets,
    movable,
    rc_targets,
    regime_change,
    war_of_ideas,
    woi_drm,
    woi_odds,
)
from engine.prompts import Option, ask
from engine.state import FAIR, GOOD, POOR, SADR, WMD, Plot, Role

if TYPE_CHECKING:
    from engine.game import Game, Proc

ITJIHAD = "The door of Itjihad was closed"
WMD_CARDS = (65, 69, 71)  # HEU, Kazakh Strain, Loose Nuke (card 17)
US_ELECTION = 120


# ---------------------------------------------------------------------- shared steps
def _pick_country(role: Role, text: Text, cids: list[str], label=country_label, kind: str = "country") -> Proc:  # type: ignore[no-untyped-def]
    """Ask for one of `cids` (no question when there is only one)."""
    if len(cids) == 1:
        return cids[0]
    pick = yield ask(role, text, [(f"country:{c}", label(c)) for c in cids], kind=kind)
    return pick.removeprefix("country:")


def _choose_posture(g: Game, role: Role, cid: str, why: int) -> Proc:
    """The US selects a country's Posture (no roll) for card `why`'s Event."""
    pick = yield ask(
        role,
        m("ev-posture-choose", card=msg.cardname(why), country=msg.country(cid)),
        [("posture:hard", m("ref-posture-hard")), ("posture:soft", m("ref-posture-soft"))],
        kind="yes_no",
    )
    posture = pick.removeprefix("posture:")
    g.set_posture(cid, posture)
    g.log(m("ev-posture-set", country=msg.country(cid), posture=msg.posture(posture), card=msg.cardname(why)))


def _posture_countries(g: Game) -> list[str]:
    """Countries with a Posture the US may select: non-Muslim, not the US, not Israel (4.3.3)."""
    return [cid for cid, d in COUNTRIES.items() if d.non_muslim and cid != "united_states" and not d.fixed_posture]


def _cell_label(g: Game, cid: str) -> Msg:
    c = g.c(cid)
    sadr = "yes" if SADR in c.markers else "no"
    return m("ev-cell-label", country=msg.country(cid), sleepers=c.sleepers, actives=c.actives, sadr=sadr)


def _remove_one_cell(g: Game, role: Role, cid: str, why: int) -> Proc:
    """Remove one Cell of the US's choice (Sleeper, Active or the Sadr marker); Cadre if the last (4.8.4)."""
    c = g.c(cid)
    opts: list[tuple[str, Text]] = []
    if c.sleepers:
        opts.append(("cell:sleeper", m("ev-a-sleeper-cell")))
    if c.actives:
        opts.append(("cell:active", m("ev-an-active-cell")))
    if SADR in c.markers:
        opts.append(("cell:sadr", m("ev-sadr")))
    if not opts:
        return
    pick = opts[0][0]
    if len(opts) > 1:
        text = m("ev-which-cell-removed", card=msg.cardname(why), country=msg.country(cid))
        pick = yield ask(role, text, opts, kind="remove_cell")
    if pick == "cell:sadr":
        g.remove_sadr(cid, by(why))
    else:
        g.remove_cells(cid, 1, actives_first=pick == "cell:active", cadre=True, why=by(why))


def _regime_change_countries(g: Game) -> list[str]:
    countries = g.state.countries  # (an Event's condition: asked at every card ranking)
    return [cid for cid in MUSLIM if countries[cid].regime_change]


def _take_random_jihadist_card(g: Game) -> int | None:
    """A card at random from the Jihadist hand; in solitaire the top of the face-down pile (9.2)."""
    hand = g.state.hands["jihadist"]
    if not hand:
        return None
    n = hand.pop() if g.state.players == "solo" else hand.pop(g.random_index(len(hand)))
    g.irreversible()
    return n


def _reveal_jihadist_hand(g: Game, why: int) -> None:
    """The US looks at the Jihadist hand (in solitaire allowed only for Intel Community and FSB, 9.2)."""
    g.irreversible()
    hand = g.state.hands["jihadist"]
    g.log(m("ev-us-looks-at-hand", card=msg.cardname(why), cards=len(hand)))
    if hand:
        g.log(m("ev-hand-holds", card=msg.cardname(why), cards=[msg.card(n) for n in hand]), kind="secret", to="us")
    else:
        g.log(m("ev-hand-holds-none", card=msg.cardname(why)), kind="secret", to="us")


# ---------------------------------------------------------------------- 1 Backlash
def _muslim_plots(g: Game) -> list[tuple[str, int]]:
    return [(cid, i) for cid in MUSLIM for i in range(len(g.c(cid).plots))]


@event(1, playable=lambda g, role: bool(_muslim_plots(g)))
def backlash(g: Game, role: Role) -> Proc:
    spots = _muslim_plots(g)
    if len(spots) == 1:
        cid, i = spots[0]
    else:
        pick = yield ask(
            role,
            m("ev-backlash-ask", card=msg.cardname(1)),
            [(f"plot:{cid}:{i}", g.plot_words(cid, i, capital=True)) for cid, i in spots],
            kind="country",
        )
        _, cid, idx = pick.split(":")
        i = int(idx)
    g.c(cid).plots[i].flags.append("backlash")
    g.log(m("ev-backlash-done", card=msg.cardname(1), country=msg.country(cid)))


@modifies("plot_funding")
def _backlash_funding(g: Game, value: int | None, country: str, plot: Plot) -> int | None:
    if "backlash" not in plot.flags or value is None:
        return value
    return -9 if plot.value == WMD else -value  # WMD: Funding to 1 (-9 stops at the limit)


# ---------------------------------------------------------------------- 2 Biometrics (LAPSING)
@event(2)
def biometrics(g: Game, role: Role) -> Proc:
    g.log(m("ev-biometrics", card=msg.cardname(2)))
    yield from ()


def _biometrics_in_effect(g: Game) -> bool:
    return "Biometrics" in g.state.lapsing


@modifies("travel_allowed", when=_biometrics_in_effect)
def _biometrics_travel(g: Game, value: bool, origin: str, dest: str) -> bool:
    if value and "Biometrics" in g.state.lapsing and origin != dest and not g.adjacent(origin, dest):
        return False
    return value


@modifies("travel_auto", when=_biometrics_in_effect)
def _biometrics_auto(g: Game, value: bool, origin: str, dest: str) -> bool:
    if value and "Biometrics" in g.state.lapsing and origin != dest and g.governance(dest) == GOOD:
        return False  # roll against Good: succeeds on a 1
    return value


# ---------------------------------------------------------------------- 3 CTR
@event(3, playable=lambda g, role: g.state.us_posture == "soft")
def ctr(g: Game, role: Role) -> Proc:
    g.mark("CTR", "russia")
    if g.c("central_asia").alignment in ("ally", "neutral"):
        g.mark("CTR", "central_asia")
    yield from ()


# ---------------------------------------------------------------------- 4 Moro Talks
@event(4)
def moro_talks(g: Game, role: Role) -> Proc:
    g.test("philippines")
    g.change_funding(-1, by(4))
    g.mark("Moro Talks", "philippines")
    g.unmark("Abu Sayyaf", blocked_by(4))
    yield from ()


# ---------------------------------------------------------------------- 5 NEST
@event(5)
def nest(g: Game, role: Role) -> Proc:
    g.mark("NEST", "united_states")
    yield from ()


@modifies("plot_placed")
def _nest_reveal(g: Game, value: None, country: str, plot: Plot) -> None:
    """2-player: a WMD Plot placed in the US is face up; solitaire: any Plot there while a WMD is Available."""
    if country != "united_states" or not g.in_play("NEST", "united_states"):
        return value
    if g.state.players == "solo":
        face_up = plot.value == WMD or WMD in g.state.available_plots  # a WMD was Available
    else:
        face_up = plot.value == WMD
    g.irreversible()
    if face_up:
        plot.flags.append("face_up")
        g.log(m("ev-nest-face-up", card=msg.cardname(5), plot=plot.value))
    elif g.state.players == "two":
        g.log(m("ev-nest-face-down", card=msg.cardname(5)))
    return value


# ---------------------------------------------------------------------- 6, 7 Sanctions
def _sanctions_playable(g: Game, role: Role) -> bool:
    return g.in_play("Patriot Act")


@event(6, playable=_sanctions_playable)
def sanctions(g: Game, role: Role) -> Proc:
    g.change_funding(-2, by(6))
    yield from ()


event(7, playable=_sanctions_playable)(sanctions)


# ---------------------------------------------------------------------- 8, 9, 10 Special Forces
def _special_forces_targets(g: Game) -> list[str]:
    return list(_special_forces_where(g))


def _special_forces_where(g: Game) -> Iterator[str]:
    countries = g.state.countries
    if idle("troops", g) and idle("adjacent", g):  # (asked for every card menu: the cubes and the map's Adjacency)
        held = {cid for cid, c in countries.items() if c.troops}
        if held:
            for cid, c in countries.items():
                # (`c.cells`, inlined)
                if (c.sleepers or c.actives or (c.markers and SADR in c.markers)) and (cid in held or not held.isdisjoint(ADJACENT[cid])):
                    yield cid
        return
    troops = g.troops_counter()
    for cid, c in g.state.countries.items():
        if c.cells and (troops(cid) or any(troops(n) for n in g.neighbours(cid))):
            yield cid


def _special_forces_playable(g: Game, role: Role) -> bool:
    return any(True for _ in _special_forces_where(g))  # (the first target will do)


@event(8, playable=_special_forces_playable)
def special_forces(g: Game, role: Role) -> Proc:
    targets = _special_forces_targets(g)
    if not targets:
        return
    text = m("ev-remove-cell-from", card=msg.cardname(8))
    cid = yield from _pick_country(role, text, targets, lambda c: _cell_label(g, c))
    yield from _remove_one_cell(g, role, cid, 8)


event(9, playable=_special_forces_playable)(special_forces)
event(10, playable=_special_forces_playable)(special_forces)


# ---------------------------------------------------------------------- 11 Abbas
ISRAEL_NEIGHBOURS = ("egypt", "jordan", "lebanon")


def _abbas_conditions(g: Game) -> bool:
    """Troops not in Overstretch and no Islamist Rule Adjacent to Israel."""
    return g.troop_level() != "overstretch" and not any(g.is_ir(c) for c in ISRAEL_NEIGHBOURS)


@event(11)
def abbas(g: Game, role: Role) -> Proc:
    g.mark("Abbas")
    if _abbas_conditions(g):
        g.change_prestige(1, by(11))
        g.change_funding(-2, by(11))
    else:
        g.log(m("ev-abbas-no-change", card=msg.cardname(11)))
    yield from ()


@modifies("plot_resolved")
def _plot_resolved_markers(g: Game, value: None, country: str, plot: Plot) -> None:
    """Abbas ends with a Plot resolved in Israel; Indo-Pakistani Talks with one in India."""
    if country == "israel":
        g.unmark("Abbas", m("ev-plot-resolved-in", country=msg.country("israel")))
    if country == "india":
        g.unmark("Indo-Pakistani Talks", m("ev-plot-resolved-in", country=msg.country("india")))
    return value


# ---------------------------------------------------------------------- 12 Al-Azhar
@event(12)
def al_azhar(g: Game, role: Role) -> Proc:
    g.test("egypt")
    g.change_funding(-2 if g.any_ir() else -4, by(12))
    yield from ()


# ---------------------------------------------------------------------- 13 Anbar Awakening
def _anbar_countries(g: Game) -> list[str]:
    return [c for c in ("iraq", "syria") if g.troops(c)]


@event(13, playable=lambda g, role: bool(_anbar_countries(g)))
def anbar_awakening(g: Game, role: Role) -> Proc:
    cid = yield from _pick_country(role, m("ev-place-aid-where", card=msg.cardname(13)), _anbar_countries(g))
    g.add_aid(cid)
    g.change_prestige(1, by(13))
    g.mark("Anbar Awakening")
    g.unmark("Al-Anbar", blocked_by(13))


# ---------------------------------------------------------------------- 14 Covert Action
def _adversaries(g: Game) -> list[str]:
    return [m for m in MUSLIM if g.is_adversary(m)]


@event(14, playable=lambda g, role: bool(_adversaries(g)))
def covert_action(g: Game, role: Role) -> Proc:
    # 6.2.2: any Adversary, also one under Islamist Rule (it becomes Neutral and keeps its Governance)
    cid = yield from _pick_country(role, m("ev-which-adversary", card=msg.cardname(14)), _adversaries(g))
    r = g.roll(purpose="event")
    ok = "yes" if r >= 4 else "no"
    g.log(m("ev-covert-action-roll", card=msg.cardname(14), country=msg.country(cid), roll=r, ok=ok), kind="roll")
    if r >= 4:
        g.set_alignment(cid, "neutral", by(14))


# ---------------------------------------------------------------------- 15 Ethiopia Strikes
def _ethiopia_targets(g: Game) -> list[str]:
    return [c for c in ("somalia", "sudan") if g.is_ir(c)]


@event(15, playable=lambda g, role: bool(_ethiopia_targets(g)))
def ethiopia_strikes(g: Game, role: Role) -> Proc:
    cid = yield from _pick_country(role, m("ev-which-country", card=msg.cardname(15)), _ethiopia_targets(g))
    g.set_governance(cid, POOR, by(15))
    g.set_alignment(cid, "neutral", by(15))


# ---------------------------------------------------------------------- 16 Euro-Islam
@event(16)
def euro_islam(g: Game, role: Role) -> Proc:
    yield from _choose_posture(g, role, "benelux", 16)
    if not g.any_ir():
        g.change_funding(-1, by(16))


# ---------------------------------------------------------------------- 17 FSB
@event(17)
def fsb(g: Game, role: Role) -> Proc:
    _reveal_jihadist_hand(g, 17)
    hand = g.state.hands["jihadist"]
    found = [n for n in hand if n in WMD_CARDS]
    for n in found:
        hand.remove(n)
        g.state.discard.append(n)
        g.log(m("ev-jihadist-discards", card=msg.cardname(17), discarded=msg.card(n)))
    if g.state.players == "solo":
        rng.shuffle(g.state.rng, hand)  # 9.2: shuffle the bot's hand after FSB
        g.log(m("ev-hand-shuffled", card=msg.cardname(17)))
    if found:
        return
    targets = [c for c in ("russia", "central_asia") if g.c(c).cells]
    if not targets:
        g.log(m("ev-no-cell-in-either", card=msg.cardname(17), first=msg.country("russia"), second=msg.country("central_asia")))
        return
    text = m("ev-remove-cell-from", card=msg.cardname(17))
    cid = yield from _pick_country(role, text, targets, lambda c: _cell_label(g, c))
    yield from _remove_one_cell(g, role, cid, 17)


# ---------------------------------------------------------------------- 18 Intel Community
@event(18)
def intel_community(g: Game, role: Role) -> Proc:

    _reveal_jihadist_hand(g, 18)
    s = g.state
    # a 1-value Operation (no Reserves may be added to it, 6.3.3.1)
    opts: list[tuple[str, Text]] = [(f"ops:{k}", m("ev-op-one", op=label)) for k, label in US_OPS.items() if us_ops.legal(g, k, 1)]
    if s.reserves["us"] < 2:
        opts.append(("ops:reserves", m("ev-reserves-plus-one")))
    if not opts:
        opts.append(("ops:none", m("ev-no-operation-possible")))
    op = (yield ask(role, m("ev-intel-op", card=msg.cardname(18)), opts, kind="how")).removeprefix("ops:")
    if op == "reserves":
        s.reserves["us"] += 1
        g.log(m("ev-us-reserves", reserves=s.reserves["us"]))
    elif op != "none":
        yield from us_ops.run(g, op, 1)
    # then the US may play one extra card at once
    hand = s.hands["us"]
    if not hand:
        g.log(m("ev-intel-no-card", card=msg.cardname(18)))
        return
    extra = yield ask(
        role,
        m("ev-intel-extra", card=msg.cardname(18)),
        [(f"play:{n}", m("ev-play", card=card_label(n))) for n in hand] + [("done", m("ev-no-extra-card"))],
        kind="card",
    )
    if extra == "done":
        return
    n = int(extra.removeprefix("play:"))
    hand.remove(n)
    s.last_phase_cards["us"].append(n)
    g.log(m("ev-intel-plays", card=msg.cardname(18), played=msg.card(n)))
    yield from play_chosen(g, "us", n)


# ---------------------------------------------------------------------- 19 Kemalist Republic
def _set_fair_ally(g: Game, cid: str, why: int) -> None:
    g.set_governance(cid, FAIR, by(why))
    g.set_alignment(cid, "ally", by(why))


@event(19)
def kemalist_republic(g: Game, role: Role) -> Proc:
    _set_fair_ally(g, "turkey", 19)
    yield from ()


# ---------------------------------------------------------------------- 20 King Abdullah
@event(20)
def king_abdullah(g: Game, role: Role) -> Proc:
    _set_fair_ally(g, "jordan", 20)
    g.change_prestige(1, by(20))
    g.change_funding(-1, by(20))
    yield from ()


# ---------------------------------------------------------------------- 21 Let's Roll!
def _lets_roll_plots(g: Game) -> list[tuple[str, int]]:
    return [
        (cid, i)
        for cid, c in g.state.countries.items()
        if c.plots and (g.is_ally(cid) or g.governance(cid) == GOOD)
        for i in range(len(c.plots))
    ]


def _draw_to_us_hand(g: Game, why: int) -> None:
    n = g.draw_card()
    if n is None:
        return
    g.state.hands["us"].append(n)
    g.log(m("ev-us-draws", card=msg.cardname(why)))
    g.log(m("ev-you-draw", card=msg.card(n)), kind="secret", to="us")


@event(21, playable=lambda g, role: bool(_lets_roll_plots(g)))
def lets_roll(g: Game, role: Role) -> Proc:
    spots = _lets_roll_plots(g)
    cid, i = spots[0]
    if len(spots) > 1:
        pick = yield ask(
            role,
            m("ev-lets-roll-ask", card=msg.cardname(21)),
            [(f"plot:{c}:{k}", g.plot_words(c, k, capital=True)) for c, k in spots],
            kind="country",
        )
        _, cid, idx = pick.split(":")
        i = int(idx)
    alert(g, cid, i)
    _draw_to_us_hand(g, 21)
    target = yield from _pick_country(role, m("ev-posture-which-country", card=msg.cardname(21)), _posture_countries(g))
    yield from _choose_posture(g, role, target, 21)


# ---------------------------------------------------------------------- 22 Mossad & Shin Bet
MOSSAD = ("israel", "jordan", "lebanon")


@event(22, playable=lambda g, role: any(g.c(c).cells for c in MOSSAD))
def mossad_shin_bet(g: Game, role: Role) -> Proc:
    for cid in MOSSAD:
        g.remove_cells(cid, g.c(cid).cells, cadre=True, why=by(22))
    yield from ()


# ---------------------------------------------------------------------- 23, 24, 25 Predator
@event(23)
def predator(g: Game, role: Role) -> Proc:
    # No printed precondition (6.2.6): with no Cell in a Muslim country the Event does nothing.
    targets = [m for m in MUSLIM if g.c(m).cells]
    if not targets:
        g.log(m("ev-predator-no-cell", card=msg.cardname(23)))
        return
    text = m("ev-remove-cell-from-muslim", card=msg.cardname(23))
    cid = yield from _pick_country(role, text, targets, lambda c: _cell_label(g, c))
    yield from _remove_one_cell(g, role, cid, 23)


event(24)(predator)
event(25)(predator)


# ---------------------------------------------------------------------- 26 Quartet
@event(26, playable=lambda g, role: g.in_play("Abbas") and _abbas_conditions(g))
def quartet(g: Game, role: Role) -> Proc:
    g.change_prestige(2, by(26))
    g.change_funding(-3, by(26))
    yield from ()


# ---------------------------------------------------------------------- 27 Saddam Captured
@event(27, playable=lambda g, role: g.troops("iraq") > 0)
def saddam_captured(g: Game, role: Role) -> Proc:
    g.add_aid("iraq")
    g.change_prestige(1, by(27))
    g.mark("Saddam Captured")
    yield from ()


# ---------------------------------------------------------------------- 28 Sharia
@event(28)
def sharia(g: Game, role: Role) -> Proc:
    besieged = [m for m in MUSLIM if g.c(m).besieged]
    if not besieged:
        g.log(m("ev-sharia-none", card=msg.cardname(28)))
        return
    cid = yield from _pick_country(role, m("ev-sharia-ask", card=msg.cardname(28)), besieged)
    g.c(cid).besieged = False
    g.log(m("ev-besieged-removed", country=msg.country(cid), card=msg.cardname(28)))


# ---------------------------------------------------------------------- 29 Tony Blair
@event(29)
def tony_blair(g: Game, role: Role) -> Proc:
    g.set_posture("united_kingdom", g.state.us_posture)
    g.log(m("ev-posture-set", country=msg.country("united_kingdom"), posture=msg.posture(g.state.us_posture), card=msg.cardname(29)))
    left = list(SCHENGEN)
    for k in range(3):
        pick = yield ask(
            role,
            m("ev-blair-ask", card=msg.cardname(29), done=k),
            [with_odds(f"country:{c}", _posture_label(g, c), *woi_odds(g, c, 3))
             for c in left]  # the odds of a Posture roll like the US's (issue 21)
            + [Option("done", m("ev-no-more"))],
            kind="country",
        )
        if pick == "done":
            break
        cid = pick.removeprefix("country:")
        left.remove(cid)
        war_of_ideas(g, cid, 3)  # 7.2.3: a Posture roll; Prestige +1 if it matches the US


def _posture_label(g: Game, cid: str) -> Msg:
    """"France (Hard)", "Spain (Unmarked)"."""
    return m("ev-country-posture", country=msg.country(cid), posture=g.posture(cid) or "unmarked")


# ---------------------------------------------------------------------- 30 UN Nation Building
@event(30, playable=lambda g, role: bool(_regime_change_countries(g)))
def un_nation_building(g: Game, role: Role) -> Proc:
    cid = yield from _pick_country(role, m("ev-which-rc-country", card=msg.cardname(30)), _regime_change_countries(g))
    g.add_aid(cid)
    # War of Ideas with no value requirement, no 7.2.1.3 limit and no GWOT penalty
    drm, parts = woi_drm(g, cid)
    drm += g.gwot_penalty()
    parts = [p for p in parts if p.arg("what") != GWOT_MOD]
    r = g.roll(purpose="governance")
    total = r + drm
    mods = m("ev-modifiers", modifiers=parts, total=total) if parts else m("ev-no-modifiers")
    ok = "yes" if total >= 5 else "no"
    g.log(m("ev-unnb-roll", card=msg.cardname(30), country=msg.country(cid), roll=r, modifiers=mods, ok=ok), kind="roll")
    if total < 5:
        return
    if g.is_ally(cid):
        g.improve_governance(cid, why=by(30))
    elif g.c(cid).alignment == "neutral":
        g.set_alignment(cid, "ally", by(30))


# ---------------------------------------------------------------------- 31 Wiretapping
WIRETAP = ("united_states", "united_kingdom", "canada")


def _wiretapping_playable(g: Game, role: Role) -> bool:
    return any(g.c(c).cells or g.c(c).cadre or g.c(c).plots for c in WIRETAP)


@event(31, playable=_wiretapping_playable)
def wiretapping(g: Game, role: Role) -> Proc:
    for cid in WIRETAP:
        c = g.c(cid)
        g.remove_cells(cid, c.cells, cadre=False, why=by(31))
        if c.cadre:
            c.cadre = False
            g.log(m("ev-cadre-removed", country=msg.country(cid), card=msg.cardname(31)))
        while c.plots:
            alert(g, cid, 0)
    _draw_to_us_hand(g, 31)
    g.mark("Wiretapping")
    yield from ()


# ---------------------------------------------------------------------- 32 Back Channel
def _back_channel_offers(g: Game) -> list[tuple[int, str]]:
    """(card in the US hand, Adversary) pairs whose Ops equal that country's Resources."""
    advs = _adversaries(g)  # 6.2.2: also an Islamist Rule Adversary (it becomes Neutral and gets Aid)
    return [(n, a) for n in g.state.hands["us"] if n != 32 for a in advs if CARDS[n].ops == g.resources(a)]


@event(32, playable=lambda g, role: g.state.us_posture == "soft" and bool(_back_channel_offers(g)))
def back_channel(g: Game, role: Role) -> Proc:

    offers = _back_channel_offers(g)
    cards = list(dict.fromkeys(n for n, _ in offers))
    pick = yield ask(
        role,
        m("ev-back-channel-ask", card=msg.cardname(32)),
        [(f"card:{n}", m("ev-discard", card=card_label(n))) for n in cards] + [("done", m("ev-discard-nothing"))],
        kind="select_card",
    )
    if pick == "done":
        g.log(m("ev-us-discards-nothing", card=msg.cardname(32)))
        return
    n = int(pick.removeprefix("card:"))
    cid = yield from _pick_country(
        role, m("ev-back-channel-which", card=msg.cardname(32), resources=CARDS[n].ops), [a for x, a in offers if x == n]
    )
    g.state.hands["us"].remove(n)
    g.state.discard.append(n)
    g.log(m("ev-us-discards", card=msg.cardname(32), discarded=msg.card(n)))
    g.set_alignment(cid, "neutral", by(32))
    g.add_aid(cid)
    yield from discard_trigger(g, "us", n)  # US Election still occurs when discarded


# ---------------------------------------------------------------------- 33 Benazir Bhutto
def _bhutto_playable(g: Game, role: Role) -> bool:
    return not g.is_ir("pakistan") and not any(g.is_ir(n) for n in g.neighbours("pakistan"))


@event(33, playable=_bhutto_playable)
def benazir_bhutto(g: Game, role: Role) -> Proc:
    if g.c("pakistan").governance == POOR:
        g.set_governance("pakistan", FAIR, by(33))
    g.mark("Benazir Bhutto", "pakistan")
    yield from ()


@modifies("jihad_allowed", when=lambda g: g.in_play("Benazir Bhutto", "pakistan"))
def _bhutto_no_jihad(g: Game, value: bool, country: str) -> bool:
    if country == "pakistan" and g.in_play("Benazir Bhutto", "pakistan"):
        return False
    return value


# ---------------------------------------------------------------------- 34 Enhanced Measures, 44 Renditions
def _disrupt_any(g: Game, role: Role) -> Proc:
    """A Disrupt Operation with no card-value requirement (cards 34 and 44)."""

    yield from us_ops.run(g, "disrupt", 3)


@event(34, playable=lambda g, role: g.state.us_posture == "hard" and bool(disrupt_targets(g, 3)))
def enhanced_measures(g: Game, role: Role) -> Proc:
    yield from _disrupt_any(g, role)
    n = _take_random_jihadist_card(g)
    if n is None:
        g.log(m("ev-hand-empty", card=msg.cardname(34)))
    else:
        g.state.hands["us"].append(n)
        g.log(m("ev-us-takes-random", card=msg.cardname(34)))
        g.log(m("ev-you-take", card=msg.card(n)), kind="secret", to="us")
        if g.state.players == "two":
            g.log(m("ev-us-took", card=msg.card(n)), kind="secret", to="jihadist")
    g.mark("Enhanced Measures")


@event(44, playable=lambda g, role: g.state.us_posture == "hard")
def renditions(g: Game, role: Role) -> Proc:
    if disrupt_targets(g, 3):
        yield from _disrupt_any(g, role)
    n = _take_random_jihadist_card(g)
    if n is None:
        g.log(m("ev-hand-empty", card=msg.cardname(44)))
    else:
        g.state.discard.append(n)
        g.log(m("ev-jihadist-discards-random", card=msg.cardname(44), discarded=msg.card(n)))
        yield from discard_trigger(g, "jihadist", n)  # 6.3.2.3: only US Election triggers
    g.mark("Renditions")


# ---------------------------------------------------------------------- 35 Hijab
@event(35, playable=lambda g, role: not g.any_ir())
def hijab(g: Game, role: Role) -> Proc:
    g.test("turkey")
    g.improve_governance("turkey", why=by(35))
    yield from _choose_posture(g, role, "france", 35)
    g.change_funding(-2, by(35))


# ---------------------------------------------------------------------- 36 Indo-Pakistani Talks
@event(36, playable=lambda g, role: g.c("pakistan").governance in (GOOD, FAIR))
def indo_pakistani_talks(g: Game, role: Role) -> Proc:
    g.set_alignment("pakistan", "ally", by(36))
    yield from _choose_posture(g, role, "india", 36)
    g.mark("Indo-Pakistani Talks")


# ---------------------------------------------------------------------- 37 Iraqi WMD, 39 Libyan WMD
RC_MARKERS = {"iraq": "Iraqi WMD", "libya": "Libyan WMD"}
RC_CARDS = {"iraq": 37, "libya": 39}


def _troops_from_label(g: Game, loc: str) -> Msg:
    """"Iraq (7 can move)", "the Troops track (8 can move)"."""
    place = m("ev-troops-track") if loc == TRACK else msg.country(loc)
    return m("ev-troops-can-move", place=place, troops=movable(g, loc))


def _wmd_regime_change(g: Game, role: Role, cid: str) -> Proc:
    """The US may at once use this card's 3 Ops for the Regime Change the marker allows."""
    if g.state.phase != "us" or cid not in rc_targets(g, 3):
        return  # triggered by Jihadist Operations: the card's Ops are not the US's
    yes = yield ask(
        role,
        m("ev-wmd-rc-ask", card=msg.cardname(RC_CARDS[cid]), country=msg.country(cid)),
        [("rc:yes", m("ev-rc-now")), ("rc:no", m("ev-not-now"))],
        kind="yes_no",
    )
    if yes == "rc:no":
        return
    origins = [o for o in [TRACK, *g.state.countries] if o != cid and movable(g, o) >= 6]  # not from the target
    # the Regime Change Operation's own words (engine.ops.us): the US bot reads their ids
    origin = yield from _pick_country(role, m("rc-from-where"), origins, lambda o: _troops_from_label(g, o))
    hi = movable(g, origin)
    n = 6
    if hi > 6:
        text = m("rc-how-many", country=msg.country(cid))
        n = int((yield ask(role, text, [(f"n:{k}", str(k)) for k in range(6, hi + 1)], kind="count")).removeprefix("n:"))
    regime_change(g, origin, cid, n)


@event(37, playable=lambda g, role: g.state.us_posture == "hard" and g.is_adversary("iraq"))
def iraqi_wmd(g: Game, role: Role) -> Proc:
    g.mark("Iraqi WMD", "iraq")
    yield from _wmd_regime_change(g, role, "iraq")


@event(39, playable=lambda g, role: g.state.us_posture == "hard" and g.is_adversary("libya"))
def libyan_wmd(g: Game, role: Role) -> Proc:
    g.mark("Libyan WMD", "libya")
    yield from _wmd_regime_change(g, role, "libya")


def _wmd_marked(g: Game) -> bool:
    """A WMD marker of cards 37/39 in its country (`_wmd_rc_allowed`'s `when`)."""
    countries = g.state.countries
    for cid, marker in RC_MARKERS.items():  # (a plain loop: asked by every Regime Change menu)
        if marker in countries[cid].markers:
            return True
    return False


@modifies("rc_allowed", when=_wmd_marked)
def _wmd_rc_allowed(g: Game, value: bool, country: str) -> bool:
    marker = RC_MARKERS.get(country)
    return value or (marker is not None and g.in_play(marker, country))


@modifies("regime_changed")
def _wmd_rc_done(g: Game, value: None, country: str) -> None:
    marker = RC_MARKERS.get(country)
    if marker and g.in_play(marker, country):
        g.unmark(marker, m("ev-rc-in", country=msg.country(country)))
    return value


# ---------------------------------------------------------------------- 38 Libyan Deal
@event(38, playable=lambda g, role: g.c("libya").governance == POOR and (g.is_ally("iraq") or g.is_ally("syria")))
def libyan_deal(g: Game, role: Role) -> Proc:
    g.set_alignment("libya", "ally", by(38))
    g.change_prestige(1, by(38))
    left = list(SCHENGEN)
    for k in range(2):
        cid = yield from _pick_country(role, m("ev-libyan-deal-ask", card=msg.cardname(38), nth=k + 1), left)
        left.remove(cid)
        yield from _choose_posture(g, role, cid, 38)
    g.mark("Libyan Deal")
    g.unmark("Libyan WMD", blocked_by(38))


# ---------------------------------------------------------------------- 40 Mass Turnout
@event(40, playable=lambda g, role: bool(_regime_change_countries(g)))
def mass_turnout(g: Game, role: Role) -> Proc:
    cid = yield from _pick_country(role, m("ev-improve-which-rc", card=msg.cardname(40)), _regime_change_countries(g))
    g.improve_governance(cid, why=by(40))


# ---------------------------------------------------------------------- 41 NATO
@event(41, playable=lambda g, role: g.gwot_penalty() == 0 and bool(_regime_change_countries(g)))
def nato(g: Game, role: Role) -> Proc:
    cid = yield from _pick_country(role, m("ev-which-rc-country", card=msg.cardname(41)), _regime_change_countries(g))
    g.add_aid(cid)
    for other, c in g.state.countries.items():  # a single NATO marker
        if other != cid and "NATO" in c.markers:
            c.markers.remove("NATO")
            g.log(m("ev-nato-leaves", card=msg.cardname(41), country=msg.country(other)))
    g.mark("NATO", cid)


@modifies("troops", when=lambda g: g.in_play("NATO"))
def _nato_troops(g: Game, value: int, country: str) -> int:
    return value + 2 if "NATO" in g.state.countries[country].markers else value  # (`c`, inlined: every Troops count asks it)


# ---------------------------------------------------------------------- 42 Pakistani Offensive
@event(42, playable=lambda g, role: g.is_ally("pakistan") and g.in_play("FATA", "pakistan"))
def pakistani_offensive(g: Game, role: Role) -> Proc:
    g.unmark("FATA", by(42))
    yield from ()


# ---------------------------------------------------------------------- 43 Patriot Act
@event(43)
def patriot_act(g: Game, role: Role) -> Proc:
    g.mark("Patriot Act", "united_states")
    yield from ()


@modifies("adjacent", when=lambda g: "Patriot Act" in g.state.countries["united_states"].markers, scope=("united_states",))
def _patriot_act_adjacent(g: Game, value: bool, a: str, b: str) -> bool:
    if (a == "united_states" or b == "united_states") and "Patriot Act" in g.state.countries["united_states"].markers:
        return {a, b} == {"united_states", "canada"}
    return value


# ---------------------------------------------------------------------- 45 Safer Now
def _safer_now_playable(g: Game, role: Role) -> bool:
    if g.any_ir():
        return False
    return not any(
        g.governance(cid) == GOOD and (c.cells or c.plots) for cid, c in g.state.countries.items()
    )


@event(45, playable=_safer_now_playable)
def safer_now(g: Game, role: Role) -> Proc:
    g.roll_posture("united_states", by(45))
    g.change_prestige(3, by(45))
    cid = yield from _pick_country(role, m("ev-posture-which-country", card=msg.cardname(45)), _posture_countries(g))
    yield from _choose_posture(g, role, cid, 45)


# ---------------------------------------------------------------------- 46 Sistani
_SHIA_MIX = tuple(m for m in MUSLIM if COUNTRIES[m].type == "shia_mix")


def _sistani_targets(g: Game) -> list[str]:
    countries = g.state.countries  # (an Event's condition: asked at every card ranking)
    return [m for m in _SHIA_MIX if countries[m].regime_change and countries[m].cells]


@event(46, playable=lambda g, role: bool(_sistani_targets(g)))
def sistani(g: Game, role: Role) -> Proc:
    cid = yield from _pick_country(role, m("ev-improve-which", card=msg.cardname(46)), _sistani_targets(g))
    g.improve_governance(cid, why=by(46))


# ---------------------------------------------------------------------- 47 The door of Itjihad was closed (LAPSING)
@event(47)
def door_of_itjihad(g: Game, role: Role) -> Proc:
    if g.state.players == "solo":
        g.log(m("ev-itjihad-solo", card=msg.cardname(47)))
    else:
        g.log(m("ev-itjihad-two", card=msg.cardname(47)))
    yield from ()


def _itjihad_in_effect(g: Game) -> bool:
    return ITJIHAD in g.state.lapsing


@modifies("blind_card_play", when=_itjihad_in_effect)
def _itjihad_blind(g: Game, value: bool, side: Role) -> bool:
    if side == "jihadist" and g.state.players == "two" and _itjihad_in_effect(g):
        return True
    return value


@modifies("event_playable", why=m("ev-is-in-effect", card=msg.cardname(47)), when=_itjihad_in_effect)  # type: ignore[arg-type]
def _itjihad_no_events(g: Game, value: bool, card: int, side: Role) -> bool:
    if (
        value
        and g.state.players == "solo"
        and side == "jihadist"
        and g.state.phase == "jihadist"
        and CARDS[card].side != "US"
        and card != US_ELECTION  # 6.3.1: US Election occurs whenever the card is played
        and _itjihad_in_effect(g)
    ):
        return False
    return value

