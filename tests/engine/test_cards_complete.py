"""Issue 3 completeness: every card 1-120 has an event implementation and a test of its own."""

import re
from pathlib import Path

from engine import events


def test_every_card_has_an_event():
    events.load()
    missing = [n for n in range(1, 121) if n not in events.EVENTS]
    assert missing == [], f"cards without an event: {missing}"


def test_every_card_has_a_test():
    text = "".join(p.read_text() for p in (Path(__file__).parent / "events").glob("test_*.py"))
    tested = {int(m) for m in re.findall(r"def test_card_(\d{3})", text)}
    missing = [n for n in range(1, 121) if n not in tested]
    assert missing == [], f"cards without a test_card_NNN test: {missing}"
