"""The truth of a family on one day, with real absolute URLs: per portal its hosts,
charset, axes, starts and traps; every story with its canonical URL, kind, title, time,
section, URL variants, depth from the front page, listings, text or pictures; every
navigation page with the stories it links; the non-story URLs (concrete, and as patterns
for the endless ones) and the dead links. JSON-serialisable; see README.md for the shape.
"""

from __future__ import annotations

import re
from collections import defaultdict, deque
from typing import TYPE_CHECKING, Any
from urllib.parse import quote

from . import feeds, render, text
from .axes import PHOTO_TIMED, SHORT_FRONT_SIZE
from .lists import Entry, Nav, View, view
from .model import Story
from .page import Ctx
from .shapes import part_path

if TYPE_CHECKING:
    from .family import Family

DECLARED = {
    "utf8": "meta+header",
    "gbk_meta": "meta",
    "gb2312_meta": "meta+header",
    "gbk_header_only": "header",
}
SESSION_SAMPLE = {
    "jsessionid": ";jsessionid=0123456789ABCDEF0123456789ABCDEF",
    "sid": "?sid=0123456789abcdef",
}
#: the traps that touch every story of the portal that has them
PORTAL_TRAPS = (
    "session_ids",
    "endless_pages",
    "calendar",
    "channel_map",
    "login_wall",
    "dead_links",
)


def _depths(navs: list[Nav], front: tuple[str, str]) -> dict[tuple[str, str], int]:
    """Hops from the front page to every navigation page, following the ``<a>`` links between
    navigation pages of the www host (list pages and pagination)."""
    by_key = {(n.host, n.path): n for n in navs}
    depth = {front: 0}
    todo = deque([front])
    while todo:
        key = todo.popleft()
        for path in by_key[key].links:
            nxt = (key[0], path)
            if nxt in by_key and nxt not in depth:
                depth[nxt] = depth[key] + 1
                todo.append(nxt)
    return depth


def _listing(ctx: Ctx, page: str, e: Entry, source: str | None = None) -> dict[str, Any]:
    return {
        "page": page,
        "source": source or e.src,
        "url": ctx.abs(e.path, e.host),
        "title": e.title,
        "title_clean": e.clean,
        "time": e.time_iso,
        "time_text": e.time_text,
    }


def _story(
    ctx: Ctx, s: Story, listings: list[dict[str, Any]], depth: int | None, day: int
) -> dict[str, Any]:
    p = ctx.p
    url = ctx.abs(s.path)
    variants: list[dict[str, Any]] = []
    seen = {url}

    def add(u: str, kind: str, status: int = 200) -> None:
        if u not in seen:
            seen.add(u)
            variants.append({"url": u, "kind": kind, "status": status})

    if p.mkey:
        add(ctx.abs(s.path, p.mkey), "mobile")
    for li in listings:
        u = li["url"]
        if u.startswith(ctx.abs(s.path)) and "#" in u:
            add(u, "fragment")
        elif u.startswith(ctx.abs(s.path) + "?"):
            add(u, "tracked")
    if "fragments" in p.traps and any(li["source"] == "section" for li in listings):
        add(url + "#comments", "fragment")
    if s.redirected:
        add(ctx.abs(f"/content/{s.sid}.html"), "redirect", 301)
    if "session_ids" in p.traps:
        add(url + SESSION_SAMPLE[p.traps["session_ids"]], "session")
    parts = []
    if s.kind == "gallery" and p.axes["gallery_pages"] == "page_per_picture":
        parts = [ctx.abs(part_path(s.path, k)) for k in range(2, len(s.captions) + 1)]
        for u in parts:
            add(u, "part")
    traps = [t for t in PORTAL_TRAPS if t in p.traps]
    kinds = {v["kind"] for v in variants} | {li["source"] for li in listings}
    for trap, sign in (
        ("mobile_twins", "m_front"),
        ("tracking", "tracked"),
        ("fragments", "fragment"),
        ("list_article", "related"),
    ):
        if trap in p.traps and sign in kinds:
            traps.append(trap)
    if s.redirected:
        traps.append("redirects")
    if s.list_article and "list_article" not in traps:
        traps.append("list_article")
    if s.only:  # listed by one list only: the photo channel (day 1) or the short section
        traps.append("photo_only" if s.only == "photo" else "short_list")
    out: dict[str, Any] = {
        "portal": p.key,
        "url": url,
        "kind": s.kind,
        "title": s.title,
        "short_title": s.short,
        "time": s.time.isoformat(),
        "section": s.section,
        "source": s.source,
        "author": p.authors[s.author],
        "new": day >= 1 and s.day == day,
        "depth": depth,
        "list_article": s.list_article,
        "only_in": s.section if s.only else None,
        "traps": sorted(traps),
        "variants": variants,
        "listings": listings,
    }
    if s.kind == "article":
        out["paragraphs"] = s.paragraphs
    else:
        out["pictures"] = [
            {"url": ctx.img(s.picture(k)), "caption": c} for k, c in enumerate(s.captions, 1)
        ]
        out["pages"] = parts
    return out


def _portal(ctx: Ctx, day: int, out: dict[str, Any]) -> None:
    p, v = ctx.p, ctx.view
    navs = v.navs()
    depth = _depths(navs, (p.key, "/"))
    listings: dict[int, list[dict[str, Any]]] = defaultdict(list)
    best: dict[int, int] = {}
    for nav in navs:
        url, d = ctx.abs(nav.path, nav.host), depth.get((nav.host, nav.path))
        data = None
        if nav.section and nav.section == p.script_section:
            data = ctx.abs(f"/api/list/{nav.section}_{nav.page}.json")
        stories: list[str] = []
        for i, e in enumerate(nav.entries):
            in_main = nav.n_main is None or i < nav.n_main
            scripted = data is not None and in_main
            li = _listing(ctx, url, e, "script" if scripted else None)
            if scripted:
                li["data"] = data
            if isinstance(e.target, Story):
                listings[e.target.n].append(li)
                if ctx.abs(e.target.path) not in stories:
                    stories.append(ctx.abs(e.target.path))
                if d is not None:
                    best[e.target.n] = min(best.get(e.target.n, 99), d + 1)
            elif e.target.kind == "dead":
                out["dead_links"].append(
                    {
                        "portal": p.key,
                        "url": li["url"],
                        "page": url,
                        "title": e.title,
                        "time": e.time_iso,
                    }
                )
        out["navigation"].append(
            {
                "portal": p.key,
                "url": url,
                "kind": nav.kind,
                "section": nav.section,
                "page": nav.page,
                "depth": d,
                "stories": stories,
                "list": [
                    ctx.abs(e.target.path) if isinstance(e.target, Story) else ctx.abs(e.path)
                    for e in nav.entries[: nav.n_main]
                ],
                "aliases": [ctx.abs(a, nav.host) for a in nav.aliases],
            }
        )
    feed_urls = feeds.feed_paths(ctx) + feeds.sitemap_paths(ctx) + ["/sitemap/news.xml"]
    for path in feed_urls:
        for e in feeds.feed_entries(ctx, path) or []:
            assert isinstance(e.target, Story)
            listings[e.target.n].append(_listing(ctx, ctx.abs(path), e))
    for s in v.stories:
        for e in v.related(s):
            assert isinstance(e.target, Story)
            listings[e.target.n].append(_listing(ctx, ctx.abs(s.path), e))
    for s in sorted(v.stories, key=lambda s: s.n):
        out["stories"].append(_story(ctx, s, listings[s.n], best.get(s.n), day))
    out["portals"].append(_portal_info(ctx, v, feed_urls))
    _non_story(ctx, v, out)


def _portal_info(ctx: Ctx, v: View, feed_urls: list[str]) -> dict[str, Any]:
    p = ctx.p
    sections = [
        {
            "slug": s,
            "name": p.section_name(s),
            "url": ctx.abs(p.page_url(s, 1)),
            "prefix": ctx.abs(f"/{p.list_dir(s)}/"),
            "pages": v.n_pages(s),
            "script": s == p.script_section,
        }
        for s in p.list_slugs
        if s != p.short_slug  # the short section: starts["short"], short_section
    ]
    traps: dict[str, Any] = {}
    for name, variant in p.traps.items():
        traps[name] = {"variant": variant}
    if "calendar" in traps:
        traps["calendar"] |= {
            "pattern": ctx.abs("/archive/YYYY/MM/DD/"),
            "example": ctx.abs(f"/archive/{v.days[0]:%Y/%m/%d}/"),
        }
    if "endless_pages" in traps:
        first = p.sections[0][0]
        traps["endless_pages"]["example"] = ctx.abs(p.page_url(first, v.n_pages(first) + 5))
    if "session_ids" in traps:
        traps["session_ids"]["example"] = ctx.abs("/") + SESSION_SAMPLE[p.traps["session_ids"]]
    if "list_article" in traps:
        traps["list_article"]["stories"] = [ctx.abs(s.path) for s in v.stories if s.list_article]
    if "login_wall" in traps:
        traps["login_wall"] |= {
            "section": ctx.abs(p.page_url("vip", 1)),
            "login": ctx.abs("/login"),
            "locked": [ctx.abs(g.path) for g in p.ghosts if g.kind == "locked"],
        }
    if "channel_map" in traps:
        traps["channel_map"]["url"] = ctx.abs("/daohang/")
    if "mobile_twins" in traps:
        traps["mobile_twins"] |= {
            "host": p.mkey,
            "front": ctx.abs("/", p.mkey),
            "listed_section": p.mobile_section,
        }
    if "tracking" in traps:
        traps["tracking"]["params"] = ["from", "spm", "utm_source", "utm_medium"]
    if "dead_links" in traps:
        traps["dead_links"]["urls"] = [ctx.abs(g.path) for g in p.ghosts if g.kind == "dead"]
    if "redirects" in traps:
        traps["redirects"]["urls"] = [
            {"from": ctx.abs(f"/content/{s.sid}.html"), "to": ctx.abs(s.path)}
            for s in v.stories
            if s.redirected
        ]
    stories = v.stories
    short = p.short_slug or ""
    photo_channel = {
        "url": ctx.abs(p.page_url("photo", 1)),
        "prefix": ctx.abs(f"/{p.photo_dir}/"),
        "markup": p.axes["photo_markup"],
        "titles": p.axes["photo_titles"],
        "timed": PHOTO_TIMED[p.axes["photo_markup"]],
        "page_size": p.photo_page_size,
        "pages": v.n_pages("photo"),
        "only": [ctx.abs(s.path) for s in stories if s.only == "photo"],
    }
    short_section = {
        "slug": short,
        "name": p.short_name,
        "url": ctx.abs(p.page_url(short, 1)),
        "prefix": ctx.abs(f"/{short}/"),
        "stories": [ctx.abs(s.path) for s in v.items[short] if isinstance(s, Story)],
    }
    short_front = None
    if p.short_front:
        short_front = {
            "slug": p.short_front,
            "url": ctx.abs(p.page_url(p.short_front, 1)),
            "size": SHORT_FRONT_SIZE,
            "pages": v.n_pages(p.short_front),
        }
    return {
        "key": p.key,
        "name": p.name,
        "hosts": {"www": p.key, "m": p.mkey},
        "base": ctx.abs(""),
        "mobile_base": ctx.bases[p.mkey] if p.mkey else None,
        "charset": p.codec,
        "charset_declared": DECLARED[p.axes["charset"]],
        "feed_charsets": {ctx.abs("/rss/index.xml"): p.feed_codec},
        "axes": p.axes,
        "traps": traps,
        "page_size": p.page_size,
        "photo_page_size": p.photo_page_size,
        "photo_channel": photo_channel,
        "short_section": short_section,
        "short_front": short_front,
        "robots_disallow": feeds.DISALLOW,
        "starts": {
            "front": ctx.abs("/"),
            "sections": sections,
            "feeds": [ctx.abs(u) for u in feed_urls if not u.startswith("/sitemap/")],
            "sitemaps": [ctx.abs("/sitemap_index.xml"), ctx.abs("/sitemap/news.xml")],
            "sitemap_files": [ctx.abs(u) for u in feeds.sitemap_paths(ctx)],
            "robots": ctx.abs("/robots.txt"),
            "mobile_front": ctx.abs("/", p.mkey) if p.mkey else None,
            "photo": photo_channel["url"],
            "short": short_section["url"],
            "short_front": short_front["url"] if short_front else None,
        },
        "counts": {
            "stories": len(stories),
            "articles": sum(s.kind == "article" for s in stories),
            "galleries": sum(s.kind == "gallery" for s in stories),
            "new": sum(s.day == v.day for s in stories) if v.day else 0,
        },
    }


def _non_story(ctx: Ctx, v: View, out: dict[str, Any]) -> None:
    p = ctx.p
    rows = out["non_story"]

    def add(path: str, category: str, status: int = 200, host: str | None = None) -> None:
        rows.append(
            {"portal": p.key, "url": ctx.abs(path, host), "category": category, "status": status}
        )

    for path in [*render.UTILITY_TEXT, "/sitemap.html"]:
        add(path, "utility")
    add("/login", "login")
    for i in range(len(p.tags)):
        add(f"/tag/{i}/", "tag")
    for i in range(len(p.authors)):
        add(f"/author/{i}/", "author")
    for w in text.HOT_WORDS[:5]:
        add(f"/search?q={quote(w)}", "search")
    for s in v.stories:
        add(f"/comment/{s.sid}.html", "comment")
    for path, _ in v.lookalike_paths():
        add(path, "lookalike")
    if "calendar" in p.traps:
        for d in v.days:
            add(f"/archive/{d:%Y/%m/%d}/", "archive")
    if "channel_map" in p.traps:
        add("/daohang/", "channel_map")
    for g in p.ghosts:
        add(g.path, "dead" if g.kind == "dead" else "login_wall", 404 if g.kind == "dead" else 302)
    for path in (
        feeds.feed_paths(ctx)
        + feeds.sitemap_paths(ctx)
        + ["/sitemap/news.xml", "/sitemap_index.xml", "/robots.txt"]
    ):
        add(path, "feed")
    rows.append(
        {
            "portal": p.key,
            "url": f"{ctx.bases['ads']}/click?id={p.index * 10 + 1}",
            "category": "ad",
            "status": 302,
        }
    )
    base = re.escape(ctx.abs(""))
    slugs = "|".join(p.list_dir(s) for s in p.list_slugs)
    pats = [
        ("archive", "/archive/"),
        ("search", "/search"),
        ("comment", "/comment/"),
        ("tag", "/tag/"),
        ("author", "/author/"),
        ("login_wall", "/vip/"),
        ("login", "/login"),
        ("navigation", f"/({slugs})/"),
        ("data", "/api/"),
        ("feed", "/(rss/|sitemap|atom\\.xml|robots\\.txt)"),
        ("utility", "/(about|contact|adservice|copyright|register|daohang)/?"),
    ]
    for cat, tail in pats:
        out["non_story_patterns"].append(
            {"portal": p.key, "category": cat, "regex": f"^{base}{tail}"}
        )
    if p.mkey:
        out["non_story_patterns"].append(
            {
                "portal": p.key,
                "category": "navigation",
                "regex": f"^{re.escape(ctx.bases[p.mkey])}/?$",
            }
        )


def build_truth(fam: Family, bases: dict[str, str], day: int) -> dict[str, Any]:
    """The truth of ``fam`` on ``day`` with URLs on ``bases``."""
    now = fam.now(day)
    out: dict[str, Any] = {
        "seed": fam.seed,
        "day": day,
        "now": now.isoformat(),
        "hosts": dict(bases),
        "portals": [],
        "stories": [],
        "navigation": [],
        "non_story": [],
        "non_story_patterns": [],
        "dead_links": [],
    }
    for p in fam.portals:
        _portal(Ctx(bases, view(p, day), p.key, 0, fam.portals), day, out)
    out["non_story_patterns"] += [
        {"portal": None, "category": "ad", "regex": f"^{re.escape(bases['ads'])}/"},
        {"portal": None, "category": "image", "regex": f"^{re.escape(bases['img'])}/"},
    ]
    return out


def family_truth(
    fam: Family, bases: dict[str, str] | None = None, day: int | None = None
) -> dict[str, Any]:
    """The truth of ``fam`` on ``day`` (default: its start day) with absolute URLs on
    ``bases`` (default: stand-in ``http://HOST.invalid`` bases, for a truth without a server)."""
    bases = bases or fam.default_bases()
    day = fam.start_day if day is None else day
    if fam.big is not None:
        result: dict[str, Any] = fam.big.truth(bases)
        return result
    return build_truth(fam, bases, day)
