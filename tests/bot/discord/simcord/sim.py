"""Driving the bot as players do: read the components of posted messages, press, select."""

from __future__ import annotations

import re
from typing import Any

import discord
import simcord
from simcord.results import to_discord_message

from bot.core.service import GameService
from bot.discord.client import LabyrinthClient
from engine.data import CARDS


def controls(message: Any) -> list[Any]:
    """The buttons and selects of a message (or of a simcord ResponseMessage)."""
    msg = getattr(message, "message", message)
    return [c for row in msg.components for c in getattr(row, "children", [row])]


def select_of(message: Any) -> discord.SelectMenu | None:
    """A message's select of options (not a turn post's select of the map's regions)."""
    return next(
        (c for c in controls(message) if isinstance(c, discord.SelectMenu) and not (c.custom_id or "").startswith("lab:m:")),
        None,
    )


def button(message: Any, starts: str = "") -> discord.Button | None:
    return next(
        (c for c in controls(message) if isinstance(c, discord.Button) and (c.label or "").startswith(starts)), None
    )


def last_with_controls(env: simcord.Env, channel: simcord.ChannelHandle) -> discord.Message | None:
    """The newest public message of the channel with buttons or a select (read straight from the simulated
    store: converting the whole history at every step would make the long flows slow), but a result's
    Rematch (the game is over: issue 33.3)."""
    stored = env.backend.messages.get(channel.id, {})
    for mid in sorted(stored, reverse=True):
        if stored[mid].components and not stored[mid].flags & 64:  # not an ephemeral one
            m = to_discord_message(env, stored[mid])
            if all((getattr(c, "custom_id", "") or "").startswith("lab:rm:") for c in controls(m)):
                return None
            return m
    return None


def answers(result: simcord.InteractionResult) -> list[simcord.ResponseMessage]:
    """The response (a deferral's first follow-up replaces it) and the follow-ups, in order."""
    return ([result.response] if result.response is not None else []) + result.followups


def service(env: simcord.Env) -> GameService:
    client = env.bot
    assert isinstance(client, LabyrinthClient) and client.labyrinth is not None
    return client.labyrinth.svc


def text_of(m: Any) -> str:
    """What a reader sees of a message: content, embeds, component labels and file names."""
    parts = [m.content or ""]
    for e in m.embeds:
        parts += [e.title or "", e.description or ""] + [f"{f.name} {f.value}" for f in e.fields]
    for c in controls(m):
        parts.append(getattr(c, "label", None) or getattr(c, "placeholder", None) or "")
        parts += [o.label for o in getattr(c, "options", [])]
    parts += [a.filename for a in m.attachments]
    return "\n".join(parts)


def public_messages(env: simcord.Env) -> list[discord.Message]:
    """Every non-ephemeral message in every guild channel and thread."""
    out = []
    for g in env._guilds:
        for ch in list(g.channels.values()) + [t for c in g.channels.values() for t in c.threads]:
            out += [m for m in ch.history() if not m.flags.ephemeral]
    return out


class Secrets:
    """What must never reach a guild channel, gathered as the games go: the Jihadist hand (the
    bot's hand in a 1-player game), the values of Plots not yet revealed, each game's seed."""

    def __init__(self) -> None:
        self.cards: set[str] = set()
        self.seeds: set[str] = set()
        #: cards that reached the human US hand of a 1-player game (its prompts are in the channel
        #: by design): a card the bot discarded and a reshuffle dealt to the US is no secret then
        self.shown: set[str] = set()

    def gather(self, env: simcord.Env) -> None:
        for live in service(env).cache.values():
            if live.game is None:
                continue
            s = live.game.state
            self.cards |= {f"#{n} {CARDS[n].name}" for n in s.hands["jihadist"]}
            if live.solo:
                self.shown |= {f"#{n} {CARDS[n].name}" for n in s.hands["us"]}
            self.seeds.add(str(live.row.setup["seed"]))

    def check(self, env: simcord.Env) -> str:
        """The public text; fails on a secret in it."""
        self.gather(env)
        public = "\n".join(text_of(m) for m in public_messages(env))
        played = {c for c in self.cards if f"plays {c}" in public or f"Event: {c}" in public}
        leaked = sorted(c for c in self.cards - played - self.shown if c in public)
        assert not leaked, f"hidden cards in a channel: {leaked}"
        assert not [s for s in self.seeds if s in public], "a seed reached a channel"
        assert "(the Plot in" not in public and not re.search(r"\bPlot [1-3]\b", public), "a Plot value leaked"
        assert "You draw" not in public and not re.search(r"Your [\w ]+ hand \(", public), "a hand reached a channel"
        return public


def table(env: simcord.Env, channel: str, *names: str) -> tuple[simcord.ChannelHandle, list[simcord.MemberActor]]:
    """A new server with one text channel and these members."""
    guild = env.create_guild()
    ch = guild.create_text_channel(channel)
    return ch, [guild.add_member(env.create_user(n)) for n in names]


async def press_first(actor: Any, message: Any) -> simcord.InteractionResult:
    """The first option of a message's select, else its first button."""
    msg = getattr(message, "message", message)
    sel = select_of(message)
    if sel is not None:
        return await actor.select(msg, [sel.options[0].value], custom_id=sel.custom_id)  # type: ignore[no-any-return]
    b = button(message)
    assert b is not None
    return await actor.click(msg, custom_id=b.custom_id)  # type: ignore[no-any-return]
