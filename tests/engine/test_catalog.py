"""The engine's catalogs (engine/locales, engine/i18n.py): the engine words its own messages, in
English with no set-up; every message it names has its English and Russian with the arguments
it is given; every reference it can name has its words; the quick wording is Fluent's.
(The service's catalog over these: tests/bot/core/test_i18n_catalog.py.)"""

from __future__ import annotations

import ast as pyast
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

from engine import i18n, msg
from engine.msg import ENGINE, Ref, m

ROOT = Path(__file__).resolve().parents[2]
ENGINE_FILES = sorted(p.name for p in (i18n.LOCALES / "en").glob("*.ftl"))

#: a message's bare form (`plain`): an id with its arguments, "solo-plays(card=77, ...)"
ID_FORM = re.compile(r"\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\(")

#: run in a fresh process that imports only the engine: seeded random games, every text the
#: engine gives (log entries, prompts, option labels and notes), and the modules then loaded
_WHOLE_GAMES = r"""
import json, random, sys
from engine import Game
from engine.msg import Msg

texts, ids = [], set()

def walk(x):
    if isinstance(x, Msg):
        ids.add(x.id)
        for _, v in x.items():
            walk(v)
    elif isinstance(x, tuple):
        for v in x:
            walk(v)

games = []
for players, seed in (("two", 11), ("solo", 5)):
    g = Game.new("lets_roll", players=players, seed=seed)
    rnd = random.Random(seed)
    decisions = 0
    while decisions < 600:
        p = g.prompt()
        if p is None:
            break
        texts.append(p.text)
        walk(p.msg)
        for o in p.options:
            texts += [o.label, o.odds_note]
            walk(o.msg)
            walk(o.note)
        g.act(p.role, rnd.choice(p.ids()))
        decisions += 1
    for e in g.state.log:
        texts.append(e.text)
        walk(e.msg)
    games.append((players, decisions, len(g.state.log)))
print(json.dumps({"texts": texts, "ids": sorted(ids), "games": games,
                  "bot": sorted(x for x in sys.modules if x == "bot" or x.startswith(("bot.", "render")))}))
"""


def test_a_process_that_imports_only_the_engine_words_whole_games_in_english() -> None:
    """Issue 31: no install step, no service: every LogEntry.text, Prompt.text, option label and
    odds note of two seeded random games (two players; the solitaire Jihadist bot with its
    reasons) is English, with no message-id form left."""
    out = subprocess.run(
        [sys.executable, "-c", _WHOLE_GAMES], cwd=ROOT, capture_output=True, text=True, timeout=300, check=True
    )
    seen: dict[str, Any] = json.loads(out.stdout)
    assert seen["bot"] == [], "the engine alone: nothing of the service or the pictures loaded"
    assert all(decisions > 50 for _, decisions, _ in seen["games"]), seen["games"]
    texts = [x for x in seen["texts"] if x]
    assert len(texts) > 2000 and len(seen["ids"]) > 100
    left = sorted({x for x in texts if ID_FORM.search(x) or x in seen["ids"]})
    assert left == [], left[:5]
    english = i18n.catalogs()["en"].ids
    assert [x for x in seen["ids"] if x not in english] == []
    assert any(x.startswith("Turn 1: Jihadist Action Phase") for x in texts)


def test_english_needs_no_set_up_and_a_message_reads_its_words() -> None:
    x = m("ref-governance-1")
    assert (str(x), msg.english(x), msg.english("as is"), msg.english(None)) == ("Good", "Good", "as is", "")
    assert msg.plain(m("woi-result", country=msg.country("iraq"), rolls=[1, 2])) == "woi-result(country=iraq, rolls=[1, 2])"
    assert ENGINE.word_ref(msg.card(120), "ru") == "#120 Выборы в США" and ENGINE.word_ref(msg.country("iraq"), "en") == "Iraq"
    assert ENGINE.word(m("list-sep"), "ru") == ", " and ENGINE.word(m("ref-role-us"), "ru") == "США"
    assert msg.english(m("no-such-message", n=1)) == "no-such-message(n=1)"  # (a bug the tests below catch)


# ---------------------------------------------------------------------- completeness
def test_every_engine_message_has_english_and_russian_and_russian_nothing_more() -> None:
    cats = i18n.catalogs()
    en, ru = cats["en"].variables, cats["ru"].variables
    assert sorted(set(en) - set(ru)) == [], "messages without a Russian text"
    assert sorted(set(ru) - set(en)) == [], "Russian messages without an English one"
    for msg_id, names in ru.items():
        assert names <= en[msg_id], f"{msg_id}: {sorted(names - en[msg_id])}"


def engine_messages() -> list[tuple[str, int, str, set[str] | None]]:
    """Every message the engine names: `m("literal-id", name=...)` in engine/ (arguments None
    where given as `**kwargs`)."""
    found: list[tuple[str, int, str, set[str] | None]] = []
    for path in (ROOT / "engine").rglob("*.py"):
        for node in pyast.walk(pyast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, pyast.Call) or not node.args:
                continue
            name = node.func.id if isinstance(node.func, pyast.Name) else getattr(node.func, "attr", "")
            first = node.args[0]
            if name == "m" and isinstance(first, pyast.Constant) and isinstance(first.value, str):
                given = None if any(k.arg is None for k in node.keywords) else {str(k.arg) for k in node.keywords}
                found.append((str(path.relative_to(ROOT)), node.lineno, first.value, given))
    return found


def test_every_message_the_engine_names_has_english_and_russian_with_its_arguments() -> None:
    found = engine_messages()
    assert len(found) >= 500, "the scan finds the engine's messages"
    cats = i18n.catalogs()
    for where, line, msg_id, given in found:
        assert msg_id in cats["en"].variables, f"{where}:{line}: no English message {msg_id!r}"
        assert msg_id in cats["ru"].variables, f"{where}:{line}: no Russian message {msg_id!r}"
        if given is None:
            continue
        needed = cats["en"].variables[msg_id] | cats["ru"].variables[msg_id]
        assert needed <= given, f"{where}:{line}: {msg_id} needs {sorted(needed - given)}"
        unused = given - needed
        assert not unused, f"{where}:{line}: {msg_id} is given {sorted(unused)}, which no language says"


def test_the_engines_catalog_files_come_in_pairs_and_every_message_is_used() -> None:
    """Each English file has its Russian one, and every hand-written message of the engine is
    named in its code (the names of the generated names.ftl through the references)."""
    assert ENGINE_FILES and ENGINE_FILES == sorted(p.name for p in (i18n.LOCALES / "ru").glob("*.ftl"))
    named = {msg_id for *_, msg_id, _ in engine_messages()}
    code = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "engine").rglob("*.py"))
    unused = []
    for f in ENGINE_FILES:
        if f == "names.ftl":
            continue
        for msg_id in re.findall(r"^([a-z][a-z0-9-]*) =", (i18n.LOCALES / "en" / f).read_text(encoding="utf-8"), re.M):
            if msg_id.startswith(("ref-", "side-")) or msg_id in named or f'"{msg_id}"' in code:
                continue
            unused.append(msg_id)
    assert unused == []


def test_every_reference_the_engine_can_name_has_its_words() -> None:
    from engine.data import CARDS, COUNTRIES, SCENARIOS
    from engine.state import GOVERNANCE_NAMES

    refs = [msg.role(r) for r in ("us", "jihadist")] + [msg.governance(g) for g in (None, *GOVERNANCE_NAMES)]
    refs += [msg.alignment(a) for a in ("ally", "neutral", "adversary")] + [msg.posture(p) for p in ("hard", "soft", None)]
    refs += [msg.side(s) for s in ("US", "Jihadist", "Unassociated")] + [Ref("scenario", s) for s in SCENARIOS]
    refs += [msg.country(c) for c in COUNTRIES] + [f(n) for n in CARDS for f in (msg.card, msg.cardname)]
    refs += [msg.playable(n) for n, c in CARDS.items() if c.playable_if]
    told: list[str] = []
    speaker = msg.Speaker(warn=told.append)  # (told of any name given in English, or missing)
    for ref in refs:
        for lang in i18n.LANGUAGES:
            assert speaker.word_ref(ref, lang), (ref, lang)
    assert told == [] and len(refs) > 350


# ---------------------------------------------------------------------- the quick wording
def check_quick_wording(catalogs: dict[str, i18n.Catalog]) -> None:
    """`say` words the common shapes without Fluent's resolver (`_quick`: a new file's import words
    every label it checks): for every message of every catalog, with strings and whole numbers
    (plural categories, exact keys), its text is Fluent's wherever it gives one; numbers of 1000
    or more, other types and missing arguments are left to Fluent. (Also run over the service's
    catalog: tests/bot/core/test_i18n.py.)"""
    from engine.i18n import _planned, _quick

    quick = total = 0
    for cat in catalogs.values():
        bundle = cat.bundle
        for msg_id, names in cat.variables.items():
            value = bundle.get_message(msg_id).value
            if value is None:
                continue
            tries: list[dict[str, object]] = [{n: f"«{n}»" for n in names}]
            for number in (0, 1, 2, 3, 4, 5, 11, 21, 22, 25, 101, 999):
                tries += [{**tries[0], n: number} for n in names]
                tries.append(dict.fromkeys(names, number))
            tries += [{**tries[0], n: "x" * 3000} for n in names]  # (a part longer than Fluent's limit)
            for args in tries:
                total += 1
                got = _quick(value, args, bundle)
                # `say`'s way: the message's plan, made once, gives what `_quick` gives
                assert _planned(cat, msg_id, args) == got, (cat.lang, msg_id, args)
                if got is None:
                    continue
                quick += 1
                text, errors = bundle.format_pattern(value, args)
                assert not errors and got == text, (cat.lang, msg_id, args, got, text)
            if names:
                name = sorted(names)[0]
                for odd in (1000, -1, True, 2.5, None):
                    assert _quick(value, {**tries[0], name: odd}, bundle) is None or name not in _used(value)
                    assert _planned(cat, msg_id, {**tries[0], name: odd}) == _quick(value, {**tries[0], name: odd}, bundle)
    assert quick > total // 2  # (most of them: the test cannot pass by leaving all to Fluent)


def _used(node: object) -> set[str]:
    """The variables a runtime message value reads (wherever they stand)."""
    from fluent.runtime.resolver import VariableReference

    found: set[str] = set()
    stack = [node]
    while stack:
        x = stack.pop()
        if isinstance(x, VariableReference):
            found.add(x.id.name)
        elif isinstance(x, list):
            stack += x
        elif hasattr(x, "__dict__"):
            stack += list(vars(x).values())
    return found


def test_the_quick_wording_gives_fluents_text_for_every_engine_message_or_leaves_it_to_fluent() -> None:
    from engine.i18n import _quick

    check_quick_wording(i18n.catalogs())
    en = i18n.catalogs()["en"].bundle
    assert _quick(en.get_message("how-op").value, {"op": "Recruit", "ops": 1}, en) == "Recruit (1 Op)"
    assert _quick(en.get_message("how-op").value, {"op": "Recruit", "ops": 2}, en) == "Recruit (2 Ops)"
    assert _quick(en.get_message("how-op").value, {"op": "Recruit"}, en) is None

