"""One round's pairing list given alone, in a form the pairing-list reader does not know by its headings
(chess-results' Excel export of a round: ``Name`` over both sides, the points before the round beside
each): round 1's list is the event after round 1; a later round's alone is refused, saying what to give
(before, both ended at the dead end that lists the tables found, the list named as a pairing list).

The invented round 1: Adler-Dorn 1-0, Claus-Berg 0-1: Adler 1, Berg 1, Claus 0, Dorn 0. The Ilkley
Chess Festival's Minor of 2022, as chess-results exported each round: round 2's list gives the points
after round 1 of every player (``Pts.`` beside each name), which round 1's list alone must give.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError
from tiebreak.readers import read_path, read_text

HEAD = "Bo.\tNo.\t\tName\tRtg\tPts.\tResult\tPts.\t\tName\tRtg\tNo.\n"
TITLE = (
    "From the Tournament-Database of Chess-Results http://chess-results.com\nClub Open\nPairings/Results\n"
)
ROUND_1 = (
    "Round 1 on 2022/09/16 at 19:00\n"
    + HEAD
    + "1\t1\t\tAdler Anna\t1981\t0\t1 - 0\t0\t\tDorn Dora\t1332\t4\n"
    "2\t3\t\tClaus Cem\t1173\t0\t0 - 1\t0\t\tBerg Bo\t1479\t2\n"
)
ROUND_3 = (
    "Round 3 on 2022/09/17 at 19:00\n" + HEAD + "1\t2\t\tBerg Bo\t1479\t2\t1 - 0\t2\t\tAdler Anna\t1981\t1\n"
    "2\t4\t\tDorn Dora\t1332\t0\t½ - ½\t0\t\tClaus Cem\t1173\t3\n"
)
REAL = Path(__file__).parents[1] / "data" / "real"


def test_round_one_alone_is_the_event_after_round_one() -> None:
    t = read_text(TITLE + ROUND_1, source="round1.txt")
    assert t.rounds == 1
    points = {r.name: r.points for r in tiebreak.compute_standings(t, []).rows}
    assert points == {"Adler Anna": 1, "Berg Bo": 1, "Claus Cem": 0, "Dorn Dora": 0}


def test_a_later_round_alone_is_refused_saying_what_to_give() -> None:
    with pytest.raises(ParseError) as caught:
        read_text(TITLE + ROUND_3, source="round3.txt")
    message = caught.value.message
    assert message.startswith("the pairing lists begin with round 3: the rounds before it are not given")
    assert "give the pairing lists of every round together" in message
    assert caught.value.source == "round3.txt" and caught.value.line is not None


def test_a_real_export_of_round_one_gives_the_points_round_two_lists() -> None:
    pytest.importorskip("python_calamine")
    alone = read_path(REAL / "ilkley-2022-minor-pairings-r1.xlsx")
    points = {r.name: r.points for r in tiebreak.compute_standings(alone, []).rows}
    from tiebreak.readers.tables import workbook_sheets

    ((_, rows),) = workbook_sheets((REAL / "ilkley-2022-minor-pairings-r2.xlsx").read_bytes())
    head = next(k for k, r in enumerate(rows) if r[:2] == ["Bo.", "No."])
    before = {}
    for row in rows[head + 1 :]:
        if len(row) >= 12 and row[0].isdecimal():
            before[row[3]], before[row[9]] = row[5], row[7]

    def value(text: str) -> Fraction:  # 1, ½, 1½ as the list writes them
        return Fraction(text.replace("½", "") or 0) + (Fraction(1, 2) if "½" in text else 0)

    assert len(before) == 22 and all(points[name] == value(v) for name, v in before.items())


def test_a_later_round_alone_under_known_headings_is_refused_unless_lenient() -> None:
    """The same refusal where the pairing-list reader knows the headings (a chess-results page of round 9
    alone: before, read with a warning and checked against the ranking's totals, 96 false differences);
    ``--lenient`` reads the round given, warned."""
    text = (
        "Round 3 on 2022/09/17\nBo.\tNo.\tWhite\tResult\tBlack\tNo.\n"
        "1\t2\tBerg Bo\t1 - 0\tAdler Anna\t1\n2\t4\tDorn Dora\t½ - ½\tClaus Cem\t3\n"
    )
    with pytest.raises(ParseError) as caught:
        read_text(text, source="round3.txt")
    assert caught.value.message.startswith("the pairing lists begin with round 3")
    from tiebreak.readers._options import ReadOptions

    lenient = read_text(text, source="round3.txt", options=ReadOptions(lenient=True))
    assert lenient.rounds == 3
    assert any("gives no pairings for round(s) 1, 2" in d.message for d in lenient.diagnostics)
