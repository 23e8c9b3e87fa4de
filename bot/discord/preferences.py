"""Discord commands for a player's and a channel's preferences: `/labyrinth notify`, `settings`
and `language` (docs/i18n.md).
"""

from __future__ import annotations

from typing import Any

import discord

from bot.core import i18n
from bot.core.config import Config
from bot.discord.delivery import (
    Delivery,
)
from bot.discord.text import for_discord

#: what each way of being told (`/labyrinth notify`) gives, as a message id
NOTIFY_WORDS = {
    "dm": "notify-mode-dm",
    "mention": "notify-mode-mention",
    "both": "notify-mode-both",
    "off": "notify-mode-off",
}


def describe_settings(s: dict[str, Any], config: Config, game: int | None = None) -> str:
    """The settings, worded in the reader's language (`i18n.reader()`)."""
    lang = i18n.reader()
    reminder = int(s.get("reminder_minutes") or config.reminder_minutes)
    deadline = s.get("deadline_hours") or 0
    summary = s.get("summary_channel")

    def yes(on: object) -> str:
        return i18n.t(lang, "settings-yes" if on else "settings-no")

    return "\n".join(
        [
            i18n.t(lang, "settings-of-game", game=str(game)) if game is not None else i18n.t(lang, "settings-of-channel"),
            i18n.t(lang, "settings-thread", yes=yes(s.get("thread"))),
            i18n.t(lang, "settings-remind", hours=f"{reminder / 60:g}"),
            i18n.t(
                lang,
                "settings-deadline",
                deadline=i18n.t(lang, "settings-deadline-hours", hours=str(deadline)) if deadline else i18n.t(lang, "settings-deadline-none"),
                forfeit=yes(s.get("forfeit")),
            ),
            i18n.t(lang, "settings-summary", where=f"<#{summary}>" if summary else i18n.t(lang, "settings-summary-none")),
        ]
    )


class PreferenceCommands(Delivery):
    """commands for a player's and a channel's preferences: `/labyrinth notify`, `settings`"""

    async def cmd_notify(self, interaction: discord.Interaction, how: str | None = None) -> None:
        """How the player is told that a game waits for them: dm, mention, both or off (kept in the database)."""
        ctx = await self.begin(interaction, ephemeral=True)
        if how is None:
            now = await self.svc.notify_mode(ctx.user)
            shown = i18n.tr(NOTIFY_WORDS[now]) if now in NOTIFY_WORDS else i18n.tr("notify-default")
            await ctx.private(i18n.tr("notify-now", how=shown))
            return
        done = for_discord(await self.svc.set_notify_mode(ctx.user, how))
        if not done.ok:
            await ctx.error(done.error or i18n.tr("refused"))
            return
        await ctx.private(i18n.tr("notify-set", how=i18n.tr(NOTIFY_WORDS[how])))

    async def cmd_settings(
        self,
        interaction: discord.Interaction,
        thread: bool | None = None,
        reminder_hours: int | None = None,
        deadline_hours: int | None = None,
        forfeit: bool | None = None,
        summary_channel: Any = None,
        no_summary_channel: bool = False,
    ) -> None:
        """Channel settings for new games (and reminders / summaries of this channel's games)."""
        ctx = await self.begin(interaction, ephemeral=True)
        if ctx.in_dm:
            await ctx.error(i18n.tr("discord-settings-in-dm"))
            return
        key = self.key(interaction)
        note = ""
        values: dict[str, Any] = {}
        if thread is not None:
            values["thread"] = thread
        if reminder_hours is not None:
            values["reminder_minutes"] = reminder_hours * 60
        if deadline_hours is not None:
            values["deadline_hours"] = deadline_hours
        if forfeit is not None:
            values["forfeit"] = forfeit
        if summary_channel is not None:
            values["summary_channel"] = str(summary_channel.id)
        if no_summary_channel:
            values["summary_channel"] = None
        if not values:
            r = for_discord(await self.svc.settings_reply(key))
        elif self.is_manager(interaction):  # only Manage Channels changes the channel's defaults
            r = for_discord(await self.svc.set_channel_settings(key, values, True))
            if r.ok and "deadline_hours" in values:
                # issue 19: a manager changes the running game's deadline too (a game keeps its own
                # settings, copied at `new`); no running game: the channel's only
                g = for_discord(await self.svc.set_game_settings(key, ctx.user, {"deadline_hours": deadline_hours}, True))
                if g.ok and g.game_id is not None:
                    note = i18n.tr("deadline-running-game-too", game=g.game_id)
        else:  # a game's creator: their own running game's settings, stored on that game
            r = for_discord(await self.svc.set_game_settings(key, ctx.user, values, False))
        if not r.ok or r.settings is None:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        game = r.game_id if (not values and r.game_id is not None) or (values and not self.is_manager(interaction)) else None
        await ctx.private(describe_settings(r.settings, self.config, game=game) + (f"\n{note}" if note else ""))

    async def cmd_language(self, interaction: discord.Interaction, code: str | None = None) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        r = for_discord(await self.svc.set_language(ctx.user, code, getattr(interaction, "locale", None)))
        if not r.ok:
            await ctx.error(r.error or i18n.tr("refused"))
            return
        for m in r.private:  # an answer to the caller only, not a DM
            await ctx.private(m.text)
