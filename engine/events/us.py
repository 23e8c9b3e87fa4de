"""Card events 1-47: the US-associated Events (6.2), with the rules their markers change.

Each event is a procedure run with `role` = the US (6.3.2.2: the associated side decides, also
when the Jihadist's Operations trigger it). Lingering markers are named exactly as the card;
the rule changes they make while in play are the `@modifies` functions next to each event.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from engine import rng
from engine.board import card_name, name
from engine.cardplay import US_OPS, card_label, discard_trigger, play_chosen
from engine.data import CARDS, COUNTRIES, MUSLIM, SCHENGEN
from engine.events.registry import event
from engine.hooks import modifies
from engine.ops import us as us_ops
from engine.ops.odds import with_odds
from engine.ops.us import (
    GWOT_MOD,
    TRACK,
    alert,
    disrupt_targets,
    loc_name,
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
def _pick_country(role: Role, text: str, cids: list[str], label=name, kind: str = "country") -> Proc:  # type: ignore[no-untyped-def]
    """Ask for one of `cids` (no question when there is only one)."""
    if len(cids) == 1:
        return cids[0]
    pick = yield ask(role, text, [(f"country:{c}", label(c)) for c in cids], kind=kind)
    return pick.removeprefix("country:")


def _choose_posture(g: Game, role: Role, cid: str, why: str) -> Proc:
    """The US selects a country's Posture (no roll)."""
    pick = yield ask(
        role,
        f"{why}: choose the Posture of {name(cid)}",
        [("posture:hard", "Hard"), ("posture:soft", "Soft")],
        kind="yes_no",
    )
    posture = pick.removeprefix("posture:")
    g.set_posture(cid, posture)
    g.log(f"{name(cid)}: Posture {posture.title()} ({why})")


def _posture_countries(g: Game) -> list[str]:
    """Countries with a Posture the US may select: non-Muslim, not the US, not Israel (4.3.3)."""
    return [cid for cid, d in COUNTRIES.items() if d.non_muslim and cid != "united_states" and not d.fixed_posture]


def _cell_label(g: Game, cid: str) -> str:
    c = g.c(cid)
    parts = [f"{c.sleepers} Sleeper", f"{c.actives} Active"] + (["Sadr"] if SADR in c.markers else [])
    return f"{name(cid)} ({', '.join(parts)})"


def _remove_one_cell(g: Game, role: Role, cid: str, why: str) -> Proc:
    """Remove one Cell of the US's choice (Sleeper, Active or the Sadr marker); Cadre if the last (4.8.4)."""
    c = g.c(cid)
    opts = []
    if c.sleepers:
        opts.append(("cell:sleeper", "a Sleeper Cell"))
    if c.actives:
        opts.append(("cell:active", "an Active Cell"))
    if SADR in c.markers:
        opts.append(("cell:sadr", "Sadr"))
    if not opts:
        return
    pick = opts[0][0]
    if len(opts) > 1:
        pick = yield ask(role, f"{why}: which Cell in {name(cid)} is removed?", opts, kind="remove_cell")
    if pick == "cell:sadr":
        g.remove_sadr(cid, why)
    else:
        g.remove_cells(cid, 1, actives_first=pick == "cell:active", cadre=True, why=why)


def _regime_change_countries(g: Game) -> list[str]:
    return [cid for cid in MUSLIM if g.c(cid).regime_change]


def _any_ir(g: Game) -> bool:
    return any(g.is_ir(m) for m in MUSLIM)


def _take_random_jihadist_card(g: Game) -> int | None:
    """A card at random from the Jihadist hand; in solitaire the top of the face-down pile (9.2)."""
    hand = g.state.hands["jihadist"]
    if not hand:
        return None
    n = hand.pop() if g.state.players == "solo" else hand.pop(g.random_index(len(hand)))
    g.irreversible()
    return n


def _reveal_jihadist_hand(g: Game, why: str) -> None:
    """The US looks at the Jihadist hand (in solitaire allowed only for Intel Community and FSB, 9.2)."""
    g.irreversible()
    hand = g.state.hands["jihadist"]
    g.log(f"{why}: the US looks at the Jihadist hand ({len(hand)} cards)")
    shown = ", ".join(card_name(n) for n in hand) if hand else "no cards"
    g.log(f"{why}: the Jihadist hand holds {shown}", kind="secret", to="us")


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
            "Backlash: select a Plot in a Muslim country (it stays face down)",
            [(f"plot:{cid}:{i}", g.plot_words(cid, i, capital=True)) for cid, i in spots],
            kind="country",
        )
        _, cid, idx = pick.split(":")
        i = int(idx)
    g.c(cid).plots[i].flags.append("backlash")
    g.log(f"Backlash: when the selected Plot in {name(cid)} is resolved, Funding drops instead of rising")


@modifies("plot_funding")
def _backlash_funding(g: Game, value: int | None, country: str, plot: Plot) -> int | None:
    if "backlash" not in plot.flags or value is None:
        return value
    return -9 if plot.value == WMD else -value  # WMD: Funding to 1 (-9 stops at the limit)


# ---------------------------------------------------------------------- 2 Biometrics (LAPSING)
@event(2)
def biometrics(g: Game, role: Role) -> Proc:
    g.log("Biometrics: this turn Cells may Travel only to Adjacent countries; to Good countries only on a roll")
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
    g.change_funding(-1, "Moro Talks")
    g.mark("Moro Talks", "philippines")
    g.unmark("Abu Sayyaf", "Blocked by Moro Talks")
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
        g.log(f"NEST: the Plot placed in the United States is face up: {plot.value}")
    elif g.state.players == "two":
        g.log("NEST: the Plot placed in the United States stays face down: it is not a WMD Plot")
    return value


# ---------------------------------------------------------------------- 6, 7 Sanctions
def _sanctions_playable(g: Game, role: Role) -> bool:
    return g.in_play("Patriot Act")


@event(6, playable=_sanctions_playable)
def sanctions(g: Game, role: Role) -> Proc:
    g.change_funding(-2, "Sanctions")
    yield from ()


event(7, playable=_sanctions_playable)(sanctions)


# ---------------------------------------------------------------------- 8, 9, 10 Special Forces
def _special_forces_targets(g: Game) -> list[str]:
    return list(_special_forces_where(g))


def _special_forces_where(g: Game) -> Iterator[str]:
    troops = g.troops_counter()  # (asked for every card menu: without NATO, they are the cubes)
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
    cid = yield from _pick_country(role, "Special Forces: remove a Cell from which country?", targets, lambda c: _cell_label(g, c))
    yield from _remove_one_cell(g, role, cid, "Special Forces")


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
        g.change_prestige(1, "Abbas")
        g.change_funding(-2, "Abbas")
    else:
        g.log("Abbas: Overstretch or Islamist Rule next to Israel: no Prestige or Funding change")
    yield from ()


@modifies("plot_resolved")
def _plot_resolved_markers(g: Game, value: None, country: str, plot: Plot) -> None:
    """Abbas ends with a Plot resolved in Israel; Indo-Pakistani Talks with one in India."""
    if country == "israel":
        g.unmark("Abbas", "a Plot was resolved in Israel")
    if country == "india":
        g.unmark("Indo-Pakistani Talks", "a Plot was resolved in India")
    return value


# ---------------------------------------------------------------------- 12 Al-Azhar
@event(12)
def al_azhar(g: Game, role: Role) -> Proc:
    g.test("egypt")
    g.change_funding(-2 if _any_ir(g) else -4, "Al-Azhar")
    yield from ()


# ---------------------------------------------------------------------- 13 Anbar Awakening
def _anbar_countries(g: Game) -> list[str]:
    return [c for c in ("iraq", "syria") if g.troops(c)]


@event(13, playable=lambda g, role: bool(_anbar_countries(g)))
def anbar_awakening(g: Game, role: Role) -> Proc:
    cid = yield from _pick_country(role, "Anbar Awakening: place Aid in which country?", _anbar_countries(g))
    g.add_aid(cid)
    g.change_prestige(1, "Anbar Awakening")
    g.mark("Anbar Awakening")
    g.unmark("Al-Anbar", "Blocked by Anbar Awakening")


# ---------------------------------------------------------------------- 14 Covert Action
def _adversaries(g: Game) -> list[str]:
    return [m for m in MUSLIM if g.is_adversary(m)]


@event(14, playable=lambda g, role: bool(_adversaries(g)))
def covert_action(g: Game, role: Role) -> Proc:
    # 6.2.2: any Adversary, also one under Islamist Rule (it becomes Neutral and keeps its Governance)
    cid = yield from _pick_country(role, "Covert Action: which Adversary?", _adversaries(g))
    r = g.roll(purpose="event")
    g.log(f"Covert Action in {name(cid)}: {r} ({'succeeds' if r >= 4 else 'fails'}, needs 4+)", kind="roll")
    if r >= 4:
        g.set_alignment(cid, "neutral", "Covert Action")


# ---------------------------------------------------------------------- 15 Ethiopia Strikes
def _ethiopia_targets(g: Game) -> list[str]:
    return [c for c in ("somalia", "sudan") if g.is_ir(c)]


@event(15, playable=lambda g, role: bool(_ethiopia_targets(g)))
def ethiopia_strikes(g: Game, role: Role) -> Proc:
    cid = yield from _pick_country(role, "Ethiopia Strikes: which country?", _ethiopia_targets(g))
    g.set_governance(cid, POOR, "Ethiopia Strikes")
    g.set_alignment(cid, "neutral", "Ethiopia Strikes")


# ---------------------------------------------------------------------- 16 Euro-Islam
@event(16)
def euro_islam(g: Game, role: Role) -> Proc:
    yield from _choose_posture(g, role, "benelux", "Euro-Islam")
    if not _any_ir(g):
        g.change_funding(-1, "Euro-Islam")


# ---------------------------------------------------------------------- 17 FSB
@event(17)
def fsb(g: Game, role: Role) -> Proc:
    _reveal_jihadist_hand(g, "FSB")
    hand = g.state.hands["jihadist"]
    found = [n for n in hand if n in WMD_CARDS]
    for n in found:
        hand.remove(n)
        g.state.discard.append(n)
        g.log(f"FSB: the Jihadist discards {card_name(n)}")
    if g.state.players == "solo":
        rng.shuffle(g.state.rng, hand)  # 9.2: shuffle the bot's hand after FSB
        g.log("FSB: the Jihadist hand is shuffled")
    if found:
        return
    targets = [c for c in ("russia", "central_asia") if g.c(c).cells]
    if not targets:
        g.log("FSB: no Cell in Russia or Central Asia")
        return
    cid = yield from _pick_country(role, "FSB: remove a Cell from which country?", targets, lambda c: _cell_label(g, c))
    yield from _remove_one_cell(g, role, cid, "FSB")


# ---------------------------------------------------------------------- 18 Intel Community
@event(18)
def intel_community(g: Game, role: Role) -> Proc:

    _reveal_jihadist_hand(g, "Intel Community")
    s = g.state
    # a 1-value Operation (no Reserves may be added to it, 6.3.3.1)
    opts = [(f"ops:{k}", f"{label} (1 Op)") for k, label in US_OPS.items() if us_ops.legal(g, k, 1)]
    if s.reserves["us"] < 2:
        opts.append(("ops:reserves", "Reserves (+1)"))
    if not opts:
        opts.append(("ops:none", "No Operation is possible"))
    op = (yield ask(role, "Intel Community: conduct a 1-value Operation", opts, kind="how")).removeprefix("ops:")
    if op == "reserves":
        s.reserves["us"] += 1
        g.log(f"US Reserves → {s.reserves['us']}")
    elif op != "none":
        yield from us_ops.run(g, op, 1)
    # then the US may play one extra card at once
    hand = s.hands["us"]
    if not hand:
        g.log("Intel Community: no card left in the US hand for an extra play")
        return
    extra = yield ask(
        role,
        "Intel Community: play an extra card now?",
        [(f"play:{n}", f"Play {card_label(n)}") for n in hand] + [("done", "No extra card")],
        kind="card",
    )
    if extra == "done":
        return
    n = int(extra.removeprefix("play:"))
    hand.remove(n)
    s.last_phase_cards["us"].append(n)
    g.log(f"Intel Community: the US plays an extra card, {card_name(n)}")
    yield from play_chosen(g, "us", n)


# ---------------------------------------------------------------------- 19 Kemalist Republic
def _set_fair_ally(g: Game, cid: str, why: str) -> None:
    g.set_governance(cid, FAIR, why)
    g.set_alignment(cid, "ally", why)


@event(19)
def kemalist_republic(g: Game, role: Role) -> Proc:
    _set_fair_ally(g, "turkey", "Kemalist Republic")
    yield from ()


# ---------------------------------------------------------------------- 20 King Abdullah
@event(20)
def king_abdullah(g: Game, role: Role) -> Proc:
    _set_fair_ally(g, "jordan", "King Abdullah")
    g.change_prestige(1, "King Abdullah")
    g.change_funding(-1, "King Abdullah")
    yield from ()


# ---------------------------------------------------------------------- 21 Let's Roll!
def _lets_roll_plots(g: Game) -> list[tuple[str, int]]:
    return [
        (cid, i)
        for cid, c in g.state.countries.items()
        if c.plots and (g.is_ally(cid) or g.governance(cid) == GOOD)
        for i in range(len(c.plots))
    ]


def _draw_to_us_hand(g: Game, why: str) -> None:
    n = g.draw_card()
    if n is None:
        return
    g.state.hands["us"].append(n)
    g.log(f"{why}: the US draws a card")
    g.log(f"You draw {card_name(n)}", kind="secret", to="us")


@event(21, playable=lambda g, role: bool(_lets_roll_plots(g)))
def lets_roll(g: Game, role: Role) -> Proc:
    spots = _lets_roll_plots(g)
    cid, i = spots[0]
    if len(spots) > 1:
        pick = yield ask(
            role,
            "Let's Roll!: which Plot is revealed and removed?",
            [(f"plot:{c}:{k}", g.plot_words(c, k, capital=True)) for c, k in spots],
            kind="country",
        )
        _, cid, idx = pick.split(":")
        i = int(idx)
    alert(g, cid, i)
    _draw_to_us_hand(g, "Let's Roll!")
    target = yield from _pick_country(role, "Let's Roll!: select the Posture of which country?", _posture_countries(g))
    yield from _choose_posture(g, role, target, "Let's Roll!")


# ---------------------------------------------------------------------- 22 Mossad & Shin Bet
MOSSAD = ("israel", "jordan", "lebanon")


@event(22, playable=lambda g, role: any(g.c(c).cells for c in MOSSAD))
def mossad_shin_bet(g: Game, role: Role) -> Proc:
    for cid in MOSSAD:
        g.remove_cells(cid, g.c(cid).cells, cadre=True, why="Mossad & Shin Bet")
    yield from ()


# ---------------------------------------------------------------------- 23, 24, 25 Predator
@event(23)
def predator(g: Game, role: Role) -> Proc:
    # No printed precondition (6.2.6): with no Cell in a Muslim country the Event does nothing.
    targets = [m for m in MUSLIM if g.c(m).cells]
    if not targets:
        g.log("Predator: no Cell in a Muslim country")
        return
    cid = yield from _pick_country(role, "Predator: remove a Cell from which Muslim country?", targets, lambda c: _cell_label(g, c))
    yield from _remove_one_cell(g, role, cid, "Predator")


event(24)(predator)
event(25)(predator)


# ---------------------------------------------------------------------- 26 Quartet
@event(26, playable=lambda g, role: g.in_play("Abbas") and _abbas_conditions(g))
def quartet(g: Game, role: Role) -> Proc:
    g.change_prestige(2, "Quartet")
    g.change_funding(-3, "Quartet")
    yield from ()


# ---------------------------------------------------------------------- 27 Saddam Captured
@event(27, playable=lambda g, role: g.troops("iraq") > 0)
def saddam_captured(g: Game, role: Role) -> Proc:
    g.add_aid("iraq")
    g.change_prestige(1, "Saddam Captured")
    g.mark("Saddam Captured")
    yield from ()


# ---------------------------------------------------------------------- 28 Sharia
@event(28)
def sharia(g: Game, role: Role) -> Proc:
    besieged = [m for m in MUSLIM if g.c(m).besieged]
    if not besieged:
        g.log("Sharia: no Besieged Regime on the map")
        return
    cid = yield from _pick_country(role, "Sharia: remove the Besieged Regime marker from which country?", besieged)
    g.c(cid).besieged = False
    g.log(f"Besieged Regime removed from {name(cid)} (Sharia)")


# ---------------------------------------------------------------------- 29 Tony Blair
@event(29)
def tony_blair(g: Game, role: Role) -> Proc:
    g.set_posture("united_kingdom", g.state.us_posture)
    g.log(f"United Kingdom: Posture {g.state.us_posture.title()} (Tony Blair)")
    left = list(SCHENGEN)
    for k in range(3):
        pick = yield ask(
            role,
            f"Tony Blair: War of Ideas in a Schengen country ({k} of 3 so far)?",
            [with_odds(f"country:{c}", f"{name(c)} ({(g.posture(c) or 'unmarked').title()})", *woi_odds(g, c, 3))
             for c in left]  # the odds of a Posture roll like the US's (issue 21)
            + [Option("done", "No more")],
            kind="country",
        )
        if pick == "done":
            break
        cid = pick.removeprefix("country:")
        left.remove(cid)
        war_of_ideas(g, cid, 3)  # 7.2.3: a Posture roll; Prestige +1 if it matches the US


# ---------------------------------------------------------------------- 30 UN Nation Building
@event(30, playable=lambda g, role: bool(_regime_change_countries(g)))
def un_nation_building(g: Game, role: Role) -> Proc:
    cid = yield from _pick_country(role, "UN Nation Building: which Regime Change country?", _regime_change_countries(g))
    g.add_aid(cid)
    # War of Ideas with no value requirement, no 7.2.1.3 limit and no GWOT penalty
    drm, parts = woi_drm(g, cid)
    drm += g.gwot_penalty()
    parts = [p for p in parts if p.arg("what") != GWOT_MOD]
    r = g.roll(purpose="governance")
    total = r + drm
    g.log(
        f"UN Nation Building: War of Ideas in {name(cid)}: {r}" + (f" ({', '.join(map(str, parts))}) = {total}" if parts else "")
        + (": succeeds (5+ needed)" if total >= 5 else ": fails, no effect (5+ needed)"),
        kind="roll",
    )
    if total < 5:
        return
    if g.is_ally(cid):
        g.improve_governance(cid, why="UN Nation Building")
    elif g.c(cid).alignment == "neutral":
        g.set_alignment(cid, "ally", "UN Nation Building")


# ---------------------------------------------------------------------- 31 Wiretapping
WIRETAP = ("united_states", "united_kingdom", "canada")


def _wiretapping_playable(g: Game, role: Role) -> bool:
    return any(g.c(c).cells or g.c(c).cadre or g.c(c).plots for c in WIRETAP)


@event(31, playable=_wiretapping_playable)
def wiretapping(g: Game, role: Role) -> Proc:
    for cid in WIRETAP:
        c = g.c(cid)
        g.remove_cells(cid, c.cells, cadre=False, why="Wiretapping")
        if c.cadre:
            c.cadre = False
            g.log(f"Cadre removed from {name(cid)} (Wiretapping)")
        while c.plots:
            alert(g, cid, 0)
    _draw_to_us_hand(g, "Wiretapping")
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
        "Back Channel: discard a card whose value equals an Adversary's Resources?",
        [(f"card:{n}", f"Discard {card_label(n)}") for n in cards] + [("done", "Discard nothing (no effect)")],
        kind="select_card",
    )
    if pick == "done":
        g.log("Back Channel: the US discards nothing")
        return
    n = int(pick.removeprefix("card:"))
    cid = yield from _pick_country(
        role, f"Back Channel: which Adversary with {CARDS[n].ops} Resources?", [a for m, a in offers if m == n]
    )
    g.state.hands["us"].remove(n)
    g.state.discard.append(n)
    g.log(f"Back Channel: the US discards {card_name(n)}")
    g.set_alignment(cid, "neutral", "Back Channel")
    g.add_aid(cid)
    yield from discard_trigger(g, "us", n)  # US Election still occurs when discarded


# ---------------------------------------------------------------------- 33 Benazir Bhutto
def _bhutto_playable(g: Game, role: Role) -> bool:
    return not g.is_ir("pakistan") and not any(g.is_ir(n) for n in g.neighbours("pakistan"))


@event(33, playable=_bhutto_playable)
def benazir_bhutto(g: Game, role: Role) -> Proc:
    if g.c("pakistan").governance == POOR:
        g.set_governance("pakistan", FAIR, "Benazir Bhutto")
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
        g.log("Enhanced Measures: the Jihadist hand is empty")
    else:
        g.state.hands["us"].append(n)
        g.log("Enhanced Measures: the US takes a card at random from the Jihadist hand")
        g.log(f"You take {card_name(n)}", kind="secret", to="us")
        if g.state.players == "two":
            g.log(f"The US took {card_name(n)}", kind="secret", to="jihadist")
    g.mark("Enhanced Measures")


@event(44, playable=lambda g, role: g.state.us_posture == "hard")
def renditions(g: Game, role: Role) -> Proc:
    if disrupt_targets(g, 3):
        yield from _disrupt_any(g, role)
    n = _take_random_jihadist_card(g)
    if n is None:
        g.log("Renditions: the Jihadist hand is empty")
    else:
        g.state.discard.append(n)
        g.log(f"Renditions: the Jihadist discards {card_name(n)} at random")
        yield from discard_trigger(g, "jihadist", n)  # 6.3.2.3: only US Election triggers
    g.mark("Renditions")


# ---------------------------------------------------------------------- 35 Hijab
@event(35, playable=lambda g, role: not _any_ir(g))
def hijab(g: Game, role: Role) -> Proc:
    g.test("turkey")
    g.improve_governance("turkey", why="Hijab")
    yield from _choose_posture(g, role, "france", "Hijab")
    g.change_funding(-2, "Hijab")


# ---------------------------------------------------------------------- 36 Indo-Pakistani Talks
@event(36, playable=lambda g, role: g.c("pakistan").governance in (GOOD, FAIR))
def indo_pakistani_talks(g: Game, role: Role) -> Proc:
    g.set_alignment("pakistan", "ally", "Indo-Pakistani Talks")
    yield from _choose_posture(g, role, "india", "Indo-Pakistani Talks")
    g.mark("Indo-Pakistani Talks")


# ---------------------------------------------------------------------- 37 Iraqi WMD, 39 Libyan WMD
RC_MARKERS = {"iraq": "Iraqi WMD", "libya": "Libyan WMD"}


def _wmd_regime_change(g: Game, role: Role, cid: str) -> Proc:
    """The US may at once use this card's 3 Ops for the Regime Change the marker allows."""
    if g.state.phase != "us" or cid not in rc_targets(g, 3):
        return  # triggered by Jihadist Operations: the card's Ops are not the US's
    yes = yield ask(
        role,
        f"{RC_MARKERS[cid]}: conduct a Regime Change in {name(cid)} now with this card's 3 Ops?",
        [("rc:yes", "Regime Change now"), ("rc:no", "Not now")],
        kind="yes_no",
    )
    if yes == "rc:no":
        return
    origins = [o for o in [TRACK, *g.state.countries] if o != cid and movable(g, o) >= 6]  # not from the target
    origin = yield from _pick_country(
        role, "Regime Change: Troops from where?", origins, lambda o: f"{loc_name(o)} ({movable(g, o)} can move)"
    )
    hi = movable(g, origin)
    n = 6
    if hi > 6:
        n = int((yield ask(role, f"Regime Change in {name(cid)}: how many Troops?", [(f"n:{k}", str(k)) for k in range(6, hi + 1)], kind="count")).removeprefix("n:"))
    regime_change(g, origin, cid, n)


@event(37, playable=lambda g, role: g.state.us_posture == "hard" and g.is_adversary("iraq"))
def iraqi_wmd(g: Game, role: Role) -> Proc:
    g.mark("Iraqi WMD", "iraq")
    yield from _wmd_regime_change(g, role, "iraq")


@event(39, playable=lambda g, role: g.state.us_posture == "hard" and g.is_adversary("libya"))
def libyan_wmd(g: Game, role: Role) -> Proc:
    g.mark("Libyan WMD", "libya")
    yield from _wmd_regime_change(g, role, "libya")


@modifies("rc_allowed")
def _wmd_rc_allowed(g: Game, value: bool, country: str) -> bool:
    marker = RC_MARKERS.get(country)
    return value or (marker is not None and g.in_play(marker, country))


@modifies("regime_changed")
def _wmd_rc_done(g: Game, value: None, country: str) -> None:
    marker = RC_MARKERS.get(country)
    if marker and g.in_play(marker, country):
        g.unmark(marker, f"Regime Change in {name(country)}")
    return value


# ---------------------------------------------------------------------- 38 Libyan Deal
@event(38, playable=lambda g, role: g.c("libya").governance == POOR and (g.is_ally("iraq") or g.is_ally("syria")))
def libyan_deal(g: Game, role: Role) -> Proc:
    g.set_alignment("libya", "ally", "Libyan Deal")
    g.change_prestige(1, "Libyan Deal")
    left = list(SCHENGEN)
    for k in range(2):
        cid = yield from _pick_country(role, f"Libyan Deal: select the Posture of which Schengen country ({k + 1} of 2)?", left)
        left.remove(cid)
        yield from _choose_posture(g, role, cid, "Libyan Deal")
    g.mark("Libyan Deal")
    g.unmark("Libyan WMD", "Blocked by Libyan Deal")


# ---------------------------------------------------------------------- 40 Mass Turnout
@event(40, playable=lambda g, role: bool(_regime_change_countries(g)))
def mass_turnout(g: Game, role: Role) -> Proc:
    cid = yield from _pick_country(role, "Mass Turnout: improve which Regime Change country?", _regime_change_countries(g))
    g.improve_governance(cid, why="Mass Turnout")


# ---------------------------------------------------------------------- 41 NATO
@event(41, playable=lambda g, role: g.gwot_penalty() == 0 and bool(_regime_change_countries(g)))
def nato(g: Game, role: Role) -> Proc:
    cid = yield from _pick_country(role, "NATO: which Regime Change country?", _regime_change_countries(g))
    g.add_aid(cid)
    for other, c in g.state.countries.items():  # a single NATO marker
        if other != cid and "NATO" in c.markers:
            c.markers.remove("NATO")
            g.log(f"NATO marker leaves {name(other)}")
    g.mark("NATO", cid)


@modifies("troops", when=lambda g: g.in_play("NATO"))
def _nato_troops(g: Game, value: int, country: str) -> int:
    return value + 2 if "NATO" in g.c(country).markers else value


# ---------------------------------------------------------------------- 42 Pakistani Offensive
@event(42, playable=lambda g, role: g.is_ally("pakistan") and g.in_play("FATA", "pakistan"))
def pakistani_offensive(g: Game, role: Role) -> Proc:
    g.unmark("FATA", "Pakistani Offensive")
    yield from ()


# ---------------------------------------------------------------------- 43 Patriot Act
@event(43)
def patriot_act(g: Game, role: Role) -> Proc:
    g.mark("Patriot Act", "united_states")
    yield from ()


@modifies("adjacent", when=lambda g: "Patriot Act" in g.state.countries["united_states"].markers)
def _patriot_act_adjacent(g: Game, value: bool, a: str, b: str) -> bool:
    if "united_states" in (a, b) and "Patriot Act" in g.c("united_states").markers:
        return {a, b} == {"united_states", "canada"}
    return value


# ---------------------------------------------------------------------- 45 Safer Now
def _safer_now_playable(g: Game, role: Role) -> bool:
    if _any_ir(g):
        return False
    return not any(
        g.governance(cid) == GOOD and (c.cells or c.plots) for cid, c in g.state.countries.items()
    )


@event(45, playable=_safer_now_playable)
def safer_now(g: Game, role: Role) -> Proc:
    g.roll_posture("united_states", "Safer Now")
    g.change_prestige(3, "Safer Now")
    cid = yield from _pick_country(role, "Safer Now: select the Posture of which country?", _posture_countries(g))
    yield from _choose_posture(g, role, cid, "Safer Now")


# ---------------------------------------------------------------------- 46 Sistani
def _sistani_targets(g: Game) -> list[str]:
    return [m for m in MUSLIM if COUNTRIES[m].type == "shia_mix" and g.c(m).regime_change and g.c(m).cells]


@event(46, playable=lambda g, role: bool(_sistani_targets(g)))
def sistani(g: Game, role: Role) -> Proc:
    cid = yield from _pick_country(role, "Sistani: improve which country?", _sistani_targets(g))
    g.improve_governance(cid, why="Sistani")


# ---------------------------------------------------------------------- 47 The door of Itjihad was closed (LAPSING)
@event(47)
def door_of_itjihad(g: Game, role: Role) -> Proc:
    if g.state.players == "solo":
        g.log(f"{ITJIHAD}: this turn Jihadist and Unassociated Events are not playable in Jihadist Action Phases")
    else:
        g.log(f"{ITJIHAD}: this turn the Jihadist plays cards drawn at random from its hand")
    yield from ()


def _itjihad_in_effect(g: Game) -> bool:
    return ITJIHAD in g.state.lapsing


@modifies("blind_card_play", when=_itjihad_in_effect)
def _itjihad_blind(g: Game, value: bool, side: Role) -> bool:
    if side == "jihadist" and g.state.players == "two" and _itjihad_in_effect(g):
        return True
    return value


@modifies("event_playable", why="The door of Itjihad was closed is in effect", when=_itjihad_in_effect)
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

