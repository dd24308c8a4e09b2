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

import types
import typing
from collections.abc import Callable
from functools import cache
from importlib.resources import files
from typing import Any, Literal, TypedDict, overload

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
    "script",
]


@cache
def script(name: str) -> str:
    """The text of one of the page scripts in ``harvester/browser/js``."""
    return files("harvester.browser").joinpath("js", f"{name}.js").read_text(encoding="utf-8")


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
#: ``fold.js``: the controls that may unfold a folded stack, nearest first (none: unfolded).
FoldResult = list[str]
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


class _Mismatch(Exception):
    """Where (keys and indexes, innermost first) and what did not match."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message
        self.path: list[str] = []

    def describe(self) -> str:
        where = "".join(reversed(self.path)).lstrip(".")
        return f"{where}: {self.message}" if where else self.message


_Check = Callable[[object], None]

#: JSON values as Playwright hands them over: a whole number is an int (a JS 3.0 too)
_SCALARS: dict[Any, tuple[type, ...]] = {
    str: (str,),
    bool: (bool,),
    int: (int,),
    float: (int, float),
    type(None): (type(None),),
}
_JSON_NAMES = {str: "string", bool: "boolean", int: "integer", float: "number", list: "array"}


def _json_name(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "object"
    return _JSON_NAMES.get(type(value), type(value).__name__)


def _type_name(tp: Any) -> str:
    if tp is type(None):
        return "null"
    if typing.is_typeddict(tp):
        return f"object ({tp.__name__})"
    if isinstance(tp, type) and tp in _JSON_NAMES:
        return _JSON_NAMES[tp]
    origin = typing.get_origin(tp)
    if origin is list:
        return f"array of {_type_name(typing.get_args(tp)[0])}"
    if origin in (types.UnionType, typing.Union):
        return " or ".join(_type_name(t) for t in typing.get_args(tp))
    return str(tp)


def _compile(tp: Any) -> _Check:
    """A function that raises :class:`_Mismatch` where ``value`` is not of type ``tp``."""
    if tp in _SCALARS:
        accepted = _SCALARS[tp]
        expected = _type_name(tp)

        def scalar(value: object) -> None:
            if type(value) not in accepted:
                raise _Mismatch(f"expected {expected}, got {_json_name(value)}")

        return scalar
    if typing.is_typeddict(tp):
        return _compile_typeddict(tp)
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin is list:
        item = _compile(args[0])

        def array(value: object) -> None:
            if type(value) is not list:
                raise _Mismatch(f"expected {_type_name(tp)}, got {_json_name(value)}")
            for i, element in enumerate(value):
                try:
                    item(element)
                except _Mismatch as bad:
                    bad.path.append(f"[{i}]")
                    raise

        return array
    if origin is dict and args[0] is str:
        entry = _compile(args[1])

        def mapping(value: object) -> None:
            if type(value) is not dict:
                raise _Mismatch(f"expected {_type_name(tp)}, got {_json_name(value)}")
            for key, element in value.items():
                try:
                    entry(element)
                except _Mismatch as bad:
                    bad.path.append(f"[{key!r}]")
                    raise

        return mapping
    if origin in (types.UnionType, typing.Union):
        nullable = type(None) in args
        rest = [a for a in args if a is not type(None)]
        if len(rest) != 1:
            raise TypeError(f"only X | None unions are checked, not {tp}")
        inner = _compile(rest[0])

        def optional(value: object) -> None:
            if value is None and nullable:
                return
            try:
                inner(value)
            except _Mismatch as bad:
                if bad.path:  # a mismatch inside the value: its own message says more
                    raise
                raise _Mismatch(f"expected {_type_name(tp)}, got {_json_name(value)}") from None

        return optional
    raise TypeError(f"no check for {tp!r}")


def _scalar_types(tp: Any) -> tuple[type, ...] | None:
    """The Python types a scalar (or nullable scalar) JSON value of type ``tp`` may have;
    None for an array or an object."""
    if tp in _SCALARS:
        return _SCALARS[tp]
    if typing.get_origin(tp) in (types.UnionType, typing.Union):
        parts = [_scalar_types(t) for t in typing.get_args(tp)]
        if all(p is not None for p in parts):
            return tuple(t for p in parts if p is not None for t in p)
    return None


def _compile_typeddict(tp: Any) -> _Check:
    hints = typing.get_type_hints(tp)
    # (key, the types of a scalar value or None, its check): a scalar is checked inline
    required = [
        (k, _scalar_types(hints[k]), _compile(hints[k])) for k in hints if k in tp.__required_keys__
    ]
    optional = {k: _compile(hints[k]) for k in hints if k in tp.__optional_keys__}
    known = frozenset(hints)
    name = _type_name(tp)

    def record(value: object) -> None:
        if type(value) is not dict:
            raise _Mismatch(f"expected {name}, got {_json_name(value)}")
        for key, scalar, check in required:
            if key not in value:
                raise _Mismatch(f"missing key {key!r}")
            item = value[key]
            if scalar is not None and type(item) in scalar:
                continue
            try:
                check(item)
            except _Mismatch as bad:
                bad.path.append(f".{key}")
                raise
        if len(value) != len(required):
            for key in value:
                if key not in known:
                    raise _Mismatch(f"unexpected key {key!r}")
                if key in optional:
                    try:
                        optional[key](value[key])
                    except _Mismatch as bad:
                        bad.path.append(f".{key}")
                        raise

    return record


_CHECKS: dict[str, _Check] = {name: _compile(tp) for name, tp in RESULTS.items()}


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
def checked(name: Literal["watch", "fold"], value: object) -> list[str]: ...
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
    except _Mismatch as bad:
        raise ScriptContractError(f"{name}.js: {bad.describe()}") from None
    return value
