"""The US bot (engine/usbot): it does not peek, each level decides legally, the engine plays it in
a 2-player game, a failed search falls back to the priorities, and unknown levels are refused."""

from __future__ import annotations

import dataclasses
import importlib
import json
import random
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest

import engine.game
from engine import Game, Prompt
from engine.data import CARDS, MUSLIM
from engine.selfplay import play_game, smart_policy
from engine.state import FAIR, GOOD, ISLAMIST_RULE, POOR
from engine.usbot import LEVELS, bot, decide, policies, search

hint_module = importlib.import_module("engine.usbot.hint")  # (the package's `hint` is the function)


@pytest.fixture(autouse=True)
def _a_checkpoint_at_every_unit(monkeypatch: pytest.MonkeyPatch) -> None:
    """A checkpoint at each unit's start (engine.game chains them over CHECKPOINT_SPAN answers),
    so that a save at a card prompt holds the state of that moment and `_hide_differently` can
    change what is hidden in it."""
    monkeypatch.setattr(engine.game, "CHECKPOINT_SPAN", 0)


def _at_us_card(scenario: str = "lets_roll", seed: int = 7, cards: int = 3, players: str = "solo") -> Game:
    """A solitaire game at a US card prompt, after `cards` US card plays by the smart policy."""
    g = Game.new(scenario, players=players, seed=seed)
    rnd = random.Random(seed)
    seen = 0
    while True:
        p = g.prompt()
        assert p is not None
        if p.role == "us" and p.kind == "card" and sum(i.startswith("play:") for i in p.ids()) >= 3:
            if seen == cards:
                return g
            seen += 1
        g.act(p.role, smart_policy(g, p, rnd) if p.role == "us" else p.ids()[0])


def _hide_differently(g: Game, answered: bool = False) -> Game:
    """The same game with every hidden thing changed: another Jihadist hand (cards swapped with
    the deck), the deck in another order, other values for the face-down Plots, another seed.
    (`answered`: the unit has answers since its checkpoint, the US's own, which move no hidden card.)"""
    data = json.loads(g.to_json())
    assert answered or data["answers"] == [], "the card prompt opens its unit"
    for st in (data["state"], data["checkpoint"]):
        hand, deck = st["hands"]["jihadist"], st["deck"]
        hand[0], deck[0] = deck[0], hand[0]
        deck.reverse()
        placed = [p for c in st["countries"].values() for p in c["plots"]]
        avail = st["available_plots"]
        for p in placed:  # give the first placed Plot an Available value it does not have
            other = next((i for i, v in enumerate(avail) if v != p["value"]), None)
            if other is not None:
                p["value"], avail[other] = avail[other], p["value"]
                break
        st["rng"]["seed"] += 12345
        st["rng"]["dice_drawn"] += 3
    return Game.from_json(json.dumps(data))


def test_no_peeking_same_choice_whatever_the_hidden_information():
    g = _at_us_card()
    h = _hide_differently(g)
    assert h.state.hands["jihadist"] != g.state.hands["jihadist"]
    assert h.state.deck != g.state.deck
    assert h.state.rng.seed != g.state.rng.seed
    assert h.prompt().ids() == g.prompt().ids()
    a = decide(g, g.prompt(), "strong")
    b = decide(h, h.prompt(), "strong")
    assert a.candidates, "the search ran"
    assert (a.option, a.reason, a.candidates) == (b.option, b.reason, b.candidates)


def test_no_peeking_with_plots_on_the_map():
    g = Game.new(
        "lets_roll", players="solo", seed=11,
        position={"countries": {"iraq": {"plots": [1]}, "pakistan": {"plots": [3]}}, "available_plots": [1, 1, 2, 2]},
    )
    while g.prompt().kind != "card" or g.prompt().role != "us":
        p = g.prompt()
        g.act(p.role, smart_policy(g, p, random.Random(0)))
    h = _hide_differently(g)
    values = lambda x: [p.value for c in x.state.countries.values() for p in c.plots]  # noqa: E731
    if values(g) == values(h):
        pytest.skip("no Plot left on the map to hide differently")
    a = decide(g, g.prompt(), "expert")
    b = decide(h, h.prompt(), "expert")
    assert (a.option, a.candidates) == (b.option, b.candidates)


def test_determinize_keeps_what_the_us_knows():
    g = _at_us_card()
    st = g.state.model_copy(deep=True)
    search.determinize(st, random.Random(1))
    s = g.state
    assert sorted(st.deck + st.hands["jihadist"]) == sorted(s.deck + s.hands["jihadist"])
    assert len(st.hands["jihadist"]) == len(s.hands["jihadist"])
    assert st.hands["us"] == s.hands["us"] and st.discard == s.discard
    assert st.rng.seed != s.rng.seed
    assert [len(c.plots) for c in st.countries.values()] == [len(c.plots) for c in s.countries.values()]


@pytest.mark.parametrize("level", list(LEVELS))
def test_each_level_decides_legally_with_a_reason(level):
    g = _at_us_card(seed=3)
    for _ in range(4):  # a few decisions of the bot: a card, how, and where
        p = g.prompt()
        if p.role != "us":
            break
        d = decide(g, p, level)
        assert d.option in p.ids()
        assert d.reason and "_" not in str(d.reason).replace("US bot", "")
        g.act("us", d.option)


@pytest.mark.parametrize("level", ["gentle", "standard"])
def test_a_whole_game_at_the_priority_levels(level):
    g = play_game("lets_roll", us="bot", level=level, seed=5)
    assert g.over and g.state.winner in ("us", "jihadist")


def test_the_card_reason_never_names_another_card_of_the_hand():
    g = _at_us_card(seed=3)
    p = g.prompt()
    d = decide(g, p, "strong")
    assert len(d.candidates) >= 2
    others = {int(o[5:]) for o in p.ids() if o.startswith("play:")} - {int(d.option[5:])}
    from engine.data import CARDS

    assert not any(CARDS[n].name in str(d.reason) for n in others)


def test_the_engine_plays_the_us_seat_and_logs_why():
    g = Game.new("lets_roll", players="two", seed=5, us_bot="standard")
    for _ in range(60):
        if g.over:
            break
        p = g.prompt()
        assert p.role == "jihadist"  # the US seat never waits for a person
        g.act("jihadist", p.ids()[0])
        again = Game.from_json(g.to_json())  # a save mid-game replays the bot's answers exactly
        assert again.state_json() == g.state_json()
    reasons = [e.text for e in g.state.log if e.text.startswith("US bot: ")]
    assert len(reasons) >= 5
    assert any("War of Ideas" in r or "Disrupt" in r or "Deploy" in r for r in reasons)


def test_a_failing_search_falls_back_to_the_priorities(monkeypatch):
    def broken(*a, **k):
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(bot, "search", broken)
    g = _at_us_card(seed=3)
    p = g.prompt()
    d = decide(g, p, "expert")
    assert d.option in p.ids()
    assert "look-ahead failed" in str(d.reason) and "ZeroDivisionError" in str(d.reason)
    h = Game.new("lets_roll", players="two", seed=5, us_bot="expert")  # and the game goes on
    for _ in range(10):
        h.act("jihadist", h.prompt().ids()[0])
    assert any("look-ahead failed" in e.text for e in h.state.log)


def test_failing_priorities_take_the_first_option_and_the_game_goes_on(monkeypatch):
    def broken(*a, **k):
        raise KeyError("boom")

    monkeypatch.setattr(bot.policies, "smart_policy", broken)
    h = Game.new("lets_roll", players="two", seed=5, us_bot="standard")
    for _ in range(10):
        h.act("jihadist", h.prompt().ids()[0])
    assert any("its priorities failed: KeyError" in e.text for e in h.state.log)


def test_the_priorities_weigh_with_round_14s_weights_and_a_game_stored_before_them_with_round_5s():
    """Round 14 weighs Events more, and Alerts, Deploys and Regime Changes less (policies.WEIGHTS,
    with every War of Ideas weighed alike since round 21, a Disrupt's Prestige more and Troops
    brought home since round 23).
    At Let's Roll!'s second US card (seed 1) that changes the priorities' card. A game stored
    before the bot's answers were recorded is asked with the weights it was played with
    (policies.ROUND_5), so it replays as it was played. The board's values are kept per weights:
    asking with one and then the other, on the same board, gives each its own."""
    g = _at_us_card(seed=1, cards=1)  # (Let's Roll!'s second US card)
    p = g.prompt()
    assert p is not None
    with policies.weighing(policies.ROUND_5):
        before = policies.smart_policy(g, p, random.Random(0))
    now = policies.smart_policy(g, p, random.Random(0))
    assert (before, now) == ("play:114", "play:51")
    assert decide(g, p, "standard").option == now
    g.legacy_bot_seeds = True
    assert decide(g, p, "standard").option == before
    assert policies._weights.get() is policies.WEIGHTS  # (the stored game's weights, for its answer only)


def test_the_hint_weighs_as_the_strongest_level_does(monkeypatch):
    """The hint gives the strongest level's choice: its trial games and its priorities weigh with
    that level's weights (round 21's for the expert since round 22), whatever its caller weighs
    with. Its search answering nothing here, the hint is those priorities' card: #51, not round
    5's #114."""
    g = _at_us_card(seed=1, cards=1)  # (Let's Roll!'s second US card)
    p = g.prompt()
    assert p is not None
    weighed = []

    def nothing(*args: object, **kw: object) -> list[object]:
        weighed.append(policies._weights.get())
        return []

    monkeypatch.setattr(hint_module, "search", nothing)
    with policies.weighing(policies.ROUND_5):
        h = hint_module.hint(g, "us")
    assert weighed == [LEVELS["expert"].weights]  # (round 21's: test_usbot_search, the expert's definition)
    assert h.option == "play:51"


def test_weights_set_in_one_thread_are_not_another_threads():
    """The service's bots decide in worker threads: one game's weights never reach another's."""
    with ThreadPoolExecutor(1) as pool, policies.weighing(policies.ROUND_5):
        assert policies._weights.get() is policies.ROUND_5
        assert pool.submit(policies._weights.get).result() is policies.WEIGHTS


def _at_asked(ask: str, hows: Callable[[list[str]], list[str]], seeds: range = range(1, 12)) -> Game:
    """A solitaire game at the US's prompt `ask` (its message id) with two options or more: a US
    card just played, for one of the ways `hows(options of the "how" prompt)`."""
    for seed in seeds:
        for cards in range(6):
            g = _at_us_card(seed=seed, cards=cards)
            for play in (i for i in g.prompt().ids() if i.startswith("play:")):
                h = Game.from_json(g.to_json())
                h.act("us", play)
                if h.prompt().kind != "how":
                    continue
                for how in hows(h.prompt().ids()):
                    k = Game.from_json(h.to_json())
                    k.act("us", how)
                    p = k.prompt()
                    if p.role == "us" and not isinstance(p.msg, str) and p.msg.id == ask and len(p.ids()) >= 2:
                        return k
    raise AssertionError(f"no {ask} prompt with two options")


def _at_target(ask: str, seeds: range = range(1, 12)) -> Game:
    """A solitaire game at the US's War of Ideas ("woi-where") or Disrupt ("disrupt-where")
    target prompt with two targets or more: a US card just played for it."""
    how = {"woi-where": "ops:woi", "disrupt-where": "ops:disrupt"}[ask]
    return _at_asked(ask, lambda ids: [how] if how in ids else [], seeds)


def _at_order() -> Game:
    """A solitaire game at the US's question which comes first (6.3.2): the Jihadist Event that its
    card's Operations trigger, or the Operations."""
    return _at_asked("order-opponents-event", lambda ids: [i for i in ids if i.startswith("ops:") and i != "ops:none"])


def _searched(p: Prompt, d: bot.Decision) -> list[str]:
    """The option ids the decision's search scored, best first (its candidates are worded)."""
    texts = {str(o.msg): o.id for o in p.options}
    return [texts[str(what)] for what, _ in d.candidates]


def _decided_with_other_hidden(g: Game, level: str) -> tuple[bot.Decision, bot.Decision]:
    """The level's decision at `g`, and at a copy with another Jihadist hand, deck order, Plot
    values and seed (what the US may see unchanged)."""
    h = _hide_differently(Game.from_json(g.to_json()), answered=True)
    assert h.state.hands["jihadist"] != g.state.hands["jihadist"]
    assert h.prompt().ids() == g.prompt().ids()
    return decide(g, g.prompt(), level), decide(h, h.prompt(), level)


def as_expert(monkeypatch: pytest.MonkeyPatch, **trial: object) -> None:
    """A trial in the expert's place, in each of its editions (`Level.edition`: "expert" is the
    first, the hint's the newest)."""
    for key in {"expert", bot.newest("expert")}:
        monkeypatch.setitem(LEVELS, key, dataclasses.replace(LEVELS[key], **trial))  # type: ignore[arg-type]


@pytest.fixture
def _targets_searched(monkeypatch: pytest.MonkeyPatch) -> None:
    """Round 15's trial in the expert's place: it searches its War of Ideas and Disrupt targets
    (`Level.targets`; not in play, docs/usbot.md)."""
    as_expert(monkeypatch, targets=("woi-where", "disrupt-where"))


def test_no_level_in_play_searches_its_targets():
    assert not any(lv.targets for lv in LEVELS.values())
    g = _at_target("woi-where")
    d = decide(g, g.prompt(), "expert")
    assert not d.candidates and d.option == policies.smart_policy(g, g.prompt(), random.Random(0))


@pytest.mark.usefixtures("_targets_searched")
@pytest.mark.parametrize("ask", ["woi-where", "disrupt-where"])
def test_a_level_searches_its_war_of_ideas_and_disrupt_targets(ask):
    """A level with `targets` searches where to War of Ideas and Disrupt as it searches its card
    plays: the priorities' target and their next best, in its trial games. Strong answers with
    the priorities' target."""
    g = _at_target(ask)
    p = g.prompt()
    first = policies.smart_policy(g, p, random.Random(0))
    strong = decide(g, p, "strong")
    assert strong.option == first and not strong.candidates
    d = decide(g, p, "expert")
    searched = _searched(p, d)
    assert 2 <= len(searched) <= LEVELS["expert"].target_options
    assert first in searched and d.option == searched[0]
    assert d.reason.id in ("usbot-searched", "usbot-next-best")  # type: ignore[union-attr]
    values = policies.target_values(g, p)
    assert values is not None and set(searched) <= set(values)
    assert values[first] == max(values.values())


@pytest.mark.usefixtures("_targets_searched")
def test_no_peeking_at_a_war_of_ideas_target():
    """The target's search reads only what the US may see: the same choice and scores with another
    Jihadist hand, deck order, Plot values and seed."""
    a, b = _decided_with_other_hidden(_at_target("woi-where"), "expert")
    assert a.candidates, "the search ran"
    assert (a.option, a.reason, a.candidates) == (b.option, b.reason, b.candidates)


@pytest.mark.usefixtures("_targets_searched")
def test_the_hint_searches_a_target_as_the_strongest_level_does(monkeypatch):
    """The hint gives the strongest level's choice in its budget: at a War of Ideas target that
    the level searches, its candidates over its futures for a target, not every option over a
    card's."""
    g = _at_target("woi-where")
    calls = []
    real = hint_module.search

    def spy(g, p, cands, samples, *args, **kw):
        calls.append((list(cands), samples, kw["race"]))
        return real(g, p, cands, samples, *args, **kw)

    monkeypatch.setattr(hint_module, "search", spy)
    h = hint_module.hint(g, "us")
    lv = LEVELS[bot.newest("expert")]
    assert calls == [(bot._target_candidates(g, g.prompt(), lv), lv.target_samples, lv.target_race)]
    assert (h.option,) in calls[0][0]


def test_a_level_searches_whether_the_opponents_event_comes_first(monkeypatch):
    """Round 28's trial in the expert's place (`Level.targets` = `bot.ORDER`; not in play): it
    searches 6.3.2's order in its trial games, both ways, the priorities' first, and reads only
    what the US may see. The expert in play answers with the priorities."""
    g = _at_order()
    p = g.prompt()
    first = policies.smart_policy(g, p, random.Random(0))
    played = decide(g, p, bot.newest("expert"))
    assert played.option == first and not played.candidates
    as_expert(monkeypatch, targets=bot.ORDER)
    lv = LEVELS[bot.newest("expert")]
    assert bot._target_candidates(g, p, lv) == [(first,), *[(i,) for i in p.ids() if i != first]]
    d, e = _decided_with_other_hidden(g, bot.newest("expert"))
    searched = _searched(p, d)
    assert sorted(searched) == ["first:event", "first:ops"] and d.option == searched[0]
    assert d.reason.id in ("usbot-searched", "usbot-next-best")  # type: ignore[union-attr]
    # no peeking: the same choice and scores with another Jihadist hand, deck order, Plots and seed
    assert (e.option, e.reason, e.candidates) == (d.option, d.reason, d.candidates)


def test_the_priorities_rank_no_target_of_another_prompt():
    g = _at_us_card()
    assert policies.target_values(g, g.prompt()) is None


def test_an_unknown_level_is_refused_with_the_list():
    with pytest.raises(ValueError, match="gentle, standard, strong, expert"):
        Game.new("lets_roll", players="two", seed=1, us_bot="grandmaster")
    with pytest.raises(ValueError, match="2-player"):
        Game.new("lets_roll", players="solo", seed=1, us_bot="strong")
    with pytest.raises(ValueError, match="choose one of"):
        decide(_at_us_card(), _at_us_card().prompt(), "grandmaster")


def test_a_game_without_the_us_bot_saves_as_before():
    """The level is kept in the state's flags: the JSON (and its hash in exports) of every game
    without the bot is unchanged, and every older save loads as a game without it."""
    g = Game.new("lets_roll", players="two", seed=2)
    assert "us_bot" not in g.to_json() and g.state.us_bot is None
    b = Game.new("lets_roll", players="two", seed=2, us_bot="gentle")
    assert Game.from_json(b.to_json()).state.us_bot == "gentle"


def test_hint_for_the_jihadist_never_reads_the_us_hand():
    from engine.usbot import hint

    g = Game.new("lets_roll", players="two", seed=4)
    p = g.prompt()
    assert p.role == "jihadist" and p.kind == "card"
    data = json.loads(g.to_json())
    for st in (data["state"], data["checkpoint"]):
        hand, deck = st["hands"]["us"], st["deck"]
        hand[0], deck[-1] = deck[-1], hand[0]
        deck.reverse()
        st["rng"]["seed"] += 99
    h2 = Game.from_json(json.dumps(data))
    assert h2.state.hands["us"] != g.state.hands["us"]
    a, b = hint(g, "jihadist", "strong"), hint(h2, "jihadist", "strong")
    assert a.option in p.ids() and len(a.candidates) == 3
    assert (a.option, a.candidates) == (b.option, b.candidates)
    assert a.text().startswith("Hint: ") and a.text().count("\n  ") == 3
    with pytest.raises(ValueError):
        hint(g, "us")  # not the US's decision


def test_hint_for_the_us_scores_its_best_card_plays():
    from engine.usbot import hint

    g = _at_us_card(seed=3)
    h = hint(g, "us", "strong")
    assert h.option in g.prompt().ids() and len(h.candidates) == 3
    assert h.candidates[0][1] >= h.candidates[1][1] >= h.candidates[2][1]


def test_no_view_shows_the_us_bots_hand():
    g = Game.new("lets_roll", players="two", seed=5, us_bot="gentle")
    assert g.state.hands["us"]
    assert g.view("us").hand is None and g.view(None).hand is None
    assert g.view("jihadist").hand is not None  # the person's own hand
    assert Game.new("lets_roll", players="two", seed=5).view("us").hand  # a person's US hand as before


def test_the_evaluation_rises_with_good_resources_and_falls_with_islamist_rule():
    """The search's evaluation (search.evaluate): a Fair Ally turned Good
    scores higher, a Poor country under Islamist Rule lower; a finished game scores its result."""
    g = _at_us_card()
    fair = "pakistan"  # (made a Fair Ally here, whatever the priorities played before)
    g.state.countries[fair].governance, g.state.countries[fair].alignment = FAIR, "ally"
    before = search.evaluate(g)
    assert 0 < before < 1
    poor = next(cid for cid, c in g.state.countries.items() if c.governance == POOR)
    g.state.countries[fair].governance = GOOD
    assert search.evaluate(g) > before
    g.state.countries[fair].governance = FAIR
    g.state.countries[poor].governance = ISLAMIST_RULE
    assert search.evaluate(g) < before
    g.state.phase, g.state.winner = "over", "us"
    assert search.evaluate(g) == 1.0
    g.state.winner = "jihadist"
    assert search.evaluate(g) == 0.0


def test_the_evaluation_counts_the_war_of_ideas_climate_while_cards_are_left():
    """4.9.2: a GWOT Relations penalty (every War of Ideas roll's modifier) and a Low Prestige
    score lower while the deck still has cards to roll with; with none left they do not count
    (Mission Accomplished? starts at Prestige 3 with a penalty of 3)."""
    g = _at_us_card("mission_accomplished")
    for cid, c in g.state.countries.items():
        if c.posture is not None and cid not in ("united_states", "israel"):
            c.posture = "soft"
    side, value = g.world_posture()
    assert side is not None and value > 0
    g.state.us_posture = side
    assert g.gwot_penalty() == 0
    level = search.evaluate(g)
    g.state.us_posture = "hard" if side == "soft" else "soft"
    assert g.gwot_penalty() == value
    assert search.evaluate(g) < level
    by_prestige = {}
    for prestige in (3, 4, 5):
        g.state.prestige = prestige
        by_prestige[prestige] = search.evaluate(g)
    # Low (3) has a -1 modifier, Medium (4, 5) none: the step down to Low costs more
    assert by_prestige[4] - by_prestige[3] > 2 * (by_prestige[5] - by_prestige[4]) > 0
    g.state.deck = []
    g.state.us_posture = side
    level = search.evaluate(g)
    g.state.us_posture = "hard" if side == "soft" else "soft"
    assert search.evaluate(g) == level



def test_the_evaluation_may_weigh_the_hands_dealt_for_the_turns_left():
    """5.2.8: each side is dealt by its track, the Jihadist by Funding (7, 8 or 9 cards), the US by
    the Troops (9, 8 or 7). With `hands`, each card more the US is dealt a turn counts for it, for
    at most three turns of the cards left; none when the deck is out. No level in play weighs it
    (round 16's trial)."""
    g = _at_us_card()
    plain = search.evaluate(g, 6)
    assert search.evaluate(g, 6, 0.0) == plain
    g.state.funding = 7  # ample: 9 cards, as many as the US with 10 or more Troops on its track
    assert g.hand_size("jihadist") == g.hand_size("us") == 9
    assert search.evaluate(g, 6, 0.3) == search.evaluate(g, 6)
    g.state.funding = 2  # tight: 7 cards, 2 fewer than the US
    assert g.hand_size("jihadist") == 7 and search.evaluate(g, 6, 0.3) > search.evaluate(g, 6)
    g.state.funding = 9
    g.state.countries["iraq"].troops += g.troops_on_track() - 4  # the US overstretched: 7 cards
    assert g.hand_size("us") == 7 and search.evaluate(g, 6, 0.3) < search.evaluate(g, 6)
    # a card a turn is worth the more, the more turns are left, up to three
    gaps = {}
    for left in (90, 51, 17, 0):
        g.state.deck = (g.state.deck * 4)[:left]
        gaps[left] = search.evaluate(g, 6) - search.evaluate(g, 6, 0.3)
    assert gaps[0] == 0 < gaps[17] < gaps[51] and abs(gaps[90] - gaps[51]) < gaps[17]
    assert not any(lv.hands for lv in [*LEVELS.values(), *bot.LEGACY_LEVELS.values()])
    # a level's weight reaches its searches' trial games
    assert dataclasses.replace(LEVELS["expert"], hands=0.3).how_searched()["hands"] == 0.3
    g = _at_us_card("mission_accomplished")  # (Troops in Iraq and Afghanistan: the US is dealt fewer)
    assert g.hand_size("us") != g.hand_size("jihadist")
    p = g.prompt()
    cands = bot._card_candidates(g, p, LEVELS["expert"])[:2]
    flat, weighed = (search.search(g, p, cands, 2, 1, 5, hands=h) for h in (0.0, 2.0))
    assert [x.candidate for x in flat] and [x.score for x in flat] != [x.score for x in weighed]


def test_the_fitted_evaluation_reads_the_public_position_and_rises_with_good_resources():
    """The evaluation fitted on self-play (`search.features`, `fitted.WEIGHTS`, written by
    bench/usbot_fit.py): one weight per feature; the same on a game hidden otherwise; a Fair Ally
    turned Good scores higher and an Islamist Rule country lower; a finished game scores its result;
    a level's choice of it reaches its searches, in 1-player games only."""
    from engine.usbot.fitted import WEIGHTS

    g = _at_us_card()
    row = search.features(g, 6)
    assert len(row) == len(WEIGHTS) == 2 * len(search.FEATURE_NAMES) + 1 + 3 + 2
    assert search.features(_hide_differently(g), 6) == row
    fitted = search.evaluate(g, 6, weights=WEIGHTS)
    assert 0 < fitted < 1 and fitted != search.evaluate(g, 6)
    assert search.evaluate(_hide_differently(g), 6, weights=WEIGHTS) == fitted
    fair = "pakistan"
    g.state.countries[fair].governance, g.state.countries[fair].alignment = FAIR, "ally"
    before = search.evaluate(g, 6, weights=WEIGHTS)
    g.state.countries[fair].governance = GOOD
    assert search.evaluate(g, 6, weights=WEIGHTS) > before
    g.state.countries[fair].governance = ISLAMIST_RULE
    assert search.evaluate(g, 6, weights=WEIGHTS) < before
    g.state.phase, g.state.winner = "over", "us"
    assert search.evaluate(g, 6, weights=WEIGHTS) == 1.0
    assert dataclasses.replace(LEVELS["expert"], fitted=True).how_searched()["fitted"] is True
    g = _at_us_card()
    p = g.prompt()
    cands = bot._card_candidates(g, p, LEVELS["expert"])[:2]
    plain, fit = (search.search(g, p, cands, 2, 1, 5, fitted=f) for f in (False, True))
    assert [x.score for x in plain] != [x.score for x in fit]
    g = _at_us_card(players="two")  # (a 2-player game ends by 2.3 alone: the hand-made margin)
    p = g.prompt()
    cands = bot._card_candidates(g, p, LEVELS["expert"])[:2]
    plain, fit = (search.search(g, p, cands, 2, 1, 5, fitted=f) for f in (False, True))
    assert [x.score for x in plain] == [x.score for x in fit]


def test_the_evaluation_reads_only_what_everyone_sees():
    g = _at_us_card()
    assert search.evaluate(_hide_differently(g)) == search.evaluate(g)


def test_every_war_of_ideas_is_weighed_alike():
    """Round 21: a War of Ideas in a non-Muslim country (a Posture roll, 7.2.3) and in an unmarked
    Muslim country (tested first, 4.9.5) have `WOI_WEIGHT` too, as a marked Muslim country's
    always had (`Weights.elsewhere`). At Let's Roll!'s first US card (seed 1), #110 played for War
    of Ideas, round 14's weights choose Pakistan, round 21's a Posture roll in Benelux. The values
    are remembered per weights: asking with one and then the other gives each its own."""
    g = _at_us_card(seed=1, cards=0)
    g.act("us", "play:110")
    g.act("us", "ops:woi")
    p = g.prompt()
    assert p is not None and p.msg.id == "woi-where"  # type: ignore[union-attr]
    unmarked = next(c for c in MUSLIM if g.governance(c) is None)
    values = {}
    for w in (policies.ROUND_14, policies.WEIGHTS):
        with policies.weighing(w):
            values[w] = [policies._woi_ev(g, c, 3) for c in ("benelux", unmarked, "pakistan")]
            chosen = policies.smart_policy(g, p, random.Random(0))
        assert chosen == {policies.ROUND_14: "country:pakistan", policies.WEIGHTS: "country:benelux"}[w]
    before, now = values[policies.ROUND_14], values[policies.WEIGHTS]
    assert now[0] == pytest.approx(policies.WOI_WEIGHT * before[0]) and now[0] > 0
    assert now[1] == pytest.approx(policies.WOI_WEIGHT * before[1]) and now[1] > 0
    assert now[2] == before[2] > 0
    assert policies.WEIGHTS.elsewhere == policies.WOI_WEIGHT == 3.0 and policies.ROUND_5.elsewhere == 1.0
    # standard and strong weigh so (round 21: they won more), the expert too since round 22
    assert LEVELS["standard"].weights is policies.WEIGHTS and LEVELS["strong"].weights is policies.SEARCHING
    assert policies.SEARCHING == dataclasses.replace(policies.ROUND_5, elsewhere=policies.WOI_WEIGHT)


def test_a_disrupt_where_troops_are_weighs_its_point_of_prestige():
    """Round 23: a Disrupt where 2 or more Troops are raises Prestige (7.4.4), and the priorities
    weigh that point 10 (`Weights.disrupt_prestige`; 4 until round 23, as round 5's and strong's
    still do). At Mission Accomplished?'s first US card Iraq has 6 Troops and 3 Cells: its Disrupt
    is worth 6 more; a Disrupt where no Troops are is worth the same."""
    g = _at_us_card("mission_accomplished", seed=1, cards=0)
    assert g.troops("iraq") >= 2 and g.c("iraq").cells
    no_troops = next(c for c in policies.disrupt_targets(g, 3) if g.troops(c) == 0)
    values = {}
    for w in (policies.ROUND_21, policies.WEIGHTS):
        with policies.weighing(w):
            values[w] = [policies._disrupt_ev(g, c) for c in ("iraq", no_troops)]
    assert values[policies.WEIGHTS][0] == pytest.approx(values[policies.ROUND_21][0] + 6)
    assert values[policies.WEIGHTS][1] == values[policies.ROUND_21][1]
    assert policies.WEIGHTS.disrupt_prestige == 10.0 and policies.ROUND_21.disrupt_prestige == 4.0
    assert policies.ROUND_5.disrupt_prestige == policies.SEARCHING.disrupt_prestige == 4.0


def test_troops_come_home_where_the_us_is_then_dealt_a_card_more():
    """Round 23: a Deploy to the Troops track that moves the Troops marker up a box (4.7.3) deals
    the US a card more a turn (5.2.8), and the priorities weigh it 10 (`Weights.troops_home`; never
    sought until round 23, nor by round 5's or strong's weights). With 8 Troops on the track and 3
    in a country free to leave (no Cells, no Regime Change) and no Ally threatened, they Deploy
    them home: from that country, to the track, all 3, and the US hand is 9 cards, not 8."""
    g = _at_us_card(seed=1, cards=0)
    s = g.state
    for c in s.countries.values():
        c.troops = 0
        if c.alignment == "ally":  # (no Ally threatened: `_deploy_target` has none)
            c.sleepers = c.actives = 0
    s.countries["saudi_arabia"].troops = 3
    s.countries["saudi_arabia"].regime_change = None
    s.countries["gulf_states"].troops = 4
    s.countries["gulf_states"].sleepers = 2
    assert g.troops_on_track() == 8 and g.hand_size("us") == 8
    assert policies._deploy_target(g) is None
    for w, home in ((policies.ROUND_21, 0.0), (policies.WEIGHTS, 10.0)):
        with policies.weighing(w):
            assert policies._deploy_ev(g, 1) == home
    # (Gulf States has more Troops, but fewer to spare over its Cells)
    assert policies._home_source(g) == "saudi_arabia"
    p = g.prompt()
    assert p is not None
    card = next(int(i[5:]) for i in p.ids() if i.startswith("play:") and CARDS[int(i[5:])].side == "US")
    g.act("us", f"play:{card}")
    g.act("us", "ops:deploy")
    rnd = random.Random(0)
    while (p := g.prompt()) is not None and p.role == "us" and p.kind != "card" and g.troops_on_track() == 8:
        g.act("us", policies.smart_policy(g, p, rnd))
    assert g.troops_on_track() == 11 and g.troops("saudi_arabia") == 0 and g.troops("gulf_states") == 4
    assert g.hand_size("us") == 9
    assert policies.ROUND_5.troops_home == policies.SEARCHING.troops_home == 0.0
