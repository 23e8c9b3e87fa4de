"""9.4.1 "Event or OPS?": the bot's card play, and its answers to the engine's prompts.

`bot_card_play` plays the top card of the face-down pile (9.2). The bot's own events are driven
here, so a Plot placement the Plot chart cannot serve can turn the card into Radicalization
(9.4.2.1); prompts addressed to the US inside an event pass up to the driver. `decide` answers
every other prompt addressed to the Jihadist in a 1-player game (`Game.auto_answer`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from engine.cardplay import _card_after_event, card_label
from engine.data import CARDS, COUNTRIES, SCHENGEN
from engine.events import registry as events
from engine.events.unassociated import danish_cartoons_plot_targets
from engine.msg import cardname, country, m, side
from engine.prompts import Prompt
from engine.solo import where
from engine.solo.ops import Play, operations, plot, say
from engine.solo.radicalization import radicalization
from engine.solo.random_country import closest, random_country, shia_mix_roll
from engine.state import FAIR, GOOD

if TYPE_CHECKING:
    from engine.game import Game, Proc

#: Events that Recruit or place Cells from the Funding track (9.4.1 EXCEPTION; solo-bot.md 3)
PLACES_CELLS = frozenset({48, 49, 50, 51, 53, 55, 57, 58, 61, 66, 67, 68, 70, 72, 80, 81, 82, 83, 86, 91, 93, 98, 110})
OIL_PRICE_SPIKE = (117, 118)
SHIA_MIX_EVENTS = (104, 105, 106)  # Iran, Iran, Jaysh al-Mahdi (9.4.2.1)
LEBANON_WAR, ZARQAWI, EX_KGB = 86, 110, 62
SCHENGEN_VISAS, CLEAN_OPERATIVES = 74, 79
#: Events with effects before their Plot placement: the bot decides the Plot first (9.4.2.1)
PLOT_FIRST = {96: danish_cartoons_plot_targets}
#: Radicalization's reasons without arguments, made once (a message is immutable)
_WHY_UNUSED = m("solo-why-unused")
_WHY_PLOT_UNUSED = m("solo-why-plot-unused")


# ---------------------------------------------------------------------- card play (9.4.1)
def bot_card_play(g: Game) -> Proc:
    """Play the top card of the bot's pile and resolve it completely (9.2, 9.4)."""
    s = g.state
    n = s.hands["jihadist"].pop()
    s.last_phase_cards["jihadist"].append(n)
    s.in_play.append(n)
    play = Play(card=n, ops=CARDS[n].ops)
    if not g.fast:
        g.log(m("solo-plays", card=card_label(n)), kind="event")
    event_done = yield from _event_or_ops(g, play)
    if n in s.in_play:
        s.in_play.remove(n)
        if event_done:
            _card_after_event(g, n)
        else:
            s.discard.append(n)


def _event_or_ops(g: Game, play: Play) -> Proc:
    n, card = play.card, CARDS[play.card]
    if card.side in ("Jihadist", "Unassociated") and _event_playable(g, n):
        if n in PLACES_CELLS and g.cells_on_track() == 0:
            radicalization(g, play, play.ops, m("solo-why-no-cells", card=cardname(n)))
            return False
        if not g.fast:
            say(g, m("solo-event", card=cardname(n), side=side(card.side)))
        done = yield from _run_event(g, play)
        if not done:
            radicalization(g, play, play.ops, m("solo-why-no-plot-country", card=cardname(n)))
            return False
        if card.side == "Jihadist":
            return True
        left = operations(g, play)  # Unassociated: the Event, then Operations
        radicalization(g, play, left, _WHY_UNUSED)
        return True
    if card.side == "US" and events.playable(g, n, "us"):
        if not g.fast:
            say(g, m("solo-us-event-plot", card=cardname(n)))
        left = plot(g, play)
        radicalization(g, play, left, _WHY_PLOT_UNUSED)
        return False
    if card.side != "US":
        if not g.fast:
            say(g, m("solo-event-not-playable", card=cardname(n)))
    else:
        if not g.fast:
            say(g, m("solo-us-event-not-playable", card=cardname(n)))
    left = operations(g, play)
    radicalization(g, play, left, _WHY_UNUSED)
    return False


def _event_playable(g: Game, n: int) -> bool:
    if not events.playable(g, n, "jihadist"):
        return False
    if n in OIL_PRICE_SPIKE:  # 9.6: with no Jihadist card in the discard pile, Operations only
        return any(CARDS[m].side == "Jihadist" for m in g.state.discard)
    return True


def _run_event(g: Game, play: Play) -> Proc:
    """Carry out the bot's event, answering its own prompts; False when it is ignored (9.4.2.1)."""
    decided: tuple[str, str] | None = None
    if play.card in PLOT_FIRST:  # 9.4.2.1: the Plot is decided before any part of the Event happens
        cands = PLOT_FIRST[play.card](g)
        if cands is not None:
            decided = where.plot_event_pick(g, cands)
            if decided is None:
                return False
    gen = events.run_event(g, play.card, "jihadist")
    answer: str | None = None
    while True:
        try:
            p = next(gen) if answer is None else gen.send(answer)
        except StopIteration:
            return True
        if p.role != "jihadist":
            answer = yield p
            continue
        cids = _countries(p.ids()) if p.kind == "place_plot" and play.card != ZARQAWI else {}
        if cids:  # the Plot chart by Event, evaluated once (9.4.2.1, 9.4.2.2)
            found = decided if decided and decided[0] in cids else where.plot_event_pick(g, list(cids))
            decided = None
            if found is None:
                gen.close()
                name_ = CARDS[play.card].name
                if CARDS[play.card].lapsing and name_ in g.state.lapsing:
                    g.state.lapsing.remove(name_)
                return False
            if not g.fast:
                say(g, m("solo-plot-by-event", label=cardname(play.card), country=country(found[0]), why=found[1]))
            answer = cids[found[0]]
            continue
        answer = decide(g, p, play)


# ---------------------------------------------------------------------- answering prompts
def decide(g: Game, p: Prompt, play: Play | None = None) -> str:
    """The bot's answer to a prompt addressed to the Jihadist (9.4.2.1, 9.5, 9.6)."""
    ids = p.ids()
    choice = _decide(g, p, play.card if play else 0, play)
    return choice if choice in ids else ids[g.random_index(len(ids))]


def auto_answer(g: Game, p: Prompt) -> str:
    """Prompts outside the bot's own card play: Plot resolution, and Jihadist events the US
    triggers (6.3.2.2), which the bot decides as its own (the card in play names the event)."""
    in_play = g.state.in_play
    card = in_play[-1] if in_play and in_play[-1] in CARDS else 0
    return decide(g, p, Play(card=card, ops=CARDS[card].ops) if card else None)


def _countries(ids: list[str]) -> dict[str, str]:
    """country id -> option id, when every option names a country."""
    out = {}
    for i in ids:
        cid = i.rsplit(":", 1)[-1]
        if cid not in COUNTRIES:
            return {}
        out[cid] = i
    return out


def _decide(g: Game, p: Prompt, card: int, play: Play | None) -> str:
    ids = p.ids()
    real = [i for i in ids if i != "done"] or ids  # the bot spends all it can (9.4.2)
    if len(real) == 1:
        return real[0]
    for wanted in ("major:yes", "first:event"):  # Major Jihad when possible; Event first (9.4.1)
        if wanted in real:
            return wanted
    if card == EX_KGB:
        pick = _ex_kgb(g, real)
        if pick:
            return pick
    kind = p.kind
    cmap = _countries(real)
    if cmap:
        return cmap[_country_choice(g, kind, list(cmap), card, play)]
    if kind == "plot_order":  # solo-bot.md 6.3: map order
        order = list(COUNTRIES)
        return min(real, key=lambda i: (order.index(i.split(":")[1]) if i.count(":") >= 2 and i.split(":")[1] in COUNTRIES else 99, i))
    if kind == "plot_marker":
        pick = _plot_marker(g, real)
        if pick:
            return pick
    if kind in ("card", "select_card"):
        pick = _card_choice(g, real, card)
        if pick:
            return pick
    if kind == "remove_cell":  # 9.3.1 Active before Sleeper, Sadr last
        for word in ("active", "sleeper"):
            hits = [i for i in real if word in i.lower()]
            if hits:
                return hits[0]
        real = [i for i in real if "sadr" not in i.lower()] or real
    return real[g.random_index(len(real))]


def _country_choice(g: Game, kind: str, cids: list[str], card: int, play: Play | None) -> str:
    if card in SHIA_MIX_EVENTS:  # 9.4.2.1 Iran, Jaysh al-Mahdi
        r = shia_mix_roll(g)
        g.test(r)
        good = [c for c in cids if g.governance(c) == GOOD]
        fair = [c for c in cids if g.governance(c) == FAIR]
        return closest(g, r, good or fair or cids)
    label = cardname(card) if card else m("solo-event-word")
    if kind == "place_plot":
        if card != ZARQAWI:
            found = where.plot_event_pick(g, cids)
            if found:
                if not g.fast:
                    say(g, m("solo-plot-by-event", label=label, country=country(found[0]), why=found[1]))
                return found[0]
        c = random_country(g, cids)
        if not g.fast:
            say(g, m("solo-plot-random", label=label, country=country(c)))
        return c
    if kind in ("shift_governance", "shift_alignment"):
        c, why = where.choose(g, cids, where.minor_keys(g, alignment=kind == "shift_alignment"))
        if not g.fast:
            say(g, m("solo-shift", label=label, alignment="yes" if kind == "shift_alignment" else "no", country=country(c), why=why))
        return c
    if kind == "travel_dest":
        c = _travel_dest(g, cids, card)
        if not g.fast:
            say(g, m("solo-travel-event", label=label, country=country(c)))
        return c
    if kind == "plot_order":
        order = list(COUNTRIES)
        return min(cids, key=order.index)
    if kind == "posture_roll" and all(c in SCHENGEN for c in cids):
        return random_country(g, cids, table="schengen")
    if card == LEBANON_WAR:
        return random_country(g, cids, table="shia_mix")
    muslim = all(g.is_muslim(c) for c in cids)
    non_muslim = all(g.is_non_muslim(c) for c in cids)
    c = random_country(g, cids, muslim=muslim, non_muslim=non_muslim)
    if kind == "place_cell":
        if not g.fast:
            say(g, m("solo-cell-random", label=label, country=country(c)))
    return c


def _travel_dest(g: Game, cids: list[str], card: int) -> str:
    if card == CLEAN_OPERATIVES and "united_states" in cids:
        return "united_states"
    if card == SCHENGEN_VISAS:  # the To box for this event (solo-bot.md 6.1, lwotai's reading)
        sch = [c for c in cids if c in SCHENGEN]
        if g.state.us_posture == "hard":
            box = [c for c in sch if g.is_unmarked(c)]
        else:
            box = [c for c in sch if g.posture(c) == "soft"]
        pool = box or sch or cids
        return random_country(g, pool, table="schengen") if all(c in SCHENGEN for c in pool) else random_country(g, pool)
    for _, cands in where.destination_boxes(g, cids):
        if cands:
            return where._dest_tiebreak(g, cands)
    return random_country(g, cids)


def _number(i: str) -> int | None:
    m = re.search(r"(\d+)$", i)
    return int(m.group(1)) if m else None


def _card_choice(g: Game, ids: list[str], card: int) -> str | None:
    nums = {i: _number(i) for i in ids}
    if any(v is None or v not in CARDS for v in nums.values()):
        return None
    s = g.state
    if card in OIL_PRICE_SPIKE:  # 9.6: random among the highest-value Jihadist cards discarded
        jihadist = [i for i, v in nums.items() if CARDS[v].side == "Jihadist" and v in s.discard]  # type: ignore[index]
        if jihadist:
            best = max(CARDS[nums[i]].ops for i in jihadist)  # type: ignore[index]
            top = [i for i in jihadist if CARDS[nums[i]].ops == best]  # type: ignore[index]
            return top[g.random_index(len(top))]
        return None
    pile = s.hands["jihadist"]
    mine = [i for i, v in nums.items() if v in pile]
    if mine:  # 9.2: a "random" Jihadist card is the top of the pile
        return max(mine, key=lambda i: pile.index(nums[i]))  # type: ignore[arg-type]
    return None


def _plot_marker(g: Game, ids: list[str]) -> str | None:
    """9.3.2: a random Available marker, each physical marker equally likely."""
    avail = g.state.available_plots
    weighted = [i for i in ids for v in avail if str(v) == i.rsplit(":", 1)[-1]]
    if not weighted:
        return None
    return weighted[g.random_index(len(weighted))]


def _ex_kgb(g: Game, ids: list[str]) -> str | None:
    """9.6 Ex-KGB: Caucasus if that would shift the World Posture marker, else Central Asia."""
    cau = [i for i in ids if "caucasus" in i]
    cen = [i for i in ids if "central_asia" in i]
    if not cau or not cen:
        return None
    c = g.c("caucasus")
    before = g.world_posture()
    saved = c.posture
    c.posture = "soft" if g.state.us_posture == "hard" else "hard"
    after = g.world_posture()
    c.posture = saved
    return cau[0] if after != before else cen[0]


__all__ = ["bot_card_play", "auto_answer", "decide"]
