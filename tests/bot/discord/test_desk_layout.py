"""Issue 33.4: one result is never split across two turn posts (bot/discord/phases.py's lay-out)."""

from __future__ import annotations

from types import SimpleNamespace

from bot.core.replies import KEY, Gist, PhaseBlock
from bot.discord.phases import RESULT_SIZE, PhasePosts, post_limit

CHANNEL = SimpleNamespace(id=1)


def block(lines: list[str], first: int, title: str | None = None) -> PhaseBlock:
    return PhaseBlock(
        title=title, lines=lines, turn=1, first=first, last=first + len(lines), gists=[Gist(weight=KEY) for _ in lines]
    )


def test_an_actions_lines_go_on_together_in_the_turns_next_post() -> None:
    posts = PhasePosts()
    filler = [f"US plays #{n} a card with a long enough name for Operations, line {n}" for n in range(1, 40)]
    kept = []
    for n, line in enumerate(filler):  # the phase under way, an action at a time, until the post is nearly full
        if len("\n".join(["**Turn 1: US Action Phase**", *kept, line])) > post_limit() - 60:
            break
        kept.append(line)
        title = "Turn 1: US Action Phase" if n == 0 else None
        posts.lay_out(1, CHANNEL, [block([line], n + 1, title)], "x", 0)
    first = posts.current[1]
    result = [
        "Minor Jihad in Central Asia (Poor): rolls 4, 1 → 1 success",
        "Central Asia: Governance Poor → Islamist Rule",
    ]
    assert sum(len(x) + 1 for x in result) <= RESULT_SIZE
    touched, _ = posts.lay_out(1, CHANNEL, [block(result, 100)], "x", 0)
    assert len(touched) == 2 and touched[0] is first, "the turn went on in a new post"
    second = touched[1]
    assert [ln for s in second.sections for ln in s.lines] == result, "the whole result, together"
    assert not set(result) & {ln for s in first.sections for ln in s.lines}
    assert second.sections[0].title == "Turn 1: US Action Phase (continued)"
