"""``tiebreak serve``: options, the message when the web extra is missing, and the server really answering."""

from __future__ import annotations

import importlib.util
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

from tiebreak import cli
from tiebreak.cli import serve


def test_missing_web_extra_prints_the_install_hint(monkeypatch: pytest.MonkeyPatch,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "uvicorn" else real(name))
    assert cli.main(["serve"]) == 1
    assert "pip install 'tiebreak[web]'" in capsys.readouterr().err


def test_bad_max_upload(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("uvicorn")
    assert cli.main(["serve", "--max-upload", "0"]) == 2
    assert "--max-upload must be positive" in capsys.readouterr().err


def test_serve_options_are_parsed() -> None:
    args = cli.build_parser("serve").parse_args(["serve", "--host", "0.0.0.0", "--port", "9001", "--max-upload",
                                                 "5000"])
    assert (args.host, args.port, args.max_upload, args.run) == ("0.0.0.0", 9001, 5000, serve.run)
    args = cli.build_parser(*cli.COMMANDS).parse_args(["serve"])
    assert (args.host, args.port, args.max_upload) == ("127.0.0.1", 8000, None)


def test_serve_answers_on_the_port() -> None:
    pytest.importorskip("uvicorn")
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "tiebreak.cli", "serve", "--port", str(port),
                             "--max-upload", "700"], stderr=subprocess.PIPE, text=True)
    try:
        body = ""
        for _ in range(200):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as r:
                    body = r.read().decode()
                break
            except OSError:
                time.sleep(0.1)
        assert "Tie-break calculator" in body and "up to 700 bytes" in body
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=20)
    assert f"serving on http://127.0.0.1:{port}/" in err
