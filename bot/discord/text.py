"""Discord's medium: its message limit, splitting, clipping and Markdown (the help is in the
catalog: `help-discord`, `help-us-bot`).

The core hands out plain text, with user text (a name, a pause reason) marked by `shown` (isolated:
FSI ... PDI). Every reply comes in through `for_discord` exactly once: the user text in it escaped
for Discord's Markdown and mentions, and each text cut to MESSAGE_LIMIT. The words about the game
itself come from bot.core.texts, shared with the console.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterable
from typing import TypeVar

import discord

from bot.core import i18n
from bot.core.pictures import picture_alt
from bot.core.replies import BoardImage, Reply

#: a message's text is cut below Discord's 2000 characters (room for the adapter's own head or ping)
MESSAGE_LIMIT = 1900
#: long private text goes as a file rather than as more than this many messages
MAX_MESSAGES = 3

#: what Discord's Markdown (and its mentions, `<@id>`, `@everyone`) would read in user text
_MARKUP = re.compile(r"([\\*_~`|<>#@\[\]():-])")
#: user text as the core marks it (`bot.core.words.shown`): isolated, FSI ... PDI
_SHOWN = re.compile(r"\u2068([^\u2068\u2069]*)\u2069")


def escaped(text: str) -> str:
    """`text` with its user text (marked by `shown`) escaped for Discord: Markdown and mention
    marks read as typed and ping nobody. Apply once: a second pass would escape the escapes."""
    if "\u2068" not in text:
        return text
    return _SHOWN.sub(lambda m: "\u2068" + _MARKUP.sub(r"\\\1", m.group(1)) + "\u2069", text)


def chunks(lines: Iterable[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Join lines into messages no longer than `limit` characters (a longer line is cut)."""
    out: list[str] = []
    buf = ""
    for line in lines:
        while len(line) > limit:
            if buf:
                out.append(buf)
                buf = ""
            out.append(line[:limit])
            line = line[limit:]
        if buf and len(buf) + 1 + len(line) > limit:
            out.append(buf)
            buf = ""
        buf = f"{buf}\n{line}" if buf else line
    if buf:
        out.append(buf)
    return out


def split_text(parts: Iterable[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Join `parts` with newlines into messages of at most `limit` characters (cutting long lines)."""
    return [m for m in chunks((line for part in parts for line in part.split("\n")), limit) if m.strip()]


def clip(text: str, limit: int) -> str:
    """`text` cut to `limit` characters with an ellipsis."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


R = TypeVar("R", bound=Reply)


def for_discord(reply: R) -> R:
    """A copy of a reply of the core in Discord's form: the user text in its public and private
    texts, its phase blocks and summaries, whom it waits for and its refusal escaped (`escaped`),
    then every text within one message, a longer one
    cut at line breaks, the private messages still placed between the same public ones."""

    def fit(text: str) -> list[str]:
        text = escaped(text)
        return chunks(text.split("\n")) if len(text) > MESSAGE_LIMIT else [text]

    public: list[str] = []
    moved: list[int] = []  # where each public message now begins (private ones refer to it)
    for text in reply.public:
        moved.append(len(public))
        public += fit(text)
    private = []
    for m in reply.private:
        before = m.before if m.before is None else moved[m.before] if m.before < len(moved) else len(public)
        private += [m.model_copy(update={"text": t, "before": before}) for t in fit(m.text)]
    error = escaped(reply.error)[:MESSAGE_LIMIT] if reply.error is not None else None
    # the phase posts' lines too (a game's start names its players there)
    blocks = [b.model_copy(update={"title": b.title and escaped(b.title), "lines": [escaped(x) for x in b.lines]}) for b in reply.blocks]
    phases = [p.model_copy(update={"title": escaped(p.title), "lines": [escaped(x) for x in p.lines]}) for p in reply.phases]
    update: dict[str, object] = {"public": public, "private": private, "error": error, "blocks": blocks, "phases": phases}
    if reply.waiting is not None:  # (whom the game waits for: a name a user typed)
        update["waiting"] = reply.waiting.model_copy(update={"who": escaped(reply.waiting.who)})
    return reply.model_copy(update=update)


#: Discord: an attachment's description (alt text) holds at most 1,024 characters
ALT_LIMIT = 1024


def picture_file(img: BoardImage, lang: str | None = None) -> discord.File:
    """A picture as an attachment, with its description (alt text: what a screen reader says, or
    a phone that has not loaded it yet) in `lang` (default: the reader's)."""
    alt = picture_alt(img.filename, img.turn, img.phase, lang or i18n.reader())
    return discord.File(io.BytesIO(img.png), filename=img.filename, description=clip(alt, ALT_LIMIT))
