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
ev-op-one = { $op } (1 операция)
ev-no-operation-possible = Никакая операция невозможна
ev-which-country = { $card }: какая страна?
ev-remove-cell-from = { $card }: из какой страны убрать ячейку?
ev-which-rc-country = { $card }: какая страна со сменившимся режимом?
ev-a-sleeper-cell = Спящая ячейка
ev-an-active-cell = Активная ячейка
ev-sadr = Садр
ev-hand-empty = { $card }: на руке исламистов нет карт
ev-modifiers = {" "}({ $modifiers }) = { $total }
ev-no-modifiers = {""}

## События США (engine/events/us.py)
ev-posture-choose = { $card }: выберите взгляды — { $country }
ev-posture-set = { $country }: взгляды — { $posture } ({ $card })
ev-cell-label = { $country } (спящих: { $sleepers }, активных: { $actives }{ $sadr ->
    [yes] , Садр
   *[no] {""}
    })
ev-which-cell-removed = { $card }: какую ячейку убрать? Страна: { $country }
ev-us-looks-at-hand = { $card }: США смотрят карты на руке исламистов (карт: { $cards })
ev-hand-holds = { $card }: на руке исламистов карты { $cards }
ev-hand-holds-none = { $card }: на руке исламистов нет карт
ev-backlash-ask = { $card }: выберите теракт в мусульманской стране (он остаётся лицом вниз)
ev-backlash-done = { $card }: когда выбранный теракт разрешится (страна: { $country }), финансирование упадёт, а не вырастет
ev-biometrics = { $card }: в этом ходу ячейки перемещаются только в соседние страны, а в страны с хорошим правительством — только по броску
ev-nest-face-up = { $card }: теракт, размещённый в США, открыт: { $plot ->
    [WMD] ОМП
   *[other] { $plot }
    }
ev-nest-face-down = { $card }: теракт, размещённый в США, остаётся лицом вниз: это не теракт с ОМП
ev-abbas-no-change = { $card }: перенапряжение или исламистское правительство рядом с Израилем: престиж и финансирование не меняются
ev-plot-resolved-in = разрешён теракт, страна: { $country }
ev-place-aid-where = { $card }: в какую страну поместить помощь?
ev-which-adversary = { $card }: какая враждебная страна?
ev-covert-action-roll = { $card }: { $country } — бросок { $roll } ({ $ok ->
    [yes] успех
   *[no] неудача
    }, нужно 4+)
ev-jihadist-discards = { $card }: исламисты сбрасывают карту { $discarded }
ev-hand-shuffled = { $card }: карты на руке исламистов перемешаны
ev-no-cell-in-either = { $card }: нет ячеек ни в стране { $first }, ни в стране { $second }
ev-reserves-plus-one = В резервы (+1)
ev-intel-op = { $card }: проведите операцию достоинством 1
ev-us-reserves = Резервы США → { $reserves }
ev-intel-no-card = { $card }: у США не осталось карт для дополнительного розыгрыша
ev-intel-extra = { $card }: разыграть сейчас дополнительную карту?
ev-no-extra-card = Без дополнительной карты
ev-intel-plays = { $card }: США разыгрывают дополнительную карту { $played }
ev-us-draws = { $card }: США берут карту
ev-lets-roll-ask = { $card }: какой теракт раскрыть и убрать?
ev-posture-which-country = { $card }: взгляды какой страны выбрать?
ev-predator-no-cell = { $card }: ни в одной мусульманской стране нет ячеек
ev-remove-cell-from-muslim = { $card }: из какой мусульманской страны убрать ячейку?
ev-sharia-none = { $card }: на карте нет осаждённого режима
ev-sharia-ask = { $card }: из какой страны убрать жетон осаждённого режима?
ev-besieged-removed = Осаждённый режим убран: { $country } ({ $card })
ev-blair-ask = { $card }: идеологическая борьба в стране Шенгенской зоны (уже { $done } из 3)?
ev-country-posture = { $country } ({ $posture ->
    [hard] жёсткие меры
    [soft] мягкая линия
   *[other] неопределившаяся
    })
ev-no-more = Больше не надо
ev-unnb-roll = { $card }: идеологическая борьба, { $country }: { $roll }{ $modifiers }{ $ok ->
    [yes] : успех (нужно 5+)
   *[no] : неудача, без эффекта (нужно 5+)
    }
ev-cadre-removed = Вербовщики убраны: { $country } ({ $card })
ev-back-channel-ask = { $card }: сбросить карту, достоинство которой равно ресурсам враждебной страны?
ev-discard-nothing = Ничего не сбрасывать (без эффекта)
ev-us-discards-nothing = { $card }: США ничего не сбрасывают
ev-back-channel-which = { $card }: какая враждебная страна с ресурсами { $resources }?
ev-us-discards = { $card }: США сбрасывают карту { $discarded }
ev-us-takes-random = { $card }: США берут случайную карту с руки исламистов
ev-you-take = Вы берёте карту { $card }
ev-us-took = США взяли карту { $card }
ev-jihadist-discards-random = { $card }: исламисты сбрасывают случайную карту { $discarded }
ev-troops-track = трек войск
ev-troops-can-move = { $place } (можно переместить: { $troops })
ev-wmd-rc-ask = { $card }: провести смену режима сейчас операциями этой карты (3)? Страна: { $country }
ev-rc-now = Смена режима сейчас
ev-not-now = Не сейчас
ev-rc-in = Смена режима: { $country }
ev-libyan-deal-ask = { $card }: взгляды какой страны Шенгенской зоны выбрать ({ $nth } из 2)?
ev-improve-which-rc = { $card }: какую страну со сменившимся режимом улучшить?
ev-nato-leaves = Жетон «{ $card }» покидает страну: { $country }
ev-improve-which = { $card }: какую страну улучшить?
ev-itjihad-solo = { $card }: в этом ходу события исламистов и нейтральные события недопустимы в фазах действий исламистов
ev-itjihad-two = { $card }: в этом ходу исламисты разыгрывают случайные карты со своей руки

## События Исламистов (engine/events/jihadist.py)
ev-country-gov-cells = { $country } ({ $governance }, ячеек: { $cells })
ev-no-cell-on-track = { $card }: на треке финансирования нет ячеек — ничего не происходит
ev-one-cell-left = { $card }: осталась одна ячейка. Куда её поместить?
ev-us-hand-empty = На руке США нет карт: сбрасывать нечего
ev-jihadist-draws = Исламисты берут карту
ev-no-ally = { $card }: нет союзника, чьё отношение можно сдвинуть
ev-which-ally-neutral = { $card }: какой союзник становится нейтральным?
ev-no-wmd-left = { $card }: в коробке не осталось терактов с ОМП
ev-wmd-available = { $card }: теракт с ОМП становится доступным
ev-wmd-roll = { $card }: { $country } — бросок { $roll }, { $ok ->
    [yes] успех
   *[no] неудача
    } (нужно { $need } или меньше)
ev-no-second-card = { $card }: нет второй карты для розыгрыша
ev-second-card-ask = { $card }: какую карту разыграть второй?
ev-card-ops = { $card } (операций: { $ops })
ev-second-card-plays = { $card }: исламисты разыгрывают вместе с ней карту { $played } (операций: { $ops })
ev-country-governance = { $country } ({ $governance ->
    [1] хорошее
    [2] нормальное
    [3] плохое
    [4] исламистское правительство
   *[other] неопределившаяся
    })
ev-no-cell-can-travel = { $card }: ни одна ячейка не может переместиться
ev-no-more-cells = Больше никаких ячеек
ev-no-cell-travels = Ни одна ячейка не перемещается
ev-travel-dest-ask = { $card }: куда перемещается ячейка { $nth } из 2?
ev-travel-origin-ask = { $card }: из какой страны перемещается ячейка? Цель: { $country }
ev-goes-to-ground = { $card }: ячейка уходит в подполье, страна: { $country }
ev-cell-travels = { $card }: ячейка перемещается: { $origin } → { $dest }
ev-bot-travel-origin = Бот исламистов: { $card }: ячейка для цели «{ $dest }» приходит из страны: { $origin } ({ $why }, 9.4.2.6.1)
ev-bot-travel-within = Бот исламистов: последняя ячейка остаётся и перемещается внутри страны: { $country } (9.4.2.6.1)
ev-gadahn-rolls = Вербовка в США: броски { $rolls } (успех на 1-2)
ev-place-cell-either = { $card }: поместить ячейку — { $first } или { $second }?
ev-bot-global = Бот исламистов: { $what } — { $country } (бросок по глобальной таблице, затем ближайшая подходящая страна, 9.4.2.1)
ev-madrassas-own-roll = { $card }: бросок вербовки за её 1 операцию
ev-madrassas-second-rolls = { $card }: { $rolls ->
    [one] { $rolls } бросок
    [few] { $rolls } броска
   *[many] { $rolls } бросков
    } вербовки за вторую карту
ev-madrassas-where = { $card }: где бросается кубик вербовки { $nth } из { $total }?
ev-recruit-roll = { $card }: вербовка, { $country } — { $roll }, { $ok ->
    [yes] успех
   *[no] неудача
    }
ev-sadr-placed = Садр размещён, страна: { $country }. Он считается там активной ячейкой
ev-amerithrax-none = { $card }: у США на руке нет карт США
ev-amerithrax-ask = { $card }: сбросьте одну из своих карт США достоинством { $ops }
ev-card = { $card }
ev-detainee-ask = { $card }: поместите ячейку туда, где США провели контртеррористическую операцию
ev-marker-removed-in = { $card }: жетон «{ $marker }» убран, страна: { $country }
ev-which-effect = { $card }: какой эффект?
ev-becomes-posture = { $country }: взгляды — { $posture }
ev-test-and-shift = Проверка: { $country }, затем сдвиг отношения к враждебной
ev-card-country-now = { $card }: { $country } — теперь { $posture }
ev-roll-where = { $card }: в какой стране бросать?
ev-pirates = { $card }: финансирование не уменьшается
ev-country-now = { $country } — теперь { $posture }
ev-shift-adversary-ask = { $card }: отношение какой страны сдвинуть к враждебной?
ev-videos-roll = { $card }: бросок вербовки { $nth } из 3
ev-videos-ask = { $card }: страна { $nth } из 3 (без ячеек) для вербовки
ev-cadre-placed = Вербовщики размещены: { $country }
ev-leak-ask = { $card }: какая программа раскрыта?
ev-marker = { $marker }
ev-leak-flipped = { $card }: жетон «{ $marker }» перевёрнут стороной «{ $card }» и блокирован
ev-shia-mix-roll = { $card }: бросок по таблице полушиитских стран { $total } → { $country }
ev-shia-mix-ask = { $card }: в какую полушиитскую страну поместить ячейку?
ev-martyrdom-ask = { $card }: какая страна (там теряется ячейка и размещаются два теракта)?
ev-which-cell-lost = { $card }: какая ячейка теряется? Страна: { $country }
ev-sadr-removed = Садр убран, страна: { $country }
ev-no-plot-available = { $card }: нет доступных жетонов теракта
ev-martyrdom-plot-ask = { $card }: какой жетон теракта поместить, страна: { $country } ({ $nth ->
    [first] первый
   *[other] второй
    } из двух)?
ev-plot-value = Теракт { $plot ->
    [WMD] с ОМП
   *[other] { $plot }
    }
ev-quagmire-ask = { $card }: событие какой сброшенной карты происходит первым?
ev-raq-first = { $card }: первая неопределившаяся мусульманская страна
ev-raq-second = { $card }: вторая неопределившаяся мусульманская страна
ev-raq-how-many = { $card }: осталось ячеек: { $cells }. Сколько получает { $country }?
ev-worsen-which = { $card }: какой стране ухудшить правительство?

## Нейтральные События (engine/events/unassociated.py)
ev-posture-title = { $posture ->
    [hard] Жёсткие меры
    [soft] Мягкая линия
   *[other] Неопределившаяся
    }
ev-country-bits = { $country } ({ $state }{ $cells ->
    [0] {""}
   *[other] , ячеек: { $cells }
    }{ $troops ->
    [0] {""}
   *[other] , войск: { $troops }
    })
ev-shia-mix-table = Таблица полушиитских стран: { $total } → { $country }
ev-which-cell-leaves = { $card }: какая ячейка уходит? Страна: { $country }
ev-no-suitable-plot = { $card }: нет подходящего доступного жетона теракта
ev-which-plot-marker = { $card }: какой жетон теракта поместить? Страна: { $country }
ev-you-draw-by = Вы берёте карту { $card } ({ $by })
ev-side-draws = { $side } берут { $cards ->
    [one] { $cards } карту
    [few] { $cards } карты
   *[many] { $cards } карт
    } ({ $by })
ev-danish-posture-ask = { $card }: США определяют взгляды страны: { $country }
ev-posture-set-to = { $country }: взгляды — { $posture }
ev-danish-plot-ask = { $card }: в какую мусульманскую страну поместить теракт?
ev-fatwa = { $card }: каждая сторона берёт случайную карту с руки противника
ev-you-give-receive = Вы отдаёте карту { $given } и получаете карту { $received }
ev-fatwa-no-op = { $card }: никакая операция достоинством 1 невозможна
ev-fatwa-ask = { $card }: какую операцию провести за 1 операцию?
ev-fatwa-conducts = { $side }: { $op } за 1 операцию карты { $card }
ev-no-cell-left-on-track = { $card }: на треке финансирования не осталось ячеек
ev-hamas-ask = { $card }: США сбрасывают карту по своему выбору
ev-by-troops-level = { $card }: { $level ->
    [overstretch] перенапряжение
   *[other] малая интенсивность
    }
ev-hizb-war = { $card }: США ведут войну — без эффекта
ev-governance-roll = { $card }: бросок правительства, { $country } — { $roll } → { $governance }
ev-hizballah-none = { $card }: ни в одной полушиитской стране в пределах 3 от страны { $country } нет ячеек
ev-none-good-or-fair = { $card }: ни одна полушиитская страна не имеет хорошего или нормального правительства
ev-select-shia-mix = { $card }: выберите полушиитскую страну
ev-iran-islamist-rule = { $card }: { $country } — исламистское правительство, событие на неё не действует
ev-iran-rolls = { $card }: броски джихада, { $country } ({ $governance }): { $first }, { $second } → { $hits ->
    [one] { $hits } успех
    [few] { $hits } успеха
   *[many] { $hits } успехов
    }
ev-jaysh-none = { $card }: ни одна подходящая страна не имеет хорошего или нормального правительства — без эффекта
ev-jaysh-ask = { $card }: какая полушиитская страна с ячейками и войсками?
ev-already-governance = { $card }: { $country } — уже { $governance }, без изменений
ev-neither-worsened = { $card }: правительство не ухудшается ни в стране { $first }, ни в стране { $second }
ev-worsen-governance-ask = { $card }: в какой стране ухудшить правительство?
ev-zarqawi-ask = { $card }: какая страна с войсками получает 3 ячейки и теракт 2?
ev-no-plot-2 = { $card }: нет доступного теракта 2
ev-gtmo = { $card }: до конца хода никаких операций вербовки
ev-place-plot-where = { $card }: в какую страну поместить теракт?
ev-plot-v = { $plot ->
    [WMD] ОМП
   *[other] { $plot }
    }
ev-ksm-removed = { $card }: { $plots ->
    [one] теракт убран
   *[other] теракты убраны
    }, страна: { $country } ({ $values })
ev-ksm-none = { $card }: теракт поместить некуда
ev-ksm-ask = { $card }: в какую страну с ячейкой поместить теракт?
ev-oil-option = { $card }, { $place ->
    [discard] сброс
    [lapsing] область временных событий
   *[other] область первого теракта
    }
ev-oil-none = { $card }: взять нечего
ev-oil-ask = { $card }: какую карту взять на руку?
ev-oil-takes = { $side } берут карту { $taken } — { $place ->
    [discard] из сброса
    [lapsing] из области временных событий
   *[other] из области первого теракта
    } ({ $card })
ev-opium-islamist-rule = { $card }: { $country } — исламистское правительство, поэтому туда же идут все ячейки, оставшиеся на треке финансирования
ev-under-ir-no-effect = { $card }: { $country } — исламистское правительство, без эффекта
ev-by-gwot-penalty = { $card }: { $penalty ->
    [no] без штрафа ГВСТ
   *[yes] штраф ГВСТ
    }

## что меняет действующее Событие (причины, которые называют его правила)
ev-sadr-not-disrupted = против Садра нельзя провести контртеррористическую операцию
ev-in-effect = действует событие { $card }
ev-is-in-effect = действует событие { $card }
