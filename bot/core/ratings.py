"""Ratings of 2-player games between people (issue 35): what is rated, the rating of one game, the
rebuild from the records, the ladder's rows and the reply-time quartiles. Pure functions of
records: no store, no Discord, no service; the service stores what they return.

The library: `openskill` (Weng-Lin Bayesian rating, the Plackett-Luce model; MIT). Chosen over
`glicko2` because it is maintained (regular releases), models each rating's uncertainty (`sigma`,
shown on the ladder and shrinking as a player plays), rates teams (which is how the side is
modelled, below), is deterministic (the same games in the same order give the same floats, so a
rebuild equals the stored ratings) and runs as pure Python where no compiled wheel exists.
Glicko-2 updates by rating periods, which suits a turn-based batch better than a stream of
games that each end at their own time.

The side: a side term fitted from the games. Labyrinth is asymmetric and the balance between the
US and the Jihadist is a property of the game that every game tells something about. Each side is
a pseudo-player (`side:us`, `side:jihadist`) on its player's team, so a team's strength is the
player's plus the side's, and every rated game moves both. The side term is
`mu(side:us) - mu(side:jihadist)`. A rating per side plus an overall one would split each player's
few games (asynchronous play is slow) into two thinner histories with twice the uncertainty,
and would hide the balance in every player's pair of numbers instead of naming it once; with
the fitted term a player's one rating is already side-neutral, and a win with the harder side
counts for more.

Guards: only finished 2-player games between two distinct humans with at least `MIN_DECISIONS`
decisions each are rated (`unrated_reason`); the 4th and later game of the same two players within
`TRADING_WINDOW` changes no rating (`win_trading`). A game abandoned before each side has made
`MIN_DECISIONS` decisions is aborted freely: no rating and no timeout (`abort_is_free`).

Scope: per server by default (`scope_key(server)`), or across every server (`ALL`). Games are
rated in finishing order (`finish_order`); `rebuild` replays a scope's records in that order and
gives the same ratings as rating each game as it finished (within 1e-9; in practice equal).
"""

from __future__ import annotations

import math
import statistics
from collections import defaultdict, deque
from collections.abc import Iterable, Mapping, Sequence
from typing import Annotated, Literal

from openskill.models import PlackettLuce
from pydantic import BaseModel, ConfigDict, Field

Side = Literal["us", "jihadist"]
SIDES: tuple[Side, Side] = ("us", "jihadist")
Time = Annotated[float, Field(allow_inf_nan=False)]

#: each side must have made this many decisions for a game to be rated (and for a timeout to count)
MIN_DECISIONS = 3
#: the same two players: at most this many rated games within `TRADING_WINDOW` (against win-trading)
TRADING_LIMIT = 3
TRADING_WINDOW = 7 * 24 * 3600.0
#: the scope of ratings across every server
ALL = "all"
#: the reply times the quartiles are taken over
REPLY_SAMPLE = 50

#: the library's defaults (mu 25, sigma 25/3, beta 25/6, tau 25/300): a new player's ordinal is 0
MODEL = PlackettLuce()
#: a side term's prior: its uncertainty starts at beta, so the first games move the players more
#: than the sides, and the sides settle as the games accumulate
SIDE_SIGMA = MODEL.beta

UnratedReason = Literal[
    "aborted",  # ended by abort (or never finished)
    "challenge",  # a community challenge attempt (a solo game against a fixed deck)
    "imported",  # imported from elsewhere: its players were not seen playing it here
    "from_position",  # started from a position, not from a scenario's setup
    "not_two_players",  # not one human seat per side
    "bot",  # a side played by a bot
    "same_player",  # both sides the same person
    "too_few_decisions",  # a side made fewer than MIN_DECISIONS decisions
    "win_trading",  # beyond TRADING_LIMIT games of the pair within TRADING_WINDOW
]


class Seat(BaseModel):
    model_config = ConfigDict(frozen=True)

    side: Side
    user_id: str = Field(min_length=1)
    bot: bool = False
    #: decisions this side made in the game (options chosen, not undone)
    decisions: int = Field(default=0, ge=0)


class GameRecord(BaseModel):
    """What rating needs of one finished game, read from its record (games, seats, actions)."""

    model_config = ConfigDict(frozen=True)

    game_id: int
    #: the Discord server (guild) the game was played on; None for the console and DMs
    server: str | None = None
    seats: tuple[Seat, ...]
    #: the winning side; None for a game without a winner (rated as a draw)
    winner: Side | None = None
    #: epoch seconds
    finished_at: Time
    from_position: bool = False
    imported: bool = False
    challenge: bool = False
    aborted: bool = False
    #: the side whose own clock ran out and so ended the game (the ladder's timeout share)
    timed_out: Side | None = None

    def seat(self, side: Side) -> Seat | None:
        return next((s for s in self.seats if s.side == side), None)

    def pair(self) -> tuple[str, str]:
        """The two players, in a fixed order (the key of the win-trading guard)."""
        a, b = sorted(s.user_id for s in self.seats)
        return a, b


class Rating(BaseModel):
    model_config = ConfigDict(frozen=True)

    mu: float
    sigma: float

    @property
    def display(self) -> float:
        """The ladder's number: the library's ordinal, mu - 3 sigma (0 for a new player; it
        rises both by winning and by playing, as the uncertainty shrinks)."""
        return self.mu - 3 * self.sigma


NEW_PLAYER = Rating(mu=MODEL.mu, sigma=MODEL.sigma)
NEW_SIDE = Rating(mu=MODEL.mu, sigma=SIDE_SIGMA)


def side_subject(side: Side) -> str:
    return f"side:{side}"


class Change(BaseModel):
    """One subject's rating before and after a game: a player (`user_id`) or a side term."""

    model_config = ConfigDict(frozen=True)

    subject: str
    side: Side
    before: Rating
    after: Rating

    @property
    def delta(self) -> float:
        """The change of the displayed rating (the end post shows it)."""
        return self.after.display - self.before.display


class GameRating(BaseModel):
    """A game's outcome for one scope, stored with the game: the changes when rated, else why not."""

    model_config = ConfigDict(frozen=True)

    game_id: int
    scope: str
    finished_at: Time
    unrated: UnratedReason | None = None
    #: the two players' changes then the two sides' (empty when unrated)
    changes: tuple[Change, ...] = ()

    @property
    def rated(self) -> bool:
        return self.unrated is None

    def player_changes(self) -> dict[str, Change]:
        return {c.subject: c for c in self.changes if not c.subject.startswith("side:")}


class Book:
    """The current ratings of one scope: players and the two side terms. `apply` updates it."""

    __slots__ = ("players", "sides")

    def __init__(self) -> None:
        self.players: dict[str, Rating] = {}
        self.sides: dict[Side, Rating] = {}

    def player(self, user_id: str) -> Rating:
        return self.players.get(user_id, NEW_PLAYER)

    def side(self, side: Side) -> Rating:
        return self.sides.get(side, NEW_SIDE)

    def apply(self, result: GameRating) -> None:
        for c in result.changes:
            if c.subject.startswith("side:"):
                self.sides[c.side] = c.after
            else:
                self.players[c.subject] = c.after

    def side_term(self) -> float:
        """The side advantage found, in rating points: positive when the US is favoured."""
        return self.side("us").mu - self.side("jihadist").mu

    def win_probability(self, us_player: str, jihadist_player: str) -> float:
        """The chance that the US wins a game between these two, the side term included."""
        return _p_first(
            [self.player(us_player), self.side("us")], [self.player(jihadist_player), self.side("jihadist")]
        )

    def even_match(self) -> float:
        """The chance that the US wins between two equal, well-known players: the side balance."""
        p = Rating(mu=MODEL.mu, sigma=0.0)
        return _p_first([p, self.side("us")], [p, self.side("jihadist")])


def _p_first(a: list[Rating], b: list[Rating]) -> float:
    """The chance that team `a` beats team `b` in the Plackett-Luce model `rate` fits: logistic in
    the difference of the teams' mu over c, c^2 = 2 beta^2 + both teams' sigma^2. (The library's
    `predict_win` takes a normal CDF there instead, sharper than the model its updates fit: its
    balance between equals came out 7-11 points further from even in bench/ratings.py, and its
    predictions of the winners scored a worse log-loss.)"""
    c = math.sqrt(2 * MODEL.beta**2 + sum(r.sigma**2 for r in (*a, *b)))
    return 1 / (1 + math.exp(-(sum(r.mu for r in a) - sum(r.mu for r in b)) / c))


def _model(r: Rating):  # noqa: ANN202 (the library's rating type)
    return MODEL.rating(mu=r.mu, sigma=r.sigma)


# ---------------------------------------------------------------- what is rated


def abort_is_free(decisions: Mapping[Side, int]) -> bool:
    """A game abandoned now ends with no rating and no timeout: a side has not yet made
    `MIN_DECISIONS` decisions (the clock asks this before a time out, the service before an abort)."""
    return any(decisions.get(side, 0) < MIN_DECISIONS for side in SIDES)


def unrated_reason(game: GameRecord) -> UnratedReason | None:
    """Why this game changes no rating on its own (None: it is rated, unless `win_trading`)."""
    if game.aborted:
        return "aborted"
    if game.challenge:
        return "challenge"
    if game.imported:
        return "imported"
    if game.from_position:
        return "from_position"
    us, jihadist = game.seat("us"), game.seat("jihadist")
    if len(game.seats) != 2 or us is None or jihadist is None:
        return "not_two_players"
    if us.bot or jihadist.bot:
        return "bot"
    if us.user_id == jihadist.user_id:
        return "same_player"
    if abort_is_free({"us": us.decisions, "jihadist": jihadist.decisions}):
        return "too_few_decisions"
    return None


def finish_order(game: GameRecord) -> tuple[float, int]:
    """The order games are rated in: when they finished, then their id."""
    return game.finished_at, game.game_id


def win_trading(game: GameRecord, earlier: Iterable[GameRecord]) -> bool:
    """The same two players have already finished `TRADING_LIMIT` eligible games within
    `TRADING_WINDOW` before this one (games in `earlier` that come later, or are not eligible, or
    are of another pair, do not count)."""
    pair, key = game.pair(), finish_order(game)
    since = game.finished_at - TRADING_WINDOW
    n = sum(
        1
        for g in earlier
        if g.pair() == pair and since < g.finished_at and finish_order(g) < key and unrated_reason(g) is None
    )
    return n >= TRADING_LIMIT


def scope_key(server: str | None, across: bool = False) -> str:
    """The ratings a game counts in: its server's by default, or `ALL` across servers."""
    if across:
        return ALL
    return f"server:{server}" if server else "server:direct"


def in_scope(game: GameRecord, scope: str) -> bool:
    return scope == ALL or scope_key(game.server) == scope


# ---------------------------------------------------------------- rating


def rate_game(game: GameRecord, book: Book, scope: str, earlier: Iterable[GameRecord] = ()) -> GameRating:
    """Rate one finished game against the scope's current ratings. `earlier` holds the scope's
    games that finished before it (those of the same pair within the window suffice), for the
    win-trading guard. Returns the change per player and side, to be stored with the game;
    `book` is not changed (`book.apply(result)` does it once stored)."""
    reason = unrated_reason(game) or ("win_trading" if win_trading(game, earlier) else None)
    if reason is not None:
        return GameRating(game_id=game.game_id, scope=scope, finished_at=game.finished_at, unrated=reason)
    us, jihadist = game.seat("us"), game.seat("jihadist")
    assert us is not None and jihadist is not None  # unrated_reason checked both
    before = [
        (us.user_id, "us", book.player(us.user_id)),
        (side_subject("us"), "us", book.side("us")),
        (jihadist.user_id, "jihadist", book.player(jihadist.user_id)),
        (side_subject("jihadist"), "jihadist", book.side("jihadist")),
    ]
    teams = [[_model(before[0][2]), _model(before[1][2])], [_model(before[2][2]), _model(before[3][2])]]
    ranks = [0, 0] if game.winner is None else ([0, 1] if game.winner == "us" else [1, 0])
    (a, b), (c, d) = MODEL.rate(teams, ranks=ranks)
    after = [a, b, c, d]
    changes = tuple(
        Change(subject=subject, side=side, before=old, after=Rating(mu=float(new.mu), sigma=float(new.sigma)))
        for (subject, side, old), new in zip(before, after, strict=True)
    )
    return GameRating(game_id=game.game_id, scope=scope, finished_at=game.finished_at, changes=changes)


def rebuild(games: Iterable[GameRecord], scope: str) -> tuple[Book, list[GameRating]]:
    """The scope's ratings from the records alone: its games replayed in finishing order, each
    rated as it was when it finished. Returns the ratings and each game's outcome, in order."""
    book = Book()
    results: list[GameRating] = []
    recent: dict[tuple[str, str], deque[GameRecord]] = defaultdict(deque)
    for game in sorted((g for g in games if in_scope(g, scope)), key=finish_order):
        eligible = unrated_reason(game) is None
        window: deque[GameRecord] = deque()
        if eligible:
            window = recent[game.pair()]
            while window and window[0].finished_at <= game.finished_at - TRADING_WINDOW:
                window.popleft()
        result = rate_game(game, book, scope, window)
        book.apply(result)
        results.append(result)
        if eligible:
            window.append(game)
    return book, results


def book_of(stored: Iterable[GameRating]) -> Book:
    """The ratings a scope's stored outcomes amount to (each subject's latest `after`)."""
    book = Book()
    for result in sorted(stored, key=lambda r: (r.finished_at, r.game_id)):
        book.apply(result)
    return book


def difference(a: Book, b: Book) -> float:
    """The largest gap between two books' mu or sigma (inf when they rate different players)."""
    if a.players.keys() != b.players.keys() or a.sides.keys() != b.sides.keys():
        return math.inf
    pairs = [(a.players[k], b.players[k]) for k in a.players] + [(a.sides[k], b.sides[k]) for k in a.sides]
    return max((max(abs(x.mu - y.mu), abs(x.sigma - y.sigma)) for x, y in pairs), default=0.0)


# ---------------------------------------------------------------- the ladder


class LadderRow(BaseModel):
    model_config = ConfigDict(frozen=True)

    user_id: str
    rating: float
    #: sigma: the rating's uncertainty
    uncertainty: float
    games: int
    wins_us: int
    wins_jihadist: int
    #: the share of the player's rated games that their own timeout ended (0..1)
    timeout_share: float


def ladder(
    book: Book,
    games: Iterable[tuple[GameRecord, GameRating]],
    opted_out: Iterable[str] = (),
    limit: int | None = None,
) -> list[LadderRow]:
    """The ladder of one scope, best first (rating, then games, then id): the players of its rated
    games, counted over those games, without the players who left the ladder."""
    hidden = set(opted_out)
    played: dict[str, int] = defaultdict(int)
    wins: dict[tuple[str, Side], int] = defaultdict(int)
    timeouts: dict[str, int] = defaultdict(int)
    for game, result in games:
        if not result.rated:
            continue
        for seat in game.seats:
            played[seat.user_id] += 1
            if game.winner == seat.side:
                wins[seat.user_id, seat.side] += 1
            if game.timed_out == seat.side:
                timeouts[seat.user_id] += 1
    rows = [
        LadderRow(
            user_id=user,
            rating=book.player(user).display,
            uncertainty=book.player(user).sigma,
            games=n,
            wins_us=wins[user, "us"],
            wins_jihadist=wins[user, "jihadist"],
            timeout_share=timeouts[user] / n,
        )
        for user, n in played.items()
        if user not in hidden
    ]
    rows.sort(key=lambda r: (-r.rating, -r.games, r.user_id))
    return rows if limit is None else rows[:limit]


class Quartiles(BaseModel):
    model_config = ConfigDict(frozen=True)

    #: seconds
    q1: float
    median: float
    q3: float
    #: how many replies they are taken over
    count: int


def reply_quartiles(durations: Sequence[float], last: int = REPLY_SAMPLE) -> Quartiles | None:
    """The quartiles of a player's reply times (seconds, oldest first) over their last `last`
    handovers; None before the first reply. A negative or non-finite duration is an error."""
    if any(not math.isfinite(d) or d < 0 for d in durations):
        raise ValueError("reply durations must be finite and not negative")
    sample = list(durations[-last:]) if last > 0 else []
    if not sample:
        return None
    if len(sample) == 1:
        return Quartiles(q1=sample[0], median=sample[0], q3=sample[0], count=1)
    q1, median, q3 = statistics.quantiles(sample, n=4, method="inclusive")
    return Quartiles(q1=q1, median=median, q3=q3, count=len(sample))


# ---------------------------------------------------------------- seeks

SeekRangeRefusal = Literal["not_finite", "inverted"]


def seek_range_refusal(low: float | None, high: float | None) -> SeekRangeRefusal | None:
    """Why a seek's rating range (displayed ratings, each end optional) is impossible, or None."""
    if any(x is not None and not math.isfinite(x) for x in (low, high)):
        return "not_finite"
    if low is not None and high is not None and low > high:
        return "inverted"
    return None


def in_range(rating: float, low: float | None, high: float | None) -> bool:
    return (low is None or rating >= low) and (high is None or rating <= high)


SeekSide = Literal["us", "jihadist", "either"]


class SeekView(BaseModel):
    """What pairing needs of one waiting seek (a row of `seeks` with its player's rating)."""

    model_config = ConfigDict(frozen=True)

    seek_id: int
    user_id: str
    side: SeekSide
    clock: str
    #: the seeker's displayed rating in the seek's scope
    rating: float
    low: float | None = None
    high: float | None = None
    #: epoch seconds
    created_at: Time


def compatible(a: SeekView, b: SeekView, blocks: Iterable[tuple[str, str]] = ()) -> bool:
    """Two seeks make a game: two people, sides that fit, the same clock, each rating in the other's
    range, and neither has blocked the other (`blocks`: (who, whom) pairs)."""
    if a.user_id == b.user_id or a.clock != b.clock:
        return False
    if a.side != "either" and a.side == b.side:
        return False
    if not (in_range(b.rating, a.low, a.high) and in_range(a.rating, b.low, b.high)):
        return False
    blocked = set(blocks)
    return (a.user_id, b.user_id) not in blocked and (b.user_id, a.user_id) not in blocked


def best_match(new: SeekView, waiting: Iterable[SeekView], blocks: Iterable[tuple[str, str]] = ()) -> SeekView | None:
    """The waiting seek a new one pairs with at once: the nearest rating first, then the oldest."""
    blocks = list(blocks)
    fits = [w for w in waiting if compatible(new, w, blocks)]
    return min(fits, key=lambda w: (abs(w.rating - new.rating), w.created_at, w.seek_id), default=None)
