"""Boxes beside an article that are about its author, not the story: the bio box a blog or
a paper puts above, inside or below a post (an avatar, the name, who they are). Found by
structure and by the page's own byline: the smallest box holding a picture and a text that
opens on the byline's name (``木子李，南海县人…``, ``Jane Doe is a reporter…``), or shows
the name as a line of its own. Its text may be longer than a short post's, so it must go
before the body's block is chosen."""

from __future__ import annotations

import re
from itertools import islice

from lxml.html import HtmlElement

from harvester.extraction.dom import bounded_text, element_text

#: A bio box holds a few paragraphs; a longer box is the article itself (a profile).
BOX_MAX_CHARS = 800
#: An avatar is small: its stated width and height are at most this (a picture of no stated
#: size may be the story's photo, and is never taken for one).
AVATAR_MAX_PX = 160
#: The shortest byline name taken as a name (a single character is no name).
NAME_MIN_CHARS = 2
#: How many boxes up from an avatar the bio box is looked for.
BOX_LEVELS = 8
#: What may follow the name at a bio's start: a comma, a bracket, or English " is"/" was".
_AFTER_NAME = r"(?:\s*[，,（(]|\s+(?:is|was|has|joined)\b)"
_BOX_TAGS = frozenset({"div", "section", "aside", "table", "tr", "td", "dl", "li", "footer"})
_PX_RE = re.compile(r"^\s*(\d+)\s*(?:px)?\s*$")


def _size(img: HtmlElement, side: str) -> int | None:
    """A picture's stated width or height in pixels: its attribute, else its inline style."""
    match = _PX_RE.match(img.get(side) or "")
    if match is None:
        style = re.search(rf"(?:^|;)\s*{side}\s*:\s*(\d+)px", img.get("style") or "", re.I)
        return int(style.group(1)) if style else None
    return int(match.group(1))


def _avatar(img: HtmlElement) -> bool:
    """A picture whose stated width and height are an avatar's."""
    sizes = [_size(img, "width"), _size(img, "height")]
    return all(s is not None and s <= AVATAR_MAX_PX for s in sizes)


def _about(text: str, name: str) -> bool:
    """Whether a box's text shows ``name`` as a line of its own or opens a sentence on it."""
    opening = re.compile(re.escape(name) + _AFTER_NAME)
    for line in text.splitlines():
        line = line.strip()
        if line == name or opening.match(line):
            return True
    return False


def author_boxes(root: HtmlElement, author: str | None, headline: str | None) -> list[HtmlElement]:
    """The boxes about ``author`` (the byline's name): each the smallest box that holds an
    avatar-sized picture and a text about the name, short, and without the headline."""
    name = (author or "").strip()
    if len(name) < NAME_MIN_CHARS:
        return []
    found: list[HtmlElement] = []
    for img in root.iter("img"):
        if not _avatar(img):
            continue
        for box in islice(img.iterancestors(), BOX_LEVELS):
            if box.tag in ("body", "html"):
                break
            if box.tag not in _BOX_TAGS:
                continue
            text = bounded_text(box, BOX_MAX_CHARS)
            if text is None or (headline and headline in text):
                break
            if name in text and _about(element_text(box), name):
                found.append(box)
                break
    return found


def remove_author_boxes(root: HtmlElement, author: str | None, headline: str | None) -> int:
    """Drop every box about the byline's author (:func:`author_boxes`) in place; how many."""
    boxes = author_boxes(root, author, headline)
    for box in boxes:
        if box.getparent() is not None:
            box.drop_tree()
    return len(boxes)
