"""The console's issue-35 commands: `new two clock=`, the banks in `status`, `vacation`, `seek`,
`seeks`, `accept`, `next`, `ladder` and the rating lines of `stats`."""

from __future__ import annotations

from pathlib import Path

from tests.bot.console.test_console import run_console


async def test_a_timed_hotseat_game_seeks_next_and_the_ladder(tmp_path: Path) -> None:
    out = await run_console(
        tmp_path,
        "n\nnew two clock=blitz\nnew two clock=fast\nstart\nstatus\nvacation 9\nvacation 2\nnext\n"
        "seek us min=5 max=1\nseek us clock=slow\nseek either\nseeks\naccept 1\nseek withdraw\nladder\nstats\n",
    )
    assert "Unknown clock 'blitz'" in out
    assert "⏱ Clock (fast: 24 h + 4 h a move, up to 72 h)" in out
    assert "more vacation than you have left" in out and "takes 2 days of vacation" in out
    assert "has waited longest for you" in out
    assert "That rating range is impossible" in out
    assert "Seek #1 posted" in out and "already have an open seek" in out
    assert "#1 ⁨Ann⁩: plays the US, slow clock" in out or "#1 Ann: plays the US, slow clock" in out, out[-1500:]
    assert "That is your own seek" in out and "Seek #1 withdrawn." in out
    assert "No rated games yet." in out and "Rating: not rated yet." in out
