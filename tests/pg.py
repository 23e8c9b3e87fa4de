"""A throw-away PostgreSQL server for the tests: `initdb` and `pg_ctl` into a temporary folder,
listening on a Unix socket in that folder only (`listen_addresses = ''`). The binaries are Debian's
`postgresql` package (`run.py test` installs it where missing). As root the server runs as the
`postgres` user. One server serves the whole session; each test gets a database of its own.
"""

from __future__ import annotations

import glob
import itertools
import os
import shutil
import subprocess
import tempfile
from pathlib import Path


def pg_bin() -> Path:
    """The folder of initdb and pg_ctl (the newest installed version)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[-3]))
    if found:
        return Path(found[-1]).parent
    on_path = shutil.which("initdb")
    if on_path:
        return Path(on_path).resolve().parent
    raise RuntimeError("PostgreSQL's initdb was not found: install Debian's `postgresql` package")


class PgServer:
    def __init__(self) -> None:
        self.dir = Path(tempfile.mkdtemp(prefix="labyrinth-pg-"))
        self.data = self.dir / "data"
        self.bin = pg_bin()
        self._as: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.dir, "postgres", "postgres")
            self._as = ["runuser", "-u", "postgres", "--"]
        self.user = "postgres" if self._as else None
        self._n = itertools.count(1)

    def _run(self, *args: str) -> None:
        subprocess.run([*self._as, *args], check=True, capture_output=True, text=True)

    def start(self) -> PgServer:
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

    def new_db(self) -> str:
        """The URL of a new, empty database."""
        name = f"t{os.getpid()}_{next(self._n)}"
        self._run(str(self.bin / "psql"), "-h", str(self.dir), "-U", "postgres", "-qc", f"CREATE DATABASE {name}")
        return self.url(name)
