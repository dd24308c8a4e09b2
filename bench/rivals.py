"""Adapters for the rival article extractors the benchmark compares harvester with.

One small function per rival, all with the same shape::

    adapter(html: str, url: str | None, lang: str) -> RivalResult

``html`` is the page already decoded to ``str`` (the benchmark decodes every page once,
the same way for every rival), ``lang`` is ``"zh"`` or ``"en"``. Each adapter imports its
library on first use, so a rival that is not installed only fails its own row
(:func:`installed` tells in advance).

No rival may touch the network: newspaper4k (image fetching, meta refresh, tldextract's
suffix list) and goose3 (fetches the URL when it gets no HTML) are configured not to, and
:func:`block_network` makes any attempt fail loudly and counts it.
"""

from __future__ import annotations

import importlib.util
import logging
import re
import socket
import warnings
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime
from functools import cache
from importlib import metadata
from typing import Any


@dataclass(frozen=True, slots=True)
class RivalResult:
    """What one rival extracted from one page."""

    text: str
    title: str | None = None
    #: ISO 8601 (``YYYY-MM-DD[THH:MM[:SS]]``) when the rival's value could be read as a date
    publish_time: str | None = None


Adapter = Callable[[str, "str | None", str], RivalResult]


# --- network guard ---------------------------------------------------------------------


class NetworkBlockedError(OSError):
    """Raised by every socket connection or DNS lookup once :func:`block_network` ran."""


_network_attempts: list[str] = []


def block_network() -> None:
    """Make every outgoing connection and DNS lookup in this process fail, and count them."""

    def refuse(*args: Any, **kwargs: Any) -> Any:
        target = next((a for a in args if not isinstance(a, socket.socket)), None)
        _network_attempts.append(repr(target))
        raise NetworkBlockedError(f"network access is disabled in the benchmark ({target!r})")

    socket.socket.connect = refuse  # type: ignore[method-assign]
    socket.socket.connect_ex = refuse  # type: ignore[method-assign]
    socket.create_connection = refuse  # type: ignore[assignment]
    socket.getaddrinfo = refuse  # type: ignore[assignment]


def network_attempts() -> int:
    """How many connections or DNS lookups were refused so far."""
    return len(_network_attempts)


def quiet_libraries() -> None:
    """Silence the rivals' log chatter and warnings, which would drown the tables."""
    warnings.filterwarnings("ignore")
    for name in (
        "trafilatura",
        "htmldate",
        "courlan",
        "readability",
        "readability.readability",
        "newspaper",
        "goose3",
        "gne",
        "jieba",
        "tldextract",
        "boilerpy3",
        "urllib3",
    ):
        logging.getLogger(name).setLevel(logging.CRITICAL)
    try:
        import jieba

        jieba.setLogLevel(logging.CRITICAL)
    except ImportError:
        pass


# --- helpers ---------------------------------------------------------------------------

_DATE_RE = re.compile(
    r"(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?"
    r"(?:\s*T?\s*(\d{1,2})\s*[:：时]\s*(\d{1,2})(?:\s*[:：分]\s*(\d{1,2}))?)?"
)


def to_iso(value: object) -> str | None:
    """A rival's publish date as ISO 8601, the wall-clock time kept as the rival gave it.

    Rivals answer with ``datetime`` objects or strings in page formats
    (``2024-05-20 14:33``, ``2024/05/20``, ``2024年05月20日 14:33``). They are judged on
    finding the right date, not on its spelling, so all of them are rewritten the same
    way. A string that does not read as a date is returned unchanged (and will not match).
    """
    if value is None or value == "":
        return None
    if isinstance(value, datetime):
        return value.replace(tzinfo=None).isoformat(timespec="seconds")
    if isinstance(value, date):
        return value.isoformat()
    text = str(value).strip()
    m = _DATE_RE.search(text)
    if not m:
        return text or None
    y, mo, d, h, mi, s = m.groups()
    out = f"{y}-{int(mo):02d}-{int(d):02d}"
    if h is not None:
        out += f"T{int(h):02d}:{int(mi):02d}"
        if s is not None:
            out += f":{int(s):02d}"
    return out


def html_to_text(fragment: str) -> str:
    """Plain text of an HTML fragment, one line per block element (and per ``<br>``),
    laid out by the same code that lays out harvester's own output."""
    import lxml.html
    from lxml import etree

    from harvester.extraction.dom import element_text

    if not fragment or not fragment.strip():
        return ""
    root = lxml.html.fromstring(fragment)
    etree.strip_elements(root, "script", "style", "noscript", "template", with_tail=False)
    return element_text(root)


def _str(value: object) -> str | None:
    return str(value).strip() or None if value else None


# --- adapters --------------------------------------------------------------------------


def _trafilatura(html: str, url: str | None, *, favor_precision: bool) -> RivalResult:
    import trafilatura
    from trafilatura.metadata import extract_metadata
    from trafilatura.utils import load_html

    tree = load_html(html)
    if tree is None:
        return RivalResult("")
    text = trafilatura.extract(tree, url=url, favor_precision=favor_precision) or ""
    meta = extract_metadata(tree, default_url=url)
    return RivalResult(text, _str(meta.title), to_iso(meta.date))


def trafilatura_adapter(html: str, url: str | None, lang: str) -> RivalResult:
    """trafilatura, default settings: ``extract`` for the text, ``extract_metadata`` for
    title and date (both on one parsed tree; ``extract`` works on its own copy)."""
    return _trafilatura(html, url, favor_precision=False)


def trafilatura_precision_adapter(html: str, url: str | None, lang: str) -> RivalResult:
    """trafilatura with ``favor_precision=True``, its documented switch for less noise
    (it scores better than the defaults on Chinese news pages)."""
    return _trafilatura(html, url, favor_precision=True)


def readability_adapter(html: str, url: str | None, lang: str) -> RivalResult:
    """readability-lxml: ``summary()`` (HTML) turned into text with a line per block."""
    from readability import Document

    doc = Document(html, url=url)
    summary = doc.summary(html_partial=True)
    return RivalResult(html_to_text(summary), _str(doc.short_title()))


def gne_adapter(html: str, url: str | None, lang: str) -> RivalResult:
    """GeneralNewsExtractor, default settings."""
    from gne import GeneralNewsExtractor

    result = GeneralNewsExtractor().extract(html)
    return RivalResult(
        result.get("content") or "",
        _str(result.get("title")),
        to_iso(result.get("publish_time")),
    )


def newspaper4k_adapter(html: str, url: str | None, lang: str) -> RivalResult:
    """newspaper4k on the given HTML: language set from the corpus, no image fetching,
    no meta-refresh following (the two ways it could go online with ``input_html``)."""
    from newspaper import Article

    article = Article(
        url or "http://localhost/article.html",
        language=lang,
        fetch_images=False,
        follow_meta_refresh=False,
    )
    article.download(input_html=html)
    article.parse()
    return RivalResult(article.text or "", _str(article.title), to_iso(article.publish_date))


@cache
def _goose(lang: str) -> Any:
    from goose3 import Goose

    config: dict[str, Any] = {"enable_image_fetching": False, "http_timeout": 0.01}
    if lang == "zh":
        from goose3.text import StopWordsChinese

        config["stopwords_class"] = StopWordsChinese
    return Goose(config)


def goose3_adapter(html: str, url: str | None, lang: str) -> RivalResult:
    """goose3 on the given HTML (Chinese stop words for zh, defaults for en). It is given
    ``raw_html`` only: with a URL and empty HTML it would fetch the URL."""
    if not html.strip():
        return RivalResult("")
    article = _goose(lang).extract(raw_html=html)
    return RivalResult(
        article.cleaned_text or "", _str(article.title), to_iso(article.publish_date)
    )


def boilerpy3_adapter(html: str, url: str | None, lang: str) -> RivalResult:
    """boilerpy3 ``ArticleExtractor`` (its title is the page's ``<title>``)."""
    from boilerpy3 import extractors

    doc = extractors.ArticleExtractor(raise_on_failure=False).get_doc(html)
    return RivalResult(doc.content or "", _str(doc.title))


def resiliparse_adapter(html: str, url: str | None, lang: str) -> RivalResult:
    """Resiliparse ``extract_plain_text(main_content=True)``; it extracts no title or date."""
    from resiliparse.extract.html2text import extract_plain_text

    return RivalResult(extract_plain_text(html, main_content=True) or "")


# --- registry --------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Rival:
    """One rival extractor: its adapter and what it can be scored on."""

    name: str
    #: distribution name (for the version and the install hint)
    package: str
    #: top-level module whose presence means "installed"
    module: str
    adapter: Adapter
    has_title: bool
    has_date: bool


RIVALS: dict[str, Rival] = {
    r.name: r
    for r in (
        Rival("trafilatura", "trafilatura", "trafilatura", trafilatura_adapter, True, True),
        Rival(
            "trafilatura-precision",
            "trafilatura",
            "trafilatura",
            trafilatura_precision_adapter,
            True,
            True,
        ),
        Rival(
            "readability-lxml", "readability-lxml", "readability", readability_adapter, True, False
        ),
        Rival("gne", "gne", "gne", gne_adapter, True, True),
        Rival("newspaper4k", "newspaper4k", "newspaper", newspaper4k_adapter, True, True),
        Rival("goose3", "goose3", "goose3", goose3_adapter, True, True),
        Rival("boilerpy3", "boilerpy3", "boilerpy3", boilerpy3_adapter, True, False),
        Rival("resiliparse", "resiliparse", "resiliparse", resiliparse_adapter, False, False),
    )
}

#: other spellings accepted by ``--tools``
ALIASES = {
    "readability": "readability-lxml",
    "newspaper": "newspaper4k",
    "goose": "goose3",
    "boilerpy": "boilerpy3",
}


def installed(rival: Rival) -> bool:
    """True when the rival's library can be imported."""
    try:
        return importlib.util.find_spec(rival.module) is not None
    except (ImportError, ValueError):
        return False


def version(package: str) -> str | None:
    """Installed version of a distribution, or None."""
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return None
