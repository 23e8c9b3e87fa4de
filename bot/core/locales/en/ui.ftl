# What the service says around the game's facts: the rules and card look-up, tables, languages.
# Written by hand; every id here has its translation in ../ru/ui.ftl.

## cards
side-us = US
side-jihadist = Jihadist
side-unassociated = Unassociated
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
rule-subsections = Subsections:
rule-also = Also: { $list }
rule-by-number = (`rules 8.4.2` shows a section by number)
rule-no-section = ! No rules section { $section } (sections run from 1.0 to 9.7).
rule-cards-named = Cards named like this: { $list }
rule-table-hint = (`rules table { $table }` shows the table: { $title })
rule-nothing = ! Nothing matches { $query }: no card (by number 1-{ $last } or name), no rules section and no term. Try `rules 8.4`, `rules major jihad`, `rules FSB` or `rules tables`.

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
resigns = { $name } resigns: { $winner } wins.
claimed = { $who } did not decide within the deadline of { $hours } h: { $name } claims the game, a timeout win for the { $winner }.
aborted = Game #{ $game } was aborted.
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
not-seated = You do not sit in this game.
not-seated-as = You do not sit as { $side }.
game-is-over = The game is over.
already-started-seats = The game has already started; seats can no longer change.
already-started = The game has already started.
seats-taken = Both seats are taken.
seat-taken = The { $side } seat is taken by { $name }.
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
status-turn = Turn { $turn }, { $phase } (cards played { $cards }) · move { $move }
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
a-channel-manager-by = A channel manager

## texts: status line, standings, summaries
status-line = Turn { $turn }, { $phase } · Prestige { $prestige } · Funding { $funding } · Troops { $troops } on track · Cells { $cells } on track · US { $us_posture }, World { $world } { $world_value } · Good Res { $good }, Islamist Rule Res { $ir }
status-line-reserves = { $side } Reserves { $count }
standing = Prestige { $prestige } ({ $prestige_level }) · Funding { $funding } ({ $funding_level }) · Troops { $troops } on track ({ $troop_level }) · Cells { $cells } on track · GWOT penalty { $gwot } · Good Resources { $good } · Islamist Rule Resources { $ir }
phase-title = Turn { $turn }: now { $phase }
cells-placed-summary = Cells placed: { $list }
cells-removed-summary = Cells removed: { $list }
summary-more = … and { $count } more (see `/labyrinth history`)

## the Discord adapter
the-game = The game
now-standing = Now: { $standing }
now-field = Now
no-change = No change on the board.
decides = **{ $who }** ({ $side }) decides: { $text }
decides-plain = { $side } decides: { $text }
win-good-resources = Muslim countries with 12+ Resources have Good Governance (2.1.1)
win-fair-good = 15 Muslim countries have Fair or Good Governance (2.1.1)
win-no-cells = No Jihadist Cells remain on the map (2.1.1)
win-ir-solo = Islamist Rule over 6+ Resources (9.1)
win-ir-adjacent = Islamist Rule over 6+ Resources including two Adjacent countries (2.1.2)
win-poor-ir = US Prestige 1 and 15 Muslim countries at Poor or Islamist Rule (2.1.2)
win-wmd = A WMD Plot was resolved in the United States (2.1.2)
win-end-solo = Game end: fewer than { $need } Good Resources (9.1)
win-end-us = Game end: { $good } Good Resources more than twice { $ir } Islamist Rule Resources (2.3)
win-end-jihadist = Game end: { $good } Good Resources not more than twice { $ir } Islamist Rule Resources (2.3)

## the pictures (render/: the board's own labels)
language-code = en
picture-labyrinth = LABYRINTH
picture-two-player = 2-player
picture-solitaire = solitaire
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

## menus (a prompt's pages)
menu-options = Options { $first }-{ $last }
menu-other-choices = Other choices
region-americas = Americas
region-europe = Europe
region-russia-central-asia = Russia and Central Asia
region-africa = Africa
region-middle-east = Middle East
region-south-asia = South Asia
region-east-asia = East Asia
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
game-in-channel = Game #{ $game } in { $channel }:{" "}
your-decision = { $user }, your decision ({ $side }, game #{ $game }). Press **Decide**.
your-decision-closed = { $user }, your decision ({ $side }, game #{ $game }). Press **Decide** to see your options privately.
your-decision-dms = { $user }, your decision ({ $side }, game #{ $game }). Press **Decide** to see your options privately, or use the buttons in your DMs.
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
closeup-no-change = No change on the map.
closeup-no-earlier = No earlier picture to compare with.
closeup-game-over = game over after turn { $turn }
closeup-turn = Turn { $turn } · { $phase }
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
    `/labyrinth new players:solo side:jihadist level:` plays the 2-player game with the US seat played by the US bot; it logs a short reason for each decision and its hand stays secret. `/labyrinth hint` shows you privately what its strongest level would do in your seat (not in a challenge; the game's record notes it).
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
      pause [reason]        stop decisions, reminders and the deadline      resume    continue
      recheck               replay every stored game through the current rules
      rules <card or section>   a card's text (number or name) or a rules section's summary (8.4.2, major jihad)
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
usbot-level-standard = scores every option of each decision from the board, no look-ahead; wins about 20%
usbot-level-strong = looks one card ahead in 8 sampled futures for its 3 best cards; wins about 30%
usbot-level-expert = looks one card ahead in 24 sampled futures for its 4 best cards; wins about 35%

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
