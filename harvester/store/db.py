"""The database layer of the whole program: engine, SQLite pragmas, timestamps, migrations.

SQLAlchemy 2.0, typed models; SQLite under ``templates_db/`` by default (WAL mode, writes
in ``BEGIN IMMEDIATE`` transactions so several processes share it), any SQLAlchemy URL
otherwise (PostgreSQL is tested). The schema is versioned with Alembic
(``harvester/store/migrations/``) and upgraded on start; a database made before Alembic
(the first schema, by ``create_all``) is recognised, stamped ``0001`` and upgraded, never
recreated. Writes that lose a race with another process (SQLite busy, PostgreSQL
serialization failures and deadlocks) are retried. The template store
(:mod:`harvester.store.templates`) and the shared queue's tables
(:mod:`harvester.shared`) are built on :class:`Base`.
"""

from __future__ import annotations

import os
import sqlite3
import time
from collections.abc import Callable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import DateTime, TypeDecorator, create_engine, event, inspect, text
from sqlalchemy.engine import Connection, Dialect, Engine, make_url
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.orm import DeclarativeBase, Session

#: Where the default SQLite store lives, relative to the working directory.
DEFAULT_DB_DIR = Path("templates_db")
DEFAULT_DB_URL = f"sqlite:///{DEFAULT_DB_DIR / 'templates.sqlite3'}"
MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
#: The first schema (what ``create_all`` made before Alembic) and its one table: a
#: database holding it without an ``alembic_version`` is stamped ``0001`` and upgraded.
BASE_REVISION = "0001"
FIRST_TABLE = "templates"
#: A write that loses a race is tried again this many times, backing off.
WRITE_ATTEMPTS = 12
_PG_MIGRATION_LOCK = 0x6861727665  # "harve": one migration at a time on PostgreSQL

T = TypeVar("T")


class StoreError(Exception):
    """A template-store problem worth one clear line to the user."""


def utcnow() -> datetime:
    return datetime.now(UTC)


class UTCDateTime(TypeDecorator[datetime]):
    """A timestamp stored in UTC and read back timezone-aware, whatever the database."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime: pass a timezone-aware UTC time")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class Base(DeclarativeBase):
    pass


def database_url(url: str | None = None) -> str:
    """The store's URL: the argument, else ``$HARVEST_DB``, else SQLite in templates_db/."""
    return url or os.environ.get("HARVEST_DB") or DEFAULT_DB_URL


def safe_url(url: str) -> str:
    """A database URL fit to print: the password hidden."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:
        return url


def driver_url(url: str) -> str:
    """``postgresql://`` with psycopg 3 when psycopg2 (SQLAlchemy's default) is missing."""
    if url.startswith(("postgresql://", "postgres://")):
        try:
            import psycopg2  # noqa: F401
        except ImportError:
            return "postgresql+psycopg://" + url.partition("://")[2]
    return url


def _sqlite_connect(dbapi_connection: Any, _record: object) -> None:
    # pysqlite's own transaction handling would BEGIN late and never BEGIN IMMEDIATE:
    # take it over (SQLAlchemy's documented recipe), so writers queue on busy_timeout
    # instead of failing when their read snapshot is stale.
    dbapi_connection.isolation_level = None
    cursor = dbapi_connection.cursor()
    cursor.execute("PRAGMA busy_timeout=30000")
    # Switching a new file to WAL takes an exclusive lock, and SQLite answers "locked" at
    # once, without its busy handler, when another process holds the file: retry.
    deadline = time.monotonic() + 30
    while True:
        try:
            cursor.execute("PRAGMA journal_mode=WAL")
            break
        except sqlite3.OperationalError as exc:
            if "locked" not in str(exc) or time.monotonic() > deadline:
                raise
            time.sleep(0.02)
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def _sqlite_begin(conn: Connection) -> None:
    conn.exec_driver_sql(
        "BEGIN IMMEDIATE" if conn.get_execution_options().get("immediate") else "BEGIN"
    )


def _transient(exc: DBAPIError) -> bool:
    """A failure that another try may not meet: a lost race, not a broken database."""
    if isinstance(exc, IntegrityError):
        return True  # two processes inserted the same site and section
    code = getattr(exc.orig, "sqlstate", None) or getattr(exc.orig, "pgcode", None)
    if code in ("40001", "40P01", "55P03"):  # serialization failure, deadlock, lock
        return True
    message = str(exc.orig).lower()
    return isinstance(exc, OperationalError) and ("locked" in message or "busy" in message)


def _alembic_config(connection: Connection | None = None) -> Any:
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    return config


def ours(name: str | None, type_: str, parent_names: Mapping[Any, str | None]) -> bool:
    """Alembic's ``include_name``: everything but procrastinate's own schema (its tables
    share the database of ``harvest worker`` and are its to migrate)."""
    table = name if type_ == "table" else parent_names.get("table_name")
    return not (table or "").startswith("procrastinate_")


def head_revision() -> str:
    """The newest schema revision this harvester knows."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(_alembic_config()).get_current_head()
    assert head is not None
    return head


def current_revision(engine: Engine) -> str | None:
    """The database's schema revision: None when empty, ``0001`` for a pre-Alembic store."""
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as conn:
        heads = MigrationContext.configure(conn).get_current_heads()
        if heads:
            return heads[0]
        return BASE_REVISION if inspect(conn).has_table(FIRST_TABLE) else None


def migrate(engine: Engine) -> None:
    """Bring the database's schema to the newest revision (creating it when empty).

    A store made before Alembic (a ``templates`` table without ``alembic_version``) is
    stamped ``0001`` first. One process migrates at a time (``BEGIN IMMEDIATE`` on SQLite,
    an advisory lock on PostgreSQL); the others find the work done.
    """
    from alembic import command
    from alembic.script import ScriptDirectory

    script = ScriptDirectory.from_config(_alembic_config())
    head = script.get_current_head()
    current = current_revision(engine)
    if current == head:
        return
    known = {rev.revision for rev in script.walk_revisions()}
    if current is not None and current not in known:
        raise StoreError(
            f"the template store has schema revision {current}, newer than this harvester "
            f"knows (up to {head}): upgrade harvester"
        )
    with engine.execution_options(immediate=True).begin() as conn:
        if conn.dialect.name == "postgresql":
            conn.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": _PG_MIGRATION_LOCK})
        config = _alembic_config(conn)
        tables = set(inspect(conn).get_table_names())
        if FIRST_TABLE in tables and "alembic_version" not in tables:
            command.stamp(config, BASE_REVISION)
        command.upgrade(config, "head")


def first_line(exc: BaseException | None) -> str:
    """The first line of an exception's message (a driver's can run to a page)."""
    text_ = str(exc).strip().splitlines()
    return text_[0] if text_ else type(exc).__name__


def open_engine(url: str | None = None) -> Engine:
    """An engine on ``url`` (default :func:`database_url`), SQLite's folder made and its
    pragmas set, PostgreSQL's connections pre-pinged (a server restarted under a
    long-lived worker hands out fresh ones). Not migrated: :func:`migrate` does that."""
    url = driver_url(database_url(url))
    if url.startswith("sqlite:///") and not url.startswith("sqlite:///:memory:"):
        Path(url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
    try:
        engine = create_engine(url, pool_pre_ping=not url.startswith("sqlite"))
    except Exception as exc:  # a bad URL, a missing driver
        raise StoreError(f"{safe_url(url)}: {first_line(exc)}") from exc
    if engine.dialect.name == "sqlite":
        event.listen(engine, "connect", _sqlite_connect)
        event.listen(engine, "begin", _sqlite_begin)
    return engine


def write(engine: Engine, work: Callable[[Session], T]) -> T:
    """Run ``work`` in one write transaction (``BEGIN IMMEDIATE`` on SQLite), again when it
    loses a race with another process."""
    writer = engine.execution_options(immediate=True)
    for attempt in range(WRITE_ATTEMPTS):
        try:
            with Session(writer, expire_on_commit=False) as session:
                with session.begin():
                    result = work(session)
                return result
        except DBAPIError as exc:
            # a duplicate that persists past a re-read is no race: give up soon
            duplicate = isinstance(exc, IntegrityError) and attempt >= 2
            if attempt == WRITE_ATTEMPTS - 1 or duplicate or not _transient(exc):
                raise
            time.sleep(min(0.01 * 2**attempt, 0.5))
    raise AssertionError("unreachable")
