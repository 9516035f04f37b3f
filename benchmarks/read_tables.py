"""Reading by content: a 2 MB page, paste or workbook, from its bytes to the event (target < 1 s).

    python benchmarks/read_tables.py [--size 2000000] [--runs 3] [--only chess,vega]

Each input holds one Swiss crosstable (9 rounds, as many players as fill the size) under headings
the heading table does not know (``Teilnehmer-Nr``, ``Spieler``, ``Feder``), so that the format readers
find no table they know and the columns are told by their values, as :mod:`tiebreak.readers.tables`
and :mod:`tiebreak.readers.content` do for a page never seen before. The forms: an HTML page (a
``<table>``), a SwissPerfect-style ``<pre>`` block, text aligned with blanks (a browser copy) and an
``.xlsx`` workbook (chess-results' "Excel" button; read with the ``xlsx`` extra, written here with
openpyxl when it is installed). The table shows the
median and best wall time of ``--runs`` reads of each, the best CPU time (``time.process_time``) and
that per MB, the same with the garbage collector paused (``paused``: as the command line and the web
server's compute workers read, :func:`tiebreak.model.runtime.paused_gc`), and first the same HTML page
with headings the web-page reader knows (``SNo Name FED Rtg … Pts.``): what reading cost before reading
by content. The others spend 140-230 bytes a player, a worst case no real publication comes near; the
``Vega page`` row is a page with a real page's markup (:func:`vega_page`), so that 2 MB of it holds
the players a real 2 MB page holds. The last column, ``standings``, is the whole of ``tiebreak standings
FILE`` once the command has started (:func:`standings_of`): the file read, the ranking it publishes read
and checked, the standings ranked and printed.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import statistics
import tempfile
import time
from collections.abc import Callable

from tiebreak.cli import main as cli_main
from tiebreak.model.runtime import paused_gc
from tiebreak.readers import decode_input, read_text

ROUNDS = 9


def _rows(players: int) -> list[list[str]]:
    """A consistent Swiss crosstable: in round r, player k meets player k ^ (1 << (r % 12)) shifted, a
    pairing that is its own inverse, so that both rows of every game agree."""
    rows = []
    for k in range(players):
        cells = []
        score = 0
        for r in range(ROUNDS):
            step = 1 << r
            opp = k ^ step
            if opp >= players:
                cells.append("-1")
                score += 2
                continue
            white = (k // step) % 2 == 0
            won = (k + r) % 3 == 0 if white else (opp + r) % 3 != 0
            draw = (min(k, opp) + r) % 3 == 1
            res = "½" if draw else ("1" if won else "0")
            score += 1 if draw else (2 if won else 0)
            cells.append(f"{opp + 1}{'w' if white else 'b'}{res}")
        rating = 2600 - (k % 1500)
        rows.append(
            [
                str(k + 1),
                f"Spieler{k:06d}, Vorname",
                "GER",
                str(rating),
                *cells,
                f"{score // 2}{'.5' if score % 2 else ''}",
            ]
        )
    return rows


HEAD = ["Teilnehmer-Nr", "Spieler", "Feder", "Wertung", *(f"R{r + 1}" for r in range(ROUNDS)), "Summe"]


def _fit(size: int, render: Callable[[list[list[str]]], str]) -> str:
    """The rendering of as many players as make it ``size`` characters."""
    one = len(render(_rows(8))) / 8
    players = max(8, int(size / one))
    text = render(_rows(players))
    for _ in range(3):  # the columns widen with the players' numbers: fitted again to the size asked
        if abs(len(text) - size) < size * 0.02:
            break
        players = max(8, int(players * size / len(text)))
        text = render(_rows(players))
    return text


def html_page(rows: list[list[str]]) -> str:
    cells = "".join(f"<th>{h}</th>" for h in HEAD)
    body = "\n".join("<tr>" + "".join(f"<td>{c}</td>" for c in r) + "</tr>" for r in rows)
    menu = "<table><tr><td>Home</td><td>Results</td></tr></table>\n"
    return (
        f"<html><body><h1>Stadtmeisterschaft</h1>{menu}<table><tr>{cells}</tr>\n{body}\n</table>"
        "</body></html>"
    )


def vega_page(rows: list[list[str]]) -> str:
    """A results page as Vega writes one (its "Cross table and standings"): about 770 bytes a player of
    9 rounds, over three times what :func:`html_page` spends, as real pages do (the corpus's Vega pages
    spend 0.8-1 kB a player of 5-7 rounds): a link and a title mark around each name, a flag, and each
    round's result and opponent in blocks whose class is the colour."""

    def cell(text: str) -> str:
        if text == "-1":
            return '<td><div class="res"> 1 </div><div class="cf">BYE</div></td>'
        opp, colour, res = text[:-2], text[-2], text[-1]
        return f'<td><div class="res">{res}</div><div class="c{colour}">{opp:<4}</div></td>'

    body = "\n".join(
        f'<tr>  <td>{r[0]}</td><td><span class="notitle male"> </span> <a href="playercard.html#{r[0]}">'
        f'{r[1]:<30}</a> </td><td>{r[3]}</td><td><img class="shadow" src="flag/{r[2].lower()}.png" '
        f'alt="{r[2]}"></td><td class="score"> {r[-1]}</td>{"".join(cell(c) for c in r[4:-1])}</tr>'
        for r in rows
    )
    heads = "".join(f"<th>{r + 1}</th>" for r in range(ROUNDS))
    return (
        "<html><head><title>Stadtmeisterschaft</title></head><body><h1>Stadtmeisterschaft</h1><table>"
        f"<thead><tr><th>Pos</th><th>Player</th> <th>Rtg</th><th>Fed</th><th>Pts</th>{heads}</tr></thead>"
        f"<tbody>\n{body}\n</tbody></table></body></html>"
    )


def chess_results_page(rows: list[list[str]]) -> str:
    """A crosstable page as chess-results writes one ("Starting rank crosstable"): the table inside the
    cells of the page's frame, two tables deep as its pages are, each cell with its class and the
    round cells as written there (`` 39b0``, ``105w&frac12;``); about 460 bytes a player of 9 rounds,
    as its real pages spend (the corpus's Arad Open: 726 bytes a player, with 5 tie-breaks)."""

    def cell(text: str) -> str:
        if text == "-1":
            return '<td class="CRc">   +</td>'
        opp, colour, res = text[:-2], text[-2], text[-1]
        res = "&frac12;" if res == "½" else res
        return f'<td class="CRc">{opp:>3}{colour}{res}</td>'

    heads = "".join(f'<td class="CRc">{r + 1}.Rd</td>' for r in range(ROUNDS))
    body = "\n".join(
        f'<tr class="CRng{1 + k % 2} {r[2]}"><td class="CRc">{r[0]}</td>'
        f'<td class="CR"><div class="tn_{r[2]}"></div></td><td class="CR"></td>'
        f'<td class="CR">{r[1]}</td><td class="CR">{r[2]}</td>'
        f'{"".join(cell(c) for c in r[4:-1])}<td class="CRc">{r[-1].replace(".", ",")}</td></tr>'
        for k, r in enumerate(rows)
    )
    return (
        "<html><head><title>Chess-Results Server Chess-results.com - Stadtmeisterschaft</title></head><body>"
        '<table><tr><td class="CR0"><div><table id="datenxx"><tr valign="top"><td class="CR0grau">'
        '<h2>Stadtmeisterschaft</h2><table class="CRs1"><tr class="CRng1b"><th class="CRc">No.</th>'
        '<th class="CRc">&nbsp;</th><th class="CR"></th><th class="CR">Name</th><th class="CR">FED</th>'
        f'{heads}<th class="CRc">Pts.</th></tr>\n{body}\n</table></td></tr></table></div></td></tr></table>'
        "</body></html>"
    )


def _aligned(rows: list[list[str]]) -> str:
    table = [HEAD, *rows]
    widths = [max(len(r[i]) for r in table) + 2 for i in range(len(HEAD))]
    return "\n".join("".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in table)


def pre_page(rows: list[list[str]]) -> str:
    return f"<html><body><h2>Cross Table</h2><pre>\n{_aligned(rows)}\n</pre></body></html>"


def aligned_text(rows: list[list[str]]) -> str:
    return "Stadtmeisterschaft\n\n" + _aligned(rows) + "\n"


def workbook(size: int) -> bytes:
    import openpyxl

    players = max(8, size // 60)  # a row packs into about 60 bytes of a compressed sheet
    book = openpyxl.Workbook(write_only=True)
    sheet = book.create_sheet("Crosstable")
    sheet.append(["Stadtmeisterschaft"])
    sheet.append(HEAD)
    for r in _rows(players):
        sheet.append([int(x) if x.isdecimal() else x for x in r])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


_SYLLABLES = (
    "ka",
    "mar",
    "no",
    "vic",
    "ha",
    "del",
    "ros",
    "si",
    "pet",
    "ro",
    "ga",
    "lin",
    "ber",
    "to",
    "wski",
    "sen",
)
_GIVEN = ("Anna", "Marc", "Elias", "Jana", "Piotr", "Lucía", "Oussama", "Ingrid", "Giorgio", "Akram", "Oleg")


def _name(k: int) -> str:
    """A player's name as varied as a real event's: a surname of three syllables, a given name."""
    n = (k * 2654435761) % 4294967296  # the players' numbers scattered (Knuth's multiplicative hash)
    surname = "".join(_SYLLABLES[(n >> s) % len(_SYLLABLES)] for s in (0, 5, 10)).capitalize()
    return f"{surname} {_GIVEN[(n >> 15) % len(_GIVEN)]}"


def chess_results_workbook(size: int) -> bytes:
    """What chess-results' "Excel" button gives for a final ranking crosstable, as the corpus's exports
    (``cr-xlsx-keshmat-*``) hold it: the event's details above the table, then ``Rk.``, the title, the
    name, ``Rtg``, ``FED``, a cell per round (``51b1``), ``Pts.`` and three tie-breaks, every cell a
    text cell; names of two words as varied as a real event's. About 110 bytes a player of 9 rounds, where the
    corpus's exports spend 150-180 (with fewer players, over a larger fixed part)."""
    import openpyxl

    players = max(8, size // 110)
    book = openpyxl.Workbook(write_only=True)
    sheet = book.create_sheet("Sheet1")
    for line in (
        "From the Tournament-Database of Chess-Results http://chess-results.com",
        "Stadtmeisterschaft 2026",
        "Organizer(s) : Schachklub",
        "Number of rounds : 9",
        "Tournament type : Swiss-System",
        "Date : 2026/05/02",
        "",
        "Final Ranking crosstable after 9 Rounds",
    ):
        sheet.append([line])
    heads = [f"{r + 1}.Rd" for r in range(ROUNDS)]
    sheet.append(["Rk.", "", "Name", "Rtg", "FED", *heads, "Pts.", "TB1", "TB2", "TB3"])
    for k, r in enumerate(_rows(players)):
        name = _name(k)
        title = "FM" if k % 97 == 0 else ""
        points = r[-1]
        sheet.append([r[0], title, name, r[3], r[2], *r[4:-1], points, "0", points + "2", str(k % 40)])
    out = io.BytesIO()
    book.save(out)
    return out.getvalue()


def timed(read: Callable[[], object], runs: int) -> tuple[list[float], list[float]]:
    """Wall and CPU seconds (``time.process_time``: less sensitive to a loaded machine) of each run."""
    wall, cpu = [], []
    for _ in range(runs):
        t0, c0 = time.perf_counter(), time.process_time()
        read()
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - t0)
    return wall, cpu


def paused(read: Callable[[], object]) -> Callable[[], object]:
    """``read`` with the cyclic garbage collector paused, as the command line and the web server's
    compute workers read (:func:`tiebreak.model.runtime.paused_gc`)."""

    def run() -> object:
        with paused_gc():
            return read()

    return run


def standings_of(payload: bytes, suffix: str) -> Callable[[], object]:
    """``tiebreak standings FILE`` of the input written to a file, as the command runs it once started:
    the file read, the ranking it publishes itself read and checked (its tie-break columns rank the
    standings), the standings ranked and printed (the ``standings`` column: best CPU time, paused)."""
    folder = tempfile.mkdtemp(prefix="tiebreak-bench-")
    path = os.path.join(folder, f"input{suffix}")
    with open(path, "wb") as f:
        f.write(payload)

    def run() -> object:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            status = cli_main(["standings", path])
        if status != 0:
            raise SystemExit(f"tiebreak standings {path}: exit {status}")
        return out

    return run


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--size", type=int, default=2_000_000)
    p.add_argument("--runs", type=int, default=3)
    p.add_argument(
        "--only",
        default="",
        help="the inputs to read, by the start of their names (e.g. 'chess,Vega'); all by default",
    )
    args = p.parse_args()
    wanted = [w.strip().casefold() for w in args.only.split(",") if w.strip()]
    cases: list[tuple[str, int, Callable[[], object], bytes, str]] = []
    known = (
        _fit(args.size, html_page)
        .replace("<th>Teilnehmer-Nr</th>", "<th>SNo</th>")
        .replace("<th>Spieler</th>", "<th>Name</th>")
        .replace("<th>Feder</th>", "<th>FED</th>")
        .replace("<th>Wertung</th>", "<th>Rtg</th>")
        .replace("<th>Summe</th>", "<th>Pts.</th>")
    )
    cases.append(
        (
            "HTML, known",
            len(known.encode()),
            lambda: read_text(known, source="bench"),
            known.encode(),
            ".html",
        )
    )
    forms = (
        ("Vega page", vega_page),
        ("chess-results", chess_results_page),
        ("HTML <table>", html_page),
        ("HTML <pre>", pre_page),
        ("aligned text", aligned_text),
    )
    for name, render in forms:
        text = _fit(args.size, render)
        suffix = ".txt" if name == "aligned text" else ".html"
        read = lambda text=text: read_text(text, source="bench")  # noqa: E731
        cases.append((name, len(text.encode()), read, text.encode(), suffix))
    try:
        if wanted and not any(".xlsx".startswith(w[:5]) for w in wanted):
            raise LookupError  # not asked for: not written
        for name, write in ((".xlsx workbook", workbook), (".xlsx chess-res", chess_results_workbook)):
            data = write(args.size)
            while not args.size * 0.95 < len(data) < args.size * 1.05:
                data = write(int(args.size * args.size / len(data)))
            cases.append(
                (
                    name,
                    len(data),
                    lambda data=data: read_text(decode_input(data, source="b.xlsx"), source="b.xlsx"),
                    data,
                    ".xlsx",
                )
            )
    except ImportError:
        print("(.xlsx skipped: the benchmark writes its workbook with openpyxl: pip install openpyxl)")
    except LookupError:
        pass
    print(
        f"{'input':<16} {'bytes':>10} {'players':>8} {'median s':>9} {'best s':>7} {'CPU s':>7} "
        f"{'CPU s/MB':>9} {'paused':>7} {'CPU s/MB':>9} {'standings':>9}  target < 1 s"
    )
    for name, size, read, payload, suffix in cases:
        if wanted and not any(name.casefold().startswith(w) for w in wanted):
            continue
        event = read()
        times, cpu = timed(read, args.runs)
        _, cpu_paused = timed(paused(read), args.runs)
        players = len(event.players)  # type: ignore[attr-defined]
        best, best_paused = min(cpu), min(cpu_paused)
        whole = min(timed(paused(standings_of(payload, suffix)), args.runs)[1])
        print(
            f"{name:<16} {size:>10} {players:>8} {statistics.median(times):>9.3f} {min(times):>7.3f} "
            f"{best:>7.3f} {best / (size / 1e6):>9.2f} {best_paused:>7.3f} "
            f"{best_paused / (size / 1e6):>9.2f} {whole:>9.3f}"
        )


if __name__ == "__main__":
    main()
