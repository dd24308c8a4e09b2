"""The HTTP stage's client (:mod:`harvester.fetch.client`, :mod:`harvester.fetch.har`) over
httpx's mock transport: what it asks with, what it reads and what it leaves unread, every
failure named in the record's error vocabulary, hosts refused outside the allowed list,
and a recording that replays the very bytes (a GBK page too)."""

from __future__ import annotations

import asyncio
import ssl
import time
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from harvester.fetch import Fetched, Fetcher, FetchError
from harvester.fetch.guard import AddressPolicy
from harvester.record import ERROR_KINDS

PAGE = "<html><head><meta charset='gbk'><title>城市</title></head><body>城市更新</body></html>"
GBK = PAGE.encode("gbk")

Handler = Callable[[httpx.Request], httpx.Response]


def fetch(handler: Handler, url: str = "http://news.example.cn/a.html", **kw: object) -> Fetched:
    async def go() -> Fetched:
        async with Fetcher(transport=httpx.MockTransport(handler), **kw) as fetcher:  # type: ignore[arg-type]
            return await fetcher.fetch(url)

    return asyncio.run(go())


def failure(handler: Handler, url: str = "http://news.example.cn/a.html") -> FetchError:
    with pytest.raises(FetchError) as caught:
        fetch(handler, url)
    assert caught.value.kind in ERROR_KINDS
    return caught.value


def test_a_page_comes_with_its_bytes_headers_and_final_address() -> None:
    seen: list[httpx.Request] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(request)
        if request.url.path == "/a.html":
            return httpx.Response(301, headers={"Location": "/b.html"})
        return httpx.Response(200, headers={"Content-Type": "text/html"}, content=GBK)

    got = fetch(answer, user_agent="Mozilla/5.0 harvester/0.1")
    assert got.body == GBK and got.status == 200 and got.is_html
    assert got.final_url == "http://news.example.cn/b.html"
    assert seen[0].headers["user-agent"] == "Mozilla/5.0 harvester/0.1"
    assert seen[0].headers["accept-language"].startswith("zh-CN")
    assert dict(got.request_headers)["user-agent"] == "Mozilla/5.0 harvester/0.1"


def test_a_dead_link_and_a_download_are_answered_but_not_read() -> None:
    gone = fetch(lambda r: httpx.Response(503, headers={"Retry-After": "7"}, content=b"busy"))
    assert (gone.status, gone.body, gone.header("retry-after")) == (503, b"", "7")
    pdf = fetch(
        lambda r: httpx.Response(200, headers={"Content-Type": "application/pdf"}, content=b"%PDF")
    )
    assert not pdf.is_html and pdf.body == b"" and pdf.content_type == "application/pdf"
    bare = fetch(lambda r: httpx.Response(200, content=b"<p>x</p>"))
    assert bare.is_html and bare.body == b"<p>x</p>"  # no Content-Type: the bytes decide


def test_a_page_sent_as_a_file_to_save_is_a_download() -> None:
    saved = fetch(
        lambda r: httpx.Response(
            200,
            headers={
                "Content-Type": "text/html",
                "Content-Disposition": 'attachment; filename="a.html"',
            },
            content=b"<p>x</p>",
        )
    )
    assert saved.is_html and saved.is_download
    shown = fetch(lambda r: httpx.Response(200, headers={"Content-Disposition": "inline"}))
    assert not shown.is_download


def test_an_address_httpx_refuses_itself_is_malformed_not_a_redirect() -> None:
    long = "http://news.example.cn/" + "a" * 70_000
    assert failure(lambda r: httpx.Response(200), long).kind == "malformed_url"


def _raise(exc: Exception) -> Handler:
    def answer(request: httpx.Request) -> httpx.Response:
        raise exc

    return answer


@pytest.mark.parametrize(
    ("exc", "kind"),
    [
        (httpx.ConnectError("[Errno -2] Name or service not known"), "dns"),
        (httpx.ConnectError("[Errno 111] Connection refused"), "network"),
        (httpx.ConnectError("[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed"), "tls"),
        (ssl.SSLError("wrong version number"), "tls"),
        (httpx.ReadTimeout("timed out"), "timeout"),
        (httpx.RemoteProtocolError("Server disconnected"), "network"),
    ],
)
def test_every_failure_is_named_in_the_records_vocabulary(exc: Exception, kind: str) -> None:
    assert failure(_raise(exc)).kind == kind


def test_a_redirect_loop_and_a_malformed_address() -> None:
    loop = failure(lambda r: httpx.Response(302, headers={"Location": str(r.url)}))
    assert loop.kind == "redirect"
    unsupported = httpx.UnsupportedProtocol("Request URL has an unsupported protocol 'ftp://'")
    assert failure(_raise(unsupported)).kind == "malformed_url"


def test_hosts_outside_the_allowed_list_are_refused_redirects_too(tmp_path: Path) -> None:
    async def go(url: str) -> Fetched:
        async with Fetcher(allowed_hosts=("127.0.0.1",), timeout_s=2) as fetcher:
            return await fetcher.fetch(url)

    with pytest.raises(FetchError) as caught:
        asyncio.run(go("http://news.example.cn/a.html"))
    assert caught.value.kind == "network" and "not an allowed host" in str(caught.value)


def test_a_recording_replays_the_very_bytes(tmp_path: Path) -> None:
    def answer(request: httpx.Request) -> httpx.Response:
        if request.url.path == "/a.html":
            return httpx.Response(302, headers={"Location": "/b.html"})
        return httpx.Response(200, headers={"Content-Type": "text/html"}, content=GBK)

    async def record() -> Fetched:
        recording = Fetcher(transport=httpx.MockTransport(answer), record_har_dir=tmp_path)
        async with recording as fetcher:
            return await fetcher.fetch("http://news.example.cn/a.html", label="00001")

    async def replay() -> Fetched:
        async with Fetcher(replay_har=tmp_path) as fetcher:
            return await fetcher.fetch("http://news.example.cn/a.html")

    first = asyncio.run(record())
    assert (tmp_path / "00001.fetch.har").is_file()
    again = asyncio.run(replay())
    assert (again.body, again.final_url, again.status) == (first.body, first.final_url, 200)
    with pytest.raises(FetchError):  # what the recording lacks is unreachable
        asyncio.run(Fetcher(replay_har=tmp_path).fetch("http://news.example.cn/other.html"))


def test_every_page_fetched_is_handed_to_the_archive() -> None:
    archived: list[Fetched] = []

    async def go() -> None:
        mock = httpx.MockTransport(lambda r: httpx.Response(200, content=GBK))
        async with Fetcher(transport=mock) as fetcher:
            fetcher.on_fetched = archived.append
            await fetcher.fetch("http://news.example.cn/a.html")

    asyncio.run(go())
    assert [f.body for f in archived] == [GBK]


# --- on a real socket: a body cut short, a redirect no browser follows, 204 ------------------

ANSWERS = {
    b"/short": b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 1000\r\n\r\n<p>cut",
    b"/js": b"HTTP/1.1 302 Found\r\nLocation: javascript:alert(1)\r\nContent-Length: 0\r\n\r\n",
    b"/file": b"HTTP/1.1 302 Found\r\nLocation: file:///etc/passwd\r\nContent-Length: 0\r\n\r\n",
    b"/204": b"HTTP/1.1 204 No Content\r\n\r\n",
}


def _on_socket(path: str, guarded: bool = False) -> Fetched | FetchError:
    """Fetch ``path`` from a loopback server answering :data:`ANSWERS` then closing;
    ``guarded``: private addresses refused but that server's host and port."""

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = await reader.readuntil(b"\r\n\r\n")
        writer.write(ANSWERS[head.split(b" ")[1]])
        await writer.drain()
        writer.close()

    async def go() -> Fetched | FetchError:
        server = await asyncio.start_server(serve, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        try:
            policy = AddressPolicy.of(hosts=(f"127.0.0.1:{port}",)) if guarded else None
            async with Fetcher(timeout_s=5, policy=policy) as fetcher:
                return await fetcher.fetch(f"http://127.0.0.1:{port}{path}")
        except FetchError as exc:
            return exc
        finally:
            server.close()

    return asyncio.run(go())


def test_a_body_cut_short_is_truncated_at_once() -> None:
    started = time.monotonic()
    cut = _on_socket("/short")
    assert isinstance(cut, FetchError) and cut.kind == "truncated", cut
    assert time.monotonic() - started < 3  # said when it happens, not at a timeout


@pytest.mark.parametrize("guarded", [False, True])
@pytest.mark.parametrize("path", ["/js", "/file"])
def test_a_redirect_to_an_address_no_browser_goes_to_is_a_redirect_error(
    path: str, guarded: bool
) -> None:
    # behind the private-address guard too: file:///etc/passwd has no host to resolve
    refused = _on_socket(path, guarded)
    assert isinstance(refused, FetchError) and refused.kind == "redirect", refused


def test_no_content_is_answered_and_not_read() -> None:
    empty = _on_socket("/204")
    assert isinstance(empty, Fetched) and (empty.status, empty.body) == (204, b"")
