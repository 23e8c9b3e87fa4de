"""Messages (engine.msg) the three Event modules share: a card's name as the reason a board change
gives, why a Lingering marker leaves, a country as an option's label. Their words are in
engine/locales/*/engine-events.ftl."""

from __future__ import annotations

from functools import cache

from engine import msg
from engine.msg import Msg, m


# (each made once per card or country: a message is immutable, the same as made anew, and the
# Events give these reasons on a rollout's fast path too)
@cache
def by(number: int) -> Msg:
    """Card `number`'s name as the reason a change gives ("Funding 5 → 4 (Moro Talks)")."""
    return m("ev-by", card=msg.cardname(number))


@cache
def blocked_by(number: int) -> Msg:
    """Why a Lingering marker leaves (6.2.8): "Blocked by Moro Talks"."""
    return m("ev-blocked-by", card=msg.cardname(number))


@cache
def country_label(cid: str) -> Msg:
    """A country's name as an option's label."""
    return m("ev-country", country=msg.country(cid))
