"""9.4.2 "Where?": the bot's priority charts.

Each chart returns countries (with the reason the chart gave, for the log); the bot's card play
(engine.solo.bot) conducts the Operations with the engine's own primitives. Ties left by a chart
are broken with the random-country procedure (9.5).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from engine.board import name
from engine.data import COUNTRIES
from engine.hooks import modify
from engine.ops.jihadist import _solo_level, recruit_number, recruit_targets
from engine.solo.random_country import random_country
from engine.state import FAIR, GOOD, POOR

if TYPE_CHECKING:
    from engine.game import Game

# ---------------------------------------------------------------------- counting
def units(g: Game, cid: str) -> int:
    """Cells that can support a Jihad or Plot roll, the Sadr marker included (board removes it last, 9.3.1)."""
    return g.c(cid).cells


def troops(g: Game, cid: str) -> int:
    """Troops, with markers that count as Troops (NATO)."""
    return g.troops(cid)


def major_threshold(g: Game) -> int:
    """8.4.2: Cells must exceed Troops by 5 (9.7 Potent: by 3)."""
    return 3 if _solo_level(g, "potent") else 5


def jihad_allowed(g: Game, cid: str) -> bool:
    return g.is_muslim(cid) and not g.is_ir(cid) and bool(modify("jihad_allowed", g, True, country=cid))


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


Keys = list[tuple[str, Callable[[str], object]]]


def choose(
    g: Game, candidates: Iterable[str], keys: Keys, *, only: str = "the only candidate", **random_kw: object
) -> tuple[str, str]:
    """Narrow `candidates` key by key (highest value first) and say which keys decided.

    Returns the country and a reason such as "Good before Fair; then Pakistan first"; ties left
    after every key go to the random-country procedure (9.5), which logs its own die.
    """
    cands = list(dict.fromkeys(candidates))
    if len(cands) == 1:
        return cands[0], only
    reasons: list[str] = []
    for label, f in keys:
        best = max(f(c) for c in cands)  # type: ignore[type-var]
        narrowed = [c for c in cands if f(c) == best]
        if len(narrowed) < len(cands):
            reasons.append(label if "{}" not in label else label.format(_describe(g, best)))
        cands = narrowed
        if len(cands) == 1:
            break
    if len(cands) > 1:
        reasons.append(f"random among {len(cands)} equal candidates (9.5)")
        return random_country(g, cands, **random_kw), "; then ".join(reasons)  # type: ignore[arg-type]
    return cands[0], "; then ".join(reasons)


def _describe(g: Game, value: object) -> str:
    return {3: "Good", 2: "Fair", 1: "Poor"}.get(value, str(value)) if isinstance(value, int) else str(value)


# ---------------------------------------------------------------------- 9.4.2.3 Major Jihad
def major_jihad_possible(g: Game, cid: str, ops: int) -> bool:
    """A Major Jihad that could end in Islamist Rule (8.4.2; solo-bot.md 3)."""
    if not jihad_allowed(g, cid):
        return False
    if units(g, cid) - troops(g, cid) < major_threshold(g):
        return False
    c = g.c(cid)
    above_poor = {GOOD: 2, FAIR: 1, POOR: 0}[c.governance or POOR]
    return ops >= above_poor + (1 if c.besieged else 2)


def major_jihad_target(g: Game, ops: int) -> tuple[str, str] | None:
    """9.4.2.3: Pakistan, then the highest Resources, then random."""
    cands = [c for c in COUNTRIES if major_jihad_possible(g, c, ops)]
    if not cands:
        return None
    return choose(g, cands, [
        ("Pakistan first", lambda c: c == "pakistan"),
        ("the highest Resources", lambda c: g.resources(c)),
    ], only="the only country where it can succeed")


# ---------------------------------------------------------------------- 9.4.2.4 Minor Jihad
def minor_jihad_candidates(g: Game) -> list[str]:
    return [c for c in COUNTRIES if jihad_allowed(g, c) and g.governance(c) in (GOOD, FAIR) and units(g, c)]


def minor_keys(g: Game, alignment: bool = False) -> Keys:
    """Good, then Fair (then Poor when shifting Alignment); Pakistan, Aid, Besieged, Resources."""
    ranks = {GOOD: 3, FAIR: 2, POOR: 1 if alignment else 0}
    return [
        ("Good before Fair" + (" then Poor" if alignment else ""), lambda c: ranks.get(g.governance(c) or POOR, 0)),
        ("Pakistan first", lambda c: c == "pakistan"),
        ("a country with Aid", lambda c: g.c(c).aid > 0),
        ("a Besieged Regime", lambda c: g.c(c).besieged),
        ("the highest Resources", lambda c: g.resources(c)),
    ]


def minor_key(g: Game, alignment: bool = False) -> Callable[[str], tuple]:
    """The same priorities as one sort key."""
    keys = minor_keys(g, alignment)
    return lambda cid: tuple(f(cid) for _, f in keys)


# ---------------------------------------------------------------------- 9.4.2.5 Recruit
def recruit_target(g: Game, ops: int) -> tuple[str, str] | None:
    """9.4.2.5: the first non-empty category, then Besieged Regime, Troops + Cells, Resources (only
    when the choice left is among Muslim countries), then random (9.5). The reason names the
    category and each tie-break that narrowed the choice."""
    eligible = recruit_targets(g)
    r1 = [c for c in eligible if g.c(c).regime_change and troops(g, c) - g.c(c).cells >= 5]
    r2 = [c for c in eligible if g.is_ir(c) and g.c(c).cells < 2 * ops]
    r3 = [c for c in eligible if not g.is_ir(c) and not g.c(c).regime_change]
    for cands, why in (
        (r1, "1st priority: Regime Change where Troops outnumber Cells by 5 or more"),
        (r2, "2nd priority: Islamist Rule with fewer Cells than twice the card's Ops"),
        (r3, "3rd priority: the highest roll needed for Recruit success"),
    ):
        if not cands:
            continue
        reasons = [why]
        if cands is r3:
            best = max(recruit_number(g, c) for c in cands)
            cands = [c for c in cands if recruit_number(g, c) == best]
            reasons[0] += f" ({best} or less)"
        steps: list[tuple[str, Callable[[str], int]]] = [
            ("a Besieged Regime", lambda c: int(g.c(c).besieged)),
            ("the most Troops plus Cells", lambda c: troops(g, c) + g.c(c).cells),
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
                reasons.append("the highest Resources")
            cands = narrowed
        if len(cands) > 1:
            reasons.append("random among equals (9.5)")
        return random_country(g, cands), "; then ".join(reasons)
    return None


# ---------------------------------------------------------------------- 9.4.2.2 Plot
def plot_allowed(g: Game, cid: str) -> bool:
    return not g.is_ir(cid) and bool(modify("plot_allowed", g, True, country=cid))


def plot_steps(g: Game) -> list[tuple[str, Callable[[str], bool]]]:
    """The Plot chart's steps in order, each a predicate on countries (9.4.2.2)."""
    s = g.state
    steps: list[tuple[str, Callable[[str], bool]]] = [("the United States first", lambda c: c == "united_states")]
    if s.prestige >= 4:
        if g.in_play("Abu Sayyaf") and units(g, "philippines") >= troops(g, "philippines"):
            steps.append(("Abu Sayyaf: the Philippines", lambda c: c == "philippines"))
        steps.append(("Prestige above Low: a country with Troops", lambda c: troops(g, c) > 0))
    if g.gwot_penalty() == 0:
        steps.append((
            "no GWOT penalty: a country with the US Posture",
            lambda c: g.is_non_muslim(c) and c != "united_states" and g.posture(c) == s.us_posture,
        ))
    steps.append(("a country with Aid", lambda c: g.c(c).aid > 0))
    if s.funding < 9:
        steps.append(("Funding below 9: a non-Muslim country", lambda c: g.is_non_muslim(c) and c != "united_states"))
        steps.append(("Funding below 9: a Muslim country or Iran", lambda c: not g.is_non_muslim(c)))
    return steps


def plot_gov_keys(g: Game, event: bool) -> Keys:
    """Operations: Fair, then Good, then Poor; placement by Event: Good, then Fair, then Poor."""
    order = {GOOD: 3, FAIR: 2, POOR: 1} if event else {FAIR: 3, GOOD: 2, POOR: 1}
    label = "Good before Fair then Poor (Plot by Event)" if event else "Fair before Good then Poor (Plot Operations)"
    return [(label, lambda c: order.get(g.governance(c) or POOR, 0))]


def plot_ops_locales(g: Game, ops: int) -> tuple[list[str], list[str]]:
    """Designate Plot rolls: every unused Cell of one country, then the next (9.4.2.2)."""
    used: Counter[str] = Counter()
    locales: list[str] = []
    reasons: list[str] = []
    left = ops
    keys = plot_gov_keys(g, event=False)
    for why, pred in plot_steps(g):
        while left:
            cands = [c for c in COUNTRIES if pred(c) and plot_allowed(g, c) and units(g, c) > used[c]]
            if not cands:
                break
            c, tie = choose(g, cands, keys)
            k = min(left, units(g, c) - used[c])
            used[c] += k
            left -= k
            locales += [c] * k
            reasons.append(f"{k} in {name(c)} ({why}" + ("" if tie == "the only candidate" else f"; {tie}") + ")")
    return locales, reasons


def plot_event_pick(g: Game, options: list[str]) -> tuple[str, str] | None:
    """Plot placement by Event among the countries the event allows; None: Radicalization."""
    keys = plot_gov_keys(g, event=True)
    for why, pred in plot_steps(g):
        cands = [c for c in options if pred(c)]
        if cands:
            c, tie = choose(g, cands, keys)
            return c, why + ("" if tie == "the only candidate" else f"; {tie}")
    return None


# ---------------------------------------------------------------------- 9.4.2.6 Travel
def dest_choice(g: Game, cands: list[str]) -> tuple[str, str]:
    """Pakistan first, then (if all are Muslim) the highest Resources, then random (9.4.2.6)."""
    keys: Keys = [("Pakistan first", lambda c: c == "pakistan")]
    if "pakistan" not in cands and all(g.is_muslim(c) for c in cands):
        keys.append(("the highest Resources", lambda c: g.resources(c)))
    return choose(g, cands, keys, non_muslim=all(g.is_non_muslim(c) for c in cands))


def _dest_tiebreak(g: Game, cands: list[str]) -> str:
    return dest_choice(g, cands)[0]


def cells_adjacent(g: Game, cid: str) -> bool:
    return any(g.c(n).cells for n in g.neighbours(cid))


def destination_boxes(g: Game, within: Iterable[str] | None = None) -> list[tuple[str, list[str]]]:
    """Candidates of To boxes D1-D4 (9.4.2.6), optionally limited to `within`."""
    pool = list(within) if within is not None else list(COUNTRIES)
    d1: list[str] = []
    why1 = "1st To box: a Besieged Regime, Regime Change or Aid country"
    for label, test in (
        ("a Besieged Regime", lambda c: g.c(c).besieged),
        ("Regime Change (no Besieged Regime)", lambda c: g.c(c).regime_change is not None),
        ("Aid (no Besieged Regime or Regime Change)", lambda c: g.c(c).aid > 0),
    ):
        d1 = [c for c in pool if g.is_muslim(c) and not g.is_ir(c) and test(c)]
        if d1:
            why1 = f"1st To box: {label}"
            break
    t = major_threshold(g)
    d2 = [c for c in pool if g.governance(c) == POOR and g.is_muslim(c) and units(g, c) + 2 - troops(g, c) >= t]
    d3 = [c for c in pool if g.is_muslim(c) and g.governance(c) in (GOOD, FAIR) and cells_adjacent(g, c)]
    if g.state.us_posture == "hard":
        d4 = [c for c in pool if g.is_non_muslim(c) and c != "united_states" and g.is_unmarked(c)]
        why4 = "4th To box: US Hard, an unmarked non-Muslim country"
    else:
        d4 = [c for c in pool if g.is_non_muslim(c) and c != "united_states" and g.posture(c) == "soft"]
        why4 = "4th To box: US Soft, a Soft non-Muslim country"
    return [
        (why1, d1),
        ("2nd To box: Poor, Major Jihad possible with two more Cells", d2),
        ("3rd To box: Good or Fair Muslim country with a Cell Adjacent", d3),
        (why4, d4),
    ]


def travel_destinations(g: Game, n: int, *, first_box: int = 1) -> list[tuple[str, str]]:
    """One destination per Cell: at most one from each box D1-D4, then one random (D5) for the rest."""
    out: list[tuple[str, str]] = []
    for why, cands in destination_boxes(g)[first_box - 1:]:
        if len(out) >= n:
            break
        if cands:
            d, tie = dest_choice(g, cands)
            out.append((d, why + ("" if tie == "the only candidate" else f"; {tie}")))
    if len(out) < n:
        d5 = random_country(g, COUNTRIES)
        out += [(d5, "Ops remain: one random destination for the remaining Cells")] * (n - len(out))
    return out


def travel_origin(
    g: Game,
    dest: str,
    ops: int,
    committed: Counter[str],
    other_dests: set[str],
    *,
    allowed: Callable[[str, str], bool] | None = None,
    exclude: Counter[str] | None = None,
) -> tuple[str, str] | None:
    """The From chart (9.4.2.6.1) for one destination; None when no Cell can go."""
    exclude = exclude or Counter()

    def free(c: str) -> int:  # Sadr never Travels: cylinders only
        return g.c(c).cylinders - committed[c] - exclude[c]

    def free_active(c: str) -> int:
        return max(0, g.c(c).actives - committed[c])

    def ok(c: str) -> bool:
        return free(c) > 0 and (allowed is None or c == dest or allowed(c, dest))

    boxes = [
        ("1st From box: Islamist Rule with more Cells than the card's Ops", lambda c: c != dest and g.is_ir(c) and free(c) > ops),
        ("2nd From box: Regime Change with more than 5 Cells", lambda c: c != dest and g.c(c).regime_change is not None and free(c) > 5),
        ("3rd From box: Adjacent to the destination", lambda c: g.adjacent(c, dest)),
        ("4th From box: a random country with a Cell", lambda c: True),
    ]
    for why, pred in boxes:
        cands = [c for c in COUNTRIES if ok(c) and pred(c)]
        if not cands:
            continue
        c, tie = choose(g, cands, [
            ("one with an uncommitted Active Cell", lambda c: free_active(c) > 0),
            ("not another destination of this card", lambda c: c not in other_dests),
        ])
        return c, why + ("" if tie == "the only candidate" else f"; {tie}")
    return None


def ir_or_rc(g: Game, cid: str) -> bool:
    return g.is_ir(cid) or g.c(cid).regime_change is not None


def muslim_good_fair(g: Game) -> list[str]:
    return [c for c in COUNTRIES if g.is_muslim(c) and g.governance(c) in (GOOD, FAIR)]

