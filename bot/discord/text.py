"""Text for the Discord adapter: Discord's message limits, splitting and clipping (the help is in the catalog: `help-discord`, `help-us-bot`).

The words about the game itself (summaries, standings, card and rules look-up) come from
bot.core.texts, shared with the console.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.core.routing import chunks

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
