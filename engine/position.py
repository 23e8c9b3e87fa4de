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
      "available_plots": [1, 2, 3], "wmd_box": 2, "pakistan_arsenal": 3,
      "phase": "us", "cards_played": 0, "first_plot": false, "us_holds": false,
      "first_plot_box": [], "lapsing_box": [],
      "this_action_phase": {"disrupted": ["iraq"], "to_fair": []},
      "last_action_phase": {"disrupted": [], "to_fair": ["pakistan"]}
    }

- `countries.<id>.clear: true` first resets the country to unmarked and empty.
- `hands` given: no set-up deal happens; the game starts in `phase` ("jihadist" by default)
  of turn `turn`, skipping the scenario's special set-up. `"phase": "plots"` starts at the end
  of a US Action Phase (5.2.3), so the Plots on the map are resolved at once: the documented
  way for a test to resolve one chosen Plot on its own (place only that Plot; script its dice
  with `dice={"plot": [...]}`). Play then goes on as after any Plot resolution.
- `deck` lists the next cards to draw, first drawn first; every card not placed anywhere
  else goes below them (in the scenario's shuffled order), so all 120 stay accounted for.
- A Plot is a value (1, 2, 3, "WMD") or `{"value": 2, "backlash": true, "face_up": false}`:
  Backlash (card 1) flags that Plot for this US Action Phase's resolution (only in a Muslim
  country, not Iran: anywhere else the position is refused).
- `first_plot_box` / `lapsing_box` list the cards in those boxes (4.7.7.1-2); `first_plot`
  says the turn's 1st Plot was made (8.5.3); `us_holds`: the US held its final card (5.2.4).
- `this_action_phase` / `last_action_phase`: the records "this or last Action Phase" reads
  (5.2.2 NOTE): countries where the US Disrupted (card 61, Detainee Release) and Muslim
  countries tested or improved to Fair or Good (card 94, The door of Itjihad was closed).
- A malformed or impossible position is refused with a `PositionError` (a ValueError) that
  names every problem found. `read_position(raw)` reads a position from text (str or bytes,
  at most 64 KB of JSON) or an already parsed object, and refuses anything else the same way.
"""

from __future__ import annotations

import copy
import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine.board import TOTAL_CELLS, TOTAL_TROOPS
from engine.data import CARDS, COUNTRIES, SCENARIOS
from engine.msg import Text, country, english, m
from engine.setup import Setup, initial_state
from engine.state import GOVERNANCE_IDS, WMD, CountryState, GameState, Plot, PlotValue

MAX_POSITION_BYTES = 64 * 1024  # of JSON text
_MAX_DEPTH = 8  # the deepest legal position: countries.<id>.plots[i].value is 4 levels
#: 6.2.7 Lingering markers (cards marked "MARK", and the flipped sides that Block: "Leak: NEST")
#: and Lapsing events (6.2.7), by name
MARKERS = frozenset(c.name for c in CARDS.values() if c.mark) | {m for c in CARDS.values() for m in c.blocked_by}
LAPSING = frozenset(c.name for c in CARDS.values() if c.lapsing)

Count = Annotated[int, Field(ge=0, le=15)]  # 4.6.3: 15 Troops, 15 Cells


class PositionError(ValueError):
    """A position that cannot be used; `msgs` names every problem found (messages the layer above
    words in the reader's language), `problems` in English; `str()` is the English."""

    SHOWN = 30  # the message names this many (a chat message has room for them); `problems` has all

    def __init__(self, problems: list[Text]):
        self.msgs = list(problems)
        self.problems = [p if len(p) <= 200 else p[:199] + "…" for p in map(english, problems)]
        head = "position: " if len(problems) == 1 else f"position: {len(problems)} problems: "
        more = len(problems) - self.SHOWN
        super().__init__(head + "; ".join(self.problems[: self.SHOWN]) + (f"; and {more} more" if more > 0 else ""))


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class PlotPosition(_Strict):
    value: PlotValue
    backlash: bool = False  # card 1 Backlash flagged this Plot
    face_up: bool = False


class CountryPosition(_Strict):
    clear: bool = False
    governance: Literal["good", "fair", "poor", "islamist_rule"] | None = None
    alignment: Literal["ally", "neutral", "adversary"] | None = None
    posture: Literal["hard", "soft"] | None = None
    troops: Count | None = None
    sleepers: Count | None = None
    actives: Count | None = None
    cadre: bool | None = None
    aid: Count | None = None
    besieged: bool | None = None
    regime_change: Literal["green", "tan"] | None = None
    plots: list[PlotValue | PlotPosition] | None = Field(None, max_length=12)
    markers: list[str] | None = Field(None, max_length=30)


class PhaseRecords(_Strict):
    """5.2.2 NOTE: what happened in one Action Phase that a card reads."""

    disrupted: list[str] = []  # card 61
    to_fair: list[str] = []  # card 94


Cards = Annotated[list[int], Field(max_length=120)]


class Position(_Strict):
    prestige: int | None = None
    funding: int | None = None
    us_posture: Literal["hard", "soft"] | None = None
    turn: Annotated[int, Field(ge=1, le=99)] | None = None
    reserves: dict[Literal["us", "jihadist"], int] | None = None
    countries: dict[str, CountryPosition] = {}
    event_box: list[str] | None = Field(None, max_length=30)
    lapsing: list[str] | None = Field(None, max_length=30)
    hands: dict[Literal["us", "jihadist"], Cards] | None = None
    deck: Cards | None = None
    discard: Cards | None = None
    removed: Cards | None = None
    first_plot_box: Cards | None = None
    lapsing_box: Cards | None = None
    available_plots: list[PlotValue] | None = Field(None, max_length=12)
    wmd_box: int | None = None
    pakistan_arsenal: int | None = None
    phase: Literal["jihadist", "us", "plots"] | None = None
    cards_played: Annotated[int, Field(ge=0, le=2)] | None = None
    first_plot: bool | None = None
    us_holds: bool | None = None
    this_action_phase: PhaseRecords | None = None
    last_action_phase: PhaseRecords | None = None


def read_position(raw: str | bytes | Any, scenario: str | None = None) -> dict[str, Any]:
    """Read a position from JSON text (str or bytes) or an already parsed object; return it
    as a plain dict, or raise one PositionError naming every problem. With `scenario`, also
    try it on that scenario's set-up, which also checks what depends on the pieces already
    there (an unknown scenario is left to the caller to refuse)."""
    if isinstance(raw, (bytes, bytearray, str)):
        size = len(raw.encode() if isinstance(raw, str) else raw)
        if size > MAX_POSITION_BYTES:
            raise PositionError([m("position-file-size", size=size, limit=MAX_POSITION_BYTES)])
        try:
            text = raw if isinstance(raw, str) else bytes(raw).decode("utf-8-sig")
            data = json.loads(text)
        except UnicodeDecodeError:
            raise PositionError([m("position-not-utf8")]) from None
        except RecursionError:
            raise PositionError([m("position-json-deep")]) from None
        except ValueError as e:
            raise PositionError([m("position-not-json", error=str(e))]) from None
    else:
        data = raw
        try:
            size = len(json.dumps(data, separators=(",", ":")).encode())
        except RecursionError:
            raise PositionError([m("position-json-deep")]) from None
        except (TypeError, ValueError):
            raise PositionError([m("position-json-data")]) from None
        if size > MAX_POSITION_BYTES:
            raise PositionError([m("position-json-size", size=size, limit=MAX_POSITION_BYTES)])
    if not isinstance(data, dict):
        raise PositionError([m("position-not-object", kind=type(data).__name__)])
    if _depth(data) > _MAX_DEPTH:
        raise PositionError([m("position-nested-deep")])
    if scenario in SCENARIOS:  # every check, each problem named (apply_position)
        apply_position(initial_state(Setup(scenario=scenario)), data)
    else:  # the scenario is not known yet (or is refused by the caller): the schema's checks
        bad: list[Text] = []
        _validate(data, bad)
        if bad:
            raise PositionError(bad)
    return data


def _depth(data: Any) -> int:
    """How deeply `data` nests, without recursion (a hostile file may nest thousands deep)."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        x, d = stack.pop()
        if isinstance(x, (dict, list)):
            deepest = max(deepest, d)
            if d > _MAX_DEPTH:
                return d
            stack.extend((y, d + 1) for y in (x.values() if isinstance(x, dict) else x))
    return deepest


def _validate(raw: dict[str, Any], bad: list[Text]) -> Position | None:
    """The model; every schema problem goes into `bad`, and the model is then built from what
    remains (so the later checks can name their problems too). None if nothing remains."""
    data = raw
    seen: set[str] = set()  # the fields named already
    for _ in range(3):
        try:
            return Position.model_validate(data)
        except ValidationError as e:
            if data is raw:
                data = copy.deepcopy(raw)
            for err in e.errors():
                where = ".".join(str(x) for x in err["loc"])
                if data is not raw and not _prune(data, err["loc"]):
                    return None
                if where not in seen:
                    seen.add(where)
                    bad.append(m("position-field", where=where, error=err["msg"]))
    return None


def _prune(data: dict[str, Any], loc: tuple[int | str, ...]) -> bool:
    """Drop the dict entry that holds the bad value at `loc`; False if there is none."""
    node: Any = data
    for i, key in enumerate(loc):
        if not isinstance(node, dict) or key not in node:
            break
        if i == len(loc) - 1 or not isinstance(node[key], dict):
            del node[key]
            return True
        node = node[key]
    return False


def apply_position(state: GameState, raw: dict[str, Any]) -> None:
    bad: list[Text] = []
    if not isinstance(raw, dict) or _depth(raw) > _MAX_DEPTH:
        raise PositionError([m("position-object-shallow")])
    pos = _validate(raw, bad)
    if pos is None:
        raise PositionError(bad)
    for cid, cp in pos.countries.items():
        if cid not in COUNTRIES:
            bad.append(m("position-unknown-country", country=repr(cid)))
            continue
        _apply_country(state, cid, cp, bad)
    _check_names(pos, bad)
    for key in ("prestige", "funding", "us_posture", "turn", "event_box", "lapsing", "wmd_box", "pakistan_arsenal",
                "first_plot", "us_holds"):
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
    # 5.2.2 NOTE: the game starts in Action Phase 1; the last one is 0 (engine.board.record)
    for k, records in ((1, pos.this_action_phase), (0, pos.last_action_phase)):
        for what, cids in (("disrupt", records.disrupted if records else []), ("to_fair", records.to_fair if records else [])):
            state.phase_records.setdefault(what, []).extend((k, cid) for cid in cids)
    _check_tracks(state, bad)
    _apply_cards(state, pos, bad)
    if pos.hands is not None:
        state.flags["position_ready"] = True
        state.phase = "setup"
        state.flags["start_phase"] = pos.phase or "jihadist"
        state.cards_played = pos.cards_played or 0
    elif pos.phase is not None or pos.cards_played is not None:
        bad.append(m("position-phase-needs-hands"))
    if bad:
        raise PositionError(bad)


def _check_names(pos: Position, bad: list[Text]) -> None:
    for where, names, known in (
        ("event_box", pos.event_box or [], MARKERS),
        ("lapsing", pos.lapsing or [], LAPSING),
        *((f"countries.{cid}.markers", cp.markers or [], MARKERS) for cid, cp in pos.countries.items()),
    ):
        for n in names:
            if n not in known:
                bad.append(m("position-unknown-lapsing" if known is LAPSING else "position-unknown-marker", where=where, name=repr(n[:40])))
    for label, records in (("this_action_phase", pos.this_action_phase), ("last_action_phase", pos.last_action_phase)):
        for cid in (records.disrupted + records.to_fair) if records else []:
            if cid not in COUNTRIES:
                bad.append(m("position-unknown-record-country", where=label, country=repr(cid[:40])))


def _apply_country(state: GameState, cid: str, cp: CountryPosition, bad: list[Text]) -> None:
    d = COUNTRIES[cid]
    if cp.clear:
        state.countries[cid] = CountryState()
    c = state.countries[cid]
    if cp.governance is not None:
        if not d.muslim:
            bad.append(m("position-not-muslim-governance", country=country(cid)))
        else:
            c.governance = GOVERNANCE_IDS[cp.governance]
            c.alignment = c.alignment or "neutral"
    if cp.alignment is not None:
        if not d.muslim:
            bad.append(m("position-alignment-muslim", country=country(cid)))
        else:
            c.alignment = cp.alignment
    if cp.posture is not None:
        if not d.non_muslim or cid == "united_states" or d.fixed_posture:
            bad.append(m("position-no-posture", country=country(cid)))
        else:
            c.posture = cp.posture
    for f in ("troops", "sleepers", "actives", "aid"):
        v = getattr(cp, f)
        if v is not None:
            setattr(c, f, v)
    if cp.aid and not d.muslim:
        bad.append(m("position-aid-muslim", country=country(cid)))
    for f in ("cadre", "besieged", "regime_change"):
        v = getattr(cp, f)
        if v is not None:
            setattr(c, f, v)
    if (c.besieged or c.regime_change) and not d.muslim:
        bad.append(m("position-besieged-muslim", country=country(cid)))
    elif c.regime_change and c.governance not in (2, 3):
        bad.append(m("position-regime-change-governance", country=country(cid)))
    if cp.plots is not None:
        c.plots = [_plot(p) for p in cp.plots]
        if not d.muslim and any(isinstance(p, PlotPosition) and p.backlash for p in cp.plots):
            # card 1 flags only a Plot in a Muslim country: elsewhere its Funding would drop instead of rise
            bad.append(m("position-backlash-muslim", country=country(cid)))
    if cp.markers is not None:
        c.markers = list(cp.markers)
    if d.muslim and c.governance is None and (c.cells or c.troops or c.plots or c.aid):
        bad.append(m("position-no-governance", country=country(cid)))


def _plot(p: PlotValue | PlotPosition) -> Plot:
    if not isinstance(p, PlotPosition):
        return Plot(value=p)
    return Plot(value=p.value, flags=[f for f in ("backlash", "face_up") if getattr(p, f)])


def _check_tracks(state: GameState, bad: list[Text]) -> None:
    cells = sum(c.cells for c in state.countries.values())
    troops = sum(c.troops for c in state.countries.values())
    if cells > TOTAL_CELLS:
        bad.append(m("position-too-many-cells", count=cells, total=TOTAL_CELLS))
    if troops > TOTAL_TROOPS:
        bad.append(m("position-too-many-troops", count=troops, total=TOTAL_TROOPS))
    if not 1 <= state.prestige <= 12:
        bad.append(m("position-prestige-range"))
    if not 1 <= state.funding <= 9:
        bad.append(m("position-funding-range"))
    if any(not 0 <= v <= 2 for v in state.reserves.values()):
        bad.append(m("position-reserves-range"))
    placed = [p.value for c in state.countries.values() for p in c.plots] + list(state.available_plots)
    numbered = sorted(v for v in placed if v != WMD)
    spare = [1, 1, 1, 2, 2, 3]
    for v in numbered:
        if v not in spare:
            bad.append(m("position-too-many-plots", value=v))
            break
        spare.remove(v)
    wmd = sum(1 for v in placed if v == WMD)
    if wmd + state.wmd_box + state.pakistan_arsenal > 6 or not 0 <= state.wmd_box <= 3 or not 0 <= state.pakistan_arsenal <= 3:
        bad.append(m("position-too-many-wmd"))


#: where a card may be, as the messages that name the place
_HAND_BOXES = {"us": "position-box-hand-us", "jihadist": "position-box-hand-jihadist"}


def _apply_cards(state: GameState, pos: Position, bad: list[Text]) -> None:
    boxes = (pos.hands, pos.deck, pos.discard, pos.removed, pos.first_plot_box, pos.lapsing_box)
    if all(b is None for b in boxes):
        return
    seen: dict[int, str] = {}

    def claim(cards: list[int], where: str) -> list[int]:
        kept = []
        for n in cards:
            if n not in CARDS:
                bad.append(m("position-unknown-card", card=str(n), where=m(where)))
            elif n in seen:
                bad.append(
                    m("position-card-twice", card=n, where=m(where))
                    if seen[n] == where
                    else m("position-card-in-both", card=n, first=m(seen[n]), where=m(where))
                )
            else:
                seen[n] = where
                kept.append(n)
        return kept

    hands = {r: claim(h, _HAND_BOXES[r]) for r, h in (pos.hands or {}).items()}
    discard = claim(pos.discard or [], "position-box-discard")
    removed = claim(pos.removed if pos.removed is not None else state.removed, "position-box-removed")
    first_plot_box = claim(pos.first_plot_box or [], "position-box-first-plot")
    lapsing_box = claim(pos.lapsing_box or [], "position-box-lapsing")
    top = claim(pos.deck or [], "position-box-deck")
    order = state.deck + [n for n in CARDS if n not in state.deck]
    rest = [n for n in order if n not in seen]
    state.hands = {"us": hands.get("us", []), "jihadist": hands.get("jihadist", [])}
    state.discard = discard
    state.removed = removed
    state.first_plot_box = first_plot_box
    state.lapsing_box = lapsing_box
    # the state's deck pops from the end: the first card to draw goes last
    state.deck = rest + list(reversed(top))
