"""3.0 Set-up: scenarios, the You Can Call Me Al variant, the Jihadist's set-up choices."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import BaseModel

from engine import rng as dice
from engine.data import CARDS, COUNTRIES, SCENARIOS, SCHENGEN, ScenarioDef
from engine.deal import deal
from engine.decider import solo, us_bot
from engine.msg import Ref, country, m, posture, role
from engine.prompts import ask
from engine.rng import RngState
from engine.state import GOVERNANCE_IDS, CountryState, GameState, copy_state

if TYPE_CHECKING:
    from engine.game import Game, Proc

LENGTHS = {1: "Standard (1 deck)", 2: "Tournament Final (2 decks)", 3: "Campaign (3 decks)"}
IDEOLOGIES = ("normal", "coherent", "attractive", "potent", "infectious", "virulent")


class Setup(BaseModel):
    """Everything that, with the list of chosen option ids, reproduces a game exactly."""

    scenario: str = "lets_roll"
    players: str = "two"
    seed: int = 0
    length: int = 1
    ideology: str = "normal"
    mini_decks: bool = False  # 9.2 OPTIONAL, 1-player only
    us_bot: str | None = None  # 2-player game with the US seat played by the US bot at this level
    position: dict[str, Any] | None = None


def scenario_def(sid: str) -> tuple[ScenarioDef, dict[str, str], tuple[int, ...]]:
    """The base scenario, the variant's changes and the cards it removes."""
    if sid not in SCENARIOS:
        raise ValueError(f"Unknown scenario {sid!r}; choose one of: {', '.join(SCENARIOS)}")
    s = SCENARIOS[sid]
    if s.variant_of:
        base = SCENARIOS[s.variant_of]
        return base, dict(s.changes), base.cards_removed + s.cards_removed
    return s, {}, s.cards_removed


def initial_state(setup: Setup) -> GameState:
    """3.2: markers, Troops and Cells as the scenario lists; shuffle; the rest in the setup unit.
    `setup.position` is not applied here: Game.new lays it over this (engine.position)."""
    if setup.players not in ("two", "solo"):
        raise ValueError("players must be 'two' or 'solo'")
    if setup.length not in LENGTHS:
        raise ValueError("length must be 1, 2 or 3 decks (3.3)")
    if setup.ideology not in IDEOLOGIES:
        raise ValueError(f"ideology must be one of: {', '.join(IDEOLOGIES)}")
    if setup.players == "two" and setup.ideology != "normal":
        raise ValueError("ideology levels (9.7) are for the 1-player game")
    if setup.players == "two" and setup.mini_decks:
        raise ValueError("mini-decks (9.2 optional) are for the 1-player game")
    if setup.us_bot is not None:
        if setup.players != "two":
            raise ValueError("the US bot plays the US seat of a 2-player game")
        levels = us_bot().levels
        if setup.us_bot not in levels:
            raise ValueError(f"Unknown US bot level {setup.us_bot!r}; choose one of: {', '.join(levels)}")
    key = (setup.scenario, setup.players, setup.ideology, setup.mini_decks, setup.length)
    template = _TEMPLATES.get(key)
    if template is None:  # validated as a save is (its JSON read back), then copied for each game
        template = _TEMPLATES[key] = GameState.model_validate_json(_unshuffled(setup).model_dump_json())
    state = copy_state(template)  # (a third of the time of validating the template's JSON)
    state.rng.seed = setup.seed
    dice.shuffle(state.rng, state.deck)
    if setup.us_bot is not None:
        state.flags["us_bot"] = setup.us_bot  # (GameState.us_bot)
    return state


#: `initial_state`'s state before the shuffle, by everything in a Setup but the seed and position:
#: never changed (`copy_state` shares nothing the rules change)
_TEMPLATES: dict[tuple[str, str, str, bool, int], GameState] = {}


def _unshuffled(setup: Setup) -> GameState:
    base, changes, removed = scenario_def(setup.scenario)
    countries = {cid: CountryState() for cid in COUNTRIES}
    for sc in base.countries:
        c = countries[sc.id]
        if sc.governance:
            c.governance = GOVERNANCE_IDS[sc.governance]
        c.alignment = sc.alignment
        c.posture = sc.posture
        c.troops = sc.troops
        c.sleepers = sc.sleeper_cells
        c.besieged = sc.besieged_regime
        c.regime_change = sc.regime_change
        c.markers = list(sc.markers)
    state = GameState(
        scenario=setup.scenario,
        players=setup.players,  # type: ignore[arg-type]
        ideology=setup.ideology,
        mini_decks=setup.mini_decks,
        length=setup.length,
        rng=RngState(seed=0),
        countries=countries,
        prestige=base.prestige,
        funding=base.funding,
        us_posture=changes.get("us_posture", base.us_posture),  # type: ignore[arg-type]
        event_box=list(base.event_box),
        removed=sorted(removed),
    )
    state.deck = [n for n in CARDS if n not in removed]
    return state


def setup_unit(g: Game) -> Proc:
    """Scenario special set-up, then the first deal (5.2.8); play begins with the Jihadist."""
    s = g.state
    base, _, _ = scenario_def(s.scenario)
    period = m(f"scenario-{base.id}-period")  # (names.ftl: "Post-9/11: 2001-?")
    g.log(m("scenario-start", scenario=Ref("scenario", base.id), period=period, decks=s.length), kind="phase")
    start = "jihadist"
    if s.flags.pop("position_ready", False):
        start = s.flags.pop("start_phase", "jihadist")
    else:
        for step in base.special_setup:
            if step == "jihadist_places_three_cells":
                yield from _three_cells(g)
            elif step == "roll_schengen_postures":
                yield from _schengen_postures(g)
        deal(g)
        s.cards_played = 0
    g.victory_checks = True
    s.phase = start  # type: ignore[assignment]
    s.action_phase += 1  # 5.2.2: the first Action Phase
    s.last_phase_cards = {"us": [], "jihadist": []}
    if start == "plots":  # a position that starts with 5.2.3 (engine.position: one Plot resolved on its own)
        g.log(m("phase-plots-position", turn=s.turn), kind="phase")
    else:
        g.log(m("phase-action", turn=s.turn, side=role("us" if start == "us" else "jihadist")), kind="phase")
    g.check_victory()


def _three_cells(g: Game) -> Proc:
    """Anaconda: a Cell each in three different non-US countries, then test them."""
    chosen: list[str] = []
    for k in range(3):
        options = [c for c in COUNTRIES if c != "united_states" and c not in chosen]
        if g.state.players == "solo":
            cid = solo().random_country(g, options)
        else:
            cid = (yield ask(
                "jihadist",
                m("setup-place-cell", n=k + 1),
                [(f"country:{c}", m("country-name", country=country(c))) for c in options],
                kind="place_cell",
            )).removeprefix("country:")
        chosen.append(cid)
        g.c(cid).sleepers += 1
        g.log(m("setup-cell-placed", country=country(cid)))
    for cid in chosen:
        g.test(cid)


def _schengen_postures(g: Game) -> Proc:
    """Mission Accomplished?: roll each Schengen Posture; 2-player: the Jihadist rerolls one."""
    for cid in SCHENGEN:
        g.roll_posture(cid)
    if g.state.players == "two":
        cid = (yield ask(
            "jihadist",
            m("setup-schengen-reroll"),
            [(f"country:{c}", m("country-posture", country=country(c), posture=posture(g.posture(c)))) for c in SCHENGEN],
            kind="posture_roll",
        )).removeprefix("country:")
        g.roll_posture(cid)
