"""Shared test fixtures: paths to the vendored corpus, examples and spec fixtures."""

from __future__ import annotations

from pathlib import Path

import pytest

DATA = Path(__file__).parent / "data"
CORPUS = DATA / "corpus"
EXAMPLES = DATA / "examples"
SPEC = DATA / "spec"


@pytest.fixture
def data_dir() -> Path:
    return DATA
