"""Property: for any valid generated event, write → read → compute gives identical standings,
through each writer (TRF-2026 and our JSON model)."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

import tiebreak
from event_strategies import Event, round_robins, swiss_events
from tiebreak.writers.jsonmodel import write_json_model
from tiebreak.writers.trf import write_trf

CODES = (
    "DE",
    "BH",
    "BH/C1",
    "BH/M1",
    "FB",
    "AOB",
    "SB",
    "SB/C1",
    "PS",
    "WIN",
    "WON",
    "BPG",
    "BWG",
    "REP",
    "STD",
    "KS",
    "ARO",
    "TPR",
    "PTP",
    "APRO",
    "APPO",
    "RTNG",
    "TPN",
)


def _table(s: tiebreak.Standings) -> list[tuple[object, ...]]:
    return [(r.rank, r.sno, r.points, r.values, r.shared) for r in s.rows]


@settings(max_examples=100, deadline=None)
@given(
    st.one_of(swiss_events(), round_robins()),
    st.sampled_from(["trf", "json"]),
    st.sampled_from(list(tiebreak.Rules)),
)
def test_write_read_compute_gives_identical_standings(
    event: Event, writer: str, rules: tiebreak.Rules
) -> None:
    original = tiebreak.read_text(event.trf(), source="generated.trf")
    text = write_trf(original) if writer == "trf" else write_json_model(original)
    again = tiebreak.read_text(text, source=f"written.{writer}", input_format=writer)
    options = tiebreak.Options(rules=rules, unrated_rating=1000)
    assert _table(tiebreak.compute_standings(again, CODES, options)) == _table(
        tiebreak.compute_standings(original, CODES, options)
    )
