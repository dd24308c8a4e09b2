"""How a load is waited for, from the moment the browser commits to the page until its
DOM is there: the body may still break off (the connection reset, or closed short of its
``Content-Length``), which Chromium reports as a failed request at once but never ends
the wait for ``DOMContentLoaded`` on (Chromium 1.x: neither ``load`` nor
``response.finished()`` ever comes); or the document may never finish although its HTML
all arrived (a script re-opened it, a script it waits for never came), and is read as it
stands when its renderer still answers."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import cast

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page, Response
from playwright.async_api import TimeoutError as PlaywrightTimeout

#: How long a page whose document never finished loading may take to answer before it
#: counts as hung (its own HTML had all arrived; a renderer that is free answers at once,
#: one spinning in the page's scripts never does).
UNFINISHED_ANSWER_S = 2.0


class BodyBrokeOff(PlaywrightError):
    """The page's own document broke off after its headers (a ``truncated`` error)."""

    def __init__(self, url: str, failure: str) -> None:
        super().__init__(f"truncated: the body of {url} broke off ({failure})")


async def until_dom(
    page: Page,
    response: Response | None,
    broke: asyncio.Future[tuple[str, str]],
    timeout_ms: float,
) -> bool:
    """Wait for the committed page's ``DOMContentLoaded``; True when it never came but
    the page can be read as it stands (:func:`readable_unfinished`). ``broke`` gets the
    URL and failure of a load of the page's own frame that failed: when it is the
    committed document's, its body broke off: :class:`BodyBrokeOff` at once (another
    load that failed, one a script of the page started, changes nothing here).
    :class:`PlaywrightTimeout` for a page that neither loaded nor can be read."""

    async def dom() -> tuple[str, str]:
        await page.wait_for_load_state("domcontentloaded", timeout=timeout_ms)
        return ("", "")

    ready = asyncio.ensure_future(dom())
    try:
        await asyncio.wait({ready, broke}, return_when=asyncio.FIRST_COMPLETED)
        if not ready.done():
            url, failure = broke.result()
            if response is not None and url == response.url:
                raise BodyBrokeOff(url, failure)
        await ready
    except PlaywrightTimeout:
        if not await readable_unfinished(page, response):
            raise
        return True
    finally:
        ready.cancel()
        if ready.done() and not ready.cancelled():
            ready.exception()  # retrieved: a timeout after the body broke off is no news
    return False


async def readable_unfinished(page: Page, response: Response | None) -> bool:
    """Whether a document that never reached DOMContentLoaded can still be read: all
    its HTML arrived (a page still dripping is a timeout) and its renderer answers (one
    spinning in the page's scripts is a timeout too)."""
    if response is None:
        return False
    try:
        # typed as None by Playwright's stubs, finished() returns the failure text or None
        finished = cast(Awaitable[str | None], response.finished())
        failure = await asyncio.wait_for(finished, UNFINISHED_ANSWER_S)
        await asyncio.wait_for(page.evaluate("1"), UNFINISHED_ANSWER_S)
    except (TimeoutError, PlaywrightError):
        return False
    return failure is None
