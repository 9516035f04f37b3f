"""A hand-made round-robin grid whose rows are aligned on their ends (a club's old page: the headings
``1 2 3 =`` over the results and the points only, a row without a title one cell short), as
``tests/data/real/norrebro-*`` are. The grid below is invented: Aa beat Bo and drew Cy (1½), Bo beat
Cy (1), Cy drew Aa (½)."""

from __future__ import annotations

from fractions import Fraction

from tiebreak.readers import read_text
from tiebreak.readers.tables import extract_tables


def row(*cells: str) -> str:
    return "<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>\n"


GRID = (
    "<html><body><p>3 runder i perioden 1. til 3. maj</p><table>\n"
    + row("1", "2", "3", "=")
    + row("Aa, Ann", "GM", "Denmark", "x", "1", "½", "1½")
    + row("Bo, Bob", "Sweden", "0", "x", "1", "1")
    + row("Cy, Cid", "IM", "Norway", "½", "0", "x", "½")
    + "</table></body></html>\n"
)


def test_rows_are_read_by_their_ends() -> None:
    t = read_text(GRID, source="grid.html")
    assert {p.name: p.declared_points for p in t.players} == {
        "Aa, Ann": Fraction(3, 2),
        "Bo, Bob": Fraction(1),
        "Cy, Cid": Fraction(1, 2),
    }
    assert any("read by their last cells" in d.message for d in t.diagnostics)


def test_a_ragged_table_without_its_diagonal_stays_as_it_is() -> None:
    ragged = GRID.replace("<td>x</td>", "<td>0</td>")
    (table,) = extract_tables(ragged, source="ragged.html")
    assert [len(r) for r in table.rows] == [4, 7, 6, 7]
    assert not table.notes
