"""The engine's catalogs and the wording core under every catalog of the project (docs/i18n.md).

The engine words its own messages (engine.msg: `english`, `Speaker`): its catalogs live here,
one folder per language under engine/locales/ (packaged with the engine), in Project Fluent
(`fluent.runtime`). They hold the engine's messages (engine.ftl, engine-events.ftl) and the names
those messages use (names.ftl: countries, scenarios, cards and their conditions; en/names.ftl is
GENERATED from engine/data by `python -m bot.core.i18n`). The service's catalog
(bot.core.i18n) is made over this one (`parse_folder(..., base=)`): one lookup over both.

- A file that does not parse is refused (CatalogError), naming its file and line; so is an id
  given twice.
- `say` gives a message's text; a message missing in a language is given in English for that one
  message (and reported to `warn`).
- The common shapes of message are worded without Fluent's resolver (`_quick`, `_planned`): the
  engine's words are on the hot path of an import and a log's replay.

Below engine.msg (it imports nothing of the engine): what it words, engine.msg gives it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from functools import cache, lru_cache, partial
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle
from fluent.runtime.resolver import MAX_PART_LENGTH
from fluent.runtime.resolver import FunctionReference as FluentFunction
from fluent.runtime.resolver import Identifier as FluentIdentifier
from fluent.runtime.resolver import NeverIsolatingPlaceable as FluentBarePlaceable
from fluent.runtime.resolver import NumberLiteral as FluentNumber
from fluent.runtime.resolver import Pattern as FluentPattern
from fluent.runtime.resolver import Placeable as FluentPlaceable
from fluent.runtime.resolver import SelectExpression as FluentSelect
from fluent.runtime.resolver import TextElement as FluentText
from fluent.runtime.resolver import VariableReference as FluentVariable
from fluent.runtime.types import FluentInt, fluent_number
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

LOCALES = Path(__file__).parent / "locales"
#: the languages the engine's catalogs are written in (the service offers the same)
LANGUAGES = ("en", "ru")
DEFAULT = "en"
LABEL_LIMIT = 100  # a Discord select menu shows 100 characters of a label (`FIT`, engine.ops.odds)

#: who hears of a message given in English instead of its language, or of a message with no text
Warn = Callable[[str], None]


def _bare(text: object) -> str:
    """`BARE($prompt)`: a question as a clause, its final "?" or ":" dropped ("Deploy from where")."""
    return str(text).rstrip("?:")


def _fit(full: object, brief: object) -> str:
    """`FIT($full, $brief)`: an option's label with its odds whole, or with the short figure where
    the whole passes what a menu shows (LABEL_LIMIT)."""
    text = str(full)
    return text if len(text) <= LABEL_LIMIT else str(brief)


def _decimal_comma(number: object) -> str:
    """`DECIMAL_COMMA($expected)`: a decimal number the engine wrote ("2.0", "0.67") with a comma,
    as Russian writes it («2,0»)."""
    return str(number).replace(".", ",")


#: the functions a catalog entry may call
FUNCTIONS = {"BARE": _bare, "FIT": _fit, "DECIMAL_COMMA": _decimal_comma}


class CatalogError(Exception):
    """A catalog file that does not parse, or an id given twice."""


@dataclass(frozen=True)
class Catalog:
    lang: str
    bundle: FluentBundle
    #: message id -> the variables ($name) its value and attributes use
    variables: dict[str, frozenset[str]]
    #: message id -> its value's plan for `_quick` (`_planned`: made at the message's first use)
    plans: dict[str, Plan] = dataclass_field(default_factory=dict, compare=False, repr=False)
    #: the parsed files (a catalog made over this one adds them to its own bundle: parsed once)
    resources: tuple[ast.Resource, ...] = dataclass_field(default=(), compare=False, repr=False)

    @property
    def ids(self) -> frozenset[str]:
        return frozenset(self.variables)


def _variables(node: object) -> set[str]:
    found: set[str] = set()

    class Visit(Visitor):
        def visit_VariableReference(self, n: ast.VariableReference) -> None:  # noqa: N802 (the visitor's naming)
            found.add(n.id.name)

    Visit().visit(node)
    return found


def parse_folder(lang: str, folder: Path, base: Catalog | None = None) -> Catalog:
    """Parse every `.ftl` file of one language; CatalogError on a syntax error or a repeated id.
    Over `base` (the engine's catalog of the same language), its messages are this catalog's too:
    one lookup over both, an id of both refused as given twice."""
    files = sorted(folder.glob("*.ftl"))
    if not files:
        raise CatalogError(f"{folder}: no .ftl files for language {lang!r}")
    bundle = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)
    variables: dict[str, frozenset[str]] = dict(base.variables) if base is not None else {}
    resources: list[ast.Resource] = list(base.resources) if base is not None else []
    for resource in resources:
        bundle.add_resource(resource)
    seen_terms: set[str] = {e.id.name for r in resources for e in r.body if isinstance(e, ast.Term)}
    for path in files:
        text = path.read_text(encoding="utf-8")
        # (without the nodes' spans: a third of the objects the catalogs would keep for the
        # process's life, each a full garbage collection's work; only a syntax error needs one)
        resource = FluentParser(with_spans=False).parse(text)
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                junk = next(j for j in FluentParser(with_spans=True).parse(text).body if isinstance(j, ast.Junk))
                line = text.count("\n", 0, junk.span.start) + 1 if junk.span else 0
                why = "; ".join(a.message for a in junk.annotations) or "syntax error"
                raise CatalogError(f"{path.parent.name}/{path.name}:{line}: {why}: {junk.content[:60]!r}")
            if isinstance(entry, ast.Message):
                if entry.id.name in variables:
                    raise CatalogError(f"{path.name}: message {entry.id.name!r} is given twice in {lang!r}")
                if entry.value is None:
                    raise CatalogError(f"{path.name}: message {entry.id.name!r} has no text")
                variables[entry.id.name] = frozenset(_variables(entry))
            elif isinstance(entry, ast.Term):
                if entry.id.name in seen_terms:
                    raise CatalogError(f"{path.name}: term -{entry.id.name} is given twice in {lang!r}")
                seen_terms.add(entry.id.name)
        bundle.add_resource(resource)
        resources.append(resource)
    return Catalog(lang, bundle, variables, resources=tuple(resources))


def language_folders(root: Path) -> set[str]:
    return {p.name for p in root.iterdir() if p.is_dir() and not p.name.startswith(("_", "."))}


@cache
def catalogs() -> dict[str, Catalog]:
    """The engine's catalog in every language, parsed once (at the first message worded: reading
    the engine's own package data, as engine/data's JSON). The folders must be exactly LANGUAGES."""
    folders = language_folders(LOCALES)
    if folders != set(LANGUAGES):
        raise CatalogError(f"{LOCALES}: language folders {sorted(folders)} differ from {sorted(LANGUAGES)}")
    return {lang: parse_folder(lang, LOCALES / lang) for lang in LANGUAGES}


def say(cats: dict[str, Catalog], lang: str, msg_id: str, args: dict[str, Any], warn: Warn | None = None) -> str:
    """The text of `msg_id` in `lang` with its arguments (a dict, not copied: an engine message's
    are made for it), from `cats`. A message missing (or failing) in `lang` is given in English
    (and told to `warn`); an id unknown to English is a bug (LookupError)."""
    if lang == DEFAULT:  # (the common case, first: an import words every label it checks in English)
        cat = cats[DEFAULT]
        if msg_id in cat.variables:
            quick = _planned(cat, msg_id, args)
            if quick is not None:
                return quick
    order = [lang, DEFAULT] if lang in cats and lang != DEFAULT else [DEFAULT]
    if lang not in cats and warn is not None:
        warn(f"unknown language {lang!r}; English used for {msg_id}")
    for code in order:
        cat = cats[code]
        if msg_id not in cat.variables:
            if code != DEFAULT and warn is not None:
                warn(f"no {code} text for {msg_id}; English used")
            continue
        quick = _planned(cat, msg_id, args)
        if quick is not None:
            return quick
        msg = cat.bundle.get_message(msg_id)
        text, errors = cat.bundle.format_pattern(msg.value, _ungrouped(args))
        if not errors:
            return text
        if warn is not None:
            warn(f"{code} {msg_id}: " + "; ".join(map(str, errors)))
        if code == DEFAULT:
            return text
    raise LookupError(f"no message {msg_id!r} in the English catalog")


# ---------------------------------------------------------------------- ids of the game's names
def country_msg(cid: str) -> str:
    return f"country-{cid}"


def scenario_msg(sid: str) -> str:
    return f"scenario-{sid}"


def card_msg(n: int, part: str = "name") -> str:
    """`card-17-name`, `card-17-playable` (the engine's); `card-17-effect`, `card-17-notes` (the service's)."""
    return f"card-{n}-{part}"


def ref_msg(kind: str, value: str | int) -> str:
    """`ref-role-us`, `ref-governance-2`, `ref-alignment-ally`, `ref-posture-hard`, `ref-level-war`."""
    return f"ref-{kind}-{str(value).replace('_', '-')}"


# ---------------------------------------------------------------------- Fluent's common shapes, quickly
#: arguments that name something by number (a game, a row, a decision, a seed, a turn...): written
#: without grouping; a quantity (bytes, characters) keeps Fluent's ("at most 65,536")
_NUMBERS_AS_NAMES = frozenset({"game", "row", "seq", "seed", "turn", "decision", "version", "voids", "code", "id"})


def _ungrouped(args: dict[str, Any]) -> dict[str, Any]:
    """A game's number reads "#1234", not "#1,234" or "#1 234" (plural categories still apply)."""
    if not any(v.__class__ is int and not -1000 < v < 1000 and k in _NUMBERS_AS_NAMES for k, v in args.items()):
        return args
    return {
        k: fluent_number(v, useGrouping=False) if v.__class__ is int and k in _NUMBERS_AS_NAMES else v
        for k, v in args.items()
    }


def _quick(node: object, args: dict[str, Any], bundle: FluentBundle) -> str | None:
    """What Fluent's resolver makes of `node` (a message's value) with `args`, for the common
    shapes (text, `{ $name }`, a select on a whole number's plural category or on a string, a
    function of strings: most of the engine's labels), without Fluent's set-up for each message
    (the arguments converted, an environment): a new file's import words every label it checks,
    and that set-up was a quarter of its time. None for anything else (Fluent resolves it and
    reports what is wrong: a missing argument, another type, a number of 1000 or more, which it
    writes with grouping). A test holds it to Fluent's text for every message of every catalog."""
    cls = node.__class__
    if cls is FluentText:
        return node.value  # type: ignore[attr-defined,no-any-return]
    if cls is FluentPattern:
        out = []
        for e in node.elements:  # type: ignore[attr-defined]
            x = _quick(e, args, bundle)
            if x is None:
                return None
            out.append(x)
        return "".join(out)
    if cls is FluentPlaceable or cls is FluentBarePlaceable:
        if bundle.use_isolating:
            return None
        x = _quick_value(node.expression, args, bundle)  # type: ignore[attr-defined]
        if x.__class__ is int:
            return str(x)  # (0-999: the same digits in every language here)
        return x if x.__class__ is str and len(x) <= MAX_PART_LENGTH else None  # type: ignore[arg-type]
    return None


#: a message value's plan: its text, when it has no placeable, else its parts in order: (0, text),
#: (1, a variable's name: a placeable of it alone, the commonest), (3, (a function, the names of
#: the variables it is given): a placeable of that call), (2, any other element's `_quick`)
Plan = str | tuple[tuple[int, Any], ...]


def _planned(cat: Catalog, msg_id: str, args: dict[str, Any]) -> str | None:
    """`_quick(value, args)` for message `msg_id` of `cat`, through its plan (made once: a new
    file's import words a thousand labels, and `_quick`'s walk of each value was a third of that)."""
    plan = cat.plans.get(msg_id)
    if plan is None:
        plan = cat.plans[msg_id] = _plan(cat.bundle.get_message(msg_id).value, cat.bundle)
    if plan.__class__ is str:
        return plan  # type: ignore[return-value]
    out = []
    for kind, v in plan:
        if kind == 0:
            out.append(v)
            continue
        if kind == 1:  # (`_quick` of a placeable of a variable: a string, or a whole number 0-999)
            x = args.get(v)
            if x.__class__ is str:
                if len(x) > MAX_PART_LENGTH:
                    return None
            elif x.__class__ is int and 0 <= x < 1000:
                x = str(x)
            else:
                return None
        elif kind == 3:  # (`_quick` of a placeable of a function of variables, all strings)
            function, names = v
            given = [args.get(n) for n in names]
            if any(a.__class__ is not str for a in given):
                return None
            try:
                x = function(*given)
            except Exception:  # (Fluent reports it)
                return None
            if x.__class__ is not str or len(x) > MAX_PART_LENGTH:
                return None
        else:
            x = v(args)
            if x is None:
                return None
        out.append(x)
    return "".join(out)


def _plan(value: object, bundle: FluentBundle) -> Plan:
    """A message value's plan (`Plan`), giving what `_quick` gives for any arguments."""
    parts: list[tuple[int, Any]] = []
    for e in value.elements if value.__class__ is FluentPattern else [value]:  # type: ignore[attr-defined]
        cls, x = e.__class__, getattr(e, "expression", None)
        placeable = (cls is FluentPlaceable or cls is FluentBarePlaceable) and not bundle.use_isolating
        if cls is FluentText:
            parts.append((0, e.value))
        elif placeable and x.__class__ is FluentVariable:
            parts.append((1, x.id.name))
        elif (
            placeable
            and x.__class__ is FluentFunction
            and not x.arguments.named
            and x.id.name in bundle._functions
            and all(a.__class__ is FluentVariable for a in x.arguments.positional)
        ):
            parts.append((3, (bundle._functions[x.id.name], tuple(a.id.name for a in x.arguments.positional))))
        else:
            parts.append((2, partial(_quick_of, e, bundle)))
    if all(kind == 0 for kind, _ in parts):
        return "".join(v for _, v in parts)
    return tuple(parts)


def _quick_of(node: object, bundle: FluentBundle, args: dict[str, Any]) -> str | None:
    return _quick(node, args, bundle)


@lru_cache(maxsize=1 << 12)
def _plural_form(bundle: FluentBundle, n: int) -> str:
    """The plural category of the whole number `n` (0-999) in `bundle`'s language ("one",
    "few", "other"...), kept: Babel's rule takes a few µs, and most labels count something."""
    return bundle._plural_form(n)  # type: ignore[no-any-return]


def _quick_value(node: object, args: dict[str, Any], bundle: FluentBundle) -> str | int | None:
    cls = node.__class__
    if cls is FluentVariable:
        v = args.get(node.id.name)  # type: ignore[attr-defined]
        if v.__class__ is str or (v.__class__ is int and 0 <= v < 1000):
            return v  # type: ignore[no-any-return]
        return None
    if cls is FluentSelect:
        key = _quick_value(node.selector, args, bundle)  # type: ignore[attr-defined]
        if key is None:
            return None
        chosen = None
        named = _plural_form(bundle, key) if key.__class__ is int else key
        for variant in node.variants:  # type: ignore[attr-defined]
            k = variant.key
            if k.__class__ is FluentIdentifier:
                hit = named == k.name
            elif k.__class__ is FluentNumber and k.value.__class__ is FluentInt and key.__class__ is int:
                hit = key == int(k.value)
            else:
                return None
            if hit:
                chosen = variant
                break
            if variant.default:
                chosen = chosen or variant
        if chosen is None:
            return None
        return _quick(chosen.value, args, bundle)
    if cls is FluentFunction:
        call = node.arguments  # type: ignore[attr-defined]
        function = bundle._functions.get(node.id.name)  # type: ignore[attr-defined]
        if call.named or function is None:
            return None
        values = [_quick_value(a, args, bundle) for a in call.positional]
        if any(v.__class__ is not str for v in values):
            return None
        try:
            out = function(*values)
        except Exception:  # (Fluent reports it)
            return None
        return out if out.__class__ is str else None  # type: ignore[no-any-return]
    if cls in (FluentText, FluentPattern, FluentPlaceable, FluentBarePlaceable):
        return _quick(node, args, bundle)
    return None
