"""One compute pool for the web tests (starting worker processes for every test would cost seconds)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

pytest.importorskip("fastapi")

from tiebreak.web.pool import ComputePool


@pytest.fixture(scope="session")
def pool() -> Iterator[ComputePool]:
    shared = ComputePool(2, cpu_limit=20.0)
    yield shared
    shared.close()
