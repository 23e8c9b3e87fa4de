"""What a player looks at without changing the game: the channel's game, its status, the board
and a region of it, a seat's hand, the decisions so far, the views and hands an adapter draws, and
a player's games. A room of `GameService` (docs/architecture.md), over the clock's banks (the
status shows them) and the archive's rooms (menus, pictures, settings)."""

from __future__ import annotations

import asyncio
import logging

from bot.core import i18n
from bot.core.archive import Archive
from bot.core.banks import Banks
from bot.core.decisions import worded_decisions
from bot.core.pictures import UnknownPlace, hand_renderer, place_title, region_picture
from bot.core.replies import (
    BoardImage,
    GameInfo,
    MyGame,
    PrivateMessage,
    Refused,
    Reply,
    storage_refusal,
)
from bot.core.routing import message
from bot.core.store import (
    StoreError,
)
from bot.core.words import (
    SIDE_EVENT_MSGS,
    STATUS_MSGS,
    hand_lines,
    hand_notes,
    role_label,
    shown,
    status_text,
)
from engine.msg import Text
from engine.state import Role
from engine.view import CardView, View

log = logging.getLogger(__name__)


class Looks(Banks, Archive):
    # ------------------------------------------------------------------ looking
    async def info(self, channel: str) -> GameInfo | None:
        """The channel's newest game (any status), or None when it never had one."""
        async with self.lock(channel):
            try:
                live = await self.load(channel, finished=True)
            except Refused:
                return None
            except StoreError as e:  # the adapter asks the service again, which says what failed
                self.unreadable(channel, e)
                return None
            p = live.game.prompt() if live.game is not None and live.row.status == "active" else None
            return GameInfo(
                game_id=live.row.id,
                status=live.row.status,
                players=live.row.setup.get("players", "two"),
                scenario=live.row.setup.get("scenario", ""),
                creator=live.row.creator,
                seats=list(live.seats),
                version=live.row.version,
                waiting_for=p.role if p else None,
                result=live.row.result,
                paused_at=live.row.paused_at if live.row.status == "active" else None,
                idle_since=live.row.idle_since,
            )

    async def status(self, channel: str) -> Reply:
        """The public state of the channel's game (safe to post in the channel)."""

        async def go() -> Reply:
            live = await self.load(channel, finished=True)
            banks = await self.clock_lines(live, live.lang, channel.isdigit()) if live.row.status == "active" else []
            return Reply(public=["\n".join([status_text(live), *banks])], game_id=live.row.id, version=live.row.version)

        return await self.run(channel, go)

    async def board(self, channel: str, region: str | None = None) -> Reply:
        """The current board image (public view); with `region`, that region of the map or that
        country with its neighbours, drawn large (an unknown name is refused with the list)."""

        async def go() -> Reply:
            live = await self.load(channel, finished=True)
            game = self.started(live)
            reply = Reply(game_id=live.row.id, version=live.row.version)
            if region and region.strip():
                view = game.view(None)
                try:
                    place_title(region, live.lang)  # (a name in any language; refused in the reader's)
                    png = await asyncio.to_thread(region_picture, view, region, live.lang)
                except ImportError as e:
                    raise Refused(i18n.tr("record-no-pictures")) from e
                except UnknownPlace as e:  # its message lists the regions
                    raise Refused(str(e)) from e
                slug = "".join(ch if ch.isalnum() else "-" for ch in region.strip().lower())[:40]
                name = f"game{live.row.id}-v{live.row.version}-{slug}.png"
                reply.images.append(BoardImage(filename=name, png=png, turn=view.turn, phase=view.phase))
                return reply
            await self.add_image(live, reply, asked=True)
            if not reply.images:
                raise Refused(i18n.tr("board-no-images"))
            return reply

        return await self.run(channel, go)

    async def hand(self, channel: str, user: str, full: bool | None = None) -> Reply:
        """Privately: the user's hand(s), the Jihadist's Plot values, and their pending decision.
        `full`: every card's whole event summary and why its Event is not playable now, as the hand
        picture shows them (default: where no picture can be drawn); else a line per card."""
        if full is None:
            full = not self.images or hand_renderer() is None

        async def go() -> Reply:
            live = await self.load(channel, finished=True)
            game = self.started(live)
            mine = self.my_seats(live, user)
            reply = Reply(game_id=live.row.id, version=live.row.version)
            lang = self.lang_for(user)
            empty = "  " + i18n.t(lang, "empty")
            for r in mine:
                v = game.view(r)
                lines = [i18n.t(lang, "your-hand", side=role_label(r, lang), count=len(v.hand or []))]
                if full:
                    lines += hand_lines(v.hand or [], hand_notes(game, r, v.hand or []), lang) or [empty]
                else:
                    lines += [
                        f"  #{c.number} {i18n.card_glossed(c.number, lang)} ({i18n.t(lang, 'card-ops', ops=c.ops)}, "
                        f"{i18n.t(lang, SIDE_EVENT_MSGS[c.side]) if c.side in SIDE_EVENT_MSGS else c.side})"
                        for c in v.hand or []
                    ] or [empty]
                if v.available_plot_values is not None:
                    none = i18n.t(lang, "none")
                    plots = [i18n.t(lang, "plots-available", list=", ".join(v.available_plot_values) or none)]
                    placed = [
                        f"{i18n.t(lang, i18n.country_msg(c.id))} {', '.join(c.plot_values)}" for c in v.countries if c.plot_values
                    ]
                    plots.append(i18n.t(lang, "plots-on-map", list="; ".join(placed) or none))
                    lines[1:1] = plots  # before the cards: a long hand runs on into further messages
                reply.private.append(PrivateMessage(user_id=user, role=r, text="\n".join(lines)))
            p = game.prompt()
            if p is not None and p.role in mine and live.row.status == "active":
                reply.prompt = self.prompt_for(live)
            return reply

        return await self.run(channel, go)

    async def history(self, channel: str, user: str, limit: int = 20) -> Reply:
        """Privately to `user`: the last decisions (undos included) and the log they may see."""

        async def go() -> Reply:
            live = await self.load(channel, finished=True)
            n = max(1, min(limit, 200))
            mine = set(live.roles_of(user)) & set(live.human_roles())
            done = live.row.status in ("over", "aborted")
            lang = self.lang_for(user)
            rows = [a for a in live.actions if a.kind != "bot"]  # (the US bot's answers: its reasons are in the log)
            lines = [i18n.t(lang, "history-decisions", game=live.row.id, shown=min(n, len(rows)), total=len(rows))]
            worded = await worded_decisions(self.rebuild, live, rows[-n:], lang)  # (the rows keep English)
            for a in rows[-n:]:
                who = next((shown(s.user_name) for s in live.seats if s.user_id == a.user_id), shown(a.user_id))
                when = a.created_at[:19].replace("T", " ")
                side = role_label(a.role, lang)
                if a.kind == "act":
                    known = done or a.role in mine or (live.solo and a.role == "us")
                    what = worded.get(a.seq, a.label) if known else i18n.t(lang, "history-made-decision")
                    lines.append(f"  {a.seq}. {when} {who} ({side}): {what}")
                elif a.kind == "undo":
                    lines.append(f"  {a.seq}. {when} " + i18n.t(lang, "history-undid", who=who, seq=a.voids or 0))
                elif a.kind == "resign":
                    lines.append(f"  {a.seq}. {when} " + i18n.t(lang, "history-resigned", who=who, side=side))
                else:
                    lines.append(f"  {a.seq}. {when} " + i18n.t(lang, "history-aborted", who=who))
            if live.game is not None:
                visible = [e for e in live.game.state.log if e.to is None or e.to in mine]
                lines.append(i18n.t(lang, "history-log", shown=min(n, len(visible))))
                lines += [
                    f"  {i18n.t(lang, 'history-turn', turn=e.turn)} {'(' + i18n.t(lang, 'history-to', side=role_label(e.to, lang)) + ') ' if e.to else ''}"
                    f"{i18n.word(e, lang)}"
                    for e in visible[-n:]
                ]
            return Reply(private=[PrivateMessage(user_id=user, text=t) for t in message(lines)], game_id=live.row.id)

        return await self.run(channel, go)

    async def public_view(self, channel: str) -> View | None:
        """The public view (`Game.view(None)`) of the channel's newest started game, else None."""
        async with self.lock(channel):
            try:
                live = await self.load(channel, finished=True)
            except Refused:
                return None
            except StoreError as e:
                self.unreadable(channel, e)
                return None
            return live.game.view(None) if live.game is not None else None

    async def seat_views(self, channel: str, user: str) -> dict[Role, View]:
        """The views of the seats `user` holds in the channel's started game (for their DM)."""
        async with self.lock(channel):
            try:
                live = await self.load(channel, finished=True)
            except Refused:
                return {}
            except StoreError as e:
                self.unreadable(channel, e)
                return {}
            if live.game is None:
                return {}
            return {r: live.game.view(r) for r in live.roles_of(user) if r in live.human_roles()}

    async def running_game_channel(self, game_id: int) -> tuple[str | None, str]:
        """The channel of a running game (a prompt's button names its game), or None and why not
        (the storage refusal when the database cannot be read)."""
        try:
            row = await self.store.game(game_id)
        except StoreError as e:
            self.unreadable(f"game {game_id}", e)
            return None, storage_refusal(e)
        if row is not None and row.status == "active":
            return row.channel, ""
        if row is None:
            return None, i18n.tr("game-gone")
        status = i18n.tr(STATUS_MSGS[row.status]) if row.status in STATUS_MSGS else row.status
        return None, i18n.tr("game-not-running", game=game_id, status=status)

    async def my_games(self, user: str) -> tuple[list[MyGame], str | None]:
        """The unfinished games `user` sits in, in every channel; or the refusal when the database
        cannot be read."""
        out: list[MyGame] = []
        try:
            rows = await self.store.games(("open", "active"))
            for row in rows:
                seats = await self.store.seats(row.id)
                mine = [s.role for s in seats if s.user_id == user]
                if mine:
                    out.append(MyGame(game_id=row.id, channel=row.channel, status=row.status, roles=mine,
                                      paused_at=row.paused_at, idle_since=row.idle_since))  # fmt: skip
        except StoreError as e:
            self.unreadable(f"user {user}", e)
            return [], storage_refusal(e)
        for g in out:
            info = await self.info(g.channel)
            g.waiting_for = info.waiting_for if info is not None and info.game_id == g.game_id else None
        return out, None

    async def seat_hands(self, channel: str, user: str) -> dict[Role, tuple[list[CardView], dict[int, Text]]]:
        """The hands of the seats `user` holds, each with its notes (card number -> "(Event not
        playable now: why)", from the engine)."""
        async with self.lock(channel):
            try:
                live = await self.load(channel, finished=True)
            except Refused:
                return {}
            game = live.game
            if game is None:
                return {}
            out: dict[Role, tuple[list[CardView], dict[int, Text]]] = {}
            for r in live.roles_of(user):
                if r in live.human_roles():
                    cards = game.view(r).hand or []
                    out[r] = (cards, hand_notes(game, r, cards))
            return out
