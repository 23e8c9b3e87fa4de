"""A game in Russian through the real library (simcord, issue 23): a player who chose Russian
opens a game in Russian and plays it by pressing what the bot posts; every text the bot writes
(posts, embeds, buttons, menus) reads in Russian.

The engine's own sentences are worded by `i18n.word` from the engine's message ids, so the
measure covers them as well as what the service and the adapter write."""

from __future__ import annotations

import simcord

from tests.bot.discord.simcord.sim import button, last_with_controls, select_of, service, table
from tests.russian_words import is_cyrillic, read_words


def _all_text(env: simcord.Env) -> list[str]:
    out: list[str] = []
    for msgs in env.backend.messages.values():
        for stored in msgs.values():
            out.append(stored.content or "")
            for e in stored.embeds:
                out += [e.get("title") or "", e.get("description") or ""]
                out += [f"{f.get('name', '')} {f.get('value', '')}" for f in e.get("fields", [])]
            for row in stored.components:
                for c in row.get("components", [row]):
                    out.append(c.get("label") or "")
                    out += [o.get("label", "") for o in c.get("options", [])]
    return [x for x in out if x]


async def test_a_solo_game_in_russian_reads_in_russian(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (alice,) = table(env, "labyrinth", "alice")
    await alice.slash(channel, "labyrinth language", code="ru")
    r = await alice.slash(channel, "labyrinth new", players="solo", language="ru")
    assert "открывает партию №1" in r.response.content
    await alice.slash(channel, "labyrinth start")
    for _ in range(25):
        m = last_with_controls(env, channel)
        if m is None:
            break
        assert "решает:" in m.content, m.content[:200]
        sel = select_of(m)
        if sel is not None:
            await alice.select(m, [sel.options[-1].value], custom_id=sel.custom_id)
        else:
            b = button(m)
            assert b is not None
            await alice.click(m, custom_id=b.custom_id)
    status = await alice.slash(channel, "labyrinth status")
    assert status is not None
    assert await service(env).game_language(str(channel.id)) == "ru"
    seen = [t.replace("alice", "") for t in _all_text(env)]
    words = [w for t in seen for w in read_words(t)]  # (the cards' printed names left out: issue 34)
    latin = [w for w in words if not is_cyrillic(w)]
    assert len(words) > 300
    assert 1 - len(latin) / len(words) >= 0.95, sorted(set(latin))[:60]
