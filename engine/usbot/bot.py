"""The US bot's decisions: a search over card plays, priorities for every other choice.

`decide(g, p, level)` answers a prompt addressed to the US with a short reason and, where it
searched, the candidates it scored. Levels (`LEVELS`) go from the small heuristic ("gentle")
to the search with the most rollouts the 2-second budget allows. Every decision reads only
what the US may see (engine.usbot.search: `public_seed`, `determinize`); a search that fails
falls back to the priorities, and says so in its reason.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine.board import name
from engine.cardplay import card_label
from engine.data import CARDS
from engine.game import Game, Prompt
from engine.ops.us import woi_drm
from engine.state import FAIR, GOOD, POOR
from engine.usbot import policies
from engine.usbot.search import Candidate, public_seed, search


@dataclass(frozen=True)
class Level:
    name: str
    title: str  # for people: what the level does
    priorities: str = "smart"  # "simple" | "smart": the policy for the small choices
    samples: int = 0  # determinizations per candidate (0: no search)
    horizon: int = 2  # US card plays after the candidate before the position is scored
    cards: int = 4  # the best cards by priority that the search tries
    hows: int = 2  # the best ways to play each of them
    #: measured strength for people (bench/usbot.py; docs/usbot.md has the figures)
    strength: str = ""


LEVELS: dict[str, Level] = {
    lv.name: lv
    for lv in (
        Level(
            "gentle", "a small heuristic: plays its best-looking card, no look-ahead", priorities="simple",
            strength="wins about 1% of games against the solitaire Jihadist bot",
        ),
        Level(
            "standard", "scores every option of each decision from the board, no look-ahead",
            strength="wins about 20%",
        ),
        Level(
            "strong", "looks one card ahead in 4 sampled futures for its 3 best cards",
            samples=4, horizon=1, cards=3, strength="wins about 25%",
        ),
        Level(
            "expert", "looks one card ahead in 8 sampled futures for its 3 best cards",
            samples=8, horizon=1, cards=3, strength="wins about 29%",
        ),
    )
}
STRONGEST = "expert"
DEFAULT_LEVEL = "strong"


def level_names() -> list[str]:
    return list(LEVELS)


def check_level(level: str) -> Level:
    if level not in LEVELS:
        raise ValueError(f"Unknown US bot level {level!r}; choose one of: {', '.join(LEVELS)}")
    return LEVELS[level]


@dataclass
class Decision:
    option: str
    #: why, in a few words; public (the bot's log), so it never names another card of the hand
    reason: str
    #: the candidates the search scored, best first: (what, score 0-100)
    candidates: list[tuple[str, float]] = field(default_factory=list)


def decide(g: Game, p: Prompt, level: str = DEFAULT_LEVEL) -> Decision:
    """The bot's answer to a US prompt; never raises for a legal prompt (priorities catch all)."""
    lv = check_level(level)
    if lv.samples and p.role == "us":
        try:
            found = _search_decision(g, p, lv)
        except Exception as e:  # noqa: BLE001  (a failed search must never stop the game)
            d = _priorities(g, p, lv)
            d.reason = f"{d.reason} (the look-ahead failed: {type(e).__name__}; priorities instead)"
            return d
        if found is not None:
            return found
    return _priorities(g, p, lv)


def policy_for(level: str) -> policies.Policy:
    """The level as a self-play policy (engine.selfplay): answers with `decide`."""
    check_level(level)

    def policy(g: Game, p: Prompt, rnd: random.Random) -> str:
        return decide(g, p, level).option

    return policy


# ---------------------------------------------------------------------- the search
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


def _search_decision(g: Game, p: Prompt, lv: Level) -> Decision | None:
    ids = p.ids()
    if p.kind == "card" and _plays(ids) and len(ids) > 1:
        cands = _card_candidates(g, p, lv)
    elif p.kind == "how" and len(ids) > 1:
        cands = [(i,) for i in ids]
    else:
        return None
    if len(cands) < 2:
        return None
    scored = search(g, p, cands, lv.samples, lv.horizon, public_seed(g, p, lv.name))
    if not scored:
        d = _priorities(g, p, lv)
        d.reason = f"{d.reason} (no sampled future could be rebuilt; priorities instead)"
        return d
    best = scored[0]
    listed = [(_candidate_text(g, p, s.candidate), round(100 * s.score, 1)) for s in scored]
    reason = f"{listed[0][0]}: {listed[0][1]:.0f}% after looking {lv.horizon} US cards ahead in {best.n} sampled futures"
    if len(listed) > 1 and p.kind != "card":  # (the other cards of the hand stay secret)
        reason += f" (next best {listed[1][0]}: {listed[1][1]:.0f}%)"
    return Decision(best.candidate[0], reason, listed)


def _candidate_text(g: Game, p: Prompt, c: Candidate) -> str:
    labels = {o.id: o.label for o in p.options}
    first = c[0]
    if first.startswith("play:") and first[5:].isdigit():
        text = card_label(int(first[5:]))
        if len(c) > 1:
            text += f" for {_how_text(c[1])}"
        return text
    if p.kind == "how":
        return _how_text(first, labels.get(first))
    return labels.get(first, first)


HOW_TEXT = {
    "event": "its Event",
    "ops:woi": "War of Ideas",
    "ops:deploy": "Deploy",
    "ops:regime_change": "Regime Change",
    "ops:withdraw": "Withdraw",
    "ops:disrupt": "Disrupt",
    "ops:alert": "Alert",
    "ops:reassessment": "Reassessment",
    "ops:reserves": "the Reserves",
    "ops:none": "nothing",
}


def _how_text(i: str, label: str | None = None) -> str:
    if i.endswith("+r") and i[:-2] in HOW_TEXT:
        return f"{HOW_TEXT[i[:-2]]} with the Reserves"
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
        return Decision(first.id, f"{p.text.rstrip('?:')}: {first.label} (its priorities failed: {type(e).__name__})")


def explain(g: Game, p: Prompt, option: str) -> str:
    """A short reason for a priority choice, from what the US may see."""
    labels = {o.id: o.label for o in p.options}
    text = p.text
    if option.startswith("play:") and option[5:].isdigit():
        n = int(option[5:])
        return f"{card_label(n)}: its best use now scores {policies._card_value(g, n):.0f}"
    if p.kind == "how":
        n = g.state.in_play[-1] if g.state.in_play else 0
        if n:
            return f"{CARDS[n].name} for {_how_text(option, labels.get(option))}"
    if option.startswith("country:"):
        cid = option[8:]
        if text.startswith("War of Ideas"):
            return _woi_reason(g, cid, next((o for o in p.options if o.id == option), None))
        if text.startswith("Disrupt"):
            c = g.c(cid)
            return f"Disrupt in {name(cid)}: {c.cells} Cell(s), {g.troops(cid)} Troops"
        if text.startswith("Alert"):
            return f"Alert in {name(cid)}: {len(g.c(cid).plots)} Plot(s) there"
        return f"{text.rstrip('?:')}: {name(cid)}"
    return f"{text.rstrip('?:')}: {labels.get(option, option)}"


def _woi_reason(g: Game, cid: str, opt: object) -> str:
    if not g.is_muslim(cid):
        return f"War of Ideas in {name(cid)}: to set its Posture to the US Posture"
    drm = woi_drm(g, cid)[0]
    odds = getattr(opt, "odds", None)
    pct = round(100 * (odds if odds is not None else policies._p_woi(drm)))
    c = g.c(cid)
    res = g.resources(cid)
    if c.governance is None:
        what = "unmarked: tested first"
    elif c.governance == FAIR and c.alignment == "ally":
        gap = max(0, 12 - g.good_resources())
        what = f"a Fair Ally, {res} Resources to Good ({gap} short of the 12 Good Resources)"
    elif c.governance == POOR and c.alignment == "ally":
        what = f"a Poor Ally, two steps from Good ({res} Resources)"
    elif c.governance == GOOD:
        what = "Good already"
    else:
        what = f"{'a Neutral' if c.alignment == 'neutral' else 'an Adversary'} to shift towards Ally"
    return f"War of Ideas in {name(cid)}: {pct}%, {what}"
