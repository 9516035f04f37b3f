"""criteria/base.py: the shared exact numbers every criterion builds its values from."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from fractions import Fraction

import pytest

from tiebreak.criteria import base


@pytest.fixture(autouse=True)
def _own_table(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Each test fills a table of its own (the process's stays as it was)."""
    monkeypatch.setattr(base, "_WHOLE", {})
    yield


def test_wholes_beyond_the_shared_table_are_exact_and_leave_it_bounded() -> None:
    numbers = list(range(200_000, 200_000 + base._WHOLE_CAP + 5))  # more than the table may hold
    assert base.wholes(numbers) == [Fraction(n) for n in numbers]
    assert len(base._WHOLE) <= base._WHOLE_CAP
    assert base.whole(7) == Fraction(7) and base.wholes([7, 0]) == [Fraction(7), Fraction(0)]


def test_threads_share_the_table_without_losing_an_entry() -> None:
    """Several threads rank at once in the web server: none may see a number vanish from the table
    while another adds to it (or finds it full)."""
    failures: list[BaseException] = []

    def work(offset: int) -> None:
        try:
            for k in range(40):
                numbers = list(range(offset + 1000 * k, offset + 1000 * k + 700))
                assert base.wholes(numbers) == [Fraction(n) for n in numbers]
        except BaseException as exc:  # reported by the main thread
            failures.append(exc)

    threads = [threading.Thread(target=work, args=(10**6 * (t + 1),)) for t in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    assert failures == []
    assert len(base._WHOLE) <= base._WHOLE_CAP
