"""The game's state as it was saved before the engine spoke in message ids (issue 23): each log
entry's English sentence under the key "text", and the victory's reason in English. An export written then carries the SHA-256 of that
text (`state_sha256`); an import replays the game and compares it with both forms, so such an
export still imports. The English words come from the English catalog, which says exactly what
the engine used to write (bench/replay.py's fingerprints hold it: they hash this form)."""

from __future__ import annotations

import hashlib

from pydantic import BaseModel

from bot.core import i18n
from engine import Game
from engine.state import GameState


class _OldEntry(BaseModel):
    """engine.state.LogEntry as it was: its fields in their order."""

    seq: int
    turn: int
    text: str
    kind: str = "info"
    to: str | None = None


#: GameState's field after the log (where the log's array goes; the key order is significant)
_AFTER_LOG = list(GameState.model_fields)[list(GameState.model_fields).index("log") + 1]


def legacy_state_json(game: Game) -> str:
    """`game.state_json()` as it was written before message ids: English sentences in the log."""
    s = game.state
    entries = ",".join(
        _OldEntry(seq=e.seq, turn=e.turn, text=i18n.word(e, i18n.DEFAULT), kind=e.kind, to=e.to).model_dump_json()
        for e in s.log
    )
    if s.victory is not None and not isinstance(s.victory, str):  # (the reason, as English words)
        s = s.model_copy(update={"victory": i18n.word(s.victory, i18n.DEFAULT)})
    rest = s.model_dump_json(exclude={"log"})
    i = rest.find(f',"{_AFTER_LOG}":')
    return f'{rest[:i]},"log":[{entries}]{rest[i:]}'


def legacy_state_hash(game: Game) -> str:
    return hashlib.sha256(legacy_state_json(game).encode()).hexdigest()
