"""A finished game rebuilt phase by phase from its stored log: the public board as each phase
began (also inside a decision: the solitaire bot's phases), for the records' replay and for the
film of a game (`GameService` at the game's end, `RecordService.film`)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from bot.core import i18n
from bot.core.botlog import BotLog, new_game
from bot.core.store import ActionRow
from engine import Game, Setup
from engine.msg import Msg
from engine.view import View


class Step(BaseModel):
    """One replay step: the public board as a phase began, or after a decision that changed the
    turn or the phase, or at the end."""

    turn: int
    phase: str
    #: decisions applied so far (0: the set-up); with `during`, the decision being applied
    decisions: int
    #: the decision's label as stored (English), and the option's message when the replayed
    #: prompt offers the option (worded in the reader's language; else the stored text is shown)
    label: str
    said: Msg | None = None
    #: taken inside a decision, as a phase began (the solitaire bot plays its whole Action Phase
    #: inside the US decision that ends the US phase; each of its phases is a step of its own)
    during: bool = False
    view: View

    def when(self, lang: str = i18n.DEFAULT) -> str:
        """Where in the game this board is, in words of `lang` (the decision's label from its
        message; an option the replay does not offer under its id keeps the stored text)."""
        if self.decisions == 0:
            return i18n.t(lang, "replay-when-setup-during" if self.during else "replay-when-setup")
        key = "replay-when-during" if self.during else "replay-when-after"
        label = i18n.word(self.said, lang) if self.said is not None else self.label
        return i18n.t(lang, key, decision=self.decisions, label=label)


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


def _said(g: Game, a: ActionRow) -> Msg | None:
    """The message of the option `a` chose, as the replayed prompt offers it (None when the option
    has no message: a plain label, or an option the prompt does not hold under that id)."""
    p = g.prompt()
    o = next((o for o in p.options if o.id == a.option_id), None) if p is not None and p.role == a.role else None
    return o.msg if o is not None and isinstance(o.msg, Msg) else None


#: a film shows at least so many boards where the game has them: a game of fewer phases is filmed
#: decision by decision (`film_steps`)
FILM_FRAMES = 10


def film_steps(setup: Setup, acts: list[ActionRow], bots: BotLog | None = None, steps: list[Step] | None = None) -> list[Step]:
    """The boards a film shows: one as each phase begins (`steps`, replayed when not given), or,
    in a game of fewer than FILM_FRAMES phases, one after every decision that changed the board
    too (a short game's film is more than a few frames)."""
    steps = steps if steps is not None else replay_steps(setup, acts, bots)
    if len(steps) >= FILM_FRAMES or len(steps) > len(acts):
        return steps
    return replay_steps(setup, acts, bots, every=True)


def replay_steps(setup: Setup, acts: list[ActionRow], bots: BotLog | None = None, every: bool = False) -> list[Step]:
    """Rebuild the game decision by decision: a step as each phase begins (caught inside a
    decision too, so the solitaire bot's phases are steps of their own), after a decision that
    changed the turn or the phase, and for the final position. The views keep no log. `bots`: the
    US bot's recorded answers (`Live.bot_log()`), given back and never asked again; None (a game
    stored without them, or none against the US bot): the bot is asked as it was played.
    `every`: a step after every decision that changed the board too (`film_steps`)."""
    g = new_game(setup, bots, _Recorder)
    steps: list[Step] = []

    def take(n: int, label: str, said: Msg | None, turn: int, phase: str, view: View, during: bool) -> None:
        if not steps or _new_phase(steps[-1], turn, phase) or (every and not during and view != steps[-1].view):
            first = not steps
            steps.append(
                Step(
                    turn=turn, phase=phase, decisions=n, label=label, said=said, during=during and not first, view=view
                )
            )

    def after(n: int, label: str, said: Msg | None = None) -> None:
        for turn, phase, view in g.marks:
            take(n, label, said, turn, phase, view, True)
        g.marks.clear()
        take(n, label, said, g.state.turn, g.state.phase, _board(g), False)

    after(0, "Set-up")
    said: Msg | None = None
    for i, a in enumerate(acts, start=1):
        assert a.role is not None and a.option_id is not None
        said = _said(g, a)
        g.act(a.role, a.option_id, bot=bots.of(a.seq) if bots is not None else None)
        after(i, a.label or a.option_id, said)
    last = steps[-1]
    if acts and (last.decisions != len(acts) or last.during):
        a = acts[-1]
        steps.append(
            Step(
                turn=g.state.turn,
                phase=g.state.phase,
                decisions=len(acts),
                label=a.label or a.option_id or "",
                said=said,
                view=_board(g),
            )
        )
    return steps
