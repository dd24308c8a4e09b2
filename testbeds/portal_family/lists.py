"""What every list of a portal shows on a given day: the one place that decides which
story a list links, by which URL variant, under which title and time. The pages (render.py)
and the truth (truth.py) both read these entries, so they cannot disagree. Stories with an
``only`` (the day-1 photo-only galleries, the short section's stories) appear in their own
section's list and in no other list, feed or sitemap (``View.listed`` leaves them out).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from datetime import date, timedelta
from email.utils import format_datetime

from .axes import PHOTO_TIMED, SHORT_FRONT_SIZE
from .model import Ghost, Portal, Story
from .shapes import dated, full_time, listed_time, lookalike_path, now_of, pager


@dataclass
class Entry:
    """One link of a list."""

    target: Story | Ghost
    host: str  # the host key the link points at
    path: str  # path, query and fragment as linked
    title: str | None  # the link text as listed (None in a plain sitemap)
    clean: str | None  # the same without a 【图】/【独家】 tag
    time_text: str | None = None
    time_iso: str | None = None
    variant: str = "canonical"  # canonical mobile tracked fragment redirect dead locked
    thumb: bool = False
    summary: str | None = None
    comment: bool = False  # an extra 评论 link to the story's #comments
    src: str = ""  # the kind of list: rolling, section, photo, rss, related …


@dataclass
class Nav:
    """One navigation page: where it is, what it lists, which navigation pages it links."""

    kind: str  # front section photo vip tag author archive lookalike channel_map site_map m_front
    host: str
    path: str
    entries: list[Entry]
    links: list[str] = field(default_factory=list)
    section: str | None = None
    page: int | None = None
    aliases: list[str] = field(default_factory=list)
    n_main: int | None = None  # entries of the main list (the rest: a sidebar); None: all


class View:
    """A portal as it stands on ``day``."""

    def __init__(self, portal: Portal, day: int) -> None:
        self.p = portal
        self.day = day
        self.now = now_of(day)
        #: every story of the day, newest first
        self.stories = sorted(
            (s for s in portal.stories if s.day <= day), key=lambda s: s.time, reverse=True
        )
        #: the stories every list may show (not those listed in one section only)
        self.listed = [s for s in self.stories if s.only is None]
        self.items: dict[str, list[Story | Ghost]] = {}
        for slug in portal.list_slugs:
            items: list[Story | Ghost] = [s for s in self.stories if s.section == slug]
            items += [g for g in portal.ghosts if g.section == slug]
            self.items[slug] = sorted(items, key=lambda x: x.time, reverse=True)
        self.days = sorted({s.time.date() for s in self.listed}, reverse=True)

    # -- entries ---------------------------------------------------------------------------
    def entry(
        self,
        item: Story | Ghost,
        src: str,
        *,
        short: bool = False,
        timed: bool = True,
        fmt: str | None = None,
    ) -> Entry:
        """The entry of ``item`` in a list of kind ``src``."""
        fmt = fmt or self.p.axes["time_format"]
        tt, ti = listed_time(item.time, fmt, self.now) if timed else (None, None)
        if isinstance(item, Ghost):
            return Entry(
                item, self.p.key, item.path, item.title, item.title, tt, ti, item.kind, src=src
            )
        p, traps = self.p, self.p.traps
        title = item.short if short and p.axes["front_titles"] == "short" else item.title
        if src == "photo" and p.axes["photo_titles"] == "short":
            title = item.short
        tag = ""
        if p.axes["title_tags"] == "tags":
            if item.exclusive:
                tag = "【独家】"
            elif item.kind == "gallery" and src not in ("photo", "photo_block"):
                tag = "【图】"
        e = Entry(item, p.key, item.path, tag + title, title, tt, ti, src=src)
        if src == "section" and item.redirected:
            e.path, e.variant = f"/content/{item.sid}.html", "redirect"
        elif src == "section" and p.mkey and item.section == p.mobile_section and item.n % 3 == 0:
            e.host, e.variant = p.mkey, "mobile"
        elif src == "rolling" and "tracking" in traps:
            e.path, e.variant = item.path + "?from=timeline", "tracked"
        elif src == "photo" and "tracking" in traps:
            e.path, e.variant = item.path + f"?spm=C{p.index:02d}.photo.{item.n % 7}", "tracked"
        elif src == "photo_block" and "fragments" in traps:  # the second picture
            frag = "#1" if p.axes["gallery_pages"] == "scroller" else "#p2"
            e.path, e.variant = item.path + frag, "fragment"
        elif src in ("rss", "atom") and "tracking" in traps:
            e.path, e.variant = item.path + f"?utm_source={src}&utm_medium=feed", "tracked"
        e.comment = src == "section" and "fragments" in traps
        return e

    def feed_entry(self, story: Story, src: str) -> Entry:
        """An entry of a feed or sitemap (time to the second, shown as RFC 822 in RSS and
        ISO 8601 elsewhere; no title in a plain sitemap)."""
        e = self.entry(story, src, timed=False)
        e.title = e.clean = story.title
        rss = src in ("rss", "section_rss")
        e.time_text = format_datetime(story.time) if rss else story.time.isoformat()
        e.time_iso = full_time(story.time)
        if src == "sitemap":
            e.title = e.clean = None
        return e

    # -- sections --------------------------------------------------------------------------
    def size(self, slug: str) -> int:
        """Entries per page of section ``slug`` (page 2 on of a ``short_front`` channel)."""
        if slug == self.p.short_slug:
            return max(1, len(self.items[slug]))
        return self.p.photo_page_size if slug == "photo" else self.p.page_size

    def n_pages(self, slug: str) -> int:
        """How many pages section ``slug`` has today (the short section: one)."""
        n = len(self.items[slug])
        if slug == self.p.short_front:
            return 1 + max(0, math.ceil((n - SHORT_FRONT_SIZE) / self.size(slug)))
        return max(1, math.ceil(n / self.size(slug)))

    def bounds(self, slug: str, page: int) -> tuple[int, int]:
        """The slice of ``items[slug]`` page ``page`` shows."""
        size = self.size(slug)
        if slug == self.p.short_front:  # 3 on page 1, then ``size`` a page
            if page == 1:
                return 0, SHORT_FRONT_SIZE
            return SHORT_FRONT_SIZE + (page - 2) * size, SHORT_FRONT_SIZE + (page - 1) * size
        return (page - 1) * size, page * size

    def markup(self, slug: str, page: int) -> str:
        """The list markup of page ``page`` of ``slug`` (a photo markup for the photo
        channel; a short list always shows times: ``ul_span`` for ``headline_only``)."""
        p = self.p
        if slug == "photo":
            return p.axes["photo_markup"]
        if slug == "vip":
            return "ul_span"
        markup = p.axes["list_markup"]
        short = slug == p.short_slug or (slug == p.short_front and page == 1)
        return "ul_span" if short and markup == "headline_only" else markup

    def section_page(self, slug: str, page: int) -> list[Entry] | None:
        """The entries of page ``page`` of ``slug`` (past the last: what an endless list
        answers, else None)."""
        n = self.n_pages(slug)
        if page > n:
            endless = self.p.traps.get("endless_pages")
            if not endless or slug == self.p.short_slug:
                return None
            if endless == "empty":
                return []
            page = n
        start, end = self.bounds(slug, page)
        items = self.items[slug][start:end]
        src = "photo" if slug == "photo" else "vip" if slug == "vip" else "section"
        markup = self.markup(slug, page)
        if src == "photo":
            timed = PHOTO_TIMED[markup]
        else:
            timed = src != "section" or markup != "headline_only"
        out = []
        for it in items:
            e = self.entry(it, src, timed=timed)
            if markup == "cards" and isinstance(it, Story):
                e.summary = it.paragraphs[0][:40] + "…" if it.paragraphs else it.captions[0]
            e.thumb = isinstance(it, Story) and (slug == "photo" or markup == "cards")
            out.append(e)
        return out

    # -- other lists -----------------------------------------------------------------------
    def front(self) -> dict[str, list[Entry]]:
        """The blocks of the front page: 头条, 要闻, 滚动, 图片, 排行 and one per channel."""
        arts = [s for s in self.listed if s.kind == "article"]
        blocks = {
            "headline": [self.entry(s, "headline", short=True, timed=False) for s in arts[:2]],
            "yaowen": [self.entry(s, "yaowen", short=True, timed=False) for s in arts[2:10]],
            "rolling": [self.entry(s, "rolling") for s in self.listed[:20]],
            "photo_block": [
                self.entry(s, "photo_block", timed=False)
                for s in self.listed
                if s.kind == "gallery"
            ][:6],
            "rank": self.rank(),
        }
        for slug, _ in self.p.sections:
            stories = [s for s in self.items[slug] if isinstance(s, Story)][:5]
            blocks[f"channel:{slug}"] = [self.entry(s, "channel", timed=False) for s in stories]
        for e in blocks["photo_block"]:
            e.thumb = True
        return blocks

    def rank(self) -> list[Entry]:
        """排行榜: eight stories of the last three days, in a fixed "popularity" order."""
        recent = [s for s in self.listed if (self.now - s.time).days < 3]
        recent.sort(key=lambda s: (s.sid * 2654435761) % 1009)
        return [self.entry(s, "rank", timed=False) for s in recent[:8]]

    def tag(self, t: int) -> list[Entry]:
        """A tag page: the newest 20 stories with tag ``t``."""
        return [self.entry(s, "tag") for s in self.listed if t in s.tags][:20]

    def author(self, a: int) -> list[Entry]:
        """An author page: the newest 15 stories of author ``a``."""
        return [self.entry(s, "author") for s in self.listed if s.author == a][:15]

    def on_day(self, d: date, src: str = "archive") -> list[Entry]:
        """Every story published on day ``d`` (the calendar, the day archive)."""
        return [self.entry(s, src) for s in self.listed if s.time.date() == d]

    def lookalike(self, d: date | None) -> list[Entry]:
        """The look-alike page: the day archive of ``d``, or the news centre / hot list."""
        if d is not None:
            return self.on_day(d, "lookalike")
        return [self.entry(s, "lookalike") for s in self.listed[:30]]

    def related(self, story: Story) -> list[Entry]:
        """The 相关新闻 of ``story`` (with times on a list article)."""
        return [
            self.entry(self.p.stories[n], "related", timed=story.list_article)
            for n in story.related
        ]

    def m_front(self) -> list[Entry]:
        """The mobile front page: the newest 30 stories, by their mobile URLs."""
        out = []
        for s in self.listed[:30]:
            e = self.entry(s, "m_front", fmt="md_hm")
            e.host, e.variant = self.p.mkey or self.p.key, "mobile"
            out.append(e)
        return out

    def feed(self, name: str) -> list[Entry]:
        """A feed: ``rss`` / ``atom`` (newest 30) or ``rss:<slug>`` (newest 20 of a section)."""
        if name.startswith("rss:"):
            items = [s for s in self.items[name[4:]] if isinstance(s, Story)][:20]
            return [self.feed_entry(s, "section_rss") for s in items]
        return [self.feed_entry(s, name) for s in self.listed[:30]]

    def sitemap(self, name: str) -> list[Entry]:
        """A sitemap: a section's (or ``photo``) every story; ``news``: the last 48 hours."""
        if name == "news":
            recent = [s for s in self.listed if (self.now - s.time).total_seconds() < 172800]
            return [self.feed_entry(s, "news_sitemap") for s in recent]
        return [self.feed_entry(s, "sitemap") for s in self.listed if s.section == name]

    # -- the navigation pages --------------------------------------------------------------
    def first_pages(self) -> list[str]:
        """Page 1 of every listed section."""
        return [self.p.page_url(slug, 1) for slug in self.p.list_slugs]

    def lookalike_paths(self) -> list[tuple[str, date | None]]:
        """Every look-alike page of the portal, with its day."""
        shape = self.p.axes["story_url"]
        if dated(shape):
            return [(lookalike_path(shape, d), d) for d in self.days]
        return [(lookalike_path(shape, self.now.date()), None)]

    def front_links(self) -> list[str]:
        """The navigation pages the front page links."""
        links = self.first_pages() + [f"/tag/{t}/" for t in range(len(self.p.tags))]
        links.append(self.lookalike_paths()[0][0])
        if "calendar" in self.p.traps:
            links.append(f"/archive/{self.days[0]:%Y/%m/%d}/")
        if "channel_map" in self.p.traps:
            links.append("/daohang/")
        return [*links, "/sitemap.html"]

    def navs(self) -> list[Nav]:
        """Every navigation page of the portal today (pages past an endless list's end and
        calendar days without stories are left out: there is no end to them)."""
        p = self.p
        flat = [e for block in self.front().values() for e in block]
        out = [Nav("front", p.key, "/", flat, self.front_links(), aliases=["/index.html"])]
        for slug in p.list_slugs:
            n = self.n_pages(slug)
            kind = slug if slug in ("photo", "vip") else "section"
            for k in range(1, n + 1):
                main = self.section_page(slug, k) or []
                side = kind == "section" and slug != p.short_slug  # the 排行榜 sidebar
                entries = main + self.rank() if side else main
                links = [p.page_url(slug, j) for _, j in pager(p.axes["pager_label"], k, n, False)]
                root = f"/{p.list_dir(slug)}/"
                alias = [root] if k == 1 and p.page_url(slug, 1) != root else []
                out.append(
                    Nav(
                        kind,
                        p.key,
                        p.page_url(slug, k),
                        entries,
                        links,
                        slug,
                        k,
                        alias,
                        len(main),
                    )
                )
        for t in range(len(p.tags)):
            out.append(Nav("tag", p.key, f"/tag/{t}/", self.tag(t)))
        for a in range(len(p.authors)):
            out.append(Nav("author", p.key, f"/author/{a}/", self.author(a)))
        for path, d in self.lookalike_paths():
            out.append(Nav("lookalike", p.key, path, self.lookalike(d)))
        if "calendar" in p.traps:
            for d in self.days:
                near = [x for x in (d - timedelta(days=1), d + timedelta(days=1)) if x in self.days]
                out.append(
                    Nav(
                        "archive",
                        p.key,
                        f"/archive/{d:%Y/%m/%d}/",
                        self.on_day(d),
                        [f"/archive/{x:%Y/%m/%d}/" for x in near],
                    )
                )
        if "channel_map" in p.traps:
            links = [p.page_url(s, k) for s in p.list_slugs for k in range(1, self.n_pages(s) + 1)]
            links += [f"/tag/{t}/" for t in range(len(p.tags))]
            links += [f"/author/{a}/" for a in range(len(p.authors))]
            links += [path for path, _ in self.lookalike_paths()]
            out.append(Nav("channel_map", p.key, "/daohang/", [], links))
        out.append(Nav("site_map", p.key, "/sitemap.html", [], self.first_pages()))
        if p.mkey:
            out.append(Nav("m_front", p.mkey, "/", self.m_front()))
        return out


def view(portal: Portal, day: int) -> View:
    """The (cached) view of ``portal`` on ``day``."""
    v = portal.views.get(day)
    if not isinstance(v, View):
        v = View(portal, day)
        portal.views[day] = v
    return v
