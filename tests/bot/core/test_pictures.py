"""Issue 20 in the bot: `board <region|country>`, the film and chart of a finished game (with the
result, on `/records replay film` and the console's `replay N film`), the hand in words."""

from __future__ import annotations

import io
import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from PIL import Image

from bot.console.console import Console
from bot.core import i18n
from bot.core.challenges import ChallengeService
from bot.core.pictures import FILM_BYTES
from bot.core.records import RecordService, replay_steps
from bot.core.replay import FILM_FRAMES, film_steps
from bot.core.replies import Reply
from bot.core.service import GameService
from bot.core.store import effective_acts
from bot.core.texts import place_choices
from engine import Setup
from engine.msg import Msg
from render import REGIONS, SERIES
from render.chart import tallies
from render.film import phase_numbers
from tests.bot.core.games import JI, US, play, two_player

pytestmark = pytest.mark.one_store  # what it checks does not depend on the store


@pytest.fixture
async def svc(db_target: str | Path) -> AsyncIterator[GameService]:
    s = await GameService.open(db_target, images=True)
    yield s
    await s.close()


def _open(data: bytes) -> Image.Image:
    im = Image.open(io.BytesIO(data))
    im.load()
    return im


async def test_board_of_a_region_or_a_country_and_an_unknown_name_refused(svc: GameService) -> None:
    await two_player(svc)
    r = await svc.board("c1", "Middle East")
    assert r.ok and len(r.images) == 1 and r.images[0].filename.endswith("-middle-east.png")
    assert _open(r.images[0].png).width <= 1000
    r = await svc.board("c1", "iraq")
    assert r.ok and _open(r.images[0].png).height > 0
    bad = await svc.board("c1", "Atlantis")
    assert not bad.ok and "Atlantis" in (bad.error or "")
    assert all(region.name in (bad.error or "") for region in REGIONS.values())
    whole = await svc.board("c1", "  ")
    assert whole.ok and _open(whole.images[0].png).size == (1600, 1340)


async def test_board_before_any_game_is_refused(svc: GameService) -> None:
    r = await svc.board("nowhere", "Europe")
    assert not r.ok and r.error


def test_place_choices_offer_regions_then_countries() -> None:
    assert place_choices("")[: len(REGIONS)] == [r.name for r in REGIONS.values()]
    assert place_choices("ira") == ["Iran", "Iraq"]
    assert len(place_choices("", 25)) == 25 and len(place_choices("")) > 25  # (all, unless an adapter limits them)


async def test_the_result_carries_the_film_and_the_chart_of_the_game(svc: GameService) -> None:
    last: list[Reply] = []

    async def keep(r: Reply) -> None:
        last[:] = [r]

    # (a game of two turns, 13 phases: its pictures drawn at every phase, as the service does)
    r = await play(svc, "c1", await two_player(svc, seed=2), random.Random(2), check=keep)
    assert r.prompt is None and last
    end = last[0]
    assert [i.filename.rsplit(".", 1)[0].rsplit("-", 1)[1] for i in end.film] == ["film", "chart"]
    info = await svc.info("c1")
    assert info is not None and info.status == "over"
    row = await svc.store.game(info.game_id)
    assert row is not None
    steps = replay_steps(Setup.model_validate(row.setup), effective_acts(await svc.store.actions(info.game_id)))
    film = _open(end.film[0].png)
    assert end.film[0].filename.endswith("-film.gif") and film.format == "GIF"
    assert len(steps) >= FILM_FRAMES and film.n_frames == len(steps)  # one frame per phase
    assert len(end.film[0].png) <= FILM_BYTES
    chart = _open(end.film[1].png)
    assert chart.format == "PNG" and chart.width == 900
    # the chart's series are the record's tallies at the end of each turn, the stored result's
    # winner and reason marked
    from render import Outcome, render_chart

    per_turn = {s.turn: tallies(s.view) for s in steps}
    series = {k: [per_turn[t][k] for t in sorted(per_turn) if t > 0] for k in SERIES}
    assert row.result is not None
    reason = row.result["reason"]
    outcome = Outcome(row.result["winner"], i18n.word(Msg.from_json(reason), "en"), reason["id"])
    assert end.film[1].png == render_chart(series, "two", None, outcome)
    assert end.film[1].png != render_chart(series, "two")
    # the adapter tells the channel's upload limit (Discord: the guild's `filesize_limit`): the
    # film of a game ending there fits it, smaller, then with fewer frames
    assert svc.upload_limit("c1") == FILM_BYTES == 8 * 2**20
    svc.set_upload_limit("c2", 10 * 2**20)
    svc.set_upload_limit("c2", None)
    assert svc.upload_limit("c2") == FILM_BYTES
    svc.set_upload_limit("c1", 40_000)
    live = svc.cache.get("c1")
    assert live is not None
    again = Reply()
    await svc.add_film(live, again)
    small = _open(again.film[0].png)
    assert len(again.film[0].png) <= 40_000 < len(end.film[0].png)
    assert small.format == "GIF" and 2 <= small.n_frames < film.n_frames and small.width < film.width


async def test_a_short_games_film_shows_each_decision_that_changed_the_board(svc: GameService) -> None:
    """Issue 33: a game of fewer than FILM_FRAMES phases (resigned early) is filmed decision by
    decision, its first frame the set-up, each frame a board the one before it did not show; the
    captions count the phases, not the frames."""
    svc.images = False
    await play(svc, "c1", await two_player(svc, seed=3), random.Random(8), limit=24)
    assert (await svc.resign("c1", JI)).ok
    svc.images = True
    info = await svc.info("c1")
    assert info is not None and info.status == "over"
    row = await svc.store.game(info.game_id)
    assert row is not None
    setup, acts = Setup.model_validate(row.setup), effective_acts(await svc.store.actions(info.game_id))
    phases = replay_steps(setup, acts)
    frames = film_steps(setup, acts)
    assert len(phases) < FILM_FRAMES <= len(frames) <= len(acts) + 2
    assert frames[0].decisions == 0 and all(a.view != b.view for a, b in zip(frames[:-2], frames[1:-1], strict=True))
    assert {(s.turn, s.phase) for s in frames} == {(s.turn, s.phase) for s in phases}
    film = _open((await svc.finished_film(info.game_id))[0].png)
    assert film.n_frames == len(frames)
    assert phase_numbers([s.view for s in frames])[-1] == phase_numbers([s.view for s in phases])[-1] > 1
    # a game of enough phases keeps a frame per phase
    many = [s.model_copy(update={"turn": k}) for k, s in enumerate(phases * FILM_FRAMES)]
    assert film_steps(setup, acts, steps=many) is many


async def test_records_film_and_the_console_command(svc: GameService, tmp_path: Path) -> None:
    svc.images = False  # the film is drawn from the record, not from the pictures of the play
    r = await play(svc, "c1", await two_player(svc, seed=2), random.Random(2))
    svc.images = True
    assert r.prompt is None
    info = await svc.info("c1")
    assert info is not None
    rec = RecordService(svc, ChallengeService(svc))
    film = await rec.film(info.game_id, "a bystander")
    assert film.ok and len(film.film) == 2 and "as a film" in film.public[0]
    assert not (await rec.film(999, "x")).ok
    # a running game has no film yet
    await two_player(svc, "c2")
    running = await svc.info("c2")
    assert running is not None
    assert "not finished" in ((await rec.film(running.game_id, "x")).error or "")
    # the console saves both
    out = io.StringIO()
    console = Console(svc, io.StringIO(""), out, user_id="me", user_name="Carol", board_dir=tmp_path)
    await console.handle(f"replay {info.game_id} film")
    text = out.getvalue()
    assert "[film]" in text and "[chart]" in text
    assert any(p.name.endswith("-film.gif") for p in tmp_path.iterdir())


async def test_hand_in_words_only_where_no_picture_is_drawn(svc: GameService) -> None:
    await two_player(svc)
    short = await svc.hand("c1", US)
    full = await svc.hand("c1", US, full=True)
    assert len("".join(m.text for m in full.private)) > 2 * len("".join(m.text for m in short.private))
    ji = await svc.hand("c1", JI, full=True)
    assert "Available Plots" in ji.private[0].text  # before the cards, in the first message
    pages = await svc.hand_images("c1", JI)
    assert list(pages) == ["jihadist"] and all(p.startswith(b"\x89PNG") for p in pages["jihadist"])


async def test_console_board_of_a_region(svc: GameService, tmp_path: Path) -> None:
    out = io.StringIO()
    console = Console(svc, io.StringIO(""), out, user_id="me", user_name="Carol", board_dir=tmp_path)
    await console.handle("new two")
    await console.handle("start")
    await console.handle("board middle east")
    assert any(p.name.endswith("-middle-east.png") for p in tmp_path.iterdir())
    await console.handle("board Atlantis")
    assert "! There is no region or country 'Atlantis' on the map. Regions: Americas, Europe" in out.getvalue()
