"""One page in its own browser context: loading, settling, reading it within bounds.

Every page the harvester opens comes from :func:`open_tab`: service workers blocked,
downloads refused, dialogs dismissed, popups and new windows (``<base target=_blank>``)
closed as they open, and a small script installed before the page's own that records
when the DOM last changed, so :meth:`Tab.settle` can wait for fades, picture loads and
XHR-driven swaps to finish rather than sleeping a fixed time.
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urldefrag

from playwright.async_api import (
    Browser,
    BrowserContext,
    CDPSession,
    Dialog,
    Download,
    Frame,
    Page,
    Request,
    Response,
    Route,
)
from playwright.async_api import Error as PlaywrightError

from harvester.browser.answers import Answers
from harvester.browser.har import only_hosts, replay_har
from harvester.browser.launch import BrowserSettings, PageBusy, while_connected
from harvester.browser.loading import until_dom
from harvester.browser.scripts import checked, guarded, script

#: The header of a page the tab was served from bytes the harvester already held.
SERVED_HEADER = "x-harvester-served"
#: How often the settle loop looks at the page.
SETTLE_POLL_S = 0.05
#: How long one look into the page may take (a snapshot, the DOM as HTML) before its
#: scripts count as hogging the renderer (ours: state.js takes under 2 s on the 20 MB
#: page of testbeds/fault_server.py on this machine).
EVALUATE_TIMEOUT_S = 30.0
#: How often a read of a page that is navigating on its own waits for it to land.
NAVIGATION_RETRIES = 3
#: How long opening a tab (its context, routes, scripts and page) may take before the


#: a page's endless loop; the supervisor then restarts the browser).
CLOSE_TIMEOUT_S = 5.0


@dataclass
class Tab:
    """One page in its own context, with the bookkeeping that settling needs."""

    page: Page
    settings: BrowserSettings
    inflight: set[Request] = field(default_factory=set)
    popups: int = 0
    #: alert, confirm and prompt dialogs the page opened (all dismissed)
    dialogs: int = 0
    #: where the page went on its own after loading (a script setting location)
    navigated_to: str | None = None
    #: the tab would not close in time (its renderer stuck in the page's scripts)
    stuck: bool = False
    #: the page's renderer crashed (out of memory, killed)
    crashed: bool = False
    #: the URL :meth:`goto` landed on, while nothing was pressed since (a navigation of
    #: the page from there is its own doing)
    landed: str | None = None
    #: uncaught exceptions thrown by the page's own scripts
    page_errors: list[str] = field(default_factory=list)
    #: when the last request finished (time.monotonic): a picture preloaded by script is
    #: often swapped in a moment after it arrives
    last_response: float = 0.0
    #: loads and presses so far: a caller that remembers the page as it was loaded knows
    #: by this count whether anything touched it since
    actions: int = 0
    #: the page's document was still loading at the navigation timeout although its HTML
    #: had all arrived (a script re-opened it by ``document.write`` from a timer, or a
    #: script it waits for never came): it is harvested as it stands
    unfinished: bool = False
    #: where a press may send the page (``(from, to) -> bool``; None: anywhere); see
    #: :meth:`hold_navigations`
    may_leave: Callable[[str, str], bool] | None = None
    #: the addresses a press would have loaded and that were held back, in order
    held_back: list[str] = field(default_factory=list)
    #: the URL :meth:`navigate` is loading (the harvester's own loads always go)
    asked: str | None = None
    #: the last load of the page's own frame that failed: (its URL, Chromium's
    #: ``net::ERR_…``); the page shows Chromium's error page (``chrome-error://``) then
    failed_load: tuple[str, str] | None = None
    #: the first load of the page's own frame that failed since :meth:`navigate` began
    #: (its URL, Chromium's ``net::ERR_…``): the document's body broke off, when it is its
    broke: asyncio.Future[tuple[str, str]] | None = None
    #: what the run's guard proxy did to a URL's host (:meth:`GuardProxy.refusal`)
    refusal: Callable[[str], tuple[str, str] | None] | None = None
    #: the status and ``Location`` of the last answer to a load of the page's own frame
    #: (a 204 or a redirect to ``javascript:`` shows no page: Chromium says ERR_ABORTED)
    document_answer: tuple[int, str] | None = None
    #: the same-origin frame the page scripts run in, pressed and settled in, and the
    #: XPath of its ``<iframe>`` in the page (:meth:`enter`); None: the page itself
    scope: Frame | None = None
    scope_xpath: str | None = None
    #: the texts the page's own XHR and fetch requests were answered with since the last
    #: load (a gallery's data)
    answers: Answers = field(default_factory=Answers)
    #: rendered as a phone renders it (:func:`harvester.browser.touch.as_phone`)
    phone: bool = False
    #: the tab's DevTools session, once one is needed (touch input, a phone's screen)
    cdp: CDPSession | None = None

    @property
    def on_error_page(self) -> bool:
        """Whether the page shows Chromium's own error page, not one the server sent."""
        return self.page.url.startswith("chrome-error://")

    async def goto(self, url: str) -> Response | None:
        """Load ``url`` (:meth:`navigate`), wait for it to settle, and return its response
        (None if unknown)."""
        response = await self.navigate(url)
        await self.settle()
        return response

    async def navigate(self, url: str) -> Response | None:
        """Load ``url`` as far as its DOM (not settled), and return its response (None if
        unknown).

        Always a fresh load: where only the fragment would change (a gallery paged to
        ``#p=3`` sent back to ``#nextpage``), the browser would stay in the same document
        with its state, so the tab leaves it first."""
        current = self.page.url
        self.leave()  # a new document: its frames are new too
        self.answers.reset()
        self.landed = self.document_answer = None
        self.asked = url
        self.actions += 1
        if current != "about:blank" and urldefrag(current)[0] == urldefrag(url)[0]:
            await self.page.goto("about:blank")
        started = time.monotonic()
        timeout_s = self.settings.nav_timeout_s
        self.broke = asyncio.get_running_loop().create_future()
        response = await self.page.goto(url, wait_until="commit", timeout=timeout_s * 1000)
        left_ms = max(1.0, (timeout_s - (time.monotonic() - started)) * 1000)
        self.unfinished = await until_dom(self.page, response, self.broke, left_ms)
        self.landed = self.page.url
        return response

    async def hold_navigations(self, may_leave: Callable[[str, str], bool]) -> None:
        """From now on, a load of another page that a press set off (a link, a script's
        ``location``, a popup) is sent only where ``may_leave(from, to)`` allows; any
        other is answered ``204 No Content`` before it reaches the server, which leaves the
        page as it was, as if the press had done nothing. The harvester's own loads, the
        page's moves before anything was pressed and a server's redirects of an allowed
        load go. Held-back addresses are listed in :attr:`held_back`."""
        first = self.may_leave is None
        self.may_leave = may_leave
        if first:
            await self.page.context.route("**/*", self._hold)

    async def _hold(self, route: Route) -> None:
        request = route.request
        if request.is_navigation_request() and not self._may_go(request):
            self.held_back.append(request.url)
            await route.fulfill(status=204, body=b"")
        else:
            await route.fallback()

    def _may_go(self, request: Request) -> bool:
        try:
            frame = request.frame
        except PlaywrightError:  # a popup's first load comes before its frame
            return False
        if frame.page is not self.page:
            return False  # a popup: closed as it opens (open_tab), never loaded
        if frame.parent_frame is not None or request.redirected_from is not None:
            return True  # a frame's own page; a redirect of a load that went
        target, here = urldefrag(request.url)[0], urldefrag(self.page.url)[0]
        if self.landed is not None or target in (here, urldefrag(self.asked or "")[0]):
            return True  # nothing pressed since the load, the same page, our own load
        return self.may_leave is None or self.may_leave(self.page.url, request.url)

    def mark_landed(self) -> None:
        """Count the page as it is now as where it landed: a navigation from here is its
        own doing (the caller's presses since the load are done)."""
        self.landed = self.page.url

    async def serve(
        self, url: str, body: bytes, charset: str, set_cookies: Sequence[str] = ()
    ) -> None:
        """Answer every later load of ``url`` in this tab with ``body`` sent with
        ``charset``, from memory: bytes the harvester already holds (the HTTP stage's, or
        a page whose declared charset lies: a header beats ``<meta>``), so a gallery's
        rewinds cost its host nothing. The answer carries :data:`SERVED_HEADER` (an archive
        stores it once) and ``set_cookies``, the server's ``Set-Cookie`` values (the page's
        own requests, its pictures, carry the session they would have)."""
        key = urldefrag(url)[0]
        headers = {"content-type": f"text/html; charset={charset}", SERVED_HEADER: "1"}
        if set_cookies:  # one value a line: Chromium sets each
            headers["set-cookie"] = "\n".join(set_cookies)

        async def honest(route: Route) -> None:
            await route.fulfill(status=200, body=body, headers=headers)

        # on the context, as every other route of the tab: a page route beside context
        # routes sometimes leaves a request handled twice ("Route is already handled")
        await self.page.context.route(lambda u: urldefrag(u)[0] == key, honest)

    async def enter(self, xpath: str) -> bool:
        """Run the page scripts, presses and settling from now on in the document of the
        same-origin ``<iframe>`` at ``xpath`` (a gallery framed into its page), until the
        next load; False, and the page itself, when there is no such frame."""
        self.leave()
        try:
            handle = await self.bounded(self.page.evaluate_handle(_FRAME_ELEMENT, xpath))
            element = handle.as_element()
            frame = await element.content_frame() if element is not None else None
            if frame is None:
                return False
            await frame.wait_for_load_state(
                "domcontentloaded", timeout=self.settings.nav_timeout_s * 1000
            )
        except PlaywrightError:
            return False
        self.scope, self.scope_xpath = frame, xpath
        return True

    def leave(self) -> None:
        """Run the page scripts, presses and settling in the page itself again."""
        self.scope = self.scope_xpath = None

    @property
    def frame(self) -> Frame:
        """The frame the page scripts run in: the page's own, or the one :meth:`enter`
        chose."""
        return self.scope or self.page.main_frame

    async def key(self, name: str) -> None:
        """Press a key on the page (a gallery paged by the keyboard), in the frame the
        page scripts run in (keys go to the frame that has the focus)."""
        self.landed = None
        self.actions += 1
        if self.scope is not None:
            with suppress(PlaywrightError):
                await self.bounded(self.scope.evaluate("() => window.focus()"))
        await self.bounded(self.page.keyboard.press(name))

    async def press(self, xpath: str, *, settle: bool = True) -> bool:
        """Click the element at ``xpath`` where a real mouse would hit it, if it is shown
        (and settle); False when it is not there. An element covered at every point gets
        the events of a press dispatched on it instead."""
        try:
            point = checked("point", await self.evaluate("point", xpath))
            # covered everywhere (an overlaid caption): press it directly
            if not point and not checked("dispatch", await self.evaluate("dispatch", xpath)):
                return False
            if point and self.scope is not None:  # the frame's point, in the page's window
                point = checked(
                    "framepoint",
                    await self._run(self.page, guarded("framepoint"), [self.scope_xpath, point]),
                )
                if not point:
                    return False
        except PlaywrightError:
            return False
        self.landed = None
        self.actions += 1
        if point and self.phone and self.cdp is not None:  # a finger's tap (a click follows)
            for kind, points in (("touchStart", [point]), ("touchEnd", [])):
                message = {"type": kind, "touchPoints": points}
                await self.bounded(self.cdp.send("Input.dispatchTouchEvent", message))
        elif point:
            await self.bounded(self.page.mouse.click(point["x"], point["y"]))
        if settle:
            await self.settle()
        return True

    async def settle(self, timeout_s: float | None = None) -> bool:
        """Wait until the DOM is still, pictures have loaded, no request is pending and no
        timer that the last press set going is still to fire (``init.js``).

        Returns False when the page was still moving at the timeout (a ticker the idle
        watch missed, an endless animation): the caller compares what it has.
        """
        started = time.monotonic()
        deadline = started + (timeout_s or self.settings.settle_timeout_s)
        quiet_ms = self.settings.quiet_s * 1000
        while True:
            try:
                still = checked("quiet", await self._run(self.frame, guarded("quiet")))
                still_ms, loading = still["stillMs"], still["loading"]
                running, pending = still["running"], still["pending"]
            except PlaywrightError:  # navigating: the old document is gone
                still_ms, loading, running, pending = 0, 1, 0, 0
            # still for quiet_s, counted from the action and from the last response too:
            # a click's effects may start a moment later (a hashchange event, a timer,
            # a preloaded picture swapped in)
            now = time.monotonic()
            waited_ms = (now - started) * 1000
            since_response_ms = (now - self.last_response) * 1000
            quiet = min(still_ms, waited_ms, since_response_ms) >= quiet_ms
            if quiet and not (loading or running or pending or self.inflight):
                return True
            if time.monotonic() >= deadline:
                return False
            await asyncio.sleep(SETTLE_POLL_S)

    async def evaluate(self, name: str, arg: Any = None) -> Any:
        """:meth:`run` one of the browser's own page scripts (``js/``)."""
        return await self._run(self.frame, guarded(name), arg)

    async def run(self, source: str, arg: Any = None) -> Any:
        """A page script (as :meth:`ScriptSet.source` gives it) run in :attr:`frame`, bounded,
        through ``hv.run`` (the browser's built-ins back while it runs); its JSON answer."""
        return await self._run(self.frame, source, arg)

    async def _run(self, where: Page | Frame, source: str, arg: Any = None) -> Any:
        answer = await self.bounded(where.evaluate(source, arg))
        return None if answer is None else json.loads(answer)

    async def html(self) -> str:
        """The page's DOM as HTML (bounded: :class:`PageBusy`); a page that is navigating
        away on its own is read once it has landed."""
        for _ in range(NAVIGATION_RETRIES):
            try:
                return str(await self.bounded(self.page.content()))
            except PlaywrightError as exc:
                if "navigating" not in str(exc):
                    raise
                await self.landing()
        return str(await self.bounded(self.page.content()))

    async def landing(self) -> None:
        """Wait for a navigation the page started itself to land, and settle."""
        with suppress(PlaywrightError):
            await self.page.wait_for_load_state(
                "domcontentloaded", timeout=self.settings.nav_timeout_s * 1000
            )
        await self.settle()

    async def bounded(self, work: Awaitable[Any]) -> Any:
        """``work`` (a call into the page) within :data:`EVALUATE_TIMEOUT_S`, else
        :class:`PageBusy`."""
        try:
            return await asyncio.wait_for(work, EVALUATE_TIMEOUT_S)
        except TimeoutError:
            raise PageBusy(
                f"the page's scripts kept the browser busy for {EVALUATE_TIMEOUT_S:g} s"
            ) from None


#: The element at an XPath of the page scripts (``init.js``'s ``hv.first``), as a handle.
_FRAME_ELEMENT = "(xp) => window.__hv.within(window.__hv.first, xp)"


async def _first_page(context: BrowserContext, settings: BrowserSettings) -> Page:
    """The context's routes, then its one page."""
    if settings.replay_har is not None:
        await replay_har(context, settings.replay_har)
    elif settings.allowed_hosts:
        await only_hosts(context, settings.allowed_hosts)
    return await context.new_page()


@asynccontextmanager
async def open_tab(
    browser: Browser,
    settings: BrowserSettings,
    label: str = "page",
    *,
    on_response: Callable[[Response], Awaitable[None]] | None = None,
    init_scripts: Sequence[str] = (),
) -> AsyncIterator[Tab]:
    """A fresh context and page, closed on exit (within :data:`CLOSE_TIMEOUT_S`, even when
    the page's scripts hog its renderer); HAR recorded or replayed as configured;
    ``on_response`` sees every response (the WARC writer). ``init_scripts`` run before
    the page's own, ahead of ``init.js`` (the page scripts' vocabulary: the caller's)."""
    options: dict[str, Any] = {
        "service_workers": "block",
        "accept_downloads": False,
        "viewport": {"width": settings.viewport[0], "height": settings.viewport[1]},
        "locale": "zh-CN",
    }
    if settings.user_agent:
        options["user_agent"] = settings.user_agent
    if settings.record_har_dir is not None:
        settings.record_har_dir.mkdir(parents=True, exist_ok=True)
        options["record_har_path"] = str(settings.record_har_dir / f"{label}.har")
        options["record_har_content"] = "embed"
    context: BrowserContext = await while_connected(browser, browser.new_context(**options))
    tab: Tab | None = None
    try:
        installed = "\n".join((*init_scripts, script("init"), script("pristine")))

        async def first_page() -> Page:
            await context.add_init_script(installed)
            return await _first_page(context, settings)

        page = await while_connected(browser, first_page())
        tab = Tab(page, settings)
        page.on("request", lambda request: tab.inflight.add(request))

        def finished(request: Request) -> None:
            tab.inflight.discard(request)
            tab.last_response = time.monotonic()

        def failed(request: Request) -> None:
            finished(request)
            with suppress(PlaywrightError):  # a popup's first load has no frame yet
                if request.is_navigation_request() and request.frame is page.main_frame:
                    tab.failed_load = (request.url, request.failure or "failed")
                    if tab.broke is not None and not tab.broke.done():
                        tab.broke.set_result(tab.failed_load)

        def answered(response: Response) -> None:
            with suppress(PlaywrightError):
                if response.request.is_navigation_request() and response.frame is page.main_frame:
                    tab.document_answer = (response.status, response.headers.get("location", ""))

        page.on("requestfinished", finished)
        page.on("requestfailed", failed)
        page.on("response", answered)
        page.on("response", tab.answers.keep)

        # These run while the harvester goes on; the page (or its context) may be gone by
        # then, and that is fine.
        async def dismiss(dialog: Dialog) -> None:
            tab.dialogs += 1
            with suppress(PlaywrightError):
                await dialog.dismiss()

        async def refuse(download: Download) -> None:
            with suppress(PlaywrightError):
                await download.cancel()

        async def close_popup(popup: Page) -> None:
            tab.popups += 1
            with suppress(PlaywrightError):
                await popup.close()

        def navigated(frame: Frame) -> None:
            # the page left itself: a new document while nothing was pressed since it loaded
            landed = tab.landed
            if (
                frame is page.main_frame
                and landed is not None
                and tab.navigated_to is None
                and urldefrag(frame.url)[0] != urldefrag(landed)[0]
            ):
                tab.navigated_to = frame.url

        page.on("framenavigated", navigated)
        page.on("crash", lambda _: setattr(tab, "crashed", True))
        page.on("pageerror", lambda error: tab.page_errors.append(str(error).splitlines()[0]))
        page.on("dialog", dismiss)
        page.on("download", refuse)
        page.on("popup", close_popup)
        pending: set[asyncio.Future[None]] = set()
        if on_response is not None:
            handler = on_response

            def respond(response: Response) -> None:
                task = asyncio.ensure_future(handler(response))
                pending.add(task)
                task.add_done_callback(pending.discard)

            page.on("response", respond)
        yield tab
        if pending:  # the responses being archived, before their bodies go away
            await asyncio.wait(pending, timeout=CLOSE_TIMEOUT_S)
    finally:
        try:
            await asyncio.wait_for(asyncio.shield(context.close()), CLOSE_TIMEOUT_S)
        except TimeoutError:
            if tab is not None:
                tab.stuck = True
        except PlaywrightError:
            pass
