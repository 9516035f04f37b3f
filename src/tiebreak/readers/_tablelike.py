"""What the rewrites of a found table need of it, whichever reader found it: a table of
:mod:`tiebreak.readers.tables` (read by content) or of :mod:`tiebreak.readers.assemble` (pages of
several tables). Each rewrite (:mod:`._versus`, :mod:`._surnames`) takes either and gives back the same
kind, its rows rewritten and its notes saying how."""

from __future__ import annotations

from typing import Any, Protocol, TypeVar

__all__ = ["C", "CellLike", "T", "TableLike"]


class CellLike(Protocol):
    """A cell: its text and where it stands."""

    @property
    def text(self) -> str: ...
    @property
    def line(self) -> int: ...
    @property
    def column(self) -> int: ...


C = TypeVar("C", bound=CellLike)


class TableLike(Protocol):
    """A table: its rows of cells and the notes on how it was found."""

    @property
    def rows(self) -> tuple[tuple[Any, ...], ...]: ...
    @property
    def notes(self) -> tuple[str, ...]: ...


T = TypeVar("T", bound=TableLike)
