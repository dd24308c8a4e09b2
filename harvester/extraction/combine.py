"""The body-finding methods behind ``--method`` (:data:`METHODS`), and ``auto``, which
combines them.

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
   they sit, and of several posts or ``<article>`` elements the headline's own is kept;
   then the clean-up stage (:func:`harvester.extraction.cleanup.tidy`) drops metadata
   lines, back matter and noise.
5. *Running on.* A body cut far short of the page's winner at a false end of its window
   (a table of contents' heading, a section's ``<h1>``) runs on into the winner
   (:func:`harvester.extraction.scope.runs_on`). Where ``auto`` finds no body at all,
   :func:`harvester.extraction.article.extract` falls back on the other methods over
   the whole page (``FALLBACKS``) and says so in the record's note.

Where the body lies is :mod:`harvester.extraction.scope`'s question; every rule that can
be switched off is a row of :data:`harvester.extraction.cleanup.RULES`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from lxml.html import HtmlElement

from harvester.extraction.cleanup import rule_on, tidy
from harvester.extraction.dom import Line
from harvester.extraction.lineblock import lineblock_lines
from harvester.extraction.metadata import Metadata
from harvester.extraction.readability import (
    Scored,
    extract_block,
    generate_block,
    lines_under,
    prune_ends,
    score_nodes,
)
from harvester.extraction.scope import (
    NEAR_HEADLINE_MIN_CHARS,
    Window,
    body_window,
    clip_at,
    drop_feeds,
    find_feeds,
    headline_column,
    lies_elsewhere,
    lines_in,
    near_headline,
    own_article,
    own_post,
    runs_on,
)

#: Readability must find at least this share of line-block's text, or line-block wins.
READABILITY_MIN_SHARE = 1 / 3


@dataclass(slots=True)
class Body:
    """The chosen body lines and the elements they came from (for pictures)."""

    lines: list[Line]
    elements: list[HtmlElement] = field(default_factory=list)


def lineblock_body(root: HtmlElement, lines: list[Line], meta: Metadata) -> Body:
    """Line-block distribution over the whole page (seed 004)."""
    return Body(lineblock_lines(lines))


def readability_body(root: HtmlElement, lines: list[Line], meta: Metadata) -> Body:
    """Improved Readability over the whole page (seed 000)."""
    block = extract_block(root, lines)
    return Body(lines_under(lines, block), block)


def auto_body(root: HtmlElement, lines: list[Line], meta: Metadata) -> Body:
    """Readability anchored on the headline, line-block as the fallback (see module doc)."""
    window = body_window(lines, meta, h1_subheadings=rule_on("h1_subheadings"))
    whole = score_nodes(root, lines)  # the page's own Readability scores, scored once
    scope = _scope(lines, window, whole)
    cut = window.cut if window is not None and rule_on("clip_at") else None
    # the headline's line (or its dateline's): the line before the window
    anchor = window.start - 1 if window is not None else None
    head = lines[anchor] if anchor is not None else None
    feeds = find_feeds(lines, head) if rule_on("find_feeds") else set()
    by_lines = drop_feeds(clip_at(lineblock_lines(scope), lines, cut), feeds)
    scored = whole if scope is lines else score_nodes(root, scope)
    block = generate_block(scored)
    pruned = prune_ends(scored.best, scored.stats) if scored.best is not None else 0
    allowed = {id(line) for line in scope}
    by_readability = drop_feeds(
        clip_at([ln for ln in lines_under(lines, block) if id(ln) in allowed], lines, cut),
        feeds,
    )
    if rule_on("lineblock_fallback") and _falls_short(by_readability, by_lines):
        body = Body(tidy(_own(by_lines, lines, anchor), meta))
    else:
        body = Body(tidy(_own(by_readability, lines, anchor), meta), block)
    if window is not None and rule_on("runs_on"):
        # the page's scores still hold while pruning left the tree as it was
        body = _runs_on(root, lines, meta, window, body, None if pruned else whole)
    short = sum(line.chars for line in body.lines) < NEAR_HEADLINE_MIN_CHARS
    if anchor is not None and rule_on("near_headline") and short:
        near = near_headline(lines, anchor, lambda found: tidy(found, meta))
        if near is not None:
            return Body(*near)
    return body


def _runs_on(
    root: HtmlElement,
    lines: list[Line],
    meta: Metadata,
    window: Window,
    body: Body,
    whole: Scored | None,
) -> Body:
    """``body`` run on into the page's Readability winner past a false end of its window
    (:func:`~harvester.extraction.scope.runs_on`), else ``body``; ``whole``: the page's
    Readability scores, when they still hold."""
    block = extract_block(root, lines, scored=whole)
    ran = runs_on(body.lines, lines_under(lines, block), lines, window)
    return body if ran is body.lines else Body(tidy(ran, meta), [*body.elements, *block])


def _scope(lines: list[Line], window: Window | None, whole: Scored) -> list[Line]:
    """The lines Readability scores: the whole page, unless its winner (by the page's
    scores ``whole``) lies elsewhere than under the headline. Then only the window (the
    winner is past another article's headline, or a feed), or only the headline's table
    cell (the winner is in another)."""
    if window is None or window.end <= window.start:
        return lines
    window_lines = lines[window.start : window.end]
    probe = lines_under(lines, generate_block(whole))
    if rule_on("narrow_window") and lies_elsewhere(probe, window, window_lines):
        return window_lines
    head = lines[window.start - 1]
    if rule_on("headline_column") and (column := headline_column(probe, head)) is not None:
        return lines_in(window_lines, column)
    return lines


def _falls_short(by_readability: list[Line], by_lines: list[Line]) -> bool:
    """Whether Readability found under :data:`READABILITY_MIN_SHARE` of line-block's text."""
    rd_chars = sum(line.chars for line in by_readability)
    return rd_chars < READABILITY_MIN_SHARE * sum(line.chars for line in by_lines)


def _own(chosen: list[Line], lines: list[Line], anchor: int | None) -> list[Line]:
    """The headline's own post, then its own ``<article>``, of ``chosen``. Without
    ``own_post`` neither applies: ``own_article`` has always gone with it."""
    if anchor is None or not rule_on("own_post"):
        return chosen
    chosen = own_post(chosen, lines, anchor)
    return own_article(chosen, lines, anchor) if rule_on("own_article") else chosen


def template_body(node: HtmlElement, lines: list[Line], meta: Metadata) -> Body:
    """The body a section's article template names: every line under ``node``, tidied
    as ``auto``'s are (seed 002 reads the template's subtree whole)."""
    return Body(tidy(lines_in(lines, node), meta), [node])


#: Body-finding methods selectable with ``--method``.
METHODS: dict[str, Callable[[HtmlElement, list[Line], Metadata], Body]] = {
    "auto": auto_body,
    "lineblock": lineblock_body,
    "readability": readability_body,
}
