"""Whatever an organiser sends, the store answers with a ``StoreError`` naming a field (a 422), never
another exception: JSON bodies of every shape for the input checks, mutated TRF files for the import."""

from __future__ import annotations

import dataclasses
import os
from fractions import Fraction
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tiebreak.model.errors import TiebreakError
from tiebreak.ranking.engine import compute_standings
from tiebreak.readers import read_text
from tiebreak.store import EventStore, StoreError, board_inputs, event_settings, player_input
from tiebreak.store.inputs import parse_result, parse_tiebreaks

EXAMPLES = max(20, int(os.environ.get("TIEBREAK_FUZZ_EXAMPLES", "10000")) // 100)
CORPUS = Path(__file__).resolve().parents[1] / "data" / "corpus"

scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.floats(allow_nan=True),
    st.text(max_size=12),
    st.sampled_from(
        ["1-0", "½-½", "3-1-0", "swiss", "rr", "2026-12-01", "BH/C1", "U", "H", "0/0", "W/L", "=/1"]
    ),
)
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=10), inner, max_size=4)
    ),
    max_leaves=12,
)
keys = st.sampled_from(
    [
        "name",
        "rounds",
        "pairing",
        "scoring",
        "rules",
        "tiebreaks",
        "start_date",
        "end_date",
        "rating",
        "sno",
        "first_round",
        "federation",
        "fide_id",
        "title",
        "sex",
        "birth",
        "white",
        "black",
        "board",
        "bye",
        "win",
        "draw",
        "loss",
    ]
)
objects = st.dictionaries(keys, json_values, max_size=8)


def _only_store_errors(fn: Any, *args: Any, **kwargs: Any) -> None:
    try:
        fn(*args, **kwargs)
    except StoreError as exc:
        assert exc.message and exc.status == 422


@settings(max_examples=EXAMPLES, deadline=None)
@given(body=st.one_of(objects, json_values))
def test_any_json_body(body: Any) -> None:
    _only_store_errors(event_settings, body)
    _only_store_errors(player_input, body)
    _only_store_errors(player_input, body, new=False)
    _only_store_errors(board_inputs, body)
    _only_store_errors(board_inputs, [body])
    _only_store_errors(parse_tiebreaks, body)
    _only_store_errors(parse_result, body)
    _only_store_errors(parse_result, body, bye=True)


SEED = (CORPUS / "sw-gen-002.trf").read_text(encoding="utf-8")


@st.composite
def mutated_trf(draw: st.DrawFn) -> str:
    lines = SEED.splitlines()
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        line = lines[i]
        j = draw(st.integers(0, max(0, len(line) - 1)))
        lines[i] = line[:j] + draw(st.text(alphabet="0123456789 wb=+-UHFZ?x", max_size=4)) + line[j + 1 :]
    return "\n".join(lines)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(text=mutated_trf())
@example(text="2" + SEED[1:])  # record 012 turned into a 212 list of unknown codes
@example(
    text=SEED.replace("    3 w 1     2 b 0    21 b =    15 w 1", "    3 w x     2 b 0    21 b =    15 w 1", 1)
)
def test_any_trf_import(tmp_path: Path, text: str) -> None:
    """The store ranks an imported file as the library ranks the file, except that a game without a
    result (``?``, ``X``) is a game in progress in the store, worth nothing until its result is entered,
    where a file scores it as record 162 says (by default as a draw)."""
    store = EventStore(f"sqlite:///{tmp_path / 'fuzz.sqlite3'}")
    try:
        try:
            created = store.import_trf(text, source="fuzz.trf")
        except StoreError as exc:
            assert exc.field == "file" and exc.status == 422
            return
        codes = list(store.snapshot(created.event_id).tiebreaks)
        try:
            t = read_text(text, source="fuzz.trf", input_format="trf")
            in_progress = dataclasses.replace(t, scoring=dataclasses.replace(t.scoring, unknown=Fraction(0)))
            expected = compute_standings(in_progress, codes)
        except TiebreakError:
            return
        _, got = store.standings(created.event_id)
        assert [(r.sno, r.rank, r.points) for r in got.rows] == [
            (r.sno, r.rank, r.points) for r in expected.rows
        ]
    finally:
        store.close()
