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


EXPORT_VERSION = 1


#: what an import may hold: the whole file (characters), its log rows, and each text in a row
EXPORT_LIMIT = 2_000_000


ACTIONS_LIMIT = 5_000


LABEL_LIMIT = 300


ID_LIMIT = 100


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


def replay_checked(setup: Setup, acts: list[ActionRow]) -> tuple[Game, ActionRow | None, str]:
    """Replay `acts`; stop at the first one the rules refuse and return it with the reason."""
    game = Game.replay(setup, [])
    for a in acts:
        try:
            if a.role is None or a.option_id is None:
                raise IllegalAction(i18n.tr("recheck-row-empty"))
            game.act(a.role, a.option_id)
        except IllegalAction as e:
            return game, a, i18n.word(e.msg, i18n.reader())  # (the caller's language)
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


def replay_log(setup: Setup, rows: list[ActionRow]) -> Replayed:
    """Replay a whole action log in its order, in one pass, rebuilding what each row says from the
    rules: a decision must be legal then and carry the label the rules give it; an undo must take
    back the last decision in force while `Game.can_undo` allows it (`Game.undone`: the game keeps
    a save point before each decision that may be undone, so nothing is replayed twice); a
    resignation or an abort ends the log. Only who and when are taken from the rows. Raises
    ValueError naming the first row the rules refuse or that says something else than the rules."""
    try:
        return _replay_log(setup, rows, CHECKPOINT_WINDOW)
    except _Unrestorable:
        return _replay_log(setup, rows, len(rows) + 1)


def _replay_log(setup: Setup, rows: list[ActionRow], window: int) -> Replayed:
    try:
        game = Game.replay(setup, [])
    except ValueError as e:
        raise ValueError(i18n.tr("import-setup-invalid", error=str(e))) from None
    humans = humans_of(setup)
    undone = {r.voids for r in rows if r.kind == "undo"}
    # where the game must be savable: before each decision undone later, and at the end
    needs = [i for i, r in enumerate(rows) if r.seq in undone] + [len(rows)]
    k = 0
    in_force: list[ActionRow] = []
    status: Literal["active", "over", "aborted"] = "active"
    result: dict[str, Any] | None = None
    for i, r in enumerate(rows):
        if status != "active" or game.over:
            raise ValueError(i18n.tr("import-row-after-end", row=str(r.seq)))
        while needs[k] < i:
            k += 1
        game.defer_checkpoints = needs[k] - i > window
        # what the rules say the row holds (role, option_id, label, voids)
        if r.kind == "act":
            p = game.prompt()
            option = p.option(r.option_id or "") if p is not None else None  # (the others are not made)
            if r.seq in undone and not game.restorable:
                raise _Unrestorable  # (then `undone` would find no save point before it)
            # the label in English (Option.label's words), read at the prompt: act makes no label
            said = i18n.word(option.msg, DEFAULT) if option is not None else None
            try:
                game.act(r.role or "", r.option_id or "")
            except IllegalAction as e:
                raise ValueError(
                    i18n.tr("import-row-illegal", row=str(r.seq), option=str(r.option_id), why=i18n.word(e.msg, i18n.reader()))
                ) from None
            assert p is not None and option is not None  # act() accepted it
            rules = (p.role, option.id, said, None)
            in_force.append(r)
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
    game.defer_checkpoints = False
    if not game.restorable:
        raise _Unrestorable
    if status == "active" and game.over:
        status, result = "over", game_result(game)
    return Replayed(game=game, rows=rows, status=status, result=result)


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
                format_version=EXPORT_VERSION,
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
            if doc.format_version != EXPORT_VERSION:
                raise Refused(i18n.tr("import-version", version=doc.format_version, reads=EXPORT_VERSION))
            if doc.setup.players == "two" and doc.status != "over":
                raise Refused(i18n.tr("import-unfinished-two"))
            if doc.setup.players == "solo" and not solo_available():
                raise Refused(i18n.tr("import-solo-unavailable"))
            check_rows(doc)
            if await self.store.live_game(channel) is not None:
                raise Refused(i18n.tr("import-channel-busy"))

            def replay() -> tuple[Replayed, str, str]:
                done = replay_log(doc.setup, doc.actions)
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
            players = ", ".join(f"{role_label(x.role)}: {shown(x.user_name)}" for x in seats)
            reply.public.append(
                f"{shown(name)} imported a game as #{row.id} ({players}; {len(done.rows)} log rows; {done.status}, "
                f"turn {game.state.turn}). Imported games are listed in the records but not counted in the stats."
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
        fresh = await self.store.game(row.id)
        assert fresh is not None
        actions = await self.store.actions(row.id)
        acts = effective_acts(actions)
        res = RecheckResult(game_id=row.id, channel=row.channel, status=fresh.status, ok=False, actions=len(acts))
        try:
            game, bad, why = await asyncio.to_thread(replay_checked, Setup.model_validate(fresh.setup), acts)
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
        v = await self.store.commit(row.id, fresh.version, snapshot=game.to_json())
        live = self.cache.get(row.channel)
        if live is not None and live.row.id == row.id:
            live.game, live.row.version, live.actions = game, v, actions
        res.ok = True
        return res
