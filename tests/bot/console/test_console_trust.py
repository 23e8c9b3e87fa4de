"""Issue 32 in the console: `new position=` reads only a regular file, and at most 64 KB + 1 of
it (a named pipe, /dev/zero, a folder are refused in words at once), and long lines are
answered in words (never "{???}", never "a bug")."""

from __future__ import annotations

import asyncio
import io
import json
import os
from pathlib import Path

import pytest

from bot.console.console import Console
from bot.core import i18n
from bot.core.service import GameService


async def console_says(tmp_path: Path, text: str, lang: str = "en") -> str:
    """What the console answers to `text` (then end of input), within 20 s."""
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    out = io.StringIO()
    token = i18n.READER.set(i18n.DEFAULT)
    try:
        console = Console(svc, io.StringIO(text), out, user_id="me", user_name="Ann", board_dir=tmp_path / "b", lang=lang)
        assert await asyncio.wait_for(console.run(), 20) == 0
    finally:
        i18n.READER.reset(token)
        await svc.close()
    return out.getvalue()


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_new_with_a_position_that_is_no_regular_file_answers_at_once_in_words(tmp_path: Path, lang: str) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for path, words in (
        ("/dev/zero", {"en": "it is a device, not a file", "ru": "это устройство, а не файл"}),
        (str(fifo), {"en": "it is a named pipe, not a file", "ru": "это именованный канал, а не файл"}),
        (str(tmp_path), {"en": "it is a folder, not a file", "ru": "это папка, а не файл"}),
    ):
        out = await console_says(tmp_path, f"n\nnew position={path}\n", lang)
        assert words[lang] in out, out[-400:]
        assert "{???}" not in out and "a bug" not in out and "ошибка в программе" not in out
    info = await (svc := await GameService.open(tmp_path / "c.sqlite3", images=False)).info("console")
    await svc.close()
    assert info is None  # nothing was opened


async def test_new_with_a_large_or_good_position_file(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as f:
        f.truncate(10 * 1024**3)  # 10 GB, sparse
    out = await console_says(tmp_path, f"n\nnew position={big}\n")
    assert "10,737,418,240 bytes; a position may hold at most 65,536" in out, out[-400:]
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"prestige": 9}))
    out = await console_says(tmp_path, f"n\nnew two position={good}\n")
    assert "Ann opened game #1" in out, out[-400:]


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_long_lines_are_answered_in_words(tmp_path: Path, lang: str) -> None:
    # (20,000 characters: far past Fluent's 2,500; the console's line parser, shlex, takes
    # seconds per 200 kB, so longer lines only make the test slow)
    n = 20_000
    lines = [
        "x" * n,  # an unknown command
        "new position=" + "p" * n,  # a path no system takes
        "new scenario=" + "s" * n,
        "new " + "w" * n,
        "language " + "l" * n,
        'unbalanced "' + "q" * n,
    ]
    out = await console_says(tmp_path, "n\n" + "\n".join(lines) + "\n", lang)
    assert "{???}" not in out and "a bug" not in out and "Traceback" not in out
    assert len(out) < 6 * 3_000 + 5_000, len(out)  # each answer cut, none echoing 200 kB


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_a_megabyte_line_is_refused_at_once_in_words(tmp_path: Path, lang: str) -> None:
    # (before the limit, shlex alone took about a minute over it: console_says' 20 s failed)
    out = await console_says(tmp_path, "n\n" + "play " + "9" * 1_000_000 + "\nstatus\n", lang)
    said = {"en": "That line is 1,000,005 characters long; a command holds at most 4,096",
            "ru": "В строке 1\u00a0000\u00a0005 символов; в команде может быть не больше 4\u00a0096"}
    assert said[lang] in out, out[-400:]
    assert len(out) < 5_000
