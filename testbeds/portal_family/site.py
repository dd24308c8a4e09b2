"""What each host of a family answers for a request target on a given day: a portal's www
host (every page, feed and sitemap, the session-id, redirect, dead-link and login-wall
behaviours, endless pages), its mobile twin host, the image host and the ad host.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from html import escape
from urllib.parse import parse_qsl, quote, unquote, urlsplit

from . import feeds, render, story
from .lists import view
from .model import Portal, Story
from .page import CONTENT_TYPE, Ctx
from .png import picture
from .shapes import lookalike_date, lookalike_path, parse_page, split_part

NOT_FOUND = b"<html><body><h1>404 Not Found</h1></body></html>"


@dataclass
class Response:
    """An answer: status, body, Content-Type and extra headers."""

    status: int
    body: bytes
    ctype: str = "text/html; charset=utf-8"
    headers: dict[str, str] = field(default_factory=dict)


def not_found() -> Response:
    """A plain 404."""
    return Response(404, NOT_FOUND)


def redirect(status: int, location: str) -> Response:
    """A redirect."""
    return Response(
        status, f'<a href="{escape(location)}">moved</a>'.encode(), headers={"Location": location}
    )


def split_target(target: str, session: str | None) -> tuple[str, dict[str, str]]:
    """(path, query) of a request target, without a portal's session id."""
    parts = urlsplit(target)
    path = unquote(parts.path)
    query = dict(parse_qsl(parts.query, keep_blank_values=True))
    if session:
        path = re.sub(r";jsessionid=[^/?#]*", "", path, flags=re.IGNORECASE)
        query.pop("sid", None)
    return path, query


def _visible(p: Portal, path: str, day: int) -> Story | None:
    s = p.by_path.get(path)
    return s if s is not None and s.day <= day else None


def _by_sid(p: Portal, sid: str, day: int) -> Story | None:
    for s in p.stories:
        if str(s.sid) == sid and s.day <= day:
            return s
    return None


def www(ctx: Ctx, target: str) -> Response:
    """The answer of a portal's www host."""
    p, v = ctx.p, ctx.view
    path, query = split_target(target, p.traps.get("session_ids"))

    def html(page: str) -> Response:
        return Response(200, page.encode(p.codec), CONTENT_TYPE[p.axes["charset"]])

    def xml(body: bytes, codec: str = "utf-8") -> Response:
        return Response(200, body, f"application/xml; charset={codec}")

    if path in ("/", "/index.html"):
        return html(render.front(ctx))
    if path == "/robots.txt":
        return Response(200, feeds.robots(ctx), "text/plain; charset=utf-8")
    if path == "/sitemap_index.xml":
        return xml(feeds.sitemap_index(ctx))
    entries = feeds.feed_entries(ctx, path)
    if entries is not None:
        if path.startswith("/rss/"):
            codec = p.feed_codec if path == "/rss/index.xml" else "utf-8"
            return xml(feeds.rss(ctx, path, entries), codec)
        if path == "/atom.xml":
            return Response(200, feeds.atom(ctx, entries), "application/atom+xml; charset=utf-8")
        if path.endswith(".gz"):
            return Response(200, feeds.sitemap(ctx, path, entries), "application/x-gzip")
        return xml(feeds.sitemap(ctx, path, entries))
    s = _visible(p, path, v.day)
    if s is not None:
        return html(story.article(ctx, s) if s.kind == "article" else story.gallery(ctx, s))
    part = split_part(path)
    if part and p.axes["gallery_pages"] == "page_per_picture":
        s = _visible(p, part[0], v.day)
        if s is not None and s.kind == "gallery" and 2 <= part[1] <= len(s.captions):
            return html(story.gallery(ctx, s, part[1]))
    m = re.fullmatch(r"/content/(\d+)\.html", path)
    if m and (s := _by_sid(p, m[1], v.day)) is not None:
        return redirect(301, ctx.abs(s.path))
    ghost = p.ghost_by_path.get(path)
    if ghost is not None:
        if ghost.kind == "dead":
            return not_found()
        return redirect(302, ctx.abs("/login?next=" + quote(path, safe="")))
    head, _, rest = path[1:].partition("/")
    slug = p.slug_of_dir(head)
    if slug is not None:
        if path == f"/{head}":
            return redirect(301, ctx.abs(f"/{head}/"))
        k = parse_page(p.pagination(slug), rest, query)
        listed = v.section_page(slug, k) if k else None
        if listed is None or k is None:
            return not_found()
        return html(render.section(ctx, slug, k, listed))
    if path == story.SCROLLER_JS_PATH and (p.scroller or {}).get("script") == "static":
        js = story.SCROLLER_JS.encode("ascii")
        return Response(200, js, "application/javascript; charset=utf-8")
    m = re.fullmatch(r"/api/list/(\w+)_(\d+)\.json", path)
    if m and m[1] == p.script_section and int(m[2]) >= 1:
        listed = v.section_page(m[1], int(m[2]))
        if listed is None:
            return not_found()
        body = render.list_json(ctx, int(m[2]), listed, v.n_pages(m[1]))
        return Response(200, body, "application/json; charset=utf-8")
    return _other(ctx, path, query, html)


def _other(ctx: Ctx, path: str, query: dict[str, str], html: Callable[[str], Response]) -> Response:
    p, v = ctx.p, ctx.view
    m = re.fullmatch(r"/(tag|author)/(\d+)/", path)
    if m:
        i, names = int(m[2]), p.tags if m[1] == "tag" else p.authors
        if i >= len(names):
            return not_found()
        if m[1] == "tag":
            return html(render.simple_list(ctx, f"标签：{names[i]}", v.tag(i)))
        return html(render.simple_list(ctx, f"作者：{names[i]}", v.author(i)))
    shape = p.axes["story_url"]
    d = lookalike_date(shape, path)
    if d is not None and d in v.days:
        return html(render.simple_list(ctx, f"{d:%Y-%m-%d} 新闻", v.lookalike(d)))
    if d is None and path == lookalike_path(shape, v.now.date()):
        return html(
            render.simple_list(ctx, "新闻中心" if shape == "news_id" else "热榜", v.lookalike(None))
        )
    m = re.fullmatch(r"/archive/(\d{4})/(\d{2})/(\d{2})/", path)
    if m and "calendar" in p.traps:
        try:
            day = date(int(m[1]), int(m[2]), int(m[3]))
        except ValueError:
            return not_found()
        return html(render.calendar(ctx, day))
    if path == "/daohang/" and "channel_map" in p.traps:
        return html(render.channel_map(ctx))
    if path == "/sitemap.html":
        return html(render.site_map(ctx))
    if path in render.UTILITY_TEXT:
        return html(render.utility(ctx, path))
    if path == "/login":
        return html(render.login(ctx, query.get("next", "/")))
    if path == "/search":
        return html(render.search(ctx, query.get("q", "")))
    m = re.fullmatch(r"/comment/(\d+)\.html", path)
    if m and (s := _by_sid(p, m[1], v.day)) is not None:
        return html(render.comments(ctx, s))
    return not_found()


def mobile(ctx: Ctx, target: str) -> Response:
    """The answer of a portal's mobile twin host (UTF-8)."""
    path, _ = split_target(target, None)
    if path == "/":
        return Response(200, render.m_front(ctx).encode("utf-8"))
    if path == "/robots.txt":
        return Response(200, b"User-agent: *\nDisallow:\n", "text/plain; charset=utf-8")
    s = _visible(ctx.p, path, ctx.view.day)
    if s is None:
        return not_found()
    return Response(200, story.mobile(ctx, s).encode("utf-8"))


def images(target: str) -> Response:
    """The image host: any ``.png`` path is a picture."""
    path = urlsplit(target).path
    if path.endswith(".png"):
        return Response(200, picture(path), "image/png", {"Cache-Control": "max-age=86400"})
    return not_found()


def ads(target: str, bases: dict[str, str]) -> Response:
    """The ad host: ``/click?id=N`` answers 302 to a landing page; banners are pictures."""
    parts = urlsplit(target)
    query = dict(parse_qsl(parts.query))
    if parts.path == "/click" and query.get("id", "").isdigit():
        return redirect(302, f"{bases['ads']}/landing/{query['id']}.html")
    if re.fullmatch(r"/landing/\d+\.html", parts.path) or parts.path == "/":
        body = '<html><head><meta charset="utf-8"><title>广告</title></head><body><h1>优惠活动</h1>'
        return Response(200, (body + "<p>限时特惠，点击了解详情。</p></body></html>").encode())
    if parts.path.startswith("/banner/") and parts.path.endswith(".png"):
        return Response(200, picture(parts.path), "image/png")
    return not_found()


def respond(
    portals: list[Portal], bases: dict[str, str], host: str, target: str, day: int, serial: int
) -> Response:
    """The answer of ``host`` of a family of ``portals`` to ``target`` on ``day``."""
    if host == "img":
        return images(target)
    if host == "ads":
        return ads(target, bases)
    key, _, sub = host.partition(".")
    for p in portals:
        if p.key == key:
            ctx = Ctx(bases, view(p, day), host, serial, portals)
            return mobile(ctx, target) if sub == "m" and p.mkey else www(ctx, target)
    return not_found()
