"""A tab-separated line's fields: each field stripped of its blanks, at the column where its text
starts (1-based), the way a workbook's rows and a browser's copies are split. Plain lines (nothing to
strip or collapse) are split in C; these properties hold the quick way to what the rule says for every
line, plain or not."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tiebreak.readers._builder import plain_tabbed
from tiebreak.readers.crosstable import split_fields
from tiebreak.readers.tables import split_text_table

_CHARS = st.sampled_from(["a", "B", "1", "½", "ä", " ", "\t", "\xa0", "\u3000", "\x0b", ",", "-"])
_PART = st.lists(_CHARS, max_size=15).map("".join)
_LINES = st.tuples(_PART, _PART).map("\t".join)  # a tab in every line, built in (not filtered for)


def _by_rule(line: str) -> list[tuple[str, int]]:
    """Each field stripped, with the column of its first character that is no blank."""
    out, start = [], 0
    for part in line.split("\t"):
        lead = len(part) - len(part.lstrip())
        out.append((part.strip(), start + lead + 1))
        start += len(part) + 1
    return out


@given(_LINES)
def test_fields_of_a_tabbed_line_are_stripped_at_their_columns(line: str) -> None:
    assert split_fields(line, "\t") == _by_rule(line)


@given(_LINES)
def test_a_plain_line_needs_no_stripping(line: str) -> None:
    if plain_tabbed(line):
        assert all(text == part for (text, _), part in zip(_by_rule(line), line.split("\t"), strict=True))
        assert all(p.isprintable() and "  " not in p for p in line.split("\t"))


@given(st.lists(_LINES.filter(lambda x: x.strip()), min_size=2, max_size=4))
def test_a_table_of_tabbed_lines_keeps_each_cell_where_it_stands(lines: list[str]) -> None:
    table = split_text_table(list(enumerate(lines, start=1)))
    if table is None:
        return
    for (lineno, line), row in zip(enumerate(lines, start=1), table.rows, strict=False):
        cells = [c for c in row if c.line == lineno]
        expected = [(" ".join(t.split()), col) for t, col in _by_rule(line)]
        assert [(c.text, c.column) for c in cells][-len(expected) :] == expected
