"""The static article extractor: page bytes in, an :class:`Article` record out.

Stages: decode the bytes (:mod:`harvester.extraction.encoding`), parse and clean the tree
(:mod:`harvester.extraction.dom`), read the metadata (:mod:`harvester.extraction.metadata`),
then find the body with one of the algorithms in :data:`METHODS`
(:mod:`harvester.extraction.combine`). Nothing here raises on bad input: a file that cannot
be decoded or parsed gives a record whose ``error`` says why.
"""

from __future__ import annotations

import logging
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from lxml import etree
from lxml.html import HtmlElement

from harvester.extraction.boxes import remove_author_boxes
from harvester.extraction.cleanup import rule_on, tidy
from harvester.extraction.combine import METHODS, Body, template_body
from harvester.extraction.dom import (
    EmptyDocument,
    Line,
    clean_tree,
    drop_styled_hidden,
    parse_html,
    remove_unlikely,
    reveal_streamed,
    text_lines,
)
from harvester.extraction.encoding import decode_html, file_signature, utf8_bytes
from harvester.extraction.head import (
    declared_language,
    find_canonical,
    find_description,
    find_lead_image,
    text_language,
)
from harvester.extraction.metadata import Metadata, extract_metadata
from harvester.extraction.replies import remove_reply_lists
from harvester.extraction.sections import agree, find_node, learn_path
from harvester.extraction.structured import structured_published
from harvester.urls import absolute

logger = logging.getLogger(__name__)

#: Tags removed before metadata is read: their text is never shown.
_SCRIPT_TAGS = ("script", "style", "noscript", "template")
#: Share of control characters above which input is binary, not HTML; of NUL bytes alone
#: (a picture, a PDF, UTF-16 without its mark has them everywhere; a page with a stray NUL
#: is still a page: a browser drops it).
BINARY_CONTROL_SHARE = 0.05
BINARY_NUL_SHARE = 0.01
#: Below this many visible characters a page has no body worth returning.
MIN_BODY_CHARS = 20


@dataclass(slots=True)
class Image:
    """A picture inside the body, with the caption shown next to it."""

    src: str
    caption: str | None = None


@dataclass(slots=True)
class Article:
    """One extraction result. :meth:`to_dict` is the record ``harvest extract`` prints:
    a field a ``harvest run`` record also has keeps its name and meaning there
    (docs/records.md, pinned by ``tests/test_one_record.py``)."""

    #: the page's address: the URL asked for, or the one given for a file (``--url``)
    url: str | None = None
    #: where the page was in the end, when it was fetched (after redirects)
    final_url: str | None = None
    #: the file read (``-``: standard input), when one was
    file: str | None = None
    title: str | None = None
    publish_time: str | None = None
    publish_time_raw: str | None = None
    author: str | None = None
    #: the outlet the story credits (来源: 新华社)
    source_name: str | None = None
    #: as the page declares it (``zh-CN``), else ``zh`` for a mostly Han text
    language: str | None = None
    #: the page's own summary (``<meta name=description>``, ``og:description``)
    description: str | None = None
    #: the picture the page names to stand for it (``og:image``), else the body's first
    lead_image: str | None = None
    #: the page's own ``<link rel="canonical">``, absolute (one story under several URLs)
    canonical_url: str | None = None
    text: str = ""
    images: list[Image] = field(default_factory=list)
    #: why ``text`` is empty or may be incomplete, when it is (not an error)
    note: str | None = None
    error: str | None = None
    #: what kind of error, when there is one: ``unreadable`` (the file), ``not_html``
    #: (binary data, no document), ``usage`` (an unknown method), ``internal`` (a bug of
    #: ours: the page is reported, the batch goes on); a URL's fetch errors are a run's
    error_kind: str | None = None
    method: str | None = None
    #: the section's article template (an XPath) whose subtree gave ``text``; None when
    #: ``method`` did (no template, or its text disagreed with ``auto``'s)
    section_template: str | None = None
    #: the XPath of the smallest subtree holding the body: the template this page teaches
    body_path: str | None = None
    encoding: str | None = None

    def fail(self, kind: str, message: str) -> Article:
        self.error_kind, self.error = kind, message
        return self

    def to_dict(self) -> dict[str, Any]:
        """The record: the fields above in order, with a run record's ``kind`` and
        ``status`` after ``file`` and its ``images`` shape (:func:`image_records`)."""
        out = asdict(self)
        head = {k: out.pop(k) for k in ("url", "final_url", "file")}
        failed = self.error is not None
        head |= {"kind": None if failed else "article", "status": "error" if failed else "ok"}
        head |= {k: out.pop(k) for k in ("error", "error_kind")}
        out["images"] = image_records(self.images)
        return head | out


def image_records(images: list[Image]) -> list[dict[str, Any]]:
    """An article record's ``images``: the pictures of its body, in order, numbered."""
    return [
        {"index": n, "image": image.src, "caption": image.caption}
        for n, image in enumerate(images, 1)
    ]


#: The control characters no text file holds (tab, line feed, form feed and carriage
#: return are text).
_CONTROLS = "".join(chr(c) for c in range(32) if chr(c) not in "\t\n\r\f")


def _is_binary(text: str) -> bool:
    sample = text[:4096]
    if not sample:
        return False
    controls = sum(map(sample.count, _CONTROLS))
    nuls = sample.count("\x00")
    return nuls / len(sample) > BINARY_NUL_SHARE or controls / len(sample) > BINARY_CONTROL_SHARE


def extract(
    html: bytes | str,
    *,
    url: str | None = None,
    file: str | None = None,
    method: str = "auto",
    template: str | None = None,
) -> Article:
    """Extract title, publish time, author, source, language, description, body text and
    pictures from one page (``url``: its address, ``file``: the file it was read from);
    with ``template`` (a section's article template), from that subtree while its text
    agrees with ``method``'s (:mod:`harvester.extraction.sections`)."""
    article = Article(url=url, file=file, method=method)
    if method not in METHODS:
        return article.fail(
            "usage", f"unknown method {method!r}: choose one of {', '.join(METHODS)}"
        )
    try:
        return _extract(article, html, url, method, template)
    except Exception as exc:  # a bug of ours: this page's error record, never the batch's end
        logger.exception("extracting %s", file or url or "a page")
        failed = Article(url=url, file=file, method=method, encoding=article.encoding)
        return failed.fail("internal", f"internal error: {type(exc).__name__}: {exc}")


def _extract(
    article: Article,
    html: bytes | str,
    url: str | None,
    method: str,
    template: str | None,
    styled: bool = True,
) -> Article:
    """:func:`extract` once the method is known (it may raise: :func:`extract` catches).
    ``styled``: what the page's stylesheet hides is dropped first; when that leaves no
    body, the page is read again with it (a script reveals what it hides)."""
    try:
        if isinstance(html, bytes) and (kind := file_signature(html)):
            return article.fail("not_html", f"not HTML: the input is a {kind} file")
        utf8 = None
        if isinstance(html, bytes):
            decoded = decode_html(html)
            text, article.encoding = decoded.text, decoded.encoding
            utf8 = utf8_bytes(html, decoded)
            if decoded.replaced:
                article.note = (
                    f"{decoded.replaced} undecodable bytes replaced by U+FFFD "
                    f"(decoded as {decoded.encoding})"
                )
        else:
            text = html
        if _is_binary(text):
            return article.fail("not_html", "not HTML: the input is binary data")
        parsed = parse_html(text, utf8)
    except EmptyDocument as exc:
        return article.fail("not_html", f"not HTML: {exc}")
    root = parsed.root
    css = "\n".join(style.text or "" for style in root.iter("style"))
    published = structured_published(root)
    reveal_streamed(root)
    etree.strip_elements(root, *_SCRIPT_TAGS, with_tail=False)
    # the lines a reader sees: <head>'s <title> is no line of the page (a headline
    # matched there would anchor the date search at the page's top)
    shown = root.find("body")
    meta = extract_metadata(root, text_lines(shown if shown is not None else root), published)
    article.title = meta.title
    article.publish_time, article.publish_time_raw = meta.publish_time, meta.publish_time_raw
    article.author, article.source_name = meta.author, meta.source_name
    article.canonical_url = find_canonical(root, url)
    article.description = find_description(root)
    article.language = declared_language(root)
    article.lead_image = find_lead_image(root, url)

    hid = styled and rule_on("styled_hidden") and drop_styled_hidden(root, css) > 0
    clean_tree(root)
    remove_unlikely(root)
    if rule_on("reply_lists"):
        remove_reply_lists(root, meta.title)
    if rule_on("author_box"):
        remove_author_boxes(root, meta.author, meta.title)
    lines = text_lines(root)
    body = METHODS[method](root, lines, meta)
    body_text = _text(body)
    node = find_node(root, template) if template else None
    if node is not None:
        by_template = template_body(node, lines, meta)
        template_text = _text(by_template)
        if agree(template_text, body_text):
            body, body_text, article.section_template = by_template, template_text, template
    tried = [] if styled else ["the page without its stylesheet"]
    if method == "auto" and _thin(body_text) and not hid:
        body, body_text, fell_back = _fall_back(root, lines, meta)
        tried += fell_back
        if not _thin(body_text):
            article.note = f"read by {tried[-1]}: auto found no body under its headline"
    article.body_path = learn_path(body.lines)
    if _thin(body_text):
        if hid:
            again = Article(url=url, file=article.file, method=method)
            return _extract(again, html, url, method, template, styled=False)
        article.note = _why_empty(lines) + (f"; tried: {', '.join(tried)}" if tried else "")
    else:
        article.text = body_text
        article.images = body_images(body.elements, url)
    article.language = article.language or text_language(body_text or meta.title or "")
    if article.lead_image is None and article.images:
        article.lead_image = article.images[0].src
    if parsed.truncated:
        article.note = "the DOM is nested too deep: the parser dropped what lies deeper"
    return article


def _thin(text: str) -> bool:
    return len(text.replace(" ", "")) < MIN_BODY_CHARS


#: What ``auto`` falls back on, in order, when it finds no body under the headline (its
#: window anchored on a headline a list repeats, or cut short by the headline's twin in a
#: table of contents): the other methods over the whole page, on a page that is not
#: mostly links (an index is no article).
FALLBACKS = ("readability over the whole page", "line-block over the whole page")


def _fall_back(root: HtmlElement, lines: list[Line], meta: Metadata) -> tuple[Body, str, list[str]]:
    """The first of :data:`FALLBACKS` that finds a body (else the last one's empty body),
    its text and the fallbacks tried."""
    tried: list[str] = []
    body, text = Body([]), ""
    if _mostly_links(lines):
        return body, text, tried
    for name, method in zip(FALLBACKS, ("readability", "lineblock"), strict=True):
        tried.append(name)
        found = METHODS[method](root, lines, meta)
        body = Body(tidy(found.lines, meta), found.elements)
        text = _text(body)
        if not _thin(text):
            break
    return body, text, tried


def _text(body: Body) -> str:
    return "\n".join(text for line in body.lines if (text := strip_reference_marks(line.text)))


#: Encyclopedia furniture inside sentences: citation marks ``[12]``, ``[注 3]``, edit links.
_REFERENCE_MARK_RE = re.compile(r"\[(?:\d{1,3}|注\s*\d{1,3}|编辑|edit)\]")


def strip_reference_marks(text: str) -> str:
    """``text`` without citation marks and edit links (``…成立[3]。`` → ``…成立。``)."""
    return _REFERENCE_MARK_RE.sub("", text).strip()


def _mostly_links(lines: list[Line]) -> bool:
    """Whether most of the page's text is link text: an index or a list, no article."""
    return sum(line.link_chars for line in lines) > sum(line.chars for line in lines) / 2


def _why_empty(lines: list[Line]) -> str:
    chars = sum(line.chars for line in lines)
    if chars < MIN_BODY_CHARS:
        return "no visible text on the page (empty shell, or content drawn by scripts)"
    if _mostly_links(lines):
        return "not an article: the page is mostly links (an index or list page)"
    return "not an article: no block of running text found"


def body_images(elements: list[HtmlElement], url: str | None) -> list[Image]:
    """Pictures inside the body elements, with absolute URLs and a caption where one is shown."""
    images: list[Image] = []
    seen: set[str] = set()
    for container in elements:
        for img in container.iter("img"):
            src = next(
                (img.get(a) for a in ("data-original", "data-src", "src") if img.get(a)), None
            )
            if not src or src.startswith("data:"):
                continue
            src = absolute(src, url)
            if src is None or src in seen:
                continue
            seen.add(src)
            images.append(Image(src, _caption(img)))
    return images


def _caption(img: HtmlElement) -> str | None:
    figure = next((a for a in img.iterancestors("figure")), None)
    if figure is not None:
        caps = figure.xpath(".//figcaption")
        if caps:
            return " ".join(caps[0].text_content().split()) or None
    alt = (img.get("alt") or img.get("title") or "").strip()
    return alt or None


def extract_file(path: Path, *, url: str | None = None, method: str = "auto") -> Article:
    """:func:`extract` on a file; an unreadable file gives an error record."""
    try:
        data = path.read_bytes()
    except OSError as exc:
        failed = Article(url=url, file=str(path), method=method)
        return failed.fail("unreadable", f"cannot read: {exc.strerror}")
    return extract(data, url=url, file=str(path), method=method)
