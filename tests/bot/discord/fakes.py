"""Hand-written Discord stand-ins for the handler tests (tests/bot/discord/test_seats.py, test_play.py,
test_looks.py, test_transfer.py, test_preferences.py, test_delivery.py), driven against a real
GameService on SQLite (the `env` fixture, through conftest.py).

The fakes record every message: channel posts, follow-ups (public or ephemeral, as Discord
would show them: the first follow-up after a deferral takes the deferral's visibility), edits
and DMs. No network. Flows through the real library are in simcord/.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.core.config import Config
from bot.core.service import GameService
from bot.discord.app import LabyrinthApp
from bot.discord.controls import CONTROLS
from bot.discord.views import DYNAMIC_ITEMS, OptionSelect

PNG = b"\x89PNG\r\n\x1a\n"


_ids = itertools.count(1000)


@dataclass
class Sent:
    where: str  # "channel:<id>", "dm:<user id>", "followup", "response", "edit"
    content: str | None
    ephemeral: bool = False
    files: list[tuple[str, bytes]] = field(default_factory=list)
    embed: discord.Embed | None = None
    view: discord.ui.View | None = None

    def text(self) -> str:
        parts = [self.content or ""]
        if self.embed is not None:
            parts += [self.embed.title or "", self.embed.description or ""]
            parts += [f"{f.name} {f.value}" for f in self.embed.fields]
        if self.view is not None:  # component labels are shown too
            for item in self.view.children:
                inner = getattr(item, "item", item)
                parts.append(getattr(inner, "label", None) or "")
                parts += [o.label for o in getattr(inner, "options", [])]
        return "\n".join(parts)


def _files(file: Any = None, files: Any = None) -> list[tuple[str, bytes]]:
    out = []
    for f in ([file] if file else []) + list(files or []):
        out.append((f.filename, f.fp.read()))
    return out


class HTTPResp:
    status = 403
    reason = "Forbidden"


class World:
    """Everything the fakes recorded, in order."""

    def __init__(self) -> None:
        self.log: list[Sent] = []
        self.channels: dict[int, FakeChannel] = {}
        self.users: dict[int, FakeUser] = {}
        self.messages: dict[int, FakeMessage] = {}

    def public(self) -> list[Sent]:
        """What everyone in a channel can see."""
        return [
            s
            for s in self.log
            if (s.where.startswith("channel") or s.where in ("followup", "edit", "edit:followup")) and not s.ephemeral
        ]

    def private_to(self, user: FakeUser) -> list[Sent]:
        return [s for s in self.log if s.where == f"dm:{user.id}"]


class FakeMessage:
    def __init__(self, sent: Sent, world: World | None = None):
        self.id = next(_ids)
        self.sent = sent
        self.content = sent.content
        self.flags = discord.MessageFlags()
        if world is not None:
            world.messages[self.id] = self


class FakePartial:
    """`channel.get_partial_message(id)`: edits the recorded post in place (and logs the edit)."""

    def __init__(self, world: World, mid: int):
        self.world, self.id = world, mid

    async def edit(self, *, content: str | None = None, embed: Any = None, view: Any = None,
                   attachments: Any = None) -> FakeMessage:  # fmt: skip
        msg = self.world.messages.get(self.id)
        if msg is None:
            raise discord.NotFound(HTTPResp(), {"code": 10008, "message": "Unknown Message"})  # type: ignore[arg-type]
        s = msg.sent
        s.content, s.embed, s.view = content, embed, view
        if attachments:
            s.files = _files(None, attachments)
        msg.content = content
        self.world.log.append(Sent(f"edit:{s.where}", content, embed=embed, view=view))
        return msg


class Messages:
    """Where a channel or a DM looks up its messages by id."""

    world: World

    def get_partial_message(self, mid: int) -> FakePartial:
        return FakePartial(self.world, mid)

    async def fetch_message(self, mid: int) -> FakeMessage:
        msg = self.world.messages.get(mid)
        if msg is None:
            raise discord.NotFound(HTTPResp(), {"code": 10008, "message": "Unknown Message"})  # type: ignore[arg-type]
        return msg


class FakeChannel(Messages):
    def __init__(self, world: World, parent_id: int | None = None):
        self.world = world
        self.id = next(_ids)
        self.parent_id = parent_id
        self.mention = f"<#{self.id}>"
        world.channels[self.id] = self

    async def send(self, content: str | None = None, *, file: Any = None, files: Any = None, embed: Any = None,
                   embeds: Any = None, view: Any = None, allowed_mentions: Any = None) -> FakeMessage:  # fmt: skip
        embed = embeds[-1] if embeds else embed  # several phase summaries: the last one carries the board
        s = Sent(f"channel:{self.id}", content, files=_files(file, files), embed=embed, view=view)
        self.world.log.append(s)
        return FakeMessage(s, self.world)

    async def create_thread(self, *, name: str, type: Any = None, auto_archive_duration: int = 0) -> FakeChannel:
        t = FakeChannel(self.world, parent_id=self.id)
        t.name = name  # type: ignore[attr-defined]
        return t


class FakeUser(Messages):
    def __init__(self, world: World, name: str, dms_open: bool = True):
        self.world = world
        self.id = next(_ids)
        self.name = self.display_name = name
        self.mention = f"<@{self.id}>"
        self.dms_open = dms_open
        self.dm_attempts = 0
        world.users[self.id] = self

    async def send(self, content: str | None = None, *, files: Any = None, file: Any = None, view: Any = None) -> Any:
        self.dm_attempts += 1
        if not self.dms_open:
            raise discord.Forbidden(HTTPResp(), {"code": 50007, "message": "Cannot send messages to this user"})  # type: ignore[arg-type]
        s = Sent(f"dm:{self.id}", content, files=_files(file, files), view=view)
        self.world.log.append(s)
        return FakeMessage(s, self.world)



class FakeClient:
    def __init__(self, world: World):
        self.world = world
        self.labyrinth: LabyrinthApp | None = None

    def get_channel(self, cid: int) -> FakeChannel | None:
        return self.world.channels.get(cid)

    async def fetch_channel(self, cid: int) -> FakeChannel:
        ch = self.world.channels.get(cid)
        if ch is None:
            raise discord.NotFound(HTTPResp(), {"code": 10003, "message": "Unknown Channel"})  # type: ignore[arg-type]
        return ch

    def get_user(self, uid: int) -> FakeUser | None:
        return self.world.users.get(uid)

    async def fetch_user(self, uid: int) -> FakeUser:
        return self.world.users[uid]

    async def create_dm(self, user: Any) -> FakeUser:  # a fake user is its own DM channel
        return self.world.users[user.id]


class FakeResponse:
    def __init__(self, inter: FakeInteraction):
        self.inter = inter
        self.done = False
        self.deferred: dict[str, bool] | None = None

    def is_done(self) -> bool:
        return self.done

    def _ack(self) -> None:
        assert not self.done, "interaction acknowledged twice (40060)"
        self.done = True

    async def defer(self, *, ephemeral: bool = False, thinking: bool = False) -> None:
        self._ack()
        self.deferred = {"ephemeral": ephemeral, "thinking": thinking}

    async def send_message(self, content: str | None = None, *, view: Any = None, ephemeral: bool = False,
                           embed: Any = None, file: Any = None) -> None:  # fmt: skip
        self._ack()
        self.inter.world.log.append(Sent("response", content, ephemeral=ephemeral, view=view, embed=embed))

    async def edit_message(self, *, content: str | None = None, view: Any = None) -> None:
        self._ack()
        self.inter.world.log.append(Sent("edit", content, ephemeral=self.inter.ephemeral_message, view=view))


class FakeFollowup:
    def __init__(self, inter: FakeInteraction):
        self.inter = inter
        self.count = 0

    async def send(self, content: str | None = None, *, ephemeral: bool = False, file: Any = None, files: Any = None,
                   embed: Any = None, embeds: Any = None, view: Any = None, wait: bool = False,
                   allowed_mentions: Any = None) -> FakeMessage:  # fmt: skip
        embed = embeds[-1] if embeds else embed
        r = self.inter.response
        assert r.done, "follow-up before the interaction was acknowledged"
        first = self.count == 0
        self.count += 1
        # Discord: the first follow-up after a "thinking" deferral replaces it and keeps its visibility
        if first and r.deferred and r.deferred["thinking"]:
            ephemeral = r.deferred["ephemeral"]
        if self.inter.guild is None:
            where = f"dm:{self.inter.user.id}"
        else:
            where = "followup"
        s = Sent(where, content, ephemeral=ephemeral, files=_files(file, files), embed=embed, view=view)
        self.inter.world.log.append(s)
        return FakeMessage(s, self.inter.world)


class FakeInteraction:
    def __init__(self, world: World, client: FakeClient, user: FakeUser, channel: FakeChannel | None, *,
                 manage: bool = False, message: FakeMessage | None = None, data: dict[str, Any] | None = None) -> None:  # fmt: skip
        self.world = world
        self.client = client
        self.user = user
        self.channel = channel
        self.channel_id = channel.id if channel is not None else None
        self.guild = object() if channel is not None else None
        self.permissions = discord.Permissions(manage_channels=manage)
        self.response = FakeResponse(self)
        self.followup = FakeFollowup(self)
        self.message = message
        self.data = data or {}
        self.ephemeral_message = bool(message is not None and message.sent.ephemeral)

    async def edit_original_response(self, *, content: str | None = None, view: Any = None) -> None:
        self.world.log.append(Sent("edit", content, ephemeral=self.ephemeral_message, view=view))


def decide_post(env: Env) -> Sent:
    """The newest public post with a Decide button: the phase post ("Waiting for …") or a
    mention ("your decision"), issue 19."""
    return next(
        s for s in reversed(env.world.public())
        if s.view is not None and s.content and ("your decision" in s.content or "Waiting for " in s.content)
    )  # fmt: skip


@dataclass
class Env:
    world: World
    client: FakeClient
    svc: GameService
    app: LabyrinthApp
    channel: FakeChannel
    ann: FakeUser  # US
    bob: FakeUser  # Jihadist
    eve: FakeUser  # a bystander
    now: list[float]

    def inter(self, user: FakeUser, channel: FakeChannel | None = None, **kw: Any) -> FakeInteraction:
        return FakeInteraction(self.world, self.client, user, channel or self.channel, **kw)


@pytest.fixture
async def env(tmp_path: Path) -> Any:
    world = World()
    client = FakeClient(world)
    svc = await GameService.open(tmp_path / "games.sqlite3")
    now = [1_000_000.0]
    app = LabyrinthApp(
        svc, client, Config(db_path=tmp_path / "games.sqlite3", reminder_minutes=60), clock=lambda: now[0]
    )
    client.labyrinth = app
    e = Env(world, client, svc, app, FakeChannel(world), FakeUser(world, "Ann"), FakeUser(world, "Bob"),
            FakeUser(world, "Eve"), now)  # fmt: skip
    yield e
    await e.svc.close()  # the service in use at the end (`restart` replaces it)


def key(e: Env, channel: FakeChannel | None = None) -> str:
    return str((channel or e.channel).id)


async def seated(e: Env, *, seed: int = 7, bob_dms: bool = True, notify: str | None = None) -> None:
    """A 2-player Let's Roll! game, Ann US, Bob Jihadist, created with a fixed seed and started.
    `notify`: both players' `/labyrinth notify` (a mention: the channel's Decide is the way to
    a decision; with DMs, issue 33.8, the decision goes by DM alone)."""
    e.bob.dms_open = bob_dms
    if notify is not None:
        for u in (e.ann, e.bob):
            await e.svc.set_notify_mode(str(u.id), notify)
    r = await e.svc.create(key(e), str(e.ann.id), "Ann", players="two", side="us", seed=seed)
    assert r.ok
    await e.app.cmd_join(e.inter(e.bob))
    await e.app.cmd_start(e.inter(e.ann), ignore_dms=not bob_dms)


def last_view_for(e: Env, user: FakeUser) -> Sent:
    """The newest message with components that `user` can see privately (ephemeral or DM)."""
    for s in reversed(e.world.log):
        if s.view is not None and s.view.children and (s.ephemeral or s.where == f"dm:{user.id}"):
            return s
    raise AssertionError("no private prompt found")


async def press(
    e: Env, user: FakeUser, sent: Sent, pick: Any = 0, channel: FakeChannel | None = None
) -> FakeInteraction:
    """Press the component of `sent` (a button index or a predicate on option labels) as `user`,
    going through discord.py's DynamicItem parsing of the custom_id."""
    assert sent.view is not None
    items = list(sent.view.children)
    value: str | None = None
    buttons = [i for i in items if not isinstance(i, OptionSelect)]
    if callable(pick) and any(pick(b.item.label) for b in buttons):
        items = [next(b for b in buttons if pick(b.item.label))]
        pick = 0
    if isinstance(items[0], OptionSelect):
        item = items[0]
        opts = item.item.options
        chosen = opts[pick] if isinstance(pick, int) else next(o for o in opts if pick(o.label))
        value = chosen.value
    else:
        buttons = [i for i in items if getattr(i.item, "label", None)]
        item = buttons[pick] if isinstance(pick, int) else next(i for i in buttons if pick(i.item.label))
    cid = item.custom_id  # type: ignore[attr-defined]
    data: dict[str, Any] = {"custom_id": cid}
    if value is not None:
        data["values"] = [value]
    in_dm = sent.where.startswith("dm:")
    message = next((m for m in e.world.messages.values() if m.sent is sent), None) or FakeMessage(sent)
    inter = e.inter(user, None if in_dm else (channel or e.channel), message=message, data=data)
    if in_dm:
        inter.channel, inter.channel_id, inter.guild = None, None, None
    for cls in (*DYNAMIC_ITEMS, *CONTROLS):
        m = cls.__discord_ui_compiled_template__.fullmatch(cid)  # type: ignore[attr-defined]
        if m:
            dyn = await cls.from_custom_id(inter, item.item, m)  # type: ignore[arg-type]
            await dyn.callback(inter)  # type: ignore[arg-type]
            return inter
    raise AssertionError(f"no dynamic item matches {cid}")


def labels(sent: Sent) -> list[str]:
    assert sent.view is not None
    out = []
    for i in sent.view.children:
        if isinstance(i, OptionSelect):
            out += [o.label for o in i.item.options]
        else:
            out.append(i.item.label)  # type: ignore[attr-defined]
    return out


async def version(e: Env, channel: FakeChannel | None = None) -> int:
    info = await e.svc.info(key(e, channel))
    assert info is not None
    return info.version


def since(e: Env, mark: int) -> list[Sent]:
    return e.world.log[mark:]


async def drive(env: Env, steps: int, until: str | None = None) -> int:
    """Answer prompts by `/labyrinth choose` as whoever must act: Plot, then Travel, then any
    Operation, else the first option. Stops when `until` ("us"/"jihadist") is to act. Returns steps."""
    for n in range(steps):
        info = await env.svc.info(key(env))
        assert info is not None
        if info.waiting_for is None or (until is not None and info.waiting_for == until and n > 0):
            return n
        user = env.bob if info.waiting_for == "jihadist" else env.ann
        p = (await env.svc.prompt(key(env), str(user.id))).prompt
        assert p is not None
        ids = [o.id for o in p.options]
        pick = next((i for pref in ("ops:plot", "ops:travel", "ops:") for i in ids if i.startswith(pref)), ids[0])
        await env.app.cmd_choose(env.inter(user), pick)
    return steps


class FakeAttachment:
    def __init__(self, data: bytes):
        self.data, self.size, self.filename = data, len(data), "game.json"

    async def read(self) -> bytes:
        return self.data


async def restart(e: Env) -> None:
    """A new process: a new service and application object on the same database file."""
    await e.svc.close()
    e.svc = await GameService.open(e.app.config.db_path)
    e.app = LabyrinthApp(e.svc, e.client, e.app.config, clock=e.app.clock)
    e.client.labyrinth = e.app


def said(e: Env, mark: str) -> list[Sent]:
    return [s for s in e.world.public() if mark in (s.content or "")]
