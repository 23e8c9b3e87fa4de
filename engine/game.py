"""The engine's face (DESIGN.md): `Game.new`, `prompt`, `act`, `view`, JSON and replay.

Every decision is a `Prompt` (engine.prompts): the role that must answer, a sentence, and the
legal options. Rules are written as generator procedures that `yield` a Prompt and receive the
chosen option id. The sequence of play (engine.sequence) hands the driver one *unit* at a time (a
card play, plot resolution, the end of a turn); at the start of a unit the state is quiescent
and a checkpoint may be taken (one every CHECKPOINT_SPAN answers), so a game saved in the
middle of a unit is restored by replaying the answers given since the last checkpoint, across
the units between.
"""

from __future__ import annotations

import json
import secrets
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from pydantic import TypeAdapter

from engine.board import Board, GameOver
from engine.data import CARDS
from engine.decider import solo, us_bot
from engine.events import jihadist, unassociated, us  # noqa: F401  (register the events and their rule modifiers)
from engine.events.registry import can_play_as_event
from engine.msg import Msg, Text, m
from engine.msg import role as role_ref
from engine.position import apply_position
from engine.prompts import IllegalAction, Option, Proc, Prompt, ask, label
from engine.rng import PURPOSES
from engine.sequence import next_unit, unit_may_ask
from engine.setup import Setup, initial_state
from engine.state import GameState, LogEntry, Role, copy_state
from engine.view import make_view

__all__ = ["BotAnswer", "Game", "GameOver", "IllegalAction", "Option", "Proc", "Prompt", "Setup", "ask", "label"]


class Checkpoint:
    """The state at a unit's start (without its log), for a restore: taken as a copy of the state
    (`copy_state`, about half the cost of its JSON) and written as JSON only when first asked for
    (a save): a game played through `prompt`/`act` and never saved writes none. The JSON is then
    kept: the same text as the state's `model_dump_json(exclude={"log"})` at that moment,
    whatever the rules changed since. A restore (a copy, an undo) starts from a copy of the copy
    (`state`), a fifth of the time of reading the JSON; a checkpoint read from a save has only
    its JSON."""

    __slots__ = ("_state", "_text")

    def __init__(self, state: GameState | None = None, text: str | None = None):
        self._state, self._text = state, text

    def json(self) -> str:
        text = self._text
        if text is None:
            assert self._state is not None
            text = self._text = self._state.model_dump_json(exclude={"log"})
        return text

    def state(self) -> GameState:
        """A new state equal to the checkpoint's (with an empty log), for a game to play on."""
        held = self._state
        return copy_state(held) if held is not None else GameState.model_validate_json(self.json())


class SavePoint(NamedTuple):
    """The game just before a decision, as `Game.act` keeps it for `Game.undone`: the unit's
    checkpoint (shared, never copied), the log's length then and the answers given since: the
    first `given` of `answers`, a list shared with the game (only ever appended to while it is
    the game's: a new checkpoint or a restore starts a new list), so no save point copies it."""

    checkpoint: Checkpoint | None
    checkpoint_log: int
    answers: list[Answer]
    given: int


class BotAnswer(NamedTuple):
    """The US bot's answer to one of its prompts, as the game asked it and keeps it (docs/engine.md,
    "Bot answers"): recorded among a unit's answers, so that a restore (a load, an undo, a copy)
    replays it instead of asking the bot again, and handed to the caller (`Game.bot_answers`) to
    keep in its action log and give back to `act`/`new`/`replay` (`bot=`), checked and never asked."""

    role: Role
    option: str
    #: what the bot said as it answered (its reason, logged for everyone): logged again on replay
    said: Text | None = None

    def to_json(self) -> dict[str, Any]:
        said = self.said.to_json() if isinstance(self.said, Msg) else self.said
        return {"role": self.role, "option": self.option, "said": said}

    @classmethod
    def from_json(cls, data: Any) -> BotAnswer:
        """A bot answer from `to_json`'s form (also a list or tuple of role, option, said)."""
        if isinstance(data, (list, tuple)) and 2 <= len(data) <= 3:
            data = dict(zip(("role", "option", "said"), data, strict=False))
        if not isinstance(data, dict) or set(data) - {"role", "option", "said"}:
            raise ValueError(f"not a bot answer: {data!r}")
        role, option, said = data.get("role"), data.get("option"), data.get("said")
        if role not in ("us", "jihadist") or not isinstance(option, str):
            raise ValueError(f"not a bot answer: {data!r}")
        return cls(role, option, said if said is None or isinstance(said, str) else Msg.from_json(said))


#: one of a unit's answers since its checkpoint: a person's option id, or a bot's answer
Answer = str | BotAnswer

_new_tuple = tuple.__new__

#: answers after which a unit's start takes a new checkpoint (`Game._start_unit`): fewer state copies
#: (a random 1-deck game takes about 3 instead of one per unit: 16 -> 128 made the face about 12%
#: faster); a restore (a load, an undo, a copy) replays at most these answers and those of the
#: unit in flight (128: a random game's load 3.1 ms median instead of 2.2 with 16, an undo 0.6
#: instead of 0.2). A game copied often (the service's, the US bot's) takes one at every unit's
#: start instead (`unit_checkpoints`).
CHECKPOINT_SPAN = 128


class Game(Board):
    #: a bulk replay that knows the decisions to come sets this while the units it starts will
    #: certainly be finished: they begin without a checkpoint (see `restorable`)
    defer_checkpoints = False
    #: a game whose decisions a search copies (self-play's US bot; a US bot game always does):
    #: a checkpoint at every unit's start, so a copy replays only the unit in flight
    unit_checkpoints = False
    #: the US bot seeds its choices from the prompt's words (`Prompt.text`), as it did before its
    #: answers were recorded, instead of the prompt's message id and arguments: only to ask it
    #: again, as the live game asked it, in a game stored without its answers (docs/engine.md)
    legacy_bot_seeds = False

    @staticmethod
    def auto_answer(g: Game, p: Prompt) -> str:
        """Solitaire: the bot's answer to a prompt addressed to its role (engine.decider)."""
        return solo().answer(g, p)

    def __init__(self, state: GameState):
        self.state = state
        self.victory_checks = state.phase != "setup"
        self._gen: Proc | None = None
        self._pending: Prompt | None = None
        self._cp: Checkpoint | None = None  # the state at the start of this unit or an earlier one
        self._checkpoint_log = 0
        self._deferred = False  # the unit in flight began without its checkpoint (defer_checkpoints)
        self._answers: list[Answer] = []  # since the checkpoint: people's and the US bot's
        self._feed: deque[Answer] = deque()  # `_restore`: answers still to replay
        #: the US bot's recorded answers the caller handed to `act`/`new` (`bot=`), still to replay;
        #: None: the bot is asked
        self._bot_given: deque[BotAnswer] | None = None
        #: the US bot's answers given during the last `new` or `act` (asked or replayed), in order
        self.bot_answers: list[BotAnswer] = []
        #: `undone`'s save points: the game before each of the last decisions that may still be
        #: undone (no die rolled, card drawn or secret revealed since), oldest first
        self._points: list[SavePoint] = []
        #: `state_json`'s serialized log: the first entries of the log (the very objects), where
        #: the JSON of each ends in the text, and the text (the entries' JSON joined by commas)
        self._log_json: tuple[list[LogEntry], list[int], str] = ([], [], "")

    @property
    def _checkpoint(self) -> str | None:
        """The checkpoint's JSON (written now if it was not yet: `Checkpoint`), or None."""
        cp = self._cp
        return None if cp is None else cp.json()

    @_checkpoint.setter
    def _checkpoint(self, text: str | None) -> None:
        self._cp = None if text is None else Checkpoint(text=text)

    # ------------------------------------------------------------------ creation
    @classmethod
    def new(
        cls,
        scenario: str = "lets_roll",
        players: str = "two",
        seed: int | None = None,
        length: int = 1,
        ideology: str = "normal",
        position: dict[str, Any] | None = None,
        dice: list[int] | dict[str, list[int]] | None = None,
        mini_decks: bool = False,
        us_bot: str | None = None,
        *,
        bot: Sequence[BotAnswer] | None = None,
        legacy_bot_seeds: bool = False,
    ) -> Game:
        """Set up a scenario (3.x) and play on to the first decision.

        `dice` scripts the first rolls (tests: a list in order, or a dict by purpose as
        `script_dice` takes them); `position` overrides the set-up (engine.position); `us_bot`
        (a 2-player game) names the level of the US bot that plays the US seat (engine.usbot).
        `bot`: the US bot's answers recorded before the first decision (`act`'s `bot`);
        `legacy_bot_seeds`: a game stored without its bot answers (`Game.legacy_bot_seeds`).
        """
        if seed is None:
            seed = secrets.randbelow(2**63)
        setup = Setup(
            scenario=scenario, players=players, seed=seed, length=length, ideology=ideology, position=position,
            mini_decks=mini_decks, us_bot=us_bot,
        )
        state = initial_state(setup)
        if setup.position is not None:
            apply_position(state, setup.position)
        game = cls(state)
        if legacy_bot_seeds:
            game.legacy_bot_seeds = True
        if dice:  # a list: in order; a dict: by purpose (script_dice)
            game.script_dice(**dice) if isinstance(dice, dict) else game.script_dice(*dice)
        game._advance_with(bot)
        return game

    @classmethod
    def replay(
        cls, setup: Setup | dict[str, Any], actions: Sequence[tuple[str, str] | BotAnswer], *, legacy_bot_seeds: bool = False
    ) -> Game:
        """Rebuild a game from its set-up and its decisions in order: (role, option id) pairs, and
        where the US bot answered, its `BotAnswer`s (`bot_answers`' items, after the decision that
        led to them). With none of these the bot is asked again (a game stored without them;
        `legacy_bot_seeds`: one played before they were recorded); with any, every one is replayed,
        checked, and the bot never asked (IllegalAction or ValueError where they do not fit)."""
        s = setup if isinstance(setup, Setup) else Setup.model_validate(setup)
        recorded = any(a.__class__ is BotAnswer for a in actions)
        steps: list[tuple[tuple[str, str] | None, list[BotAnswer]]] = [(None, [])]
        for a in actions:
            if a.__class__ is BotAnswer:
                steps[-1][1].append(a)  # type: ignore[arg-type]
            else:
                steps.append((a, []))  # type: ignore[arg-type]
        opening = steps[0][1] if recorded else None
        game = cls.new(
            s.scenario, s.players, s.seed, s.length, s.ideology, s.position, mini_decks=s.mini_decks, us_bot=s.us_bot,
            bot=opening, legacy_bot_seeds=legacy_bot_seeds,
        )
        for act, bots in steps[1:]:
            assert act is not None
            game.act(act[0], act[1], bot=bots if recorded else None)
        return game

    # ------------------------------------------------------------------ the face
    def prompt(self) -> Prompt | None:
        """The decision the game waits for, or None when it is over."""
        return self._pending

    @property
    def over(self) -> bool:
        return self.state.phase == "over"

    def script_dice(self, *rolls: int, **by_purpose: list[int]) -> None:
        """Tests: the next die rolls come from these lists before the RNG.

        `script_dice(3, 4, 1)` serves the next rolls in order, whatever they are for.
        `script_dice(test=[5], posture=[2], jihad=[1, 1], random=[2])` serves each roll from
        its purpose's queue (engine.rng.PURPOSES: test, posture, prestige, governance, recruit,
        travel, jihad, plot, event, random); while any queue holds dice, a roll for another
        purpose raises engine.rng.ScriptedDiceError. A `random` k picks the k-th candidate.
        """
        unknown = sorted(set(by_purpose) - set(PURPOSES))
        if unknown:
            raise ValueError(f"no dice are rolled for {', '.join(unknown)}; purposes: {', '.join(PURPOSES)}")
        for purpose, values in by_purpose.items():
            top = 6 if purpose != "random" else 120
            if any(not isinstance(v, int) or not 1 <= v <= top for v in values):
                raise ValueError(f"scripted {purpose} dice must be whole numbers 1-{top}: {values}")
        rng = self.state.rng
        rng.scripted.extend(rolls)
        for purpose, values in by_purpose.items():
            if values:
                rng.by_purpose.setdefault(purpose, []).extend(values)

    def act(self, role: str, option_id: str, bot: Sequence[BotAnswer] | None = None) -> list[LogEntry]:
        """Apply one decision. Illegal input raises IllegalAction and changes nothing.

        The US bot's answers this decision leads to are in `bot_answers` afterwards. `bot`: those
        answers as recorded (a replay): each is checked against its prompt and given instead of
        asking the bot; one that is not legal raises IllegalAction, too few or too many ValueError,
        and the game is left as it was (docs/engine.md, "Bot answers")."""
        p = self._pending
        s = self.state
        if p is None or s.phase == "over":
            raise IllegalAction(m("illegal-game-over"))
        if role != p.role:
            if role not in ("us", "jihadist"):
                raise IllegalAction(m("illegal-role", role=repr(role)))
            raise IllegalAction(m("illegal-not-your-decision", side=role_ref(p.role), other=role_ref(role)))
        if not p.offers(option_id):  # (by id: no option is made, engine.prompts.LazyPrompt)
            raise IllegalAction(m("illegal-option", option=repr(option_id), prompt=p.msg))
        start = len(s.log)
        # the game before it (a save point, made only where kept): the unit's checkpoint, the log's
        # length then and the answers given since, the first `given` of a list only ever appended to
        # while it is the game's (a new unit or a restore takes a new list)
        cp, cp_log, answers, given = self._cp, self._checkpoint_log, self._answers, len(self._answers)
        s.decisions += 1
        answers.append(option_id)
        self._pending = None
        try:
            self._advance_with(bot, option_id)
        except Exception:
            # a bug (or a recorded bot answer that does not fit) must not leave a half-applied
            # action behind: rebuild the state before it
            self._cp, self._checkpoint_log, self._answers = cp, cp_log, answers[:given]
            self.bot_answers = []
            if cp is not None:  # (a deferred one: the replay is given up)
                self._restore()
            raise
        s = self.state
        if self._pending is not None and cp is not None and s.undo_barrier < s.decisions:
            self._points.append(_new_tuple(SavePoint, (cp, cp_log, answers, given)))  # (SavePoint(...) without its __new__'s call)
        else:  # this decision cannot be undone, so neither can those before it
            self._points.clear()
        return s.log[start:]

    def event_playable(self, card: int, side: Role) -> bool:
        """Whether `side` could play card `card`'s Event now: a card of its side or Unassociated
        (6.2.5), implemented, its precondition met and not Blocked (6.2.6, 6.2.8); for the
        solitaire Jihadist also 9.6. Judged on the board as it stands, in any phase."""
        if card not in CARDS:
            raise IllegalAction(m("illegal-card", card=repr(card), count=len(CARDS)))
        if side not in ("us", "jihadist"):
            raise IllegalAction(m("illegal-side", side=repr(side)))
        if side == "jihadist" and self._is_bot(side):
            return CARDS[card].side != "US" and solo().event_playable(self, card)  # 9.4.1 with 9.6's condition
        return can_play_as_event(self, card, side)

    @property
    def restorable(self) -> bool:
        """Whether `to_json` can save the game as it stands (a checkpoint covers the unit in flight)."""
        return self._pending is None or self._cp is not None

    def undone(self) -> Game | None:
        """The game before its last decision, in constant time: rebuilt as `from_json` rebuilds a
        save, from the save point this object kept when it made that decision (its unit's
        checkpoint and answers; the log is the first entries of this game's, which is append-only).
        None where `can_undo` refuses or no save point was kept: a game read from JSON keeps none
        for the decisions before, and one replayed with `defer_checkpoints` none without a
        checkpoint. This game is left as it is."""
        if not self._points or not self.can_undo()[0]:
            return None
        point = self._points[-1]
        game = type(self)(self.state)  # _restore replaces the state and keeps the log's prefix
        game._cp, game._checkpoint_log, game._answers = point.checkpoint, point.checkpoint_log, point.answers[: point.given]
        game._log_json = self._log_json  # the entries it shares with this game are serialized
        game._restore()
        game._points = self._points[:-1]
        return game

    def can_undo(self) -> tuple[bool, str]:
        s = self.state
        if s.decisions == 0:
            return False, "There is nothing to undo."
        if s.undo_barrier >= s.decisions:
            return False, "A die was rolled, a card drawn or a secret revealed since that decision."
        return True, ""

    def view(self, role: Role | None = None) -> Any:
        return make_view(self, role)

    # ------------------------------------------------------------------ the driver
    def _advance_with(self, bot: Sequence[BotAnswer] | None, answer: str | None = None) -> None:
        """`_advance` with the US bot's recorded answers `bot` to give (None: it is asked); the
        answers given are `bot_answers`. Raises ValueError where `bot` holds too few or too many."""
        self.bot_answers = []
        if bot is None:
            self._advance(answer)
            return
        given = self._bot_given = deque(bot)
        try:
            self._advance(answer)
        finally:
            self._bot_given = None
        if given:
            raise ValueError(f"{len(given)} recorded US bot answer(s) left over: the game asked the bot no more")

    def _advance(self, answer: str | None = None) -> None:
        while self._pending is None and self.state.phase != "over":
            try:
                if self._gen is None:
                    self._start_unit()
                    self._gen = next_unit(self)
                    ask = next(self._gen)
                else:
                    ask = self._gen.send(answer)  # type: ignore[arg-type]
            except StopIteration:
                self._gen = None
                answer = None
                continue
            except GameOver as e:
                self._gen = None
                self._finish(e)
                return
            answer = None
            if not ask.size():
                raise RuntimeError(f"engine bug: a prompt with no options: {ask.text}")
            role = ask.role
            s = self.state
            # (`_is_bot`, inlined)
            if (s.players == "solo" if role == "jihadist" else (s.flags and s.us_bot is not None)):
                answer = self._bot_answer(ask)
                continue
            if self._cp is None and not self._deferred:
                raise RuntimeError("engine bug: a unit without a checkpoint stopped for a decision")
            if self._feed:  # `_restore`: the answers given after the checkpoint, in order
                given = self._feed.popleft()
                self._answers.append(given)
                # (a bot's answer at a person's prompt: a search's copy, where the US is no bot)
                answer = given if given.__class__ is str else given.option  # type: ignore[union-attr]
                self.state.decisions += 1
                continue
            self._pending = ask

    def fork(self, fast: bool = False) -> Game:
        """An independent copy of the game as it stands, at the same decision: for search (roll the
        copy out, keep the original). Rebuilt as `from_json` rebuilds a save, from the unit's
        checkpoint and answers, without writing or reading the save (the log's entries are shared:
        they are never changed). Raises ValueError where the game is not `restorable`. `fast`: a
        copy for a rollout only, replayed as `rollout` plays (no log entry, labels or odds, no
        checkpoint after: the copy is not `restorable`), a good deal quicker."""
        if not self.restorable:
            raise ValueError("This game cannot be copied now: the unit in flight began without its checkpoint.")
        if self._pending is None:  # over (or between units): the state alone
            state = GameState.model_validate_json(self.state.model_dump_json(exclude={"log"}))
            state.log = list(self.state.log)
            return type(self)(state)
        game = type(self)(self.state)  # _restore replaces the state and keeps the log's prefix
        game._cp, game._checkpoint_log, game._answers = self._cp, self._checkpoint_log, list(self._answers)
        game._log_json = self._log_json
        game._restore(fast)
        game._points = [] if fast else list(self._points)
        return game

    def rollout(self, policy: Callable[[Game, Prompt], str], max_decisions: int | None = None, odds: bool = False) -> Game:
        """Play on fast to the end of the game (or for `max_decisions` decisions), `policy(game,
        prompt)` giving each option id: for self-play and search. The game reaches exactly the
        state that the same answers given through `act` reach, but for the log: no entry is
        written while it runs. The policy must not rely on labels (the costliest, the card menu's and
        Travel destinations', are left empty) and no checkpoint or undo point is kept, so `undone` has nothing to go back to and, stopped before
        the end, the game is not `restorable` until its next unit begins through `act`. A choice
        that is not one of the prompt's option ids raises IllegalAction (the state is unchanged).
        In solitaire the bot answers its own prompts, as always. Options carry no odds unless
        `odds` (computing them is a good part of a decision's time). Returns the game."""
        left = -1 if max_decisions is None else max_decisions
        self._points.clear()  # (the decisions of a rollout cannot be undone)
        self._cp, self._deferred, self._answers = None, True, []
        self.fast, self.no_odds = True, not odds
        try:
            while left and (p := self._pending) is not None:
                choice = policy(self, p)
                if not p.offers(choice):
                    raise IllegalAction(m("illegal-option", option=repr(choice), prompt=p.msg))
                self.state.decisions += 1
                self._pending = None
                self._advance(choice)
                left -= 1
        finally:
            self.fast = self.no_odds = False
        return self

    def _start_unit(self) -> None:
        """At a unit's start (the state is quiescent): take a checkpoint, or keep the one in force.
        A checkpoint is the state at the start of this unit or of an earlier one; `_answers` are
        the decisions given since, so a restore replays them across the units between (each unit
        is a deterministic function of the state and the answers). A new checkpoint is taken once
        CHECKPOINT_SPAN answers have gone by (bounding a restore's replay), or where none is in
        force; a unit that cannot stop for a decision needs none of its own (phase changes)."""
        if self._feed:  # a restore: the checkpoint in force covered this unit when it was played
            return
        if self.fast or (self.defer_checkpoints and not self._bot_may_search()):
            self._deferred, self._cp, self._answers = True, None, []
            return
        if self._cp is not None and not self._deferred and len(self._answers) < CHECKPOINT_SPAN and not self.unit_checkpoints:
            flags = self.state.flags  # (the US bot's search copies its unit from the unit's start: GameState.us_bot)
            if not flags or self.state.us_bot is None:
                return  # (chained: the checkpoint in force)
        self._deferred = False
        self._cp = self._snapshot() if unit_may_ask(self) else None
        self._answers = []

    def _bot_may_search(self) -> bool:
        """A US bot game whose bot may be asked (no recorded answers handed in: `act`'s `bot`):
        its search copies its unit from the unit's checkpoint, so the unit needs one even where
        `defer_checkpoints` would leave it out, or the bot would see other futures than the
        live game's bot saw (the live game took one at every unit's start)."""
        s = self.state
        return bool(s.flags) and s.us_bot is not None and self._bot_given is None

    def _is_bot(self, role: Role) -> bool:
        """The solitaire Jihadist, or a US bot (named in the flags, most often empty: the property
        is asked only then). `_advance` inlines this test for every prompt."""
        s = self.state
        return s.players == "solo" if role == "jihadist" else bool(s.flags and s.us_bot is not None)

    def _bot_answer(self, ask: Prompt) -> str:
        """The solitaire Jihadist bot's answer (engine.decider: a flowchart, always asked), or the
        US bot's: its recorded answer where there is one (a restore's, or the caller's `bot`),
        checked and logged again, else asked (engine.decider) and recorded."""
        if ask.role != "us":
            return solo().answer(self, ask)
        feed = self._feed
        if feed and feed[0].__class__ is BotAnswer:  # a restore: the answer the game recorded
            given: BotAnswer = feed.popleft()  # type: ignore[assignment]
        elif self._bot_given is not None:  # a replay: the answer the caller recorded
            if not self._bot_given:
                raise ValueError(f"the recorded US bot answers end before its decision {ask.msg!r}")
            given = self._bot_given.popleft()
        else:
            option, said = us_bot().answer(self, ask)
            given = _new_tuple(BotAnswer, ("us", option, said))
            self.log(said, kind="ops")
            self._answers.append(given)
            self.bot_answers.append(given)
            return option
        if given.role != "us" or not ask.offers(given.option):
            raise IllegalAction(m("illegal-option", option=repr(given.option), prompt=ask.msg))
        if given.said is not None:
            self.log(given.said, kind="ops")
        self._answers.append(given)
        self.bot_answers.append(given)
        return given.option

    def _finish(self, e: GameOver) -> None:
        s = self.state
        s.winner = e.winner
        s.victory = e.reason
        s.phase = "over"
        self.log(m("victory", side=role_ref(e.winner), reason=e.reason), kind="victory")
        self._pending = None

    def _snapshot(self) -> Checkpoint:
        """The quiescent state at a unit's start, without the (append-only) log: a copy, its JSON
        written when first asked for (`Checkpoint`)."""
        self._checkpoint_log = len(self.state.log)
        return Checkpoint(copy_state(self.state))

    def _restore(self, fast: bool = False) -> None:
        """Rebuild the game from its checkpoint and the answers given since (across units); `fast`:
        replayed as `rollout` plays (for a copy that is only rolled out: `fork`)."""
        assert self._cp is not None
        old = self.state.log  # (this moment's or a later one's: the log is append-only)
        log = old[: self._checkpoint_log]
        self.state = self._cp.state()
        self.state.log = log
        self.victory_checks = self.state.phase != "setup"
        self._feed = deque(self._answers)
        self._gen = None
        self._pending = None
        self._deferred = False
        self._answers = []
        self.fast, self.no_odds = fast, fast
        try:  # replay from the checkpoint's unit: `_advance` feeds the answers in order, across units
            self._advance()
        finally:
            self._feed.clear()
            self.fast = self.no_odds = False
            self.bot_answers = []  # (those replayed were given before)
        if fast:  # (a rollout's copy: it keeps no checkpoint, as `rollout`)
            self._cp, self._deferred, self._answers = None, True, []
            return
        # the replay wrote the entries since the checkpoint again: keep the very objects it had
        # where they are equal (state_json serializes each entry once, by identity)
        new_log = self.state.log
        for i in range(self._checkpoint_log, min(len(new_log), len(old))):
            if new_log[i] != old[i]:
                break
            new_log[i] = old[i]

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> str:
        """The game with its in-flight unit; key order is significant (countries in map order)."""
        answers = json.dumps([a if a.__class__ is str else a.to_json() for a in self._answers])  # type: ignore[union-attr]
        return (
            f'{{"state":{self.state_json()},"checkpoint":{self._checkpoint or "null"},'
            f'"checkpoint_log":{self._checkpoint_log},"answers":{answers},"bot_answers":true}}'
        )

    @classmethod
    def from_json(cls, text: str, log: list[LogEntry] | None = None) -> Game:
        """A game saved by `to_json`. `log`: the log of a later moment of this same game (the game
        in memory that an undo goes back from). The log is append-only, so the saved one is its
        prefix and is taken from it rather than read again: most of a long game's save is its log.
        The saved log's length and last entry are checked against it; a save they do not fit is
        read whole."""
        state_text, cp_text, rest = _split_saved(text)
        state = _state_sharing_log(state_text, log) if log is not None else None
        if state is None:
            state = GameState.model_validate_json(state_text)
        game = cls(state)
        if state.phase == "over":
            return game
        game._checkpoint = None if cp_text == "null" else cp_text
        game._checkpoint_log = int(rest["checkpoint_log"])
        game._answers = [a if isinstance(a, str) else BotAnswer.from_json(a) for a in rest["answers"]]
        # a save from before the bot's answers were kept: its restore asks the bot again, as the
        # live game asked it (`legacy_bot_seeds`)
        legacy = not rest.get("bot_answers")
        if legacy:
            game.legacy_bot_seeds = True
        try:
            if game._cp is None:
                game._advance()
            else:
                game._restore()
        finally:
            if legacy:
                del game.legacy_bot_seeds
        return game

    def state_json(self) -> str:
        """The state alone, byte-stable (for equality checks): `model_dump_json`'s text, built with
        each log entry serialized once and kept. A long game's state is mostly its log, and it is
        saved after every decision and every undo; the log is append-only (an undo or a restore
        keeps a prefix of the same entries), so only the new entries are serialized."""
        log = self.state.log
        entries, ends, text = self._log_json
        m = _shared_prefix(log, entries)
        if m < len(entries) or m < len(log):  # (new lists: a game it was built from may hold these)
            ends = ends[:m]
            text = text[: ends[m - 1]] if m else ""
            if m < len(log):  # the new entries in one call (one per entry cost twice as much)
                more = _LOG_ADAPTER.dump_json(log[m:]).decode()[1:-1]
                base = len(text) + 1 if text else 0
                text = f"{text},{more}" if text else more
                # each entry ends where the next begins: `,{"seq":` stands nowhere else (a raw `"`
                # cannot stand inside a JSON string, and a message's JSON has no "seq" object)
                at = more.find(',{"seq":')
                while at >= 0:
                    ends.append(base + at)
                    at = more.find(',{"seq":', at + 1)
                ends.append(base + len(more))
                if len(ends) != len(log):  # (cannot happen; but never a wrong cut)
                    return self.state.model_dump_json()
            self._log_json = (log[: len(ends)], ends, text)
        rest = self.state.model_dump_json(exclude={"log"})
        i = rest.find(f',"{_AFTER_LOG}":')
        if i < 0:
            return self.state.model_dump_json()
        return f'{rest[:i]},"log":[{text}]{rest[i:]}'


_LOG_ADAPTER: TypeAdapter[list[LogEntry]] = TypeAdapter(list[LogEntry])
#: GameState's field after the log: where `state_json` puts the log (the key order is significant)
_AFTER_LOG = list(GameState.model_fields)[list(GameState.model_fields).index("log") + 1]


def _shared_prefix(log: list[LogEntry], entries: list[LogEntry]) -> int:
    """How many of the log's first entries are `entries`' (the very same objects): the log is
    append-only and a rebuilt game shares a prefix of the entries, so the shared part is a prefix."""
    n = min(len(log), len(entries))
    if n == 0 or log[n - 1] is entries[n - 1]:
        return n
    lo, hi = 0, n - 1  # log[:lo] shared; log[hi] not
    while lo < hi:
        mid = (lo + hi) // 2
        if log[mid] is entries[mid]:
            lo = mid + 1
        else:
            hi = mid
    return lo


def _state_sharing_log(state_text: str, log: list[LogEntry]) -> GameState | None:
    """The state of `state_text` with its log taken from `log` (a later log of the same game), or
    None where the saved log is not a prefix of it (judged by its length and last entry) or the
    text has another shape. The log's array is cut out of the text, not parsed: a raw `"` cannot
    stand inside a JSON string, LogEntry holds no list and GameState no other `log` key, so the
    array ends at the first `],"` after it (the log is not GameState's last field)."""
    head = ',"log":['
    i = state_text.find(head)
    j = state_text.find('],"', i) if i >= 0 else -1
    if j < 0:
        return None
    k = state_text.rfind('{"seq":', i, j)
    try:
        n = 0
        if k >= 0:
            last = LogEntry.model_validate_json(state_text[k:j])
            if not last.seq < len(log) or log[last.seq] != last:
                return None
            n = last.seq + 1
        elif j != i + len(head):
            return None
        state = GameState.model_validate_json(state_text[:i] + state_text[j + 1 :])
    except ValueError:
        return None
    if state.log:  # what was cut out was not the state's own log
        return None
    state.log = log[:n]
    return state


def _split_saved(text: str) -> tuple[str, str, dict[str, Any]]:
    """`to_json`'s text cut into the state's JSON, the checkpoint's JSON and the rest, so that
    each GameState is validated straight from its JSON (about twice as fast as through dicts,
    which matters for undo and loading late in long games). The two keys are found from the end:
    a raw `"` cannot stand inside a JSON string and GameState has no such keys. Text of any
    other shape goes the slow way, which also reports malformed input."""
    head = '{"state":'
    i = text.rfind(',"checkpoint":')
    j = text.rfind(',"checkpoint_log":')
    if text.startswith(head) and 0 < i < j:
        rest = json.loads("{" + text[j + 1 :])
        if isinstance(rest, dict) and set(rest) - {"bot_answers"} == {"checkpoint_log", "answers"}:
            return text[len(head) : i], text[i + len(',"checkpoint":') : j], rest
    data = json.loads(text)
    cp = data["checkpoint"]
    return (
        json.dumps(data["state"]),
        "null" if cp is None else json.dumps(cp, separators=(",", ":")),
        {"checkpoint_log": data["checkpoint_log"], "answers": data["answers"], "bot_answers": data.get("bot_answers", False)},
    )

