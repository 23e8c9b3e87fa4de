"""Self-play: a US policy against the solitaire Jihadist bot (rules section 9).

    python -m engine.selfplay --games 100 --scenario lets_roll --ideology normal --us random --seed 1

prints the win rate by victory condition, the average number of turns and games per second.
Policies: "random" (any legal option) and "simple" (a small heuristic: Alert a Plot, Reassessment
against a GWOT penalty of 2+, its own US Events, Deploy to a threatened Ally, War of Ideas where the
modifiers are not negative, else Disrupt) and "smart" (a score for each legal option of a prompt, from
what the US may see: see `smart_policy`). The policies' own choices come from a `random.Random`
seeded per game, so a run is reproducible.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from engine.game import Game, Prompt
from engine.setup import IDEOLOGIES
from engine.usbot.bot import DEFAULT_LEVEL, LEVELS, answer, resolve
from engine.usbot.policies import Policy, simple_policy, smart_policy

__all__ = [
    "POLICIES", "Policy", "play_game", "random_policy", "simple_policy", "simulate", "smart_policy", "us_bot_choices",
]


def random_policy(g: Game, p: Prompt, rnd: random.Random) -> str:
    return rnd.choice(p.ids())


POLICIES: dict[str, Policy] = {"random": random_policy, "simple": simple_policy, "smart": smart_policy}


def play_game(
    scenario: str = "lets_roll",
    ideology: str = "normal",
    us: str = "random",
    seed: int = 0,
    length: int = 1,
    mini_decks: bool = False,
    max_steps: int = 50_000,
    level: str = DEFAULT_LEVEL,
    each: Callable[[Game, Prompt], object] | None = None,
) -> Game:
    """One solitaire game to the end; the US answers with the policy ("bot": the US bot at
    `level`, engine.usbot, its reasons logged as in a US-bot game). `each(game, prompt)` is
    called before every answer (to read the position, say)."""
    key = resolve(level) if us == "bot" else ""
    policy = POLICIES[us] if not key else None
    rnd = random.Random(seed)
    g = Game.new(scenario, players="solo", seed=seed, length=length, ideology=ideology, mini_decks=mini_decks)
    g.unit_checkpoints = us == "bot"  # (the bot's search copies the game from its unit's start)
    steps = 0
    while not g.over:
        p = g.prompt()
        assert p is not None
        if each is not None:
            each(g, p)
        if policy is not None:
            g.act(p.role, policy(g, p, rnd))
        else:  # the bot's reason logged as a US-bot game logs it (Game._bot_answer): its way of play is read there
            option, said = answer(g, p, key)
            g.log(said, kind="ops")
            g.act(p.role, option)
        steps += 1
        if steps > max_steps:
            raise RuntimeError(f"game {seed} did not end after {max_steps} decisions")
    return g


def us_bot_choices(
    level: str, seed: int, count: int = 40, scenario: str = "lets_roll", each: Callable[[Game], object] | None = None
) -> list[str]:
    """The option ids of the US bot's first `count` answers at `level` in a 2-player game whose
    Jihadist chooses at random (`random.Random(seed)`): the same in every process, whatever
    catalog or language words the game (tests/bot/core/test_usbot_words.py, bench.usbot
    --words). `each(game)` is called at every Jihadist prompt (to word it, say)."""
    g = Game.new(scenario, players="two", seed=seed, us_bot=resolve(level))
    rnd = random.Random(seed)
    chosen = [a.option for a in g.bot_answers]
    while len(chosen) < count and (p := g.prompt()) is not None:
        if each is not None:
            each(g)
        g.act(p.role, rnd.choice(p.ids()))
        chosen += [a.option for a in g.bot_answers]
    return chosen[:count]


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
    ap = argparse.ArgumentParser(prog="python -m engine.selfplay", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--scenario", default="lets_roll")
    ap.add_argument("--ideology", default="normal", choices=IDEOLOGIES)
    ap.add_argument("--us", default="random", choices=[*sorted(POLICIES), "bot"])
    ap.add_argument("--level", default=DEFAULT_LEVEL, choices=list(LEVELS), help="the US bot's level (--us bot)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--length", type=int, default=1, choices=(1, 2, 3))
    ap.add_argument("--mini-decks", action="store_true", help="9.2 optional mini-decks")
    a = ap.parse_args(argv)
    stats = simulate(
        a.games, seed=a.seed, scenario=a.scenario, ideology=a.ideology, us=a.us, length=a.length, mini_decks=a.mini_decks,
        level=a.level,
    )
    who = f"bot ({a.level})" if a.us == "bot" else a.us
    print(f"scenario {a.scenario}, ideology {a.ideology}, US policy {who}, {a.length} deck(s)")
    print(stats.report())


if __name__ == "__main__":
    main()
