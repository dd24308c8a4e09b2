"""Private addresses kept out (harvester/fetch/guard.py, harvester/browser/guard.py): which
addresses are private, the allow options, the HTTP stage's transport (every redirect hop),
and the browser's guard proxy on real loopback sockets (plain requests, tunnels, a name
that does not resolve, a closed port)."""

from __future__ import annotations

import asyncio
import ipaddress
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import httpx
import pytest

from harvester.browser.guard import REASON_HEADER, REFUSED_HEADER, GuardProxy
from harvester.fetch import Fetcher, FetchError
from harvester.fetch.guard import AddressPolicy, Blocked, parse_host, private_address

PRIVATE = [
    "127.0.0.1", "127.8.9.10", "10.1.2.3", "172.16.0.1", "172.31.255.254", "192.168.1.1",
    "169.254.169.254", "100.64.0.1", "100.127.255.254", "0.0.0.0", "224.0.0.251",
    "239.255.255.250", "255.255.255.255", "::1", "::", "fe80::1", "fc00::1", "fd12:3456::1",
    "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "192.0.2.1", "198.18.0.1",
]  # fmt: skip
PUBLIC = ["8.8.8.8", "1.1.1.1", "202.108.22.5", "100.128.0.1", "172.32.0.1", "2001:4860::8888"]


@pytest.mark.parametrize("address", PRIVATE)
def test_addresses_inside_a_network_are_private(address: str) -> None:
    assert private_address(ipaddress.ip_address(address))


@pytest.mark.parametrize("address", PUBLIC)
def test_global_unicast_addresses_are_not(address: str) -> None:
    assert not private_address(ipaddress.ip_address(address))


def test_allowed_hosts_are_written_host_or_host_and_port() -> None:
    assert parse_host("127.0.0.1") == ("127.0.0.1", None)
    assert parse_host("Intranet.Example:8080") == ("intranet.example", 8080)
    assert parse_host("[::1]:8443") == ("::1", 8443)
    for bad in ("", "http://x/", "x:port", "x:99999", "a/b", "user@host"):
        with pytest.raises(ValueError):
            parse_host(bad)
    policy = AddressPolicy.of(hosts=("127.0.0.1:8000", "intranet.example"))
    assert policy.exempt("127.0.0.1", 8000) and not policy.exempt("127.0.0.1", 8001)
    assert policy.exempt("INTRANET.example", 1) and AddressPolicy(True).exempt("10.0.0.1", 80)


def test_a_name_is_judged_by_the_addresses_it_resolves_to() -> None:
    async def check() -> None:
        with pytest.raises(Blocked, match=r"localhost .*is a private address"):
            await AddressPolicy().resolve("localhost", 80)  # a name that resolves inside
        with pytest.raises(Blocked, match=r"--allow-private-host \[::1\]:80"):
            await AddressPolicy().resolve("[::1]", 80)
        assert await AddressPolicy().resolve("no-such-host.invalid", 80) == []
        assert await AddressPolicy.of(hosts=("localhost:80",)).resolve("localhost", 80)
        await AddressPolicy().check_url("http://8.8.8.8/")  # no lookup, not private

    asyncio.run(check())


def test_the_http_stage_refuses_every_hop_into_a_private_network() -> None:
    """A public page redirecting inside: the second hop never leaves, the record says
    ``blocked``; the first hop of an allowed host goes."""
    seen: list[str] = []

    def answer(request: httpx.Request) -> httpx.Response:
        seen.append(str(request.url))
        if request.url.host == "8.8.8.8":
            return httpx.Response(302, headers={"Location": "http://10.0.0.7:8080/admin"})
        return httpx.Response(200, html="<p>inside</p>")

    async def fetch(url: str, policy: AddressPolicy) -> str:
        inner = httpx.MockTransport(answer)
        async with Fetcher(policy=policy, transport=inner) as fetcher:
            return (await fetcher.fetch(url)).final_url

    with pytest.raises(FetchError) as refused:
        asyncio.run(fetch("http://8.8.8.8/news", AddressPolicy()))
    assert refused.value.kind == "blocked" and "10.0.0.7" in str(refused.value)
    assert seen == ["http://8.8.8.8/news"]
    allowed = AddressPolicy.of(hosts=("10.0.0.7:8080",))
    assert asyncio.run(fetch("http://8.8.8.8/news", allowed)) == "http://10.0.0.7:8080/admin"


# --- the guard proxy -----------------------------------------------------------------------


@asynccontextmanager
async def _server(answer: bytes) -> AsyncIterator[int]:
    """A loopback server that answers every request with ``answer``; its port."""

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.readuntil(b"\r\n\r\n")
        writer.write(answer)
        await writer.drain()
        writer.close()

    server = await asyncio.start_server(serve, "127.0.0.1", 0)
    try:
        yield server.sockets[0].getsockname()[1]
    finally:
        server.close()


PAGE = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 9\r\n\r\n<p>ok</p>"


def _through(proxy: GuardProxy) -> httpx.AsyncClient:
    return httpx.AsyncClient(proxy=proxy.server, timeout=5)


def test_the_proxy_relays_an_allowed_host_and_refuses_another_port() -> None:
    async def work() -> None:
        async with _server(PAGE) as allowed, _server(PAGE) as other:
            policy = AddressPolicy.of(hosts=(f"127.0.0.1:{allowed}",))
            async with GuardProxy(policy) as proxy, _through(proxy) as client:
                good = await client.get(f"http://127.0.0.1:{allowed}/page")
                assert (good.status_code, good.text) == (200, "<p>ok</p>")
                bad = await client.get(f"http://127.0.0.1:{other}/page")
                assert bad.status_code == 403 and bad.headers[REFUSED_HEADER] == "blocked"
                assert f"127.0.0.1:{other}" in bad.headers[REASON_HEADER]
                kind, message = proxy.refusal(f"http://127.0.0.1:{other}/x") or ("", "")
                assert kind == "blocked" and message.startswith("blocked: 127.0.0.1")
                assert proxy.refusal(f"http://127.0.0.1:{allowed}/") is None

    asyncio.run(work())


async def _raw_get(proxy: GuardProxy, url: str) -> bytes:
    """The answer to a GET of ``url`` through the proxy, as bytes (httpx refuses to read a
    redirect to javascript:)."""
    host, port = proxy.server.removeprefix("http://").split(":")
    reader, writer = await asyncio.open_connection(host, int(port))
    writer.write(f"GET {url} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    await writer.drain()
    answer = await reader.read()
    writer.close()
    return answer


def test_the_proxy_names_a_redirect_to_an_address_no_browser_goes_to() -> None:
    """Chromium says only ERR_ABORTED of a redirect to javascript:; the proxy saw it."""
    answer = b"HTTP/1.1 302 Found\r\nLocation: javascript:alert(1)\r\nContent-Length: 0\r\n\r\n"

    async def work() -> None:
        async with _server(answer) as unsafe, _server(PAGE) as fine:
            policy = AddressPolicy.of(hosts=(f"127.0.0.1:{unsafe}", f"127.0.0.1:{fine}"))
            async with GuardProxy(policy) as proxy, _through(proxy) as client:
                assert (await _raw_get(proxy, f"http://127.0.0.1:{unsafe}/go")).startswith(
                    b"HTTP/1.1 302"
                )
                assert (await client.get(f"http://127.0.0.1:{fine}/go")).status_code == 200
                assert proxy.refusal(f"http://127.0.0.1:{unsafe}/go#top") == (
                    "redirect",
                    "redirect: to an address no browser goes to (javascript:)",
                )
                assert proxy.refusal(f"http://127.0.0.1:{unsafe}/other") is None
                assert proxy.refusal(f"http://127.0.0.1:{fine}/go") is None

    asyncio.run(work())


def test_the_proxy_refuses_a_tunnel_and_names_what_it_could_not_reach() -> None:
    async def work() -> None:
        with socket.socket() as closed_socket:  # a port nothing listens on
            closed_socket.bind(("127.0.0.1", 0))
            free = closed_socket.getsockname()[1]
        async with GuardProxy(AddressPolicy(), connect_timeout_s=2) as proxy:
            async with _through(proxy) as client:
                with pytest.raises(httpx.ProxyError):  # https: a CONNECT refused
                    await client.get("https://10.0.0.9/")
                dns = await client.get("http://no-such-host.invalid/")
            assert proxy.refusal("https://10.0.0.9/")[0] == "blocked"  # type: ignore[index]
            assert dns.status_code == 502 and dns.headers[REFUSED_HEADER] == "dns"
        async with GuardProxy(AddressPolicy(True)) as proxy, _through(proxy) as client:
            closed = await client.get(f"http://127.0.0.1:{free}/")
            assert closed.headers[REFUSED_HEADER] == "network"

    asyncio.run(work())


def test_an_upstream_proxy_other_than_http_cannot_be_chained() -> None:
    with pytest.raises(ValueError, match="only an http proxy"):
        GuardProxy(AddressPolicy(), "socks5://127.0.0.1:1080")


def test_the_proxy_closing_under_open_connections_prints_nothing() -> None:
    # a Ctrl-C while Chromium's own background requests are on their way in: the proxy's
    # handlers are cancelled, which asyncio's server used to print as a traceback
    async def go() -> list[dict[str, object]]:
        errors: list[dict[str, object]] = []
        asyncio.get_running_loop().set_exception_handler(lambda loop, ctx: errors.append(ctx))
        proxy = GuardProxy(AddressPolicy.of())
        await proxy.__aenter__()
        host, port = proxy.server.removeprefix("http://").split(":")
        _, writer = await asyncio.open_connection(host, int(port))
        writer.write(b"CONNECT 127.0.0.1:9")  # a head still coming
        await asyncio.sleep(0.2)
        await proxy.__aexit__()
        writer.close()
        await asyncio.sleep(0.2)
        return errors

    assert asyncio.run(go()) == []
