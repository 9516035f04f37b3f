"""What every criterion is: its catalogue facts (code, FIDE article, direction, modifiers), its values
for the whole field, and its :class:`Breakdown` for one competitor: the per-round
:class:`Contribution`\\ s the value is reduced from, so that the explanation and the value are one
computation. The fast whole-field :meth:`Criterion.values` of a criterion must equal the reduction of
its breakdowns (``tests/test_criteria.py`` checks it for every criterion on generated events).

Also the exact-number helpers every criterion uses (shared Fractions, rounding half up).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING

from .._model import Color, Result
from .._rules import Rules
from .._spec import Modifier

if TYPE_CHECKING:
    from .._context import Context
    from .._spec import TiebreakSpec

__all__ = ["Breakdown", "Contribution", "Criterion", "GroupCriterion", "Value", "describe_round",
           "first_last", "fmt", "opponent_sno", "round_half_up", "sum_counted", "who", "whole", "wholes"]

Value = Fraction | None
"""A tie-break value; None when undefined for that competitor."""


_WHOLE: dict[int, Fraction] = {}


def whole(number: int) -> Fraction:
    """``Fraction(number)``, shared: counts and ratings repeat across thousands of competitors.

    >>> whole(3) == Fraction(3) and whole(3) is whole(3)
    True
    """
    got = _WHOLE.get(number)
    if got is None:
        got = Fraction(number)
        if len(_WHOLE) < 100_000:
            _WHOLE[number] = got
    return got


def wholes(numbers: list[int]) -> list[Value]:
    """:func:`whole` of each number, the per-competitor work done in C (a dict lookup by map).

    >>> wholes([2, 0, 2])
    [Fraction(2, 1), Fraction(0, 1), Fraction(2, 1)]
    """
    for number in set(numbers).difference(_WHOLE):
        _WHOLE[number] = Fraction(number)
    out: list[Value] = list(map(_WHOLE.__getitem__, numbers))
    if len(_WHOLE) > 100_000:
        _WHOLE.clear()
    return out


def round_half_up(value: Fraction, digits: int = 0) -> Fraction:
    """Round to ``digits`` decimals, halves away from zero for positives (as FIDE rounds ARO).

    >>> round_half_up(Fraction(28155, 20))
    Fraction(1408, 1)
    >>> round_half_up(Fraction(65, 8), 2)
    Fraction(813, 100)
    """
    scale = 10 ** digits
    scaled = value * scale
    rounded = (scaled.numerator * 2 + scaled.denominator) // (2 * scaled.denominator)
    return Fraction(rounded, scale)


@dataclass(frozen=True)
class Contribution:
    """One element of a tie-break: usually one round."""

    round: int
    description: str
    """What happened in the round, e.g. ``won against Walsh, Ben (3)``."""
    opponent: int | None
    """Starting number of the (scheduled) opponent."""
    points: Fraction
    """Points scored in the round."""
    value: Fraction | None
    """The number this element is built on: opponent's (adjusted) score, dummy score, rating…"""
    amount: Fraction
    """What the element adds to the tie-break before cuts."""
    dummy: bool = False
    """True when ``value`` is a dummy opponent's score (art. 16.4)."""
    cap: Fraction | None = None
    """The cap applied to the dummy's score (2026 rules), if any."""
    vur: bool = False
    """A voluntary unplayed round (art. 16.1.2)."""
    cut: str | None = None
    """``low``, ``vur`` (cut first, art. 16.5) or ``high`` when a cut or median removed it."""
    counted: bool = True
    """False when the element does not count (a Koya opponent below the limit, a round not elected…)."""
    article: str = ""
    note: str = ""

    @property
    def kept(self) -> bool:
        """True when the element counts and no cut removed it."""
        return self.counted and self.cut is None


@dataclass(frozen=True)
class Breakdown:
    """One competitor's value of one criterion and what it is made of."""

    value: Value
    """The reduction of :attr:`contributions` (or, for a criterion without any, the value itself)."""
    summary: str
    contributions: tuple[Contribution, ...] = ()
    notes: tuple[str, ...] = ()


def sum_counted(contributions: list[Contribution] | tuple[Contribution, ...]) -> Fraction:
    """The usual reduction: the sum of the amounts that count and are not cut."""
    return sum((c.amount for c in contributions if c.kept), Fraction(0))


@dataclass(frozen=True, eq=False)
class Criterion(ABC):
    """One tie-break criterion of the catalogue. Subclasses compute it (:meth:`values`) and break one
    competitor's value down (:meth:`breakdown`)."""

    code: str
    name: str
    article: str
    kind: str
    """C.07 type: A (games among the tied), B (own record), C (opponents' results), D (ratings), or
    ``primary`` for scores."""
    description: str
    modifiers: frozenset[Modifier] = frozenset()
    ascending: bool = False
    """True when lower values rank first."""
    aliases: tuple[str, ...] = ()
    friendly: Mapping[str, str] = field(default_factory=dict)
    """Friendly names (lower case) and the code each stands for (``"med bh": "BH/M1"``)."""
    team_score: bool = True
    """Takes a score reference ``:MP`` / ``:GP`` in team events."""
    team_only: bool = False
    buchholz_family: bool = False
    since_2026: bool = False
    helper: bool = False
    group_label: str = "Individual"
    primary_score: str | None = None
    """For a primary score: the track it ranks on first (``PTS``, ``MP``, ``GP``)."""
    swiss_note: str | None = None
    """A note for the standings when the criterion is used in a Swiss event."""

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        """The value of every competitor: the reduction of each one's breakdown (criteria with a faster
        whole-field computation override this, and a property test holds the two equal)."""
        return [self.breakdown(ctx, spec, i).value for i in range(ctx.n)]

    @abstractmethod
    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        """Competitor ``i``'s value and the contributions it is reduced from."""

    def splits_within_groups(self, rules: Rules) -> bool:
        """True when the criterion is evaluated inside each tied group (Direct Encounter and its kin)."""
        return False


@dataclass(frozen=True, eq=False)
class GroupCriterion(Criterion):
    """A criterion evaluated inside each tied group (C.07 type A and the board criteria of teams)."""

    def splits_within_groups(self, rules: Rules) -> bool:
        return True

    def shown_values(self, ctx: Context, spec: TiebreakSpec) -> list[Value] | None:
        """A whole-field column to show instead of the per-group values (Board Count), or None."""
        return None

    @abstractmethod
    def order_group(self, ctx: Context, spec: TiebreakSpec, group: list[int]) -> list[list[int]]:
        """Order a tied group: the ordered parts, members still tied together."""

    @abstractmethod
    def group_values(self, ctx: Context, spec: TiebreakSpec, group: list[int],
                     parts: list[list[int]]) -> dict[int, Fraction]:
        """The value shown for each member of a group the criterion was applied to (``parts``: the
        order it gave the group)."""

    def group_breakdown(self, ctx: Context, spec: TiebreakSpec, i: int, group: tuple[int, ...] | None,
                        split: bool) -> Breakdown:
        """Competitor ``i``'s value in the tied ``group`` the criterion was applied to (None: nobody was
        still tied with ``i`` when it was reached; ``split``: it split the group). By default the
        breakdown over the whole event."""
        return self.breakdown(ctx, spec, i)


# -- describing rounds -----------------------------------------------------------------------------
def fmt(v: Fraction | None) -> str:
    """A value as the explanations show it (``undefined`` for None)."""
    from .._presenters import format_value

    return format_value(v, blank="undefined")


def first_last(name: str) -> str:
    """``Ng, Chloe`` as ``Chloe Ng``."""
    last, sep, first = name.partition(",")
    return f"{first.strip()} {last.strip()}" if sep else name


def who(ctx: Context, i: int) -> str:
    """Competitor ``i`` as ``Chloe Ng (2)``."""
    c = ctx.competitors[i]
    return f"{first_last(c.name)} ({c.sno})"


_BYE_WORDS = {
    Result.PAB: "pairing-allocated bye", Result.FULL_BYE: "full-point bye", Result.HALF_BYE: "half-point bye",
    Result.ZERO_BYE: "zero-point bye", Result.NOT_PAIRED: "not paired (absent, withdrawn or not yet entered)",
}
_VERBS = {Result.WIN: "won against", Result.WIN_UNRATED: "won against", Result.DRAW: "drew with",
          Result.DRAW_UNRATED: "drew with", Result.LOSS: "lost to", Result.LOSS_UNRATED: "lost to",
          Result.UNKNOWN: "played (result unknown) against"}


def describe_round(ctx: Context, i: int, r: int) -> str:
    """What happened to competitor ``i`` in round ``r`` (0-based), e.g. ``won against Ben Walsh (3)
    with Black``."""
    res = ctx.result[i][r]
    y = ctx.opponent[i][r]
    if res.bye or y < 0:
        return _BYE_WORDS.get(res, res.name.lower().replace("_", " "))
    other = who(ctx, y)
    colour = {Color.WHITE: " with White", Color.BLACK: " with Black"}.get(ctx.color[i][r], "")
    if res is Result.FORFEIT_WIN:
        return f"won by forfeit against {other} (not played)"
    if res is Result.FORFEIT_LOSS:
        return f"lost by forfeit against {other} (not played)"
    return f"{_VERBS[res]} {other}{colour}"


def opponent_sno(ctx: Context, i: int, r: int) -> int | None:
    """The starting number of competitor ``i``'s opponent in round ``r``, None without one."""
    y = ctx.opponent[i][r]
    return ctx.competitors[y].sno if y >= 0 else None
