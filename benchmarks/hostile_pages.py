"""Hostile web pages: the time to parse each grows with its length, not with its square.

    python benchmarks/hostile_pages.py [--sizes 40000,160000,640000]

Each form is a page of markup that once made a reader walk back over what it had read for every tag:
tables nested in cells thousands deep (each level's cell read again as a page of its own), a table in
each of thousands of cells (the lines of the page counted again from its start for each), and a page
of Vega's match cards with thousands of elements left open and as many end tags of no element open
(each end tag and each piece of text walked the stack of open elements). The table shows the best CPU
time of three parses of each size and the time per MB: a linear reader keeps that last column flat.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from tiebreak.readers.webpage import parse_page


def nested_tables(size: int) -> str:
    unit = "<table><tr><td>x</td><td>"
    depth = size // (len(unit) + len("</td></tr></table>"))
    return unit * depth + "y" + "</td></tr></table>" * depth


def tables_in_cells(size: int) -> str:
    cell = "<td><table><tr><td>a</td></tr><tr><td>b</td></tr></table></td>\n"
    return "<table><tr>" + cell * (size // len(cell)) + "</tr></table>"


def open_cards(size: int) -> str:
    n = size // len("<div>x</span>")
    return '<div class="match-item player-stat-row">' + "<div>x" * n + "</span>" * n


FORMS: tuple[tuple[str, Callable[[int], str]], ...] = (
    ("tables nested in cells", nested_tables),
    ("a table in every cell", tables_in_cells),
    ("match cards left open", open_cards),
)


def per_size(
    doc: str, forms: tuple[tuple[str, Callable[[int], str]], ...], run: Callable[[str], object], sizes: str
) -> None:
    """The table of a linearity benchmark: each form at each size (``--sizes``), the best CPU time of
    three runs of ``run`` on it, and that time per MB."""
    parser = argparse.ArgumentParser(description=doc.split("\n")[0])
    parser.add_argument("--sizes", default=sizes)
    args = parser.parse_args()
    print(f"{'form':24} {'bytes':>9} {'CPU s':>7} {'CPU s/MB':>9}")
    for name, make in forms:
        for size in (int(s) for s in args.sizes.split(",")):
            text = make(size)
            best = float("inf")
            for _ in range(3):
                start = time.process_time()
                run(text)
                best = min(best, time.process_time() - start)
            print(f"{name:24} {len(text):9d} {best:7.3f} {best / len(text) * 1e6:9.2f}")


def main() -> None:
    per_size(__doc__ or "", FORMS, parse_page, "40000,160000,640000")


if __name__ == "__main__":
    main()
