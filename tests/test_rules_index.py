"""The rules index: our own short summaries of the rulebook's sections, and `rules <query>` look-ups."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pydantic import ValidationError

from bot.console import lookup_text
from bot.discord_text import rules_text
from engine.data import CARDS, HERE, RuleEntry, RulesIndex, lookup_rule, rules_index

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


# ---------------------------------------------------------------------- console and Discord replies
def test_console_answers_a_section_number() -> None:
    text = lookup_text("8.4.2")
    assert text.startswith("§8.4.2 Major Jihad\n") and "Subsections" not in text
    prefix = lookup_text("8.4")
    assert prefix.startswith("§8.4 Jihad\n") and "Subsections:" in prefix and "  §8.4.5 Pakistani Arsenal" in prefix
    assert lookup_text("8.4.9").startswith("! No rules section 8.4.9")


def test_console_answers_rule_titles_and_terms() -> None:
    assert lookup_text("major jihad").startswith("§8.4.2 Major Jihad\n")
    cadre = lookup_text("cadre")
    assert cadre.startswith("Glossary: Cadre\n") and "(see 4.8.4)" in cadre
    jihad = lookup_text("jihad")  # the rule, with the cards named like it as a hint
    assert jihad.startswith("§8.4 Jihad\n") and "#55 Uyghur Jihad" in jihad


def test_cards_still_win_for_numbers_and_names() -> None:
    assert lookup_text("17").startswith("#17 FSB (2 Ops, US)")
    assert lookup_text("8").startswith(f"#8 {CARDS[8].name}")  # a bare number is a card, not rule 8
    assert lookup_text("#120").startswith(f"#120 {CARDS[120].name}")
    assert lookup_text("fsb").startswith("#17 FSB")
    assert lookup_text("Oil Price Spike").startswith("#117 Oil Price Spike")  # also rule 2.2's title
    assert lookup_text("Iran").startswith("#104 Iran")  # also rule 4.4's title
    assert lookup_text("moro").startswith("#")  # part of a card's name
    assert lookup_text("999").startswith("! No card matches '999'")
    assert lookup_text("zzz").startswith("! Nothing matches 'zzz': no card")
    assert lookup_text("banana") == (
        "! Nothing matches 'banana': no card (by number 1-120 or name), no rules section and no term. "
        "Try `rules 8.4`, `rules major jihad`, `rules FSB` or `rules tables`."
    )
    assert lookup_text("").startswith("! Say which card")


def test_discord_reply_for_a_section_is_the_summary() -> None:
    text = rules_text("8.4.2")
    assert text.startswith("§8.4.2 Major Jihad") and "not included" not in text
    assert rules_text("4").startswith(f"#4 {CARDS[4].name}")
    assert rules_text("8.4.9").startswith("No rules section")  # no "! " in Discord
