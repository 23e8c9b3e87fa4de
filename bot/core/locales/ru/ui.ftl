# Что сервис говорит вокруг фактов игры: поиск правил и карт, таблицы, языки.

## cards
card-ops = Операции { $ops }
card-tag-remove = REMOVE
card-tag-mark = MARK
card-tag-lapsing = ВРЕМЕННОЕ
card-playable-if = Допустимо, если: { $text }
card-say-which = ! Назовите карту: `{ $command } 17`, `{ $command } Moro Talks` или `{ $command } переговоры с моро`.
card-no-match = ! Нет карты { $query } (номера карт от 1 до { $last }).
card-several = Подходят несколько карт: { $list }
card-hint-event = Событие карты #{ $number } { $name }:
card-hint-more = … (`card { $number }` покажет весь текст)
card-hint-other-side = Это карта стороны «{ $side }»: если разыграть её на операции, её событие тоже может произойти (6.3.2).

## rules
rule-line-term = Словарь: { $term }
rule-see = см. { $sections }
rule-ours = (Раздела 9, правил игры одного игрока, нет в официальном переводе: его заголовки и пересказ здесь наши.)
rule-subsections = Подразделы:
rule-also = Ещё: { $list }
rule-by-number = (`rules 8.4.2` покажет раздел по номеру)
rule-no-section = ! Нет раздела правил { $section } (разделы идут от 1.0 до 9.7).
rule-cards-named = Карты с похожим названием: { $list }
rule-country-sunni = { $name }: суннитская (мусульманская) страна, ресурсы { $resources }
rule-country-shia-mix = { $name }: полушиитская (мусульманская) страна, ресурсы { $resources }
rule-country-oil = экспортирует нефть (ресурсы +1 за каждое событие Oil Price Spike в игре)
rule-country-iran = { $name }: страна особого типа, не мусульманская и не немусульманская: правительство всегда нормальное, нет отношения к США и взглядов на борьбу с терроризмом
rule-country-non-muslim = { $name }: немусульманская страна, правительство всегда { $governance }
rule-country-recruit = показатель вербовки { $recruit }
rule-country-posture-fixed = взгляды на борьбу с терроризмом всегда: { $posture }
rule-country-posture-us = её взгляды — взгляды США (на шкале отношений ГВСТ)
rule-country-schengen = страна Шенгенской зоны (соседняя всем остальным)
rule-country-schengen-link = связана с Шенгенской зоной (соседняя всем её странам)
rule-country-adjacent = Соседние страны: { $list }
rule-country-cards = Карты, в тексте которых она названа: { $list }
rule-table-hint = (`rules table { $table }` покажет таблицу: { $title })
rule-nothing = ! Ничего не найдено по запросу { $query }: ни карты (по номеру 1–{ $last } или названию), ни страны, ни раздела правил, ни термина. Попробуйте `rules 8.4`, `rules большой джихад`, `rules FSB`, `rules Пакистан` или `rules tables`.

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
level-medium = умеренный
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
level-coherent = связная
level-attractive = притягательная
level-potent = сильная
level-infectious = заразная
level-virulent = вирулентная
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
        [us_bot] на одного игрока
       *[two] на двух игроков
    }, { $length ->
        [1] Стандартная (1 колода)
        [2] Турнир (2 колоды)
       *[3] Кампания (3 колоды)
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
resign-confirm = Сдаться в партии №{ $game } ({ $side })? Игра закончится победой соперника; это нельзя отменить.
resign-out-of-date = Этот вопрос устарел (игра ушла вперёд с тех пор, как он задан): ничего не изменилось. Повторите `/labyrinth resign`.
resign-not-yours = Ответить на этот вопрос может только тот, кто решил сдаться: ничего не изменилось.
taken-back = Отменено
deal-new-cards = Новые карты: { $cards }
resigns = { $name } сдаётся.
claimed = { $who } не принял решение за отведённые { $hours } ч: { $name } забирает партию, победа стороны «{ $winner }» по времени.
aborted = Партия №{ $game } прервана.
rematch-sides-kept = стороны те же
rematch-sides-swapped = стороны меняются
rematch-asked = { $name } предлагает реванш партии №{ $game }, { $sides }: он начнётся, когда { $other } согласится.
rematch-begins = Реванш партии №{ $game }: начинается партия №{ $new }, { $sides }.
rematch-choice = Предложите реванш с теми же сторонами (`keep`) или поменявшись (`swap`), или примите предложение соперника (`accept`).
rematch-no-game = Партии №{ $game } нет.
rematch-not-over = Партия №{ $game } не окончилась с результатом: реванша нет.
rematch-challenge = Партия №{ $game } была попыткой в состязании: одна попытка на игрока, реванша нет.
rematch-not-player = Реванш партии №{ $game } могут предложить только её игроки.
rematch-stale = Партия №{ $game } уже не последняя в этом канале (после неё была партия №{ $newer }): её реванш закрыт.
rematch-nothing-asked = Реванш партии №{ $game } ещё никто не предлагал: сначала предложите его.
rematch-own = Этот реванш предложили вы: согласиться должен { $other }.
rematch-bot-sides = Против бота ваша сторона остаётся прежней: предложите реванш с теми же сторонами.
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
game-gone = Этой партии больше нет.
game-not-begun = Партия ещё не началась.
game-not-running = Партия №{ $game } не идёт ({ $status }): решать нечего.
not-seated = Вы не участвуете в этой партии.
not-seated-as = Вы не играете за сторону «{ $side }».
leave-which-seat = Вы играете за обе стороны: назовите место, которое освобождаете (`leave us` или `leave jihadist`).
setup-failed = Партию нельзя подготовить: { $error }
nothing-saved = Ничего не сохранено: { $error }
game-is-over = Игра окончена.
already-started-seats = Партия уже началась; места больше не меняются.
already-started = Партия уже началась.
seats-taken = Оба места заняты.
start-dm-check = Партия №{ $game } в { $channel } вот-вот начнётся: вы играете за сторону { $roles }. Ваша рука и теракты будут приходить сюда.
start-dms-closed = Я не могу писать в личные сообщения игрокам { $names }: в игре на двоих рука и теракты приходят в личные сообщения. Разрешите личные сообщения от участников сервера (меню сервера → Настройки конфиденциальности) и снова сделайте `/labyrinth start` или начните с `ignore_dms: True` (тогда `/labyrinth hand` покажет руку только вам).
seat-taken = Место стороны «{ $side }» занято: { $name }.
seat-already-yours = Вы уже играете за сторону «{ $side }». Чтобы играть за обе стороны, назовите место: `join { $seat }`.
seat-only-us = В одиночной игре единственное место — США.
seat-only-jihadist = Против бота США единственное место — исламисты.
seat-must-be = Место — 'us' (США) или 'jihadist' (исламисты).
seat-name-twin = Ваше имя выглядит так же, как имя { $name } ({ $side }): игроки не смогут вас различить. Смените имя (никнейм на сервере) и снова сделайте `join`.
leave-after-start = Партия уже началась: чтобы сдаться, используйте `resign`.
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
undo-why-barrier = с этого решения брошен кубик, взята карта или открыта тайна.
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
event-unassociated = Нейтральное событие
flag-remove = REMOVE
flag-mark = MARK
flag-lapsing = ВРЕМЕННОЕ
plots-available = Доступные теракты: { $list }
plots-on-map = Теракты на карте: { $list }
history-decisions = Решения в партии №{ $game } (последние { $shown } из { $total }):
history-made-decision = принял решение
history-undid = { $who } отменяет решение { $seq }
history-resigned = { $who } сдаётся ({ $side })
history-aborted = { $who } прерывает партию
history-log = Журнал партии (последние записи: { $shown }):
history-turn = [ход { $turn }]
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
status-turn = Ход { $turn } · { $phase } (сыграно карт: { $cards })
status-tracks = Престиж { $prestige } ({ $prestige_level }) · Финансирование { $funding } ({ $funding_level }) · Взгляды США: { $us_posture } · Мнение мирового сообщества: { $world } { $world_value } · Штраф ГВСТ { $gwot }
status-pieces = Войска на шкале { $troops } ({ $troop_level }) · Ячейки на шкале { $cells }, доступно { $cells_available } · доступно терактов { $plots }
status-resources = Ресурсы стран с хорошим правительством { $good } · Ресурсы исламистского правительства { $ir } · Стран с нормальным/хорошим правительством { $fair_good } · Стран с плохим/исламистским правительством { $poor_ir }
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
        [2] Обе оставшиеся операции: { $place }
        [one] Оставшаяся операция: { $place }
        [few] Все { $count } оставшиеся операции: { $place }
       *[many] Все { $count } оставшихся операций: { $place }
    }
chain-operations =
    { $count ->
        [one] { $count } операция: { $place }
        [few] { $count } операции: { $place }
       *[many] { $count } операций: { $place }
    }
chain-all-remaining-pair =
    { $count ->
        [2] Обе оставшиеся операции: { $place }
        [one] Оставшаяся операция: { $place }
        [few] Все { $count } оставшиеся операции: { $place }
       *[many] Все { $count } оставшихся операций: { $place }
    }
chain-pair-more = { $first } → другая страна…
chain-card-event = Событие — { $card }
chain-answer-in = { $answer } — { $place }
chain-answers = { $first }; { $second }
option-twin = { $nth } из { $count }: тот же выбор
a-channel-manager-by = Модератор канала

## тексты: строка состояния, шкалы, сводки
status-line = Ход { $turn }, { $phase } · Престиж { $prestige } · Финансирование { $funding } · Войска на шкале { $troops } · Ячейки на шкале { $cells } · Взгляды США: { $us_posture }, мнение мирового сообщества: { $world } { $world_value } · Ресурсы хороших { $good }, ресурсы исламистского правительства { $ir }
status-line-reserves = Резервы ({ $side }): { $count }
standing = Престиж { $prestige } ({ $prestige_level }) · Финансирование { $funding } ({ $funding_level }) · Войска на шкале { $troops } ({ $troop_level }) · Ячейки на шкале { $cells } · Штраф ГВСТ { $gwot } · Ресурсы хороших { $good } · Ресурсы исламистского правительства { $ir }
phase-title = Ход { $turn } · сейчас: { $phase }
phase-continued = (продолжение)
why-head-bot = Что сделал бот в фазах этого сообщения и почему (в скобках — номера правил):
why-head-all = Фазы этого сообщения полностью:
why-nothing-logged = (в журнале ничего нет)
cells-placed-summary = Ячейки размещены: { $list }
cells-removed-summary = Ячейки убраны: { $list }
summary-bot-plays = Бот-исламист разыгрывает карту { $card }
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
decides-plain = { $side } решают: { $text }

## картинки (render/: подписи самой карты)
language-code = ru
picture-labyrinth = ЛАБИРИНТ
picture-two-player = на двоих
picture-solitaire = одиночная
picture-us-bot = против бота США
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
picture-unmarked = неопредел.
picture-hard = Жёстк.
picture-soft = Мягк.
alt-board = Карта, ход { $turn }, { $phase }: вся карта, изменения с прошлой картинки отмечены
alt-closeup = Что изменилось, ход { $turn }, { $phase }: изменившиеся страны крупно, со шкалами
alt-region = Крупный план: { $place }, ход { $turn }, { $phase }: страны региона крупно
alt-replay = Повтор: карта на ходу { $turn }, { $phase }
alt-film = Партия в кадрах: вся карта от начальной расстановки до хода { $turn }, кадр на фазу
alt-chart = График партии: показатели победы в конце каждого хода, до хода { $turn }
alt-picture = Картинка партии, ход { $turn }, { $phase }
alt-hand = Ваша рука ({ $side }), картинка { $page } из { $pages }: каждая карта с её операциями и событием

## меню (страницы вариантов)
menu-options = Варианты { $first }–{ $last }
menu-other-choices = Другие варианты
menu-no-chance = Сейчас без шансов
option-no-chance = Сейчас без шансов: { $why }
region-americas = Америка
region-europe = Европа
region-russia-central-asia = Россия и Центральная Азия
region-africa = Африка
region-middle-east = Ближний Восток
region-south-asia = Южная Азия
region-east-asia = Восточная Азия
menu-choose = Выберите…
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
button-resign = Сдаться
region-select = Регион крупно, только для вас…
game-in-channel = Партия №{ $game } в { $channel }:{" "}
your-decision = { $user }, ваше решение ({ $side }, партия №{ $game }). Нажмите **Решить**.
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
summary-gov-align = { $gov ->
        [ir] Исламистское правительство
        [good] Хорошее правительство
        [fair] Нормальное правительство
       *[poor] Плохое правительство
    }, { $align ->
        [ally] союзник
        [adversary] враждебная
       *[neutral] нейтральная
    }
countries-resources = [{ $n }]
range-to = от { $first } до { $last }
range-or = { $list } или { $last }
summary-unmarked = неопределившаяся
summary-troops =
    { $count ->
        [one] { $count } кубик войск
        [few] { $count } кубика войск
       *[many] { $count } кубиков войск
    }
summary-sleepers =
    { $count ->
        [one] { $count } спящая ячейка
        [few] { $count } спящие ячейки
       *[many] { $count } спящих ячеек
    }
summary-actives =
    { $count ->
        [one] { $count } активная ячейка
        [few] { $count } активные ячейки
       *[many] { $count } активных ячеек
    }
summary-plots =
    { $count ->
        [one] { $count } теракт
        [few] { $count } теракта
       *[many] { $count } терактов
    }
summary-cadre = вербовщики
summary-aid =
    { $count ->
        [one] помощь
       *[other] помощь ×{ $count }
    }
summary-besieged = осаждённый режим
summary-regime-change = смена режима
countries-muslim = Мусульманские страны (ресурсы в скобках):
countries-non-muslim = Немусульманские страны со взглядами или фишками (остальные неопределившиеся и пусты):
countries-event-box = Область событий: { $list }
countries-lapsing = Временные: { $list }
picture-hard-full = Жёсткие меры
picture-soft-full = Мягкая линия
picture-unmarked-full = неопределившаяся
picture-ir-full = Исламистское правительство
closeup-title = Что изменилось · { $when }
closeup-neighbours = { $country } и соседние страны
board-unknown-place = На карте нет региона или страны { $name }. Регионы: { $regions }; или название страны (она будет показана с соседними странами).
closeup-no-change = На карте ничего не изменилось.
closeup-no-earlier = Нет прежней картинки для сравнения.
closeup-game-over = игра окончена после хода { $turn }
closeup-turn = Ход { $turn } · { $phase }
closeup-phases = Ход { $turn } · { $first } → { $last }
closeup-span = { $first } → { $last }
closeup-prestige = Престиж { $n }
closeup-funding = Финансирование { $n }
closeup-troops = Войска на шкале { $n }
closeup-cells = Ячейки на шкале { $n }
closeup-us-posture = Взгляды США: { $posture }
closeup-good = Ресурсы хороших { $n }
closeup-ir = Ресурсы исламистского правительства { $n }
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
        [one] помощь
       *[other] помощь ×{ $count }
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
hand-flag-remove = REMOVE после события
hand-flag-mark = MARK: жетон остаётся
hand-flag-lapsing = ВРЕМЕННОЕ
hand-ops = { $count } Оп.

## help (`/labyrinth help` в Discord, `help` в консоли)
help-discord =
    { "**" }«Лабиринт: Война с террором»** в чате. Одна партия на канал (или на ветку).

    { "**" }Начало**
    `/labyrinth new` открывает партию: сценарий, игроки (`two`: США против исламистов; `solo`: вы играете за США против бота-исламиста, действующего по правилам, или за исламистов против бота США), ваша сторона, длина, идеология (в одиночной игре), а также, по желанию, отдельная ветка, срок хода и поражение по сроку.
    `/labyrinth join` занимает свободное место; `/labyrinth start` раздаёт карты. Перед началом партии на двоих бот проверяет, что оба игрока могут получать личные сообщения: ваша рука и ваши теракты приходят в личку.

    { "**" }Игра**
    Ваш ход: одно личное сообщение с вашим решением или упоминание (`/labyrinth notify`). Кнопка **Решить** под постом фазы покажет решение только вам; каждый выбор превращает сообщение в ваше следующее решение. Можно также набрать `/labyrinth choose` (варианты подсказываются при наборе) или `/labyrinth play`, чтобы разыграть карту.
    `/labyrinth hand` показывает вашу руку и теракты (только вам). `/labyrinth undo` отменяет ваше последнее решение, пока не брошен кубик и не открыта тайна.
    У каждой фазы один пост, который правится по ходу; **Почему?** показывает рассуждения бота. `/labyrinth status`, `/labyrinth board`, `/labyrinth history` — посмотреть на партию.

    { "**" }Долгая партия**
    Напоминания всё реже (12 ч, 24 ч, 48 ч …, не больше 6). После срока (по умолчанию 14 дней) другой игрок может командой `/labyrinth claim` забрать победу по времени. `/labyrinth pause` останавливает решения, напоминания и срок до `/labyrinth resume`. `/labyrinth mygames` перечисляет ваши партии.

    { "**" }Прочее**
    `/labyrinth rules` показывает текст карты или краткий пересказ раздела правил (`/labyrinth rules 8.4.2`, `большой джихад`). `/labyrinth export` / `import` сохраняют и загружают партию (`export mine`: ваш собственный вид, в любое время). `/labyrinth resign` — сдаться; `/labyrinth abort` (создатель или право «Управлять каналами») завершает партию без результата. `/labyrinth settings` (создатель или право «Управлять каналами») задаёт ветки, напоминания, срок и канал для итогов ходов.
    `/labyrinth language ru` показывает игру по-русски (`en`: по-английски; по умолчанию — язык вашего клиента Discord); `/labyrinth new language:` задаёт язык партии.

    Как играть в саму игру: книга правил, которая идёт с игрой (GMT Games, 2-е издание).
help-us-bot =
    { "**" }Игра за исламистов в одиночку**
    `/labyrinth new players:solo side:jihadist level:` — игра на двоих, где место США занимает бот США; он записывает короткую причину каждого решения, а его рука остаётся тайной. Он просчитывает ходы так, будто вы играете как бот-исламист соло-игры (раздел 9), и знает только то, что видно США: вашей руки он не знает, кроме карт, которые ему показали Intel Community или FSB. `/labyrinth hint` покажет только вам, что сделал бы на вашем месте его сильнейший уровень (не в вызове; это отмечается в записи партии).
    Уровни: { $levels }.
help-console =
    Команды (те же, что у бота в Discord):
      new [solo|two] [сценарий] [length=1-3] [ideology=normal] [seed=N]
                            открыть партию; в консольной партии на двоих вы сидите за обе стороны
      new solo side=jihadist [level=L]   играть за исламистов против бота США (уровни ниже)
      join [us|jihadist]    занять место         leave [us|jihadist]   освободить его (до начала)
      start                 раздать и начать     status                открытое состояние партии
      board [регион|страна]  сохранить картинку поля (или региона, или страны с соседями, крупно)
      hand                  ваша рука (руки) и теракты
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
      rematch [swap|accept]  после конца партии: новая с её настройками и новым зерном (стороны меняются; согласие соперника)
      pause [причина]       остановить решения, напоминания и срок      resume    продолжить
      recheck               переиграть все сохранённые партии по текущим правилам
      rules <карта или раздел>   текст карты (номер или название), страна или пересказ раздела правил (8.4.2, большой джихад)
      rules tables          таблицы игры: идеологическая борьба, престиж, взгляды, проверки, броски исламистов, уровни, одиночная игра
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
usbot-level-standard = оценивает каждый вариант каждого решения по полю, не заглядывая вперёд; выигрывает около 36%
usbot-level-strong = проверяет 3 свои лучшие карты, каждую двумя способами, на одну карту вперёд, по 8 пробных партий на вариант; выигрывает около 40%
usbot-level-expert = проверяет 4 свои лучшие карты, каждую двумя способами, на одну карту вперёд, до 24 пробных партий на вариант; выигрывает около 53%
usbot-name-gentle = мягкий
usbot-name-standard = обычный
usbot-name-strong = сильный
usbot-name-expert = эксперт

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
record-export-aborted = Партия #{ $game } прервана: выгрузка партии на двоих раскрывает руки и теракты, поэтому выгружаются только партии, доигранные до конца.
record-exported =
    Выгрузка партии #{ $game }: { $rows ->
        [one] { $rows } строка
        [few] { $rows } строки
       *[many] { $rows } строк
    } журнала.
record-replay-steps = В повторе партии #{ $game } шаги с 1 по { $steps }.
record-no-renderer = Картинки поля недоступны: программа рисования не установлена.
record-no-pictures = Картинки недоступны: программа рисования не установлена.
board-no-images = Картинки поля недоступны: программа рисования не установлена или дала сбой (см. `status`).
record-replay = Повтор партии #{ $game }, шаг { $step } из { $steps }: ход { $turn } · { $phase } ({ $when }).
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
record-players-us-bot = на одного, против бота США
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
challenge-ideology-side = Уровни идеологии исламистов — для вызовов против бота-исламиста (сторона us).
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

## записи и вызовы: заголовок записи, статистика, объявления, таблицы результатов (ru-records)
record-head-game = Партия #{ $game }: { $what }
record-head-jihadist-bot = Исламисты: бот
record-head-us-bot = США: бот ({ $level })
record-head-result = Итог: { $outcome }
record-head-won = побеждает сторона «{ $side }» ({ $reason })
record-head-challenge = Попытка в вызове { $code }.
record-head-imported = Эту партию загрузил { $name }: в статистике она не учитывается.
record-head-position = Эта партия начата с особой позиции: в статистике она не учитывается.
record-head-hints = В этой партии брали подсказки (`hint`).
record-log-turn = — Ход { $turn } —
record-log-setup = — Подготовка —
record-log-ended = ({ $how ->
        [resign] сдача
       *[abort] прервана
    } на решении { $decision })
stats-games = Статистика игрока { $name }: { $games ->
        [one] { $games } партия
        [few] { $games } партии
       *[many] { $games } партий
    } (завершено: { $finished }, прервано: { $aborted }, идёт: { $running }{ $hotseat })
stats-hotseat = , за обе стороны: { $count }
stats-wins = Победы: { $won } из { $finished }
stats-wins-as = за { $role ->
        [us] США
       *[jihadist] исламистов
    } { $won } из { $played }
stats-reason-count = { $reason } ×{ $count }
stats-won-by = Победы по условиям: { $reasons }
stats-lost-by = Поражения по условиям: { $reasons }
stats-apart = Не в зачёт (сыграны не здесь или не по сценарию): { $kinds }
stats-apart-imported = загружено: { $count }
stats-apart-position = начато с особой позиции: { $count }
stats-challenges = Попытки в вызовах за { $role ->
        [us] США
       *[jihadist] исламистов
    }: { $count } (побед: { $won }, брошено: { $abandoned })
challenge-length = { $length ->
        [1] Стандартная (1 колода)
        [2] Турнир (2 колоды)
       *[3] Кампания (3 колоды)
    }
challenge-what-us = { $scenario }, { $length }, идеология исламистов: { $ideology }
challenge-what-jihadist = { $scenario }, { $length }, за исламистов против бота США (уровень { $level })
challenge-named = Вызов { $code }: { $what }
challenge-named-titled = Вызов { $code } «{ $title }»: { $what }
challenge-posted = { $name } объявляет: { $challenge }.
challenge-posted-how = У всех один и тот же порядок карт в колоде и те же броски кубиков при тех же решениях; у каждого одна попытка. Начните свою: `challenge start { $code }`.
challenge-list-none = { $here ->
        [yes] { $open ->
            [yes] Открытых вызовов здесь нет.
           *[no] Вызовов здесь нет.
        }
       *[no] { $open ->
            [yes] Открытых вызовов нет.
           *[no] Вызовов нет.
        }
    } Объявите свой: `challenge new`.
challenge-list-heading = Вызовы:
challenge-list-line = • { $challenge } ({ $state }) — автор { $name }; { $attempts ->
        [one] { $attempts } попытка
        [few] { $attempts } попытки
       *[many] { $attempts } попыток
    }, завершено: { $finished }
challenge-state-open = открыт
challenge-state-closed = закрыт
challenge-attempt-by = Попытка игрока { $name }: { $challenge }.
challenge-result = { $won ->
        [yes] Победа
       *[no] Поражение
    } ({ $reason }) · ход { $turn }, колода { $deck } · Ресурсы хороших { $good } · Ресурсы исламистского правительства { $ir } · Престиж { $prestige }
challenge-reason-abandoned = брошена
challenge-reason-resigned = сдача
challenge-reason-never-started = не начата
challenge-leaderboard-title = Таблица результатов — { $challenge } ({ $state })
challenge-leaderboard-empty = Завершённых попыток пока нет.
challenge-leaderboard-playing = Играют: { $names }
challenge-leaderboard-abandoned = Брошены (вне зачёта): { $names }
challenge-closed-now = Вызов { $code } закрыт.
challenge-note-ranked = Вызов { $code }: ваш результат записан — место { $rank } из { $ranked }.
challenge-note-unranked = Вызов { $code }: ваша попытка записана как «{ $reason }» (вне зачёта).
challenge-news-finished = { $name } завершает вызов { $code }: { $result }.
challenge-news-gave-up = { $name } бросает вызов { $code } ({ $reason }).
challenge-mine-heading = Ваши попытки в вызовах:
challenge-mine-none = пока нет.
challenge-mine-us = За США (против бота-исламиста):
challenge-mine-jihadist = За исламистов (против бота США):
challenge-mine-line = • { $code } (партия #{ $game }): { $what }
refused = Отказано.
challenge-server-only = Объявляйте вызовы в канале сервера.
challenge-thread-name = Вызов { $code }: { $name }
challenge-nothing-to-decide = Сейчас в этой попытке нечего решать.
replay-previous = ◀ Назад
replay-next = Вперёд ▶
board-title = Таблица результатов
board-latest = Последнее: { $news }
board-more = … и ещё { $more ->
        [one] { $more } строка
        [few] { $more } строки
       *[many] { $more } строк
    } (`/challenge leaderboard code:{ $code }` покажет всё).
console-cannot-write = ! Не удалось записать { $path }: { $error }
console-challenge-home = (Консоль снова в собственном канале.)
console-challenge-bad-setting = ! Неизвестная настройка { $setting }. Сценарии: { $scenarios }.
console-challenge-bad-key = ! Неизвестная настройка { $setting }: используйте length=, ideology=, side=, level=, title=.
console-challenge-bad-length = ! length — это 1, 2 или 3 (число колод).
console-record-usage = ! Используйте `record list`, `record log <партия> [файл]` или `record export <партия> [файл]`.
console-record-written = [{ $what }] партия #{ $game } записана в { $path }
console-replay-usage = ! Используйте `replay <партия> [шаг]`: `replay 3` покажет шаг 1, `replay 3 5` — шаг 5.
console-replay-next = (дальше: `replay { $game } { $step }`)

## собственные надписи картинок: условные обозначения карты, панель, Шенгенская зона, полоса изменений (render/board.py; ru-pictures)
change-tracks = Шкалы
change-events = События
picture-schengen = ШЕНГЕНСКАЯ ЗОНА
picture-schengen-note =
    все 7 стран в рамке
    соседние друг другу;
    страны с меткой
    соседние со всеми 7
picture-pacific = США ↔ Филиппины: соседние
legend-title = УСЛОВНЫЕ ОБОЗНАЧЕНИЯ
legend-untested = = не проверена
legend-posture = Взгляды
legend-resources = Ресурсы
legend-oil = нефть
legend-recruit = Показатель вербовки
legend-schengen-link = связь с Шенгеном
legend-markers = жетоны событий
legend-changed = изменилось
legend-sunni = Суннитская
legend-shia-mix = Полушиитская
legend-iran = Иран
legend-non-muslim = Немусульманская
legend-troops = Войска
legend-sleepers = Спящие ячейки
legend-actives = Активные ячейки
legend-face-down = лицом вниз
legend-besieged = Осаждённый режим
legend-regime-change = Смена режима
legend-rc-new = в этот ход
picture-chip-troops = В
picture-chip-sleepers = С
picture-chip-actives = А
picture-chip-cadre = Вербовщики
picture-chip-cadre-short = Вб
picture-chip-plot = Теракт
picture-chip-plot-short = Т
picture-chip-aid = Помощь
picture-chip-besieged = ОР
picture-chip-rc-full = Смена режима
picture-chip-rc = СР
picture-chip-new = ·нов.
picture-rec = ПВ
picture-res-letter = Р
panel-prestige = Престиж США { $n } · { $level }
panel-funding = Финансирование исламистов { $n } · { $level } · Ячейки { $cells }, доступно { $available }
panel-troops = Войска на шкале { $n } · { $level }
panel-overstretch = Перенапряжение 0-4
panel-war = Война 5-9
panel-low-intensity = Малая интенсивность 10+
panel-available = ● доступны
panel-ideology = Идеология исламистов (9.7): { $ideology }
panel-mini-decks = {"  "}·  мини-колоды (9.2)
panel-us-posture = Взгляды США
panel-hard = ЖЁСТКИЕ МЕРЫ
panel-soft = МЯГКАЯ ЛИНИЯ
panel-gwot-penalty = Штраф ГВСТ { $n ->
        [0] 0
       *[other] −{ $n }
    }
panel-soft-letter = М
panel-hard-letter = Ж
panel-world-posture = Мнение мирового сообщества: { $world }
panel-victory-solo = Победа  (одиночная игра: 9.1)
panel-victory-two = Победа  (2.1, 2.3)
panel-turn = Ход { $turn } · { $phase }
panel-cards-played = {" "}· сыграно карт: { $n } из 2
panel-game-over = ИГРА ОКОНЧЕНА: победа — { $side }
panel-final = Итог:
panel-final-resources = Ресурсы хороших { $good } · Ресурсы исламистского правительства { $ir }
panel-final-countries = Нормальных/хороших стран { $good } · Плохих/ИП { $poor } · Престиж { $prestige }
panel-deck = Колода:
panel-deck-text = { $deck } из { $length } · в колоде { $draw } · в сбросе { $discard } · удалено { $removed }
panel-end = Конец:
panel-end-last = перетасовка { $n } из { $length } завершит игру: до неё { $cards ->
        [one] осталась { $cards } карта
        [few] осталось { $cards } карты
       *[many] осталось { $cards } карт
    }
panel-end-next = следующая перетасовка { $n } из { $length }; игра кончится на перетасовке { $length }
panel-last-turn = ПОСЛЕДНИЙ ХОД: игра кончится при следующей перетасовке
panel-hands = Руки:
panel-hands-text = США { $us } · Исламисты { $jihadist } { $jihadist ->
        [one] карта
        [few] карты
       *[many] карт
    }
panel-reserves = Резервы:
panel-reserves-text = США { $us } · Исламисты { $jihadist }
panel-plots = Теракты:
panel-plots-text = доступно { $n } (лицом вниз)
panel-wmd = ОМП:
panel-wmd-text = Loose Nuke/HEU/Kazakh Strain { $box } · Пакистанский арсенал { $arsenal }
panel-lapsing-box = временные #{ $cards }
panel-first-plot-box = 1-й теракт #{ $cards }
panel-boxes = Области:
panel-lingering = Постоянные:
panel-lapsing = Временные:
panel-none = нет
strip-title = С прошлой карты:
strip-no-earlier = С прошлой карты: (не с чем сравнить)
strip-nothing = ничего не изменилось
## подписи фильма и графика (render/film.py, render/chart.py; ru-pictures)
film-frame = кадр { $frame } из { $frames } · фаза { $phase } из { $phases }
film-none = Ни одной фазы не сыграно.
film-setup = Подготовка · { $scenario }
film-setup-event = Поле в начале партии
film-nothing = на карте ничего не изменилось
film-more = и ещё { $count }
chart-title = Партия ход за ходом: { $turns } { $turns ->
        [one] ход
        [few] хода
       *[many] ходов
    }
chart-panel-resources = Ресурсы
chart-panel-prestige-funding = Престиж и финансирование
chart-panel-pieces = Фишки на карте
chart-good-resources = Ресурсы хороших
chart-ir-resources = Ресурсы исламистского правительства
chart-prestige = Престиж
chart-funding = Финансирование
chart-cells = Ячейки на карте
chart-troops = Войска
chart-us-wins-good = США побеждают при 12 ресурсах хороших
chart-jihadist-wins-solo = Исламисты побеждают при 6 ресурсах исламистского правительства
chart-jihadist-wins-two = Исламисты побеждают при 6 ресурсах ИП (2 соседние страны с ИП)
chart-us-wins-cells = США побеждают, когда не осталось ячеек
chart-turn-letter = Х
chart-panel-countries = Мусульманские страны
chart-fair-good = Страны нормальные/хорошие
chart-poor-ir = Страны плохие/ИП
chart-us-wins-fair-good = США побеждают при 15 нормальных/хороших
chart-jihadist-wins-poor-ir = Исламисты побеждают при 15 плохих/ИП и престиже 1
chart-decided = решило исход партии

## the console's own lines (ru-console)
console-you = вас
console-private = [лично для { $who }]
console-private-as = [лично для { $who }, сторона «{ $side }»]
console-tag-channel = [канал]
console-tag-why = [почему]
console-tag-board = поле
console-tag-film = фильм
console-rematch-hint = Партия окончена: `rematch` начинает новую с теми же настройками и новым зерном (`rematch swap`: стороны меняются).
console-tag-chart = график
console-hidden = (скрыто { $count ->
        [one] { $count } строка
        [few] { $count } строки
       *[many] { $count } строк
    } с рассуждениями бота и бросками: их покажет `why`, всегда — `verbose on`, всё хранит `history`)
console-image-saved = [{ $tag }] ход { $turn } · { $phase }: сохранено в { $path }
console-waiting = [ждём игрока { $name } («{ $side }»)]
console-layout-how = (введите номер; `prompt all` покажет варианты с их id)
console-type-how-many = Введите количество: { $range }
console-card-hint = (`card <номер>` покажет текст карты)
console-welcome = «Лабиринт: Война с терроризмом» — локальная консоль. Список команд: `help`.
console-unexpected = ! Непредвиденная ошибка (это ошибка программы; она записана в журнал): { $error }. Продолжайте.
console-quick-start = Здесь нет идущей партии. Начать { $solo ->
        [yes] одиночную партию «Вперёд!» (вы играете за США против бота-исламиста)
       *[no] партию «Вперёд!» на двоих за одним экраном (вы играете за обе стороны; одиночный бот пока недоступен)
    } сейчас? [Д/н]
console-quick-start-declined = Наберите `new`, чтобы открыть партию, или `help`.
console-bad-line = ! Не удаётся прочитать строку: { $error }
console-line-too-long = ! В строке { NUMBER($length) } { $length ->
    [one] символ
    [few] символа
   *[many] символов
 }; в команде может быть не больше { NUMBER($limit) }. Ничего не сделано.
console-no-decision = ! Ваших решений сейчас не ждут (`prompt` покажет решение; `status` — чей ход).
console-unknown-command = ! Неизвестная команда { $command }. Список — `help`; чтобы ответить на вопрос, введите номер.
console-not-now-yours = ! { $text } сейчас не среди вариантов: игра ждёт вашего решения: { $prompt } (варианты покажет `prompt`).
console-not-now = ! { $text } сейчас не среди вариантов: { $why }
console-not-now-nothing = никаких решений сейчас не ждут.
console-not-an-option-count = ! { $text } — не вариант: введите количество, { $range }.
console-not-an-option = ! { $text } — не вариант: введите номер от 1 до { $count } или код варианта.
console-new-unknown = ! Неизвестная настройка { $setting }. Сценарии: { $scenarios }; игроки: solo или two.
console-new-unknown-key = ! Неизвестная настройка { $setting }: используйте length=, ideology=, seed=, position=ФАЙЛ.json, side= и level= (одиночная игра).
console-new-side = ! side — это us или jihadist (`new solo side=jihadist`: вы играете за исламистов против бота США).
console-new-position = ! Не удаётся прочитать файл позиции { $file }: { $error }
console-new-numbers = ! length и seed должны быть целыми числами.
console-your-decision = (Это ваше решение за сторону «{ $side }»: `prompt` покажет его снова.)
console-no-game = ! В этом канале партия ещё не началась.
console-why-none = ! Рассуждений бота пока нет (они появляются после его хода).
console-verbose-usage = ! Используйте `verbose on` (показывать рассуждения бота и броски) или `verbose off`.
console-verbose-on = Рассуждения бота и броски случайной страны показываются.
console-verbose-off = Рассуждения бота и броски случайной страны скрыты (их хранит `history`).
console-play-usage = ! Укажите вариант: `play 3` или `play <код варианта>`.
console-typed-ahead = ! { $text } введено до того, как было показано это решение, поэтому ответом на него не считается: прочитайте его и ответьте снова.
console-several = ! { $text } подходит к нескольким вариантам: { $options }. Введите его номер или код.
console-history-usage = ! `history` принимает число записей: `history 30`.
console-export-written = [экспорт] записан в { $path }
console-import-usage = ! Укажите файл: `import labyrinth-game-3.json`.
console-cannot-read = ! Не удаётся прочитать { $path }: { $error }
console-abort-ask = Прервать партию насовсем (продолжить её будет нельзя)? [д/Н]
console-abort-kept = Партия продолжается (не прервана).
console-recheck-none = Начатых партий в базе нет.
console-recheck-ok = партия #{ $game } ({ $channel }, { $status }): { $count ->
        [one] { $count } решение воспроизводится
        [few] { $count } решения воспроизводятся
       *[many] { $count } решений воспроизводятся
    }; снимок обновлён
console-recheck-where = решение { $seq } ({ $option }):{" "}
console-recheck-failed = ! партия #{ $game } ({ $channel }, { $status }): { $where }{ $why }
console-language-usage = ! Используйте `language ru` или `language en` (или `language`, чтобы увидеть текущий).

## ru-victory: the service's refusals (new, settings, notify, export, import)
settings-not-names = Настройки задаются как имена и значения.
settings-unknown = Настройки { $name } нет (настройки: `{ $known }`).
settings-must-be = Настройка `{ $name }` должна быть: { $words }.
deadline-running-game-too = Идущая партия №{ $game } тоже получает новый срок.
thread-only-from-channel = { $private ->
    [yes] Закрытую ветку можно открыть только из текстового канала; используйте `where: DM`.
   *[no] Ветку можно открыть только из текстового канала, не из ветки и не из личных сообщений.
    }
thread-refused = Я не могу открыть здесь ветку (нужно право { $need }): { $error }
settings-words-bool = true или false (да или нет)
settings-words-minutes = целое число минут от 0 до 43200 (30 дней)
settings-words-hours = целое число часов от 0 до 2160 (90 дней)
settings-words-channel = канал (его номер: цифры) или ничего
settings-managers-only = Настройки канала меняет только тот, у кого есть право «Управлять каналами». Создатель идущей в канале партии может менять собственные настройки этой партии.
settings-managers-only-no-game = Настройки канала меняет только тот, у кого есть право «Управлять каналами»; здесь нет идущей партии, чьи собственные настройки вы могли бы изменить.
settings-managers-or-creator = Настройки канала меняет только тот, у кого есть право «Управлять каналами», а собственные настройки идущей партии — только её создатель.
settings-summary-managers-only = Отправлять итоги ходов в другой канал может только тот, у кого есть право «Управлять каналами».
settings-channel-changed = Настройки канала изменены; новые партии возьмут их.
settings-game-changed = Настройки партии #{ $game } изменены.
new-unknown-scenario = Неизвестный сценарий { $scenario }; выберите один из: `{ $choices }`.
new-players = Игроки: `two` (США против исламистов) или `solo` (вы играете за США против бота).
new-side = Сторона: `us` (США) или `jihadist` (исламисты).
new-unknown-level = Неизвестный уровень бота США { $level }; выберите один из: `{ $choices }`.
new-ideology-not-us-bot = Уровни идеологии исламистов — для одиночной игры против бота-исламиста.
new-level-for-us-bot = Уровень задаётся для бота США: `new solo side=jihadist level=...`.
new-length = Длина партии: 1, 2 или 3 колоды.
new-unknown-ideology = Неизвестная идеология { $ideology }; выберите одну из: `{ $choices }`.
new-ideology-solo-only = Уровни идеологии исламистов — только для одиночной игры.
new-seed = Зерно случайности — целое число от 0 до 2**63-1.
new-solo-unavailable = Одиночная игра (бот-исламист) пока недоступна; играйте `two`.
new-channel-busy = В этом канале уже есть незаконченная партия (`status` покажет её; `abort` завершит).
new-bad-position = Эту позицию нельзя использовать: { $error }
position-problem = позиция: { $problems }
position-problems = позиция, ошибок: { $count }: { $problems }
position-more = ; и ещё { $more }
notify-unknown = { $how } — не способ оповещения: выберите `{ $choices }`.
export-challenge = Это попытка вызова: её выгрузка содержит тайное зерно вызова, которое раскрыло бы порядок колоды и броски каждой попытки. Выгрузите её из записей партий, когда вызов будет закрыт.
export-unfinished-two = Незаконченную партию на двоих выгрузить нельзя: выгрузка раскрывает руки, теракты и будущие карты. Ваш собственный вид даёт `export mine`.
export-unfinished-solo = Незаконченную одиночную партию выгрузить нельзя: её зерно раскрывает руку бота и все будущие карты. Ваш собственный вид даёт `export mine`; полная выгрузка будет доступна, когда партия закончится.
import-done = { $name } загружает партию под номером #{ $game } ({ $players }; записей в журнале: { $rows }; { $status }, ход { $turn }). Загруженные партии есть в архиве, но не входят в статистику.
import-too-large = Выгрузка слишком велика ({ $size } знаков; не больше { $limit }).
import-not-an-export = Это не выгрузка партии «Лабиринта» ({ $where }: { $error }).
import-version = Версия выгрузки { $version } не поддерживается (бот читает версию { $reads }).
import-unfinished-two = Загрузить можно только законченные партии на двоих.
import-solo-unavailable = Одиночная игра в этой версии недоступна; выгрузку нельзя воспроизвести.
import-channel-busy = В этом канале уже есть незаконченная партия.
import-engine-failed = Движок правил дал сбой при воспроизведении выгрузки (ошибка); ничего не загружено: { $error }
import-hash = Воспроизведённая партия не совпадает с хешем `state_sha256` выгрузки (другая версия правил?); не загружено.
import-status = По выгрузке партия — { $said }, а её журнал приводит к { $replayed }; не загружено.
import-result = Результат выгрузки { $said } отличается от результата воспроизведения { $replayed }; не загружено.
import-twice = Эта партия уже хранится здесь (партия #{ $game }); дважды она не загружается.
import-row-after-end = Строка { $row } идёт после конца партии.
import-setup-invalid = Начальная расстановка выгрузки недопустима: { $error }
import-row-illegal = Решение { $row } (`{ $option }`) при воспроизведении не по правилам: { $why }
import-bot-answers-unfit = записанные после него ответы бота США не подходят к партии ({ $why })
import-row-undo-not-last = Строка { $row } отменяет решение { $voids }, но оно не последнее действующее решение.
import-row-undo-refused = Строка { $row } отменяет решение { $voids }, а правила этого не позволяли: { $why }
import-row-resign-nobody = В строке { $row } сдаётся сторона «{ $side }», за которую не сидит ни один игрок.
import-row-differs = Строка { $row } расходится с воспроизведением: { $field ->
        [role] сторона
        [option_id] вариант
        [label] подпись
       *[voids] отменяемое решение
    } в ней — { $mine }, а по правилам — { $theirs }.
import-seed-range = Зерно выгрузки вне допустимых пределов (от 0 до 2**63-1).
import-too-many-rows = В журнале выгрузки слишком много строк ({ $rows }; не больше { $limit }).
import-rows-order = Журнал действий выгрузки не по порядку (строки должны идти под номерами 1, 2, 3 ...).
import-row-option-long = Вариант в строке { $row } слишком длинный (знаков: { $size }; не больше { $limit }).
import-row-label-long = Подпись в строке { $row } слишком длинная (знаков: { $size }; не больше { $limit }).
import-row-user-bad = Идентификатор пользователя в строке { $row } недопустим (пустой, слишком длинный или с управляющими знаками).
import-row-time-bad = Время { $time } в строке { $row } — не дата и время в формате `ISO 8601`.
import-row-time-long = Время в строке { $row } слишком длинное.
recheck-row-empty = в строке журнала не указаны ни сторона, ни вариант

## ru-victory: the Discord adapter's own texts (bot/discord/app.py, views.py)
discord-perm-view-channel = Просматривать канал
discord-perm-send-messages = Отправлять сообщения
discord-perm-send-messages-in-threads = Отправлять сообщения в ветках
discord-perm-embed-links = Встраивать ссылки
discord-perm-attach-files = Прикреплять файлы
discord-failed-where = в { $channel }
discord-failed-permission = Discord отклонил моё сообщение{ $where }: мне там не хватает права (нужно: { $need }; код { $code }).
discord-failed-http = Discord отклонил моё сообщение{ $where } ({ $status }, код { $code }: { $details }).
discord-no-details = без подробностей
discord-failed-bug = Что-то пошло не так у меня (ошибка: { $error }).
discord-nothing-lost-saved = Ничего не потеряно: ваше решение сохранено. `/labyrinth choose` покажет решение, которое ждёт сейчас.
discord-nothing-lost = Ничего не потеряно: каждое принятое решение сохранено; `/labyrinth choose` покажет решение, которое ждёт сейчас.
discord-choice-out-of-date = Этот выбор устарел: партия ушла вперёд с тех пор, как вы открыли это меню. Вот ваше текущее решение.
discord-nothing-to-decide = Решать нечего.
discord-list-out-of-date = Этот список устарел; вот ваше текущее решение.
discord-nothing-for-you = Вам сейчас нечего решать.
discord-not-an-option = { $option } нет среди вариантов сейчас. Выберите один из этих:
discord-not-a-card-decision = Сейчас решается не то, какую карту разыграть: { $prompt } Используйте `/labyrinth choose`.
discord-not-a-card = { $card } — не карта, которую можно разыграть сейчас. Выберите одну из этих:
discord-as-a-file = Текст длинный, поэтому вот он файлом.
discord-nothing-to-export = Выгружать нечего.
discord-your-view = Ваш вид партии.
discord-file-too-large = Файл слишком велик ({ $size } байт; не больше { $limit }).
discord-file-unreadable = Не удалось прочитать файл: { $error }
discord-position-unreadable = Не удалось прочитать файл позиции (объект JSON, см. README): { $error }
discord-position-too-large = Файл позиции слишком велик ({ $size } байт; позиция — не больше { $limit }). Ничего не прочитано.
discord-settings-in-dm = Настройки есть у канала сервера; в личных сообщениях их нет.
discord-no-games = Вы не участвуете ни в одной незаконченной партии. `/labyrinth new` откроет новую.
discord-not-in-dm = Партии на двоих нужен канал сервера: другие игроки не могут присоединиться к личным сообщениям.
discord-not-in-dm-new = Партии на двоих нужен канал сервера: другие игроки не могут присоединиться к личным сообщениям. Одиночную партию (`players: solo`, без ветки) можно играть здесь.
discord-choice-unreadable = Этот выбор не удалось прочитать; попробуйте ещё раз.
notify-default = по умолчанию (личное сообщение, если они у вас открыты, иначе упоминание)
notify-now = Когда партия ждёт вас, вас оповещают так: { $how }. Изменить: `/labyrinth notify dm|mention|both|off`.
notify-set = Теперь, когда партия ждёт вас, вы получите { $how }.
notify-mode-dm = личное сообщение с вашим решением
notify-mode-mention = упоминание в канале партии с кнопкой «Решить»
notify-mode-both = личное сообщение и упоминание
notify-mode-off = ничего (пост фазы партии всё равно говорит, кого она ждёт)
discord-film-note = Партия как фильм, фаза за фазой, с графиком её итогов по ходам.
discord-rematch = Реванш
discord-rematch-swap = Реванш, стороны меняются
discord-rematch-accept = Принять реванш
discord-end-dm = Партия №{ $game } в { $channel }: { $result }
mygames-line = • Партия #{ $game } в { $channel } — вы играете за { $sides }
mygames-open = { $line }; ещё не началась
mygames-paused = { $line }; на паузе с { $since }
mygames-waiting-you = { $line }; **ждёт вас** с { $since }
mygames-waiting = { $line }; ждёт: { $who }, с { $since }
settings-of-game = Настройки партии #{ $game } (настройки канала вместе с собственными настройками партии):
settings-of-channel = Настройки этого канала (новые партии берут их):
settings-yes = да
settings-no = нет
settings-thread = • партии в отдельной ветке: { $yes }
settings-remind = • напоминать ждущему игроку каждые { DECIMAL_COMMA($hours) } ч
settings-deadline = • срок: { $deadline }; поражение по истечении срока: { $forfeit }
settings-deadline-hours = { $hours } ч
settings-deadline-none = нет
settings-summary = • итоги ходов также в: { $where }
settings-summary-none = ни в какой другой канал

## issue 35: часы, рейтинг, таблица, поиск соперника
clock-unknown = Неизвестный контроль времени { $clock }; выберите один из: { $choices }.
clock-solo = Контроль времени бывает только в игре двух людей: бот никого не заставляет ждать.
clock-in = через { $left }
clock-empty = исчерпано
clock-bank = «{ $side }» { $left }
clock-banks = ⏱ Время ({ $clock }): { $banks }
clock-preset-fast = быстрый: 24 ч + 4 ч за ход, не больше 72 ч
clock-preset-standard = обычный: 72 ч + 12 ч за ход, не больше 120 ч
clock-preset-slow = медленный: 72 ч + 36 ч за ход, не больше 240 ч
clock-on-vacation = 🏖 Сторона «{ $side }» в отпуске, вернётся { $until }.
clock-out = ⏰ Время стороны «{ $side }» истекло.
clock-runs-out = Время стороны «{ $side }» истечёт { $when }.
clock-reminder = ⏰ { $user }, в партии №{ $game } ({ $side }) израсходованы три четверти вашего времени: осталось { $left }.
clock-may-claim = ⏰ Время { $user } в партии №{ $game } истекло: { $other } может забрать победу (`/labyrinth claim`).
claim-bank-left = У стороны «{ $side }» ещё { $left } на часах: забрать партию можно, только когда время истечёт.
claim-clock-stopped = Часы остановлены (пауза или игра окончена): забирать нечего.
claimed-on-time = У { $who } истекло время: { $name } забирает партию, победа стороны «{ $winner }» по времени.
forfeit-on-time = ⏰ У { $who } истекло время, партия проиграна: победа стороны «{ $winner }» по времени.
rating-change = { $name }: рейтинг { DECIMAL_COMMA($rating) } ({ DECIMAL_COMMA($delta) }).
vacation-no-clock = В этой партии нет контроля времени: останавливать нечего.
vacation-not-finite = Укажите отпуск числом дней.
vacation-not-positive = Укажите отпуск положительным числом дней.
vacation-on-vacation = Вы уже в отпуске в этой партии.
vacation-beyond-allowance = Это больше отпуска, чем у вас осталось в этой партии ({ $left }).
vacation-taken = 🏖 { $name } уходит в отпуск на { DECIMAL_COMMA($days) } дн.: часы стоят, возвращение { $until }.
ladder-empty = Рейтинговых партий пока нет.
ladder-head = **Рейтинг игроков** (рейтинг = mu − 3σ; ± его неопределённость)
ladder-head-all = **Рейтинг игроков всех серверов** (рейтинг = mu − 3σ; ± его неопределённость)
ladder-line = { $place }. { $name }: { DECIMAL_COMMA($rating) } ±{ DECIMAL_COMMA($sigma) } · партий: { $games } · побед за США: { $us }, за исламистов: { $jihadist } · своих просрочек: { $timeouts } %
stats-rating = Рейтинг: { DECIMAL_COMMA($rating) } ±{ DECIMAL_COMMA($sigma) }
stats-unrated = Рейтинг: пока нет.
stats-replies = Время ответа (последние { $count }): квартили { $q1 } · { $median } · { $q3 }
stats-replies-hidden = Время ответа: игрок скрыл его.
ladder-choices = Вне таблицы: { $off }; время ответа скрыто: { $hidden }.
switches-managers-only = Менять настройки сервера могут только его управляющие.
switches-bad = Неизвестная настройка или значение { $name }; настройки: { $known }.
switches-now = Рейтинговые партии: { $rated } · поиск соперника: { $seeks } · канал поиска: { $channel } · контроль времени по умолчанию: { $clock }
seek-off = Поиск соперника на этом сервере выключен.
seek-side = Сторона: us, jihadist или either.
seek-range = Такой диапазон рейтинга невозможен: нижняя граница не может быть выше верхней, и обе должны быть числами.
seek-second = У вас уже есть открытый поиск на этом сервере: сначала отзовите его.
seek-gone = Этот поиск уже закрыт (принят, отозван или истёк).
seek-own = Это ваш собственный поиск: дождитесь, пока его примет другой игрок.
seek-blocked = Один из вас заблокировал другого.
seek-out-of-range = Ваш рейтинг ({ DECIMAL_COMMA($rating) }) вне диапазона этого поиска.
seek-paired = Соперник найден: { $name } (контроль { $game_clock }), партия открывается.
seek-posted = Поиск №{ $seek } открыт: { $line }
seek-line = №{ $seek } { $name }: { $side }, контроль { $game_clock }, соперники с рейтингом от { DECIMAL_COMMA($low) } до { DECIMAL_COMMA($high) }
seek-side-us = играет за США
seek-side-jihadist = играет за исламистов
seek-side-either = любая сторона
seeks-none = Открытых поисков нет: откройте свой командой `/labyrinth seek`.
seeks-head = **Открытые поиски**:
seek-none = У вас нет открытого поиска.
seek-withdrawn = Поиск №{ $seek } отозван.
seek-game-opened = Партия №{ $game }: { $us } (США) против { $jihadist } (исламисты), открывается в { $where }.
block-self = Нельзя заблокировать самого себя.
blocked = Заблокировано: вас не сведут друг с другом.
unblocked = Блокировка снята.
next-none = Ни одна партия не ждёт вас.
next-game = Дольше всех вас ждёт партия №{ $game }: { $where }
button-next = Следующая
button-accept = Принять №{ $seek }
