"""The engine's fast paths (issue 21 section 3) change no result: `Game.rollout`, the chained
checkpoints (`CHECKPOINT_SPAN`) taken as copies and written when asked (`Checkpoint`), the card
menu's labels made when read (`LazyOption`) and a prompt's options made when read (`LazyPrompt`)."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest
from pydantic import BaseModel

import engine.game
from engine import Game, IllegalAction, Option
from engine.game import CHECKPOINT_SPAN, Checkpoint
from engine.msg import english
from engine.prompts import LazyOption
from engine.state import GameState, copy_state

SCENARIOS = ["lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished"]


def _played(scenario: str, players: str, seed: int, limit: int = 10_000) -> Game:
    g = Game.new(scenario, players, seed=seed)
    rnd = random.Random(seed)
    while not g.over and g.state.decisions < limit:
        p = g.prompt()
        assert p is not None
        g.act(p.role, rnd.choice(p.ids()))
    return g


def _no_log(g: Game) -> dict:
    return g.state.model_dump(exclude={"log"})


@pytest.mark.parametrize("players", ["two", "solo"])
@pytest.mark.parametrize("seed", range(6))
def test_a_rollout_reaches_the_state_that_act_reaches_with_the_same_choices(players: str, seed: int) -> None:
    scenario = SCENARIOS[seed % 4]
    by_act = _played(scenario, players, seed)
    g = Game.new(scenario, players, seed=seed)
    rnd = random.Random(seed)
    logged = len(g.state.log)
    assert g.rollout(lambda game, p: rnd.choice(p.ids())) is g
    assert g.over and by_act.over
    assert _no_log(g) == _no_log(by_act)
    assert g.state.winner == by_act.state.winner and g.state.decisions == by_act.state.decisions
    assert len(g.state.log) == logged  # no entry written while it ran
    assert not g.fast


def test_a_rollout_stops_after_max_decisions_and_act_goes_on_from_there() -> None:
    by_act = _played("lets_roll", "two", 3)
    g = Game.new("lets_roll", "two", seed=3)
    rnd = random.Random(3)
    g.rollout(lambda game, p: rnd.choice(p.ids()), max_decisions=40)
    assert g.state.decisions == 40 and not g.over
    assert g.undone() is None  # a rollout keeps no undo point
    while not g.over:
        p = g.prompt()
        assert p is not None
        g.act(p.role, rnd.choice(p.ids()))
        if g.restorable:  # once a unit has begun through act, the game can be saved again
            assert Game.from_json(g.to_json()).state_json() == g.state_json()
    assert _no_log(g) == _no_log(by_act)


def test_a_rollout_refuses_an_option_that_is_not_offered_and_changes_nothing() -> None:
    g = Game.new("lets_roll", seed=5)
    before = g.state_json()
    with pytest.raises(IllegalAction, match="not one of the options"):
        g.rollout(lambda game, p: "play:999")
    assert g.state_json() == before and not g.fast


def test_the_card_menu_labels_made_when_read_are_those_of_the_prompt() -> None:
    """The card menu's labels (with the note on whether each Event is playable now) are made
    when read: the same text as before, and an error (not another game's text) for one read
    after its prompt was answered, the chosen one too: `act` makes no label (issue 21: the face
    reads what it shows before it answers, or keeps `plain_options()`)."""
    g = Game.new("lets_roll", seed=9)
    p = g.prompt()
    assert p is not None and p.kind == "card"
    lazy = [o for o in p.options if isinstance(o, LazyOption)]
    assert lazy and all(o.id.startswith("play:") for o in lazy)
    from engine.cardplay import card_label, unplayable_note

    def made(n: int) -> str:  # (the label, then the note beneath it: issue 33)
        note = unplayable_note(g, n, "jihadist")
        return f"Play {card_label(n)}" + (f" | {note}" if note else "")

    expected = {o.id: made(int(o.id[5:])) for o in lazy}
    first, rest = lazy[0], lazy[1:]
    g.act(p.role, first.id)
    for late in (first, rest[0]):
        with pytest.raises(RuntimeError, match="after its prompt was answered"):
            _ = late.label
    q = Game.new("lets_roll", seed=9).prompt()
    assert q is not None
    shown = [o.label + (f" | {english(o.description)}" if o.description else "") for o in q.options if o.id in expected]
    assert shown == [expected[o.id] for o in lazy]
    assert any(o.description for o in q.options)  # (a card whose Event cannot occur now)
    # it compares, prints and serializes as a plain Option
    o = next(o for o in q.options if isinstance(o, LazyOption))
    plain = Option(o.id, o.msg, o.odds, o.note, o.description)
    assert o == plain and plain == o and o != Option(o.id, "x")
    assert str(o) == f"{o.id}: {o.label}"
    o.label = "changed"
    assert o.label == "changed"


def test_a_prompts_options_are_made_only_when_read_and_act_takes_the_id_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """`ask` and `ask_lazy` give a LazyPrompt: its ids are known at once (`ids`, `offers`, `size`,
    `Game.act`), its Options made at the first read of `options`, with the same ids in order."""
    from engine import cardplay

    made: list[int] = []
    menu = cardplay._card_menu

    def counted(*args: object) -> object:
        made.append(1)
        return menu(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(cardplay, "_card_menu", counted)
    g = Game.new("lets_roll", seed=9)
    p = g.prompt()
    assert p is not None and p.kind == "card" and not made
    ids = p.ids()
    assert p.size() == len(ids) and all(p.offers(i) for i in ids) and not p.offers("play:0")
    with pytest.raises(IllegalAction):
        g.act(p.role, "play:0")
    g.act(p.role, ids[0])
    assert not made  # (answered by id: no Option was made)
    q = g.prompt()
    assert q is not None
    q_ids = q.ids()
    assert [o.id for o in q.options] == q_ids and q.ids() == q_ids
    r = Game.new("lets_roll", seed=9).prompt()
    assert r is not None and [o.id for o in r.options] == ids and made == [1]
    assert r.options is r.options and made == [1]  # (made once)


def test_a_lazy_prompts_options_read_after_its_answer_raise_and_it_compares_as_a_prompt() -> None:
    from engine.prompts import Prompt, ask

    g = Game.new("lets_roll", seed=9)
    p = g.prompt()
    assert p is not None
    g.act(p.role, p.ids()[0])
    with pytest.raises(RuntimeError, match="read after it was answered"):
        _ = p.options
    assert p.ids() and p.offers(p.ids()[0]) and "<ids" in repr(p)  # (its ids stay)
    q, r = Game.new("lets_roll", seed=9).prompt(), Game.new("lets_roll", seed=9).prompt()
    assert q is not None and q == r
    plain = Prompt(q.role, q.msg, list(q.options), q.kind)
    assert q == plain and plain == q and q != Prompt(q.role, q.msg, q.options[1:], q.kind)
    # (id, label) pairs become Options when read, and a list changed after the ask changes nothing
    pairs: list = [("a", "A"), Option("b", "B", 0.5)]
    asked = ask("us", "Which?", pairs, kind="x")
    pairs.append(("c", "C"))
    assert asked.ids() == ["a", "b"] and asked.options == [Option("a", "A"), Option("b", "B", 0.5)]
    asked.options = [Option("z", "Z")]
    assert asked.ids() == ["z"] and asked.offers("z") and asked.size() == 1


def test_a_checkpoint_may_be_an_earlier_units_and_a_save_restores_the_same_game() -> None:
    """A unit begins with a new checkpoint only once CHECKPOINT_SPAN answers have gone by since
    the last: a save then replays answers across units; it restores the same game and prompt."""
    g = Game.new("anaconda", "two", seed=21, length=2)
    rnd = random.Random(21)
    checkpoints: set[str] = set()
    spanning = 0
    while not g.over and g.state.decisions < 400:
        p = g.prompt()
        assert p is not None
        g.act(p.role, rnd.choice(p.ids()))
        if g.over:
            break
        text = g.to_json()
        saved = json.loads(text)
        checkpoints.add(json.dumps(saved["checkpoint"]))
        assert len(saved["answers"]) < CHECKPOINT_SPAN + 40
        spanning += saved["checkpoint"]["phase"] != saved["state"]["phase"] or (
            saved["checkpoint"]["cards_played"] != saved["state"]["cards_played"]
        )
        h = Game.from_json(text)
        assert h.state_json() == g.state_json() and h.to_json() == text
        hp, gp = h.prompt(), g.prompt()
        assert hp is not None and gp is not None
        assert (hp.role, hp.text, hp.kind, hp.options) == (gp.role, gp.text, gp.kind, gp.options)
    assert spanning > 50  # many saves replay more than their own unit
    assert len(checkpoints) < g.state.decisions / 4  # far fewer checkpoints than units


@pytest.mark.parametrize("players", ["two", "solo"])
def test_a_fork_is_the_same_game_and_rolling_it_out_leaves_the_original_as_it_was(players: str) -> None:
    g = _played("mission_accomplished", players, 8, limit=57)
    assert not g.over
    before = (g.state_json(), g.to_json())
    f = g.fork()
    assert f is not g and f.state is not g.state
    assert (f.state_json(), f.to_json()) == before
    fp, gp = f.prompt(), g.prompt()
    assert fp is not None and gp is not None and (fp.role, fp.text, fp.options) == (gp.role, gp.text, gp.options)
    rnd = random.Random(1)
    f.rollout(lambda game, p: rnd.choice(p.ids()))
    assert f.over
    assert (g.state_json(), g.to_json()) == before  # the original is untouched
    p = g.prompt()
    assert p is not None
    g.act(p.role, p.options[0].id)  # and plays on
    over = f.fork()  # a game over copies too
    assert over.over and over.state_json() == f.state_json()


@pytest.mark.parametrize("players", ["two", "solo"])
def test_a_fast_fork_is_the_same_game_as_a_fork_without_log_or_checkpoint(players: str) -> None:
    """`fork(fast=True)` (the US bot's rollouts) replays as `rollout` plays: the same state but
    the log, the same prompt's options, and the same game when both are rolled out alike."""
    for limit in (31, 57, 83):
        g = _played("mission_accomplished", players, 8, limit=limit)
        assert not g.over
        before = (g.state_json(), g.to_json())
        f, ff = g.fork(), g.fork(fast=True)
        assert _no_log(ff) == _no_log(f) and not ff.fast and not ff.no_odds
        assert len(ff.state.log) <= len(g.state.log)  # (no entry written again by the replay)
        fp, ffp = f.prompt(), ff.prompt()
        assert fp is not None and ffp is not None and (fp.role, fp.ids()) == (ffp.role, ffp.ids())
        assert not ff.restorable and ff.undone() is None  # a copy for rollouts only
        for game in (f, ff):
            rnd = random.Random(limit)
            game.rollout(lambda _g, p, rnd=rnd: rnd.choice(p.ids()))
        assert f.over and _no_log(f) == _no_log(ff)
        assert (g.state_json(), g.to_json()) == before  # the original is untouched


def test_unit_checkpoints_make_a_copy_replay_only_the_unit_in_flight() -> None:
    """`Game.unit_checkpoints` (self-play's US bot): a checkpoint at every unit's start, so the
    answers a save or a copy replays are at most those of the unit in flight; the same game."""
    most: dict[bool, int] = {}
    ends: list[dict] = []
    for every in (False, True):
        g = Game.new("anaconda", "solo", seed=21)
        g.unit_checkpoints = every
        rnd = random.Random(21)
        most[every] = 0
        while not g.over and g.state.decisions < 300:
            p = g.prompt()
            assert p is not None
            g.act(p.role, rnd.choice(p.ids()))
            if not g.over:
                most[every] = max(most[every], len(g._answers))
                assert g.fork().state_json() == g.state_json()
        ends.append(_no_log(g))
    assert ends[0] == ends[1]
    assert 5 * most[True] < most[False] < CHECKPOINT_SPAN + 40  # (chained: across many units, within the span)


def test_a_rollout_computes_no_odds_unless_asked_and_reaches_the_same_state_either_way() -> None:
    seen: dict[bool, int] = {}
    states = []
    for odds in (False, True):
        g = Game.new("lets_roll", seed=2)
        rnd = random.Random(2)
        with_odds = 0

        def policy(game: Game, p, rnd=rnd) -> str:  # type: ignore[no-untyped-def]
            nonlocal with_odds
            with_odds += any(o.odds is not None for o in p.options)
            return rnd.choice(p.ids())

        g.rollout(policy, odds=odds)
        seen[odds] = with_odds
        states.append(_no_log(g))
        assert not g.no_odds
    assert seen[False] == 0 and seen[True] > 10
    assert states[0] == states[1]


# ---------------------------------------------------------------------- the menus' one-pass scans
# The card play's menu judges the Jihadist Operations in one pass over the map
# (`jihadist_ops.legal_all`), scans count Troops with the hook's idle asked once
# (`Board.troops_counter`) and the Travel menu finds the Adjacent countries once
# (`_travel_autos`): each must agree with the rule it stands for, in every position.
def _positions() -> list[Game]:
    """Games at positions that the shortcuts must get right: Sadr alone, a Cadre alone, Cells
    under Islamist Rule, no Cell Available, NATO, Patriot Act, Biometrics, and random play."""
    from engine.state import SADR

    specials = [
        {"countries": {"iraq": {"clear": True, "governance": "poor", "markers": [SADR]}}},
        {"countries": {"somalia": {"clear": True, "governance": "poor", "cadre": True}}},
        {"countries": {"afghanistan": {"governance": "islamist_rule", "sleepers": 3}}},
        {"funding": 1, "countries": {"pakistan": {"sleepers": 4}, "iraq": {"actives": 4}}},
        {"countries": {"iraq": {"troops": 2, "markers": ["NATO"], "sleepers": 1}}},
        {"countries": {"united_states": {"markers": ["Patriot Act"]}, "canada": {"sleepers": 1}}},
        {"lapsing": ["Biometrics"], "countries": {"france": {"sleepers": 1}}},
    ]
    out = [Game.new("lets_roll", seed=1, position=p) for p in specials]
    for special in specials:  # (and each with every other Cell off the map)
        h = Game.new("lets_roll", seed=2, position=special)
        for cid, c in h.state.countries.items():
            if not c.markers and not c.cadre and cid not in str(special):
                c.sleepers = c.actives = 0
        out.append(h)
    for seed in range(6):
        for players in ("two", "solo"):
            g = Game.new(SCENARIOS[seed % 4], players, seed=seed)
            rnd = random.Random(seed)
            while not g.over and g.state.decisions < 400:
                if g.state.decisions % 9 == 0:
                    out.append(g.fork())
                p = g.prompt()
                assert p is not None
                g.act(p.role, rnd.choice(p.ids()))
    return out


def test_the_menus_one_pass_judges_each_operation_as_legal_does() -> None:
    from engine.ops import jihadist as jihadist_ops

    seen = set()
    for g in _positions():
        got = jihadist_ops.legal_all(g)
        assert got == {k: jihadist_ops.legal(g, k, v) for k in got for v in (1,)}
        assert all(got[k] == jihadist_ops.legal(g, k, 3) for k in got)
        seen.add(tuple(got.values()))
    assert len(seen) >= 4  # (the positions do tell the Operations apart)


def test_the_us_menus_one_pass_gives_each_operations_lowest_legal_value() -> None:
    from engine.ops import us as us_ops

    seen = set()
    positions = _positions() + [
        Game.new("lets_roll", seed=1, position=p)
        for p in (
            {"countries": {"iraq": {"markers": ["Iraqi WMD"]}}},  # (modifiers in effect: asked of `legal`)
            {"event_box": ["Al-Anbar"], "countries": {"iraq": {"clear": True, "governance": "poor", "cadre": True, "troops": 2}}},
            {"us_posture": "hard", "countries": {"iraq": {"governance": "islamist_rule", "troops": 6}}},
            {"us_posture": "soft", "countries": {"iraq": {"governance": "poor", "regime_change": "green", "troops": 6, "plots": [1]}}},
        )
    ]
    for g in positions:
        got = us_ops.legal_all(g)
        want = {k: next((v for v in (1, 2, 3) if us_ops.legal(g, k, v)), us_ops.NEVER) for k in got}
        assert got == want
        assert all(us_ops.legal(g, k, v) == (v >= got[k]) for k in got for v in (1, 2, 3))  # (monotonic)
        for top in (1, 2):  # (only the values up to the card's, with Reserves, asked)
            assert {k: v if v <= top else us_ops.NEVER for k, v in got.items()} == {
                k: v if v <= top else us_ops.NEVER for k, v in us_ops.legal_all(g, top).items()
            }
        seen.add(tuple(got.values()))
    assert len(seen) >= 6  # (the positions do tell the Operations apart)


def test_troops_counter_and_travel_autos_agree_with_troops_and_travel_auto() -> None:
    from engine.ops.jihadist import _travel_autos, travel_auto, travel_destinations

    for g in _positions():
        count = g.troops_counter()
        assert {c: count(c) for c in g.state.countries} == {c: g.troops(c) for c in g.state.countries}
        for origin in ("united_states", "iraq", "pakistan", "france", "canada"):
            dests = travel_destinations(g, origin)
            assert _travel_autos(g, origin, dests) == {d: d != origin and travel_auto(g, origin, d) for d in dests}


def test_the_us_scans_shortcuts_while_idle_give_what_their_general_paths_give(monkeypatch: pytest.MonkeyPatch) -> None:
    """The US target scans take shortcuts while no event modifies a point (`idle`): the same
    targets, in the same order, as their general paths (asked with `idle` always False)."""
    from engine.ops import us as us_ops

    positions = _positions() + [
        Game.new("lets_roll", seed=1, position={"us_posture": "hard", "countries": {"iraq": {"governance": "islamist_rule", "troops": 6}}})
    ]

    def answers() -> list[object]:
        out: list[object] = []
        for g in positions:
            for v in (1, 2, 3):
                out.append((us_ops.woi_targets(g, v), us_ops.disrupt_targets(g, v), us_ops.deploy_origins(g, v), us_ops.rc_targets(g, v)))
                out.append([us_ops.deploy_destinations(g, v, o) for o in (us_ops.TRACK, "iraq", "afghanistan", "pakistan")])
            out.append(us_ops.legal_all(g, 3))
        return out

    fast = answers()
    assert any(isinstance(x, list) and x[0] for x in fast)  # (destinations from the track found)
    assert any(isinstance(x, tuple) and x[3] for x in fast)  # (a Regime Change target found)
    monkeypatch.setattr(us_ops, "idle", lambda name, g: False)
    assert answers() == fast


def test_nato_counts_in_the_troops_counter() -> None:
    g = Game.new("lets_roll", seed=1, position={"countries": {"iraq": {"troops": 2, "markers": ["NATO"]}}})
    assert g.troops_counter()("iraq") == g.troops("iraq") == 4


def test_one_countrys_troops_asked_of_the_hook_alone_are_the_scans() -> None:
    """`Board.troops` asks the `troops` modifiers of one country without their `idle` test (NATO's
    scans the map): the cubes and NATO's two (card 41) in every position, as a scan's
    `troops_counter` (idle asked once) counts them."""
    from engine.hooks import idle

    positions = _positions()
    assert any(not idle("troops", g) for g in positions)  # (NATO in play in some)
    for g in positions:
        counter = g.troops_counter()
        by_hand = {c: cs.troops + (2 if "NATO" in cs.markers else 0) for c, cs in g.state.countries.items()}  # (card 41)
        assert {c: g.troops(c) for c in g.state.countries} == by_hand == {c: counter(c) for c in g.state.countries}
    g = Game.new("lets_roll", seed=1, position={"countries": {"iraq": {"troops": 2, "markers": ["NATO"]}}})
    assert g.troops("iraq") == 4 and g.troops("syria") == g.state.countries["syria"].troops


def test_the_card_menu_offers_reserves_where_the_rules_allow_them() -> None:
    """The Operations menu asks the boosted value only where it can add a target (US) or never
    (Jihadist): its options are those the plain rule gives for each value."""
    from engine.cardplay import JIHADIST_OPS, US_OPS
    from engine.data import CARDS
    from engine.ops import jihadist as jihadist_ops
    from engine.ops import us as us_ops

    checked = 0
    for seed in range(8):
        g = Game.new(SCENARIOS[seed % 4], seed=seed, position={"reserves": {"us": 2, "jihadist": 2}})
        rnd = random.Random(seed)
        while not g.over and g.state.decisions < 300:
            p = g.prompt()
            assert p is not None
            if p.kind == "how" and g.state.in_play:
                n, role = g.state.in_play[-1], p.role
                value = CARDS[n].ops
                boosted = min(3, value + g.state.reserves[role])
                ops, legal = (US_OPS, us_ops.legal) if role == "us" else (JIHADIST_OPS, jihadist_ops.legal)
                want = {f"ops:{k}" for k in ops if legal(g, k, value)}
                if boosted > value:
                    want |= {f"ops:{k}+r" for k in ops if legal(g, k, boosted)}
                got = {i for i in p.ids() if i.removeprefix("ops:").removesuffix("+r") in ops}
                assert got == want
                checked += 1
            g.act(p.role, rnd.choice(p.ids()))
    assert checked > 20


# ---------------------------------------------------------------------- the plain-class state
def test_the_plain_class_state_is_validated_and_serialized_as_a_pydantic_model() -> None:
    """GameState and CountryState are slots dataclasses (fast reads); pydantic still refuses
    unknown fields and wrong types at the edges, and writes the same JSON."""
    import json as json_

    from pydantic import ValidationError

    from engine.state import CountryState, GameState

    g = _played("lets_roll", "two", 3, limit=60)
    text = g.state.model_dump_json()
    back = GameState.model_validate_json(text)
    assert back == g.state and back.model_dump_json() == text
    assert isinstance(back.countries["iraq"], CountryState)
    assert GameState.model_validate(json_.loads(text)) == back
    assert back.model_dump(mode="json") == json_.loads(text)
    assert "log" not in back.model_dump(exclude={"log"})
    for bad in (
        {"countries": {"iraq": {"bogus": 1}}},
        {"countries": {"iraq": {"troops": "many"}}},
        {"bogus": 1},
        {"phase": "lunch"},
    ):
        data = json_.loads(text)
        for key, value in bad.items():
            if key == "countries":
                data["countries"]["iraq"].update(value["iraq"])
            else:
                data[key] = value
        with pytest.raises(ValidationError):
            GameState.model_validate_json(json_.dumps(data))
    copied = back.model_copy(deep=True)
    copied.countries["iraq"].troops += 1
    assert copied != back and list(GameState.model_fields)[:2] == ["scenario", "players"]


def test_the_plain_class_map_and_cards_are_validated_at_load() -> None:
    """CountryDef and CardDef are frozen slots dataclasses: pydantic still checks them at load."""
    import json as json_

    from pydantic import ValidationError

    from engine.data import _CARD_LIST, CARDS, COUNTRIES, HERE, MapData

    raw = json_.loads((HERE / "map.json").read_text())
    assert MapData.model_validate(raw).countries[0] == next(iter(COUNTRIES.values()))
    sunni = next(c for c in raw["countries"] if c["type"] == "sunni")
    for change in ({"resources": 9}, {"bogus": 1}, {"type": "martian"}):
        bad = json_.loads(json_.dumps(raw))
        next(c for c in bad["countries"] if c["id"] == sunni["id"]).update(change)
        with pytest.raises(ValidationError):
            MapData.model_validate(bad)
    cards = json_.loads((HERE / "cards.json").read_text())
    assert _CARD_LIST.validate_python(cards)[0] == CARDS[1]
    for change in ({"ops": 4}, {"bogus": 1}, {"side": "Nobody"}):
        with pytest.raises(ValidationError):
            _CARD_LIST.validate_python([cards[0] | change])
    with pytest.raises(AttributeError):  # (frozen, as the pydantic models were)
        CARDS[1].ops = 3  # type: ignore[misc]


def test_a_log_entry_is_a_plain_class_validated_and_serialized_as_before() -> None:
    """LogEntry is a slots dataclass (issue 21: a long game writes thousands and a replay compares
    them): pydantic still reads an old save's "text", refuses unknown fields and wrong types, and
    writes the JSON the BaseModel wrote (the key "msg", the fields in their order)."""
    from dataclasses import is_dataclass

    from pydantic import ValidationError

    from engine.msg import Msg, country, m
    from engine.state import LogEntry, log_entry

    assert is_dataclass(LogEntry) and not hasattr(log_entry(0, 1, "x", "info", None), "__dict__")
    e = log_entry(3, 2, m("woi-result", country=country("iraq"), roll=5), "roll", "us")
    text = e.model_dump_json()
    assert (
        text
        == '{"seq":3,"turn":2,"msg":{"id":"woi-result","args":{"country":{"country":"iraq"},"roll":5}},"kind":"roll","to":"us"}'
    )
    assert e.model_dump() == json.loads(text) and log_entry(0, 1, "x", "info", None).model_dump()["msg"] == "x"
    back = LogEntry.model_validate_json(text)
    assert back == e and isinstance(back.msg, Msg) and back != log_entry(3, 2, "x", "roll", "us")
    old = LogEntry.model_validate_json('{"seq":0,"turn":1,"text":"Turn 1","kind":"phase","to":null}')
    assert old == LogEntry(0, 1, "Turn 1", "phase", None)
    for bad in ('{"seq":0,"turn":1,"msg":"x","bogus":1}', '{"seq":"first","turn":1,"msg":"x"}', '{"seq":0,"turn":1}',
                '{"seq":0,"turn":1,"msg":"x","to":"nobody"}'):  # fmt: skip
        with pytest.raises(ValidationError):
            LogEntry.model_validate_json(bad)


def test_state_json_writes_the_new_entries_in_one_call_and_cuts_them_where_each_ends() -> None:
    """`state_json` serializes the entries added since it last ran in one pydantic call and finds
    where each ends: the text is `model_dump_json`'s whatever the entries say (an old save's plain
    sentence holding `,{"seq":`, quotes, other scripts), also after an undo keeps a prefix of them."""
    from engine.state import log_entry

    g = _played("lets_roll", "two", 5, limit=40)
    assert g.state_json() == g.state.model_dump_json()
    tricky = ['a ,{"seq":1} b', 'quote " and \\ back', "Ирак — ок", "", "line\nbreak\t\x01"]
    for i, text in enumerate(tricky):
        g.state.log.append(log_entry(len(g.state.log), 1, text, "info", None))
        if i % 2:
            assert g.state_json() == g.state.model_dump_json()
    assert g.state_json() == g.state.model_dump_json()
    entries, ends, text = g._log_json
    assert len(ends) == len(g.state.log) and entries == g.state.log
    assert json.loads(f"[{text[ends[-len(tricky) - 1] + 1 : ends[-len(tricky)]]}]")[0]["msg"] == tricky[0]
    del g.state.log[-3:]  # a prefix of the same entries (as an undo keeps)
    assert g.state_json() == g.state.model_dump_json()
    rnd = random.Random(5)
    while not g.over and g.state.decisions < 80:
        p = g.prompt()
        assert p is not None
        g.act(p.role, rnd.choice(p.ids()))
        back = g.undone()
        if back is not None:
            assert back.state_json() == back.state.model_dump_json()
        assert g.state_json() == g.state.model_dump_json()
def test_the_how_menus_fixed_options_are_made_once_and_say_the_same() -> None:
    """Issue 21: the "how will you play" menu's options are the same messages for every play of
    the same card value (made once, shared: a message is immutable), worded as before."""
    from engine.cardplay import JIHADIST_OPS
    from engine.msg import cardname, m

    menus = []
    for seed in (9, 10):
        g = Game.new("lets_roll", seed=seed)
        p = g.prompt()
        assert p is not None and p.kind == "card"
        g.act(p.role, next(o.id for o in p.options if o.id.startswith("play:")))
        q = g.prompt()
        assert q is not None and q.kind == "how"
        n = g.state.in_play[-1]
        menus.append((n, {o.id: o.msg for o in q.options}))
    for n, menu in menus:
        from engine.data import CARDS

        ops = CARDS[n].ops
        for k, label in JIHADIST_OPS.items():
            if f"ops:{k}" in menu:
                assert menu[f"ops:{k}"] == m("how-op", op=label, ops=ops)
        if "event" in menu:
            assert menu["event"] == m("how-event", card=cardname(n))
    (n1, a), (n2, b) = menus
    shared = [k for k in a if k.startswith("ops:") and k in b and a[k] == b[k]]
    assert shared and all(a[k] is b[k] for k in shared)


def test_the_travel_menu_without_events_is_the_maps_own_made_once() -> None:
    """Issue 21: with no event changing Travel or adjacency, a Travel destinations menu is made
    once per origin: the same destinations, order and automatic Travels as the general path."""
    from engine.data import COUNTRIES
    from engine.ops.jihadist import _plain_travel_menu, _travel_autos, travel_destinations

    g = Game.new("lets_roll", seed=3)
    for origin in COUNTRIES:
        auto = _travel_autos(g, origin, travel_destinations(g, origin))
        dests = sorted(auto, key=lambda d: 0 if d == origin else 1 if auto[d] else 2)
        plain = _plain_travel_menu(origin)
        assert list(plain[0]) == dests and plain[1] == auto and list(plain[2]) == [f"country:{d}" for d in dests]
        assert _plain_travel_menu(origin) is plain


def test_the_order_question_is_made_once_per_card_and_operation() -> None:
    """6.3.2: the question whether the opponent's Event or the Operation comes first says the
    same as it was built each time, and is made once per card and Operation."""
    from engine.cardplay import JIHADIST_OPS, US_OPS, _order_menu
    from engine.msg import cardname, m

    for n, op, label in ((17, "recruit", JIHADIST_OPS["recruit"]), (120, "woi", US_OPS["woi"])):
        text, order = _order_menu(n, op)
        assert text == (m("order-election") if n == 120 else m("order-opponents-event", card=cardname(n)))
        assert order == (("first:event", m("order-event-first", card=cardname(n))), ("first:ops", m("order-ops-first", op=label)))
        assert _order_menu(n, op)[0] is text


def test_the_messages_made_once_say_what_they_said_when_made_each_time() -> None:
    """Issue 21: the labels, questions and log lines made once (cached) are the messages the rules
    built each time before, and shared."""
    from engine import msg
    from engine.cardplay import JIHADIST_OPS, _plain_label, _plays_ops, card_label
    from engine.deal import _you_draw
    from engine.msg import m
    from engine.ops.jihadist import _ask_text, _gov_cells, _stop_here
    from engine.ops.us import loc

    pairs = [
        (_gov_cells("iraq", None, 2), m("country-gov-cells", country=msg.country("iraq"), gov=msg.governance(None), cells=2)),
        (_stop_here(1, 3), ("done", m("stop-here", used=1, ops=3))),
        (_ask_text("designate-ask", 2, 3, JIHADIST_OPS["plot"]), m("designate-ask", op=m("op-plot"), n=2, ops=3)),
        (_ask_text("travel-origin-ask", 1, 2), m("travel-origin-ask", n=1, ops=2)),
        (loc("track"), m("troops-track")),
        (loc("iraq"), m("country-name", country=msg.country("iraq"))),
        (_you_draw(17), m("you-draw", card=msg.card(17))),
        (_plays_ops("jihadist", 17, "recruit"), m("plays-ops", side=msg.role("jihadist"), card=msg.card(17), op=m("op-recruit"))),
        (_plays_ops("us", 17, "reserves"), m("plays-ops", side=msg.role("us"), card=msg.card(17), op=m("op-reserves"))),
        (_plain_label(True, 17), m("play-card", card=card_label(17))),
        (_plain_label(False, 17), m("how-play", card=card_label(17))),
    ]
    for made, built in pairs:
        assert made == built
    assert _gov_cells("iraq", None, 2) is pairs[0][0] and loc("iraq") is pairs[5][0]


def test_special_forces_targets_from_the_cubes_are_the_rules_own() -> None:
    """Cards 8-10: while no event changes Troops or Adjacency, the targets found from the Troops
    cubes and the map are those of `troops` and `neighbours` (a Cell with Troops there or in an
    Adjacent country), along random games."""
    from engine.events.us import _special_forces_targets

    seen = 0
    for seed in range(4):
        g = Game.new("lets_roll", seed=seed)
        rnd = random.Random(seed)
        while not g.over and g.state.decisions < 150:
            want = [c for c in g.state.countries if g.c(c).cells and (g.troops(c) or any(g.troops(n) for n in g.neighbours(c)))]
            assert _special_forces_targets(g) == want
            seen += bool(want)
            p = g.prompt()
            g.act(p.role, rnd.choice(p.ids()))
    assert seen


def _spoil(obj: object, seen: set[int]) -> None:
    """Change, in place, every list, dict and object reachable from `obj` (a state's)."""
    if id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, list):
        for x in list(obj):
            _spoil(x, seen)
        obj.append(7)
    elif isinstance(obj, dict):
        for x in list(obj.values()):
            _spoil(x, seen)
        obj["spoiled"] = [7]
    elif isinstance(obj, BaseModel) or dataclasses.is_dataclass(obj):
        names = type(obj).model_fields if isinstance(obj, BaseModel) else [f.name for f in dataclasses.fields(obj)]  # type: ignore[arg-type]
        for name in names:
            v = getattr(obj, name)
            _spoil(v, seen)
            if v.__class__ is int:
                setattr(obj, name, v + 1)


def test_a_state_copy_shares_nothing_the_rules_change_and_dumps_as_the_state_did() -> None:
    """`copy_state` (a checkpoint's copy): whatever changes the state afterwards, in any list, dict,
    country, Plot marker's flags, scripted die or flag, the copy's JSON stays the state's then."""
    g = Game.new("lets_roll", seed=5, position={"countries": {"iraq": {"governance": "fair", "plots": [{"value": 2, "backlash": True}]}}})
    g.script_dice(3, test=[2], plot=[1, 6])
    g.state.flags["nested"] = {"list": [1, 2]}
    assert any(pl.flags for c in g.state.countries.values() for pl in c.plots)
    before = g.state.model_dump_json(exclude={"log"})
    copied = copy_state(g.state)
    assert copied.model_dump_json(exclude={"log"}) == before and copied.log == []
    _spoil(g.state, set())
    assert g.state.deck[-1] == 7 and g.state.countries["iraq"].plots[0].flags[-1] == 7  # (it did change)
    assert copied.model_dump_json(exclude={"log"}) == before


@pytest.mark.parametrize(("players", "every"), [("two", False), ("solo", False), ("two", True)])
def test_checkpoints_are_written_only_when_asked_and_say_the_state_at_their_units_start(
    players: str, every: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A unit's checkpoint is a copy of the state (`Checkpoint`): a game played through `act` alone
    writes no checkpoint's JSON; asked later (a save, a copy, an undo), each says the state exactly
    as it was at its unit's start, the same game and save as before."""
    taken: list[tuple[Checkpoint, str]] = []
    snapshot = Game._snapshot

    def recorded(self: Game) -> Checkpoint:
        cp = snapshot(self)
        taken.append((cp, self.state.model_dump_json(exclude={"log"})))
        return cp

    monkeypatch.setattr(Game, "_snapshot", recorded)
    monkeypatch.setattr(engine.game, "CHECKPOINT_SPAN", 16)  # (many checkpoints in few decisions)
    g = Game.new("anaconda", players, seed=16, length=2)
    g.unit_checkpoints = every
    rnd = random.Random(16)
    while g.state.decisions < 120:
        p = g.prompt()
        assert p is not None
        g.act(p.role, rnd.choice(p.ids()))
    assert not g.over and len(taken) > 5
    assert all(cp._text is None for cp, _ in taken)  # none written while nobody asked
    text = g.to_json()
    assert all(cp._text is None for cp, _ in taken[:-1])  # a save writes the one in force only
    assert all(cp.json() == then for cp, then in taken)
    h = Game.from_json(text)
    assert h.to_json() == text and h.state_json() == g.state_json()


def test_a_new_game_is_a_copy_of_its_set_ups_template_and_shares_nothing_with_it() -> None:
    """`Game.new` copies a validated template per set-up (engine.setup): a game that changes its
    state anywhere leaves the next game of that set-up as the first was."""
    first = Game.new("anaconda", "solo", seed=3).state_json()
    spoiled = Game.new("anaconda", "solo", seed=4)
    _spoil(spoiled.state, set())
    assert Game.new("anaconda", "solo", seed=3).state_json() == first


def _same(a: object, b: object, path: str = "state") -> str | None:
    """Where `a` and `b` differ in a value or in a type (a tuple for a list...), or None."""
    if type(a) is not type(b):
        return f"{path}: {type(a).__name__} against {type(b).__name__}"
    if isinstance(a, (list, tuple)):
        assert isinstance(b, (list, tuple))
        if len(a) != len(b):
            return f"{path}: {len(a)} items against {len(b)}"
        return next((d for i, (x, y) in enumerate(zip(a, b, strict=True)) if (d := _same(x, y, f"{path}[{i}]"))), None)
    if isinstance(a, dict):
        assert isinstance(b, dict)
        if list(a) != list(b):
            return f"{path}: keys {list(a)} against {list(b)}"
        return next((d for k in a if (d := _same(a[k], b[k], f"{path}.{k}"))), None)
    if isinstance(a, BaseModel) or (dataclasses.is_dataclass(a) and not isinstance(a, type)):
        names = type(a).model_fields if isinstance(a, BaseModel) else [f.name for f in dataclasses.fields(a)]  # type: ignore[arg-type]
        return next((d for n in names if (d := _same(getattr(a, n), getattr(b, n), f"{path}.{n}"))), None)
    return None if a == b else f"{path}: {a!r} against {b!r}"


@pytest.mark.parametrize("players", ["two", "solo"])
def test_a_restore_from_a_checkpoints_copy_starts_from_the_state_its_json_gives(
    players: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A copy or an undo restores from a copy of the checkpoint's copy (`Checkpoint.state`), not
    from its JSON read back: at every unit's start of whole games the two are the same state,
    value for value and type for type (a tuple is not a list, a Plot marker is a Plot)."""
    checked: list[str | None] = []
    snapshot = Game._snapshot

    def compared(self: Game) -> Checkpoint:
        cp = snapshot(self)
        checked.append(_same(cp.state(), GameState.model_validate_json(self.state.model_dump_json(exclude={"log"}))))
        return cp

    monkeypatch.setattr(Game, "_snapshot", compared)
    for seed in range(3):
        g = Game.new(SCENARIOS[seed], players, seed=seed, length=1 + seed)
        g.unit_checkpoints = True
        rnd = random.Random(seed)
        while not g.over:
            p = g.prompt()
            assert p is not None
            g.act(p.role, rnd.choice(p.ids()))
    assert len(checked) > 100 and [d for d in checked if d] == []
