"""Helpers for the template-store tests: the PostgreSQL server CI starts, reset per test.

``.ci/run`` starts Debian's PostgreSQL and exports ``HARVEST_TEST_PG`` (an SQLAlchemy URL
of an empty database the tests may wipe); without it those tests skip with the reason.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from sqlalchemy import create_engine, text

PG_URL = os.environ.get("HARVEST_TEST_PG", "")
#: the skip reason of :data:`needs_pg` (tests/conftest.py marks its tests ``pg`` by it)
PG_REASON = (
    "HARVEST_TEST_PG is not set: no PostgreSQL server to test against "
    "(.ci/run installs and starts one)"
)
needs_pg = pytest.mark.skipif(not PG_URL, reason=PG_REASON)
#: Every table a template store makes.
STORE_TABLES = (
    "templates",
    "article_templates",
    "store_meta",
    "alembic_version",
    *("records", "workers", "claims", "host_turns", "robots_answers"),
    *("crawl_runs", "crawl_rows", "crawl_twins"),
    "saved_pictures",
)


def wipe_pg(url: str = PG_URL) -> None:
    """Drop the store's tables: the next store starts from an empty database."""
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text(f"DROP TABLE IF EXISTS {', '.join(STORE_TABLES)} CASCADE"))
    engine.dispose()


@contextmanager
def fresh_pg() -> Iterator[str]:
    """The test server's URL, with no store in it, before and after."""
    wipe_pg()
    try:
        yield PG_URL
    finally:
        wipe_pg()


def db_params() -> list[object]:
    """``params`` for a fixture running a test on SQLite and on PostgreSQL."""
    return ["sqlite", pytest.param("postgresql", marks=needs_pg)]


@contextmanager
def database(kind: str, folder: os.PathLike[str] | str) -> Iterator[str]:
    """A fresh, empty database of ``kind`` (``sqlite`` in ``folder``, or ``postgresql``)."""
    if kind == "sqlite":
        yield f"sqlite:///{os.path.join(folder, 'templates.sqlite3')}"
    else:
        with fresh_pg() as url:
            yield url
