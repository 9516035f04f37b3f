"""The store's service layer, on SQLite and on PostgreSQL (``database_url`` runs each test on both).

Expected values are hand computations from the results given (points, Sonneborn-Berger: the scores of
the opponents beaten plus half those of the opponents drawn, C.07 9.1) or the library's standings of the
same event read from its file.
"""

from __future__ import annotations

import datetime as dt
import threading
import time
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest

from tiebreak.model.tournament import Result
from tiebreak.ranking.engine import compute_standings
from tiebreak.readers import read_text
from tiebreak.store import (
    Conflict,
    EventStore,
    Forbidden,
    NotFound,
    StoreError,
    Unauthorized,
    board_inputs,
    event_settings,
    player_input,
)
from tiebreak.store.snapshot import tournament_of

F = Fraction
CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"


def _event(store: EventStore, **extra: Any) -> tuple[int, str]:
    data = {"name": "Club RR", "rounds": 3, "pairing": "round-robin", "tiebreaks": "SB,WIN", **extra}
    created = store.create_event(event_settings(data))
    for name, rating in (("Ann", 2100), ("Bob", 2000), ("Cid", 1900), ("Dee", 1800)):
        store.add_player(created.event_id, created.token, player_input({"name": name, "rating": rating}))
    return created.event_id, created.token


# R1: 1-4 1-0, 2-3 ½-½; R2: 4-3 0-1, 1-2 ½-½; R3: 2-4 1-0, 3-1 0-1 (Berger boards, 4 players)
RESULTS = {1: {1: "1-0", 2: "½-½"}, 2: {1: "0-1", 2: "½-½"}, 3: {1: "1-0", 2: "0-1"}}


def _play(store: EventStore, event_id: int, token: str, rounds: int = 3) -> None:
    for rnd in range(1, rounds + 1):
        items = [{"board": b, "result": r} for b, r in RESULTS[rnd].items()]
        store.set_round_results(event_id, token, rnd, items)


def test_round_robin_from_berger_tables_to_final_standings(store: EventStore) -> None:
    event_id, token = _event(store)
    store.pair_round_robin(event_id, token)
    snap = store.snapshot(event_id)
    assert [(b.white, b.black) for b in snap.round_boards(2)] == [(4, 3), (1, 2)]
    _play(store, event_id, token)
    _, s = store.standings(event_id)
    # points: Ann 1+½+1, Bob ½+½+1, Cid ½+1+0, Dee 0; SB: Ann 0+½·2+1.5, Bob ½·1.5+½·2.5+0, Cid ½·2+0
    assert [(r.rank, r.name, r.points) for r in s.rows] == [
        (1, "Ann", F(5, 2)),
        (2, "Bob", F(2)),
        (3, "Cid", F(3, 2)),
        (4, "Dee", F(0)),
    ]
    assert [r.values for r in s.rows] == [(F(5, 2), F(2)), (F(2), F(1)), (F(1), F(1)), (F(0), F(0))]
    fresh = store.snapshot_at(
        event_id, dt.datetime.now(dt.UTC).replace(tzinfo=None) + dt.timedelta(seconds=1)
    )
    assert store.tournament(event_id) == tournament_of(fresh)  # the results patched in = a new reading
    _, after1 = store.standings(event_id, after_round=1)
    assert {r.name: r.points for r in after1.rows} == {"Ann": 1, "Bob": F(1, 2), "Cid": F(1, 2), "Dee": 0}


def test_standings_so_far_count_rounds_with_a_result(store: EventStore) -> None:
    event_id, token = _event(store)
    store.pair_round_robin(event_id, token)  # all three rounds paired in advance
    _, s = store.standings(event_id)
    assert all(r.points == 0 for r in s.rows)
    store.set_result(event_id, token, 1, 1, "1-0")
    _, s = store.standings(event_id)
    assert s.rounds == 1 and s.rows[0].name == "Ann" and s.rows[0].points == 1


def test_corrections_are_logged_and_earlier_moments_recomputed(store: EventStore) -> None:
    event_id, token = _event(store)
    store.pair_round_robin(event_id, token)
    store.set_result(event_id, token, 1, 1, "1-0")
    time.sleep(0.01)
    before = dt.datetime.now(dt.UTC).replace(tzinfo=None)
    time.sleep(0.01)
    store.set_result(event_id, token, 1, 1, "0-1", expected=1, reason="scoresheet signed the other way")
    entries = [e for e in store.audit(event_id) if e["action"] == "result"]
    assert [(e["old"], e["new"], e["version"], e["reason"]) for e in entries] == [
        ("", "1-0", 1, ""),
        ("1-0", "0-1", 2, "scoresheet signed the other way"),
    ]
    assert all(e["actor"] == "organiser" for e in entries)
    _, now = store.standings(event_id)
    _, then = store.standings(event_id, at=before)
    assert now.row(4).points == 1 and now.row(1).points == 0
    assert then.row(1).points == 1 and then.row(4).points == 0


def test_a_stale_version_is_refused_with_the_current_value(store: EventStore) -> None:
    event_id, token = _event(store)
    store.pair_round_robin(event_id, token)
    store.set_result(event_id, token, 1, 2, "½-½")
    with pytest.raises(Conflict) as caught:
        store.set_result(event_id, token, 1, 2, "1-0")  # written as if the board had no result
    assert caught.value.status == 409
    assert caught.value.current["result"] == "½-½" and caught.value.current["version"] == 1
    assert store.snapshot(event_id).boards[(1, 2)].result == (Result.DRAW, Result.DRAW)  # typed
    with pytest.raises(Conflict):
        store.set_round_results(
            event_id, token, 1, [{"board": 1, "result": "1-0"}, {"board": 2, "result": "0-1", "version": 0}]
        )
    assert store.snapshot(event_id).boards[(1, 1)].result is None  # all or nothing


def test_tokens(store: EventStore) -> None:
    event_id, token = _event(store)
    other_id, other_token = _event(store, name="Other")
    store.pair_round_robin(event_id, token)
    version = store.snapshot(event_id).version
    for bad, error in (
        (None, Unauthorized),
        ("", Unauthorized),
        ("x" * 43, Forbidden),
        (other_token, Forbidden),
    ):
        with pytest.raises(error) as caught:
            store.set_result(event_id, bad, 1, 1, "1-0")
        assert caught.value.status == (401 if error is Unauthorized else 403)
    assert store.snapshot(event_id).version == version and store.audit(event_id)[-1]["action"] != "result"
    arbiter = store.issue_token(event_id, token, "deputy")
    arbiter_token = arbiter.data["token"]
    with pytest.raises(Forbidden):
        store.issue_token(event_id, arbiter_token)
    with pytest.raises(Forbidden):
        store.set_tiebreaks(event_id, arbiter_token, "WIN", override=True, reason="no")
    with pytest.raises(Forbidden):
        store.set_result(other_id, arbiter_token, 1, 1, "1-0")
    assert store.set_result(event_id, arbiter_token, 1, 1, "1-0").data["result"] == "1-0"
    assert store.audit(event_id)[-1]["actor"] == f"arbiter #{arbiter.data['id']} (deputy)"
    store.revoke_token(event_id, token, arbiter.data["id"])
    with pytest.raises(Forbidden):
        store.set_result(event_id, arbiter_token, 1, 2, "1-0")
    listed = store.list_tokens(event_id, token)
    assert [(t["role"], t["revoked_at"] is not None) for t in listed] == [
        ("organiser", False),
        ("arbiter", True),
    ]
    assert all("token" not in t and "digest" not in t for t in listed)


def test_the_list_is_fixed_once_round_one_is_paired(store: EventStore) -> None:
    event_id, token = _event(store)
    store.set_tiebreaks(event_id, token, ["DE", "SB"])
    store.pair_round_robin(event_id, token, 1)
    with pytest.raises(StoreError) as caught:
        store.set_tiebreaks(event_id, token, "WIN")
    assert caught.value.field == "override"
    with pytest.raises(StoreError) as caught:
        store.set_tiebreaks(event_id, token, "WIN", override=True)
    assert caught.value.field == "reason"
    w = store.set_tiebreaks(event_id, token, "WIN,SB", override=True, reason="announced list had a typo")
    assert w.warnings
    trf = store.export_trf(event_id)
    comments = [line for line in trf.split("\r\n") if line.startswith("###")]
    assert any("DE,SB -> WIN,SB" in c and "announced list had a typo" in c for c in comments)
    back = read_text(trf, input_format="trf")
    assert back.tiebreaks == ("PTS", "WIN", "SB")
    log = [e for e in store.audit(event_id) if e["action"] == "tiebreaks"]
    assert [e["detail"]["override"] for e in log] == [False, True]


def test_bad_input_names_the_field_and_stores_nothing(store: EventStore) -> None:
    event_id, token = _event(store)
    with pytest.raises(StoreError) as caught:
        board_inputs([{"white": 1, "black": 2}, {"white": 3, "black": 1}])
    assert caught.value.field == "boards[1].black" and "paired twice" in caught.value.message
    with pytest.raises(StoreError) as caught:
        store.set_pairings(event_id, token, 4, board_inputs([{"white": 1, "black": 2}]))
    assert caught.value.field == "round"
    with pytest.raises(StoreError) as caught:
        store.set_pairings(event_id, token, 1, board_inputs([{"white": 1, "black": 9}]))
    assert caught.value.field == "boards[0].black"
    store.set_pairings(event_id, token, 1, board_inputs([{"white": 1, "black": 2}, {"white": 3, "bye": "U"}]))
    version = store.snapshot(event_id).version
    cases = [(7, "1-0", "board"), (1, "U", "result"), (1, "1-1", "result"), (2, "1-0", "result")]
    for board, result, field in cases:
        with pytest.raises(StoreError) as caught:
            store.set_result(event_id, token, 1, board, result)
        assert caught.value.field == field, (board, result)
    with pytest.raises(StoreError) as caught:
        store.set_round_results(
            event_id, token, 1, [{"board": 1, "result": "1-0"}, {"board": 5, "result": "1-0"}]
        )
    assert caught.value.field == "results[1].board"
    with pytest.raises(StoreError) as caught:
        store.set_result(event_id, token, 12, 1, "1-0")
    assert caught.value.field == "round"
    assert store.snapshot(event_id).version == version
    with pytest.raises(StoreError) as caught:
        event_settings({"name": "X", "rounds": 5, "tiebreaks": "BH/C9x"})
    assert caught.value.field == "tiebreaks"
    with pytest.raises(NotFound):
        store.snapshot(999)


def test_a_bad_trf_import_names_line_and_column(store: EventStore) -> None:
    text = (
        "012 Broken\r\n"
        "001    1      Ann                               2100                             1.0    1     2 w 1\r\n"
        "001    2      Bob                               2000                             1.0    2     1 b 1\r\n"
    )
    with pytest.raises(StoreError) as caught:
        store.import_trf(text, source="broken.trf")
    assert (caught.value.line, caught.value.column, caught.value.field) == (
        2,
        99,
        "file",
    )  # player 1's result
    assert str(caught.value).startswith("broken.trf:2:99: round 1")


def test_an_unknown_code_in_the_files_list_names_its_line(store: EventStore) -> None:
    text = (
        "012 Listed\r\n"
        "212 PTS BH:GP Fancy\r\n"
        "001    1      Ann                               2100                             1.0    2     2 w 1\r\n"
        "001    2      Bob                               2000                             0.0    2     1 b 0\r\n"
    )
    with pytest.raises(StoreError) as caught:
        store.import_trf(text, source="listed.trf")
    assert (caught.value.line, caught.value.column, caught.value.field) == (2, 5, "file")
    assert "unknown tie-break code 'Fancy'" in caught.value.message
    created = store.import_trf(text, source="listed.trf", tiebreaks="BH")  # a list given replaces the file's
    assert store.snapshot(created.event_id).tiebreaks == ("BH",)


def test_players_late_entry_withdrawal_and_requested_byes(database_url: str) -> None:
    store = EventStore(database_url)
    try:
        created = store.create_event(event_settings({"name": "Open", "rounds": 4}))
        event_id, token = created.event_id, created.token
        for name in ("Ann", "Bob", "Cid", "Dee"):
            store.add_player(event_id, token, player_input({"name": name}))
        store.request_bye(event_id, token, 4, 2, "H")
        store.set_pairings(
            event_id, token, 1, board_inputs([{"white": 1, "black": 2}, {"white": 3, "black": 4}])
        )
        store.set_round_results(
            event_id, token, 1, [{"board": 1, "result": "1-0"}, {"board": 2, "result": "0-1"}]
        )
        late = store.add_player(event_id, token, player_input({"name": "Eve", "rating": 1500}))
        assert late.data["first_round"] == 2 and late.warnings
        with pytest.raises(StoreError) as caught:
            store.withdraw(event_id, token, 2, 1)
        assert caught.value.field == "round"
        store.withdraw(event_id, token, 2, 3)
        with pytest.raises(StoreError) as caught:
            store.set_pairings(event_id, token, 2, board_inputs([{"white": 4, "black": 1}]))
        assert "requested a bye" in caught.value.message
        store.set_pairings(
            event_id, token, 2, board_inputs([{"white": 1, "black": 5}, {"white": 2, "black": 3}])
        )
        store.set_round_results(
            event_id, token, 2, [{"board": 1, "result": "½-½"}, {"board": 2, "result": "1-0"}]
        )
        with pytest.raises(StoreError) as caught:
            store.set_pairings(event_id, token, 3, board_inputs([{"white": 2, "black": 1}]))
        assert "withdrew" in caught.value.message
        edit = store.edit_player(event_id, token, 1, player_input({"rating": 2222}, new=False))
        assert edit.warnings and "rating" in edit.warnings[0]
        t = store.tournament(event_id)
        assert t.player(5).rounds[0].result is Result.NOT_PAIRED
        assert t.player(4).rounds[1].result is Result.HALF_BYE
        _, s = store.standings(event_id)
        # Ann 1 + ½, Bob 0 + 1, Cid 0 + 0, Dee 1 + ½ (bye), Eve ½
        assert {r.name: r.points for r in s.rows} == {
            "Ann": F(3, 2),
            "Bob": 1,
            "Cid": 0,
            "Dee": F(3, 2),
            "Eve": F(1, 2),
        }
    finally:
        store.close()


def test_pairing_changes_keep_results_in_the_history(store: EventStore) -> None:
    event_id, token = _event(store, pairing="swiss", tiebreaks="BH")
    store.set_pairings(event_id, token, 1, board_inputs([{"white": 1, "black": 2}, {"white": 3, "black": 4}]))
    store.set_result(event_id, token, 1, 2, "1-0")
    with pytest.raises(StoreError) as caught:
        store.set_pairings(
            event_id, token, 1, board_inputs([{"white": 1, "black": 2}, {"white": 4, "black": 3}])
        )
    assert caught.value.field == "reason"
    w = store.set_pairings(
        event_id,
        token,
        1,
        board_inputs([{"white": 1, "black": 2}, {"white": 4, "black": 3}]),
        reason="colours were swapped on board 2",
    )
    assert w.warnings and w.data["replaced"] == [2]
    snap = store.snapshot(event_id)
    assert snap.boards[(1, 2)].white == 4 and snap.boards[(1, 2)].result is None
    assert [e["new"] for e in store.audit(event_id) if e["action"] == "result"] == ["1-0"]


def test_concurrent_writers_lose_nothing(database_url: str) -> None:
    first = EventStore(database_url)
    second = EventStore(database_url)  # another process's view of the same database
    try:
        created = first.create_event(event_settings({"name": "Race", "rounds": 1}))
        event_id, token = created.event_id, created.token
        for i in range(16):
            first.add_player(event_id, token, player_input({"name": f"P{i + 1}"}))
        first.set_pairings(
            event_id, token, 1, board_inputs([{"white": 2 * i + 1, "black": 2 * i + 2} for i in range(8)])
        )
        errors: list[BaseException] = []
        wins: list[str] = []

        def write(s: EventStore, boards: range, result: str) -> None:
            for b in boards:
                try:
                    s.set_result(event_id, token, 1, b, result)
                    wins.append(f"{b}:{result}")
                except Conflict:
                    pass
                except BaseException as exc:  # pragma: no cover - reported below
                    errors.append(exc)

        threads = [
            threading.Thread(target=write, args=(first, range(1, 9), "1-0")),
            threading.Thread(target=write, args=(second, range(1, 9), "0-1")),
        ]
        for th in threads:
            th.start()
        for th in threads:
            th.join()
        assert not errors
        snap = second.snapshot(event_id)
        stored = {
            f"{b.board}:{'1-0' if b.result == (Result.WIN, Result.LOSS) else '0-1'}"
            for b in snap.round_boards(1)
        }
        assert sorted(wins) == sorted(stored) and len(wins) == 8  # one writer per board, the other got 409
        assert all(b.seq == 1 for b in snap.round_boards(1))
        assert snap.version == first.snapshot(event_id).version
    finally:
        first.close()
        second.close()


CORPUS_SAMPLE = [
    "sw-gen-001",
    "sw-gen-017",
    "sw-syn-003",
    "sw-unr-002",
    "sw-baku-001",
    "rr-gen-003",
    "rr-syn-004",
    "drr-gen-002",
]


@pytest.mark.parametrize("name", CORPUS_SAMPLE)
def test_imported_events_rank_as_their_files_and_exports(store: EventStore, name: str) -> None:
    path = CORPUS / f"{name}.trf"
    text = path.read_text(encoding="utf-8")
    created = store.import_trf(text, source=path.name)
    original = read_text(text, source=path.name)
    codes = list(store.snapshot(created.event_id).tiebreaks)
    expected = compute_standings(original, codes)
    _, got = store.standings(created.event_id)
    exported = compute_standings(read_text(store.export_trf(created.event_id), input_format="trf"), codes)
    key = [(r.sno, r.rank, r.points, r.values) for r in expected.rows]
    assert [(r.sno, r.rank, r.points, r.values) for r in got.rows] == key
    assert [(r.sno, r.rank, r.points, r.values) for r in exported.rows] == key
    json_back = read_text(store.export_json(created.event_id), input_format="json")
    assert [(r.sno, r.rank, r.points, r.values) for r in compute_standings(json_back, codes).rows] == key


def test_sqlite_runs_in_wal_mode_and_migrations_are_idempotent(tmp_path: Path) -> None:
    import sqlalchemy as sa

    url = f"sqlite:///{tmp_path / 'data' / 'events.sqlite3'}"
    EventStore(url).close()
    again = EventStore(url)  # opening again runs no migration twice
    try:
        with again.engines.read.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert (
                conn.execute(sa.text("SELECT version_num FROM alembic_version")).scalar() == "0002"
            )  # the sessions table (arbiter sessions) came second
    finally:
        again.close()


def test_a_round_imported_from_the_pairing_programs_trf(store: EventStore) -> None:
    import dataclasses

    from tiebreak.writers.trf import write_trf

    text = (CORPUS / "sw-gen-009.trf").read_text(encoding="utf-8")
    full = read_text(text, input_format="trf")
    first_two = dataclasses.replace(
        full, players=tuple(dataclasses.replace(p, rounds=p.rounds[:2]) for p in full.players)
    )
    created = store.import_trf(write_trf(first_two), source="two-rounds.trf")
    assert store.snapshot(created.event_id).paired_rounds == 2
    w = store.import_round(created.event_id, created.token, text, 3, source="sw-gen-009.trf")
    assert w.data["round"] == 3
    codes = list(store.snapshot(created.event_id).tiebreaks)
    expected = compute_standings(full, codes, options=_after(3))
    _, got = store.standings(created.event_id, after_round=3)
    assert [(r.sno, r.rank, r.points, r.values) for r in got.rows] == [
        (r.sno, r.rank, r.points, r.values) for r in expected.rows
    ]
    with pytest.raises(StoreError) as caught:  # a file whose players are not the event's
        store.import_round(created.event_id, created.token, text.replace("Player", "Plazer", 1), 4)
    assert caught.value.field == "file" and caught.value.line is not None
    team = CORPUS / "team" / "tsw-001.trf"
    with pytest.raises(StoreError, match="team events"):
        store.import_trf(team.read_text(encoding="utf-8"))


def _after(rnd: int) -> Any:
    from tiebreak.ranking.engine import Options

    return Options(after_round=rnd)


def test_an_odd_round_robin_gives_the_free_round_as_a_bye_worth_nothing(store: EventStore) -> None:
    created = store.create_event(event_settings({"name": "Five", "rounds": 5, "pairing": "round-robin"}))
    for name in ("Ann", "Bob", "Cid", "Dee", "Eve"):
        store.add_player(created.event_id, created.token, player_input({"name": name}))
    store.pair_round_robin(created.event_id, created.token)
    snap = store.snapshot(created.event_id)
    # the 6-player table, round 1: 1-6 2-5 3-4, so 1 has the free round
    assert [(b.board, b.white, b.black, b.bye) for b in snap.round_boards(1)] == [
        (1, 2, 5, None),
        (2, 3, 4, None),
        (3, 1, None, Result.PAB),
    ]
    store.set_round_results(
        created.event_id, created.token, 1, [{"board": 1, "result": "1-0"}, {"board": 2, "result": "½-½"}]
    )
    _, s = store.standings(created.event_id)
    assert {r.name: r.points for r in s.rows} == {
        "Ann": 0,
        "Bob": 1,
        "Cid": F(1, 2),
        "Dee": F(1, 2),
        "Eve": 0,
    }
    with pytest.raises(StoreError) as caught:  # 5 players play 5 rounds, not 4
        other = store.create_event(event_settings({"name": "Four", "rounds": 4, "pairing": "rr"}))
        for name in ("A", "B", "C", "D", "E"):
            store.add_player(other.event_id, other.token, player_input({"name": name}))
        store.pair_round_robin(other.event_id, other.token)
    assert caught.value.field == "rounds"


def test_an_event_ranked_under_the_rules_before_c07(store: EventStore) -> None:
    # tests/data/legacy/l1.trf under the rules before C.07 (hand computation in
    # tests/criteria/test_unplayed_legacy.py): A's Buchholz is
    # 8 (B 1.5 + virtual opponent 2 + E 3 + D 1.5) where the 2024 rules give 10.
    text = (CORPUS.parent / "legacy" / "l1.trf").read_text(encoding="utf-8")
    created = store.import_trf(text, source="l1.trf", tiebreaks="BH", rules="legacy")
    _, got = store.standings(created.event_id)
    assert got.row(1).values == (F(8),)
    with pytest.raises(StoreError) as bad:
        store.import_trf(text, source="l1.trf", tiebreaks="BH", rules="1999")
    assert bad.value.field == "rules" and "legacy" in str(bad.value) and "legacy-sm" in str(bad.value)


def test_an_event_ranked_under_swiss_managers_rules_before_c07(store: EventStore) -> None:
    # l1.trf again: A's SB counts his round-2 forfeit win against a virtual opponent of 2 as
    # 2 × 1 under legacy (1.5 + 2 + 1.5 + 1.5 = 6.5) and 2 × ½ under legacy-sm (5.5); E's SB
    # is 6.5 and 5.75 (hand computations in tests/criteria/test_unplayed_legacy.py)
    text = (CORPUS.parent / "legacy" / "l1.trf").read_text(encoding="utf-8")
    for rules, a, e in (("legacy", F(13, 2), F(13, 2)), ("legacy-sm", F(11, 2), F(23, 4))):
        created = store.import_trf(text, source="l1.trf", tiebreaks="SB", rules=rules)
        _, got = store.standings(created.event_id)
        assert (got.rules.value, got.row(1).values, got.row(5).values) == (rules, (a,), (e,))


def test_standings_leave_the_garbage_collector_alone(
    store: EventStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The store runs on the web server's threads: ranking an event there never switches the process's
    cyclic garbage collector off (only an entry point that owns its whole process may)."""
    import gc

    event_id, token = _event(store)
    store.pair_round_robin(event_id, token)
    _play(store, event_id, token)
    calls: list[str] = []
    monkeypatch.setattr(gc, "disable", lambda: calls.append("disable"))
    _, s = store.standings(event_id)
    assert (s.rows[0].name, s.rows[0].points) == ("Ann", F(5, 2))  # 1 + ½ + 1
    assert calls == [] and gc.isenabled()
