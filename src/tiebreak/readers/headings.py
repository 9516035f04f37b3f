"""What published crosstables call their columns and colours, in the languages pairing programs write.

chess-results, Swiss-Manager, Vega, SwissChess and SwissPerfect print the same columns under headings
of their interface language: ``Rk. SNo Name Rtg FED 1.Rd Pts. TB1`` in English is
``Rg. Snr Name Elo Land 1.Rd Pkt. Wtg1`` in German and ``Rk. SNo Nombre Elo FED 1.Rd Ptos. Desp1`` in
Spanish. :func:`classify` names the kind of a heading; a heading it does not know is ``None`` and the
readers refuse it (with line and column) instead of guessing what the column holds.

>>> [classify(h) for h in ("Rg.", "Snr", "Nombre", "Elo", "Land", "3.Rd", "Pkt.", "Wtg1", "Очки")]
['rank', 'sno', 'name', 'rating', 'fed', 'round', 'points', 'tiebreak', 'points']
>>> classify("Blitz?") is None
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..model import Color

__all__ = [
    "ALPHABETS",
    "BOILERPLATE",
    "COLOR_LETTERS",
    "FREE_TEXT",
    "KINDS",
    "MULTIWORD",
    "Alphabet",
    "classify",
    "languages",
    "round_number",
    "rounds_announced",
]

_SYNONYMS: dict[str, dict[str, tuple[str, ...]]] = {
    # kind -> language -> headings (compared case-insensitively, without a trailing dot)
    "rank": {
        "en": ("rk", "rank", "pl", "place", "pos", "position", "#", "final", "no.rank", "poz"),
        "de": ("rg", "rang", "platz", "pl", "rnk"),
        "nl": ("plaats", "pl", "rk"),
        "es": ("rk", "pos", "puesto", "clas", "clasif", "lugar"),
        "fr": ("rg", "rang", "pl", "place", "clt", "class"),
        "it": ("pos", "posizione", "cl", "class", "classifica"),
        "ru": ("место", "м", "поз", "пос"),
    },
    "sno": {
        "en": ("sno", "no", "nr", "num", "id no", "tpn", "start", "pair no", "pno", "n", "pair", "plr",
               "plr#", "start no", "sr", "br", "no.ini", "ini"),
        "de": ("snr", "startnr", "start-nr", "tln", "nr"),
        "nl": ("snr", "stnr", "nr"),
        "es": ("sno", "nº", "n°", "núm", "num", "número", "no"),
        "fr": ("no", "n°", "nº", "num", "numéro", "dos"),
        "it": ("n", "n°", "num", "numero", "nr"),
        "ru": ("№", "ст.№", "ст.ном", "ст. №", "ном", "стн", "нс"),
    },
    "name": {
        "en": ("name", "player", "players", "participant", "competitor"),
        "de": ("name", "spieler", "teilnehmer", "spielername"),
        "nl": ("naam", "speler", "deelnemer"),
        "es": ("nombre", "jugador", "participante", "apellidos, nombre", "apellidos nombre"),
        "fr": ("nom", "joueur", "participant", "nom prénom"),
        "it": ("nome", "giocatore", "cognome nome", "partecipante"),
        "ru": ("имя", "участник", "фамилия", "фамилия, имя", "игрок", "ф.и.о."),
    },
    "title": {
        "en": ("title", "tit", "ttl", "tl"),
        "de": ("titel", "tit"),
        "nl": ("titel",),
        "es": ("título", "titulo", "tít", "tit"),
        "fr": ("titre", "tit"),
        "it": ("titolo", "tit"),
        "ru": ("звание", "зв", "титул"),
    },
    "rating": {
        "en": ("rtg", "rating", "elo", "fide", "ratg", "rtng", "irtg", "fide rtg", "elo fide", "rtg int",
               "rtgi", "elo int", "eloi"),
        "de": ("elo", "elo-zahl", "elozahl"),
        "nl": ("rating", "elo"),
        "es": ("elo", "elo fide"),
        "fr": ("elo", "classement elo"),
        "it": ("elo", "punteggio elo"),
        "ru": ("рейтинг", "рейт", "рейт.", "эло"),
    },
    "fed": {
        "en": ("fed", "federation", "country", "nat", "nation"),
        "de": ("land", "verband", "nation"),
        "nl": ("land", "fed", "bond"),
        "es": ("fed", "federación", "país", "pais"),
        "fr": ("fed", "féd", "fédé", "pays", "nation"),
        "it": ("fed", "federazione", "nazione", "paese", "naz"),
        "ru": ("фед", "федерация", "страна"),
    },
    "points": {
        "en": ("pts", "points", "score", "total", "tot", "sum", "pt"),
        "de": ("pkt", "punkte", "pkte", "summe"),
        "nl": ("ptn", "punten", "pnt", "pt"),
        "es": ("ptos", "puntos", "pts", "pt", "tot", "pontos"),
        "fr": ("pts", "points", "pt", "total"),
        "it": ("punti", "pti", "pt", "pnt", "tot"),
        "ru": ("очки", "оч", "очк", "сумма"),
    },
    "tiebreak": {
        "en": ("bh", "buchholz", "buch", "bhz", "sb", "s-b", "sonneborn-berger", "berger", "de", "dire",
               "wins", "win", "won", "prog", "ps", "cmlt", "aro", "aor", "tpr", "perf", "rp", "ks",
               "koya", "median", "med", "solk", "solkoff", "mbh", "cum", "opp", "res", "bpg", "bwg",
               # Vega and Swiss-Manager short forms
               "buct", "buc1", "buc2", "bucm", "bucc", "cmlt", "dire", "sob", "arpo", "apro", "rpr", "mpts",
               "vp", "fide rp", "ts", "tie-break", "tiebreak"),
        "de": ("wtg", "bucht", "buc1", "bucht.", "soberg", "sobe", "fein", "feinwertung", "wertung",
               "direkter vergleich", "siege", "sonneborn", "wert"),
        "nl": ("wp", "weerstandspunten", "sb", "sonneborn", "ws"),
        "es": ("desp", "desempate", "buch", "bucholz", "progresivo", "victorias"),
        "fr": ("dép", "dep", "départage", "dpt", "buch", "perf"),
        "it": ("spar", "spareggio", "bucholz", "buch"),
        "ru": ("доп", "коэфф", "бх", "бергер", "зб", "прогресс", "коэф"),
    },
    "club": {
        "en": ("club", "club/city", "city", "team", "school", "state", "st", "region"),
        "de": ("verein", "verein/ort", "verein/stadt", "ort", "mannschaft"),
        "nl": ("vereniging", "club", "plaats/club", "club/plaats", "club/stad"),
        "es": ("club", "club/ciudad", "ciudad", "equipo"),
        "fr": ("club", "club/ville", "ville", "ligue"),
        "it": ("club", "club/città", "circolo", "società", "squadra", "città"),
        "ru": ("клуб", "клуб/город", "город", "команда", "регион"),
    },
    "ignore": {
        "en": ("id", "loc id", "locid", "fide id", "fide-id", "fideid", "code", "sex", "s", "typ", "type",
               "gr", "group", "cat", "k", "rtg+/-", "+/-", "w", "we", "n", "rtgnat", "nat rtg", "b-day",
               "born", "age", "grade", "ecf", "uscf", "ref", "origin", "birth", "yob", "category", "games",
               "nwz", "rtg nat", "rtgn"),
        "de": ("dwz", "ident-nr", "fide-id", "geschlecht", "geb", "jg", "alter", "gruppe", "kat"),
        "nl": ("knsb", "knsb-nr", "geslacht", "groep", "leeftijd", "kns rating"),
        "es": ("fide-id", "id fide", "sexo", "tipo", "grupo", "cat", "edad", "elo nac", "elonac", "fada",
               "feda"),
        "fr": ("fide-id", "code fide", "sexe", "cat", "catégorie", "ffe", "elo nat", "ligue"),
        "it": ("id fide", "sesso", "tipo", "cat", "categoria", "fsi", "elo ita", "età"),
        "ru": ("id фиде", "пол", "тип", "разряд", "рос рейт", "год", "г.р.", "возраст", "группа"),
    },
}
FREE_TEXT = frozenset({
    "sex", "s", "typ", "type", "gr", "group", "cat", "gruppe", "kat", "geschlecht", "sexo", "grupo", "sexe",
    "catégorie", "sesso", "categoria", "пол", "разряд", "группа", "groep", "geslacht", "tipo", "тип",
})
"""Ignored columns whose values are words (``m``/``w``, ``U12``) that may be missing: in a table separated
by blanks they cannot be told apart from the names."""
KINDS = tuple(_SYNONYMS)
"""The kinds of column a crosstable has (``round`` besides)."""

_BY_NAME: dict[str, str] = {}
_LANGUAGES: dict[str, set[str]] = {}
for _kind, _langs in _SYNONYMS.items():
    for _lang, _names in _langs.items():
        for _name in _names:
            _BY_NAME.setdefault(_name, _kind)
            _LANGUAGES.setdefault(_name, set()).add(_lang)
# a heading that names two kinds in two languages is decided by the first kind listed (rank before sno)

MULTIWORD = frozenset(n for n in _BY_NAME if " " in n)
"""Headings of two words (``Loc Id``, ``Fide Id``): blank-separated headers join their words."""

_ROUND_WORDS = ("rd", "rds", "r", "rnd", "rde", "runde", "round", "ronde", "rda", "ronda", "tour", "t", "tur",
                "turno", "тур", "т", "tr", "kolo", "rodada", "rnde", "runda", "forduló", "kierros", "omgång")
_ROUND = re.compile(
    r"^(?:(\d+)\s*\.?\s*(?:" + "|".join(_ROUND_WORDS) + r")\.?|(?:" + "|".join(_ROUND_WORDS)
    + r")\s*\.?\s*(\d+))$",
    re.IGNORECASE,
)
_NUMBERED_TB = re.compile(
    r"^(?:tb|wtg|desp|dep|dép|spar|wp|доп|tie\s*break|tie-break|tiebreak|wert|feinw|sw|d|кф)\s*\.?\s*\d+$",
    re.IGNORECASE,
)


def round_number(heading: str) -> int | None:
    """The round a heading names (``1.Rd``, ``R1``, ``Rd 1``, ``1.Runde``, ``1.Тур``), else None.

    >>> [round_number(h) for h in ("1.Rd", "R2", "Rd 3", "4.Runde", "5.Ronda", "6.Тур", "Rtg")]
    [1, 2, 3, 4, 5, 6, None]
    """
    m = _ROUND.match(heading.strip())
    if m is None:
        return None
    return int(m.group(1) or m.group(2))


def _key(heading: str) -> str:
    return re.sub(r"\s+", " ", heading.strip().rstrip(".:").strip()).casefold()


def classify(heading: str) -> str | None:
    """The kind of a column heading (one of :data:`KINDS` or ``round``), None when unknown.

    An empty heading is ``blank`` (chess-results leaves the title column without one).
    """
    if not heading.strip():
        return "blank"
    if round_number(heading) is not None:
        return "round"
    key = _key(heading)
    if _NUMBERED_TB.match(key):
        return "tiebreak"
    kind = _BY_NAME.get(key)
    if kind is None and len(key) <= 40:
        from ..criteria import parse_code  # a tie-break code or friendly name: 'BH/C1', 'Med BH', 'ARO'
        from ..errors import SpecError

        try:
            parse_code(heading)
        except SpecError:
            return None
        return "tiebreak"
    return kind


def languages(heading: str) -> frozenset[str]:
    """The languages in which a heading is used (empty for a round, a number or an unknown one)."""
    return frozenset(_LANGUAGES.get(_key(heading), ()))


@dataclass(frozen=True)
class Alphabet:
    """The two letters a language writes for White and Black in a round cell."""

    white: str
    black: str
    language: str

    def color(self, letter: str) -> Color:
        return Color.WHITE if letter.casefold() == self.white else Color.BLACK


ALPHABETS = (
    Alphabet("w", "b", "English"),
    Alphabet("w", "s", "German: weiß/schwarz"),
    Alphabet("w", "z", "Dutch: wit/zwart"),
    Alphabet("b", "n", "Spanish, French or Italian: blancas/negras, blancs/noirs, bianco/nero"),
    Alphabet("б", "ч", "Russian: белые/чёрные"),
    Alphabet("b", "p", "Portuguese: brancas/pretas"),
    Alphabet("b", "c", "Polish, Croatian or Serbian: białe/czarne, bijeli/crni"),
    Alphabet("b", "č", "Czech or Slovak: bílé/černé, biele/čierne"),
    Alphabet("v", "s", "Hungarian: világos/sötét"),
    Alphabet("b", "s", "Turkish: beyaz/siyah"),
)
"""Colour letters by language; the first that holds every letter of a table is used."""
COLOR_LETTERS = "".join(sorted({c for a in ALPHABETS for c in (a.white, a.black)}))

BOILERPLATE = re.compile(
    r"chess-results|tournament-database|turnierdatenbank|base de datos de torneos|base de données|"
    r"database dei tornei|toernooidatabase|базы данных турниров|"
    r"^(?:last update|letzte aktualisierung|última actualización|ultima actualizacion|dernière mise à jour|"
    r"ultimo aggiornamento|laatste update|последнее обновление|creator/last upload|ersteller|"
    r"(?:final\s+)?(?:ranking|standings|crosstable|wallchart)|"
    r"endstand|endtabelle|eindstand|ranglijst|kruistabel|rangliste|kreuztabelle|clasificaci[oó]n|tabla|"
    r"classement|grille|classifica|tabellone|"
    r"итоговое|таблица|положение|annotation|anmerkung|tie\s*break|wtg\d|desp|dép|spar)",
    re.IGNORECASE,
)
"""Title lines of an export that are not the event's name (source, update time, what the table is)."""

_AFTER_ROUNDS = re.compile(
    r"(?:after|nach|tras|después de|après|dopo|na|после)\s+(?:der\s+|la\s+|le\s+|il\s+)?(\d+)\.?\s*"
    r"(?:rounds?|runden?|rondas?|rondes?|ronden|tours?|turni|turno|туров|тура|тур)",
    re.IGNORECASE,
)


def rounds_announced(line: str) -> int | None:
    """The round count of a title such as ``Final Ranking crosstable after 21 Rounds``, else None.

    >>> rounds_announced("Final Ranking crosstable after 21 Rounds"), rounds_announced("nach 7 Runden")
    (21, 7)
    """
    m = _AFTER_ROUNDS.search(line)
    return int(m.group(1)) if m else None
