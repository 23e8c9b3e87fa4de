"""The game state: slots dataclasses validated and serialized by pydantic (GameState,
CountryState) and pydantic models, serializable to JSON and back with no loss."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, fields
from typing import Annotated, Any, Literal, Self

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, PlainSerializer, TypeAdapter

from engine.msg import Msg, Text, english
from engine.rng import RngState

Role = Literal["us", "jihadist"]
ROLES: tuple[Role, Role] = ("us", "jihadist")

# 4.2.1 Governance: the values 1-3 double as the Operations requirement (7.1.1) and the
# Jihadist success number (8.1.1). Islamist Rule has no value; we store it as 4.
GOOD, FAIR, POOR, ISLAMIST_RULE = 1, 2, 3, 4
GOVERNANCE_NAMES = {GOOD: "Good", FAIR: "Fair", POOR: "Poor", ISLAMIST_RULE: "Islamist Rule"}
GOVERNANCE_IDS = {"good": GOOD, "fair": FAIR, "poor": POOR, "islamist_rule": ISLAMIST_RULE}

Alignment = Literal["ally", "neutral", "adversary"]
Posture = Literal["hard", "soft"]
PlotValue = Literal[1, 2, 3, "WMD"]
WMD: PlotValue = "WMD"
SADR = "Moqtada al-Sadr"  # card 54: its marker in Iraq is an Active Cell that is no cylinder


class StateModel:
    """pydantic's face (`model_validate_json`, `model_validate`, `model_dump_json`, `model_dump`,
    `model_copy`, `model_fields`) for a slots dataclass validated through a TypeAdapter: the same
    validation and the same JSON as a BaseModel's, with plain attribute reads."""

    __slots__ = ()

    @classmethod
    def _adapter(cls) -> TypeAdapter[Any]:
        adapter = _ADAPTERS.get(cls)
        if adapter is None:
            adapter = _ADAPTERS[cls] = TypeAdapter(cls)
        return adapter

    @classmethod
    def model_validate_json(cls, data: str | bytes) -> Self:
        return cls._adapter().validate_json(data)  # type: ignore[no-any-return]

    @classmethod
    def model_validate(cls, obj: Any) -> Self:
        return cls._adapter().validate_python(obj)  # type: ignore[no-any-return]

    def model_dump_json(self, *, exclude: set[str] | None = None, indent: int | None = None) -> str:
        return self._adapter().dump_json(self, exclude=exclude, indent=indent).decode()

    def model_dump(self, *, exclude: set[str] | None = None, mode: Literal["python", "json"] = "python") -> dict[str, Any]:
        return self._adapter().dump_python(self, exclude=exclude, mode=mode)  # type: ignore[no-any-return]

    def model_copy(self, *, update: dict[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy, as pydantic's: `update` sets fields on the copy (not validated)."""
        out = copy.deepcopy(self) if deep else copy.copy(self)
        for k, v in (update or {}).items():
            setattr(out, k, v)
        return out

    model_fields: Any = None  # (replaced below: the dataclass fields by name, as a BaseModel's)


_ADAPTERS: dict[type, TypeAdapter[Any]] = {}


class _FieldsByName:
    """`StateModel.model_fields`: the class's dataclass fields by name, in order."""

    def __get__(self, obj: object, cls: type) -> dict[str, Any]:
        return {f.name: f for f in fields(cls)}  # type: ignore[arg-type]


StateModel.model_fields = _FieldsByName()  # type: ignore[assignment]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=False)


class Plot(Model):
    value: PlotValue
    flags: list[str] = []  # e.g. "backlash" (card 1)


def new_plot(value: PlotValue) -> Plot:
    """`Plot(value=value)` for a value the engine holds (a marker of the Plots Available: nothing to
    validate), made directly: a quarter of the time of pydantic's validation (a rollout's Plot
    placements)."""
    made: Plot = _made(Plot, {"value": value, "flags": []}, {"value"}, None, None)
    return made


@dataclass(slots=True)
class CountryState:
    """A country's state: a plain slots class, not a pydantic model, for the rules read and set
    its fields hundreds of times a decision (issue 21); pydantic validates and serializes it inside
    GameState all the same (`__pydantic_config__`: unknown fields are refused)."""

    __pydantic_config__ = ConfigDict(extra="forbid")  # type: ignore[misc]

    governance: int | None = None  # Muslim countries only; None = unmarked (4.9.4)
    alignment: Alignment | None = None
    posture: Posture | None = None  # non-Muslim countries with a Posture box
    troops: int = 0
    sleepers: int = 0
    actives: int = 0
    cadre: bool = False
    aid: int = 0
    besieged: bool = False
    regime_change: Literal["green", "tan"] | None = None
    plots: list[Plot] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)  # Lingering event markers placed in this country

    @property
    def cells(self) -> int:
        """Cells in the country, counting the Sadr marker (card 54) as one Active Cell."""
        return self.sleepers + self.actives + (SADR in self.markers)

    @property
    def cylinders(self) -> int:
        """Cells that are pieces of the Funding track: the ones that can Travel or be Disrupted."""
        return self.sleepers + self.actives


def _text_json(v: Text) -> Any:
    """A log entry's message as its JSON (engine.msg), a plain string as it is: the same JSON as
    the `Text` union's, without pydantic trying the union's members (twice as fast)."""
    return v.to_json() if v.__class__ is Msg else v


@dataclass(slots=True)
class LogEntry(StateModel):
    """One line of the log: a plain slots class, not a pydantic model (a long game writes
    thousands, and a replay compares them); pydantic validates and serializes it all the same
    (`StateModel`; unknown fields are refused), with the JSON a BaseModel gave."""

    __pydantic_config__ = ConfigDict(extra="forbid")  # type: ignore[misc]

    seq: int
    turn: int
    #: what is said: a message (engine.msg), worded by the layer above; a plain string is an old
    #: save's English sentence (its JSON key was "text"), shown as it is
    msg: Annotated[
        Text, Field(validation_alias=AliasChoices("msg", "text")), PlainSerializer(_text_json, return_type=Any)
    ]
    kind: str = "info"  # info | roll | event | ops | phase | victory | secret | error
    to: Role | None = None  # None = everyone; otherwise only that role may see it

    @property
    def text(self) -> str:
        """The entry in English (engine.msg.english): for the tests and the English consumers;
        the service words it in the reader's language (bot.core.i18n.word)."""
        return english(self.msg)


def log_entry(seq: int, turn: int, msg: Text, kind: str, to: Role | None) -> LogEntry:
    """`LogEntry(seq, turn, msg, kind, to)`: the engine's own values, of the right types (setting a
    field validates nothing, as for every state class)."""
    return LogEntry(seq, turn, msg, kind, to)


@dataclass(slots=True, kw_only=True)
class GameState(StateModel):
    """The whole game state. A plain slots class, not a pydantic model: the rules read its fields
    thousands of times a game, and a pydantic model's attribute read costs five times a plain one
    (issue 21). pydantic validates and serializes it all the same, through `StateModel`'s
    `model_validate_json` / `model_dump_json` (unknown fields are refused)."""

    __pydantic_config__ = ConfigDict(extra="forbid")  # type: ignore[misc]

    scenario: str
    players: Literal["two", "solo"] = "two"
    ideology: str = "normal"
    length: int = 1  # 3.3: the reshuffle that ends the game
    mini_decks: bool = False  # 9.2 OPTIONAL (1-player): draw from three mini-decks
    rng: RngState

    countries: dict[str, CountryState]
    prestige: int
    funding: int
    us_posture: Posture

    turn: int = 1
    phase: Literal["setup", "jihadist", "us", "plots", "end_of_turn", "over"] = "setup"
    cards_played: int = 0  # in the current Action Phase (4.7.5)
    action_phase: int = 0  # 5.2.2: Action Phases begun so far (each side's two-card phase counts one)
    #: per-Action-Phase records for "this or last Action Phase" (5.2.2 NOTE; cards 61, 94):
    #: what ("disrupt", "to_fair") -> [[action_phase, country], ...] (see Board.record)
    phase_records: dict[str, list[tuple[int, str]]] = field(default_factory=dict)
    us_holds: bool = False  # 5.2.4: the US held its final card this Action Phase
    reserves: dict[str, int] = field(default_factory=lambda: {"us": 0, "jihadist": 0})

    deck: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    hands: dict[str, list[int]] = field(default_factory=lambda: {"us": [], "jihadist": []})
    in_play: list[int] = field(default_factory=list)  # cards being played right now
    lapsing_box: list[int] = field(default_factory=list)  # 4.7.7.1 cards in the Lapsing boxes
    first_plot_box: list[int] = field(default_factory=list)  # 4.7.7.2
    first_plot: bool = False  # the 1st Plot of this turn has been made (8.5.3)
    lapsing: list[str] = field(default_factory=list)  # names of Lapsing events in effect this turn (6.2.7)
    event_box: list[str] = field(default_factory=list)  # names of Lingering event markers not in a country (4.7.7)
    reshuffles: int = 0  # Deck marker: reshuffles so far (5.3.1)

    available_plots: list[PlotValue] = field(default_factory=lambda: [1, 1, 1, 2, 2, 3])
    wmd_box: int = 3  # "Loose Nuke, HEU & Kazakh Strain" box (4.7.8.1)
    pakistan_arsenal: int = 3
    plots_aside: list[PlotValue] = field(default_factory=list)  # solitaire 9.3.3

    winner: Role | None = None
    victory: Text | None = None  # the reason (a message; an old save's English sentence)

    decisions: int = 0  # accepted actions so far
    undo_barrier: int = 0  # decision count when a die was last rolled or a secret revealed
    log: list[LogEntry] = field(default_factory=list)
    last_phase_cards: dict[str, list[int]] = field(default_factory=lambda: {"us": [], "jihadist": []})
    flags: dict[str, Any] = field(default_factory=dict)  # small per-event memory (documented where set); "us_bot": see below

    @property
    def us_bot(self) -> str | None:
        """2-player game: the level of the US bot that plays the US seat (engine.usbot), else None.
        Kept in `flags` so that the JSON of every game without it stays as it was."""
        v = self.flags.get("us_bot")
        return v if isinstance(v, str) else None


GameState._adapter()  # (built at import, as a BaseModel's schema is: not on the first game's clock)


# ---------------------------------------------------------------------- copies (checkpoints)
#: how `copy_state` copies each field (the rules change the state in place, so a copy shares
#: no list, dict or object the rules may change): taken as it is (immutable values), a list
#: copied, a dict of lists copied, or by a rule of its own below
_AS_IS = "as is"
_LIST = "list"
_DICT = "dict"
_DICT_OF_LISTS = "dict of lists"
_GAME_COPY = {
    **dict.fromkeys(
        ("scenario", "players", "ideology", "length", "mini_decks", "prestige", "funding", "us_posture", "turn", "phase",
         "cards_played", "action_phase", "us_holds", "first_plot", "reshuffles", "wmd_box", "pakistan_arsenal", "winner",
         "victory", "decisions", "undo_barrier"),
        _AS_IS,
    ),
    **dict.fromkeys(
        ("deck", "discard", "removed", "in_play", "lapsing_box", "first_plot_box", "lapsing", "event_box",
         "available_plots", "plots_aside"),
        _LIST,
    ),
    "reserves": _DICT,
    **dict.fromkeys(("phase_records", "hands", "last_phase_cards"), _DICT_OF_LISTS),
    "rng": "rng",
    "countries": "countries",
    "log": "log",
    "flags": "flags",
}  # fmt: skip
_COUNTRY_COPY = {
    **dict.fromkeys(
        ("governance", "alignment", "posture", "troops", "sleepers", "actives", "cadre", "aid", "besieged", "regime_change"),
        _AS_IS,
    ),
    "markers": _LIST,
    "plots": "plots",
}


def _copy_lines(cls: type, rules: dict[str, str], special: dict[str, str], src: str, dst: str, indent: str) -> list[str]:
    """The assignments copying a `cls` named `src` field by field by `rules` into `dst`, refusing a
    class whose fields `rules` does not name."""
    names = [f.name for f in fields(cls)]
    if set(names) != set(rules):
        raise RuntimeError(f"engine bug: copy_state does not know how to copy {sorted(set(names) ^ set(rules))} of {cls.__name__}")
    how = {
        _AS_IS: "{1}.{0}",
        _LIST: "{1}.{0}[:]",
        _DICT: "{1}.{0}.copy()",
        _DICT_OF_LISTS: "{{k: v[:] for k, v in {1}.{0}.items()}}",
        **special,
    }
    return [f"{indent}{dst}.{f} = {how[rules[f]].format(f, src)}" for f in names]


def _copier() -> Any:
    """`copy_state`'s function, made once: plain assignments (the fastest copy of a slots class),
    each country's inline in the game's (a call per country cost a tenth of the copy)."""
    game = _copy_lines(GameState, _GAME_COPY, {
        "rng": "rng(s.{0})",
        "countries": "countries",  # (made by the loop before)
        "log": "[]",
        "flags": "flags(s.{0})",
    }, "s", "n", "    ")  # fmt: skip
    country = _copy_lines(CountryState, _COUNTRY_COPY, {"plots": "plots(c.{0}) if c.{0} else []"}, "c", "x", "        ")
    code = "\n".join([
        "def copy(s):",
        "    countries = {}",
        "    for k, c in s.countries.items():",
        "        x = new(country_cls)",
        *country,
        "        countries[k] = x",
        "    n = new(game_cls)",
        *game,
        "    return n",
    ])  # fmt: skip
    scope: dict[str, Any] = {
        "new": object.__new__, "country_cls": CountryState, "game_cls": GameState, "plots": _plots, "rng": copy_rng,
        "flags": _flags,
    }  # fmt: skip
    exec(code, scope)  # noqa: S102  (code made here from the classes' field names, nothing else)
    return scope["copy"]


def _plots(plots: list[Plot]) -> list[Plot]:
    return [_model_copy(p, {"flags": p.flags[:]}) for p in plots]


def _flags(flags: dict[str, Any]) -> dict[str, Any]:
    if all(v is None or v.__class__ in (str, int, bool) for v in flags.values()):
        return flags.copy()
    return copy.deepcopy(flags)


_new_object = object.__new__
_set_slot = object.__setattr__


def _made(cls: type, values: dict[str, Any], fields_set: set[str], extra: Any, private: Any) -> Any:
    """A pydantic model of `cls` from values the engine already holds, without validating them:
    the four slots pydantic's own constructors set."""
    made = _new_object(cls)
    _set_slot(made, "__dict__", values)
    _set_slot(made, "__pydantic_fields_set__", fields_set)
    _set_slot(made, "__pydantic_extra__", extra)
    _set_slot(made, "__pydantic_private__", private)
    return made


def _model_copy(model: BaseModel, update: dict[str, Any]) -> Any:
    """`model.model_copy(update=update)` made directly (pydantic's copy: its own `__dict__`, fields
    set, extra and private values, the updated fields set): half the time, and a rollout's state
    copy makes one for its dice and one per Plot."""
    d = model.__dict__.copy()
    d.update(update)
    extra, private = model.__pydantic_extra__, model.__pydantic_private__
    return _made(
        model.__class__, d, model.__pydantic_fields_set__ | update.keys(),
        None if extra is None else extra.copy(), None if private is None else private.copy(),
    )


def copy_rng(rng: RngState) -> RngState:
    """A copy of `rng` sharing no list (a state copy's, a rollout's deal): `copy.copy`'s, its lists
    copied (its fields set unchanged)."""
    made: RngState = _model_copy(rng, {})
    made.__dict__.update(scripted=rng.scripted[:], by_purpose={k: v[:] for k, v in rng.by_purpose.items()})
    return made


_copy_game = _copier()


def copy_state(state: GameState) -> GameState:
    """A copy of `state` without its log (the log is append-only: a checkpoint keeps its length),
    sharing nothing the rules change in place: what `engine.game.Checkpoint` keeps of a unit's
    start. Its `model_dump_json(exclude={"log"})` is the state's at the moment of the copy."""
    return _copy_game(state)  # type: ignore[no-any-return]
