"""Round-robin grids as pages' text keeps them, split on single blanks (a Wikipedia mirror's rendered
text, a blog quoting a fixed-width table, a site's hand-made tables): an empty diagonal that left no field,
a header that only numbers the columns, rule lines of dashes in pieces, a title over the names' column,
the diagonal written ``··``. The fixtures are hand-made in those forms; the values are worked out by hand.

The grid of four below: Anna beat Bert and Carl and drew Dora (2½); Bert beat Carl and Dora (2); Carl
beat Dora (1); Dora drew Anna (½).
"""

from __future__ import annotations

import sys
from fractions import Fraction as F
from pathlib import Path

import pytest

from tiebreak import Options, Rules, compute_standings
from tiebreak.checking.check import check_published
from tiebreak.checking.own import own_ranking
from tiebreak.model.errors import ParseError
from tiebreak.readers import ReadOptions, read_text, sniff
from tiebreak.readers.rrgrid import looks_like_grid
from tiebreak.readers.tables import parse_columns

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name

POINTS = {"Anna Alt": F(5, 2), "Bert Bau": F(2), "Carl Crom": F(1), "Dora Dorn": F(1, 2)}

LOST_DIAGONAL = """\
Club championship 1923

Участники 1 2 3 4 Очки Место
1 Anna Alt 1 1 ½ 2½ 1
2 Bert Bau 0 1 1 2 2
3 Carl Crom 0 0 1 1 3
4 Dora Dorn ½ 0 0 ½ 4
"""


def test_an_empty_diagonal_that_left_no_field_is_put_back() -> None:
    """Each row holds three games after its name: its own column is put back before its game against the
    next number (Anna's first, Dora's last), with a note; before, the grid was no grid (no diagonal)."""
    assert sniff(LOST_DIAGONAL) == "grid"
    t = read_text(LOST_DIAGONAL, source="club.txt")
    assert points_by_name(t) == POINTS
    assert [p.declared_points for p in t.players] == [F(5, 2), F(2), F(1), F(1, 2)]
    note = next(d for d in t.diagnostics if "one game fewer than the grid's columns" in d.message)
    assert (note.line, note.column) == (4, 12)  # Anna's row, where her own column is put back


def test_a_row_with_a_game_too_few_is_not_completed() -> None:
    """Only a grid whose every row lacks exactly its own column is completed: a row short of a game more
    is no such grid, and the text is refused (no guess which game is missing)."""
    short = LOST_DIAGONAL.replace("2 Bert Bau 0 1 1 2 2", "2 Bert Bau 0 1 2 2")
    with pytest.raises(ParseError):
        read_text(short, source="club.txt")


DOTTED = """\
A blog's post about the club's quads.
---------------------- ---------------------- ----------
1 2 3 4
---------------------- ---------------------- ----------
1. Alt, Anna GER 2010 g ·· 11 11 =1 5.5 5
2. Bau, Bert GER 1990 g 00 ·· 11 11 4 4
3. Crom, Carl AUT 1900 m 00 00 ·· 11 2 2
4. Dorn, Dora SUI 1850 g =0 00 00 ·· 0.5 0
---------------------- ---------------------- ----------
"""
"""A double round robin of the same players: Anna won both games against Bert and Carl, and drew then won
against Dora (=1); Bert won both against Carl and Dora; Carl both against Dora. Points: Anna 5½, Bert 4,
Carl 2, Dora ½ (then each one's wins, unheaded)."""


def test_a_header_of_column_numbers_and_rule_lines_in_pieces() -> None:
    """The header only numbers the columns; rules of dashes in pieces stand above and below the grid; the
    diagonal is ``··``; each cell is two games run together. Before, the header was read as the first
    row (no diagonal mark) and the text as a Swiss crosstable ('paired with themselves')."""
    assert sniff(DOTTED) == "grid"
    t = read_text(DOTTED, source="quads.txt")
    assert t.rounds == 6
    assert {p.name: p.rating for p in t.players} == {
        "Alt, Anna": 2010,
        "Bau, Bert": 1990,
        "Crom, Carl": 1900,
        "Dorn, Dora": 1850,
    }
    assert points_by_name(t) == {
        "Alt, Anna": F(11, 2),
        "Bau, Bert": F(4),
        "Crom, Carl": F(2),
        "Dorn, Dora": F(1, 2),
    }


TITLED = """\
Preliminary

Spring Cup 1914 1 2 3 4 pts place
1 Anna Alt   1 1 = 2,5 (1)
2 Bert Bau 0   1 1 2 (2)
3 Carl Crom 0 0   1 1 (3)
4 Dora Dorn = 0 0   0,5 (4)

Final

Spring Cup 1914 (final) 1 2 3 pts
1 Bert Bau   11 1= 3,5
2 Anna Alt 00   11 2
3 Carl Crom 0= 00   0,5
"""


def test_a_title_over_the_names_and_two_grids_on_one_page() -> None:
    """The heading over the names is the event's title and year (no heading we know): read as the names'
    column; the empty diagonal, a run of blanks, left no field. The page holds two grids: the first is
    read, with a warning, and ``group=2`` reads the final (Bert 3½: both games against Anna, a win and a
    draw against Carl; Anna 2; Carl ½)."""
    t = read_text(TITLED, source="cup.txt")
    assert points_by_name(t) == POINTS
    assert any("holds 2 events" in d.message for d in t.diagnostics)
    final = read_text(TITLED, source="cup.txt", options=ReadOptions(columns=parse_columns("group=2")))
    assert points_by_name(final) == {"Bert Bau": F(7, 2), "Anna Alt": F(2), "Carl Crom": F(1, 2)}


SEXTUPLE = """\
Club match-tournament
# Player 1 2 3 Total
1   Anna Alt (Norway) XXXXXX 11=01= 111111 10½
2   Bert Bau (Sweden) 00=10= XXXXXX 1==111
3   Carl Crom (Denmark) 000000 0==000 XXXXXX 1

References

  1. ^ The club's bulletin, 1896
  2. ^ A history of the club, page 52
"""
"""Three players, six games each pair: Anna 4 against Bert (11=01=) and 6 against Carl: 10, printed 10½
(a misprint the check reports); Bert 2 against Anna and 5 against Carl (1==111): 7, not printed; Carl 1
(0==000 against Bert)."""


def test_a_diagonal_written_once_a_cycle_and_references_under_the_grid() -> None:
    """``XXXXXX`` marks the diagonal of a sextuple round robin; the numbered references under the grid
    (after a blank line and a line of no row) are no rows of its published ranking."""
    t = read_text(SEXTUPLE, source="match.txt")
    assert t.rounds == 18
    assert points_by_name(t) == {
        "Anna Alt (Norway)": F(10),
        "Bert Bau (Sweden)": F(7),
        "Carl Crom (Denmark)": F(1),
    }
    own = own_ranking(SEXTUPLE, ReadOptions(source="match.txt"), mapping=None)
    assert own is not None
    assert [r.line for r in own.rows] == [3, 4, 5]
    report = check_published(t, own, options=Options(rules=Rules("2024")))
    assert [(d.sno, d.column) for d in report.differences] == [(1, "Pts")]  # 10½ printed, 10 played


UNNUMBERED = """\
==Cross table==
Alt ****** 11=01= 111111 10
Bau 00=10= ****** 1==111 7.0
Crom 000000 0==000 ****** 1.0
==References==
"""


def test_rows_without_numbers_are_numbered_by_their_diagonal() -> None:
    """chessgames.com's crosstable, as an article's wikitext copies it: a name, the cells, the total; no
    row numbers and no header. Each row is numbered by its place, the column of its diagonal mark, with a
    note (the same games as above: Alt 10, Bau 7, Crom 1)."""
    assert sniff(UNNUMBERED) == "grid"
    t = read_text(UNNUMBERED, source="wiki.txt")
    assert [(p.sno, p.name, p.line) for p in t.players] == [(1, "Alt", 2), (2, "Bau", 3), (3, "Crom", 4)]
    assert points_by_name(t) == {"Alt": F(10), "Bau": F(7), "Crom": F(1)}
    assert any("rows have no numbers" in d.message for d in t.diagnostics)
    swapped = UNNUMBERED.replace("Bau 00=10= ****** 1==111 7.0", "Bau ****** 00=10= 1==111 7.0")
    assert not looks_like_grid(swapped)  # a diagonal out of its place numbers no row


SINGLE_BLANKS = """\
Nr. Teilnehmer NWZ Verein/Ort 1 2 3 4 Punkte
1. Steinmann, Wolfgang 1886 SG Solingen ** 1 1 ½ 2.5
2. Fränkel, Dr. Marius 1716 SG Solingen 0 ** 1 1 2.0
3. Malkowski, Markus 1290 OTV 0 0 ** 1 1.0
4. Rolanda, Gordon vereinslos ½ 0 0 ** 0.5
"""


def test_a_club_after_the_rating_under_a_header_of_single_blanks() -> None:
    """A header written with single blanks (a page's text, its columns not lined up): the words' places
    say nothing, so the club is the words after the rating (``Steinmann, Wolfgang 1886 SG Solingen``); before, the
    words under ``NWZ`` and ``Verein/Ort`` were taken by their places and the rating lost. A row without a
    rating keeps its club word in its name, which nothing tells apart."""
    t = read_text(SINGLE_BLANKS, source="club.txt")
    assert [(p.name, p.rating) for p in t.players] == [
        ("Steinmann, Wolfgang", 1886),
        ("Fränkel, Dr. Marius", 1716),
        ("Malkowski, Markus", 1290),
        ("Rolanda, Gordon vereinslos", None),
    ]
    assert [points_by_name(t)[p.name] for p in t.players] == [F(5, 2), F(2), F(1), F(1, 2)]


TWO_CYCLES = """\
Rangliste: Stand nach der 3. Runde im 2. Durchgang | ||||||
Nr. | Teilnehmer | 1 | 2 | 3 | Punkte |
---|---|---|---|---|---|
1 | Alt,Anna | ** | 01 | 11 | 3.0 |
2 | Bau,Bert | 10 | ** | 11 | 3.0 |
3 | Crom,Carl | 00 | 00 | ** | 0.0 |
"""


def test_two_games_run_together_are_no_match_score() -> None:
    """A double round robin's cells, each pair's two games run together (``01``: lost, then won), are
    no team crosstable's game points (no match's score begins with a 0): read as the players' games
    (Anna and Bert 3 each, Carl 0); before, as a team round robin whose matches scored 1, 10 and 11."""
    t = read_text(TWO_CYCLES, source="blitz.md")
    assert not t.is_team_event and t.rounds == 6
    assert points_by_name(t) == {"Alt,Anna": F(3), "Bau,Bert": F(3), "Crom,Carl": F(0)}


def _eleven(header: str, mark: str) -> str:
    """A typed grid of eleven (each player beats every player below: player k scores 11 - k), its
    columns numbered by ``header``, ``mark`` on the diagonal."""
    rows = []
    for k in range(1, 12):
        cells = ["1" if j > k else mark if j == k else "0" for j in range(1, 12)]
        rows.append(f"{k} Player{chr(64 + k)} {' '.join(cells)} {11 - k}")
    return f"Club championship 1895\n{header}\n" + "\n".join(rows) + "\n"


@pytest.mark.parametrize(
    ("header", "mark"),
    [
        ("1 2 3 4 5 6 7 8 9 0 1 Score", "•"),  # the tenth on by their units digit (a blog's typed grid)
        ("1 1\n1 2 3 4 5 6 7 8 9 0 1 Score", "•"),  # the tens above the units (chessgames.com)
        ("1 2 3 4 5 6 7 8 9 10 11 Score", "*"),
    ],
)
def test_a_grid_whose_columns_are_numbered_by_their_units_digit(header: str, mark: str) -> None:
    t = read_text(_eleven(header, mark), source="grid.txt")
    assert t.rounds == 11 and t.pairing.name == "ROUND_ROBIN"  # eleven: each a free round
    assert points_by_name(t) == {f"Player{chr(64 + k)}": F(11 - k) for k in range(1, 12)}


def test_a_paragraph_above_a_grid_is_no_name_and_a_place_shared_is_written_with_an_equals_sign() -> None:
    """chessgames.com's page of Linares 2000 (``tests/data/real``): two paragraphs on the event, then
    ``Linares, Spain, 28 February - 10 March 2000``, the name and its days; the two who shared first
    written ``=1``, their totals 6 (the page's)."""
    path = Path(__file__).parent.parent / "data" / "real" / "chessgames-linares-2000-drr.txt"
    t = read_text(path.read_text(encoding="utf-8"), source=path.name)
    assert t.name == "Linares, Spain, 28 February - 10 March 2000"
    assert str(t.start_date) == "2000-02-28"
    assert [p.name for p in t.players][:2] == ["Kramnik", "Kasparov"]
    assert [p.declared_points for p in t.players][:3] == [6, 6, F(9, 2)]


def test_places_written_as_ordinals_number_the_rows() -> None:
    """Italian Wikipedia's grid of Sanremo 1930 writes its places ``1°``, ``2°`` (the games here are our
    own: the published grid contradicts itself, Nimzowitsch-Yates)."""
    text = (
        "Pos. | Giocatore | 1 | 2 | 3 | 4 | Totale |\n"
        "1° | Alfa | x | 1 | 1 | ½ | 2,5 |\n"
        "2° | Beta | 0 | x | 1 | 1 | 2 |\n"
        "3° | Gamma | 0 | 0 | x | 1 | 1 |\n"
        "4° | Delta | ½ | 0 | 0 | x | 0,5 |\n"
    )
    t = read_text(text, source="grid.txt")
    assert [(p.name, p.declared_points) for p in t.players] == [
        ("Alfa", F(5, 2)),
        ("Beta", 2),
        ("Gamma", 1),
        ("Delta", F(1, 2)),
    ]


def test_a_bosnian_grid_headed_igrac_and_ukupno() -> None:
    """Bosnian Wikipedia's grid of Sanremo 1930 heads its totals ``Ukupno`` (Croatian, Serbian and
    Bosnian for the total); before, an unknown heading (the games here are our own)."""
    text = "# Igrač 1 2 3 Ukupno\n1. Alfa Ahl x 1 ½ 1½\n2. Beta Bohm 0 x 1 1\n3. Gama Gol ½ 0 x ½\n"
    t = read_text(text, source="grid.txt")
    assert [(p.name, p.declared_points) for p in t.players] == [
        ("Alfa Ahl", F(3, 2)),
        ("Beta Bohm", 1),
        ("Gama Gol", F(1, 2)),
    ]


PIPED_LOST = """\
Quadre del torneig i classificació final:
# | Jugador | 1 | 2 | 3 | 4 | 5 | Total |
---|---|---|---|---|---|---|---|
1 | Anna Alba | França | 1 | ½ | 1 | 1 | 3,5 | |
2 | Berta Bosch | Dinamarca | 0 | 1 | ½ | 1 | 2,5 | |
3-4 | Carla Camps | Polònia | ½ | 0 | 1 | 0 | 1,5 | |
3-4 | Dora Duran | Alemanya | 0 | ½ | 0 | 1 | 1,5 | |
5 | Eva Estany | Àustria | 0 | 0 | 1 | 0 | 1,0 | |
"""


def test_a_piped_grid_whose_copy_dropped_the_empty_cells() -> None:
    """A Wikipedia grid as a page store keeps its text (ca.wikipedia's San Remo 1930, whose kept copy is
    cut short, in this form): the empty cells dropped, the diagonal's and the heading over the countries'
    column, so that each row holds four games under five numbers and a word no heading names after the
    name; places shared written ``3-4``. The diagonal is put back, the country is no part of the name,
    the places are read as published. SB by hand (C.07 art. 9.2): Anna 2½ + ½×1½ + 1½ + 1 = 5¾; Berta
    1½ + ½×1½ + 1 = 3¼; Carla ½×3½ + 1½ = 3¼; Dora ½×2½ + 1 = 2¼; Eva 1½; Carla beat Dora (DE)."""
    t = read_text(PIPED_LOST, source="wiki.txt")
    assert [(p.name, p.declared_points, p.declared_rank) for p in t.players] == [
        ("Anna Alba", F(7, 2), 1),
        ("Berta Bosch", F(5, 2), 2),
        ("Carla Camps", F(3, 2), 3),
        ("Dora Duran", F(3, 2), 3),
        ("Eva Estany", F(1), 5),
    ]
    assert any("one game fewer than the grid's columns" in d.message for d in t.diagnostics)
    standings = compute_standings(t, "DE,SB", Options(rules=Rules("2026")))
    assert [(r.name, r.values[1]) for r in standings.rows] == [
        ("Anna Alba", F(23, 4)),
        ("Berta Bosch", F(13, 4)),
        ("Carla Camps", F(13, 4)),
        ("Dora Duran", F(9, 4)),
        ("Eva Estany", F(3, 2)),
    ]


FRENCH_DOUBLE = """\
No. | Nom | Nationalité | 01 | 02 | 03 | Total |
---|---|---|---|---|---|---|
01 | Ann Alt | Allemagne | XX | =0 | 1= | 2,0 |
02 | Bob Bau | Cuba | =1 | XX | == | 2,5 |
03 | Cy Crom | Union soviétique | 0= | == | XX | 1,5 |
"""
"""A French article's double round robin (New York 1924's form): both games against an opponent run
together in one cell, ``=`` a draw, the diagonal ``XX``, a column of countries beside the names. By hand:
Ann ½ + 0 against Bob and 1 + ½ against Cy, 2; Bob ½ + 1 and ½ + ½, 2½; Cy 0 + ½ and ½ + ½, 1½."""


def test_a_double_round_robins_two_games_run_together_in_one_cell() -> None:
    t = read_text(FRENCH_DOUBLE, source="new-york-1924.txt")
    assert points_by_name(t) == {"Ann Alt": 2, "Bob Bau": F(5, 2), "Cy Crom": F(3, 2)}
    assert t.rounds == 6  # two cycles of three rounds (the circle method, with a note)
