"""The headline's own article on a page: where ``auto`` may look for its body, and what
belongs to other articles instead.

The body follows its headline and ends where another article begins (:func:`body_window`,
:func:`clip_at`); in a table layout it keeps to the headline's column
(:func:`headline_column`); feeds of teasers (:func:`find_feeds`), sibling posts
(:func:`own_post`) and other ``<article>`` elements (:func:`own_article`) are someone
else's. Whether each of these applies is decided by the caller (the rules of
:data:`harvester.extraction.cleanup.RULES`); nothing here reads the switches.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from lxml.html import HtmlElement

from harvester.extraction.dom import Line
from harvester.extraction.kinds import dated, is_day_header, is_paragraph, is_teaser
from harvester.extraction.metadata import Metadata, headline_index
from harvester.extraction.xpaths import HEADING_TAGS

#: How far above a teaser heading its feed item may begin.
FEED_ITEM_LEVELS = 3
#: A feed item (teaser and summary) holds at most this much text.
FEED_ITEM_MAX_CHARS = 400
#: A feed has at least this many items headed by teasers (ours: three make a list).
FEED_MIN_ITEMS = 3
#: Feed items a body holds, at least LISTICLE_MIN_ITEMS of them and more than this share
#: of its characters, are its own entries (wcxb_dev's listicles: 51 to 172 items; the
#: recommended stories of the generated family: 8 at most).
FEED_BODY_SHARE = 0.5
LISTICLE_MIN_ITEMS = 20
#: A headline's dateline is within this many lines below it.
DATELINE_REACH = 2
#: Posts of a blog's index page (issue 9, structure 1): at least this many sibling
#: containers of one kind, each opening with its own dated heading, hold body paragraphs.
POSTS_MIN = 2


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


def lines_in(lines: list[Line], node: HtmlElement) -> list[Line]:
    """The lines of ``lines`` whose element lies in ``node``'s subtree (``node`` included)."""
    inside = {id(el) for el in node.iter()}
    return [ln for ln in lines if id(ln.element) in inside]


# --- the window ----------------------------------------------------------------------------


def anchor_index(lines: list[Line], meta: Metadata) -> int | None:
    """The line the body follows: the headline, else the line that shows the publish time."""
    head = headline_index(lines, meta.title)
    if head is None and meta.publish_time_raw:
        head = next((i for i, ln in enumerate(lines) if meta.publish_time_raw in ln.text), None)
    return head


def body_window(lines: list[Line], meta: Metadata, h1_subheadings: bool = True) -> Window | None:
    """The lines after the headline, up to the next headline or teaser; None without one.

    With ``h1_subheadings``, an ``<h1>`` in the box of the body's paragraphs read so far
    is one of its subheadings, not another article's headline, unless a dateline follows
    it as one follows a headline.
    """
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
    sections = linked_sections(lines, head + 1)
    for i in range(head + 1, len(lines)):
        line = lines[i]
        # only an <h1> headline is trusted to mark articles: pages that head an article
        # with <h2> often use <h2> for its subheadings too
        another_headline = (
            head_tag == "h1"
            and line.element.tag == "h1"
            and not line.link_chars
            and line.text != head_text
            and not is_day_header(line)
            and not (
                h1_subheadings
                and _among_paragraphs(line.element, body_boxes, lines[head].element)
                and not dated(lines[i + 1 : i + 1 + DATELINE_REACH])
            )
        )
        if is_paragraph(line):
            body_boxes.add(line.element.getparent())
        if end is None and (another_headline or (is_teaser(line) and i not in sections)):
            end, hard = i, another_headline
        if another_headline:
            return Window(head + 1, end if end is not None else i, hard, cut=i)
    return Window(head + 1, end if end is not None else len(lines), hard)


#: Linked headings that head sections of the article itself (a review roundup's products,
#: a year in review's stories, each section its text), not teasers: at least this many
#: in a row, each followed by this much running text before the next (a feed's teaser has
#: a summary of a sentence or two: ours run to 150 characters). wcxb_dev: a magazine's
#: year in review and a guide's roundups read as feeds, their bodies cut at the first.
LINKED_SECTIONS_MIN = 3
LINKED_SECTION_MIN_CHARS = 300


def linked_sections(lines: list[Line], start: int) -> set[int]:
    """The indices of the teaser-like headings from ``start`` on that head sections of
    the article (:data:`LINKED_SECTIONS_MIN`): empty when there are fewer."""
    teasers = [i for i in range(start, len(lines)) if is_teaser(lines[i])]
    run: list[int] = []
    for k, i in enumerate(teasers):
        until = teasers[k + 1] if k + 1 < len(teasers) else len(lines)
        text = sum(ln.chars - ln.link_chars for ln in lines[i + 1 : until] if is_paragraph(ln))
        if text < LINKED_SECTION_MIN_CHARS:
            break
        run.append(i)
    return set(run) if len(run) >= LINKED_SECTIONS_MIN else set()


def _among_paragraphs(
    heading: HtmlElement, body_boxes: set[HtmlElement], headline: HtmlElement
) -> bool:
    """Whether ``heading`` stands among the body's paragraphs read so far: in one of their
    boxes, or in the smallest box holding it and one of them when that box does not hold
    the headline (the body's own part of the page, below its header: a page that heads
    each section's box with an ``<h1>``). Another article's headline shares no box with
    this body but one that holds this headline too."""
    if heading.getparent() in body_boxes:
        return True
    held: set[HtmlElement] = set()
    for box in body_boxes:
        held.add(box)
        held.update(box.iterancestors())
    common = next((a for a in heading.iterancestors() if a in held), None)
    return common is not None and common not in set(headline.iterancestors())


def lies_elsewhere(probe: list[Line], window: Window, window_lines: list[Line]) -> bool:
    """Whether the page's winner ``probe`` is another article's: it holds none of the
    paragraphs under the headline and either lies past another article's headline or is
    itself a feed (it holds a teaser heading)."""
    return _disjoint(probe, window_lines) and (window.hard or any(map(is_teaser, probe)))


#: A body under its headline this much smaller than the page's Readability winner, cut
#: at a false end of its window (:func:`false_end`), runs on into that winner (a table of
#: contents' headings, a second <h1> opening the story's long part; wcxb_dev's guides).
RUN_ON_SHARE = 1 / 3


def runs_on(chosen: list[Line], whole: list[Line], lines: list[Line], window: Window) -> list[Line]:
    """The body ``chosen`` run on into the page's winner ``whole`` where its window ended
    at a false end (:func:`false_end`) and the winner, :data:`RUN_ON_SHARE` times larger,
    opens under the headline: ``chosen`` then the winner's lines after it. Else
    ``chosen`` as it is (a short news item above the next article, whose headline its
    dateline follows, or above a feed of teasers)."""
    if window.end >= len(lines) or not whole or not false_end(lines, window.end):
        return chosen
    if sum(ln.chars for ln in chosen) >= RUN_ON_SHARE * sum(ln.chars for ln in whole):
        return chosen
    index = {id(line): i for i, line in enumerate(lines)}
    if index[id(whole[0])] < window.start:  # the winner opens before the headline
        return chosen
    last = max((index[id(line)] for line in chosen), default=window.start - 1)
    return [*chosen, *(line for line in whole if index[id(line)] > last)]


def false_end(lines: list[Line], end: int) -> bool:
    """Whether the line ``lines[end]`` that ended a body's window ends nothing: a heading
    all link to a place on the same page (a table of contents' entry, not a teaser of
    another article: a teaser over a long summary is still one, a Chinese portal's
    recommended story), or an ``<h1>`` running text follows at once, no dateline (a
    section of the story, not the next article's headline, which a dateline or a byline
    follows)."""
    line = lines[end]
    if is_teaser(line):
        hrefs = [a.get("href") or "" for a in line.element.iter("a")]
        return bool(hrefs) and all(href.startswith("#") for href in hrefs)
    after = lines[end + 1 : end + 1 + DATELINE_REACH]
    return line.element.tag == "h1" and bool(after) and is_paragraph(after[0]) and not dated(after)


def _disjoint(chosen: list[Line], window_lines: list[Line]) -> bool:
    """True when the window has paragraphs and ``chosen`` holds none of them."""
    paragraphs = [id(line) for line in window_lines if is_paragraph(line)]
    chosen_ids = {id(line) for line in chosen}
    return bool(paragraphs) and not any(p in chosen_ids for p in paragraphs)


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


# --- feeds ---------------------------------------------------------------------------------


def _signature(el: HtmlElement) -> tuple[str, str]:
    return el.tag, (el.get("class") or "").strip()


def feed_items(line: Line, judged: dict[HtmlElement, bool] | None = None) -> list[HtmlElement]:
    """The items of the feed that a teaser heads an item of, if any: elements of one kind
    (same tag and class) side by side, each starting with a teaser. A body whose
    subheadings happen to be links (a gift guide) has no such repeated items. ``judged``
    remembers which elements are feed items (a feed's teasers share its items)."""
    if not is_teaser(line):
        return []
    judged = {} if judged is None else judged
    item = line.element.getparent()
    for _ in range(FEED_ITEM_LEVELS):
        parent = item.getparent() if item is not None else None
        if item is None or parent is None:
            return []
        kind = _signature(item)
        items = [
            el
            for el in parent
            if isinstance(el.tag, str) and _signature(el) == kind and _is_feed_item(el, judged)
        ]
        if len(items) >= FEED_MIN_ITEMS:
            return items
        item = parent
    return []


def _is_feed_item(el: HtmlElement, judged: dict[HtmlElement, bool]) -> bool:
    """Small, and headed by a linked heading: a teaser and its summary."""
    if (known := judged.get(el)) is not None:
        return known
    first = next(el.iter(*HEADING_TAGS), None)
    judged[el] = answer = (
        first is not None
        and first.find(".//a") is not None
        and len("".join(el.text_content().split())) <= FEED_ITEM_MAX_CHARS
    )
    return answer


def find_feeds(lines: list[Line], head: Line | None = None) -> set[HtmlElement]:
    """The items of every feed on the page (see :func:`feed_items`), but the one headed
    by the page's own headline ``head``: that item is the page's post (a blog's index
    page whose own post is listed as its siblings are)."""
    judged: dict[HtmlElement, bool] = {}
    items = {item for line in lines for item in feed_items(line, judged)}
    if head is not None:
        items -= {head.element, *head.element.iterancestors()}
    return items


def drop_feeds(chosen: list[Line], feeds: set[HtmlElement]) -> list[Line]:
    """Drop the lines of feed items (teasers with their summaries) from a body: a
    "recommended" list after a short article, a "More:" box inside a long one. A body
    that is mostly the items of a long feed keeps them: a listicle's entries (brands,
    events, restaurants, each a linked name and its summary) are drawn as a feed's
    teasers are, and a page recommends a handful of stories, not dozens."""
    if not feeds:
        return chosen
    kept: list[Line] = []
    items: set[HtmlElement] = set()  # the feed items the body holds
    for line in chosen:
        if found := feeds & {line.element, *line.element.iterancestors()}:
            items |= found
        else:
            kept.append(line)
    dropped = sum(ln.chars for ln in chosen) - sum(ln.chars for ln in kept)
    if len(items) >= LISTICLE_MIN_ITEMS and dropped > FEED_BODY_SHARE * sum(
        ln.chars for ln in chosen
    ):
        return chosen
    return kept


# --- the headline's own post or article -----------------------------------------------------


def _kind(el: HtmlElement) -> tuple[str, str]:
    return el.tag, el.get("class") or ""


def _opens_dated(box: HtmlElement, lines: list[Line]) -> bool:
    """Whether ``box``'s first lines are a heading and its dateline, as a post opens."""
    first = lines_in(lines, box)[: DATELINE_REACH + 1]
    return len(first) > 1 and not is_paragraph(first[0]) and dated(first[1:])


def own_post(chosen: list[Line], lines: list[Line], anchor: int | None) -> list[Line]:
    """The headline's own post, when the body runs over posts (a blog's index page that
    shows whole posts, one of them the page's): the lines of the sibling container, of
    one kind with :data:`POSTS_MIN` or more others that each hold paragraphs and open
    with a dated heading, that holds the headline (or its dateline). The headline's post
    wins even when the chosen body lies wholly in another, longer one (a pinned post's
    short excerpt above a long one). Structure, not words: a post is a box that opens
    with its title and date; so do its siblings."""
    if anchor is None or not chosen:
        return chosen
    in_body = {id(ln) for ln in chosen}
    for box in lines[anchor].element.iterancestors():
        parent = box.getparent()
        if parent is None:
            break
        siblings = [el for el in parent if isinstance(el.tag, str) and _kind(el) == _kind(box)]
        if len(siblings) < POSTS_MIN or not any(map(is_paragraph, lines_in(lines, box))):
            continue  # a box of the heading alone is no post: look further up
        posts, body_posts = [], 0
        for sib in siblings:
            paragraphs = [ln for ln in lines_in(lines, sib) if is_paragraph(ln)]
            if paragraphs and _opens_dated(sib, lines):
                posts.append(sib)
                body_posts += any(id(ln) in in_body for ln in paragraphs)
        if len(posts) < POSTS_MIN or box not in posts or not body_posts:
            return chosen  # the first level with siblings decides: a post, or none
        mine = lines_in(chosen, box)
        if mine:
            return mine
        # the body lies in other posts: the headline's own, below its heading
        own = lines_in(lines, box)
        head = next(i for i, ln in enumerate(own) if ln is lines[anchor])
        return own[head + 1 :]
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
    ``<article>`` need not hold the text (a heading over the list may sit outside); so is
    one whose headline's ``<article>`` is the story's header (no running text, or a small
    one beside the single other ``<article>`` that holds the rest)."""
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
    if not mine:  # the winner lies wholly in other articles: the own one's lines below
        mine = [ln for ln in lines[anchor + 1 :] if _article_of(ln.element) is own]
    # an <article> that holds the headline and little or no running text, beside one
    # other <article> that holds the rest, is the story's header (title, byline,
    # standfirst) and its body in an <article> of its own (wcxb_dev): no other posts
    others = {id(box) for box in boxes if box is not None and box is not own}
    small = sum(ln.chars for ln in mine) < RUN_ON_SHARE * sum(ln.chars for ln in chosen)
    if not any(map(is_paragraph, mine)) or (len(others) == 1 and small):
        return chosen
    return mine


# --- the headline's own block, when the winner was all noise ---------------------------------

#: A body shorter than this after the clean-up (the winner was a footer, all noise) is
#: looked for under the headline instead; the extractor's own minimum body.
NEAR_HEADLINE_MIN_CHARS = 20
#: How many boxes up from the headline that search goes.
NEAR_HEADLINE_LEVELS = 6
#: A box showing more pictures than this (not counting linked thumbnails), with more than
#: one line left, is a gallery (a stack of captioned pictures): its captions are no
#: article body, the gallery stage's.
NEAR_HEADLINE_MAX_PICTURES = 1


def near_headline(
    lines: list[Line], anchor: int, clean: Callable[[list[Line]], list[Line]]
) -> tuple[list[Line], list[HtmlElement]] | None:
    """The headline's own block, when the page's winner was all noise (a picture post
    whose one caption stands under its headline, the footer outweighing it): the lines
    after the headline in the smallest box around it that ``clean`` (the clean-up
    stage) leaves a body of; with that box. None where that box shows more than one
    picture and more than one line is left: a stack's captions are the gallery stage's."""
    head = lines[anchor]
    for box in list(head.element.iterancestors())[:NEAR_HEADLINE_LEVELS]:
        inside = lines_in(lines, box)
        start = next(i for i, ln in enumerate(inside) if ln is head)
        kept = clean(inside[start + 1 :])
        if sum(line.chars for line in kept) < NEAR_HEADLINE_MIN_CHARS:
            continue
        shown = [
            img for img in box.iter("img") if not any(a.tag == "a" for a in img.iterancestors())
        ]
        if len(shown) > NEAR_HEADLINE_MAX_PICTURES and len(kept) > 1:
            return None  # the captions of a stack of pictures
        return kept, [box]
    return None
