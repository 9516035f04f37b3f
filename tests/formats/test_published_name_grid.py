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


# A Swiss of five over two rounds, the template of 2013-2019 (an 'X' on the diagonal): round 1 Ana 1-0
# Bora, Cica ½-½ Dado, Ema paired with 'Nepar' (the bye's pseudo-player: 1-0); round 2 Ana 1-0 Ema,
# Bora 1-0 Dado, Cica paired with 'Nepar'. SB, the points: Ana 2, Bora 1, Cica 1½, Dado ½, Ema 1, Nepar 0.
# The Buchholz by the grid (the opponents' points, 'Nepar' among them): Ana 1+1 = 2, Bora 2+½ = 2½,
# Cica ½+0 = ½, Dado 1½+1 = 2½, Ema 2+0 = 2, Nepar 1+1½ = 2½. SBP, that Buchholz plus the row's own
# points: Ana 2+2 = 4, Bora 2½+1 = 3½, Cica ½+1½ = 2, Dado 2½+½ = 3, Ema 2+1 = 3, Nepar 2½+0 = 2½.
# SBPP, the opponents' SBP plus the row's own: Ana 3½+3+4 = 10½, Bora 4+3+3½ = 10½, Cica 3+2½+2 = 7½,
# Dado 2+3½+3 = 8½, Ema 4+2½+3 = 9½, Nepar 3+2+2½ = 7½.
SWISS = [
    ["", "Ana", "Bora", "Cica", "Dado", "Ema", "Nepar", "", "Plasman", "", "SB", "", "SBP", "", "SBPP"],
    ["Ana", "X", "1", "", "", "1", "", "", "1", "", "2", "", "4", "", "10.5"],
    ["Bora", "0", "X", "", "1", "", "", "", "3", "", "1", "", "3.5", "", "10.5"],
    ["Cica", "", "", "X", "0.5", "", "1", "", "2", "", "1.5", "", "2", "", "7.5"],
    ["Dado", "", "0", "0.5", "X", "", "", "", "5", "", "0.5", "", "3", "", "8.5"],
    ["Ema", "0", "", "", "", "X", "1", "", "4", "", "1", "", "3", "", "9.5"],
    ["Nepar", "", "", "0", "", "0", "X", "", "6", "", "0", "", "2.5", "", "7.5"],
]


def test_a_buchholz_plus_the_own_points_is_no_criterion_and_is_not_checked() -> None:
    published = read_published(_text(SWISS), source="turnir.xlsm")
    assert [(c.heading, c.codes, c.named_by) for c in published.columns] == [
        ("SBP", (), "grid"),
        ("SBPP", (), "grid"),
    ]
    assert [r.values[0].text if r.values[0] else None for r in published.rows] == ["4", "3.5", "2", "3", "3"]
    messages = " | ".join(d.message for d in published.diagnostics)
    assert (
        "column 'SBP': every value is the sum of the row's opponents' points by the grid (a bye's "
        "pseudo-player too) plus its own points: no criterion of C.07; not checked" in messages
    )
    assert "column 'SBPP': every value is the sum of the row's opponents' 'SBP' by the grid" in messages
    assert "read as BH" not in messages


def test_a_pair_marked_x_counted_as_an_opponent_is_named() -> None:
    """Bora and Ema marked 'X' where they meet (a pair kept apart): the template sums the points over
    every filled cell of the row, so Bora's SBP is 2+½+1 (its own 'X') +1 (Ema's 'X') = 4½ and Ema's
    2+0+1+1 = 4; the other four rows are still their Buchholz plus their own points."""
    rows = [list(r) for r in SWISS]
    rows[2][5], rows[5][2] = "X", "X"
    rows[2][12], rows[5][12] = "4.5", "4"
    published = read_published(_text(rows), source="turnir.xlsm")
    assert (published.columns[0].heading, published.columns[0].codes) == ("SBP", ())
    messages = " | ".join(d.message for d in published.diagnostics)
    assert (
        "column 'SBP': the value of 4 of 6 rows is the sum of the row's opponents' points by the grid"
        in messages
    )
    assert "marked 'X' (a pair kept apart) too (Bora, Ema): no criterion of C.07" in messages


def test_a_column_that_fits_neither_on_most_rows_is_read_by_its_heading() -> None:
    rows = [list(r) for r in SWISS]
    for k, v in enumerate(["4", "1", "1", "1", "3", "2.5"], start=1):  # Bora, Cica, Dado fit nothing
        rows[k][12] = v
    published = read_published(_text(rows), source="turnir.xlsm")
    assert (published.columns[0].heading, published.columns[0].named_by) == ("SBP", "heading")
    messages = " | ".join(d.message for d in published.diagnostics)
    assert "column 'SBP': names no tie-break we know" in messages
    assert "plus its own points" not in messages
