"""A fast self-test of testbeds/fault_server.py (urllib only, no browser)."""

from __future__ import annotations

import http.client
import struct
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Iterator

import pytest

from testbeds.fault_server import (
    CHARSET_LIE_HEADLINE,
    CRAWL_DELAY_S,
    GALLERY_SIZE,
    HUGE_BYTES,
    RETRY_AFTER_S,
    ROBOTS_CRAWL_DELAY,
    FaultServer,
    article_headline,
    article_paragraphs,
    gallery_slides,
    max_overlap,
)


@pytest.fixture(scope="module")
def server() -> Iterator[FaultServer]:
    srv = FaultServer()
    with srv:
        yield srv


def get(url: str, timeout: float = 5.0, ua: str = "self-test") -> tuple[int, dict[str, str], bytes]:
    """(status, headers, body) of a GET, an HTTP error status included."""
    req = urllib.request.Request(url, headers={"User-Agent": ua})
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return resp.status, dict(resp.headers.items()), resp.read()
    except urllib.error.HTTPError as err:
        return err.code, dict(err.headers.items()), err.read()


def test_article_pages_are_long_unique_chinese_articles(server: FaultServer) -> None:
    status, headers, body = get(server.url("ok/article/1.html"))
    html = body.decode("utf-8")
    assert status == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert f"<h1>{article_headline('1')}</h1>" in html
    assert "<title>" in html and "10:20" in html
    paragraphs = article_paragraphs("1")
    assert len(paragraphs) >= 6 and all(len(p) >= 300 for p in paragraphs)
    assert all(p in html for p in paragraphs)
    assert set(paragraphs).isdisjoint(article_paragraphs("2"))
    assert article_headline("1") != article_headline("2")


def test_503_then_200_per_key(server: FaultServer) -> None:
    assert get(server.url("503-then-200/self"))[0] == 503
    status, _, body = get(server.url("503-then-200/self"))
    assert status == 200 and article_headline("503-self") in body.decode()
    assert get(server.url("503-then-200/other"))[0] == 503, "the first hit is per KEY"
    assert server.hits("/503-then-200/self") == 2


def test_429_sends_retry_after_once(server: FaultServer) -> None:
    status, headers, _ = get(server.url("429/self"))
    assert status == 429 and headers["Retry-After"] == str(RETRY_AFTER_S)
    assert get(server.url("429/self"))[0] == 200


def test_robots_per_instance(server: FaultServer) -> None:
    status, _, body = get(server.url("robots.txt"))
    assert status == 200 and b"Disallow: /private/" in body
    assert get(server.url("private/page.html"))[0] == 200, "robots forbids it; it still exists"
    delayed = FaultServer(robots=ROBOTS_CRAWL_DELAY)
    none = FaultServer(robots=None)
    with delayed, none:
        assert delayed.base_url != server.base_url, "another instance is another host (port)"
        assert f"Crawl-delay: {CRAWL_DELAY_S}".encode() in get(delayed.url("robots.txt"))[2]
        assert get(none.url("robots.txt"))[0] == 404


def test_error_statuses_and_redirects(server: FaultServer) -> None:
    assert get(server.url("404"))[0] == 404
    assert get(server.url("404/anything"))[0] == 404
    assert get(server.url("500"))[0] == 500
    with urllib.request.urlopen(server.url("redirect-good"), timeout=5) as resp:
        assert resp.url.endswith("/ok/article/900.html")
    with pytest.raises(urllib.error.HTTPError, match="infinite loop"):
        urllib.request.urlopen(server.url("redirect-loop"), timeout=5)


def test_binary_files_are_real(server: FaultServer) -> None:
    status, headers, pdf = get(server.url("file.pdf"))
    assert status == 200 and headers["Content-Type"] == "application/pdf"
    assert pdf.startswith(b"%PDF-1.4") and pdf.rstrip().endswith(b"%%EOF")
    xref_at = int(pdf.rsplit(b"startxref", 1)[1].split()[0])
    assert pdf[xref_at:].startswith(b"xref"), "startxref points at the xref table"
    status, headers, png = get(server.url("image.png"))
    assert status == 200 and headers["Content-Type"] == "image/png"
    assert png.startswith(b"\x89PNG\r\n\x1a\n") and png[12:16] == b"IHDR"
    assert struct.unpack(">II", png[16:24]) == (64, 48)


def test_empty_huge_and_charset_lie(server: FaultServer) -> None:
    status, headers, body = get(server.url("empty"))
    assert (status, headers["Content-Type"], body) == (200, "text/html; charset=utf-8", b"")
    status, headers, body = get(server.url("huge"), timeout=30)
    assert status == 200 and len(body) >= HUGE_BYTES
    status, headers, body = get(server.url("charset-lie"))
    assert headers["Content-Type"] == "text/html; charset=gb2312"
    assert b'<meta charset="gb2312">' in body
    assert CHARSET_LIE_HEADLINE in body.decode("utf-8"), "the bytes are UTF-8"
    assert CHARSET_LIE_HEADLINE not in body.decode("gb18030", errors="replace")


def test_script_pages_carry_their_scripts(server: FaultServer) -> None:
    expected = {
        "throws": "throw new Error",
        "dialogs": "window.open",
        "navigates-away": "location.href",
        "spin-inline": "<script>while(true){}</script>",
        "spin-later": "while (true) {}",
        "spin-gallery": "while (true) {}",
        "crash-renderer": "chunk.slice()",
    }
    for path, snippet in expected.items():
        status, _, body = get(server.url(path))
        assert status == 200 and snippet in body.decode(), path


def test_gallery_pages_and_pictures(server: FaultServer) -> None:
    html = get(server.url("gallery/3.html"))[2].decode()
    assert f"1/{GALLERY_SIZE}" in html and '<a class="next">下一张</a>' in html
    slides = gallery_slides("3")
    assert len(slides) == GALLERY_SIZE and all(s.caption in html for s in slides)
    pictures = {get(server.url(s.image_path))[2] for s in slides}
    assert len(pictures) == GALLERY_SIZE, "every picture differs"
    assert all(struct.unpack(">II", p[16:24]) == (800, 500) for p in pictures)


def test_reset_resets(server: FaultServer) -> None:
    conn = http.client.HTTPConnection("127.0.0.1", int(server.netloc.split(":")[1]), timeout=5)
    with pytest.raises((ConnectionResetError, http.client.RemoteDisconnected)):
        conn.request("GET", "/reset")
        conn.getresponse()
    conn.close()


def test_hang_and_drip() -> None:
    srv = FaultServer()
    with srv:
        started = time.monotonic()
        with pytest.raises(TimeoutError):
            urllib.request.urlopen(srv.url("hang"), timeout=1).read()
        assert time.monotonic() - started < 3
        with urllib.request.urlopen(srv.url("drip"), timeout=3) as resp:
            assert resp.status == 200 and resp.read(2) == b"<!"
        in_flight = [r for r in srv.requests("/hang") if r.end is None]
        stopping = time.monotonic()
    assert time.monotonic() - stopping < 3, "stopping does not wait for /hang or /drip"
    assert len(in_flight) <= 1


def test_request_log_concurrency_gaps_and_user_agent() -> None:
    srv = FaultServer()
    with srv:
        t0 = time.monotonic()
        threads = [
            threading.Thread(target=get, args=(srv.url(f"slow/{n}.html"),), kwargs={"ua": "UA-x"})
            for n in range(3)
        ]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        parallel_end = time.monotonic()
        for n in range(3):
            get(srv.url(f"slow/seq{n}.html?delay=0.1"))
        assert srv.max_concurrency("/slow/", until=parallel_end) == 3
        # One after another: each starts at least its 0.1 s answer after the one before.
        # (Not max_concurrency == 1: the server notes a request's end after its last byte,
        # and on a loaded machine the client's next request can arrive before that note.)
        assert srv.max_concurrency("/nothing/") == 0
        gaps = srv.start_gaps("/slow/seq")
        assert len(gaps) == 2 and all(g >= 0.1 for g in gaps)
        assert srv.hits("/slow/0.html") == 1 and srv.hits("/slow/0.html", since=parallel_end) == 0
        assert {r.user_agent for r in srv.requests("/slow/", until=parallel_end)} == {"UA-x"}
        first = srv.first_request("/slow/", since=t0)
        assert first is not None and first.status == 200 and first.end is not None
        assert first.end - first.start >= 0.45, "/slow/ answers after 0.5 s"


def test_max_overlap() -> None:
    assert max_overlap([]) == 0
    assert max_overlap([(0, 1), (1, 2)]) == 1, "touching intervals do not overlap"
    assert max_overlap([(0, 3), (1, 2), (1.5, 4), (5, 6)]) == 3
    assert max_overlap([(0, None), (1, 2)], now=10) == 2, "an open interval runs until now"
