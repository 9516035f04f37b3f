"""``tiebreak check --standings`` for a team event: the published team ranking, checked team by team.

The tables in tests/data/published/team-tm1.* were typed by hand in the forms of chess-results' team
final ranking (the "Excel" export with title and annotation lines, the text of the page, the page saved
as HTML) and a plain TSV, for the team example TM1 (tests/data/team-spec, 6 teams x 2 boards,
3 rounds). Their values are the reference's for TM1 (tests/data/team-spec/tm1.expected.tsv: MP 5 4 4 3
2 0, GP 4 4 3.5 3 3 0.5 for teams 1 5 3 4 2 6, EGGSB 14 7.5 11.5 6.25 4.75 1.5, EMGSB 13 7 11 6 4.5 1.5,
BH:MP 10 8 10 8 9 9, BH:GP 10.5 7.5 10 8 8 10, SSSC 7.33 6.67 6.83 5.67 6.00 3.50); no two teams are
level on MP and GP, so the direct encounter among teams (EDE) is 0 for all, as chess-results prints it.
The match records (Games + = -) were counted by hand from the games. The team Swiss case writes the
reference's values for tsw-001 (tests/data/corpus/team) into a chess-results export.
"""

from __future__ import annotations

import csv
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tiebreak
from conftest import CORPUS, DATA
from fuzz_inputs import EXAMPLES as FUZZ_EXAMPLES
from fuzz_inputs import mutate
from tiebreak.checking.check import check_published
from tiebreak.cli import main
from tiebreak.formats.published import read_published
from tiebreak.model.errors import ParseError, Severity, TiebreakError
from tiebreak.readers import example_path
from tiebreak.readers._headings import codes_for
from tiebreak.readers.trf import decode

PUBLISHED = DATA / "published"
TM1 = str(example_path("team"))
ANNOTATIONS = (
    "\nAnnotation:\nTie Break1: Matchpoints (2 for wins, 1 for Draws, 0 for Losses)\n"
    "Tie Break2: points (game-points)\n"
)


def _check(event: str, table: Path | str, *extra: str) -> int:
    return main(["check", event, "--standings", str(table), *extra])


def test_team_headings_and_annotations_name_team_codes() -> None:
    table = {
        "Matchpoints (2 for wins, 1 for Draws, 0 for Losses)": ("MPTS",),
        "points (game-points)": ("GPTS",),
        "MP": ("MPTS",),
        "GPts": ("GPTS",),
        "M-P": ("MPTS",),  # a school page's Mannschafts-Punkte and Brett-Punkte (herderschach.de)
        "B-P": ("GPTS",),
        "The results of the teams in then same point group according to Matchpoints": ("EDE",),
        "Olympiad-Sonneborn-Berger-Tie-Break": ("EMGSB",),
        "Sonneborn-Berger-Tie-Break (with real points)": ("EGGSB", "EMGSB", "EMMSB", "EGMSB"),
        "Buchholz Tie-Breaks (cut 1)": ("BH:MP/C1", "BH:GP/C1"),
        "Board Tie-Breaks of the whole tournament": ("BC",),
        "Points (game-points) + 1 point for each won match.": (),
        "EGGSB": ("EGGSB",),
        "BH:GP": ("BH:GP",),
    }
    for heading, codes in table.items():
        assert codes_for(heading, team=True) == codes, heading
    # a players' table: the points, checked as PTS (a ranking with no Pts. column prints them as TB1 so:
    # the Frome Chess Congress 2026 crosstables in tests/data/real)
    assert codes_for("points (game-points)") == ("PTS",)


@pytest.mark.parametrize("form", ["chess-results.csv", "final-ranking.txt", "chess-results.html", "tsv"])
def test_every_form_of_the_tm1_ranking_agrees(form: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert _check(TM1, PUBLISHED / f"team-tm1.{form}") == 0
    out = capsys.readouterr().out
    assert "all agree" in out and "6 of 6 agree" in out


def test_csv_export_names_its_columns_and_reads_the_match_record(capsys: pytest.CaptureFixture[str]) -> None:
    assert _check(TM1, PUBLISHED / "team-tm1.chess-results.csv") == 0
    captured = capsys.readouterr()
    assert "TB1 = MPTS" in captured.out and "TB2 = GPTS" in captured.out and "TB3 = EGGSB" in captured.out
    assert "Checked 6 ranks, 18 tie-break values, 24 match-record values: all agree." in captured.out
    # "Sonneborn-Berger" leaves the team's score open: the reading taken is said, with line and column
    assert "team-tm1.chess-results.csv:4:34: warning: column 'TB3'" in captured.err
    assert "read as EGGSB" in captured.err
    published = read_published((PUBLISHED / "team-tm1.chess-results.csv").read_text(encoding="utf-8"))
    assert published.team and [r.sno for r in published.rows] == [1, 5, 3, 4, 2, 6]
    assert any(
        d.severity is Severity.INFO and "match record" in d.message and d.line == 4
        for d in published.diagnostics
    )
    assert [(h, v.text) for h, v in published.rows[0].record] == [
        ("Games", "3"),
        ("+", "2"),
        ("=", "1"),
        ("-", "0"),
    ]


def test_text_copy_with_ede_and_a_buchholz_with_parameter(capsys: pytest.CaptureFixture[str]) -> None:
    assert _check(TM1, PUBLISHED / "team-tm1.final-ranking.txt") == 0
    captured = capsys.readouterr()
    assert "TB3 = EDE" in captured.out and "TB4 = BH:MP" in captured.out
    assert "Column TB3 (EDE): 6 of 6 agree." in captured.out


def test_saved_page_matches_teams_by_name(capsys: pytest.CaptureFixture[str]) -> None:
    page = PUBLISHED / "team-tm1.chess-results.html"
    report = check_published(
        tiebreak.load(TM1), read_published(page.read_text(encoding="utf-8"), source=str(page))
    )
    assert not report.differences and report.checked == (6, 0, 18) and report.records == 24
    assert any("teams matched by name" in d.message for d in report.diagnostics)
    assert [c.code for c in report.columns] == ["MPTS", "GPTS", "EMGSB"]


def _check_changed(tmp_path: Path, row: str, changed: str) -> int:
    """``tiebreak check`` of the TM1 export with one row changed."""
    text = (PUBLISHED / "team-tm1.chess-results.csv").read_text(encoding="utf-8")
    assert row in text
    table = tmp_path / "changed.csv"
    table.write_text(text.replace(row, changed), encoding="utf-8")
    return _check(TM1, table)


def test_a_changed_value_differs_with_its_explanation(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _check_changed(tmp_path, "2;5;Team 5;3;2;0;1;4;4;7,5", "2;5;Team 5;3;2;0;1;4;4;8") == 1
    out = capsys.readouterr().out
    # EGGSB of team 5: opponents' GP 0.5, 4, 3 times 2, 0.5, 1.5 scored against them = 1 + 2 + 4.5
    assert "SNo 5 Team 5: TB3 (EGGSB) published 8, computed 7.5." in out
    assert "Column TB3 (EGGSB): 5 of 6 agree" in out and "1 difference(s)" in out


def test_a_wrong_match_record_differs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    # Team 4 drew with Team 3, beat Team 6 and lost to Team 5: published as two wins and no draw
    assert _check_changed(tmp_path, "4;4;Team 4;3;1;1;1;", "4;4;Team 4;3;2;0;1;") == 1
    out = capsys.readouterr().out
    assert "SNo 4 Team 4: + published 2, computed 1. 1 matches won against a team" in out
    assert "SNo 4 Team 4: = published 0, computed 1." in out and "2 difference(s)" in out


def test_map_overrides_an_annotation(capsys: pytest.CaptureFixture[str]) -> None:
    assert _check(TM1, PUBLISHED / "team-tm1.chess-results.csv", "--map", "TB3=EMGSB") == 1
    out = capsys.readouterr().out
    assert "TB3 = EMGSB" in out and "(--map)" in out
    assert "SNo 1 Team 1: TB3 (EMGSB) published 14, computed 13." in out


def test_unknown_or_doubled_team_is_an_error_with_line_and_column(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    unknown = tmp_path / "unknown.tsv"
    unknown.write_text("Rk.\tTeam\tMP\n1\tTeam 1\t5\n2\tTeam Nine\t4\n", encoding="utf-8")
    assert _check(TM1, unknown) == 2
    assert "unknown.tsv:3:1: published table: no team 'Team Nine' in the event" in capsys.readouterr().err
    doubled = tmp_path / "doubled.tsv"
    doubled.write_text("Rk.\tTeam\tMP\n1\tTeam 1\t5\n2\tteam 1\t5\n", encoding="utf-8")
    assert _check(TM1, doubled) == 2
    assert (
        "doubled.tsv:3:1: published table: Team 1 is on two rows (line 2 and this one)"
        in capsys.readouterr().err
    )


def test_a_pairing_list_is_no_published_ranking(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """chess-results' team pairings of a round (``No. | Team | Team | Res. | : | Res.``) given as the
    published table: refused, naming the header (before, the match numbers were read as ranks and the
    home teams as the ranked, 11 false differences, exit 1); its players' form (``Name`` twice) alike."""
    pairings = tmp_path / "pairings.tsv"
    pairings.write_text(
        "Round 2\nNo.\tTeam\tTeam\tRes.\t:\tRes.\n1\tTeam 1\tTeam 2\t2\t:\t0\n2\tTeam 3\tTeam 4\t1\t:\t1\n",
        encoding="utf-8",
    )
    assert _check(TM1, pairings) == 2
    err = capsys.readouterr().err
    assert "pairings.tsv:2:5: published table: the table under this header names 'Team' twice" in err
    assert "a pairing list, not a ranking" in err
    with pytest.raises(ParseError, match="names 'Name' twice"):
        read_published("Bo.\tNo.\tName\tPts.\tResult\tPts.\tName\tNo.\n1\t1\tAdler\t0\t1 - 0\t0\tBerg\t2\n")


def test_a_team_table_and_a_players_event_do_not_mix() -> None:
    table = read_published("Rk.;SNo;Team;TB1\n1;1;Team 1;5\n" + ANNOTATIONS)
    with pytest.raises(ParseError, match="the table ranks teams"):
        check_published(tiebreak.load(str(DATA / "examples" / "arena-5.trf")), table)
    players = read_published("Rk.;SNo;Name;Pts.\n1;1;Team 1;5\n")
    with pytest.raises(ParseError, match="read as a ranking of players"):
        check_published(tiebreak.load(TM1), players)
    # the CLI reads the table of a team event as a team ranking, whatever its name column is called
    assert read_published("Rk.;SNo;Name;MP\n1;1;Team 1;5\n", team=True).team


def test_team_swiss_export_with_the_reference_values(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    event = CORPUS / "team" / "tsw-001.trf"
    with (CORPUS / "team" / "tsw-001.expected.tsv").open(encoding="utf-8") as f:
        expected = sorted(csv.DictReader(f, delimiter="\t"), key=lambda r: int(r["Rank"]))
    lines = ["tsw-001", "Final Ranking after 7 Rounds", "", "Rk.;SNo;Team;TB1;TB2;TB3;TB4"]
    for r in expected:
        values = [r["MPTS"], r["GPTS"], r["EGGSB"], r["BH:MP"]]
        lines.append(
            ";".join(
                [r["Rank"], r["SNo"], f"Team {int(r['SNo']):03d}", *(v.replace(".", ",") for v in values)]
            )
        )
    lines += [
        "",
        "Annotation:",
        "Tie Break1: Matchpoints (2 for wins, 1 for Draws, 0 for Losses)",
        "Tie Break2: points (game-points)",
        "Tie Break3: FIDE-Sonneborn-Berger-Tie-Break",
        "Tie Break4: Buchholz Tie-Breaks (sum of team-points of the opponents)",
    ]
    table = tmp_path / "tsw-001.csv"
    table.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert _check(str(event), table) == 0
    out = capsys.readouterr().out
    assert "Checked 14 ranks, 56 tie-break values: all agree." in out


def test_json_report_counts_the_match_record(capsys: pytest.CaptureFixture[str]) -> None:
    assert _check(TM1, PUBLISHED / "team-tm1.final-ranking.txt", "--format", "json") == 0
    data = json.loads(capsys.readouterr().out)
    assert data["checked"] == {"ranks": 6, "points": 0, "tiebreaks": 24, "match_records": 24}
    assert data["differences"] == 0


_FORMS = ["chess-results.csv", "final-ranking.txt", "chess-results.html", "tsv"]


@settings(
    max_examples=max(50, FUZZ_EXAMPLES // 20),
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
@given(
    k=st.integers(0, len(_FORMS) - 1),
    rnd=st.randoms(use_true_random=True),
    mapping=st.sampled_from([{}, {"TB3": "EMGSB"}, {"TB2": "GPTS"}]),
)
def test_fuzz_published_team_tables(k: int, rnd: random.Random, mapping: dict[str, str]) -> None:
    """Mutated team rankings: read and checked, or refused with a TiebreakError, nothing else."""
    data = mutate(rnd, [(PUBLISHED / f"team-tm1.{_FORMS[k]}").read_text(encoding="utf-8")])
    try:
        check_published(
            tiebreak.load(TM1), read_published(decode(data), source="fuzz", mapping=mapping, team=True)
        )
    except TiebreakError as exc:
        assert str(exc)


def test_a_table_of_more_rounds_than_the_input_gives_says_so_first(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A club's post (tests/data/formats): the last round's five matches of its league, then the final
    table (``Rang | Mannschaft | Spiele | MP+ | MP- | Brettpt``, every team 9 matches). ``check`` reads
    ``MP+`` as the match points and ``Brettpt`` as the board points, and says before the differences
    that the table counts 9 matches a team where the input gives 1: a later state, not a misreading."""
    path = DATA / "formats" / "rlp-liga2-sued-2016-17.last-round-and-table.txt"
    assert main(["check", str(path)]) == 1
    captured = capsys.readouterr()
    err = captured.err
    later = [
        line for line in err.splitlines() if "counts up to 9 matches a team, the event read at most 1" in line
    ]
    assert len(later) == 1 and "give every round" in later[0]
    assert "Published columns: MP+ = MPTS; Brettpt = GPTS" in captured.out
