"""Feeds and sitemaps as lists of news links: RSS 2.0 (and RDF), Atom, sitemaps, sitemap
indexes and Google News sitemaps, gzipped or not, in whatever charset their XML declaration
names (a GBK feed too); and the ``Sitemap:`` lines of robots.txt.

Everything is read from bytes already fetched, with entities never resolved and nothing
fetched by the parser (an XML bomb or an external entity stays inert); a gzipped sitemap
is inflated up to :data:`MAX_INFLATED` bytes.
"""

from __future__ import annotations

import gzip
import io
import zlib
from dataclasses import dataclass
from datetime import datetime
from email.utils import parsedate_to_datetime
from urllib.parse import urljoin, urlsplit

from lxml import etree

#: The most a gzipped sitemap may inflate to (the sitemaps protocol's limit is 50 MB).
MAX_INFLATED = 50 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class FeedEntry:
    """One news link a feed or sitemap lists, with what it says of it."""

    url: str
    title: str | None = None
    #: ISO 8601, with its offset when the feed gives one
    time: str | None = None


@dataclass(frozen=True, slots=True)
class Feed:
    """What a feed or sitemap lists: ``kind`` (``rss``, ``atom``, ``sitemap``,
    ``sitemapindex``), its entries, and a sitemap index's sitemaps."""

    kind: str
    entries: tuple[FeedEntry, ...] = ()
    sitemaps: tuple[str, ...] = ()


def inflate(body: bytes) -> bytes:
    """``body``, gunzipped when it is gzip (at most :data:`MAX_INFLATED` bytes)."""
    if not body.startswith(b"\x1f\x8b"):
        return body
    try:
        with gzip.GzipFile(fileobj=io.BytesIO(body)) as inflated:
            return inflated.read(MAX_INFLATED)
    except (OSError, EOFError, zlib.error):
        return b""


def _local(el: etree._Element) -> str:
    return etree.QName(el).localname.lower() if isinstance(el.tag, str) else ""


def _child(el: etree._Element, *names: str) -> etree._Element | None:
    return next((c for c in el if _local(c) in names), None)


def _text(el: etree._Element | None) -> str | None:
    if el is None:
        return None
    text = " ".join("".join(str(t) for t in el.itertext()).split())
    return text or None


def feed_time(value: str | None) -> str | None:
    """An RFC 822 (RSS) or ISO 8601 (Atom, sitemaps) time as ISO 8601, or None."""
    if not value:
        return None
    value = value.strip()
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00")).isoformat()
    except ValueError:
        pass
    try:
        return parsedate_to_datetime(value).isoformat()
    except (TypeError, ValueError, IndexError):
        return None


def _web(url: str | None, base: str) -> str | None:
    if not url:
        return None
    found = urljoin(base, url.strip())
    return found if urlsplit(found).scheme in ("http", "https") else None


def read_feed(body: bytes, url: str) -> Feed | None:
    """The links ``body`` lists when it is a feed or a sitemap, else None (HTML, text,
    XML of another kind)."""
    data = inflate(body).lstrip()
    if not data.startswith(b"<"):
        return None
    parser = etree.XMLParser(resolve_entities=False, no_network=True, recover=True)
    try:
        root = etree.fromstring(data, parser)
    except (etree.XMLSyntaxError, ValueError):
        return None
    if root is None:
        return None
    kind = _local(root)
    if kind in ("rss", "rdf"):
        return Feed("rss", tuple(_rss_items(root, url)))
    if kind == "feed":
        return Feed("atom", tuple(_atom_entries(root, url)))
    if kind == "urlset":
        return Feed("sitemap", tuple(_sitemap_urls(root, url)))
    if kind == "sitemapindex":
        locs = (_web(_text(_child(s, "loc")), url) for s in root if _local(s) == "sitemap")
        return Feed("sitemapindex", sitemaps=tuple(loc for loc in locs if loc))
    return None


def _rss_items(root: etree._Element, base: str) -> list[FeedEntry]:
    entries = []
    for item in root.iter():
        if _local(item) != "item":
            continue
        link = _text(_child(item, "link"))
        guid = _child(item, "guid")
        if link is None and guid is not None and guid.get("isPermaLink", "true") != "false":
            link = _text(guid)
        found = _web(link, base)
        if found:
            when = _text(_child(item, "pubdate")) or _text(_child(item, "date"))
            entries.append(FeedEntry(found, _text(_child(item, "title")), feed_time(when)))
    return entries


def _atom_entries(root: etree._Element, base: str) -> list[FeedEntry]:
    entries = []
    for entry in (e for e in root if _local(e) == "entry"):
        links = [c for c in entry if _local(c) == "link" and c.get("href")]
        link = next((c for c in links if c.get("rel", "alternate") == "alternate"), None)
        found = _web(link.get("href") if link is not None else None, base)
        if found:
            when = _text(_child(entry, "published")) or _text(_child(entry, "updated"))
            entries.append(FeedEntry(found, _text(_child(entry, "title")), feed_time(when)))
    return entries


def _sitemap_urls(root: etree._Element, base: str) -> list[FeedEntry]:
    entries = []
    for node in (u for u in root if _local(u) == "url"):
        found = _web(_text(_child(node, "loc")), base)
        if not found:
            continue
        news = _child(node, "news")
        title = _text(_child(news, "title")) if news is not None else None
        when = _text(_child(news, "publication_date")) if news is not None else None
        entries.append(FeedEntry(found, title, feed_time(when or _text(_child(node, "lastmod")))))
    return entries
