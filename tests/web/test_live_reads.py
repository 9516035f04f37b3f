"""Live reads: the first screen of a 20,000-player event is a page of players, not the whole event; a
page read twice is answered from what was kept for its version, and the live part's 304 asks no database;
the renderings kept stay under their byte bound."""

from __future__ import annotations

import datetime as dt
import random
import sys
from pathlib import Path

import httpx
import pytest

pytest.importorskip("fastapi")
pytest.importorskip("sqlalchemy")
pytest.importorskip("alembic")

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
from generate import generate
from sqlalchemy import event

from live_helpers import followed, make_app
from tiebreak.readers import read_text
from tiebreak.store.inputs import scoring_json
from tiebreak.store.service import round_from_tournament
from tiebreak.store.snapshot import BoardState, PlayerState, Snapshot, board_result
from tiebreak.web.live_reads import PAGE_ROWS, ReadKey, _pickled, read_job
from tiebreak.web.settings import WebSettings


def _snapshot_of_generated(players: int) -> Snapshot:
    """A generated Swiss event after round 1, as the store would read it."""
    t = read_text(generate(players, 2, 7), source="big.trf", input_format="trf")  # round 1 of it
    boards, results = round_from_tournament(t, 1)
    entered = dict(results)
    return Snapshot(
        id=1,
        version=2,
        name="Big Open",
        start_date=None,
        end_date=None,
        pairing="swiss",
        planned_rounds=9,
        scoring=t.scoring,
        scoring_text=scoring_json(t.scoring),
        rules="auto",
        tiebreaks=("BH/C1", "BH", "SB"),
        created_at=dt.datetime(2026, 12, 1),
        players={p.sno: PlayerState(p.sno, p.name, p.rating, "", "", "", "", "", 1, None) for p in t.players},
        boards={
            (1, b.board): BoardState(
                b.board,
                1,
                b.board,
                b.white,
                b.black,
                board_result(b.bye or "", bye=True),
                board_result(entered.get(b.board, ""), bye=b.black is None),
                1 if b.board in entered else 0,
            )
            for b in boards
        },
    )


def test_the_first_screen_of_a_20000_player_event_is_under_200_kb() -> None:
    snap = _snapshot_of_generated(20_000)
    (status, media, page), (_, _, second) = read_job(
        WebSettings(), _pickled(snap), (ReadKey("page"), ReadKey("part", page=2))
    )
    assert status == 200 and media.startswith("text/html")
    assert len(page) < 200_000, len(page)
    text = page.decode()
    assert f"Players 1–{PAGE_ROWS} of 20000 · page 1 of {20_000 // PAGE_ROWS}" in text
    assert text.count('class="player-link"') == PAGE_ROWS
    assert "?page=2" in text
    assert f"Players {PAGE_ROWS + 1}–{2 * PAGE_ROWS} of 20000" in second.decode()


def test_reads_are_kept_per_version_and_the_304_asks_no_database(
    database_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # on SQLite a watcher looks up the followed event's version once a second (writes by other processes);
    # its query is not the reads': it is slowed down here so that it cannot fall inside the counting
    from tiebreak.web import events_pages

    monkeypatch.setattr(events_pages, "WATCH_SECONDS", 3600.0)
    app = make_app(database_url)
    with followed(app) as (http, event_id, token, version, ticks):
        ticks.wait_for(version)
        store = app.state.events.store
        queries: list[str] = []

        def count(conn, cursor, statement, *args):  # type: ignore[no-untyped-def]
            queries.append(statement)

        page = http.get(f"/events/{event_id}", timeout=60)
        assert page.status_code == 200
        part = http.get(f"/events/{event_id}/live", timeout=60)
        for engine in {store.engines.read, store.engines.write}:
            event.listen(engine, "before_cursor_execute", count)
        again = http.get(f"/events/{event_id}")
        unchanged = http.get(f"/events/{event_id}/live", headers={"If-None-Match": part.headers["etag"]})
        assert again.content == page.content and unchanged.status_code == 304
        # on PostgreSQL the first read's renderings are shared with the other processes by NOTIFY, sent
        # after they are made (not by these reads): the reads and the 304 themselves ask nothing
        assert [q for q in queries if not q.startswith("SELECT pg_notify(")] == []
        r = http.put(
            f"/api/events/{event_id}/rounds/1/boards/1/result",
            json={"result": "1-0"},
            headers={"Authorization": f"Bearer {token}"},
        )
        assert r.status_code == 200
        ticks.wait_for(version + 1, timeout=5)
        changed = http.get(
            f"/events/{event_id}/live", headers={"If-None-Match": part.headers["etag"]}, timeout=60
        )
        assert changed.status_code == 200 and changed.headers["x-event-version"] == str(version + 1)
        reads = app.state.live.reads
        assert reads.cache.bytes <= reads.cache.limit


@pytest.mark.parametrize("part", ["page", "board"])
def test_a_stream_that_asks_for_a_part_receives_it_for_the_new_version(database_url: str, part: str) -> None:
    # the page's live part is rendered after every write; the hall screen's ("board") is not: the process
    # whose streams follow it renders it once it has the version's live part, and pushes it
    app = make_app(database_url)
    with followed(app) as (http, event_id, token, version, ticks):
        ticks.wait_for(version)
        http.get(f"/events/{event_id}", timeout=60)  # the compute workers are up
        with httpx.stream(
            "GET", f"{str(http.base_url).rstrip('/')}/api/events/{event_id}/stream?part={part}", timeout=30
        ) as stream:
            r = http.put(
                f"/api/events/{event_id}/rounds/1/boards/1/result",
                json={"result": "0-1"},
                headers={"Authorization": f"Bearer {token}"},
            )
            assert r.status_code == 200
            seen = ""
            for line in stream.iter_lines():
                seen += line + "\n"
                if line.startswith("data:") and '"html"' in line and f'"version": {version + 1}' in line:
                    break
        assert "event: part" in seen and "Bo Brandt" in seen
        if part == "board":
            page = app.state.live.reads.cache.peek((event_id, ReadKey("page")))
            assert (
                page is not None and page.version == version
            )  # the new version's page: not rendered unasked


def test_a_rendering_shared_reaches_every_other_app_and_not_its_sender() -> None:
    """Two apps in one process (the browser test's writer and spectator, a host embedding two) are two
    senders: each hears the other's rendering, and leaves out its own (before, the mark was the
    process's, and each left out the other's: the spectator rendered after SHARE_WAIT)."""
    from tiebreak.web.live_reads import SHARED, PartAssembler, Reply, share_payloads

    body = random.Random(1).randbytes(20_000)  # does not compress: several payloads
    items = [(SHARED[0], Reply(200, "text/html", body, 7))]
    payloads = share_payloads(3, 7, items, "writer")
    assert len(payloads) > 2
    spectator, writer = PartAssembler("spectator"), PartAssembler("writer")
    heard = [got for p in payloads if (got := spectator.add(p)) is not None]
    assert heard == [(3, SHARED[0], Reply(200, "text/html", body, 7))]
    assert [writer.add(p) for p in payloads] == [None] * len(payloads)
