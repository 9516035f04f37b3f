"""Pairing lists in the words of more interfaces: ChessManager's ``White Pieces | Rezultatas | Black
Pieces`` (its Lithuanian interface over a Polish event), results written as the points of a win worth
2 (``2 : 0``, ``1 : 1``, ``0 : 2``), and a bye written ``Be priešininko`` ("without an opponent").

Invented round: Resz loses to Suchowiecki, Zdych beats Kmita, Pytel and Nowak draw, Bedełek has a
zero-point bye."""

from __future__ import annotations

from fractions import Fraction

import pytest

from tiebreak import Result
from tiebreak.readers import read_text
from tiebreak.readers._headings import pairing_kind

LIST = (
    "Round 1\n"
    "No.\tWhite Pieces\tRezultatas\tBlack Pieces\n"
    "1.\tResz Sebastian\t0 : 2\tSuchowiecki Marek\n"
    "2.\tZdych Bartłomiej\t2 : 0\tKmita Marcel\n"
    "3.\tPytel Wiktor\t1 : 1\tNowak Jan\n"
    "4.\tBedełek Marcin\t0\tBe priešininko\n"
)


def test_chessmanager_words_and_two_point_results_read() -> None:
    t = read_text(LIST, source="round1.txt")
    points = {p.name: sum((e.result.unit_result for e in p.rounds), Fraction(0)) for p in t.players}
    assert points == {
        "Resz Sebastian": 0,
        "Suchowiecki Marek": 1,
        "Zdych Bartłomiej": 1,
        "Kmita Marcel": 0,
        "Pytel Wiktor": Fraction(1, 2),
        "Nowak Jan": Fraction(1, 2),
        "Bedełek Marcin": 0,
    }
    bye = next(p for p in t.players if p.name == "Bedełek Marcin")
    assert bye.rounds[0].result is Result.ZERO_BYE and bye.rounds[0].opponent is None
    assert any("a win scores 2 (2 : 0, 1 : 1, 0 : 2)" in d.message for d in t.diagnostics)


@pytest.mark.parametrize(
    ("heading", "kind"),
    [("Rezultatas", "result"), ("Wynik", "result"), ("Tulos", "result"), ("White Pieces", "white")],
)
def test_result_and_colour_headings_of_more_languages(heading: str, kind: str) -> None:
    assert pairing_kind(heading) == kind


def test_a_score_that_is_no_two_point_result_is_still_refused() -> None:
    with pytest.raises(Exception, match="cannot read the result '2 : 2'"):
        read_text(LIST.replace("1 : 1", "2 : 2"), source="round1.txt")
