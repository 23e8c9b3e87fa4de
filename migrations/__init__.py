"""Numbered SQL migrations (`001_init.sql`, `002_...sql`), applied in order at start-up.

Forward-only and idempotent: the versions applied are kept in the `schema_migrations` table,
each file runs inside one transaction together with its bookkeeping row, and running
`migrate` again applies only what is missing. A database newer than this code is refused.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

import aiosqlite

HERE = Path(__file__).parent
NAME = re.compile(r"^(\d{3})_([a-z0-9_]+)\.sql$")


@dataclass(frozen=True)
class Migration:
    version: int
    name: str
    sql: str

    def statements(self) -> list[str]:
        """Split the file into statements (trigger bodies hold `;`, so ask SQLite where each ends)."""
        out: list[str] = []
        buf = ""
        for line in self.sql.splitlines(keepends=True):
            if not buf and (not line.strip() or line.lstrip().startswith("--")):
                continue
            buf += line
            if sqlite3.complete_statement(buf):
                out.append(buf.strip())
                buf = ""
        if buf.strip():
            raise ValueError(f"migration {self.version:03d}_{self.name}: unterminated statement: {buf.strip()[:60]}")
        return out


def available(folder: Path = HERE) -> list[Migration]:
    """The migration files in version order; gaps and duplicates are errors."""
    found: list[Migration] = []
    for p in sorted(folder.glob("*.sql")):
        m = NAME.match(p.name)
        if not m:
            raise ValueError(f"migration file {p.name!r} is not named NNN_name.sql")
        found.append(Migration(int(m.group(1)), m.group(2), p.read_text(encoding="utf-8")))
    for i, mig in enumerate(found, start=1):
        if mig.version != i:
            raise ValueError(f"migrations must be numbered 001, 002, ... without gaps: found {mig.version:03d} at {i}")
    return found


async def schema_version(db: aiosqlite.Connection) -> int:
    """The highest migration applied (0 for a new database)."""
    async with db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'") as cur:
        if await cur.fetchone() is None:
            return 0
    async with db.execute("SELECT COALESCE(MAX(version), 0) FROM schema_migrations") as cur:
        row = await cur.fetchone()
    return int(row[0]) if row else 0


async def migrate(db: aiosqlite.Connection, folder: Path = HERE) -> int:
    """Apply the missing migrations; return the schema version. Needs an autocommit connection
    (`isolation_level=None`) so that each file gets exactly one explicit transaction."""
    migrations = available(folder)
    await db.execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations ("
        " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
    )
    latest = len(migrations)
    current = await schema_version(db)
    if current > latest:
        raise RuntimeError(
            f"the database is at schema version {current}, newer than this code ({latest}); refusing to run"
        )
    for mig in migrations[current:]:
        # BEGIN IMMEDIATE takes the write lock: a second process starting at the same moment
        # waits, then sees the version already applied and skips it.
        await db.execute("BEGIN IMMEDIATE")
        try:
            async with db.execute("SELECT 1 FROM schema_migrations WHERE version = ?", (mig.version,)) as cur:
                done = await cur.fetchone() is not None
            if not done:
                for stmt in mig.statements():
                    await db.execute(stmt)
                await db.execute(
                    "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
                    (mig.version, mig.name, datetime.now(UTC).isoformat(timespec="seconds")),
                )
            await db.execute("COMMIT")
        except BaseException:
            await db.execute("ROLLBACK")
            raise
    return await schema_version(db)
