"""Custom starting positions (engine/position.py) through the service and the console."""

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service import GameService
from tests.test_console import run_console

PUZZLE = {
    "countries": {"iraq": {"governance": "poor", "alignment": "ally", "sleepers": 2, "plots": [2]}},
    "hands": {"us": [40, 42], "jihadist": [48]},
    "phase": "us",
}


@pytest.fixture
async def svc(tmp_path: Path) -> AsyncIterator[GameService]:
    s = await GameService.open(tmp_path / "games.sqlite3", images=False)
    yield s
    await s.close()


async def test_a_game_starts_from_a_position(svc: GameService) -> None:
    r = await svc.create("p1", "u1", "ann", players="solo", position=PUZZLE)
    assert r.ok, r.error
    r = await svc.start("p1", "u1")
    assert r.ok, r.error
    view = await svc.public_view("p1")
    iraq = next(c for c in view.countries if c.id == "iraq")
    assert iraq.sleepers == 2 and iraq.plots == 1 and view.phase == "us"
    assert r.prompt is not None and {o.id for o in r.prompt.options} == {"play:40", "play:42"}


async def test_an_impossible_position_is_refused_with_the_reason(svc: GameService) -> None:
    r = await svc.create("p2", "u1", "ann", players="solo", position={"countries": {"iraq": {"sleepers": 16}}})
    assert not r.ok and "position" in (r.error or "") and "Cells" in (r.error or "")
    assert await svc.info("p2") is None  # nothing was created


async def test_console_new_with_a_position_file(tmp_path: Path) -> None:
    f = tmp_path / "puzzle.json"
    f.write_text(json.dumps(PUZZLE))
    out = await run_console(tmp_path, f"n\nnew solo position={f}\nstart\n")
    assert "Play #40" in out and "Play #42" in out
    (tmp_path / "b").mkdir()
    bad = await run_console(tmp_path / "b", "n\nnew solo position=/no/such/file.json\n")
    assert "Cannot read the position file" in bad
