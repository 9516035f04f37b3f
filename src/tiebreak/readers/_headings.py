"""What published crosstables call their columns and colours, in the languages pairing programs write.

chess-results, Swiss-Manager, Vega, SwissChess and SwissPerfect print the same columns under headings
of their interface language: ``Rk. SNo Name Rtg FED 1.Rd Pts. TB1`` in English is
``Rg. Snr Name Elo Land 1.Rd Pkt. Wtg1`` in German and ``Rk. SNo Nombre Elo FED 1.Rd Ptos. Desp1`` in
Spanish. :func:`classify` names the kind of a heading; a heading it does not know is ``None`` and the
readers refuse it (with line and column) instead of guessing what the column holds;
:func:`classify_heading` is the same table as the page readers see it (Vega's bare round numbers, columns
they leave aside). :func:`codes_for` names the tie-break codes a published heading or annotation line
means (``BucT``, ``Wtg1`` with ``Tie Break1: Buchholz …``), and :data:`TITLES` the chess titles. This is
the one place that knows headings: the crosstable, grid and web-page readers and ``tiebreak check
--standings`` all ask it.

>>> [classify(h) for h in ("Rg.", "Snr", "Nombre", "Elo", "Land", "3.Rd", "Pkt.", "Wtg1", "Очки")]
['rank', 'sno', 'name', 'rating', 'fed', 'round', 'points', 'tiebreak', 'points']
>>> classify("Blitz?") is None
True
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..model.tournament import Color
from ._builder import clean

__all__ = [
    "ALPHABETS",
    "ANNOTATION",
    "BOILERPLATE",
    "BYE_WORDS",
    "COLOR_LETTERS",
    "DETAIL_LINE",
    "FREE_TEXT",
    "KINDS",
    "MATCH_RECORD",
    "MULTIWORD",
    "NATIONAL_TITLES",
    "NOT_PAIRED_WORDS",
    "NUMBERED_TIEBREAK",
    "PAIRING_KINDS",
    "SIDE_SCORES",
    "TITLES",
    "UPDATED",
    "Alphabet",
    "bye_columns",
    "classify",
    "classify_heading",
    "codes_for",
    "copied_page_name",
    "games_columns",
    "is_team_heading",
    "is_title",
    "languages",
    "match_record",
    "names_both_colours",
    "names_two_sides",
    "numbered_names",
    "pairing_kind",
    "round_heading",
    "round_number",
    "rounds_announced",
    "side_score_columns",
]

BYE_WORDS = frozenset(
    {
        "bye",
        "(bye)",
        "pab",
        "spielfrei",
        "freilos",
        "exempt",
        "libre",
        "descansa",
        "vrij",
        "riposo",
        "свободен",
        "непар",  # Serbian "odd": the pseudo-player a club's Swiss workbook pairs the odd player with
        "nepar",
        "be priešininko",  # Lithuanian "without an opponent" (ChessManager)
        "no opponent",  # ChessManager's English interface
        "bez przeciwnika",  # Polish, German, French, Spanish, Russian: "without an opponent"
        "ohne gegner",
        "kein gegner",
        "sans adversaire",
        "sin rival",
        "sin oponente",
        "без соперника",
        "wolny los",  # Polish
        "pauza",
        "volno",  # Czech
        "w.o",  # walkover: the Swedish federation's results service names the bye's opponent so
        "w.o.",
    }
)
"""What a pairing list writes in place of the opponent of a bye, in the languages of the heading table."""

NOT_PAIRED_WORDS = frozenset(
    {
        "not paired",
        "nicht ausgelost",
        "nicht gepaart",
        "niet ingedeeld",
        "no emparejado",
        "non apparié",
        "non appaiato",
        "не спарен",
        "без пары",  # chess-results' Russian interface (lan=11)
        "afwezig",  # SWAR (Belgium): absent
        "forfait",  # SWAR: a player who has withdrawn, not paired (no result in the cell)
        "absent",
    }
)
"""What a pairing list writes in place of the opponent of a player it did not pair (an absence)."""

DIAGONAL_MARKS = frozenset(
    {"×", "x", "X", "*", "**", "xx", "XX", "■", "#", "•", "••", "··", "✦", "★", "☆", "✕", "✖", "▪", "◼", "●"}
)
"""What a round-robin grid writes in its diagonal, a player's cell against themselves (``*``, ``×``, a double
round robin's ``**`` or ``xx``, chessgames.com's ``•``, a club page's ``✦`` or ``★``); each reader adds what
its form also leaves there (a dash, nothing)."""

TITLES = frozenset(
    {"GM", "IM", "FM", "CM", "WGM", "WIM", "WFM", "WCM", "NM", "WNM", "AGM", "AIM", "AFM", "ACM"}
)
"""Chess titles, written before (or after) a name, in a title column of their own or in a player box."""
RUNNING_GAME = re.compile(r"\[\d{1,3}\]")
"""A game still in play, written as its move number in brackets (chessmail's running groups: ``[8]``, and
``1 [32]`` a cell of a finished game and a running one): no result yet."""
NATIONAL_CATEGORIES = frozenset({"1N", "2N", "3N", "CN", "NC"})
"""Italy's national categories, which Vega's and Tornello's Italian lists write before a name (``1N CAMARDA
Pierluigi``, ``CN DI GIANNI Rocco``; ``NC`` not classified): the player's category, never part of the
name."""
NATIONAL_TITLES = frozenset({"MK", "WMK", "KM", "WKM"})
"""National titles a federation's lists write in the title column (Austria's Meisterkandidat ``MK``,
``WMK``; Germany's and the Czech Republic's ``KM``): a title column's values, never a player's name."""


def is_title(text: str) -> bool:
    """Whether a cell holds a title (:data:`TITLES`) or a national one (:data:`NATIONAL_TITLES`)."""
    t = text.strip().upper()
    return t in TITLES or t in NATIONAL_TITLES


_NUMBERED_NAME = re.compile(r"^(\d{1,4})\s+(?:([A-Za-z]{2,3})\s+)?(\S.*)$")


def numbered_names(names: Sequence[str]) -> list[tuple[int, str, str]] | None:
    """The starting number, title and name of each name cell, when every one of them starts with its
    own number (Vega's standings put the starting number, then the title, before the name in one
    cell: ``5 Hogan,Steven``, ``2 WIM Szuveges,Narelle S``); None otherwise: fewer than two names, a
    name without a leading number, a number given twice, or a rest with no letter.

    >>> numbered_names(["5 Hogan,Steven", "2 WIM Szuveges,Narelle S"])
    [(5, '', 'Hogan,Steven'), (2, 'WIM', 'Szuveges,Narelle S')]
    >>> numbered_names(["5 Hogan,Steven", "Ilic,Milan"]) is None
    True
    """
    out: list[tuple[int, str, str]] = []
    for name in names:
        m = _NUMBERED_NAME.match(" ".join(name.split()))
        if m is None:
            return None
        title, rest = m.group(2) or "", m.group(3)
        if title and title.upper() not in TITLES:
            title, rest = "", f"{title} {rest}"
        if not any(ch.isalpha() for ch in rest):
            return None
        out.append((int(m.group(1)), title.upper(), rest))
    numbers = [n for n, _, _ in out]
    return out if len(out) >= 2 and len(set(numbers)) == len(numbers) else None


_SYNONYMS: dict[str, dict[str, tuple[str, ...]]] = {
    # kind -> language -> headings (compared case-insensitively, without a trailing dot)
    "rank": {
        "en": (
            "rk",
            "rank",
            "pl",
            "place",
            "pos",
            "position",
            "#",
            "final",
            "no.rank",
            "poz",
            "por",
            "pořadí",
        ),  # Czech (chess-results, Czech club pages)
        "de": ("rg", "rang", "platz", "pl", "rnk"),
        "nl": ("plaats", "pl", "rk", "stand"),
        "es": ("rk", "pos", "puesto", "clas", "clasif", "lugar"),
        "fr": ("rg", "rang", "pl", "place", "clt", "class"),
        "it": ("pos", "posizione", "cl", "class", "classifica"),
        "ru": ("место", "м", "поз", "пос"),
        "sr": ("пласман", "plasman"),  # Serbian "placing": a club's own standings sheet
        "zh": ("名次",),
        "vi": ("hạng",),
        "pl": ("m-sce", "miejsce"),  # chess-results in Polish
        "cs": ("poř", "pořadí", "umístění"),  # Czech and Slovak club pages and chess-results
        "sk": ("poradie", "umiestnenie"),
        "hu": ("hely", "helyezés"),
        "hr": ("mj", "mjesto", "poredak"),
        "no": ("plass",),  # Norwegian (TurneringsService: Pl), Swedish, Danish
        "sv": ("plac", "placering"),
        "da": ("plads",),
        "tr": ("sira", "sıra"),  # Swiss-Manager in Turkish: "Sira", "Final sira"
        "fi": ("sij", "sija", "sijoitus"),  # chess-results in Finnish
        "el": ("κατ", "κατάταξη", "θέση"),  # chess-results in Greek: Κατ. (κατάταξη)
        "ar": ("ترتيب", "الترتيب"),  # chess-results in Arabic
    },
    "sno": {
        "en": (
            "sno",
            "no",
            "nr",
            "num",
            "id no",
            "tpn",
            "start",
            "pair no",
            "pno",
            "n",
            "pair",
            "plr",
            "plr#",
            "start no",
            "sr",
            "br",
            "no.ini",
            "ini",
            "idw",  # Vega's pairing lists: the White player's number, and the Black one's
            "idb",
        ),
        "de": ("snr", "startnr", "start-nr", "tln", "nr", "tnr"),  # SwissChess: TNr (Teilnehmernummer)
        "nl": ("snr", "stnr", "nr", "nummer"),
        "es": ("sno", "nº", "n°", "núm", "num", "número", "no", "nro"),
        "fr": ("no", "n°", "nº", "num", "numéro", "dos"),
        "it": ("n", "n°", "num", "numero", "nr"),
        "ru": ("№", "ст.№", "ст.ном", "ст. №", "ном", "стн", "нс"),
        "pt": ("nº.inic", "nº inic", "n.º inic", "nº", "n.º", "n°"),  # chess-results in Portuguese
        "cs": ("st.č", "st. č", "stč", "st.čís", "číslo"),
        "sk": ("št.č", "št. č", "štč"),
        "pl": ("nr st", "nr startowy"),
        "hu": ("ssz", "rsz", "sorszám", "rajtszám"),
        "fi": ("lähtönro", "lähtönumero"),
    },
    "name": {
        # SWAR's English page: Name First Name
        "en": ("name", "player", "players", "participant", "competitor", "name first name", "player name"),
        "de": ("name", "spieler", "teilnehmer", "spielername", "name des spielers", "name des teilnehmers"),
        "nl": ("naam", "speler", "spelers", "deelnemer", "naam voornaam"),  # SWAR (Belgium): Naam Voornaam
        "es": ("nombre", "jugador", "jugadores", "participante", "apellidos, nombre", "apellidos nombre"),
        "pt": ("nome", "jogador", "jogadores", "participante"),
        "fr": ("nom", "joueur", "joueurs", "participant", "nom prénom"),
        # Tornello's ranking: Nome Cognome (its rows Cognome, Nome)
        "it": (
            "nome",
            "giocatore",
            "cognome nome",
            "nome cognome",
            "cognome e nome",
            "nome e cognome",
            "partecipante",
        ),
        "ru": ("имя", "участник", "участники", "фамилия", "фамилия, имя", "игрок", "игроки", "ф.и.о."),
        "cs": ("jméno", "jmeno", "hráč", "příjmení, jméno", "příjmení a jméno", "účastník"),
        "sk": ("meno", "priezvisko, meno", "priezvisko a meno", "účastník"),
        "pl": ("nazwisko", "zawodnik", "nazwisko i imię", "imię i nazwisko", "uczestnik"),
        "hu": ("név", "játékos", "versenyző"),
        "hr": ("ime", "igrač", "ime i prezime", "prezime i ime", "sudionik"),
        "no": ("navn", "spiller", "deltaker"),
        "sv": ("namn", "spelare", "deltagare"),
        "da": ("deltager",),
        "tr": ("isim", "ad soyad", "adı soyadı", "oyuncu", "sporcu"),
        "fi": ("nimi", "pelaaja", "pelaajat", "osallistuja"),
    },
    "title": {
        "en": ("title", "tit", "ttl", "tl", "t"),  # Vega's text cross table: "Rtg T Fed"
        "de": ("titel", "tit"),
        "nl": ("titel",),
        "es": ("título", "titulo", "tít", "tit"),
        "fr": ("titre", "tit"),
        "it": ("titolo", "tit"),
        "ru": ("звание", "зв", "титул"),
        "cs": ("titul",),
        "pl": ("tytuł", "tyt"),
        "hu": ("cím",),
        "tr": ("unvan",),
    },
    "rating": {
        "en": (
            "rtg",
            "rating",
            "elo",
            "fide",
            "ratg",
            "rtng",
            "irtg",
            "fide rtg",
            "elo fide",
            "rtg int",
            "rtgi",
            "elo int",
            "eloi",
        ),
        "de": ("elo", "elo-zahl", "elozahl", "twz"),  # SwissChess: the rating the event uses
        "nl": ("rating", "elo", "eloused"),
        "es": ("elo", "elo fide"),
        # Papi: a rapid event's rating; Québec: cote; SWAR: U Elo, the rating used (EloUsed in Dutch)
        "fr": ("elo", "classement elo", "rapide", "cote", "u elo", "elo utilisé"),
        "it": ("elo", "punteggio elo", "eloini", "elo ini"),  # Tornello: [EloIni], the rating at the start
        "ru": ("рейтинг", "рейт", "рейт.", "эло"),
        "hu": ("élő",),
        "hr": ("rejting",),
    },
    "fed": {
        "en": ("fed", "federation", "country", "nat", "nation"),
        "de": ("land", "verband", "nation"),
        "nl": ("land", "fed", "bond"),
        "es": ("fed", "federación", "país", "pais"),
        "fr": ("fed", "féd", "fédé", "pays", "nation"),
        "it": ("fed", "federazione", "nazione", "paese", "naz"),
        "ru": ("фед", "федерация", "страна"),
        "cs": ("stát", "země"),
        "pl": ("kraj",),
        "hu": ("ország",),
        "hr": ("država",),
        "tr": ("federasyon", "ülke"),
    },
    "points": {
        "en": ("pts", "points", "score", "total", "tot", "sum", "pt"),
        "de": ("pkt", "punkte", "pkte", "summe"),
        "nl": ("ptn", "punten", "pnt", "pt", "totaal", "ptntot"),  # SWAR: PtnTot.
        "es": ("ptos", "puntos", "pts", "pt", "tot", "pontos", "puntuación", "puntuacion"),
        "fr": ("pts", "points", "pt", "total"),
        "it": ("punti", "pti", "pt", "pnt", "tot", "totale"),
        "ru": ("очки", "оч", "очк", "сумма"),
        "cs": ("body", "bodů"),  # Czech and Slovak
        "pl": ("pkt", "punkty"),
        "hu": ("pont", "pontszám"),
        "hr": ("bodovi", "bod", "ukupno"),  # Croatian, Serbian and Bosnian: ukupno, the total
        "no": ("poeng", "poengsum"),
        "sv": ("poäng", "po"),  # Seniorschack Stockholm's score pages: Po
        "tr": ("puan", "puanlar"),
        "fi": ("pist", "pisteet"),  # and chess-results' "p." (classify): "P" is the games played elsewhere
        "ar": ("نقاط", "النقاط"),
    },
    "tiebreak": {
        "en": (
            "bh",
            "buchholz",
            "buch",
            "bhz",
            "sb",
            "s-b",
            "s.b",
            "sonneborn-berger",
            "berger",
            "de",
            "dire",
            "wins",
            "win",
            "won",
            "prog",
            "ps",
            "cmlt",
            "aro",
            "aor",
            "tpr",
            "perf",
            "rp",
            "ks",
            "koya",
            "median",
            "med",
            "solk",
            "solkoff",
            "mbh",
            "cum",
            "opp",
            "res",
            "bpg",
            "bwg",
            # Vega and Swiss-Manager short forms
            "buct",
            "buc1",
            "buc2",
            "bucm",
            "bucc",
            "cmlt",
            "dire",
            "sob",
            "arpo",
            "apro",
            "rpr",
            "mpts",
            "vp",
            "fide rp",
            "ts",
            "tie-break",
            "tiebreak",
            "mwns",
            "mblk",
            # Sevilla: Buchholz, Sonneborn-Berger
            "bhlz",
            "sbgr",
        ),
        "de": (
            "wtg",
            "bucht",
            "buc1",
            "bucht.",
            "soberg",
            "sobe",
            "fein",
            "feinwertung",
            "wertung",
            "direkter vergleich",
            "siege",
            "sonneborn",
            "wert",
            "t/b",  # a typed crosstable's column of the tie-break (mark-weeks.com: the Sonneborn-Berger)
            "tb",
            "tie-break",
            "tiebreak",
            "sos",  # BritBase's Sonneborn-Berger; elsewhere the sum of the opponents' scores
            # SwissChess
            "buchh",
            "mbuchh",
            "diverg",
            "busum",  # Buchholz-Summe (the opponents' Buchholz added up)
        ),
        "nl": (
            "wp",
            "weerstandspunten",
            "sb",
            "sonneborn",
            "ws",
            # a Belgian club's grids: onderling resultaat (the direct encounter), the wins, prestatie
            "or",
            "onderling resultaat",
            "#win",
            "prest",
            "prestatie",
        ),
        "es": ("desp", "desempate", "buch", "bucholz", "progresivo", "victorias"),
        "fr": ("dép", "dep", "départage", "dpt", "buch", "perf", "cu", "tr", "bu"),  # Papi: Cu., Tr., Bu.
        "it": ("spar", "spareggio", "bucholz", "buch"),
        "ru": ("доп", "коэфф", "бх", "бергер", "зб", "прогресс", "коэф"),
        "cs": ("ph", "pomocné hodnocení"),  # Czech and Slovak "auxiliary rating": PH 1, PH 2
        "sk": ("pomocné hodnotenie",),
        "hu": ("progresszív",),
        "no": ("snittm", "i-snittm", "kvalitet", "prestasjon"),  # Snittm: the opponents' mean rating
        "sv": ("pr", "prestation"),  # FairPair's 'pr': the player's performance
        "pl": ("bch", "bch1", "bch-1", "średni bch"),  # ChessManager: Bch (Buchholz), Bch1 (its cut)
    },
    "club": {
        "en": ("club", "club/city", "city", "team", "school", "state", "st", "region"),
        "de": ("verein", "verein/ort", "verein/stadt", "ort", "mannschaft"),
        "nl": ("vereniging", "club", "plaats/club", "club/plaats", "club/stad", "clubnaam"),
        "es": ("club", "club/ciudad", "ciudad", "equipo"),
        "fr": ("club", "club/ville", "ville", "ligue", "nom du club"),  # SWAR: Nom du Club
        "it": ("club", "club/città", "circolo", "società", "squadra", "città"),
        "ru": ("клуб", "клуб/город", "город", "команда", "регион"),
        "pt": ("clube", "clube/cidade", "cidade", "equipa"),
        "cs": ("oddíl", "klub"),
        "sk": ("oddiel",),
        "hu": ("egyesület",),
        "no": ("klubb",),
        "sv": ("förening",),
        "tr": ("kulup", "kulüp", "takim", "takım"),
    },
    "ignore": {
        "en": (
            "id",
            "played",  # the games played (a club's players list: name, rating, score, place, played)
            "loc id",
            "locid",
            "loc",  # a local rating (Wellington Chess Club's grids), or a locality: read by its values
            "fide id",
            "fide-id",
            "fideid",
            "code",
            "sex",
            "s",
            "typ",
            "type",
            "gr",
            "group",
            "cat",
            "k",
            "rtg+/-",
            "+/-",
            "w",
            "we",
            "w-we",
            "elo+/-",
            "ra",
            "n",
            "rtgnat",
            "nat rtg",
            "b-day",
            "born",
            "age",
            "grade",
            "ecf",
            "uscf",
            "ref",
            "origin",
            "birth",
            "yob",
            "category",
            "games",
            "gms",  # Sevilla's games played
            "nwz",
            "rtg nat",
            "rtgn",
            "user",  # Vega's text cross table: a value the user defines (0.0 when none is)
            "prize",
            "prizes",
            "place/prize",  # chessgames.com's crosstables: "1st £150", "7th-8th £10"
        ),
        "de": (
            "dwz",
            "dwz+/-",
            "attr",
            "att",  # SwissChess's Attribut (M, W, S, J: a player's group letters)
            "ident-nr",
            "fide-id",
            "geschlecht",
            "geb",
            "jg",
            "alter",
            "gruppe",
            "kat",
        ),
        # SWAR: Aanw (present), #Part (games played), # B (games with Black), #Ptn and #XtPtn (the points
        # of the games and those added by hand: its PtnTot. their total)
        "nl": (
            "knsb",
            "knsb-nr",
            "geslacht",
            "groep",
            "leeftijd",
            "kns rating",
            "gebdat",
            "n-elo",
            "aanw",
            "#part",
            "# b",
            "#ptn",
            "#xtptn",
        ),
        "es": (
            "fide-id",
            "id fide",
            "sexo",
            "tipo",
            "grupo",
            "cat",
            "edad",
            "elo nac",
            "elonac",
            "fada",
            "feda",
        ),
        # SWAR: Mat (the federation's matricule), N°Club, Aff. (affiliated), Part. (games played), XtPts
        # and P.Tot. (points added by hand, and the total with them: its Pts the points of the games)
        "fr": (
            "fide-id",
            "code fide",
            "sexe",
            "cat",
            "catégorie",
            "ffe",
            "elo nat",
            "ligue",
            "mat",
            "n°club",
            "aff",
            "part",
            "xtpts",
            "p.tot",
        ),
        "it": (
            "id fide",
            "sesso",
            "tipo",
            "cat",
            "categoria",
            "fsi",
            "elo ita",
            "età",
            "elo var",  # Tornello's ranking: the rating change
            "(tab)",  # Tornello's: the places gained or lost against the starting order
        ),
        # and the games played (``Партий``, ``Сыграно партий``) and a new rating after the event
        "ru": (
            "id фиде",
            "пол",
            "тип",
            "разряд",
            "рос рейт",
            "год",
            "г.р.",
            "возраст",
            "группа",
            "партий",
            "партии",
            "сыграно партий",
            "новый рейтинг",
        ),
        "cs": ("partie", "zápasy", "ročník", "r.nar", "kat"),  # games or matches played, year of birth
        "pl": ("partie", "rok ur", "kat"),
        "hu": ("szül", "kor"),
        "no": ("n-rtg", "n-prestasjon", "kat"),  # a national rating, and its performance
        # Swiss-Manager's export in Turkish: national rating, result, birth date, national id, type,
        # games played, and the counts of wins, draws, losses and forfeits
        "tr": (
            "nrtg",
            "sonuc",
            "dogumtarihi",
            "doğum tarihi",
            "kimlikno",
            "tip",
            "maçlar",
            "kazanclar",
            "berabrlikler",
            "kayiplar",
            "hukmen",
            "yaş",
        ),
    },
    # the columns of a pairing list (chess-results "Board pairings", Swiss-Manager, Vega, club sites):
    # looked up before the kinds above by :func:`pairing_kind` only ("Br." is a board there, a starting
    # number in a crosstable)
    "board": {
        "en": ("bo", "bd", "board", "brd", "table", "tbl"),
        "de": ("br", "brett", "tisch", "tis"),
        "nl": ("bord", "bd", "tafel", "bordnr"),  # SWAR: Bordnr.
        "es": ("mesa", "tablero", "tab"),
        "fr": ("éch", "ech", "échiquier", "table", "tab"),
        "it": ("scacchiera", "sc", "tav", "tavolo", "scacch"),
        "ru": ("доска", "д", "дос", "стол"),
        "sr": ("табла", "tabla"),
        "uk": ("дошка",),
        "pl": ("szachownica", "szach"),
        "tr": ("masa",),
        "vi": ("bàn",),
        "id": ("papan", "meja"),
        "ja": ("盤", "盤番号"),
        "zh": ("台次", "台号", "桌号", "台"),
        "ko": ("보드",),
    },
    "white": {
        "en": ("white", "white player", "wh", "white pieces"),  # ChessManager: "White Pieces"
        "de": ("weiß", "weiss", "weiße", "weisse"),
        "nl": ("wit",),
        "es": ("blancas", "blanco", "blancos"),
        "fr": ("blancs", "blanc", "les blancs"),
        "it": ("bianco", "bianchi"),
        "pt": ("brancas", "branco", "brancos"),
        "ru": ("белые", "белыми"),
        # Serbian, Cyrillic and Latin, ijekavian and ekavian ("бијели"/"бели"): a club's own workbook
        "sr": ("бијели", "bijeli", "бели", "beli", "бијеле", "bijele", "беле", "bele"),
        "uk": ("білі",),
        "pl": ("białe",),
        "cs": ("bílý", "bílé"),
        "hu": ("világos",),
        "tr": ("beyaz",),
        "vi": ("trắng",),
        "id": ("putih",),
        "ja": ("白番", "白"),
        "zh": ("白方", "执白", "白棋"),
        "ko": ("백",),
    },
    "black": {
        "en": ("black", "black player", "bl", "black pieces"),
        "de": ("schwarz", "schwarze"),
        "nl": ("zwart",),
        "es": ("negras", "negro", "negros"),
        "fr": ("noirs", "noir", "les noirs"),
        "it": ("nero", "neri"),
        "pt": ("pretas", "preto", "pretos"),
        "ru": ("черные", "чёрные", "черными", "чёрными"),
        "sr": ("црни", "crni", "црне", "crne"),
        "uk": ("чорні",),
        "pl": ("czarne",),
        "cs": ("černý", "černé"),
        "hu": ("sötét",),
        "tr": ("siyah",),
        "vi": ("đen",),
        "id": ("hitam",),
        "ja": ("黒番", "黒"),
        "zh": ("黑方", "执黑", "黑棋"),
        "ko": ("흑",),
    },
    "result": {
        "en": ("result", "res", "results"),
        "de": ("ergebnis", "erg", "resultat"),
        "nl": ("uitslag", "resultaat", "uitsl"),
        "es": ("resultado", "res", "result"),
        "fr": ("résultat", "resultat", "rés", "res"),
        "it": ("risultato", "ris"),
        "ru": ("результат", "рез", "рез-т"),
        "sr": ("резултат", "rezultat", "рез", "rez"),
        "pl": ("wynik",),
        "cs": ("výsledek",),
        "sk": ("výsledok",),
        "hu": ("eredmény",),
        "lt": ("rezultatas",),  # ChessManager's Lithuanian interface
        "lv": ("rezultāts",),
        "et": ("tulemus",),
        "fi": ("tulos",),
        "sv": ("resultat",),
        "pt": ("resultado", "resultados"),
        "ro": ("rezultat",),
        "tr": ("sonuç", "sonuçlar", "sonuclar"),  # chess-results in Turkish: a team pairing's "Sonuçlar"
        "vi": ("kết quả",),
        "id": ("hasil",),
        "ja": ("結果",),
        "zh": ("结果", "比分"),
        "ko": ("결과",),
    },
}
PAIRING_KINDS = ("board", "white", "black", "result")
"""The kinds only a pairing list has (:func:`pairing_kind`); a crosstable with a White and a Black
heading is a pairing list."""
SIDE_SCORES = ("white-score", "black-score")
"""The kinds of a pairing list that gives the result as one score per side, in two columns (a result word
and a colour: ``Резултат бијели`` / ``Резултат црни``, ``White score`` / ``Black score``,
``Ergebnis Weiß``): :func:`pairing_kind` names them, White's column and Black's together making the
result."""
_SCORE_WORDS = frozenset({"score", "scores"})
"""Words that, with a colour, head one side's score of a game (besides the result headings)."""
FREE_TEXT = frozenset(
    {
        "sex",
        "s",
        "typ",
        "type",
        "gr",
        "group",
        "cat",
        "gruppe",
        "kat",
        "geschlecht",
        "sexo",
        "grupo",
        "sexe",
        "catégorie",
        "sesso",
        "categoria",
        "пол",
        "разряд",
        "группа",
        "groep",
        "geslacht",
        "tipo",
        "тип",
    }
)
"""Ignored columns whose values are words (``m``/``w``, ``U12``) that may be missing: in a table separated
by blanks they cannot be told apart from the names."""
KINDS = tuple(k for k in _SYNONYMS if k not in PAIRING_KINDS)
"""The kinds of column a crosstable has (``round`` besides)."""

TEAM_NAME_HEADINGS = frozenset(
    {
        "team",
        "teams",
        "mannschaft",
        "verein",  # a German league table's club: the team ranked (Pl. Verein Sp G U V Brett-P. MP)
        "team name",
        "ploeg",
        "equipo",
        "équipe",
        "equipe",
        "equipa",  # Portuguese
        "lag",  # Norwegian, Swedish, Danish
        "joukkue",  # Finnish
        "فريق",  # Arabic (chess-results)
        "الفريق",
        "squadra",
        "команда",
        "队",
        "đội",  # chess-results in Chinese and Vietnamese
        "komanda",  # chess-results in Azerbaijani (and Russian written in Latin letters)
        "družstvo",
        "druzstvo",  # Czech
        "drużyna",
        "druzyna",  # Polish
        "csapat",  # Hungarian
        "ekipa",
        "momčad",  # Croatian
        "ομάδα",  # chess-results in Greek
        "takimlar",
        "takımlar",  # chess-results in Turkish
    }
)
"""The headings of a team ranking's name column (chess-results' ``Team``, ``Mannschaft``): the club kind
in a players' crosstable, the name of the competitor in a team ranking."""

MATCH_RECORD: dict[str, str] = {
    "games": "played",
    "gms": "played",
    "matches": "played",
    "partien": "played",
    "spiele": "played",
    "sp": "played",  # a German league table's ``Sp.`` (Spiele)
    "partie": "played",  # Czech: the matches a team played
    "maclar": "played",
    "maçlar": "played",  # chess-results in Turkish
    "+": "won",
    "=": "drawn",
    "-": "lost",
}
"""The match record of a team ranking (chess-results ``Games + = -``): matches played, won, drawn, lost."""


def side_score_columns(kinds: list[str | None]) -> list[str | None]:
    """The pairing kinds of a header with two result columns and White's and Black's (SwissSys's ``Bd Res
    White Res Black``: each side's score beside it, ``1 X`` and ``0 F`` its forfeits): the first result
    column White's score when White's column comes first, the other Black's (:data:`SIDE_SCORES`); the
    kinds unchanged for any other header."""
    results = [i for i, k in enumerate(kinds) if k == "result"]
    if len(results) != 2 or "white" not in kinds or "black" not in kinds:
        return kinds
    out = list(kinds)
    white_first = kinds.index("white") < kinds.index("black")
    out[results[0]], out[results[1]] = SIDE_SCORES if white_first else SIDE_SCORES[::-1]
    return out


def match_record(heading: str) -> str | None:
    """What a column of a team ranking's match record holds (``played``, ``won``, ``drawn``, ``lost``).

    >>> [match_record(h) for h in ("Games", "+", "=", "-", "TB1", "Sp.")]
    ['played', 'won', 'drawn', 'lost', None, 'played']
    """
    return MATCH_RECORD.get(_key(heading))


PLAYER_HEADINGS = frozenset(
    {
        "player",
        "players",
        "spieler",
        "spielerin",
        "teilnehmer",
        "joueur",
        "joueurs",
        "jugador",
        "jugadores",
        "jogador",
        "giocatore",
        "speler",
        "spelers",
        "deelnemer",
        "игрок",
        "игроки",
        "участник",
        "участники",
        "гравець",
        "учасник",
        "hráč",
        "zawodnik",
        "játékos",
        "igrač",
        "spiller",
        "deltaker",
        "deltager",
        "pelaaja",
        "oyuncu",
        "sporcu",
    }
)
"""Headings that name the column of players, never of teams (a round-robin grid whose cells add up two
games is a players' double round robin, not a team crosstable of match results)."""


def is_player_heading(heading: str) -> bool:
    """Whether a heading names a column of players (``Player``, ``Spieler``, ``Игрок``), not of teams."""
    return _key(heading) in PLAYER_HEADINGS


def is_team_heading(heading: str) -> bool:
    """Whether a heading names the teams of a team ranking (``Team``, ``Mannschaft``, ``Equipo``)."""
    return _key(heading) in TEAM_NAME_HEADINGS


_BY_NAME: dict[str, str] = {}
_PAIRING_BY_NAME: dict[str, str] = {}
_LANGUAGES: dict[str, set[str]] = {}
for _kind, _langs in _SYNONYMS.items():
    for _lang, _names in _langs.items():
        for _name in _names:
            if _kind in PAIRING_KINDS:
                _PAIRING_BY_NAME.setdefault(_name, _kind)
            else:
                _BY_NAME.setdefault(_name, _kind)
            _LANGUAGES.setdefault(_name, set()).add(_lang)
# a heading that names two kinds in two languages is decided by the first kind listed (rank before sno)

MULTIWORD = frozenset(n for n in _BY_NAME if " " in n)
"""Headings of two or three words (``Loc Id``, ``Fide Id``, ``Name des Spielers``): blank-separated
headers join their words."""

_ROUND_WORDS = (
    "rd",
    "rds",
    "r",
    "rnd",
    "rde",
    "runde",
    "round",
    "ronde",
    "rda",
    "ronda",
    "jornada",  # Spanish: a league's match day
    "tour",
    "t",
    "tur",
    "turno",
    "тур",
    "т",
    "tr",
    "kolo",
    "rodada",
    "rnde",
    "runda",
    "forduló",
    "kierros",
    "k",  # Finnish k1, k2 … (kierros), a club's hand-typed tables
    "omgång",
    "partij",  # Dutch clubs' evenings: "partij 3", the evening's third game
)
_ROUND = re.compile(
    r"^(?:(\d{1,4})\s*\.?\s*(?:"
    + "|".join(_ROUND_WORDS)
    + r")\.?|(?:"
    + "|".join(_ROUND_WORDS)
    + r")\s*\.?\s*(\d{1,4}))$",
    re.IGNORECASE,
)
NUMBERED_TIEBREAK = re.compile(
    r"^(?:tb|t\.?b\.?|wtg|wert(?:ung)?|fw|feinw\w*|sw|desp|desempate|dep|dép|départage|spar|spareggio|wp|pw|"
    r"kv|d|д|доп|кф|des|hs|ph|κι|cls|tay[- ]?brek|тие\s*бреак|حسم\s*تعادل|tie\s*break|tie-break|tiebreak)"
    r"\s*\.?\s*(\d{1,3})$",
    re.IGNORECASE,
)
"""A numbered tie-break heading (``TB1``, ``Wtg1``, ``Desp.1``, ``Доп2``; chess-results' Italian ``Cls1``,
Azerbaijani ``Tay-brek1``, Serbian Cyrillic ``Тие Бреак1``, Arabic ``حسم تعادل1``): its number names the
tie-break in the annotation lines below the table (:data:`ANNOTATION`)."""


def round_number(heading: str) -> int | None:
    """The round a heading names (``1.Rd``, ``R1``, ``Rd 1``, ``1.Runde``, ``1.Тур``), else None.

    >>> [round_number(h) for h in ("1.Rd", "R2", "Rd 3", "4.Runde", "5.Ronda", "6.Тур", "Rtg")]
    [1, 2, 3, 4, 5, 6, None]
    """
    m = _ROUND.match(heading.strip())
    if m is None:
        return None
    return int(m.group(1) or m.group(2))


_WORDS_OF_ROUNDS = "|".join(w for w in _ROUND_WORDS if len(w) > 1)
_PAIRINGS_OF = (
    r"(?:(?:pairings?|pairing list|paarungen|paarungsliste|emparejamientos|pareos|appariements|"
    r"accoppiamenti|indelingen|жеребь[её]вка|results?|ergebnisse|resultate|résultats|resultats|"
    r"resultados|risultati|uitslagen|результаты)\s+(?:(?:of|for|in|der|de|du|del|della|van|la|el|da|do)\s+)?"
    r"(?:the\s+|la\s+)?)?"
)
"""A pairing list's or results' words before its round (``Pairing of round 4``, Vega; ``Paarungen der 3.
Runde``; ``Results of round 2``, ``Ergebnisse der 5. Runde``)."""
_ROUND_LINE = re.compile(
    r"^"
    + _PAIRINGS_OF
    + r"(?:(?:"
    + _WORDS_OF_ROUNDS
    + r")\.?\s*(\d{1,3})|(\d{1,3})\s*(?:\.|[ªº°]|[ao](?=\s)|-?(?:й|ий|ой|ый)|(?=\s+тур))\s*(?:"
    + _WORDS_OF_ROUNDS
    + r")\.?)(?=\s|$|[,:;]|\.(?:\s|$))(.*)$",  # SwissSys: 'Pairings for Round 4. EVENT: SECTION'
    re.IGNORECASE,
)


_ORDINALS = {
    1: "first|erste|primera|primer|primeira|première|premier|primo|eerste",
    2: "second|zweite|segunda|segundo|deuxième|seconde|secondo|tweede",
    3: "third|dritte|tercera|tercer|terceira|troisième|terzo|derde",
    4: "fourth|vierte|cuarta|quarta|quatrième|quarto|vierde",
    5: "fifth|fünfte|quinta|cinquième|quinto|vijfde",
    6: "sixth|sechste|sexta|sixième|sesto|zesde",
    7: "seventh|siebte|siebente|séptima|sétima|septième|settimo|zevende",
    8: "eighth|achte|octava|oitava|huitième|ottavo|achtste",
    9: "ninth|neunte|novena|nona|neuvième|nono|negende",
    10: "tenth|zehnte|décima|dixième|decimo|tiende",
    11: "eleventh|elfte|undécima|onzième|undicesimo|elfde",
    12: "twelfth|zwölfte|duodécima|douzième|dodicesimo|twaalfde",
}
"""Ordinal words before a round's word (``Resultados da quinta rodada``, ``Ergebnisse der dritten Runde``,
``Third round``), in the languages of the round headings."""
_ORDINAL_OF = {w: n for n, words in _ORDINALS.items() for w in words.split("|")}
_ORDINAL_LINE = re.compile(
    r"^"
    + _PAIRINGS_OF
    + r"("
    + "|".join(sorted(_ORDINAL_OF, key=len, reverse=True))
    + r")[nrs]?\s+(?:"
    + _WORDS_OF_ROUNDS
    + r")\.?(?=\s|$|[,:;])(.*)$",
    re.IGNORECASE,
)


def round_heading(line: str) -> int | None:
    """The round a heading line above a round's pairings names (``Round 3``, ``Rd. 3``, ``Round 3 on
    2026/03/01 at 10:00``, ``3. Runde``, ``Ronde 3``, ``Тур 3``), else None. The words are those of the
    round headings of a crosstable; a date or time may follow the number.

    >>> [round_heading(x) for x in ("Round 3 on 2026/03/01 at 10:00", "3. Runde", "Тур 2", "Round robin")]
    [3, 3, 2, None]
    >>> [round_heading(x) for x in ("Pairing of round 4, at 17:30 of 20/05/2025", "Paarungen der 3. Runde")]
    [4, 3]
    >>> round_heading("Pairings for Round 4. 2026 New Year's TNM: 2000+"), round_heading("Round 4.2")
    (4, None)

    An ordinal's sign after the number (``2ª rodada``, ``3° turno``, ``2-й тур``), and a Russian round's
    number alone before its word (``2 тур``):

    >>> [round_heading(x) for x in ("2ª rodada", "3° turno", "2-й тур", "2 тур", "2 rounds", "2 Runde")]
    [2, 3, 2, 2, None, None]

    The ordinal's letter written apart (``2<sup>a</sup> Jornada``, a page's text ``2a Jornada``):

    >>> [round_heading(x) for x in ("2a Ronda", "2a Jornada (18-01-2020)", "Jornada 3", "2o turno")]
    [2, 2, 3, 2]

    The round's number as an ordinal word:

    >>> [round_heading(x) for x in ("Resultados da quinta rodada", "Paarungen der dritten Runde")]
    [5, 3]
    """
    text = clean(line).strip()
    m = _ROUND_LINE.match(text)
    if m is None:
        o = _ORDINAL_LINE.match(text)
        return _ORDINAL_OF[o.group(1).casefold()] if o is not None else None
    return int(m.group(1) or m.group(2))


_AFTER_ROUND = re.compile(
    r"\b(?:nach\s+(?:der\s+)?(\d{1,2})\.\s*runde|nach\s+runde\s+(\d{1,2})|nach\s+(\d{1,2})\s+runden"
    r"|after\s+(?:round|rd\.?)\s*(\d{1,2})|after\s+(\d{1,2})\s+rounds"
    r"|après\s+(?:la\s+)?ronde\s+(\d{1,2})|après\s+(\d{1,2})\s+rondes"
    r"|(?:tras|después\s+de)\s+(?:la\s+)?ronda\s+(\d{1,2})|(?:tras|después\s+de)\s+(\d{1,2})\s+rondas"
    r"|na\s+ronde\s+(\d{1,2})|na\s+(\d{1,2})\s+ronden|dopo\s+(?:il\s+)?turno\s+(\d{1,2})"
    r"|dopo\s+(\d{1,2})\s+turni|após\s+(?:a\s+)?rodada\s+(\d{1,2})|após\s+(\d{1,2})\s+rodadas)\b",
    re.IGNORECASE,
)


def after_round(line: str) -> int | None:
    """The round a ranking's title says it stands after (``Rangliste nach der 6. Runde``, ``Stand nach
    Runde 6``, ``Ranking after round 6``, ``after 6 rounds``, ``Classement après la ronde 6``,
    ``Clasificación tras la ronda 6``, ``Stand na ronde 6``, ``Classifica dopo il turno 6``), else None.

    >>> [after_round(x) for x in ("Rangliste nach der 6. Runde", "Final Ranking after 9 Rounds", "7. Runde")]
    [6, 9, None]
    """
    m = _AFTER_ROUND.search(clean(line))
    return next((int(g) for g in m.groups() if g), None) if m is not None else None


def pairing_kind(heading: str) -> str | None:
    """The kind of a column heading of a pairing list: ``board``, ``white``, ``black``, ``result``
    (:data:`PAIRING_KINDS`), ``round`` for a bare round word (``Rd.``, ``Runde``), else as :func:`classify`.

    >>> [pairing_kind(h) for h in ("Bo.", "Br.", "Weiß", "Ergebnis", "Pkt.", "Черные", "Snr")]
    ['board', 'board', 'white', 'result', 'points', 'black', 'sno']

    A result word and a colour name one side's score (:data:`SIDE_SCORES`):

    >>> [pairing_kind(h) for h in ("Табла", "Бијели", "Резултат бијели", "Rezultat crni", "White score")]
    ['board', 'white', 'white-score', 'black-score', 'white-score']

    A colour joined to a field (Swiss Master's CSV):

    >>> [pairing_kind(h) for h in ("WhiteNr", "WhiteName", "WhiteElo", "BlackPoints", "BlackName")]
    ['sno', 'white', 'rating', 'points', 'black']
    """
    key = _key(heading)
    kind = _PAIRING_BY_NAME.get(key)
    if kind is not None:
        return kind
    if key in _ROUND_WORDS and len(key) > 1:
        return "round"
    side = _side_score(key)
    if side is not None:
        return side
    field = _COLOUR_FIELD.match(heading.strip())
    if field is not None and _PAIRING_BY_NAME.get(_key(field.group(1))) in ("white", "black"):
        kind = classify(field.group(2))  # one side's field named with its colour: WhiteName, Black_Elo
        if kind is not None:
            return _PAIRING_BY_NAME[_key(field.group(1))] if kind == "name" else kind
    return classify(heading)


_COLOUR_FIELD = re.compile(
    r"^(white|black|wei(?:ss|ß)|schwarz|blanc(?:a|o|s)?|negr(?:a|o)s?|noirs?|wit|zwart)[\s_.-]*(\w.*)$",
    re.IGNORECASE,
)
"""A heading that joins a colour and one side's field (Swiss Master's CSV: ``WhiteNr``, ``WhiteName``,
``WhiteElo``, ``WhitePoints``, ``BlackName``): the field's kind, a name the colour's."""


def _side_score(key: str) -> str | None:
    """``white-score`` or ``black-score`` for a heading of two words, a colour and a result (or score)
    word in either order (``Резултат бијели``, ``White score``, ``Ergebnis Schwarz``), else None."""
    words = key.split()
    if len(words) != 2:
        return None
    for first, second in (words, words[::-1]):
        colour = _PAIRING_BY_NAME.get(first)
        if colour in ("white", "black") and (
            _PAIRING_BY_NAME.get(second) == "result" or second.rstrip(".") in _SCORE_WORDS
        ):
            return f"{colour}-score"
    return None


def names_both_colours(headings: list[str]) -> bool:
    """Whether a header names a White and a Black column (any language): a pairing list's header, never
    a crosstable's.

    >>> names_both_colours(["Br.", "Snr", "Weiß", "Erg.", "Schwarz"]), names_both_colours(["Name", "1.Rd"])
    (True, False)
    """
    kinds = {_PAIRING_BY_NAME.get(_key(h)) for h in headings}  # only these kinds: no tie-break parsing
    return "white" in kinds and "black" in kinds


def names_two_sides(headings: list[str]) -> bool:
    """Whether a header names the two sides of a board: a White and a Black column, or two player
    columns with a dash between them and a result column (SwissChess's ``Tisch TNr Teilnehmer - TNr
    Teilnehmer Ergebnis``: the first side is White's, as in every pairing list; a header such as
    SwissPerfect's ``No Name Result Name`` is left to the reading by content).

    >>> names_two_sides(["Tisch", "Teilnehmer", "-", "Teilnehmer", "Ergebnis"])
    True
    >>> names_two_sides(["No", "Name", "Result", "Name"])
    False
    >>> names_two_sides(["Nr", "Teilnehmer", "Verein", "Punkte"])
    False
    """
    looked_up = {_PAIRING_BY_NAME.get(_key(h)) for h in headings}  # in one table, as names_both_colours
    if "white" in looked_up and "black" in looked_up:
        return True
    if "result" not in looked_up:  # every row of a list: no result heading, so no header
        return False
    names = [k for k, h in enumerate(headings) if h.strip() and pairing_kind(h) == "name"]
    return len(names) == 2 and any(h.strip() in ("-", "–", ":") for h in headings[names[0] : names[1]])


def _key(heading: str) -> str:
    return " ".join(heading.strip().rstrip(".:").split()).casefold()  # blanks collapsed (split: in C)


_LONGEST_HEADING = 1000
"""A longer text is no heading (a layout's cell holding a page): not looked through."""


def classify(heading: str) -> str | None:
    """The kind of a column heading (one of :data:`KINDS` or ``round``), None when unknown.

    An empty heading is ``blank`` (chess-results leaves the title column without one).
    """
    if not heading.strip():
        return "blank"
    if round_number(heading) is not None:
        return "round"
    if len(heading) > _LONGEST_HEADING:
        return None
    if heading.strip() == "p.":
        return "points"  # chess-results in Finnish (pisteet); a capital P is the games played elsewhere
    key = _key(heading)
    if key[:1] == "[" and key[-1:] == "]":  # in brackets as its values are: Tornello's [EloIni]
        key = key[1:-1].strip()
    if NUMBERED_TIEBREAK.match(key):
        return "tiebreak"
    kind = _BY_NAME.get(key)
    if kind is None and len(key) <= 40:  # a tie-break code or friendly name: 'BH/C1', 'Med BH', 'ARO'
        return "tiebreak" if _canonical(heading) is not None else None
    return kind


WITHDRAWN = frozenset(
    {
        "rit",
        "ritirato",
        "wd",
        "w/d",
        "withdrawn",
        "ret",
        "zur",
        "zurückgezogen",
        "abd",
        "abandon",
        "棄権",
        "失格",
        "utg",  # Swedish: utgått, withdrawn (a club's own crosstable, in the rating's place)
        "utgått",
    }
)
"""What a ranking or a crosstable writes in the place of a player who withdrew (Tornello's ``RIT``, the
Sapporo club's ``棄権``, a disqualification ``失格``), who then has none."""


def withdrawn_mark(text: str) -> bool:
    """Whether a place cell says the player withdrew (:data:`WITHDRAWN`), with no place."""
    return clean(text).strip().rstrip(".").casefold() in WITHDRAWN


_BARE_ROUND = re.compile(r"^(\d{1,3})\s*\.?(?:\s+\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?)?$")
"""A bare number heading a round's column (``1``, ``2.``: Vega), the round's date under it or not (a club's
page: ``1 1.2``, the first round on 1 February)."""
_PAGE_KINDS = {"club": "info", "ignore": "info", "tiebreak": "other"}


def classify_heading(text: str) -> tuple[str, int | None]:
    """What a column heading of a web page (or of its copied text) names, with the round's number:
    the kinds of :func:`classify`, where a bare number (``1``, ``2.``: Vega) is a round, club and
    ignored columns are ``info``, a tie-break or an unknown heading is ``other`` and an empty one
    ``empty``. The page readers take the columns they know and leave the others to the user.

    >>> classify_heading("3.Rd"), classify_heading("Rk."), classify_heading("TB1"), classify_heading("2")
    (('round', 3), ('rank', None), ('other', None), ('round', 2))
    """
    t = clean(text).strip()
    if not t:
        return "empty", None
    m = _BARE_ROUND.match(t)
    number = int(m.group(1)) if m else round_number(t)
    if number is not None:
        return "round", number
    kind = classify(t) or "other"
    return _PAGE_KINDS.get(kind, kind), None


def games_columns(headings: list[str]) -> set[int]:
    """The columns headed ``#`` after the round or grid columns (``nr naam 1 2 … 7 # totaal``: a club's
    round-robin grid counts each row's games there): the games played, not a rank, which ``#`` heads
    before the names (``# Name Rtg``).

    >>> sorted(games_columns(["nr", "naam", "1", "2", "#", "totaal"])), games_columns(["#", "Name", "1"])
    ([4], set())
    """
    first = next((k for k, h in enumerate(headings) if classify_heading(h)[0] == "round"), None)
    return {k for k, h in enumerate(headings) if first is not None and k > first and h.strip() == "#"}


def bye_columns(headings: list[str]) -> set[int]:
    """The columns headed by a bye's word (:data:`BYE_WORDS`: ``bye``, ``spielfrei``, ``exempt`` …) after
    the round or grid columns (``nr naam elo 1 … 7 bye # tot``: a club's round robin of an odd number
    gives there each row's points for its round without an opponent).

    >>> sorted(bye_columns(["nr", "naam", "1", "2", "3", "bye", "tot"])), bye_columns(["bye", "Name", "1"])
    ([5], set())
    """
    first = next((k for k, h in enumerate(headings) if classify_heading(h)[0] == "round"), None)
    return {
        k
        for k, h in enumerate(headings)
        if first is not None and k > first and clean(h).strip().casefold() in BYE_WORDS
    }


# -- what a tie-break heading names -----------------------------------------------------------------------
@functools.cache
def _tiebreak_names() -> tuple[tuple[re.Pattern[str], tuple[str, ...]], ...]:
    """What the headings of an individual ranking name: each criterion's published names
    (:attr:`~tiebreak.criteria.Criterion.headings`), in their order."""
    from ..criteria import catalogue  # imported when needed, as in _canonical

    criteria = sorted(catalogue(), key=lambda c: c.heading_order)  # stable: then catalogue order
    return tuple((re.compile(p, re.IGNORECASE), codes) for c in criteria for p, codes in c.headings)


_CUT = re.compile(
    r"\b(?:cut|streich\w*|minus|c)\s*-?\s*(\d)\b|(?:^|[^a-z])(?:buc|bh|sb|bhc|buchholz-)\s*(\d)$",
    re.IGNORECASE,
)
"""An annotation line below a table that names a numbered tie-break: ``Tie Break1: Buchholz …``."""
_MEDIAN = re.compile(r"\bmedian\s*(\d)?", re.IGNORECASE)
ANNOTATION = re.compile(
    r"^\s*(?:tie[- ]?break|feinwertung|wertung|desempate|départage|spareggio|vertailu|tb|wtg|desp|dép|доп|"
    r"hệ\s*số\s*phụ|κριτήριο|cls|tay[- ]?brek|тие\s*бреак|حسم\s*تعادل|"
    r"pomocn[ée]\s*hodnocen[íi]|pomocn[ée]\s*hodnoteni[ea])"  # Czech and Slovak: Pomocné hodnocení1: …
    r"\s*(\d{1,2})\s*:"
    r"\s*(.+?)\s*$",
    re.IGNORECASE,
)


@functools.lru_cache(maxsize=4096)  # bounded: a table's cells repeat, and parsing a code is slow
def _canonical(text: str) -> str | None:
    """The canonical form of a tie-break code or friendly name (``Med BH`` -> ``BH/M1``), else None (at
    once for a text that does not start with a letter: a number, a result, a round cell)."""
    from ..criteria import parse_code  # imported when needed: reading a table seldom asks
    from ..model.errors import SpecError

    if not text.lstrip()[:1].isalpha():
        return None
    try:
        return parse_code(text).canonical
    except SpecError:
        return None


def _takes_cuts(code: str) -> bool:
    """Whether the catalogue's criterion for ``code`` takes a cut (``/Cn``, C.07 14.1)."""
    from ..criteria import find  # imported when needed, as in _canonical
    from ..specs.spec import Modifier

    return Modifier.CUT in find(code).modifiers


_SB_TEAM = ("EGGSB", "EMGSB", "EMMSB", "EGMSB")
_TEAM_NAMES: list[tuple[re.Pattern[str], tuple[str, ...]]] = [
    (re.compile(p, re.IGNORECASE), codes)
    for p, codes in [
        # a sum of two scores ("Points (game-points) + 1 point for each won match"), or a Buchholz with
        # the team's own points: no code of C.07
        (r"\)\s*\+|own points|qualifying|play-?off|manually", ()),
        (
            r"results of the teams in the[nm]? same point group|direct encounter|direkter? vergleich|^dire?$|"
            r"^de$|^dir[_ .-]?mp$",  # Vega's team ranking: "Dir_MP", the direct encounter on match points
            ("EDE",),
        ),
        # Swiss-Manager: "Sum Matchpoints (2,1,0) without lowest result (Olympiad Khanty-Mansiysk)", the
        # opponents' match points summed, the lowest left out: a Buchholz of match points cut by one
        (r"sum match\s*-?points.*without (?:the )?lowest|olympiad khanty", ("BH:MP/C1",)),
        (r"koya.*match\s*-?points", ("KS:MP",)),  # Swiss-Manager: "Koya System (KS) (Matchpoints/Limit 50")"
        (r"koya.*game\s*-?points", ("KS:GP",)),
        (r"koya", ("KS:MP", "KS:GP")),
        (
            r"match\s*-?points|mannschaftspunkte|^m[.-]?p(?:ts?)?\.?$|^mpkt$|^mp\s*\+$|^mannschaftsp\.?$"
            r"|^man(?:n|nsch)?\.?\s*-?pkt\.?$"  # German: MP+ (won, beside MP- lost), Man.Pkt., Mannsch.Pkt
            # pt es fr it: pontuação de encontro, puntos de match, points de match, punti match; nl da no
            # sv: matchpunten, matchpoint, matchpoeng, matchpoäng; pl: duże punkty (the match's "big points")
            r"|pontua[çc][ãa]o de encontro|pontos de (?:encontro|match)|puntos de (?:encuentro|match)"
            r"|points de match|punti (?:match|squadra)|matchpunten|matchpoint|matchpoeng|matchpoäng"
            r"|duże punkty",
            ("MPTS",),
        ),
        (
            r"game\s*-?points|board\s*-?points|brettpunkte|einzelpunkte|^g[.-]?p(?:ts?)?\.?$|^b[.-]?p\.?$|^bpkt$|^brett-?p\.?$"
            r"|^brettpt\.?$|^br(?:et)?t\.?\s*-?pkt\.?$"  # German: Brettpt, Brt.Pkt, Brett-Pkt, Brettpkt
            r"|^e[.-]?p$"
            # pt es fr it nl da no sv pl: the boards' points
            r"|pontos de tabuleiro|puntos de tablero|points de parties?|punti individuali|bordpunten"
            r"|brætpoint|brettpoeng|brädpoäng|małe punkty",
            ("GPTS",),
        ),
        # Swiss-Manager: "Olympiad-Sonneborn-Berger-Tie-Break without lowest result (Chennai)": one cut
        (r"olympiad.*sonneborn.*without (?:the )?lowest", ("EMGSB/C1",)),
        (r"olympiad.*sonneborn", ("EMGSB",)),
        (r"sonneborn|^s-?b$|^sob?-?berg$|^sober?g?$|^sob$|^berger$", _SB_TEAM),
        (r"board tie-?breaks? of the whole|board count", ("BC",)),
        (r"buchholz.*team-?points", ("BH:MP",)),
    ]
]
"""What the headings and annotations of a team ranking name (Swiss-Manager's team tie-breaks, C.07 Articles
11–13): match points, game points, the direct encounter among teams level on match points (EDE), an
Olympiad Sonneborn-Berger (opponents' match points times the game points scored against them), a plain
Sonneborn-Berger, which for teams may be on either score (game points times game points first: what
Swiss-Manager prints as "FIDE-Sonneborn-Berger" for teams), the board count."""


def codes_for(text: str, *, team: bool = False) -> tuple[str, ...]:
    """The tie-break codes a published heading or annotation may name, most likely first; () unknown.

    ``team``: the heading of a team ranking, where ``points (game-points)`` is ``GPTS``, and every
    individual tie-break (``Buchholz``) may be on match or on game points (``BH:MP`` or ``BH:GP``).

    >>> codes_for("Matchpoints (2 for wins, 1 for Draws, 0 for Losses)", team=True)
    ('MPTS',)
    >>> codes_for("points (game-points)", team=True), codes_for("Buchholz Tie-Breaks (cut 1)", team=True)
    (('GPTS',), ('BH:MP/C1', 'BH:GP/C1'))
    >>> codes_for("Sum Matchpoints (2,1,0) without lowest result (Olympiad Khanty-Mansiysk)", team=True)
    ('BH:MP/C1',)
    >>> codes_for("Olympiad-Sonneborn-Berger-Tie-Break without lowest result (Chennai)", team=True)
    ('EMGSB/C1',)
    >>> codes_for("Dir_MP", team=True), codes_for("EMGSB", team=True)
    (('EDE',), ('EMGSB',))
    >>> codes_for('Koya System (KS) (Matchpoints/Limit 50")', team=True), codes_for("Koya", team=True)
    (('KS:MP',), ('KS:MP', 'KS:GP'))

    >>> codes_for("Buc1"), codes_for("BucT"), codes_for("Sonneborn-Berger"), codes_for("BH-C1")
    (('BH/C1',), ('BH',), ('SB',), ('BH/C1',))
    >>> codes_for("Bucch-1"), codes_for("Bucch"), codes_for("Cut1"), codes_for("BuchT")
    (('BH/C1',), ('BH',), ('BH/C1',), ('BH',))
    >>> codes_for("Бухгольц"), codes_for("Нойштадтль"), codes_for("Койа"), codes_for("Побед")
    (('BH',), ('SB',), ('KS',), ('WIN', 'WON'))
    >>> codes_for("Buchholz Tie-Breaks (variabel with parameter)")
    ('BH', 'BH/C1', 'BH/M1', 'BH/C2', 'BH/M2')
    >>> codes_for("Buchholz Tie-Breaks (cut 1)"), codes_for("The greater number of victories")
    (('BH/C1',), ('WIN', 'WON'))
    """
    if team:
        low = clean(text).strip().lower()
        named = next((c for pattern, c in _TEAM_NAMES if pattern.search(low)), None)
        if named is not None:
            return named
        code = _canonical(text)  # a code as the heading (``BH`` is on the primary score)
        if code is not None:
            return (code,)
        return tuple(dict.fromkeys(c for code in codes_for(text) for c in _on_both_scores(code)))
    codes = [_canonical(c) for c in _codes_for(text)]
    return () if None in codes else tuple(dict.fromkeys(c for c in codes if c is not None))


def _on_both_scores(code: str) -> tuple[str, ...]:
    """A tie-break of individuals read for teams: on match points, then on game points (``BH/C1`` ->
    ``BH:MP/C1``, ``BH:GP/C1``); a code that names its score already, or takes none, as it is."""
    base, slash, modifiers = code.partition("/")
    if ":" in base:
        return (code,)
    out = tuple(
        c
        for c in (_canonical(f"{base}:{score}{slash}{modifiers}") for score in ("MP", "GP"))
        if c is not None
    )
    return out or (code,)


def _codes_for(text: str) -> tuple[str, ...]:
    t = clean(text).strip()
    if not t:
        return ()
    if t.casefold() == "bh.":  # Swiss-Manager's export heads its Buchholz "with parameter" so (a cut or not)
        return _codes_for("Buchholz Tie-Breaks (variabel with parameter)")
    code = _canonical(t)
    if code is not None:
        return (code,)
    low = t.lower()
    codes = next((c for pattern, c in _tiebreak_names() if pattern.search(low)), None)
    if codes is None:
        # Buc1, BH-C1; Tornello's (IT) Bucch-1; Vega's Italian Cut1 (a Buchholz cut of the lowest)
        m = re.fullmatch(r"(?:buc|bucch|bh|bhc|buchholz|cut)\s*-?\s*c?\s*(\d)", low)
        return (f"BH/C{m.group(1)}",) if m else ()
    cut, median = _CUT.search(low), _MEDIAN.search(low)
    if cut and len(codes) == 1 and _takes_cuts(codes[0]):
        return (f"{codes[0]}/C{cut.group(1) or cut.group(2)}",)
    if codes[0] in ("BH", "SB") and median and len(codes) == 1:
        return (f"{codes[0]}/M{median.group(1) or 1}",)
    return codes


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
    Alphabet("v", "m", "Finnish: valkea/musta"),
)
"""Colour letters by language; the first that holds every letter of a table is used."""
COLOR_LETTERS = "".join(sorted({c for a in ALPHABETS for c in (a.white, a.black)}))

_UPDATE_WORDS = (
    "last update",
    "letzte aktualisierung",
    "die seite wurde zuletzt aktualisiert",  # chess-results' German pages
    "viimeisin päivitys",
    "senaste uppdatering",
    "sidste opdatering",
    "sist oppdatert",
    "ostatnia aktualizacja",
    "poslední aktualizace",
    "son güncelleme",
    "ultima actualizare",
    "última actualización",
    "ultima actualización",
    "ultima actualizacion",
    "dernière mise à jour",
    "ultimo aggiornamento",
    "laatste update",
    "laatst bijgewerkt",
    "последнее обновление",
    "última atualização",
)
UPDATED = re.compile(r"^\s*(?:" + "|".join(_UPDATE_WORDS) + r")\b", re.IGNORECASE)
"""The ``Last update …`` line of a results page or export (chess-results and its translations)."""

BOILERPLATE = re.compile(
    r"chess-results|tournament-database|turnierdatenbank|base de datos de torneos|base de données|"
    r"database dei tornei|toernooidatabase|базы данных турниров|"
    r"^(?:" + "|".join(_UPDATE_WORDS) + r"|creator/last upload|ersteller|"
    r"(?:final\s+)?(?:ranking|standings|cross[\s-]?table|wall\s?chart)|"
    r"endstand|endtabelle|eindstand|ranglijst|kruistabel|rangliste|kreuztabelle|fortschrittstabelle|"
    r"abschlusstabelle|clasificaci[oó]n|tabla|"
    r"classement|grille|classifica|tabellone|"
    r"итоговое|таблица|положение|annotation|anmerkung|tie\s*break|wtg\d|desp|dép|spar)|"
    r"^-{3}$|^(?-i:[a-z][A-Za-z_]*):(?:\s|$)|"  # a Markdown page's front matter: ---, weight: 1
    r"^-\s+(?-i:[a-z0-9][a-z0-9_-]*)$|"  # its list's items, slugs (authors: - dimitrios-triantafillidis)
    r"^</?[a-z][\w-]*>$|"  # a page's own tag alone on its line around a table (a Hugo shortcode's <runde>)
    r"^(?:die|the|la|le|de|el)\s[^:]{1,40}:$|"  # a lead-in to the table below (Die Abschlusstabelle:)
    r"[\w.+-]+@[\w-]+\.\w|^(?:anwender|benutzer|user|licen[cs]ed to|lizenz\w*)\s*:|"  # a program's credits
    r"^logged on\s*:|^servertime\b|^chess-results logo$",  # chess-results' page top, as a browser copies it
    re.IGNORECASE,
)
"""Title lines of an export that are not the event's name (source, update time, what the table is, a
lead-in to it such as ``Die Abschlusstabelle:``; the front matter a static site's Markdown page starts
with, and a tag of its own alone on a line; the credits a program prints atop each page, its address and its
licensee: SwissChess's ``Anwender: …``)."""
_PROSE = re.compile(r"^.{150,}$|^(?=.{80,}).*\w[.!?]\s+[A-Z]")
"""A paragraph of prose above a table (chessgames.com's account of the event), not its name: a line of
150 characters or more, or of 80 or more holding two sentences."""


def prose_line(text: str) -> bool:
    """Whether a line above a table is prose, not the event's name: a paragraph (:data:`_PROSE`), or a
    sentence (a club's post: ``This is next weeks' draw if there are no bye requests.``): six words or
    more ending in a full stop, an exclamation or a question mark, most of them starting in lower case
    (a name's words start with capitals or digits)."""
    if _PROSE.search(text):
        return True
    words = text.split()
    lower = sum(1 for w in words if w[0].islower())
    return len(words) >= 6 and text.rstrip().endswith((".", "!", "?")) and 2 * lower > len(words)


PAGE_FURNITURE = re.compile(
    r"^(?:begin van de pagina|naar boven|back to top|top of (?:the )?page|to top|nach oben|zum seitenanfang|"
    r"haut de (?:la )?page|retour en haut|inicio de (?:la )?p[aá]gina|volver arriba|torna su|наверх|"
    r"uitslagen|results|ergebnisse|résultats|resultados|risultati|результаты|wyniki|výsledky)\W*$",
    re.IGNORECASE,
)
"""A page's link back to its top (SWAR's ``Begin van de pagina`` after each round's list) or the one
word heading its results (SWAR's ``Uitslagen``): no line of the tables, left aside without a word."""
DETAIL_LINE = re.compile(r"^[^:\t]{1,40}\s:\s")
"""A line of the details chess-results writes under the event's name in its exports (``Organizer(s) :
…``, ``Date : 2025/04/30``, ``Rating-Ø : 1586``): not the name."""

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


_LOGGED_ON = re.compile(r"\s*logged on\s*:", re.IGNORECASE)
"""chess-results' line atop every page (``Logged on: Gast``), as a browser copies it."""
_UPDATE_LINE = re.compile(r"\s*(?:" + "|".join(_UPDATE_WORDS) + ")", re.IGNORECASE)
"""A page's last update, its date run into the words or not (``Viimeisin päivitys05.07.2015``)."""


def copied_page_name(lines: Sequence[str]) -> str | None:
    """The event's name on a chess-results page copied from a browser (``Logged on: Gast`` atop the site's
    menu of languages and links): the line above its details (the first line holding a tab) or above its
    last update; None for any other text, or where that line is no name (a round's heading).

    >>> copied_page_name(["Chess-Results Logo", "Logged on: Gast", "Servertime 1.1.2026", "LogoutLogin",
    ...                   "Home", "FIDE", "Open 2026", "Last update 02.01.2026", "Rk.\tName"])
    'Open 2026'
    """
    top = next((k for k, line in enumerate(lines[:8]) if _LOGGED_ON.match(line)), None)
    if top is None:
        return None
    end = min(len(lines), 200)
    below = next((k for k in range(top + 2, end) if "\t" in lines[k] or _UPDATE_LINE.match(lines[k])), 0)
    named = next((lines[k].strip() for k in range(below - 1, top, -1) if lines[k].strip()), "")
    if not named or BOILERPLATE.search(named) or round_heading(named) is not None:
        return None
    return named[:120]


_MENU_ITEM = re.compile(r"[^\W\d_][^\d\t]{0,30}")
"""A line of a site's menu as a copy of its page gives it: a few words, no digit (``Info``, ``Tables``)."""
_MENU_ITEMS = 8
"""How many such lines at the start of a copied page make a menu (not the event's name and a subtitle)."""


def after_menu(lines: Sequence[str]) -> int:
    """Where a copied page's own lines start: after the run of its site's menu at its top (eight short
    lines or more without a digit, blank lines between them aside: Vega's ``Info``, ``Schedule``, …), else
    0 (an event's name and a few subtitles are no menu).

    >>> menu = ["Info", "Schedule", "Statistics", "Players", "Pairings", "Standings", "Tables", "Cross table"]
    >>> after_menu([*menu, "Open 2025", "Round 1"])
    8
    >>> after_menu(["Club Championship", "Group A", "Final standings", "Crosstable", "Club X", "Round 1"])
    0
    """
    filled = [k for k, line in enumerate(lines) if line.strip()]
    menu = next((n for n, k in enumerate(filled) if not _MENU_ITEM.fullmatch(lines[k].strip())), len(filled))
    return filled[menu] if _MENU_ITEMS <= menu < len(filled) else 0
