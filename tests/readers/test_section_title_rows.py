"""A section's title among a table's rows (a copied page's ``Ａクラス`` line between rows 11 and 12): the
rows numbered on under it are the table's own. A run of rows that begins with a row of no cell (an
empty line kept as a row, as a fuzzed Markdown page gave one) is no such rest: no number to go on from."""

from __future__ import annotations

from tiebreak.readers.tables import Table, TableCell, _rows_go_on, extract_tables


def _row(*texts: str) -> tuple[TableCell, ...]:
    return tuple(TableCell(t, 1, k + 1) for k, t in enumerate(texts))


def test_rows_numbered_on_under_a_title_line_are_the_tables_own() -> None:
    text = "No\tName\tPts\n1\tAnn\t3\n2\tBob\t2\n3\tCy\t1\nA-Klasse\n4\tDan\t1\n5\tEve\t0\n"
    tables = extract_tables(text, source="copy")
    assert len(tables) == 1
    assert [r[1].text for r in tables[0].rows[1:]] == ["Ann", "Bob", "Cy", "Dan", "Eve"]
    assert any("A-Klasse" in n for n in tables[0].notes)


def test_a_run_that_begins_with_a_row_of_no_cell_is_not_joined() -> None:
    prev = Table((_row("No", "Name", "Pts"), _row("1", "Ann", "3"), _row("2", "Bob", "2")), "text", 1)
    t = Table(((), _row("3", "Cy", "1")), "text", 5)
    assert not _rows_go_on(prev, t)
