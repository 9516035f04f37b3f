"""Bad inputs of every kind: each gives one clear message with line and column, exit code 2."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

import tiebreak
from conftest import DATA, EXAMPLES
from tiebreak.cli import main
from tiebreak.model.errors import ParseError

ARENA = (EXAMPLES / "arena-5.trf").read_text(encoding="utf-8").splitlines()
LINE = {int(line[4:8]): n for n, line in enumerate(ARENA) if line.startswith("001")}


def _edit(sno: int, column: int, new: str) -> str:
    """The Arena file with the text at 1-based ``column`` of player ``sno``'s line replaced."""
    lines = list(ARENA)
    old = lines[LINE[sno]]
    lines[LINE[sno]] = old[: column - 1] + new + old[column - 1 + len(new) :]
    return "\n".join(lines) + "\n"


def _truncated() -> str:
    lines = list(ARENA)
    lines[LINE[3]] = lines[LINE[3]][:105]  # ends inside the round-2 block: "   1 b" without a result
    return "\n".join(lines) + "\n"


CASES = {
    "truncated line": (_truncated(), LINE[3] + 1, 109, "no result for the game against 1"),
    "unknown result code": (_edit(1, 99, "Q"), LINE[1] + 1, 99, "unknown result code 'Q'"),
    "asymmetric pairing": (
        _edit(5, 92, "   4"),
        LINE[1] + 1,
        92,
        "player 1 names 5 as opponent, but 5's line does not name 1",
    ),
    "non-numeric rating": (_edit(2, 49, "13x0"), LINE[2] + 1, 49, "expected a rating"),
    "empty file": ("", 1, 1, "the input is empty"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_trf_gives_one_message_with_line_and_column(
    case: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text, line, column, words = CASES[case]
    path = tmp_path / "bad.trf"
    path.write_text(text, encoding="utf-8")
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1, err
    assert err[0].startswith(f"tiebreak: {path}:{line}:{column}: "), err[0]
    assert words in err[0]
    assert "Traceback" not in err[0]


def test_binary_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.trf"
    path.write_bytes(b"001    1 \x00\x01\x02\xff\xfe" + bytes(range(256)))
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"tiebreak: {path}:1:") and "binary data" in err


@pytest.mark.parametrize(
    ("name", "program"),
    [("SrS_KM_2026.TUNx", "Swiss-Manager"), ("club.veg", "Vega"), ("bre-jeunes-2024-u12.papi", "Papi")],
)
def test_a_programs_own_saved_event(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, program: str
) -> None:
    """A pairing program's own binary file (Swiss-Manager's .TUNx, Vega's .veg): the error names the
    program and says what to give instead."""
    path = tmp_path / name
    path.write_bytes(b"\x93\xff\x89D\x00\x00\x00\x00\x1e\xfd\x977" + bytes(range(64)))
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert "binary data" in err and f"is {program}'s own saved event" in err and "as a TRF file" in err


def test_an_xml_file_that_is_no_web_page(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A program's own XML file (a league program's ``<chess><tournament name="basic">``, teams, rounds
    and games in elements of its own): named as XML, not as a web page, with what to give instead."""
    path = tmp_path / "3318.XML"
    path.write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\r\n<chess>\r\n<tournament name="basic">\r\n'
        "<info><id>3318</id><teams>12</teams></info>\r\n<team><name>A</name><no>1</no></team>\r\n"
        "<results><no>1</no><tno1>1</tno1><tno2>12</tno2><scr1>2.5</scr1><scr2>5.5</scr2></results>\r\n"
        "</tournament>\r\n</chess>\r\n",
        encoding="utf-8",
    )
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith(f"tiebreak: {path}:1:1: an XML file (its root element <chess>), not a web page")
    assert "as a TRF file" in err


NOT_EVENTS = Path(__file__).resolve().parents[1] / "data" / "not-events"


@pytest.mark.parametrize(
    "name",
    [
        "cr-xls-en-adith-paulson-memorial-2019.startingrank.xls",
        "cr-xlsx-pt-festival-crianca-sidrolandia-2026.startingrank.xlsx",
        "cr-ru-jogga-school-2026-junior-boys.startlist-after-r4.html",
    ],
)
def test_a_starting_list_is_named_so(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """chess-results' starting lists (an old .xls, a Portuguese .xlsx, a Russian page: tests/data/
    not-events): refused as a starting list, with what to give instead, whatever the interface's
    language (before: a ranking, a crosstable of 0 rows, or a page without a crosstable)."""
    path = NOT_EVENTS / name
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err
    assert "no games in this input: what it holds is a starting list" in err.split("\n")[0]
    assert "a ranking" not in err.split("\n")[0]


def test_one_players_card_is_named_so(capsys: pytest.CaptureFixture[str]) -> None:
    """chess-results' page of one player (``art=9``, Russian: a row a round, ``Тур`` the round, the
    opponent and ``w 1`` the result; tests/data/not-events): refused as one player's card, with what to
    give instead (before: "what it holds is a ranking", its rounds read as places)."""
    path = NOT_EVENTS / "cr-ru-russkaya-zima-2020-d.player-card-snr8.html"
    assert main(["standings", str(path)]) == 2
    first = capsys.readouterr().err.split("\n")[0]
    assert "table 4 is one player's card" in first and "crosstable or the pairing lists" in first


def test_a_team_ranking_copied_without_separators_is_named_a_ranking(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Wikipedia's table of a team league copied as text (tests/data/not-events: ``2. SC Viernheim 15
    13 1 1 27:03 76``): a ranking alone, not a crosstable whose second row is its header and whose
    numbers are rounds (before: 'round 1: cannot read the cell '3.'')."""
    path = NOT_EVENTS / "dewiki-de-schachbundesliga-2022-23-tabelle.txt"
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err
    assert "no games in this input: what it holds is a ranking" in err.split("\n")[0]


def test_players_mini_matches_beside_their_ranking_are_no_team_event(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A club's workbook (tests/data/not-events): the evening's pairings, two games a pairing written as one
    score (``1 - 1``), beside the season's ranking of 13 players: refused, naming the 4 the matches name
    (before: read as a team Swiss of four players, each a team, without a word)."""
    path = NOT_EVENTS / "sion-ci25-2015-16.round-sheet-and-ranking.xls"
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err
    assert "name 4 of the 13 competitors" in err and "no team event's matches" in err


def test_a_text_of_more_lines_than_any_events_tables_is_refused_at_once() -> None:
    """200,001 lines of two numbers (800 kB): before, every reader of tables looked at each line, some
    10 s of CPU time; now refused before any reading, naming what is read whatever its length."""
    text = "a\tb\n" + "1\t2\n" * 200_000
    with pytest.raises(ParseError, match="this text has 200001 lines") as caught:
        tiebreak.read_text(text, source="lines.txt")
    assert "a PGN, TRF or JSON file of the event is read whatever its length" in str(caught.value)


def test_a_programs_settings_file_is_named_so(capsys: pytest.CaptureFixture[str]) -> None:
    """SwissPerfect's ``.ini`` of an event (tests/data/not-events: the Mulcahy Cup 2010): refused as a
    program's settings file, naming where its players and games are and what to give instead (before:
    "cannot tell the format", every reader's reason, and a table of its sections' words)."""
    path = NOT_EVENTS / "swissperfect-icu-mulcahy-cup-2010.settings.ini"
    assert main(["standings", str(path)]) == 2
    first = capsys.readouterr().err.split("\n")[0]
    assert "a program's settings file (15 sections in brackets of key=value lines, SwissPerfect's" in first
    assert ".trn and .sco tables" in first and "as a TRF file" in first


def test_a_real_xml_file_of_a_league_program(capsys: pytest.CaptureFixture[str]) -> None:
    path = NOT_EVENTS / "sm-cs-ksa-stcss-2025-26-team-rr.sm-internal.xml"
    assert main(["standings", str(path)]) == 2
    assert "an XML file (its root element <chess>), not a web page" in capsys.readouterr().err


def test_an_access_database_under_another_name(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Papi's saved event is an Access (Jet) database: told by how it begins, whatever its name."""
    path = tmp_path / "tournoi.mdb"
    path.write_bytes(b"\x00\x01\x00\x00Standard Jet DB\x00\x01\x00\x00\x00" + bytes(range(64)))
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err
    assert "an Access database (as Papi, the French federation's program, keeps an event)" in err
    assert "as a TRF file" in err


@pytest.mark.parametrize(
    ("name", "data", "said"),
    [
        (
            "event.json.gz",
            gzip.compress(b'{"format": "tiebreak-json"}'),
            "a gzip-compressed file",
        ),
        ("pages.7z", b"7z\xbc\xaf\x27\x1c\x00\x04" + bytes(range(32)), "a 7-Zip archive"),
        ("THEXPORT.DBF", b"\x03\x7e\x05\x01" + bytes(range(64)), "a dBase table (US Chess's rating report"),
    ],
)
def test_a_packed_file_or_a_dbase_table_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, data: bytes, said: str
) -> None:
    """What a user is likely to give that holds no text: said what it is and what to do (before: binary
    data, and no more)."""
    path = tmp_path / name
    path.write_bytes(data)
    assert main(["standings", str(path)]) == 2
    assert said in capsys.readouterr().err


def test_lenient_reads_what_has_a_reading(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.trf"
    path.write_text(CASES["unknown result code"][0], encoding="utf-8")
    assert main(["standings", str(path), "--lenient"]) == 0
    captured = capsys.readouterr()
    assert "unknown result code 'Q' read as ?" in captured.err
    assert "Chen, Ava" in captured.out


@pytest.mark.parametrize(
    ("fmt", "text", "expected"),
    [
        ("json", "[" * 100_000 + "]" * 100_000, "1:1: invalid JSON: arrays or objects nested too deeply"),
        (
            "chess-json",
            '{"a":' * 50_000 + "1" + "}" * 50_000,
            "1:1: invalid JSON: arrays or objects nested too deeply",
        ),
        ("csv", "x" * 200_000, "1:1: unreadable CSV line: field larger than field limit"),
        ("auto", "Round,White,Black,Result\n1," + "x" * 200_000, "2:1: unreadable CSV line"),
    ],
)
def test_hostile_text_is_a_parse_error(fmt: str, text: str, expected: str) -> None:
    """Nesting past the recursion limit and a CSV field past the csv module's limit are input errors."""
    from tiebreak.model.errors import ParseError
    from tiebreak.readers import read_text

    with pytest.raises(ParseError) as info:
        read_text(text, input_format=fmt)
    assert str(info.value).startswith(expected)


def test_a_long_line_is_not_taken_for_csv() -> None:
    from tiebreak.model.errors import ParseError
    from tiebreak.readers import read_text

    with pytest.raises(ParseError, match="cannot tell the format"):
        read_text("x" * 200_000)


@pytest.mark.parametrize("code", ["Z", "H", "U"])
def test_a_bye_code_against_a_game_is_reported_where_it_was_typed(code: str) -> None:
    """Line 11 (player 1) gets a bye code in round 1 where line 15 (player 5) records the game: the error
    points at line 11, column 99 (round 1's result), not at the line that is right."""
    from tiebreak.model.errors import TiebreakError
    from tiebreak.readers import example_text, read_text

    lines = example_text("arena").splitlines()
    assert lines[10].startswith("001    1") and lines[10][98] == "1"
    lines[10] = lines[10][:98] + code + lines[10][99:]
    with pytest.raises(TiebreakError) as info:
        read_text("\n".join(lines) + "\n")
    assert (info.value.line, info.value.column) == (11, 99)
    assert f"bye code '{code}'" in info.value.message


def test_a_list_whose_dashes_look_like_a_grid_is_no_event(capsys: pytest.CaptureFixture[str]) -> None:
    """A club's report (tests/data/not-events) ending in a list ``1 - Ruhrgebiet - SF Brackel 30 1503 – 1144
    …``: before, its two lines were read as a round robin of two players, every dash a game lost by both
    (two players on 0 points, exit 0); now refused: a column of dashes alone is no grid's (a grid's
    column has one cell on its diagonal and results in the others), so the list is the table found."""
    path = NOT_EVENTS / "turm-raesfeld-u12-nrw-2006.club-report.cut.txt"
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err
    assert "1 table(s) found" in err and "round-robin grid" not in err


def test_a_later_rounds_list_without_a_heading_is_not_round_one(capsys: pytest.CaptureFixture[str]) -> None:
    """Vega's Italian list of round 3 alone (tests/data/not-events), no heading naming the round: its
    points before the round, ``(2)`` beside CAMARDA and 18 more players not on 0, say it is no round 1
    (before: read as round 1, exit 0). With --lenient it is read so, Italy's categories (``1N``, ``CN``)
    noted and kept out of the names."""
    path = NOT_EVENTS / "muccio-monforte-2017-open.vega-round3.txt"
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err
    assert "no heading names the round of this pairing list" in err
    assert "2 for CAMARDA Pierluigi" in err and "--lenient" in err
    assert main(["standings", "--lenient", "--format", "json", str(path)]) == 0
    out, err = capsys.readouterr()
    names = {row["name"] for row in json.loads(out)["standings"]}
    assert "CAMARDA Pierluigi" in names and "DI GIANNI Rocco" in names and "RICCI Alessio" in names
    assert not any(name.startswith(("1N ", "2N ", "3N ", "CN ")) for name in names)


def test_a_json_document_of_a_form_not_read_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    """TCEC's crosstable JSON (tests/data/not-events): before, its lists of ``{"Game", "Result", "Winner"}``
    were read as tables and the input refused as "a ranking"; now refused as the JSON form it is, with its
    keys and the JSON forms that are read."""
    path = NOT_EVENTS / "tcec-cup-1-final-2018.crosstable.json"
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err
    assert "a JSON document of a form not read: an object with keys 'Event', 'Order', 'Table'" in err
    assert "a ranking" not in err


@pytest.mark.parametrize(
    ("name", "misread"),
    [
        ("bworld-olympiad-istanbul-2012.score-groups.txt", "cannot read the cell 'squad'"),
        ("ukwiki-candidates-2013.rounds-cut.txt", "grid cells with the diagonal mark"),
    ],
)
def test_prose_is_no_crosstable_and_bullets_are_no_grid(
    name: str, misread: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Pages of prose (tests/data/not-events): a sentence naming a board, a player and a number is no
    crosstable's header, and two lines behind bullets are no grid whose diagonal the bullets are. Before,
    each was read as such and refused at a cell of its prose; now refused with the tables found."""
    assert main(["standings", str(NOT_EVENTS / name)]) == 2
    err = capsys.readouterr().err
    assert misread not in err
    assert "table(s) found" in err


def test_a_crosstable_that_does_not_read_is_not_passed_over_for_a_few_games_below_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Russian Wikipedia's 2015 Superfinal as its rendered text (tests/data/real): a crosstable of 12
    players numbered 1-12 whose separators and half points were lost, then the games of round 1 typed
    one a line, cut short by the page store after four games. Before, the four games were read as the
    event (8 players, one round, exit 0: a wrong table without a word); now refused: the crosstable's
    rows (lines 13-24) number 12 players, the games name 8, and the message says both."""
    path = DATA / "real" / "wikipedia-ru-russian-superfinal-2015-rr.txt"
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Lines 13-24 number 12 players in a table that does not read" in err
    assert "names only 8 players" in err


def test_team_grids_broken_over_lines_are_not_passed_over_for_one_match_s_boards(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A district's blog post (tests/data/formats): two league tables copied from the federation's results
    service, each row broken over lines and the empty cells of the round not played dropped, then the
    eight boards of one match (``Gramlich, Sebastian - Galkin, Wladislaw ½:½``). Before, the boards were
    read as the event (16 players, one round, exit 0) and the tables dropped without a word; now refused:
    the grids' rows, each marked on its diagonal ``**`` (lines 7-26), number 20 teams, the boards 16
    players, and the message says both."""
    path = DATA / "formats" / "hessen-landesklasse-2016-17-r8.broken-grids.txt"
    assert main(["standings", str(path)]) == 2
    err = capsys.readouterr().err
    assert "Lines 7-26 number 20 players in a table that does not read" in err
    assert "names only 16 players" in err


def test_a_refused_crosstable_beside_its_ranking_says_why(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A crosstable whose rows contradict each other (row 1 says it met 3 in round 2, row 3 says 2), given
    with its ranking: the crosstable's own error, at its line, with the file beside it named (before: "no
    pairing list in the 2 inputs", the crosstable not even listed among the tables found)."""
    cross = tmp_path / "crosstable.txt"
    cross.write_text(
        "No Name 1.Rd 2.Rd Pts\n1 Abel 2w1 3b1 2\n2 Bode 1b0 4w1 1\n3 Cron 4b½ 2w1 1.5\n4 Dorn 3w½ 2b0 0.5\n",
        encoding="utf-8",
    )
    ranking = tmp_path / "ranking.txt"
    ranking.write_text("Rk. Name Pts\n1 Abel 2\n2 Cron 1.5\n3 Bode 1\n4 Dorn 0.5\n", encoding="utf-8")
    assert main(["standings", str(cross), str(ranking)]) == 2
    err = capsys.readouterr().err
    assert "crosstable.txt:2:" in err and "round 2" in err
    assert "(given with ranking.txt, which hold no pairing list" in err
