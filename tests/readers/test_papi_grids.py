"""Papi's "grille américaine" (the French pairing program's web page): cells such as ``+ 21N`` (result
sign, the opponent's line, the player's colour: N noir = Black, B blanc = White; ``>``/``<`` a forfeit
won/lost), ``EXE`` (exempt: a bye worth a point), ratings followed by their kind (``1800 F``), and a
page holding one grid per event (tests/data/real/papi-evt-roger-pelat-2016.md holds two).

The page below is invented; its values by hand. Grid 1 (4 players): R1 Alpha beats Delta, Charlie beats
Bravo; R2 Alpha beats Charlie, Bravo beats Delta; R3 Alpha draws Bravo, Delta wins by forfeit against
Charlie. Points: Alpha 2½, Bravo 1½, Charlie 1, Delta 1. Grid 2 (3 players, an exempt each round):
R1 Echo beats Fox (Golf exempt); R2 Fox draws Golf (Echo exempt); R3 Golf beats Echo (Fox exempt).
Points: Golf 2½, Echo 2, Fox 1½.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from tiebreak import Color, ParseError, Result
from tiebreak.readers._options import ReadOptions
from tiebreak.readers.crosstable import parse_cell
from tiebreak.readers.tables import parse_columns


def _grid(title: str, rows: list[list[str]], rounds: int) -> str:
    head = "".join(f"<td>R {r}</td>" for r in range(1, rounds + 1))
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows)
    return (
        f"<p>{title}</p><table><tr><td>Pl</td><td>Nom</td><td>Elo</td>{head}<td>Pts</td></tr>{body}</table>"
    )


PAGE = (
    "<html><body>"
    + _grid(
        "Open Grille américaine après la ronde 3",
        [
            ["1", "ALPHA Ann", "1800&nbsp;F", "+&nbsp;&nbsp;4N", "+&nbsp;&nbsp;3B", "=&nbsp;&nbsp;2N", "2½"],
            ["2", "BRAVO Bob", "1700&nbsp;N", "-&nbsp;&nbsp;3B", "+&nbsp;&nbsp;4N", "=&nbsp;&nbsp;1B", "1½"],
            [
                "3",
                "CHARLIE Cy",
                "1600&nbsp;E",
                "+&nbsp;&nbsp;2N",
                "-&nbsp;&nbsp;1N",
                "&lt;&nbsp;&nbsp;4N",
                "1",
            ],
            ["4", "DELTA Di", "1500&nbsp;F", "-&nbsp;&nbsp;1B", "-&nbsp;&nbsp;2B", "&gt;&nbsp;&nbsp;3B", "1"],
        ],
        3,
    )
    + _grid(
        "Jeunes Grille américaine après la ronde 3",
        [
            ["1", "GOLF Gus", "1300&nbsp;E", "EXE", "=&nbsp;&nbsp;3N", "+&nbsp;&nbsp;2B", "2½"],
            ["2", "ECHO Eve", "1400&nbsp;F", "+&nbsp;&nbsp;3B", "EXE", "-&nbsp;&nbsp;1N", "2"],
            ["3", "FOX Flo", "1200&nbsp;N", "-&nbsp;&nbsp;2N", "=&nbsp;&nbsp;1B", "EXE", "1½"],
        ],
        3,
    )
    + "</body></html>"
)


def _points(t: tiebreak.Tournament) -> dict[str, Fraction]:
    return {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}


def test_papi_cells() -> None:
    win = parse_cell("+ 21N")
    assert win is not None and (win.opponent, win.color, win.result) == (21, Color.BLACK, Result.WIN)
    draw = parse_cell("=  4B")
    assert draw is not None and (draw.opponent, draw.color, draw.result) == (4, Color.WHITE, Result.DRAW)
    lost = parse_cell("< 7N")
    assert lost is not None and lost.result is Result.FORFEIT_LOSS
    exempt = parse_cell("EXE")
    assert exempt is not None and exempt.opponent is None and exempt.result is Result.PAB


def test_a_page_of_two_grids_reads_the_larger_and_names_both() -> None:
    t = tiebreak.read_text(PAGE, source="papi.html")
    assert _points(t) == {
        "ALPHA Ann": Fraction(5, 2),
        "BRAVO Bob": Fraction(3, 2),
        "CHARLIE Cy": 1,
        "DELTA Di": 1,
    }
    assert [p.rating for p in t.players] == [1800, 1700, 1600, 1500]
    assert t.players[0].rounds[0].color is Color.BLACK
    warning = next(d.message for d in t.diagnostics if "crosstables" in d.message)
    assert "2 crosstables" in warning and "--columns table=N" in warning


def test_the_other_grid_by_its_table_number() -> None:
    t = tiebreak.read_text(PAGE, source="papi.html", options=ReadOptions(columns=parse_columns("table=2")))
    assert _points(t) == {"GOLF Gus": Fraction(5, 2), "ECHO Eve": 2, "FOX Flo": Fraction(3, 2)}
    assert not any("crosstables" in d.message for d in t.diagnostics)


def test_a_table_the_page_does_not_have_is_refused_by_its_number() -> None:
    with pytest.raises(ParseError, match="table=3: the input has 2 table"):
        tiebreak.read_text(PAGE, source="papi.html", options=ReadOptions(columns=parse_columns("table=3")))


def test_papis_ratings_with_their_kind_are_ratings_not_paired_rounds() -> None:
    # a Papi ranking's youth table (a club's page of a rapid event, 2025): 'Rapide' the rating and its
    # kind (N national, E estimated, the lowest 799), never an opponent 1280 paired with Black
    from tiebreak.readers.tables import Table, TableCell, classify_table

    rows = [
        ["Pl", "Nom", "Rapide", "Cat.", "Pts", "Cu.", "Tr."],
        ["1", "MAUCCI Solal", "1280 N", "BenM", "5", "25", "25½"],
        ["2", "BASSET Hugo", "1330 N", "BenM", "5", "20", "21½"],
        ["3", "LE GALL Ewen", "799 E", "PouM", "4", "18", "20"],
        ["4", "PRIGENT Lou", "800 N", "PupF", "3", "12", "19½"],
    ]
    table = Table(
        tuple(tuple(TableCell(x, r + 1, c + 1) for c, x in enumerate(row)) for r, row in enumerate(rows)),
        "html-table",
        1,
    )
    reading = classify_table(table)
    assert reading.columns[2].role == "rating"
    assert reading.kind == "ranking"
