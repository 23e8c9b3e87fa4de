"""A channel's live game and its requests: the cache of `Live` games, the per-channel locks, load
and commit (`Session.run`), and the languages the players read.

Safety (DESIGN.md, Persistence):
- every accepted change is written (action row + snapshot, one transaction) before the reply;
- a per-channel asyncio lock serializes changes; a caller may pass the state version it saw
  (e.g. carried by a button) and a mismatch is refused as stale;
- a new service on the same database continues every game exactly (`Game.from_json`).
"""

from __future__ import annotations

import asyncio
import gc
import logging
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Self

from bot.core import i18n
from bot.core.botlog import BotLog, record_legacy
from bot.core.i18n import DEFAULT, LANGUAGES, from_locale
from bot.core.replies import Ending, Refused, Reply, finite_time, storage_refusal
from bot.core.store import (
    ActionRow,
    GameRow,
    Seat,
    StaleVersion,
    StorageFailure,
    Store,
    StoreError,
)
from bot.core.store_pg import open_store
from bot.core.words import ROLES, result_reason, role_label
from engine import Game, Option, Setup
from engine.state import Role

log = logging.getLogger(__name__)


@dataclass
class Live:
    """A channel's newest game, cached in memory (the database is the truth)."""

    row: GameRow
    seats: list[Seat]
    actions: list[ActionRow]
    game: Game | None  # None before start
    #: a game against the US bot stored without its answers (migration 013) whose legacy replay
    #: did not give its stored state: replays ask the bot as it was asked then (botlog)
    bots_missing: bool = False

    def __setattr__(self, name: str, value: object) -> None:
        if name == "game" and isinstance(value, Game):
            # the service copies its games to look ahead (`chained_options`, every prompt shown) and
            # to undo: a checkpoint at each unit's start, so a copy replays only the unit in flight
            # (the engine's default chains them over CHECKPOINT_SPAN answers, for plain play)
            value.unit_checkpoints = True
        object.__setattr__(self, name, value)

    def user_of(self, role: Role) -> Seat | None:
        return next((s for s in self.seats if s.role == role), None)

    def roles_of(self, user_id: str) -> list[Role]:
        return [s.role for s in self.seats if s.user_id == user_id]

    @property
    def setup(self) -> Setup:
        return Setup.model_validate(self.row.setup)

    @property
    def solo(self) -> bool:
        return self.row.setup.get("players") == "solo"

    @property
    def us_bot(self) -> str | None:
        """The US bot's level where the US seat is the bot (a person plays the Jihadist alone)."""
        return self.row.setup.get("us_bot")

    def human_roles(self) -> tuple[Role, ...]:
        return humans_of(self.row.setup)

    @property
    def lang(self) -> str:
        """The language of the game's channel posts: chosen at `new`, else English."""
        code = self.row.settings.get("language", DEFAULT)
        return code if code in LANGUAGES else DEFAULT

    def bot_log(self) -> BotLog | None:
        """The US bot's recorded answers, for a replay (None: asked again, as it was played)."""
        return None if self.bots_missing else BotLog.of_rows(self.actions)

    def next_seq(self) -> int:
        return self.actions[-1].seq + 1 if self.actions else 1


def humans_of(setup: Setup | Mapping[str, Any]) -> tuple[Role, ...]:
    """The seats people take: the US against the solitaire bot, the Jihadist against the US bot
    (a set-up, or its stored form: `Live.human_roles`)."""
    players, us_bot = (setup.players, setup.us_bot) if isinstance(setup, Setup) else (setup.get("players"), setup.get("us_bot"))
    if players == "solo":
        return ("us",)
    return ("jihadist",) if us_bot else ROLES


def ending_of(row: GameRow, seats: list[Seat], said: list[str] | None = None) -> Ending:
    """The result of a game that just ended (issue 33.3): who won and why, in the game's language,
    the human players to tell, and whether a rematch may be asked (a challenge's attempt: no);
    `said`: the reply's lines that say it too (the engine's victory line)."""
    res = row.result or {}
    code = row.settings.get("language", DEFAULT)
    lang = code if code in LANGUAGES else DEFAULT
    humans = humans_of(row.setup)
    players = list(dict.fromkeys(s.user_id for s in seats if s.role in humans))
    return Ending(
        game_id=row.id,
        winner=res.get("winner"),
        text=i18n.t(lang, "game-over", winner=role_label(res.get("winner"), lang), reason=result_reason(res, lang)),
        players=players,
        rematch="challenge" not in row.settings,
        two_people=len(players) > 1,
        said=said or [],
    )


def solo_available() -> bool:
    """True once the solitaire Jihadist bot (engine/solo) answers the bot's prompts."""
    try:
        import engine.solo  # noqa: F401
    except ImportError:
        return False
    return Game.auto_answer is not None


def settle_heap() -> None:
    """At start-up, once the catalogs are parsed and the modules loaded: put every object alive
    now out of the garbage collector's walks (`gc.freeze`). They live as long as the process (the
    catalogs alone are about 100,000 objects), and each full collection walked them all: about
    100 ms, paid by whichever request was running (an import, a move) when one came; now a few ms."""
    gc.collect()
    gc.freeze()


class Session:
    """The store, the cache of live games, the per-channel locks and the players' languages:
    what every request of `GameService` stands on."""

    def __init__(self, store: Store, *, images: bool = True, cache_size: int = 256):
        self.store = store
        #: draw board images (when the renderer is installed); off for benchmarks and bulk tests
        self.images = images
        #: channel -> its newest game, least recently used first; at most `cache_size` kept
        #: (re-validated by version on every request, an action by its versioned commit (see
        #: `cache_first`), so any copy may be dropped at any time)
        self.cache: OrderedDict[str, Live] = OrderedDict()
        self.cache_size = cache_size
        #: (game id, version) -> the prompt's options with chains (looking ahead costs a few ms)
        self.chain_cache: dict[tuple[int, int, str], list[Option]] = {}
        #: channel -> [its lock, how many requests hold or wait for it]; dropped when unused
        self.locks: dict[str, tuple[asyncio.Lock, list[int]]] = {}
        #: called after a request that ended a game (now 'over' or 'aborted'), outside the
        #: channel's lock, with the game's row and the reply (a hook may add to it). A hook must
        #: be idempotent: after a restart it may be called again for a game already ended.
        self.end_hooks: list[Callable[[GameRow, Reply], Awaitable[None]]] = []
        #: user id -> the language they read (their choice, else the client locale last seen):
        #: private messages to a player who is not the caller go out in it (docs/i18n.md)
        self.langs: dict[str, str] = {}

    @classmethod
    async def open(cls, path: str | Path, *, images: bool = True, cache_size: int = 256) -> Self:
        """Open (checking, creating and migrating) the database (a SQLite file, or a `postgresql://`
        URL) and serve its games."""
        return cls(await open_store(path), images=images, cache_size=cache_size)

    async def close(self) -> None:
        await self.store.close()

    @asynccontextmanager
    async def lock(self, channel: str) -> AsyncIterator[None]:
        """Serialize the requests of one channel. The lock lives only while a request holds or
        waits for it, so idle channels leave nothing behind."""
        entry = self.locks.get(channel)
        if entry is None:
            entry = self.locks[channel] = (asyncio.Lock(), [0])
        lock, users = entry
        users[0] += 1
        try:
            async with lock:
                yield
        finally:
            users[0] -= 1
            if users[0] == 0:
                del self.locks[channel]

    def keep(self, channel: str, live: Live) -> None:
        """Cache `live` as the channel's game; drop the least recently used idle channels beyond
        `cache_size` (never one with a request under way: it may still be using its copy)."""
        self.cache[channel] = live
        self.cache.move_to_end(channel)
        if len(self.cache) > self.cache_size:
            for old in [c for c in self.cache if c not in self.locks][: len(self.cache) - self.cache_size]:
                del self.cache[old]

    # ------------------------------------------------------------------ loading
    async def load(self, channel: str, *, finished: bool = False, trusted: bool = False) -> Live:
        """The channel's live game (or, with `finished`, its newest game of any status). With
        `trusted`, a cached game is taken as current without asking the database (`cache_first`)."""
        live = self.cache.get(channel)
        # another process may have changed the game (an action, a pause) or opened a new one
        head = (live.row.id, live.row.version) if trusted and live is not None else await self.store.head(channel)
        if live is not None and head != (live.row.id, live.row.version):
            live = None
        if live is None:
            row = await self.store.game(head[0]) if head is not None else None
            if row is None:
                raise Refused(i18n.tr("no-game"))
            live = await self.live_of(row)
        self.keep(channel, live)
        if not finished and live.row.status not in ("open", "active"):
            raise Refused(i18n.tr("game-ended-over" if live.row.status == "over" else "game-ended-aborted"))
        return live

    async def cache_first(self, channel: str, go: Callable[[bool], Awaitable[Reply]]) -> Reply:
        """Run the change `go(trusted)` on the cached game without first asking the database
        whether another process changed it: that question is a round trip to the database's
        thread, on the path of every action. Its commit still asks: the versioned UPDATE refuses
        a stale version and writes nothing (StaleVersion). That, or a refusal, is checked: if the
        game moved on meanwhile, `go` runs again on the game as stored, so the answer is the one a
        checked start gives."""
        live = self.cache.get(channel)
        if live is None:
            return await go(False)
        seen = (live.row.id, live.row.version)
        try:
            return await go(True)
        except (StaleVersion, Refused) as e:
            if live.row.version != seen[1]:
                raise  # its own change was saved: it never runs twice
            if isinstance(e, Refused) and await self.store.head(channel) == seen:
                raise
        self.forget(channel)
        return await go(False)

    async def live_of(self, row: GameRow) -> Live:
        seats = await self.store.seats(row.id)
        actions = await self.store.actions(row.id)
        for seat in seats:  # the players' own choices, for the messages they get while others act
            if seat.user_id not in self.langs:
                chosen = await self.store.user_language(seat.user_id)
                if chosen in LANGUAGES:
                    self.langs[seat.user_id] = chosen
        game: Game | None = None
        missing = False
        if row.status != "open":
            if row.setup.get("players") == "solo":
                solo_available()  # installs the bot that answers its prompts in the restored game
            snap = await self.store.snapshot(row.id)
            if snap is not None:
                game = Game.from_json(snap[0])
            if row.setup.get("us_bot") and await self.store.bot_log_missing(row.id):
                # stored before the bot's answers were kept: replayed once, its answers recorded (botlog)
                actions = await record_legacy(self.store, row.id, Setup.model_validate(row.setup), actions, snap[0] if snap else None)
                missing = await self.store.bot_log_missing(row.id)
        return Live(row=row, seats=seats, actions=actions, game=game, bots_missing=missing)

    def forget(self, channel: str) -> None:
        """Drop the cached game so the next request reloads it from the database."""
        self.cache.pop(channel, None)

    @staticmethod
    def started(live: Live) -> Game:
        if live.row.status == "open" or live.game is None:
            raise Refused(i18n.tr("not-started"))
        return live.game

    @staticmethod
    def my_seats(live: Live, user: str) -> list[Role]:
        """The human seats `user` holds, or a refusal."""
        mine = [r for r in live.roles_of(user) if r in live.human_roles()]
        if not mine:
            raise Refused(i18n.tr("not-seated"))
        return mine

    # ------------------------------------------------------------------ running requests
    async def run(self, channel: str, fn: Callable[[], Any]) -> Reply:
        async with self.lock(channel):
            before = self.cache.get(channel)
            was = (before.row.id, before.row.status) if before is not None else None
            # the game's version before (a cold cache: as stored), so that only the request that
            # changed it says a result (`Reply.ending`), not a look at a finished game after a restart
            try:
                seen = (before.row.id, before.row.version) if before is not None else await self.store.head(channel)
            except StoreError:  # (the request itself meets the failure and says so)
                seen = None
            try:
                reply: Reply = await fn()
            except Refused as e:
                return Reply(ok=False, error=str(e), prompt=e.prompt)
            except StaleVersion as e:
                self.forget(channel)
                return Reply.refuse(str(e))
            except StorageFailure as e:
                # the cached copy may be ahead of the database: reload it next time
                self.forget(channel)
                log.error("channel %s: %s (%s)", channel, e, e.cause)
                return Reply.refuse(str(e))
            except StoreError as e:
                self.forget(channel)
                return Reply.refuse(storage_refusal(e))
            except BaseException:
                # the in-memory copy may be ahead of the database: reload it next time
                self.forget(channel)
                raise
            live = self.cache.get(channel)
            ended = (
                live.row.model_copy(deep=True)
                if reply.ok
                and live is not None
                and live.row.status in ("over", "aborted")
                and (live.row.id, live.row.status) != was
                and seen is not None
                and seen[0] == live.row.id  # (the channel's game before: not an import of a finished one)
                else None
            )
        if ended is not None:
            for hook in self.end_hooks:
                try:
                    await hook(ended, reply)
                except Exception:  # the game is saved; a hook's failure must not lose the reply
                    log.exception("end hook failed for game %s", ended.id)
        if ended is not None and ended.status == "over" and live is not None and (ended.id, ended.version) != seen:
            if reply.ending is None:  # (a resignation, a claim: no move said it)
                reply.ending = ending_of(ended, live.seats)
                if reply.ending.text not in reply.public:  # said once: the console reads it here, Discord in its own post
                    reply.public.append(reply.ending.text)
        else:  # only the request that ended the game says its result (not an import of a finished one)
            reply.ending = None
        return reply

    def unreadable(self, channel: str, e: StoreError) -> None:
        """A read that failed in a method returning no Reply: logged (one line), the cached copy dropped."""
        self.forget(channel)
        log.error("channel %s: %s (%s)", channel, e, getattr(e, "cause", None))

    async def closed_dms(self) -> dict[str, float]:
        """User id -> when a DM to them failed (their DMs are closed); empty when unreadable."""
        try:
            return await self.store.closed_dms()
        except StoreError as e:
            self.unreadable("closed DMs", e)
            return {}

    async def set_closed_dm(self, user_id: str, failed_at: float | None) -> None:
        """Remember (None: forget) that DMs to `user_id` failed; a storage failure is logged only,
        a time that is no time (NaN, infinity) ignored."""
        if failed_at is not None and not finite_time(failed_at):
            log.warning("closed DM of user %s at %r: not a time; ignored", user_id, failed_at)
            return
        try:
            await self.store.set_closed_dm(user_id, failed_at)
        except StoreError as e:
            self.unreadable("closed DMs", e)

    async def command_hash(self, scope: str) -> str | None:
        """The hash of the command payload last synced for `scope` (an adapter's start-up)."""
        return await self.store.command_hash(scope)

    async def set_command_hash(self, scope: str, digest: str) -> None:
        await self.store.set_command_hash(scope, digest)

    async def take_lease(self, name: str, owner: str, now: float, seconds: float) -> bool:
        """Claim the shared work `name` (store.take_lease: migration 007)."""
        return await self.store.take_lease(name, owner, now, seconds)

    async def end_lease(self, name: str, owner: str) -> None:
        await self.store.end_lease(name, owner)

    # ------------------------------------------------------------------ languages (docs/i18n.md)
    async def language_of(self, user: str, locale: object = None) -> str:
        """The language `user` reads: their own choice, else their client's `locale` when we speak
        it, else English. Remembered for the messages the service sends them while another player
        acts (`lang_for`). When the database cannot be read (logged), the client's language, else
        the one last seen: a language is never the reason a request fails (the request itself
        meets the outage and refuses it in the service's words)."""
        try:
            chosen = await self.store.user_language(user)
        except StoreError as e:
            self.unreadable(f"user {user}", e)
            return from_locale(locale) or self.langs.get(user, DEFAULT)
        lang = chosen if chosen in LANGUAGES else from_locale(locale) or DEFAULT
        if chosen in LANGUAGES or locale is not None:
            self.langs[user] = lang
        return lang

    async def reading(self, user: str, locale: object = None) -> str:
        """`language_of` made the language of the current request's answers (`i18n.reader()`):
        an adapter calls it as an interaction or a command begins."""
        try:
            lang = await self.language_of(user, locale)
        except StoreError as e:  # the request itself meets the outage and says so: never fail here
            log.warning("the language of user %s could not be read (%s); their client's used", user, e)
            lang = from_locale(locale) or self.langs.get(user, DEFAULT)
        i18n.READER.set(lang)
        return lang

    def use_language(self, user: str, lang: str) -> None:
        """`user` reads `lang` (a console started with `--lang`): their replies and private messages."""
        self.langs[user] = lang
        i18n.READER.set(lang)

    def lang_for(self, user: str | None) -> str:
        """The language of a private message to `user` (as `language_of` last found it; English for
        someone never seen since the start)."""
        return self.langs.get(user or "", DEFAULT)
