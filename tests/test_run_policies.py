"""Unit tests of the small policies of ``harvest run``: URL input, error kinds, retries,
the per-host gate and the charset check (no browser)."""

from __future__ import annotations

import asyncio
import io
import itertools
import time
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime
from pathlib import Path

import pytest

from harvester.batch.retry import RetryPolicy, parse_retry_after
from harvester.batch.runner import (
    CURRENT_DEADLINE,
    Deadline,
    HostGate,
    ListQueue,
    QueuedUrl,
    SiteClaims,
)
from harvester.extraction.encoding import charset_repair, header_charset
from harvester.record import ERROR_KINDS, is_crash, kind_of_message
from harvester.urls import check_url, host_of, normalize_url, read_urls, unique_urls

# --- URLs ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("given", "normal"),
    [
        ("HTTP://News.Sina.COM.cn/a.html", "http://news.sina.com.cn/a.html"),
        ("http://a.cn:80/x", "http://a.cn/x"),
        ("https://a.cn:443/x?q=1#f", "https://a.cn/x?q=1#f"),
        ("http://a.cn:8080/x", "http://a.cn:8080/x"),
        ("  http://a.cn  ", "http://a.cn/"),
        ("http://a.cn/Path/Case", "http://a.cn/Path/Case"),  # the path keeps its case
    ],
)
def test_normalize_url(given: str, normal: str) -> None:
    assert normalize_url(given) == normal


def test_unique_urls_keep_the_first_spelling_in_order() -> None:
    lines = [
        "# a comment",
        "HTTP://A.cn/1",
        "http://b.cn/2",
        "",
        "http://a.cn:80/1 ",
        "http://b.cn/2",
    ]
    assert list(unique_urls(lines)) == ["HTTP://A.cn/1", "http://b.cn/2"]


def test_read_urls_from_stdin(monkeypatch: pytest.MonkeyPatch) -> None:
    raw = io.BytesIO("\ufeffhttp://a.cn/1\nhttp://a.cn/1\nhttp://a.cn/2\n".encode())
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(raw, encoding="utf-8"))
    assert read_urls("-") == ["http://a.cn/1", "http://a.cn/2"]
    # bytes, not the text of a C locale (which would let bad bytes through as surrogates)
    raw = io.BytesIO(b"http://a.cn/\xff\n")
    monkeypatch.setattr(
        "sys.stdin", io.TextIOWrapper(raw, encoding="utf-8", errors="surrogateescape")
    )
    with pytest.raises(UnicodeDecodeError):
        read_urls("-")


def test_read_urls_of_100000_lines(tmp_path: Path) -> None:
    """100,000 lines of a few URLs spelled three ways: each URL once, its first spelling
    (a set of normalised URLs, not a list scan: reading is linear)."""
    path = tmp_path / "urls.txt"
    forms = ["http://a.cn/{}", "  http://a.cn/{} ", "HTTP://A.CN/{}"]
    path.write_text("\n".join(forms[i % 3].format(i % 7) for i in range(100_000)))
    urls = read_urls(path)
    assert [normalize_url(u) for u in urls] == [f"http://a.cn/{i}" for i in range(7)]
    assert urls[:3] == ["http://a.cn/0", "http://a.cn/1", "HTTP://A.CN/2"]


@pytest.mark.parametrize(
    ("url", "why"),
    [
        ("ftp://a.cn/x", "scheme must be http or https"),
        ("htp:/bad url", "scheme must be http or https"),
        ("http://", "no host"),
        ("http://a.cn:port/x", "malformed URL"),
    ],
)
def test_check_url(url: str, why: str) -> None:
    message = check_url(url)
    assert message is not None and why in message and message.startswith("malformed URL")


def test_check_url_accepts_web_addresses() -> None:
    assert check_url("https://slide.news.sina.com.cn/slide_1_2_3.html#p=2") is None


# --- error kinds -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("message", "kind"),
    [
        ("Page.goto: net::ERR_NAME_NOT_RESOLVED at http://x.invalid/", "dns"),
        ("Page.goto: net::ERR_TOO_MANY_REDIRECTS at http://a/loop", "redirect"),
        ("Page.goto: net::ERR_UNSAFE_REDIRECT at http://a/to-file", "redirect"),
        ("Page.goto: net::ERR_UNSAFE_PORT at http://a:25/", "blocked"),
        ("Page.goto: net::ERR_INCOMPLETE_CHUNKED_ENCODING at http://a/", "truncated"),
        ("Page.goto: net::ERR_CONTENT_LENGTH_MISMATCH at http://a/", "truncated"),
        ("Page.goto: net::ERR_SOMETHING_NEW at http://a/", "network"),
        ("Page.content: Unable to retrieve content because the page is navigating", "redirect"),
        ("Page.evaluate: Execution context was destroyed, most likely because", "redirect"),
        ("Something unheard of", "internal"),
        ("Page.goto: net::ERR_CONNECTION_RESET at http://a/reset", "network"),
        ("Page.goto: net::ERR_EMPTY_RESPONSE at http://a/", "network"),
        ("Page.goto: net::ERR_CONNECTION_REFUSED at http://a/", "network"),
        ("Page.goto: net::ERR_SSL_PROTOCOL_ERROR at https://a/", "tls"),
        ("net::ERR_CERT_AUTHORITY_INVALID", "tls"),
        ("net::ERR_CERT_DATE_INVALID", "tls"),
        ("net::ERR_BAD_SSL_CLIENT_AUTH_CERT", "tls"),
        ("Page.goto: Download is starting", "not_html"),
        ("Page.goto: Timeout 5000ms exceeded.", "timeout"),
        ("Target page, context or browser has been closed", "browser"),
        ("Page crashed", "browser"),
    ],
)
def test_kind_of_message(message: str, kind: str) -> None:
    assert kind_of_message(message) == kind
    assert kind in ERROR_KINDS


def test_is_crash() -> None:
    assert is_crash("Target page, context or browser has been closed")
    assert is_crash("Page crashed")
    assert not is_crash("net::ERR_CONNECTION_RESET")


# --- retries ---------------------------------------------------------------------------------


def test_retry_on_5xx_429_and_network_errors_only() -> None:
    policy = RetryPolicy(retries=2)
    assert policy.should_retry(1, "http", 503)
    assert policy.should_retry(1, "http", 429)
    assert policy.should_retry(2, "network", None)
    assert not policy.should_retry(3, "http", 503)  # retries spent
    assert not policy.should_retry(1, "http", 404)
    assert not policy.should_retry(1, "http", 403)
    for kind in (
        "robots",
        "not_html",
        "redirect",
        "malformed_url",
        "deadline",
        "empty",
        "tls",
    ):
        assert not policy.should_retry(1, kind, None)
    assert not RetryPolicy(retries=0).should_retry(1, "http", 503)


def test_backoff_doubles_and_is_capped() -> None:
    policy = RetryPolicy(retries=9, base_s=0.5, max_s=3.0)
    assert [policy.delay(n) for n in (1, 2, 3, 4, 5)] == [0.5, 1.0, 2.0, 3.0, 3.0]


def test_retry_after_is_honoured_in_seconds_and_as_a_date() -> None:
    policy = RetryPolicy(max_s=30.0)
    assert policy.delay(1, "2") == 2.0
    assert policy.delay(1, "3600") == 30.0  # capped
    now = datetime(2026, 12, 1, 12, 0, 0, tzinfo=UTC)
    later = format_datetime(now + timedelta(seconds=7), usegmt=True)
    assert parse_retry_after(later, now=now) == pytest.approx(7.0)
    assert parse_retry_after("soon") is None
    assert policy.delay(1, "soon") == policy.delay(1)


# --- the per-host gate -----------------------------------------------------------------------


def test_host_gate_limits_concurrency_per_host() -> None:
    async def main() -> tuple[int, int]:
        gate = HostGate(per_host=2, delay_s=0.0)
        running: dict[str, int] = {"a": 0, "b": 0}
        peak: dict[str, int] = {"a": 0, "b": 0}

        async def one(host: str) -> None:
            async with gate.slot(host):
                running[host] += 1
                peak[host] = max(peak[host], running[host])
                await asyncio.sleep(0.02)
                running[host] -= 1

        await asyncio.gather(*(one(h) for h in "ab" * 6))
        return peak["a"], peak["b"]

    assert asyncio.run(main()) == (2, 2)


def test_host_gate_spaces_loads_by_the_larger_delay() -> None:
    async def main() -> list[float]:
        gate = HostGate(per_host=4, delay_s=0.05)
        starts: list[float] = []

        async def one() -> None:
            await gate.turn("h", 0.1)  # a Crawl-delay longer than the run's delay
            starts.append(time.monotonic())

        await asyncio.gather(*(one() for _ in range(4)))
        return [b - a for a, b in itertools.pairwise(starts)]

    assert min(asyncio.run(main())) >= 0.095


def test_waiting_for_another_tabs_probe_of_the_site_does_not_eat_the_deadline() -> None:
    claims = SiteClaims()

    async def probing() -> None:
        async with claims("http://pic.example.cn"):
            await asyncio.sleep(0.4)

    async def waiting() -> float:
        async with asyncio.timeout(0.3) as timeout:  # shorter than the other's probe
            clock = Deadline(timeout)
            token = CURRENT_DEADLINE.set(clock)
            try:
                async with claims("http://pic.example.cn"):
                    await asyncio.sleep(0.1)  # its own work, within its own 0.3 s
            finally:
                CURRENT_DEADLINE.reset(token)
        return clock.waited

    async def both() -> float:
        other = asyncio.create_task(probing())
        await asyncio.sleep(0)  # the other tab claims the site first
        waited = await waiting()
        await other
        return waited

    assert asyncio.run(both()) > 0.2  # waited for the probe and was not cut off


def test_another_site_is_not_waited_for() -> None:
    claims = SiteClaims()
    entered: list[str] = []

    async def claiming(site: str) -> None:
        async with claims(site):
            entered.append(site)

    async def both() -> list[str]:
        async with claims("http://a.example.cn"):  # one tab probes site a...
            tabs = [
                asyncio.create_task(claiming("http://b.example.cn")),
                asyncio.create_task(claiming("http://a.example.cn")),
            ]
            await asyncio.sleep(0.05)  # ...while the others claim b and a
            during = list(entered)
        await asyncio.gather(*tabs)
        return during

    # b went ahead at once; the second tab of a waited for the probe to end
    assert asyncio.run(both()) == ["http://b.example.cn"]
    assert entered == ["http://b.example.cn", "http://a.example.cn"]


def test_host_of_tells_ports_apart() -> None:
    assert host_of("http://127.0.0.1:8001/a") != host_of("http://127.0.0.1:8002/a")
    assert host_of("http://A.cn/x") == host_of("http://a.cn/y")


def test_list_queue_gives_each_url_once_then_none() -> None:
    async def main() -> list[QueuedUrl | None]:
        queue = ListQueue(["u1", "u2"])
        return [await queue.get() for _ in range(3)]

    assert asyncio.run(main()) == [QueuedUrl("u1"), QueuedUrl("u2"), None]


# --- the charset a page declares against the one its bytes have ------------------------------


PAGE = "<title>城市更新工作取得新进展</title><p>新闻正文内容</p>"


def test_a_gb2312_page_sent_as_utf8_is_found_out() -> None:
    """The browser hands over the raw UTF-8 bytes (its GBK decoding failed) and shows
    mojibake: the Chinese text is not on the rendered page."""
    raw = ('<meta charset="gb2312">' + PAGE).encode()
    shown = raw.decode("gb18030", errors="replace")
    assert charset_repair(raw, "text/html; charset=gb2312", shown) == ("gb2312", "utf-8")
    assert charset_repair(raw, "text/html", shown) == ("gb2312", "utf-8")  # by its <meta>


def test_an_honest_gbk_page_needs_no_repair() -> None:
    """Chromium hands over an honest GBK page's text re-encoded as UTF-8: valid UTF-8
    under a GBK header, but the browser shows the text right."""
    html = '<meta charset="gbk">' + PAGE
    assert charset_repair(html.encode(), "text/html; charset=GBK", html) is None
    gbk = html.encode("gbk")
    assert charset_repair(gbk, "text/html; charset=gb2312", html) is None  # GBK, subset name
    assert charset_repair(b"<p>ascii only</p>", "text/html; charset=gb2312", "") is None


@pytest.mark.parametrize("codec", ["utf-8", "gbk"])
def test_a_page_declaring_nothing_is_found_out_when_the_browser_guesses_wrong(codec: str) -> None:
    """No header charset, no ``<meta>``: Chromium guesses (windows-1252 for UTF-8 bytes)."""
    raw = PAGE.encode(codec)
    shown = raw.decode("cp1252", errors="replace")
    assert charset_repair(raw, "text/html", shown) == (None, "gb18030" if codec == "gbk" else codec)
    assert charset_repair(raw, None, PAGE) is None  # guessed right


def test_a_utf8_declared_page_sent_as_gbk_is_found_out() -> None:
    gbk = PAGE.encode("gbk")
    shown = gbk.decode("utf-8", errors="replace")
    assert charset_repair(gbk, "text/html; charset=utf-8", shown) == ("utf-8", "gb18030")


def test_header_charset() -> None:
    assert header_charset('text/html; charset="GB2312"') == "gb2312"
    assert header_charset("text/html") is None
    assert header_charset(None) is None


def test_a_load_sent_late_pushes_the_next_turn() -> None:
    """The gap is kept from the request that really went out, not from its turn."""

    async def main() -> float:
        gate = HostGate(per_host=2, delay_s=0.1)
        await gate.turn("h")
        await asyncio.sleep(0.05)
        gate.sent("h")  # the page request left 50 ms after its turn
        sent = time.monotonic()
        await gate.turn("h")
        return time.monotonic() - sent

    assert asyncio.run(main()) >= 0.095


def test_a_stop_while_chromium_starts_ends_the_run_quietly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a Ctrl-C reaches Chromium and Playwright's driver too (one process group): the
    # browser that dies starting is no failure of a run that was asked to stop
    from playwright.async_api import Error as PlaywrightError

    from harvester.batch import runner as runner_module
    from harvester.browser.launch import BrowserSettings
    from harvester.store.templates import TemplateStore

    store = TemplateStore(f"sqlite:///{tmp_path / 't.db'}", seeds=False)
    run = runner_module.Runner(BrowserSettings(), store)

    async def dies_starting(self: object) -> object:
        run.stop()
        raise PlaywrightError("BrowserType.launch: Target page, context or browser has been closed")

    monkeypatch.setattr(runner_module.BrowserPool, "__aenter__", dies_starting)
    stats = asyncio.run(run.run(ListQueue(["http://127.0.0.1:9/a"]), sink=None))  # type: ignore[arg-type]
    assert stats.interrupted

    async def dies_unasked(self: object) -> object:
        raise PlaywrightError("BrowserType.launch: Target page, context or browser has been closed")

    monkeypatch.setattr(runner_module.BrowserPool, "__aenter__", dies_unasked)
    again = runner_module.Runner(BrowserSettings(), store)
    with pytest.raises(PlaywrightError):
        asyncio.run(again.run(ListQueue(["http://127.0.0.1:9/a"]), sink=None))  # type: ignore[arg-type]
