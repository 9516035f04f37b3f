"""Vega's round pages (``pairs1.html`` …) with its standings page, in the two templates the Hobsons Bay
Chess Club's archive holds (tests/data/real/vega-hbcc-*): the older one writes each player's starting
number and title in the name cell before the name (``<span class="idwhite"> 12 </span>`` …
``Condick,Peter``), the newer one a player box whose starting number is an element of its own
(``<div class="sort-num">``). Byes are named with their value in place of the opponent: ``( bye )`` (the
pairing-allocated bye), ``( half point bye )``, ``( full point bye )``, ``( not paired )``; an adjourned
game's result is ``adj``. The events below are written by hand; every expected value is worked out from
the games written."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from tiebreak.model.tournament import Result, Tournament
from tiebreak.readers import read_paths

_HEAD = (
    "<thead><tr><th>Bo.</th><th>Fed</th><th>White Player</th><th>Pts</th><th>Result</th><th>Pts</th>"
    "<th>Black Player</th><th>Fed</th></tr></thead>"
)


def _old_name(sno: int, name: str, title: str = "", side: str = "white") -> str:
    """A name cell of Vega's older template (as in www2025HobsonsBayHonourableBob/pairs1.html)."""
    mark = f'<span class="title male"> {title}</span>' if title else '<span class="notitle male"> </span>'
    return (
        f'<td class="name"> <span class="id{side}"> {sno} </span>{mark} '
        f'<a href="playercard.html#{sno}"> {name}</a> </td>'
    )


_FED = '<td><img class="shadow" src="flag/vic.png" alt="VIC"></td>'
Side = tuple[int, str, str]


def _old_round(games: list[tuple[Side, str, Side | str]]) -> str:
    rows = []
    for k, (white, result, black) in enumerate(games, 1):
        other = (
            f'<td class="name">{black}</td><td></td>'
            if isinstance(black, str)
            else _old_name(*black, side="black") + _FED
        )
        rows.append(
            f"<tr> <td>{k}</td>{_FED}{_old_name(*white)}<td>0</td>"
            f'<td class="result">{result}</td><td>0</td>{other}</tr>'
        )
    return f'<html><body><table class="table">{_HEAD}<tbody>{"".join(rows)}</tbody></table></body></html>'


def _points(event: Tournament) -> dict[str, Fraction]:
    return {p.name: sum((e.result.unit_result for e in p.rounds), Fraction(0)) for p in event.players}


def _written(tmp_path: Path, pages: list[str]) -> list[Path]:
    """Each round's page as the file ``pairs<round>.html``, as Vega names them."""
    paths = []
    for k, page in enumerate(pages, 1):
        path = tmp_path / f"pairs{k}.html"
        path.write_text(page, encoding="utf-8")
        paths.append(path)
    return paths


def _old_standings(tmp_path: Path, rows: list[tuple[int, str, str]], *, rated: bool = False) -> Path:
    """The older template's standings page: each row's place (its order), starting number, name and
    points (``rated``: with a rating of 0 and no federation, in columns Rtg and Fed)."""
    extra = "<td>0</td><td></td>" if rated else ""
    ranking = "".join(
        f'<tr> <td>{rank}</td><td><span class="idn"> {sno} </span> <span class="notitle male"> </span> '
        f'<a href="playercard.html#{sno}"> {name}</a> </td>{extra}<td class="score"> {pts}</td></tr>'
        for rank, (sno, name, pts) in enumerate(rows, 1)
    )
    heads = " <th>Rtg</th> <th>Fed</th>" if rated else ""
    path = tmp_path / "standings.html"
    path.write_text(
        f'<html><body><table class="table"><thead><tr><th>Pos</th> <th>Player</th>{heads}<th>Pts</th></tr>'
        f"</thead><tbody>{ranking}</tbody></table></body></html>",
        encoding="utf-8",
    )
    return path


ANN, BOB, CY, DI = (1, "Ann,Alice", "CM"), (2, "Bob,Bert", ""), (3, "Cy,Carl", ""), (4, "Di,Dora", "")
ED = (5, "Ed,Emil", "")


def test_older_template_numbers_in_name_cells_and_byes_named_with_their_value(tmp_path: Path) -> None:
    """Round 1: Ann 1-0 Bob, Cy ½-½ Di, Ed ``( bye )`` 1. Round 2: Bob 0-1 Cy, Di 0-1 Ann, Ed
    ``( half point bye )`` ½. Round 3: Ann ½-½ Cy, Ed 1-0 Bob, Di ``( full point bye )`` 1. Ann 2½, Ed 2½,
    Cy 2, Di 1½, Bob 0; each player under the starting number the cells write, Ann's title CM."""
    pages = [
        _old_round([(ANN, "1 - 0", BOB), (CY, "½ - ½", DI), (ED, "1    ", "( bye )")]),
        _old_round([(BOB, "0 - 1", CY), (DI, "0 - 1", ANN), (ED, "½    ", "( half point bye )")]),
        _old_round([(ANN, "½ - ½", CY), (ED, "1 - 0", BOB), (DI, "1    ", "( full point bye )")]),
    ]
    paths = _written(tmp_path, pages)
    standings = _old_standings(
        tmp_path,
        [
            (1, "Ann,Alice", "2.5"),
            (5, "Ed,Emil", "2.5"),
            (3, "Cy,Carl", "2.0"),
            (4, "Di,Dora", "1.5"),
            (2, "Bob,Bert", "0.0"),
        ],
        rated=True,
    )
    event = read_paths([*paths, standings])
    assert _points(event) == {
        "Ann,Alice": Fraction(5, 2),
        "Bob,Bert": 0,
        "Cy,Carl": 2,
        "Di,Dora": Fraction(3, 2),
        "Ed,Emil": Fraction(5, 2),
    }
    assert {p.sno: p.name for p in event.players} == {
        1: "Ann,Alice",
        2: "Bob,Bert",
        3: "Cy,Carl",
        4: "Di,Dora",
        5: "Ed,Emil",
    }
    assert event.player(1).title == "CM"
    ed, di = event.player(5), event.player(4)
    assert [e.result for e in ed.rounds] == [Result.PAB, Result.HALF_BYE, Result.WIN]
    assert di.rounds[2].result is Result.FULL_BYE  # named so: no pairing-allocated bye


def _box(sno: int, name: str, rating: int = 0) -> str:
    """A player box of Vega's newer template (as in www2025HobsonsBayJulyRapid/pairs1.html)."""
    return (
        f'<td><div class="player-container"><a href="playercard.html#{sno}"></a><div class="player-name-box2">'
        f'<span>{name}</span></div><div class="player-data-box"><div class="sort-num"> {sno}</div>'
        f'<div class="title-box"><div class="notitle2 male">-</div></div><div class="rating">{rating}</div>'
        '<div class="fed"></div></div></div></td>'
    )


def _box_standings(tmp_path: Path, rows: list[tuple[int, str, str]]) -> Path:
    """The newer template's standings page: each row's place (its order), player box (starting number,
    name) and points."""
    ranking = "".join(
        f'<tr><td>{k}</td>{_box(sno, name)}<td class="score">{pts}</td></tr>'
        for k, (sno, name, pts) in enumerate(rows, 1)
    )
    path = tmp_path / "standings.html"
    path.write_text(
        f"<html><body><table><tr><th>Pos</th><th>Player</th><th>Pts</th></tr>{ranking}</table></body></html>",
        encoding="utf-8",
    )
    return path


def test_newer_template_players_numbered_by_their_boxes_not_by_their_names(tmp_path: Path) -> None:
    """Two players of one surname (``Nguyen,Lucas`` 33, ``Nguyen,Tuan Kiet`` 18, as in the July Rapid 2025):
    round 1 Nguyen,Tuan Kiet 1-0 Doe (1), Roe (2) 1-0 Nguyen,Lucas. The event numbers each player as his box
    does, so the standings page's rows (numbered by the boxes too) find their players; each rating is his
    box's (738, 1500, 1400; Lucas's 0, unrated)."""
    games = [
        ((18, "Nguyen,Tuan Kiet", 738), "1 - 0", (1, "Doe,Jo", 1500)),
        ((2, "Roe,Al", 1400), "1 - 0", (33, "Nguyen,Lucas", 0)),
    ]
    rows = "".join(
        f'<tr><td>{k}</td>{_box(*w)}<td>0</td><td class="result">{r}</td><td>0</td>{_box(*b)}</tr>'
        for k, (w, r, b) in enumerate(games, 1)
    )
    pairs = tmp_path / "pairs1.html"
    head = (
        "<thead><tr><th>Bo.</th><th>White Player</th><th>Pts</th><th>Result</th><th>Pts</th>"
        "<th>Black Player</th></tr></thead>"
    )
    pairs.write_text(
        f"<html><body><table>{head}<tbody>{rows}</tbody></table></body></html>", encoding="utf-8"
    )
    standings = _box_standings(
        tmp_path,
        [
            (18, "Nguyen,Tuan Kiet", "1.0"),
            (2, "Roe,Al", "1.0"),
            (1, "Doe,Jo", "0.0"),
            (33, "Nguyen,Lucas", "0.0"),
        ],
    )
    event = read_paths([pairs, standings])
    assert {p.sno: p.name for p in event.players} == {
        1: "Doe,Jo",
        2: "Roe,Al",
        18: "Nguyen,Tuan Kiet",
        33: "Nguyen,Lucas",
    }
    assert event.player(33).rounds[0].opponent == 2 and event.player(18).rounds[0].opponent == 1
    assert [event.player(n).rating for n in (18, 1, 2)] == [738, 1500, 1400]
    assert not event.player(33).rating


def test_adjourned_game_reads_as_a_game_without_a_result(tmp_path: Path) -> None:
    """Round 1: Ann 1-0 Bob, Cy ``adj`` Di (adjourned, no result yet). Read alone (no ranking to tell
    the result), the adjourned game's players are unpaired in the round, with a warning naming them."""
    pairs = tmp_path / "pairs1.html"
    pairs.write_text(_old_round([(ANN, "1 - 0", BOB), (CY, " adj ", DI)]), encoding="utf-8")
    event = read_paths([pairs])
    assert _points(event) == {"Ann,Alice": 1, "Bob,Bert": 0, "Cy,Carl": 0, "Di,Dora": 0}
    assert event.player(3).entry(1).result is Result.NOT_PAIRED
    assert any("Cy,Carl - Di,Dora has no result" in d.message for d in event.diagnostics)


def test_round_pages_numbered_before_a_late_entry_are_read_by_the_players_names(tmp_path: Path) -> None:
    """Vega numbers each round's page as the event stood when it was written (www2025HobsonsBayWesternSwiss:
    Kostakakis is 10 in round 1, 11 from round 2 on). Round 1: Doe (1) 1-0 Roe (2); Ace enters in round 2 and
    takes number 1: Doe (2) 0-1 Ace (1), Roe (3) ``( bye )`` 1. The boxes' numbers differ between the pages, so
    the names tell the players apart; the standings page's numbers (the final ones) number them: Ace 1,
    Doe 2, Roe 3, with 1 point each."""
    head = (
        "<thead><tr><th>Bo.</th><th>White Player</th><th>Pts</th><th>Result</th><th>Pts</th>"
        "<th>Black Player</th></tr></thead>"
    )
    rounds = [
        f'<tr><td>1</td>{_box(1, "Doe,Jo")}<td>0</td><td class="result">1 - 0</td><td>0</td>{_box(2, "Roe,Al")}</tr>',
        f'<tr><td>1</td>{_box(2, "Doe,Jo")}<td>1</td><td class="result">0 - 1</td><td>0</td>{_box(1, "Ace,Ann")}</tr>'
        f'<tr><td>2</td>{_box(3, "Roe,Al")}<td>0</td><td class="result">1    </td><td>0</td>'
        '<td class="name">( bye )</td></tr>',
    ]
    paths = []
    for k, rows in enumerate(rounds, 1):
        path = tmp_path / f"pairs{k}.html"
        path.write_text(
            f"<html><body><table>{head}<tbody>{rows}</tbody></table></body></html>", encoding="utf-8"
        )
        paths.append(path)
    standings = _box_standings(tmp_path, [(1, "Ace,Ann", "1.0"), (2, "Doe,Jo", "1.0"), (3, "Roe,Al", "1.0")])
    event = read_paths([*paths, standings])
    assert {p.sno: p.name for p in event.players} == {1: "Ace,Ann", 2: "Doe,Jo", 3: "Roe,Al"}
    assert _points(event) == {"Ace,Ann": 1, "Doe,Jo": 1, "Roe,Al": 1}
    assert event.player(3).rounds[1].result is Result.PAB


def test_a_name_corrected_between_rounds_is_one_player_and_a_withdrawal_mark_is_no_other(
    tmp_path: Path,
) -> None:
    """As in wwwHobsonsBayCup2024: number 7 is ``Saha,Arjun`` in round 1 and ``Saha,Avinandan (Arjun)``
    from round 2 on; the standings page marks him withdrawn, ``Saha,Avinandan (Arjun) (W)``. Round 1:
    Saha 0-1 Ann; round 2: Saha ``( half point bye )`` ½, Ann ``( bye )`` 1. Two players: Ann 2, Saha ½
    (named as the standings page names him, mark and all)."""
    saha1, saha2 = (7, "Saha,Arjun", ""), (7, "Saha,Avinandan (Arjun)", "")
    pages = [
        _old_round([(saha1, "0 - 1", ANN)]),
        _old_round([(saha2, "½    ", "( half point bye )"), (ANN, "1    ", "( bye )")]),
    ]
    paths = _written(tmp_path, pages)
    standings = _old_standings(tmp_path, [(1, "Ann,Alice", "2.0"), (7, "Saha,Avinandan (Arjun) (W)", "0.5")])
    event = read_paths([*paths, standings])
    assert _points(event) == {"Ann,Alice": 2, "Saha,Avinandan (Arjun) (W)": Fraction(1, 2)}
    assert event.player(7).rounds[1].result is Result.HALF_BYE


def test_a_name_written_without_its_accents_later_is_one_player(tmp_path: Path) -> None:
    """As a Czech club's Vega pages (Duras memorial 2023): number 4 is ``Štefan,Tomáš`` in round 1 and
    ``Stefan,Tomas`` after (before: refused, ``starting number 4 names …``, --lenient too). Round 1:
    Štefan 1-0 Ann; round 2: Ann 1-0 Stefan. Two players, 1 point each (named as the standings)."""
    pages = [
        _old_round([((4, "Štefan,Tomáš", ""), "1 - 0", ANN)]),
        _old_round([(ANN, "1 - 0", (4, "Stefan,Tomas", ""))]),
    ]
    standings = _old_standings(tmp_path, [(1, "Ann,Alice", "1.0"), (4, "Stefan,Tomas", "1.0")])
    event = read_paths([*_written(tmp_path, pages), standings])
    assert _points(event) == {"Ann,Alice": 1, "Stefan,Tomas": 1}
    assert any("accents aside" in d.message for d in event.diagnostics)


def _pgn(rnd: int, games: list[tuple[str, str, str]]) -> str:
    """Vega's PGN export of a round (as in wwwHobsonsBayCup2024/Hobsons Bay Cup 20241.pgn): no moves."""
    return "".join(
        f'[Event "Cup"]\n[Round "{rnd}.{k}"]\n[White "{w}"]\n[Black "{b}"]\n[Result "{r}"]\n\n{r}\n\n'
        for k, (w, r, b) in enumerate(games, 1)
    )


def test_round_files_naming_a_player_two_ways_are_one_player_of_the_ranking(tmp_path: Path) -> None:
    """Vega's PGN files give no starting numbers: round 1 writes ``Saha,Arjun``, round 2 the corrected
    ``Saha,Avinandan (Arjun)``, and the standings page ``Saha,Avinandan (Arjun) (W)``. Round 1: Saha 0-1
    Ann, Bob 1-0 Cy; round 2: Ann ½-½ Bob, Cy 0-1 Saha. Four players: Ann 1½, Bob 1½, Saha 1, Cy 0."""
    r1, r2 = tmp_path / "cup1.pgn", tmp_path / "cup2.pgn"
    r1.write_text(
        _pgn(1, [("Saha,Arjun", "0-1", "Ann,Alice"), ("Bob,Bert", "1-0", "Cy,Carl")]), encoding="utf-8"
    )
    r2.write_text(
        _pgn(2, [("Ann,Alice", "1/2-1/2", "Bob,Bert"), ("Cy,Carl", "0-1", "Saha,Avinandan (Arjun)")]),
        encoding="utf-8",
    )
    standings = _old_standings(
        tmp_path,
        [
            (1, "Ann,Alice", "1.5"),
            (2, "Bob,Bert", "1.5"),
            (3, "Saha,Avinandan (Arjun) (W)", "1.0"),
            (4, "Cy,Carl", "0.0"),
        ],
    )
    event = read_paths([r1, r2, standings])
    assert _points(event) == {
        "Ann,Alice": Fraction(3, 2),
        "Bob,Bert": Fraction(3, 2),
        "Saha,Avinandan (Arjun) (W)": 1,
        "Cy,Carl": 0,
    }
    assert len(event.player(3).rounds) == 2


def test_a_php_page_names_its_round_above_an_include(tmp_path: Path) -> None:
    """Vega's PHP export puts ``<?php include("pairing.php"); ?>`` between a round's heading and its table
    (vegashare's Best in the West 2025): a processing instruction, no text of the page, so the heading
    names the round (before: each page warned ``no round named above this pairing list``)."""
    pages = [_old_round([(ANN, "1 - 0", BOB)]), _old_round([(BOB, "½ - ½", ANN)])]
    paths = []
    for k, page in enumerate(pages, 1):
        head = f'<h5>Pairing of round {k}</h5><div>\n<?php include("pairing.php"); ?>\n</div>'
        path = tmp_path / f"pairs{k}.php"
        path.write_text(page.replace("<body>", "<body>" + head, 1), encoding="utf-8")
        paths.append(path)
    event = read_paths(paths)
    assert _points(event) == {"Ann,Alice": 1.5, "Bob,Bert": 0.5}
    assert not any("no round named" in d.message for d in event.diagnostics)
