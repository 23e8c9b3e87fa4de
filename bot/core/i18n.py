"""The message catalog: every word a player sees, by message id, in each language (docs/i18n.md).

Project Fluent (`fluent.runtime`): one folder per language under bot/core/locales/, each holding
`.ftl` files. `en/data.ftl` is generated from engine/data (the English facts stay their single
source): `python -m bot.core.i18n` rewrites it, and a test fails when it is stale. The other
languages' files are written by hand with the same ids.

- A file that does not parse fails at start-up (`load()`) and in the tests, naming file and line.
- A message missing in a language falls back to English for that one message and is logged.
- An unknown language code is refused with the list of languages (`language()`).

engine/ only names things (country ids, card numbers, section numbers); render/ never imports bot,
so it is handed words (`words(lang)`, a callable from message id and arguments to text).
"""

from __future__ import annotations

import hashlib
import logging
import re
import sys
import unicodedata
from collections.abc import Callable, Iterable
from contextvars import ContextVar
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
from fluent.syntax import FluentParser, FluentSerializer, ast
from fluent.syntax.visitor import Visitor

from engine import msg as engine_msg
from engine.data import CARD_BY_NAME, CARDS, COUNTRIES, SCENARIOS, rule_tables, rules_index
from engine.msg import Msg, Ref
from engine.ops.odds import LABEL_LIMIT

log = logging.getLogger(__name__)

LOCALES = Path(__file__).parent / "locales"
#: the languages offered, each named in itself (the list an unknown code is refused with)
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский"}
DEFAULT = "en"
GENERATED = LOCALES / DEFAULT / "data.ftl"

#: a function from message id and arguments to text, in one language (what render/ is given)
Words = Callable[..., str]


def _bare(text: object) -> str:
    """`BARE($prompt)`: a question as a clause, its final "?" or ":" dropped ("Deploy from where")."""
    return str(text).rstrip("?:")


def _fit(full: object, brief: object) -> str:
    """`FIT($full, $brief)`: an option's label with its odds whole, or with the short figure where
    the whole passes what a menu shows (engine.ops.odds.LABEL_LIMIT)."""
    text = str(full)
    return text if len(text) <= LABEL_LIMIT else str(brief)


#: the functions a catalog entry may call
FUNCTIONS = {"BARE": _bare, "FIT": _fit}


class CatalogError(Exception):
    """A catalog file that does not parse, or an id given twice."""


class UnknownLanguage(ValueError):
    """A language code this service does not speak; the message lists those it does."""

    def __init__(self, code: str) -> None:
        offered = ", ".join(f"{k} ({v})" for k, v in LANGUAGES.items())
        super().__init__(f"Unknown language {code!r}. Languages: {offered}.")
        self.code = code


def language(code: str) -> str:
    """A language code as typed (`ru`, `EN`): the code, or UnknownLanguage naming the choices."""
    c = code.strip().lower()
    if c not in LANGUAGES:
        raise UnknownLanguage(code.strip())
    return c


def from_locale(locale: object) -> str | None:
    """The language of a Discord locale ("ru", "en-US", a `discord.Locale`), or None when it is
    not one we speak (the caller then falls back further)."""
    value = str(getattr(locale, "value", locale) or "")
    primary = value.replace("_", "-").split("-")[0].lower()
    return primary if primary in LANGUAGES else None


@dataclass(frozen=True)
class Catalog:
    lang: str
    bundle: FluentBundle
    #: message id -> the variables ($name) its value and attributes use
    variables: dict[str, frozenset[str]]
    #: message id -> its value's plan for `_quick` (`_planned`: made at the message's first use)
    plans: dict[str, Plan] = dataclass_field(default_factory=dict, compare=False, repr=False)

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


def parse_folder(lang: str, folder: Path) -> Catalog:
    """Parse every `.ftl` file of one language; CatalogError on a syntax error or a repeated id."""
    files = sorted(folder.glob("*.ftl"))
    if not files:
        raise CatalogError(f"{folder}: no .ftl files for language {lang!r}")
    bundle = FluentBundle([lang], functions=FUNCTIONS, use_isolating=False)
    variables: dict[str, frozenset[str]] = {}
    seen_terms: set[str] = set()
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
    return Catalog(lang, bundle, variables)


@cache
def catalogs() -> dict[str, Catalog]:
    """Every language's catalog, parsed once. The folders must be exactly LANGUAGES."""
    folders = {p.name for p in LOCALES.iterdir() if p.is_dir() and not p.name.startswith(("_", "."))}
    if folders != set(LANGUAGES):
        raise CatalogError(f"{LOCALES}: language folders {sorted(folders)} differ from {sorted(LANGUAGES)}")
    return {lang: parse_folder(lang, LOCALES / lang) for lang in LANGUAGES}


def load() -> None:
    """Parse the catalogs now (at start-up), so that a broken file stops the bot at once."""
    catalogs()


def has(msg_id: str, lang: str = DEFAULT) -> bool:
    return msg_id in catalogs()[lang].variables


def t(lang: str, msg_id: str, /, **args: Any) -> str:
    """The text of `msg_id` in `lang` with its arguments. A message missing (or failing) in `lang`
    is logged and given in English; an id unknown to English is a bug (LookupError)."""
    return _text(lang, msg_id, args)


def _text(lang: str, msg_id: str, args: dict[str, Any]) -> str:
    """`t` with its arguments in a dict (not copied: an engine message's are made for it)."""
    cats = catalogs()
    if lang == DEFAULT:  # (the common case, first: an import words every label it checks in English)
        cat = cats[DEFAULT]
        if msg_id in cat.variables:
            quick = _planned(cat, msg_id, args)
            if quick is not None:
                return quick
    order = [lang, DEFAULT] if lang in cats and lang != DEFAULT else [DEFAULT]
    if lang not in cats:
        log.warning("i18n: unknown language %r; English used for %s", lang, msg_id)
    for code in order:
        cat = cats[code]
        if msg_id not in cat.variables:
            if code != DEFAULT:
                log.warning("i18n: no %s text for %s; English used", code, msg_id)
            continue
        quick = _planned(cat, msg_id, args)
        if quick is not None:
            return quick
        msg = cat.bundle.get_message(msg_id)
        text, errors = cat.bundle.format_pattern(msg.value, _ungrouped(args))
        if not errors:
            return text
        log.warning("i18n: %s %s: %s", code, msg_id, "; ".join(map(str, errors)))
        if code == DEFAULT:
            return text
    raise LookupError(f"no message {msg_id!r} in the English catalog")


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


def words(lang: str) -> Words:
    """`t` bound to one language: what a renderer or a text builder is handed. Called with an
    engine message alone (`words(msg)`: a picture's change lines), it words that message."""
    return partial(_say, lang)


def _say(lang: str, msg_id: str | Msg, /, **args: Any) -> str:
    return word(msg_id, lang) if isinstance(msg_id, Msg) else t(lang, msg_id, **args)


# ---------------------------------------------------------------------- the engine's messages
def word(obj: object, lang: str) -> str:
    """What the engine says, in `lang`: a message (engine.msg.Msg), a LogEntry, an Option's label,
    a Prompt's text. A plain string (an old save's English log line, a label the service composed)
    is given as it is; None as "". Arguments are worded first: a reference (`Ref`) by its name in
    the catalog (`country-iraq`, `#17` and the card's name, `ref-role-us`...), a nested message
    by itself, a tuple as its items joined by commas."""
    if obj is None:
        return ""
    if isinstance(obj, str):
        return obj
    if not isinstance(obj, Msg):
        text = getattr(obj, "msg", None)  # a LogEntry, a Prompt, an Option (its label)
        if text is None and not isinstance(obj, (str, Msg)):
            raise TypeError(f"nothing to word in {type(obj).__name__}")
        return word(text, lang)
    return _word_msg(obj, lang)


@lru_cache(maxsize=1 << 16)
def _word_msg(obj: Msg, lang: str) -> str:
    """A message in `lang` (kept: a message is immutable, and a long game's log is worded often)."""
    args = {k: _word_arg(v, lang) for k, v in obj.items()}
    try:
        return _text(lang, obj.id, args)
    except LookupError:  # a message without English: a bug the completeness test catches
        log.exception("i18n: the engine's message %s has no English text", obj.id)
        return engine_msg.plain(obj)


def _word_arg(v: object, lang: str) -> str | int:
    cls = v.__class__  # (the common classes first, exactly: a new file's import words thousands)
    if cls is Ref:
        return word_ref(v, lang)  # type: ignore[arg-type]
    if cls is Msg:
        return _word_msg(v, lang)  # type: ignore[arg-type]
    if cls is int or cls is str:
        return v  # type: ignore[return-value]
    if isinstance(v, Msg):
        return word(v, lang)
    if isinstance(v, Ref):
        return word_ref(v, lang)
    if isinstance(v, tuple):
        return t(lang, "list-sep").join(str(_word_arg(x, lang)) for x in v)
    if isinstance(v, int):
        return v
    return str(v)


def word_ref(ref: Ref, lang: str) -> str:
    """A reference's name in `lang`: a country's, a card's ("#17 FSB"), a role's, a level's. Kept
    once made (a few hundred names in all; a new file's import words thousands of references)."""
    key = (ref.kind, ref.value, lang)
    made = _REF_WORDS.get(key)
    if made is None:
        if len(_REF_WORDS) >= 1 << 14:  # (never: the catalogs name far fewer)
            _REF_WORDS.clear()
        made = _REF_WORDS[key] = _word_ref(ref.kind, ref.value, lang)
    return made


#: `word_ref`'s names: (kind, value, language) -> the name (bounded: the catalogs' references)
_REF_WORDS: dict[tuple[str, str | int, str], str] = {}


def _word_ref(k: str, v: str | int, lang: str) -> str:
    if k == "country":
        return t(lang, country_msg(str(v)))
    if k == "card":
        return f"#{v} {t(lang, card_msg(int(v)))}"
    if k == "cardname":
        return t(lang, card_msg(int(v)))
    if k == "playable":
        return t(lang, card_msg(int(v), "playable")).rstrip(".")
    if k == "side":
        return t(lang, f"side-{v}")
    if k == "scenario":
        return t(lang, scenario_msg(str(v)))
    return t(lang, ref_msg(k, v))


def ref_msg(kind: str, value: str | int) -> str:
    """`ref-role-us`, `ref-governance-2`, `ref-alignment-ally`, `ref-posture-hard`, `ref-level-war`."""
    return f"ref-{kind}-{str(value).replace('_', '-')}"


def _english(m: Msg) -> str:
    return word(m, DEFAULT)


#: the engine's English helper (`LogEntry.text`, `Prompt.text`, `Option.label`, `str(msg)`) words
#: through the English catalog wherever this layer is loaded (engine/ cannot import it)
engine_msg.install(_english)


# ---------------------------------------------------------------------- pictures in a language
_NUMBERED = re.compile(r"^#(\d+) (.+)$")


def _card_named(text: str, lang: str) -> str:
    """"#17 Name" (the view's event box, Lapsing cards) with the card's name in `lang`."""
    m = _NUMBERED.match(text)
    if m and int(m.group(1)) in CARDS:
        return f"#{m.group(1)} {t(lang, card_msg(int(m.group(1))))}"
    numbers = CARD_BY_NAME.get(text.lower(), [])  # a card's name alone (the event box, a marker)
    if len(numbers) == 1:
        return t(lang, card_msg(numbers[0]))
    first, sep, rest = text.partition(": ")  # "Leak: Renditions": a card's marker on another card's
    names = [CARD_BY_NAME.get(x.lower(), []) for x in (first, rest)] if sep else []
    if names and all(names):  # (a name several cards share, as Leak's three, is one name)
        return ": ".join(t(lang, card_msg(n[0])) for n in names)
    return text


def localized_view(view: Any, lang: str) -> Any:
    """A copy of an engine view whose names are in `lang` (countries, cards in play and in the
    hand, the victory conditions), for the pictures: render/ draws the names the view holds, so each language gets its
    own picture from the same public view. English: the view itself."""
    if lang == DEFAULT:
        return view
    update: dict[str, Any] = {
        "countries": [
            c.model_copy(update={"name": t(lang, country_msg(c.id)), "markers": [_card_named(x, lang) for x in c.markers]})
            for c in view.countries
        ]
    }
    for field in ("event_box", "lapsing"):
        if isinstance(getattr(view, field, None), list):
            update[field] = [_card_named(x, lang) if isinstance(x, str) else x for x in getattr(view, field)]
    if getattr(view, "hand", None):
        update["hand"] = localized_cards(view.hand, lang)
    if getattr(view, "victory_targets", None):  # the victory conditions (the engine's messages)
        update["victory_targets"] = [
            x.model_copy(update={"label": word(x.label, lang), "text": word(x.text, lang)}) for x in view.victory_targets
        ]
    return view.model_copy(update=update)


def localized_cards(cards: list[Any], lang: str) -> list[Any]:
    """Card views with their name and Event text in `lang` (a hand's picture)."""
    if lang == DEFAULT:
        return list(cards)
    return [
        c.model_copy(update={"name": t(lang, card_msg(c.number)), "text": t(lang, card_msg(c.number, "effect"))})
        for c in cards
    ]


# ---------------------------------------------------------------------- who reads which language
#: the language of the person a request answers (their refusals, their own replies): set by the
#: adapter from `GameService.language_of` for each interaction or command (docs/i18n.md)
READER: ContextVar[str] = ContextVar("reader", default=DEFAULT)


def reader() -> str:
    """The language of the person the current request answers (English unless an adapter said)."""
    return READER.get()


def tr(msg_id: str, /, **args: Any) -> str:
    """`t` in the current reader's language (`reader()`): for refusals and the caller's own replies."""
    return t(READER.get(), msg_id, **args)


# ---------------------------------------------------------------------- ids of the game's facts
def _key(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", text.lower()).strip("_")


def country_msg(cid: str) -> str:
    return f"country-{cid}"


def scenario_msg(sid: str) -> str:
    return f"scenario-{sid}"


def card_msg(n: int, part: str = "name") -> str:
    """`card-17-name`, `card-17-playable`, `card-17-effect`, `card-17-notes`."""
    return f"card-{n}-{part}"


def rule_msg(section: str, part: str) -> str:
    """`rule-8_4_2-title`, `rule-8_4_2-summary`."""
    return f"rule-{section.replace('.', '_')}-{part}"


def term_msg(term: str, part: str) -> str:
    """A glossary term of rules_index.json: `term-action_phase-name`, `term-action_phase-summary`."""
    return f"term-{_key(term)}-{part}"


def table_msg(table_id: str, part: str) -> str:
    """`table-woi-title`, `table-woi-head-1`, `table-woi-r3-0` (row 3, left cell)."""
    return f"table-{table_id}-{part}"


def english_data() -> list[tuple[str, str]]:
    """(message id, English text) of every fact a player reads: countries, scenarios, cards, the
    rules index and the tables, from engine/data."""
    out: list[tuple[str, str]] = [(country_msg(c.id), c.name) for c in COUNTRIES.values()]
    out += [(scenario_msg(s.id), s.name) for s in SCENARIOS.values()]
    for n, c in CARDS.items():
        out.append((card_msg(n), c.name))
        if c.playable_if:
            out.append((card_msg(n, "playable"), c.playable_if))
        out.append((card_msg(n, "effect"), c.effect))
        if c.notes:
            out.append((card_msg(n, "notes"), c.notes))
    index = rules_index()
    for e in index.sections:
        out += [(rule_msg(e.section, "title"), e.title), (rule_msg(e.section, "summary"), e.summary)]
    for g in index.glossary:
        out += [(term_msg(g.term, "name"), g.term), (term_msg(g.term, "summary"), g.summary)]
    for tb in rule_tables():
        out.append((table_msg(tb.id, "title"), tb.title))
        out += [(table_msg(tb.id, f"head-{i}"), h) for i, h in enumerate(tb.head) if h]
        for r, row in enumerate(tb.rows):
            out += [(table_msg(tb.id, f"r{r}-{i}"), cell) for i, cell in enumerate(row.cells) if cell]
    return out


def _escape_line(line: str) -> str:
    """One line of text as Fluent pattern text: braces and a leading `[`, `*` or `.` as literals."""
    body = re.sub(r"[{}]", lambda m: '{"' + m.group(0) + '"}', line)
    stripped = body.lstrip(" ")
    if stripped[:1] in ("[", "*", "."):
        body = body[: len(body) - len(stripped)] + '{"' + stripped[0] + '"}' + stripped[1:]
    return body


def ftl_message(msg_id: str, text: str) -> str:
    """A message whose value is exactly `text` (several lines kept, with their indentation)."""
    lines = text.split("\n")
    if len(lines) == 1 and text == text.strip():
        return f"{msg_id} = {_escape_line(text)}"
    # Fluent drops the indentation all lines share and the blanks at the ends: keep them as literals
    shared = min((len(x) - len(x.lstrip(" ")) for x in lines if x.strip()), default=0)
    out = []
    for line in lines:
        if not line.strip():
            out.append("")
            continue
        core = line.rstrip(" ")
        tail = line[len(core) :]
        lead = ('{"' + core[:shared] + '"}') if shared else ""
        out.append("    " + lead + _escape_line(core[shared:]) + ('{"' + tail + '"}' if tail else ""))
    return f"{msg_id} =\n" + "\n".join(out)


def english_data_ftl() -> str:
    head = [
        "# GENERATED from engine/data by `python -m bot.core.i18n`: do not edit; change the JSON and regenerate.",
        "# The English facts a player reads: countries, scenarios, cards, rules summaries, glossary, tables.",
        "",
    ]
    return "\n".join(head + [ftl_message(i, text) for i, text in english_data()]) + "\n"


# ---------------------------------------------------------------------- names typed in any language
def fold(text: str) -> str:
    """Text for matching what a player types: case, accents, `ё` and spacing folded."""
    t_ = unicodedata.normalize("NFKD", text.strip().lower().replace("ё", "е"))
    t_ = "".join(ch for ch in t_ if not unicodedata.combining(ch))
    return " ".join(t_.split())


def _all_names(msg_ids: Iterable[tuple[object, str]]) -> dict[object, tuple[str, ...]]:
    cats = catalogs()
    out: dict[object, tuple[str, ...]] = {}
    for key, mid in msg_ids:
        names = [t(code, mid) if mid in cats[code].variables else "" for code in LANGUAGES]
        out[key] = tuple(dict.fromkeys(n for n in names if n))
    return out


@cache
def country_names() -> dict[str, tuple[str, ...]]:
    """country id -> its names in every language (English first)."""
    return {str(k): v for k, v in _all_names((cid, country_msg(cid)) for cid in COUNTRIES).items()}


@cache
def card_names() -> dict[int, tuple[str, ...]]:
    """card number -> its names in every language (English first)."""
    return {int(str(k)): v for k, v in _all_names((n, card_msg(n)) for n in CARDS).items()}


@cache
def _folded_countries() -> dict[str, tuple[str, ...]]:
    return {cid: tuple(fold(n) for n in names) for cid, names in country_names().items()}


@cache
def _folded_cards() -> dict[int, tuple[str, ...]]:
    return {n: tuple(fold(x) for x in names) for n, names in card_names().items()}


def find_country(text: str) -> str | None:
    """The country id a player means by an id or a name in any language ("Пакистан", "iraq"), else None."""
    q = fold(text)
    if q.replace(" ", "_") in COUNTRIES:
        return q.replace(" ", "_")
    for cid, names in _folded_countries().items():
        if q in names:
            return cid
    return None


def find_countries(text: str) -> list[str]:
    """Country ids whose name in any language is `text` (exactly, else as a part): for what a
    player is still typing ("Пакис")."""
    q = fold(text)
    if not q:
        return []
    exact = find_country(text)
    if exact is not None:
        return [exact]
    return [cid for cid, names in _folded_countries().items() if any(q in n for n in names)]


def option_ends(text: str) -> set[str]:
    """The last parts of option ids ("country:iraq", "play:17") a name typed in any language may
    mean: the countries it names, else the cards."""
    countries = find_countries(text)
    return set(countries) if countries else {str(n) for n in find_cards(text)}


def find_cards(text: str) -> list[int]:
    """Card numbers whose name in any language is `text` (exactly, else as a part), else []."""
    q = fold(text.lstrip("#"))
    if not q:
        return []
    if q.isdigit():
        return [int(q)] if int(q) in CARDS else []
    exact = [n for n, names in _folded_cards().items() if q in names]
    return exact or [n for n, names in _folded_cards().items() if any(q in x for x in names)]


# ---------------------------------------------------------------------- translations kept up to date
#: per language, the fingerprint of the English each message was translated from
SOURCES = "source-hashes.tsv"


def english_fingerprints() -> dict[str, str]:
    """Message id -> a short hash of its English entry (text, arguments, attributes)."""
    out: dict[str, str] = {}
    for path in sorted((LOCALES / DEFAULT).glob("*.ftl")):
        for entry in FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message):
                text = FluentSerializer().serialize_entry(entry).split("=", 1)[1]
                out[entry.id.name] = hashlib.sha256(text.encode()).hexdigest()[:12]
    return out


def recorded_fingerprints(lang: str) -> dict[str, str]:
    """What `lang`'s translations were made from (its source-hashes.tsv)."""
    path = LOCALES / lang / SOURCES
    if not path.is_file():
        return {}
    rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines() if line and line[0] != "#"]
    return {r[0]: r[1] for r in rows if len(r) == 2}


def stale(lang: str) -> list[str]:
    """Ids whose English changed (or appeared) since `lang`'s translation was accepted."""
    now, then = english_fingerprints(), recorded_fingerprints(lang)
    return sorted(m for m, h in now.items() if then.get(m) != h)


def accept(lang: str) -> None:
    """Record that `lang`'s translations match the English as it is now."""
    head = f"# The English each {lang} message was translated from (`python -m bot.core.i18n --accept {lang}`)."
    rows = [f"{m}\t{h}" for m, h in sorted(english_fingerprints().items())]
    (LOCALES / lang / SOURCES).write_text("\n".join([head, *rows]) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    """`python -m bot.core.i18n`: rewrite en/data.ftl from engine/data (`--check`: only compare;
    `--accept ru`: record that the Russian texts were brought up to date with the English)."""
    if "--accept" in argv:
        i = argv.index("--accept")
        lang = language(argv[i + 1] if i + 1 < len(argv) else "")
        accept(lang)
        print(f"recorded the English the {lang} texts are translated from")
        return 0
    text = english_data_ftl()
    if "--check" in argv:
        ok = GENERATED.is_file() and GENERATED.read_text(encoding="utf-8") == text
        print("en/data.ftl is up to date" if ok else "en/data.ftl is stale: run python -m bot.core.i18n")
        return 0 if ok else 1
    GENERATED.parent.mkdir(parents=True, exist_ok=True)
    GENERATED.write_text(text, encoding="utf-8")
    print(f"wrote {GENERATED} ({len(english_data())} messages)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
