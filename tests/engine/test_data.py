"""Game data (engine/data): validated at load; the facts the rules rely on."""

from engine.data import CARDS, COUNTRIES, MUSLIM, SCENARIOS, SCHENGEN, SHIA_MIX_TABLE, country_id


def test_adjacency_is_symmetric():
    for cid, d in COUNTRIES.items():
        for a in d.adjacent:
            assert cid in COUNTRIES[a].adjacent, (cid, a)


def test_country_counts():
    assert len(COUNTRIES) == 38
    assert len(MUSLIM) == 18
    assert sum(1 for d in COUNTRIES.values() if d.type == "sunni") == 10
    assert sum(1 for d in COUNTRIES.values() if d.type == "shia_mix") == 8
    assert sum(1 for d in COUNTRIES.values() if d.non_muslim) == 19
    assert [c for c, d in COUNTRIES.items() if d.type == "iran"] == ["iran"]


def test_120_cards_with_flags():
    assert sorted(CARDS) == list(range(1, 121))
    assert sum(1 for c in CARDS.values() if c.side == "US") == 47
    assert sum(1 for c in CARDS.values() if c.side == "Jihadist") == 48
    assert sum(1 for c in CARDS.values() if c.side == "Unassociated") == 25
    assert CARDS[43].name == "Patriot Act" and CARDS[43].remove and CARDS[43].mark
    assert CARDS[2].lapsing and CARDS[117].lapsing and CARDS[114].lapsing
    assert all(c.ops in (1, 2, 3) for c in CARDS.values())


def test_schengen_and_links():
    assert set(SCHENGEN) == {"benelux", "eastern_europe", "france", "germany", "italy", "scandinavia", "spain"}
    links = {c for c, d in COUNTRIES.items() if d.schengen_link}
    assert links == {"algeria_tunisia", "libya", "morocco", "lebanon", "turkey", "canada", "russia", "serbia", "united_kingdom", "united_states"}


def test_fixed_facts():
    assert COUNTRIES["philippines"].recruit == 3  # 8.2.4 example
    assert COUNTRIES["israel"].fixed_posture == "hard"  # 4.3.3
    assert COUNTRIES["iran"].governance == "fair"
    assert COUNTRIES["saudi_arabia"].resources == 3 and COUNTRIES["saudi_arabia"].oil
    assert sorted(set(SHIA_MIX_TABLE)) == list(range(3, 19))
    assert country_id("Gulf States") == "gulf_states"


def test_scenarios():
    assert set(SCENARIOS) == {"lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished"}
    assert SCENARIOS["mission_accomplished"].cards_removed == (43, 109, 5, 57, 116, 37)
