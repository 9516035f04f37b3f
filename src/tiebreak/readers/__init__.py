"""Readers: one module per input format, each producing a :class:`~tiebreak.model.Tournament`.

:func:`read_text` and :func:`read_path` sniff the format from the content (and the file suffix) unless
``input_format`` names it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..errors import ParseError
from ..model import Tournament
from .chessjson import looks_like_chess_json, read_chess_json
from .crosstable import looks_like_crosstable, read_crosstable
from .csvfile import looks_like_csv, read_csv
from .jsonmodel import looks_like_json_model, read_json_model
from .pgn import looks_like_pgn, read_pgn
from .rrgrid import looks_like_grid, read_grid
from .trf import decode, looks_like_trf, read_trf

__all__ = ["FORMATS", "read_path", "read_text", "register_format", "sniff"]

Reader = Callable[[str, str | None], Tournament]
Sniffer = Callable[[str, str], bool]

FORMATS: dict[str, tuple[Reader, Sniffer]] = {}
"""Format name -> (reader(text, source), sniffer(text, suffix)). Sniffers are tried in order."""


def register_format(name: str, reader: Reader, sniffer: Sniffer) -> None:
    """Make a reader available to :func:`read_text` under ``name``."""
    FORMATS[name] = (reader, sniffer)


register_format("trf", lambda text, source: read_trf(text, source=source),
                lambda text, suffix: suffix in (".trf", ".trfx") or looks_like_trf(text))
register_format("json", lambda text, source: read_json_model(text, source=source),
                lambda text, suffix: looks_like_json_model(text))
register_format("chess-json", lambda text, source: read_chess_json(text, source=source),
                looks_like_chess_json)
register_format("pgn", lambda text, source: read_pgn(text, source=source), looks_like_pgn)
register_format("csv", lambda text, source: read_csv(text, source=source), looks_like_csv)
register_format("grid", lambda text, source: read_grid(text, source=source), looks_like_grid)
register_format("crosstable", lambda text, source: read_crosstable(text, source=source),
                looks_like_crosstable)


def sniff(text: str, suffix: str = "") -> str:
    """The name of the format the text looks like.

    :raises ParseError: when no reader recognises it.
    """
    for name, (_, sniffer) in FORMATS.items():
        if sniffer(text, suffix.lower()):
            return name
    raise ParseError(f"cannot tell the format of this input; known formats: {', '.join(FORMATS)} "
                     "(use --input-format)")


def read_text(text: str, *, source: str | None = None, input_format: str = "auto",
              suffix: str = "") -> Tournament:
    """Read an event from text in any supported format."""
    name = sniff(text, suffix) if input_format == "auto" else input_format
    if name not in FORMATS:
        raise ParseError(f"unknown input format {input_format!r}; known formats: {', '.join(FORMATS)}",
                         source=source)
    return FORMATS[name][0](text, source)


def read_path(path: Path, *, encoding: str | None = None, input_format: str = "auto") -> Tournament:
    """Read an event file from disk (bytes decoded per trf.md §2.3 unless ``encoding`` is given)."""
    text = decode(path.read_bytes(), encoding)
    return read_text(text, source=str(path), input_format=input_format, suffix=path.suffix)
