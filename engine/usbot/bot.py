"""The US bot's decisions: a search over card plays, priorities for every other choice.

`decide(g, p, level)` answers a prompt addressed to the US with a short reason and, where it
searched, the candidates it scored. Levels (`LEVELS`) go from the small heuristic ("gentle")
to the search with the most rollouts the 2-second budget allows. Every decision reads only
what the US may see (engine.usbot.search: `public_seed`, `determinize`); a search that fails
falls back to the priorities, and says so in its reason.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any

from engine.cardplay import card_label
from engine.game import Game, Prompt
from engine.msg import Msg, Text, cardname, country, m
from engine.ops.us import woi_drm
from engine.state import FAIR, GOOD, POOR, LogEntry, Role
from engine.usbot import policies
from engine.usbot.search import Candidate, Scored, cards_left, public_seed, search, to_phase


@dataclass(frozen=True)
class Level:
    name: str
    title: str  # for people: what the level does
    priorities: str = "smart"  # "simple" | "smart": the policy for the small choices
    samples: int = 0  # determinizations per candidate (0: no search)
    horizon: int = 2  # US card plays after the candidate before the position is scored
    cards: int = 4  # the best cards by priority that the search tries
    hows: int = 2  # the best ways to play each of them
    #: sequential halving (engine.usbot.search): `samples` for every candidate, twice as many for
    #: the better half, and so on; the card search plans how to play the card too, and the `how`
    #: prompt that follows in the same act takes the plan instead of searching again
    halving: bool = False
    #: the card search plans how to play the card (as `halving` does) without the halving
    plan: bool = False
    #: racing (engine.usbot.search, flat only): after each of these numbers of futures, drop the
    #: candidates more than `race_z` standard errors behind the leader on the same futures
    race: tuple[int, ...] = ()
    race_z: float = 3.0
    #: the look-ahead stops at the latest when the US's next Action Phase begins (5.2.2): after
    #: the Jihadist's reply, wherever in its phase the US card was played (round 13: not in play,
    #: 44% of 400 with 32 futures against the expert's 46%)
    phase: bool = False
    #: what the "smart" priorities weigh ways of play with (policies.Weights), in its own choices
    #: and in its trial games' US plays (round 14's made the priorities alone stronger, not the
    #: searching levels: strong keeps round 5's, with every War of Ideas weighed alike since round
    #: 21; the expert has round 21's, the standard level's until round 23, since round 22,
    #: docs/usbot.md)
    weights: policies.Weights = policies.WEIGHTS
    #: the small choices the level searches as it searches its card plays (by the prompt's message
    #: id: "woi-where", "disrupt-where", `ORDER`'s), over the priorities' `target_options` best
    #: targets (a question of which comes first: both) in `target_samples` futures, raced after
    #: `target_race` (round 15: not in play; the expert with them won 43% of 400 against its 46%,
    #: for 10.8 s of CPU a game, docs/usbot.md; round 28's `ORDER`: see there)
    targets: tuple[str, ...] = ()
    target_options: int = 4
    target_samples: int = 12
    target_race: tuple[int, ...] = (6,)
    #: once at most this many cards are left to deal (5.3.1: the last Reshuffle ends the game, 2.3),
    #: the card and `how` searches play their trial games to the game's end, over
    #: `finish_samples` futures each (None: never)
    finish: int | None = None
    finish_samples: int = 12
    #: the evaluation's weight of the hands each side is dealt a turn (5.2.8, `search.evaluate`):
    #: Resources a card, for each card more the US is dealt than the Jihadist (round 16: not in
    #: play; the expert with 0.3 won 47% of 400 against its 45%, and 11% of Mission Accomplished?
    #: against 19%, docs/usbot.md)
    hands: float = 0.0
    #: the evaluation fitted on self-play (`search.features`, `fitted.WEIGHTS`) instead of the
    #: hand-made margin, in 1-player games
    fitted: bool = False
    #: a trial game's score: this share of the position when the US is next asked for a card, the
    #: rest at the horizon (`search.search`; round 24: the expert's second edition, 0.5)
    blend: float = 0.0
    #: ways of play (`WAYS`' keys) the level chooses between once a turn, at the US's first card
    #: play of the turn: each played out from there in `way_samples` trial games (the same futures
    #: for each) of `way_horizon` US cards, its priorities answering every US prompt; the best by
    #: more than `way_margin` of the chance of winning is the turn's, else the level's own
    #: (`weights`). The card's reason says it, and the game logs it, so every later US prompt of the
    #: turn reads it there (`turn_way`): the choice follows from the game alone (round 31)
    ways: tuple[str, ...] = ()
    way_samples: int = 8
    way_horizon: int = 8
    way_margin: float = 0.01
    #: measured strength for people (bench/usbot.py; docs/usbot.md has the figures)
    strength: str = ""
    #: a released level plays as it was released for good: a game or a challenge set with it
    #: meets the same bot whatever changes later. A change to how a level plays is a new edition
    #: of it, under a new key (`key`), and the edition it replaces stays in `LEVELS`, retired
    #: (`newest`, tests/engine/test_usbot_editions.py)
    edition: int = 1

    @property
    def key(self) -> str:
        """What a game and a challenge record (`Setup.us_bot`): the name, and the edition after the first."""
        return self.name if self.edition == 1 else f"{self.name}.{self.edition}"

    def scoring(self) -> dict[str, Any]:
        """How `search.search` scores the level's trial games (its keyword arguments)."""
        return {"hands": self.hands, "fitted": self.fitted, "blend": self.blend}

    def how_searched(self) -> dict[str, Any]:
        """How `search.search` spends the level's futures and scores them (its keyword arguments)."""
        return {"halving": self.halving, "race": self.race, "race_z": self.race_z, "phase": self.phase, **self.scoring()}

    def to_the_end(self, g: Game) -> bool:
        """Whether the level's searches now play their trial games to the game's end (`finish`)."""
        return self.finish is not None and cards_left(g.state) <= self.finish

    def budget(self, g: Game) -> tuple[int, int | None, dict[str, Any]]:
        """The futures per candidate, the horizon and how the futures are spent (`how_searched`) of
        the level's card and `how` searches now."""
        if self.to_the_end(g):
            return self.finish_samples, None, self.how_searched()
        return self.samples, self.horizon, self.how_searched()


#: round 5's expert, as it played until round 10 (games stored before the bot's answers were recorded)
EXPERT_ROUND_5 = Level(
    "expert", "tries its 4 best cards, 2 ways each, one card ahead, in 24 trial games each",
    samples=24, horizon=1, cards=4, weights=policies.ROUND_5, strength="wins about 46%",
)
#: round 5's raced (round 10), with round 21's priorities (`policies.ROUND_21`, then the standard
#: level's and the best on self-play) for its candidates and its trial games' US plays since round 22
#: (50% of the official 400 against 45% with round 5's). Round 23's (the standard level's since) won
#: no more (49%, docs/usbot.md)
EXPERT = replace(
    EXPERT_ROUND_5, title="tries its 4 best cards, 2 ways each, one card ahead, in up to 24 trial games each",
    race=(6, 12, 18), race_z=2.5, weights=policies.ROUND_21, strength="wins about 50%",
)

#: the expert's second edition (round 24): each trial game is judged half when the US is next asked
#: for a card, half one US card later (53% of the official 400 against the first edition's 50%,
#: 49% of the tuning 400 against 47%, for the same CPU; docs/usbot.md)
EXPERT_2 = replace(EXPERT, edition=2, blend=0.5, strength="wins about 53%")

#: the ways of play a level may choose between once a turn (`Level.ways`), each said in the
#: card's reason by its words (`WAY_TEXT`), and by them read back: the weights each
#: searching level's priorities weigh with. "events": the expert's (round 21's: Events valued
#: 1.3 times, a Regime Change 20 points less, Deploys and Alerts 0.6 times); "prestige": the
#: standard level's (round 23's: round 21's with a Disrupt's point of Prestige weighed 10 and
#: Troops brought home); "military": strong's (round 5's: every way of play at its value)
WAYS: dict[str, policies.Weights] = {
    "events": policies.ROUND_21, "prestige": policies.WEIGHTS, "military": policies.SEARCHING,
}
WAY_TEXT: dict[str, Text] = {
    "events": m("usbot-way-events"), "prestige": m("usbot-way-prestige"), "military": m("usbot-way-military"),
}
#: each way by its words: the way a logged reason says (`way_said`)
_WAY_SAID: dict[Text, str] = {text: way for way, text in WAY_TEXT.items()}

#: the expert's third edition (round 31; not released): the second, choosing its way of play once
#: a turn (`Level.ways`: its own, the standard level's or strong's, by 8 trial games of 8 US cards
#: each). 213 of the official 400 against the second edition's 212, 207 of seeds 5001-5100's against
#: 200, at Attractive 161 against 141, for 1.33-1.44 times its CPU; Coherent not yet measured
#: (docs/usbot.md)
EXPERT_3 = replace(
    EXPERT_2, edition=3, ways=("events", "prestige", "military"),
    title="tries its 4 best cards, 2 ways each, one card ahead, in up to 24 trial games each, "
    "and chooses its way of play once a turn in 24 trial games more",
)

#: the small choices of which comes first, the opponent's Event that a US card's Operations trigger
#: or the Operations (6.3.2), and US Election's Event or the Operations (6.3.1), for `Level.targets`:
#: searched over both options, the priorities' first (round 28's trial: not in play; the expert
#: with them won 211 of the tuning 400 against 197, 213 of the official 400 against 212, but lost
#: at Coherent, 21 games won by it only and 39 by the expert in play only, docs/usbot.md)
ORDER = ("order-opponents-event", "order-election")

#: every released level by its key (`Level.key`): the levels offered (the newest edition of each
#: name, `offered`), and the retired editions that games and challenges set with them still play
LEVELS: dict[str, Level] = {
    lv.key: lv
    for lv in (
        Level(
            "gentle", "a small heuristic: plays its best-looking card, no look-ahead", priorities="simple",
            strength="wins about 1% of games against the solitaire Jihadist bot",
        ),
        Level(
            "standard", "scores every option of each decision from the board, no look-ahead",
            strength="wins about 36%",
        ),
        Level(
            "strong", "tries its 3 best cards, 2 ways each, one card ahead, in 8 trial games each",
            samples=8, horizon=1, cards=3, weights=policies.SEARCHING, strength="wins about 40%",
        ),
        # round 5's expert (24 futures, the `how` searched on its own), raced since round 10: a
        # candidate clearly behind after 6, 12 or 18 futures plays no more of them (a quarter fewer
        # rollouts; 7 choices in 483 otherwise, all between near-equals). Cheaper cuts that choose
        # otherwise lost games: round 7's 12 futures with the plan 32 %, round 10's plan with 20 + 12
        # futures 40 % (docs/usbot.md). Retired: games and challenges set with it keep it
        EXPERT,
        EXPERT_2,
    )
}
#: a searching level whose search changed since the bot's answers were recorded goes here as it
#: was then: a game stored before them (`Game.legacy_bot_seeds`) is asked again with the search it
#: was played with. Expert: raced since round 10.
LEGACY_LEVELS: dict[str, Level] = {"expert": EXPERT_ROUND_5}
STRONGEST = "expert"
DEFAULT_LEVEL = "strong"


def offered() -> list[str]:
    """The levels a new game or challenge may choose, by name (each plays its newest edition)."""
    return list(dict.fromkeys(lv.name for lv in LEVELS.values()))


def newest(level: str) -> str:
    """The key of the newest edition of `level` (a name or any edition's key): what a new game
    or challenge set with it records. ValueError for a level that never was."""
    name = check_level(level).name
    return max((lv for lv in LEVELS.values() if lv.name == name), key=lambda lv: lv.edition).key


def resolve(level: str) -> str:
    """A level as a person names it (bench, self-play): a name is its newest edition, an edition's
    key itself, and `name.1` the first edition (whose key is the bare name)."""
    if level.endswith(".1") and level[:-2] in LEVELS:
        return level[:-2]
    return newest(level) if level in offered() else check_level(level).key


def check_level(level: str) -> Level:
    """The released level with this key (a retired edition too)."""
    if level not in LEVELS:
        raise ValueError(f"Unknown US bot level {level!r}; choose one of: {', '.join(offered())}")
    return LEVELS[level]


@dataclass
class Decision:
    option: str
    #: why, in a few words (a message); public (the bot's log), so it never names another card of the hand
    reason: Text
    #: the candidates the search scored, best first: (what, score 0-100)
    candidates: list[tuple[Text, float]] = field(default_factory=list)


def decide(g: Game, p: Prompt, level: str = DEFAULT_LEVEL) -> Decision:
    """The bot's answer to a US prompt; never raises for a legal prompt (priorities catch all). A
    game stored before the bot's answers were recorded is asked as it was played: its level's
    search then (`LEGACY_LEVELS`) and the priorities' weights then (`policies.ROUND_5`)."""
    lv = check_level(level)
    if g.legacy_bot_seeds:
        lv = LEGACY_LEVELS.get(level, lv)
        with policies.weighing(policies.ROUND_5):
            return _decide(g, p, lv)
    way, chosen = turn_way(g, p, lv)
    with policies.weighing(WAYS[way] if way is not None else lv.weights):
        d = _decide(g, p, lv)
    if chosen:  # (logged with the answer: the turn's later prompts read it, `way_said`)
        d.reason = m("usbot-way", way=WAY_TEXT[way], reason=d.reason)
    return d


# ---------------------------------------------------------------------- the way of play
def turn_way(g: Game, p: Prompt, lv: Level) -> tuple[str | None, bool]:
    """The way of play (`WAYS`' key) the level plays this US prompt with (`Level.ways`), and
    whether it is chosen now: the way said this turn (`way_said`), else at the US's first card
    play of the turn one chosen by trial games (`choose_way`), else None (the level's own
    weights: a level without ways, a prompt before the turn's first US card)."""
    if not lv.ways or p.role != "us":
        return None, False
    said = way_said(g, lv)
    if said is not None:
        return said, False
    if p.kind != "card":
        return None, False
    return choose_way(g, p, lv), True


def way_said(g: Game, lv: Level) -> str | None:
    """The way of play the US bot said this turn, where it is one of the level's."""
    s = g.state
    for e in reversed(s.log):
        if e.turn != s.turn:
            break
        way = _way_in(e)
        if way is not None and way in lv.ways:
            return way
    return None


def ways_said(g: Game) -> list[tuple[int, str]]:
    """Every way of play the US bot said in the game: (the turn, the way), in order."""
    return [(e.turn, way) for e in g.state.log if (way := _way_in(e)) is not None]


def _way_in(e: LogEntry) -> str | None:
    """The way of play a log entry says: the US bot's reason (`usbot-reason`, logged with its
    answer) that says it (`usbot-way`)."""
    said = e.msg
    if e.kind == "ops" and said.__class__ is Msg and said.id == "usbot-reason":  # type: ignore[union-attr]
        why = said.arg("reason")  # type: ignore[union-attr]
        if why.__class__ is Msg and why.id == "usbot-way":
            return _WAY_SAID.get(why.arg("way"))
    return None


def choose_way(g: Game, p: Prompt, lv: Level) -> str:
    """The level's way of play for the turn (`Level.ways`): each way's priorities play every US
    prompt from this one in the same futures; the best by more than `way_margin` over the level's
    own (its first way), else its own. Where a way's trial games cannot be played, its own."""
    own = lv.ways[0]
    seed = public_seed(g, p, "way")
    scores: dict[str, float] = {}
    for way in lv.ways:
        with policies.weighing(WAYS[way]):
            try:
                scored = search(g, p, [()], lv.way_samples, lv.way_horizon, seed)
            except Exception:  # noqa: BLE001  (a failed trial must never stop the game)
                return own
        if not scored:
            return own
        scores[way] = scored[0].score
    best = max(lv.ways, key=lambda w: scores[w])  # (the first of equals)
    return best if scores[best] > scores[own] + lv.way_margin else own


def _decide(g: Game, p: Prompt, lv: Level) -> Decision:
    if lv.samples and p.role == "us":
        try:
            found = _search_decision(g, p, lv)
        except Exception as e:  # noqa: BLE001  (a failed search must never stop the game)
            d = _priorities(g, p, lv)
            d.reason = m("usbot-lookahead-failed", reason=d.reason, error=type(e).__name__)
            return d
        if found is not None:
            return found
    return _priorities(g, p, lv)


def answer(g: Game, p: Prompt, level: str) -> tuple[str, Msg]:
    """The bot's answer at `level` (a key) and the reason a game logs with it for everyone, as a
    US-bot game asks it (engine.usbot.UsBot) and self-play logs it (engine.selfplay): the turn's
    way of play is read back from there (`way_said`)."""
    d = decide(g, p, level)
    return d.option, m("usbot-reason", reason=d.reason)


# ---------------------------------------------------------------------- the search
def look_ahead(lv: Level, horizon: int | None, side: Role = "us") -> int | str:
    """How far the level's trial games for `side` are played, for its reasons (`usbot-searched`,
    the hint's): its US cards, "phase" (to the US's next Action Phase, `search.to_phase`) or
    "end" (to the game's end: `horizon` None)."""
    if horizon is None:
        return "end"
    return "phase" if to_phase(lv.phase, side) else horizon


def _plays(ids: list[str]) -> dict[int, str]:
    return {int(i[5:]): i for i in ids if i.startswith("play:") and i[5:].isdigit()}


def _card_candidates(g: Game, p: Prompt, lv: Level) -> list[Candidate]:
    ids = p.ids()
    plays = _plays(ids)
    ranked = sorted(plays, key=lambda n: (-policies._card_priority(g, n), n))[: lv.cards]
    out: list[Candidate] = []
    for n in ranked:
        scores = policies._how_scores(g, n, policies._card_options(g, n))
        hows = sorted(scores, key=lambda i: -scores[i])[: lv.hows]
        out.extend((plays[n], h) for h in hows) if hows else out.append((plays[n],))
    for i in ids:  # 5.2.4 hold, 6.3.2.3 discard, card 18's optional play: as they are
        if not i.startswith("play:"):
            out.append((i,))
    return out


def small_choice(p: Prompt, lv: Level) -> tuple[int, int | None, dict[str, Any]] | None:
    """Whether the level searches this small choice (`Level.targets`): its futures, horizon and how
    the futures are spent (as `Level.budget`); None where the priorities answer it."""
    if not lv.targets or isinstance(p.msg, str) or p.msg.id not in lv.targets or len(p.ids()) < 2:
        return None
    return lv.target_samples, lv.horizon, {**lv.how_searched(), "race": lv.target_race}


def _target_candidates(g: Game, p: Prompt, lv: Level) -> list[Candidate]:
    """A small choice's candidates: the priorities' choice, then its next best targets by their
    values (`policies.target_values`), `lv.target_options` in all; where the priorities value no
    target (`ORDER`: which comes first), the other options as the prompt lists them."""
    first = _priorities(g, p, lv).option
    values = policies.target_values(g, p)
    if values is None:
        rest = [i for i in p.ids() if i != first]
    else:
        rest = sorted((i for i in values if i != first), key=lambda i: -values[i])
    return [(first,)] + [(i,) for i in rest[: lv.target_options - 1]]


def _search_decision(g: Game, p: Prompt, lv: Level) -> Decision | None:
    ids = p.ids()
    samples, horizon, how = lv.budget(g)
    if p.kind == "card" and _plays(ids) and len(ids) > 1:
        cands = _card_candidates(g, p, lv)
    elif p.kind == "how" and len(ids) > 1:
        planned = _planned(g, p, lv) if lv.halving or lv.plan else None
        if planned is not None:
            return planned
        cands = [(i,) for i in ids]
    elif (small := small_choice(p, lv)) is not None:
        samples, horizon, how = small
        cands = _target_candidates(g, p, lv)
    else:
        return None
    if len(cands) < 2:
        return None
    scored = search(g, p, cands, samples, horizon, public_seed(g, p, lv.name), **how)
    if not scored:
        d = _priorities(g, p, lv)
        d.reason = m("usbot-no-future", reason=d.reason)
        return d
    best = scored[0]
    listed = [(_candidate_text(g, p, s.candidate), round(100 * s.score, 1)) for s in scored]
    said = {"score": _pct(listed[0][1]), "horizon": look_ahead(lv, horizon), "futures": best.n}
    reason = m("usbot-searched", best=listed[0][0], **said)
    if p.kind == "card" and len(best.candidate) > 1:
        # the card's use is decided (and said) at the `how` prompt that follows: the plan, or a search
        # of its own that may choose another use (issue 33: "for Disrupt", then War of Ideas)
        if lv.halving or lv.plan:
            _plan(g, lv, best, reason)
        reason = m("usbot-searched", best=card_label(int(best.candidate[0][5:])), **said)
    elif p.kind == "how" and g.state.in_play:  # the card with the use it is played for
        reason = m("usbot-searched", best=m("usbot-card-for", card=cardname(g.state.in_play[-1]), how=listed[0][0]), **said)
    if len(listed) > 1 and p.kind != "card":  # (the other cards of the hand stay secret)
        reason = m("usbot-next-best", reason=reason, next=listed[1][0], score=_pct(listed[1][1]))
    return Decision(best.candidate[0], reason, listed)


@dataclass
class _Plan:
    """A card search's best (card, how), for the `how` prompt that follows it in the same act."""

    checkpoint: object  # the unit's checkpoint (held: compared by identity)
    answers: tuple[str, ...]  # the unit's answers before the card's
    level: str
    candidate: Candidate
    reason: Text


#: the latest plans, by the unit's checkpoint (its id: the plan holds it, so it is not reused),
#: the level and the answers before the card; a few dozen (a plan is used within the act that
#: made it, and bots in other threads make theirs meanwhile)
_PLANS: dict[tuple[int, str, tuple[str, ...]], _Plan] = {}
MOST_PLANS = 32


def _answer_ids(g: Game) -> tuple[str, ...]:
    return tuple(a if a.__class__ is str else a.option for a in g._answers)  # type: ignore[attr-defined]


def _plan(g: Game, lv: Level, best: Scored, reason: Text) -> None:
    if g._cp is None:
        return
    answers = _answer_ids(g)
    _PLANS[id(g._cp), lv.name, answers] = _Plan(g._cp, answers, lv.name, best.candidate, reason)
    while len(_PLANS) > MOST_PLANS:
        try:
            del _PLANS[next(iter(_PLANS))]
        except (KeyError, RuntimeError, StopIteration):  # (another thread's at the same time)
            break


def _planned(g: Game, p: Prompt, lv: Level) -> Decision | None:
    """The `how` the card search chose with the card just played, when this very game played it
    (the same unit's checkpoint and answers): the same choice as searching the card again, without
    its cost. Otherwise (another process, say) None: the `how` prompt is searched on its own."""
    answers = _answer_ids(g)
    if g._cp is None or not answers:
        return None
    plan = _PLANS.get((id(g._cp), lv.name, answers[:-1]))
    if plan is not None and plan.checkpoint is g._cp and plan.candidate[0] == answers[-1] and plan.candidate[1] in p.ids():
        return Decision(plan.candidate[1], plan.reason)
    return None


def _pct(score: float) -> int:
    """A score 0-100 as a whole percentage (as `f"{score:.0f}"` rounds it)."""
    return int(f"{score:.0f}")


def _candidate_text(g: Game, p: Prompt, c: Candidate) -> Text:
    labels = {o.id: o.msg for o in p.options}
    first = c[0]
    if first.startswith("play:") and first[5:].isdigit():
        if len(c) > 1:
            return m("usbot-card-for", card=card_label(int(first[5:])), how=_how_text(c[1]))
        return card_label(int(first[5:]))
    if p.kind == "how":
        return _how_text(first, labels.get(first))
    return labels.get(first, first)


HOW_TEXT = {
    "event": m("usbot-how-event"),
    "ops:woi": m("op-woi"),
    "ops:deploy": m("op-deploy"),
    "ops:regime_change": m("op-regime-change"),
    "ops:withdraw": m("op-withdraw"),
    "ops:disrupt": m("op-disrupt"),
    "ops:alert": m("op-alert"),
    "ops:reassessment": m("op-reassessment"),
    "ops:reserves": m("usbot-how-reserves"),
    "ops:none": m("usbot-how-nothing"),
}


def _how_text(i: str, label: Text | None = None) -> Text:
    if i.endswith("+r") and i[:-2] in HOW_TEXT:
        return m("usbot-how-with-reserves", how=HOW_TEXT[i[:-2]])
    return HOW_TEXT.get(i) or label or i


# ---------------------------------------------------------------------- the priorities
def _priorities(g: Game, p: Prompt, lv: Level) -> Decision:
    """The priorities' answer; should they fail too, the first option (said so): never a stop."""
    rnd = random.Random(public_seed(g, p, "priorities"))
    policy = policies.simple_policy if lv.priorities == "simple" else policies.smart_policy
    try:
        option = policy(g, p, rnd)
        if option not in p.ids():
            raise ValueError(f"an option not offered: {option!r}")
        return Decision(option, explain(g, p, option))
    except Exception as e:  # noqa: BLE001  (a bot's bug must never stop the game)
        first = p.options[0]
        return Decision(first.id, m("usbot-priorities-failed", prompt=p.msg, choice=first.msg, error=type(e).__name__))


def explain(g: Game, p: Prompt, option: str) -> Text:
    """A short reason for a priority choice, from what the US may see."""
    labels = {o.id: o.msg for o in p.options}
    asked = p.msg.id if not isinstance(p.msg, str) else ""
    if option.startswith("play:") and option[5:].isdigit():
        n = int(option[5:])
        return m("usbot-card-score", card=card_label(n), score=_pct(policies._card_value(g, n)))
    if p.kind == "how":
        n = g.state.in_play[-1] if g.state.in_play else 0
        if n:
            return m("usbot-card-for", card=cardname(n), how=_how_text(option, labels.get(option)))
    if option.startswith("country:"):
        cid = option[8:]
        if asked == "woi-where":
            return _woi_reason(g, cid, next((o for o in p.options if o.id == option), None))
        if asked == "disrupt-where":
            c = g.c(cid)
            return m("usbot-disrupt", country=country(cid), cells=c.cells, troops=g.troops(cid))
        if asked == "alert-where":
            return m("usbot-alert", country=country(cid), plots=len(g.c(cid).plots))
        return m("usbot-answer", prompt=p.msg, choice=country(cid))
    return m("usbot-answer", prompt=p.msg, choice=labels.get(option, option))


def _woi_reason(g: Game, cid: str, opt: object) -> Text:
    if not g.is_muslim(cid):
        return m("usbot-woi-posture", country=country(cid))
    drm = woi_drm(g, cid)[0]
    odds = getattr(opt, "odds", None)
    pct = round(100 * (odds if odds is not None else policies._p_woi(drm)))
    c = g.c(cid)
    res = g.resources(cid)
    if c.governance is None:
        what = m("usbot-woi-unmarked")
    elif c.governance == FAIR and c.alignment == "ally":
        gap = max(0, 12 - g.good_resources())
        what = m("usbot-woi-fair-ally", resources=res, short=gap)
    elif c.governance == POOR and c.alignment == "ally":
        what = m("usbot-woi-poor-ally", resources=res)
    elif c.governance == GOOD:
        what = m("usbot-woi-good")
    else:
        what = m("usbot-woi-shift", alignment=c.alignment or "neutral")
    return m("usbot-woi", country=country(cid), pct=pct, what=what)
