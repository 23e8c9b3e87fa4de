"""The Discord handlers of `/labyrinth hand`, `board`, `rules`, `help` (bot/discord/looks.py), driven by the stand-ins of fakes.py against a real
GameService on SQLite."""

from __future__ import annotations

from engine.data import CARDS
from tests.bot.discord.fakes import (
    PNG,
    Env,
    key,
    seated,
    since,
)


async def test_hand_is_ephemeral_with_its_image(env: Env) -> None:
    await seated(env)
    mark = len(env.world.log)
    await env.app.cmd_hand(env.inter(env.bob))
    out = since(env, mark)
    assert out and all(s.ephemeral for s in out)
    assert "Your Jihadist hand" in out[0].content
    assert any(n == "hand-jihadist.png" and d.startswith(PNG) for s in out for n, d in s.files)
    mark = len(env.world.log)
    await env.app.cmd_hand(env.inter(env.eve))
    assert since(env, mark)[0].ephemeral and "You do not sit in this game" in since(env, mark)[0].content


async def test_board_region_posts_the_region_and_refuses_an_unknown_one(env: Env) -> None:
    """Issue 20: `/labyrinth board region:` draws that region large; a wrong name gets the list."""
    await seated(env)
    mark = len(env.world.log)
    await env.app.cmd_board(env.inter(env.eve), "Middle East")
    out = since(env, mark)
    assert any(n.endswith("-middle-east.png") and d.startswith(PNG) for s in out for n, d in s.files)
    mark = len(env.world.log)
    await env.app.cmd_board(env.inter(env.eve), "Narnia")
    out = since(env, mark)
    refusal = [s for s in out if s.ephemeral]
    assert refusal and "Middle East" in refusal[0].content and "Narnia" in refusal[0].content
    assert not any(s.files for s in out)


async def test_a_hand_in_pages_gets_one_file_per_page(env: Env) -> None:
    await seated(env)
    files = await env.app.hand_files(key(env), str(env.bob.id))
    hand = (await env.svc.seat_views(key(env), str(env.bob.id)))["jihadist"].hand or []
    assert len(files) == -(-len(hand) // 4) > 1
    assert [f.filename for f in files][:2] == ["hand-jihadist.png", "hand-jihadist-2.png"]


async def test_rules_help_and_export(env: Env) -> None:
    await env.app.cmd_rules(env.inter(env.eve), "4")
    assert env.world.log[-1].ephemeral and env.world.log[-1].content.startswith(f"#4 {CARDS[4].name}")
    await env.app.cmd_rules(env.inter(env.eve), "8.4.2")
    assert env.world.log[-1].content.startswith("§8.4.2 Major Jihad")
    await env.app.cmd_rules(env.inter(env.eve), "table woi")  # issue 16: the tables as an embed
    embed = env.world.log[-1].embed
    assert env.world.log[-1].ephemeral and embed is not None and embed.title == "War of Ideas in a Muslim country (4.9.2, 7.2.1)"
    assert embed.description is not None and "Prestige Low (1-3)" in embed.description
    await env.app.cmd_help(env.inter(env.eve))
    assert env.world.log[-1].ephemeral and "/labyrinth new" in env.world.log[-1].content
    await seated(env)
    await env.app.cmd_export(env.inter(env.ann))
    assert env.world.log[-1].ephemeral and "cannot be exported" in env.world.log[-1].content
    await env.app.cmd_export(env.inter(env.ann), mine=True)
    last = env.world.log[-1]
    assert last.ephemeral and last.files and last.files[0][0].endswith("-us-view.json")
    assert b'"jihadist"' not in last.files[0][1].split(b'"views"')[1][:40]
