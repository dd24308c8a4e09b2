"""A navigation page (导航型网页, seed 004) read for its news links: each headline with its
URL and the time the list shows beside it, the list's next pages and the channels it links.

Seed 004 tells navigation pages (front pages, channels, lists) from topic pages (articles,
galleries) and notes that on a navigation page a news title and its URL come together.
So, by structure:

1. every link's *item* is the repeated unit it sits in: the nearest ancestor (the link
   itself, its ``<li>``, ``<tr>``, card) that has :data:`MIN_ITEMS` or more siblings of its
   own tag, else the ``<li>``, ``<tr>`` or ``<figure>`` it is in (a last page of two), else
   the block its headline opens; an item's text outside its link holds its time
   (``<span>06-12 10:30</span>``, ``[06/12]``) and summary;
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
   its pager, needs one news link (:attr:`Listing.continues`: a last page of two); so
   does a **short list** at a folder's address (a 专题 of three dated stories, a photo
   channel's page of four galleries), whatever the number of its stories, when it holds
   no story of its own outside its news items and pager (:func:`is_list`: no gallery
   sign there, no article body). A navigation page at a folder's address is a list
   whatever else it shows (a front page's focus carousel, its counter and arrows); at a
   story's address it is one only with no gallery sign outside its items, and never when
   its address says "picture" or it is a shell its scripts fill
   (:data:`~harvester.gallery.signs.SHELL_CHARS`): a gallery with related links beside it.

A news item is judged by its place in a list, not by its words: the repeated unit a link
sits in is an item when the link opens it (at most :data:`MAX_LEAD_CHARS` before it: a
time, a tag) and it holds little else (:data:`MAX_ITEM_EXTRA_CHARS`: a summary); a link in
a sentence of a paragraph is none. A picture link in an item (a photo channel's grid) is
titled by its text, its ``title``, its picture's ``alt`` or the item's caption beside it,
and a gallery's short title (:data:`MIN_PICTURE_TITLE_CHARS`) is enough.
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
from harvester.extraction.article import extract
from harvester.extraction.dom import EmptyDocument, parse_html
from harvester.gallery.classify import picture_words
from harvester.gallery.signs import SHELL_CHARS, gallery_signs, page_chars

#: A repeated unit has at least this many siblings of its tag (three in a row).
MIN_ITEMS = 3
#: How far up from a link its item is looked for.
MAX_ITEM_DEPTH = 4
#: A headline has at least this many characters (ours: Chinese news titles run 10 to 30;
#: channel names, tags, hot words and footer links 2 to 6; seed 004's titles are 8+).
MIN_HEADLINE_CHARS = 8
#: ... and a picture link's title (a photo channel's grid) at least this many: galleries
#: are titled by their scene, 4 to 7 characters (西湖：荷花, 秋日梯田; GM §2's portals).
MIN_PICTURE_TITLE_CHARS = 4
#: A list item shows at most this many characters right before or after its link (a time
#: 2024-06-12 10:30, a tag 【独家】, a column [国内]); a link with more text running on
#: beside it sits in a sentence, and its block is a paragraph, not a list item.
MAX_LEAD_CHARS = 20
#: ... and at most this many besides its link's title (a card's summary and time; ours:
#: portals' summaries run 40 to 120): a block holding more is a container or a paragraph.
MAX_ITEM_EXTRA_CHARS = 200
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
#: An address of a file, no page: a picture (a lightbox grid's), a document, a video.
FILE_RE = re.compile(r"\.(?:jpe?g|png|gif|webp|avif|bmp|svg|pdf|docx?|xlsx?|zip|rar|mp[34])$", re.I)
#: A folder-like address: a path ending in ``/``, or in an index or list page.
FOLDER_RE = re.compile(r"(?:/|/(?:index|list|default)(?:_\d+)?\.\w+)$", re.I)
_SKIP = ("script", "style", "noscript", "template", "head")
#: What holds no running text of the page's own: the unseen, and links.
_NO_PROSE = (*_SKIP, "a")
#: A list a script fills holds at most this many characters before it is filled
#: (empty, or a "loading…" line).
MAX_SLOT_CHARS = 10
#: A page holds a story of its own with this much body text besides its lists (ours:
#: the shortest article of the corpora holds 94 characters, zh_gne; a list's intro line,
#: 本专题集中报道相关工作的最新进展, about 20).
STORY_MIN_CHARS = 80
#: The headings a headline link may stand in without a list item around it.
HEADINGS = ("h1", "h2", "h3", "h4")
#: What HTML itself marks as a list, and as one item of a list or a table.
LIST_TAGS = ("ul", "ol", "dl", "tbody")
#: A text that is only a time or a date (``06-12 10:30``, ``[2024年6月12日]``, ``3小时前``).
TIME_ONLY_RE = re.compile(r"^[\d\s:/.\-年月日时分秒前天小昨今\[\]()（）【】]+$")
ITEM_TAGS = frozenset({"li", "tr", "dt", "dd", "figure"})  # a figure: a picture and its caption


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
    or table row it is in (a list's last page may hold one or two: a box above it, were
    it repeated, holds the whole list), or None."""
    el: HtmlElement | None = link
    for _ in range(MAX_ITEM_DEPTH):
        if el is None:
            break
        parent = el.getparent()
        if parent is None:
            break
        if sum(1 for s in parent if s.tag == el.tag) >= MIN_ITEMS or el.tag in ITEM_TAGS:
            return el
        el = parent
    return None


def _title(link: HtmlElement) -> str:
    text = _text(link)
    if not text:
        text = " ".join((link.get("title") or "").split())
    if not text:
        img = next(link.iter("img"), None)
        text = " ".join((img.get("alt") or "").split()) if img is not None else ""
    return text


def _listed(link: HtmlElement, item: HtmlElement | None, title: str) -> HtmlElement | None:
    """``item`` when it reads as one entry of a list around ``link`` titled ``title``
    (see :data:`MAX_LEAD_CHARS`, :data:`MAX_ITEM_EXTRA_CHARS`), else None."""
    if item is None:
        return None
    parent = link.getparent()
    before = (parent.text or "") if parent is not None and parent[0] is link else ""
    previous = link.getprevious()
    if previous is not None:
        before = previous.tail or ""
    in_sentence = max(_chars(before), _chars(link.tail or "")) > MAX_LEAD_CHARS
    extra = _chars(_text(item)) - _chars(title)
    return None if in_sentence or extra > MAX_ITEM_EXTRA_CHARS else item


def _item_time(item: HtmlElement, title: str, now: datetime) -> str | None:
    """The time ``item`` shows beside its headline ``title``: an element holding a time
    alone (``<span class="date">[06/12]</span>``) first, else the first time in its text
    besides the headline (a summary may name a day of its own: 记者6月10日从…获悉)."""
    for el in item.iter(etree.Element):
        text = _text(el) if len(el) == 0 else ""
        if text and TIME_ONLY_RE.match(text) and (when := listed_time(text, now)):
            return when
    around = _text(item)
    return listed_time(around.replace(title, " ", 1) if title in around else around, now)


def _titled_link(item: HtmlElement, link: HtmlElement) -> bool:
    """Whether ``item`` holds another link to ``link``'s address with a text: its title
    (a card's thumbnail beside its headline)."""
    href = link.get("href")
    return any(a is not link and a.get("href") == href and _text(a) for a in item.iter("a"))


def _picture_link_to(item: HtmlElement, href: str | None) -> bool:
    """Whether ``item`` holds a picture linked to ``href`` (a grid item's thumbnail
    beside its title link)."""
    return any(
        a.get("href") == href and next(a.iter("img"), None) is not None for a in item.iter("a")
    )


def _prose(body: HtmlElement, inside: set[HtmlElement]) -> int:
    """Characters of running text in ``body`` outside its links and the news items
    ``inside`` (each counted once, however they nest)."""
    chars, todo = 0, [body]
    while todo:
        el = todo.pop()
        chars += _chars(el.text or "")
        for child in el:
            chars += _chars(child.tail or "")
            if child not in inside and isinstance(child.tag, str) and child.tag not in _NO_PROSE:
                todo.append(child)
    return chars


def _caption(item: HtmlElement) -> str:
    """The title a grid item shows outside its links (``<a><img></a><p>西湖荷花</p>``):
    its first text that is not a time."""
    for el in item.iter(etree.Element):
        if el.tag in ("a", *_SKIP) or any(a.tag == "a" for a in el.iterancestors()):
            continue
        text = " ".join((el.text or "").split())
        if _chars(text) >= MIN_PICTURE_TITLE_CHARS and not TIME_ONLY_RE.match(text):
            return text
    return ""


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
    return _read(root, url, now)[0]


def _read(
    root: HtmlElement, url: str, now: datetime
) -> tuple[Listing, set[HtmlElement], set[HtmlElement]]:
    """:func:`read_listing` of a parsed page (left as it is), the news items it holds
    and its pager's links."""
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
    drawn = scripted and any(
        next(el.iter("a", "img"), None) is None and _chars(_text(el)) <= MAX_SLOT_CHARS
        for el in root.iter(*LIST_TAGS)
    )
    news: dict[str, ListedLink] = {}
    pages: dict[str, None] = {}
    channels: dict[str, None] = {}
    inside: set[HtmlElement] = set()
    pager: set[HtmlElement] = set()
    for link in root.iter("a"):
        target = _web(link.get("href"), base)
        if target is None or any(a.tag in _SKIP for a in link.iterancestors()):
            continue
        title = _title(link)
        if _pager(target, title, url):
            pages.setdefault(target)
            pager.add(link)
            continue
        item = _item(link)
        pictured = next(link.iter("img"), None) is not None or (
            item is not None and _picture_link_to(item, link.get("href"))
        )
        if pictured and not title and item is not None and not _titled_link(item, link):
            title = _caption(item)  # a photo grid's title beside its picture, in no link
        heading = next((a for a in link.iterancestors(*HEADINGS)), None)
        if item is None and heading is not None:
            item = heading.getparent()  # the block a headline opens (a card, a last one of two)
        item = _listed(link, item, title)
        key = story_key(target)  # one story under several links (?from=timeline)
        if FILE_RE.search(urlsplit(key).path):
            continue
        folder = FOLDER_RE.search(urlsplit(key).path) is not None
        least = MIN_PICTURE_TITLE_CHARS if pictured and item is not None else MIN_HEADLINE_CHARS
        if _chars(title) >= least and (item is not None or heading is not None) and not folder:
            known = news.get(key)
            if known is None or known.time is None:  # a list that shows its time wins
                when = _item_time(item, title, now) if item is not None else None
                if known is None or when is not None:
                    news[key] = ListedLink(known.url if known else target, title, when)
            inside.add(item if item is not None else link)
        elif folder and _same_site(target, url):
            channels.setdefault(target)
    prose = _prose(next(root.iter("body"), root), inside)
    channels = {u: None for u in channels if u not in pages and u != url}
    listing = Listing(tuple(news.values()), tuple(pages), tuple(channels), prose, twins, drawn)
    return listing, inside, pager


def is_list(listing: Listing, page: str, url: str, *, continued: bool = False) -> bool:
    """Whether the page at ``url``, read as ``listing``, is a list to follow (rule 7)."""
    if continued or not listing.continues:
        return listing.continues
    folder = FOLDER_RE.search(urlsplit(story_key(url)).path) is not None
    if folder and listing.navigation:  # a front page, a channel: its focus carousel
        return True  # (1/5, ‹ ›) is no gallery; nothing more to parse
    try:
        root = parse_html(page).root
    except EmptyDocument:
        return False
    if folder:
        return not _story_signs(root, url, body=True)
    if picture_words(url) or page_chars(root) < SHELL_CHARS:
        return False  # a gallery's own address; a shell its scripts fill
    return listing.navigation and not _story_signs(root, url, body=False)


def _story_signs(root: HtmlElement, url: str, *, body: bool) -> bool:
    """Whether the page ``root`` at ``url`` shows a story of its own once its news items
    and its pager are taken out (``root`` loses them): a gallery sign in what is left (a
    photo channel's address says "picture" too: that alone does not count), or (``body``)
    :data:`STORY_MIN_CHARS` of body text the static extractor finds there (a list's intro
    line is shorter)."""
    _, inside, pager = _read(root, url, datetime.now())
    for el in (*inside, *pager):
        el.drop_tree()
    if len(gallery_signs(url, root)) > (1 if picture_words(url) else 0):
        return True
    if not body:
        return False
    rest = extract(lxml_html.tostring(root, encoding="unicode"), url=url).text
    return _chars(rest) >= STORY_MIN_CHARS
