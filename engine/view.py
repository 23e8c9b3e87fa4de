"""Views: what one role (or everyone) may see.

`view(None)` is the public view: the board, the tracks, card counts, the public log. It never
holds the Jihadist hand, the values of Plots (placed or Available), the bot's hand, the seed
or the RNG counters. `view("jihadist")` adds the Jihadist hand and Plot values;
`view("us")` adds the US hand. In a solitaire game no human sees the bot's secrets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import BaseModel

from engine.data import CARDS, COUNTRIES
from engine.game import Prompt
from engine.state import GOVERNANCE_NAMES, LogEntry, Role

if TYPE_CHECKING:
    from engine.game import Game


class CountryView(BaseModel):
    id: str
    name: str
    type: str  # sunni | shia_mix | non_muslim | iran
    resources: int  # current, with Oil Price Spikes
    oil: bool
    recruit: int | None
    schengen: bool
    schengen_link: bool
    adjacent: list[str]
    governance: str | None  # "Good" | "Fair" | "Poor" | "Islamist Rule" | None (unmarked)
    alignment: str | None  # "ally" | "neutral" | "adversary" (Muslim only)
    posture: str | None  # "hard" | "soft" (non-Muslim); None = unmarked
    troops: int
    sleepers: int
    actives: int
    cadre: bool
    aid: int
    besieged: bool
    regime_change: str | None  # "green" | "tan"
    plots: int  # face-down Plot markers
    plot_values: list[str] | None = None  # Jihadist view only
    face_up_plots: list[str] = []  # values of Plots an event turned face up (NEST): public
    markers: list[str]


class CardView(BaseModel):
    number: int
    name: str
    ops: int
    side: str
    remove: bool
    mark: bool
    lapsing: bool
    text: str


class View(BaseModel):
    role: Role | None
    scenario: str
    players: str
    ideology: str
    turn: int
    phase: str
    cards_played: int
    prestige: int
    prestige_level: str
    funding: int
    funding_level: str
    us_posture: str
    world_posture: str | None
    world_posture_value: int
    gwot_penalty: int
    troops_on_track: int
    troop_level: str
    cells_on_track: int
    cells_available: int
    reserves: dict[str, int]
    deck_number: int
    game_length: int
    draw_pile: int
    hand_counts: dict[str, int]
    hand: list[CardView] | None  # the viewer's own hand
    discard: list[int]
    removed: list[int]
    lapsing: list[str]
    lapsing_box: list[int]
    first_plot_box: list[int]
    first_plot: bool = False  # the 1st Plot of the turn is made (its marker stays after a reshuffle, 4.7.7.3)
    event_box: list[str]
    available_plots: int
    available_plot_values: list[str] | None = None  # Jihadist only
    wmd_box: int
    pakistan_arsenal: int
    good_resources: int
    islamist_resources: int
    fair_good_countries: int
    poor_islamist_countries: int
    countries: list[CountryView]
    winner: Role | None
    victory: str | None
    waiting_for: Role | None
    prompt: Prompt | None  # only for the role that must answer
    log: list[LogEntry]
    can_undo: bool


def card_view(n: int) -> CardView:
    c = CARDS[n]
    return CardView(
        number=n, name=c.name, ops=c.ops, side=c.side, remove=c.remove, mark=c.mark, lapsing=c.lapsing, text=c.effect
    )


def sees(role: Role | None, entry: LogEntry) -> bool:
    return entry.to is None or entry.to == role


def make_view(g: Game, role: Role | None) -> View:
    s = g.state
    # in solitaire nobody may look at the bot's hand or plots
    secret_ok = role == "jihadist" and s.players == "two"
    hand_ok = role == "us" or secret_ok
    countries = []
    for cid, d in COUNTRIES.items():
        c = s.countries[cid]
        gov = g.governance(cid) if d.muslim else None
        countries.append(
            CountryView(
                id=cid,
                name=d.name,
                type=d.type,
                resources=g.resources(cid),
                oil=d.oil,
                recruit=d.recruit,
                schengen=d.schengen,
                schengen_link=d.schengen_link,
                adjacent=list(d.adjacent),
                governance=GOVERNANCE_NAMES[gov] if gov else (d.governance.title() if d.governance else None),
                alignment=c.alignment,
                posture=g.posture(cid) if d.non_muslim else None,
                troops=c.troops,
                sleepers=c.sleepers,
                actives=c.actives,
                cadre=c.cadre,
                aid=c.aid,
                besieged=c.besieged,
                regime_change=c.regime_change,
                plots=len(c.plots),
                plot_values=[str(p.value) for p in c.plots] if secret_ok else None,
                face_up_plots=[str(p.value) for p in c.plots if "face_up" in p.flags],
                markers=list(c.markers),
            )
        )
    side, value = g.world_posture()
    pending = g.prompt()
    ok, _ = g.can_undo()
    return View(
        role=role,
        scenario=s.scenario,
        players=s.players,
        ideology=s.ideology,
        turn=s.turn,
        phase=s.phase,
        cards_played=s.cards_played,
        prestige=s.prestige,
        prestige_level=g.prestige_level(),
        funding=s.funding,
        funding_level=g.funding_level(),
        us_posture=s.us_posture,
        world_posture=side,
        world_posture_value=value,
        gwot_penalty=g.gwot_penalty(),
        troops_on_track=g.troops_on_track(),
        troop_level=g.troop_level(),
        cells_on_track=g.cells_on_track(),
        cells_available=g.cells_available(),
        reserves=dict(s.reserves),
        deck_number=s.reshuffles + 1,
        game_length=s.length,
        draw_pile=len(s.deck),
        hand_counts={r: len(h) for r, h in s.hands.items()},
        hand=[card_view(n) for n in s.hands[role]] if role and hand_ok else None,
        discard=list(s.discard),
        removed=list(s.removed),
        lapsing=list(s.lapsing),
        lapsing_box=list(s.lapsing_box),
        first_plot_box=list(s.first_plot_box),
        first_plot=s.first_plot,
        event_box=list(s.event_box),
        available_plots=len(s.available_plots),
        available_plot_values=[str(p) for p in s.available_plots] if secret_ok else None,
        wmd_box=s.wmd_box,
        pakistan_arsenal=s.pakistan_arsenal,
        good_resources=g.good_resources(),
        islamist_resources=g.ir_resources(),
        fair_good_countries=g.fair_good_countries(),
        poor_islamist_countries=g.poor_ir_countries(),
        countries=countries,
        winner=s.winner,
        victory=s.victory,
        waiting_for=pending.role if pending else None,
        prompt=pending if pending is not None and role == pending.role and (role == "us" or s.players == "two") else None,
        log=[e for e in s.log if sees(role, e)],
        can_undo=ok,
    )
