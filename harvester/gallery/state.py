"""What a reader sees at one moment, and whether a click moved the gallery by one picture.

:class:`GalleryState` is built from ``js/state.js``; everything else here is pure, so
the trigger-validity rules can be unit-tested on hand-made states.

Seed 004's validity test compares the page's Chinese characters before and after a
click: a trigger is valid when "more than a small part" changed. Real portals defeat
that test both ways (GALLERY_MECHANICS.md, "decoy catalogue"): captions can be empty or
repeated, so the real control may change no text at all, while decoys (下一图集, 全部图片,
重新浏览, end overlays) change *more* text than the real control does. So a step counts
as one picture forward only when:

* the page is still the same gallery: same address (the fragment aside), same title
  (or, where only the title changes, the same headline);
* the slide counter, where there is one, went from n to n+1 of the same N;
* without a counter, the main picture changed to one not seen before and, where the
  picture is one of a track, the next one in the track's order (wrapping from the last
  to the first), not the one before it: a previous arrow that looks like the next one
  (twin arrows of one class) moves the gallery ``back``;
* the visible text did not grow by more than a caption's worth (a grid of every
  caption, an overlay of recommended galleries), and no end-of-gallery words appeared.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import parse_qsl, urldefrag, urlencode, urlsplit

from harvester.gallery.scripts import checked
from harvester.gallery.vocabulary import COUNTER_IN_TEXT, END_WORDS_RE
from harvester.urls import without_session

_HAN_RE = re.compile(r"[\u3400-\u9fff]")
#: A caption's worth of text: a step that adds more Han characters than this (and more
#: than half of what the page showed) put something else on the page. Ours.
MAX_ADDED_HAN = 300
MAX_ADDED_SHARE = 0.5

#: A page of an article, not of a gallery: this many Han characters of long paragraphs
#: (the strong-article line of :mod:`harvester.gallery.classify`, 300).
ARTICLE_PAGE_CHARS = 300

Outcome = Literal[
    "step", "url-step", "none", "left", "jump", "restart", "flood", "end", "seen", "back"
]


@dataclass(frozen=True, slots=True)
class Block:
    """A text block near the picture: a caption candidate."""

    key: str  # its positional DOM path: the same block across the states of one gallery
    text: str  # its DOM text, lines joined with newlines, controls and counters left out
    touched: bool = False  # rewritten by the page since the previous snapshot
    xpath: str | None = None  # an XPath anchored on ids and classes, for the template
    near: int = 99  # levels above the picture to the nearest container holding both


@dataclass(frozen=True, slots=True)
class GalleryState:
    """A snapshot of the visible page (see ``js/state.js``)."""

    url: str
    title: str
    text: str
    image: str | None
    counter: tuple[int, int] | None = None
    #: the picture's alt, title or aria-label: its caption where no visible text has one
    image_alt: str | None = None
    #: how far (px) the counter is from the main picture's box
    counter_distance: float = 0.0
    captions: tuple[Block, ...] = ()
    #: (key, text) of the blocks just outside the caption region: a footer line that a
    #: caption of changing height pushes in and out of it is seen here when it is out
    around: tuple[tuple[str, str], ...] = ()
    headline: str | None = None
    image_xpath: str | None = None
    image_area: float = 0.0
    visible_images: int = 0
    thumbnails: int = 0
    slide_data: bool = False
    text_chars: int = 0
    paragraph_chars: int = 0
    #: how many of those long paragraphs stand before, and after, the main picture
    paragraphs_before: int = 0
    paragraphs_after: int = 0
    #: sentence paragraphs beside the page's best block (a picture, a framed player),
    #: before and after it, and their Han characters (``state.js``: prose around a block)
    prose_before: int = 0
    prose_after: int = 0
    prose_chars: int = 0
    #: the "next page" link of an article pager, when the page shows one
    pager: str | None = None
    #: which document: the same across pushState address changes, new after a load
    doc: str = ""
    #: the picture sits in a layer over the page (a lightbox's viewer)
    layer: bool = False
    #: pictures of the track or stack the picture is one of (itself included), 0: none
    track: int = 0
    #: that track's pictures in reading order, a loop's clones included (() for none)
    track_order: tuple[str, ...] = ()
    #: an XPath to the pictures of the page's largest shown picture's track, if any
    track_pictures: str | None = None
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    @classmethod
    def from_js(cls, data: object) -> GalleryState:
        """The state ``js/state.js`` returned (checked against
        :class:`~harvester.gallery.scripts.StateResult`: ``ScriptContractError`` when
        a key is missing or of the wrong type). A picture or pager link that is an empty
        string counts as none; a null counter distance (no counter) as 0."""
        s = checked("state", data)
        counter = s["counter"]
        return cls(
            url=s["url"],
            title=s["title"].strip(),
            text=s["text"],
            image=s["image"] or None,
            image_alt=s["imageAlt"] or None,
            counter=(counter["n"], counter["total"]) if counter else None,
            counter_distance=float(s["counterDistance"] or 0.0),
            captions=tuple(
                Block(c["key"], c["text"], c["touched"], c["xpath"], c["near"])
                for c in s["captions"]
            ),
            around=tuple((a["key"], a["text"]) for a in s["around"]),
            headline=s["headline"],
            image_xpath=s["imageXpath"],
            image_area=float(s["imageArea"]),
            visible_images=s["visibleImages"],
            thumbnails=s["thumbnails"],
            slide_data=s["slideData"],
            text_chars=s["textChars"],
            paragraph_chars=s["paragraphChars"],
            paragraphs_before=s["paragraphsBefore"],
            paragraphs_after=s["paragraphsAfter"],
            prose_before=s["proseBefore"],
            prose_after=s["proseAfter"],
            prose_chars=s["proseChars"],
            pager=s["pager"] or None,
            doc=s["doc"],
            layer=s["layer"],
            track=s["track"],
            track_order=tuple(s["trackOrder"]),
            track_pictures=s["trackPictures"],
        )

    @property
    def address(self) -> str:
        """The URL without its fragment: what must stay the same within one gallery."""
        return urldefrag(self.url)[0]


def han(text: str) -> int:
    """How many Han characters ``text`` holds."""
    return len(_HAN_RE.findall(text))


def added_text(before: str, after: str) -> str:
    """The lines visible after that were not visible before."""
    seen = set(before.splitlines())
    return "\n".join(line for line in after.splitlines() if line not in seen)


#: A page name: ``stem.ext``, or an address with no extension that ends in an id
#: (``/p/2250053``, whose page 2 is ``/p/2250053_2``).
_STEP_RE = re.compile(r"^(?P<stem>.*?)(?P<sep>[_-])(?P<n>\d{1,3})(?P<ext>\.s?html?|)$")
_BASE_RE = re.compile(r"^(?P<stem>.*?)(?P<ext>\.s?html?)$|^(?P<bare>.*/[^/.]*\d{4,})$")
_ID_END_RE = re.compile(r"\d{4,}$")


def _base(path: str) -> tuple[str, str] | None:
    """(stem, extension) of a page name with no page number, or None."""
    m = _BASE_RE.match(path)
    if m is None:
        return None
    return (m.group("bare"), "") if m.group("bare") else (m.group("stem"), m.group("ext"))


def _step(path: str) -> re.Match[str] | None:
    """Page N of a numbered page name; with no extension, only ``id_N`` (``/news/2024-06``
    is a month, not page 6)."""
    m = _STEP_RE.match(path)
    if m is None or not (
        m.group("ext") or (m.group("sep") == "_" and _ID_END_RE.search(m.group("stem")))
    ):
        return None
    return m


def _gallery_stem(path: str) -> tuple[str, str] | None:
    """(stem, extension) of the gallery a page path belongs to. ``c_1234_3.htm`` is page
    3 of ``c_1234``; ``album_12.html`` is page 1 of ``album_12``: a page number is read
    only where the rest of the name ends in a gallery id of four digits or more."""
    step = _step(path)
    if step and _ID_END_RE.search(step.group("stem")):
        return step.group("stem"), step.group("ext")
    return _base(path)


#: Query keys that number the pages of a gallery or an article (``?page=2``; ours, from
#: CMS pagers: page, p, pn, pg, index, pic, img, num, n).
PAGE_KEYS = ("page", "p", "pn", "pg", "index", "pic", "img", "num", "n", "i", "photo")


def query_step(before: str, after: str) -> tuple[str, int] | None:
    """(key, N) when ``after`` is ``before`` with one page key of the query set to N."""
    b, a = urlsplit(before), urlsplit(after)
    if (b.scheme, b.netloc, b.path) != (a.scheme, a.netloc, a.path):
        return None
    qb, qa = dict(parse_qsl(b.query)), dict(parse_qsl(a.query))
    changed = {k for k in set(qb) | set(qa) if qb.get(k) != qa.get(k)}
    if len(changed) != 1:
        return None
    key = changed.pop()
    value = qa.get(key, "")
    return (key, int(value)) if key.lower() in PAGE_KEYS and value.isdigit() else None


def url_step(before: str, after: str) -> int | None:
    """The page number ``after`` stands at when it is page N of the gallery at ``before``
    (``c_1234.htm`` → ``c_1234_2.htm``, ``x-2.html`` → ``x-3.html``, ``?page=2``); None
    otherwise. Session ids (``;jsessionid=…``) are no part of the address here."""
    before, after = without_session(before), without_session(after)
    b, a = urlsplit(before), urlsplit(after)
    if (b.scheme, b.netloc) != (a.scheme, a.netloc):
        return None
    if (by_query := query_step(before, after)) is not None:
        return by_query[1]
    m_after = _step(a.path)
    if not m_after:
        return None
    # ``before`` may be page 1 (``album_12.html``) or page N (``x-2.html``), its
    # extension the same
    names = {base for base in (_base(b.path),) if base}
    if (m_before := _step(b.path)) is not None:
        names.add((m_before.group("stem"), m_before.group("ext")))
    found = (m_after.group("stem"), m_after.group("ext"))
    return int(m_after.group("n")) if found in names else None


#: The URL-pattern triggers, as the template store keeps them: page N of a gallery whose
#: first page is ``stem.ext`` is ``stem_N.ext`` (Xinhua) or ``stem-N.ext`` (people.cn).
URL_PATTERNS = ("{stem}_{n}{ext}", "{stem}-{n}{ext}")


def url_pattern_of(before: str, after: str) -> str:
    """Which of :data:`URL_PATTERNS` leads from page 1 at ``before`` to ``after``, or the
    query form ``?page={n}``."""
    before, after = without_session(before), without_session(after)
    if (by_query := query_step(before, after)) is not None:
        return f"?{by_query[0]}={{n}}"
    name = urlsplit(after).path.rsplit("/", 1)[-1]
    m = _step(name)
    return URL_PATTERNS[1] if m and m.group("sep") == "-" else URL_PATTERNS[0]


def may_page_to(here: str, there: str) -> bool:
    """Whether a press on the gallery at ``here`` may load ``there``: the same page, or
    page N of it (a page-per-picture gallery's next page, as :func:`url_step` reads one).
    Anything else (下一图集, a related album, an ad, the large picture's file behind a
    thumbnail) is a page :func:`judge` would call ``left``: never worth its load."""
    here, there = urldefrag(here)[0], urldefrag(there)[0]
    return without_session(here) == without_session(there) or url_step(here, there) is not None


def page_url(url: str, pattern: str, n: int) -> str:
    """Page ``n`` of the gallery whose page 1 (or any page) is ``url``, by ``pattern``."""
    parts = urlsplit(without_session(url))
    if pattern.startswith("?"):
        key = pattern[1:].split("=", 1)[0]
        query = [(k, v) for k, v in parse_qsl(parts.query) if k != key]
        if n > 1:
            query.append((key, str(n)))
        return parts._replace(query=urlencode(query), fragment="").geturl()
    gallery = _gallery_stem(parts.path)
    if gallery is None:
        raise ValueError(f"{url} has no page name to number")
    path = pattern.format(stem=gallery[0], n=n, ext=gallery[1])
    return parts._replace(path=path, query="", fragment="").geturl()


_TITLE_COUNTER_RE = re.compile(COUNTER_IN_TEXT, re.I)


def same_album(before: GalleryState, after: GalleryState) -> bool:
    """Whether two states show the same album: same title (a counter in it aside: a page
    per picture titled 崮乡苹果红了（2/6）), or at least the same headline (some galleries
    put each slide's caption in ``<title>``; another album loaded in place changes both)."""
    return _TITLE_COUNTER_RE.sub("", after.title) == _TITLE_COUNTER_RE.sub("", before.title) or (
        bool(after.headline) and after.headline == before.headline
    )


#: A picture at least this share of the one before stands in its place (ours: an end
#: layer's thumbnails of other albums are a quarter of the stage or less).
END_CARD_PICTURE_SHARE = 0.5


def _next_picture(
    before: GalleryState, after: GalleryState, seen: set[str] | frozenset[str]
) -> bool:
    """A new picture as large as the one before, in its place: the gallery stepped, though
    an end card's words came into the page with it (a slot beside the last picture
    filled ahead: round 6's lancang). An end layer's album thumbnails are smaller."""
    return (
        bool(after.image)
        and after.image != before.image
        and after.image not in seen
        and after.layer == before.layer
        and after.image_area >= END_CARD_PICTURE_SHARE * before.image_area
    )


def judge(
    before: GalleryState, after: GalleryState, seen: set[str] | frozenset[str] = frozenset()
) -> Outcome:
    """How a click changed the gallery: ``step`` when it moved one picture forward.

    ``seen`` holds the pictures already shown (a picture shown again means the gallery
    wrapped around or went back). Other outcomes say what went wrong: ``url-step``
    (the page moved to the gallery's page N: a URL-pattern gallery), ``left`` (another
    page or title), ``back`` (one picture back: the counter n to n-1 or 1 to N, or the
    track's picture before), ``jump``/``restart`` (the counter moved otherwise), ``flood`` (a
    grid or overlay filled the page with text), ``end`` (an end-of-gallery overlay, or a
    viewer that closed itself past its last picture: round 5's imagelightbox), ``seen``
    (a picture shown before), ``none`` (nothing a reader would notice).
    """
    pushed = bool(before.doc) and after.doc == before.doc  # history.pushState, no load
    if after.address != before.address and not pushed:
        # page N of a gallery shows another picture, not another page of an article
        gallery_page = (
            bool(after.image)
            and after.image != before.image
            and after.image not in seen
            and after.paragraph_chars < ARTICLE_PAGE_CHARS
        )
        return "url-step" if gallery_page and url_step(before.address, after.address) else "left"
    if not same_album(before, after):
        return "left"
    if before.layer and not after.layer:
        return "end"  # the viewer the picture was shown in is gone: the page under it
    added = added_text(before.text, after.text)
    if END_WORDS_RE.search(added) and not _next_picture(before, after, seen):
        return "end"
    added_han = han(added)
    if added_han > MAX_ADDED_HAN and added_han > MAX_ADDED_SHARE * max(han(before.text), 1):
        return "flood"
    if before.counter and after.counter and before.counter != after.counter:
        (n0, total0), (n1, total1) = before.counter, after.counter
        if total1 != total0:
            return "left"
        if n1 == n0 + 1:
            return "seen" if after.image in seen and after.image != before.image else "step"
        if n1 == n0 - 1 or (n0 == 1 and n1 == total0):  # one back, or round to the last
            return "back"
        return "restart" if n1 < n0 else "jump"
    if after.image and after.image != before.image:
        if after.image in seen:
            return "seen"
        return "back" if direction(after.track_order, before.image, after.image) < 0 else "step"
    return "none"


#: A track of fewer pictures has no way back that is not also a way forward.
DIRECTION_MIN_PICTURES = 3


def direction(track: tuple[str, ...] | list[str], before: str | None, after: str | None) -> int:
    """Which way ``before`` → ``after`` moves along ``track`` taken round: 1 one picture
    forward (the last to the first included), -1 one picture back (the first to the last
    included), 0 when the track does not tell (not in it, too short, a jump). Taken round,
    the track's pictures once each are in reading order whatever a looping carousel copies
    to its ends (its last picture before the first, its first after the last)."""
    order = list(dict.fromkeys(track))
    if before not in order or after not in order or len(order) < DIRECTION_MIN_PICTURES:
        return 0
    moved = (order.index(after) - order.index(before)) % len(order)
    return 1 if moved == 1 else -1 if moved == len(order) - 1 else 0


def entry_urls(url: str) -> list[str]:
    """Where picture 1 may be for a gallery opened at ``url`` in its middle, nearest
    first: without a page key of the query (``?index=4``), page 1 of a numbered page
    (``c_1234_3.htm`` → ``c_1234.htm``), without the fragment (``#p=5``,
    ``#nextpage``). Empty when the URL carries no such mark."""
    parts = urlsplit(without_session(url))
    out: list[str] = []
    query = parse_qsl(parts.query)
    kept = [(k, v) for k, v in query if not (k.lower() in PAGE_KEYS and v.isdigit())]
    path = parts.path
    step = _step(path)
    if step and _ID_END_RE.search(step.group("stem")) and int(step.group("n")) >= 2:
        path = step.group("stem") + step.group("ext")
    elif (m := re.match(r"^(?P<dir>.*/index)_(?P<n>\d{1,3})(?P<ext>\.s?html?)$", path)) and int(
        m.group("n")
    ) >= 2:
        path = m.group("dir") + m.group("ext")
    if kept != query or path != parts.path:
        out.append(parts._replace(path=path, query=urlencode(kept), fragment="").geturl())
    if parts.fragment:
        plain = parts._replace(fragment="").geturl()
        if plain not in out:
            out.append(plain)
    return out
