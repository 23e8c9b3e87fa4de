"""A game in Russian through the real library (simcord, issue 23): a player who chose Russian
opens a game in Russian and plays it by pressing what the bot posts; every text the bot writes
(posts, embeds, buttons, menus) reads in Russian.

The engine's own sentences are worded by `i18n.word` from the engine's message ids, so the
measure covers them as well as what the service and the adapter write."""

from __future__ import annotations

import simcord

from tests.bot.discord.simcord.sim import answers, button, last_with_controls, select_of, service, table
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
            assert sel.placeholder == "Выберите…"
            await alice.select(m, [sel.options[-1].value], custom_id=sel.custom_id)
        else:
            b = button(m)
            assert b is not None
            await alice.click(m, custom_id=b.custom_id)
    status = await alice.slash(channel, "labyrinth status")
    assert status is not None
    assert await service(env).game_language(str(channel.id)) == "ru"
    # «Почему?» on a turn's post: the phases in full with the bot's reasoning, in the presser's language
    why = next(m for m in reversed(channel.history()) if button(m, "Почему?") is not None)
    pressed = await alice.click(why, label="Почему?")
    shown = [a.content for a in [pressed.response, *pressed.followups] if a is not None]
    for a in [pressed.response, *pressed.followups]:
        for f in a.attachments if a is not None else []:
            shown.append((await f.read()).decode())
    head = "\n".join(shown)  # (a long answer comes as a file, after a note saying so)
    assert "Что сделал бот" in head or "Фазы этого сообщения полностью" in head, shown[0][:200]
    why_words = [w for t in shown for w in read_words(t)]
    assert len(why_words) > 30 and [w for w in why_words if not is_cyrillic(w)] == [], shown[0][:300]
    seen = [t.replace("alice", "") for t in _all_text(env)]
    words = [w for t in seen for w in read_words(t)]  # (the cards' printed names left out: issue 34)
    latin = [w for w in words if not is_cyrillic(w)]
    assert len(words) > 300
    assert 1 - len(latin) / len(words) >= 0.95, sorted(set(latin))[:60]


async def test_the_start_of_a_two_player_game_is_told_to_each_player_in_their_language(bot_env: simcord.Env) -> None:
    """Before dealing, `start` checks each player's DMs with a message: a Russian reader gets it in
    Russian, an English one in English; a closed DM is refused in the starter's language."""
    env = bot_env
    channel, (ann, bob) = table(env, "labyrinth", "ann", "bob")
    await ann.slash(channel, "labyrinth language", code="ru")
    await ann.slash(channel, "labyrinth new", language="ru")
    await bob.slash(channel, "labyrinth join")
    await ann.slash(channel, "labyrinth start")
    ann_dm = "\n".join(m.content or "" for m in ann.user.dm_channel.history())
    bob_dm = "\n".join(m.content or "" for m in bob.user.dm_channel.history())
    assert "вот-вот начнётся: вы играете за сторону США" in ann_dm and "is about to start" not in ann_dm
    assert "is about to start: you play Jihadist" in bob_dm

    other, (vera, gleb) = table(env, "labyrinth-2", "vera", "gleb")
    env.inject_error(
        "POST", f"/channels/{gleb.user.dm_channel.id}/messages", status=403, code=50007,
        message="Cannot send messages to this user", times=None,
    )  # fmt: skip
    await vera.slash(other, "labyrinth language", code="ru")
    await vera.slash(other, "labyrinth new", language="ru")
    await gleb.slash(other, "labyrinth join")
    refused = await vera.slash(other, "labyrinth start")
    assert any("Я не могу писать в личные сообщения игрокам \u2068gleb\u2069" in f.content for f in answers(refused))
