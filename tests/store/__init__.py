"""Tests of the live-events store (databases: tests/store_databases.py, SQLite and PostgreSQL)."""
