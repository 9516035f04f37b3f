"""The catalogue of tie-breaks, keyed by FIDE acronym, with aliases, articles and allowed modifiers.

>>> find("buchholz").article
'8.1'
>>> find("GE").code
'REP'
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction

from .codes import TiebreakSpec
from .context import Context
from .errors import SpecError
from .tiebreaks import direct, opponents, ratings, record
from .tiebreaks import team as team_tb
from .tiebreaks.common import Value

__all__ = ["REGISTRY", "TiebreakDef", "catalogue", "find", "lookup_alias", "register"]

Compute = Callable[[Context, TiebreakSpec], list[Value]]
OrderGroup = Callable[[Context, TiebreakSpec, list[int]], list[list[int]]]
GroupValues = Callable[[Context, TiebreakSpec, list[int]], dict[int, Fraction]]


@dataclass(frozen=True)
class TiebreakDef:
    """One tie-break of the catalogue."""

    code: str
    name: str
    article: str
    kind: str
    """C.07 type: A (games among the tied), B (own record), C (opponents' results), D (ratings), or
    ``primary`` for scores."""
    description: str
    modifiers: frozenset[str]
    compute: Compute | None
    order_group: OrderGroup | None = None
    group_values: GroupValues | None = None
    """For group-dependent tie-breaks: the value shown for each member of a group it was applied to
    (DE: points scored among the group). Without it the place inside the group is shown."""
    ascending: bool = False
    aliases: tuple[str, ...] = ()
    team_score: bool = True
    team_only: bool = False
    buchholz_family: bool = False
    rating_based: bool = False
    since_2026: bool = False
    helper: bool = False
    group_label: str = "Individual"

    @property
    def group_dependent(self) -> bool:
        """True for tie-breaks evaluated inside the tied group (DE, EDE, TBR, BBE)."""
        return self.order_group is not None


REGISTRY: dict[str, TiebreakDef] = {}
_FRIENDLY: dict[str, str] = {}


def _norm(text: str) -> str:
    return re.sub(r"\s+", " ", text.strip().lower())


def register(definition: TiebreakDef, friendly: dict[str, str] | None = None) -> TiebreakDef:
    """Add a tie-break (and its aliases and friendly names) to the catalogue."""
    for key in (definition.code, *definition.aliases):
        REGISTRY[key.upper()] = definition
    for name, code in (friendly or {}).items():
        _FRIENDLY[_norm(name)] = code
    return definition


def lookup_alias(text: str) -> str | None:
    """The FIDE code for a friendly name such as ``Med BH``, or None."""
    return _FRIENDLY.get(_norm(text))


def find(code: str) -> TiebreakDef:
    """The definition for an acronym, alias or friendly name (modifiers ignored).

    :raises SpecError: for an unknown code.
    """
    text = lookup_alias(code) or code
    name = re.split(r"[/:#!]", text.strip())[0].upper()
    found = REGISTRY.get(name)
    if found is None:
        raise SpecError(f"unknown tie-break code {code!r}; valid codes: {', '.join(sorted(REGISTRY))}")
    return found


def catalogue() -> list[TiebreakDef]:
    """Every tie-break once, in article order (helpers last)."""
    seen: dict[str, TiebreakDef] = {}
    for d in REGISTRY.values():
        seen.setdefault(d.code, d)

    def key(d: TiebreakDef) -> tuple[int, list[int], str]:
        nums = [int(x) for x in re.findall(r"\d+", d.article)] or [99]
        return (1 if d.helper else 0, nums, d.code)

    return sorted(seen.values(), key=key)


_CUT = frozenset("CM")
_ED = frozenset("V")

register(TiebreakDef("PTS", "Points", "4.1", "primary", "The primary score: points from games and byes.",
                     frozenset(), record.points, helper=False), {"points": "PTS", "score": "PTS"})
register(TiebreakDef(
    "DE", "Direct Encounter", "6", "A",
    "Points scored in the games among the tied players (averaged when they met more than once).",
    frozenset("PS"), None, order_group=direct.direct_encounter, group_values=direct.group_scores),
    {"direct encounter": "DE", "head-to-head": "DE", "head to head": "DE", "mutual games": "DE"})
register(TiebreakDef("WIN", "Number of Wins", "7.1", "B",
                     "Rounds won, with or without playing (forfeit wins and full-point byes count).",
                     frozenset(), record.wins), {"wins": "WIN", "number of wins": "WIN"})
register(TiebreakDef("WON", "Number of Games Won", "7.2", "B", "Games won over the board.",
                     frozenset(), record.games_won, team_score=False),
         {"games won": "WON", "wins over the board": "WON"})
register(TiebreakDef("BPG", "Games Played with Black", "7.3", "B",
                     "Games played over the board with the black pieces.", frozenset(), record.black_games,
                     team_score=False), {"black games": "BPG", "games with black": "BPG"})
register(TiebreakDef("BWG", "Games Won with Black", "7.4", "B", "Games won over the board with Black.",
                     frozenset(), record.black_wins, team_score=False),
         {"w+b": "BWG", "wins with black": "BWG", "black wins": "BWG"})
register(TiebreakDef("PS", "Progressive Scores", "7.5", "B",
                     "Sum of the running scores after each round (/Cn drops the first n).",
                     frozenset("C"), record.progressive),
         {"prog": "PS", "progressive": "PS", "progressive score": "PS", "cumulative score": "PS"})
register(TiebreakDef("REP", "Rounds Elected to Play", "7.6", "B",
                     "Rounds minus half-point byes, zero-point byes and forfeit losses.", frozenset(),
                     record.rounds_elected, aliases=("GE",), team_score=False),
         {"games elected": "REP", "rounds elected to play": "REP"})
register(TiebreakDef("STD", "Standard Points", "7.7", "B",
                     "1 / ½ / 0 per round, by comparison with the opponent (or a draw when unplayed).",
                     frozenset(), record.standard_points, since_2026=True),
         {"standard points": "STD"})
register(TiebreakDef("TPN", "Tournament Pairing Number", "7.8", "B",
                     "The starting (pairing) number, lower first (/R: higher first).", frozenset("R"),
                     record.starting_number, ascending=True, aliases=("SNO",), team_score=False,
                     since_2026=True),
         {"starting number": "TPN", "start number": "TPN", "pairing number": "TPN", "start rank": "TPN"})
register(TiebreakDef("BH", "Buchholz", "8.1", "C",
                     "Sum of the opponents' scores; unplayed rounds count a dummy opponent (Art. 16).",
                     _CUT | frozenset("PV"), opponents.buchholz, buchholz_family=True),
         {"buchholz": "BH", "bch": "BH", "buch": "BH", "solkoff": "BH", "med bh": "BH/M1",
          "median bh": "BH/M1", "median buchholz": "BH/M1", "harkness": "BH/M1", "mbh": "BH/M1",
          "bhc1": "BH/C1", "bhc2": "BH/C2", "buchholz cut 1": "BH/C1", "buchholz cut 2": "BH/C2",
          "buchholz cut1": "BH/C1", "bh cut 1": "BH/C1"})
register(TiebreakDef("AOB", "Average of Opponents' Buchholz", "8.2", "C",
                     "Mean Buchholz of the opponents met over the board (/F: their Fore Buchholz).",
                     frozenset("FV"), opponents.average_opponents_buchholz, buchholz_family=True),
         {"average opponents' buchholz": "AOB", "average opponents buchholz": "AOB"})
register(TiebreakDef("FB", "Fore Buchholz", "8.3", "D",
                     "Buchholz as if every final-round game had been drawn.", _CUT | frozenset("PV"),
                     opponents.fore_buchholz, buchholz_family=True),
         {"fore buchholz": "FB", "fore-bh": "FB"})
register(TiebreakDef("SB", "Sonneborn-Berger", "9.1", "B/C",
                     "Sum of each opponent's score times the points scored against them.",
                     _CUT | frozenset("PV"), opponents.sonneborn_berger),
         {"sonneborn-berger": "SB", "sonneborn berger": "SB", "s-b": "SB", "neustadtl": "SB"})
register(TiebreakDef("KS", "Koya System", "9.2", "B/C",
                     "Points scored against opponents with at least 50 % of the maximum score.",
                     frozenset("L"), opponents.koya), {"koya": "KS", "koya system": "KS"})
register(TiebreakDef("ARO", "Average Rating of Opponents", "10.1", "D",
                     "Mean rating of the opponents met over the board, rounded half up.",
                     _CUT | frozenset("UV"), ratings.average_rating, team_score=False, rating_based=True),
         {"aor": "ARO", "average opponent rating": "ARO", "avg rtg opp": "ARO", "aroc": "ARO/C1",
          "aroc1": "ARO/C1", "aroc-1": "ARO/C1"})
register(TiebreakDef("TPR", "Tournament Performance Rating", "10.2", "D/B",
                     "ARO plus the FIDE rating difference for the percentage scored.", frozenset("U"),
                     ratings.performance_rating, team_score=False, rating_based=True),
         {"performance": "TPR", "perf": "TPR", "performance rating": "TPR"})
register(TiebreakDef("PTP", "Perfect Tournament Performance", "10.3", "D/B",
                     "Lowest rating whose expected score against the opponents reaches the score made.",
                     frozenset("U"), ratings.perfect_performance, team_score=False, rating_based=True),
         {"perfect performance": "PTP"})
register(TiebreakDef("APRO", "Average Performance Rating of Opponents", "10.4", "D/C",
                     "Mean TPR of the opponents met over the board.", frozenset("U"),
                     lambda ctx, spec: ratings.opponents_average(ctx, spec, perfect=False),
                     team_score=False, rating_based=True))
register(TiebreakDef("APPO", "Average Perfect Performance of Opponents", "10.5", "D/C",
                     "Mean PTP of the opponents met over the board.", frozenset("U"),
                     lambda ctx, spec: ratings.opponents_average(ctx, spec, perfect=True),
                     team_score=False, rating_based=True))
register(TiebreakDef("RTNG", "Rating", "10.6", "B", "The competitor's own (first) rating, highest first.",
                     frozenset("RU"), ratings.rating, team_score=False, rating_based=True,
                     since_2026=True),
         {"rating": "RTNG", "elo": "RTNG", "initial rating": "RTNG"})
register(TiebreakDef("ABH", "Adjusted score", "16.3", "helper",
                     "The score a competitor counts for as an opponent (reference helper).",
                     frozenset("F"), opponents.adjusted_score, helper=True))

# -- team events (C.07 Articles 11-13) ------------------------------------------------------------
register(TiebreakDef("MPTS", "Match points", "11.1", "primary",
                     "Match points: 2 / 1 / 0 for a won / drawn / lost match unless the event says "
                     "otherwise.",
                     frozenset(), team_tb.match_points, team_only=True, team_score=False, group_label="Team"),
         {"match points": "MPTS"})
register(TiebreakDef("GPTS", "Game points", "11.1", "primary",
                     "Game points: the sum of the team's game results.",
                     frozenset(), team_tb.game_points, team_only=True, team_score=False, group_label="Team"),
         {"game points": "GPTS", "board points": "GPTS"})
register(TiebreakDef("MPVGP", "Secondary score", "13.1", "B",
                     "The score that is not primary: game points in a match-point event, and the reverse.",
                     frozenset(), team_tb.secondary_score, team_only=True, team_score=False,
                     group_label="Team"), {"mpvgp": "MPVGP", "secondary score": "MPVGP"})
for _code, _a, _b in (("EMMSB", "MP", "MP"), ("EMGSB", "MP", "GP"), ("EGMSB", "GP", "MP"),
                      ("EGGSB", "GP", "GP")):
    register(TiebreakDef(
        _code, f"Extended Sonneborn-Berger ({_a} x {_b})", "13.2", "B/C",
        f"Sum over opponents of the opponent's {_a} total times the {_b} scored against that opponent.",
        _CUT | frozenset("PV"), team_tb.extended_sonneborn_berger(_a, _b), team_only=True, team_score=False,
        group_label="Team"))
register(TiebreakDef("BC", "Board Count", "12.1", "B",
                     "Sum of board number x game points scored on that board, lower first; only splits "
                     "teams with equal game points.", frozenset(), team_tb.board_count,
                     order_group=team_tb.board_count_order, ascending=True, team_only=True,
                     team_score=False, group_label="Team"), {"board count": "BC"})
register(TiebreakDef("TBR", "Top Board Result", "12.2", "B",
                     "Game points on board 1, then board 2, ... until the tie is broken.", frozenset(),
                     None, order_group=team_tb.top_board_result, group_values=team_tb.top_board_values,
                     team_only=True, team_score=False, group_label="Team"),
         {"top board result": "TBR", "top board": "TBR"})
register(TiebreakDef("BBE", "Bottom Board Elimination", "12.3", "B",
                     "Game points without the last board, then without the last two, ...", frozenset(),
                     None, order_group=team_tb.bottom_board_elimination,
                     group_values=team_tb.bottom_board_values, team_only=True, team_score=False,
                     group_label="Team"), {"bottom board elimination": "BBE"})
for _code, _steps, _what in (("EDE", "", "alone"), ("EDEC", "C", "then Board Count"),
                             ("EDEBT", "CT", "then Board Count and Top Board Result"),
                             ("EDEBB", "CB", "then Board Count and Bottom Board Elimination"),
                             ("EDET", "T", "then Top Board Result"),
                             ("EDEB", "B", "then Bottom Board Elimination")):
    register(TiebreakDef(
        _code, f"Extended Direct Encounter{'' if not _steps else ' ' + _what}", "13.3", "A",
        "Direct encounter on the primary score, else on the secondary score, again for every smaller "
        f"tie; {_what} for two teams still tied.", frozenset(), None,
        order_group=team_tb.ede_chain(_steps), group_values=team_tb.ede_values, team_only=True,
        team_score=False, group_label="Team"),
        {"extended direct encounter": "EDE"} if not _steps else None)
register(TiebreakDef("SSSC", "Sum of secondary score and Buchholz", "13.4", "C",
                     "Secondary score plus the primary-score Buchholz divided by a divisor (/K<n> to set it; "
                     "/F: Fore Buchholz), rounded to 0.01.", frozenset("KF"), team_tb.sssc, team_only=True,
                     team_score=False, group_label="Team"))
