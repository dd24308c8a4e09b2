"""The record of one URL, what ``harvest run`` writes, and its ``error_kind`` vocabulary.

A :class:`HarvestRecord` is one JSON line per input URL (``docs/records.md`` has the
schema). What went wrong with a URL is said in one short word, its ``error_kind``.

Every error record carries a kind next to its message, so a person (or a script) can count
dead links apart from timeouts and robots refusals, and so the retry policy can tell what
is worth trying again. Browser errors arrive as Playwright messages carrying Chromium's
``net::ERR_…`` codes; :func:`kind_of_message` maps them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

ErrorKind = Literal[
    "malformed_url",  # not an http(s) address
    "robots",  # robots.txt forbids it
    "blocked",  # a private address, refused (--allow-private, --allow-private-host)
    "dns",  # the host name does not resolve
    "network",  # connection refused, reset, closed, empty response
    "tls",  # no secure connection: a TLS handshake or certificate failure
    "timeout",  # the page did not load within --nav-timeout
    "deadline",  # the URL took longer than --deadline in all
    "redirect",  # a redirect that loops, or one to an address no browser goes to
    "http",  # an HTTP status of 400 or more
    "no_content",  # 204 No Content: the server sent nothing to harvest
    "truncated",  # the connection was reset, or the body ended short of its length
    "not_html",  # a PDF, a picture, a download
    "login",  # a login wall: the page sends readers to log in first
    "empty",  # a page with nothing to harvest
    "browser",  # the browser or the page crashed
    "database",  # the template store's database failed (a shared queue tries it again)
    "worker",  # the workers harvesting it died every time (harvest worker)
    "internal",  # a bug of ours
]

ERROR_KINDS: tuple[str, ...] = ErrorKind.__args__  # type: ignore[attr-defined]

#: Chromium's network error codes (net/base/net_error_list.h), grouped by kind.
_NET_CODES: tuple[tuple[ErrorKind, re.Pattern[str]], ...] = (
    ("dns", re.compile(r"ERR_NAME_NOT_RESOLVED|ERR_NAME_RESOLUTION_FAILED|ERR_ADDRESS_UNREACH")),
    ("redirect", re.compile(r"ERR_TOO_MANY_REDIRECTS|ERR_UNSAFE_REDIRECT|ERR_INVALID_REDIRECT")),
    ("blocked", re.compile(r"ERR_UNSAFE_PORT|ERR_BLOCKED_BY_|ERR_ACCESS_DENIED")),
    ("tls", re.compile(r"ERR_SSL_|ERR_CERT_|ERR_BAD_SSL_|_CERTIFICATE")),
    ("timeout", re.compile(r"ERR_TIMED_OUT|ERR_CONNECTION_TIMED_OUT")),
    ("truncated", re.compile(r"ERR_INCOMPLETE_CHUNKED|ERR_CONTENT_LENGTH_MISMATCH")),
    (
        "network",
        re.compile(
            r"ERR_CONNECTION_(?:RESET|REFUSED|CLOSED|ABORTED|FAILED)|ERR_EMPTY_RESPONSE"
            r"|ERR_NETWORK_CHANGED|ERR_INTERNET_DISCONNECTED|ERR_SOCKET_NOT_CONNECTED"
            r"|ERR_INVALID_HTTP_RESPONSE|ERR_RESPONSE_HEADERS_TRUNCATED"
            r"|ERR_PROXY_CONNECTION_FAILED|ERR_TUNNEL_CONNECTION"
        ),
    ),
    ("not_html", re.compile(r"ERR_ABORTED|Download is starting")),
    # the page kept navigating (a refresh or a script leading on and on)
    ("redirect", re.compile(r"is navigating|Execution context was destroyed|frame was detached")),
)
#: The page, its context or the whole browser went away under us.
_CRASH_RE = re.compile(
    r"Target (?:page, context or browser )?(?:has been )?closed|Target crashed|Page crashed"
    r"|Browser (?:has been )?closed|browser has disconnected|Connection closed",
    re.I,
)


#: A UTF-16 surrogate standing alone: JavaScript strings may hold one (``'坏\uD800错误'``,
#: half an emoji cut off), which no UTF-8 file or PostgreSQL text can.
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def valid_text(value: Any) -> Any:
    """``value`` with every string in it (in lists and dicts too) valid Unicode: a lone
    surrogate becomes U+FFFD, the replacement character. Everything a page says reaches a
    record through here."""
    if isinstance(value, str):
        return _LONE_SURROGATE.sub("\ufffd", value)
    if isinstance(value, dict):
        return {valid_text(k): valid_text(v) for k, v in value.items()}
    if isinstance(value, list):
        return [valid_text(v) for v in value]
    return value


def kind_of_message(message: str) -> ErrorKind:
    """The kind of a Playwright error message: ``browser`` only for a crash, ``network``
    for a network error named no better, ``internal`` for anything else."""
    if _CRASH_RE.search(message):
        return "browser"
    for kind, pattern in _NET_CODES:
        if pattern.search(message):
            return kind
    if "Timeout" in message and "exceeded" in message:
        return "timeout"
    return "network" if "net::ERR_" in message else "internal"


#: HTTP statuses that say the page is gone for good.
_GONE = frozenset({404, 410})


def http_error(status: int, reason: str = "", retry_after: str | None = None) -> str:
    """The error message of an HTTP status of 400 or more: a dead link only for a page
    that is gone (404, 410); a wait the server asks for (``Retry-After``) said as such."""
    said = f"HTTP {status}" + (f" {reason}" if reason else "")
    if status in _GONE:
        return f"dead link: {said}"
    if retry_after:
        return f"{said}: the server asks to come back after {retry_after.strip()}"
    return said


def is_crash(message: str) -> bool:
    """Whether the message says the page, its context or the browser is gone."""
    return bool(_CRASH_RE.search(message))


@dataclass(frozen=True, slots=True)
class Reader:
    """What a page's reader sends with its pictures' requests: the page's address, its
    referrer policy (None: none stated) and the cookies its browser held
    (:mod:`harvester.pictures.reader` makes the headers of them)."""

    page_url: str
    policy: str | None = None
    cookies: tuple[Mapping[str, Any], ...] = field(default=())


@dataclass(slots=True)
class HarvestRecord:
    """What ``harvest run`` writes for one URL (the schema is in the README)."""

    url: str
    final_url: str | None = None
    kind: Literal["gallery", "article", "navigation"] | None = None
    status: Literal["ok", "error"] = "ok"
    error: str | None = None
    #: what went wrong in one word (:data:`ErrorKind`), with ``error``
    error_kind: str | None = None
    #: the HTTP status of the page, when one came
    http_status: int | None = None
    title: str | None = None
    publish_time: str | None = None
    #: what the page says of its story (:class:`harvester.extraction.article.Article`'s
    #: fields of the same names): its author, the outlet it credits (来源), its language,
    #: its own summary, the picture it names to stand for it
    author: str | None = None
    source_name: str | None = None
    language: str | None = None
    description: str | None = None
    lead_image: str | None = None
    text: str = ""
    slides: list[dict[str, Any]] = field(default_factory=list)
    #: an article's pictures in its body, in order (``index``, ``image``, ``caption``)
    images: list[dict[str, Any]] = field(default_factory=list)
    trigger: str | None = None
    template: Literal["hit", "discovered", "healed", "none"] = "none"
    #: probe clicks spent finding the gallery's control (0 on a template hit)
    probes: int = 0
    #: seconds spent finding the gallery's control (0 on a template hit), within elapsed_s
    discovery_s: float = 0.0
    #: pages joined into ``text`` (a multi-page article)
    pages: int = 1
    elapsed_s: float = 0.0
    #: whether the browser rendered the page (false: finished from its bytes as sent)
    rendered: bool = False
    #: why the page was rendered or not, taken for a gallery or an article, and which
    #: document its text came from
    evidence: list[str] = field(default_factory=list)
    #: anything a reader of the record should know (why paging stopped, why a gallery
    #: was harvested as an article)
    note: str | None = None
    #: the page's own canonical address (``<link rel="canonical">``), when it names one
    canonical_url: str | None = None
    #: ``harvest crawl``: the list, feed or sitemap the story was found on, and the title
    #: and time it showed there (ISO local time, to the precision shown)
    found_on: str | None = None
    listed_title: str | None = None
    listed_time: str | None = None
    #: a ``navigation`` record's news links (``url``, ``title``, ``time``), in page order
    links: list[dict[str, Any]] = field(default_factory=list)

    #: the server's Retry-After (not written: the retry policy reads it)
    retry_after: str | None = field(default=None, repr=False)
    #: how the page's reader asks for its pictures (not written: ``--pictures`` reads it)
    reader: Reader | None = field(default=None, repr=False)

    def to_dict(self) -> dict[str, Any]:
        """The record as written: every string valid Unicode (:func:`valid_text`)."""
        out = asdict(self)
        del out["retry_after"], out["reader"]
        written: dict[str, Any] = valid_text(out)
        return written

    def fail(self, kind: str, message: str) -> None:
        """Make this an error record of ``kind``."""
        self.status, self.error_kind, self.error = "error", kind, valid_text(message)

    def add_note(self, note: str) -> None:
        self.note = f"{self.note}; {note}" if self.note else note
