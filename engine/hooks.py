"""Rule modifiers: how Lingering and Lapsing events change the rules while in play (6.2.2).

Core rules ask `modify(name, g, value, **context)` at the points events can change; an event
module registers a function for that point with `@modifies(name)`. Each function receives the
value computed so far and returns it, changed only while its event is in effect. Functions run
in registration order; the last-played supersedes rule (6.2.3) is left to the functions that
need it (they can compare `g.state.flags` play order).

Modifier points used by the core rules (context keyword arguments in brackets):
  adjacent[a, b] -> bool              travel_allowed[origin, dest] -> bool
  travel_auto[origin, dest] -> bool   travel_number[origin, dest] -> int (roll <= to succeed)
  recruit_allowed[country] -> bool    recruit_number[country] -> int (roll <= to succeed; 6 = auto)
  plot_allowed[country] -> bool       jihad_allowed[country] -> bool
  woi_allowed[country] -> bool        woi_drm[country] -> int
  disrupt_allowed[country] -> bool    disrupt_count[country] -> int
  deploy_allowed[origin, dest] -> bool  alert_allowed[country] -> bool
                                      (deploy_allowed: asked for every country whose Governance the
                                       card meets; the value is 7.3.2 "Muslim Ally", an event may
                                       allow others, e.g. Abu Sayyaf the Philippines)
  expenditures_funding[] -> int       (5.2.5 Funding change at Expenditures, normally -1)
  plot_funding[country, plot] -> int (Funding change of a resolving Plot; None = set to 9)
  plot_resolve[country, plot] -> bool (False: the Plot is removed without effect)
  us_hand_size[] -> int               jihadist_hand_size[] -> int
  event_playable[card, side] -> bool  (extra blocking beyond the card's blocked_by list)
  prestige_drm[] -> int               posture_drm[country] -> int
  troops[country] -> int              (Troops counted in a country: cubes plus markers, e.g. NATO;
                                       read it through `g.troops(cid)`)
  rc_allowed[country] -> bool         (Regime Change target; base: Islamist Rule)
  blind_card_play[side] -> bool       (the side plays a card drawn at random from its hand)
  event_remove[card] -> bool          (a REMOVE card played for its Event leaves the game; False
                                       keeps it, e.g. Unassociated cards that REMOVE on US play only)

Notification points (the value is None and is ignored; a function may change the state):
  plot_placed[country, plot]          a Plot marker was just placed (it is `plot`, in the country)
  plot_resolved[country, plot]        an unblocked Plot is being resolved (after plot_resolve)
  regime_changed[country]             a Regime Change Operation was just carried out there
  end_of_turn[]                       5.2.5, before Lapsing events end

Action Phase records (not hooks): `g.record(what, cid)` / `g.recorded(what)` in engine.board keep
"disrupt" (US Disrupts) and "to_fair" (Muslim country tested to Fair or improved to Fair/Good)
for this and the last Action Phase (cards 61, 94).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from engine.game import Game

T = TypeVar("T")
_HOOKS: dict[str, list[Callable[..., Any]]] = defaultdict(list)
_WHY: dict[Callable[..., Any], str] = {}
#: per point, the `when` test of each modifier registered for it (None: the modifier gave none)
_WHEN: dict[str, list[Callable[[Game], bool] | None]] = defaultdict(list)
#: per point, the `scope` of each modifier registered for it (None: the modifier gave none)
_SCOPE: dict[str, list[frozenset[str] | None]] = defaultdict(list)


def modifies(
    name: str, why: str = "", when: Callable[[Game], bool] | None = None, scope: tuple[str, ...] | None = None
) -> Callable[[Callable[..., T]], Callable[..., T]]:
    """Register a modifier; `why` says in the log what changed the value ("Al-Anbar in effect").
    `when`: a cheap test on the game alone, False only where the modifier certainly returns the
    value unchanged and changes nothing (e.g. its event is not in play); it lets `idle` answer.
    `scope`: for a point asked of pairs of countries (`adjacent`), the countries outside which it
    changes nothing: a pair neither of whose countries is in it keeps its value (`scope_of`)."""

    def register(fn: Callable[..., T]) -> Callable[..., T]:
        _HOOKS[name].append(fn)
        _WHEN[name].append(when)
        _SCOPE[name].append(None if scope is None else frozenset(scope))
        if why:
            _WHY[fn] = why
        return fn

    return register


def idle(name: str, g: Game) -> bool:
    """No modifier of point `name` can change its value now (each has a `when` that is False):
    a hot rule may then skip `modify` and take the unmodified value (the same result)."""
    for when in _WHEN.get(name, ()):
        if when is None or when(g):
            return False
    return True


def live_when(name: str) -> list[Callable[[Game], bool] | None]:
    """Point `name`'s modifiers' `when` tests as the very list `modifies` appends to (a hot rule's
    `idle`, inlined: a module may keep it from its import on)."""
    return _WHEN[name]


def scope_of(name: str) -> frozenset[str] | None:
    """The countries outside which no modifier of point `name` changes a pair's value (the union
    of their `scope`s), or None where one of them gave no scope (it may change any pair)."""
    scopes = _SCOPE.get(name, ())
    if any(sc is None for sc in scopes):
        return None
    return frozenset().union(*scopes)


def modify(name: str, g: Game, value: T, **context: Any) -> T:
    fns = _HOOKS.get(name)
    if fns:
        for fn in fns:
            value = fn(g, value, **context)
    return value


def modifiers(name: str) -> list[Callable[..., Any]]:
    """The functions registered for point `name`, in order: `modify(name, g, v, **ctx)` is
    `for fn in modifiers(name): v = fn(g, v, **ctx)` (for a hot loop that asks many times)."""
    return _HOOKS.get(name) or []


def live(name: str) -> list[Callable[..., Any]]:
    """Point `name`'s modifiers as the very list `modifies` appends to: a module may keep it from
    its import on, before the events register theirs (a hot rule's `modify`, inlined)."""
    return _HOOKS[name]


def modified(name: str, g: Game, value: T, **context: Any) -> tuple[T, list[str]]:
    """`modify`, and the reasons (the `why` of each modifier that changed the value) for the log."""
    why: list[str] = []
    for fn in _HOOKS.get(name, ()):
        new = fn(g, value, **context)
        if new != value:
            why.append(_WHY.get(fn, "an event in effect"))
        value = new
    return value, why
