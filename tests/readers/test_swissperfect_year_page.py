"""A club's page of SwissPerfect exports, one event after another (a year's weekly blitz events: each a
``Standings`` and a ``Cross Table`` in ``<pre>`` blocks), the same members playing in several. The page
below is invented in that form: two events of three players (Anna plays in both), no rating in the
cross tables' rows (the ``Rtg`` heading over an empty column, two blanks before round 1's heading), byes
written ``0:W``. Event 1: Anna beats Bert, draws Cara (1½); Bert 0 and a bye (1); Cara a bye and the
draw (1½). Event 2: Dora beats Anna, Anna beats Emil (1); Dora 1 and a bye (2); Emil a bye (1)."""

from __future__ import annotations

from fractions import Fraction

from tiebreak.readers import ReadOptions, read_text
from tiebreak.readers.tables import parse_columns


def _cross(rows: list[tuple[int, str, str, str]]) -> str:
    head = f"{'No':<3}{'Name':<20}{'Feder':<6}{'Rtg':<5}{'1':<5}{'2':<5}".rstrip()
    lines = [f"{n:<3}{name:<20}{'':<6}{'':<5}{a:<5}{b:<5}".rstrip() for n, name, a, b in rows]
    return "<h2>Cross Table</h2><pre>\n" + "\n".join([head, "", *lines]) + "\n</pre>\n"


def _standings(rows: list[tuple[str, str, str]]) -> str:
    lines = [f"{place:<6}{name:<20}{score:>5}   {bh:>5}" for place, name, score, bh in rows]
    return (
        "<h2>Standings</h2><pre>\nPlace Name                Score   Buch.\n" + "\n".join(lines) + "\n</pre>\n"
    )


PAGE = (
    "<html><head><title>Blixt 2014</title></head><body><h1>SeniorSchack Blixt 2014</h1>\n"
    + _standings(
        [("1-2", "Anna, A", "1.5", "2.5"), ("1-2", "Cara, C", "1.5", "2.5"), ("3", "Bert, B", "1.0", "1.5")]
    )
    + _cross([(1, "Anna, A", "2:W", "3:D"), (2, "Bert, B", "1:L", "0:W"), (3, "Cara, C", "0:W", "1:D")])
    + _standings(
        [("1", "Dora, D", "2.0", "1.0"), ("2-3", "Anna, A", "1.0", "3.0"), ("2-3", "Emil, E", "1.0", "2.0")]
    )
    + _cross([(1, "Anna, A", "2:L", "3:W"), (2, "Dora, D", "1:W", "0:W"), (3, "Emil, E", "0:W", "1:L")])
    + "</body></html>\n"
)


def _points(text: str, options: ReadOptions | None = None) -> dict[str, Fraction]:
    event = read_text(text, source="blixt.htm", options=options or ReadOptions())
    return {p.name: sum((e.result.unit_result for e in p.rounds), Fraction(0)) for p in event.players}


def test_the_page_holds_two_events_the_first_read_with_a_warning() -> None:
    event = read_text(PAGE, source="blixt.htm")
    assert event.name == "SeniorSchack Blixt 2014"  # not the standings' last row ('3 Bert, B 1.0 1.5')
    assert {p.name for p in event.players} == {"Anna, A", "Bert, B", "Cara, C"}
    assert any("this page holds 2 events" in d.message for d in event.diagnostics)
    assert _points(PAGE) == {"Anna, A": Fraction(3, 2), "Bert, B": Fraction(1), "Cara, C": Fraction(3, 2)}


def test_the_second_event_by_its_number() -> None:
    options = ReadOptions(columns=parse_columns("group=2"))
    assert _points(PAGE, options) == {"Anna, A": Fraction(1), "Dora, D": Fraction(2), "Emil, E": Fraction(1)}


def test_a_game_paired_without_a_result_that_the_opponent_does_not_name_is_a_round_without_a_game() -> None:
    """``3:`` (paired, no result) where the opponent's row names someone else in that round: a pairing
    the organiser replaced before the game, read as a round without a game, no points, with a warning
    naming both rows (SwissPerfect's ``10:`` in SrS Blixt-KM 2017, whose standings count that round 0;
    before: refused). Bert: his loss to Anna, then no game: 0."""
    page = PAGE.replace("0:W", "3:", 1)  # Bert's round-2 bye, now 'paired with Cara', who drew Anna
    t = read_text(page, source="blixt.htm")
    bert = next(p for p in t.players if p.name == "Bert, B")
    assert all(e.opponent is None for e in bert.rounds if e.round == 2)
    assert _points(page) == {"Anna, A": Fraction(3, 2), "Bert, B": Fraction(0), "Cara, C": Fraction(3, 2)}
    said = [d.message for d in t.diagnostics if "pairing replaced" in d.message]
    assert len(said) == 1 and "names opponent 3 without a result" in said[0] and "names opponent 1" in said[0]
