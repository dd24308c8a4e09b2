"""The URLs of a run: read from a file or stdin, checked, and deduplicated after normalising.

Reading is linear (a set of the normalised URLs seen), so a list of 100,000 lines starts at
once. Two lines are the same URL when they differ only in white space around them, the
case of the scheme or host, or an explicit default port (``HTTP://Example.com:80/a`` is
``http://example.com/a``); the URL kept is the first line as written, so the record's
``url`` is what the user gave.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urljoin, urlsplit, urlunsplit

_DEFAULT_PORTS = {"http": 80, "https": 443}


def normalize_url(url: str) -> str:
    """The form two spellings of one URL share (scheme and host lower-case, default port
    dropped, surrounding white space gone); a URL that cannot be split is kept as is."""
    url = url.strip()
    try:
        parts = urlsplit(url)
        port = parts.port
    except ValueError:
        return url
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").lower()
    if not host:
        return url
    if parts.username or parts.password:
        userinfo = parts.netloc.rpartition("@")[0]
        host = f"{userinfo}@{host}"
    if ":" in (parts.hostname or ""):  # an IPv6 literal
        host = f"[{host}]"
    netloc = host if port is None or _DEFAULT_PORTS.get(scheme) == port else f"{host}:{port}"
    return urlunsplit((scheme, netloc, parts.path or "/", parts.query, parts.fragment))


#: A session id, new on every visit: as a path parameter (``/a/1.html;jsessionid=0A1B…``)
#: or a query key (``?sid=9f8e…``): the Java, PHP, ASP and ColdFusion servers' names.
SESSION_PATH_RE = re.compile(r";(?:jsessionid|phpsessid|sid|sessionid)=[^/?#]*", re.I)
SESSION_KEY_RE = re.compile(
    r"^(?:sid|sessionid|session_id|jsessionid|phpsessid|aspsessionid\w*|cfid|cftoken)$", re.I
)


def without_session(url: str) -> str:
    """``url`` without its session id (in the path or the query); as it was otherwise."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return url
    path = SESSION_PATH_RE.sub("", parts.path)
    pairs = parse_qsl(parts.query, keep_blank_values=True)
    kept = [(k, v) for k, v in pairs if not SESSION_KEY_RE.match(k)]
    if path == parts.path and len(kept) == len(pairs):
        return url
    return urlunsplit(parts._replace(path=path, query=urlencode(kept)))


def check_url(url: str) -> str | None:
    """Why ``url`` cannot be harvested, or None when it looks like a web address."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises on a port that is not a number
    except ValueError as exc:
        return f"malformed URL: {exc}"
    if parts.scheme not in ("http", "https"):
        return f"malformed URL: scheme must be http or https, got {parts.scheme or 'none'!r}"
    if not parts.hostname:
        return "malformed URL: no host"
    return None


def unique_urls(lines: Iterable[str]) -> Iterator[str]:
    """The URLs of ``lines``: blank lines and ``#`` comments skipped, each URL once (the
    first spelling), in order."""
    seen: set[str] = set()
    lines_seen: set[str] = set()  # the same line again needs no parsing
    for line in lines:
        if line in lines_seen:
            continue
        lines_seen.add(line)
        line = line.strip().lstrip("\ufeff")
        if not line or line.startswith("#"):
            continue
        key = normalize_url(line)
        if key not in seen:
            seen.add(key)
            yield line


def read_urls(source: Path | str) -> list[str]:
    """The URLs of a file, or of stdin when ``source`` is ``-``."""
    if str(source) == "-":  # bytes, not sys.stdin's text: a C locale lets bad bytes through
        return list(unique_urls(sys.stdin.buffer.read().decode("utf-8-sig").splitlines()))
    with Path(source).open(encoding="utf-8-sig") as lines:
        return list(unique_urls(lines))


#: The section of a page at a site's top, and of a template that serves the whole site.
WHOLE_SITE = "*"


def site_of(url: str) -> str:
    """The site a URL belongs to: scheme, host and port (``http://127.0.0.1:8000``)."""
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}".lower()


def section_of(url: str) -> str:
    """The section of a site a URL belongs to: its first path folder (``/photoview/``), or
    ``*`` when the page sits at the top. Sections keep apart the gallery templates of one
    host that serves several (a portal's photo channel and its sports channel)."""
    path = urlsplit(url).path
    folder, sep, _rest = path.lstrip("/").partition("/")
    return f"/{folder}/" if sep and folder else WHOLE_SITE


def other_scheme(site: str) -> str:
    """The same host and port under the other web scheme: a portal serves its galleries
    over both, and a template learned (or seeded) on one works on the other."""
    scheme, sep, rest = site.partition("://")
    return {"http": "https", "https": "http"}.get(scheme, scheme) + sep + rest


def sites_matching(site: str) -> list[str]:
    """The ``site`` values a user's SITE argument names: a URL or ``scheme://host[:port]``
    names that site exactly; a bare ``host[:port]`` names it under http and https."""
    site = site.strip().rstrip("/").lower()
    if "://" in site:
        return [site_of(site)]
    return [f"http://{site}", f"https://{site}"]


def absolute(href: str, base: str | None = None) -> str | None:
    """``href`` as a page writes it, made absolute against ``base`` (when given); None for
    one no URL parser takes (``http://[bad``, a port of letters). Every address a page
    names passes here before it is split or joined: a page must never raise in our code."""
    try:
        found = urljoin(base, href.strip()) if base else href.strip()
        urlsplit(found).port  # noqa: B018  (raises for a bad port or an unclosed bracket)
    except ValueError:
        return None
    return found


def host_of(url: str) -> str:
    """The host a URL's requests go to (host and port), for the per-host limits."""
    try:
        parts = urlsplit(url)
        return f"{(parts.hostname or '').lower()}:{parts.port or ''}"
    except ValueError:
        return url
