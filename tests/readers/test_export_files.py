"""An event given as several exports together (chess-results' "Excel" button on each round's pairing
list, then on the final ranking or crosstable): the event's name is the title the exports write above
their details, its start date the earliest round's date (``Round 1 on 2025/04/30 at 19:00``), and an
export the event is not made from is a warning naming it, never dropped silently.

The event (4 players, 3 rounds) is written by hand: round 1 Anna-Boris 1-0, Cyril-Dora 1-0; round 2
Anna-Cyril 1-0, Boris-Dora 1-0; round 3 Dora-Anna 0-1, Cyril-Boris ½-½. Anna scores 3, Boris and Cyril
1½, Dora 0. An event of 2025 is ranked by the 2024 edition (C.07 2026 applies from 1 March 2026)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from event_points import points_by_name
from tiebreak.model.errors import Severity
from tiebreak.readers import read_paths

openpyxl = pytest.importorskip("openpyxl")

PLAYERS = {1: ("Anna", 2100), 2: ("Boris", 1900), 3: ("Cyril", 1800), 4: ("Dora", 1700)}
ROUNDS = {
    1: [(1, 2, "1 - 0"), (3, 4, "1 - 0")],
    2: [(1, 3, "1 - 0"), (2, 4, "1 - 0")],
    3: [(4, 1, "0 - 1"), (3, 2, "½ - ½")],
}
TOP = [
    "From the Tournament-Database of Chess-Results https://chess-results.com",
    "Cedar Rapid 2025",
    "Organizer(s) : Kayle, Charles",
    "Last update 30.04.2025 21:49:26",
]


def _book(path: Path, lines: list[str], rows: list[list[object]]) -> Path:
    wb = openpyxl.Workbook()
    ws = wb.active
    for line in lines:
        ws.append([line])
    for row in rows:
        ws.append(row)
    wb.save(path)
    return path


def _round(path: Path, rnd: int) -> Path:
    head: list[object] = ["Bo.", "No.", "White", "Rtg", "Result", "Black", "Rtg", "No."]
    boards: list[list[object]] = [head]
    for k, (w, b, res) in enumerate(ROUNDS[rnd], start=1):
        boards.append([k, w, PLAYERS[w][0], PLAYERS[w][1], res, PLAYERS[b][0], PLAYERS[b][1], b])
    return _book(path / f"round{rnd}.xlsx", [*TOP, f"Round {rnd} on 2025/04/{27 + rnd} at 19:00"], boards)


def _rounds(tmp_path: Path) -> list[Path]:
    return [_round(tmp_path, r) for r in ROUNDS]


def test_round_exports_make_the_event_with_its_name_and_date(tmp_path: Path) -> None:
    event = read_paths(_rounds(tmp_path))
    assert points_by_name(event) == {
        "Anna": Fraction(3),
        "Boris": Fraction(3, 2),
        "Cyril": Fraction(3, 2),
        "Dora": Fraction(0),
    }
    assert event.name == "Cedar Rapid 2025"
    assert str(event.start_date) == "2025-04-28"  # round 1's date, the earliest
    notes = [d.message for d in event.diagnostics]
    assert any("start date 2025-04-28 read from the heading ('Round 1 on 2025/04/28" in m for m in notes)


def test_an_export_the_event_is_not_made_from_is_named(tmp_path: Path) -> None:
    """The final crosstable given with the pairing lists it repeats: the event is the lists', and the
    crosstable's file gets a note (it was dropped without a word): given last, its ranking is the
    published one `tiebreak check` compares; given first, a warning that it is not used."""
    head: list[object] = ["Rk.", "Name", "Rtg", "1.Rd", "2.Rd", "3.Rd", "Pts."]
    cross = _book(
        tmp_path / "crosstable.xlsx",
        [*TOP, "Final Ranking crosstable after 3 Rounds"],
        [
            head,
            [1, "Anna", 2100, "2w1", "3w1", "4b1", 3],
            [2, "Boris", 1900, "1b0", "4w1", "3b½", 1.5],
            [3, "Cyril", 1800, "4w1", "1b0", "2w½", 1.5],
            [4, "Dora", 1700, "3b0", "2b0", "1w0", 0],
        ],
    )
    event = read_paths([*_rounds(tmp_path), cross])
    assert points_by_name(event)["Anna"] == 3
    said = [d for d in event.diagnostics if d.source == str(cross)]
    assert len(said) == 1 and said[0].severity is Severity.INFO
    assert said[0].message.startswith(
        "crosstable.xlsx not used to make the event (it is made from the pairing"
    )
    assert said[0].message.endswith(f"its ranking at line {len(TOP) + 2} is what `tiebreak check` compares")
    event = read_paths([cross, *_rounds(tmp_path)])
    warned = [d for d in event.diagnostics if d.source == str(cross)]
    assert len(warned) == 1 and warned[0].severity is Severity.WARNING
    assert warned[0].message.startswith(
        "crosstable.xlsx not used: the event is made from the other inputs' pairing lists"
    )


def test_a_ranking_given_with_the_lists_is_used(tmp_path: Path) -> None:
    event = read_paths([*_rounds(tmp_path), _ranking(tmp_path, 0)])
    assert not any(" not used: " in d.message for d in event.diagnostics)
    assert {p.name: p.declared_rank for p in event.players} == {"Anna": 1, "Cyril": 2, "Boris": 3, "Dora": 4}


def _ranking(path: Path, dora: float) -> Path:
    return _book(
        path / "ranking.xlsx",
        [*TOP, "Final Ranking after 3 Rounds"],
        [
            ["Rk.", "Name", "Rtg", "Pts."],
            [1, "Anna", 2100, 3],
            [2, "Cyril", 1800, 1.5],
            [3, "Boris", 1900, 1.5],
            [4, "Dora", 1700, dora],
        ],
    )


def test_check_takes_the_files_of_an_event_and_checks_the_last_ones_ranking(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``tiebreak check round1 round2 round3 ranking``: the event from all of them, the published table
    the ranking's. Boris and Cyril share 1½ and drew each other; the default Swiss list's progressive
    score separates them: Cyril 1 + 1 + 1½ = 3½, Boris 0 + 1 + 1½ = 2½, so Cyril is second."""
    from tiebreak.cli import main

    rounds = [str(p) for p in _rounds(tmp_path)]
    assert main(["check", *rounds, str(_ranking(tmp_path, 0))]) == 0
    assert "Checked 4 ranks, 4 point totals" in capsys.readouterr().out
    assert main(["check", *rounds, str(_ranking(tmp_path, 0.5))]) == 1  # Dora scored 0, not ½
    out = capsys.readouterr().out
    assert "SNo 4 Dora: Pts published 0.5, computed 0" in out
