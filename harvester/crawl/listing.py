"""A navigation page (导航型网页, seed 004) read for its news links: each headline with its
URL and the time the list shows beside it, the list's next pages and the channels it links.

Seed 004 tells navigation pages (front pages, channels, lists) from topic pages (articles,
galleries) and notes that on a navigation page a news title and its URL come together.
So, by structure:

1. every link's *item* is the repeated unit it sits in: the nearest ancestor (the link
   itself, its ``<li>``, ``<tr>``, card) that has :data:`MIN_ITEMS` or more siblings of its
   own tag, else its ``<li>`` or ``<tr>`` (a last page of two); an item's text outside
   its link holds its time (``<span>06-12 10:30</span>``, ``[06/12]``) and summary;
2. a **news link** is one whose text reads as a headline (:data:`MIN_HEADLINE_CHARS` or
   more), in such an item or a heading, to an address that is no folder (a day's archive
   ``/a/20240610/index.htm`` titled 2024-06-10新闻 is a list); a channel bar, a footer,
   tags and hot words hold short texts;
3. the **next pages** are the list's pager: links in the page's own folder (or to its own
   path with a page number) whose text is a page number or a next/more word;
4. the **channels** are the page's other links on the site to folder-like addresses
   (``/tech/``, ``/news/index.html``): more navigation pages;
5. the site's **twins**: a mobile site the page names as its alternate for small screens
   (``<link rel="alternate" media="only screen and (max-width: 640px)">``) is the same
   site: links to it are followed (the story's ``rel=canonical`` makes one record of both);
6. a list a **script draws**: a list container (``<ul>``, ``<ol>``, ``<dl>``, ``<tbody>``)
   holding no link, no picture and next to no text, on a page with scripts, is a slot
   its script fills (from a JSON endpoint, after the load): the page is read again as the
   browser shows it (:attr:`Listing.drawn`);
7. a page is a **navigation page** when it holds :data:`MIN_NEWS_LINKS` news links and
   little running text outside them (less than :data:`MAX_PROSE_CHARS`): an article with
   a related list keeps its body and is a topic page. A list's later page, reached by
   its pager, needs one news link (:attr:`Listing.continues`: a last page of two).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from urllib.parse import urljoin, urlsplit

from lxml import etree
from lxml import html as lxml_html
from lxml.html import HtmlElement

from harvester.crawl.keys import story_key
from harvester.crawl.times import listed_time

#: A repeated unit has at least this many siblings of its tag (three in a row).
MIN_ITEMS = 3
#: How far up from a link its item is looked for.
MAX_ITEM_DEPTH = 4
#: A headline has at least this many characters (ours: Chinese news titles run 10 to 30;
#: channel names, tags, hot words and footer links 2 to 6; seed 004's titles are 8+).
MIN_HEADLINE_CHARS = 8
#: A navigation page lists at least this many news links.
MIN_NEWS_LINKS = 5
#: ... and has less running text than an article's body outside them (ours: the
#: browser's rule for an article, harvester.gallery.classify.LONG_PARAGRAPH_CHARS).
MAX_PROSE_CHARS = 300
#: A pager's words, next, previous, first and last (a page number by its digits).
PAGER_RE = re.compile(
    r"^(?:[下上]一?页|[前后]页|[首尾末]页|更多|更多>>|<|<<|>|>>|«|»|‹|›"
    r"|next|prev(?:ious)?|first|last|more)$",
    re.I,
)
#: A folder-like address: a path ending in ``/``, or in an index or list page.
FOLDER_RE = re.compile(r"(?:/|/(?:index|list|default)(?:_\d+)?\.\w+)$", re.I)
_SKIP = ("script", "style", "noscript", "template", "head")
#: A list a script fills holds at most this many characters before it is filled
#: (empty, or a "loading…" line).
MAX_SLOT_CHARS = 10
#: What HTML itself marks as a list, and as one item of a list or a table.
LIST_TAGS = ("ul", "ol", "dl", "tbody")
ITEM_TAGS = frozenset({"li", "tr", "dt", "dd"})


@dataclass(frozen=True, slots=True)
class ListedLink:
    """A news link as a list shows it."""

    url: str
    title: str
    #: ISO local time to the precision shown (:func:`harvester.crawl.times.listed_time`)
    time: str | None = None

    def to_dict(self) -> dict[str, str | None]:
        return {"url": self.url, "title": self.title, "time": self.time}


@dataclass(frozen=True, slots=True)
class Listing:
    """What a page lists (see the module docstring)."""

    news: tuple[ListedLink, ...]
    pages: tuple[str, ...]
    channels: tuple[str, ...]
    #: characters of running text outside the news items
    prose: int
    #: the site's other faces the page names (``<link rel="alternate" media=…>``: its
    #: mobile twin), whose links are the site's own
    twins: tuple[str, ...] = ()
    #: a script fills one of its lists: the browser shows more than the bytes hold
    drawn: bool = False

    @property
    def navigation(self) -> bool:
        return len(self.news) >= MIN_NEWS_LINKS and self.prose < MAX_PROSE_CHARS

    @property
    def continues(self) -> bool:
        """Whether the page goes on a list, reached by its pager: a last page may list
        fewer than :data:`MIN_NEWS_LINKS`, one is enough."""
        return bool(self.news) and self.prose < MAX_PROSE_CHARS


def _text(el: HtmlElement) -> str:
    return " ".join(str(el.text_content()).split())


def _chars(text: str) -> int:
    return len("".join(text.split()))


def _item(link: HtmlElement) -> HtmlElement | None:
    """The repeated unit ``link`` sits in (see the module docstring), else the list item
    or table row it is in (a list's last page may hold one or two), or None."""
    el: HtmlElement | None = link
    marked: HtmlElement | None = None
    for _ in range(MAX_ITEM_DEPTH):
        if el is None:
            break
        parent = el.getparent()
        if parent is None:
            break
        if sum(1 for s in parent if s.tag == el.tag) >= MIN_ITEMS:
            return el
        if marked is None and el.tag in ITEM_TAGS:
            marked = el
        el = parent
    return marked


def _title(link: HtmlElement) -> str:
    text = _text(link)
    if not text:
        text = " ".join((link.get("title") or "").split())
    if not text:
        img = next(link.iter("img"), None)
        text = " ".join((img.get("alt") or "").split()) if img is not None else ""
    return text


def _web(href: str | None, base: str) -> str | None:
    if not href or href.startswith(("javascript:", "mailto:", "#")):
        return None
    try:
        url = urljoin(base, href.strip())
        parts = urlsplit(url)
    except ValueError:
        return None
    return url if parts.scheme in ("http", "https") and parts.hostname else None


def _same_site(url: str, base: str) -> bool:
    a, b = urlsplit(url), urlsplit(base)
    return (a.hostname, a.port) == (b.hostname, b.port)


def _pager(url: str, title: str, base: str) -> bool:
    """Whether a link titled ``title`` is a next page of the list at ``base``."""
    if not (title.isdigit() or PAGER_RE.match(title)) or not _same_site(url, base):
        return False
    here, there = urlsplit(base), urlsplit(url)
    same_folder = there.path.rsplit("/", 1)[0] == here.path.rsplit("/", 1)[0]
    return same_folder and (there.path, there.query) != (here.path, here.query)


def read_listing(page: str | bytes, url: str, now: datetime) -> Listing:
    """The news links, next pages and channels of the page at ``url`` (``now``: the
    time relative list times count from)."""
    try:
        root = lxml_html.fromstring(page)
    except (ValueError, etree.ParserError):
        return Listing((), (), (), 0)
    base = url
    if (tag := next(root.iter("base"), None)) is not None and tag.get("href"):
        base = urljoin(url, tag.get("href") or "")
    twins = tuple(
        found
        for link in root.iterfind(".//link[@href]")
        if "alternate" in (link.get("rel") or "").lower().split()
        and link.get("media")
        and (found := _web(link.get("href"), base)) is not None
    )
    scripted = next(root.iter("script"), None) is not None
    for el in list(root.iter(*_SKIP)):
        if isinstance(el, HtmlElement):
            el.drop_tree()
    drawn = scripted and any(
        next(el.iter("a", "img"), None) is None and _chars(_text(el)) <= MAX_SLOT_CHARS
        for el in root.iter(*LIST_TAGS)
    )
    news: dict[str, ListedLink] = {}
    pages: dict[str, None] = {}
    channels: dict[str, None] = {}
    inside: set[HtmlElement] = set()
    for link in root.iter("a"):
        target = _web(link.get("href"), base)
        if target is None:
            continue
        title = _title(link)
        if _pager(target, title, url):
            pages.setdefault(target)
            continue
        item = _item(link)
        heading = any(a.tag in ("h1", "h2", "h3", "h4") for a in link.iterancestors())
        key = story_key(target)  # one story under several links (?from=timeline)
        folder = FOLDER_RE.search(urlsplit(key).path) is not None
        if _chars(title) >= MIN_HEADLINE_CHARS and (item is not None or heading) and not folder:
            known = news.get(key)
            if known is None or known.time is None:  # a list that shows its time wins
                around = _text(item) if item is not None else ""
                rest = around.replace(title, " ", 1) if title in around else around
                when = listed_time(rest, now)
                if known is None or when is not None:
                    news[key] = ListedLink(known.url if known else target, title, when)
            inside.add(item if item is not None else link)
        elif folder and _same_site(target, url):
            channels.setdefault(target)
    body = next(root.iter("body"), root)
    prose = _chars(_text(body)) - sum(_chars(_text(el)) for el in inside)
    prose -= sum(
        _chars(_text(a)) for a in body.iter("a") if not any(p in inside for p in a.iterancestors())
    )
    channels = {u: None for u in channels if u not in pages and u != url}
    return Listing(tuple(news.values()), tuple(pages), tuple(channels), max(0, prose), twins, drawn)
