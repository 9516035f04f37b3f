"""A printed progress table that gives each player two lines: rank, name, points, a tie-break and each
round's result on the first; the club, a second tie-break and each round's opponent and colour under
them on the second, a blank line between players, the title and headings again on the next page (a
club's table typed in Word, printed to PDF: ``word-biberach-sommer-2025-spieltag4.pdf`` in
``tests/data/real``). Each player's two lines are folded into one (``4w1``: opponent 4, White, won).

The hand-made table is a round robin of four, checked by hand: round 1 Anna beat Dora (White), Bert
drew Carl; round 2 Anna beat Carl (Black), Bert beat Dora (White); round 3 Anna beat Bert (White),
Carl drew Dora. Points 3, 1½, 1, ½; Sonneborn-Berger (SB1) Anna 1½ + 1 + ½ = 3, Bert ½ × 1 + ½ = 1,
Carl ½ × 1½ + ½ × ½ = 1, Dora ½ × 1 = ½.
"""

from __future__ import annotations

import sys
from fractions import Fraction as F
from pathlib import Path

from tiebreak import Options, Rules
from tiebreak.checking.check import check_published
from tiebreak.checking.own import own_ranking
from tiebreak.model.tournament import Color, Result
from tiebreak.readers import ReadOptions, read_text
from tiebreak.readers._paired import fold_paired_lines

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name

PAGE = """\
                 Club Cup 2025
Rang  Name des Spielers    Pkt    SB1      1    2    3
                                  SB2

   1 Anna Alt              3.0     3.0    1    1    1
     SK Nord                       9.0   4w   3s   2w

   2 Bert Bau              1.5     1.0    ½    1    0
     SK Süd                        4.0   3s   4w   1s
                 Club Cup 2025
Rang  Name des Spielers    Pkt    SB1      1    2    3
                                  SB2

   3 Carl Crom             1.0     1.0    ½    0    ½
     SK Nord                       2.0   2w   1w   4s

   4 Dora Dorn             0.5     0.5    0    0    ½
     SK West                       1.0   1s   2s   3w
"""


def test_each_players_two_lines_read_as_one_row() -> None:
    t = read_text(PAGE, source="cup.txt")
    assert points_by_name(t) == {
        "Anna Alt": F(3),
        "Bert Bau": F(3, 2),
        "Carl Crom": F(1),
        "Dora Dorn": F(1, 2),
    }
    games = {(p.name, e.round): (e.opponent, e.color, e.result) for p in t.players for e in p.rounds}
    assert games[("Anna Alt", 1)] == (4, Color.WHITE, Result.WIN)
    assert games[("Anna Alt", 2)] == (3, Color.BLACK, Result.WIN)
    assert games[("Bert Bau", 1)] == (3, Color.BLACK, Result.DRAW)
    assert games[("Dora Dorn", 3)] == (3, Color.WHITE, Result.DRAW)
    assert {p.name: p.line for p in t.players} == {
        "Anna Alt": 5,
        "Bert Bau": 8,
        "Carl Crom": 14,
        "Dora Dorn": 17,
    }
    note = next(d for d in t.diagnostics if "two lines" in d.message)
    assert note.line == 2 and "3 rounds" in note.message


def test_the_club_and_the_second_tiebreak_are_columns_of_their_own() -> None:
    folded = fold_paired_lines(PAGE)
    assert folded is not None
    lines = folded.text.split("\n")
    assert lines[1].split("\t") == ["Rang", "Name des Spielers", "Club", "Pkt", "SB1", "SB2", "1", "2", "3"]
    assert lines[2].split("\t") == ["1", "Anna Alt", "SK Nord", "3.0", "3.0", "9.0", "4w1", "3s1", "2w1"]
    assert len(lines) == 7  # the title, the heading line and the four players: page 2's headings left out
    assert folded.locate(6, 1) == (17, 1)  # Dora's row: her first line in the input


def test_the_published_ranking_of_the_two_lines_is_checked() -> None:
    t = read_text(PAGE, source="cup.txt")
    own = own_ranking(PAGE, ReadOptions(source="cup.txt"), mapping={"SB1": "SB"})
    assert own is not None
    assert [(r.rank.text if r.rank else None, r.name) for r in own.rows] == [
        ("1", "Anna Alt"),
        ("2", "Bert Bau"),
        ("3", "Carl Crom"),
        ("4", "Dora Dorn"),
    ]
    assert [r.line for r in own.rows] == [5, 8, 14, 17]
    report = check_published(t, own, options=Options(rules=Rules("2024")))
    assert report.checked == (4, 4, 4) and not report.differences


def test_a_table_of_one_line_a_player_is_not_folded() -> None:
    one_line = "Rang  Name   Pkt    1    2\n   1 Anna   2.0   2w1  3s1\n   2 Bert   1.0   1s0  3w1\n   3 Carl   0.0   4w0  1w0\n"
    assert fold_paired_lines(one_line) is None
