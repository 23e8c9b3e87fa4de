"""Discord commands that carry a game out and in: `/labyrinth export` and `import`.
"""

from __future__ import annotations

import discord

from bot.core import i18n
from bot.discord.delivery import (
    Delivery,
    text_file,
)
from bot.discord.text import for_discord

#: largest import file read
IMPORT_LIMIT = 5 * 1024 * 1024


class TransferCommands(Delivery):
    """commands that carry a game out and in: `/labyrinth export` and `import`."""

    async def cmd_export(self, interaction: discord.Interaction, mine: bool = False) -> None:
        ctx = await self.begin(interaction, ephemeral=True)
        key = self.key(interaction)
        r = await (self.svc.export_view(key, ctx.user) if mine else self.svc.export(key, ctx.user))
        if not r.ok or r.attachment is None:
            await ctx.error(r.error or i18n.tr("discord-nothing-to-export"))
            return
        note = "\n".join(m.text for m in r.private) or i18n.tr("discord-your-view")
        await ctx.private(note, file=text_file(r.attachment.filename, r.attachment.text))

    async def cmd_import(self, interaction: discord.Interaction, file: discord.Attachment) -> None:
        ctx = await self.begin(interaction, ephemeral=False)
        if file.size > IMPORT_LIMIT:
            await ctx.error(i18n.tr("discord-file-too-large", size=str(file.size), limit=str(IMPORT_LIMIT)))
            return
        try:
            text = (await file.read()).decode("utf-8")
        except (discord.HTTPException, UnicodeDecodeError) as e:
            await ctx.error(i18n.tr("discord-file-unreadable", error=str(e)))
            return
        await self.answer(ctx, for_discord(await self.svc.import_game(self.key(interaction), ctx.user, ctx.name, text)))
