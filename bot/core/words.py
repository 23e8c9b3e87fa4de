"""The project's vocabulary: names of roles, phases, levels and bot levels, durations, plurals,
players' names cleaned and shown, hand lines, and a game's status text.

The line with `bot.core.texts`: here the words and one-line phrases every module uses (no layout,
no look-up); texts.py lays whole views out into longer texts (cards, tables, summaries) from these.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from bot.core import i18n
from bot.core.i18n import DEFAULT
from bot.core.legacy import reason_message
from engine import Game, Setup
from engine.cardplay import unplayable_note
from engine.msg import Text
from engine.position import PositionError
from engine.state import Role
from engine.usbot import LEVELS as US_BOT_RELEASED
from engine.usbot import newest, offered
from engine.view import CardView, View

if TYPE_CHECKING:  # (the type only: a live game is read here, never made)
    from bot.core.session import Live


ROLES: tuple[Role, Role] = ("us", "jihadist")


ROLE_NAMES = {"us": "US", "jihadist": "Jihadist"}


PHASE_NAMES = {
    "setup": "Set-up",
    "jihadist": "Jihadist Action Phase",
    "us": "US Action Phase",
    "plots": "Plot resolution",
    "end_of_turn": "End of turn",
    "over": "Game over",
}


#: a player's name as shown: Discord's own limit for display names and nicknames
NAME_LIMIT = 32


#: the US bot's levels a new game or challenge may choose, by name, each as its newest edition
#: (engine.usbot.bot.Level.edition: a game or a challenge keeps the edition it was set with)
US_BOT_LEVELS = {n: US_BOT_RELEASED[newest(n)] for n in offered()}
US_BOT_LEVEL_NAMES: list[str] = list(US_BOT_LEVELS)


def us_bot_edition(level: str | None, edition: str | None = None) -> str:
    """What a new game or challenge set with the US bot at `level` (a name, as typed) records: its
    newest edition's key (engine.usbot.newest); or `edition` itself, a released edition's key (a
    challenge's attempts: the edition it was set with, retired since or not). ValueError for
    anything else."""
    if edition is not None:
        if edition not in US_BOT_RELEASED:
            raise ValueError(edition)
        return edition
    if level not in offered():
        raise ValueError(level)
    return newest(level)


#: each US bot level's words in the catalog (English: the same as engine/usbot's, a test holds them)
US_BOT_LEVEL_MSGS: dict[str, str] = {
    "gentle": "usbot-level-gentle",
    "standard": "usbot-level-standard",
    "strong": "usbot-level-strong",
    "expert": "usbot-level-expert",
}


#: each US bot level's name (what is typed: the English is the id itself)
US_BOT_NAME_MSGS: dict[str, str] = {
    "gentle": "usbot-name-gentle",
    "standard": "usbot-name-standard",
    "strong": "usbot-name-strong",
    "expert": "usbot-name-expert",
}


def us_bot_name(level: str) -> str:
    """The name of a released edition's key (engine.usbot.bot.Level.key); anything else as it is."""
    return US_BOT_RELEASED[level].name if level in US_BOT_RELEASED else level


def us_bot_level_name(level: str, lang: str = i18n.DEFAULT) -> str:
    """A US bot level's name in `lang` ("gentle", «мягкий»), whatever its edition; an id not known
    stays as it is."""
    key = US_BOT_NAME_MSGS.get(us_bot_name(level))
    return i18n.t(lang, key) if key is not None else level


def us_bot_levels(lang: str = i18n.DEFAULT) -> str:
    """The US bot's levels for people: name (what is typed) and what it does, in `lang`."""
    if lang == i18n.DEFAULT:
        return "; ".join(f"{k} ({lv.title}{'; ' + lv.strength if lv.strength else ''})" for k, lv in US_BOT_LEVELS.items())
    return "; ".join(f"{k} ({i18n.t(lang, US_BOT_LEVEL_MSGS[k])})" for k in US_BOT_LEVELS)


def position_problems(e: Exception, lang: str = DEFAULT) -> str:
    """Why a position cannot be used, in `lang`: a PositionError's problems worded (the first
    `PositionError.SHOWN` of them, as its English `str()`), any other error as it is."""
    if not isinstance(e, PositionError):
        return str(e)
    problems = [i18n.word(p, lang) for p in e.msgs[: PositionError.SHOWN]]
    problems = [p if len(p) <= 200 else p[:199] + "…" for p in problems]
    listed = "; ".join(problems)
    more = len(e.msgs) - PositionError.SHOWN
    if more > 0:
        listed += i18n.t(lang, "position-more", more=str(more))
    if len(e.msgs) == 1:
        return i18n.t(lang, "position-problem", problems=listed)
    return i18n.t(lang, "position-problems", count=str(len(e.msgs)), problems=listed)


def hand_notes(game: Game, role: Role, cards: list[CardView]) -> dict[int, Text]:
    """Card number -> "(Event not playable now: why)" for the cards of `role`'s hand whose Event
    could not occur now (the engine's card-menu note, 6.2.5-6.2.8, as its message: worded in the
    reader's language where it is shown); none once the game is over."""
    if game.over:
        return {}
    return {c.number: note for c in cards if (note := unplayable_note(game, c.number, role))}


SIDE_EVENT_MSGS = {"US": "event-us", "Jihadist": "event-jihadist", "Unassociated": "event-unassociated"}


def hand_lines(cards: list[CardView], notes: Mapping[int, Text], lang: str = DEFAULT) -> list[str]:
    """A hand in words of `lang`, as the hand picture shows it (for where a picture cannot be
    shown): each card's number, full title, Operations value, association, flags, the note on why
    its Event is not playable now, and the whole event summary."""
    out: list[str] = []
    for c in cards:
        flags = [
            i18n.t(lang, w) for on, w in ((c.remove, "flag-remove"), (c.mark, "flag-mark"), (c.lapsing, "flag-lapsing")) if on
        ]
        side = i18n.t(lang, SIDE_EVENT_MSGS[c.side]) if c.side in SIDE_EVENT_MSGS else c.side
        ops = i18n.t(lang, "card-ops", ops=c.ops)
        name = c.name if lang == DEFAULT else i18n.card_glossed(c.number, lang)  # (as printed, with its gloss)
        out.append(f"  #{c.number} {name} ({ops}, {', '.join([side, *flags])})")
        if c.number in notes:
            out.append(f"    {i18n.word(notes[c.number], lang)}")
        text = c.text if lang == DEFAULT else i18n.t(lang, i18n.card_msg(c.number, "effect"))
        out += [f"    {line.strip()}" for line in text.strip().splitlines() if line.strip()]
    return out


def duration_words(seconds: float, lang: str = DEFAULT) -> str:
    """A time in words of `lang`: "3 days 4 h", "5 h", "12 min" (a time left, or a wait)."""
    minutes = max(1, int(seconds // 60))
    if minutes < 60:
        return i18n.t(lang, "duration-min", minutes=minutes)
    hours = minutes // 60
    if hours < 48:
        return i18n.t(lang, "duration-h", hours=hours)
    days, rest = divmod(hours, 24)
    return i18n.t(lang, "duration-days", days=days) + (" " + i18n.t(lang, "duration-h", hours=rest) if rest else "")


_ONE = re.compile(r"(?<![\d.])1 (Ops|Cells|Troops|Plots|Reserves|games|cards|Cadres)\b")


_SINGULAR = {"Ops": "Op", "Cells": "Cell", "Troops": "Troop", "Plots": "Plot", "Reserves": "Reserve",
             "games": "game", "cards": "card", "Cadres": "Cadre"}  # fmt: skip


def plurals(text: str) -> str:
    """"1 Ops" -> "1 Op", "1 Cells" -> "1 Cell" ...: a count of one with its word in the singular
    (the engine writes "{n} Ops" whatever n is; every text a player sees goes through here)."""
    return _ONE.sub(lambda m: f"1 {_SINGULAR[m.group(1)]}", text) if "1 " in text else text


def level_name(level: str, lang: str = DEFAULT) -> str:
    """A track level or Posture id as words of `lang`: "low_intensity" -> "Low Intensity"."""
    key = _LEVEL_MSG.get(level)
    return level.replace("_", " ").title() if lang == DEFAULT or key is None else i18n.t(lang, key)


def clean_text(text: str) -> str:
    """`text` without control characters (null bytes, escapes, line breaks) or lone surrogates
    (which no database or chat accepts)."""
    return "".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cs"))


#: how much of a text a user typed a message quotes back (an option id, a code, a command)
TYPED_LIMIT = 60


def typed(text: object, limit: int = TYPED_LIMIT) -> str:
    """What a user typed, quoted back in a refusal: in quotes (`repr`), control characters
    removed, cut to `limit` characters ending in "…" (issue 32: a 1 MB option id or language
    code is refused in a line, and Fluent would refuse it whole, "{???}"). Not a text: its type."""
    if not isinstance(text, str):
        return type(text).__name__
    cut = clean_text(text[: limit * 4])
    return repr(cut if len(cut) <= limit and len(text) <= limit * 4 else cut[: limit - 1] + "…")


#: characters that draw nothing although Unicode does not call them format or space characters
#: (Hangul fillers, the braille blank, the Mongolian vowel separator)
_BLANKS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e")


def _visible(ch: str) -> bool:
    return not ch.isspace() and ch not in _BLANKS and unicodedata.category(ch) not in ("Mn", "Me", "Zs", "Cf")


def clean_name(name: str) -> str:
    """A player's name as the service shows and stores it: control and format characters
    removed (Unicode Cc, Cf: bidi controls, zero-width characters, which would reverse or hide
    text, or make one name look like another), runs of spaces made one, at most NAME_LIMIT
    characters (Discord's display-name limit); "a player" when nothing visible remains."""
    text = " ".join(name[: 8 * NAME_LIMIT].split())
    text = " ".join("".join(ch for ch in text if unicodedata.category(ch) not in ("Cc", "Cs", "Cf")).split())
    text = text[:NAME_LIMIT].strip()
    return text if any(_visible(ch) for ch in text) else "a player"


def name_key(name: str) -> str:
    """What a name looks like, for telling two apart: NFKC (compatibility forms as their plain
    letter), case-folded, without spaces and format characters."""
    folded = unicodedata.normalize("NFKC", clean_name(name)).casefold()
    return "".join(ch for ch in folded if _visible(ch))


def shown(text: str) -> str:
    """User text (a name, a pause reason) as it goes into a message: isolated (FSI ... PDI), so
    right-to-left text inside it cannot reorder the rest of the line. The marks also tell an
    adapter which text a user typed: Discord escapes its Markdown and mentions there
    (bot/discord/text.py `escaped`); a plain screen shows it as it is."""
    return "\u2068" + text + "\u2069"


def victory_lines(v: View, lang: str = DEFAULT) -> list[str]:
    """The victory conditions of this game with target and current figure, and the end in sight."""
    out = [i18n.t(lang, "victory-solo" if v.players == "solo" else "victory-two")]
    for t in v.victory_targets:
        figure = f"{t.value}" if t.target == 0 else i18n.t(lang, "figure-of", value=t.value, target=t.target)
        out.append(f"  {i18n.word(t.label, lang)}: {figure} · {i18n.word(t.text, lang)}")
    if v.winner:
        return out
    if v.cards_to_end is not None:
        out.append(
            i18n.t(
                lang,
                "end-cards",
                reshuffle=v.next_reshuffle,
                length=v.game_length,
                cards=v.cards_to_end,
                deal=v.next_deal,
            )
        )
    else:
        out.append(i18n.t(lang, "end-reshuffle", reshuffle=v.next_reshuffle, length=v.game_length))
    if v.last_turn:
        out.append(i18n.t(lang, "status-last-turn"))
    return out


def role_label(role: str | None, lang: str = DEFAULT) -> str:
    """A side's name in `lang`: "US", "Jihadist" ("nobody" for none)."""
    if lang == DEFAULT:
        return ROLE_NAMES.get(role or "", "nobody")
    return i18n.t(lang, _ROLE_MSG.get(role or "", "role-nobody"))


_ROLE_MSG = {"us": "role-us", "jihadist": "role-jihadist"}


STATUS_MSGS = {"open": "game-status-open", "active": "game-status-active", "over": "game-status-over", "aborted": "game-status-aborted"}


#: track levels, Postures and Ideologies by id (engine/board.py, engine/setup.py)
_LEVEL_MSG = {
    "low": "level-low",
    "medium": "level-medium",
    "high": "level-high",
    "very_high": "level-very-high",
    "tight": "level-tight",
    "moderate": "level-moderate",
    "ample": "level-ample",
    "low_intensity": "level-low-intensity",
    "war": "level-war",
    "overstretch": "level-overstretch",
    "hard": "level-hard",
    "soft": "level-soft",
    "even": "level-even",
    "normal": "level-normal",
    "coherent": "level-coherent",
    "attractive": "level-attractive",
    "potent": "level-potent",
    "infectious": "level-infectious",
    "virulent": "level-virulent",
}


#: every track level, Posture and Ideology id that `level_name` words
LEVEL_IDS = tuple(_LEVEL_MSG)


def waiting_line(lang: str, who: str) -> str:
    """The channel's "Waiting for X." line, in `lang` (a reply's `waiting`, as an adapter says it)."""
    return i18n.t(lang, "waiting-for", who=who)



def phase_name(phase: str, lang: str = DEFAULT) -> str:
    """A phase in words of `lang`: "US Action Phase"."""
    if lang == DEFAULT or phase not in PHASE_NAMES:
        return PHASE_NAMES.get(phase, phase)
    return i18n.t(lang, "phase-name-" + phase.replace("_", "-"))  # (render.board.PHASE_MSG's ids)


def result_reason(result: dict[str, Any], lang: str = DEFAULT) -> str:
    """Why a game ended, in `lang`: the engine's victory condition, a resignation, a timeout, an
    abort (a message; an older result's English sentence read back into one: bot/core/legacy.py)."""
    return i18n.word(reason_message(result.get("reason")), lang)


def pause_text(live: Live, lang: str | None = None) -> str:
    """Who paused the game, when and why."""
    lang = lang or i18n.reader()
    row = live.row
    who = next((shown(s.user_name) for s in live.seats if s.user_id == row.paused_by), None) or i18n.t(
        lang, "a-channel-manager"
    )
    when = (row.paused_at or "")[:16].replace("T", " ")
    why = f" ({shown(row.pause_reason)})" if row.pause_reason else ""
    return i18n.t(lang, "paused-by", game=row.id, who=who, when=when, why=why)


def player_name(live: Live, role: Role, lang: str | None = None) -> str:
    """The name of the player in `role`'s seat, as shown; a bot's seat names the bot."""
    seat = live.user_of(role)
    lang = lang or i18n.reader()
    return shown(seat.user_name) if seat else i18n.t(lang, "the-bot", side=role_label(role, lang))


def player_who(live: Live, role: Role, lang: str | None = None) -> str:
    """The player's name and side: "Name (Side)"."""
    lang = lang or i18n.reader()
    return f"{player_name(live, role, lang)} ({role_label(role, lang)})"


def status_text(live: Live, lang: str | None = None) -> str:
    """The game's status (`status`): set-up, seats, turn, tracks, pieces, hands, victory, who it waits for."""
    lang = lang or live.lang
    row = live.row
    s = Setup.model_validate(row.setup)
    what = i18n.t(
        lang,
        "game-what",
        scenario=i18n.t(lang, i18n.scenario_msg(s.scenario)),
        players="solo" if live.solo else "us_bot" if live.us_bot else "two",
        length=s.length,
    )
    if live.solo:
        what += i18n.t(lang, "status-ideology", ideology=s.ideology if lang == DEFAULT else level_name(s.ideology, lang))
    seats = " · ".join(
        f"{role_label(r, lang)}: {player_name(live, r, lang) if live.user_of(r) else i18n.t(lang, 'seat-empty-mark')}"
        for r in live.human_roles()
    )
    if live.solo:
        seats += " · " + i18n.t(lang, "status-jihadist-bot")
    if live.us_bot:
        seats += " · " + i18n.t(lang, "status-us-bot", level=us_bot_level_name(live.us_bot, lang))
    status = i18n.t(lang, STATUS_MSGS[row.status]) if row.status in STATUS_MSGS else row.status
    lines = [i18n.t(lang, "status-head", game=row.id, status=status, what=what), seats]
    game = live.game
    if game is None:
        return "\n".join(lines)
    v = game.view(None)
    hands, reserves = v.hand_counts, v.reserves
    lines += [
        i18n.t(lang, "status-turn", turn=v.turn, phase=phase_name(v.phase, lang), cards=v.cards_played),
        i18n.t(
            lang,
            "status-tracks",
            prestige=v.prestige,
            prestige_level=level_name(v.prestige_level, lang),
            funding=v.funding,
            funding_level=level_name(v.funding_level, lang),
            us_posture=level_name(v.us_posture, lang),
            world=level_name(v.world_posture or "even", lang),
            world_value=v.world_posture_value,
            gwot=v.gwot_penalty,
        ),
        i18n.t(
            lang,
            "status-pieces",
            troops=v.troops_on_track,
            troop_level=level_name(v.troop_level, lang),
            cells=v.cells_on_track,
            cells_available=v.cells_available,
            plots=v.available_plots,
        ),
        i18n.t(
            lang,
            "status-resources",
            good=v.good_resources,
            ir=v.islamist_resources,
            fair_good=v.fair_good_countries,
            poor_ir=v.poor_islamist_countries,
        ),
        i18n.t(
            lang,
            "status-hands",
            us_hand=hands.get("us", 0),
            jihadist_hand=hands.get("jihadist", 0),
            us_reserves=reserves.get("us", 0),
            jihadist_reserves=reserves.get("jihadist", 0),
            pile=v.draw_pile,
            deck=v.deck_number,
            length=v.game_length,
        ),
    ]
    lines += victory_lines(v, lang)
    if live.solo:
        lines.append(
            i18n.t(
                lang,
                "status-ideology-effects",
                ideology=level_name(v.ideology, lang),
                effects="; ".join(i18n.word(x, lang) for x in v.ideology_effects),
            )
            + (i18n.t(lang, "status-mini-decks") if v.mini_decks else "")
        )
    if row.status == "over" and row.result:
        lines.append(
            i18n.t(lang, "status-result", winner=role_label(row.result.get("winner"), lang), reason=result_reason(row.result, lang))
        )
    elif row.status == "aborted":
        lines.append(i18n.t(lang, "status-aborted"))
    elif row.paused_at is not None:
        lines.append("⏸ " + i18n.t(lang, "paused-resume", paused=pause_text(live, lang)))
        if v.waiting_for:
            lines.append(i18n.t(lang, "status-then-waits", who=player_who(live, v.waiting_for, lang)))
    elif v.waiting_for:
        lines.append(waiting_line(lang, player_who(live, v.waiting_for, lang)))
    return "\n".join(lines)
