"""Events of the Unassociated cards 96-120 (6.2, 6.3.2.2).

Either side may play these Events; `role` is the side that played the card and makes the
decisions, except where the card names the deciding player (Danish Cartoons: the US sets
Scandinavia, the Jihadist places the Plot; HAMAS Elected: the US picks its discard).

Solitaire (rules section 9): prompts addressed to the Jihadist are answered by the bot through
their `kind`; the selections section 9 spells out for particular cards (Iran, Jaysh al-Mahdi,
Oil Price Spike, Cells the bot gives up, a random Tora Bora country) are made here, under
`_bot(g, role)`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from engine import msg
from engine.board import GameOver, name
from engine.cardplay import JIHADIST_OPS, US_OPS, card_label, discard_from_hand
from engine.data import CARDS, COUNTRIES, MUSLIM, SHIA_MIX_TABLE
from engine.events.registry import event
from engine.events.words import by
from engine.hooks import modifies
from engine.msg import Msg, Text, m
from engine.ops import jihadist as jihadist_ops
from engine.ops import us as us_ops
from engine.prompts import ask
from engine.state import FAIR, GOOD, ISLAMIST_RULE, POOR, SADR, WMD, PlotValue, Role

if TYPE_CHECKING:
    from engine.game import Game, Proc

OIL_PRICE_SPIKE = "Oil Price Spike"
GTMO = "GTMO"
SHIA_MIX = tuple(cid for cid, d in COUNTRIES.items() if d.type == "shia_mix")
# 110, 111, 112, 115, 116: REMOVE only when the US plays the Event (card reference notes)
US_ONLY_REMOVE = frozenset({110, 111, 112, 115, 116})


# ---------------------------------------------------------------------- helpers
def _bot(g: Game, role: Role) -> bool:
    """The solitaire Jihadist makes this decision (rules section 9)."""
    return g.state.players == "solo" and role == "jihadist"


def _opts(g: Game, cids: Iterable[str]) -> list[tuple[str, Text]]:
    out: list[tuple[str, Text]] = []
    for cid in cids:
        c = g.c(cid)
        state: Msg | msg.Ref
        if g.is_muslim(cid):
            state = msg.governance(g.governance(cid))
        else:
            state = m("ev-posture-title", posture=g.posture(cid) or "unmarked")
        label = m("ev-country-bits", country=msg.country(cid), state=state, cells=c.cells, troops=c.troops)
        out.append((f"country:{cid}", label))
    return out


def _choose_country(g: Game, role: Role, text: Text, cids: list[str], kind: str = "country") -> Proc:
    """Ask `role` for one of `cids` (no question when there is only one, except a Plot placement
    by the solitaire bot: its Plot chart may find no country and radicalize instead, 9.4.2.1)."""
    if len(cids) == 1 and not (kind == "place_plot" and _bot(g, role)):
        return cids[0]
    pick = yield ask(role, text, _opts(g, cids), kind=kind)
    return pick.removeprefix("country:")


def _random_pick(g: Game, cids: list[str]) -> str:
    """9.5: one of several equal candidates at random (canonical name order, one draw)."""
    ordered = sorted(cids, key=name)
    return ordered[0] if len(ordered) == 1 else ordered[g.random_index(len(ordered))]


def _closest(g: Game, origin: str, cids: list[str]) -> str:
    """9.5.1: the candidate closest to `origin`; ties at random."""
    best = min(g.distance(origin, c) for c in cids)
    return _random_pick(g, [c for c in cids if g.distance(origin, c) == best])


def _shia_mix_roll(g: Game) -> str:
    """9.5: three dice on the Shia-Mix table."""
    total = g.roll(purpose="random") + g.roll(purpose="random") + g.roll(purpose="random")
    cid = SHIA_MIX_TABLE[total]
    g.log(m("ev-shia-mix-table", total=total, country=msg.country(cid)), kind="roll")
    return cid


def _remove_cells(g: Game, role: Role, cid: str, n: int, why: int) -> Proc:
    """Remove up to n Cells (Sadr counts as one) one at a time, `role` choosing which; a Cadre
    is placed if the last one goes (4.8.4). The solitaire bot gives up Active Cells before
    Sleepers and Sadr last (9.3.1)."""
    for i in range(n):
        c = g.c(cid)
        kinds = [
            (k, label)
            for k, label, present in (
                ("cell:active", m("ev-an-active-cell"), c.actives),
                ("cell:sleeper", m("ev-a-sleeper-cell"), c.sleepers),
                ("cell:sadr", m("ev-sadr"), SADR in c.markers),
            )
            if present
        ]
        if not kinds:
            return
        if len(kinds) == 1 or _bot(g, role) or n - i >= c.cells:
            pick = kinds[0][0]  # a single kind, 9.3.1 order, or every Cell goes anyway
        else:
            text = m("ev-which-cell-leaves", card=msg.cardname(why), country=msg.country(cid))
            pick = yield ask(role, text, kinds, kind="remove_cell")
        if pick == "cell:sadr":
            g.remove_sadr(cid, by(why))
        else:
            g.remove_cells(cid, 1, actives_first=pick == "cell:active", cadre=True, why=by(why))


def _plot_marker(g: Game, role: Role, cid: str, values: list[PlotValue], why: int) -> Proc:
    """Place one of the Available Plot markers `values` in cid (the placer picks which) for card `why`."""
    distinct = sorted(set(values), key=str)
    if not distinct:
        g.log(m("ev-no-suitable-plot", card=msg.cardname(why)))
        return
    if len(distinct) == 1:
        value = distinct[0]
    else:
        raw = (yield ask(
            role,
            m("ev-which-plot-marker", card=msg.cardname(why), country=msg.country(cid)),
            [(f"plot:{v}", m("ev-plot-value", plot=v)) for v in distinct],
            kind="plot_marker",
        )).removeprefix("plot:")
        value = WMD if raw == WMD else int(raw)  # type: ignore[assignment]
    g.place_plot(cid, value)


def _draw(g: Game, role: Role, n: int, why: int) -> None:
    """`role` draws n cards from the Draw Deck (to the top of the solitaire bot's pile, 9.2)."""
    got = 0
    for _ in range(n):
        card = g.draw_card()
        if card is None:
            break
        g.state.hands[role].append(card)
        g.log(m("ev-you-draw-by", card=msg.card(card), by=msg.cardname(why)), kind="secret", to=role)
        got += 1
    if got:
        g.log(m("ev-side-draws", side=msg.role(role), cards=got, by=msg.cardname(why)))


@modifies("event_remove")
def _remove_on_us_play_only(g: Game, value: bool, card: int) -> bool:
    """Zarqawi, Zawahiri, Bin Ladin, Hambali, KSM leave the game only after a US play.
    An Unassociated Event is played only in its player's own Action Phase."""
    if card in US_ONLY_REMOVE:
        return value and g.state.phase == "us"
    return value


# ---------------------------------------------------------------------- 96 Danish Cartoons
def _danish_values(g: Game) -> list[PlotValue]:
    """A Plot 1 unless some country is under Islamist Rule."""
    avail = g.state.available_plots
    return list(avail) if g.any_ir() else [v for v in avail if v == 1]


def danish_cartoons_plot_targets(g: Game) -> list[str] | None:
    """Where the Plot may go (any Muslim country not under Islamist Rule), or None when no suitable
    marker is Available. The solitaire bot decides the Plot before the Event begins (9.4.2.1)."""
    return [m for m in MUSLIM if not g.is_ir(m)] if _danish_values(g) else None


@event(96)
def danish_cartoons(g: Game, role: Role) -> Proc:
    posture = yield ask(
        "us",
        m("ev-danish-posture-ask", card=msg.cardname(96), country=msg.country("scandinavia")),
        [("posture:hard", m("ref-posture-hard")), ("posture:soft", m("ref-posture-soft"))],
    )
    g.set_posture("scandinavia", posture.removeprefix("posture:"))
    g.log(m("ev-posture-set-to", country=msg.country("scandinavia"), posture=msg.posture(posture.removeprefix("posture:"))))
    # the Jihadist places the Plot: a Plot 1 unless some country is under Islamist Rule
    values = _danish_values(g)
    targets = danish_cartoons_plot_targets(g)
    if targets is None:
        g.log(m("ev-no-suitable-plot", card=msg.cardname(96)))
        return
    text = m("ev-danish-plot-ask", card=msg.cardname(96))
    cid = yield from _choose_country(g, "jihadist", text, targets, "place_plot")
    yield from _plot_marker(g, "jihadist", cid, values, 96)


# ---------------------------------------------------------------------- 97 Fatwa
def _fatwa_playable(g: Game, role: Role) -> bool:
    return all(any(n != 97 for n in g.state.hands[r]) for r in ("us", "jihadist"))


def _random_card(g: Game, role: Role, exclude: int) -> int:
    """A random card of `role`'s hand (the top of the solitaire bot's face-down pile, 9.2)."""
    hand = [n for n in g.state.hands[role] if n != exclude]
    if g.state.players == "solo" and role == "jihadist":
        return hand[-1]
    return hand[0] if len(hand) == 1 else hand[g.random_index(len(hand))]


@event(97, playable=_fatwa_playable)
def fatwa(g: Game, role: Role) -> Proc:
    s = g.state
    # the two cards are picked together, so the one just received is never given back
    from_us, from_jihadist = _random_card(g, "us", 97), _random_card(g, "jihadist", 97)
    s.hands["us"].remove(from_us)
    s.hands["jihadist"].remove(from_jihadist)
    s.hands["jihadist"].append(from_us)  # the top of the solitaire bot's pile
    s.hands["us"].append(from_jihadist)
    g.log(m("ev-fatwa", card=msg.cardname(97)))
    g.log(m("ev-you-give-receive", given=msg.card(from_us), received=msg.card(from_jihadist)), kind="secret", to="us")
    g.log(m("ev-you-give-receive", given=msg.card(from_jihadist), received=msg.card(from_us)), kind="secret", to="jihadist")
    if _bot(g, role):
        # 9.4.1: the bot spends the card's value through its flowchart after the event; that is
        # this Operation (no second one)
        return
    yield from _one_operation(g, role)


def _one_operation(g: Game, role: Role) -> Proc:
    """Fatwa 2: an Operation with the card's value (1), as if played for Operations."""
    ops, menu = (us_ops, US_OPS) if role == "us" else (jihadist_ops, JIHADIST_OPS)
    opts: list[tuple[str, Text]] = [(f"ops:{k}", m("ev-op-one", op=label)) for k, label in menu.items() if ops.legal(g, k, 1)]
    if not opts:
        g.log(m("ev-fatwa-no-op", card=msg.cardname(97)))
        return
    op = (yield ask(role, m("ev-fatwa-ask", card=msg.cardname(97)), opts, kind="how")).removeprefix("ops:")
    g.log(m("ev-fatwa-conducts", side=msg.role(role), op=menu[op], card=msg.cardname(97)), kind="ops")
    if role == "us":
        yield from ops.run(g, op, 1)
    else:
        yield from ops.run(g, op, 1, 97)  # type: ignore[call-arg]


# ---------------------------------------------------------------------- 98 Gaza Withdrawal
@event(98)
def gaza_withdrawal(g: Game, role: Role) -> Proc:
    if role == "us":
        g.change_funding(-1, by(98))
    elif not g.place_cells("israel", 1):
        g.log(m("ev-no-cell-left-on-track", card=msg.cardname(98)))
    yield from ()


# ---------------------------------------------------------------------- 99 HAMAS Elected
@event(99)
def hamas_elected(g: Game, role: Role) -> Proc:
    hand = g.state.hands["us"]
    if hand:
        pick = yield ask(
            "us",
            m("ev-hamas-ask", card=msg.cardname(99)),
            [(f"card:{n}", card_label(n)) for n in hand],
            kind="select_card",
        )
        yield from discard_from_hand(g, "us", int(pick.removeprefix("card:")))
    g.change_prestige(-1, by(99))
    g.change_funding(-1, by(99))


# ---------------------------------------------------------------------- 100 Hizb Ut-Tahrir
@event(100)
def hizb_ut_tahrir(g: Game, role: Role) -> Proc:
    level = g.troop_level()
    if level == "overstretch":
        g.change_funding(2, m("ev-by-troops-level", card=msg.cardname(100), level="overstretch"))
    elif level == "low_intensity":
        g.change_funding(-2, m("ev-by-troops-level", card=msg.cardname(100), level="low_intensity"))
    else:
        g.log(m("ev-hizb-war", card=msg.cardname(100)))
    yield from ()


# ---------------------------------------------------------------------- 101 Kosovo
@event(101)
def kosovo(g: Game, role: Role) -> Proc:
    g.change_prestige(1, by(101))
    posture = "soft" if g.state.us_posture == "hard" else "hard"
    g.set_posture("serbia", posture)
    g.log(m("ev-posture-set-to", country=msg.country("serbia"), posture=msg.posture(posture)))
    yield from ()


# ---------------------------------------------------------------------- 102 Former Soviet Union
@event(102)
def former_soviet_union(g: Game, role: Role) -> Proc:
    r = g.roll(purpose="test")
    gov = POOR if r <= 4 else FAIR
    text = m("ev-governance-roll", card=msg.cardname(102), country=msg.country("central_asia"), roll=r, governance=msg.governance(gov))
    g.log(text, kind="roll")
    g.set_governance("central_asia", gov, by(102))  # first: an Islamist Rule country stays Adversary (8.4.4)
    g.set_alignment("central_asia", "neutral", by(102))
    yield from ()


# ---------------------------------------------------------------------- 103 Hizballah
@event(103)
def hizballah(g: Game, role: Role) -> Proc:
    if role == "jihadist":
        g.set_governance("lebanon", POOR, by(103))
        g.set_alignment("lebanon", "neutral", by(103))
        return
    targets = [cid for cid in SHIA_MIX if g.c(cid).cells and g.distance("lebanon", cid) <= 3]
    if not targets:
        g.log(m("ev-hizballah-none", card=msg.cardname(103), country=msg.country("lebanon")))
        return
    cid = yield from _choose_country(g, role, m("ev-remove-cell-from", card=msg.cardname(103)), targets)
    yield from _remove_cells(g, role, cid, 1, 103)


# ---------------------------------------------------------------------- 104, 105 Iran
def _bot_shia_mix_pick(g: Game, candidates: list[str]) -> str | None:
    """9.4.2.1 (Iran, Jaysh al-Mahdi): roll the Shia-Mix table, test the result, then take the
    closest candidate at Good, else at Fair (None: no candidate at either)."""
    rolled = _shia_mix_roll(g)
    g.test(rolled)
    for gov in (GOOD, FAIR):
        cands = [m for m in candidates if g.governance(m) == gov]
        if cands:
            return _closest(g, rolled, cands)
    return None


def _iran(g: Game, role: Role) -> Proc:
    if _bot(g, role):
        cid = _bot_shia_mix_pick(g, list(SHIA_MIX))
        if cid is None:
            g.log(m("ev-none-good-or-fair", card=msg.cardname(104)))
            return
    else:
        cid = yield from _choose_country(g, role, m("ev-select-shia-mix", card=msg.cardname(104)), list(SHIA_MIX))
        g.test(cid)
    if role == "us":
        targets = [x for x in (cid, "iran") if g.c(x).cells]
        if not targets:
            g.log(m("ev-no-cell-in-either", card=msg.cardname(104), first=msg.country(cid), second=msg.country("iran")))
            return
        where = yield from _choose_country(g, role, m("ev-remove-cell-from", card=msg.cardname(104)), targets)
        yield from _remove_cells(g, role, where, 1, 104)
        return
    gov0 = g.governance(cid)
    if gov0 is None or gov0 == ISLAMIST_RULE:
        g.log(m("ev-iran-islamist-rule", card=msg.cardname(104), country=msg.country(cid)))
        return
    rolls = [g.roll(purpose="event"), g.roll(purpose="event")]  # both against the Governance at the outset (8.1.2)
    hits = sum(1 for r in rolls if r <= gov0)
    text = m(
        "ev-iran-rolls", card=msg.cardname(104), country=msg.country(cid), governance=msg.governance(gov0),
        first=rolls[0], second=rolls[1], hits=hits,
    )
    g.log(text, kind="roll")
    for _ in range(hits):  # 8.4.1, never to Islamist Rule
        g.remove_aid(cid)
        g.worsen_governance(cid, floor=POOR, why=by(104))


@event(104)
def iran(g: Game, role: Role) -> Proc:
    yield from _iran(g, role)


@event(105)
def iran_2(g: Game, role: Role) -> Proc:
    yield from _iran(g, role)


# ---------------------------------------------------------------------- 106 Jaysh al-Mahdi
def _jaysh_targets(g: Game) -> list[str]:
    return [cid for cid in SHIA_MIX if g.c(cid).cells and g.troops(cid)]


@event(106, playable=lambda g, role: bool(_jaysh_targets(g)))
def jaysh_al_mahdi(g: Game, role: Role) -> Proc:
    targets = _jaysh_targets(g)
    if _bot(g, role):
        cid = _bot_shia_mix_pick(g, targets)
        if cid is None:
            g.log(m("ev-jaysh-none", card=msg.cardname(106)))
            return
    else:
        kind = "country" if role == "us" else "shift_governance"
        cid = yield from _choose_country(g, role, m("ev-jaysh-ask", card=msg.cardname(106)), targets, kind)
    if role == "us":
        yield from _remove_cells(g, role, cid, 2, 106)
    elif g.governance(cid) in (GOOD, FAIR):
        g.worsen_governance(cid, floor=POOR, why=by(106))
    else:
        g.log(m("ev-already-governance", card=msg.cardname(106), country=msg.country(cid), governance=msg.governance(g.governance(cid))))


# ---------------------------------------------------------------------- 107 Kurdistan
@event(107)
def kurdistan(g: Game, role: Role) -> Proc:
    if role == "us":
        g.test("iraq")  # Aid goes only to a marked country (4.9.4)
        g.add_aid("iraq")
        return
    g.test("turkey")
    targets = [cid for cid in ("turkey", "iraq") if g.governance(cid) in (GOOD, FAIR)]
    if not targets:
        g.log(m("ev-neither-worsened", card=msg.cardname(107), first=msg.country("turkey"), second=msg.country("iraq")))
        return
    text = m("ev-worsen-governance-ask", card=msg.cardname(107))
    cid = yield from _choose_country(g, role, text, targets, "shift_governance")
    g.worsen_governance(cid, floor=POOR, why=by(107))


# ---------------------------------------------------------------------- 108 Musharraf
@event(108, playable=lambda g, role: g.c("pakistan").cells > 0)
def musharraf(g: Game, role: Role) -> Proc:
    yield from _remove_cells(g, role, "pakistan", 1, 108)
    g.set_governance("pakistan", POOR, by(108))
    g.set_alignment("pakistan", "ally", by(108))


# ---------------------------------------------------------------------- 109 Tora Bora
def _tora_bora_targets(g: Game) -> list[str]:
    return [cid for cid, c in g.state.countries.items() if c.regime_change and c.cells >= 2]


@event(109, playable=lambda g, role: bool(_tora_bora_targets(g)))
def tora_bora(g: Game, role: Role) -> Proc:
    targets = _tora_bora_targets(g)
    if _bot(g, role):
        cid = _random_pick(g, targets)  # 9.5
    else:
        cid = yield from _choose_country(g, role, m("ev-which-rc-country", card=msg.cardname(109)), targets)
    yield from _remove_cells(g, role, cid, 2, 109)
    g.roll_prestige()
    _draw(g, role, 1, 109)


# ---------------------------------------------------------------------- 110 Zarqawi
ZARQAWI = ("iraq", "syria", "lebanon", "jordan")


def _zarqawi_targets(g: Game) -> list[str]:
    troops = g.troops_counter()  # (the hook's `idle` asked once for the four countries)
    return [cid for cid in ZARQAWI if troops(cid)]


@event(110, playable=lambda g, role: bool(_zarqawi_targets(g)))
def zarqawi(g: Game, role: Role) -> Proc:
    if role == "us":
        g.change_prestige(3, by(110))
        return
    text = m("ev-zarqawi-ask", card=msg.cardname(110))
    cid = yield from _choose_country(g, role, text, _zarqawi_targets(g), "place_cell")
    g.test(cid)
    if not g.place_cells(cid, 3):
        g.log(m("ev-no-cell-left-on-track", card=msg.cardname(110)))
    if 2 in g.state.available_plots:
        g.place_plot(cid, 2)
    else:
        g.log(m("ev-no-plot-2", card=msg.cardname(110)))


# ---------------------------------------------------------------------- 111 Zawahiri, 112 Bin Ladin
def _us_leader_playable(g: Game, role: Role) -> bool:
    """US play only if no Islamist Rule and neither FATA nor Al-Anbar is in play; the markers
    block only the US option (so they are not in cards.json `blocked_by`)."""
    if role == "jihadist":
        return True
    return not g.any_ir() and not g.in_play("FATA") and not g.in_play("Al-Anbar")


@event(111, playable=_us_leader_playable)
def zawahiri(g: Game, role: Role) -> Proc:
    if role == "us":
        g.change_funding(-2, by(111))
    else:
        g.change_prestige(-3 if g.any_ir() else -1, by(111))
    yield from ()


@event(112, playable=_us_leader_playable)
def bin_ladin(g: Game, role: Role) -> Proc:
    if role == "us":
        g.change_funding(-4, by(112))
        g.change_prestige(1, by(112))
    else:
        g.change_prestige(-4 if g.any_ir() else -2, by(112))
    yield from ()


# ---------------------------------------------------------------------- 113 Darfur
@event(113)
def darfur(g: Game, role: Role) -> Proc:
    g.test("sudan")
    if g.state.prestige >= 7:
        g.add_aid("sudan")
        g.shift_alignment("sudan", "ally")
    else:
        g.set_besieged("sudan")
        g.shift_alignment("sudan", "adversary")
    yield from ()


# ---------------------------------------------------------------------- 114 GTMO
@event(114)
def gtmo(g: Game, role: Role) -> Proc:
    g.roll_prestige()
    g.log(m("ev-gtmo", card=msg.cardname(114)))
    yield from ()


@modifies("recruit_allowed", when=lambda g: GTMO in g.state.lapsing)
def _gtmo_no_recruit(g: Game, value: bool, country: str) -> bool:
    """GTMO (Lapsing): no Recruit Operation this turn; event-driven Cell placement still works."""
    return value and GTMO not in g.state.lapsing  # Lapsing: only ever in the Lapsing list


# ---------------------------------------------------------------------- 115 Hambali
HAMBALI = ("indonesia_malaysia", "india", "pakistan", "philippines", "thailand")


def _hambali_targets(g: Game) -> list[str]:
    out = []
    for cid in HAMBALI:
        if not g.c(cid).cells:
            continue
        if (g.is_muslim(cid) and g.is_ally(cid)) or (g.is_non_muslim(cid) and g.posture(cid) == "hard"):
            out.append(cid)
    return out


@event(115, playable=lambda g, role: bool(_hambali_targets(g)))
def hambali(g: Game, role: Role) -> Proc:
    targets = _hambali_targets(g)
    if role == "us":
        cid = yield from _choose_country(g, role, m("ev-remove-cell-from", card=msg.cardname(115)), targets)
        yield from _remove_cells(g, role, cid, 1, 115)
        _draw(g, role, 2, 115)
        return
    if not g.state.available_plots:
        g.log(m("ev-no-plot-available", card=msg.cardname(115)))
        return
    cid = yield from _choose_country(g, role, m("ev-place-plot-where", card=msg.cardname(115)), targets, "place_plot")
    yield from _plot_marker(g, role, cid, list(g.state.available_plots), 115)


# ---------------------------------------------------------------------- 116 KSM
def _ksm_us_targets(g: Game) -> list[str]:
    return [
        cid
        for cid, c in g.state.countries.items()
        if c.plots and ((g.is_muslim(cid) and g.is_ally(cid)) or g.is_non_muslim(cid))
    ]


@event(116, playable=lambda g, role: role == "jihadist" or bool(_ksm_us_targets(g)))
def ksm(g: Game, role: Role) -> Proc:
    if role == "us":
        g.irreversible()  # the Plots are revealed
        for cid in _ksm_us_targets(g):
            c = g.c(cid)
            plots, c.plots = c.plots, []
            values = [m("ev-plot-v", plot=p.value) for p in plots]
            g.log(m("ev-ksm-removed", card=msg.cardname(116), plots=len(plots), country=msg.country(cid), values=values))
            for p in plots:
                g.plot_used(p.value)  # WMD leaves the game (7.5.3)
        _draw(g, role, 2, 116)
        return
    targets = [cid for cid, c in g.state.countries.items() if c.cells and not g.is_ir(cid)]
    if not targets or not g.state.available_plots:
        g.log(m("ev-ksm-none", card=msg.cardname(116)))
        return
    cid = yield from _choose_country(g, role, m("ev-ksm-ask", card=msg.cardname(116)), targets, "place_plot")
    yield from _plot_marker(g, role, cid, list(g.state.available_plots), 116)


# ---------------------------------------------------------------------- 117, 118 Oil Price Spike
def _jihadist_victory(g: Game) -> str | None:
    """The Jihadist instant-victory conditions of 2.1.2 (9.1) that Resources can bring about."""
    ir = [m for m in MUSLIM if g.is_ir(m)]
    if g.ir_resources() >= 6 and (
        g.state.players == "solo" or any(g.adjacent(a, b) for a in ir for b in ir)
    ):
        return "Islamist Rule over 6+ Resources"
    if g.state.prestige == 1 and g.poor_ir_countries() >= 15:
        return "US Prestige 1 and 15 Muslim countries at Poor or Islamist Rule"
    return None


def _oil_victory(g: Game, role: Role) -> None:
    """The Resources just rose: check instant victory; 2.2 if both sides win at once.
    Board.check_victory looks at the US conditions first, so a Jihadist win it reports means
    the US has none."""
    try:
        g.check_victory()
    except GameOver as e:
        if e.winner == "us":
            theirs = _jihadist_victory(g)
            if theirs is not None:
                raise GameOver(
                    role,
                    f"Oil Price Spike: both sides reach victory ({e.reason}; {theirs}); the side that played it wins (2.2)",
                ) from None
        raise


def _oil_playable(g: Game, role: Role) -> bool:
    """9.6: the solitaire bot plays the event only if it can take a Jihadist card."""
    return not _bot(g, role) or any(CARDS[n].side == "Jihadist" for n in g.state.discard)


def _oil_price_spike(g: Game, role: Role) -> Proc:
    _oil_victory(g, role)  # the Lapsing name is already in effect (events.run_event)
    s = g.state
    places = {"discard": s.discard, "lapsing": s.lapsing_box, "first_plot": s.first_plot_box}  # (worded by ev-oil-*)
    if _bot(g, role):
        # 9.6: at random among the highest-value Jihadist cards in the discard pile
        jihadist = [n for n in s.discard if CARDS[n].side == "Jihadist"]
        best = max(CARDS[n].ops for n in jihadist)
        cands = sorted(n for n in jihadist if CARDS[n].ops == best)
        card = cands[0] if len(cands) == 1 else cands[g.random_index(len(cands))]
    else:
        opts: list[tuple[str, Text]] = [
            (f"card:{n}", m("ev-oil-option", card=card_label(n), place=where))
            for where, cards in places.items()
            for n in sorted(cards)
            if CARDS[n].name != OIL_PRICE_SPIKE
        ]
        if not opts:
            g.log(m("ev-oil-none", card=msg.cardname(117)))
            return
        card = int((yield ask(role, m("ev-oil-ask", card=msg.cardname(117)), opts, kind="select_card")).removeprefix("card:"))
    where, pile = next((w, p) for w, p in places.items() if card in p)
    # 4.7.7.3: a card taken from a box leaves its marker (the Lapsing name, the 1st Plot flag)
    pile.remove(card)
    s.hands[role].append(card)  # the top of the solitaire bot's pile (9.2)
    g.log(m("ev-oil-takes", side=msg.role(role), taken=msg.card(card), place=where, card=msg.cardname(117)))


@event(117, playable=_oil_playable)
def oil_price_spike(g: Game, role: Role) -> Proc:
    yield from _oil_price_spike(g, role)


@event(118, playable=_oil_playable)
def oil_price_spike_2(g: Game, role: Role) -> Proc:
    yield from _oil_price_spike(g, role)


# ---------------------------------------------------------------------- 119 Saleh
@event(119)
def saleh(g: Game, role: Role) -> Proc:
    g.test("yemen")
    if role == "us":
        if g.is_ir("yemen"):
            g.log(m("ev-under-ir-no-effect", card=msg.cardname(119), country=msg.country("yemen")))
        else:
            g.set_alignment("yemen", "ally", by(119))
            g.add_aid("yemen")
    else:
        g.shift_alignment("yemen", "adversary")
        g.set_besieged("yemen")
    yield from ()


# ---------------------------------------------------------------------- 120 US Election
@event(120)
def us_election(g: Game, role: Role) -> Proc:
    g.roll_posture("united_states")  # 4.9.3: +1 for the United States
    if g.gwot_penalty() == 0:
        g.change_prestige(1, m("ev-by-gwot-penalty", card=msg.cardname(120), penalty="no"))
    else:
        g.change_prestige(-1, m("ev-by-gwot-penalty", card=msg.cardname(120), penalty="yes"))
    yield from ()
