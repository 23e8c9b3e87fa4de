"""Issue 33.6-7: what the pictures' titles say: a game against the US bot is not "2-player"; a
close-up names the phases in which its changes happened."""

from __future__ import annotations

from typing import Any

import render.board
from engine import Game


class _Draw:
    """A drawing surface that keeps the texts drawn on it."""

    def __init__(self) -> None:
        self.texts: list[str] = []

    def rectangle(self, *a: Any, **k: Any) -> None:
        pass

    def text(self, xy: Any, text: str, **k: Any) -> None:
        self.texts.append(text)


def _title_of(g: Game) -> str:
    d = _Draw()
    render.board._title(d, g.view(None))  # type: ignore[arg-type]
    return d.texts[0]


def test_a_game_against_the_us_bot_is_not_called_2_player() -> None:
    alone = _title_of(Game.new("lets_roll", players="two", seed=1, us_bot="gentle"))
    assert "against the US bot" in alone and "2-player" not in alone
    assert "2-player" in _title_of(Game.new("lets_roll", players="two", seed=1))
    assert "solitaire" in _title_of(Game.new("lets_roll", players="solo", seed=1))
