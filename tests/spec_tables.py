"""Helpers for tests that compare our standings with reference tables (spec fixtures, oracle runs).

A reference table is the tab-separated output of the FIDE reference (``-dT``): ``SNo``/``StartNo``,
``Rank``, then one column per code, ``-0`` for an undefined value. Values are compared numerically
(``9.50`` equals ``9.5``), never as strings.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from tiebreak import Standings

UNDEFINED = "-0"


@dataclass(frozen=True)
class Table:
    """A reference table keyed by starting number: ``cells[sno][column]`` holds the printed text."""

    columns: tuple[str, ...]
    cells: dict[int, dict[str, str]]


def read_table(text: str) -> Table:
    """Parse a reference TSV (``SNo``/``StartNo`` and ``Rank`` in any order, then the codes)."""
    lines = [ln for ln in text.splitlines() if ln.strip() and not ln.startswith("#") and "\t" in ln]
    header = lines[0].split("\t")
    key = header.index("SNo") if "SNo" in header else header.index("StartNo")
    cells: dict[int, dict[str, str]] = {}
    for line in lines[1:]:
        parts = line.split("\t")
        cells[int(parts[key])] = {h: v.strip() for h, v in zip(header, parts, strict=True)}
    columns = tuple(h for h in header if h not in ("SNo", "StartNo"))
    return Table(columns, cells)


def cli_table(tsv: str) -> Table:
    """Our CLI's ``--format tsv`` output as a :class:`Table` (``Pts`` renamed ``PTS``, names dropped,
    an empty cell read as undefined)."""
    lines = [ln for ln in tsv.splitlines() if ln.strip()]
    header = ["PTS" if h == "Pts" else h for h in lines[0].split("\t")]
    cells: dict[int, dict[str, str]] = {}
    for line in lines[1:]:
        row = dict(zip(header, line.split("\t"), strict=True))
        row.pop("Name", None)
        cells[int(row["SNo"])] = {h: (v.strip() or UNDEFINED) for h, v in row.items()}
    return Table(tuple(h for h in header if h not in ("SNo", "Name")), cells)


def standings_table(standings: Standings) -> Table:
    """Our standings (library result) as a :class:`Table`, values printed exactly."""
    cells: dict[int, dict[str, str]] = {}
    for row in standings.rows:
        cells[row.sno] = {
            "Rank": str(row.rank),
            "PTS": _exact(row.points),
            **{c: _exact(v) for c, v in zip(standings.codes, row.values, strict=True)},
        }
    return Table(("Rank", "PTS", *standings.codes), cells)


def _exact(value: Fraction | None) -> str:
    if value is None:
        return UNDEFINED
    return f"{value.numerator}/{value.denominator}"


def _parse(text: str) -> Fraction | None:
    if text == UNDEFINED:
        return None
    return Fraction(text) if "/" in text else Fraction(Decimal(text))


def position_columns(table: Table) -> frozenset[str]:
    """The Direct Encounter columns (``DE``, ``DE/P`` …): the reference prints a place inside the
    group there, our DE column the points scored among the group (C.07 6.1), so only their effect
    on ``Rank`` can be compared."""
    return frozenset(c for c in table.columns if c.upper().split("/")[0] == "DE")


def mismatches(
    expected: Table, actual: Table, *, ranks: bool = True, skip: frozenset[str] = frozenset()
) -> tuple[int, list[str]]:
    """Compare every expected cell (``Rank`` too when ``ranks``) with the same cell of ``actual``,
    numerically. Columns are matched by name; the DE columns are never compared by value
    (:func:`position_columns`). Returns the number of cells compared and a description of each
    mismatch (a missing row or column is a mismatch)."""
    skip = skip | position_columns(expected)
    compared = 0
    problems: list[str] = []
    extra = sorted(set(actual.cells) - set(expected.cells))
    if extra:
        problems.append(f"unexpected rows {extra}")
    for sno, row in sorted(expected.cells.items()):
        mine = actual.cells.get(sno)
        for column in expected.columns:
            if column in skip or (column == "Rank" and not ranks):
                continue
            compared += 1
            if mine is None or column not in mine:
                problems.append(f"SNo {sno} {column}: missing")
                continue
            if _parse(mine[column]) != _parse(row[column]):
                problems.append(f"SNo {sno} {column}: expected {row[column]}, got {mine[column]}")
    return compared, problems
