"""Game records and player stats: finished games as a readable log, as the replayable export,
as a step-by-step replay of board images, and each player's results across games.

Transport-free (every method returns a `Reply`), read-only on the `GameService`'s database.
Only finished games (over or aborted) have records; their public log is built from log entries
with `to is None`. Attempts at a challenge that is still open are guarded by
`ChallengeService.guard` (their records would show the cards to come).
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
from collections import Counter, OrderedDict
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

from pydantic import BaseModel

from bot.core import i18n
from bot.core.archive import EXPORT_FORMAT, EXPORT_VERSION, ExportDoc, state_hash
from bot.core.botlog import BotLog, record_legacy
from bot.core.challenges import ChallengeService
from bot.core.ladder import LadderService
from bot.core.pictures import FILM_BYTES, film_images, renderer
from bot.core.replay import Step, film_steps, replay_steps
from bot.core.replies import Attachment, BoardImage, PrivateMessage, Reply, storage_refusal
from bot.core.routing import message
from bot.core.store import ActionRow, GameRow, Seat, StoreError, effective_acts, now
from bot.core.words import level_name, phase_name, plurals, result_reason, role_label, shown, us_bot_level_name
from engine import Game, Setup
from engine.data import SCENARIOS
from engine.view import View

if TYPE_CHECKING:  # (the facade this feature drives: handed in, never imported to run)
    from bot.core.service import GameService

log = logging.getLogger(__name__)
FINISHED = ("over", "aborted")
#: replays kept in memory (a finished game never changes, so its steps can be reused)
REPLAY_CACHE = 8


class ReplayReply(Reply):
    """A replay answer: `step` of `steps` (1-based) and that step's board image."""

    step: int = 0
    steps: int = 0


def origin_of(setup: dict[str, Any], settings: dict[str, Any]) -> str:
    """How a game did not come from a scenario played here: "imported", "position" (started from
    a custom position), or "" when it did: only those count in the stats and leaderboards."""
    if settings.get("imported_by") or settings.get("imported_by_id"):
        return "imported"
    if setup.get("position"):
        return "position"
    return ""


#: games that do not count, by `origin_of`'s kind
APART_MSGS = {"imported": "stats-apart-imported", "position": "stats-apart-position"}


P = ParamSpec("P")
R = TypeVar("R")


def refusing_outages(refusal: Callable[[str], R]) -> Callable[[Callable[P, Awaitable[R]]], Callable[P, Awaitable[R]]]:
    """A record read whose database cannot be read answers with the service's one refusal
    (`storage_refusal`, made into its answer by `refusal`), logged, instead of raising (issue 32:
    with PostgreSQL down, `stats`, `film` and `finished` raised)."""

    def wrap(read: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
        @functools.wraps(read)
        async def guarded(*args: P.args, **kwargs: P.kwargs) -> R:
            try:
                return await read(*args, **kwargs)
            except StoreError as e:
                log.error("records: %s failed: %s (%s)", read.__name__, e, getattr(e, "cause", None))
                return refusal(storage_refusal(e))

        return guarded

    return wrap


def _refused(error: str) -> Reply:
    return Reply.refuse(error)


def _replay_refused(error: str) -> ReplayReply:
    return ReplayReply(ok=False, error=error)


class Finished(BaseModel):
    row: GameRow
    seats: list[Seat]
    actions: list[ActionRow]
    state: str  # Game JSON (the snapshot)
    #: a US bot game stored without its bot's answers that its replay could not record (botlog)
    bots_missing: bool = False

    def bot_log(self) -> BotLog | None:
        return None if self.bots_missing else BotLog.of_rows(self.actions)


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
            return i18n.tr("record-no-game", game=game_id)
        if row.status not in FINISHED:
            return i18n.tr("record-not-finished", game=game_id)
        why = await self.challenges.guard(row, user, export=export)
        if why is not None:
            return why
        snap = await self.store.snapshot(game_id)
        if snap is None:
            return i18n.tr("record-aborted-unstarted", game=game_id)
        actions = await self.store.actions(game_id)
        missing = False
        if row.setup.get("us_bot") and await self.store.bot_log_missing(game_id):  # (recorded once: botlog)
            actions = await record_legacy(self.store, game_id, Setup.model_validate(row.setup), actions, snap[0])
            missing = await self.store.bot_log_missing(game_id)
        return Finished(row=row, seats=await self.store.seats(game_id), actions=actions, state=snap[0], bots_missing=missing)

    @staticmethod
    def _header(f: Finished, lang: str = i18n.DEFAULT) -> list[str]:
        s = Setup.model_validate(f.row.setup)
        solo = s.players == "solo"
        name = i18n.t(lang, i18n.scenario_msg(s.scenario)) if s.scenario in SCENARIOS else s.scenario
        what = i18n.t(lang, "game-what", scenario=name, players="us_bot" if s.us_bot else s.players, length=s.length)
        seats = [f"{role_label(x.role, lang)}: {x.user_name}" for x in f.seats]
        if s.us_bot:
            what += i18n.t(lang, "game-what-us-bot", level=us_bot_level_name(s.us_bot, lang))
            seats.append(i18n.t(lang, "record-head-us-bot", level=us_bot_level_name(s.us_bot, lang)))
        elif solo:
            ideology = s.ideology if lang == i18n.DEFAULT else level_name(s.ideology, lang)
            what += i18n.t(lang, "game-what-ideology", ideology=ideology)
            seats.append(i18n.t(lang, "record-head-jihadist-bot"))
        res = f.row.result or {}
        if f.row.status == "aborted":
            outcome = i18n.t(lang, "record-outcome-aborted")
        else:
            outcome = i18n.t(
                lang, "record-head-won", side=role_label(res.get("winner"), lang), reason=result_reason(res, lang)
            )
        lines = [
            i18n.t(lang, "record-head-game", game=f.row.id, what=what),
            ", ".join(seats),
            i18n.t(lang, "record-head-result", outcome=outcome),
        ]
        code = f.row.settings.get("challenge")
        if code:
            lines.append(i18n.t(lang, "record-head-challenge", code=code))
        settings = f.row.settings
        if settings.get("imported_by") or settings.get("imported_by_id"):
            by = settings.get("imported_by")
            who = str(by) if by else i18n.t(lang, "record-a-player")
            lines.append(i18n.t(lang, "record-head-imported", name=who))
        elif f.row.setup.get("position"):
            lines.append(i18n.t(lang, "record-head-position"))
        if settings.get("hinted"):
            lines.append(i18n.t(lang, "record-head-hints"))
        return lines

    # ------------------------------------------------------------------ records
    @refusing_outages(_refused)
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
        ids = [r[0] for r in await self.store.query(sql + " ORDER BY g.id DESC LIMIT ?", (*args, n))]
        if not ids:
            return Reply(public=[i18n.tr("record-none")])
        lang = i18n.reader()
        lines = [i18n.t(lang, "record-list-heading")]
        for gid in ids:
            row = await self.store.game(gid)
            assert row is not None
            seats = await self.store.seats(gid)
            s = Setup.model_validate(row.setup)
            who = ", ".join(f"{role_label(x.role, lang)} {shown(x.user_name)}" for x in seats)
            res = row.result or {}
            if row.status == "aborted":
                outcome = i18n.t(lang, "record-outcome-aborted")
            else:
                outcome = i18n.t(
                    lang, "record-outcome-won", side=role_label(res.get("winner"), lang), reason=result_reason(res, lang)
                )
            tags = [i18n.t(lang, "record-tag-challenge", code=row.settings["challenge"])] if row.settings.get("challenge") else []
            if row.settings.get("imported_by") or row.settings.get("imported_by_id"):
                by = row.settings.get("imported_by")
                tags.append(i18n.t(lang, "record-tag-imported", name=shown(str(by)) if by else i18n.t(lang, "record-a-player")))
            elif row.setup.get("position"):
                tags.append(i18n.t(lang, "record-tag-position"))
            if row.settings.get("hinted"):
                tags.append(i18n.t(lang, "record-tag-hints"))
            day = row.updated_at[:10]
            name = i18n.t(lang, i18n.scenario_msg(s.scenario)) if s.scenario in SCENARIOS else s.scenario
            kind = "record-players-solo" if s.players == "solo" else "record-players-us-bot" if s.us_bot else "record-players-two"
            players = i18n.t(lang, kind)
            line = i18n.t(lang, "record-list-line", game=gid, day=day, scenario=name, players=players, who=who, outcome=outcome)
            lines.append(line + "".join(f" · {x}" for x in tags))
        return Reply(public=message(lines))

    @refusing_outages(_refused)
    async def log(self, game_id: int, user: str) -> Reply:
        """The finished game's public log as a text file (and its header as a message)."""
        f = await self._finished(game_id, user)
        if isinstance(f, str):
            return Reply.refuse(f)
        game = Game.from_json(f.state)
        lang = i18n.reader()
        lines = self._header(f, lang)
        summary = "\n".join(lines)
        lines.append("")
        turn = None
        for e in game.state.log:
            if e.to is not None:
                continue
            if e.turn != turn:
                turn = e.turn
                lines.append(i18n.t(lang, "record-log-turn", turn=turn) if turn else i18n.t(lang, "record-log-setup"))
            lines.append(f"  {plurals(i18n.word(e, lang))}")
        ended = next((a for a in f.actions if a.kind in ("resign", "abort")), None)
        if ended is not None:
            lines.append("  " + i18n.t(lang, "record-log-ended", how=ended.kind, decision=ended.seq))
        return Reply(
            private=[PrivateMessage(user_id=user, text=summary)],
            attachment=Attachment(filename=f"labyrinth-game-{game_id}-log.txt", text="\n".join(lines) + "\n"),
            game_id=game_id,
        )

    @refusing_outages(_refused)
    async def export(self, game_id: int, user: str) -> Reply:
        """The replayable export (the format of `GameService.export`) of a finished game."""
        f = await self._finished(game_id, user, export=True)
        if isinstance(f, str):
            return Reply.refuse(f)
        setup = Setup.model_validate(f.row.setup)
        if setup.players == "two" and f.row.status != "over":
            return Reply.refuse(i18n.tr("record-export-aborted", game=game_id))
        doc = ExportDoc(
            format=EXPORT_FORMAT,
            format_version=EXPORT_VERSION if not f.bots_missing else 1,  # (a log without the bot's answers)
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
            private=[PrivateMessage(user_id=user, text=i18n.tr("record-exported", game=game_id, rows=len(f.actions)))],
            attachment=Attachment(filename=f"labyrinth-game-{game_id}.json", text=doc.model_dump_json(indent=1)),
            game_id=game_id,
        )

    @refusing_outages(str)
    async def steps(self, game_id: int, user: str) -> list[Step] | str:
        f = await self._finished(game_id, user)
        if isinstance(f, str):
            return f
        cached = self._steps.get(game_id)
        if cached is not None:
            self._steps.move_to_end(game_id)
            return cached
        acts = effective_acts(f.actions)
        steps = await asyncio.to_thread(replay_steps, Setup.model_validate(f.row.setup), acts, f.bot_log())
        self._steps[game_id] = steps
        while len(self._steps) > REPLAY_CACHE:
            self._steps.popitem(last=False)
        return steps

    @refusing_outages(_replay_refused)
    async def replay(self, game_id: int, user: str, step: int = 1) -> ReplayReply:
        """Step `step` (1-based) of the finished game's replay: the board after that phase."""
        steps = await self.steps(game_id, user)
        if isinstance(steps, str):
            return ReplayReply(ok=False, error=steps)
        m = len(steps)
        if not 1 <= step <= m:
            return ReplayReply(ok=False, error=i18n.tr("record-replay-steps", game=game_id, steps=m))
        draw = self._draw or renderer()
        if draw is None:
            return ReplayReply(ok=False, error=i18n.tr("record-no-renderer"))
        s = steps[step - 1]
        png = await asyncio.to_thread(draw, s.view)
        lang = i18n.reader()
        text = i18n.t(
            lang,
            "record-replay",
            game=game_id,
            step=step,
            steps=m,
            turn=s.turn,
            phase=phase_name(s.phase, lang),
            when=s.when(lang),
        )
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

    @refusing_outages(_refused)
    async def film(self, game_id: int, user: str, max_bytes: int | None = None) -> Reply:
        """The finished game as a film (the whole map, a frame per phase) and a chart of its tallies
        per turn, the winner and the line that decided marked; the film under `max_bytes` (the
        asking channel's upload limit, where the adapter knows it; else pictures.FILM_BYTES)."""
        steps = await self.steps(game_id, user)
        if isinstance(steps, str):
            return Reply.refuse(steps)
        f = await self._finished(game_id, user)
        if isinstance(f, str):
            return Reply.refuse(f)
        setup = Setup.model_validate(f.row.setup)  # drawn in the reader's language, as the reply is
        frames = await asyncio.to_thread(film_steps, setup, effective_acts(f.actions), f.bot_log(), steps)
        images = await asyncio.to_thread(
            film_images, game_id, setup, frames, i18n.reader(), max_bytes or FILM_BYTES, f.row.result
        )
        if not images:
            return Reply.refuse(i18n.tr("record-no-pictures"))
        turns = steps[-1].turn
        text = i18n.tr("record-film", game=game_id, phases=len(steps), turns=turns)
        return Reply(public=[text], film=images, game_id=game_id)

    # ------------------------------------------------------------------ stats
    @refusing_outages(_refused)
    async def stats(self, user: str, name: str | None = None, server: str | None = None) -> Reply:
        """A player's games: how many, wins by side and by victory condition, challenge attempts;
        their rating on `server` and reply-time quartiles (issue 35)."""
        rows = await self.store.query(
            "SELECT g.id, g.status, g.result, s.role, s.user_name, g.setup, g.settings FROM seats s"
            " JOIN games g ON g.id = s.game_id WHERE s.user_id = ? AND g.status != 'open' ORDER BY g.id",
            (user,),
        )
        games: dict[int, dict[str, Any]] = {}
        latest = user
        apart: Counter[str] = Counter()  # games not played here from a scenario: listed, not counted
        for gid, status, result, role, user_name, setup, settings in rows:
            latest = user_name
            kind = origin_of(json.loads(setup), json.loads(settings))
            if kind:
                if gid not in games:
                    apart[kind] += 1
                games.setdefault(gid, {"apart": True})
                continue
            g = games.setdefault(gid, {"status": status, "result": result, "roles": []})
            g["roles"].append(role)
        games = {k: g for k, g in games.items() if not g.get("apart")}

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
            reason = result_reason(res) or "?"  # (an older result's English reason reads the same)
            if res.get("winner") == role:
                won[role] += 1
                by_condition[reason] += 1
            else:
                lost_to[reason] += 1
        finished = sum(played.values())
        name = name or latest
        lang = i18n.reader()
        hot = i18n.t(lang, "stats-hotseat", count=hotseat) if hotseat else ""
        tally = [i18n.t(lang, "stats-wins", won=sum(won.values()), finished=finished)]
        tally += [i18n.t(lang, "stats-wins-as", role=r, won=won[r], played=played[r]) for r in ("us", "jihadist") if played[r]]
        lines = [
            i18n.t(
                lang,
                "stats-games",
                name=shown(name),
                games=len(games),
                finished=finished,
                aborted=aborted,
                running=running,
                hotseat=hot,
            ),
            " · ".join(tally),
        ]

        def reasons(counts: Counter[str]) -> str:
            return "; ".join(
                i18n.t(lang, "stats-reason-count", reason=result_reason({"reason": k}, lang), count=n)
                for k, n in counts.most_common()
            )

        if by_condition:
            lines.append(i18n.t(lang, "stats-won-by", reasons=reasons(by_condition)))
        if lost_to:
            lines.append(i18n.t(lang, "stats-lost-by", reasons=reasons(lost_to)))
        if apart:
            kinds = "; ".join(i18n.t(lang, APART_MSGS[kind], count=n) for kind, n in sorted(apart.items()))
            lines.append(i18n.t(lang, "stats-apart", kinds=kinds))
        atts = await self.challenges.attempts_of(user)
        if atts:
            atts = [await self.challenges.refresh(a) for a in atts]
            sides: dict[int, str] = {}
            for a in atts:
                c = await self.challenges.challenge_by_id(a.challenge_id)
                sides[a.challenge_id] = c.side if c is not None else "us"
            for side in ("us", "jihadist"):  # the sides' attempts are counted apart
                mine = [a for a in atts if sides[a.challenge_id] == side]
                if not mine:
                    continue
                wins = sum(bool(a.won) for a in mine if a.status == "finished")
                gave_up = sum(a.status == "abandoned" for a in mine)
                lines.append(
                    i18n.t(lang, "stats-challenges", role=side, count=len(mine), won=wins, abandoned=gave_up)
                )
        lines += await LadderService(self.games).stats_lines(user, server, lang)
        return Reply(public=message(lines))
