"""One Chromium for the async tests of a module (``tests/conftest.py``'s ``async_chromium``
fixture): launched as a harvest launches it, on an event loop of its own."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

from playwright.async_api import Browser

from harvester.browser.launch import BrowserSettings, open_browser
from harvester.browser.pool import BrowserTabs
from harvester.pipeline.job import HarvestOptions, harvest_url
from harvester.pipeline.modes import RenderMode
from harvester.record import HarvestRecord
from harvester.store.templates import TemplateStore

T = TypeVar("T")


class AsyncChromium:
    """One Chromium launched as a harvest launches it (``open_browser(BrowserSettings())``,
    async Playwright), on an event loop of its own that lives as long as the browser.

    ``run(work, *args)`` runs ``work(browser, *args)`` to completion on that loop, in place
    of ``asyncio.run`` (whose loop, and so whose browser, ends with each call).
    """

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self._opened = open_browser(BrowserSettings())
        self.browser: Browser = self.loop.run_until_complete(self._opened.__aenter__())

    def run(self, work: Callable[..., Awaitable[T]], *args: object, **kwargs: object) -> T:
        """``work(browser, *args, **kwargs)``, awaited on the browser's loop."""
        return self.loop.run_until_complete(_awaited(work(self.browser, *args, **kwargs)))

    def harvest(
        self, urls: list[str], db: Path, *, seeds: bool = True, render: RenderMode = "auto"
    ) -> list[HarvestRecord]:
        """Each URL harvested as ``harvest run --render RENDER`` would, one after the
        other, requests to 127.0.0.1 only, with one template store in SQLite at ``db``
        (the seed templates too, unless ``seeds`` is False)."""
        store = TemplateStore(f"sqlite:///{db}", seeds=seeds)
        settings = BrowserSettings(allowed_hosts=("127.0.0.1",))

        async def work(browser: Browser) -> list[HarvestRecord]:
            tabs = BrowserTabs(browser, settings)
            options = HarvestOptions(render=render)
            return [await harvest_url(tabs, url, settings, store, options) for url in urls]

        return self.run(work)

    def close(self) -> None:
        """Close the browser, then its loop."""
        try:
            self.loop.run_until_complete(self._opened.__aexit__(None, None, None))
            self.loop.run_until_complete(self.loop.shutdown_asyncgens())
        finally:
            self.loop.close()


async def _awaited(work: Awaitable[T]) -> T:
    return await work
