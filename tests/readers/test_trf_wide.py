"""TRF with wider player ids (``XXW n``): the fields after the starting rank move right."""

from __future__ import annotations

import pytest

import tiebreak
from conftest import EXAMPLES
from tiebreak.readers.trf import read_trf

CODES = "DE,BH,BH/C1,BH/M1,PS,WIN,SB,BWG,ARO,RTNG"


def _widen(text: str, width: int) -> str:
    """The same event written with ``width``-digit player ids (as a wide-id writer would)."""
    out = []
    for line in text.splitlines():
        if line.startswith("001"):
            head = line[:4] + line[4:8].strip().rjust(width) + line[8:89]
            blocks = [line[k : k + 8] for k in range(91, len(line), 10)]
            line = head + "".join(
                "  " + (b[:4].strip().rjust(width, "0" if b[:4] == "0000" else " ") + b[4:]) for b in blocks
            )
        out.append(line)
    return "\n".join([*out[:1], f"XXW {width}", *out[1:]]) + "\n"


@pytest.mark.parametrize("width", [5, 6])
def test_wide_ids_read_as_the_four_digit_file(width: int) -> None:
    text = (EXAMPLES / "arena-5.trf").read_text(encoding="utf-8")
    narrow = read_trf(text)
    wide = read_trf(_widen(text, width))
    assert [(p.sno, p.name, p.rating, p.rounds, p.declared_points) for p in wide.players] == [
        (p.sno, p.name, p.rating, p.rounds, p.declared_points) for p in narrow.players
    ]
    assert wide.diagnostics == ()
    a = tiebreak.compute_standings(narrow, CODES)
    b = tiebreak.compute_standings(wide, CODES)
    assert [(r.rank, r.sno, r.points, r.values) for r in a.rows] == [
        (r.rank, r.sno, r.points, r.values) for r in b.rows
    ]


def test_wide_ids_above_9999() -> None:
    line = "001 {sno:>5} m    {name:<33} 2000 FID {fid:>11} {blank:>10} {pts} {rank:>4}  {opp:>5} {col} {res}"
    text = (
        "\n".join(
            [
                "012 Wide",
                "092 Individual: Swiss-System",
                "XXW 5",
                "142 1",
                line.format(
                    sno=12345, name="A, B", fid=1, blank="", pts=" 1.0", rank=1, opp=10001, col="w", res="1"
                ),
                line.format(
                    sno=10001, name="C, D", fid=2, blank="", pts=" 0.0", rank=2, opp=12345, col="b", res="0"
                ),
            ]
        )
        + "\n"
    )
    t = read_trf(text)
    assert [(p.sno, p.rounds[0].opponent) for p in t.players] == [(10001, 12345), (12345, 10001)]
    assert t.diagnostics == ()


def test_bad_width_is_a_parse_error() -> None:
    with pytest.raises(tiebreak.ParseError, match=r"XXW: expected the width of player ids"):
        read_trf("XXW 12\n001    1 m    A\n")
