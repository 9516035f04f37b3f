"""US Chess crosstables (tests/data/real/uscf-tournamentinfo-2016.txt): two lines per player, the first with
the pair number, name, total and each round's result letter and opponent (``W  39``, ``D  12``), the second
with the state, ID, rating and colours; ``H`` a half-point bye, ``B`` a full-point bye, ``U`` no game and
a lone ``X`` a point won by forfeit without an opponent."""

from __future__ import annotations

import re
from fractions import Fraction

import tiebreak
from tiebreak import Result
from tiebreak.readers._options import ReadOptions
from tiebreak.readers.crosstable import parse_cell
from tiebreak.readers.tables import parse_columns

TABLE = """\
 Pair | Player Name                     |Total|Round|Round|Round|
 Num  | USCF ID / Rtg (Pre->Post)       | Pts |  1  |  2  |  3  |
-----------------------------------------------------------------
    1 | ANN ALPHA                       |3.0  |W   3|W   2|X    |
   MI | 10000001 / R: 1700   ->1710     |N:3  |W    |B    |     |
-----------------------------------------------------------------
    2 | BOB BRAVO                       |1.5  |H    |L   1|W   3|
   MI | 10000002 / R: 1600   ->1600     |     |     |W    |B    |
-----------------------------------------------------------------
    3 | CY CHARLIE                      |1.0  |L   1|B    |L   2|
   OH | 10000003 / R: 1500   ->1490     |     |B    |     |W    |
-----------------------------------------------------------------
"""
"""By hand: Ann beat Cy and Bob and won round 3 by forfeit (3); Bob had a half-point bye, lost to Ann, beat
Cy (1½); Cy lost to Ann, had the round-2 bye, lost to Bob (1): the published totals."""


def test_a_lone_x_is_a_point_won_without_an_opponent() -> None:
    cell = parse_cell("X")
    assert cell is not None and cell.opponent is None and cell.result is Result.PAB
    assert parse_cell("X  41") is not None and parse_cell("X  41").result is Result.FORFEIT_WIN  # type: ignore[union-attr]


def test_a_us_chess_crosstable_read_with_its_columns_gives_the_published_totals() -> None:
    options = ReadOptions(columns=parse_columns("sno=1,name=2,points=3,rounds=4-6"))
    event = tiebreak.read_text(TABLE, source="tournamentinfo.txt", options=options)
    ours = {r.name: r.points for r in tiebreak.compute_standings(event, "PTS").rows}
    assert ours == {"ANN ALPHA": 3, "BOB BRAVO": Fraction(3, 2), "CY CHARLIE": 1}
    assert {p.name: p.declared_points for p in event.players} == ours
    ann = next(p for p in event.players if p.name == "ANN ALPHA")
    assert ann.rounds[2].result is Result.PAB


def test_a_us_chess_crosstable_reads_as_published_each_player_folded_into_one_row() -> None:
    """No --columns: the two lines of each player are told apart by content; the colours of the second
    line go to the games of the first, ``R: 1700`` is the rating before the event (by hand, above)."""
    event = tiebreak.read_text(TABLE, source="tournamentinfo.txt")
    by_name = {p.name: p for p in event.players}
    assert {n: p.rating for n, p in by_name.items()} == {
        "ANN ALPHA": 1700,
        "BOB BRAVO": 1600,
        "CY CHARLIE": 1500,
    }
    ann, bob = by_name["ANN ALPHA"], by_name["BOB BRAVO"]
    assert [(e.opponent, e.color, e.result) for e in ann.rounds[:2]] == [
        (3, tiebreak.Color.WHITE, Result.WIN),
        (2, tiebreak.Color.BLACK, Result.WIN),
    ]
    assert [(e.opponent, e.color, e.result) for e in bob.rounds[1:]] == [
        (1, tiebreak.Color.WHITE, Result.LOSS),
        (3, tiebreak.Color.BLACK, Result.WIN),
    ]
    ours = {r.name: r.points for r in tiebreak.compute_standings(event, "PTS").rows}
    assert ours == {"ANN ALPHA": 3, "BOB BRAVO": Fraction(3, 2), "CY CHARLIE": 1}
    notes = [d.message for d in event.diagnostics]
    assert any(n.startswith("each player is on two lines") for n in notes), notes


def test_rows_that_do_not_come_in_pairs_are_not_folded() -> None:
    """A table whose unnumbered lines hold no colours under the games (a club's remark under a row) is
    left as it is."""
    from tiebreak.readers._paired import fold_paired_rows
    from tiebreak.readers.tables import extract_tables

    text = (
        TABLE.replace("|W    |B    |     |", "|x    |y    |     |")
        .replace("|     |W    |B    |", "|     |z    |q    |")
        .replace("|B    |     |W    |", "|     |     |r    |")
    )
    table = extract_tables(text)[0]
    assert not table.notes
    assert fold_paired_rows(table.rows) == (table.rows, None)


# -- a wall chart as text aligned with blanks: the result letter apart from the opponent's number ----------
WALL_CHART = """\
Spring Open 2026 - Wall Chart

 No  Name                   Rating   Rd 1   Rd 2   Rd 3   Rd 4   Total
  1  Smith, John             1850    W  4   D  3   W  2   H       3.0
  2  Jones, Mary             1802    W  5   D  6   L  1   W  3    2.5
  3  Brown, Alan             1750    W  6   D  1   W  5   L  2    2.5
  4  Green, Paul             1700    L  1   L  5   D  6   B       1.5
  5  White, Sue              1650    L  2   W  4   L  3   W  6    2.0
  6  Black, Tom              1600    L  3   D  2   D  4   L  5    1.0
"""
"""Made by hand in the form of WinTD's and SwissSys's wall charts: each round's letter (W D L), blanks,
then the opponent's number; Smith's round-4 half-point bye (H), Green's round-4 bye (B). The totals are
the games' points plus ½ and 1 for the byes."""


def test_a_wall_chart_of_result_letters_apart_from_the_opponents_reads_as_one_cell_a_round() -> None:
    one_blank = re.sub(r"([WDL])  (\d)", r"\1 \2 ", WALL_CHART)  # W 4 as well as W  4
    for chart in (WALL_CHART, one_blank):
        event = tiebreak.read_text(chart, source="wall.txt")
        assert [p.name for p in event.players][:2] == ["Smith, John", "Jones, Mary"]
        assert len(event.players) == 6 and event.rounds == 4
        smith, green = event.players[0], event.players[3]
        assert [(e.opponent, e.result) for e in smith.rounds] == [
            (4, Result.WIN),
            (3, Result.DRAW),
            (2, Result.WIN),
            (None, Result.HALF_BYE),
        ]
        assert green.rounds[3].result is Result.PAB
        standings = tiebreak.compute_standings(event, "PTS")
        points = {r.name.split(",")[0]: r.points for r in standings.rows}
        assert points == {
            "Smith": Fraction(3),
            "Jones": Fraction(5, 2),
            "Brown": Fraction(5, 2),
            "Green": Fraction(3, 2),
            "White": Fraction(2),
            "Black": Fraction(1),
        }


def test_a_column_of_one_letter_before_a_column_of_numbers_stays_two_columns() -> None:
    """A column of ``F`` (sex) or ``W`` before the ratings is no column of result letters: the ratings
    stay the ratings, the letters a column of their own."""
    rows = [(1, "2w1   3b0", "1"), (2, "1b0   4w½", "0.5"), (3, "4w½   1w1", "1.5"), (4, "3b½   2b½", "1")]
    for letter in ("F", "W"):
        lines = ["No   Name              Sex   Rtg    1     2     Pts"]
        lines += [
            f"{n:>2}   Player{n}, Ann      {letter}    {1900 - 10 * n}   {cells}   {pts}"
            for n, cells, pts in rows
        ]
        event = tiebreak.read_text("\n".join(lines) + "\n", source="list.txt")
        assert [(p.name, p.rating) for p in event.players] == [
            (f"Player{n}, Ann", 1900 - 10 * n) for n in range(1, 5)
        ]
