"""8.0 Jihadist Operations: Recruit, Travel, Jihad (Minor, Major), Plot.

8.1.2: locales are designated die by die, then all dice of a card are rolled together.
The `resolve_*` primitives take the designations as arguments so the solitaire bot and
events reuse them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from fractions import Fraction
from functools import cache, partial
from typing import TYPE_CHECKING

from engine.board import ADJACENT, TOTAL_CELLS
from engine.data import COUNTRIES, MUSLIM
from engine.hooks import idle, live, modify
from engine.msg import Msg, Text, country, governance, m
from engine.ops.odds import at_most, binomial, bot_prompt, over_test, pct, with_odds
from engine.prompts import LazyOption, Option, ask, ask_lazy, country_id, lazy
from engine.state import FAIR, GOVERNANCE_NAMES, ISLAMIST_RULE, POOR, SADR, WMD, CountryState, PlotValue

if TYPE_CHECKING:
    from engine.game import Game, Proc


def _solo_level(g: Game, level: str) -> bool:
    """9.7: each ideology level includes those below it."""
    order = ["normal", "coherent", "attractive", "potent", "infectious", "virulent"]
    return g.state.players == "solo" and order.index(g.state.ideology) >= order.index(level)


def success_number(g: Game, cid: str) -> int:
    """8.1.1: roll <= this succeeds (Islamist Rule: always)."""
    gov = g.governance(cid)
    return 6 if gov == ISLAMIST_RULE or gov is None else gov


_MUSLIM = frozenset(MUSLIM)


def _tally(items: list[str]) -> dict[str, int]:
    """How many times each item comes, in the order each first comes (a Counter's, made faster)."""
    out: dict[str, int] = {}
    for x in items:
        out[x] = out.get(x, 0) + 1
    return out


# ---------------------------------------------------------------------- Recruit (8.2)
def recruit_targets(g: Game) -> list[str]:
    return list(_recruit_targets(g))


def _recruit_targets(g: Game) -> Iterator[str]:
    free = idle("recruit_allowed", g)
    for cid, c in g.state.countries.items():
        # (`c.cells or c.cadre`, inlined: this scan runs for every Jihadist card menu)
        if (c.sleepers or c.actives or c.cadre or (c.markers and SADR in c.markers)) and (
            free or modify("recruit_allowed", g, True, country=cid)
        ):
            yield cid


def recruit_number(g: Game, cid: str) -> int:
    c = g.c(cid)
    if c.regime_change or g.is_ir(cid):  # 8.2.3, 8.1.1
        n = 6
    elif COUNTRIES[cid].recruit is not None:  # 8.2.4
        n = COUNTRIES[cid].recruit  # type: ignore[assignment]
    else:
        n = success_number(g, cid)
    for fn in _RECRUIT_NUMBER:  # (`modify`, inlined: asked of every candidate of the Recruit chart)
        n = fn(g, n, country=cid)
    return n


#: the modifiers of `recruit_number` (hooks.live: the list the events register theirs in; none today)
_RECRUIT_NUMBER = live("recruit_number")


def roll_recruit(g: Game, locales: list[str]) -> list[str]:
    """Test, then roll one die per designated locale (8.1.2); the locale of each success."""
    for cid in dict.fromkeys(locales):
        g.test(cid)
    rolls = [(cid, g.roll(purpose="recruit")) for cid in locales]
    successes = []
    for cid, r in rolls:
        need = recruit_number(g, cid)
        ok = r <= need
        if not g.fast:
            needs = "" if need >= 6 else m("needs-or-less", need=need)
            g.log(m("recruit-roll", country=country(cid), roll=r, verdict="succeeds" if ok else "fails", needs=needs), kind="roll")
        if ok:
            successes.append(cid)
    return successes


def resolve_recruit(g: Game, locales: list[str]) -> int:
    """Roll one die per designated locale; place Available Cells for successes (8.2.1)."""
    per = 2 if _solo_level(g, "attractive") else 1
    return sum(g.place_cells(cid, per, available_only=True) for cid in roll_recruit(g, locales))


def _place_recruits(g: Game, successes: list[str]) -> Proc:
    """8.1.2 example: with more successes than Available Cells in more than one country, the
    Jihadist chooses how to distribute the Cells there are."""
    per = 2 if _solo_level(g, "attractive") else 1
    left = Counter({cid: per * k for cid, k in _tally(successes).items()})
    while +left and g.cells_available() > 0:
        if g.cells_available() >= left.total() or len(+left) == 1:
            for cid, k in list(left.items()):
                if k:
                    g.place_cells(cid, k, available_only=True)
            return
        pick = yield ask(
            "jihadist",
            m("recruit-place-ask", placements=left.total(), available=g.cells_available()),
            [(f"country:{c}", m("recruit-place-option", country=country(c), left=k)) for c, k in left.items() if k],
            kind="place_cell",
        )
        cid = pick.removeprefix("country:")
        g.place_cells(cid, 1, available_only=True)
        left[cid] -= 1


# ---------------------------------------------------------------------- Travel (8.3)
def travel_destinations(g: Game, origin: str) -> list[str]:
    if idle("travel_allowed", g):
        return list(COUNTRIES)
    return [d for d in COUNTRIES if modify("travel_allowed", g, True, origin=origin, dest=d)]


def travel_auto(g: Game, origin: str, dest: str) -> bool:
    auto = origin == dest or g.adjacent(origin, dest)
    if idle("travel_auto", g):
        return auto
    return modify("travel_auto", g, auto, origin=origin, dest=dest)


def _travel_autos(g: Game, origin: str, dests: list[str]) -> dict[str, bool]:
    """For the destinations menu: whether Travel from `origin` to each is automatic (`travel_auto`;
    staying is not a Travel). The points' `idle` asked once for the menu, not per destination."""
    if idle("travel_auto", g):  # then it is `adjacent`: the neighbours, found once
        near = ADJACENT[origin] if idle("adjacent", g) else frozenset(g.neighbours(origin))
        return {d: d != origin and d in near for d in dests}
    return {d: d != origin and travel_auto(g, origin, d) for d in dests}


def travel_number(g: Game, origin: str, dest: str) -> int:
    """8.3.1: a non-Adjacent Travel succeeds on the destination's Governance number or less (hook
    `travel_number`); the roll and the odds both ask this."""
    return modify("travel_number", g, success_number(g, dest), origin=origin, dest=dest)


def resolve_travel(g: Game, moves: list[tuple[str, str]]) -> int:
    """8.3.1-8.3.3: each (origin, destination) moves one Cell; returns how many arrived."""
    for _, dest in moves:
        g.test(dest)  # 4.9.4, also for a failed Travel
    arrived = 0
    for origin, dest in moves:
        o = g.c(origin)
        if o.cylinders == 0:  # Sadr never Travels (card 54)
            continue
        active = o.actives > 0  # an Active Cell travels first: it arrives a Sleeper
        if travel_auto(g, origin, dest):
            ok = True
            if origin == dest:
                if not g.fast:
                    g.log(m("travel-to-ground", country=country(origin)))
            else:
                if not g.fast:
                    g.log(m("travel-auto", origin=country(origin), dest=country(dest)))
        else:
            need = travel_number(g, origin, dest)
            r = g.roll(purpose="travel")
            ok = r <= need
            if not g.fast:
                g.log(
                    m("travel-roll", origin=country(origin), dest=country(dest), roll=r, verdict="succeeds" if ok else "fails", need=need),
                    kind="roll",
                )
        if ok:
            g.move_cell(origin, dest, active=active)
            arrived += 1
        else:
            if active:
                o.actives -= 1
            else:
                o.sleepers -= 1
            if not g.fast:
                g.log(m("travel-removed", country=country(origin)))
            g.check_victory()
    return arrived


# ---------------------------------------------------------------------- Jihad (8.4)
def jihad_targets(g: Game) -> list[str]:
    return list(_jihad_targets(g))


def _jihad_targets(g: Game) -> Iterator[str]:
    countries = g.state.countries
    free = idle("jihad_allowed", g)
    for cid in MUSLIM:  # (map order; `cells` and `is_ir` inlined: this scan runs for every Jihadist card menu)
        c = countries[cid]
        if not (c.sleepers or c.actives or (c.markers and SADR in c.markers)) or c.governance == ISLAMIST_RULE:
            continue
        if free or modify("jihad_allowed", g, True, country=cid):
            yield cid


def major_possible(g: Game, cid: str) -> bool:
    """8.4.2 (9.7 Potent: three more Cells than Troops suffice)."""
    c = g.c(cid)
    need = 3 if _solo_level(g, "potent") else 5
    return c.cells - g.troops(cid) >= need


def jihad_number(g: Game, cid: str) -> int:
    """8.1.1, 8.1.2: a Jihad roll succeeds on the Governance at the Operation's outset or less."""
    return g.c(cid).governance or POOR


def ir_needs(c: CountryState) -> int:
    """8.4.2, 8.4.3.2: successes at Poor that bring Islamist Rule in a Major Jihad."""
    return 1 if c.besieged else 2


def major_failure(major: bool, dice: int, gov0: int, gov: int | None) -> bool:
    """8.4.3.1: three dice of Major Jihad at Poor without Islamist Rule place a Besieged Regime."""
    return major and dice >= 3 and gov0 == POOR and gov != ISLAMIST_RULE


#: the reasons a Jihad's changes give, made once (a message is immutable: the same as made anew)
_WHY_JIHAD, _WHY_REVOLUTION, _WHY_FAILED = m("op-jihad"), m("why-islamist-revolution"), m("why-failed-jihad")


def resolve_jihad(g: Game, locales: list[str], major: set[str] | frozenset[str] = frozenset()) -> None:
    """Roll one die per designated locale, all against the Governance at the outset (8.1.2)."""
    counts = _tally(locales)
    start = {cid: jihad_number(g, cid) for cid in counts}
    for cid, k in counts.items():  # Sleepers supporting the rolls go Active
        c = g.c(cid)
        if cid in major:
            g.activate_cells(cid)
            if not g.fast:
                g.log(m("jihad-major-activate", country=country(cid)))
        else:
            g.activate_cells(cid, max(0, k - (c.cells - c.sleepers)))  # Actives (and Sadr) first
    results = {cid: [g.roll(purpose="jihad") for _ in range(k)] for cid, k in counts.items()}
    for cid, rolls in results.items():
        gov0 = start[cid]
        hits = sum(1 for r in rolls if r <= gov0)
        misses = len(rolls) - hits
        if not g.fast:
            g.log(
                m("jihad-roll", major="yes" if cid in major else "no", country=country(cid), gov=governance(gov0), rolls=_dice(rolls), hits=hits),
                kind="roll",
            )
        toward_ir = idle = surplus = 0
        c = g.c(cid)
        for _ in range(hits):
            had_aid = c.aid > 0
            g.remove_aid(cid)
            gov = c.governance or POOR
            if gov == ISLAMIST_RULE:  # the successes after an Islamist Revolution have nothing left to do
                surplus += 1
            elif gov < POOR:
                g.worsen_governance(cid, why=_WHY_JIHAD)
            elif cid in major and gov == POOR:
                toward_ir += 1
                if toward_ir >= ir_needs(c):  # 8.4.2, 8.4.3.2
                    g.set_governance(cid, ISLAMIST_RULE, _WHY_REVOLUTION)
            elif not had_aid:
                idle += 1
        # say why a success did nothing (issue 16), after the change it followed (issue 33)
        if surplus:
            if not g.fast:
                g.log(m("jihad-surplus", country=country(cid), hits=surplus))
        if idle:  # 8.4.1: a Minor Jihad stops at Poor
            if not g.fast:
                g.log(m("jihad-idle", country=country(cid), hits=idle, now="yes" if gov0 < POOR else "no"))
        if toward_ir == 1 and c.governance == POOR:
            if not g.fast:
                g.log(m("jihad-major-one", country=country(cid)))
        if misses and not _solo_level(g, "virulent"):  # 8.4.3 (9.7 Virulent)
            g.remove_cells(cid, misses, actives_first=True, cadre=False, why=_WHY_FAILED)
        # 8.4.3.1 Major Jihad failure: three dice at Poor without Islamist Rule
        if major_failure(cid in major, len(rolls), gov0, c.governance):
            g.set_besieged(cid)
            g.shift_alignment(cid, "ally")


# ---------------------------------------------------------------------- Plot (8.5)
def plot_targets(g: Game) -> list[str]:
    return list(_plot_targets(g))


def _plot_targets(g: Game) -> Iterator[str]:
    free = idle("plot_allowed", g)
    for cid, c in g.state.countries.items():
        # (`c.cells` and `is_ir`, inlined)
        if (
            (c.sleepers or c.actives or (c.markers and SADR in c.markers))
            and not (c.governance == ISLAMIST_RULE and cid in _MUSLIM)
            and (free or modify("plot_allowed", g, True, country=cid))
        ):
            yield cid


def plot_choices(g: Game, value: int) -> list[PlotValue]:
    """8.5.2: Available markers numbered up to the card value, or WMD."""
    return sorted({p for p in g.state.available_plots if p == WMD or p <= value}, key=str)  # type: ignore[operator]


def resolve_plot_rolls(g: Game, locales: list[str]) -> list[str]:
    """Activate supporting Sleepers and roll; returns a country per success (in order)."""
    counts = _tally(locales)
    for cid, k in counts.items():
        g.test(cid)
        c = g.c(cid)
        g.activate_cells(cid, max(0, k - (c.cells - c.sleepers)))  # Actives (and Sadr) first
    successes = []
    for cid, k in counts.items():
        need = success_number(g, cid)
        rolls = [g.roll(purpose="jihad") for _ in range(k)]
        hits = sum(1 for r in rolls if r <= need)
        if not g.fast:
            g.log(m("plot-roll", country=country(cid), rolls=_dice(rolls), hits=hits), kind="roll")
        successes += [cid] * hits
    return successes


# ---------------------------------------------------------------------- the menu
def legal(g: Game, kind: str, value: int) -> bool:
    if kind == "recruit":
        return g.cells_available() > 0 and any(True for _ in _recruit_targets(g))
    if kind == "travel":  # a Cell piece to move (Sadr counts as a Cell but never Travels, card 54)
        return g.cells_on_track() < TOTAL_CELLS
    if kind == "jihad":
        return any(True for _ in _jihad_targets(g))
    if kind == "plot":
        return any(True for _ in _plot_targets(g))
    raise ValueError(kind)


def legal_all(g: Game) -> dict[str, bool]:
    """`legal(g, kind, value)` for every kind (a Jihadist Operation's targets do not depend on the
    value), in one pass over the map: the card play's menu asks it for every card (issue 21)."""
    if not (idle("recruit_allowed", g) and idle("jihad_allowed", g) and idle("plot_allowed", g)):
        return {k: legal(g, k, 1) for k in ("recruit", "travel", "jihad", "plot")}
    recruit = travel = jihad = plot = False
    for cid, c in g.state.countries.items():
        if c.sleepers or c.actives or (c.markers and SADR in c.markers):  # (`cells`)
            recruit = True
            if c.sleepers or c.actives:  # (a cylinder to Travel: not Sadr, card 54)
                travel = True
            if not (c.governance == ISLAMIST_RULE and cid in _MUSLIM):
                plot = True
                if cid in _MUSLIM:
                    jihad = True
            if travel and jihad and plot:
                break  # (no answer left to change)
        elif c.cadre:
            recruit = True
    return {"recruit": recruit and g.cells_available() > 0, "travel": travel, "jihad": jihad, "plot": plot}


def _dice(rolls: list[int]) -> str:
    """Dice as the log lists them: "1, 5"."""
    return ", ".join(map(str, rolls))


def _country_label(g: Game, c: str) -> Msg:
    return _gov_cells(c, g.governance(c), g.c(c).cells)


@cache  # (a few hundred such labels at most; every Jihadist country menu shows them)
def _gov_cells(c: str, gov: int | None, cells: int) -> Msg:
    return m("country-gov-cells", country=country(c), gov=governance(gov), cells=cells)


@cache
def _stop_here(used: int, ops: int) -> tuple[str, Msg]:
    """The option to stop designating (or Travelling) after `used` of `ops` Ops."""
    return ("done", m("stop-here", used=used, ops=ops))


@cache
def _ask_text(msg_id: str, n: int, ops: int, op: Msg | None = None) -> Msg:
    """"Recruit: where does die 2 of 3 go?" (`designate-ask`) or Travel's (`travel-origin-ask`)."""
    return m(msg_id, n=n, ops=ops) if op is None else m(msg_id, op=op, n=n, ops=ops)


def _country_opts(g: Game, cids: list[str]) -> list[tuple[str, Text]]:
    return [(f"country:{c}", _country_label(g, c)) for c in cids]


def _travel_origins_menu(g: Game, origins: list[str], i: int, ops: int) -> list[tuple[str, Text]]:
    """The Travel origins' options (`origins`; after the first Cell, the option to stop)."""
    opts = _country_opts(g, origins)
    if i:
        opts.append(_stop_here(i, ops))
    return opts


def _travel_origin_one(make: partial[list[tuple[str, Text]]], oid: str) -> tuple[str, Text]:
    """The Travel origins menu's option `oid` alone (`ask_lazy`'s `one`: an import reads one)."""
    g, _, i, ops = make.args
    return _stop_here(i, ops) if oid == "done" else (oid, _country_label(g, oid.removeprefix("country:")))


# ---------------------------------------------------------------------- the odds (issue 21)
# Each asks the same function as the roll for its target: recruit_number, success_number,
# jihad_number, travel_number; an unmarked country is averaged over its test (engine/ops/odds.py).
def recruit_odds(g: Game, cid: str) -> float:
    """8.2: one Recruit roll in `cid` places a Cell (when one is Available)."""
    return over_test(g, cid, lambda: at_most(recruit_number(g, cid)))


def plot_odds(g: Game, cid: str) -> float:
    """8.5.1: one Plot roll in `cid` places a Plot marker (when one is Available)."""
    return over_test(g, cid, lambda: at_most(success_number(g, cid)))


def jihad_odds(g: Game, cid: str) -> float:
    """8.4: one Jihad roll in `cid` succeeds."""
    return at_most(jihad_number(g, cid))


def travel_odds(g: Game, origin: str, dest: str, auto: bool | None = None) -> float | None:
    """8.3.1: a Cell from `origin` arrives in `dest`; None where no die is rolled (Adjacent, in
    place). `auto`: travel_auto's answer when the caller already has it."""
    if travel_auto(g, origin, dest) if auto is None else auto:
        return None
    return over_test(g, dest, lambda: at_most(travel_number(g, origin, dest)))


def jihad_outcomes(g: Game, cid: str, dice: int, major: bool) -> dict[str, Fraction]:
    """The chance of each result of `dice` Jihad rolls in `cid` (8.4.1-8.4.4), by the same
    steps as `resolve_jihad`: each success worsens Governance toward Poor, then (Major) counts
    toward Islamist Rule (`ir_needs`); three dice at Poor without it place a Besieged Regime."""
    c = g.c(cid)
    gov0 = jihad_number(g, cid)
    out: dict[str, Fraction] = {}
    for hits, p in enumerate(binomial(dice, gov0)):  # each die succeeds on 1..gov0 (jihad_odds)
        gov = min(POOR, gov0 + hits)
        if major and hits - (POOR - gov0) >= ir_needs(c):
            result = "Islamist Rule"
        elif major_failure(major, dice, gov0, gov):
            result = "Besieged Regime"
        else:
            result = GOVERNANCE_NAMES[gov] if gov != gov0 else "no change"
        out[result] = out.get(result, Fraction(0)) + p
    return out


_RESULT_ORDER = ("Islamist Rule", "Besieged Regime", "Poor", "Fair", "no change")
_RESULT_NAMES = {
    "Islamist Rule": governance(ISLAMIST_RULE),
    "Besieged Regime": m("besieged-regime"),
    "Poor": governance(POOR),
    "Fair": governance(FAIR),
}


def _outcomes_text(out: dict[str, Fraction], gov0: int) -> Text:
    shown = [m("jihad-outcome", what=_RESULT_NAMES[k], pct=pct(out[k])) for k in _RESULT_ORDER if out.get(k) and k != "no change"]
    return shown if shown else m("jihad-gov-stays", gov=governance(gov0))  # type: ignore[return-value]


def _jihad_choice(g: Game, cid: str, dice: int) -> list[Option]:
    """The Major / Minor Jihad question with the chance of each result (issue 21)."""
    opts = []
    for oid, label, major in (("major:yes", m("jihad-major"), True), ("major:no", m("jihad-minor"), False)):
        if bot_prompt(g, "jihadist"):
            opts.append(Option(oid, label))
            continue
        out = jihad_outcomes(g, cid, dice, major)
        success = out.get("Islamist Rule", Fraction(0)) if major else 1 - out.get("no change", Fraction(0))  # type: ignore[operator]
        text = _outcomes_text(out, jihad_number(g, cid))
        text = m("list", items=text) if isinstance(text, list) else text
        note = m("jihad-choice-note", dice=dice, need=jihad_number(g, cid), outcomes=text)
        opts.append(with_odds(oid, label, success, text, note))
    return opts


def _designate(  # type: ignore[no-untyped-def]
    g: Game, verb: Msg, value: int, targets, per_cell: bool, odds: Callable[[Game, str], float]
) -> Proc:
    """8.1.2: name the locale of each die before rolling; `per_cell`: one Cell per roll there.
    Each country shows the odds of one roll there and the expected successes if every Op left
    rolled there (issue 21)."""
    locales: list[str] = []
    used: dict[str, int] = {}  # (Dice designated per country so far)
    quiet = bot_prompt(g, "jihadist")

    def option(c: str, rolls: int) -> Option:
        p = odds(g, c)
        cent = pct(p)
        if rolls > 1:
            short = m("designate-short-rolls", op=verb, pct=cent, rolls=rolls, expected=f"{rolls * p:.1f}")
            note = m("designate-note-rolls", op=verb, country=country(c), pct=cent, rolls=rolls, expected=f"{rolls * p:.2f}")
        else:
            short = m("designate-short", op=verb, pct=cent)
            note = m("designate-note", op=verb, country=country(c), pct=cent)
        return with_odds(f"country:{c}", _country_label(g, c), p, short, note)

    def menu(cands: list[str], i: int) -> list[Option | tuple[str, Text]]:
        opts: list[Option | tuple[str, Text]] = []
        for c in cands:
            if quiet:
                opts.append((country_id(c), _country_label(g, c)))
                continue
            rolls = min(value - i, g.c(c).cells - used.get(c, 0)) if per_cell else value - i
            opts.append(lazy(g, country_id(c), partial(option, c, rolls)))  # (made when read, as Travel's)
        if i:
            opts.append(_stop_here(i, value))
        return opts

    # (found once: nothing changes the board while the dice are designated, 8.1.2)
    found = targets(g)
    for i in range(value):
        cands = found
        if per_cell and used:  # (one Cell a roll: the countries with a Cell left to roll)
            countries = g.state.countries
            cands = [c for c in cands if countries[c].cells > used.get(c, 0)]
        if not cands:
            break
        ids = [country_id(c) for c in cands]
        if i:
            ids.append("done")
        # (the options made when read: a random game or a rollout answers by id)
        text = _ask_text("designate-ask", i + 1, value, verb)
        pick = yield ask_lazy(g, "jihadist", text, ids, partial(menu, cands, i), kind="country", one=_designated_one)
        if pick == "done":
            break
        cid = pick.removeprefix("country:")
        used[cid] = used.get(cid, 0) + 1
        locales.append(cid)
    return locales


def _designated_one(make: partial[list[Option | tuple[str, Text]]], oid: str) -> Option | tuple[str, Text]:
    """A designation menu's option `oid` alone (`ask_lazy`'s `one`): the menu of that country
    alone, or of none for "done" (its last option, the stop)."""
    _, i = make.args
    return make.func([oid.removeprefix("country:")] if oid != "done" else [], i)[0]  # type: ignore[no-any-return]


def _travel_note(g: Game, origin: str, dest: str, auto: bool, need: int = 0) -> Msg:
    """What a Travel destination needs (8.3.1), for the option label (`need`: travel_number's)."""
    if dest == origin:
        return m("travel-note-stay")
    if auto:
        return m("travel-note-automatic")
    if g.is_unmarked(dest):
        return m("travel-note-unmarked")
    need = need or travel_number(g, origin, dest)
    return m("travel-note-automatic") if need >= 6 else m("travel-note-roll", need=need, gov=governance(g.governance(dest)))


def _travel_label(g: Game, origin: str, dest: str, auto: bool, need: int = 0) -> Msg:
    return m("travel-label", country=country(dest), note=_travel_note(g, origin, dest, auto, need))


def _travel_option(g: Game, origin: str, dest: str, auto: bool, quiet: bool) -> Option:
    if g.fast and g.no_odds:  # a rollout (Game.rollout) without odds: no label either
        return Option(f"country:{dest}", "")
    if auto or quiet or dest == origin:  # no die: Adjacent, or going to ground in place (8.3.1)
        return Option(f"country:{dest}", _travel_label(g, origin, dest, auto))
    if g.is_unmarked(dest):
        p = travel_odds(g, origin, dest, auto)
        label = _travel_label(g, origin, dest, auto)
    else:  # one travel_number for the label and the odds
        need = travel_number(g, origin, dest)
        p = at_most(need)
        label = _travel_label(g, origin, dest, auto, need)
    if p is None:
        return Option(f"country:{dest}", label)
    cent = pct(p)
    note = m("travel-odds-note", origin=country(origin), dest=country(dest), pct=cent, tested="yes" if g.is_unmarked(dest) else "no")
    return with_odds(f"country:{dest}", label, p, "" if p == 1 else m("travel-odds", pct=cent), note)


def _travel_options(g: Game, origin: str, dests: Sequence[str], ids: Sequence[str], auto: dict[str, bool], quiet: bool) -> list[Option]:
    """The Travel destinations menu's options (`dests`, their `ids`), each label and odds made when read."""
    if g.fast:
        return [_travel_option(g, origin, d, auto[d], quiet) for d in dests]
    return [LazyOption(i, partial(_travel_option, g, origin, d, auto[d], quiet), g) for i, d in zip(ids, dests, strict=True)]


def _travel_one(menu: partial[list[Option]], oid: str) -> Option:
    """A Travel destinations menu's (`_travel_options`) option `oid` alone (`ask_lazy`'s `one`)."""
    g, origin, _, _, auto, quiet = menu.args
    dest = oid.removeprefix("country:")
    return _travel_options(g, origin, (dest,), (oid,), {dest: auto[dest]}, quiet)[0]


#: the Operations' names (the menu's, engine.cardplay.JIHADIST_OPS)
_OPS = {"recruit": m("op-recruit"), "jihad": m("op-jihad"), "plot": m("op-plot")}


@cache
def _plain_travel_menu(origin: str) -> tuple[tuple[str, ...], dict[str, bool], tuple[str, ...]]:
    """The Travel destinations from `origin` while no event changes Travel or adjacency: every
    country (8.3), `origin` first, then the automatic (Adjacent) ones, then the rest, in map order;
    whether each is automatic (`_travel_autos`); their option ids. (Made once per origin.)"""
    near = ADJACENT[origin]
    auto = {d: d != origin and d in near for d in COUNTRIES}
    dests = tuple(sorted(auto, key=lambda d: 0 if d == origin else 1 if auto[d] else 2))
    return dests, auto, tuple(f"country:{d}" for d in dests)


def run(g: Game, kind: str, value: int, card: int = 0) -> Proc:
    if kind == "recruit":
        locales = yield from _designate(g, _OPS["recruit"], value, recruit_targets, per_cell=False, odds=recruit_odds)
        yield from _place_recruits(g, roll_recruit(g, locales))
    elif kind == "travel":
        moves: list[tuple[str, str]] = []
        used: dict[str, int] = {}  # (Cells that left each origin so far)
        for i in range(value):
            countries = g.state.countries  # (`countries_with_cells`' with a cylinder left to Travel)
            origins = [c for c, cs in countries.items() if (cs.sleepers or cs.actives) and cs.sleepers + cs.actives > used.get(c, 0)]
            if not origins:
                break
            ids = [country_id(c) for c in origins]
            if i:
                ids.append("done")
            # (the labels made when read, as the designations': a random game or a rollout reads none)
            text = _ask_text("travel-origin-ask", i + 1, value)
            pick = yield ask_lazy(g, "jihadist", text, ids, partial(_travel_origins_menu, g, origins, i, value), kind="travel_origin", one=_travel_origin_one)
            if pick == "done":
                break
            origin = pick.removeprefix("country:")
            # going to ground and automatic (Adjacent) Travel first: the first page of a long menu
            if idle("travel_allowed", g) and idle("travel_auto", g) and idle("adjacent", g):
                dests, auto, ids = _plain_travel_menu(origin)  # (no event in effect: the map's own)
            else:
                auto = _travel_autos(g, origin, travel_destinations(g, origin))
                # (in place first, then the automatic ones, then the rest: each in map order)
                dests = ([origin] if origin in auto else []) + [d for d, a in auto.items() if a and d != origin]
                dests += [d for d, a in auto.items() if not a and d != origin]
                ids = tuple([country_id(d) for d in dests])
            # (the options made when read, each label and odds when read: ~37 a menu, of which a
            # random game reads none and an import one)
            menu = partial(_travel_options, g, origin, dests, ids, auto, bot_prompt(g, "jihadist"))
            ask_dest = ask_lazy(g, "jihadist", m("travel-dest-ask", country=country(origin)), ids, menu, kind="travel_dest", one=_travel_one)
            dest = (yield ask_dest).removeprefix("country:")
            used[origin] = used.get(origin, 0) + 1
            moves.append((origin, dest))
        resolve_travel(g, moves)
    elif kind == "jihad":
        locales = yield from _designate(g, _OPS["jihad"], value, jihad_targets, per_cell=True, odds=jihad_odds)
        major: set[str] = set()
        for cid in dict.fromkeys(locales):
            if major_possible(g, cid):
                yes = yield ask(
                    "jihadist",
                    m("jihad-major-ask", country=country(cid)),
                    _jihad_choice(g, cid, locales.count(cid)),
                    kind="yes_no",
                )
                if yes == "major:yes":
                    major.add(cid)
        resolve_jihad(g, locales, major)
    elif kind == "plot":
        locales = yield from _designate(g, _OPS["plot"], value, plot_targets, per_cell=True, odds=plot_odds)
        for cid in resolve_plot_rolls(g, locales):
            for _ in range(2 if _solo_level(g, "coherent") else 1):  # 9.7 Coherent
                choices = plot_choices(g, value)
                if not choices:
                    if not g.fast:
                        g.log(m("no-plot-available"))
                    break
                if len(choices) == 1:
                    pv = choices[0]
                else:
                    pick = yield ask(
                        "jihadist",
                        m("plot-which-marker", country=country(cid)),
                        [(f"plot:{p}", m("plot-marker", plot=str(p))) for p in choices],
                        kind="plot_marker",
                    )
                    raw = pick.removeprefix("plot:")
                    pv = WMD if raw == WMD else int(raw)  # type: ignore[assignment]
                g.place_plot(cid, pv)
    else:
        raise ValueError(kind)
