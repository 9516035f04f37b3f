"""``tiebreak check`` on what publishers print (issue 23, item 6): places shared by design, an export's own
unnamed tie-break columns, the editions tried (2026, 2024, the rules before C.07 and Swiss-Manager's variant of
them) with the one that agrees best named, names in any script, a page whose rows have an empty cell under no
heading, and a team ranking on game points with match points as a tie-break.

Every table here is written by hand in a real publisher's layout (chess-results' export and page, a Vega team
standings page, the "Ranking crosstable" text of chess-results' team events). The values are hand computations
stated beside each: the Arena example (spec §10.3 and §11.1), l1.trf (tests/criteria/test_unplayed_legacy.py),
the team example TM1 (spec §11.10: MP 5 4 4 3 2 0 and GP 4 4 3.5 3 3 0.5 for teams 1 5 3 4 2 6).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import tiebreak
from conftest import DATA, EXAMPLES
from tiebreak.checking.check import check_published, name_key, rank_agrees
from tiebreak.cli import main
from tiebreak.formats.published import read_published
from tiebreak.model.errors import ParseError, Severity
from tiebreak.readers import example_path

PUBLISHED = DATA / "published"
ARENA = str(EXAMPLES / "arena-5.trf")
L1 = str(DATA / "legacy" / "l1.trf")
TM1 = str(example_path("team"))


def _check(
    capsys: pytest.CaptureFixture[str], event: str, table: Path | str | None, *extra: str
) -> tuple[int, str, str]:
    code = main(["check", event, *(["--standings", str(table)] if table is not None else []), *extra])
    out, err = capsys.readouterr()
    return code, out, err


# -- (a) places shared by design --------------------------------------------------------------------------------
@pytest.mark.parametrize("ava", ["1", "1-2", "1.", "=1"])
def test_a_place_the_table_shares_is_not_a_difference(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, ava: str
) -> None:
    """Arena under 2024 with BH alone: Chloe 10 (her bye's dummy is her own 3.5), Ava 8.5 → 1 and 2. A table
    that shares place 1 between them (the same rank twice, a range, "1." or "=1") agrees; Ben's 2 (we rank
    him 3) is a difference."""
    table = tmp_path / "t.tsv"
    table.write_text(
        f"Rk.\tName\tPts.\n1\tNg, Chloe\t3,5\n{ava}\tChen, Ava\t3,5\n3\tWalsh, Ben\t2\n"
        "4\tRossi, Elena\t2\n5\tPatel, Dylan\t1\n",
        encoding="utf-8",
    )
    code, out, _ = _check(capsys, ARENA, table, "--rules", "2024", "-t", "BH")
    assert code == 0 and "Checked 5 ranks, 5 point totals: all agree." in out
    table.write_text(table.read_text(encoding="utf-8").replace("3\tWalsh", "2\tWalsh"), encoding="utf-8")
    code, out, _ = _check(capsys, ARENA, table, "--rules", "2024", "-t", "BH")
    assert code == 1 and "SNo 3 Walsh, Ben: Rank published 2, computed 3." in out


def test_a_place_we_share_holds_every_published_rank_inside_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Arena under 2026 with BH: Chloe's bye's dummy is capped at 0.5 × 4 = 2, so Chloe and Ava both have 8.5
    and share place 1 (ranks 1-2). A table ranking them 1 and 2 either way agrees, even though 2024 (Chloe 10)
    would order them: a shared place is not a difference."""
    table = tmp_path / "t.tsv"
    table.write_text(
        "Rk.\tName\tTB1\n1\tChen, Ava\t8,5\n2\tNg, Chloe\t8,5\n\nTie Break1: Buchholz\n", encoding="utf-8"
    )
    code, out, _ = _check(capsys, ARENA, table, "--rules", "2026")
    assert code == 0 and "Rank published" not in out
    s = tiebreak.compute_standings(
        tiebreak.load(ARENA), "BH", tiebreak.Options(rules=tiebreak.Rules.FIDE_2026)
    )
    assert [rank_agrees(p, s, 2) for p in ((1, 1), (2, 2), (3, 3))] == ["agrees", "shared", "differs"]


# -- (b) an export's own rank and tie-break columns ------------------------------------------------------------
def test_an_export_without_annotation_lines_is_checked_by_its_own_columns(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """chess-results' Italian CSV export (Pos., N., Punti, Spar1, Spar2) carries no annotation lines: the
    columns are read as the tie-breaks their values agree with (lakeside-7: Buchholz 7.5 10 9 7 9.5 9.5 1 and
    Sonneborn-Berger 6.25 6.25 4.25 3.5 2.25 1 0, by hand in tests/readers), with a warning."""
    code, out, err = _check(capsys, str(DATA / "formats" / "lakeside-7.it.csv"), None)
    assert code == 0
    assert "Published columns: Spar1 = BH (read by its values); Spar2 = SB (read by its values)" in out
    assert "Checked 7 ranks, 7 point totals, 14 tie-break values: all agree." in out
    assert (
        "column 'Spar1': no annotation line names its tie-break; read as BH, which agrees with 7 of its 7 "
        "values" in err
    )


@pytest.mark.parametrize("workbook", ["lakeside-7.chess-results.xlsx", "lakeside-7.de.xlsx"])
def test_a_chess_results_workbook_is_checked_by_its_own_columns(
    capsys: pytest.CaptureFixture[str], workbook: str
) -> None:
    """chess-results' "Excel" export (English ``Rk.``/``TB1``, German ``Rg.``/``Wtg1``/``Wtg2`` with their
    annotation lines): ``tiebreak check`` reads the workbook's own rank, points and tie-break columns, not only
    the ranks (lakeside-7 by hand: Buchholz 7.5 10 9 7 9.5 9.5 1, Sonneborn-Berger 6.25 6.25 4.25 3.5 2.25 1 0);
    given with ``--standings`` it is read the same way."""
    pytest.importorskip("python_calamine")
    path = str(DATA / "formats" / workbook)
    code, out, _ = _check(capsys, path, None)
    assert code == 0 and "Checked 7 ranks, 7 point totals, 14 tie-break values: all agree." in out
    assert ("Wtg1 = BH (Buchholz); Wtg2 = SB" if ".de." in workbook else "TB1 = BH") in out
    code, out, _ = _check(capsys, str(DATA / "formats" / "lakeside-7.chess-results.csv"), path)
    assert code == 0 and "Checked 7 ranks, 7 point totals, 14 tie-break values: all agree." in out


def test_an_unnamed_column_no_tiebreak_explains_is_left_unchecked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    table = tmp_path / "t.tsv"
    table.write_text(
        "Rg.\tName\tWtg1\n1\tNg, Chloe\t91\n2\tChen, Ava\t17\n3\tWalsh, Ben\t55\n", encoding="utf-8"
    )
    code, out, err = _check(capsys, ARENA, table, "--rules", "2024")
    assert (
        "column 'Wtg1': no annotation line names its tie-break and none we know agrees with its values" in err
    )
    assert "Checked 3 ranks: all agree." in out and code == 0


# -- (c) the editions tried -------------------------------------------------------------------------------------
# l1.trf on points then SB, by hand: legacy A 6.5 = E 6.5 (one shared place 1-2), then on 1.5 points D 2 > C 1.75
# > F 1.5 (C 4th); legacy-sm (Swiss-Manager) E 5.75 > A 5.5, then C 3 > D 2 > F 1.25 (C 3rd)
TABLES = {
    "legacy": "1\tPlayer A\t6,5\n2\tPlayer E\t6,5\n4\tPlayer C\t1,75\n",
    "legacy-sm": "1\tPlayer E\t5,75\n2\tPlayer A\t5,5\n3\tPlayer C\t3\n",
}


@pytest.mark.parametrize("edition", ["legacy", "legacy-sm"])
def test_check_names_the_edition_that_agrees(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, edition: str
) -> None:
    table = tmp_path / "t.tsv"
    table.write_text(
        "Rk.\tName\tTB1\n" + TABLES[edition] + "\nTie Break1: Sonneborn-Berger-Tie-Break variable\n",
        encoding="utf-8",
    )
    code, out, _ = _check(capsys, L1, table, "--format", "json")
    data = json.loads(out)
    assert code == 0 and data["rules"] == edition and data["chosen_by"] == "agreement"
    assert data["editions"][0] == {"edition": edition, "ranks": 3, "values": 3}
    assert {e["edition"] for e in data["editions"]} == {"2026", "2024", "legacy", "legacy-sm"}
    code, out, _ = _check(capsys, L1, table)
    assert f"Checked under {edition}, the one that agrees best." in out
    other = "legacy" if edition == "legacy-sm" else "legacy-sm"
    assert _check(capsys, L1, table, "--rules", other)[0] == 1


# -- (d) names in any script ------------------------------------------------------------------------------------
GREEK = {
    1: "Ο.Α.Α. Ηρακλείου",
    2: "Ολυμπιακός Πειραιώς",
    3: "Παναθηναϊκός",
    4: "ΑΟ Κηφισιάς",
    5: "Ηρακλής Θεσσαλονίκης",
    6: "Νίκη Βόλου",
}


def test_names_in_greek_and_cyrillic_keep_their_letters() -> None:
    assert name_key("Παναθηναϊκός") == name_key("ΠΑΝΑΘΗΝΑΪΚΟΣ") == name_key("παναθηναικος")
    assert name_key("ΟΑΑΗ") != name_key("ΑΟ Κηφισιάς") and name_key("ΟΑΑΗ") != ""
    assert name_key("Иванов, Пётр") == name_key("Петр Иванов")


def test_a_team_ranking_with_greek_names(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """TM1 with Greek team names; the table prints them in capitals without accents, as many sites do."""
    text = Path(TM1).read_text(encoding="utf-8")
    lines = [ln for ln in text.splitlines() if not ln.startswith("013")]
    lines += [f"013 {GREEK[k]:<32}{2 * k - 1:>4}{2 * k:>5}" for k in range(1, 7)]
    event = tmp_path / "greek.trf"
    event.write_text("\n".join(lines) + "\n", encoding="utf-8")
    upper = {
        k: v.upper().replace("Ά", "Α").replace("Ί", "Ι").replace("Ώ", "Ω").replace("Ϊ", "Ι")
        for k, v in GREEK.items()
    }
    rows = [(1, 5, 4), (5, 4, 4), (3, 4, "3,5"), (4, 3, 3), (2, 2, 3), (6, 0, "0,5")]
    table = tmp_path / "t.tsv"
    table.write_text(
        "Rk.\tTeam\tTB1\tTB2\n"
        + "".join(f"{k}\t{upper[t]}\t{mp}\t{gp}\n" for k, (t, mp, gp) in enumerate(rows, start=1))
        + "\nTie Break1: Matchpoints (2 for wins, 1 for Draws, 0 for Losses)\n"
        "Tie Break2: points (game-points)\n",
        encoding="utf-8",
    )
    code, out, err = _check(capsys, str(event), table)
    assert code == 0, out + err
    assert "Checked 6 ranks, 12 tie-break values: all agree." in out


# -- (e) a page whose rows have an empty cell under no heading --------------------------------------------------
def test_a_vega_team_page_with_an_empty_cell_is_read_by_content(capsys: pytest.CaptureFixture[str]) -> None:
    """A Vega team standings page: header Pos, Team, MP, GP; each row has an empty cell after the team (under
    no heading). Read by position, MP would be empty and GP would hold MP (2 false differences); read by
    content every value agrees (TM1, spec §11.10)."""
    page = PUBLISHED / "team-tm1.vega-team-standings.html"
    pub = read_published(page.read_text(encoding="utf-8"), team=True)
    assert [
        (r.name, r.values[0].text if r.values[0] else None, r.values[1].text if r.values[1] else None)
        for r in pub.rows
    ][:2] == [("Team 1", "5", "4.0"), ("Team 5", "4", "4.0")]
    assert any("the empty cell(s) under no heading dropped" in d.message for d in pub.diagnostics)
    code, out, _ = _check(capsys, TM1, page)
    assert code == 0 and "Checked 6 ranks, 12 tie-break values: all agree." in out


def test_a_row_whose_cells_cannot_be_placed_is_refused() -> None:
    """Two empty cells and one too many, each placement reading different values (MP 5 or GP 5): refused,
    never guessed."""
    html = (
        "<table><tr><th>Pos</th><th>Team</th><th>MP</th><th>GP</th><th>BH</th></tr>"
        "<tr><td>1</td><td>Team 1</td><td></td><td>5</td><td></td><td>4</td></tr></table>"
    )
    with pytest.raises(ParseError, match="cannot be told apart by their content"):
        read_published(html, team=True)


def test_an_empty_heading_the_rows_have_no_cell_for_is_left_out() -> None:
    html = (
        "<table><tr><th>Pos</th><th>Team</th><th></th><th>MP</th><th>GP</th></tr>"
        "<tr><td>1</td><td>Team 1</td><td>5</td><td>4</td></tr>"
        "<tr><td>2</td><td>Team 5</td><td>4</td><td>4</td></tr></table>"
    )
    pub = read_published(html, team=True)
    assert [c.heading for c in pub.columns] == ["MP", "GP"]
    assert [v.text for v in pub.rows[0].values if v] == ["5", "4"]
    assert any(d.severity is Severity.INFO and "empty heading" in d.message for d in pub.diagnostics)


# -- (f) a team ranking on game points ----------------------------------------------------------------------------
def test_a_team_ranking_on_game_points_with_match_points_as_a_tiebreak(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """chess-results' "Ranking crosstable" of a team round robin ranked on game points: Pts. holds GP and TB1
    the MP. TM1 declares MP (192), so the points column is told by its values (6 agree with GP, 2 with MP:
    teams 5 and 4 have MP = GP): ranked on GP, then MP (teams 1 and 5 tie on GP 4, MP 5 > 4)."""
    event = tmp_path / "tm1.trf"
    event.write_text(Path(TM1).read_text(encoding="utf-8") + "192 FIDE_TEAM_MP_GP\n", encoding="utf-8")
    table = tmp_path / "gp.txt"
    table.write_text(
        "Ranking crosstable (Pts.)\n"
        "Rk. | Team | 1 | 2 | 3 | 4 | 5 | 6 | Pts. | TB1 |\n"
        "1 | Team 1 | * | 1½ | 1 |  | 1½ |  | 4 | 5 |\n"
        "2 | Team 5 | ½ |  |  | 1½ | * | 2 | 4 | 4 |\n"
        "3 | Team 3 | 1 | 1½ | * | 1 |  |  | 3,5 | 4 |\n"
        "4 | Team 4 |  |  | 1 | * | ½ | 1½ | 3 | 3 |\n"
        "5 | Team 2 | ½ | * | ½ |  |  | 2 | 3 | 2 |\n"
        "6 | Team 6 |  | 0 |  | ½ | 0 | * | 0,5 | 0 |\n"
        "Annotation:\nTie Break1: Matchpoints (2 for wins, 1 for Draws, 0 for Losses)\n",
        encoding="utf-8",
    )
    code, out, _ = _check(capsys, str(event), table)
    assert code == 0, out
    assert "ranked on GPTS; tie-breaks: MPTS" in out
    assert "Checked 6 ranks, 6 point totals, 6 tie-break values: all agree." in out
    report = check_published(
        tiebreak.load(event), read_published(table.read_text(encoding="utf-8"), team=True)
    )
    assert report.ranked_on == "GPTS" and report.codes == ("MPTS",)
    assert any(
        "the points column holds game points (6 values agree with GPTS, 2 with MPTS)" in d.message
        for d in report.diagnostics
    )


# -- (b) the headings of other languages --------------------------------------------------------------------------
# the first rows and annotation lines of two real chess-results team round robins as published (Spanish and
# Chinese interfaces; /work/real-pubs/cr-es-panamerican-team-rr.txt, cr-zh-bih-team-rr.txt)
SPANISH = (
    "Cuadro cruzado por clasificación (Pts.)\n"
    "Rk. | | Equipo | 1 | 2 | 3 | Des 1 | Des 2 | Des 3 |\n"
    "1 | | El Salvador 1 | * | 3 | 4 | 13 | 22 | 0 |\n"
    "2 | | USA - KS - Whichita | 1 | * | 3 | 9 | 13,5 | 0 |\n"
    "Anotación:\nDesempate 1: Matchpoints (2 for wins, 1 for Draws, 0 for Losses)\n"
    "Desempate 2: points (game-points)\n"
    "Desempate 3: The results of the teams in then same point group according to Matchpoints\n"
)
CHINESE = (
    "名次交叉表 (得分)\n"
    "名次 | 队 | 1 | 2 | TB1 | TB2 |\n"
    "1 | BŠK Banjaluka | * | 2 | 7 | 11 |\n"
    '2 | OŠK "9. JANUAR" Foča | 2 | * | 5 | 10 |\n'
    "注释:\nTB1: Matchpoints (2 for wins, 1 for Draws, 0 for Losses)\nTB2: points (game-points)\n"
)


@pytest.mark.parametrize(
    ("text", "headings", "codes", "first"),
    [
        (
            SPANISH,
            ["Des 1", "Des 2", "Des 3"],
            [("MPTS",), ("GPTS",), ("EDE",)],
            ("El Salvador 1", "1", ["13", "22", "0"]),
        ),
        (CHINESE, ["TB1", "TB2"], [("MPTS",), ("GPTS",)], ("BŠK Banjaluka", "1", ["7", "11"])),
    ],
)
def test_team_rankings_in_spanish_and_chinese(
    text: str, headings: list[str], codes: list[tuple[str, ...]], first: tuple[str, str, list[str]]
) -> None:
    pub = read_published(text, team=True)
    assert [c.heading for c in pub.columns] == headings and [c.codes for c in pub.columns] == codes
    row = pub.rows[0]
    assert (row.name, row.rank.text if row.rank else None, [v.text for v in row.values if v]) == first


def test_a_trf_whose_totals_and_ranks_are_placeholders_has_nothing_to_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A TRF written before the event was ranked (a real one of 2016: every total ``0.0``, every rank
    its starting number): those are no ranking, and ``check`` says so instead of listing each player
    as a difference."""
    lines = (EXAMPLES / "arena-5.trf").read_text(encoding="utf-8").splitlines()
    placeholder = [
        line[:80] + "0.0".rjust(4) + " " + line[4:8].rjust(4) + line[89:] if line.startswith("001") else line
        for line in lines
    ]
    path = tmp_path / "placeholder.trf"
    path.write_text("\n".join(placeholder) + "\n", encoding="utf-8")
    assert main(["check", str(path)]) == 2
    assert "totals are all 0 and its ranks are its starting numbers" in capsys.readouterr().err
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")  # the real totals and ranks: checked
    assert main(["check", str(path)]) in (0, 1)


@pytest.mark.parametrize("code", ["TPR", "ARO", "PTP", "APRO"])
def test_a_rating_criterion_published_0_where_ours_is_unknown_agrees(code: str) -> None:
    """A pairing program prints 0 for a performance or an average rating it has no value for (Swiss
    Master's TPR of unrated players: swissmaster-ixtepec-2025-ranking, every player unrated, TPR 0 each),
    where art. 10 leaves ours undefined: the publisher's mark of no value, agreeing; a 0 where ours is a
    number is a difference, and a Buchholz printed 0 where ours is unknown is not read so."""
    from fractions import Fraction

    from tiebreak.checking.check import _agrees_cell
    from tiebreak.criteria import parse_code
    from tiebreak.formats.published import Value

    zero = Value("0", 1, 1)
    assert _agrees_cell(zero, None, parse_code(code).criterion) is True
    assert _agrees_cell(zero, Fraction(1650), parse_code(code).criterion) is False
    assert _agrees_cell(zero, None, parse_code("BH").criterion) is False


def test_a_column_mapped_to_nothing_is_left_unchecked(capsys: pytest.CaptureFixture[str]) -> None:
    """``--map TPR=-`` (or ``none``, ``ignore``): the column is not checked; a code that names no
    tie-break is said as such (before: the table was silently not read, "the event file has none")."""
    page = str(DATA / "real" / "swissmaster-ixtepec-2025-ranking.html")
    assert main(["check", page, "--map", "TPR=ignore"]) == 0
    out = capsys.readouterr().out
    assert "Column TPR" not in out and "Column BH: 59 of 59 agree." in out
    assert main(["check", page, "--map", "TPR=XYZ"]) == 2
    assert "--map TPR=XYZ: unknown tie-break code 'XYZ'" in capsys.readouterr().err
