"""The US bot's priorities remember values across decisions and game copies (issue 36, round 8:
`_Memo.board`, keyed by the board's content, and `_woi_ev_across`, by a country's own inputs).
A remembered value must be the value computed afresh on the board in hand: checked here at every
US decision of "smart" self-play games, each value read first with the memory of the positions
before it, then computed again with every memory emptied."""

from __future__ import annotations

import random

from engine import Game
from engine.data import CARDS, COUNTRIES
from engine.events import registry as events
from engine.ops.us import disrupt_targets, woi_drm, woi_targets
from engine.rng import RngState
from engine.selfplay import smart_policy
from engine.state import GameState, copy_rng, copy_state
from engine.usbot import policies
from engine.usbot.policies import _Memo


def _forget() -> None:
    _Memo.entry = (None, (0, 0, None), {})
    _Memo.board_entry = (None, (0, 0, None), {})
    _Memo.boards.clear()
    policies._WOI_EVS.clear()


def _values(g: Game) -> dict[object, object]:
    """What the priorities value at this US decision, through the functions the rollouts call."""
    s = g.state
    out: dict[object, object] = {("card", n): policies._card_value(g, n) for n in s.hands["us"]}
    for n in s.hands["us"]:
        out["jihadist_playable", n] = policies._jihadist_playable(g, n)
    for n, v in policies._priorities(g, s.hands["us"]).items():
        out["priority", n] = v
    for cid in woi_targets(g, 3):
        out["drm", cid] = policies._woi_drm(g, cid)
        for v in (1, 2, 3):
            out["woi", cid, v] = policies._woi_ev(g, cid, v)
    for v in (1, 2, 3):
        out["woi_best", v] = policies._op_ev(g, "woi", v)
        out["disrupt_best", v] = policies._op_ev(g, "disrupt", v)
        out["deploy", v] = policies._deploy_target(g, v)
    for cid in disrupt_targets(g, 3):
        out["disrupt", cid] = policies._disrupt_ev(g, cid)
    return out


def _plain(g: Game) -> dict[object, object]:
    """The same values by their plain definitions (the hand's every way of play scored, the best
    War of Ideas target scanned per card value), with nothing remembered."""
    s = g.state
    out: dict[object, object] = {}
    for n in s.hands["us"]:
        _forget()
        scores = policies._how_scores(g, n, policies._card_options(g, n))
        event = scores.pop("event", None)
        ops = max(scores.values(), default=0.0) - policies._trigger_penalty(g, n)
        out["card", n] = max(ops, event) if event is not None else ops
        out["jihadist_playable", n] = events.playable(g, n, "jihadist")
        free = CARDS[n].side == "Jihadist" and not out["jihadist_playable", n]
        out["priority", n] = out["card", n] + (4.0 + 2 * CARDS[n].ops if free else 0.0) + 0.1 * CARDS[n].ops  # type: ignore[operator]
    for cid in woi_targets(g, 3):
        out["drm", cid] = woi_drm(g, cid)[0]
        for v in (1, 2, 3):
            _forget()
            out["woi", cid, v] = policies._woi_ev_now(g, cid, v) if g.is_muslim(cid) else policies._woi_ev(g, cid, v)
    for v in (1, 2, 3):
        _forget()
        out["woi_best", v] = policies._best_woi(g, v)[0]
        out["disrupt_best", v] = policies._best_disrupt(g, v)[0]
        threatened = [
            c for c in COUNTRIES
            if g.is_muslim(c) and g.is_ally(c) and g.governance(c) is not None and g.governance(c) <= min(v, 3)  # type: ignore[operator]
            and policies._threat(g, c) >= 3
        ]
        out["deploy", v] = max(threatened, key=lambda c: (policies._threat(g, c), g.resources(c))) if threatened else None
    for cid in disrupt_targets(g, 3):
        _forget()
        out["disrupt", cid] = policies._disrupt_ev_now(g, cid)
    return out


def test_remembered_values_are_the_values_computed_afresh():
    _forget()
    checked = 0
    for scenario, seed in (("lets_roll", 5), ("mission_accomplished", 6), ("anaconda", 7)):
        g = Game.new(scenario, players="solo", seed=seed)
        rnd = random.Random(seed)
        while not g.over and g.state.turn <= 4:
            p = g.prompt()
            assert p is not None
            if p.role == "us" and p.kind == "card":
                remembered = _values(g)
                assert remembered == _plain(g), (scenario, seed, g.state.turn)
                checked += 1
            g.act(p.role, smart_policy(g, p, rnd))
    assert checked >= 20


def _at_us_card(scenario: str, seed: int, turn: int) -> Game:
    g = Game.new(scenario, players="solo", seed=seed)
    rnd = random.Random(seed)
    while not g.over:
        p = g.prompt()
        assert p is not None
        if p.role == "us" and p.kind == "card" and g.state.turn >= turn:
            return g
        g.act(p.role, smart_policy(g, p, rnd))
    raise AssertionError("the game ended first")


def _change(name: str, st: GameState) -> None:
    """One change to the board that the values read (the US Prestige, Posture, an Oil Price Spike,
    a country's Aid, Governance, Alignment, Cells, Troops, Posture or markers)."""
    muslim = next(c for c in ("pakistan", "saudi_arabia", "gulf_states", "egypt") if st.countries[c].governance)
    c = st.countries[muslim]
    if name == "prestige":
        st.prestige = 10 if st.prestige < 7 else 2
    elif name == "posture":
        st.us_posture = "soft" if st.us_posture == "hard" else "hard"
    elif name == "oil":
        st.lapsing.append("Oil Price Spike")
    elif name == "aid":
        c.aid += 1
    elif name == "governance":
        c.governance = 2 if c.governance != 2 else 3
    elif name == "alignment":
        c.alignment = "ally" if c.alignment != "ally" else "neutral"
    elif name == "cells":
        c.sleepers += 3
    elif name == "troops":
        c.troops += 3
    elif name == "world":
        for k in ("france", "germany", "spain", "united_kingdom"):
            st.countries[k].posture = "soft" if st.countries[k].posture == "hard" else "hard"
    elif name == "marker":
        st.countries["united_states"].markers.append("Patriot Act")


def test_a_changed_board_is_not_answered_from_the_unchanged_ones_memory():
    g = _at_us_card("lets_roll", 5, 2)
    for name in ("prestige", "posture", "oil", "aid", "governance", "alignment", "cells", "troops", "world", "marker"):
        _forget()
        _values(g)  # (the unchanged board remembered)
        changed = g.fork()  # (the same decision count and log: only the content differs)
        _change(name, changed.state)
        assert _values(changed) == _plain(changed), name


def test_a_board_of_the_same_hash_is_not_answered_from_its_memory():
    """`_Memo.boards` holds each board's values by its key's hash, with the key: a board whose
    key has the same hash and differs gets its own values."""
    g = _at_us_card("lets_roll", 5, 2)
    _forget()
    key = policies._board_key(g.state)
    _Memo.boards[hash(key)] = (("another board",), {("good",): -1, ("world",): ("hard", 3)})
    assert policies._good_resources(g) == g.good_resources()
    assert policies._world_posture(g) == g.world_posture()
    assert _Memo.boards[hash(key)][0] == key
    _Memo.board_entry = (None, (0, 0, None), {})  # (the same board asked again: its own values kept)
    assert _Memo.board(g)[("good",)] == g.good_resources()


def test_a_copied_rng_is_pydantics_copy_sharing_no_list():
    """`copy_rng` (a state copy's dice, a rollout's deal) makes what `copy.copy` and new lists make."""
    import copy

    rng = RngState(seed=12345, dice_drawn=7, scripted=[3, 4], by_purpose={"jihad": [1, 2]})
    made, plain = copy_rng(rng), copy.copy(rng)
    assert made == plain and made.model_dump_json() == plain.model_dump_json() == rng.model_dump_json()
    assert made.__pydantic_fields_set__ == rng.__pydantic_fields_set__
    assert made.scripted is not rng.scripted and made.by_purpose["jihad"] is not rng.by_purpose["jihad"]
    made.dice_drawn += 1
    made.scripted.pop()
    assert rng.dice_drawn == 7 and rng.scripted == [3, 4]
    fresh = RngState(seed=99)
    assert copy_rng(fresh) == fresh and copy_rng(fresh).__pydantic_fields_set__ == {"seed"}


def test_a_copied_plot_is_pydantics_model_copy():
    """A state copy's Plots (`engine.state._plots`) are what `model_copy(update=...)` makes."""
    from engine.state import Plot, _plots

    plot = Plot(value=2, flags=["backlash"])
    made, plain = _plots([plot])[0], plot.model_copy(update={"flags": plot.flags[:]})
    assert made == plain and made.model_dump_json() == plain.model_dump_json()
    assert made.__pydantic_fields_set__ == plain.__pydantic_fields_set__
    assert made.flags is not plot.flags and made is not plot


def test_a_new_plot_is_the_validated_plot():
    """`new_plot` (a Plot placed: not validated again) makes what `Plot(value=...)` makes."""
    from engine.state import Plot, new_plot

    for value in (1, 2, 3, "WMD"):
        made, plain = new_plot(value), Plot(value=value)  # type: ignore[arg-type]
        assert made == plain and repr(made) == repr(plain) and made.model_dump_json() == plain.model_dump_json()
        assert made.__pydantic_fields_set__ == plain.__pydantic_fields_set__
        assert made.flags == [] and made.flags is not new_plot(value).flags


def test_a_deferred_random_draws_what_its_seeded_random_draws():
    """A rollout's Random made at its first use (`search._Deferred`) gives the seeded Random's draws."""
    from engine.usbot.search import _Deferred

    deferred, plain = _Deferred(12345), random.Random(12345)
    assert [deferred.choice("abcdef") for _ in range(20)] == [plain.choice("abcdef") for _ in range(20)]
    assert deferred.random() == plain.random() and deferred.getrandbits(62) == plain.getrandbits(62)


def test_a_futures_last_rollout_played_on_its_sample_gives_the_same_scores(monkeypatch):
    """The US bot's copy of its unit (`search._unit_copy`, a 2-player game's bot seat) plays each
    future's last candidate on the future's sample itself (`search._Spent`): the same scores as
    on a copy of it."""
    from engine.game import Checkpoint
    from engine.usbot import bot
    from engine.usbot import search as search_mod

    searched = bot.search
    copies = [0]
    made = search_mod._unit_copy

    def counted(*args: object, **kw: object) -> object:
        copies[0] += 1
        return made(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(search_mod, "_unit_copy", counted)

    def scores() -> list[object]:
        out: list[object] = []

        def recorded(*args: object, **kw: object) -> list[search_mod.Scored]:
            got = searched(*args, **kw)  # type: ignore[arg-type]
            out.append([(s.candidate, s.score.hex(), s.n) for s in got])
            return got

        monkeypatch.setattr(bot, "search", recorded)
        g = Game.new("lets_roll", players="two", seed=5, us_bot="strong")
        rnd = random.Random(5)
        while not g.over and len(out) < 3:
            p = g.prompt()
            assert p is not None
            g.act(p.role, rnd.choice(p.ids()))
        return out

    spent = scores()
    monkeypatch.setattr(search_mod, "_Spent", Checkpoint)
    assert scores() == spent and len(spent) >= 3 and copies[0] > 0


def _boards(scenario: str, seed: int, turns: int = 4) -> list[Game]:
    """Copies of a "smart" self-play game at each of its US decisions of the first `turns` turns."""
    g = Game.new(scenario, players="solo", seed=seed)
    rnd = random.Random(seed)
    out = []
    while not g.over and g.state.turn <= turns:
        p = g.prompt()
        assert p is not None
        if p.role == "us":
            out.append(g.fork())
        g.act(p.role, smart_policy(g, p, rnd))
    return out


def test_a_board_kept_for_the_next_decision_is_that_decisions_board(monkeypatch):
    """`_Memo.keep_board` (a rollout's card chosen, its `how`, the order of a triggered Event):
    the US's next decision comes on a board with the very same `_board_key`, so the values kept
    are the values computed afresh there."""
    kept: dict[tuple[int, int], tuple[object, ...]] = {}
    keep = _Memo.keep_board.__func__  # type: ignore[attr-defined]

    def recorded(cls: type, g: Game) -> None:
        keep(cls, g)
        s = g.state
        if _Memo.board_entry[0] is s and _Memo.board_entry[1][:2] == (len(s.log), s.decisions + 1):  # (kept)
            kept[id(s), s.decisions + 1] = policies._board_key(s)

    monkeypatch.setattr(_Memo, "keep_board", classmethod(recorded))
    checked = 0

    def checking(g: Game, p: object) -> str:
        nonlocal checked
        key = kept.pop((id(g.state), g.state.decisions), None)
        if key is not None:
            assert policies._board_key(g.state) == key, (p, g.state.decisions)
            checked += 1
        return smart_policy(g, p, rnd)  # type: ignore[arg-type]

    for scenario, seed in (("lets_roll", 11), ("anaconda", 12), ("mission_accomplished", 13)):
        rnd = random.Random(seed)
        for g in _boards(scenario, seed, turns=3)[::3]:
            kept.clear()
            g.rollout(checking, max_decisions=60)
    assert checked >= 50


def test_the_inlined_scans_are_the_boards_own():
    """The War of Ideas targets built as a list (its first alone for `legal`), the solitaire
    charts' Cell counts, Minor Jihad candidates and Good or Fair countries, Islamist Rule anywhere
    (`Board.any_ir`) and the Regime Change countries with Cells (four Events' condition) are what
    the plain scans and `engine.ops.us.legal` give, Oil Price Spikes and the Sadr marker included."""
    from engine import hooks
    from engine.events.jihadist import _rc_with_cells
    from engine.ops.us import _woi_targets, legal
    from engine.solo import where
    from engine.solo.where import cell_counts
    from engine.state import SADR

    seen = 0
    for g in _boards("anaconda", 7, turns=3)[::4] + _boards("lets_roll", 8, turns=3)[::4]:
        for extra in ((), ("Oil Price Spike",), ("Oil Price Spike", "Oil Price Spike")):
            h = g.fork()
            h.state.lapsing.extend(extra)
            if extra:
                h.state.countries["iraq"].markers.append(SADR)
                h.state.countries["iraq"].regime_change = "tan" if len(extra) == 1 else None
            countries = h.state.countries
            units = {cid: c.sleepers + c.actives + (SADR in c.markers) for cid, c in countries.items()}  # (card 54: Sadr an Active Cell)
            assert cell_counts(h) == {cid: units[cid] for cid in COUNTRIES if units[cid]}
            assert list(cell_counts(h)) == [cid for cid in COUNTRIES if units[cid]]
            for v in (1, 2, 3):
                assert _woi_targets(h, v, first=True) == woi_targets(h, v)[:1]
                assert legal(h, "woi", v) == bool(woi_targets(h, v))
            assert h.any_ir() == any(h.is_ir(c) for c in COUNTRIES)
            assert _rc_with_cells(h) == any(c.regime_change and c.cells for c in countries.values())
            assert where.muslim_good_fair(h) == [c for c in COUNTRIES if h.is_muslim(c) and h.governance(c) in (1, 2)]
            assert where.minor_jihad_candidates(h) == [
                c for c in COUNTRIES if h.c(c).cells and h.governance(c) in (1, 2) and where.jihad_allowed(h, c)
            ]
            assert [c for c in COUNTRIES if where.jihad_allowed(h, c)] == [
                c for c in COUNTRIES if h.is_muslim(c) and not h.is_ir(c) and hooks.modify("jihad_allowed", h, True, country=c)
            ]
            seen += 1
    assert seen >= 12


def test_an_events_playability_asks_the_modifiers_whose_when_holds(monkeypatch):
    """`why_not_playable` reads the `event_playable` modifiers' `when` tests from the live list
    (`hooks.live_when`: `idle` inlined): its answer is the one without the modifiers where
    `idle` holds, else the one asking them, with ITJihad in effect (card 47) and without."""
    from engine import hooks
    from engine.events import registry
    from engine.events.us import ITJIHAD

    assert registry._PLAYABLE_WHEN is hooks._WHEN["event_playable"] and registry._PLAYABLE_WHEN
    g = _at_us_card("lets_roll", 5, 2)
    checked = blocked = 0
    for lapsing in ((), ("Oil Price Spike",), (ITJIHAD,)):
        unblocked = blocked
        h = g.fork()
        h.state.lapsing.extend(lapsing)
        h.state.phase = "jihadist"  # (where ITJihad blocks the solitaire bot's Events)
        got = {(n, r): registry.why_not_playable(h, n, r) for n in range(1, 121) for r in ("us", "jihadist")}
        idle = hooks.idle("event_playable", h)
        monkeypatch.setattr(registry, "_PLAYABLE_WHEN", [] if idle else [None])
        assert got == {(n, r): registry.why_not_playable(h, n, r) for n in range(1, 121) for r in ("us", "jihadist")}
        monkeypatch.undo()
        checked += not idle
        blocked = sum(why is not None for why in got.values())
    assert checked == 1 and blocked > unblocked


def test_the_instant_victory_check_tallies_as_the_boards_own_counts():
    """`check_victory`'s one pass (unmarked countries skipped first, Good and Fair, Poor and
    Islamist Rule told apart by value) raises where the Board's own tallies say a side has won
    (2.1, 9.1), on random Governances, Oil Price Spikes and Prestige, in both games."""
    from engine.board import GameOver
    from engine.data import MUSLIM

    rnd = random.Random(36)
    outcomes = set()
    for players in ("two", "solo"):
        g = Game.new("lets_roll", players=players, seed=4)
        for _ in range(400):
            h = g.fork()
            s = h.state
            for cid in MUSLIM:
                c = s.countries[cid]
                c.governance = rnd.choice((None, 1, 2, 3, 4, 4))
                if c.governance is not None and c.alignment is None:
                    c.alignment = "neutral"
            s.lapsing = ["Oil Price Spike"] * rnd.choice((0, 0, 1, 2))
            s.prestige = rnd.choice((1, 1, 5))
            solo = players == "solo"
            ir = [c for c in MUSLIM if h.is_ir(c)]
            if h.good_resources() >= 12 or h.fair_good_countries() >= 15:
                want: str | None = "us"
            elif h.ir_resources() >= 6 and (solo or any(h.adjacent(a, b) for a in ir for b in ir)):
                want = "jihadist"
            elif s.prestige == 1 and h.poor_ir_countries() >= 15:
                want = "jihadist"
            else:
                want = None
            try:
                h.check_victory()
                got = None
            except GameOver as e:
                got = e.winner
            assert got == want
            outcomes.add(got)
    assert outcomes == {None, "us", "jihadist"}


def test_messages_made_once_are_the_messages_made_anew():
    """The Events' reasons (`words.by`, `blocked_by`, `country_label`, each made once per card or
    country) and the Jihad's and Radicalization's reasons made once are equal to the same message
    made anew, and their JSON the same (a message is immutable: the log is unchanged)."""
    from engine import msg
    from engine.events import words
    from engine.msg import m
    from engine.ops import jihadist
    from engine.solo import radicalization

    for n in (1, 47, 96, 120):
        for made, plain in (
            (words.by(n), m("ev-by", card=msg.cardname(n))), (words.blocked_by(n), m("ev-blocked-by", card=msg.cardname(n))),
        ):
            assert made == plain and made.to_json() == plain.to_json()
    for cid in ("iraq", "united_states"):
        assert words.country_label(cid) == m("ev-country", country=msg.country(cid))
    assert (jihadist._WHY_JIHAD, jihadist._WHY_REVOLUTION, jihadist._WHY_FAILED, radicalization._WHY_RADICALIZATION) == (
        m("op-jihad"), m("why-islamist-revolution"), m("why-failed-jihad"), m("why-radicalization"),
    )


def test_the_closest_country_is_found_on_the_maps_neighbours_or_the_events():
    """9.5.1 `closest` reads the map's own neighbours while no Event changes adjacency (`idle`),
    else `Board.neighbours`: the country and dice of the plain search on `Board.neighbours`,
    Patriot Act in play or not."""
    import importlib

    rc = importlib.import_module("engine.solo.random_country")  # (the module: `engine.solo` names its function)

    def plain(g: Game, origin: str, cands: list[str]) -> str:
        seen, level = {origin}, [origin]
        while level:
            nxt = [n for cur in level for n in g.neighbours(cur) if n not in seen and not seen.add(n)]  # type: ignore[func-returns-value]
            hits = [c for c in nxt if c in cands]
            if hits:
                return rc.die_assign(g, hits)  # type: ignore[no-any-return]
            level = nxt
        raise AssertionError("unreachable")

    g = _at_us_card("anaconda", 9, 2)
    picks = []
    for marked in (False, True):
        h = g.fork()
        us = h.state.countries["united_states"]
        us.markers = [x for x in us.markers if x != "Patriot Act"] + (["Patriot Act"] if marked else [])
        for origin in ("united_states", "pakistan", "morocco", "philippines"):
            for cands in (
                ["philippines", "canada", "united_kingdom"], ["canada", "iraq", "indonesia_malaysia"],
                ["united_kingdom", "spain", "france", "germany"], ["somalia", "yemen"],
            ):
                if origin in cands:
                    continue
                a, b = Game(copy_state(h.state)), Game(copy_state(h.state))  # (a fork would replay without the change)
                got = rc.closest(a, origin, cands)
                assert got == plain(b, origin, cands) and a.state.rng == b.state.rng
                picks.append((marked, origin, got, a.state.rng.dice_drawn))
    assert len({p[2] for p in picks}) >= 5
    # (Patriot Act: the United States adjoins Canada alone, so Canada is picked without a die)
    assert [p[2:] for p in picks if p[:2] == (True, "united_states")] != [p[2:] for p in picks if p[:2] == (False, "united_states")]


def test_a_candidates_answers_in_the_rollout_itself_play_as_one_by_one():
    """`search.play_out` gives the candidate's answers in the same `Game.rollout` as the policy's
    (up to the first that is not an option), and stops after `max_steps` of the policy's: the
    same game as the candidate's answers given one by one and a rollout of `max_steps` after."""
    from engine.usbot import search as search_mod
    from engine.usbot.policies import smart_policy as policy

    def plain(game: Game, first: tuple[str, ...], rnd: random.Random, horizon: int, max_steps: int) -> None:
        for a in first:
            p = game.prompt()
            if p is None or a not in p.ids():
                break
            search_mod._answer(game, a)
        cards = 0

        def answer(g: Game, p: object) -> str:
            nonlocal cards
            if p.kind == "card" and p.role == "us":  # type: ignore[attr-defined]
                if cards >= horizon:
                    raise search_mod._Horizon
                cards += 1
            return policy(g, p, rnd)  # type: ignore[arg-type]

        try:
            game.rollout(answer, max_decisions=max_steps)
        except search_mod._Horizon:
            pass

    compared = 0
    for g in _boards("lets_roll", 21, turns=2)[::5] + _boards("anaconda", 22, turns=2)[::5]:
        p = g.prompt()
        assert p is not None
        ids = p.ids()
        for first in ((ids[0],), (ids[-1], "ops:woi"), ("no such option", ids[0])):
            for horizon, max_steps in ((1, 400), (2, 5), (1, 1)):
                a, b = g.fork(fast=True), g.fork(fast=True)
                search_mod.play_out(a, first, policy, random.Random(3), horizon, max_steps=max_steps)
                plain(b, first, random.Random(3), horizon, max_steps)
                assert a.state.model_dump_json() == b.state.model_dump_json()
                compared += 1
    assert compared >= 50


def test_a_samples_shuffle_is_pythons_shuffle():
    """`search.shuffle` (a sample's pool of unseen cards and its Plots) puts the items in the order
    `random.Random.shuffle` does from the same generator, and leaves the generator as it does."""
    from engine.usbot.search import shuffle

    for seed in range(40):
        for size in (0, 1, 2, 3, 7, 8, 9, 31, 64, 65, 100):
            a, b = random.Random(seed), random.Random(seed)
            a.random(), b.random()  # (not at the generator's start)
            x, y = list(range(size)), list(range(size))
            shuffle(a, x)
            b.shuffle(y)
            assert x == y and a.getstate() == b.getstate()
