"""The page scripts in ``harvester/browser/js``, read once each, and what each returns.

Every script's result has a type here, named after the script (``state.js`` returns a
:class:`StateResult`, ``candidates.js`` a :data:`CandidatesResult`…), and every reader of a
result passes it through :func:`checked` first: a key missing, a key the type does not
know, or a value of the wrong JSON type raises :class:`ScriptContractError` naming the
script and the key, instead of turning silently into a 0 or a None downstream. Keys whose
value may be ``null`` are typed ``X | None`` (no script leaves a key out: one that may be
absent would be ``NotRequired[X]``).

The page scripts that read the vocabulary's patterns (``state``, ``candidates``,
``overlay``) answer ``{"patternErrors": [...]}`` when ``init.js`` could not compile one of
them; :func:`checked` raises on that too: a pattern JavaScript cannot read never just
matches nothing.

No ``from __future__ import annotations``: Python 3.11 reads ``NotRequired`` from real ones.
"""

from functools import cache
from importlib.resources import files
from typing import Any, Literal, TypedDict, overload

from harvester.browser.contract import Check, Mismatch, compile_check

__all__ = [
    "PATTERN_ERRORS",
    "RESULTS",
    "CandidateResult",
    "CandidatesResult",
    "CaptionResult",
    "CounterResult",
    "DispatchResult",
    "FoldResult",
    "FrameResult",
    "GridEntryResult",
    "GridResult",
    "GridsResult",
    "IgnoreResult",
    "MovedResult",
    "OverlayResult",
    "PagerResult",
    "PointResult",
    "QuietResult",
    "RectResult",
    "ScriptContractError",
    "StateResult",
    "TextsResult",
    "WatchResult",
    "WithinResult",
    "checked",
    "guarded",
    "script",
]


@cache
def script(name: str) -> str:
    """The text of one of the page scripts in ``harvester/browser/js``."""
    return files("harvester.browser").joinpath("js", f"{name}.js").read_text(encoding="utf-8")


@cache
def guarded(name: str) -> str:
    """The page script ``name`` as a function that runs it through ``hv.run`` and answers
    JSON text (with the page's JSON where ``pristine.js`` is not installed: a frame the
    init scripts did not reach)."""
    return (
        "(arg) => { const f = (\n" + script(name) + "\n); const hv = window.__hv;"
        " return hv && hv.run ? hv.run(f, arg) : JSON.stringify(f(arg)); }"
    )


class ScriptContractError(Exception):
    """A page script's result is not what its type here says, or the page could not
    compile the vocabulary's patterns: a bug of ours, never a page's doing."""


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
    imageXpath: str | None
    imageArea: float
    imageRect: RectResult | None
    #: the picture sits in a layer over the page (a viewer): captions were read inside it
    layer: bool
    #: pictures in the track or stack the picture is one of (itself included), 0: none
    track: int
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


class QuietResult(TypedDict):
    """What ``quiet.js`` returns: how still the page is."""

    #: milliseconds since the last counted DOM mutation
    stillMs: float
    #: shown pictures still loading
    loading: int
    #: animations still running
    running: int
    #: timers a press set going, still to fire
    pending: int


class FoldResult(TypedDict):
    """What ``fold.js`` returns about a stack shown in part."""

    #: its box cuts it off (it holds more than it shows)
    clipped: bool
    #: the controls across the box's foot that may show the rest, nearest first
    controls: list[str]


class PointResult(TypedDict):
    """Where a mouse would hit the element (window coordinates, CSS px)."""

    x: float
    y: float


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


#: ``dispatch.js``: whether the element was there to press.
DispatchResult = bool
#: ``ignore.js``: how many elements the page now ignores.
IgnoreResult = int
#: ``moved.js``: whether the page changed since the last snapshot.
MovedResult = bool
#: ``overlay.js``: the XPath of the button that closes a sheet over the page, or None.
OverlayResult = str | None
#: ``pager.js``: the XPath of a numbered pager's next number, or None.
PagerResult = str | None
#: ``watch.js``: the DOM paths of the ignored containers.
WatchResult = list[str]
#: ``within.js``: whether one element lies inside another.
WithinResult = bool

#: Each page script's result type (``init.js`` is installed, never evaluated).
RESULTS: dict[str, Any] = {
    "state": StateResult,
    "candidates": CandidatesResult,
    "grid": GridsResult,
    "quiet": QuietResult,
    "point": PointResult | None,
    "framepoint": PointResult | None,
    "frames": FrameResult | None,
    "texts": TextsResult,
    "dispatch": DispatchResult,
    "fold": FoldResult,
    "ignore": IgnoreResult,
    "moved": MovedResult,
    "overlay": OverlayResult,
    "pager": PagerResult,
    "watch": WatchResult,
    "within": WithinResult,
}

#: The key of the answer a pattern-reading script gives when ``init.js`` could not compile
#: one of the vocabulary's patterns (``{"patternErrors": ["next: Invalid regular…"]}``).
PATTERN_ERRORS = "patternErrors"
_PATTERN_SCRIPTS = frozenset({"state", "candidates", "overlay"})


# --- the checks ------------------------------------------------------------------------------

_CHECKS: dict[str, Check] = {name: compile_check(tp) for name, tp in RESULTS.items()}


@overload
def checked(name: Literal["state"], value: object) -> StateResult: ...
@overload
def checked(name: Literal["candidates"], value: object) -> CandidatesResult: ...
@overload
def checked(name: Literal["grid"], value: object) -> GridsResult: ...
@overload
def checked(name: Literal["quiet"], value: object) -> QuietResult: ...
@overload
def checked(name: Literal["point", "framepoint"], value: object) -> PointResult | None: ...
@overload
def checked(name: Literal["frames"], value: object) -> FrameResult | None: ...
@overload
def checked(name: Literal["texts"], value: object) -> TextsResult: ...
@overload
def checked(name: Literal["dispatch", "moved", "within"], value: object) -> bool: ...
@overload
def checked(name: Literal["ignore"], value: object) -> int: ...
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
    type :data:`RESULTS` gives it; :class:`ScriptContractError` otherwise (and when the
    page reports patterns that did not compile). Costs one pass over the value."""
    check = _CHECKS.get(name)
    if check is None:
        raise ScriptContractError(f"{name}.js: no such page script returns a result")
    if type(value) is dict and PATTERN_ERRORS in value and name in _PATTERN_SCRIPTS:
        errors = "; ".join(map(str, value[PATTERN_ERRORS] or ()))
        raise ScriptContractError(
            f"{name}.js: init.js could not compile the vocabulary's patterns: {errors}"
        )
    try:
        check(value)
    except Mismatch as bad:
        raise ScriptContractError(f"{name}.js: {bad.describe()}") from None
    return value
