"""A standings grid with the players' names as column heads (an organiser's own workbook): read as the
published ranking, its columns after the grid told by what they hold. Expected values are worked out by
hand from the grid below."""

from __future__ import annotations

from tiebreak.formats.published import read_published

# A round robin of four: Ana beat Bora and Cica and drew Dado (2½); Bora beat Cica and Dado (2); Cica
# beat Dado (1); Dado ½. 'Nepar' is a bye's pseudo-player (no game here). After the grid: the place,
# SB (the points, a "sum of points"), SBP (the opponents' points: Ana 2+1+½ = 3½, Bora 2½+1+½ = 4,
# Cica 2½+2+½ = 5, Dado 2½+2+1 = 5½) and SBPP (the opponents' SBP: Ana 4+5+5½ = 14½, Bora 3½+5+5½ = 14,
# Cica 3½+4+5½ = 13, Dado 3½+4+5 = 12½); then scratch headings after empty columns.
ROWS = [
    ["", "Ana", "Bora", "Cica", "Dado", "Nepar", "", "Plasman", "", "SB", "", "SBP", "", "SBPP"],
    ["Ana", "", "1", "1", "0.5", "", "", "1", "", "2.5", "", "3.5", "", "14.5"],
    ["Bora", "0", "", "1", "1", "", "", "2", "", "2", "", "4", "", "14"],
    ["Cica", "0", "0", "", "1", "", "", "3", "", "1", "", "5", "", "13"],
    ["Dado", "0.5", "0", "0", "", "", "", "4", "", "0.5", "", "5.5", "", "12.5"],
    ["Nepar", "", "", "", "", "", "", "5", "", "0", "", "0", "", "0"],
    ["", "", "", "", "", "", "", "", "", "6", "", "18", "", "54"],
]


def _text(rows: list[list[str]], scratch: bool = False) -> str:
    lines = [
        "\t".join(r + (["", "", "", "", "Igrac 2"] if scratch and i == 0 else [])) for i, r in enumerate(rows)
    ]
    return "Sheet Plasman\n" + "\n".join(lines) + "\n"


def test_the_columns_are_told_by_what_they_hold() -> None:
    published = read_published(_text(ROWS, scratch=True), source="turnir.xlsx")
    assert [(c.heading, c.codes) for c in published.columns] == [("SBP", ("BH",)), ("SBPP", ())]
    assert [
        (r.name, r.rank.text if r.rank else None, r.points.text if r.points else None) for r in published.rows
    ] == [
        ("Ana", "1", "2.5"),
        ("Bora", "2", "2"),
        ("Cica", "3", "1"),
        ("Dado", "4", "0.5"),
    ]
    assert [r.values[0].text if r.values[0] else None for r in published.rows] == ["3.5", "4", "5", "5.5"]
    messages = " | ".join(d.message for d in published.diagnostics)
    assert "column 'SB': every value is its row's sum of the grid's cells, read as the points" in messages
    assert "sum of the row's opponents' 'SBP': no criterion of C.07" in messages
    assert "row 'Nepar': the bye's pseudo-player" in messages
    assert "from 'Igrac 2'" in messages  # the scratch heading is left out, with a note


def test_an_sb_that_is_not_the_sums_stays_sonneborn_berger() -> None:
    rows = [list(r) for r in ROWS]
    rows[1][9] = "3"  # Ana's SB no longer her grid's sum 2½: the column is no points column
    published = read_published(_text(rows), source="turnir.xlsx")
    assert all(r.points is None for r in published.rows)
    assert (published.columns[0].heading, published.columns[0].codes) == ("SB", ("SB",))
    # without the points, SBP cannot be told to be the opponents' points: it is read by its heading
    assert ("SBP", ()) in [(c.heading, c.codes) for c in published.columns]
