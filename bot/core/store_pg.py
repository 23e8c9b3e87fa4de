"""PostgreSQL persistence (asyncpg): the same store as `bot.core.store.Store`, shared by many processes.

`LABYRINTH_DB` chooses the implementation: a file path opens SQLite (the embedded default), a
`postgresql://` URL opens PostgreSQL (`open_store`). `PgStore` keeps every query of `Store`: a job
receives `PgConn`, which speaks the part of aiosqlite's connection the store uses (`?`
placeholders, `rowcount`, `lastrowid`, `fetchall`), so one SQL text serves both databases.

Across processes the games row's `version` serializes changes: `UPDATE games ... WHERE id = $1 AND
version = $2` takes the row lock, and a second process's UPDATE waits for it, then re-reads the row,
finds the version moved and changes nothing (`StaleVersion`). Every change (action, pause, resume,
undo) goes through that versioned UPDATE. Each write job is one transaction, committed (and, with
PostgreSQL's default `synchronous_commit = on`, flushed) before its caller resumes.
"""

from __future__ import annotations

import logging
import re
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar, cast

import asyncpg

from bot.core.store import StorageFailure, Store, StoreError
from migrations.pg import migrate_pg

T = TypeVar("T")
log = logging.getLogger(__name__)

#: tables whose INSERT hands back the new id (aiosqlite's `lastrowid`)
_SERIAL = re.compile(r"^\s*INSERT INTO (games|challenges|seeks) ", re.IGNORECASE)
#: a unique or check constraint -> the words SQLite would name in its IntegrityError, which the
#: store's callers match on (e.g. "games.channel": the channel already has a live game)
_CONSTRAINTS = {"games_one_live_per_channel": "UNIQUE constraint failed: games.channel"}


def is_postgres(target: str | Path) -> bool:
    return str(target).startswith(("postgresql://", "postgres://"))


async def open_store(target: str | Path) -> Store:
    """The store `target` names: a `postgresql://` URL, or the path of a SQLite file."""
    if is_postgres(target):
        return await PgStore.open_url(str(target))
    return await Store.open(target)


def placeholders(sql: str) -> str:
    """`?` marks as `$1, $2, ...` (quoted text left alone)."""
    out: list[str] = []
    n = 0
    for i, part in enumerate(re.split(r"('(?:[^']|'')*')", sql)):
        if i % 2:  # a quoted literal
            out.append(part)
            continue
        pieces = part.split("?")
        for j, p in enumerate(pieces):
            if j:
                n += 1
                out.append(f"${n}")
            out.append(p)
    return "".join(out)


class PgCursor:
    """The result of one statement, as aiosqlite's cursor shows it."""

    def __init__(self, rows: list[Any], rowcount: int, lastrowid: int | None):
        self._rows = rows
        self.rowcount = rowcount
        self.lastrowid = lastrowid

    async def fetchall(self) -> list[Any]:
        return list(self._rows)

    async def fetchone(self) -> Any:
        return self._rows[0] if self._rows else None


class PgConn:
    """An asyncpg connection in a transaction, speaking the part of aiosqlite the store's jobs use."""

    def __init__(self, conn: asyncpg.Connection):
        self.conn = conn

    async def execute(self, sql: str, args: tuple[Any, ...] | list[Any] = ()) -> PgCursor:
        q = placeholders(sql)
        try:
            if _SERIAL.match(q):
                new_id = await self.conn.fetchval(q + " RETURNING id", *args)
                return PgCursor([], 1, new_id)
            if q.lstrip().upper().startswith(("SELECT", "WITH")):
                rows = await self.conn.fetch(q, *args)
                return PgCursor([tuple(r) for r in rows], len(rows), None)
            status = await self.conn.execute(q, *args)
        except asyncpg.IntegrityConstraintViolationError as e:
            raise integrity(e) from e
        tail = status.rsplit(" ", 1)[-1]
        return PgCursor([], int(tail) if tail.isdigit() else -1, None)

    async def executemany(self, sql: str, rows: list[tuple[Any, ...]]) -> None:
        if not rows:
            return
        try:
            await self.conn.executemany(placeholders(sql), rows)
        except asyncpg.IntegrityConstraintViolationError as e:
            raise integrity(e) from e


def integrity(e: asyncpg.IntegrityConstraintViolationError) -> sqlite3.IntegrityError:
    """A refused row as the sqlite3 error the store's callers already handle."""
    name = getattr(e, "constraint_name", None) or ""
    return sqlite3.IntegrityError(_CONSTRAINTS.get(name, f"{e.__class__.__name__}: {e}"))


class PgStore(Store):
    """`Store` on a PostgreSQL database (a pool of connections; one transaction per write)."""

    SKIP_LOCKED = " FOR UPDATE SKIP LOCKED"

    def __init__(self, pool: asyncpg.Pool, url: str):
        super().__init__(None, Path("postgresql"))  # type: ignore[arg-type]
        self.pool = pool
        self.url = url

    @classmethod
    async def open(cls, path: str | Path) -> Store:
        return await open_store(path)

    @classmethod
    async def open_url(cls, url: str, *, size: int = 8) -> PgStore:
        try:
            pool = await asyncpg.create_pool(url, min_size=1, max_size=size)
        except (OSError, asyncpg.PostgresError) as e:
            raise StoreError(f"The PostgreSQL database {redact(url)} cannot be used: {e}") from e
        try:
            async with pool.acquire() as conn:
                await migrate_pg(conn)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, url)

    async def close(self) -> None:
        await self.pool.close()

    async def _write(self, job: Callable[[Any], Awaitable[T]]) -> T:
        """Run `job` in one transaction. A connection found dead before COMMIT was sent (a server
        restart or failover drops them all) is replaced and the job run once more: its
        transaction never committed, and a job only writes through `db`. A connection lost
        during COMMIT is not retried (the commit may have landed); the caller is told."""
        for attempt in (1, 2):
            stage = "before"  # "before" COMMIT was sent, "committing", or "done"
            result: Any = None
            try:
                async with self.pool.acquire() as conn:
                    tr = conn.transaction()
                    await tr.start()
                    try:
                        result = await job(PgConn(conn))
                    except BaseException:
                        if not conn.is_closed():
                            await tr.rollback()
                        raise
                    stage = "committing"
                    await tr.commit()
                    stage = "done"
            except _LOST as e:
                if stage == "done":  # committed; only handing the connection back failed
                    log.warning("PostgreSQL connection lost after a commit (%s: %s)", type(e).__name__, e)
                    await self._renew(e)
                    return cast(T, result)
                if stage == "committing":
                    await self._renew(e)
                    raise pg_failure(e, writing=True, uncertain=True) from e
                if attempt == 2 or not await self._renew(e):
                    raise pg_failure(e, writing=True) from e
                continue
            return cast(T, result)
        raise AssertionError("unreachable")  # pragma: no cover

    async def _all(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        for attempt in (1, 2):  # a read is safe to repeat on a fresh connection
            try:
                return [tuple(r) for r in await self.pool.fetch(placeholders(sql), *args)]
            except _LOST as e:
                if attempt == 2 or not await self._renew(e):
                    raise pg_failure(e, writing=False) from e
        raise AssertionError("unreachable")  # pragma: no cover

    async def _renew(self, e: BaseException) -> bool:
        """After a lost connection: every pooled connection is replaced on its next use (when the
        server drops one it has usually dropped them all). False when the pool itself is closed."""
        if self.pool.is_closing():
            return False
        log.warning("PostgreSQL connection lost (%s: %s); reconnecting", type(e).__name__, e)
        await self.pool.expire_connections()
        return True


#: the failures of the server or the connection (not a refused row, not a bug in our SQL): the
#: user is told the game could not be saved, and nothing was changed (the transaction rolled back)
_LOST = (
    OSError,
    asyncpg.InterfaceError,
    asyncpg.PostgresConnectionError,
    asyncpg.OperatorInterventionError,
    asyncpg.InsufficientResourcesError,
    asyncpg.ConnectionFailureError,
    # a connection that received the server's "terminating connection" while idle is left
    # waiting for a reply that never comes; its next query fails with this (asyncpg 0.32)
    asyncpg.InternalClientError,
)


def pg_failure(e: BaseException, writing: bool, uncertain: bool = False) -> StorageFailure:
    doing = "saved" if writing else "read"
    log.error("storage failure (%s, PostgreSQL): %s: %s", doing, type(e).__name__, e)
    why = f"the PostgreSQL server failed ({type(e).__name__})"
    if uncertain:  # COMMIT was sent and no answer came back
        return StorageFailure(  # type: ignore[arg-type]
            f"The connection was lost while the game was being saved ({why}): the change may or may not"
            " have been kept. Look at the game (/labyrinth status) before doing it again.",
            e,
        )
    return StorageFailure(f"The game could not be {doing}: {why}; nothing was changed.", e)  # type: ignore[arg-type]


def redact(url: str) -> str:
    """The URL without its password (for messages and logs)."""
    return re.sub(r"(://[^:/@]+):[^@]*@", r"\1:***@", url)
