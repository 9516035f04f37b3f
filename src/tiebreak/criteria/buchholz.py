"""The Buchholz family (C.07 Article 8): Buchholz (8.1) with its cuts and medians, the Average of
Opponents' Buchholz (8.2) and Fore Buchholz (8.3). Each element is an opponent's adjusted score, or a
dummy opponent's for an unplayed round (Article 16, :mod:`tiebreak.criteria.unplayed`).

The value is the sum of the elements the cuts keep. The whole field is computed from each row sorted
once (a cut is then a slice; NumPy does the slices of a large field, :mod:`tiebreak.criteria._numpy`), with
:func:`~tiebreak.criteria.unplayed.buchholz_vur_first` for the rows where 16.5 prefers a voluntary
unplayed round; the breakdown applies the reference :func:`~tiebreak.criteria.unplayed.apply_cuts`.
"""

from __future__ import annotations

import operator
from dataclasses import dataclass
from fractions import Fraction

from ..specs.spec import Modifier, TiebreakSpec
from . import _numpy as accel
from .base import (
    Breakdown,
    Context,
    Contribution,
    Criterion,
    Value,
    describe_round,
    fmt,
    opponent_sno,
    round_half_up,
    sum_counted,
)
from .unplayed import (
    Elements,
    cut_counts,
    cut_vur_first,
    cut_words,
    edition,
    elements,
    opponent_contributions,
    rows_with_vur,
    split_vur,
    value_matrix,
)

__all__ = ["AOB", "BUCHHOLZ", "CRITERIA", "FORE_BUCHHOLZ", "aob_digits", "buchholz_units"]

_CUTS = frozenset({Modifier.CUT, Modifier.MEDIAN})


def buchholz_units(ctx: Context, spec: TiebreakSpec, fore: bool = False) -> list[int]:
    """Buchholz (or Fore Buchholz) of every competitor, in track units, with the spec's cuts."""
    c = ctx.fore() if fore else ctx
    key = ("BH", fore, spec.score, spec.cut, spec.median, spec.forfeits, edition(c, spec))
    return c.memo(key, lambda: _buchholz_units(c, spec))


def _buchholz_units(c: Context, spec: TiebreakSpec) -> list[int]:
    track = c.track(spec.score)
    el = elements(c, track, forfeits_as_games=spec.forfeits, edition=spec.edition)
    low, high, vur_first = cut_counts(c, spec)
    if not low and not high:
        return list(map(sum, el.values))
    # each row sorted once, shared by every cut and median variant; without a voluntary unplayed
    # round to prefer, the cuts drop the lowest and highest values (what apply_cuts keeps when
    # contributions equal values), i.e. a slice of the sorted row (empty when the cuts take all)
    ordered_matrix = _sorted_matrix(c, el)
    if ordered_matrix is not None:
        out = accel.cut_sums(ordered_matrix, low, high)
    else:
        ordered = c.memo(("sorted-elements", el.key), lambda: list(map(sorted, el.values)))
        out = list(map(sum, map(operator.itemgetter(slice(low, -high or None)), ordered)))
    if c.rules.profile.median_keeps_lone_value and spec.median > 0:
        for i, vals in enumerate(el.values):
            if len(vals) < 2:
                out[i] = sum(vals)
    elif vur_first:
        for i, (vurs, others) in _vur_splits(c, el):
            out[i] = cut_vur_first(vurs, others, low, high)
    return out


def _vur_splits(ctx: Context, el: Elements) -> list[tuple[int, tuple[list[int], list[int]]]]:
    """The rows with a voluntary unplayed round, each split into its VUR values and the others, both
    sorted: shared by every cut and median variant."""
    return ctx.memo(
        ("vur-splits", el.key),
        lambda: [(i, split_vur(el.values[i], el.vur[i])) for i in rows_with_vur(ctx, el)],
    )


def _sorted_matrix(ctx: Context, el: Elements) -> accel.Matrix | None:
    """The element rows sorted, as a NumPy matrix, when the NumPy path takes this field."""

    def build() -> accel.Matrix | None:
        values = value_matrix(ctx, el)
        return None if values is None else accel.sort_rows(values)

    return ctx.memo(("sorted-matrix", el.key), build)


@dataclass(frozen=True, eq=False)
class Buchholz(Criterion):
    """BH (8.1): the sum of the opponents' scores, with /C, /M, /P, /V; FB (8.3) with ``fore``."""

    fore: bool = False

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        c = ctx.fore() if self.fore else ctx
        return c.track(spec.score).values(buchholz_units(ctx, spec, fore=self.fore))

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        c = ctx.fore() if self.fore else ctx
        contributions, notes = opponent_contributions(c, spec, i, products=False)
        value = sum_counted(contributions)
        what = "opponents' scores with every final-round game drawn" if self.fore else "opponents' scores"
        if self.fore:
            notes.insert(0, "Fore Buchholz: every final-round pairing is scored as a draw (art. 8.3)")
        return Breakdown(
            value, f"Sum of the {what}{cut_words(spec)}: {fmt(value)}.", tuple(contributions), tuple(notes)
        )


def aob_digits(rounds: int) -> int:
    """Decimals AOB is rounded to: 2 up to 8 rounds, 3 up to 26, 4 up to 72, else 5 (the FIDE
    reference implementation's rounding; C.07 8.2 gives none)."""
    return 2 if rounds <= 8 else 3 if rounds <= 26 else 4 if rounds <= 72 else 5


class AverageOpponentsBuchholz(Criterion):
    """AOB (8.2): the mean Buchholz (Fore Buchholz with /F) of the opponents met over the board."""

    def _plain(self, spec: TiebreakSpec) -> TiebreakSpec:
        return TiebreakSpec(BUCHHOLZ, "BH", score=spec.score, edition=spec.edition)

    def values(self, ctx: Context, spec: TiebreakSpec) -> list[Value]:
        bh = buchholz_units(ctx, self._plain(spec), fore=spec.fore)
        unit = (ctx.fore() if spec.fore else ctx).track(spec.score).unit
        scale = 10 ** aob_digits(ctx.rounds)
        bh_of = bh.__getitem__
        rounded: list[int | None] = []
        for row in ctx.played_games()[0]:
            if row:
                # round_half_up(Fraction(total, count * unit), digits) in integers
                den = 2 * len(row) * unit
                rounded.append((2 * sum(map(bh_of, row)) * scale + len(row) * unit) // den)
            else:
                rounded.append(None)
        known = {r: Fraction(r, scale) for r in set(rounded) if r is not None}
        return [None if r is None else known[r] for r in rounded]

    def breakdown(self, ctx: Context, spec: TiebreakSpec, i: int) -> Breakdown:
        bh = buchholz_units(ctx, self._plain(spec), fore=spec.fore)
        track = (ctx.fore() if spec.fore else ctx).track(spec.score)
        own = ctx.track(spec.score)
        out = []
        for r in range(ctx.rounds):
            y = ctx.opponent[i][r]
            played = y >= 0 and ctx.result[i][r].played
            v = track.value(bh[y]) if played else None
            out.append(
                Contribution(
                    r + 1,
                    describe_round(ctx, i, r),
                    opponent_sno(ctx, i, r),
                    own.value(own.pts[i][r]),
                    v,
                    v if v is not None else Fraction(0),
                    counted=played,
                    article="8.2",
                    note="" if played else "not a game played over the board: not averaged",
                )
            )
        counted = [c for c in out if c.kept]
        digits = aob_digits(ctx.rounds)
        value = round_half_up(sum_counted(counted) / len(counted), digits) if counted else None
        kind = "Fore Buchholz" if spec.fore else "Buchholz"
        return Breakdown(
            value,
            f"Mean {kind} of the opponents met over the board, rounded to {digits} decimals: {fmt(value)}.",
            tuple(out),
        )


BUCHHOLZ = Buchholz(
    "BH",
    "Buchholz",
    "8.1",
    "C",
    "Sum of the opponents' scores; unplayed rounds count a dummy opponent (Art. 16).",
    modifiers=_CUTS | {Modifier.FORFEITS, Modifier.EDITION},
    buchholz_family=True,
    friendly={
        "buchholz": "BH",
        "bch": "BH",
        "buch": "BH",
        "solkoff": "BH",
        "med bh": "BH/M1",
        "median bh": "BH/M1",
        "median buchholz": "BH/M1",
        "harkness": "BH/M1",
        "mbh": "BH/M1",
        "bhc1": "BH/C1",
        "bhc2": "BH/C2",
        "buchholz cut 1": "BH/C1",
        "buchholz cut 2": "BH/C2",
        "buchholz cut1": "BH/C1",
        "bh cut 1": "BH/C1",
        "b cut1": "BH/C1",  # SWAR's French page
        "b cut 1": "BH/C1",
    },
    headings=(
        (r"buchholz.*(?:variab|parameter)|^fide[- ]?tie", ("BH", "BH/C1", "BH/M1", "BH/C2", "BH/M2")),
        # SwissPerfect: M-Buch.
        # TurneringsService (NO): Med.Buchh; Russian: медианный Бухгольц
        (
            r"^(?:m-?buc|bucm|mbh|medianbh|m-?buchh?\.?|med\.?\s*-?buchh?\.?)$"
            r"|median buchholz|buchholz.*median|^медианный\s+бухгольц$",
            ("BH/M1",),
        ),
        # ChessManager: Bch1 (the Buchholz cut by the lowest result) beside Bch
        (r"^bch\s*-?\s*1$", ("BH/C1",)),
        # Papi (FFE): Buchholz tronqué, the lowest value cut (one, or two as a departmental youth grid cuts)
        (r"^tr\.?$|buchholz tronqu", ("BH/C1", "BH/C2")),
        # Papi: Bu.; SwissChess: Buchh.; SwissPerfect: Buch.; Sevilla: Bhlz; Tornello (IT): Bucch;
        # Vega (IT): BuchT; Russian: Бухгольц, Бух.
        (
            r"^(?:buc|buch|bh|bhz)\s*[-/]?\s*t$|buchholz|^bh$|^buchh?\.?$|^bch$|^bu\.$|^bhlz$|^bucch\.?$"
            r"|^бухгольц$|^бух\.?$",
            ("BH",),
        ),
    ),
    heading_order=30,
)
AOB = AverageOpponentsBuchholz(
    "AOB",
    "Average of Opponents' Buchholz",
    "8.2",
    "C",
    "Mean Buchholz of the opponents met over the board (/F: their Fore Buchholz).",
    modifiers=frozenset({Modifier.FORE, Modifier.EDITION}),
    buchholz_family=True,
    friendly={"average opponents' buchholz": "AOB", "average opponents buchholz": "AOB"},
)
FORE_BUCHHOLZ = Buchholz(
    "FB",
    "Fore Buchholz",
    "8.3",
    "D",
    "Buchholz as if every final-round game had been drawn.",
    modifiers=_CUTS | {Modifier.FORFEITS, Modifier.EDITION},
    buchholz_family=True,
    friendly={"fore buchholz": "FB", "fore-bh": "FB"},
    fore=True,
)
CRITERIA: tuple[Criterion, ...] = (BUCHHOLZ, AOB, FORE_BUCHHOLZ)
