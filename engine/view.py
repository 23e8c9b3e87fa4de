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
from engine.deal import cards_to_deal, deal_ends_game
from engine.msg import Msg, Text, alignment, english, governance, m, posture
from engine.prompts import Prompt
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


class VictoryTarget(BaseModel):
    """One victory condition of this game (2.1, 2.3; 9.1 in solitaire) with its current figure."""

    side: str  # "us" | "jihadist"
    label: Text  # what is counted (a message: "Good Resources")
    value: int
    target: int
    text: Text  # the condition in words (a message: "US wins at 12")
    rule: str
    when: str = "instant"  # "instant" (2.1) | "game end" (2.3) | "none" (no win this way)


class View(BaseModel):
    role: Role | None
    scenario: str
    players: str
    #: the US bot's level where it plays the US seat (a 2-player game a person plays alone)
    us_bot: str | None = None
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
    victory: Text | None
    victory_targets: list[VictoryTarget] = []
    next_reshuffle: int = 1  # the Reshuffle the Deck marker waits for: "reshuffle k of n" (5.3.1)
    cards_to_end: int | None = None  # cards left before the game-ending reshuffle (in the last deck)
    next_deal: int = 0  # cards the next deal takes at the current levels (5.2.8)
    last_turn: bool = False  # the next deal runs out the last deck: the game ends then (5.3.1)
    ideology_effects: list[Text] = []  # 9.7, in a few words (solitaire)
    mini_decks: bool = False  # 9.2 OPTIONAL
    waiting_for: Role | None
    prompt: Prompt | None  # only for the role that must answer
    log: list[LogEntry]
    can_undo: bool


#: 9.7 Jihadist Ideology: each level adds its effect to those of the levels before it (the
#: messages say it: `ideology-effect-normal`, ...)
IDEOLOGY_EFFECTS: dict[str, Msg] = {
    "normal": m("ideology-effect-normal"),
    "coherent": m("ideology-effect-coherent"),
    "attractive": m("ideology-effect-attractive"),
    "potent": m("ideology-effect-potent"),
    "infectious": m("ideology-effect-infectious"),
    "virulent": m("ideology-effect-virulent"),
}


def ideology_effects(level: str) -> list[Text]:
    """9.7: the effects in force at `level`, the lower levels' first."""
    names = list(IDEOLOGY_EFFECTS)
    if level not in names or level == "normal":
        return [IDEOLOGY_EFFECTS["normal"]]
    return [IDEOLOGY_EFFECTS[n] for n in names[1 : names.index(level) + 1]]


def victory_targets(g: Game) -> list[VictoryTarget]:
    """The victory conditions of this game with the current figures (2.1, 2.3; 9.1 modifies both)."""
    s = g.state
    solo = s.players == "solo"
    good = g.good_resources()
    cells = sum(c.sleepers + c.actives for c in s.countries.values())
    ir = g.ir_resources()
    green = sum(g.resources(cid) for cid, c in s.countries.items() if c.regime_change == "green")
    t = [
        VictoryTarget(
            side="us", label=m("victory-label-good-resources"), value=good, target=12,
            text=m("victory-text-us-wins-at", n=12), rule="2.1.1",
        ),
        VictoryTarget(
            side="us", label=m("victory-label-fair-good"), value=g.fair_good_countries(), target=15,
            text=m("victory-text-us-wins-at", n=15), rule="2.1.1",
        ),
        VictoryTarget(
            side="jihadist", label=m("victory-label-ir-resources"), value=ir, target=6,
            text=m("victory-text-ir-any", n=6) if solo else m("victory-text-ir-adjacent", n=6),
            rule="9.1" if solo else "2.1.2",
        ),
        VictoryTarget(
            side="jihadist", label=m("victory-label-poor-ir"), value=g.poor_ir_countries(), target=15,
            text=m("victory-text-poor-ir", n=15, now=s.prestige), rule="2.1.2",
        ),
        VictoryTarget(
            side="us", label=m("victory-label-cells"), value=cells, target=0,
            text=m("victory-text-no-cells-solo") if solo else m("victory-text-no-cells"),
            rule="9.1" if solo else "2.1.1", when="none" if solo else "instant",
        ),
    ]  # fmt: skip
    if solo:
        need = {1: 6, 2: 9, 3: 12}.get(s.length, 6)
        t.append(
            VictoryTarget(
                side="us", label=m("victory-label-good-at-end"), value=good, target=need,
                text=m("victory-text-good-at-end", n=need), rule="9.1", when="game end",
            )
        )
    t.append(
        VictoryTarget(
            side="us", label=m("victory-label-good-vs-ir"), value=good, target=2 * (ir + green) + 1,
            text=m("victory-text-good-vs-ir", n=ir + green), rule="2.3", when="game end",
        )
    )
    return t


def card_view(n: int) -> CardView:
    c = CARDS[n]
    return CardView(
        number=n, name=c.name, ops=c.ops, side=c.side, remove=c.remove, mark=c.mark, lapsing=c.lapsing, text=c.effect
    )


def sees(role: Role | None, entry: LogEntry) -> bool:
    return entry.to is None or entry.to == role


def make_view(g: Game, role: Role | None) -> View:
    s = g.state
    # in solitaire nobody may look at the bot's hand or plots; nor at the US bot's hand (us_bot)
    secret_ok = role == "jihadist" and s.players == "two"
    hand_ok = (role == "us" and s.us_bot is None) or secret_ok
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
        us_bot=s.us_bot,
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
        deck_number=min(s.reshuffles + 1, s.length),
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
        victory_targets=victory_targets(g),
        next_reshuffle=min(s.reshuffles + 1, s.length),
        cards_to_end=len(s.deck) if s.reshuffles + 1 >= s.length else None,
        next_deal=cards_to_deal(g),
        last_turn=not s.winner and deal_ends_game(g),
        ideology_effects=ideology_effects(s.ideology) if s.players == "solo" else [],
        mini_decks=s.mini_decks,
        waiting_for=pending.role if pending else None,
        prompt=pending if pending is not None and role == pending.role and (role == "us" or s.players == "two") else None,
        log=[e for e in s.log if sees(role, e)],
        can_undo=ok,
    )


# --- what changed between two public views (the board image's change marks and strip) ------


class Change(BaseModel):
    country: str | None  # the country id, or None for a track or box
    name: str  # the country's name (the view's, in its language), or "Tracks" / "Events"
    what: list[Text]  # the changes, as messages (engine/locales/*/engine.ftl "what changed")

    @property
    def text(self) -> str:
        """In English (the installed worder; the pictures word `what` in their own language)."""
        return f"{self.name}: {'; '.join(english(w) for w in self.what)}"


#: the pieces counted in a box, by the view's field (the `piece` of `change-pieces`)
_PIECES: tuple[str, ...] = ("troops", "sleepers", "actives", "plots", "aid")
_GOVERNANCE_LEVEL = {name: level for level, name in GOVERNANCE_NAMES.items()}
_RC_MSG = {"green": "change-rc-green", "tan": "change-rc-tan", None: "change-rc-none"}


def _country_changes(a: CountryView, b: CountryView) -> list[Text]:
    out: list[Text] = []
    if a.governance != b.governance:
        out.append(
            m(
                "change-governance",
                before=governance(_GOVERNANCE_LEVEL.get(a.governance or "")),
                after=governance(_GOVERNANCE_LEVEL.get(b.governance or "")),
            )
        )
    if a.alignment != b.alignment:
        out.append(
            m(
                "change-alignment",
                before=alignment(a.alignment) if a.alignment else m("change-no-alignment"),
                after=alignment(b.alignment) if b.alignment else m("change-no-alignment"),
            )
        )
    if a.posture != b.posture:
        out.append(m("change-posture", before=posture(a.posture), after=posture(b.posture)))
    for field in _PIECES:
        n = getattr(b, field) - getattr(a, field)
        if n:
            how = "removed" if n < 0 else "placed" if field == "plots" else "added"
            out.append(m("change-pieces", count=abs(n), piece=field, how=how))
    if a.cadre != b.cadre:
        out.append(m("change-cadre", placed="yes" if b.cadre else "no"))
    if a.besieged != b.besieged:
        out.append(m("change-besieged", placed="yes" if b.besieged else "no"))
    if a.regime_change != b.regime_change:
        if a.regime_change and b.regime_change:
            out.append(m("change-regime-change", before=m(_RC_MSG[a.regime_change]), after=m(_RC_MSG[b.regime_change])))
        else:
            rc = m(_RC_MSG[b.regime_change or a.regime_change])
            out.append(m("change-rc-placed", rc=rc, placed="yes" if b.regime_change else "no"))
    out += [m("change-marker", marker=x, placed="yes") for x in b.markers if x not in a.markers]
    out += [m("change-marker", marker=x, placed="no") for x in a.markers if x not in b.markers]
    return out


def board_changes(before: View, after: View) -> list[Change]:
    """What changed on the board between two public views, country by country in map order, then
    the tracks ("Iraq: Poor → Fair; 2 Sleeper Cells removed"). A pure function of the two views."""
    old = {c.id: c for c in before.countries}
    out: list[Change] = []
    for c in after.countries:
        if c.id in old and (what := _country_changes(old[c.id], c)):
            out.append(Change(country=c.id, name=c.name, what=what))
    tracks: list[Text] = []
    for field, track in (("prestige", "prestige"), ("funding", "funding"), ("troops_on_track", "troops"),
                         ("cells_on_track", "cells")):
        x, y = getattr(before, field), getattr(after, field)
        if x != y:
            tracks.append(m("change-track", track=track, before=x, after=y))
    if before.us_posture != after.us_posture:
        tracks.append(m("change-us-posture", before=posture(before.us_posture), after=posture(after.us_posture)))
    if tracks:
        out.append(Change(country=None, name="Tracks", what=tracks))
    events = [e for e in after.event_box + after.lapsing if e not in before.event_box + before.lapsing]
    gone = [e for e in before.event_box + before.lapsing if e not in after.event_box + after.lapsing]
    if events or gone:
        what: list[Text] = [m("change-event", event=e, on="yes") for e in events]
        what += [m("change-event", event=e, on="no") for e in gone]
        out.append(Change(country=None, name="Events", what=what))
    return out
