"""6.2 Card events: a registry of the event procedures and the rules for when they may occur.

An event is written as

    @event(4, playable=lambda g, role: True)
    def moro_talks(g: Game, role: Role) -> Proc:
        g.test("philippines")
        ...
        yield from ()          # or: choice = yield ask(role, "...", options)

`role` is the side making the event's decisions: the associated side, or for an Unassociated
event the side that played it (6.3.2.2). The procedure places its own MARK markers (in
`g.state.event_box` or a country's `markers`); the card itself is moved by card play
(REMOVE, LAPSING, discard). A card whose event is not registered is never offered for its
Event, so the game stays playable while events are added.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from engine import msg
from engine.board import event_ref, side_role
from engine.data import CARDS
from engine.hooks import live_when, modified
from engine.msg import Msg, and_list, m
from engine.state import Role

if TYPE_CHECKING:
    from engine.game import Game, Proc

Playable = Callable[["Game", Role], bool]
Run = Callable[["Game", Role], "Proc"]


@dataclass(frozen=True)
class EventDef:
    number: int
    run: Run
    playable: Playable | None = None


EVENTS: dict[int, EventDef] = {}


def event(number: int, playable: Playable | None = None) -> Callable[[Run], Run]:
    """Register the procedure of card `number`'s event, with its precondition (6.2.6)."""

    def register(fn: Run) -> Run:
        if number in EVENTS:
            raise ValueError(f"event {number} registered twice")
        EVENTS[number] = EventDef(number=number, run=fn, playable=playable)
        return fn

    return register


def load() -> None:
    """Kept for callers: the event modules register themselves when engine is imported
    (engine/__init__.py imports them through engine.game), before any rule runs."""


def implemented(number: int) -> bool:
    return number in EVENTS


def blocked(g: Game, number: int) -> bool:
    """6.2.8: a marker in play that Blocks this event."""
    return bool(blockers(g, number))


def blockers(g: Game, number: int) -> list[str]:
    """6.2.8: the markers in play that Block this event."""
    return [m for m in CARDS[number].blocked_by if g.in_play(m)]


def playable(g: Game, number: int, role: Role) -> bool:
    """6.2.6: implemented, precondition met and not Blocked (association is checked apart)."""
    return why_not_playable(g, number, role) is None


#: the `event_playable` modifiers' `when` tests, the live list (`why_not_playable`)
_PLAYABLE_WHEN = live_when("event_playable")


def why_not_playable(g: Game, number: int, role: Role) -> Msg | None:
    """Why the event cannot occur now (6.2.6, 6.2.8), in a few words; None when it is playable."""
    ev = EVENTS.get(number)
    if ev is None:
        return m("why-not-implemented")
    card = CARDS[number]
    if card.blocked_by and (by := blockers(g, number)):
        return m("why-blocked", by=and_list([event_ref(b) for b in by]))
    if ev.playable is not None and not ev.playable(g, role):
        return precondition_unmet(number)
    for when in _PLAYABLE_WHEN:  # (`idle("event_playable", g)`, inlined: every card ranking asks it)
        if when is None or when(g):
            break
    else:
        return None
    ok, why = modified("event_playable", g, True, card=number, side=role)
    return None if ok else m("why-event", why=and_list(why))


@cache  # (a message is immutable: one per card, made once)
def precondition_unmet(number: int) -> Msg:
    """6.2.6: the card's precondition ("playable if") is not met."""
    return m("why-needs", condition=msg.playable(number)) if CARDS[number].playable_if else m("why-precondition")


@cache
def _ev_event(number: int) -> Msg:
    return m("ev-event", card=msg.card(number))


def can_play_as_event(g: Game, number: int, role: Role) -> bool:
    """6.2.5: only the associated side (either side for Unassociated) may choose the Event."""
    return may_choose_event(number, role) and playable(g, number, role)


#: each card's side as a role (None: Unassociated), read by every card play
_OWNER: dict[int, Role | None] = {n: side_role(c.side) for n, c in CARDS.items()}


def may_choose_event(number: int, role: Role) -> bool:
    """6.2.5: the card is `role`'s or Unassociated (its Event's decider is then `role`)."""
    owner = _OWNER[number]
    return owner is None or owner == role


def decider(number: int, player: Role) -> Role:
    """Who makes the event's decisions (6.3.2.2)."""
    return _OWNER[number] or player


def run_event(g: Game, number: int, player: Role) -> Proc:
    card = CARDS[number]
    g.log(_ev_event(number), kind="event")
    if card.lapsing:
        g.state.lapsing.append(card.name)
    yield from EVENTS[number].run(g, decider(number, player))
