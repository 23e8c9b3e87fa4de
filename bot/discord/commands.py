"""`/labyrinth` and its subcommands: the slash-command declarations, each delegating to
`LabyrinthApp` (bot/discord/app.py)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core.i18n import LANGUAGES
from bot.core.texts import (
    IDEOLOGY_NAMES,
    LENGTH_NAMES,
    SCENARIO_NAMES,
    place_choices,
)
from bot.core.words import US_BOT_LEVEL_NAMES, US_BOT_LEVELS
from bot.discord.app import LabyrinthApp
from bot.discord.menus import AUTOCOMPLETE_LIMIT

# ---------------------------------------------------------------------- the command group
SCENARIO_CHOICES = [app_commands.Choice(name=n, value=k) for k, n in SCENARIO_NAMES.items()]
PLAYER_CHOICES = [
    app_commands.Choice(name="2 players: US against Jihadist", value="two"),
    app_commands.Choice(name="1 player: you against a bot (it plays the side you do not)", value="solo"),
]
#: each level named with its measured strength (issue 36: the ladder, docs/usbot.md)
LEVEL_CHOICES = [
    app_commands.Choice(name=f"{n.title()}: {US_BOT_LEVELS[n].strength}" if US_BOT_LEVELS[n].strength else n.title(), value=n)
    for n in US_BOT_LEVEL_NAMES
]
SIDE_CHOICES = [app_commands.Choice(name="US", value="us"), app_commands.Choice(name="Jihadist", value="jihadist")]
LENGTH_CHOICES = [app_commands.Choice(name=n, value=k) for k, n in LENGTH_NAMES.items()]
NOTIFY_CHOICES = [
    app_commands.Choice(name="a direct message with the decision", value="dm"),
    app_commands.Choice(name="a mention in the game's channel", value="mention"),
    app_commands.Choice(name="both", value="both"),
    app_commands.Choice(name="off", value="off"),
]
IDEOLOGY_CHOICES = [app_commands.Choice(name=i.title(), value=i) for i in IDEOLOGY_NAMES]
LANGUAGE_CHOICES = [app_commands.Choice(name=f"{name} ({code})", value=code) for code, name in LANGUAGES.items()]
CLOCK_CHOICES = [
    app_commands.Choice(name="None: no clock (friendly games)", value="none"),
    app_commands.Choice(name="Fast: 24 h + 4 h a move, up to 72 h", value="fast"),
    app_commands.Choice(name="Standard: 72 h + 12 h a move, up to 120 h", value="standard"),
    app_commands.Choice(name="Slow: 72 h + 36 h a move, up to 240 h", value="slow"),
]


def build_group(app: LabyrinthApp) -> app_commands.Group:
    """`/labyrinth` and its subcommands; each one delegates to `app`."""
    group = app_commands.Group(
        name="labyrinth",
        description="Play Labyrinth: The War on Terror by chat",
        # also in the bot's DMs, where a 1-player game (a challenge attempt) may live
        allowed_contexts=app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=False),
    )

    async def choose_options(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await app.option_choices(interaction, current, plays_only=False)

    async def play_options(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await app.option_choices(interaction, current, plays_only=True)

    async def card_options(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await app.card_choices(interaction, current)

    async def place_options(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=n, value=n) for n in place_choices(current, AUTOCOMPLETE_LIMIT)]

    @group.command(name="new", description="Open a game in this channel (or in its own thread)")
    @app_commands.describe(
        scenario="Which scenario (rules 10)",
        players="Two people, or you against a bot (the solitaire Jihadist bot, or the US bot)",
        side="The side you play (solo: Jihadist plays against the US bot)",
        length="How many decks the game lasts",
        ideology="Jihadist Ideology level of the bot (1-player)",
        thread="Play in a new thread of this channel",
        deadline_hours="Hours a player may take per decision (0: no deadline)",
        forfeit="Forfeit the game of a player who misses the deadline",
        position="A custom starting position (JSON file; see the README)",
        language="The game's language for its posts (default: the server's language)",
        level="The US bot's level when you play the Jihadist alone (players: solo, side: Jihadist)",
        clock="The time control of a 2-player game (default: the server's; none: no clock)",
    )
    @app_commands.choices(
        scenario=SCENARIO_CHOICES,
        players=PLAYER_CHOICES,
        side=SIDE_CHOICES,
        length=LENGTH_CHOICES,
        ideology=IDEOLOGY_CHOICES,
        language=LANGUAGE_CHOICES,
        level=LEVEL_CHOICES,
        clock=CLOCK_CHOICES,
    )
    async def new(
        interaction: discord.Interaction,
        scenario: str = "lets_roll",
        players: str = "two",
        side: str = "us",
        length: int = 1,
        ideology: str = "normal",
        thread: bool | None = None,
        deadline_hours: app_commands.Range[int, 0, 720] | None = None,
        forfeit: bool | None = None,
        position: discord.Attachment | None = None,
        language: str | None = None,
        level: str | None = None,
        clock: str | None = None,
    ) -> None:
        await app.cmd_new(
            interaction, scenario, players, side, length, ideology, thread, deadline_hours, forfeit, position, language,
            level=level, clock=clock,
        )

    @group.command(name="join", description="Take the free seat of the game in this channel")
    @app_commands.describe(side="The seat to take (needed only to sit on both sides)")
    @app_commands.choices(side=SIDE_CHOICES)
    async def join(interaction: discord.Interaction, side: str | None = None) -> None:
        await app.cmd_join(interaction, side)

    @group.command(name="leave", description="Give up your seat before the game starts")
    @app_commands.choices(side=SIDE_CHOICES)
    @app_commands.describe(side="The seat to leave (if you sit on both sides)")
    async def leave(interaction: discord.Interaction, side: str | None = None) -> None:
        await app.cmd_leave(interaction, side)

    @group.command(name="start", description="Deal and begin (checks that players can receive DMs)")
    @app_commands.describe(ignore_dms="Start even if a player cannot receive DMs")
    async def start(interaction: discord.Interaction, ignore_dms: bool = False) -> None:
        await app.cmd_start(interaction, ignore_dms)

    @group.command(name="status", description="The public state of the game")
    @app_commands.describe(public="Post it in the channel for everyone (default: only you see it)")
    async def status(interaction: discord.Interaction, public: bool = False) -> None:
        await app.cmd_status(interaction, public)

    @group.command(name="board", description="The board image, or a region of the map drawn large")
    @app_commands.describe(
        region="A region (Europe, Middle East ...) or a country with its neighbours",
        public="Post it in the channel for everyone (default: only you see it)",
    )
    @app_commands.autocomplete(region=place_options)
    async def board(interaction: discord.Interaction, region: str | None = None, public: bool = False) -> None:
        await app.cmd_board(interaction, region, public)

    @group.command(name="hand", description="Your hand and Plots, shown only to you")
    async def hand(interaction: discord.Interaction) -> None:
        await app.cmd_hand(interaction)

    @group.command(name="play", description="Play a card from your hand")
    @app_commands.describe(card="The card (suggested as you type)")
    @app_commands.autocomplete(card=play_options)
    async def play(interaction: discord.Interaction, card: str) -> None:
        await app.cmd_play(interaction, card)

    @group.command(name="choose", description="Answer your pending decision (or show it)")
    @app_commands.describe(option="The option (suggested as you type); leave empty to see the decision")
    @app_commands.autocomplete(option=choose_options)
    async def choose(interaction: discord.Interaction, option: str | None = None) -> None:
        await app.cmd_choose(interaction, option)

    @group.command(name="hint", description="What the strongest bot would do at your decision, shown only to you")
    async def hint(interaction: discord.Interaction) -> None:
        await app.cmd_hint(interaction)

    @group.command(name="undo", description="Take back your last decision (until a die roll or a secret)")
    async def undo(interaction: discord.Interaction) -> None:
        await app.cmd_undo(interaction)

    @group.command(name="history", description="The last decisions and log entries, shown only to you")
    @app_commands.describe(entries="How many entries (1-200)")
    async def history(interaction: discord.Interaction, entries: app_commands.Range[int, 1, 200] = 20) -> None:
        await app.cmd_history(interaction, entries)

    @group.command(name="export", description="The game as a replayable file (once it is over; `mine`: what you may see, any time)")
    @app_commands.describe(mine="Only your own view, at any time")
    async def export(interaction: discord.Interaction, mine: bool = False) -> None:
        await app.cmd_export(interaction, mine)

    @group.command(name="import", description="Load an exported game into this channel")
    @app_commands.describe(file="A file made by /labyrinth export")
    async def import_(interaction: discord.Interaction, file: discord.Attachment) -> None:
        await app.cmd_import(interaction, file)

    @group.command(name="resign", description="Concede the game: the other side wins")
    async def resign(interaction: discord.Interaction) -> None:
        await app.cmd_resign(interaction)

    @group.command(name="claim", description="Win a game whose opponent let its deadline pass (timeout)")
    async def claim(interaction: discord.Interaction) -> None:
        await app.cmd_claim(interaction)

    @group.command(name="notify", description="How you are told a game waits for you: dm, mention, both or off")
    @app_commands.describe(how="dm, mention, both or off (leave empty to see your setting)")
    @app_commands.choices(how=NOTIFY_CHOICES)
    async def notify(interaction: discord.Interaction, how: str | None = None) -> None:
        await app.cmd_notify(interaction, how)

    @group.command(name="abort", description="End the game without a result (creator or Manage Channels)")
    async def abort(interaction: discord.Interaction) -> None:
        await app.cmd_abort(interaction)

    @group.command(name="pause", description="Pause the game: no decisions, reminders or deadline until resumed")
    @app_commands.describe(reason="Why (shown with the game's status)")
    async def pause(interaction: discord.Interaction, reason: app_commands.Range[str, 0, 200] = "") -> None:
        await app.cmd_pause(interaction, reason)

    @group.command(name="resume", description="Continue a paused game (its deadline clock restarts)")
    async def resume(interaction: discord.Interaction) -> None:
        await app.cmd_resume(interaction)

    @group.command(name="help", description="How to play and how to use this bot")
    async def help_(interaction: discord.Interaction) -> None:
        await app.cmd_help(interaction)

    @group.command(name="rules", description="A card's text, a country, or a rules section's summary (e.g. 8.4.2, major jihad, Iraq)")
    @app_commands.describe(query="Card number or name, a country, or a rules section (8.4.2) or term")
    @app_commands.autocomplete(query=card_options)
    async def rules(interaction: discord.Interaction, query: str) -> None:
        await app.cmd_rules(interaction, query)

    @group.command(name="settings", description="Channel settings (Manage Channels); your running game's own (its creator)")
    @app_commands.describe(
        thread="New games open their own thread",
        reminder_hours="Remind the waiting player after this many hours",
        deadline_hours="Hours per decision before a warning (0: none)",
        forfeit="Forfeit a game whose player misses the deadline",
        summary_channel="Also post turn summaries to this channel",
        no_summary_channel="Stop posting turn summaries elsewhere",
    )
    async def settings(
        interaction: discord.Interaction,
        thread: bool | None = None,
        reminder_hours: app_commands.Range[int, 1, 720] | None = None,
        deadline_hours: app_commands.Range[int, 0, 2160] | None = None,
        forfeit: bool | None = None,
        summary_channel: discord.TextChannel | None = None,
        no_summary_channel: bool = False,
    ) -> None:
        await app.cmd_settings(
            interaction, thread, reminder_hours, deadline_hours, forfeit, summary_channel, no_summary_channel
        )

    @group.command(name="language", description="The language you read the game in (cards, rules, tables)")
    @app_commands.describe(code="Your language; leave empty to see which one you read and why")
    @app_commands.choices(code=[*LANGUAGE_CHOICES, app_commands.Choice(name="Your Discord client's language", value="default")])
    async def language(interaction: discord.Interaction, code: str | None = None) -> None:
        await app.cmd_language(interaction, code)

    @group.command(name="mygames", description="Your games in every channel, those waiting for you first")
    async def mygames(interaction: discord.Interaction) -> None:
        await app.cmd_mygames(interaction)

    return group


