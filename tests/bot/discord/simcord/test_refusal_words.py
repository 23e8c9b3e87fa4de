"""The Discord adapter's own texts in the reader's language (issue 23): notify, "mygames",
refusals of `choose`, `export` and `new`, and the failure notice, through the real library."""

from __future__ import annotations

import re

import simcord

from bot.core import i18n
from bot.core.store import StoreError
from bot.discord.delivery import failure_text
from tests.bot.discord.simcord.sim import answers, table


def _russian(text: str) -> None:
    """Cyrillic words only, commands (`...`), quoted input and Discord's own names aside."""
    bare = re.sub(r"`[^`]*`|'[^']*'|Discord|<#\d+>", "", text)
    words = re.findall(r"[^\W\d_]{3,}", bare)
    assert words and [w for w in words if not re.search("[а-яё]", w, re.I)] == [], text


async def test_a_russian_reader_gets_the_adapters_own_texts_in_russian(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (alice, bob) = table(env, "labyrinth", "alice", "bob")
    await alice.slash(channel, "labyrinth language", code="ru")
    said = [a.content for a in answers(await alice.slash(channel, "labyrinth notify"))]
    assert any(s.startswith("Когда партия ждёт вас, вас оповещают так: по умолчанию") for s in said), said
    said = [a.content for a in answers(await alice.slash(channel, "labyrinth notify", how="dm"))]
    assert "Теперь, когда партия ждёт вас, вы получите личное сообщение с вашим решением." in said, said
    said = [a.content for a in answers(await alice.slash(channel, "labyrinth mygames"))]
    assert any(s.startswith("Вы не участвуете ни в одной незаконченной партии.") for s in said), said
    await alice.slash(channel, "labyrinth new", players="two", side="jihadist")
    await bob.slash(channel, "labyrinth join")
    await alice.slash(channel, "labyrinth start")
    said = [a.content for a in answers(await alice.slash(channel, "labyrinth choose", option="zzz"))]
    assert any("'zzz' нет среди вариантов сейчас." in s for s in said), said
    said = [a.content for a in answers(await alice.slash(channel, "labyrinth export"))]
    assert any("Незаконченную партию на двоих выгрузить нельзя" in s for s in said), said
    for s in said:
        _russian(s.replace("⚠️", ""))
    # bob reads English: the same refusal in English
    said = [a.content for a in answers(await bob.slash(channel, "labyrinth export"))]
    assert any("An unfinished 2-player game cannot be exported" in s for s in said), said


def test_the_failure_notice_is_in_the_readers_language() -> None:
    token = i18n.READER.set("ru")
    try:
        bug = failure_text(RuntimeError("x"), None, saved=True)
        stored = failure_text(StoreError("disk"), None, saved=False)
    finally:
        i18n.READER.reset(token)
    assert bug.startswith("⚠️ Что-то пошло не так у меня (ошибка: RuntimeError). Ничего не потеряно")
    _russian(bug.replace("RuntimeError", ""))
    assert "Ничего не потеряно: каждое принятое решение сохранено" in stored
    english = failure_text(RuntimeError("x"), None, saved=True)
    assert english == (
        "⚠️ Something went wrong on my side (a bug: RuntimeError). Nothing was lost: your decision is saved. "
        "`/labyrinth choose` shows the decision now pending."
    )


async def test_the_listings_of_mygames_settings_and_notify_are_worded_for_the_reader(bot_env: simcord.Env) -> None:
    env = bot_env
    channel, (alice, bob) = table(env, "labyrinth", "alice", "bob")
    await alice.slash(channel, "labyrinth language", code="ru")
    await alice.slash(channel, "labyrinth notify", how="dm")
    said = [a.content for a in answers(await alice.slash(channel, "labyrinth notify"))]
    assert any("вас оповещают так: личное сообщение с вашим решением." in s for s in said), said  # not "dm"
    await bob.slash(channel, "labyrinth notify", how="mention")
    said = [a.content for a in answers(await bob.slash(channel, "labyrinth notify"))]
    assert any("you are told by: a mention in the game's channel with a Decide button." in s for s in said), said
    await alice.slash(channel, "labyrinth new", players="two", side="jihadist")
    said = [a.content for a in answers(await alice.slash(channel, "labyrinth mygames"))]
    listing = next(s for s in said if "Партия #" in s)
    assert "— вы играете за Исламисты; ещё не началась" in listing, listing
    _russian(listing)
    said = [a.content for a in answers(await alice.user.slash("labyrinth new"))]  # in her DMs
    assert any("Партии на двоих нужен канал сервера" in s and "Одиночную партию" in s for s in said), said
    said = [a.content for a in answers(await alice.user.slash("labyrinth join"))]
    assert any(s.replace("⚠️", "").strip().startswith("Партии на двоих нужен канал сервера") for s in said), said
    said = [a.content for a in answers(await bob.user.slash("labyrinth join"))]
    assert any("A 2-player game needs a server channel" in s for s in said), said
    said = [a.content for a in answers(await bob.slash(channel, "labyrinth settings"))]
    english = next(s for s in said if "Settings of" in s)
    assert "• games in their own thread: no" in english and "• turn summaries also to: no other channel" in english, english
    said = [a.content for a in answers(await alice.slash(channel, "labyrinth settings"))]
    listing = next(s for s in said if "Настройки" in s)
    assert "• партии в отдельной ветке: нет" in listing and "• итоги ходов также в: ни в какой другой канал" in listing, listing
    _russian(listing)
