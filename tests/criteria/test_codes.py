"""Tie-break code syntax (C.07 Article 14: ``NAME[:MP|GP]{/MODIFIER}``): FIDE codes, modifiers, friendly names, and errors that help."""

from __future__ import annotations

from fractions import Fraction

import pytest

from conftest import SPEC
from tiebreak import SpecError, parse_code, parse_list
from tiebreak.cli import main
from tiebreak.model.rules import Rules


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("BH/C1", "BH/C1"),
        ("SB/C1", "SB/C1"),
        ("KS/L-1", "KS/L-1"),
        ("ARO/U1000", "ARO/U1000"),
        ("DE/P", "DE/P"),
        ("AOB/F", "AOB/F"),
        ("BH/C1/P", "BH/C1/P"),
        ("BH/P/C1", "BH/C1/P"),
        ("BH/M2", "BH/M2"),
        ("FB/C1", "FB/C1"),
        ("PS/C1", "PS/C1"),
        ("RTNG/R", "RTNG/R"),
        ("TPN/R", "TPN/R"),
        ("ARO/C1/U1500", "ARO/C1/U1500"),
        ("BH/C1/V2024", "BH/C1/V2024"),
        ("SB/V2026", "SB/V2026"),
        ("BH#C1", "BH/C1"),
        ("BH!C1", "BH/C1"),
        ("BH@24/C1", "BH/C1"),
        ("bh/c1", "BH/C1"),
        ("Ks/l+2", "KS/L+2"),
        ("GE", "REP"),
        ("SNO", "TPN"),
        ("REP", "REP"),
        ("STD", "STD"),
        ("APRO", "APRO"),
        ("APPO", "APPO"),
        ("PTP", "PTP"),
        ("TPR", "TPR"),
        ("WON", "WON"),
        ("BPG", "BPG"),
        ("BWG", "BWG"),
        ("WIN", "WIN"),
        ("ABH", "ABH"),
    ],
)
def test_fide_codes(text: str, canonical: str) -> None:
    assert parse_code(text).canonical == canonical


def test_modifier_values() -> None:
    spec = parse_code("ARO/M1/U1500")
    assert (spec.code, spec.median, spec.cut, spec.unrated) == ("ARO", 1, 0, 1500)
    assert parse_code("KS/L-1").limit_points == Fraction(-1, 2)
    assert parse_code("KS/L+2").limit_points == Fraction(1)
    assert parse_code("KS/L+1.5").limit_points == Fraction(3, 2)  # a decimal point: points
    assert parse_code("KS/L40").limit_percent == 40  # unsigned: a percentage, as the reference reads it
    assert parse_code("BH/V2024").edition is Rules.FIDE_2024
    assert parse_code("BH/V1").edition is Rules.FIDE_2024
    assert parse_code("BH/V2").edition is Rules.FIDE_2026
    assert parse_code("BH/V").edition is Rules.FIDE_2026  # bare V = the latest edition
    assert parse_code("BH/C2").cut == 2
    assert parse_code("BH/P").forfeits and parse_code("AOB/F").fore and parse_code("RTNG/R").reverse


def test_given_spelling_is_kept_for_headers() -> None:
    assert parse_code("Med BH").given == "Med BH"
    assert parse_code("bh/c1").given == "bh/c1"


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("Med BH", "BH/M1"),
        ("BH-C1", "BH/C1"),
        ("BH-C2", "BH/C2"),
        ("BH-M1", "BH/M1"),
        ("Prog", "PS"),
        ("Wins", "WIN"),
        ("W+B", "BWG"),
        ("AOR", "ARO"),
        ("Rating", "RTNG"),
        ("Buchholz", "BH"),
        ("Sonneborn-Berger", "SB"),
        ("Direct encounter", "DE"),
        ("med bh", "BH/M1"),
        ("MED  BH", "BH/M1"),
        ("bh-c1", "BH/C1"),
        ("bh-m1", "BH/M1"),
        ("PROG", "PS"),
        ("wins", "WIN"),
        ("w+b", "BWG"),
        ("aor", "ARO"),
        ("RATING", "RTNG"),
        ("BUCHHOLZ", "BH"),
        ("sonneborn-berger", "SB"),
        ("DIRECT ENCOUNTER", "DE"),
        ("Median Buchholz", "BH/M1"),
        ("Koya", "KS"),
        ("Performance", "TPR"),
        ("Progressive", "PS"),
        ("Head-to-head", "DE"),
        ("Fore Buchholz", "FB"),
        ("Standard points", "STD"),
    ],
)
def test_friendly_names(text: str, canonical: str) -> None:
    assert parse_code(text).canonical == canonical


def test_lists() -> None:
    assert [s.canonical for s in parse_list("PTS DE BH/C1 BH SB ARO RTNG")] == [
        "PTS",
        "DE",
        "BH/C1",
        "BH",
        "SB",
        "ARO",
        "RTNG",
    ]
    assert [s.canonical for s in parse_list("Direct encounter, Med BH, Wins, W+B")] == [
        "DE",
        "BH/M1",
        "WIN",
        "BWG",
    ]
    assert [s.canonical for s in parse_list(["BH-C1", "Sonneborn-Berger"])] == ["BH/C1", "SB"]


@pytest.mark.parametrize("text", ["XYZ", "Bucholz", "BHX/C1", "Median", "ESB"])
def test_unknown_code_names_it_and_lists_valid_ones(text: str) -> None:
    with pytest.raises(SpecError) as info:
        parse_code(text)
    message = str(info.value)
    assert repr(text) in message
    for valid in ("BH", "SB", "DE", "ARO", "RTNG"):
        assert valid in message


@pytest.mark.parametrize(
    ("text", "code", "allowed"),
    [
        ("WIN/C1", "WIN", "none"),
        ("BH/L1", "BH", "/C /M /P /V"),
        ("ARO/P", "ARO", "/U"),
        ("PS/M1", "PS", "/C"),
        ("DE/C1", "DE", "/P"),
        ("RTNG/C1", "RTNG", "/R"),
        ("KS/C1", "KS", "/L"),
    ],
)
def test_disallowed_modifier_names_code_and_allowed_ones(text: str, code: str, allowed: str) -> None:
    with pytest.raises(SpecError) as info:
        parse_code(text)
    message = str(info.value)
    assert repr(text) in message and code in message and allowed in message


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("BH/Q", "malformed modifier"),
        ("BH/C", "malformed modifier"),
        ("BH/C1/M1", "either a cut"),
        ("BH/C1/C2", "twice"),
        ("WON:MP", "no score reference"),
        ("BH:XX", "score reference"),
        ("BH/V2030", "edition"),
        ("", "empty"),
    ],
)
def test_malformed_codes(text: str, fragment: str) -> None:
    with pytest.raises(SpecError, match=fragment):
        parse_code(text)


@pytest.mark.parametrize(
    ("codes", "fragment"),
    [
        ("DE,XYZ,BH", "unknown tie-break code 'XYZ'"),
        ("BH,WIN/C1", "WIN does not take the modifier /C1"),
        ("BH/Q", "malformed modifier"),
    ],
)
def test_cli_rejects_bad_codes_with_exit_2(
    codes: str, fragment: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["standings", str(SPEC / "u1.trf"), "--tiebreaks", codes]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert fragment in captured.err
    assert "Traceback" not in captured.err


def test_cli_unknown_code_lists_valid_codes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["standings", str(SPEC / "u1.trf"), "--tiebreaks", "Bucholz"]) == 2
    err = capsys.readouterr().err
    assert "valid codes:" in err and "BH" in err and "Buchholz" in err


def test_threads_parsing_at_first_use_all_find_the_whole_catalogue() -> None:
    """The catalogue reads the family modules on first use; threads that parse their first codes at
    once (the web server's) each find every code, in a fresh interpreter."""
    import subprocess
    import sys

    program = """
import threading
from tiebreak.criteria import parse_code
codes = ["BH/C1", "Med BH", "SB", "KS", "ARO", "EDE", "MPTS", "BC", "DE", "TPN", "RTNG", "SSSC/K2"]
failures, start = [], threading.Barrier(8)
def work():
    start.wait()
    try:
        [parse_code(c) for c in codes]
    except Exception as exc:
        failures.append(repr(exc))
threads = [threading.Thread(target=work) for _ in range(8)]
[t.start() for t in threads]
[t.join() for t in threads]
print(failures)
"""
    for _ in range(3):
        done = subprocess.run(
            [sys.executable, "-c", program], capture_output=True, text=True, timeout=60, check=True
        )
        assert done.stdout.strip() == "[]", done.stdout + done.stderr
