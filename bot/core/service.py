"""The transport-free game service: one game per channel, seats, permissions, play.

The Discord adapter and the local console both drive a `GameService`. It holds no game rule:
it asks the engine for the prompt, forwards the chosen option id, stores the result and turns
the engine's log into replies. Every method returns a `Reply`; a refusal (`ok=False`) carries
a message for the caller and changed nothing.

`GameService` is the facade over the lower rooms (docs/architecture.md): `session` (the live
games, locks, load and commit), `menus`, `pictures`, `settings`, `archive` (export, import,
recheck), `banks` (the clocks) and `looks` (status, board, hand, history) each add their methods;
the replies, words and routing are plain modules beneath.

Secrets: public text is built only from log entries with `to is None` and from the public view
`Game.view(None)`; the prompt goes only to the user who must answer it.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
from datetime import datetime
from typing import Any

from bot.core import i18n
from bot.core.archive import TIMEOUT, abort_result, game_result, resign_result, timeout_result
from bot.core.banks import CLOCK_KEY, SERVER_KEY
from bot.core.botlog import bot_rows, replay_acts
from bot.core.decisions import worded_chain
from bot.core.i18n import DEFAULT, UnknownLanguage, language
from bot.core.looks import Looks
from bot.core.menus import CHAIN, chain_ok, chain_tail, later_than
from bot.core.rematch import Rematches
from bot.core.replies import (
    PhaseBlock,
    PrivateMessage,
    Refused,
    Reply,
    Waiting,
    finite_time,
    storage_refusal,
)
from bot.core.routing import gist, message, phase_blocks, phases_ended, route
from bot.core.session import Live, ending_of, solo_available
from bot.core.settings import DEFAULT_DEADLINE_HOURS, INTERNAL_SETTINGS, check_settings
from bot.core.store import (
    ActionRow,
    ChannelBusy,
    Seat,
    StoreError,
    effective_acts,
    now,
)
from bot.core.words import (
    ROLES,
    US_BOT_LEVELS,
    clean_name,
    clean_text,
    duration_words,
    level_name,
    name_key,
    pause_text,
    player_name,
    player_who,
    position_problems,
    result_reason,
    role_label,
    shown,
    typed,
    us_bot_edition,
    us_bot_level_name,
)
from engine import Game, IllegalAction, Setup
from engine.data import SCENARIOS
from engine.position import read_position
from engine.setup import IDEOLOGIES, LENGTHS
from engine.state import LogEntry, Role
from engine.usbot import DEFAULT_LEVEL as US_BOT_DEFAULT
from engine.usbot import hint as usbot_hint

log = logging.getLogger(__name__)


class GameService(Looks):
    """A game's life: open, seat, start, decide, undo, resign, claim, pause, and what it shows
    (status, board, hand, history). Its rooms add the rest: `Session` (the cache, locks, load and
    commit, languages), `Menus`, `Pictures`, `Settings` and `Archive` (export, import, recheck)."""

    # ------------------------------------------------------------------ lifecycle
    async def create(
        self,
        channel: str,
        user: str,
        name: str,
        *,
        scenario: str = "lets_roll",
        players: str = "two",
        side: str = "us",
        length: int = 1,
        ideology: str = "normal",
        seed: int | None = None,
        settings: dict[str, Any] | None = None,
        position: Any = None,
        level: str | None = None,
        clock: str | None = None,
        server: str | None = None,
        edition: str | None = None,
    ) -> Reply:
        """Open a game in `channel`; the creator takes the `side` seat (the US in solitaire).
        `settings` (chat-layer settings for this game) override the channel's; `position`
        (engine/position.py) starts from a custom position instead of the scenario's set-up.
        `players="solo", side="jihadist"`: the 2-player game against the US bot at `level` (a
        name: its newest edition), or at exactly the edition `edition` (its key: a challenge's
        attempts meet the edition the challenge was set with)."""
        name = clean_name(name)

        async def go() -> Reply:
            if scenario not in SCENARIOS:
                raise Refused(i18n.tr("new-unknown-scenario", scenario=typed(scenario), choices=", ".join(SCENARIOS)))
            if players not in ("two", "solo"):
                raise Refused(i18n.tr("new-players"))
            if side not in ROLES:
                raise Refused(i18n.tr("new-side"))
            us_bot = None
            if players == "solo" and side == "jihadist":  # the 2-player game (rules 1-8) against the US bot
                try:  # (the level's newest edition, which the game keeps: engine.usbot.bot.Level.edition)
                    us_bot = us_bot_edition(level or US_BOT_DEFAULT, edition)
                except ValueError:
                    raise Refused(
                        i18n.tr("new-unknown-level", level=typed(level or edition or ""), choices=", ".join(US_BOT_LEVELS))
                    ) from None
                if ideology != "normal":
                    raise Refused(i18n.tr("new-ideology-not-us-bot"))
            elif level is not None or edition is not None:
                raise Refused(i18n.tr("new-level-for-us-bot"))
            if length not in LENGTHS:
                raise Refused(i18n.tr("new-length"))
            if ideology not in IDEOLOGIES:
                raise Refused(i18n.tr("new-unknown-ideology", ideology=typed(ideology), choices=", ".join(IDEOLOGIES)))
            if players == "two" and ideology != "normal":
                raise Refused(i18n.tr("new-ideology-solo-only"))
            if seed is not None and not 0 <= seed < 2**63:
                raise Refused(i18n.tr("new-seed"))
            own = dict(settings or {})
            if "language" in own:  # the game's language (docs/i18n.md)
                try:
                    own["language"] = language(str(own["language"]))
                except UnknownLanguage as e:
                    raise Refused(str(e)) from e
            if players == "solo" and us_bot is None and not solo_available():
                raise Refused(i18n.tr("new-solo-unavailable"))
            if await self.store.live_game(channel) is not None:
                raise Refused(i18n.tr("new-channel-busy"))
            pos = None
            if position is not None:
                try:  # refuse a malformed or impossible position now, naming every problem
                    pos = read_position(position, scenario)
                except ValueError as e:
                    raise Refused(i18n.tr("new-bad-position", error=position_problems(e, i18n.reader()))) from e
            setup = Setup(
                scenario=scenario,
                players="two" if us_bot else players,
                seed=secrets.randbelow(2**63) if seed is None else seed,
                length=length,
                ideology=ideology,
                position=pos,
                us_bot=us_bot,
            )
            check_settings({k: v for k, v in own.items() if k not in INTERNAL_SETTINGS})
            game_settings = {**await self.channel_settings(channel), **own}
            if (preset := await self.clock_preset(clock, players, bool(us_bot), server)) != "none":  # issue 35
                game_settings[CLOCK_KEY] = preset
            if server is not None:
                game_settings[SERVER_KEY] = server
            if not game_settings.get("deadline_hours") and "deadline_hours" not in game_settings:
                game_settings["deadline_hours"] = DEFAULT_DEADLINE_HOURS  # issue 19: a stalled game can end
            try:
                row = await self.store.create_game(
                    channel,
                    user,
                    setup.model_dump(),
                    [Seat(role=side, user_id=user, user_name=name)],
                    settings=game_settings,
                )
            except ChannelBusy as e:
                raise Refused(str(e)) from e
            live = Live(row=row, seats=await self.store.seats(row.id), actions=[], game=None)
            self.cache[channel] = live
            lang = live.lang
            what = i18n.t(
                lang,
                "game-what",
                scenario=i18n.t(lang, i18n.scenario_msg(scenario)),
                players=players,
                length=length,
            )
            if us_bot:
                what += i18n.t(lang, "game-what-us-bot", level=us_bot_level_name(us_bot, lang))
            elif players == "solo":
                what += i18n.t(lang, "game-what-ideology", ideology=ideology if lang == DEFAULT else level_name(ideology, lang))
            lines = [
                i18n.t(lang, "game-opened", name=shown(name), game=row.id, what=what),
                i18n.t(lang, "sits-as", name=shown(name), side=role_label(side, lang)),
            ]
            if players == "solo":  # (either side: the other is a bot)
                lines.append(i18n.t(lang, "use-start"))
            else:
                lines.append(i18n.t(lang, "waiting-for-player", side=role_label("jihadist" if side == "us" else "us", lang)))
            return Reply(public=lines, game_id=row.id, version=row.version)

        return await self.run(channel, go)

    async def join(self, channel: str, user: str, name: str, role: str | None = None) -> Reply:
        """Take a free seat before the start (`role` names it; needed to sit on both sides)."""
        name = clean_name(name)

        async def go() -> Reply:
            live = await self.load(channel)
            if live.row.status != "open":
                raise Refused(i18n.tr("already-started-seats"))
            free = [r for r in live.human_roles() if live.user_of(r) is None]
            if role is None:
                if live.roles_of(user):
                    side = role_label(live.roles_of(user)[0], i18n.reader())
                    raise Refused(i18n.tr("seat-already-yours", side=side, seat=free[0] if free else "us"))
                if not free:
                    raise Refused(i18n.tr("seats-taken"))
                seat_role = free[0]
            else:
                if role not in live.human_roles():
                    raise Refused(i18n.tr("seat-only-us" if live.solo else "seat-only-jihadist" if live.us_bot else "seat-must-be"))
                taken = live.user_of(role)  # type: ignore[arg-type]
                if taken is not None:
                    raise Refused(i18n.tr("seat-taken", side=role_label(role, i18n.reader()), name=shown(taken.user_name)))
                seat_role = role  # type: ignore[assignment]
            twin = next((s for s in live.seats if s.user_id != user and name_key(s.user_name) == name_key(name)), None)
            if twin is not None:
                raise Refused(i18n.tr("seat-name-twin", name=shown(twin.user_name), side=role_label(twin.role, i18n.reader())))
            seats = [*live.seats, Seat(role=seat_role, user_id=user, user_name=name)]
            v = await self.store.commit(live.row.id, live.row.version, seats=seats)
            live.seats, live.row.version = seats, v
            lang = live.lang
            lines = [i18n.t(lang, "sits-as", name=shown(name), side=role_label(seat_role, lang))]
            if all(live.user_of(r) for r in live.human_roles()):
                lines.append(i18n.t(lang, "all-seats-taken"))
            return Reply(public=lines, game_id=live.row.id, version=v)

        return await self.run(channel, go)

    async def leave(self, channel: str, user: str, role: str | None = None) -> Reply:
        """Give up a seat before the start."""

        async def go() -> Reply:
            live = await self.load(channel)
            if live.row.status != "open":
                raise Refused(i18n.tr("leave-after-start"))
            mine = live.roles_of(user)
            if not mine:
                raise Refused(i18n.tr("not-seated"))
            if role is None and len(mine) > 1:
                raise Refused(i18n.tr("leave-which-seat"))
            target = mine[0] if role is None else role
            if target not in mine:
                raise Refused(i18n.tr("not-seated-as", side=role_label(target, i18n.reader())))
            seats = [s for s in live.seats if s.role != target]
            v = await self.store.commit(live.row.id, live.row.version, seats=seats)
            name = next(s.user_name for s in live.seats if s.role == target)
            live.seats, live.row.version = seats, v
            lang = live.lang
            text = i18n.t(lang, "leaves-seat", name=shown(name), side=role_label(target, lang))
            return Reply(public=[text], game_id=live.row.id, version=v)

        return await self.run(channel, go)

    async def start(self, channel: str, user: str) -> Reply:
        """Set up the scenario and deal; the creator or a seated player may start once seats are full."""

        async def go() -> Reply:
            live = await self.load(channel)
            if live.row.status != "open":
                raise Refused(i18n.tr("already-started"))
            if user != live.row.creator and not live.roles_of(user):
                raise Refused(i18n.tr("start-who"))
            empty = [r for r in live.human_roles() if live.user_of(r) is None]
            if empty:
                raise Refused(i18n.tr("seat-empty", side=role_label(empty[0], i18n.reader())))
            s = live.setup
            try:
                game = await asyncio.to_thread(Game.replay, s, [])
            except ValueError as e:
                raise Refused(i18n.tr("setup-failed", error=str(e))) from e
            # the US bot's answers before the first decision, saved with the start (botlog)
            rows = bot_rows(game.bot_answers, live.next_seq(), 0, now())
            v = await self.store.commit(
                live.row.id, live.row.version, snapshot=game.to_json(), status="active",
                action=rows[0] if rows else None, more=rows[1:] or None,
                also=self.clock_job(live, game, "active"),
            )
            live.actions += rows
            live.game, live.row.version, live.row.status = game, v, "active"
            if game.over:
                await self._finish(live)
            reply = Reply(game_id=live.row.id, version=live.row.version)
            lang = live.lang
            seats = ", ".join(f"{role_label(x.role, lang)}: {shown(x.user_name)}" for x in live.seats)
            reply.public.append(i18n.t(lang, "game-begins", game=live.row.id, seats=seats))
            await self._deliver(live, game.state.log, reply, caller=user, images=True)
            if reply.blocks:
                reply.blocks[0].lines.insert(0, reply.public[0])
            return reply

        return await self.run(channel, go)

    # ------------------------------------------------------------------ playing
    async def prompt(self, channel: str, user: str) -> Reply:
        """Show `user` the decision they must make now, or whom the game waits for."""

        async def go() -> Reply:
            live = await self.load(channel)
            game = self.started(live)
            reply = Reply(game_id=live.row.id, version=live.row.version)
            p = game.prompt()
            if p is None:
                raise Refused(i18n.tr("game-is-over"))
            self._not_paused(live)
            seat = live.user_of(p.role)
            if seat is None or seat.user_id != user:
                raise Refused(i18n.tr("not-your-decision", who=player_who(live, p.role)))
            reply.prompt = self.prompt_for(live)
            return reply

        return await self.run(channel, go)

    async def act(self, channel: str, user: str, option_id: str, version: int | None = None) -> Reply:
        """Answer the pending prompt with `option_id`. With `version`, refuse if the game moved on."""

        async def go(trusted: bool) -> Reply:
            live = await self.load(channel, trusted=trusted)
            game = self.started(live)
            p = game.prompt()
            if p is None:
                raise Refused(i18n.tr("game-is-over"))
            mine = live.roles_of(user)
            if not mine:
                raise Refused(i18n.tr("not-seated"))
            if p.role not in mine:
                raise Refused(i18n.tr("not-your-turn", who=player_who(live, p.role)))
            self._not_paused(live)
            if version is not None and version != live.row.version:
                raise Refused(
                    i18n.tr("choice-out-of-date", seen=version, now=live.row.version), prompt=self.prompt_for(live)
                )
            steps = option_id.split(CHAIN) if CHAIN in option_id else [option_id]
            option = p.option(steps[0])  # (the others are not made)
            if option is None or (len(steps) > 1 and not chain_ok(game, p.role, steps)):
                raise Refused(
                    i18n.tr("not-an-option", option=typed(option_id), prompt=i18n.word(p, i18n.reader())),
                    prompt=self.prompt_for(live),
                )
            before = (game.state.turn, game.state.phase)
            rows: list[ActionRow] = []
            entries: list[LogEntry] = []
            # one time for a chain's rows: `chain_tail` finds them by it (undo takes them back
            # together), so a separate pick never shares the time of the rows before it
            at = later_than(now(), live.actions[-1].created_at if live.actions else "")
            try:
                def play() -> None:  # a chain: consecutive decisions, each one the rules offer (checked above)
                    for step in steps:
                        q = game.prompt()
                        assert q is not None
                        chosen = q.option(step)
                        label = chosen.label if chosen is not None else step  # (else the rules refuse it)
                        entries.extend(game.act(q.role, step))
                        seq = live.next_seq() + len(rows)
                        rows.append(
                            ActionRow(
                                seq=seq,
                                kind="act",
                                role=q.role,
                                user_id=user,
                                option_id=step,
                                label=label,
                                created_at=at,
                            )
                        )
                        # the US bot's answers it led to, right after it (botlog: replays give them back)
                        rows.extend(bot_rows(game.bot_answers, seq + 1, seq, at))

                if live.us_bot:  # the US bot searches inside: in a worker thread, never on the event loop
                    await asyncio.to_thread(play)
                else:
                    play()
            except IllegalAction as e:
                if rows:
                    self.forget(channel)
                raise Refused(i18n.word(e.msg, i18n.reader())) from e  # (the caller's language)
            except Exception as e:
                log.exception("engine failure in game %s on %s", live.row.id, option_id)
                self.forget(channel)
                raise Refused(i18n.tr("engine-failed", error=str(e))) from e
            row = rows[0]
            status, result = ("over", game_result(game)) if game.over else (None, None)
            now_at = (game.state.turn, game.state.phase)
            begins = (*now_at, now_at[0] != before[0]) if now_at != before and not game.over else None
            v = await self.store.commit(
                live.row.id,
                live.row.version,
                action=row,
                snapshot=game.to_json(),
                status=status,
                result=result,
                phase_start=begins,
                more=rows[1:] or None,
                also=self.clock_job(live, game, status),
            )
            live.actions += rows
            live.row.version = v
            if status:
                live.row.status, live.row.result = "over", result
            reply = Reply(game_id=live.row.id, version=v)
            await self._deliver(live, entries, reply, caller=user, images=(game.state.turn, game.state.phase) != before)
            return reply

        return await self.run(channel, lambda: self.cache_first(channel, go))

    async def hint(self, channel: str, user: str) -> Reply:
        """Privately to `user`: what the strongest US bot level would do at their pending decision,
        with its three best candidates and their scores (engine.usbot.hint, either side). Refused
        in a challenge and to someone not seated; the first hint marks the game's record. The
        search runs in a worker thread: the event loop keeps serving other channels."""

        async def go() -> Reply:
            live = await self.load(channel)
            game = self.started(live)
            if live.row.settings.get("challenge"):
                raise Refused(i18n.tr("hint-challenge"))
            mine = self.my_seats(live, user)
            p = game.prompt()
            if p is None:
                raise Refused(i18n.tr("game-is-over"))
            if p.role not in mine:
                raise Refused(i18n.tr("hint-not-yours", who=player_who(live, p.role)))
            try:
                h = await asyncio.to_thread(usbot_hint, game, p.role)
            except Exception as e:  # a search bug must not end the session; nothing was changed
                log.exception("hint failed in game %s", live.row.id)
                raise Refused(i18n.tr("hint-failed", error=str(e))) from e
            if not live.row.settings.get("hinted"):
                # the game's record says hints were used; saved before the hint is shown, and
                # without moving the version the player's open menu carries (paused or not)
                live.row.settings = await self.store.mark_game(live.row.id, "hinted")
            reply = Reply(game_id=live.row.id, version=live.row.version)
            text = "\n".join(i18n.word(x, self.lang_for(user)) for x in h.lines())  # (in the reader's language)
            reply.private.append(PrivateMessage(user_id=user, role=p.role, text=text))
            reply.prompt = self.prompt_for(live)
            return reply

        return await self.run(channel, go)

    async def undo(self, channel: str, user: str, version: int | None = None) -> Reply:
        """Take back the last decision: only its maker, only while no die was rolled and no
        secret revealed since (`Game.can_undo`). Rebuilds the game without it (`Game.undone`
        from the save point the game in memory kept, else `rebuild`) and logs the undo.
        Adapters pass the `version` the press was made at, so that simultaneous presses take back
        one decision, not one each."""

        async def go() -> Reply:
            live = await self.load(channel)
            game, acts, last = self._undo_target(live, user)
            if version is not None and version != live.row.version:
                raise Refused(i18n.tr("undo-out-of-date", seen=version, now=live.row.version))
            before = (game.state.turn, game.state.phase)
            steps = chain_tail(acts)  # a chain chosen in one step is taken back in one step (issue 19)
            label = await worded_chain(self.rebuild, live, steps, i18n.reader())  # (while they are in force)
            back: Game | None = game
            for _ in steps:
                back = back.undone() if back is not None else None
            if back is None:
                back = await self.rebuild(live, acts[: -len(steps)])
            at = now()
            rows = [
                ActionRow(
                    seq=live.next_seq() + i,
                    kind="undo",
                    role=a.role,
                    user_id=user,
                    option_id=a.option_id,
                    voids=a.seq,
                    created_at=at,
                )
                for i, a in enumerate(reversed(steps))
            ]
            v = await self.store.commit(
                live.row.id, live.row.version, action=rows[0], snapshot=back.to_json(), more=rows[1:] or None,
                also=self.clock_job(live, back),
            )
            live.actions += rows
            live.game, live.row.version = back, v
            reply = Reply(game_id=live.row.id, version=v)
            lang = live.lang
            name = player_name(live, last.role, lang)  # type: ignore[arg-type]
            reply.public.append(i18n.t(lang, "undo-done", name=name, side=role_label(last.role, lang)))
            reply.private.append(PrivateMessage(user_id=user, role=last.role, text=i18n.tr("undone", label=label)))
            await self._deliver(live, [], reply, caller=None, images=(back.state.turn, back.state.phase) != before)
            return reply

        return await self.run(channel, go)

    def _undo_target(self, live: Live, user: str) -> tuple[Game, list[ActionRow], ActionRow]:
        """The game, the decisions in force and the last one, which `user` may take back now; or Refused."""
        game = self.started(live)
        if game.over:
            raise Refused(i18n.tr("game-is-over"))
        self._not_paused(live)
        acts = effective_acts(live.actions)
        if not acts:
            raise Refused(i18n.tr("undo-nothing"))
        last = acts[-1]
        if last.role not in live.roles_of(user):
            raise Refused(i18n.tr("undo-not-yours", side=role_label(last.role, i18n.reader())))
        ok, _ = game.can_undo()  # (its reason in English: worded here)
        if game.state.decisions == 0:
            raise Refused(i18n.tr("undo-nothing"))
        steps = chain_tail(acts)
        if not ok or game.state.undo_barrier >= game.state.decisions - len(steps) + 1:
            raise Refused(i18n.tr("undo-impossible", why=i18n.tr("undo-why-barrier")))
        return game, acts, last

    async def undo_preview(self, channel: str, user: str) -> Reply:
        """What `undo` would take back now, for `user` to confirm (privately), with the version it
        applies to: a confirmation pressed after the game moved on (another undo, a decision) is
        refused as out of date, so two undo commands in a row take back one decision."""

        async def go() -> Reply:
            live = await self.load(channel)
            _, acts, last = self._undo_target(live, user)
            label = await worded_chain(self.rebuild, live, chain_tail(acts), i18n.reader())
            text = i18n.tr("undo-confirm", game=live.row.id, side=role_label(last.role, i18n.reader()), label=label)
            return Reply(
                private=[PrivateMessage(user_id=user, role=last.role, text=text)],
                game_id=live.row.id,
                version=live.row.version,
            )

        return await self.run(channel, go)

    async def rebuild(self, live: Live, acts: list[ActionRow]) -> Game:
        """The game after `acts` (the first decisions in force): the newest turn- or phase-start
        snapshot among them (migration 004), its log taken from the game in memory (a later
        moment of the same game: `Game.from_json(log=)`), then the decisions after it replayed.
        The action log stays the truth: without a usable snapshot the whole log is replayed."""
        snap = await self.store.turn_snapshot(live.row.id, [a.seq for a in acts])
        setup = live.setup
        later = live.game.state.log if live.game is not None else None  # its log is the rebuilt one's and more
        bots = live.bot_log()

        def build() -> Game:
            game, rest = None, acts
            if snap is not None:
                try:
                    game = Game.from_json(snap[1], log=later)
                    rest = acts[[a.seq for a in acts].index(snap[0]) + 1 :]
                except Exception:  # a damaged snapshot: the log still holds the game
                    log.exception("turn snapshot %s of game %s is unusable; replaying the log", snap[0], live.row.id)
                    game, rest = None, acts
            if game is None:
                return replay_acts(setup, acts, bots)
            for a in rest:
                game.act(a.role, a.option_id, bot=bots.of(a.seq) if bots is not None else None)  # type: ignore[arg-type]
            return game

        return await asyncio.to_thread(build)

    async def resign(self, channel: str, user: str, role: str | None = None) -> Reply:
        """Concede: the other side wins. Sitting on both sides, the side to act resigns (or name it)."""

        async def go() -> Reply:
            live = await self.load(channel)
            game = self.started(live)
            if game.over:
                raise Refused(i18n.tr("game-is-over"))
            mine = live.roles_of(user)
            if not mine:
                raise Refused(i18n.tr("not-seated"))
            if role is not None:
                if role not in mine:
                    raise Refused(i18n.tr("not-seated-as", side=role_label(role, i18n.reader())))
                side: Role = role  # type: ignore[assignment]
            elif len(mine) == 1:
                side = mine[0]
            else:
                p = game.prompt()
                side = p.role if p is not None else mine[0]
            result = resign_result(side)
            row = ActionRow(seq=live.next_seq(), kind="resign", role=side, user_id=user, created_at=now())
            also = self.clock_job(live, game, "over")
            v = await self.store.commit(live.row.id, live.row.version, action=row, status="over", result=result, also=also)
            live.actions.append(row)
            live.row.version, live.row.status, live.row.result = v, "over", result
            lang = live.lang
            text = i18n.t(lang, "resigns", name=player_name(live, side, lang))
            return Reply(public=[text, *await self.rating_lines(live, lang)], game_id=live.row.id, version=v)

        return await self.run(channel, go)

    async def claim(self, channel: str, user: str, at: float | None = None) -> Reply:
        """After the game's deadline passed without a decision, the player waiting for it claims
        the game: a timeout win (result reason "timeout"). Refused before the deadline (with the
        time left), in a paused game, and for anyone but the waiting player. `at` (the caller's
        clock, seconds since the epoch) must be a finite time: NaN passes no comparison, infinity
        passes every deadline."""
        if at is not None and not finite_time(at):
            return Reply.refuse(i18n.tr("claim-bad-time"))
        if (on_time := await self.clocked_claim(channel, user, at)) is not None:  # issue 35: a timed game's bank
            return on_time

        async def go() -> Reply:
            if at is not None and not finite_time(at):
                raise Refused(i18n.tr("claim-bad-time"))
            live = await self.load(channel)
            game = self.started(live)
            p = game.prompt()
            if p is None:
                raise Refused(i18n.tr("game-is-over"))
            staller = live.user_of(p.role)
            if live.solo or staller is None:
                raise Refused(i18n.tr("claim-solo"))
            mine = [r for r in live.roles_of(user) if r != p.role]
            if not mine or staller.user_id == user:
                raise Refused(
                    i18n.tr("claim-not-waiting", who=player_who(live, p.role))
                    if staller.user_id != user
                    else i18n.tr("claim-own")
                )
            self._not_paused(live)
            hours = int({**await self.store.channel_settings(channel), **live.row.settings}.get("deadline_hours") or 0)
            if not hours:
                raise Refused(i18n.tr("claim-no-deadline"))
            since = datetime.fromisoformat(live.row.idle_since).timestamp()
            left = since + hours * 3600 - (datetime.now().timestamp() if at is None else at)
            if left > 0:
                raise Refused(i18n.tr("claim-too-early", left=duration_words(left, i18n.reader())))
            result = timeout_result(p.role)
            row = ActionRow(seq=live.next_seq(), kind="resign", role=p.role, user_id=user, label=TIMEOUT, created_at=now())
            v = await self.store.commit(live.row.id, live.row.version, action=row, status="over", result=result)
            live.actions.append(row)
            live.row.version, live.row.status, live.row.result = v, "over", result
            lang = live.lang
            text = i18n.t(
                lang,
                "claimed",
                who=player_who(live, p.role, lang),
                hours=hours,
                name=player_name(live, mine[0], lang),
                winner=role_label(result["winner"], lang),
            )
            return Reply(public=[text], game_id=live.row.id, version=v)

        return await self.run(channel, go)

    async def phase_log(self, game_id: int, first: int, last: int) -> Reply:
        """The public log lines from seq `first` to `last` of game `game_id` (privately: a "Why?"
        press on a phase post shows the bot's reasoning among them)."""
        try:
            row = await self.store.game(game_id)
            snap = await self.store.snapshot(game_id) if row is not None else None
        except StoreError as e:
            self.unreadable(f"game {game_id}", e)
            return Reply.refuse(storage_refusal(e))
        if row is None:
            return Reply.refuse(i18n.tr("game-gone"))
        if snap is None:
            return Reply.refuse(i18n.tr("game-not-begun"))
        if row.setup.get("players") == "solo":
            solo_available()
        game = Game.from_json(snap[0])
        entries = [e for e in game.state.log if e.to is None and first <= e.seq <= last]
        lines = [i18n.word(e, i18n.reader()) for e in entries]  # (the presser's language)
        block = PhaseBlock(lines=lines, gists=[gist(e) for e in entries])  # (what tells the bot's reasoning)
        return Reply(private=[PrivateMessage(user_id="", text=t) for t in lines], blocks=[block], game_id=game_id)

    async def phase_post(self, game_id: int) -> tuple[str, str] | None:
        """The channel and the state (JSON, public text only) of the game's channel post under way
        (issue 19: kept so that after a restart the next action edits the same post); None when
        there is none or the database cannot be read (logged)."""
        try:
            return await self.store.phase_post(game_id)
        except StoreError as e:
            self.unreadable(f"game {game_id}", e)
            return None

    async def set_phase_post(self, game_id: int, channel_id: str | None, state: str | None) -> None:
        """Keep (None: forget) the game's channel post under way; a failure is logged (the post
        still holds the text: the next action after a restart would start a new post)."""
        try:
            await self.store.set_phase_post(game_id, channel_id, state)
        except StoreError as e:
            log.warning("keeping the post of game %s failed: %s", game_id, e)

    async def abort(self, channel: str, user: str, is_manager: bool = False) -> Reply:
        """End the channel's game without a result: its creator or a channel manager only."""

        async def go() -> Reply:
            live = await self.load(channel)
            if user != live.row.creator and not is_manager:
                raise Refused(i18n.tr("abort-who"))
            result = abort_result(user)
            row = ActionRow(seq=live.next_seq(), kind="abort", user_id=user, created_at=now())
            also = self.clock_job(live, live.game, "aborted")
            v = await self.store.commit(live.row.id, live.row.version, action=row, status="aborted", result=result, also=also)
            live.actions.append(row)
            live.row.version, live.row.status, live.row.result = v, "aborted", result
            return Reply(public=[i18n.t(live.lang, "aborted", game=live.row.id)], game_id=live.row.id, version=v)

        return await self.run(channel, go)

    async def rematch(self, game_id: int, user: str, choice: str) -> Reply:
        """Issue 33.3: `user` asks for a rematch of finished game `game_id` in its channel, sides
        kept or swapped (`choice` "keep" | "swap"), or the other player accepts (`choice`
        "accept"). Its rules: bot/core/rematch.py."""
        return await Rematches(self).answer(game_id, user, choice)

    # ------------------------------------------------------------------ pausing
    def _not_paused(self, live: Live) -> None:
        if live.row.paused_at is not None and live.row.status == "active":
            raise Refused(i18n.tr("paused-no-decision", paused=pause_text(live)))

    async def pause(self, channel: str, user: str, reason: str = "", is_manager: bool = False) -> Reply:
        """Stop the clock: decisions are refused and reminders and deadlines stop until `resume`.
        A seated player or a channel manager may pause."""

        async def go() -> Reply:
            live = await self.load(channel)
            game = self.started(live)
            if game.over:
                raise Refused(i18n.tr("game-is-over"))
            if not live.roles_of(user) and not is_manager:
                raise Refused(i18n.tr("pause-who"))
            if live.row.paused_at is not None:
                raise Refused(i18n.tr("paused-resume", paused=pause_text(live)))
            why = clean_text(" ".join(reason[:1000].split()))[:200] or None
            live.row = await self.store.set_paused(live.row.id, live.row.version, user, why, also=self.pause_job(live, True))
            lang = live.lang
            return Reply(
                public=[i18n.t(lang, "paused-now", paused=pause_text(live, lang))],
                game_id=live.row.id,
                version=live.row.version,
            )

        return await self.run(channel, go)

    async def resume(self, channel: str, user: str, is_manager: bool = False) -> Reply:
        """Continue a paused game; the reminder and deadline clock starts again from now."""

        async def go() -> Reply:
            live = await self.load(channel)
            self.started(live)
            if not live.roles_of(user) and not is_manager:
                raise Refused(i18n.tr("resume-who"))
            if live.row.paused_at is None:
                raise Refused(i18n.tr("not-paused", game=live.row.id))
            lang = live.lang
            by = next((shown(s.user_name) for s in live.seats if s.user_id == user), None) or i18n.t(lang, "a-channel-manager-by")
            live.row = await self.store.set_paused(live.row.id, live.row.version, None, also=self.pause_job(live, False))
            reply = Reply(game_id=live.row.id, version=live.row.version)
            reply.public.append(i18n.t(lang, "resumed", by=by, game=live.row.id))
            await self._deliver(live, [], reply, caller=None, images=False)
            return reply

        return await self.run(channel, go)

    # ------------------------------------------------------------------ building replies
    async def _deliver(
        self, live: Live, entries: list[LogEntry], reply: Reply, *, caller: str | None, images: bool
    ) -> None:
        """Route new log entries (public / per role), the next prompt, pings and the board."""
        game = live.game
        assert game is not None
        lang = reply.lang = live.lang
        seats = {r: live.user_of(r) for r in live.human_roles()}
        done, public, private = route(entries, seats, lang, self.lang_for)
        # the result is said once, by its own post (`Reply.ending`), not by the engine's line on the turn's too
        victory = [e for e in entries if e.kind == "victory"]
        reply.blocks += phase_blocks([e for e in entries if e.kind != "victory"], lang)
        for m in private:
            m.before = len(reply.public) + (m.before or 0)
        reply.public += done
        reply.private += private
        p = game.prompt()
        if p is not None:
            reply.waiting = Waiting(who=player_who(live, p.role, lang), role=p.role)
            public += await self.clock_lines(live, lang, live.row.channel.isdigit())  # issue 35: both banks
            reply.prompt = self.prompt_for(live)
            nxt = live.user_of(p.role)
            if nxt is not None and nxt.user_id != caller:
                reply.ping.append(nxt.user_id)
        elif game.over or live.row.status == "over":
            res = live.row.result or game_result(game)
            public.append(
                i18n.t(lang, "game-over", winner=role_label(res.get("winner"), lang), reason=result_reason(res, lang))
            )
            # the result is said once, in a post of its own (`Reply.ending`), not on the turn's post;
            # an adapter that posts the film after it asks for it then (`finished_film`)
            said = [ln for t in route(victory, seats, lang, self.lang_for)[1] for ln in t.split("\n")]
            reply.ending = ending_of(live.row, live.seats, said)
            if self.film_with_result:
                await self.add_film(live, reply)
            public += await self.rating_lines(live, lang)
        reply.public += message(public)
        reply.phases += phases_ended(game.state.log, entries, lang)
        if images or game.over or reply.phases:
            await self.add_image(live, reply)

    async def _finish(self, live: Live) -> None:
        """The set-up itself ended the game (a position already won): record it."""
        assert live.game is not None
        result = game_result(live.game)
        v = await self.store.commit(live.row.id, live.row.version, status="over", result=result)
        live.row.version, live.row.status, live.row.result = v, "over", result
