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
