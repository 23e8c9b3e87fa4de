"""Games as documents: export and import, the replay checks of an action log (`replay_log`,
`check_rows`, `ExportDoc`), the results a game ends with, and the recheck of every stored game.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from bot.core import i18n
from bot.core.botlog import BotLog, bot_rows, new_game, record_legacy, same_game
from bot.core.i18n import DEFAULT
from bot.core.legacy import legacy_state_hash, reason_json
from bot.core.menus import Menus
from bot.core.pictures import Pictures
from bot.core.replies import Attachment, PrivateMessage, RecheckResult, Refused, Reply
from bot.core.session import Live, humans_of, solo_available
from bot.core.settings import Settings
from bot.core.store import (
    ActionRow,
    ChannelBusy,
    GameRow,
    Seat,
    effective_acts,
    now,
)
from bot.core.words import STATUS_MSGS, clean_name, clean_text, role_label, shown
from engine import Game, IllegalAction, Setup
from engine import msg as engine_msg
from engine.state import Role

log = logging.getLogger(__name__)


EXPORT_FORMAT = "labyrinth-game"


#: 2: the US bot's answers are rows of the log (kind "bot", migration 013), replayed and never asked
#: again; 1 (still read): a log without them, replayed asking the bot as the live game asked it
EXPORT_VERSION = 2
#: the versions an import reads
EXPORT_VERSIONS = (1, 2)


#: what an import may hold: the whole file (characters), its log rows, and each text in a row
EXPORT_LIMIT = 2_000_000


ACTIONS_LIMIT = 5_000


LABEL_LIMIT = 300


ID_LIMIT = 100


#: what a bot row's `said` may hold (the JSON of the bot's reason: a few hundred characters)
SAID_LIMIT = 4_000


class ExportDoc(BaseModel):
    """The export format: the set-up and the whole action log, replayable anywhere."""

    format: Literal["labyrinth-game"]
    format_version: int
    setup: Setup
    status: Literal["active", "over", "aborted"]
    result: dict[str, Any] | None = None
    seats: list[Seat]
    actions: list[ActionRow]
    state_sha256: str
    exported_at: str = ""
    game_id: int | None = None


def state_hash(game: Game) -> str:
    return hashlib.sha256(game.state_json().encode()).hexdigest()


def replay_checked(setup: Setup, acts: list[ActionRow], bots: BotLog | None) -> tuple[Game, ActionRow | None, str]:
    """Replay `acts` (with the US bot's recorded answers `bots`; None: asked as it was played);
    stop at the first one the rules refuse and return it with the reason."""
    game = new_game(setup, bots)
    for a in acts:
        try:
            if a.role is None or a.option_id is None:
                raise IllegalAction(i18n.tr("recheck-row-empty"))
            legal = game.prompt() is not None and game.prompt().offers(a.option_id)  # type: ignore[union-attr]
            game.act(a.role, a.option_id, bot=bots.of(a.seq) if bots is not None else None)
        except (IllegalAction, ValueError) as e:
            why = i18n.word(e.msg, i18n.reader()) if isinstance(e, IllegalAction) else str(e)  # (the caller's language)
            if isinstance(e, ValueError) or legal:
                why = i18n.tr("import-bot-answers-unfit", why=why)
            return game, a, why
    return game, None, ""


def same_result(a: dict[str, Any] | None, b: dict[str, Any] | None) -> bool:
    """Two results say the same (an export's against its replay), whichever form each reason is in."""
    if a is None or b is None:
        return a == b
    return a.get("winner") == b.get("winner") and reason_json(a.get("reason")) == reason_json(b.get("reason"))


def game_result(game: Game) -> dict[str, Any]:
    """The result of a game the rules ended: the winner, and the reason as a message (its JSON)."""
    return {"winner": game.state.winner, "reason": reason_json(game.state.victory)}


#: the label of the resign row that claims a game after its deadline passed (its result's reason
#: is the message `reason-timeout`)
TIMEOUT = "timeout"


def timeout_result(staller: Role) -> dict[str, Any]:
    """The result of a claimed game: the side that did not decide in time loses."""
    return {"winner": "jihadist" if staller == "us" else "us", "reason": engine_msg.m("reason-timeout").to_json()}


def resign_result(side: Role) -> dict[str, Any]:
    """The result of a resignation: the other side wins."""
    return {"winner": "jihadist" if side == "us" else "us", "reason": engine_msg.m("reason-resigned", side=engine_msg.role(side)).to_json()}


def abort_result(user: str) -> dict[str, Any]:
    return {"winner": None, "reason": engine_msg.m("reason-aborted", user=user).to_json()}


@dataclass
class Replayed:
    """An action log replayed (`replay_log`): the game, the rows (each as the rules give it), and
    the status and result the log leads to."""

    game: Game
    rows: list[ActionRow]
    status: Literal["active", "over", "aborted"]
    result: dict[str, Any] | None


#: a replay of a whole log lets the engine skip the checkpoints of units that begin more than
#: this many rows before the next point that needs one (no unit lasts nearly that long)
CHECKPOINT_WINDOW = 100


class _Unrestorable(Exception):
    """A unit longer than CHECKPOINT_WINDOW rows: replay again with every checkpoint."""


def replay_log(setup: Setup, rows: list[ActionRow], *, legacy: bool = False) -> Replayed:
    """Replay a whole action log in its order, in one pass, rebuilding what each row says from the
    rules: a decision must be legal then and carry the label the rules give it; an undo must take
    back the last decision in force while `Game.can_undo` allows it (`Game.undone`: the game keeps
    a save point before each decision that may be undone, so nothing is replayed twice); a
    resignation or an abort ends the log. Only who and when are taken from the rows. Raises
    ValueError naming the first row the rules refuse or that says something else than the rules.

    The US bot's answers are rows too (kind "bot", right after the decision they followed): each
    is given back to the engine, checked, and the bot is never asked. `legacy`: a log kept without
    them (an export of format 1): the bot is asked as the live game asked it (the prompts' English
    seeds, a checkpoint at every unit), and its answers become rows of the result, renumbered."""
    if legacy and any(r.kind == "bot" for r in rows):
        first = next(r for r in rows if r.kind == "bot")
        raise ValueError(i18n.tr("import-row-differs", row=str(first.seq), field="kind", mine="'bot'", theirs="'act'"))
    try:
        return _replay_log(setup, rows, CHECKPOINT_WINDOW, legacy)
    except _Unrestorable:
        return _replay_log(setup, rows, len(rows) + 1, legacy)


def _replay_log(setup: Setup, rows: list[ActionRow], window: int, legacy: bool = False) -> Replayed:
    try:
        bots = None if legacy else BotLog.of_rows(rows)
    except ValueError as e:
        raise ValueError(i18n.tr("import-row-illegal", row="?", option="?", why=i18n.tr("import-bot-answers-unfit", why=str(e)))) from None
    try:
        game = new_game(setup, bots)
    except (IllegalAction, ValueError) as e:
        first = next((r for r in rows if r.kind == "bot"), None)
        if first is not None and not first.voids:
            why = i18n.word(e.msg, i18n.reader()) if isinstance(e, IllegalAction) else str(e)
            raise ValueError(
                i18n.tr("import-row-illegal", row=str(first.seq), option=str(first.option_id), why=i18n.tr("import-bot-answers-unfit", why=why))
            ) from None
        raise ValueError(i18n.tr("import-setup-invalid", error=str(e))) from None
    # a legacy log: the rows as they will be stored (its bot's answers added, all renumbered)
    out: list[ActionRow] = []
    renumbered: dict[int, int] = {}
    if legacy:
        out += bot_rows(game.bot_answers, 1, 0, rows[0].created_at if rows else now())
    follows: int | None = 0  # the act the next bot row may follow (None: no bot row may come now)
    humans = humans_of(setup)
    undone = {r.voids for r in rows if r.kind == "undo"}
    # where the game must be savable: before each decision undone later, and at the end
    needs = [i for i, r in enumerate(rows) if r.seq in undone] + [len(rows)]
    k = 0
    in_force: list[ActionRow] = []
    status: Literal["active", "over", "aborted"] = "active"
    result: dict[str, Any] | None = None
    answered = list(game.bot_answers)  # the bot's answers the last act (or the start) gave, in order
    for i, r in enumerate(rows):
        # what the rules say the row holds (role, option_id, label, voids)
        if r.kind == "bot":  # one of the answers given back with the act before it (which may end the game)
            if follows is None or r.voids != follows or not answered:
                raise ValueError(i18n.tr("import-row-differs", row=str(r.seq), field="voids", mine=repr(r.voids), theirs=repr(follows)))
            a = answered.pop(0)
            rules = (a.role, a.option, None, follows)
            given = (r.role, r.option_id, r.label, r.voids)
            if given != rules:
                key, mine, theirs = next(x for x in zip(("role", "option_id", "label", "voids"), given, rules, strict=True) if x[1] != x[2])
                raise ValueError(i18n.tr("import-row-differs", row=str(r.seq), field=key, mine=repr(mine)[:80], theirs=repr(theirs)[:80]))
            continue
        if status != "active" or game.over:
            raise ValueError(i18n.tr("import-row-after-end", row=str(r.seq)))
        while needs[k] < i:
            k += 1
        game.defer_checkpoints = needs[k] - i > window
        follows = None
        if r.kind == "act":
            p = game.prompt()
            option = p.option(r.option_id or "") if p is not None else None  # (the others are not made)
            if r.seq in undone and not game.restorable:
                raise _Unrestorable  # (then `undone` would find no save point before it)
            # the label in English (Option.label's words), read at the prompt: act makes no label
            said = i18n.word(option.msg, DEFAULT) if option is not None else None
            if option is not None and r.label != said and option.description and r.label == f"{said} {i18n.word(option.description, DEFAULT)}":
                said = r.label  # (recorded before the label left its note to the description, issue 33)
            try:
                game.act(r.role or "", r.option_id or "", bot=bots.of(r.seq) if bots is not None else None)
            except (IllegalAction, ValueError) as e:
                why = i18n.word(e.msg, i18n.reader()) if isinstance(e, IllegalAction) else str(e)
                if option is not None:  # the decision was legal: the bot's answers after it are not
                    why = i18n.tr("import-bot-answers-unfit", why=why)
                raise ValueError(i18n.tr("import-row-illegal", row=str(r.seq), option=str(r.option_id), why=why)) from None
            assert p is not None and option is not None  # act() accepted it
            rules = (p.role, option.id, said, None)
            in_force.append(r)
            follows, answered = r.seq, list(game.bot_answers)
        elif r.kind == "undo":
            last = in_force[-1] if in_force else None
            if last is None or r.voids != last.seq:
                raise ValueError(i18n.tr("import-row-undo-not-last", row=str(r.seq), voids=str(r.voids)))
            ok, why = game.can_undo()
            if not ok:
                raise ValueError(i18n.tr("import-row-undo-refused", row=str(r.seq), voids=str(last.seq), why=i18n.word(why, i18n.reader())))
            back = game.undone()
            if back is None:
                raise _Unrestorable
            game = back
            in_force.pop()
            rules = (last.role, last.option_id, None, last.seq)
        elif r.kind == "resign":
            if r.role not in humans:
                raise ValueError(i18n.tr("import-row-resign-nobody", row=str(r.seq), side=role_label(r.role, i18n.reader())))
            # a claim after the deadline is a resign row labelled "timeout" (the staller's side)
            claimed = r.label == TIMEOUT
            rules = (r.role, None, TIMEOUT if claimed else None, None)
            status, result = "over", timeout_result(r.role) if claimed else resign_result(r.role)
        else:
            rules = (None, None, None, None)
            status, result = "aborted", abort_result(r.user_id)
        given = (r.role, r.option_id, r.label, r.voids)
        if given != rules:
            fields = zip(("role", "option_id", "label", "voids"), given, rules, strict=True)
            key, mine, theirs = next(x for x in fields if x[1] != x[2])
            raise ValueError(
                i18n.tr("import-row-differs", row=str(r.seq), field=key, mine=repr(mine)[:80], theirs=repr(theirs)[:80])
            )
        if legacy:
            seq = renumbered[r.seq] = len(out) + 1
            voids = renumbered.get(r.voids) if r.voids is not None else None
            out.append(r.model_copy(update={"seq": seq, "voids": voids}))
            if r.kind == "act":
                out += bot_rows(game.bot_answers, seq + 1, seq, r.created_at)
    game.defer_checkpoints = False
    if not game.restorable:
        raise _Unrestorable
    if status == "active" and game.over:
        status, result = "over", game_result(game)
    return Replayed(game=game, rows=out if legacy else rows, status=status, result=result)


def check_rows(doc: ExportDoc) -> None:
    """What no export of ours holds, refused before any replay: a seed out of range, too many
    rows, rows out of order, texts too long or with control characters, a time that is not one."""
    if not 0 <= doc.setup.seed < 2**63:
        raise Refused(i18n.tr("import-seed-range"))
    if len(doc.actions) > ACTIONS_LIMIT:
        raise Refused(i18n.tr("import-too-many-rows", rows=str(len(doc.actions)), limit=str(ACTIONS_LIMIT)))
    if [a.seq for a in doc.actions] != list(range(1, len(doc.actions) + 1)):
        raise Refused(i18n.tr("import-rows-order"))
    good_ids: set[str] = set()  # a log has a user id or two: each is checked once, at its first row
    for a in doc.actions:
        if a.option_id is not None and len(a.option_id) > ID_LIMIT:
            raise Refused(i18n.tr("import-row-option-long", row=str(a.seq), size=str(len(a.option_id)), limit=str(ID_LIMIT)))
        if a.label is not None and len(a.label) > LABEL_LIMIT:
            raise Refused(i18n.tr("import-row-label-long", row=str(a.seq), size=str(len(a.label)), limit=str(LABEL_LIMIT)))
        if a.said is not None and len(a.said) > SAID_LIMIT:  # (a bot row: what the bot said, a message's JSON)
            raise Refused(i18n.tr("import-row-label-long", row=str(a.seq), size=str(len(a.said)), limit=str(SAID_LIMIT)))
        if a.user_id not in good_ids:
            if not 0 < len(a.user_id) <= ID_LIMIT or clean_text(a.user_id) != a.user_id:
                raise Refused(i18n.tr("import-row-user-bad", row=str(a.seq)))
            good_ids.add(a.user_id)
        try:
            datetime.fromisoformat(a.created_at[:40])
        except ValueError:
            raise Refused(i18n.tr("import-row-time-bad", row=str(a.seq), time=repr(a.created_at)[:60])) from None
        if len(a.created_at) > 40:
            raise Refused(i18n.tr("import-row-time-long", row=str(a.seq)))


class Archive(Settings, Menus, Pictures):
    """Export, import and recheck of stored games."""

    # ------------------------------------------------------------------ export / import
    async def export(self, channel: str, user: str) -> Reply:
        """The set-up and action log as JSON (replayable). Refused for an unfinished game (and an
        aborted 2-player one): its seed reveals the cards to come, and in the 1-player game the
        bot's hand; the log reveals hands and Plots. `export_view` is what a player may see."""

        async def go() -> Reply:
            live = await self.load(channel, finished=True)
            game = self.started(live)
            if live.row.settings.get("challenge"):
                raise Refused(i18n.tr("export-challenge"))
            if not live.solo and live.row.status != "over":
                raise Refused(i18n.tr("export-unfinished-two"))
            if live.row.status == "active":
                raise Refused(i18n.tr("export-unfinished-solo"))
            doc = ExportDoc(
                format=EXPORT_FORMAT,
                format_version=EXPORT_VERSION if not live.bots_missing else 1,  # (a log without the bot's answers)
                setup=live.setup,
                status=live.row.status,  # type: ignore[arg-type]
                result=live.row.result,
                seats=live.seats,
                actions=live.actions,
                state_sha256=state_hash(game),
                exported_at=now(),
                game_id=live.row.id,
            )
            text = doc.model_dump_json(indent=1)
            return Reply(
                private=[
                    PrivateMessage(user_id=user, text=f"Export of game #{live.row.id}: {len(live.actions)} log rows.")
                ],
                attachment=Attachment(filename=f"labyrinth-game-{live.row.id}.json", text=text),
                game_id=live.row.id,
                version=live.row.version,
            )

        return await self.run(channel, go)

    async def export_view(self, channel: str, user: str) -> Reply:
        """A player's own view (Game.view(role)) as JSON, at any time."""

        async def go() -> Reply:
            live = await self.load(channel, finished=True)
            game = self.started(live)
            mine = self.my_seats(live, user)
            views = {r: game.view(r).model_dump(mode="json") for r in mine}
            text = json.dumps({"game_id": live.row.id, "version": live.row.version, "views": views}, indent=1)
            return Reply(
                attachment=Attachment(filename=f"labyrinth-game-{live.row.id}-{'-'.join(mine)}-view.json", text=text),
                game_id=live.row.id,
                version=live.row.version,
            )

        return await self.run(channel, go)

    async def import_game(self, channel: str, user: str, name: str, text: str) -> Reply:
        """Recreate an exported game in `channel`. Nothing in the file is taken on trust: one
        replay of its log rebuilds every row (labels included), the status, the result and the
        state's hash, and a file whose claims differ is refused, saying what differs. The
        importing user takes the human seat(s)."""
        name = clean_name(name)

        async def go() -> Reply:
            if len(text) > EXPORT_LIMIT:
                raise Refused(i18n.tr("import-too-large", size=str(len(text)), limit=str(EXPORT_LIMIT)))
            try:
                doc = ExportDoc.model_validate_json(text)
            except ValidationError as e:
                first = e.errors()[0]
                where = ".".join(str(x) for x in first["loc"]) or "document"
                raise Refused(i18n.tr("import-not-an-export", where=where, error=first["msg"][:200])) from e
            if doc.format_version not in EXPORT_VERSIONS:
                # (a number from the file, shown as text: Fluent cannot format 10**100, issue 32)
                raise Refused(i18n.tr("import-version", version=i18n.number_text(doc.format_version), reads=str(EXPORT_VERSION)))
            if doc.setup.players == "two" and doc.status != "over":
                raise Refused(i18n.tr("import-unfinished-two"))
            if doc.setup.players == "solo" and not solo_available():
                raise Refused(i18n.tr("import-solo-unavailable"))
            check_rows(doc)
            if await self.store.live_game(channel) is not None:
                raise Refused(i18n.tr("import-channel-busy"))

            def replay() -> tuple[Replayed, str, str]:
                done = replay_log(doc.setup, doc.actions, legacy=doc.format_version < 2)
                return done, state_hash(done.game), done.game.to_json()

            try:
                done, sha, snapshot = await asyncio.to_thread(replay)
            except ValueError as e:
                raise Refused(str(e)) from e
            except Exception as e:  # a rules bug (or a pathological file) must not end the session
                log.exception("replaying an import into %s failed", channel)
                raise Refused(i18n.tr("import-engine-failed", error=str(e))) from e
            if sha != doc.state_sha256 and legacy_state_hash(done.game) != doc.state_sha256:  # (an export from before message ids)
                raise Refused(i18n.tr("import-hash"))
            if doc.status != done.status:
                raise Refused(i18n.tr("import-status", said=i18n.tr(STATUS_MSGS[doc.status]), replayed=i18n.tr(STATUS_MSGS[done.status])))
            if not same_result(doc.result, done.result):
                raise Refused(i18n.tr("import-result", said=repr(doc.result)[:300], replayed=repr(done.result)))
            game = done.game
            same = await self.stored_twin(doc.setup, done.rows)
            if same is not None:
                raise Refused(i18n.tr("import-twice", game=same))
            humans: tuple[Role, ...] = humans_of(doc.setup)
            if done.status == "active":  # the importer plays it on
                seats = [Seat(role=r, user_id=user, user_name=name) for r in humans]
            else:  # a finished game keeps its players' names; the file's user ids are not taken on trust
                named = {x.role: x for x in doc.seats}
                seats = [
                    Seat(
                        role=r,
                        user_id=f"imported:{clean_text(named[r].user_id)[:ID_LIMIT]}" if r in named else "imported:",
                        user_name=clean_name(named[r].user_name) if r in named else "a player",
                    )
                    for r in humans
                ]
            marks = {"imported_by": name, "imported_by_id": user}
            try:
                row = await self.store.create_game(
                    channel,
                    user,
                    doc.setup.model_dump(),
                    seats,
                    status=done.status,
                    result=done.result,
                    actions=done.rows,
                    snapshot=snapshot,
                    settings={**await self.channel_settings(channel), **marks},
                )
            except ChannelBusy as e:
                raise Refused(str(e)) from e
            live = Live(row=row, seats=seats, actions=list(done.rows), game=game)
            self.cache[channel] = live
            reply = Reply(game_id=row.id, version=row.version)
            lang = i18n.reader()
            players = ", ".join(f"{role_label(x.role, lang)}: {shown(x.user_name)}" for x in seats)
            reply.public.append(
                i18n.t(lang, "import-done", name=shown(name), game=row.id, players=players, rows=len(done.rows),
                       status=i18n.t(lang, STATUS_MSGS[done.status]), turn=game.state.turn)  # fmt: skip
            )
            if done.status == "active":
                reply.prompt = self.prompt_for(live)
            await self.add_image(live, reply)
            return reply

        return await self.run(channel, go)

    async def stored_twin(self, setup: Setup, rows: list[ActionRow]) -> int | None:
        """The id of a stored game with the same set-up and the same log (who and when aside), if any."""
        mine = json.loads(json.dumps(setup.model_dump(), sort_keys=True))
        log_of: list[tuple[str, str | None, str | None, int | None]] | None = None  # once a set-up matches
        for row in await self.store.games_with_seed(setup.seed):
            if row.setup != mine:
                continue
            if log_of is None:
                log_of = [(r.kind, r.role, r.option_id, r.voids) for r in rows]
            theirs = await self.store.actions(row.id)
            if [(r.kind, r.role, r.option_id, r.voids) for r in theirs] == log_of:
                return row.id
        return None

    # ------------------------------------------------------------------ maintenance
    async def recheck_all(self) -> list[RecheckResult]:
        """Replay every started game's action log through the current rules. Report the first
        action that is no longer legal; otherwise refresh the stored snapshot (rules fixes reach
        live games). Finished games are checked too; one whose replay no longer ends is reported."""
        out: list[RecheckResult] = []
        for row in await self.store.games(("active", "over")):
            async with self.lock(row.channel):
                out.append(await self.recheck(row))
        return out

    async def recheck(self, row: GameRow) -> RecheckResult:
        """Replay one stored game's log (its US bot's recorded answers given back, never asked; a
        game stored without them has them recorded first, `record_legacy`). The snapshot is
        rewritten only where the replay restores another game than it (a rules fix: the version
        moves, so open menus and other processes' copies are refreshed), or is missing (a salvaged
        file: written at the same version). A game that replays to itself keeps its version."""
        fresh = await self.store.game(row.id)
        assert fresh is not None
        actions = await self.store.actions(row.id)
        snap = await self.store.snapshot(row.id)
        setup = Setup.model_validate(fresh.setup)
        bots: BotLog | None = None
        if fresh.setup.get("us_bot") and await self.store.bot_log_missing(row.id):
            actions = await record_legacy(self.store, row.id, setup, actions, snap[0] if snap else None)
        if not (fresh.setup.get("us_bot") and await self.store.bot_log_missing(row.id)):
            try:
                bots = BotLog.of_rows(actions)
            except ValueError as e:
                return RecheckResult(game_id=row.id, channel=row.channel, status=fresh.status, ok=False, message=str(e))
        acts = effective_acts(actions)
        res = RecheckResult(game_id=row.id, channel=row.channel, status=fresh.status, ok=False, actions=len(acts))
        try:
            game, bad, why = await asyncio.to_thread(replay_checked, setup, acts, bots)
        except Exception as e:  # a rules bug during replay is a finding, not a crash of the sweep
            res.message = f"replay failed: {type(e).__name__}: {e}"
            return res
        if bad is not None:
            res.seq, res.option_id, res.message = bad.seq, bad.option_id, why
            return res
        ended = any(a.kind in ("resign", "abort") for a in actions)
        if fresh.status == "active" and game.over:
            res.message = f"the replay ends the game ({game.state.victory}) before its last decision"
            return res
        if fresh.status == "over" and not ended and not game.over:
            res.message = "the game ended, but the replay does not end it"
            return res
        text = game.to_json()
        v = fresh.version
        if snap is None:
            await self.store.put_snapshot(row.id, v, text)
        elif not await asyncio.to_thread(same_game, text, snap[0]):
            v = await self.store.commit(row.id, fresh.version, snapshot=text)
        live = self.cache.get(row.channel)
        if live is not None and live.row.id == row.id:
            live.game, live.row.version, live.actions = game, v, actions
            live.bots_missing = bots is None and bool(fresh.setup.get("us_bot"))
        res.ok = True
        return res
