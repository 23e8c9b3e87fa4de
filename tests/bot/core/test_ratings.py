"""bot/core/ratings.py: what is rated, the guards, one game's change, the rebuild, the ladder."""

from __future__ import annotations

import math
import random

import pytest
from pydantic import ValidationError

from bot.core.ratings import (
    ALL,
    MIN_DECISIONS,
    NEW_PLAYER,
    TRADING_WINDOW,
    Book,
    GameRecord,
    Rating,
    Seat,
    SeekView,
    abort_is_free,
    best_match,
    book_of,
    compatible,
    difference,
    in_range,
    ladder,
    rate_game,
    rebuild,
    reply_quartiles,
    scope_key,
    seek_range_refusal,
    unrated_reason,
    win_trading,
)

DAY = 24 * 3600.0


def game(
    gid: int,
    us: str = "ann",
    jihadist: str = "bob",
    winner: str | None = "us",
    at: float = 1000.0,
    server: str | None = "s1",
    decisions: tuple[int, int] = (5, 5),
    **flags: object,
) -> GameRecord:
    return GameRecord(
        game_id=gid,
        server=server,
        seats=(
            Seat(side="us", user_id=us, decisions=decisions[0], bot=bool(flags.pop("us_bot", False))),
            Seat(side="jihadist", user_id=jihadist, decisions=decisions[1], bot=bool(flags.pop("jihadist_bot", False))),
        ),
        winner=winner,
        finished_at=at,
        **flags,
    )


# ---------------------------------------------------------------- what is rated


def test_a_finished_game_between_two_people_with_three_decisions_each_is_rated() -> None:
    assert unrated_reason(game(1, decisions=(MIN_DECISIONS, MIN_DECISIONS))) is None
    result = rate_game(game(1), Book(), "server:s1")
    assert result.rated and {c.subject for c in result.changes} == {"ann", "bob", "side:us", "side:jihadist"}


@pytest.mark.parametrize(
    ("flags", "reason"),
    [
        ({"aborted": True}, "aborted"),
        ({"challenge": True}, "challenge"),
        ({"imported": True}, "imported"),
        ({"from_position": True}, "from_position"),
        ({"us_bot": True}, "bot"),
        ({"jihadist_bot": True}, "bot"),
        ({"jihadist": "ann"}, "same_player"),
        ({"decisions": (MIN_DECISIONS - 1, 9)}, "too_few_decisions"),
        ({"decisions": (9, MIN_DECISIONS - 1)}, "too_few_decisions"),
    ],
)
def test_games_that_are_not_rated_say_why_and_change_nothing(flags: dict, reason: str) -> None:
    g = game(1, **flags)
    assert unrated_reason(g) == reason
    result = rate_game(g, Book(), "server:s1")
    assert result.unrated == reason and result.changes == ()
    book = Book()
    book.apply(result)
    assert book.players == {} and book.sides == {}


def test_a_solo_game_or_one_with_a_seat_missing_is_not_rated() -> None:
    one = GameRecord(game_id=1, seats=(Seat(side="us", user_id="ann", decisions=9),), finished_at=5.0)
    two_us = GameRecord(
        game_id=2, seats=(Seat(side="us", user_id="ann", decisions=9), Seat(side="us", user_id="bob", decisions=9)),
        finished_at=5.0,
    )  # fmt: skip
    assert unrated_reason(one) == unrated_reason(two_us) == "not_two_players"


def test_a_game_abandoned_before_each_side_made_three_decisions_is_aborted_freely() -> None:
    assert abort_is_free({"us": 2, "jihadist": 7})
    assert abort_is_free({"us": 3})  # the Jihadist has not moved yet
    assert abort_is_free({})
    assert not abort_is_free({"us": 3, "jihadist": 3})


def test_a_non_finite_finishing_time_is_refused() -> None:
    with pytest.raises(ValidationError):
        game(1, at=math.inf)
    with pytest.raises(ValidationError):
        game(1, at=math.nan)


# ---------------------------------------------------------------- win-trading


def test_the_fourth_game_of_a_pair_within_seven_days_changes_no_rating() -> None:
    games = [game(i, winner="us" if i % 2 else "jihadist", at=i * DAY) for i in range(1, 6)]
    _, results = rebuild(games, "server:s1")
    assert [r.unrated for r in results] == [None, None, None, "win_trading", "win_trading"]
    assert win_trading(games[3], games[:3]) and not win_trading(games[2], games[:2])


def test_the_window_slides_so_the_pair_is_rated_again_after_seven_days() -> None:
    times = [0.0, 1.0, 2.0, TRADING_WINDOW + 0.5, TRADING_WINDOW + 1.5]
    _, results = rebuild([game(i, at=t) for i, t in enumerate(times, start=1)], ALL)
    # at 7d+0.5 only the games at 1.0 and 2.0 are within 7 days, at 7d+1.5 only 2.0 and 7d+0.5
    assert [r.rated for r in results] == [True, True, True, True, True]
    crowded = [game(i, at=t) for i, t in enumerate([0.0, 1.0, 2.0, TRADING_WINDOW - 1.0], start=1)]
    assert [r.unrated for r in rebuild(crowded, ALL)[1]] == [None, None, None, "win_trading"]


def test_the_guard_counts_the_pair_whatever_sides_and_ignores_other_pairs_and_unrated_games() -> None:
    earlier = [
        game(1, us="ann", jihadist="bob", at=1.0),
        game(2, us="bob", jihadist="ann", at=2.0),  # sides swapped: the same pair
        game(3, us="ann", jihadist="cid", at=3.0),  # another pair
        game(4, at=4.0, decisions=(1, 1)),  # too short to be rated: not counted
        game(5, at=50.0),  # finished after the game asked about: not counted
    ]
    assert not win_trading(game(9, at=10.0), earlier)
    assert win_trading(game(9, at=10.0), [*earlier, game(6, at=6.0)])


# ---------------------------------------------------------------- one game's change and the side


def test_the_winner_gains_the_loser_loses_and_both_grow_surer() -> None:
    result = rate_game(game(1, winner="jihadist"), Book(), "server:s1")
    ch = result.player_changes()
    assert ch["bob"].after.mu > NEW_PLAYER.mu > ch["ann"].after.mu
    assert ch["bob"].delta > 0 and ch["bob"].after.sigma < NEW_PLAYER.sigma and ch["ann"].after.sigma < NEW_PLAYER.sigma
    # rate_game leaves the book alone; apply takes the change
    book = Book()
    rate_game(game(1), book, "server:s1")
    assert book.players == {}


def test_a_game_without_a_winner_is_rated_as_a_draw() -> None:
    ch = rate_game(game(1, winner=None), Book(), ALL).player_changes()
    assert abs(ch["ann"].after.mu - ch["bob"].after.mu) < 1e-9


def test_the_side_term_is_fitted_from_the_games() -> None:
    """Equal players, the US winning 3 games in 4: the model finds the US favoured, and then a win
    with the Jihadist counts for more than a win with the US."""
    rng = random.Random(7)
    players = [f"p{i}" for i in range(12)]
    games = []
    for i in range(240):
        a, b = rng.sample(players, 2)
        games.append(game(i, us=a, jihadist=b, winner="us" if rng.random() < 0.75 else "jihadist", at=i * DAY))
    book, _ = rebuild(games, ALL)
    assert book.side_term() > 0 and book.even_match() > 0.6
    equal = Book()
    equal.sides = dict(book.sides)
    us_win = rate_game(game(999, us="x", jihadist="y", winner="us"), equal, ALL).player_changes()["x"].delta
    j_win = rate_game(game(999, us="y", jihadist="x", winner="jihadist"), equal, ALL).player_changes()["x"].delta
    assert j_win > us_win > 0


def test_the_win_probability_takes_both_players_and_the_side() -> None:
    book = Book()
    for i in range(6):
        book.apply(rate_game(game(i, us="ann", jihadist=f"o{i}", at=i * DAY), book, ALL))
    assert book.win_probability("ann", "new") > 0.5 > book.win_probability("new", "ann")
    assert Book().win_probability("a", "b") == pytest.approx(0.5) and Book().even_match() == pytest.approx(0.5)
    # the logistic the Plackett-Luce updates fit: c^2 = 2 beta^2 + the four sigma^2
    a, s_us, b, s_j = book.player("ann"), book.side("us"), book.player("new"), book.side("jihadist")
    c = math.sqrt(2 * (25 / 6) ** 2 + a.sigma**2 + s_us.sigma**2 + b.sigma**2 + s_j.sigma**2)
    expected = 1 / (1 + math.exp(-(a.mu + s_us.mu - b.mu - s_j.mu) / c))
    assert book.win_probability("ann", "new") == pytest.approx(expected, rel=1e-12)


# ---------------------------------------------------------------- kept and rebuilt, scope


def community(n: int, seed: int = 3) -> list[GameRecord]:
    rng = random.Random(seed)
    players = [f"u{i}" for i in range(15)]
    out = []
    for i in range(n):
        a, b = rng.sample(players, 2)
        out.append(
            game(
                i + 1, us=a, jihadist=b, winner=rng.choice(["us", "jihadist"]), at=rng.uniform(0, 60 * DAY),
                server=rng.choice(["s1", "s2"]), decisions=(rng.randint(0, 30), rng.randint(0, 30)),
            )
        )  # fmt: skip
    return out


def test_ratings_stored_game_by_game_equal_the_rebuild_from_the_records() -> None:
    """As the service does it: at each game's end, the scope's ratings are read back from the stored
    changes, the game rated and its change stored; then a rebuild from the records alone."""
    games = community(150)
    for scope in ("server:s1", "server:s2", ALL):
        stored = []
        for g in sorted((g for g in games if g.server and scope in (ALL, f"server:{g.server}")), key=lambda g: g.finished_at):
            earlier = [x for x in games if x.finished_at < g.finished_at and scope in (ALL, f"server:{x.server}")]
            stored.append(rate_game(g, book_of(stored), scope, earlier))
        rebuilt, results = rebuild(games, scope)
        assert difference(book_of(stored), rebuilt) <= 1e-9
        assert results == stored  # every game's stored change is the rebuilt one


def test_the_rebuild_follows_the_finishing_order_not_the_order_given() -> None:
    games = community(60)
    shuffled = list(games)
    random.Random(1).shuffle(shuffled)
    assert difference(rebuild(games, ALL)[0], rebuild(shuffled, ALL)[0]) == 0.0
    # ties on the finishing time go by game id
    tied = [game(2, winner="jihadist", at=5.0), game(1, at=5.0)]
    assert [r.game_id for r in rebuild(tied, ALL)[1]] == [1, 2]


def test_a_scope_is_a_server_by_default_or_every_server() -> None:
    assert scope_key("123") == "server:123" and scope_key(None) == "server:direct" and scope_key("9", across=True) == ALL
    games = [game(1, server="s1"), game(2, us="cid", jihadist="dan", server="s2", at=2000.0)]
    assert set(rebuild(games, "server:s1")[0].players) == {"ann", "bob"}
    assert set(rebuild(games, ALL)[0].players) == {"ann", "bob", "cid", "dan"}


def test_difference_sees_a_player_missing_or_a_rating_apart() -> None:
    a, b = Book(), Book()
    a.players["x"] = Rating(mu=25.0, sigma=8.0)
    assert difference(a, b) == math.inf
    b.players["x"] = Rating(mu=25.0 + 1e-6, sigma=8.0)
    assert difference(a, b) == pytest.approx(1e-6)


# ---------------------------------------------------------------- the ladder


def test_the_ladder_puts_the_winner_above_the_loser_with_wins_per_side_and_timeouts() -> None:
    games = [
        game(1, us="ann", jihadist="bob", winner="us", at=1.0),
        game(2, us="bob", jihadist="ann", winner="jihadist", at=2.0, timed_out="us"),
        game(3, us="ann", jihadist="cid", winner="jihadist", at=3.0),
        game(4, us="ann", jihadist="bob", winner="us", at=4.0, decisions=(1, 9)),  # not rated: not counted
    ]
    book, results = rebuild(games, "server:s1")
    rows = ladder(book, zip(sorted(games, key=lambda g: g.finished_at), results, strict=True))
    by = {r.user_id: r for r in rows}
    assert by["ann"].games == 3 and by["ann"].wins_us == 1 and by["ann"].wins_jihadist == 1
    assert by["bob"].games == 2 and by["bob"].timeout_share == 0.5 and by["ann"].timeout_share == 0.0
    assert by["cid"].wins_jihadist == 1
    assert [r.rating for r in rows] == sorted((r.rating for r in rows), reverse=True)
    assert by["ann"].rating == book.player("ann").display and by["ann"].uncertainty == book.player("ann").sigma
    # one game: the winner above the loser
    book, results = rebuild(games[:1], "server:s1")
    assert [r.user_id for r in ladder(book, zip(games[:1], results, strict=True))] == ["ann", "bob"]


def test_players_who_left_the_ladder_are_not_listed() -> None:
    games = [game(1, us="ann", jihadist="bob")]
    book, results = rebuild(games, "server:s1")
    rows = ladder(book, zip(games, results, strict=True), opted_out={"ann"})
    assert [r.user_id for r in rows] == ["bob"]
    assert ladder(book, zip(games, results, strict=True), limit=1)[0].user_id == "ann"


# ---------------------------------------------------------------- reply times and seeks


def test_reply_quartiles_over_the_last_fifty_handovers() -> None:
    assert reply_quartiles([]) is None
    assert reply_quartiles([60.0]).median == 60.0  # type: ignore[union-attr]
    q = reply_quartiles([1000.0] * 10 + [float(i) for i in range(1, 51)])
    assert q is not None and q.count == 50 and (q.q1, q.median, q.q3) == (13.25, 25.5, 37.75)
    assert reply_quartiles([1.0, 2.0, 3.0], last=2).count == 2  # type: ignore[union-attr]


@pytest.mark.parametrize("bad", [-1.0, math.inf, math.nan])
def test_reply_quartiles_refuse_a_negative_or_non_finite_duration(bad: float) -> None:
    with pytest.raises(ValueError):
        reply_quartiles([5.0, bad])


def test_a_seek_with_an_impossible_rating_range_is_refused() -> None:
    assert seek_range_refusal(20.0, 10.0) == "inverted"
    assert seek_range_refusal(math.nan, 10.0) == seek_range_refusal(None, math.inf) == "not_finite"
    assert seek_range_refusal(None, None) is None and seek_range_refusal(10.0, 10.0) is None
    assert in_range(10.0, 10.0, 10.0) and in_range(-5.0, None, 0.0) and not in_range(11.0, None, 10.0)


def seek(sid: int, user: str, side: str = "either", rating: float = 0.0, at: float = 0.0, **kw: object) -> SeekView:
    return SeekView(seek_id=sid, user_id=user, side=side, clock=str(kw.pop("clock", "fast")), rating=rating,
                    created_at=at, **kw)  # type: ignore[arg-type]  # fmt: skip


def test_seeks_pair_with_a_fitting_side_clock_range_and_no_block() -> None:
    me = seek(1, "ann", side="us", rating=10.0, low=0.0, high=20.0)
    assert compatible(me, seek(2, "bob", side="jihadist", rating=15.0))
    assert compatible(me, seek(2, "bob", side="either", rating=15.0))
    assert not compatible(me, seek(2, "bob", side="us", rating=15.0))  # both want the US
    assert not compatible(me, seek(2, "ann", rating=15.0))  # accepting one's own seek
    assert not compatible(me, seek(2, "bob", rating=25.0))  # outside my range
    assert not compatible(me, seek(2, "bob", rating=15.0, low=12.0))  # I am outside theirs
    assert not compatible(me, seek(2, "bob", rating=15.0, clock="slow"))
    assert not compatible(me, seek(2, "bob", rating=15.0), blocks=[("bob", "ann")])  # either way


def test_a_new_seek_pairs_with_the_nearest_rating_then_the_oldest() -> None:
    me = seek(9, "ann", rating=10.0, at=100.0)
    waiting = [seek(1, "far", rating=30.0), seek(2, "late", rating=12.0, at=50.0), seek(3, "early", rating=8.0, at=20.0)]
    assert best_match(me, waiting).user_id == "early"  # type: ignore[union-attr]
    assert best_match(me, waiting, blocks=[("ann", "early"), ("late", "ann")]).user_id == "far"  # type: ignore[union-attr]
    assert best_match(me, []) is None
