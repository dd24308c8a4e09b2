"""Title, publish time, author and source (来源) of a page, read from its DOM (seed 004 §2.1).

* Title: the visible headline that the ``<title>`` confirms; failing that, ``<title>``
  cut before the separator that joins headline and site name (``_ | - ― —``).
* Publish time: the first date printed next to the headline (Chinese and ISO forms), so
  that dates in recommendation boxes lower down are never taken; ``<meta>`` tags fill in
  when the page prints none, or add the clock time to a printed date.
* Author and source: ``作者：``/``记者`` and ``来源：`` on the date line, else ``<meta>``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache, lru_cache

from lxml import etree
from lxml.html import HtmlElement

from harvester.extraction.dates import META_LINE_MAX_CHARS, FoundDate, parse_date
from harvester.extraction.dom import Line, bounded_text, normalise_space, squash
from harvester.extraction.xpaths import (
    AUTHOR_META_XPATHS,
    HEADING_TAGS,
    HEADLINE_NAME_RE,
    HEADLINE_TAGS,
    PUBLISH_TIME_META_XPATHS,
    SOURCE_META_XPATHS,
    TITLE_META_XPATHS,
)

#: How many lines after the headline may hold its date line.
DATE_WINDOW_AFTER = 12
DATE_WINDOW_BEFORE = 3
#: Headline length bounds, in characters.
TITLE_MIN, TITLE_MAX = 2, 120
#: A first part of ``<title>`` shorter than this is a site name, not a headline.
TITLE_PART_MIN = 2

_TITLE_SEP_RE = re.compile(r"\s*(?:_|\||｜|--|\s[-–—]\s|\s/\s|·\s)\s*")
#: A last part of ``<title>`` that names a site or channel (``-中国科普网``, ``_新浪财经``,
#: `` | Reuters``), after any separator, the bare hyphen included.
_TITLE_TAIL_RE = re.compile(
    r"\s*(?:[-_|｜—―–]|\s/\s|·)\s*[^-_|｜—―–·]{0,14}"
    r"(?:网|报|台|社|刊|频道|新闻|在线|头条|中心|官网|门户|资讯|站|客户端|号|百科|\.com|\.cn|\.net)\s*$"
    r"|\s+[-|｜—–]\s+[A-Za-z][\w.&' ]{1,30}$"
)
_DATE_LABEL_RE = re.compile(r"发布|发表|时间|日期|更新|published|posted|date", re.I)
#: A date after these words is an update's, not the publish date (``Last updated: June
#: 18, 2025``; wcxb_dev: 14 of the English pages dated wrongly showed the update first).
_UPDATED_RE = re.compile(
    r"(?:updated|modified|revised|reviewed|edited)(?:\s+on)?\s*[:：]?\s*$", re.I
)
#: A date on such a line belongs to something else: a recommendation, a related item.
#: (A comment count or a 相关专题 link on the date line itself is common: the date is
#: refused only when the line starts with, or the date follows, such a label.)
_NOT_OWN_DATE_RE = re.compile(
    r"^\s*(?:推荐|相关|热门)|(?:推荐|最新|相关|热门)\S{0,12}?\s*(?:文章)?于"
)
#: An author's label and name: after a colon, a slash or a space the name runs to the
#: next space or punctuation; straight after the label (本报记者张三) it is a Chinese name
#: of 2 to 4 characters, so a sentence that starts with 记者 (记者在…看到，) names nobody,
#: and neither does a box's label (作者简介, 记者信息).
_AUTHOR_RE = re.compile(
    r"(?:(?:作者|撰文|撰稿|博主|记者|By)\s*[:：]\s*|(?:作者|撰文|撰稿|博主|记者|By)\s+|(?:文|编辑)\s*/\s*)"
    r"([\w\u4e00-\u9fff·• ]{2,20}?)(?=\s|$|[|，,;；)）])"
    r"|(?:作者|记者)(?!简介|介绍|信息|专栏|主页)([\u4e00-\u9fff]{2,4})(?=\s|$|[|，,;；)）]|摄|报道)"
)
#: An English byline: ``By`` and a name of up to four capitalised words (``By Jane van
#: Doe``); the Chinese labels' pattern would stop at the first space.
_BYLINE_RE = re.compile(
    r"\b[Bb][Yy]:?\s+([A-Z][\w'’.-]*(?:\s+(?:[A-Z][\w'’.-]*|de|van|von|der|da|di|del|la|le)){0,3})"
)
_SOURCE_RE = re.compile(
    r"来源\s*[:：]\s*([^\s|｜,，]{2,30}?)(?=\s|$|[|｜,，]|作者|记者|编辑|责编|时间|发布|日期)"
)


@dataclass(frozen=True, slots=True)
class Metadata:
    """What :func:`extract_metadata` finds; every field may be None."""

    title: str | None
    publish_time: str | None
    publish_time_raw: str | None
    author: str | None
    source_name: str | None


#: The XPaths that read a ``<meta>``'s content by one of its naming attributes, as
#: :data:`harvester.extraction.xpaths` writes them: answered from the page's index of its
#: meta elements (:func:`_meta_index`) instead of an XPath's run (a fifth of the metadata's
#: cost went to thirty of them a page).
_META_XPATH_RE = re.compile(r"//meta\[@(name|property|itemprop)='([^']*)'\]/@content")
#: A page's ``content`` values by (naming attribute, its value), in document order.
MetaIndex = dict[tuple[str, str], list[str]]


def _meta_index(root: HtmlElement) -> MetaIndex:
    """The content of the page's ``<meta>`` elements by each of their names."""
    index: MetaIndex = {}
    for meta in root.iter("meta"):
        content = meta.get("content")
        if content is None:
            continue
        for attribute in ("name", "property", "itemprop"):
            if (value := meta.get(attribute)) is not None:
                index.setdefault((attribute, value), []).append(content)
    return index


#: The page's :data:`MetaIndex`, made when first asked for and then kept for the page's
#: other questions.
Metas = Callable[[], MetaIndex]


def _lazy_metas(root: HtmlElement) -> Metas:
    """The page's :data:`Metas`, read on the first question that needs them."""
    return cache(lambda: _meta_index(root))


def _values(
    root: HtmlElement, xpaths: tuple[str, ...], metas: Metas | None = None
) -> Iterator[str]:
    """What the XPaths find, in their order; those that read a ``<meta>`` by its name
    are answered from ``metas``."""
    metas = metas or _lazy_metas(root)
    for xp in xpaths:
        if named := _META_XPATH_RE.fullmatch(xp):
            yield from metas().get((named[1], named[2]), ())
            continue
        for value in _compiled(xp)(root):  # type: ignore[union-attr]  # a node set
            yield str(value)


@lru_cache(maxsize=64)
def _compiled(xpath: str) -> etree.XPath:
    """An XPath compiled once (``element.xpath(text)`` compiles it on every call)."""
    return etree.XPath(xpath)


def _first(root: HtmlElement, xpaths: tuple[str, ...], metas: Metas | None = None) -> str | None:
    for value in _values(root, xpaths, metas):
        if text := normalise_space(value):
            return text
    return None


def split_title(title: str) -> str:
    """``<title>`` cut before the separator that joins headline and site name.

    Site names and channel names stand at the end (``标题_频道_新浪网``, ``标题-中国科普网``),
    so short trailing parts are cut one by one; a bare hyphen counts as a separator only
    there, since headlines contain hyphens too. Of what remains, the first part is the
    headline unless the page puts its site name first (``网站 | 标题``).
    """
    text = title.strip()
    while (m := _TITLE_TAIL_RE.search(text)) and m.start() > 0:
        text = text[: m.start()].rstrip()
    parts = [p for p in _TITLE_SEP_RE.split(text) if p]
    if not parts:
        return title.strip()
    if len(parts[0]) >= TITLE_PART_MIN or len(parts) == 1:
        return parts[0]
    return max(parts, key=len)


@lru_cache(maxsize=4096)
def _says_headline(names: str) -> bool:
    """Whether a class or id attribute says headline (a page repeats its class names:
    each is judged once; a class and an id apart, no pattern spanning the two)."""
    return bool(HEADLINE_NAME_RE.search(names))


def headline_candidates(root: HtmlElement) -> list[tuple[str, str]]:
    """(tag, text) of visible headings that may be the headline, in page order.

    A heading's own text is offered apart from its full text, which may carry a badge
    (a comment count, a "hot" label) in a child element.
    """
    out: list[tuple[str, str]] = []
    seen: set[tuple[str, str]] = set()  # a teaser list's "card-title"s number hundreds
    for el in root.iter():
        tag = el.tag  # read once: lxml makes a new string on every read
        if tag not in HEADLINE_TAGS:
            classes, id_ = el.get("class"), el.get("id")
            if not ((classes and _says_headline(classes)) or (id_ and _says_headline(id_))):
                continue
            if not isinstance(tag, str):
                continue
        # the whole text read no further than a headline's length (a box named
        # "title-wrap" may hold the page), and the element's own
        for raw in (bounded_text(el, TITLE_MAX), el.text or ""):
            text = " ".join(raw.split()) if raw is not None else ""
            if TITLE_MIN <= len(text) <= TITLE_MAX and (tag, text) not in seen:
                seen.add((tag, text))
                out.append((tag, text))
    return out


def page_title(root: HtmlElement) -> str:
    """The text of the page's first non-empty ``<title>``, spaces normalised ("" for
    none): what ``//title/text()`` reads, without an XPath's walk of the whole page."""
    for title in root.iter("title"):
        for text in (title.text, *(child.tail for child in title)):
            if text and (found := normalise_space(text)):
                return found
    return ""


def find_title(root: HtmlElement, metas: Metas | None = None) -> str | None:
    """The headline: a visible heading confirmed by ``<title>`` or a title meta; else the
    page's only ``<h1>``; else ``<title>`` cut before the site name."""
    title_tag = page_title(root)
    named = [normalise_space(v) for v in _values(root, TITLE_META_XPATHS, metas)]
    references = [squash(t) for t in (title_tag, *named) if t]
    candidates = headline_candidates(root)
    # each candidate with its squashed text (compared again and again)
    squashed = [(text, squash(text)) for _, text in candidates]
    cut = split_title(title_tag) if title_tag else (named[0] if named else "")
    cut_squashed = squash(cut)
    same = [text for text, s in squashed if cut and s == cut_squashed]
    if same:
        return same[0]
    confirmed = [
        text
        for text, s in squashed
        if any(s in r for r in references) and 2 * len(text) >= len(cut)
    ]
    if confirmed:
        return max(confirmed, key=len)
    h1s = {text for tag, text in candidates if tag == "h1"}
    if len(h1s) == 1:
        return h1s.pop()
    if cut:
        # a heading that holds the cut <title>: the <title> was shortened
        for text, s in squashed:
            if cut_squashed in s and len(text) <= 1.5 * len(cut):
                return text
        return cut
    return candidates[0][1] if candidates else None


def headline_index(lines: list[Line], title: str | None) -> int | None:
    """Index of the line that shows the headline.

    Of the lines that read as the title, a heading that is not a link wins (the highest
    rank first: ``h1`` before ``h5``), then any heading, then the first such line.
    """
    if not title:
        return None
    want = squash(title)
    matches: list[tuple[int, int, str, int]] = []
    for i, line in enumerate(lines):
        length = line.squashed_chars
        if length != len(want) and (len(want) < 8 or not len(want) < length < 2 * len(want)):
            continue  # neither the headline nor a little more
        got = line.squashed
        if got and (got == want or (len(want) >= 8 and want in got and len(got) < 2 * len(want))):
            tag = line.element.tag
            is_heading = tag in HEADING_TAGS
            matches.append((not is_heading, line.link_chars > 0, tag if is_heading else "h9", i))
    if not matches:
        return None
    return min(matches, key=lambda m: (m[1], m[0], m[2], m[3]))[3]


def find_publish_time(
    root: HtmlElement,
    lines: list[Line],
    title: str | None,
    published: str | None = None,
    metas: Metas | None = None,
) -> tuple[str | None, str | None, int | None]:
    """(ISO time, raw string, line index) of the publish time printed near the headline
    (a dateline first, a short line; then any line), else the ``<meta>`` tags' or
    ``published`` (the date the page's JSON-LD states), else an update's date printed near
    the headline, else a date anywhere on the page. A date printed after "Updated" is an
    update's (:data:`_UPDATED_RE`)."""
    meta_raw = _first(root, PUBLISH_TIME_META_XPATHS, metas) or published
    meta = parse_date(meta_raw) if meta_raw else None
    updates: list[tuple[FoundDate, int]] = []

    def own_date(i: int) -> FoundDate | None:
        text = lines[i].text
        date = parse_date(text)
        if date is None or _NOT_OWN_DATE_RE.search(text):
            return None
        if _UPDATED_RE.search(text[: max(0, text.find(date.raw))]):
            updates.append((date, i))
            return None
        return date

    found: FoundDate | None = None
    at: int | None = None
    head = headline_index(lines, title)
    if head is not None:
        window = range(max(0, head - DATE_WINDOW_BEFORE), min(len(lines), head + DATE_WINDOW_AFTER))
        near = sorted(window, key=lambda i: (i < head, abs(i - head)))
        datelines = [i for i in near if lines[i].chars <= META_LINE_MAX_CHARS]
        for i in [*datelines, *(i for i in near if lines[i].chars > META_LINE_MAX_CHARS)]:
            if date := own_date(i):
                found, at = date, i
                break
    if found is None and meta is None and updates:
        found, at = updates[0]  # an update's date beside the headline, before any far off
    if found is None and meta is None:
        # No headline to anchor on: a labelled date anywhere, else the first date at all.
        for pass_labelled in (True, False):
            for i, line in enumerate(lines):
                if pass_labelled and not _DATE_LABEL_RE.search(line.text):
                    continue
                if date := own_date(i):
                    found, at = date, i
                    break
            if found:
                break
    if found is None and meta is None and updates:
        found, at = updates[0]
    if found is None:
        return (meta.iso, meta_raw, None) if meta else (None, None, None)
    if not found.has_time and meta and meta.has_time and meta.iso[:10] == found.iso[:10]:
        return meta.iso, found.raw, at
    return found.iso, found.raw, at


#: How many lines under the headline may hold the byline when no date line is found.
BYLINE_LINES = 3


def find_author_source(
    root: HtmlElement,
    lines: list[Line],
    date_line: int | None,
    head: int | None = None,
    metas: Metas | None = None,
) -> tuple[str | None, str | None]:
    """Author and 来源 from the lines around the date line (with no date line, the few
    under the headline ``head``), else from ``<meta>``."""
    author = source = None
    near = None
    if date_line is not None:
        near = lines[max(0, date_line - 2) : date_line + 3]
    elif head is not None:
        near = lines[head + 1 : head + 1 + BYLINE_LINES]
    if near is not None:
        for line in near:
            if source is None and (m := _SOURCE_RE.search(line.text)):
                source = m.group(1)
            if author is None and (m := _BYLINE_RE.search(line.text)):
                author = m.group(1).strip()
            if author is None and (m := _AUTHOR_RE.search(line.text)):
                author = (m.group(1) or m.group(2)).strip()
    metas = metas or _lazy_metas(root)
    return (
        author or _first(root, AUTHOR_META_XPATHS, metas),
        source or _first(root, SOURCE_META_XPATHS, metas),
    )


#: The shortest line taken for the headline that ``<title>`` starts with.
TITLE_LINE_MIN = 6
_TITLE_JOIN = "-_|｜—–·"


def title_line(lines: list[Line], title_tag: str) -> str | None:
    """The page's longest line that ``<title>`` opens with, a separator after it (a bare
    hyphen too): the headline, where no heading element shows it
    (``<b>标题</b>`` in a table; ``<title>标题-频道-学校名</title>``)."""
    whole = squash(title_tag)
    best: str | None = None
    for line in lines:
        if not TITLE_LINE_MIN <= line.squashed_chars < len(whole) or line.link_chars:
            continue  # too short, or <title> cannot start with it and go on
        text = line.squashed
        if len(text) < TITLE_LINE_MIN or line.link_chars or not whole.startswith(text):
            continue
        rest = whole[len(text) :]
        if rest and rest[0] in _TITLE_JOIN and (best is None or len(text) > len(squash(best))):
            best = line.text
    return best


def extract_metadata(
    root: HtmlElement, lines: list[Line], published: str | None = None
) -> Metadata:
    """All metadata of a page whose scripts and styles are already removed
    (``published``: the publish date its JSON-LD stated, read before)."""
    metas = _lazy_metas(root)  # read by each question below: copied once
    title = find_title(root, metas)
    title_tag = page_title(root)
    if title and title_tag and squash(title) == squash(split_title(title_tag)):
        # the headline was not seen as a heading: a line the <title> opens with
        title = title_line(lines, title_tag) or title
    iso, raw, date_line = find_publish_time(root, lines, title, published, metas)
    head = headline_index(lines, title) if date_line is None else None
    author, source = find_author_source(root, lines, date_line, head, metas)
    return Metadata(title, iso, raw, author, source)
