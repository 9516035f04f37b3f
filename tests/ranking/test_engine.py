"""Engine behaviour around the list: defaults, warnings of C.07 (Articles 4, 8, 9.2, 10) and lots."""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from conftest import CORPUS, EXAMPLES
from tiebreak.cli import main


def _guide() -> tiebreak.Tournament:
    return tiebreak.load(EXAMPLES / "buchholz-guide-8.trf")


def test_exhausted_ties_share_the_place_by_default() -> None:
    s = tiebreak.compute_standings(_guide(), "BH,BH/C1,SB")
    egor, zhanna = s.row(6), s.row(7)
    assert (egor.rank, zhanna.rank, egor.shared, zhanna.shared) == (6, 6, True, True)
    assert s.row(8).rank == 8
    assert any("share the place" in w for w in s.warnings)


def test_drawing_of_lots_is_reproducible_and_flagged() -> None:
    opts = tiebreak.Options(lots_seed=7)
    first = tiebreak.compute_standings(_guide(), "BH,BH/C1,SB", opts)
    again = tiebreak.compute_standings(_guide(), "BH,BH/C1,SB", opts)
    order = [r.sno for r in first.rows]
    assert order == [r.sno for r in again.rows]
    assert sorted(order[5:7]) == [6, 7]
    assert {first.row(6).rank, first.row(7).rank} == {6, 7}
    assert first.row(6).by_lots and first.row(7).by_lots and not first.row(1).by_lots
    seen = {
        tuple(
            r.sno
            for r in tiebreak.compute_standings(_guide(), "BH,BH/C1,SB", tiebreak.Options(lots_seed=k)).rows[
                5:7
            ]
        )
        for k in range(20)
    }
    assert seen == {(6, 7), (7, 6)}


def test_starting_number_as_last_criterion_reproduces_the_guide() -> None:
    # tests/data/examples/README.md: adding SNO reproduces the seed's places 6 and 7 for Egor and Zhanna
    s = tiebreak.compute_standings(_guide(), "BH,BH/C1,SB,SNO")
    assert (s.row(6).rank, s.row(7).rank) == (6, 7)
    assert not s.row(6).shared


def test_buchholz_in_round_robin_warns_and_the_default_list_has_none() -> None:
    rr = tiebreak.load(CORPUS / "rr-gen-001.trf")
    asked = tiebreak.compute_standings(rr, "BH,SB")
    assert any("Article 8 forbids" in w and "computed because it was asked for" in w for w in asked.warnings)
    assert asked.codes == ("BH", "SB")
    default = tiebreak.compute_standings(rr, None)  # spec §10.3: the round robins' default list
    assert default.codes == ("DE", "SB", "WIN", "KS", "BWG")
    assert not any("Article 8" in w for w in default.warnings)


def test_rating_tiebreaks_dropped_with_unrated_players_unless_a_rating_is_given() -> None:
    t = tiebreak.load(CORPUS / "sw-unr-001.trf")
    s = tiebreak.compute_standings(t, "ARO,RTNG")
    assert all(r.values == (None, None) for r in s.rows)
    assert any("unrated" in w and "ARO" in w for w in s.warnings)
    given = tiebreak.compute_standings(t, "ARO,RTNG", tiebreak.Options(unrated_rating=1000))
    assert all(v is not None for r in given.rows for v in r.values if r.values[0] is not None)
    unrated = [p.sno for p in t.players if p.rating is None]
    assert given.row(unrated[0]).values[1] == Fraction(1000)


def test_koya_in_a_swiss_warns() -> None:
    s = tiebreak.compute_standings(_guide(), "KS")
    assert any("Koya" in w for w in s.warnings)


def test_an_unsigned_koya_limit_is_read_as_a_percentage_and_said() -> None:
    """14.5: /L+n and /L-n move the limit by n half points; an unsigned /Ln is our percentage reading,
    which the standings name; no other code gives that warning."""

    def koya_notes(codes: str) -> list[str]:
        return [w for w in tiebreak.compute_standings(_guide(), codes).warnings if "unsigned Koya" in w]

    assert koya_notes("KS/L60,BH") == [
        "KS/L60: an unsigned Koya limit is read as a percentage; write /L+n "
        "or /L-n to move the limit by n half points"
    ]
    assert koya_notes("KS/L+1,KS/L-1,KS,BH/C1") == []


def test_2026_only_codes_warn_under_2024() -> None:
    s = tiebreak.compute_standings(_guide(), "STD,TPN", tiebreak.Options(rules=tiebreak.Rules.FIDE_2024))
    assert sum("not in the 2024 edition" in w for w in s.warnings) == 2


def test_rules_default_from_start_date() -> None:
    t = _guide()
    assert tiebreak.compute_standings(t).rules is tiebreak.Rules.FIDE_2026
    import dataclasses
    import datetime

    old = dataclasses.replace(t, start_date=datetime.date(2025, 9, 1))
    assert tiebreak.compute_standings(old).rules is tiebreak.Rules.FIDE_2024
    undated = dataclasses.replace(t, start_date=None)
    assert tiebreak.compute_standings(undated).rules is tiebreak.Rules.FIDE_2026
    # the 2026 edition applies from 1 March 2026 (C.07 2026)
    assert tiebreak.edition_in_force(datetime.date(2026, 2, 28)) is tiebreak.Rules.FIDE_2024
    assert tiebreak.edition_in_force(datetime.date(2026, 3, 1)) is tiebreak.Rules.FIDE_2026


def test_primary_score_code_first_is_accepted(capsys: pytest.CaptureFixture[str]) -> None:
    s = tiebreak.compute_standings(_guide(), "PTS,BH")
    assert s.codes == ("BH",)
    assert main(["standings", str(EXAMPLES / "buchholz-guide-8.trf"), "-t", "PTS,BH,XYZ"]) == 2
    err = capsys.readouterr().err
    assert "unknown tie-break code 'XYZ'" in err and "valid codes:" in err


def test_after_round_out_of_range_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", str(EXAMPLES / "arena-5.trf"), "--after-round", "9"]) == 2
    assert "--after-round must be between 0 and 4" in capsys.readouterr().err


def test_ranking_leaves_no_reference_cycles() -> None:
    """The command line pauses the cyclic collector for its whole run, so whatever ranking builds must
    be freed by reference counting alone: nothing may be left for the collector (a context holding
    itself through its Fore Buchholz builder once was)."""
    import gc

    for name in ("arena", "buchholz-guide"):
        event = tiebreak.load(tiebreak.example_path(name))
        gc.collect()
        standings = tiebreak.compute_standings(event, ["DE", "BH", "FB", "AOB/F", "SB", "ARO", "PTP", "APPO"])
        assert standings.rows
        del standings
        assert gc.collect() == 0


def test_the_library_leaves_the_garbage_collector_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """No process-wide side effect: ranking and rendering never switch the collector off, and
    ``main(argv)`` called from Python does not either (only the installed command's entry point does)."""
    import gc

    from tiebreak.presenters.standings import render

    calls: list[str] = []
    monkeypatch.setattr(gc, "disable", lambda: calls.append("disable"))
    event = tiebreak.load(tiebreak.example_path("arena"))
    render(tiebreak.compute_standings(event), "tsv")
    assert main(["standings", "--example", "arena"]) == 0
    assert calls == [] and gc.isenabled()


def test_overlapping_pauses_of_the_collector_end_with_the_last() -> None:
    """The entry points' pause (tiebreak.model.runtime.paused_gc) from two overlapping threads, as the web app's
    requests overlap: when the first ends, the second still runs without the collector; it runs again
    once both are done."""
    import gc
    import threading

    from tiebreak.model.runtime import paused_gc

    first_in, second_in = threading.Event(), threading.Event()

    def first() -> None:
        with paused_gc():
            first_in.set()
            second_in.wait(5)

    thread = threading.Thread(target=first)
    thread.start()
    first_in.wait(5)
    with paused_gc():
        second_in.set()
        thread.join(5)  # the first pause has ended
        assert not gc.isenabled()
    assert gc.isenabled()
