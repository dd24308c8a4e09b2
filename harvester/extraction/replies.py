"""Reply lists: a page's comments and replies, found by their structure (issue 9,
structure 2) and removed before the body is sought, whose items read like prose and
together outweigh a short post."""

from __future__ import annotations

import re

from lxml.html import HtmlElement

from harvester.extraction.dom import text_lines
from harvester.extraction.xpaths import HEADING_TAGS

#: A reply list: at least this many sibling items of one kind (issue 9, structure 2).
COMMENT_MIN_ITEMS = 3
#: A reply item's stamp line (author and time) is at most this long (ours: "网友1575 发表于
#: 1999-08-23 17:53" is 25; a body paragraph that starts with a time is far longer).
COMMENT_STAMP_MAX_CHARS = 40
#: A line of a reply this long, other than its stamp, is its text (shorter ones are
#: counters and buttons: 赞(12) 回复); a reply has one, a post has paragraphs.
REPLY_TEXT_MIN_CHARS = 16
#: A time of day, or a whole date, as reply lists stamp their items.
#: (Its first digit written once, before the alternatives: sre then skips to the next
#: digit of a page's text instead of trying both alternatives at every character, 4x
#: faster over a whole page.)
_STAMP_RE = re.compile(r"\d(?:\d?:\d{2}|\d{3}[-/.年]\d{1,2}[-/.月]\d{1,2})")


def _is_reply_item(el: HtmlElement) -> bool:
    """A reply: no heading, mostly unlinked text, a short line with a time stamp, and at
    most one line of text besides (:data:`REPLY_TEXT_MIN_CHARS`): a post has paragraphs."""
    if next(el.iter(*HEADING_TAGS), None) is not None:
        return False
    lines = text_lines(el)
    chars = sum(line.chars for line in lines)
    if not chars or sum(line.link_chars for line in lines) * 2 > chars:
        return False
    stamps = [
        ln for ln in lines if ln.chars <= COMMENT_STAMP_MAX_CHARS and _STAMP_RE.search(ln.text)
    ]
    stamped = {id(ln) for ln in stamps}
    texts = [ln for ln in lines if id(ln) not in stamped and ln.chars >= REPLY_TEXT_MIN_CHARS]
    return bool(stamps) and len(texts) <= 1


def reply_lists(root: HtmlElement) -> list[list[HtmlElement]]:
    """Runs of sibling replies (:func:`_is_reply_item`) of one kind (tag and class), at
    least :data:`COMMENT_MIN_ITEMS` long: comment and reply lists, whose items read like
    prose and together outweigh a short post. Structure, not names: what makes a reply is
    a stamp line beside one short text, repeated."""
    found: list[list[HtmlElement]] = []
    if len(_STAMP_RE.findall(root.text_content())) < COMMENT_MIN_ITEMS:
        return found  # too few stamps in the whole page for one list
    for parent in root.iter():
        if len(parent) < COMMENT_MIN_ITEMS or not isinstance(parent.tag, str):
            continue  # too few children for a list (most elements: asked in C)
        kinds: dict[tuple[str, str], list[HtmlElement]] = {}
        for child in parent:
            if isinstance(tag := child.tag, str):
                kinds.setdefault((tag, child.get("class") or ""), []).append(child)
        for items in kinds.values():
            if len(items) < COMMENT_MIN_ITEMS:
                continue
            # a reply has a time stamp: items without one are never laid out (cheap)
            stamped = [el for el in items if _STAMP_RE.search(el.text_content())]
            if len(stamped) < COMMENT_MIN_ITEMS or len(stamped) * 2 <= len(items):
                continue
            replies = [el for el in stamped if _is_reply_item(el)]
            if len(replies) >= COMMENT_MIN_ITEMS and len(replies) * 2 > len(items):
                found.append(replies)
    return found


def remove_reply_lists(root: HtmlElement, headline: str | None = None) -> HtmlElement:
    """Drop every reply list (:func:`reply_lists`) from ``root``, in place; but a list one
    of whose items shows the page's ``headline`` as a line of its own: those are the
    page's posts (a blog's index page of one-paragraph posts), its own among them."""
    want = "".join((headline or "").split())
    for items in reply_lists(root):
        if want and any("".join(ln.text.split()) == want for el in items for ln in text_lines(el)):
            continue
        for el in items:
            if el.getparent() is not None:
                el.drop_tree()
    return root
