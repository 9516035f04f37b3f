"""The README and the guides in ``docs/`` run: every ``console`` block's commands give the output printed under them,
and every ``pycon`` block is a doctest. A guide whose example drifts from the program fails here.

A ``console`` block holds commands (``$ tiebreak …``, run from the repository's root with this
interpreter) each followed by the output it prints (standard output, then standard error); a line
``[exit N]`` after the output states a non-zero exit status.
"""

from __future__ import annotations

import doctest
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GUIDES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
FENCE = re.compile(r"^```(\w+)\n(.*?)^```$", re.S | re.M)
EXIT = re.compile(r"^\[exit (\d+)\]$")


@dataclass(frozen=True)
class Command:
    guide: str
    line: int
    argv: tuple[str, ...]
    output: str
    status: int


def _commands(path: Path) -> list[Command]:
    text = path.read_text(encoding="utf-8")
    found: list[Command] = []
    for block in FENCE.finditer(text):
        if block.group(1) != "console":
            continue
        first_line = text.count("\n", 0, block.start(2)) + 1
        lines = block.group(2).splitlines()
        starts = [i for i, line in enumerate(lines) if line.startswith("$ ")]
        for n, start in enumerate(starts):
            end = starts[n + 1] if n + 1 < len(starts) else len(lines)
            body = lines[start + 1 : end]
            status = 0
            if body and (m := EXIT.match(body[-1])):
                status = int(m.group(1))
                body = body[:-1]
            found.append(
                Command(
                    path.name,
                    first_line + start,
                    tuple(shlex.split(lines[start][2:])),
                    "\n".join(body).rstrip(),
                    status,
                )
            )
    return found


COMMANDS = [c for guide in GUIDES for c in _commands(guide)]


def _normalised(text: str) -> str:
    return "\n".join(line.rstrip() for line in text.strip("\n").splitlines())


@pytest.mark.parametrize("command", COMMANDS, ids=[f"{c.guide}:{c.line}" for c in COMMANDS])
def test_console_example(command: Command) -> None:
    """The command prints what the guide says it prints, with the exit status it states."""
    assert command.argv[0] == "tiebreak", f"{command.guide}:{command.line}: examples run tiebreak"
    run = subprocess.run(
        [sys.executable, "-m", "tiebreak.cli", *command.argv[1:]],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        encoding="utf-8",
    )
    assert run.returncode == command.status, run.stderr
    assert _normalised(run.stdout + run.stderr) == _normalised(command.output)


@pytest.mark.parametrize("guide", GUIDES, ids=[g.name for g in GUIDES])
def test_python_examples(guide: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every ``pycon`` block of the guide is a doctest that passes, run from the repository's root."""
    monkeypatch.chdir(ROOT)
    text = guide.read_text(encoding="utf-8")
    blocks = [m.group(2) for m in FENCE.finditer(text) if m.group(1) == "pycon"]
    parser, runner = doctest.DocTestParser(), doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    for n, block in enumerate(blocks):
        test = parser.get_doctest(block, {}, f"{guide.name}[{n}]", str(guide), 0)
        runner.run(test)
    assert runner.failures == 0, f"{runner.failures} failing example(s) in {guide.name}; see the output above"
