"""The browser's way out: a forward proxy on 127.0.0.1 that refuses private addresses.

Chromium resolves names and follows redirects itself, and Playwright's request routing
never sees a redirect's next hop; so a run that keeps private networks out
(:mod:`harvester.fetch.guard`) sends everything Chromium asks for through this proxy
(``--proxy-server``, loopback included). For each request (a ``CONNECT host:port`` for
https and WebSockets, an absolute URL for http) the proxy resolves the host, refuses it
when the policy does, and otherwise connects to the address it checked and relays the
bytes; an http request is sent on with ``Connection: close`` so that one client
connection carries one request. Chained to the user's ``--proxy`` (an http one) when given.

A request it could not serve is answered with a short response carrying
:data:`REFUSED_HEADER` (the error kind: ``blocked``, ``dns``, ``network``, ``timeout``) and
:data:`REASON_HEADER`; an https one cannot carry headers to the page (Chromium reports
``ERR_TUNNEL_CONNECTION_FAILED``), so :meth:`GuardProxy.refusal` tells the pipeline what
happened to a host and port. It tells too of an http answer that redirected to an address
no browser goes to (``javascript:``, ``data:``…), of which Chromium says only
``ERR_ABORTED``.
"""

from __future__ import annotations

import asyncio
import base64
import contextlib
import logging
import re
from collections.abc import Callable
from urllib.parse import unquote, urldefrag, urlsplit

from harvester.fetch.guard import AddressPolicy, Blocked, endpoint, host_port

log = logging.getLogger(__name__)

#: The response header naming why the proxy did not serve a request (an error kind).
REFUSED_HEADER = "x-harvester-refused"
#: The response header with the refusal's message.
REASON_HEADER = "x-harvester-reason"
#: Seconds a client may take to send a request's head, and the most of it read (bytes).
HEAD_TIMEOUT_S = 30.0
MAX_HEAD_BYTES = 64 * 1024
#: Seconds to connect to a server (Chromium's own navigations give up at --nav-timeout).
CONNECT_TIMEOUT_S = 20.0
#: Bytes relayed at a time.
CHUNK = 64 * 1024
#: Request headers meant for a proxy, not passed on to the server.
_PROXY_HEADERS = ("proxy-connection", "proxy-authorization", "connection", "keep-alive")
#: A redirect's target that names its scheme.
_SCHEME_RE = re.compile(r"\s*([A-Za-z][A-Za-z0-9+.-]*):")


class GuardProxy:
    """The proxy for one run's browser; ``async with`` starts it on a free port of
    127.0.0.1 (:attr:`server`, for ``--proxy-server``) and stops it."""

    def __init__(
        self,
        policy: AddressPolicy,
        upstream: str | None = None,
        *,
        connect_timeout_s: float = CONNECT_TIMEOUT_S,
    ) -> None:
        self.policy = policy
        self.upstream = urlsplit(upstream) if upstream else None
        if self.upstream is not None and self.upstream.scheme not in ("http", ""):
            raise ValueError(
                f"--proxy {upstream}: only an http proxy can be chained behind the private "
                "address guard (--allow-private runs without it)"
            )
        self.connect_timeout_s = connect_timeout_s
        #: what happened to each ``host:port`` the proxy refused or could not reach
        self.refused: dict[str, tuple[str, str]] = {}
        #: the http URLs answered with a redirect to an address no browser goes to
        self.unsafe: dict[str, tuple[str, str]] = {}
        self.server = ""
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    async def __aenter__(self) -> GuardProxy:
        self._server = await asyncio.start_server(
            self._accept, "127.0.0.1", 0, limit=MAX_HEAD_BYTES
        )
        port = self._server.sockets[0].getsockname()[1]
        self.server = f"http://127.0.0.1:{port}"
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._server is not None:
            self._server.close()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 2)

    def refusal(self, url: str) -> tuple[str, str] | None:
        """(error kind, message) of the proxy's last refusal of ``url``'s host and port, or
        of the redirect to an address no browser goes to that ``url`` was answered with."""
        if (unsafe := self.unsafe.get(urldefrag(url)[0])) is not None:
            return unsafe
        found = endpoint(url)
        return self.refused.get(host_port(*found)) if found is not None else None

    async def _accept(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        try:
            await self._serve(reader, writer)
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, TimeoutError):
            pass
        except asyncio.CancelledError:  # the run ends (__aexit__): the connection ends quietly
            pass  # (asyncio's server would print a cancelled handler's traceback)
        except Exception:  # a bug of ours: this connection only
            log.exception("the guard proxy failed on a request")
        finally:
            self._tasks.discard(task)
            writer.close()

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), HEAD_TIMEOUT_S)
        lines = head.decode("latin-1").split("\r\n")
        method, target, version = [*lines[0].split(" ", 2), "", ""][:3]
        headers = [line for line in lines[1:] if line]
        if method == "CONNECT":
            host, _, port_text = target.rpartition(":")
            port = int(port_text)
        elif (found := endpoint(target)) is not None:
            host, port = found
        else:
            await _answer(writer, 400, "network", "not a proxy request")
            return
        host = host.strip("[]")
        try:
            addresses = await self.policy.resolve(host, port)
        except Blocked as exc:
            await self._refuse(writer, host, port, 403, "blocked", str(exc))
            return
        try:
            upstream = await asyncio.wait_for(
                self._connect(host, port, addresses, method == "CONNECT"), self.connect_timeout_s
            )
        except TimeoutError:
            message = f"timeout: {host}:{port} did not answer in {self.connect_timeout_s:g} s"
            await self._refuse(writer, host, port, 504, "timeout", message)
            return
        except _Failed as exc:
            await self._refuse(writer, host, port, 502, exc.kind, str(exc))
            return
        up_reader, up_writer = upstream
        try:
            if method == "CONNECT":
                writer.write(b"HTTP/1.1 200 Connection Established\r\n\r\n")
            else:
                up_writer.write(self._request_head(method, target, version, headers))
            await up_writer.drain()
            first = None if method == "CONNECT" else lambda chunk: self._note_answer(target, chunk)
            await _relay(reader, writer, up_reader, up_writer, first)
        finally:
            up_writer.close()

    def _note_answer(self, url: str, chunk: bytes) -> None:
        """Note the redirect to an address no browser goes to that the answer to ``url``
        opens with (its first chunk holds its head)."""
        lines = chunk.split(b"\r\n\r\n", 1)[0].decode("latin-1").split("\r\n")
        status = lines[0].split(" ", 2)[1:2]
        if not (status and status[0].isdigit() and 300 <= int(status[0]) < 400):
            return
        for line in lines[1:]:
            name, _, value = line.partition(":")
            scheme = _SCHEME_RE.match(value) if name.strip().lower() == "location" else None
            if scheme and scheme[1].lower() not in ("http", "https"):
                why = f"redirect: to an address no browser goes to ({scheme[1]}:)"
                self.unsafe[urldefrag(url)[0]] = ("redirect", why)

    async def _refuse(
        self, writer: asyncio.StreamWriter, host: str, port: int, status: int, kind: str, why: str
    ) -> None:
        self.refused[host_port(host, port)] = (kind, why)
        await _answer(writer, status, kind, why)

    async def _connect(
        self, host: str, port: int, addresses: list[str], tunnel: bool
    ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
        """A connection to the server (at an address checked), or through the upstream
        proxy (a tunnel asked for when ``tunnel``)."""
        if self.upstream is not None:
            up_host, up_port = self.upstream.hostname or "", self.upstream.port or 80
            try:
                reader, writer = await asyncio.open_connection(up_host, up_port)
            except OSError as exc:
                raise _Failed("network", f"network: the proxy {up_host}:{up_port}: {exc}") from exc
            if tunnel:
                writer.write(
                    f"CONNECT {host_port(host, port)} HTTP/1.1\r\nHost: {host_port(host, port)}\r\n"
                    f"{self._upstream_auth()}\r\n".encode("latin-1")
                )
                await writer.drain()
                answer = await reader.readuntil(b"\r\n\r\n")
                if answer.split(b" ", 2)[1:2] != [b"200"]:
                    writer.close()
                    status = answer.split(b"\r\n")[0].decode("latin-1")
                    raise _Failed("network", f"network: the proxy refused {host}:{port}: {status}")
            return reader, writer
        if not addresses:
            raise _Failed("dns", f"the host name does not resolve: {host}")
        failure: OSError | None = None
        for address in addresses:
            try:
                return await asyncio.open_connection(address, port)
            except OSError as exc:
                failure = exc
        raise _Failed("network", f"network: {host}:{port}: {failure}")

    def _upstream_auth(self) -> str:
        """The upstream proxy's ``Proxy-Authorization`` line, when its URL has a user."""
        upstream = self.upstream
        if upstream is None or not upstream.username:
            return ""
        secret = f"{unquote(upstream.username)}:{unquote(upstream.password or '')}"
        return f"Proxy-Authorization: Basic {base64.b64encode(secret.encode()).decode()}\r\n"

    def _request_head(self, method: str, target: str, version: str, headers: list[str]) -> bytes:
        """The request's head as the server (or the upstream proxy) gets it: the path
        alone for a server, the proxy's headers dropped, one request per connection."""
        kept = [h for h in headers if h.split(":", 1)[0].strip().lower() not in _PROXY_HEADERS]
        if self.upstream is None:
            parts = urlsplit(target)
            target = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        lines = [f"{method} {target} {version}", *kept, "Connection: close"]
        auth = self._upstream_auth()
        if auth:
            lines.append(auth.rstrip("\r\n"))
        return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


class _Failed(Exception):
    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


async def _answer(writer: asyncio.StreamWriter, status: int, kind: str, why: str) -> None:
    """A short response saying why the request was not served."""
    body = why.encode("utf-8", "replace")
    reason = why.encode("ascii", "replace").decode("ascii").replace("\r", " ").replace("\n", " ")
    writer.write(
        (
            f"HTTP/1.1 {status} Refused\r\n{REFUSED_HEADER}: {kind}\r\n{REASON_HEADER}: {reason}"
            "\r\nContent-Type: text/plain; charset=utf-8\r\n"
            f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n"
        ).encode("latin-1")
        + body
    )
    with contextlib.suppress(OSError):
        await writer.drain()


async def _relay(
    reader: asyncio.StreamReader,
    writer: asyncio.StreamWriter,
    up_reader: asyncio.StreamReader,
    up_writer: asyncio.StreamWriter,
    first: Callable[[bytes], None] | None = None,
) -> None:
    """Copy bytes both ways until the server's side ends (the client's may end first);
    ``first`` sees the server's first chunk."""

    async def pipe(
        src: asyncio.StreamReader,
        dst: asyncio.StreamWriter,
        first: Callable[[bytes], None] | None = None,
    ) -> None:
        with contextlib.suppress(OSError):
            while chunk := await src.read(CHUNK):
                if first is not None:
                    first(chunk)
                    first = None
                dst.write(chunk)
                await dst.drain()
        with contextlib.suppress(OSError):
            if dst.can_write_eof():
                dst.write_eof()

    upward = asyncio.ensure_future(pipe(reader, up_writer))
    try:
        await pipe(up_reader, writer, first)
    finally:
        upward.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await upward
