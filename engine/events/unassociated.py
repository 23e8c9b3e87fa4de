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

from engine.board import GameOver, card_name, name
from engine.cardplay import JIHADIST_OPS, US_OPS, card_label, discard_from_hand
from engine.data import CARDS, COUNTRIES, MUSLIM, SHIA_MIX_TABLE
from engine.events.registry import event
from engine.hooks import modifies
from engine.ops import jihadist as jihadist_ops
from engine.ops import us as us_ops
from engine.prompts import ask
from engine.state import FAIR, GOOD, GOVERNANCE_NAMES, ISLAMIST_RULE, POOR, SADR, WMD, PlotValue, Role

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


def _side(role: Role) -> str:
    return "US" if role == "us" else "Jihadist"


def _opts(g: Game, cids: Iterable[str]) -> list[tuple[str, str]]:
    out = []
    for cid in cids:
        c = g.c(cid)
        bits = [g.gov_name(cid)] if g.is_muslim(cid) else [(g.posture(cid) or "unmarked").title()]
        if c.cells:
            bits.append(f"{c.cells} Cell{'s' if c.cells > 1 else ''}")
        if c.troops:
            bits.append(f"{c.troops} Troops")
        out.append((f"country:{cid}", f"{name(cid)} ({', '.join(bits)})"))
    return out


def _choose_country(g: Game, role: Role, text: str, cids: list[str], kind: str = "country") -> Proc:
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
    g.log(f"Shia-Mix table: {total} → {name(cid)}", kind="roll")
    return cid


def _remove_cells(g: Game, role: Role, cid: str, n: int, why: str) -> Proc:
    """Remove up to n Cells (Sadr counts as one) one at a time, `role` choosing which; a Cadre
    is placed if the last one goes (4.8.4). The solitaire bot gives up Active Cells before
    Sleepers and Sadr last (9.3.1)."""
    for i in range(n):
        c = g.c(cid)
        kinds = [
            (k, label)
            for k, label, present in (
                ("cell:active", "an Active Cell", c.actives),
                ("cell:sleeper", "a Sleeper Cell", c.sleepers),
                ("cell:sadr", "Sadr", SADR in c.markers),
            )
            if present
        ]
        if not kinds:
            return
        if len(kinds) == 1 or _bot(g, role) or n - i >= c.cells:
            pick = kinds[0][0]  # a single kind, 9.3.1 order, or every Cell goes anyway
        else:
            pick = yield ask(role, f"{why}: which Cell leaves {name(cid)}?", kinds, kind="remove_cell")
        if pick == "cell:sadr":
            g.remove_sadr(cid, why)
        else:
            g.remove_cells(cid, 1, actives_first=pick == "cell:active", cadre=True, why=why)


def _plot_marker(g: Game, role: Role, cid: str, values: list[PlotValue], why: str) -> Proc:
    """Place one of the Available Plot markers `values` in cid (the placer picks which)."""
    distinct = sorted(set(values), key=str)
    if not distinct:
        g.log(f"{why}: no suitable Plot marker is Available")
        return
    if len(distinct) == 1:
        value = distinct[0]
    else:
        raw = (yield ask(
            role,
            f"{why}: which Plot marker goes to {name(cid)}?",
            [(f"plot:{v}", f"Plot {v}") for v in distinct],
            kind="plot_marker",
        )).removeprefix("plot:")
        value = WMD if raw == WMD else int(raw)  # type: ignore[assignment]
    g.place_plot(cid, value)


def _draw(g: Game, role: Role, n: int, why: str) -> None:
    """`role` draws n cards from the Draw Deck (to the top of the solitaire bot's pile, 9.2)."""
    got = 0
    for _ in range(n):
        card = g.draw_card()
        if card is None:
            break
        g.state.hands[role].append(card)
        g.log(f"You draw {card_name(card)} ({why})", kind="secret", to=role)
        got += 1
    if got:
        g.log(f"{_side(role)} draws {got} card{'s' if got > 1 else ''} ({why})")


def _any_ir(g: Game) -> bool:
    return any(g.is_ir(m) for m in MUSLIM)


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
    return list(avail) if _any_ir(g) else [v for v in avail if v == 1]


def danish_cartoons_plot_targets(g: Game) -> list[str] | None:
    """Where the Plot may go (any Muslim country not under Islamist Rule), or None when no suitable
    marker is Available. The solitaire bot decides the Plot before the Event begins (9.4.2.1)."""
    return [m for m in MUSLIM if not g.is_ir(m)] if _danish_values(g) else None


@event(96)
def danish_cartoons(g: Game, role: Role) -> Proc:
    posture = yield ask(
        "us",
        "Danish Cartoons: the US sets Scandinavia's Posture",
        [("posture:hard", "Hard"), ("posture:soft", "Soft")],
    )
    g.set_posture("scandinavia", posture.removeprefix("posture:"))
    g.log(f"Scandinavia's Posture is set to {posture.removeprefix('posture:').title()}")
    # the Jihadist places the Plot: a Plot 1 unless some country is under Islamist Rule
    values = _danish_values(g)
    targets = danish_cartoons_plot_targets(g)
    if targets is None:
        g.log("Danish Cartoons: no suitable Plot marker is Available")
        return
    cid = yield from _choose_country(g, "jihadist", "Danish Cartoons: place a Plot in which Muslim country?", targets, "place_plot")
    yield from _plot_marker(g, "jihadist", cid, values, "Danish Cartoons")


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
    g.log("Fatwa: each side takes one card at random from the other's hand")
    g.log(f"You give {card_name(from_us)} and receive {card_name(from_jihadist)}", kind="secret", to="us")
    g.log(f"You give {card_name(from_jihadist)} and receive {card_name(from_us)}", kind="secret", to="jihadist")
    if _bot(g, role):
        # 9.4.1: the bot spends the card's value through its flowchart after the event; that is
        # this Operation (no second one)
        return
    yield from _one_operation(g, role)


def _one_operation(g: Game, role: Role) -> Proc:
    """Fatwa 2: an Operation with the card's value (1), as if played for Operations."""
    ops, menu = (us_ops, US_OPS) if role == "us" else (jihadist_ops, JIHADIST_OPS)
    opts = [(f"ops:{k}", f"{label} (1 Op)") for k, label in menu.items() if ops.legal(g, k, 1)]
    if not opts:
        g.log("Fatwa: no 1-value Operation is possible")
        return
    op = (yield ask(role, "Fatwa: carry out which Operation with 1 Op?", opts, kind="how")).removeprefix("ops:")
    g.log(f"{_side(role)} conducts {menu[op]} with Fatwa's 1 Op", kind="ops")
    if role == "us":
        yield from ops.run(g, op, 1)
    else:
        yield from ops.run(g, op, 1, 97)  # type: ignore[call-arg]


# ---------------------------------------------------------------------- 98 Gaza Withdrawal
@event(98)
def gaza_withdrawal(g: Game, role: Role) -> Proc:
    if role == "us":
        g.change_funding(-1, "Gaza Withdrawal")
    elif not g.place_cells("israel", 1):
        g.log("Gaza Withdrawal: no Cell is left on the Funding Track")
    yield from ()


# ---------------------------------------------------------------------- 99 HAMAS Elected
@event(99)
def hamas_elected(g: Game, role: Role) -> Proc:
    hand = g.state.hands["us"]
    if hand:
        pick = yield ask(
            "us",
            "HAMAS Elected: the US discards a card of its choice",
            [(f"card:{n}", card_label(n)) for n in hand],
            kind="select_card",
        )
        yield from discard_from_hand(g, "us", int(pick.removeprefix("card:")))
    g.change_prestige(-1, "HAMAS Elected")
    g.change_funding(-1, "HAMAS Elected")


# ---------------------------------------------------------------------- 100 Hizb Ut-Tahrir
@event(100)
def hizb_ut_tahrir(g: Game, role: Role) -> Proc:
    level = g.troop_level()
    if level == "overstretch":
        g.change_funding(2, "Hizb Ut-Tahrir: Overstretch")
    elif level == "low_intensity":
        g.change_funding(-2, "Hizb Ut-Tahrir: Low Intensity")
    else:
        g.log("Hizb Ut-Tahrir: the US is at War; no effect")
    yield from ()


# ---------------------------------------------------------------------- 101 Kosovo
@event(101)
def kosovo(g: Game, role: Role) -> Proc:
    g.change_prestige(1, "Kosovo")
    posture = "soft" if g.state.us_posture == "hard" else "hard"
    g.set_posture("serbia", posture)
    g.log(f"Serbia's Posture is set to {posture.title()}")
    yield from ()


# ---------------------------------------------------------------------- 102 Former Soviet Union
@event(102)
def former_soviet_union(g: Game, role: Role) -> Proc:
    r = g.roll(purpose="test")
    gov = POOR if r <= 4 else FAIR
    g.log(f"Former Soviet Union: Governance roll for Central Asia {r} → {GOVERNANCE_NAMES[gov]}", kind="roll")
    g.set_governance("central_asia", gov, "Former Soviet Union")  # first: an Islamist Rule country stays Adversary (8.4.4)
    g.set_alignment("central_asia", "neutral", "Former Soviet Union")
    yield from ()


# ---------------------------------------------------------------------- 103 Hizballah
@event(103)
def hizballah(g: Game, role: Role) -> Proc:
    if role == "jihadist":
        g.set_governance("lebanon", POOR, "Hizballah")
        g.set_alignment("lebanon", "neutral", "Hizballah")
        return
    targets = [cid for cid in SHIA_MIX if g.c(cid).cells and g.distance("lebanon", cid) <= 3]
    if not targets:
        g.log("Hizballah: no Shia-Mix country within 3 of Lebanon holds a Cell")
        return
    cid = yield from _choose_country(g, role, "Hizballah: remove a Cell from which country?", targets)
    yield from _remove_cells(g, role, cid, 1, "Hizballah")


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
            g.log("Iran: no Shia-Mix country is at Good or Fair")
            return
    else:
        cid = yield from _choose_country(g, role, "Iran: select a Shia-Mix country", list(SHIA_MIX))
        g.test(cid)
    if role == "us":
        targets = [x for x in (cid, "iran") if g.c(x).cells]
        if not targets:
            g.log(f"Iran: no Cell in {name(cid)} or Iran")
            return
        where = yield from _choose_country(g, role, "Iran: remove a Cell from which country?", targets)
        yield from _remove_cells(g, role, where, 1, "Iran")
        return
    gov0 = g.governance(cid)
    if gov0 is None or gov0 == ISLAMIST_RULE:
        g.log(f"Iran: {name(cid)} is under Islamist Rule and cannot be affected")
        return
    rolls = [g.roll(purpose="event"), g.roll(purpose="event")]  # both against the Governance at the outset (8.1.2)
    hits = sum(1 for r in rolls if r <= gov0)
    g.log(f"Iran: Jihad rolls in {name(cid)} ({GOVERNANCE_NAMES[gov0]}): {rolls[0]}, {rolls[1]} → {hits} success{'es' if hits != 1 else ''}", kind="roll")
    for _ in range(hits):  # 8.4.1, never to Islamist Rule
        g.remove_aid(cid)
        g.worsen_governance(cid, floor=POOR, why="Iran")


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
            g.log("Jaysh al-Mahdi: no applicable country is at Good or Fair; no effect")
            return
    else:
        kind = "country" if role == "us" else "shift_governance"
        cid = yield from _choose_country(g, role, "Jaysh al-Mahdi: which Shia-Mix country with Cells and Troops?", targets, kind)
    if role == "us":
        yield from _remove_cells(g, role, cid, 2, "Jaysh al-Mahdi")
    elif g.governance(cid) in (GOOD, FAIR):
        g.worsen_governance(cid, floor=POOR, why="Jaysh al-Mahdi")
    else:
        g.log(f"Jaysh al-Mahdi: {name(cid)} is already {g.gov_name(cid)}; no change")


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
        g.log("Kurdistan: neither Turkey nor Iraq can be worsened")
        return
    cid = yield from _choose_country(g, role, "Kurdistan: worsen the Governance of which country?", targets, "shift_governance")
    g.worsen_governance(cid, floor=POOR, why="Kurdistan")


# ---------------------------------------------------------------------- 108 Musharraf
@event(108, playable=lambda g, role: g.c("pakistan").cells > 0)
def musharraf(g: Game, role: Role) -> Proc:
    yield from _remove_cells(g, role, "pakistan", 1, "Musharraf")
    g.set_governance("pakistan", POOR, "Musharraf")
    g.set_alignment("pakistan", "ally", "Musharraf")


# ---------------------------------------------------------------------- 109 Tora Bora
def _tora_bora_targets(g: Game) -> list[str]:
    return [cid for cid, c in g.state.countries.items() if c.regime_change and c.cells >= 2]


@event(109, playable=lambda g, role: bool(_tora_bora_targets(g)))
def tora_bora(g: Game, role: Role) -> Proc:
    targets = _tora_bora_targets(g)
    if _bot(g, role):
        cid = _random_pick(g, targets)  # 9.5
    else:
        cid = yield from _choose_country(g, role, "Tora Bora: which Regime Change country?", targets)
    yield from _remove_cells(g, role, cid, 2, "Tora Bora")
    g.roll_prestige()
    _draw(g, role, 1, "Tora Bora")


# ---------------------------------------------------------------------- 110 Zarqawi
ZARQAWI = ("iraq", "syria", "lebanon", "jordan")


def _zarqawi_targets(g: Game) -> list[str]:
    return [cid for cid in ZARQAWI if g.troops(cid)]


@event(110, playable=lambda g, role: bool(_zarqawi_targets(g)))
def zarqawi(g: Game, role: Role) -> Proc:
    if role == "us":
        g.change_prestige(3, "Zarqawi")
        return
    cid = yield from _choose_country(g, role, "Zarqawi: which country with Troops gets 3 Cells and a Plot 2?", _zarqawi_targets(g), "place_cell")
    g.test(cid)
    if not g.place_cells(cid, 3):
        g.log("Zarqawi: no Cell is left on the Funding Track")
    if 2 in g.state.available_plots:
        g.place_plot(cid, 2)
    else:
        g.log("Zarqawi: no Plot 2 is Available")


# ---------------------------------------------------------------------- 111 Zawahiri, 112 Bin Ladin
def _us_leader_playable(g: Game, role: Role) -> bool:
    """US play only if no Islamist Rule and neither FATA nor Al-Anbar is in play; the markers
    block only the US option (so they are not in cards.json `blocked_by`)."""
    if role == "jihadist":
        return True
    return not _any_ir(g) and not g.in_play("FATA") and not g.in_play("Al-Anbar")


@event(111, playable=_us_leader_playable)
def zawahiri(g: Game, role: Role) -> Proc:
    if role == "us":
        g.change_funding(-2, "Zawahiri")
    else:
        g.change_prestige(-3 if _any_ir(g) else -1, "Zawahiri")
    yield from ()


@event(112, playable=_us_leader_playable)
def bin_ladin(g: Game, role: Role) -> Proc:
    if role == "us":
        g.change_funding(-4, "Bin Ladin")
        g.change_prestige(1, "Bin Ladin")
    else:
        g.change_prestige(-4 if _any_ir(g) else -2, "Bin Ladin")
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
    g.log("GTMO: no Recruit Operations for the rest of the turn")
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
        cid = yield from _choose_country(g, role, "Hambali: remove a Cell from which country?", targets)
        yield from _remove_cells(g, role, cid, 1, "Hambali")
        _draw(g, role, 2, "Hambali")
        return
    if not g.state.available_plots:
        g.log("Hambali: no Plot marker is Available")
        return
    cid = yield from _choose_country(g, role, "Hambali: place a Plot in which country?", targets, "place_plot")
    yield from _plot_marker(g, role, cid, list(g.state.available_plots), "Hambali")


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
            g.log(f"KSM: the Plot{'s' if len(plots) > 1 else ''} in {name(cid)} ({', '.join(str(p.value) for p in plots)}) removed")
            for p in plots:
                g.plot_used(p.value)  # WMD leaves the game (7.5.3)
        _draw(g, role, 2, "KSM")
        return
    targets = [cid for cid, c in g.state.countries.items() if c.cells and not g.is_ir(cid)]
    if not targets or not g.state.available_plots:
        g.log("KSM: no Plot can be placed")
        return
    cid = yield from _choose_country(g, role, "KSM: place a Plot in which country with a Cell?", targets, "place_plot")
    yield from _plot_marker(g, role, cid, list(g.state.available_plots), "KSM")


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
    places = {"discard pile": s.discard, "Lapsing box": s.lapsing_box, "1st Plot box": s.first_plot_box}
    if _bot(g, role):
        # 9.6: at random among the highest-value Jihadist cards in the discard pile
        jihadist = [n for n in s.discard if CARDS[n].side == "Jihadist"]
        best = max(CARDS[n].ops for n in jihadist)
        cands = sorted(n for n in jihadist if CARDS[n].ops == best)
        card = cands[0] if len(cands) == 1 else cands[g.random_index(len(cands))]
    else:
        opts = [
            (f"card:{n}", f"{card_label(n)}, {where}")
            for where, cards in places.items()
            for n in sorted(cards)
            if CARDS[n].name != OIL_PRICE_SPIKE
        ]
        if not opts:
            g.log("Oil Price Spike: no card to take")
            return
        card = int((yield ask(role, "Oil Price Spike: take which card into your hand?", opts, kind="select_card")).removeprefix("card:"))
    where, pile = next((w, p) for w, p in places.items() if card in p)
    # 4.7.7.3: a card taken from a box leaves its marker (the Lapsing name, the 1st Plot flag)
    pile.remove(card)
    s.hands[role].append(card)  # the top of the solitaire bot's pile (9.2)
    g.log(f"{_side(role)} takes {card_name(card)} from the {where} (Oil Price Spike)")


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
            g.log("Saleh: Yemen is under Islamist Rule; no effect")
        else:
            g.set_alignment("yemen", "ally", "Saleh")
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
        g.change_prestige(1, "US Election: no GWOT penalty")
    else:
        g.change_prestige(-1, "US Election: GWOT penalty")
    yield from ()
