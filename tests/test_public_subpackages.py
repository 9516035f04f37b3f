"""The public names of the subpackages, pinned: ``tiebreak.readers``, ``tiebreak.writers`` and
``tiebreak.criteria`` offer exactly their ``__all__``, and a module of ``readers/`` or ``writers/``
without a leading underscore is the reader or writer of one format; every helper is ``_private``."""

from __future__ import annotations

import importlib
import inspect
from pathlib import Path
from types import ModuleType

import pytest

import tiebreak.criteria
import tiebreak.readers
import tiebreak.writers

READERS = [
    "DEFAULT_OPTIONS",
    "EXAMPLES",
    "FORMATS",
    "ReadOptions",
    "Reader",
    "STAR_READINGS",
    "decode_input",
    "example_path",
    "example_text",
    "files_of",
    "read_once",
    "read_path",
    "read_paths",
    "read_text",
    "register_format",
    "sniff",
]
WRITERS = ["canonical", "trim_rounds"]
CRITERIA = [
    "Criterion",
    "GroupCriterion",
    "catalogue",
    "find",
    "is_primary_score",
    "lookup_alias",
    "parse_code",
    "parse_list",
    "scored_on",
]

READER_MODULES = {
    "chess-json": ("chessjson", "read_chess_json"),
    "crosstable": ("crosstable", "read_crosstable"),
    "csv": ("csvfile", "read_csv"),
    "files": ("files", "read_files"),
    "grid": ("rrgrid", "read_grid"),
    "html": ("webpage", "read_html"),
    "json": ("jsonmodel", "read_json_model"),
    "pairings": ("pairings", "read_pairings"),
    "pgn": ("pgn", "read_pgn"),
    "swisssys-json": ("swisssys", "read_swisssys_json"),
    "swissmaster-json": ("swissmaster", "read_swissmaster_json"),
    "sevilla": ("sevilla", "read_sevilla"),
    "chessresults-xml": ("crxml", "read_crxml"),
    "rounds": ("assemble", "read_tables"),
    "tables": ("content", "read_by_content"),
    "trf": ("trf", "read_trf"),
}
"""Registered format name -> (its module in ``readers/``, the module's reader)."""
LAYERS = ["celllines", "groups", "runon", "tables"]
"""Public modules of ``readers/`` that read no format of their own: the table layer every table reader
builds on, the groups of several events on one page, rows run together on one line, and rows a browser
copied over several lines."""
WRITER_MODULES = {"jsonmodel": "write_json_model", "trf": "write_trf"}
"""Module in ``writers/`` -> its writer."""


@pytest.mark.parametrize(
    ("package", "names"),
    [(tiebreak.readers, READERS), (tiebreak.writers, WRITERS), (tiebreak.criteria, CRITERIA)],
)
def test_subpackage_names_are_pinned(package: ModuleType, names: list[str]) -> None:
    assert sorted(package.__all__) == names
    for name in names:
        assert getattr(package, name) is not None, name


def _modules(package: ModuleType) -> list[str]:
    """The modules of a package without a leading underscore."""
    folder = Path(str(package.__file__)).parent
    return sorted(p.stem for p in folder.glob("*.py") if not p.name.startswith("_"))


def test_every_public_reader_module_reads_one_registered_format() -> None:
    assert _modules(tiebreak.readers) == sorted([*(module for module, _ in READER_MODULES.values()), *LAYERS])
    assert sorted(tiebreak.readers.FORMATS) == sorted(READER_MODULES)


@pytest.mark.parametrize("name", sorted(READER_MODULES))
def test_the_registered_reader_is_its_modules_reader(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    module_name, function = READER_MODULES[name]
    module = importlib.import_module(f"tiebreak.readers.{module_name}")
    assert function in module.__all__
    params = list(inspect.signature(getattr(module, function)).parameters)
    assert params[:2] == ["text", "options"]
    calls: list[str] = []

    def reader(text: str, options: object) -> str:
        calls.append(text)
        return "read"

    monkeypatch.setattr(module, function, reader)
    assert tiebreak.readers.FORMATS[name][0]("the text") == "read"  # type: ignore[comparison-overlap]
    assert calls == ["the text"]


def test_every_public_writer_module_writes_one_format() -> None:
    assert _modules(tiebreak.writers) == sorted(WRITER_MODULES)
    for module_name, function in WRITER_MODULES.items():
        module = importlib.import_module(f"tiebreak.writers.{module_name}")
        assert function in module.__all__, module_name
        assert next(iter(inspect.signature(getattr(module, function)).parameters)) == "t", module_name
