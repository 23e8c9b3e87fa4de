"""Text for the Discord adapter: Discord's message limits, splitting and clipping, and the help.

The words about the game itself (summaries, standings, card and rules look-up) come from
bot.core.texts, shared with the console.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.core.service import chunks

#: Discord: message content 2000 characters; embed description 4096; embed field value 1024
MESSAGE_LIMIT = 2000
#: long private text goes as a file rather than as more than this many messages
MAX_MESSAGES = 3


def split_text(parts: Iterable[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Join `parts` with newlines into messages of at most `limit` characters (cutting long lines)."""
    return [m for m in chunks((line for part in parts for line in part.split("\n")), limit) if m.strip()]


def clip(text: str, limit: int) -> str:
    """`text` cut to `limit` characters with an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


# ---------------------------------------------------------------------- help
HELP = """**Labyrinth: The War on Terror** by chat. One game per channel (or per thread).

**Starting**
`/labyrinth new` opens a game: scenario, players (`two`: US against Jihadist; `solo`: you play the US against the rules-driven Jihadist bot, or with side Jihadist against the US bot), your side, length, ideology (solo), and optionally its own thread, a deadline and forfeit.
`/labyrinth join` takes the free seat; `/labyrinth start` deals. Before a 2-player game starts the bot checks that both players can receive DMs: your hand and your Plots come by DM.

**Playing**
Your turn: one DM with your decision, or a mention (`/labyrinth notify`). **Decide** on the phase's post shows it privately; each pick turns the message into your next decision. You can also type `/labyrinth choose` (options suggested as you type) or `/labyrinth play` to play a card.
`/labyrinth hand` shows your hand and Plots (only to you). `/labyrinth undo` takes back your last decision until a die roll or a secret.
Each phase gets one post, edited as it goes; **Why?** shows the bot's reasoning. `/labyrinth status`, `/labyrinth board`, `/labyrinth history` look at the game.

**Over days**
Reminders back off (12 h, 24 h, 48 h …, at most 6). After the deadline (14 days by default) the other player may `/labyrinth claim` a timeout win. `/labyrinth pause` stops decisions, reminders and the deadline until `/labyrinth resume`. `/labyrinth mygames` lists your games.

**Other**
`/labyrinth rules` shows a card's text, or a short summary of a rules section (`/labyrinth rules 8.4.2`, `major jihad`). `/labyrinth export` / `import` save and load a game (`export mine`: your own view, any time). `/labyrinth resign` concedes; `/labyrinth abort` (creator or Manage Channels) ends a game without result. `/labyrinth settings` (creator or Manage Channels) sets threads, reminders, the deadline and a channel for turn summaries.
`/labyrinth language ru` shows cards, rules and tables in Russian (`en`: English; by default your Discord client's language); `/labyrinth new language:` sets a game's language.

How to play the game itself: the rulebook *Rules of Play* that comes with the game (GMT Games, 2nd edition)."""


US_BOT_HELP = """**Playing the Jihadist alone**
`/labyrinth new players:solo side:jihadist level:` plays the 2-player game with the US seat played by the US bot; it logs a short reason for each decision and its hand stays secret. `/labyrinth hint` shows you privately what its strongest level would do in your seat (not in a challenge; the game's record notes it).
Levels: {levels}."""
