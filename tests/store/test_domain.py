"""The store's rules as pure functions: each command on a snapshot built by hand gives the change the
rules call for (or the refusal naming the field), with no database."""

from __future__ import annotations

import datetime as dt

import pytest

pytest.importorskip("sqlalchemy")

from tiebreak.model.tournament import Result, Scoring
from tiebreak.store import Conflict, StoreError, board_inputs, player_input
from tiebreak.store.domain import (
    add_player,
    apply,
    enter_results,
    pair_round_robin,
    request_bye,
    set_pairings,
    set_tiebreaks,
    withdraw,
)
from tiebreak.store.snapshot import BoardState, PlayerState, Snapshot, tournament_of

WIN, LOSS, DRAW = Result.WIN, Result.LOSS, Result.DRAW


def _event(pairing: str = "swiss", rounds: int = 5, players: int = 4) -> Snapshot:
    snap = Snapshot(
        1,
        3,
        "Club Open",
        None,
        None,
        pairing,
        rounds,
        Scoring(),
        "{}",
        "auto",
        ("BH", "SB"),
        dt.datetime(2026, 12, 1),
    )
    for sno, name in enumerate(("Ann", "Bob", "Cid", "Dee", "Eve")[:players], 1):
        snap.players[sno] = PlayerState(sno, name, 2000 - sno, "", "", "", "", "", 1, None)
    return snap


def _paired(snap: Snapshot) -> Snapshot:
    """Round 1 paired 1-2, 3-4 (board rows 11 and 12), 1-0 on board 1."""
    snap.boards[(1, 1)] = BoardState(11, 1, 1, 1, 2, None, (WIN, LOSS), 1)
    snap.boards[(1, 2)] = BoardState(12, 1, 2, 3, 4, None)
    return snap


def test_a_result_is_a_new_version_of_its_board_and_the_event_after_is_exact() -> None:
    snap = _paired(_event())
    change = enter_results(snap, 1, [{"board": 2, "result": "½-½", "version": 0}], "", single=True)
    (entry,) = change.results
    assert (entry.board_id, entry.result, entry.previous, entry.seq) == (12, (DRAW, DRAW), None, 1)
    assert change.data == {
        "round": 1,
        "board": 2,
        "white": 3,
        "black": 4,
        "bye": None,
        "result": "½-½",
        "version": 1,
    }
    assert change.after is not None and change.after.boards[(1, 2)].result == (DRAW, DRAW)
    points = {p.sno: [e.result for e in p.rounds] for p in tournament_of(change.after).players}
    assert points == {1: [WIN], 2: [LOSS], 3: [DRAW], 4: [DRAW]}


def test_a_stale_version_is_a_conflict_carrying_the_current_result() -> None:
    snap = _paired(_event())
    with pytest.raises(Conflict) as caught:
        enter_results(snap, 1, [{"board": 1, "result": "0-1", "version": 0}], "")
    assert caught.value.field == "results[0].version"
    assert caught.value.current == {
        "round": 1,
        "board": 1,
        "white": 1,
        "black": 2,
        "bye": None,
        "result": "1-0",
        "version": 1,
    }


def test_pairing_a_round_again_keeps_the_unchanged_boards_and_a_changed_result_needs_a_reason() -> None:
    snap = _paired(_event())
    swapped = board_inputs([{"white": 2, "black": 1}, {"white": 3, "black": 4}])
    with pytest.raises(StoreError) as caught:
        set_pairings(snap, 1, swapped, "")
    assert caught.value.field == "reason"
    change = set_pairings(snap, 1, swapped, "colours swapped")
    assert change.superseded == (11,) and [(b.board, b.white, b.black) for b in change.new_boards] == [
        (1, 2, 1)
    ]
    assert change.data["replaced"] == [1] and change.warnings
    after = apply(snap, change)
    assert after.boards[(1, 2)].id == 12 and after.boards[(1, 1)].result is None


def test_withdrawing_a_player_drops_the_byes_they_requested_from_that_round_on() -> None:
    snap = _event()
    snap.byes[(2, 3)] = Result.HALF_BYE
    snap.byes[(2, 5)] = Result.ZERO_BYE
    snap.byes[(3, 4)] = Result.HALF_BYE
    change = withdraw(snap, 2, 4)
    assert change.byes_removed == ((2, 5),) and change.players == ((2, {"withdrawn_from": 4}),)
    with pytest.raises(StoreError, match="withdrew from round 4"):
        request_bye(apply(snap, change), 2, 4, Result.HALF_BYE)


def test_a_late_entry_counts_the_rounds_before_it_as_absences() -> None:
    snap = _paired(_event())
    change = add_player(snap, player_input({"name": "Fay"}))
    (fay,) = change.new_players
    assert (fay.sno, fay.first_round) == (5, 2)
    assert change.warnings == ("late entry: rounds 1 to 1 count as absences",)


def test_the_list_is_fixed_once_round_1_is_paired() -> None:
    snap = _paired(_event())
    with pytest.raises(StoreError) as caught:
        set_tiebreaks(snap, ("SB",), override=False, reason="")
    assert caught.value.field == "override"
    change = set_tiebreaks(snap, ("SB",), override=True, reason="the regulations say SB")
    assert change.event == {"tiebreaks": ("SB",)} and change.log[0].detail["old"] == ["BH", "SB"]


def test_a_five_player_round_robin_is_paired_from_the_berger_tables_with_a_free_round() -> None:
    # C.05 Annex 1: six table numbers, round 1 is 1-6, 2-5, 3-4; with five players number 6 is the free round
    snap = _event("round-robin", rounds=5, players=5)
    change = pair_round_robin(snap, 1)
    boards = [(b.board, b.white, b.black, b.bye) for b in change.new_boards]
    assert boards == [(1, 2, 5, None), (2, 3, 4, None), (3, 1, None, Result.PAB)]
    everything = pair_round_robin(snap, None)
    assert len(everything.data["rounds"]) == 5 and len(everything.new_boards) == 15
