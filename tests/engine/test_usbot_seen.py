"""What the US saw of the Jihadist hand (Intel Community, FSB) is dealt back into the search's
samples (engine/usbot/seen.py): the cards still unseen since stay in the Jihadist hand, at the
bottom of the solitaire bot's pile in the order seen (9.2), until a Reshuffle (5.3.1); the
choice still never depends on what the US did not see."""

from __future__ import annotations

import random

from engine import Game
from engine.msg import m
from engine.usbot import decide, search
from engine.usbot.seen import SeenHand, seen_hand
from tests.engine.test_usbot import _a_checkpoint_at_every_unit, _hide_differently  # noqa: F401

US_HAND = [18, 17, 30, 40, 50, 60, 70, 80, 100]
JIHADIST_HAND = [2, 3, 4, 5, 6, 7, 8, 9, 11]


def _after(card: int, players: str = "solo", seed: int = 5) -> Game:
    """A game whose US plays `card` as its Event first; at the US's next card prompt."""
    g = Game.new(
        "lets_roll", players=players, seed=seed,
        position={"hands": {"us": US_HAND, "jihadist": JIHADIST_HAND}, "phase": "us"},
    )  # fmt: skip
    g.act("us", f"play:{card}")
    while (p := g.prompt()) is not None and not (p.role == "us" and p.kind == "card"):
        g.act(p.role, "event" if "event" in p.ids() else p.ids()[0])
    return g


def _pool(g: Game) -> list[int]:
    return sorted(g.state.deck + g.state.hands["jihadist"])


def test_intel_community_shows_the_pile_in_its_order():
    g = _after(18)
    assert seen_hand(g) == SeenHand(tuple(JIHADIST_HAND), ordered=True)
    for seed in range(5):
        st = g.state.model_copy(deep=True)
        search.determinize(st, random.Random(seed), "us", seen_hand(g))
        assert st.hands["jihadist"] == JIHADIST_HAND  # every card seen, bottom to top as it lies
        assert sorted(st.deck + st.hands["jihadist"]) == _pool(g)


def test_the_cards_seen_stay_at_the_bottom_below_the_cards_drawn_since():
    """Once the bot has played from the top of its pile (and maybe drawn on it), each sample agrees with the true pile on every card the US saw that is still unseen since."""
    g = _after(18)
    while len(set(g.state.hands["jihadist"]) & set(JIHADIST_HAND)) == len(JIHADIST_HAND) or g.prompt().kind != "card":
        p = g.prompt()
        g.act(p.role, next(i for i in p.ids() if i != "play:17"))  # (not FSB: it shuffles the pile)
    hand = g.state.hands["jihadist"]
    still = [n for n in JIHADIST_HAND if n in hand]
    assert still and len(still) < len(JIHADIST_HAND), "the bot played some of the cards seen"
    assert hand[: len(still)] == still  # (what the 1-player pile is, 9.2)
    for seed in range(5):
        st = g.state.model_copy(deep=True)
        search.determinize(st, random.Random(seed), "us", seen_hand(g))
        assert st.hands["jihadist"][: len(still)] == still
        assert len(st.hands["jihadist"]) == len(hand)
        assert sorted(st.deck + st.hands["jihadist"]) == _pool(g)


def test_fsb_shuffles_the_pile_so_only_the_cards_seen_are_kept():
    g = _after(17)
    got = seen_hand(g)
    assert got is not None and not got.ordered
    assert sorted(got.cards) == sorted(JIHADIST_HAND)
    orders = set()
    for seed in range(8):
        st = g.state.model_copy(deep=True)
        search.determinize(st, random.Random(seed), "us", got)
        assert sorted(st.hands["jihadist"]) == sorted(JIHADIST_HAND)
        orders.add(tuple(st.hands["jihadist"]))
    assert len(orders) > 1


def test_against_a_person_the_cards_seen_are_kept_in_no_order():
    g = _after(18, players="two")
    got = seen_hand(g)
    assert got == SeenHand(tuple(JIHADIST_HAND), ordered=False)
    st = g.state.model_copy(deep=True)
    search.determinize(st, random.Random(0), "us", got)
    assert sorted(st.hands["jihadist"]) == sorted(JIHADIST_HAND)


def test_a_reshuffle_forgets_what_was_seen():
    g = _after(18)
    assert seen_hand(g) is not None
    g.log(m("reshuffle", deck=2, cards=40), kind="phase")
    assert seen_hand(g) is None


def test_without_a_look_the_samples_are_as_before():
    g = _after(30)
    assert seen_hand(g) is None
    a, b = g.state.model_copy(deep=True), g.state.model_copy(deep=True)
    search.determinize(a, random.Random(3), "us", None)
    search.determinize(b, random.Random(3), "us")
    assert (a.hands, a.deck) == (b.hands, b.deck)


def test_the_search_samples_deal_what_was_seen():
    """The hint's copies (`sample_game`) carry it; a game asked again as it was played before the
    bot's answers were recorded samples as it did then."""
    g = _after(18)
    p = g.prompt()
    got = search.sample_game(g, p, random.Random(1))
    assert got is not None and got.state.hands["jihadist"] == JIHADIST_HAND
    g.legacy_bot_seeds = True
    old = search.sample_game(g, p, random.Random(1))
    assert old is not None and old.state.hands["jihadist"] != JIHADIST_HAND


def test_no_peeking_after_a_look():
    """The choice depends on what the US saw and on nothing else hidden: the same game with a
    card of the Jihadist hand swapped with the deck, the deck reordered and another seed."""
    g = _after(18)
    g.act("us", "done")  # (no extra card: on to the US's next card play, which opens its unit)
    while (p := g.prompt()).role != "us" or p.kind != "card":
        g.act(p.role, p.ids()[0])
    assert seen_hand(g) is not None
    h = _hide_differently(g)
    assert h.state.hands["jihadist"] != g.state.hands["jihadist"]
    assert seen_hand(h) == seen_hand(g)
    a, b = decide(g, g.prompt(), "strong"), decide(h, h.prompt(), "strong")
    assert a.candidates
    assert (a.option, a.reason, a.candidates) == (b.option, b.reason, b.candidates)


def _after_fatwa(us_hand: list[int], first: int | None = None, seed: int = 5) -> tuple[Game, int]:
    """A game whose US plays *Fatwa* (97) as its Event (after `first`'s Event, if given); at the
    US's next card prompt, with the card the US gave."""
    g = Game.new(
        "lets_roll", players="solo", seed=seed,
        position={"hands": {"us": us_hand, "jihadist": JIHADIST_HAND}, "phase": "us"},
    )  # fmt: skip
    for card in ([first] if first else []) + [97]:
        while (p := g.prompt()).role != "us" or f"play:{card}" not in p.ids():
            g.act(p.role, "event" if "event" in p.ids() else p.ids()[0])
        before = set(g.state.hands["us"])
        g.act("us", f"play:{card}")
    while (p := g.prompt()) is not None and not (p.role == "us" and p.kind == "card"):
        g.act(p.role, "event" if "event" in p.ids() else p.ids()[0])
    given = (before - {97} - set(g.state.hands["us"])).pop()
    return g, given


def test_the_card_given_by_fatwa_is_dealt_into_the_jihadist_hand():
    """*Fatwa* (97): the US knows the card it gave is in the Jihadist hand (not where in the pile:
    cards drawn since go on top of it, 9.2); every sample deals it there, until it is played."""
    g, given = _after_fatwa([97, 30, 40, 50, 60, 70, 80, 100, 110])
    assert given in g.state.hands["jihadist"] and given not in JIHADIST_HAND
    got = seen_hand(g)
    assert got == SeenHand((), ordered=False, held=(given,))
    places = set()
    for seed in range(12):
        st = g.state.model_copy(deep=True)
        search.determinize(st, random.Random(seed), "us", got)
        assert given in st.hands["jihadist"] and len(st.hands["jihadist"]) == len(g.state.hands["jihadist"])
        assert sorted(st.deck + st.hands["jihadist"]) == _pool(g)
        places.add(st.hands["jihadist"].index(given))
    assert len(places) > 1  # (anywhere in the hand)
    g.log(m("reshuffle", deck=2, cards=40), kind="phase")
    assert seen_hand(g) is None


def test_a_look_then_fatwa_keeps_both():
    """*Intel Community* shows the pile; a *Fatwa* after it takes the pile's top card (now in the US
    hand, so no longer among the unseen) and gives one: the cards seen stay at the bottom in their
    order, the card given above them."""
    g, given = _after_fatwa([18, 97, 30, 40, 50, 60, 70, 80, 100], first=18)
    got = seen_hand(g)
    assert got is not None and got.ordered and got.cards == tuple(JIHADIST_HAND) and got.held == (given,)
    taken = JIHADIST_HAND[-1]  # the top of the pile (9.2)
    assert taken in g.state.hands["us"]
    for seed in range(5):
        st = g.state.model_copy(deep=True)
        search.determinize(st, random.Random(seed), "us", got)
        assert st.hands["jihadist"][:8] == JIHADIST_HAND[:8] and st.hands["jihadist"][8:] == [given]
        assert sorted(st.deck + st.hands["jihadist"]) == _pool(g)


def test_no_peeking_after_fatwa():
    """The choice depends on the card the US gave and on nothing else hidden."""
    g, given = _after_fatwa([97, 30, 40, 50, 60, 70, 80, 100, 110])
    h = _hide_differently(g)
    assert h.state.hands["jihadist"] != g.state.hands["jihadist"] and given in h.state.hands["jihadist"]
    assert seen_hand(h) == seen_hand(g)
    a, b = decide(g, g.prompt(), "strong"), decide(h, h.prompt(), "strong")
    assert a.candidates
    assert (a.option, a.reason, a.candidates) == (b.option, b.reason, b.candidates)
