"""The local console (bot/console/console.py), its entry point and configuration, with injected streams."""

from __future__ import annotations

import io
import json
import random
import re
import sys
from pathlib import Path
from queue import Queue

import pytest

import bot.__main__ as entry
import bot.core.pictures as pictures_mod
from bot.console.console import Console
from bot.console.layout import MENU_LIMIT, layout
from bot.core.config import Config, load_config, read_dotenv
from bot.core.replies import HEADLINE, REASONING, Gist, PromptFor
from bot.core.service import GameService
from bot.core.session import solo_available
from bot.core.texts import card_hint, card_text, count_values, join_draws, number_range, tidy_log
from engine.game import Option
from engine.view import View
from tests.bot.core.games import play, two_player


async def run_console(tmp_path: Path, text: str, *, images: bool = False) -> str:
    svc = await GameService.open(tmp_path / "c.sqlite3", images=images)
    out = io.StringIO()
    try:
        code = await Console(
            svc, io.StringIO(text), out, user_id="me", user_name="Ann", board_dir=tmp_path / "boards"
        ).run()
    finally:
        await svc.close()
    assert code == 0
    return out.getvalue()


async def test_quick_start_gives_a_playable_game_and_eof_exits(tmp_path: Path) -> None:
    out = await run_console(tmp_path, "\n")
    if solo_available():
        assert "Start a 1-player Let's Roll! game (you play the US against the Jihadist bot) now?" in out
        assert "Ann opened game #1: Let's Roll!, 1-player" in out
    else:
        assert "2-player Let's Roll! game in hotseat" in out
    assert "begins (US: Ann" in out
    assert ">> " in out and "   1. " in out
    assert out.rstrip().endswith("Bye. Your game is saved; run the console again to continue.")
    svc = await GameService.open(tmp_path / "c.sqlite3")
    info = await svc.info("console")
    await svc.close()
    assert info is not None and info.status == "active" and info.creator == "me"


async def test_declining_or_eof_at_the_offer_creates_nothing(tmp_path: Path) -> None:
    out = await run_console(tmp_path, "n\n")
    assert "Type `new` to open a game, or `help`." in out
    out = await run_console(tmp_path, "")
    assert "Bye." in out
    svc = await GameService.open(tmp_path / "c.sqlite3")
    assert await svc.info("console") is None
    await svc.close()


async def test_hotseat_choose_by_number_and_by_id_then_resume(tmp_path: Path) -> None:
    out = await run_console(tmp_path, "n\nnew two seed=5\nstart\n1\n")
    assert "[channel] Ann opened game #1: Let's Roll!, 2-player, Standard (1 deck)." in out
    assert "[channel] Ann sits as Jihadist." in out
    assert "[private to you as US] You draw #" in out and "[private to you as Jihadist] You draw #" in out
    # in game order (issue 16): the deal's private draws, then the public lines that follow them
    assert out.index("[private to you as US] You draw #") < out.index("Deal: Jihadist 9 cards") < out.index(">> ")
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    p = (await svc.prompt("console", "me")).prompt
    await svc.close()
    assert p is not None and p.version == 3
    # a new session resumes: shows the state and the same decision; the id works too
    out = await run_console(tmp_path, f"{p.options[-1].id}\nhistory 2\n")
    assert "Game #1 (active)" in out
    assert f">> {'Jihadist' if p.role == 'jihadist' else 'US'} decides: {p.text}" in out
    assert f"Ann ({'Jihadist' if p.role == 'jihadist' else 'US'}): {p.options[-1].label}" in out
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    assert [a.option_id for a in await svc.store.actions(1)][-1] == p.options[-1].id
    await svc.close()


async def test_bad_console_input_gets_a_message(tmp_path: Path) -> None:
    out = await run_console(
        tmp_path,
        "n\n7\nfrobnicate\nnew two length=9\nnew chess\nnew two seed=x\nnew two seed=2\nstart\n99\nplay\nhistory lots\n"
        'import "no such file.json"\nexport\nrules\nrules 999\nrules zzz\nnew two\n',
    )
    assert "! No decision of yours is waiting" in out
    assert "! Unknown command 'frobnicate'" in out
    assert "! Game length must be 1, 2 or 3 decks." in out
    assert "! Unknown setting 'chess'" in out
    assert "! length and seed must be whole numbers." in out
    assert "! '99' is not an option: type a number from 1 to" in out
    assert "! Say which option" in out
    assert "! `history` takes a number" in out
    assert "! Cannot read no such file.json" in out
    assert "! An unfinished 2-player game cannot be exported" in out
    assert "! Say which card" in out
    assert "! No card matches '999'" in out
    assert "! Nothing matches 'zzz': no card (by number 1-120 or name), no country, no rules section and no term." in out
    assert "! This channel already has a game that is not finished" in out


async def test_export_mine_import_undo_resign_abort_and_recheck(tmp_path: Path) -> None:
    # a finished 2-player game in another database, exported to a file (a database holding the
    # game already would refuse it: issue 22)
    svc = await GameService.open(tmp_path / "source.sqlite3", images=False)
    r = await two_player(svc, "elsewhere", seed=3)
    await play(svc, "elsewhere", r, random.Random(1))
    export = (await svc.export("elsewhere", "u1")).attachment
    await svc.close()
    assert export is not None
    game_file = tmp_path / "finished.json"
    game_file.write_text(export.text)
    view_file = tmp_path / "out" / "mine.json"
    out = await run_console(
        tmp_path,
        f"n\nimport {game_file}\nstatus\nnew two seed=8\nstart\nexport mine {view_file}\n1\nundo\nresign\nnew two\nabort\ny\nrecheck\n",
    )
    assert "[channel] Ann imported a game as #1" in out
    assert "Game #1 (over)" in out
    assert f"[export] written to {view_file}" in out
    assert set(json.loads(view_file.read_text())["views"]) == {"us", "jihadist"}
    assert "[channel] Ann took back their last decision" in out
    assert "[private to you as Jihadist] Undone: " in out
    assert "[channel] Ann resigns." in out and "Game over: US wins" in out  # the side to act (the Jihadist) resigns
    assert "[channel] Game #3 was aborted." in out
    assert "game #1 (console, over): " in out and "snapshot refreshed" in out
    assert "game #2 (console, over): " in out


async def test_board_images_are_written_to_the_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pictures_mod, "_render", lambda view, previous=None: b"\x89PNG test")
    out = await run_console(tmp_path, "n\nnew two seed=4\nstart\nboard\n", images=True)
    files = sorted((tmp_path / "boards").glob("*.png"))
    # the start: the whole board (a new turn) and the phase's close-up; `board`: the whole board again
    assert [f.name for f in files] == ["game1-v2-t1-jihadist-closeup.png", "game1-v2-t1-jihadist.png"]
    assert files[1].read_bytes() == b"\x89PNG test"
    assert files[0].read_bytes().startswith(b"\x89PNG\r\n")
    assert out.count(f"[board] turn 1, Jihadist Action Phase: saved {files[1]}") == 2


async def test_each_board_compares_with_the_last_one_posted_even_after_a_restart(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    drawn: list[tuple[int, int | None]] = []  # (cards played now, cards played at the previous image)

    def fake(view: View, previous: View | None = None) -> bytes:
        drawn.append((view.prestige, previous.prestige if previous else None))
        return b"\x89PNG test"

    monkeypatch.setattr(pictures_mod, "_render", fake)
    await run_console(tmp_path, "n\nnew two seed=4\nstart\nboard\n", images=True)
    assert drawn[0][1] is None  # the first image has nothing to compare with
    assert drawn[1] == (drawn[0][0], drawn[0][0])  # the next one compares with the view drawn before
    svc = await GameService.open(tmp_path / "c.sqlite3", images=True)  # a restart
    game_id = (await svc.info("console")).game_id  # type: ignore[union-attr]
    stored = await svc.store.board_view(game_id)
    marks = pictures_mod.read_marks(stored)
    assert marks is not None and marks.last.role is None and marks.board is not None and marks.board.role is None
    b = await svc.board("console")
    await svc.close()
    assert b.ok and drawn[2][1] == drawn[1][0]


def test_rules_lookup_by_number_and_name() -> None:
    fsb = card_text("17")
    assert fsb.startswith("#17 FSB (2 Ops, US)") and "Kazakh Strain" in fsb
    assert card_text("#17") == fsb == card_text("fsb")
    both = card_text("Oil Price Spike")
    assert "#117 Oil Price Spike" in both and "#118 Oil Price Spike" in both
    several = card_text("jihad")
    assert several.startswith("Several cards match:") and "#55 Uyghur Jihad" in several


# ---------------------------------------------------------------------- entry point and config
def test_main_without_token_runs_the_console_until_eof(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("LABYRINTH_DB", str(tmp_path / "db" / "x.sqlite3"))
    monkeypatch.setattr(sys, "stdin", io.StringIO("n\nhelp\n"))
    assert entry.main([]) == 0
    out = capsys.readouterr().out
    assert "Commands (the same as the Discord bot's)" in out and "Bye." in out
    assert (tmp_path / "db" / "x.sqlite3").is_file()


def test_config_reads_dotenv_and_the_environment_wins(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text(
        "# comment\nDISCORD_TOKEN=\nLABYRINTH_DB='data/x.sqlite3'\nexport LABYRINTH_BOARD_DIR=pics\n\nLABYRINTH_REMINDER_MINUTES=30\n"
    )
    assert read_dotenv(env_file)["LABYRINTH_DB"] == "data/x.sqlite3"
    c = load_config({"LABYRINTH_BOARD_DIR": "other"}, env_file)
    assert c == Config(db_path=Path("data/x.sqlite3"), board_dir=Path("other"), reminder_minutes=30)
    assert load_config({}, tmp_path / "missing.env") == Config()
    with pytest.raises(ValueError, match="LABYRINTH_REMINDER_MINUTES"):
        load_config({"LABYRINTH_REMINDER_MINUTES": "soon"}, None)
    env_file.write_text("JUSTAWORD\n")
    with pytest.raises(ValueError, match="expected KEY=VALUE"):
        load_config({}, env_file)


async def test_console_pause_and_resume(tmp_path: Path) -> None:
    out = await run_console(tmp_path, "n\nnew two seed=3\nstart\npause lunch\n1\nstatus\nresume\n1\nquit\n")
    assert "[channel] Game #1 is paused by Ann since " in out and "(lunch)" in out
    assert "! Game #1 is paused by Ann" in out  # the answer while paused
    assert "⏸ Game #1 is paused by Ann" in out
    assert "[channel] Ann resumed game #1." in out
    svc = await GameService.open(tmp_path / "c.sqlite3")
    info = await svc.info("console")
    rows = await svc.store.actions(info.game_id) if info else []
    await svc.close()
    assert info is not None and info.paused_at is None and rows and len({r.created_at for r in rows}) == 1  # only the answer after resume (a card and its use: one answer, issue 19)


# ---------------------------------------------------------------------- presentation
def test_long_option_lists_are_grouped_and_numbered_as_shown() -> None:
    opts = [Option(id="country:stay", label="Afghanistan (stay: go to ground)")]
    opts += [Option(id=f"country:u{i}", label=f"U{i} (unmarked: Posture roll)") for i in range(8)]
    opts += [Option(id="country:x", label="Xland (roll 2 or less: Fair)")]
    opts += [Option(id=f"country:a{i}", label=f"A{i} (automatic)") for i in range(4)]
    lines, shown = layout(opts)
    text = "\n".join(lines)
    assert "   unmarked: Posture roll:" in lines and "   automatic:" in lines
    assert (
        " 1. Afghanistan (stay: go to ground)" in text
        and " 2. U0" in text
        and "10. Xland (roll 2 or less: Fair)" in text
    )
    assert "11. A0" in text and "`prompt all`" in text
    assert [o.id for o in shown] == [o.id for o in opts]  # groups keep the order they first appear in
    # a short list (or `prompt all`) is one option per line with its id
    lines, shown = layout(opts, full=True)
    assert lines[1] == "    2. U0 (unmarked: Posture roll)  [country:u0]" and shown == opts
    # interleaved groups: the numbers follow the display, not the engine's order
    mixed = [Option(id=f"c{i}", label=f"C{i} ({'odd' if i % 2 else 'even'})") for i in range(14)]
    lines, shown = layout(mixed)
    assert [o.id for o in shown] == [f"c{i}" for i in range(0, 14, 2)] + [f"c{i}" for i in range(1, 14, 2)]


def test_log_tidying_and_draws_joined() -> None:
    lines = [
        "Jihadist bot plays #5 NEST",
        "Jihadist bot: Operations: Recruit",
        "Random country: die 2 → X",
        "Waiting for Ann (US).",
    ]
    gists = [Gist(weight=HEADLINE), Gist(weight=REASONING), Gist(weight=REASONING), Gist()]
    assert tidy_log(lines, {"Waiting for Ann (US)."}, brief=True, gists=gists) == (["Jihadist bot plays #5 NEST"], 2)
    assert tidy_log(lines, set(), brief=False, gists=gists) == (lines, 0)
    assert tidy_log(lines, set(), brief=True) == (lines, 0)  # (lines without Gists: none is reasoning)
    assert join_draws(["You draw #1 A", "You draw #2 B", "You give #2 B"]) == ["You draw #1 A, #2 B", "You give #2 B"]
    assert join_draws(["You draw #1 A"]) == ["You draw #1 A"]


def test_card_hint_and_count_values() -> None:
    hint = card_hint("How will you play #93 Taliban (3 Ops, Jihadist)?", "US")
    assert hint[0] == "Event of #93 Taliban:" and any("`card 93`" in h for h in hint)
    assert "This is a Jihadist card" in hint[-1]
    assert not any("This is a" in h for h in card_hint("How will you play #93 Taliban?", "Jihadist"))
    assert count_values([Option(id="n:6", label="6"), Option(id="n:7", label="7")]) == [6, 7]
    assert count_values([Option(id="n:6", label="6"), Option(id="done", label="No more")]) is None
    assert number_range([6, 7, 8]) == "6 to 8" and number_range([0, 1]) == "0 or 1" and number_range([3]) == "3"


async def test_count_prompts_take_the_count_itself(tmp_path: Path) -> None:
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    out = io.StringIO()
    con = Console(svc, io.StringIO(""), out, user_id="me", user_name="Ann")
    con.current = PromptFor(
        game_id=1,
        user_id="me",
        user_name="Ann",
        role="us",
        text="how many Troops?",
        kind="",
        options=[Option(id=f"n:{k}", label=str(k)) for k in range(6, 12)],
        version=1,
    )
    await con.show_prompt(con.current)
    assert "   Type how many: 6 to 11" in out.getvalue()
    assert con.option_for("6") == "n:6" and con.option_for("11") == "n:11"
    assert con.option_for("2") is None  # not "the 2nd option" (7 Troops)
    assert "type how many, 6 to 11" in con.not_an_option("2")
    # counts that cannot be mistaken for positions still take a position
    con.current = con.current.model_copy(update={"options": [Option(id="n:6", label="6"), Option(id="n:7", label="7")]})
    con.shown = list(con.current.options)
    assert con.option_for("7") == "n:7" and con.option_for("1") == "n:6"
    await svc.close()


async def test_console_status_line_card_countries_verbose_and_prompt_all(tmp_path: Path) -> None:
    out = await run_console(
        tmp_path,
        "n\nnew two seed=5\nstart\nstatus\ncard 17\ncard\ncountries\nverbose on\nverbose maybe\nverbose off\nprompt all\n",
    )
    assert "-- Turn 1, Jihadist Action Phase · Prestige 7 · Funding 9 · Troops 11 on track" in out
    assert "(`card <number>` shows a card's text)" in out
    assert "(That is your decision as Jihadist: `prompt` shows it again.)" in out
    assert "#17 FSB (2 Ops, US)" in out and "! Say which card: `card 17`" in out
    assert "Muslim countries (Resources in brackets):" in out and "Afghanistan:" in out and "Islamist Rule" in out
    assert "United States:" in out and "Hard" in out
    assert "The bot's reasoning and the random-country dice are shown." in out and "! Use `verbose on`" in out
    assert out.count("Jihadist Action Phase: play your first card") == 2  # at start and with `prompt all`
    assert "    1. Play #" in out and "  [play:" in out
    assert "Waiting for a Jihadist player" not in out and "Use `start` to begin." not in out


# ---------------------------------------------------------------------- issue 16: answering
async def _my_prompt(tmp_path: Path) -> PromptFor:
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    try:
        r = await svc.prompt("console", "me")
    finally:
        await svc.close()
    assert r.prompt is not None
    return r.prompt


async def test_a_card_number_answers_with_play_and_bare_when_no_such_place(tmp_path: Path) -> None:
    await run_console(tmp_path, "n\nnew two seed=4\nstart\n")
    p = await _my_prompt(tmp_path)
    cards = [int(o.id.split(":")[1]) for o in p.options if o.id.startswith("play:")]
    big = max(cards)
    assert big > len(p.options)  # so a bare number cannot be the option's place
    out = await run_console(tmp_path, f"play {big}\n")
    assert f"How will you play #{big} " in out
    assert "is not an option" not in out


async def test_a_unique_word_answers_and_an_ambiguous_one_is_refused(tmp_path: Path) -> None:
    await run_console(tmp_path, "n\nnew two seed=4\nstart\n")
    p = await _my_prompt(tmp_path)
    first = p.options[0].label.removeprefix("Play ").split(" (")[0]  # "#12 Name"
    out = await run_console(tmp_path, f'"{first.split(" ", 1)[1]}"\n')
    assert f"How will you play {first}" in out
    out = await run_console(tmp_path, "play\n")
    assert "! Say which option" in out
    out = await run_console(tmp_path, "o\n")  # in many labels ("Operations", "Event")
    assert "matches several options" in out


async def test_a_known_id_out_of_turn_says_what_the_game_waits_for(tmp_path: Path) -> None:
    out = await run_console(tmp_path, "n\nnew two seed=4\nstart\ncountry:iraq\nplay ops:reserves\n")
    assert "! 'country:iraq' is not an option now: the game waits for your decision: Jihadist Action Phase" in out
    assert "! 'ops:reserves' is not an option now" in out
    assert "Unknown command" not in out


async def test_an_answer_typed_ahead_for_another_decision_is_refused(tmp_path: Path) -> None:
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    out = io.StringIO()
    console = Console(svc, io.StringIO(""), out, user_id="me", user_name="Ann")
    # lines as typed: each with the decision on screen at that moment (None: none yet)
    console.reader = Queue()
    for line, typed_for in [("n", None), ("new two seed=4", None), ("start", None), ("1", None), ("1", 2), ("", 2)]:
        console.reader.put((line + "\n" if line else "", typed_for))
    try:
        assert await console.run() == 0
    finally:
        await svc.close()
    text = out.getvalue()
    assert text.count("! '1' was typed before this decision was shown, so it is not taken as its answer") == 1
    assert "How will you play #" in text  # the answer typed for the decision shown is taken


async def test_abort_asks_first(tmp_path: Path) -> None:
    out = await run_console(tmp_path, "n\nnew two seed=4\nstart\nabort\nn\nstatus\nabort\nyes\n")
    assert out.count("Abort the game for good (it cannot be resumed)? [y/N]") == 2
    assert "The game goes on (not aborted)." in out
    assert "Game #1 (active)" in out
    assert "[channel] Game #1 was aborted." in out


async def test_tab_completes_commands_options_cards_and_countries(tmp_path: Path) -> None:
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    console = Console(svc, io.StringIO(""), io.StringIO(), user_id="me")
    try:
        assert console.complete("pl", 0) == "play" and console.complete("pl", 1) is None
        assert console.complete("moro", 0) == "Moro Talks"
        assert console.complete("Afgh", 0) == "Afghanistan"
        console.current = PromptFor(
            game_id=1, user_id="me", user_name="Ann", role="us", text="t", kind="card", version=1,
            options=[Option(id="play:17", label="Play #17 FSB"), Option(id="play:20", label="x")],
        )  # fmt: skip
        assert [console.complete("play:", i) for i in range(3)] == ["play:17", "play:20", None]
    finally:
        await svc.close()
    # piped input (not a terminal) is read line by line on demand, without readline
    assert not io.StringIO().isatty()


async def test_status_shows_the_victory_conditions_of_the_mode(tmp_path: Path) -> None:
    out = await run_console(tmp_path, "n\nnew two seed=4\nstart\nstatus\n")
    assert "Victory (2.1, 2.3):" in out
    assert "Islamist Rule Res.: 1 of 6 · Jihadist wins at 6 with 2 Adjacent IR countries" in out
    assert "End: reshuffle 1 of 1 ends the game;" in out
    if solo_available():
        out = await run_console(tmp_path / "solo", "n\nnew solo length=2 ideology=potent seed=4\nstart\nstatus\n")
        assert "Victory (9.1, 1-player):" in out
        assert "US loses with fewer than 9 at the end" in out
        assert "Jihadist Ideology Potent (9.7): a Plot success places 2 Plots" in out


async def test_console_why_shows_the_bots_reasoning_left_out_of_the_text(tmp_path: Path) -> None:
    """Issue 19: the bot's reasoning stays out of the channel text; `why` shows it, with rule numbers."""
    out = await run_console(tmp_path, "n\nwhy\nnew solo seed=4\nstart\nwhy\n")
    assert "! No reasoning of the bot to show yet" in out
    channel = out.split("[why]", 1)[0]
    assert "Jihadist bot: " not in channel and "`why` shows them" in channel
    why = out.split("[why]", 1)[1]
    assert "Jihadist bot: " in why and re.search(r"\(9\.\d", why)


async def test_the_console_shows_the_menu_with_chains_and_takes_a_chain_by_number(tmp_path: Path) -> None:
    """Issue 19: the console lists what `PromptFor.menu` holds (a card and its use in one step,
    most relevant first), as the Discord adapter does, and a chain's number makes both decisions."""
    await run_console(tmp_path, "n\nnew solo seed=4\nstart\n")
    svc = await GameService.open(tmp_path / "c.sqlite3", images=False)
    svc.menu_limit = MENU_LIMIT  # the menu as the console sees it
    try:
        for _ in range(30):  # the last option each time, until a menu with chains (a few cards left)
            p = (await svc.prompt("console", "me")).prompt
            assert p is not None
            if any(">" in o.id for o in p.shown):
                break
            assert (await svc.act("console", "me", p.options[-1].id, p.version)).ok
        else:
            raise AssertionError("no menu with chains came up")
    finally:
        await svc.close()
    assert len(p.shown) > len(p.options)
    out = await run_console(tmp_path, "prompt all\n")
    listed = out.rsplit(p.text, 1)[1]
    for i, o in enumerate(p.shown, start=1):
        assert f"{i:>2}. {o.label}  [{o.id}]" in listed
    n, chain = next((i, o) for i, o in enumerate(p.shown, start=1) if ">" in o.id)
    out = await run_console(tmp_path, f"{n}\n")
    assert "is not an option" not in out and "!" not in out.split(p.text, 1)[-1].split("\n")[0]
    after = await _my_prompt(tmp_path)  # both decisions taken: now the War of Ideas country
    assert after.version > p.version and "How will you play" not in after.text and chain.id.endswith("ops:woi")
    # the countries most relevant first (the engine's odds), as the Discord menu lists them
    assert after.shown[0].odds == max(o.odds or 0 for o in after.shown)
    assert f" 1. {after.shown[0].label.split(' (')[0]}" in out.rsplit(after.text, 1)[1]


async def test_the_console_shows_phases_as_blocks(tmp_path: Path) -> None:
    """Issue 19: each phase the reply goes through is a block: a header line, its lines under it
    (the solitaire bot's whole Action Phase passes inside `start`); the reasoning stays behind `why`."""
    out = await run_console(tmp_path, "n\nnew solo seed=4\nstart\n")
    headers = re.findall(r"^== (.+) ==$", out, flags=re.M)
    assert any("Jihadist Action Phase" in h for h in headers) and any("US Action Phase" in h for h in headers)
    jihadist = out.split(next(f"== {h} ==" for h in headers if "Jihadist Action Phase" in h), 1)[1]
    body = jihadist.split("\n==", 1)[0].splitlines()[1:]
    assert body and all(line.startswith("   ") for line in body if line)
    assert any("Jihadist bot plays #" in line for line in body) and "Jihadist bot: " not in out


async def test_the_console_offers_travel_from_and_to_in_one_pick(tmp_path: Path) -> None:
    """Issue 19: the console lists the same Travel menu as Discord (one page: "All 3 remaining
    Operations: A → B", the surest pairs, each origin alone) and takes a pair by its number."""
    position = {
        "countries": {
            "afghanistan": {"sleepers": 4},
            "pakistan": {"sleepers": 1},
            "central_asia": {"governance": "fair", "alignment": "neutral"},
        },
        "hands": {"us": [2], "jihadist": [116]},
    }
    f = tmp_path / "travel.json"
    f.write_text(json.dumps(position))
    out = await run_console(tmp_path, f"n\nnew solo side=jihadist seed=3 position={f}\nstart\n3\n")
    listed = out.rsplit("Travel 1 of 3: which country does a Cell leave?", 1)[1]
    assert " 1. All 3 remaining Operations: Afghanistan (Islamist Rule, 4 Cells) → " in listed  # ("automatic:" above)
    assert re.search(r"\d\. Afghanistan \(Islamist Rule, 4 Cells\) → another country…\n", listed)
    p = await _my_prompt(tmp_path)
    n = next(i for i, o in enumerate(p.shown, start=1) if o.id == "country:afghanistan>country:pakistan")
    await run_console(tmp_path, f"{n}\n")
    after = await _my_prompt(tmp_path)
    assert after.text.startswith("Travel 2 of 3") and after.version == p.version + 1
