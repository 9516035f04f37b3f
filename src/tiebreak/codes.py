"""Tie-break codes: FIDE syntax ``NAME[:MP|GP]{/MODIFIER}`` (C.07 Article 14) and friendly names.

>>> parse_code("BH/C1")
TiebreakSpec.parse('BH/C1')
>>> parse_code("Med BH").canonical
'BH/M1'
>>> parse_code("KS/L-1").limit_points
Fraction(-1, 2)
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction

from .context import Edition
from .errors import SpecError

__all__ = ["TiebreakSpec", "parse_code", "parse_list"]

_MOD = re.compile(
    r"^(?:(?P<C>C)(?P<c>\d+)|(?P<M>M)(?P<m>\d+)|(?P<L>L)(?P<l>[+-]?\d+(?:\.\d+)?)|(?P<K>K)(?P<k>\d+)"
    r"|(?P<U>U)(?P<u>\d+)|(?P<V>V)(?P<v>\d*)|(?P<flag>[PFRS]))$",
    re.I,
)
_EDITIONS = {"": Edition.E2026, "2": Edition.E2026, "2026": Edition.E2026, "1": Edition.E2024,
             "2024": Edition.E2024}


@dataclass(frozen=True)
class TiebreakSpec:
    """One entry of a tie-break list, parsed. ``given`` keeps the user's spelling for headers."""

    code: str
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
    edition: Edition | None = None
    divisor: int | None = None
    swiss: bool = False

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
        for flag, on in (("P", self.forfeits), ("F", self.fore), ("R", self.reverse), ("S", self.swiss)):
            if on:
                out += f"/{flag}"
        if self.unrated is not None:
            out += f"/U{self.unrated}"
        if self.edition is not None:
            out += f"/V{self.edition.value}"
        return out

    def __repr__(self) -> str:
        return f"TiebreakSpec.parse({self.canonical!r})"

    @classmethod
    def parse(cls, text: str) -> TiebreakSpec:
        """Same as :func:`parse_code`."""
        return parse_code(text)


def _num(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(float(value))


def parse_code(text: str) -> TiebreakSpec:
    """Parse one tie-break code (FIDE syntax or a friendly name) and check its modifiers.

    :raises SpecError: for an unknown name, a malformed modifier, or one the tie-break does not take.
    """
    from .registry import REGISTRY, lookup_alias

    given = text.strip()
    if not given:
        raise SpecError("empty tie-break code")
    if re.search(r"\d{10}", given):
        raise SpecError(f"{given[:40]!r}…: a modifier number has more than 9 digits")
    expanded = lookup_alias(given)
    body = expanded if expanded is not None else given
    hyphen = re.fullmatch(r"([A-Za-z]+)-((?:[CM]\d+))", body, flags=re.I)
    if hyphen:
        body = f"{hyphen.group(1)}/{hyphen.group(2)}"
    parts = re.split(r"[/#!]", body)
    head = parts[0].strip()
    name, _, score = head.partition(":")
    name = re.sub(r"@\d*$", "", name.strip()).upper()
    if name == "ESB" and score.strip().upper() in ("MM", "MG", "GM", "GG"):  # ESB:MG = EMGSB (13.2)
        name, score = f"E{score.strip().upper()}SB", ""
    definition = REGISTRY.get(name)
    if definition is None:
        raise SpecError(f"unknown tie-break code {given!r}; valid codes: {', '.join(sorted(REGISTRY))} "
                        "(friendly names such as 'Buchholz', 'Med BH', 'Wins' also work)")
    values: dict[str, object] = {}
    score_ref = score.strip().upper() or None
    if score_ref is not None:
        score_ref = {"MM": "MP", "MG": "MP", "GM": "GP", "GG": "GP"}.get(score_ref, score_ref)
        if score_ref not in ("MP", "GP"):
            raise SpecError(f"{given!r}: score reference must be :MP or :GP, not :{score}")
    for raw in parts[1:]:
        mod = raw.strip()
        m = _MOD.match(mod)
        if m is None:
            raise SpecError(f"{given!r}: malformed modifier {('/' + mod)!r}; modifiers are /C<n> /M<n> "
                            "/L<±n> /K<n> /P /F /R /S /U<rating> /V<edition>")
        letter = next(k for k in ("C", "M", "L", "K", "U", "V") if m.group(k)) if not m.group("flag") \
            else m.group("flag").upper()
        if letter not in definition.modifiers:
            allowed = " ".join(f"/{x}" for x in sorted(definition.modifiers)) or "none"
            raise SpecError(f"{given!r}: {definition.code} does not take the modifier /{mod} "
                            f"(allowed for {definition.code}: {allowed})")
        if letter in values:
            raise SpecError(f"{given!r}: modifier /{letter} given twice")
        if letter == "C":
            values["C"] = int(m.group("c"))
        elif letter == "M":
            values["M"] = int(m.group("m"))
        elif letter == "L":
            values["L"] = m.group("l")
        elif letter == "K":
            values["K"] = int(m.group("k"))
            if values["K"] == 0:
                raise SpecError(f"{given!r}: the divisor /K must be at least 1")
        elif letter == "U":
            values["U"] = int(m.group("u"))
        elif letter == "V":
            ed = _EDITIONS.get(m.group("v"))
            if ed is None:
                raise SpecError(f"{given!r}: unknown edition /V{m.group('v')} (use /V2024 or /V2026)")
            values["V"] = ed
        else:
            values[letter] = True
    if values.get("C") and values.get("M"):
        raise SpecError(f"{given!r}: use either a cut (/C) or a median (/M), not both")
    limit_points: Fraction | None = None
    limit_percent: Fraction | None = None
    if "L" in values:
        lim = str(values["L"])
        if lim[0] in "+-":
            limit_points = Fraction(lim) if "." in lim else Fraction(int(lim), 2)
        else:
            limit_percent = Fraction(lim)
    if score_ref is not None and not definition.team_score:
        raise SpecError(f"{given!r}: {definition.code} takes no score reference (:MP/:GP)")
    edition = values.get("V")
    return TiebreakSpec(
        code=definition.code, given=given, score=score_ref, cut=int(str(values.get("C", 0))),
        median=int(str(values.get("M", 0))), limit_points=limit_points, limit_percent=limit_percent,
        forfeits=bool(values.get("P")), fore=bool(values.get("F")), reverse=bool(values.get("R")),
        unrated=int(str(values["U"])) if "U" in values else None,
        edition=edition if isinstance(edition, Edition) else None,
        divisor=int(str(values["K"])) if "K" in values else None, swiss=bool(values.get("S")),
    )


def parse_list(text: str | list[str] | tuple[str, ...]) -> tuple[TiebreakSpec, ...]:
    """Parse a list of codes (comma-separated text or a sequence). Friendly names may contain blanks,
    so text is split on commas when it has any, else on blanks."""
    if isinstance(text, str):
        items = [t for t in (text.split(",") if "," in text else text.split()) if t.strip()]
    else:
        items = list(text)
    return tuple(parse_code(item) for item in items)
