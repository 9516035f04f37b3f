"""JSON records whose rounds stand in a list (vegashare's JSON of Vega's cross table: ``{"rank": "1",
"name": …, "score": "5.0", "results": ["116", "½4", …], "bh": …}``), and Vega's cells whose result and
opponent ran together (``116``: won against place 16; the page writes them in two blocks).

Before, a record holding a list was no table's row (``a JSON document of a form not read``), and a cell
``116`` was refused (``cannot read the cell '116'``). Now the list is a column an item, headed 1, 2, …
as a crosstable numbers its rounds, and a table whose every round cell is a Vega cell reads them run
together, with the warning that the colours are lost.

The invented event, a round robin of four players by place: round 1 Anna (1) beat Dora (4), Bert (2)
drew Cora (3); round 2 Anna drew Bert, Cora beat Dora; round 3 Anna beat Cora, Bert beat Dora. Points:
Anna 2½, Bert 2, Cora 1½, Dora 0; Buchholz (the opponents' points): Anna 0 + 2 + 1½ = 3½, Bert 1½ + 2½
+ 0 = 4, Cora 2 + 0 + 2½ = 4½, Dora 2½ + 1½ + 2 = 6.
"""

from __future__ import annotations

import json
import sys
from fractions import Fraction as F
from pathlib import Path

import pytest

from tiebreak.cli import main
from tiebreak.model.tournament import Color, Result
from tiebreak.readers import read_text

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from event_points import points_by_name

RECORDS = [
    {"rank": "1", "name": "Adler,Anna", "rating": "2010", "score": "2.5", "results": ["14", "½2", "13"]},
    {"rank": "2", "name": "Berg,Bert", "rating": "1950", "score": "2.0", "results": ["½3", "½1", "14"]},
    {"rank": "3", "name": "Claus,Cora", "rating": "1890", "score": "1.5", "results": ["½2", "14", "01"]},
    {"rank": "4", "name": "Dorn,Dora", "rating": "1800", "score": "0.0", "results": ["01", "03", "02"]},
]


def _with_buchholz() -> str:
    records = [dict(r) for r in RECORDS]
    for r, bh in zip(records, ("3.5", "4.0", "4.5", "6.0"), strict=True):  # by hand, from the rounds above
        r["bh"] = bh
    return json.dumps(records, ensure_ascii=False, indent=2)


def test_records_with_a_list_of_rounds_read_as_a_crosstable() -> None:
    t = read_text(json.dumps(RECORDS, ensure_ascii=False), source="crosstablescore.json")
    assert points_by_name(t) == {
        "Adler,Anna": F(5, 2),
        "Berg,Bert": F(2),
        "Claus,Cora": F(3, 2),
        "Dorn,Dora": F(0),
    }
    number = {p.name: p.sno for p in t.players}
    anna = next(p for p in t.players if p.name == "Adler,Anna")
    assert [(e.opponent, e.result, e.color) for e in anna.rounds] == [
        (number["Dorn,Dora"], Result.WIN, Color.NONE),
        (number["Berg,Bert"], Result.DRAW, Color.NONE),
        (number["Claus,Cora"], Result.WIN, Color.NONE),
    ]
    said = " ".join(d.message for d in t.diagnostics)
    assert "run together" in said and "without colours" in said


def test_check_reads_the_records_published_tie_breaks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "crosstablescore.json"
    path.write_text(_with_buchholz(), encoding="utf-8")
    assert main(["check", str(path), "--rules", "2024"]) == 0
    out = capsys.readouterr().out
    assert "bh = BH" in out and "4 of 4 agree" in out
