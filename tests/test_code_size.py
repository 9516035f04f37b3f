"""Issue 22's measures of a readable codebase, kept: no function of the package over 120 lines, no class
over 600 (the sizes a new maintainer can hold in view)."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src" / "tiebreak"
LIMITS = {"function": 120, "class": 600}


def _sizes() -> list[tuple[str, str, int]]:
    found = []
    for path in sorted(SRC.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            kind = (
                "function"
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
                else "class"
                if isinstance(node, ast.ClassDef)
                else None
            )
            if kind is not None and node.end_lineno is not None:
                lines = node.end_lineno - node.lineno + 1
                if lines > LIMITS[kind]:
                    found.append((f"{path.relative_to(SRC)}:{node.lineno}", node.name, lines))
    return found


def test_no_function_over_120_lines_and_no_class_over_600() -> None:
    assert _sizes() == []
