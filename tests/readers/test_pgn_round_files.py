"""An event published as one PGN file a round (as Vega exports each round: ``[Round "2.1"]``, the game's
board after the dot, no moves) with the organiser's standings page, whose name cells write the starting
number and title before each name (``5 Hogan,Steven``, ``2 WIM Szuveges,Narelle S``); and a name spelled
with other spaces in one game (``Butler, Julian`` / ``Butler,Julian``). The fixtures are written by hand
in those forms; the expected values are counted from them."""

from __future__ import annotations

from fractions import Fraction as F
from pathlib import Path

import pytest

from tiebreak import Options, Rules, compute_standings, read_text
from tiebreak.checking.check import check_published
from tiebreak.formats.published import read_published
from tiebreak.model.tournament import Tournament
from tiebreak.readers import read_paths


def _game(rnd: str, white: str, black: str, result: str) -> str:
    return (
        f'[Event "Club Quad"]\n[Site "Club AUS"]\n[Date "2025.05.06"]\n[Round "{rnd}"]\n'
        f'[White "{white}"]\n[WhiteFideId "0"]\n[Black "{black}"]\n[BlackFideId "0"]\n'
        f'[Result "{result}"]\n[PlyCount "0"]\n[EventDate "2025.05.06"]\n\n * \n\n'
    )


# A round robin of 4 in three round files (the movetext of each game is Vega's lone ' * ').
#   R1 Hogan 1-0 Ilic, Szuveges ½ Enano
#   R2 Ilic 0-1 Szuveges, Enano 0-1 Hogan
#   R3 Hogan ½ Szuveges, Ilic 1-0 Enano
# Points: Hogan 1 + 1 + ½ = 2.5, Szuveges ½ + 1 + ½ = 2, Ilic 0 + 0 + 1 = 1, Enano ½ + 0 + 0 = 0.5
ROUNDS = (
    _game("1.1", "Hogan,Steven", "Ilic,Milan", "1-0")
    + _game("1.2", "Szuveges,Narelle S", "Enano,Ronald", "1/2-1/2"),
    _game("2.1", "Ilic,Milan", "Szuveges,Narelle S", "0-1")
    + _game("2.2", "Enano,Ronald", "Hogan,Steven", "0-1"),
    _game("3.1", "Hogan,Steven", "Szuveges,Narelle S", "1/2-1/2")
    + _game("3.2", "Ilic,Milan", "Enano,Ronald", "1-0"),
)
STANDINGS = """<html><body><h3>Standings at round 3</h3><table>
<thead><tr><th>Pos</th> <th>Player</th> <th>Rtg</th> <th>Pts</th> <th>WIN</th></tr></thead><tbody>
<tr><td>1</td><td><span class="idn"> 3 </span> <span> </span> <a href="playercard.html#3"> Hogan,Steven</a></td>
<td>1494</td><td>2.5</td><td>2</td></tr>
<tr><td>2</td><td><span class="idn"> 1 </span> <span> WIM</span> <a href="playercard.html#1"> Szuveges,Narelle S</a></td>
<td>1556</td><td>2.0</td><td>1</td></tr>
<tr><td>3</td><td><span class="idn"> 4 </span> <span> </span> <a href="playercard.html#4"> Ilic,Milan</a></td>
<td>1541</td><td>1.0</td><td>1</td></tr>
<tr><td>4</td><td><span class="idn"> 2 </span> <span> </span> <a href="playercard.html#2"> Enano,Ronald</a></td>
<td>1572</td><td>0.5</td><td>0</td></tr>
</tbody></table></body></html>
"""


POINTS = {"Hogan,Steven": F(5, 2), "Szuveges,Narelle S": F(2), "Ilic,Milan": F(1), "Enano,Ronald": F(1, 2)}
"""Each player's points, counted from the games above."""


def _files(tmp_path: Path) -> list[Path]:
    paths = []
    for i, text in enumerate(ROUNDS, start=1):
        path = tmp_path / f"Club Quad{i}.pgn"
        path.write_text(text, encoding="utf-8")
        paths.append(path)
    ranking = tmp_path / "standings.html"
    ranking.write_text(STANDINGS, encoding="utf-8")
    return [*paths, ranking]


def _points(t: Tournament) -> dict[str, F]:
    return {r.name: r.points for r in compute_standings(t, [], Options(rules=Rules("2024"))).rows}


def test_standings_name_cells_with_their_starting_number_and_title() -> None:
    published = read_published(STANDINGS, source="standings.html")
    assert [(r.sno, r.name) for r in published.rows] == [
        (3, "Hogan,Steven"),
        (1, "Szuveges,Narelle S"),
        (4, "Ilic,Milan"),
        (2, "Enano,Ronald"),
    ]
    assert any("every name starts with a number" in d.message for d in published.diagnostics)


def test_round_files_with_the_standings_read_and_agree(tmp_path: Path) -> None:
    event = read_paths(_files(tmp_path))
    assert event.rounds == 3
    assert _points(event) == POINTS
    report = check_published(
        event, read_published(STANDINGS, source="standings.html"), options=Options(rules=Rules("2024"))
    )
    ranks, points, values = report.checked
    assert (ranks, points, values) == (4, 4, 4)
    assert all(c.status == "agrees" for c in report.cells)


def test_a_rank_written_again_before_each_name_is_no_starting_number() -> None:
    text = STANDINGS.replace('<span class="idn"> 3 </span>', '<span class="idn"> 1 </span>')
    text = text.replace('<span class="idn"> 1 </span> <span> WIM', '<span class="idn"> 2 </span> <span> WIM')
    text = text.replace('<span class="idn"> 4 </span>', '<span class="idn"> 3 </span>')
    text = text.replace(
        '<span class="idn"> 2 </span> <span> </span> <a href="playercard.html#2">',
        ('<span class="idn"> 4 </span> <span> </span> <a href="playercard.html#2">'),
    )
    text = text.replace('href="playercard.html#', 'href="card.html?')
    published = read_published(text, source="standings.html")
    assert [(r.sno, r.name) for r in published.rows] == [
        (None, "Hogan,Steven"),
        (None, "Szuveges,Narelle S"),
        (None, "Ilic,Milan"),
        (None, "Enano,Ronald"),
    ]


@pytest.mark.parametrize("other", ["Butler, Julian", "butler,julian", "Butler ,  Julian"])
def test_a_name_written_with_other_spaces_or_capitals_is_one_player(other: str) -> None:
    text = _game("1", "Butler,Julian", "Clerk,Max", "1-0") + _game("2", "Clerk,Max", other, "1/2-1/2")
    event = read_text(text)
    assert [p.name for p in event.players] == ["Butler,Julian", "Clerk,Max"]
    assert _points(event) == {"Butler,Julian": F(3, 2), "Clerk,Max": F(1, 2)}
    notes = [(d.line, d.column, d.message) for d in event.diagnostics]
    assert any(  # game 2's Black tag: line 21, its value at column 9
        (line, column) == (21, 9) and f"round 2: {other!r} read as 'Butler,Julian' (line 1)" in message
        for line, column, message in notes
    ), notes


# The same event's crosstable (places, starting numbers, each round's opponent, colour and result):
# what a user may give with the round files instead of the standings page.
CROSSTABLE = """<html><body><h3>Cross table at round 3</h3><table>
<tr><th>Rk</th><th>SNo</th><th>Name</th><th>Rtg</th><th>1.Rd</th><th>2.Rd</th><th>3.Rd</th><th>Pts</th></tr>
<tr><td>1</td><td>3</td><td>Hogan,Steven</td><td>1494</td><td>4w1</td><td>2b1</td><td>1w½</td><td>2.5</td></tr>
<tr><td>2</td><td>1</td><td>Szuveges,Narelle S</td><td>1556</td><td>2w½</td><td>4b1</td><td>3b½</td><td>2</td></tr>
<tr><td>3</td><td>4</td><td>Ilic,Milan</td><td>1541</td><td>3b0</td><td>1w0</td><td>2w1</td><td>1</td></tr>
<tr><td>4</td><td>2</td><td>Enano,Ronald</td><td>1572</td><td>1b½</td><td>3w0</td><td>4b0</td><td>0.5</td></tr>
</table></body></html>
"""


def test_round_files_with_a_crosstable_as_their_ranking(tmp_path: Path) -> None:
    """The round files with the crosstable page: its names, places and points are the ranking the
    games are read with (before: 'no ranking in the file(s) given with the PGN file')."""
    crosstable = tmp_path / "crosstable.html"
    crosstable.write_text(CROSSTABLE, encoding="utf-8")
    event = read_paths([*_files(tmp_path)[:-1], crosstable])
    assert sorted((p.sno, p.name, p.rating, p.declared_rank) for p in event.players) == [
        (1, "Szuveges,Narelle S", 1556, 2),
        (2, "Enano,Ronald", 1572, 4),
        (3, "Hogan,Steven", 1494, 1),
        (4, "Ilic,Milan", 1541, 3),
    ]
    assert _points(event) == POINTS
    report = check_published(
        event, read_published(CROSSTABLE, source="crosstable.html"), options=Options(rules=Rules("2024"))
    )
    assert report.checked[:2] == (4, 4) and all(c.status == "agrees" for c in report.cells)


def test_names_the_games_write_with_umlauts_spelled_out_match_the_ranking(tmp_path: Path) -> None:
    """A German club's games write umlauts out and leave off a doctor's title (``Goerlach, Hanna``,
    ``Eisenbach, Markus``) where its ranking writes them (``Görlach, Hanna``, ``Eisenbach, Markus, Dr.``):
    one player each, with a note (before: 'has no entry in the ranking … not of one event')."""
    games = (
        ROUNDS[0].replace("Hogan,Steven", "Goerlach, Hanna").replace("Ilic,Milan", "Eisenbach, Markus")
        + ROUNDS[1].replace("Hogan,Steven", "Goerlach, Hanna").replace("Ilic,Milan", "Eisenbach, Markus")
        + ROUNDS[2].replace("Hogan,Steven", "Goerlach, Hanna").replace("Ilic,Milan", "Eisenbach, Markus")
    )
    pgn = tmp_path / "games.pgn"
    pgn.write_text(games, encoding="utf-8")
    ranking = tmp_path / "standings.html"
    ranking.write_text(
        STANDINGS.replace("Hogan,Steven", "Görlach, Hanna").replace("Ilic,Milan", "Eisenbach, Markus, Dr."),
        encoding="utf-8",
    )
    event = read_paths([pgn, ranking])
    points = {r.name: r.points for r in compute_standings(event, [], Options(rules=Rules("2024"))).rows}
    assert points == {
        "Görlach, Hanna": F(5, 2),
        "Szuveges,Narelle S": F(2),
        "Eisenbach, Markus, Dr.": F(1),
        "Enano,Ronald": F(1, 2),
    }
    said = [d.message for d in event.diagnostics]
    assert any("'Goerlach, Hanna'" in m and "umlauts written out" in m for m in said)
    assert any("'Eisenbach, Markus'" in m and "'Eisenbach, Markus, Dr.'" in m for m in said)


def test_a_fide_id_named_two_ways_is_one_player_named_as_most_games_name_him(tmp_path: Path) -> None:
    """Vega's round-1 file of the Hobsons Bay Cup Juniors 2025 spells a junior ``Vemula, Thamogna``, the
    other rounds and the standings ``Vemula, Thamoghna``, every game with his FIDE id. Here in the quad's
    form: Ilic's id written in every game, his round-1 name spelled ``Illic,Milan``. Before, the player
    took the first name written and the standings' ``Ilic,Milan`` matched no one (refused: not one
    event); now he is named as two games of three name him, with a note, and every value agrees."""
    with_ids = [
        text.replace(
            '[White "Ilic,Milan"]\n[WhiteFideId "0"]', '[White "Ilic,Milan"]\n[WhiteFideId "3291251"]'
        ).replace('[Black "Ilic,Milan"]\n[BlackFideId "0"]', '[Black "Ilic,Milan"]\n[BlackFideId "3291251"]')
        for text in ROUNDS
    ]
    with_ids[0] = with_ids[0].replace('[Black "Ilic,Milan"]', '[Black "Illic,Milan"]')
    files = _files(tmp_path)
    for path, text in zip(files, with_ids, strict=False):
        path.write_text(text, encoding="utf-8")
    event = read_paths(files)
    assert _points(event) == POINTS
    assert any(
        "the FIDE id 3291251 is named 'Ilic,Milan' in 2 game(s) and 'Illic,Milan' (1) in others" in d.message
        for d in event.diagnostics
    )
    report = check_published(
        event, read_published(STANDINGS, source="standings.html"), options=Options(rules=Rules("2024"))
    )
    assert all(c.status == "agrees" for c in report.cells)
