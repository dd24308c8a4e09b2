"""Galleries laid out whole on their page: every picture at once, one under another, each
with its caption (the long 长图 pages of mobile portals, a two-column 瀑布流 stream), so no
control pages them.

``js/grid.js`` lists the page's groups of like pictures; :func:`stack_of` picks a group
of large pictures stacked one per row (in one column or two), :func:`stack_spec` says
where its pictures and captions are (a lazily loaded picture from the ``data-*``
attribute naming it, a picture shown from its source), and :func:`slides_from_stack`
reads it, in page order. The spec is kept in the template (``stack:<items>`` and the grid
spec) so the site's later galleries are read at one page load. Where the pictures are
loaded only as they are scrolled into view and no attribute names them,
:func:`read_stack` scrolls the page through once and reads again. A stack folded in a
box that cuts it off (shown to some height under a fade, the rest fetched by a 展开全部
press), or stopping at a control that loads the rest, is unfolded first (:func:`unfold`);
the template keeps the control (``opener_xpath``), pressed before every later read.

Everything here but :func:`unfold`, :func:`read_stack` and :func:`read_known_stack` is pure.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import pairwise

from harvester.gallery.scripts import FoldResult, checked, evaluate
from harvester.gallery.slides import Slide, clean_caption, file_name_caption
from harvester.gallery.view import GalleryView
from harvester.gallery.viewer import (
    MAX_PAGE_LINKS,
    MIN_GRID_ITEMS,
    VIEWER_MIN_AREA,
    Grid,
    GridItem,
    GridSpec,
    read_grids,
)

#: A stacked picture is shown at least this big (ours: as big as a viewer's picture; the
#: thumbnail grids of testbeds/libraries show 240x160, a mobile stack 480x640).
STACK_MIN_AREA = VIEWER_MIN_AREA
#: Pictures overlapping by this much still stand one under the other (CSS px; ours).
ROW_OVERLAP_PX = 2.0
#: Pictures whose left edges are this close stand in one column (CSS px; ours).
COLUMN_SLACK_PX = 4.0
#: A stack has one column of pictures (a 长图 page) or two (a 瀑布流 stream numbered
#: across both: round 6's helan); more columns are a grid of thumbnails (ours).
MAX_STACK_COLUMNS = 2
#: Controls across a folded stack's foot pressed to unfold it, nearest first (ours).
MAX_UNFOLD_PRESSES = 2
#: At least this share of a stack's items have a caption of their own: a stack of bare
#: pictures may be an article's illustrations (ours; round 3's tianshan has one empty).
MIN_CAPTIONED = 0.5
#: The grid spec's picture source for "the picture as shown" (no attribute names it).
SHOWN = "shown"
#: How far each step of :func:`read_stack`'s scroll goes (a share of the window) and how
#: long it waits there for a lazy picture's observer (ours: one frame and a decode).
SCROLL_STEP = 0.8
SCROLL_WAIT_MS = 120
#: A page longer than this many windows is not scrolled through (ours: 60 pictures).
MAX_SCROLL_STEPS = 60


def _stacked(items: tuple[GridItem, ...]) -> bool:
    """Every picture large, in one column or two, each below the one before it in its
    column (one per row)."""
    columns: list[list[GridItem]] = []
    for item in items:
        column = next(
            (c for c in columns if abs(c[0].box[0] - item.box[0]) <= COLUMN_SLACK_PX), None
        )
        if column is None:
            columns.append([item])
        else:
            column.append(item)
    if len(columns) > MAX_STACK_COLUMNS:
        return False
    for before, item in (pair for column in columns for pair in pairwise(column)):
        if item.box[1] < before.box[1] + before.box[3] - ROW_OVERLAP_PX:
            return False
    return all(item.box[2] * item.box[3] >= STACK_MIN_AREA for item in items)


@dataclass(frozen=True, slots=True)
class Stacked:
    """A stack found on the page: its group, where its pictures and captions are, and the
    control pressed to unfold it (None: it was not folded)."""

    grid: Grid
    spec: GridSpec
    unfold: str | None = None


def stack_of(grids: list[Grid]) -> Grid | None:
    """The group laid out as a stack: three large pictures or more, one per row, mostly not
    links to other pages nor cells holding links (a list of stories with their pictures:
    zh_gne's gamersky), with an XPath for its items; the one with most items."""
    fit = [
        g
        for g in grids
        if g.items
        and len(g.entries) >= MIN_GRID_ITEMS
        and sum(e.page or e.links for e in g.entries) <= MAX_PAGE_LINKS * len(g.entries)
        and _stacked(g.entries)
    ]
    return max(fit, key=lambda g: len(g.entries), default=None)


def _picture(item: GridItem, source: str) -> str:
    """The item's picture under ``source``: an attribute's picture, else the one shown (a
    lazy picture already in view shows what its attribute names, which grid.js omits)."""
    return item.thumb if source == SHOWN else item.large.get(source, item.thumb)


def _caption(item: GridItem, source: str) -> str:
    return " ".join(clean_caption(item.captions.get(source, ""))[0].split())


def stack_spec(grid: Grid) -> GridSpec | None:
    """Where ``grid``'s pictures and captions are, or None when its pictures are not all
    named and distinct (lazy ones not loaded yet) or too few have captions.

    Pictures: the source most items name (a link to the picture, an attribute; a lazy
    picture in view shows it already), else the pictures as shown. Captions: the source
    giving most items a caption of their own, the cell's text before attributes."""
    if not grid.items:
        return None
    n = len(grid.entries)
    named = Counter(src for e in grid.entries for src in e.large)
    sources = [src for src, count in named.most_common() if count * 2 >= n] + [SHOWN]
    large = next(
        (src for src in sources if len({p for e in grid.entries if (p := _picture(e, src))}) == n),
        None,
    )
    if large is None:
        return None
    captions = sorted(
        {src for e in grid.entries for src in e.captions}, key=lambda s: (s != "text", s)
    )
    best, best_count = "", 0
    for source in captions:
        texts = [_caption(e, source) for e in grid.entries]
        count = len({t for t in texts if t})
        if count > best_count:
            best, best_count = source, count
    if best_count < MIN_CAPTIONED * n:
        return None
    return GridSpec(grid.items, large, best)


def slides_from_stack(grid: Grid, spec: GridSpec) -> list[Slide] | None:
    """The gallery the stack shows under ``spec``; None when the page is not laid out as
    the spec says (another group, pictures not all named)."""
    if len(grid.entries) < MIN_GRID_ITEMS or not _stacked(grid.entries):
        return None
    pictures = [_picture(e, spec.large) for e in grid.entries]
    if len(set(pictures)) != len(pictures) or not all(pictures):
        return None
    slides = []
    for i, (entry, picture) in enumerate(zip(grid.entries, pictures, strict=True), start=1):
        caption, credit = clean_caption(entry.captions.get(spec.caption, ""))
        slides.append(
            Slide(i, picture, file_name_caption(" ".join(caption.split()), picture), credit)
        )
    return slides


async def scroll_through(view: GalleryView) -> None:
    """Scroll the page down a window at a time to its end and back to the top, as a reader
    would, so that pictures loaded on sight are loaded; then let it settle."""
    page = view.tab.page
    for _ in range(MAX_SCROLL_STEPS):
        moved = await page.evaluate(
            """(step) => { const y = scrollY; scrollBy(0, innerHeight * step);
                return scrollY > y; }""",
            SCROLL_STEP,
        )
        await page.wait_for_timeout(SCROLL_WAIT_MS)
        if not moved:
            break
    await page.evaluate("() => scrollTo(0, 0)")
    await view.tab.settle()
    view.fresh = None  # the page is no longer in its starting state


async def unfold(view: GalleryView, grid: Grid, url: str) -> str | None:
    """Where ``grid`` is shown in part (``fold.js``: its box cuts it off, or a control at
    its foot loads the rest), press the controls across the box's foot, nearest first,
    until one shows more of it: more items, or a box that no longer cuts them off. That
    control's XPath, or None (nothing to unfold, or nothing unfolded it: the page at
    ``url`` is loaded afresh after each press that did not)."""
    if not grid.items:
        return None
    fold = checked("fold", await evaluate(view.tab, "fold", grid.items))
    if not fold["controls"]:
        return None
    # the items the group's XPath finds now, those the box cuts off included
    held = await _items(view, grid.items)
    for xpath in fold["controls"][:MAX_UNFOLD_PRESSES]:
        if await view.tab.press(xpath) and await _shows_more(view, grid.items, held, fold):
            return xpath
        await view.goto(url)
    return None


async def _items(view: GalleryView, items: str) -> int:
    """How many items the group's XPath finds, shown or cut off."""
    grids = await read_grids(view, items)
    return len(grids[0].entries) if grids else 0


async def _shows_more(view: GalleryView, items: str, held: int, fold: FoldResult) -> bool:
    """Whether the page shows more of the group at ``items`` than before a press: more
    items than the ``held`` ones, or a box that cut them off (``fold``) no longer doing so."""
    after = await _items(view, items)
    if not after:
        return False
    if after > held:
        return True
    return (
        fold["clipped"] and not checked("fold", await evaluate(view.tab, "fold", items))["clipped"]
    )


async def read_known_stack(
    view: GalleryView, spec: GridSpec, unfold: str | None = None
) -> list[Slide] | None:
    """The stack a template's ``spec`` names on the page loaded (``unfold`` pressed first
    where the page has it), scrolled through once when its pictures are not all named
    yet; None when the page has no such stack."""
    if unfold is not None:
        await view.tab.press(unfold)
    for scrolled in (False, True):
        if scrolled:
            await scroll_through(view)
        grids = await read_grids(view, spec.items)
        slides = slides_from_stack(grids[0], spec) if grids else None
        if slides or not grids:
            return slides
    return None


async def read_stack(view: GalleryView, url: str, *, folded: bool = False) -> Stacked | None:
    """The page at ``url``'s stack, unfolded where it is folded, and its spec, scrolling
    the page through once when its pictures are not all named yet; None when the page
    has no stack (``folded``: no folded one, as an article's illustrations are not)."""
    stack = stack_of(await read_grids(view))
    if stack is None:
        return None
    opened = await unfold(view, stack, url)
    if folded and opened is None:
        return None
    if opened is not None:
        stack = stack_of(await read_grids(view, stack.items))
    spec = stack_spec(stack) if stack is not None else None
    if stack is not None and spec is None:
        await scroll_through(view)
        stack = stack_of(await read_grids(view, stack.items))
        spec = stack_spec(stack) if stack is not None else None
    return Stacked(stack, spec, opened) if stack is not None and spec is not None else None
