"""The machine-readable starts of a portal: RSS 2.0 feeds (the main one in GBK on the
``gbk_meta`` portals), an Atom feed, a sitemap index with one sitemap per section and a
gzipped one for the photo channel, a Google News sitemap, and robots.txt with its
``Sitemap:`` lines and ``Disallow`` rules.
"""

from __future__ import annotations

import gzip
from email.utils import format_datetime
from html import escape

from .lists import Entry
from .model import Story
from .page import Ctx

SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
NEWS_NS = "http://www.google.com/schemas/sitemap-news/0.9"
ATOM_NS = "http://www.w3.org/2005/Atom"
DISALLOW = ["/search", "/comment/"]


def feed_paths(ctx: Ctx) -> list[str]:
    """Every feed of the portal: the main RSS, one RSS per channel, the Atom feed."""
    return ["/rss/index.xml", *[f"/rss/{s}.xml" for s, _ in ctx.p.sections], "/atom.xml"]


def sitemap_paths(ctx: Ctx) -> list[str]:
    """Every sitemap the index lists (the photo channel's gzipped)."""
    return [f"/sitemap/{s}.xml" for s, _ in ctx.p.sections] + ["/sitemap/photo.xml.gz"]


def feed_entries(ctx: Ctx, path: str) -> list[Entry] | None:
    """The entries of a feed or sitemap path, or None if it is none."""
    v = ctx.view
    if path == "/rss/index.xml":
        return v.feed("rss")
    if path == "/atom.xml":
        return v.feed("atom")
    if path.startswith("/rss/") and path[5:-4] in dict(ctx.p.sections):
        return v.feed("rss:" + path[5:-4])
    if path == "/sitemap/news.xml":
        return v.sitemap("news")
    if path in sitemap_paths(ctx):
        return v.sitemap(path.split("/")[-1].split(".")[0])
    return None


def _url(ctx: Ctx, e: Entry) -> str:
    return escape(ctx.abs(e.path, e.host))


def _story(e: Entry) -> Story:
    assert isinstance(e.target, Story)
    return e.target


def rss(ctx: Ctx, path: str, entries: list[Entry]) -> bytes:
    """An RSS 2.0 feed."""
    codec = ctx.p.feed_codec if path == "/rss/index.xml" else "utf-8"
    items = []
    for e in entries:
        s = _story(e)
        summary = s.paragraphs[0][:60] if s.paragraphs else s.captions[0]
        items.append(
            f"<item><title>{escape(e.title or '')}</title><link>{_url(ctx, e)}</link>"
            f"<description>{escape(summary)}</description>"
            f"<pubDate>{format_datetime(s.time)}</pubDate>"
            f'<guid isPermaLink="true">{escape(ctx.abs(s.path))}</guid></item>'
        )
    xml = (
        f'<?xml version="1.0" encoding="{"gbk" if codec == "gbk" else "utf-8"}"?>\n'
        f'<rss version="2.0"><channel><title>{escape(ctx.p.name)}</title>'
        f"<link>{escape(ctx.abs('/'))}</link><description>{escape(ctx.p.name)}最新新闻"
        f"</description><language>zh-cn</language>"
        f"<lastBuildDate>{format_datetime(ctx.view.now)}</lastBuildDate>\n"
        + "\n".join(items)
        + "\n</channel></rss>\n"
    )
    return xml.encode(codec)


def atom(ctx: Ctx, entries: list[Entry]) -> bytes:
    """An Atom feed."""
    rows = []
    for e in entries:
        s = _story(e)
        rows.append(
            f"<entry><title>{escape(e.title or '')}</title>"
            f'<link rel="alternate" href="{_url(ctx, e)}"/>'
            f"<id>{escape(ctx.abs(s.path))}</id><published>{s.time.isoformat()}</published>"
            f"<updated>{s.time.isoformat()}</updated></entry>"
        )
    xml = (
        f'<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="{ATOM_NS}">'
        f'<title>{escape(ctx.p.name)}</title><link href="{escape(ctx.abs("/"))}"/>'
        f"<id>{escape(ctx.abs('/'))}</id><updated>{ctx.view.now.isoformat()}</updated>\n"
        + "\n".join(rows)
        + "\n</feed>\n"
    )
    return xml.encode("utf-8")


def sitemap(ctx: Ctx, path: str, entries: list[Entry]) -> bytes:
    """A sitemap (gzipped for a ``.gz`` path), or the Google News sitemap."""
    rows = []
    for e in entries:
        s = _story(e)
        if path == "/sitemap/news.xml":
            rows.append(
                f"<url><loc>{_url(ctx, e)}</loc><news:news><news:publication>"
                f"<news:name>{escape(ctx.p.name)}</news:name><news:language>zh-cn"
                f"</news:language></news:publication><news:publication_date>"
                f"{s.time.isoformat()}</news:publication_date><news:title>"
                f"{escape(s.title)}</news:title></news:news></url>"
            )
        else:
            rows.append(
                f"<url><loc>{_url(ctx, e)}</loc><lastmod>{s.time.isoformat()}</lastmod>"
                f"<changefreq>never</changefreq></url>"
            )
    news = f' xmlns:news="{NEWS_NS}"' if path == "/sitemap/news.xml" else ""
    xml = (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="{SITEMAP_NS}"{news}>\n'
        + "\n".join(rows)
        + "\n</urlset>\n"
    ).encode("utf-8")
    return gzip.compress(xml, mtime=0) if path.endswith(".gz") else xml


def sitemap_index(ctx: Ctx) -> bytes:
    """The sitemap index."""
    rows = "\n".join(
        f"<sitemap><loc>{escape(ctx.abs(p))}</loc>"
        f"<lastmod>{ctx.view.now.isoformat()}</lastmod></sitemap>"
        for p in sitemap_paths(ctx)
    )
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="{SITEMAP_NS}">\n'
        f"{rows}\n</sitemapindex>\n"
    ).encode()


def robots(ctx: Ctx) -> bytes:
    """robots.txt of the www host."""
    lines = [f"# robots.txt for {ctx.abs('/')}", "User-agent: *"]
    lines += [f"Disallow: {d}" for d in DISALLOW]
    lines += [
        "",
        f"Sitemap: {ctx.abs('/sitemap_index.xml')}",
        f"Sitemap: {ctx.abs('/sitemap/news.xml')}",
        "",
    ]
    return "\n".join(lines).encode("ascii")
