"""The rules before C.07 (``--rules legacy`` and ``--rules legacy-sm``, C.02 Annex 3, spec §10.4): opponents'
unplayed rounds count as draws, the player's own unplayed rounds are games against a virtual opponent, cuts
take the lowest values. In Sonneborn-Berger an own unplayed round adds ``S_vo × s_R`` under ``legacy`` (a
forfeit loss or zero-point absence adds 0) and ``S_vo × ½`` under ``legacy-sm`` (Swiss-Manager); nothing else
differs between the two.

Every expected value is computed by hand from those rules (the computations are in the comments),
including the virtual opponent's formula S_before + (1 − s_R) + ½(n − R) worked through round by round.
"""

from __future__ import annotations

import json
from fractions import Fraction as F

import pytest
from hypothesis import given, settings

import tiebreak
from conftest import DATA
from event_strategies import Entry, Event, swiss_events
from tiebreak import Options, Rules
from tiebreak.cli import main
from tiebreak.criteria.base import build_context
from tiebreak.criteria.unplayed import elements, virtual_opponent
from tiebreak.explanations.explain import explain_value
from tiebreak.readers import example_path
from trf_lines import row, trf

L1 = DATA / "legacy" / "l1.trf"
LEGACY = Options(rules=Rules.LEGACY)
LEGACY_SM = Options(rules=Rules.LEGACY_SM)


def _values(
    event: tiebreak.Tournament, codes: str, rules: Rules = Rules.LEGACY
) -> dict[int, tuple[object, ...]]:
    s = tiebreak.compute_standings(event, codes, Options(rules=rules))
    return {r.sno: r.values for r in s.rows}


# L1 (tests/data/legacy/l1.trf), 6 players, 4 rounds:
#   A: R1 1 v B, R2 forfeit win v C, R3 ½ v E, R4 1 v D           = 3.5
#   B: R1 0 v A, R2 0 v E, R3 1 v D, R4 zero-point bye            = 1.0
#   C: R1 ½ v D, R2 forfeit loss v A, R3 1 v F, R4 0 v E          = 1.5
#   D: R1 ½ v C, R2 1 v F, R3 0 v B, R4 0 v A                     = 1.5
#   E: R1 PAB, R2 1 v B, R3 ½ v A, R4 1 v C                       = 3.5
#   F: R1 half-point bye, R2 0 v D, R3 0 v C, R4 PAB              = 1.5
# Opponents' scores, every unplayed round a draw: A 2.5+½ = 3, B 1+½ = 1.5, C 1.5+½ = 2, D 1.5,
# E 2.5+½ = 3, F 0+½+½ = 1.
# Virtual opponents S_before + (1 − s_R) + ½(n − R), n = 4: A R2 1+0+1 = 2, B R4 1+1+0 = 2,
# C R2 ½+1+1 = 2.5, E R1 0+0+1.5 = 1.5, F R1 0+½+1.5 = 2, F R4 ½+0+0 = ½.
L1_ADJUSTED = {1: F(3), 2: F(3, 2), 3: F(2), 4: F(3, 2), 5: F(3), 6: F(1)}
L1_BH = {
    1: F(8),  # B 1.5 + vo 2 + E 3 + D 1.5
    2: F(19, 2),  # A 3 + E 3 + D 1.5 + vo 2
    3: F(8),  # D 1.5 + vo 2.5 + F 1 + E 3
    4: F(15, 2),  # C 2 + F 1 + B 1.5 + A 3
    5: F(8),  # vo 1.5 + B 1.5 + A 3 + C 2
    6: F(6),
}  # vo 2 + D 1.5 + C 2 + vo ½
L1_BH_C1 = {1: F(13, 2), 2: F(8), 3: F(7), 4: F(13, 2), 5: F(13, 2), 6: F(11, 2)}
# SB under legacy: a virtual opponent's score times the points got in the round (S_vo × s_R)
L1_SB = {
    1: F(13, 2),  # 1.5×1 + vo 2×1 (forfeit win) + 3×½ + 1.5×1
    2: F(3, 2),  # 3×0 + 3×0 + 1.5×1 + vo 2×0 (zero-point bye)
    3: F(7, 4),  # 1.5×½ + vo 2.5×0 (forfeit loss) + 1×1 + 3×0
    4: F(2),  # 2×½ + 1×1 + 0 + 0
    5: F(13, 2),  # vo 1.5×1 (PAB) + 1.5×1 + 3×½ + 2×1
    6: F(3, 2),
}  # vo 2×½ (half-point bye) + 0 + 0 + vo ½×1 (PAB)
# SB under legacy-sm (Swiss-Manager): every virtual opponent's score times ½, whatever the player got
L1_SB_SM = {
    1: F(11, 2),  # 1.5×1 + 2×½ + 3×½ + 1.5×1
    2: F(5, 2),  # 3×0 + 3×0 + 1.5×1 + 2×½
    3: F(3),  # 1.5×½ + 2.5×½ + 1×1 + 3×0
    4: F(2),  # 2×½ + 1×1 + 0 + 0
    5: F(23, 4),  # 1.5×½ + 1.5×1 + 3×½ + 2×1
    6: F(5, 4),
}  # 2×½ + 0 + 0 + ½×½


def test_l1_values_computed_by_hand() -> None:
    got = _values(tiebreak.load(L1), "ABH,BH,BH/C1,SB")
    assert got == {sno: (L1_ADJUSTED[sno], L1_BH[sno], L1_BH_C1[sno], L1_SB[sno]) for sno in got}


def test_l1_under_legacy_sm_differs_only_in_sonneborn_berger() -> None:
    got = _values(tiebreak.load(L1), "ABH,BH,BH/C1,BH/M1,SB", Rules.LEGACY_SM)
    legacy = _values(tiebreak.load(L1), "ABH,BH,BH/C1,BH/M1,SB")
    assert got == {sno: (*legacy[sno][:4], L1_SB_SM[sno]) for sno in got}


def test_l1_differs_from_2024() -> None:
    # 2024: A's forfeit win is a dummy at his own 3.5 and E counts 3.5 → 1.5 + 3.5 + 3.5 + 1.5 = 10
    assert _values(tiebreak.load(L1), "BH", Rules.FIDE_2024)[1] == (F(10),)


def test_cuts_take_the_lowest_value_without_preferring_voluntary_unplayed_rounds() -> None:
    # C's forfeit loss (a VUR under C.07) is worth 2.5: the legacy cut removes F's 1 (7.0), where the
    # 16.5 rule would remove the VUR (5.5)
    assert _values(tiebreak.load(L1), "BH/C1")[3] == (F(7),)
    # Median: C loses 1 (F) and 3 (E) → 1.5 + 2.5 = 4
    assert _values(tiebreak.load(L1), "BH/M1")[3] == (F(4),)


# a worked example of the virtual opponent: 9 rounds; A has 2 points before a forfeit win in round 4.
# A: R1 1 v 2, R2 ½ v 3, R3 ½ v 4, R4 + v 5, R5 1 v 6, R6 0 v 7, R7 1 v 8, R8 ½ v 9, R9 1 v 10.
# Each opponent plays only A: his score counts 8 unplayed rounds as ½ each (4) plus his game;
# 5 never played: 9 × ½ = 4.5.
_A_ROUNDS = [
    ("   2 w 1", "   1 b 0"),
    ("   3 b =", "   1 w ="),
    ("   4 w =", "   1 b ="),
    ("   5 b +", "   1 w -"),
    ("   6 w 1", "   1 b 0"),
    ("   7 b 0", "   1 w 1"),
    ("   8 w 1", "   1 b 0"),
    ("   9 b =", "   1 w ="),
    ("  10 w 1", "   1 b 0"),
]


def _worked_example(rounds: list[tuple[str, str]]) -> tiebreak.Tournament:
    lines = ["XXR 9", row(1, *(a for a, _ in rounds))]
    for r, (_, b) in enumerate(rounds):
        lines.append(row(r + 2, *([""] * r), b))
    return tiebreak.read_text(trf(*lines))


@pytest.mark.parametrize(
    ("rules", "sb_vo", "sb"),
    [
        # spec §10.4: SB 4.5 × 1 = 4.5 (legacy); 4.5 × ½ = 2.25 (legacy-sm)
        # SB 4×4 (four wins, opponents 4 each) + (4.5 + 4.5 + 4.5) × ½ (three draws) + the round-4 element
        (Rules.LEGACY, F(9, 2), F(16) + F(27, 4) + F(9, 2)),  # 27.25
        (Rules.LEGACY_SM, F(9, 4), F(16) + F(27, 4) + F(9, 4)),  # 25
    ],
)
def test_worked_example_forfeit_win_in_round_4(rules: Rules, sb_vo: F, sb: F) -> None:
    event = _worked_example(_A_ROUNDS)
    ctx = build_context(event, rules)
    track = ctx.track()
    assert track.value(virtual_opponent(ctx, track, 0, 3)) == F(9, 2)  # S_vo = 2 + (1 − 1) + ½ × 5
    el = elements(ctx, track)
    k = el.rounds[0].index(3)
    assert (track.value(el.values[0][k]), track.value(el.values[0][k] * el.pts[0][k], 2)) == (F(9, 2), sb_vo)
    # BH 4 + 4.5 + 4.5 + 4.5 (vo) + 4 + 5 + 4 + 4.5 + 4 = 39, the same under both
    assert _values(event, "BH,SB", rules)[1] == (F(39), sb)


@pytest.mark.parametrize(("rules", "sb_vo"), [(Rules.LEGACY, F(0)), (Rules.LEGACY_SM, F(11, 4))])
def test_worked_example_forfeit_loss_in_round_2(rules: Rules, sb_vo: F) -> None:
    # spec §10.4: S_vo 5.5; SB 5.5 × 0 = 0 (legacy), 5.5 × ½ = 2.75 (legacy-sm)
    rounds = list(_A_ROUNDS)
    rounds[1] = ("   3 b -", "   1 w +")  # 1 point before round 2
    ctx = build_context(_worked_example(rounds), rules)
    track = ctx.track()
    el = elements(ctx, track)
    k = el.rounds[0].index(1)
    assert track.value(el.values[0][k]) == F(11, 2)  # 1 + (1 − 0) + ½ × 7
    assert track.value(el.values[0][k] * el.pts[0][k], 2) == sb_vo


def test_explanation_shows_the_virtual_opponent_with_its_formula() -> None:
    s = tiebreak.compute_standings(tiebreak.load(L1), "BH,SB", LEGACY)
    bh = explain_value(s, 1, 0)
    r2 = bh.contributions[1]
    assert (r2.round, r2.dummy, r2.value, r2.cap, r2.vur) == (2, True, F(2), None, False)
    assert (
        "virtual opponent scoring 2 = points before the round 1 + 0 (the reverse of the 1 scored) + 0.5 × 2"
        in r2.note
    )
    assert r2.article == "C.02 Annex 3"
    sb = explain_value(s, 1, 1)
    assert (sb.contributions[1].points, sb.contributions[1].amount) == (F(1), F(2))  # 2 × 1: the forfeit win
    assert "multiplies it by the 1 scored in the round" in sb.contributions[1].note
    assert sum(c.amount for c in sb.contributions) == F(13, 2)
    c = explain_value(s, 3, 1).contributions[1]  # C's forfeit loss: 2.5 × 0
    assert (c.value, c.points, c.amount) == (F(5, 2), F(0), F(0))


def test_explanation_under_legacy_sm_shows_the_draw_multiplier() -> None:
    s = tiebreak.compute_standings(tiebreak.load(L1), "SB", LEGACY_SM)
    sb = explain_value(s, 1, 0)
    assert (sb.contributions[1].points, sb.contributions[1].amount) == (F(1), F(1))  # 2 × ½: a draw
    assert (
        "multiplies it by 0.5, a draw whatever was scored (1), as Swiss-Manager counts it"
        in sb.contributions[1].note
    )
    assert sum(c.amount for c in sb.contributions) == F(11, 2)
    e = explain_value(s, 2, 0).contributions[1]  # B met E, who scored 3.5 and counts 3
    assert e.value == F(3) and "every round not played over the board counts as a draw" in e.note


def test_round_robin_is_ranked_as_in_2024() -> None:
    event = tiebreak.load(DATA / "spec" / "rr1.trf")
    assert _values(event, "SB,KS,SB/C1") == _values(event, "SB,KS,SB/C1", Rules.FIDE_2024)


def test_team_events_keep_the_2024_team_tiebreaks_with_a_note() -> None:
    event = tiebreak.load(example_path("team"))
    legacy = tiebreak.compute_standings(event, "MPTS,BH:MP,EGGSB", LEGACY)
    old = tiebreak.compute_standings(event, "MPTS,BH:MP,EGGSB", Options(rules=Rules.FIDE_2024))
    assert [r.values for r in legacy.rows] == [r.values for r in old.rows]
    assert any("team tie-breaks are computed as in the 2024 edition" in w for w in legacy.warnings)


def test_since_2026_tiebreaks_are_self_defined_under_legacy() -> None:
    s = tiebreak.compute_standings(tiebreak.load(L1), "STD", LEGACY)
    assert "STD: not in the rules before C.07; computed as a self-defined criterion" in s.warnings


def _suggests(s: tiebreak.Standings) -> bool:
    return any("--rules legacy" in w for w in s.warnings)


def test_pre_2023_and_undated_events_get_a_note_suggesting_legacy() -> None:
    text = L1.read_text()
    assert _suggests(tiebreak.compute_standings(tiebreak.read_text(text), "BH"))
    undated = text.replace("042 2019/05/04\n", "")
    s = tiebreak.compute_standings(tiebreak.read_text(undated), "BH")
    assert s.rules is Rules.FIDE_2026 and _suggests(s)
    assert any("has no start date" in w for w in s.warnings)
    # not when the rules are chosen, nor for an event of 2023 on, nor when every round was played
    assert not _suggests(
        tiebreak.compute_standings(tiebreak.read_text(text), "BH", Options(rules=Rules.FIDE_2024))
    )
    assert not _suggests(
        tiebreak.compute_standings(tiebreak.read_text(text.replace("2019/05/04", "2023/01/01")), "BH")
    )
    assert not _suggests(tiebreak.compute_standings(tiebreak.load(DATA / "spec" / "rr1.trf")))


def test_cli_rules_legacy_and_diff(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", str(L1), "-t", "BH,BH/C1,SB", "--rules", "legacy", "--format", "json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["rules"] == "legacy" and "virtual opponents" in d["rules_label"]
    a = next(r for r in d["standings"] if r["sno"] == 1)
    assert a["values"] == {"BH": "8", "BH/C1": "6.5", "SB": "6.5"}
    assert main(["standings", str(L1), "-t", "BH,BH/C1,SB", "--rules", "legacy-sm", "--format", "json"]) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["rules"] == "legacy-sm" and "Swiss-Manager" in d["rules_label"]
    a = next(r for r in d["standings"] if r["sno"] == 1)
    assert a["values"] == {"BH": "8", "BH/C1": "6.5", "SB": "5.5"}
    # 2024: A and E tie on everything (10, 8.5, 8.25); legacy-sm: E's SB 5.75 > A's 5.5 → E first, A second
    assert (
        main(
            [
                "diff",
                str(L1),
                "-t",
                "BH,BH/C1,SB",
                "--rules",
                "2024",
                "--rules",
                "legacy-sm",
                "--format",
                "json",
            ]
        )
        == 0
    )
    diff = json.loads(capsys.readouterr().out)
    ranks = {r["sno"]: (r["first"], r["second"]) for r in diff["rows"]}
    assert ranks[1] == (1, 2) and ranks[5] == (1, 1)
    # legacy against legacy-sm: A and E share first place on SB 6.5 under legacy
    assert (
        main(
            [
                "diff",
                str(L1),
                "-t",
                "BH,BH/C1,SB",
                "--rules",
                "legacy",
                "--rules",
                "legacy-sm",
                "--format",
                "json",
            ]
        )
        == 0
    )
    diff = json.loads(capsys.readouterr().out)
    ranks = {r["sno"]: (r["first"], r["second"]) for r in diff["rows"]}
    assert ranks[1] == (1, 2) and ranks[5] == (1, 1)


def test_web_api_and_page_offer_legacy() -> None:
    pytest.importorskip("fastapi")
    from fastapi.testclient import TestClient

    from tiebreak.web.app import create_app

    client = TestClient(create_app())
    r = client.post(
        "/api/standings", json={"event": L1.read_text(), "tiebreaks": ["BH", "SB"], "rules": "legacy"}
    )
    assert r.status_code == 200
    d = r.json()
    assert d["rules"] == "legacy"
    values = {row["sno"]: row["values"] for row in d["standings"]}
    assert values[5] == {"BH": "8", "SB": "6.5"} and values[6] == {"BH": "6", "SB": "1.5"}
    r = client.post(
        "/api/standings", json={"event": L1.read_text(), "tiebreaks": ["BH", "SB"], "rules": "legacy-sm"}
    )
    assert r.status_code == 200 and r.json()["rules"] == "legacy-sm"
    values = {row["sno"]: row["values"] for row in r.json()["standings"]}
    assert values[5] == {"BH": "8", "SB": "5.75"} and values[6] == {"BH": "6", "SB": "1.25"}
    page = client.get("/")
    assert page.status_code == 200 and 'value="legacy"' in page.text and 'value="legacy-sm"' in page.text
    sm = client.post(
        "/", data={"event": L1.read_text(), "tiebreaks": "BH", "rules": "legacy-sm", "player": "1"}
    )
    assert sm.status_code == 200 and '<span class="badge">virtual opponent</span>' in sm.text
    form = client.post("/", data={"event": L1.read_text(), "tiebreaks": "BH", "rules": "legacy"})
    assert form.status_code == 200 and 'id="rules-label">FIDE before C.07 (virtual opponents' in form.text
    assert "virtual opponent (unplayed round, pre-C.07)" in form.text  # the Buchholz chart's legend
    assert "hatched parts are virtual opponents" in form.text
    explained = client.post(
        "/", data={"event": L1.read_text(), "tiebreaks": "BH", "rules": "legacy", "player": "1"}
    )
    assert '<span class="badge">virtual opponent</span>' in explained.text


# -- the formulas of the rules before C.07, written out again on the generated events ----------------------------------
_OVER_THE_BOARD = frozenset("1=0WDL")


def _by_hand(event: Event, n: int, swiss_manager: bool) -> tuple[list[F], list[F], list[F]]:
    """BH, BH/C1 and SB of every player after round ``n``, straight from the formulas of the rules before C.07;
    ``swiss_manager``: an own unplayed round counts a draw in SB (legacy-sm), else the points got in it."""
    w, d, _, _ = event.scoring
    lines = [event.entries[i][:n] for i in range(event.players)]

    def played(e: Entry) -> bool:
        return e.opponent > 0 and e.code in _OVER_THE_BOARD

    adjusted = [sum((event.points(e) if played(e) else d for e in line), F(0)) for line in lines]
    bh, cut, sb = [], [], []
    for line in lines:
        values, contributions = [], []
        for r, e in enumerate(line):
            if played(e):
                value, counted = adjusted[e.opponent - 1], event.points(e)
            else:  # S_before + (1 − s_R) + ½ (n − R), a draw; 1 − s_R: the reverse result's points
                before = sum((event.points(x) for x in line[:r]), F(0))
                got = event.points(e)
                reverse = d if got == d else w - got
                value, counted = before + reverse + d * (n - r - 1), d if swiss_manager else got
            values.append(value)
            contributions.append(value * counted)
        bh.append(sum(values, F(0)))
        cut.append(sum(sorted(values)[1:], F(0)))
        sb.append(sum(contributions, F(0)))
    return bh, cut, sb


@settings(max_examples=40, deadline=None)
@given(swiss_events())
def test_generated_swiss_events_follow_the_formulas(event: Event) -> None:
    for options, swiss_manager in ((LEGACY, False), (LEGACY_SM, True)):
        s = tiebreak.compute_standings(tiebreak.read_text(event.trf()), "BH,BH/C1,SB", options)
        bh, cut, sb = _by_hand(event, s.rounds, swiss_manager)
        assert {r.sno: r.values for r in s.rows} == {
            i + 1: (bh[i], cut[i], sb[i]) for i in range(event.players)
        }


def test_web_comparison_includes_the_rules_before_c07() -> None:
    pytest.importorskip("fastapi")
    from tiebreak.web.service import FormState, build_view

    view = build_view(
        FormState(event=L1.read_text(), tiebreaks=("BH", "BH/C1", "SB"), rules="2024", compare=True)
    )
    diffs = dict(view.diffs)
    # 2024: A and E share first place; legacy-sm: E's SB 5.75 beats A's 5.5; legacy: they still share it
    assert [(c.before, c.after) for c in diffs[Rules.LEGACY_SM.label] if c.sno == 1] == [(1, 2)]
    assert not [c for c in diffs[Rules.LEGACY.label] if c.sno in (1, 5)]


def test_virtual_opponent_in_three_one_zero_scoring() -> None:
    # 3-1-0: the reverse of a half-point bye (a draw, 1 point) is a draw, and each later round a draw:
    # A's round-1 bye: 0 + 1 + 1 × 2 = 3; B's round-1 zero-point bye: 0 + 3 + 1 × 2 = 5
    text = trf(
        "162  W 3    D 1    L 0    P 3",
        "XXR 3",
        row(1, "0000 - H", "   2 w 1", "   3 b ="),
        row(2, "0000 - Z", "   1 b 0", "   4 w 1"),
        row(3, "   4 w 1", "0000 - F", "   1 w ="),
        row(4, "   3 b 0", "0000 - U", "   2 b 0"),
    )
    ctx = build_context(tiebreak.read_text(text), Rules.LEGACY)
    track = ctx.track()
    assert (
        track.value(virtual_opponent(ctx, track, 0, 0)),
        track.value(virtual_opponent(ctx, track, 1, 0)),
    ) == (F(3), F(5))


def test_an_edition_modifier_overrides_the_legacy_rules() -> None:
    # BH/V2024 under --rules legacy is the 2024 Buchholz (A: 10, as in test_l1_differs_from_2024)
    s = tiebreak.compute_standings(tiebreak.load(L1), "BH/V2024,BH/V2026", LEGACY)
    # 2026: A's forfeit-win dummy is min(3.5, adj(C) 1.5) = 1.5 → 1.5 + 1.5 + 3.5 + 1.5 = 8
    assert s.row(1).values == (F(10), F(8))
    note = explain_value(s, 1, 1).contributions[1].note
    assert "Player C (3)'s adjusted score 1.5" in note


@pytest.mark.parametrize(
    ("rules", "multiplier", "amount"),
    [
        ("legacy", "multiplies it by the 1 scored in the round", "1 pt value 2 → 2"),
        ("legacy-sm", "multiplies it by 0.5, a draw whatever was scored (1)", "1 pt value 2 → 1"),
    ],
)
def test_cli_explain_shows_the_virtual_opponent_and_the_sb_multiplier(
    capsys: pytest.CaptureFixture[str], rules: str, multiplier: str, amount: str
) -> None:
    # A's round-2 forfeit win: a virtual opponent of 1 + 0 + ½ × 2 = 2, times 1 (legacy) or ½ (legacy-sm)
    assert main(["explain", str(L1), "1", "-t", "SB", "--rules", rules]) == 0
    out = capsys.readouterr().out
    assert "virtual opponent scoring 2 = points before the round 1" in out
    assert multiplier in out and amount in out
