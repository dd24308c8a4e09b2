"""How the page's reader asks for a picture: its Referer and its cookies.

Many Chinese portals' picture servers refuse a request without the page as Referer
(防盗链), and some want the page's cookies. A picture is asked for with:

* the **Referer** the page's referrer policy allows (:func:`referer_for`): the page's own
  address (without its fragment or credentials) unless the page says otherwise in a
  ``<meta name="referrer">`` or a ``Referrer-Policy`` header (W3C Referrer Policy, §3);
  ``no-referrer`` pages (often those embedding another site's pictures, whose server
  refuses foreign referers) send none;
* the **cookies** that apply to the picture's address (:func:`cookie_header`, RFC 6265
  §5.4: domain, path, secure, expiry), from those the browser held at the end of the page
  (set by its responses and its scripts) and the run's own jar (the HTTP stage's).
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterable, Mapping
from typing import Any
from urllib.parse import urlsplit, urlunsplit

#: The policies of the W3C Referrer Policy specification (§3); any other token is ignored.
POLICIES = frozenset(
    {
        "no-referrer",
        "no-referrer-when-downgrade",
        "same-origin",
        "origin",
        "strict-origin",
        "origin-when-cross-origin",
        "strict-origin-when-cross-origin",
        "unsafe-url",
    }
)
_META = re.compile(rb"<meta\b[^>]*\bname\s*=\s*[\"']?referrer\b[^>]*>", re.I)
_CONTENT = re.compile(rb"\bcontent\s*=\s*[\"']?([^\"'>\s]+)", re.I)
#: Where a ``<meta name="referrer">`` is looked for: the head of any sane page.
_HEAD_BYTES = 256 * 1024


def referrer_policy(html: bytes | str, header: str | None = None) -> str | None:
    """The page's referrer policy: its last valid ``<meta name="referrer">`` token, else
    its ``Referrer-Policy`` header's last valid token (a meta element overrides the
    header), None when neither states one."""
    head = html[:_HEAD_BYTES]
    raw = head.encode("utf-8", "replace") if isinstance(head, str) else head
    for meta in reversed(_META.findall(raw)):
        if (found := _CONTENT.search(meta)) and (
            token := found.group(1).decode().lower()
        ) in POLICIES:
            return token
    tokens = [t.strip().lower() for t in (header or "").split(",")]
    valid = [t for t in tokens if t in POLICIES]
    return valid[-1] if valid else None


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc.rpartition('@')[2]}/"


def _stripped(url: str) -> str:
    """The address as a Referer: no fragment, no user name or password."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc.rpartition("@")[2], parts.path, parts.query, ""))


def referer_for(page_url: str, picture_url: str, policy: str | None) -> str | None:
    """The Referer a request for ``picture_url`` carries from a page at ``page_url`` under
    ``policy`` (W3C Referrer Policy, §8.3); with no policy stated, the page's address, as
    the picture servers that check a Referer expect it."""
    if not page_url.startswith(("http://", "https://")):
        return None
    same = _origin(page_url) == _origin(picture_url)
    downgrade = page_url.startswith("https://") and picture_url.startswith("http://")
    full, origin = _stripped(page_url), _origin(page_url)
    match policy:
        case "no-referrer":
            return None
        case "origin":
            return origin
        case "same-origin":
            return full if same else None
        case "strict-origin":
            return None if downgrade else origin
        case "origin-when-cross-origin":
            return full if same else origin
        case "strict-origin-when-cross-origin":
            return full if same else (None if downgrade else origin)
        case "no-referrer-when-downgrade":
            return None if downgrade else full
        case _:  # "unsafe-url", or none stated
            return full


def _domain_matches(host: str, domain: str) -> bool:
    """RFC 6265 §5.1.3, with a leading dot marking a domain cookie (as browsers and
    Python's cookie jar write it) and none a host-only one."""
    domain = domain.lower()
    if domain.startswith("."):
        return host == domain[1:] or host.endswith(domain)
    return host == domain


def _path_matches(path: str, cookie_path: str) -> bool:
    """RFC 6265 §5.1.4."""
    if path == cookie_path or not cookie_path:
        return True
    prefix = cookie_path if cookie_path.endswith("/") else cookie_path + "/"
    return path.startswith(prefix)


def cookie_header(
    cookies: Iterable[Mapping[str, Any]], url: str, now: float | None = None
) -> str | None:
    """The ``Cookie`` header a browser sends to ``url`` from ``cookies`` (each with
    ``name``, ``value``, ``domain``, and optionally ``path``, ``secure``, ``expires`` in
    Unix seconds, -1 for a session cookie; Playwright's shape), longer paths first; a
    later cookie of the same name, domain and path replaces an earlier one. None when no
    cookie applies."""
    parts = urlsplit(url)
    host, path = (parts.hostname or "").lower(), parts.path or "/"
    now = time.time() if now is None else now
    chosen: dict[tuple[str, str, str], Mapping[str, Any]] = {}
    for cookie in cookies:
        expires = cookie.get("expires")
        if isinstance(expires, (int, float)) and 0 <= expires < now:
            continue
        if cookie.get("secure") and parts.scheme != "https":
            continue
        domain, cookie_path = str(cookie.get("domain") or ""), str(cookie.get("path") or "/")
        if _domain_matches(host, domain) and _path_matches(path, cookie_path):
            chosen[(str(cookie["name"]), domain.lstrip("."), cookie_path)] = cookie
    if not chosen:
        return None
    ordered = sorted(chosen.values(), key=lambda c: -len(str(c.get("path") or "/")))
    return "; ".join(f"{c['name']}={c['value']}" for c in ordered)
