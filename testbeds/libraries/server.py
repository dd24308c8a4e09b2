"""Serve the library test bed from 127.0.0.1, draw its pictures and log every request.

Files are served from this folder as they are. A path whose last part reads
``<name>-<W>x<H>.png`` (or ``.jpg``) under a ``pics/`` folder is drawn on request with
:func:`testbeds.gallery_generator.images.picture` (deterministic, the name printed on it), so
no picture is committed. A site's ``routes.json`` may delay an answer, fail it, serve another
file or set its ``Content-Type`` (``"type": "text/html"``: a page whose charset is declared only
in its own ``<meta charset>``, e.g. GBK bytes; otherwise text is sent as UTF-8). Every answered
path is logged in ``server.requests`` so that a bench can tell whether a trap page (a decoy's
target) was ever loaded. ``Cache-Control: no-store``.
"""

from __future__ import annotations

import json
import os
import re
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import unquote, urlsplit

from testbeds.gallery_generator.images import picture

ROOT = Path(__file__).resolve().parent
FAMILIES = ("lightbox", "slider", "handmade", "components")

TYPES = {
    ".html": "text/html; charset=utf-8",
    ".htm": "text/html; charset=utf-8",
    ".shtml": "text/html; charset=utf-8",
    ".js": "application/javascript; charset=utf-8",
    ".mjs": "application/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".gif": "image/gif",
    ".jpg": "image/jpeg",
    ".woff2": "font/woff2",
    ".woff": "font/woff",
    ".ttf": "font/ttf",
    ".txt": "text/plain; charset=utf-8",
}
#: a drawn picture: ``pics/<name>-<W>x<H>.png``
PICTURE = re.compile(
    r"(?:^|/)pics/(?:.*/)?(?P<name>[\w.-]+?)-(?P<w>\d{2,4})x(?P<h>\d{2,4})\.(?:png|jpe?g)$"
)
#: optional per-site answers:
#: ``routes.json`` = {"path": {"delay": s, "status": n, "file": p, "type": content_type}}
ROUTES = "routes.json"


#: The held-out sites' oracle walks (tests/test_library_bed_*.py) run only when this is
#: set, as ``make bench-oracle`` sets it: they check a round's truth, built and walked once
#: when the round lands, and are no test of the harvester; every CI run walks the
#: development sites' pages (issue 37: CI under 30 minutes on 2 cores).
HELD_OUT_WALKS = os.environ.get("HARVEST_ORACLE_HELD_OUT") == "1"


def walked_in_this_run(truth: dict[str, Any], keys: list[str]) -> list[str]:
    """Those of the page ``keys`` whose site is walked in this run: every one under
    :data:`HELD_OUT_WALKS`, else the development sites' (not held out)."""
    if HELD_OUT_WALKS:
        return keys
    return [k for k in keys if not truth["sites"][truth["pages"][k]["site"]]["held_out"]]


def load_truth(root: Path = ROOT, families: tuple[str, ...] = FAMILIES) -> dict[str, Any]:
    """Every site's ``truth.json`` merged: ``{"sites": {sid: …}, "pages": {key: …}}``. A site's
    page keys, picture paths and trap paths are relative to its folder; here they are made
    relative to the server's base URL (``lightbox/photoswipe/…``)."""
    sites: dict[str, Any] = {}
    pages: dict[str, Any] = {}
    for family in families:
        for path in sorted((root / family).glob("*/truth.json")):
            truth = json.loads(path.read_text("utf-8"))
            prefix = path.parent.relative_to(root).as_posix() + "/"
            sid = prefix.rstrip("/")
            site = truth.get("site", {})
            sites[sid] = {
                **site,
                "family": family,
                "traps": [prefix + t for t in site.get("traps", [])],
            }
            for key, page in truth["pages"].items():
                slides = [{**s, "image": prefix + s["image"]} for s in page.get("slides", [])]
                pages[prefix + key] = {
                    **page,
                    "site": sid,
                    **({"slides": slides} if "slides" in page else {}),
                }
    return {"sites": sites, "pages": pages}


def _routes(root: Path) -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {}
    for path in root.glob("*/*/" + ROUTES):
        prefix = path.parent.relative_to(root).as_posix() + "/"
        for key, route in json.loads(path.read_text("utf-8")).items():
            out[prefix + key.lstrip("/")] = route
    return out


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    root: Path
    routes: dict[str, dict[str, Any]]
    requests: list[str]

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # browsers drop connections on navigation


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_GET(self) -> None:
        parts = urlsplit(self.path)
        rel = unquote(parts.path).lstrip("/")
        self.server.requests.append(rel + (f"?{parts.query}" if parts.query else ""))
        route = (
            self.server.routes.get(rel + (f"?{parts.query}" if parts.query else ""))
            or self.server.routes.get(rel)
            or {}
        )
        time.sleep(float(route.get("delay", 0)))
        if route.get("status"):
            self._send(int(route["status"]), b"<h1>error</h1>", TYPES[".html"])
            return
        rel = route.get("file", rel)
        drawn = PICTURE.search(rel)
        if drawn:
            w, h = int(drawn["w"]), int(drawn["h"])
            body = picture(
                drawn["name"],
                w,
                h,
                "".join(c for c in drawn["name"] if c.isdigit()) or "0",
                sum(map(ord, drawn["name"])) % 7,
            )
            self._send(200, body, "image/png")
            return
        path = (self.server.root / rel).resolve()
        if not path.is_file() or self.server.root not in path.parents:
            self._send(404, b"<h1>404 Not Found</h1>", TYPES[".html"])
            return
        ctype = route.get("type") or TYPES.get(path.suffix.lower(), "application/octet-stream")
        self._send(200, path.read_bytes(), ctype)

    def _send(self, status: int, body: bytes, ctype: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(body)


class LibraryServer:
    """``with LibraryServer() as base_url: …``; ``.requests`` lists every path asked for."""

    def __init__(self, root: Path = ROOT, port: int = 0) -> None:
        self.root = Path(root).resolve()
        self.port = port
        self.requests: list[str] = []
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> str:
        """Start serving; return ``http://127.0.0.1:PORT/``."""
        httpd = _Server(("127.0.0.1", self.port), _Handler)
        httpd.root, httpd.routes, httpd.requests = self.root, _routes(self.root), self.requests
        self._httpd = httpd
        self._thread = threading.Thread(target=httpd.serve_forever, daemon=True)
        self._thread.start()
        host, port = httpd.server_address[:2]
        return f"http://{host}:{port}/"

    def stop(self) -> None:
        """Stop serving."""
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> str:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
