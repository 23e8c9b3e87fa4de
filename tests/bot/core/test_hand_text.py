"""The hand in words and its notes (issue 20): the whole event summary, the engine's reason why
an Event is not playable now, the same words the hand picture draws."""

from __future__ import annotations

from bot.core.words import hand_lines, hand_notes
from engine import Game
from engine.cardplay import unplayable_note
from engine.msg import english
from engine.view import card_view


def test_notes_come_from_the_engine_for_each_unplayable_card() -> None:
    g = Game.new("lets_roll", players="two", seed=1)
    cards = g.view("us").hand or []
    notes = hand_notes(g, "us", cards)
    assert notes  # this deal holds cards whose Event needs Troops in Iraq
    for c in cards:
        assert english(notes.get(c.number)) == english(unplayable_note(g, c.number, "us"))
    assert all(english(n).startswith("(Event not playable now: ") for n in notes.values())


def test_notes_are_the_engines_messages_said_in_the_readers_language() -> None:
    """A Russian hand's picture and lines say why in Russian (the notes were English strings)."""
    from bot.core import i18n

    g = Game.new("lets_roll", players="two", seed=1)
    notes = hand_notes(g, "us", g.view("us").hand or [])
    assert notes
    for note in notes.values():
        assert i18n.word(note, "ru").startswith("(Событие сейчас недопустимо: ")
    number = next(iter(notes))
    lines = hand_lines([card_view(number)], notes, "ru")
    assert f"    {i18n.word(notes[number], 'ru')}" in lines


def test_no_notes_once_the_game_is_over() -> None:
    g = Game.new("lets_roll", players="two", seed=1)
    cards = g.view("us").hand or []
    g.state.winner, g.state.phase = "us", "over"
    assert g.over
    assert hand_notes(g, "us", cards) == {}


def test_hand_lines_hold_the_full_title_ops_side_note_and_every_step() -> None:
    c = card_view(47)
    lines = hand_lines([c, card_view(6)], {6: "(Event not playable now: it needs: Patriot Act)"})
    text = "\n".join(lines)
    assert "#47 The door of Itjihad was closed (3 Ops, US event, LAPSING)" in text
    for step in c.text.strip().splitlines():
        assert step.strip() in text
    assert "    (Event not playable now: it needs: Patriot Act)" in lines
    assert lines.index("    (Event not playable now: it needs: Patriot Act)") == lines.index(
        next(ln for ln in lines if ln.startswith("  #6 "))
    ) + 1
