"""bot.core lays a long menu out in pages (issue 19 item 5): by region of the map for countries."""

from __future__ import annotations

from bot.core.texts import country_regions
from bot.discord.menus import menu_pages
from engine.game import Option


def countries(*ids: str) -> list[Option]:
    return [Option(id=f"country:{c}", label=c.title()) for c in ids]


def test_a_menu_that_fits_is_one_page_without_a_title() -> None:
    assert menu_pages(countries("iraq", "france")) == [("", [0, 1])]


def test_countries_are_paged_by_region_most_relevant_region_first() -> None:
    regions = country_regions()
    assert regions["pakistan"] == "South Asia" and regions["iraq"] == "Middle East" and regions["france"] == "Europe"
    europe = ["united_kingdom", "benelux", "scandinavia", "france", "germany", "eastern_europe", "spain", "italy", "serbia"]
    shown = countries("pakistan", *europe, "iraq", "afghanistan", "syria")
    pages = menu_pages(shown, size=4)
    # South Asia holds the most relevant option: its page comes first; Europe (9) is split in three
    assert pages[0] == ("South Asia", [0, 11])
    assert [t for t, _ in pages] == ["South Asia", "Europe 1/3", "Europe 2/3", "Europe 3/3 · Middle East"]
    assert pages[3][1] == [9, 10, 12]
    assert sorted(i for _, ixs in pages for i in ixs) == list(range(len(shown)))


def test_chains_go_by_their_first_country_and_the_rest_come_first() -> None:
    shown = [
        Option(id="country:iraq>country:iraq", label="All 2 remaining Operations in Iraq"),
        *countries("france", "spain"),
        Option(id="done", label="Done"),
        *countries("iraq"),
    ]
    assert menu_pages(shown, size=3) == [("Other choices · Middle East", [0, 3, 4]), ("Europe", [1, 2])]


def test_a_menu_without_countries_is_cut_in_order() -> None:
    shown = [Option(id=f"card:{n}", label=f"#{n}") for n in range(1, 31)]
    assert menu_pages(shown) == [("Options 1-25", list(range(25))), ("Options 26-30", list(range(25, 30)))]
