"""Shared test fixtures: paths to the vendored corpus, examples and spec fixtures; the Hypothesis
profiles (``TIEBREAK_HYPOTHESIS_PROFILE=ci``, which ``.ci/run`` sets, draws the same examples on every run,
so that what passes here passes in CI; locally every run draws new ones, and ``make fuzz`` many more)."""

from __future__ import annotations

import os
import shlex
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

pytest_plugins = ["store_databases"]
"""The databases of the store and live-page tests (SQLite and PostgreSQL), shared by every folder."""

settings.register_profile("ci", derandomize=True, database=None, print_blob=True)
settings.load_profile(os.environ.get("TIEBREAK_HYPOTHESIS_PROFILE", "default"))

TESTS = Path(__file__).parent
"""The tests folder: its shared helpers, ``tools/`` and ``corpus/known_differences.tsv``."""
DATA = TESTS / "data"
CORPUS = DATA / "corpus"
EXAMPLES = DATA / "examples"
SPEC = DATA / "spec"
TIEBREAK_COMMAND = f"{shlex.quote(sys.executable)} -m tiebreak.cli"
"""The command line as a shell command, run from this interpreter's package, not an installed entry point."""


@pytest.fixture
def data_dir() -> Path:
    return DATA


@pytest.fixture(scope="session")
def pool() -> Iterator[Any]:
    """One compute pool of the web app for the web tests (starting worker processes for every test
    would cost seconds); settings travel with each job, so apps of any settings can share it."""
    pytest.importorskip("fastapi")
    from tiebreak.web.pool import ComputePool

    shared = ComputePool(2, cpu_limit=20.0)
    yield shared
    shared.close()
