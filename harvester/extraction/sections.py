"""Article templates for a site section (seed 002): where a section's pages keep their body.

Pages of one section share a page template. Seed 002 takes a page whose body is known,
removes the subtrees without text, and keeps the path to the smallest subtree that still
holds the body; the section's other pages are then read from that subtree. Here the body
is what ``auto`` found on the first article of the section, the tree is the cleaned one
the extractor works on (scripts, navigation, hidden and unlikely elements gone), and the
path is an XPath that skips text-less siblings when it counts positions, so an empty ad
slot that comes and goes does not move it:

    //div[@id="article"]/div[@class="content"]
    /html/body/div[normalize-space()][3]/div[normalize-space()][2]

A later page of the section is read from its template's subtree while that text agrees
with ``auto``'s (it is auto's body, narrowed to the section's box: a related list or an
editor's line auto took from beside the box is left out); a page where they disagree is
read by ``auto``, and a template that disagrees
:data:`harvester.store.templates.MAX_DISAGREEMENTS` times running is replaced by the path
of the newest page (the section changed its layout).

The pure functions are here; the store keeps the templates
(:class:`harvester.store.models.ArticleTemplate`) and :mod:`harvester.pipeline.sections`
ties the two together.
"""

from __future__ import annotations

import re

from lxml.html import HtmlElement

from harvester.extraction.dom import Line
from harvester.extraction.evaluation import score

#: Seed 002: the template is the smallest subtree that still holds this share of the body
#: (its P, tested from 0.4 to 0.9 over 58 pages of 15 sites; 0.9 gave 97% correct).
BODY_SHARE = 0.9
#: The template's text agrees with ``auto``'s when it adds almost nothing to it (this
#: share of its tokens at least are auto's too) and keeps at least this share of auto's:
#: a template narrows auto's body to the section's box, trimming what auto took from
#: beside it. Measured on zh_gne's portals (bench/sections.py): where a template's text
#: was longer than auto's, the template had been learned too wide and read worse in every
#: case; where it was shorter, it read as well or better.
AGREE_PRECISION = 0.95
AGREE_RECALL = 0.5

#: A body found in one of these is climbed out of to the block holding it: a template is
#: a container, never a single paragraph (a one-paragraph body would make the next page's
#: template its first paragraph only).
_NOT_CONTAINERS = frozenset(
    {"p", "span", "font", "a", "b", "strong", "em", "i", "u", "li", "ul", "ol", "dl", "dd"}
    | {"dt", "blockquote", "pre", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "tbody", "thead"}
)
#: An id or class with a long run of digits or hex is made per page (``post-48213``,
#: ``a3f9c2e1``): never part of a path.
_VOLATILE_RE = re.compile(r"\d{3,}|[0-9a-f]{8,}", re.I)


def body_node(lines: list[Line]) -> HtmlElement | None:
    """The deepest container element that holds at least :data:`BODY_SHARE` of the
    characters of ``lines`` (the body), or None for no body."""
    total = sum(line.chars for line in lines)
    if total == 0:
        return None
    cover: dict[HtmlElement, int] = {}
    for line in lines:
        el: HtmlElement | None = line.element
        while el is not None:
            cover[el] = cover.get(el, 0) + line.chars
            el = el.getparent()
    holding = [el for el, chars in cover.items() if chars >= BODY_SHARE * total]
    node = max(holding, key=_depth, default=None)
    while node is not None and node.tag in _NOT_CONTAINERS and node.getparent() is not None:
        node = node.getparent()
    return node


def _depth(el: HtmlElement) -> int:
    return sum(1 for _ in el.iterancestors())


def _stable(value: str | None) -> bool:
    return value is not None and value != "" and '"' not in value and not _VOLATILE_RE.search(value)


def _has_text(el: HtmlElement) -> bool:
    # its first words answer (text_content() would join all of a body's text)
    return any(not text.isspace() for text in el.itertext() if text)


#: A tag name an XPath step can hold (broken markup makes elements named ``p=1`` or
#: ``a<b``: no path leads through them).
_NAME_RE = re.compile(r"[A-Za-z_][\w.-]*")


def node_path(node: HtmlElement) -> str | None:
    """An XPath from the root (or from the nearest ancestor with an id of its own) to
    ``node``; positions count only the siblings with text. None when an element on the
    way has a name no XPath step can hold."""
    root = node.getroottree().getroot()
    steps: list[str] = []
    el: HtmlElement | None = node
    while el is not None:
        tag = el.tag
        if not isinstance(tag, str) or not _NAME_RE.fullmatch(tag):
            return None
        parent = el.getparent()
        ident = el.get("id")
        if _stable(ident) and len(root.xpath(f'//{tag}[@id="{ident}"]')) == 1:
            return f'//{tag}[@id="{ident}"]' + "".join("/" + s for s in reversed(steps))
        if parent is None:
            steps.append(tag)
            break
        same = [c for c in parent if c.tag == tag]
        cls = el.get("class")
        if len(same) == 1:
            steps.append(tag)
        elif _stable(cls) and sum(1 for c in same if c.get("class") == cls) == 1:
            steps.append(f'{tag}[@class="{cls}"]')
        else:
            with_text = [c for c in same if _has_text(c)]
            steps.append(f"{tag}[normalize-space()][{with_text.index(el) + 1}]")
        el = parent
    return "".join("/" + s for s in reversed(steps))


def learn_path(lines: list[Line]) -> str | None:
    """The template path of a page whose body is ``lines``; None when there is no body or
    the path does not lead back to its node."""
    node = body_node(lines)
    # text-less: the body is loose text beside an element (a tail after an unclosed tag)
    if node is None or not isinstance(node.tag, str) or not _has_text(node):
        return None
    path = node_path(node)
    if path is None:
        return None
    return path if find_node(node.getroottree().getroot(), path) is node else None


def find_node(root: HtmlElement, path: str) -> HtmlElement | None:
    """The one element ``path`` selects under ``root``; None for none, several or a bad path."""
    try:
        found = root.xpath(path)
    except Exception:  # lxml.etree.XPathError and its kin: a hand-edited path
        return None
    # a path may evaluate to a boolean, a number or a string (an id holding a quote)
    if not isinstance(found, list) or len(found) != 1:
        return None
    return found[0] if isinstance(found[0], HtmlElement) else None


def agree(template_text: str, auto_text: str) -> bool:
    """Whether the template's text is ``auto``'s body narrowed to the section's box
    (:data:`AGREE_PRECISION`, :data:`AGREE_RECALL`)."""
    found = score(template_text, auto_text)
    return found.precision >= AGREE_PRECISION and found.recall >= AGREE_RECALL
