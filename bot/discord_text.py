"""Text for the Discord adapter: message splitting, phase summaries, help and card/rules look-up.

Pure functions (no Discord objects), so they are easy to test. Public text is built only from
the public view (`Game.view(None)`) and from the service's public lines: never from a seat's view.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable

from bot.console import lookup_text, table_text, tables_list
from bot.service import chunks
from engine.data import CARDS, find_table
from engine.view import View

#: Discord: message content 2000 characters; embed description 4096; embed field value 1024
MESSAGE_LIMIT = 2000
#: long private text goes as a file rather than as more than this many messages
MAX_MESSAGES = 3


def split_text(parts: Iterable[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Join `parts` with newlines into messages of at most `limit` characters (cutting long lines)."""
    return [m for m in chunks((line for part in parts for line in part.split("\n")), limit) if m.strip()]


def clip(text: str, limit: int) -> str:
    """`text` cut to `limit` characters with an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ---------------------------------------------------------------------- phase summaries
_CELLS = re.compile(r"^(\d+) Cells? (placed in|removed from) (.+?)(?: \((.*)\))?$")
_PHASE_NAMES = {
    "jihadist": "Jihadist Action Phase",
    "us": "US Action Phase",
    "plots": "Plot resolution",
    "end_of_turn": "End of turn",
    "over": "Game over",
    "setup": "Set-up",
}
#: public log lines worth a place in a summary (the rest, e.g. dice, are in `history`)
_KEY = re.compile(
    r"Prestige|Funding|Governance|Islamist Rule|Regime Change|Besieged|Aid |Aid$|Posture|Troops|Cadre|"
    r"Plot|WMD|Reserves|plays #|Event|wins|→|Lapsing|Reshuffle|resign",
)


def summary_entries(view: View, after_seq: int | None) -> list[str]:
    """Public log lines of the phase(s) just finished: after `after_seq` when known, else
    since the second-to-last phase marker (the start of the phase that ended)."""
    log = [e for e in view.log if e.to is None]
    if after_seq is None:
        marks = [i for i, e in enumerate(log) if e.kind == "phase"]
        chosen = log[marks[-2] if len(marks) >= 2 else 0 :]
    else:
        chosen = [e for e in log if e.seq > after_seq]
    return [e.text for e in chosen]


def summarize(lines: list[str], limit: int = 20) -> list[str]:
    """Cells placed/removed grouped per country; the other key changes in order; dice left out."""
    placed: Counter[str] = Counter()
    removed: Counter[str] = Counter()
    out: list[str] = []
    for line in lines:
        m = _CELLS.match(line)
        if m:
            n, what, where = int(m.group(1)), m.group(2), m.group(3)
            (placed if what == "placed in" else removed)[where] += n
            continue
        if line.startswith("Turn ") and line.endswith("Action Phase"):
            continue
        if _KEY.search(line):
            out.append(line)
    if placed:
        out.append("Cells placed: " + ", ".join(f"{c} {n}" for c, n in placed.items()))
    if removed:
        out.append("Cells removed: " + ", ".join(f"{c} {n}" for c, n in removed.items()))
    if len(out) > limit:
        out = out[: limit - 1] + [f"… and {len(out) - limit + 1} more (see `/labyrinth history`)"]
    return out


def standing(view: View) -> str:
    """One line of the public tracks."""
    return (
        f"Prestige {view.prestige} ({view.prestige_level}) · Funding {view.funding} ({view.funding_level}) · "
        f"Troops {view.troops_on_track} on track ({view.troop_level}) · Cells {view.cells_on_track} on track · "
        f"GWOT penalty {view.gwot_penalty} · Good Resources {view.good_resources} · "
        f"Islamist Rule Resources {view.islamist_resources}"
    )


def phase_title(view: View) -> str:
    return f"Turn {view.turn}: now {_PHASE_NAMES.get(view.phase, view.phase)}"


# ---------------------------------------------------------------------- help and rules
HELP = """**Labyrinth: The War on Terror** by chat. One game per channel (or per thread).

**Starting**
`/labyrinth new` opens a game: scenario, players (`two`: US against Jihadist; `solo`: you play the US against the rules-driven Jihadist bot), your side, length, ideology (solo), and optionally its own thread, a deadline and forfeit.
`/labyrinth join` takes the free seat; `/labyrinth start` deals. Before a 2-player game starts the bot checks that both players can receive DMs: your hand and your Plots come by DM.

**Playing**
When it is your turn you are pinged. Press **Decide** (or use the buttons in your DM) to see your options privately and pick one; a long list comes as a menu with pages. You can also type `/labyrinth choose` (options suggested as you type) or `/labyrinth play` to play a card.
`/labyrinth hand` shows your hand and Plots (only to you). `/labyrinth undo` takes back your last decision until a die is rolled or something hidden is revealed.
After each phase the bot posts the board and a short summary. `/labyrinth status`, `/labyrinth board`, `/labyrinth history` look at the game.

**Over days**
The waiting player is reminded after the channel's reminder time. With a deadline the waiting player is warned when it passes (with forfeit on, loses). `/labyrinth pause` stops decisions, reminders and the deadline until `/labyrinth resume`. `/labyrinth mygames` lists your games.

**Other**
`/labyrinth rules` shows a card's text, or a short summary of a rules section (`/labyrinth rules 8.4.2`, `major jihad`). `/labyrinth export` / `import` save and load a game (a 2-player game only once it is over). `/labyrinth resign` concedes; `/labyrinth abort` (creator or Manage Channels) ends a game without result. `/labyrinth settings` (creator or Manage Channels) sets threads, reminders, the deadline and a channel for turn summaries.

How to play the game itself: the rulebook *Rules of Play* that comes with the game (GMT Games, 2nd edition)."""


def rules_text(query: str) -> str:
    """A card's text by number or name, or a rules section's summary by number, title or glossary term."""
    text = lookup_text(query)
    return text[2:] if text.startswith("! ") else text


def rules_table(query: str) -> tuple[str, str] | None:
    """A table asked for by name (`table woi`, `prestige table`, `tables`): its title and a
    monospaced body for an embed; None when the query is not a table's."""
    q = query.strip().lower()
    if q in ("table", "tables", "chart", "charts"):
        return "The game's tables", tables_list().split("\n", 1)[1]
    t = find_table(q)
    if t is None or not re.search(r"\b(?:tables?|charts?)\b|^" + re.escape(t.id) + "$", q):
        return None
    body = table_text(t).split("\n", 1)[1]
    return f"{t.title} ({t.rules})", f"```\n{body}\n```"


def card_choices(current: str, limit: int = 25) -> list[tuple[str, str]]:
    """(label, value) suggestions of cards whose number or name matches what is typed."""
    q = current.strip().lstrip("#").lower()
    out = []
    for n, c in CARDS.items():
        if not q or q in c.name.lower() or str(n).startswith(q):
            out.append((f"#{n} {c.name}", str(n)))
        if len(out) >= limit:
            break
    return out
