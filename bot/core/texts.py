"""Views into words, for both adapters: card and rules look-up, tables, the board as text, a
player's status line, option lists laid out, phase summaries and standings.

Pure functions of the engine's public facts and views (no Discord, no terminal), so the adapters
post what the core hands them and never import the engine themselves.

The line with `bot.core.words`: words.py holds the vocabulary (the name of a role, a phase, a
level, a duration, a player; the status text) and stands below the service; this module lays
whole views out into longer texts from those words, and no room of the service imports it.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import cache

from bot.core.i18n import (
    DEFAULT,
    card_glossed,
    card_msg,
    card_names,
    country_names,
    find_cards,
    find_country,
    fold,
    rule_msg,
    t,
    table_msg,
    term_msg,
    word,
)
from bot.core.i18n import region_names as region_name_sets
from bot.core.pictures import region_names
from bot.core.replies import HEADLINE, KEY, REASONING, Gist, PhaseNews, gists_of
from bot.core.routing import gist
from bot.core.words import level_name, phase_name, role_label, typed
from engine.data import (
    CARD_BY_NAME,
    CARDS,
    COUNTRIES,
    SCENARIOS,
    RuleEntry,
    RuleTable,
    find_table,
    lookup_rule,
    rule_tables,
    rules_index,
)
from engine.game import Option
from engine.setup import IDEOLOGIES, LENGTHS
from engine.view import CountryView, View

#: the settings a new game offers (names for the adapters' menus and help)
SCENARIO_NAMES: dict[str, str] = {k: s.name for k, s in SCENARIOS.items()}
LENGTH_NAMES: dict[int, str] = dict(LENGTHS)
IDEOLOGY_NAMES: tuple[str, ...] = tuple(IDEOLOGIES)


def completion_words(lang: str = DEFAULT) -> list[str]:
    """Card numbers and names and country names, for completing what a player types (English names,
    and the names in `lang` too)."""
    from_lang = (
        []
        if lang == DEFAULT
        else [name for n in CARDS for name in card_names()[n][1:]] + [country_name(c, lang) for c in COUNTRIES]
    )
    return (
        [str(n) for n in CARDS]
        + [c.name for c in CARDS.values()]
        + [c.name for c in COUNTRIES.values()]
        + list(dict.fromkeys(from_lang))
    )


def card_name(n: int, lang: str = DEFAULT) -> str:
    return t(lang, card_msg(n))


def country_name(cid: str, lang: str = DEFAULT) -> str:
    return t(lang, f"country-{cid}")


_SIDES = {"US": "side-us", "Jihadist": "side-jihadist", "Unassociated": "side-unassociated"}


def label_block(tag: str, text: str) -> str:
    lines = text.splitlines() or [""]
    pad = " " * (len(tag) + 1)
    return "\n".join([f"{tag} {lines[0]}", *(pad + line for line in lines[1:])])


def card_text(query: str, lang: str = DEFAULT, *, command: str = "rules") -> str:
    """The text of a card by number or (part of) its name, in English or in `lang`."""
    q = query.strip().lstrip("#")
    if not q:
        return t(lang, "card-say-which", command=command)
    matches = find_cards(q)
    if not matches:
        return t(lang, "card-no-match", query=typed(query), last=str(max(CARDS)))
    names = {n: card_glossed(n, lang) for n in matches}
    if len(matches) > 1 and len(set(names.values())) > 1:
        return t(lang, "card-several", list=", ".join(f"#{n} {names[n]}" for n in matches))
    out = []
    for n in matches:
        c = CARDS[n]
        tags = [t(lang, "card-ops", ops=c.ops), t(lang, _SIDES[c.side])]
        tags += [
            t(lang, msg)
            for msg, on in (("card-tag-remove", c.remove), ("card-tag-mark", c.mark), ("card-tag-lapsing", c.lapsing))
            if on
        ]
        out.append(f"#{n} {names[n]} ({', '.join(tags)})")
        if c.playable_if:
            out.append(t(lang, "card-playable-if", text=t(lang, card_msg(n, "playable"))))
        out.append(t(lang, card_msg(n, "effect")))
    return "\n".join(out)


#: "8.4.2", "§8.4", "section 8", "rule 8.4": a rules section (a bare "8" is card 8)
_SECTION_QUERY = re.compile(
    r"^(?:§\s*|(?:section|rule)s?\s+)\d{1,2}(?:\.\d+)*\.?$|^\d{1,2}(?:\.\d+)+\.?$", re.IGNORECASE
)


def _title(e: RuleEntry, lang: str) -> str:
    if lang == DEFAULT:
        return e.title
    return t(lang, rule_msg(e.section, "title")) if e.section else t(lang, term_msg(e.title, "name"))


def _summary(e: RuleEntry, lang: str) -> str:
    if lang == DEFAULT:
        return e.summary
    return t(lang, rule_msg(e.section, "summary")) if e.section else t(lang, term_msg(e.title, "summary"))


def _rule_line(e: RuleEntry, lang: str = DEFAULT) -> str:
    return f"§{e.section} {_title(e, lang)}" if e.section else t(lang, "rule-line-term", term=_title(e, lang))


def _rule_block(e: RuleEntry, lang: str = DEFAULT) -> str:
    see = f" ({t(lang, 'rule-see', sections=', '.join(e.see))})" if e.see else ""
    ours = f"\n{t(lang, 'rule-ours')}" if lang != DEFAULT and e.section.split(".")[0] == "9" else ""
    return f"{_rule_line(e, lang)}\n{_summary(e, lang)}{see}{ours}"


def rules_reply(entries: list[RuleEntry], *, by_number: bool, lang: str = DEFAULT) -> str:
    """Rules entries as text: a section with its subsections listed, or the entries found by words."""
    if by_number:
        rest = [f"  {_rule_line(e, lang)}" for e in entries[1:]]
        return "\n".join([_rule_block(entries[0], lang), *([t(lang, "rule-subsections"), *rest] if rest else [])])
    if len(entries) <= 3:
        return "\n\n".join(_rule_block(e, lang) for e in entries)
    return "\n\n".join(
        [
            _rule_block(entries[0], lang),
            t(lang, "rule-also", list="; ".join(_rule_line(e, lang) for e in entries[1:12])),
        ]
        + ([t(lang, "rule-by-number")] if len(entries) > 12 else [])
    )


def _words_of(text: str) -> list[str]:
    return re.findall(r"\w+", fold(text))


@cache
def _named_rules(lang: str) -> list[tuple[RuleEntry, list[str]]]:
    """Every rules section and glossary term with the words of its title in `lang`."""
    index = rules_index()
    named = [(e, _words_of(_title(e, lang))) for e in index.sections]
    return named + [(g.entry(), _words_of(_title(g.entry(), lang))) for g in index.glossary]


def lookup_rule_in(query: str, lang: str) -> list[RuleEntry]:
    """Rules entries whose title or glossary term in `lang` holds every word of `query` (exact first)."""
    words = _words_of(query)
    if not words or lang == DEFAULT:
        return []
    named = _named_rules(lang)
    exact = [e for e, w in named if w == words]
    partial = [e for e, w in named if w != words and all(any(x.startswith(q) for x in w) for q in words)]
    return exact + partial


_TABLE_WORDS = ("table", "tables", "chart", "charts", "таблица", "таблицы")


def lookup_text(query: str, lang: str = DEFAULT) -> str:
    """Answer `rules <query>`: a rules section by number; a card by number or name; a rule title or term.

    Precedence: section number, card number, exact card name, a country's name (what the map
    prints for it), exact rule title or glossary term, part of a card name, words of rule titles
    or terms. Names and titles are understood in English and in `lang`, and the answer is in
    `lang`. Summaries are our own, not the rulebook's text.
    """
    q = " ".join(query.split())
    if q.lower() in _TABLE_WORDS:
        return tables_list(lang)
    if _SECTION_QUERY.match(q):
        entries = lookup_rule(q)
        if not entries:
            return t(lang, "rule-no-section", section=q)
        return rules_reply(entries, by_number=True, lang=lang)
    matches = find_cards(q) if q else []
    exact_card = bool(matches) and any(
        fold(q.lstrip("#")) in map(fold, card_names()[n]) for n in matches
    )
    country = find_country(q) if q else None
    if not q or q.lstrip("#").isdigit() or q.lower() in CARD_BY_NAME or exact_card:
        text = card_text(query, lang)  # (a card named as a country, Iran: the card, then the country)
        return text if country is None or q.lstrip("#").isdigit() else f"{text}\n\n{country_text(country, lang)}"
    if country is not None:
        return country_text(country, lang)
    entries = lookup_rule(q) or lookup_rule_in(q, lang)
    table = find_table(q)
    if entries and (
        re.findall(r"[a-z0-9]+", entries[0].title.lower()) == re.findall(r"[a-z0-9]+", q.lower())
        or (lang != DEFAULT and _words_of(_title(entries[0], lang)) == _words_of(q))
    ):
        cards = [f"#{n} {card_glossed(n, lang)}" for n in matches]
        hint = "\n\n" + t(lang, "rule-cards-named", list=", ".join(cards[:10])) if cards else ""
        if table is not None and re.search(r"\b(?:tables?|charts?)\b", q.lower()):
            hint += "\n\n" + table_text(table, lang)
        elif table is not None:
            hint += "\n\n" + t(lang, "rule-table-hint", table=table.id, title=table_title(table, lang))
        return rules_reply(entries, by_number=False, lang=lang) + hint
    if table is not None:
        return table_text(table, lang)
    if entries and not matches:
        return rules_reply(entries, by_number=False, lang=lang)
    if not matches:
        return t(lang, "rule-nothing", query=typed(q), last=str(max(CARDS)))
    return card_text(query, lang)


#: a Muslim country's type (4.1.2), as `rules <country>` says it
_MUSLIM_TYPES = {"sunni": "rule-country-sunni", "shia_mix": "rule-country-shia-mix"}
#: a non-Muslim country's fixed Governance as the engine words it mid-sentence ("хорошее")
_FIXED_GOVERNANCE = {"good": "ref-governance-1", "fair": "ref-governance-2"}


@cache
def _cards_naming(cid: str) -> tuple[int, ...]:
    """The cards whose English text (condition and effect) names country `cid`."""
    name = re.compile(rf"\b{re.escape(COUNTRIES[cid].name)}\b", re.IGNORECASE)
    return tuple(
        n for n in CARDS if name.search(t(DEFAULT, card_msg(n, "effect"))) or (
            CARDS[n].playable_if and name.search(t(DEFAULT, card_msg(n, "playable"))))
    )  # fmt: skip


def country_text(cid: str, lang: str = DEFAULT) -> str:
    """`rules <country>`: what the map prints for a country (4.1-4.5): its type with its
    Resources and Oil (a Muslim country), or its fixed Governance, Recruit number and Posture (a
    non-Muslim one, Iran), Schengen; its Adjacent countries; the cards whose text names it."""
    c = COUNTRIES[cid]
    name = country_name(cid, lang)
    if c.type in _MUSLIM_TYPES:
        head = t(lang, _MUSLIM_TYPES[c.type], name=name, resources=c.resources)
        parts = [t(lang, "rule-country-oil")] if c.oil else []
    elif c.type == "iran":
        head, parts = t(lang, "rule-country-iran", name=name, resources=c.resources), []
    else:
        head = t(lang, "rule-country-non-muslim", name=name, governance=t(lang, _FIXED_GOVERNANCE[c.governance or "good"]))
        parts = [t(lang, "rule-country-recruit", recruit=c.recruit)] if c.recruit else []
        if c.fixed_posture:
            parts.append(t(lang, "rule-country-posture-fixed", posture=t(lang, f"ref-posture-{c.fixed_posture}")))
        elif not c.posture_box:
            parts.append(t(lang, "rule-country-posture-us"))
    if c.schengen:
        parts.append(t(lang, "rule-country-schengen"))
    elif c.schengen_link:
        parts.append(t(lang, "rule-country-schengen-link"))
    lines = [", ".join([head, *parts]) + "."]
    if c.adjacent:
        lines.append(t(lang, "rule-country-adjacent", list=", ".join(country_name(a, lang) for a in c.adjacent)))
    named = [f"#{n} {card_glossed(n, lang)}" for n in _cards_naming(cid)]
    if named:
        lines.append(t(lang, "rule-country-cards", list=", ".join(named)))
    return "\n".join(lines)


def table_title(tb: RuleTable, lang: str = DEFAULT) -> str:
    return tb.title if lang == DEFAULT else t(lang, table_msg(tb.id, "title"))


def _cell(tb: RuleTable, part: str, text: str, lang: str) -> str:
    return text if lang == DEFAULT or not text else t(lang, table_msg(tb.id, part))


def table_text(tb: RuleTable, lang: str = DEFAULT) -> str:
    """A table as aligned text: title with its rule numbers, then one line per row."""
    rows = [tuple(_cell(tb, f"r{i}-{j}", c, lang) for j, c in enumerate(r.cells)) for i, r in enumerate(tb.rows)]
    head = [_cell(tb, f"head-{j}", h, lang) for j, h in enumerate(tb.head)]
    width = min(46, max(len(r[0]) for r in rows))
    lines = [f"{table_title(tb, lang)} ({tb.rules})"]
    if any(head):
        lines.append(f"  {head[0].ljust(width)}  {head[1]}".rstrip())
    for row in rows:
        left = row[0]
        if len(left) > width:
            lines.append(f"  {left}")
            left = ""
        lines.append(f"  {left.ljust(width)}  {row[1]}".rstrip())
    lines.append(t(lang, "table-source"))
    return "\n".join(lines)


def tables_list(lang: str = DEFAULT) -> str:
    rows = [f"  rules table {tb.id:<10} {table_title(tb, lang)} ({tb.rules})" for tb in rule_tables()]
    return "\n".join([t(lang, "tables-heading"), *rows])


# ---------------------------------------------------------------------- presentation helpers
_DRAW = re.compile(r"^You draw (#\d+ .+)$")


def reasoning_lines(lines: list[str], gists: list[Gist]) -> list[str]:
    """The lines explaining the solitaire bot's choices (with their rule numbers), for "Why?"."""
    return [line for line, g in zip(lines, gists_of(lines, gists), strict=True) if g.weight == REASONING]


def phase_headlines(lines: list[str], gists: list[Gist], level: int, lang: str = DEFAULT) -> list[str]:
    """A finished phase's lines as a turn's post shows them when it runs long (issue 19): level 0
    in full, 1 its key changes (`summarize`: Cells grouped per country), 2 only the cards played
    and the changes of the tracks and of Governance (each line's Gist says which: the same lines
    in every language). The full lines stay in the log (`history`, the post's "Why?"/"Full log"
    button). `lang`: the lines' language (a summary's own lines are worded in it)."""
    if level <= 0:
        return lines
    if level == 1:
        return summarize(lines, gists, lang=lang)
    return [g.short or line for line, g in zip(lines, gists_of(lines, gists), strict=True) if g.weight >= HEADLINE]


def tidy_log(lines: list[str], skip: set[str], *, brief: bool, gists: list[Gist] | None = None) -> tuple[list[str], int]:
    """Public lines without those in `skip` and, when `brief`, without the bot's reasoning
    (by their Gists; its "plays #N" lines stay). Returns the lines and how many reasoning lines
    were left out."""
    out, hidden = [], 0
    for line, g in zip(lines, gists_of(lines, gists or []), strict=True):
        if line in skip:
            continue
        if brief and g.weight == REASONING:
            hidden += 1
            continue
        out.append(line)
    return out, hidden


def join_draws(lines: list[str]) -> list[str]:
    """Runs of "You draw #N Name" lines as one line: "You draw #1 A, #2 B, …"."""
    out: list[str] = []
    run: list[str] = []
    for line in [*lines, ""]:
        m = _DRAW.match(line)
        if m:
            run.append(m.group(1))
            continue
        if run:
            out.append("You draw " + ", ".join(run) if len(run) > 1 else f"You draw {run[0]}")
            run = []
        out.append(line)
    return out[:-1]


def status_line(v: View, lang: str = DEFAULT) -> str:
    """One line of what a player needs at every decision, in `lang`."""
    reserves = " · ".join(t(lang, "status-line-reserves", side=role_label(r, lang), count=n) for r, n in v.reserves.items() if n)
    line = t(
        lang,
        "status-line",
        turn=v.turn,
        phase=phase_name(v.phase, lang),
        prestige=v.prestige,
        funding=v.funding,
        troops=v.troops_on_track,
        cells=v.cells_on_track,
        us_posture=level_name(v.us_posture, lang),
        world=level_name(v.world_posture or "even", lang),
        world_value=v.world_posture_value,
        good=v.good_resources,
        ir=v.islamist_resources,
    )
    return f"-- {line}" + (f" · {reserves}" if reserves else "") + " --"


def _card_side(role: str) -> str:
    """A card's side ("US", "Jihadist") of a role given by id or by its label in any language
    (the console hands its reader's label: «США»)."""
    for r, side in (("us", "US"), ("jihadist", "Jihadist")):
        if role == r or role in (role_label(r, code) for code in ("en", "ru")):
            return side
    return role


def card_hint(prompt_text: str, role: str, lang: str = DEFAULT) -> list[str]:
    """For "How will you play #N …?": the card's condition and Event text, shortened."""
    m = re.search(r"#(\d+)", prompt_text)
    if m is None or int(m.group(1)) not in CARDS:
        return []
    n = int(m.group(1))
    c = CARDS[n]
    out = []
    if c.playable_if:
        out.append(t(lang, "card-playable-if", text=t(lang, card_msg(n, "playable"))))
    effect = t(lang, card_msg(n, "effect")).splitlines()
    out += [t(lang, "card-hint-event", number=str(n), name=card_glossed(n, lang)), *(f"  {line}" for line in effect[:4])]
    if len(effect) > 4:
        out.append(t(lang, "card-hint-more", number=str(n)))
    if c.side not in (_card_side(role), "Unassociated"):
        out.append(t(lang, "card-hint-other-side", side=t(lang, _SIDES[c.side])))
    return out


_GOVERNANCE_MSG = {"Good": "gov-good", "Fair": "gov-fair", "Poor": "gov-poor", "Islamist Rule": "gov-ir"}
_ALIGNMENT_MSG = {"ally": "align-ally", "neutral": "align-neutral", "adversary": "align-adversary"}
_GOVERNANCE_KEY = {"Good": "good", "Fair": "fair", "Poor": "poor", "Islamist Rule": "ir"}


def country_summary(c: CountryView, lang: str = DEFAULT) -> str:
    """What is in a country, in a few words of `lang`: "Fair Ally, 2 Troops, 1 Sleeper Cell"."""
    if lang == DEFAULT:
        return _country_summary_en(c)
    gov = t(lang, _GOVERNANCE_MSG[c.governance]) if c.governance in _GOVERNANCE_MSG else c.governance
    if c.type == "non_muslim":
        head = level_name(c.posture, lang) if c.posture else t(lang, "summary-no-posture")
    elif c.type == "iran":
        head = gov or t(lang, "gov-fair")
    else:
        align = t(lang, _ALIGNMENT_MSG[c.alignment]) if c.alignment in _ALIGNMENT_MSG else c.alignment
        if c.governance in _GOVERNANCE_KEY and c.alignment in _ALIGNMENT_MSG:  # one phrase: «Плохое правительство, союзник»
            head = t(lang, "summary-gov-align", gov=_GOVERNANCE_KEY[c.governance], align=c.alignment)
        else:
            head = " ".join(x for x in (gov, align) if x) or t(lang, "summary-unmarked")
    parts = [head]
    for n, msg in (
        (c.troops, "summary-troops"),
        (c.sleepers, "summary-sleepers"),
        (c.actives, "summary-actives"),
        (c.plots, "summary-plots"),
    ):
        if n:
            parts.append(t(lang, msg, count=n))
    if c.cadre:
        parts.insert(len(parts) - (1 if c.plots else 0), t(lang, "summary-cadre"))
    if c.aid:
        parts.append(t(lang, "summary-aid", count=c.aid))
    if c.besieged:
        parts.append(t(lang, "summary-besieged"))
    if c.regime_change:
        parts.append(t(lang, "summary-regime-change"))
    parts += c.markers
    return ", ".join(parts)


def _country_summary_en(c: CountryView) -> str:

    if c.type == "non_muslim":
        head = c.posture.title() if c.posture else "no Posture"
    elif c.type == "iran":
        head = c.governance or "Fair"
    else:
        head = " ".join(x.title() if x.islower() else x for x in (c.governance, c.alignment) if x) or "unmarked"
    parts = [head]

    def count(n: int, what: str) -> None:
        if n:
            parts.append(f"{n} {what}{'s' if n > 1 else ''}")

    count(c.troops, "Troop")
    count(c.sleepers, "Sleeper Cell")
    count(c.actives, "Active Cell")
    if c.cadre:
        parts.append("Cadre")
    count(c.plots, "Plot")
    if c.aid:
        parts.append("Aid" if c.aid == 1 else f"{c.aid} Aid")
    if c.besieged:
        parts.append("Besieged Regime")
    if c.regime_change:
        parts.append("Regime Change")
    parts += c.markers
    return ", ".join(parts)


def annotate_countries(options: list[Option], view: View | None, lang: str = DEFAULT) -> list[Option]:
    """Options naming a country with no other information get the country's state in brackets."""
    if view is None:
        return list(options)
    by_id = {c.id: c for c in view.countries}
    out = []
    for o in options:
        c = by_id.get(o.id.removeprefix("country:")) if o.id.startswith("country:") else None
        named = c is not None and o.label in (c.name, country_name(c.id, lang))  # the name alone, in either language
        out.append(Option(id=o.id, label=f"{o.label} ({country_summary(c, lang)})") if c and named else o)
    return out


def count_values(options: list[Option]) -> list[int] | None:
    """The counts of a "how many" prompt (every label a whole number), else None."""
    if not options or not all(o.label.isdigit() for o in options):
        return None
    return [int(o.label) for o in options]


def number_range(values: list[int], lang: str = DEFAULT) -> str:
    """The counts a "how many" prompt offers, in words of `lang`: "1 to 11", "1, 2 or 4"."""
    if values == list(range(values[0], values[0] + len(values))) and len(values) > 2:
        return t(lang, "range-to", first=values[0], last=values[-1])
    if len(values) == 1:
        return str(values[0])
    return t(lang, "range-or", list=", ".join(map(str, values[:-1])), last=values[-1])


def countries_text(v: View, lang: str = DEFAULT) -> str:
    """The board as text: every Muslim country, and the non-Muslim countries with something on them."""
    muslim = [c for c in v.countries if c.type != "non_muslim"]
    other = [
        c
        for c in v.countries
        if c.type == "non_muslim"
        and (
            c.posture
            or c.troops
            or c.sleepers
            or c.actives
            or c.cadre
            or c.plots
            or c.markers
            or c.id == "united_states"
        )
    ]
    name = {c.id: country_name(c.id, lang) if lang != DEFAULT else c.name for c in [*muslim, *other]}
    width = max(len(n) for n in name.values()) + 1
    lines = [t(lang, "countries-muslim")]
    lines += [
        f"  {(name[c.id] + ':').ljust(width)} {country_summary(c, lang)} {t(lang, 'countries-resources', n=c.resources)}"
        for c in muslim
    ]
    lines.append(t(lang, "countries-non-muslim"))
    lines += [f"  {(name[c.id] + ':').ljust(width)} {country_summary(c, lang)}" for c in other]
    extra = [
        t(lang, "countries-event-box", list=", ".join(v.event_box)) if v.event_box else "",
        t(lang, "countries-lapsing", list=", ".join(v.lapsing)) if v.lapsing else "",
    ]
    return "\n".join([*lines, *(e for e in extra if e)])


# ---------------------------------------------------------------------- phase summaries
def summary_entries(view: View, after_seq: int | None, lang: str = DEFAULT) -> tuple[list[str], list[Gist]]:
    """Public log lines of the phase(s) just finished, with their Gists: after `after_seq` when
    known, else since the second-to-last phase marker (the start of the phase that ended)."""
    log = [e for e in view.log if e.to is None]
    if after_seq is None:
        marks = [i for i, e in enumerate(log) if e.kind == "phase"]
        chosen = log[marks[-2] if len(marks) >= 2 else 0 :]
    else:
        chosen = [e for e in log if e.seq > after_seq]
    return [word(e, lang) for e in chosen], [gist(e, lang) for e in chosen]


def summarize(lines: list[str], gists: list[Gist], limit: int = 20, lang: str = DEFAULT) -> list[str]:
    """A phase's key changes (each line's Gist: KEY and above) in order, the Cells placed and
    removed added up per country after them; dice and moves left out. `lines` are in `lang`."""
    placed: Counter[str] = Counter()
    removed: Counter[str] = Counter()
    out: list[str] = []
    for line, g in zip(lines, gists_of(lines, gists), strict=True):
        if g.cells is not None:
            cid, n = g.cells
            (placed if n > 0 else removed)[cid] += abs(n)
        elif g.weight >= KEY:
            out.append(line)
    for cells, msg in ((placed, "cells-placed-summary"), (removed, "cells-removed-summary")):
        if cells:
            out.append(t(lang, msg, list=", ".join(f"{country_name(c, lang)} {n}" for c, n in cells.items())))
    if len(out) > limit:
        out = out[: limit - 1] + [t(lang, "summary-more", count=len(out) - limit + 1)]
    return out


def plural(n: int, word: str, many: str | None = None) -> str:
    """ "1 Op", "2 Ops", "1 Cell", "1 game": the count with the word made plural when it is not 1."""
    return f"{n} {word if n == 1 else many or word + 's'}"


def standing(view: View, lang: str = DEFAULT) -> str:
    """One line of the public tracks, in `lang`."""
    return t(
        lang,
        "standing",
        prestige=view.prestige,
        prestige_level=level_name(view.prestige_level, lang),
        funding=view.funding,
        funding_level=level_name(view.funding_level, lang),
        troops=view.troops_on_track,
        troop_level=level_name(view.troop_level, lang),
        cells=view.cells_on_track,
        gwot=view.gwot_penalty,
        good=view.good_resources,
        ir=view.islamist_resources,
    )


def standing_words(lang: str, number: int, level: str) -> str:
    """The standing's line (`standing`) with every track at `number` and every level named
    `level`: how long it can be (a post's room, bot/discord/phases.py)."""
    n = number
    return t(lang, "standing", prestige=n, prestige_level=level, funding=n, funding_level=level, troops=n,
             troop_level=level, cells=n, gwot=n, good=n, ir=n)  # fmt: skip


def phase_title(view: View, lang: str = DEFAULT) -> str:
    return t(lang, "phase-title", turn=view.turn, phase=phase_name(view.phase, lang))


def phase_news(
    phases: list[PhaseNews], view: View, after_seq: int | None, lang: str = DEFAULT
) -> list[tuple[str, list[str]]]:
    """The summary of what an action finished, as (title, key lines) in `lang` (the game's): each
    phase that ended, in order (solo: the bot's phase ends inside the US decision); when none is
    named, the public lines after `after_seq` under the current phase's title."""
    if phases:
        return [(p.title, summarize(p.lines, p.gists, lang=lang)) for p in phases]
    lines, gists = summary_entries(view, after_seq, lang)
    return [(phase_title(view, lang), summarize(lines, gists, lang=lang))]


# ---------------------------------------------------------------------- rules
def rules_text(query: str, lang: str = DEFAULT) -> str:
    """A card's text by number or name, or a rules section's summary by number, title or glossary term."""
    text = lookup_text(query, lang)
    return text[2:] if text.startswith("! ") else text


def rules_table(query: str, lang: str = DEFAULT) -> tuple[str, str] | None:
    """A table asked for by name (`table woi`, `prestige table`, `tables`): its title and a
    monospaced body for an embed; None when the query is not a table's."""
    q = query.strip().lower()
    if q in _TABLE_WORDS:
        return t(lang, "tables-title"), tables_list(lang).split("\n", 1)[1]
    tb = find_table(q)
    if tb is None or not re.search(r"\b(?:tables?|charts?)\b|^" + re.escape(tb.id) + "$", q):
        return None
    body = table_text(tb, lang).split("\n", 1)[1]
    return f"{table_title(tb, lang)} ({tb.rules})", f"```\n{body}\n```"


def card_choices(current: str, limit: int | None = None, lang: str = DEFAULT) -> list[tuple[str, str]]:
    """(label, value) suggestions of cards whose number or name (in any language) matches what is
    typed; the label is in `lang`, the value is the card number. At most `limit` (an adapter's
    list), else all."""
    q = fold(current.strip().lstrip("#"))
    out = []
    for n, names in card_names().items():
        if not q or any(q in fold(x) for x in names) or str(n).startswith(q):
            out.append((f"#{n} {card_glossed(n, lang)}"[:100], str(n)))
        if limit is not None and len(out) >= limit:
            break
    return out


def country_choices(current: str, limit: int | None = None, lang: str = DEFAULT) -> list[tuple[str, str]]:
    """(label, value) suggestions of countries whose name in any language holds what is typed; the
    label is in `lang`, the value is the country id."""
    q = fold(current)
    out = []
    for cid, names in country_names().items():
        if not q or any(q in fold(x) for x in names):
            out.append((country_name(cid, lang), cid))
    return out[:limit]


def place_choices(current: str, limit: int | None = None) -> list[str]:
    """For `board <region|country>`: the map's regions, then the countries, whose name in any
    language contains `current` (case and ё folded)."""
    q = fold(current)
    regions = [n for names in region_name_sets().values() for n in names]
    countries = sorted(d.name for d in COUNTRIES.values()) + sorted({n for ns in country_names().values() for n in ns[1:]})
    names = [*region_names(), *regions, *countries]  # (English, west to east, first)
    return [n for n in dict.fromkeys(names) if q in fold(n)][:limit]


def country_regions() -> dict[str, str]:
    """Each country's region of the map, by name (`render.REGIONS`, west to east; a country the
    board shows in two regions counts in the first); empty without the renderer."""
    try:
        from render import REGIONS
    except ImportError:
        return {}
    out: dict[str, str] = {}
    for region in REGIONS.values():
        for c in region.countries:
            out.setdefault(c, region.name)
    return out
