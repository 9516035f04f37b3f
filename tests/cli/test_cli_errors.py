"""The command line on bad input: ``file:line:col: message`` on stderr and exit status 2,
``--lenient`` lists every problem, and a bug is one line with status 70, never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from tiebreak import cli
from tiebreak.cli import standings
from trf_lines import row, trf


def write(tmp_path: Path, a: str, b: str) -> Path:
    """Players 1 and 2 (points 1.0 and 0.0) with one round block each."""
    path = tmp_path / "event.trf"
    path.write_text(
        trf(row(1, a, rating="1500", points="1.0"), row(2, b, rating="1400", points="0.0")), encoding="utf-8"
    )
    return path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(["standings", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_contradiction_is_reported_with_its_location(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "   2 w 1", "   1 b 1")
    code, out, err = run(capsys, str(path), "-t", "BH")
    assert (code, out) == (2, "")
    assert err == (
        f"tiebreak: {path}:2:99: round 1: results '1' (player 1) and '1' (player 2) contradict "
        "each other: both claim more than the game is worth\n"
    )


def test_lenient_lists_every_problem_and_ranks(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "   2 w 1", "   1 b 1")
    code, out, err = run(capsys, str(path), "-t", "BH", "--lenient", "--format", "tsv")
    assert code == 0
    assert out.splitlines()[1:] == ["1\t1\tPlayer 1\t1\t1", "1\t2\tPlayer 2\t1\t1"]
    assert err.splitlines() == [
        f"tiebreak: {path}:2:99: error: round 1: results '1' (player 1) and '1' (player 2) contradict each "
        "other: both claim more than the game is worth",
        f"tiebreak: {path}:3:81: warning: points column differs from the results for 1 player(s) (2); "
        "scores computed from the results",
        "tiebreak: note: some competitors are still tied after the whole list: they share the place (C.07 "
        "4.2 would draw lots; use --lots-seed N for a reproducible draw)",
    ]


def test_lenient_reports_all_unreadable_lines(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "   2 x 1", "  z1 b 0")
    code, out, err = run(capsys, str(path), "--lenient")
    assert (code, out) == (2, "")
    assert err.splitlines() == [
        f"tiebreak: {path}:2:97: error: round 1: expected colour w, b or - in column 97, found 'x'",
        f"tiebreak: {path}:3:92: error: round 1: expected an opponent number in columns 92-95, found 'z1'",
        "tiebreak: 2 error(s) without a reasonable reading: no standings",
    ]


def test_warnings_of_the_input_go_to_stderr(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(
        tmp_path, "   2 w =", "   1 b 0"
    )  # =/0 is legal (an arbiter may score a game so); 1's points column says 1.0
    code, _out, err = run(capsys, str(path), "-t", "BH", "--format", "tsv")
    assert code == 0
    assert err.splitlines() == [
        f"tiebreak: {path}:2:81: warning: points column differs from the results for 1 player(s) (1); "
        "scores computed from the results",
    ]


def test_one_sided_game_is_an_error_and_lenient_lists_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "   2 w 1", "0000 - H")
    code, _out, err = run(capsys, str(path), "-t", "BH", "--format", "tsv")
    assert code == 2
    assert err == (
        f"tiebreak: {path}:2:92: round 1: player 1 names 2 as opponent, but 2's line does not name 1\n"
    )
    code, _out, err = run(capsys, str(path), "-t", "BH", "--format", "tsv", "--lenient")
    assert code == 0
    assert err.splitlines() == [
        f"tiebreak: {path}:2:92: error: round 1: player 1 names 2 as opponent, but 2's line does not name 1",
        f"tiebreak: {path}:3:81: warning: points column differs from the results for 1 player(s) (2); "
        "scores computed from the results",
        "tiebreak: note: the event has no start date: if its published tie-breaks used FIDE's rules before "
        "C.07 (virtual opponents for unplayed rounds, as Swiss-Manager, Vega and SwissChess did until 2023), "
        "rank it with --rules legacy (Swiss-Manager's Sonneborn-Berger: --rules legacy-sm)",
    ]


def test_unknown_result_codes_are_refused_unless_lenient(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "   2 w 1", "   1 b Q")
    assert run(capsys, str(path), "-t", "BH", "--format", "tsv", "--lenient")[0] == 0
    for extra in ((), ("--strict",)):
        code, _out, err = run(capsys, str(path), *extra)
        assert code == 2
        assert err.startswith(f"tiebreak: {path}:3:99: round 1: unknown result code 'Q'")


def test_strict_refuses_warnings(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "   2 w 1", "   1 b 0")
    text = path.read_text(encoding="utf-8").replace(" 0.0 ", " 0.5 ")
    path.write_text(text, encoding="utf-8")
    assert run(capsys, str(path), "-t", "BH")[0] == 0
    code, _out, err = run(capsys, str(path), "-t", "BH", "--strict")
    assert code == 2
    assert "points column differs from the results" in err and "refused by --strict" in err


def test_limits_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "   2 w 1", "   1 b 0")
    code, _out, err = run(capsys, str(path), "--max-players", "1")
    assert code == 2
    assert err == f"tiebreak: {path}:3:1: more than 1 players; the limit is 1 (--max-players)\n"
    code, _out, err = run(capsys, str(path), "--max-bytes", "10")
    assert code == 2
    assert err.startswith(f"tiebreak: {path}: the input has ")


def test_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, str(tmp_path / "nope.trf"))
    assert code == 2
    assert err == f"tiebreak: {tmp_path / 'nope.trf'}: No such file or directory\n"


def _broken(*args: object, **kwargs: object) -> None:
    """A stand-in for a library function with a bug."""
    raise ZeroDivisionError("division by zero")


def _with_a_bug(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An event file, and the standings sub-command's ranking replaced by :func:`_broken`."""
    monkeypatch.setattr(standings, "compute_standings", _broken)
    return write(tmp_path, "   2 w 1", "   1 b 0")


def test_a_bug_is_one_line_and_status_70(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _with_a_bug(tmp_path, monkeypatch)
    code, out, err = run(capsys, str(path))
    assert (code, out) == (70, "")
    assert err == (
        "tiebreak: internal error (ZeroDivisionError: division by zero); please report it with "
        "the input file (--debug shows the traceback)\n"
    )


def test_debug_shows_the_traceback_of_a_bug(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _with_a_bug(tmp_path, monkeypatch)
    for argv in (["--debug", "standings", str(path)], ["standings", str(path), "--debug"]):
        assert cli.main(argv) == 70
        out, err = capsys.readouterr()
        assert out == ""
        assert err.startswith("Traceback (most recent call last):\n")
        assert 'in _broken\n    raise ZeroDivisionError("division by zero")' in err
        assert err.endswith(
            "tiebreak: internal error (ZeroDivisionError: division by zero); please report "
            "it with the input file\n"
        )


def test_only_the_command_run_is_imported() -> None:
    """``tiebreak --version`` loads no sub-command and not the engine; ``standings`` not the
    explanations, the other sub-commands, the web page or (an individual event) the team model;
    ``event --help`` not the store (a fresh interpreter, as the command runs)."""
    import subprocess
    import sys

    script = (
        "import sys\nfrom tiebreak.cli import main\ntry:\n    main(sys.argv[1:])\nexcept SystemExit:\n"
        "    pass\nprint(sorted(m for m in sys.modules if m.startswith(('tiebreak', 'sqlalchemy'))))"
    )

    def loaded(*argv: str) -> set[str]:
        proc = subprocess.run(
            [sys.executable, "-c", script, *argv], capture_output=True, text=True, check=True
        )
        return set(eval(proc.stdout.strip().splitlines()[-1]))

    assert loaded("--version") == {"tiebreak", "tiebreak.cli"}
    got = loaded("standings", "--example", "arena")
    assert {"tiebreak.cli.standings", "tiebreak.ranking.engine", "tiebreak.readers.trf"} <= got
    assert not got & {
        "tiebreak.cli.explain",
        "tiebreak.cli.serve",
        "tiebreak.explanations.explain",
        "tiebreak.web",
        "tiebreak.readers.pgn",
        "tiebreak.readers.crosstable",
        "tiebreak.teams.matches",
    }
    assert "tiebreak.teams.matches" in loaded(
        "standings", "--example", "team"
    )  # the team model: team events only
    got = loaded(
        "event", "--help"
    )  # the live events' command: the store's option lists, SQLAlchemy only when it runs
    assert "tiebreak.cli.event" in got and not {
        m for m in got if m.startswith(("sqlalchemy", "tiebreak.web"))
    }


def test_an_unknown_code_in_the_files_list_names_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "listed.trf"
    path.write_text(
        "212 PTS BH Fancy\n" + trf(row(1, "   2 w 1", points="1.0"), row(2, "   1 b 0", points="0.0")),
        encoding="utf-8",
    )
    code, out, err = run(capsys, str(path))
    assert (code, out) == (2, "")
    assert err.startswith(
        f"tiebreak: {path}:1:5: the tie-break list stored in the file: unknown tie-break code 'Fancy'"
    )
    code, out, _ = run(capsys, str(path), "-t", "BH")  # a list on the command line replaces the file's
    assert code == 0 and out


@pytest.mark.parametrize(
    ("codes", "message"),
    [
        (
            "BH:MP",
            "'BH:MP': the score reference :MP names a team score (C.07 Article 14); this is an individual "
            "event, ranked on points",
        ),
        ("GPTS,BH", "'GPTS' is a team score; this is an individual event"),
        ("BH,MPTS", "'MPTS' is a team score; this is an individual event"),
    ],
)
def test_team_scores_asked_of_an_individual_event_are_refused(
    codes: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """A score reference or a team score on an individual event names a score it does not have: an
    error (status 2), first in the list as anywhere else in it."""
    code, out, err = run(capsys, "--example", "arena", "-t", codes)
    assert (code, out, err) == (2, "", f"tiebreak: {message}\n")


def test_check_refuses_a_column_mapped_to_a_team_score_of_an_individual_event(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``tiebreak check --map COLUMN=GPTS`` on a players' event: the same error, not an internal one;
    a column mapped to PTS is checked against the points."""
    arena = str(Path(__file__).parents[1] / "data" / "examples" / "arena-5.trf")
    table = str(Path(__file__).parents[1] / "data" / "examples" / "arena-5.fide2026.tsv")
    assert cli.main(["check", arena, "--standings", table, "--map", "BH=GPTS"]) == 2
    assert capsys.readouterr().err == "tiebreak: 'GPTS' is a team score; this is an individual event\n"
    assert cli.main(["check", arena, "--standings", table, "--map", "DE=PTS"]) == 1  # points are not DE's
    out = capsys.readouterr().out
    # the table's points 3.5, 3.5, 2, 2, 1 against its DE column 0, 0, 1, 2, 0: only Rossi's agree
    assert "Column DE (PTS): 1 of 5 agree under 2026" in out


def test_a_warning_on_the_whole_input_stays_in_view_behind_many_on_its_lines(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Of 13 warnings, 12 on lines and one on the whole input after them, the first 9 on lines and the
    one on the whole input are shown, in their order, and the 3 others counted."""
    from tiebreak.cli import print_diagnostics
    from tiebreak.model.errors import Diagnostic, Severity

    located = [Diagnostic(Severity.WARNING, f"line warning {k}", "games.pgn", k) for k in range(1, 13)]
    whole = Diagnostic(Severity.WARNING, "players without a game in some rounds", "games.pgn")
    print_diagnostics([*located, whole], everything=False)
    lines = capsys.readouterr().err.splitlines()
    assert lines[:9] == [f"tiebreak: {d}" for d in located[:9]]
    assert lines[9:] == [f"tiebreak: {whole}", "tiebreak: … and 3 more (--lenient lists them all)"]


RWSWISS = Path(__file__).parent.parent / "data" / "real" / "swissperfect-rwchess-swiss.jsp"


def test_notes_on_the_reading_are_counted_and_printed_with_notes(capsys: pytest.CaptureFixture[str]) -> None:
    """What a reader assumed is a note: counted after the warnings, printed with ``--notes``. SwissPerfect's
    cross table on a club's page gives the late entrants' first rounds as ``:``, worth the half point each
    that the published Score says (Maras: 4 wins, a loss and two ``:``, 5 points)."""
    code, _out, err = run(capsys, str(RWSWISS), "--format", "tsv")
    assert code == 0
    assert ": info:" not in err
    assert "note(s) on how the input was read (--notes prints them)" in err
    code, out, err = run(capsys, str(RWSWISS), "--format", "tsv", "--notes")
    assert code == 0
    assert "info: SwissPerfect's ':' cells (rounds without a game) read as the points the table gives" in err
    assert "note(s) on how the input was read" not in err
    maras = next(line.split("\t") for line in out.splitlines() if "\tMaras" in line)
    assert maras[3] == "5"
