"""No path returns what the browser made up or a charset guessed wrong: a page is read in the
charset its bytes are in whatever it declares (every combination of bytes, header and
``<meta>`` on one page), whether the browser loads it itself (``--render always``), the
HTTP stage finishes it from its bytes (``auto``, an article) or hands its bytes to the
browser (``auto``, a page with a gallery sign); and a page that ends on Chromium's own
error page (a script sending it to an address that cannot be loaded) is an error record of
that load's kind, never ``ok``."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from harvester.pipeline.modes import RenderMode
from testbeds.async_browser import AsyncChromium

TITLE = "城市更新让老小区焕发新颜"
PARAGRAPH = (
    "记者从有关部门获悉，今年以来全市持续推进城市更新工作，一批老旧小区完成改造，"
    "居民生活环境明显改善，相关工作得到群众好评。"
)
TITLE_HANT = "城市更新讓老社區煥發新顏"
PARAGRAPH_HANT = (
    "記者從有關部門獲悉，今年以來全市持續推進城市更新工作，一批老舊小區完成改造，"
    "居民生活環境明顯改善，相關工作得到群眾好評。"
)
BYTES = ("utf-8", "gbk")
DECLARED = (None, "utf-8", "gbk")  # what the header, and the <meta>, say (None: nothing)
CASES = [(b, h, m) for b in BYTES for h in DECLARED for m in DECLARED]


#: How each page reaches a record: the browser loads it itself (``--render always``), the
#: HTTP stage finishes it (``auto``), or the HTTP stage hands its bytes to the browser
#: (``auto``, the page carrying a gallery sign: a slide counter).
PATHS: dict[str, tuple[RenderMode, bool]] = {
    "always": ("always", False),
    "static": ("auto", False),
    "served": ("auto", True),
}


def _page(meta: str | None, sign: bool = False) -> str:
    head = f'<meta charset="{meta}">' if meta else ""
    body = "".join(f"<p>{PARAGRAPH}第{i}段。</p>" for i in range(1, 7))
    if sign:
        body += '<div class="num">1/3</div>'
    return (
        f"<!doctype html><html><head>{head}<title>{TITLE}</title></head><body>"
        f"<h1>{TITLE}</h1><p>2024-05-12 08:30 来源：测试网</p>{body}</body></html>"
    )


class _Pages(BaseHTTPRequestHandler):
    """``/c/<sign|plain>/<bytes>/<header>/<meta>.html`` (``none`` for nothing declared;
    ``sign``: with a slide counter), and
    ``/leaves.html``: an article whose script sends it, 100 ms after load, to an https
    address on this very server, which speaks no TLS."""

    def do_GET(self) -> None:
        if self.path == "/leaves.html":
            port = self.server.server_address[1]
            script = f"setTimeout(()=>{{location.href='https://127.0.0.1:{port}/x'}},100)"
            body = _page("utf-8").replace("</body>", f"<script>{script}</script></body>")
            self._send(body.encode(), "text/html; charset=utf-8")
            return
        if self.path.startswith("/big5/"):  # traditional Chinese in Big5, declared in <meta>
            page = (
                _page("big5", sign=True)
                .replace(TITLE, TITLE_HANT)
                .replace(PARAGRAPH, PARAGRAPH_HANT)
            )
            data = page.replace("来源：测试网", "來源：測試網").encode("big5hkscs")
            self._send(data, "text/html")
            return
        _, _, sign, codec, header, meta = self.path.removesuffix(".html").split("/")
        data = _page(None if meta == "none" else meta, sign == "sign").encode(codec)
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


@pytest.mark.parametrize("path", list(PATHS))
def test_every_charset_combination_is_read_in_its_bytes_charset(
    path: str, base: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    render, sign = PATHS[path]
    shape = "sign" if sign else "plain"
    urls = [f"{base}c/{shape}/{b}/{h or 'none'}/{m or 'none'}.html" for b, h, m in CASES]
    records = async_chromium.harvest(urls, tmp_path / "t.db", seeds=False, render=render)
    wrong = [
        f"bytes {b}, header {h}, meta {m}: {r.status} {r.title!r} {r.error or ''}"
        for (b, h, m), r in zip(CASES, records, strict=True)
        if r.status != "ok" or r.title != TITLE or PARAGRAPH not in (r.text or "")
    ]
    assert {r.rendered for r in records} == {path != "static"}
    assert not wrong, "\n".join(wrong)


def test_a_page_that_sends_itself_where_no_secure_connection_comes_is_a_tls_error(
    base: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    (record,) = async_chromium.harvest(
        [base + "leaves.html"], tmp_path / "t.db", seeds=False, render="always"
    )
    assert record.status == "error" and record.error_kind == "tls", (record.error, record.text)
    assert "ERR_SSL" in (record.error or "")
    assert record.final_url is not None and record.final_url.startswith("https://127.0.0.1")
    assert not record.text


def test_the_http_stage_reads_such_a_page_from_its_bytes(
    base: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    """``--render auto``: the article is finished from its bytes before its script runs."""
    (record,) = async_chromium.harvest([base + "leaves.html"], tmp_path / "t.db", seeds=False)
    assert record.status == "ok" and not record.rendered, record.error
    assert record.title == TITLE and PARAGRAPH in record.text


@pytest.mark.parametrize("render", ["always", "auto"])
def test_a_big5_page_is_rendered_in_big5(
    render: RenderMode, base: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    """A Big5 page (traditional Chinese, declared in ``<meta>``) reads right whether the
    browser loads it or is served its bytes (``auto``: under ``big5-hkscs``, a label the
    browser knows, :func:`harvester.extraction.encoding.web_charset`)."""
    (record,) = async_chromium.harvest(
        [base + "big5/a.html"], tmp_path / "t.db", seeds=False, render=render
    )
    assert record.status == "ok" and record.rendered, record.error
    assert record.title == TITLE_HANT and PARAGRAPH_HANT in record.text, record.title
