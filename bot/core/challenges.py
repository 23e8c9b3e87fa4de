"""Community solo challenges: one scenario, length, Ideology and a secret seed that every attempt shares.

Transport-free, like `GameService` (which it drives): every method returns a `Reply`.

- A challenge is posted in a channel; players see its *code* (short, random, unrelated to the
  seed). The seed stays in the database: whoever knew it could replay the deck order and the dice.
- An attempt is an ordinary 1-player game in its own channel key (a DM, a private thread, or
  `challenge:<code>:<user>` in the console), created with the challenge's seed, so two attempts
  that make the same decisions reach the same state, and differ only from where they decide
  differently. The attempt's only seat is its player's: no one else can act in it.
- One attempt per player per challenge: a second try would already know the cards to come.
- When an attempt's game ends (`GameService.end_hooks`), its result is recorded and the new
  leaderboard goes to the challenge's channel through `board_listeners`. Giving up (abort or
  resign) is recorded as abandoned and does not rank.
- While a challenge is open its attempts cannot be exported (`GameService.export` refuses them;
  `RecordService.export` explains): an export holds the seed.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import sqlite3
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, Literal

import aiosqlite
from pydantic import BaseModel

from bot.core import i18n
from bot.core.replies import PrivateMessage, Reply
from bot.core.routing import message
from bot.core.session import solo_available
from bot.core.store import GameRow, now
from bot.core.words import (
    US_BOT_LEVELS,
    clean_name,
    clean_text,
    level_name,
    result_reason,
    shown,
    typed,
    us_bot_edition,
    us_bot_level_name,
)
from engine import Game
from engine.data import SCENARIOS
from engine.setup import IDEOLOGIES, LENGTHS
from engine.usbot import DEFAULT_LEVEL as US_BOT_DEFAULT

if TYPE_CHECKING:  # (the facade this feature drives: handed in, never imported to run)
    from bot.core.service import GameService

log = logging.getLogger(__name__)

#: challenge codes: no 0/O, 1/I/L, easy to read aloud and type
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6
TITLE_LIMIT = 100

CHALLENGE_COLUMNS = (
    "id, code, channel, creator, creator_name, title, scenario, length, ideology, status, created_at, closed_at,"
    " side, level"
)
ATTEMPT_COLUMNS = (
    "challenge_id, user_id, user_name, game_id, channel, status, won, reason, turn, deck, good_resources,"
    " islamist_resources, prestige, started_at, finished_at"
)


#: an attempt's status in words (`challenge-status-playing`, `-finished`, `-abandoned`)
STATUS_MSGS = {
    "playing": "challenge-status-playing",
    "finished": "challenge-status-finished",
    "abandoned": "challenge-status-abandoned",
}


def _status(status: str, lang: str | None = None) -> str:
    """An attempt's status in `lang` (the reader's by default; an unknown one as stored)."""
    return i18n.t(lang or i18n.reader(), STATUS_MSGS[status]) if status in STATUS_MSGS else status


#: why an attempt does not rank, as `_record` stores it (else the game's result, a victory condition)
REASON_MSGS = {
    "abandoned": "challenge-reason-abandoned",
    "resigned": "challenge-reason-resigned",
    "never started": "challenge-reason-never-started",
}


def reason_words(reason: str | None, lang: str) -> str:
    """An attempt's stored reason in `lang`: giving up, or how its game ended (`result_reason`)."""
    if reason in REASON_MSGS:
        return i18n.t(lang, REASON_MSGS[reason])
    return result_reason({"reason": reason or "?"}, lang)


def _state(c: Challenge, lang: str) -> str:
    return i18n.t(lang, "challenge-state-open" if c.status == "open" else "challenge-state-closed")


class Challenge(BaseModel):
    """A challenge as players may see it: it has no seed field, so no reply can carry the seed."""

    id: int
    code: str
    channel: str
    creator: str
    creator_name: str
    title: str
    scenario: str
    length: int
    ideology: str
    status: Literal["open", "closed"]
    created_at: str
    closed_at: str | None = None
    #: the side the players take: the US against the solitaire Jihadist bot, or the Jihadist
    #: against the US bot at `level` (the 2-player game, rules 1-8)
    side: Literal["us", "jihadist"] = "us"
    level: str | None = None

    def describe(self, lang: str | None = None) -> str:
        """"Challenge CODE “title”: scenario, length, Ideology/level" in `lang` (the reader's by default)."""
        lang = lang or i18n.reader()
        scenario = i18n.t(lang, i18n.scenario_msg(self.scenario)) if self.scenario in SCENARIOS else self.scenario
        length = i18n.t(lang, "challenge-length", length=self.length)
        if self.side == "jihadist":
            what = i18n.t(
                lang, "challenge-what-jihadist", scenario=scenario, length=length, level=us_bot_level_name(self.level or US_BOT_DEFAULT, lang)
            )
        else:
            ideology = self.ideology if lang == i18n.DEFAULT else level_name(self.ideology, lang)
            what = i18n.t(lang, "challenge-what-us", scenario=scenario, length=length, ideology=ideology)
        if self.title:
            return i18n.t(lang, "challenge-named-titled", code=self.code, title=self.title, what=what)
        return i18n.t(lang, "challenge-named", code=self.code, what=what)


class Attempt(BaseModel):
    challenge_id: int
    user_id: str
    user_name: str
    game_id: int
    channel: str
    status: Literal["playing", "finished", "abandoned"]
    won: bool | None = None
    reason: str | None = None
    turn: int | None = None
    deck: int | None = None
    good_resources: int | None = None
    islamist_resources: int | None = None
    prestige: int | None = None
    started_at: str
    finished_at: str | None = None

    def rank_key(self, side: str = "us") -> tuple[int, int, int, int]:
        """The side's own win first, then the earliest finish (fewest turns, then deck), then the
        most Good Resources for the US, the most Islamist Resources for the Jihadist."""
        own = self.islamist_resources if side == "jihadist" else self.good_resources
        return (0 if self.won else 1, self.turn or 0, self.deck or 0, -(own or 0))

    def result_text(self, lang: str | None = None) -> str:
        """A finished attempt's result in `lang` (the reader's by default)."""
        lang = lang or i18n.reader()
        return i18n.t(
            lang,
            "challenge-result",
            won="yes" if self.won else "no",
            reason=reason_words(self.reason, lang),
            turn=str(self.turn),
            deck=str(self.deck),
            good=str(self.good_resources),
            ir=str(self.islamist_resources),
            prestige=str(self.prestige),
        )


class BoardNews(Reply):
    """A challenge's leaderboard after an attempt ended (what `board_listeners` receive).
    `public` is the news line and the leaderboard (for adapters that post text, like the
    console); `news`, `board` and `challenge_id` let an adapter keep one leaderboard message per
    challenge and edit it in place (its id is kept by `set_board_message`)."""

    challenge_id: int = 0
    code: str = ""
    news: str = ""
    #: the leaderboard lines (title first), without the news
    board: list[str] = []


class Standing(BaseModel):
    rank: int
    attempt: Attempt


def rank(attempts: list[Attempt], side: str = "us") -> list[Standing]:
    """The finished attempts of a challenge for `side` in leaderboard order; equal results share
    a rank (1, 2, 2, 4)."""
    done = sorted(
        (a for a in attempts if a.status == "finished"), key=lambda a: (a.rank_key(side), a.finished_at or "")
    )
    out: list[Standing] = []
    for i, a in enumerate(done):
        r = out[-1].rank if out and out[-1].attempt.rank_key(side) == a.rank_key(side) else i + 1
        out.append(Standing(rank=r, attempt=a))
    return out


def _challenge(r: Any) -> Challenge:
    return Challenge(**dict(zip(CHALLENGE_COLUMNS.split(", "), r, strict=True)))


def _attempt(r: Any) -> Attempt:
    names = [n.strip() for n in ATTEMPT_COLUMNS.split(",")]
    d = dict(zip(names, r, strict=True))
    d["won"] = None if d["won"] is None else bool(d["won"])
    return Attempt(**d)


def new_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


class ChallengeService:
    """Challenges on top of a `GameService` (and its database)."""

    def __init__(self, games: GameService):
        self.games = games
        self.store = games.store
        #: called with (challenge channel, reply) when a challenge's leaderboard changes
        #: because an attempt ended; the adapter posts the reply's public text there
        self.board_listeners: list[Callable[[str, Reply], Awaitable[None]]] = []
        self._start_lock = asyncio.Lock()
        games.end_hooks.append(self._on_game_end)

    # ------------------------------------------------------------------ database
    async def _rows(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        return await self.store.query(sql, args)

    async def challenge(self, code: str) -> Challenge | None:
        rows = await self._rows(f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE code = ?", (code.strip().upper(),))
        return _challenge(rows[0]) if rows else None

    async def challenge_by_id(self, challenge_id: int) -> Challenge | None:
        rows = await self._rows(f"SELECT {CHALLENGE_COLUMNS} FROM challenges WHERE id = ?", (challenge_id,))
        return _challenge(rows[0]) if rows else None

    async def challenges(self, channel: str | None = None, *, open_only: bool = True) -> list[Challenge]:
        where, args = [], []
        if channel is not None:
            where.append("channel = ?")
            args.append(channel)
        if open_only:
            where.append("status = 'open'")
        sql = f"SELECT {CHALLENGE_COLUMNS} FROM challenges"
        if where:
            sql += " WHERE " + " AND ".join(where)
        return [_challenge(r) for r in await self._rows(sql + " ORDER BY id DESC", tuple(args))]

    async def attempts(self, challenge_id: int) -> list[Attempt]:
        rows = await self._rows(
            f"SELECT {ATTEMPT_COLUMNS} FROM challenge_attempts WHERE challenge_id = ? ORDER BY started_at",
            (challenge_id,),
        )
        return [_attempt(r) for r in rows]

    async def attempt(self, code: str, user: str) -> Attempt | None:
        c = await self.challenge(code)
        if c is None:
            return None
        rows = await self._rows(
            f"SELECT {ATTEMPT_COLUMNS} FROM challenge_attempts WHERE challenge_id = ? AND user_id = ?", (c.id, user)
        )
        return _attempt(rows[0]) if rows else None

    async def attempt_of_game(self, game_id: int) -> Attempt | None:
        rows = await self._rows(f"SELECT {ATTEMPT_COLUMNS} FROM challenge_attempts WHERE game_id = ?", (game_id,))
        return _attempt(rows[0]) if rows else None

    async def attempts_of(self, user: str) -> list[Attempt]:
        rows = await self._rows(
            f"SELECT {ATTEMPT_COLUMNS} FROM challenge_attempts WHERE user_id = ? ORDER BY started_at", (user,)
        )
        return [_attempt(r) for r in rows]

    async def _seed(self, challenge_id: int) -> int:
        """The secret seed: used only to create an attempt's game, never put in a reply."""
        rows = await self._rows("SELECT seed FROM challenges WHERE id = ?", (challenge_id,))
        return int(rows[0][0])

    # ------------------------------------------------------------------ commands
    async def new(
        self,
        channel: str,
        user: str,
        name: str,
        *,
        scenario: str = "lets_roll",
        length: int = 1,
        ideology: str = "normal",
        title: str = "",
        side: str = "us",
        level: str | None = None,
    ) -> Reply:
        """Post a challenge in `channel`: a fresh secret seed, a public code. `side="jihadist"`:
        every attempt is the 2-player game against the US bot at `level`."""
        name = clean_name(name)
        if side not in ("us", "jihadist"):
            return Reply.refuse(i18n.tr("challenge-bad-side"))
        if side == "jihadist":
            try:  # (the level's newest edition: every attempt meets it, whatever is released later)
                level = us_bot_edition(level or US_BOT_DEFAULT)
            except ValueError:
                return Reply.refuse(i18n.tr("challenge-bad-level", level=typed(level or ""), levels=", ".join(US_BOT_LEVELS)))
            if ideology != "normal":
                return Reply.refuse(i18n.tr("challenge-ideology-side"))
        elif level is not None:
            return Reply.refuse(i18n.tr("challenge-level-side"))
        if scenario not in SCENARIOS:
            return Reply.refuse(
                i18n.tr("challenge-bad-scenario", scenario=typed(scenario), scenarios=", ".join(SCENARIOS))
            )
        if length not in LENGTHS:
            return Reply.refuse(i18n.tr("challenge-bad-length"))
        if ideology not in IDEOLOGIES:
            return Reply.refuse(
                i18n.tr("challenge-bad-ideology", ideology=typed(ideology), ideologies=", ".join(IDEOLOGIES))
            )
        title = clean_text(" ".join(title.split()))
        if len(title) > TITLE_LIMIT:
            return Reply.refuse(i18n.tr("challenge-title-long", length=len(title), limit=TITLE_LIMIT))
        if side == "us" and not solo_available():
            return Reply.refuse(i18n.tr("challenge-no-solo-bot"))
        seed = secrets.randbelow(2**63)
        for _ in range(10):
            code = new_code()
            if await self.challenge(code) is None:
                break
        else:  # pragma: no cover - 31**6 codes
            return Reply.refuse(i18n.tr("challenge-no-code"))

        async def job(db: aiosqlite.Connection) -> None:
            await db.execute(
                "INSERT INTO challenges (code, channel, creator, creator_name, title, scenario, length, ideology,"
                " seed, created_at, side, level) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (code, channel, user, name, title, scenario, length, ideology, seed, now(), side, level),
            )

        await self.store.transact(job)
        c = await self.challenge(code)
        assert c is not None
        return Reply(
            public=[
                i18n.tr("challenge-posted", name=shown(name), challenge=c.describe()),
                i18n.tr("challenge-posted-how", code=c.code),
            ]
        )

    async def list(self, channel: str | None = None, *, open_only: bool = True) -> Reply:
        found = await self.challenges(channel, open_only=open_only)
        lang = i18n.reader()
        if not found:
            here, only_open = "yes" if channel is not None else "no", "yes" if open_only else "no"
            return Reply(public=[i18n.t(lang, "challenge-list-none", here=here, open=only_open)])
        lines = [i18n.t(lang, "challenge-list-heading")]
        for c in found:
            atts = await self.attempts(c.id)
            done = sum(a.status == "finished" for a in atts)
            lines.append(
                i18n.t(
                    lang,
                    "challenge-list-line",
                    challenge=c.describe(lang),
                    state=_state(c, lang),
                    name=shown(c.creator_name),
                    attempts=len(atts),
                    finished=done,
                )
            )
        return Reply(public=message(lines))

    async def start(self, code: str, user: str, name: str, attempt_channel: str | None = None) -> Reply:
        """Begin `user`'s attempt as a 1-player game in `attempt_channel` (which must have no
        unfinished game). The reply is the game's start: set-up lines, board, first prompt."""
        name = clean_name(name)
        c = await self.challenge(code)
        if c is None:
            return Reply.refuse(i18n.tr("challenge-none", code=typed(code.strip().upper(), 20)))
        if c.status != "open":
            return Reply.refuse(i18n.tr("challenge-closed", code=c.code))
        key = attempt_channel or f"challenge:{c.code}:{user}"
        async with self._start_lock:
            mine = await self.attempt(c.code, user)
            if mine is not None:
                if mine.status == "playing":
                    return Reply.refuse(self._playing(c.code))
                return Reply.refuse(i18n.tr("challenge-had-attempt", code=c.code, status=_status(mine.status)))
            busy = await self.store.live_game(key)
            if busy is not None and busy.settings.get("challenge") == c.code and busy.creator == user:
                return Reply.refuse(self._playing(c.code))  # begun meanwhile (another process)
            if busy is not None:
                return Reply.refuse(i18n.tr("challenge-place-busy", game=busy.id))
            made = await self.games.create(
                key,
                user,
                name,
                scenario=c.scenario,
                players="solo",
                side=c.side,
                length=c.length,
                ideology=c.ideology,
                seed=await self._seed(c.id),
                edition=(c.level or US_BOT_DEFAULT) if c.side == "jihadist" else None,  # (as it was set: Level.edition)
                # played by one player, where only they read it: in their language
                settings={"challenge": c.code, "language": i18n.reader()},
            )
            if not made.ok or made.game_id is None:
                # another process began it meanwhile (in this player's own attempt channel, or elsewhere)
                if key == f"challenge:{c.code}:{user}" or await self.attempt(c.code, user) is not None:
                    return Reply.refuse(self._playing(c.code))
                return made
            game_id = made.game_id

            async def job(db: aiosqlite.Connection) -> None:
                await db.execute(
                    "INSERT INTO challenge_attempts (challenge_id, user_id, user_name, game_id, channel, started_at)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (c.id, user, name, game_id, key, now()),
                )

            try:
                await self.store.transact(job)
            except sqlite3.IntegrityError:
                # another process recorded this player's attempt first (its own check came before
                # ours was written): the game made here was never dealt; it leaves no record
                await self.store.discard_open_game(game_id)
                self.games.forget(key)
                return Reply.refuse(self._playing(c.code))
            except Exception:
                await self.games.abort(key, user)
                raise
        started = await self.games.start(key, user)
        if not started.ok:
            return started
        started.public.insert(0, i18n.t(started.lang, "challenge-attempt-by", name=shown(name), challenge=c.describe(started.lang)))
        return started

    @staticmethod
    def _playing(code: str) -> str:
        return i18n.tr("challenge-playing", code=code)

    async def continue_(self, code: str, user: str) -> Reply:
        """The decision waiting in `user`'s running attempt."""
        a, err = await self._mine(code, user)
        if a is None:
            return Reply.refuse(err)
        if a.status != "playing":
            return Reply.refuse(i18n.tr("challenge-attempt-is", code=code.upper(), status=_status(a.status)))
        return await self.games.prompt(a.channel, user)

    async def board(self, code: str, user: str) -> Reply:
        """The board of `user`'s own attempt (to show to them only while the challenge is open)."""
        a, err = await self._mine(code, user)
        if a is None:
            return Reply.refuse(err)
        return await self.games.board(a.channel)

    async def abandon(self, code: str, user: str) -> Reply:
        """Give up one's running attempt: listed as abandoned, it does not rank."""
        a, err = await self._mine(code, user)
        if a is None:
            return Reply.refuse(err)
        if a.status != "playing":
            return Reply.refuse(i18n.tr("challenge-attempt-already", code=code.upper(), status=_status(a.status)))
        return await self.games.abort(a.channel, user)

    async def _mine(self, code: str, user: str) -> tuple[Attempt | None, str]:
        c = await self.challenge(code)
        if c is None:
            return None, i18n.tr("challenge-none", code=typed(code.strip().upper(), 20))
        a = await self.attempt(c.code, user)
        if a is None:
            return None, i18n.tr("challenge-no-attempt", code=c.code)
        return await self.refresh(a), ""

    async def leaderboard(self, code: str) -> Reply:
        c = await self.challenge(code)
        if c is None:
            return Reply.refuse(i18n.tr("challenge-none", code=typed(code.strip().upper(), 20)))
        return Reply(public=message(await self.leaderboard_lines(c)))

    async def leaderboard_lines(self, c: Challenge, lang: str | None = None) -> list[str]:
        """The leaderboard, title first, in `lang` (the reader's by default)."""
        lang = lang or i18n.reader()
        atts = [await self.refresh(a) for a in await self.attempts(c.id)]
        lines = [i18n.t(lang, "challenge-leaderboard-title", challenge=c.describe(lang), state=_state(c, lang))]
        standings = rank(atts, c.side)
        if not standings:
            lines.append(i18n.t(lang, "challenge-leaderboard-empty"))
        for s in standings:
            lines.append(f"{s.rank:>2}. {shown(s.attempt.user_name)} — {s.attempt.result_text(lang)}")
        sep = i18n.t(lang, "list-sep")
        playing = [shown(a.user_name) for a in atts if a.status == "playing"]
        if playing:
            lines.append(i18n.t(lang, "challenge-leaderboard-playing", names=sep.join(playing)))
        gave_up = [f"{shown(a.user_name)} ({reason_words(a.reason, lang)})" for a in atts if a.status == "abandoned"]
        if gave_up:
            lines.append(i18n.t(lang, "challenge-leaderboard-abandoned", names=sep.join(gave_up)))
        return lines

    async def language(self, c: Challenge) -> str:
        """The language of the challenge's channel posts (its leaderboard): its creator's, who
        posted it there (their own choice, else the language last seen from them, else English)."""
        return await self.games.language_of(c.creator)

    async def board_message(self, challenge_id: int) -> tuple[str, str] | None:
        """(channel, message id) of the challenge's leaderboard message, once one was posted."""
        rows = await self._rows(
            "SELECT channel, message_id FROM leaderboard_messages WHERE challenge_id = ?", (challenge_id,)
        )
        return (rows[0][0], rows[0][1]) if rows else None

    async def set_board_message(self, challenge_id: int, channel: str, message_id: str) -> None:
        async def job(db: aiosqlite.Connection) -> None:
            await db.execute(
                "INSERT INTO leaderboard_messages (challenge_id, channel, message_id, updated_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (challenge_id) DO UPDATE SET channel = excluded.channel,"
                " message_id = excluded.message_id, updated_at = excluded.updated_at",
                (challenge_id, channel, message_id, now()),
            )

        await self.store.transact(job)

    async def close(self, code: str, user: str, is_manager: bool = False) -> Reply:
        """No new attempts; running attempts are abandoned; records of its attempts become
        public (export included). Its creator or a channel manager only."""
        c = await self.challenge(code)
        if c is None:
            return Reply.refuse(i18n.tr("challenge-none", code=typed(code.strip().upper(), 20)))
        if user != c.creator and not is_manager:
            return Reply.refuse(i18n.tr("challenge-close-who"))
        if c.status == "closed":
            return Reply.refuse(i18n.tr("challenge-already-closed", code=c.code))

        async def job(db: aiosqlite.Connection) -> None:
            await db.execute("UPDATE challenges SET status = 'closed', closed_at = ? WHERE id = ?", (now(), c.id))

        await self.store.transact(job)
        for a in await self.attempts(c.id):
            if a.status == "playing":
                r = await self.games.abort(a.channel, user, is_manager=True)
                if not r.ok:
                    log.warning("closing challenge %s: could not abort game %s: %s", c.code, a.game_id, r.error)
                await self.refresh(a)
        closed = await self.challenge(c.code)
        assert closed is not None
        return Reply(public=message([i18n.tr("challenge-closed-now", code=c.code), *await self.leaderboard_lines(closed)]))

    # ------------------------------------------------------------------ recording results
    async def refresh(self, a: Attempt) -> Attempt:
        """Catch up an attempt whose game ended without the hook having run (e.g. a crash)."""
        if a.status != "playing":
            return a
        row = await self.store.game(a.game_id)
        if row is not None and row.status in ("over", "aborted"):
            await self._record(a, row)
            fresh = await self.attempt_of_game(a.game_id)
            return fresh or a
        return a

    async def _record(self, a: Attempt, row: GameRow) -> bool:
        """Write the attempt's result from its finished game; False when it was already written."""
        resigned = any(x.kind == "resign" for x in await self.store.actions(row.id))
        c = await self.challenge_by_id(a.challenge_id)
        side = c.side if c is not None else "us"
        result = row.result or {}
        values: dict[str, Any] = {"finished_at": now(), "reason": result_reason(result) or row.status}
        if row.status == "aborted":
            values |= {"status": "abandoned", "reason": "abandoned"}
        elif resigned:
            values |= {"status": "abandoned", "reason": "resigned"}
        else:
            snap = await self.store.snapshot(row.id)
            if snap is None:
                values |= {"status": "abandoned", "reason": "never started"}
            else:
                v = Game.from_json(snap[0]).view(None)
                # 2.3 / 9.1: a game that ends at the reshuffle past its last deck may end while
                # dealing for a turn never played; the turn at the end is the last one logged
                played = [e.turn for e in v.log if e.kind != "victory"]
                turn, deck = (played[-1] if played else v.turn), min(v.deck_number, v.game_length)
                values |= {
                    "status": "finished",
                    "won": int(result.get("winner") == side),  # the side's own win ranks first
                    "turn": turn,
                    "deck": deck,
                    "good_resources": v.good_resources,
                    "islamist_resources": v.islamist_resources,
                    "prestige": v.prestige,
                }
        cols = ", ".join(f"{k} = ?" for k in values)

        async def job(db: aiosqlite.Connection) -> int:
            cur = await db.execute(
                f"UPDATE challenge_attempts SET {cols} WHERE game_id = ? AND status = 'playing'",
                (*values.values(), a.game_id),
            )
            return cur.rowcount

        return await self.store.transact(job) == 1

    async def _on_game_end(self, row: GameRow, reply: Reply) -> None:
        """GameService end hook: record an attempt's result and announce the new leaderboard."""
        a = await self.attempt_of_game(row.id)
        if a is None or a.status != "playing" or not await self._record(a, row):
            return
        c = await self.challenge_by_id(a.challenge_id)
        done = await self.attempt_of_game(row.id)
        if c is None or done is None:
            return
        # the note joins the attempt's own posts (its game's language); the news and the
        # leaderboard go to the challenge's channel (`language`)
        mine_lang, lang = reply.lang, await self.language(c)
        who = shown(done.user_name)
        if done.status == "finished":
            standings = rank(await self.attempts(c.id), c.side)
            mine = next(s for s in standings if s.attempt.user_id == done.user_id)
            note = i18n.t(mine_lang, "challenge-note-ranked", code=c.code, rank=mine.rank, ranked=len(standings))
            news = i18n.t(lang, "challenge-news-finished", name=who, code=c.code, result=done.result_text(lang))
        else:
            note = i18n.t(mine_lang, "challenge-note-unranked", code=c.code, reason=reason_words(done.reason, mine_lang))
            news = i18n.t(lang, "challenge-news-gave-up", name=who, code=c.code, reason=reason_words(done.reason, lang))
        reply.public.append(note)
        if c.status != "open":
            return  # closing the challenge announces its final leaderboard itself
        lines = await self.leaderboard_lines(c, lang)
        board = BoardNews(
            public=message([news, *lines]), challenge_id=c.id, code=c.code, news=news, board=lines, lang=lang
        )
        for listener in self.board_listeners:
            try:
                await listener(c.channel, board)
            except Exception:
                log.exception("leaderboard listener failed for challenge %s", c.code)

    # ------------------------------------------------------------------ reading attempts' records
    async def guard(self, row: GameRow, user: str, *, export: bool = False) -> str | None:
        """Why `user` may not see this finished game's record now (None: they may).

        While a challenge is open, an attempt's record would show its deck order to players who
        have not played yet: only its player may read it, and nobody may export it (the export
        holds the seed itself)."""
        code = row.settings.get("challenge")
        if not code:
            return None
        c = await self.challenge(str(code))
        if c is None or c.status != "open":
            return None
        if export:
            return i18n.tr("challenge-open-export", game=row.id, code=c.code)
        a = await self.attempt_of_game(row.id)
        if a is None or a.user_id != user:
            return i18n.tr("challenge-open-record", game=row.id, code=c.code)
        return None

    async def describe_attempts(self, user: str) -> Reply:
        """`user`'s attempts (for their own eyes)."""
        lang = i18n.reader()
        by_side: dict[str, list[str]] = {"us": [], "jihadist": []}  # the sides are never mixed
        for a in await self.attempts_of(user):
            a = await self.refresh(a)
            c = await self.challenge_by_id(a.challenge_id)
            code = c.code if c else "?"
            what = a.result_text(lang) if a.status == "finished" else _status(a.status, lang)
            by_side[c.side if c else "us"].append(i18n.t(lang, "challenge-mine-line", code=code, game=a.game_id, what=what))
        lines = [i18n.t(lang, "challenge-mine-heading")]
        if not any(by_side.values()):
            lines.append(i18n.t(lang, "challenge-mine-none"))
        for side, title in (("us", "challenge-mine-us"), ("jihadist", "challenge-mine-jihadist")):
            if by_side[side]:
                lines += [i18n.t(lang, title), *by_side[side]]
        return Reply(private=[PrivateMessage(user_id=user, text=t) for t in message(lines)])
