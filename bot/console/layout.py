"""The console's layout of a decision's options: numbered lines, a long list grouped under its
bracketed notes and set in columns of a terminal's width."""

from __future__ import annotations

import re

from bot.core import i18n
from bot.core.i18n import DEFAULT
from bot.core.replies import Option

#: the most options of one menu (its chains are offered where they fit: `GameService.menu_limit`)
MENU_LIMIT = 25
#: user text comes isolated (FSI ... PDI, `bot.core.words.shown`); a terminal shows it as typed,
#: without the marks, which many terminals print as boxes
ISOLATES = str.maketrans("", "", "\u2068\u2069")
#: a long option list is grouped and laid out in columns
LONG_LIST = 12
WIDTH = 100

_NOTE = re.compile(r"^(.+?) \(([^()]+)\)$")


def layout(options: list[Option], *, full: bool = False, lang: str = DEFAULT) -> tuple[list[str], list[Option]]:
    """Lines showing `options` and the options in the order shown (numbered from 1).

    Up to LONG_LIST options (or `full`): one per line with its id, its description (as a Discord
    menu shows it beneath the label, issue 33) on the next line. A longer list: options sharing a
    bracketed note ("unmarked: Posture roll") under that note as a heading, names in columns (an
    option with a description on a line of its own, "label · description"); the groups and the
    other options in the order they first appear."""
    if len(options) <= LONG_LIST or full:
        lines = []
        for i, o in enumerate(options, start=1):
            lines.append(f"   {i:>2}. {o.label}  [{o.id}]")
            if o.description:
                lines.append(f"       {o.description}")
        return lines, list(options)
    notes = [m.group(2) if (m := _NOTE.match(o.label)) else None for o in options]
    size = {n: notes.count(n) for n in notes if n is not None}
    sections: list[tuple[str | None, list[tuple[Option, str]]]] = []
    where: dict[str, int] = {}
    for o, note in zip(options, notes, strict=True):
        if note is not None and size[note] >= 3:
            if note not in where:
                where[note] = len(sections)
                sections.append((note, []))
            m = _NOTE.match(o.label)
            sections[where[note]][1].append((o, _described(m.group(1) if m else o.label, o)))
        elif sections and sections[-1][0] is None:
            sections[-1][1].append((o, _described(o.label, o)))
        else:
            sections.append((None, [(o, _described(o.label, o))]))
    lines: list[str] = []
    shown: list[Option] = []
    for note, items in sections:
        cells = []
        for o, text in items:
            shown.append(o)
            cells.append(f"{len(shown):>2}. {text}")
        if note is None and len(items) < 6:
            lines += [f"   {c}" for c in cells]
            continue
        if note is not None:
            lines.append(f"   {note}:")
        lines += columns(cells, indent=6 if note is not None else 3)
    lines.append("   " + i18n.t(lang, "console-layout-how"))
    return lines, shown


def _described(text: str, o: Option) -> str:
    """An option's text in a long list, its description after it (the same words as Discord's)."""
    return f"{text} · {o.description}" if o.description else text


def columns(cells: list[str], *, indent: int) -> list[str]:
    width = max(len(c) for c in cells) + 2
    per_row = max(1, min(4, (WIDTH - indent) // width))
    return [
        " " * indent + "".join(c.ljust(width) for c in cells[i : i + per_row]).rstrip()
        for i in range(0, len(cells), per_row)
    ]
