"""Shared test fixtures: paths to the vendored corpus, examples and spec fixtures."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

DATA = Path(__file__).parent / "data"
CORPUS = DATA / "corpus"
EXAMPLES = DATA / "examples"
SPEC = DATA / "spec"


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
