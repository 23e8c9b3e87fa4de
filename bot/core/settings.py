"""Settings: a channel's and a game's (checked and stored), the notify modes, the languages a
player and a game use, and custom positions read for `new`.
"""

from __future__ import annotations

from typing import Any

from bot.core import i18n
from bot.core.i18n import DEFAULT, LANGUAGES, UnknownLanguage, from_locale, language
from bot.core.replies import PrivateMessage, Refused, Reply, storage_refusal
from bot.core.session import Session
from bot.core.store import (
    StoreError,
)
from bot.core.words import clean_text
from engine.position import read_position


def parse_position(raw: str | bytes | Any, scenario: str | None = None) -> dict[str, Any]:
    """A custom position (engine/position.py) read and checked for `scenario`; ValueError
    (a PositionError) names every problem."""
    return read_position(raw, scenario)


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
            raise Refused(i18n.tr("settings-unknown", name=repr(clean_text(str(k))[:40]), known=known))
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
        which language they read and why. An unknown code is refused with the list."""
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
            return Reply.refuse(i18n.t(reader, "language-unknown", code=repr(code.strip()), list=languages))
        await self.store.set_user_language(user, lang)
        self.langs[user] = lang
        return Reply(private=[PrivateMessage(user_id=user, text=i18n.t(lang, "language-set", name=LANGUAGES[lang]))])

    async def game_language(self, channel: str) -> str:
        """The language of the channel's game, for its posts: chosen at `new`, else English."""
        row = await self.store.live_game(channel) or await self.store.last_game(channel)
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
            merged = {**live.row.settings, **checked}
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
            return Reply.refuse(i18n.tr("notify-unknown", how=repr(clean_text(how)[:20]), choices=", ".join(NOTIFY_MODES)))
        try:
            await self.store.set_notify_setting(user, how)
        except StoreError as e:
            return Reply.refuse(storage_refusal(e))
        return Reply()
