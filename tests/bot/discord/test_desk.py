"""Issue 33 through the real discord.py on simcord's offline Discord: the player's desk.

- 33.4: what a decision did (its rolls) is shown in the private reply, above the next question;
- 33.8: one way to a handed-over decision, a deal's DM compact and kept as the hand (no pictures
  under each question), undo posted once with no ping, status and board private unless asked to
  post, resign asks first;
- 33.10: the turn post's region select answers privately with that region's close-up;
- every picture carries a description (alt text); the set-up's post stays under 1,200 characters.
"""

from __future__ import annotations

import re
from typing import Any

import simcord
from simcord.results import to_discord_message

from tests.bot.discord.simcord.conftest import bot_env, db_path, fixed_seed  # noqa: F401  (fixtures)
from tests.bot.discord.simcord.sim import answers, controls, press_first, service, table

#: a roll as the log words it ("Recruit in Iraq: 4 succeeds", "rolls 4, 1 → 1 success")
ROLL = re.compile(r"(: \d (succeeds|fails))|(rolls? [\d, ]+)|(roll: \d)|(: \d → )")


def ids(m: Any) -> list[str]:
    return [c.custom_id or "" for c in controls(m)]


def stored(env: simcord.Env) -> list[Any]:
    return sorted((m for msgs in env.backend.messages.values() for m in msgs.values()), key=lambda m: m.id)


def post_length(m: Any) -> int:
    n = len(m.content or "")
    for e in m.embeds:
        n += len(e.get("title") or "") + len(e.get("description") or "")
        n += sum(len(f.get("name", "")) + len(f.get("value", "")) for f in e.get("fields", []))
    return n


async def started(env: simcord.Env) -> tuple[Any, Any, Any]:
    """A 2-player game, ann US and bob Jihadist (Let's Roll!: bob decides first), DMs open."""
    channel, (ann, bob) = table(env, "labyrinth", "ann", "bob")
    await ann.slash(channel, "labyrinth new")
    await bob.slash(channel, "labyrinth join")
    await ann.slash(channel, "labyrinth start")
    return channel, ann, bob


def newest_prompt(actor: Any) -> Any:
    """The newest message of the actor's DMs holding a decision."""
    return next(m for m in reversed(actor.user.dm_channel.history()) if any(i.startswith("lab:") for i in ids(m)))


async def test_a_decisions_dice_are_shown_in_the_private_reply_above_the_next_question(bot_env: simcord.Env) -> None:  # noqa: F811
    env = bot_env
    channel, _, bob = await started(env)
    svc = service(env)
    for _ in range(12):  # bob plays his first card for Recruit, from his DM, until a die is rolled
        prompt = newest_prompt(bob)
        sel = next((c for c in controls(prompt) if getattr(c, "options", None)), None)
        recruit = next((c for c in controls(prompt) if (getattr(c, "label", "") or "").startswith("Recruit")), None)
        if recruit is not None:
            await bob.user.click(prompt, custom_id=recruit.custom_id)
        elif sel is not None:
            await bob.user.select(prompt, [sel.options[0].value], custom_id=sel.custom_id)
        else:
            await press_first(bob.user, prompt)
        shown = newest_prompt(bob).content or ""
        rolled = [ln for ln in shown.split("\n") if ln.startswith("> ") and ROLL.search(ln)]
        if rolled:
            break
    else:
        raise AssertionError("no roll was shown in bob's DM")
    # the same line as the channel's post, above the next question (or "waiting for")
    public = "\n".join(m.content or "" for m in channel.history())
    assert rolled[0].removeprefix("> ") in public
    lines = shown.split("\n")
    assert lines.index(rolled[0]) < next(i for i, ln in enumerate(lines) if "decides:" in ln or "✔" in ln)
    assert (await svc.info(str(channel.id))) is not None


async def test_a_handover_gives_one_thing_and_a_deal_is_one_compact_message(bot_env: simcord.Env) -> None:  # noqa: F811
    env = bot_env
    channel, ann, bob = await started(env)
    # bob's DMs are open: the decision is his by DM, and the channel offers no second way to it
    assert not [m for m in channel.history() if any(i.startswith("lab:d:") for i in ids(m))]
    assert not [m for m in channel.history() if bob.mention in (m.content or "")]
    dms = [m for m in bob.user.dm_channel.history() if m.components]
    assert len(dms) == 1, "one DM holds the decision"
    deal = dms[0]
    text = deal.content or ""
    # the nine draws in one line, the hand listed once, its pictures once, the question under them
    assert "You draw" not in text and text.count("New cards: #") == 1
    assert text.count("Your Jihadist hand (9 cards)") == 1 and len(re.findall(r"^  #\d+ ", text, re.M)) == 9
    assert [a.filename for a in deal.attachments][:1] == ["hand-jihadist.png"]
    assert sum(1 for m in bob.user.dm_channel.history() if m.attachments) == 1
    assert not any("You draw" in (m.content or "") for m in ann.user.dm_channel.history())


async def test_the_deal_message_keeps_the_hand_and_the_next_question_comes_below_it(bot_env: simcord.Env) -> None:  # noqa: F811
    env = bot_env
    _, _, bob = await started(env)
    deal = newest_prompt(bob)
    pictures = [a.filename for a in deal.attachments]
    assert pictures
    await press_first(bob.user, deal)
    history = bob.user.dm_channel.history()
    kept = next(m for m in history if m.id == deal.id)
    assert [a.filename for a in kept.attachments] == pictures and not kept.components, "the hand stays, its menu gone"
    question = newest_prompt(bob)
    assert question.id != deal.id and not question.attachments and "decides:" in (question.content or "")
    await press_first(bob.user, question)  # the next press edits the question: no picture comes back
    assert sum(1 for m in bob.user.dm_channel.history() if m.attachments) == 1
    edits = [r for r in env.http_requests if r.method == "PATCH" and "attachments" in str(getattr(r, "json", "") or "")]
    assert not [r for r in edits if "hand-" in str(r.json)], "no edit sends the hand's pictures again"


async def test_an_undo_is_posted_once_and_pings_nobody(bot_env: simcord.Env) -> None:  # noqa: F811
    env = bot_env
    channel, ann, bob = await started(env)
    await press_first(bob.user, newest_prompt(bob))  # a card chosen: no die yet, it can be taken back
    before = {m.id for m in stored(env)}
    asked = await bob.slash(channel, "labyrinth undo")
    confirm = answers(asked)[-1]
    assert confirm.ephemeral
    await bob.click(confirm, label="Take it back")
    new = [m for m in stored(env) if m.id not in before and m.author_id == env.bot.user.id]  # type: ignore[union-attr]
    public = [m for m in new if m.channel_id == channel.id and not m.is_ephemeral]
    assert len(public) == 1 and "took back" in (public[0].content or ""), [m.content for m in public]
    assert not [m for m in new if bob.id in m.ping_user_ids or ann.id in m.ping_user_ids], "nobody is pinged"
    assert not [m for m in new if m.channel_id == bob.user.dm_channel.id], "no DM to the player who undid"
    # bob's decision is back in the confirmation he pressed
    now = env.backend.messages[channel.id][confirm.id]
    assert "decides:" in (now.content or "") and "Undone: " in (now.content or "") and now.components


async def test_status_and_board_answer_privately_unless_asked_to_post(bot_env: simcord.Env) -> None:  # noqa: F811
    env = bot_env
    channel, ann, _ = await started(env)
    posts = len([m for m in channel.history() if not m.flags.ephemeral])
    status = await ann.slash(channel, "labyrinth status")
    assert status.ephemeral and all(a.ephemeral for a in answers(status)) and "Prestige" in answers(status)[-1].content
    board = await ann.slash(channel, "labyrinth board")
    assert all(a.ephemeral for a in answers(board))
    picture = [a for f in answers(board) for a in f.attachments]
    assert picture and (picture[0].description or "").startswith("Board, turn 1")
    assert len([m for m in channel.history() if not m.flags.ephemeral]) == posts, "nothing posted"
    shared = await ann.slash(channel, "labyrinth status", public=True)
    assert not shared.ephemeral and "Prestige" in "\n".join(a.content or "" for a in answers(shared))
    assert len([m for m in channel.history() if not m.flags.ephemeral]) == posts + 1


async def test_resign_asks_first_and_a_stale_confirmation_changes_nothing(bot_env: simcord.Env) -> None:  # noqa: F811
    env = bot_env
    channel, ann, bob = await started(env)
    svc = service(env)
    asked = await ann.slash(channel, "labyrinth resign")
    confirm = answers(asked)[-1]
    assert confirm.ephemeral and "Resign game #1 (US)?" in confirm.content
    info = await svc.info(str(channel.id))
    assert info is not None and info.status == "active", "asking ends nothing"
    await press_first(bob.user, newest_prompt(bob))  # the game moves on meanwhile
    stale = await ann.click(confirm, label="Resign")
    assert "out of date" in answers(stale)[-1].content
    info = await svc.info(str(channel.id))
    assert info is not None and info.status == "active", "a stale confirmation changes nothing"
    fresh = answers(await ann.slash(channel, "labyrinth resign"))[-1]
    await ann.click(fresh, label="Resign")
    info = await svc.info(str(channel.id))
    assert (
        info is not None and info.status == "over" and info.result is not None and info.result["winner"] == "jihadist"
    )
    posts = [m.content or "" for m in channel.history() if not m.flags.ephemeral]
    assert any("resigns." in c for c in posts) and sum("Jihadist wins" in c for c in posts) == 1, posts
    # the result's pictures are described too
    assert all(a.description for m in channel.history() for a in m.attachments)


async def test_a_confirmation_pressed_by_someone_else_changes_nothing(bot_env: simcord.Env) -> None:  # noqa: F811
    """The button names its asker: bob's press on ann's confirmation (its custom id) is refused."""
    env = bot_env
    channel, ann, bob = await started(env)
    confirm = answers(await ann.slash(channel, "labyrinth resign"))[-1]
    custom_id = next(i for i in ids(confirm) if i.startswith("lab:r:"))
    # the same button shown to bob (as a stale client might): his press is refused
    mine = answers(await bob.slash(channel, "labyrinth resign"))[-1]
    stored_msg = env.backend.messages[channel.id][mine.id]
    stored_msg.components = [
        {"type": 1, "components": [{**c, "custom_id": custom_id} for c in row["components"]]}
        for row in stored_msg.components
    ]
    refused = await bob.click(to_discord_message(env, stored_msg), custom_id=custom_id)
    assert "Only the player who asked" in answers(refused)[-1].content
    info = await service(env).info(str(channel.id))
    assert info is not None and info.status == "active"


async def test_the_turn_posts_region_select_shows_a_close_up_privately(bot_env: simcord.Env) -> None:  # noqa: F811
    env = bot_env
    channel, _, bob = await started(env)
    post = next(m for m in reversed(channel.history()) if any(i.startswith("lab:m:") for i in ids(m)))
    sel = next(c for c in controls(post) if (c.custom_id or "").startswith("lab:m:"))
    assert [o.label for o in sel.options][:2] == ["Americas", "Europe"] and len(sel.options) <= 25
    before = len([m for m in channel.history() if not m.flags.ephemeral])
    shown = await bob.select(post, ["middle_east"], custom_id=sel.custom_id)  # one press
    assert shown.ephemeral and all(a.ephemeral for a in answers(shown))
    pictures = [a for f in answers(shown) for a in f.attachments]
    assert len(pictures) == 1 and pictures[0].filename.endswith(".png")
    assert "Middle East" in (pictures[0].description or "")
    assert len([m for m in channel.history() if not m.flags.ephemeral]) == before


async def test_every_picture_sent_carries_a_description(bot_env: simcord.Env) -> None:  # noqa: F811
    env = bot_env
    channel, _, bob = await started(env)
    await press_first(bob.user, newest_prompt(bob))
    files = [a for m in stored(env) for a in m.attachments]
    assert len(files) >= 5
    assert all(a.get("description") for a in files), [a["filename"] for a in files if not a.get("description")]
    post = next(m for m in channel.history() if m.attachments)
    described = {a.filename: a.description or "" for a in post.attachments}
    assert any(d.startswith("Board, turn 1") for d in described.values())
    assert any(d.startswith("What changed, turn 1") for d in described.values())
    assert any(d.startswith("Your Jihadist hand, picture 1 of ") for m in bob.user.dm_channel.history() for d in
               (a.description or "" for a in m.attachments))  # fmt: skip


async def test_the_set_ups_post_stays_under_1200_characters(bot_env: simcord.Env) -> None:  # noqa: F811
    env = bot_env
    for players, scenario in (("two", "lets_roll"), ("solo", "lets_roll"), ("solo", "mission_accomplished")):
        channel, (alice, bea) = table(env, f"lab-{scenario}", f"alice-{players}", f"bea-{players}")
        await alice.slash(channel, "labyrinth new", players=players, scenario=scenario)
        if players == "two":
            await bea.slash(channel, "labyrinth join")
        await alice.slash(channel, "labyrinth start")
        longest = max(post_length(m) for m in stored(env) if m.channel_id == channel.id and not m.is_ephemeral)
        assert longest <= 1200, (players, longest)
