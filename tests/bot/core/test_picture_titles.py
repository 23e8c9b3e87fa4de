"""Issue 33.6: a close-up is titled with the phases its changes happened in (not the phase under
way once they were made), and the whole board lists what changed since the previous whole board
(not only since the last close-up)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

import render.closeup
from bot.core import pictures as pictures_mod
from bot.core.routing import changes_when
from bot.core.service import GameService
from engine import Game
from engine.view import View
from tests.bot.core.games import two_player

pytestmark = pytest.mark.one_store


@pytest.fixture
async def svc(db_target: str | Path) -> AsyncIterator[GameService]:
    s = await GameService.open(db_target, images=True)
    yield s
    await s.close()


def _public(v: View) -> dict[str, Any]:
    return v.model_dump(exclude={"log", "prompt", "can_undo", "waiting_for"})


async def test_the_close_up_names_the_phase_of_its_changes_and_the_board_counts_from_the_last_board(
    svc: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    titles: list[tuple[str, str]] = []  # (the close-up's title, the phase under way when drawn)
    boards: list[tuple[View, View | None]] = []

    def spy_draw(v: View, title: str, *a: Any, **k: Any) -> bytes:
        titles.append((title, v.phase))
        return b"\x89PNG close-up"

    def fake_board(view: View, previous: View | None = None, *a: Any) -> bytes:
        boards.append((view, previous))
        return b"\x89PNG board"

    monkeypatch.setattr(render.closeup, "_draw", spy_draw)  # the real title, no drawing
    monkeypatch.setattr(pictures_mod, "_render", fake_board)
    r = await two_player(svc, seed=22)
    rng = random.Random(9)
    for _ in range(300):
        p = r.prompt
        if p is None or len(boards) >= 2:
            break
        options = [o for o in p.options if o.id.startswith("play:")] if p.kind == "card" else []
        r = await svc.act("c1", p.user_id, rng.choice(options or p.options).id, p.version)
        assert r.ok, r.error
    # after the US acted, the next phase (the Jihadist's) is under way: the title names the US's
    after_us = [t for t, phase in titles if "US Action Phase" in t]
    assert after_us, titles
    assert any(phase == "jihadist" and "Jihadist Action Phase" not in t for t, phase in titles), titles
    # each whole board compares with the whole board before it
    assert len(boards) >= 2
    for (before, _), (_, since) in zip(boards, boards[1:], strict=False):
        assert since is not None and _public(since) == _public(before)


def test_changes_when_spans_the_phases_of_the_entries_after_a_point() -> None:
    g = Game.new("lets_roll", players="two", seed=3)
    for _ in range(400):
        p = g.prompt()
        if p is None or g.state.turn >= 2 and g.state.phase == "us":
            break
        g.act(p.role, p.ids()[0])
    log = [e for e in g.state.log if e.to is None]
    us = max(e.seq for e in log if e.kind == "phase" and "US Action Phase" in e.text and e.turn == 1)
    last = log[-1].seq
    assert changes_when(log, last) is None  # nothing after the end
    one = changes_when(log, us)
    assert one is not None and one.startswith("Turn 1 · US Action Phase to ")
    at_us = next(e.seq for e in log if e.seq > us)
    assert changes_when(log[: log.index(next(e for e in log if e.seq == at_us)) + 1], us) == "Turn 1 · US Action Phase"
    assert changes_when(log, us, "ru").startswith("Ход 1 · Фаза действий США → ")  # type: ignore[union-attr]
