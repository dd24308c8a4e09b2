"""The rules of ``auto`` that can be switched off, as one ordered table, and the clean-up
stage that most of them make up.

:data:`RULES` (at the end of this module: it names the functions above it) lists every
rule in the order ``auto`` applies it, each with the function that carries it and one line
on what it does. It is also the ablation list: :func:`rules_off` switches rules off for an
ablation study (``bench/extraction.py --ablate``), :func:`rule_on` tells the code that
applies a rule whether to, and both refuse a name the table does not hold.

The clean-up stage (:func:`tidy`) works on the lines ``auto`` chose: leading lines that
repeat the headline or show the date, byline or source go (they are metadata, returned in
their own fields), and so does a stack of tiny fragments before the first sentence; back
matter (参考文献, 延伸阅读, References) ends the body; captions, bylines, share bars, fact
boxes and labelled ads go; noise at the end and runs of widget or link lines inside are
trimmed (seed 004, condition 4). The words the rules read are in
:mod:`harvester.extraction.phrases`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import NamedTuple

from lxml.html import HtmlElement

from harvester.extraction.boxes import remove_author_boxes
from harvester.extraction.dates import META_LINE_MAX_CHARS, parse_date
from harvester.extraction.dom import Line, drop_styled_hidden, squash
from harvester.extraction.kinds import (
    WIDGET_MAX_CHARS,
    first_subheading,
    is_counter_line,
    is_link_line,
    is_menu_line,
    is_paragraph,
    is_tally_line,
    is_widget_line,
    sign_off,
)
from harvester.extraction.lineblock import lineblock_lines
from harvester.extraction.metadata import Metadata
from harvester.extraction.phrases import (
    AD_RE,
    BACK_MATTER_RE,
    CALL_TO_ACTION_RE,
    DISCLAIMER_RE,
    META_LINE_RE,
)
from harvester.extraction.replies import remove_reply_lists
from harvester.extraction.scope import (
    body_window,
    clip_at,
    find_feeds,
    headline_column,
    lies_elsewhere,
    near_headline,
    own_article,
    own_post,
    runs_on,
)
from harvester.extraction.xpaths import FACT_BOX_RE, NOISE_BOX_RE

#: A line this long, or ending a sentence, is running text; three fragments or more
#: (up to thirty) before the first one are dropped.
LEAD_SENTENCE_CHARS = 35
LEAD_FRAGMENTS_MIN = 3
LEAD_FRAGMENTS_MAX = 30
LEAD_FRAGMENT_MEAN_CHARS = 12
#: How many lines at the top of a body may be metadata.
META_LINES_MAX = 10
#: This many widget lines in a row are a widget, not subheadings.
WIDGET_RUN = 3
_SENTENCE_END_RE = re.compile(r"[。！？!?…”」』）)]\s*$|[^\W\d_]\.\s*$")
#: A story's title beside a back-matter label (相关阅读：<a>…</a>) has at least this many
#: characters (a heading's edit link, ``参考资料[编辑]``, is none).
POINTER_MIN_CHARS = 5
_BRACKETED_RE = re.compile(r"\[[^\]]*\]|【[^】]*】")
#: A count in brackets (评论(15), 网友评论（共14条）) closes no sentence.
_COUNT_END_RE = re.compile(r"[(（]共?\d+[条个篇]?[)）]\s*$")
#: How far up from a line a noise box's class is looked for, and how much text it holds.
NOISE_BOX_LEVELS = 4
NOISE_BOX_MAX_CHARS = 300
#: How far up from a line its <figcaption> is looked for (figcaption > p > span).
CAPTION_LEVELS = 3
#: Ads in the body are labelled 广告 and are short.
AD_MAX_CHARS = 60


class Rule(NamedTuple):
    """One rule of ``auto`` that can be switched off."""

    name: str
    #: the function that carries the rule (the caller consults :func:`rule_on` first,
    #: or the function does itself)
    function: Callable[..., object]
    #: what the rule does, in one line; "list:" marks a rule that rests on a phrase or
    #: class-name list rather than on structure
    doc: str


_RULES_OFF: ContextVar[frozenset[str]] = ContextVar("rules_off", default=frozenset())


def rule(name: str) -> Rule:
    """The row of :data:`RULES` named ``name``; a name it does not hold is an error."""
    found = _BY_NAME.get(name)
    if found is None:
        raise ValueError(f"unknown rule {name!r} (known: {', '.join(RULE_NAMES)})")
    return found


def rule_on(name: str) -> bool:
    """Whether rule ``name`` of :data:`RULES` applies (all do unless ``rules_off``)."""
    if name not in _BY_NAME:
        rule(name)  # raises
    return name not in _RULES_OFF.get()


@contextmanager
def rules_off(*names: str) -> Iterator[None]:
    """Extract without the given rules of :data:`RULES` (an ablation study)."""
    for name in names:
        rule(name)
    token = _RULES_OFF.set(_RULES_OFF.get() | frozenset(names))
    try:
        yield
    finally:
        _RULES_OFF.reset(token)


# --- the clean-up stage ----------------------------------------------------------------------


def tidy(chosen: list[Line], meta: Metadata) -> list[Line]:
    """The clean-up stage over the body's lines, its rules in table order."""
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


def drop_before_headline(chosen: list[Line], title: str | None) -> list[Line]:
    """A body that repeats the headline below some short lines starts after it: what is
    above (a document's index table, a kicker, a breadcrumb) is the page's, in whatever
    words. The headline may be broken over two lines (关于<br>开展…的通知). Nothing goes
    when running text comes first: then the headline is quoted inside the body."""
    target = squash(title or "")
    if not target:
        return chosen
    for i in range(min(len(chosen), META_LINES_MAX)):
        if is_paragraph(chosen[i]) and chosen[i].squashed != target:
            return chosen
        for span in (1, 2):
            if squash("".join(ln.text for ln in chosen[i : i + span])) == target:
                return chosen[i + span :] if i else chosen
    return chosen


def drop_metadata_lines(chosen: list[Line], title: str | None) -> list[Line]:
    """Drop leading lines that only repeat the headline, show the date/source line, ask
    the reader to act (关注, 扫码, 来编辑吧) or are widgets; the first of a series of
    subheadings stays (:func:`~harvester.extraction.kinds.first_subheading`)."""
    squashed_title = squash(title or "")
    start = 0
    while start < min(len(chosen), META_LINES_MAX):
        text = chosen[start].text
        squashed = chosen[start].squashed
        # the headline itself, or a longer variant of it ("…座谈会强调")
        is_title = bool(squashed_title) and (
            squashed == squashed_title
            or (squashed.startswith(squashed_title) and len(squashed) <= len(squashed_title) + 4)
        )
        is_meta = (
            len(squashed) <= META_LINE_MAX_CHARS
            and (parse_date(text) is not None or META_LINE_RE.search(text) is not None)
            and not re.search(r"[。！？]", text)
        )
        is_call = asks_to_act(text)
        widget = is_widget_line(chosen[start]) and not first_subheading(chosen, start)
        if not (is_title or is_meta or is_call or widget):
            break
        start += 1
    return chosen[start:]


def asks_to_act(text: str) -> bool:
    """A short line that asks the reader to act (关注, 扫码, 来编辑吧)."""
    return (
        rule_on("call_to_action")
        and len(squash(text)) <= META_LINE_MAX_CHARS
        and bool(CALL_TO_ACTION_RE.search(text))
    )


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


def drop_back_matter(chosen: list[Line]) -> list[Line]:
    """Cut the body at a short heading that starts its back matter (参考文献, 延伸阅读,
    References, See also…) once most of the body is behind. A label with a story's link
    beside it (相关阅读：<a>…</a>) that running text follows points at one story from
    inside the text: that line goes, the text after it stays."""
    total = sum(line.chars for line in chosen)
    seen = 0
    kept: list[Line] = []
    for i, line in enumerate(chosen):
        found = BACK_MATTER_RE.match(line.text)
        if seen >= total / 2 and line.chars <= WIDGET_MAX_CHARS and found:
            title = _BRACKETED_RE.sub("", line.text[found.end() :]).strip(" ：:")
            pointer = line.link_chars >= POINTER_MIN_CHARS and len(title) >= POINTER_MIN_CHARS
            if not (pointer and any(map(is_paragraph, chosen[i + 1 :]))):
                return kept
            seen += line.chars
            continue
        seen += line.chars
        kept.append(line)
    return kept


# --- noise: lines that go wherever they are, then the edges and runs -------------------------


def trim_noise(chosen: list[Line]) -> list[Line]:
    """Seed 004's condition 4, kept where it is safe: drop noise from the end of the body,
    link lines from its start, and runs of widget or link lines anywhere inside it (a
    video player's controls, a share bar, an embedded list of teasers). A lone short line
    between paragraphs stays: it is a subheading far more often than noise. Repeated
    until nothing changes, since removing a run can bare a noisy end. Labelled ads,
    figure captions (unless nothing but captions is there: a picture post) and lines in
    noise boxes (bylines, sign-ups) go wherever they are."""
    boxes: dict[HtmlElement, bool] = {}
    chosen = [ln for ln in chosen if not (is_ad_line(ln) or in_noise_box(ln, boxes))]
    # a picture post's captions are its text: kept when no paragraph stands beside them
    captions = {id(ln) for ln in chosen if in_caption(ln)}
    if any(is_paragraph(ln) for ln in chosen if id(ln) not in captions):
        chosen = [ln for ln in chosen if id(ln) not in captions]
    kept = sign_off(chosen) if rule_on("sign_off") else 0
    chosen, end = chosen[: len(chosen) - kept], chosen[len(chosen) - kept :]
    while True:
        trimmed = chosen
        if rule_on("trim_edges"):
            trimmed = trim_edges(trimmed)
        if rule_on("drop_runs"):
            trimmed = drop_runs(trimmed)
        if len(trimmed) == len(chosen):
            return trimmed + end if trimmed else trimmed
        chosen = trimmed


def is_ad_line(line: Line) -> bool:
    """A short line labelled as an advertisement (``广告魔兽世界公益服…``)."""
    return rule_on("ad_lines") and line.chars <= AD_MAX_CHARS and AD_RE.match(line.text) is not None


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


def trim_edges(chosen: list[Line]) -> list[Line]:
    """Drop edge noise (:func:`is_edge_noise`) from the end; link, counter and disclaimer
    lines from the start."""
    end = len(chosen)
    while end > 0 and is_edge_noise(chosen[end - 1]):
        end -= 1
    start = 0
    while start < end and _lead_noise(chosen[start]):
        start += 1
    return chosen[start:end]


def _lead_noise(line: Line) -> bool:
    return is_link_line(line) or is_counter_line(line) or is_disclaimer(line)


def is_edge_noise(line: Line) -> bool:
    """What may not end a body: links, widgets, fragments (a data table's row is none),
    a post's counters, a menu written as text, platform disclaimers."""
    return (
        is_link_line(line)
        or (
            line.chars <= WIDGET_MAX_CHARS
            and not (_SENTENCE_END_RE.search(line.text) and not _COUNT_END_RE.search(line.text))
            and line.element.tag != "tr"
        )
        or is_counter_line(line)
        or is_menu_line(line)
        or is_disclaimer(line)
    )


def is_disclaimer(line: Line) -> bool:
    """A platform's disclaimer or a copyright line (特别声明, 仅提供信息存储, ©, ICP备)."""
    return rule_on("disclaimers") and DISCLAIMER_RE.match(line.text) is not None


def drop_runs(chosen: list[Line]) -> list[Line]:
    """Drop runs of :data:`WIDGET_RUN` or more widget or link lines in a row, and a short
    link said that many times (返回顶部 after every answer of a FAQ)."""
    said = Counter(ln.text for ln in chosen if ln.chars <= WIDGET_MAX_CHARS and is_link_line(ln))
    kept: list[Line] = []
    run: list[Line] = []
    for line in chosen:
        if is_tally_line(line) or said[line.text] >= WIDGET_RUN:  # reactions, furniture
            continue
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


# --- the table -------------------------------------------------------------------------------

#: Every rule of ``auto`` that can be switched off, in the order ``auto`` applies it: the
#: page's tree, then where the body lies, which finder's lines win and whose they are,
#: then the clean-up stage, whose own rules follow its row. ``bench/extraction.py
#: --ablate`` switches them off one at a time, in this order.
RULES: tuple[Rule, ...] = (
    Rule(
        "styled_hidden",
        drop_styled_hidden,
        "drop what the page's own stylesheet hides (display:none), unless most of the page",
    ),
    Rule(
        "reply_lists",
        remove_reply_lists,
        "remove runs of 3+ sibling replies (a stamp line and one text) first",
    ),
    Rule(
        "author_box",
        remove_author_boxes,
        "remove a box about the byline's author (an avatar, text opening on the name) first",
    ),
    Rule("h1_subheadings", body_window, "an <h1> among the body's paragraphs does not end it"),
    Rule(
        "narrow_window",
        lies_elsewhere,
        "score only the headline's window when the page's winner lies past it",
    ),
    Rule(
        "headline_column",
        headline_column,
        "score only the headline's table cell when the winner is in another",
    ),
    Rule("clip_at", clip_at, "stop a body at another article's <h1> headline"),
    Rule(
        "find_feeds", find_feeds, "drop feed items (a teaser heading and its summary) from the body"
    ),
    Rule(
        "lineblock_fallback",
        lineblock_lines,
        "line-block's body when Readability finds under 1/3 of its text",
    ),
    Rule(
        "own_post", own_post, "of several dated sibling posts in the body, keep the headline's own"
    ),
    Rule(
        "own_article",
        own_article,
        "of a body whose paragraphs are all in <article>s, keep the headline's own",
    ),
    Rule("cleanup", tidy, "the whole clean-up stage (every rule below)"),
    Rule(
        "before_headline",
        drop_before_headline,
        "drop the short lines above the headline repeated in the body",
    ),
    Rule(
        "drop_metadata_lines",
        drop_metadata_lines,
        "drop leading headline, date/source and widget lines",
    ),
    Rule(
        "call_to_action",
        asks_to_act,
        "list: drop leading lines asking the reader to act (关注, 扫码)",
    ),
    Rule(
        "drop_leading_fragments",
        drop_leading_fragments,
        "drop a stack of tiny fragments before the first sentence",
    ),
    Rule(
        "drop_back_matter",
        drop_back_matter,
        "list: end the body at 参考文献, 延伸阅读, References…",
    ),
    Rule("ad_lines", is_ad_line, "list: drop short lines labelled 广告/推广"),
    Rule(
        "noise_boxes",
        in_noise_box,
        "list: drop lines in small boxes whose class says byline, share…",
    ),
    Rule(
        "figure_captions",
        in_caption,
        "drop <figcaption> lines (HTML §4.4.13) unless only captions are there",
    ),
    Rule(
        "sign_off", sign_off, "a right-aligned sign-off with a date ends a body (a notice's 落款)"
    ),
    Rule(
        "trim_edges",
        trim_edges,
        "drop noise from the body's end, links from its start, counter lines from both",
    ),
    Rule(
        "disclaimers",
        is_disclaimer,
        "list: platform disclaimers and copyright lines may not end a body",
    ),
    Rule(
        "drop_runs",
        drop_runs,
        "drop runs of 3+ widget or link lines inside the body, and reaction counts anywhere",
    ),
    Rule("runs_on", runs_on, "a body cut short at a false end runs on into the page's winner"),
    Rule(
        "near_headline",
        near_headline,
        "a body the clean-up leaves empty is looked for under the headline (its box's lines)",
    ),
)
#: The names of :data:`RULES`, in its order.
RULE_NAMES: tuple[str, ...] = tuple(r.name for r in RULES)
_BY_NAME: dict[str, Rule] = {r.name: r for r in RULES}
