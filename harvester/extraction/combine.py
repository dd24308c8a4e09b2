"""The body-finding methods behind ``--method``, and ``auto``, which combines them.

``auto`` is improved Readability (seed 000), anchored on the headline, with line-block
distribution (seed 004) as the fallback and seed 004's noise condition applied where it
is safe:

1. *The body window.* The body follows its headline (or, without one, the line showing
   the publish time) and ends where another article begins. The window runs to the first
   heading that may start something else: another ``<h1>`` headline (a *hard* end: the
   next article of an endless-scroll page, which the body never runs past), or a heading
   that is all link (a *soft* end: a teaser).
2. *Readability, narrowed when it must be.* The whole page is scored first. When the
   winner holds none of the paragraphs under the headline and lies past a hard end, or is
   itself a feed of teasers, only the window is scored again: a long recommended article
   or a teaser feed below a short news item cannot win.
3. *Fallback.* When Readability finds less than a third of the text that line-block
   distribution finds in the same scope (a body split over many containers, a layout of
   bare ``<br>`` lines), line-block's answer is used.
4. *Clean-up.* Feed items (repeated small blocks headed by teasers) are dropped wherever
   they sit; leading lines that repeat the headline or show the date, byline or source
   go (they are metadata, returned in their own fields), and so does a stack of tiny
   fragments before the first sentence; back matter (参考文献, 延伸阅读, References) ends
   the body; bylines, captions, share bars, fact boxes and labelled ads go; noise at the
   end and runs of widget or link lines inside are trimmed (seed 004, condition 4).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field

from lxml.html import HtmlElement

from harvester.extraction.dom import Line
from harvester.extraction.lineblock import lineblock_lines
from harvester.extraction.metadata import Metadata, headline_index, parse_date, squash
from harvester.extraction.readability import MIN_PARAGRAPH_CHARS, extract_block, lines_under
from harvester.extraction.xpaths import FACT_BOX_RE, HEADING_TAGS, NOISE_BOX_RE

#: How far above a teaser heading its feed item may begin.
FEED_ITEM_LEVELS = 3
#: A feed item (teaser and summary) holds at most this much text.
FEED_ITEM_MAX_CHARS = 400
#: A feed has at least this many items headed by teasers (ours: three make a list).
FEED_MIN_ITEMS = 3
#: Readability must find at least this share of line-block's text, or line-block wins.
READABILITY_MIN_SHARE = 1 / 3
#: A heading this long, all of it a link, is a teaser for another article.
TEASER_MIN_CHARS = 8
#: A line this long, or ending a sentence, is running text; three fragments or more
#: (up to thirty) before the first one are dropped.
LEAD_SENTENCE_CHARS = 35
LEAD_FRAGMENTS_MIN = 3
LEAD_FRAGMENTS_MAX = 30
LEAD_FRAGMENT_MEAN_CHARS = 12
#: A headline's dateline is within this many lines below it.
DATELINE_REACH = 2
#: Posts of a blog's index page (issue 9, structure 1): at least this many sibling
#: containers of one kind, each opening with its own dated heading, hold body paragraphs.
POSTS_MIN = 2
#: A document's sign-off (落款: issuer, date, a note) is at most this many right-aligned
#: lines at its end, one of them a date (GB/T 9704-2012 §7.3.5 sets it flush right).
SIGN_OFF_MAX_LINES = 4
_RIGHT_ALIGNED_RE = re.compile(r"text-align\s*:\s*right", re.I)
#: How many lines at the top of a body may be metadata.
META_LINES_MAX = 10
#: Metadata lines at the top of a body are at most this long.
META_LINE_MAX_CHARS = 60

#: Lines this short without punctuation are widgets (seed 004, condition 4).
WIDGET_MAX_CHARS = 20
#: This many widget lines in a row are a widget, not subheadings.
WIDGET_RUN = 3

_DATA_TAGS = frozenset({"td", "th", "dd", "dt"})
#: "3、", "(2)", "一、", "•": an item of a list written as paragraphs; "票价：50元": a
#: label and its value.
_DATA_LINE_RE = re.compile(
    r"\s*(?:[(（]?\d{1,3}[)）、.．](?!\d)|[一二三四五六七八九十]+、|[•·●■◆▪-]\s)|[^\W\d_][^：:]{1,11}[：:]\s*\S"
)
_BACK_MATTER_RE = re.compile(
    r"\s*(?:参考文献|参考资料|参考来源|外部链接|相关条目|延伸阅读|扩展阅读|相关阅读|"
    r"references|external links|see also|further reading)\b",
    re.I,
)
_CLAUSE_END_RE = re.compile(r"(?:[。！？!?，,；;：:、”」』]|[^\W\d_]\.)\s*$")
_SENTENCE_END_RE = re.compile(r"[。！？!?…”」』）)]\s*$|[^\W\d_]\.\s*$")
#: Share of link text that makes a line a link (a teaser), not a sentence with a link.
LINK_LINE_SHARE = 0.8
#: How far up from a line a noise box's class is looked for, and how much text it holds.
NOISE_BOX_LEVELS = 4
NOISE_BOX_MAX_CHARS = 300
#: How far up from a line its <figcaption> is looked for (figcaption > p > span).
CAPTION_LEVELS = 3
#: Ads in the body are labelled 广告 and are short.
AD_MAX_CHARS = 60
_AD_RE = re.compile(r"\s*(?:广告|推广)(?![法业主商位牌费])")
_DISCLAIMER_RE = re.compile(
    r"\s*(?:平台声明|特别声明|免责声明|版权声明|声明[:：]|Notice\s*:)|.*仅提供信息存储|"
    r".*(?:版权所有|copyright|©|ICP备|ICP证)",
    re.I,
)
#: A line at the top of a body that asks the reader to act (关注, 扫码, 来编辑吧).
_CALL_TO_ACTION_RE = re.compile(
    r"赶紧|快来|来编辑|点击(?:这里|查看|上方|下方|关注)|扫码|扫描二维码|关注我们|欢迎关注|"
    r"长按(?:识别|二维码)|下载.{0,8}(?:APP|客户端)|subscribe|sign up|download (?:our|the) app",
    re.I,
)
_META_LINE_RE = re.compile(
    r"来源|作者|记者|编辑|发布|时间|字号|分享|阅读|评论|浏览|点击"
    r"|^\s*(?:by|updated|published|posted|photo|image|credit)\b"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}"
    r"|getty images|\bap photo\b",
    re.I,
)

#: The rules of ``auto`` that can be switched off one at a time (``rules_off``), so that
#: ``bench/extraction.py --ablate`` shows, for each, the pages it changes and how. Those
#: marked "list" rest on a phrase or class-name list rather than on structure.
RULES: dict[str, str] = {
    "narrow_window": "score only the headline's window when the page's winner lies past it",
    "clip_at": "stop a body at another article's <h1> headline",
    "headline_column": "score only the headline's table cell when the winner is in another",
    "h1_subheadings": "an <h1> in the box of the body's paragraphs does not end the body",
    "find_feeds": "drop feed items (a teaser heading and its summary) from the body",
    "reply_lists": "remove runs of 3+ sibling replies (a stamp line and one text) first",
    "own_post": "of several dated sibling posts in the body, keep the headline's own",
    "own_article": "of a body whose paragraphs are all in <article>s, keep the headline's own",
    "sign_off": "a right-aligned sign-off with a date ends a body (a notice's 落款)",
    "lineblock_fallback": "line-block's body when Readability finds under 1/3 of its text",
    "cleanup": "the whole clean-up stage (every rule below)",
    "drop_metadata_lines": "drop leading headline, date/source and widget lines",
    "before_headline": "drop the short lines above the headline repeated in the body",
    "call_to_action": "list: drop leading lines asking the reader to act (关注, 扫码)",
    "drop_leading_fragments": "drop a stack of tiny fragments before the first sentence",
    "drop_back_matter": "list: end the body at 参考文献, 延伸阅读, References…",
    "ad_lines": "list: drop short lines labelled 广告/推广",
    "figure_captions": "drop the lines of a <figcaption> (a picture's caption, HTML §4.4.13)",
    "noise_boxes": "list: drop lines in small boxes whose class says byline, share…",
    "disclaimers": "list: platform disclaimers and copyright lines may not end a body",
    "trim_edges": "drop noise lines from the body's end and link lines from its start",
    "drop_runs": "drop runs of three or more widget or link lines inside the body",
}
_RULES_OFF: ContextVar[frozenset[str]] = ContextVar("rules_off", default=frozenset())


def rule_on(name: str) -> bool:
    """Whether rule ``name`` of :data:`RULES` applies (all do unless ``rules_off``)."""
    return name not in _RULES_OFF.get()


@contextmanager
def rules_off(*names: str) -> Iterator[None]:
    """Extract without the given rules of :data:`RULES` (an ablation study)."""
    unknown = set(names) - set(RULES)
    if unknown:
        raise ValueError(f"unknown rules: {', '.join(sorted(unknown))}")
    token = _RULES_OFF.set(_RULES_OFF.get() | frozenset(names))
    try:
        yield
    finally:
        _RULES_OFF.reset(token)


@dataclass(slots=True)
class Body:
    """The chosen body lines and the elements they came from (for pictures)."""

    lines: list[Line]
    elements: list[HtmlElement] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Window:
    """Where the body may lie: lines ``start`` to ``end`` (exclusive) after the headline.

    ``end`` is the first heading that may start something else: another article's
    headline (``hard``) or a teaser. ``cut`` is the first line the body can never run
    through: another article's headline (None if there is none).
    """

    start: int
    end: int
    hard: bool
    cut: int | None = None


def is_teaser(line: Line) -> bool:
    """A heading whose text is all link: the title of another article."""
    return (
        line.element.tag in HEADING_TAGS
        and line.chars >= TEASER_MIN_CHARS
        and line.link_chars >= line.chars
    )


def _signature(el: HtmlElement) -> tuple[str, str]:
    return el.tag, (el.get("class") or "").strip()


def feed_items(line: Line) -> list[HtmlElement]:
    """The items of the feed that a teaser heads an item of, if any: elements of one kind
    (same tag and class) side by side, each starting with a teaser. A body whose
    subheadings happen to be links (a gift guide) has no such repeated items."""
    if not is_teaser(line):
        return []
    item = line.element.getparent()
    for _ in range(FEED_ITEM_LEVELS):
        parent = item.getparent() if item is not None else None
        if item is None or parent is None:
            return []
        items = [
            el
            for el in parent
            if isinstance(el.tag, str) and _signature(el) == _signature(item) and _is_feed_item(el)
        ]
        if len(items) >= FEED_MIN_ITEMS:
            return items
        item = parent
    return []


def _is_feed_item(el: HtmlElement) -> bool:
    """Small, and headed by a linked heading: a teaser and its summary."""
    first = next(el.iter(*HEADING_TAGS), None)
    return (
        first is not None
        and first.find(".//a") is not None
        and len("".join(el.text_content().split())) <= FEED_ITEM_MAX_CHARS
    )


def find_feeds(lines: list[Line]) -> set[HtmlElement]:
    """The items of every feed on the page (see :func:`feed_items`)."""
    return {item for line in lines for item in feed_items(line)}


def drop_feeds(chosen: list[Line], feeds: set[HtmlElement]) -> list[Line]:
    """Drop the lines of feed items (teasers with their summaries) from a body: a
    "recommended" list after a short article, a "More:" box inside a long one."""
    if not feeds:
        return chosen
    return [ln for ln in chosen if not feeds & {ln.element, *ln.element.iterancestors()}]


def anchor_index(lines: list[Line], meta: Metadata) -> int | None:
    """The line the body follows: the headline, else the line that shows the publish time."""
    head = headline_index(lines, meta.title)
    if head is None and meta.publish_time_raw:
        head = next((i for i, ln in enumerate(lines) if meta.publish_time_raw in ln.text), None)
    return head


def body_window(lines: list[Line], meta: Metadata) -> Window | None:
    """The lines after the headline, up to the next headline or teaser; None without one."""
    head = anchor_index(lines, meta)
    if head is None:
        return None
    head_tag, head_text = lines[head].element.tag, lines[head].text
    end: int | None = None
    hard = False
    # the containers of the paragraphs read so far: an <h1> among them is a subheading
    # of this body (some pages mark theirs up so), not the headline of the next article,
    # unless a dateline follows it as one follows a headline
    body_boxes: set[HtmlElement] = set()
    for i in range(head + 1, len(lines)):
        line = lines[i]
        # only an <h1> headline is trusted to mark articles: pages that head an article
        # with <h2> often use <h2> for its subheadings too
        another_headline = (
            head_tag == "h1"
            and line.element.tag == "h1"
            and not line.link_chars
            and line.text != head_text
            and not (
                rule_on("h1_subheadings")
                and line.element.getparent() in body_boxes
                and not _dated(lines[i + 1 : i + 1 + DATELINE_REACH])
            )
        )
        if is_paragraph(line):
            body_boxes.add(line.element.getparent())
        if end is None and (another_headline or is_teaser(line)):
            end, hard = i, another_headline
        if another_headline:
            return Window(head + 1, end if end is not None else i, hard, cut=i)
    return Window(head + 1, end if end is not None else len(lines), hard)


def _dated(lines: list[Line]) -> bool:
    """Whether one of ``lines`` is a short line showing a date (a headline's dateline)."""
    return any(
        len(squash(ln.text)) <= META_LINE_MAX_CHARS and parse_date(ln.text) is not None
        for ln in lines
    )


def clip_at(chosen: list[Line], lines: list[Line], cut: int | None) -> list[Line]:
    """A body that starts before ``lines[cut]`` stops there: it does not run on through
    another article's headline. One that starts after it is left alone."""
    if cut is None or not chosen:
        return chosen
    boundary = lines[cut]
    index = {id(line): i for i, line in enumerate(lines)}
    if index.get(id(chosen[0]), cut) >= cut:
        return chosen
    return [ln for ln in chosen if index.get(id(ln), 0) < index[id(boundary)]]


def is_paragraph(line: Line) -> bool:
    """A line of running text: long enough, mostly not link text, not a heading."""
    return (
        line.chars >= MIN_PARAGRAPH_CHARS
        and line.link_chars * 2 < line.chars
        and line.element.tag not in HEADING_TAGS
    )


def headline_column(chosen: list[Line], head: Line) -> HtmlElement | None:
    """The headline's column when ``chosen`` lies in another: the cell, of the table row
    that holds both, that holds the headline (a two-column table layout, its sidebar the
    other cell). None when they share a cell or no row holds both."""
    if not chosen:
        return None
    ancestors = [head.element, *head.element.iterancestors()]
    mine = {id(el): i for i, el in enumerate(ancestors)}
    shared = 0
    for line in chosen:
        el = line.element
        while id(el) not in mine:
            el = el.getparent()
        shared = max(shared, mine[id(el)])
    row = ancestors[shared]
    if row.tag != "tr" or shared == 0:
        return None
    return ancestors[shared - 1]


def _disjoint(chosen: list[Line], window_lines: list[Line]) -> bool:
    """True when the window has paragraphs and ``chosen`` holds none of them."""
    paragraphs = [id(line) for line in window_lines if is_paragraph(line)]
    chosen_ids = {id(line) for line in chosen}
    return bool(paragraphs) and not any(p in chosen_ids for p in paragraphs)


def drop_metadata_lines(chosen: list[Line], title: str | None) -> list[Line]:
    """Drop leading lines that only repeat the headline, show the date/source line, or ask
    the reader to act (关注, 扫码, 来编辑吧)."""
    squashed_title = squash(title or "")
    start = 0
    while start < min(len(chosen), META_LINES_MAX):
        text = chosen[start].text
        squashed = squash(text)
        # the headline itself, or a longer variant of it ("…座谈会强调")
        is_title = bool(squashed_title) and (
            squashed == squashed_title
            or (squashed.startswith(squashed_title) and len(squashed) <= len(squashed_title) + 4)
        )
        is_meta = (
            len(squashed) <= META_LINE_MAX_CHARS
            and (parse_date(text) is not None or _META_LINE_RE.search(text) is not None)
            and not re.search(r"[。！？]", text)
        )
        is_call = (
            rule_on("call_to_action")
            and len(squashed) <= META_LINE_MAX_CHARS
            and bool(_CALL_TO_ACTION_RE.search(text))
        )
        if not (is_title or is_meta or is_call or is_widget_line(chosen[start])):
            break
        start += 1
    return chosen[start:]


def drop_before_headline(chosen: list[Line], title: str | None) -> list[Line]:
    """A body that repeats the headline below some short lines starts after it: what is
    above (a document's index table, a kicker, a breadcrumb) is the page's, in whatever
    words. The headline may be broken over two lines (关于<br>开展…的通知). Nothing goes
    when running text comes first: then the headline is quoted inside the body."""
    target = squash(title or "")
    if not target:
        return chosen
    for i in range(min(len(chosen), META_LINES_MAX)):
        if is_paragraph(chosen[i]) and squash(chosen[i].text) != target:
            return chosen
        for span in (1, 2):
            if squash("".join(ln.text for ln in chosen[i : i + span])) == target:
                return chosen[i + span :] if i else chosen
    return chosen


def drop_leading_fragments(chosen: list[Line]) -> list[Line]:
    """A body starts with running text: a stack of three or more tiny fragments before
    the first sentence (a video player's controls, a share bar) is not body. One or two
    short lines (a column name, "文丨某某") stay, and so does a stack of longer ones
    (the titles of a table of contents)."""
    first = next(
        (
            i
            for i, line in enumerate(chosen[: LEAD_FRAGMENTS_MAX + 1])
            if line.chars >= LEAD_SENTENCE_CHARS or _SENTENCE_END_RE.search(line.text)
        ),
        None,
    )
    if first is None or first < LEAD_FRAGMENTS_MIN:
        return chosen
    # controls and labels are tiny; a table of contents' titles are not
    if sum(line.chars for line in chosen[:first]) / first > LEAD_FRAGMENT_MEAN_CHARS:
        return chosen
    return chosen[first:]


def is_widget_line(line: Line) -> bool:
    """A short line that does not end as a sentence or clause does: a button, a player
    control (``2.0X``, ``00:00``), a tag.

    Table cells, numbered items and label-value lines are data (a results table, a list
    of places, ticket prices), not widgets, however short.
    """
    return (
        line.chars <= WIDGET_MAX_CHARS
        and not _CLAUSE_END_RE.search(line.text)
        and line.element.tag not in _DATA_TAGS
        and not _DATA_LINE_RE.match(line.text)
    )


def is_link_line(line: Line) -> bool:
    """A line that is (nearly) all link text: a teaser, a navigation entry."""
    return line.link_chars >= LINK_LINE_SHARE * line.chars


def is_ad_line(line: Line) -> bool:
    """A short line labelled as an advertisement (``广告魔兽世界公益服…``)."""
    return (
        rule_on("ad_lines") and line.chars <= AD_MAX_CHARS and _AD_RE.match(line.text) is not None
    )


def is_edge_noise(line: Line) -> bool:
    """What may not end a body: links, widgets, fragments, platform disclaimers."""
    return (
        is_link_line(line)
        or (line.chars <= WIDGET_MAX_CHARS and not _SENTENCE_END_RE.search(line.text))
        or (rule_on("disclaimers") and _DISCLAIMER_RE.match(line.text) is not None)
    )


def in_noise_box(
    line: Line, cache: dict[HtmlElement, bool], levels: int = NOISE_BOX_LEVELS
) -> bool:
    """True when the line sits in a small box whose class or id says byline, timestamp,
    newsletter sign-up, sharing bar… A large box so named is a wrapper of the article
    (``div.js_img_share_area`` around a whole body), not noise. Fact boxes and navigation
    boxes (a wiki's ``infobox``, ``navbox``) are never body, whatever their size."""
    if not rule_on("noise_boxes"):
        return False
    el: HtmlElement | None = line.element
    for _ in range(levels):
        if el is None:
            return False
        if el not in cache:
            names = f"{el.get('class', '')} {el.get('id', '')}"
            cache[el] = bool(names.strip()) and (
                bool(FACT_BOX_RE.search(names))
                or bool(
                    NOISE_BOX_RE.search(names)
                    and len("".join(el.text_content().split())) <= NOISE_BOX_MAX_CHARS
                )
            )
        if cache[el]:
            return True
        el = el.getparent()
    return False


def in_caption(line: Line) -> bool:
    """True when the line is a picture's ``<figcaption>``: the caption goes with the
    picture (``Article.images``), not into the running text."""
    if not rule_on("figure_captions"):
        return False
    el: HtmlElement | None = line.element
    for _ in range(CAPTION_LEVELS):
        if el is None:
            return False
        if el.tag == "figcaption":
            return True
        el = el.getparent()
    return False


def trim_noise(chosen: list[Line]) -> list[Line]:
    """Seed 004's condition 4, kept where it is safe: drop noise from the end of the body,
    link lines from its start, and runs of widget or link lines anywhere inside it (a
    video player's controls, a share bar, an embedded list of teasers). A lone short line
    between paragraphs stays: it is a subheading far more often than noise. Repeated
    until nothing changes, since removing a run can bare a noisy end. Labelled ads,
    figure captions and lines in noise boxes (bylines, sign-ups) go wherever they are."""
    boxes: dict[HtmlElement, bool] = {}
    chosen = [
        ln for ln in chosen if not (is_ad_line(ln) or in_noise_box(ln, boxes) or in_caption(ln))
    ]
    kept = sign_off(chosen) if rule_on("sign_off") else 0
    chosen, end = chosen[: len(chosen) - kept], chosen[len(chosen) - kept :]
    while True:
        trimmed = chosen
        if rule_on("trim_edges"):
            trimmed = _trim_edges(trimmed)
        if rule_on("drop_runs"):
            trimmed = _drop_runs(trimmed)
        if len(trimmed) == len(chosen):
            return trimmed + end if trimmed else trimmed
        chosen = trimmed


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
    return n if _dated(tail) else 0


def _trim_edges(chosen: list[Line]) -> list[Line]:
    end = len(chosen)
    while end > 0 and is_edge_noise(chosen[end - 1]):
        end -= 1
    start = 0
    while start < end and is_link_line(chosen[start]):
        start += 1
    return chosen[start:end]


def _drop_runs(chosen: list[Line]) -> list[Line]:
    kept: list[Line] = []
    run: list[Line] = []
    for line in chosen:
        if is_widget_line(line) or is_link_line(line):
            run.append(line)
            continue
        if len(run) < WIDGET_RUN:
            kept.extend(run)
        run = []
        kept.append(line)
    if len(run) < WIDGET_RUN:
        kept.extend(run)
    return kept


def lineblock_body(root: HtmlElement, lines: list[Line], meta: Metadata) -> Body:
    """Line-block distribution over the whole page (seed 004)."""
    return Body(lineblock_lines(lines))


def readability_body(root: HtmlElement, lines: list[Line], meta: Metadata) -> Body:
    """Improved Readability over the whole page (seed 000)."""
    block = extract_block(root, lines)
    return Body(lines_under(lines, block), block)


def auto_body(root: HtmlElement, lines: list[Line], meta: Metadata) -> Body:
    """Readability anchored on the headline, line-block as the fallback (see module doc)."""
    window = body_window(lines, meta)
    # the headline's line (or its dateline's): the line before the window
    anchor = window.start - 1 if window is not None and rule_on("own_post") else None
    scope = lines
    if window is not None and window.end > window.start:
        # Score the whole page first. Narrow to the window only when the winner holds
        # none of the paragraphs under the headline and either lies past another
        # article's headline or is itself a feed (it holds a teaser heading).
        window_lines = lines[window.start : window.end]
        probe = lines_under(lines, extract_block(root, lines, prune=False))
        head = lines[window.start - 1]
        if (
            rule_on("narrow_window")
            and _disjoint(probe, window_lines)
            and (window.hard or any(map(is_teaser, probe)))
        ):
            scope = window_lines
        elif rule_on("headline_column") and (column := headline_column(probe, head)) is not None:
            inside = {id(el) for el in column.iter()}
            scope = [ln for ln in window_lines if id(ln.element) in inside]
    cut = window.cut if window is not None and rule_on("clip_at") else None
    feeds = find_feeds(lines) if rule_on("find_feeds") else set()
    by_lines = drop_feeds(clip_at(lineblock_lines(scope), lines, cut), feeds)
    block = extract_block(root, scope)
    allowed = {id(line) for line in scope}
    by_readability = drop_feeds(
        clip_at([ln for ln in lines_under(lines, block) if id(ln) in allowed], lines, cut),
        feeds,
    )
    rd_chars = sum(line.chars for line in by_readability)
    if rule_on("lineblock_fallback") and rd_chars < READABILITY_MIN_SHARE * sum(
        line.chars for line in by_lines
    ):
        return Body(_tidy(_own(by_lines, lines, anchor), meta))
    return Body(_tidy(_own(by_readability, lines, anchor), meta), block)


def _own(chosen: list[Line], lines: list[Line], anchor: int | None) -> list[Line]:
    chosen = own_post(chosen, lines, anchor)
    return own_article(chosen, lines, anchor) if rule_on("own_article") else chosen


def _kind(el: HtmlElement) -> tuple[str, str]:
    return el.tag, el.get("class") or ""


def _opens_dated(box: HtmlElement, lines: list[Line]) -> bool:
    """Whether ``box``'s first lines are a heading and its dateline, as a post opens."""
    inside = {id(el) for el in box.iter()}
    first = [ln for ln in lines if id(ln.element) in inside][: DATELINE_REACH + 1]
    return len(first) > 1 and not is_paragraph(first[0]) and _dated(first[1:])


def own_post(chosen: list[Line], lines: list[Line], anchor: int | None) -> list[Line]:
    """The headline's own post, when the body runs over several (a blog's index page
    that shows whole posts, one of them the page's): the lines of the sibling container,
    of one kind with :data:`POSTS_MIN` or more others that each hold body paragraphs and
    open with a dated heading, that holds the headline (or its dateline). Structure, not
    words: a post is a box that opens with its title and date; so do its siblings."""
    if anchor is None or not chosen:
        return chosen
    in_body = {id(ln) for ln in chosen}
    for box in lines[anchor].element.iterancestors():
        parent = box.getparent()
        if parent is None:
            break
        siblings = [el for el in parent if isinstance(el.tag, str) and _kind(el) == _kind(box)]
        if len(siblings) < POSTS_MIN:
            continue
        posts = []
        for sib in siblings:
            inside = {id(el) for el in sib.iter()}
            holds = any(
                id(ln) in in_body and is_paragraph(ln) for ln in lines if id(ln.element) in inside
            )
            if holds and _opens_dated(sib, lines):
                posts.append(sib)
        if len(posts) < POSTS_MIN or box not in posts:
            return chosen  # the first level with siblings decides: a post, or none
        own = {id(el) for el in box.iter()}
        return [ln for ln in chosen if id(ln.element) in own]
    return chosen


def _article_of(el: HtmlElement) -> HtmlElement | None:
    """The nearest ``<article>`` holding ``el`` (or ``el`` itself)."""
    for box in (el, *el.iterancestors()):
        if box.tag == "article":
            return box
    return None


def own_article(chosen: list[Line], lines: list[Line], anchor: int | None) -> list[Line]:
    """The headline's own ``<article>``, when the body lies wholly in ``<article>``
    elements and some of them are others: each ``<article>`` is a self-contained
    composition (HTML §4.3.2), so the posts listed beside the page's own one (a quote
    site's feed, related posts, the next story of an endless page) are not its body. A
    body with paragraphs outside every ``<article>`` is left alone: there the headline's
    ``<article>`` need not hold the text (a heading over the list may sit outside)."""
    if anchor is None or not chosen:
        return chosen
    own = _article_of(lines[anchor].element)
    if own is None:
        return chosen
    boxes = [_article_of(ln.element) for ln in chosen]
    loose = any(box is None and is_paragraph(ln) for ln, box in zip(chosen, boxes, strict=True))
    if loose or all(box is own for box in boxes):
        return chosen
    mine = [ln for ln, box in zip(chosen, boxes, strict=True) if box is own]
    if mine:
        return mine
    # the winner lies wholly in other articles: the own article's lines below the headline
    return [ln for ln in lines[anchor + 1 :] if _article_of(ln.element) is own]


def template_body(node: HtmlElement, lines: list[Line], meta: Metadata) -> Body:
    """The body a section's article template names: every line under ``node``, tidied
    as ``auto``'s are (seed 002 reads the template's subtree whole)."""
    inside = {id(el) for el in node.iter()}
    return Body(_tidy([ln for ln in lines if id(ln.element) in inside], meta), [node])


def _tidy(chosen: list[Line], meta: Metadata) -> list[Line]:
    if not rule_on("cleanup"):
        return chosen
    if rule_on("before_headline"):
        chosen = drop_before_headline(chosen, meta.title)
    if rule_on("drop_metadata_lines"):
        chosen = drop_metadata_lines(chosen, meta.title)
    if rule_on("drop_leading_fragments"):
        chosen = drop_leading_fragments(chosen)
    if rule_on("drop_back_matter"):
        chosen = drop_back_matter(chosen)
    return trim_noise(chosen)


def drop_back_matter(chosen: list[Line]) -> list[Line]:
    """Cut the body at a short heading that starts its back matter (参考文献, 延伸阅读,
    References, See also…) once most of the body is behind."""
    total = sum(line.chars for line in chosen)
    seen = 0
    for i, line in enumerate(chosen):
        if (
            seen >= total / 2
            and line.chars <= WIDGET_MAX_CHARS
            and _BACK_MATTER_RE.match(line.text)
        ):
            return chosen[:i]
        seen += line.chars
    return chosen
