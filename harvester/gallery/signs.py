"""Whether a page, as its server sent it, can be finished without a browser.

Seed 004 extracts ordinary news pages ("like static pages: once loaded, all the
information is on the page") with the line-block method and keeps the browser for
dynamic picture pages. :func:`triage` reads the bytes as sent (decoded as ``harvest
extract`` decodes them) and the static extraction of them, and says *render* when any of
these shows, each named in the reasons:

- a **gallery sign**: the URL's picture words or page suffix (seed 004's URL rules, as
  :func:`harvester.gallery.classify.classify_url` reads them), slide data (several
  picture addresses in one inline script or ``textarea``), a slide counter (``3/8``), a
  grid of links to large pictures, pictures that name a larger one in a ``data-*``
  attribute (a lightbox), a link to page 2 of this page (a gallery or an article split
  over pages), a frame of this site whose address says gallery, and, anywhere on the page,
  the signs of a pre-rendered scroller (:mod:`harvester.gallery.scroller`: one picture
  shown of several, a control that pages pictures, links to the slides of this page);
- **text the static stage cannot vouch for**: no text, or thin text (a script-drawn shell,
  a brief, a picture with a caption), or a page that sends the reader elsewhere
  (``<meta http-equiv=refresh>``, a ``<frameset>``).

Everything else is an article with a confident static extraction: finished here. The
rules look at structure (addresses, attributes, counts); the only words are a control's
(:mod:`harvester.gallery.vocabulary`).
All functions are pure: HTML in, findings out.
"""

from __future__ import annotations

import re
from collections import Counter, defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from lxml.html import HtmlElement

from harvester.extraction.article import Article
from harvester.extraction.dom import EmptyDocument, parse_html, text_chars
from harvester.gallery.classify import (
    COUNTER_TOTAL_MAX,
    COUNTER_TOTAL_MIN,
    TRACK_MIN,
    classify_url,
    picture_words,
)
from harvester.gallery.scroller import is_slide, scroller_signs
from harvester.gallery.state import url_step

#: Distinct picture addresses in one inline script or textarea that make slide data (ours:
#: the recorded portals list every slide; a news page's scripts name one share picture).
SLIDE_DATA_MIN = 3
#: A track's container holds at most this much text of its own (between its slides).
TRACK_OWN_TEXT_CHARS = 20
#: At most this much text makes a control (an arrow, 上一张), not a slide or a block.
ARROW_TEXT_CHARS = 4
#: Links to picture files, each around a picture, that make a grid of large pictures (a
#: lightbox's thumbnails); an article links one or two of its photos to the full size.
PICTURE_LINKS_MIN = 3
#: Pictures naming a larger one in a ``data-*`` attribute that make a viewer's grid.
NAMED_LARGER_MIN = 3
#: Below this many characters of body text a static extraction is thin: a brief, or a
#: shell its scripts fill (ours: the zh corpus's shortest article body has 229).
THIN_TEXT_CHARS = 200
#: Below this many characters on the whole page as sent (body text, menus, footer), the
#: page is a shell its scripts fill (ours: the zh corpus's briefs of 94-193 characters
#: stand on pages of 1,500 and more).
SHELL_CHARS = 500
#: A picture with less body text than this is a picture page until the browser says
#: otherwise: a gallery's first picture and its caption (Xinhua captions run to ~120 Han
#: characters, harvester.gallery.classify.LEAN_PARAGRAPH_CHARS); a news photo with a
#: paragraph or two of its own is an article.
PICTURE_PAGE_CHARS = 200

#: A string literal of a script (or a JSON text), one line at most: every one is matched,
#: so that a closing quote is never taken for an opening one, and each is scanned from
#: its quote to the next, so a megabyte of script is read in linear time.
_QUOTED_RE = re.compile(r""""((?:[^"\\\n]|\\.){0,2048})"|'((?:[^'\\\n]|\\.){0,2048})'""")
#: What stands before a value in a record: ``"src": ``, ``src:``.
_KEY_BEFORE_RE = re.compile(r"""["']?([\w$-]{1,40})["']?\s*:\s*$""")
#: The path of a page (not a picture, a script or a style sheet).
_PAGE_PATH_RE = re.compile(r"(?:\.s?html?|\.php|\.aspx?|\.jsp|/)$", re.I)
_SPACE_RE = re.compile(r"\s")
_PICTURE_PATH_RE = re.compile(r"\.(?:jpe?g|png|gif|webp|avif|bmp)$", re.I)
#: The page number at the end of a file name (``_2`` of ``c_1234_2``).
_STEP_SUFFIX_RE = re.compile(r"[_-]\d{1,3}$")
_COUNTER_RE = re.compile(r"^[(（\[]?\s*(\d{1,3})\s*/\s*(\d{1,3})\s*[)）\]]?$")
#: The longest text an element may hold to be read as a counter.
_COUNTER_MAX_CHARS = 16


@dataclass(frozen=True, slots=True)
class Triage:
    """The HTTP stage's verdict on one page: render it or not, and why."""

    render: bool
    reasons: tuple[str, ...]


def triage(url: str, html: str, article: Article) -> Triage:
    """Whether the page at ``url`` (its decoded ``html`` as sent, and ``article``, the
    static extraction of it) needs the browser, with the reasons either way."""
    reasons: list[str] = []
    if doubt := _text_doubt(article):
        reasons.append(doubt)
    try:
        root = parse_html(html).root
    except EmptyDocument:
        return Triage(True, (*reasons, "the page is empty as sent"))
    # signs drawn in the markup count where the article stands when its text is sure;
    # anywhere on a page whose text is in doubt
    reasons += gallery_signs(url, root, root if reasons else article_region(root, article))
    reasons += [r for r in (_sends_elsewhere(root), _shell(root, article)) if r]
    if reasons and (weak := _weak_url(url)):
        reasons.append(weak)
    if reasons:
        return Triage(True, tuple(reasons))
    chars = text_chars(article.text)
    return Triage(False, (f"a static article: {chars} characters of body text, no gallery sign",))


def _weak_url(url: str) -> str | None:
    """The URL's page suffix or ``#p=`` fragment (seed 004's rule ②): page N of a gallery
    or of an article alike, so it only adds to another reason."""
    words = picture_words(url)
    rest = [reason for reason in classify_url(url)[1] if reason not in words]
    return f"the URL may be page N of a gallery ({', '.join(rest)})" if rest else None


def _text_doubt(article: Article) -> str | None:
    """Why the static extraction is not to be trusted, if it is not."""
    if article.error or not article.text:
        return f"no text as sent ({article.error or article.note or 'empty'})"
    chars = text_chars(article.text)
    if article.images and chars < PICTURE_PAGE_CHARS:
        return f"a picture with little text: {chars} characters"
    return None


def gallery_signs(url: str, root: HtmlElement, region: HtmlElement | None = None) -> list[str]:
    """Every gallery sign of the page (see the module docstring), as reasons: those of
    its address, data and links on the whole page, those drawn in the markup (a counter, a
    track, a grid) within ``region`` (the whole page by default)."""
    signs: list[str] = []
    if words := picture_words(url):
        signs.append(f"the URL says gallery ({', '.join(words)})")
    drawn = region if region is not None else root
    checks: tuple[tuple[Callable[[str, HtmlElement], str | None], HtmlElement], ...] = (
        (_slide_data, root),
        (_counter, drawn),
        (_track, drawn),
        (_custom_element, drawn),
        (_picture_links, drawn),
        (_named_larger, drawn),
        (_next_page, root),
        (_framed_gallery, root),
    )
    signs += [found for check, where in checks if (found := check(url, where))]
    return signs + scroller_signs(root)


def article_region(root: HtmlElement, article: Article) -> HtmlElement:
    """Where the static article stands: the parent of the block its text came from (the
    body with what stands right beside it: a slideshow after the last paragraph, a grid
    under the text), or the whole page when that block is not found once. A sidebar's
    carousel, a header's slideshow of other stories, a counter in a teaser box stand
    elsewhere (ours: 10 of the 23 real articles the HTTP stage sent to the browser, by a
    track, a counter or a grid outside this region)."""
    try:
        found = root.xpath(article.body_path) if article.body_path else []
    except (ValueError, SyntaxError):  # lxml's XPath errors derive from these
        return root
    if not isinstance(found, list) or len(found) != 1 or not isinstance(found[0], HtmlElement):
        return root
    parent = found[0].getparent()
    return parent if parent is not None else root


def _framed_gallery(url: str, root: HtmlElement) -> str | None:
    """A frame of this site whose address says gallery (a photo player framed into an
    article: round 4's yanzhao): what it shows is drawn there, not in these bytes."""
    host = urlsplit(url).netloc
    for frame in root.iter("iframe"):
        framed = urljoin(url, (frame.get("src") or "").strip())
        if framed != url and urlsplit(framed).netloc == host and picture_words(framed):
            return f"a frame of this site showing a gallery ({urlsplit(framed).path})"
    return None


def slide_list(text: str) -> int:
    """How many pictures ``text`` (a script, a textarea, an attribute) lists as data: the
    most distinct picture addresses held by one key (``"src": "…jpg"`` in each record) or
    standing in one array of strings; 0 when the text also names at least half as many
    page addresses (teasers: a picture and a link each, recommendations, not slides).
    Addresses in code (a tracking pixel, an icon, an HTML template's ``src="…"``) are no
    list."""
    by_key: defaultdict[str, set[str]] = defaultdict(set)
    pages: set[str] = set()
    for m in _QUOTED_RE.finditer(text):
        value = (m.group(1) if m.group(1) is not None else m.group(2)).replace("\\/", "/")
        kind = _address_kind(value)
        if kind == "page":
            pages.add(value)
        if kind != "picture":
            continue
        before = text[max(0, m.start() - 48) : m.start()]
        if key := _KEY_BEFORE_RE.search(before):
            by_key[key.group(1)].add(value)
        elif before.rstrip().endswith(("[", ",")) and text[m.end() : m.end() + 8].lstrip()[:1] in (
            ",",
            "]",
        ):
            by_key["[]"].add(value)
    most = max((len(values) for values in by_key.values()), default=0)
    if most < SLIDE_DATA_MIN or 2 * len(pages) >= most:
        return 0
    return most


def _address_kind(value: str) -> str | None:
    """``picture`` or ``page`` for a string that is such an address, else None."""
    if not value or ("." not in value and "/" not in value) or _SPACE_RE.search(value):
        return None
    path = _path_of(value)
    if _PICTURE_PATH_RE.search(path):
        return "picture"
    if value.startswith(("http://", "https://", "//", "/")) and _PAGE_PATH_RE.search(path):
        return "page"
    return None


def _path_of(address: str) -> str:
    """The path of an address ("" for one that does not parse: ``http://[``)."""
    try:
        return urlsplit(address.strip()).path
    except ValueError:
        return ""


def _slide_data(url: str, root: HtmlElement) -> str | None:
    """The most pictures one inline script, textarea or attribute lists, when enough."""
    most, where = 0, ""
    for el in root.iter():
        if not isinstance(el.tag, str):
            continue
        inline = el.tag in ("script", "textarea") and not el.get("src")
        data = inline and "ld+json" not in (el.get("type") or "")
        if data and (n := slide_list(el.text or "")) > most:
            most, where = n, f"one {el.tag}"
        for name, value in el.attrib.items():
            # a list in an attribute quotes its items (JSON, a JS literal)
            listed = value.count(".") >= SLIDE_DATA_MIN and ('"' in value or "'" in value)
            if listed and (n := slide_list(value)) > most:
                most, where = n, f"a {name} attribute"
    if most >= SLIDE_DATA_MIN:
        return f"slide data: {most} pictures listed in {where}"
    return None


def _counter(url: str, root: HtmlElement) -> str | None:
    """A slide counter ``n/N`` standing alone in an element."""
    for el in root.iter():
        if not isinstance(el.tag, str) or el.tag in ("script", "style", "textarea", "title"):
            continue
        text = "".join(el.text_content().split()) if len(el) < 4 else ""
        if not text or len(text) > _COUNTER_MAX_CHARS:
            continue
        if (m := _COUNTER_RE.match(text)) is None:
            continue
        n, total = int(m.group(1)), int(m.group(2))
        if 1 <= n <= total and COUNTER_TOTAL_MIN <= total <= COUNTER_TOTAL_MAX:
            return f"a slide counter {n}/{total}"
    return None


def _track(url: str, root: HtmlElement) -> str | None:
    """Slides side by side: a container with next to no text of its own, two thirds of
    whose children that hold anything (a picture, or more than an arrow's text: the empty
    boxes a slider library fills and its arrows do not count) are slides of one tag and
    class (one picture each, a caption's worth of text at most, no link to another page: a
    teaser list links each picture). An article's pictures stand between its paragraphs,
    not two thirds of them."""
    for box in root.iter():
        if len(box) < TRACK_MIN:
            continue
        children = [c for c in box if isinstance(c.tag, str) and _holds_something(c)]
        if len(children) < TRACK_MIN or text_chars(_own_text(box)) > TRACK_OWN_TEXT_CHARS:
            continue
        kinds = Counter((c.tag, c.get("class")) for c in children)
        for kind, n in kinds.items():
            if n < TRACK_MIN:
                continue
            slides = sum(is_slide(c) for c in children if (c.tag, c.get("class")) == kind)
            if slides >= TRACK_MIN and 3 * slides >= 2 * len(children):
                return f"a track of {slides} slides"
    return None


def _holds_something(el: HtmlElement) -> bool:
    """A picture, or more text than an arrow's (‹ › 上一张)."""
    if el.tag == "img" or el.find(".//img") is not None:
        return True
    return text_chars(el.text_content()) > ARROW_TEXT_CHARS


def _custom_element(url: str, root: HtmlElement) -> str | None:
    """An empty custom element (``<xx-album>``) among the article's paragraphs: a web
    component its script draws into the body (the widgets of a page's furniture, a share
    button, a stock chart, stand elsewhere)."""
    for el in root.iter():
        if not isinstance(el.tag, str) or "-" not in el.tag or len(el) or text_chars(el.text or ""):
            continue
        parent = el.getparent()
        prose = (
            [p for p in parent.iterchildren("p") if text_chars(p.text_content()) > ARROW_TEXT_CHARS]
            if parent is not None
            else []
        )
        if len(prose) >= 2:
            return f"an element its scripts draw among the paragraphs (<{el.tag}>)"
    return None


def _own_text(el: HtmlElement) -> str:
    return (el.text or "") + "".join(c.tail or "" for c in el)


def _picture_links(url: str, root: HtmlElement) -> str | None:
    """Links to picture files, each around a picture (a lightbox grid)."""
    hrefs = {
        a.get("href", "")
        for a in root.iter("a")
        if _PICTURE_PATH_RE.search(_path_of(a.get("href", ""))) and a.find(".//img") is not None
    }
    if len(hrefs) >= PICTURE_LINKS_MIN:
        return f"a grid of {len(hrefs)} links to large pictures"
    return None


def _shown(img: HtmlElement, placeholders: set[str]) -> str | None:
    """The picture an ``img`` shows as sent (None for a lazy loader's placeholder)."""
    src = (img.get("src") or "").strip()
    if not src or src.startswith("data:") or src in placeholders:
        return None
    return src


def _named_larger(url: str, root: HtmlElement) -> str | None:
    """Pictures (or their wrappers) naming in a ``data-*`` attribute a picture other than
    the one they show: a viewer's large pictures. A lazy loader's ``data-src`` beside a
    placeholder (an empty, ``data:`` or shared ``src``) shows the same picture later and
    does not count."""
    imgs = list(root.iter("img"))
    counts = Counter((img.get("src") or "").strip() for img in imgs)
    placeholders = {src for src, n in counts.items() if n > 1}
    named = 0
    for img in imgs:
        shown = _shown(img, placeholders)
        if shown is None:
            continue
        holders = [img, *list(img.iterancestors())[:2]]
        if any(_names_other_picture(el, shown) for el in holders):
            named += 1
    if named >= NAMED_LARGER_MIN:
        return f"{named} pictures name a larger one (data attributes)"
    return None


def _names_other_picture(el: HtmlElement, shown: str) -> bool:
    return any(
        name.startswith("data-") and value != shown and _address_kind(value) == "picture"
        for name, value in el.attrib.items()
    )


def _next_page(url: str, root: HtmlElement) -> str | None:
    """A link to page 2 (or N) of this very page."""
    name = _STEP_SUFFIX_RE.sub("", _path_of(url).rsplit("/", 1)[-1].split(".", 1)[0])
    hrefs = {(a.get("href") or "").strip() for a in root.iter("a")}
    for href in hrefs:
        # page N's address holds this page's file name (``c_1234`` in ``c_1234_2.htm``) or
        # a query (``?page=2``): others are not parsed
        if not href or href.startswith(("#", "javascript:")):
            continue
        if name not in href and "?" not in href:
            continue
        try:
            step = url_step(url, urljoin(url, href))
        except ValueError:  # an address that does not parse (``http://[``)
            continue
        if step is not None and step >= 2:
            return f"a link to page {step} of this page"
    return None


def _shell(root: HtmlElement, article: Article) -> str | None:
    """Thin text on a page whose text as sent is too little for a page a reader sees: its
    scripts draw it (an app's mount point, a page filled from its data). Thin text on a
    whole page (menus, lists, a footer) is a brief, finished as it is."""
    if text_chars(article.text) >= THIN_TEXT_CHARS:
        return None
    chars = page_chars(root)
    if chars < SHELL_CHARS:
        return f"a shell for scripts: {chars} characters on the whole page as sent"
    return None


def page_chars(root: HtmlElement) -> int:
    """Characters of visible text on the whole page as sent: body text, menus, footer."""
    body = root.find("body")
    return text_chars(_visible_text(body)) if body is not None else 0


def _visible_text(el: HtmlElement) -> str:
    """The text of ``el`` without that of its scripts, styles and templates."""
    hidden = ("script", "style", "noscript", "template", "textarea")
    parts = [el.text or ""] if el.tag not in hidden else []
    for child in el:
        if isinstance(child.tag, str) and child.tag not in hidden:
            parts.append(_visible_text(child))
        parts.append(child.tail or "")
    return " ".join(parts)


def _sends_elsewhere(root: HtmlElement) -> str | None:
    """A page that shows another one: a meta refresh, a frameset."""
    for meta in root.iter("meta"):
        if (meta.get("http-equiv") or "").lower() == "refresh":
            return "a meta refresh"
    if root.find(".//frameset") is not None:
        return "a frameset"
    return None
