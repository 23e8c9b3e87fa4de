"""A rematch (issue 33.3): after a game ends with a result, a player asks for another game in the
same channel: the same scenario, length, Jihadist Ideology, US bot level, custom position, time
control and settings, a new seed, the sides kept or swapped as the asker chooses.

- Against a bot (one person), or one person on both sides: it begins at once, the sides kept.
- Between two people: the request waits for the other player's word ("accept"). It is kept in the
  finished game's own settings (key `rematch`), so a restart keeps it; the asker may change it,
  and the other asking the same thing accepts it.
- A challenge's attempt has none: one attempt each.
- A press on a game that is no longer the channel's newest (its rematch, or any game, came
  after it), by someone who did not play it, or an accept by the asker or before any request is
  refused with the reason and changes nothing.

Stands beside the facade: `GameService.rematch` hands itself in (its type under TYPE_CHECKING).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from bot.core import i18n
from bot.core.banks import CLOCK_KEY, SERVER_KEY
from bot.core.replies import Reply, storage_refusal
from bot.core.session import humans_of
from bot.core.settings import SETTINGS
from bot.core.store import GameRow, Seat, StaleVersion, StoreError, now
from bot.core.timecontrol import DEFAULT_CLOCK
from bot.core.words import shown, us_bot_name

if TYPE_CHECKING:  # (the facade this feature drives: handed in, never imported to run)
    from bot.core.service import GameService

#: the finished game's setting that holds a pending request (`Asked`)
PENDING = "rematch"
#: what a player may say: ask with the sides kept or swapped, or accept the other's request
CHOICES = ("keep", "swap", "accept")


class Asked(BaseModel):
    """A request for a rematch, waiting for the other player."""

    by: str
    swap: bool = False
    at: str = ""


class RematchReply(Reply):
    """The answer to a rematch press: a request now waiting for `confirmer` (`asked`), or the new
    game begun (`started`: its start, delivered as any start is). `game_id` is the finished
    game's while a request waits (its Accept names it), the new game's once it began."""

    asked: bool = False
    confirmer: str | None = None
    swap: bool = False
    started: Reply | None = None


def lang_of(row: GameRow) -> str:
    """The finished game's language (its channel posts'), the rematch's too."""
    code = row.settings.get("language", i18n.DEFAULT)
    return code if code in i18n.LANGUAGES else i18n.DEFAULT


def sides_words(swap: bool, lang: str) -> str:
    return i18n.t(lang, "rematch-sides-swapped" if swap else "rematch-sides-kept")


def new_game(row: GameRow) -> dict[str, Any]:
    """`GameService.create`'s arguments for the rematch of `row`, but the players and sides: the
    same scenario, length, ideology, US bot level (its newest edition, as any new game's),
    position, time control and settings (a new seed: none is passed)."""
    s = row.setup
    us_bot = s.get("us_bot")
    settings = {k: v for k, v in row.settings.items() if k in SETTINGS or k == "language"}
    clock = row.settings.get(CLOCK_KEY)
    return {
        "scenario": s.get("scenario", "lets_roll"),
        "players": "solo" if s.get("players") == "solo" or us_bot else "two",
        "length": s.get("length", 1),
        "ideology": s.get("ideology", "normal"),
        "level": us_bot_name(us_bot) if us_bot else us_bot,  # (its newest edition)
        "position": s.get("position"),
        "settings": settings,
        "clock": clock or DEFAULT_CLOCK,  # (not the server's default: the game's own)
        "server": row.settings.get(SERVER_KEY),
    }


class Rematches:
    """The rematch of a channel's finished game (`GameService.rematch`)."""

    def __init__(self, games: GameService):
        self.games = games
        self.store = games.store

    async def answer(self, game_id: int, user: str, choice: str) -> Reply:
        """Ask ("keep" | "swap") or accept ("accept"), as the module says; a refusal changes nothing."""
        if choice not in CHOICES:
            return Reply.refuse(i18n.tr("rematch-choice"))
        try:
            row = await self.store.game(game_id)
            if row is None:
                return Reply.refuse(i18n.tr("rematch-no-game", game=game_id))
            seats = await self.store.seats(game_id)
            why = await self.refusal(row, seats, user)
            if why is not None:
                return Reply.refuse(why)
            people = list(dict.fromkeys(s.user_id for s in seats if s.role in humans_of(row.setup)))
            if len(people) == 1:  # against a bot, or one person on both sides: at once
                if choice == "swap" and humans_of(row.setup) != ("us", "jihadist"):
                    return Reply.refuse(i18n.tr("rematch-bot-sides"))
                return await self.begin(row, seats, user, swap=False)
            other = next(p for p in people if p != user)
            pending = self.pending(row)
            if choice == "accept":
                if pending is None:
                    return Reply.refuse(i18n.tr("rematch-nothing-asked", game=game_id))
                if pending.by == user:
                    return Reply.refuse(i18n.tr("rematch-own", other=self.name(seats, other)))
                return await self.begin(row, seats, pending.by, swap=pending.swap)
            swap = choice == "swap"
            if pending is not None and pending.by == other and pending.swap == swap:
                return await self.begin(row, seats, other, swap=swap)  # both asked the same
            return await self.ask(row, seats, user, other, swap)
        except StoreError as e:
            return Reply.refuse(storage_refusal(e))

    async def refusal(self, row: GameRow, seats: list[Seat], user: str) -> str | None:
        """Why no rematch of `row` may be asked or accepted by `user` now (None: it may)."""
        if row.status != "over":
            return i18n.tr("rematch-not-over", game=row.id)
        if "challenge" in row.settings:
            return i18n.tr("rematch-challenge", game=row.id)
        if not any(s.user_id == user and s.role in humans_of(row.setup) for s in seats):
            return i18n.tr("rematch-not-player", game=row.id)
        head = await self.store.head(row.channel)
        if head is not None and head[0] != row.id:
            return i18n.tr("rematch-stale", game=row.id, newer=head[0])
        return None

    @staticmethod
    def pending(row: GameRow) -> Asked | None:
        raw = row.settings.get(PENDING)
        return Asked.model_validate(raw) if isinstance(raw, dict) else None

    @staticmethod
    def name(seats: list[Seat], user: str) -> str:
        return shown(next((s.user_name for s in seats if s.user_id == user), user))

    async def ask(self, row: GameRow, seats: list[Seat], user: str, other: str, swap: bool) -> Reply:
        """Keep the request in the finished game's settings (versioned: of two at once, one is
        kept and the other told to look again), for `other` to accept."""
        asked = Asked(by=user, swap=swap, at=now())
        async with self.games.lock(row.channel):
            try:
                await self.store.commit(row.id, row.version, settings={**row.settings, PENDING: asked.model_dump()})
            except StaleVersion as e:
                return Reply.refuse(str(e))
            self.games.forget(row.channel)  # (its cached row's version moved)
        lang = lang_of(row)
        text = i18n.t(
            lang, "rematch-asked", name=self.name(seats, user), game=row.id, sides=sides_words(swap, lang),
            other=self.name(seats, other),
        )  # fmt: skip
        return RematchReply(public=[text], game_id=row.id, asked=True, confirmer=other, swap=swap, lang=lang)

    async def begin(self, row: GameRow, seats: list[Seat], asker: str, *, swap: bool) -> Reply:
        """The new game, opened by `asker` in the finished game's seat (the other one with `swap`),
        the other player seated, and started."""
        humans = humans_of(row.setup)
        mine = [s.role for s in seats if s.user_id == asker and s.role in humans]
        side = mine[0]
        if swap and len(humans) == 2:
            side = "jihadist" if side == "us" else "us"
        channel = row.channel
        names = {s.user_id: s.user_name for s in seats}
        opened = await self.games.create(channel, asker, names[asker], side=side, **new_game(row))
        if not opened.ok:
            return opened
        for s in seats:  # the other seats, as they were or swapped
            if s.role not in humans or s.user_id == asker and s.role == mine[0]:
                continue
            role = s.role if not swap else ("jihadist" if s.role == "us" else "us")
            joined = await self.games.join(channel, s.user_id, s.user_name, role)
            if not joined.ok:
                return await self.undone(channel, opened, joined)
        started = await self.games.start(channel, asker)
        if not started.ok:
            return await self.undone(channel, opened, started)
        lang = started.lang
        text = i18n.t(lang, "rematch-begins", game=row.id, new=started.game_id, sides=sides_words(swap, lang))
        return RematchReply(public=[text], game_id=started.game_id, swap=swap, started=started, lang=lang)

    async def undone(self, channel: str, opened: Reply, refused: Reply) -> Reply:
        """A rematch that could not begin leaves no game open in the channel: the refusal."""
        if opened.game_id is not None:
            await self.store.discard_open_game(opened.game_id)
            self.games.forget(channel)
        return refused
