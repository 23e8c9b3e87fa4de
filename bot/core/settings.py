"""Settings: a channel's and a game's (checked and stored), the notify modes, the languages a
player and a game use, and custom positions read for `new`.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from bot.core import i18n
from bot.core.i18n import DEFAULT, LANGUAGES, UnknownLanguage, from_locale, language
from bot.core.replies import PrivateMessage, Refused, Reply, storage_refusal
from bot.core.session import Session
from bot.core.store import (
    StoreError,
)
from bot.core.words import typed
from engine.data import COUNTRIES
from engine.msg import m
from engine.position import MAX_POSITION_BYTES, PositionError, read_position

#: the largest custom position file, which an adapter checks before it downloads one
POSITION_LIMIT = MAX_POSITION_BYTES


def parse_position(raw: str | bytes | Any, scenario: str | None = None) -> dict[str, Any]:
    """A custom position (engine/position.py) read and checked for `scenario`; ValueError
    (a PositionError) names every problem. Its countries may be named as a player types them
    (`country_ids`)."""
    return read_position(country_ids(raw), scenario)


def country_ids(raw: str | bytes | Any) -> Any:
    """A position whose countries are named in any language, case and spelling (`"Ирак"`,
    `"САУДОВСКАЯ АРАВИЯ"`, `"Iraq"`; issue 34), keyed by the ids the engine reads. What it
    cannot read (not JSON, too large, two names of one country) is given unchanged, for
    `read_position` to refuse in words."""
    data = raw
    if isinstance(raw, (str, bytes)):
        if len(raw) > MAX_POSITION_BYTES:
            return raw
        try:
            data = json.loads(raw)
        except (ValueError, RecursionError):
            return raw
    if not isinstance(data, dict):
        return raw

    def cid(name: Any) -> Any:
        return name if not isinstance(name, str) or name in COUNTRIES else i18n.find_country(name) or name

    out = dict(data)
    if isinstance(data.get("countries"), dict):
        out["countries"] = {cid(k): v for k, v in data["countries"].items()}
        if len(out["countries"]) != len(data["countries"]):
            return raw
    for record in ("this_action_phase", "last_action_phase"):
        if isinstance(data.get(record), dict):
            out[record] = {k: [cid(x) for x in v] if isinstance(v, list) else v for k, v in data[record].items()}
    return out


def check_position_size(size: object) -> None:
    """Refuse a position file of `size` bytes before reading it (a PositionError, worded by
    `words.position_problems`): what an adapter calls with an attachment's declared size before
    downloading it (Discord's `/labyrinth new position:`). An unknown size (None) passes: the
    read itself reads at most MAX_POSITION_BYTES + 1 bytes."""
    if isinstance(size, int) and size > MAX_POSITION_BYTES:
        # (a size Fluent cannot format as a number is given as its digits: the English of a
        # PositionError is worded by the engine's own speaker)
        shown: int | str = size if size < 10**15 else i18n.number_text(size)
        raise PositionError([m("position-file-size", size=shown, limit=MAX_POSITION_BYTES)])


#: what a path names when it is not a regular file (the words of `position-not-a-file`)
_FILE_KINDS = ((stat.S_ISDIR, "folder"), (stat.S_ISFIFO, "pipe"), (stat.S_ISCHR, "device"), (stat.S_ISBLK, "device"))


def position_file(path: str | os.PathLike[str], scenario: str | None = None) -> dict[str, Any]:
    """A custom position read from the file at `path` (the console's `new position=`), checked
    as `parse_position` does. Only a regular file is read, and at most MAX_POSITION_BYTES + 1 bytes
    of it: a folder, a named pipe or a device (/dev/zero never ends) is refused in words at once,
    without waiting for a writer or reading on (issue 32). PositionError names the problem."""
    try:  # (O_NONBLOCK: opening a named pipe would wait for a writer)
        fd = os.open(Path(path), os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    except (OSError, ValueError) as e:  # (ValueError: a NUL in the path)
        why = e.strerror if isinstance(e, OSError) and e.strerror else str(e)
        raise PositionError([m("position-unreadable", why=why[:200])]) from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = next((k for test, k in _FILE_KINDS if test(mode)), "other")
            raise PositionError([m("position-not-a-file", kind=kind)])
        check_position_size(os.fstat(fd).st_size)
        chunks: list[bytes] = []
        left = MAX_POSITION_BYTES + 1  # one byte more than allowed: enough to know it is too large
        while left > 0 and (got := os.read(fd, left)):
            chunks.append(got)
            left -= len(got)
    except OSError as e:
        raise PositionError([m("position-unreadable", why=(e.strerror or type(e).__name__)[:200])]) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > MAX_POSITION_BYTES:  # (it grew since the size was read)
        raise PositionError([m("position-file-size", size=f">{MAX_POSITION_BYTES}", limit=MAX_POSITION_BYTES)])
    return parse_position(data, scenario)


#: how a player is told that a game waits for them (`/labyrinth notify`); no choice: a DM when
#: their DMs are open, else a mention in the game's channel
NOTIFY_MODES = ("dm", "mention", "both", "off")


#: the deadline a new game gets unless its settings say otherwise (0 turns it off): 14 days
DEFAULT_DEADLINE_HOURS = 14 * 24


#: the chat-layer settings a channel (or one game) may set: name -> (allowed type, lowest,
#: highest, what it must be: a message id)
SETTINGS: dict[str, tuple[type, int, int, str]] = {
    "thread": (bool, 0, 1, "settings-words-bool"),
    "forfeit": (bool, 0, 1, "settings-words-bool"),
    # 0: the bot's default interval
    "reminder_minutes": (int, 0, 30 * 24 * 60, "settings-words-minutes"),
    # 0: no deadline
    "deadline_hours": (int, 0, 90 * 24, "settings-words-hours"),
    "summary_channel": (str, 1, 20, "settings-words-channel"),
}


def check_settings(values: Any) -> dict[str, Any]:
    """`values` if every key is a known setting with a value of its type and range; else Refused
    naming the first that is not."""
    if not isinstance(values, dict):
        raise Refused(i18n.tr("settings-not-names"))
    for k, v in values.items():
        rule = SETTINGS.get(k) if isinstance(k, str) else None
        if rule is None:
            known = ", ".join(SETTINGS)
            raise Refused(i18n.tr("settings-unknown", name=typed(str(k), 40), known=known))
        kind, low, high, words = rule
        if k == "summary_channel" and v is None:
            continue
        if kind is int:
            ok = type(v) is int and low <= v <= high
        elif kind is bool:
            ok = type(v) is bool
        else:
            ok = type(v) is str and low <= len(v) <= high and v.isascii() and v.isdigit()
        if not ok:
            raise Refused(i18n.tr("settings-must-be", name=k, words=i18n.tr(words)))
    return dict(values)


def valid_settings(stored: dict[str, Any]) -> dict[str, Any]:
    """The known, valid settings of a stored dict (written before the checks, or by hand),
    and the service's own keys (a challenge attempt's code, an import's marks)."""
    out: dict[str, Any] = {}
    for k, v in stored.items():
        if k in INTERNAL_SETTINGS:
            out[k] = v
            continue
        try:
            out.update(check_settings({k: v}))
        except Refused:
            continue
    return out


#: keys the service itself keeps in a game's settings (never given by a user), and the game's
#: language, checked against the catalog's languages where a game is created
INTERNAL_SETTINGS = frozenset({"challenge", "imported_by", "imported_by_id", "language"})


class Settings(Session):
    """Settings and languages: a channel's, a game's, a player's."""

    async def set_language(self, user: str, code: str | None, locale: object = None) -> Reply:
        """`language ru|en`: keep the player's choice; `language default` forgets it; no code: say
        which language they read and why. An unknown code is refused with the list; a database
        that cannot be read or written, with the service's one refusal."""
        try:
            return await self._set_language(user, code, locale)
        except StoreError as e:  # the service's one refusal, as every other path gives
            self.unreadable(f"user {user}", e)
            return Reply.refuse(storage_refusal(e))

    async def _set_language(self, user: str, code: str | None, locale: object) -> Reply:
        languages = ", ".join(f"{k} ({v})" for k, v in LANGUAGES.items())
        reader = await self.language_of(user, locale)
        if code is None or not code.strip():
            chosen = await self.store.user_language(user)
            source = (
                "language-source-chosen"
                if chosen in LANGUAGES
                else "language-source-client"
                if from_locale(locale)
                else "language-source-default"
            )
            text = i18n.t(reader, "language-current", name=LANGUAGES[reader], source=i18n.t(reader, source), list=languages)
            return Reply(private=[PrivateMessage(user_id=user, text=text)])
        if code.strip().lower() == "default":
            await self.store.set_user_language(user, None)
            lang = from_locale(locale) or DEFAULT
            self.langs[user] = lang
            return Reply(private=[PrivateMessage(user_id=user, text=i18n.t(lang, "language-set", name=LANGUAGES[lang]))])
        try:
            lang = language(code)
        except UnknownLanguage:
            return Reply.refuse(i18n.t(reader, "language-unknown", code=typed(code.strip(), 20), list=languages))
        await self.store.set_user_language(user, lang)
        self.langs[user] = lang
        return Reply(private=[PrivateMessage(user_id=user, text=i18n.t(lang, "language-set", name=LANGUAGES[lang]))])

    async def game_language(self, channel: str) -> str:
        """The language of the channel's game, for its posts: chosen at `new`, else English. When
        the database cannot be read (logged): the cached game's, else English."""
        try:
            row = await self.store.live_game(channel) or await self.store.last_game(channel)
        except StoreError as e:
            cached = self.cache.get(channel)
            self.unreadable(channel, e)  # (drops the cached copy: its language was read first)
            return cached.lang if cached is not None else DEFAULT
        code = row.settings.get("language", DEFAULT) if row is not None else DEFAULT
        return code if code in LANGUAGES else DEFAULT

    # ------------------------------------------------------------------ settings
    async def channel_settings(self, channel: str) -> dict[str, Any]:
        """The channel's settings for new games (a stored value that is not valid is left out)."""
        return valid_settings(await self.store.channel_settings(channel))

    async def settings_reply(self, channel: str, *, with_game: bool = True) -> Reply:
        """The settings in force in `channel`: the channel's, overridden by its running game's own
        (`settings` holds them; `game_id` is set when the game has its own). `with_game` False:
        the channel's only (what a new game copies)."""

        async def go() -> Reply:
            merged = await self.channel_settings(channel)
            row = await self.store.live_game(channel) if with_game else None
            if row is None:
                return Reply(settings=merged)
            return Reply(settings={**merged, **valid_settings(row.settings)}, game_id=row.id, version=row.version)

        return await self.run(channel, go)

    async def set_channel_settings(self, channel: str, values: dict[str, Any], is_manager: bool) -> Reply:
        """Per-channel settings for the chat layer (thread, deadline, reminder, summary channel);
        new games copy them. Channel managers (Manage Channels) only; every value is checked
        (SETTINGS) and a bad one refused, changing nothing."""
        if not is_manager:
            return Reply.refuse(i18n.tr("settings-managers-only"))

        async def go() -> Reply:
            checked = check_settings(values)
            merged = {**await self.channel_settings(channel), **checked}
            await self.store.set_channel_settings(channel, merged)
            return Reply(public=[i18n.tr("settings-channel-changed")], settings=merged)

        return await self.run(channel, go)

    async def set_game_settings(self, channel: str, user: str, values: dict[str, Any], is_manager: bool) -> Reply:
        """Settings of the channel's running game only (stored on the game): its creator or a
        channel manager. Sending summaries to another channel is for managers only (the bot posts
        there with its own permissions)."""

        async def go() -> Reply:
            checked = check_settings(values)
            try:
                live = await self.load(channel)
            except Refused:
                raise Refused(i18n.tr("settings-managers-only-no-game")) from None
            if user != live.row.creator and not is_manager:
                raise Refused(i18n.tr("settings-managers-or-creator"))
            if "summary_channel" in checked and not is_manager:
                raise Refused(i18n.tr("settings-summary-managers-only"))
            # over the settings as stored: a mark another process made without a new version
            # (the first hint: `store.mark_game`) is not in its cached copy
            stored = await self.store.game(live.row.id)
            merged = {**(stored.settings if stored is not None else live.row.settings), **checked}
            v = await self.store.commit(live.row.id, live.row.version, settings=merged)
            live.row.settings, live.row.version = merged, v
            shown_now = {**await self.channel_settings(channel), **valid_settings(merged)}
            return Reply(
                public=[i18n.tr("settings-game-changed", game=live.row.id)],
                settings=shown_now,
                game_id=live.row.id,
                version=v,
            )

        return await self.run(channel, go)

    async def notify_mode(self, user: str) -> str | None:
        """How `user` wants to be told a game waits for them (`/labyrinth notify`, one of
        NOTIFY_MODES), or None: the default (also when the database cannot be read: logged)."""
        try:
            return await self.store.notify_setting(user)
        except StoreError as e:
            self.unreadable(f"user {user}", e)
            return None

    async def set_notify_mode(self, user: str, how: str) -> Reply:
        """Keep how `user` wants to be told; an unknown way is refused with the list."""
        if how not in NOTIFY_MODES:
            return Reply.refuse(i18n.tr("notify-unknown", how=typed(how, 20), choices=", ".join(NOTIFY_MODES)))
        try:
            await self.store.set_notify_setting(user, how)
        except StoreError as e:
            return Reply.refuse(storage_refusal(e))
        return Reply()
