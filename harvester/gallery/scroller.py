"""The static signs of a pre-rendered gallery, read anywhere on the page as sent.

A pre-rendered scroller (GALLERY_MECHANICS §7: Sina's ``/z/`` slides, Sohu's ``/picture/``
pages and ``group-663128.shtml#0`` group pages, Toutiao) sends every picture in its HTML,
shows one, and pages by toggling which one is visible; its captions often stand in a block
of their own (``.pic-explain``), so the static extraction takes that block (a caption, a
summary) for the article, and a sign looked for only where the article stands misses the
pictures beside it. These signs are looked for on the whole page, because each is one an
article's furniture does not show (a sidebar's carousel links each slide to a story):

- **one picture shown of several**: a container of large pictures, every one but one hidden
  by the markup (``display:none``, ``visibility:hidden``, ``hidden``, ``aria-hidden``);
- **a control that pages pictures**: a next or previous control (by its words, classes,
  title, ARIA label or arrow glyph, :mod:`harvester.gallery.vocabulary`) that leads to no
  other page, beside a large picture or around one;
- **links to the slides of this page**: ``#0``, ``#1``, ``#p=2`` … (GM §1 §3 §7).

Pure functions: an lxml tree in, a reason or None out.
"""

from __future__ import annotations

import re

from lxml.html import HtmlElement

from harvester.extraction.dom import text_chars
from harvester.gallery.classify import TRACK_MIN
from harvester.gallery.vocabulary import ARROW_TEXT_RE, NEXT_WORD_RE

#: A picture sized below this (either side, by its attributes) is an icon, a spacer or a
#: thumbnail.
ICON_MAX_PX = 100
#: A slide holds at most a caption's text (the static signs' tracks and scrollers alike).
SLIDE_TEXT_CHARS = 200
#: At most this many characters make a control's own text (下一张, 上一张, ‹ ›).
CONTROL_TEXT_CHARS = 4
#: How far above a control its picture may stand (the control in the picture's box, or in
#: a bar beside it; ours: Sohu's ``.ctrl`` beside ``.scroll``, Sina's arrows in ``.slide``).
CONTROL_REACH = 2
#: The previous picture's words (a pager shows both arrows; a back arrow is as good a sign
#: as a next one here: which way a click goes is the browser's to find).
PREVIOUS_WORDS = r"prev|上一张|上一幅|前一张|shangyizhang"
#: A link to a slide of this page: ``#3``, ``#p=3``, ``#pic3`` (GM §1 §3 §7).
_SLIDE_ANCHOR_RE = re.compile(r"^#(?:p=|pic|photo|img)?\d{1,3}$", re.I)
_PREVIOUS_RE = re.compile(PREVIOUS_WORDS, re.I)
_HIDDEN_STYLE_RE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.I)
_PICTURE_PATH_RE = re.compile(r"\.(?:jpe?g|png|gif|webp|avif|bmp)(?:[?#]|$)", re.I)
#: The attributes a control's purpose is read from.
_NAMING_ATTRIBUTES = ("class", "id", "title", "aria-label", "alt", "data-action")
#: Boxes that hold a control's faces, not slides.
_INLINE_TAGS = frozenset({"a", "button", "span", "label", "i", "em", "b"})
_CONTROL_TAGS = frozenset({"a", "button", "span", "i", "em", "div", "li", "b", "p"})


def scroller_signs(root: HtmlElement) -> list[str]:
    """The signs of a pre-rendered gallery anywhere on the page, as reasons."""
    checks = (_one_shown, _picture_control, _slide_anchors)
    return [found for check in checks if (found := check(root))]


def is_icon(img: HtmlElement) -> bool:
    """A picture its own attributes size below a slide's (an icon, a spacer, a thumbnail)."""
    for side in ("width", "height"):
        value = (img.get(side) or "").strip().removesuffix("px")
        if value.isdigit() and int(value) < ICON_MAX_PX:
            return True
    return False


def is_large_picture(img: HtmlElement) -> bool:
    """A picture with an address, its own attributes not sizing it as an icon."""
    has_source = img.get("src") or any(k.startswith("data-") for k in img.attrib)
    return bool(has_source) and not is_icon(img)


def is_hidden(el: HtmlElement) -> bool:
    """Hidden by its own markup (the scripts' classes are the browser's to read)."""
    return (
        el.get("hidden") is not None
        or (el.get("aria-hidden") or "").strip().lower() == "true"
        or bool(_HIDDEN_STYLE_RE.search(el.get("style") or ""))
    )


def leads_elsewhere(el: HtmlElement) -> bool:
    """Whether ``el`` is, or sits in or holds, a link to another page (not to a picture, a
    script or a fragment of this one)."""
    for a in (el, *el.iterancestors("a"), *el.iter("a")):
        href = (a.get("href") or "").strip() if a.tag == "a" else ""
        elsewhere = href and not href.startswith(("#", "javascript:"))
        if elsewhere and not _PICTURE_PATH_RE.search(href.split("?", 1)[0]):
            return True
    return False


def _one_shown(root: HtmlElement) -> str | None:
    """A container whose slides (children of one tag, each one large picture and a
    caption's text at most, leading to no other page: at least :data:`TRACK_MIN`, and two
    thirds of the children) are all hidden but one."""
    for box in root.iter():
        if len(box) < TRACK_MIN:
            continue
        children = [child for child in box if isinstance(child.tag, str)]
        slides = [child for child in children if is_slide(child)]
        if len(slides) < TRACK_MIN or 3 * len(slides) < 2 * len(children):
            continue
        if box.tag in _INLINE_TAGS or len({s.tag for s in slides}) != 1:
            continue  # a button's states (a liked and an unliked heart) are no slides
        if sum(not is_hidden(s) for s in slides) == 1:
            return f"{len(slides)} pictures shown one at a time"
    return None


def is_slide(el: HtmlElement) -> bool:
    """One picture not sized as an icon, at most a caption's text, no link to another
    page (a teaser list links each picture)."""
    pictures = _pictures(el)
    return (
        len(pictures) == 1
        and not is_icon(pictures[0])
        and text_chars(el.text_content()) <= SLIDE_TEXT_CHARS
        and not leads_elsewhere(el)
    )


def _pictures(el: HtmlElement) -> list[HtmlElement]:
    return [el] if el.tag == "img" else list(el.iter("img"))


def _picture_control(root: HtmlElement) -> str | None:
    """A next or previous control that leads to no other page, around a large picture (a
    picture whose click pages), or beside :data:`TRACK_MIN` slides in its box or a box up to
    :data:`CONTROL_REACH` levels above (a carousel of stories links its slides away)."""
    for el in root.iter():
        if not isinstance(el.tag, str) or el.tag not in _CONTROL_TAGS:
            continue
        if (name := _control_name(el)) is None or leads_elsewhere(el):
            continue
        if any(is_large_picture(img) for img in el.iter("img")):
            return f"a control that pages pictures ({name}, around a picture)"
        for box in list(el.iterancestors())[:CONTROL_REACH]:
            slides = _slides_within(box)
            if slides >= TRACK_MIN and _captions_at_most(box, slides):
                return f"a control that pages pictures ({name})"
    return None


def _captions_at_most(box: HtmlElement, slides: int) -> bool:
    """Whether ``box`` holds at most a caption per picture: no more paragraphs than
    pictures, a caption's text each (an article holds paragraphs between its photos)."""
    paragraphs = sum(text_chars(p.text_content()) > CONTROL_TEXT_CHARS for p in box.iter("p"))
    return paragraphs <= slides and text_chars(box.text_content()) <= slides * SLIDE_TEXT_CHARS


def _slides_within(box: HtmlElement) -> int:
    """The distinct large pictures in ``box`` that lead to no other page (a lazy loader's
    shared placeholder ``src`` is told apart by the picture its ``data-*`` names)."""
    return len(
        {
            tuple(sorted(img.attrib.items()))
            for img in box.iter("img")
            if is_large_picture(img) and not leads_elsewhere(img)
        }
    )


def _control_name(el: HtmlElement) -> str | None:
    """What names ``el`` a next or previous control (``a.pic-next``, ``title=下一张``, ›),
    or None. A control holds little text of its own; a picture it wraps is its face."""
    text = el.text_content().strip()
    if text_chars(text) > CONTROL_TEXT_CHARS:
        return None
    says = NEXT_WORD_RE.search(text) or _PREVIOUS_RE.search(text) or ARROW_TEXT_RE.match(text)
    if text and says and not _between_links(el):
        return f"{el.tag} {text!r}"
    for attribute in _NAMING_ATTRIBUTES:
        value = el.get(attribute) or ""
        if value and (NEXT_WORD_RE.search(value) or _PREVIOUS_RE.search(value)):
            return f"{el.tag} {attribute}={value!r}"
    return None


def _between_links(el: HtmlElement) -> bool:
    """A glyph between two links is a breadcrumb's separator (首页 > 新闻), not an arrow."""
    before, after = el.getprevious(), el.getnext()
    return any(
        sibling is not None and (sibling.tag == "a" or sibling.find(".//a") is not None)
        for sibling in (before, after)
    )


def _slide_anchors(root: HtmlElement) -> str | None:
    """Links to at least :data:`TRACK_MIN` slides of this page by fragment, each around a
    picture or its number alone (a table of contents' ``#1`` links name their sections)."""
    anchors = {
        href
        for a in root.iter("a")
        if _SLIDE_ANCHOR_RE.match(href := (a.get("href") or "").strip())
        and (a.find(".//img") is not None or a.text_content().strip().isdigit())
    }
    if len(anchors) >= TRACK_MIN:
        shown = ", ".join(sorted(anchors, key=lambda h: (len(h), h))[:3])
        return f"links to {len(anchors)} slides of this page ({shown} …)"
    return None
