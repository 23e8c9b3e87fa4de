"""9.5 Random country and 9.5.1 Closest country.

Every random choice of the bot goes through `g.roll()` / `g.random_index()`, so a test can
script it. The printed Global table is not transcribed (solo-bot.md 7.1): a Global roll is
emulated by drawing one of the 38 countries uniformly (the 18 Muslim ones or the 19 non-Muslim
ones when the instruction specifies them), then the closest-country step (9.5.1) as usual.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine.board import NEIGHBOURS, name
from engine.data import COUNTRIES, SCHENGEN_TABLE, SHIA_MIX_TABLE
from engine.hooks import idle
from engine.msg import Msg, country, m

if TYPE_CHECKING:
    from engine.game import Game

ALL = tuple(COUNTRIES)
MUSLIM_ALL = tuple(c for c, d in COUNTRIES.items() if d.muslim)
NON_MUSLIM_ALL = tuple(c for c, d in COUNTRIES.items() if d.non_muslim)


def _log(g: Game, text: Msg) -> None:
    """The procedure's roll for the log (its callers build `text` only off the fast path)."""
    g.log(m("random-country", text=text), kind="roll")


def _faces(n: int, k: int) -> str:
    if 6 % n:
        return str(k + 1)
    w = 6 // n
    lo, hi = k * w + 1, (k + 1) * w
    return str(lo) if lo == hi else f"{lo}-{hi}"


def die_assign(g: Game, candidates: Iterable[str]) -> str:
    """9.5 first bullet: give each candidate an equal die range and roll one die.

    Candidates go in the order of their names (solo-bot.md 7.1): two take 1-3 / 4-6, three take
    1-2 / 3-4 / 5-6, six take one face each; four or five take faces 1..n and reroll the rest.
    The roll is logged with the assignment, so a player can check it.
    """
    cands = sorted(set(candidates), key=name)
    n = len(cands)
    if n == 1:
        return cands[0]
    if n > 6:
        pick = cands[g.random_index(n)]
        if not g.fast:
            _log(g, m("random-drawn", country=country(pick), n=n))
        return pick
    rolls = []
    while True:
        r = g.roll(purpose="random")
        rolls.append(str(r))
        if 6 % n == 0:
            pick = cands[(r - 1) // (6 // n)]
        elif r <= n:
            pick = cands[r - 1]
        else:
            continue
        if not g.fast:  # (the table and the roll for the log: none on a rollout's fast path)
            table = [m("random-faces", country=country(c), faces=_faces(n, k)) for k, c in enumerate(cands)]
            shown = rolls[-1] if len(rolls) == 1 else m("random-rerolled", rerolled=", ".join(rolls[:-1]), roll=rolls[-1])
            _log(g, m("random-die", roll=shown, table=table, country=country(pick)))
        return pick


def closest(g: Game, origin: str, candidates: Iterable[str]) -> str:
    """9.5.1: the eligible countries nearest `origin` in Adjacent steps (Schengen links and
    events included); a die roll among them when tied."""
    cands = set(candidates)
    if origin in cands:
        return origin
    seen = {origin}
    level = [origin]
    steps = 0
    # (`neighbours`, asked of every country reached: the map's own while no event changes it,
    # `idle` asked once: the search changes nothing)
    neighbours = NEIGHBOURS.__getitem__ if idle("adjacent", g) else g.neighbours
    while level:
        steps += 1
        nxt = []
        for cur in level:
            for n in neighbours(cur):
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        hits = [c for c in nxt if c in cands]
        if hits:
            if not g.fast:
                names = [country(c) for c in sorted(hits, key=name)]
                _log(g, m("random-closest", origin=country(origin), steps=steps, countries=names))
            return die_assign(g, hits)
        level = nxt
    return die_assign(g, cands)  # unreachable on the standard map


def global_roll(g: Game, *, muslim: bool = False, non_muslim: bool = False) -> str:
    """The Global table (emulated: see the module docstring)."""
    pool = MUSLIM_ALL if muslim else NON_MUSLIM_ALL if non_muslim else ALL
    r = pool[g.random_index(len(pool))]
    if not g.fast:
        which = "muslim" if muslim else "non-muslim" if non_muslim else "all"
        _log(g, m("random-global", which=which, country=country(r)))
    return r


def schengen_roll(g: Game) -> str:
    r = g.roll(purpose="random")
    if not g.fast:
        _log(g, m("random-schengen", roll=r, country=country(SCHENGEN_TABLE[r])))
    return SCHENGEN_TABLE[r]


def shia_mix_roll(g: Game) -> str:
    dice = [g.roll(purpose="random"), g.roll(purpose="random"), g.roll(purpose="random")]
    r = SHIA_MIX_TABLE[sum(dice)]
    if not g.fast:
        _log(g, m("random-shia-mix", dice="+".join(map(str, dice)), total=sum(dice), country=country(r)))
    return r


def random_country(
    g: Game,
    candidates: Iterable[str],
    *,
    muslim: bool = False,
    non_muslim: bool = False,
    table: str | None = None,
) -> str:
    """9.5: one of `candidates` at random.

    `table`: "schengen" or "shia_mix" when the instruction names them, "global" to force a
    Global roll (Jihadist Videos, Madrassas); otherwise six or fewer candidates get a die
    assignment and more than six a Global roll, each followed by 9.5.1 when ineligible.
    """
    cands = list(dict.fromkeys(candidates))
    if not cands:
        raise ValueError("random_country: no candidates")
    if table == "schengen":
        return closest(g, schengen_roll(g), cands)
    if table == "shia_mix":
        return closest(g, shia_mix_roll(g), cands)
    if len(cands) == 1 and table != "global":
        return cands[0]
    if len(cands) <= 6 and table != "global":
        return die_assign(g, cands)
    return closest(g, global_roll(g, muslim=muslim, non_muslim=non_muslim), cands)


def global_closest(g: Game, candidates: Iterable[str]) -> str:
    """9.4.2.1 Jihadist Videos, Madrassas: a Global table roll, then the closest applicable
    country (9.5.1), however many countries are applicable."""
    return random_country(g, candidates, table="global")


def schengen_pick(g: Game, options: list[str]) -> str:
    """8.5.6 in solitaire: an extra Posture roll country by the Schengen table (9.5)."""
    return random_country(g, options, table="schengen")


def random_setup_country(g: Game, options: list[str]) -> str:
    """Scenario set-up choices (Anaconda's three Cells): 9.5."""
    return random_country(g, options)
