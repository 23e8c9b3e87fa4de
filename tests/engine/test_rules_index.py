"""The rules index: our own short summaries of the rulebook's sections, their look-up and the tables
(the `rules <query>` replies that word them: tests/bot/core/test_rules_lookup.py)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from engine import Game
from engine.data import HERE, RuleEntry, RulesIndex, lookup_rule, rule_tables, rules_index
from tests.helpers import game_at

RULEBOOK = Path("/work/shared/rules/rules-of-play.txt")

#: every "N.N" subsection of rules 2-9 in the 2nd edition rulebook (2016 revision)
TOP_LEVEL = {
    2: 3,  # 2.1-2.3
    3: 3,
    4: 10,
    5: 3,
    6: 3,
    7: 6,
    8: 5,
    9: 7,
}


def sections(entries: list[RuleEntry]) -> list[str]:
    return [e.section or f"glossary:{e.title}" for e in entries]


def key(section: str) -> tuple[int, ...]:
    return tuple(int(p) for p in section.split("."))


# ---------------------------------------------------------------------- the data file
def test_index_validates_and_covers_every_main_section() -> None:
    index = rules_index()
    numbers = [e.section for e in index.sections]
    assert len(numbers) == len(set(numbers))
    assert [key(n) for n in numbers] == sorted(key(n) for n in numbers)
    for rule in range(1, 10):
        assert f"{rule}.0" in numbers
    for rule, last in TOP_LEVEL.items():
        for sub in range(1, last + 1):
            assert f"{rule}.{sub}" in numbers, f"{rule}.{sub} missing"
        assert f"{rule}.{last + 1}" not in numbers
    for must in ("2.1.1", "2.1.2", "4.7.2.1", "6.3.3.1", "7.3.4.1", "8.4.2", "8.4.3.2", "8.5.6", "9.4.2.6.2", "9.7"):
        assert must in numbers
    assert all(e.title and e.summary and not e.see for e in index.sections)
    terms = {g.term for g in index.glossary}
    assert {"Cadre", "Major Jihad", "Regime Change"} - terms == {"Major Jihad"}  # a title, not a glossary term
    assert {"Adjacent", "Besieged Regime", "Funding", "Plot", "Prestige", "War of Ideas", "WMD Plot"} <= terms


def test_summaries_are_short() -> None:
    for e in rules_index().sections:
        sentences = len(re.findall(r"[.!?](?:\s|$)", e.summary.replace("e.g.", "eg")))
        assert 1 <= sentences <= 3 and len(e.summary) <= 600, e.section
    for g in rules_index().glossary:
        assert len(g.summary) <= 200, g.term


def test_major_jihad_summary_has_the_key_numbers() -> None:
    [major] = lookup_rule("8.4.2")
    assert major.title == "Major Jihad"
    assert "5+" in major.summary and "two successes" in major.summary
    assert "Poor" in major.summary and "Islamist Rule" in major.summary


def test_the_validator_rejects_bad_data() -> None:
    raw = json.loads((HERE / "rules_index.json").read_text())
    good = raw["sections"]
    with pytest.raises(ValidationError, match="order"):
        RulesIndex.model_validate({"sections": [good[1], good[0]]})
    with pytest.raises(ValidationError, match="order"):
        RulesIndex.model_validate({"sections": [good[0], good[0]]})
    with pytest.raises(ValidationError, match="bad section number"):
        RulesIndex.model_validate({"sections": [{"section": "8.x", "title": "T", "summary": "S."}]})
    with pytest.raises(ValidationError, match="no parent"):
        RulesIndex.model_validate({"sections": [{"section": "8.4.2", "title": "T", "summary": "S."}]})
    with pytest.raises(ValidationError, match="blank"):
        RulesIndex.model_validate({"sections": [{"section": "8.0", "title": "T", "summary": " "}]})
    with pytest.raises(ValidationError, match="unknown section"):
        RulesIndex.model_validate(
            {"sections": good[:1], "glossary": [{"term": "X", "summary": "Y.", "sections": ["4.8.4"]}]}
        )


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook text is not available here")
def test_no_summary_copies_the_rulebook() -> None:
    """No 12 consecutive words of any title or summary appear in the rulebook's own text."""
    n = 12
    book = re.findall(r"[a-z0-9]+", RULEBOOK.read_text(errors="replace").lower())
    runs = {tuple(book[i : i + n]) for i in range(len(book) - n + 1)}
    index = rules_index()
    texts = [(e.section, e.summary) for e in index.sections] + [(g.term, g.summary) for g in index.glossary]
    for where, text in texts:
        words = re.findall(r"[a-z0-9]+", text.lower())
        copied = [" ".join(words[i : i + n]) for i in range(len(words) - n + 1) if tuple(words[i : i + n]) in runs]
        assert not copied, f"{where}: {copied[0]!r}"


# ---------------------------------------------------------------------- lookup_rule
def test_lookup_by_exact_number() -> None:
    assert sections(lookup_rule("8.4.2")) == ["8.4.2"]
    assert sections(lookup_rule("§8.4.2")) == sections(lookup_rule(" section  8.4.2 ")) == ["8.4.2"]
    assert sections(lookup_rule("rule 9.7")) == ["9.7"]
    assert lookup_rule("8.4.9") == []
    assert lookup_rule("12.1") == []


def test_lookup_by_prefix_lists_the_subsections() -> None:
    assert sections(lookup_rule("8.4")) == ["8.4", "8.4.1", "8.4.2", "8.4.3", "8.4.3.1", "8.4.3.2", "8.4.4", "8.4.5"]
    assert sections(lookup_rule("4.1")) == ["4.1", "4.1.1", "4.1.2"]  # not 4.10
    assert sections(lookup_rule("4.10"))[0] == "4.10"
    whole = sections(lookup_rule("section 2"))
    assert whole == sections(lookup_rule("2.0")) == ["2.0", "2.1", "2.1.1", "2.1.2", "2.2", "2.3"]


def test_lookup_by_words() -> None:
    major = lookup_rule("Major  JIHAD")
    assert sections(major)[0] == "8.4.2" and "8.4.3.1" in sections(major)
    cadre = lookup_rule("cadre")
    assert sections(cadre)[0] == "glossary:Cadre" and cadre[0].see == ("4.8.4",)
    assert "4.8.4" in sections(cadre)
    assert sections(lookup_rule("regime change"))[:2] == ["7.3.4", "glossary:Regime Change"]
    assert sections(lookup_rule("war of ideas"))[0] == "7.2"
    assert "8.5.6" in sections(lookup_rule("unblocked plot"))  # word starts: "plot" matches "Plots"
    assert lookup_rule("zzz") == [] and lookup_rule("  ") == []


# ---------------------------------------------------------------------- the tables (issue 16)
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "nine": 9, "twelve": 12, "twice": 2}


def _numbers(text: str) -> set[int]:
    """The figures a text gives: digits (leaving out rule numbers like 4.7.4.2) and number words."""
    text = re.sub(r"\d+(?:\.\d+)+|^\s*\d+\. ", " ", text)  # rule numbers, step numbers ("1. ")
    found = {int(n) for n in re.findall(r"\d+", text)}
    return found | {v for w, v in NUMBER_WORDS.items() if re.search(rf"\b{w}\b", text.lower())}


def _flat(text: str) -> str:
    return " ".join(text.replace("**", "").split())


@pytest.mark.skipif(not RULEBOOK.exists(), reason="the rulebook text is not on this machine")
def test_every_table_figure_is_the_rulebooks() -> None:
    book = _flat(RULEBOOK.read_text(encoding="utf-8"))
    checked = 0
    wrong: list[object] = []
    for t in rule_tables():
        for r in t.rows:
            if not r.quote:
                continue
            parts = [_flat(q) for q in r.quote.split(" … ")]
            for q in parts:
                assert q in book, (t.id, q)
            cells = [c for c in r.cells if not re.fullmatch(r"[\d.]+", c)]  # a rule-number column
            if not _numbers(" ".join(cells)) <= _numbers(" ".join(parts)):
                wrong.append((t.id, r.cells, parts))
            checked += 1
    assert wrong == []
    assert checked >= 40


def _woi_parts(g: Game, cid: str) -> list[str]:
    from engine.ops.us import woi_drm

    return [str(x) for x in woi_drm(g, cid)[1]]  # (in English)


def test_table_figures_from_the_player_aid_cards_are_the_engines() -> None:
    from engine.state import FAIR, GOOD

    by_check: dict[str, list[tuple[str, str]]] = {}
    for t in rule_tables():
        for r in t.rows:
            if r.engine:
                by_check.setdefault(r.engine, []).append(r.cells)
    g = Game.new("lets_roll", players="two", seed=1)
    s = g.state
    # War of Ideas modifiers by Prestige level (also the Prestige levels of the levels table)
    for left, right in by_check.pop("woi_prestige"):
        lo, hi = map(int, re.search(r"(\d+)-(\d+)", left).groups())  # type: ignore[union-attr]
        value = int(re.search(r"[-+]?\d+$", right).group())  # type: ignore[union-attr]
        for p in range(lo, hi + 1):
            s.prestige = p
            expect = [f"Prestige {value:+d}"] if value else []
            assert [x for x in _woi_parts(g, "pakistan") if x.startswith("Prestige")] == expect, (p, left)
    s.prestige = 5
    (left, right), *_ = by_check.pop("woi_fair_to_good")
    s.countries["pakistan"].governance, s.countries["pakistan"].alignment = FAIR, "ally"
    assert right == "-1" and "shift to Good -1" in _woi_parts(g, "pakistan")
    (left, right), *_ = by_check.pop("woi_aid")
    s.countries["pakistan"].aid = 2
    assert right == "+1" and "Aid +2" in _woi_parts(g, "pakistan")
    (left, right), *_ = by_check.pop("woi_adjacent_good_ally")
    s.countries["afghanistan"].governance, s.countries["afghanistan"].alignment = GOOD, "ally"
    assert right == "+1" and "Adjacent Good Ally +1" in _woi_parts(g, "pakistan")
    # Troops and Funding levels: hand sizes and Available Cells
    for left, right in by_check.pop("troops_level"):
        lo = int(re.search(r"(\d+)", left).group())  # type: ignore[union-attr]
        level, hand = right.split(": US hand ")
        for on_track in (lo, lo + 4 if lo < 10 else 15):
            g2 = Game.new("lets_roll", players="two", seed=1)
            deployed = 15 - on_track
            for c in g2.state.countries.values():
                c.troops = 0
            g2.state.countries["iraq"].troops = deployed
            assert g2.troops_on_track() == on_track
            assert g2.troop_level().replace("_", " ").title() == level and g2.hand_size("us") == int(hand)
    for left, right in by_check.pop("funding_level"):
        lo, hi = map(int, re.search(r"(\d+)-(\d+)", left).groups())  # type: ignore[union-attr]
        level, hand = re.match(r"(\w+): Jihadist hand (\d+)", right).groups()  # type: ignore[union-attr]
        for f in range(lo, hi + 1):
            s.funding = f
            assert g.funding_level().title() == level and g.hand_size("jihadist") == int(hand)
    # the Prestige roll: one die for the direction (5-6 up), -1 with a GWOT Penalty
    assert by_check.pop("prestige_direction") == [("1. Direction: one die", "5-6 up, 1-4 down")]
    assert by_check.pop("prestige_gwot") == [("   modifier", "-1 when the GWOT Penalty is not 0")]
    for die, penalty, up in ((5, False, True), (4, False, False), (6, True, True), (5, True, False)):
        g3 = game_at(dice=[die, 2, 3])
        g3.state.us_posture = "soft" if penalty else g3.world_posture()[0] or "hard"
        assert (g3.gwot_penalty() > 0) == penalty
        before = g3.state.prestige
        g3.roll_prestige()
        assert g3.state.prestige == before + (2 if up else -2), (die, penalty)
    # Country tests: a Muslim country 1-4 Poor, 5-6 Fair, Neutral
    assert by_check.pop("test_muslim") == [("Muslim 1-4", "Poor, Neutral"), ("Muslim 5-6", "Fair, Neutral")]
    for die, gov in ((4, "Poor"), (5, "Fair"), (1, "Poor"), (6, "Fair")):
        g4 = game_at(dice=[die])
        assert g4.is_unmarked("sudan")
        g4.test("sudan")
        v = next(c for c in g4.view(None).countries if c.id == "sudan")
        assert (v.governance, v.alignment) == (gov, "neutral")
    assert by_check == {}  # every engine check is made
