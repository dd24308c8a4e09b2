"""What kind of line a :class:`~harvester.extraction.dom.Line` is, by its shape alone:
running text, a teaser, a dateline, a widget, a link line.

Both halves of ``auto`` ask these questions: :mod:`harvester.extraction.scope` (where the
body lies) and :mod:`harvester.extraction.cleanup` (what of it goes).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache

from lxml.html import HtmlElement

from harvester.extraction.dates import META_LINE_MAX_CHARS, parse_date
from harvester.extraction.dom import Line, squash
from harvester.extraction.readability import MIN_PARAGRAPH_CHARS
from harvester.extraction.xpaths import HEADING_TAGS

#: A heading this long, all of it a link, is a teaser for another article.
TEASER_MIN_CHARS = 8
#: Lines this short without punctuation are widgets (seed 004, condition 4).
WIDGET_MAX_CHARS = 20
#: Share of link text that makes a line a link (a teaser), not a sentence with a link.
LINK_LINE_SHARE = 0.8

_DATA_TAGS = frozenset({"tr", "td", "th", "dd", "dt"})
#: "3、", "(2)", "一、", "•": an item of a list written as paragraphs; "票价：50元": a
#: label and its value.
_DATA_LINE_RE = re.compile(
    r"\s*(?:[(（]?\d{1,3}[)）、.．](?!\d)|[一二三四五六七八九十]+、|[•·●■◆▪-]\s)|[^\W\d_][^：:]{1,11}[：:]\s*\S"
)
_CLAUSE_END_RE = re.compile(r"(?:[。！？!?，,；;：:、”」』]|[^\W\d_]\.)\s*$")


def is_paragraph(line: Line) -> bool:
    """A line of running text: long enough, mostly not link text, not a heading, not a
    data table's row (its cells side by side: data, however long)."""
    return (
        line.chars >= MIN_PARAGRAPH_CHARS
        and line.link_chars * 2 < line.chars
        and line.element.tag not in HEADING_TAGS
        and line.element.tag != "tr"
    )


def is_teaser(line: Line) -> bool:
    """A heading whose text is all link: the title of another article. A link marked
    ``rel="sponsored"`` goes to a shop (a review's pick, its name linked to where it is
    sold: wcxb_dev's Wirecutter), never to another article."""
    return (
        line.element.tag in HEADING_TAGS
        and line.chars >= TEASER_MIN_CHARS
        and line.link_chars >= line.chars
        and not any(_SPONSORED_RE.search(a.get("rel") or "") for a in line.element.iter("a"))
    )


#: A link's ``rel`` saying it is paid for (Google's term for affiliate and shop links).
_SPONSORED_RE = re.compile(r"\bsponsored\b", re.I)


def dated(lines: list[Line]) -> bool:
    """Whether one of ``lines`` is a short line showing a date (a headline's dateline)."""
    return any(
        len(ln.squashed) <= META_LINE_MAX_CHARS and parse_date(ln.text) is not None for ln in lines
    )


#: A heading that is a date and at most this much besides (a weekday's name) heads a
#: day's items in a feed, not an article (cleaneval_dev: a game site's news by day).
DAY_HEADER_EXTRA_CHARS = 12


def is_day_header(line: Line) -> bool:
    """A line that is a date alone, or with its weekday (``Tuesday, 18 Jul, 2006``)."""
    date = parse_date(line.text)
    return date is not None and line.chars - len(squash(date.raw)) <= DAY_HEADER_EXTRA_CHARS


def is_data_line(line: Line) -> bool:
    """A table's row or cell, a numbered item or a label-value line: data, however short."""
    return line.element.tag in _DATA_TAGS or _DATA_LINE_RE.match(line.text) is not None


def is_widget_line(line: Line) -> bool:
    """A short line that does not end as a sentence or clause does: a button, a player
    control (``2.0X``, ``00:00``), a tag.

    Table cells, numbered items and label-value lines are data (a results table, a list
    of places, ticket prices), not widgets, however short.
    """
    return (
        line.chars <= WIDGET_MAX_CHARS
        and not _CLAUSE_END_RE.search(line.text)
        and not is_data_line(line)
    )


#: A post's counters and labels line: short segments (split at ``|``, ``｜``, ``·``, then
#: at spaces), each a ``label：value`` pair or a word and its count (``阅读(1129)``,
#: ``转发 914``). What separates the segments (white space around it goes with it):
_SEPARATORS = "|｜·•"
_SEGMENT_SEPARATOR_RE = re.compile(f"[{_SEPARATORS}]")
_PAIR_RE = re.compile(r"[^\W\d_]{1,4}[：:]\s*\S{1,12}")
_COUNT_RE = re.compile(r"[^\W\d_]{1,4}\s*[(（\[【]?\d{1,9}[)）\]】]?")
#: A counters line has at least this many segments, each at most this long.
COUNTER_MIN_SEGMENTS = 2
COUNTER_SEGMENT_MAX_CHARS = 16


_WORD_RE = re.compile(r"\S+")


def _split_lazily(text: str) -> Iterator[str]:
    """The segments of ``text`` between separators, stripped, a part at a time: a
    paragraph's first word ends the search, not its whole length."""
    at = 0
    for found in _SEGMENT_SEPARATOR_RE.finditer(text):
        yield text[at : found.start()].strip()
        at = found.end()
    yield text[at:].strip()


@lru_cache(maxsize=1024)
def _segments(text: str) -> tuple[tuple[str, bool], ...] | None:
    """The segments of a counters line, each with whether it is a count; None when a
    segment is neither a count nor a label and its value (a line is asked again on each
    pass of the clean-up: answered once)."""
    head = text.lstrip()
    if head[:1] not in _SEPARATORS and not (_COUNT_RE.match(head) or _PAIR_RE.match(head)):
        # the first segment, or its first word, must be a count or a pair, and both begin
        # the text: a paragraph is answered here, without a look for separators
        return None
    found: list[tuple[str, bool]] = []
    for part in _split_lazily(text):
        if not part:
            continue
        whole = _COUNT_RE.fullmatch(part) or _PAIR_RE.fullmatch(part)
        pieces = (part,) if whole else (m.group() for m in _WORD_RE.finditer(part))
        for piece in pieces:
            if len(piece) > COUNTER_SEGMENT_MAX_CHARS:
                return None
            if _COUNT_RE.fullmatch(piece):
                found.append((piece, True))
            elif _PAIR_RE.fullmatch(piece):
                found.append((piece, False))
            else:
                return None
    return tuple(found)


def is_counter_line(line: Line) -> bool:
    """A line of a post's labels and counters (``分类：随笔 | 阅读(1129) | 评论(5)``,
    ``博主：木子李 分类：影评``): two or more short segments, each a label and its value
    or a word and its count; no sentence."""
    segments = _segments(line.text)
    return segments is not None and len(segments) >= COUNTER_MIN_SEGMENTS


def is_tally_line(line: Line) -> bool:
    """A counters line of counts only (``转发 914 | 评论 329 | 赞 8745``, ``阅读(12)
    评论(3)``): a post's reactions, wherever it stands (label-value pairs alone may be
    data: ``人口：120万 面积：300平方公里``)."""
    segments = _segments(line.text)
    return (
        segments is not None
        and len(segments) >= COUNTER_MIN_SEGMENTS
        and all(count for _, count in segments)
    )


#: A menu written out as text: three or more short items between bars (``关于我们 | 广告服务 |
#: 联系方式``), none a clause.
MENU_MIN_ITEMS = 3
MENU_ITEM_MAX_CHARS = 8
_BAR_RE = re.compile(r"\s*[|｜]\s*")


def is_menu_line(line: Line) -> bool:
    """A site's menu as a line of text (a footer's 关于我们 | 广告服务 | 联系方式 | 网站地图)."""
    items = [item for item in _BAR_RE.split(line.text.strip()) if item]
    return len(items) >= MENU_MIN_ITEMS and all(
        len(item.replace(" ", "")) <= MENU_ITEM_MAX_CHARS and not _CLAUSE_END_RE.search(item)
        for item in items
    )


#: What a list item shows beside its link: a bullet, brackets, its date (``· 标题 06-25``,
#: ``[2024-06-12 10:30]``).
_ITEM_STAMP_RE = re.compile(
    r"[·•●▪◦>\[\]【】()（）]|\d{1,4}[-/.年]\d{1,2}(?:[-/.月]\d{1,2}日?)?(?:\s*\d{1,2}:\d{2})?"
)


def is_link_line(line: Line) -> bool:
    """A line that is (nearly) all link text: a teaser, a navigation entry, a list item
    that is a link and its date."""
    if line.link_chars >= LINK_LINE_SHARE * line.chars:
        return True
    if not line.link_chars:
        return False
    stamp = sum(len(m.group(0).replace(" ", "")) for m in _ITEM_STAMP_RE.finditer(line.text))
    return line.link_chars >= LINK_LINE_SHARE * max(1, line.chars - stamp)


#: A document's sign-off (落款: issuer, date, a note) is at most this many right-aligned
#: lines at its end, one of them a date (GB/T 9704-2012 §7.3.5 sets it flush right).
SIGN_OFF_MAX_LINES = 4
_RIGHT_ALIGNED_RE = re.compile(r"text-align\s*:\s*right", re.I)


def _right_aligned(el: HtmlElement) -> bool:
    return (el.get("align") or "").lower() == "right" or bool(
        _RIGHT_ALIGNED_RE.search(el.get("style") or "")
    )


def sign_off(chosen: list[Line]) -> int:
    """How many lines at the end of ``chosen`` are a sign-off: right-aligned lines, at
    most :data:`SIGN_OFF_MAX_LINES`, one of them a short date line, after running text.
    They end a notice, a letter, a statement; short and unpunctuated, they would
    otherwise go as widgets."""
    n = 0
    while n < min(SIGN_OFF_MAX_LINES, len(chosen) - 1) and _right_aligned(chosen[-1 - n].element):
        n += 1
    tail = chosen[len(chosen) - n :]
    if not n or not any(is_paragraph(ln) for ln in chosen[: len(chosen) - n]):
        return 0
    return n if dated(tail) else 0


def first_subheading(chosen: list[Line], i: int) -> bool:
    """Whether ``chosen[i]`` is the first of the body's subheadings: a heading element
    followed by running text, whose tag heads another part further down."""
    tag = chosen[i].element.tag
    return (
        tag in HEADING_TAGS
        and i + 1 < len(chosen)
        and is_paragraph(chosen[i + 1])
        and any(line.element.tag == tag for line in chosen[i + 2 :])
    )
