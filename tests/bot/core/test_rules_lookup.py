"""`rules <query>`: the console's and Discord's replies to a look-up of a rule, a term, a card or a
table (bot.core.texts; the index itself: tests/engine/test_rules_index.py)."""

from __future__ import annotations

from bot.core.texts import lookup_text, rules_table, rules_text
from engine.data import CARDS, rule_tables


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
        "! Nothing matches 'banana': no card (by number 1-120 or name), no country, no rules section and no term. "
        "Try `rules 8.4`, `rules major jihad`, `rules FSB`, `rules Pakistan` or `rules tables`."
    )
    assert lookup_text("").startswith("! Say which card")


def test_discord_reply_for_a_section_is_the_summary() -> None:
    text = rules_text("8.4.2")
    assert text.startswith("§8.4.2 Major Jihad") and "not included" not in text
    assert rules_text("4").startswith(f"#4 {CARDS[4].name}")
    assert rules_text("8.4.9").startswith("No rules section")  # no "! " in Discord


def test_tables_are_shown_by_the_rules_command() -> None:
    listing = lookup_text("tables")
    assert all(f"rules table {t.id}" in listing for t in rule_tables())
    woi = lookup_text("table woi")
    assert woi.startswith("War of Ideas in a Muslim country (4.9.2, 7.2.1)")
    assert "Prestige Low (1-3)              -1" in woi
    assert lookup_text("woi") == woi
    both = lookup_text("war of ideas table")  # rule 4.9.2's title: its summary, then the table
    assert both.startswith("§4.9.2 War of Ideas Table\n") and both.endswith(woi)
    assert lookup_text("war of ideas").startswith("§7.2 War of Ideas")  # the section still wins for its title
    assert "`rules table woi` shows the table" in lookup_text("war of ideas")
    assert lookup_text("prestige table").startswith("Prestige roll (4.7.1)")
    assert "Major Jihad" in lookup_text("jihad table") and "US hand 9" in lookup_text("table levels")
    assert "9.4.2.6.1" in lookup_text("solitaire charts")
    title, body = rules_table("table posture")  # type: ignore[misc]  # Discord: an embed, monospaced
    assert title == "Posture table (4.9.3, 7.2.3)" and body.startswith("```\n") and "1-4" in body
    assert rules_table("8.4.2") is None and rules_table("war of ideas") is None
    assert rules_table("tables") is not None


def test_a_country_by_name_gives_what_the_map_prints_for_it() -> None:
    """`rules Pakistan`: its type and Resources, its Adjacent countries and the cards whose text
    names it (4.1-4.5); a non-Muslim country's fixed Governance, Recruit Number, Posture and
    Schengen; in Russian by its Russian name; a card named as a country (Iran) gives the card,
    then the country."""
    pakistan = lookup_text("Pakistan").splitlines()
    assert pakistan[0] == "Pakistan: a Shia-Mix (Muslim) country, Resources 2."
    assert pakistan[1] == "Adjacent: Afghanistan, Gulf States, India, Indonesia/Malaysia, Iran"
    assert pakistan[2].startswith("Cards whose text names it: ") and "#42 Pakistani Offensive" in pakistan[2]
    assert "Oil Exporter" in lookup_text("saudi arabia").splitlines()[0]
    france = lookup_text("France").splitlines()[0]
    assert france == "France: a non-Muslim country, Governance always Good, Recruit Number 2, a Schengen country (Adjacent to all the others)."
    assert lookup_text("Israel").splitlines()[0].endswith("Posture always Hard.")
    assert "the US Posture" in lookup_text("United States") and "connected to Schengen" in lookup_text("United States")
    iran = lookup_text("Iran")
    assert iran.startswith("#104 Iran") and "Iran: a type of its own" in iran
    ru = lookup_text("Пакистан", "ru").splitlines()
    assert ru[0] == "Пакистан: полушиитская (мусульманская) страна, ресурсы 2."
    assert ru[1].startswith("Соседние страны: Афганистан, ")
    assert lookup_text("Израиль", "ru").splitlines()[0].endswith("правительство всегда хорошее, взгляды на борьбу с терроризмом всегда: жёсткие меры.")
    assert "no country" in lookup_text("Atlantis")
