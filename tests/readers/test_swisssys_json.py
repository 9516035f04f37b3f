"""SwissSys's results file (the JSON NAChessHub renders its pages from; tests/data/real/swisssys-*.json):
per section the players in pair-number order with each round's result letter, opponent and colour, and the
published standings with their places (``2-3`` a place shared on points)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

import pytest

import tiebreak
from tiebreak import Options, PairingSystem, ParseError, Result
from tiebreak.readers import read_text, sniff
from tiebreak.readers._options import ReadOptions
from tiebreak.readers.tables import parse_columns

REAL = Path(__file__).resolve().parents[1] / "data" / "real"


def _player(name: str, results: list[str], ops: list[int], colors: list[str]) -> dict[str, object]:
    return {"name": name, "rating": 1500, "results": results, "ops": ops, "colors": colors}


SECTION_A = {
    "section": "Open",
    "rounds_paired": 3,
    "rounds_played": 3,
    "standings": [1, 2, 3, 4],
    "place": ["1", "2", "3", "4"],
    "tiebreaks": ["Mod. Med", "Solk"],
    "players": [
        _player("Abel, Ann", ["W", "X", "H"], [2, 4, 0], ["W", "-", "-"]),
        _player("Bode, Bob", ["L", "W", "D"], [1, 3, 4], ["B", "W", "B"]),
        _player("Cron, Cy", ["B", "L", "U"], [0, 2, 0], ["-", "B", "-"]),
        _player("Dorn, Di", ["U", "F", "D"], [0, 1, 2], ["-", "-", "W"]),
    ],
}
"""Round 1: Ann beats Bob, Cy has the full-point bye, Di no game; round 2: Ann wins by forfeit against Di,
Bob beats Cy; round 3: Ann's half-point bye, Bob and Di draw, Cy no game. Totals by hand: Ann 1 + 1 + ½ =
2½, Bob 0 + 1 + ½ = 1½, Cy 1 + 0 + 0 = 1, Di 0 + 0 + ½ = ½."""

SECTION_B = {
    "section": "Under_1000",
    "rounds_paired": 1,
    "rounds_played": 1,
    "standings": [2, 1],
    "place": ["1", "2"],
    "players": [
        _player("Eck, Eva", ["L"], [2], ["W"]),
        _player("Falk, Fin", ["W"], [1], ["B"]),
    ],
}


def _file(*sections: dict[str, object]) -> str:
    return json.dumps({"tournament": "Club Open", "date": "2025/3/26", "sections": list(sections)})


def test_a_swisssys_results_file_is_recognised_by_its_content() -> None:
    assert sniff(_file(SECTION_A)) == "swisssys-json"
    fixture = Path(__file__).resolve().parents[1] / "data" / "formats" / "quad-4.swisssys.json"
    assert sniff(fixture.read_text(encoding="utf-8"), ".json") == "swisssys-json"
    t = tiebreak.read_path(fixture)
    got = {r.sno: r.points for r in tiebreak.compute_standings(t, [], Options()).rows}
    assert got == {1: Fraction(5, 2), 2: Fraction(3, 2), 3: Fraction(1), 4: Fraction(1, 2)}


def test_every_result_letter_is_read_as_swisssys_writes_it() -> None:
    t = read_text(_file(SECTION_A))
    got = {p.sno: [(e.opponent, e.color.value, e.result) for e in p.rounds] for p in t.players}
    assert got[1] == [(2, "w", Result.WIN), (4, "-", Result.FORFEIT_WIN), (None, "-", Result.HALF_BYE)]
    assert got[3] == [(None, "-", Result.PAB), (2, "b", Result.LOSS), (None, "-", Result.ZERO_BYE)]
    assert got[4] == [(None, "-", Result.ZERO_BYE), (1, "-", Result.FORFEIT_LOSS), (2, "w", Result.DRAW)]
    assert t.start_date is not None and t.start_date.isoformat() == "2025-03-26"
    assert t.pairing is PairingSystem.SWISS


def test_the_totals_are_the_results_sums_and_the_places_the_published_ranks() -> None:
    t = read_text(_file(SECTION_A))
    rows = {r.sno: r.points for r in tiebreak.compute_standings(t, [], Options()).rows}
    assert rows == {1: Fraction(5, 2), 2: Fraction(3, 2), 3: Fraction(1), 4: Fraction(1, 2)}
    assert {p.sno: p.declared_rank for p in t.players} == {1: 1, 2: 2, 3: 3, 4: 4}


def test_a_section_is_chosen_by_number_or_name_and_the_first_is_read_with_a_warning() -> None:
    text = _file(SECTION_A, {"section": "Empty", "players": []}, SECTION_B)
    first = read_text(text)
    assert [p.name for p in first.players][:1] == ["Abel, Ann"]
    assert any("2 events" in d.message for d in first.diagnostics)
    for choice in ("2", "Under_1000"):
        t = read_text(text, options=ReadOptions(columns=parse_columns(f"group={choice}")))
        assert [(p.name, p.declared_rank) for p in t.players] == [("Eck, Eva", 2), ("Falk, Fin", 1)]
    with pytest.raises(ParseError):
        read_text(text, options=ReadOptions(columns=parse_columns("group=3")))


def test_an_unknown_letter_is_refused_with_its_place_in_the_file() -> None:
    section = json.loads(json.dumps(SECTION_B))
    section["players"][0]["results"] = ["Q"]
    with pytest.raises(ParseError, match=r"sections\[0\]\.players\[0\]\.results\[0\] is 'Q'"):
        read_text(_file(section))


def test_a_blank_result_without_an_opponent_is_a_round_not_paired() -> None:
    """A player who left: SwissSys writes his later rounds as a blank letter with opponent 0."""
    section = json.loads(json.dumps(SECTION_A))
    section["players"][2]["results"] = ["B", "L", " "]
    t = read_text(_file(section))
    assert [e.result for e in t.player(3).rounds] == [Result.PAB, Result.LOSS]  # trailing: left off
    assert any("is blank without an opponent" in d.message for d in t.diagnostics)


def test_a_colour_written_as_a_nul_byte_is_left_out_with_a_warning() -> None:
    """SwissSys writes a round's missing colour as a raw NUL inside its JSON string (``"\\u0000"`` would be
    valid JSON; the raw byte is not): the file is read, the colour is none, a warning says where."""
    text = _file(SECTION_A).replace('"colors": ["-", "B", "-"]', '"colors": ["\x00", "B", "-"]')
    assert "\x00" in text
    t = read_text(text, source="results.json")
    assert [e.color.value for e in t.player(3).rounds] == ["-", "b", "-"]
    warned = [d for d in t.diagnostics if "control byte" in d.message]
    assert len(warned) == 1 and warned[0].line == 1 and warned[0].column == text.index("\x00") + 1
    with pytest.raises(ParseError, match="binary data"):
        read_text("1 Abel\x00 1-0\n", source="notes.txt")  # outside JSON: still binary data


def test_the_published_norm_round_robin_reads_as_a_round_robin_of_ten() -> None:
    """PNWCC GM/IM norm round robin, May 2025: the winner Matviishen, 7/9 by hand from his row
    (D L W W W W D W W), is published first; Wang and Tang share 2-3 with 6 each."""
    t = tiebreak.read_path(REAL / "swisssys-pnwcc-gm-im-norm-rr-2025-05.json")
    assert t.pairing is PairingSystem.ROUND_ROBIN and len(t.players) == 10
    points = {r.sno: r.points for r in tiebreak.compute_standings(t, [], Options()).rows}
    assert points[2] == 7 and points[1] == points[10] == 6
    assert t.player(2).declared_rank == 1 and t.player(1).declared_rank == t.player(10).declared_rank == 2


FORMATS = Path(__file__).resolve().parents[1] / "data" / "formats"
SAVED = [  # SwissSys 11's own saved tournament and the results JSON it published of the same event
    ("vortex-cc-2026-03-22.swisssys11.sjson", "swisssys-nach-vortex-cc-2026-03-22.json", None),
    (
        "billerica-december-blitz-2025.swisssys11.sjson",
        "swisssys-nach-billerica-december-blitz-2025.json",
        None,
    ),
    ("mcc-2026-04.swisssys11.sjson", "swisssys-mcc-2026-04-report.json", "1"),
    ("mcc-2026-04.swisssys11.sjson", "swisssys-mcc-2026-04-report.json", "2"),
    (
        "pnwcc-im-norm-rr-spring-2025.swisssys11.sjson",
        "swisssys-nach-pnwcc-im-norm-rr-spring-2025.json",
        None,
    ),
]


@pytest.mark.parametrize(("saved", "published", "group"), SAVED)
def test_a_saved_tournament_reads_as_the_results_it_published(
    saved: str, published: str, group: str | None
) -> None:
    # before, refused ("cannot tell the format") or misread as a pairing grid with no result yet
    options = ReadOptions(columns=parse_columns(f"group={group}")) if group else ReadOptions()
    own = tiebreak.read_path(FORMATS / saved, options=options)
    out = tiebreak.read_path(REAL / published, options=options)
    assert sniff((FORMATS / saved).read_text(encoding="utf-8-sig")) == "swisssys-json"
    assert own.rounds == out.rounds and own.pairing is out.pairing and own.start_date == out.start_date
    assert [(p.sno, p.name, p.rating) for p in own.players] == [
        (p.sno, p.name, p.rating) for p in out.players
    ]
    assert [[(e.opponent, e.color, e.result) for e in p.rounds] for p in own.players] == [
        [(e.opponent, e.color, e.result) for e in p.rounds] for p in out.players
    ]
