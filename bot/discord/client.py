"""The Discord client: connects, registers `/labyrinth` (bot/discord/commands.py) and the
challenge and record commands (bot/discord/challenges.py), syncs the command tree, runs the
reminder sweep. `run(config)` starts the bot (called by `python -m bot` when DISCORD_TOKEN is set).
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import signal
import sys
from collections.abc import Sequence

import discord
from discord import app_commands

from bot.core.config import Config
from bot.core.service import GameService
from bot.discord.app import LabyrinthApp
from bot.discord.challenges import install
from bot.discord.commands import build_group
from bot.discord.controls import CONTROLS
from bot.discord.delivery import MENTIONS
from bot.discord.ending import REMATCH_ITEMS
from bot.discord.ladder import install as install_ladder
from bot.discord.translate import CatalogTranslator
from bot.discord.views import DYNAMIC_ITEMS

log = logging.getLogger(__name__)

#: the reminder / deadline sweep runs this often
SWEEP_SECONDS = 60

#: bot permissions for the invite link: View Channel, Send Messages, Embed Links, Attach Files,
#: Create Public and Private Threads, Send Messages in Threads
PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    embed_links=True,
    attach_files=True,
    create_public_threads=True,
    create_private_threads=True,  # challenge attempts in a private thread
    send_messages_in_threads=True,
)


def intents() -> discord.Intents:
    """Only the guilds intent (channel and thread cache); no privileged intent, no message content."""
    i = discord.Intents.none()
    i.guilds = True
    return i


# ---------------------------------------------------------------------- the client
class LabyrinthTree(app_commands.CommandTree):
    """The command tree; a failing command is reported to the user who typed it."""

    async def on_error(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        app: LabyrinthApp | None = getattr(self.client, "labyrinth", None)
        if app is None:
            await super().on_error(interaction, error)
            return
        await app.on_failure(interaction, error)


class LabyrinthClient(discord.AutoShardedClient):
    """The bot. Sharded automatically: a large deployment gets as many shards as Discord says,
    with no code change. `force_sync` (`python3 run.py bot --sync`) syncs the command tree even
    when its payload did not change since the last sync."""

    def __init__(self, config: Config, *, force_sync: bool = False, shard_count: int | None = None):
        # SHARD_IDS / SHARD_COUNT: this process runs only its shard range (docs/deploy.md)
        # a message of ours pings nobody unless it names the users to notify (app.pinging): never
        # @everyone, a role or a user whose mention sits in a player's name or a pause reason
        super().__init__(
            intents=intents(),
            shard_count=shard_count or config.shard_count,
            shard_ids=config.shard_ids,
            allowed_mentions=MENTIONS,
        )
        self.config = config
        self.force_sync = force_sync
        self.tree = LabyrinthTree(self)
        self.labyrinth: LabyrinthApp | None = None
        self._sweeper: asyncio.Task[None] | None = None
        #: whether the last start-up synced the command tree (it does only when it changed)
        self.synced = False

    async def setup_hook(self) -> None:
        service = await GameService.open(self.config.db_path)
        self.labyrinth = LabyrinthApp(service, self, self.config)
        self.add_dynamic_items(*DYNAMIC_ITEMS, *CONTROLS, *REMATCH_ITEMS)
        self.tree.add_command(build_group(self.labyrinth))
        install(self, self.labyrinth)  # /challenge and /records
        install_ladder(self, self.labyrinth)  # issue 35: seeks, next, vacation, the ladder
        await self.tree.set_translator(CatalogTranslator())  # names and descriptions in Russian too
        await self.sync_commands()
        self._sweeper = asyncio.create_task(self._sweep_forever())

    async def sync_commands(self) -> None:
        """Sync the command tree with Discord only when its payload changed since the last sync
        (its hash is kept in SQLite, table `command_sync`) or when asked (`--sync`): Discord
        rate-limits syncing, and a restart usually changes nothing."""
        guild = discord.Object(id=self.config.discord_guild_id) if self.config.discord_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        scope = str(guild.id) if guild is not None else "global"
        translator = self.tree.translator  # the hash covers the translations (a new one re-syncs)
        commands = self.tree.get_commands(guild=guild)
        if translator is not None:
            payload = [await c.get_translated_payload(self.tree, translator) for c in commands]
        else:
            payload = [c.to_dict(self.tree) for c in commands]
        digest = hashlib.sha256(json.dumps(payload, sort_keys=True).encode()).hexdigest()
        assert self.labyrinth is not None
        svc = self.labyrinth.svc
        self.synced = self.force_sync or await svc.command_hash(scope) != digest
        if self.synced:
            await self.tree.sync(guild=guild)
            await svc.set_command_hash(scope, digest)
            log.info("synced the command tree (%s)", scope)

    async def _sweep_forever(self) -> None:
        """Sweep once as soon as the bot is connected (reminders that fell due while it was down
        go out now), then every SWEEP_SECONDS."""
        await self.wait_until_ready()
        while True:
            if self.labyrinth is not None:
                try:
                    await self.labyrinth.sweep()
                except Exception:
                    log.exception("reminder sweep failed")
            await asyncio.sleep(SWEEP_SECONDS)

    async def on_ready(self) -> None:
        log.info("Logged in as %s; invite: %s", self.user, self.invite_url())

    def invite_url(self) -> str:
        if self.application_id is None:
            return "(unknown until logged in)"
        return discord.utils.oauth_url(
            self.application_id, permissions=PERMISSIONS, scopes=("bot", "applications.commands")
        )

    async def close(self) -> None:
        """Stop the sweeper, close the database, disconnect (also on SIGTERM, see `run`)."""
        if self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None
        if self.labyrinth is not None:
            await self.labyrinth.svc.close()
        await super().close()


def stop_on_signals(client: discord.Client, signals: Sequence[int] = (signal.SIGTERM, signal.SIGINT)) -> None:
    """Close the client gracefully on SIGTERM (a service manager stopping the bot) and SIGINT."""
    loop = asyncio.get_running_loop()
    for sig in signals:
        with contextlib.suppress(NotImplementedError):  # no signal handlers on Windows' loop
            loop.add_signal_handler(sig, lambda: asyncio.ensure_future(client.close()))


def run(config: Config, *, force_sync: bool = False) -> int:
    """Start the Discord bot; returns when it is stopped (SIGTERM or Ctrl-C close it cleanly).
    A refused token or an unreachable Discord is said in one line (exit code 2), no traceback."""
    if not logging.getLogger().handlers:  # once per process, and not over a host's own logging
        discord.utils.setup_logging(level=logging.INFO)

    async def main() -> None:
        client = LabyrinthClient(config, force_sync=force_sync)
        stop_on_signals(client)
        async with client:
            await client.start(config.discord_token)

    try:
        asyncio.run(main())
    except discord.LoginFailure:
        print(
            "Discord refused the token in DISCORD_TOKEN. Copy it again from the Developer Portal"
            " (your application, Bot, Reset Token), or unset DISCORD_TOKEN to play in the local console.",
            file=sys.stderr,
        )
        return 2
    except (TimeoutError, OSError, discord.GatewayNotFound) as e:  # aiohttp's connection errors are OSErrors
        print(f"Discord cannot be reached ({type(e).__name__}: {e}). Check the network and try again.", file=sys.stderr)
        return 2
    return 0
