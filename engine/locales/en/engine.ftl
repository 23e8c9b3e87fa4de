# What the engine says (engine/msg.py names the messages and words them: engine.msg.Speaker, engine/i18n.py).
# Written by hand; ru/engine.ftl has the same ids. docs/i18n.md: "Converting an engine text".

## the words of references (engine.msg.Ref): roles, levels
list-sep = {", "}
side-us = US
side-jihadist = Jihadist
side-unassociated = Unassociated
ref-role-us = US
ref-role-jihadist = Jihadist
ref-governance-0 = unmarked
ref-governance-1 = Good
ref-governance-2 = Fair
ref-governance-3 = Poor
ref-governance-4 = Islamist Rule
ref-alignment-ally = Ally
ref-alignment-neutral = Neutral
ref-alignment-adversary = Adversary
ref-alignment-unmarked = Unmarked
ref-posture-hard = Hard
ref-posture-soft = Soft
ref-posture-unmarked = unmarked

## the sequence of play (engine/sequence.py)
pass = Pass
phase-action = Turn { $turn }: { $side } Action Phase
phase-plots = Turn { $turn }: Plot resolution
phase-end-of-turn = End of turn { $turn }
cadre-remove-ask = Jihadist Action Phase: no cards left. Remove a Cadre (4.8.4) or pass?
cadre-remove-option = Remove the Cadre in { $country }
cadre-remove-why = Optional (4.8.4): a Cadre lets you Recruit there (8.2.2), but the US may Disrupt it (7.4.2)
cadre-removed = Jihadist removes the Cadre in { $country }
lapsing-end = Lapsing events end: { $events }
list-and = { $first } and { $rest }

## why an Event cannot occur now (engine/events/registry.py)
why-not-implemented = not implemented yet
why-blocked = Blocked by { $by } (6.2.8)
why-needs = it needs: { $condition }
why-precondition = its precondition is not met (6.2.6)
why-event = { $why }
list-then = { $first } → { $rest }

## card play (engine/cardplay.py)
op-woi = War of Ideas
op-deploy = Deploy
op-regime-change = Regime Change
op-withdraw = Withdraw
op-disrupt = Disrupt
op-alert = Alert
op-recruit = Recruit
op-travel = Travel
op-jihad = Jihad
op-plot = Plot
op-reserves = Reserves
op-none = None
op-reassessment = Reassessment
ops-count = { $ops ->
    [one] 1 Op
   *[other] { $ops } Ops
    }
card-label = { $card } ({ $ops ->
    [one] 1 Op
   *[other] { $ops } Ops
    }, { $side })
play-random = Play a card drawn at random from your hand ({ $cards })
discard-final = Discard { $card } without effect
hold-final = Hold { $card } for the next turn
play-which-card = { $side } Action Phase: play your { $which ->
    [first] first
   *[other] second
    } card
us-holds = US holds its final card
discards = { $side } discards { $card }
how-event = Event: { $card }
how-op = { $op } ({ $ops ->
    [one] 1 Op
   *[other] { $ops } Ops
    })
how-op-reserves = { $op } with Reserves ({ $ops ->
    [one] 1 Op
   *[other] { $ops } Ops
    })
how-reassessment = Reassessment (with a second 3-value card)
how-reserves = Reserves (+{ $add })
how-none = Operations with no effect
how-play = How will you play { $card }?
how-play-note = How will you play { $card }? { $note }
play-card = Play { $card }
event-not-playable-now = (Event not playable now: { $why })
plays-event = { $side } plays { $card } for the Event
expends-reserves = { $side } expends { $reserves } Reserves
plays-ops = { $side } plays { $card } for { $op }
event-will-not-occur = { $card }: the Event will not occur ({ $why }; 6.3.2.1)
event-does-not-occur = { $card }: the Event does not occur ({ $why }; 6.3.2.1)
order-election = US Election always happens (6.3.1): which happens first?
order-opponents-event = { $card } is the opponent's event, so it happens too (6.3.2): which happens first?
order-event-first = Event { $card } first
order-ops-first = { $op } first
op-no-longer-possible = { $op } is no longer possible: choose the Operation
no-operation = No Operation
reserves-now = { $side } Reserves → { $reserves }
no-operation-possible = No Operation is possible
reassessment-second = Reassessment: choose the second 3-value card
reassessment-plays = US plays { $first } and { $second } for Reassessment
posture-switch = Posture switch
reassessment-order = Reassessment: in what order do the Posture switch and triggered events occur?

## the US bot's reasons and the hint (engine/usbot)
usbot-reason = US bot: { $reason }
usbot-lookahead-failed = { $reason } (the look-ahead failed: { $error }; priorities instead)
usbot-no-future = { $reason } (no sampled future could be rebuilt; priorities instead)
usbot-searched = { $best }: the US's chance of winning { $score }%, judged from { $futures } trial games played on { $horizon ->
    [phase] to the US's next Action Phase
    [end] to the game's end
    [one] through its next card
   *[other] through its next { $horizon } cards
    }
usbot-next-best = { $reason } (next best { $next }: { $score }%)
usbot-card-for = { $card } for { $how }
usbot-how-event = its Event
usbot-how-reserves = the Reserves
usbot-how-nothing = nothing
usbot-how-with-reserves = { $how } with the Reserves
usbot-priorities-failed = { BARE($prompt) }: { $choice } (its priorities failed: { $error })
usbot-way = this turn it plays for { $way }; { $reason }
usbot-way-events = Events and the War of Ideas
usbot-way-prestige = Prestige from Disrupt, and Troops brought home
usbot-way-military = Regime Change, Deploy and Alert
usbot-card-score = { $card }: the card the US priorities choose now (its best use: { $score } points)
usbot-disrupt = Disrupt in { $country }: { $cells ->
    [one] 1 Cell
   *[other] { $cells } Cells
    }, { $troops ->
    [one] 1 Troop
   *[other] { $troops } Troops
    }
usbot-alert = Alert in { $country }: { $plots ->
    [one] 1 Plot
   *[other] { $plots } Plots
    } there
usbot-answer = { BARE($prompt) }: { $choice }
usbot-woi-posture = War of Ideas in { $country }: to set its Posture to the US Posture
usbot-woi-unmarked = unmarked: tested first
usbot-woi-fair-ally = a Fair Ally, { $resources } Resources to Good ({ $short } short of the 12 Good Resources)
usbot-woi-poor-ally = a Poor Ally, two steps from Good ({ $resources } Resources)
usbot-woi-good = Good already
usbot-woi-shift = { $alignment ->
    [neutral] a Neutral
   *[other] an Adversary
    } to shift towards Ally
usbot-woi = War of Ideas in { $country }: { $pct }%, { $what }
hint-head = Hint: { $reason }
hint-line = {"  "}{ $k }. { $what }: { $score }%
hint-only-option = { $option }: the only option
hint-no-lookahead = { $reason } (priorities: no look-ahead here)
hint-way = this turn, play for { $way }; { $reason }
hint-nothing = no look-ahead is possible here; nothing to suggest over another option
hint-best = { $best }: the best of { $options } choices in { $tries } trial games played on { $horizon ->
    [phase] to the US's next Action Phase
    [end] to the game's end
   *[other] through the next US card
    }, the cards you cannot see dealt at random in each (the percentages: the { $side } chance of winning as the trial games judge it)
hint-best-why = { $best } ({ $why }): the best of { $options } choices in { $tries } trial games played on { $horizon ->
    [phase] to the US's next Action Phase
    [end] to the game's end
   *[other] through the next US card
    }, the cards you cannot see dealt at random in each (the percentages: the { $side } chance of winning as the trial games judge it)
hint-side-us = US's
hint-side-jihadist = Jihadist's

## modifiers and odds (engine/ops/odds.py)
mod = { $what } { $n }
mod-signed = { $n } { $what }
odds-label = { FIT($full, $brief) }
odds-label-full = { $label } — { $short }
roll-mods = { $roll } ({ $mods }) = { $total }
odds-need-note = { $need }+ needed → { $pct }
odds-need-mods-note = { $need }+ needed: { $mods } → { $pct }

## US Operations (engine/ops/us.py)
mod-prestige = Prestige
mod-gwot = GWOT
mod-shift-to-good = shift to Good
mod-aid = Aid
mod-adjacent-good-ally = Adjacent Good Ally
mod-events = events
woi-fails-value = War of Ideas in { $country } fails: { $gov } needs more than { $ops } Ops (4.9.5)
woi-roll = War of Ideas in { $country }: { $roll }: { $verdict ->
    [succeeds] succeeds
    [fails-by-one] fails by one
   *[fails] fails
    } ({ $need }+ needed)
woi-no-aid-good = No Aid in { $country }: War of Ideas places none in a Good country (7.2.2.3)
why-matches-us-posture = { $country } matches US Posture
woi-odds-posture-note = Hard on { $faces ->
    [any] any roll
   *[other] { $faces }
    }: the same Posture as the US ({ $us }) → Prestige +1: { $pct }
woi-odds-posture = War of Ideas: { $us } like the US { $pct }
woi-odds = War of Ideas { $pct }
woi-odds-tested-note = tested first (Poor on 1-4, Fair on 5-6), then { $need }+ needed → { $pct }
woi-odds-need = War of Ideas { $pct } ({ $need }+)
woi-odds-mods = War of Ideas { $pct } ({ $need }+: { $mods })
troops-track = the Troops track
country-name = { $country }
deploy-done = Deploy { $troops ->
    [one] 1 Troop
   *[other] { $troops } Troops
    } from { $origin } to { $dest }
rc-roll = Regime Change in { $country }: Governance roll { $roll }
rc-result = { $country } is now { $gov } Ally
aid-removed = Aid removed from { $country }
disrupt-cadre = Disrupt in { $country }: Cadre removed
disrupt-activate = Disrupt in { $country }: { $cells ->
    [one] 1 Sleeper Cell goes
   *[other] { $cells } Sleeper Cells go
    } Active
disrupt-activate-limited = Disrupt in { $country }: { $cells ->
    [one] 1 Sleeper Cell goes
   *[other] { $cells } Sleeper Cells go
    } Active ({ $limits })
why-disrupt-limited = Disrupt, { $limits }
why-disrupt-troops = Disrupt with Troops
plot-label = the { $nth ->
    [1] first
    [2] second
    [3] third
    [4] fourth
    [5] fifth
    [6] sixth
    [7] seventh
    [8] eighth
    [9] ninth
    [10] tenth
   *[other] #{ $nth }
    } Plot placed in { $country }{ $backlash ->
    [yes] {" (Backlash)"}
   *[no] {""}
    }
alert-done = Alert in { $country }: the Plot was { $plot }; it is Blocked
wmd-removed = The WMD Plot is removed from the game (8.5.5)
woi-where = War of Ideas ({ $ops } Ops): choose a country
deploy-from-where = Deploy: from where?
troops-can-move = { $where } ({ $troops } can move)
deploy-to-where = Deploy from { $origin }: to where?
deploy-how-many = Deploy from { $origin } to { $dest }: how many Troops{ $nato ->
    [yes] {" besides NATO"}
   *[no] {""}
    }?
rc-where = Regime Change: which Islamist Rule country?
rc-from-where = Regime Change: Troops from where?
rc-how-many = Regime Change in { $country }: how many Troops (at least 6)?
withdraw-where = Withdraw: from which Regime Change country?
withdraw-to-where = Withdraw from { $country }: to where?
withdraw-how-many = Withdraw from { $country } to { $dest }: how many Troops{ $nato ->
    [yes] {" besides NATO"}
   *[no] {""}
    }?
disrupt-where = Disrupt ({ $ops } Ops): choose a country
disrupt-fails-value = Disrupt in { $country } fails: not enough Ops for its Governance (4.9.5)
disrupt-which-cells = Disrupt in { $country }: which Cells?
alert-where = Alert: Block a Plot in which country?
alert-option = { $country } ({ $plots ->
    [one] 1 Plot
   *[other] { $plots } Plots
    })
alert-which-plot = Alert in { $country }: which face-down Plot?
nato-ask = NATO: count the NATO marker in { $country } as 2 of the departing Troops? (it is removed and adds no cubes at the destination)
nato-yes = Yes: NATO leaves (removed from the map)
nato-no = No: NATO stays
nato-departs = NATO counts as 2 departing Troops from { $country }: the NATO marker is removed
disrupt-remove-actives = remove { $cells } Active
disrupt-activate-sleepers = activate { $cells ->
    [one] 1 Sleeper
   *[other] { $cells } Sleepers
    }
woi-label-unmarked = { $country } (unmarked{ $ops ->
    [1] : tested, then fails with 1 Op
    [2] : tested, fails if Poor
   *[other] : tested first
    })
woi-label = { $country } ({ $gov } { $alignment })
woi-label-posture = { $country } ({ $posture }: Posture roll)

## Jihadist Operations (engine/ops/jihadist.py)
list = { $items }
needs-or-less = {" "}(needs { $need } or less)
recruit-roll = Recruit in { $country }: { $roll } { $verdict ->
    [succeeds] succeeds
   *[fails] fails
    }{ $needs }
recruit-place-ask = Recruit: { $placements } successful placements but only { $available ->
    [one] 1 Cell
   *[other] { $available } Cells
    } Available: place the next Cell where?
recruit-place-option = { $country } ({ $left ->
    [one] 1 success
   *[other] { $left } successes
    } left)
travel-to-ground = A Cell in { $country } goes to ground
travel-auto = A Cell travels from { $origin } to { $dest }
travel-roll = Travel { $origin } → { $dest }: { $roll } { $verdict ->
    [succeeds] succeeds
   *[fails] fails
    } (needs { $need } or less)
travel-removed = The Cell from { $country } is removed (8.3.2)
jihad-major-activate = Major Jihad in { $country }: all Cells go Active
jihad-roll = { $major ->
    [yes] Major
   *[no] Minor
    } Jihad in { $country } ({ $gov }): rolls { $rolls } → { $hits ->
    [one] 1 success
   *[other] { $hits } successes
    }
why-islamist-revolution = Islamist Revolution
jihad-idle = { $now ->
    [yes] { $country } is Poor now: { $hits ->
        [one] 1 more success of Minor Jihad has
       *[other] { $hits } more successes of Minor Jihad have
        }
   *[no] { $country } is already Poor: { $hits ->
        [one] 1 success of Minor Jihad has
       *[other] { $hits } successes of Minor Jihad have
        }
    } no effect (8.4.1)
jihad-surplus = { $country } is under Islamist Rule now: { $hits ->
    [one] 1 more success has
   *[other] { $hits } more successes have
    } nothing left to do (8.4.2)
jihad-major-one = Major Jihad in { $country }: one success at Poor; Islamist Rule needs two (8.4.2)
why-failed-jihad = failed Jihad
plot-roll = Plot in { $country }: rolls { $rolls } → { $hits ->
    [one] 1 success
   *[other] { $hits } successes
    }
country-gov-cells = { $country } ({ $gov }, { $cells } Cells)
besieged-regime = Besieged Regime
jihad-outcome = { $what } { $pct }
jihad-gov-stays = Governance stays { $gov }
jihad-major = Major Jihad
jihad-minor = Minor Jihad
jihad-choice-note = { $dice ->
    [one] 1 die
   *[other] { $dice } dice
    }, { $need } or less each: { $outcomes }
designate-short = { $op } { $pct }
designate-short-rolls = { $op } { $pct } a roll, { $rolls } rolls: { $expected } expected
designate-note = { $op } in { $country }: { $pct } a roll
designate-note-rolls = { $op } in { $country }: { $pct } a roll; { $rolls } rolls here: { $expected } successes expected
stop-here = Stop here: use only { $used } of the { $ops } Ops
designate-ask = { $op }, Op { $n } of { $ops }: in which country do you roll a die?
travel-note-stay = stay: go to ground, becomes a Sleeper
travel-note-automatic = automatic
travel-note-unmarked = unmarked: tested first, then roll its Governance or less
travel-note-roll = roll { $need } or less: { $gov }
travel-label = { $country } ({ $note })
travel-odds-note = Travel { $origin } → { $dest }: { $pct }{ $tested ->
    [yes] {" (tested first)"}
   *[no] {""}
    }
travel-odds = Travel { $pct }
travel-origin-ask = Travel { $n } of { $ops }: which country does a Cell leave?
travel-dest-ask = Travel from { $country }: to which country?
jihad-major-ask = Major Jihad in { $country }? (all its Sleeper Cells go Active)
no-plot-available = No Plot marker is Available
plot-which-marker = Plot success in { $country }: which Plot marker?
plot-marker = Plot { $plot }

## the board: tracks, tests, Governance, Alignment, Cells, markers (engine/board.py)
why-paren = {" "}({ $why })
marker-placed = { $marker } marker placed in { $country }
marker-placed-box = { $marker } marker placed in the Event Box
marker-removed = { $marker } marker removed ({ $why })
prestige-change = Prestige { $old } → { $new }{ $why }
prestige-stays = Prestige stays { $old }, its limit ({ $why })
funding-change = Funding { $old } → { $new }{ $why }
funding-stays = Funding stays { $old }, its limit ({ $why })
why-gwot-penalty = GWOT Relations Penalty
prestige-roll-mod = {" "}{ $drm } ({ $why }) = { $total }
no-modifier = {" "}(no modifier)
prestige-roll = Prestige roll: die { $roll }{ $mod } → { $up ->
    [yes] rises
   *[no] drops
    } (5+ rises); dice { $a }, { $b }: by the lower, { $amount }
why-prestige-roll = Prestige roll
why-war-of-ideas = War of Ideas
posture-fixed = { $country }'s Posture stays { $posture } (4.3.3)
posture-roll = Posture roll for { $country }: { $roll }{ $drm } → { $result }
us-posture-now = US Posture is now { $posture }
test-muslim = Test of { $country }: { $roll } → { $gov } Neutral
test-posture = Test of { $country }: { $roll } → { $posture }
governance-change = { $country }: Governance { $old } → { $new }{ $why }
why-islamist-revolution-in = Islamist Revolution in { $country }
why-troops-under-ir = Troops in { $country } under Islamist Rule
pakistan-arsenal = Pakistani arsenal: 3 WMD Plots become Available (8.4.5)
governance-no-worse = { $country }: already { $gov }: Governance does not worsen ({ $why })
governance-no-better = { $country }: { $gov }: Governance does not improve ({ $why })
alignment-change = { $country }: { $old } → { $new }{ $why }
aid-placed = Aid placed in { $country }
besieged-placed = Besieged Regime placed in { $country }
no-cell-to-place = No Cell is { $available ->
    [yes] Available on the Funding track
   *[no] on the Funding track
    }: none placed in { $country }
cells-placed = { $cells ->
    [one] 1 Cell
   *[other] { $cells } Cells
    } placed in { $country }
cells-placed-why = { $cells ->
    [one] 1 more Cell
   *[other] { $cells } more Cells
    } placed in { $country } ({ $why })
cells-removed = { $cells ->
    [one] 1 Cell
   *[other] { $cells } Cells
    } removed from { $country }{ $why }
cadre-placed = Cadre placed in { $country }
sadr-removed = Sadr is removed from { $country }{ $why }
wmd-waits = A WMD Plot waits for a numbered Plot marker to return, to replace it (9.3.3)
plot-placed = Plot placed in { $country }
plot-placed-secret = (the Plot in { $country } is { $plot })
reshuffle = Reshuffle: deck { $deck } begins with { $cards } cards

## Plots (engine/ops/plots.py)
plots-which-next = Resolve Plots: which one next?
plot-in = Plot { $plot } in { $country }
plot-revealed = Plot in { $country } is revealed: { $plot }
why-plot-in = Plot in { $country }
wmd-reroll-ask = WMD Plot in { $country }: Posture rolled { $posture }. Reroll it once?
reroll = Reroll
keep = Keep
schengen-ask = Plot in the Schengen area: choose { $another ->
    [yes] another
   *[no] a
    } Schengen country to roll Posture
why-wmd-plot-troops = WMD Plot where Troops are, in { $country }
why-plot-troops = Plot where Troops are, in { $country }
plot-gov-all-idle = {" "}(already Poor: no effect)
plot-gov-some-idle = {" "}(Poor is the limit: { $idle } with no effect)
plot-gov-roll = Plot Governance { $dice ->
    [one] roll
   *[other] rolls
    } in { $country }: { $rolls } → { $hits ->
    [0] no successes
    [one] one success
   *[other] { $hits } successes
    }{ $note }
wmd-plot-removed = The WMD Plot is removed from the game

## victory (2.1, 2.3, 9.1)
victory = { $side } wins: { $reason }
victory-wmd-us = A WMD Plot was resolved in the United States (2.1.2)
victory-good-resources = Muslim countries with 12+ Resources have Good Governance (2.1.1)
victory-fair-good = 15 Muslim countries have Fair or Good Governance (2.1.1)
victory-no-cells = No Jihadist Cells remain on the map (2.1.1)
victory-ir-resources-solo = Islamist Rule over 6+ Resources (9.1)
victory-ir-resources = Islamist Rule over 6+ Resources including two Adjacent countries (2.1.2)
victory-prestige-poor = US Prestige 1 and 15 Muslim countries at Poor or Islamist Rule (2.1.2)
victory-end-solo = Game end: fewer than { $need } Good Resources (9.1)
victory-end-us = Game end: { $good } Good Resources more than twice { $ir } Islamist Rule Resources (2.3)
victory-end-jihadist = Game end: { $good } Good Resources not more than twice { $ir } Islamist Rule Resources (2.3)

## the solitaire Jihadist bot (engine/solo)
solo-say = Jihadist bot: { $text }
solo-ops-major = Operations: Major Jihad, because a Major Jihad that could bring Islamist Rule is possible (9.4.1)
solo-ops-minor = Operations: Minor Jihad, because no Major Jihad can succeed and Jihad is possible in a Good or Fair country (9.4.1)
solo-ops-recruit = Operations: Recruit, because no Jihad is possible in a Good or Fair country and Cells are Available (9.4.1)
solo-ops-travel = Operations: Travel, because no Jihad is possible in a Good or Fair country and { $gtmo ->
    [yes] GTMO is in effect
   *[no] no Cells are Available
    } (9.4.1)
solo-major-jihad = Major Jihad in { $country } with { $ops ->
    [one] 1 Op
   *[other] { $ops } Ops
    }: { $why } (9.4.2.3)
solo-minor-jihad = Minor Jihad in { $country } ({ $gov }) with { $ops ->
    [one] 1 Op
   *[other] { $ops } Ops
    }: { $why } (9.4.2.4)
solo-no-recruit = no suitable Recruit location: the Ops go to Radicalization (9.4.2.5)
solo-recruit = Recruit in { $country } with { $ops ->
    [one] 1 Op
   *[other] { $ops } Ops
    }: { $why } (9.4.2.5)
solo-recruit-none-left = no Cells left Available to Recruit: { $ops ->
    [one] 1 Op
   *[other] { $ops } Ops
    } to Radicalization (9.4.2.5)
solo-plot-rolls = Plot rolls: { $reasons } (9.4.2.2)
solo-biometrics = Biometrics: a destination has no Cell Adjacent, so the card's Ops go to Radicalization (9.4.2.6)
solo-travel-none = Travel to { $country }: no Cell can go there; the Op goes to Radicalization (9.4.2.6.1)
solo-travel-last = Travel to { $dest } ({ $why }, 9.4.2.6) from { $origin } ({ $owhy }, 9.4.2.6.1): the last Cell in { $origin } Travels within the country instead (9.4.2.6.1)
solo-travel-itself = Travel to { $dest } ({ $why }, 9.4.2.6) from { $dest } itself ({ $owhy }, 9.4.2.6.1): the Cell Travels within the country and becomes a Sleeper
solo-travel = Travel to { $dest } ({ $why }, 9.4.2.6) from { $origin } ({ $owhy }, 9.4.2.6.1)
travel-automatic = A Cell travels from { $origin } to { $dest } (automatic)
solo-plays = Jihadist bot plays { $card } from the top of its pile
solo-why-no-cells = { $card } would place Cells but no Cell is on the Funding track (9.4.1)
solo-event = Event { $card }: a playable { $side } Event (9.4.1)
solo-why-no-plot-country = the Plot chart has no country for { $card }'s Plot, so the Event is ignored (9.4.2.1)
solo-why-unused = Operations the charts could not use
solo-us-event-plot = { $card } is a playable US Event: Plot, and no Event occurs (9.4.1)
solo-why-plot-unused = Operations the Plot chart could not use
solo-event-not-playable = { $card }: the Event is not playable; Operations (9.4.1)
solo-us-event-not-playable = { $card }: the US Event is not playable; Operations (9.4.1)
solo-event-word = Event
solo-plot-by-event = { $label }: the Plot goes to { $country } ({ $why }, 9.4.2.2 by Event)
solo-plot-random = { $label }: the Plot goes to { $country } (random among the countries the Event allows, 9.4.2.1)
solo-shift = { $label }: shifts { $alignment ->
    [yes] Alignment
   *[no] Governance
    } in { $country } ({ $why }, 9.4.2.4 by Event)
solo-travel-event = { $label }: a Cell Travels to { $country } (the Travel To chart, 9.4.2.1)
solo-cell-random = { $label }: the Cell goes to { $country } (random among the countries the Event allows, 9.4.2.1)
solo-radicalization = Radicalization with { $ops ->
    [one] 1 Op
   *[other] { $ops } Ops
    }: { $why } (9.4.3)
solo-radicalization-cell = Radicalization, 1st Op: a Cell from the Funding track is placed in { $country } (a random country; the track has a Cell)
solo-radicalization-travel = Radicalization, next Op: one Cell Travels automatically (To chart from its 2nd box)
solo-radicalization-plot = Radicalization, next Op: Funding below 9, a Plot is placed in { $country } (a random non-Islamist Rule country with a Cell)
solo-radicalization-unused = Radicalization: no Good or Fair Muslim country; { $ops ->
    [one] 1 Op
   *[other] { $ops } Ops
    } unused
solo-radicalization-worsen = Radicalization, each remaining Op: Governance in { $country } worsens (a random Good or Fair Muslim country)
why-radicalization = Radicalization

## the random country (9.5), the deal, the set-up
random-country = Random country: { $text }
random-drawn = { $country }, drawn at random among { $n } equally close countries (9.5.1)
random-faces = { $country } { $faces }
random-rerolled = { $rerolled } (rerolled), { $roll }
random-die = die { $roll } among { $table } → { $country } (9.5)
random-closest = { $origin } is not eligible; closest eligible ({ $steps ->
    [one] 1 step
   *[other] { $steps } steps
    }, 9.5.1): { $countries }
random-global = Global table{ $which ->
    [muslim] {" among Muslim countries"}
    [non-muslim] {" among non-Muslim countries"}
   *[all] {""}
    } (emulated: uniform, 9.5) → { $country }
random-schengen = Schengen table die { $roll } → { $country } (9.5)
random-shia-mix = Shia-Mix table dice { $dice } = { $total } → { $country } (9.5)
you-draw = You draw { $card }
deal = Deal: Jihadist { $jihadist } cards, US { $us } cards; { $deck } left in the deck
last-turn = Last turn: the { $cards } cards left cannot fill the next deal ({ $needed } at the current levels): the game ends at the next reshuffle (5.3.1)
scenario-start = Scenario: { $scenario } ({ $period }); { $decks ->
    [1] Standard (1 deck)
    [2] Tournament Final (2 decks)
   *[3] Campaign (3 decks)
    }
phase-plots-position = Turn { $turn }: the US Action Phase ends; Plots are resolved (5.2.3)
setup-place-cell = Set-up: place Cell { $n } of 3 in a country other than the United States
setup-cell-placed = Set-up: a Cell is placed in { $country }
setup-schengen-reroll = Set-up: choose one Schengen country to roll its Posture again
country-posture = { $country } ({ $posture })

## the solitaire bot's charts, "Where?" (engine/solo/where.py, 9.4.2)
list-semi-then = { $first }; then { $rest }
why-tie = { $why }; { $tie }
where-only = the only candidate
where-only-major = the only country where it can succeed
where-only-minor = the only Good or Fair country left with a Cell
where-random-equal = random among { $n } equal candidates (9.5)
where-random-equals = random among equals (9.5)
where-pakistan-first = Pakistan first
where-highest-resources = the highest Resources
where-good-before-fair = Good before Fair{ $poor ->
    [yes] {" then Poor"}
   *[no] {""}
    }
where-aid = a country with Aid
where-besieged = a Besieged Regime
where-most-troops-cells = the most Troops plus Cells
where-recruit-1 = 1st priority: Regime Change where Troops outnumber Cells by 5 or more
where-recruit-2 = 2nd priority: Islamist Rule with fewer Cells than twice the card's Ops
where-recruit-3 = 3rd priority: the highest roll needed for Recruit success
where-recruit-3-need = 3rd priority: the highest roll needed for Recruit success ({ $need } or less)
where-plot-us = the United States first
where-plot-abu-sayyaf = Abu Sayyaf: the Philippines
where-plot-troops = Prestige above Low: a country with Troops
where-plot-us-posture = no GWOT penalty: a country with the US Posture
where-plot-non-muslim = Funding below 9: a non-Muslim country
where-plot-muslim = Funding below 9: a Muslim country or Iran
where-plot-gov-event = Good before Fair then Poor (Plot by Event)
where-plot-gov-ops = Fair before Good then Poor (Plot Operations)
where-plot-rolls = { $rolls } in { $country } ({ $why })
where-to-1 = 1st To box: { $what }
where-to-1-any = a Besieged Regime, Regime Change or Aid country
where-to-1-rc = Regime Change (no Besieged Regime)
where-to-1-aid = Aid (no Besieged Regime or Regime Change)
where-to-2 = 2nd To box: Poor, Major Jihad possible with two more Cells
where-to-3 = 3rd To box: Good or Fair Muslim country with a Cell Adjacent
where-to-4-hard = 4th To box: US Hard, an unmarked non-Muslim country
where-to-4-soft = 4th To box: US Soft, a Soft non-Muslim country
where-to-5 = Ops remain: one random destination for the remaining Cells
where-from-1 = 1st From box: Islamist Rule with more Cells than the card's Ops
where-from-2 = 2nd From box: Regime Change with more than 5 Cells
where-from-3 = 3rd From box: Adjacent to the destination
where-from-4 = 4th From box: a random country with a Cell
where-from-active = one with an uncommitted Active Cell
where-from-not-dest = not another destination of this card

## the end of the turn (engine/sequence.py, 5.2.5)
why-expenditures = Expenditures
why-country-under-ir = a country is under Islamist Rule
why-diplomacy = Diplomacy

## what changed on the board between two pictures (engine/view.py board_changes; ru-pictures)
change-governance = { $before } → { $after }
change-alignment = { $before } → { $after }
change-no-alignment = No Alignment
change-posture = Posture { $before } → { $after }
change-pieces = { $count } { $piece ->
        [troops] { $count ->
            [one] Troop
           *[other] Troops
        }
        [sleepers] { $count ->
            [one] Sleeper Cell
           *[other] Sleeper Cells
        }
        [actives] { $count ->
            [one] Active Cell
           *[other] Active Cells
        }
        [plots] { $count ->
            [one] Plot
           *[other] Plots
        }
       *[aid] Aid
    } { $how ->
        [added] added
        [placed] placed
       *[removed] removed
    }
change-cadre = Cadre { $placed ->
        [yes] placed
       *[no] removed
    }
change-besieged = Besieged Regime { $placed ->
        [yes] placed
       *[no] removed
    }
change-regime-change = { $before } → { $after }
change-rc-placed = { $rc } { $placed ->
        [yes] placed
       *[no] removed
    }
change-rc-green = Regime Change (this turn)
change-rc-tan = Regime Change
change-rc-none = no Regime Change
change-marker = { $marker } { $placed ->
        [yes] placed
       *[no] removed
    }
change-track = { $track ->
        [prestige] Prestige
        [funding] Funding
        [troops] Troops on track
       *[cells] Cells on track
    } { $before } → { $after }
change-us-posture = US Posture { $before } → { $after }
change-event = { $event } { $on ->
        [yes] in play
       *[no] ended
    }

## ru-victory: the victory conditions (engine/view.py victory_targets)
victory-label-good-resources = Good Resources
victory-label-fair-good = Fair/Good countries
victory-label-ir-resources = Islamist Rule Res.
victory-label-poor-ir = Poor/IR countries
victory-label-cells = Cells on the map
victory-label-good-at-end = Good Res. at the end
victory-label-good-vs-ir = Good vs 2×IR at end
victory-text-us-wins-at = US wins at { $n }
victory-text-ir-any = Jihadist wins at { $n }, any countries
victory-text-ir-adjacent = Jihadist wins at { $n } with 2 Adjacent IR countries
victory-text-poor-ir = Jihadist wins at { $n } with Prestige 1 (now { $now })
victory-text-no-cells-solo = no US win when the last Cell goes (9.1)
victory-text-no-cells = US wins when none remain
victory-text-good-at-end = US loses with fewer than { $n } at the end
victory-text-good-vs-ir = US wins at the end with more than 2×{ $n } (IR, new RC)

## ru-victory: refusals (engine/game.py IllegalAction)
illegal-game-over = The game is over.
illegal-role = Unknown role { $role }: use 'us' or 'jihadist'.
illegal-not-your-decision = It is the { $side } player's decision, not the { $other } player's.
illegal-option = { $option } is not one of the options now ({ $prompt }).
illegal-card = There is no card { $card } (cards are numbered 1-{ $count }).
illegal-side = Unknown side { $side }: use 'us' or 'jihadist'.

## ru-last: a custom position's problems (engine/position.py PositionError)
position-file-size = the file is { $size } bytes; a position may hold at most { $limit }
position-not-utf8 = the file is not UTF-8 text
position-json-deep = the JSON is nested too deeply
position-not-json = the file is not valid JSON ({ $error })
position-json-data = a position is JSON data (objects, lists, numbers and text)
position-json-size = the position is { $size } bytes of JSON; at most { $limit } are accepted
position-not-object = a position is one JSON object ({"{"}...{"}"}), not { $kind }
position-nested-deep = the JSON is nested too deeply for a position
position-object-shallow = a position is one JSON object, nested no deeper than its fields
position-field = { $where }: { $error }
position-unknown-country = unknown country { $country }
position-phase-needs-hands = 'phase' and 'cards_played' need 'hands' too
position-unknown-marker = { $where }: unknown marker { $name }
position-unknown-lapsing = { $where }: unknown Lapsing event { $name }
position-unknown-record-country = { $where }: unknown country { $country }
position-not-muslim-governance = { $country } is not Muslim: its Governance is fixed (4.3.1)
position-alignment-muslim = only Muslim countries have an Alignment ({ $country }, 4.2.3)
position-no-posture = { $country } has no Posture box (set us_posture for the United States)
position-aid-muslim = Aid only goes in Muslim countries ({ $country })
position-besieged-muslim = Besieged Regime and Regime Change are for Muslim countries ({ $country })
position-regime-change-governance = only Poor or Fair countries can be Regime Change countries ({ $country }, 7.3.4.1)
position-backlash-muslim = a Plot with Backlash cannot be in { $country }: Backlash (card 1) selects a Plot in a Muslim country
position-no-governance = { $country } has pieces but no Governance: mark it (4.9.4)
position-too-many-cells = { $count } Cells on the map; the game has { $total } (4.6.3)
position-too-many-troops = { $count } Troops on the map; the game has { $total } (4.6.3)
position-prestige-range = Prestige must be 1-12 (4.7.1)
position-funding-range = Funding must be 1-9 (4.7.4.1)
position-reserves-range = Reserves must be 0-2 (6.3.3)
position-too-many-plots = too many Plot markers numbered { $value } (the game has 1,1,1,2,2,3)
position-too-many-wmd = more WMD Plot markers than the game's six (4.7.8.1)
position-unknown-card = unknown card { $card } in { $where }
position-card-twice = card { $card } is twice in { $where }
position-card-in-both = card { $card } is in both { $first } and { $where }
position-box-hand-us = the us hand
position-box-hand-jihadist = the jihadist hand
position-box-discard = the discard pile
position-box-removed = removed cards
position-box-first-plot = the 1st Plot box
position-box-lapsing = the Lapsing box
position-box-deck = the deck

# 9.7 Jihadist Ideology: each level's effect (engine/view.py IDEOLOGY_EFFECTS)
ideology-effect-normal = no extra effect (the learning level)
ideology-effect-coherent = a Plot success places 2 Plots (8.5.2)
ideology-effect-attractive = a Recruit success places 2 Cells (8.2.1)
ideology-effect-potent = Major Jihad needs only 3 more Cells than Troops (8.4.2)
ideology-effect-infectious = the US must play all its cards (5.2.4)
ideology-effect-virulent = failed Jihad rolls remove no Cells (8.4.3)
