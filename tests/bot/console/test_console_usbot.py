"""The console against the US bot: `new solo side=jihadist level=`, `hint`, the levels in `help`."""

from __future__ import annotations

from pathlib import Path

from tests.bot.console.test_console import run_console


async def test_new_solo_as_the_jihadist_against_the_us_bot_and_a_hint(tmp_path: Path) -> None:
    out = await run_console(tmp_path, "n\nnew solo side=jihadist level=gentle\nstart\nhint\n1\nhelp\n")
    assert "against the US bot (gentle)" in out
    assert "begins (Jihadist: Ann)" in out
    assert "Hint: " in out and "\n  3. " in out
    assert "US bot levels" in out and "gentle (" in out and "expert (" in out


async def test_an_unknown_level_or_side_is_refused_with_the_list(tmp_path: Path) -> None:
    out = await run_console(tmp_path, "n\nnew solo side=jihadist level=grandmaster\nnew solo side=martian\nhint\n")
    assert "Unknown US bot level 'grandmaster'; choose one of: gentle, standard, strong, expert." in out
    assert "! side must be us or jihadist" in out
    assert "! There is no game in this channel" in out
