"""A navigation page whose lists a script draws (:attr:`~harvester.crawl.listing.Listing.drawn`),
read as the browser shows it: its bytes, fetched already, served to a tab of the run's
pool, its scripts run until the page settles (a list asked for from a JSON endpoint after
the load too), and its DOM given back as HTML for the listing to read again.
"""

from __future__ import annotations

import asyncio
import logging

from playwright.async_api import Error as PlaywrightError

from harvester.batch.runner import Runner
from harvester.browser.launch import PageBusy
from harvester.fetch import Fetched
from harvester.urls import host_of

logger = logging.getLogger(__name__)


async def drawn_html(runner: Runner, fetched: Fetched, charset: str) -> str | None:
    """The page of ``fetched`` (decoded as ``charset``) as the browser shows it, within
    the run's deadline and its host's slot; None when it could not be rendered (the page
    is then read as its bytes are)."""
    pool = runner.pool
    assert pool is not None  # the runner is running
    url = fetched.final_url
    try:
        async with (
            runner.gate.slot(host_of(url)),
            asyncio.timeout(runner.run_options.deadline_s),
            pool.tab("list") as tab,
        ):
            await tab.serve(url, fetched.body, charset)
            await tab.navigate(url)
            await tab.settle()
            return await tab.html()
    except (TimeoutError, PageBusy, PlaywrightError) as exc:
        logger.warning("%s: its lists are drawn by a script, and it did not render: %s", url, exc)
        return None
