"""Issue 33.5: log lines that say what happened, in a player's words (plural forms, the US bot's
announced use of a card)."""

from __future__ import annotations

from engine.cardplay import card_label
from engine.msg import Msg, cardname, country, english, m
from engine.ops.us import TRACK, deploy
from engine.usbot import bot, decide
from tests.engine.test_usbot import _at_us_card
from tests.helpers import game_at


def _args(text: object) -> dict[str, object]:
    return dict(text.args) if isinstance(text, Msg) else {}


def test_the_us_bot_names_a_cards_use_only_where_it_chooses_it():
    """The card prompt's reason named the use the search liked ("#53 Madrassas … for Disrupt"),
    then the `how` prompt, searched on its own, played it for War of Ideas."""
    g = _at_us_card(seed=3)
    p = g.prompt()
    d = decide(g, p, "strong")
    assert d.option.startswith("play:") and len(d.candidates) >= 2
    n = int(d.option[5:])
    best = _args(d.reason)["best"]
    assert not (isinstance(best, Msg) and best.id == "usbot-card-for"), english(d.reason)
    assert english(best) == english(card_label(n))  # the card alone: its use is said where it is chosen
    g.act("us", d.option)
    p = g.prompt()
    assert p.role == "us" and p.kind == "how"
    how = decide(g, p, "strong")
    reason = how.reason
    if isinstance(reason, Msg) and reason.id == "usbot-next-best":
        reason = _args(reason)["reason"]
    card = _args(reason)["best"]
    assert isinstance(card, Msg) and card.id == "usbot-card-for"
    assert card.arg("card") == cardname(n) and card.arg("how") == bot.HOW_TEXT[how.option], english(how.reason)


def test_the_us_bots_reason_reads_as_a_player_would():
    g = _at_us_card(seed=3)
    d = decide(g, g.prompt(), "strong")
    said = english(d.reason)
    assert "cards ahead" not in said and "sampled futures" not in said
    assert "the US's chance of winning" in said and "judged from 8 trial games played on through its next card" in said


def test_counts_of_one_are_in_the_singular():
    """"Deploy 1 Troops": the catalog's plural selectors (the rulebook's "Troop cubes": one Troop)."""
    g = game_at({"hands": {"us": [2], "jihadist": []}, "phase": "us", "countries": {"gulf_states": {"troops": 2}}})
    deploy(g, "gulf_states", TRACK, 1)
    deploy(g, TRACK, "gulf_states", 2)
    texts = [e.text for e in g.state.log]
    assert "Deploy 1 Troop from Gulf States to the Troops track" in texts
    assert "Deploy 2 Troops from the Troops track to Gulf States" in texts
    assert english(m("usbot-disrupt", country=country("iraq"), cells=1, troops=1)) == "Disrupt in Iraq: 1 Cell, 1 Troop"
    assert english(m("usbot-alert", country=country("iraq"), plots=1)) == "Alert in Iraq: 1 Plot there"
    looks = english(m("ev-us-looks-at-hand", card=cardname(4), cards=1))
    assert looks.endswith("the US looks at the Jihadist hand (1 card)"), looks
