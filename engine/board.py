"""Board queries and primitive changes: the vocabulary every rule and event is written in.

`Board` is mixed into `Game`. Queries never change the state; primitives change it, log what
they did and check instant victory (2.1) after every change.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

from engine import rng as dice
from engine.data import CARDS, COUNTRIES, MUSLIM, CountryDef
from engine.decider import solo
from engine.hooks import idle, live, modified, modifiers, modify, scope_of
from engine.msg import Ref, Text, cardname, country, governance, m
from engine.msg import posture as posture_ref
from engine.rng import Purpose
from engine.state import (
    FAIR,
    GOOD,
    GOVERNANCE_NAMES,
    ISLAMIST_RULE,
    POOR,
    SADR,
    WMD,
    CountryState,
    GameState,
    LogEntry,
    PlotValue,
    Role,
    new_plot,
)

_new_entry = object.__new__
_MUSLIM = frozenset(MUSLIM)
_NON_MUSLIM = frozenset(cid for cid, d in COUNTRIES.items() if d.non_muslim)
#: each Muslim country, its printed Resources and whether it has oil (4.2.5-4.2.6), in map order
_MUSLIM_RESOURCES = tuple((cid, COUNTRIES[cid].resources, COUNTRIES[cid].oil) for cid in MUSLIM)
_FIXED_POSTURE = {cid: d.fixed_posture for cid, d in COUNTRIES.items()}
_WORLD = tuple(cid for cid in COUNTRIES if cid in _NON_MUSLIM and cid != "united_states")  # 4.7.2 World Posture
#: `_WORLD`'s countries whose Posture is marked, and the fixed Postures of the others (Israel: 4.3.3)
_WORLD_MARKED = tuple(cid for cid in _WORLD if not _FIXED_POSTURE[cid])
_WORLD_FIXED = [_FIXED_POSTURE[cid] for cid in _WORLD if _FIXED_POSTURE[cid]]
_FIXED_GOVERNANCE = {cid: (GOOD if d.governance == "good" else FAIR) for cid, d in COUNTRIES.items() if not d.muslim}
NON_MUSLIM = _NON_MUSLIM  # the non-Muslim countries (not Iran)
FIXED_GOVERNANCE = _FIXED_GOVERNANCE  # each country's printed Governance where it never changes (non-Muslim and Iran)


def _static_adjacency() -> dict[str, frozenset[str]]:
    """4.1.1 connection lines and 4.5 Schengen: members adjoin each other and every link country."""
    out = {}
    for a, da in COUNTRIES.items():
        adj = set(da.adjacent)
        for b, db in COUNTRIES.items():
            if a != b and ((da.schengen and (db.schengen or db.schengen_link)) or (da.schengen_link and db.schengen)):
                adj.add(b)
        out[a] = frozenset(adj)
    return out


_ADJACENT = _static_adjacency()
#: the `troops` point's modifiers (NATO's), the live list (`Board.troops`)
_TROOPS_MODIFIERS = live("troops")
ADJACENT = _ADJACENT  # each country's static Adjacent countries (4.1.1, 4.5): `adjacent` while no event changes it
#: each country's static neighbours, in map order (what `neighbours` gives while no event changes adjacency)
_NEIGHBOURS = {a: tuple(b for b in COUNTRIES if b != a and b in _ADJACENT[a]) for a in COUNTRIES}
NEIGHBOURS = _NEIGHBOURS  # (`neighbours` while no event changes adjacency: `idle("adjacent")`)

HARD_ON = 5  # 4.9.3 Posture table: a modified 5+ is Hard
#: why a Prestige roll moved Prestige, made once (a message is immutable: the same as made anew)
_WHY_PRESTIGE_ROLL = m("why-prestige-roll")
TOTAL_CELLS = 15
TOTAL_TROOPS = 15


class GameOver(Exception):
    """Raised the instant a side wins; the driver records it and stops the game."""

    def __init__(self, winner: Role, reason: Text):
        super().__init__(reason)
        self.winner = winner
        self.reason = reason


_NAMES = {cid: d.name for cid, d in COUNTRIES.items()}


def name(cid: str) -> str:
    return _NAMES[cid]


def card_name(n: int) -> str:
    return f"#{n} {CARDS[n].name}"


_CARD_BY_NAME = {c.name: n for n, c in CARDS.items()}


def _why(why: Text) -> Text:
    """" (why)" after a change, or nothing."""
    return m("why-paren", why=why) if why else ""


def event_ref(event: str) -> Ref | str:
    """An event's name as the state keeps it (a Lapsing event, a marker): the card's name to word
    (`msg.cardname`), or the name itself where no card is called so."""
    n = _CARD_BY_NAME.get(event)
    return cardname(n) if n is not None else event


def tested_governance(r: int) -> int:
    """4.9.4 Country Tests table for a Muslim country: 1-4 Poor, 5-6 Fair (the odds use it too)."""
    return POOR if r <= 4 else FAIR


def other(role: Role) -> Role:
    return "jihadist" if role == "us" else "us"


_SIDE_ROLES: dict[str, Role] = {"US": "us", "Jihadist": "jihadist"}


def side_role(side: str) -> Role | None:
    return _SIDE_ROLES.get(side)


def available_cells(on_track: int, funding: int) -> int:
    """4.7.4.2: of the Cells on the Funding track, those in boxes at or left of the marker."""
    if funding <= 3:
        return max(0, on_track - 10)
    if funding <= 6:
        return max(0, on_track - 5)
    return on_track


class Board:
    state: GameState
    victory_checks: bool  # off while setting up
    #: a rollout is under way (Game.rollout): no log entry is written and prompts' labels may be
    #: left empty (rules skip what only a label needs); nothing else differs
    fast = False
    #: a rollout without odds (Game.rollout's default): Options carry none (engine.ops.odds.bot_prompt)
    no_odds = False

    # ------------------------------------------------------------------ logging
    def log(self, text: Text, kind: str = "info", to: Role | None = None) -> None:
        if self.fast:
            return
        s = self.state
        log = s.log
        e = _new_entry(LogEntry)  # (`log_entry`, inlined: the slots set here, without `__init__`'s call)
        e.seq, e.turn, e.msg, e.kind, e.to = len(log), s.turn, text, kind, to
        log.append(e)

    def irreversible(self) -> None:
        """A die was rolled or a secret revealed: undo may not go back past this (DESIGN)."""
        self.state.undo_barrier = self.state.decisions

    # ------------------------------------------------------------------ dice
    def roll(self, *, purpose: Purpose) -> int:
        """One die, for `purpose` (engine.rng.PURPOSES: scripted dice are matched to it)."""
        s = self.state
        r = dice.roll_die(s.rng, purpose)
        s.undo_barrier = s.decisions  # (`irreversible`, inlined: every die)
        return r

    def rolls(self, n: int, *, purpose: Purpose) -> list[int]:
        return [self.roll(purpose=purpose) for _ in range(n)]

    def random_index(self, n: int) -> int:
        s = self.state
        s.undo_barrier = s.decisions  # (`irreversible`, inlined)
        return dice.pick_index(s.rng, n)

    # ------------------------------------------------------------------ countries
    def c(self, cid: str) -> CountryState:
        return self.state.countries[cid]

    @staticmethod
    def d(cid: str) -> CountryDef:
        return COUNTRIES[cid]

    def governance(self, cid: str) -> int | None:
        if cid in _MUSLIM:
            return self.state.countries[cid].governance
        return _FIXED_GOVERNANCE[cid]

    def gov_name(self, cid: str) -> str:
        g = self.governance(cid)
        return "unmarked" if g is None else GOVERNANCE_NAMES[g]

    def is_muslim(self, cid: str) -> bool:
        return cid in _MUSLIM

    def is_non_muslim(self, cid: str) -> bool:
        return cid in _NON_MUSLIM

    def is_ir(self, cid: str) -> bool:
        if cid in _MUSLIM:  # (`governance`, inlined: this is asked in every loop over the map)
            return self.state.countries[cid].governance == ISLAMIST_RULE
        return _FIXED_GOVERNANCE[cid] == ISLAMIST_RULE

    def is_good(self, cid: str) -> bool:
        return self.governance(cid) == GOOD

    def is_ally(self, cid: str) -> bool:
        return self.c(cid).alignment == "ally"

    def is_adversary(self, cid: str) -> bool:
        return self.c(cid).alignment == "adversary"

    def posture(self, cid: str) -> str | None:
        if cid == "united_states":
            return self.state.us_posture
        fixed = _FIXED_POSTURE[cid]
        if fixed:
            return fixed
        return self.state.countries[cid].posture

    def is_unmarked(self, cid: str) -> bool:
        if cid in _MUSLIM:
            return self.state.countries[cid].governance is None
        if cid in _NON_MUSLIM and cid != "united_states":
            return self.posture(cid) is None
        return False

    def resources(self, cid: str) -> int:
        """4.2.5-4.2.6: printed Resources, +1 per Oil Price Spike in play for oil countries."""
        if cid not in _MUSLIM:  # (`CountryDef.muslim`, read from the set: asked in every scan)
            return 0
        d = COUNTRIES[cid]
        if d.oil:
            lapsing = self.state.lapsing
            return d.resources + lapsing.count("Oil Price Spike") if lapsing else d.resources
        return d.resources

    def adjacent(self, a: str, b: str) -> bool:
        """4.1.1 and 4.5 (Schengen); events may change it (hook `adjacent`)."""
        if a == b:
            return False
        if idle("adjacent", self):  # type: ignore[arg-type]
            return b in _ADJACENT[a]
        return modify("adjacent", self, b in _ADJACENT[a], a=a, b=b)  # type: ignore[arg-type]

    def neighbours(self, cid: str) -> list[str]:
        if idle("adjacent", self):  # type: ignore[arg-type]
            return list(_NEIGHBOURS[cid])
        static = _ADJACENT[cid]  # (`adjacent`, inlined: it would ask `idle` again for each country)
        fns = modifiers("adjacent")  # (and `modify`'s loop, inlined: 37 pairs a call)
        scope = scope_of("adjacent")
        if scope is not None and cid not in scope:  # only the pairs with a country in scope may differ
            keep = {o for o in static if o not in scope}
            for o in scope:
                v = o in static
                for fn in fns:
                    v = fn(self, v, a=cid, b=o)
                if v:
                    keep.add(o)
            return [o for o in COUNTRIES if o in keep]
        out = []
        for o in COUNTRIES:
            if o != cid:
                v = o in static
                for fn in fns:
                    v = fn(self, v, a=cid, b=o)
                if v:
                    out.append(o)
        return out

    def distance(self, a: str, b: str) -> int:
        if a == b:
            return 0
        seen = {a}
        q: deque[tuple[str, int]] = deque([(a, 0)])
        while q:
            cur, dist = q.popleft()
            for n in self.neighbours(cur):
                if n == b:
                    return dist + 1
                if n not in seen:
                    seen.add(n)
                    q.append((n, dist + 1))
        return 99

    def troops(self, cid: str) -> int:
        """Troops counted in a country: its cubes, plus markers such as NATO (hook `troops`). (The
        modifiers are asked of this country alone, without their `idle` test: NATO's scans the
        whole map's markers, its modifier this country's; a scan of the map asks `troops_counter`.)"""
        value = self.state.countries[cid].troops
        for fn in _TROOPS_MODIFIERS:  # (`modify`, inlined: asked for every country of many scans)
            value = fn(self, value, country=cid)
        return value

    def troops_counter(self) -> Callable[[str], int]:
        """`troops` for a scan of the map: the hook's `idle` asked once, not per country (the
        state must not change while the scan runs)."""
        if idle("troops", self):  # type: ignore[arg-type]
            countries = self.state.countries
            return lambda cid: countries[cid].troops
        return self.troops

    def plot_words(self, cid: str, i: int, *, capital: bool = False) -> str:
        """Plot marker i of a country named without its value (issue 16): by the order of placing."""
        the = "The" if capital else "the"
        if len(self.c(cid).plots) == 1:
            return f"{the} Plot in {name(cid)}"
        nth = ("first", "second", "third", "fourth", "fifth", "sixth")[i] if i < 6 else f"{i + 1}th"
        return f"{the} {nth} Plot placed in {name(cid)}"

    def countries_with_cells(self) -> list[str]:
        # (`c.cells`, inlined)
        return [cid for cid, c in self.state.countries.items() if c.sleepers or c.actives or (c.markers and SADR in c.markers)]

    def mark(self, marker: str, cid: str | None = None) -> None:
        """6.2.7 place a Lingering marker (one of each) in a country or in the Event Box."""
        where = self.c(cid).markers if cid else self.state.event_box
        if marker not in where:
            where.append(marker)
            if cid:
                if not self.fast:
                    self.log(m("marker-placed", marker=event_ref(marker), country=country(cid)))
            else:
                if not self.fast:
                    self.log(m("marker-placed-box", marker=event_ref(marker)))

    def unmark(self, marker: str, why: Text) -> None:
        """6.2.8: a Blocking Event ends a Lingering Event in play: remove its marker wherever it is."""
        found = False
        while marker in self.state.event_box:
            self.state.event_box.remove(marker)
            found = True
        for c in self.state.countries.values():
            while marker in c.markers:
                c.markers.remove(marker)
                found = True
        if found:
            if not self.fast:
                self.log(m("marker-removed", marker=event_ref(marker), why=why))

    def in_play(self, marker: str, cid: str | None = None) -> bool:
        """A Lingering marker (in the Event Box or a country) or a Lapsing event is in effect."""
        s = self.state
        if cid is not None:
            return marker in self.c(cid).markers
        if marker in s.event_box or marker in s.lapsing:
            return True
        for c in s.countries.values():  # a plain loop: this runs on every blocking check
            if c.markers and marker in c.markers:
                return True
        return False

    # ------------------------------------------------------------------ Action Phase records
    def record(self, what: str, cid: str) -> None:
        """Remember that `what` happened in `cid` this Action Phase ("disrupt": US Disrupts;
        "to_fair": a Muslim country tested to Fair or improved to Fair/Good). Cards 61 and 94
        look at this and the last Action Phase (5.2.2 NOTE: the other side's phase just before,
        even in the previous turn); each two-card phase is one Action Phase."""
        s = self.state
        if s.phase not in ("jihadist", "us"):
            return
        i = s.action_phase
        past = [e for e in s.phase_records.get(what, []) if e[0] >= i - 1]
        s.phase_records[what] = past + [(i, cid)]

    def recorded(self, what: str) -> list[str]:
        """Countries where `what` happened in this or the last Action Phase (see `record`)."""
        i = self.state.action_phase
        return list(dict.fromkeys(cid for k, cid in self.state.phase_records.get(what, []) if k >= i - 1))

    # ------------------------------------------------------------------ tracks
    def troops_on_track(self) -> int:
        return TOTAL_TROOPS - sum([c.troops for c in self.state.countries.values()])

    def cells_on_track(self) -> int:
        return TOTAL_CELLS - sum([c.sleepers + c.actives for c in self.state.countries.values()])  # (Cylinders)

    def cells_available(self) -> int:
        """4.7.4.2: Cells in boxes at or left of the Funding marker."""
        return available_cells(self.cells_on_track(), self.state.funding)

    def troop_level(self) -> str:
        t = self.troops_on_track()
        return "low_intensity" if t >= 10 else "war" if t >= 5 else "overstretch"

    def funding_level(self) -> str:
        f = self.state.funding
        return "tight" if f <= 3 else "moderate" if f <= 6 else "ample"

    def prestige_level(self) -> str:
        p = self.state.prestige
        return "low" if p <= 3 else "medium" if p <= 6 else "high" if p <= 9 else "very_high"

    def world_posture(self) -> tuple[str | None, int]:
        """4.7.2: non-US Hard minus Soft (Israel always Hard); (side, value 0-3)."""
        countries = self.state.countries
        postures = [countries[cid].posture for cid in _WORLD_MARKED]  # (`posture`, inlined: not the United States)
        postures += _WORLD_FIXED
        delta = postures.count("hard") - postures.count("soft")
        side = "hard" if delta > 0 else "soft" if delta < 0 else None
        return side, min(3, abs(delta))

    def gwot_penalty(self) -> int:
        """4.7.2.1"""
        side, value = self.world_posture()
        return value if side is not None and side != self.state.us_posture else 0

    def hand_size(self, role: Role) -> int:
        """5.2.8: US by the Troops track, Jihadist by Funding."""
        if role == "us":
            n = {"low_intensity": 9, "war": 8, "overstretch": 7}[self.troop_level()]
            return modify("us_hand_size", self, n)
        n = {"tight": 7, "moderate": 8, "ample": 9}[self.funding_level()]
        return modify("jihadist_hand_size", self, n)

    # ------------------------------------------------------------------ victory tallies (4.7.6)
    def good_resources(self) -> int:
        countries = self.state.countries
        return sum(self.resources(m) for m in MUSLIM if countries[m].governance == GOOD)

    def ir_resources(self) -> int:
        countries = self.state.countries
        return sum(self.resources(m) for m in MUSLIM if countries[m].governance == ISLAMIST_RULE)

    def any_ir(self) -> bool:
        """A Muslim country is under Islamist Rule (some Events' conditions and effects)."""
        countries = self.state.countries  # (`is_ir`, inlined, in a plain loop: asked at every card ranking)
        for cid in MUSLIM:
            if countries[cid].governance == ISLAMIST_RULE:
                return True
        return False

    def fair_good_countries(self) -> int:
        return sum(1 for m in MUSLIM if self.c(m).governance in (GOOD, FAIR))

    def poor_ir_countries(self) -> int:
        return sum(1 for m in MUSLIM if self.c(m).governance in (POOR, ISLAMIST_RULE))

    def check_victory(self) -> None:
        """2.1 (9.1 in solitaire): raise GameOver the instant a side has won."""
        if not self.victory_checks or self.state.winner:
            return
        s = self.state
        solo = s.players == "solo"
        good = fair_good = poor_ir = ir_res = 0
        ir: list[str] = []
        countries = s.countries
        spikes = s.lapsing.count("Oil Price Spike") if s.lapsing else 0  # (`resources`, inlined)
        for cid, res, oil in _MUSLIM_RESOURCES:  # one pass for every tally (this runs after every change)
            gov = countries[cid].governance
            if gov is None:  # (unmarked: one test)
                continue
            if gov <= FAIR:  # (Good 1, Fair 2)
                fair_good += 1
                if gov == GOOD:
                    good += res + spikes if oil else res
            else:  # (Poor 3, Islamist Rule 4)
                poor_ir += 1
                if gov == ISLAMIST_RULE:
                    ir_res += res + spikes if oil else res
                    ir.append(cid)
        if good >= 12:
            raise GameOver("us", m("victory-good-resources"))
        if fair_good >= 15:
            raise GameOver("us", m("victory-fair-good"))
        if not solo:
            for c in countries.values():  # (`cells`, in a plain loop)
                if c.sleepers or c.actives or (c.markers and SADR in c.markers):
                    break
            else:
                raise GameOver("us", m("victory-no-cells"))
        if ir_res >= 6:
            if solo:
                raise GameOver("jihadist", m("victory-ir-resources-solo"))
            if any(self.adjacent(a, b) for a in ir for b in ir):
                raise GameOver("jihadist", m("victory-ir-resources"))
        if s.prestige == 1 and poor_ir >= 15:
            raise GameOver("jihadist", m("victory-prestige-poor"))

    # ------------------------------------------------------------------ tracks: changes
    def set_prestige(self, value: int, why: Text = "") -> None:
        new = max(1, min(12, value))
        old = self.state.prestige
        if new != old:
            self.state.prestige = new
            if not self.fast:
                self.log(m("prestige-change", old=old, new=new, why=_why(why)))
        elif why and value != old:  # say why a change did nothing (issue 16)
            if not self.fast:
                self.log(m("prestige-stays", old=old, why=why))
        self.check_victory()

    def change_prestige(self, delta: int, why: Text = "") -> None:
        self.set_prestige(self.state.prestige + delta, why)

    def set_funding(self, value: int, why: Text = "") -> None:
        new = max(1, min(9, value))
        old = self.state.funding
        if new != old:
            self.state.funding = new
            if not self.fast:
                self.log(m("funding-change", old=old, new=new, why=_why(why)))
        elif why and value != old:
            if not self.fast:
                self.log(m("funding-stays", old=old, why=why))

    def change_funding(self, delta: int, why: Text = "") -> None:
        self.set_funding(self.state.funding + delta, why)

    def roll_prestige(self) -> None:
        """4.7.1: direction roll (-1 if GWOT penalty, us_aid), then move by the lower of two dice."""
        penalty = self.gwot_penalty()
        drm, why = modified("prestige_drm", self, -1 if penalty else 0)
        r = self.roll(purpose="prestige")
        up = r + drm >= 5
        a, b = self.roll(purpose="prestige"), self.roll(purpose="prestige")
        amount = min(a, b)
        if not self.fast:  # (the reasons are the log's alone)
            why = ([m("why-gwot-penalty")] if penalty else []) + why
            mod = m("prestige-roll-mod", drm=f"{drm:+d}", why=why, total=r + drm) if drm else m("no-modifier")
            self.log(m("prestige-roll", roll=r, mod=mod, up="yes" if up else "no", a=a, b=b, amount=amount), kind="roll")
        self.change_prestige(amount if up else -amount, _WHY_PRESTIGE_ROLL)

    # ------------------------------------------------------------------ Posture and tests
    def posture_drm(self, cid: str) -> int:
        """4.9.3: +1 when rolling the United States; events may add more (hook `posture_drm`)."""
        return modify("posture_drm", self, 1 if cid == "united_states" else 0, country=cid)

    def roll_posture(self, cid: str, why: Text = "") -> str:
        """4.9.3 Posture table: 1-4 Soft, 5-6 Hard (+1 when rolling the United States)."""
        fixed = COUNTRIES[cid].fixed_posture
        if fixed:  # 4.3.3 Israel is always Hard: a roll could change nothing (and would log a false "Soft")
            if not self.fast:
                self.log(m("posture-fixed", country=country(cid), posture=posture_ref(fixed)))
            return fixed
        drm = self.posture_drm(cid)
        r = self.roll(purpose="posture")
        result = "hard" if r + drm >= HARD_ON else "soft"
        if not self.fast:
            self.log(m("posture-roll", country=country(cid), roll=r, drm=f"{drm:+d}" if drm else "", result=posture_ref(result)), kind="roll")
        self.set_posture(cid, result)
        return result

    def set_posture(self, cid: str, posture: str) -> None:
        if cid == "united_states":
            if self.state.us_posture != posture:
                self.state.us_posture = posture  # type: ignore[assignment]
                if not self.fast:
                    self.log(m("us-posture-now", posture=posture_ref(posture)))
            return
        if COUNTRIES[cid].fixed_posture:
            return  # 4.3.3 Israel stays Hard
        self.state.countries[cid].posture = posture  # type: ignore[assignment]

    def test(self, cid: str) -> None:
        """4.9.4 Initial test of an unmarked country (no effect if it is marked)."""
        if not self.is_unmarked(cid):
            return
        if self.is_muslim(cid):
            r = self.roll(purpose="test")
            gov = tested_governance(r)
            c = self.c(cid)
            c.governance = gov
            c.alignment = "neutral"
            if not self.fast:
                self.log(m("test-muslim", country=country(cid), roll=r, gov=governance(gov)), kind="roll")
            if gov == FAIR:
                self.record("to_fair", cid)
            self.check_victory()
        else:
            r = self.roll(purpose="test")
            p = "hard" if r >= 5 else "soft"
            self.c(cid).posture = p  # type: ignore[assignment]
            if not self.fast:
                self.log(m("test-posture", country=country(cid), roll=r, posture=posture_ref(p)), kind="roll")

    # ------------------------------------------------------------------ Governance and Alignment
    def set_governance(self, cid: str, gov: int, why: Text = "") -> None:
        """Change a Muslim country's Governance with the markers it sweeps away."""
        c = self.c(cid)
        old = c.governance
        if old == gov:
            return
        c.governance = gov
        if not self.fast:
            self.log(m("governance-change", country=country(cid), old=governance(old), new=governance(gov), why=_why(why)))
        if c.alignment is None:
            c.alignment = "neutral"
        if gov in (GOOD, FAIR) and (old is None or gov < old):
            self.record("to_fair", cid)
        if gov in (GOOD, ISLAMIST_RULE):
            # 7.2.1.1 note, 7.2.2.3, 7.3.4.1, 8.4.3.2
            c.regime_change = None
            c.besieged = False
            c.aid = 0
        if gov == ISLAMIST_RULE:
            self._islamist_revolution(cid)
        self.check_victory()

    def _islamist_revolution(self, cid: str) -> None:
        """8.4.4 and 8.4.5."""
        c = self.c(cid)
        c.alignment = "adversary"
        self.change_funding(self.resources(cid), m("why-islamist-revolution-in", country=country(cid)))
        if self.troops(cid):
            self.set_prestige(1, m("why-troops-under-ir", country=country(cid)))
        if cid == "pakistan" and not self.state.flags.get("pakistan_arsenal_released"):
            self.state.flags["pakistan_arsenal_released"] = True
            n = self.state.pakistan_arsenal
            self.state.pakistan_arsenal = 0
            for _ in range(n):
                self.add_available_plot(WMD)
            if not self.fast:
                self.log(m("pakistan-arsenal"))

    def worsen_governance(self, cid: str, levels: int = 1, floor: int = POOR, why: Text = "") -> None:
        g = self.c(cid).governance
        if g is None or g >= floor:
            if g is not None and why:
                if not self.fast:
                    self.log(m("governance-no-worse", country=country(cid), gov=governance(g), why=why))
            return
        self.set_governance(cid, min(floor, g + levels), why)

    def improve_governance(self, cid: str, levels: int = 1, why: Text = "") -> None:
        g = self.c(cid).governance
        if g is None or g == ISLAMIST_RULE or g == GOOD:
            if g is not None and why:
                if not self.fast:
                    self.log(m("governance-no-better", country=country(cid), gov=governance(g), why=why))
            return
        self.set_governance(cid, max(GOOD, g - levels), why)

    def set_alignment(self, cid: str, alignment: str, why: Text = "") -> None:
        c = self.c(cid)
        # 6.2.2: an Event may leave an Islamist Rule country Neutral or Ally (cards 14, 32, 113); 8.4.4
        # makes it an Adversary only at the moment of the Islamist Revolution
        if c.alignment != alignment:
            old = Ref("alignment", c.alignment or "unmarked")
            if not self.fast:
                self.log(m("alignment-change", country=country(cid), old=old, new=Ref("alignment", alignment), why=_why(why)))
            c.alignment = alignment  # type: ignore[assignment]

    def shift_alignment(self, cid: str, toward: str) -> None:
        order = ["ally", "neutral", "adversary"]
        c = self.c(cid)
        if c.alignment is None:
            return
        i = order.index(c.alignment)
        j = max(0, i - 1) if toward == "ally" else min(2, i + 1)
        self.set_alignment(cid, order[j])

    def add_aid(self, cid: str, n: int = 1) -> None:
        """Place Aid as an Event's text says (6.2.2), whatever the Governance: 7.2.2.3 and 8.4.4 remove
        Aid at the moment of a shift to Good or Islamist Rule; War of Ideas keeps its own limit."""
        self.c(cid).aid += n
        if not self.fast:
            self.log(m("aid-placed", country=country(cid)))

    def remove_aid(self, cid: str, n: int = 1) -> None:
        c = self.c(cid)
        if c.aid:
            c.aid = max(0, c.aid - n)
            if not self.fast:
                self.log(m("aid-removed", country=country(cid)))

    def set_besieged(self, cid: str) -> None:
        """Place a Besieged Regime (one at most, 8.4.3.2) as an Event's text says (6.2.2), whatever the
        Governance: 8.4.3.2 and 8.4.4 remove it at the moment of a shift to Good or Islamist Rule."""
        if not self.c(cid).besieged:
            self.c(cid).besieged = True
            if not self.fast:
                self.log(m("besieged-placed", country=country(cid)))

    # ------------------------------------------------------------------ Cells and Cadre
    def place_cells(
        self, cid: str, n: int, *, active: bool = False, available_only: bool = False, why: Text = ""
    ) -> int:
        """Place up to n Cells from the Funding track (4.7.4); tests the country (4.9.4). `why`:
        said with the placement where a number alone would puzzle (issue 33: Opium's second one)."""
        pool = self.cells_available() if available_only else self.cells_on_track()
        if n > 0 and pool <= 0:  # say why nothing happens (issue 16)
            if not self.fast:
                self.log(m("no-cell-to-place", available="yes" if available_only else "no", country=country(cid)))
        n = min(n, pool)
        if n <= 0:
            return 0
        self.test(cid)
        c = self.state.countries[cid]
        if active:
            c.actives += n
        else:
            c.sleepers += n
        if c.cadre:
            c.cadre = False  # 4.8.4
        if why:
            if not self.fast:
                self.log(m("cells-placed-why", cells=n, country=country(cid), why=why))
        else:
            if not self.fast:
                self.log(m("cells-placed", cells=n, country=country(cid)))
        return n

    def remove_cells(self, cid: str, n: int = 1, *, actives_first: bool = True, cadre: bool = True, why: Text = "") -> int:
        """Remove Cells to the Funding track. `cadre`: place a Cadre if the last Cell went (4.8.4)."""
        c = self.state.countries[cid]
        n = min(n, c.cells)
        if n <= 0:
            return 0
        for _ in range(n):
            if not c.cylinders:  # Sadr goes last and leaves the game (card 54)
                c.markers.remove(SADR)
            elif (actives_first and c.actives) or not c.sleepers:
                c.actives -= 1
            else:
                c.sleepers -= 1
        if not self.fast:
            self.log(m("cells-removed", cells=n, country=country(cid), why=_why(why)))
        if cadre and c.cells == 0 and not c.cadre:
            c.cadre = True
            if not self.fast:
                self.log(m("cadre-placed", country=country(cid)))
        self.check_victory()
        return n

    def remove_sadr(self, cid: str, why: Text = "") -> None:
        """Card 54: Sadr counts as a Cell; removing it takes its marker out of the game."""
        c = self.c(cid)
        c.markers.remove(SADR)
        if not self.fast:
            self.log(m("sadr-removed", country=country(cid), why=_why(why)))
        if c.cells == 0 and not c.cadre:
            c.cadre = True
            if not self.fast:
                self.log(m("cadre-placed", country=country(cid)))
        self.check_victory()

    def activate_cells(self, cid: str, n: int | None = None) -> None:
        c = self.state.countries[cid]
        k = c.sleepers if n is None else min(n, c.sleepers)
        c.sleepers -= k
        c.actives += k

    def move_cell(self, origin: str, dest: str, *, active: bool) -> None:
        """Travel (8.3.1): the Cell arrives as a Sleeper."""
        countries = self.state.countries
        o = countries[origin]
        if active:
            o.actives -= 1
        else:
            o.sleepers -= 1
        countries[dest].sleepers += 1  # (a travelling Cell does not remove Cadre: only Cells placed from the track do, 4.8.4)

    # ------------------------------------------------------------------ Troops
    def move_troops(self, origin: str | None, dest: str | None, n: int) -> None:
        """None = the Troops track."""
        if origin is not None:
            self.c(origin).troops -= n
        if dest is not None:
            self.c(dest).troops += n

    # ------------------------------------------------------------------ Plots
    def add_available_plot(self, value: PlotValue) -> None:
        s = self.state
        if value == WMD and s.players == "solo":
            # 9.3.3 each WMD replaces one of the lowest Available numbered markers; with none Available
            # it waits (flags["wmd_waiting"]) for one to return, so exactly 6 markers stay in play
            s.flags["wmd_waiting"] = s.flags.get("wmd_waiting", 0) + 1
            self._admit_waiting_wmd()
            if s.flags.get("wmd_waiting"):
                if not self.fast:
                    self.log(m("wmd-waits"))
            return
        s.available_plots.append(value)

    def _admit_waiting_wmd(self) -> None:
        s = self.state
        while s.flags.get("wmd_waiting"):
            numbered = sorted(v for v in s.available_plots if v != WMD)  # type: ignore[type-var]
            if not numbered:
                return
            s.available_plots.remove(numbered[0])
            s.plots_aside.append(numbered[0])
            s.available_plots.append(WMD)
            s.flags["wmd_waiting"] -= 1
        s.flags.pop("wmd_waiting", None)

    def place_plot(self, cid: str, value: PlotValue) -> None:
        self.test(cid)
        self.state.available_plots.remove(value)
        plot = new_plot(value)
        self.c(cid).plots.append(plot)
        if not self.fast:
            self.log(m("plot-placed", country=country(cid)))
        if not self.fast:
            self.log(m("plot-placed-secret", country=country(cid), plot=str(value)), kind="secret", to="jihadist")
        modify("plot_placed", self, None, country=cid, plot=plot)

    def plot_used(self, value: PlotValue) -> None:
        """Return a resolved or Blocked Plot marker (8.5.6, 7.5.3)."""
        s = self.state
        if value == WMD:
            if s.players == "solo" and s.plots_aside:  # 9.3.3 the highest set-aside marker returns
                best = max(v for v in s.plots_aside if v != WMD)
                s.plots_aside.remove(best)
                s.available_plots.append(best)
                self._admit_waiting_wmd()
            return
        s.available_plots.append(value)
        if s.players == "solo":
            self._admit_waiting_wmd()

    # ------------------------------------------------------------------ cards
    def draw_card(self) -> int | None:
        """Take the top card of the Draw Deck, reshuffling (or ending the game) when it is empty."""
        s = self.state
        if s.mini_decks:  # 9.2 OPTIONAL
            return solo().draw_card(self)
        if not s.deck:
            self.reshuffle()
        if not s.deck:
            return None
        s.undo_barrier = s.decisions  # (`irreversible`, inlined: every card dealt)
        return s.deck.pop()

    def reshuffle(self) -> None:
        """5.3.1"""
        s = self.state
        s.reshuffles += 1
        if s.reshuffles >= s.length:
            self.end_by_reshuffle()
            return
        s.deck = s.discard + s.lapsing_box + s.first_plot_box
        s.discard, s.lapsing_box, s.first_plot_box = [], [], []
        dice.shuffle(s.rng, s.deck)
        self.irreversible()
        if not self.fast:
            self.log(m("reshuffle", deck=s.reshuffles + 1, cards=len(s.deck)), kind="phase")

    def game_end_tallies(self) -> tuple[int, int]:
        """2.3: the Good Resources, and the Islamist Rule Resources with those of the countries
        under green Regime Change."""
        ir = self.ir_resources() + sum(self.resources(m) for m in MUSLIM if self.c(m).regime_change == "green")
        return self.good_resources(), ir

    def end_by_reshuffle(self) -> None:
        """2.3 (9.1 in solitaire): game-end victory at the selected reshuffle."""
        s = self.state
        good, ir = self.game_end_tallies()
        if s.players == "solo":
            need = {1: 6, 2: 9, 3: 12}[s.length]
            if good < need:
                raise GameOver("jihadist", m("victory-end-solo", need=need))
        if good > 2 * ir:
            raise GameOver("us", m("victory-end-us", good=good, ir=ir))
        raise GameOver("jihadist", m("victory-end-jihadist", good=good, ir=ir))
