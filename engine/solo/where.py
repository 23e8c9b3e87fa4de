"""9.4.2 "Where?": the bot's priority charts.

Each chart returns countries (with the reason the chart gave, for the log); the bot's card play
(engine.solo.bot) conducts the Operations with the engine's own primitives. Ties left by a chart
are broken with the random-country procedure (9.5).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

from engine.data import COUNTRIES, MUSLIM
from engine.hooks import modify
from engine.msg import Msg, Text, and_list, country, m
from engine.ops.jihadist import _solo_level, recruit_number, recruit_targets
from engine.solo.random_country import random_country
from engine.state import FAIR, GOOD, ISLAMIST_RULE, POOR

if TYPE_CHECKING:
    from engine.game import Game

# ---------------------------------------------------------------------- counting
def units(g: Game, cid: str) -> int:
    """Cells that can support a Jihad or Plot roll, the Sadr marker included (board removes it last, 9.3.1)."""
    return g.state.countries[cid].cells


def with_cells(g: Game) -> list[str]:
    """The countries with `units` (a Cell or the Sadr marker), in map order."""
    return list(cell_counts(g))


def cell_counts(g: Game) -> dict[str, int]:
    """`units` of each country that has any, in map order (every chart scans the whole map for them:
    counted once per chart)."""
    countries = g.state.countries
    return {cid: n for cid in COUNTRIES if (n := countries[cid].cells)}


def major_threshold(g: Game) -> int:
    """8.4.2: Cells must exceed Troops by 5 (9.7 Potent: by 3)."""
    return 3 if _solo_level(g, "potent") else 5


def jihad_allowed(g: Game, cid: str) -> bool:
    # (`is_muslim`, `is_ir`, inlined: asked of every country with Cells at every card play)
    return cid in _MUSLIM and g.state.countries[cid].governance != ISLAMIST_RULE and bool(modify("jihad_allowed", g, True, country=cid))


def pick(g: Game, candidates: Iterable[str], key: Callable[[str], tuple], **random_kw: object) -> str:
    """The candidate with the highest key; equal keys go to the random-country procedure."""
    cands = list(candidates)
    best = max(key(c) for c in cands)
    return random_country(g, [c for c in cands if key(c) == best], **random_kw)  # type: ignore[arg-type]


def ordered(g: Game, candidates: Iterable[str], key: Callable[[str], tuple]) -> Iterable[str]:
    """Yield the candidates in priority order, drawing ties only when they are reached."""
    left = list(candidates)
    while left:
        c = pick(g, left, key)
        left.remove(c)
        yield c


_MUSLIM = frozenset(MUSLIM)

Keys = list[tuple[Msg, Callable[[str], object]]]
#: the reason when a chart had a single candidate
ONLY = m("where-only")
#: the charts' reasons without arguments, made once (a message is immutable: the same as made anew)
_AID = m("where-aid")
_BESIEGED = m("where-besieged")
_FROM_1 = m("where-from-1")
_FROM_2 = m("where-from-2")
_FROM_3 = m("where-from-3")
_FROM_4 = m("where-from-4")
_FROM_ACTIVE = m("where-from-active")
_FROM_NOT_DEST = m("where-from-not-dest")
_HIGHEST_RESOURCES = m("where-highest-resources")
_MOST_TROOPS_CELLS = m("where-most-troops-cells")
_ONLY_MAJOR = m("where-only-major")
_PAKISTAN_FIRST = m("where-pakistan-first")
_PLOT_ABU_SAYYAF = m("where-plot-abu-sayyaf")
_PLOT_GOV_EVENT = m("where-plot-gov-event")
_PLOT_GOV_OPS = m("where-plot-gov-ops")
_PLOT_MUSLIM = m("where-plot-muslim")
_PLOT_NON_MUSLIM = m("where-plot-non-muslim")
_PLOT_TROOPS = m("where-plot-troops")
_PLOT_US = m("where-plot-us")
_PLOT_US_POSTURE = m("where-plot-us-posture")
_RANDOM_EQUALS = m("where-random-equals")
_RECRUIT_1 = m("where-recruit-1")
_RECRUIT_2 = m("where-recruit-2")
_RECRUIT_3 = m("where-recruit-3")
_TO_1_AID = m("where-to-1-aid")
_TO_1_ANY = m("where-to-1-any")
_TO_1_RC = m("where-to-1-rc")
_TO_2 = m("where-to-2")
_TO_3 = m("where-to-3")
_TO_4_HARD = m("where-to-4-hard")
_TO_4_SOFT = m("where-to-4-soft")
_TO_5 = m("where-to-5")
_GOOD_BEFORE_FAIR = {alignment: m("where-good-before-fair", poor="yes" if alignment else "no") for alignment in (False, True)}
#: the first To box's reason: any Muslim country, or the kind that filled it
_TO_1_WHY = m("where-to-1", what=_TO_1_ANY)
_TO_1_BESIEGED = m("where-to-1", what=_BESIEGED)
_TO_1_RC_WHY = m("where-to-1", what=_TO_1_RC)
_TO_1_AID_WHY = m("where-to-1", what=_TO_1_AID)


def _then(reasons: list[Text]) -> Text:
    """Reasons as the log writes them: "Good before Fair; then Pakistan first"."""
    return and_list(reasons, "list-semi-then")  # type: ignore[return-value]


def _with_tie(why: Text, tie: Text) -> Text:
    """A chart box's reason and the tie-break that chose within it."""
    return why if tie == ONLY else m("why-tie", why=why, tie=tie)


def choose(
    g: Game, candidates: Iterable[str], keys: Keys, *, only: Text = ONLY, **random_kw: object
) -> tuple[str, Text]:
    """Narrow `candidates` key by key (highest value first) and say which keys decided.

    Returns the country and a reason such as "Good before Fair; then Pakistan first"; ties left
    after every key go to the random-country procedure (9.5), which logs its own die.
    """
    cands = list(dict.fromkeys(candidates))
    if len(cands) == 1:
        return cands[0], only
    reasons: list[Text] = []
    for label, f in keys:
        values = [f(c) for c in cands]  # (each key a pure test: once per candidate)
        best = max(values)  # type: ignore[type-var]
        narrowed = [c for c, v in zip(cands, values, strict=True) if v == best]
        if len(narrowed) < len(cands):
            reasons.append(label)
        cands = narrowed
        if len(cands) == 1:
            break
    if len(cands) > 1:
        picked = random_country(g, cands, **random_kw)  # type: ignore[arg-type]
        if g.fast:  # (the reason is for the log alone: none on a rollout's fast path)
            return picked, ONLY
        reasons.append(m("where-random-equal", n=len(cands)))
        return picked, _then(reasons)
    return cands[0], ONLY if g.fast else _then(reasons)


# ---------------------------------------------------------------------- 9.4.2.3 Major Jihad
def major_jihad_possible(g: Game, cid: str, ops: int) -> bool:
    """A Major Jihad that could end in Islamist Rule (8.4.2; solo-bot.md 3)."""
    c = g.state.countries[cid]
    if c.cells < 3:  # (below any threshold, Troops being never negative: most countries, cheaply)
        return False
    if not jihad_allowed(g, cid):
        return False
    if c.cells - g.troops(cid) < major_threshold(g):  # (`units`)
        return False
    above_poor = {GOOD: 2, FAIR: 1, POOR: 0}[c.governance or POOR]
    return ops >= above_poor + (1 if c.besieged else 2)


def major_jihad_target(g: Game, ops: int, counts: dict[str, int] | None = None) -> tuple[str, Text] | None:
    """9.4.2.3: Pakistan, then the highest Resources, then random. (`counts`: `cell_counts`, where
    the caller has just made them.)"""
    # (3 Cells before anything else is asked: `major_jihad_possible`'s first test)
    cands = [c for c, n in (cell_counts(g) if counts is None else counts).items() if n >= 3 and major_jihad_possible(g, c, ops)]
    if not cands:
        return None
    return choose(g, cands, [
        (_PAKISTAN_FIRST, lambda c: c == "pakistan"),
        (_HIGHEST_RESOURCES, lambda c: g.resources(c)),
    ], only=_ONLY_MAJOR)


# ---------------------------------------------------------------------- 9.4.2.4 Minor Jihad
def minor_jihad_candidates(g: Game, counts: dict[str, int] | None = None) -> list[str]:
    """(`counts`: `cell_counts`, where the caller has just made them.)"""
    # (the cheap tests first, a Muslim country's Governance read directly: `jihad_allowed` asks
    # `is_muslim` too; each is a pure test, so the order changes nothing)
    countries = g.state.countries
    return [
        c for c in (cell_counts(g) if counts is None else counts)
        if c in _MUSLIM and countries[c].governance in (GOOD, FAIR) and jihad_allowed(g, c)
    ]


def minor_keys(g: Game, alignment: bool = False) -> Keys:
    """Good, then Fair (then Poor when shifting Alignment); Pakistan, Aid, Besieged, Resources."""
    ranks = {GOOD: 3, FAIR: 2, POOR: 1 if alignment else 0}
    return [
        (_GOOD_BEFORE_FAIR[alignment], lambda c: ranks.get(g.governance(c) or POOR, 0)),
        (_PAKISTAN_FIRST, lambda c: c == "pakistan"),
        (_AID, lambda c: g.c(c).aid > 0),
        (_BESIEGED, lambda c: g.c(c).besieged),
        (_HIGHEST_RESOURCES, lambda c: g.resources(c)),
    ]


def minor_key(g: Game, alignment: bool = False) -> Callable[[str], tuple]:
    """The same priorities as one sort key."""
    keys = minor_keys(g, alignment)
    return lambda cid: tuple(f(cid) for _, f in keys)


# ---------------------------------------------------------------------- 9.4.2.5 Recruit
def recruit_target(g: Game, ops: int) -> tuple[str, Text] | None:
    """9.4.2.5: the first non-empty category, then Besieged Regime, Troops + Cells, Resources (only
    when the choice left is among Muslim countries), then random (9.5). The reason names the
    category and each tie-break that narrowed the choice."""
    eligible = recruit_targets(g)
    countries = g.state.countries
    r1 = [c for c in eligible if countries[c].regime_change and g.troops(c) - countries[c].cells >= 5]
    r2 = [c for c in eligible if g.is_ir(c) and countries[c].cells < 2 * ops]
    r3 = [c for c in eligible if not g.is_ir(c) and not countries[c].regime_change]
    for cands, why in (
        (r1, _RECRUIT_1),
        (r2, _RECRUIT_2),
        (r3, _RECRUIT_3),
    ):
        if not cands:
            continue
        reasons: list[Text] = [why]
        if cands is r3:
            numbers = {c: recruit_number(g, c) for c in cands}  # (a pure test: once per country)
            best = max(numbers.values())
            cands = [c for c in cands if numbers[c] == best]
            if not g.fast:
                reasons[0] = m("where-recruit-3-need", need=best)
        steps: list[tuple[Msg, Callable[[str], int]]] = [
            (_BESIEGED, lambda c: int(countries[c].besieged)),
            (_MOST_TROOPS_CELLS, lambda c: g.troops(c) + countries[c].cells),
        ]
        for label, f in steps:
            best = max(f(c) for c in cands)
            narrowed = [c for c in cands if f(c) == best]
            if len(narrowed) < len(cands):
                reasons.append(label)
            cands = narrowed
        if len(cands) > 1 and all(g.is_muslim(c) for c in cands):
            best = max(g.resources(c) for c in cands)
            narrowed = [c for c in cands if g.resources(c) == best]
            if len(narrowed) < len(cands):
                reasons.append(_HIGHEST_RESOURCES)
            cands = narrowed
        if len(cands) > 1:
            reasons.append(_RANDOM_EQUALS)
        picked = random_country(g, cands)
        return picked, ONLY if g.fast else _then(reasons)
    return None


# ---------------------------------------------------------------------- 9.4.2.2 Plot
def plot_allowed(g: Game, cid: str) -> bool:
    return not g.is_ir(cid) and bool(modify("plot_allowed", g, True, country=cid))


def plot_steps(g: Game) -> list[tuple[Msg, Callable[[str], bool]]]:
    """The Plot chart's steps in order, each a predicate on countries (9.4.2.2)."""
    s = g.state
    steps: list[tuple[Msg, Callable[[str], bool]]] = [(_PLOT_US, lambda c: c == "united_states")]
    if s.prestige >= 4:
        if g.in_play("Abu Sayyaf") and units(g, "philippines") >= g.troops("philippines"):
            steps.append((_PLOT_ABU_SAYYAF, lambda c: c == "philippines"))
        steps.append((_PLOT_TROOPS, lambda c: g.troops(c) > 0))
    if g.gwot_penalty() == 0:
        steps.append((
            _PLOT_US_POSTURE,
            lambda c: g.is_non_muslim(c) and c != "united_states" and g.posture(c) == s.us_posture,
        ))
    steps.append((_AID, lambda c: s.countries[c].aid > 0))
    if s.funding < 9:
        steps.append((_PLOT_NON_MUSLIM, lambda c: g.is_non_muslim(c) and c != "united_states"))
        steps.append((_PLOT_MUSLIM, lambda c: not g.is_non_muslim(c)))
    return steps


def plot_gov_keys(g: Game, event: bool) -> Keys:
    """Operations: Fair, then Good, then Poor; placement by Event: Good, then Fair, then Poor."""
    order = {GOOD: 3, FAIR: 2, POOR: 1} if event else {FAIR: 3, GOOD: 2, POOR: 1}
    label = _PLOT_GOV_EVENT if event else _PLOT_GOV_OPS
    return [(label, lambda c: order.get(g.governance(c) or POOR, 0))]


def plot_ops_locales(g: Game, ops: int) -> tuple[list[str], list[Msg]]:
    """Designate Plot rolls: every unused Cell of one country, then the next (9.4.2.2)."""
    used: dict[str, int] = {}  # (a plain dict read by `.get`: no Counter to make, no `__missing__` call)
    locales: list[str] = []
    reasons: list[Msg] = []
    left = ops
    keys = plot_gov_keys(g, event=False)
    # the countries with Cells where a Plot is allowed, in map order: counted and tested once
    # (designating changes no Cell and nothing `plot_allowed` reads; its test is pure)
    cells = {c: n for c, n in cell_counts(g).items() if plot_allowed(g, c)}
    for why, pred in plot_steps(g):
        while left:
            cands = [c for c, n in cells.items() if n > used.get(c, 0) and pred(c)]
            if not cands:
                break
            c, tie = choose(g, cands, keys)
            k = min(left, cells[c] - used.get(c, 0))
            used[c] = used.get(c, 0) + k
            left -= k
            locales += [c] * k
            if not g.fast:
                reasons.append(m("where-plot-rolls", rolls=k, country=country(c), why=_with_tie(why, tie)))
    return locales, reasons


def plot_event_pick(g: Game, options: list[str]) -> tuple[str, Text] | None:
    """Plot placement by Event among the countries the event allows; None: Radicalization."""
    keys = plot_gov_keys(g, event=True)
    for why, pred in plot_steps(g):
        cands = [c for c in options if pred(c)]
        if cands:
            c, tie = choose(g, cands, keys)
            return c, _with_tie(why, tie)
    return None


# ---------------------------------------------------------------------- 9.4.2.6 Travel
def dest_choice(g: Game, cands: list[str]) -> tuple[str, Text]:
    """Pakistan first, then (if all are Muslim) the highest Resources, then random (9.4.2.6)."""
    keys: Keys = [(_PAKISTAN_FIRST, lambda c: c == "pakistan")]
    if "pakistan" not in cands and all(g.is_muslim(c) for c in cands):
        keys.append((_HIGHEST_RESOURCES, lambda c: g.resources(c)))
    return choose(g, cands, keys, non_muslim=all(g.is_non_muslim(c) for c in cands))


def _dest_tiebreak(g: Game, cands: list[str]) -> str:
    return dest_choice(g, cands)[0]


def cells_adjacent(g: Game, cid: str) -> bool:
    countries = g.state.countries
    return any(countries[n].cells for n in g.neighbours(cid))


def destination_boxes(g: Game, within: Iterable[str] | None = None) -> list[tuple[Msg, list[str]]]:
    """Candidates of To boxes D1-D4 (9.4.2.6), optionally limited to `within`."""
    return list(_boxes(g, within))


def _boxes(g: Game, within: Iterable[str] | None = None, first: int = 1) -> Iterator[tuple[Msg, list[str]]]:
    """`destination_boxes` from box `first` (1, or 2: from D2), each box found when it is reached (a Travel of one
    Cell most often needs the first box alone; finding a box changes nothing)."""
    pool = list(within) if within is not None else list(COUNTRIES)
    countries = g.state.countries  # (the Muslim countries' state read directly: `is_muslim`, `governance`, `is_ir`)
    muslim = [(c, countries[c]) for c in pool if c in _MUSLIM]
    if first <= 1:  # D1: the first kind that has any (Besieged, Regime Change, Aid), in one pass
        besieged: list[str] = []
        rc: list[str] = []
        aid: list[str] = []
        for c, cs in muslim:
            if cs.governance == ISLAMIST_RULE:
                continue
            if cs.besieged:
                besieged.append(c)
            if cs.regime_change is not None:
                rc.append(c)
            if cs.aid > 0:
                aid.append(c)
        if besieged:
            yield _TO_1_BESIEGED, besieged
        elif rc:
            yield _TO_1_RC_WHY, rc
        elif aid:
            yield _TO_1_AID_WHY, aid
        else:
            yield _TO_1_WHY, []
    t = major_threshold(g)
    yield _TO_2, [c for c, cs in muslim if cs.governance == POOR and cs.cells + 2 - g.troops(c) >= t]
    yield _TO_3, [c for c, cs in muslim if cs.governance in (GOOD, FAIR) and cells_adjacent(g, c)]
    if g.state.us_posture == "hard":
        yield _TO_4_HARD, [c for c in pool if g.is_non_muslim(c) and c != "united_states" and g.is_unmarked(c)]
    else:
        yield _TO_4_SOFT, [c for c in pool if g.is_non_muslim(c) and c != "united_states" and g.posture(c) == "soft"]


def travel_destinations(g: Game, n: int, *, first_box: int = 1) -> list[tuple[str, Text]]:
    """One destination per Cell: at most one from each box D1-D4, then one random (D5) for the rest."""
    out: list[tuple[str, Text]] = []
    for why, cands in _boxes(g, first=first_box):
        if len(out) >= n:
            break
        if cands:
            d, tie = dest_choice(g, cands)
            out.append((d, _with_tie(why, tie)))
            if len(out) >= n:  # (the next box is not needed)
                break
    if len(out) < n:
        d5 = random_country(g, COUNTRIES)
        out += [(d5, _TO_5)] * (n - len(out))
    return out


def travel_origin(
    g: Game,
    dest: str,
    ops: int,
    committed: Mapping[str, int],
    other_dests: set[str],
    *,
    allowed: Callable[[str, str], bool] | None = None,
    exclude: Mapping[str, int] | None = None,
) -> tuple[str, Text] | None:
    """The From chart (9.4.2.6.1) for one destination; None when no Cell can go."""
    exclude = exclude or {}

    # (the counts read by `.get`: plain dicts)
    countries = g.state.countries

    def free(c: str) -> int:  # Sadr never Travels: cylinders only
        return countries[c].cylinders - committed.get(c, 0) - exclude.get(c, 0)

    def free_active(c: str) -> int:
        return max(0, countries[c].actives - committed.get(c, 0))

    def ok(c: str) -> bool:
        return free(c) > 0 and (allowed is None or c == dest or allowed(c, dest))

    boxes = [
        (_FROM_1, lambda c: c != dest and g.is_ir(c) and free(c) > ops),
        (_FROM_2, lambda c: c != dest and countries[c].regime_change is not None and free(c) > 5),
        (_FROM_3, lambda c: g.adjacent(c, dest)),
        (_FROM_4, lambda c: True),
    ]
    # (a pure test: once, not once per box; no Cylinder, no Cell free)
    able = [c for c in COUNTRIES if countries[c].cylinders and ok(c)]
    for why, pred in boxes:
        cands = [c for c in able if pred(c)]
        if not cands:
            continue
        c, tie = choose(g, cands, [
            (_FROM_ACTIVE, lambda c: free_active(c) > 0),
            (_FROM_NOT_DEST, lambda c: c not in other_dests),
        ])
        return c, _with_tie(why, tie)
    return None


def ir_or_rc(g: Game, cid: str) -> bool:
    return g.is_ir(cid) or g.c(cid).regime_change is not None


def muslim_good_fair(g: Game) -> list[str]:
    countries = g.state.countries  # (MUSLIM: the map's Muslim countries, in map order)
    return [c for c in MUSLIM if countries[c].governance in (GOOD, FAIR)]

