"""Stored publications rebuilt as the HTML pages a reader sees in the browser, for the tests that copy
a page in Chromium as a user does (select all, copy) and read the paste.

Importable as ``rendered_pages`` (``tests/`` is on the path, as for ``conftest``).

- :func:`markdown_page`: a club site's markdown (Hugo, Jekyll) as its generator renders it: the front
  matter's title a heading, ``#`` headings, paragraphs, pipe tables (a code span may hold a ``|``),
  ``**bold**``, ``*em*``, ``` `code` ```, links and images, and HTML lines (a Papi export pasted into
  the markdown) left as they are.
- :func:`barred_page`: a chess-results page stored as text, its tables' cells joined by `` | ``, with
  one ``<td>`` for each such cell (the other lines paragraphs).
"""

from __future__ import annotations

import html
import re

__all__ = ["barred_page", "markdown_page"]

_DIVIDER = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def _inline(text: str) -> str:
    """Markdown's inline marks as HTML: code spans first (their text kept as it is), then escapes,
    images, links, bold and emphasis."""
    out = []
    for k, part in enumerate(re.split(r"(`[^`]*`)", text)):
        if k % 2:
            out.append(f"<code>{html.escape(part[1:-1])}</code>")
            continue
        part = html.escape(part, quote=False)
        part = re.sub(r"\\([\\`*_{}\[\]()#+\-.!|])", r"\1", part)
        part = re.sub(r"!\[([^\]]*)\]\([^)]*\)", r'<img alt="\1">', part)
        part = re.sub(r"\[([^\]]*)\]\(([^)]*)\)", r'<a href="\2">\1</a>', part)
        part = re.sub(r"\*\*(.+?)\*\*", r"<strong>\1</strong>", part)
        part = re.sub(r"(?<![\w*])\*(\S.*?)\*(?![\w*])", r"<em>\1</em>", part)
        out.append(part)
    return "".join(out)


def _cells(line: str) -> list[str]:
    """A pipe table's row split at each ``|`` outside a code span or a backslash escape."""
    cells, cell, code, k = [], "", False, 0
    text = line.strip()
    while k < len(text):
        ch = text[k]
        if ch == "\\" and k + 1 < len(text) and text[k + 1] == "|" and not code:
            cell += "|"
            k += 2
            continue
        if ch == "`":
            code = not code
        if ch == "|" and not code:
            cells.append(cell)
            cell = ""
        else:
            cell += ch
        k += 1
    cells.append(cell)
    if text.startswith("|"):
        cells = cells[1:]
    if text.endswith("|") and not text.endswith("\\|"):
        cells = cells[:-1]
    return [c.strip() for c in cells]


def _page(title: str, body: list[str]) -> str:
    return (
        '<!DOCTYPE html>\n<html><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title></head>\n<body>\n" + "\n".join(body) + "\n</body></html>\n"
    )


def markdown_page(text: str) -> str:
    """The markdown page as its site renders it in HTML (see the module's note)."""
    lines = text.replace("\r\n", "\n").split("\n")
    title = ""
    if lines and lines[0].strip() == "---":
        end = next((k for k in range(1, len(lines)) if lines[k].strip() == "---"), 0)
        for line in lines[1:end]:
            if line.startswith("title:"):
                title = line.removeprefix("title:").strip().strip("\"'")
        lines = lines[end + 1 :]
    body = [f"<h1>{html.escape(title)}</h1>"] if title else []
    para: list[str] = []

    def flush() -> None:
        if para:
            body.append("<p>" + "<br>\n".join(_inline(p) for p in para) + "</p>")
            para.clear()

    k = 0
    while k < len(lines):
        line = lines[k]
        stripped = line.strip()
        if not stripped:
            flush()
        elif stripped.startswith("<"):
            flush()
            body.append(line)
        elif "|" in stripped and k + 1 < len(lines) and _DIVIDER.match(lines[k + 1]):
            flush()
            rows = [f"<tr>{''.join(f'<th>{_inline(c)}</th>' for c in _cells(line))}</tr>"]
            k += 2
            while k < len(lines) and "|" in lines[k] and lines[k].strip():
                rows.append(f"<tr>{''.join(f'<td>{_inline(c)}</td>' for c in _cells(lines[k]))}</tr>")
                k += 1
            body.append("<table>\n" + "\n".join(rows) + "\n</table>")
            continue
        elif m := re.match(r"(#{1,6})\s*(.*?)\s*#*\s*$", stripped):
            flush()
            level = len(m.group(1))
            body.append(f"<h{level}>{_inline(m.group(2))}</h{level}>")
        else:
            para.append(stripped)
        k += 1
    flush()
    return _page(title, body)


def barred_page(text: str) -> str:
    """A chess-results page stored with its cells joined by `` | ``, rebuilt as the page: each run of
    such lines a table, one ``<td>`` for each cell (the line's last ``|`` ends its last cell), the other
    lines paragraphs."""
    body: list[str] = []
    rows: list[str] = []
    for line in text.replace("\r\n", "\n").split("\n"):
        if " | " in line or line.rstrip().endswith(" |"):
            cells = [c.strip() for c in line.rstrip().removesuffix("|").split("|")]
            rows.append("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>")
            continue
        if rows:
            body.append("<table>\n" + "\n".join(rows) + "\n</table>")
            rows = []
        if line.strip():
            body.append(f"<p>{html.escape(line.strip())}</p>")
    if rows:
        body.append("<table>\n" + "\n".join(rows) + "\n</table>")
    return _page("chess-results", body)
