"""A team event given as one file of match results a round, without a round column (a club's scraper of
the Swiss federation's league site: ``matchId,homeTeam,awayTeam,score``, one CSV a round): each file's
round is the round its name gives (``round3``), else its place after the files before it, with a
warning (readers/assemble.py ``match_rounds``, used by readers/_teammatches.py for team pairings as it is
for team board pairings); the files are the event, not "not used". The expected values are the
publication's own ranking (tests/data/real/sion-cse2025-l1-*.csv), read here with the csv module."""

from __future__ import annotations

import csv
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from conftest import DATA
from tiebreak.cli import main
from tiebreak.model.errors import ParseError, Severity
from tiebreak.readers import read_path, read_paths

REAL = DATA / "real"
ROUNDS = [REAL / f"sion-cse2025-l1-round{r}-matches.csv" for r in (1, 2, 3, 4)]
RANKING = REAL / "sion-cse2025-l1-round4-rankings.csv"


def _published() -> dict[str, tuple[int, Fraction, Fraction]]:
    with RANKING.open(encoding="utf-8", newline="") as f:
        return {
            row["team"]: (
                int(row["rank"]),
                Fraction(row["matchPoints"]),
                Fraction(row["gamePoints"].replace("½", ".5")),
            )
            for row in csv.DictReader(f)
        }


def test_each_files_round_is_the_one_its_name_gives() -> None:
    event = read_paths([*ROUNDS, RANKING])
    assert event.is_team_event and event.rounds == 4
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    published = _published()
    assert {r.name: (r.rank, r.points, r.values[0]) for r in standings.rows} == published
    said = [d for d in event.diagnostics if d.severity is not Severity.INFO]
    assert not any("not used" in d.message for d in said), said


def test_the_files_given_in_another_order_give_the_same_event() -> None:
    event = read_paths([ROUNDS[2], ROUNDS[0], ROUNDS[3], ROUNDS[1]])
    again = read_paths(ROUNDS)
    assert event.rounds == again.rounds == 4
    assert event.team_info is not None and again.team_info is not None
    by_name = {t.name: t for t in again.team_info.teams}
    for team in event.team_info.teams:
        assert [(e.round, e.result) for p in team.players for e in event.player(p).rounds] == [
            (e.round, e.result) for p in by_name[team.name].players for e in again.player(p).rounds
        ]


def test_files_whose_names_give_no_round_are_read_in_order_with_a_warning(tmp_path: Path) -> None:
    names = []
    for k, path in enumerate(ROUNDS):
        own = tmp_path / f"{'abcd'[k]}.csv"
        own.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
        names.append(own)
    event = read_paths(names)
    assert event.rounds == 4
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    published = _published()
    assert {r.name: (r.points, r.values[0]) for r in standings.rows} == {
        team: (mp, gp) for team, (_, mp, gp) in published.items()
    }
    warned = [d.message for d in event.diagnostics if d.severity is Severity.WARNING]
    assert any("no round named above the match" in m and "read as round 2" in m for m in warned), warned


BOARDS = [REAL / f"sion-cse2025-l1-round{r}-boards.csv" for r in (1, 2, 3, 4)]


def _board_rows(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def test_boards_that_name_their_match_are_joined_to_their_rounds_matches() -> None:
    """Each boards file (``matchId, boardNumber, homePlayer, …, result, awayPlayer``) with the matches file
    of its round: the team board pairings of the round, every board's game read (readers/_keyedboards.py)."""
    event = read_paths([p for pair in zip(ROUNDS, BOARDS, strict=True) for p in pair] + [RANKING])
    assert event.is_team_event and event.rounds == 4 and event.team_info is not None
    assert not event.team_info.match_results_only  # the boards are the event's
    fielded = {(r["homePlayer"]) for b in BOARDS for r in _board_rows(b)} | {
        r["awayPlayer"] for b in BOARDS for r in _board_rows(b)
    }
    assert {p.name for p in event.players} == fielded - {"N.N."}  # every player fielded, each once
    by_name = {p.name: p for p in event.players}
    for rnd, path in enumerate(BOARDS, start=1):
        for row in _board_rows(path):
            if row["awayPlayer"] == "N.N.":  # nobody on the board: the home player's point without a game
                assert next(e for e in by_name[row["homePlayer"]].rounds if e.round == rnd).opponent is None
                continue
            home, away = by_name[row["homePlayer"]], by_name[row["awayPlayer"]]
            entry = next(e for e in home.rounds if e.round == rnd)
            assert entry.opponent == away.sno
            assert entry.result.unit_result == {"1-0": 1, "0-1": 0, "½-½": Fraction(1, 2)}[row["result"]]
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    assert {r.name: (r.rank, r.points, r.values[0]) for r in standings.rows} == _published()
    said = [d.message for d in event.diagnostics]
    assert any(
        "joined to the matches of sion-cse2025-l1-round3-matches.csv by the column 'matchId'" in m
        for m in said
    )
    assert not any("not used" in m for m in said), said


def test_boards_and_matches_files_without_rounds_in_their_names_pair_in_the_order_given(
    tmp_path: Path,
) -> None:
    given = []
    for k, (matches, boards) in enumerate(zip(ROUNDS, BOARDS, strict=True)):
        for path, kind in ((matches, "m"), (boards, "b")):
            own = tmp_path / f"{kind}{'abcd'[k]}.csv"
            own.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
            given.append(own)
    event = read_paths(given)
    assert event.rounds == 4 and len(event.players) == 111  # the names of the boards files, each once
    standings = tiebreak.compute_standings(event, "MPTS,GPTS")
    assert {r.name: (r.points, r.values[0]) for r in standings.rows} == {
        team: (mp, gp) for team, (_, mp, gp) in _published().items()
    }


def test_a_boards_file_without_its_matches_is_refused_naming_the_key(tmp_path: Path) -> None:
    with pytest.raises(ParseError) as alone:
        read_path(BOARDS[1])
    assert "naming its match by the column 'matchId' and not by its teams" in alone.value.message
    assert (alone.value.line, alone.value.column) == (1, 1)
    with pytest.raises(ParseError) as other:  # round 2's boards beside round 3's matches only
        read_paths([BOARDS[1], BOARDS[2], ROUNDS[2]])
    assert other.value.source is not None and other.value.source.endswith("round2-boards.csv")
    assert main(["standings", str(BOARDS[0])]) == 2
