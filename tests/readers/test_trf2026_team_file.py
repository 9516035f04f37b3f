"""A TRF-2026 team file as FIDE's own sample writes one (its "Grandmommy's Cup", 50 teams, 14 rounds):
``###`` comment lines as column rulers above the records (one of them digits counting the columns:
``###4567890123…``, a number of 227 digits that the input guard refused before the TRF reader, which
skips comments, could see it; spec trf.md 2.4), a stored list with the ``/P`` switch on an EDE chain
(``202 EDET/P,…``, refused before: ``EDET does not take the modifier /P``; spec tiebreaks.md 5.5: for
DE, EDE, BH, FB, SB, ESB and SSSC a forfeit counts as a game played against the scheduled opponent),
and the teams' ranks and scores in its 310 records, which ``check`` compares (before: nothing to check).

The event is tests/data/team/ede-forfeited-match.trf in 310 form: round 1 A-B forfeited, won by B
(330 -+), C-D 1-1; round 2 A 2-0 D, C 2-0 B; round 3 C 2-0 A, D 2-0 B. C 5 MP, D 3, A 2, B 2. A and B
met only in the forfeited match: without /P, EDE and its board steps leave them tied (6.1.1); with
/P the forfeit is a match B won, so B ranks above A: C, D, B, A.
"""

from __future__ import annotations

from pathlib import Path

import pytest

import tiebreak
from conftest import DATA
from tiebreak.cli import main
from tiebreak.readers import read_text

EDE_FORFEIT = DATA / "team" / "ede-forfeited-match.trf"


def _team_line(number: int, name: str, mp: str, gp: str, rank: int, players: tuple[int, int]) -> str:
    """A 310 record at the columns of trf.md 6.2."""
    line = f"310 {number:>3} {name:<32} {'':<5} {'':>6} {mp:>6} {gp:>6} {rank:>3}"
    return line.ljust(72) + "".join(f" {p:>4}" for p in players)


def _event(ranks: dict[str, int]) -> str:
    players = [x for x in EDE_FORFEIT.read_text().splitlines() if x.startswith(("001", "330", "XXR"))]
    teams = [("Team A", "2", "2", (1, 2)), ("Team B", "2", "2", (3, 4))]
    teams += [("Team C", "5", "4", (5, 6)), ("Team D", "3", "2", (7, 8))]
    return (
        "\n".join(
            [
                "012 EDE chain with a forfeited match",
                "042 2026/04/01",
                "092 Team Swiss",
                "192 FIDE_TEAM_MP_GP",
                "202 EDET/P,TPN",
                "###      1         2         3         4         5         6         7         8         9"
                "        10        11",
                "###" + "".join(str(k % 10) for k in range(4, 231)),
                "### SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR",
                *[x for x in players if not x.startswith("330")],
                "### SSS NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN FFFFF EEEEEE MMMMMM GGGGGG RRR PPP1 PPP2",
                *(
                    _team_line(k, name, mp, gp, ranks[name], p)
                    for k, (name, mp, gp, p) in enumerate(teams, 1)
                ),
                *[x for x in players if x.startswith("330")],
            ]
        )
        + "\n"
    )


RANKS = {"Team C": 1, "Team D": 2, "Team B": 3, "Team A": 4}


def test_comment_rulers_and_the_stored_p_switch_are_read() -> None:
    t = read_text(_event(RANKS), source="sample.trf")
    s = tiebreak.compute_standings(t)
    assert [c.canonical for c in s.specs] == ["EDET/P", "TPN"]
    assert [(r.rank, r.name) for r in s.rows] == [(1, "Team C"), (2, "Team D"), (3, "Team B"), (4, "Team A")]


@pytest.mark.parametrize("chain", ["EDE", "EDET", "EDEBT", "EDEB", "EDEBB", "EDEC"])
def test_p_counts_the_forfeited_match_in_every_ede_chain(chain: str) -> None:
    t = tiebreak.load(str(EDE_FORFEIT))
    options = tiebreak.Options(rules=tiebreak.Rules.FIDE_2026)
    switched = tiebreak.compute_standings(t, f"MPTS,{chain}/P,TPN", options)
    assert [(r.rank, r.sno) for r in switched.rows] == [(1, 3), (2, 4), (3, 2), (4, 1)]
    plain = tiebreak.compute_standings(t, f"MPTS,{chain},TPN", options)
    assert [(r.rank, r.sno) for r in plain.rows] == [(1, 3), (2, 4), (3, 1), (4, 2)]  # TPN decides


def test_check_compares_the_team_ranks_of_the_310_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    agreeing = tmp_path / "agreeing.trf"
    agreeing.write_text(_event(RANKS), encoding="utf-8")
    assert main(["check", str(agreeing)]) == 0
    assert "Checked 4 ranks, 4 point totals: all agree." in capsys.readouterr().out
    swapped = tmp_path / "swapped.trf"  # A and B swapped: ranked on MP alone they would share a place
    swapped.write_text(_event({**RANKS, "Team A": 3, "Team B": 4}), encoding="utf-8")
    assert main(["check", str(swapped)]) == 1
    out = capsys.readouterr().out
    assert "Team A: Rank published 3, computed 4." in out and "2 difference(s)" in out
