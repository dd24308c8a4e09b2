"""A tiny threaded HTTP server for the fake portal sites in ``recorded_pages/``.

Bound to 127.0.0.1 on a free port, quiet, and usable as a context manager::

    with PortalServer() as base_url:  # "http://127.0.0.1:PORT/"
        ...

Content-Type carries a charset, as a portal would send it: an HTML page's own
``<meta ... charset=...>`` when it declares one; otherwise UTF-8, or GBK for a text file
that is not valid UTF-8 (the Tencent ``.hdBigPic.js`` data files are GB2312, as the real
ones were).
"""

from __future__ import annotations

import re
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType
from typing import Any

RECORDED_PAGES = Path(__file__).resolve().parent.parent / "recorded_pages"

TYPES = {
    ".html": "text/html",
    ".htm": "text/html",
    ".shtml": "text/html",
    ".js": "application/javascript",
    ".json": "application/json",
    ".css": "text/css",
    ".md": "text/markdown",
    ".txt": "text/plain",
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".gif": "image/gif",
}
META_CHARSET = re.compile(rb"<meta[^>]*charset=[\"']?([\w-]+)", re.IGNORECASE)


def content_type(path: str, charset: str | None = None) -> str:
    """The Content-Type to send for a file, charset included for text (``charset``, when
    given, is sent for every text file, whatever the file declares)."""
    mime = TYPES.get(Path(path).suffix.lower(), "application/octet-stream")
    if mime.startswith("image/") or mime == "application/octet-stream":
        return mime
    if charset:
        return f"{mime}; charset={charset}"
    try:
        data = Path(path).read_bytes()
    except OSError:
        return mime
    if mime == "text/html" and (m := META_CHARSET.search(data[:2048])):
        return f"{mime}; charset={m.group(1).decode('ascii').lower()}"
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return f"{mime}; charset=gbk"
    return f"{mime}; charset=utf-8"


class _Handler(SimpleHTTPRequestHandler):
    charset: str | None = None

    def guess_type(self, path: str | Any) -> str:
        return content_type(str(path), self.charset)

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:  # quiet
        pass


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        pass  # the browser drops connections (navigations, closed pages): not our problem


class PortalServer:
    """Serve ``root`` (default: recorded_pages/) on 127.0.0.1, on a free port; with
    ``charset``, every text file is sent as that charset (the corpus is stored as UTF-8
    whatever its pages declare)."""

    def __init__(
        self, root: Path = RECORDED_PAGES, port: int = 0, charset: str | None = None
    ) -> None:
        self.root = root
        self.port = port
        self.charset = charset
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def base_url(self) -> str:
        assert self._httpd is not None, "server not started"
        host, port = self._httpd.server_address[:2]
        return f"http://{host}:{port}/"

    def start(self) -> str:
        handler = type("Handler", (_Handler,), {"charset": self.charset})
        handler = partial(handler, directory=str(self.root))
        self._httpd = _Server(("127.0.0.1", self.port), handler)
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)
        self._thread.start()
        return self.base_url

    def stop(self) -> None:
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


if __name__ == "__main__":  # manual browsing: python -m testbeds.portal_server
    import time

    with PortalServer() as url:
        print(f"serving {RECORDED_PAGES} at {url}  (Ctrl-C to stop)")
        try:
            while True:
                time.sleep(3600)
        except KeyboardInterrupt:
            pass
