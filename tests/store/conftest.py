"""The store tests need the ``store`` extra; their databases come from ``tests/store_databases.py``."""

import pytest

pytest.importorskip("sqlalchemy")
pytest.importorskip("alembic")
