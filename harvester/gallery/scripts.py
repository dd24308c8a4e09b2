"""The gallery stage's page scripts (``harvester/gallery/js``) and what each one returns.

Every script's result has a type here, named after the script (``state.js`` returns a
:class:`StateResult`, ``candidates.js`` a :data:`CandidatesResult`…), and every reader of a
result passes it through :func:`checked` first: a key missing, a key the type does not
know, or a value of the wrong JSON type raises
:class:`~harvester.browser.scripts.ScriptContractError` naming the script and the key,
instead of turning silently into a 0 or a None downstream. Keys whose value may be ``null``
are typed ``X | None``. The scripts run in a tab through :func:`evaluate`, with the browser's
page runtime (``harvester/browser/js/init.js``) and the vocabulary's patterns installed
(:data:`harvester.gallery.view.INIT_SCRIPTS`).

The scripts that read the vocabulary's patterns (``state``, ``candidates``, ``overlay``)
answer ``{"patternErrors": [...]}`` when ``init.js`` could not compile one of them;
:func:`checked` raises on that too: a pattern JavaScript cannot read never just matches
nothing.

No ``from __future__ import annotations``: Python 3.11 reads ``NotRequired`` from real ones.
"""

from typing import Any, Literal, TypedDict, overload

from harvester.browser.scripts import ScriptSet
from harvester.browser.tab import Tab

__all__ = [
    "RESULTS",
    "SCRIPTS",
    "CandidateResult",
    "CandidatesResult",
    "CaptionResult",
    "CounterResult",
    "FoldResult",
    "FrameResult",
    "GridEntryResult",
    "GridResult",
    "GridsResult",
    "IgnoreResult",
    "IndexLink",
    "IndexResult",
    "MobileResult",
    "MovedResult",
    "NearbyResult",
    "OverlayResult",
    "PagerResult",
    "RectResult",
    "StateResult",
    "TextsResult",
    "WatchResult",
    "WithinResult",
    "checked",
    "evaluate",
]

GalleryScript = Literal[
    "state",
    "mobile",
    "candidates",
    "grid",
    "frames",
    "texts",
    "fold",
    "ignore",
    "moved",
    "overlay",
    "pager",
    "index",
    "watch",
    "within",
]


# --- state.js -----------------------------------------------------------------------------


class CounterResult(TypedDict):
    """The slide counter: picture ``n`` of ``total``."""

    n: int
    total: int


class RectResult(TypedDict):
    """The main picture's box in the window (CSS px)."""

    left: float
    top: float
    width: float
    height: float


class CaptionResult(TypedDict):
    """A text block near the picture (the gallery stage reads it as a ``Block``)."""

    #: its positional DOM path
    key: str
    #: its DOM text, lines joined with newlines
    text: str
    #: rewritten by the page since the previous snapshot
    touched: bool
    #: an XPath anchored on ids and classes, when one is unique
    xpath: str | None
    #: levels above the picture to the nearest container holding both (99: none)
    near: int


class NearbyResult(TypedDict):
    """A text block in the band just outside the caption region: never a caption."""

    #: its positional DOM path, as a caption's
    key: str
    #: its DOM text, as a caption's
    text: str


class StateResult(TypedDict):
    """What ``state.js`` returns: a snapshot of what a reader sees."""

    url: str
    doc: str
    title: str
    headline: str | None
    text: str
    image: str | None
    #: the picture's alt, title or aria-label (the first given), or None
    imageAlt: str | None
    imageXpath: str | None
    imageArea: float
    imageRect: RectResult | None
    #: the picture sits in a layer over the page (a viewer): captions were read inside it
    layer: bool
    #: pictures in the track or stack the picture is one of (itself included), 0: none
    track: int
    #: the pictures of that track in reading order (a loop's clones included), [] for none
    trackOrder: list[str]
    #: an XPath to the pictures of the track of the largest shown picture in one, or None
    trackPictures: str | None
    counter: CounterResult | None
    #: how far (px) the counter is from the picture; null without a counter
    counterDistance: float | None
    captions: list[CaptionResult]
    #: the blocks of a band as deep again around the caption region (none with ``content``)
    around: list[NearbyResult]
    visibleImages: int
    thumbnails: int
    slideData: bool
    textChars: int
    paragraphChars: int
    #: how many of those long paragraphs stand before, and after, the main picture
    paragraphsBefore: int
    paragraphsAfter: int
    #: sentence paragraphs standing beside the best block of the page (a picture's, a
    #: framed player's), before and after it, and their Han characters
    proseBefore: int
    proseAfter: int
    proseChars: int
    pager: str | None


# --- candidates.js ------------------------------------------------------------------------


class CandidateResult(TypedDict):
    """One element that might be the gallery's "next" control."""

    tag: str
    #: id, class, title, aria-label… joined by spaces
    words: str
    #: its visible text, at most 40 characters
    text: str
    href: str
    target: str
    pointer: bool
    overRight: bool
    beside: bool
    #: it is the main picture itself
    picture: bool
    distance: float
    width: float
    height: float
    disabled: bool
    #: an anchored XPath, when the element has one
    xpath: str | None


CandidatesResult = list[CandidateResult]  # what ``candidates.js`` returns


# --- grid.js ------------------------------------------------------------------------------


class GridEntryResult(TypedDict):
    """One item of a thumbnail group: its thumbnail, the large pictures and captions its
    markup names (by source: ``href``, ``attr:data-src@item``, ``text``…)."""

    xpath: str | None
    thumb: str
    large: dict[str, str]
    captions: dict[str, str]
    #: the item links to another page
    page: bool
    #: its cell holds a link of its own, not to a picture file
    links: bool
    #: its thumbnail's area (CSS px²)
    area: float
    #: its thumbnail's box on the page: left, top, width, height (CSS px)
    box: list[float]


class GridResult(TypedDict):
    """A group of like thumbnails, and one XPath finding exactly its items (or None)."""

    items: str | None
    entries: list[GridEntryResult]


GridsResult = list[GridResult]  # what ``grid.js`` returns


# --- the small scripts ---------------------------------------------------------------------


class FoldResult(TypedDict):
    """What ``fold.js`` returns about a stack shown in part."""

    #: its box cuts it off (it holds more than it shows)
    clipped: bool
    #: the controls across the box's foot that may show the rest, nearest first
    controls: list[str]


class FrameResult(TypedDict):
    """What ``frames.js`` returns: the largest same-origin frame showing a picture, the
    XPath of its ``<iframe>`` in the page and its area on screen (CSS px²)."""

    xpath: str
    area: float


class TextsResult(TypedDict):
    """What ``texts.js`` returns: the page's data texts, by where they are."""

    script: list[str]
    textarea: list[str]
    attribute: list[str]


#: ``ignore.js``: how many elements the page now ignores.
IgnoreResult = int
#: ``moved.js``: whether the page changed since the last snapshot.
MovedResult = bool


class MobileResult(TypedDict):
    """``mobile.js``: what says the page was made for a phone."""

    #: the content of ``<meta name="viewport">``, or None without one
    viewport: str | None
    #: px: the widest element a reader sees in the layout's first three levels
    column: float
    #: px: the window's width
    window: float


#: ``overlay.js``: the XPath of the button that closes a sheet over the page, or None.
OverlayResult = str | None
#: ``pager.js``: the XPath of a numbered pager's next number, or None.
PagerResult = str | None


class IndexLink(TypedDict):
    """``index.js``: one link around a picture of an index of pages, and its item's text."""

    href: str
    caption: str


IndexResult = list[IndexLink]
#: ``watch.js``: the DOM paths of the ignored containers.
WatchResult = list[str]
#: ``within.js``: whether one element lies inside another.
WithinResult = bool

#: Each of the gallery's page scripts' result type.
RESULTS: dict[str, Any] = {
    "state": StateResult,
    "candidates": CandidatesResult,
    "grid": GridsResult,
    "frames": FrameResult | None,
    "texts": TextsResult,
    "fold": FoldResult,
    "ignore": IgnoreResult,
    "moved": MovedResult,
    "mobile": MobileResult,
    "overlay": OverlayResult,
    "pager": PagerResult,
    "index": IndexResult,
    "watch": WatchResult,
    "within": WithinResult,
}

#: The gallery's page scripts, their types, and which read the vocabulary's patterns.
SCRIPTS = ScriptSet(
    "harvester.gallery", RESULTS, patterns=frozenset({"state", "candidates", "overlay"})
)


async def evaluate(tab: Tab, name: GalleryScript, arg: Any = None) -> Any:
    """Run the page script ``name`` in ``tab`` (in the frame it reads, bounded as every
    page script is); its JSON answer, not yet checked."""
    return await tab.run(SCRIPTS.source(name), arg)


@overload
def checked(name: Literal["state"], value: object) -> StateResult: ...
@overload
def checked(name: Literal["candidates"], value: object) -> CandidatesResult: ...
@overload
def checked(name: Literal["grid"], value: object) -> GridsResult: ...
@overload
def checked(name: Literal["frames"], value: object) -> FrameResult | None: ...
@overload
def checked(name: Literal["texts"], value: object) -> TextsResult: ...
@overload
def checked(name: Literal["moved", "within"], value: object) -> bool: ...
@overload
def checked(name: Literal["ignore"], value: object) -> int: ...
@overload
def checked(name: Literal["mobile"], value: object) -> MobileResult: ...
@overload
def checked(name: Literal["index"], value: object) -> IndexResult: ...
@overload
def checked(name: Literal["overlay", "pager"], value: object) -> str | None: ...
@overload
def checked(name: Literal["watch"], value: object) -> list[str]: ...
@overload
def checked(name: Literal["fold"], value: object) -> FoldResult: ...
@overload
def checked(name: str, value: object) -> Any: ...
def checked(name: str, value: object) -> Any:
    """``value``, the result of the page script ``name``, once it is known to be of the
    type :data:`RESULTS` gives it (:meth:`~harvester.browser.scripts.ScriptSet.check`)."""
    return SCRIPTS.check(name, value)
