#!/usr/bin/env python3
"""One entry point that sets itself up: `python3 run.py bot` plays, `python3 run.py test` tests.

On first use (and whenever pyproject.toml changes) it creates `.venv` beside this file and
installs the project with its development tools there. Needs only Python 3.11+.
"""

from __future__ import annotations

import glob
import hashlib
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")
STAMP = VENV / ".installed"

USAGE = """usage: python3 run.py COMMAND [ARGS]
  bot        run the bot (Discord with DISCORD_TOKEN set, else the local console);
             `bot --sync` re-syncs the slash commands even when they did not change
  test       lint with ruff, check the import contracts (lint-imports), then run the test
             suite on every core (extra ARGS go to pytest: a path for a focused run, `-n 0` for
             one process)
  bench      run the benchmarks in bench/ but the long fuzz, attack, usbot and usbot_fit (or name them: bench engine|
             render|replay|service|import_speed|solo|discord|discord_quiet|fuzz|attack|usbot|usbot_fit, options after the names go
             to each: bench fuzz --games 500)
  migrate-db copy a SQLite database into an empty PostgreSQL one:
             python3 run.py migrate-db SQLITE_PATH postgresql://... (resumable, verified)
  simulate   self-play: python3 run.py simulate --games 20 --scenario lets_roll [--us smart|bot --level L]
"""


def ensure_env() -> None:
    if sys.version_info < (3, 11):  # noqa: UP036 (run.py may be started by an older python3)
        sys.exit("Python 3.11 or newer is needed.")
    want = hashlib.sha256((ROOT / "pyproject.toml").read_bytes()).hexdigest()
    if PY.exists() and STAMP.exists() and STAMP.read_text() == want:
        return
    if not PY.exists():
        print("run.py: creating .venv ...", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    print("run.py: installing the project and its tools into .venv ...", flush=True)
    subprocess.check_call([str(PY), "-m", "pip", "install", "-q", "--disable-pip-version-check", "-e", f"{ROOT}[dev]"])
    STAMP.write_text(want)


def run(*args: str) -> int:
    return subprocess.call([str(PY), *args], cwd=ROOT)


#: where the tests' throw-away files go when the machine has it: memory (tmpfs)
SHM = Path("/dev/shm")


def test_env() -> dict[str, str]:
    """The tests' environment: their temporary files (the real SQLite databases, PostgreSQL's
    data directories, the pictures) in memory where the machine has a writable tmpfs and TMPDIR
    is not set already. The store commits with synchronous=FULL, an fsync each: on a disk that
    made a tenth of the suite's time (3 min 45 s against 3 min 10 s on the 2-core machine)."""
    env = dict(os.environ)
    if "TMPDIR" not in env and SHM.is_dir() and os.access(SHM, os.W_OK):
        env["TMPDIR"] = str(SHM)
    return env


def apt_install(package: str, what: str) -> None:
    """Install Debian's `package` (`what` the tests need it for) where this user may (root with apt-get)."""
    if os.name != "posix" or os.geteuid() != 0 or not shutil.which("apt-get"):
        sys.exit(f"The tests need {what}: install Debian's `{package}` package.")
    print(f"run.py: installing {what} for the tests (apt-get install {package}) ...", flush=True)
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    subprocess.check_call(["apt-get", "update", "-q"], env=env)
    subprocess.check_call(["apt-get", "install", "-y", "-q", package], env=env)


def ensure_postgres() -> None:
    """The tests start their own PostgreSQL server (tests/pg.py) from Debian's `postgresql` package."""
    if not (glob.glob("/usr/lib/postgresql/*/bin/initdb") or shutil.which("initdb")):
        apt_install("postgresql", "PostgreSQL's server binaries (initdb, pg_ctl)")


def ensure_tesseract() -> None:
    """The picture tests read the close-ups and the hand by OCR with Debian's `tesseract-ocr` (pytesseract),
    the Russian board with its Russian language data (`tesseract-ocr-rus`)."""
    if not shutil.which("tesseract"):
        apt_install("tesseract-ocr", "the OCR engine tesseract")
    langs = subprocess.run(["tesseract", "--list-langs"], capture_output=True, text=True, check=False).stdout.split()
    if "rus" not in langs:
        apt_install("tesseract-ocr-rus", "the OCR engine's Russian language data")


def main(argv: list[str]) -> int:
    if not argv or argv[0] in ("-h", "--help", "help"):
        print(USAGE)
        return 0
    cmd, rest = argv[0], argv[1:]
    ensure_env()
    if cmd == "bot":
        return run("-m", "bot", *rest)
    if cmd == "test":
        ensure_postgres()
        ensure_tesseract()
        lint = run("-m", "ruff", "check", "engine", "render", "bot", "migrations", "tests", "bench", "run.py")
        if lint:
            return lint
        # the import contracts of pyproject.toml's [tool.importlinter] (docs/architecture.md)
        contracts = subprocess.call([str(BIN / ("lint-imports.exe" if os.name == "nt" else "lint-imports"))], cwd=ROOT)
        if contracts:
            return contracts
        # on every core (pytest-xdist; `-n 0` runs in this process): each worker starts its own PostgreSQL
        chosen = any(a.startswith(("-n", "--numprocesses")) or a.endswith("no:xdist") for a in rest)
        cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
        # (xdist's "auto" counts physical cores where psutil is; "--dist worksteal" was slower here:
        # 232 s against 213 s, a module's fixtures made on both workers when its tests are stolen)
        workers = [] if chosen else ["-n", str(cores)]
        return subprocess.call([str(PY), "-m", "pytest", *workers, *rest], cwd=ROOT, env=test_env())
    if cmd == "bench":
        split = next((i for i, a in enumerate(rest) if a.startswith("-")), len(rest))
        names, opts = rest[:split], rest[split:]
        if not names:  # all but the fuzz (5,000 games), the attack pass (issue 22) and the US bot's (hours; its fit): name them
            long = ("fuzz", "attack", "usbot", "usbot_fit")
            names = sorted(p.stem for p in (ROOT / "bench").glob("*.py") if p.stem[0] != "_" and p.stem not in long)
        # as modules: a script's own folder would shadow the `engine` package with bench/engine.py
        return max((run("-m", f"bench.{n}", *opts) for n in names), default=0)
    if cmd == "migrate-db":
        return run("-m", "bot.core.migrate_db", *rest)
    if cmd == "simulate":
        return run("-m", "engine.selfplay", *rest)
    print(USAGE)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
