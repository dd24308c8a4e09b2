"""Pretreatment (预处理): is a page a picture gallery (图集) or an ordinary article?

Seed 004 sorts every news URL into *dynamic* pages (动态型网页, galleries that page on
"next") and *normal* news pages (新闻普通网页, articles for the static extractor) by two
URL rules: the path holds a picture word (``pic``, ``photo``…), or the URL ends in an
incrementing number or letter (``_2.html``, ``#p=1``). The paper names these rules as the
main source of its errors, so here the page the browser loaded confirms or overrules them.

Everything in this module is a pure function of its arguments: the browser measures the
page into a :class:`PageEvidence`, :func:`classify_url` reads the URL, and
:func:`classify` combines both into a :class:`Classification` that carries its reasons.

How the verdict is reached (the thresholds are the module constants below). A gallery
verdict is only ever a reason to probe: the page is harvested as a gallery when a control
is then proven to move its picture one forward, and as an article otherwise.

1. **A strong page wins**, whatever the URL says. In this order:

   - long body paragraphs and no slide data → article (an article's pager ``1/2``, a
     date ``05/09`` or a list number ``1/10`` may read like a counter);
   - shorter prose on both sides of the main picture → article (one that embeds a
     gallery: its gallery is returned as the article's slides);
   - a slide counter ``n/N`` (N >= 2) beside the main picture → gallery;
   - embedded slide data with a big main picture → gallery;
   - a big main picture with a thumbnail strip → gallery;
   - a big main picture in a track of like pictures out of view (a slider) → gallery;
   - a grid of thumbnails naming their large pictures (a lightbox) → gallery;
   - no picture at all (no visible image over 100x100 px, no counter, no slide data) →
     article: there is nothing to page through.

2. Otherwise **a picture word in the URL** (host or path) decides: gallery.
3. Otherwise **an incrementing suffix** (``_2.html``, ``-3.html``, ``#p=…``) says "maybe
   page N of a gallery", a weaker sign: the page may still lean the other way (body
   paragraphs and no gallery marks → article). Text articles are paged with ``_2.htm``
   too (Xinhua, people.cn).
4. Otherwise the page's lean decides (a picture with almost no Han text, as on an
   English-caption gallery, or a big picture with no body paragraph → gallery).
5. With no sign either way, a page that shows a picture is settled by one bounded probe
   (``bounded``: a gallery with no counter and a silent URL is still a gallery); a page
   with no picture is an article. Gallery verdicts of steps 3 and 4 are bounded too.

Whenever the page overrules the URL, the evidence says so ("url said gallery; overruled:
…").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol
from urllib.parse import unquote, unquote_to_bytes, urlsplit

from harvester.gallery.vocabulary import (
    PICTURE_PREFIXES,
    PICTURE_SUFFIXES,
    PICTURE_WORDS,
    PICTURE_WORDS_HAN,
)

if TYPE_CHECKING:  # the snapshot is read by attribute only
    from harvester.gallery.state import GalleryState


class NamedGrid(Protocol):
    """A thumbnail grid as classification reads it (:class:`harvester.gallery.viewer.Grid`)."""

    @property
    def entries(self) -> Sequence[object]: ...

    def large_sources(self) -> object: ...


Kind = Literal["gallery", "article"]

# --- URL rule (seed 004, §2.1.1 rule ①: the path holds "pic", "photo" and similar) ---
# The words live in harvester/vocabulary.py. A word counts as a whole token of the host or
# path (tokens split at non-alphanumerics and at letter/digit borders), never as a
# substring: "/topic/", "/epic-story", "/tutorial", "/pictorial-law" say nothing.

# --- URL rule (seed 004, §2.1.1 rule ②: the URL ends in an incrementing number) ---
# A page number is 1-3 digits after "_" or "-" at the end of the file name, behind a stem
# that already holds the article id (a digit): "c_1115001234_2.htm", "2788702_23.html",
# "c1016-28167513-7.html". "content_123.htm" and "news_12.html" are ids, not pages, and
# "slide_1_2841_156226.html" ends in a 6-digit id (ours). Page 1 rarely carries a number,
# so the suffix must be >= 2; a fragment "#p=1" (the seed's own example,
# news.qq.com/a/20160714/048155.htm#p=1) counts from 1, and "#p=<photo id>" (NetEase) too.
PAGE_SUFFIX_MIN = 2
_PAGE_SUFFIX_RE = re.compile(
    r"(?P<stem>[^/]*\d[^/]*?)(?P<sep>[_-])(?P<n>\d{1,3})\.(?:s?html?|php|aspx?|jsp)$",
    re.IGNORECASE,
)
_DATE_STEM_RE = re.compile(r"(?:^|\D)\d{4}[_-]\d{1,2}$")  # "2016-07" + "-14.html" is a date
_FRAGMENT_PAGE_RE = re.compile(r"^p=(?P<value>[0-9A-Za-z]+)$")
_TOKEN_RE = re.compile(r"[a-z]+|\d+")

# --- Page rules (ours; the seed only says a page check should confirm the URL) ---
# A "big" main picture covers this share of a 1280x900 window (the window the rule was set
# on; the picture's size in px is what counts, not the share of whatever window renders
# it): a portal gallery picture is 600-950 px wide (30-60 %); an inline article photo is
# often smaller.
MAIN_IMAGE_MIN_SHARE = 0.15
REFERENCE_WINDOW_AREA = 1280.0 * 900.0
# A thumbnail strip: at least this many small pictures in one row.
THUMBNAIL_STRIP_MIN = 3
# A track or stack of slides: the main picture and at least two more of its size that a
# reader does not see (clipped out of the track, faded out under it). Ours: a slider's
# markup holds every slide (GALLERY_MECHANICS.md §1 §3; swiper, slick, glide…), an
# article's figures are each in view.
TRACK_MIN = 3
# A slide counter "n/N" needs N >= 2 ("1/1" is a one-page pager) and a plausible N (a
# date fragment such as "1/2016" is not a counter).
COUNTER_TOTAL_MIN = 2
COUNTER_TOTAL_MAX = 500
# ... and it sits beside the picture it counts: within this many px of the picture's box
# (portal counters sit on, above or under the picture, GALLERY_MECHANICS.md §1 §3 §9 §13).
COUNTER_NEAR_PX = 400
# Strong article: Han characters in long paragraphs (each <p> >= 40 Han chars). 300 is
# three or four real news paragraphs, well above any gallery caption.
LONG_PARAGRAPH_CHARS = 300
# Article lean: more paragraph text than one gallery caption holds (Xinhua captions run to
# ~120 Han chars), yet below the strong threshold. It only beats a suffix-only URL.
LEAN_PARAGRAPH_CHARS = 150
# An article embedding a gallery: its prose stands on both sides of the gallery's picture,
# at least one long paragraph before it and two after (one after may be the picture's own
# long caption; a gallery page's intro stands above it), with more paragraph text than a
# caption holds (LEAN_PARAGRAPH_CHARS). Ours: the generated family's short articles
# embedding a gallery hold six paragraphs of 40-55 Han chars, three on each side.
EMBEDDING_BEFORE_MIN = 1
EMBEDDING_AFTER_MIN = 2
# ... or counted by sentences (a paragraph of 20 Han chars or more ending as a sentence
# ends, state.js) among the siblings of the block that holds a picture or a framed player,
# as many on each side and as many characters: round 4's short articles embedding a
# slideshow or a lightbox grid hold two to three paragraphs of 31-59 Han chars on each
# side; a stack's captions are cut off by its next picture, a gallery page's intro stands
# alone above its picture.
# Gallery lean: a picture with fewer visible Han characters than this is a caption-only
# or English-caption page (the English Xinhua gallery shows 2: "正文" in its breadcrumb).
FEW_HAN_CHARS = 20


@dataclass(frozen=True, slots=True)
class PageEvidence:
    """What the browser measured on the loaded page (filled from JavaScript)."""

    main_image_area: float  # rendered area (px²) of the largest visible <img>, 0 if none
    visible_images: int  # count of visible <img> larger than 100x100 px
    counter: tuple[int, int] | None  # an n/N slide counter in visible text, or None
    thumbnails: int  # visible small images (<= 200 px wide) in one strip (parent/row)
    slide_data: bool  # embedded slide data (textarea#photoList, #eData, var slide_data…)
    text_chars: int  # visible Han characters on the page (document.body.innerText)
    paragraph_chars: int  # Han chars in visible <p> elements holding >= 40 Han chars each
    counter_distance: float = 0.0  # px between the counter and the main picture's box
    grid_named: int = 0  # thumbnails of one grid that each name a large picture (a lightbox)
    track: int = 0  # pictures of the track or stack the main picture is one of, 0: none
    paragraphs_before: int = 0  # long paragraphs (as paragraph_chars counts) before the
    paragraphs_after: int = 0  # main picture, and after it, in document order
    prose_before: int = 0  # sentence paragraphs standing beside a block of the page (a
    prose_after: int = 0  # picture's container, a framed player) before and after it,
    prose_chars: int = 0  # and their Han characters: the page's best such block


def evidence_of(state: GalleryState, grid: NamedGrid | None = None) -> PageEvidence:
    """What the rendered page shows, as :func:`classify` reads it: the snapshot's signs,
    and how many thumbnails of its grid name a large picture (a lightbox)."""
    return PageEvidence(
        main_image_area=state.image_area,
        visible_images=state.visible_images,
        counter=state.counter,
        counter_distance=state.counter_distance,
        thumbnails=state.thumbnails,
        slide_data=state.slide_data,
        text_chars=state.text_chars,
        paragraph_chars=state.paragraph_chars,
        paragraphs_before=state.paragraphs_before,
        paragraphs_after=state.paragraphs_after,
        prose_before=state.prose_before,
        prose_after=state.prose_after,
        prose_chars=state.prose_chars,
        grid_named=len(grid.entries) if grid is not None and grid.large_sources() else 0,
        track=state.track,
    )


@dataclass(frozen=True, slots=True)
class Classification:
    """The verdict for one page, with the reasons that led to it."""

    kind: Kind
    evidence: tuple[str, ...]
    url_says: Kind | None
    #: a gallery only maybe (a picture, no sign either way): one bounded probe decides
    bounded: bool = False


@dataclass(frozen=True, slots=True)
class _UrlFindings:
    """What the URL rules found: picture words (strong) and page suffixes (weak)."""

    words: tuple[str, ...]
    suffixes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _PageFindings:
    """What the page says: a strong verdict, a lean, and why."""

    strong: Kind | None
    lean: Kind | None
    reasons: tuple[str, ...]


# ---------------------------------------------------------------- URL rules


def url_tokens(text: str) -> list[str]:
    """Lower-case letter runs and digit runs of ``text``: "hdPic2013_x" -> hdpic, 2013, x."""
    return _TOKEN_RE.findall(text.lower())


def is_picture_token(token: str) -> bool:
    """True when ``token`` is a picture word or a compound of one ("picnews", "slideshow")."""
    if token in PICTURE_WORDS:
        return True
    for word in PICTURE_WORDS:
        if token.startswith(word) and token[len(word) :] in PICTURE_SUFFIXES:
            return True
        if token.endswith(word) and token[: -len(word)] in PICTURE_PREFIXES:
            return True
    return False


def decoded_paths(path: str) -> tuple[str, ...]:
    """The path percent-decoded as UTF-8 and, for old portals, as GBK."""
    raw = unquote_to_bytes(path)
    return (unquote(path, errors="replace"), raw.decode("gbk", errors="ignore"))


def _picture_words(host: str, path: str) -> tuple[str, ...]:
    """Evidence lines for every picture word in the host or path."""
    found: list[str] = []
    for where, text in (("host", host), ("path", unquote(path, errors="replace"))):
        for token in dict.fromkeys(url_tokens(text)):
            if is_picture_token(token):
                found.append(f"url: {where} word '{token}'")
    for word in PICTURE_WORDS_HAN:
        if any(word in decoded for decoded in decoded_paths(path)):
            found.append(f"url: path word '{word}'")
    return tuple(found)


def page_suffix(path: str) -> int | None:
    """The page number N of a path ending "…<id>_N.html" / "…<id>-N.html", else None."""
    name = path.rsplit("/", 1)[-1]
    match = _PAGE_SUFFIX_RE.search(name)
    if match is None or _DATE_STEM_RE.search(match["stem"]):
        return None
    number = int(match["n"])
    return number if number >= PAGE_SUFFIX_MIN else None


def fragment_page(fragment: str) -> str | None:
    """The value of a "#p=…" fragment (a picture number or a photo id), else None."""
    match = _FRAGMENT_PAGE_RE.match(fragment)
    return match["value"] if match else None


def _suffixes(path: str, fragment: str) -> tuple[str, ...]:
    """Evidence lines for an incrementing page suffix in the path or fragment."""
    found: list[str] = []
    number = page_suffix(path)
    if number is not None:
        found.append(f"url: incrementing suffix {number} (maybe gallery page {number})")
    value = fragment_page(fragment)
    if value is not None:
        what = f"picture {value}" if value.isdigit() else f"picture id {value}"
        found.append(f"url: fragment '#p={value}' (maybe gallery {what})")
    return tuple(found)


def _url_findings(url: str) -> _UrlFindings:
    """Run both URL rules of seed 004 over ``url``."""
    parts = urlsplit(url.strip())
    host = parts.hostname or ""
    return _UrlFindings(_picture_words(host, parts.path), _suffixes(parts.path, parts.fragment))


def _url_verdict(findings: _UrlFindings) -> tuple[Kind | None, tuple[str, ...]]:
    """The URL's verdict and reasons from its findings."""
    reasons = findings.words + findings.suffixes
    return ("gallery" if reasons else None), reasons


def picture_words(url: str) -> tuple[str, ...]:
    """Rule ① alone: the evidence lines of the picture words in the URL's host and path."""
    return _url_findings(url).words


def classify_url(url: str) -> tuple[Kind | None, tuple[str, ...]]:
    """Seed 004's URL rules: ("gallery", reasons) or (None, ()) when the URL says nothing.

    The seed's rules only ever point at galleries, so the URL never says "article".
    """
    return _url_verdict(_url_findings(url))


# ---------------------------------------------------------------- page rules


def image_share(evidence: PageEvidence) -> float:
    """The largest visible picture's area as a share of a 1280x900 window."""
    return evidence.main_image_area / REFERENCE_WINDOW_AREA


def valid_counter(counter: tuple[int, int] | None, distance: float = 0.0) -> tuple[int, int] | None:
    """The counter if it reads as a slide counter n/N beside the main picture, else None
    (a date "05/09" or a list number "1/10" elsewhere on the page is not one)."""
    if counter is None or distance > COUNTER_NEAR_PX:
        return None
    n, total = counter
    if 1 <= n <= total and COUNTER_TOTAL_MIN <= total <= COUNTER_TOTAL_MAX:
        return counter
    return None


def prose_around(evidence: PageEvidence) -> tuple[int, int] | None:
    """(before, after): the long paragraphs, or else the sentence paragraphs, an
    article's prose holds on each side of the picture or player it embeds; None when the
    page has no such prose (a gallery page's intro above its picture is not)."""
    enough = evidence.paragraph_chars >= LEAN_PARAGRAPH_CHARS
    if (
        enough
        and evidence.paragraphs_before >= EMBEDDING_BEFORE_MIN
        and evidence.paragraphs_after >= EMBEDDING_AFTER_MIN
    ):
        return evidence.paragraphs_before, evidence.paragraphs_after
    if (
        evidence.prose_chars >= LEAN_PARAGRAPH_CHARS
        and evidence.prose_before >= EMBEDDING_BEFORE_MIN
        and evidence.prose_after >= EMBEDDING_AFTER_MIN
    ):
        return evidence.prose_before, evidence.prose_after
    return None


def prose_article(evidence: PageEvidence) -> bool:
    """Whether the page's own prose makes it an article: long paragraphs, or prose on both
    sides of what it embeds."""
    long = evidence.paragraph_chars >= LONG_PARAGRAPH_CHARS and not evidence.slide_data
    return long or prose_around(evidence) is not None


def _strong_page(evidence: PageEvidence) -> tuple[Kind, str] | None:
    """A verdict the page alone settles, with its reason; None when it does not."""
    counter = valid_counter(evidence.counter, evidence.counter_distance)
    share = image_share(evidence)
    big = share >= MAIN_IMAGE_MIN_SHARE
    if evidence.paragraph_chars >= LONG_PARAGRAPH_CHARS and not evidence.slide_data:
        return "article", f"page: long paragraphs ({evidence.paragraph_chars:,} Han chars)"
    if (sides := prose_around(evidence)) is not None:
        chars = max(evidence.paragraph_chars, evidence.prose_chars)
        return "article", (
            f"page: prose on both sides of the picture ({sides[0]} paragraphs before it, "
            f"{sides[1]} after, {chars:,} Han chars): an article that may embed a gallery"
        )
    if counter is not None and evidence.visible_images:
        return "gallery", f"page: counter {counter[0]}/{counter[1]} beside the main picture"
    if big and evidence.track >= TRACK_MIN:
        return "gallery", (
            f"page: main image {share:.0%} of 1280x900, one of a track of {evidence.track}"
        )
    if evidence.grid_named >= THUMBNAIL_STRIP_MIN:
        return "gallery", f"page: a grid of {evidence.grid_named} thumbnails naming large pictures"
    if evidence.slide_data and big:
        return "gallery", f"page: main image {share:.0%} of 1280x900 with embedded slide data"
    if big and evidence.thumbnails >= THUMBNAIL_STRIP_MIN:
        return "gallery", (
            f"page: main image {share:.0%} of 1280x900 with {evidence.thumbnails} thumbnails"
        )
    if evidence.visible_images == 0 and not evidence.slide_data:
        return "article", "page: no picture (no image over 100x100 px, no counter, no slide data)"
    return None


def _gallery_marks(evidence: PageEvidence) -> bool:
    """True when the page shows any gallery furniture: counter, slide data or strip."""
    return (
        valid_counter(evidence.counter, evidence.counter_distance) is not None
        or evidence.slide_data
        or evidence.thumbnails >= THUMBNAIL_STRIP_MIN
        or evidence.track >= TRACK_MIN
        or evidence.grid_named >= THUMBNAIL_STRIP_MIN
    )


def _page_lean(evidence: PageEvidence) -> tuple[Kind, str] | None:
    """A weaker hint, used only when the URL is silent or says just "maybe page N"."""
    if evidence.paragraph_chars >= LEAN_PARAGRAPH_CHARS and not _gallery_marks(evidence):
        return "article", (
            f"page: body paragraphs ({evidence.paragraph_chars:,} Han chars), no gallery marks"
        )
    if evidence.visible_images > 0 and evidence.text_chars < FEW_HAN_CHARS:
        return "gallery", f"page: a picture with almost no Han text ({evidence.text_chars} chars)"
    if image_share(evidence) >= MAIN_IMAGE_MIN_SHARE and evidence.paragraph_chars == 0:
        return "gallery", f"page: main image {image_share(evidence):.0%} of 1280x900, no body text"
    return None


def _assess_page(evidence: PageEvidence | None) -> _PageFindings:
    """Read the page measurements into a strong verdict or a lean, with reasons."""
    if evidence is None:
        return _PageFindings(None, None, ("page: not measured",))
    strong = _strong_page(evidence)
    if strong is not None:
        return _PageFindings(strong[0], None, (strong[1],))
    lean = _page_lean(evidence)
    if lean is not None:
        return _PageFindings(None, lean[0], (lean[1],))
    return _PageFindings(None, None, ("page: no strong sign either way",))


# ---------------------------------------------------------------- the verdict


def _overruled(url_says: Kind | None, kind: Kind, reason: str) -> tuple[str, ...]:
    """The "url said X; overruled: …" line when the page contradicts the URL."""
    if url_says is None or url_says == kind:
        return ()
    return (f"url said {url_says}; overruled: {reason.removeprefix('page: ')}",)


def _decide(url: _UrlFindings, page: _PageFindings) -> tuple[Kind | None, tuple[str, ...]]:
    """Combine URL and page findings into the kind and a closing verdict line; None when
    only a probe can tell."""
    url_says, _ = _url_verdict(url)
    if page.strong is not None:
        return page.strong, _overruled(url_says, page.strong, page.reasons[0])
    if url.words:
        return "gallery", ("verdict: url picture word, page not decisive",)
    if url.suffixes and page.lean == "article":
        return "article", _overruled(url_says, "article", page.reasons[0])
    if url.suffixes:
        return "gallery", ("verdict: url page suffix, page not against it",)
    if page.lean is not None:
        return page.lean, (f"verdict: url silent, page leans {page.lean}",)
    return None, ("verdict: url silent, page not decisive: one bounded probe decides",)


def classify(url: str, evidence: PageEvidence | None) -> Classification:
    """Decide "gallery" or "article" for the page at ``url`` from the URL and the page."""
    findings = _url_findings(url)
    url_says, url_reasons = _url_verdict(findings)
    page = _assess_page(evidence)
    kind, verdict = _decide(findings, page)
    reasons = url_reasons + page.reasons + verdict
    if kind is None:
        pictured = evidence is not None and evidence.visible_images > 0
        if not pictured:
            return Classification("article", reasons, url_says)
        return Classification("gallery", reasons, url_says, bounded=True)
    # a gallery by a lean or a page suffix alone is a guess: the probe is bounded too
    bounded = kind == "gallery" and page.strong is None and not findings.words
    return Classification(kind, reasons, url_says, bounded=bounded)
