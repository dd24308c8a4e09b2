"""Fetching one page over HTTP as the browser would ask for it, with httpx.

httpx because it is async (one event loop with Playwright), speaks HTTP/2 where a server's
TLS offers it, decodes gzip and deflate, takes a proxy, and has a transport interface:
tests and ``--replay-har`` swap the network for a recording (:mod:`harvester.fetch.har`)
without touching this module. One :class:`Fetcher` serves a whole run (its connection
pool and cookie jar are shared, as a browser session's would be). What goes wrong is a
:class:`FetchError` whose ``kind`` is a word of the record's error vocabulary
(:data:`harvester.record.ErrorKind`).
"""

from __future__ import annotations

import asyncio
import hashlib
import ssl
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from urllib.parse import urljoin

import httpx

from harvester.fetch.guard import AddressPolicy, Blocked, GuardedTransport
from harvester.fetch.har import HarRecorder, HarReplay

#: Redirects followed before giving up (Chromium's own limit, net/url_request: 20).
MAX_REDIRECTS = 20
#: The most of one page read (bytes): past it the page is refused, not cut.
MAX_PAGE_BYTES = 64 * 2**20
#: Content types read as pages; a response without one is read too (the bytes decide).
HTML_TYPES = ("text/html", "application/xhtml+xml")
#: Sent with every page request, as the browser's tabs send them (``locale: zh-CN``).
REQUEST_HEADERS = {
    "Accept": "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "Accept-Language": "zh-CN,zh;q=0.9",
}
#: Words of a connection failure that say the host name did not resolve.
_DNS_WORDS = (
    "name or service not known",
    "nodename nor servname",
    "temporary failure in name resolution",
    "no address associated",
    "getaddrinfo failed",
)


class _Answer:
    """What :class:`Fetched` and :class:`Downloaded` read of their ``headers``."""

    __slots__ = ()
    headers: tuple[tuple[str, str], ...]

    def header(self, name: str) -> str | None:
        """The first header ``name`` (any case), or None."""
        return next(iter(self.header_values(name)), None)

    def header_values(self, name: str) -> list[str]:
        """Every header ``name`` (any case), in order (``Set-Cookie`` comes many times)."""
        name = name.lower()
        return [v for k, v in self.headers if k.lower() == name]


@dataclass(frozen=True, slots=True)
class Fetched(_Answer):
    """One page as the server sent it (after redirects)."""

    url: str
    final_url: str
    status: int
    headers: tuple[tuple[str, str], ...]
    #: the page's bytes (empty when it is not HTML or answered 400 or more: not read)
    body: bytes
    http_version: str = "HTTP/1.1"
    seconds: float = 0.0
    reason: str = ""
    #: the request's headers as sent (the archive stores them)
    request_headers: tuple[tuple[str, str], ...] = ()

    @property
    def content_type(self) -> str:
        """The media type without parameters, lower case ("" when none is sent)."""
        return (self.header("content-type") or "").split(";")[0].strip().lower()

    @property
    def is_html(self) -> bool:
        return not self.content_type or self.content_type in HTML_TYPES

    @property
    def is_download(self) -> bool:
        """Whether the server sends the body as a file to save (``Content-Disposition:
        attachment``), whatever its type: a browser shows no page for it."""
        disposition = (self.header("content-disposition") or "").split(";")[0]
        return disposition.strip().lower() == "attachment"


@dataclass(frozen=True, slots=True)
class Downloaded(_Answer):
    """A resource :meth:`Fetcher.download` wrote to a file (after redirects): its answer,
    and the size, SHA-256 and first bytes of its body (nothing is read of an answer of
    400 or more)."""

    url: str
    final_url: str
    status: int
    reason: str
    headers: tuple[tuple[str, str], ...]
    request_headers: tuple[tuple[str, str], ...]
    size: int = 0
    sha256: str = ""
    head: bytes = b""


class FetchError(Exception):
    """A page that could not be fetched; ``kind`` is a record error kind (a download's
    may also be ``too_big``)."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def _invalid(url: str) -> bool:
    """Whether httpx refuses ``url`` itself."""
    try:
        httpx.URL(url)
    except httpx.InvalidURL:
        return True
    return False


def error_of(exc: Exception, url: str) -> FetchError:
    """The :class:`FetchError` an httpx (or TLS) exception stands for."""
    text = str(exc) or type(exc).__name__
    if isinstance(exc, httpx.TooManyRedirects):
        return FetchError("redirect", f"redirect loop: more than {MAX_REDIRECTS} redirects")
    if isinstance(exc, httpx.UnsupportedProtocol) and _hop(exc) not in (None, url):
        # a redirect to file:, javascript:, data:…
        return FetchError("redirect", f"redirect: to an address no browser goes to ({text})")
    if isinstance(exc, (httpx.UnsupportedProtocol, httpx.InvalidURL)):
        return FetchError("malformed_url", f"malformed URL: {text}")
    if isinstance(exc, httpx.TimeoutException):
        return FetchError("timeout", f"timeout: {url} did not answer in time")
    if isinstance(exc, ssl.SSLError) or isinstance(exc.__cause__, ssl.SSLError):
        return FetchError("tls", f"tls: no secure connection to {url}: {text}")
    if isinstance(exc, httpx.ConnectError):
        if any(word in text.lower() for word in _DNS_WORDS):
            return FetchError("dns", f"dns: the host of {url} does not resolve")
        if "ssl" in text.lower() or "certificate" in text.lower():
            return FetchError("tls", f"tls: no secure connection to {url}: {text}")
    return FetchError("network", f"network: {url}: {text}")


@contextmanager
def _mid_body(url: str) -> Iterator[None]:
    """A connection that breaks while the body is read (reset, or closed short of its
    ``Content-Length``) as a ``truncated`` :class:`FetchError`, said when it happens."""
    try:
        yield
    except (httpx.ReadError, httpx.RemoteProtocolError) as exc:
        why = str(exc) or type(exc).__name__
        raise FetchError("truncated", f"truncated: {url}: the body broke off ({why})") from exc


def _hop(exc: httpx.RequestError) -> str | None:
    """The URL of the request that failed (a redirect's hop), None when there was none."""
    try:
        return str(exc.request.url)
    except RuntimeError:
        return None


class _OnlyHosts(httpx.AsyncBaseTransport):
    """Refuses every request to a host not listed (tests: loopback only), redirects too."""

    def __init__(self, inner: httpx.AsyncBaseTransport, hosts: tuple[str, ...]) -> None:
        self.inner, self.hosts = inner, hosts

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        if request.url.host not in self.hosts:
            raise httpx.ConnectError(f"{request.url.host} is not an allowed host", request=request)
        return await self.inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self.inner.aclose()


class Fetcher:
    """Fetches pages for one run; ``async with`` closes its connections."""

    def __init__(
        self,
        *,
        user_agent: str | None = None,
        timeout_s: float = 20.0,
        proxy: str | None = None,
        allowed_hosts: tuple[str, ...] = (),
        policy: AddressPolicy | None = None,
        replay_har: Path | None = None,
        record_har_dir: Path | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        """``transport`` replaces the network (tests); ``replay_har`` answers from a HAR
        recording; ``record_har_dir`` writes one HAR file per fetch, as the browser does;
        ``policy``: every request (each redirect hop) to a private address it does not
        allow is refused (``blocked``)."""
        self.timeout_s = timeout_s
        #: called (in a worker thread) with every page fetched with its body (the WARC)
        self.on_fetched: Callable[[Fetched], None] | None = None
        self.recorder = HarRecorder(record_har_dir) if record_har_dir is not None else None
        if transport is None and replay_har is not None:
            transport = HarReplay(replay_har)
        if transport is None:
            transport = httpx.AsyncHTTPTransport(http2=True, proxy=proxy, retries=0)
            if allowed_hosts:
                transport = _OnlyHosts(transport, allowed_hosts)
        if policy is not None:
            transport = GuardedTransport(transport, policy)
        headers = dict(REQUEST_HEADERS)
        if user_agent:
            headers["User-Agent"] = user_agent
        self.client = httpx.AsyncClient(
            transport=transport,
            headers=headers,
            follow_redirects=True,
            max_redirects=MAX_REDIRECTS,
            timeout=timeout_s,
        )

    async def __aenter__(self) -> Fetcher:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.client.aclose()

    @contextmanager
    def _errors(self, url: str) -> Iterator[None]:
        """What goes wrong inside, as a :class:`FetchError` (bounded by ``timeout_s``)."""
        try:
            yield
        except TimeoutError:
            raise FetchError(
                "timeout", f"timeout: {url} did not load in {self.timeout_s:g} s"
            ) from None
        except Blocked as exc:
            raise FetchError("blocked", str(exc)) from None
        except httpx.InvalidURL as exc:  # a redirect's Location, or the address itself
            if _invalid(url):  # one check_url lets through (over httpx's 64 KiB)
                raise FetchError("malformed_url", f"malformed URL: {exc}") from None
            raise FetchError("redirect", f"redirect: to no web address ({exc})") from None
        except (httpx.HTTPError, ssl.SSLError) as exc:
            raise error_of(exc, url) from exc

    async def fetch(self, url: str, *, label: str = "page", any_body: bool = False) -> Fetched:
        """The page at ``url`` after redirects, within ``timeout_s`` in all; its body is
        read only when it is HTML (or anything, ``any_body``: a feed, a sitemap) and
        answered below 400. Raises :class:`FetchError`."""
        started = time.monotonic()
        with self._errors(url):
            async with asyncio.timeout(self.timeout_s):
                async with self.client.stream("GET", url) as response:
                    fetched = await self._read(url, response, started, any_body)
        if self.recorder is not None:
            await asyncio.to_thread(
                self.recorder.write, label, response, fetched.body, fetched.seconds
            )
        if self.on_fetched is not None and fetched.body:
            await asyncio.to_thread(self.on_fetched, fetched)
        return fetched

    async def download(
        self,
        url: str,
        to: Path,
        *,
        headers: Callable[[str], Mapping[str, str]],
        max_bytes: int,
        head_bytes: int = 64,
    ) -> Downloaded:
        """Write the body at ``url`` to the file ``to`` as it arrives, hashing it, after
        redirects followed one by one (each hop asks with ``headers(hop_url)``: a
        Referer, the cookies of that address; each passes the private-address guard).
        A body over ``max_bytes``, said or sent, raises :class:`FetchError` ``too_big``
        with nothing more read; the caller bounds the time and removes ``to`` on failure."""
        with self._errors(url):
            hop = url
            for _ in range(MAX_REDIRECTS + 1):
                request = self.client.build_request("GET", hop, headers=dict(headers(hop)))
                response = await self.client.send(request, stream=True, follow_redirects=False)
                try:
                    location = response.headers.get("location")
                    if response.is_redirect and location:
                        hop = urljoin(hop, location.strip())
                        continue
                    return await self._write(url, response, to, max_bytes, head_bytes)
                finally:
                    await response.aclose()
            raise httpx.TooManyRedirects("too many redirects", request=request)

    async def _write(
        self, url: str, response: httpx.Response, to: Path, max_bytes: int, head_bytes: int
    ) -> Downloaded:
        answer = Downloaded(
            url,
            str(response.url),
            response.status_code,
            response.reason_phrase,
            tuple(response.headers.multi_items()),
            tuple(response.request.headers.multi_items()),
        )
        if response.status_code >= 400:
            return answer
        declared = response.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > max_bytes:
            raise FetchError("too_big", f"too_big: {url} says {int(declared):,} bytes")
        digest, size, head = hashlib.sha256(), 0, b""
        with _mid_body(url), to.open("wb") as out:
            async for chunk in response.aiter_bytes():
                size += len(chunk)
                if size > max_bytes:
                    raise FetchError("too_big", f"too_big: {url} sent over {max_bytes:,} bytes")
                digest.update(chunk)
                if len(head) < head_bytes:
                    head += chunk[: head_bytes - len(head)]
                out.write(chunk)
        return replace(answer, size=size, sha256=digest.hexdigest(), head=head)

    async def text(self, url: str, max_bytes: int) -> tuple[int, str]:
        """The status and text (at most ``max_bytes``, UTF-8, bad bytes replaced) of a
        small resource such as a robots.txt, after redirects, within ``timeout_s`` in all.
        Raises :class:`FetchError`."""
        body = b""
        with self._errors(url):
            async with asyncio.timeout(self.timeout_s):
                async with self.client.stream("GET", url) as response:
                    with _mid_body(url):
                        async for chunk in response.aiter_bytes():
                            body += chunk
                            if len(body) >= max_bytes:
                                break
        return response.status_code, body[:max_bytes].decode("utf-8", "replace")

    async def _read(
        self, url: str, response: httpx.Response, started: float, any_body: bool = False
    ) -> Fetched:
        head = Fetched(
            url,
            str(response.url),
            response.status_code,
            tuple(response.headers.multi_items()),
            b"",
            response.http_version,
            reason=response.reason_phrase,
            request_headers=tuple(response.request.headers.multi_items()),
        )
        body = b""
        if (head.is_html or any_body) and head.status < 400:
            chunks: list[bytes] = []
            size = 0
            with _mid_body(url):
                async for chunk in response.aiter_bytes():
                    chunks.append(chunk)
                    size += len(chunk)
                    if size > MAX_PAGE_BYTES:
                        raise FetchError(
                            "not_html", f"not a page: {url} is over {MAX_PAGE_BYTES // 2**20} MiB"
                        )
            body = b"".join(chunks)
        return replace(head, body=body, seconds=round(time.monotonic() - started, 3))
