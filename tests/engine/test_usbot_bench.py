"""bench/usbot.py's per-game results, its comparison of two versions on the same deals, and its
measure of what more futures would change."""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
from pathlib import Path

import pytest

from bench import usbot as bench
from engine import Game
from engine.selfplay import play_game, smart_policy
from engine.usbot import LEVELS
from engine.usbot import search as search_module
from tests.engine.test_usbot_ways import small_third


def _gentle_run(out: Path, **changes: object) -> argparse.Namespace:
    """The bench's arguments for one game a scenario at the gentle level (and the priorities), seed
    7, Normal, on one worker, each game's result written to `out` (`changes`: others)."""
    return argparse.Namespace(**{
        "games": 1, "levels": ["gentle"], "ideologies": ["normal"], "search_games": 0, "other_games": 0, "workers": 1,
        "progress": 0, "seed": 7, "results": str(out), "clairvoyant": False, **changes,
    })


def _results(path: Path, policy: str, won: list[bool]) -> str:
    """A `--results` file of `policy`'s Anaconda games, seeds 0, 1, ...: won or lost as listed."""
    path.write_text("".join(json.dumps({"policy": policy, "ideology": "normal", "scenario": "anaconda", "seed": s,
                                        "winner": "us" if w else "jihadist"}) + "\n" for s, w in enumerate(won)))
    return str(path)


def test_a_paired_comparison_counts_only_the_games_won_by_one_version():
    k = [("expert", "normal", "anaconda", s) for s in range(1, 7)]
    a = {k[0]: True, k[1]: True, k[2]: False, k[3]: False, k[4]: True}
    b = {k[0]: True, k[1]: False, k[2]: True, k[3]: False, k[5]: True}  # (k[4], k[5]: in one file only)
    r = bench.paired(a, b)
    assert (r["games"], r["both"], r["only_a"], r["only_b"]) == (4, 1, 1, 1)
    assert r["diff"] == 0 and r["low"] < 0 < r["high"] and r["p"] == 1.0
    ten = [("expert", "normal", "lets_roll", s) for s in range(10)]
    a = dict.fromkeys(ten, False) | {ten[0]: True}
    b = dict.fromkeys(ten, True) | {ten[1]: False, ten[2]: False, ten[3]: False}
    r = bench.paired(a, b)
    assert (r["both"], r["only_a"], r["only_b"]) == (1, 0, 6)
    assert abs(r["diff"] - 0.6) < 1e-9 and 0 < r["low"] < 0.6 < r["high"]
    assert abs(r["p"] - 2 / 2**6) < 1e-12  # (6 of 6 to B: the sign test's two tails)


def test_the_bench_writes_each_games_result_and_compares_two_files(tmp_path, capsys):
    out = tmp_path / "a.jsonl"
    bench.run(_gentle_run(out, turns=True, scenarios=bench.SCENARIO_IDS))
    lines = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert sorted((x["policy"], x["scenario"], x["seed"]) for x in lines) == sorted(
        (p, sc, 7) for p in ("smart", "gentle") for sc in bench.SCENARIO_IDS
    )
    assert all(x["winner"] in ("us", "jihadist") and x["victory"] and x["cpu"] >= 0 for x in lines)
    # --turns: the position at the US's first decision of each turn, turn by turn, then at the end
    for x in lines:
        assert [t["turn"] for t in x["turns"]] == list(range(1, len(x["turns"]) + 1)) and len(x["turns"]) >= 2
        assert x["end"]["turn"] >= x["turns"][-1]["turn"] and set(x["end"]) == {"turn", *bench.POSITION}
    start = {x["scenario"]: x["turns"][0] for x in lines if x["policy"] == "smart"}
    ma = start["mission_accomplished"]  # (its setup, Jihadist's first cards aside: Prestige 3, every Troop on the map)
    assert ma["us_cards"] == 7 and ma["good"] == 0 and ma["jihadist_cards"] in (7, 8, 9)
    said = capsys.readouterr().out
    rows = {r.split()[0]: r for r in said.splitlines() if r.startswith(("smart ", "gentle "))}
    # the CPU per game, and a level's as a multiple of the priorities' on the same deals (the run's floor)
    assert rows["gentle"].endswith("x the priorities'") and "priorities'" not in rows["smart"]
    assert "the mean position at the US's first decision of each turn" in said
    assert "gentle, mission accomplished:" in said and "Prestige" in said
    row = next(r.split() for r in said.splitlines() if r.split()[:1] == ["end"])
    assert row[1] == "1" and len(row) == 2 + len(bench.POSITION)  # (one game a scenario: "end", 1, then the means)
    won = bench.read_results(str(out))
    assert won == {(x["policy"], "normal", x["scenario"], 7): x["winner"] == "us" for x in lines}
    capsys.readouterr()
    bench.print_paired(str(out), str(out))
    said = capsys.readouterr().out
    assert "normal, gentle, all games: 4 games" in said and "B less A +0.0 points" in said


def test_two_editions_of_a_level_are_compared_on_the_same_deals(tmp_path, capsys):
    """`--paired`: the games of `expert` in one file and of `expert.2` in the other are the same
    deals played by two editions (`Level.key`); a file holding two editions of one level is refused."""

    first = _results(tmp_path / "first.jsonl", "expert", [True, True, False, False])
    second = _results(tmp_path / "second.jsonl", "expert.2", [True, False, True, True])
    bench.print_paired(first, second)
    said = capsys.readouterr().out
    assert "normal, expert (A expert, B expert.2), all games: 4 games; A won 2, B 3 (both 1, A only 1, B only 2)" in said
    bench.print_paired(second, second)
    assert "normal, expert, all games: 4 games" in capsys.readouterr().out
    both = tmp_path / "both.jsonl"
    both.write_text((tmp_path / "first.jsonl").read_text() + (tmp_path / "second.jsonl").read_text())
    with pytest.raises(ValueError, match="holds 2 editions of expert \\(expert, expert.2\\)"):
        bench.print_paired(str(both), second)


def test_the_bench_plays_the_scenarios_named_and_refuses_others(tmp_path, capsys, monkeypatch):
    """`--scenarios`: only those, in the table and the results file; an unknown one is refused
    with the list, before any game."""
    out = tmp_path / "ma.jsonl"
    bench.run(_gentle_run(out, turns=False, scenarios=["mission_accomplished"]))
    lines = [json.loads(x) for x in out.read_text(encoding="utf-8").splitlines()]
    assert sorted((x["policy"], x["scenario"]) for x in lines) == [("gentle", "mission_accomplished"), ("smart", "mission_accomplished")]
    said = capsys.readouterr().out
    header = next(r for r in said.splitlines() if r.startswith("policy"))
    assert "mission acco" in header and "anaconda" not in header and "lets roll" not in header
    monkeypatch.setattr("sys.argv", ["usbot", "--games", "1", "--scenarios", "anaconda,atlantis"])
    with pytest.raises(SystemExit, match="--scenarios: choose among lets_roll, "):
        bench.main()
    played: list[argparse.Namespace] = []
    monkeypatch.setattr(bench, "run", played.append)
    monkeypatch.setattr("sys.argv", ["usbot", "--games", "1", "--scenarios", "anaconda,lets_roll,anaconda"])
    bench.main()
    assert played[0].scenarios == ["anaconda", "lets_roll"]  # (a scenario named twice is played once)


def test_two_files_with_no_game_in_common_say_so(tmp_path, capsys):
    """`--paired` on files with no deal in common (another level, or a trial edition this process
    does not know) says what each holds, not nothing."""
    bench.print_paired(_results(tmp_path / "a.jsonl", "expert", [True]), _results(tmp_path / "b.jsonl", "expert.77", [True]))
    said = capsys.readouterr().out
    assert "no game in both: A holds expert, B expert.77" in said


def test_more_futures_are_judged_on_futures_of_their_own(monkeypatch, capsys):
    """`--futures`: at each card play the level's own search, then a judge over four times its
    futures and the searches over twice and four times them, each on futures of its own (its own
    seed), so the judge's luck favours none of the choices; the same figures on every run."""
    monkeypatch.setitem(LEVELS, "tiny", dataclasses.replace(LEVELS["strong"], name="tiny", samples=2, cards=2))
    calls: list[tuple[int, int]] = []
    real = search_module.search

    def spy(g, p, cands, samples, horizon, seed, **kw):
        calls.append((samples, seed))
        return real(g, p, cands, samples, horizon, seed, **kw)

    monkeypatch.setattr(search_module, "search", spy)
    a = bench.more_futures("tiny", 1, 4001)
    assert a["positions"] >= 1 and len(calls) == 4 * a["positions"]
    for k in range(0, len(calls), 4):
        assert [n for n, _ in calls[k : k + 4]] == [2, 8, 4, 8]
        assert len({seed for _, seed in calls[k : k + 4]}) == 4
    assert 0 <= a["agree"] <= a["positions"] and a["spread"] >= 0
    assert bench.more_futures("tiny", 1, 4001) == a
    assert "choosing on 4 futures" in capsys.readouterr().out


def test_clairvoyance_shows_the_trial_games_the_hidden_cards_and_plots_and_samples_only_the_dice(monkeypatch):
    """`--clairvoyant` (an upper bound, never a level): each worker's search copies the game with
    the Jihadist hand, the deck and the face-down Plots as they are; without it they are sampled."""
    g = Game.new(
        "lets_roll", players="solo", seed=11,
        position={"countries": {"iraq": {"plots": [1]}, "pakistan": {"plots": [3]}}, "available_plots": [1, 1, 2, 2]},
    )
    while g.prompt().kind != "card" or g.prompt().role != "us":
        g.act(g.prompt().role, smart_policy(g, g.prompt(), random.Random(0)))
    p = g.prompt()
    hidden = lambda x: (  # noqa: E731
        x.state.hands["jihadist"], x.state.deck,
        [q.value for c in x.state.countries.values() for q in c.plots], x.state.available_plots,
    )
    sampled = search_module.sample_game(g, p, random.Random(1))
    assert sampled is not None and hidden(sampled) != hidden(g)
    monkeypatch.setattr(search_module, "determinize", search_module.determinize)  # (put back after the test)
    bench.clairvoyant()
    seen = [search_module.sample_game(g, p, random.Random(k)) for k in (1, 2)]
    assert all(x is not None and hidden(x) == hidden(g) for x in seen)
    dice = {x.state.rng.seed for x in seen if x is not None}
    assert len(dice) == 2 and g.state.rng.seed not in dice  # (the dice sampled, each future its own)


def test_the_evaluation_fit_recovers_known_weights_and_writes_them_back(tmp_path):
    """bench/usbot_fit.py: Newton's method finds the weights that made synthetic results (the
    ridge pulls them in a little), a self-play game gives one row of features per US card play
    with its result, and the written module reads back as the same weights."""
    import importlib.util
    import math
    import random

    from bench import usbot_fit as fit

    rnd = random.Random(5)
    true = [1.5, -2.0, 0.7]  # (the last: the constant)
    xs = [[rnd.gauss(0, 1), rnd.gauss(0, 2), 1.0] for _ in range(4000)]
    ys = [int(rnd.random() < 1 / (1 + math.exp(-sum(w * x for w, x in zip(true, row, strict=True))))) for row in xs]
    got = fit.fit(xs, ys)
    assert all(abs(g - t) < 0.25 for g, t in zip(got, true, strict=True)), got
    assert fit.log_loss([search_module.fitted_chance(got, x) for x in xs], ys) < fit.log_loss([sum(ys) / len(ys)] * len(ys), ys)
    rows, hand, won = fit.one_game(("anaconda", "normal", 3))
    assert rows and len(rows) == len(hand) and won in (0, 1)
    assert all(len(r) == len(fit.names()) for r in rows) and all(0 <= v <= 1 for v in hand)
    assert fit.one_game(("anaconda", "normal", 3, "smart")) == (rows, hand, won)
    # a level's own games (`--us`): the game `play_game` plays at that level, from the same first position
    level = fit.one_game(("anaconda", "normal", 3, "standard"))
    played = play_game("anaconda", "normal", us="bot", level="standard", seed=3)
    assert level[2] == int(played.state.winner == "us") and level[0] != rows
    assert level[0][0] == rows[0]  # (the first card play: the same position, before any US choice)
    weights = [0.5 * i - 3 for i in range(len(fit.names()))]
    path = tmp_path / "fitted.py"
    fit.write(weights, path, "a test")
    spec = importlib.util.spec_from_file_location("fitted_test", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert list(module.WEIGHTS) == weights


def test_the_bench_counts_the_way_of_play_a_level_says_each_turn(tmp_path, capsys, monkeypatch):
    """A level that chooses its way of play each turn (`Level.ways`): each game's ways in its
    result, and their shares by turn under the table (the gentle level says none)."""
    lv = small_third(monkeypatch, 1)
    out = tmp_path / "ways.jsonl"
    bench.run(_gentle_run(out, turns=False, scenarios=["lets_roll"], levels=[lv.key, "gentle"]))
    lines = {x["policy"]: x for x in map(json.loads, out.read_text(encoding="utf-8").splitlines())}
    ways = lines[lv.key]["ways"]
    assert len(ways) >= 2 and set(ways) <= set(lv.ways)
    assert "ways" not in lines["gentle"] and "ways" not in lines["smart"]
    said = capsys.readouterr().out
    row = next(r for r in said.splitlines() if "its way of play by turn" in r)
    assert row.strip().startswith(f"{lv.key}, its way of play by turn: ") and row.endswith(f"of {len(ways)} turns")
    assert sum(int(w.split()[1]) for w in row.split(": ", 1)[1].rsplit(" of ", 1)[0].split(", ")) == len(ways)
