"""Issue 33.3 in the console: `rematch` after a game's end starts another with the same settings
and a new seed (the console's one player sits in every seat: at once)."""

from __future__ import annotations

import json
from pathlib import Path

from bot.core.service import GameService
from tests.bot.console.test_console import run_console
from tests.bot.core.test_trust import WON


async def test_rematch_after_the_end_in_the_console(tmp_path: Path) -> None:
    f = tmp_path / "won.json"
    f.write_text(json.dumps(WON))
    out = await run_console(tmp_path, f"n\nnew position={f}\nrematch\nstart\nrematch swap\n")
    early, _, later = out.partition("Game over: US wins")
    assert "! Game #1 has not ended with a result: no rematch." in early  # refused before the start
    assert "`rematch` starts another with the same settings" in later
    assert "Rematch of game #1: game #2 begins" in later
    svc = await GameService.open(tmp_path / "c.sqlite3")
    try:
        one, two = await svc.store.game(1), await svc.store.game(2)
    finally:
        await svc.close()
    assert one is not None and two is not None
    assert two.setup["position"] == one.setup["position"] and two.setup["players"] == one.setup["players"]
    assert two.setup["seed"] != one.setup["seed"]
