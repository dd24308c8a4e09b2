"""The template store's tables: a site's gallery template, a section's article template,
and the pictures a run saved (``--pictures``)."""

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
TRIGGER_KINDS = ("xpath", "key", "url", "swipe", "stack")


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
