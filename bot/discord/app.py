"""The Discord adapter's application: `LabyrinthApp` turns interactions into `GameService` calls
and the service's `Reply` into Discord messages, DMs and prompt components.

It is put together from the delivery (bot/discord/delivery.py: replies to posts, DMs,
notifications, prompts, reminders) and the command handlers grouped by feature, each a class over
the delivery: seats.py (new, join, leave, start, abort, pause, resume, mygames), play.py (choose,
play, undo, resign, claim, hint, the prompt's buttons and autocomplete), looks.py (status, board,
hand, history, help, rules), preferences.py (notify, settings, language) and transfer.py (export,
import). The slash commands are declared in commands.py; `/challenge` and `/records` in
challenges.py (`install(client, app)`). A new feature's handlers go in a module of their own.

No game rule lives here: prompts are shown and the chosen option id is forwarded.
"""

from __future__ import annotations

from bot.discord.looks import LookCommands
from bot.discord.play import PlayCommands
from bot.discord.preferences import PreferenceCommands
from bot.discord.seats import SeatCommands
from bot.discord.transfer import TransferCommands


class LabyrinthApp(SeatCommands, PlayCommands, LookCommands, PreferenceCommands, TransferCommands):
    """The handlers. `client` is the discord.Client (or a stand-in with get_channel/fetch_channel/
    create_dm); `clock` returns epoch seconds (tests move it)."""
