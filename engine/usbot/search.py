"""The US bot's search: determinized rollouts a few card plays deep, scored from the victory tracks.

What the US may not see is sampled again for every rollout, consistently with what it knows
(`determinize`): the Jihadist hand and the draw deck are one pool of unseen cards dealt again
(the hand keeps its size), the face-down Plots take their values from the pool of Plot markers
not face up (the placed ones and the Available ones together: that multiset is public), and the
dice come from a new seed. The pool is sorted before it is shuffled, so two games that differ
only in hidden information give the same samples. The search's own `random.Random` is seeded
from the public state (`public_seed`), never from the game's dice or seed.

A rollout copies the game at the decision (`sample_game`), with the sample applied, plays the
candidate and goes on with the "smart" priorities for the US and the
solitaire Jihadist bot for the Jihadist until the US has played `horizon` more cards (`phase`:
or its next Action Phase begins), then scores the position (`evaluate`). One function,
`play_out`, runs the rollout so that it can use the engine's fast path when there is one.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.decider import solo
from engine.game import Checkpoint, Game, Prompt
from engine.ops.us import PRESTIGE_DRM
from engine.rng import RngState
from engine.state import FAIR, GOOD, ISLAMIST_RULE, POOR, GameState, Plot, PlotValue, Role, copy_rng
from engine.usbot.fitted import WEIGHTS as FITTED
from engine.usbot.policies import smart_policy
from engine.usbot.seen import SeenHand, seen_hand

#: a rollout's first answers: the candidate (an option id, then maybe how to play the card)
Candidate = tuple[str, ...]


def prompt_key(p: Prompt) -> str:
    """The prompt as the engine names it, never as it is worded: its message's JSON (id and
    arguments; a plain string is the engine's own and the same in every language)."""
    said = p.msg
    return said if isinstance(said, str) else json.dumps(said.to_json(), sort_keys=True)


def public_seed(g: Game, p: Prompt, salt: str = "", side: Role = "us") -> int:
    """A seed from what `side` may see: the board, the tracks, the counts of cards, its own hand,
    the discard pile and the prompt (`prompt_key`: its message id and arguments, so a catalog or
    a language changes no choice). Never the game's seed, dice counters or hidden cards.
    `Game.legacy_bot_seeds`: the prompt's words instead, as before the bot's answers were
    recorded (a game stored then, asked again as it was played)."""
    s = g.state
    other = "jihadist" if side == "us" else "us"
    board = [
        (cid, c.governance, c.alignment, c.posture, c.troops, c.sleepers, c.actives, c.cadre, c.aid, c.besieged,
         c.regime_change, len(c.plots), tuple(c.markers))
        for cid, c in s.countries.items()
    ]
    parts = (
        s.scenario, s.players, s.ideology, s.turn, s.phase, s.decisions, s.cards_played, s.prestige, s.funding,
        s.us_posture, side, tuple(sorted(s.hands[side])), len(s.hands[other]), len(s.deck), tuple(s.discard),
        tuple(s.removed), tuple(s.in_play), tuple(s.lapsing), tuple(s.event_box), s.reserves["us"],
        s.reserves["jihadist"], len(s.available_plots), s.wmd_box, board, p.text if g.legacy_bot_seeds else prompt_key(p), tuple(p.ids()), salt,
    )
    return int.from_bytes(hashlib.blake2b(repr(parts).encode(), digest_size=8).digest(), "big")


def shuffle(rnd: random.Random, items: list[Any]) -> None:
    """`rnd.shuffle(items)`: the same order from the same draws (Python's Fisher-Yates, each index
    drawn as `Random._randbelow` draws it: the fewest bits, again while too large), without its
    two calls per item (a sample shuffles its pool of unseen cards)."""
    getrandbits = rnd.getrandbits
    for i in range(len(items) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]


def determinize(st: GameState, rnd: random.Random, side: Role = "us", seen: SeenHand | None = None) -> None:
    """Replace, in place, what `side` may not see with a sample consistent with what it knows:
    the other hand and the deck; for the US also the values of face-down Plots. `seen`: what the
    US saw of the Jihadist hand (`seen.seen_hand`), dealt back into it."""
    other = "jihadist" if side == "us" else "us"
    pool = sorted(st.deck + st.hands[other])
    shuffle(rnd, pool)
    k = len(st.hands[other])
    if seen is not None and side == "us":
        _deal_seen(st, rnd, pool, k, seen)
    else:
        st.hands[other] = pool[:k]
        st.deck = pool[k:]
    st.rng = RngState(seed=rnd.getrandbits(62))
    if side != "us":  # the Jihadist knows its Plots
        return
    hidden = [p for c in st.countries.values() for p in c.plots if "face_up" not in p.flags]
    values = sorted([p.value for p in hidden] + list(st.available_plots), key=str)
    shuffle(rnd, values)
    for p, v in zip(hidden, values, strict=False):
        p.value = v
    st.available_plots = sorted(values[len(hidden) :], key=str)


def _deal_seen(st: GameState, rnd: random.Random, pool: list[int], k: int, seen: SeenHand) -> None:
    """The Jihadist hand dealt from the shuffled `pool` with the cards the US saw there that are
    still unseen since (in the pool): at the bottom of the solitaire bot's pile in the order seen
    (9.2), below the cards drawn since; their own order shuffled where it no longer holds. The
    cards it gave since (`SeenHand.held`) are dealt into the hand above them, anywhere."""
    unseen = set(pool)
    known = [n for n in seen.cards if n in unseen][:k]
    if not seen.ordered:
        shuffle(rnd, known)
    kept = set(known)
    held = [n for n in dict.fromkeys(seen.held) if n in unseen and n not in kept][: k - len(known)]
    kept.update(held)
    rest = [n for n in pool if n not in kept]
    above = rest[: k - len(known) - len(held)]
    if held:
        above += held
        shuffle(rnd, above)
    hand = known + above
    if st.players == "two":  # (a person's hand has no order; the rollout's bot plays its top)
        shuffle(rnd, hand)
    st.hands["jihadist"] = hand
    st.deck = rest[k - len(known) - len(held) :]


def sample_game(
    g: Game, p: Prompt, rnd: random.Random, *, solo_rollout: bool = True, side: Role = "us",
    sampled: dict[int, Any] | None = None, key: int = 0, last: bool = False,
) -> Game | None:
    """A copy of `g` at prompt `p` with the hidden information sampled again (a person's pending
    prompt: `Game.fork`; the US bot's, asked inside the driver: `_unit_copy`); in a 2-player game the copy's Jihadist is the solitaire bot (`solo_rollout`).
    None when the game cannot be copied at this decision. `sampled`: for each `key` (a search's
    future; `rnd` may be None once `sampled` holds it), what `rnd` sampled (the unit's start, or the fork's deal: `Dealt`), kept there and
    applied again for every candidate played in that future (the same state as sampling it
    again, without its cost). `last`: no other candidate plays this future after this one (the
    unit's start sampled is then played on itself, not on a copy of it: `_unit_copy`)."""
    if g.prompt() is p:  # a person's decision (a hint): the game as it stands
        try:
            game = g.fork(fast=True)
        except ValueError:  # the unit in flight began without its checkpoint (engine.game)
            return None
        if sampled is None:
            _sample(game.state, rnd, side, solo_rollout, g)
        elif (dealt := sampled.get(key)) is None:
            _sample(game.state, rnd, side, solo_rollout, g)
            sampled[key] = _dealt(game.state, side)
        else:  # (every fork of this game is the same state: the same deal again, not sampled again)
            _deal(game.state, dealt, side, solo_rollout)
    else:  # the US bot's own decision, inside the driver: rebuilt from its unit's start
        game = _unit_copy(g, rnd, side, solo_rollout, sampled, key, last)
        if game is None:
            return None
        q = game.prompt()
        if q is not None and p.kind == "how" and q.kind == "card" and q.role == "us" and g.state.in_play:
            # (a game stored before the bot's answers were kept among the unit's answers, asked
            # again as it was played, `_unit_copy`): the card it is playing
            play = f"play:{g.state.in_play[-1]}"
            if play in q.ids():
                _answer(game, play)
    q = game.prompt()
    if q is None or q.role != p.role or q.ids() != p.ids():
        return None
    return game


def _sample(st: GameState, rnd: random.Random, side: Role, solo_rollout: bool, g: Game) -> None:
    # (a game asked again as it was played before the bot's answers were recorded samples as it
    # did then: without what the US saw)
    seen = seen_hand(g) if side == "us" and not g.legacy_bot_seeds else None
    determinize(st, rnd, side, seen)
    _for_rollout(st, solo_rollout)


def _for_rollout(st: GameState, solo_rollout: bool) -> None:
    """A sampled state made a rollout's: the solitaire bot as the Jihadist where asked, and the
    rollout answering for the US itself (GameState.us_bot)."""
    if solo_rollout:
        st.players = "solo"
    st.flags.pop("us_bot", None)


#: what `determinize` dealt: the other side's hand, the deck, the dice (unrolled: copied for each
#: deal, not made again), the face-down Plots' values in map order and the Plots Available (the
#: last two None for the Jihadist's sample)
Dealt = tuple[list[int], list[int], RngState, list[PlotValue] | None, list[PlotValue] | None]


def _hidden_plots(st: GameState) -> list[Plot]:
    return [p for c in st.countries.values() for p in c.plots if "face_up" not in p.flags]


def _dealt(st: GameState, side: Role) -> Dealt:
    """The sample `determinize` applied to `st`, to apply again to an equal state (`_deal`)."""
    other = "jihadist" if side == "us" else "us"
    rng = copy_rng(st.rng)
    if side != "us":
        return st.hands[other][:], st.deck[:], rng, None, None
    return st.hands[other][:], st.deck[:], rng, [p.value for p in _hidden_plots(st)], st.available_plots[:]


def _deal(st: GameState, dealt: Dealt, side: Role, solo_rollout: bool) -> None:
    """`_sample` on a state equal to the one `dealt` was taken from: the same result, without
    shuffling again."""
    other = "jihadist" if side == "us" else "us"
    hand, deck, rng, values, available = dealt
    st.hands[other] = hand[:]
    st.deck = deck[:]
    st.rng = copy_rng(rng)
    if values is not None and available is not None:
        for p, v in zip(_hidden_plots(st), values, strict=True):
            p.value = v
        st.available_plots = available[:]
    _for_rollout(st, solo_rollout)


def _unit_copy(
    g: Game, rnd: random.Random, side: Role, solo_rollout: bool, sampled: dict[int, Any] | None = None, key: int = 0,
    last: bool = False,
) -> Game | None:
    """The game rebuilt from the start of its unit in flight (in a US bot game a checkpoint is
    taken at every unit's start, engine.game) with the sample applied there, its answers since
    replayed, the bot's own among them (engine.game.BotAnswer), so the copy stops at this very
    prompt. (With `legacy_bot_seeds`, a game asked again as it was played before the bot's
    answers were kept, the people's answers alone, as the bot's copy then had them.)"""
    cp = g._cp
    if cp is None:
        return None
    if sampled is None:
        st = cp.state()  # (a copy of the copy: a fifth of reading its JSON, engine.game.Checkpoint)
        _sample(st, rnd, side, solo_rollout, g)
    else:
        st = sampled.pop(key, None) if last else sampled.get(key)
        if st is None:
            st = cp.state()
            _sample(st, rnd, side, solo_rollout, g)
            if not last:
                sampled[key] = st
        # (the sampled state itself as the copy's checkpoint: `_restore` plays on a copy of it, or
        # on itself for the future's last candidate: `_Spent`)
    game = Game(st)
    game._cp = _Spent(st) if last else Checkpoint(st)
    game._checkpoint_log = 0
    game._answers = [a for a in g._answers if a.__class__ is str] if g.legacy_bot_seeds else list(g._answers)
    game._restore(fast=True)  # (a copy for rollouts only: replayed as `Game.rollout` plays)
    return game


class _Spent(Checkpoint):
    """A checkpoint restored once, on its very state: a sampled future's last candidate (nothing
    plays that future after it, so its state needs no copy)."""

    __slots__ = ()

    def state(self) -> GameState:
        assert self._state is not None
        return self._state


def _answer(game: Game, option: str) -> None:
    """One answer on the rollout's fast path (no log, no labels; `Game.rollout`)."""
    game.rollout(lambda _g, _p: option, max_decisions=1)


class _Deferred:
    """`random.Random(seed)`, made when first used: the same draws, without seeding a generator
    that most rollouts never draw from."""

    __slots__ = ("_made", "_seed")

    def __init__(self, seed: int):
        self._seed = seed
        self._made: random.Random | None = None

    def __getattr__(self, name: str) -> Any:
        made = self._made
        if made is None:
            made = self._made = random.Random(self._seed)
        return getattr(made, name)


Policy = Callable[[Game, Prompt, random.Random], str]


def both_sides_policy(g: Game, p: Prompt, rnd: random.Random) -> str:
    """A rollout's quick player for a 2-player copy: the "smart" priorities for the US; for the
    Jihadist the solitaire bot's answer where it gives a legal one, else a random option."""
    if p.role == "us":
        return smart_policy(g, p, rnd)
    try:
        a = solo().answer(g, p)
    except Exception:  # noqa: BLE001  (the bot's charts are written for the 1-player game)
        a = None
    return a if a in p.ids() else rnd.choice(p.ids())


class _Horizon(Exception):
    """`play_out`'s stop: the US is asked for a card past the horizon, or the policy has given
    its `max_steps` answers."""


def play_out(
    game: Game, first: Candidate, policy: Policy, rnd: random.Random, horizon: int | None, max_steps: int = 400,
    *, phase: bool = False, at_us_card: Callable[[Game], object] | None = None,
) -> None:
    """Play the candidate's answers, then the policy for both sides' prompts addressed to a
    person, until the US has played `horizon` more cards (None: no limit) or the game ends; with
    `phase`, at the latest when the US's next Action Phase begins (5.2.2: the first US card play
    in an Action Phase other than the candidate's), wherever in its phase the candidate was.
    `at_us_card(game)` is called once, when the policy is first asked for a US card. (The
    engine's fast rollout path: no log, no labels, no odds; after the candidate, one
    `Game.rollout` for all the answers, stopped by `_Horizon`; the candidate's own answers given
    first in the same one, up to the first that is not an option of its prompt, and `max_steps`
    of the policy's after them.)"""
    left = list(first)
    cards = steps = 0
    start = game.state.action_phase if phase else None

    def answer(g: Game, p: Prompt) -> str:
        nonlocal cards, steps
        if left:
            a = left.pop(0)
            if a in p.ids():
                return a
            left.clear()  # (the candidate's answers end at the first that does not fit)
        if steps >= max_steps:
            raise _Horizon  # (as many of the policy's answers as a look-ahead gives)
        steps += 1
        if p.kind == "card" and p.role == "us":
            if not cards and at_us_card is not None:
                at_us_card(g)
            if (horizon is not None and cards >= horizon) or (start is not None and g.state.action_phase != start):
                raise _Horizon
            cards += 1
        try:
            return policy(g, p, rnd)
        except Exception:  # noqa: BLE001  (a policy's slip must not end the look-ahead)
            return rnd.choice(p.ids())

    try:
        game.rollout(answer)
    except _Horizon:
        pass


#: the War of Ideas climate's weight in Resources per modifier point: one per this many cards left...
CLIMATE_CARDS = 80
#: ...and at most this much
CLIMATE_CAP = 1.0
#: the hands dealt (5.2.8) count for at most this many turns of the cards left, a turn being about
#: this many cards (both hands; `Level.hands` weighs a card a turn)
HAND_TURNS = 3
TURN_CARDS = 17


def woi_climate(g: Game) -> int:
    """4.9.2: the War of Ideas modifier shared by every country: Prestige's, less the GWOT
    Relations penalty (engine.ops.us.woi_common)."""
    return PRESTIGE_DRM[g.prestige_level()] - g.gwot_penalty()  # (`woi_common`'s two, without its Good Allies' scan)


def cards_left(s: GameState) -> int:
    """The cards left to deal before the game ends at its last Reshuffle (5.3.1, 2.3)."""
    return len(s.deck) + 120 * max(0, s.length - 1 - s.reshuffles)


def ended_by_2_3(g: Game) -> float:
    """A 2-player game's trial game (made a 1-player game, `_for_rollout`) that ended at the
    Reshuffle by 9.1's Good Resources: judged as the 2-player game would be, by 2.3."""
    good, ir = g.game_end_tallies()
    return 1.0 if good > 2 * ir else 0.0


def evaluate(g: Game, need: int = 0, hands: float = 0.0, weights: Sequence[float] | None = None) -> float:
    """How good the position is for the US, 0..1: a won game 1, a lost one 0; else the chance
    that the game-end check (2.3; 9.1 in solitaire: at least `need` Good Resources) goes to the
    US, as a logistic of its margin now (Fair Allies one step from Good count in part, and
    Prestige, Funding, Cells and Plots a little; the War of Ideas climate by the cards left to use
    it; with `hands`, that many Resources a card for each card more the US is dealt a turn than
    the Jihadist, 5.2.8, over the next turns) over the uncertainty of the cards left. `weights`:
    the evaluation fitted on self-play instead (`features`; 1-player games, `hands` aside)."""
    s = g.state
    if s.phase == "over":
        return 1.0 if s.winner == "us" else 0.0
    if weights is not None:
        return fitted_chance(weights, features(g, need))
    good = ir = 0
    fair = poor = 0.0
    cells = plots = 0
    for cid, c in s.countries.items():
        cells += c.cells
        if c.plots:
            plots += len(c.plots) * (3 if cid == "united_states" else 1)
        if c.governance is None:
            continue
        res = g.resources(cid)
        if c.governance == GOOD:
            good += res
        elif c.governance == FAIR:
            fair += res * (0.4 if c.alignment == "ally" else 0.25)
        elif c.governance == POOR:
            poor += res * (0.05 if c.alignment == "ally" else 0.1)
        elif c.governance == ISLAMIST_RULE:
            ir += res
        if c.regime_change == "green" and c.governance != ISLAMIST_RULE:
            ir += res  # 2.3: green Regime Change counts with Islamist Rule at game end
    base = good + fair - poor
    margin = base - 2 * ir - 0.5
    if need:
        margin = min(margin, base - need + 0.5)
    margin += 0.3 * (s.prestige - 6) - 0.25 * (s.funding - 5) - 0.08 * cells - 0.6 * plots
    left = cards_left(s)
    # 4.9.2: the War of Ideas modifiers every roll shares (Prestige's, the GWOT Relations
    # penalty) are worth the more, the more cards are left to roll them with
    margin += min(CLIMATE_CAP, left / CLIMATE_CARDS) * woi_climate(g)
    if hands:  # 5.2.8: the cards each side is dealt a turn, by the Troops and Funding tracks
        margin += hands * (g.hand_size("us") - g.hand_size("jihadist")) * min(HAND_TURNS, left / TURN_CARDS)
    spread = 1.5 + 0.1 * left
    return 1 / (1 + math.exp(-1.7 * margin / spread))


#: the scenarios and ideologies the fitted evaluation tells apart (`features`; others count as none)
FIT_SCENARIOS = ("lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished")
FIT_IDEOLOGIES = ("coherent", "attractive")
#: the names of `features`' values, in order (the fitted weights are read against them)
FEATURE_NAMES: tuple[str, ...] = (
    "good", "fair_ally", "fair_other", "poor_ally", "poor_other", "islamist_rule", "short_of_6", "prestige",
    "funding", "cells", "plots", "plots_us", "climate", "hands", "poor_or_ir", "prestige_1_threat", "troops_map",
    "cells_fair_good", "cells_available", "hand_made",
)


def fitted_chance(weights: Sequence[float], row: Sequence[float]) -> float:
    """The fitted evaluation's chance of a US win: the logistic of the weighted `features` row."""
    eta = sum([w * x for w, x in zip(weights, row, strict=True)])
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, eta))))


def features(g: Game, need: int = 6) -> list[float]:
    """The public position as the fitted evaluation reads it (`FEATURE_NAMES`, each twice: as it
    is and times the share of a deck left to deal, t), then a constant, the scenario and the
    ideology: Resources by governance and alignment (2.3, 4.7.6; green Regime Change with Islamist
    Rule), 9.1's shortfall from `need` Good Resources, the tracks, Cells and Plots, the War of
    Ideas climate (4.9.2), the hands dealt (5.2.8), 2.1.2's threat, and the hand-made
    evaluation's logit."""
    s = g.state
    good = ir = poor_or_ir = troops = 0
    fair_ally = fair_other = poor_ally = poor_other = 0.0
    cells = plots = plots_us = cells_fg = 0
    for cid, c in s.countries.items():
        n = c.cells
        cells += n
        troops += c.troops
        if c.plots:
            if cid == "united_states":
                plots_us += len(c.plots)
            else:
                plots += len(c.plots)
        gov = c.governance
        if gov is None:
            continue
        res = g.resources(cid)
        if gov == GOOD:
            good += res
            cells_fg += n
        elif gov == FAIR:
            cells_fg += n
            if c.alignment == "ally":
                fair_ally += res
            else:
                fair_other += res
        elif gov == POOR:
            poor_or_ir += 1
            if c.alignment == "ally":
                poor_ally += res
            else:
                poor_other += res
        elif gov == ISLAMIST_RULE:
            ir += res
            poor_or_ir += 1
        if c.regime_change == "green" and gov != ISLAMIST_RULE:
            ir += res
    left = cards_left(s)
    t = min(1.0, left / 120)
    v = evaluate(g, need)
    hand_made = math.log(max(v, 1e-9) / max(1 - v, 1e-9))
    row = [
        good, fair_ally, fair_other, poor_ally, poor_other, ir, max(0, need - good), s.prestige,
        s.funding, cells, plots, plots_us, woi_climate(g), g.hand_size("us") - g.hand_size("jihadist"), poor_or_ir,
        max(0, poor_or_ir - 10) * (s.prestige <= 2), troops, cells_fg, g.cells_available(), hand_made,
    ]
    out = [float(x) for x in row] + [x * t for x in row] + [1.0]
    out += [float(s.scenario == sc) for sc in FIT_SCENARIOS[1:]]
    out += [float(s.ideology == ideo) for ideo in FIT_IDEOLOGIES]
    return out


def _raced(alive: list[Candidate], values: dict[Candidate, list[float]], totals: dict[Candidate, float], z: float) -> list[Candidate]:
    """The candidates still in the race: the leader (the best mean, ties by order) and every one
    whose shortfall from it, future by future, is within `z` standard errors of its mean; at
    least two."""
    leader = max(alive, key=lambda c: totals[c])  # (the first of equals, as the flat search's sort)
    lead = values[leader]
    kept = []
    for c in alive:
        if c != leader:
            diffs = [a - b for a, b in zip(lead, values[c], strict=True)]
            mean = sum(diffs) / len(diffs)
            spread = math.sqrt(max(0.0, sum(d * d for d in diffs) / len(diffs) - mean * mean))
            if mean > 0 and (spread == 0 or mean * math.sqrt(len(diffs)) > z * spread):
                continue
        kept.append(c)
    if len(kept) < 2:
        kept = sorted(alive, key=lambda c: -totals[c])[:2]  # (stable: ties by order)
    return kept


@dataclass
class Scored:
    candidate: Candidate
    score: float  # the mean evaluation over the samples, 0..1
    n: int


def to_phase(phase: bool, side: Role) -> bool:
    """Whether a search for `side` with the level's `phase` plays its trial games to the US's next
    Action Phase: only the US's (a Jihadist's trial game plays through the US's next card)."""
    return phase and side == "us"


def search(
    g: Game, p: Prompt, candidates: Sequence[Candidate], samples: int, horizon: int | None, seed: int, side: Role = "us",
    *, halving: bool = False, race: Sequence[int] = (), race_z: float = 3.0, phase: bool = False,
    hands: float = 0.0, fitted: bool = False, blend: float = 0.0, count: Callable[[int], object] | None = None,
) -> list[Scored]:
    """Score each candidate for `side` over the same determinizations (common random numbers);
    best first. Flat: every candidate over `samples` of them. `halving` (sequential halving,
    Karnin et al. 2013): every candidate over `samples`, then the better half over twice as many,
    and so on until two are left, the last two over the most: the rollouts go to the choices
    that are still in doubt, and the best of, say, 9 is compared over 8x the first stage's
    futures for about 3x their cost. `race` (flat only): after each of these numbers of futures,
    a candidate whose paired shortfall from the leader's score (on the same futures) is more than
    `race_z` standard errors plays no more futures (`_raced`): the choice stays the flat search's
    unless a dropped candidate would have caught up, which the margin makes rare, for fewer
    rollouts (docs/usbot.md, round 10). A sample that cannot be rebuilt stops the sampling (the
    scores stand on the samples before it); none at all gives an empty list. For the Jihadist (a
    hint) the copy stays a 2-player game whose Jihadist prompts the solitaire bot's answers serve
    where it can, and the score is the US's turned over. `phase` (for the US): each rollout stops
    at the latest when the US's next Action Phase begins (`play_out`). A `horizon` of None plays
    each rollout to the game's end (`phase` aside). `hands`: the evaluation's weight of the hands
    dealt (`evaluate`); `fitted`: in a 1-player game, the evaluation fitted on self-play
    (`fitted.WEIGHTS`). `blend`: a trial game's score is this share of the evaluation when the US
    is next asked for a card after the candidate, and the rest of it at the horizon (a trial game
    over by then: its result alone; round 24). `count(k)` is told of k rollouts."""
    rnd = random.Random(seed)
    need = {1: 6, 2: 9, 3: 12}[g.state.length] if g.state.players == "solo" else 0  # 9.1
    solo_rollout = g.state.players != "solo" and side == "us"
    us_phase = to_phase(phase, side) and horizon is not None
    policy = smart_policy if side == "us" else both_sides_policy
    weights = FITTED if fitted and need else None  # (fitted on 1-player games)
    seeds: list[int] = []
    sampled: dict[int, Any] = {}  # each future's sample, drawn once (`sample_game`)
    totals = {c: 0.0 for c in candidates}
    done = dict.fromkeys(candidates, 0)
    values: dict[Candidate, list[float]] = {c: [] for c in candidates}  # each future's, for `race`
    limit = samples if not halving else 1 << 30  # the samples that can be rebuilt (a failure lowers it)

    def value(c: Candidate, i: int, last: bool) -> float | None:
        while len(seeds) <= i:
            seeds.append(rnd.getrandbits(62))
        # (a future is sampled by its first candidate alone; a rollout's own Random is made only if
        # its policy draws from it, as most never do)
        sampler = random.Random(seeds[i]) if i not in sampled else None
        game = sample_game(g, p, sampler, solo_rollout=solo_rollout, side=side, sampled=sampled, key=i, last=last)  # type: ignore[arg-type]
        if game is None:
            return None
        early: list[float] = []
        judge = (lambda at: early.append(evaluate(at, need, hands, weights))) if blend else None
        play_out(game, c, policy, _Deferred(seeds[i] ^ 1), horizon, phase=us_phase, at_us_card=judge)  # type: ignore[arg-type]
        if solo_rollout and getattr(game.state.victory, "id", None) == "victory-end-solo":
            v = ended_by_2_3(game)  # (the copy's 9.1 is not the 2-player game's end)
        else:
            v = evaluate(game, need, hands, weights)
            if early and game.state.phase != "over":
                v = (1 - blend) * v + blend * early[0]
        return v if side == "us" else 1 - v

    def run(alive: list[Candidate], n: int) -> None:
        nonlocal limit
        for i in range(min(done[alive[0]], limit), min(n, limit)):
            got: dict[Candidate, float] = {}
            for c in alive:
                v = value(c, i, c == alive[-1])  # (the last to play future i: on its sample itself)
                if v is None:
                    break
                got[c] = v
            if count is not None:
                count(len(got))
            if len(got) < len(alive):  # a sample that cannot be rebuilt: stop sampling
                limit = i
                return
            for c, v in got.items():
                totals[c] += v
                done[c] += 1
                values[c].append(v)

    alive = list(candidates)
    if not halving:
        for k in race:
            if k >= samples or len(alive) <= 2:
                break
            run(alive, k)
            if done[alive[0]] < k:  # (a sample that cannot be rebuilt: the flat search stops too)
                break
            alive = _raced(alive, values, totals, race_z)
    n = samples
    run(alive, n)
    while halving and len(alive) > 2 and done[alive[0]]:
        alive = sorted(alive, key=lambda c: -totals[c] / done[c])[: (len(alive) + 1) // 2]  # (stable: ties by order)
        n *= 2
        run(alive, n)
    scored = [Scored(c, totals[c] / done[c], done[c]) for c in candidates if done[c]]
    if not scored:
        return []
    # the most-sampled first (the survivors of the halving), then by score
    return sorted(scored, key=lambda x: (-x.n, -x.score))
