"""The `/labyrinth` command tree builds and stays within Discord's limits (reference: discord.md)."""

from __future__ import annotations

import re
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.core.replies import PromptFor
from bot.discord.commands import build_group
from bot.discord.views import DYNAMIC_ITEMS, OptionButton, OptionSelect, prompt_view
from engine import Option

NAME = re.compile(r"^[a-z0-9_-]{1,32}$")

EXPECTED = {
    "new", "join", "leave", "start", "status", "board", "hand", "play", "choose", "undo", "history",
    "export", "import", "resign", "abort", "help", "rules", "settings", "mygames", "pause", "resume", "language", "hint", "claim", "notify",
}  # fmt: skip


@pytest.fixture
async def payload() -> dict[str, Any]:
    client = discord.Client(intents=discord.Intents.none())
    tree = app_commands.CommandTree(client)
    tree.add_command(build_group(object()))  # type: ignore[arg-type]
    cmds = tree.get_commands()
    assert [c.name for c in cmds] == ["labyrinth"]
    return cmds[0].to_dict(tree)


def walk(node: dict[str, Any]) -> list[dict[str, Any]]:
    out = [node]
    for o in node.get("options", []):
        out += walk(o)
    return out


async def test_every_subcommand_is_there(payload: dict[str, Any]) -> None:
    assert {o["name"] for o in payload["options"]} == EXPECTED
    # in servers and in the bot's DMs (where a 1-player game may live), not in group DMs (issue 12)
    assert payload.get("contexts") == [0, 1]


async def test_names_descriptions_options_and_choices_are_within_limits(payload: dict[str, Any]) -> None:
    for node in walk(payload):
        assert NAME.match(node["name"]), node["name"]
        assert 1 <= len(node["description"]) <= 100, node["name"]
        assert len(node.get("options", [])) <= 25, node["name"]
        choices = node.get("choices", [])
        assert len(choices) <= 25
        for c in choices:
            assert 1 <= len(c["name"]) <= 100
            assert not isinstance(c["value"], str) or len(c["value"]) <= 100
        assert not (choices and node.get("autocomplete")), f"{node['name']}: autocomplete with fixed choices"


async def test_the_whole_command_has_at_most_8000_characters(payload: dict[str, Any]) -> None:
    total = 0
    for node in walk(payload):
        total += len(node["name"]) + len(node["description"])
        total += sum(len(c["name"]) + len(str(c["value"])) for c in node.get("choices", []))
    assert 0 < total <= 8000


async def test_choices_offer_the_games_settings(payload: dict[str, Any]) -> None:
    new = next(o for o in payload["options"] if o["name"] == "new")
    opts = {o["name"]: o for o in new["options"]}
    assert {c["value"] for c in opts["scenario"]["choices"]} == {
        "lets_roll", "you_can_call_me_al", "anaconda", "mission_accomplished"
    }  # fmt: skip
    assert {c["value"] for c in opts["players"]["choices"]} == {"two", "solo"}
    assert {c["value"] for c in opts["length"]["choices"]} == {1, 2, 3}
    assert "normal" in {c["value"] for c in opts["ideology"]["choices"]}
    # each US bot level says how strong it is (issue 36), in the same words as the help
    levels = {c["value"]: c["name"] for c in opts["level"]["choices"]}
    assert list(levels) == ["gentle", "standard", "strong", "expert"]
    assert all(re.fullmatch(r"[A-Z][a-z]+: wins about \d+%.*", name) for name in levels.values()), levels
    choose = next(o for o in payload["options"] if o["name"] == "choose")
    assert choose["options"][0]["autocomplete"] is True


def make_prompt(n: int, label: str = "Option") -> PromptFor:
    return PromptFor(
        game_id=123456789,
        user_id="1",
        user_name="Ann",
        role="us",
        text="War of Ideas: choose a country",
        kind="country",
        options=[Option(id=f"country:{'x' * 150}{i}", label=f"{label} {i} " + "y" * 120) for i in range(n)],
        version=987654,
    )


def custom_ids(view: discord.ui.View) -> list[str]:
    return [c.custom_id for c in view.children]  # type: ignore[attr-defined]


def test_components_carry_game_version_and_index_within_100_characters() -> None:
    few = PromptFor(
        **{
            **make_prompt(0).model_dump(),
            "options": [Option(id="event", label="Event"), Option(id="ops:woi", label="War of Ideas")],
        }
    )
    view = prompt_view(few)
    assert custom_ids(view) == ["lab:o:123456789:987654:0", "lab:o:123456789:987654:1"]
    assert all(isinstance(c, OptionButton) for c in view.children)
    many = make_prompt(60)  # option ids longer than 100 characters: the index is carried
    for page in range(3):
        v = prompt_view(many, page)
        for cid in custom_ids(v):
            assert len(cid) <= 100
            assert any(item.__discord_ui_compiled_template__.fullmatch(cid) for item in DYNAMIC_ITEMS)  # type: ignore[attr-defined]
        select = next(c for c in v.children if isinstance(c, OptionSelect))
        opts = select.item.options
        assert len(opts) <= 25 and all(len(o.label) <= 100 for o in opts)
        assert opts[0].value == str(page * 25)
    labels = [c.item.label for c in prompt_view(many, 1).children if not isinstance(c, OptionSelect)]  # type: ignore[attr-defined]
    assert labels == ["◀ Previous", "Next ▶"]


async def test_the_bot_installs_all_command_groups(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """What setup_hook registers: /labyrinth, /challenge and /records, each within the limits."""
    from types import SimpleNamespace

    from bot.core.service import GameService
    from bot.discord.challenges import install

    svc = await GameService.open(tmp_path / "db.sqlite3", images=False)
    client = discord.Client(intents=discord.Intents.none())
    client.tree = app_commands.CommandTree(client)  # type: ignore[attr-defined]
    client.tree.add_command(build_group(object()))  # type: ignore[arg-type, attr-defined]
    install(client, SimpleNamespace(svc=svc))  # type: ignore[arg-type]
    cmds = client.tree.get_commands()  # type: ignore[attr-defined]
    assert sorted(c.name for c in cmds) == ["challenge", "labyrinth", "records"]
    for c in cmds:
        for node in walk(c.to_dict(client.tree)):  # type: ignore[attr-defined]
            assert NAME.match(node["name"]), node["name"]
            assert 1 <= len(node.get("description", "x")) <= 100
    await svc.close()
