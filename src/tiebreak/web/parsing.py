"""Typed requests: what a request's body, headers and query say, read once, before any work.

The calculator's form posts (:func:`posted_form`: the fields, the uploads read and decoded), the live
API's files (:func:`file_text`), versions (:func:`if_match`) and moments (:func:`moment`). Each raises the
error of its kind (:class:`~tiebreak.web.service.EventInputError` for the calculator,
:class:`~tiebreak.store.StoreError` for the live events) naming the field; :mod:`tiebreak.web.errors`
turns it into the answer.
"""

from __future__ import annotations

import datetime as dt

from fastapi import Request
from starlette.datastructures import FormData, UploadFile
from starlette.exceptions import HTTPException
from starlette.formparsers import MultiPartException

from ..model.errors import TiebreakError
from ..readers import decode_input
from ..readers.assemble import MAX_FILES
from ..readers.files import bundle
from ..readers.trf import decode
from ..store import StoreError
from .jobs import Fields, Upload
from .service import EventInputError, check_size
from .settings import WebSettings, size_label

__all__ = ["MAX_UPLOADS", "file_text", "if_match", "int_param", "is_form", "moment", "posted_form"]

MAX_UPLOADS = MAX_FILES
"""Most files one form post may upload: an event's pages (each round's pairing list and the ranking, or
a whole export of Vega or Swiss-Manager: about 45 pages for a team event of 9 rounds and 6 teams, a page
more for every team and two for every round), as many as the library reads as one event
(:data:`tiebreak.readers.assemble.MAX_FILES`). The files together are held to the upload cap of one file
and the request to the body limit, so the count adds no cost of its own beyond a part's headers."""


def is_form(content_type: str) -> bool:
    return content_type.startswith(("multipart/form-data", "application/x-www-form-urlencoded"))


def int_param(value: str | None) -> int | None:
    """A small non-negative number of a query or form field, None for anything else."""
    return int(value) if value is not None and value.isdecimal() and len(value) < 6 else None


# -- the calculator's forms ------------------------------------------------------------------------------
def _fields(form: FormData) -> Fields:
    fields: Fields = {}
    for key, value in form.multi_items():
        if isinstance(value, str):
            fields.setdefault(key, []).append(value)
    return fields


async def _read_upload(upload: UploadFile, settings: WebSettings) -> str:
    data = await upload.read(settings.max_upload_bytes + 1)
    if len(data) > settings.max_upload_bytes:
        size = upload.size if upload.size is not None else len(data)
        check_size(max(size, len(data)), settings)
    try:
        return decode_input(data, source=upload.filename)  # an .xlsx workbook's sheets as text
    except TiebreakError as exc:
        raise EventInputError(exc.message, field="file") from None


async def _read_uploads(uploads: list[UploadFile], settings: WebSettings) -> Upload:
    """Several files uploaded together (each round's pairing list, the ranking): one event, kept as one
    text (:func:`tiebreak.readers.files.bundle`); together they are held to the cap of one file."""
    files: list[tuple[str, str]] = []
    total = 0
    for upload in uploads:
        data = await upload.read(settings.max_upload_bytes - total + 1)
        total += len(data)
        if total > settings.max_upload_bytes:
            raise _files_too_large(uploads, settings)
        name = upload.filename or f"file {len(files) + 1}"
        try:
            files.append((name, decode_input(data, source=name)))  # a workbook's sheets as text
        except TiebreakError as exc:
            raise EventInputError(exc.message, field="file") from None
    return Upload(f"{len(files)} files", bundle(files))


def _files_too_large(uploads: list[UploadFile], settings: WebSettings) -> EventInputError:
    """Several files over the cap of one event: what they weigh, and which of them are enough."""
    sizes = [u.size for u in uploads]
    weight = f"{size_label(sum(s for s in sizes if s is not None))} " if None not in sizes else ""
    return EventInputError(
        f"The {len(uploads)} files are {weight or 'over the limit '}together; the limit of this site is "
        f"{settings.max_upload_label} for one event. Of a whole export, the pairing list of each round and "
        "the last ranking are enough (or the crosstable and the ranking): upload those, without the other "
        "pages (players' lists, statistics, team reports, rating changes).",
        field="file",
        status=413,
    )


def _form_refused(message: str) -> EventInputError:
    """A form the multipart parser refused (its ``message``): over the count of files, or not well
    formed."""
    if message.startswith("Too many files"):
        return EventInputError(
            f"At most {MAX_UPLOADS} files can be uploaded together (the pages of one event). Of a whole "
            "export, the pairing list of each round and the last ranking are enough: upload those.",
            field="file",
            status=413,
        )
    return EventInputError(
        f"The upload could not be read: {message.rstrip('.')}. Choose the file again.",
        field="file",
        status=400,
    )


async def posted_form(
    request: Request, settings: WebSettings, hard_limit: int, *, upload_field: str, max_fields: int
) -> tuple[Fields | bytes, Upload | None, EventInputError | None]:
    """The fields of a form post, its upload (``upload_field``, read and decoded) and what is wrong with
    the upload (over the cap). A URL-encoded body is left as it came (its 2 MB of percent escapes take
    the compute worker a tenth of a second to decode: :func:`tiebreak.web.jobs.fields_of`).

    :raises EventInputError: for a body that is not a well-formed form.
    """
    if request.headers.get("content-type", "").startswith("application/x-www-form-urlencoded"):
        return await request.body(), None, None
    try:
        form = await request.form(max_files=MAX_UPLOADS, max_fields=max_fields, max_part_size=hard_limit)
    except MultiPartException as exc:  # outside an application
        raise _form_refused(exc.message) from None
    except HTTPException as exc:  # Starlette's answer to a MultiPartException inside an application
        if exc.status_code != 400:
            raise
        raise _form_refused(str(exc.detail)) from None
    try:
        uploads = [
            u
            for u in form.getlist(upload_field)
            if isinstance(u, UploadFile) and (u.filename or upload_field == "event")
        ]
        text = None
        try:
            if len(uploads) == 1:
                text = Upload(uploads[0].filename or "upload", await _read_upload(uploads[0], settings))
            elif uploads:
                text = await _read_uploads(uploads, settings)
        except EventInputError as exc:
            return _fields(form), None, exc
        return _fields(form), text, None
    finally:
        await form.close()


# -- the live API's headers, query and files ---------------------------------------------------------------
def if_match(request: Request) -> int | None:
    """The version of ``If-Match`` (``"3"``, ``W/"3"``), None without the header.

    :raises StoreError: for anything else.
    """
    raw = request.headers.get("if-match")
    if raw is None:
        return None
    text = raw.strip().removeprefix("W/").strip('"')
    if not text.isascii() or not text.isdecimal() or len(text) > 9:
        raise StoreError(
            f'If-Match must be a version as the ETag gives it (e.g. "3"), not {raw[:40]!r}', field="If-Match"
        )
    return int(text)


def moment(text: str | None) -> dt.datetime | None:
    """The moment of the query ``at`` (ISO 8601, in UTC without its zone), None without it.

    :raises StoreError: for a text that is not a moment this server can show.
    """
    if text is None:
        return None
    try:
        found = dt.datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
        if found.tzinfo is not None:
            found = found.astimezone(dt.UTC).replace(tzinfo=None)
    except ValueError:
        raise StoreError(
            f"at: {text[:40]!r} is not a moment such as 2026-12-01T18:30:00Z", field="at"
        ) from None
    except OverflowError:  # in UTC it falls after 9999-12-31
        raise StoreError(
            f"at: {text[:40]!r} is after the last moment this server can show (9999-12-31 in UTC)", field="at"
        ) from None
    return found


async def file_text(request: Request, limit: int) -> tuple[str, str]:
    """A TRF sent as the body (any type but multipart) or as the multipart field ``file``, of at most
    ``limit`` bytes (the site's upload limit, as for the calculator's uploads), and its name.

    :raises StoreError: 413 for a larger file, 422 for a multipart body without the field ``file``.
    """
    ctype = request.headers.get("content-type", "")
    if ctype.startswith("multipart/form-data"):
        form = await request.form(max_files=1, max_fields=10, max_part_size=limit + 1)
        try:
            upload = form.get("file")
            if isinstance(upload, UploadFile):
                data = await upload.read(limit + 1)
                _check_file_size(len(data), limit)
                return decode(data), upload.filename or "event.trf"
            if isinstance(upload, str):
                _check_file_size(len(upload.encode("utf-8", "surrogatepass")), limit)
                return upload, "event.trf"
        finally:
            await form.close()
        raise StoreError("the multipart field 'file' (the TRF) is missing", field="file")
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        chunks.append(chunk)
        size += len(chunk)
        _check_file_size(size, limit)
    return decode(b"".join(chunks)), "event.trf"


def _check_file_size(size: int, limit: int) -> None:
    if size > limit:
        error = StoreError(
            f"file: the file is larger than {size_label(limit)}, the limit of this site", field="file"
        )
        error.status = 413
        raise error
