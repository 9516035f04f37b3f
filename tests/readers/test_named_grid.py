"""Round-robin grids whose columns are headed by the players' names (or their first letters), rows that
left out their own diagonal cell, two games per cell written by colour, and a text of several groups:
chessmail.eu's "cm 2024-02 Open" (``tests/data/real/chessmail-cm-2024-02-open.md``), groups of four,
each a double round robin, stored as Markdown without each row's empty diagonal cell.

Expected values are worked out by hand from the publication. Group 1 (``Sar bau Tsc Bul``):
SargonvonAkkad 1+½ +1+1 +1+1 = 5.5; bauernopfer47 ½+0 +1+0 +1+½ = 3; Tschechow 0+0 +1+0 +1+0 = 2;
Bull95 0+0 +½+0 +1+0 = 1.5 (12 points for 12 games), as its Points column prints. Group 8: Petz
½+1 +1+0 +1+1 = 4.5, wodi 0+½ +1+1 +1+0 = 3.5, Schachfedi 1+0 +0+0 +1+0 = 2, pilgrims 0+0 +1+0 +1+0 = 2.
"""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak.model.errors import ParseError, Severity
from tiebreak.readers import read_path, read_text
from tiebreak.readers._options import ReadOptions
from tiebreak.readers.rrgrid import read_grid
from tiebreak.readers.tables import classify_table, extract_tables, parse_columns

CHESSMAIL = Path(__file__).resolve().parents[1] / "data" / "real" / "chessmail-cm-2024-02-open.md"
F = Fraction


def _points(t: tiebreak.Tournament) -> dict[str, Fraction]:
    by_sno = {r.sno: r.points for r in tiebreak.compute_standings(t, []).rows}
    return {p.name: by_sno[p.sno] for p in t.players}


def _read(choice: str | None = None) -> tiebreak.Tournament:
    options = ReadOptions(columns=parse_columns(choice)) if choice else ReadOptions()
    return read_path(CHESSMAIL, options=options)


def test_headings_that_begin_the_names_make_the_columns_the_players() -> None:
    table = extract_tables(CHESSMAIL.read_text(encoding="utf-8"))[0]
    reading = classify_table(table)
    assert reading.kind == "grid"
    assert [(c.heading, c.number) for c in reading.role("opponent")] == [
        ("Sar", 1),
        ("bau", 2),
        ("Tsc", 3),
        ("Bul", 4),
    ]
    assert [c.heading for c in reading.role("name")] == ["Participants"]


def test_the_first_group_reads_with_its_published_points() -> None:
    t = _read()
    assert t.name == "Group 1"
    assert _points(t) == {
        "SargonvonAkkad": F(11, 2),
        "bauernopfer47": F(3),
        "Tschechow": F(2),
        "Bull95": F(3, 2),
    }
    assert [p.declared_points for p in t.players] == [F(11, 2), F(3), F(2), F(3, 2)]
    assert t.rounds == 6  # a double round robin of four


def test_each_row_left_out_its_own_cell_and_a_note_says_so() -> None:
    notes = [str(d) for d in _read("table=1").diagnostics]
    assert any("left out its own (diagonal) cell" in n for n in notes), notes
    assert any("game with White, then the game with Black" in n for n in notes), notes


def test_several_groups_are_several_events() -> None:
    t = _read()
    warnings = [str(d) for d in t.diagnostics if d.severity is Severity.WARNING]
    several = next(w for w in warnings if "this page holds 8 events" in w)
    assert "8 (table 8, 'Group 8'): 4 players" in several
    left = [str(d) for d in t.diagnostics if "makes no event" in str(d)]
    assert len(left) == 1 and ":59:" in left[0]  # group 9, cut short, left out


@pytest.mark.parametrize("choice", ["group=8", "table=8", "group=Group 8"])
def test_another_group_is_chosen(choice: str) -> None:
    t = _read(choice)
    assert _points(t) == {"Petz": F(9, 2), "wodi": F(7, 2), "Schachfedi": F(2), "pilgrims": F(2)}


def test_the_group_cut_short_is_refused() -> None:
    with pytest.raises(ParseError, match="group '9' names none of the 8 events"):
        _read("group=9")
    with pytest.raises(ParseError, match="no event found"):
        _read("table=9")


SINGLE = """| Player | Ann | Bor | Cle | Pts |
|---|---|---|---|---|
| Anna | 1 | ½ | 1.5 |
| Boris | 0 | 1 | 1 |
| Cleo | ½ | 0 | 0.5 |
"""


def test_a_single_round_robin_without_its_diagonal() -> None:
    t = read_text(SINGLE, source="grid.md")
    assert _points(t) == {"Anna": F(3, 2), "Boris": F(1), "Cleo": F(1, 2)}


def test_a_row_that_keeps_its_diagonal_among_rows_that_left_it_out_is_an_error() -> None:
    text = SINGLE.replace("| Boris | 0 | 1 | 1 |", "| Boris | 0 | x | 1 | 1 |")
    with pytest.raises(ParseError, match=r"row 2 of the grid keeps its own \(diagonal\) cell under 'Bor'"):
        read_text(text, source="grid.md")


def test_a_last_row_cut_short_is_said_to_be_cut() -> None:
    """The text ends inside the last row (a store's excerpt: ``| Cleo | ½``): said so, not taken for a
    row that keeps its diagonal cell."""
    text = SINGLE.replace("| Cleo | ½ | 0 | 0.5 |\n", "| Cleo | ½")
    with pytest.raises(
        ParseError, match=r"the last row of the grid \('Cleo'\) ends after 2 cells .* cut short"
    ) as e:
        read_text(text, source="grid.md")
    assert e.value.line == 5


def test_headings_out_of_row_order_make_no_named_grid() -> None:
    text = SINGLE.replace("| Ann | Bor | Cle |", "| Bor | Ann | Cle |")
    table = extract_tables(text)[0]
    assert classify_table(table).role("opponent") == []


def test_two_games_by_colour_fit_only_crossed() -> None:
    t = read_grid("1 Anna × 1½ 11\n2 Boris ½0 × 10\n3 Cleo 00 10 ×\n")
    assert _points(t) == {"Anna": F(7, 2), "Boris": F(3, 2), "Cleo": F(1)}
    assert any("game with White, then the game with Black" in str(d) for d in t.diagnostics)


def test_a_club_after_the_rating_is_no_part_of_the_name() -> None:
    """Issue 23's ``Steinbach, Wolfgang 1886 SG Solingen`` in a grid written with single blanks: the words
    after the rating are the club, with a note (before: the player was named ``Steinbach, Wolfgang SG
    Solingen``). The invented grid: Steinbach beat both, Meier beat Huber: 2, 1 and 0 points."""
    text = (
        "Nr Teilnehmer 1 2 3 Punkte\n"
        "1 Steinbach, Wolfgang 1886 SG Solingen * 1 1 2\n"
        "2 Meier, Hans 1750 SK Bonn 0 * 1 1\n"
        "3 Huber, Karl 1600 GER 0 0 * 0\n"
    )
    t = read_text(text, source="grid.txt")
    assert [(p.name, p.rating, p.federation) for p in t.players] == [
        ("Steinbach, Wolfgang", 1886, ""),
        ("Meier, Hans", 1750, ""),
        ("Huber, Karl", 1600, "GER"),
    ]
    assert _points(t) == {"Steinbach, Wolfgang": 2, "Meier, Hans": 1, "Huber, Karl": 0}
    note = next(d for d in t.diagnostics if "told from the name as the club" in d.message)
    assert note.severity is Severity.INFO and "'SG Solingen'" in note.message and note.line == 2
