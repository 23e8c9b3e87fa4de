"""Issue 32, defect 3 (Discord's half), through the real library: `/labyrinth new position:` with a
file over the position limit is refused in words from the attachment's size, before the file is
downloaded, and no game opens; a small position file is still read."""

from __future__ import annotations

import json

import simcord

from bot.core.settings import POSITION_LIMIT
from tests.bot.discord.simcord.sim import answers, service, table


async def test_a_position_file_over_the_limit_is_refused_before_it_is_downloaded(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (ann,) = table(env, "labyrinth", "ann")
    cdn = env.backend.cdn
    fetched: list[str] = []
    get = cdn.get

    def counted(url: str) -> bytes | None:
        fetched.append(url)
        return get(url)

    cdn.get = counted  # type: ignore[method-assign]
    big = b'{"scenario": "lets_roll", "pad": "' + b"x" * POSITION_LIMIT + b'"}'
    said = [a.content or "" for a in answers(await ann.slash(channel, "labyrinth new", position=("big.json", big)))]
    assert any(f"That position file is too large ({len(big):,} bytes" in s and f"at most {POSITION_LIMIT:,}" in s for s in said), said
    assert not [u for u in fetched if u.endswith("/big.json")], "the oversized file was downloaded"
    assert await service(env).info(str(channel.id)) is None, "a game opened from a refused file"
    # a file under the limit is downloaded and read (here: refused for its content, in words)
    small = json.dumps({"scenario": "no_such_scenario"}).encode()
    said = [a.content or "" for a in answers(await ann.slash(channel, "labyrinth new", position=("small.json", small)))]
    assert [u for u in fetched if u.endswith("/small.json")], "a small position file was not read"
    assert any("I could not read that position file" in s for s in said), said
