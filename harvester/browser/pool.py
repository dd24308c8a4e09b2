"""The run's browser, supervised: launched when first needed, relaunched when it dies, recycled
to bound memory.

Every tab of a run comes from :meth:`BrowserPool.tab`. When Chromium crashes, is killed or
disconnects, the next tab gets a new one (the URLs that were on the dead one fail with
``browser`` errors, and the runner tries them once more). Every :data:`RECYCLE_AFTER` pages
a fresh browser takes the new tabs and the old one is closed when its last tab is done: a
long run's memory stays bounded. The User-Agent is the browser's own without "Headless",
with the harvester's product token, unless the settings name one.

Whoever harvests takes its tabs from a :class:`TabSource`: the pool is one, and a plain
browser becomes one as :class:`BrowserTabs` (no supervision: a test's, a bench's).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager, suppress
from dataclasses import dataclass
from types import TracebackType
from typing import Protocol

from playwright.async_api import Browser, Playwright, Response, async_playwright
from playwright.async_api import Error as PlaywrightError

from harvester.browser.guard import GuardProxy
from harvester.browser.launch import (
    BrowserGone,
    BrowserSettings,
    launch,
    with_user_agent,
)
from harvester.browser.tab import Tab, open_tab

#: Pages one browser serves before a fresh one takes over (ours: Chromium's memory grows
#: with every context even after it is closed; 200 pages stay well under 1 GB here).
RECYCLE_AFTER = 200
#: How long closing a browser may take before its process is left to die.
BROWSER_CLOSE_TIMEOUT_S = 10.0


class TabSource(Protocol):
    """Where tabs come from: ``async with source.tab(label) as tab`` gives a fresh tab
    (its own context), closed on exit; ``on_response`` sees every response, and
    ``init_scripts`` run before the page's own (see :func:`open_tab`)."""

    def tab(
        self,
        label: str = "page",
        *,
        on_response: Callable[[Response], Awaitable[None]] | None = None,
        init_scripts: Sequence[str] = (),
    ) -> AbstractAsyncContextManager[Tab]: ...


@dataclass(frozen=True, slots=True)
class BrowserTabs:
    """A plain browser as a :class:`TabSource`: every tab a new context of it, opened with
    ``settings``; a browser that dies stays dead (the pool is the supervised source)."""

    browser: Browser
    settings: BrowserSettings

    def tab(
        self,
        label: str = "page",
        *,
        on_response: Callable[[Response], Awaitable[None]] | None = None,
        init_scripts: Sequence[str] = (),
    ) -> AbstractAsyncContextManager[Tab]:
        return open_tab(
            self.browser, self.settings, label, on_response=on_response, init_scripts=init_scripts
        )


@dataclass
class _Generation:
    browser: Browser
    number: int
    pages: int = 0
    active: int = 0
    retiring: bool = False


class BrowserPool:
    """One Chromium at a time for a whole run; ``async with`` starts and ends it."""

    def __init__(self, settings: BrowserSettings, *, recycle_after: int = RECYCLE_AFTER) -> None:
        self.settings = settings
        self.recycle_after = recycle_after
        self.launches = 0
        self._pw: Playwright | None = None
        self._current: _Generation | None = None
        self._lock = asyncio.Lock()
        self._closing: set[asyncio.Task[None]] = set()
        #: the proxy every request of the browser goes through, when private addresses
        #: are kept out (:mod:`harvester.browser.guard`)
        self.guard: GuardProxy | None = None
        #: the run is stopping (:meth:`stop`): no browser is started again
        self.stopping = False
        self._closed_by_us: set[Browser] = set()
        #: how many times a browser went away under the run (crashed, killed, or its
        #: driver gone with a Ctrl-C)
        self.disconnects = 0

    def stop(self) -> None:
        """The run is stopping: a browser that goes away is not started again (a Ctrl-C
        from a terminal reaches Playwright's driver too, which ends every browser)."""
        self.stopping = True

    async def __aenter__(self) -> BrowserPool:
        """Ready to hand out tabs: Playwright and Chromium start when the first tab is
        asked for (a run the HTTP stage finishes starts neither); the user agent is the
        installed Chromium's, asked without launching it."""
        self.settings = await asyncio.to_thread(with_user_agent, self.settings)
        if self.settings.guarded:
            self.guard = GuardProxy(self.settings.address_policy, self.settings.proxy)
            await self.guard.__aenter__()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._current is not None:
            await self._close(self._current)
        if self._closing:
            await asyncio.gather(*self._closing, return_exceptions=True)
        if self._pw is not None:
            with suppress(Exception):
                await self._pw.stop()
        if self.guard is not None:
            await self.guard.__aexit__()

    async def _fresh(self) -> _Generation:
        if self._pw is None:
            self._pw = await async_playwright().start()
        proxy = self.guard.server if self.guard is not None else None
        browser = await launch(
            self._pw, self.settings, proxy_server=proxy, again=lambda: not self.stopping
        )
        browser.on("disconnected", self._disconnected)
        self.launches += 1
        self._current = _Generation(browser, self.launches)
        return self._current

    def _disconnected(self, browser: Browser) -> None:
        if browser not in self._closed_by_us:
            self.disconnects += 1

    async def _browser(self) -> _Generation:
        if self.stopping and (self._current is None or not self._current.browser.is_connected()):
            raise BrowserGone("the run is stopping: no browser is started again")
        async with self._lock:
            current = self._current
            if current is None or not current.browser.is_connected():
                if current is not None:
                    self._retire(current)
                current = await self._fresh()
            elif current.pages >= self.recycle_after:
                self._retire(current)
                current = await self._fresh()
            return current

    def _retire(self, generation: _Generation) -> None:
        generation.retiring = True
        if generation.active == 0:
            task = asyncio.ensure_future(self._close(generation))
            self._closing.add(task)
            task.add_done_callback(self._closing.discard)

    async def _close(self, generation: _Generation) -> None:
        self._closed_by_us.add(generation.browser)
        with suppress(PlaywrightError, asyncio.TimeoutError, Exception):
            await asyncio.wait_for(generation.browser.close(), BROWSER_CLOSE_TIMEOUT_S)

    @property
    def user_agent(self) -> str:
        return self.settings.user_agent or ""

    @asynccontextmanager
    async def tab(
        self,
        label: str = "page",
        *,
        on_response: Callable[[Response], Awaitable[None]] | None = None,
        init_scripts: Sequence[str] = (),
    ) -> AsyncIterator[Tab]:
        """A tab of the current browser (launching one if it died); a browser that does
        not open a tab in time, or a tab that would not close (its renderer stuck),
        retires its browser. ``init_scripts``: as :func:`open_tab` takes them."""
        generation = await self._browser()
        generation.pages += 1
        generation.active += 1
        opened: Tab | None = None
        wedged = False
        try:
            async with open_tab(
                generation.browser,
                self.settings,
                label,
                on_response=on_response,
                init_scripts=init_scripts,
            ) as tab:
                opened = tab
                if self.guard is not None:
                    tab.refusal = self.guard.refusal
                yield tab
        except BrowserGone:
            wedged = True
            raise
        finally:
            generation.active -= 1
            stuck = wedged or (opened is not None and opened.stuck)
            if stuck and self._current is generation:
                self._current = None
                generation.retiring = True
            if generation.retiring and generation.active == 0:
                self._retire(generation)
