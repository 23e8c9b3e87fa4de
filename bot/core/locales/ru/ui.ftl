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

## сервис: стороны, фазы, уровни
role-us = США
role-jihadist = Исламисты
role-nobody = никто
the-bot = бот ({ $side })
a-channel-manager = модератор канала
phase-name-setup = Подготовка
phase-name-jihadist = Фаза действий исламистов
phase-name-us = Фаза действий США
phase-name-plots = Розыгрыш терактов
phase-name-end-of-turn = Конец хода
phase-name-over = Игра окончена
level-low = низкий
level-medium = средний
level-high = высокий
level-very-high = очень высокий
level-tight = скудное
level-moderate = умеренное
level-ample = обильное
level-low-intensity = Малая интенсивность
level-war = Война
level-overstretch = Перенапряжение
level-hard = Жёсткие меры
level-soft = Мягкая линия
level-even = равновесие
level-normal = обычная
level-coherent = последовательная
level-attractive = притягательная
level-potent = мощная
level-infectious = заразительная
level-virulent = ядовитая
duration-min = { $minutes } мин
duration-h = { $hours } ч
duration-days =
    { $days ->
        [one] { $days } день
        [few] { $days } дня
       *[many] { $days } дней
    }
none = нет
empty = (пусто)

## сервис: жизнь партии
game-what =
    { $scenario }, { $players ->
        [solo] на одного игрока
       *[two] на двух игроков
    }, { $length ->
        [1] Стандарт (одна колода)
        [2] Финал турнира (две колоды)
       *[3] Кампания (три колоды)
    }
game-what-us-bot = , против бота США ({ $level })
game-what-ideology = , идеология исламистов: { $ideology }
game-opened = { $name } открывает партию №{ $game }: { $what }.
sits-as = { $name } играет за сторону «{ $side }».
use-start = Начните командой `start`.
waiting-for-player = Ждём игрока за сторону «{ $side }»: `join`.
all-seats-taken = Все места заняты: начните командой `start`.
leaves-seat = { $name } освобождает место стороны «{ $side }».
game-begins = Партия №{ $game } начинается ({ $seats }).
waiting-for = Ждём решения: { $who }.
game-over = Игра окончена: побеждает сторона «{ $winner }» ({ $reason }).
reason-timeout = время на ход истекло
reason-resigned = игрок стороны «{ $side }» сдался
reason-aborted = партию прервал { $user }
undo-done = { $name } отменяет своё последнее решение ({ $side }).
undone = Отменено: { $label }
undo-confirm = Отменить ваше последнее решение в партии №{ $game } ({ $side }): { $label }?
resigns = { $name } сдаётся: побеждает сторона «{ $winner }».
claimed = { $who } не принял решение за отведённые { $hours } ч: { $name } забирает партию, победа стороны «{ $winner }» по времени.
aborted = Партия №{ $game } прервана.
paused-by = Партия №{ $game } приостановлена (кто: { $who }) с { $when } UTC{ $why }.
paused-now = { $paused } Решения невозможны, пока её не возобновят (`resume`); напоминания и срок на ход тем временем остановлены.
paused-resume = { $paused } Команда `resume` её продолжит.
paused-no-decision = { $paused } Решения невозможны, пока её не возобновят (`resume`).
resumed = { $by } возобновляет партию №{ $game }. Напоминания и срок на ход отсчитываются заново.

## сервис: отказы
no-game = В этом канале нет партии. Начните новую командой `new`.
game-ended-over = Партия в этом канале окончена. Начните новую командой `new`.
game-ended-aborted = Партия в этом канале прервана. Начните новую командой `new`.
not-started = Партия ещё не началась: займите места и дайте команду `start`.
not-seated = Вы не участвуете в этой партии.
not-seated-as = Вы не играете за сторону «{ $side }».
game-is-over = Игра окончена.
already-started-seats = Партия уже началась; места больше не меняются.
already-started = Партия уже началась.
seats-taken = Оба места заняты.
seat-taken = Место стороны «{ $side }» занято: { $name }.
start-who = Начать партию может только её создатель или участник.
seat-empty = Место стороны «{ $side }» свободно: сначала кто-то должен сделать `join`.
not-your-decision = Сейчас решаете не вы: игра ждёт решения. Очередь: { $who }.
not-your-turn = Сейчас не ваш ход: игра ждёт решения. Очередь: { $who }.
choice-out-of-date = Этот выбор устарел (вы видели состояние { $seen }, игра уже на { $now }). Вот текущее решение.
not-an-option = { $option } сейчас не среди вариантов ({ $prompt }).
engine-failed = Движок правил не смог выполнить это действие (ошибка); ничего не изменилось: { $error }
hint-challenge = В испытании подсказок нет: каждая попытка играется самостоятельно.
hint-not-yours = Подсказка даётся только к вашему решению; очередь: { $who }.
hint-failed = Подсказка не удалась (ошибка); ничего не изменилось: { $error }
undo-out-of-date = Эта отмена устарела (вы видели состояние { $seen }, игра уже на { $now }).
undo-nothing = Отменять нечего.
undo-not-yours = Отменить последнее решение может только принявший его игрок стороны «{ $side }».
undo-impossible = Отмена невозможна: { $why }
claim-solo = Забрать по времени можно только партию на двух игроков: бот никогда не заставляет ждать.
claim-not-waiting = Забрать партию может только игрок, который ждёт решения; очередь: { $who }.
claim-own = Игра ждёт вашего собственного решения: забрать партию вы не можете.
claim-no-deadline = У этой партии нет срока на ход, поэтому забрать её нельзя (его задают в `settings`).
claim-too-early = Срок ещё не истёк: осталось { $left }, прежде чем партию можно будет забрать.
abort-who = Прервать партию может только её создатель или модератор канала.
pause-who = Приостановить партию может только её участник или модератор канала.
resume-who = Возобновить партию может только её участник или модератор канала.
not-paused = Партия №{ $game } не приостановлена.

## сервис: рука, история
your-hand =
    Ваша рука ({ $side }): { $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[many] { $count } карт
    }:
event-us = Событие США
event-jihadist = Событие исламистов
event-unassociated = Нейтральное Событие
flag-remove = УБРАТЬ
flag-mark = МЕТКА
flag-lapsing = ВРЕМЕННОЕ
plots-available = Доступные Теракты: { $list }
plots-on-map = Теракты на карте: { $list }
history-decisions = Решения в партии №{ $game } (последние { $shown } из { $total }):
history-made-decision = принял решение
history-undid = { $who } отменяет решение { $seq }
history-resigned = { $who } сдаётся ({ $side })
history-aborted = { $who } прерывает партию
history-log = Журнал партии (последние записи: { $shown }):
history-to = для стороны «{ $side }»

## сервис: состояние
seat-empty-mark = (свободно)
status-ideology = , идеология { $ideology }
status-jihadist-bot = Исламисты: бот
status-us-bot = США: бот ({ $level })
game-status-open = набор игроков
game-status-active = идёт
game-status-over = окончена
game-status-aborted = прервана
status-head = Партия №{ $game } ({ $status }): { $what }
status-turn = Ход { $turn }, { $phase } (сыграно карт: { $cards }) · действие { $move }
status-tracks = Престиж { $prestige } ({ $prestige_level }) · Финансирование { $funding } ({ $funding_level }) · Взгляды США: { $us_posture } · Мнение мирового сообщества: { $world } { $world_value } · Штраф ГВСТ { $gwot }
status-pieces = Войска на шкале { $troops } ({ $troop_level }) · Ячейки на шкале { $cells }, доступно { $cells_available } · доступно Терактов { $plots }
status-resources = Ресурсы стран с Хорошим правительством { $good } · Ресурсы Исламистского правительства { $ir } · Стран с Нормальным/Хорошим правительством { $fair_good } · Стран с Плохим/Исламистским правительством { $poor_ir }
status-hands = Карт в руке: США { $us_hand }, исламисты { $jihadist_hand } · Резервы: США { $us_reserves }, исламисты { $jihadist_reserves } · Колода { $pile } · Колода { $deck } из { $length }
status-ideology-effects = Идеология исламистов: { $ideology } (9.7): { $effects }
status-mini-decks = {" "}· мини-колоды (9.2, вариант)
status-result = Итог: побеждает сторона «{ $winner }» ({ $reason }).
status-aborted = Партия была прервана.
status-then-waits = Затем она ждёт решения. Очередь: { $who }.
victory-solo = Победа (9.1, игра на одного):
victory-two = Победа (2.1, 2.3):
figure-of = { $value } из { $target }
end-cards = Конец: перетасовка { $reshuffle } из { $length } завершает игру; до неё осталось карт: { $cards } (следующая раздача берёт { $deal })
end-reshuffle = Конец: следующая перетасовка { $reshuffle } из { $length }; игра кончается на перетасовке { $length }
status-last-turn = ⚠ Последний ход: игра кончается на следующей перетасовке.
chain-all-remaining =
    { $count ->
        [one] Все оставшиеся Операции ({ $count }): { $place }
        [few] Все { $count } оставшиеся Операции: { $place }
       *[many] Все { $count } оставшихся Операций: { $place }
    }
chain-operations =
    { $count ->
        [one] { $count } Операция: { $place }
        [few] { $count } Операции: { $place }
       *[many] { $count } Операций: { $place }
    }
victory-label-good-resources = Ресурсы Хороших
victory-label-fair-good = Страны Нормальные/Хорошие
victory-label-ir-resources = Ресурсы Исламистского правительства
victory-label-poor-ir = Страны Плохие/Исламистские
victory-label-cells = Ячейки на карте
victory-label-good-at-end = Ресурсы Хороших в конце
victory-label-good-vs-ir = Хорошие против 2× Исламистских в конце
victory-text-us-wins-at = США побеждают при { $n }
victory-text-ir-any = Исламисты побеждают при { $n }, страны любые
victory-text-ir-adjacent = Исламисты побеждают при { $n }, если две страны Исламистского правительства соседние
victory-text-poor-ir = Исламисты побеждают при { $n }, если Престиж 1 (сейчас { $now })
victory-text-no-cells-solo = США не побеждают, когда уходит последняя Ячейка (9.1)
victory-text-no-cells = США побеждают, когда Ячеек не осталось
victory-text-good-at-end = США проигрывают, если в конце меньше { $n }
victory-text-good-vs-ir = США побеждают в конце, если больше 2×{ $n } (Исламистское правительство, новая Смена режима)
a-channel-manager-by = Модератор канала

## тексты: строка состояния, шкалы, сводки
status-line = Ход { $turn }, { $phase } · Престиж { $prestige } · Финансирование { $funding } · Войска на шкале { $troops } · Ячейки на шкале { $cells } · Взгляды США: { $us_posture }, Мнение мирового сообщества: { $world } { $world_value } · Ресурсы Хороших { $good }, Ресурсы Исламистского правительства { $ir }
status-line-reserves = Резервы ({ $side }): { $count }
standing = Престиж { $prestige } ({ $prestige_level }) · Финансирование { $funding } ({ $funding_level }) · Войска на шкале { $troops } ({ $troop_level }) · Ячейки на шкале { $cells } · Штраф ГВСТ { $gwot } · Ресурсы Хороших { $good } · Ресурсы Исламистского правительства { $ir }
phase-title = Ход { $turn }: теперь { $phase }
cells-placed-summary = Ячейки размещены: { $list }
cells-removed-summary = Ячейки убраны: { $list }
summary-more =
    … и ещё { $count ->
        [one] { $count } строка
        [few] { $count } строки
       *[many] { $count } строк
    } (см. `/labyrinth history`)

## адаптер Discord
the-game = Партия
now-standing = Сейчас: { $standing }
now-field = Сейчас
no-change = На карте ничего не изменилось.
decides = **{ $who }** ({ $side }) решает: { $text }
decides-plain = { $side } решает: { $text }
win-good-resources = у мусульманских стран с Хорошим правительством 12 и более Ресурсов (2.1.1)
win-fair-good = у 15 мусульманских стран Нормальное или Хорошее правительство (2.1.1)
win-no-cells = на карте не осталось Ячеек исламистов (2.1.1)
win-ir-solo = Исламистское правительство в странах с 6 и более Ресурсами (9.1)
win-ir-adjacent = Исламистское правительство в странах с 6 и более Ресурсами, среди них две соседние (2.1.2)
win-poor-ir = Престиж США 1, а у 15 мусульманских стран Плохое или Исламистское правительство (2.1.2)
win-wmd = в США разыгран Теракт с ОМП (2.1.2)
win-end-solo = конец игры: Ресурсов стран с Хорошим правительством меньше { $need } (9.1)
win-end-us = конец игры: Ресурсов стран с Хорошим правительством { $good }, больше удвоенных { $ir } Ресурсов Исламистского правительства (2.3)
win-end-jihadist = конец игры: Ресурсов стран с Хорошим правительством { $good }, не больше удвоенных { $ir } Ресурсов Исламистского правительства (2.3)

## картинки (render/: подписи самой карты)
language-code = ru
picture-labyrinth = ЛАБИРИНТ
picture-two-player = на двоих
picture-solitaire = одиночная
picture-game-over = ИГРА ОКОНЧЕНА после хода { $turn }
picture-turn = Ход { $turn }  ·  { $phase }
picture-wins = Победа: { $side }
picture-waiting-for = ждём: { $side }
picture-good = Хор.
picture-fair = Норм.
picture-poor = Плох.
picture-ir = ИП
picture-ally = Союзн.
picture-neutral = Нейтр.
picture-adversary = Вражд.
picture-unmarked = без метки
picture-hard = Жёстк.
picture-soft = Мягк.

## меню (страницы вариантов)
menu-options = Варианты { $first }–{ $last }
menu-other-choices = Другие варианты
region-americas = Америка
region-europe = Европа
region-russia-central-asia = Россия и Центральная Азия
region-africa = Африка
region-middle-east = Ближний Восток
region-south-asia = Южная Азия
region-east-asia = Восточная Азия
menu-previous = ◀ Назад
menu-previous-to = ◀ Назад: { $page }
menu-next = Дальше ▶
menu-next-to = Дальше: { $page } ▶
menu-where-numbered = { $title } из { $total }
menu-where-region = { $title }: { $count } из { $total } вариантов
menu-page-of = { $where } (страница { $page } из { $pages }).

## напоминания (в канале партии)
reminder-forfeit = ⏰ Срок в { $hours } ч истёк: { $user } проигрывает партию №{ $game } по времени.
reminder-may-claim = { $user } теперь может забрать партию (`/labyrinth claim`).
reminder-deadline = ⏰ { $user }, срок партии №{ $game } ({ $hours } ч на решение) истёк, а она всё ещё ждёт вашего решения ({ $side }).
reminder-warning = ⏰ { $user }, на решение в партии №{ $game } ({ $side }) осталось около { $left } ч; после срока партия будет проиграна по времени.
reminder = 🔔 { $user }, партия №{ $game } ждёт вашего решения ({ $side }) уже { $waited }.
button-decide = Решить
button-take-back = Отменить
button-why = Почему?
button-full-log = Весь журнал
game-in-channel = Партия №{ $game } в { $channel }:{" "}
your-decision = { $user }, ваше решение ({ $side }, партия №{ $game }). Нажмите **Решить**.
your-decision-closed = { $user }, ваше решение ({ $side }, партия №{ $game }). Нажмите **Решить**, чтобы увидеть варианты лично.
your-decision-dms = { $user }, ваше решение ({ $side }, партия №{ $game }). Нажмите **Решить**, чтобы увидеть варианты лично, или воспользуйтесь кнопками в личных сообщениях.
answered-privately = (ответ отправлен лично)
done = Готово.

## страна в словах (доска в консоли, меню)
gov-good = Хорошее
gov-fair = Нормальное
gov-poor = Плохое
gov-ir = Исламистское правительство
align-ally = Союзник
align-neutral = Нейтральная
align-adversary = Враждебная
summary-no-posture = Взгляды не определены
summary-unmarked = неопределившаяся
summary-troops =
    { $count ->
        [one] { $count } кубик Войск
        [few] { $count } кубика Войск
       *[many] { $count } кубиков Войск
    }
summary-sleepers =
    { $count ->
        [one] { $count } Спящая Ячейка
        [few] { $count } Спящие Ячейки
       *[many] { $count } Спящих Ячеек
    }
summary-actives =
    { $count ->
        [one] { $count } Активная Ячейка
        [few] { $count } Активные Ячейки
       *[many] { $count } Активных Ячеек
    }
summary-plots =
    { $count ->
        [one] { $count } Теракт
        [few] { $count } Теракта
       *[many] { $count } Терактов
    }
summary-cadre = Вербовщики
summary-aid =
    { $count ->
        [one] Помощь
       *[other] Помощь ×{ $count }
    }
summary-besieged = Осаждённый режим
summary-regime-change = Смена режима
countries-muslim = Мусульманские страны (Ресурсы в скобках):
countries-non-muslim = Немусульманские страны со Взглядами или фишками (остальные неопределившиеся и пусты):
countries-event-box = Поле Событий: { $list }
countries-lapsing = Временные: { $list }
picture-hard-full = Жёсткие меры
picture-soft-full = Мягкая линия
picture-unmarked-full = неопределившаяся
picture-ir-full = Исламистское правительство
closeup-title = Что изменилось · { $when }
closeup-no-change = На карте ничего не изменилось.
closeup-no-earlier = Нет прежней картинки для сравнения.
closeup-game-over = игра окончена после хода { $turn }
closeup-turn = Ход { $turn } · { $phase }
closeup-prestige = Престиж { $n }
closeup-funding = Финансирование { $n }
closeup-troops = Войска на шкале { $n }
closeup-cells = Ячейки на шкале { $n }
closeup-us-posture = Взгляды США: { $posture }
closeup-good = Ресурсы Хороших { $n }
closeup-ir = Ресурсы Исламистского правительства { $n }
closeup-sleepers =
    { $count ->
        [one] { $count } спящая
        [few] { $count } спящие
       *[many] { $count } спящих
    }
closeup-actives =
    { $count ->
        [one] { $count } активная
        [few] { $count } активные
       *[many] { $count } активных
    }
closeup-aid =
    { $count ->
        [one] Помощь
       *[other] Помощь ×{ $count }
    }
closeup-regime-change-new = Смена режима (новая)
closeup-no-pieces = фишек нет
closeup-res = Ресурсы { $n }
closeup-oil = нефть
closeup-recruit = Вербовка { $n }
hand-title =
    { $count ->
        [one] Ваша рука: { $count } карта
        [few] Ваша рука: { $count } карты
       *[many] Ваша рука: { $count } карт
    }
hand-page = {" "}· страница { $page } из { $pages }
hand-empty = В руке нет карт.
hand-flag-remove = УБРАТЬ после События
hand-flag-mark = МЕТКА: маркер остаётся
hand-flag-lapsing = ВРЕМЕННОЕ
hand-ops = { $count } Оп.

## help (`/labyrinth help` в Discord, `help` в консоли)
help-discord =
    { "**" }«Лабиринт: Война с террором»** в чате. Одна партия на канал (или на ветку).

    { "**" }Начало**
    `/labyrinth new` открывает партию: сценарий, игроки (`two`: США против исламистов; `solo`: вы играете за США против бота-исламиста, действующего по правилам, или за исламистов против бота США), ваша сторона, длина, идеология (в одиночной игре), а также, по желанию, отдельная ветка, срок хода и поражение по сроку.
    `/labyrinth join` занимает свободное место; `/labyrinth start` раздаёт карты. Перед началом партии на двоих бот проверяет, что оба игрока могут получать личные сообщения: ваша рука и ваши Теракты приходят в личку.

    { "**" }Игра**
    Ваш ход: одно личное сообщение с вашим решением или упоминание (`/labyrinth notify`). Кнопка **Решить** под постом фазы покажет решение только вам; каждый выбор превращает сообщение в ваше следующее решение. Можно также набрать `/labyrinth choose` (варианты подсказываются при наборе) или `/labyrinth play`, чтобы разыграть карту.
    `/labyrinth hand` показывает вашу руку и Теракты (только вам). `/labyrinth undo` отменяет ваше последнее решение, пока не брошен кубик и не открыта тайна.
    У каждой фазы один пост, который правится по ходу; **Почему?** показывает рассуждения бота. `/labyrinth status`, `/labyrinth board`, `/labyrinth history` — посмотреть на партию.

    { "**" }Долгая партия**
    Напоминания всё реже (12 ч, 24 ч, 48 ч …, не больше 6). После срока (по умолчанию 14 дней) другой игрок может командой `/labyrinth claim` забрать победу по времени. `/labyrinth pause` останавливает решения, напоминания и срок до `/labyrinth resume`. `/labyrinth mygames` перечисляет ваши партии.

    { "**" }Прочее**
    `/labyrinth rules` показывает текст карты или краткий пересказ раздела правил (`/labyrinth rules 8.4.2`, `большой джихад`). `/labyrinth export` / `import` сохраняют и загружают партию (`export mine`: ваш собственный вид, в любое время). `/labyrinth resign` — сдаться; `/labyrinth abort` (создатель или право «Управлять каналами») завершает партию без результата. `/labyrinth settings` (создатель или право «Управлять каналами») задаёт ветки, напоминания, срок и канал для итогов ходов.
    `/labyrinth language ru` показывает игру по-русски (`en`: по-английски; по умолчанию — язык вашего клиента Discord); `/labyrinth new language:` задаёт язык партии.

    Как играть в саму игру: книга правил, которая идёт с игрой (GMT Games, 2-е издание).
help-us-bot =
    { "**" }Игра за исламистов в одиночку**
    `/labyrinth new players:solo side:jihadist level:` — игра на двоих, где место США занимает бот США; он записывает короткую причину каждого решения, а его рука остаётся тайной. `/labyrinth hint` покажет только вам, что сделал бы на вашем месте его сильнейший уровень (не в вызове; это отмечается в записи партии).
    Уровни: { $levels }.
help-console =
    Команды (те же, что у бота в Discord):
      new [solo|two] [сценарий] [length=1-3] [ideology=normal] [seed=N]
                            открыть партию; в консольной партии на двоих вы сидите за обе стороны
      new solo side=jihadist [level=L]   играть за исламистов против бота США (уровни ниже)
      join [us|jihadist]    занять место         leave [us|jihadist]   освободить его (до начала)
      start                 раздать и начать     status                открытое состояние партии
      board [регион|страна]  сохранить картинку поля (или региона, или страны с соседями, крупно)
      hand                  ваша рука (руки) и Теракты
      <номер> | <id>        ответить на вопрос   play/choose <номер|id>   то же самое
      play <номер карты>    разыграть эту карту (`play 11`); любое слово, подходящее к одному варианту, тоже ответ
      prompt [all]          снова показать ваше решение (`all`: все варианты с их id)
      card <номер|название>  текст карты         countries (или map)   поле текстом
      why                   рассуждения бота (с номерами правил) за его последними действиями
      verbose [on|off]      показывать или скрывать в журнале рассуждения бота и кубики
      undo                  отменить ваше последнее решение (пока не брошен кубик и не открыта тайна)
      history [n]           последние n решений и записей журнала
      export [mine] [файл]  записать партию (или ваш собственный вид) в JSON
      import <файл>         загрузить выгруженную партию в эту консоль
      resign                сдаться              abort [yes]           завершить здесь партию (сначала спросит)
      pause [причина]       остановить решения, напоминания и срок      resume    продолжить
      recheck               переиграть все сохранённые партии по текущим правилам
      rules <карта или раздел>   текст карты (номер или название) или пересказ раздела правил (8.4.2, большой джихад)
      rules tables          таблицы игры: Идеологическая борьба, Престиж, Взгляды, проверки, броски исламистов, уровни, одиночная игра
      language [ru|en]      язык игры (`--lang ru` или LABYRINTH_LANG при запуске)
      hint                  только вам: что сделал бы на вашем месте сильнейший уровень бота США и почему
      help                  этот список          quit                  выйти (партия сохранена)
    Сценарии: { $scenarios }. Идеологии (одиночная игра): { $ideologies }.
    Уровни бота США (исламисты против бота США): { $levels }.
help-console-challenges =
    Вызовы (все играют одну и ту же тайную колоду и кубики; одна попытка у каждого):
      challenge new [сценарий] [length=1-3] [ideology=normal] [side=us|jihadist] [level=...] [title="..."]   опубликовать вызов здесь
      challenge list [all]           открытые (или все) вызовы
      challenge start <код>          начать вашу попытку (консоль перейдёт к ней)
      challenge continue <код>       вернуться к вашей идущей попытке    challenge back   вернуться сюда
      challenge board <код>          поле вашей попытки                  challenge abandon <код>
      challenge leaderboard <код>    таблица мест                        challenge close <код>
      challenge mine                 ваши попытки
    Записи завершённых партий:
      record list [n]                последние завершённые партии
      record log <партия> [файл]     открытый журнал текстом             record export <партия> [файл]
      replay <партия> [шаг]          поле после каждой фазы, шаг за шагом
      replay <партия> film           вся партия как фильм и график её подсчётов
      stats                          ваши партии, победы по сторонам и по условиям победы
# уровни бота США
usbot-level-gentle = простая эвристика: играет самую выгодную на вид карту, не заглядывая вперёд; выигрывает около 1% партий против одиночного бота-исламиста
usbot-level-standard = оценивает каждый вариант каждого решения по полю, не заглядывая вперёд; выигрывает около 20%
usbot-level-strong = заглядывает на одну карту вперёд в 8 случайных вариантах будущего для 3 своих лучших карт; выигрывает около 30%
usbot-level-expert = заглядывает на одну карту вперёд в 24 случайных вариантах будущего для 4 своих лучших карт; выигрывает около 35%

## собственные ответы консоли
console-bye = До встречи. Партия сохранена; запустите консоль снова, чтобы продолжить.
console-challenge-back = Снова в собственном канале консоли.
console-challenge-which = ! Назовите вызов: `challenge { $command } <код>`.
console-challenge-entered = (Теперь консоль играет вашу попытку в вызове { $code }; `challenge back` вернёт назад.)
console-challenge-unknown = ! Неизвестная команда вызовов { $command }.

## записи завершённых партий
record-no-game = Нет партии #{ $game }.
record-not-finished = Партия #{ $game } не завершена: записи хранятся для завершённых партий (идущую показывает `history`).
record-aborted-unstarted = Партия #{ $game } прервана до начала: показывать нечего.
record-none = Завершённых партий пока нет.
record-list-heading = Завершённые партии (сначала новые):
record-export-aborted = Партия #{ $game } прервана: выгрузка партии на двоих раскрывает руки и Теракты, поэтому выгружаются только партии, доигранные до конца.
record-exported =
    Выгрузка партии #{ $game }: { $rows ->
        [one] { $rows } строка
        [few] { $rows } строки
       *[many] { $rows } строк
    } журнала.
record-replay-steps = В повторе партии #{ $game } шаги с 1 по { $steps }.
record-no-renderer = Картинки поля недоступны: программа рисования не установлена.
record-no-pictures = Картинки недоступны: программа рисования не установлена.
record-replay = Повтор партии #{ $game }, шаг { $step } из { $steps }: ход { $turn }, { $phase } ({ $when }).
record-film =
    Партия #{ $game } как фильм: { $phases ->
        [one] { $phases } фаза
        [few] { $phases } фазы
       *[many] { $phases } фаз
    } за { $turns ->
        [one] { $turns } ход
        [few] { $turns } хода
       *[many] { $turns } ходов
    } и график её подсчётов по ходам.
replay-when-setup = после подготовки
replay-when-setup-during = в начале фазы, после подготовки
replay-when-during = в начале фазы, во время решения { $decision }: { $label }
replay-when-after = после решения { $decision }: { $label }
record-list-line = #{ $game } { $day } { $scenario } ({ $players }; { $who }): { $outcome }
record-players-solo = на одного
record-players-two = на двоих
record-outcome-aborted = прервана
record-outcome-won = победа: { $side } ({ $reason })
record-tag-challenge = вызов { $code }
record-tag-imported = загружена игроком { $name }, не в зачёт
record-a-player = игрок
record-tag-position = начата с особой позиции, не в зачёт
record-tag-hints = с подсказками

## вызовы
challenge-bad-side = Сторона должна быть 'us' (США) или 'jihadist' (исламисты).
challenge-bad-level = Неизвестный уровень бота США { $level }; выберите один из: { $levels }.
challenge-ideology-side = Уровни Идеологии исламистов — для вызовов против бота-исламиста (сторона us).
challenge-level-side = Уровень задаётся боту США, в вызове за исламистов (сторона jihadist).
challenge-bad-scenario = Неизвестный сценарий { $scenario }; выберите один из: { $scenarios }.
challenge-bad-length = Длина партии — 1, 2 или 3 колоды.
challenge-bad-ideology = Неизвестная идеология { $ideology }; выберите одну из: { $ideologies }.
challenge-title-long = Название слишком длинное ({ $length } знаков; не больше { $limit }).
challenge-no-solo-bot = Вызовы за США — это игры на одного, а одиночный бот-исламист недоступен.
challenge-no-code = Не нашлось свободного кода вызова; попробуйте ещё раз.
challenge-none = Нет вызова { $code }.
challenge-closed = Вызов { $code } закрыт: новых попыток нет.
challenge-had-attempt = Ваша попытка в вызове { $code } уже была ({ $status }); попытка одна у каждого, ведь вторая знала бы будущие карты.
challenge-place-busy = Здесь, где шла бы эта попытка, есть незавершённая партия #{ $game }; сначала завершите её или бросьте, или играйте вызов в другом месте (в ветке).
challenge-playing = Вы уже играете вызов { $code }: `challenge continue { $code }` покажет ваше решение.
challenge-attempt-is = Ваша попытка в вызове { $code }: { $status }.
challenge-attempt-already = Ваша попытка в вызове { $code } уже { $status }.
challenge-close-who = Закрыть вызов может только его создатель или управляющий каналом.
challenge-already-closed = Вызов { $code } уже закрыт.
challenge-status-playing = идёт
challenge-status-finished = завершена
challenge-status-abandoned = брошена
challenge-no-attempt = У вас нет попытки в вызове { $code }: `challenge start { $code }` начнёт её.
challenge-open-export = Партия #{ $game } — попытка в вызове { $code }, который ещё открыт: её выгрузка содержит тайное зерно вызова, а по нему любой мог бы предсказать колоду и кубики каждой попытки. Её можно будет выгрузить, когда вызов закроют.
challenge-open-record = Партия #{ $game } — попытка в вызове { $code }, который ещё открыт: её запись показала бы будущие карты тем, кто ещё не играл. Пока вызов не закрыт, её может смотреть только её игрок.

## вызовы в Discord
challenge-none-open = Нет открытого вызова { $code }.
challenge-thread-add-failed = Не удалось добавить вас в закрытую ветку: { $error }
challenge-played-here = Ваша попытка в вызове { $code } играется здесь.
challenge-no-dm = Я не могу писать вам в личные сообщения. Разрешите их (меню сервера → Настройки конфиденциальности) или начните с `where: private thread`.
challenge-begins =
    Ваша попытка в вызове { $code } начинается { $where ->
        [below] ниже
        [thread] в { $thread }
       *[dm] в ваших личных сообщениях
    }. Удачи!
challenge-board = Ваша попытка в вызове { $code }: ход { $turn }.
