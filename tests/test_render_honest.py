"""The browser path never returns what the browser made up: a page is rendered in the charset
its bytes are in whatever it declares (every combination of bytes, header and ``<meta>`` on
one page), and a page that ends on Chromium's own error page (a script sending it to an
address that cannot be loaded) is an error record of that load's kind, never ``ok``."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from testbeds.async_browser import AsyncChromium

TITLE = "城市更新让老小区焕发新颜"
PARAGRAPH = (
    "记者从有关部门获悉，今年以来全市持续推进城市更新工作，一批老旧小区完成改造，"
    "居民生活环境明显改善，相关工作得到群众好评。"
)
BYTES = ("utf-8", "gbk")
DECLARED = (None, "utf-8", "gbk")  # what the header, and the <meta>, say (None: nothing)
CASES = [(b, h, m) for b in BYTES for h in DECLARED for m in DECLARED]


def _page(meta: str | None) -> str:
    head = f'<meta charset="{meta}">' if meta else ""
    body = "".join(f"<p>{PARAGRAPH}第{i}段。</p>" for i in range(1, 7))
    return (
        f"<!doctype html><html><head>{head}<title>{TITLE}</title></head><body>"
        f"<h1>{TITLE}</h1><p>2024-05-12 08:30 来源：测试网</p>{body}</body></html>"
    )


class _Pages(BaseHTTPRequestHandler):
    """``/c/<bytes>/<header>/<meta>.html`` (``none`` for nothing declared), and
    ``/leaves.html``: an article whose script sends it, 100 ms after load, to an https
    address on this very server, which speaks no TLS."""

    def do_GET(self) -> None:
        if self.path == "/leaves.html":
            port = self.server.server_address[1]
            script = f"setTimeout(()=>{{location.href='https://127.0.0.1:{port}/x'}},100)"
            body = _page("utf-8").replace("</body>", f"<script>{script}</script></body>")
            self._send(body.encode(), "text/html; charset=utf-8")
            return
        _, _, codec, header, meta = self.path.removesuffix(".html").split("/")
        data = _page(None if meta == "none" else meta).encode(codec)
        self._send(data, "text/html" + ("" if header == "none" else f"; charset={header}"))

    def _send(self, data: bytes, ctype: str) -> None:
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Pages)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}/"
    server.shutdown()


def test_every_charset_combination_is_read_in_its_bytes_charset(
    base: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    urls = [f"{base}c/{b}/{h or 'none'}/{m or 'none'}.html" for b, h, m in CASES]
    records = async_chromium.harvest(urls, tmp_path / "t.db", seeds=False)
    wrong = [
        f"bytes {b}, header {h}, meta {m}: {r.status} {r.title!r} {r.error or ''}"
        for (b, h, m), r in zip(CASES, records, strict=True)
        if r.status != "ok" or r.title != TITLE or PARAGRAPH not in (r.text or "")
    ]
    assert not wrong, "\n".join(wrong)


def test_a_page_that_sends_itself_where_no_secure_connection_comes_is_a_tls_error(
    base: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    (record,) = async_chromium.harvest([base + "leaves.html"], tmp_path / "t.db", seeds=False)
    assert record.status == "error" and record.error_kind == "tls", (record.error, record.text)
    assert "ERR_SSL" in (record.error or "")
    assert record.final_url is not None and record.final_url.startswith("https://127.0.0.1")
    assert not record.text
