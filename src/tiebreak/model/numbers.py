"""Numbers as people read them: exact values (Fractions) rounded and written only for output.

>>> from fractions import Fraction
>>> format_value(Fraction(27, 4)), format_value(Fraction(1, 3)), format_value(None, "–")
('6.75', '0.3333', '–')
"""

from __future__ import annotations

from fractions import Fraction

__all__ = ["Value", "format_value", "round_half_up"]

Value = Fraction | None
"""A tie-break value; None when undefined for that competitor."""


def round_half_up(value: Fraction, digits: int = 0) -> Fraction:
    """Round to ``digits`` decimals, halves away from zero for positives (as FIDE rounds ARO).

    >>> round_half_up(Fraction(28155, 20))
    Fraction(1408, 1)
    >>> round_half_up(Fraction(65, 8), 2)
    Fraction(813, 100)
    """
    scale = 10**digits
    scaled = value * scale
    rounded = (scaled.numerator * 2 + scaled.denominator) // (2 * scaled.denominator)
    return Fraction(rounded, scale)


def format_value(value: Value, blank: str = "") -> str:
    """A value as a plain decimal (``8.5``, ``6.75``, ``1267``); ``blank`` for an undefined value.

    Values with a non-terminating decimal expansion are shown with 4 decimals (they are exact inside).
    """
    if value is None:
        return blank
    if value.denominator == 1:
        return str(value.numerator)
    return _format_fraction(value)


def _format_fraction(value: Fraction) -> str:
    den = value.denominator
    while den % 2 == 0:
        den //= 2
    while den % 5 == 0:
        den //= 5
    digits = 0
    if den == 1:
        while (value * 10**digits).denominator != 1:
            digits += 1
    else:
        digits = 4
        value = round_half_up(value, digits)
    scaled = value * 10**digits
    sign = "-" if scaled < 0 else ""
    text = str(abs(scaled.numerator)).rjust(digits + 1, "0")
    out = f"{sign}{text[:-digits]}.{text[-digits:]}"
    return out.rstrip("0").rstrip(".") if den != 1 else out
