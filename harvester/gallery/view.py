"""The gallery stage's view of one tab: what it keeps between loads of the same page.

A :class:`~harvester.browser.tab.Tab` only loads, presses and reads a page. Probing and
paging a gallery loads the same page again and again and wants each load to start in the
same state, so the view remembers, for the tab it holds:

* ``ignored``: the DOM paths of tickers found on the idle page, muted after every load;
* ``prelude``: the buttons that close a sheet over the page, pressed after every load;
* ``content``: the template's picture and caption XPaths, read by every snapshot;
* ``fresh``: the URL shown as loaded with nothing pressed since, so that :meth:`load`
  does not load it again;
* ``frame``: the XPath of the same-origin ``<iframe>`` the gallery lives in, entered
  after every load (:meth:`~harvester.browser.tab.Tab.enter`).

The page scripts read the vocabulary's patterns: :data:`INIT_SCRIPTS` go to every tab a
gallery is looked at in (``open_tab(..., init_scripts=INIT_SCRIPTS)``, or the tab source's
``tab(..., init_scripts=INIT_SCRIPTS)``); :func:`open_view` does both.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

from playwright.async_api import Browser, Response

from harvester.browser.launch import BrowserSettings
from harvester.browser.tab import Tab, open_tab
from harvester.gallery.scripts import checked, evaluate
from harvester.gallery.vocabulary import page_patterns

#: The scripts a tab needs before the page's own for the gallery's page scripts to work:
#: the vocabulary's patterns (``window.__hvWords``, compiled by ``init.js``).
INIT_SCRIPTS: tuple[str, ...] = (page_patterns(),)


@dataclass
class GalleryView:
    """One tab as the gallery stage sees it, with the state every load of it replays."""

    tab: Tab
    #: DOM paths of tickers found on the idle page, ignored again after every load
    ignored: list[str] = field(default_factory=list)
    #: XPaths of buttons that close a sheet over the page, pressed after every load
    prelude: list[str] = field(default_factory=list)
    #: the template's picture and caption XPaths, read by every snapshot
    content: dict[str, str | None] | None = None
    #: the URL loaded with nothing pressed since (and the prelude it had): loading it
    #: again would show the same starting state, so :meth:`load` does not
    fresh: tuple[str, tuple[str, ...]] | None = None
    #: the tab's :attr:`~harvester.browser.tab.Tab.actions` when it was ``fresh``: a press
    #: or a load since, through this view or not, makes the page another one
    fresh_at: int = -1
    #: the XPath of the same-origin ``<iframe>`` the gallery lives in (None: the page)
    frame: str | None = None

    async def goto(self, url: str) -> Response | None:
        """Load ``url`` afresh (:meth:`Tab.navigate`), mute the known tickers, settle, and
        close the sheets of the prelude; returns the page's response (None if unknown)."""
        self.fresh = None
        response = await self.tab.navigate(url)
        if self.frame is not None:
            await self.tab.settle()  # the frame's document is the page's to load
            await self.tab.enter(self.frame)
        if self.ignored:
            checked("ignore", await evaluate(self.tab, "ignore", self.ignored))
        await self.tab.settle()
        for xpath in self.prelude:
            await self.tab.press(xpath)
        if self.prelude:
            self.tab.mark_landed()
        self.fresh, self.fresh_at = (url, tuple(self.prelude)), self.tab.actions
        return response

    def shows(self, url: str) -> bool:
        """Whether the tab shows ``url`` as loaded, with the prelude of now, nothing
        pressed since, and the scripts running in the frame of now."""
        return (
            self.fresh == (url, tuple(self.prelude))
            and self.fresh_at == self.tab.actions
            and self.tab.scope_xpath == self.frame
        )

    async def enter(self, frame: str | None) -> bool:
        """Read, press and settle in the same-origin frame at ``frame`` (None: the page)
        from now on, after every load too; False (and the page) when there is none."""
        self.frame = frame
        if frame is None:
            self.tab.leave()
            return True
        if not await self.tab.enter(frame):
            self.frame = None
            return False
        await self.tab.settle()
        return True

    async def load(self, url: str) -> None:
        """Show ``url`` in its starting state: loaded afresh, unless the tab shows it as
        loaded with nothing pressed since (and the same sheet closed). Where the prelude
        only grew since (a viewer's opener added), its new steps are pressed in place."""
        fresh = self.fresh
        if (
            fresh is not None
            and fresh[0] == url
            and self.fresh_at == self.tab.actions
            and tuple(self.prelude[: len(fresh[1])]) == fresh[1]
            and len(self.prelude) > len(fresh[1])
        ):
            for xpath in self.prelude[len(fresh[1]) :]:
                await self.tab.press(xpath)
            self.tab.mark_landed()
            self.fresh, self.fresh_at = (url, tuple(self.prelude)), self.tab.actions
        if not self.shows(url):
            await self.goto(url)

    async def rerender(self, url: str, body: bytes, charset: str) -> Response | None:
        """Load ``url`` again from ``body`` sent with ``charset``: a page whose declared
        charset lies is rendered as its bytes really are (a header beats ``<meta>``)."""
        await self.tab.serve(url, body, charset)
        return await self.goto(url)


@asynccontextmanager
async def open_view(
    browser: Browser,
    settings: BrowserSettings,
    label: str = "page",
    *,
    on_response: Callable[[Response], Awaitable[None]] | None = None,
) -> AsyncIterator[GalleryView]:
    """A fresh tab with the gallery's page scripts installed, seen as a :class:`GalleryView`."""
    async with open_tab(
        browser, settings, label, on_response=on_response, init_scripts=INIT_SCRIPTS
    ) as tab:
        yield GalleryView(tab)
