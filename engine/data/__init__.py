"""Static game data: the map, the scenarios and the 120 cards, validated at load.

The JSON files beside this module are the project's own copies of the facts (countries,
adjacency, scenarios, card list). They are read once, at import. `rules_index.json` holds short
summaries of the rulebook's sections in our own words (not GMT's text), read on first use.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, TypeAdapter, field_validator, model_validator

HERE = Path(__file__).parent

CountryType = Literal["sunni", "shia_mix", "non_muslim", "iran"]
Side = Literal["US", "Jihadist", "Unassociated"]


class Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


@dataclass(frozen=True, slots=True, kw_only=True)
class CountryDef:
    """A country of the map. A frozen slots dataclass, not a pydantic model: the rules read these
    fields in every scan of the map (issue 21); pydantic validates it inside MapData all the same."""

    __pydantic_config__ = ConfigDict(extra="forbid")  # type: ignore[misc]

    id: str
    name: str
    type: CountryType
    resources: int = 0
    oil: bool = False
    governance: Literal["good", "fair"] | None = None  # fixed: non-Muslim and Iran (4.3.1, 4.4)
    recruit: int | None = None  # printed REC number (4.3.4)
    schengen: bool = False
    schengen_link: bool = False
    posture_box: bool = False
    fixed_posture: Literal["hard"] | None = None  # Israel (4.3.3)
    adjacent: tuple[str, ...] = ()

    @property
    def muslim(self) -> bool:
        return self.type in ("sunni", "shia_mix")

    @property
    def non_muslim(self) -> bool:
        return self.type == "non_muslim"

    def __post_init__(self) -> None:
        if self.muslim and not 1 <= self.resources <= 3:
            raise ValueError(f"{self.id}: Muslim country needs Resources 1-3")
        if not self.muslim and self.governance is None:
            raise ValueError(f"{self.id}: non-Muslim countries and Iran have fixed Governance")


@dataclass(frozen=True, slots=True, kw_only=True)
class CardDef:
    """A card. A frozen slots dataclass (fast reads, as CountryDef's), validated by pydantic."""

    __pydantic_config__ = ConfigDict(extra="forbid")  # type: ignore[misc]

    number: int
    name: str
    ops: Literal[1, 2, 3]
    side: Side
    remove: bool
    mark: bool
    lapsing: bool
    playable_if: str | None
    effect: str
    blocks: tuple[str, ...] = ()
    blocked_by: tuple[str, ...] = ()
    notes: str | None = None  # rulings where the card text meets a rule's limit (6.2.2)


class ScenarioCountry(Frozen):
    id: str
    governance: Literal["good", "fair", "poor", "islamist_rule"] | None = None
    alignment: Literal["ally", "neutral", "adversary"] | None = None
    posture: Literal["hard", "soft"] | None = None
    troops: int = 0
    sleeper_cells: int = 0
    besieged_regime: bool = False
    regime_change: Literal["green", "tan"] | None = None
    markers: tuple[str, ...] = ()


class ScenarioDef(Frozen):
    id: str
    name: str
    period: str
    start_year: int
    variant_of: str | None = None
    changes: dict[str, str] = {}
    prestige: int = 0
    us_posture: Literal["hard", "soft"] = "hard"
    funding: int = 0
    event_box: tuple[str, ...] = ()
    countries: tuple[ScenarioCountry, ...] = ()
    special_setup: tuple[Literal["jihadist_places_three_cells", "roll_schengen_postures"], ...] = ()
    cards_removed: tuple[int, ...] = ()


class MapData(Frozen):
    countries: tuple[CountryDef, ...]
    tables: dict[str, dict[int, str]]
    scenarios: tuple[ScenarioDef, ...]

    @field_validator("countries")
    @classmethod
    def _adjacency(cls, countries: tuple[CountryDef, ...]) -> tuple[CountryDef, ...]:
        ids = {c.id for c in countries}
        by_id = {c.id: c for c in countries}
        for c in countries:
            for a in c.adjacent:
                if a not in ids:
                    raise ValueError(f"{c.id}: unknown adjacent country {a}")
                if c.id not in by_id[a].adjacent:
                    raise ValueError(f"adjacency {c.id}-{a} is not symmetric")
        return countries


@cache
def map_data() -> MapData:
    raw = json.loads((HERE / "map.json").read_text())
    data = MapData.model_validate(raw)
    ids = {c.id for c in data.countries}
    for s in data.scenarios:
        for sc in s.countries:
            if sc.id not in ids:
                raise ValueError(f"scenario {s.id}: unknown country {sc.id}")
    for table in data.tables.values():
        for cid in table.values():
            if cid not in ids:
                raise ValueError(f"table: unknown country {cid}")
    return data


_CARD_LIST: TypeAdapter[list[CardDef]] = TypeAdapter(list[CardDef])


@cache
def cards() -> dict[int, CardDef]:
    raw = json.loads((HERE / "cards.json").read_text())
    result = {c.number: c for c in _CARD_LIST.validate_python(raw)}
    if sorted(result) != list(range(1, 121)):
        raise ValueError("the deck must hold cards 1-120")
    return result


COUNTRIES: dict[str, CountryDef] = {c.id: c for c in map_data().countries}
CARDS: dict[int, CardDef] = cards()
SCENARIOS: dict[str, ScenarioDef] = {s.id: s for s in map_data().scenarios}
SHIA_MIX_TABLE: dict[int, str] = map_data().tables["shia_mix_3d6"]
SCHENGEN_TABLE: dict[int, str] = map_data().tables["schengen_1d6"]
MUSLIM: tuple[str, ...] = tuple(c.id for c in COUNTRIES.values() if c.muslim)
SCHENGEN: tuple[str, ...] = tuple(c.id for c in COUNTRIES.values() if c.schengen)
CARD_BY_NAME: dict[str, list[int]] = {}
for _c in CARDS.values():
    CARD_BY_NAME.setdefault(_c.name.lower(), []).append(_c.number)


def country_id(text: str) -> str:
    """Resolve a country by id or by printed name (case-insensitive)."""
    t = text.strip().lower()
    if t in COUNTRIES:
        return t
    for c in COUNTRIES.values():
        if c.name.lower() == t:
            return c.id
    raise KeyError(f"unknown country: {text!r}")


# ---------------------------------------------------------------------- rules index (own summaries)
_SECTION_NUMBER = re.compile(r"^[1-9]\.\d+(?:\.\d+)*$")
_RULE_QUERY = re.compile(r"^(?:§\s*|(?:section|rule)s?\s+)?(\d{1,2}(?:\.\d+)*)\.?$")


def _section_key(section: str) -> tuple[int, ...]:
    """ "8.4.2" -> (8, 4, 2); a whole rule "8.0" -> (8,)."""
    key = tuple(int(p) for p in section.split("."))
    return key[:1] if key[1:] == (0,) else key


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


class RuleEntry(Frozen):
    """A rules section summarised in our own words; a glossary term has no `section` and lists `see`."""

    section: str
    title: str
    summary: str
    see: tuple[str, ...] = ()

    @field_validator("title", "summary")
    @classmethod
    def _not_blank(cls, text: str) -> str:
        if not text.strip():
            raise ValueError("title and summary must not be blank")
        return text


class GlossaryTerm(Frozen):
    term: str
    summary: str
    sections: tuple[str, ...]

    def entry(self) -> RuleEntry:
        return RuleEntry(section="", title=self.term, summary=self.summary, see=self.sections)


class RulesIndex(Frozen):
    sections: tuple[RuleEntry, ...]
    glossary: tuple[GlossaryTerm, ...] = ()

    @model_validator(mode="after")
    def _check(self) -> RulesIndex:
        for e in self.sections:
            if not _SECTION_NUMBER.match(e.section):
                raise ValueError(f"bad section number {e.section!r}")
        keys = [_section_key(e.section) for e in self.sections]
        if keys != sorted(set(keys)):
            raise ValueError("sections must be in rulebook order, without duplicates")
        known = set(keys)
        for k in keys:
            if len(k) > 1 and k[:-1] not in known:
                raise ValueError(f"section {'.'.join(map(str, k))} has no parent section")
        names = [g.term.lower() for g in self.glossary]
        if len(names) != len(set(names)):
            raise ValueError("duplicate glossary term")
        for g in self.glossary:
            if not g.sections or any(_section_key(s) not in known for s in g.sections):
                raise ValueError(f"glossary {g.term!r}: unknown section in {g.sections}")
        return self


@cache
def rules_index() -> RulesIndex:
    return RulesIndex.model_validate(json.loads((HERE / "rules_index.json").read_text()))


def lookup_rule(query: str) -> list[RuleEntry]:
    """Rules entries for a query, best first.

    A section number ("8.4.2", "§8.4", "section 8") gives that section followed by its subsections;
    other text matches section titles and glossary terms (exact matches first, then titles and
    terms holding every word of the query as a word start).
    """
    q = " ".join(query.lower().split())
    index = rules_index()
    m = _RULE_QUERY.match(q)
    if m:
        key = _section_key(m.group(1) if "." in m.group(1) else m.group(1) + ".0")
        return [e for e in index.sections if _section_key(e.section)[: len(key)] == key]
    words = _words(q)
    if not words:
        return []
    named = [(e, _words(e.title)) for e in index.sections] + [(g.entry(), _words(g.term)) for g in index.glossary]
    exact = [e for e, w in named if w == words]
    partial = [e for e, w in named if w != words and all(any(t.startswith(q_word) for t in w) for q_word in words)]
    return exact + partial


# --- the game's tables in our own words (issue 16): `rules tables` ----------------------------


class TableRow(Frozen):
    cells: tuple[str, str]
    rule: str
    #: the rulebook's words that give this row's figures (checked against the rulebook in a test)
    quote: str = ""
    #: or, for figures printed only on the Player Aid Card, the engine check that holds them
    engine: str = ""


class RuleTable(Frozen):
    id: str
    title: str
    rules: str
    aliases: tuple[str, ...] = ()
    head: tuple[str, str]
    rows: tuple[TableRow, ...]

    @model_validator(mode="after")
    def _sourced(self) -> RuleTable:
        for r in self.rows:
            if bool(r.quote) == bool(r.engine):
                raise ValueError(f"table {self.id}: each row needs a rulebook quote or an engine check: {r.cells}")
        return self


class RuleTables(Frozen):
    tables: tuple[RuleTable, ...]


@cache
def rule_tables() -> tuple[RuleTable, ...]:
    return RuleTables.model_validate(json.loads((HERE / "tables.json").read_text())).tables


def find_table(query: str) -> RuleTable | None:
    """The table a query names: its id, title or an alias, with or without the word "table"."""
    q = " ".join(re.findall(r"[a-z0-9]+", query.lower()))
    bare = re.sub(r"^(?:the )?(?:tables?|charts?) |(?: tables?| charts?)$", "", q)
    for t in rule_tables():
        names = {t.id, t.title.lower(), *t.aliases}
        if q in names or bare in names:
            return t
    return None
