"""A threaded HTTP server for a built test bed, bound to 127.0.0.1 on a free port.

It serves files under the site folders (``p000/`` ...) with an exact Content-Type (the site's
charset for text: GBK sites are sent ``charset=gbk`` whatever their meta says), and the routes
the generator wrote in ``routes.json``: query-string pages mapped to files, 404s for dead pages,
and delays for data fetched after load. A query string that no route knows is ignored (the
file is served), as most portal servers do. Anything else is 404. Every answer carries
``Cache-Control: no-store``; logging is off.
"""

from __future__ import annotations

import json
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any
from urllib.parse import unquote, urlsplit

from .build import content_type


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    root: Path
    routes: dict
    charsets: dict[str, str]

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # browsers drop connections on navigation


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        pass

    def do_HEAD(self) -> None:
        self._serve(head=True)

    def do_GET(self) -> None:
        self._serve(head=False)

    def _resolve(self) -> tuple[int, str | None, float]:
        parts = urlsplit(self.path)
        rel = unquote(parts.path).lstrip("/")
        key = rel + (f"?{parts.query}" if parts.query else "")
        route = self.server.routes.get(key) or self.server.routes.get(rel)
        if route is not None:
            if route.get("status"):
                return int(route["status"]), None, float(route.get("delay", 0))
            return 200, route["file"], float(route.get("delay", 0))
        return 200, rel, 0.0

    def _serve(self, head: bool) -> None:
        status, rel, delay = self._resolve()
        if delay:
            time.sleep(delay)
        path = (self.server.root / rel).resolve() if rel else None
        ok = (status == 200 and path is not None and path.is_file() and "/" in (rel or "")
              and self.server.root in path.parents)
        if not ok:
            self._send(404, b"<h1>404 Not Found</h1>", "text/html; charset=utf-8", head)
            return
        assert rel is not None and path is not None
        charset = self.server.charsets.get(rel.split("/", 1)[0])
        self._send(200, path.read_bytes(), content_type(rel, charset), head)

    def _send(self, status: int, body: bytes, ctype: str, head: bool) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        if not head:
            self.wfile.write(body)


class GeneratedServer:
    """Serve a built test bed; ``with GeneratedServer(root) as base_url: ...``."""

    def __init__(self, root: Path, port: int = 0) -> None:
        self.root = Path(root).resolve()
        self.port = port
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT/``."""
        assert self._httpd is not None, "server not started"
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/"

    def start(self) -> str:
        """Start serving; return the base URL."""
        routes = json.loads((self.root / "routes.json").read_text(encoding="utf-8"))
        httpd = _Server(("127.0.0.1", self.port), _Handler)
        httpd.root = self.root
        httpd.charsets = routes.pop("_charsets", {})
        httpd.routes = routes
        self._httpd = httpd
        self._thread = threading.Thread(target=httpd.serve_forever, daemon=True)
        self._thread.start()
        return self.base_url

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

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()
