"""Parsing HTML to a tree, removing what readers never see, and laying text out in lines.

Every traversal here is iterative, so a pathologically deep document cannot exhaust
Python's recursion limit; libxml2 itself stops at a depth of 2,048 elements (with
``huge_tree``) and drops what lies deeper, which :func:`parse_html` reports as
``truncated`` rather than hiding.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cache, lru_cache
from itertools import chain

import lxml.html
from lxml import etree
from lxml.html import HtmlElement

from harvester.extraction.panels import accordion_panels
from harvester.extraction.styles import hidden_by_stylesheet
from harvester.extraction.xpaths import (
    BLOCK_TAGS,
    JUNK_TAGS,
    MAYBE_CANDIDATE_RE,
    UNLIKELY_RE,
)

#: Largest share of a page's text that an "unlikely" element may hold and still be removed.
UNLIKELY_MAX_SHARE = 0.3

#: Never removed for their class names: the page itself, and inline elements (a syntax
#: highlighter's ``span.hljs-comment`` is code, not a comment box).
_NEVER_UNLIKELY = frozenset(
    {"html", "body", "article", "main", "span", "a", "b", "i", "em", "strong", "font"}
    | {"code", "pre", "small", "sup", "sub"}
)

#: Every white space but the line break (kept for <pre>), and the zero-width characters.
_SPACE_RE = re.compile(r"(?:[^\S\n]|[\u200b\u200c\u200d\u2060\ufeff])+")
_ZERO_WIDTH_RE = re.compile(r"[\u200b\u200c\u200d\u2060\ufeff]")


class EmptyDocument(ValueError):
    """The input holds no HTML at all."""


@dataclass(frozen=True, slots=True)
class Parsed:
    """A parsed page and whether the parser had to drop part of it.

    ``elements`` holds the Python object of every element the parser made, for as long
    as the page is read: lxml makes an element's object anew at each visit when nobody
    holds it, and frees it after; the extractor walks the page a dozen times (kept, a
    walk costs half, measured on wcxb_dev)."""

    root: HtmlElement
    truncated: bool
    elements: list[HtmlElement] = field(default_factory=list, repr=False)


#: Characters no XML (so no lxml text node) may hold: C0 controls but tab, newline and
#: carriage return, lone surrogates, U+FFFE and U+FFFF. A browser shows none of them.
_NOT_XML_RE = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
#: The C0 controls of :data:`_NOT_XML_RE`, as bytes (each looked for with ``memchr``).
_NOT_XML_CONTROLS = (*range(0x09), 0x0B, 0x0C, *range(0x0E, 0x20))


def _xml_safe_utf8(text: str, utf8: bytes | None = None) -> bytes:
    """``text`` in UTF-8 (what libxml2 reads natively; ``utf8`` when the caller holds
    it) without the characters of :data:`_NOT_XML_RE`, looked for first with substring
    searches (a regular expression's scan of a whole page costs more than the rest of
    parsing but lxml's own work)."""
    try:
        data = utf8 if utf8 is not None else text.encode("utf-8")  # no lone surrogate
    except UnicodeEncodeError:
        return _NOT_XML_RE.sub("", text).encode("utf-8")
    clean = not any(control in data for control in _NOT_XML_CONTROLS)
    if clean and not text.isascii():
        clean = "\ufffe" not in text and "\uffff" not in text
    return data if clean else _NOT_XML_RE.sub("", text).encode("utf-8")


#: The layout boxes a page nested too deep for the parser is read again without (a browser
#: flattens what lies past its own depth limit and still shows the text; so do we).
_LAYOUT_TAG_RE = re.compile(
    r"</?(?:div|span|font|center|section|article|main|table|tbody|tr|td|th|blockquote)\b[^>]*>",
    re.I,
)


#: The end tags of ``<body>`` and ``<html>``: an HTML5 parser (a browser's) keeps reading
#: after them into the body, libxml2 stops there; a page whose header template closes
#: both before the article comes (wcxb_dev: an HR blog's 4,900 characters) would lose it.
#: Dropped before parsing (the parser closes both at the end), from the UTF-8 bytes (a
#: case-blind scan of bytes costs half that of text, and only ASCII spaces close a tag).
_END_TAGS_RE = re.compile(rb"</(?:body|html)\s*>", re.I)
#: An XML declaration: it would name the charset of bytes already decoded.
_XML_DECL_RE = re.compile(rb"^\s*<\?xml[^>]*\?>", re.I)


def _parser_input(text: str, utf8: bytes | None = None) -> bytes:
    """What libxml2 is given for ``text``: its UTF-8 bytes (``utf8`` when given), XML-safe,
    without an XML declaration or the end tags of ``<body>`` and ``<html>``."""
    data = _xml_safe_utf8(text, utf8)
    return _XML_DECL_RE.sub(b"", _END_TAGS_RE.sub(b"", data), count=1)


def parse_html(text: str, utf8: bytes | None = None) -> Parsed:
    """Parse HTML text leniently; comments and processing instructions are dropped, and
    characters no XML text may hold (stray control bytes) with them. A page nested deeper
    than the parser goes is parsed again without its layout boxes; ``truncated`` when even
    that lost part of it. ``utf8``: the text's UTF-8 bytes, when the caller holds them
    (the page as served in UTF-8), read as they are."""
    if not text.strip():
        raise EmptyDocument("empty document")
    parsed = _parse(_parser_input(text, utf8))
    if parsed.truncated:
        flat = _parse(_parser_input(_LAYOUT_TAG_RE.sub(" ", text)))
        if not flat.truncated:
            return flat
    return parsed


#: Every element an :class:`~lxml.html.HtmlElement`, chosen in C: lxml.html's own lookup
#: (a form's own classes, an input's…) is Python code run for every element object made,
#: a quarter of the extractor's time; nothing here uses those classes.
_LOOKUP = etree.ElementDefaultClassLookup(
    element=lxml.html.HtmlElement, comment=lxml.html.HtmlComment
)


def _parse(data: bytes) -> Parsed:
    """Parse UTF-8 ``data`` (the page's own charset declaration does not apply: it was
    decoded already)."""
    parser = lxml.html.HTMLParser(  # type: ignore[call-arg]  # lxml-stubs lacks default_doctype
        remove_comments=True,
        remove_pis=True,
        huge_tree=True,
        default_doctype=False,
        collect_ids=False,  # nothing reads ids through the document's table
        encoding="utf-8",
    )
    parser.set_element_class_lookup(_LOOKUP)
    try:
        root = lxml.html.document_fromstring(data, parser=parser)
    except etree.ParserError as exc:
        raise EmptyDocument(str(exc)) from exc
    truncated = any(e.type_name == "ERR_RESOURCE_LIMIT" for e in parser.error_log)
    return Parsed(root, truncated=truncated, elements=list(root.iter()))


#: A streamed segment of React's server rendering (:func:`reveal_streamed`).
_STREAMED = etree.XPath("//div[@hidden][starts-with(@id, 'S:')]")


def clean_tree(root: HtmlElement) -> HtmlElement:
    """Remove scripts, styles, forms' widgets, navigation and hidden elements (but an
    accordion's answers: :mod:`harvester.extraction.panels`), in place. A box of those
    (:data:`NESTING_TAGS`) holding the page's ``<main>`` or ``<h1>`` and more than
    :data:`NESTED_PAGE_SHARE` of its text is no widget but the parser's nesting: its tag
    goes, its content stays."""
    # the elements a style or the hidden attribute may hide, found by a walk in Python
    # (XPath's //*[@hidden or @style] costs half as much again)
    candidates = [el for el in root.iter() if el.get("style") or el.get("hidden") is not None]
    hidden = [el for el in candidates if is_hidden(el) and el.tag not in ("html", "body")]
    panels = accordion_panels(hidden)
    for el in hidden:
        if el.getparent() is not None and el not in panels:
            el.drop_tree()
    page_chars = cache(lambda: _visible_chars(root))  # counted when first asked for
    for el in [el for el in root.iter(*NESTING_TAGS) if _holds_the_page(el, page_chars)]:
        el.drop_tag()
    etree.strip_elements(root, *JUNK_TAGS, with_tail=False)
    return root


def is_hidden(el: HtmlElement) -> bool:
    """Whether a reader never sees ``el``: ``hidden``, or ``display:none`` in its style.
    ``visibility:hidden`` alone is left alone (WeChat and others hide the article that
    way until a script reveals it); with ``aria-hidden="true"`` besides, it is a page's
    own skeleton or placeholder."""
    if el.get("hidden") is not None:
        return True
    style = (el.get("style") or "").lower().replace(" ", "")
    return "display:none" in style or (
        "visibility:hidden" in style and el.get("aria-hidden") == "true"
    )


#: Boxes an HTML4 parser (libxml2's, lxml's) may leave open around the rest of a page where
#: a browser's HTML5 parser closes them: a ``<button>`` around the site menu, a ``<nav>``
#: or ``<aside>`` a page forgot to close (wcxb_dev: 9 of the 19 pages we read empty, their
#: ``<main>`` inside a header's menu button or a newsletter pop-up's ``<aside>``).
NESTING_TAGS = ("button", "nav", "aside", "footer", "label", "dialog", "menu")
#: A box of :data:`NESTING_TAGS` holding more than this share of the page's text holds
#: the page (a menu, a sidebar or a footer holds far less: ours, the corpora's largest
#: real ``<aside>`` holds ~0.3 of its page).
NESTED_PAGE_SHARE = 0.5


def _holds_the_page(box: HtmlElement, page_chars: Callable[[], int]) -> bool:
    """Whether ``box`` holds the page itself: its ``<main>`` or its ``<h1>`` and more than
    :data:`NESTED_PAGE_SHARE` of its characters (a sidebar or a comment section may hold
    much text, not those)."""
    return (
        next(box.iter("main", "h1"), None) is not None
        and _visible_chars(box) > NESTED_PAGE_SHARE * page_chars()
    )


def reveal_streamed(root: HtmlElement) -> int:
    """Show what React's streaming server rendering sends last (Next.js): a Suspense
    boundary's content comes in ``<div hidden id="S:0">`` at the end of the body, and an
    inline script (``$RC``) moves it to its placeholder ``<template id="B:0">`` as soon as
    it arrives. Moved here the same way, before hidden elements are dropped (a segment
    whose placeholder is not found is shown where it stands); how many were moved."""
    moved = 0
    segments: list[HtmlElement] = _STREAMED(root)  # type: ignore[assignment]  # a node set
    for segment in segments:
        number = str(segment.get("id"))[2:]
        place = next(iter(root.xpath("//template[@id = $id]", id=f"B:{number}")), None)
        del segment.attrib["hidden"]
        if place is not None and place.getparent() is not None:
            place.addprevious(segment)
            place.drop_tree()
            segment.drop_tag()
        moved += 1
    return moved


def drop_styled_hidden(root: HtmlElement, css: str) -> int:
    """Remove, in place, what the page's own stylesheet ``css`` hides
    (:mod:`harvester.extraction.styles`) but an accordion's answers
    (:mod:`harvester.extraction.panels`); how many elements went."""
    hidden = hidden_by_stylesheet(root, css)
    panels = accordion_panels(hidden)
    for el in hidden:
        if el.getparent() is not None and el not in panels:
            el.drop_tree()
    return len(hidden) - len(panels)


#: Dashes of every width, a run of them read as one ``-`` when headlines are compared.
_DASHES_RE = re.compile(r"[-－—―–]+")
_WIDE_DASHES = "－—―–"


def squash(text: str) -> str:
    """Text without white space, dashes unified: how headlines are compared."""
    joined = "".join(text.split())
    if "-" in joined or (not joined.isascii() and any(d in joined for d in _WIDE_DASHES)):
        return _DASHES_RE.sub("-", joined)
    return joined  # no dash: no regular expression's scan (a headline is sought 3 times)


def bounded_text(el: HtmlElement, limit: int) -> str | None:
    """The element's text, or None past ``limit`` visible characters (read no further
    than that: a box may hold megabytes)."""
    parts, size, exact = [], 0, False
    for piece in el.itertext():
        parts.append(piece)
        if exact:
            size += len("".join(piece.split()))
        else:  # white space counted until the raw length passes the bound
            size += len(piece)
            if size > limit:
                size, exact = len("".join("".join(parts).split())), True
        if exact and size > limit:
            return None
    return "".join(parts)


def text_chars(text: str) -> int:
    """The characters of ``text`` without its whitespace: how much text a block holds."""
    return len("".join(text.split()))


def _visible_chars(el: HtmlElement) -> int:
    return text_chars(el.text_content())


def _unlikely(classes: str, id_: str) -> bool:
    """Whether a class and id say sidebar, comments… and not maybe the article; each
    judged apart (no pattern spans the space between them), the second question asked
    only of the few the first one marks."""
    if not ((classes and _says_unlikely(classes)) or (id_ and _says_unlikely(id_))):
        return False
    return not ((classes and _says_maybe(classes)) or (id_ and _says_maybe(id_)))


@lru_cache(maxsize=4096)
def _says_unlikely(names: str) -> bool:
    """Whether a class or id attribute says sidebar, comments… (a page's elements repeat
    a few class names: each is judged once)."""
    return bool(UNLIKELY_RE.search(names))


@lru_cache(maxsize=1024)
def _says_maybe(names: str) -> bool:
    """Whether a class or id attribute says it may hold the article."""
    return bool(MAYBE_CANDIDATE_RE.search(names))


def remove_unlikely(root: HtmlElement) -> HtmlElement:
    """Readability's first pass: drop elements whose class or id says comments, sidebars,
    sharing bars, recommendations…, unless it also says they may hold the article.

    Class names lie too (a page wrapper called ``header-style-2``, a layout row matching
    ``pager``): an element holding more than :data:`UNLIKELY_MAX_SHARE` of the page's
    text is a wrapper, not a sidebar, and stays.
    """
    page_chars = cache(lambda: _visible_chars(root))  # counted when first asked for
    doomed = []
    walk = root.iter()
    for el in walk:
        classes, id_ = el.get("class"), el.get("id")
        if not (classes or id_) or not _unlikely(classes or "", id_ or ""):
            continue
        tag = el.tag  # read once: lxml makes a new string on every read
        if (
            isinstance(tag, str)
            and tag not in _NEVER_UNLIKELY
            and _visible_chars(el) <= UNLIKELY_MAX_SHARE * page_chars()
        ):
            doomed.append(el)
            for _ in el.iterdescendants():  # they go with it: none is judged
                next(walk)
    for el in doomed:
        if el.getparent() is not None:
            el.drop_tree()
    return root


def normalise_space(text: str) -> str:
    """Collapse runs of white space (including ideographic and no-break spaces) to one."""
    return _SPACE_RE.sub(" ", text).strip()


@dataclass(slots=True, init=False)
class Line:
    """One line of laid-out text: what a reader sees between two block boundaries."""

    text: str
    link_chars: int  # characters of that text inside <a>
    element: HtmlElement  # the nearest block element the line belongs to
    #: visible characters, white space excluded (counted once: read half a million
    #: times per hundred pages)
    chars: int
    _squashed: str | None = field(repr=False, compare=False)

    def __init__(self, text: str, link_chars: int, element: HtmlElement) -> None:
        # written out: a dataclass's __init__ and __post_init__ are two calls per line
        self.text, self.link_chars, self.element = text, link_chars, element
        self.chars = len(text.replace(" ", ""))
        self._squashed = None

    @property
    def squashed_chars(self) -> int:
        """The length of :attr:`squashed`, without squashing where it is :attr:`chars`
        (no run of dashes to unify, no line break of preformatted text)."""
        text = self.text
        if (
            self._squashed is None
            and "\n" not in text
            and "--" not in text  # a lone hyphen stays one character
            and "- -" not in text
            and (text.isascii() or not any(dash in text for dash in _WIDE_DASHES))
        ):
            return self.chars
        return len(self.squashed)

    @property
    def squashed(self) -> str:
        """The text :func:`squash`-ed, once (each line is matched against the headline
        on every search of it)."""
        if self._squashed is None:
            self._squashed = squash(self.text)
        return self._squashed


#: A data table's row reads as one line (its cells side by side): two cells or more, each
#: holding no block and at most this much text (a layout table's cells hold paragraphs).
ROW_CELL_MAX_CHARS = 60
_CELL_TAGS = frozenset({"td", "th"})


def _data_row(tr: HtmlElement) -> bool:
    """Whether ``tr`` is a row of data: short cells of inline text only."""
    cells = [c for c in tr if isinstance(c.tag, str)]
    if len(cells) < 2 or any(c.tag not in _CELL_TAGS for c in cells):
        return False
    for cell in cells:
        if any(
            isinstance(e.tag, str) and (e.tag in BLOCK_TAGS or e.tag == "br")
            for e in cell.iterdescendants()
        ):
            return False
        if len("".join(cell.text_content().split())) > ROW_CELL_MAX_CHARS:
            return False
    return True


def text_lines(root: HtmlElement) -> list[Line]:
    """Lay out the text under ``root`` as lines, the way a browser breaks blocks; a data
    table's row is one line, its cells a space apart (:func:`_data_row`)."""
    lines: list[Line] = []
    parts: list[str] = []  # the text since the last break
    inked = False  # whether any of it is more than white space (two in three are not)
    link_chars = 0
    in_link = in_pre = 0
    blocks: list[HtmlElement] = [root]
    row: HtmlElement | None = None
    # the walk in document order, each element closed when the next one is not inside it
    # (root.iter() and a stack: lxml's iterwalk costs three times as much); the closing
    # is written out in the loop, a call per element costs a tenth of the walk, and a
    # last None closes every element still open
    open_: list[tuple[HtmlElement, str]] = []
    for el in chain(root.iter(), _END_OF_WALK):
        parent = el.getparent() if el is not None else None
        while open_ and open_[-1][0] is not parent:
            done, tag = open_.pop()
            if tag in BLOCK_TAGS and not (row is not None and tag in _CELL_TAGS):
                if inked:
                    _add_line(lines, parts, link_chars, in_pre, blocks[-1])
                    inked, link_chars = False, 0
                parts.clear()
                blocks.pop()
                if done is row:
                    row = None
            elif tag == "a":
                in_link -= 1
            if tag == "pre":
                in_pre -= 1
            if (tail := done.tail) and done is not root:
                parts.append(tail)
                inked = inked or not tail.isspace()
                if in_link:
                    link_chars += len(tail.strip())
        if el is None:
            break
        tag = el.tag
        if not isinstance(tag, str):
            tag = ""
        if row is not None and tag in _CELL_TAGS:
            parts.append(" ")
        elif tag in BLOCK_TAGS:
            if inked:
                _add_line(lines, parts, link_chars, in_pre, blocks[-1])
                inked, link_chars = False, 0
            parts.clear()
            blocks.append(el)
            if tag == "tr" and _data_row(el):
                row = el
        elif tag == "br":
            if inked:
                _add_line(lines, parts, link_chars, in_pre, blocks[-1])
                inked, link_chars = False, 0
            parts.clear()
        elif tag == "a":
            in_link += 1
        if tag == "pre":
            in_pre += 1
        if tag and (text := el.text):
            parts.append(text)
            inked = inked or not text.isspace()
            if in_link:
                link_chars += len(text.strip())
        open_.append((el, tag))
    if inked:
        _add_line(lines, parts, link_chars, in_pre, root)
    return lines


#: What ends :func:`text_lines`'s walk: no element, so every open one is closed.
_END_OF_WALK = (None,)


def _add_line(
    lines: list[Line], parts: list[str], link_chars: int, in_pre: int, block: HtmlElement
) -> None:
    """The text ``parts`` gathered since the last break, as a line of ``block`` (none when
    it is blank). Line breaks in the source are spaces, except in preformatted text;
    split() collapses every white space, so only zero-width characters are left."""
    text = "".join(parts)
    if in_pre:
        text = normalise_space(text)
    else:
        text = " ".join(text.split())
        if not text.isascii() and _ZERO_WIDTH_RE.search(text):
            text = normalise_space(text)
    if text:
        lines.append(Line(text, min(link_chars, len(text)), block))


def element_text(el: HtmlElement) -> str:
    """The text of an element laid out in lines, one per block."""
    return "\n".join(line.text for line in text_lines(el))
