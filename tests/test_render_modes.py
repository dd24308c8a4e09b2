"""``--render auto|always|never`` through :func:`harvester.pipeline.job.harvest_url`, on pages
served from 127.0.0.1: the HTTP stage finishes an article without opening a tab, answers a
dead link, a download and a redirect as the browser path does (an error record of the same
kind, the final address), hands a page with a gallery sign to the browser with its bytes
(one request to the host for it), and ``never`` opens no tab at all. Also the rules the
browser path takes from the bytes as sent: :func:`~harvester.pipeline.fetched.better_text`
and :func:`~harvester.pipeline.fetched.settled_article`."""

from __future__ import annotations

import asyncio
import socket
import struct
import threading
from collections.abc import Iterator
from contextlib import AbstractAsyncContextManager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from harvester.browser.launch import BrowserSettings
from harvester.extraction.article import Article
from harvester.extraction.dom import text_chars
from harvester.pipeline.fetched import (
    SETTLED_ARTICLE_CHARS,
    better_text,
    prose_chars,
    settled_article,
)
from harvester.pipeline.job import HarvestOptions, harvest_url
from harvester.pipeline.modes import RenderMode
from harvester.record import HarvestRecord
from harvester.store.templates import TemplateStore
from testbeds.async_browser import AsyncChromium

TITLE = "城市更新让老小区焕发新颜"
PARAGRAPH = (
    "记者从有关部门获悉，今年以来全市持续推进城市更新工作，一批老旧小区完成改造，"
    "居民生活环境明显改善。"
)
ARTICLE = (
    f"<html><head><meta charset='utf-8'><title>{TITLE}</title></head><body><h1>{TITLE}</h1>"
    "<p>2024-05-12 08:30</p>" + "".join(f"<p>{PARAGRAPH}{i}</p>" for i in range(6)) + "{extra}"
    "</body></html>"
)
PAGES: dict[str, tuple[int, dict[str, str], bytes]] = {
    "/a.html": (200, {"Content-Type": "text/html"}, ARTICLE.format(extra="").encode()),
    "/counter.html": (
        200,
        {"Content-Type": "text/html"},
        ARTICLE.format(extra="<div class='num'>1/3</div>").encode(),
    ),
    "/moved.html": (301, {"Location": "/a.html"}, b""),
    "/gone.html": (503, {"Retry-After": "9", "Content-Type": "text/html"}, b"busy"),
    "/file.pdf": (200, {"Content-Type": "application/pdf"}, b"%PDF-1.4"),
    "/nothing": (204, {}, b""),
    "/to-js": (302, {"Location": "javascript:alert(1)"}, b""),
    "/attached.html": (
        200,
        {"Content-Type": "text/html", "Content-Disposition": 'attachment; filename="a.html"'},
        ARTICLE.format(extra="").encode(),
    ),
    "/pdf-as-html": (200, {"Content-Type": "text/html"}, b"%PDF-1.4\n1 0 obj << >>\n"),
}
#: Answers that show no page, and the error kind each is in both modes. (A redirect to
#: ``javascript:`` is ``redirect`` in the HTTP stage; the browser shows neither its answer
#: nor a response event, only ERR_ABORTED: ``not_html`` under ``--render always``.)
NO_PAGE = [
    ("/nothing", "no_content"),
    ("/attached.html", "not_html"),
    ("/file.pdf", "not_html"),
]


class _Pages(BaseHTTPRequestHandler):
    def do_GET(self) -> None:
        self.server.hits.append(self.path)  # type: ignore[attr-defined]
        status, headers, body = PAGES.get(self.path, (404, {}, b"no"))
        self.send_response(status)
        for name, value in headers.items():
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture(scope="module")
def server() -> Iterator[ThreadingHTTPServer]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Pages)
    httpd.hits = []  # type: ignore[attr-defined]
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield httpd
    httpd.shutdown()


def _base(server: ThreadingHTTPServer) -> str:
    return f"http://127.0.0.1:{server.server_address[1]}"


@pytest.fixture(scope="module")
def breaking() -> Iterator[str]:
    """A server whose answers break off after their headers and part of the page:
    ``/short`` closes the connection short of its ``Content-Length``, ``/reset`` resets it."""
    listener = socket.create_server(("127.0.0.1", 0))
    head = (
        b"HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\n"
        b"Content-Length: 50000\r\n\r\n"
    )

    def answer(conn: socket.socket) -> None:
        with conn:
            request = conn.recv(65536)
            if not request:
                return  # a connection opened ahead of need, never used
            conn.sendall(head + ARTICLE.format(extra="").encode()[:600])
            if request.split(b" ")[1] == b"/reset":
                conn.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))

    def serve() -> None:
        while True:
            try:
                conn, _ = listener.accept()
            except OSError:
                return
            threading.Thread(target=answer, args=(conn,), daemon=True).start()

    threading.Thread(target=serve, daemon=True).start()
    yield f"http://127.0.0.1:{listener.getsockname()[1]}"
    listener.close()


@pytest.mark.parametrize("render", ["always", "auto"])
def test_a_body_that_breaks_off_is_truncated_when_it_happens(
    breaking: str, async_chromium: AsyncChromium, tmp_path: Path, render: RenderMode
) -> None:
    """Chromium never ends the wait for the DOM of a page whose body broke off (it used to
    be a ``timeout`` at the navigation deadline): the failed request ends it at once."""
    urls = [breaking + "/short", breaking + "/reset"]
    records = async_chromium.harvest(urls, tmp_path / "t.db", seeds=False, render=render)
    for record in records:
        assert (record.status, record.error_kind) == ("error", "truncated"), record.error
        assert record.error is not None and "broke off" in record.error


@pytest.mark.parametrize("render", ["always", "auto"])
def test_answers_that_show_no_page_are_the_same_kind_in_both_modes(
    server: ThreadingHTTPServer, async_chromium: AsyncChromium, tmp_path: Path, render: RenderMode
) -> None:
    """A 204 makes Chromium say only ERR_ABORTED; it is named as the HTTP stage names it
    (a download too: not_html either way)."""
    urls = [_base(server) + path for path, _ in NO_PAGE]
    records = async_chromium.harvest(urls, tmp_path / "t.db", seeds=False, render=render)
    got = {r.url.removeprefix(_base(server)): r.error_kind for r in records}
    assert got == dict(NO_PAGE)


class NoTabs:
    """A tab source for runs that must not render: any tab asked for fails the test."""

    def tab(self, label: str = "page", **kw: Any) -> AbstractAsyncContextManager[Any]:
        raise AssertionError(f"a tab was opened for {label}")


def _harvest(url: str, tmp_path: Path, render: RenderMode) -> HarvestRecord:
    store = TemplateStore(f"sqlite:///{tmp_path / 't.db'}", seeds=False)
    settings = BrowserSettings(allowed_hosts=("127.0.0.1",), user_agent="harvester-test")
    options = HarvestOptions(render=render)
    return asyncio.run(harvest_url(NoTabs(), url, settings, store, options))


def test_auto_finishes_an_article_from_its_bytes_without_a_tab(
    server: ThreadingHTTPServer, tmp_path: Path
) -> None:
    record = _harvest(_base(server) + "/moved.html", tmp_path, "auto")
    assert record.status == "ok" and record.kind == "article", record.error
    assert not record.rendered
    assert record.final_url == _base(server) + "/a.html" and record.http_status == 200
    assert record.title == TITLE and PARAGRAPH in record.text
    assert record.evidence[0].startswith("a static article:")
    assert record.template == "discovered"  # the section learned its article template


@pytest.mark.parametrize(
    ("path", "kind", "error"),
    [
        ("/gone.html", "http", "HTTP 503"),
        ("/file.pdf", "not_html", "not HTML"),
        ("/nothing", "no_content", "no content: the server answered 204"),
        ("/attached.html", "not_html", "not HTML: the server sent a file to download"),
        ("/pdf-as-html", "not_html", "not HTML: the server sent a PDF file"),
        ("/to-js", "redirect", "redirect: to no web address"),
    ],
)
def test_auto_answers_bad_pages_as_the_browser_path_does(
    server: ThreadingHTTPServer, tmp_path: Path, path: str, kind: str, error: str
) -> None:
    record = _harvest(_base(server) + path, tmp_path, "auto")
    assert (record.status, record.error_kind) == ("error", kind)
    assert record.error is not None and record.error.startswith(error)
    assert not record.rendered
    if kind == "http":
        assert record.retry_after == "9"  # the retry policy waits as the server asks
        assert "the server asks to come back after 9" in record.error


def test_auto_names_a_refused_connection(tmp_path: Path) -> None:
    record = _harvest("http://127.0.0.1:9/a.html", tmp_path, "auto")
    assert (record.status, record.error_kind) == ("error", "network"), record.error


def test_never_finishes_even_a_page_with_a_gallery_sign_and_says_so(
    server: ThreadingHTTPServer, tmp_path: Path
) -> None:
    record = _harvest(_base(server) + "/counter.html", tmp_path, "never")
    assert record.status == "ok" and not record.rendered
    assert (
        record.note is not None
        and "not rendered (--render never): a slide counter 1/3" in record.note
    )


def test_a_page_with_a_gallery_sign_is_rendered_from_the_bytes_fetched(
    server: ThreadingHTTPServer, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    before = list(server.hits)  # type: ignore[attr-defined]
    url = _base(server) + "/counter.html"
    (record,) = async_chromium.harvest([url], tmp_path / "t.db", seeds=False)
    assert record.status == "ok" and record.rendered, record.error
    assert record.evidence[0] == "a slide counter 1/3"
    assert record.title == TITLE and PARAGRAPH in record.text
    assert any(line.startswith("text: the HTML as sent") for line in record.evidence)
    hits = server.hits[len(before) :]  # type: ignore[attr-defined]
    assert hits.count("/counter.html") == 1, hits  # fetched once, rendered from those bytes


def _article(chars: int) -> Article:
    return Article(text="字" * chars)


def test_the_text_as_sent_wins_unless_the_rendered_page_holds_clearly_more() -> None:
    assert better_text(_article(900), _article(1000))[0].text == "字" * 900
    assert better_text(_article(900), _article(400))[0].text == "字" * 900
    drawn, why = better_text(_article(300), _article(1200))
    assert drawn.text == "字" * 1200 and why.startswith("text: the rendered page")
    assert better_text(_article(0), _article(50))[0].text == "字" * 50  # nothing as sent
    assert better_text(_article(50), _article(120))[0].text == "字" * 50  # not 200 more


def test_a_bounded_gallery_guess_is_not_probed_on_an_article_as_sent() -> None:
    assert settled_article(SETTLED_ARTICLE_CHARS)[0].startswith("not probed:")
    assert settled_article(SETTLED_ARTICLE_CHARS - 1) == ()


def test_the_prose_of_a_page_leaves_out_its_grid_captions() -> None:
    """Captions of the page's pictures (as grid.js reads a cell: a credit in an element of
    its own on a line of its own) are the gallery's text, with their credit or without
    it; what is left is the article's prose."""
    said = [f"Volunteers clean the river bank, picture {i}, in the old town." for i in range(6)]
    captions = [f"Photo: AP\n{c}" if i % 2 else c for i, c in enumerate(said)]
    lead = "组图导语：志愿者清理河岸。"
    lines = [lead, said[0], f"Photo: AP {said[1]}", said[2], f"  {said[3]}  ", *said[4:]]
    text = "\n".join([*lines, "Photo: AP"])
    assert prose_chars(text, captions) == text_chars(lead) + text_chars("Photo: AP")
    assert prose_chars(text, []) == text_chars(text)
