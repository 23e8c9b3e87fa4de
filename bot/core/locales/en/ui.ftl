# What the service says around the game's facts: the rules and card look-up, tables, languages.
# Written by hand; every id here has its translation in ../ru/ui.ftl.

## cards
card-ops =
    { $ops ->
        [one] { $ops } Op
       *[other] { $ops } Ops
    }
card-tag-remove = REMOVE
card-tag-mark = Mark
card-tag-lapsing = Lapsing
card-playable-if = Playable if: { $text }
card-say-which = ! Say which card: `{ $command } 17` or `{ $command } Moro Talks`.
card-no-match = ! No card matches { $query } (cards are numbered 1-{ $last }).
card-several = Several cards match: { $list }
card-hint-event = Event of #{ $number } { $name }:
card-hint-more = … (`card { $number }` shows the whole text)
card-hint-other-side = This is a { $side } card: if you use it for Operations, its Event may happen too (6.3.2).

## rules
rule-line-term = Glossary: { $term }
rule-see = see { $sections }
rule-ours = (This section has no official translation: its title and summary here are ours.)
rule-subsections = Subsections:
rule-also = Also: { $list }
rule-by-number = (`rules 8.4.2` shows a section by number)
rule-no-section = ! No rules section { $section } (sections run from 1.0 to 9.7).
rule-cards-named = Cards named like this: { $list }
rule-country-sunni = { $name }: a Sunni (Muslim) country, Resources { $resources }
rule-country-shia-mix = { $name }: a Shia-Mix (Muslim) country, Resources { $resources }
rule-country-oil = an Oil Exporter (its Resources +1 for each Oil Price Spike in play)
rule-country-iran = { $name }: a type of its own, neither Muslim nor non-Muslim: Governance always Fair, no Alignment and no Posture
rule-country-non-muslim = { $name }: a non-Muslim country, Governance always { $governance }
rule-country-recruit = Recruit Number { $recruit }
rule-country-posture-fixed = Posture always { $posture }
rule-country-posture-us = its Posture is the US Posture (on the GWOT Relations Track)
rule-country-schengen = a Schengen country (Adjacent to all the others)
rule-country-schengen-link = connected to Schengen (Adjacent to all Schengen countries)
rule-country-adjacent = Adjacent: { $list }
rule-country-cards = Cards whose text names it: { $list }
rule-table-hint = (`rules table { $table }` shows the table: { $title })
rule-nothing = ! Nothing matches { $query }: no card (by number 1-{ $last } or name), no country, no rules section and no term. Try `rules 8.4`, `rules major jihad`, `rules FSB`, `rules Pakistan` or `rules tables`.

## tables
table-source = (our summary; the rulebook and the Player Aid Cards are the authority)
tables-heading = The game's tables:
tables-title = The game's tables

## languages
language-set = You will read the game in { $name }.
language-current = Your language: { $name } ({ $source }). Languages: { $list }.
language-source-chosen = your choice
language-source-client = your Discord client
language-source-default = the default
language-unknown = Unknown language { $code }. Languages: { $list }.

## the service: sides, phases, levels
role-us = US
role-jihadist = Jihadist
role-nobody = nobody
the-bot = the { $side } bot
a-channel-manager = a channel manager
phase-name-setup = Set-up
phase-name-jihadist = Jihadist Action Phase
phase-name-us = US Action Phase
phase-name-plots = Plot resolution
phase-name-end-of-turn = End of turn
phase-name-over = Game over
level-low = Low
level-medium = Medium
level-high = High
level-very-high = Very High
level-tight = Tight
level-moderate = Moderate
level-ample = Ample
level-low-intensity = Low Intensity
level-war = War
level-overstretch = Overstretch
level-hard = Hard
level-soft = Soft
level-even = Even
level-normal = Normal
level-coherent = Coherent
level-attractive = Attractive
level-potent = Potent
level-infectious = Infectious
level-virulent = Virulent
duration-min = { $minutes } min
duration-h = { $hours } h
duration-days =
    { $days ->
        [one] { $days } day
       *[other] { $days } days
    }
none = none
empty = (empty)

## the service: a game's life
game-what =
    { $scenario }, { $players ->
        [solo] 1-player
        [us_bot] 1-player
       *[two] 2-player
    }, { $length ->
        [1] Standard (1 deck)
        [2] Tournament Final (2 decks)
       *[3] Campaign (3 decks)
    }
game-what-us-bot = , against the US bot ({ $level })
game-what-ideology = , Jihadist Ideology: { $ideology }
game-opened = { $name } opened game #{ $game }: { $what }.
sits-as = { $name } sits as { $side }.
use-start = Use `start` to begin.
waiting-for-player = Waiting for a { $side } player: `join`.
all-seats-taken = All seats are taken: `start` to begin.
leaves-seat = { $name } leaves the { $side } seat.
game-begins = Game #{ $game } begins ({ $seats }).
waiting-for = Waiting for { $who }.
game-over = Game over: { $winner } wins ({ $reason }).
reason-timeout = timeout
reason-resigned = the { $side } player resigned
reason-aborted = aborted by { $user }
undo-done = { $name } took back their last decision ({ $side }).
undone = Undone: { $label }
undo-confirm = Take back your last decision in game #{ $game } ({ $side }): { $label }?
resign-confirm = Resign game #{ $game } ({ $side })? The game ends and your opponent wins; this cannot be taken back.
resign-out-of-date = That resignation is out of date (the game has moved on since you asked): nothing changed. Use `/labyrinth resign` again.
resign-not-yours = Only the player who asked may confirm this resignation: nothing changed.
taken-back = Taken back
deal-new-cards = New cards: { $cards }
resigns = { $name } resigns.
claimed = { $who } did not decide within the deadline of { $hours } h: { $name } claims the game, a timeout win for the { $winner }.
aborted = Game #{ $game } was aborted.
rematch-sides-kept = the same sides
rematch-sides-swapped = sides swapped
rematch-asked = { $name } asks for a rematch of game #{ $game }, { $sides }: it begins when { $other } accepts.
rematch-begins = Rematch of game #{ $game }: game #{ $new } begins, { $sides }.
rematch-choice = Ask for a rematch with the sides kept (`keep`) or swapped (`swap`), or accept the other player's (`accept`).
rematch-no-game = There is no game #{ $game }.
rematch-not-over = Game #{ $game } has not ended with a result: no rematch.
rematch-challenge = Game #{ $game } was a challenge's attempt: one attempt each, no rematch.
rematch-not-player = Only the players of game #{ $game } may ask for its rematch.
rematch-stale = Game #{ $game } is no longer this channel's game (game #{ $newer } came after it): its rematch is closed.
rematch-nothing-asked = Nobody has asked for a rematch of game #{ $game } yet: ask for one first.
rematch-own = You asked for this rematch: { $other } must accept it.
rematch-bot-sides = Against a bot you keep your side: ask for the rematch with the same sides.
paused-by = Game #{ $game } is paused by { $who } since { $when } UTC{ $why }.
paused-now = { $paused } No decisions until someone resumes it (`resume`); reminders and the deadline are stopped meanwhile.
paused-resume = { $paused } `resume` continues it.
paused-no-decision = { $paused } No decision can be made until it is resumed (`resume`).
resumed = { $by } resumed game #{ $game }. Reminders and the deadline count again from now.

## the service: refusals
no-game = There is no game in this channel. Start one with `new`.
game-ended-over = The game in this channel is over. Start a new one with `new`.
game-ended-aborted = The game in this channel is aborted. Start a new one with `new`.
not-started = The game has not started yet: fill the seats and use `start`.
game-gone = This game no longer exists.
game-not-begun = The game has not started yet.
game-not-running = Game #{ $game } is { $status }; nothing to decide.
not-seated = You do not sit in this game.
not-seated-as = You do not sit as { $side }.
leave-which-seat = You sit on both sides: name the seat to leave (`leave us` or `leave jihadist`).
setup-failed = The game cannot be set up: { $error }
nothing-saved = Nothing was saved: { $error }
game-is-over = The game is over.
already-started-seats = The game has already started; seats can no longer change.
already-started = The game has already started.
seats-taken = Both seats are taken.
start-dm-check = Game #{ $game } in { $channel } is about to start: you play { $roles }. Your hand and Plots come here.
start-dms-closed = I cannot send direct messages to { $names }: in a 2-player game the hand and the Plots are sent by DM. Please allow direct messages from server members (server menu → Privacy Settings) and `/labyrinth start` again, or start with `ignore_dms: True` (then `/labyrinth hand` shows the hand privately).
seat-taken = The { $side } seat is taken by { $name }.
seat-already-yours = You already sit as { $side }. To play both sides, name the seat: `join { $seat }`.
seat-only-us = In the 1-player game the only seat is the US.
seat-only-jihadist = Against the US bot the only seat is the Jihadist.
seat-must-be = Seat must be 'us' or 'jihadist'.
seat-name-twin = Your name looks the same as { $name }'s ({ $side }), so the players could not tell you apart. Change your name (a server nickname) and `join` again.
leave-after-start = The game has already started: use `resign` to give up.
start-who = Only the creator or a seated player may start the game.
seat-empty = The { $side } seat is empty: someone must `join` first.
not-your-decision = It is not your decision: the game waits for { $who }.
not-your-turn = It is not your turn: the game waits for { $who }.
choice-out-of-date = That choice is out of date (you saw state { $seen }, the game is at { $now }). Here is the current decision.
not-an-option = { $option } is not one of the options now ({ $prompt }).
engine-failed = The rules engine failed on this action (a bug); nothing was changed: { $error }
hint-challenge = No hints in a challenge attempt: every attempt plays on its own.
hint-not-yours = A hint is for your own decision: the game waits for { $who }.
hint-failed = The hint failed (a bug); nothing was changed: { $error }
undo-out-of-date = That undo is out of date (you saw state { $seen }, the game is at { $now }).
undo-nothing = There is nothing to undo.
undo-not-yours = Only the { $side } player, who made the last decision, may undo it.
undo-impossible = Undo is not possible: { $why }
undo-why-barrier = A die was rolled, a card drawn or a secret revealed since that decision.
claim-solo = Only a 2-player game can be claimed: the bot never keeps you waiting.
claim-not-waiting = Only the player waiting for { $who } may claim the game.
claim-own = The game waits for your own decision: you cannot claim it.
claim-no-deadline = This game has no deadline, so it cannot be claimed (`settings` can set one).
claim-too-early = The deadline has not passed: { $left } left before you may claim the game.
abort-who = Only the game's creator or a channel manager may abort it.
pause-who = Only a player of this game or a channel manager may pause it.
resume-who = Only a player of this game or a channel manager may resume it.
not-paused = Game #{ $game } is not paused.

## the service: hand, history
your-hand = Your { $side } hand ({ $count } cards):
event-us = US event
event-jihadist = Jihadist event
event-unassociated = Unassociated event
flag-remove = REMOVE
flag-mark = MARK
flag-lapsing = LAPSING
plots-available = Available Plots: { $list }
plots-on-map = Plots on the map: { $list }
history-decisions = Decisions in game #{ $game } (last { $shown } of { $total }):
history-made-decision = made a decision
history-undid = { $who } undid decision { $seq }
history-resigned = { $who } resigned ({ $side })
history-aborted = { $who } aborted the game
history-log = Game log (last { $shown } entries):
history-turn = T{ $turn }
history-to = to { $side }

## the service: status
seat-empty-mark = (empty)
status-ideology = , Ideology { $ideology }
status-jihadist-bot = Jihadist: the bot
status-us-bot = US: the bot ({ $level })
game-status-open = open
game-status-active = active
game-status-over = over
game-status-aborted = aborted
status-head = Game #{ $game } ({ $status }): { $what }
status-turn = Turn { $turn }, { $phase } (cards played { $cards })
status-tracks = Prestige { $prestige } ({ $prestige_level }) · Funding { $funding } ({ $funding_level }) · US Posture { $us_posture } · World { $world } { $world_value } · GWOT penalty { $gwot }
status-pieces = Troops on track { $troops } ({ $troop_level }) · Cells on track { $cells }, available { $cells_available } · Plots available { $plots }
status-resources = Good Resources { $good } · Islamist Rule Resources { $ir } · Fair/Good countries { $fair_good } · Poor/Islamist Rule countries { $poor_ir }
status-hands = Hands: US { $us_hand }, Jihadist { $jihadist_hand } · Reserves: US { $us_reserves }, Jihadist { $jihadist_reserves } · Draw pile { $pile } · Deck { $deck } of { $length }
status-ideology-effects = Jihadist Ideology { $ideology } (9.7): { $effects }
status-mini-decks = {" "}· mini-decks (9.2 optional)
status-result = Result: { $winner } wins ({ $reason }).
status-aborted = The game was aborted.
status-then-waits = Then it waits for { $who }.
victory-solo = Victory (9.1, 1-player):
victory-two = Victory (2.1, 2.3):
figure-of = { $value } of { $target }
end-cards = End: reshuffle { $reshuffle } of { $length } ends the game; { $cards } cards left before it (the next deal takes { $deal })
end-reshuffle = End: next reshuffle { $reshuffle } of { $length }; the game ends at reshuffle { $length }
status-last-turn = ⚠ Last turn: the game ends at the next reshuffle.
chain-all-remaining = All { $count } remaining Operations in { $place }
chain-operations = { $count } Operations in { $place }
chain-all-remaining-pair = All { $count } remaining Operations: { $place }
chain-pair-more = { $first } → another country…
chain-card-event = Event — { $card }
chain-answer-in = { $answer } in { $place }
chain-answers = { $first }, { $second }
option-twin = { $nth } of { $count }: the same choice
a-channel-manager-by = A channel manager

## texts: status line, standings, summaries
status-line = Turn { $turn }, { $phase } · Prestige { $prestige } · Funding { $funding } · Troops { $troops } on track · Cells { $cells } on track · US { $us_posture }, World { $world } { $world_value } · Good Res { $good }, Islamist Rule Res { $ir }
status-line-reserves = { $side } Reserves { $count }
standing = Prestige { $prestige } ({ $prestige_level }) · Funding { $funding } ({ $funding_level }) · Troops { $troops } on track ({ $troop_level }) · Cells { $cells } on track · GWOT penalty { $gwot } · Good Resources { $good } · Islamist Rule Resources { $ir }
phase-title = Turn { $turn }: now { $phase }
phase-continued = (continued)
why-head-bot = What the bot did in this post's phases and why (rule numbers in brackets):
why-head-all = This post's phases in full:
why-nothing-logged = (nothing was logged)
cells-placed-summary = Cells placed: { $list }
cells-removed-summary = Cells removed: { $list }
summary-bot-plays = Jihadist bot plays { $card }
summary-more = … and { $count } more (see `/labyrinth history`)

## the Discord adapter
the-game = The game
now-standing = Now: { $standing }
now-field = Now
no-change = No change on the board.
decides = **{ $who }** ({ $side }) decides: { $text }
decides-plain = { $side } decides: { $text }

## the pictures (render/: the board's own labels)
language-code = en
picture-labyrinth = LABYRINTH
picture-two-player = 2-player
picture-solitaire = solitaire
picture-us-bot = against the US bot
picture-game-over = GAME OVER after turn { $turn }
picture-turn = Turn { $turn }  ·  { $phase }
picture-wins = { $side } wins
picture-waiting-for = waiting for { $side }
picture-good = Good
picture-fair = Fair
picture-poor = Poor
picture-ir = IR
picture-ally = Ally
picture-neutral = Neutral
picture-adversary = Adversary
picture-unmarked = unmarked
picture-hard = Hard
picture-soft = Soft
alt-board = Board, turn { $turn }, { $phase }: the whole map, what changed since the last picture marked
alt-closeup = What changed, turn { $turn }, { $phase }: the countries that changed drawn large, with the tracks
alt-region = Close-up of { $place }, turn { $turn }, { $phase }: its countries drawn large
alt-replay = Replay: the board at turn { $turn }, { $phase }
alt-film = The game as a film: the whole map from the set-up to turn { $turn }, a frame per phase
alt-chart = Chart of the game: the victory tallies at the end of each turn, to turn { $turn }
alt-picture = A picture of the game, turn { $turn }, { $phase }
alt-hand = Your { $side } hand, picture { $page } of { $pages }: each card with its Operations and its Event

## menus (a prompt's pages)
menu-options = Options { $first }-{ $last }
menu-other-choices = Other choices
menu-no-chance = No chance now
option-no-chance = No chance now: { $why }
region-americas = Americas
region-europe = Europe
region-russia-central-asia = Russia and Central Asia
region-africa = Africa
region-middle-east = Middle East
region-south-asia = South Asia
region-east-asia = East Asia
menu-choose = Choose…
menu-previous = ◀ Previous
menu-previous-to = ◀ Previous: { $page }
menu-next = Next ▶
menu-next-to = Next: { $page } ▶
menu-where-numbered = { $title } of { $total }
menu-where-region = { $title }: { $count } of the { $total } options
menu-page-of = { $where } (page { $page } of { $pages }).

## reminders (in the game's channel)
reminder-forfeit = ⏰ The deadline of { $hours } h passed: { $user } forfeits game #{ $game }.
reminder-may-claim = { $user } may now claim the game (`/labyrinth claim`).
reminder-deadline = ⏰ { $user }, the deadline of game #{ $game } ({ $hours } h per decision) has passed and it still waits for your decision ({ $side }).
reminder-warning = ⏰ { $user }, about { $left } h left to decide in game #{ $game } ({ $side }); after the deadline the game is forfeited.
reminder = 🔔 { $user }, game #{ $game } has waited for your decision ({ $side }) for { $waited }.
button-decide = Decide
button-take-back = Take it back
button-why = Why?
button-full-log = Full log
button-resign = Resign
region-select = A region drawn large, only for you…
game-in-channel = Game #{ $game } in { $channel }:{" "}
your-decision = { $user }, your decision ({ $side }, game #{ $game }). Press **Decide**.
answered-privately = (answered privately)
done = Done.

## a country in words (the console's board, its menus)
gov-good = Good
gov-fair = Fair
gov-poor = Poor
gov-ir = Islamist Rule
align-ally = Ally
align-neutral = Neutral
align-adversary = Adversary
summary-no-posture = no Posture
summary-gov-align = { $gov ->
        [ir] Islamist Rule
        [good] Good
        [fair] Fair
       *[poor] Poor
    } { $align ->
        [ally] Ally
        [adversary] Adversary
       *[neutral] Neutral
    }
countries-resources = [R{ $n }]
range-to = { $first } to { $last }
range-or = { $list } or { $last }
summary-unmarked = unmarked
summary-troops =
    { $count ->
        [one] { $count } Troop
       *[other] { $count } Troops
    }
summary-sleepers =
    { $count ->
        [one] { $count } Sleeper Cell
       *[other] { $count } Sleeper Cells
    }
summary-actives =
    { $count ->
        [one] { $count } Active Cell
       *[other] { $count } Active Cells
    }
summary-plots =
    { $count ->
        [one] { $count } Plot
       *[other] { $count } Plots
    }
summary-cadre = Cadre
summary-aid =
    { $count ->
        [one] Aid
       *[other] { $count } Aid
    }
summary-besieged = Besieged Regime
summary-regime-change = Regime Change
countries-muslim = Muslim countries (Resources in brackets):
countries-non-muslim = Non-Muslim countries with a Posture or pieces (the others are unmarked and empty):
countries-event-box = Event box: { $list }
countries-lapsing = Lapsing: { $list }
picture-hard-full = Hard
picture-soft-full = Soft
picture-unmarked-full = unmarked
picture-ir-full = IR
closeup-title = What changed · { $when }
closeup-neighbours = { $country } and its neighbours
board-unknown-place = There is no region or country { $name } on the map. Regions: { $regions }; or a country's name (that country and its neighbours).
closeup-no-change = No change on the map.
closeup-no-earlier = No earlier picture to compare with.
closeup-game-over = game over after turn { $turn }
closeup-turn = Turn { $turn } · { $phase }
closeup-phases = Turn { $turn } · { $first } to { $last }
closeup-span = { $first } to { $last }
closeup-prestige = Prestige { $n }
closeup-funding = Funding { $n }
closeup-troops = Troops on track { $n }
closeup-cells = Cells on track { $n }
closeup-us-posture = US Posture { $posture }
closeup-good = Good Resources { $n }
closeup-ir = IR Resources { $n }
closeup-sleepers =
    { $count ->
        [one] { $count } Sleeper
       *[other] { $count } Sleepers
    }
closeup-actives =
    { $count ->
        [one] { $count } Active
       *[other] { $count } Actives
    }
closeup-aid =
    { $count ->
        [one] Aid
       *[other] Aid ×{ $count }
    }
closeup-regime-change-new = Regime Change (new)
closeup-no-pieces = no pieces
closeup-res = Res { $n }
closeup-oil = oil
closeup-recruit = Recruit { $n }
hand-title =
    { $count ->
        [one] Your hand: { $count } card
       *[other] Your hand: { $count } cards
    }
hand-page = {" "}· page { $page } of { $pages }
hand-empty = No cards in hand.
hand-flag-remove = REMOVE after the Event
hand-flag-mark = MARK: its marker stays
hand-flag-lapsing = LAPSING
hand-ops =
    { $count ->
        [one] { $count } Op
       *[other] { $count } Ops
    }

## help (the Discord bot's `/labyrinth help`, the console's `help`)
help-discord =
    { "**" }Labyrinth: The War on Terror** by chat. One game per channel (or per thread).

    { "**" }Starting**
    `/labyrinth new` opens a game: scenario, players (`two`: US against Jihadist; `solo`: you play the US against the rules-driven Jihadist bot, or with side Jihadist against the US bot), your side, length, ideology (solo), and optionally its own thread, a deadline and forfeit.
    `/labyrinth join` takes the free seat; `/labyrinth start` deals. Before a 2-player game starts the bot checks that both players can receive DMs: your hand and your Plots come by DM.

    { "**" }Playing**
    Your turn: one DM with your decision, or a mention (`/labyrinth notify`). **Decide** on the phase's post shows it privately; each pick turns the message into your next decision. You can also type `/labyrinth choose` (options suggested as you type) or `/labyrinth play` to play a card.
    `/labyrinth hand` shows your hand and Plots (only to you). `/labyrinth undo` takes back your last decision until a die roll or a secret.
    Each phase gets one post, edited as it goes; **Why?** shows the bot's reasoning. `/labyrinth status`, `/labyrinth board`, `/labyrinth history` look at the game.

    { "**" }Over days**
    Reminders back off (12 h, 24 h, 48 h …, at most 6). After the deadline (14 days by default) the other player may `/labyrinth claim` a timeout win. `/labyrinth pause` stops decisions, reminders and the deadline until `/labyrinth resume`. `/labyrinth mygames` lists your games.

    { "**" }Other**
    `/labyrinth rules` shows a card's text, or a short summary of a rules section (`/labyrinth rules 8.4.2`, `major jihad`). `/labyrinth export` / `import` save and load a game (`export mine`: your own view, any time). `/labyrinth resign` concedes; `/labyrinth abort` (creator or Manage Channels) ends a game without result. `/labyrinth settings` (creator or Manage Channels) sets threads, reminders, the deadline and a channel for turn summaries.
    `/labyrinth language ru` shows cards, rules and tables in Russian (`en`: English; by default your Discord client's language); `/labyrinth new language:` sets a game's language.

    How to play the game itself: the rulebook *Rules of Play* that comes with the game (GMT Games, 2nd edition).
help-us-bot =
    { "**" }Playing the Jihadist alone**
    `/labyrinth new players:solo side:jihadist level:` plays the 2-player game with the US seat played by the US bot; it logs a short reason for each decision and its hand stays secret. It looks ahead as if you played like the solitaire Jihadist bot (section 9), from what the US may see: your hand is unknown to it, save the cards *Intel Community* or *FSB* showed it. `/labyrinth hint` shows you privately what its strongest level would do in your seat (not in a challenge; the game's record notes it).
    Levels: { $levels }.
help-console =
    Commands (the same as the Discord bot's):
      new [solo|two] [scenario] [length=1-3] [ideology=normal] [seed=N]
                            open a game; in a 2-player console game you sit on both sides
      new solo side=jihadist [level=L]   play the Jihadist against the US bot (levels below)
      join [us|jihadist]    take a seat          leave [us|jihadist]   give it up (before start)
      start                 deal and begin       status                the public state
      board [region|country]  save the board image (or a region, or a country and its neighbours, drawn large)
      hand                  your hand(s) and Plots
      <number> | <id>       answer the prompt    play/choose <number|id>   the same
      play <card number>    play that card (`play 11`); any word matching one option answers too
      prompt [all]          show your decision again (`all`: every option with its id)
      card <number|name>    a card's text        countries (or map)    the board as text
      why                   the bot's reasoning (with rule numbers) behind its last actions
      verbose [on|off]      show or hide the bot's reasoning and dice in the log
      undo                  take back your last decision (until a die roll or a secret)
      history [n]           the last n decisions and log entries
      export [mine] [file]  write the game (or your own view) as JSON
      import <file>         load an exported game into this console
      resign                concede              abort [yes]           end the game here (asks first)
      rematch [swap|accept]  after a game's end: another with its settings, a new seed (sides swapped; the other's accept)
      pause [reason]        stop decisions, reminders and the deadline      resume    continue
      recheck               replay every stored game through the current rules
      rules <card or section>   a card's text (number or name), a country, or a rules section's summary (8.4.2, major jihad)
      rules tables          the game's tables: War of Ideas, Prestige, Posture, Tests, Jihadist rolls, levels, solitaire
      language [ru|en]      the language of cards, rules and tables (`--lang ru` or LABYRINTH_LANG at start)
      hint                  privately: what the strongest US bot level would do in your seat, and why
      help                  this list            quit                  leave (the game is saved)
    Scenarios: { $scenarios }. Ideologies (1-player): { $ideologies }.
    US bot levels (the Jihadist against the US bot): { $levels }.
help-console-challenges =
    Challenges (everyone plays the same secret deck and dice; one attempt each):
      challenge new [scenario] [length=1-3] [ideology=normal] [side=us|jihadist] [level=...] [title="..."]   post one here
      challenge list [all]           open (or all) challenges
      challenge start <code>         begin your attempt (the console moves to it)
      challenge continue <code>      go back to your running attempt     challenge back   return here
      challenge board <code>         your attempt's board                challenge abandon <code>
      challenge leaderboard <code>   the ranking                         challenge close <code>
      challenge mine                 your attempts
    Records of finished games:
      record list [n]                the newest finished games
      record log <game> [file]       the public log as text              record export <game> [file]
      replay <game> [step]           the board after each phase, step by step
      replay <game> film             the whole game as a film, and a chart of its tallies
      stats                          your games, wins by side and by victory condition
# the US bot's levels (bot/core/service.py `us_bot_levels`; the same words as engine/usbot/bot.py)
usbot-level-gentle = a small heuristic: plays its best-looking card, no look-ahead; wins about 1% of games against the solitaire Jihadist bot
usbot-level-standard = scores every option of each decision from the board, no look-ahead; wins about 36%
usbot-level-strong = tries its 3 best cards, 2 ways each, one card ahead, in 8 trial games each; wins about 40%
usbot-level-expert = tries its 4 best cards, 2 ways each, one card ahead, in up to 24 trial games each; wins about 53%
usbot-name-gentle = gentle
usbot-name-standard = standard
usbot-name-strong = strong
usbot-name-expert = expert

## the console's own replies
console-bye = Bye. Your game is saved; run the console again to continue.
console-challenge-back = Back in the console's own channel.
console-challenge-which = ! Say which challenge: `challenge { $command } <code>`.
console-challenge-entered = (The console now plays your attempt at challenge { $code }; `challenge back` returns.)
console-challenge-unknown = ! Unknown challenge command { $command }.

## records of finished games (bot/core/records.py)
record-no-game = There is no game #{ $game }.
record-not-finished = Game #{ $game } is not finished: records are kept for finished games (`history` shows a running one).
record-aborted-unstarted = Game #{ $game } was aborted before it started: there is nothing to show.
record-none = No finished games yet.
record-list-heading = Finished games (newest first):
record-export-aborted = Game #{ $game } was aborted: a 2-player game's export reveals hands and Plots, so only games played to their end are exported.
record-exported = Export of game #{ $game }: { $rows } log rows.
record-replay-steps = Game #{ $game }'s replay has steps 1 to { $steps }.
record-no-renderer = Board images are not available: the renderer is not installed.
record-no-pictures = Pictures are not available: the renderer is not installed.
board-no-images = Board images are not available: the renderer is not installed or failed (see `status`).
record-replay = Game #{ $game } replay, step { $step } of { $steps }: turn { $turn }, { $phase } ({ $when }).
record-film =
    Game #{ $game } as a film: { $phases } phases over { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }, and the chart of its tallies turn by turn.
replay-when-setup = after the set-up
replay-when-setup-during = as the phase began, after the set-up
replay-when-during = as the phase began, during decision { $decision }: { $label }
replay-when-after = after decision { $decision }: { $label }
record-list-line = #{ $game } { $day } { $scenario } ({ $players }; { $who }): { $outcome }
record-players-solo = 1-player
record-players-two = 2-player
record-players-us-bot = 1-player, against the US bot
record-outcome-aborted = aborted
record-outcome-won = { $side } won ({ $reason })
record-tag-challenge = challenge { $code }
record-tag-imported = imported by { $name }, not counted
record-a-player = a player
record-tag-position = started from a custom position, not counted
record-tag-hints = hints used

## challenges (bot/core/challenges.py)
challenge-bad-side = Side must be 'us' or 'jihadist'.
challenge-bad-level = Unknown US bot level { $level }; choose one of: { $levels }.
challenge-ideology-side = Jihadist Ideology levels are for challenges against the Jihadist bot (side us).
challenge-level-side = A level is for the US bot, in a Jihadist challenge (side jihadist).
challenge-bad-scenario = Unknown scenario { $scenario }; choose one of: { $scenarios }.
challenge-bad-length = Game length must be 1, 2 or 3 decks.
challenge-bad-ideology = Unknown ideology { $ideology }; choose one of: { $ideologies }.
challenge-title-long = The title is too long ({ $length } characters; at most { $limit }).
challenge-no-solo-bot = US challenges are 1-player games, and the solitaire Jihadist bot is not available.
challenge-no-code = Could not find a free challenge code; try again.
challenge-none = There is no challenge { $code }.
challenge-closed = Challenge { $code } is closed: no new attempts.
challenge-had-attempt = You have had your attempt at challenge { $code } ({ $status }); one attempt each, since a second one would know the cards to come.
challenge-place-busy = There is an unfinished game #{ $game } where this attempt would be played; finish or abandon it first, or play the challenge somewhere else (a thread).
challenge-playing = You are already playing challenge { $code }: `challenge continue { $code }` shows your decision.
challenge-attempt-is = Your attempt at challenge { $code } is { $status }.
challenge-attempt-already = Your attempt at challenge { $code } is already { $status }.
challenge-close-who = Only the challenge's creator or a channel manager may close it.
challenge-already-closed = Challenge { $code } is already closed.
challenge-status-playing = playing
challenge-status-finished = finished
challenge-status-abandoned = abandoned
challenge-no-attempt = You have no attempt at challenge { $code }: `challenge start { $code }` begins one.
challenge-open-export = Game #{ $game } is an attempt at challenge { $code }, which is still open: its export holds the challenge's secret seed, and with it anyone could foresee the deck and the dice of every attempt. It can be exported once the challenge is closed.
challenge-open-record = Game #{ $game } is an attempt at challenge { $code }, which is still open: its record would show the cards to come to players who have not played it yet. Only its player may see it until the challenge is closed.

## the Discord challenge adapter (bot/discord/challenges.py)
challenge-none-open = There is no open challenge { $code }.
challenge-thread-add-failed = I could not add you to the private thread: { $error }
challenge-played-here = Your attempt at challenge { $code } is played here.
challenge-no-dm = I cannot send you direct messages. Allow them (server menu → Privacy Settings), or start with `where: private thread`.
challenge-begins =
    Your attempt at challenge { $code } begins { $where ->
        [below] below
        [thread] in { $thread }
       *[dm] in your direct messages
    }. Good luck!
challenge-board = Your attempt at challenge { $code }: turn { $turn }.

## records and challenges: the log's header, stats, announcements, leaderboards (ru-records)
record-head-game = Game #{ $game }: { $what }
record-head-jihadist-bot = Jihadist: the bot
record-head-us-bot = US: the bot ({ $level })
record-head-result = Result: { $outcome }
record-head-won = { $side } wins ({ $reason })
record-head-challenge = An attempt at challenge { $code }.
record-head-imported = This game was imported by { $name }: it is not counted in the stats.
record-head-position = This game was started from a custom position: it is not counted in the stats.
record-head-hints = Hints were used in this game (`hint`).
record-log-turn = — Turn { $turn } —
record-log-setup = — Set-up —
record-log-ended = ({ $how ->
        [resign] resigned
       *[abort] aborted
    } at decision { $decision })
stats-games = Stats for { $name }: { $games ->
        [one] { $games } game
       *[other] { $games } games
    } ({ $finished } finished, { $aborted } aborted, { $running } running{ $hotseat })
stats-hotseat = , { $count } played on both sides
stats-wins = Wins: { $won } of { $finished }
stats-wins-as = as { $role ->
        [us] US
       *[jihadist] Jihadist
    } { $won } of { $played }
stats-reason-count = { $reason } ×{ $count }
stats-won-by = Won by: { $reasons }
stats-lost-by = Lost by: { $reasons }
stats-apart = Not counted (not played here from a scenario): { $kinds }
stats-apart-imported = { $count } imported
stats-apart-position = { $count } from a custom position
stats-challenges = Challenge attempts as { $role ->
        [us] US
       *[jihadist] Jihadist
    }: { $count } ({ $won } won, { $abandoned } abandoned)
challenge-length = { $length ->
        [1] Standard (1 deck)
        [2] Tournament Final (2 decks)
       *[3] Campaign (3 decks)
    }
challenge-what-us = { $scenario }, { $length }, Ideology { $ideology }
challenge-what-jihadist = { $scenario }, { $length }, as the Jihadist against the US bot (level { $level })
challenge-named = Challenge { $code }: { $what }
challenge-named-titled = Challenge { $code } “{ $title }”: { $what }
challenge-posted = { $name } posted { $challenge }.
challenge-posted-how = Everyone gets the same deck order and the same dice for the same decisions; one attempt each. Start yours with `challenge start { $code }`.
challenge-list-none = { $here ->
        [yes] { $open ->
            [yes] No open challenges here.
           *[no] No challenges here.
        }
       *[no] { $open ->
            [yes] No open challenges.
           *[no] No challenges.
        }
    } Post one with `challenge new`.
challenge-list-heading = Challenges:
challenge-list-line = • { $challenge } ({ $state }) — by { $name }; { $attempts ->
        [one] { $attempts } attempt
       *[other] { $attempts } attempts
    }, { $finished } finished
challenge-state-open = open
challenge-state-closed = closed
challenge-attempt-by = { $name }'s attempt at { $challenge }.
challenge-result = { $won ->
        [yes] Win
       *[no] Loss
    } ({ $reason }) · turn { $turn }, deck { $deck } · Good Resources { $good } · Islamist Resources { $ir } · Prestige { $prestige }
challenge-reason-abandoned = abandoned
challenge-reason-resigned = resigned
challenge-reason-never-started = never started
challenge-leaderboard-title = Leaderboard — { $challenge } ({ $state })
challenge-leaderboard-empty = No finished attempt yet.
challenge-leaderboard-playing = Playing: { $names }
challenge-leaderboard-abandoned = Abandoned (not ranked): { $names }
challenge-closed-now = Challenge { $code } is closed.
challenge-note-ranked = Challenge { $code }: your result is recorded — rank { $rank } of { $ranked }.
challenge-note-unranked = Challenge { $code }: your attempt is recorded as { $reason } (not ranked).
challenge-news-finished = { $name } finished challenge { $code }: { $result }.
challenge-news-gave-up = { $name } gave up challenge { $code } ({ $reason }).
challenge-mine-heading = Your challenge attempts:
challenge-mine-none = none yet.
challenge-mine-us = As the US (against the Jihadist bot):
challenge-mine-jihadist = As the Jihadist (against the US bot):
challenge-mine-line = • { $code } (game #{ $game }): { $what }
refused = Refused.
challenge-server-only = Post challenges in a server channel.
challenge-thread-name = Challenge { $code }: { $name }
challenge-nothing-to-decide = Nothing to decide in this attempt now.
replay-previous = ◀ Previous
replay-next = Next ▶
board-title = Leaderboard
board-latest = Latest: { $news }
board-more = … and { $more ->
        [one] { $more } more line
       *[other] { $more } more lines
    } (`/challenge leaderboard code:{ $code }` shows all).
console-cannot-write = ! Cannot write { $path }: { $error }
console-challenge-home = (The console is back in its own channel.)
console-challenge-bad-setting = ! Unknown setting { $setting }. Scenarios: { $scenarios }.
console-challenge-bad-key = ! Unknown setting { $setting }: use length=, ideology=, side=, level=, title=.
console-challenge-bad-length = ! length must be 1, 2 or 3.
console-record-usage = ! Use `record list`, `record log <game> [file]` or `record export <game> [file]`.
console-record-written = [{ $what }] game #{ $game } written to { $path }
console-replay-usage = ! Use `replay <game> [step]`: `replay 3` shows step 1, `replay 3 5` step 5.
console-replay-next = (next: `replay { $game } { $step }`)

## the pictures' own labels: the board's legend, panel, Schengen note and change strip (render/board.py; ru-pictures)
change-tracks = Tracks
change-events = Events
picture-schengen = SCHENGEN
picture-schengen-note =
    all 7 countries in this
    frame are Adjacent;
    countries marked
    are Adjacent to all 7
picture-pacific = United States ↔ Philippines: Adjacent
legend-title = LEGEND
legend-untested = = untested
legend-posture = Posture
legend-resources = Resources
legend-oil = oil
legend-recruit = Recruit no.
legend-schengen-link = Schengen link
legend-markers = event markers
legend-changed = changed
legend-sunni = Sunni
legend-shia-mix = Shia-Mix
legend-iran = Iran
legend-non-muslim = non-Muslim
legend-troops = Troops
legend-sleepers = Sleeper Cells
legend-actives = Active Cells
legend-face-down = face down
legend-besieged = Besieged Regime
legend-regime-change = Regime Change
legend-rc-new = placed this turn
picture-chip-troops = T
picture-chip-sleepers = S
picture-chip-actives = A
picture-chip-cadre = Cadre
picture-chip-cadre-short = Cd
picture-chip-plot = Plot
picture-chip-plot-short = P
picture-chip-aid = Aid
picture-chip-besieged = BR
picture-chip-rc-full = Regime Change
picture-chip-rc = RC
picture-chip-new = ·new
picture-rec = REC
picture-res-letter = R
panel-prestige = US Prestige { $n } · { $level }
panel-funding = Jihadist Funding { $n } · { $level } · Cells { $cells }, Available { $available }
panel-troops = Troops on track { $n } · { $level }
panel-overstretch = Overstretch 0-4
panel-war = War 5-9
panel-low-intensity = Low Intensity 10+
panel-available = ● Available
panel-ideology = Jihadist Ideology (9.7): { $ideology }
panel-mini-decks = {"  "}·  mini-decks on (9.2)
panel-us-posture = US Posture
panel-hard = HARD
panel-soft = SOFT
panel-gwot-penalty = GWOT penalty { $n ->
        [0] 0
       *[other] −{ $n }
    }
panel-soft-letter = S
panel-hard-letter = H
panel-world-posture = World Posture { $world }
panel-victory-solo = Victory  (1-player: 9.1)
panel-victory-two = Victory  (2.1, 2.3)
panel-turn = Turn { $turn } · { $phase }
panel-cards-played = {" "}· { $n } of 2 cards played
panel-game-over = GAME OVER: { $side } wins
panel-final = Final:
panel-final-resources = Good Resources { $good } · Islamist Rule Resources { $ir }
panel-final-countries = Fair/Good countries { $good } · Poor/IR { $poor } · Prestige { $prestige }
panel-deck = Deck:
panel-deck-text = { $deck } of { $length } · draw pile { $draw } · discard { $discard } · removed { $removed }
panel-end = End:
panel-end-last = reshuffle { $n } of { $length } ends the game: { $cards } cards left before it
panel-end-next = next reshuffle { $n } of { $length }; the game ends at reshuffle { $length }
panel-last-turn = LAST TURN: the game ends at the next reshuffle
panel-hands = Hands:
panel-hands-text = US { $us } · Jihadist { $jihadist } cards
panel-reserves = Reserves:
panel-reserves-text = US { $us } · Jihadist { $jihadist }
panel-plots = Plots:
panel-plots-text = { $n } Available (face down)
panel-wmd = WMD:
panel-wmd-text = Loose Nuke/HEU/Kazakh box { $box } · Pakistani Arsenal { $arsenal }
panel-lapsing-box = Lapsing box #{ $cards }
panel-first-plot-box = 1st Plot #{ $cards }
panel-boxes = Boxes:
panel-lingering = Lingering:
panel-lapsing = Lapsing:
panel-none = none
strip-title = Since the last board:
strip-no-earlier = Since the last board: (no earlier board to compare)
strip-nothing = nothing changed
## the film's and the chart's labels (render/film.py, render/chart.py; ru-pictures)
film-frame = frame { $frame } of { $frames } · phase { $phase } of { $phases }
film-none = No phase was played.
film-setup = Set-up · { $scenario }
film-setup-event = The board as the game begins
film-nothing = nothing changed on the map
film-more = and { $count } more
chart-title = The game turn by turn: { $turns } { $turns ->
        [one] turn
       *[other] turns
    }
chart-panel-resources = Resources
chart-panel-prestige-funding = Prestige and Funding
chart-panel-pieces = Pieces on the map
chart-good-resources = Good Resources
chart-ir-resources = Islamist Rule Resources
chart-prestige = Prestige
chart-funding = Funding
chart-cells = Cells on the map
chart-troops = Troops
chart-us-wins-good = US wins at 12 Good Resources
chart-jihadist-wins-solo = Jihadist wins at 6 IR Resources
chart-jihadist-wins-two = Jihadist wins at 6 IR Resources (2 Adjacent IR countries)
chart-us-wins-cells = US wins when no Cell is left
chart-turn-letter = T
chart-panel-countries = Muslim countries
chart-fair-good = Fair/Good countries
chart-poor-ir = Poor/IR countries
chart-us-wins-fair-good = US wins at 15 Fair/Good
chart-jihadist-wins-poor-ir = Jihadist wins at 15 Poor/IR with Prestige 1
chart-decided = decided the game

## the console's own lines (ru-console)
console-you = you
console-private = [private to { $who }]
console-private-as = [private to { $who } as { $side }]
console-tag-channel = [channel]
console-tag-why = [why]
console-tag-board = board
console-tag-film = film
console-rematch-hint = The game is over: `rematch` starts another with the same settings and a new seed (`rematch swap`: sides swapped).
console-tag-chart = chart
console-hidden = ({ $count ->
        [one] { $count } line
       *[other] { $count } lines
    } of the bot's reasoning and dice hidden: `why` shows them, `verbose on` always, `history` keeps everything)
console-image-saved = [{ $tag }] turn { $turn }, { $phase }: saved { $path }
console-waiting = [waiting for { $name } ({ $side })]
console-layout-how = (type a number; `prompt all` lists the options with their ids)
console-type-how-many = Type how many: { $range }
console-card-hint = (`card <number>` shows a card's text)
console-welcome = Labyrinth: The War on Terror — local console. Type `help` for the commands.
console-unexpected = ! Unexpected error (a bug; it was logged): { $error }. Go on.
console-quick-start = No game is running here. Start { $solo ->
        [yes] a 1-player Let's Roll! game (you play the US against the Jihadist bot)
       *[no] a 2-player Let's Roll! game in hotseat (you play both sides; the 1-player bot is not available yet)
    } now? [Y/n]
console-quick-start-declined = Type `new` to open a game, or `help`.
console-bad-line = ! Cannot read that line: { $error }
console-line-too-long = ! That line is { NUMBER($length) } characters long; a command holds at most { NUMBER($limit) }. Nothing was done.
console-no-decision = ! No decision of yours is waiting (`prompt` shows it; `status` shows whose turn it is).
console-unknown-command = ! Unknown command { $command }. Type `help` for the list, or a number to answer the prompt.
console-not-now-yours = ! { $text } is not an option now: the game waits for your decision: { $prompt } (`prompt` shows the options).
console-not-now = ! { $text } is not an option now: { $why }
console-not-now-nothing = no decision is waiting.
console-not-an-option-count = ! { $text } is not an option: type how many, { $range }.
console-not-an-option = ! { $text } is not an option: type a number from 1 to { $count } or an option id.
console-new-unknown = ! Unknown setting { $setting }. Scenarios: { $scenarios }; players: solo or two.
console-new-unknown-key = ! Unknown setting { $setting }: use length=, ideology=, seed=, position=FILE.json, side= and level= (1-player).
console-new-side = ! side must be us or jihadist (`new solo side=jihadist` plays the Jihadist against the US bot).
console-new-position = ! Cannot read the position file { $file }: { $error }
console-new-numbers = ! length and seed must be whole numbers.
console-your-decision = (That is your decision as { $side }: `prompt` shows it again.)
console-no-game = ! No game has started in this channel.
console-why-none = ! No reasoning of the bot to show yet (it shows after the bot has acted).
console-verbose-usage = ! Use `verbose on` (show the bot's reasoning and dice) or `verbose off`.
console-verbose-on = The bot's reasoning and the random-country dice are shown.
console-verbose-off = The bot's reasoning and the random-country dice are hidden (`history` keeps them).
console-play-usage = ! Say which option: `play 3` or `play <option id>`.
console-typed-ahead = ! { $text } was typed before this decision was shown, so it is not taken as its answer: read it and answer again.
console-several = ! { $text } matches several options: { $options }. Type its number or id.
console-history-usage = ! `history` takes a number of entries: `history 30`.
console-export-written = [export] written to { $path }
console-import-usage = ! Say which file: `import labyrinth-game-3.json`.
console-cannot-read = ! Cannot read { $path }: { $error }
console-abort-ask = Abort the game for good (it cannot be resumed)? [y/N]
console-abort-kept = The game goes on (not aborted).
console-recheck-none = No started games are stored.
console-recheck-ok = game #{ $game } ({ $channel }, { $status }): { $count ->
        [one] { $count } decision replays
       *[other] { $count } decisions replay
    }; snapshot refreshed
console-recheck-where = decision { $seq } ({ $option }):{" "}
console-recheck-failed = ! game #{ $game } ({ $channel }, { $status }): { $where }{ $why }
console-language-usage = ! Use `language ru` or `language en` (or `language` to see the current one).

## ru-victory: the service's refusals (new, settings, notify, export, import)
settings-not-names = Settings must be given as names and values.
settings-unknown = { $name } is not a setting (the settings are: { $known }).
settings-must-be = The setting { $name } must be { $words }.
deadline-running-game-too = The running game #{ $game } takes the new deadline too.
thread-only-from-channel = { $private ->
    [yes] A private thread can only be opened from a text channel; use `where: DM`.
   *[no] A thread can only be opened from a text channel; not from a thread or a DM.
    }
thread-refused = I could not open a thread here (I need { $need }): { $error }
settings-words-bool = true or false
settings-words-minutes = a whole number of minutes from 0 to 43200 (30 days)
settings-words-hours = a whole number of hours from 0 to 2160 (90 days)
settings-words-channel = a channel (its id: digits), or none
settings-managers-only = Only a channel manager (Manage Channels) may change the channel's settings. The creator of the channel's running game may change that game's own settings.
settings-managers-only-no-game = Only a channel manager (Manage Channels) may change the channel's settings; there is no running game here whose own settings you could change.
settings-managers-or-creator = Only a channel manager (Manage Channels) may change the channel's settings, and only the creator of this channel's running game may change that game's own settings.
settings-summary-managers-only = Only a channel manager (Manage Channels) may send the turn summaries to another channel.
settings-channel-changed = The channel's settings were changed; new games copy them.
settings-game-changed = The settings of game #{ $game } were changed.
new-unknown-scenario = Unknown scenario { $scenario }; choose one of: { $choices }.
new-players = Players must be 'two' (US against Jihadist) or 'solo' (you play the US against the bot).
new-side = Side must be 'us' or 'jihadist'.
new-unknown-level = Unknown US bot level { $level }; choose one of: { $choices }.
new-ideology-not-us-bot = Jihadist Ideology levels are for the 1-player game against the Jihadist bot.
new-level-for-us-bot = A level is for the US bot: `new solo side=jihadist level=...`.
new-length = Game length must be 1, 2 or 3 decks.
new-unknown-ideology = Unknown ideology { $ideology }; choose one of: { $choices }.
new-ideology-solo-only = Jihadist Ideology levels are for the 1-player game only.
new-seed = The seed must be a whole number from 0 to 2**63-1.
new-solo-unavailable = The 1-player game (the solitaire Jihadist bot) is not available yet; play 'two'.
new-channel-busy = This channel already has a game that is not finished (`status` shows it; `abort` ends it).
new-bad-position = That position cannot be used: { $error }
position-problem = position: { $problems }
position-problems = position: { $count } problems: { $problems }
position-more = ; and { $more } more
notify-unknown = { $how } is not a way to be told: choose { $choices }.
export-challenge = This is a challenge attempt: its export holds the challenge's secret seed, which would reveal the deck order and the dice of every attempt. Export it from the game records once the challenge is closed.
export-unfinished-two = An unfinished 2-player game cannot be exported: the export reveals hands, Plots and the cards to come. Use `export mine` for your own view.
export-unfinished-solo = An unfinished 1-player game cannot be exported: its seed reveals the bot's hand and every card to come. Use `export mine` for your own view; the full export is there once the game ends.
import-done = { $name } imported a game as #{ $game } ({ $players }; { $rows } log rows; { $status }, turn { $turn }). Imported games are listed in the records but not counted in the stats.
import-too-large = The export is too large ({ $size } characters; at most { $limit }).
import-not-an-export = This is not a Labyrinth game export ({ $where }: { $error }).
import-version = Unsupported export version { $version } (this bot reads { $reads }).
import-unfinished-two = Only finished 2-player games can be imported.
import-solo-unavailable = The 1-player game is not available in this version; the export cannot be replayed.
import-channel-busy = This channel already has a game that is not finished.
import-engine-failed = The rules engine failed while replaying the export (a bug); nothing was imported: { $error }
import-hash = The replayed game does not match the export's state_sha256 (different rules version?); not imported.
import-status = The export says the game is { $said }, but its log leaves it { $replayed }; not imported.
import-result = The export's result { $said } differs from the replay's { $replayed }; not imported.
import-twice = This game is already stored here (game #{ $game }); it is not imported twice.
import-row-after-end = Row { $row } comes after the end of the game.
import-setup-invalid = The export's set-up is not valid: { $error }
import-row-illegal = Decision { $row } ({ $option }) is not legal when replayed: { $why }
import-bot-answers-unfit = the US bot's answers recorded after it do not fit the game ({ $why })
import-row-undo-not-last = Row { $row } undoes decision { $voids }, which is not the last decision in force.
import-row-undo-refused = Row { $row } undoes decision { $voids }, which the rules did not allow: { $why }
import-row-resign-nobody = Row { $row } resigns for { $side }, who has no player's seat.
import-row-differs = Row { $row } differs from the replay: its { $field } is { $mine }, the rules give { $theirs }.
import-seed-range = The export's seed is out of range (0 to 2**63-1).
import-too-many-rows = The export has too many log rows ({ $rows }; at most { $limit }).
import-rows-order = The export's action log is out of order (its rows must be numbered 1, 2, 3 ...).
import-row-option-long = Row { $row }'s option is too long ({ $size } characters; at most { $limit }).
import-row-label-long = Row { $row }'s label is too long ({ $size } characters; at most { $limit }).
import-row-user-bad = Row { $row }'s user id is not one (empty, too long or with control characters).
import-row-time-bad = Row { $row }'s time { $time } is not an ISO date and time.
import-row-time-long = Row { $row }'s time is too long.
recheck-row-empty = the action row names no role or option

## ru-victory: the Discord adapter's own texts (bot/discord/app.py, views.py)
discord-perm-view-channel = View Channel
discord-perm-send-messages = Send Messages
discord-perm-send-messages-in-threads = Send Messages in Threads
discord-perm-embed-links = Embed Links
discord-perm-attach-files = Attach Files
discord-failed-where = in { $channel }
discord-failed-permission = Discord refused my message{ $where }: I am missing a permission there (I need { $need }; code { $code }).
discord-failed-http = Discord refused my message{ $where } ({ $status }, code { $code }: { $details }).
discord-no-details = no details
discord-failed-bug = Something went wrong on my side (a bug: { $error }).
discord-nothing-lost-saved = Nothing was lost: your decision is saved. `/labyrinth choose` shows the decision now pending.
discord-nothing-lost = Nothing was lost: every accepted decision is saved; `/labyrinth choose` shows the decision now pending.
discord-choice-out-of-date = That choice is out of date: the game moved on since you opened this menu. Here is your current decision.
discord-nothing-to-decide = Nothing to decide.
discord-list-out-of-date = That list is out of date; here is your current decision.
discord-nothing-for-you = There is nothing for you to decide.
discord-not-an-option = { $option } is not one of the options now. Pick one of these:
discord-not-a-card-decision = The decision now is not which card to play: { $prompt } Use `/labyrinth choose`.
discord-not-a-card = { $card } is not a card you can play now. Pick one of these:
discord-as-a-file = It is long, so here it is as a file.
discord-nothing-to-export = Nothing to export.
discord-your-view = Your view of the game.
discord-file-too-large = That file is too large ({ $size } bytes; at most { $limit }).
discord-file-unreadable = I could not read that file: { $error }
discord-position-unreadable = I could not read that position file (a JSON object, see the README): { $error }
discord-position-too-large = That position file is too large ({ $size } bytes; a position is at most { $limit }). Nothing was read.
discord-settings-in-dm = Settings belong to a server channel; there are none in direct messages.
discord-no-games = You sit in no unfinished game. `/labyrinth new` opens one.
discord-not-in-dm = A 2-player game needs a server channel: other players cannot join a direct message.
discord-not-in-dm-new = A 2-player game needs a server channel: other players cannot join a direct message. A 1-player game (`players: solo`, no thread) can be played here.
discord-choice-unreadable = That choice could not be read; try again.
notify-default = the default (a DM when your DMs are open, else a mention)
notify-now = When a game waits for you, you are told by: { $how }. `/labyrinth notify dm|mention|both|off` changes it.
notify-set = From now on, when a game waits for you, you get { $how }.
notify-mode-dm = a direct message holding your decision
notify-mode-mention = a mention in the game's channel with a Decide button
notify-mode-both = a direct message and a mention
notify-mode-off = nothing (the game's phase post still says whom it waits for)
discord-film-note = The game as a film, phase by phase, with a chart of its tallies by turn.
discord-rematch = Rematch
discord-rematch-swap = Rematch, sides swapped
discord-rematch-accept = Accept the rematch
discord-end-dm = Game #{ $game } in { $channel }: { $result }
mygames-line = • Game #{ $game } in { $channel } — you play { $sides }
mygames-open = { $line }; not started yet
mygames-paused = { $line }; paused since { $since }
mygames-waiting-you = { $line }; **waiting for you** since { $since }
mygames-waiting = { $line }; waiting for { $who } since { $since }
settings-of-game = Settings of game #{ $game } (the channel's, with the game's own):
settings-of-channel = Settings of this channel (new games copy them):
settings-yes = yes
settings-no = no
settings-thread = • games in their own thread: { $yes }
settings-remind = • remind the waiting player every { $hours } h
settings-deadline = • deadline: { $deadline }; forfeit at the deadline: { $forfeit }
settings-deadline-hours = { $hours } h
settings-deadline-none = none
settings-summary = • turn summaries also to: { $where }
settings-summary-none = no other channel

## issue 35: clocks, ratings, the ladder, seeks
clock-unknown = Unknown clock { $clock }; choose one of: { $choices }.
clock-solo = A clock is only for a 2-player game between two people: the bot never keeps you waiting.
clock-in = in { $left }
clock-empty = empty
clock-bank = { $side } { $left }
clock-banks = ⏱ Clock ({ $clock }): { $banks }
clock-preset-fast = fast: 24 h + 4 h a move, up to 72 h
clock-preset-standard = standard: 72 h + 12 h a move, up to 120 h
clock-preset-slow = slow: 72 h + 36 h a move, up to 240 h
clock-on-vacation = 🏖 The { $side } is on vacation, back { $until }.
clock-out = ⏰ The { $side }'s time has run out.
clock-runs-out = The { $side }'s time runs out { $when }.
clock-reminder = ⏰ { $user }, three quarters of your time in game #{ $game } ({ $side }) are used: { $left } left.
clock-may-claim = ⏰ { $user }'s time in game #{ $game } has run out: { $other } may claim the win (`/labyrinth claim`).
claim-bank-left = The { $side } still has { $left } on the clock: you may claim only when it is empty.
claim-clock-stopped = The clock is stopped (paused, or the game is over): nothing to claim.
claimed-on-time = { $who } ran out of time: { $name } claims the game, a timeout win for the { $winner }.
forfeit-on-time = ⏰ { $who } ran out of time and forfeits the game: a timeout win for the { $winner }.
rating-change = { $name }: rating { $rating } ({ $delta }).
vacation-no-clock = This game has no clock: there is no time to stop.
vacation-not-finite = Give the vacation in days, a number.
vacation-not-positive = Give the vacation as a positive number of days.
vacation-on-vacation = You are already on vacation in this game.
vacation-beyond-allowance = That is more vacation than you have left in this game ({ $left }).
vacation-taken = 🏖 { $name } takes { $days } days of vacation: their clock stops, back { $until }.
ladder-empty = No rated games yet.
ladder-head = **Ladder** (rating = mu − 3σ; ± its uncertainty)
ladder-head-all = **Ladder across all servers** (rating = mu − 3σ; ± its uncertainty)
ladder-line = { $place }. { $name }: { $rating } ±{ $sigma } · { $games } games · wins as US { $us }, as Jihadist { $jihadist } · own timeouts { $timeouts } %
stats-rating = Rating: { $rating } ±{ $sigma }
stats-unrated = Rating: not rated yet.
stats-replies = Reply times (last { $count }): quartiles { $q1 } · { $median } · { $q3 }
stats-replies-hidden = Reply times: hidden by the player.
ladder-choices = Off the ladder: { $off }; reply times hidden: { $hidden }.
switches-managers-only = Only the server's managers may change its switches.
switches-bad = Unknown switch or value { $name }; the switches: { $known }.
switches-now = Rated play: { $rated } · seeks: { $seeks } · seeks' channel: { $channel } · default clock: { $clock }
seek-off = Seeks are turned off on this server.
seek-side = The side must be us, jihadist or either.
seek-range = That rating range is impossible: its low end must not be above its high end, and both must be numbers.
seek-second = You already have an open seek on this server: withdraw it first.
seek-gone = That seek is no longer open (taken, withdrawn or expired).
seek-own = That is your own seek: wait for someone else to accept it.
seek-blocked = One of you has blocked the other.
seek-out-of-range = Your rating ({ $rating }) is outside that seek's range.
seek-paired = Paired with { $name } ({ $game_clock } clock): the game opens now.
seek-posted = Seek #{ $seek } posted: { $line }
seek-line = #{ $seek } { $name }: { $side }, { $game_clock } clock, opponents rated { $low } to { $high }
seek-side-us = plays the US
seek-side-jihadist = plays the Jihadist
seek-side-either = either side
seeks-none = No open seeks: post one with `/labyrinth seek`.
seeks-head = **Open seeks**:
seek-none = You have no open seek.
seek-withdrawn = Seek #{ $seek } withdrawn.
seek-game-opened = Game #{ $game } between { $us } (US) and { $jihadist } (Jihadist) opens in { $where }.
block-self = You cannot block yourself.
blocked = Blocked: neither of you is paired with the other.
unblocked = Unblocked.
next-none = No game waits for you.
next-game = Game #{ $game } has waited longest for you: { $where }
button-next = Next
button-accept = Accept #{ $seek }
