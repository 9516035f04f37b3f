"""``tiebreak event …``: the same calls from the command line (SQLite file; the service tests cover
PostgreSQL)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from conftest import CORPUS
from tiebreak.cli import main

pytest.importorskip("sqlalchemy")  # the event store
pytest.importorskip("alembic")


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_import_prints_the_path_and_token_and_exports_the_same_standings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = f"sqlite:///{tmp_path / 'events.sqlite3'}"
    source = CORPUS / "sw-gen-005.trf"
    code, out, _ = _run(capsys, "event", "import", str(source), "--database", db)
    assert code == 0
    path, token_line = out.splitlines()
    assert re.fullmatch(r"/events/\d+", path) and len(token_line.rsplit(" ", 1)[1]) >= 43
    event_id = path.rsplit("/", 1)[1]
    exported = tmp_path / "export.trf"
    assert _run(capsys, "event", "export", event_id, "--database", db, "-o", str(exported))[0] == 0
    _, from_store, _ = _run(capsys, "event", "standings", event_id, "--database", db, "-f", "tsv")
    _, from_export, _ = _run(capsys, "standings", str(exported), "-f", "tsv")
    _, from_source, _ = _run(capsys, "standings", str(source), "-f", "tsv")
    assert from_store == from_export == from_source


def test_an_event_run_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TIEBREAK_DATABASE_URL", f"sqlite:///{tmp_path / 'events.sqlite3'}")
    code, out, _ = _run(
        capsys,
        "event",
        "create",
        "--name",
        "Quad",
        "--rounds",
        "3",
        "--pairing",
        "round-robin",
        "--tiebreaks",
        "SB,WIN",
        "--start",
        "2026-12-05",
    )
    assert code == 0
    event_id, token = out.splitlines()[0].rsplit("/", 1)[1], out.split()[-1]
    monkeypatch.setenv("TIEBREAK_TOKEN", token)
    for name in ("Ann", "Bob", "Cid", "Dee"):
        assert _run(capsys, "event", "player-add", event_id, "--name", name)[0] == 0
    assert _run(capsys, "event", "pair", event_id, "--berger")[0] == 0
    assert _run(capsys, "event", "results", event_id, "1", "1=1-0", "2=½-½")[0] == 0
    code, out, _ = _run(capsys, "event", "result", event_id, "1", "2", "0-1", "--reason", "misread")
    assert code == 0 and json.loads(out)["version"] == 2
    code, _, err = _run(capsys, "event", "result", event_id, "1", "2", "1-0", "--version", "1")
    assert code == 2 and "version 2, not 1" in err
    code, _, err = _run(capsys, "event", "result", event_id, "1", "7", "1-0")
    assert code == 2 and "round 1 has no board 7" in err
    code, _, err = _run(capsys, "event", "result", event_id, "1", "1", "1-0", "--token", "wrong")
    assert code == 2 and "does not open this event" in err
    code, _, err = _run(capsys, "event", "tiebreaks", event_id, "WIN")
    assert code == 2 and "override" in err
    # round 1: Ann beat Dee, Cid beat Bob (corrected)
    code, out, _ = _run(capsys, "event", "standings", event_id, "-f", "json")
    rows = {r["name"]: r["points"] for r in json.loads(out)["standings"]}
    assert rows == {"Ann": "1", "Cid": "1", "Bob": "0", "Dee": "0"}
    code, out, _ = _run(capsys, "event", "audit", event_id)
    changes = [(e["old"], e["new"]) for e in json.loads(out) if e["action"] == "result"]
    assert changes == [("", "1-0"), ("", "½-½"), ("½-½", "0-1")]
