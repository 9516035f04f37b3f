"""Round cells split in two columns, the opponent's number and the score (``Opp. | Sc``): the Greek
federation's page of the World Youth Championship 2002, Boys under 18 (``tests/data/real``, its row in
MANIFEST.tsv), its opponents named by ``Code`` (the starting number), not by ``No`` (the place), and the
bye a row of its own (``Bye B18``, code 99).

Expected values: the page's own, read by eye (its cells and its ``pts`` column).
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.tournament import Result
from tiebreak.readers import ReadOptions, read_text
from tiebreak.readers.tables import Table, TableCell, parse_columns

PAGE = Path(__file__).parent.parent / "data" / "real" / "chessfed-gr-wycc-2002-boys18.htm"


def _player(t: tiebreak.Tournament, name: str) -> tiebreak.Player:
    return next(p for p in t.players if p.name.startswith(name))


def test_each_pair_of_columns_is_one_round_and_the_opponents_are_the_codes() -> None:
    t = tiebreak.read_path(PAGE)
    assert (len(t.players), t.rounds, t.name) == (90, 11, "BOYS 18")
    berkes = _player(t, "Berkes Ferenc")
    assert berkes.sno == 55  # Code 55, No 1
    first = berkes.rounds[0]  # '40 | B1': Black against code 40, Wildmer Simon (No 53), won
    assert (first.opponent, first.color.value, first.result) == (40, "b", Result.WIN)
    assert _player(t, "Wildmer Simon").sno == 40
    tops = {"Berkes Ferenc": 9, "Mammadyarov Shahriyar": 9, "Harikrishna Pentala": 8, "Mark Paragua": 8}
    for name, points in tops.items():
        assert _player(t, name).declared_points == Fraction(points)
    standings = tiebreak.compute_standings(t)
    assert {r.name.split(" (")[0]: r.points for r in standings.rows[:2]} == {
        "Berkes Ferenc": 9,
        "Mammadyarov Shahriyar": 9,
    }


def test_the_bye_row_is_left_out_and_its_rounds_are_byes() -> None:
    t = tiebreak.read_path(PAGE)
    assert not any(p.name.casefold().startswith("bye") for p in t.players)
    willenberg = _player(t, "Willenberg Kenneth Sean")  # '99 | 1*' in round 1, then 8 | B0, 13 | W1 …
    assert willenberg.rounds[0].opponent is None
    assert willenberg.rounds[0].result is Result.PAB
    assert willenberg.rounds[1].opponent == 8 and willenberg.rounds[1].result is Result.LOSS
    notes = " ".join(str(d) for d in t.diagnostics)
    assert "two columns, the opponent's number and the score" in notes
    assert "'Bye B18" in notes and "number 99" in notes


def test_a_forfeit_without_colour_and_the_rounds_after_it() -> None:
    t = tiebreak.read_path(PAGE)
    brau = _player(t, "Brau Montero Julio")  # '4 | 0*', the other ten rounds empty, pts 0
    assert (brau.rounds[0].opponent, brau.rounds[0].result) == (4, Result.FORFEIT_LOSS)
    assert all(r.result is Result.NOT_PAIRED for r in brau.rounds[1:])
    assert _player(t, "Petrosyan Tigran").rounds[0].result is Result.FORFEIT_WIN


def test_the_echoed_columns_read_the_page_again() -> None:
    t = tiebreak.read_path(PAGE)
    echo = next(str(d) for d in t.diagnostics if "--columns" in str(d))
    spec = echo.split("--columns ", 1)[1].split()[0]
    again = read_text(
        PAGE.read_bytes().decode("cp1252"),
        source=str(PAGE),
        suffix=".htm",
        options=ReadOptions(columns=parse_columns(spec)),
    )
    assert [(p.sno, p.declared_points) for p in again.players] == [
        (p.sno, p.declared_points) for p in t.players
    ]


def _table(rows: list[list[str]]) -> Table:
    return Table(
        tuple(tuple(TableCell(x, r + 1, c + 1) for c, x in enumerate(row)) for r, row in enumerate(rows)),
        "html-table",
        1,
    )


def test_pairs_without_colours_are_rounds_when_each_game_makes_a_point() -> None:
    page = "\n".join(
        [
            "No\tName\tOpp\tRes\tOpp\tRes\tPts",
            "1\tAnna\t2\t1\t3\t½\t1½",
            "2\tBea\t1\t0\t4\t1\t1",
            "3\tCleo\t4\t½\t1\t½\t1",
            "4\tDora\t3\t½\t2\t0\t½",
        ]
    )
    t = read_text(page, source="split.txt", input_format="tables")
    anna = _player(t, "Anna")
    assert [(r.opponent, r.result) for r in anna.rounds] == [(2, Result.WIN), (3, Result.DRAW)]
    assert [p.declared_points for p in t.players] == [Fraction(3, 2), 1, 1, Fraction(1, 2)]


@pytest.mark.parametrize(
    "rows",
    [
        # a ranking whose numbers name no row back: games won and games with White, not opponents
        [
            ["No", "Name", "G", "W", "G", "W", "Pts"],
            ["1", "Anna", "7", "W1", "5", "B1", "5"],
            ["2", "Bea", "7", "W0", "6", "B½", "4"],
            ["3", "Cleo", "7", "B1", "6", "B0", "3"],
        ],
        # scores without a colour whose two sides of a game make two points: not games
        [
            ["No", "Name", "Opp", "Res", "Opp", "Res", "Pts"],
            ["1", "Anna", "2", "1", "3", "1", "2"],
            ["2", "Bea", "1", "1", "3", "1", "2"],
            ["3", "Cleo", "1", "0", "2", "0", "0"],
        ],
    ],
)
def test_pairs_that_are_not_rounds_are_left_as_they_are(rows: list[list[str]]) -> None:
    from tiebreak.readers._paircells import joined_round_pairs

    assert joined_round_pairs(_table(rows)) is None
