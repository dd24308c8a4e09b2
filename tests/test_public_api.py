"""The public surface of ``import harvester``, pinned: what users may rely on.

As httpx does, the package re-exports a small set of names over modules that may move;
a name added or dropped here is a decision, made by editing this list.
"""

from __future__ import annotations

import asyncio
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

import harvester

PUBLIC = [
    "ERROR_KINDS",
    "Article",
    "BrowserSettings",
    "HarvestRecord",
    "Image",
    "TemplateStore",
    "__version__",
    "extract",
    "extract_file",
    "harvest_url",
]

ARTICLE = (
    "<html><head><meta charset='utf-8'><title>市政府发布新规 - 示例新闻</title></head><body>"
    "<div class='nav'><a href='/'>首页</a> <a href='/n'>新闻</a></div>"
    "<h1>市政府发布新规</h1><div class='time'>2024-03-05 10:20</div><div id='content'>"
    + "".join(
        f"<p>第{i}段：市政府今天发布关于城市交通管理的新规定，自下月起施行，市民可通过官方渠道了解详情。</p>"
        for i in range(8)
    )
    + "</div><div class='footer'>版权所有</div></body></html>"
).encode()


def test_all_is_the_pinned_surface() -> None:
    assert sorted(harvester.__all__) == sorted(PUBLIC)
    for name in PUBLIC:
        assert getattr(harvester, name) is not None, name


def test_an_unknown_name_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        _ = harvester.nope  # type: ignore[attr-defined]


def test_import_loads_neither_the_browser_nor_the_database() -> None:
    """``harvest extract`` starts as fast as the rivals' commands because of this."""
    code = "import sys, harvester; print(sorted({'playwright', 'sqlalchemy'} & set(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_extract_from_the_top() -> None:
    article = harvester.extract(ARTICLE, url="http://127.0.0.1/a.html")
    assert isinstance(article, harvester.Article)
    assert article.title == "市政府发布新规"
    assert article.text.startswith("第0段")
    assert "版权所有" not in article.text


@pytest.fixture
def article_site() -> Iterator[str]:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            found = self.path == "/a.html"
            self.send_response(200 if found else 404)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.end_headers()
            self.wfile.write(ARTICLE if found else b"<html><body>not found</body></html>")

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{server.server_address[1]}"
    server.shutdown()
    server.server_close()


@pytest.mark.browser
def test_harvest_url_from_the_top(article_site: str, tmp_path: Path) -> None:
    settings = harvester.BrowserSettings(allowed_hosts=("127.0.0.1",))
    db = f"sqlite:///{tmp_path / 'store.sqlite3'}"

    async def both() -> tuple[harvester.HarvestRecord, harvester.HarvestRecord]:
        ok = await harvester.harvest_url(f"{article_site}/a.html", db=db, settings=settings)
        gone = await harvester.harvest_url(f"{article_site}/gone.html", db=db, settings=settings)
        return ok, gone

    ok, gone = asyncio.run(both())
    assert (ok.status, ok.kind, ok.title) == ("ok", "article", "市政府发布新规")
    assert ok.text.startswith("第0段")
    assert (gone.status, gone.error_kind, gone.http_status) == ("error", "http", 404)
