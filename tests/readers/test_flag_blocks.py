"""A chess-results pairing list copied from a browser where each player has a flag (a block of its own
cell): each board's row breaks at the flags, its number alone on a line, the game's link on the next
(tests/data/pairings/cr-en-british-2026-championship-round1.html, whose copies the browser test makes in
Chromium; the lines below are those copies' first boards, as Chromium gives them). Expected: the results
the lines print (board 1 Black wins, board 2 White wins), the titles where printed (GM McShane, GM Adams),
the ratings, and the two players not paired (0 points) kept."""

from __future__ import annotations

from fractions import Fraction

import tiebreak
from tiebreak.model.tournament import Result

HEAD = "Round 1 on 2026/08/01 at 14:30\nBo.\t \t\tWhite\tRtg\tPts.\tResult\tPts.\t\tBlack\tRtg\t \tPGN\n"
CLIPBOARD = HEAD + (
    "1\t\nBowcott-Terry, Finlay\t2232\t0\t0 - 1\t0\tGM\tMcshane, Luke J\t2597\t\nPGN\n"
    "2\t\nGM\tAdams, Michael\t2595\t0\t1 - 0\t0\t\tVerbytski, Oleg\t2228\t\nPGN\n"
    "3\t\nSaunders, Aron\t2225\t0\t½ - ½\t0\tIM\tGrieve, Harry\t2508\t\nPGN\n"
    "4\t\nKothari, Jai\t2160\t0\t0\t\t\tnot paired\t \t \n"
)
"""The clipboard: the tab after the first flag lost (an untitled player's row starts with the name)."""
INNER_TEXT = HEAD + (
    "1\t\n\t\tBowcott-Terry, Finlay\t2232\t0\t0 - 1\t0\tGM\tMcshane, Luke J\t2597\t\n\tPGN\n"
    "2\t\n\tGM\tAdams, Michael\t2595\t0\t1 - 0\t0\t\tVerbytski, Oleg\t2228\t\n\tPGN\n"
    "3\t\n\t\tSaunders, Aron\t2225\t0\t½ - ½\t0\tIM\tGrieve, Harry\t2508\t\n\tPGN\n"
    "4\t\n\t\tKothari, Jai\t2160\t0\t0\t\t\tnot paired\t \t \n"
)
"""The page's innerText: every tab kept, the lines broken at the same places."""


def _read(text: str) -> dict[str, tuple[int | None, str, Result, Fraction]]:
    t = tiebreak.read_text(text, source="paste")
    assert any("broken at each player's flag" in d.message for d in t.diagnostics)
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    return {p.name: (p.rating, p.title, p.rounds[0].result, points[p.name]) for p in t.players}


def test_a_copy_broken_at_the_flags_reads_each_board() -> None:
    expected = {
        "Bowcott-Terry, Finlay": (2232, "", Result.LOSS, Fraction(0)),
        "Mcshane, Luke J": (2597, "GM", Result.WIN, Fraction(1)),
        "Adams, Michael": (2595, "GM", Result.WIN, Fraction(1)),
        "Verbytski, Oleg": (2228, "", Result.LOSS, Fraction(0)),
        "Saunders, Aron": (2225, "", Result.DRAW, Fraction(1, 2)),
        "Grieve, Harry": (2508, "IM", Result.DRAW, Fraction(1, 2)),
        "Kothari, Jai": (2160, "", Result.ZERO_BYE, Fraction(0)),  # as the page reads it
    }
    assert _read(CLIPBOARD) == expected
    assert _read(INNER_TEXT) == expected
