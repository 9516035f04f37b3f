"""Ranking an event as its publication does: the tie-break list and the edition of the ranking an input
publishes itself, for the front ends that rank an input given without a list (the page's "event's own
list", ``tiebreak standings`` without ``--tiebreaks``).

A page or export that prints its own ranks and tie-break columns (:mod:`tiebreak.checking.own`) says
which tie-breaks the organiser chose, in their order, but not under which edition of the rules the
program computed them. The published ranking is checked (:func:`~tiebreak.checking.check.check_published`)
under the edition asked for, or the event date's, and, where values differ, again under the edition
most of the values agree with (:data:`EDITIONS_TRIED`); the trial that agrees best gives the list (the
codes the columns were read as, in their order) and the edition.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..formats.published import Published
from ..model.rules import Rules
from ..model.tournament import Tournament
from ..ranking.engine import Options, edition_in_force
from .check import CheckReport, check_published

__all__ = ["EDITIONS_TRIED", "Trial", "best_trial", "may_adopt"]

EDITIONS_TRIED = ("2026", "2024", "legacy", "legacy-sm")
"""The editions a publication is checked under, in the order a tie between them is settled: C.07 of 2026
and of 2024, the rules before C.07 with the Sonneborn-Berger of FIDE's guidance (Vega, SwissChess) and
with Swiss-Manager's."""


@dataclass(frozen=True)
class Trial:
    """A publication checked under one edition."""

    edition: str
    report: CheckReport
    places: tuple[int, int]
    """Places that agree, places compared."""
    values: tuple[int, int]
    """Tie-break values that agree, values compared."""

    @property
    def score(self) -> int:
        return self.places[0] + self.values[0] - len(self.report.differences)

    @property
    def codes(self) -> tuple[str, ...]:
        """The publication's tie-break columns as a list, in their order."""
        return self.report.codes

    @property
    def adopted(self) -> bool:
        """Whether the publication ranks in a way of its own to rank the event by: tie-break columns, or
        a team ranking on its game points (a league whose only score column is the game points)."""
        return bool(self.codes) or self.report.ranked_on == "GPTS"

    @property
    def ranking_list(self) -> tuple[str, ...]:
        """The list that ranks as the publication does: a team ranking's score ranked on first (``GPTS``
        before the match points it breaks ties with: a league ranked on game points), then its columns."""
        first = self.report.ranked_on
        return (first, *(c for c in self.codes if c != first)) if first else self.codes


def may_adopt(table: Published | None, event: Tournament) -> bool:
    """Whether a published ``table`` may give the list to rank ``event`` by (:attr:`Trial.adopted`, known
    once checked): it has tie-break columns, or it ranks the teams of a team event (on game points,
    perhaps)."""
    return table is not None and (any(c.codes for c in table.columns) or event.is_team_event)


def _check_under(event: Tournament, table: Published, options: Options, edition: str) -> Trial:
    report = check_published(event, table, options=replace(options, rules=Rules(edition)))
    wrong = report.differences
    ranks, _, values = report.checked
    bad_ranks = sum(1 for c in wrong if c.column == "Rank")
    bad_values = sum(1 for c in wrong if c.column not in ("Rank", "Pts") and c.code)
    return Trial(edition, report, (ranks - bad_ranks, ranks), (values - bad_values, values))


def best_trial(event: Tournament, table: Published, options: Options, first: str | None = None) -> Trial:
    """The publication ``table`` of ``event`` checked under ``first`` (one of :data:`EDITIONS_TRIED`;
    None: the edition in force at the event's start) and, where values differ, under the edition most of
    its values agree with: the trial that agrees best (the first on a tie). ``options``: every other
    ranking option.

    :raises TiebreakError: when the table cannot be checked (a player of it missing from the event …).
    """
    order = list(EDITIONS_TRIED)
    first = first or edition_in_force(event.start_date or event.updated).value
    if first in order:
        order.remove(first)
        order.insert(0, first)
    best = _check_under(event, table, options, order[0])
    if best.report.differences:  # ranked under every edition at once: each value's verdict names them
        values = [c for c in best.report.cells if c.column not in ("Rank", "Pts") and c.code]
        agreeing = {e: sum(1 for c in values if e in c.editions) for e in order}
        likeliest = max(order, key=lambda e: (agreeing[e], -order.index(e)))
        if likeliest != best.edition:
            second = _check_under(event, table, options, likeliest)
            best = second if second.score > best.score else best
    return best
