# What the engine says (engine/msg.py names the messages, bot.core.i18n.word words them).
# Written by hand; ru/engine.ftl has the same ids. docs/i18n.md: "Converting an engine text".

## the words of references (engine.msg.Ref): roles, levels
list-sep = {", "}
ref-role-us = US
ref-role-jihadist = Jihadist
ref-governance-0 = unmarked
ref-governance-1 = Good
ref-governance-2 = Fair
ref-governance-3 = Poor
ref-governance-4 = Islamist Rule
ref-alignment-ally = Ally
ref-alignment-neutral = Neutral
ref-alignment-adversary = Adversary
ref-posture-hard = Hard
ref-posture-soft = Soft
ref-posture-unmarked = unmarked

## the sequence of play (engine/sequence.py)
pass = Pass
phase-action = Turn { $turn }: { $side } Action Phase
phase-plots = Turn { $turn }: Plot resolution
phase-end-of-turn = End of turn { $turn }
cadre-remove-ask = Jihadist Action Phase: no cards left. Remove a Cadre (4.8.4) or pass?
cadre-remove-option = Remove the Cadre in { $country }
cadre-removed = Jihadist removes the Cadre in { $country }
lapsing-end = Lapsing events end: { $events }
