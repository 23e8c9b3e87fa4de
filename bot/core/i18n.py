"""The service's message catalog: every word a player sees, by message id, in each language (docs/i18n.md).

Project Fluent (`fluent.runtime`): one folder per language under bot/core/locales/, each holding
`.ftl` files, read beside the engine's own catalogs (engine/locales: the engine's messages and the
names they use) in one lookup per language (`catalogs()`; the wording core is engine.i18n's).
`en/data.ftl` here and the engine's `en/names.ftl` are generated from engine/data (the English
facts stay their single source): `python -m bot.core.i18n` rewrites them, and a test fails when
one is stale. The other languages' files are written by hand with the same ids.

- A file that does not parse fails at start-up (`load()`) and in the tests, naming file and line.
- A message missing in a language falls back to English for that one message and is logged.
- An unknown language code is refused with the list of languages (`language()`).

render/ never imports bot, so it is handed words (`words(lang)`, a callable from message id and
arguments to text).
"""

from __future__ import annotations

import hashlib
import logging
import re
import sys
import unicodedata
from collections.abc import Callable, Iterable
from contextvars import ContextVar
from functools import cache, partial
from pathlib import Path
from typing import Any

from fluent.runtime.resolver import MAX_PART_LENGTH
from fluent.syntax import FluentParser, FluentSerializer, ast

from engine import i18n as core
from engine import msg as engine_msg
from engine.data import CARD_BY_NAME, CARDS, COUNTRIES, SCENARIOS, rule_tables, rules_index
from engine.i18n import (  # noqa: F401  (the catalog's API, as the service's modules import it)
    FUNCTIONS,
    LABEL_LIMIT,
    Catalog,
    CatalogError,
    card_msg,
    country_msg,
    ref_msg,
    scenario_msg,
)
from engine.msg import Msg

log = logging.getLogger(__name__)

LOCALES = Path(__file__).parent / "locales"
#: the languages offered, each named in itself (the list an unknown code is refused with); the
#: engine's catalogs are written in the same (engine.i18n.LANGUAGES)
LANGUAGES: dict[str, str] = {"en": "English", "ru": "Русский"}
DEFAULT = core.DEFAULT
#: the generated English: the service's facts here, the names the engine's messages use there
GENERATED = LOCALES / DEFAULT / "data.ftl"
GENERATED_NAMES = core.LOCALES / DEFAULT / "names.ftl"

#: a function from message id and arguments to text, in one language (what render/ is given)
Words = Callable[..., str]


class UnknownLanguage(ValueError):
    """A language code this service does not speak; the message lists those it does."""

    def __init__(self, code: str) -> None:
        offered = ", ".join(f"{k} ({v})" for k, v in LANGUAGES.items())
        shown = code if len(code) <= 20 else code[:19] + "…"  # (a code may be a megabyte long)
        super().__init__(f"Unknown language {shown!r}. Languages: {offered}.")
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



def parse_folder(lang: str, folder: Path, base: Catalog | None = None) -> Catalog:
    """Parse every `.ftl` file of one language (over `base`, the engine's: engine.i18n.parse_folder);
    CatalogError on a syntax error or a repeated id."""
    return core.parse_folder(lang, folder, base)


def roots() -> tuple[Path, Path]:
    """Where the catalogs are: the engine's, then the service's."""
    return (core.LOCALES, LOCALES)


@cache
def catalogs() -> dict[str, Catalog]:
    """Every language's catalog, parsed once: the service's messages over the engine's (one lookup).
    The folders must be exactly LANGUAGES."""
    folders = core.language_folders(LOCALES)
    if folders != set(LANGUAGES) or set(core.LANGUAGES) != set(LANGUAGES):
        raise CatalogError(f"{LOCALES}: language folders {sorted(folders)} differ from {sorted(LANGUAGES)}")
    engine = core.catalogs()
    return {lang: parse_folder(lang, LOCALES / lang, engine[lang]) for lang in LANGUAGES}


def load() -> None:
    """Parse the catalogs now (at start-up), so that a broken file stops the bot at once."""
    catalogs()


def has(msg_id: str, lang: str = DEFAULT) -> bool:
    return msg_id in catalogs()[lang].variables


def _warn(text: str) -> None:
    log.warning("i18n: %s", text)


#: the longest argument a message takes whole: Fluent refuses a longer placeable, and the whole
#: message would come out as "{???}" (issue 32); a longer text is cut to it, ending in "…" (with
#: room for the words around it where a select's variant holds it)
ARG_LIMIT = MAX_PART_LENGTH - 100
#: a variant holding several long arguments still overflows: then each is cut to this
_SHORT_ARG = 300
_UNKNOWN = "{???}"
#: whole numbers Fluent writes as numbers; past them its formatting fails (decimal.InvalidOperation
#: from 10**25 on), so a larger one is written as its digits
_NUMBER_LIMIT = 10**15


def fitting(args: dict[str, Any]) -> dict[str, Any]:
    """`args` (itself, when nothing needs it) with every text cut to ARG_LIMIT and every number
    Fluent cannot format written as text: the safety net under every message, so that no text a
    user typed, however long, and no number from a file, however large, turns a message into
    "{???}" or an exception. (The callers cut what a user typed far shorter: words.typed.)"""
    for v in args.values():
        cls = v.__class__
        if (cls is str and len(v) > ARG_LIMIT) or (cls is int and not -_NUMBER_LIMIT < v < _NUMBER_LIMIT):
            break
    else:
        return args
    return {k: _fit(v) for k, v in args.items()}


def _fit(v: Any, limit: int = ARG_LIMIT) -> Any:
    if v.__class__ is str:
        return v if len(v) <= limit else v[: limit - 1] + "…"
    if v.__class__ is int and not -_NUMBER_LIMIT < v < _NUMBER_LIMIT:
        return number_text(v)
    return v


def number_text(n: int) -> str:
    """A whole number of any size as text: its digits, the middle of a very long one left out
    (Python refuses to write more than 4,300 digits; and none of them would help a reader)."""
    if n.bit_length() > 3000:  # (about 900 digits)
        digits = int(n.bit_length() * 0.30103)
        return f"{'-' if n < 0 else ''}≈10^{digits}"
    text = str(n)
    return text if len(text) <= 40 else f"{text[:20]}…{text[-10:]} ({len(text.lstrip('-'))} digits)"


def _fitted(lang: str, msg_id: str, args: dict[str, Any]) -> str:
    """engine.i18n.say over the service's catalogs, its arguments made to fit (`fitting`); where
    Fluent still refuses a placeable (a variant holding several long texts), once more with every
    text cut short."""
    for v in args.values():  # (the path of every message: one look at each argument)
        cls = v.__class__
        if (cls is str and len(v) > _SHORT_ARG) or (cls is int and not -_NUMBER_LIMIT < v < _NUMBER_LIMIT):
            break
    else:
        return core.say(catalogs(), lang, msg_id, args, _warn)
    text = core.say(catalogs(), lang, msg_id, fitting(args), _warn)
    if _UNKNOWN in text:
        text = core.say(catalogs(), lang, msg_id, {k: _fit(_fit(v), _SHORT_ARG) for k, v in args.items()}, _warn)
    return text


def t(lang: str, msg_id: str, /, **args: Any) -> str:
    """The text of `msg_id` in `lang` with its arguments. A message missing (or failing) in `lang`
    is logged and given in English; an id unknown to English is a bug (LookupError). Arguments
    too long or too large for Fluent are made to fit (`fitting`)."""
    return _fitted(lang, msg_id, args)


def _text(lang: str, msg_id: str, args: dict[str, Any]) -> str:
    """`t` with its arguments in a dict (not copied)."""
    return _fitted(lang, msg_id, args)


def words(lang: str) -> Words:
    """`t` bound to one language: what a renderer or a text builder is handed. Called with an
    engine message alone (`words(msg)`: a picture's change lines), it words that message."""
    return partial(_say, lang)


def _say(lang: str, msg_id: str | Msg, /, **args: Any) -> str:
    return word(msg_id, lang) if isinstance(msg_id, Msg) else t(lang, msg_id, **args)


# ---------------------------------------------------------------------- the engine's messages
class _Speaker(engine_msg.Speaker):
    """The engine's speaker over the service's catalogs, its arguments made to fit (`fitting`):
    an engine message may quote what a file or a player gave (a position's country, an option)."""

    __slots__ = ()

    def text(self, lang: str, msg_id: str, args: dict[str, Any]) -> str:
        return _fitted(lang, msg_id, args)


#: the engine's messages (and the service's own, `reason-timeout`...) worded over this catalog
SPEAKER = _Speaker(catalogs, _warn)
#: the words kept once made, every speaker's (`_word_msg.cache_clear()` forgets them: a new file)
_word_msg = engine_msg._word_msg


#: word(obj, lang): what the engine says, in `lang`: a message (engine.msg.Msg, the engine's or the
#: service's own), a LogEntry, an Option's label, a Prompt's text. A plain string (an old save's
#: English log line, a label the service composed) is given as it is; None as "". Arguments are
#: worded first: a reference (`Ref`) by its name in the catalog (`country-iraq`, `#17` and the
#: card's name, `ref-role-us`...), a nested message by itself, a tuple as its items joined by
#: commas. (The speaker's own method: one call less on the path of every label an import checks.)
word = SPEAKER.word
#: word_ref(ref, lang): a reference's name in `lang`: a country's, a card's ("#17 FSB"), a role's
word_ref = SPEAKER.word_ref


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
    """Card views with their name (as printed, with its gloss: `card_glossed`) and Event text in
    `lang` (a hand's picture)."""
    if lang == DEFAULT:
        return list(cards)
    return [
        c.model_copy(update={"name": card_glossed(c.number, lang), "text": t(lang, card_msg(c.number, "effect"))})
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


def rule_msg(section: str, part: str) -> str:
    """`rule-8_4_2-title`, `rule-8_4_2-summary`."""
    return f"rule-{section.replace('.', '_')}-{part}"


def term_msg(term: str, part: str) -> str:
    """A glossary term of rules_index.json: `term-action_phase-name`, `term-action_phase-summary`."""
    return f"term-{_key(term)}-{part}"


def table_msg(table_id: str, part: str) -> str:
    """`table-woi-title`, `table-woi-head-1`, `table-woi-r3-0` (row 3, left cell)."""
    return f"table-{table_id}-{part}"

def english_names() -> list[tuple[str, str]]:
    """(message id, English text) of the names the engine's messages use, from engine/data:
    countries, scenarios and their periods, cards' names and conditions (the engine's en/names.ftl)."""
    out: list[tuple[str, str]] = [(country_msg(c.id), c.name) for c in COUNTRIES.values()]
    out += [(scenario_msg(s.id), s.name) for s in SCENARIOS.values()]
    out += [(f"{scenario_msg(s.id)}-period", s.period) for s in SCENARIOS.values()]
    for n, c in CARDS.items():
        out.append((card_msg(n), c.name))
        if c.playable_if:
            out.append((card_msg(n, "playable"), c.playable_if))
    return out


def english_facts() -> list[tuple[str, str]]:
    """(message id, English text) of the facts only the service says, from engine/data: cards'
    Event texts and notes, the rules index and the tables (en/data.ftl)."""
    out: list[tuple[str, str]] = []
    for n, c in CARDS.items():
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


def english_data() -> list[tuple[str, str]]:
    """(message id, English text) of every fact a player reads: the engine's names and the
    service's facts."""
    return english_names() + english_facts()


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
    """The service's en/data.ftl."""
    return _generated(english_facts(), "the service's facts: cards' Event texts and notes, rules summaries, glossary, tables")


def english_names_ftl() -> str:
    """The engine's en/names.ftl."""
    return _generated(english_names(), "the names the engine's messages use: countries, scenarios, cards and their conditions")


def _generated(facts: list[tuple[str, str]], what: str) -> str:
    head = [
        "# GENERATED from engine/data by `python -m bot.core.i18n`: do not edit; change the JSON and regenerate.",
        f"# The English of {what}.",
        "",
    ]
    return "\n".join(head + [ftl_message(i, text) for i, text in facts]) + "\n"


def generated() -> dict[Path, str]:
    """Each generated English file and what it must hold."""
    return {GENERATED_NAMES: english_names_ftl(), GENERATED: english_data_ftl()}


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
    """card number -> its names in every language (English first), the glosses too (`card_gloss`):
    a Russian player may type the printed name or ours."""
    names = _all_names((n, card_msg(n)) for n in CARDS)
    glosses = _all_names((n, card_msg(n, "gloss")) for n in CARDS)
    return {int(str(k)): tuple(dict.fromkeys(v + glosses[k])) for k, v in names.items()}


def card_gloss(n: int, lang: str) -> str:
    """Card `n`'s name in `lang` where the printed (English) name is kept, as the official
    translation keeps it: «Скачок цен на нефть» for Oil Price Spike; "" where there is none (in
    English, and card 120, whose printed name the translation itself gives: «Выборы в США")."""
    mid = card_msg(n, "gloss")
    return t(lang, mid) if mid in catalogs()[lang].variables else ""


def card_glossed(n: int, lang: str) -> str:
    """Card `n`'s name as printed with its gloss in `lang`, where there is room to show both:
    "Oil Price Spike (Скачок цен на нефть)"; the name alone where there is no gloss."""
    name, gloss = t(lang, card_msg(n)), card_gloss(n, lang)
    return f"{name} ({gloss})" if gloss else name


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


def region_msg(region_id: str) -> str:
    """A map region's name: `region-middle-east` (render.REGIONS's ids: `middle_east`)."""
    return "region-" + region_id.replace("_", "-")


@cache
def region_names() -> dict[str, tuple[str, ...]]:
    """region id -> its names in every language (English first): the catalog's `region-*`."""
    ids = sorted(m.removeprefix("region-").replace("-", "_") for m in catalogs()[DEFAULT].ids if m.startswith("region-"))
    return {str(k): v for k, v in _all_names((rid, region_msg(rid)) for rid in ids).items()}


def find_region(text: str) -> str | None:
    """The map region a player means by its id or its name in any language ("Ближний Восток",
    "middle east", "MIDDLE_EAST"), else None."""
    q = fold(text)
    for rid, names in region_names().items():
        if q.replace(" ", "_") == rid or q in map(fold, names):
            return rid
    return None


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


def english_fingerprints(root: Path | None = None) -> dict[str, str]:
    """Message id -> a short hash of its English entry (text, arguments, attributes), in the
    catalogs under `root` (the engine's or the service's; None: both)."""
    out: dict[str, str] = {}
    for folder in roots() if root is None else (root,):
        for path in sorted((folder / DEFAULT).glob("*.ftl")):
            for entry in FluentParser(with_spans=False).parse(path.read_text(encoding="utf-8")).body:
                if isinstance(entry, ast.Message):
                    text = FluentSerializer().serialize_entry(entry).split("=", 1)[1]
                    out[entry.id.name] = hashlib.sha256(text.encode()).hexdigest()[:12]
    return out


def recorded_fingerprints(lang: str, root: Path | None = None) -> dict[str, str]:
    """What `lang`'s translations were made from (the source-hashes.tsv of each root's `lang` folder)."""
    out: dict[str, str] = {}
    for folder in roots() if root is None else (root,):
        path = folder / lang / SOURCES
        if not path.is_file():
            continue
        rows = [line.split("\t") for line in path.read_text(encoding="utf-8").splitlines() if line and line[0] != "#"]
        out.update({r[0]: r[1] for r in rows if len(r) == 2})
    return out


def stale(lang: str) -> list[str]:
    """Ids whose English changed (or appeared) since `lang`'s translation was accepted."""
    out: list[str] = []
    for root in roots():
        now, then = english_fingerprints(root), recorded_fingerprints(lang, root)
        out += [m for m, h in now.items() if then.get(m) != h]
    return sorted(out)


def accept(lang: str) -> None:
    """Record that `lang`'s translations match the English as it is now (beside each catalog)."""
    head = f"# The English each {lang} message was translated from (`python -m bot.core.i18n --accept {lang}`)."
    for root in roots():
        rows = [f"{m}\t{h}" for m, h in sorted(english_fingerprints(root).items())]
        (root / lang / SOURCES).write_text("\n".join([head, *rows]) + "\n", encoding="utf-8")


def main(argv: list[str]) -> int:
    """`python -m bot.core.i18n`: rewrite the generated English from engine/data (the engine's
    en/names.ftl, the service's en/data.ftl; `--check`: only compare; `--accept ru`: record that
    the Russian texts were brought up to date with the English)."""
    if "--accept" in argv:
        i = argv.index("--accept")
        lang = language(argv[i + 1] if i + 1 < len(argv) else "")
        accept(lang)
        print(f"recorded the English the {lang} texts are translated from")
        return 0
    files = generated()
    if "--check" in argv:
        behind = [path for path, text in files.items() if not path.is_file() or path.read_text(encoding="utf-8") != text]
        for path in behind:
            print(f"{path} is stale: run python -m bot.core.i18n")
        if not behind:
            print("the generated English is up to date")
        return 1 if behind else 0
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
