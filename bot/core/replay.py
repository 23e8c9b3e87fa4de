"""A finished game rebuilt phase by phase from its stored log: the public board as each phase
began (also inside a decision: the solitaire bot's phases), for the records' replay and for the
film of a game (`GameService` at the game's end, `RecordService.film`)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from bot.core import i18n
from bot.core.store import ActionRow
from engine import Game, Setup
from engine.view import View


class Step(BaseModel):
    """One replay step: the public board as a phase began, or after a decision that changed the
    turn or the phase, or at the end."""

    turn: int
    phase: str
    #: decisions applied so far (0: the set-up); with `during`, the decision being applied
    decisions: int
    label: str
    #: taken inside a decision, as a phase began (the solitaire bot plays its whole Action Phase
    #: inside the US decision that ends the US phase; each of its phases is a step of its own)
    during: bool = False
    view: View

    def when(self, lang: str = i18n.DEFAULT) -> str:
        """Where in the game this board is, in words of `lang` (the decision's label as stored)."""
        if self.decisions == 0:
            return i18n.t(lang, "replay-when-setup-during" if self.during else "replay-when-setup")
        key = "replay-when-during" if self.during else "replay-when-after"
        return i18n.t(lang, key, decision=self.decisions, label=self.label)


class _Recorder(Game):
    """A Game that notes the public board whenever a phase begins (a public log entry of kind
    "phase"), also in the middle of a decision: the solitaire Jihadist's Action Phase, the
    Plots and the end of the turn all run inside one US decision. Read-only: it only watches."""

    def __init__(self, state: Any):
        super().__init__(state)
        self.marks: list[tuple[int, str, View]] = []

    def log(self, text: Any, kind: str = "info", to: Any = None) -> None:
        super().log(text, kind, to)
        if kind == "phase" and to is None and self.state.phase not in ("setup", "over"):
            self.marks.append((self.state.turn, self.state.phase, _board(self)))


def _board(g: Game) -> View:
    """The public view without its log and prompt (the board does not draw them)."""
    return g.view(None).model_copy(update={"log": [], "prompt": None})


def _new_phase(last: Step, turn: int, phase: str) -> bool:
    """A board worth a step: another phase, or the same Action Phase in a new turn (a reshuffle,
    logged while the next turn is dealt, is not a phase of its own)."""
    return phase != last.phase or (turn != last.turn and phase in ("us", "jihadist"))


def replay_steps(setup: Setup, acts: list[ActionRow]) -> list[Step]:
    """Rebuild the game decision by decision: a step as each phase begins (caught inside a
    decision too, so the solitaire bot's phases are steps of their own), after a decision that
    changed the turn or the phase, and for the final position. The views keep no log."""
    g = _Recorder.replay(setup, [])
    steps: list[Step] = []

    def take(n: int, label: str, turn: int, phase: str, view: View, during: bool) -> None:
        if not steps or _new_phase(steps[-1], turn, phase):
            first = not steps
            steps.append(
                Step(turn=turn, phase=phase, decisions=n, label=label, during=during and not first, view=view)
            )

    def after(n: int, label: str) -> None:
        for turn, phase, view in g.marks:
            take(n, label, turn, phase, view, True)
        g.marks.clear()
        take(n, label, g.state.turn, g.state.phase, _board(g), False)

    after(0, "Set-up")
    for i, a in enumerate(acts, start=1):
        assert a.role is not None and a.option_id is not None
        g.act(a.role, a.option_id)
        after(i, a.label or a.option_id)
    last = steps[-1]
    if acts and (last.decisions != len(acts) or last.during):
        a = acts[-1]
        steps.append(
            Step(
                turn=g.state.turn,
                phase=g.state.phase,
                decisions=len(acts),
                label=a.label or a.option_id or "",
                view=_board(g),
            )
        )
    return steps
