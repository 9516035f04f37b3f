"""``tiebreak serve``: options, the message when the web extra is missing, and the server really answering."""

from __future__ import annotations

import importlib.util
import json
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from servers import free_port
from tiebreak import cli
from tiebreak.cli import serve


def test_missing_web_extra_prints_the_install_hint(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "uvicorn" else real(name)
    )
    assert cli.main(["serve"]) == 1
    assert "pip install 'tiebreak[web]'" in capsys.readouterr().err


def test_bad_max_upload(capsys: pytest.CaptureFixture[str]) -> None:
    pytest.importorskip("uvicorn")
    assert cli.main(["serve", "--max-upload", "0"]) == 2
    assert "--max-upload must be positive" in capsys.readouterr().err


def test_serve_options_are_parsed() -> None:
    args = cli.build_parser("serve").parse_args(
        ["serve", "--host", "0.0.0.0", "--port", "9001", "--max-upload", "5000"]
    )
    assert (args.host, args.port, args.max_upload, args.run) == ("0.0.0.0", 9001, 5000, serve.run)
    args = cli.build_parser(*cli.COMMANDS).parse_args(["serve"])
    assert (args.host, args.port, args.max_upload) == ("127.0.0.1", 8000, None)


def _serve(*options: str) -> tuple[subprocess.Popen[str], int, str]:
    """``tiebreak serve`` on a free port, once it answers: the process, the port and the page."""
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "tiebreak.cli", "serve", "--port", str(port), *options],
        stderr=subprocess.PIPE,
        text=True,
    )
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


def test_connections_over_the_limit_get_503_at_once() -> None:
    """``--max-connections 3``: with three connections held open (one of them half-way through sending
    its request), a fourth request is refused at once, and served again once they close."""
    pytest.importorskip("uvicorn")
    proc, port, body = _serve("--max-connections", "3", "--workers", "1")
    held: list[socket.socket] = []
    try:
        assert "Tie-break calculator" in body
        for _ in range(3):
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(b"POST /api/standings HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{")
            held.append(s)
        time.sleep(0.5)
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/tiebreaks", timeout=5)
        assert refused.value.code == 503
        refused.value.close()
        for s in held:
            s.close()
        held.clear()
        for _ in range(50):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/tiebreaks", timeout=5) as r:
                    assert r.status == 200
                    break
            except urllib.error.HTTPError as busy:
                busy.close()
                time.sleep(0.1)
        else:
            pytest.fail("the server did not take requests again")
    finally:
        for s in held:
            s.close()
        proc.terminate()
        _, err = proc.communicate(timeout=20)
    assert "at most 3 connections" in err


def test_the_connection_limit_follows_the_open_files_limit() -> None:
    import resource

    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)  # raised to the hard limit by the call below
    limit = serve.connection_limit(None)
    soft, _ = resource.getrlimit(resource.RLIMIT_NOFILE)
    assert limit == min(10_000, max(16, soft - 128))
    assert serve.connection_limit(5) == 5


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
    args = cli.build_parser("serve").parse_args(
        ["serve", "--workers", "3", "--cpu-limit", "2.5", "--proxy-headers"]
    )
    assert (args.workers, args.cpu_limit, args.proxy_headers, args.forwarded_allow_ips) == (
        3,
        2.5,
        True,
        "127.0.0.1",
    )


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
        head = (
            f"POST /api/standings HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(body)}\r\n\r\n"
        ).encode()

        def post() -> None:
            # a plain socket, closed here whatever happens: urllib leaves the socket of a connection
            # reset at shutdown to the garbage collector, whose ResourceWarning then fails a later test
            with socket.create_connection(("127.0.0.1", port), timeout=60) as conn:
                try:
                    conn.sendall(head + body)
                    while conn.recv(65536):
                        pass
                except OSError:  # the connection is closed at shutdown: expected
                    pass

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


def _web_only_path(tmp_path: Path) -> str:
    """A folder holding this environment's packages except the store extra's (SQLAlchemy, Alembic,
    psycopg), as links; with the package's source, the whole ``sys.path`` of an interpreter started
    with ``-S`` (no site-packages): what ``pip install 'tiebreak[web]'`` alone leaves."""
    import sysconfig

    import tiebreak

    packages = tmp_path / "site"
    packages.mkdir()
    for entry in Path(sysconfig.get_paths()["purelib"]).iterdir():
        name = entry.name.lower()
        if (
            not name.startswith(("sqlalchemy", "alembic", "psycopg", "__editable__"))
            and entry.suffix != ".pth"
        ):
            (packages / entry.name).symlink_to(entry)
    return f"{packages}:{Path(tiebreak.__file__).parents[1]}"


def test_the_web_extra_alone_serves_the_calculator(tmp_path: Path) -> None:
    """No SQLAlchemy or Alembic: ``tiebreak serve`` says at start that live events need tiebreak[store],
    serves the calculator, and every live route answers 503 saying so (a real server on the loopback)."""
    pytest.importorskip("uvicorn")
    import os

    import httpx

    from servers import answers, subprocess_server
    from tiebreak.readers import example_text

    env = {**os.environ, "PYTHONPATH": _web_only_path(tmp_path), "TIEBREAK_DATA_DIR": str(tmp_path / "data")}
    check = subprocess.run(
        [
            sys.executable,
            "-S",
            "-c",
            "import importlib.util as u; "
            "print(u.find_spec('sqlalchemy'), u.find_spec('alembic'), u.find_spec('fastapi') is None)",
        ],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert check.stdout.split() == ["None", "None", "False"]
    with subprocess_server(
        [sys.executable, "-S", "-m", "tiebreak.cli", "serve", "--workers", "1"],
        answers,
        env=env,
        stderr=subprocess.PIPE,
    ) as (base, proc):
        r = httpx.post(f"{base}/api/standings", json={"event": example_text("arena")}, timeout=30)
        assert r.status_code == 200 and r.json()["standings"][0]["name"] == "Ng, Chloe"
        assert httpx.get(base, timeout=10).status_code == 200
        for method, path in (
            ("GET", "/events/1"),
            ("GET", "/api/events/1"),
            ("POST", "/api/events"),
            ("GET", "/events/1/arbiter"),
            ("GET", "/api/events/1/stream"),
        ):
            r = httpx.request(method, base + path, json={"name": "Open", "rounds": 5}, timeout=10)
            assert r.status_code == 503, (path, r.text)
            assert "install tiebreak[store]" in r.json()["error"]["message"]
        proc.terminate()
        _, err = proc.communicate(timeout=20)
    assert "live events (/events, /api/events) need tiebreak[store]" in err.decode()
    assert not (tmp_path / "data").exists()


def test_a_database_with_a_newer_schema_stops_serve(database_url: str) -> None:
    """Stamped by a newer tiebreak: exit 2 before serving, with what to do; an app already running on it
    answers 503 with the same message."""
    import sqlalchemy as sa
    from fastapi.testclient import TestClient

    from tiebreak.store import EventStore
    from tiebreak.store.db import normalise_url
    from tiebreak.web.app import create_app
    from tiebreak.web.settings import WebSettings

    EventStore(database_url).close()
    engine = sa.create_engine(normalise_url(database_url))
    with engine.begin() as conn:
        conn.execute(sa.text("UPDATE alembic_version SET version_num = '9001'"))
    engine.dispose()
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "tiebreak.cli",
            "serve",
            "--database",
            database_url,
            "--port",
            str(free_port()),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert r.returncode == 2, r.stderr
    assert "schema revision 9001, newer than this tiebreak" in r.stderr
    assert "pip install -U 'tiebreak[store]'" in r.stderr and "Traceback" not in r.stderr
    app = create_app(WebSettings(database_url=database_url, workers=1))
    with TestClient(app) as client:
        r2 = client.get("/api/events/1")
    assert r2.status_code == 503 and "newer than this tiebreak" in r2.json()["error"]["message"]


def test_a_short_site_token_or_a_negative_rate_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert cli.main(["serve", "--site-token", "short"]) == 2
    assert "at least 16 characters" in capsys.readouterr().err
    assert cli.main(["serve", "--events-per-hour", "-1"]) == 2
    assert "--events-per-hour must be 0" in capsys.readouterr().err
