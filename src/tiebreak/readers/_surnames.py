"""A player's name over two columns, the surname in one and the given name in the next: a club's own
tables (``Příjmení | Jméno``, ``Nachname | Vorname``, ``Apellidos | Nombre``, ``Nom | Prénom``,
``Last name | First name``). :func:`joined_names` gives the two as one column of names, each the two
cells joined by a blank in the order the table gives them (``Podrazký Radim``), headed ``Name``; the
other column is left out. Without it, the surname column was read as a club and the players were named
by their given names alone.

Told by the headings only: a row among the first ones holding a surname's heading and, right beside it,
a given name's (either order).

>>> from tiebreak.readers.tables import TableCell
>>> rows = [["Los", "Příjmení", "Jméno", "Body"], ["1", "Podrazký", "Radim", "5,5"], ["2", "Vacek", "", "5"]]
>>> cells = [tuple(TableCell(x, r + 1, 1 + 10 * c) for c, x in enumerate(row)) for r, row in enumerate(rows)]
>>> got = with_joined_names(cells)
>>> [[c.text for c in row] for row in got[0]], got[1]  # doctest: +NORMALIZE_WHITESPACE
([['Los', 'Name', 'Body'], ['1', 'Podrazký Radim', '5,5'], ['2', 'Vacek', '5']],
 "the columns 'Příjmení' and 'Jméno' (surname and given name) read as one column of names")
"""

from __future__ import annotations

from dataclasses import replace

from ._builder import clean
from ._tablelike import C, CellLike, T

__all__ = ["joined_names", "with_joined_names"]


SURNAME_HEADINGS = frozenset(
    {
        "surname",
        "last name",
        "lastname",
        "family name",
        "nachname",
        "familienname",
        "achternaam",
        "apellidos",
        "apellido",
        "nom",
        "nom de famille",
        "cognome",
        "sobrenome",
        "apelido",
        "příjmení",
        "prijmeni",
        "priezvisko",
        "nazwisko",
        "vezetéknév",
        "prezime",
        "priimek",
        "фамилия",
        "прізвище",
        "sukunimi",
        "efternamn",
        "etternavn",
        "efternavn",
        "soyad",
        "soyadı",
        # a name's heading beside a given name's heads the surnames: German clubs' ``Name | Vorname``
        "name",
        "naam",
        "navn",
        "namn",
    }
)
"""What heads a column of surnames beside a column of given names (compared without case and a trailing
dot)."""
GIVEN_HEADINGS = frozenset(
    {
        "first name",
        "firstname",
        "given name",
        "forename",
        "vorname",
        "voornaam",
        "nombre",
        "prénom",
        "prenom",
        "nome",
        "jméno",
        "jmeno",
        "meno",
        "imię",
        "imie",
        "keresztnév",
        "utónév",
        "ime",
        "имя",
        "ім'я",
        "імя",
        "etunimi",
        "förnamn",
        "fornavn",
        "ad",
        "adı",
    }
)
"""What heads a column of given names."""
_LOOK = 5
"""The first rows among which the heading row is looked for."""


def _key(text: str) -> str:
    return " ".join(clean(text).split()).casefold().rstrip(".")


def _pair(row: tuple[CellLike, ...]) -> tuple[int, int] | None:
    """The surname's and the given name's columns of a heading row, side by side; None without them."""
    keys = [_key(c.text) for c in row]
    for k in range(len(keys) - 1):
        a, b = keys[k], keys[k + 1]
        if (a in SURNAME_HEADINGS and b in GIVEN_HEADINGS) or (a in GIVEN_HEADINGS and b in SURNAME_HEADINGS):
            return k, k + 1
    return None


def with_joined_names(rows: list[tuple[C, ...]]) -> tuple[list[tuple[C, ...]], str] | None:
    """The rows with a surname column and the given-name column beside it joined into one column of
    names (see the module), and the note saying so; None when no heading row names such a pair."""
    found = next(((h, p) for h, row in enumerate(rows[:_LOOK]) if (p := _pair(row)) is not None), None)
    if found is None:
        return None
    h, (a, b) = found
    headings = rows[h][a].text.strip(), rows[h][b].text.strip()
    out: list[tuple[C, ...]] = list(rows[:h])
    for k, row in enumerate(rows[h:], start=h):
        if len(row) <= b:
            out.append(row)
            continue
        texts = (row[a].text.strip(), row[b].text.strip())
        joined = "Name" if k == h else " ".join(t for t in texts if t)
        out.append((*row[:a], replace(row[a], text=joined), *row[b + 1 :]))  # type: ignore[type-var]
    order = "surname and given name" if _key(headings[0]) in SURNAME_HEADINGS else "given name and surname"
    note = f"the columns {headings[0]!r} and {headings[1]!r} ({order}) read as one column of names"
    return out, note


def joined_names(table: T) -> T:
    """The table (either reader's) with a surname and a given name's columns joined
    (:func:`with_joined_names`), the note added to its notes; the table itself otherwise."""
    joined = with_joined_names(list(table.rows))
    if joined is None:
        return table
    rows, note = joined
    return replace(table, rows=tuple(rows), notes=(*table.notes, note))  # type: ignore[type-var]
