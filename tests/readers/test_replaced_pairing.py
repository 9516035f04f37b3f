"""A crosstable cell that names an opponent without a result while the opponent's row names another
opponent that round: a pairing replaced before the game (SwissPerfect's ``10: `` in a club's blitz
championship of 2017 whose round 9 the organiser re-paired; the page's standings count that round 0 for
the player). Read as a round without a game, no points, with a warning naming both rows.

The table below is made up in SwissPerfect's text form (``4:W`` a win against 4, `` :W`` a bye). Expected
by hand from its cells: round 3 pairs Anna-Cara (1-0) and Dan-Eve (1-0); Bert's ``4: `` is the pairing
replaced. Points: Anna 1 + ½ + 1 = 2½, Eve 1 + 1 (two byes) + 0 = 2, Bert 1 + ½ + nothing = 1½, Cara 0 +
1 + 0 = 1, Dan 0 + 0 + 1 = 1.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

import tiebreak
from tiebreak.model.errors import ParseError, Severity
from tiebreak.model.tournament import Result

TABLE = """No  Name                    Feder Rtg   1    2    3

1.  Alpha, Anna                   2000  4:W  2:D  3:W
2.  Beta, Bert                    1900  3:W  1:D  4:
3.  Gamma, Cara                   1800  2:L  4:W  1:L
4.  Delta, Dan                    1700  1:L  3:L  5:W
5.  Eps, Eve                      1600   :W   :W  4:L
"""


def test_a_pairing_replaced_before_the_game_is_a_round_without_a_game() -> None:
    t = tiebreak.read_text(TABLE, source="korstabell.txt")
    bert = next(p for p in t.players if p.name == "Beta, Bert")
    third = [e for e in bert.rounds if e.round == 3]  # a round not paired: none, or one without a game
    assert all((e.opponent, e.result) == (None, Result.NOT_PAIRED) for e in third)
    dan = next(p for p in t.players if p.name == "Delta, Dan")
    eve = next(p for p in t.players if p.name == "Eps, Eve")
    assert dan.rounds[2].opponent == eve.sno and dan.rounds[2].result is Result.WIN
    standings = tiebreak.compute_standings(t, [], tiebreak.Options(rules=tiebreak.Rules("2026")))
    assert {r.name: r.points for r in standings.rows} == {
        "Alpha, Anna": Fraction(5, 2),
        "Eps, Eve": Fraction(2),
        "Beta, Bert": Fraction(3, 2),
        "Gamma, Cara": Fraction(1),
        "Delta, Dan": Fraction(1),
    }
    said = [d for d in t.diagnostics if "pairing replaced" in d.message]
    assert len(said) == 1 and said[0].severity is Severity.WARNING and said[0].line == 4
    assert "names opponent 4 without a result" in said[0].message and "names opponent 5" in said[0].message


def test_a_game_without_a_result_both_rows_name_is_still_one_not_finished() -> None:
    """Bert and Dan both name each other without a result: a game not finished, not a replaced pairing
    (it counts in Buchholz and scores nothing yet)."""
    both = TABLE.replace("1600   :W   :W  4:L", "1600   :W   :W   :").replace(
        "1700  1:L  3:L  5:W", "1700  1:L  3:L  2:"
    )
    t = tiebreak.read_text(both, source="korstabell.txt")
    bert = next(p for p in t.players if p.name == "Beta, Bert")
    assert bert.rounds[2].opponent == next(p.sno for p in t.players if p.name == "Delta, Dan")
    assert not [d for d in t.diagnostics if "pairing replaced" in d.message]


def test_a_cell_with_a_result_whose_opponent_names_someone_else_is_still_refused() -> None:
    clash = TABLE.replace("1900  3:W  1:D  4:", "1900  3:W  1:D  4:W")
    with pytest.raises(ParseError, match="plays 4, but the row of"):
        tiebreak.read_text(clash, source="korstabell.txt")
