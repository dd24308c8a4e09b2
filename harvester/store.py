"""The template store: what the harvester learned about each site's galleries.

Seed 004 keeps every valid trigger XPath in an "XPath template library" so the next
gallery of a known site pages at once, with no probing, and deletes a template unused
for a week. One row per site (scheme, host and port) and section (a path pattern; ``*``
for the whole site): the trigger (``xpath:…``, ``key:…`` or ``url:…`` pattern), where it
came from, when it was made and last used (UTC, timezone-aware even on SQLite), and how
often it worked or failed.

SQLAlchemy 2.0, typed models; SQLite under ``templates_db/`` by default (WAL mode, so
several readers and one writer share it), any SQLAlchemy URL otherwise.
"""

from __future__ import annotations

import os
from datetime import UTC, datetime, timedelta
from pathlib import Path
from urllib.parse import urlsplit

from sqlalchemy import (
    DateTime,
    Integer,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
    create_engine,
    event,
    select,
)
from sqlalchemy.engine import Dialect, Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

#: Where the default SQLite store lives, relative to the working directory.
DEFAULT_DB_DIR = Path("templates_db")
DEFAULT_DB_URL = f"sqlite:///{DEFAULT_DB_DIR / 'templates.sqlite3'}"
#: Seed 004: "a trigger XPath unused for one week is deleted".
DEFAULT_MAX_AGE = timedelta(days=7)
WHOLE_SITE = "*"


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
    """How one site's (or section's) galleries page."""

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


def database_url(url: str | None = None) -> str:
    """The store's URL: the argument, else ``$HARVEST_DB``, else SQLite in templates_db/."""
    return url or os.environ.get("HARVEST_DB") or DEFAULT_DB_URL


def _sqlite_pragmas(dbapi_connection: object, _record: object) -> None:
    cursor = dbapi_connection.cursor()  # type: ignore[attr-defined]
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA busy_timeout=10000")
    cursor.close()


class TemplateStore:
    """The store behind one database URL."""

    def __init__(self, url: str | None = None) -> None:
        self.url = database_url(url)
        if self.url.startswith("sqlite:///") and not self.url.startswith("sqlite:///:memory:"):
            Path(self.url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
        self.engine: Engine = create_engine(self.url)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        Base.metadata.create_all(self.engine)

    def find(self, url: str) -> Template | None:
        """The template for ``url``: its section's, else the site's most recently used."""
        section = section_of(url)
        with Session(self.engine, expire_on_commit=False) as session:
            rows = session.scalars(
                select(Template)
                .where(Template.site == site_of(url))
                .order_by(Template.last_used_at.desc())
            ).all()
        return next((r for r in rows if r.section == section), rows[0] if rows else None)

    def learn(self, url: str, trigger: str, origin: str = "discovered") -> Template:
        """Keep ``trigger`` as the template of ``url``'s section, replacing the one it had."""
        site, section = site_of(url), section_of(url)
        with Session(self.engine, expire_on_commit=False) as session, session.begin():
            row = session.scalars(
                select(Template).where(Template.site == site, Template.section == section)
            ).first()
            now = utcnow()
            if row is None:
                row = Template(site=site, section=section, created_at=now)
                session.add(row)
            row.trigger, row.origin, row.last_used_at = trigger, origin, now
            row.hits = row.hits or 0
            row.failures = row.failures or 0
            return row

    def used(self, template: Template, *, ok: bool, error: str | None = None) -> None:
        """Count one use of a template, good or bad."""
        with Session(self.engine) as session, session.begin():
            row = session.get(Template, template.id)
            if row is None:
                return
            row.last_used_at = utcnow()
            if ok:
                row.hits += 1
            else:
                row.failures += 1
                row.last_error = error

    def all(self) -> list[Template]:
        with Session(self.engine, expire_on_commit=False) as session:
            return list(session.scalars(select(Template).order_by(Template.site, Template.section)))

    def prune(
        self, max_age: timedelta = DEFAULT_MAX_AGE, *, dry_run: bool = False
    ) -> list[Template]:
        """Delete the templates unused for longer than ``max_age`` (seed 004: a week)."""
        cutoff = utcnow() - max_age
        with Session(self.engine, expire_on_commit=False) as session, session.begin():
            stale = list(session.scalars(select(Template).where(Template.last_used_at < cutoff)))
            if not dry_run:
                for row in stale:
                    session.delete(row)
            return stale
