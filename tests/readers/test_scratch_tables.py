"""A small table far from the real data (an organiser's scratch cells: two rows copied out of the
standings to the right of a sheet) is never taken for the event beside a much larger table of players
that makes none, nor a table whose "players" are headings (``Sheet``, ``Table 2``); the reader says so,
and when nothing else is left the dead end lists the tables so that ``--columns table=N`` can choose. A
small event alone (a 3-player round robin) still reads. Expected values are worked out by hand."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from tiebreak.model.errors import Severity
from tiebreak.model.tournament import Tournament
from tiebreak.readers import read_path
from tiebreak.readers._options import ReadOptions
from tiebreak.readers.content import NoEventError, read_by_content
from tiebreak.readers.tables import parse_columns

HEAD = ["No", "Name", "Rtg", "1.Rd", "2.Rd", "3.Rd", "Pts"]
CROSSTABLE = [
    # three rounds of six players: 1-4 1-0, 2-5 ½, 3-6 0-1; 6-1 ½, 4-2 0-1, 5-3 1-0; 1-5 1-0, 2-6 1-0, 3-4 ½
    [1, "Adams, Ann", 2100, "4w1", "6b½", "5w1", 2.5],
    [2, "Brown, Bob", 2050, "5w½", "4b1", "6w1", 2.5],
    [3, "Clark, Cy", 2000, "6w0", "5b0", "4w½", 0.5],
    [4, "Davis, Dan", 1950, "1b0", "2w0", "3b½", 0.5],
    [5, "Evans, Eve", 1900, "2b½", "3w1", "1b0", 1.5],
    [6, "Fox, Fay", 1850, "3b1", "1w½", "2b0", 1.5],
]
SCRATCH = [
    # two rows of a sheet's scratch cells, far to the right: a 2-player crosstable by their look (Eve beat
    # Fay, then drew her), a sound event of its own were it alone
    ["Evans, Eve", "2w1", "2b½", 1.5],
    ["Fox, Fay", "1b0", "1w½", 0.5],
]
RANKING_HEAD = ["Rk", "Name", "Rtg", "Pts"]
RANKING = [
    [1, "Adams, Ann", 2100, 4.5],
    [2, "Brown, Bob", 2050, 4],
    [3, "Evans, Eve", 1900, 3.5],
    [4, "Fox, Fay", 1850, 3.5],
    [5, "Clark, Cy", 2000, 3],
    [6, "Davis, Dan", 1950, 2.5],
    [7, "Gray, Gus", 1800, 2],
    [8, "Hill, Hal", 1750, 1.5],
    [9, "Irwin, Ida", 1700, 1],
    [10, "Jones, Jo", 1650, 0.5],
]


def _points(event: Tournament) -> dict[str, Fraction]:
    return {
        p.name: sum((event.scoring.points(e.result.point_class) for e in p.rounds), Fraction(0))
        for p in event.players
    }


def _workbook(path: Path, sheets: dict[str, list[tuple[int, int, list[object]]]]) -> Path:
    """A workbook of the sheets given: per sheet, rows written at (row, column) 1-based."""
    import openpyxl  # a dev dependency: writes the workbook the reader reads

    pytest.importorskip("python_calamine")
    book = openpyxl.Workbook()
    book.remove(book.active)
    for title, rows in sheets.items():
        sheet = book.create_sheet(title)
        for r, c, values in rows:
            for i, value in enumerate(values):
                sheet.cell(row=r, column=c + i, value=value)
    book.save(path)
    return path


def _at(row: int, column: int, rows: list[list[object]]) -> list[tuple[int, int, list[object]]]:
    return [(row + i, column, values) for i, values in enumerate(rows)]


def test_the_real_crosstable_is_read_not_the_scratch_rows(tmp_path: Path) -> None:
    path = _workbook(
        tmp_path / "event.xlsx",
        {
            "Standings": [(1, 1, HEAD), *_at(2, 1, CROSSTABLE), *_at(40, 30, SCRATCH)],
            "Notes": _at(1, 1, SCRATCH),
        },
    )
    event = read_path(path)
    assert [p.name for p in event.players] == [row[1] for row in CROSSTABLE]
    assert _points(event) == {
        "Adams, Ann": Fraction(5, 2),
        "Brown, Bob": Fraction(5, 2),
        "Clark, Cy": Fraction(1, 2),
        "Davis, Dan": Fraction(1, 2),
        "Evans, Eve": Fraction(3, 2),
        "Fox, Fay": Fraction(3, 2),
    }


def test_scratch_rows_beside_a_larger_table_of_no_event_are_a_dead_end(tmp_path: Path) -> None:
    path = _workbook(
        tmp_path / "event.xlsx",
        {"Standings": [(1, 1, RANKING_HEAD), *_at(2, 1, RANKING), *_at(20, 12, SCRATCH)]},
    )
    with pytest.raises(NoEventError) as caught:
        read_path(path)
    message = caught.value.message
    # the two tables, each with its size and look, and the scratch rows named as set aside
    assert "2 table(s) found:" in message
    assert (
        "table 1 (text table at line 1, 11 rows × 4 columns): looks like a ranking without rounds" in message
    )
    assert "table 2 (text table at line 20, 2 rows × 15 columns): looks like a crosstable" in message
    assert (
        "table 2 (text table at line 20, 2 rows: 'Evans, Eve', 'Fox, Fay') set aside: 2 players beside "
        "table 1 (text table at line 1, 10 rows of players) that makes no event" in message
    )
    assert "--columns table=2 reads it" in message
    assert len(caught.value.tables) == 2


def test_the_scratch_rows_read_when_chosen(tmp_path: Path) -> None:
    path = _workbook(
        tmp_path / "event.xlsx",
        {"Standings": [(1, 1, RANKING_HEAD), *_at(2, 1, RANKING), *_at(20, 12, SCRATCH)]},
    )
    event = read_path(path, options=ReadOptions(columns=parse_columns("table=2")))
    assert _points(event) == {"Evans, Eve": Fraction(3, 2), "Fox, Fay": Fraction(1, 2)}


def test_scratch_rows_beside_a_grid_that_fails_are_a_dead_end(tmp_path: Path) -> None:
    # the real standings: a round-robin grid with the names as column heads (a club's template), whose
    # Ann-Bob game both rows say Ann and Bob won -- refused; the scratch rows are set aside, not read as a
    # 2-player event, and the grid's error is told
    names = ["Adams, Ann", "Brown, Bob", "Clark, Cy", "Davis, Dan", "Evans, Eve", "Fox, Fay"]
    scores = [
        [None, 1, 1, 1, 0.5, 1],
        [1, None, 1, 0, 1, 0.5],
        [0, 0, None, 1, 0.5, 0],
        [0, 1, 0, None, 0, 1],
        [0.5, 0, 0.5, 1, None, 1],
        [0, 0.5, 1, 0, 0, None],
    ]
    grid = [
        [None, *names],
        *([name, *("X" if v is None else v for v in row)] for name, row in zip(names, scores, strict=True)),
    ]
    path = _workbook(tmp_path / "event.xlsx", {"Standings": [*_at(1, 1, grid), *_at(40, 30, SCRATCH)]})
    with pytest.raises(NoEventError) as caught:
        read_path(path)
    message = caught.value.message
    assert "(refused: " in message
    assert (
        "table 2 (text table at line 40, 2 rows: 'Evans, Eve', 'Fox, Fay') set aside: 2 players beside "
        "table 1 (text table at line 1, 6 rows of players) that makes no event" in message
    )


def test_a_heading_read_as_a_player_is_set_aside() -> None:
    # a crosstable whose first "player" is the sheet's heading (``Sheet Standings`` cut into cells),
    # beside a larger ranking that makes no event
    rows = [
        "Rk\tName\tRtg\tPts",
        *("\t".join(str(v) for v in row) for row in RANKING),
        "",
        "No\tName\t1.Rd\t2.Rd\tPts",
        "1\tSheet\t2w1\t3b1\t2",
        "2\tGray, Gus\t1b0\t3w½\t0.5",
        "3\tHill, Hal\t-0\t2b½\t0.5",
    ]
    with pytest.raises(NoEventError) as caught:
        read_by_content("\n".join(rows) + "\n")
    assert "'Sheet' names a heading, not a player" in caught.value.message


def test_the_table_set_aside_is_told_when_another_reads() -> None:
    # a ranking of eight, a crosstable whose first "player" is a heading (set aside), and a sound 3-player
    # crosstable (Gray beat Hill, drew Irwin; Hill beat Irwin): the last is read, with a warning naming
    # the one set aside
    rows = [
        "Rk\tName\tRtg\tPts",
        *("\t".join(str(v) for v in row) for row in RANKING[:8]),
        "",
        "No\tName\t1.Rd\t2.Rd\t3.Rd\tPts",
        "1\tTable 2\t2w1\t3b1\t4w1\t3",
        "2\tAdams, Ann\t1b0\t4w1\t3b½\t1.5",
        "3\tBrown, Bob\t4b0\t1w0\t2w½\t0.5",
        "4\tClark, Cy\t3w1\t2b0\t1b0\t1",
        "",
        "No\tName\t1.Rd\t2.Rd\t3.Rd\tPts",
        "1\tGray, Gus\t2w1\t-1\t3b½\t2.5",
        "2\tHill, Hal\t1b0\t3w1\t-1\t2",
        "3\tIrwin, Ida\t-1\t2b0\t1w½\t1.5",
    ]
    event = read_by_content("\n".join(rows) + "\n")
    assert [p.name for p in event.players] == ["Gray, Gus", "Hill, Hal", "Irwin, Ida"]
    # each has a bye worth a point (-1): Gray 1 + 1 + ½, Hill 0 + 1 + 1, Irwin 1 + 0 + ½
    assert _points(event) == {
        "Gray, Gus": Fraction(5, 2),
        "Hill, Hal": Fraction(2),
        "Irwin, Ida": Fraction(3, 2),
    }
    warnings = [d for d in event.diagnostics if d.severity is Severity.WARNING and "set aside" in d.message]
    assert len(warnings) == 1
    assert warnings[0].line == 11
    assert warnings[0].message.startswith(
        "table 2 (text table at line 11, 4 rows: 'Table 2', 'Adams, Ann', 'Brown, Bob', 'Clark, Cy') set aside: "
        "'Table 2' names a heading, not a player, beside table 1 (text table at line 1, 8 rows of players)"
    )


def test_a_three_player_round_robin_alone_reads(tmp_path: Path) -> None:
    # Player 1 beat Player 2 and drew Player 3; Player 2 beat Player 3
    grid = [
        [None, "Name", 1, 2, 3, "Pts"],
        [1, "Player 1", "X", 1, 0.5, 1.5],
        [2, "Player 2", 0, "X", 1, 1],
        [3, "Player 3", 0.5, 0, "X", 0.5],
    ]
    event = read_path(_workbook(tmp_path / "rr.xlsx", {"Table": _at(1, 1, grid)}))
    assert _points(event) == {"Player 1": Fraction(3, 2), "Player 2": Fraction(1), "Player 3": Fraction(1, 2)}
    assert not [d for d in event.diagnostics if "set aside" in d.message]
