"""The US bot's answers in a game's action log (issue 31.2, migration 013): rows of kind 'bot'.

After every decision (and at the start) the service writes the answers the bot gave
(`Game.bot_answers`) as rows right after the decision's row, in the same transaction; each names
the act it followed in `voids` (0: the start), so an undo of that act voids them too. Every replay
(a rebuild for an undo, an import, a recheck, a record's steps, a film) gives them back to the
engine (`Game.act(..., bot=...)`), which checks each and never asks the bot again.

A game against the US bot stored before that (`Store.bot_log_missing`) is replayed once as it was
played (the bot asked again, seeded from the prompts' English: `legacy_bot_seeds`, a checkpoint at
every unit as the live game had) and its answers written as rows (`record_legacy`), when it is
first loaded: lazily, since such a replay searches at every bot decision (seconds each at the
searching levels), so a start-up pass over every stored game would hold the service for minutes.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from bot.core.store import ActionRow, Store, effective_acts, now
from engine import Game, Setup
from engine.game import BotAnswer

log = logging.getLogger(__name__)
G = TypeVar("G", bound=Game)

#: the user id of a bot row (the bot is no Discord user; an import checks user ids as text)
BOT_USER = "usbot"


def bot_rows(answers: Sequence[BotAnswer], seq: int, follows: int, at: str) -> list[ActionRow]:
    """`answers` (a `Game.bot_answers`) as rows numbered from `seq`, after the act `follows` (0: the start)."""
    return [
        ActionRow(
            seq=seq + i, kind="bot", role=a.role, user_id=BOT_USER, option_id=a.option, voids=follows,
            said=json.dumps(a.to_json()["said"], ensure_ascii=False), created_at=at,
        )
        for i, a in enumerate(answers)
    ]


def answer_of(row: ActionRow) -> BotAnswer:
    """A bot row as the engine's answer (ValueError where the row is not one)."""
    try:
        said = json.loads(row.said) if row.said is not None else None
    except json.JSONDecodeError as e:
        raise ValueError(f"row {row.seq}: what the bot said is not JSON ({e})") from None
    return BotAnswer.from_json({"role": row.role, "option": row.option_id, "said": said})


@dataclass
class BotLog:
    """A game's recorded bot answers: those of the start and those after each act (by its seq)."""

    opening: list[BotAnswer] = field(default_factory=list)
    after: dict[int, list[BotAnswer]] = field(default_factory=dict)

    def of(self, seq: int) -> list[BotAnswer]:
        return self.after.get(seq, [])

    @classmethod
    def of_rows(cls, rows: Sequence[ActionRow]) -> BotLog:
        """The bot rows of a log, grouped by the act they followed (ValueError: a row that is no answer)."""
        out = cls()
        for r in rows:
            if r.kind == "bot":
                (out.opening if not r.voids else out.after.setdefault(r.voids, [])).append(answer_of(r))
        return out


def new_game(setup: Setup, bots: BotLog | None, cls: type[G] = Game) -> G:  # type: ignore[assignment]
    """The game at its first decision: with the recorded answers of its start (`bots`), or, for a
    game stored without them (None), asking the bot as it was asked then (legacy seeds)."""
    s = setup
    return cls.new(
        s.scenario, s.players, s.seed, s.length, s.ideology, s.position, mini_decks=s.mini_decks, us_bot=s.us_bot,
        bot=bots.opening if bots is not None else None, legacy_bot_seeds=bots is None,
    )


def replay_acts(setup: Setup, acts: Sequence[ActionRow], bots: BotLog | None, cls: type[G] = Game) -> G:  # type: ignore[assignment]
    """The game after the decisions `acts` (in force, in order), each given its recorded bot
    answers (`bot=[]` where none: the bot is never asked); `bots` None: asked as it was played."""
    game = new_game(setup, bots, cls)
    for a in acts:
        game.act(a.role or "", a.option_id or "", bot=bots.of(a.seq) if bots is not None else None)
    return game


def legacy_rows(setup: Setup, rows: Sequence[ActionRow]) -> tuple[Game, list[ActionRow]]:
    """A log stored without its bot answers replayed as it was played, and the answers as rows
    (numbered after the log's last row, each after the act it followed)."""
    game = new_game(setup, None)
    game.unit_checkpoints = True  # (as the service's live game: the search copies its unit from there)
    answers: list[tuple[int, list[BotAnswer]]] = [(0, list(game.bot_answers))]
    for a in effective_acts(list(rows)):
        game.act(a.role or "", a.option_id or "")
        answers.append((a.seq, list(game.bot_answers)))
    seq = (rows[-1].seq if rows else 0) + 1
    at = now()
    out: list[ActionRow] = []
    for follows, given in answers:
        out += bot_rows(given, seq + len(out), follows, at)
    return game, out


#: games whose legacy replay did not give their stored state (kept as they are; tried once a process)
_UNREPLAYABLE: set[int] = set()


def same_game(a: str, b: str) -> bool:
    """Two saves (`Game.to_json`) restore the same game: the same state and the same prompt,
    wherever each keeps its checkpoint (issue 32: a replay's checkpoint sits elsewhere)."""
    try:
        ga, gb = Game.from_json(a), Game.from_json(b)
    except Exception:
        return a == b
    return ga.state_json() == gb.state_json() and _prompt(ga) == _prompt(gb)


def _prompt(g: Game) -> Any:
    p = g.prompt()
    return None if p is None else (p.role, p.msg, [o.id for o in p.options])


async def record_legacy(store: Store, game_id: int, setup: Setup, rows: list[ActionRow], snapshot: str | None) -> list[ActionRow]:
    """Record the bot answers of a game stored without them (once: `Store.record_bot_rows` is
    conditional and atomic, so a crash before it leaves the game to be done again, after it done).
    Returns the log with them (unchanged where the replay does not give the stored game)."""
    if game_id in _UNREPLAYABLE:
        return rows
    try:
        game, extra = await asyncio.to_thread(legacy_rows, setup, rows)
    except Exception:
        log.exception("game %s: its log stored without the bot's answers does not replay; kept as it is", game_id)
        _UNREPLAYABLE.add(game_id)
        return rows
    if snapshot is not None and not await asyncio.to_thread(same_game, game.to_json(), snapshot):
        log.error("game %s: the replay of its log differs from its stored state; its bot answers are not recorded", game_id)
        _UNREPLAYABLE.add(game_id)
        return rows
    if await store.record_bot_rows(game_id, extra):
        return [*rows, *extra]
    return await store.actions(game_id)  # (recorded meanwhile by another process)
