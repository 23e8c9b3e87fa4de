"""SQLite persistence for games: rows, seats, the append-only action log and state snapshots.

One aiosqlite connection in autocommit mode, WAL journal, foreign keys on, synchronous=FULL
(a commit that returned is on disk). Writes go through a group-commit queue (`Store._write`):
each change runs in its own SAVEPOINT inside the next shared transaction, and its caller resumes
only after COMMIT. One asyncio lock guards the connection, so reads never see uncommitted writes.
A whole transaction (BEGIN, every job's statements, COMMIT), and each read, is one call into
aiosqlite's worker thread (`_in_thread`): each round trip to that thread costs ~0.1 ms.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import socket
import sqlite3
import zlib
from collections.abc import Awaitable, Callable
from functools import cache, partial
from pathlib import Path
from typing import Any, Literal, TypeVar, cast

import aiosqlite
import lz4.frame
from pydantic import BaseModel

from bot.core.store_ladder import LadderRows
from bot.core.store_memory import MemoryRows, now
from migrations import migrate

log = logging.getLogger(__name__)
T = TypeVar("T")
Status = Literal["open", "active", "over", "aborted"]
LIVE: tuple[Status, ...] = ("open", "active")


class StoreError(Exception):
    """A write the database refused; nothing was changed."""


class StaleVersion(StoreError):
    """The game changed since the caller read it (another process or a lost race)."""


class ChannelBusy(StoreError):
    """The channel already has a game that is not finished."""


class StorageFailure(StoreError):
    """The database file itself failed (read-only, disk full, I/O error, damage); nothing was
    changed. The message is for the user; `cause` says what SQLite reported (for the log)."""

    def __init__(self, message: str, cause: sqlite3.Error):
        super().__init__(message)
        self.cause = cause


class DamagedDatabase(StoreError):
    """The integrity check at start-up found damage: the service refuses to run on the file."""


#: SQLite primary result codes (sqlite3.h) of the failures a user can do something about
_FAILURES = {
    3: "permission to the database file was denied",  # SQLITE_PERM
    5: "the database is busy (another process holds it too long)",  # SQLITE_BUSY
    6: "the database is locked",  # SQLITE_LOCKED
    8: "the database file is read-only",  # SQLITE_READONLY
    10: "a disk I/O error occurred",  # SQLITE_IOERR
    11: "the database file is damaged (see the README: a damaged database)",  # SQLITE_CORRUPT
    13: "the disk is full",  # SQLITE_FULL
    14: "the database file cannot be opened",  # SQLITE_CANTOPEN
    26: "the database file is damaged (see the README: a damaged database)",  # SQLITE_NOTADB
}


def file_size_limit() -> int | None:
    """This process's limit on the size of a file it writes (RLIMIT_FSIZE), or None."""
    try:
        import resource
    except ImportError:  # not on this system
        return None
    soft = resource.getrlimit(resource.RLIMIT_FSIZE)[0]
    return None if soft == resource.RLIM_INFINITY else soft


def _too_large(file: Path | None) -> int | None:
    """The size limit when `file` (or its -wal file) has reached it: a write failed with EFBIG."""
    limit = file_size_limit()
    if file is None or limit is None:
        return None
    for f in (file, Path(f"{file}-wal")):
        try:
            if f.stat().st_size + 65536 >= limit:  # (the next page would pass it)
                return limit
        except OSError:
            continue
    return None


def _read_only(path: Path) -> str | None:
    """Why SQLite cannot write `path` or beside it (its -wal and -shm files), when so."""
    try:
        with path.open("r+b"):
            pass
    except OSError:
        return (
            "the database file is read-only; the bot must be able to write it (and, beside it in the folder "
            f"{path.parent}, SQLite's -wal and -shm files)"
        )
    probe = path.parent / f".{path.name}.probe-{os.getpid()}"
    try:
        probe.touch()
        probe.unlink()
    except OSError:
        return (
            f"the folder {path.parent} is read-only: SQLite (WAL mode) must create its -wal and -shm files beside "
            "the database file. The file itself is not damaged; make the folder writable for the bot's user"
        )
    return None


def storage_failure(
    e: sqlite3.Error, writing: bool, path: Path | None = None, file: Path | None = None
) -> StorageFailure:
    """A user-facing refusal for a failure of the database file (logged with its cause);
    with `path`, the failure to open that file at start-up. `file` (the database file) lets a
    failure be named more closely: a file at the system's size limit, a read-only folder."""
    code = getattr(e, "sqlite_errorcode", 0) & 0xFF
    why = _FAILURES.get(code) or f"the database failed ({e})"
    where = path or file
    if code == 10 and (limit := _too_large(where)) is not None:  # SQLITE_IOERR: the write got EFBIG
        why = f"the file is too large for this system's limit ({limit:,} bytes a file)"
    elif code in (3, 8, 14) and path is not None:  # PERM, READONLY, CANTOPEN at start-up
        why = _read_only(path) or why
    doing = "saved" if writing else "read"
    log.error("storage failure (%s, SQLite code %s): %s", doing, getattr(e, "sqlite_errorname", "?"), e)
    if path is not None:
        return StorageFailure(f"The database file {path} cannot be used: {why}.", e)
    return StorageFailure(f"The game could not be {doing}: {why}; nothing was changed.", e)


def storage_error(e: BaseException) -> bool:
    """True for a failure of the database file, as opposed to a refused row (IntegrityError)
    or a bug in our SQL (ProgrammingError)."""
    return isinstance(e, sqlite3.DatabaseError) and not isinstance(e, sqlite3.IntegrityError | sqlite3.ProgrammingError)


class Seat(BaseModel):
    role: Literal["us", "jihadist"]
    user_id: str
    user_name: str


class GameRow(BaseModel):
    id: int
    channel: str
    creator: str
    setup: dict[str, Any]
    status: Status
    result: dict[str, Any] | None
    settings: dict[str, Any]
    created_at: str
    updated_at: str
    version: int
    #: set while the game is paused (by whom, why): decisions are refused, reminders stop
    paused_at: str | None = None
    paused_by: str | None = None
    pause_reason: str | None = None
    #: when the idle clock last restarted at a resume (the clock runs from the later of this
    #: and `updated_at`)
    clock_at: str | None = None

    @property
    def idle_since(self) -> str:
        """When the current wait began: the last change, or the last resume if later."""
        return max(self.updated_at, self.clock_at or "")


class ReminderState(BaseModel):
    """What the sweep already said about a game's current wait (see migration 003)."""

    clock_from: str
    reminded: int = 0
    warned: bool = False
    deadline: bool = False


class ActionRow(BaseModel):
    """One row of a game's action log (migration 001): 'act' a person's decision, 'undo' voids the
    act numbered `voids`, 'resign' and 'abort' end the game, 'bot' one answer of the US bot
    (migration 013): `role` and `option_id` as an act's, `said` the JSON of what it said, `voids`
    the act it followed (0: the game's start), so an undo of that act voids it too."""

    seq: int
    kind: Literal["act", "undo", "resign", "abort", "bot"]
    role: Literal["us", "jihadist"] | None = None
    user_id: str
    option_id: str | None = None
    label: str | None = None
    voids: int | None = None
    created_at: str = ""
    said: str | None = None


GAME_COLUMNS = (
    "id, channel, creator, setup, status, result, settings, created_at, updated_at, version,"
    " paused_at, paused_by, pause_reason, clock_at"
)


def game_row(r: sqlite3.Row | tuple[Any, ...]) -> GameRow:
    return GameRow(
        id=r[0],
        channel=r[1],
        creator=r[2],
        setup=json.loads(r[3]),
        status=r[4],
        result=json.loads(r[5]) if r[5] else None,
        settings=json.loads(r[6]),
        created_at=r[7],
        updated_at=r[8],
        version=r[9],
        paused_at=r[10],
        paused_by=r[11],
        pause_reason=r[12],
        clock_at=r[13],
    )


#: how an LZ4 frame begins (a zlib stream, as written before, begins with 0x78)
LZ4_MAGIC = b"\x04\x22\x4d\x18"


def pack(state: str) -> bytes:
    """A state snapshot as stored: an LZ4 frame (a long game's state shrinks ~5x, so each commit
    writes and syncs that much less; LZ4 takes ~0.04 ms for a 60 KB state where zlib level 1
    took ~0.25 ms, on the path of every action)."""
    return cast(bytes, lz4.frame.compress(state.encode()))


def unpack(stored: str | bytes) -> str:
    """A stored snapshot as text: an LZ4 frame, or as written before, zlib or plain text."""
    if isinstance(stored, str):
        return stored
    if stored[:4] == LZ4_MAGIC:
        return cast(bytes, lz4.frame.decompress(stored)).decode()
    return zlib.decompress(stored).decode()


_INSERT_ACTIONS = "INSERT INTO actions (game_id, seq, kind, role, user_id, option_id, label, voids, created_at, said) VALUES "
_ACTION_MARKS = "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
#: rows of an imported log written by one INSERT (64 x 10 values: far below SQLite's 32,766)
ACTIONS_PER_INSERT = 64


@cache
def _action_marks(role: bool, option_id: bool, label: bool, voids: bool, said: bool) -> str:
    """One row's values in a multi-row INSERT, NULL written for the columns that may be None where
    the row's is (each argument: whether it is): Python 3.11's sqlite3 binds a None only after
    trying to adapt it (a lookup that formats an AttributeError and drops it), about 1 us each; an
    act has two (`voids`, `said`), which cost an import of a long game about 2 ms."""
    marks = ["NULL" if null else "?" for null in (role, option_id, label, voids, said)]
    return f"(?, ?, ?, {marks[0]}, ?, {marks[1]}, {marks[2]}, {marks[3]}, ?, {marks[4]})"


def effective_acts(rows: list[ActionRow]) -> list[ActionRow]:
    """The 'act' rows that no 'undo' row voided, in order: what a replay applies."""
    voided = {r.voids for r in rows if r.kind == "undo"}
    return [r for r in rows if r.kind == "act" and r.seq not in voided]


def damaged_message(path: Path, problems: list[str]) -> str:
    """Why the service will not start on `path`, and how to restore it (README: a damaged database)."""
    shown = "; ".join(problems[:3]) + (f" (and {len(problems) - 3} more)" if len(problems) > 3 else "")
    return (
        f"The database file {path} is damaged (SQLite integrity check: {shown}). The bot will not start on it,"
        " so that no game is written into a damaged file. To restore it, stop every bot process, move the damaged"
        " file aside (keep it), then either copy your latest backup in its place, or rebuild it from what is still"
        f" readable: `python -m bot.core.salvage DAMAGED.sqlite3 {path}` copies every readable row and replays each"
        " game's action log, and lists what was lost; finished games you exported come back with `import`."
        " Step by step: README.md, 'A damaged database'."
    )


async def check_integrity(db: aiosqlite.Connection, path: Path) -> None:
    """`PRAGMA quick_check` (every page and index, in seconds even for a large file); damage
    raises DamagedDatabase naming the file and the way to restore it."""
    try:
        async with db.execute("PRAGMA quick_check") as cur:
            problems = [str(r[0]) for r in await cur.fetchall()]
    except sqlite3.DatabaseError as e:
        if getattr(e, "sqlite_errorcode", 11) & 0xFF not in (11, 26):  # not damage: the file cannot be used
            raise storage_failure(e, writing=False, path=path) from e
        problems = [str(e)]  # damage so bad the check cannot even run
    if problems != ["ok"]:
        log.error("integrity check of %s failed: %s", path, problems[:10])
        raise DamagedDatabase(damaged_message(path, problems))


async def open_reader(path: Path) -> aiosqlite.Connection | None:
    """A read-only connection beside the writer (WAL: it reads the last commit while a write
    waits); None when it cannot be opened (reads then share the writer's connection)."""
    try:
        reader = await aiosqlite.connect(path, isolation_level=None)
    except sqlite3.Error as e:
        log.warning("no reader connection on %s (%s): reads share the writer's", path, e)
        return None
    try:
        for pragma in ("busy_timeout = 5000", "query_only = ON"):
            async with reader.execute(f"PRAGMA {pragma}") as cur:
                await cur.fetchall()
    except sqlite3.Error as e:
        await reader.close()
        log.warning("no reader connection on %s (%s): reads share the writer's", path, e)
        return None
    return reader


def process_owner() -> str:
    """This process, as a lease owner: host:pid."""
    return f"{socket.gethostname()}:{os.getpid()}"


class InThread:
    """The part of aiosqlite's connection a write job uses (`execute`, `executemany`, cursors with
    `rowcount`, `lastrowid`, `fetchone`, `fetchall`), on the sqlite3 connection itself: for jobs
    run inside the connection's thread, where every await completes at once (`_complete`)."""

    def __init__(self, conn: sqlite3.Connection):
        self.conn = conn

    @property
    def in_transaction(self) -> bool:
        return self.conn.in_transaction

    async def execute(self, sql: str, args: tuple[Any, ...] | list[Any] = ()) -> InThreadCursor:
        return InThreadCursor(self.conn.execute(sql, args))

    async def executemany(self, sql: str, rows: list[tuple[Any, ...]]) -> InThreadCursor:
        return InThreadCursor(self.conn.executemany(sql, rows))


class InThreadCursor:
    def __init__(self, cur: sqlite3.Cursor):
        self.cur = cur
        self.rowcount = cur.rowcount
        self.lastrowid = cur.lastrowid

    async def fetchall(self) -> list[Any]:
        return self.cur.fetchall()

    async def fetchone(self) -> Any:
        return self.cur.fetchone()


def _complete(aw: Awaitable[T]) -> T:
    """Run to its end an awaitable that never waits (a job on `InThread`), synchronously."""
    steps = aw.__await__()
    try:
        steps.send(None)
    except StopIteration as done:
        return cast(T, done.value)
    steps.close()
    raise RuntimeError("a write job awaited something other than its database connection")


def _run_batch(
    jobs: list[Callable[[Any], Awaitable[Any]]], conn: sqlite3.Connection
) -> list[tuple[Any, Exception | None]]:
    """(In the connection's thread.) One transaction for `jobs`, each inside its own SAVEPOINT so
    one refused job rolls back alone; each job's (result, refusal). An error that rolled the
    whole transaction back (disk full, I/O error) raises: every job of the batch is lost with it."""
    db = InThread(conn)
    done: list[tuple[Any, Exception | None]] = []
    conn.execute("BEGIN IMMEDIATE")
    # a job alone needs no savepoint: refused, it rolls the transaction back
    alone = len(jobs) == 1
    try:
        for job in jobs:
            if not alone:
                conn.execute("SAVEPOINT job")
            try:
                res = _complete(job(db))
            except Exception as e:
                if not conn.in_transaction:
                    raise
                if alone:
                    conn.execute("ROLLBACK")
                else:
                    conn.execute("ROLLBACK TO job")
                    conn.execute("RELEASE job")
                done.append((None, e))
            else:
                if not alone:
                    conn.execute("RELEASE job")
                done.append((res, None))
        if conn.in_transaction:
            conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return done


def _fetch_all(sql: str, args: tuple[Any, ...], conn: sqlite3.Connection) -> list[Any]:
    cur = conn.execute(sql, args)
    try:
        return cur.fetchall()
    finally:
        cur.close()


def _run_boxed(conn: sqlite3.Connection, box: list[Any]) -> None:
    box.append(box.pop()(conn))


class Store(LadderRows, MemoryRows):
    #: how a lease claim locks its row: PostgreSQL skips a row another process is claiming at this
    #: moment (FOR UPDATE SKIP LOCKED); SQLite's write transaction already holds the whole file
    SKIP_LOCKED = ""

    def __init__(self, db: aiosqlite.Connection, path: Path, reader: aiosqlite.Connection | None = None):
        self.db = db
        self.path = path
        self._lock = asyncio.Lock()  # one statement sequence at a time on the connection
        #: a second connection for reads (query_only): WAL lets it read the last commit while the
        #: writer waits on a busy file, so a read of one channel never queues behind another
        #: channel's write (issue 22). Without it, reads share the writer's connection and lock.
        self.reader = reader
        self._read_lock = asyncio.Lock()
        self._queue: list[tuple[Callable[[aiosqlite.Connection], Awaitable[Any]], asyncio.Future[Any]]] = []
        self._writer: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, path: str | Path) -> Store:
        p = Path(path)
        p.parent.mkdir(parents=True, exist_ok=True)
        db = await aiosqlite.connect(p, isolation_level=None)
        try:
            for pragma in ("busy_timeout = 5000", None, "journal_mode = WAL", "synchronous = FULL", "foreign_keys = ON"):
                if pragma is None:  # before anything else touches the file
                    await check_integrity(db, p)
                    continue
                # read to the end: a pragma that returns a row (journal_mode, busy_timeout) left unread
                # keeps its statement in progress, and the migrations' COMMIT then fails
                async with db.execute(f"PRAGMA {pragma}") as cur:
                    await cur.fetchall()
            await migrate(db)
        except BaseException as e:
            await db.close()
            if isinstance(e, sqlite3.Error) and storage_error(e):
                raise storage_failure(e, writing=True, path=p) from e
            raise
        return cls(db, p, await open_reader(p))

    async def close(self) -> None:
        if self._writer is not None:
            await asyncio.gather(self._writer, return_exceptions=True)
        async with self._lock:
            await self.db.close()
        if self.reader is not None:
            async with self._read_lock:
                await self.reader.close()

    def connections(self) -> list[aiosqlite.Connection]:
        """The writer's connection and the reader's (for maintenance and tests)."""
        return [self.db] + ([self.reader] if self.reader is not None else [])

    # ------------------------------------------------------------------ transactions
    async def _write(self, job: Callable[[aiosqlite.Connection], Awaitable[T]]) -> T:
        """Run `job` in a write transaction and return once it is committed.

        Group commit: jobs that arrive while a transaction is being written wait and then go
        together in the next one (each inside its own SAVEPOINT, so one refused job rolls back
        alone). Under load from many channels this turns many disk syncs into one.
        """
        fut: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._queue.append((job, fut))
        if self._writer is None or self._writer.done():
            self._writer = asyncio.create_task(self._drain())
        try:
            return await asyncio.shield(fut)  # a cancelled caller does not cancel the batch
        except sqlite3.Error as e:
            if storage_error(e):
                raise storage_failure(e, writing=True, file=self.path) from e
            raise

    async def _drain(self) -> None:
        while self._queue:
            batch, self._queue = self._queue, []
            try:
                async with self._lock:
                    # the whole transaction in one round trip to the connection's thread
                    done = await self._in_thread(partial(_run_batch, [job for job, _ in batch]))
            except BaseException as e:  # nothing of this batch was written
                err = e if isinstance(e, Exception) else StoreError("the write was interrupted")
                for _, fut in batch:
                    if not fut.done():
                        fut.set_exception(err)
                if not isinstance(e, Exception):
                    raise
                continue
            for (_, fut), (res, exc) in zip(batch, done, strict=True):
                if fut.done():
                    continue
                if exc is None:
                    fut.set_result(res)
                else:
                    fut.set_exception(exc)

    async def _in_thread(self, fn: Callable[[sqlite3.Connection], T], db: aiosqlite.Connection | None = None) -> T:
        """`fn(connection)` run in aiosqlite's worker thread, which owns the sqlite3 connection: one
        round trip however many statements `fn` runs (each `await db.execute` costs one). Hold
        `_lock`. The thread finishes what it started even if this caller is cancelled: that waits
        for it, so the lock is never free while the connection is still busy.

        The worker keeps the last function and result it ran until its next one; both travel in
        a box emptied here, so the thread holds no reference to this store (see `_all`)."""
        box: list[Any] = [fn]
        db = db or self.db
        ran = asyncio.ensure_future(db._execute(_run_boxed, db._conn, box))
        try:
            await asyncio.shield(ran)
        except asyncio.CancelledError:
            await asyncio.gather(ran, return_exceptions=True)
            raise
        return cast(T, box.pop())

    # the feature services that keep tables of their own (challenges, records, migrate_db) read
    # and write through these two, never through the private methods (which each store overrides)
    async def query(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        """The rows of one read (`?` placeholders: the PostgreSQL store translates them)."""
        return await self._all(sql, args)

    async def transact(self, job: Callable[[Any], Awaitable[T]]) -> T:
        """Run `job` in a write transaction (group commit); returns once it is committed."""
        return await self._write(job)

    async def _all(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        try:
            if self.reader is not None:  # beside the writer, which may be waiting on a busy file
                async with self._read_lock:
                    return await self._in_thread(partial(_fetch_all, sql, args), self.reader)
            async with self._lock:
                # not execute_fetchall: its last call on the worker thread would keep an unclosed
                # connection alive from that thread (aiosqlite), and the process would never exit
                return await self._in_thread(partial(_fetch_all, sql, args))
        except sqlite3.Error as e:
            if storage_error(e):
                raise storage_failure(e, writing=False, file=self.path) from e
            raise

    # ------------------------------------------------------------------ reads
    async def live_game(self, channel: str) -> GameRow | None:
        rows = await self._all(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel = ? AND status IN ('open', 'active')", (channel,)
        )
        return game_row(rows[0]) if rows else None

    async def last_game(self, channel: str) -> GameRow | None:
        """The channel's newest game, finished or not."""
        rows = await self._all(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel = ? ORDER BY id DESC LIMIT 1", (channel,)
        )
        return game_row(rows[0]) if rows else None

    async def head(self, channel: str) -> tuple[int, int] | None:
        """(id, version) of the channel's newest game: tells whether a cached copy is current."""
        rows = await self._all("SELECT id, version FROM games WHERE channel = ? ORDER BY id DESC LIMIT 1", (channel,))
        return (rows[0][0], rows[0][1]) if rows else None

    async def game(self, game_id: int) -> GameRow | None:
        rows = await self._all(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return game_row(rows[0]) if rows else None

    async def games(self, statuses: tuple[Status, ...] = LIVE) -> list[GameRow]:
        marks = ", ".join("?" for _ in statuses)
        rows = await self._all(f"SELECT {GAME_COLUMNS} FROM games WHERE status IN ({marks}) ORDER BY id", statuses)
        return [game_row(r) for r in rows]

    async def games_with_seed(self, seed: int) -> list[GameRow]:
        """The games whose set-up has this seed (an import looks for the same game stored before)."""
        rows = await self._all(f"SELECT {GAME_COLUMNS} FROM games WHERE setup LIKE ? ORDER BY id", (f'%"seed": {int(seed)}%',))
        return [r for r in map(game_row, rows) if r.setup.get("seed") == seed]

    async def seats(self, game_id: int) -> list[Seat]:
        rows = await self._all(
            "SELECT role, user_id, user_name FROM seats WHERE game_id = ? ORDER BY role DESC", (game_id,)
        )
        return [Seat(role=r[0], user_id=r[1], user_name=r[2]) for r in rows]

    async def actions(self, game_id: int) -> list[ActionRow]:
        rows = await self._all(
            "SELECT seq, kind, role, user_id, option_id, label, voids, created_at, said FROM actions"
            " WHERE game_id = ? ORDER BY seq",
            (game_id,),
        )
        return [
            ActionRow(
                seq=r[0], kind=r[1], role=r[2], user_id=r[3], option_id=r[4], label=r[5], voids=r[6], created_at=r[7],
                said=r[8],
            )
            for r in rows
        ]

    async def put_snapshot(self, game_id: int, version: int, snapshot: str) -> None:
        """Write the snapshot of a game that has none (a salvaged file rebuilds them) at its
        version, which stays: nothing the players saw changed."""

        async def job(db: aiosqlite.Connection) -> None:
            await db.execute(
                "INSERT INTO snapshots (game_id, state, version, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (game_id) DO NOTHING",
                (game_id, pack(snapshot), version, now()),
            )

        await self._write(job)

    async def bot_log_missing(self, game_id: int) -> bool:
        """Whether the game was stored before its US bot's answers were kept as rows (migration 013)."""
        rows = await self._all("SELECT bot_log FROM games WHERE id = ?", (game_id,))
        return bool(rows) and not rows[0][0]

    async def record_bot_rows(self, game_id: int, rows: list[ActionRow]) -> bool:
        """Append the US bot's answers of a game stored without them (`bot_log_missing`) and mark it
        as having them, in one transaction; the version is left alone (nothing the players see
        changed). False where they were recorded meanwhile (another process): nothing written."""

        async def job(db: aiosqlite.Connection) -> bool:
            cur = await db.execute("UPDATE games SET bot_log = 1 WHERE id = ? AND bot_log = 0", (game_id,))
            if cur.rowcount != 1:
                return False
            if rows:
                await self._insert_actions(db, game_id, rows)
            return True

        try:
            return await self._write(job)
        except sqlite3.IntegrityError as e:
            raise StoreError(f"the database refused the bot's answers: {e}") from e

    async def snapshot(self, game_id: int) -> tuple[str, int] | None:
        rows = await self._all("SELECT state, version FROM snapshots WHERE game_id = ?", (game_id,))
        return (unpack(rows[0][0]), rows[0][1]) if rows else None

    async def turn_snapshot(self, game_id: int, acts: list[int]) -> tuple[int, str] | None:
        """The newest turn or phase start (migration 004) after one of the act seqs `acts` (the
        decisions in force, oldest first): (its seq, Game.to_json()), or None."""
        if not acts:
            return None
        valid = set(acts)
        seqs = await self._all(
            "SELECT seq FROM turn_snapshots WHERE game_id = ? AND seq <= ? ORDER BY seq DESC", (game_id, acts[-1])
        )
        seq = next((r[0] for r in seqs if r[0] in valid), None)
        if seq is None:
            return None
        rows = await self._all("SELECT state FROM turn_snapshots WHERE game_id = ? AND seq = ?", (game_id, seq))
        return (seq, unpack(rows[0][0])) if rows else None

    async def channel_settings(self, channel: str) -> dict[str, Any]:
        rows = await self._all("SELECT settings FROM channel_settings WHERE channel = ?", (channel,))
        return json.loads(rows[0][0]) if rows else {}

    # ------------------------------------------------------------------ writes
    async def create_game(
        self,
        channel: str,
        creator: str,
        setup: dict[str, Any],
        seats: list[Seat],
        *,
        status: Status = "open",
        settings: dict[str, Any] | None = None,
        result: dict[str, Any] | None = None,
        actions: list[ActionRow] | None = None,
        snapshot: str | None = None,
    ) -> GameRow:
        """A new game row with its seats (and, for an import, its log and snapshot), atomically."""
        t = now()

        async def job(db: aiosqlite.Connection) -> GameRow:
            cur = await db.execute(
                "INSERT INTO games (channel, creator, setup, status, result, settings, created_at, updated_at, version)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0)",
                (
                    channel,
                    creator,
                    json.dumps(setup, sort_keys=True),
                    status,
                    json.dumps(result) if result is not None else None,
                    json.dumps(settings or {}, sort_keys=True),
                    t,
                    t,
                ),
            )
            gid = cur.lastrowid
            assert gid is not None
            await self._write_seats(db, gid, seats)
            await self._insert_actions(db, gid, actions or [])
            if snapshot is not None:
                await db.execute(
                    "INSERT INTO snapshots (game_id, state, version, updated_at) VALUES (?, ?, 0, ?)",
                    (gid, pack(snapshot), t),
                )
            # the row as stored, read in the same transaction (not a round trip of its own after it)
            cur = await db.execute(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (gid,))
            return game_row(await cur.fetchone())

        try:
            return await self._write(job)
        except sqlite3.IntegrityError as e:
            if "games.channel" in str(e):
                raise ChannelBusy("This channel already has a game that is not finished.") from e
            raise StoreError(f"the database refused the new game: {e}") from e

    async def commit(
        self,
        game_id: int,
        expected_version: int,
        *,
        action: ActionRow | None = None,
        snapshot: str | None = None,
        status: Status | None = None,
        result: dict[str, Any] | None = None,
        seats: list[Seat] | None = None,
        settings: dict[str, Any] | None = None,
        phase_start: tuple[int, str, bool] | None = None,
        more: list[ActionRow] | None = None,
        also: Callable[[Any], Awaitable[Any]] | None = None,
    ) -> int:
        """Write one accepted change in one transaction: bump the version (refusing a stale one),
        append the action row, replace the snapshot / seats / status. With `phase_start` (turn,
        phase, whether a turn begins) the snapshot is also kept as that phase's start, after
        `action` (migration 004); a new turn drops the phase starts of the turns before it.
        `more`: further action rows after `action`, in the same transaction (a chain of decisions
        chosen in one step, issue 19). Returns the new version."""
        t = now()
        packed = pack(snapshot) if snapshot is not None else None
        new = expected_version + 1
        sets = ["version = ?", "updated_at = ?"]
        args: list[Any] = [new, t]
        if status is not None:
            sets.append("status = ?")
            args.append(status)
        if result is not None:
            sets.append("result = ?")
            args.append(json.dumps(result))
        if settings is not None:
            sets.append("settings = ?")
            args.append(json.dumps(settings, sort_keys=True))

        async def job(db: aiosqlite.Connection) -> int:
            cur = await db.execute(
                f"UPDATE games SET {', '.join(sets)} WHERE id = ? AND version = ?",
                (*args, game_id, expected_version),
            )
            if cur.rowcount != 1:
                raise StaleVersion("The game was changed by someone else meanwhile; look at it again and retry.")
            if action is not None:
                await self._insert_actions(db, game_id, [action, *(more or [])])
            if snapshot is not None:
                await db.execute(
                    "INSERT INTO snapshots (game_id, state, version, updated_at) VALUES (?, ?, ?, ?)"
                    " ON CONFLICT (game_id) DO UPDATE SET state = excluded.state, version = excluded.version,"
                    " updated_at = excluded.updated_at",
                    (game_id, packed, new, t),
                )
            if packed is not None and phase_start is not None and action is not None:
                turn, phase, turn_start = phase_start
                if turn_start:
                    await db.execute("DELETE FROM turn_snapshots WHERE game_id = ? AND turn_start = 0", (game_id,))
                await db.execute(
                    "INSERT INTO turn_snapshots (game_id, seq, turn, phase, turn_start, state) VALUES (?, ?, ?, ?, ?, ?)",
                    # (keyed by the last decision's row: the US bot's rows after it are in the snapshot)
                    (game_id, [r for r in [action, *(more or [])] if r.kind != "bot"][-1].seq, turn, phase, int(turn_start), packed),
                )
            if seats is not None:
                await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
                await self._write_seats(db, game_id, seats)
            if also is not None:  # issue 35: the clock's events and the rating, with this change
                await also(db)
            return new

        try:
            return await self._write(job)
        except sqlite3.IntegrityError as e:
            raise StoreError(f"the database refused the change: {e}") from e

    async def mark_game(self, game_id: int, key: str) -> dict[str, Any]:
        """Set `key` true in the game's settings, in one transaction, WITHOUT moving its version:
        a mark no menu, prompt or button depends on (the first hint, issue 32: a versioned commit
        made the menu the player had open out of date). Returns the settings as now stored."""

        async def job(db: aiosqlite.Connection) -> dict[str, Any]:
            cur = await db.execute("SELECT settings FROM games WHERE id = ?", (game_id,))
            row = await cur.fetchone()
            if row is None:
                raise StoreError(f"game #{game_id} is not in the database")
            settings = {**json.loads(row[0] or "{}"), key: True}
            await db.execute("UPDATE games SET settings = ? WHERE id = ?", (json.dumps(settings, sort_keys=True), game_id))
            return settings

        return await self._write(job)

    async def set_channel_settings(self, channel: str, settings: dict[str, Any]) -> None:
        async def job(db: aiosqlite.Connection) -> None:
            await db.execute(
                "INSERT INTO channel_settings (channel, settings, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (channel) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at",
                (channel, json.dumps(settings, sort_keys=True), now()),
            )

        await self._write(job)

    async def discard_open_game(self, game_id: int) -> None:
        """Remove a game that was opened but never started (no action, no snapshot): a challenge
        attempt another process began first. A game with anything in its log stays."""

        async def job(db: aiosqlite.Connection) -> None:
            cur = await db.execute(
                "SELECT COUNT(*) FROM games g WHERE g.id = ? AND g.status = 'open'"
                " AND NOT EXISTS (SELECT 1 FROM actions a WHERE a.game_id = g.id)"
                " AND NOT EXISTS (SELECT 1 FROM snapshots n WHERE n.game_id = g.id)",
                (game_id,),
            )
            row = await cur.fetchone()
            if row is None or not row[0]:
                return
            await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            await db.execute("DELETE FROM phase_posts WHERE game_id = ?", (game_id,))
            await db.execute("DELETE FROM games WHERE id = ?", (game_id,))

        await self._write(job)

    async def set_paused(
        self, game_id: int, expected_version: int, by: str | None, reason: str | None = None,
        also: Callable[[Any], Awaitable[Any]] | None = None,
    ) -> GameRow:
        """Pause (`by` the user) or resume (`by` None) a running game: a versioned change like an
        action (a stale `expected_version` is refused), so every process on the database sees it
        and a decision shown before it is out of date. Resuming restarts the idle clock
        (reminders and the deadline count from now)."""
        t = now()
        new = expected_version + 1

        async def job(db: aiosqlite.Connection) -> int:
            if by is not None:
                cur = await db.execute(
                    "UPDATE games SET paused_at = ?, paused_by = ?, pause_reason = ?, version = ?"
                    " WHERE id = ? AND version = ? AND status = 'active' AND paused_at IS NULL",
                    (t, by, reason, new, game_id, expected_version),
                )
            else:
                cur = await db.execute(
                    "UPDATE games SET paused_at = NULL, paused_by = NULL, pause_reason = NULL, clock_at = ?,"
                    " version = ? WHERE id = ? AND version = ? AND status = 'active' AND paused_at IS NOT NULL",
                    (t, new, game_id, expected_version),
                )
            if also is not None and cur.rowcount == 1:
                await also(db)
            return cur.rowcount

        if await self._write(job) != 1:
            raise StaleVersion("The game was changed by someone else meanwhile; look at it again and retry.")
        row = await self.game(game_id)
        assert row is not None
        return row

    async def reminder_state(self, game_id: int) -> ReminderState | None:
        rows = await self._all(
            "SELECT clock_from, reminded, warned, deadline FROM reminders WHERE game_id = ?", (game_id,)
        )
        if not rows:
            return None
        r = rows[0]
        return ReminderState(clock_from=r[0], reminded=r[1], warned=bool(r[2]), deadline=bool(r[3]))

    async def set_reminder_state(self, game_id: int, state: ReminderState) -> None:
        async def job(db: aiosqlite.Connection) -> None:
            await db.execute(
                "INSERT INTO reminders (game_id, clock_from, reminded, warned, deadline, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET clock_from = excluded.clock_from,"
                " reminded = excluded.reminded, warned = excluded.warned, deadline = excluded.deadline,"
                " updated_at = excluded.updated_at",
                (game_id, state.clock_from, state.reminded, int(state.warned), int(state.deadline), now()),
            )

        await self._write(job)

    @staticmethod
    async def _write_seats(db: aiosqlite.Connection, game_id: int, seats: list[Seat]) -> None:
        await db.executemany(
            "INSERT INTO seats (game_id, role, user_id, user_name) VALUES (?, ?, ?, ?)",
            [(game_id, s.role, s.user_id, s.user_name) for s in seats],
        )

    @staticmethod
    async def _insert_actions(db: aiosqlite.Connection, game_id: int, rows: list[ActionRow]) -> None:
        values = [
            (game_id, a.seq, a.kind, a.role, a.user_id, a.option_id, a.label, a.voids, a.created_at or now(), a.said) for a in rows
        ]
        if isinstance(db, InThread) and len(values) > 1:
            # SQLite, inside the write's thread: a whole imported log in statements of
            # ACTIONS_PER_INSERT rows each (half the CPU of executemany's statement per row), its
            # Nones written as NULL (`_action_marks`; a log's rows mostly share one pattern, so
            # the statements stay few and are cached)
            for i in range(0, len(values), ACTIONS_PER_INSERT):
                part = values[i : i + ACTIONS_PER_INSERT]
                marks = ", ".join([_action_marks(r[3] is None, r[5] is None, r[6] is None, r[7] is None, r[9] is None) for r in part])
                await db.execute(_INSERT_ACTIONS + marks, [x for row in part for x in row if x is not None])
            return
        # one statement for a whole imported log: a call per row costs a thread round trip each
        await db.executemany(_INSERT_ACTIONS + _ACTION_MARKS, values)
