"""The example events bundled with the package (from our product pages)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from . import _publish

__all__ = ["EXAMPLES", "example_path", "example_text"]

EXAMPLES: dict[str, str] = {
    "arena": "arena-5.trf",
    "buchholz-guide": "buchholz-guide-8.trf",
    "team": "team-tm1.trf",
}
"""Example name -> file name."""


def example_path(name: str) -> Path:
    """Path of a bundled example (``arena`` or ``buchholz-guide``).

    :raises KeyError: for an unknown name.
    """
    return Path(str(resources.files("tiebreak") / "data" / EXAMPLES[name]))


def example_text(name: str) -> str:
    """The text of a bundled example."""
    return example_path(name).read_text(encoding="utf-8")


_publish(__name__)
