"""The catalogue of criteria, one module per family, each criterion one object with its code, FIDE
article, direction, modifiers, computation and explanation; and the parsing of tie-break codes
(FIDE syntax ``NAME[:MP|GP]{/MODIFIER}``, C.07 Article 14, and friendly names) into
:class:`~tiebreak.TiebreakSpec`\\ s that carry the criterion they name.

=================  ===================================================================
module             criteria
=================  ===================================================================
``record``         PTS (4.1), WIN, WON, BPG, BWG, PS, REP, STD, TPN (Article 7)
``encounter``      DE (Article 6)
``buchholz``       BH (8.1), AOB (8.2), FB (8.3)
``sonneborn``      SB (9.1)
``koya``           KS (9.2)
``ratings``        ARO, TPR, PTP, APRO, APPO, RTNG (Article 10)
``team``           MPTS, GPTS (11.1), BC, TBR, BBE (Article 12), MPVGP, ESB, EDE, SSSC (Article 13)
``unplayed``       Article 16 for all of them, and the ABH helper (16.3)
=================  ===================================================================

>>> find("buchholz").article
'8.1'
>>> find("GE").code
'REP'
>>> parse_code("BH/C1")
TiebreakSpec.parse('BH/C1')
>>> parse_code("Med BH").canonical
'BH/M1'
>>> parse_code("KS/L-1").limit_points
Fraction(-1, 2)
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from fractions import Fraction

from ..model.errors import SpecError
from ..model.public import publish as _publish
from ..model.rules import Rules
from ..specs.spec import Modifier, TiebreakSpec
from .base import Criterion, GroupCriterion

__all__ = [
    "Criterion",
    "GroupCriterion",
    "catalogue",
    "find",
    "is_primary_score",
    "lookup_alias",
    "parse_code",
    "parse_list",
    "scored_on",
]


class _Catalogue:
    """Every criterion by its FIDE code and its aliases (upper case), and the friendly names, read from
    the family modules on first use: a family module may then import what it needs (the team model
    imports :mod:`.base`) without an import circle through this package."""

    def __init__(self) -> None:
        self._codes: dict[str, Criterion] = {}
        self._friendly: dict[str, str] = {}

    def _load(self) -> None:
        """Fill both tables, then publish them, codes last: a thread that finds the codes finds them
        whole, and the friendly names with them (two threads loading at once build equal tables)."""
        from . import buchholz, encounter, koya, ratings, record, sonneborn, team, unplayed

        codes: dict[str, Criterion] = {}
        friendly: dict[str, str] = {}
        for family in (
            record.CRITERIA,
            encounter.CRITERIA,
            buchholz.CRITERIA,
            sonneborn.CRITERIA,
            koya.CRITERIA,
            ratings.CRITERIA,
            unplayed.CRITERIA,
            team.CRITERIA,
        ):  # any order
            for criterion in family:
                for key in (criterion.code, *criterion.aliases):
                    codes[key.upper()] = criterion
                for name, code in criterion.friendly.items():
                    friendly[_norm(name)] = code
        self._friendly = friendly
        self._codes = codes

    @property
    def codes(self) -> dict[str, Criterion]:
        if not self._codes:
            self._load()
        return self._codes

    @property
    def friendly(self) -> dict[str, str]:
        if not self._codes:
            self._load()
        return self._friendly


_CATALOGUE = _Catalogue()


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip().lower())


def explanation_fields() -> tuple[str, ...]:
    """The names of the data of their own the catalogue's criteria give in explanations, in catalogue
    order (:attr:`Criterion.explanation_fields`): the fields every explanation's JSON carries.

    >>> explanation_fields()
    ('group', 'chain')
    """
    global _FIELDS
    codes = _CATALOGUE.codes
    if _FIELDS[0] is not codes:  # computed once for each table the catalogue publishes
        criteria = dict.fromkeys(codes.values())
        _FIELDS = (codes, tuple(dict.fromkeys(name for c in criteria for name in c.explanation_fields)))
    return _FIELDS[1]


_FIELDS: tuple[dict[str, Criterion] | None, tuple[str, ...]] = (None, ())


def lookup_alias(text: str) -> str | None:
    """The FIDE code for a friendly name such as ``Med BH``, or None."""
    return _CATALOGUE.friendly.get(_norm(text))


def find(code: str) -> Criterion:
    """The criterion for an acronym, alias or friendly name (modifiers ignored).

    :raises SpecError: for an unknown code.
    """
    text = lookup_alias(code) or code
    name = re.split(r"[/:#!]", text.strip())[0].upper()
    found = _CATALOGUE.codes.get(name)
    if found is None:
        codes = ", ".join(sorted(_CATALOGUE.codes))
        raise SpecError(f"unknown tie-break code {code!r}; valid codes: {codes}")
    return found


def is_primary_score(code: str) -> bool:
    """True when ``code`` names a primary score (PTS, MPTS, GPTS, or a friendly name of one); False for
    every other code, known or not.

    >>> is_primary_score(" mpts"), is_primary_score("BH"), is_primary_score("XYZ")
    (True, False, False)
    """
    try:
        return find(code).primary_score is not None
    except SpecError:
        return False


def scored_on(track: str) -> Criterion:
    """The primary-score criterion that ranks on score track ``track``.

    >>> scored_on("MP").code, scored_on("GP").code
    ('MPTS', 'GPTS')
    """
    for criterion in _CATALOGUE.codes.values():
        if criterion.primary_score == track:
            return criterion
    raise KeyError(track)


def catalogue() -> list[Criterion]:
    """Every criterion once, in article order (helpers last)."""
    seen: dict[str, Criterion] = {}
    for d in _CATALOGUE.codes.values():
        seen.setdefault(d.code, d)

    def key(d: Criterion) -> tuple[int, list[int], str]:
        nums = [int(x) for x in re.findall(r"\d+", d.article)] or [99]
        return (1 if d.helper else 0, nums, d.code)

    return sorted(seen.values(), key=key)


_MOD = re.compile(
    r"^(?:(?P<C>C)(?P<c>\d+)|(?P<M>M)(?P<m>\d+)|(?P<L>L)(?P<l>[+-]?\d+(?:\.\d+)?)|(?P<K>K)(?P<k>\d+)"
    r"|(?P<U>U)(?P<u>\d+)|(?P<V>V)(?P<v>\d*)|(?P<flag>[PFRS]))$",
    re.I,
)
_EDITIONS = {
    "": Rules.FIDE_2026,
    "2": Rules.FIDE_2026,
    "2026": Rules.FIDE_2026,
    "1": Rules.FIDE_2024,
    "2024": Rules.FIDE_2024,
}


def parse_code(text: str) -> TiebreakSpec:
    """Parse one tie-break code (FIDE syntax or a friendly name) and check its modifiers.

    :raises SpecError: for an unknown name, a malformed modifier, or one the tie-break does not take.
    """
    given = text.strip()
    if not given:
        raise SpecError("empty tie-break code")
    if re.search(r"\d{10}", given):
        raise SpecError(f"{given[:40]!r}…: a modifier number has more than 9 digits")
    parts = re.split(r"[/#!]", _expanded(given))
    definition, score_ref = _criterion_and_score(parts[0], given)
    values: dict[Modifier, object] = {}
    for raw in parts[1:]:
        modifier, m = _modifier(raw.strip(), given, definition)
        if modifier in values:
            raise SpecError(f"{given!r}: modifier /{modifier.value} given twice")
        values[modifier] = _modifier_value(modifier, m, given)
    if values.get(Modifier.CUT) and values.get(Modifier.MEDIAN):
        raise SpecError(f"{given!r}: use either a cut (/C) or a median (/M), not both")
    if score_ref is not None and not definition.team_score:
        raise SpecError(f"{given!r}: {definition.code} takes no score reference (:MP/:GP)")
    limit_points, limit_percent = _limit(values.get(Modifier.LIMIT))
    edition = values.get(Modifier.EDITION)
    return TiebreakSpec(
        definition,
        given=given,
        score=score_ref,
        cut=int(str(values.get(Modifier.CUT, 0))),
        median=int(str(values.get(Modifier.MEDIAN, 0))),
        limit_points=limit_points,
        limit_percent=limit_percent,
        forfeits=bool(values.get(Modifier.FORFEITS)),
        fore=bool(values.get(Modifier.FORE)),
        reverse=bool(values.get(Modifier.REVERSE)),
        unrated=int(str(values[Modifier.UNRATED])) if Modifier.UNRATED in values else None,
        edition=edition if isinstance(edition, Rules) else None,
        divisor=int(str(values[Modifier.DIVISOR])) if Modifier.DIVISOR in values else None,
        swiss=bool(values.get(Modifier.SWISS)),
    )


def _expanded(given: str) -> str:
    """The code in FIDE syntax: a friendly name replaced by its code, ``BH-C1`` written ``BH/C1``."""
    expanded = lookup_alias(given)
    body = expanded if expanded is not None else given
    hyphen = re.fullmatch(r"([A-Za-z]+)-((?:[CM]\d+))", body, flags=re.I)
    return f"{hyphen.group(1)}/{hyphen.group(2)}" if hyphen else body


_SCORES = {"MP": "MP", "GP": "GP", "MM": "MP", "MG": "MP", "GM": "GP", "GG": "GP"}
"""Score references (Article 14): ``:MP``, ``:GP``, and the two-letter forms whose first letter names
the score."""


def _criterion_and_score(head: str, given: str) -> tuple[Criterion, str | None]:
    """The criterion a code's name gives and its score reference (``BH:MP`` -> BH, ``MP``).

    ``ESB:MG`` is EMGSB (13.2: the letters name the opponents' score and the score multiplied)."""
    name, _, written = head.strip().partition(":")
    name = re.sub(r"@\d*$", "", name.strip()).upper()
    score = written.strip().upper()
    if name == "ESB" and score in ("MM", "MG", "GM", "GG"):
        name, score = f"E{score}SB", ""
    definition = _CATALOGUE.codes.get(name)
    if definition is None:
        codes = ", ".join(sorted(_CATALOGUE.codes))
        raise SpecError(
            f"unknown tie-break code {given!r}; valid codes: {codes} "
            "(friendly names such as 'Buchholz', 'Med BH', 'Wins' also work)"
        )
    if not score:
        return definition, None
    score_ref = _SCORES.get(score)
    if score_ref is None:
        raise SpecError(f"{given!r}: score reference must be :MP or :GP, not :{written}")
    return definition, score_ref


def _modifier(mod: str, given: str, definition: Criterion) -> tuple[Modifier, re.Match[str]]:
    """Which modifier (Article 14) a written one is, checked against what the criterion takes."""
    m = _MOD.match(mod)
    if m is None:
        raise SpecError(
            f"{given!r}: malformed modifier {('/' + mod)!r}; modifiers are /C<n> /M<n> "
            "/L<±n> /K<n> /P /F /R /S /U<rating> /V<edition>"
        )
    flag = m.group("flag")
    letter = flag.upper() if flag else next(k for k in ("C", "M", "L", "K", "U", "V") if m.group(k))
    modifier = Modifier(letter)
    if modifier not in definition.modifiers:
        allowed = " ".join(f"/{x.value}" for x in sorted(definition.modifiers, key=lambda x: x.value))
        raise SpecError(
            f"{given!r}: {definition.code} does not take the modifier /{mod} "
            f"(allowed for {definition.code}: {allowed or 'none'})"
        )
    return modifier, m


def _modifier_value(modifier: Modifier, m: re.Match[str], given: str) -> object:
    """A modifier's value: its number, the Koya limit as written, the edition, or True for a flag."""
    if m.group("flag"):
        return True
    if modifier is Modifier.LIMIT:
        return m.group("l")
    if modifier is Modifier.EDITION:
        ed = _EDITIONS.get(m.group("v"))
        if ed is None:
            raise SpecError(f"{given!r}: unknown edition /V{m.group('v')} (use /V2024 or /V2026)")
        return ed
    number = int(m.group(modifier.value.lower()))
    if modifier is Modifier.DIVISOR and number == 0:
        raise SpecError(f"{given!r}: the divisor /K must be at least 1")
    return number


def _limit(limit: object) -> tuple[Fraction | None, Fraction | None]:
    """Koya's ``/L`` (14.5) as (points added, percentage): ``+n``/``-n`` half points (or points with a
    decimal), an unsigned number a percentage."""
    if limit is None:
        return None, None
    text = str(limit)
    if text[0] in "+-":
        return (Fraction(text) if "." in text else Fraction(int(text), 2)), None
    return None, Fraction(text)


def parse_list(text: str | Sequence[str]) -> tuple[TiebreakSpec, ...]:
    """Parse a list of codes (comma-separated text or a sequence). Friendly names may contain blanks,
    so text is split on commas when it has any, else on blanks."""
    if isinstance(text, str):
        items = [t for t in (text.split(",") if "," in text else text.split()) if t.strip()]
    else:
        items = list(text)
    return tuple(parse_code(item) for item in items)


_publish(__name__)
