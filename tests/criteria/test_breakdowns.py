"""Every criterion's value is the reduction of its own per-round contributions: on generated Swiss
events and round robins, under every rule set, for every individual code (cuts, medians, editions,
forfeits, limits), each competitor's explanation (:func:`tiebreak.explanations.explain.explain_value`, made from
the criterion's breakdown) carries exactly the value the standings show, computed by the fast
whole-field path (pure Python and, when installed, NumPy). So explanation and value cannot drift."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import tiebreak
from event_strategies import Event, round_robins, swiss_events
from team_strategies import TeamEvent, team_events
from tiebreak.criteria import _numpy as accel
from tiebreak.criteria import catalogue, parse_code
from tiebreak.explanations.explain import explain_value

CODES = (
    "PTS",
    "WIN",
    "WON",
    "BPG",
    "BWG",
    "PS",
    "PS/C1",
    "REP",
    "STD",
    "TPN",
    "TPN/R",
    "BH",
    "BH/C1",
    "BH/C2",
    "BH/M1",
    "BH/M2",
    "BH/P",
    "BH/V2024",
    "BH/C1/V2024",
    "FB",
    "FB/C1",
    "FB/M1",
    "AOB",
    "AOB/F",
    "SB",
    "SB/C1",
    "SB/C2",
    "SB/M1",
    "SB/P",
    "SB/C1/V2024",
    "KS",
    "KS/L+1",
    "KS/L-2",
    "ARO",
    "ARO/C1",
    "ARO/M1",
    "ARO/U1000",
    "TPR",
    "TPR/U1000",
    "PTP",
    "APRO",
    "APPO",
    "RTNG",
    "RTNG/U1500",
    "ABH",
    "ABH/F",
    "DE",
    "DE/P",
    "DE/S",
)
"""Every individual criterion of the catalogue, with the modifiers that change how it is computed."""

EXAMPLES = min(300, int(os.environ.get("TIEBREAK_FUZZ_EXAMPLES", "200")) // 10) or 1


def test_every_individual_criterion_is_covered() -> None:
    individual = {d.code for d in catalogue() if not d.team_only}
    assert individual == {parse_code(c).code for c in CODES}


def _check(event: Event, rules: tiebreak.Rules) -> None:
    t = tiebreak.read_text(event.trf(), source="generated.trf")
    for code in CODES:
        s = tiebreak.compute_standings(t, ["PTS", code], tiebreak.Options(rules=rules))  # PTS: the primary
        for row in s.rows:
            e = explain_value(s, row.sno, 0)
            assert e.value == row.values[0], (code, rules, row.sno, e)


@pytest.mark.parametrize("numpy", ["0", "always"], ids=["python", "numpy"])
@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(event=st.one_of(swiss_events(), round_robins()), rules=st.sampled_from(list(tiebreak.Rules)))
def test_the_value_is_the_reduction_of_its_contributions(
    event: Event, rules: tiebreak.Rules, numpy: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    if numpy == "always" and not accel.AVAILABLE:
        pytest.skip("NumPy is not installed")
    monkeypatch.setenv("TIEBREAK_NUMPY", numpy)
    _check(event, rules)


TEAM_CODES = (
    "MPTS",
    "GPTS",
    "MPVGP",
    "EMMSB",
    "EMGSB",
    "EGMSB",
    "EGGSB",
    "EGGSB/C1",
    "BC",
    "TBR",
    "BBE",
    "EDE",
    "EDEC",
    "EDEBT",
    "EDEBB",
    "EDET",
    "EDEB",
    "SSSC",
    "SSSC/K2",
    "SSSC/F",
    "BH:MP",
    "BH:GP/C1",
    "SB:GP",
    "WIN",
    "WIN:GP",
    "PS:MP",
    "KS:GP",
    "AOB:MP",
    "FB:MP",
)
"""Every team criterion, and individual criteria on either team score."""
TEAM_EVENTS = sorted((Path(__file__).parent.parent / "data" / "corpus" / "team").glob("*.trf")) + sorted(
    (Path(__file__).parent.parent / "data" / "team").glob("*.trf")
)


def test_every_team_criterion_is_covered() -> None:
    team = {d.code for d in catalogue() if d.team_only}
    assert team <= {parse_code(c).code for c in TEAM_CODES}


@pytest.mark.parametrize("path", TEAM_EVENTS, ids=lambda p: p.stem)
def test_team_values_are_the_reduction_of_their_contributions(path: Path) -> None:
    """The same on every team event of the corpus and of tests/data/team, under both score orders."""
    event = tiebreak.load(path)
    assert event.is_team_event
    for first in ("MPTS", "GPTS"):
        for code in TEAM_CODES:
            s = tiebreak.compute_standings(event, [first, code])
            for row in s.rows:
                assert explain_value(s, row.sno, 0).value == row.values[0], (path.name, first, code, row.sno)


@settings(max_examples=max(10, EXAMPLES // 2), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(event=team_events(), rules=st.sampled_from(list(tiebreak.Rules)))
def test_team_values_are_the_reduction_of_their_contributions_on_generated_events(
    event: TeamEvent, rules: tiebreak.Rules
) -> None:
    """The same on generated team Swiss events (with pairing-allocated byes) and round robins, under
    every rule set, both score orders."""
    t = tiebreak.read_text(event.text, source="generated-team.trf")
    assert t.is_team_event
    for first in ("MPTS", "GPTS"):
        for code in TEAM_CODES:
            s = tiebreak.compute_standings(t, [first, code], tiebreak.Options(rules=rules))
            for row in s.rows:
                assert explain_value(s, row.sno, 0).value == row.values[0], (first, code, rules, row.sno)
