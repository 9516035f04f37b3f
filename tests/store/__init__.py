"""Tests of the live-events store (tests/store/conftest.py: SQLite and PostgreSQL databases)."""
