"""The ladder, the players' rating lines and their choices, and the server managers' switches
(issue 35), a feature service beside the game's facade (as records and challenges are). The
ratings themselves are written with each game's end (bot/core/banks.py, in the transaction that
finishes it); this service reads them, through bot/core/ratings.py's `ladder` and
`reply_quartiles`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.core import i18n
from bot.core import ratings as rt
from bot.core import timecontrol as tc
from bot.core.replies import Reply
from bot.core.words import duration_words, shown

if TYPE_CHECKING:  # (the facade this feature reads through: handed in, never imported to run)
    from bot.core.service import GameService

#: how many players the ladder lists
LADDER_SIZE = 20
#: the server managers' switches (migration 012's server_settings) and their kinds
SWITCHES: dict[str, type] = {"rated": bool, "seeks": bool, "seeks_channel": str, "clock": str}


class LadderService:
    """`/records ladder`, the rating lines of `/records stats`, leaving the ladder, and the
    server's switches for rated play and seeks."""

    def __init__(self, service: GameService):
        self.svc = service

    async def ladder(self, server: str | None, lang: str, across: bool = False, limit: int = LADDER_SIZE) -> Reply:
        """The top players of the server's ratings (or across all servers)."""
        scope = rt.scope_key(server, across)
        store = self.svc.store
        rows = rt.ladder(await store.book(scope), await store.rated_games(scope), await store.off_ladder(), limit)
        if not rows:
            return Reply(public=[i18n.t(lang, "ladder-empty")])
        names = await store.names_of([r.user_id for r in rows])
        lines = [i18n.t(lang, "ladder-head-all" if across else "ladder-head")]
        for i, r in enumerate(rows, 1):
            lines.append(
                i18n.t(
                    lang,
                    "ladder-line",
                    place=i,
                    name=shown(names.get(r.user_id, r.user_id)),
                    rating=f"{r.rating:.1f}",
                    sigma=f"{r.uncertainty:.1f}",
                    games=r.games,
                    us=r.wins_us,
                    jihadist=r.wins_jihadist,
                    timeouts=f"{100 * r.timeout_share:.0f}",
                )
            )
        return Reply(public=lines)

    async def stats_lines(self, user: str, server: str | None, lang: str) -> list[str]:
        """`/records stats` additions: the player's rating, and their reply-time quartiles over
        their last 50 handovers (unless they hid them)."""
        store = self.svc.store
        book = await store.book(rt.scope_key(server))
        lines = []
        if user in book.players:
            r = book.players[user]
            lines.append(i18n.t(lang, "stats-rating", rating=f"{r.display:.1f}", sigma=f"{r.sigma:.1f}"))
        else:
            lines.append(i18n.t(lang, "stats-unrated"))
        _, hidden = await store.preferences(user)
        if hidden:
            lines.append(i18n.t(lang, "stats-replies-hidden"))
            return lines
        q = rt.reply_quartiles(await store.reply_times(user))
        if q is not None:
            words = [duration_words(x, lang) for x in (q.q1, q.median, q.q3)]
            lines.append(i18n.t(lang, "stats-replies", q1=words[0], median=words[1], q3=words[2], count=q.count))
        return lines

    async def choose(self, user: str, lang: str, off_ladder: bool | None = None, hide_replies: bool | None = None) -> Reply:
        """Leave (or rejoin) the ladder, hide (or show) one's reply times."""
        off, hide = await self.svc.store.preferences(user)
        off = off if off_ladder is None else off_ladder
        hide = hide if hide_replies is None else hide_replies
        await self.svc.store.set_preferences(user, off, hide)
        return Reply(public=[i18n.t(lang, "ladder-choices", off=str(off).lower(), hidden=str(hide).lower())])

    async def switches(self, server: str, lang: str, values: dict[str, Any] | None, is_manager: bool) -> Reply:
        """Show the server's switches, or (its managers only) change them: rated play, seeks, the
        seeks' channel, the default clock. A bad value is refused and changes nothing."""
        current = await self.svc.store.server_settings(server)
        if values:
            if not is_manager:
                return Reply.refuse(i18n.t(lang, "switches-managers-only"))
            for k, v in values.items():
                kind = SWITCHES.get(k)
                if kind is None or (v is not None and not isinstance(v, kind)):
                    return Reply.refuse(i18n.t(lang, "switches-bad", name=repr(str(k))[:40], known=", ".join(SWITCHES)))
                if k == "clock" and v not in tc.PRESETS:
                    return Reply.refuse(i18n.t(lang, "clock-unknown", clock=repr(v)[:40], choices=", ".join(tc.PRESETS)))
            current = {**current, **{k: v for k, v in values.items() if v is not None}}
            for k in [k for k, v in values.items() if v is None]:
                current.pop(k, None)
            await self.svc.store.set_server_settings(server, current)
        return Reply(public=[i18n.t(
            lang, "switches-now",
            rated=str(current.get("rated", True)).lower(), seeks=str(current.get("seeks", True)).lower(),
            channel=f"<#{current['seeks_channel']}>" if current.get("seeks_channel") else "-",
            clock=current.get("clock", tc.DEFAULT_CLOCK),
        )])  # fmt: skip
