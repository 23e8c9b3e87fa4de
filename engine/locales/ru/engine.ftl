# Что говорит движок (engine/msg.py называет сообщения, engine.msg.Speaker их выражает словами).
# Имена стран и карт стоят в именительном падеже: после двоеточия или тире.

## ссылки (engine.msg.Ref): стороны, уровни
list-sep = {", "}
side-us = США
side-jihadist = Исламисты
side-unassociated = Нейтральное
list-and = { $first } и { $rest }
ref-role-us = США
ref-role-jihadist = Исламисты
ref-governance-0 = не определено
ref-governance-1 = хорошее
ref-governance-2 = нормальное
ref-governance-3 = плохое
ref-governance-4 = исламистское правительство
ref-alignment-ally = союзник
ref-alignment-neutral = нейтральная
ref-alignment-adversary = враждебная
ref-alignment-unmarked = неопределившаяся
ref-posture-hard = жёсткие меры
ref-posture-soft = мягкая линия
ref-posture-unmarked = не определены

## последовательность игры (engine/sequence.py)
pass = Пас
phase-action = Ход { $turn }: фаза действий — { $side }
phase-plots = Ход { $turn }: разрешение терактов
phase-end-of-turn = Конец хода { $turn }
cadre-remove-ask = Фаза действий исламистов: карт не осталось. Убрать вербовщиков (4.8.4) или пасовать?
cadre-remove-option = Убрать вербовщиков: { $country }
cadre-remove-why = По желанию (4.8.4): вербовщики позволяют вербовку (8.2.2), но США могут удалить их (7.4.2)
cadre-removed = Исламисты убирают вербовщиков: { $country }
lapsing-end = Временные события закончились: { $events }

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
op-none = без операции
op-reassessment = Пересмотр
ops-count = { $ops } { $ops ->
    [one] операция
    [few] операции
   *[many] операций
    }
card-label = { $card } ({ $ops } { $ops ->
    [one] операция
    [few] операции
   *[many] операций
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
    [one] операция
    [few] операции
   *[many] операций
    })
how-op-reserves = { $op } с резервами ({ $ops } { $ops ->
    [one] операция
    [few] операции
   *[many] операций
    })
how-reassessment = Пересмотр (со второй картой достоинством 3)
how-reserves = В резервы (+{ $add })
how-none = Операции без эффекта
how-play = Как разыграть карту { $card }?
how-play-note = Как разыграть карту { $card }? { $note }
play-card = Разыграть карту { $card }
event-not-playable-now = (Событие сейчас недопустимо: { $why })
plays-event = { $side } разыгрывают карту { $card } как событие
expends-reserves = { $side } тратят резервы: { $reserves }
plays-ops = { $side } разыгрывают карту { $card }: { $op }
event-will-not-occur = { $card }: событие не произойдёт ({ $why }; 6.3.2.1)
event-does-not-occur = { $card }: событие не происходит ({ $why }; 6.3.2.1)
order-election = Выборы в США происходят всегда (6.3.1): что сначала?
order-opponents-event = { $card } — событие противника, оно тоже происходит (6.3.2): что сначала?
order-event-first = Сначала событие: { $card }
order-ops-first = Сначала: { $op }
op-no-longer-possible = Уже невозможно: { $op }. Выберите операцию
no-operation = Без операции
reserves-now = Резервы ({ $side }) → { $reserves }
no-operation-possible = Никакая операция невозможна
reassessment-second = Пересмотр: выберите вторую карту достоинством 3
reassessment-plays = США разыгрывают карты { $first } и { $second } для пересмотра
posture-switch = Смена взглядов
reassessment-order = Пересмотр: в каком порядке происходят смена взглядов и вызванные события?

## доводы бота США и подсказка (engine/usbot)
usbot-reason = Бот США: { $reason }
usbot-lookahead-failed = { $reason } (просчёт наперёд не удался: { $error }; вместо него приоритеты)
usbot-no-future = { $reason } (ни одно возможное будущее не удалось построить; вместо этого приоритеты)
usbot-searched = { $best }: шансы США на победу { $score }% по итогам { $futures } { $futures ->
        [one] пробной партии, доигранной
       *[other] пробных партий, доигранных
    } до { $horizon ->
        [phase] следующей фазы действий США
        [end] конца
        [one] конца следующей карты США
       *[other] конца следующих карт США ({ $horizon })
    }
usbot-next-best = { $reason } (следующий вариант — { $next }: { $score }%)
usbot-card-for = { $card } — { $how }
usbot-how-event = её событие
usbot-how-reserves = Резервы
usbot-how-nothing = ничего
usbot-how-with-reserves = { $how } с резервами
usbot-priorities-failed = { BARE($prompt) }: { $choice } (приоритеты не сработали: { $error })
usbot-way = в этот ход играет на { $way }; { $reason }
usbot-way-events = события и идеологическую борьбу
usbot-way-prestige = престиж от контртеррористических операций и возвращение войск домой
usbot-way-military = смену режима, развёртывание и тревогу
usbot-card-score = { $card }: карта, которую сейчас выбирают приоритеты США (оценка её лучшего розыгрыша: { $score })
usbot-disrupt = Контртеррористическая операция — { $country }: ячеек { $cells }, войск { $troops }
usbot-alert = Тревога — { $country }: терактов там { $plots }
usbot-answer = { BARE($prompt) }: { $choice }
usbot-woi-posture = Идеологическая борьба — { $country }: привести взгляды к взглядам США
usbot-woi-unmarked = неопределившаяся: сначала проверка
usbot-woi-fair-ally = союзник с нормальным правительством, ресурсов для хорошего: { $resources } (до 12 ресурсов с хорошим правительством не хватает { $short })
usbot-woi-poor-ally = союзник с плохим правительством, в двух шагах от хорошего (ресурсов: { $resources })
usbot-woi-good = уже хорошее правительство
usbot-woi-shift = { $alignment ->
    [neutral] нейтральная страна
   *[other] враждебная страна
    }: сдвинуть к союзнику
usbot-woi = Идеологическая борьба — { $country }: { $pct }%, { $what }
hint-head = Подсказка: { $reason }
hint-line = {"  "}{ $k }. { $what }: { $score }%
hint-only-option = { $option }: единственный вариант
hint-no-lookahead = { $reason } (приоритеты: здесь просчёт наперёд невозможен)
hint-way = в этот ход играйте на { $way }; { $reason }
hint-nothing = здесь просчёт наперёд невозможен; ни один вариант не лучше другого
hint-best = { $best } — лучший из вариантов ({ $options }) в { $tries } { $tries ->
        [one] пробной партии, доигранной
       *[other] пробных партиях, доигранных
    } до { $horizon ->
        [phase] следующей фазы действий США
        [end] конца
       *[other] конца следующей карты США
    }; карты, которых вы не видите, в каждой раздавались случайно (проценты — шансы { $side } на победу по итогам пробных партий)
hint-best-why = { $best } ({ $why }) — лучший из вариантов ({ $options }) в { $tries } { $tries ->
        [one] пробной партии, доигранной
       *[other] пробных партиях, доигранных
    } до { $horizon ->
        [phase] следующей фазы действий США
        [end] конца
       *[other] конца следующей карты США
    }; карты, которых вы не видите, в каждой раздавались случайно (проценты — шансы { $side } на победу по итогам пробных партий)
hint-side-us = США
hint-side-jihadist = исламистов

## модификаторы и шансы (engine/ops/odds.py)
mod = { $what } { $n }
mod-signed = { $n } { $what }
odds-label = { FIT($full, $brief) }
odds-label-full = { $label } — { $short }
roll-mods = { $roll } ({ $mods }) = { $total }
odds-need-note = нужно { $need }+ → { $pct }
odds-need-mods-note = нужно { $need }+: { $mods } → { $pct }

## Операции США (engine/ops/us.py)
mod-prestige = престиж
mod-gwot = ГВСТ
mod-shift-to-good = сдвиг к хорошему
mod-aid = помощь
mod-adjacent-good-ally = соседний союзник с хорошим правительством
mod-events = события
woi-fails-value = Идеологическая борьба — { $country }: провал: правительству «{ $gov }» нужно операций больше, чем { $ops } (4.9.5)
woi-roll = Идеологическая борьба — { $country }: { $roll }: { $verdict ->
    [succeeds] успех
    [fails-by-one] провал на единицу
   *[fails] провал
    } (нужно { $need }+)
woi-no-aid-good = Помощь не ставится — { $country }: при хорошем правительстве идеологическая борьба её не даёт (7.2.2.3)
why-matches-us-posture = { $country }: взгляды совпали со взглядами США
woi-odds-posture-note = Жёсткие меры при { $faces ->
    [any] любом броске
   *[other] броске { $faces }
    }: взгляды как у США ({ $us }) → престиж +1: { $pct }
woi-odds-posture = Идеологическая борьба: { $us }, как у США, { $pct }
woi-odds = Идеологическая борьба { $pct }
woi-odds-tested-note = сначала проверка (плохое при 1-4, нормальное при 5-6), затем нужно { $need }+ → { $pct }
woi-odds-need = Идеологическая борьба { $pct } ({ $need }+)
woi-odds-mods = Идеологическая борьба { $pct } ({ $need }+: { $mods })
troops-track = шкала войск
country-name = { $country }
deploy-done = Развёртывание: войск { $troops }, откуда — { $origin }, куда — { $dest }
rc-roll = Смена режима — { $country }: бросок на правительство { $roll }
rc-result = { $country }: теперь союзник, правительство «{ $gov }»
aid-removed = Помощь убрана — { $country }
disrupt-cadre = Контртеррористическая операция — { $country }: вербовщики убраны
disrupt-activate = Контртеррористическая операция — { $country }: { $cells } { $cells ->
    [one] спящий агент становится активной ячейкой
    [few] спящих агента становятся активными ячейками
   *[many] спящих агентов становятся активными ячейками
    }
disrupt-activate-limited = Контртеррористическая операция — { $country }: { $cells } { $cells ->
    [one] спящий агент становится активной ячейкой
    [few] спящих агента становятся активными ячейками
   *[many] спящих агентов становятся активными ячейками
    } ({ $limits })
why-disrupt-limited = Контртеррористическая операция, { $limits }
why-disrupt-troops = Контртеррористическая операция с войсками
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
    } размещённый теракт — { $country }{ $backlash ->
    [yes] {" (событие Backlash)"}
   *[no] {""}
    }
alert-done = Тревога — { $country }: это был теракт { $plot ->
    [WMD] с ОМП
   *[other] { $plot }
    }; он блокирован
wmd-removed = Теракт с ОМП убран из игры (8.5.5)
woi-where = Идеологическая борьба ({ $ops } { $ops ->
    [one] операция
    [few] операции
   *[many] операций
    }): выберите страну
deploy-from-where = Развёртывание: откуда?
troops-can-move = { $where } (могут уйти: { $troops })
deploy-to-where = Развёртывание, откуда — { $origin }: куда?
deploy-how-many = Развёртывание: { $origin } → { $dest }: сколько войск{ $nato ->
    [yes] {" помимо жетона NATO"}
   *[no] {""}
    }?
rc-where = Смена режима: в какой стране с исламистским правительством?
rc-from-where = Смена режима: откуда войска?
rc-how-many = Смена режима — { $country }: сколько войск (не меньше 6)?
withdraw-where = Вывод войск: из какой страны со сменившимся режимом?
withdraw-to-where = Вывод войск — { $country }: куда?
withdraw-how-many = Вывод войск: { $country } → { $dest }: сколько войск{ $nato ->
    [yes] {" помимо жетона NATO"}
   *[no] {""}
    }?
disrupt-where = Контртеррористическая операция ({ $ops } { $ops ->
    [one] операция
    [few] операции
   *[many] операций
    }): выберите страну
disrupt-fails-value = Контртеррористическая операция — { $country }: провал: не хватает операций для её правительства (4.9.5)
disrupt-which-cells = Контртеррористическая операция — { $country }: какие ячейки?
alert-where = Тревога: блокировать теракт в какой стране?
alert-option = { $country } ({ $plots } { $plots ->
    [one] теракт
    [few] теракта
   *[many] терактов
    })
alert-which-plot = Тревога — { $country }: какой из терактов рубашкой вверх?
nato-ask = NATO: считать жетон NATO (страна: { $country }) двумя из уходящих войск? (жетон убирается и не добавляет кубиков в месте назначения)
nato-yes = Да: жетон NATO уходит (убирается с карты)
nato-no = Нет: жетон NATO остаётся
nato-departs = Жетон NATO засчитывается как 2 уходящих войска (страна: { $country }) и убран
disrupt-remove-actives = убрать активные ячейки: { $cells }
disrupt-activate-sleepers = активировать спящих агентов: { $cells }
woi-label-unmarked = { $country } (неопределившаяся{ $ops ->
    [1] : проверка, затем провал с 1 операцией
    [2] : проверка, провал при плохом
   *[other] : сначала проверка
    })
woi-label = { $country } ({ $gov }, { $alignment })
woi-label-posture = { $country } ({ $posture }: бросок на взгляды)

## Операции исламистов (engine/ops/jihadist.py)
list = { $items }
needs-or-less = {" "}(нужно { $need } или меньше)
recruit-roll = Вербовка — { $country }: { $roll }, { $verdict ->
    [succeeds] успех
   *[fails] провал
    }{ $needs }
recruit-place-ask = Вербовка: успешных размещений { $placements }, а доступных ячеек только { $available }: куда поставить следующую ячейку?
recruit-place-option = { $country } (осталось успехов: { $left })
travel-to-ground = Ячейка уходит в подполье: { $country }
travel-auto = Ячейка перемещается: { $origin } → { $dest }
travel-roll = Перемещение { $origin } → { $dest }: { $roll }, { $verdict ->
    [succeeds] успех
   *[fails] провал
    } (нужно { $need } или меньше)
travel-removed = Ячейка убрана, откуда шла — { $country } (8.3.2)
jihad-major-activate = Большой джихад — { $country }: все ячейки становятся активными
jihad-roll = { $major ->
    [yes] Большой
   *[no] Малый
    } джихад — { $country } (правительство «{ $gov }»): броски { $rolls } → успехов: { $hits }
why-islamist-revolution = Исламская революция
jihad-idle = { $now ->
    [yes] { $country }: правительство теперь плохое, остальные успехи малого джихада ({ $hits }) ничего не дают (8.4.1)
   *[no] { $country }: правительство уже плохое, успехи малого джихада ({ $hits }) ничего не дают (8.4.1)
    }
jihad-surplus = { $country }: теперь исламистское правительство, остальные успехи ({ $hits }) ничего не дают (8.4.2)
jihad-major-one = Большой джихад — { $country }: один успех при плохом правительстве; для исламистского правительства нужно два (8.4.2)
why-failed-jihad = неудачный джихад
plot-roll = Теракт — { $country }: броски { $rolls } → успехов: { $hits }
country-gov-cells = { $country } ({ $gov }, { $cells } { $cells ->
    [one] ячейка
    [few] ячейки
   *[many] ячеек
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
designate-short-rolls = { $op } { $pct } за бросок, бросков { $rolls }: ожидается { DECIMAL_COMMA($expected) }
designate-note = { $op } — { $country }: { $pct } за бросок
designate-note-rolls = { $op } — { $country }: { $pct } за бросок; бросков здесь { $rolls }: ожидается успехов { DECIMAL_COMMA($expected) }
stop-here = Остановиться: использовать только { $used } из { $ops } операций
designate-ask = { $op }, операция { $n } из { $ops }: в какой стране бросить кубик?
travel-note-stay = остаться: уйти в подполье, стать спящим агентом
travel-note-automatic = автоматически
travel-note-unmarked = неопределившаяся: сначала проверка, затем бросок не выше её правительства
travel-note-roll = бросок { $need } или меньше: { $gov }
travel-label = { $country } ({ $note })
travel-odds-note = Перемещение { $origin } → { $dest }: { $pct }{ $tested ->
    [yes] {" (сначала Проверка)"}
   *[no] {""}
    }
travel-odds = Перемещение { $pct }
travel-origin-ask = Перемещение { $n } из { $ops }: из какой страны уходит ячейка?
travel-dest-ask = Перемещение, откуда — { $country }: в какую страну?
jihad-major-ask = Большой джихад — { $country }? (все её спящие агенты становятся активными)
no-plot-available = Нет доступных жетонов теракта
plot-which-marker = Теракт удался — { $country }: какой жетон теракта?
plot-marker = Теракт { $plot ->
    [WMD] с ОМП
   *[other] { $plot }
    }

## поле: шкалы, Проверки, Правительство, Отношение, Ячейки, жетоны (engine/board.py)
why-paren = {" "}({ $why })
marker-placed = Жетон «{ $marker }» выложен — { $country }
marker-placed-box = Жетон «{ $marker }» выложен в область событий
marker-removed = Жетон «{ $marker }» убран ({ $why })
prestige-change = Престиж { $old } → { $new }{ $why }
prestige-stays = Престиж остаётся { $old }, это предел ({ $why })
funding-change = Финансирование { $old } → { $new }{ $why }
funding-stays = Финансирование остаётся { $old }, это предел ({ $why })
why-gwot-penalty = штраф за взгляды на ГВСТ
prestige-roll-mod = {" "}{ $drm } ({ $why }) = { $total }
no-modifier = {" "}(без модификатора)
prestige-roll = Бросок на престиж: кубик { $roll }{ $mod } → { $up ->
    [yes] растёт
   *[no] падает
    } (растёт при 5+); кубики { $a }, { $b }: на меньший, { $amount }
why-prestige-roll = бросок на престиж
why-war-of-ideas = идеологическая борьба
posture-fixed = { $country }: взгляды остаются — { $posture } (4.3.3)
posture-roll = Бросок на взгляды — { $country }: { $roll }{ $drm } → { $result }
us-posture-now = Взгляды США теперь — { $posture }
test-muslim = Проверка — { $country }: { $roll } → правительство «{ $gov }», нейтральная
test-posture = Проверка — { $country }: { $roll } → { $posture }
governance-change = { $country }: правительство { $old } → { $new }{ $why }
why-islamist-revolution-in = Исламская революция — { $country }
why-troops-under-ir = Войска при исламистском правительстве — { $country }
pakistan-arsenal = Пакистанский арсенал: 3 теракта с ОМП становятся доступными (8.4.5)
governance-no-worse = { $country }: правительство уже «{ $gov }», правительство не ухудшается ({ $why })
governance-no-better = { $country }: правительство «{ $gov }», правительство не улучшается ({ $why })
alignment-change = { $country }: отношение { $old } → { $new }{ $why }
aid-placed = Помощь поставлена — { $country }
besieged-placed = Осаждённый режим поставлен — { $country }
no-cell-to-place = { $available ->
    [yes] Нет доступных ячеек на шкале финансирования
   *[no] Нет ячеек на шкале финансирования
    }: ничего не поставлено — { $country }
cells-placed = { $country }: { $cells ->
    [one] поставлена { $cells } ячейка
    [few] поставлены { $cells } ячейки
   *[many] поставлено { $cells } ячеек
    }
cells-placed-why = { $country }: { $cells ->
    [one] поставлена ещё { $cells } ячейка
    [few] поставлены ещё { $cells } ячейки
   *[many] поставлено ещё { $cells } ячеек
    } ({ $why })
cells-removed = { $country }: { $cells ->
    [one] убрана { $cells } ячейка
    [few] убраны { $cells } ячейки
   *[many] убрано { $cells } ячеек
    }{ $why }
cadre-placed = Вербовщики поставлены — { $country }
sadr-removed = Садр убран — { $country }{ $why }
wmd-waits = Теракт с ОМП ждёт возвращения нумерованного жетона теракта, чтобы заменить его (9.3.3)
plot-placed = Теракт поставлен — { $country }
plot-placed-secret = (Теракт — { $country }: { $plot ->
    [WMD] ОМП
   *[other] { $plot }
    })
reshuffle = Перемешивание: колода { $deck } начинается с { $cards } карт

## Теракты (engine/ops/plots.py)
plots-which-next = Разрешение терактов: какой следующий?
plot-in = Теракт { $plot ->
    [WMD] с ОМП
   *[other] { $plot }
    } — { $country }
plot-revealed = Теракт раскрыт — { $country }: { $plot ->
    [WMD] ОМП
   *[other] { $plot }
    }
why-plot-in = Теракт — { $country }
wmd-reroll-ask = Теракт с ОМП — { $country }: выпали взгляды «{ $posture }». Перебросить один раз?
reroll = Перебросить
keep = Оставить
schengen-ask = Теракт в Шенгенской зоне: выберите { $another ->
    [yes] ещё одну
   *[no] одну
    } страну Шенгенской зоны для броска на взгляды
why-wmd-plot-troops = Теракт с ОМП там, где войска — { $country }
why-plot-troops = Теракт там, где войска — { $country }
plot-gov-all-idle = {" "}(правительство уже плохое: без эффекта)
plot-gov-some-idle = {" "}(плохое — предел: без эффекта { $idle })
plot-gov-roll = Теракт, { $dice ->
    [one] бросок
   *[other] броски
    } на правительство — { $country }: { $rolls } → { $hits ->
    [0] успехов нет
   *[other] успехов: { $hits }
    }{ $note }
wmd-plot-removed = Теракт с ОМП убран из игры

## победа (2.1, 2.3, 9.1)
victory = Победа — { $side }: { $reason }
victory-wmd-us = Теракт с ОМП разрешён в США (2.1.2)
victory-good-resources = У мусульманских стран с хорошим правительством 12+ ресурсов (2.1.1)
victory-fair-good = В 15 мусульманских странах нормальное или хорошее правительство (2.1.1)
victory-no-cells = На карте не осталось ячеек исламистов (2.1.1)
victory-ir-resources-solo = Исламистское правительство над 6+ ресурсами (9.1)
victory-ir-resources = Исламистское правительство над 6+ ресурсами, включая две соседние страны (2.1.2)
victory-prestige-poor = Престиж США 1 и 15 мусульманских стран с плохим или исламистским правительством (2.1.2)
victory-end-solo = Конец игры: ресурсов с хорошим правительством меньше { $need } (9.1)
victory-end-us = Конец игры: ресурсов с хорошим правительством { $good } — больше двух раз по { $ir } ресурсов с исламистским правительством (2.3)
victory-end-jihadist = Конец игры: ресурсов с хорошим правительством { $good } — не больше двух раз по { $ir } ресурсов с исламистским правительством (2.3)

## бот-исламист одиночной игры (engine/solo)
solo-say = Бот-исламист: { $text }
solo-ops-major = Операции: большой джихад, так как возможен большой джихад, способный привести к исламистскому правительству (9.4.1)
solo-ops-minor = Операции: малый джихад, так как большой джихад не удастся, а джихад возможен в стране с хорошим или нормальным правительством (9.4.1)
solo-ops-recruit = Операции: вербовка, так как джихад невозможен в стране с хорошим или нормальным правительством, а доступные ячейки есть (9.4.1)
solo-ops-travel = Операции: перемещение, так как джихад невозможен в стране с хорошим или нормальным правительством, а { $gtmo ->
    [yes] действует событие GTMO
   *[no] доступных ячеек нет
    } (9.4.1)
solo-major-jihad = Большой джихад — { $country }, операций: { $ops }: { $why } (9.4.2.3)
solo-minor-jihad = Малый джихад — { $country } (правительство «{ $gov }»), операций: { $ops }: { $why } (9.4.2.4)
solo-no-recruit = нет подходящего места для вербовки: операции уходят на радикализацию (9.4.2.5)
solo-recruit = Вербовка — { $country }, операций: { $ops }: { $why } (9.4.2.5)
solo-recruit-none-left = для вербовки не осталось доступных ячеек: операций на радикализацию — { $ops } (9.4.2.5)
solo-plot-rolls = Броски на теракт: { $reasons } (9.4.2.2)
solo-biometrics = Событие Biometrics: у одного из мест назначения нет соседней ячейки, поэтому операции карты уходят на радикализацию (9.4.2.6)
solo-travel-none = Перемещение, куда — { $country }: ни одна ячейка туда не может; операция уходит на радикализацию (9.4.2.6.1)
solo-travel-last = Перемещение, куда — { $dest } ({ $why }, 9.4.2.6), откуда — { $origin } ({ $owhy }, 9.4.2.6.1): последняя ячейка там перемещается внутри страны (9.4.2.6.1)
solo-travel-itself = Перемещение, куда — { $dest } ({ $why }, 9.4.2.6), из неё же ({ $owhy }, 9.4.2.6.1): ячейка перемещается внутри страны и становится спящим агентом
solo-travel = Перемещение, куда — { $dest } ({ $why }, 9.4.2.6), откуда — { $origin } ({ $owhy }, 9.4.2.6.1)
travel-automatic = Ячейка перемещается: { $origin } → { $dest } (автоматически)
solo-plays = Бот-исламист разыгрывает карту { $card } с верха своей стопки
solo-why-no-cells = Событие { $card } поставило бы ячейки, но на шкале финансирования нет ячеек (9.4.1)
solo-event = Событие { $card }: допустимое событие стороны «{ $side }» (9.4.1)
solo-why-no-plot-country = в таблице терактов нет страны для теракта карты { $card }, поэтому событие пропускается (9.4.2.1)
solo-why-unused = Операции, которые таблицы не смогли использовать
solo-us-event-plot = { $card } — допустимое событие США: теракт, а событие не происходит (9.4.1)
solo-why-plot-unused = Операции, которые таблица терактов не смогла использовать
solo-event-not-playable = { $card }: событие недопустимо; операции (9.4.1)
solo-us-event-not-playable = { $card }: событие США недопустимо; операции (9.4.1)
solo-event-word = Событие
solo-plot-by-event = { $label }: теракт — { $country } ({ $why }, 9.4.2.2 по событию)
solo-plot-random = { $label }: теракт — { $country } (случайно среди стран, которые допускает событие, 9.4.2.1)
solo-shift = { $label }: сдвиг { $alignment ->
    [yes] отношения
   *[no] правительства
    } — { $country } ({ $why }, 9.4.2.4 по событию)
solo-travel-event = { $label }: ячейка перемещается — { $country } (таблица «Куда», 9.4.2.1)
solo-cell-random = { $label }: ячейка — { $country } (случайно среди стран, которые допускает событие, 9.4.2.1)
solo-radicalization = Радикализация, операций: { $ops }: { $why } (9.4.3)
solo-radicalization-cell = Радикализация, 1-я операция: ячейка со шкалы финансирования ставится — { $country } (случайная страна; на шкале есть ячейка)
solo-radicalization-travel = Радикализация, следующая операция: одна ячейка перемещается автоматически (таблица «Куда» со 2-го поля)
solo-radicalization-plot = Радикализация, следующая операция: финансирование ниже 9, теракт ставится — { $country } (случайная страна без исламистского правительства, с ячейкой)
solo-radicalization-unused = Радикализация: нет мусульманских стран с хорошим или нормальным правительством; неиспользованных операций: { $ops }
solo-radicalization-worsen = Радикализация, каждая оставшаяся операция: правительство ухудшается — { $country } (случайная мусульманская страна с хорошим или нормальным правительством)
why-radicalization = Радикализация

## случайная страна (9.5), раздача, подготовка
random-country = Случайная страна: { $text }
random-drawn = { $country } — выбрана случайно среди равно близких стран ({ $n }) (9.5.1)
random-faces = { $country } { $faces }
random-rerolled = { $rerolled } (переброс), { $roll }
random-die = кубик { $roll } среди: { $table } → { $country } (9.5)
random-closest = { $origin } не подходит; ближайшие подходящие (шагов: { $steps }, 9.5.1): { $countries }
random-global = Общая таблица{ $which ->
    [muslim] {" среди мусульманских стран"}
    [non-muslim] {" среди немусульманских стран"}
   *[all] {""}
    } (равновероятно, 9.5) → { $country }
random-schengen = Таблица Шенгенской зоны: кубик { $roll } → { $country } (9.5)
random-shia-mix = Таблица полушиитских стран: кубики { $dice } = { $total } → { $country } (9.5)
you-draw = Вы берёте карту { $card }
deal = Раздача: исламистам карт { $jihadist }, США карт { $us }; в колоде осталось { $deck }
last-turn = Последний ход: оставшихся карт ({ $cards }) не хватит на следующую раздачу (нужно { $needed } при нынешних уровнях): игра закончится при следующем перемешивании (5.3.1)
scenario-start = Сценарий: { $scenario } ({ $period }); { $decks ->
    [1] Стандартная (1 колода)
    [2] Турнир (2 колоды)
   *[3] Кампания (3 колоды)
    }
phase-plots-position = Ход { $turn }: фаза действий США заканчивается; разрешаются теракты (5.2.3)
setup-place-cell = Подготовка: поставьте ячейку { $n } из 3 в любую страну, кроме США
setup-cell-placed = Подготовка: ячейка поставлена — { $country }
setup-schengen-reroll = Подготовка: выберите одну страну Шенгенской зоны, чтобы перебросить её взгляды
country-posture = { $country } ({ $posture })

## таблицы бота одиночной игры, «Где?» (engine/solo/where.py, 9.4.2)
list-semi-then = { $first }; затем { $rest }
why-tie = { $why }; { $tie }
where-only = единственный вариант
where-only-major = единственная страна, где он может удаться
where-only-minor = единственная оставшаяся страна с хорошим или нормальным правительством и ячейкой
where-random-equal = случайно среди равных вариантов ({ $n }) (9.5)
where-random-equals = случайно среди равных (9.5)
where-pakistan-first = сначала Пакистан
where-highest-resources = больше всего ресурсов
where-good-before-fair = Хорошее раньше нормального{ $poor ->
    [yes] {", затем Плохое"}
   *[no] {""}
    }
where-aid = страна с помощью
where-besieged = Осаждённый режим
where-most-troops-cells = больше всего войск и ячеек вместе
where-recruit-1 = 1-й приоритет: смена режима, где войск больше, чем ячеек, на 5 или более
where-recruit-2 = 2-й приоритет: исламистское правительство, где ячеек меньше, чем вдвое больше операций карты
where-recruit-3 = 3-й приоритет: наибольший бросок, нужный для успеха вербовки
where-recruit-3-need = 3-й приоритет: наибольший бросок, нужный для успеха вербовки ({ $need } или меньше)
where-plot-us = сначала США
where-plot-abu-sayyaf = Жетон Abu Sayyaf: Филиппины
where-plot-troops = Престиж выше низкого: страна с войсками
where-plot-us-posture = нет штрафа ГВСТ: страна со взглядами, как у США
where-plot-non-muslim = Финансирование ниже 9: немусульманская страна
where-plot-muslim = Финансирование ниже 9: мусульманская страна или Иран
where-plot-gov-event = Хорошее раньше нормального, затем плохое (теракт по событию)
where-plot-gov-ops = Нормальное раньше хорошего, затем плохое (операция теракт)
where-plot-rolls = бросков { $rolls } — { $country } ({ $why })
where-to-1 = 1-е поле «Куда»: { $what }
where-to-1-any = страна с осаждённым режимом, сменой режима или помощью
where-to-1-rc = Смена режима (без осаждённого режима)
where-to-1-aid = Помощь (без осаждённого режима и смены режима)
where-to-2 = 2-е поле «Куда»: плохое правительство, большой джихад возможен ещё с двумя ячейками
where-to-3 = 3-е поле «Куда»: мусульманская страна с хорошим или нормальным правительством и соседней ячейкой
where-to-4-hard = 4-е поле «Куда»: у США жёсткие меры, неопределившаяся немусульманская страна
where-to-4-soft = 4-е поле «Куда»: у США мягкая линия, немусульманская страна с мягкой линией
where-to-5 = Операции остались: одно случайное место назначения для остальных ячеек
where-from-1 = 1-е поле «Откуда»: исламистское правительство, где ячеек больше, чем операций карты
where-from-2 = 2-е поле «Откуда»: смена режима, где ячеек больше 5
where-from-3 = 3-е поле «Откуда»: соседняя с местом назначения
where-from-4 = 4-е поле «Откуда»: случайная страна с ячейкой
where-from-active = та, где есть незадействованная активная ячейка
where-from-not-dest = не другое место назначения этой карты

## конец хода (engine/sequence.py, 5.2.5)
why-expenditures = Расходы
why-country-under-ir = одна из стран под исламистским правительством
why-diplomacy = Дипломатия

## что изменилось на карте между двумя картинками (engine/view.py board_changes; ru-pictures)
change-governance = { $before } → { $after }
change-alignment = { $before } → { $after }
change-no-alignment = без отношения
change-posture = Взгляды: { $before } → { $after }
change-pieces = { $piece ->
        [troops] Войска
        [sleepers] Спящие ячейки
        [actives] Активные ячейки
        [plots] Теракты
       *[aid] Помощь
    }: { $how ->
        [removed] −
       *[other] +
    }{ $count }
change-cadre = Вербовщики { $placed ->
        [yes] поставлены
       *[no] убраны
    }
change-besieged = Осаждённый режим { $placed ->
        [yes] установлен
       *[no] снят
    }
change-regime-change = { $before } → { $after }
change-rc-placed = { $rc }: { $placed ->
        [yes] жетон поставлен
       *[no] жетон снят
    }
change-rc-green = Смена режима (в этот ход)
change-rc-tan = Смена режима
change-rc-none = нет смены режима
change-marker = { $marker }: { $placed ->
        [yes] жетон поставлен
       *[no] жетон снят
    }
change-track = { $track ->
        [prestige] Престиж
        [funding] Финансирование
        [troops] Войска на шкале
       *[cells] Ячейки на шкале
    } { $before } → { $after }
change-us-posture = Взгляды США: { $before } → { $after }
change-event = { $event }: { $on ->
        [yes] в игре
       *[no] закончилось
    }

## ru-victory: the victory conditions (engine/view.py victory_targets)
victory-label-good-resources = Ресурсы хороших
victory-label-fair-good = Нормальные/хорошие
victory-label-ir-resources = Ресурсы ИП
victory-label-poor-ir = Страны плохие/ИП
victory-label-cells = Ячейки на карте
victory-label-good-at-end = Ресурсы хороших в конце
victory-label-good-vs-ir = Хорошие против 2×ИП
victory-text-us-wins-at = США побеждают при { $n }
victory-text-ir-any = Исламисты побеждают при { $n }, страны любые
victory-text-ir-adjacent = Исламисты: { $n } и 2 соседние страны ИП
victory-text-poor-ir = Исламисты: { $n } при престиже 1 (сейчас { $now })
victory-text-no-cells-solo = США не побеждают без ячеек на карте (9.1)
victory-text-no-cells = США побеждают, когда ячеек не осталось
victory-text-good-at-end = США проигрывают, если в конце меньше { $n }
victory-text-good-vs-ir = США: в конце больше 2×{ $n } (ИП, новая СР)

## ru-victory: refusals (engine/game.py IllegalAction)
illegal-game-over = Партия окончена.
illegal-role = Неизвестная роль { $role }: укажите США (us) или исламисты (jihadist).
illegal-not-your-decision = Сейчас решает игрок стороны «{ $side }», а не «{ $other }».
illegal-option = { $option } нет среди вариантов, доступных сейчас ({ $prompt }).
illegal-card = Карты { $card } нет (карты пронумерованы от 1 до { $count }).
illegal-side = Неизвестная сторона { $side }: укажите США (us) или исламисты (jihadist).

## ru-last: a custom position's problems (engine/position.py PositionError)
position-file-size = файл занимает { $size } байт; позиция может занимать не больше { $limit }
position-not-utf8 = файл — не текст в кодировке `UTF-8`
position-json-deep = вложенность `JSON` слишком глубока
position-not-json = файл — не правильный `JSON` ({ $error })
position-json-data = позиция — это данные `JSON` (объекты, списки, числа и текст)
position-json-size = позиция занимает { $size } байт `JSON`; принимается не больше { $limit }
position-not-object = позиция — это один объект `JSON` ({"{"}...{"}"}), а не `{ $kind }`
position-nested-deep = вложенность `JSON` слишком глубока для позиции
position-object-shallow = позиция — это один объект `JSON`, вложенный не глубже своих полей
position-field = `{ $where }`: { $error }
position-unknown-country = неизвестная страна { $country }
position-phase-needs-hands = для `phase` и `cards_played` нужно ещё и `hands`
position-unknown-marker = `{ $where }`: неизвестная метка { $name }
position-unknown-lapsing = `{ $where }`: неизвестное временное событие { $name }
position-unknown-record-country = `{ $where }`: неизвестная страна { $country }
position-not-muslim-governance = { $country } — не мусульманская страна: её правительство неизменно (4.3.1)
position-alignment-muslim = Отношение есть только у мусульманских стран ({ $country }, 4.2.3)
position-no-posture = у страны { $country } нет ячейки взглядов (для США задайте `us_posture`)
position-aid-muslim = Помощь размещается только в мусульманских странах ({ $country })
position-besieged-muslim = Осаждённый режим и смена режима бывают только в мусульманских странах ({ $country })
position-regime-change-governance = страной со сменившимся режимом может быть только страна с плохим или нормальным правительством ({ $country }, 7.3.4.1)
position-backlash-muslim = Теракт, выбранный событием Backlash, не может быть в стране { $country }: событие Backlash (карта 1) выбирает теракт в мусульманской стране
position-no-governance = в стране { $country } есть фигуры, но нет правительства: отметьте его (4.9.4)
position-too-many-cells = Ячеек на карте: { $count }; в игре их { $total } (4.6.3)
position-too-many-troops = Войск на карте: { $count }; в игре их { $total } (4.6.3)
position-prestige-range = Престиж должен быть от 1 до 12 (4.7.1)
position-funding-range = Финансирование должно быть от 1 до 9 (4.7.4.1)
position-reserves-range = Резервы должны быть от 0 до 2 (6.3.3)
position-too-many-plots = слишком много жетонов теракта с числом { $value } (в игре: 1, 1, 1, 2, 2, 3)
position-too-many-wmd = жетонов теракта ОМП больше, чем шесть в игре (4.7.8.1)
position-unknown-card = неизвестная карта { $card } ({ $where })
position-card-twice = карта { $card } дважды ({ $where })
position-card-in-both = карта { $card } сразу в двух местах: { $first } и { $where }
position-box-hand-us = рука США
position-box-hand-jihadist = рука исламистов
position-box-discard = сброс
position-box-removed = убранные карты
position-box-first-plot = область первого теракта
position-box-lapsing = область временных событий
position-box-deck = колода

# 9.7 Идеология исламистов: действие каждого уровня (engine/view.py IDEOLOGY_EFFECTS)
ideology-effect-normal = без добавочного эффекта (учебный уровень)
ideology-effect-coherent = успешный теракт ставит 2 теракта (8.5.2)
ideology-effect-attractive = успешная вербовка ставит 2 ячейки (8.2.1)
ideology-effect-potent = Большому джихаду нужно лишь на 3 ячейки больше, чем войск (8.4.2)
ideology-effect-infectious = США должны сыграть все свои карты (5.2.4)
ideology-effect-virulent = проваленные броски джихада не снимают ячеек (8.4.3)
