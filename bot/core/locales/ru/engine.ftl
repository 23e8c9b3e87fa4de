# Что говорит движок (engine/msg.py называет сообщения, bot.core.i18n.word их выражает словами).
# Имена стран и карт стоят в именительном падеже: после двоеточия или тире.

## ссылки (engine.msg.Ref): стороны, уровни
list-sep = {", "}
list-and = { $first } и { $rest }
ref-role-us = США
ref-role-jihadist = Исламисты
ref-governance-0 = не определено
ref-governance-1 = Хорошее
ref-governance-2 = Нормальное
ref-governance-3 = Плохое
ref-governance-4 = Исламистское правительство
ref-alignment-ally = Союзник
ref-alignment-neutral = Нейтральная
ref-alignment-adversary = Враждебная
ref-posture-hard = Жёсткие меры
ref-posture-soft = Мягкая линия
ref-posture-unmarked = не определены

## последовательность игры (engine/sequence.py)
pass = Пас
phase-action = Ход { $turn }: Фаза действий — { $side }
phase-plots = Ход { $turn }: разрешение Терактов
phase-end-of-turn = Конец хода { $turn }
cadre-remove-ask = Фаза действий Исламистов: карт не осталось. Убрать Вербовщиков (4.8.4) или пасовать?
cadre-remove-option = Убрать Вербовщиков: { $country }
cadre-removed = Исламисты убирают Вербовщиков: { $country }
lapsing-end = Временные События закончились: { $events }

## почему Событие сейчас не может произойти (engine/events/registry.py)
why-not-implemented = ещё не реализовано
why-blocked = Блокирует: { $by } (6.2.8)
why-needs = нужно: { $condition }
why-precondition = не выполнено условие (6.2.6)
why-event = { $why }
list-then = { $first } → { $rest }

## розыгрыш карт (engine/cardplay.py)
op-woi = Идеологическая борьба
op-deploy = Развёртывание
op-regime-change = Смена режима
op-withdraw = Вывод войск
op-disrupt = Контртеррористическая операция
op-alert = Тревога
op-recruit = Вербовка
op-travel = Перемещение
op-jihad = Джихад
op-plot = Теракт
op-reserves = Резервы
op-none = без Операции
op-reassessment = Пересмотр
ops-count = { $ops } { $ops ->
    [one] Операция
    [few] Операции
   *[many] Операций
    }
card-label = { $card } ({ $ops } { $ops ->
    [one] Операция
    [few] Операции
   *[many] Операций
    }, { $side })
play-random = Разыграть случайную карту из руки ({ $cards })
discard-final = Сбросить карту { $card } без эффекта
hold-final = Оставить карту { $card } на следующий ход
play-which-card = Фаза действий — { $side }: разыграйте { $which ->
    [first] первую
   *[other] вторую
    } карту
us-holds = США оставляют последнюю карту на руке
discards = { $side }: сброшена карта { $card }
how-event = Событие: { $card }
how-op = { $op } ({ $ops } { $ops ->
    [one] Операция
    [few] Операции
   *[many] Операций
    })
how-op-reserves = { $op } с Резервами ({ $ops } { $ops ->
    [one] Операция
    [few] Операции
   *[many] Операций
    })
how-reassessment = Пересмотр (со второй картой ценностью 3)
how-reserves = В Резервы (+{ $add })
how-none = Операции без эффекта
how-play = Как разыграть карту { $card }?
how-play-note = Как разыграть карту { $card }? { $note }
play-card = Разыграть карту { $card }
play-card-note = Разыграть карту { $card } { $note }
event-not-playable-now = (Событие сейчас недопустимо: { $why })
plays-event = { $side } разыгрывают карту { $card } как Событие
expends-reserves = { $side } тратят Резервы: { $reserves }
plays-ops = { $side } разыгрывают карту { $card }: { $op }
event-will-not-occur = { $card }: Событие не произойдёт ({ $why }; 6.3.2.1)
event-does-not-occur = { $card }: Событие не происходит ({ $why }; 6.3.2.1)
order-election = Выборы в США происходят всегда (6.3.1): что сначала?
order-opponents-event = { $card } — Событие противника, оно тоже происходит (6.3.2): что сначала?
order-event-first = Сначала Событие: { $card }
order-ops-first = Сначала: { $op }
op-no-longer-possible = Уже невозможно: { $op }. Выберите Операцию
no-operation = Без Операции
reserves-now = Резервы ({ $side }) → { $reserves }
no-operation-possible = Никакая Операция невозможна
reassessment-second = Пересмотр: выберите вторую карту ценностью 3
reassessment-plays = США разыгрывают карты { $first } и { $second } для Пересмотра
posture-switch = Смена Взглядов
reassessment-order = Пересмотр: в каком порядке происходят смена Взглядов и вызванные События?

## доводы бота США и подсказка (engine/usbot)
usbot-reason = Бот США: { $reason }
usbot-lookahead-failed = { $reason } (просчёт наперёд не удался: { $error }; вместо него приоритеты)
usbot-no-future = { $reason } (ни одно возможное будущее не удалось построить; вместо этого приоритеты)
usbot-searched = { $best }: { $score }% — просчитано на { $horizon } карт США вперёд в { $futures } возможных будущих
usbot-next-best = { $reason } (следующий вариант — { $next }: { $score }%)
usbot-card-for = { $card } — { $how }
usbot-how-event = её Событие
usbot-how-reserves = Резервы
usbot-how-nothing = ничего
usbot-how-with-reserves = { $how } с Резервами
usbot-priorities-failed = { BARE($prompt) }: { $choice } (приоритеты не сработали: { $error })
usbot-card-score = { $card }: лучший розыгрыш сейчас даёт оценку { $score }
usbot-disrupt = Контртеррористическая операция — { $country }: Ячеек { $cells }, Войск { $troops }
usbot-alert = Тревога — { $country }: Терактов там { $plots }
usbot-answer = { BARE($prompt) }: { $choice }
usbot-woi-posture = Идеологическая борьба — { $country }: привести Взгляды к Взглядам США
usbot-woi-unmarked = неопределившаяся: сначала Проверка
usbot-woi-fair-ally = Союзник с Нормальным правительством, Ресурсов для Хорошего: { $resources } (до 12 Ресурсов с Хорошим правительством не хватает { $short })
usbot-woi-poor-ally = Союзник с Плохим правительством, в двух шагах от Хорошего (Ресурсов: { $resources })
usbot-woi-good = уже Хорошее правительство
usbot-woi-shift = { $alignment ->
    [neutral] Нейтральная страна
   *[other] Враждебная страна
    }: сдвинуть к Союзнику
usbot-woi = Идеологическая борьба — { $country }: { $pct }%, { $what }
hint-head = Подсказка: { $reason }
hint-line = {"  "}{ $k }. { $what }: { $score }%
hint-only-option = { $option }: единственный вариант
hint-no-lookahead = { $reason } (приоритеты: здесь просчёт наперёд невозможен)
hint-nothing = здесь просчёт наперёд невозможен; ни один вариант не лучше другого
hint-best = { $best } — лучший из вариантов ({ $options }) при просчёте на { $horizon } карт США вперёд в { $futures } возможных будущих

## модификаторы и шансы (engine/ops/odds.py)
mod = { $what } { $n }
mod-signed = { $n } { $what }
odds-label = { FIT($full, $brief) }
odds-label-full = { $label } — { $short }
roll-mods = { $roll } ({ $mods }) = { $total }
odds-need-note = нужно { $need }+ → { $pct }
odds-need-mods-note = нужно { $need }+: { $mods } → { $pct }

## Операции США (engine/ops/us.py)
mod-prestige = Престиж
mod-gwot = ГВСТ
mod-shift-to-good = сдвиг к Хорошему
mod-aid = Помощь
mod-adjacent-good-ally = соседний Союзник с Хорошим правительством
mod-events = События
woi-fails-value = Идеологическая борьба — { $country }: провал: правительству «{ $gov }» нужно Операций больше, чем { $ops } (4.9.5)
woi-roll = Идеологическая борьба — { $country }: { $roll }: { $verdict ->
    [succeeds] успех
    [fails-by-one] провал на единицу
   *[fails] провал
    } (нужно { $need }+)
woi-no-aid-good = Помощь не ставится — { $country }: при Хорошем правительстве Идеологическая борьба её не даёт (7.2.2.3)
why-matches-us-posture = { $country }: Взгляды совпали со Взглядами США
woi-odds-posture-note = Жёсткие меры при { $faces ->
    [any] любом броске
   *[other] броске { $faces }
    }: Взгляды как у США ({ $us }) → Престиж +1: { $pct }
woi-odds-posture = Идеологическая борьба: { $us }, как у США, { $pct }
woi-odds = Идеологическая борьба { $pct }
woi-odds-tested-note = сначала Проверка (Плохое при 1-4, Нормальное при 5-6), затем нужно { $need }+ → { $pct }
woi-odds-need = Идеологическая борьба { $pct } ({ $need }+)
woi-odds-mods = Идеологическая борьба { $pct } ({ $need }+: { $mods })
troops-track = шкала Войск
country-name = { $country }
deploy-done = Развёртывание: Войск { $troops }, откуда — { $origin }, куда — { $dest }
rc-roll = Смена режима — { $country }: бросок на Правительство { $roll }
rc-result = { $country }: теперь Союзник, правительство «{ $gov }»
aid-removed = Помощь убрана — { $country }
disrupt-cadre = Контртеррористическая операция — { $country }: Вербовщики убраны
disrupt-activate = Контртеррористическая операция — { $country }: { $cells } { $cells ->
    [one] Спящий агент становится Активной Ячейкой
    [few] Спящих агента становятся Активными Ячейками
   *[many] Спящих агентов становятся Активными Ячейками
    }
disrupt-activate-limited = Контртеррористическая операция — { $country }: { $cells } { $cells ->
    [one] Спящий агент становится Активной Ячейкой
    [few] Спящих агента становятся Активными Ячейками
   *[many] Спящих агентов становятся Активными Ячейками
    } ({ $limits })
why-disrupt-limited = Контртеррористическая операция, { $limits }
why-disrupt-troops = Контртеррористическая операция с Войсками
plot-label = { $nth ->
    [1] первый
    [2] второй
    [3] третий
    [4] четвёртый
    [5] пятый
    [6] шестой
    [7] седьмой
    [8] восьмой
    [9] девятый
    [10] десятый
   *[other] №{ $nth }
    } размещённый Теракт — { $country }{ $backlash ->
    [yes] {" (Обратный эффект)"}
   *[no] {""}
    }
alert-done = Тревога — { $country }: это был Теракт { $plot }; он Блокирован
wmd-removed = Теракт с ОМП убран из игры (8.5.5)
woi-where = Идеологическая борьба ({ $ops } { $ops ->
    [one] Операция
    [few] Операции
   *[many] Операций
    }): выберите страну
deploy-from-where = Развёртывание: откуда?
troops-can-move = { $where } (могут уйти: { $troops })
deploy-to-where = Развёртывание, откуда — { $origin }: куда?
deploy-how-many = Развёртывание: { $origin } → { $dest }: сколько Войск{ $nato ->
    [yes] {" помимо НАТО"}
   *[no] {""}
    }?
rc-where = Смена режима: в какой стране с Исламистским правительством?
rc-from-where = Смена режима: откуда Войска?
rc-how-many = Смена режима — { $country }: сколько Войск (не меньше 6)?
withdraw-where = Вывод войск: из какой страны со Сменой режима?
withdraw-to-where = Вывод войск — { $country }: куда?
withdraw-how-many = Вывод войск: { $country } → { $dest }: сколько Войск{ $nato ->
    [yes] {" помимо НАТО"}
   *[no] {""}
    }?
disrupt-where = Контртеррористическая операция ({ $ops } { $ops ->
    [one] Операция
    [few] Операции
   *[many] Операций
    }): выберите страну
disrupt-fails-value = Контртеррористическая операция — { $country }: провал: не хватает Операций для её Правительства (4.9.5)
disrupt-which-cells = Контртеррористическая операция — { $country }: какие Ячейки?
alert-where = Тревога: Блокировать Теракт в какой стране?
alert-option = { $country } ({ $plots } { $plots ->
    [one] Теракт
    [few] Теракта
   *[many] Терактов
    })
alert-which-plot = Тревога — { $country }: какой из Терактов рубашкой вверх?
nato-ask = НАТО: считать маркер НАТО (страна: { $country }) двумя из уходящих Войск? (маркер убирается и не добавляет кубиков в месте назначения)
nato-yes = Да: НАТО уходит (убирается с карты)
nato-no = Нет: НАТО остаётся
nato-departs = НАТО засчитывается как 2 уходящих Войска (страна: { $country }): маркер НАТО убран
disrupt-remove-actives = убрать Активные Ячейки: { $cells }
disrupt-activate-sleepers = активировать Спящих агентов: { $cells }
woi-label-unmarked = { $country } (неопределившаяся{ $ops ->
    [1] : Проверка, затем провал с 1 Операцией
    [2] : Проверка, провал при Плохом
   *[other] : сначала Проверка
    })
woi-label = { $country } ({ $gov }, { $alignment })
woi-label-posture = { $country } ({ $posture }: бросок на Взгляды)

## Операции исламистов (engine/ops/jihadist.py)
list = { $items }
needs-or-less = {" "}(нужно { $need } или меньше)
recruit-roll = Вербовка — { $country }: { $roll }, { $verdict ->
    [succeeds] успех
   *[fails] провал
    }{ $needs }
recruit-place-ask = Вербовка: успешных размещений { $placements }, а Доступных Ячеек только { $available }: куда поставить следующую Ячейку?
recruit-place-option = { $country } (осталось успехов: { $left })
travel-to-ground = Ячейка уходит в подполье: { $country }
travel-auto = Ячейка перемещается: { $origin } → { $dest }
travel-roll = Перемещение { $origin } → { $dest }: { $roll }, { $verdict ->
    [succeeds] успех
   *[fails] провал
    } (нужно { $need } или меньше)
travel-removed = Ячейка убрана, откуда шла — { $country } (8.3.2)
jihad-major-activate = Большой джихад — { $country }: все Ячейки становятся Активными
jihad-roll = { $major ->
    [yes] Большой
   *[no] Малый
    } джихад — { $country } (правительство «{ $gov }»): броски { $rolls } → успехов: { $hits }
why-islamist-revolution = Исламистская революция
jihad-idle = { $country }: правительство уже Плохое, успехи Малого джихада ({ $hits }) ничего не дают (8.4.1)
jihad-major-one = Большой джихад — { $country }: один успех при Плохом правительстве; для Исламистского правительства нужно два (8.4.2)
why-failed-jihad = неудачный Джихад
plot-roll = Теракт — { $country }: броски { $rolls } → успехов: { $hits }
country-gov-cells = { $country } ({ $gov }, { $cells } { $cells ->
    [one] Ячейка
    [few] Ячейки
   *[many] Ячеек
    })
besieged-regime = Осаждённый режим
jihad-outcome = { $what } { $pct }
jihad-gov-stays = Правительство остаётся: { $gov }
jihad-major = Большой джихад
jihad-minor = Малый джихад
jihad-choice-note = { $dice } { $dice ->
    [one] кубик
    [few] кубика
   *[many] кубиков
    }, на каждом { $need } или меньше: { $outcomes }
designate-short = { $op } { $pct }
designate-short-rolls = { $op } { $pct } за бросок, бросков { $rolls }: ожидается { $expected }
designate-note = { $op } — { $country }: { $pct } за бросок
designate-note-rolls = { $op } — { $country }: { $pct } за бросок; бросков здесь { $rolls }: ожидается успехов { $expected }
stop-here = Остановиться: использовать только { $used } из { $ops } Операций
designate-ask = { $op }, Операция { $n } из { $ops }: в какой стране бросить кубик?
travel-note-stay = остаться: уйти в подполье, стать Спящим агентом
travel-note-automatic = автоматически
travel-note-unmarked = неопределившаяся: сначала Проверка, затем бросок не выше её Правительства
travel-note-roll = бросок { $need } или меньше: { $gov }
travel-label = { $country } ({ $note })
travel-odds-note = Перемещение { $origin } → { $dest }: { $pct }{ $tested ->
    [yes] {" (сначала Проверка)"}
   *[no] {""}
    }
travel-odds = Перемещение { $pct }
travel-origin-ask = Перемещение { $n } из { $ops }: из какой страны уходит Ячейка?
travel-dest-ask = Перемещение, откуда — { $country }: в какую страну?
jihad-major-ask = Большой джихад — { $country }? (все её Спящие агенты становятся Активными)
no-plot-available = Нет Доступных маркеров Теракта
plot-which-marker = Теракт удался — { $country }: какой маркер Теракта?
plot-marker = Теракт { $plot }
