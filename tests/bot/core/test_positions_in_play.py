"""Custom starting positions (engine/position.py) through the service and the console."""

import json
from pathlib import Path

import pytest

from bot.core.service import GameService
from tests.bot.console.test_console import run_console
from tests.bot.discord.fakes import env  # noqa: F401  (the fixture)

PUZZLE = {
    "countries": {"iraq": {"governance": "poor", "alignment": "ally", "sleepers": 2, "plots": [2]}},
    "hands": {"us": [40, 42], "jihadist": [48]},
    "phase": "us",
}


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
    r = await svc.create("p2", "u1", "ann", players="solo", position={"countries": {"iraq": {"sleepers": 8}, "pakistan": {"sleepers": 8}}})
    assert not r.ok and "position" in (r.error or "") and "Cells" in (r.error or "")
    assert await svc.info("p2") is None  # nothing was created


async def test_console_new_with_a_position_file(tmp_path: Path) -> None:
    f = tmp_path / "puzzle.json"
    f.write_text(json.dumps(PUZZLE))
    out = await run_console(tmp_path, f"n\nnew solo position={f}\nstart\n")
    assert "— #40 Mass Turnout" in out and "— #42 Pakistani Offensive" in out  # (the use first, then the card)
    (tmp_path / "b").mkdir()
    bad = await run_console(tmp_path / "b", "n\nnew solo position=/no/such/file.json\n")
    assert "Cannot read the position file" in bad


@pytest.mark.parametrize("position,problem", [
    ([1, 2, 3], "one JSON object"),
    ({"turn": -3}, "turn"),
    ({"countries": {"iraq": {"markers": ["Banana"]}}}, "unknown marker 'Banana'"),
    ({"event_box": ["x" * 70_000]}, "at most 65,536"),
])
async def test_bad_positions_are_refused_and_nothing_is_stored(svc: GameService, position, problem) -> None:
    # issue 13.8: a refusal naming the problem, not a pydantic error, a stored game or a crash
    r = await svc.create("p3", "u1", "ann", position=position)
    assert not r.ok and problem in (r.error or "")
    assert await svc.info("p3") is None


async def test_console_survives_a_deeply_nested_position_file(tmp_path: Path) -> None:
    f = tmp_path / "deep.json"
    f.write_text('{"countries": ' + "[" * 20_000 + "]" * 20_000 + "}")
    g = tmp_path / "many.json"
    g.write_text(json.dumps({"turn": 0, "prestige": 13, "countries": {"atlantis": {}}}))
    out = await run_console(tmp_path, f"n\nnew solo position={f}\nnew solo position={g}\nnew solo seed=1\nstart\n")
    assert "nested too deeply" in out
    assert "3 problems" in out and "turn" in out and "Prestige" in out and "atlantis" in out
    assert "Game #1 begins" in out  # the session went on


async def test_discord_new_refuses_a_deeply_nested_or_oversized_position_file(env) -> None:  # type: ignore[no-untyped-def]  # noqa: F811
    # issue 13.7: no input ends a session; the Discord `new` reads the file through read_position
    from tests.bot.discord.fakes import FakeAttachment, FakeChannel

    for raw, problem in ((b"[" * 20_000 + b"]" * 20_000, "nested too deeply"), (b" " * 70_000, "at most 65,536")):
        await env.app.cmd_new(env.inter(env.ann, FakeChannel(env.world)), players="solo", position=FakeAttachment(raw))
        assert env.world.log[-1].ephemeral and problem in env.world.log[-1].content


BAD_POSITIONS = [
    {"prestige": 13, "countries": {"france": {"aid": 1, "governance": "poor"}, "atlantis": {}}, "hands": {"us": [12, 500], "jihadist": [12]}},
    {"countries": {"iraq": {"sleepers": 8, "regime_change": "tan", "governance": "good"}, "pakistan": {"sleepers": 8}}, "phase": "us"},
    {"countries": {"france": {"plots": [{"value": 1, "backlash": True}]}, "iraq": {"markers": ["Banana"], "posture": "hard"}}},
    {"event_box": [f"bogus {i}" for i in range(25)], "lapsing": ["x"] * 20},  # more than are shown
    {"event_box": ["x" * 70_000]},
    [1, 2, 3],
]


@pytest.mark.parametrize("position", BAD_POSITIONS)
def test_a_positions_problems_are_worded_in_the_readers_language(position) -> None:
    """Issue 23: a PositionError's problems are messages: the English as before, the Russian
    in Russian (the JSON fields and the names typed aside)."""
    import re

    from bot.core.words import position_problems
    from engine.position import PositionError, read_position
    from tests.bot.core.test_refusal_words import russian

    with pytest.raises(PositionError) as e:
        read_position(position, "lets_roll")
    assert position_problems(e.value, "en") == str(e.value)
    ru = position_problems(e.value, "ru")
    assert ru.startswith("позиция") and ru != str(e.value)
    russian(re.sub(r"\b(?:[a-z_]+\.)+[a-z_]+\b|\b[a-z]+_[a-z_]+\b|: [A-Z][^;]*", "", ru))  # (pydantic's own words aside)


async def test_a_russian_reader_is_told_what_is_wrong_with_a_position_in_russian(svc: GameService) -> None:
    from bot.core import i18n

    token = i18n.READER.set("ru")
    try:
        r = await svc.create("p3", "u1", "ann", players="solo", position=BAD_POSITIONS[1])
    finally:
        i18n.READER.reset(token)
    assert r.error is not None and r.error.startswith("Эту позицию нельзя использовать: позиция, ошибок: 3: ")
    assert "Ячеек на карте: 20; в игре их 15 (4.6.3)" in r.error
    assert "страной со сменившимся режимом может быть только страна с плохим или нормальным правительством (Ирак, 7.3.4.1)" in r.error
    assert await svc.info("p3") is None
