"""Self-play: a US policy against the solitaire Jihadist bot (rules section 9).

    python -m engine.simulate --games 100 --scenario lets_roll --ideology normal --us random --seed 1

prints the win rate by victory condition, the average number of turns and games per second.
Policies: "random" (any legal option) and "simple" (a small heuristic: Alert a Plot, Reassessment
against a GWOT penalty of 2+, its own US Events, Deploy to a threatened Ally, War of Ideas where the
modifiers are not negative, else Disrupt). The policies' own choices come from a `random.Random`
seeded per game, so a run is reproducible.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.data import CARDS, COUNTRIES
from engine.game import Game, Prompt
from engine.setup import IDEOLOGIES
from engine.state import FAIR, GOOD
from engine.us_ops import woi_drm, woi_targets

Policy = Callable[[Game, Prompt, random.Random], str]

def random_policy(g: Game, p: Prompt, rnd: random.Random) -> str:
    return rnd.choice(p.ids())


# ---------------------------------------------------------------------- the "simple" US policy
def _woi_score(g: Game, cid: str) -> tuple[int, int, int]:
    """War of Ideas: the modified roll needed is 5+ (7.2); prefer likely success, then a Fair
    Ally going Good (Good Resources win), then Resources. Non-Muslim countries last."""
    if not g.is_muslim(cid):
        return (-9, 0, 0)
    drm = woi_drm(g, cid)[0]
    return (drm, int(g.c(cid).governance == FAIR), g.resources(cid))


def _threat(g: Game, cid: str) -> int:
    """How close a Muslim country is to a Major Jihad: Cells beyond its Troops."""
    return g.c(cid).cells - g.troops(cid) if g.is_muslim(cid) and not g.is_ir(cid) else -99


def _protect_target(g: Game) -> str | None:
    """A Good or Fair Muslim Ally where Cells nearly outnumber Troops by the Major Jihad margin."""
    cands = [c for c in COUNTRIES if g.is_muslim(c) and g.is_ally(c) and g.governance(c) in (GOOD, FAIR) and _threat(g, c) >= 3]
    return max(cands, key=lambda c: (_threat(g, c), g.resources(c))) if cands else None


def _how(g: Game, ids: list[str]) -> str | None:
    """How to play a card: Alert a Plot, Reassessment against a GWOT penalty, a US Event, Deploy
    to protect, War of Ideas where success is likely, Disrupt, then War of Ideas anyway."""
    plots = any(c.plots for c in g.state.countries.values())
    if "ops:alert" in ids and plots:
        return "ops:alert"
    if "ops:reassessment" in ids and g.gwot_penalty() >= 2:
        return "ops:reassessment"
    n = g.state.in_play[-1] if g.state.in_play else 0
    if "event" in ids and n and CARDS[n].side == "US":
        return "event"
    if "ops:deploy" in ids and _protect_target(g):
        return "ops:deploy"
    woi = woi_targets(g, CARDS[n].ops) if n else []
    if "ops:woi" in ids and any(_woi_score(g, c)[0] >= 0 and g.is_muslim(c) for c in woi):
        return "ops:woi"
    for op in ("ops:disrupt", "ops:woi", "ops:alert"):
        if op in ids:
            return op
    return None


def _country(g: Game, p: Prompt, cids: dict[str, str]) -> str | None:
    text = p.text
    if text.startswith("War of Ideas"):
        return cids[max(cids, key=lambda c: _woi_score(g, c))]
    if text.startswith("Disrupt"):
        return cids[max(cids, key=lambda c: (g.troops(c) >= 2, g.c(c).cells, g.resources(c)))]
    if text.startswith("Alert"):
        return cids[max(cids, key=lambda c: (c == "united_states", len(g.c(c).plots)))]
    if text.startswith("Deploy from"):
        target = _protect_target(g)
        if target in cids:
            return cids[target]
        return cids[max(cids, key=lambda c: (_threat(g, c), g.resources(c)))]
    return None


def simple_policy(g: Game, p: Prompt, rnd: random.Random) -> str:
    """A small deterministic heuristic US player (given the same seed), for benchmarks of the bot."""
    ids = p.ids()
    if p.kind == "card":
        plays = [i for i in ids if i.startswith("play:") and i[5:].isdigit()]
        if plays:  # the highest Ops first (Alert and Reassessment need 3)
            return max(plays, key=lambda i: (CARDS[int(i[5:])].ops, -int(i[5:])))
        return next((i for i in ids if i.startswith("play:")), ids[0])
    if p.kind == "how":
        pick = _how(g, ids)
        if pick:
            return pick
    cids = {i.removeprefix("country:"): i for i in ids if i.startswith("country:")}
    if cids:
        pick = _country(g, p, cids)
        if pick:
            return pick
    if "track" in ids and p.text.startswith("Deploy"):
        return "track"
    if all(i.startswith("n:") for i in ids):  # how many Troops: all of them
        return max(ids, key=lambda i: int(i[2:]))
    return rnd.choice(ids)


POLICIES: dict[str, Policy] = {"random": random_policy, "simple": simple_policy}


def play_game(
    scenario: str = "lets_roll",
    ideology: str = "normal",
    us: str = "random",
    seed: int = 0,
    length: int = 1,
    mini_decks: bool = False,
    max_steps: int = 50_000,
) -> Game:
    """One solitaire game to the end; the US answers with the policy."""
    policy = POLICIES[us]
    rnd = random.Random(seed)
    g = Game.new(scenario, players="solo", seed=seed, length=length, ideology=ideology, mini_decks=mini_decks)
    steps = 0
    while not g.over:
        p = g.prompt()
        assert p is not None
        g.act(p.role, policy(g, p, rnd))
        steps += 1
        if steps > max_steps:
            raise RuntimeError(f"game {seed} did not end after {max_steps} decisions")
    return g


@dataclass
class Stats:
    games: int = 0
    seconds: float = 0.0
    turns: int = 0
    wins: Counter[str] = field(default_factory=Counter)
    reasons: Counter[tuple[str, str]] = field(default_factory=Counter)

    def add(self, g: Game) -> None:
        s = g.state
        self.games += 1
        self.turns += s.turn
        self.wins[s.winner or "none"] += 1
        self.reasons[(s.winner or "none", s.victory or "")] += 1

    @property
    def per_second(self) -> float:
        return self.games / self.seconds if self.seconds else 0.0

    def report(self) -> str:
        lines = [f"{self.games} games, average {self.turns / max(1, self.games):.2f} turns, {self.per_second:.1f} games/s"]
        for side, n in self.wins.most_common():
            lines.append(f"  {side}: {n} ({100 * n / self.games:.1f}%)")
        for (side, why), n in self.reasons.most_common():
            lines.append(f"    {side:8} {100 * n / self.games:5.1f}%  {why}")
        return "\n".join(lines)


def simulate(games: int, seed: int = 0, **kw: object) -> Stats:
    stats = Stats()
    t0 = time.perf_counter()
    for k in range(games):
        stats.add(play_game(seed=seed + k, **kw))  # type: ignore[arg-type]
    stats.seconds = time.perf_counter() - t0
    return stats


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(prog="python -m engine.simulate", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--scenario", default="lets_roll")
    ap.add_argument("--ideology", default="normal", choices=IDEOLOGIES)
    ap.add_argument("--us", default="random", choices=sorted(POLICIES))
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--length", type=int, default=1, choices=(1, 2, 3))
    ap.add_argument("--mini-decks", action="store_true", help="9.2 optional mini-decks")
    a = ap.parse_args(argv)
    stats = simulate(
        a.games, seed=a.seed, scenario=a.scenario, ideology=a.ideology, us=a.us, length=a.length, mini_decks=a.mini_decks
    )
    print(f"scenario {a.scenario}, ideology {a.ideology}, US policy {a.us}, {a.length} deck(s)")
    print(stats.report())


if __name__ == "__main__":
    main()
