"""A few small HTML pages served from 127.0.0.1, for the tests that load one page into
Chromium and press something on it (test_press.py, test_settle.py)."""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from harvester.browser import chromium_path


@contextmanager
def serve_pages(pages: dict[str, str]) -> Iterator[str]:
    """Serve ``pages`` (path → HTML, UTF-8; a fragment is ignored, anything else is 404)
    and yield the base URL; skip the test where Chromium is missing."""
    if not os.path.exists(chromium_path()):
        pytest.skip(f"Chromium binary not found at {chromium_path()} (apt-get install chromium)")

    class Pages(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = pages.get(self.path.split("#")[0], "").encode()
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Pages)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
