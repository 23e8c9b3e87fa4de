"""Events of the Unassociated cards 96-120, played by either side, with scripted dice."""

from __future__ import annotations

from typing import Any

from engine import events
from engine.events import EVENTS
from engine.game import Game, Prompt
from engine.ops import jihadist as jihadist_ops
from engine.state import FAIR, POOR, SADR, WMD
from tests.helpers import choose, game_at, option_ids

US_FILLER = 30  # UN Nation Building: a second US card keeps the Action Phase open
J_FILLER = 48  # Adam Gadahn


def us_plays(card: int, extra: dict[str, Any] | None = None, hand: tuple[int, ...] = (US_FILLER,), **kw: Any) -> Game:
    """The US Action Phase, the US holding `card` and `hand`; the Jihadist hand is empty."""
    pos: dict[str, Any] = {"hands": {"us": [card, *hand], "jihadist": []}, "phase": "us", **(extra or {})}
    return game_at(pos, **kw)


def jihadist_plays(card: int, extra: dict[str, Any] | None = None, **kw: Any) -> Game:
    pos: dict[str, Any] = {"hands": {"jihadist": [card, J_FILLER], "us": [US_FILLER]}, **(extra or {})}
    return game_at(pos, **kw)


def event_offered(g: Game, card: int) -> bool:
    choose(g, f"play:{card}")
    return "event" in option_ids(g)


def run_directly(g: Game, number: int, role: str, *answers: str) -> list[Prompt]:
    """Run an event procedure outside the card-play driver (solitaire bot decisions)."""
    gen = EVENTS[number].run(g, role)  # type: ignore[arg-type]
    asked: list[Prompt] = []
    todo = list(answers)
    try:
        p = next(gen)
        while True:
            asked.append(p)
            p = gen.send(todo.pop(0))
    except StopIteration:
        pass
    return asked


def no_islamist_rule() -> dict[str, Any]:
    return {"afghanistan": {"governance": "poor", "alignment": "adversary"}}


# ---------------------------------------------------------------------- 96 Danish Cartoons
def test_card_096_danish_cartoons_plot_1_without_islamist_rule():
    g = us_plays(96, {"countries": no_islamist_rule()})
    choose(g, "play:96", "event", "posture:soft")
    p = g.prompt()
    assert p.role == "jihadist" and p.kind == "place_plot"
    assert "country:afghanistan" in p.ids() and "country:india" not in p.ids()
    g.script_dice(2)  # the test of Egypt: Poor
    choose(g, "country:egypt")  # only Plot 1 may be used: no marker question
    s = g.state
    assert s.countries["scandinavia"].posture == "soft"
    assert s.countries["egypt"].governance == POOR
    assert [p.value for p in s.countries["egypt"].plots] == [1]
    assert sorted(s.available_plots, key=str) == [1, 1, 2, 2, 3]
    assert 96 in s.removed


def test_card_096_danish_cartoons_any_plot_with_islamist_rule():
    g = jihadist_plays(96)  # Let's Roll: Afghanistan is under Islamist Rule
    choose(g, "play:96", "event")
    assert g.prompt().role == "us"
    choose(g, "posture:hard")
    assert "country:afghanistan" not in option_ids(g)
    choose(g, "country:pakistan")
    assert option_ids(g) == ["plot:1", "plot:2", "plot:3"]
    choose(g, "plot:3")
    s = g.state
    assert s.countries["scandinavia"].posture == "hard"
    assert [p.value for p in s.countries["pakistan"].plots] == [3]
    assert 96 in s.removed


def test_card_096_danish_cartoons_no_plot_1_available():
    g = us_plays(96, {"countries": no_islamist_rule(), "available_plots": [2, 3]})
    choose(g, "play:96", "event", "posture:hard")
    s = g.state
    assert g.prompt().text.startswith("US Action Phase")  # no Plot question
    assert s.available_plots == [2, 3]
    assert not any(c.plots for c in s.countries.values())


# ---------------------------------------------------------------------- 97 Fatwa
def test_card_097_fatwa_unplayable_when_a_hand_is_empty():
    g = us_plays(97)
    assert not event_offered(g, 97)


def test_card_097_fatwa_us_trades_then_one_operation():
    g = game_at({"hands": {"us": [97, 30, 31], "jihadist": [50, 51]}, "phase": "us"})
    assert event_offered(g, 97)
    g.script_dice(2, 1)  # the US gives its 2nd card (31), the Jihadist its 1st (50)
    choose(g, "event")
    s = g.state
    assert sorted(s.hands["us"]) == [30, 50] and sorted(s.hands["jihadist"]) == [31, 51]
    p = g.prompt()
    assert p.role == "us" and p.text.startswith("Fatwa") and "ops:alert" not in p.ids()
    g.script_dice(6)  # War of Ideas in the United Kingdom: Hard, as the US
    choose(g, "ops:woi", "country:united_kingdom")
    assert s.countries["united_kingdom"].posture == "hard"
    assert s.prestige == 8
    assert 97 in s.discard


def test_card_097_fatwa_jihadist_operation():
    g = game_at({"hands": {"jihadist": [97, 48], "us": [30]}})
    choose(g, "play:97", "event")  # one card each: nothing random
    s = g.state
    assert s.hands["jihadist"] == [30] and s.hands["us"] == [48]
    assert set(option_ids(g)) == {"ops:recruit", "ops:travel"}  # Afghanistan's Cells, Islamist Rule
    g.script_dice(1)
    choose(g, "ops:recruit", "country:afghanistan")
    assert s.countries["afghanistan"].sleepers == 5


def test_card_097_fatwa_solitaire_top_of_the_pile():
    g = game_at({"hands": {"us": [97, 30, 31], "jihadist": [50, 51, 52]}, "phase": "us"}, players="solo")
    g.script_dice(1)  # the bot takes the US's 1st card; the US takes the top of the pile (52)
    choose(g, "play:97", "event")
    s = g.state
    assert s.hands["us"] == [31, 52]
    assert s.hands["jihadist"] == [50, 51, 30]  # the received card is on top
    # the bot's own play has no Operation inside the event (its flowchart spends the value)
    s.hands["jihadist"].append(53)
    s.deck.remove(53)
    assert run_directly(g, 97, "jihadist") == []
    assert s.hands["jihadist"][-1] in (31, 52) and len(s.hands["us"]) == 2


# ---------------------------------------------------------------------- 98 Gaza Withdrawal
def test_card_098_gaza_withdrawal_us():
    g = us_plays(98)
    choose(g, "play:98", "event")
    assert g.state.funding == 8 and 98 in g.state.removed


def test_card_098_gaza_withdrawal_jihadist():
    g = jihadist_plays(98, {"funding": 2})
    before = g.cells_on_track()
    choose(g, "play:98", "event")
    s = g.state
    assert s.countries["israel"].sleepers == 1  # regardless of Funding
    assert g.cells_on_track() == before - 1
    assert 98 in s.removed


# ---------------------------------------------------------------------- 99 HAMAS Elected
def test_card_099_hamas_elected():
    g = jihadist_plays(99, {"hands": {"jihadist": [99, 48], "us": [30, 31]}})
    choose(g, "play:99", "event")
    p = g.prompt()
    assert p.role == "us" and p.kind == "select_card" and p.ids() == ["card:30", "card:31"]
    choose(g, "card:31")
    s = g.state
    assert s.hands["us"] == [30] and 31 in s.discard
    assert s.prestige == 6 and s.funding == 8
    assert 99 in s.removed


def test_card_099_hamas_elected_discarding_us_election_triggers_it():
    g = us_plays(99, hand=(30, 120))
    choose(g, "play:99", "event")
    g.script_dice(3)  # US Posture: 3 + 1 = 4, Soft; Israel Hard makes a GWOT penalty
    choose(g, "card:120")
    s = g.state
    assert s.us_posture == "soft"
    assert s.prestige == 5  # -1 US Election, -1 HAMAS
    assert s.funding == 8
    assert 120 in s.discard and s.hands["us"] == [30]


# ---------------------------------------------------------------------- 100 Hizb Ut-Tahrir
def test_card_100_hizb_ut_tahrir_low_intensity():
    g = us_plays(100)  # 11 Troops on the track
    choose(g, "play:100", "event")
    assert g.state.funding == 7


def test_card_100_hizb_ut_tahrir_overstretch():
    g = jihadist_plays(100, {"funding": 5, "countries": {"iraq": {"troops": 9}}})  # 2 on the track
    choose(g, "play:100", "event")
    assert g.state.funding == 7


def test_card_100_hizb_ut_tahrir_war_no_effect():
    g = us_plays(100, {"funding": 5, "countries": {"iraq": {"troops": 4}}})  # 7 on the track
    choose(g, "play:100", "event")
    assert g.state.funding == 5 and 100 in g.state.discard


# ---------------------------------------------------------------------- 101 Kosovo
def test_card_101_kosovo():
    g = us_plays(101)
    choose(g, "play:101", "event")
    assert g.state.prestige == 8 and g.state.countries["serbia"].posture == "soft"
    g = jihadist_plays(101, {"us_posture": "soft", "prestige": 12})
    choose(g, "play:101", "event")
    assert g.state.prestige == 12 and g.state.countries["serbia"].posture == "hard"


# ---------------------------------------------------------------------- 102 Former Soviet Union
def test_card_102_former_soviet_union_ends_islamist_rule():
    g = us_plays(102, {"funding": 5, "countries": {"central_asia": {"governance": "islamist_rule", "alignment": "adversary"}}})
    g.script_dice(5)
    choose(g, "play:102", "event")
    c = g.state.countries["central_asia"]
    assert c.governance == FAIR and c.alignment == "neutral"
    assert g.state.funding == 5 and g.state.prestige == 7


def test_card_102_former_soviet_union_poor_keeps_markers():
    g = jihadist_plays(102, {"countries": {"central_asia": {"governance": "good", "alignment": "ally"}}})
    g.script_dice(4)
    choose(g, "play:102", "event")
    c = g.state.countries["central_asia"]
    assert c.governance == POOR and c.alignment == "neutral"
    g = us_plays(102, {"countries": {"central_asia": {"governance": "poor", "alignment": "ally", "besieged": True, "aid": 1}}})
    g.script_dice(6)
    choose(g, "play:102", "event")
    c = g.state.countries["central_asia"]
    assert c.governance == FAIR and c.besieged and c.aid == 1


# ---------------------------------------------------------------------- 103 Hizballah
def test_card_103_hizballah_us_removes_a_cell_within_three():
    countries = {
        "iraq": {"sleepers": 1, "actives": 1},
        "lebanon": {"governance": "fair", "alignment": "neutral", "sleepers": 1},
        "yemen": {"governance": "poor", "alignment": "neutral", "sleepers": 1},  # 4 away
    }
    g = us_plays(103, {"countries": countries})
    choose(g, "play:103", "event")
    assert option_ids(g) == ["country:iraq", "country:lebanon"]
    choose(g, "country:iraq")
    assert option_ids(g) == ["cell:active", "cell:sleeper"]
    choose(g, "cell:sleeper")
    c = g.state.countries["iraq"]
    assert (c.actives, c.sleepers) == (1, 0)


def test_card_103_hizballah_us_sadr_counts_as_a_cell():
    g = us_plays(103, {"countries": {"iraq": {"markers": [SADR]}}})
    choose(g, "play:103", "event")
    c = g.state.countries["iraq"]
    assert SADR not in c.markers and c.cadre


def test_card_103_hizballah_jihadist():
    g = jihadist_plays(103, {"countries": {"lebanon": {"governance": "islamist_rule", "alignment": "adversary"}}})
    choose(g, "play:103", "event")
    c = g.state.countries["lebanon"]
    assert c.governance == POOR and c.alignment == "neutral"
    g = jihadist_plays(103, {"countries": {"lebanon": {"governance": "good", "alignment": "ally"}}})
    choose(g, "play:103", "event")
    c = g.state.countries["lebanon"]
    assert c.governance == POOR and c.alignment == "neutral"


# ---------------------------------------------------------------------- 104, 105 Iran
def test_card_104_iran_us_tests_and_removes_from_iran():
    g = us_plays(104, {"countries": {"iran": {"sleepers": 1}}})
    choose(g, "play:104", "event")
    assert len(option_ids(g)) == 8  # every Shia-Mix country
    g.script_dice(5)
    choose(g, "country:lebanon")
    s = g.state
    assert s.countries["lebanon"].governance == FAIR
    assert s.countries["iran"].cells == 0 and s.countries["iran"].cadre


def test_card_104_iran_jihadist_rolls_against_starting_governance():
    g = jihadist_plays(104, {"countries": {"yemen": {"governance": "good", "alignment": "ally", "aid": 2}}})
    g.script_dice(1, 2)  # the 2 fails against Good even though the 1 made it Fair
    choose(g, "play:104", "event", "country:yemen")
    c = g.state.countries["yemen"]
    assert c.governance == FAIR and c.aid == 1 and c.cells == 0


def test_card_104_iran_jihadist_never_to_islamist_rule():
    g = jihadist_plays(104, {"countries": {"yemen": {"governance": "fair", "alignment": "ally", "aid": 2}}})
    g.script_dice(1, 2)
    choose(g, "play:104", "event", "country:yemen")
    c = g.state.countries["yemen"]
    assert c.governance == POOR and c.aid == 0


def test_card_104_iran_solitaire_shia_mix_table():
    g = us_plays(1, {"countries": {"turkey": {"governance": "good", "alignment": "ally"}}}, players="solo")
    g.script_dice(3, 3, 3, 6, 1, 4)  # 9: Yemen, tested Fair; closest Good Shia-Mix: Turkey; rolls 1, 4
    assert run_directly(g, 104, "jihadist") == []
    s = g.state
    assert s.countries["yemen"].governance == FAIR
    assert s.countries["turkey"].governance == FAIR


def test_card_105_iran():
    g = jihadist_plays(105, {"countries": {"pakistan": {"governance": "poor", "alignment": "ally", "aid": 1}}})
    g.script_dice(3, 6)
    choose(g, "play:105", "event", "country:pakistan")
    c = g.state.countries["pakistan"]
    assert c.governance == POOR and c.aid == 0
    g = us_plays(105, {"countries": {"gulf_states": {"sleepers": 1}, "iran": {"sleepers": 1}}})
    choose(g, "play:105", "event", "country:gulf_states")
    assert option_ids(g) == ["country:gulf_states", "country:iran"]
    choose(g, "country:iran")
    assert g.state.countries["iran"].cells == 0 and g.state.countries["gulf_states"].cells == 1


# ---------------------------------------------------------------------- 106 Jaysh al-Mahdi
def test_card_106_jaysh_al_mahdi_playable():
    assert not event_offered(us_plays(106), 106)  # Gulf States has Troops but no Cell
    assert event_offered(us_plays(106, {"countries": {"gulf_states": {"sleepers": 1}}}), 106)


def test_card_106_jaysh_al_mahdi_us_removes_two():
    g = us_plays(106, {"countries": {"gulf_states": {"sleepers": 2, "actives": 1}}})
    choose(g, "play:106", "event", "cell:sleeper", "cell:sleeper")
    c = g.state.countries["gulf_states"]
    assert (c.actives, c.sleepers) == (1, 0)


def test_card_106_jaysh_al_mahdi_jihadist_worsens():
    g = jihadist_plays(106, {"countries": {"gulf_states": {"sleepers": 1}, "saudi_arabia": {"sleepers": 1}}})
    choose(g, "play:106", "event")
    assert option_ids(g) == ["country:gulf_states", "country:saudi_arabia"]
    choose(g, "country:gulf_states")
    assert g.state.countries["gulf_states"].governance == POOR
    g = jihadist_plays(106, {"countries": {"saudi_arabia": {"sleepers": 1}}})
    choose(g, "play:106", "event")
    assert g.state.countries["saudi_arabia"].governance == POOR  # Poor does not change


def test_card_106_jaysh_al_mahdi_solitaire():
    countries = {"gulf_states": {"sleepers": 1}, "iraq": {"governance": "fair", "troops": 1, "sleepers": 1}}
    g = us_plays(1, {"countries": countries}, players="solo")
    g.script_dice(6, 6, 6, 1)  # 18: Afghanistan; closest Fair: Iraq and Gulf States both at 2: die 1
    run_directly(g, 106, "jihadist")
    s = g.state
    assert s.countries["gulf_states"].governance == POOR  # Gulf States sorts first by name
    assert s.countries["iraq"].governance == FAIR


# ---------------------------------------------------------------------- 107 Kurdistan
def test_card_107_kurdistan_us_aid():
    g = us_plays(107)
    choose(g, "play:107", "event")
    assert g.state.countries["iraq"].aid == 1


def test_card_107_kurdistan_us_aid_in_a_good_or_islamist_rule_iraq():
    # 6.2.2: the Event governs; 7.2.2.3 removes Aid only at the moment of the shift (the card's notes)
    for gov, al in (("good", "ally"), ("islamist_rule", "adversary")):
        g = us_plays(107, {"countries": {"iraq": {"governance": gov, "alignment": al}}})
        choose(g, "play:107", "event")
        assert g.state.countries["iraq"].aid == 1, gov


def test_card_107_kurdistan_jihadist():
    g = jihadist_plays(107)
    g.script_dice(5)  # Turkey tests Fair; Iraq is Poor: Turkey is the only choice
    choose(g, "play:107", "event")
    assert g.state.countries["turkey"].governance == POOR
    g = jihadist_plays(107, {"countries": {"iraq": {"governance": "good"}, "turkey": {"governance": "fair"}}})
    choose(g, "play:107", "event")
    assert g.prompt().kind == "shift_governance"
    choose(g, "country:iraq")
    assert g.state.countries["iraq"].governance == FAIR and g.state.countries["turkey"].governance == FAIR


# ---------------------------------------------------------------------- 108 Musharraf
def test_card_108_musharraf_playable():
    assert not event_offered(us_plays(108), 108)  # no Cell in Pakistan
    bhutto = {"countries": {"pakistan": {"sleepers": 1, "markers": ["Benazir Bhutto"]}}}
    assert not event_offered(us_plays(108, bhutto), 108)


def test_card_108_musharraf():
    pak = {"governance": "islamist_rule", "alignment": "adversary", "sleepers": 1, "actives": 1}
    g = jihadist_plays(108, {"countries": {"pakistan": pak}})
    choose(g, "play:108", "event", "cell:active")
    c = g.state.countries["pakistan"]
    assert c.governance == POOR and c.alignment == "ally"
    assert (c.actives, c.sleepers) == (0, 1)
    assert 108 in g.state.discard


# ---------------------------------------------------------------------- 109 Tora Bora
def tora_bora_iraq(**extra: Any) -> dict[str, Any]:
    iraq = {"governance": "poor", "alignment": "ally", "regime_change": "tan", "troops": 6, "actives": 2, "sleepers": 1}
    return {"countries": {"iraq": iraq}, "deck": [40], **extra}


def test_card_109_tora_bora_playable():
    assert not event_offered(us_plays(109), 109)
    pos = tora_bora_iraq()
    pos["countries"]["iraq"].update(actives=1, sleepers=0)
    assert not event_offered(us_plays(109, pos), 109)


def test_card_109_tora_bora():
    g = us_plays(109, tora_bora_iraq())
    choose(g, "play:109", "event")
    g.script_dice(5, 3, 4)  # Prestige up by 3
    choose(g, "cell:sleeper")  # then the second must be Active
    s = g.state
    assert (s.countries["iraq"].actives, s.countries["iraq"].sleepers) == (1, 0)
    assert s.prestige == 10
    assert sorted(s.hands["us"]) == [30, 40]
    assert 109 in s.removed


# ---------------------------------------------------------------------- 110 Zarqawi
def test_card_110_zarqawi_playable():
    assert not event_offered(us_plays(110), 110)
    assert event_offered(jihadist_plays(110, {"countries": {"iraq": {"troops": 1}}}), 110)


def test_card_110_zarqawi_us():
    g = us_plays(110, {"countries": {"iraq": {"troops": 1}}})
    choose(g, "play:110", "event")
    assert g.state.prestige == 10 and 110 in g.state.removed


def test_card_110_zarqawi_jihadist():
    jordan = {"governance": "fair", "troops": 1}
    g = jihadist_plays(110, {"funding": 1, "countries": {"iraq": {"troops": 1}, "jordan": jordan}})
    choose(g, "play:110", "event")
    assert option_ids(g) == ["country:iraq", "country:jordan"]
    choose(g, "country:jordan")  # regardless of Funding
    s = g.state
    c = s.countries["jordan"]
    assert c.governance == FAIR and c.sleepers == 3
    assert [p.value for p in c.plots] == [2]
    assert 110 in s.discard and 110 not in s.removed  # REMOVE only on a US play


# ---------------------------------------------------------------------- 111 Zawahiri
def test_card_111_zawahiri_us_playable():
    assert not event_offered(us_plays(111), 111)  # Afghanistan is under Islamist Rule
    assert event_offered(us_plays(111, {"countries": no_islamist_rule()}), 111)
    fata = {"countries": {**no_islamist_rule(), "pakistan": {"markers": ["FATA"]}}}
    assert not event_offered(us_plays(111, fata), 111)
    assert event_offered(jihadist_plays(111, fata), 111)  # FATA blocks only the US option
    assert not event_offered(us_plays(111, {"countries": no_islamist_rule(), "event_box": ["Al-Anbar"]}), 111)


def test_card_111_zawahiri_us():
    g = us_plays(111, {"countries": no_islamist_rule()})
    choose(g, "play:111", "event")
    assert g.state.funding == 7 and 111 in g.state.removed


def test_card_111_zawahiri_jihadist():
    g = jihadist_plays(111)
    choose(g, "play:111", "event")
    assert g.state.prestige == 4 and 111 in g.state.discard
    g = jihadist_plays(111, {"countries": no_islamist_rule()})
    choose(g, "play:111", "event")
    assert g.state.prestige == 6


# ---------------------------------------------------------------------- 112 Bin Ladin
def test_card_112_bin_ladin_us():
    assert not event_offered(us_plays(112), 112)
    assert not event_offered(us_plays(112, {"countries": no_islamist_rule(), "event_box": ["Al-Anbar"]}), 112)
    g = us_plays(112, {"countries": no_islamist_rule()})
    choose(g, "play:112", "event")
    assert g.state.funding == 5 and g.state.prestige == 8 and 112 in g.state.removed


def test_card_112_bin_ladin_jihadist():
    g = jihadist_plays(112, {"event_box": ["Al-Anbar"]})
    choose(g, "play:112", "event")
    assert g.state.prestige == 3 and 112 in g.state.discard
    g = jihadist_plays(112, {"countries": no_islamist_rule()})
    choose(g, "play:112", "event")
    assert g.state.prestige == 5


# ---------------------------------------------------------------------- 113 Darfur
def test_card_113_darfur_high_prestige():
    g = us_plays(113)
    g.script_dice(5)  # Sudan tests Fair Neutral
    choose(g, "play:113", "event")
    c = g.state.countries["sudan"]
    assert c.governance == FAIR and c.aid == 1 and c.alignment == "ally" and not c.besieged


def test_card_113_darfur_low_prestige():
    g = jihadist_plays(113, {"prestige": 6, "countries": {"sudan": {"governance": "poor", "alignment": "ally"}}})
    choose(g, "play:113", "event")
    c = g.state.countries["sudan"]
    assert c.besieged and c.alignment == "neutral" and c.aid == 0


def test_card_113_darfur_islamist_rule_sudan_follows_the_text():
    # 6.2.2: the Event governs: Aid and a shift toward Ally under Islamist Rule (the card's notes)
    g = us_plays(113, {"countries": {"sudan": {"governance": "islamist_rule", "alignment": "adversary"}}})
    choose(g, "play:113", "event")
    c = g.state.countries["sudan"]
    assert (c.governance, c.alignment, c.aid, c.besieged) == (4, "neutral", 1, False)
    g = jihadist_plays(113, {"prestige": 6, "countries": {"sudan": {"governance": "islamist_rule", "alignment": "adversary"}}})
    choose(g, "play:113", "event")
    assert g.state.countries["sudan"].besieged and g.state.countries["sudan"].alignment == "adversary"


def test_card_113_darfur_good_sudan_gets_aid_or_besieged_regime():
    g = us_plays(113, {"countries": {"sudan": {"governance": "good", "alignment": "neutral"}}})
    choose(g, "play:113", "event")
    c = g.state.countries["sudan"]
    assert c.alignment == "ally" and c.aid == 1
    g = jihadist_plays(113, {"prestige": 6, "countries": {"sudan": {"governance": "good", "alignment": "ally"}}})
    choose(g, "play:113", "event")
    c = g.state.countries["sudan"]
    assert c.alignment == "neutral" and c.besieged


# ---------------------------------------------------------------------- 114 GTMO
def test_card_114_gtmo_no_recruit_until_end_of_turn():
    g = game_at({"hands": {"us": [114, 30], "jihadist": []}, "phase": "us"})
    assert jihadist_ops.legal(g, "recruit", 1)
    g.script_dice(1, 2, 3)  # Prestige down by 2
    choose(g, "play:114", "event")
    s = g.state
    assert s.prestige == 5
    assert "GTMO" in s.lapsing and 114 in s.lapsing_box
    assert not jihadist_ops.legal(g, "recruit", 1) and jihadist_ops.recruit_targets(g) == []
    assert events.blocked(g, 61)  # Detainee Release
    assert g.place_cells("egypt", 1, available_only=True) == 1  # event placement still works
    choose(g, "hold")  # the turn ends: GTMO lapses
    assert s.turn == 2 and s.lapsing == [] and 114 in s.discard
    assert jihadist_ops.legal(g, "recruit", 1) and not events.blocked(g, 61)


# ---------------------------------------------------------------------- 115 Hambali
def test_card_115_hambali_playable():
    assert not event_offered(us_plays(115), 115)
    neutral = {"countries": {"pakistan": {"sleepers": 1}}}  # Pakistan is Neutral
    assert not event_offered(jihadist_plays(115, neutral), 115)
    ally = {"countries": {"pakistan": {"sleepers": 1, "alignment": "ally"}}}
    assert event_offered(jihadist_plays(115, ally), 115)


def test_card_115_hambali_us():
    pos = {"countries": {"philippines": {"posture": "hard", "sleepers": 1},
                         "pakistan": {"alignment": "ally", "sleepers": 1}}, "deck": [40, 41]}
    g = us_plays(115, pos)
    choose(g, "play:115", "event")
    assert option_ids(g) == ["country:pakistan", "country:philippines"]
    choose(g, "country:philippines")
    s = g.state
    assert s.countries["philippines"].cells == 0 and s.countries["philippines"].cadre
    assert sorted(s.hands["us"]) == [30, 40, 41]
    assert 115 in s.removed


def test_card_115_hambali_jihadist():
    pos = {"countries": {"india": {"posture": "hard", "sleepers": 1}}, "available_plots": [1, WMD], "wmd_box": 2}
    g = jihadist_plays(115, pos)
    choose(g, "play:115", "event")
    assert option_ids(g) == ["plot:1", "plot:WMD"]
    choose(g, "plot:WMD")
    s = g.state
    assert [p.value for p in s.countries["india"].plots] == [WMD]
    assert 115 in s.discard


def test_card_115_hambali_solo_bot_is_asked_even_for_a_single_country():
    """9.4.2.1: the bot's Plot chart decides (it may radicalize instead), so the placement is
    always put to it, even when one country qualifies."""
    pos = {"countries": {"india": {"posture": "hard", "sleepers": 1}}, "available_plots": [1]}
    g = us_plays(1, pos, players="solo")
    asked = run_directly(g, 115, "jihadist", "country:india")
    assert [(p.kind, p.ids()) for p in asked] == [("place_plot", ["country:india"])]
    assert [p.value for p in g.state.countries["india"].plots] == [1]
    # the US (or a 2-player Jihadist) is not asked a question with one answer
    g = jihadist_plays(115, pos)
    choose(g, "play:115", "event")
    assert [p.value for p in g.state.countries["india"].plots] == [1]


# ---------------------------------------------------------------------- 116 KSM
def test_card_116_ksm_us():
    assert not event_offered(us_plays(116), 116)
    countries = {
        "united_kingdom": {"plots": [1]},
        "united_states": {"plots": [WMD]},
        "gulf_states": {"plots": [2]},  # Ally
        "pakistan": {"plots": [3]},  # Neutral: stays
    }
    g = us_plays(116, {"countries": countries, "deck": [40, 41]})
    assert sorted(g.state.available_plots, key=str) == [1, 1, 2]
    assert event_offered(g, 116)
    choose(g, "event")
    s = g.state
    assert [p.value for p in s.countries["pakistan"].plots] == [3]
    assert not s.countries["united_states"].plots and not s.countries["gulf_states"].plots
    assert sorted(s.available_plots, key=str) == [1, 1, 1, 2, 2]  # the WMD is out of the game
    assert sorted(s.hands["us"]) == [30, 40, 41]
    assert 116 in s.removed


def test_card_116_ksm_jihadist():
    g = jihadist_plays(116)  # only Islamist Rule Afghanistan has Cells: nothing happens
    assert event_offered(g, 116)
    choose(g, "event")
    assert not any(c.plots for c in g.state.countries.values()) and 116 in g.state.discard
    g = jihadist_plays(116, {"countries": {"iran": {"sleepers": 1}}})
    choose(g, "play:116", "event", "plot:2")
    assert [p.value for p in g.state.countries["iran"].plots] == [2]


# ---------------------------------------------------------------------- 117, 118 Oil Price Spike
def test_card_117_oil_price_spike_takes_a_card_and_raises_oil():
    g = us_plays(117, {"discard": [60, 118, 31]})
    assert g.resources("iraq") == 3
    choose(g, "play:117", "event")
    p = g.prompt()
    assert p.kind == "select_card" and p.ids() == ["card:31", "card:60"]  # not the other Spike
    choose(g, "card:60")
    s = g.state
    assert sorted(s.hands["us"]) == [30, 60] and s.discard == [118, 31]
    assert g.resources("iraq") == 4 and g.resources("pakistan") == 2
    assert 117 in s.lapsing_box


def test_card_117_oil_price_spike_lapses_at_end_of_turn():
    g = us_plays(117, {"countries": {"saudi_arabia": {"governance": "good"}}})
    choose(g, "play:117", "event")  # nothing to take: the discard pile is empty
    assert g.good_resources() == 4
    choose(g, "hold")
    assert g.state.lapsing == [] and g.good_resources() == 3 and 117 in g.state.discard


def test_card_117_oil_price_spike_from_a_lapsing_box():
    g = us_plays(117)
    s = g.state
    s.deck.remove(2)
    s.lapsing_box.append(2)
    s.lapsing.append("Biometrics")
    choose(g, "play:117", "event", "card:2")
    assert 2 in s.hands["us"] and s.lapsing_box == [117]
    assert "Biometrics" in s.lapsing  # its marker stands in for the card (4.7.7.3)


def both_sides_one_short() -> dict[str, Any]:
    """Good: 11 Resources, 4 of them oil; Islamist Rule: 5, 2 of them oil, Adjacent pairs."""
    good = {c: {"governance": "good", "alignment": "ally"} for c in ("saudi_arabia", "gulf_states", "iraq", "algeria_tunisia")}
    ir = {c: {"governance": "islamist_rule", "alignment": "adversary"} for c in ("central_asia", "libya", "sudan")}
    return {"countries": {**good, **ir}}


def test_card_117_oil_price_spike_simultaneous_victory_jihadist_played_it():
    g = jihadist_plays(117, both_sides_one_short())
    assert not g.over and g.good_resources() == 11 and g.ir_resources() == 5
    choose(g, "play:117", "event")
    assert g.over and g.state.winner == "jihadist" and "2.2" in str(g.state.victory)


def test_card_117_oil_price_spike_simultaneous_victory_us_played_it():
    g = us_plays(117, both_sides_one_short())
    choose(g, "play:117", "event")
    assert g.over and g.state.winner == "us"


def test_card_117_oil_price_spike_one_side_only():
    pos = both_sides_one_short()
    pos["countries"]["iraq"] = {"governance": "fair"}  # Good: 8 Resources, 11 with the Spike
    g = us_plays(117, pos)  # the US plays it, but only the Jihadist reaches victory
    choose(g, "play:117", "event")
    assert g.over and g.state.winner == "jihadist" and "2.2" not in str(g.state.victory)


def test_card_117_oil_price_spike_solitaire_bot():
    g = us_plays(1, {"discard": [31, 40]}, players="solo")
    assert not EVENTS[117].playable(g, "jihadist")  # no Jihadist card to take: Operations only (9.6)
    assert EVENTS[117].playable(g, "us")
    g = us_plays(1, {"discard": [31, 60, 81, 84]}, players="solo")
    assert EVENTS[117].playable(g, "jihadist")
    g.script_dice(2)  # between the 3-value Jihadist cards 81 and 84
    assert run_directly(g, 117, "jihadist") == []
    s = g.state
    assert s.hands["jihadist"][-1] == 84 and s.discard == [31, 60, 81]


def test_card_118_oil_price_spike_second_spike_adds_two():
    g = us_plays(118, {"lapsing": ["Oil Price Spike"]})
    s = g.state
    s.deck.remove(117)
    s.lapsing_box.append(117)
    assert g.resources("saudi_arabia") == 4
    choose(g, "play:118", "event")  # 117 in the Lapsing box may not be taken: nothing to take
    assert g.resources("saudi_arabia") == 5 and g.resources("iraq") == 5
    assert sorted(s.lapsing_box) == [117, 118]
    assert s.hands["us"] == [30]


# ---------------------------------------------------------------------- 119 Saleh
def test_card_119_saleh_us():
    g = us_plays(119)
    g.script_dice(2)  # Yemen tests Poor
    choose(g, "play:119", "event")
    c = g.state.countries["yemen"]
    assert c.governance == POOR and c.alignment == "ally" and c.aid == 1
    g = us_plays(119, {"countries": {"yemen": {"governance": "islamist_rule", "alignment": "adversary"}}})
    choose(g, "play:119", "event")
    c = g.state.countries["yemen"]
    assert c.alignment == "adversary" and c.aid == 0


def test_card_119_saleh_jihadist():
    g = jihadist_plays(119, {"countries": {"yemen": {"governance": "fair", "alignment": "ally"}}})
    choose(g, "play:119", "event")
    c = g.state.countries["yemen"]
    assert c.alignment == "neutral" and c.besieged and c.governance == FAIR


def test_card_119_saleh_follows_the_text_at_good_and_islamist_rule():
    # 6.2.2: the Event governs (the card's notes): a Good Yemen gets Aid (US) or a Besieged Regime
    # (Jihadist); an Islamist Rule Yemen gets a Besieged Regime
    g = jihadist_plays(119, {"countries": {"yemen": {"governance": "good", "alignment": "ally"}}})
    choose(g, "play:119", "event")
    c = g.state.countries["yemen"]
    assert c.alignment == "neutral" and c.besieged
    g = jihadist_plays(119, {"countries": {"yemen": {"governance": "islamist_rule", "alignment": "adversary"}}})
    choose(g, "play:119", "event")
    c = g.state.countries["yemen"]
    assert c.alignment == "adversary" and c.besieged and c.governance == 4
    g = us_plays(119, {"countries": {"yemen": {"governance": "good", "alignment": "neutral"}}})
    choose(g, "play:119", "event")
    c = g.state.countries["yemen"]
    assert c.alignment == "ally" and c.aid == 1


# ---------------------------------------------------------------------- 120 US Election
def test_card_120_us_election_event():
    g = us_plays(120)
    g.script_dice(4)  # 4 + 1 = 5: Hard; World Posture Hard (Israel): no GWOT penalty
    choose(g, "play:120", "event")
    assert g.state.us_posture == "hard" and g.state.prestige == 8


def test_card_120_us_election_triggers_with_operations():
    g = jihadist_plays(120, {"us_posture": "soft"})
    choose(g, "play:120", "ops:travel")
    assert option_ids(g) == ["first:event", "first:ops"]
    g.script_dice(3)  # 4: Soft, penalty 1
    choose(g, "first:event")
    assert g.state.us_posture == "soft" and g.state.prestige == 6


def test_card_120_us_election_triggers_when_discarded():
    g = game_at({"hands": {"us": [120], "jihadist": [48]}, "phase": "us", "us_posture": "soft"})
    g.script_dice(6)
    choose(g, "discard:120")
    s = g.state
    assert s.us_posture == "hard" and s.prestige == 8
    assert 120 in s.discard


def test_card_120_us_election_prestige_limits():
    g = us_plays(120, {"prestige": 12})
    g.script_dice(6)
    choose(g, "play:120", "event")
    assert g.state.prestige == 12
