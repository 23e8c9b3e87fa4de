"""Languages through the real library (simcord): `/labyrinth language`, a game opened in Russian,
the rules and the card autocomplete in the reader's language, and the command sync hash covering
the Russian names."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
import simcord

from bot.discord.client import LabyrinthClient
from bot.discord.translate import CatalogTranslator
from tests.bot.discord.simcord.conftest import close_db, make_client
from tests.bot.discord.simcord.sim import answers, controls, last_with_controls, press_first, service, table


async def test_a_player_reads_rules_and_cards_in_the_language_they_chose(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (alice, bob) = table(env, "labyrinth", "alice", "bob")
    chose = await alice.slash(channel, "labyrinth language", code="ru")
    said = answers(chose)
    assert said and all(a.ephemeral for a in said)
    assert any("Игра будет показана вам на языке: Русский." in a.content for a in said)
    rules = await alice.slash(channel, "labyrinth rules", query="17")
    assert any(a.content.startswith("#17 FSB (ФСБ) (Операции 2, США)") for a in answers(rules))
    by_name = await alice.slash(channel, "labyrinth rules", query="Талибан")
    assert any("#93 Taliban (Талибан)" in a.content for a in answers(by_name))
    english = await bob.slash(channel, "labyrinth rules", query="17")  # bob chose nothing: English
    assert any(a.content.startswith("#17 FSB (2 Ops, US)") for a in answers(english))
    suggested = await alice.autocomplete(channel, "labyrinth rules", "query", "фсб")
    assert {"name": "#17 FSB (ФСБ)", "value": "17"} in [{"name": c["name"], "value": c["value"]} for c in suggested]
    shown = await alice.slash(channel, "labyrinth language")
    assert any("Ваш язык: Русский (ваш выбор)." in a.content for a in answers(shown))


async def test_a_game_opened_in_russian_keeps_its_language(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (alice,) = table(env, "labyrinth", "alice")
    await alice.slash(channel, "labyrinth new", players="solo", language="ru")
    assert await service(env).game_language(str(channel.id)) == "ru"
    other, (bob,) = table(env, "other", "bob")
    await bob.slash(other, "labyrinth new", players="solo")  # simcord's server speaks en-US
    assert await service(env).game_language(str(other.id)) == "en"


async def test_a_changed_translation_syncs_the_commands_again(
    bot_env: simcord.Env, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The sync hash covers the Russian names: the same tree with another translation is synced."""
    env = bot_env
    first = env.bot
    await env.restart_bot(make_client(db_path))
    await close_db(first)
    second = env.bot
    assert isinstance(second, LabyrinthClient) and not second.synced
    original = CatalogTranslator.translate

    async def retranslated(self: Any, string: Any, locale: Any, context: Any) -> str | None:
        text = await original(self, string, locale, context)
        return "сыграть_карту" if text == "сыграть" else text

    monkeypatch.setattr(CatalogTranslator, "translate", retranslated)
    await env.restart_bot(make_client(db_path))
    await close_db(second)
    assert isinstance(env.bot, LabyrinthClient) and env.bot.synced


async def test_choose_and_play_understand_card_names_typed_in_russian(bot_env: simcord.Env) -> None:
    from bot.core.i18n import card_msg, t

    env = bot_env
    channel, (alice,) = table(env, "labyrinth", "alice")
    await alice.slash(channel, "labyrinth new", players="solo")
    await alice.slash(channel, "labyrinth start")
    r = await service(env).prompt(str(channel.id), str(alice.user.id))
    assert r.prompt is not None
    plays = [o for o in r.prompt.options if o.id.startswith("play:")]
    assert plays, "the first US decision is which card to play"
    number = int(plays[0].id.split(":")[1])
    russian = t("ru", card_msg(number))
    for command, option in (("labyrinth play", "card"), ("labyrinth choose", "option")):
        found = await alice.autocomplete(channel, command, option, russian)
        assert plays[0].id in [c["value"] for c in found], (command, russian)


async def test_help_comes_in_the_readers_language(bot_env: simcord.Env) -> None:
    """Issue 23: `/labyrinth help` (and the US bot's levels in it) in the reader's language."""
    env = bot_env
    channel, (alice, bob) = table(env, "labyrinth", "alice", "bob")
    await alice.slash(channel, "labyrinth language", code="ru")
    shown = "\n".join(a.content for a in answers(await alice.slash(channel, "labyrinth help")))
    assert "**«Лабиринт: Война с террором»** в чате." in shown and "**Игра за исламистов в одиночку**" in shown
    assert "expert (проверяет 4 свои лучшие карты" in shown
    prose = re.findall(r"[^\W\d_]{3,}", re.sub(r"`[^`]*`", " ", shown))
    latin = [w for w in prose if not re.search("[а-яё]", w, re.IGNORECASE)]
    assert len(latin) / len(prose) < 0.05, latin  # level names as typed, Discord, GMT Games
    english = "\n".join(a.content for a in answers(await bob.slash(channel, "labyrinth help")))
    assert "by chat. One game per channel" in english and "expert (tries its 4 best cards" in english


async def test_a_challenge_and_its_records_read_in_russian_through_discord(bot_env: simcord.Env) -> None:
    """Issue 23: a Russian player's challenge is announced in Russian and its leaderboard message
    (edited in place) stays in its language when an English player gives up; the records' log
    header and the replay's step buttons read in the reader's language."""
    env = bot_env
    channel, (ann, bob) = table(env, "challenges", "ann", "bob")
    await ann.slash(channel, "labyrinth language", code="ru")
    made = "\n".join(a.content for a in answers(await ann.slash(channel, "challenge new", title="Ночь")))
    assert "объявляет: Вызов " in made and "«Ночь»: " in made and "Начните свою: `/challenge start code:" in made, made
    code = re.search(r"code:([A-Z0-9]+)", made).group(1)  # type: ignore[union-attr]
    listed = "\n".join(a.content for a in answers(await ann.slash(channel, "challenge list")))
    assert listed.startswith("Вызовы:\n• Вызов ") and "(открыт) — автор " in listed, listed

    await bob.slash(channel, "challenge start", code=code)  # bob reads English: his attempt is English
    for _ in range(3):
        prompt = last_with_controls(env, bob.user.dm_channel)
        assert prompt is not None and "decides" in prompt.content
        await press_first(bob.user, prompt)
    gave_up = "\n".join(a.content for a in answers(await bob.slash(channel, "challenge abandon", code=code)))
    assert "your attempt is recorded as abandoned (not ranked)" in gave_up, gave_up
    board = [m for m in channel.history() if m.content.startswith("🏆")]
    assert len(board) == 1, [m.content for m in channel.history()]
    assert board[0].content.startswith(f"🏆 Таблица результатов — Вызов {code} «Ночь»") and "\nПоследнее: " in board[0].content
    assert f" бросает вызов {code} (брошена)." in board[0].content and "Брошены (вне зачёта): " in board[0].content

    await ann.slash(channel, "challenge close", code=code)  # its records become public
    game = (await service(env).store._all("SELECT game_id FROM challenge_attempts"))[0][0]
    logged = answers(await ann.slash(channel, "records log", game=game))
    assert any(a.content.startswith(f"Партия #{game}: ") and "\nИтог: прервана" in a.content for a in logged), [a.content for a in logged]
    shown = answers(await ann.slash(channel, "records replay", game=game))
    assert shown[-1].content.startswith(f"Повтор партии #{game}, шаг 1 из "), shown[-1].content
    assert [c.label for c in controls(shown[-1])] == ["Вперёд ▶"]
    english = answers(await bob.slash(channel, "records replay", game=game, step=2))
    assert english[-1].content.startswith(f"Game #{game} replay, step 2 of "), english[-1].content
    assert [c.label for c in controls(english[-1])][0] == "◀ Previous"
