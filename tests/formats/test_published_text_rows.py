"""A published ranking as a club site's page saved as text gives it: a Markdown table (its rule line
under the header is not a row) whose rows without a rating lost that empty cell, so that their grid
stands one column to the left (SwissChess pages as stored, tests/data/real/swisschess-bad-bevensen-rr).

The grid below is invented, its values by hand: Arden beat everyone (3), Brandt beat Costa and Dahl (2),
Costa and Dahl drew (½ each). Sonneborn-Berger: Arden 2 + ½ + ½ = 3, Brandt ½ + ½ = 1, Costa and Dahl
½ × ½ = 0.25.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak import ParseError
from tiebreak.cli import main
from tiebreak.formats.published import Published, read_published

GRID = """Rangliste: Stand nach der 3. Runde
Nr. | Teilnehmer | TWZ | 1 | 2 | 3 | 4 | Punkte | SoBerg |
---|---|---|---|---|---|---|---|---|
1. | Arden, Ann | 1500 | ** | 1 | 1 | 1 | 3.0 | 3.00 |
2. | Brandt, Bo | 1400 | 0 | ** | 1 | 1 | 2.0 | 1.00 |
3. | Costa, Cy | 0 | 0 | ** | ½ | 0.5 | 0.25 | |
4. | Dahl, Di | 0 | 0 | ½ | ** | 0.5 | 0.25 |
"""


def _values(published: Published) -> list[tuple[str, str | None, list[str | None]]]:
    """Each row's name, points and tie-break values as published."""
    return [
        (r.name, r.points.text if r.points else None, [v.text if v else None for v in r.values])
        for r in published.rows
    ]


def test_the_markdown_rule_is_not_a_row_and_a_row_without_its_rating_cell_is_read_by_its_diagonal() -> None:
    published = read_published(GRID, source="grid.txt")
    assert _values(published) == [
        ("Arden, Ann", "3.0", ["3.00"]),
        ("Brandt, Bo", "2.0", ["1.00"]),
        ("Costa, Cy", "0.5", ["0.25"]),
        ("Dahl, Di", "0.5", ["0.25"]),
    ]
    assert any("diagonal mark" in n.message for n in published.diagnostics)


def test_a_row_whose_diagonal_stands_right_is_left_as_it_is() -> None:
    text = GRID.replace(
        "4. | Dahl, Di | 0 | 0 | ½ | ** | 0.5 | 0.25 |", "4. | Dahl, Di | | 0 | 0 | ½ | ** | 0.5 | 0.25 |"
    )
    rows = read_published(text, source="grid.txt").rows
    assert rows[-1].points is not None and rows[-1].points.text == "0.5"


def test_a_markdown_ranking_with_bold_headings_ends_at_its_table() -> None:
    """A club site's Markdown page (tests/data/real/gambito-guada-*): bold headings, the ranking, then
    each round's table below it, which is not part of the ranking."""
    text = (
        "### Clasificación\n\n| # | **Jugador** | **Partidas** | **Puntuación** |\n|---|---|---|---|\n"
        "| 1 | Arden, Ann | 2 | 2 |\n| 2 | Brandt, Bo | 2 | 1 |\n\n### Ronda 1\n\n"
        "| **Mesa** | **Blancas** | **Resultado** | **Negras** |\n|---|---|---|---|\n"
        "| 1 | Arden, Ann | 1-0 | Brandt, Bo |\n"
    )
    published = read_published(text, source="liga.md")
    assert [(r.name, r.points.text if r.points else None) for r in published.rows] == [
        ("Arden, Ann", "2"),
        ("Brandt, Bo", "1"),
    ]


def test_a_markdown_grid_with_code_span_cells_and_escaped_ranks() -> None:
    """A lichess club's Markdown page (tests/data/real/xadrez-grupo-rr-2021.md): ranks ``**\\#1**``, opponent
    columns headed ``\\#1``, and grid cells `` `½|·` `` (as White, as Black) whose ``|`` is inside a code span:
    one cell each, so the points stay under their heading. The grid is the one above: Arden 3, Brandt 2,
    Costa and Dahl ½."""
    text = (
        "| Pos | Nome | Pts | J | | \\#1 | \\#2 | \\#3 | \\#4 |\n| :---: | :--- | :---: | :---: | :---: |"
        " :---: | :---: | :---: | :---: |\n"
        "| **\\#1** | Arden | **3.0** | 3 | |  | `1|·` | `·|1` | `1|·` |\n"
        "| **\\#2** | Brandt | **2.0** | 3 | | `·|0` |  | `1|·` | `·|1` |\n"
        "| **\\#3** | Costa | **0.5** | 3 | | `0|·` | `·|0` |  | `½|·` |\n"
        "| **\\#4** | Dahl | **0.5** | 3 | | `·|0` | `0|·` | `·|½` |  |\n"
    )
    published = read_published(text, source="clube.md")
    assert [
        (r.name, r.rank.text if r.rank else None, r.points.text if r.points else None) for r in published.rows
    ] == [("Arden", "#1", "3.0"), ("Brandt", "#2", "2.0"), ("Costa", "#3", "0.5"), ("Dahl", "#4", "0.5")]
    assert not any("'#1'" in n.message for n in published.diagnostics)  # a grid column, not a tie-break


def test_a_name_column_headed_by_something_else_is_read_by_its_names() -> None:
    """Papi's grid (tests/data/real/papi-evt-interne-2014-rr.md) heads its name column with the average
    rating (``Moyenne : 1578``) and lays the grid inside a one-cell frame table: the column whose cells are
    names is the name column (with a note), the grid inside the frame is the table. The grid is the one
    above: Arden 3, Brandt 2, Costa and Dahl ½."""
    rows = "".join(
        f"<tr><td>{n}</td><td>{name}</td><td>{cells}</td><td>{pts}</td></tr>\n"
        for n, name, cells, pts in [
            (1, "Ann ARDEN", "</td><td>1</td><td>1</td><td>1", "3"),
            (2, "Bo BRANDT", "0</td><td></td><td>1</td><td>1", "2"),
            (3, "Cy COSTA", "0</td><td>0</td><td></td><td>&frac12;", "&frac12;"),
            (4, "Di DAHL", "0</td><td>0</td><td>&frac12;</td><td>", "&frac12;"),
        ]
    )
    page = (
        "<table><tr><td>\n<p>Grille après la ronde 3</p>\n<table>\n<tr><td>&nbsp;</td><td>Moyenne :&nbsp;1450"
        "</td><td>1</td><td>2</td><td>3</td><td>4</td><td>Pts</td></tr>\n"
        + rows
        + "</table>\n</td></tr></table>\n"
    )
    published = read_published(page, source="grille.html")
    assert [(r.name, r.points.text if r.points else None) for r in published.rows] == [
        ("Ann ARDEN", "3"),
        ("Bo BRANDT", "2"),
        ("Cy COSTA", "½"),
        ("Di DAHL", "½"),
    ]
    assert any(
        "'Moyenne : 1450' names no column we know; its cells are names" in n.message
        for n in published.diagnostics
    )


SWISSPERFECT = """Place Name            Feder Rtg  Loc Score M-Buch. Buch. Progr.

  1   Arden,                2105     3         4.0   6.0    6.0
 2-3  Brandt,               2050     2         2.0   5.0    3.0
      Costa,                1980     2         2.0   5.0    3.0
  4   Dahl,                 1920     1         2.0   4.0    1.0

No  Name            Feder Rtg   1    2    3

1.  Arden,                2105  2:W  3:W  4:W
"""


def test_a_swissperfect_standings_list_with_shared_places_ends_at_the_cross_table() -> None:
    """SwissPerfect (tests/data/real/swissperfect-rwchess-swiss.jsp): a shared place is written once
    (``2-3``), the rows after it have no place and leave the empty Feder and Loc columns out; the cross table
    below has a header of its own and is not part of the standings."""
    published = read_published(SWISSPERFECT, source="standings.txt")
    assert [
        (r.name, r.rank.text if r.rank else None, r.points.text if r.points else None) for r in published.rows
    ] == [("Arden,", "1", "3"), ("Brandt,", "2-3", "2"), ("Costa,", "2-3", "2"), ("Dahl,", "4", "1")]
    assert any(
        "Costa,: no rank, read as sharing the place of the row above (rank 2-3)" in n.message
        for n in published.diagnostics
    )


SWISSPERFECT_PAGE = """<html><head><title>Blitz</title></head><body>
<h2>Results</h2><pre>
No Name                Result   Name
1  Arden, Ann          1 - 0    Brandt, Bo
2  Costa, Cy           ½ - ½    Dahl, Di
</pre>
<h2>Standings</h2><pre>
Place Name                    Feder Rtg  Loc Score M-Buch. Buch. Progr.
  1   Arden, Ann                    1500     1.0       0.0   0.0    1.0
 2-3  Costa, Cy                     1400     0.5       0.0   0.5    0.5
      Dahl, Di                      1300     0.5       0.0   0.5    0.5
  4   Brandt, Bo                    1200     0.0       0.0   1.0    0.0
</pre></body></html>
"""
"""SwissPerfect's page of one round: its pairing list (``Name`` twice), then its standings (values as
published: invented, not computed)."""


def test_the_ranking_below_a_pairing_list_is_the_published_table() -> None:
    """The standings under the round's pairing list are read (before: refused as a pairing list), their
    ``M-Buch.`` a median Buchholz and ``Progr.`` a progressive score."""
    published = read_published(SWISSPERFECT_PAGE, source="blitz.htm")
    assert [(c.heading, c.codes) for c in published.columns if c.codes] == [
        ("M-Buch.", ("BH/M1",)),
        ("Buch.", ("BH",)),
        ("Progr.", ("PS",)),
    ]
    assert [(r.name, r.points.text if r.points else None) for r in published.rows] == [
        ("Arden, Ann", "1.0"),
        ("Costa, Cy", "0.5"),
        ("Dahl, Di", "0.5"),
        ("Brandt, Bo", "0.0"),
    ]


# SwissChess's progress table as a club page's text keeps it (SV Osnabrück's pages): one blank between
# fields, so its columns do not line up with its headings, and the empty ELO (or NWZ) cell of every row
# left no trace. The event is invented, its values by hand: round 1 1-4, 2-5, 3-6; round 2 1-2, 3-4, 5-6;
# round 3 1-3, 2-6, 4-5. Buchholz is the opponents' points, SoBerg the beaten opponents' points and half
# the drawn ones'.
PROGRESS = """\
Die Abschlusstabelle:

Fortschrittstabelle:  Stand nach der 3. Runde   (nach Rangliste)
Nr. Teilnehmer ELO NWZ 1 2 3 Punkte Buchh SoBerg
1. Richter 2300   4s1 2w1 3s1 3.0 4.5 4.50
2. Mann 1980   5s1 1s0 6w1 2.0 4.5 1.50
3. Neumann 1900   6w1 4s½ 1w0 1.5 4.0 0.50
4. Samani 1600   1w0 3w½ 5s½ 1.0 6.0 1.50
5. Belickin 1397   2w0 6s1 4w½ 1.5 3.0 0.50
6. Hechler 1660   3s0 5w0 2s0 0.0 5.0 0.00
"""


def test_a_progress_table_with_one_blank_between_fields_is_read_by_what_each_field_holds() -> None:
    published = read_published(PROGRESS, source="progress.txt")
    assert _values(published) == [
        ("Richter", "3.0", ["4.5", "4.50"]),
        ("Mann", "2.0", ["4.5", "1.50"]),  # not 'Mann 1980' with the points under a round by position
        ("Neumann", "1.5", ["4.0", "0.50"]),
        ("Samani", "1.0", ["6.0", "1.50"]),
        ("Belickin", "1.5", ["3.0", "0.50"]),
        ("Hechler", "0.0", ["5.0", "0.00"]),
    ]
    assert any(
        "the missing field(s) are columns whose values are not compared" in n.message
        for n in published.diagnostics
    )


def test_check_compares_the_progress_tables_own_tie_break_columns(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "progress.txt"
    path.write_text(PROGRESS + "Ausgewertet mit Swiss-Chess am 12.5.2017\n", encoding="utf-8")  # a footer
    assert main(["check", str(path)]) == 0
    said = capsys.readouterr().out
    assert "Checked 6 point totals, 12 tie-break values: all agree." in said


def test_a_short_row_whose_values_two_placements_read_differently_is_refused() -> None:
    # one field short and the missing one may be a tie-break (the last two values could stand under
    # Buchh and SoBerg or under Punkte and Buchh): refused, not guessed
    text = PROGRESS.replace("2. Mann 1980   5s1 1s0 6w1 2.0 4.5 1.50", "2. Mann 1980 5s1 1s0 6w1 2.0 4.5")
    with pytest.raises(ParseError, match="8 fields where the header has 10"):
        read_published(text, source="progress.txt")
