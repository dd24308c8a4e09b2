"""One record everywhere: a field ``harvest run`` (and crawl, worker, results) and
``harvest extract`` both write has one name and one value for the same page, and
docs/records.md's schema table lists exactly the fields of both."""

from __future__ import annotations

import asyncio
import json
import re
import threading
from collections.abc import Iterator
from contextlib import AbstractAsyncContextManager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from harvester.browser.launch import BrowserSettings
from harvester.cli import app
from harvester.extraction.article import Article, extract
from harvester.pipeline.job import HarvestOptions, harvest_url
from harvester.record import HarvestRecord
from harvester.store.templates import TemplateStore

DOCS = Path(__file__).resolve().parents[1] / "docs" / "records.md"
PARAGRAPH = "记者从有关部门获悉，今年以来全市持续推进城市更新工作，老旧小区改造、道路修缮同步进行。"
PAGE = f"""<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<title>城市更新工作取得新进展_新闻中心</title>
<meta name="description" content="全市城市更新工作取得新进展。">
<meta property="og:image" content="/img/lead.jpg">
<link rel="canonical" href="/news/2024/06/12/1.html"></head>
<body><h1>城市更新工作取得新进展</h1>
<div class="info">2024-06-12 10:30 来源：新华社 作者：张三</div>
<div class="content">{"".join(f"<p>{PARAGRAPH}</p>" for _ in range(8))}
<p><img src="/img/1.jpg" alt="改造后的小区">{PARAGRAPH}</p></div></body></html>"""

#: The fields both records carry.
SHARED = (
    "url",
    "final_url",
    "kind",
    "status",
    "error",
    "error_kind",
    "title",
    "publish_time",
    "author",
    "source_name",
    "language",
    "description",
    "lead_image",
    "canonical_url",
    "text",
    "images",
    "note",
)


class _Page(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        if self.path == "/moved.html":
            self.send_response(301)
            self.send_header("Location", "/news/2024/06/12/1.html")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        body = PAGE.encode() if self.path == "/news/2024/06/12/1.html" else b""
        self.send_response(200 if body else 404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Page)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"http://127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()


class NoTabs:
    """A run that must not render: any tab asked for fails the test."""

    def tab(self, label: str = "page", **kw: Any) -> AbstractAsyncContextManager[Any]:
        raise AssertionError(f"a tab was opened for {label}")


def test_run_and_extract_write_the_same_fields_of_one_page(base: str, tmp_path: Path) -> None:
    url = f"{base}/moved.html"
    result = CliRunner().invoke(
        app, ["extract", url, "--allow-private-host", base.removeprefix("http://")]
    )
    assert result.exit_code == 0, result.output
    extracted = json.loads(result.stdout)
    store = TemplateStore(f"sqlite:///{tmp_path / 't.db'}", seeds=False)
    settings = BrowserSettings(allowed_hosts=("127.0.0.1",), user_agent="harvester-test")
    record = asyncio.run(harvest_url(NoTabs(), url, settings, store, HarvestOptions()))
    ran = record.to_dict()
    assert [k for k in SHARED if extracted[k] != ran[k]] == []
    page = f"{base}/news/2024/06/12/1.html"
    assert (ran["url"], ran["final_url"], ran["canonical_url"]) == (url, page, page)
    assert (ran["kind"], ran["status"]) == ("article", "ok")
    assert (ran["author"], ran["source_name"], ran["language"]) == ("张三", "新华社", "zh-CN")
    assert ran["description"] == "全市城市更新工作取得新进展。"
    assert ran["lead_image"] == f"{base}/img/lead.jpg"
    assert ran["images"] == [{"index": 1, "image": f"{base}/img/1.jpg", "caption": "改造后的小区"}]


def test_the_page_says_its_language_or_its_text_does() -> None:
    text = "".join(f"<p>{PARAGRAPH}</p>" for _ in range(6))
    undeclared = extract(f"<html><body><h1>城市更新</h1>{text}</body></html>")
    assert undeclared.language == "zh"
    english = extract(
        "<html><body>" + "<p>The city renewed its old housing estates this year.</p>" * 8
    )
    assert english.language is None and english.lead_image is None
    picture = f'<p><img src="http://a.cn/1.jpg">{PARAGRAPH}</p>'
    pictured = extract(f"<html><body>{text}{picture}</body></html>")
    assert pictured.lead_image == "http://a.cn/1.jpg"  # none named: the body's first


def _schema() -> dict[str, tuple[bool, bool]]:
    """docs/records.md's "One schema" table: field -> (run writes it, extract writes it)."""
    text = DOCS.read_text("utf-8").split("## One schema", 1)[1]
    rows = re.findall(r"^\| `(\w+)` \|\s*(yes)?\s*\|\s*(yes)?\s*\|", text, re.M)
    return {name: (run == "yes", ext == "yes") for name, run, ext in rows}


def test_the_docs_schema_lists_exactly_both_records_fields() -> None:
    schema = _schema()
    assert {name for name, (run, _) in schema.items() if run} == set(
        HarvestRecord(url="x").to_dict()
    )
    assert {name for name, (_, ext) in schema.items() if ext} == set(Article().to_dict())
    assert set(SHARED) <= {name for name, (run, ext) in schema.items() if run and ext}
