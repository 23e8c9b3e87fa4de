"""6.2 Card events: the registry (`registry.py`) and the events of each association (`us.py`,
`jihadist.py`, `unassociated.py`). The registry sits below card play (engine.cardplay runs the
events through it); the event modules sit above it (they use card play and the Operations).
`from engine import events` gives the registry's names."""

from engine.events.registry import (
    EVENTS,
    EventDef,
    Playable,
    Run,
    blocked,
    blockers,
    can_play_as_event,
    decider,
    event,
    implemented,
    load,
    playable,
    run_event,
    why_not_playable,
)

__all__ = [
    "EVENTS",
    "EventDef",
    "Playable",
    "Run",
    "blocked",
    "blockers",
    "can_play_as_event",
    "decider",
    "event",
    "implemented",
    "load",
    "playable",
    "run_event",
    "why_not_playable",
]
