"""Which addresses a harvest may reach: never a private network, unless the user allows it.

A page is another party's code. Left alone, a redirect, a meta refresh, a script or a
sub-resource could send the harvester to an address inside the network it runs in (a
router's admin page, a cloud's metadata service, a database's HTTP port) and bring that
page back as a record, or into a WARC. So every connection the harvester makes, the HTTP
stage's (:class:`GuardedTransport`, every redirect hop included), the browser's
(:mod:`harvester.browser.guard`, a forward proxy Chromium sends everything through) and
robots.txt's, first resolves its host and refuses it when any address it resolves to is
not a global unicast one: loopback, private (RFC 1918, fc00::/7), link-local, CGNAT
(100.64.0.0/10), multicast, reserved or unspecified, IPv4-mapped IPv6 included. The check
follows DNS, so a public name that resolves inside is refused too. The browser's proxy
then connects to the address it checked; the HTTP stage lets httpx look the name up
again (a DNS answer that changes between the two lookups is the one gap left there).

``--allow-private`` lifts the rule (an intranet's portal); ``--allow-private-host
HOST[:PORT]`` (repeatable) lifts it for one host, or one host and port only: a test that
allows its own loopback server by host and port still sees a redirect to another port
refused. This is the SSRF rule of crawlers that run as a service.
"""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from dataclasses import dataclass
from urllib.parse import urlsplit

import httpx

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

#: The default ports of the web schemes (a URL without one).
DEFAULT_PORTS = {"http": 80, "https": 443, "ws": 80, "wss": 443}


def private_address(ip: IPAddress) -> bool:
    """Whether ``ip`` lies inside a network rather than on the Internet: anything but a
    global unicast address (an IPv4-mapped IPv6 address is judged as its IPv4 one)."""
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return not ip.is_global or ip.is_multicast


class Blocked(Exception):
    """A connection refused: its host is, or resolves to, a private address."""

    def __init__(self, host: str, port: int, address: str) -> None:
        shown = host if host == address else f"{host} ({address})"
        super().__init__(
            f"blocked: {shown} is a private address; --allow-private-host "
            f"{host_port(host, port)} or --allow-private lifts this"
        )
        self.host, self.port, self.address = host, port, address


def host_port(host: str, port: int) -> str:
    """``host:port`` as a URL spells it (``[::1]:80``), the host in lower case."""
    host = host.lower().strip("[]")
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"


def endpoint(url: str) -> tuple[str, int] | None:
    """The host and port ``url`` connects to (a scheme's default port), or None."""
    parts = urlsplit(url)
    if not parts.hostname:
        return None
    return parts.hostname, parts.port or DEFAULT_PORTS.get(parts.scheme, 80)


def parse_host(value: str) -> tuple[str, int | None]:
    """``HOST``, ``HOST:PORT`` or ``[V6]:PORT`` as (host in lower case, port or None);
    ValueError when it is none of them."""
    text = value.strip().lower()
    parts = urlsplit(f"//{text}")
    try:
        host, port = parts.hostname, parts.port
    except ValueError as exc:
        raise ValueError(f"{value!r}: not HOST or HOST:PORT ({exc})") from None
    if not host or parts.path or parts.query or parts.username:
        raise ValueError(f"{value!r}: not HOST or HOST:PORT")
    return host, port


@dataclass(frozen=True, slots=True)
class AddressPolicy:
    """What may be reached: the Internet; private addresses too (``allow_private``), or
    only these hosts (any port: ``(host, None)``) or hosts and ports."""

    allow_private: bool = False
    allowed: tuple[tuple[str, int | None], ...] = ()

    @classmethod
    def of(cls, allow_private: bool = False, hosts: tuple[str, ...] = ()) -> AddressPolicy:
        """The policy of ``--allow-private`` and ``--allow-private-host`` values."""
        return cls(allow_private, tuple(parse_host(h) for h in hosts))

    def exempt(self, host: str, port: int) -> bool:
        """Whether ``host`` at ``port`` may be reached wherever it resolves to."""
        host = host.lower().strip("[]")
        return self.allow_private or (host, port) in self.allowed or (host, None) in self.allowed

    async def resolve(self, host: str, port: int) -> list[str]:
        """The addresses to connect to for ``host`` at ``port``, every one checked;
        :class:`Blocked` when one is private and the host is not exempt. A name that
        does not resolve gives ``[]`` (the connection fails on its own, as a ``dns``
        error)."""
        bare = host.strip("[]")
        try:
            addresses = [str(ipaddress.ip_address(bare))]
        except ValueError:
            try:
                infos = await asyncio.get_running_loop().getaddrinfo(
                    bare, port, type=socket.SOCK_STREAM
                )
            except OSError:
                return []
            addresses = list(dict.fromkeys(str(info[4][0]) for info in infos))
        if not self.exempt(bare, port):
            for address in addresses:
                if private_address(ipaddress.ip_address(address.split("%")[0])):
                    raise Blocked(bare, port, address)
        return addresses

    async def check_url(self, url: str) -> None:
        """:class:`Blocked` when ``url``'s host may not be reached."""
        if (found := endpoint(url)) is not None:
            await self.resolve(*found)


class GuardedTransport(httpx.AsyncBaseTransport):
    """An httpx transport that checks every request's host first (redirect hops are
    requests of their own): :class:`Blocked` for a private one."""

    def __init__(self, inner: httpx.AsyncBaseTransport, policy: AddressPolicy) -> None:
        self.inner, self.policy = inner, policy

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        url = request.url
        if url.scheme in DEFAULT_PORTS and url.host:  # file:, data:… the inner one refuses
            await self.policy.resolve(url.host, url.port or DEFAULT_PORTS[url.scheme])
        return await self.inner.handle_async_request(request)

    async def aclose(self) -> None:
        await self.inner.aclose()
