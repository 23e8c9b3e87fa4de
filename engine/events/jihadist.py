"""6.2 Events of the Jihadist-associated cards 48-95.

Each event is written for the side that decides it (`role` is always "jihadist" here, 6.3.2.2);
the US takes part only where the card makes it discard. Prompts carry the `kind` the solitaire
bot answers by (9.4.2.1): `place_cell` (random, 9.5), `place_plot` (the Plot chart),
`shift_governance` / `shift_alignment` (the Minor Jihad chart), `travel_dest` / `travel_origin`
(the Travel chart). The bot's individual instructions (9.6: Ex-KGB, Leak) and its face-down
hand (9.2: "random" = top = end of the list) are handled here under `players == "solo"`.

Lingering markers (MARK) carry the card's name: "Moqtada al-Sadr" (Iraq), "Abu Sayyaf"
(Philippines), "Bhutto Shot" and "FATA" (Pakistan); "Vieira de Mello Slain", "Al-Anbar" and
"Pirates" in the Event Box. Leak flips a US marker to "Leak: <name>", which Blocks that card
(its blocked_by in engine/data/cards.json).
"""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import TYPE_CHECKING

from engine import msg
from engine.board import event_ref
from engine.cardplay import _card_after_event, discard_from_hand, discard_trigger
from engine.data import CARDS, COUNTRIES, MUSLIM, SCHENGEN, SHIA_MIX_TABLE
from engine.decider import solo
from engine.events import registry as events
from engine.events.registry import event
from engine.events.words import blocked_by, by
from engine.hooks import modifies
from engine.msg import Msg, Text, m
from engine.ops.jihadist import recruit_number, success_number
from engine.prompts import ask, ask_lazy, country_id
from engine.state import FAIR, GOOD, ISLAMIST_RULE, POOR, SADR, WMD, PlotValue, Role

if TYPE_CHECKING:
    from engine.game import Game, Proc

SHIA_MIX = tuple(cid for cid, d in COUNTRIES.items() if d.type == "shia_mix")
LEAK_TARGETS = ("Enhanced Measures", "Renditions", "Wiretapping")
IRAN_CARDS = (103, 104, 105, 106)  # Axis of Evil: Hizballah, Iran, Iran, Jaysh al-Mahdi
IDEOLOGIES = ("normal", "coherent", "attractive", "potent", "infectious", "virulent")
#: events that Recruit or place a Cell: with no Cell on the Funding track the solitaire bot
#: radicalizes instead of playing them (9.4.1 EXCEPTION)
PLACES_CELLS = frozenset({48, 49, 50, 51, 53, 55, 57, 58, 61, 66, 67, 68, 70, 72, 80, 81, 82, 83, 86, 91, 93})


# ---------------------------------------------------------------------- helpers
def _solo(g: Game) -> bool:
    return g.state.players == "solo"


def _per_recruit(g: Game) -> int:
    """9.7 Attractive: each Recruit success places two Cells."""
    s = g.state
    return 2 if _solo(g) and IDEOLOGIES.index(s.ideology) >= IDEOLOGIES.index("attractive") else 1


def _opts(g: Game, cids: list[str] | tuple[str, ...]) -> list[tuple[str, Text]]:
    return [
        (f"country:{c}", m("ev-country-gov-cells", country=msg.country(c), governance=msg.governance(g.governance(c)), cells=g.c(c).cells))
        for c in cids
    ]


def _opts_one(make: partial[list[tuple[str, Text]]], oid: str) -> tuple[str, Text]:
    """`_opts`'s option `oid` alone (`ask_lazy`'s `one`: an import reads the chosen option only)."""
    return _opts(make.args[0], [oid.removeprefix("country:")])[0]


def _choose(
    g: Game, role: Role, text: Text, cids: list[str] | tuple[str, ...], kind: str, *, always: bool = False
) -> Proc:
    """Ask for one of `cids` (no question when there is only one, unless `always`)."""
    if len(cids) == 1 and not always:
        return cids[0]
    ids = [country_id(c) for c in cids]
    pick = yield ask_lazy(g, role, text, ids, partial(_opts, g, cids), kind=kind, one=_opts_one)  # (labels made when read)
    return pick.removeprefix("country:")


def _rc_with_cells(g: Game) -> bool:
    for c in g.state.countries.values():  # (a plain loop: four Events' conditions, asked at every card ranking)
        if c.regime_change and c.cells:
            return True
    return False


def _first_card(g: Game, number: int) -> bool:
    """Played as the first card of a Jihadist Action Phase (48, 53); not when another card's
    event (Quagmire) brings it into play."""
    s = g.state
    return s.phase == "jihadist" and s.cards_played == 0 and all(x == number for x in s.in_play)


def _cells_to_pair(g: Game, role: Role, a: str, b: str, card: int) -> Proc:
    """One Cell each to a and b; with one Cell left on the track the Jihadist picks where (card `card`)."""
    if g.cells_on_track() == 0:
        g.log(m("ev-no-cell-on-track", card=msg.cardname(card)))
        return
    if g.cells_on_track() == 1:
        cid = yield from _choose(g, role, m("ev-one-cell-left", card=msg.cardname(card)), [a, b], "place_cell")
        g.place_cells(cid, 1)
        return
    g.place_cells(a, 1)
    g.place_cells(b, 1)


def _us_discard_random(g: Game, k: int = 1) -> Proc:
    """The US discards k cards picked at random from its hand (no event but US Election, 6.3.2.3)."""

    out: list[int] = []
    for _ in range(k):
        hand = g.state.hands["us"]
        if not hand:
            g.log(m("ev-us-hand-empty"))
            break
        n = hand[g.random_index(len(hand))]
        out.append(n)
        yield from discard_from_hand(g, "us", n)
    return out


def _draw_to_jihadist(g: Game, k: int) -> None:
    """Draw into the Jihadist hand (solitaire: on top of the face-down pile, 9.2)."""
    for _ in range(k):
        n = g.draw_card()
        if n is None:
            return
        g.state.hands["jihadist"].append(n)
        g.log(m("ev-jihadist-draws"))
        g.log(m("ev-you-draw", card=msg.card(n)), kind="secret", to="jihadist")


def _shift_an_ally(g: Game, role: Role, card: int) -> Proc:
    """Make one Muslim Ally Neutral (76, 84, 85); skipped when there is none."""
    allies = [x for x in MUSLIM if g.is_ally(x)]
    if not allies:
        g.log(m("ev-no-ally", card=msg.cardname(card)))
        return
    cid = yield from _choose(g, role, m("ev-which-ally-neutral", card=msg.cardname(card)), allies, "shift_alignment")
    g.set_alignment(cid, "neutral", by(card))


def _make_wmd_available(g: Game, card: int) -> None:
    """4.7.8.1: a WMD Plot from the Loose Nuke, HEU & Kazakh Strain box (9.3.3 inside)."""
    s = g.state
    if s.wmd_box <= 0:
        g.log(m("ev-no-wmd-left", card=msg.cardname(card)))
        return
    s.wmd_box -= 1
    g.add_available_plot(WMD)
    g.log(m("ev-wmd-available", card=msg.cardname(card)))


def _wmd_attempt(g: Game, cid: str, card: int) -> None:
    """65, 69, 71: a 1-value Jihadist Operation roll; success makes a WMD Plot Available,
    failure loses a Cell there (Active first, Sadr last: 9.3.1; Cadre if it was the last)."""
    need = success_number(g, cid)
    r = g.roll(purpose="event")
    ok = r <= need
    yes = "yes" if ok else "no"
    g.log(m("ev-wmd-roll", card=msg.cardname(card), country=msg.country(cid), roll=r, ok=yes, need=need), kind="roll")
    if ok:
        _make_wmd_available(g, card)
    else:
        g.remove_cells(cid, 1, why=by(card))


def _no_ctr_cell(g: Game, cid: str) -> bool:
    return bool(g.c(cid).cells) and "CTR" not in g.c(cid).markers


def _second_card(g: Game, role: Role, card: int) -> Proc:
    """48, 53: the Jihadist plays another card at once as the phase's second card."""
    s = g.state
    hand = s.hands[role]
    if not hand:
        g.log(m("ev-no-second-card", card=msg.cardname(card)))
        return None
    if _solo(g):
        n = hand[-1]  # 9.2 the top card of the face-down pile
    else:
        n = int((yield ask(
            role,
            m("ev-second-card-ask", card=msg.cardname(card)),
            [(f"card:{x}", m("ev-card-ops", card=msg.card(x), ops=CARDS[x].ops)) for x in hand],
            kind="select_card",
        )).removeprefix("card:"))
    hand.remove(n)
    s.in_play.append(n)
    s.last_phase_cards[role].append(n)
    s.cards_played += 1  # card play adds this Event's own card
    g.log(m("ev-second-card-plays", card=msg.cardname(card), played=msg.card(n), ops=CARDS[n].ops))
    return n


def _second_card_done(g: Game, n: int) -> Proc:
    """The second card is discarded; US Election still triggers (6.3.1)."""

    g.state.in_play.remove(n)
    g.state.discard.append(n)
    yield from discard_trigger(g, "jihadist", n)


def _card_event_in_play(g: Game, n: int) -> Proc:
    """Quagmire: a discarded Jihadist card's event occurs as if the Jihadist played it."""

    s = g.state
    s.discard.remove(n)
    s.in_play.append(n)
    yield from events.run_event(g, n, "jihadist")
    s.in_play.remove(n)
    _card_after_event(g, n)


def _travel_label(g: Game, cid: str) -> Msg:
    """"France (Hard)", "Iraq (Poor)", "Mali (Unmarked)"."""
    p = g.posture(cid)
    if p:
        return m("ev-country-posture", country=msg.country(cid), posture=p)
    return m("ev-country-governance", country=msg.country(cid), governance=g.governance(cid) or 0)


def _auto_travel(g: Game, role: Role, card: int, dests: tuple[str, ...] | None) -> Proc:
    """74, 79: up to two Cells (never Sadr) Travel automatically, each once, arriving Sleepers."""
    arrived: Counter[str] = Counter()
    for i in range(2):
        # (the Counter read by `.get`: no `__missing__` call per country)
        origins = [c for c, cs in g.state.countries.items() if cs.cylinders > arrived.get(c, 0)]
        if not origins:
            if i == 0:
                g.log(m("ev-no-cell-can-travel", card=msg.cardname(card)))
            return
        if dests is None and _solo(g):
            dest = "united_states"  # 9.4.2.1 Clean Operatives
        else:
            targets = list(dests) if dests is not None else list(COUNTRIES)
            opts: list[tuple[str, Text]] = [(f"country:{d}", _travel_label(g, d)) for d in targets]
            if not _solo(g):
                opts.append(("done", m("ev-no-more-cells") if i else m("ev-no-cell-travels")))
            pick = yield ask(role, m("ev-travel-dest-ask", card=msg.cardname(card), nth=i + 1), opts, kind="travel_dest")
            if pick == "done":
                return
            dest = pick.removeprefix("country:")
        if _solo(g):
            origin, dest = _solo_origin(g, card, dest, arrived)
        else:
            origin = yield from _choose(
                g, role, m("ev-travel-origin-ask", card=msg.cardname(card), country=msg.country(dest)), origins, "travel_origin"
            )
        g.test(dest)
        g.move_cell(origin, dest, active=g.c(origin).actives > 0)
        arrived[dest] += 1
        if origin == dest:
            g.log(m("ev-goes-to-ground", card=msg.cardname(card), country=msg.country(origin)))
        else:
            g.log(m("ev-cell-travels", card=msg.cardname(card), origin=msg.country(origin), dest=msg.country(dest)))


def _solo_origin(g: Game, card: int, dest: str, arrived: Counter[str]) -> tuple[str, str]:
    """Solitaire (9.4.2.1): the From chart (9.4.2.6.1) picks the origin for the chosen destination,
    Active Cells first within each step; the last Cell of an Islamist Rule or Regime Change country
    Travels within it. Returns (origin, destination)."""
    ops = CARDS[card].ops
    found = solo().travel_origin(g, dest, ops, Counter(), set(arrived) - {dest}, exclude=arrived)
    assert found is not None  # a Cell is on the map (checked by the caller)
    origin, why = found
    g.log(m("ev-bot-travel-origin", card=msg.cardname(card), dest=msg.country(dest), origin=msg.country(origin), why=why), kind="ops")
    if origin != dest and g.c(origin).cylinders == 1 and solo().ir_or_rc(g, origin):
        g.log(m("ev-bot-travel-within", country=msg.country(origin)), kind="ops")
        dest = origin
    return origin, dest


# ---------------------------------------------------------------------- 48-56 (1 Op)
@event(48, playable=lambda g, role: _first_card(g, 48) and g.cells_available() > 0)
def adam_gadahn(g: Game, role: Role) -> Proc:
    n = yield from _second_card(g, role, 48)
    if n is None:
        return
    rolls = [g.roll(purpose="recruit") for _ in range(CARDS[n].ops)]
    hits = sum(1 for r in rolls if r <= 2)
    g.log(m("ev-gadahn-rolls", rolls=", ".join(map(str, rolls))), kind="roll")
    for _ in range(hits):
        g.place_cells("united_states", _per_recruit(g), available_only=True)
    yield from _second_card_done(g, n)


@event(49)
def al_ittihad_al_islami(g: Game, role: Role) -> Proc:
    g.place_cells("somalia", 1)
    yield from ()


@event(50, playable=lambda g, role: (g.c("iraq").governance or GOOD) > GOOD)
def ansar_al_islam(g: Game, role: Role) -> Proc:
    text = m("ev-place-cell-either", card=msg.cardname(50), first=msg.country("iraq"), second=msg.country("iran"))
    cid = yield from _choose(g, role, text, ["iraq", "iran"], "place_cell")
    g.place_cells(cid, 1)


@event(51, playable=lambda g, role: g.troops("iraq") > 0)
def fres(g: Game, role: Role) -> Proc:
    g.place_cells("iraq", 2 if g.in_play("Saddam Captured") else 4)
    yield from ()


@event(52, playable=lambda g, role: _rc_with_cells(g))
def ieds(g: Game, role: Role) -> Proc:
    yield from _us_discard_random(g)


def _madrassas_targets(g: Game) -> list[str]:
    return [
        cid for cid, c in g.state.countries.items()
        if c.cells or c.cadre or (g.is_muslim(cid) and c.governance in (POOR, ISLAMIST_RULE))
    ]


def _solo_global(g: Game, cands: list[str], what: Msg) -> str:
    """Solitaire (9.4.2.1): Jihadist Videos and Madrassas Recruit where a Global table roll
    lands, or in the closest applicable country (9.5, 9.5.1), however many are applicable."""
    cid = solo().global_closest(g, cands)
    g.log(m("ev-bot-global", what=what, country=msg.country(cid)), kind="ops")
    return cid


@event(53, playable=lambda g, role: _first_card(g, 53))
def madrassas(g: Game, role: Role) -> Proc:
    n = yield from _second_card(g, role, 53)
    total = 1 + (CARDS[n].ops if n is not None else 0)
    targets = _madrassas_targets(g)
    locales: list[str] = []
    if _solo(g) and targets:  # one roll on the table for Madrassas' Op, one for the second card's Ops
        locales.append(_solo_global(g, targets, m("ev-madrassas-own-roll", card=msg.cardname(53))))
        if total > 1:
            k = total - 1
            locales += [_solo_global(g, targets, m("ev-madrassas-second-rolls", card=msg.cardname(53), rolls=k))] * k
    for i in range(total if targets and not _solo(g) else 0):
        locales.append((yield from _choose(
            g, role, m("ev-madrassas-where", card=msg.cardname(53), nth=i + 1, total=total), targets, "place_cell"
        )))
    for cid in dict.fromkeys(locales):
        g.test(cid)
    rolls = [(cid, g.roll(purpose="recruit")) for cid in locales]
    for cid, r in rolls:
        need = recruit_number(g, cid)  # Funding is ignored: Cells come from the whole track
        ok = r <= need
        g.log(m("ev-recruit-roll", card=msg.cardname(53), country=msg.country(cid), roll=r, ok="yes" if ok else "no"), kind="roll")
        if ok:
            g.place_cells(cid, _per_recruit(g))
    if n is not None:
        yield from _second_card_done(g, n)


@event(54, playable=lambda g, role: g.troops("iraq") > 0)
def moqtada_al_sadr(g: Game, role: Role) -> Proc:
    iraq = g.c("iraq")
    if SADR not in iraq.markers:
        iraq.markers.append(SADR)
        g.log(m("ev-sadr-placed", country=msg.country("iraq")))
    yield from ()


@modifies("disrupt_allowed")
def _sadr_not_disrupted(g: Game, value: bool, *, country: str) -> bool:
    """54: Sadr is never Disrupted; a country where Sadr is the only Cell is no target."""
    c = g.state.countries[country]
    if value and c.markers and SADR in c.markers and not c.cylinders:
        return False
    return value


@modifies("disrupt_count", why=m("ev-sadr-not-disrupted"))  # type: ignore[arg-type]
def _sadr_not_counted(g: Game, value: int, *, country: str) -> int:
    c = g.state.countries[country]
    return min(value, c.cylinders) if SADR in c.markers else value


@event(55)
def uyghur_jihad(g: Game, role: Role) -> Proc:
    g.test("china")
    g.place_cells("china" if g.posture("china") == "soft" else "central_asia", 1)
    yield from ()


@event(56, playable=lambda g, role: _rc_with_cells(g))
def vieira_de_mello_slain(g: Game, role: Role) -> Proc:
    g.change_prestige(-1, by(56))
    g.mark("Vieira de Mello Slain")  # Blocks UN Nation Building (its blocked_by)
    yield from ()


# ---------------------------------------------------------------------- 57-75 (2 Ops)
@event(57)
def abu_sayyaf(g: Game, role: Role) -> Proc:
    g.place_cells("philippines", 1)
    g.mark("Abu Sayyaf", "philippines")
    yield from ()


@modifies("deploy_allowed", when=lambda g: g.in_play("Abu Sayyaf", "philippines"))
def _abu_sayyaf_deploy(g: Game, value: bool, *, origin: str, dest: str) -> bool:
    """57: the US may Deploy to the Philippines (the card must meet its Fair Governance)."""
    return value or (dest == "philippines" and g.in_play("Abu Sayyaf", "philippines"))


@modifies("plot_placed")
def _abu_sayyaf_plot(g: Game, value: None, *, country: str, plot: object) -> None:
    """57: -1 Prestige per Plot placed in the Philippines unless Troops outnumber Cells."""
    if country == "philippines" and g.in_play("Abu Sayyaf", "philippines"):
        c = g.c(country)
        if c.cells >= g.troops(country):
            g.change_prestige(-1, by(57))
    return value


@event(58)
def al_anbar(g: Game, role: Role) -> Proc:
    g.place_cells("iraq", 1)
    g.mark("Al-Anbar")
    yield from ()


@modifies("disrupt_allowed")
def _al_anbar_cadre(g: Game, value: bool, *, country: str) -> bool:
    """58: a Disrupt in Iraq or Syria never removes a Cadre, so a Cadre alone is no target."""
    if value and (country == "iraq" or country == "syria") and not g.c(country).cells and g.in_play("Al-Anbar"):
        return False
    return value


@modifies("disrupt_count", why=m("ev-in-effect", card=msg.cardname(58)))  # type: ignore[arg-type]
def _al_anbar_one(g: Game, value: int, *, country: str) -> int:
    """58: a Disrupt in Iraq or Syria affects at most one Cell."""
    if country in ("iraq", "syria") and g.in_play("Al-Anbar"):
        return min(value, 1)
    return value


@event(59)
def amerithrax(g: Game, role: Role) -> Proc:

    us_cards = [n for n in g.state.hands["us"] if CARDS[n].side == "US"]
    if not us_cards:
        g.log(m("ev-amerithrax-none", card=msg.cardname(59)))
        return
    top = max(CARDS[n].ops for n in us_cards)
    best = [n for n in us_cards if CARDS[n].ops == top]
    n = best[0]
    if len(best) > 1:
        n = int((yield ask(
            "us",
            m("ev-amerithrax-ask", card=msg.cardname(59), ops=top),
            [(f"card:{x}", m("ev-card", card=msg.card(x))) for x in best],
            kind="select_card",
        )).removeprefix("card:"))
    yield from discard_from_hand(g, "us", n)


@event(60, playable=lambda g, role: g.c("pakistan").cells > 0)
def bhutto_shot(g: Game, role: Role) -> Proc:
    g.unmark("Benazir Bhutto", blocked_by(60))  # 6.2.8: its Lingering effect ends
    g.mark("Bhutto Shot", "pakistan")
    yield from ()


@event(61, playable=lambda g, role: bool(g.recorded("disrupt")))
def detainee_release(g: Game, role: Role) -> Proc:
    cid = yield from _choose(
        g, role, m("ev-detainee-ask", card=msg.cardname(61)), g.recorded("disrupt"), "place_cell"
    )
    g.place_cells(cid, 1)
    _draw_to_jihadist(g, 1)


def _world_posture_if(g: Game, cid: str, posture: str) -> tuple[str | None, int]:
    c = g.c(cid)
    old = c.posture
    c.posture = posture  # type: ignore[assignment]
    try:
        return g.world_posture()
    finally:
        c.posture = old


@event(62)
def ex_kgb(g: Game, role: Role) -> Proc:
    russia = g.c("russia")
    if "CTR" in russia.markers:
        russia.markers.remove("CTR")
        g.log(m("ev-marker-removed-in", card=msg.cardname(62), marker=msg.cardname(3), country=msg.country("russia")))
        return
    target = "soft" if g.state.us_posture == "hard" else "hard"
    if _solo(g):  # 9.6: Caucasus if that shifts the World Posture marker
        choice = "caucasus" if _world_posture_if(g, "caucasus", target) != g.world_posture() else "central_asia"
    else:
        choice = (yield ask(
            role,
            m("ev-which-effect", card=msg.cardname(62)),
            [
                ("country:caucasus", m("ev-becomes-posture", country=msg.country("caucasus"), posture=msg.posture(target))),
                ("country:central_asia", m("ev-test-and-shift", country=msg.country("central_asia"))),
            ],
            kind="country",
        )).removeprefix("country:")
    if choice == "caucasus":
        g.set_posture("caucasus", target)
        g.log(m("ev-card-country-now", card=msg.cardname(62), country=msg.country("caucasus"), posture=msg.posture(target)))
    else:
        g.test("central_asia")
        g.shift_alignment("central_asia", "adversary")


@event(63)
def gaza_war(g: Game, role: Role) -> Proc:
    yield from _us_discard_random(g)
    g.change_funding(1, by(63))
    g.change_prestige(-1, by(63))


@event(64)
def hariri_killed(g: Game, role: Role) -> Proc:
    g.test("lebanon")
    g.test("syria")
    g.set_alignment("syria", "adversary", by(64))
    if g.c("syria").governance in (GOOD, FAIR):
        g.worsen_governance("syria", why=by(64))
    yield from ()


@event(65, playable=lambda g, role: _no_ctr_cell(g, "russia") or _no_ctr_cell(g, "central_asia"))
def heu(g: Game, role: Role) -> Proc:
    where = [c for c in ("russia", "central_asia") if _no_ctr_cell(g, c)]
    if _solo(g) and len(where) > 1:
        cid = where[g.random_index(len(where))]  # 9.5: no priority is given
    else:
        cid = yield from _choose(g, role, m("ev-roll-where", card=msg.cardname(65)), where, "country")
    _wmd_attempt(g, cid, 65)


@event(66)
def homegrown(g: Game, role: Role) -> Proc:
    g.place_cells("united_kingdom", 1)
    yield from ()


@event(67)
def islamic_jihad_union(g: Game, role: Role) -> Proc:
    yield from _cells_to_pair(g, role, "central_asia", "afghanistan", 67)


@event(68)
def jemaah_islamiya(g: Game, role: Role) -> Proc:
    g.place_cells("indonesia_malaysia", 2)
    yield from ()


@event(69, playable=lambda g, role: _no_ctr_cell(g, "central_asia"))
def kazakh_strain(g: Game, role: Role) -> Proc:
    _wmd_attempt(g, "central_asia", 69)
    yield from ()


@event(70)
def lashkar_e_tayyiba(g: Game, role: Role) -> Proc:
    yield from _cells_to_pair(g, role, "pakistan", "india", 70)


@event(71, playable=lambda g, role: _no_ctr_cell(g, "russia"))
def loose_nuke(g: Game, role: Role) -> Proc:
    _wmd_attempt(g, "russia", 71)
    yield from ()


@event(72, playable=lambda g, role: g.c("afghanistan").cells > 0)
def opium(g: Game, role: Role) -> Proc:
    g.place_cells("afghanistan", 3)
    if g.is_ir("afghanistan"):  # the card's second sentence: its placement says why it follows (issue 33)
        why = m("ev-opium-islamist-rule", card=msg.cardname(72), country=msg.country("afghanistan"))
        g.place_cells("afghanistan", g.cells_on_track(), why=why)
    yield from ()


@event(73, playable=lambda g, role: g.is_ir("somalia") or g.is_ir("yemen"))
def pirates(g: Game, role: Role) -> Proc:
    g.mark("Pirates")
    yield from ()


@modifies("expenditures_funding")
def _pirates(g: Game, value: int) -> int:
    """73: no Funding drop at Expenditures while Somalia or Yemen is under Islamist Rule."""
    if g.in_play("Pirates") and (g.is_ir("somalia") or g.is_ir("yemen")):
        g.log(m("ev-pirates", card=msg.cardname(73)))
        return 0
    return value


@event(74)
def schengen_visas(g: Game, role: Role) -> Proc:
    yield from _auto_travel(g, role, 74, SCHENGEN)


@event(75, playable=lambda g, role: g.state.us_posture == "hard")
def schroeder_and_chirac(g: Game, role: Role) -> Proc:
    for cid in ("germany", "france"):
        g.set_posture(cid, "soft")
        g.log(m("ev-country-now", country=msg.country(cid), posture=msg.posture("soft")))
    g.change_prestige(-1, by(75))
    yield from ()


# ---------------------------------------------------------------------- 76-95 (3 Ops)
@event(76, playable=lambda g, role: _rc_with_cells(g))
def abu_ghurayb(g: Game, role: Role) -> Proc:
    _draw_to_jihadist(g, 2)
    g.change_prestige(-2, by(76))
    yield from _shift_an_ally(g, role, 76)


def _al_jazeera_targets(g: Game) -> list[str]:
    troops = g.troops_counter()  # (the hook's `idle` asked once for the seven countries)
    return [c for c in ("saudi_arabia", *g.neighbours("saudi_arabia")) if troops(c) > 0]


@event(77, playable=lambda g, role: bool(_al_jazeera_targets(g)))
def al_jazeera(g: Game, role: Role) -> Proc:
    cid = yield from _choose(
        g, role, m("ev-shift-adversary-ask", card=msg.cardname(77)), _al_jazeera_targets(g), "shift_alignment"
    )
    g.shift_alignment(cid, "adversary")


@event(78)
def axis_of_evil(g: Game, role: Role) -> Proc:

    for n in [x for x in g.state.hands["us"] if x in IRAN_CARDS]:
        yield from discard_from_hand(g, "us", n)
    g.set_posture("united_states", "hard")
    g.roll_prestige()


@event(79)
def clean_operatives(g: Game, role: Role) -> Proc:
    yield from _auto_travel(g, role, 79, None)


@event(80)
def fata(g: Game, role: Role) -> Proc:
    g.place_cells("pakistan", 1)
    g.mark("FATA", "pakistan")
    yield from ()


@modifies("disrupt_allowed")
def _fata(g: Game, value: bool, *, country: str) -> bool:
    """80: no Disrupt in Pakistan unless it is a Regime Change country."""
    if value and country == "pakistan" and g.in_play("FATA", "pakistan") and not g.c("pakistan").regime_change:
        return False
    return value


@event(81, playable=lambda g, role: any(c.regime_change for c in g.state.countries.values()))
def foreign_fighters(g: Game, role: Role) -> Proc:
    rc = [cid for cid, c in g.state.countries.items() if c.regime_change]
    cid = yield from _choose(g, role, m("ev-which-rc-country", card=msg.cardname(81)), rc, "place_cell")
    g.place_cells(cid, 5)
    if g.c(cid).aid:
        g.remove_aid(cid)
    else:
        g.set_besieged(cid)


@event(82)
def jihadist_videos(g: Game, role: Role) -> Proc:
    picked: list[str] = []
    for i in range(3):
        free = [cid for cid, c in g.state.countries.items() if not c.cells and cid not in picked]
        if not free:
            break
        if _solo(g):  # 9.4.2.1, also when the US triggers the Event (6.3.2.2)
            picked.append(_solo_global(g, free, m("ev-videos-roll", card=msg.cardname(82), nth=i + 1)))
            continue
        picked.append((yield from _choose(
            g, role, m("ev-videos-ask", card=msg.cardname(82), nth=i + 1), free, "place_cell"
        )))
    for cid in picked:
        g.test(cid)
    rolls = [(cid, g.roll(purpose="recruit")) for cid in picked]
    for cid, r in rolls:
        need = recruit_number(g, cid)
        ok = r <= need
        g.log(m("ev-recruit-roll", card=msg.cardname(82), country=msg.country(cid), roll=r, ok="yes" if ok else "no"), kind="roll")
        placed = g.place_cells(cid, _per_recruit(g)) if ok else 0
        if not placed and not g.c(cid).cadre:
            g.c(cid).cadre = True
            g.log(m("ev-cadre-placed", country=msg.country(cid)))


@event(83)
def kashmir(g: Game, role: Role) -> Proc:
    g.test("pakistan")
    g.shift_alignment("pakistan", "adversary")
    g.place_cells("pakistan", 1)
    yield from ()


def _leak_targets(g: Game) -> list[str]:
    return [x for x in LEAK_TARGETS if x in g.state.event_box]


def _leak(g: Game, role: Role) -> Proc:
    targets = _leak_targets(g)
    if _solo(g):  # 9.6 random among the markers in the Event Box
        marker = targets[g.random_index(len(targets))] if len(targets) > 1 else targets[0]
    elif len(targets) == 1:
        marker = targets[0]
    else:
        marker = (yield ask(
            role, m("ev-leak-ask", card=msg.cardname(84)), [(f"marker:{x}", m("ev-marker", marker=event_ref(x))) for x in targets], kind=""
        )).removeprefix("marker:")
    box = g.state.event_box
    box.remove(marker)
    box.append(f"Leak: {marker}")  # flipped: the event is Blocked (6.2.8)
    g.log(m("ev-leak-flipped", card=msg.cardname(84), marker=event_ref(marker)))
    g.roll_posture("united_states")
    g.roll_prestige()
    yield from _shift_an_ally(g, role, 84)


@event(84, playable=lambda g, role: bool(_leak_targets(g)))
def leak(g: Game, role: Role) -> Proc:
    yield from _leak(g, role)


@event(85, playable=lambda g, role: bool(_leak_targets(g)))
def leak_2(g: Game, role: Role) -> Proc:
    yield from _leak(g, role)


@event(86)
def lebanon_war(g: Game, role: Role) -> Proc:
    yield from _us_discard_random(g)
    g.change_prestige(-1, by(86))
    if _solo(g):  # 9.4.2.1: the Shia-Mix table (every Shia-Mix country is eligible)
        rolls = [g.roll(purpose="random") for _ in range(3)]
        cid = SHIA_MIX_TABLE[sum(rolls)]
        g.log(m("ev-shia-mix-roll", card=msg.cardname(86), total=sum(rolls), country=msg.country(cid)), kind="roll")
    else:
        cid = yield from _choose(g, role, m("ev-shia-mix-ask", card=msg.cardname(86)), SHIA_MIX, "place_cell")
    g.place_cells(cid, 1)


def _martyrdom_targets(g: Game) -> list[str]:
    return [cid for cid, c in g.state.countries.items() if c.cells and not g.is_ir(cid)]


def _martyrdom(g: Game, role: Role) -> Proc:
    card = msg.cardname(87)  # (88, 89: the same name)
    cid = yield from _choose(
        g, role, m("ev-martyrdom-ask", card=card), _martyrdom_targets(g), "place_plot",
        always=True,  # the solitaire Plot chart may find no country and radicalize instead (9.4.2.1)
    )
    c = g.c(cid)
    kinds = [k for k, have in (("active", c.actives), ("sleeper", c.sleepers), ("sadr", SADR in c.markers)) if have]
    lose = kinds[0]
    if len(kinds) > 1 and not _solo(g):
        labels = {"active": m("ev-an-active-cell"), "sleeper": m("ev-a-sleeper-cell"), "sadr": m("ev-sadr")}
        lose = (yield ask(
            role, m("ev-which-cell-lost", card=card, country=msg.country(cid)), [(f"cell:{k}", labels[k]) for k in kinds],
            kind="remove_cell",
        )).removeprefix("cell:")
    if lose == "sadr":
        c.markers.remove(SADR)
        g.log(m("ev-sadr-removed", country=msg.country(cid)))
        if not c.cells and not c.cadre:
            c.cadre = True
            g.log(m("ev-cadre-placed", country=msg.country(cid)))
    else:
        g.remove_cells(cid, 1, actives_first=lose == "active", why=by(87))
    for k in range(2):
        avail = g.state.available_plots
        if not avail:
            g.log(m("ev-no-plot-available", card=card))
            break
        if _solo(g):
            value: PlotValue = avail[g.random_index(len(avail))]  # 9.3.2
        else:
            choices = sorted(set(avail), key=str)
            value = choices[0]
            if len(choices) > 1:
                raw = (yield ask(
                    role, m("ev-martyrdom-plot-ask", card=card, country=msg.country(cid), nth="first" if k == 0 else "second"),
                    [(f"plot:{p}", m("ev-plot-value", plot=p)) for p in choices], kind="plot_marker",
                )).removeprefix("plot:")
                value = WMD if raw == WMD else int(raw)  # type: ignore[assignment]
        g.place_plot(cid, value)


@event(87, playable=lambda g, role: bool(_martyrdom_targets(g)))
def martyrdom_operation(g: Game, role: Role) -> Proc:
    yield from _martyrdom(g, role)


@event(88, playable=lambda g, role: bool(_martyrdom_targets(g)))
def martyrdom_operation_2(g: Game, role: Role) -> Proc:
    yield from _martyrdom(g, role)


@event(89, playable=lambda g, role: bool(_martyrdom_targets(g)))
def martyrdom_operation_3(g: Game, role: Role) -> Proc:
    yield from _martyrdom(g, role)


@event(90, playable=lambda g, role: g.state.prestige <= 6 and _rc_with_cells(g))
def quagmire(g: Game, role: Role) -> Proc:

    discarded = yield from _us_discard_random(g, 2)
    pending = [n for n in discarded if CARDS[n].side == "Jihadist" and n in g.state.discard]
    while pending:
        ready = [n for n in pending if events.playable(g, n, "jihadist")]
        if not ready:
            break
        n = ready[0]
        if len(ready) > 1:
            n = int((yield ask(
                role, m("ev-quagmire-ask", card=msg.cardname(90)),
                [(f"card:{x}", m("ev-card", card=msg.card(x))) for x in ready], kind="order",
            )).removeprefix("card:"))
        pending.remove(n)
        yield from _card_event_in_play(g, n)
    g.set_posture("united_states", "soft")


def _unmarked_muslim(g: Game) -> list[str]:
    countries = g.state.countries
    return [x for x in MUSLIM if countries[x].governance is None]


@event(91, playable=lambda g, role: len(_unmarked_muslim(g)) >= 2)
def regional_al_qaeda(g: Game, role: Role) -> Proc:
    first = yield from _choose(g, role, m("ev-raq-first", card=msg.cardname(91)), _unmarked_muslim(g), "place_cell")
    rest = [x for x in _unmarked_muslim(g) if x != first]
    second = yield from _choose(g, role, m("ev-raq-second", card=msg.cardname(91)), rest, "place_cell")
    each = 2 if any(g.is_ir(x) for x in MUSLIM) else 1
    on_track = g.cells_on_track()
    to_first = each
    if on_track < 2 * each and on_track > 0 and not _solo(g):
        lo, hi = max(0, on_track - each), min(each, on_track)
        if lo < hi:
            to_first = int((yield ask(
                role, m("ev-raq-how-many", card=msg.cardname(91), cells=on_track, country=msg.country(first)),
                [(f"n:{k}", str(k)) for k in range(lo, hi + 1)], kind="count",
            )).removeprefix("n:"))
    g.place_cells(first, to_first)
    g.place_cells(second, each)


@event(92, playable=lambda g, role: g.c("iraq").governance == POOR and g.is_adversary("iraq"))
def saddam(g: Game, role: Role) -> Proc:
    g.set_funding(9, by(92))
    yield from ()


@event(93)
def taliban(g: Game, role: Role) -> Proc:
    g.set_besieged("afghanistan")
    yield from _cells_to_pair(g, role, "afghanistan", "pakistan", 93)
    ir = g.is_ir("afghanistan") or g.is_ir("pakistan")
    g.change_prestige(-3 if ir else -1, by(93))


def _itjihad_targets(g: Game) -> list[str]:
    return [cid for cid in g.recorded("to_fair") if g.c(cid).governance in (GOOD, FAIR)]


@event(94, playable=lambda g, role: bool(_itjihad_targets(g)))
def door_of_itjihad_closed(g: Game, role: Role) -> Proc:
    cid = yield from _choose(
        g, role, m("ev-worsen-which", card=msg.cardname(94)), _itjihad_targets(g), "shift_governance"
    )
    g.worsen_governance(cid, why=by(94))


@modifies("regime_changed")
def _regime_change_to_fair(g: Game, value: None, *, country: str) -> None:
    """94: a Regime Change Governance roll of Fair counts as an improvement to Fair."""
    if g.c(country).governance == FAIR:
        g.record("to_fair", country)
    return value


@event(95)
def wahhabism(g: Game, role: Role) -> Proc:
    gov = g.c("saudi_arabia").governance
    if gov == ISLAMIST_RULE:
        g.set_funding(9, by(95))
    else:
        g.change_funding(gov or 0, by(95))
    yield from ()

