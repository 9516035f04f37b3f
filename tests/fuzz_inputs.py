"""The inputs of the fuzz tests (``tests/acceptance/test_fuzz.py``) and of the long run
(``tests/tools/fuzz.py``), and the checks both apply to them.

Seeds: the files under ``tests/data`` (the corpus and the examples), each under the formats it sniffs
as; formats with no file of their own get the smallest TRF seeds written as our JSON model and as
chess-JSON. An input is random bytes or a seed after 1-6 mutations (truncations, column shifts,
character and number substitutions, inserted and deleted lines, line-ending changes), re-encoded
(UTF-8 with and without BOM, cp1252, Latin-1, UTF-16). A check accepts only a reading, a ranking or a
:class:`~tiebreak.model.errors.TiebreakError`: any other exception is a bug.

``TIEBREAK_FUZZ_EXAMPLES`` sets the number of examples per reader (default 10,000, as CI runs it).
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import os
import random
import subprocess
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from hypothesis import strategies as st

from conftest import DATA
from tiebreak import Options, Rules, cli, compute_standings
from tiebreak.model.errors import TiebreakError
from tiebreak.model.tournament import Limits
from tiebreak.presenters.standings import render
from tiebreak.readers import FORMATS, ReadOptions, read_text, sniff
from tiebreak.readers.trf import decode
from tiebreak.writers.jsonmodel import write_json_model

EXAMPLES = int(os.environ.get("TIEBREAK_FUZZ_EXAMPLES", "10000"))
MAX_SEED_SIZE = 6000
"""Seeds larger than this are left out: mutations of small files reach the same code, faster."""

LIMITS = Limits(max_bytes=200_000, max_players=500, max_rounds=40)


def _seeds() -> dict[str, list[str]]:
    by_format: dict[str, list[str]] = {name: [] for name in FORMATS}
    by_format["*"] = []
    for path in sorted(DATA.rglob("*")):
        if not path.is_file() or path.stat().st_size > MAX_SEED_SIZE:
            continue
        try:
            text = decode(path.read_bytes())
            name = sniff(text, path.suffix)
        except TiebreakError:
            continue
        by_format["*"].append(text)
        by_format[name].append(text)
    return by_format


def _converted(seeds: dict[str, list[str]]) -> None:
    """Seeds for formats with no files of their own: the smallest TRF seeds written as our JSON model
    (our writer) and as chess-JSON (the reference's converter, used here only to make test inputs)."""
    seeds["tables"] = seeds["crosstable"] + seeds["grid"] + seeds["html"]  # read by content when named
    small = sorted(seeds["trf"], key=len)[:12]
    for text in small:
        with contextlib.suppress(TiebreakError):
            seeds["json"].append(write_json_model(read_text(text, source="seed")))
    if importlib.util.find_spec("gacrux") is None:  # pragma: no cover - gacrux is a dev dependency
        return
    with tempfile.TemporaryDirectory() as tmp:
        for k, text in enumerate(small[:4]):
            src, out = Path(tmp) / f"s{k}.trf", Path(tmp) / f"s{k}.jch"
            src.write_text(text, encoding="utf-8")
            subprocess.run(
                [sys.executable, "-m", "gacrux.convert", "-i", str(src), "-o", str(out)],
                capture_output=True,
                timeout=120,
                check=False,
            )
            if out.is_file():
                seeds["chess-json"].append(out.read_text(encoding="utf-8"))


SEEDS = _seeds()
_converted(SEEDS)

INTERESTING = [
    "0",
    "1",
    "=",
    "+",
    "-",
    "W",
    "D",
    "L",
    "U",
    "F",
    "H",
    "Z",
    "?",
    "X",
    "A",
    "w",
    "b",
    " ",
    "\t",
    "\x00",
    "\r",
    "\n",
    "é",
    "\ufeff",
    ",",
    ";",
    '"',
    "9",
    "0000",
    "9999",
    "99999999999999999999",
    "-1",
    "0.5",
    "1e9",
    "½",
    "１",
    "٣",
    "001",
    "012 ",
    "142 ",
    "142 999999",
    "162 W 3.0 D 1.0 L 0.0",
    "192 FIDE_DUTCH",
    "212 PTS,BH,SB,DE",
    "240 H   1    1",
    "310   1 Team",
    "XXR 9",
    "###",
    "²",
    "9" * 120,
    "1" * 5000,
    "042 9999999999999999999999",
    "212 PTS,KS/L999999999999,BH/C1",
]

SUFFIXES = ["", ".trf", ".txt", ".csv", ".json", ".pgn", ".TRF"]
MODES: list[list[str]] = [[], ["--lenient"], ["--strict"]]

Mutation = Callable[[random.Random, str], str]


def _replace(rnd: random.Random, text: str) -> str:
    i = rnd.randint(0, len(text))
    return text[:i] + rnd.choice(INTERESTING) + text[i + 1 :]


def _insert(rnd: random.Random, text: str) -> str:
    i = rnd.randint(0, len(text))
    noise = "".join(
        chr(rnd.choice([rnd.randint(0, 127), rnd.randint(0, 0x10FFFF)])) for _ in range(rnd.randint(1, 8))
    )
    return (
        text[:i]
        + rnd.choice([rnd.choice(INTERESTING), noise.encode("utf-8", "replace").decode("utf-8", "replace")])
        + text[i:]
    )


def _delete(rnd: random.Random, text: str) -> str:
    i = rnd.randint(0, len(text))
    return text[:i] + text[i + rnd.randint(1, 40) :]


def _truncate(rnd: random.Random, text: str) -> str:
    return text[: rnd.randint(0, len(text))]


def _shift(rnd: random.Random, text: str) -> str:
    """Shift the columns of one line by inserting or deleting blanks."""
    lines = text.split("\n")
    k = rnd.randrange(len(lines))
    col, n, line = rnd.randint(0, len(lines[k])), rnd.randint(1, 3), lines[k]
    lines[k] = line[:col] + " " * n + line[col:] if rnd.random() < 0.5 else line[:col] + line[col + n :]
    return "\n".join(lines)


def _lines(rnd: random.Random, text: str) -> str:
    """Duplicate, delete or swap lines."""
    lines = text.split("\n")
    a, b = rnd.randrange(len(lines)), rnd.randrange(len(lines))
    op = rnd.choice(["dup", "del", "swap"])
    if op == "dup":
        lines.insert(b, lines[a])
    elif op == "del":
        del lines[a]
    else:
        lines[a], lines[b] = lines[b], lines[a]
    return "\n".join(lines)


def _block(rnd: random.Random, text: str) -> str:
    """Rewrite one round block of a 001 line with a well-formed but arbitrary opponent, colour, result:
    the file still reads, and validation and the engine see impossible events."""
    lines = text.split("\n")
    rows = [k for k, line in enumerate(lines) if line.startswith("001") and len(line) >= 99]
    if not rows:
        return text
    k = rnd.choice(rows)
    line = lines[k]
    start = 91 + 10 * rnd.randrange((len(line) - 99) // 10 + 1)
    opponent = rnd.choice(["0000", "    ", f"{rnd.randint(0, 60):4d}"])
    block = f"{opponent} {rnd.choice('wb- B')} {rnd.choice('10=+-WDLUFHZ?XA ')}"
    lines[k] = line[:start] + block + line[start + 8 :]
    return "\n".join(lines)


def _endings(rnd: random.Random, text: str) -> str:
    return text.replace("\n", rnd.choice(["\r\n", "\r", "\n\n", "\n \n"]))


MUTATIONS: list[Mutation] = [
    _replace,
    _replace,
    _replace,
    _insert,
    _delete,
    _truncate,
    _shift,
    _shift,
    _lines,
    _endings,
    _block,
    _block,
    _block,
    _block,
]
ENCODINGS = ["utf-8", "utf-8-sig", "cp1252", "latin-1", "utf-16"]


def mutate(rnd: random.Random, seeds: list[str]) -> bytes:
    """One of ``seeds`` after 1-6 random mutations, re-encoded."""
    text = rnd.choice(seeds)
    for _ in range(rnd.randint(1, 6)):
        text = rnd.choice(MUTATIONS)(rnd, text)
    return text.encode(rnd.choice(ENCODINGS), errors="replace")


def random_input(rnd: random.Random, name: str) -> bytes:
    """An input for reader ``name`` drawn as :func:`inputs` draws it, from a plain random generator: the
    long run (``tests/tools/fuzz.py``) uses this to spend its time in the readers, not in Hypothesis."""
    own = SEEDS[name] or SEEDS["*"]
    k = rnd.randrange(4)
    if k == 0:
        return rnd.randbytes(rnd.randint(0, 300))
    return mutate(rnd, own if k < 3 else SEEDS["*"])


@st.composite
def mutated(draw: st.DrawFn, seeds: list[str]) -> bytes:
    """A seed file after 1-6 random mutations, re-encoded. The mutations use one drawn random
    generator: cheap for Hypothesis, and a failure is reproduced by its printed seed."""
    return mutate(draw(st.randoms(use_true_random=True)), seeds)


def inputs(name: str) -> st.SearchStrategy[bytes]:
    own = SEEDS[name] or SEEDS["*"]
    return st.one_of(st.binary(max_size=300), mutated(own), mutated(own), mutated(SEEDS["*"]))


def exercise(data: bytes, name: str, rules: Rules, after: int | None) -> None:
    """Read ``data`` as ``name`` strictly and leniently, and rank what was read: only TiebreakError."""
    text = decode(data)
    events = []
    for options in (ReadOptions(limits=LIMITS), ReadOptions(lenient=True, limits=LIMITS)):
        try:
            events.append(read_text(text, source="fuzz", input_format=name, options=options))
        except TiebreakError as exc:
            assert str(exc)
            assert not events, f"read strictly, but not leniently: {exc}"
    for event in events[-1:]:  # the lenient reading: the strict one plus repairs
        try:
            standings = compute_standings(
                event,
                None,
                Options(rules=rules, after_round=None if after is None else min(after, event.rounds)),
            )
            render(standings, "text")
        except TiebreakError as exc:
            assert str(exc)


def sniffing_case(data: bytes, suffix: str) -> None:
    """Read ``data`` as a file named with ``suffix``, its format sniffed: an event or a TiebreakError."""
    try:
        read_text(decode(data), source="fuzz", suffix=suffix, options=ReadOptions(limits=LIMITS))
    except TiebreakError as exc:
        assert str(exc)


COMMANDS = [
    ["standings"],
    ["standings", "--format=json", "--rules=seed"],
    ["standings", "--tiebreaks=BH,SB,DE,ARO,WIN,KS", "--rules=2024"],
    ["standings", "--after-round=1"],
    ["explain", "{}", "1"],
    ["explain", "{}", "1", "2"],
    ["diff", "--rules=2024", "--rules=2026"],
    ["check"],
]


def command_line_case(data: bytes, command: list[str], mode: list[str]) -> None:
    """No file makes a sub-command end with the internal-error status (70) or a traceback."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "event.trf"
        path.write_bytes(data)
        argv = [a.format(path) for a in command]
        if "{}" not in command:
            argv.insert(1, str(path))
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = cli.main([*argv, "--max-players=500", "--max-rounds=40", *mode])
    assert code in (0, 1, 2), err.getvalue()
    assert "internal error" not in err.getvalue()


CODES = ["PTS", "BH", "BH/C1", "SB", "DE", "ARO", "KS/L-1", "AOB/F", "FB", "TPR", "WIN", "BWG", "PS", "MPTS"]


def tiebreak_codes_case(codes: list[str], rules: Rules) -> None:
    """Any tie-break list, known codes or noise: standings or a TiebreakError."""
    event = read_text(SEEDS["trf"][0], source="seed")
    for given_codes in (codes, ",".join(codes)):
        try:
            compute_standings(event, given_codes, Options(rules=rules))
        except TiebreakError as exc:
            assert str(exc)
