"""The prompt's menu: options chained and paired (a card and its use, an Operation repeated), and
the checks that a chain's steps are each legal in turn.
"""

from __future__ import annotations

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
from engine.data import CARDS
from engine.msg import Text
from engine.msg import card as card_ref
from engine.prompts import OPS_FIRST, Prompt
from engine.state import Role

log = logging.getLogger(__name__)


#: joins the engine's option ids of a chain chosen in one step ("play:47>ops:woi")
CHAIN = ">"
#: the most characters of an option's label, and of its description, a menu shows (Discord's
#: select option: 100 each; issue 33): a longer label gives its bracketed notes to the description
LABEL_LIMIT = 100
DESCRIPTION_LIMIT = 100
#: joins the parts of a description ("Oil Price Spike (Скачок цен на нефть) · Event not playable…")
PARTS = " · "


def _clone(game: Game) -> Game:
    """A copy of `game` to look ahead on (`Game.fork`). A US bot in the copy would search at its
    decisions: the copy leaves them to a person, and looking ahead stops there (another role)."""
    g = game.fork()
    g.state.flags.pop("us_bot", None)  # (GameState.us_bot)
    return g


def chained_options(game: Game, lang: str = DEFAULT, limit: int | None = None) -> list[Option]:
    """The prompt's menu with its chains (`_chained`), no two options reading the same (`apart`)."""
    return apart(_chained(game, lang, limit), lang)


def apart(options: list[Option], lang: str = DEFAULT) -> list[Option]:
    """The menu as a player reads it (issue 33): no label over LABEL_LIMIT, no description over
    DESCRIPTION_LIMIT, no two options that read the same, label and description together.
    - A longer label gives its bracketed notes to its description, the longest first
      ("Afghanistan (Islamist Rule, 6 Cells) → Egypt — Travel 44%", described "unmarked: tested
      first, then …"); what is still too long is cut at a word and continued beneath.
    - A note moved from one label leaves the others of the menu of the same shape too (`_shape`:
      the countries, or the chains of three steps), so that they read alike ("Benelux — War of
      Ideas…" beside "Eastern Europe — War of Ideas…").
    - Options the rules offer twice in the same words (two Plots of one value in one country,
      whichever is resolved first) are told apart beneath ("1 of 2: the same choice").
    An option left as it was is the same object."""
    fits = [_fit(o.label) for o in options]
    moved: dict[tuple[str, ...], set[str]] = {}
    for o, (_, notes) in zip(options, fits, strict=True):
        moved.setdefault(_shape(o.id), set()).update(n for n in notes if not n.startswith("…"))
    made: list[tuple[Option, str, str]] = []
    for o, (label, notes) in zip(options, fits, strict=True):
        for note in moved[_shape(o.id)]:
            if f" ({note})" in label:
                label = label.replace(f" ({note})", "", 1)
                notes.append(note)
        notes.sort(key=lambda n: -1 if n.startswith("…") else o.label.find(n))  # (read in the label's order)
        made.append((o, label, _clipped(_joined(*notes, o.description))))
    read = [(label, text) for _, label, text in made]
    twins = {r for r in read if read.count(r) > 1}
    nth = dict.fromkeys(twins, 0)
    out = []
    for (o, label, text), r in zip(made, read, strict=True):
        if r in twins:
            nth[r] += 1
            text = _clipped(_joined(i18n.t(lang, "option-twin", nth=nth[r], count=read.count(r)), text))
        same = label == o.label and text == o.description
        out.append(o if same else Option(o.id, label, o.odds, o.note, text))
    return out


def _shape(option_id: str) -> tuple[str, ...]:
    """What kind of option an id is: its steps' kinds ("country", "country"; "play", "ops")."""
    return tuple(step.partition(":")[0] for step in option_id.split(CHAIN))


def _fit(label: str) -> tuple[str, list[str]]:
    """A label within LABEL_LIMIT and what it gave its description: its bracketed notes, the
    longest first, then the rest of a label still too long ("…rest"), cut at a word."""
    notes = []
    while len(label) > LABEL_LIMIT:
        spans = _bracketed(label)
        if not spans:
            break
        i, j = max(spans, key=lambda x: x[1] - x[0])
        notes.append(label[i + 1 : j])
        label = (label[:i].rstrip() + " " + label[j + 1 :].lstrip()).strip()
    if len(label) > LABEL_LIMIT:
        cut = label.rfind(" ", 0, LABEL_LIMIT)
        cut = cut if cut > LABEL_LIMIT // 2 else LABEL_LIMIT - 1
        notes.append("…" + label[cut:].strip())
        label = label[:cut].rstrip() + "…"
    return label, notes


def _clipped(text: str) -> str:
    """A description within DESCRIPTION_LIMIT, cut at a word."""
    if len(text) <= DESCRIPTION_LIMIT:
        return text
    cut = text.rfind(" ", 0, DESCRIPTION_LIMIT)
    return text[: cut if cut > DESCRIPTION_LIMIT // 2 else DESCRIPTION_LIMIT - 1].rstrip(" ·,;:") + "…"


def _chained(game: Game, lang: str = DEFAULT, limit: int | None = None) -> list[Option]:
    """The engine's prompt with fewer clicks (issue 19), found by acting on copies of the game, so
    that every step is exactly one of the options the rules offer then:
    - a card and its use in one step ("War of Ideas (3 Ops) — #47 …", `_card_use`) wherever all fit one menu;
    - a choice the next prompts repeat (the same question for each Operation) offered for all the
      rest at once ("All 3 remaining Operations in Pakistan"), first.
    Chained ids join the steps with CHAIN; `GameService.act` applies them as consecutive actions.
    Labels are worded in `lang` (the options' own labels too). `limit`: the most options one menu
    of the adapter holds (Discord's select: 25); chains are offered where they fit it. None: no
    limit."""
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
            out += [_card_use(o, _worded(u, lang), lang) for u in q.options]
            if limit is not None and len(out) > limit:
                return options  # (more than one menu holds: no card looked at further)
        return out
    if p.ops_first() is not None:
        return _ops_first(game, p.role, options, lang, limit) or options
    if p.joins_next:
        return _answered_together(game, p, options, lang, limit) or options
    if not any(o.id.startswith("country:") for o in options):
        return options
    options = by_relevance(game, options, sure=p.sure_without_odds)
    if len(options) > 60:
        return options
    shape = p.question()  # (the same question again: the engine's key, not its words)
    first: list[Option] = []
    for o in options:
        g = _clone(game)
        g.act(p.role, o.id)
        chain, natural = [o.id], False
        while len(chain) < 12:
            q = g.prompt()
            if q is None or q.role != p.role or q.question() != shape:
                natural = True
                break
            if not q.offers(o.id):
                break
            g.act(q.role, o.id)
            chain.append(o.id)
        if len(chain) >= 2:
            what = "chain-all-remaining" if natural else "chain-operations"
            first.append(_made(CHAIN.join(chain), i18n.t(lang, what, count=len(chain), place=o.label), o.description))
    if first:
        return first + options
    return _paired(game, p.role, shape, options, lang, limit) or options


def _paired(
    game: Game, role: Role, shape: tuple[object, ...], options: list[Option], lang: str, limit: int | None = None
) -> list[Option] | None:
    """A country choice whose every answer asks one more country at once (Operations Travel: from
    where, then to where; a Cell Travels: to where, then from where) offered as one pick
    "Germany → India" (issue 19). Only where the first pick rolls nothing and logs nothing (the
    second menu then reveals no outcome); the second menu's best first (`by_relevance`). All the
    pairs when they fit one menu (`limit`); else one page too (`_best_pairs`): "All 3
    remaining Operations: A → B" where the rules allow it, the best pairs, then each first country
    alone ("Afghanistan → another country…") with the full list behind it. None: no pairs."""
    countries = [o for o in options if o.id.startswith("country:")]
    others = [o for o in options if not o.id.startswith("country:")]
    if len(countries) < 1 or (limit is not None and len(countries) > limit):
        return None
    seconds: list[list[Option]] = []
    sure = False
    for o in countries:
        g = _clone(game)
        if g.act(role, o.id):
            return None
        q = g.prompt()
        if q is None or q.role != role or q.question() == shape or len(q.options) < 1:
            return None
        worded = [_worded(u, lang) for u in q.plain_options()]
        if not all(u.id.startswith("country:") for u in worded):
            return None
        sure = q.sure_without_odds
        seconds.append(by_relevance(g, worded, sure=sure))
    if limit is None or sum(map(len, seconds)) + len(others) <= limit:  # (no page to turn)
        pairs = [_pair(o, u) for o, us in zip(countries, seconds, strict=True) for u in us]
        return pairs + others
    return _best_pairs(game, role, shape, countries, seconds, others, lang, sure, limit=limit)


def _answered_together(game: Game, p: Prompt, options: list[Option], lang: str, limit: int | None = None) -> list[Option] | None:
    """A question whose every answer asks the same kind again (`Prompt.joins_next`: a Plot marker
    for each success) answered with the next one in one pick, "Plot 2 in Afghanistan, Plot 1 in
    Somalia" (issue 33: the card play's presses), where all the pairs fit one menu (`limit`).
    None: nothing to join."""
    pairs: list[Option] = []
    for o in options:
        g = _clone(game)
        g.act(p.role, o.id)
        q = g.prompt()
        if q is None or q.role != p.role or q.kind != p.kind:
            return None
        first = _about(o, p, lang)
        pairs += [
            _made(f"{o.id}{CHAIN}{u.id}", i18n.t(lang, "chain-answers", first=first, second=_about(_worded(u, lang), q, lang)))
            for u in q.plain_options()
        ]
    return pairs if pairs and (limit is None or len(pairs) <= limit) else None


def _about(o: Option, p: Prompt, lang: str) -> str:
    """An answer with what its question is about ("Plot 2 in Afghanistan"), where the question
    names a country (`Prompt.subject`)."""
    subject = p.subject()
    return o.label if subject is None else i18n.t(lang, "chain-answer-in", answer=o.label, place=i18n.word_ref(subject, lang))


def _ops_first(game: Game, role: Role, options: list[Option], lang: str, limit: int | None = None) -> list[Option] | None:
    """The engine asks whether the opponent's Event or the Operation comes first
    (`Prompt.ops_first`). "Travel first" is offered together with the Operation's own first pick ("Travel first —
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
    nexts = chained_options(g, lang, limit)
    if limit is not None:
        nexts = nexts[: max(0, limit - len(options))]
    if not nexts:
        return None
    both = [_made(f"{OPS_FIRST}{CHAIN}{u.id}", f"{ops.label} — {u.label}", u.description) for u in nexts]
    return options + both  # (the two answers first: what is asked stays in sight)


def _pair(first: Option, second: Option) -> Option:
    return _made(f"{first.id}{CHAIN}{second.id}", f"{first.label} → {second.label}", _joined(first.description, second.description))


def _card_use(play: Option, use: Option, lang: str) -> Option:
    """A card and its use in one step, the use first (issue 33: what tells the options apart
    before the card, by its printed name): "War of Ideas (3 Ops) — #47 The door of Itjihad";
    its Event: "Event — #47 The door of Itjihad". The card's
    description (its gloss, why its Event cannot occur now), then the use's, beneath."""
    n = _card_of(play.id)
    if n is None:  # (a card drawn at random: its use, then "Play a card drawn at random…")
        label = f"{use.label} — {play.label}"
    elif use.id == "event":  # (two Special Forces in hand: "Event — #8 Special Forces")
        label = i18n.t(lang, "chain-card-event", card=i18n.word_ref(card_ref(n), lang))
    else:
        label = f"{use.label} — {i18n.word_ref(card_ref(n), lang)}"
    return _made(f"{play.id}{CHAIN}{use.id}", label, _joined(play.description, use.description))


#: at most so many "All N remaining Operations: A → B" entries in a menu of best pairs
REPEAT_PAIRS = 3


def _best_pairs(
    game: Game,
    role: Role,
    shape: tuple[object, ...],
    countries: list[Option],
    seconds: list[list[Option]],
    others: list[Option],
    lang: str,
    sure: bool = False,
    *,
    limit: int,
) -> list[Option] | None:
    """Too many pairs for one page (Operations Travel: a few origins, ~38 destinations each):
    one menu (`limit`) of
    - "All N remaining Operations: A → B" (Operations Travel), each first country's best pair
      repeated for the rest of the Operations, where every step is one the rules offer (at most
      REPEAT_PAIRS);
    - the best pairs: the best odds first (`Option.odds`: an automatic Travel is sure), among equal
      odds each first country's best in turn (its second menu's order, `by_relevance`);
    - each first country alone, "Afghanistan → another country…", leading to its full menu;
    - the prompt's other options ("Stop here")."""
    room = limit - len(countries) - len(others)
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
            said = i18n.t(lang, "chain-all-remaining-pair", count=len(steps) // 2, place=place)
            repeats.append(_made(CHAIN.join(steps), said, _joined(o.description, u.description)))
    room -= len(repeats)
    ranked = sorted(
        ((u.id == o.id, -_odds(u, sure), rank, i, _pair(o, u))
         for i, (o, us) in enumerate(zip(countries, seconds, strict=True))
         for rank, u in enumerate(us)),
        key=lambda x: x[:4],
    )  # (staying in place last: it only turns an Active Cell into a Sleeper)
    best = [x[4] for x in ranked[: max(0, room)]]
    more = [_made(o.id, i18n.t(lang, "chain-pair-more", first=o.label), o.description, o.odds, o.note) for o in countries]
    return repeats + best + more + others


def _repeated(game: Game, role: Role, shape: tuple[object, ...], pair: list[str]) -> list[str]:
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
        if q is None or q.role != role or q.question() != shape:
            return steps if len(steps) >= 4 else []
        if logged:
            return []
    return []


def _worded(o: Option, lang: str = DEFAULT) -> Option:
    """An option as a player reads it, in `lang` (`i18n.word`): "1 Op", not "1 Ops" (`plurals`);
    its description made (`_described`) and both fitted to what a menu shows (`_made`)."""
    made = _made(o.id, plurals(i18n.word(o, lang)), _described(o, lang), o.odds, o.note)
    if type(o) is Option and made.label == o.label and not made.description and not o.description:
        return o  # (the engine's own option where it reads the same: its messages kept)
    return made


def _described(o: Option, lang: str) -> str:
    """What a menu shows under an option's label, in `lang`: a card's name with its gloss where
    the language has one ("Oil Price Spike (Скачок цен на нефть)": the label names the card as
    printed, issue 34), the engine's description ("Event not playable now: …"), and for an option
    that cannot succeed now (its odds 0), why (its odds note)."""
    n = _card_of(o.id)
    parts = [i18n.card_glossed(n, lang)] if n is not None and i18n.card_gloss(n, lang) else []
    if o.description:
        parts.append(_unbracketed(plurals(i18n.word(o.description, lang))))
    if o.odds is not None and o.odds <= 0:
        why = plurals(i18n.word(o.note, lang)) if o.note else ""
        parts.append(i18n.t(lang, "option-no-chance", why=why) if why else i18n.t(lang, "menu-no-chance"))
    return PARTS.join(parts)


_CARD_ID = re.compile(r"^(?:play|discard|with):(\d+)$")


def _card_of(option_id: str) -> int | None:
    """The card an option plays, discards or pairs (`play:N`, `discard:N`, `with:N`), else None."""
    got = _CARD_ID.match(option_id)
    return int(got.group(1)) if got and int(got.group(1)) in CARDS else None


def _unbracketed(text: str) -> str:
    """A note without the brackets around the whole of it: "(Event not playable now: …)" reads
    as a description without them."""
    if text.startswith("(") and text.endswith(")") and _closing(text, 0) == len(text) - 1:
        return text[1:-1]
    return text


def _closing(text: str, i: int) -> int:
    """The index of the bracket closing the one at `i` (-1: none)."""
    depth = 0
    for j in range(i, len(text)):
        depth += {"(": 1, ")": -1}.get(text[j], 0)
        if depth == 0:
            return j
    return -1


def _joined(*parts: str) -> str:
    return PARTS.join(p for p in parts if p)


def _made(option_id: str, label: str, description: str = "", odds: float | None = None, note: Text = "") -> Option:
    """An option of the menu being made, in words (fitted to what a menu shows by `apart`)."""
    return Option(option_id, label, odds, note, description)


def _bracketed(text: str) -> list[tuple[int, int]]:
    """The outermost bracketed parts of `text` with a space before them, as (open, close) indexes."""
    spans = []
    i = text.find(" (")
    while i >= 0:
        j = _closing(text, i + 1)
        if j < 0:
            break
        spans.append((i + 1, j))
        i = text.find(" (", j)
    return spans


def _odds(o: Option, sure: bool) -> float:
    """An option's odds for ordering a menu: a country without odds is sure where the prompt says
    so (`Prompt.sure_without_odds`), else last."""
    got = getattr(o, "odds", None)
    if got is not None:
        return float(got)
    return 1.0 if sure and o.id.startswith("country:") else 0.0


def by_relevance(game: Game, options: list[Option], *, sure: bool = False) -> list[Option]:
    """A country menu most relevant first (issue 19): by the engine's odds where it gives them
    (`Option.odds`, e.g. War of Ideas; a country without odds last, or first among the sure ones
    where the prompt says a country without odds is sure: `sure`, its `sure_without_odds`),
    else the countries with Cells, Troops or a Cadre first; otherwise the engine's order is kept."""
    if any(getattr(o, "odds", None) is not None for o in options):
        return sorted(options, key=lambda o: -_odds(o, sure))
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
    if _chain_shape(ids) or (len(ids) == 2 and all(i.startswith("plot:") for i in ids)):
        return tail  # (or two Plot markers chosen together, `_answered_together`)
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

    #: the most options one menu of the adapter holds (its parameter: Discord's select holds 25,
    #: bot/discord/menus.py); chains are offered where they fit. None: no limit.
    menu_limit: int | None = None

    def chains(self, live: Live, game: Game, lang: str = DEFAULT) -> list[Option]:
        """The prompt's options with the chains of `chained_options` in `lang`, kept per game version."""
        key = (live.row.id, live.row.version, lang)
        got = self.chain_cache.get(key)
        if got is None:
            try:
                got = chained_options(game, lang, self.menu_limit)
            except Exception:  # looking ahead must never cost the decision: the plain options
                log.exception("looking ahead failed in game %s", live.row.id)
                p = game.prompt()
                got = apart([_worded(o, lang) for o in p.plain_options()], lang) if p is not None else []
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
            options=apart([_worded(o, lang) for o in p.plain_options()], lang),  # (labels made now: the reply may outlive the prompt)
            menu=self.chains(live, game, lang),
            lang=lang,
            version=live.row.version,
        )
