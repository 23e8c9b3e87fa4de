# Что говорит движок (engine/msg.py называет сообщения, bot.core.i18n.word их выражает словами).
# Имена стран и карт стоят в именительном падеже: после двоеточия или тире.

## ссылки (engine.msg.Ref): стороны, уровни
list-sep = {", "}
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
