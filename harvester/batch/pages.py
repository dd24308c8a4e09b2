"""Pages fetched for ``harvest extract URL…``: over HTTP only, as a polite crawler asks.

One after another, each through the run's HTTP client (:mod:`harvester.fetch`: the
harvester's user agent, redirects followed, every hop kept off private addresses unless
allowed), robots.txt asked first (:mod:`harvester.batch.robots`), and two requests to one
host spaced by its ``Crawl-delay`` or ``delay_s`` (:mod:`harvester.batch.gate`). What went
wrong with a URL is its error, in the record's words; the others are fetched all the same.
"""

from __future__ import annotations

from dataclasses import dataclass

from harvester.batch.gate import HostGate
from harvester.batch.robots import RobotsPolicy, fetch_with
from harvester.browser.launch import BrowserSettings
from harvester.fetch import Fetched, Fetcher, FetchError
from harvester.pipeline.fetched import fetcher_for
from harvester.record import http_error
from harvester.urls import check_url, host_of


@dataclass(frozen=True, slots=True)
class Page:
    """One URL asked for: its page as sent, or its error (``kind``, ``message``)."""

    url: str
    fetched: Fetched | None = None
    kind: str | None = None
    message: str | None = None


async def fetch_pages(
    urls: list[str], settings: BrowserSettings, delay_s: float = 0.0
) -> list[Page]:
    """Each of ``urls`` fetched (see the module docstring), in order."""
    pages: list[Page] = []
    gate = HostGate(1, delay_s)
    async with fetcher_for(settings) as fetcher:
        robots = RobotsPolicy(settings.user_agent or "", fetch=fetch_with(fetcher))
        for url in urls:
            pages.append(await _one(url, fetcher, robots, gate))
    return pages


async def _one(url: str, fetcher: Fetcher, robots: RobotsPolicy, gate: HostGate) -> Page:
    if why := check_url(url):
        return Page(url, kind="malformed_url", message=why)
    if not await robots.allowed(url):
        return Page(url, kind="robots", message="robots.txt forbids it")
    await gate.turn(host_of(url), await robots.crawl_delay(url))
    try:
        fetched = await fetcher.fetch(url, label="extract")
    except FetchError as exc:
        return Page(url, kind=exc.kind, message=str(exc))
    if fetched.status >= 400:
        return Page(url, fetched, "http", http_error(fetched.status, fetched.reason))
    if not fetched.is_html or fetched.is_download:
        return Page(url, fetched, "not_html", f"not HTML: the server sent {fetched.content_type}")
    return Page(url, fetched)
