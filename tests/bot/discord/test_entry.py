"""`python -m bot` with DISCORD_TOKEN set: the real discord.py login against a local stand-in for
Discord's REST API. A refused token or an unreachable Discord is said in one line, no traceback."""

from __future__ import annotations

import http.server
import socket
import threading
from pathlib import Path

import discord.http
import pytest

import bot.__main__ as entry


class Refuses401(http.server.BaseHTTPRequestHandler):
    """A stand-in for Discord's REST API that refuses every token, as Discord does a wrong one."""

    def do_GET(self) -> None:  # noqa: N802 - http.server's name
        body = b'{"message": "401: Unauthorized", "code": 0}'
        self.send_response(401)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - http.server's name
        pass


def test_main_with_a_refused_token_says_so_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Refuses401)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        monkeypatch.chdir(tmp_path)
        monkeypatch.setenv("DISCORD_TOKEN", "not-a-token")
        monkeypatch.setenv("LABYRINTH_DB", str(tmp_path / "x.sqlite3"))
        monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{server.server_address[1]}/api/v10")
        assert entry.main([]) == 2  # through the real discord.py login
        err = capsys.readouterr().err
        assert "Discord refused the token in DISCORD_TOKEN" in err and "Traceback" not in err
    finally:
        server.shutdown()
        server.server_close()


def test_main_when_discord_cannot_be_reached_says_so_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "abc")
    monkeypatch.setenv("LABYRINTH_DB", str(tmp_path / "x.sqlite3"))
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{port}/api/v10")
    assert entry.main([]) == 2
    err = capsys.readouterr().err
    assert "Discord cannot be reached" in err and "Traceback" not in err
