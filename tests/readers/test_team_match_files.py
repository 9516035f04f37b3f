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

import tiebreak
from conftest import DATA
from tiebreak.model.errors import Severity
from tiebreak.readers import read_paths

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
