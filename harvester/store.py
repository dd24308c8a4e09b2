"""The template store: what the harvester learned about each site's galleries.

Seed 004 keeps every valid trigger XPath in an "XPath template library" so the next
gallery of a known site pages at once, with no probing, and deletes a template unused
for a week. One row per site (scheme, host and port) and section (a path pattern; ``*``
for the whole site): the trigger (``xpath:…``, ``key:…`` or ``url:…`` pattern), the
content XPaths when known (picture, caption, title), an optional URL regex the template
is limited to, where it came from (``discovered``, ``seeded``, ``imported``), when it was
made and last used (UTC, timezone-aware even on SQLite), and how often it worked or failed.

SQLAlchemy 2.0, typed models; SQLite under ``templates_db/`` by default (WAL mode, writes
in ``BEGIN IMMEDIATE`` transactions so several processes share it), any SQLAlchemy URL
otherwise (PostgreSQL is tested). The schema is versioned with Alembic
(``harvester/migrations/``) and upgraded on start; a database made before Alembic (the
first schema, by ``create_all``) is recognised, stamped ``0001`` and upgraded, never
recreated. Seeded templates for the big portals (``templates_db/seeds.json``) are loaded
on first use. Writes that lose a race with another process (SQLite busy, PostgreSQL
serialization failures and deadlocks, two inserts of one site) are retried.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import sqlite3
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, TypeVar
from urllib.parse import urlsplit

from sqlalchemy import (
    DateTime,
    Integer,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
    create_engine,
    delete,
    event,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.engine import Connection, Dialect, Engine, make_url
from sqlalchemy.exc import DBAPIError, IntegrityError, OperationalError
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

from harvester.article_templates import MAX_DISAGREEMENTS

#: Where the default SQLite store lives, relative to the working directory.
DEFAULT_DB_DIR = Path("templates_db")
DEFAULT_DB_URL = f"sqlite:///{DEFAULT_DB_DIR / 'templates.sqlite3'}"
#: Seed 004: "a trigger XPath unused for one week is deleted".
DEFAULT_MAX_AGE = timedelta(days=7)
WHOLE_SITE = "*"
ORIGINS = ("discovered", "seeded", "imported")
TRIGGER_KINDS = ("xpath", "key", "url")
#: The seeds: ``templates_db/seeds.json`` in the working directory, else the repository's.
SEEDS_NAME = "seeds.json"
REPO_SEEDS = Path(__file__).resolve().parent.parent / "templates_db" / SEEDS_NAME
MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
#: The first schema (what ``create_all`` made before Alembic) and the newest.
BASE_REVISION = "0001"
EXPORT_FORMAT = "harvester-templates"
EXPORT_VERSION = 1
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


class Template(Base):
    """How one site's (or section's) galleries page, and where their content is."""

    __tablename__ = "templates"
    __table_args__ = (UniqueConstraint("site", "section"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site: Mapped[str] = mapped_column(String(255), index=True)
    section: Mapped[str] = mapped_column(String(255), default=WHOLE_SITE)
    trigger: Mapped[str] = mapped_column(Text)
    origin: Mapped[str] = mapped_column(String(16), default="discovered")
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    last_used_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    hits: Mapped[int] = mapped_column(Integer, default=0)
    failures: Mapped[int] = mapped_column(Integer, default=0)
    last_error: Mapped[str | None] = mapped_column(Text, default=None)
    # revision 0002
    url_regex: Mapped[str | None] = mapped_column(Text, default=None)
    picture_xpath: Mapped[str | None] = mapped_column(Text, default=None)
    caption_xpath: Mapped[str | None] = mapped_column(Text, default=None)
    title_xpath: Mapped[str | None] = mapped_column(Text, default=None)
    # revision 0003
    overlay_xpath: Mapped[str | None] = mapped_column(Text, default=None)

    def applies_to(self, url: str) -> bool:
        """False when the template is limited by ``url_regex`` to other pages of its site."""
        if not self.url_regex:
            return True
        try:
            return re.search(self.url_regex, url) is not None
        except re.error:
            return False

    def to_dict(self) -> dict[str, Any]:
        """The template as JSON-ready data (what ``export`` writes)."""
        return {
            "site": self.site,
            "section": self.section,
            "trigger": self.trigger,
            "url_regex": self.url_regex,
            "picture_xpath": self.picture_xpath,
            "caption_xpath": self.caption_xpath,
            "title_xpath": self.title_xpath,
            "overlay_xpath": self.overlay_xpath,
            "origin": self.origin,
            "created_at": _iso(self.created_at),
            "last_used_at": _iso(self.last_used_at),
            "hits": self.hits,
            "failures": self.failures,
            "last_error": self.last_error,
        }

    def __repr__(self) -> str:
        return f"Template({self.site!r}, {self.section!r}, {self.trigger!r}, {self.origin!r})"


class ArticleTemplate(Base):
    """Where one site section's articles keep their body (seed 002; see
    :mod:`harvester.article_templates`)."""

    __tablename__ = "article_templates"
    __table_args__ = (UniqueConstraint("site", "section"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    site: Mapped[str] = mapped_column(String(255), index=True)
    section: Mapped[str] = mapped_column(String(255))
    #: the XPath of the subtree holding the body, on the extractor's cleaned tree
    path: Mapped[str] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    last_used_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)
    #: pages read from the template (its text agreed with auto's)
    hits: Mapped[int] = mapped_column(Integer, default=0)
    #: pages in a row whose template text disagreed with auto's
    disagreements: Mapped[int] = mapped_column(Integer, default=0)
    #: how often the section's layout changed and the path was learned again
    relearned: Mapped[int] = mapped_column(Integer, default=0)

    def to_dict(self) -> dict[str, Any]:
        return {
            "site": self.site,
            "section": self.section,
            "path": self.path,
            "created_at": _iso(self.created_at),
            "last_used_at": _iso(self.last_used_at),
            "hits": self.hits,
            "disagreements": self.disagreements,
            "relearned": self.relearned,
        }

    def __repr__(self) -> str:
        return f"ArticleTemplate({self.site!r}, {self.section!r}, {self.path!r})"


class StoreMeta(Base):
    """Facts about the store itself (which seeds file was loaded)."""

    __tablename__ = "store_meta"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(Text)


CONTENT_FIELDS = ("url_regex", "picture_xpath", "caption_xpath", "title_xpath", "overlay_xpath")


def _iso(value: datetime | None) -> str | None:
    return value.astimezone(UTC).isoformat() if value else None


def _parse_time(value: object, default: datetime) -> datetime:
    if value in (None, ""):
        return default
    if not isinstance(value, str):
        raise ValueError(f"not a time: {value!r}")
    moment = datetime.fromisoformat(value.replace("Z", "+00:00"))
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def site_of(url: str) -> str:
    """The site a URL belongs to: scheme, host and port (``http://127.0.0.1:8000``)."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()


def section_of(url: str) -> str:
    """The section of a site a URL belongs to: its first path folder (``/photoview/``), or
    ``*`` when the page sits at the top. Sections keep apart the gallery templates of one
    host that serves several (a portal's photo channel and its sports channel)."""
    path = urlsplit(url).path
    folder, sep, _rest = path.lstrip("/").partition("/")
    return f"/{folder}/" if sep and folder else WHOLE_SITE


def _other_scheme(site: str) -> str:
    """The same host and port under the other web scheme: a portal serves its galleries
    over both, and a template learned (or seeded) on one works on the other."""
    scheme, sep, rest = site.partition("://")
    return {"http": "https", "https": "http"}.get(scheme, scheme) + sep + rest


def sites_matching(site: str) -> list[str]:
    """The ``site`` values a user's SITE argument names: a URL or ``scheme://host[:port]``
    names that site exactly; a bare ``host[:port]`` names it under http and https."""
    site = site.strip().rstrip("/").lower()
    if "://" in site:
        return [site_of(site)]
    return [f"http://{site}", f"https://{site}"]


def database_url(url: str | None = None) -> str:
    """The store's URL: the argument, else ``$HARVEST_DB``, else SQLite in templates_db/."""
    return url or os.environ.get("HARVEST_DB") or DEFAULT_DB_URL


def safe_url(url: str) -> str:
    """A database URL fit to print: the password hidden."""
    try:
        return make_url(url).render_as_string(hide_password=True)
    except Exception:
        return url


def _driver_url(url: str) -> str:
    """``postgresql://`` with psycopg 3 when psycopg2 (SQLAlchemy's default) is missing."""
    if url.startswith(("postgresql://", "postgres://")):
        try:
            import psycopg2  # noqa: F401
        except ImportError:
            return "postgresql+psycopg://" + url.partition("://")[2]
    return url


def seeds_file() -> Path | None:
    """The seeds to load: ``$HARVEST_SEEDS``, ``./templates_db/seeds.json``, or the repo's."""
    if env := os.environ.get("HARVEST_SEEDS"):
        return Path(env) if env.lower() not in ("", "0", "none", "off") else None
    for path in (DEFAULT_DB_DIR / SEEDS_NAME, REPO_SEEDS):
        if path.is_file():
            return path
    return None


@dataclass(frozen=True, slots=True)
class ImportResult:
    added: int = 0
    replaced: int = 0
    kept: int = 0


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


def ours(name: str | None, type_: str, parent_names: dict[str, str | None]) -> bool:
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
        return BASE_REVISION if inspect(conn).has_table(Template.__tablename__) else None


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
        if Template.__tablename__ in tables and "alembic_version" not in tables:
            command.stamp(config, BASE_REVISION)
        command.upgrade(config, "head")


class TemplateStore:
    """The store behind one database URL, migrated to the newest schema and seeded.

    ``seeds``: the seeds file to load on first use (default: :func:`seeds_file`), or
    False for none.
    """

    def __init__(self, url: str | None = None, *, seeds: Path | bool = True) -> None:
        self.url = _driver_url(database_url(url))
        if self.url.startswith("sqlite:///") and not self.url.startswith("sqlite:///:memory:"):
            Path(self.url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
        try:
            # pre-ping: a server restarted under a long-lived worker hands out fresh connections
            self.engine: Engine = create_engine(
                self.url, pool_pre_ping=not self.url.startswith("sqlite")
            )
        except Exception as exc:  # a bad URL, a missing driver
            raise StoreError(f"{safe_url(self.url)}: {_first_line(exc)}") from exc
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_connect)
            event.listen(self.engine, "begin", _sqlite_begin)
        self._writer = self.engine.execution_options(immediate=True)
        try:
            migrate(self.engine)
            path = seeds_file() if seeds is True else seeds or None
            if path is not None:
                self.load_seeds(path)
        except StoreError:
            raise
        except OperationalError as exc:
            raise StoreError(f"{safe_url(self.url)}: {_first_line(exc.orig)}") from exc

    # --- plumbing ----------------------------------------------------------------------

    def _write(self, work: Callable[[Session], T]) -> T:
        """Run ``work`` in one write transaction, again when it loses a race."""
        for attempt in range(WRITE_ATTEMPTS):
            try:
                with Session(self._writer, expire_on_commit=False) as session:
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

    def _read(self) -> Session:
        return Session(self.engine, expire_on_commit=False)

    def close(self) -> None:
        self.engine.dispose()

    # --- what harvest.py uses ------------------------------------------------------------

    def find(self, url: str) -> Template | None:
        """The template for ``url``: its section's, else the site's most recently used.

        Templates limited by a URL regex the URL does not match are left out; the same host
        under the other scheme (http/https) counts as the same site when the site itself
        has none.
        """
        site, section = site_of(url), section_of(url)
        with self._read() as session:
            rows = session.scalars(
                select(Template)
                .where(Template.site.in_([site, _other_scheme(site)]))
                .order_by(Template.last_used_at.desc(), Template.id.desc())
            ).all()
        rows = [r for r in rows if r.applies_to(url)]
        if any(r.site == site for r in rows):
            rows = [r for r in rows if r.site == site]
        rows.sort(key=lambda r: (r.section != section, r.url_regex is None))
        return rows[0] if rows else None

    def learn(
        self,
        url: str,
        trigger: str,
        origin: str = "discovered",
        *,
        picture_xpath: str | None = None,
        caption_xpath: str | None = None,
        title_xpath: str | None = None,
        overlay_xpath: str | None = None,
        url_regex: str | None = None,
        replace: frozenset[str] = frozenset(),
    ) -> Template:
        """Keep ``trigger`` as the template of ``url``'s section, replacing the one it had
        (its counts are kept: a healed template's history stays with its section).

        A content field given here is stored; one left at None keeps the value the
        template had (healing a template keeps its URL regex and content XPaths), unless
        it is named in ``replace``: the new walk proved it wrong, and it is cleared."""
        _check_trigger(trigger)
        _check_origin(origin)
        site, section = site_of(url), section_of(url)
        content = {
            "url_regex": url_regex,
            "picture_xpath": picture_xpath,
            "caption_xpath": caption_xpath,
            "title_xpath": title_xpath,
            "overlay_xpath": overlay_xpath,
        }

        def work(session: Session) -> Template:
            row = session.scalars(
                select(Template).where(Template.site == site, Template.section == section)
            ).first()
            now = utcnow()
            if row is None:
                row = Template(site=site, section=section, created_at=now, hits=0, failures=0)
                session.add(row)
            row.trigger, row.origin, row.last_used_at = trigger, origin, now
            for name, value in content.items():
                if value is not None or name in replace:
                    setattr(row, name, value)
            session.flush()
            return row

        return self._write(work)

    def used(self, template: Template, *, ok: bool, error: str | None = None) -> None:
        """Count one use of a template, good or bad (one atomic UPDATE: two processes
        counting at once lose no count)."""
        values: dict[str, Any] = {"last_used_at": utcnow()}
        if ok:
            values["hits"] = Template.hits + 1
        else:
            values["failures"] = Template.failures + 1
            values["last_error"] = error

        def work(session: Session) -> None:
            session.execute(update(Template).where(Template.id == template.id).values(values))

        self._write(work)

    @staticmethod
    def _article_row(session: Session, url: str) -> ArticleTemplate | None:
        return session.scalars(
            select(ArticleTemplate).where(
                ArticleTemplate.site == site_of(url), ArticleTemplate.section == section_of(url)
            )
        ).first()

    def article_template(self, url: str) -> ArticleTemplate | None:
        """The article template of ``url``'s site section, if it has one."""
        with self._read() as session:
            return self._article_row(session, url)

    def learn_article(self, url: str, path: str) -> ArticleTemplate:
        """Keep ``path`` as the article template of ``url``'s section unless it has one
        (another process may have learned it first)."""

        def work(session: Session) -> ArticleTemplate:
            row = self._article_row(session, url)
            if row is None:
                now = utcnow()
                row = ArticleTemplate(
                    site=site_of(url),
                    section=section_of(url),
                    path=path,
                    created_at=now,
                    last_used_at=now,
                    hits=0,
                    disagreements=0,
                    relearned=0,
                )
                session.add(row)
                session.flush()
            return row

        return self._write(work)

    def article_used(self, template: ArticleTemplate, *, agreed: bool, path: str | None) -> None:
        """Count one page of the section: read from the template (``agreed``), or not. At
        :data:`~harvester.article_templates.MAX_DISAGREEMENTS` disagreements in a row the
        template becomes ``path``, the one this page teaches (the layout changed)."""

        def work(session: Session) -> None:
            row = session.get(ArticleTemplate, template.id)
            if row is None:  # deleted meanwhile
                return
            row.last_used_at = utcnow()
            if agreed:
                row.hits += 1
                row.disagreements = 0
                return
            row.disagreements += 1
            if row.disagreements >= MAX_DISAGREEMENTS and path and path != row.path:
                row.path, row.disagreements = path, 0
                row.relearned += 1

        self._write(work)

    def all(
        self, site: str | None = None, *, kind: type[Template] | type[ArticleTemplate] = Template
    ) -> list[Any]:
        """Every template (gallery ones, or article ones with ``kind``), or those of the
        sites whose name contains ``site``."""
        query = select(kind).order_by(kind.site, kind.section)
        if site:
            query = query.where(kind.site.contains(site.strip().lower(), autoescape=True))
        with self._read() as session:
            return list(session.scalars(query))

    def prune(
        self,
        max_age: timedelta = DEFAULT_MAX_AGE,
        *,
        dry_run: bool = False,
        kind: type[Template] | type[ArticleTemplate] = Template,
    ) -> list[Any]:
        """Delete the templates (gallery ones, or article ones with ``kind``) unused for
        longer than ``max_age`` (seed 004: a week)."""
        cutoff = utcnow() - max_age

        def work(session: Session) -> list[Any]:
            stale = list(
                session.scalars(
                    select(kind).where(kind.last_used_at < cutoff).order_by(kind.site, kind.section)
                )
            )
            if not dry_run and stale:
                session.execute(delete(kind).where(kind.id.in_([r.id for r in stale])))
            return stale

        if dry_run:
            with self._read() as session:
                return work(session)
        return self._write(work)

    # --- what the CLI adds -----------------------------------------------------------------

    def get(self, site: str) -> list[Template]:
        """Every template of ``site`` (a URL, ``scheme://host[:port]`` or ``host[:port]``)."""
        with self._read() as session:
            return list(
                session.scalars(
                    select(Template)
                    .where(Template.site.in_(sites_matching(site)))
                    .order_by(Template.site, Template.section)
                )
            )

    def delete(
        self,
        site: str,
        section: str | None = None,
        *,
        kind: type[Template] | type[ArticleTemplate] = Template,
    ) -> list[Any]:
        """Delete ``site``'s templates (gallery ones, or article ones with ``kind``; one
        section's only, when given); returns them."""

        def work(session: Session) -> list[Any]:
            query = select(kind).where(kind.site.in_(sites_matching(site)))
            if section is not None:
                query = query.where(kind.section == section)
            rows = list(session.scalars(query.order_by(kind.site, kind.section)))
            if rows:
                session.execute(delete(kind).where(kind.id.in_([r.id for r in rows])))
            return rows

        return self._write(work)

    def export(self) -> dict[str, Any]:
        """Every template as a JSON-ready document (:meth:`import_` reads it back)."""
        return {
            "format": EXPORT_FORMAT,
            "version": EXPORT_VERSION,
            "exported_at": _iso(utcnow()),
            "templates": [t.to_dict() for t in self.all()],
        }

    def import_(self, document: object) -> ImportResult:
        """Merge exported templates: a site and section the store lacks is added; one it has
        is replaced when the imported template was used more recently, else kept.
        Imported templates are marked ``imported`` (seeded ones stay ``seeded``)."""
        entries = _entries(document, EXPORT_FORMAT)
        return self._merge(entries, lambda origin: "seeded" if origin == "seeded" else "imported")

    def load_seeds(self, path: Path) -> int:
        """Load the seeds file into the store on first use (and again when the file
        changes), adding only the sites and sections the store lacks. Returns how many."""
        try:
            raw = path.read_bytes()
            document = json.loads(raw)
        except (OSError, ValueError) as exc:
            raise StoreError(f"seeds {path}: {_first_line(exc)}") from exc
        digest = hashlib.sha256(raw).hexdigest()[:16]
        with self._read() as session:
            if (meta := session.get(StoreMeta, "seeds")) and meta.value == digest:
                return 0
        entries = []
        for entry in _entries(document, "harvester-seeds"):
            for site in entry.get("sites") or [entry.get("site")]:
                entries.append({**entry, "site": site, "origin": "seeded"})
        result = self._merge(entries, lambda _origin: "seeded", keep_existing=True, meta=digest)
        return result.added

    def _merge(
        self,
        entries: Iterable[dict[str, Any]],
        origin_of: Callable[[str | None], str],
        *,
        keep_existing: bool = False,
        meta: str | None = None,
    ) -> ImportResult:
        now = utcnow()
        clean = [_clean_entry(e, origin_of, now) for e in entries]

        def work(session: Session) -> ImportResult:
            if meta is not None:
                row = session.get(StoreMeta, "seeds")
                if row is not None and row.value == meta:
                    return ImportResult()  # another process loaded them meanwhile
                if row is None:
                    session.add(StoreMeta(key="seeds", value=meta))
                else:
                    row.value = meta
            added = replaced = kept = 0
            for entry in clean:
                row = session.scalars(
                    select(Template).where(
                        Template.site == entry["site"], Template.section == entry["section"]
                    )
                ).first()
                if row is None:
                    session.add(Template(**entry))
                    session.flush()
                    added += 1
                elif not keep_existing and entry["last_used_at"] > row.last_used_at:
                    for name, value in entry.items():
                        setattr(row, name, value)
                    replaced += 1
                else:
                    kept += 1
            return ImportResult(added, replaced, kept)

        return self._write(work)


def _first_line(exc: BaseException | None) -> str:
    text_ = str(exc).strip().splitlines()
    return text_[0] if text_ else type(exc).__name__


def _check_trigger(trigger: str) -> None:
    kind, _, value = trigger.partition(":")
    if kind not in TRIGGER_KINDS or not value:
        raise ValueError(f"not a trigger: {trigger!r} (xpath:…, key:… or url:…)")


def _check_origin(origin: str) -> None:
    if origin not in ORIGINS:
        raise ValueError(f"origin must be one of {', '.join(ORIGINS)}, got {origin!r}")


def _entries(document: object, kind: str) -> list[dict[str, Any]]:
    if not isinstance(document, dict) or document.get("format") != kind:
        raise StoreError(f'not a {kind} file (its "format" must be {kind!r})')
    entries = document.get("templates")
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise StoreError(f'not a {kind} file: "templates" must be a list of objects')
    return entries


def _clean_entry(
    entry: dict[str, Any], origin_of: Callable[[str | None], str], now: datetime
) -> dict[str, Any]:
    """One template of a file, checked, as :class:`Template` keyword arguments."""
    where = entry.get("site") or "?"
    try:
        site, trigger = entry["site"], entry["trigger"]
        if not isinstance(site, str) or "://" not in site:
            raise ValueError(f"site must be scheme://host[:port], got {site!r}")
        _check_trigger(trigger)
        if regex := entry.get("url_regex"):
            re.compile(regex)
        created = _parse_time(entry.get("created_at"), now)
        return {
            "site": site_of(site),
            "section": entry.get("section") or WHOLE_SITE,
            "trigger": trigger,
            "origin": origin_of(entry.get("origin")),
            "created_at": created,
            "last_used_at": _parse_time(entry.get("last_used_at"), now),
            "hits": int(entry.get("hits") or 0),
            "failures": int(entry.get("failures") or 0),
            "last_error": entry.get("last_error"),
            **{name: entry.get(name) or None for name in CONTENT_FIELDS},
        }
    except (KeyError, ValueError, TypeError, re.error) as exc:
        raise StoreError(f"bad template for {where}: {exc}") from exc
