"""Copy a SQLite database into an empty PostgreSQL one: `python3 run.py migrate-db SQLITE_PATH POSTGRES_URL`.

Every table is copied in batches in rowid order; each batch is one PostgreSQL transaction together
with its progress row (`migrate_db_progress`), so an interrupted copy continues where it stopped
when run again. A target that holds games or challenges not copied from this source is refused.
At the end the row counts of every table and, per game, the hash of its state snapshot and of
its action log are compared between the two databases; any difference is reported and fails.
Stop every bot process on the SQLite file first (the copy is of one moment).
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import sys
from pathlib import Path
from typing import Any

from bot.core.store import Store, pack
from bot.core.store_pg import PgStore, is_postgres, redact

#: in the order the foreign keys need
TABLES = (
    "games",
    "seats",
    "actions",
    "snapshots",
    "turn_snapshots",
    "channel_settings",
    "challenges",
    "challenge_attempts",
    "reminders",
    "closed_dms",
    "leaderboard_messages",
    "command_sync",
    "board_views",
    "user_languages",
    "player_settings",
    "phase_posts",
    # issue 35 (migration 012), in foreign-key order
    "game_clocks",
    "clock_events",
    "rating_results",
    "rating_changes",
    "ratings",
    "player_preferences",
    "seeks",
    "player_blocks",
    "server_settings",
)
#: tables whose ids come from an identity column: its sequence continues after the copied ids
IDENTITY = ("games", "challenges", "seeks")


class MigrateError(Exception):
    """The copy was refused or its check failed (the message says why)."""


def _coerce(value: Any, pg_type: str) -> Any:
    """A SQLite value (loosely typed) as the PostgreSQL column wants it."""
    if value is None:
        return None
    if pg_type == "bytea":
        return pack(value) if isinstance(value, str) else bytes(value)
    if pg_type in ("integer", "bigint"):
        return int(value)
    if pg_type == "double precision":
        return float(value)
    return str(value)


async def _columns(pg: PgStore, table: str) -> dict[str, str]:
    rows = await pg.query(
        "SELECT column_name, data_type FROM information_schema.columns WHERE table_name = ? AND table_schema = current_schema()",
        (table,),
    )
    return {r[0]: r[1] for r in rows}


async def copy(src: Store, pg: PgStore, *, batch: int = 500, max_batches: int | None = None) -> bool:
    """Copy what is not copied yet; True once every table is complete (False: stopped after
    `max_batches`, run again to continue)."""
    source = str(src.path.resolve())
    async with pg.pool.acquire() as conn:
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS migrate_db_progress ("
            " source TEXT NOT NULL, tbl TEXT NOT NULL, last_rowid BIGINT NOT NULL, done BOOLEAN NOT NULL,"
            " PRIMARY KEY (source, tbl))"
        )
        progress = {r["tbl"]: (r["last_rowid"], r["done"]) for r in await conn.fetch(
            "SELECT tbl, last_rowid, done FROM migrate_db_progress WHERE source = $1", source
        )}
        others = await conn.fetchval("SELECT COUNT(*) FROM migrate_db_progress WHERE source <> $1", source)
        if not progress:
            filled = [t for t in TABLES if await conn.fetchval(f"SELECT EXISTS (SELECT 1 FROM {t})")]
            if filled or others:
                raise MigrateError(
                    f"the target database {redact(pg.url)} is not empty ({', '.join(filled) or 'another copy'});"
                    " migrate-db only fills an empty database"
                )
    batches = 0
    for table in TABLES:
        last, done = progress.get(table, (0, False))
        if done:
            continue
        types = await _columns(pg, table)
        cols = [r[1] for r in await src.query(f"PRAGMA table_info({table})") if r[1] in types]
        marks = ", ".join(f"${i}" for i in range(1, len(cols) + 1))
        insert = f"INSERT INTO {table} ({', '.join(cols)}) VALUES ({marks})"
        while True:
            if max_batches is not None and batches >= max_batches:
                return False
            rows = await src.query(
                f"SELECT rowid, {', '.join(cols)} FROM {table} WHERE rowid > ? ORDER BY rowid LIMIT ?", (last, batch)
            )
            end = len(rows) < batch
            async with pg.pool.acquire() as conn, conn.transaction():
                if rows:
                    await conn.executemany(
                        insert, [tuple(_coerce(v, types[c]) for v, c in zip(r[1:], cols, strict=True)) for r in rows]
                    )
                    last = rows[-1][0]
                await conn.execute(
                    "INSERT INTO migrate_db_progress (source, tbl, last_rowid, done) VALUES ($1, $2, $3, $4)"
                    " ON CONFLICT (source, tbl) DO UPDATE SET last_rowid = excluded.last_rowid, done = excluded.done",
                    source,
                    table,
                    last,
                    end,
                )
            batches += 1
            if end:
                break
    async with pg.pool.acquire() as conn:
        for table in IDENTITY:
            await conn.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
            )
    return True


async def fingerprint(store: Store) -> dict[str, Any]:
    """Row counts of every table, and per game the hash of its snapshot and of its action log."""
    out: dict[str, Any] = {}
    for table in TABLES:
        out[table] = (await store.query(f"SELECT COUNT(*) FROM {table}"))[0][0]
    for (gid,) in await store.query("SELECT id FROM games ORDER BY id"):
        snap = await store.snapshot(gid)
        log = "\n".join(a.model_dump_json() for a in await store.actions(gid))
        out[f"game {gid} state"] = hashlib.sha256(snap[0].encode()).hexdigest()[:16] if snap else None
        out[f"game {gid} log"] = hashlib.sha256(log.encode()).hexdigest()[:16]
    return out


async def verify(src: Store, pg: PgStore) -> list[str]:
    """What differs between the two databases (empty: the copy is exact)."""
    a, b = await fingerprint(src), await fingerprint(pg)
    return [f"{k}: SQLite {a.get(k)} != PostgreSQL {b.get(k)}" for k in sorted(a.keys() | b.keys()) if a.get(k) != b.get(k)]


async def migrate_db(sqlite_path: Path, url: str, *, batch: int = 500, max_batches: int | None = None) -> str:
    """Copy and verify; the summary line. Raises MigrateError when refused or when the check fails."""
    if not sqlite_path.is_file():
        raise MigrateError(f"no SQLite database at {sqlite_path}")
    if not is_postgres(url):
        raise MigrateError(f"{url!r} is not a postgresql:// URL")
    src = await Store.open(sqlite_path)
    try:
        pg = await PgStore.open_url(url)
        try:
            if not await copy(src, pg, batch=batch, max_batches=max_batches):
                return "Stopped part-way (as asked); run the same command again to continue."
            diff = await verify(src, pg)
            if diff:
                raise MigrateError("the copy differs from the source: " + "; ".join(diff[:10]))
            games = (await src.query("SELECT COUNT(*) FROM games"))[0][0]
            return f"Copied {games} games into {redact(url)}; every table's count and every game's state and log hash match."
        finally:
            await pg.close()
    finally:
        await src.close()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="run.py migrate-db", description=__doc__.splitlines()[0])
    ap.add_argument("sqlite_path", type=Path)
    ap.add_argument("postgres_url")
    ap.add_argument("--batch", type=int, default=500, help="rows per transaction")
    ap.add_argument("--max-batches", type=int, default=None, help="stop after this many batches (continue later)")
    args = ap.parse_args(argv)
    try:
        print(asyncio.run(migrate_db(args.sqlite_path, args.postgres_url, batch=args.batch, max_batches=args.max_batches)))
    except MigrateError as e:
        print(f"migrate-db: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
