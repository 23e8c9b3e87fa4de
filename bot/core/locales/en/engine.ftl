# What the engine says (engine/msg.py names the messages, bot.core.i18n.word words them).
# Written by hand; ru/engine.ftl has the same ids. docs/i18n.md: "Converting an engine text".

## the words of references (engine.msg.Ref): roles, levels
list-sep = {", "}
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
play-card-note = Play { $card } { $note }
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
usbot-searched = { $best }: { $score }% after looking { $horizon } US cards ahead in { $futures } sampled futures
usbot-next-best = { $reason } (next best { $next }: { $score }%)
usbot-card-for = { $card } for { $how }
usbot-how-event = its Event
usbot-how-reserves = the Reserves
usbot-how-nothing = nothing
usbot-how-with-reserves = { $how } with the Reserves
usbot-priorities-failed = { BARE($prompt) }: { $choice } (its priorities failed: { $error })
usbot-card-score = { $card }: its best use now scores { $score }
usbot-disrupt = Disrupt in { $country }: { $cells } Cell(s), { $troops } Troops
usbot-alert = Alert in { $country }: { $plots } Plot(s) there
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
hint-nothing = no look-ahead is possible here; nothing to suggest over another option
hint-best = { $best }, the best of { $options } options after looking { $horizon } US cards ahead in { $futures } sampled futures

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
deploy-done = Deploy { $troops } Troops from { $origin } to { $dest }
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
recruit-place-ask = Recruit: { $placements } successful placements but only { $available } Cells Available: place the next Cell where?
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
jihad-idle = { $country } is already Poor: { $hits ->
    [one] 1 success of Minor Jihad has
   *[other] { $hits } successes of Minor Jihad have
    } no effect (8.4.1)
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
