"""Rebuild a damaged database from what is still readable (README: a damaged database).

    python -m bot.core.salvage DAMAGED.sqlite3 NEW.sqlite3

Every readable row of every table is copied into a new, fully migrated file (a damaged page
loses only the rows on it; the reader skips past it). The state snapshots are not copied: each
game's state is rebuilt by replaying its action log (`GameService.recheck_all`), so a game whose
log survived comes back exactly. What could not be read or replayed is listed.
"""

from __future__ import annotations

import asyncio
import sqlite3
import sys
from pathlib import Path

from bot.core.botlog import same_game
from bot.core.service import GameService
from bot.core.store import Store, unpack

#: rebuilt from the action logs (or bookkeeping of the new file itself), never copied
REBUILT = {"schema_migrations", "snapshots", "turn_snapshots", "sqlite_sequence"}


def readable_rows(src: sqlite3.Connection, table: str, cols: list[str]) -> tuple[list[tuple[object, ...]], bool]:
    """The rows of `table` that can still be read, in rowid order, and whether some could not."""
    select = f"SELECT rowid, {', '.join(cols)} FROM {table} WHERE rowid > ? ORDER BY rowid"
    rows: list[tuple[object, ...]] = []
    after, lost = -(2**63), False
    while True:
        try:
            for r in src.execute(select, (after,)):
                rows.append(r[1:])
                after = r[0]
            return rows, lost
        except sqlite3.DatabaseError:
            lost = True
        # a damaged page: look for the first readable row further on (rowids grow by one per row)
        for jump in (2**i for i in range(63)):
            try:
                nxt = src.execute(f"SELECT rowid FROM {table} WHERE rowid > ? ORDER BY rowid LIMIT 1", (after + jump,))
                found = nxt.fetchone()
            except sqlite3.DatabaseError:
                continue
            if found is None:
                return rows, lost
            after = found[0] - 1
            break
        else:
            return rows, lost


async def salvage(damaged: Path, target: Path) -> list[str]:
    """Copy what is readable of `damaged` into the new file `target`, then replay every game's log.
    Returns what was lost (empty: everything came back)."""
    if target.exists():
        raise FileExistsError(f"{target} exists already: salvage writes a new file")
    notes: list[str] = []
    src = sqlite3.connect(f"file:{damaged}?mode=ro", uri=True)
    old, _ = readable_rows(src, "snapshots", ["game_id", "state"])  # to check each replay against
    store = await Store.open(target)
    try:
        await store.db.execute("PRAGMA foreign_keys = OFF")  # a lost game row must not lose its seats too
        async with store.db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") as cur:
            tables = [r[0] for r in await cur.fetchall() if r[0] not in REBUILT]
        for table in tables:
            async with store.db.execute(f"PRAGMA table_info({table})") as cur:
                cols = [r[1] for r in await cur.fetchall()]
            try:
                have = {r[1] for r in src.execute(f"PRAGMA table_info({table})")}
            except sqlite3.DatabaseError as e:
                notes.append(f"{table}: unreadable ({e})")
                continue
            cols = [c for c in cols if c in have]
            if not cols:
                continue
            rows, lost = readable_rows(src, table, cols)
            if lost:
                notes.append(f"{table}: some rows were on damaged pages and are lost ({len(rows)} read)")
            await store.db.execute("BEGIN IMMEDIATE")
            await store.db.executemany(
                f"INSERT OR IGNORE INTO {table} ({', '.join(cols)}) VALUES ({', '.join('?' for _ in cols)})", rows
            )
            await store.db.execute("COMMIT")
    finally:
        src.close()
        await store.close()
    svc = await GameService.open(target, images=False)
    try:
        stored = {gid: unpack(state) for gid, state in old}  # type: ignore[arg-type]
        for r in await svc.recheck_all():
            snap = await svc.store.snapshot(r.game_id)
            if not r.ok:
                notes.append(f"game #{r.game_id} in {r.channel}: its log does not replay ({r.message})")
            elif r.game_id in stored and (snap is None or not same_game(snap[0], stored[r.game_id])):
                # (what each save restores, the state and the prompt; not the text, whose
                # checkpoints sit elsewhere in a replay than in the live game)
                notes.append(f"game #{r.game_id} in {r.channel}: its log is incomplete (the replay differs)")
    finally:
        await svc.close()
    return notes


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print("usage: python -m bot.core.salvage DAMAGED.sqlite3 NEW.sqlite3", file=sys.stderr)
        return 2
    notes = asyncio.run(salvage(Path(argv[0]), Path(argv[1])))
    print(f"Rebuilt {argv[1]} from {argv[0]}.")
    for n in notes:
        print(f"  lost: {n}")
    if notes:
        print("Bring back lost games from a backup or their exports (`import`).")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
