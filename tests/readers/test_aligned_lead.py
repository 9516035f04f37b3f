"""A club's text whose tables begin with columns aligned with blanks and go on separated by tabs (SK
Springer's Grand-Prix text, tests/data/real/springer-grandprix-2023.txt), and a text of several events of
overlapping players read as one with a warning naming the others. The tables below are invented: in
each, the rows' points are what their cells give."""

from __future__ import annotations

from tiebreak.readers import read_text
from tiebreak.readers.tables import extract_tables

SWISS = (
    " #        Name  Punkte\tR1\tR2\n"
    " 1       Adler  2.0\t3w1\t2s1\n"
    " 2  Bernstein  1.0\t4w1\t1w0\n"
    " 3     Clemens  1.0\t1s0\t4w1\n"
    " 4      Dietz  0.0\t2s0\t3s0\n"
)


def test_the_blank_aligned_first_columns_are_cut_apart() -> None:
    (table,) = extract_tables(SWISS, source="gp.txt")
    assert [c.text for c in table.rows[0]] == ["#", "Name", "Punkte", "R1", "R2"]
    assert [c.text for c in table.rows[2]] == ["2", "Bernstein", "1.0", "4w1", "1w0"]
    t = read_text(SWISS, source="gp.txt", input_format="tables")
    assert [(p.name, p.declared_points) for p in t.players][:2] == [("Adler", 2), ("Bernstein", 1)]


OTHER = (
    " #        Name  Punkte\tR1\tR2\n"
    " 1       Adler  1.5\t2w1\t3s½\n"
    " 2      Eckart  0.5\t1s0\t3w½\n"
    " 3   Bernstein  1.0\t2s½\t1w½\n"
)


PAIR = " #        Name  Punkte\tR1\n 1       Adler  1.0\t2w1\n 2  Bernstein  0.0\t1s0\n"
"""An event of two of the first's players: within its players, so not told apart from it as another."""


def test_other_events_of_other_players_left_unread_are_named() -> None:
    t = read_text(SWISS + "\n\n" + OTHER + "\n\n" + PAIR, source="gp.txt", input_format="tables")
    assert len(t.players) == 4
    (warning,) = [d for d in t.diagnostics if "other table(s) that look like events" in d.message]
    assert (
        "this input holds 1 other table(s) that look like events of other players (table 2" in warning.message
    )
    assert "table 1 is read" in warning.message


def test_decimal_commas_in_blank_separated_text_are_no_separator() -> None:
    """A league table copied from a German page (Wikipedia's División de Honor 2016, as the search
    tool's page store keeps it): ``34,0:15,0`` holds decimal commas, not three comma-separated fields."""
    text = (
        "Pl. Verein Sp G U V Mannsch.-P. Brett-P.\n"
        "01. Sestao Fundacion EDP 7 6 1 0 13:1 34,0:15,0\n"
        "02. Mérida Patrimonio de la Humanidad 7 4 1 2 9:5 26,5:22,5\n"
        "03. Club Ajedrez Jaime Casas (N) 7 4 0 3 8:6 24,5:24,5\n"
    )
    (table,) = extract_tables(text, source="tabelle.txt")
    assert table.rows[1][-1].text == "34,0:15,0"
