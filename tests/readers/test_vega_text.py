"""Vega's text cross table: ``Pos NAME Rtg T Fed Pts | 1 2 … | DirE Mwns MBlk Buc1 BucT S-B``,
a ``|`` rule between the blocks of columns, a title column headed ``T`` (empty for most), names of
several words, a two-letter state under ``Fed``, byes written ``+BYE`` / ``-BYE``.

The fixture is typed in that form with invented players (2 rounds): R1 Ames-Cruz 1-0 (Ames White),
Bell a full-point bye, Dorn absent (-BYE); R2 Bell-Ames 0-1 (Bell White), Cruz-Dorn ½-½.

Hand computation under the rules before C.07 (C.02 Annex 3), n = 2. Opponents' scores with every
round not played over the board as a draw: Ames 2, Bell ½ + 0 = 0.5, Cruz 0.5, Dorn ½ + ½ = 1. Virtual
opponents: Bell's bye 0 + (1 - 1) + ½ × 1 = 0.5, Dorn's absence 0 + (1 - 0) + ½ × 1 = 1.5.
BucT: Ames 0.5 + 0.5 = 1, Bell 0.5 + 2 = 2.5, Cruz 2 + 1 = 3, Dorn 1.5 + 0.5 = 2; Buc1 drops the lowest:
0.5, 2, 2, 1.5. S-B, as Vega prints it (spec §10.4: an own unplayed round adds the virtual opponent's score
times the points got in it): Ames 0.5 × 1 + 0.5 × 1 = 1, Bell 0.5 × 1 (bye) + 2 × 0 = 0.5, Cruz 2 × 0 + 1 × ½ =
0.5, Dorn 1.5 × 0 (absence) + 0.5 × ½ = 0.25; Swiss-Manager's convention (legacy-sm: the unplayed round a draw)
would print Bell 0.25 and Dorn 1. DirE: Cruz and Dorn tied, drew: ½ each.
Mwns (wins, the bye counts): 2, 1, 0, 0; MBlk (games with Black): 1, 0, 1, 1.
"""

from __future__ import annotations

from fractions import Fraction as F

import tiebreak
from tiebreak.checking.check import check_published
from tiebreak.formats.published import read_published
from tiebreak.model.tournament import Result
from tiebreak.readers import read_text

VEGA = """\
2019 Riverside Championship
Cross Table at round 2 sorted by score

Pos NAME                           Rtg   T  Fed  Pts |   1     2    |  DirE    Mwns    MBlk    Buc1    BucT     S-B
-----------------------------------------------------------------------------------------------------------------
1 Ames,Ann                       2045 WFM  WA  2.0 | +W3   +B2    |    0.0      2      1     0.5     1.0    1.00
2 Bell,Bo                        1880      WA  1.0 | +BYE  -W1    |    0.0      1      0     2.0     2.5    0.50
3 Cruz,Cy Lee                    1860      WA  0.5 | -B1   =W4    |    0.5      0      1     2.0     3.0    0.50
4 Dorn,Di                        1840      WA  0.5 | -BYE  =B3    |    0.5      0      1     1.5     2.0    0.25
"""


def test_vega_text_cross_table_reads_its_columns() -> None:
    t = read_text(VEGA, source="vega.txt")
    assert [(p.name, p.rating, p.title, p.federation) for p in t.players] == [
        ("Ames,Ann", 2045, "WFM", "WA"),
        ("Bell,Bo", 1880, "", "WA"),
        ("Cruz,Cy Lee", 1860, "", "WA"),
        ("Dorn,Di", 1840, "", "WA"),
    ]
    assert [e.result for e in t.player(2).rounds] == [Result.PAB, Result.LOSS]
    assert t.player(4).rounds[0].result is Result.ZERO_BYE
    assert [p.declared_points for p in t.players] == [F(2), F(1), F(1, 2), F(1, 2)]


def test_vega_published_values_agree_under_the_rules_before_c07() -> None:
    t = read_text(VEGA, source="vega.txt")
    published = read_published(VEGA, source="vega.txt")
    assert [c.codes[0] for c in published.columns] == ["DE", "WIN", "BPG", "BH/C1", "BH", "SB"]
    assert [r.name for r in published.rows] == ["Ames,Ann", "Bell,Bo", "Cruz,Cy Lee", "Dorn,Di"]
    report = check_published(t, published, options=tiebreak.Options(rules=tiebreak.Rules.LEGACY))
    assert report.checked == (4, 4, 24) and report.differences == ()
    # without an edition asked for, the one that agrees best is chosen: legacy, all 24 values
    best = check_published(t, published)
    assert best.rules is tiebreak.Rules.LEGACY and best.editions[0].values == 24
    sm = check_published(t, published, options=tiebreak.Options(rules=tiebreak.Rules.LEGACY_SM))
    assert {(c.sno, c.computed) for c in sm.differences} == {(2, "0.25"), (4, "1")}
