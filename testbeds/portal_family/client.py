"""A small HTTP client for checking a served family: GET without following redirects over
kept-alive connections (one set per thread), many URLs at once, and bodies decoded the way
the family declares them (gzip, XML declaration, Content-Type charset, else the portal's)."""

from __future__ import annotations

import gzip
import http.client
import re
import threading
from concurrent.futures import ThreadPoolExecutor
from typing import Any
from urllib.parse import urlsplit

_LOCAL = threading.local()


def fetch(url: str) -> tuple[int, dict[str, str], bytes]:
    """(status, headers, body), never following redirects, over a kept-alive connection of
    this thread."""
    parts = urlsplit(url)
    target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
    conns = _LOCAL.__dict__.setdefault("conns", {})
    for attempt in (0, 1):
        conn = conns.get(parts.netloc)
        if conn is None:
            conn = conns[parts.netloc] = http.client.HTTPConnection(parts.netloc, timeout=20)
        try:
            conn.request("GET", target)
            resp = conn.getresponse()
            return resp.status, dict(resp.getheaders()), resp.read()
        except (http.client.HTTPException, OSError):
            conn.close()
            del conns[parts.netloc]
            if attempt:
                raise
    raise AssertionError("unreachable")


def fetch_all(urls: list[str]) -> dict[str, tuple[int, dict[str, str], bytes]]:
    """Fetch many URLs, four at a time."""
    urls = sorted(set(urls))
    with ThreadPoolExecutor(4) as pool:
        return dict(zip(urls, pool.map(fetch, urls), strict=True))


def decode(url: str, headers: dict[str, str], body: bytes, truth: dict[str, Any]) -> str:
    """A body as text: gunzipped, in its XML declaration's, header's or portal's charset."""
    if body[:2] == b"\x1f\x8b":
        body = gzip.decompress(body)
    m = re.match(rb'<\?xml[^>]*encoding="([^"]+)"', body)
    if m:
        return body.decode(m[1].decode())
    c = re.search(r"charset=([\w-]+)", headers.get("Content-Type", ""))
    if c:
        return body.decode(c[1])
    portal = next(p for p in truth["portals"] if url.startswith(p["base"] + "/"))
    return body.decode(portal["charset"])
