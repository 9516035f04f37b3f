"""A club's round robin typed by hand in Markdown: a provisional grid and each round's pairing table.

The real page is the Échiquier Villeneuve-Tolosane's internal tournament after round 5
(``tests/data/real/md-fr-evt-interne-2013-14-after-r5.md``; its every place, point, ``Cu.`` and ``Bu.``
are checked by ``tests/acceptance/test_real_publications.py``). Here: how it is read. The grid writes its
diagonal and a draw as HTML references (``&#10022;``, ``&#189;``), its values in italics; each round's table
names its round in a row beside the board heading and the dates (``Ech | Ronde 1 | (15/11)``) and gives
each board's result as each side's score (``**1**|**0**``); rounds 6 to 9 are paired ahead, every score
``**-**``. Expected values: the grid's published ``Pts`` and the players of round 1's table.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import tiebreak
from tiebreak.model.tournament import Result
from tiebreak.readers import read_path, read_text

PAGE = Path(__file__).parent.parent / "data" / "real" / "md-fr-evt-interne-2013-14-after-r5.md"

PTS = {
    "DORIVAL Olivier": 5,
    "GUERIN Laurent": 4,
    "GRASSAUD Guillaume": 4,
    "GARCIA DEL PRADO Bruno": 3,
    "COURET Henri": Fraction(5, 2),
    "BIGNEBAT Jean-Paul": 2,
    "BREHAULT Eric": 2,
    "LAFFONT Jean-Christophe": 1,
    "DOUSTENS Jean-Jacques": 1,
    "LIDOINE Stéphane": Fraction(1, 2),
}
"""The grid's ``Pts`` (its names ``DORIVAL O.``), under the pairing tables' names."""


def test_the_rounds_played_make_the_event_and_the_rounds_ahead_are_not_forfeits() -> None:
    event = read_path(PAGE)
    assert event.rounds == 5
    standings = tiebreak.compute_standings(event, "BH")
    assert {r.name: r.points for r in standings.rows} == PTS
    notes = " ".join(d.message for d in event.diagnostics)
    assert "HTML character reference" in notes
    assert "paired and not played yet" in notes
    assert not any(
        e.result in (Result.FORFEIT_LOSS, Result.FORFEIT_WIN) for p in event.players for e in p.rounds
    )


def test_round_one_is_the_table_under_ronde_1() -> None:
    event = read_path(PAGE)
    by_name = {p.name: p for p in event.players}
    names = {p.sno: p.name for p in event.players}
    first = by_name["GRASSAUD Guillaume"].rounds[0]
    assert first.opponent is not None
    assert (names[first.opponent], first.result) == ("GARCIA DEL PRADO Bruno", Result.WIN)
    draw = by_name["LIDOINE Stéphane"].rounds[0]
    assert draw.result is Result.DRAW


GRID = """| Pl | Joueur | 1 | 2 | 3 | Pts |
|:-:|:-:|:-:|:-:|:-:|:-:|
| *1* | Alpha A. | &#10022; | 1 | &#189; | **1,5** |
| *2* | Beta B. | 0 | &#10022; | 1 | **1** |
| *3* | Gamma C. | &#189; | 0 | &#10022; | **0,5** |
"""
"""A hand-made Markdown grid of three in the page's form: the diagonal ``&#10022;``, a draw ``&#189;``, the
places in italics, the points in bold, a rule of one dash a cell."""


def test_html_references_in_a_markdown_grid_are_the_characters_they_stand_for() -> None:
    event = read_text(GRID)
    standings = tiebreak.compute_standings(event, "SB")
    assert [(r.name, r.points) for r in standings.rows] == [
        ("Alpha A.", Fraction(3, 2)),
        ("Beta B.", Fraction(1)),
        ("Gamma C.", Fraction(1, 2)),
    ]
