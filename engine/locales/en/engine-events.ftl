# What the card Events say (engine/events/): log lines, prompts, option labels. Written by hand;
# ru/engine-events.ftl has the same ids. docs/i18n.md: "Converting an engine text".

## shared by many Events
ev-event = Event: { $card }
ev-by = { $card }
ev-blocked-by = Blocked by { $card }
ev-country = { $country }
ev-you-draw = You draw { $card }
ev-play = Play { $card }
ev-discard = Discard { $card }
ev-op-one = { $op } (1 Op)
ev-no-operation-possible = No Operation is possible
ev-which-country = { $card }: which country?
ev-remove-cell-from = { $card }: remove a Cell from which country?
ev-which-rc-country = { $card }: which Regime Change country?
ev-a-sleeper-cell = a Sleeper Cell
ev-an-active-cell = an Active Cell
ev-sadr = Sadr
ev-hand-empty = { $card }: the Jihadist hand is empty
ev-modifiers = {" "}({ $modifiers }) = { $total }
ev-no-modifiers = {""}

## US Events (engine/events/us.py)
ev-posture-choose = { $card }: choose the Posture of { $country }
ev-posture-set = { $country }: Posture { $posture } ({ $card })
ev-cell-label = { $country } ({ $sleepers } Sleeper, { $actives } Active{ $sadr ->
    [yes] , Sadr
   *[no] {""}
    })
ev-which-cell-removed = { $card }: which Cell in { $country } is removed?
ev-us-looks-at-hand = { $card }: the US looks at the Jihadist hand ({ $cards ->
    [one] 1 card
   *[other] { $cards } cards
    })
ev-hand-holds = { $card }: the Jihadist hand holds { $cards }
ev-hand-holds-none = { $card }: the Jihadist hand holds no cards
ev-backlash-ask = { $card }: select a Plot in a Muslim country (it stays face down)
ev-backlash-done = { $card }: when the selected Plot in { $country } is resolved, Funding drops instead of rising
ev-biometrics = { $card }: this turn Cells may Travel only to Adjacent countries; to Good countries only on a roll
ev-nest-face-up = { $card }: the Plot placed in the United States is face up: { $plot }
ev-nest-face-down = { $card }: the Plot placed in the United States stays face down: it is not a WMD Plot
ev-abbas-no-change = { $card }: Overstretch or Islamist Rule next to Israel: no Prestige or Funding change
ev-plot-resolved-in = a Plot was resolved in { $country }
ev-place-aid-where = { $card }: place Aid in which country?
ev-which-adversary = { $card }: which Adversary?
ev-covert-action-roll = { $card } in { $country }: { $roll } ({ $ok ->
    [yes] succeeds
   *[no] fails
    }, needs 4+)
ev-jihadist-discards = { $card }: the Jihadist discards { $discarded }
ev-hand-shuffled = { $card }: the Jihadist hand is shuffled
ev-no-cell-in-either = { $card }: no Cell in { $first } or { $second }
ev-reserves-plus-one = Reserves (+1)
ev-intel-op = { $card }: conduct a 1-value Operation
ev-us-reserves = US Reserves → { $reserves }
ev-intel-no-card = { $card }: no card left in the US hand for an extra play
ev-intel-extra = { $card }: play an extra card now?
ev-no-extra-card = No extra card
ev-intel-plays = { $card }: the US plays an extra card, { $played }
ev-us-draws = { $card }: the US draws a card
ev-lets-roll-ask = { $card }: which Plot is revealed and removed?
ev-posture-which-country = { $card }: select the Posture of which country?
ev-predator-no-cell = { $card }: no Cell in a Muslim country
ev-remove-cell-from-muslim = { $card }: remove a Cell from which Muslim country?
ev-sharia-none = { $card }: no Besieged Regime on the map
ev-sharia-ask = { $card }: remove the Besieged Regime marker from which country?
ev-besieged-removed = Besieged Regime removed from { $country } ({ $card })
ev-blair-ask = { $card }: War of Ideas in a Schengen country ({ $done } of 3 so far)?
ev-country-posture = { $country } ({ $posture ->
    [hard] Hard
    [soft] Soft
   *[other] Unmarked
    })
ev-no-more = No more
ev-unnb-roll = { $card }: War of Ideas in { $country }: { $roll }{ $modifiers }{ $ok ->
    [yes] : succeeds (5+ needed)
   *[no] : fails, no effect (5+ needed)
    }
ev-cadre-removed = Cadre removed from { $country } ({ $card })
ev-back-channel-ask = { $card }: discard a card whose value equals an Adversary's Resources?
ev-discard-nothing = Discard nothing (no effect)
ev-us-discards-nothing = { $card }: the US discards nothing
ev-back-channel-which = { $card }: which Adversary with { $resources } Resources?
ev-us-discards = { $card }: the US discards { $discarded }
ev-us-takes-random = { $card }: the US takes a card at random from the Jihadist hand
ev-you-take = You take { $card }
ev-us-took = The US took { $card }
ev-jihadist-discards-random = { $card }: the Jihadist discards { $discarded } at random
ev-troops-track = the Troops track
ev-troops-can-move = { $place } ({ $troops } can move)
ev-wmd-rc-ask = { $card }: conduct a Regime Change in { $country } now with this card's 3 Ops?
ev-rc-now = Regime Change now
ev-not-now = Not now
ev-rc-in = Regime Change in { $country }
ev-libyan-deal-ask = { $card }: select the Posture of which Schengen country ({ $nth } of 2)?
ev-improve-which-rc = { $card }: improve which Regime Change country?
ev-nato-leaves = { $card } marker leaves { $country }
ev-improve-which = { $card }: improve which country?
ev-itjihad-solo = { $card }: this turn Jihadist and Unassociated Events are not playable in Jihadist Action Phases
ev-itjihad-two = { $card }: this turn the Jihadist plays cards drawn at random from its hand

## Jihadist Events (engine/events/jihadist.py)
ev-country-gov-cells = { $country } ({ $governance }, { $cells } Cells)
ev-no-cell-on-track = { $card }: no Cell on the Funding track: nothing happens
ev-one-cell-left = { $card }: only one Cell is left: place it where?
ev-us-hand-empty = The US hand is empty: nothing to discard
ev-jihadist-draws = The Jihadist draws a card
ev-no-ally = { $card }: no Ally to shift
ev-which-ally-neutral = { $card }: which Ally becomes Neutral?
ev-no-wmd-left = { $card }: no WMD Plot is left in the box
ev-wmd-available = { $card }: a WMD Plot becomes Available
ev-wmd-roll = { $card } in { $country }: { $roll } { $ok ->
    [yes] succeeds
   *[no] fails
    } (needs { $need } or less)
ev-no-second-card = { $card }: no second card to play
ev-second-card-ask = { $card }: play which card as your second card?
ev-card-ops = { $card } ({ $ops } Ops)
ev-second-card-plays = { $card }: the Jihadist plays { $played } ({ $ops } Ops) with it
ev-country-governance = { $country } ({ $governance ->
    [1] Good
    [2] Fair
    [3] Poor
    [4] Islamist Rule
   *[other] Unmarked
    })
ev-no-cell-can-travel = { $card }: no Cell can Travel
ev-no-more-cells = No more Cells
ev-no-cell-travels = No Cell Travels
ev-travel-dest-ask = { $card }: Cell { $nth } of 2 Travels to which country?
ev-travel-origin-ask = { $card }: which country does the Cell Travelling to { $country } leave?
ev-goes-to-ground = { $card }: a Cell in { $country } goes to ground
ev-cell-travels = { $card }: a Cell travels from { $origin } to { $dest }
ev-bot-travel-origin = Jihadist bot: { $card }: the Cell for { $dest } comes from { $origin } ({ $why }, 9.4.2.6.1)
ev-bot-travel-within = Jihadist bot: the last Cell in { $country } Travels within the country instead (9.4.2.6.1)
ev-gadahn-rolls = Recruit in the United States: rolls { $rolls } (1-2 succeed)
ev-place-cell-either = { $card }: place a Cell in { $first } or { $second }?
ev-bot-global = Jihadist bot: { $what } in { $country } (Global table roll, then the closest applicable country, 9.4.2.1)
ev-madrassas-own-roll = { $card }: the Recruit roll for its 1 Op
ev-madrassas-second-rolls = { $card }: the { $rolls } Recruit { $rolls ->
    [one] roll
   *[other] rolls
    } of the second card
ev-madrassas-where = { $card }: where does Recruit die { $nth } of { $total } roll?
ev-recruit-roll = { $card } Recruit in { $country }: { $roll } { $ok ->
    [yes] succeeds
   *[no] fails
    }
ev-sadr-placed = Sadr is placed in { $country }: it counts as an Active Cell there
ev-amerithrax-none = { $card }: the US holds no US-associated card
ev-amerithrax-ask = { $card }: discard one of your { $ops }-Ops US cards
ev-card = { $card }
ev-detainee-ask = { $card }: place a Cell where the US Disrupted
ev-marker-removed-in = { $card }: the { $marker } marker in { $country } is removed
ev-which-effect = { $card }: which effect?
ev-becomes-posture = { $country } becomes { $posture }
ev-test-and-shift = Test { $country } and shift it toward Adversary
ev-card-country-now = { $card }: { $country } is now { $posture }
ev-roll-where = { $card }: roll in which country?
ev-pirates = { $card }: Funding does not drop
ev-country-now = { $country } is now { $posture }
ev-shift-adversary-ask = { $card }: shift which country toward Adversary?
ev-videos-roll = { $card }: Recruit roll { $nth } of 3
ev-videos-ask = { $card }: country { $nth } of 3 (no Cells) to Recruit in
ev-cadre-placed = Cadre placed in { $country }
ev-leak-ask = { $card }: which program is leaked?
ev-marker = { $marker }
ev-leak-flipped = { $card }: { $marker } is flipped to its Leak side and Blocked
ev-shia-mix-roll = { $card }: Shia-Mix roll { $total } → { $country }
ev-shia-mix-ask = { $card }: place a Cell in which Shia-Mix country?
ev-martyrdom-ask = { $card }: which country (a Cell there is lost, two Plots placed)?
ev-which-cell-lost = { $card }: which Cell in { $country } is lost?
ev-sadr-removed = Sadr is removed from { $country }
ev-no-plot-available = { $card }: no Plot marker is Available
ev-martyrdom-plot-ask = { $card }: which Plot marker goes to { $country } ({ $nth ->
    [first] first
   *[other] second
    } of two)?
ev-plot-value = Plot { $plot }
ev-quagmire-ask = { $card }: which discarded card's event happens first?
ev-raq-first = { $card }: first unmarked Muslim country
ev-raq-second = { $card }: second unmarked Muslim country
ev-raq-how-many = { $card }: only { $cells ->
    [one] 1 Cell is
   *[other] { $cells } Cells are
    } left: how many go to { $country }?
ev-worsen-which = { $card }: worsen which country?

## Unassociated Events (engine/events/unassociated.py)
ev-posture-title = { $posture ->
    [hard] Hard
    [soft] Soft
   *[other] Unmarked
    }
ev-country-bits = { $country } ({ $state }{ $cells ->
    [0] {""}
    [one] , 1 Cell
   *[other] , { $cells } Cells
    }{ $troops ->
    [0] {""}
   *[other] , { $troops } Troops
    })
ev-shia-mix-table = Shia-Mix table: { $total } → { $country }
ev-which-cell-leaves = { $card }: which Cell leaves { $country }?
ev-no-suitable-plot = { $card }: no suitable Plot marker is Available
ev-which-plot-marker = { $card }: which Plot marker goes to { $country }?
ev-you-draw-by = You draw { $card } ({ $by })
ev-side-draws = { $side } draws { $cards } { $cards ->
    [one] card
   *[other] cards
    } ({ $by })
ev-danish-posture-ask = { $card }: the US sets { $country }'s Posture
ev-posture-set-to = { $country }'s Posture is set to { $posture }
ev-danish-plot-ask = { $card }: place a Plot in which Muslim country?
ev-fatwa = { $card }: each side takes one card at random from the other's hand
ev-you-give-receive = You give { $given } and receive { $received }
ev-fatwa-no-op = { $card }: no 1-value Operation is possible
ev-fatwa-ask = { $card }: carry out which Operation with 1 Op?
ev-fatwa-conducts = { $side } conducts { $op } with { $card }'s 1 Op
ev-no-cell-left-on-track = { $card }: no Cell is left on the Funding Track
ev-hamas-ask = { $card }: the US discards a card of its choice
ev-by-troops-level = { $card }: { $level ->
    [overstretch] Overstretch
   *[other] Low Intensity
    }
ev-hizb-war = { $card }: the US is at War; no effect
ev-governance-roll = { $card }: Governance roll for { $country } { $roll } → { $governance }
ev-hizballah-none = { $card }: no Shia-Mix country within 3 of { $country } holds a Cell
ev-none-good-or-fair = { $card }: no Shia-Mix country is at Good or Fair
ev-select-shia-mix = { $card }: select a Shia-Mix country
ev-iran-islamist-rule = { $card }: { $country } is under Islamist Rule and cannot be affected
ev-iran-rolls = { $card }: Jihad rolls in { $country } ({ $governance }): { $first }, { $second } → { $hits } { $hits ->
    [one] success
   *[other] successes
    }
ev-jaysh-none = { $card }: no applicable country is at Good or Fair; no effect
ev-jaysh-ask = { $card }: which Shia-Mix country with Cells and Troops?
ev-already-governance = { $card }: { $country } is already { $governance }; no change
ev-neither-worsened = { $card }: neither { $first } nor { $second } can be worsened
ev-worsen-governance-ask = { $card }: worsen the Governance of which country?
ev-zarqawi-ask = { $card }: which country with Troops gets 3 Cells and a Plot 2?
ev-no-plot-2 = { $card }: no Plot 2 is Available
ev-gtmo = { $card }: no Recruit Operations for the rest of the turn
ev-place-plot-where = { $card }: place a Plot in which country?
ev-plot-v = { $plot }
ev-ksm-removed = { $card }: the { $plots ->
    [one] Plot
   *[other] Plots
    } in { $country } ({ $values }) removed
ev-ksm-none = { $card }: no Plot can be placed
ev-ksm-ask = { $card }: place a Plot in which country with a Cell?
ev-oil-option = { $card }, { $place ->
    [discard] discard pile
    [lapsing] Lapsing box
   *[other] 1st Plot box
    }
ev-oil-none = { $card }: no card to take
ev-oil-ask = { $card }: take which card into your hand?
ev-oil-takes = { $side } takes { $taken } from the { $place ->
    [discard] discard pile
    [lapsing] Lapsing box
   *[other] 1st Plot box
    } ({ $card })
ev-opium-islamist-rule = { $card }: { $country } is under Islamist Rule, so every Cell left on the Funding track goes there too
ev-under-ir-no-effect = { $card }: { $country } is under Islamist Rule; no effect
ev-by-gwot-penalty = { $card }: { $penalty ->
    [no] no GWOT penalty
   *[yes] GWOT penalty
    }

## what an Event in effect changes (the reasons its rule changes give)
ev-sadr-not-disrupted = Sadr cannot be Disrupted
ev-in-effect = { $card } in effect
ev-is-in-effect = { $card } is in effect
