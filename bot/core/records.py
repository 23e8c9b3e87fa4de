"""Game records and player stats: finished games as a readable log, as the replayable export,
as a step-by-step replay of board images, and each player's results across games.

Transport-free (every method returns a `Reply`), read-only on the `GameService`'s database.
Only finished games (over or aborted) have records; their public log is built from log entries
with `to is None`. Attempts at a challenge that is still open are guarded by
`ChallengeService.guard` (their records would show the cards to come).
"""

from __future__ import annotations

import asyncio
import json
from collections import Counter, OrderedDict
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel

from bot.core.challenges import ChallengeService
from bot.core.service import (
    EXPORT_FORMAT,
    EXPORT_VERSION,
    PHASE_NAMES,
    Attachment,
    BoardImage,
    ExportDoc,
    GameService,
    PrivateMessage,
    Reply,
    chunks,
    renderer,
    role_label,
    state_hash,
)
from bot.core.store import ActionRow, GameRow, Seat, effective_acts, now
from engine import Game, Setup
from engine.data import SCENARIOS
from engine.setup import LENGTHS
from engine.view import View

FINISHED = ("over", "aborted")
#: replays kept in memory (a finished game never changes, so its steps can be reused)
REPLAY_CACHE = 8


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

    def when(self) -> str:
        """Where in the game this board is, in words."""
        if self.decisions == 0:
            return "as the phase began, after the set-up" if self.during else "after the set-up"
        if self.during:
            return f"as the phase began, during decision {self.decisions}: {self.label}"
        return f"after decision {self.decisions}: {self.label}"


class ReplayReply(Reply):
    """A replay answer: `step` of `steps` (1-based) and that step's board image."""

    step: int = 0
    steps: int = 0


class _Recorder(Game):
    """A Game that notes the public board whenever a phase begins (a public log entry of kind
    "phase"), also in the middle of a decision: the solitaire Jihadist's Action Phase, the
    Plots and the end of the turn all run inside one US decision. Read-only: it only watches."""

    def __init__(self, state: Any):
        super().__init__(state)
        self.marks: list[tuple[int, str, View]] = []

    def log(self, text: str, kind: str = "info", to: Any = None) -> None:
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


class Finished(BaseModel):
    row: GameRow
    seats: list[Seat]
    actions: list[ActionRow]
    state: str  # Game JSON (the snapshot)


class RecordService:
    def __init__(
        self,
        games: GameService,
        challenges: ChallengeService,
        *,
        draw: Callable[[View], bytes] | None = None,
    ):
        self.games = games
        self.store = games.store
        self.challenges = challenges
        self._draw = draw
        self._steps: OrderedDict[int, list[Step]] = OrderedDict()

    # ------------------------------------------------------------------ loading
    async def _finished(self, game_id: int, user: str, *, export: bool = False) -> Finished | str:
        """The finished game, or why `user` may not have its record."""
        row = await self.store.game(game_id)
        if row is None:
            return f"There is no game #{game_id}."
        if row.status not in FINISHED:
            return (
                f"Game #{game_id} is not finished: records are kept for finished games (`history` shows a running one)."
            )
        why = await self.challenges.guard(row, user, export=export)
        if why is not None:
            return why
        snap = await self.store.snapshot(game_id)
        if snap is None:
            return f"Game #{game_id} was aborted before it started: there is nothing to show."
        return Finished(
            row=row, seats=await self.store.seats(game_id), actions=await self.store.actions(game_id), state=snap[0]
        )

    @staticmethod
    def _header(f: Finished) -> list[str]:
        s = Setup.model_validate(f.row.setup)
        solo = s.players == "solo"
        what = f"{SCENARIOS[s.scenario].name if s.scenario in SCENARIOS else s.scenario}, "
        what += f"{'1-player' if solo else '2-player'}, {LENGTHS.get(s.length, s.length)}"
        if solo:
            what += f", Ideology {s.ideology}"
        seats = ", ".join(f"{role_label(x.role)}: {x.user_name}" for x in f.seats)
        if solo:
            seats += ", Jihadist: the bot"
        res = f.row.result or {}
        if f.row.status == "aborted":
            outcome = "aborted"
        else:
            outcome = f"{role_label(res.get('winner'))} wins ({res.get('reason')})"
        lines = [f"Game #{f.row.id}: {what}", seats, f"Result: {outcome}"]
        code = f.row.settings.get("challenge")
        if code:
            lines.append(f"An attempt at challenge {code}.")
        return lines

    # ------------------------------------------------------------------ records
    async def finished(self, *, user: str | None = None, channel: str | None = None, limit: int = 20) -> Reply:
        """The newest finished games (all, a player's, or a channel's)."""
        n = max(1, min(limit, 100))
        sql = "SELECT DISTINCT g.id FROM games g LEFT JOIN seats s ON s.game_id = g.id WHERE g.status IN ('over', 'aborted')"
        args: list[Any] = []
        if user is not None:
            sql += " AND s.user_id = ?"
            args.append(user)
        if channel is not None:
            sql += " AND g.channel = ?"
            args.append(channel)
        ids = [r[0] for r in await self.store._all(sql + " ORDER BY g.id DESC LIMIT ?", (*args, n))]
        if not ids:
            return Reply(public=["No finished games yet."])
        lines = ["Finished games (newest first):"]
        for gid in ids:
            row = await self.store.game(gid)
            assert row is not None
            seats = await self.store.seats(gid)
            s = Setup.model_validate(row.setup)
            who = ", ".join(f"{role_label(x.role)} {x.user_name}" for x in seats)
            res = row.result or {}
            outcome = (
                "aborted" if row.status == "aborted" else f"{role_label(res.get('winner'))} won ({res.get('reason')})"
            )
            tag = f" · challenge {row.settings['challenge']}" if row.settings.get("challenge") else ""
            day = row.updated_at[:10]
            name = SCENARIOS[s.scenario].name if s.scenario in SCENARIOS else s.scenario
            lines.append(
                f"#{gid} {day} {name} ({'1-player' if s.players == 'solo' else '2-player'}; {who}): {outcome}{tag}"
            )
        return Reply(public=chunks(lines))

    async def log(self, game_id: int, user: str) -> Reply:
        """The finished game's public log as a text file (and its header as a message)."""
        f = await self._finished(game_id, user)
        if isinstance(f, str):
            return Reply.refuse(f)
        game = Game.from_json(f.state)
        lines = self._header(f)
        summary = "\n".join(lines)
        lines.append("")
        turn = None
        for e in game.state.log:
            if e.to is not None:
                continue
            if e.turn != turn:
                turn = e.turn
                lines.append(f"— Turn {turn} —" if turn else "— Set-up —")
            lines.append(f"  {e.text}")
        ended = next((a for a in f.actions if a.kind in ("resign", "abort")), None)
        if ended is not None:
            lines.append(f"  ({'resigned' if ended.kind == 'resign' else 'aborted'} at decision {ended.seq})")
        return Reply(
            private=[PrivateMessage(user_id=user, text=summary)],
            attachment=Attachment(filename=f"labyrinth-game-{game_id}-log.txt", text="\n".join(lines) + "\n"),
            game_id=game_id,
        )

    async def export(self, game_id: int, user: str) -> Reply:
        """The replayable export (the format of `GameService.export`) of a finished game."""
        f = await self._finished(game_id, user, export=True)
        if isinstance(f, str):
            return Reply.refuse(f)
        setup = Setup.model_validate(f.row.setup)
        if setup.players == "two" and f.row.status != "over":
            return Reply.refuse(
                f"Game #{game_id} was aborted: a 2-player game's export reveals hands and Plots, so only games "
                "played to their end are exported."
            )
        doc = ExportDoc(
            format=EXPORT_FORMAT,
            format_version=EXPORT_VERSION,
            setup=setup,
            status=f.row.status,  # type: ignore[arg-type]
            result=f.row.result,
            seats=f.seats,
            actions=f.actions,
            state_sha256=state_hash(Game.from_json(f.state)),
            exported_at=now(),
            game_id=game_id,
        )
        return Reply(
            private=[PrivateMessage(user_id=user, text=f"Export of game #{game_id}: {len(f.actions)} log rows.")],
            attachment=Attachment(filename=f"labyrinth-game-{game_id}.json", text=doc.model_dump_json(indent=1)),
            game_id=game_id,
        )

    async def steps(self, game_id: int, user: str) -> list[Step] | str:
        f = await self._finished(game_id, user)
        if isinstance(f, str):
            return f
        cached = self._steps.get(game_id)
        if cached is not None:
            self._steps.move_to_end(game_id)
            return cached
        acts = effective_acts(f.actions)
        steps = await asyncio.to_thread(replay_steps, Setup.model_validate(f.row.setup), acts)
        self._steps[game_id] = steps
        while len(self._steps) > REPLAY_CACHE:
            self._steps.popitem(last=False)
        return steps

    async def replay(self, game_id: int, user: str, step: int = 1) -> ReplayReply:
        """Step `step` (1-based) of the finished game's replay: the board after that phase."""
        steps = await self.steps(game_id, user)
        if isinstance(steps, str):
            return ReplayReply(ok=False, error=steps)
        m = len(steps)
        if not 1 <= step <= m:
            return ReplayReply(ok=False, error=f"Game #{game_id}'s replay has steps 1 to {m}.")
        draw = self._draw or renderer()
        if draw is None:
            return ReplayReply(ok=False, error="Board images are not available: the renderer is not installed.")
        s = steps[step - 1]
        png = await asyncio.to_thread(draw, s.view)
        phase = PHASE_NAMES.get(s.phase, s.phase)
        text = f"Game #{game_id} replay, step {step} of {m}: turn {s.turn}, {phase} ({s.when()})."
        return ReplayReply(
            public=[text],
            images=[
                BoardImage(
                    filename=f"game{game_id}-replay-{step:03d}-of-{m:03d}.png", png=png, turn=s.turn, phase=s.phase
                )
            ],
            game_id=game_id,
            step=step,
            steps=m,
        )

    # ------------------------------------------------------------------ stats
    async def stats(self, user: str, name: str | None = None) -> Reply:
        """A player's games: how many, wins by side and by victory condition, challenge attempts."""
        rows = await self.store._all(
            "SELECT g.id, g.status, g.result, s.role, s.user_name FROM seats s JOIN games g ON g.id = s.game_id"
            " WHERE s.user_id = ? AND g.status != 'open' ORDER BY g.id",
            (user,),
        )
        games: dict[int, dict[str, Any]] = {}
        latest = user
        for gid, status, result, role, user_name in rows:
            latest = user_name
            g = games.setdefault(gid, {"status": status, "result": result, "roles": []})
            g["roles"].append(role)

        played: Counter[str] = Counter()
        won: Counter[str] = Counter()
        by_condition: Counter[str] = Counter()
        lost_to: Counter[str] = Counter()
        hotseat = aborted = running = 0
        for g in games.values():
            if g["status"] == "active":
                running += 1
                continue
            if g["status"] == "aborted":
                aborted += 1
                continue
            if len(g["roles"]) > 1:
                hotseat += 1
                continue
            role = g["roles"][0]
            res = json.loads(g["result"]) if g["result"] else {}
            played[role] += 1
            reason = str(res.get("reason") or "?")
            if res.get("winner") == role:
                won[role] += 1
                by_condition[reason] += 1
            else:
                lost_to[reason] += 1
        finished = sum(played.values())
        name = name or latest
        lines = [
            f"Stats for {name}: {len(games)} game{'' if len(games) == 1 else 's'} ({finished} finished, {aborted} aborted, {running} running"
            + (f", {hotseat} played on both sides" if hotseat else "")
            + ")",
            f"Wins: {sum(won.values())} of {finished}"
            + "".join(f" · as {role_label(r)} {won[r]} of {played[r]}" for r in ("us", "jihadist") if played[r]),
        ]
        if by_condition:
            lines.append("Won by: " + "; ".join(f"{k} ×{n}" for k, n in by_condition.most_common()))
        if lost_to:
            lines.append("Lost by: " + "; ".join(f"{k} ×{n}" for k, n in lost_to.most_common()))
        atts = await self.challenges.attempts_of(user)
        if atts:
            atts = [await self.challenges.refresh(a) for a in atts]
            wins = sum(bool(a.won) for a in atts if a.status == "finished")
            gave_up = sum(a.status == "abandoned" for a in atts)
            lines.append(f"Challenge attempts: {len(atts)} ({wins} won, {gave_up} abandoned)")
        return Reply(public=chunks(lines))
