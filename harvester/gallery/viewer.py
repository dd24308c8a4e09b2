"""Lightbox galleries: a grid of thumbnails whose large pictures show in a viewer.

Many galleries (and many articles' inline pictures) are a grid, list or row of thumbnails;
a click on one opens a viewer, a layer over the page with one large picture, its caption
and the viewer's own next control. The large pictures appear only there. So:

1. ``js/grid.js`` lists the page's groups of like thumbnails; :func:`viewer_grid` picks the
   one that may open a viewer (three items or more, not links to other pages).
2. :func:`open_viewer` clicks its first item. The viewer is open when the address stayed,
   no window opened and a picture well larger than the thumbnail now shows in a layer
   over the page. The click's XPath (:attr:`Grid.opener`) is then pressed after every load
   of the page, so probing and paging start in the open viewer at picture 1, and the
   template keeps it (``opener_xpath``).
3. Once the viewer's walk is done, :func:`confirm_grid` checks whether the grid itself
   named every large picture and caption the viewer showed, in order; if it did, the
   template keeps that (:class:`GridSpec`) and the site's later galleries are read from
   the grid with :func:`slides_from_grid`, at one page load and no click.

Everything here but :func:`read_grids` and :func:`open_viewer` is pure.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from urllib.parse import urldefrag

from harvester.gallery.discover import snapshot
from harvester.gallery.scripts import GridsResult, checked, evaluate
from harvester.gallery.slides import Slide, clean_caption, file_name_caption
from harvester.gallery.view import GalleryView

#: A grid has at least this many items (ours: the thumbnail strip rule of
#: :mod:`harvester.gallery.classify`, three in a row).
MIN_GRID_ITEMS = 3
#: A viewer shows a picture at least this many times the thumbnail's area, and at least
#: this big (ours: lightbox viewers fill most of the window; a hover zoom or a "selected"
#: frame grows a thumbnail by far less).
VIEWER_GROWTH = 2.5
VIEWER_MIN_AREA = 300.0 * 200.0
#: A viewer that opens slowly (it loads its large picture first, then fades in; on a busy
#: CPU later still) is looked for this long after the click (ours: the lightbox libraries
#: of testbeds/libraries/ open within 0.3-0.8 s on a quiet machine).
VIEWER_WAIT_S = 1.5
VIEWER_POLL_S = 0.25
#: More than this share of a group's items linking to other pages makes it a list of
#: links (相关图集, a news list), not a grid that opens a viewer.
MAX_PAGE_LINKS = 0.5


@dataclass(frozen=True, slots=True)
class GridItem:
    """One thumbnail: where it is, what it shows, what its markup names."""

    xpath: str | None
    thumb: str
    large: dict[str, str]
    captions: dict[str, str]
    page: bool = False
    area: float = 0.0
    #: its picture's box on the page: left, top, width, height
    box: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    #: its cell holds a link of its own, not to a picture file (a teaser's)
    links: bool = False


@dataclass(frozen=True, slots=True)
class Grid:
    """A group of like thumbnails, in page order."""

    items: str | None
    entries: tuple[GridItem, ...]

    @property
    def opener(self) -> str | None:
        """The XPath that presses the first item (on this page and the site's others)."""
        if self.items:
            return f"({self.items})[1]"
        return self.entries[0].xpath if self.entries else None

    def large_sources(self) -> list[str]:
        """The sources (``href``, ``attr:data-src@item``…) every item names a picture in."""
        if not self.entries:
            return []
        common = set(self.entries[0].large)
        for entry in self.entries[1:]:
            common &= set(entry.large)
        return sorted(common, key=lambda s: (s != "href", s))


@dataclass(frozen=True, slots=True)
class GridSpec:
    """How a site's grid names its gallery: the items' XPath, the source of the large
    pictures, the source of the captions (``""``: the gallery has none)."""

    items: str
    large: str
    caption: str

    def to_json(self) -> str:
        return json.dumps({"items": self.items, "large": self.large, "caption": self.caption})

    @classmethod
    def from_json(cls, text: str | None) -> GridSpec | None:
        """The spec a template stored, or None (none stored, or not one of ours)."""
        try:
            data = json.loads(text or "")
            return cls(str(data["items"]), str(data["large"]), str(data["caption"]))
        except (ValueError, KeyError, TypeError):
            return None


def grids_from(result: GridsResult) -> list[Grid]:
    """``grid.js``'s groups as :class:`Grid` objects."""
    return [
        Grid(
            group["items"],
            tuple(
                GridItem(
                    e["xpath"],
                    e["thumb"],
                    e["large"],
                    e["captions"],
                    e["page"],
                    e["area"],
                    (e["box"][0], e["box"][1], e["box"][2], e["box"][3]),
                    e["links"],
                )
                for e in group["entries"]
            ),
        )
        for group in result
    ]


def viewer_grid(grids: list[Grid]) -> Grid | None:
    """The group most likely to open a viewer: three items or more, mostly not links to
    other pages; those naming their large pictures first, then the biggest, then the one
    with the largest thumbnails."""
    fit = [
        g
        for g in grids
        if len(g.entries) >= MIN_GRID_ITEMS
        and sum(e.page for e in g.entries) <= MAX_PAGE_LINKS * len(g.entries)
        and g.opener
    ]
    if not fit:
        return None
    return max(
        fit,
        key=lambda g: (
            bool(g.large_sources()),
            len(g.entries),
            sum(e.area for e in g.entries) / len(g.entries),
        ),
    )


def _norm(text: str) -> str:
    return " ".join(text.split())


def _caption_of(item: GridItem, source: str, picture: str) -> str:
    return file_name_caption(_norm(clean_caption(item.captions.get(source, ""))[0]), picture)


def confirm_grid(grid: Grid, slides: list[Slide]) -> GridSpec | None:
    """The spec under which ``grid`` names exactly the viewer's ``slides`` (pictures in
    order, each caption equal), or None when it does not (captions only in the viewer,
    pictures only in a script, another count)."""
    if not grid.items or len(grid.entries) != len(slides) or len(slides) < 2:
        return None
    images = [s.image for s in slides]
    large = next(
        (src for src in grid.large_sources() if [e.large[src] for e in grid.entries] == images),
        None,
    )
    if large is None:
        return None
    captions = [_norm(s.caption) for s in slides]
    if not any(captions):
        return GridSpec(grid.items, large, "")
    sources = sorted({src for e in grid.entries for src in e.captions})
    for source in sources:
        if [
            _caption_of(e, source, p) for e, p in zip(grid.entries, images, strict=True)
        ] == captions:
            return GridSpec(grid.items, large, source)
    return None


def slides_from_grid(grid: Grid, spec: GridSpec) -> list[Slide] | None:
    """The gallery as the grid names it under ``spec``; None when an item lacks the large
    picture's source (the page is not laid out as the template says)."""
    if len(grid.entries) < 2 or any(spec.large not in e.large for e in grid.entries):
        return None
    slides = []
    for i, entry in enumerate(grid.entries, start=1):
        caption, credit = clean_caption(entry.captions.get(spec.caption, ""))
        picture = entry.large[spec.large]
        slides.append(Slide(i, picture, file_name_caption(caption, picture), credit))
    return slides


async def read_grids(view: GalleryView, items: str | None = None) -> list[Grid]:
    """The page's thumbnail groups (``items``: only the group that XPath finds)."""
    return grids_from(checked("grid", await evaluate(view.tab, "grid", items)))


def may_open_viewer(grid: Grid | None, image_area: float) -> bool:
    """Whether a click on ``grid`` is worth trying: its items name their large pictures
    (an ad beside the grid may be the page's largest picture: round 4's smartphoto and
    swipebox), or the page's largest picture is one of its thumbnails (no picture bigger
    than them shows: a slider's stage does). A click that opens no viewer is undone."""
    if grid is None or not grid.opener:
        return False
    return bool(grid.large_sources()) or image_area <= VIEWER_GROWTH * max(
        e.area for e in grid.entries
    )


async def open_viewer(view: GalleryView, grid: Grid) -> bool:
    """Click the grid's first item on the page shown; True when that opened a viewer (see
    the module). A click that did anything else leaves the page pressed: the next
    :meth:`~harvester.gallery.view.GalleryView.load` loads it afresh (an article that goes
    on to nothing else is not loaded again)."""
    opener = grid.opener
    if opener is None:
        return False
    tab = view.tab
    before = await snapshot(view)
    popups, held = tab.popups, len(tab.held_back)
    thumb = max(grid.entries[0].area, 1.0)
    if await tab.press(opener):
        waited = 0.0
        while True:
            if tab.popups > popups or len(tab.held_back) > held:
                break  # the click opened a window, or a load held back: a link, not a viewer
            after = await snapshot(view)
            if urldefrag(after.url)[0] != urldefrag(before.url)[0] or after.doc != before.doc:
                break  # the click left the page: a link, not a viewer
            if (
                after.image
                and after.image != grid.entries[0].thumb
                and after.image_area >= max(VIEWER_GROWTH * thumb, VIEWER_MIN_AREA)
                and after.layer
            ):
                return True
            if waited >= VIEWER_WAIT_S:
                break
            await tab.page.wait_for_timeout(VIEWER_POLL_S * 1000)
            waited += VIEWER_POLL_S
            await tab.settle()
    return False
