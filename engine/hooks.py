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
  plot_funding[country, plot] -> int (Funding change of a resolving Plot; None = set to 9)
  plot_resolve[country, plot] -> bool (False: the Plot is removed without effect)
  us_hand_size[] -> int               jihadist_hand_size[] -> int
  event_playable[card, side] -> bool  (extra blocking beyond the card's blocked_by list)
  prestige_drm[] -> int               posture_drm[country] -> int
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from engine.game import Game

T = TypeVar("T")
_HOOKS: dict[str, list[Callable[..., Any]]] = defaultdict(list)


def modifies(name: str) -> Callable[[Callable[..., T]], Callable[..., T]]:
    def register(fn: Callable[..., T]) -> Callable[..., T]:
        _HOOKS[name].append(fn)
        return fn

    return register


def modify(name: str, g: Game, value: T, **context: Any) -> T:
    for fn in _HOOKS.get(name, ()):
        value = fn(g, value, **context)
    return value
