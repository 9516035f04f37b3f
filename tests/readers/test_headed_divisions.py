"""A league's divisions typed one after another under group headings (``Staffel A``, ``Staffel B``), round
after round: each division is an event of its own (:mod:`tiebreak.readers._groupheads`). Read as one,
they made one event of teams that never meet, ranked together, without a word (the Landesliga
Sachsen-Anhalt's pages of the SG 1871 Löberitz, 2010-11 and 2011-12, ``tests/data/formats/README.md``).
Now the first division is read with a warning naming both, and ``--columns group=N`` (its number or its
heading) reads another.

Expected values: each match's score as the page prints it, added up by hand (2 match points a match won,
1 drawn): the page publishes no table.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError, Severity
from tiebreak.readers import ReadOptions
from tiebreak.readers._groupheads import group_sections
from tiebreak.readers.tables import parse_columns

DATA = Path(__file__).parent.parent / "data" / "formats"
TYPED = DATA / "landesliga-lsa-2011-12.divisions.txt"
PIPED = DATA / "landesliga-lsa-2010-11-r1.divisions.txt"


def _table(t: tiebreak.Tournament) -> dict[str, tuple[Fraction, Fraction]]:
    standings = tiebreak.compute_standings(t, ["EDE", "GPTS"], tiebreak.Options(rules=tiebreak.Rules("2024")))
    return {r.name: (r.points, r.values[1]) for r in standings.rows}


def _read(path: Path, group: str | None = None) -> tiebreak.Tournament:
    columns = parse_columns(f"group={group}") if group is not None else None
    return tiebreak.read_text(
        path.read_text(encoding="utf-8"), source=path.name, options=ReadOptions(columns=columns)
    )


F = Fraction
STAFFEL_A_2011 = {  # rounds 1 and 2; 'TSG Cal' is the page store's cut of the last line ('TSG Calbe')
    "Burger Schachclub SW": (F(4), F(12)),  # 5.5 + 6.5
    "SV Aufbau Bernburg": (F(3), F(23, 2)),  # 4 + 7.5
    "SV Lok Aschersleben": (F(3), F(10)),  # 6 + 4
    "SV Rochade Magdeburg II": (F(3), F(19, 2)),  # 4 + 5.5
    "SV Rochade Magdeburg III": (F(3), F(19, 2)),  # 4 + 5.5
    "USC Magdeburg II": (F(2), F(8)),  # 4 + 4
    "TSG Calbe": (F(2), F(15, 2)),
    "SK Oschersleben": (F(0), F(9, 2)),  # 2 + 2.5
    "VfB 07 Lettin": (F(0), F(3)),  # 0.5 + 2.5
    "TSG Guts Muths Quedlinburg": (F(0), F(3)),  # 2.5 + 0.5
    "TSG Cal": (F(0), F(3, 2)),
}
STAFFEL_B_2011 = {  # round 1
    "Einheit Halle": (F(2), F(13, 2)),
    "SG Löberitz II": (F(2), F(11, 2)),
    "USV Volksbank Halle IV": (F(2), F(5)),
    "Motor Zeitz": (F(2), F(9, 2)),
    "Naumburger SV II": (F(2), F(9, 2)),
    "SV Merseburg II": (F(0), F(7, 2)),
    "GW Piesteritz": (F(0), F(7, 2)),
    "Teutschenthaler SC": (F(0), F(3)),
    "SV Sangerhausen II": (F(0), F(5, 2)),
    "SF Bad Schmiedeberg": (F(0), F(3, 2)),
}


def test_the_headings_part_the_text_into_its_divisions() -> None:
    groups = group_sections(TYPED.read_text(encoding="utf-8"))
    assert [g.label for g in groups] == ["Staffel A", "Staffel B"]


def test_the_first_division_is_read_with_a_warning_naming_both() -> None:
    t = _read(TYPED)
    assert _table(t) == STAFFEL_A_2011
    warned = [d.message for d in t.diagnostics if d.severity is Severity.WARNING]
    assert any("2 events" in m and "Staffel A" in m and "Staffel B" in m and "group=N" in m for m in warned)


@pytest.mark.parametrize("group", ["2", "B", "Staffel B"])
def test_another_division_by_its_number_or_its_heading(group: str) -> None:
    assert _table(_read(TYPED, group)) == STAFFEL_B_2011


def test_a_choice_that_names_no_division_is_refused() -> None:
    with pytest.raises(ParseError, match="names none of the 2"):
        _read(TYPED, "3")


def test_a_postponed_match_and_a_match_short_of_a_board() -> None:
    """The 2010-11 page, cells joined by '|': Staffel B's ``VfB 07 Lettin - SV Motor Zeitz 0,0:0,0`` (a
    match not played yet: before, it made the division's table unread, and Staffel B vanished in silence)
    and Staffel A's ``SV Lok Aschersleben - SG Aufbau Elbe Magdeburg II 3,0:4,0`` (7 board points of 8:
    before, refused) are read, each with a warning."""
    a = _read(PIPED, "1")
    assert _table(a) == {
        "USC Magdeburg II": (F(2), F(6)),
        "TSG Calbe/Sa": (F(2), F(9, 2)),
        "Burger SK": (F(2), F(9, 2)),
        "SG Aufbau Elbe Magdeburg II": (F(2), F(4)),
        "SV Rochade Magdeburg III": (F(1), F(4)),
        "SV Rochade Magdeburg II": (F(1), F(4)),
        "TSG Guts Muths 1860 Quedlinburg": (F(0), F(7, 2)),
        "SV Eintracht Tangerhütte": (F(0), F(7, 2)),
        "SV Lok Aschersleben": (F(0), F(3)),
        "Stendaler Schachklub e. V.": (F(0), F(2)),
    }
    assert any("7 game points in the match" in d.message and d.line == 8 for d in a.diagnostics)
    b = _read(PIPED, "2")
    assert _table(b) == {
        "SG Einheit Halle": (F(2), F(13, 2)),
        "1. SC Anhalt": (F(2), F(13, 2)),
        "SV Sangerhausen II": (F(1), F(4)),
        "Naumburger SV II": (F(1), F(4)),
        "USV Halle IV": (F(1), F(4)),
        "SV Merseburg II": (F(1), F(4)),
        "SK Dessau 93 II": (F(0), F(3, 2)),
        "SF Bad Schmiedeberg": (F(0), F(3, 2)),
        "VfB 07 Lettin": (F(0), F(0)),
        "SV Motor Zeitz": (F(0), F(0)),
    }
    assert any("no score, read as not played" in d.message and d.line == 14 for d in b.diagnostics)


def test_a_match_of_more_board_points_than_boards_is_still_refused() -> None:
    text = (
        "Runde 1\nAlpha - Beta 4,0:4,0\nGamma - Delta 5,0:3,0\nEpsilon - Zeta 5,0:4,0\n\n"
        "Runde 2\nAlpha - Gamma 4,0:4,0\nBeta - Epsilon 6,0:2,0\nDelta - Zeta 4,5:3,5\n"
    )
    with pytest.raises(ParseError, match="9 game points in the match, the other matches 8"):
        tiebreak.read_text(text, source="league.txt")
