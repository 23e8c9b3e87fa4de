"""bot/discord/phases.py: one channel post per turn, its phases as sections (issue 19)."""

from __future__ import annotations

from types import SimpleNamespace

from bot.core.replies import DETAIL, HEADLINE, KEY, Gist, PhaseBlock
from bot.discord.phases import PhasePosts, TurnPost, post_limit

CHANNEL = SimpleNamespace(id=5)


def block(
    title: str | None, lines: list[str], turn: int, first: int, *, ended: bool = False, gists: list[Gist] | None = None
) -> PhaseBlock:
    return PhaseBlock(title=title, lines=lines, turn=turn, first=first, last=first + len(lines), ended=ended, gists=gists or [])


def test_the_phases_of_a_turn_are_sections_of_one_post_and_a_new_turn_gets_a_new_post() -> None:
    posts = PhasePosts()
    touched, ended = posts.lay_out(1, CHANNEL, [block("Turn 1: Jihadist Action Phase", ["Jihadist bot plays #1 A"], 1, 1)], "x", 0)
    first = posts.current[1]
    assert touched == [first] and not ended
    # the next action: the phase ends and the next one begins, in the same post
    touched, ended = posts.lay_out(
        1, CHANNEL, [block(None, ["1 Cell placed in Iraq"], 1, 3, ended=True), block("Turn 1: US Action Phase", ["US plays #2 B for Deploy"], 1, 5)], "x", 0
    )  # fmt: skip
    assert touched == [first] and posts.current[1] is first
    assert [s.title for _, s in ended] == ["Turn 1: Jihadist Action Phase"]
    assert first.text().split("\n") == [
        "**Turn 1: Jihadist Action Phase**", "Jihadist bot plays #1 A", "1 Cell placed in Iraq",
        "**Turn 1: US Action Phase**", "US plays #2 B for Deploy",
    ]  # fmt: skip
    # the end of turn 1 stays in turn 1's post; turn 2 begins a new one; both are written
    touched, ended = posts.lay_out(
        1, CHANNEL, [block("End of turn 1", ["Funding 9 → 8 (Expenditures)"], 1, 8), block("Turn 2: Jihadist Action Phase", ["Jihadist bot plays #3 C"], 2, 10)], "x", 0
    )  # fmt: skip
    second = posts.current[1]
    assert second is not first and touched == [first, second]
    assert first.text().endswith("**End of turn 1**\nFunding 9 → 8 (Expenditures)")
    assert second.text() == "**Turn 2: Jihadist Action Phase**\nJihadist bot plays #3 C"
    assert [s.title for _, s in ended] == ["Turn 1: US Action Phase", "End of turn 1"]


def test_a_long_turn_shortens_its_finished_phases_before_it_goes_on_in_a_new_post() -> None:
    posts = PhasePosts()
    dice = [f"Recruit in Iraq: {n} succeeds" for n in range(1, 7)]
    phase = ["Jihadist bot plays #1 A (3 Ops, US) from the top of its pile", *dice, "Iraq: Governance Fair → Poor (Jihad)"]
    short = Gist(weight=HEADLINE, short="Jihadist bot plays #1 A (3 Ops, US)")
    gists = [short, *[Gist(weight=DETAIL)] * len(dice), Gist(weight=HEADLINE)]
    seq = 1
    for k in range(6):  # six finished phases of one turn, each about 250 characters
        touched, _ = posts.lay_out(1, CHANNEL, [block(f"Turn 1: Phase {k}", phase, 1, seq, ended=True, gists=gists)], "x", 0)
        seq += 20
    post = posts.current.get(1) or touched[-1]
    text = post.text()
    assert len(text) <= post_limit()
    # the finished phases were shortened: no dice, the card and the change of Governance stay
    oldest = "\n".join(post.sections[0].shown())
    assert post.shortened and "Recruit in Iraq" not in oldest
    assert "Jihadist bot plays #1 A (3 Ops, US)" in oldest and "Governance Fair → Poor" in oldest
    assert "Recruit in Iraq: 6 succeeds" in text, "the newest finished phase stays in full while it fits"
    # still more: the turn goes on in a new post, each under the limit
    many = ["US plays #9 Z for Deploy", *[f"Deploy {n} Troops from the Troops track to Iraq" for n in range(1, 60)]]
    deploys = [Gist(weight=HEADLINE), *[Gist(weight=KEY)] * 59]
    touched, _ = posts.lay_out(1, CHANNEL, [block("Turn 1: US Action Phase", many, 1, seq, gists=deploys)], "x", 0)
    assert len(touched) >= 2 and all(len(t.text()) <= post_limit() for t in touched)
    assert touched[-1].text().startswith("**Turn 1: US Action Phase (continued)**")
    assert "\n".join(t.text() for t in touched).count("Deploy 59 Troops") == 1  # nothing lost


def test_at_the_shortest_a_finished_action_phase_goes_without_its_title_and_an_empty_one_goes() -> None:
    """Issue 33 (channel posts per decision, the longer Russian above all): a turn's many Action
    Phases at the shortest keep who played which card (the line names its phase's player) without
    the phase's title; a finished phase with nothing left goes; a phase that does not open with a
    card's play keeps its title. In the same way in every language (by the lines' Gists)."""
    posts = PhasePosts()
    dice = [f"Recruit in Iraq: {n} succeeds" for n in range(1, 7)]
    played = Gist(weight=HEADLINE, plays=True)
    seq = 1
    posts.lay_out(1, CHANNEL, [block("Turn 1: Resolve Plots", ["Plot 1 in Iraq: 4, fails"], 1, seq, ended=True, gists=[Gist(weight=DETAIL)])], "x", 0)  # fmt: skip
    seq += 5
    for k in range(16):  # sixteen finished Action Phases, each a card and its dice
        phase = [f"Jihadist bot plays #{k + 1} A (3 Ops, US)", *dice]
        gists = [played, *[Gist(weight=DETAIL)] * len(dice)]
        posts.lay_out(1, CHANNEL, [block(f"Turn 1: Jihadist Action Phase {k}", phase, 1, seq, ended=True, gists=gists)], "x", 0)
        seq += 20
    posts.lay_out(1, CHANNEL, [block("End of turn 1", ["Funding 9 → 8 (Expenditures)"], 1, seq + 5, ended=True)], "x", 0)
    post = posts.current[1]
    assert post.turn == 1 and len(post.text()) <= post_limit()
    lines = post.text().split("\n")
    # every card still told, in one post: the oldest phases without their titles, no dice
    assert [ln for ln in lines if "plays #" in ln] == [f"Jihadist bot plays #{k + 1} A (3 Ops, US)" for k in range(16)]
    assert "**Turn 1: Jihadist Action Phase 0**" not in lines and not any("Recruit" in ln for ln in lines[:3])
    assert not any("Resolve Plots" in ln for ln in lines), "a finished phase with nothing left goes"
    assert "**End of turn 1**" in lines, "a phase that does not open with a card's play keeps its title"


def test_a_whole_phase_ending_in_one_action_is_shortened_rather_than_spilt_into_a_new_post() -> None:
    """A bot's Action Phase comes whole with one action (its block ends): where it does not fit in
    full it is shortened as a finished phase is, and the turn stays in one post (issue 33)."""
    posts = PhasePosts()
    first, _ = posts.lay_out(1, CHANNEL, [block("Turn 1: US Action Phase", ["US plays #2 B: Deploy"], 1, 1, ended=True)], "x", 0)
    travels = [f"Cell Travels: Afghanistan → Country {n} (roll {n % 6 + 1}, fails)" for n in range(30)]
    phase = ["Jihadist bot plays #1 A (3 Ops, US)", *travels, "Iraq: Governance Fair → Poor (Jihad)"]
    gists = [Gist(weight=HEADLINE, plays=True), *[Gist(weight=DETAIL)] * len(travels), Gist(weight=HEADLINE)]
    touched, ended = posts.lay_out(1, CHANNEL, [block("Turn 1: Jihadist Action Phase", phase, 1, 5, ended=True, gists=gists)], "x", 0)
    assert touched == first and len(touched[0].text()) <= post_limit()
    text = touched[0].text()
    assert "Jihadist bot plays #1 A (3 Ops, US)" in text and "Governance Fair → Poor" in text
    assert "Country 29" not in text and [s.title for _, s in ended] == ["Turn 1: Jihadist Action Phase"]


def test_the_post_under_way_is_stored_and_restored_after_a_restart() -> None:
    import asyncio

    rows: dict[int, tuple[str, str] | None] = {}

    async def load(game_id: int) -> tuple[str, str] | None:
        return rows.get(game_id)

    async def save(game_id: int, channel_id: str | None, state: str | None) -> None:
        rows[game_id] = (channel_id, state) if channel_id is not None and state is not None else None

    async def flow() -> None:
        before = PhasePosts(load, save)
        await before.restore(1, CHANNEL)
        before.lay_out(1, CHANNEL, [block("Turn 3: US Action Phase", ["US plays #2 B for Deploy"], 3, 40)], "x", 0)
        before.current[1].message_id = 777
        await before.store(1)
        after = PhasePosts(load, save)  # a restart: nothing in memory
        await after.restore(1, CHANNEL)
        post = after.current[1]
        assert isinstance(post, TurnPost) and post.message_id == 777 and post.turn == 3
        assert post.text() == "**Turn 3: US Action Phase**\nUS plays #2 B for Deploy"
        assert post.kept is None  # the attachments to keep are read from the message when needed
        # another channel (the game moved to a re-created thread): not restored
        other = PhasePosts(load, save)
        await other.restore(1, SimpleNamespace(id=6))
        assert 1 not in other.current

    asyncio.run(flow())
