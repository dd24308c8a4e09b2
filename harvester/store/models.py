"""The database's schema, every table in one module: a site's gallery template, a section's
article template, the pictures a run saved (``--pictures``), and the shared queue's
records, workers, claims and crawls (``harvest worker``). The migrations
(``migrations/env.py``) import it, so ``alembic check`` sees every table; the modules that
read and write a table import its class from here."""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    BigInteger,
    Integer,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from harvester.store.db import Base, UTCDateTime, utcnow
from harvester.urls import WHOLE_SITE

ORIGINS = ("discovered", "seeded", "imported")
TRIGGER_KINDS = ("xpath", "key", "url", "swipe", "touch", "stack")  # as harvester.gallery.discover


def iso_time(value: datetime | None) -> str | None:
    """A stored time as ISO 8601 in UTC (None stays None)."""
    return value.astimezone(UTC).isoformat() if value else None


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
    # revision 0006: a lightbox gallery's first thumbnail, pressed after every load to
    # open its viewer; and, once a walk confirmed that the grid names every picture and
    # caption, how it names them (harvester.gallery.viewer.GridSpec as JSON)
    opener_xpath: Mapped[str | None] = mapped_column(Text, default=None)
    grid_spec: Mapped[str | None] = mapped_column(Text, default=None)
    # revision 0007: the same-origin <iframe> a framed gallery's player lives in; the
    # XPaths above are read in its document
    frame_xpath: Mapped[str | None] = mapped_column(Text, default=None)
    # revision 0008: where the site's galleries list their pictures and captions
    # (harvester.gallery.datasource.DataSource as JSON), read on hits with one load
    data_source: Mapped[str | None] = mapped_column(Text, default=None)
    # revision 0011: the gallery's previous control (an XPath), found while probing: the
    # press that moves it one picture back, for a walk back to picture 1
    previous_xpath: Mapped[str | None] = mapped_column(Text, default=None)

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
            "opener_xpath": self.opener_xpath,
            "grid_spec": self.grid_spec,
            "frame_xpath": self.frame_xpath,
            "data_source": self.data_source,
            "previous_xpath": self.previous_xpath,
            "origin": self.origin,
            "created_at": iso_time(self.created_at),
            "last_used_at": iso_time(self.last_used_at),
            "hits": self.hits,
            "failures": self.failures,
            "last_error": self.last_error,
        }

    def __repr__(self) -> str:
        return f"Template({self.site!r}, {self.section!r}, {self.trigger!r}, {self.origin!r})"


class ArticleTemplate(Base):
    """Where one site section's articles keep their body (seed 002; see
    :mod:`harvester.extraction.sections`)."""

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
            "created_at": iso_time(self.created_at),
            "last_used_at": iso_time(self.last_used_at),
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


CONTENT_FIELDS = (
    "url_regex",
    "picture_xpath",
    "caption_xpath",
    "title_xpath",
    "overlay_xpath",
    "opener_xpath",
    "grid_spec",
    "frame_xpath",
    "data_source",
    "previous_xpath",
)


class SavedPicture(Base):
    """A picture address and the file its bytes were saved to (``--pictures``): what a
    rerun asks before sending a request, as gallery-dl's download archive does."""

    __tablename__ = "saved_pictures"

    #: the SHA-256 of the address (addresses run long; an index needs a bounded key)
    url_key: Mapped[str] = mapped_column(String(64), primary_key=True)
    url: Mapped[str] = mapped_column(Text)
    #: relative to the pictures folder: ``ab/cd/<sha256>.<ext>``
    file: Mapped[str] = mapped_column(String(96))
    sha256: Mapped[str] = mapped_column(String(64), index=True)
    bytes: Mapped[int] = mapped_column(BigInteger)
    width: Mapped[int] = mapped_column(Integer)
    height: Mapped[int] = mapped_column(Integer)
    format: Mapped[str] = mapped_column(String(8))
    phash: Mapped[str] = mapped_column(String(16))
    saved_at: Mapped[datetime] = mapped_column(UTCDateTime, default=utcnow)


# the shared queue's records and workers (``harvest worker``; harvester.shared.records)


class Record(Base):
    """One URL's record in one run."""

    __tablename__ = "records"
    __table_args__ = (UniqueConstraint("run", "url_hash"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    run: Mapped[str] = mapped_column(String(200))
    #: sha256 of the normalised URL: the key (a URL may be longer than an index allows)
    url_hash: Mapped[str] = mapped_column(String(64))
    url: Mapped[str] = mapped_column(Text)
    status: Mapped[str] = mapped_column(String(8))
    kind: Mapped[str | None] = mapped_column(String(16), nullable=True)
    error_kind: Mapped[str | None] = mapped_column(String(32), nullable=True)
    #: the machine whose worker wrote it
    host: Mapped[str] = mapped_column(String(255))
    worker_id: Mapped[int | None] = mapped_column(Integer, nullable=True)
    #: the record as ``harvest run`` writes it (JSON)
    data: Mapped[str] = mapped_column(Text)
    finished_at: Mapped[datetime] = mapped_column(UTCDateTime())


class WorkerRow(Base):
    """A worker process: procrastinate's worker id, where it runs."""

    __tablename__ = "workers"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=False)
    host: Mapped[str] = mapped_column(String(255))
    pid: Mapped[int] = mapped_column(Integer)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime())
    stopped_at: Mapped[datetime | None] = mapped_column(UTCDateTime(), nullable=True)


# what workers share while they run: claims, host turns, robots.txt answers
# (harvester.shared.claims)


class Claim(Base):
    """A key held by a live worker."""

    __tablename__ = "claims"

    key: Mapped[str] = mapped_column(String(600), primary_key=True)
    worker_id: Mapped[int] = mapped_column(Integer)
    claimed_at: Mapped[datetime] = mapped_column(UTCDateTime())


class HostTurn(Base):
    """When a host may get its next page load."""

    __tablename__ = "host_turns"

    host: Mapped[str] = mapped_column(String(300), primary_key=True)
    next_at: Mapped[datetime] = mapped_column(UTCDateTime())


class RobotsAnswer(Base):
    """A run's robots.txt answer for one origin."""

    __tablename__ = "robots_answers"

    run: Mapped[str] = mapped_column(String(200), primary_key=True)
    origin: Mapped[str] = mapped_column(String(300), primary_key=True)
    status: Mapped[int] = mapped_column(Integer)
    body: Mapped[str] = mapped_column(Text)
    fetched_at: Mapped[datetime] = mapped_column(UTCDateTime())


# a crawl on the shared queue (``harvest submit --crawl``; harvester.shared.crawl)


class CrawlRun(Base):
    """A crawl's starts and bounds, and the lists its workers have read."""

    __tablename__ = "crawl_runs"

    run: Mapped[str] = mapped_column(String(200), primary_key=True)
    #: JSON: {"starts": [...], "options": CrawlOptions as a dict}
    options: Mapped[str] = mapped_column(Text)
    lists_read: Mapped[int] = mapped_column(Integer, default=0)


class CrawlRow(Base):
    """One story key of a crawl: a list to read or a story to harvest, and how far it got
    (``queued``, ``done``; ``old``: listed before ``--since``)."""

    __tablename__ = "crawl_rows"

    run: Mapped[str] = mapped_column(String(200), primary_key=True)
    #: sha256 of the story key (a URL may be longer than an index allows)
    key_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    url: Mapped[str | None] = mapped_column(Text, nullable=True)
    role: Mapped[str] = mapped_column(String(8))
    state: Mapped[str] = mapped_column(String(8))


class CrawlTwin(Base):
    """A host a crawled site names as its own (its mobile twin)."""

    __tablename__ = "crawl_twins"

    run: Mapped[str] = mapped_column(String(200), primary_key=True)
    host: Mapped[str] = mapped_column(String(255), primary_key=True)
