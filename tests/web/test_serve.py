"""``tiebreak serve``: options, the message when the web extra is missing, and the server really answering."""

from __future__ import annotations

import importlib.util
import json
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path

import pytest

from servers import free_port
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


def _serve(*options: str) -> tuple[subprocess.Popen[str], int, str]:
    """``tiebreak serve`` on a free port, once it answers: the process, the port and the page."""
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "tiebreak.cli", "serve", "--port", str(port), *options],
                            stderr=subprocess.PIPE, text=True)
    for _ in range(300):
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=2) as r:
                return proc, port, r.read().decode()
        except OSError:
            time.sleep(0.1)
    return proc, port, ""


def test_serve_answers_on_the_port() -> None:
    pytest.importorskip("uvicorn")
    proc, port, body = _serve("--max-upload", "700")
    try:
        assert "Tie-break calculator" in body and "up to 700 bytes" in body
    finally:
        proc.terminate()
        _, err = proc.communicate(timeout=20)
    assert f"serving on http://127.0.0.1:{port}/" in err


def _children(pid: int) -> set[int]:
    out = set()
    for status in Path("/proc").glob("[0-9]*/status"):
        try:
            fields = dict(line.split(":\t", 1) for line in status.read_text().splitlines() if ":\t" in line)
        except OSError:
            continue
        if fields.get("PPid", "").strip() == str(pid):
            out.add(int(status.parent.name))
    return out


def test_workers_option() -> None:
    args = cli.build_parser("serve").parse_args(["serve", "--workers", "3", "--cpu-limit", "2.5", "--proxy-headers"])
    assert (args.workers, args.cpu_limit, args.proxy_headers, args.forwarded_allow_ips) == (3, 2.5, True,
                                                                                            "127.0.0.1")


@pytest.mark.parametrize("option", ["--workers", "--cpu-limit"])
def test_workers_and_cpu_limit_must_be_positive(option: str, capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("uvicorn")
    assert cli.main(["serve", option, "0"]) == 2
    assert f"{option} must be positive" in capsys.readouterr().err


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads /proc")
def test_sigterm_while_busy_stops_the_server_and_its_workers() -> None:
    """SIGTERM during a long computation: the server stops (after at most its grace period) and takes
    its compute workers with it."""
    pytest.importorskip("uvicorn")
    sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
    from generate import generate

    big = generate(9_999, 11, 4).encode()
    proc, port, _ = _serve("--workers", "1")
    try:
        for _ in range(300):  # the worker is up
            if len(_children(proc.pid)) >= 2:  # the resource tracker and the worker
                break
            time.sleep(0.1)
        workers = _children(proc.pid)
        body = json.dumps({"event": big.decode(), "explain": "all"}).encode()
        request = urllib.request.Request(f"http://127.0.0.1:{port}/api/standings", data=body,
                                         headers={"content-type": "application/json"})
        errors: list[BaseException] = []

        def post() -> None:
            try:
                urllib.request.urlopen(request, timeout=60).read()
            except BaseException as exc:  # the connection is closed at shutdown: expected
                errors.append(exc)

        thread = threading.Thread(target=post, daemon=True)
        thread.start()
        time.sleep(1.0)  # the big request is being computed
        started = time.monotonic()
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=serve.GRACE + 20)
        assert time.monotonic() - started < serve.GRACE + 20
        for _ in range(50):
            if not any(Path(f"/proc/{pid}").exists() for pid in workers):
                break
            time.sleep(0.1)
        assert not any(Path(f"/proc/{pid}").exists() for pid in workers)
        thread.join(timeout=5)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
