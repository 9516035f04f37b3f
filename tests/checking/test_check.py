"""``tiebreak check --standings``: published rankings in the forms they are published, checked.

The published tables in tests/data/published were typed by hand in the forms of chess-results (the
"Excel" export with title and annotation lines, the text of a copied page), Vega (a standings page) and a
plain TSV. Their values are the examples' published ones: FIDE 2026 from tests/data/examples/*.tsv, and
FIDE 2024 for the Arena from tests/data/spec/seed-v2024.expected.tsv (Chloe's dummy opponent uncapped: BH 10.0, SB 8.25).
"""

from __future__ import annotations

import json
import random
from fractions import Fraction
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tiebreak
from conftest import DATA, EXAMPLES
from fuzz_inputs import EXAMPLES as FUZZ_EXAMPLES
from fuzz_inputs import mutate
from tiebreak.checking.check import agrees, check_published, name_key
from tiebreak.cli import main
from tiebreak.formats.published import published_number, read_published
from tiebreak.model.errors import ParseError, Severity, TiebreakError
from tiebreak.readers._headings import codes_for
from tiebreak.readers.trf import decode

PUBLISHED = DATA / "published"
ARENA = str(EXAMPLES / "arena-5.trf")
GUIDE = str(EXAMPLES / "buchholz-guide-8.trf")


def _check(event: str, table: Path | str, *extra: str) -> int:
    return main(["check", event, "--standings", str(table), *extra])


def test_headings_and_annotations_name_codes() -> None:
    table = {
        "BucT": ("BH",),
        "Buc1": ("BH/C1",),
        "S-B": ("SB",),
        "SoBerg": ("SB",),
        "Cmlt": ("PS",),
        "DirE": ("DE",),
        "BH": ("BH",),
        "SB": ("SB",),
        "BH/C1": ("BH/C1",),
        "Med BH": ("BH/M1",),
        "Med.Buchh": ("BH/M1",),  # TurneringsService (NO): its legend calls it FIDE's median Buchholz
        "S.B.": ("SB",),  # a Spanish club's grid
        "Buchholz Tie-Breaks (cut 1)": ("BH/C1",),
        "Sonneborn-Berger": ("SB",),
        "Direct Encounter": ("DE",),
        "Progressive Score": ("PS",),
        "The greater number of victories": ("WIN", "WON"),
        "Buchholz Tie-Breaks (variabel with parameter)": ("BH", "BH/C1", "BH/M1", "BH/C2", "BH/M2"),
        "Sonneborn-Berger Tie-Break (with modified points, analogous to Buchholz)": ("SB",),
        "Wtg1": (),
        "TB1": (),
        "Arranz": (),
    }
    for heading, codes in table.items():
        assert codes_for(heading) == codes, heading
    assert codes_for("Fide-Tie")[0] == "BH" and len(codes_for("Fide-Tie")) > 1  # a Buchholz, cut unsaid


def test_published_numbers_and_their_rounding() -> None:
    assert published_number("10,25") == (Fraction(41, 4), 2)
    assert published_number("2½") == (Fraction(5, 2), 1)
    assert published_number("abc") is None and published_number("") is None
    # 10.25 published with one decimal as 10.2 (half to even) or 10.3 (half up): both agree
    assert agrees(Fraction(41, 4), Fraction("10.2"), 1) and agrees(Fraction(41, 4), Fraction("10.3"), 1)
    assert not agrees(Fraction(41, 4), Fraction("10.4"), 1)
    assert agrees(Fraction(21, 2), Fraction(10), 0) and agrees(Fraction(21, 2), Fraction(11), 0)  # 10.5
    assert not agrees(Fraction(43, 4), Fraction(10), 0) and not agrees(None, Fraction(0), 0)


def test_names_match_without_case_accents_or_order() -> None:
    assert name_key("Ng, Chloe") == name_key("chloé NG") == name_key("Chloe Ng") == name_key("Ng,Chloe")
    assert name_key("GM Zaragatski, Ilja") == name_key("Ilja Zaragatski")


def test_chess_results_export_published_under_2024(capsys: pytest.CaptureFixture[str]) -> None:
    table = PUBLISHED / "arena-5.chess-results-2024.csv"
    # every edition is tried: 2024 agrees with all 15 values, 2026 with 13 (Chloe's BH and SB: her bye's
    # dummy is capped in 2026), the rules before C.07 with DE only (5); the best is chosen and named
    assert _check(ARENA, table) == 0
    out, _ = capsys.readouterr()
    assert (
        "Editions tried: 2024 5 of 5 places, 15 of 15 values; 2026 5 of 5 places, 13 of 15 values; "
        "legacy 5 of 5 places, 5 of 15 values; legacy-sm 5 of 5 places, 5 of 15 values. Checked under "
        "2024, the one that agrees best." in out
    )
    assert "Checked 5 ranks, 5 point totals, 15 tie-break values: all agree." in out
    assert _check(ARENA, table, "--rules", "2026") == 1
    out, err = capsys.readouterr()
    assert "Checked under 2026, as asked." in out
    assert "TB1 = DE (Direct Encounter (The results of the players in the same point group))" in out
    assert (
        "SNo 2 Ng, Chloe: TB2 (BH) published 10, computed 8.5. Differs only under another edition: "
        "agrees under 2024"
    ) in out
    assert (
        "SNo 2 Ng, Chloe: TB3 (SB) published 8,25, computed 6.75. Differs only under another edition" in out
    )
    assert "capped at 0.5 × 4 rounds = 2 (art. 16.4)" in out  # our value, explained round by round
    # under 2026 Ava and Chloe are equal on DE, BH and SB: one shared place, where the table ranks Ava 2nd
    assert "Rank published" not in out
    assert "Column TB2 (BH): 4 of 5 agree under 2026; 5 of 5 under 2024" in out
    assert "the publisher used 2024" in out
    assert "Column TB1 (DE): 5 of 5 agree." in out
    # the Buchholz "with parameter" does not say its cut: read as the variant that fits, with a warning
    assert (
        f"{table}:5:44: warning: column 'TB2' ('Buchholz Tie-Breaks (variabel with parameter)') does "
        "not say which of BH, BH/C1, BH/M1, BH/C2, BH/M2 it is: read as BH" in err
    )
    assert "Club/City" not in err  # a column we know is not a tie-break
    assert _check(ARENA, table, "--rules", "2024") == 0
    assert "Checked 5 ranks, 5 point totals, 15 tie-break values: all agree." in capsys.readouterr().out


def test_the_library_report_of_the_same_table() -> None:
    t = tiebreak.load(EXAMPLES / "arena-5.trf")
    pub = read_published(
        (PUBLISHED / "arena-5.chess-results-2024.csv").read_text(encoding="utf-8"), source="pub.csv"
    )
    assert [(c.heading, c.named_by) for c in pub.columns] == [
        ("TB1", "annotation"),
        ("TB2", "annotation"),
        ("TB3", "annotation"),
    ]
    skipped = pub.diagnostics[0]
    assert (skipped.severity, skipped.line, skipped.message) == (
        Severity.INFO,
        1,
        "lines 1-4 above the header (titles) skipped",
    )
    best = check_published(t, pub)  # the edition that agrees best: 2024, with every value
    assert (best.rules, best.chosen_by, best.differences) == (tiebreak.Rules.FIDE_2024, "agreement", ())
    assert [(e.edition, e.ranks, e.values) for e in best.editions] == [
        ("2024", 5, 15),
        ("2026", 5, 13),
        ("legacy", 5, 5),
        ("legacy-sm", 5, 5),
    ]
    report = check_published(t, pub, options=tiebreak.Options(rules=tiebreak.Rules.FIDE_2026))
    assert report.rules is tiebreak.Rules.FIDE_2026 and report.codes == ("DE", "BH", "SB")
    assert report.chosen_by == "asked"
    # the editions each differing value agrees under (2024, and the legacy rules where the tree has them); Ava's
    # rank 2 is inside the place she shares with Chloe under 2026 (equal DE, BH, SB): not a difference
    other = {(c.sno, c.column): c.editions[0] for c in report.differences}
    assert other == {(2, "TB2"): "2024", (2, "TB3"): "2024"}
    assert all(set(c.editions) <= {"2024", "legacy", "legacy-sm"} for c in report.differences)
    bh = next(c for c in report.columns if c.column == "TB2")
    assert (bh.code, dict(bh.agree)["2026"], dict(bh.agree)["2024"], bh.publisher) == ("BH", 4, 5, "2024")
    chloe = next(c for c in report.cells if c.sno == 2 and c.column == "TB2")
    assert (chloe.line, chloe.column_number) == (6, 44)  # the cell "10" of Chloe's row


def test_copied_final_ranking_page(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    table = PUBLISHED / "buchholz-guide-8.final-ranking.txt"
    assert _check(GUIDE, table) == 0
    out = capsys.readouterr().out
    assert "TB2 = BH/C1 (Buchholz Tie-Breaks (cut 1))" in out
    assert "Checked 8 ranks, 8 point totals, 24 tie-break values: all agree." in out
    # Vera's Buchholz misprinted: a plain difference, with the explanation of ours (15 = 4 + 4 + 2.5 + 2.5 + 2)
    wrong = tmp_path / "wrong.txt"
    wrong.write_text(
        table.read_text(encoding="utf-8").replace(
            "3\t3\t\tVera\tENG\t0\t2,5\t15\t", "3\t3\t\tVera\tENG\t0\t2,5\t14\t"
        ),
        encoding="utf-8",
    )
    assert _check(GUIDE, wrong) == 1
    out = capsys.readouterr().out
    assert "SNo 3 Vera: TB1 (BH) published 14, computed 15. Sum of the opponents' scores: 15." in out
    assert "Column TB1 (BH): 7 of 8 agree under 2026" in out
    assert "24 tie-break values: 1 difference(s)." in out


def test_vega_standings_page_rounded_to_one_decimal(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    page = PUBLISHED / "buchholz-guide-8.vega-standings.html"
    assert _check(GUIDE, page) == 0  # SB 10.25 published 10.2, 2.75 published 2.8
    assert "Checked 8 ranks, 8 point totals, 24 tie-break values: all agree." in capsys.readouterr().out
    wrong = tmp_path / "wrong.html"
    wrong.write_text(page.read_text(encoding="utf-8").replace("    10.2 ", "    10.4 "), encoding="utf-8")
    assert _check(GUIDE, wrong) == 1
    assert "SNo 1 Anna: SB published 10.4, computed 10.25." in capsys.readouterr().out


def test_tsv_without_starting_numbers_matches_names(capsys: pytest.CaptureFixture[str]) -> None:
    table = PUBLISHED / "arena-5.names.tsv"
    assert _check(ARENA, table) == 0
    out, err = capsys.readouterr()
    assert "Published columns: BucT = BH; Buc1 = BH/C1; SoBerg = SB" in out
    assert (
        f"{table}:1:31: warning: column 'Arranz': names no tie-break we know; not checked "
        "(use --map Arranz=CODE)" in err
    )


def test_map_overrides_a_heading(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    table = tmp_path / "t.tsv"
    table.write_text(
        "Rk.\tName\tTB1\n1\tNg, Chloe\t7,5\n2\tChen, Ava\t7,5\n3\tWalsh, Ben\t9\n"
        "4\tRossi, Elena\t7,5\n5\tPatel, Dylan\t9\n",
        encoding="utf-8",
    )
    assert _check(ARENA, table, "--rules", "2026") == 0  # TB1 read by its values: BH/C1 agrees with all five
    err = capsys.readouterr().err
    assert (
        f"{table}:1:10: warning: column 'TB1': no annotation line names its tie-break; read as BH/C1, which "
        "agrees with 5 of its 5 values (use --map TB1=CODE to say otherwise)" in err
    )
    assert _check(ARENA, table, "--map", "TB1=BH/C1", "--format", "json") == 0
    data = json.loads(capsys.readouterr().out)
    assert data["tiebreaks"] == ["BH/C1"] and data["rules"] == "2026" and data["chosen_by"] == "agreement"
    assert {c["status"] for c in data["cells"] if c["column"] == "TB1"} == {"agrees"}
    # ranked on BH/C1 alone, Ava and Chloe share place 1 (7.5 each): Ava's published 2 is inside it
    assert not [c for c in data["cells"] if c["column"] == "Rank"]
    assert any("ranks 1-2 are one shared place here" in d["message"] for d in data["diagnostics"])


def test_page_read_event_against_published_export(capsys: pytest.CaptureFixture[str]) -> None:
    # the crosstable page numbers its rows by rank, so SNo 2 of the export is someone else there:
    # the names decide, and a warning says so
    event = str(DATA / "formats" / "arena-5.chess-results.html")
    assert _check(event, PUBLISHED / "arena-5.chess-results-2024.csv", "--rules", "2024") == 0
    err = capsys.readouterr().err
    assert "Ng, Chloe: SNo 2 is Chen, Ava in the event; matched by name (Ng, Chloe, SNo 1)" in err


def test_bad_published_tables_exit_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    table = tmp_path / "t.csv"
    table.write_text("Rank,SNo,Name,BH\n1,1,Chen Ava,8.5\n2,9,Nobody Known,1\n", encoding="utf-8")
    assert _check(ARENA, table) == 2
    assert (
        f"{table}:3:1: published table: no player 'Nobody Known' (SNo 9) in the event"
        in capsys.readouterr().err
    )
    table.write_text("Rank,SNo,Name,BH\n1,1,Chen Ava,8.5\n", encoding="utf-8")
    assert _check(ARENA, table, "--map", "BH=XYZ") == 2
    assert "--map BH=XYZ: unknown tie-break code 'XYZ'" in capsys.readouterr().err
    assert _check(ARENA, table, "--map", "TB9=BH") == 2
    assert "the published table has no column 'tb9'" in capsys.readouterr().err
    table.write_text("just some words\n", encoding="utf-8")
    assert _check(ARENA, table) == 2
    assert "no header line found" in capsys.readouterr().err
    with pytest.raises(ParseError, match="is on two rows"):
        check_published(
            tiebreak.load(EXAMPLES / "arena-5.trf"),
            read_published("SNo;Name;BH\n1;Chen, Ava;8,5\n1;Ava Chen;8,5\n"),
        )


_SEEDS = [
    (ARENA, PUBLISHED / "arena-5.chess-results-2024.csv"),
    (ARENA, PUBLISHED / "arena-5.names.tsv"),
    (GUIDE, PUBLISHED / "buchholz-guide-8.final-ranking.txt"),
    (GUIDE, PUBLISHED / "buchholz-guide-8.vega-standings.html"),
]


@settings(
    max_examples=max(100, FUZZ_EXAMPLES // 10),
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
@given(
    k=st.integers(0, len(_SEEDS) - 1),
    rnd=st.randoms(use_true_random=True),
    mapping=st.sampled_from([{}, {"TB1": "BH/C1"}, {"BucT": "SB"}]),
)
def test_fuzz_published_tables(k: int, rnd: random.Random, mapping: dict[str, str]) -> None:
    """Mutated published tables: read and checked, or refused with a TiebreakError, nothing else."""
    event, table = _SEEDS[k]
    data = mutate(rnd, [table.read_text(encoding="utf-8")])
    t = tiebreak.load(event)
    try:
        check_published(t, read_published(decode(data), source="fuzz", mapping=mapping))
    except TiebreakError as exc:
        assert str(exc)


def test_a_number_longer_than_any_field_is_refused_where_it_stands() -> None:
    """A published page whose first place is a number of 5,000 digits (found by the fuzzer: ``int`` of it
    raised ValueError, a traceback) is refused as the event readers refuse one, naming line and column."""
    page = (PUBLISHED / "buchholz-guide-8.vega-standings.html").read_text(encoding="utf-8")
    page = page.replace("<tr> <td>1</td>", f"<tr> <td>{'9' * 5000}</td>", 1)
    with pytest.raises(ParseError) as exc:
        read_published(page, source="standings.html")
    assert exc.value.message == "a number of 5000 digits; no field of an event file has more than 100"
    assert (exc.value.line, exc.value.column) == (13, 10)


def test_crosstable_page_checked_against_its_own_columns(capsys: pytest.CaptureFixture[str]) -> None:
    # the page's TB1/TB2 are named by the annotation paragraph under its table (lines 27-28 of the HTML)
    page = DATA / "formats" / "arena-5.chess-results.html"
    assert _check(str(page), page, "--rules", "2026") == 0
    out = capsys.readouterr().out
    assert "TB1 = DE (Direct Encounter (The results of the players in the same point group))" in out
    assert "Column TB1 (DE): 5 of 5 agree." in out and "Column TB2 (BH): 5 of 5 agree." in out
    # on DE and BH alone Ava and Chloe share place 1 under 2026: the page's order inside it is not a difference
    assert "Rank published" not in out
    report = check_published(tiebreak.load(page), read_published(page.read_text(encoding="utf-8")))
    assert any(d.severity is Severity.INFO and "matched by name" in d.message for d in report.diagnostics)


def test_space_separated_table_footer_and_odd_ranks() -> None:
    text = (
        "Final Ranking after 4 Rounds\n\nRk. SNo Name Rtg FED Pts. BH\n"
        "1 2 Ng, Chloe 1350 ENG 3.5 8.5\n2-3 1 Chen, Ava 1420 ENG 3.5 8.5\n3 3 Walsh Ben 1280 ENG 2 10\n"
        "\nShow tournament details\n"
    )
    pub = read_published(text, source="t.txt")
    # "2-3" is a place shared by two (ranks 2 to 3)
    assert [(r.name, r.sno, r.rank.text if r.rank else None) for r in pub.rows] == [
        ("Ng, Chloe", 2, "1"),
        ("Chen, Ava", 1, "2-3"),
        ("Walsh Ben", 3, "3"),
    ]
    assert not [d for d in pub.diagnostics if d.severity is Severity.WARNING]
    assert any(d.line == 8 and "line ignored" in d.message for d in pub.diagnostics)
    with pytest.raises(ParseError, match="3 fields where the header has 7") as e:
        read_published("Rk. SNo Name Rtg FED Pts. BH\n1 2 Chloe\n")
    assert e.value.line == 2


@pytest.mark.skipif(not hasattr(tiebreak.Rules, "LEGACY"), reason="the rules before C.07 are not here")
def test_a_table_published_under_the_legacy_rules(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # the rules before C.07 by hand for the Arena: Chloe's round-1 bye is a virtual opponent of 0 + (1 - 1) + ½ × 3
    # = 1.5; Dylan counts 0 + ½ (his bye) = 0.5, Ben 2, Ava 3.5: BH 7.5. Ava's opponents: Dylan 0.5,
    # Ben 2, Elena 0 + ½ × 2 = 1, Chloe 2.5 + ½ = 3: BH 6.5.
    table = tmp_path / "legacy.tsv"
    table.write_text(
        "Rk.\tName\tTB1\n1\tNg, Chloe\t7,5\n2\tChen, Ava\t6,5\n\n"
        "Tie Break1: Buchholz Tie-Breaks (variabel with parameter)\n",
        encoding="utf-8",
    )
    assert _check(ARENA, table) == 0  # the edition that agrees best is chosen, and named
    out = capsys.readouterr().out
    assert "Checked under legacy, the one that agrees best." in out
    assert _check(ARENA, table, "--rules", "2026") == 1
    out = capsys.readouterr().out
    assert (
        "SNo 2 Ng, Chloe: TB1 (BH) published 7,5, computed 8.5. Differs only under another edition: "
        "agrees under legacy, legacy-sm." in out
    )  # Buchholz is the same under both
    assert "Column TB1 (BH): 0 of 2 agree under 2026" in out and "the publisher used legacy" in out
    assert _check(ARENA, table, "--rules", "legacy") == 0


def test_check_a_page_against_its_own_published_columns(capsys: pytest.CaptureFixture[str]) -> None:
    # without --standings, a crosstable that publishes tie-break columns is checked against them
    page = str(DATA / "formats" / "arena-5.chess-results.html")
    assert main(["check", page, "--rules", "2024"]) == 1
    out = capsys.readouterr().out
    assert "TB2 = BH (Buchholz Tie-Breaks (variabel with parameter))" in out
    # the page's values are the 2026 ones (C.07 16.4): Chloe's 8,5 is not 2024's 10
    assert (
        "SNo 1 Ng, Chloe: TB2 (BH) published 8,5, computed 10. Differs only under another edition: "
        "agrees under 2026" in out
    )
    assert "Column TB2 (BH): 4 of 5 agree under 2024; 5 of 5 under 2026" in out
    assert main(["check", ARENA, "--map", "TB1=BH"]) == 2  # a TRF publishes no columns to map
    assert "--map names columns of a published table" in capsys.readouterr().err


def test_papi_headings_name_their_codes() -> None:
    """Papi's (FFE) grids (tests/data/real/papi-evt-roger-pelat-2015.md): ``Cu.`` its cumulative score
    (1 + 2 + 3 + 4 + 5 + 6 + 6½ = 27½ for 6½ points won round by round: the progressive score), ``Bu.``
    the Buchholz, ``Tr.`` the Buchholz without the lowest (one in the Pelat grids; two in a departmental
    youth grid of 2025, FFE tournament 68992, where all 107 published Tr. are BH/C2: the check reads it
    as the one that agrees)."""
    assert codes_for("Cu.") == ("PS",) and codes_for("Cumulatif") == ("PS",)
    assert codes_for("Bu.") == ("BH",) and codes_for("Tr.") == ("BH/C1", "BH/C2")


def test_check_of_the_table_chosen_on_a_page_of_several(capsys: pytest.CaptureFixture[str]) -> None:
    """``check page --columns table=2``: the published ranking is table 2, the one the event is read
    from, not the page's first table (the M-Tel Masters article opens with a list of each year's
    winner; the prose between them is no table). Its TPR column prints 2749 and 2676 for rows 3 and 6, where C.07 art. 10.2 rounds the
    opponents' averages (2749.6, 2748.6) to 2750 and 2677: the other 4 agree."""
    page = DATA / "real" / "wikipedia-m-tel-masters-2005-drr.txt"
    code = main(["check", str(page), "--columns", "table=2", "--rules", "legacy", "--format", "json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1
    (tpr,) = report["columns"]
    assert tpr["code"] == "TPR" and (tpr["agree"]["legacy"], tpr["total"]) == (4, 6)
    differ = [(c["sno"], c["published"], c["computed"]) for c in report["cells"] if c["status"] != "agrees"]
    assert report["differences"] == 2 and differ == [(3, "2749", "2750"), (6, "2676", "2677")]


def test_check_of_a_crosstable_without_ranks_compares_its_totals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A SwissPerfect text export prints no place, only each player's ``Total``: ``check`` compares the
    18 totals (all agree: the organiser's file), and a total changed by hand is a difference."""
    export = DATA / "real" / "swissperfect-icu-limerick-club-championship-2009.txt"
    assert main(["check", str(export), "--rules", "legacy"]) == 0
    assert "Checked 18 point totals: all agree." in capsys.readouterr().out
    changed = tmp_path / "limerick.txt"
    text = export.read_text(encoding="utf-8")
    line = next(x for x in text.split("\n") if x.startswith("1 \tTalazec"))
    changed.write_text(text.replace(line, line.replace("5.5  ", "6    ", 1)), encoding="utf-8")
    assert main(["check", str(changed), "--rules", "legacy"]) == 1
    assert "Pts published 6, computed 5.5" in capsys.readouterr().out


CORPUS = Path(__file__).parent.parent / "data" / "corpus"


def _points_of(name: str) -> dict[int, str]:
    """The corpus's points (the reference implementation's PTS) by starting number."""
    rows = (CORPUS / f"{name}.expected.tsv").read_text(encoding="utf-8").splitlines()
    head = rows[0].split("\t")
    return {int(r.split("\t")[0]): r.split("\t")[head.index("PTS")] for r in rows[1:]}


def test_places_ordered_by_starting_number_inside_equal_points_are_said() -> None:
    t = tiebreak.load(CORPUS / "sw-gen-001.trf")
    points = _points_of("sw-gen-001")
    order = sorted(points, key=lambda sno: (-Fraction(points[sno]), sno))  # no tie-break: the numbers
    text = "Rank,SNo,Pts\n" + "".join(f"{k},{sno},{points[sno]}\n" for k, sno in enumerate(order, 1))
    report = check_published(t, read_published(text, source="list.csv"))
    said = [d.message for d in report.diagnostics if "groups of equal points by starting number" in d.message]
    assert len(said) == 1 and report.differences  # the differences stay; the note says why


def test_places_by_a_tie_break_are_not_said_to_follow_the_numbers() -> None:
    t = tiebreak.load(CORPUS / "sw-gen-001.trf")
    rows = (CORPUS / "sw-gen-001.expected.tsv").read_text(encoding="utf-8").splitlines()[1:]
    text = "Rank,SNo,Pts\n" + "".join(f"{r.split()[1]},{r.split()[0]},{r.split()[2]}\n" for r in rows)
    report = check_published(t, read_published(text, source="list.csv"))
    assert not any("by starting number" in d.message for d in report.diagnostics)
