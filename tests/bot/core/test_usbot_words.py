"""The US bot decides by the engine's message ids and arguments, never by words: its first
answers in seeded games (engine.selfplay.us_bot_choices) are the same in a fresh interpreter
without the service's catalog, with it (English), and with the game worded in Russian.
(Issue 31: its seeds once hashed the prompt's English, so each of these met another bot.)
The searching levels check a shorter opening here; `python -m bench.usbot --words` checks 40
US decisions at every level."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.usbot import LEVELS

ROOT = Path(__file__).resolve().parents[3]
#: the US decisions compared at each level (a search costs ~0.1-0.4 s of CPU at the strong and
#: expert levels: their whole 40 are bench.usbot --words')
COUNTS = {"gentle": 40, "standard": 40, "strong": 12, "expert": 4}
SEED = 11

#: one way of wording the game: "plain" imports the engine alone, "en" the service's catalog,
#: "ru" the catalog with the engine's English worder giving Russian and every prompt worded in it
SCRIPT = """
import json, sys
way, seed, counts = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3])
each = None
if way != "plain":
    from bot.core import i18n
    if way == "ru":
        from engine import msg
        msg.install(lambda x: i18n.word(x, "ru"))
        def each(g):
            p = g.prompt()
            for x in [p.msg, *(o.msg for o in p.options), *(e.msg for e in g.state.log[-8:])]:
                i18n.word(x, "ru")
from engine.selfplay import us_bot_choices
print(json.dumps({lv: us_bot_choices(lv, seed, n, each=each) for lv, n in counts.items()}))
"""


def choices(way: str, counts: dict[str, int], seed: int = SEED) -> subprocess.Popen[str]:
    """The US bot's first answers at each level in a fresh interpreter worded `way` (started)."""
    return subprocess.Popen(
        [sys.executable, "-c", SCRIPT, way, str(seed), json.dumps(counts)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )


@pytest.fixture(scope="module")
def ways() -> dict[str, dict[str, list[str]]]:
    started = {way: choices(way, COUNTS) for way in ("plain", "en", "ru")}
    out: dict[str, dict[str, list[str]]] = {}
    for way, proc in started.items():
        stdout, stderr = proc.communicate(timeout=600)
        assert proc.returncode == 0, stderr
        out[way] = json.loads(stdout)
    return out


@pytest.mark.parametrize("level", list(LEVELS))
def test_the_us_bot_answers_alike_without_the_catalog_with_it_and_in_russian(
    ways: dict[str, dict[str, list[str]]], level: str
) -> None:
    plain = ways["plain"][level]
    assert len(plain) == COUNTS[level] and all(isinstance(o, str) and o for o in plain)
    assert ways["en"][level] == plain
    assert ways["ru"][level] == plain


def test_every_level_is_checked() -> None:
    assert set(COUNTS) == set(LEVELS)
