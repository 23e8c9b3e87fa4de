"""What the engine says, as messages: a message id and its arguments, never a sentence.

The engine names its messages and words them itself (`Speaker`, over its own catalogs:
engine.i18n, engine/locales); the service words them in the reader's language over its catalog
and the engine's (`bot.core.i18n.word(obj, lang)`, docs/i18n.md). Nothing the engine decides
reads a message's words. A message is

- `Msg(id, args)`: immutable; build one with `m("woi-result", country=country("pakistan"), roll=5)`;
- its arguments: ints, plain strings (shown as they are: dice lists, names of people), typed
  references worded by name (`Ref`: a country id, a card number, a role, a Governance,
  Alignment or Posture level, a track level), nested messages (a "why not" inside a log line),
  or tuples of these (a list, worded joined).

`Text` (a message or a plain string) is what a LogEntry, a Prompt's text and an Option's label
and odds note hold: a plain string is shown as it is (old saves' log lines, the service's own
composed labels).

JSON form (saves, exports, positions): a message is `{"id": ..., "args": {...}}`; a reference
`{"country": "iraq"}` (one key, its kind); a tuple `{"all": [...]}` (a wrapped list, so a
message's JSON never holds `],"`: engine.game cuts a saved log's array at the first one).

English (`english(x)`, also `str(msg)`, `LogEntry.text`, `Prompt.text`, `Option.label`): the
engine's own catalog, with no set-up (read at the first message worded). `plain(x)` is a
message's bare `id(name=value, ...)` form.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import FrozenInstanceError, dataclass
from functools import lru_cache
from operator import attrgetter
from typing import Any, Union

#: the kinds of reference and what their value is
REF_KINDS = (
    "country",  # a country id: its name
    "card",  # a card number: "#17 FSB"
    "cardname",  # a card number: its name alone ("FSB")
    "role",  # "us" | "jihadist": "US", "Jihadist"
    "governance",  # 1-4 (engine.state GOOD..ISLAMIST_RULE) or 0 for unmarked
    "alignment",  # "ally" | "neutral" | "adversary"
    "posture",  # "hard" | "soft" | "unmarked"
    "level",  # a track level id: "low_intensity", "war", "overstretch", "tight", "ample" ...
    "side",  # a card's association: "us" | "jihadist" | "unassociated"
    "playable",  # a card number: its Event's condition (the card's "playable if"), without a final stop
    "scenario",  # a scenario id: its name
)


@dataclass(frozen=True, slots=True)
class Ref:
    """A thing worded by its name in the catalog, found by its id (`kind` one of REF_KINDS)."""

    kind: str
    value: str | int

    def __post_init__(self) -> None:
        if self.kind not in REF_KINDS:
            raise ValueError(f"unknown reference kind {self.kind!r}")


Arg = Union[int, str, Ref, "Msg", tuple["Arg", ...]]


class Msg:
    """A message id and its arguments (name, value) in the order given: immutable, equal to and
    hashed as another message with the same id and arguments.

    The arguments are kept in the dict `m` was called with (made by the call itself: nothing is
    copied, and a dict of ints and strings is one object the garbage collector does not follow),
    read as (name, value) pairs (`args`), by name (`arg`) or as `items()`. (A long game's log
    holds thousands of messages: pairs of tuples were four objects a message to collect.)"""

    __slots__ = ("_id", "_kw")

    _id: str
    _kw: dict[str, Arg]

    def __init__(self, id: str, args: tuple[tuple[str, Arg], ...] = ()) -> None:  # noqa: A002
        self._id = id
        self._kw = dict(args) if args else _NO_ARGS

    def _frozen(self, value: Any) -> None:
        raise FrozenInstanceError("a message is immutable")

    #: the message id (read-only: a message is immutable; `m` sets the slots behind it directly)
    id = property(attrgetter("_id"), _frozen)

    @property
    def args(self) -> tuple[tuple[str, Arg], ...]:
        """The arguments as (name, value) pairs, in the order given."""
        return tuple(self._kw.items())

    @args.setter
    def args(self, value: Any) -> None:
        self._frozen(value)

    def items(self) -> Any:
        """The arguments' (name, value) pairs, in the order given (a view: read it, keep nothing)."""
        return self._kw.items()

    @property
    def kwargs(self) -> dict[str, Arg]:
        return dict(self._kw)

    def arg(self, name: str, default: Any = None) -> Any:
        return self._kw.get(name, default)

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not Msg:
            return NotImplemented
        return self._id == other._id and self._kw == other._kw  # type: ignore[attr-defined]

    def __hash__(self) -> int:
        return hash((self._id, frozenset(self._kw.items())))

    def __repr__(self) -> str:
        return f"Msg(id={self._id!r}, args={self.args!r})"

    def __reduce__(self) -> tuple[Any, ...]:  # (copy, deepcopy and pickle: through the constructor)
        return (Msg, (self._id, self.args))

    def __str__(self) -> str:
        return english(self)

    # ---------------------------------------------------------------- JSON
    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self._id}
        if self._kw:
            out["args"] = {k: _arg_json(v) for k, v in self._kw.items()}
        return out

    @classmethod
    def from_json(cls, data: Any) -> Msg:
        if isinstance(data, Msg):
            return data
        if not isinstance(data, dict) or not isinstance(data.get("id"), str) or set(data) - {"id", "args"}:
            raise ValueError(f"not a message: {data!r}")
        args = data.get("args", {})
        if not isinstance(args, dict):
            raise ValueError(f"a message's args must be an object: {data!r}")
        return cls(data["id"], tuple((str(k), _arg_from_json(v)) for k, v in args.items()))

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: Any) -> Any:
        from pydantic_core import core_schema

        return core_schema.no_info_plain_validator_function(
            cls.from_json,
            serialization=core_schema.plain_serializer_function_ser_schema(
                lambda v: v.to_json() if isinstance(v, Msg) else v
            ),
        )


#: what an engine text is: a message, or a plain string shown as it is
Text = str | Msg


def m(msg_id: str, /, **args: Arg | list[Any]) -> Msg:
    """`Msg(msg_id, args)`; a list argument is kept as a tuple (immutable). (The engine makes a
    couple for every decision: the slots are set directly, the call's dict kept as it is.)"""
    if args:
        for v in args.values():
            if v.__class__ is list:
                args = {k: tuple(v) if isinstance(v, list) else v for k, v in args.items()}
                break
    made = _new(Msg)
    made._id = msg_id
    made._kw = args or _NO_ARGS  # (the call's own dict: nobody else holds it)
    return made


_new = object.__new__
#: the arguments of a message without any (shared: nothing changes a message's dict)
_NO_ARGS: dict[str, Arg] = {}


# One shared Ref per kind and value (a Ref is immutable and compares by value; the engine makes
# one for every country of every option, so each is made once): `_refs[kind]`.
_refs: dict[str, dict[str | int, Ref]] = {k: {} for k in REF_KINDS}


def _new_ref(kind: str, value: str | int) -> Ref:
    r = Ref(kind, value)
    if value.__class__ in (str, int):  # (never a bool: True == 1)
        _refs[kind][value] = r
    return r


_COUNTRY = _refs["country"]
_CARD = _refs["card"]
_CARDNAME = _refs["cardname"]
_ROLE = _refs["role"]
_GOVERNANCE = _refs["governance"]
_ALIGNMENT = _refs["alignment"]
_POSTURE = _refs["posture"]
_LEVEL = _refs["level"]
_SIDE = _refs["side"]
_PLAYABLE = _refs["playable"]


def country(cid: str) -> Ref:
    return _COUNTRY.get(cid) or _new_ref("country", cid)


def card(n: int) -> Ref:
    return _CARD.get(n) or _new_ref("card", n)


def cardname(n: int) -> Ref:
    return _CARDNAME.get(n) or _new_ref("cardname", n)


def role(r: str) -> Ref:
    return _ROLE.get(r) or _new_ref("role", r)


def governance(level: int | None) -> Ref:
    v = level or 0
    return _GOVERNANCE.get(v) or _new_ref("governance", v)


def alignment(a: str | None) -> Ref:
    v = a or "neutral"
    return _ALIGNMENT.get(v) or _new_ref("alignment", v)


def posture(p: str | None) -> Ref:
    v = p or "unmarked"
    return _POSTURE.get(v) or _new_ref("posture", v)


def level(lv: str) -> Ref:
    return _LEVEL.get(lv) or _new_ref("level", lv)


def side(association: str) -> Ref:
    """A card's association as the data writes it ("US", "Jihadist", "Unassociated") or its id."""
    v = association.lower()
    return _SIDE.get(v) or _new_ref("side", v)


def playable(n: int) -> Ref:
    return _PLAYABLE.get(n) or _new_ref("playable", n)


def and_list(items: list[Arg] | tuple[Arg, ...], joiner: str = "list-and") -> Arg:
    """Items joined "a and b and c" (`list-and`; `list-then`: "a → b → c"); one item is itself."""
    if len(items) == 1:
        return items[0]
    return m(joiner, first=items[0], rest=and_list(items[1:], joiner))


def _arg_json(v: Arg) -> Any:
    if isinstance(v, Msg):
        return v.to_json()
    if isinstance(v, Ref):
        return {v.kind: v.value}
    if isinstance(v, tuple):
        return {"all": [_arg_json(x) for x in v]}
    return v


def _arg_from_json(v: Any) -> Arg:
    if isinstance(v, bool) or v is None:
        raise ValueError(f"not a message argument: {v!r}")
    if isinstance(v, (int, str)):
        return v
    if isinstance(v, dict):
        if "id" in v:
            return Msg.from_json(v)
        if len(v) == 1:
            (k, x), = v.items()
            if k == "all" and isinstance(x, list):
                return tuple(_arg_from_json(y) for y in x)
            if k in REF_KINDS and isinstance(x, (int, str)) and not isinstance(x, bool):
                return Ref(k, x)
    raise ValueError(f"not a message argument: {v!r}")


# ---------------------------------------------------------------- words
def plain(x: Text) -> str:
    """A message as `id(name=value, ...)`: its bare form (a message with no text in any catalog)."""
    if isinstance(x, str):
        return x
    parts = [f"{k}={_plain_arg(v)}" for k, v in x.items()]
    return f"{x.id}({', '.join(parts)})" if parts else x.id


def _plain_arg(v: Arg) -> str:
    if isinstance(v, Msg):
        return plain(v)
    if isinstance(v, Ref):
        return str(v.value)
    if isinstance(v, tuple):
        return "[" + ", ".join(_plain_arg(x) for x in v) + "]"
    return str(v)


class Speaker:
    """Words messages in a language over a set of catalogs (engine.i18n): the engine's own
    (`ENGINE`: `english`, `LogEntry.text`, `Prompt.text`, `Option.label`), or the service's, the
    engine's and its own in one lookup (bot.core.i18n). Arguments are worded first: a reference
    by its name in the catalog (`country-iraq`, `#17` and the card's name, `ref-role-us`...), a
    nested message by itself, a tuple as its items joined by `list-sep`."""

    __slots__ = ("catalogs", "warn", "_refs")

    def __init__(self, catalogs: Callable[[], dict[str, Any]] | None = None, warn: Callable[[str], None] | None = None) -> None:
        #: () -> language -> engine.i18n.Catalog (None: the engine's, read at the first message worded)
        self.catalogs = catalogs
        #: told of a message given in English instead of its language, or with no text at all
        self.warn = warn
        #: (kind, value, language) -> a reference's name (bounded: the catalogs' references)
        self._refs: dict[tuple[str, str | int, str], str] = {}

    def text(self, lang: str, msg_id: str, args: dict[str, Any]) -> str:
        """`msg_id`'s text in `lang` with its worded arguments (engine.i18n.say)."""
        say = _say or _load()
        return say((self.catalogs or _engine_catalogs)(), lang, msg_id, args, self.warn)  # type: ignore[misc]

    def word(self, obj: object, lang: str) -> str:
        """What the engine says, in `lang`: a message, a LogEntry, an Option's label, a Prompt's
        text. A plain string (an old save's English log line, a label the service composed) is
        given as it is; None as ""."""
        if obj is None:
            return ""
        if isinstance(obj, str):
            return obj
        if not isinstance(obj, Msg):
            text = getattr(obj, "msg", None)  # a LogEntry, a Prompt, an Option (its label)
            if text is None:
                raise TypeError(f"nothing to word in {type(obj).__name__}")
            return self.word(text, lang)
        return _word_msg(self, obj, lang)

    def word_arg(self, v: object, lang: str) -> str | int:
        cls = v.__class__  # (the common classes first, exactly: a new file's import words thousands)
        if cls is Ref:
            return self.word_ref(v, lang)  # type: ignore[arg-type]
        if cls is Msg:
            return _word_msg(self, v, lang)  # type: ignore[arg-type]
        if cls is int or cls is str:
            return v  # type: ignore[return-value]
        if isinstance(v, Msg):
            return _word_msg(self, v, lang)
        if isinstance(v, Ref):
            return self.word_ref(v, lang)
        if isinstance(v, tuple):
            return self.text(lang, "list-sep", {}).join(str(self.word_arg(x, lang)) for x in v)
        if isinstance(v, int):
            return v
        return str(v)

    def word_ref(self, ref: Ref, lang: str) -> str:
        """A reference's name in `lang`: a country's, a card's ("#17 FSB"), a role's, a level's.
        Kept once made (a few hundred names in all; a new file's import words thousands)."""
        key = (ref.kind, ref.value, lang)
        made = self._refs.get(key)
        if made is None:
            if len(self._refs) >= 1 << 14:  # (never: the catalogs name far fewer)
                self._refs.clear()
            made = self._refs[key] = self._word_ref(ref.kind, ref.value, lang)
        return made

    def _word_ref(self, k: str, v: str | int, lang: str) -> str:
        from engine.i18n import card_msg, country_msg, ref_msg, scenario_msg

        if k == "country":
            return self.text(lang, country_msg(str(v)), {})
        if k == "card":
            return f"#{v} {self.text(lang, card_msg(int(v)), {})}"
        if k == "cardname":
            return self.text(lang, card_msg(int(v)), {})
        if k == "playable":
            return self.text(lang, card_msg(int(v), "playable"), {}).rstrip(".")
        if k == "side":
            return self.text(lang, f"side-{v}", {})
        if k == "scenario":
            return self.text(lang, scenario_msg(str(v)), {})
        return self.text(lang, ref_msg(k, v), {})


def _worded(speaker: Speaker, obj: Msg, lang: str) -> str:
    arg = speaker.word_arg
    args = {k: arg(v, lang) for k, v in obj._kw.items()}
    try:
        return speaker.text(lang, obj._id, args)
    except LookupError:  # a message without English: a bug the completeness tests catch
        if speaker.warn is not None:
            speaker.warn(f"the message {obj.id} has no English text")
        return plain(obj)


#: a message in a language by a speaker, kept (a message is immutable, and a long game's log is
#: worded often; bounded): every speaker's words in one cache (`_word_msg.cache_clear()` forgets all)
_word_msg = lru_cache(maxsize=1 << 16)(_worded)

#: engine.i18n.say and engine.i18n.catalogs, imported at the first message worded (Fluent is not
#: light: a process that only plays never loads it)
_say: Callable[..., str] | None = None
_engine_catalogs: Callable[[], dict[str, Any]] | None = None


def _load() -> Callable[..., str]:
    global _say, _engine_catalogs
    from engine.i18n import catalogs, say

    _say, _engine_catalogs = say, catalogs
    return say


#: the engine's own words: its catalogs (engine/locales), English falling back per message
ENGINE = Speaker()


def english(x: Text | None) -> str:
    """`x` in English, through the engine's own catalog; a plain string as it is; "" for None."""
    if x is None:
        return ""
    if isinstance(x, str):
        return x
    return _word_msg(ENGINE, x, "en")
