"""Discord's menus: a select holds at most MENU_PAGE options, so a longer menu is laid out in pages
(a country menu by region of the map); autocomplete offers at most AUTOCOMPLETE_LIMIT choices.

The core hands out the whole option list (`PromptFor.shown`, most relevant first); the paging is
this medium's. The page titles' words are in the one catalog (bot/core/locales: `menu-options`,
`region-*`, `menu-other-choices`).
"""

from __future__ import annotations

import re

from bot.core.i18n import DEFAULT, t
from bot.core.menus import CHAIN
from bot.core.replies import Option
from bot.core.texts import country_regions

#: a Discord select menu holds this many options: a longer menu is laid out in pages; the core
#: fits its chained options to it (`chained_options(..., limit=MENU_PAGE)`)
MENU_PAGE = 25
#: Discord offers at most this many autocomplete choices
AUTOCOMPLETE_LIMIT = 25

#: the map's regions (render.REGIONS, by their English names) and the menu's own group, by message id
REGION_MSG = {
    "Americas": "region-americas",
    "Europe": "region-europe",
    "Russia and Central Asia": "region-russia-central-asia",
    "Africa": "region-africa",
    "Middle East": "region-middle-east",
    "South Asia": "region-south-asia",
    "East Asia": "region-east-asia",
    "Other choices": "menu-other-choices",
    "No chance now": "menu-no-chance",
}
#: the group of the options that cannot succeed now (their odds 0: "War of Ideas 0%"): legal, so
#: offered, but on the last page (issue 33), each saying why in its description
HOPELESS = "No chance now"


def is_numbered_page(title: str) -> bool:
    """A menu page cut in order ("Options 1-25", in any language), not a region's."""
    return any(title.startswith(t(code, "menu-options", first=0, last=0).split("0")[0]) for code in ("en", "ru"))


def menu_pages(options: list[Option], size: int = MENU_PAGE, lang: str = DEFAULT) -> list[tuple[str, list[int]]]:
    """A menu's options (`PromptFor.shown`, most relevant first) laid out in pages of at most
    `size`, as (title, indexes into `options`) (issue 19). A menu that fits one page is one page
    with no title. A country menu is paged by region of the map ("Middle East · South Asia": whole
    regions, most relevant region first, a region on the page before it where it fits; a region
    with more than `size` options is split: "Europe 1/2"), each page most relevant first; the options that name
    no country (a chain names its first) come first as "Other choices", those that cannot succeed
    now (odds 0) last as "No chance now". Any other menu is cut in order: "Options 1-25", …
    Titles in `lang` (the menu's reader's)."""
    if len(options) <= size:
        return [("", list(range(len(options))))]
    regions = country_regions()

    def region(o: Option) -> str | None:
        first = o.id.split(CHAIN)[0]
        if not first.startswith("country:"):
            return None
        return HOPELESS if o.odds is not None and o.odds <= 0 else regions.get(first.removeprefix("country:"))

    if not regions or not any(region(o) for o in options):
        return [
            (t(lang, "menu-options", first=i + 1, last=min(i + size, len(options))), list(range(i, min(i + size, len(options)))))
            for i in range(0, len(options), size)
        ]
    groups: dict[str, list[int]] = {}
    for i, o in enumerate(options):
        groups.setdefault(region(o) or "Other choices", []).append(i)
    # a region joins the page before it where it fits whole (fewer pages, fewer presses); a region
    # larger than a page is split
    parts: list[tuple[str, list[int]]] = []
    for name, ixs in sorted(groups.items(), key=lambda g: (g[0] == HOPELESS, g[0] != "Other choices", g[1][0])):
        cut = [ixs[i : i + size] for i in range(0, len(ixs), size)]
        parts += [(name if len(cut) == 1 else f"{name} {k}/{len(cut)}", part) for k, part in enumerate(cut, 1)]
    pages: list[tuple[list[str], list[int]]] = []
    for name, ixs in parts:
        if pages and len(pages[-1][1]) + len(ixs) <= size:
            pages[-1][0].append(name)
            pages[-1][1].extend(ixs)
        else:
            pages.append(([name], list(ixs)))
    if lang != DEFAULT:
        pages = [([_region_words(n, lang) for n in names], ixs) for names, ixs in pages]
    return [(" · ".join(names), sorted(ixs)) for names, ixs in pages]


def _region_words(part: str, lang: str) -> str:
    """A page's region ("Europe", "Europe 1/2") in `lang`."""
    name, _, tail = part.rpartition(" ") if re.search(r" \d+/\d+$", part) else (part, "", "")
    return (t(lang, REGION_MSG[name]) if name in REGION_MSG else name) + (f" {tail}" if tail else "")
