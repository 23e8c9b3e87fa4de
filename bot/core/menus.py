"""The prompt's menu: options chained and paired (a card and its use, an Operation repeated), and
the checks that a chain's steps are each legal in turn.
"""

from __future__ import annotations

import dataclasses
import logging
import re
from datetime import datetime, timedelta

from bot.core import i18n
from bot.core.i18n import DEFAULT
from bot.core.replies import PromptFor
from bot.core.session import Live, Session
from bot.core.store import (
    ActionRow,
)
from bot.core.words import plurals
from engine import Game, IllegalAction, Option
from engine.state import Role

log = logging.getLogger(__name__)


#: joins the engine's option ids of a chain chosen in one step ("play:47>ops:woi")
CHAIN = ">"


#: a card's uses are offered with the card itself when all of them fit one menu (25 entries)
CHAIN_MENU_LIMIT = 25


_DIGITS = re.compile(r"\d+")


def _clone(game: Game) -> Game:
    """A copy of `game` to look ahead on (`Game.fork`). A US bot in the copy would search at its
    decisions: the copy leaves them to a person, and looking ahead stops there (another role)."""
    g = game.fork()
    g.state.flags.pop("us_bot", None)  # (GameState.us_bot)
    return g


def chained_options(game: Game, lang: str = DEFAULT) -> list[Option]:
    """The engine's prompt with fewer clicks (issue 19), found by acting on copies of the game, so
    that every step is exactly one of the options the rules offer then:
    - a card and its use in one step ("#47 … — War of Ideas (3 Ops)") wherever all fit one menu;
    - a choice the next prompts repeat (the same question for each Operation) offered for all the
      rest at once ("All 3 remaining Operations in Pakistan"), first.
    Chained ids join the steps with CHAIN; `GameService.act` applies them as consecutive actions.
    Labels are worded in `lang` (the options' own labels too)."""
    p = game.prompt()
    if p is None:
        return []
    options = [_worded(o, lang) for o in p.plain_options()]  # (labels made now: the copies below act, the game does not)
    if any(o.id.startswith("play:") for o in options):
        out: list[Option] = []
        for o in options:
            if not o.id.startswith("play:"):
                out.append(o)
                continue
            g = _clone(game)
            g.act(p.role, o.id)
            q = g.prompt()
            if q is None or q.role != p.role or len(q.options) < 2 or any(x.id.startswith("play:") for x in q.options):
                out.append(o)
                continue
            out += [Option(id=f"{o.id}{CHAIN}{u.id}", label=f"{o.label} — {_worded(u, lang).label}") for u in q.options]
        return out if len(out) <= CHAIN_MENU_LIMIT else options
    if p.kind == "order" and OPS_FIRST in {o.id for o in options}:
        return _ops_first(game, p.role, options, lang) or options
    if not any(o.id.startswith("country:") for o in options):
        return options
    options = by_relevance(game, options, p.kind)
    if len(options) > 60:
        return options
    shape = _DIGITS.sub("#", p.text)
    first: list[Option] = []
    for o in options:
        g = _clone(game)
        g.act(p.role, o.id)
        chain, natural = [o.id], False
        while len(chain) < 12:
            q = g.prompt()
            if q is None or q.role != p.role or _DIGITS.sub("#", q.text) != shape:
                natural = True
                break
            if not q.offers(o.id):
                break
            g.act(q.role, o.id)
            chain.append(o.id)
        if len(chain) >= 2:
            what = "chain-all-remaining" if natural else "chain-operations"
            first.append(Option(id=CHAIN.join(chain), label=i18n.t(lang, what, count=len(chain), place=o.label)))
    if first:
        return first + options
    return _paired(game, p.role, shape, options, lang) or options


def _paired(game: Game, role: Role, shape: str, options: list[Option], lang: str) -> list[Option] | None:
    """A country choice whose every answer asks one more country at once (Operations Travel: from
    where, then to where; a Cell Travels: to where, then from where) offered as one pick
    "Germany → India" (issue 19). Only where the first pick rolls nothing and logs nothing (the
    second menu then reveals no outcome); the second menu's best first (`by_relevance`). All the
    pairs when they fit one menu page (CHAIN_MENU_LIMIT); else one page too (`_best_pairs`): "All 3
    remaining Operations: A → B" where the rules allow it, the best pairs, then each first country
    alone ("Afghanistan → another country…") with the full list behind it. None: no pairs."""
    countries = [o for o in options if o.id.startswith("country:")]
    others = [o for o in options if not o.id.startswith("country:")]
    if len(countries) < 1 or len(countries) > CHAIN_MENU_LIMIT:
        return None
    seconds: list[list[Option]] = []
    kind = ""
    for o in countries:
        g = _clone(game)
        if g.act(role, o.id):
            return None
        q = g.prompt()
        if q is None or q.role != role or _DIGITS.sub("#", q.text) == shape or len(q.options) < 1:
            return None
        worded = [_worded(u, lang) for u in q.plain_options()]
        if not all(u.id.startswith("country:") for u in worded):
            return None
        kind = q.kind
        seconds.append(by_relevance(g, worded, kind))
    if sum(map(len, seconds)) + len(others) <= CHAIN_MENU_LIMIT:  # (no page to turn)
        pairs = [_pair(o, u) for o, us in zip(countries, seconds, strict=True) for u in us]
        return pairs + others
    return _best_pairs(game, role, shape, countries, seconds, others, lang, kind)


#: the answer "the Operation first" to 6.3.2's question (the opponent's Event and the Operation)
OPS_FIRST = "first:ops"


def _ops_first(game: Game, role: Role, options: list[Option], lang: str) -> list[Option] | None:
    """6.3.2: an Operation with the opponent's card asks whether its Event or the Operation comes
    first. "Travel first" is offered together with the Operation's own first pick ("Travel first —
    Afghanistan → Pakistan", its menu's best first, `chained_options`) as far as one page holds
    them, after the two plain answers (the Operation's whole menu behind "Travel first"). Only
    where answering rolls and logs nothing. None: nothing to combine."""
    g = _clone(game)
    if g.act(role, OPS_FIRST):
        return None
    q = g.prompt()
    if q is None or q.role != role or q.kind == "order":
        return None
    ops = next(o for o in options if o.id == OPS_FIRST)
    room = CHAIN_MENU_LIMIT - len(options)
    nexts = chained_options(g, lang)[: max(0, room)]
    if not nexts:
        return None
    both = [Option(id=f"{OPS_FIRST}{CHAIN}{u.id}", label=f"{ops.label} — {u.label}") for u in nexts]
    return options + both  # (the two answers first: what is asked stays in sight)


def _pair(first: Option, second: Option) -> Option:
    return Option(id=f"{first.id}{CHAIN}{second.id}", label=f"{first.label} → {second.label}")


#: at most so many "All N remaining Operations: A → B" entries in a menu of best pairs
REPEAT_PAIRS = 3


def _best_pairs(
    game: Game,
    role: Role,
    shape: str,
    countries: list[Option],
    seconds: list[list[Option]],
    others: list[Option],
    lang: str,
    kind: str = "",
) -> list[Option] | None:
    """Too many pairs for one page (Operations Travel: a few origins, ~38 destinations each):
    one page (CHAIN_MENU_LIMIT) of
    - "All N remaining Operations: A → B" (Operations Travel), each first country's best pair
      repeated for the rest of the Operations, where every step is one the rules offer (at most
      REPEAT_PAIRS);
    - the best pairs: the best odds first (`Option.odds`: an automatic Travel is sure), among equal
      odds each first country's best in turn (its second menu's order, `by_relevance`);
    - each first country alone, "Afghanistan → another country…", leading to its full menu;
    - the prompt's other options ("Stop here")."""
    room = CHAIN_MENU_LIMIT - len(countries) - len(others)
    if room < 1:
        return None
    repeats: list[Option] = []
    p = game.prompt()
    operations = p is not None and p.kind == "travel_origin"  # (the label's words: "remaining Operations")
    for o, us in zip(countries, seconds, strict=True) if operations else ():
        u = next((u for u in us if u.id != o.id), None)  # (not going to ground in place)
        steps = _repeated(game, role, shape, [o.id, u.id]) if u is not None and len(repeats) < REPEAT_PAIRS else []
        if u is not None and len(steps) >= 4:
            place = f"{o.label} → {u.label}"
            repeats.append(Option(id=CHAIN.join(steps), label=i18n.t(lang, "chain-all-remaining-pair", count=len(steps) // 2, place=place)))
    room -= len(repeats)
    ranked = sorted(
        ((u.id == o.id, -_odds(u, kind), rank, i, _pair(o, u))
         for i, (o, us) in enumerate(zip(countries, seconds, strict=True))
         for rank, u in enumerate(us)),
        key=lambda x: x[:4],
    )  # (staying in place last: it only turns an Active Cell into a Sleeper)
    best = [x[4] for x in ranked[: max(0, room)]]
    more = [Option(id=o.id, label=i18n.t(lang, "chain-pair-more", first=o.label)) for o in countries]
    return repeats + best + more + others


def _repeated(game: Game, role: Role, shape: str, pair: list[str]) -> list[str]:
    """`pair` (a first and a second country) chosen again at each repeat of the question (`shape`)
    until the question is no longer asked: the steps, each one the rules offer then; [] where the
    rules refuse a step first (not enough Cells to leave) or nothing repeats."""
    g = _clone(game)
    steps: list[str] = []
    while len(steps) < 24:
        logged = False
        for step in pair:
            q = g.prompt()
            if q is None or q.role != role or not q.offers(step) or logged:
                return []  # (a step that logged something must be the last: no outcome before a pick)
            logged = bool(g.act(role, step))
            steps.append(step)
        q = g.prompt()
        if q is None or q.role != role or _DIGITS.sub("#", q.text) != shape:
            return steps if len(steps) >= 4 else []
        if logged:
            return []
    return []


def _worded(o: Option, lang: str = DEFAULT) -> Option:
    """An option as a player reads it, in `lang` (`i18n.word`): "1 Op", not "1 Ops" (`plurals`)."""
    label = plurals(i18n.word(o, lang))
    if type(o) is not Option:  # a lazy option: a plain copy to keep
        return Option(id=o.id, label=label, odds=o.odds, note=o.note)
    return o if label == o.label else dataclasses.replace(o, label=label)


#: prompts (`Prompt.kind`) whose countries without odds need no die: sure (8.3.1 Travel to an
#: Adjacent country or in place, engine.ops.jihadist.travel_odds)
SURE_WITHOUT_ODDS = frozenset({"travel_dest"})


def _odds(o: Option, kind: str) -> float:
    """An option's odds for ordering a menu of the prompt `kind` (SURE_WITHOUT_ODDS)."""
    got = getattr(o, "odds", None)
    if got is not None:
        return float(got)
    return 1.0 if kind in SURE_WITHOUT_ODDS and o.id.startswith("country:") else 0.0


def by_relevance(game: Game, options: list[Option], kind: str = "") -> list[Option]:
    """A country menu most relevant first (issue 19): by the engine's odds where it gives them
    (`Option.odds`, e.g. War of Ideas; a country without odds last, or first among the sure ones
    in a `kind` of SURE_WITHOUT_ODDS), else the countries with Cells, Troops or a Cadre first;
    otherwise the engine's order is kept."""
    if any(getattr(o, "odds", None) is not None for o in options):
        return sorted(options, key=lambda o: -_odds(o, kind))
    pieces = {c.id for c in game.view(None).countries if c.troops or c.sleepers or c.actives or c.cadre}
    return sorted(options, key=lambda o: o.id.removeprefix("country:") not in pieces)


def chain_tail(acts: list[ActionRow]) -> list[ActionRow]:
    """The last decision's rows: one, or the steps of a chain chosen in one pick (consecutive rows
    of one player committed together, with one time: `GameService.act`)."""
    tail = acts[-1:]
    for a in reversed(acts[:-1]):
        b = tail[0]
        if a.kind != "act" or a.seq != b.seq - 1 or (a.user_id, a.role, a.created_at) != (b.user_id, b.role, b.created_at):
            break
        tail.insert(0, a)
    # only the shapes `chained_options` offers: a card and its use, or one choice repeated (rows
    # that share a time otherwise, e.g. an imported log's, are separate decisions)
    ids = [a.option_id or "" for a in tail]
    if len(tail) == 2 and ids[0].startswith("play:") and not ids[1].startswith("play:"):
        return tail
    if len(tail) >= 2 and ids[0] == OPS_FIRST and (len(tail) == 2 or _chain_shape(ids[1:])):
        return tail  # "Travel first — …" (and the chain of the Operation's menu after it)
    if _chain_shape(ids):
        return tail
    return acts[-1:]


def _chain_shape(ids: list[str]) -> bool:
    """Whether these option ids are a chain of countries `chained_options` offers: one country
    repeated ("All 3 remaining Operations in X"), a pair ("France → Iraq"), a pair repeated ("All 3
    remaining Operations: Afghanistan → Pakistan")."""
    if len(ids) < 2 or not all(i.startswith("country:") for i in ids):
        return False
    return len(set(ids)) == 1 or len(ids) == 2 or (len(ids) % 2 == 0 and ids == ids[:2] * (len(ids) // 2))


def later_than(at: str, before: str) -> str:
    """`at`, or a millisecond after `before` when two picks fall in the same millisecond (or the
    clock went back): a chain's rows share a time and nothing else does (`chain_tail`)."""
    if not before or at > before:
        return at
    try:
        return (datetime.fromisoformat(before) + timedelta(milliseconds=1)).isoformat(timespec="milliseconds")
    except ValueError:  # (an imported row's time in another form)
        return at


def chain_label(steps: list[ActionRow]) -> str:
    """What a chain's steps were, as the player chose them."""
    return " → ".join(a.label or a.option_id for a in steps)


def chain_ok(game: Game, role: Role, steps: list[str]) -> bool:
    """Whether `steps` are, one after the other, options the rules offer `role` (tried on a copy)."""
    g = _clone(game)
    for step in steps:
        q = g.prompt()
        if q is None or q.role != role or not q.offers(step):
            return False
        try:
            g.act(role, step)
        except IllegalAction:
            return False
    return True


class Menus(Session):
    """The prompt as sent to its player, with its menu of chains (kept per game version)."""

    def chains(self, live: Live, game: Game, lang: str = DEFAULT) -> list[Option]:
        """The prompt's options with the chains of `chained_options` in `lang`, kept per game version."""
        key = (live.row.id, live.row.version, lang)
        got = self.chain_cache.get(key)
        if got is None:
            try:
                got = chained_options(game, lang)
            except Exception:  # looking ahead must never cost the decision: the plain options
                log.exception("looking ahead failed in game %s", live.row.id)
                p = game.prompt()
                got = [_worded(o, lang) for o in p.plain_options()] if p is not None else []
            self.chain_cache[key] = got
            while len(self.chain_cache) > 4 * self.cache_size:
                self.chain_cache.pop(next(iter(self.chain_cache)))
        return got

    def prompt_for(self, live: Live) -> PromptFor | None:
        game = live.game
        p = game.prompt() if game is not None else None
        if p is None:
            return None
        seat = live.user_of(p.role)
        if seat is None:
            return None
        lang = self.lang_for(seat.user_id)  # the prompt goes to its player alone: in their language
        return PromptFor(
            game_id=live.row.id,
            user_id=seat.user_id,
            user_name=seat.user_name,
            role=p.role,
            text=plurals(i18n.word(p, lang)),
            kind=p.kind,
            options=[_worded(o, lang) for o in p.plain_options()],  # (labels made now: the reply may outlive the prompt)
            menu=self.chains(live, game, lang),
            lang=lang,
            version=live.row.version,
        )
