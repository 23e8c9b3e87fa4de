"""Measuring how Russian a Russian text reads (issue 34): the share of Cyrillic words among the
words a player reads, leaving out the names that stay as printed (the cards' English names, as
the official translation keeps them), commands (`start`, `prompt all`) and ids (`us`, `country:iraq`)."""

from __future__ import annotations

import re
from functools import cache

from bot.core import i18n
from engine.data import CARDS

#: a word of three letters or more (shorter ones are mostly numbers' units and ids: "ОМП", "US")
WORD = re.compile(r"[^\W\d_]{3,}")
#: a command or an id in backticks, a Discord mention, an option id; the cards' MARK and REMOVE,
#: which the translation keeps as printed (4.10.2-3)
COMMAND = re.compile(r"`[^`]*`|<@!?\d+>|\b[a-z_]+:[a-z0-9_]+\b|\b(?:mark|remove)\b")


@cache
def _printed() -> re.Pattern[str]:
    """The cards' printed names (longest first), folded as the text is."""
    names = sorted({i18n.fold(c.name) for c in CARDS.values()}, key=len, reverse=True)
    return re.compile("|".join(rf"(?<!\w){re.escape(n)}(?!\w)" for n in names))


def read_words(text: str) -> list[str]:
    """The words of `text` a player reads as language: folded, names as printed, commands and ids
    left out."""
    return WORD.findall(_printed().sub(" ", COMMAND.sub(" ", i18n.fold(text))))


def is_cyrillic(word: str) -> bool:
    return re.search("[а-я]", word) is not None


def cyrillic_share(texts: list[str]) -> tuple[float, list[str]]:
    """The share of Cyrillic words among the words read (`read_words`), and the others."""
    words = [w for text in texts for w in read_words(text)]
    latin = [w for w in words if not is_cyrillic(w)]
    return (1 - len(latin) / len(words)) if words else 0.0, latin


def latin_words(texts: list[str]) -> set[str]:
    """The words read that are not Cyrillic."""
    return {w for text in texts for w in read_words(text) if not is_cyrillic(w)}
