"""Positions: start from a scenario and override any part of it (JSON).

How tests set up situations, and how players share custom starting positions and puzzles.
Everything is optional; what is not given keeps the scenario's set-up. Example:

    {
      "prestige": 5, "funding": 7, "us_posture": "soft", "turn": 3,
      "reserves": {"us": 1, "jihadist": 0},
      "countries": {
        "iraq": {"governance": "poor", "alignment": "ally", "troops": 3, "sleepers": 2,
                 "actives": 1, "cadre": false, "aid": 1, "besieged": false,
                 "regime_change": "tan", "plots": [1, "WMD"], "markers": ["Anbar Awakening"]},
        "france": {"posture": "hard"},
        "somalia": {"clear": true}
      },
      "event_box": ["Patriot Act"], "lapsing": ["Biometrics"],
      "hands": {"us": [12, 14], "jihadist": [60, 61]},
      "deck": [22, 23], "discard": [1], "removed": [43],
      "available_plots": [1, 2, 3], "wmd_box": 3, "pakistan_arsenal": 3,
      "phase": "us", "cards_played": 0, "first_plot": false
    }

- `countries.<id>.clear: true` first resets the country to unmarked and empty.
- `hands` given: no set-up deal happens; the game starts in `phase` ("jihadist" by default)
  of turn `turn`, skipping the scenario's special set-up.
- `deck` lists the next cards to draw, first drawn first; every card not placed anywhere
  else goes below them (in the scenario's shuffled order), so all 120 stay accounted for.
- A malformed or impossible position is refused with a ValueError naming the problem.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from engine.board import TOTAL_CELLS, TOTAL_TROOPS
from engine.data import CARDS, COUNTRIES
from engine.state import GOVERNANCE_IDS, WMD, CountryState, GameState, Plot


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class CountryPosition(_Strict):
    clear: bool = False
    governance: Literal["good", "fair", "poor", "islamist_rule"] | None = None
    alignment: Literal["ally", "neutral", "adversary"] | None = None
    posture: Literal["hard", "soft"] | None = None
    troops: int | None = None
    sleepers: int | None = None
    actives: int | None = None
    cadre: bool | None = None
    aid: int | None = None
    besieged: bool | None = None
    regime_change: Literal["green", "tan"] | None = None
    plots: list[Literal[1, 2, 3, "WMD"]] | None = None
    markers: list[str] | None = None


class Position(_Strict):
    prestige: int | None = None
    funding: int | None = None
    us_posture: Literal["hard", "soft"] | None = None
    turn: int | None = None
    reserves: dict[Literal["us", "jihadist"], int] | None = None
    countries: dict[str, CountryPosition] = {}
    event_box: list[str] | None = None
    lapsing: list[str] | None = None
    hands: dict[Literal["us", "jihadist"], list[int]] | None = None
    deck: list[int] | None = None
    discard: list[int] | None = None
    removed: list[int] | None = None
    available_plots: list[Literal[1, 2, 3, "WMD"]] | None = None
    wmd_box: int | None = None
    pakistan_arsenal: int | None = None
    phase: Literal["jihadist", "us"] | None = None
    cards_played: int | None = None
    first_plot: bool | None = None


def apply_position(state: GameState, raw: dict[str, Any]) -> None:
    try:
        pos = Position.model_validate(raw)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        raise ValueError(f"position: {where}: {first['msg']}") from None
    for cid, cp in pos.countries.items():
        if cid not in COUNTRIES:
            raise ValueError(f"position: unknown country {cid!r}")
        _apply_country(state, cid, cp)
    for key in ("prestige", "funding", "us_posture", "turn", "event_box", "lapsing", "wmd_box", "pakistan_arsenal", "first_plot"):
        v = getattr(pos, key)
        if v is not None:
            setattr(state, key, v)
    if pos.reserves is not None:
        state.reserves.update(pos.reserves)
    if pos.available_plots is not None:
        state.available_plots = list(pos.available_plots)
    else:  # markers placed on the map come out of the Available box (and WMD out of its box)
        for c in state.countries.values():
            for p in c.plots:
                if p.value != WMD and p.value in state.available_plots:
                    state.available_plots.remove(p.value)
                elif p.value == WMD and pos.wmd_box is None and state.wmd_box > 0:
                    state.wmd_box -= 1
    _check_tracks(state)
    _apply_cards(state, pos)
    if pos.hands is not None:
        state.flags["position_ready"] = True
        state.phase = "setup"
        state.flags["start_phase"] = pos.phase or "jihadist"
        state.cards_played = pos.cards_played or 0
    elif pos.phase is not None or pos.cards_played is not None:
        raise ValueError("position: 'phase' and 'cards_played' need 'hands' too")


def _apply_country(state: GameState, cid: str, cp: CountryPosition) -> None:
    d = COUNTRIES[cid]
    if cp.clear:
        state.countries[cid] = CountryState()
    c = state.countries[cid]
    if cp.governance is not None:
        if not d.muslim:
            raise ValueError(f"position: {d.name} is not Muslim: its Governance is fixed (4.3.1)")
        c.governance = GOVERNANCE_IDS[cp.governance]
        c.alignment = c.alignment or "neutral"
    if cp.alignment is not None:
        if not d.muslim:
            raise ValueError(f"position: only Muslim countries have an Alignment ({d.name}, 4.2.3)")
        c.alignment = cp.alignment
    if cp.posture is not None:
        if not d.non_muslim or cid == "united_states" or d.fixed_posture:
            raise ValueError(f"position: {d.name} has no Posture box (set us_posture for the United States)")
        c.posture = cp.posture
    for f in ("troops", "sleepers", "actives", "aid"):
        v = getattr(cp, f)
        if v is not None:
            if v < 0:
                raise ValueError(f"position: {d.name}: {f} cannot be negative")
            setattr(c, f, v)
    if cp.aid and not d.muslim:
        raise ValueError(f"position: Aid only goes in Muslim countries ({d.name})")
    for f in ("cadre", "besieged", "regime_change"):
        v = getattr(cp, f)
        if v is not None:
            setattr(c, f, v)
    if (c.besieged or c.regime_change) and not d.muslim:
        raise ValueError(f"position: Besieged Regime and Regime Change are for Muslim countries ({d.name})")
    if c.regime_change and c.governance not in (2, 3):
        raise ValueError(f"position: only Poor or Fair countries can be Regime Change countries ({d.name}, 7.3.4.1)")
    if cp.plots is not None:
        c.plots = [Plot(value=v) for v in cp.plots]
    if cp.markers is not None:
        c.markers = list(cp.markers)
    if d.muslim and c.governance is None and (c.cells or c.troops or c.plots or c.aid):
        raise ValueError(f"position: {d.name} has pieces but no Governance: mark it (4.9.4)")


def _check_tracks(state: GameState) -> None:
    cells = sum(c.cells for c in state.countries.values())
    troops = sum(c.troops for c in state.countries.values())
    if cells > TOTAL_CELLS:
        raise ValueError(f"position: {cells} Cells on the map; the game has {TOTAL_CELLS} (4.6.3)")
    if troops > TOTAL_TROOPS:
        raise ValueError(f"position: {troops} Troops on the map; the game has {TOTAL_TROOPS} (4.6.3)")
    if not 1 <= state.prestige <= 12:
        raise ValueError("position: Prestige must be 1-12 (4.7.1)")
    if not 1 <= state.funding <= 9:
        raise ValueError("position: Funding must be 1-9 (4.7.4.1)")
    if any(not 0 <= v <= 2 for v in state.reserves.values()):
        raise ValueError("position: Reserves must be 0-2 (6.3.3)")
    placed = [p.value for c in state.countries.values() for p in c.plots] + list(state.available_plots)
    numbered = sorted(v for v in placed if v != WMD)
    spare = [1, 1, 1, 2, 2, 3]
    for v in numbered:
        if v not in spare:
            raise ValueError(f"position: too many Plot markers numbered {v} (the game has 1,1,1,2,2,3)")
        spare.remove(v)
    wmd = sum(1 for v in placed if v == WMD)
    if wmd + state.wmd_box + state.pakistan_arsenal > 6 or not 0 <= state.wmd_box <= 3 or not 0 <= state.pakistan_arsenal <= 3:
        raise ValueError("position: more WMD Plot markers than the game's six (4.7.8.1)")


def _apply_cards(state: GameState, pos: Position) -> None:
    if pos.hands is None and pos.deck is None and pos.discard is None and pos.removed is None:
        return
    seen: dict[int, str] = {}

    def claim(cards: list[int], where: str) -> list[int]:
        for n in cards:
            if n not in CARDS:
                raise ValueError(f"position: unknown card {n} in {where}")
            if n in seen:
                raise ValueError(f"position: card {n} is in both {seen[n]} and {where}")
            seen[n] = where
        return list(cards)

    hands = {r: claim(h, f"the {r} hand") for r, h in (pos.hands or {}).items()}
    discard = claim(pos.discard or [], "the discard pile")
    removed = claim(pos.removed if pos.removed is not None else state.removed, "removed cards")
    top = claim(pos.deck or [], "the deck")
    order = state.deck + [n for n in CARDS if n not in state.deck]
    rest = [n for n in order if n not in seen]
    state.hands = {"us": hands.get("us", []), "jihadist": hands.get("jihadist", [])}
    state.discard = discard
    state.removed = removed
    # the state's deck pops from the end: the first card to draw goes last
    state.deck = rest + list(reversed(top))
