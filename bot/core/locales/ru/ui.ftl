# Что сервис говорит вокруг фактов игры: поиск правил и карт, таблицы, языки.

## cards
side-us = США
side-jihadist = Исламисты
side-unassociated = Нейтральное
card-ops = Операции { $ops }
card-tag-remove = УБРАТЬ
card-tag-mark = МЕТКА
card-tag-lapsing = ВРЕМЕННОЕ
card-playable-if = Допустимо, если: { $text }
card-say-which = ! Назовите карту: `{ $command } 17` или `{ $command } Переговоры с моро`.
card-no-match = ! Нет карты { $query } (номера карт от 1 до { $last }).
card-several = Подходят несколько карт: { $list }
card-hint-event = Событие карты #{ $number } «{ $name }»:
card-hint-more = … (`card { $number }` покажет весь текст)
card-hint-other-side = Это карта стороны «{ $side }»: если разыграть её на Операции, её Событие тоже может произойти (6.3.2).

## rules
rule-line-term = Словарь: { $term }
rule-see = см. { $sections }
rule-subsections = Подразделы:
rule-also = Ещё: { $list }
rule-by-number = (`rules 8.4.2` покажет раздел по номеру)
rule-no-section = ! Нет раздела правил { $section } (разделы идут от 1.0 до 9.7).
rule-cards-named = Карты с похожим названием: { $list }
rule-table-hint = (`rules table { $table }` покажет таблицу: { $title })
rule-nothing = ! Ничего не найдено по запросу { $query }: ни карты (по номеру 1–{ $last } или названию), ни раздела правил, ни термина. Попробуйте `rules 8.4`, `rules большой джихад`, `rules ФСБ` или `rules tables`.

## tables
table-source = (наш пересказ; источник истины — правила и памятки игроков)
tables-heading = Таблицы игры:
tables-title = Таблицы игры

## languages
language-set = Игра будет показана вам на языке: { $name }.
language-current = Ваш язык: { $name } ({ $source }). Языки: { $list }.
language-source-chosen = ваш выбор
language-source-client = ваш клиент Discord
language-source-default = по умолчанию
language-unknown = Неизвестный язык { $code }. Языки: { $list }.
