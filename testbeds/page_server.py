"""A few small pages served from 127.0.0.1, for the tests that load one page into
Chromium and press something on it or watch it load (test_press.py, test_settle.py,
test_unfinished.py)."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from harvester.browser.launch import chromium_path


@contextmanager
def serve_pages(pages: dict[str, str], delays: dict[str, float] | None = None) -> Iterator[str]:
    """Serve ``pages`` (path → HTML, or JavaScript for a ``.js`` path; UTF-8; a fragment
    is ignored, anything else is 404), each path of ``delays`` answered that many seconds
    late, and yield the base URL; skip the test where Chromium is missing."""
    if not os.path.exists(chromium_path()):
        pytest.skip(f"Chromium binary not found at {chromium_path()} (apt-get install chromium)")

    class Pages(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            path = self.path.split("#")[0]
            time.sleep((delays or {}).get(path, 0))
            body = pages.get(path, "").encode()
            kind = "text/javascript" if path.endswith(".js") else "text/html"
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", f"{kind}; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            with suppress(OSError):  # the browser gave up waiting
                self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Pages)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
