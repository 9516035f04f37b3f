"""The team tie-breaks (C.07 Articles 11-13, and Article 16 on both scores) with the numbers of the
fixtures: TM1 (tests/data/team-spec/tm1.expected.tsv, the reference's table) and the team byes of
tests/data/team/byes.trf."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

import pytest

from conftest import DATA
from tiebreak import Options, Rules, compute_standings, load
from tiebreak.criteria.unplayed import elements
from tiebreak.model.errors import SpecError
from tiebreak.model.tournament import Result, Tournament
from tiebreak.readers import example_path
from tiebreak.teams.matches import build_team_context

F = Fraction

TM1_CODES = "MPTS,GPTS,MPVGP,BH:MP,BH:GP,SB:MP,EMMSB,EMGSB,EGMSB,EGGSB,BC,WIN:MP,SSSC"
# TM1 (tests/data/team-spec/tm1.expected.tsv), the reference's table: team -> (rank, MPTS, GPTS, MPVGP, BH:MP, BH:GP, SB:MP, EMMSB, EMGSB,
# EGMSB, EGGSB, BC, WIN:MP, SSSC)
TM1 = {
    1: (1, "5", "4", "4", "10", "10.5", "16", "16", "13", "17.5", "14", "6", "2", "7.33"),
    5: (2, "4", "4", "4", "8", "7.5", "6", "6", "7", "7", "7.5", "5.5", "2", "6.67"),
    3: (3, "4", "3.5", "3.5", "10", "10", "12", "12", "11", "13", "11.5", "5", "1", "6.83"),
    4: (4, "3", "3", "3", "8", "8", "4", "4", "6", "4.5", "6.25", "4.5", "1", "5.67"),
    2: (5, "2", "3", "3", "9", "8", "0", "0", "4.5", "1", "4.75", "5", "1", "6"),
    6: (6, "0", "0.5", "0.5", "9", "10", "0", "0", "1.5", "0", "1.5", "1", "0", "3.5"),
}


def _tm1() -> Tournament:
    return load(example_path("team"))


def test_tm1_every_value_of_the_spec_table() -> None:
    s = compute_standings(_tm1(), TM1_CODES, Options(rules=Rules.FIDE_2026))
    assert s.team and s.primary == "MP"
    assert s.codes[0] == "GPTS"  # MPTS, first, is the primary score
    for row in s.rows:
        rank, mp, *values = TM1[row.sno]
        assert row.rank == rank
        assert row.points == F(mp)
        assert [F(v) for v in values] == list(row.values), row.sno
    assert s.row(1).name == "Team 1"


def test_tm1_board_count_needs_equal_game_points() -> None:
    """TM1: teams 3 and 5 have 4 MP but 3.5 and 4 GP: BC (5.0, 5.5), which decides only between teams
    level on game points (C.07 12.1), must not split them."""
    s = compute_standings(_tm1(), "MPTS,BC", Options(rules=Rules.FIDE_2026))
    assert [(r.rank, r.sno) for r in s.rows] == [(1, 1), (2, 3), (2, 5), (4, 4), (5, 2), (6, 6)]
    assert {r.sno: r.values[0] for r in s.rows} == {1: 6, 3: 5, 5: F(11, 2), 4: F(9, 2), 2: 5, 6: 1}


def test_tm1_top_board_result() -> None:
    """TM1: board 1 — team 5 2.5, team 3 2.0."""
    s = compute_standings(_tm1(), "MPTS,TBR", Options(rules=Rules.FIDE_2026))
    assert [r.sno for r in s.rows] == [1, 5, 3, 4, 2, 6]


def test_tm1_ede_chains_count_only_the_games_between_the_two_teams() -> None:
    """C.07 13.3: 3 and 5 (4 MP) never met, so EDE leaves them tied and the BC/TBR/BBE steps of the
    chains, which count only the games between the two teams, have nothing to count: both stay 2nd.
    Stand-alone TBR counts the whole event and splits them (test_tm1_top_board_result)."""
    for code in ("EDE", "EDEC", "EDEBT", "EDEB", "EDET", "EDEBB"):
        s = compute_standings(_tm1(), f"MPTS,{code}", Options(rules=Rules.FIDE_2026))
        assert [(r.rank, r.sno) for r in s.rows][1:3] == [(2, 3), (2, 5)], code


def test_tm1_sssc_divisor_modifier() -> None:
    """13.4: SSSC = GP + BH:MP / divisor; /K2 for team 1: 4 + 10/2 = 9."""
    s = compute_standings(_tm1(), "MPTS,SSSC/K2,SSSC/F", Options(rules=Rules.FIDE_2026))
    assert s.row(1).values[0] == 9
    fore_bh = s.row(1).values[1]
    assert fore_bh is not None and fore_bh > 4


def test_article_16_dummy_on_each_score(tmp_path: Path) -> None:
    """C.07 16.4: a team PAB's dummy is capped separately on MP (1 × 3) and GP (1 × 3)."""
    t = load(DATA / "team" / "byes.trf")
    ctx = build_team_context(t, Rules.FIDE_2026)
    assert ctx.result[2][0] is Result.PAB and ctx.result[3][1] is Result.HALF_BYE
    assert ctx.result[1][1] is Result.FORFEIT_LOSS and ctx.result[4][1] is Result.FORFEIT_LOSS
    mp, gp = ctx.tracks["MP"], ctx.tracks["GP"]
    # team D: 4 MP, 4 GP, half-point bye in round 2: dummy min(4, 1 × 3) = 3 on both scores
    assert mp.value(elements(ctx, mp).values[3][1]) == 3 and gp.value(elements(ctx, gp).values[3][1]) == 3


def test_team_codes_rejected_for_individual_events() -> None:
    with pytest.raises(SpecError, match="team"):
        compute_standings(load(example_path("arena")), "EGGSB")
    with pytest.raises(SpecError, match="/K"):
        compute_standings(_tm1(), "SSSC/K0")


def test_esb_with_two_letters_is_the_extended_family() -> None:
    """The reference's ESB:MG means EMGSB (TM1 team 1: 13, EGGSB 14)."""
    s = compute_standings(_tm1(), "MPTS,ESB:MG,ESB:GG", Options(rules=Rules.FIDE_2026))
    assert s.row(1).values == (13, 14)
    assert [spec.code for spec in s.specs] == ["EMGSB", "EGGSB"]


def test_2024_rules_leave_the_team_dummy_uncapped() -> None:
    """byes.trf, team D (4 MP, half-point bye in round 2, opponents E 3 MP and A 3 MP): BH:MP is
    3 + min(4, 1 × 3) + 3 = 9 under 2026 rules and 3 + 4 + 3 = 10 under 2024 (the reference agrees)."""
    t = load(DATA / "team" / "byes.trf")
    assert compute_standings(t, "MPTS,BH:MP", Options(rules=Rules.FIDE_2026)).row(4).values == (9,)
    assert compute_standings(t, "MPTS,BH:MP", Options(rules=Rules.FIDE_2024)).row(4).values == (10,)


EDE_FORFEIT = DATA / "team" / "ede-forfeited-match.trf"


@pytest.mark.parametrize("chain", ["EDET", "EDEBT", "EDEB", "EDEBB", "EDEC"])
def test_ede_chain_board_steps_skip_a_forfeited_match(chain: str) -> None:
    """C.07 13.3.4 with 6.1.1: the board steps of an EDE chain count the games the two tied teams played
    against each other, and a forfeited match (TRF 330) holds none.

    ede-forfeited-match.trf, 4 teams × 2 boards, 3 rounds: round 1 A–B forfeited, won by B (330 -+);
    C–D 1–1. Round 2 A 2–0 D, C 2–0 B. Round 3 C 2–0 A, D 2–0 B. So C 5 MP, D 3, A 2 (GP 0+2+0 = 2),
    B 2 (GP 2 by forfeit + 0 + 0 = 2). A and B never played: EDE on MP and on GP leaves them tied (6.3:
    each could still have won the missing game). The board step has no game to count (the forfeit's
    award on every board was what put B first before), so the tie goes on to TPN: A (team 1) before B.
    """
    s = compute_standings(load(EDE_FORFEIT), f"MPTS,{chain},TPN", Options(rules=Rules.FIDE_2026))
    assert [(r.rank, r.sno) for r in s.rows] == [(1, 3), (2, 4), (3, 1), (4, 2)]
    assert [r.points for r in s.rows] == [5, 3, 2, 2]
    alone = compute_standings(load(EDE_FORFEIT), f"MPTS,{chain}", Options(rules=Rules.FIDE_2026))
    assert [(r.rank, r.sno) for r in alone.rows][2:] == [(3, 1), (3, 2)]  # shared: nothing orders them


def test_ede_chain_explanation_names_the_forfeited_match() -> None:
    from tiebreak.explanations.explain import explain_value

    s = compute_standings(load(EDE_FORFEIT), "MPTS,EDET,TPN", Options(rules=Rules.FIDE_2026))
    chain = explain_value(s, 2, 0).chain
    assert [step.code for step in chain] == ["EDE", "EDE", "TBR"]
    assert not chain[-1].decided and chain[-1].rounds == ()
    assert (
        "the match of round 1 was forfeited, and a forfeit is not a game played (art. 6.1.1)"
        in chain[-1].summary
    )
