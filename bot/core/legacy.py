"""The game's state as it was saved before the engine spoke in message ids (issue 23): each log
entry's English sentence under the key "text", and the victory's reason in English. An export written then carries the SHA-256 of that
text (`state_sha256`); an import replays the game and compares it with both forms, so such an
export still imports. The English words come from the English catalog, which says exactly what
the engine used to write (bench/replay.py's fingerprints hold it: they hash this form).

A game's stored result (`{"winner": ..., "reason": ...}`) held its reason as an English sentence
too ("the US player resigned"); it holds a message now. `reason_message` reads either."""

from __future__ import annotations

import hashlib
import re
from functools import cache

from pydantic import BaseModel

from bot.core import i18n
from engine import Game
from engine.msg import Arg, Msg, Text, m, role
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


def said_then(msg: Msg) -> str:
    """The English the engine wrote then for a message reworded since (issue 33), else as now."""
    then = _WORDED_THEN.get(msg.id)
    return then(msg) if then is not None else i18n.word(msg, i18n.DEFAULT)


def _idle_then(msg: Msg) -> str:
    return i18n.word(m("jihad-idle", country=msg.arg("country"), hits=msg.arg("hits"), now="no"), i18n.DEFAULT)


#: the messages reworded since the exports before message ids were written, with the words they
#: had then: those exports hash these words (`state_sha256`), so they must still import
_WORDED_THEN = {
    "deploy-done": lambda msg: i18n.word(msg, i18n.DEFAULT).replace("Deploy 1 Troop from ", "Deploy 1 Troops from ", 1),
    "jihad-idle": _idle_then,  # (its "Poor now" variant said "already Poor")
    "jihad-surplus": _idle_then,  # (a Major Jihad's successes after Islamist Rule were called idle)
    "ev-us-looks-at-hand": lambda msg: i18n.word(msg, i18n.DEFAULT).replace(" (1 card)", " (1 cards)", 1),
    "cells-placed-why": lambda msg: i18n.word(m("cells-placed", cells=msg.arg("cells"), country=msg.arg("country")), i18n.DEFAULT),
}


def legacy_state_json(game: Game) -> str:
    """`game.state_json()` as it was written before message ids: English sentences in the log."""
    s = game.state
    entries = ",".join(
        _OldEntry(
            seq=e.seq, turn=e.turn, text=said_then(e.msg) if isinstance(e.msg, Msg) else e.msg, kind=e.kind, to=e.to
        ).model_dump_json()
        for e in s.log
    )
    if s.victory is not None and not isinstance(s.victory, str):  # (the reason, as English words)
        s = s.model_copy(update={"victory": i18n.word(s.victory, i18n.DEFAULT)})
    rest = s.model_dump_json(exclude={"log"})
    i = rest.find(f',"{_AFTER_LOG}":')
    return f'{rest[:i]},"log":[{entries}]{rest[i:]}'


def legacy_state_hash(game: Game) -> str:
    return hashlib.sha256(legacy_state_json(game).encode()).hexdigest()


# ---------------------------------------------------------------------- a game's result
#: the messages a game's stored result gives as its reason (`result["reason"]`): the engine's
#: victory conditions (engine/board.py, ops/plots.py `GameOver`) and the service's own ends
RESULT_REASONS = (
    "victory-good-resources",
    "victory-fair-good",
    "victory-no-cells",
    "victory-ir-resources-solo",
    "victory-ir-resources",
    "victory-prestige-poor",
    "victory-wmd-us",
    "victory-end-solo",
    "victory-end-us",
    "victory-end-jihadist",
    "reason-timeout",
    "reason-resigned",
    "reason-aborted",
)


@cache
def _old_reasons() -> list[tuple[re.Pattern[str], str]]:
    """Each reason's English, as a pattern over the sentence stored before results held messages
    (the English catalog says exactly what was stored then: its arguments are the groups)."""
    out = []
    for msg_id in RESULT_REASONS:
        names = i18n.catalogs()[i18n.DEFAULT].variables[msg_id]
        text = i18n.t(i18n.DEFAULT, msg_id, **{n: f"\0{n}\0" for n in names})
        parts = re.split(r"\0(\w+)\0", text)  # literal, name, literal, name, ..., literal
        pattern = "".join(re.escape(p) if i % 2 == 0 else f"(?P<{p}>.+?)" for i, p in enumerate(parts))
        out.append((re.compile(pattern), msg_id))
    return out


def _old_arg(name: str, value: str) -> Arg:
    if value.isdigit():
        return int(value)
    if name == "side":  # "US", "Jihadist": the role
        return role(value.lower())
    return value


def reason_message(reason: object) -> Text | None:
    """A stored result's reason as a message: the message itself (its JSON), or the English
    sentence an older result holds read back into its message; an English sentence we do not know
    is given as it is (shown so), none as None."""
    if reason is None or reason == "":
        return None
    if isinstance(reason, dict):
        try:
            return Msg.from_json(reason)
        except (ValueError, TypeError):  # not a message (a damaged file): shown as it is
            return str(reason)
    text = str(reason)
    for pattern, msg_id in _old_reasons():
        found = pattern.fullmatch(text)
        if found:
            return m(msg_id, **{k: _old_arg(k, v) for k, v in found.groupdict().items()})
    return text


def reason_json(reason: object) -> object:
    """A stored reason in the form results are stored in now (a message's JSON), whichever form
    it was stored in: two results compare equal in this form (an old export against its replay)."""
    msg = reason_message(reason)
    return msg.to_json() if isinstance(msg, Msg) else msg
