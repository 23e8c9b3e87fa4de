"""The numbered migrations on PostgreSQL: the same versions as on SQLite, recorded the same way
(`schema_migrations`: version, name, applied_at). Where the SQL differs (identity columns, BYTEA,
trigger functions) `postgres/NNN_name.sql` replaces the common file; the others are shared.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import asyncpg

from migrations import HERE, Migration, available

DIALECT = HERE / "postgres"
#: any constant: the advisory lock that lets one process at a time migrate the database
LOCK = 0x1AB7


def pg_migrations(folder: Path = HERE) -> list[Migration]:
    """The migrations in order, each with the PostgreSQL text where one exists."""
    out = []
    for mig in available(folder):
        own = folder / "postgres" / f"{mig.version:03d}_{mig.name}.sql"
        out.append(Migration(mig.version, mig.name, own.read_text(encoding="utf-8")) if own.is_file() else mig)
    return out


async def pg_schema_version(conn: asyncpg.Connection) -> int:
    if await conn.fetchval("SELECT to_regclass('schema_migrations')") is None:
        return 0
    return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_migrations"))


async def migrate_pg(conn: asyncpg.Connection, folder: Path = HERE) -> int:
    """Apply the missing migrations, each in one transaction with its bookkeeping row; a second
    process starting at the same moment waits on the advisory lock, then finds them applied."""
    migrations = pg_migrations(folder)
    latest = len(migrations)
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", LOCK)
        await conn.execute(
            "CREATE TABLE IF NOT EXISTS schema_migrations ("
            " version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)"
        )
    while True:
        async with conn.transaction():
            await conn.execute("SELECT pg_advisory_xact_lock($1)", LOCK)
            current = await pg_schema_version(conn)
            if current > latest:
                raise RuntimeError(
                    f"the database is at schema version {current}, newer than this code ({latest}); refusing to run"
                )
            if current == latest:
                return current
            mig = migrations[current]
            await conn.execute(mig.sql)  # a whole file: asyncpg runs a script without arguments
            await conn.execute(
                "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
                mig.version,
                mig.name,
                datetime.now(UTC).isoformat(timespec="seconds"),
            )
