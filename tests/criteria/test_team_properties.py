"""Properties of team round robins with random results, checked against the definitions computed
directly from the generated games (C.07 11.1, 12.1, 13.2; round robin: no Article 16)."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from tiebreak import Options, Rules, compute_standings
from tiebreak.readers.trf import read_trf

PAIRS = [[(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)]]  # Berger tables, 4 teams
OUTCOMES = {
    "1": ("1", "0", Fraction(1)),
    "=": ("=", "=", Fraction(1, 2)),
    "0": ("0", "1", Fraction(0)),
    "+": ("+", "-", Fraction(1)),
    "-": ("-", "+", Fraction(0)),
}


def _event(codes: list[str]) -> tuple[str, dict[tuple[int, int, int], Fraction], dict[tuple[int, int], int]]:
    """TRF text; game points of (team, round, board); opponent team of (team, round)."""
    blocks: dict[int, list[str]] = {p: [] for p in range(1, 9)}
    gp: dict[tuple[int, int, int], Fraction] = {}
    opp: dict[tuple[int, int], int] = {}
    k = 0
    for r, matches in enumerate(PAIRS, start=1):
        for home, away in matches:
            opp[(home, r)], opp[(away, r)] = away, home
            for b in (1, 2):
                mine, theirs, pts = OUTCOMES[codes[k]]
                k += 1
                hp, ap = 2 * home - 2 + b, 2 * away - 2 + b
                hc, ac = ("w", "b") if b == 1 else ("b", "w")
                blocks[hp].append(f"{ap:4d} {hc} {mine}  ")
                blocks[ap].append(f"{hp:4d} {ac} {theirs}  ")
                gp[(home, r, b)], gp[(away, r, b)] = pts, 1 - pts
    lines = [
        "012 Random team round robin",
        "042 2026/05/01",
        "092 Team round robin",
        "XXR 3",
        "352 WB",
        "192 FIDE_TEAM_ROUNDROBIN",
    ]
    for p in range(1, 9):
        lines.append(
            f"001 {p:4d}      {'P' + str(p):<33}{2000 + p:4d}".ljust(91) + "".join(blocks[p]).rstrip()
        )
    for t in range(1, 5):
        lines.append(f"013 {'Team ' + str(t):<32}{2 * t - 1:4d} {2 * t:4d}")
    return "\n".join(lines) + "\n", gp, opp


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(sorted(OUTCOMES)), min_size=12, max_size=12))
def test_scores_and_team_tiebreaks_follow_their_definitions(codes: list[str]) -> None:
    text, gp, opp = _event(codes)
    s = compute_standings(read_trf(text), "MPTS,GPTS,EGGSB,EMMSB,BC", Options(rules=Rules.FIDE_2026))
    match_gp = {(t, r): gp[(t, r, 1)] + gp[(t, r, 2)] for t in range(1, 5) for r in range(1, 4)}
    match_mp = {
        k: Fraction(2) if v > 1 else Fraction(1) if v == 1 else Fraction(0) for k, v in match_gp.items()
    }
    total_gp = {t: sum(match_gp[(t, r)] for r in range(1, 4)) for t in range(1, 5)}
    total_mp = {t: sum(match_mp[(t, r)] for r in range(1, 4)) for t in range(1, 5)}
    assert sum(total_gp.values()) == 6 * 2 and sum(total_mp.values()) == 6 * 2
    for row in s.rows:
        t = row.sno
        gp_total, eggsb, emmsb, bc = row.values
        assert row.points == total_mp[t] and gp_total == total_gp[t]
        assert eggsb == sum(total_gp[opp[(t, r)]] * match_gp[(t, r)] for r in range(1, 4))
        assert emmsb == sum(total_mp[opp[(t, r)]] * match_mp[(t, r)] for r in range(1, 4))
        assert bc == sum(b * gp[(t, r, b)] for r in range(1, 4) for b in (1, 2))
    points = [r.points for r in s.rows]
    assert points == sorted(points, reverse=True)
