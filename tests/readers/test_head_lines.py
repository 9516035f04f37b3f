"""The sniffers' look at a text's first lines (``crosstable.head_lines``, ``_builder.first_line``) gives the
lines that cleaning and splitting the whole text gives, without doing it for all of a long text: the cut
it makes may fall inside a line, a ``\\r\\n`` or a letter and its combining accent."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tiebreak.readers._builder import clean, first_line
from tiebreak.readers.crosstable import head_lines, text_lines

PIECES = st.sampled_from(
    [
        "a",
        "é",
        "e\u0301",
        "\r\n",
        "\n",
        "\r",
        "\u2013",
        "\u00a0",
        "\ufeff",
        "  ",
        "\u2028",
        "\x0c",
        "12w½ ",
        "x" * 300,
    ]
)
TEXTS = st.lists(PIECES, max_size=600).map("".join)


@given(TEXTS, st.integers(min_value=1, max_value=300))
def test_head_lines_are_the_first_lines(text: str, count: int) -> None:
    assert head_lines(text, count) == text_lines(text)[:count]


@given(TEXTS)
def test_first_line_is_the_first_not_blank(text: str) -> None:
    assert first_line(text) == next((line for line in clean(text).splitlines() if line.strip()), "")


def test_a_long_text_is_cut_inside_a_line() -> None:
    text = "\n".join(f"{k} " + "x" * 97 for k in range(3000))  # 300 kB: past the first cut at 64 kB
    assert head_lines(text, 700) == text_lines(text)[:700]
    assert len(head_lines(text, 700)) == 700
    assert first_line("\n" * 70000 + " \n Header") == " Header"
