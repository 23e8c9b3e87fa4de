# Что говорят События карт (engine/events/): строки журнала, вопросы, варианты ответа.
# Имена стран и карт стоят в именительном падеже: после двоеточия, тире или в скобках.

## общее для многих Событий
ev-event = Событие: { $card }
ev-by = { $card }
ev-blocked-by = Блокирует: { $card }
ev-country = { $country }
ev-you-draw = Вы берёте карту { $card }
ev-play = Разыграть карту { $card }
ev-discard = Сбросить карту { $card }
ev-op-one = { $op } (1 Операция)
ev-no-operation-possible = Никакая Операция невозможна
ev-which-country = { $card }: какая страна?
ev-remove-cell-from = { $card }: из какой страны убрать Ячейку?
ev-which-rc-country = { $card }: какая страна Смены режима?
ev-a-sleeper-cell = Спящая Ячейка
ev-an-active-cell = Активная Ячейка
ev-sadr = Садр
ev-hand-empty = { $card }: на руке Исламистов нет карт
ev-modifiers = {" "}({ $modifiers }) = { $total }
ev-no-modifiers = {""}

## События США (engine/events/us.py)
ev-posture-choose = { $card }: выберите Взгляды — { $country }
ev-posture-set = { $country }: Взгляды — { $posture } ({ $card })
ev-cell-label = { $country } (Спящих: { $sleepers }, Активных: { $actives }{ $sadr ->
    [yes] , Садр
   *[no] {""}
    })
ev-which-cell-removed = { $card }: какую Ячейку убрать? Страна: { $country }
ev-us-looks-at-hand = { $card }: США смотрят карты на руке Исламистов (карт: { $cards })
ev-hand-holds = { $card }: на руке Исламистов карты { $cards }
ev-hand-holds-none = { $card }: на руке Исламистов нет карт
ev-backlash-ask = { $card }: выберите Теракт в мусульманской стране (он остаётся лицом вниз)
ev-backlash-done = { $card }: когда выбранный Теракт разрешится (страна: { $country }), Финансирование упадёт, а не вырастет
ev-biometrics = { $card }: в этом ходу Ячейки перемещаются только в соседние страны, а в страны с Хорошим правительством — только по броску
ev-nest-face-up = { $card }: Теракт, размещённый в США, открыт: { $plot ->
    [WMD] ОМП
   *[other] { $plot }
    }
ev-nest-face-down = { $card }: Теракт, размещённый в США, остаётся лицом вниз: это не Теракт с ОМП
ev-abbas-no-change = { $card }: Перенапряжение или Исламистское правительство рядом с Израилем: Престиж и Финансирование не меняются
ev-plot-resolved-in = разрешён Теракт, страна: { $country }
ev-place-aid-where = { $card }: в какую страну поместить Помощь?
ev-which-adversary = { $card }: какая Враждебная страна?
ev-covert-action-roll = { $card }: { $country } — бросок { $roll } ({ $ok ->
    [yes] успех
   *[no] неудача
    }, нужно 4+)
ev-jihadist-discards = { $card }: Исламисты сбрасывают карту { $discarded }
ev-hand-shuffled = { $card }: карты на руке Исламистов перемешаны
ev-no-cell-in-either = { $card }: нет Ячеек ни в стране { $first }, ни в стране { $second }
ev-reserves-plus-one = В Резервы (+1)
ev-intel-op = { $card }: проведите Операцию достоинством 1
ev-us-reserves = Резервы США → { $reserves }
ev-intel-no-card = { $card }: у США не осталось карт для дополнительного розыгрыша
ev-intel-extra = { $card }: разыграть сейчас дополнительную карту?
ev-no-extra-card = Без дополнительной карты
ev-intel-plays = { $card }: США разыгрывают дополнительную карту { $played }
ev-us-draws = { $card }: США берут карту
ev-lets-roll-ask = { $card }: какой Теракт раскрыть и убрать?
ev-posture-which-country = { $card }: Взгляды какой страны выбрать?
ev-predator-no-cell = { $card }: ни в одной мусульманской стране нет Ячеек
ev-remove-cell-from-muslim = { $card }: из какой мусульманской страны убрать Ячейку?
ev-sharia-none = { $card }: на карте нет Осаждённого режима
ev-sharia-ask = { $card }: из какой страны убрать жетон Осаждённого режима?
ev-besieged-removed = Осаждённый режим убран: { $country } ({ $card })
ev-blair-ask = { $card }: Идеологическая борьба в стране Шенгенской зоны (уже { $done } из 3)?
ev-country-posture = { $country } ({ $posture ->
    [hard] Жёсткие меры
    [soft] Мягкая линия
   *[other] Неопределившаяся
    })
ev-no-more = Больше не надо
ev-unnb-roll = { $card }: Идеологическая борьба, { $country }: { $roll }{ $modifiers }{ $ok ->
    [yes] : успех (нужно 5+)
   *[no] : неудача, без эффекта (нужно 5+)
    }
ev-cadre-removed = Вербовщики убраны: { $country } ({ $card })
ev-back-channel-ask = { $card }: сбросить карту, достоинство которой равно Ресурсам Враждебной страны?
ev-discard-nothing = Ничего не сбрасывать (без эффекта)
ev-us-discards-nothing = { $card }: США ничего не сбрасывают
ev-back-channel-which = { $card }: какая Враждебная страна с Ресурсами { $resources }?
ev-us-discards = { $card }: США сбрасывают карту { $discarded }
ev-us-takes-random = { $card }: США берут случайную карту с руки Исламистов
ev-you-take = Вы берёте карту { $card }
ev-us-took = США взяли карту { $card }
ev-jihadist-discards-random = { $card }: Исламисты сбрасывают случайную карту { $discarded }
ev-troops-track = трек Войск
ev-troops-can-move = { $place } (можно переместить: { $troops })
ev-wmd-rc-ask = { $card }: провести Смену режима сейчас Операциями этой карты (3)? Страна: { $country }
ev-rc-now = Смена режима сейчас
ev-not-now = Не сейчас
ev-rc-in = Смена режима: { $country }
ev-libyan-deal-ask = { $card }: Взгляды какой страны Шенгенской зоны выбрать ({ $nth } из 2)?
ev-improve-which-rc = { $card }: какую страну Смены режима улучшить?
ev-nato-leaves = Жетон «{ $card }» покидает страну: { $country }
ev-improve-which = { $card }: какую страну улучшить?
ev-itjihad-solo = { $card }: в этом ходу События Исламистов и Нейтральные События недопустимы в Фазах действий Исламистов
ev-itjihad-two = { $card }: в этом ходу Исламисты разыгрывают случайные карты со своей руки

## События Исламистов (engine/events/jihadist.py)
ev-country-gov-cells = { $country } ({ $governance }, Ячеек: { $cells })
ev-no-cell-on-track = { $card }: на треке Финансирования нет Ячеек — ничего не происходит
ev-one-cell-left = { $card }: осталась одна Ячейка. Куда её поместить?
ev-us-hand-empty = На руке США нет карт: сбрасывать нечего
ev-jihadist-draws = Исламисты берут карту
ev-no-ally = { $card }: нет Союзника, чьё Отношение можно сдвинуть
ev-which-ally-neutral = { $card }: какой Союзник становится Нейтральным?
ev-no-wmd-left = { $card }: в коробке не осталось Терактов с ОМП
ev-wmd-available = { $card }: Теракт с ОМП становится Доступным
ev-wmd-roll = { $card }: { $country } — бросок { $roll }, { $ok ->
    [yes] успех
   *[no] неудача
    } (нужно { $need } или меньше)
ev-no-second-card = { $card }: нет второй карты для розыгрыша
ev-second-card-ask = { $card }: какую карту разыграть второй?
ev-card-ops = { $card } (Операций: { $ops })
ev-second-card-plays = { $card }: Исламисты разыгрывают вместе с ней карту { $played } (Операций: { $ops })
ev-country-governance = { $country } ({ $governance ->
    [1] Хорошее
    [2] Нормальное
    [3] Плохое
    [4] Исламистское правительство
   *[other] Неопределившаяся
    })
ev-no-cell-can-travel = { $card }: ни одна Ячейка не может Переместиться
ev-no-more-cells = Больше никаких Ячеек
ev-no-cell-travels = Ни одна Ячейка не Перемещается
ev-travel-dest-ask = { $card }: куда Перемещается Ячейка { $nth } из 2?
ev-travel-origin-ask = { $card }: из какой страны Перемещается Ячейка? Цель: { $country }
ev-goes-to-ground = { $card }: Ячейка уходит в подполье, страна: { $country }
ev-cell-travels = { $card }: Ячейка Перемещается: { $origin } → { $dest }
ev-bot-travel-origin = Бот Исламистов: { $card }: Ячейка для цели «{ $dest }» приходит из страны: { $origin } ({ $why }, 9.4.2.6.1)
ev-bot-travel-within = Бот Исламистов: последняя Ячейка остаётся и Перемещается внутри страны: { $country } (9.4.2.6.1)
ev-gadahn-rolls = Вербовка в США: броски { $rolls } (успех на 1-2)
ev-place-cell-either = { $card }: поместить Ячейку — { $first } или { $second }?
ev-bot-global = Бот Исламистов: { $what } — { $country } (бросок по Глобальной таблице, затем ближайшая подходящая страна, 9.4.2.1)
ev-madrassas-own-roll = { $card }: бросок Вербовки за её 1 Операцию
ev-madrassas-second-rolls = { $card }: { $rolls ->
    [one] { $rolls } бросок
    [few] { $rolls } броска
   *[many] { $rolls } бросков
    } Вербовки за вторую карту
ev-madrassas-where = { $card }: где бросается кубик Вербовки { $nth } из { $total }?
ev-recruit-roll = { $card }: Вербовка, { $country } — { $roll }, { $ok ->
    [yes] успех
   *[no] неудача
    }
ev-sadr-placed = Садр размещён, страна: { $country }. Он считается там Активной Ячейкой
ev-amerithrax-none = { $card }: у США на руке нет карт США
ev-amerithrax-ask = { $card }: сбросьте одну из своих карт США достоинством { $ops }
ev-card = { $card }
ev-detainee-ask = { $card }: поместите Ячейку туда, где США провели Контртеррористическую операцию
ev-marker-removed-in = { $card }: жетон «{ $marker }» убран, страна: { $country }
ev-which-effect = { $card }: какой эффект?
ev-becomes-posture = { $country }: Взгляды — { $posture }
ev-test-and-shift = Проверка: { $country }, затем сдвиг Отношения к Враждебной
ev-card-country-now = { $card }: { $country } — теперь { $posture }
ev-roll-where = { $card }: в какой стране бросать?
ev-pirates = { $card }: Финансирование не уменьшается
ev-country-now = { $country } — теперь { $posture }
ev-shift-adversary-ask = { $card }: Отношение какой страны сдвинуть к Враждебной?
ev-videos-roll = { $card }: бросок Вербовки { $nth } из 3
ev-videos-ask = { $card }: страна { $nth } из 3 (без Ячеек) для Вербовки
ev-cadre-placed = Вербовщики размещены: { $country }
ev-leak-ask = { $card }: какая программа раскрыта?
ev-marker = { $marker }
ev-leak-flipped = { $card }: жетон «{ $marker }» перевёрнут стороной «{ $card }» и Блокирован
ev-shia-mix-roll = { $card }: бросок по таблице полушиитских стран { $total } → { $country }
ev-shia-mix-ask = { $card }: в какую полушиитскую страну поместить Ячейку?
ev-martyrdom-ask = { $card }: какая страна (там теряется Ячейка и размещаются два Теракта)?
ev-which-cell-lost = { $card }: какая Ячейка теряется? Страна: { $country }
ev-sadr-removed = Садр убран, страна: { $country }
ev-no-plot-available = { $card }: нет Доступных жетонов Теракта
ev-martyrdom-plot-ask = { $card }: какой жетон Теракта поместить, страна: { $country } ({ $nth ->
    [first] первый
   *[other] второй
    } из двух)?
ev-plot-value = Теракт { $plot ->
    [WMD] с ОМП
   *[other] { $plot }
    }
ev-quagmire-ask = { $card }: Событие какой сброшенной карты происходит первым?
ev-raq-first = { $card }: первая неопределившаяся мусульманская страна
ev-raq-second = { $card }: вторая неопределившаяся мусульманская страна
ev-raq-how-many = { $card }: осталось Ячеек: { $cells }. Сколько получает { $country }?
ev-worsen-which = { $card }: какой стране ухудшить Правительство?

## Нейтральные События (engine/events/unassociated.py)
ev-posture-title = { $posture ->
    [hard] Жёсткие меры
    [soft] Мягкая линия
   *[other] Неопределившаяся
    }
ev-country-bits = { $country } ({ $state }{ $cells ->
    [0] {""}
   *[other] , Ячеек: { $cells }
    }{ $troops ->
    [0] {""}
   *[other] , Войск: { $troops }
    })
ev-shia-mix-table = Таблица полушиитских стран: { $total } → { $country }
ev-which-cell-leaves = { $card }: какая Ячейка уходит? Страна: { $country }
ev-no-suitable-plot = { $card }: нет подходящего Доступного жетона Теракта
ev-which-plot-marker = { $card }: какой жетон Теракта поместить? Страна: { $country }
ev-you-draw-by = Вы берёте карту { $card } ({ $by })
ev-side-draws = { $side } берут { $cards ->
    [one] { $cards } карту
    [few] { $cards } карты
   *[many] { $cards } карт
    } ({ $by })
ev-danish-posture-ask = { $card }: США определяют Взгляды страны: { $country }
ev-posture-set-to = { $country }: Взгляды — { $posture }
ev-danish-plot-ask = { $card }: в какую мусульманскую страну поместить Теракт?
ev-fatwa = { $card }: каждая сторона берёт случайную карту с руки противника
ev-you-give-receive = Вы отдаёте карту { $given } и получаете карту { $received }
ev-fatwa-no-op = { $card }: никакая Операция достоинством 1 невозможна
ev-fatwa-ask = { $card }: какую Операцию провести за 1 Операцию?
ev-fatwa-conducts = { $side }: { $op } за 1 Операцию карты «{ $card }»
ev-no-cell-left-on-track = { $card }: на треке Финансирования не осталось Ячеек
ev-hamas-ask = { $card }: США сбрасывают карту по своему выбору
ev-by-troops-level = { $card }: { $level ->
    [overstretch] Перенапряжение
   *[other] Малая интенсивность
    }
ev-hizb-war = { $card }: США ведут Войну — без эффекта
ev-governance-roll = { $card }: бросок Правительства, { $country } — { $roll } → { $governance }
ev-hizballah-none = { $card }: ни в одной полушиитской стране в пределах 3 от страны { $country } нет Ячеек
ev-none-good-or-fair = { $card }: ни одна полушиитская страна не имеет Хорошего или Нормального правительства
ev-select-shia-mix = { $card }: выберите полушиитскую страну
ev-iran-islamist-rule = { $card }: { $country } — Исламистское правительство, Событие на неё не действует
ev-iran-rolls = { $card }: броски Джихада, { $country } ({ $governance }): { $first }, { $second } → { $hits ->
    [one] { $hits } успех
    [few] { $hits } успеха
   *[many] { $hits } успехов
    }
ev-jaysh-none = { $card }: ни одна подходящая страна не имеет Хорошего или Нормального правительства — без эффекта
ev-jaysh-ask = { $card }: какая полушиитская страна с Ячейками и Войсками?
ev-already-governance = { $card }: { $country } — уже { $governance }, без изменений
ev-neither-worsened = { $card }: Правительство не ухудшается ни в стране { $first }, ни в стране { $second }
ev-worsen-governance-ask = { $card }: в какой стране ухудшить Правительство?
ev-zarqawi-ask = { $card }: какая страна с Войсками получает 3 Ячейки и Теракт 2?
ev-no-plot-2 = { $card }: нет Доступного Теракта 2
ev-gtmo = { $card }: до конца хода никаких Операций Вербовки
ev-place-plot-where = { $card }: в какую страну поместить Теракт?
ev-plot-v = { $plot ->
    [WMD] ОМП
   *[other] { $plot }
    }
ev-ksm-removed = { $card }: { $plots ->
    [one] Теракт убран
   *[other] Теракты убраны
    }, страна: { $country } ({ $values })
ev-ksm-none = { $card }: Теракт поместить некуда
ev-ksm-ask = { $card }: в какую страну с Ячейкой поместить Теракт?
ev-oil-option = { $card }, { $place ->
    [discard] сброс
    [lapsing] область Временных Событий
   *[other] область первого теракта
    }
ev-oil-none = { $card }: взять нечего
ev-oil-ask = { $card }: какую карту взять на руку?
ev-oil-takes = { $side } берут карту { $taken } — { $place ->
    [discard] из сброса
    [lapsing] из области Временных Событий
   *[other] из области первого теракта
    } ({ $card })
ev-under-ir-no-effect = { $card }: { $country } — Исламистское правительство, без эффекта
ev-by-gwot-penalty = { $card }: { $penalty ->
    [no] без штрафа ГВСТ
   *[yes] штраф ГВСТ
    }

## что меняет действующее Событие (причины, которые называют его правила)
ev-sadr-not-disrupted = против Садра нельзя провести Контртеррористическую операцию
ev-in-effect = действует «{ $card }»
ev-is-in-effect = действует «{ $card }»
