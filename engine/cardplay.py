"""6.0 Card play: choose a card, then its Event or an Operation; triggered events; Reserves.

Option ids: `play:N`, `discard:N`, `hold`, `cadre:COUNTRY` (card choice); `event`,
`ops:KIND` or `ops:KIND+r` (with Reserves), `ops:reserves` (how to play); `first:event` /
`first:ops` (order of a triggered event).
"""

from __future__ import annotations

from functools import cache, partial
from itertools import permutations
from typing import TYPE_CHECKING

from engine.board import name, other, side_role
from engine.data import CARDS
from engine.events import registry as events
from engine.hooks import idle, modify
from engine.msg import Msg, Text, and_list, card, cardname, country, m, side
from engine.msg import role as role_ref
from engine.ops import jihadist as jihadist_ops
from engine.ops import us as us_ops
from engine.prompts import EVENT_FIRST, OPS_FIRST, Option, ask, ask_lazy, lazy
from engine.state import Role

if TYPE_CHECKING:
    from engine.game import Game, Proc

US_OPS = {
    "woi": m("op-woi"),
    "deploy": m("op-deploy"),
    "regime_change": m("op-regime-change"),
    "withdraw": m("op-withdraw"),
    "disrupt": m("op-disrupt"),
    "alert": m("op-alert"),
}
JIHADIST_OPS = {"recruit": m("op-recruit"), "travel": m("op-travel"), "jihad": m("op-jihad"), "plot": m("op-plot")}
#: the other ways to spend a card's Operations, as the log names them
OTHER_OPS = {"reserves": m("op-reserves"), "none": m("op-none"), "reassessment": m("op-reassessment")}


def ops_text(n: int) -> Msg:
    """"1 Op", "2 Ops"."""
    return m("ops-count", ops=n)


@cache  # (a card's label never changes; every card menu shows one per card in hand)
def card_label(n: int) -> Msg:
    """"#17 FSB (3 Ops, US)"."""
    c = CARDS[n]
    return m("card-label", card=card(n), ops=c.ops, side=side(c.side))


def infectious(g: Game) -> bool:
    """9.7 Infectious and above: the US must play all its cards."""
    return g.state.players == "solo" and g.state.ideology in ("infectious", "virulent")


def play_card(g: Game, role: Role) -> Proc:
    s = g.state
    while True:
        hand = s.hands[role]
        blind = not idle("blind_card_play", g) and modify("blind_card_play", g, False, side=role)  # e.g. card 47
        final = role == "us" and len(hand) == 1 and not infectious(g)
        cadres = [c for c, cs in s.countries.items() if cs.cadre] if role == "jihadist" else []
        ids = ["play:random"] if blind else list(map(_play_id, hand))
        if final:
            ids += [f"discard:{hand[0]}", "hold"]
        if cadres:
            ids += [f"cadre:{c}" for c in cadres]
        # (the options made when read: a random game or a rollout answers by id)
        menu = partial(_card_menu, g, role, blind, final, cadres)
        choice = yield ask_lazy(g, role, _which_card(role, s.cards_played == 0), ids, menu, kind="card", one=_card_option)
        kind, _, arg = choice.partition(":")
        if kind == "cadre":  # 4.8.4 the Jihadist may remove Cadres in its Action Phase
            s.countries[arg].cadre = False
            if not g.fast:
                g.log(m("cadre-removed", country=country(arg)))
            continue
        break
    if kind == "hold":
        s.us_holds = True
        if not g.fast:
            g.log(m("us-holds"))
        return
    n = s.hands[role][g.random_index(len(s.hands[role]))] if arg == "random" else int(arg)
    s.hands[role].remove(n)
    if kind == "discard":
        s.discard.append(n)
        s.cards_played += 1
        if not g.fast:
            g.log(m("discards", side=role_ref("us"), card=card(n)))
        yield from discard_trigger(g, "us", n)
        return
    s.last_phase_cards[role].append(n)
    yield from play_chosen(g, role, n)
    s.cards_played += 1


def _card_menu(g: Game, role: Role, blind: bool, final: bool, cadres: list[str]) -> list[Option | tuple[str, Text]]:
    """The card menu's options (play_card's ids): each card of the hand (or one at random, `blind`),
    the US's last card discarded or held (`final`, 5.2.4), each Cadre's removal (4.8.4)."""
    hand = g.state.hands[role]
    opts: list[Option | tuple[str, Text]]
    if blind:
        opts = [("play:random", m("play-random", cards=len(hand)))]
    else:
        opts = [_play_option(g, n, role) for n in hand]
    if final:
        n = hand[0]
        opts += [(f"discard:{n}", m("discard-final", card=card_label(n))), ("hold", m("hold-final", card=card_label(n)))]
    opts += [Option(f"cadre:{c}", m("cadre-remove-option", country=country(c)), description=_CADRE_WHY) for c in cadres]
    return opts


#: why the card menu offers a Cadre's removal (4.8.4): its description, as the menu shows it
_CADRE_WHY = m("cadre-remove-why")


def _card_option(menu: partial[list[Option | tuple[str, Text]]], oid: str) -> Option | tuple[str, Text]:
    """The card menu's (`_card_menu`'s) option `oid` alone (`ask_lazy`'s `one`): a card's play,
    else the menu's (an import reads the chosen option only)."""
    if oid.startswith("play:") and oid != "play:random":
        g, role = menu.args[:2]
        return _play_option(g, int(oid[5:]), role)
    return next(o for o in menu() if (o.id if isinstance(o, Option) else o[0]) == oid)


@cache
def _play_id(n: int) -> str:
    return f"play:{n}"


def play_chosen(g: Game, role: Role, n: int) -> Proc:
    """Play card n (already out of the hand) for its Event or Operations."""
    s = g.state
    s.in_play.append(n)
    cd = CARDS[n]
    value = cd.ops
    reserves = s.reserves[role]
    boosted = min(3, value + reserves)
    ops_menu = US_OPS if role == "us" else JIHADIST_OPS
    # (the menu's Operations judged in one pass over the map; `_legal_ops` asks again later)
    judged = jihadist_ops.legal_all(g) if role == "jihadist" else None
    lowest = us_ops.legal_all(g, max(value, boosted)) if judged is None else None  # (the US's: the lowest value for each)
    opts: list[tuple[str, Text]] = []
    why_not = events.why_not_playable(g, n, events.decider(n, role))  # (once, for the menu and its note)
    event = events.may_choose_event(n, role) and why_not is None  # events.can_play_as_event
    if event:
        opts.append(_how_event(n))
    for k in ops_menu:
        ok = judged[k] if judged is not None else lowest[k] <= value  # type: ignore[index]
        if ok:
            opts.append(_how_op(k, value, False))
        # (a higher value never takes a target away, and a Jihadist Operation's targets do not
        # depend on it: only a US one may gain one with the higher value)
        if reserves and boosted > value and (ok or (judged is None and lowest[k] <= boosted)):  # type: ignore[index]
            opts.append(_how_op(k, boosted, True))
    if role == "us" and _can_reassess(g, n):
        opts.append(_HOW_REASSESSMENT)
    if value <= 2 and reserves < 2:
        opts.append(_how_reserves(min(value, 2 - reserves)))
    if len(opts) == event:  # (no `ops:` option: every one but the Event's is one)
        opts.append(_HOW_NONE)
    how = yield ask(role, _how_text(n, why_not), opts, kind="how")
    if how == "event":
        if not g.fast:
            g.log(m("plays-event", side=role_ref(role), card=card(n)), kind="event")
        yield from events.run_event(g, n, role)
        _after_event_play(g, n)
        return
    op = how.removeprefix("ops:")
    with_reserves = op.endswith("+r")
    op = op.removesuffix("+r")
    if op == "reassessment":
        yield from _reassessment(g, n)
        return
    ops_value = value
    if with_reserves:
        ops_value = boosted
        s.reserves[role] = 0
        if not g.fast:
            g.log(m("expends-reserves", side=role_ref(role), reserves=reserves))
    if not g.fast:
        g.log(_plays_ops(role, n, op), kind="ops")
    first_plot = role == "jihadist" and op == "plot" and not s.first_plot
    trigger = _triggers(g, role, n, op)
    # (`why_not` is the menu's: since it, only the log and the Reserves changed, which no Event's
    # condition reads)
    if trigger and why_not:
        # 6.3.2.1: the Event cannot occur now, so the playing side has it "occur" first: no order to ask
        if not g.fast:
            g.log(m("event-will-not-occur", card=card(n), why=why_not))
        trigger = False
    first = "ops"
    if trigger and op == "none":
        first = "event"  # no Operation to order it against
    elif trigger:
        text, order = _order_menu(n, op)
        first = (yield ask(role, text, list(order), kind="order")).removeprefix("first:")
    event_done = False
    if trigger and first == "event":
        event_done = yield from _triggered_event(g, role, n)
        legal = _legal_ops(g, role)
        if op in ops_menu and not legal[op](ops_value):
            # the event made the announced Operation impossible: choose again among what is left
            left: list[tuple[str, Text]] = [
                (f"ops:{k}", m("how-op", op=label, ops=ops_value)) for k, label in ops_menu.items() if legal[k](ops_value)
            ]
            pick = yield ask(role, m("op-no-longer-possible", op=ops_menu[op]), left + [("ops:none", m("no-operation"))], kind="how")
            op = pick.removeprefix("ops:")
            first_plot = first_plot and op == "plot"  # 8.5.3 only a card used for a Plot is the 1st Plot
    # (without a triggered event first, nothing changed the board since the menu found `op` legal)
    yield from _do_ops(g, role, op, ops_value, n, checked=not (trigger and first == "event"))
    if trigger and first == "ops":
        event_done = yield from _triggered_event(g, role, n)
    s.in_play.remove(n)
    if first_plot:
        s.first_plot = True  # 4.7.7.2
        s.first_plot_box.append(n)
    elif event_done:
        _card_after_event(g, n)
    else:
        s.discard.append(n)


# The card and "how" menus' fixed options, made once (a message is immutable): every card play
# shows them (issue 21).
_HOW_REASSESSMENT = ("ops:reassessment", m("how-reassessment"))
_HOW_NONE = ("ops:none", m("how-none"))


@cache
def _which_card(role: Role, first: bool) -> Msg:
    return m("play-which-card", side=role_ref(role), which="first" if first else "second")


@cache
def _how_event(n: int) -> tuple[str, Msg]:
    return ("event", m("how-event", card=cardname(n)))


@cache
def _how_op(k: str, ops: int, reserves: bool) -> tuple[str, Msg]:
    """The "how" menu's option for Operation `k` (US_OPS' or JIHADIST_OPS') with `ops` Ops."""
    label = US_OPS.get(k) or JIHADIST_OPS[k]
    if reserves:
        return (f"ops:{k}+r", m("how-op-reserves", op=label, ops=ops))
    return (f"ops:{k}", m("how-op", op=label, ops=ops))


@cache
def _how_reserves(add: int) -> tuple[str, Msg]:
    return ("ops:reserves", m("how-reserves", add=add))


@cache
def _order_menu(n: int, op: str) -> tuple[Msg, tuple[tuple[str, Msg], ...]]:
    """6.3.2: the question whether the opponent's Event of card n or Operation `op` comes first."""
    op_label = US_OPS.get(op) or JIHADIST_OPS.get(op) or OTHER_OPS[op]
    return (
        m("order-election") if n == 120 else m("order-opponents-event", card=cardname(n)),
        ((EVENT_FIRST, m("order-event-first", card=cardname(n))), (OPS_FIRST, m("order-ops-first", op=op_label))),
    )


def _play_option(g: Game, n: int, role: Role) -> Option:
    """The card menu's option to play card n: its description says whether the Event is playable
    now, so it is made only when read (none is read in a rollout, one per play in an import)."""
    if g.fast:
        return Option(_play_id(n), "")
    return lazy(g, _play_id(n), partial(_play_made, g, n, role))


def _play_made(g: Game, n: int, role: Role) -> Option:
    """"Play #17 FSB (3 Ops, US)", described "(Event not playable now: <why>)" where it is not
    (issue 33: the card first, the condition beneath it, where a menu cuts nothing)."""
    return Option(_play_id(n), _plain_label(True, n), description=unplayable_note(g, n, role) or "")


def unplayable_note(g: Game, n: int, role: Role) -> Msg | None:
    """For the card menu: "(Event not playable now: <why>)" when the card's Event could not
    occur now, whether chosen (own or Unassociated card) or triggered (the opponent's, 6.3.2.1)."""
    return _note(n, events.why_not_playable(g, n, events.decider(n, role)))


def _note(n: int, why: Msg | None) -> Msg | None:
    return m("event-not-playable-now", why=why) if why and events.implemented(n) else None


@cache
def _plays_ops(role: Role, n: int, op: str) -> Msg:
    """The log's "The Jihadist plays #17 FSB for Recruit"."""
    return m("plays-ops", side=role_ref(role), card=card(n), op=US_OPS.get(op) or JIHADIST_OPS.get(op) or OTHER_OPS[op])


def _with_note(n: int, note: Msg | None) -> Msg:
    """"How will you play #17 FSB (3 Ops, US)?" and "(Event not playable now: ...)" after it."""
    if note is None:
        return _plain_label(False, n)
    return m("how-play-note", card=card_label(n), note=note)


def _how_text(n: int, why_not: Msg | None) -> Msg:
    """"How will you play #17 FSB (3 Ops, US)?" and the note on why its Event cannot occur now."""
    if why_not is None:
        return _how_plain(n)
    if why_not is events.precondition_unmet(n):  # (the most common note: one message per card)
        return _how_unmet(n)
    return _with_note(n, _note(n, why_not))


@cache
def _how_unmet(n: int) -> Msg:
    return _with_note(n, _note(n, events.precondition_unmet(n)))


@cache
def _plain_label(play: bool, n: int) -> Msg:
    """"Play #17 FSB (3 Ops, US)" (`play`) or "How will you play #17 FSB (3 Ops, US)?"."""
    return m("play-card" if play else "how-play", card=card_label(n))


@cache
def _how_plain(n: int) -> Msg:
    return _with_note(n, None)


def _legal_ops(g: Game, role: Role) -> dict:
    if role == "us":
        return {k: (lambda v, k=k: us_ops.legal(g, k, v)) for k in US_OPS}
    return {k: (lambda v, k=k: jihadist_ops.legal(g, k, v)) for k in JIHADIST_OPS}


def _can_reassess(g: Game, n: int) -> bool:
    """7.6.2: two 3-value cards take up the whole US Action Phase (no Reserves)."""
    s = g.state
    return CARDS[n].ops == 3 and s.cards_played == 0 and any(CARDS[x].ops == 3 for x in s.hands["us"])


def _triggers(g: Game, role: Role, n: int, op: str) -> bool:
    """6.3.2: Operations with the opponent's card trigger its event (US Election: always)."""
    s = g.state
    if n == 120:
        return events.implemented(120)
    if side_role(CARDS[n].side) != other(role):
        return False
    if role == "jihadist" and op == "plot" and not s.first_plot:
        return False  # 8.5.3 the 1st Plot of the turn ignores the US event
    return events.implemented(n)


def _triggered_event(g: Game, role: Role, n: int) -> Proc:
    """6.3.2.1: the event occurs only if playable at that moment."""
    owner = events.decider(n, role)
    why_not = events.why_not_playable(g, n, owner)
    if why_not:
        if not g.fast:
            g.log(m("event-does-not-occur", card=card(n), why=why_not))
        return False
    yield from events.run_event(g, n, owner)
    return True


def _after_event_play(g: Game, n: int) -> None:
    g.state.in_play.remove(n)
    _card_after_event(g, n)


def _card_after_event(g: Game, n: int) -> None:
    """6.2.7, 6.2.9: REMOVE leaves the game, LAPSING goes to a Lapsing box."""
    s = g.state
    cd = CARDS[n]
    if cd.remove and modify("event_remove", g, True, card=n):
        s.removed.append(n)
    elif cd.lapsing:
        s.lapsing_box.append(n)
    else:
        s.discard.append(n)


def discard_trigger(g: Game, role: Role, n: int) -> Proc:
    """6.3.2.3: a discarded card's event never occurs, except US Election's (if playable)."""
    if n == 120 and events.playable(g, n, role):
        yield from events.run_event(g, n, role)


def discard_from_hand(g: Game, role: Role, n: int) -> Proc:
    """An event makes `role` discard card n from its hand (US Election still triggers)."""
    g.state.hands[role].remove(n)
    g.state.discard.append(n)
    if not g.fast:
        g.log(m("discards", side=role_ref(role), card=card(n)))
    yield from discard_trigger(g, role, n)


def _do_ops(g: Game, role: Role, op: str, value: int, n: int, checked: bool = False) -> Proc:
    """Carry out Operation `op` with `value` Ops; `checked`: it is known to be legal now. (A plain
    function giving the Operation's procedure, or none: one generator fewer for every decision
    the Operation asks to pass through.)"""
    s = g.state
    if op == "reserves":
        add = min(CARDS[n].ops, 2 - s.reserves[role])
        s.reserves[role] += add
        if not g.fast:
            g.log(m("reserves-now", side=role_ref(role), reserves=s.reserves[role]))
        return _nothing()
    if op == "none" or (not checked and not _legal_ops(g, role)[op](value)):
        # a triggered event played first may have taken the Operation's targets away (6.3.2.1)
        if not g.fast:
            g.log(m("no-operation-possible"))
        return _nothing()
    if role == "us":
        return us_ops.run(g, op, value)
    return jihadist_ops.run(g, op, value, n)


def _nothing() -> Proc:
    """A procedure that asks nothing."""
    yield from ()


def _reassessment(g: Game, n: int) -> Proc:
    """7.6: switch US Posture with two 3-value cards; the US orders triggered events."""
    s = g.state
    seconds = [x for x in s.hands["us"] if CARDS[x].ops == 3]
    second = int(
        (yield ask("us", m("reassessment-second"), [(f"with:{x}", card_label(x)) for x in seconds]))
        .removeprefix("with:")
    )
    s.hands["us"].remove(second)
    s.in_play.append(second)
    s.last_phase_cards["us"].append(second)
    s.cards_played = 1  # with the +1 of this play the phase is spent
    if not g.fast:
        g.log(m("reassessment-plays", first=card(n), second=card(second)), kind="ops")
    steps = ["switch"]
    for x in (n, second):
        if _triggers(g, "us", x, "reassessment"):
            if why_not := events.why_not_playable(g, x, events.decider(x, "us")):  # 6.3.2.1: nothing to order
                if not g.fast:
                    g.log(m("event-will-not-occur", card=card(x), why=why_not))
            else:
                steps.append(str(x))
    order = list(permutations(steps))
    if len(order) > 1:
        labels = {"switch": m("posture-switch"), **{str(x): cardname(x) for x in (n, second)}}
        pick = yield ask(
            "us",
            m("reassessment-order"),
            [("order:" + ",".join(o), and_list([labels[i] for i in o], "list-then")) for o in order],
        )
        seq = pick.removeprefix("order:").split(",")
    else:
        seq = steps
    done: dict[int, bool] = {}
    for step in seq:
        if step == "switch":
            g.set_posture("united_states", "soft" if s.us_posture == "hard" else "hard")
        else:
            done[int(step)] = yield from _triggered_event(g, "us", int(step))
    for x in (n, second):
        s.in_play.remove(x)
        if done.get(x):
            _card_after_event(g, x)
        else:
            s.discard.append(x)


__all__ = ["play_card", "play_chosen", "card_label", "discard_from_hand", "discard_trigger", "name"]
