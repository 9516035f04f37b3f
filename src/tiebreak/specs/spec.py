"""One entry of a tie-break list as a value: the criterion it names, the score it is taken on and its
modifiers (C.07 Article 14 and the FIDE code syntax ``NAME[:MP|GP]{/MODIFIER}``).

Parsing text into a :class:`TiebreakSpec` belongs to the catalogue (:func:`tiebreak.criteria.parse_code`),
which knows the names and what each criterion allows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from typing import TYPE_CHECKING

from ..model.public import publish as _publish
from ..model.rules import Rules

if TYPE_CHECKING:
    from ..criteria.base import Criterion

__all__ = ["Modifier", "TiebreakSpec"]


class Modifier(Enum):
    """A modifier a criterion may take, by its FIDE letter."""

    CUT = "C"
    """``/Cn``: drop the n least significant values (14.1)."""
    MEDIAN = "M"
    """``/Mn``: drop the n lowest and the n highest values (14.1)."""
    LIMIT = "L"
    """``/L±n``: move the Koya limit by n half points (an unsigned number: a percentage)."""
    DIVISOR = "K"
    """``/Kn``: the divisor of SSSC (13.4)."""
    FORFEITS = "P"
    """``/P``: forfeits count as games played."""
    FORE = "F"
    """``/F``: on the Fore Buchholz event (8.3)."""
    REVERSE = "R"
    """``/R``: the reverse order (lower first where higher is better)."""
    SWISS = "S"
    """``/S``: Direct Encounter as in a Swiss event (pairings not predetermined)."""
    UNRATED = "U"
    """``/Un``: the rating of unrated players."""
    EDITION = "V"
    """``/V2024``, ``/V2026``: the C.07 edition of this criterion."""


@dataclass(frozen=True)
class TiebreakSpec:
    """One entry of a tie-break list, parsed. ``given`` keeps the user's spelling for headers."""

    criterion: Criterion = field(compare=False, repr=False)
    """The criterion the code names (resolved once, when the list is parsed)."""
    given: str
    score: str | None = None
    cut: int = 0
    median: int = 0
    limit_points: Fraction | None = None
    limit_percent: Fraction | None = None
    forfeits: bool = False
    fore: bool = False
    reverse: bool = False
    unrated: int | None = None
    edition: Rules | None = None
    """The FIDE edition asked for with ``/V`` (None: the event's)."""
    divisor: int | None = None
    swiss: bool = False

    @property
    def code(self) -> str:
        """The criterion's FIDE acronym (``BH`` for ``Buchholz``, ``REP`` for ``GE``)."""
        return self.criterion.code

    @property
    def canonical(self) -> str:
        """The code in FIDE notation, modifiers in a fixed order (``BH:GP/C1/P``)."""
        out = self.code + (f":{self.score}" if self.score else "")
        if self.cut:
            out += f"/C{self.cut}"
        if self.median:
            out += f"/M{self.median}"
        if self.limit_percent is not None:
            out += f"/L{_num(self.limit_percent)}"
        elif self.limit_points is not None:
            half = self.limit_points * 2
            out += f"/L{'+' if half >= 0 else ''}{_num(half)}"
        if self.divisor is not None:
            out += f"/K{self.divisor}"
        for flag, on in (
            (Modifier.FORFEITS, self.forfeits),
            (Modifier.FORE, self.fore),
            (Modifier.REVERSE, self.reverse),
            (Modifier.SWISS, self.swiss),
        ):
            if on:
                out += f"/{flag.value}"
        if self.unrated is not None:
            out += f"/U{self.unrated}"
        if self.edition is not None:
            out += f"/V{self.edition.value}"
        return out

    def __repr__(self) -> str:
        return f"TiebreakSpec.parse({self.canonical!r})"

    @classmethod
    def parse(cls, text: str) -> TiebreakSpec:
        """Same as :func:`tiebreak.criteria.parse_code`."""
        from ..criteria import parse_code

        return parse_code(text)


def _num(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(float(value))


_publish(__name__)
