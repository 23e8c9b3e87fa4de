"""A throw-away PostgreSQL server for the tests: `initdb` and `pg_ctl` into a temporary folder,
listening on a Unix socket in that folder only (`listen_addresses = ''`). The binaries are Debian's
`postgresql` package (`run.py test` installs it where missing). As root the server runs as the
`postgres` user. One server serves the whole session (under pytest-xdist, one per worker, each in its
own folder: no port is opened, so none can clash); each test gets a database of its own, empty.
"""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import subprocess
import tempfile
from pathlib import Path
from urllib.parse import urlsplit


def pg_bin() -> Path:
    """The folder of initdb and pg_ctl (the newest installed version)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("initdb")
    if on_path:
        return Path(on_path).resolve().parent
    raise RuntimeError("PostgreSQL's initdb was not found: install Debian's `postgresql` package")


OWNER = "owner.pid"  # in a server's folder: the test process it belongs to


class PgServer:
    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="labyrinth-pg-"))
        (self.dir / OWNER).write_text(str(os.getpid()))
        self.data = self.dir / "data"
        self.bin = pg_bin()
        self._as: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
            self._as = ["runuser", "-u", "postgres", "--"]
        self.user = "postgres" if self._as else None
        self._n = itertools.count(1)
        self._free: list[str] = []  # databases given back, emptied (give_back)

    def _run(self, *args: str) -> None:
        subprocess.run([*self._as, *args], check=True, capture_output=True, text=True)

    def stop_orphans(self) -> None:
        """Stop the servers of test processes that ended without stopping theirs (killed by a
        timeout, say), and remove their folders: a folder whose owner no longer runs."""
        for owner in self.dir.parent.glob(f"labyrinth-pg-*/{OWNER}"):
            try:
                os.kill(int(owner.read_text()), 0)
                continue  # its test process still runs
            except ProcessLookupError:
                pass
            except (OSError, ValueError):
                continue
            stop = [*self._as, str(self.bin / "pg_ctl"), "-D", str(owner.parent / "data"), "-m", "immediate", "stop"]
            subprocess.run(stop, capture_output=True)
            shutil.rmtree(owner.parent, ignore_errors=True)

    def start(self) -> PgServer:
        self.stop_orphans()
        try:
            self._run(str(self.bin / "initdb"), "-D", str(self.data), "-A", "trust", "-U", "postgres", "--no-sync")
            opts = f"-c listen_addresses='' -k {self.dir} -c fsync=off -c max_connections=200"
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-o", opts, "-w", "-l", str(self.dir / "log"), "start")
        except subprocess.CalledProcessError as e:
            log = (self.dir / "log").read_text() if (self.dir / "log").exists() else ""
            raise RuntimeError(f"the test PostgreSQL did not start: {e.stderr}\n{log}") from e
        return self

    def stop(self) -> None:
        try:
            self._run(str(self.bin / "pg_ctl"), "-D", str(self.data), "-m", "immediate", "stop")
        finally:
            shutil.rmtree(self.dir, ignore_errors=True)

    def url(self, db: str = "postgres") -> str:
        return f"postgresql://postgres@/{db}?host={self.dir}"

    def _sql(self, db: str, sql: str) -> None:
        self._run(str(self.bin / "psql"), "-h", str(self.dir), "-U", "postgres", "-d", db, "-v", "ON_ERROR_STOP=1", "-qc", sql)

    def new_db(self) -> str:
        """The URL of an empty database: one a test gave back (emptied), else a new one."""
        if self._free:
            return self.url(self._free.pop())
        name = f"t{os.getpid()}_{next(self._n)}"
        self._sql("postgres", f"CREATE DATABASE {name}")
        return self.url(name)

    def give_back(self, url: str) -> None:
        """Empty the database of `url` for the next `new_db`: its connections ended, its schema
        dropped and made anew (all the store makes is in `public`). A new database copies ~8 MB
        of catalog (0.2-0.4 s, and the disk of hundreds of them); this takes a few milliseconds."""
        name = urlsplit(url).path.lstrip("/")
        self._sql(
            name,
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database()"
            " AND pid <> pg_backend_pid(); DROP SCHEMA public CASCADE; CREATE SCHEMA public",
        )
        self._free.append(name)
