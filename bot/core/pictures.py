"""The pictures: the only import of `render` in bot/ (lazy: the renderer is optional, and tests swap
it). Board, close-up, region, hand and film images, drawn from the public view in worker threads.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel, ValidationError

from bot.core import i18n
from bot.core.i18n import DEFAULT
from bot.core.legacy import reason_message
from bot.core.replay import Step, film_steps
from bot.core.replies import BoardImage, Reply
from bot.core.routing import changes_when
from bot.core.session import Live, Session
from bot.core.store import (
    StoreError,
    effective_acts,
)
from bot.core.words import phase_name, role_label
from engine import Setup
from engine.msg import Msg
from engine.state import Role
from engine.view import View

log = logging.getLogger(__name__)


_render: Callable[..., bytes] | None = None


def renderer() -> Callable[..., bytes] | None:
    """`render.render_board`, imported lazily; None while the renderer is not installed."""
    global _render
    if _render is None:
        try:
            from render import render_board
        except ImportError:
            return None
        _render = render_board
    return _render


def closeup_renderer() -> Callable[..., bytes] | None:
    """`render.render_closeup` (a close-up of what changed, for a phase post), imported lazily;
    None while the renderer is not installed."""
    try:
        from render import render_closeup
    except ImportError:
        return None
    return render_closeup


def hand_renderer() -> Callable[..., list[bytes]] | None:
    """`render.render_hand`, imported lazily; None while the renderer is not installed."""
    try:
        from render import render_hand
    except ImportError:
        return None
    return render_hand


def region_names() -> list[str]:
    """The map's regions for `board <region>` (`render.REGIONS`); none without the renderer."""
    try:
        from render import region_names as names
    except ImportError:
        return []
    return names()


class PictureMarks(BaseModel):
    """What the next pictures compare with (the game's row of `board_views`): the public view at
    the last picture posted, its last log entry kept (where the next close-up's changes begin), and
    the view at the last whole board posted (its "Since the last board", issue 33)."""

    last: View
    board: View | None = None


def read_marks(stored: str | None) -> PictureMarks | None:
    """The stored `PictureMarks`; a view stored by an older version stands for both; None when
    nothing usable is stored (the next pictures compare with nothing)."""
    if not stored:
        return None
    try:
        return PictureMarks.model_validate_json(stored)
    except ValidationError:
        pass
    try:
        old = View.model_validate_json(stored)
    except ValidationError:
        return None
    return PictureMarks(last=old, board=old)


class UnknownPlace(ValueError):
    """A name typed for `board <region>` that is neither a region of the map nor a country; the
    message (in the reader's language) lists the regions."""


def place_title(name: str, lang: str) -> tuple[str, str]:
    """What `board <name>` draws: (the region's or the country's id, the close-up's title in
    `lang`: "Ближний Восток", "Пакистан и соседи"). A name in any language, in any case, with or
    without ё (i18n.find_region, find_country); UnknownPlace otherwise, in the reader's language."""
    region = i18n.find_region(name)
    if region is not None:
        return region, i18n.t(lang, i18n.region_msg(region))
    country = i18n.find_country(name)
    if country is not None:
        return country, i18n.t(lang, "closeup-neighbours", country=i18n.t(lang, i18n.country_msg(country)))
    regions = ", ".join(i18n.tr(i18n.region_msg(r)) for r in region_order())
    raise UnknownPlace(i18n.tr("board-unknown-place", name=repr(name.strip()), regions=regions))


def region_order() -> list[str]:
    """The map's regions' ids, west to east (`render.REGIONS`); the catalog's order without the renderer."""
    try:
        from render import REGIONS
    except ImportError:
        return list(i18n.region_names())
    return list(REGIONS)


def region_picture(view: View, name: str, lang: str) -> bytes:
    """`board <name>`: a region of the map, or a country with its neighbours, drawn large from the
    public view in `lang`, titled in `lang` (UnknownPlace, ImportError without the renderer)."""
    from render import render_region

    place, title = place_title(name, lang)
    words = i18n.words(lang) if lang != DEFAULT else None
    return render_region(i18n.localized_view(view, lang), place, words, title=title)


#: a whole board's file name (`add_image`): game<id>-v<version>-t<turn>-<phase>.png
_BOARD_FILE = re.compile(r"^game\d+-v\d+-t\d+-[a-z_]+\.png$")
#: a region's file name (`looks.board`, the turn post's region select): game<id>-v<version>-<place>.png
_REGION_FILE = re.compile(r"^game\d+-v\d+-(?P<place>[^.]+)\.png$")


def picture_alt(filename: str, turn: int, phase: str, lang: str = DEFAULT) -> str:
    """A picture's description (its alt text: what a screen reader says, or a phone that has not
    loaded it yet), in `lang`, from what the picture is (its file name says which, as the core
    names them) and the turn and phase it shows."""
    args = {"turn": turn, "phase": phase_name(phase, lang)}
    if "-film." in filename:
        return i18n.t(lang, "alt-film", **args)
    if filename.endswith("-chart.png"):
        return i18n.t(lang, "alt-chart", **args)
    if "-replay-" in filename:
        return i18n.t(lang, "alt-replay", **args)
    if filename.endswith("-closeup.png"):
        return i18n.t(lang, "alt-closeup", **args)
    if _BOARD_FILE.match(filename):
        return i18n.t(lang, "alt-board", **args)
    region = _REGION_FILE.match(filename)
    if region is not None:
        try:
            _, title = place_title(region["place"].replace("-", " "), lang)
        except UnknownPlace:
            title = region["place"].replace("-", " ")
        return i18n.t(lang, "alt-region", place=title, **args)
    return i18n.t(lang, "alt-picture", **args)


def hand_alt(role: str, page: int, pages: int, lang: str = DEFAULT) -> str:
    """The description of a page of a hand's picture (for its player alone), in `lang`."""
    return i18n.t(lang, "alt-hand", side=role_label(role, lang), page=page, pages=pages)


#: the film is kept under this size where the channel's upload limit is not known: 8 MiB, under
#: Discord's default 10 MiB per file (the Discord adapter passes the guild's `filesize_limit`)
FILM_BYTES = 8 * 2**20


def film_renderer() -> (
    tuple[Callable[..., tuple[bytes, str]], Callable[..., bytes], Callable[[View], dict[str, int]], type] | None
):
    """`render.render_film`, `render_chart`, `tallies` and `Outcome`, imported lazily; None while
    the renderer is not installed."""
    try:
        from render import Outcome, render_chart, render_film, tallies
    except ImportError:
        return None
    return render_film, render_chart, tallies, Outcome


def outcome_of(
    result: dict[str, Any] | None, last: View, lang: str = DEFAULT
) -> tuple[str | None, str, str | None] | None:
    """Who won, why in `lang`, and the reason's message id: from the stored `result` (a
    resignation, a timeout too), else from the last board's winner; None for a game nobody won."""
    if result is not None:
        reason = reason_message(result.get("reason"))
        said = i18n.word(reason, lang) if reason is not None else ""
        return result.get("winner"), said, reason.id if isinstance(reason, Msg) else None
    if last.winner is None:
        return None
    victory = last.victory
    return (
        last.winner,
        i18n.word(victory, lang) if victory is not None else "",
        victory.id if isinstance(victory, Msg) else None,
    )


def film_images(
    game_id: int,
    setup: Setup,
    steps: list[Step],
    lang: str = DEFAULT,
    max_bytes: int = FILM_BYTES,
    result: dict[str, Any] | None = None,
) -> list[BoardImage]:
    """The film (an animated GIF of the whole map, a frame per step, under `max_bytes`: the
    channel's upload limit) and the chart of the tallies at the end of each turn, against the
    victory lines of the game's mode, the winner and the line that decided the game marked
    (`result`: the stored result; None: the last board's winner). None without the renderer.
    Slow (seconds): call it in a worker thread."""
    draw = film_renderer()
    if draw is None or not steps:
        return []
    render_film, render_chart, tallies, Outcome = draw
    words = i18n.words(lang) if lang != DEFAULT else None  # the film's and chart's labels in `lang`
    said = outcome_of(result, steps[-1].view, lang)
    outcome = Outcome(*said) if said is not None else None
    views = [i18n.localized_view(s.view, lang) for s in steps]
    film, fmt = render_film(views, max_bytes, words, outcome=outcome)
    per_turn: dict[int, dict[str, int]] = {}
    for s in steps:  # the last board of each turn
        per_turn[s.turn] = tallies(s.view)
    turns = sorted(t for t in per_turn if t > 0)
    series = {k: [per_turn[t][k] for t in turns] for k in next(iter(per_turn.values()), {})}
    chart = render_chart(series, setup.players, words, outcome)
    last = steps[-1]
    return [
        BoardImage(filename=f"game{game_id}-film.{fmt}", png=film, turn=last.turn, phase=last.phase),
        BoardImage(filename=f"game{game_id}-chart.png", png=chart, turn=last.turn, phase=last.phase),
    ]


class Pictures(Session):
    """The pictures a reply carries."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        #: per channel, the upload limit its platform reported (`set_upload_limit`)
        self.upload_limits: dict[str, int] = {}
        #: the film and chart come with the result's reply; an adapter that posts the result
        #: first and the film after it (Discord: 15-20 s of drawing on the longest game) turns
        #: this off and asks `finished_film` once the result is out
        self.film_with_result = True

    def set_upload_limit(self, channel: str, limit: int | None) -> None:
        """The largest file `channel` takes, as the adapter learns it (Discord: the interaction's
        `attachment_size_limit`, or the guild's `filesize_limit`); None: not known, `FILM_BYTES`.
        The film of a game that ends there is kept under it."""
        if limit:
            self.upload_limits[channel] = limit
        else:
            self.upload_limits.pop(channel, None)

    def upload_limit(self, channel: str) -> int:
        """The film's byte limit in `channel`: what its platform reported, else `FILM_BYTES`."""
        return self.upload_limits.get(channel, FILM_BYTES)

    async def hand_images(self, channel: str, user: str) -> dict[Role, list[bytes]]:
        """PNG pages of the hands of the seats `user` holds (for their DM), each card with why its
        Event is not playable now; none while the renderer is not installed, and none for a hand
        whose drawing failed (logged)."""
        draw = hand_renderer()
        if draw is None:
            return {}
        out: dict[Role, list[bytes]] = {}
        lang = self.lang_for(user)  # a hand goes to its player alone: in their language
        for role, (cards, notes) in (await self.seat_hands(channel, user)).items():
            notes = {n: i18n.word(x, lang) for n, x in notes.items()}
            try:
                extra = (i18n.words(lang),) if lang != DEFAULT else ()
                out[role] = await asyncio.to_thread(draw, i18n.localized_cards(cards, lang), notes, *extra)
            except Exception:
                log.exception("render_hand failed")
        return out

    async def add_film(self, live: Live, reply: Reply, max_bytes: int | None = None) -> None:
        """The film and chart of the game just finished, from its stored log replayed phase by
        phase (in a worker thread), the US bot's recorded answers given back (never searched again),
        the film under `max_bytes` (None: the channel's upload limit, `upload_limit`).
        Skipped while images are off, and in a game against the US bot stored without its answers,
        whose replay would search at each of its decisions (seconds each, under the channel's lock):
        there `/records replay film` makes it on request. A failure is logged, not raised."""
        if not self.images or film_renderer() is None or live.game is None or live.bots_missing:
            return
        try:
            setup = Setup.model_validate(live.row.setup)
            steps = await asyncio.to_thread(film_steps, setup, effective_acts(live.actions), live.bot_log())
            reply.film += await asyncio.to_thread(
                film_images, live.row.id, setup, steps, live.lang, max_bytes or self.upload_limit(live.row.channel),
                live.row.result,
            )  # fmt: skip
        except Exception:  # the game is already saved; a drawing bug must not lose the result
            log.exception("the film of game %s failed", live.row.id)

    async def finished_film(self, game_id: int) -> list[BoardImage]:
        """The film and chart of finished game `game_id` (`add_film`, in worker threads, under its
        channel's upload limit), for the adapter to post after the result; none for a game not
        over (or unreadable: logged), with images off, or without the renderer."""
        try:
            row = await self.store.game(game_id)
            if row is None or row.status != "over":
                return []
            live = await self.live_of(row)
        except StoreError as e:
            self.unreadable(f"game {game_id}", e)
            return []
        reply = Reply()
        await self.add_film(live, reply)
        return reply.film

    async def add_image(self, live: Live, reply: Reply, asked: bool = False) -> None:
        """Draw the phase's pictures from the public view (in a worker thread: drawing must not
        stall other channels): a close-up of what changed since the last picture, for the phase's
        post (the last image), and the whole board once a turn, when a new turn has begun since
        (before it). `asked` (the board command): the whole board alone, marking what changed
        since the last picture, which stays the phase posts' reference. Skipped while the renderer
        is not installed or images are off."""
        draw, close = (renderer(), closeup_renderer()) if self.images else (None, None)
        game = live.game
        if draw is None or close is None or game is None:
            return
        view = game.view(None)
        # the views at the last picture and at the last whole board posted, so the new ones mark
        # what changed since (kept in the database: they survive a restart)
        marks = read_marks(await self.store.board_view(live.row.id))
        previous = marks.last if marks else None
        whole = asked or previous is None or previous.turn != view.turn
        lang = live.lang  # posted to the channel: in the game's language
        # the phases the close-up's changes happened in (issue 33), from where the last picture stood
        when = changes_when(view.log, previous.log[-1].seq, lang) if previous is not None and previous.log else None

        def pictures() -> list[tuple[str, bytes]]:
            now, before = i18n.localized_view(view, lang), i18n.localized_view(previous, lang) if previous else None
            # the whole board lists what changed since the last whole board (issue 33), not since
            # the last close-up
            last_board = marks.board if marks is not None else None
            since = i18n.localized_view(last_board, lang) if last_board is not None else before
            out = []
            if whole:
                out.append(("board", draw(now, since) if lang == DEFAULT else draw(now, since, i18n.words(lang))))
            if asked:
                return out
            words = (i18n.words(lang),) if lang != DEFAULT else ()
            return [*out, ("closeup", close(now, before, *words, when=when) if when else close(now, before, *words))]

        try:
            drawn = await asyncio.to_thread(pictures)
        except Exception:  # the action is already saved; a drawing bug must not lose the reply
            log.exception("drawing failed for game %s", live.row.id)
            return
        if not asked:
            kept = view.model_copy(update={"log": view.log[-1:]})  # (its last entry: where it stood)
            board = kept if whole else (marks.board if marks is not None else None)
            await self.store.set_board_view(live.row.id, PictureMarks(last=kept, board=board).model_dump_json())
        for kind, png in drawn:
            name = f"game{live.row.id}-v{live.row.version}-t{view.turn}-{view.phase}"
            reply.images.append(
                BoardImage(
                    filename=f"{name}.png" if kind == "board" else f"{name}-{kind}.png",
                    png=png,
                    turn=view.turn,
                    phase=view.phase,
                )
            )
