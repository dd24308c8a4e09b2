"""Unit tests of harvester/robots.py: robots.txt policy, with a fake fetch and one real server."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from harvester.batch import robots
from harvester.batch.robots import (
    ROBOTS_MAX_BYTES,
    Fetch,
    RobotsPolicy,
    fetch_with,
    origin,
    product_token,
)
from harvester.fetch import Fetcher, FetchError
from harvester.fetch.guard import AddressPolicy

#: What harvester sends: a browser UA with the harvester product token in it.
UA = (
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/120.0.0.0 Safari/537.36 harvester/0.1 (+https://github.com/example/harvester)"
)

ROBOTS = """\
User-agent: *
Disallow: /private/
Allow: /private/open.html
Crawl-delay: 2

User-agent: harvester
Disallow: /no-harvester/
Disallow: /图集/
Crawl-delay: 0.5

User-agent: Chrome
Disallow: /
"""

Answer = tuple[int, str] | BaseException


class FakeFetch:
    """robots URL → answer; counts the calls and yields to the loop once per fetch."""

    def __init__(self, answers: dict[str, Answer], delay_s: float = 0.01) -> None:
        self.answers = answers
        self.delay_s = delay_s
        self.calls: list[str] = []

    async def __call__(self, url: str) -> tuple[int, str]:
        self.calls.append(url)
        await asyncio.sleep(self.delay_s)
        answer = self.answers.get(url, (404, ""))
        if isinstance(answer, BaseException):
            raise answer
        return answer


def policy(answers: dict[str, Answer], **kwargs: object) -> tuple[RobotsPolicy, FakeFetch]:
    fetch = FakeFetch(answers)
    return RobotsPolicy(UA, fetch=fetch, **kwargs), fetch  # type: ignore[arg-type]


def test_product_token() -> None:
    assert product_token(UA) == "harvester"
    assert product_token("Harvester/2.0") == "harvester"
    assert product_token("myharvester/1.0 Chrome/120") == "myharvester/1.0 Chrome/120"
    assert product_token("Mozilla/5.0 Chrome/120") == "Mozilla/5.0 Chrome/120"


def test_origin_normalises_host_and_default_ports() -> None:
    assert origin("HTTP://News.Example.CN:80/a/b.html?x=1") == "http://news.example.cn"
    assert origin("https://news.example.cn:443/") == "https://news.example.cn"
    assert origin("https://news.example.cn:8443/x") == "https://news.example.cn:8443"
    assert origin("http://[::1]:8080/x") == "http://[::1]:8080"
    assert origin("data:text/html,hi") is None
    assert origin("http://host:notaport/") is None


def test_rules_of_the_harvester_group_apply_to_the_full_ua() -> None:
    rules, fetch = policy({"https://a.cn/robots.txt": (200, ROBOTS)})

    async def check() -> None:
        assert not await rules.allowed("https://a.cn/no-harvester/page.html")
        # the harvester group replaces the * group: /private/ is not in it
        assert await rules.allowed("https://a.cn/private/page.html")
        assert await rules.allowed("https://a.cn/news/2024/1.html")
        # UTF-8 rule, raw or percent-encoded URL
        assert not await rules.allowed("https://a.cn/图集/1.html")
        assert not await rules.allowed("https://a.cn/%E5%9B%BE%E9%9B%86/1.html")

    asyncio.run(check())
    assert fetch.calls == ["https://a.cn/robots.txt"]


def test_groups_named_after_browser_tokens_do_not_apply() -> None:
    """``User-agent: Chrome`` matches a Chrome UA string, but harvester is not Chrome."""
    text = "User-agent: Chrome\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\n"
    rules, _ = policy({"https://a.cn/robots.txt": (200, text)})

    async def check() -> None:
        assert await rules.allowed("https://a.cn/news/1.html")
        assert not await rules.allowed("https://a.cn/private/1.html")

    asyncio.run(check())


def test_star_group_for_other_agents() -> None:
    fetch = FakeFetch({"https://a.cn/robots.txt": (200, ROBOTS)})
    other = RobotsPolicy("otherbot/1.0", fetch=fetch)

    async def check() -> None:
        assert not await other.allowed("https://a.cn/private/page.html")
        assert await other.allowed("https://a.cn/private/open.html")
        assert await other.allowed("https://a.cn/no-harvester/page.html")
        assert await other.crawl_delay("https://a.cn/") == 2.0

    asyncio.run(check())


def test_a_byte_order_mark_does_not_hide_the_first_line() -> None:
    rules, _ = policy({"https://a.cn/robots.txt": (200, "\ufeffUser-agent: *\nDisallow: /x/\n")})
    assert not asyncio.run(rules.allowed("https://a.cn/x/1.html"))


def test_crawl_delay_per_agent_group() -> None:
    rules, _ = policy(
        {
            "https://a.cn/robots.txt": (200, ROBOTS),
            "https://b.cn/robots.txt": (200, "User-agent: *\nDisallow: /x/\n"),
        }
    )

    async def check() -> None:
        assert await rules.crawl_delay("https://a.cn/news/1.html") == 0.5
        assert await rules.crawl_delay("https://b.cn/news/1.html") is None
        assert await rules.crawl_delay("https://c.cn/news/1.html") is None  # 404

    asyncio.run(check())


@pytest.mark.parametrize(
    "answer",
    [
        (404, "<html>not found</html>"),
        (403, ""),
        (500, "User-agent: *\nDisallow: /\n"),
        (503, ""),
        OSError("connection refused"),
        TimeoutError(),
        ValueError("a fetcher's own bug"),
    ],
    ids=["404", "403", "500", "503", "oserror", "timeout", "fetcher-bug"],
)
def test_unavailable_or_unreachable_robots_allow_everything(answer: Answer) -> None:
    rules, fetch = policy({"https://a.cn/robots.txt": answer})

    async def check() -> None:
        assert await rules.allowed("https://a.cn/private/page.html")
        assert await rules.allowed("https://a.cn/")
        assert await rules.crawl_delay("https://a.cn/") is None

    asyncio.run(check())
    assert rules.fetched() == 1
    assert len(fetch.calls) == 1  # a failure is remembered, not retried per URL


def test_unreachable_disallows_when_the_constant_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(robots, "UNREACHABLE_ALLOWS", False)
    rules, _ = policy({"https://a.cn/robots.txt": (500, ""), "https://b.cn/robots.txt": (404, "")})

    async def check() -> None:
        assert not await rules.allowed("https://a.cn/page.html")
        assert await rules.allowed("https://b.cn/page.html")  # 4xx still allows (RFC 9309)

    asyncio.run(check())


def test_a_fetch_slower_than_the_timeout_is_unreachable() -> None:
    fetch = FakeFetch({"https://a.cn/robots.txt": (200, "User-agent: *\nDisallow: /\n")}, 1.0)
    rules = RobotsPolicy(UA, fetch=fetch, timeout_s=0.05)
    assert asyncio.run(rules.allowed("https://a.cn/page.html"))


def test_one_fetch_for_many_concurrent_callers() -> None:
    rules, fetch = policy({"https://a.cn/robots.txt": (200, ROBOTS)})
    urls = [f"https://a.cn/no-harvester/{i}.html" for i in range(10)]
    urls += [f"https://A.cn:443/news/{i}.html" for i in range(10)]

    async def check() -> list[bool]:
        return await asyncio.gather(*(rules.allowed(url) for url in urls))

    assert asyncio.run(check()) == [False] * 10 + [True] * 10
    assert fetch.calls == ["https://a.cn/robots.txt"]
    assert rules.fetched() == 1


def test_a_cancelled_caller_does_not_cancel_the_shared_fetch() -> None:
    rules, fetch = policy({"https://a.cn/robots.txt": (200, ROBOTS)})

    async def check() -> bool:
        first = asyncio.ensure_future(rules.allowed("https://a.cn/news/1.html"))
        second = asyncio.ensure_future(rules.allowed("https://a.cn/no-harvester/1.html"))
        await asyncio.sleep(0)
        first.cancel()
        return await second

    assert asyncio.run(check()) is False
    assert len(fetch.calls) == 1


def test_ports_and_schemes_are_different_hosts() -> None:
    rules, fetch = policy(
        {
            "http://a.cn/robots.txt": (200, "User-agent: *\nDisallow: /\n"),
            "http://a.cn:8080/robots.txt": (200, "User-agent: *\nDisallow: /x/\n"),
        }
    )

    async def check() -> None:
        assert not await rules.allowed("http://a.cn/page.html")
        assert not await rules.allowed("http://a.cn:80/page.html")  # same host as :80
        assert await rules.allowed("http://a.cn:8080/page.html")
        assert await rules.allowed("https://a.cn/page.html")  # https: another robots.txt (404)

    asyncio.run(check())
    assert sorted(fetch.calls) == [
        "http://a.cn/robots.txt",
        "http://a.cn:8080/robots.txt",
        "https://a.cn/robots.txt",
    ]
    assert rules.fetched() == 3


def test_ignore_never_fetches() -> None:
    rules, fetch = policy(
        {"https://a.cn/robots.txt": (200, "User-agent: *\nDisallow: /\n")}, ignore=True
    )

    async def check() -> None:
        assert await rules.allowed("https://a.cn/page.html")
        assert await rules.crawl_delay("https://a.cn/page.html") is None

    asyncio.run(check())
    assert fetch.calls == []
    assert rules.fetched() == 0


def test_non_http_urls_are_allowed_without_a_fetch() -> None:
    rules, fetch = policy({})
    assert asyncio.run(rules.allowed("data:text/html,<p>hi</p>"))
    assert asyncio.run(rules.allowed("about:blank"))
    assert fetch.calls == []


# --- the default fetcher, against a real server ----------------------------------------


class RobotsServer(ThreadingHTTPServer):
    """/robots.txt redirects to /robots-real.txt, the rules; anything else is a 500."""

    robots_text = ROBOTS + "# 中文注释\n" + "#" * (ROBOTS_MAX_BYTES + 10) + "\nDisallow: /late/\n"

    def __init__(self) -> None:
        super().__init__(("127.0.0.1", 0), RobotsHandler)
        self.seen: list[tuple[str, str]] = []


class RobotsHandler(BaseHTTPRequestHandler):
    server: RobotsServer

    def do_GET(self) -> None:
        self.server.seen.append((self.path, self.headers.get("User-Agent", "")))
        if self.path == "/robots.txt":
            self.send_response(302)
            self.send_header("Location", "/robots-real.txt")
            self.send_header("Content-Length", "0")
            self.end_headers()
        elif self.path == "/robots-real.txt":
            body = self.server.robots_text.encode("utf-8")
            self.send_response(200)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        else:
            self.send_response(500)
            self.send_header("Content-Length", "0")
            self.end_headers()

    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def robots_server() -> Iterator[RobotsServer]:
    server = RobotsServer()
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def _run_fetch(
    work: Callable[[Fetch], Awaitable[None]], policy: AddressPolicy | None = None
) -> None:
    """``work`` with the robots fetch of a run: its HTTP client (loopback allowed)."""

    async def run() -> None:
        policy_ = policy or AddressPolicy.of(hosts=("127.0.0.1",))
        async with Fetcher(user_agent=UA, timeout_s=5.0, policy=policy_) as fetcher:
            await work(fetch_with(fetcher))

    asyncio.run(run())


def test_the_runs_fetch_against_a_real_server(robots_server: RobotsServer) -> None:
    port = robots_server.server_address[1]
    base = f"http://127.0.0.1:{port}"

    async def check(fetch: Fetch) -> None:
        rules = RobotsPolicy(UA, fetch=fetch, timeout_s=5.0)
        assert not await rules.allowed(f"{base}/no-harvester/page.html")
        assert await rules.allowed(f"{base}/news/1.html")
        assert await rules.crawl_delay(f"{base}/") == 0.5
        # the rule past the 500 KiB parse limit is not read
        assert await rules.allowed(f"{base}/late/page.html")
        assert rules.fetched() == 1

    _run_fetch(check)
    assert robots_server.seen == [("/robots.txt", UA), ("/robots-real.txt", UA)]


def test_the_runs_fetch_on_5xx_a_closed_port_and_a_private_address(
    robots_server: RobotsServer,
) -> None:
    port = robots_server.server_address[1]
    closed = ThreadingHTTPServer(("127.0.0.1", 0), RobotsHandler)
    free = closed.server_address[1]
    closed.server_close()  # nothing listens there now

    async def check(fetch: Fetch) -> None:
        assert (await fetch(f"http://127.0.0.1:{port}/broken/robots.txt"))[0] == 500
        rules = RobotsPolicy(UA, fetch=fetch, timeout_s=5.0)
        assert await rules.allowed(f"http://127.0.0.1:{free}/page.html")
        assert rules.fetched() == 1

    _run_fetch(check)

    async def refused(fetch: Fetch) -> None:  # only another port of loopback is allowed
        with pytest.raises(FetchError) as blocked:
            await fetch(f"http://127.0.0.1:{port}/robots.txt")
        assert blocked.value.kind == "blocked"

    before = len(robots_server.seen)
    _run_fetch(refused, AddressPolicy.of(hosts=(f"127.0.0.1:{free}",)))
    assert len(robots_server.seen) == before  # nothing reached the server
