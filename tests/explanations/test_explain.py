"""Explanations, diff and check: deciding criteria, contributions and cuts with numbers from the spec."""

from __future__ import annotations

import csv
import itertools
import subprocess
import sys
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from conftest import CORPUS, EXAMPLES
from tiebreak.cli import main
from tiebreak.explanations.explain import compare, explain_groups, explain_player, explain_value

# U1 (tests/data/spec/u1.trf): PAB, HPB, forfeit win/loss, withdrawal, last-round ZPB
U1 = """\
012 Article 16 example U1
042 2026/04/01
092 Swiss
XXR 4
001    1      Player A                          2200                             2.5    1     2 w 1     4 w 1     7 b =     3 b 0
001    2      Player B                          2150                             2.5    2     1 b 0     3 w =     4 w +     7 w 1
001    3      Player C                          2100                             3.0    3  0000 - H     2 b =     6 w 1     1 w 1
001    4      Player D                          2050                             1.5    4     5 w =     1 b 0     2 b -  0000 - U
001    5      Player E                          2000                             1.5    5     4 b =     6 w 1  0000 - Z  0000 - Z
001    6      Player F                          1950                             0.0    6     7 w 0     5 b 0     3 b 0  0000 - Z
001    7      Player G                          1900                             2.5    7     6 b 1  0000 - U     1 w =     2 b 0
"""


def _u1() -> tiebreak.Standings:
    return tiebreak.compute_standings(tiebreak.read_text(U1), "BH,BH/C1,SB,SB/C1")


def test_arena_chloe_above_ava_decided_by_bwg() -> None:
    s = tiebreak.compute_standings(tiebreak.load(EXAMPLES / "arena-5.trf"))
    c = compare(s, "Chloe Ng", "Ava Chen")
    assert c.code == "BWG"
    assert c.values == (Fraction(1), Fraction(0))
    assert c.equal_on == ("DE", "BH", "BH/C1", "BH/M1", "PS", "WIN", "SB")
    # the round-1 bye is a dummy scoring 2 (3.5 capped at 0.5 × 4)
    bh = explain_value(s, 2, 1)
    r1 = bh.contributions[0]
    assert (r1.round, r1.dummy, r1.value, r1.cap) == (1, True, Fraction(2), Fraction(2))
    assert "dummy opponent scoring 2" in r1.note and "16.4" in r1.note


def test_u1_vur_cut_first_and_adjusted_opponents() -> None:
    s = _u1()
    # C: HPB dummy min(3, 2) = 2.0 is a VUR and is cut although F's 0.5 is lower (C.07 16.5)
    c_bh = explain_value(s, 3, 1)
    assert c_bh.value == Fraction(11, 2)
    cut = [x for x in c_bh.contributions if x.cut]
    assert [(x.round, x.cut, x.value) for x in cut] == [(1, "vur", Fraction(2))]
    # E's SB/C1: least significant is F's 0.5, the VUR contributions are 0 < 0.5 -> F is cut -> 0.75
    e_sb = explain_value(s, 5, 3)
    assert e_sb.value == Fraction(3, 4)
    assert [(x.round, x.cut) for x in e_sb.contributions if x.cut] == [(2, "low")]
    # D's BH: E counts 2.5 (1.5 + two draws for the rounds after withdrawal, 16.3)
    d_bh = explain_value(s, 4, 0)
    e_round = d_bh.contributions[0]
    assert (e_round.opponent, e_round.value) == (5, Fraction(5, 2))
    assert "16.3" in e_round.note
    # B's forfeit win: dummy min(2.5, adj(D) = 1.5)
    b_bh = explain_value(s, 2, 0)
    r3 = b_bh.contributions[2]
    assert (r3.dummy, r3.value, r3.cap) == (True, Fraction(3, 2), Fraction(3, 2))


def test_direct_encounter_group_table_de2() -> None:
    # DE2 (tests/data/spec/de2.trf): X beat Y and Z, Y-Z did not meet: X placed first by the 6.3 rule, Y and Z stay tied
    text = """\
012 Direct encounter example DE2
042 2026/04/01
092 Swiss
XXR 3
001    1      DE X                              2300                             2.0    1     2 w 1     3 b 1     5 b 0
001    2      DE Y                              2280                             2.0    2     1 b 0     5 w 1     7 w 1
001    3      DE Z                              2260                             2.0    3     4 w 1     1 w 0     6 b 1
001    4      DE Four                           2240                             1.5    4     3 b 0     7 w =     8 w 1
001    5      DE Five                           2220                             1.0    5     6 w 0     2 b 0     1 w 1
001    6      DE Six                            2200                             1.5    6     5 b 1     8 w =     3 w 0
001    7      DE Seven                          2180                             1.0    7     8 w =     4 b =     2 b 0
001    8      DE Eight                          2160                             1.0    8     7 b =     6 b =     4 b 0
"""
    s = tiebreak.compute_standings(tiebreak.read_text(text), "DE,BH")
    assert [r.sno for r in s.rows][:3] == [1, 3, 2]
    e = explain_value(s, 1, 0)
    assert {g.sno: (g.score, g.maximum) for g in e.group} == {
        1: (Fraction(2), Fraction(2)),
        2: (Fraction(0), Fraction(1)),
        3: (Fraction(0), Fraction(1)),
    }
    assert compare(s, 3, 2).code == "BH"
    assert compare(s, 1, 3).code == "DE"
    story = explain_groups(s)[0]
    assert story.members == (1, 3, 2)
    assert [st.code for st in story.steps] == ["DE", "BH"]


def test_explain_player_lists_every_value() -> None:
    s = _u1()
    p = explain_player(s, "Player G")
    assert p.sno == 7
    assert [e.value for e in p.values] == [Fraction(15, 2), Fraction(7), Fraction(15, 4), Fraction(13, 4)]


def test_tied_throughout_buchholz_guide() -> None:
    s = tiebreak.compute_standings(tiebreak.load(EXAMPLES / "buchholz-guide-8.trf"))
    c = compare(s, "Egor", "Zhanna")
    assert c.criterion is None and "share place 6" in c.summary


def test_check_arena_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(EXAMPLES / "arena-5.trf")
    assert main(["check", path]) == 1
    out = capsys.readouterr().out
    assert "SNo 1 Chen, Ava: Rank published 1, computed 2" in out
    assert "SNo 2 Ng, Chloe: Rank published 2, computed 1" in out
    assert "BWG" in out
    assert main(["check", path, "--rules", "seed"]) == 0


def _with_ranks(trf: Path, ranks: dict[int, int], out: Path) -> Path:
    lines = []
    for line in trf.read_text(encoding="utf-8").splitlines():
        if line.startswith("001"):
            sno = int(line[4:8])
            line = line[:85].ljust(85) + f"{ranks[sno]:>4}" + line[89:]
        lines.append(line)
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return out


def test_check_corpus_ranks_agree_and_swaps_are_found(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    name = "sw-gen-005"
    with (CORPUS / f"{name}.expected.tsv").open(encoding="utf-8") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t"))
    codes = ",".join(h for h in rows[0] if h not in ("SNo", "Rank"))
    ranks = {int(r["SNo"]): int(r["Rank"]) for r in rows}
    good = _with_ranks(CORPUS / f"{name}.trf", ranks, tmp_path / "good.trf")
    assert main(["check", str(good), "-t", codes]) == 0
    capsys.readouterr()
    by_rank = sorted(ranks, key=lambda s: ranks[s])
    a, b = next((x, y) for x, y in itertools.pairwise(by_rank) if ranks[x] != ranks[y])
    swapped = dict(ranks)
    swapped[a], swapped[b] = ranks[b], ranks[a]
    bad = _with_ranks(CORPUS / f"{name}.trf", swapped, tmp_path / "bad.trf")
    assert main(["check", str(bad), "-t", codes]) == 1
    lines = [ln for ln in capsys.readouterr().out.splitlines() if ln.startswith("SNo ")]
    assert sorted(int(ln.split()[1]) for ln in lines) == sorted([a, b])


def test_check_published_values_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # the seed's own table checked against FIDE 2026: Chloe's BH 6.5 is wrong there (8.5, C.07 16.4)
    table = tmp_path / "published.csv"
    table.write_text("Rank,SNo,Name,BH,SB\n1,1,Ava,8.5,6.75\n2,2,Chloe,6.5,4.75\n", encoding="utf-8")
    assert main(["check", str(EXAMPLES / "arena-5.trf"), "--standings", str(table)]) == 1
    out = capsys.readouterr().out
    assert "SNo 2 Ng, Chloe: BH published 6.5, computed 8.5" in out
    assert "SNo 2 Ng, Chloe: SB published 4.75, computed 6.75" in out
    assert main(["check", str(EXAMPLES / "arena-5.trf"), "--standings", str(table), "--rules", "seed"]) == 0


def test_diff_cli_arena(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["diff", str(EXAMPLES / "arena-5.trf"), "--rules", "seed", "--rules", "2026"]) == 0
    out = capsys.readouterr().out
    assert "* Ng, Chloe (2): 2 → 1." in out and "BWG" in out
    assert "* Chen, Ava (1): 1 → 2." in out


def test_explain_cli_json_and_unknown_player() -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "tiebreak.cli", "explain", str(EXAMPLES / "arena-5.trf"), "Nobody"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert proc.returncode == 2
    assert "no competitor named 'Nobody'" in proc.stderr


def test_team_explanations_tm1() -> None:
    # TM1 (tests/data/team-spec): Team 1 met T2 (MP 2), T5 (MP 4), T3 (MP 4) scoring 1.5, 1.5, 1 game points
    t = tiebreak.load(tiebreak.example_path("team"))
    s = tiebreak.compute_standings(t, "MPTS,EMGSB,BC,SSSC,EGGSB")
    esb = explain_value(s, 1, 0)
    assert esb.value == 13
    assert [(c.value, c.points, c.amount) for c in esb.contributions] == [
        (2, Fraction(3, 2), 3),
        (4, Fraction(3, 2), 6),
        (4, 1, 4),
    ]
    bc = explain_value(s, 1, 1)
    assert bc.value == 6 and "1×2 + 2×2 = 6" in bc.summary
    sssc = explain_value(s, 1, 2)
    assert sssc.value == Fraction(733, 100) and "GP 4 + Buchholz on MP 10" in sssc.summary
    # 13.4, per round: the GP scored plus the opponent's MP over the divisor ⌊6 / 2⌋ = 3; the sum,
    # 4 + 10/3, rounds to 7.33
    assert [(c.value, c.points, c.amount) for c in sssc.contributions] == [
        (2, Fraction(3, 2), Fraction(3, 2) + Fraction(2, 3)),
        (4, Fraction(3, 2), Fraction(3, 2) + Fraction(4, 3)),
        (4, 1, 1 + Fraction(4, 3)),
    ]
    eggsb = explain_value(s, 1, 3)
    assert eggsb.value == 14
    assert [c.value for c in eggsb.contributions] == [3, 4, Fraction(7, 2)]


def test_tied_comparisons_are_compare_with_the_neighbour_on_equal_points() -> None:
    """The one-pass version agrees with compare() row by row (a generated Swiss event, the Arena one)."""
    from tiebreak.explanations.explain import tied_comparisons
    from tiebreak.ranking.engine import compute_standings
    from tiebreak.readers import example_text, read_text

    sys.path.insert(0, str(Path(__file__).parents[2] / "benchmarks"))
    from generate import generate

    for text in (example_text("arena"), generate(300, 9, 11)):
        s = compute_standings(read_text(text))
        rows = s.rows
        expected = []
        for k, r in enumerate(rows):
            if k > 0 and rows[k - 1].points == r.points:
                expected.append(compare(s, r.sno, rows[k - 1].sno))
            elif k + 1 < len(rows) and rows[k + 1].points == r.points:
                expected.append(compare(s, r.sno, rows[k + 1].sno))
            else:
                expected.append(None)
        assert list(tied_comparisons(s, detail=True)) == expected
        assert sum(c is not None for c in expected) > 2
