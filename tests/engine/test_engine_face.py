"""The engine's face (DESIGN.md): prompts, illegal input, JSON, replay, views and secrets."""

import json
import random

import pytest

from engine import Game, IllegalAction, Setup
from engine.rng import ScriptedDiceError
from tests.helpers import choose, game_at


def test_illegal_inputs_leave_state_byte_identical():
    g = Game.new("lets_roll", seed=11)
    before = g.to_json()
    p = g.prompt()
    for role, opt, msg in [
        ("us", p.ids()[0], "Jihadist player's decision"),
        ("jihadist", "play:999", "not one of the options"),
        ("jihadist", "", "not one of the options"),
        ("referee", p.ids()[0], "Unknown role"),
    ]:
        with pytest.raises(IllegalAction, match=msg):
            g.act(role, opt)
        assert g.to_json() == before


def test_over_game_refuses():
    g = game_at({"countries": {"afghanistan": {"clear": True}, "iraq": {"governance": "poor", "alignment": "ally", "actives": 1}},
                 "hands": {"us": [40], "jihadist": []}, "phase": "us"})
    choose(g, "play:40", "ops:disrupt", "country:iraq")
    assert g.over and g.state.winner == "us" and "No Jihadist Cells" in str(g.state.victory)
    with pytest.raises(IllegalAction, match="over"):
        g.act("us", "hold")


def test_json_round_trip_mid_decision():
    g = Game.new("anaconda", seed=21)
    rnd = random.Random(3)
    for _ in range(40):
        p = g.prompt()
        g.act(p.role, rnd.choice(p.ids()))
        text = g.to_json()
        h = Game.from_json(text)
        assert h.to_json() == text
        assert h.prompt() == g.prompt()
    # both continue identically
    for _ in range(60):
        if g.over:
            break
        p = g.prompt()
        choice = rnd.choice(p.ids())
        g.act(p.role, choice)
        h.act(p.role, choice)
    assert g.state_json() == h.state_json()


def test_json_in_another_layout_loads_the_same_game():
    """from_json reads to_json's own text the fast way; the same JSON laid out otherwise (keys
    reordered, spaced) gives the same game, and malformed text is refused."""
    g = Game.new("lets_roll", seed=5)
    rnd = random.Random(2)
    for _ in range(25):
        p = g.prompt()
        g.act(p.role, rnd.choice(p.ids()))
    text = g.to_json()
    data = json.loads(text)
    other = json.dumps({k: data[k] for k in reversed(list(data))}, indent=1)
    assert Game.from_json(other).to_json() == text
    with pytest.raises(ValueError):
        Game.from_json(text[: len(text) // 2])


def test_the_saved_state_is_the_whole_state_after_each_decision_and_after_its_log_is_cut_back():
    """state_json writes the log from the entries' JSON it wrote before (only new entries are
    serialized); it must stay byte-equal to the plain dump, also when the log is cut back (a unit
    rebuilt from its checkpoint with fewer answers) and then grows with other entries."""
    g = Game.new("lets_roll", seed=4)
    rnd = random.Random(4)
    cut = 0
    while not g.over and cut < 5:
        p = g.prompt()
        g.act(p.role, rnd.choice(p.ids()))
        assert g.state_json() == g.state.model_dump_json()
        if len(g._answers) >= 2 and len(g.state.log) > g._checkpoint_log + 1:
            longer = len(g.state.log)
            g._answers.pop()  # back one decision within the unit, from its checkpoint
            g._restore()
            assert len(g.state.log) < longer
            assert g.state_json() == g.state.model_dump_json()
            cut += 1
    assert cut == 5


def test_replay_gives_identical_state():
    setup = Setup(scenario="mission_accomplished", seed=8)
    g = Game.new(setup.scenario, seed=setup.seed)
    rnd = random.Random(8)
    actions = []
    while not g.over and len(actions) < 300:
        p = g.prompt()
        c = rnd.choice(p.ids())
        actions.append((p.role, c))
        g.act(p.role, c)
    assert Game.replay(setup, actions).state_json() == g.state_json()


def test_seed_is_secret_and_views_redact():
    g = Game.new("lets_roll", seed=123456789)
    public = g.view(None).model_dump_json()
    us = g.view("us").model_dump_json()
    assert "123456789" not in public and "123456789" not in us
    assert g.view(None).hand is None
    assert len(g.view("us").hand) == 9 and len(g.view("jihadist").hand) == 9
    names = {c.name for c in g.view("jihadist").hand}
    pub_view = g.view(None)
    assert pub_view.prompt is None and pub_view.waiting_for == "jihadist"
    assert not any(f"You draw #{c.number} " in e.text for c in g.view("jihadist").hand for e in pub_view.log)
    assert all(e.to is None for e in pub_view.log)
    assert names  # the Jihadist sees its own hand


def test_plot_values_only_for_jihadist():
    g = game_at({"countries": {"iraq": {"governance": "poor", "alignment": "adversary", "sleepers": 1, "plots": [3]}}},
                players="two")
    iraq = lambda v: next(c for c in v.countries if c.id == "iraq")  # noqa: E731
    assert iraq(g.view(None)).plots == 1 and iraq(g.view(None)).plot_values is None
    assert iraq(g.view("us")).plot_values is None
    assert iraq(g.view("jihadist")).plot_values == ["3"]
    assert g.view(None).available_plot_values is None
    assert "3" not in json.dumps([e.text for e in g.view(None).log if "Plot" in e.text])


def test_undo_allowed_only_without_dice():
    g = game_at({"hands": {"us": [12], "jihadist": [48, 61]}})
    assert g.can_undo() == (False, "There is nothing to undo.") or g.state.decisions == 0
    choose(g, "play:48")
    assert g.can_undo()[0]  # choosing a card rolled nothing
    g.script_dice(3)
    choose(g, "ops:recruit", "country:afghanistan")
    ok, why = g.can_undo()
    assert not ok and "die" in why


@pytest.mark.parametrize("players, seed", [("two", 12), ("solo", 3)])
def test_undone_is_the_game_before_the_last_decision_byte_for_byte(players: str, seed: int) -> None:
    """Game.undone (issue 13: undo in constant time) rebuilds the game before its last decision
    from the save points it kept, exactly as it was saved then (to_json), across unit, phase and
    turn starts; undoing again goes back one more while the rules allow; the rebuilt game plays
    on as the original did; the game itself is left unchanged; None where can_undo refuses."""
    g = Game.new("lets_roll", players, seed, 2)
    rnd = random.Random(seed)
    saved: list[str] = []  # to_json before each decision
    chosen: list[tuple[str, str]] = []
    undone = walked = crossed = 0
    while not g.over and len(chosen) < 320:
        p = g.prompt()
        saved.append(g.to_json())
        chosen.append((p.role, rnd.choice(p.ids())))
        g.act(*chosen[-1])
        now = g.to_json()
        back = g.undone()
        assert (back is not None) == g.can_undo()[0]
        if back is None:
            continue
        undone += 1
        crossed += (back.state.phase, back.state.cards_played) != (g.state.phase, g.state.cards_played)  # into the unit before
        assert back.to_json() == saved[-1] and g.to_json() == now
        if len(chosen) % 5:
            continue
        k = 1
        while back is not None:  # as far back as the rules allow, then forward again
            assert back.to_json() == saved[-k]
            k, last, back = k + 1, back, back.undone()
        walked = max(walked, k - 1)
        for role, option in chosen[len(chosen) - k + 1 :]:
            last.act(role, option)
        assert last.to_json() == now
    assert undone > 50 and walked >= 3 and crossed > 10
    assert Game.from_json(g.to_json()).undone() is None  # a game read from JSON kept no save points


def test_state_json_is_the_states_own_json_as_the_log_grows_and_after_undo_or_reload():
    """state_json serializes each log entry once and keeps it (a long game is saved after every
    decision): its text stays byte for byte pydantic's, after each decision, after an undo or a
    restore (a shorter log sharing the first entries) and for a game read from JSON."""
    g = Game.new("lets_roll", "two", 12, 2)
    rnd = random.Random(7)
    undos = 0
    while not g.over and g.state.decisions < 250:
        p = g.prompt()
        g.act(p.role, rnd.choice(p.ids()))
        assert g.state_json() == g.state.model_dump_json()
        back = g.undone()
        if back is not None and rnd.random() < 0.3:
            undos += 1
            assert back.state_json() == back.state.model_dump_json()
            g = back
    h = Game.from_json(g.to_json())
    assert h.state_json() == h.state.model_dump_json() == g.state_json()
    assert undos > 10


def test_from_json_takes_the_log_from_a_later_moment_of_the_same_game():
    """from_json(text, log=) (undo from a turn snapshot) reads the save without its log, which it
    takes from the game in memory, and gives the same game; a log that does not fit is not used."""
    g = Game.new("lets_roll", seed=5)
    rnd = random.Random(5)
    saves = []
    while not g.over and len(saves) < 150:
        p = g.prompt()
        g.act(p.role, rnd.choice(p.ids()))
        saves.append(g.to_json())
    assert len(saves) > 100
    for text in saves[::6] + saves[-1:]:
        h = Game.from_json(text, log=g.state.log)
        assert h.to_json() == Game.from_json(text).to_json()
        assert h.state.log[0] is g.state.log[0]  # shared, not read again
    other = Game.new("lets_roll", seed=6)
    for wrong in (other.state.log, g.state.log[:10]):  # another game's, or too short
        h = Game.from_json(saves[100], log=wrong)
        assert h.to_json() == saves[100] and h.state.log[0] is not wrong[0]
    over = game_at({"countries": {"afghanistan": {"clear": True}, "iraq": {"governance": "poor", "alignment": "ally", "actives": 1}},
                    "hands": {"us": [40], "jihadist": []}, "phase": "us"})
    choose(over, "play:40", "ops:disrupt", "country:iraq")
    assert over.over and Game.from_json(over.to_json(), log=over.state.log).state_json() == over.state_json()


def test_event_playable_by_side_in_any_phase_and_both_modes():
    # issue 11.9: 6.2.5 association, 6.2.6 precondition, 6.2.8 Blocking; 9.6 for the solitaire bot
    pos = {"hands": {"us": [40], "jihadist": [117]}, "phase": "us", "discard": [],
           "countries": {"pakistan": {"sleepers": 1}}}
    g = game_at(pos)
    assert g.event_playable(60, "jihadist") and not g.event_playable(60, "us")  # Bhutto Shot, in the US phase
    assert g.event_playable(117, "us") and g.event_playable(117, "jihadist")  # Unassociated: either side
    solo = game_at(pos, players="solo")
    assert solo.event_playable(60, "jihadist") and solo.event_playable(117, "us")
    assert not solo.event_playable(117, "jihadist")  # 9.6: no Jihadist card in the discard pile
    g = game_at({**pos, "countries": {"pakistan": {"sleepers": 1, "markers": ["Bhutto Shot"]}}})
    assert not g.event_playable(33, "us")  # Benazir Bhutto is Blocked by Bhutto Shot
    for bad in ((0, "us"), (60, "referee")):
        with pytest.raises(IllegalAction):
            g.event_playable(*bad)


def test_dice_scripted_by_purpose():
    # issue 11.11: each roll takes the die scripted for its purpose, whatever the order
    pos = {"hands": {"us": [40, 2], "jihadist": []}, "countries": {"egypt": {"clear": True}}, "phase": "us"}
    g = game_at(pos)
    g.script_dice(governance=[6], test=[5])
    choose(g, "play:40", "ops:woi", "country:egypt")
    assert [e.text for e in g.state.log if e.kind == "roll"][-2:] == [
        "Test of Egypt: 5 → Fair Neutral", "War of Ideas in Egypt: 6 (Prestige +1) = 7: succeeds (5+ needed)"]
    assert not g.state.rng.by_purpose
    g = game_at(pos, dice={"governance": [6], "posture": [5]})  # a test die is missing: fail loudly
    choose(g, "play:40", "ops:woi")
    before = g.to_json()
    with pytest.raises(ScriptedDiceError, match="a test die was rolled, but the scripted dice left are"):
        g.act("us", "country:egypt")
    assert g.to_json() == before
    with pytest.raises(ValueError, match="no dice are rolled for tiebreak"):
        g.script_dice(tiebreak=[1])
    with pytest.raises(ValueError, match="whole numbers 1-6"):
        g.script_dice(plot=[7])


def test_every_roll_in_the_engine_says_its_purpose():
    import inspect

    from engine.board import Board

    assert "purpose" in inspect.signature(Board.roll).parameters
    with pytest.raises(TypeError):
        game_at({}).roll()  # type: ignore[call-arg]


PLOT_ALONE = {"countries": {"iraq": {"governance": "fair", "aid": 1, "troops": 1, "plots": [{"value": 2, "backlash": True}]}},
              "hands": {"us": [], "jihadist": [48]}, "phase": "plots"}


def test_one_chosen_plot_resolved_on_its_own():
    # issue 11.12: a position starting at 5.2.3 resolves the Plot placed there, with dice scripted by purpose
    g = game_at(PLOT_ALONE, dice={"plot": [2, 6]})
    s = g.state
    assert s.funding == 8  # Backlash: -1 instead of +1 (card 1), from Let's Roll's 9
    assert s.prestige == 6  # Troops there (8.5.6)
    assert s.countries["iraq"].governance == 3 and s.countries["iraq"].aid == 0  # one success: Aid off, Fair → Poor
    assert s.countries["iraq"].plots == [] and s.phase == "jihadist" and g.prompt().ids() == ["play:48"]


def test_rule_modifiers_are_in_force_in_a_fresh_process():
    # a game restored or started from a position in a new process must apply Lingering effects at once
    import subprocess
    import sys

    code = ("import json, sys; from engine import Game; "
            "g = Game.new('lets_roll', seed=1, position=json.loads(sys.argv[1]), dice={'plot': [2, 6]}); "
            "print(g.state.funding)")
    out = subprocess.run([sys.executable, "-c", code, json.dumps(PLOT_ALONE)], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "8"


@pytest.mark.parametrize("seed", [0, 7, 2**62 + 12345])
def test_dice_and_shuffles_are_the_seeds_streams(seed: int) -> None:
    """Each die is the dice stream's next draw (`_draw(seed, "dice", n)`) and a shuffle is
    Fisher-Yates on the deck stream's draws, however the hashes are computed (engine.rng)."""
    from engine.rng import RngState, _draw, roll_die, shuffle

    rng = RngState(seed=seed)
    assert [roll_die(rng, "test") for _ in range(50)] == [_draw(seed, "dice", n) % 6 + 1 for n in range(1, 51)]
    items, expected = list(range(1, 121)), list(range(1, 121))
    shuffle(rng, items)
    drawn = 0
    for i in range(len(expected) - 1, 0, -1):
        drawn += 1
        j = _draw(seed, "deck", drawn) % (i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert items == expected and rng.deck_drawn == 119 and rng.dice_drawn == 50
    other = RngState(seed=seed + 1)  # (another seed's streams: its own hashes)
    assert [roll_die(other, "test") for _ in range(50)] != [_draw(seed, "dice", n) % 6 + 1 for n in range(1, 51)]
