"""The work behind each computing request, as plain functions of plain data: form fields, a permalink or
the API body in, the finished answer (:class:`Reply`: status, bytes, headers) out. They run in the
compute workers (:mod:`tiebreak.web.pool`); :mod:`tiebreak.web.app` only parses the HTTP request and
sends the bytes, so the event loop never reads, ranks or renders an event.

>>> from tiebreak.readers import example_text
>>> reply = api_job(WebSettings(), {"event": example_text("arena"), "explain": "none"})
>>> reply.status, json.loads(reply.body)["standings"][0]["name"]
(200, 'Ng, Chloe')
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import dataclass, replace
from importlib import resources
from typing import Any
from urllib.parse import parse_qs

import jinja2
import markupsafe

from .. import __version__
from ..criteria import parse_code
from ..explanations.explain import tied_comparisons, to_data
from ..model.errors import SpecError
from ..model.messages import Wording
from ..model.tournament import FORCED_PAIRINGS, PairingSystem
from ..presenters.standings import format_value, render, standings_dict
from ..ranking.engine import Standings
from ..readers.tables import choose_group
from .columns import ROLE_CHOICES, choice_from_fields
from .errors import problem_of
from .schema import StandingsRequest
from .service import (
    MAX_COLUMNS_TEXT,
    PAIRING_CHOICES,
    PGN_BYE_CHOICES,
    PGN_STAR_CHOICES,
    PRESETS,
    RULE_CHOICES,
    EventInputError,
    FormState,
    View,
    apply_op,
    build_view,
    catalogue_groups,
    check_size,
    decode_state,
    describe,
    encode_state,
    event_and_standings,
    event_groups,
    explain_data,
    file_or_default_list,
    focus_after,
    format_choices,
    location_text,
    notes_summary,
    parse_tiebreak_field,
    reader_notes,
    sniff_upload,
    with_pgn_star,
)
from .settings import WebSettings, size_label
from .wording import API, PAGE, worded

__all__ = [
    "Fields",
    "Reply",
    "Upload",
    "api_job",
    "error_reply",
    "export_job",
    "fields_of",
    "kept_state",
    "page_html",
    "page_job",
    "page_reply",
    "page_words",
    "warm_up",
]

Fields = dict[str, list[str]]
"""Form fields by name (a name may repeat), uploads left out (see :class:`Upload`)."""

HTML = "text/html; charset=utf-8"
_PRINT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"


@dataclass(frozen=True)
class Reply:
    """A finished answer."""

    status: int
    body: bytes
    media_type: str
    headers: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Upload:
    """A file the form sent, already decoded to text."""

    name: str
    text: str


# -- words of the page -----------------------------------------------------------------------------
def page_words(message: str, wording: Wording = PAGE) -> str:
    """A library message in the words of the page's own controls (:data:`~tiebreak.web.wording.PAGE`;
    ``wording``: another front end's); a part pointing to an option the page has not is left out.

    >>> from tiebreak import ParseError
    >>> from tiebreak.readers import read_text
    >>> try:
    ...     read_text("not an event")
    ... except ParseError as exc:
    ...     "Name it in the Format menu" in page_words(exc.message)
    True
    """
    return worded(message, wording)


def _speak(exc: EventInputError, wording: Wording = PAGE) -> EventInputError:
    return EventInputError(
        worded(exc.message, wording),
        field=exc.field,
        line=exc.line,
        column=exc.column,
        status=exc.status,
        found=exc.found,
    )


# -- the page ------------------------------------------------------------------------------------------
_GLUED_COMMA = re.compile(r",(?=\S)")


def name_breaks(name: str) -> markupsafe.Markup:
    """A player's name escaped, with a place to break the line after each comma that no blank follows
    (``Wongso,<wbr>Renaldo``: Vega writes the names so, and a phone's narrow name column would otherwise
    break them inside a word).

    >>> str(name_breaks("Wongso,Renaldo & Co"))
    'Wongso,<wbr>Renaldo &amp; Co'
    """
    return markupsafe.Markup(_GLUED_COMMA.sub(",<wbr>", str(markupsafe.escape(name))))


@functools.cache
def _environment() -> jinja2.Environment:
    folder = str(resources.files("tiebreak") / "web" / "templates")
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(folder),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.globals["fmt"] = lambda value: format_value(value, "–")
    env.filters["page_words"] = page_words
    env.filters["name_breaks"] = name_breaks
    env.globals["notes_summary"] = lambda notes: notes_summary([page_words(n) for n in notes])
    return env


def page_html(
    state: FormState,
    settings: WebSettings,
    *,
    view: View | None = None,
    error: EventInputError | None = None,
    focus: str = "",
    typed: str = "",
    bad_codes: tuple[str, ...] = (),
    kept: bool = False,
) -> str:
    """The page (``index.html``): the form for ``state``, the results of ``view``, the ``error`` next to
    the control it belongs to (``typed``: the code the user tried to add; ``bad_codes``: codes of the
    list that are not tie-breaks; ``kept``: the page's script keeps the text box as it is, so the event
    text is not sent back)."""
    error = _speak(error) if error is not None else None
    context = {
        "state": state,
        "view": view,
        "error": error,
        "focus": focus,
        "typed": typed,
        "bad_codes": bad_codes,
        "groups": catalogue_groups(),
        "presets": PRESETS,
        "rule_choices": RULE_CHOICES,
        "pairing_choices": PAIRING_CHOICES,
        "format_choices": format_choices(),
        "pgn_star_choices": PGN_STAR_CHOICES,
        "pgn_bye_choices": PGN_BYE_CHOICES,
        "role_choices": ROLE_CHOICES,
        "items": [describe(c) for c in state.tiebreaks],
        "settings": settings,
        "location": location_text(error) if error else "",
        "version": __version__,
        "kept": kept,
    }
    return _environment().get_template("index.html").render(context)


def page_reply(state: FormState, settings: WebSettings, *, status: int = 200, **kwargs: Any) -> Reply:
    """:func:`page_html` as an answer."""
    return Reply(status, page_html(state, settings, **kwargs).encode(), HTML)


def fields_of(body: Fields | bytes, max_fields: int = 200) -> Fields:
    """The fields of a form: as parsed already (multipart), or decoded from a URL-encoded body.

    :raises EventInputError: for more than ``max_fields`` fields.
    """
    if not isinstance(body, bytes):
        return body
    try:
        return parse_qs(
            body.decode("ascii", "replace"),
            keep_blank_values=True,
            max_num_fields=max_fields,
            errors="replace",
        )
    except ValueError:
        raise EventInputError(
            f"The form has more than {max_fields} fields.", field="request", status=400
        ) from None


def _first(fields: Fields, *names: str) -> str:
    for name in names:
        values = fields.get(name)
        if values:
            return values[0]
    return ""


def _choice(value: str, choices: dict[str, str]) -> str:
    return value if value in choices else "auto"


def kept_state(fields: Fields, settings: WebSettings) -> FormState:
    """What the user typed, for showing the form again next to an error."""
    text = _first(fields, "event")
    return with_pgn_star(
        FormState(
            input_format=_choice(_first(fields, "format"), format_choices()),
            event=text if len(text) <= settings.max_upload_bytes else "",
            tiebreaks=parse_tiebreak_field(fields.get("tb", [])),
            rules=_choice(_first(fields, "rules", "edition"), RULE_CHOICES),
            pairing=_choice(_first(fields, "pairing"), PAIRING_CHOICES),
            compare=_first(fields, "compare") == "1",
            auto_list=_first(fields, "auto") == "1",
            columns=_first(fields, "columns").strip()[:MAX_COLUMNS_TEXT],
            lenient=_first(fields, "lenient") in ("1", "on"),
        ),
        _first(fields, "pgn_star"),
        _first(fields, "pgn_bye"),
    )


@dataclass(frozen=True)
class _Posted:
    state: FormState
    focus: str = ""
    problem: EventInputError | None = None
    """A code to add that is not a tie-break: the list is left as it was and the code is marked."""
    typed: str = ""


def _posted(fields: Fields, upload: Upload | None, settings: WebSettings) -> _Posted:
    """The state the form posted, after the button pressed.

    :raises EventInputError: for a damaged permalink or an event over the size cap.
    """
    blob = _first(fields, "s")
    if blob:  # a share link: the state in the blob, the competitor explained beside it
        chosen = _first(fields, "player")
        state = decode_state(blob, settings)
        return _Posted(replace(state, player=int(chosen) if chosen.isdecimal() else None))
    explaining = _first(fields, "op") == "explain"  # the two competitors chosen in the menus
    player = _first(fields, "pick_a") if explaining else _first(fields, "player", "selected")
    other = _first(fields, "pick_b") if explaining else _first(fields, "other_selected")
    listed = [*fields.get("tb", []), *fields.get("tiebreaks", [])]
    state = replace(
        kept_state(fields, settings),
        event=_first(fields, "event"),
        tiebreaks=parse_tiebreak_field(listed),
        player=int(player) if player.isdecimal() else None,
        other=int(other) if other.isdecimal() else None,
    )
    check_size(len(state.event.encode()), settings)
    if upload is not None:
        fmt = sniff_upload(upload.text, upload.name) if state.input_format == "auto" else state.input_format
        state = replace(state, event=upload.text, source=upload.name, input_format=fmt)
    op = _first(fields, "op")
    if not listed and _first(fields, "list") != "1":  # a post without the page's list
        if op in ("", "compute", "columns", "group") or op.startswith("table:"):  # the list is not edited:
            state = replace(state, tiebreaks=(), auto_list=True)  # the one that ranks fills the form
        else:
            state = replace(
                state, tiebreaks=file_or_default_list(state.event, _forced_pairing(state)), auto_list=True
            )
    elif _first(fields, "auto") == "1":  # the default list the page showed, untouched so far
        state = replace(state, auto_list=True)
    if op == "columns":  # the step of a dead end: a role per column of the chosen table
        state = replace(state, columns=choice_from_fields(fields)[:MAX_COLUMNS_TEXT])
        return _Posted(state)
    if op == "group":  # the event of a page that holds several, chosen in the list of its groups
        chosen = choose_group(state.columns, _first(fields, "group"))
        return _Posted(replace(state, columns=chosen[:MAX_COLUMNS_TEXT]), "group-choice")
    if op.startswith("table:") and op[6:].isdecimal():  # that table, read by its content
        return _Posted(replace(state, columns=f"table={int(op[6:])}"), "columns-step")
    if op == "compute" and not state.event.strip():
        return _Posted(
            state,
            "event",
            EventInputError(
                "Nothing to rank yet: paste a crosstable, a ranking or an event file into the box, choose a "
                "file, or load the Arena example."
            ),
        )
    if not op or op == "compute":
        return _Posted(state)
    typed = _first(fields, "add_code", "add").strip()
    try:
        state = apply_op(state, op, typed)
    except EventInputError as exc:
        return _Posted(state, "add-code", exc, typed)
    return _Posted(state, focus_after(op, len(state.tiebreaks)))


def _forced_pairing(state: FormState) -> PairingSystem | None:
    """The kind of event the page's setting forces (None: as the file says)."""
    return FORCED_PAIRINGS.get(state.pairing)


def _not_codes(codes: tuple[str, ...]) -> tuple[str, ...]:
    bad = []
    for code in codes:
        try:
            parse_code(code)
        except SpecError:
            bad.append(code)
    return tuple(bad)


def _results(
    state: FormState, settings: WebSettings
) -> tuple[View | None, EventInputError | None, tuple[str, ...]]:
    """The view of the state; with codes in the list that are not tie-breaks, the view of the others,
    the error and those codes (the table stays, the bad codes are marked)."""
    try:
        return build_view(state, settings), None, ()
    except EventInputError as exc:
        bad = _not_codes(state.tiebreaks) if exc.field == "tiebreaks" else ()
        if not bad:
            return None, exc, ()
        try:
            view = build_view(
                replace(state, tiebreaks=tuple(c for c in state.tiebreaks if c not in bad)), settings
            )
        except EventInputError:
            view = None
        return view, exc, bad


def _listed(state: FormState) -> FormState:
    """The state with the list its form shows: a post without the page's list leaves it empty
    (:func:`_posted`), the list that ranks then filling the form; without standings, the event file's
    own list (TRF 212), else the default list for its kind."""
    if state.tiebreaks or not state.auto_list:
        return state
    return replace(state, tiebreaks=file_or_default_list(state.event, _forced_pairing(state)))


def _computed_page(
    state: FormState,
    settings: WebSettings,
    focus: str = "",
    problem: EventInputError | None = None,
    typed: str = "",
    kept: bool = False,
) -> Reply:
    if not state.event.strip():
        state = _listed(state)
        return page_reply(
            state,
            settings,
            focus=focus,
            error=problem,
            typed=typed,
            status=problem.status if problem else 200,
        )
    view, error, bad = _results(state, settings)
    error = problem or error
    if view is None and error is not None:
        return page_reply(
            _listed(state), settings, error=error, focus=focus or "event", status=error.status, kept=kept
        )
    if view is not None and state.auto_list:  # the form shows the list that ranked
        state = replace(state, tiebreaks=view.standings.codes)
    return page_reply(
        state,
        settings,
        view=view,
        error=error,
        focus=focus,
        typed=typed,
        bad_codes=bad,
        status=error.status if error else 200,
        kept=kept,
    )


def page_job(
    settings: WebSettings,
    body: Fields | bytes | None = None,
    upload: Upload | None = None,
    blob: str = "",
    player: str = "",
) -> Reply:
    """The page for a form post (``body``: :func:`fields_of`; ``upload``) or for a permalink (``blob``,
    ``player``)."""
    if body is None:
        problem = None
        if player and not player.isdecimal():
            problem = EventInputError(
                f"The player to explain must be given by starting number (1, 2, …); "
                f"{player[:40]!r} is not one.",
                field="player",
            )
        if not blob:
            return page_reply(
                FormState(auto_list=True), settings, error=problem, status=problem.status if problem else 200
            )
        try:
            state = decode_state(blob, settings)
        except EventInputError as exc:
            return page_reply(FormState(), settings, error=exc, status=exc.status)
        if problem is not None:
            return _computed_page(state, settings, problem=problem)
        return _computed_page(replace(state, player=int(player) if player else None), settings)
    try:
        fields = fields_of(body)
    except EventInputError as exc:
        return page_reply(FormState(), settings, error=exc, status=exc.status)
    try:
        posted = _posted(fields, upload, settings)
    except EventInputError as exc:
        return page_reply(
            kept_state(fields, settings),
            settings,
            error=exc,
            focus="event" if exc.field == "event" else "add-code",
            status=exc.status,
        )
    # the page's script posted the text box and keeps it: a 150 kB event is not sent back and laid out again
    kept = (
        _first(fields, "js") == "1"
        and upload is None
        and not _first(fields, "s")
        and not _first(fields, "op").startswith("example")
    )
    return _computed_page(posted.state, settings, posted.focus, posted.problem, posted.typed, kept)


# -- exports -------------------------------------------------------------------------------------------
def error_reply(exc: EventInputError) -> Reply:
    """The API's error shape (:mod:`tiebreak.web.errors`): ``{"error": {"message", "field", "line",
    "column", "code"}}``."""
    problem = problem_of(exc)
    assert problem is not None  # an input error always has its answer
    return Reply(problem.status, problem.json(), "application/json")


def _stem(s: Standings) -> str:
    stem = re.sub(r"[^a-z0-9]+", "-", s.name.lower()).strip("-")[:60]
    return stem or "standings"


def export_job(
    settings: WebSettings,
    fmt: str,
    body: Fields | bytes | None = None,
    upload: Upload | None = None,
    blob: str = "",
) -> Reply:
    """CSV, TSV, JSON, TRF-2026 or the printable page (``fmt``; for a form, its field ``fmt``) of the
    form's state (``body``: :func:`fields_of`) or of a permalink (``blob``)."""
    try:
        if body is None:
            state = decode_state(blob, settings)
        else:
            fields = fields_of(body)
            fmt = _first(fields, "fmt") or "csv"
            state = _posted(fields, upload, settings).state
        if fmt == "html":
            view = build_view(state, settings)
            html = _environment().get_template("print.html").render({"view": view, "state": state})
            return Reply(200, html.encode(), HTML, (("Content-Security-Policy", _PRINT_CSP),))
        if fmt not in _EXPORTS:
            raise EventInputError(
                f"unknown export {fmt[:20]!r}; expected csv, tsv, json, trf or html", field="fmt"
            )
        event, s = event_and_standings(state)
    except EventInputError as exc:
        return error_reply(exc)
    if fmt == "trf":  # TRF-2026 with our ranks and list, as ``tiebreak standings --format trf`` writes it
        from ..writers.trf import standings_trf

        text = standings_trf(event, s, line_ending="\n")
    else:
        text = render(s, fmt)
    return Reply(
        200,
        text.encode(),
        _EXPORTS[fmt],
        (("Content-Disposition", f'attachment; filename="{_stem(s)}.{fmt}"'),),
    )


_EXPORTS = {
    "csv": "text/csv; charset=utf-8",
    "tsv": "text/tab-separated-values; charset=utf-8",
    "json": "application/json",
    "trf": "text/plain; charset=utf-8",
}


# -- the API ---------------------------------------------------------------------------------------------
def _tied_explanations(s: Standings) -> list[Any]:
    """For each row on equal points with a neighbour: what separates it from the neighbour above (from
    the one below for the first of a group), without the round-by-round breakdowns."""
    out: list[Any] = []
    for c in tied_comparisons(s):
        data = to_data(c) if c is not None else None
        if data is not None:
            del data["explanations"]
        out.append(data)
    return out


def _api_request(raw: bytes | dict[str, Any]) -> Any:
    from pydantic import ValidationError

    if isinstance(raw, bytes):
        try:
            raw = json.loads(raw)
        except (ValueError, UnicodeDecodeError, RecursionError):
            raise EventInputError(
                "the body is not JSON (or is nested too deeply); send "
                '{"event": "<file text>"} or a multipart upload with the field '
                "'event'"
            ) from None
    try:
        return StandingsRequest.model_validate(raw)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first.get("loc", ()))
        raise EventInputError(
            f"{where}: {first.get('msg', 'invalid value')}" if where else str(first.get("msg")),
            field=where.split(".")[0] or "event",
        ) from None


def _api_form(body: Fields | bytes, upload: Upload | None) -> dict[str, Any]:
    """The API's request from the fields of a form (multipart or URL-encoded; codes comma-separated).

    :raises EventInputError: without the field ``event``.
    """
    fields = fields_of(body, 20)
    text = upload.text if upload is not None else _first(fields, "event")
    if upload is None and "event" not in fields:
        raise EventInputError("the multipart field 'event' (the event file) is missing")
    raw: dict[str, Any] = {"event": text}
    listed = _first(fields, "tiebreaks")
    if listed.strip():
        raw["tiebreaks"] = [c.strip() for c in listed.split(",") if c.strip()]
    for key in (
        "rules",
        "format",
        "pairing",
        "explain",
        "pgn_star",
        "pgn_bye",
        "columns",
        "group",
        "lenient",
    ):
        if _first(fields, key):
            raw[key] = _first(fields, key)
    return raw


def api_job(
    settings: WebSettings, raw: bytes | dict[str, Any], upload: Upload | None = None, form: bool = False
) -> Reply:
    """``POST /api/standings``: ``raw`` is the JSON body (bytes) or the request itself (a dict); with
    ``form``, the fields of a form post (:func:`fields_of`) and its ``upload``."""
    try:
        if form:
            raw = _api_form(raw, upload)  # a form: its fields, or URL-encoded bytes
        body = _api_request(raw)
        check_size(len(body.event.encode()), settings)
        state = with_pgn_star(
            FormState(
                event=body.event,
                tiebreaks=tuple(body.tiebreaks or ()),
                rules=body.rules or "auto",
                pairing=body.pairing or "auto",
                input_format=body.format or "auto",
                pgn_bye=body.pgn_bye or "unplayed",
                columns=choose_group(body.columns or "", body.group) if body.group else body.columns or "",
                lenient=bool(body.lenient),
            ),
            body.pgn_star,
        )
        event, s = event_and_standings(state, file_list=body.tiebreaks is None)
        state = replace(state, tiebreaks=s.codes, auto_list=body.tiebreaks is None)
        data = standings_dict(s)
        rows = data["standings"]
        head = {
            "name": data["name"],
            "rules": data["rules"],
            "rules_label": data["rules_label"],
            "pairing": data["pairing"],
            "rounds": data["rounds"],
            "tiebreaks": data["tiebreaks"],
            "default_list": data["default_list"],
            "warnings": [worded(w, API) for w in data["warnings"]],
            "reader_notes": [worded(n, API) for n in reader_notes(event)],
            "groups": [to_data(g) for g in event_groups(state, event)],
            "explain": body.explain,
            "permalink": f"/?s={encode_state(state)}",
        }
        return Reply(
            200, _bounded_json(head, rows, s, body.explain, settings.max_response_bytes), "application/json"
        )
    except EventInputError as exc:
        return error_reply(exc)


def _bounded_json(
    head: dict[str, Any], rows: list[dict[str, Any]], s: Standings, explain: str, limit: int
) -> bytes:
    """The answer, rows written one by one so that an answer over ``limit`` bytes is refused as soon as
    it gets there (before the rest is computed).

    :raises EventInputError: over the limit.
    """
    tied = _tied_explanations(s) if explain == "tied" else None
    parts = [json.dumps({**head, "standings": []}, ensure_ascii=False)[:-2]]  # without the closing "]}"
    size = len(parts[0])
    for k, row in enumerate(rows):
        if explain == "all":
            row["explanation"] = explain_data(s, row["sno"])
        else:
            row["explanation"] = tied[k] if tied is not None else None
        text = json.dumps(row, ensure_ascii=False)
        size += len(text.encode()) + 1
        if size > limit:
            raise EventInputError(
                f"The answer would be over {size_label(limit)}"
                + (
                    ' (every player\'s full explanation); ask for "explain": "tied" (the default) or "none"'
                    if explain == "all"
                    else '; ask for "explain": "none"'
                )
                + f". {len(rows)} players.",
                field="explain",
                status=422,
            )
        parts.append(("," if k else "") + text)
    parts.append("]}")
    return "".join(parts).encode()


def warm_up() -> None:
    """Rank the bundled Arena example once, through the API and the page, as a worker does before it
    takes its first job: the reader, the criteria and the templates that load on first use are then
    loaded, so that no job's CPU-time budget is spent importing them."""
    from ..readers import example_text

    text = example_text("arena")
    api_job(WebSettings(), {"event": text, "explain": "all"})
    page_job(WebSettings(), {"event": [text], "compare": ["1"], "player": ["1"]})
