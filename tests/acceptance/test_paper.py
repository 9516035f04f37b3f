"""FIDE's "Exercises in Tie-Breaking" (IA Mario Held, C.07-2023) as a test suite.

Every published value of the paper's 49 exercises (tests/data/paper/expected.tsv) is checked through the
command line, under ``--rules 2024`` (the 2024 profile implements C.07-2023, the edition the paper
solves). The fixtures (tests/data/paper/*.trf) are our own TRF files of the paper's four crosstables;
tests/data/paper/README.md says where each fact comes from and how the transcriptions were
cross-checked.

The paper prints values rounded (AOB to 0.01, ARO/TPR/APRO/PTP to whole points, SSSC to 0.1): a value
agrees when ours, rounded half up to the printed decimals, is the printed value. Ranks are compared
exactly; teams the paper prints side by side on equal scores share a rank.
"""

from __future__ import annotations

import csv
from collections import defaultdict
from decimal import ROUND_HALF_UP, Decimal
from typing import NamedTuple

import pytest

from conftest import DATA
from tiebreak.cli import main

PAPER = DATA / "paper"


class Value(NamedTuple):
    exercise: int
    fixture: str
    codes: str
    column: str
    sno: int
    expected: str
    note: str


def _values() -> list[Value]:
    with (PAPER / "expected.tsv").open(encoding="utf-8") as f:
        rows = csv.DictReader((line for line in f if not line.startswith("#")), delimiter="\t")
        return [
            Value(
                int(r["exercise"]),
                r["fixture"],
                r["list"],
                r["column"],
                int(r["sno"]),
                r["expected"],
                r["note"],
            )
            for r in rows
        ]


VALUES = _values()
BY_EXERCISE: dict[int, list[Value]] = defaultdict(list)
for _v in VALUES:
    BY_EXERCISE[_v.exercise].append(_v)


def _table(fixture: str, codes: str, capsys: pytest.CaptureFixture[str]) -> dict[tuple[int, str], str]:
    """The standings of ``fixture`` with ``codes`` under the 2024 rules, as printed by the CLI (TSV)."""
    status = main(
        [
            "standings",
            str(PAPER / f"{fixture}.trf"),
            "--tiebreaks",
            codes,
            "--rules",
            "2024",
            "--format",
            "tsv",
        ]
    )
    out = capsys.readouterr().out
    assert status == 0, out
    lines = out.splitlines()
    header = lines[0].split("\t")
    cells: dict[tuple[int, str], str] = {}
    for line in lines[1:]:
        row = dict(zip(header, line.split("\t"), strict=True))
        for column, text in row.items():
            cells[(int(row["SNo"]), column)] = text
    return cells


def agrees(expected: str, ours: str) -> bool:
    """Whether our printed value, rounded half up to the paper's decimals, is the paper's value.

    >>> agrees("13.38", "13.375"), agrees("1820", "1820"), agrees("38.8", "38.83"), agrees("", "")
    (True, True, True, True)
    >>> agrees("12.5", "12"), agrees("", "0")
    (False, False)
    """
    if not expected or not ours:
        return expected == ours
    want = Decimal(expected)
    return Decimal(ours).quantize(want, rounding=ROUND_HALF_UP) == want


def test_the_table_holds_every_exercise() -> None:
    assert sorted(BY_EXERCISE) == list(range(1, 50))
    assert len(VALUES) == 470


@pytest.mark.parametrize("exercise", sorted(BY_EXERCISE), ids=lambda n: f"exercise-{n:02d}")
def test_paper_exercise(exercise: int, capsys: pytest.CaptureFixture[str]) -> None:
    tables: dict[tuple[str, str], dict[tuple[int, str], str]] = {}
    wrong = []
    for v in BY_EXERCISE[exercise]:
        key = (v.fixture, v.codes)
        if key not in tables:
            tables[key] = _table(v.fixture, v.codes, capsys)
        ours = tables[key][(v.sno, v.column)]
        if not agrees(v.expected, ours):
            wrong.append(
                f"{v.fixture} {v.codes}: {v.column} of {v.sno} is {ours!r}, the paper {v.expected!r}"
                + (f" ({v.note})" if v.note else "")
            )
    assert not wrong, "\n".join(wrong)
