"""A Markdown table whose cells escape their punctuation with backslashes (``\\*\\*`` on a team
crosstable's diagonal, as a club's Markdown page types it) reads as the characters, each cell at its
column (:func:`tiebreak.readers._without_markdown_escapes`)."""

from __future__ import annotations

from fractions import Fraction

import tiebreak
from tiebreak.readers import _without_markdown_escapes, read_text

# Four teams of four boards; match points by hand: A beats B 3-1, draws C 2-2, beats D 4-0 (5 MP, 9
# BP); B beats C 2½-1½, loses to D 1-3 (2 MP, 4½ BP); C 2 MP, 5½ BP; D beats B, draws C (3 MP, 5 BP).
TABLE = """### Abschlusstabelle

| Rang | Mannschaft |    1 |    2 |    3 |    4 | MP |  BP |
| ---: | ---------- | ---: | ---: | ---: | ---: | -: | --: |
|    1 | Alpha      | \\*\\* |    4 |    2 |    3 |  5 |   9 |
|    2 | Delta      |    0 |    \\*\\* | 2 |    3 |  3 |   5 |
|    3 | Gamma      |    2 |    2 |   \\*\\* |  1,5 |  2 | 5,5 |
|    4 | Beta       |    1 |    1 |  2,5 | \\*\\* |  2 | 4,5 |
"""


def test_an_escaped_diagonal_reads_as_the_diagonal() -> None:
    event = read_text(TABLE, source="league.md")
    assert event.is_team_event
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    got = {row.name: (row.rank, row.points, row.values[0]) for row in standings.rows}
    assert got == {
        "Alpha": (1, Fraction(5), Fraction(9)),
        "Delta": (2, Fraction(3), Fraction(5)),
        "Gamma": (3, Fraction(2), Fraction(11, 2)),
        "Beta": (4, Fraction(2), Fraction(9, 2)),
    }
    said = [d for d in event.diagnostics if "escape punctuation with a backslash" in d.message]
    assert len(said) == 1 and said[0].line == 5 and "'\\\\*' the first" in said[0].message


def test_every_cell_keeps_its_column() -> None:
    """The backslashes go, each cell padded after its text: every ``|`` stands where it stood, so that a
    message names the column of the input."""
    text, note = _without_markdown_escapes(TABLE, ".md", "league.md")
    assert note is not None and "\\" not in text
    for before, after in zip(TABLE.splitlines(), text.splitlines(), strict=True):
        assert len(after) == len(before)
        assert [k for k, ch in enumerate(after) if ch == "|"] == [
            k for k, ch in enumerate(before) if ch == "|"
        ]
    assert "| **   |" in text


def test_an_escaped_bar_and_text_outside_tables_stay_as_written() -> None:
    text = "Match \\*report\\*\n\n| a \\| b | c |\n"
    assert _without_markdown_escapes(text, ".md", None) == (text, None)
