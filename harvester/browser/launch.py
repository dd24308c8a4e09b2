"""Launching Debian's Chromium: its flags, the run's browser settings, and a connection guard.

Debian's Chromium is driven through ``executable_path``; Playwright's own browser
download is never used. The flags below keep Chromium from reaching for the network
(update checks, sync, first-run pings), which on a closed machine makes it stall.
"""

from __future__ import annotations

import asyncio
import logging
import os
import re
import subprocess
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import Any

from playwright.async_api import (
    Browser,
    Playwright,
    async_playwright,
)
from playwright.async_api import Error as PlaywrightError

from harvester.fetch.guard import AddressPolicy
from harvester.version import __version__

log = logging.getLogger(__name__)

#: How many times a Chromium that dies while starting is started, and the pause before
#: the next start (times the attempt). Ours: Debian's Chromium 156 segfaulted at start twice
#: in one hour on this 2-core machine, each time alone.
LAUNCH_ATTEMPTS = 3
LAUNCH_RETRY_S = 0.5

#: Debian's package installs here; ``HARVEST_CHROMIUM`` or ``executable_path`` override it.
DEFAULT_CHROMIUM = "/usr/bin/chromium"

#: Chromium keeps only the last ``--disable-features``/``--enable-features`` it is given
#: and Playwright passes its own first, so ours repeat Playwright's (1.65,
#: chromiumSwitches.ts; tests/test_browser_processes.py checks that none is lost) and add
#: what costs memory here: the omnibox popup WebUIs, two renderers preloaded per context
#: that a headless tab never shows, and the spare renderer kept warm for the next tab
#: (ours: 4 tabs went from 9 renderers to 4, 2.09 to 1.36 GB summed RSS).
DISABLED_FEATURES: tuple[str, ...] = (
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin",
    "OptimizationHints",
    "NetworkTimeServiceQuerying",
    "AimEnabled",
    "PreconnectToSearch",
    "msForceBrowserSignIn",
    "msEdgeUpdateLaunchServicesPreferredVersion",
    "WebUIOmniboxPopup",
    "WebUIOmniboxAimPopup",
    "SpareRendererForSitePerProcess",
)
#: Playwright's, and the network service inside the browser process: one utility process
#: less (96 MB RSS, 36 MB Pss here); a crash there is a browser crash, which the supervisor
#: already handles. The feature's name is "NetworkServiceInProcess2" (Chromium's
#: content_features.cc); "NetworkServiceInProcess" is silently ignored.
ENABLED_FEATURES: tuple[str, ...] = (
    "CDPScreenshotNewSurface",
    "SkipListAccountsWithoutGaiaCookies",
    "NetworkServiceInProcess2",
)

CHROMIUM_ARGS: tuple[str, ...] = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # the software compositor in the browser process, not a GPU process of its own
    "--in-process-gpu",
    "--disable-features=" + ",".join(DISABLED_FEATURES),
    "--enable-features=" + ",".join(ENABLED_FEATURES),
)


#: browser counts as wedged (ours: under 0.2 s; a page asked for while Chromium is being
#: killed is never answered, and Playwright's newPage has no timeout of its own).
OPEN_TIMEOUT_S = 30.0
#: How long closing a tab may take before it is left to the browser (a renderer stuck in


@dataclass(frozen=True, slots=True)
class BrowserSettings:
    """How the browser is launched and how long pages may take."""

    executable_path: str | None = None
    headless: bool = True
    #: seconds a navigation may take before the URL is given up
    nav_timeout_s: float = 20.0
    #: seconds to wait at most for a page to become still after a load or a click
    settle_timeout_s: float = 3.0
    #: a page is still when its DOM has not changed for this long and nothing loads
    quiet_s: float = 0.25
    #: record every page's traffic as a HAR file in this folder
    record_har_dir: Path | None = None
    #: serve pages from this HAR recording (a file, or a folder of them) instead of the network
    replay_har: Path | None = None
    #: the most common desktop screen: portals lay out 1200 px pictures beside a side
    #: panel, which a 1280 px window squeezes (a slide track then shows two pictures
    #: halfway, the reader's picture one behind the counter)
    viewport: tuple[int, int] = (1920, 1080)
    #: when set, requests to any other host are aborted (tests: loopback only)
    allowed_hosts: tuple[str, ...] = ()
    #: the User-Agent every tab sends (None: the browser's own)
    user_agent: str | None = None
    #: a proxy server for every request (``http://host:port``, ``socks5://…``)
    proxy: str | None = None
    #: reach private, loopback and link-local addresses too (:mod:`harvester.fetch.guard`)
    allow_private: bool = False
    #: ``HOST`` or ``HOST:PORT`` reached although private (``--allow-private-host``)
    private_hosts: tuple[str, ...] = ()

    @property
    def address_policy(self) -> AddressPolicy:
        """What the run may reach: the hosts of ``allowed_hosts`` (a test's sandbox) and
        ``private_hosts`` although private, or everything (``allow_private``)."""
        return AddressPolicy.of(self.allow_private, (*self.private_hosts, *self.allowed_hosts))

    @property
    def guarded(self) -> bool:
        """Whether private addresses are kept out: not allowed, and the network is used
        (a HAR replay never reaches it)."""
        return not self.allow_private and self.replay_har is None


def chromium_path(executable_path: str | None = None) -> str:
    """The Chromium binary to launch: the argument, else ``$HARVEST_CHROMIUM``, else Debian's."""
    return executable_path or os.environ.get("HARVEST_CHROMIUM") or DEFAULT_CHROMIUM


@asynccontextmanager
async def open_browser(settings: BrowserSettings | None = None) -> AsyncIterator[Browser]:
    """Launch one Chromium for the whole run and close it, whatever happens inside."""
    settings = settings or BrowserSettings()
    check_chromium(settings)
    async with async_playwright() as pw:
        browser = await launch(pw, settings)
        try:
            yield browser
        finally:
            await browser.close()


def check_chromium(settings: BrowserSettings) -> str:
    """The Chromium binary's path; :class:`FileNotFoundError` saying how to install it
    when it is missing."""
    path = chromium_path(settings.executable_path)
    if not os.path.exists(path):
        raise FileNotFoundError(
            f"Chromium not found at {path}: install Debian's package "
            "(apt-get install chromium) or pass its path"
        )
    return path


async def launch(
    pw: Playwright,
    settings: BrowserSettings,
    *,
    proxy_server: str | None = None,
    again: Callable[[], bool] = lambda: True,
) -> Browser:
    """One Chromium, with the flags that keep it off the network and the proxy if any
    (``proxy_server``: the run's :class:`~harvester.browser.guard.GuardProxy`, which
    chains to ``settings.proxy`` itself; Playwright sends loopback through it too).

    A Chromium that dies while starting (now and then it segfaults before its first
    page, on a busy machine) is started again, up to :data:`LAUNCH_ATTEMPTS` times: one
    bad start must not end a run; not once ``again()`` says no (the run is stopping: a
    Ctrl-C took the browser's driver down with it, which is no bad start)."""
    options: dict[str, Any] = {}
    if proxy_server or settings.proxy:
        options["proxy"] = {"server": proxy_server or settings.proxy}
    path = check_chromium(settings)
    start = partial(
        pw.chromium.launch,
        executable_path=path,
        headless=settings.headless,
        args=list(CHROMIUM_ARGS),
        **options,
    )
    for attempt in range(1, LAUNCH_ATTEMPTS):
        try:
            return await start()
        except PlaywrightError as error:
            if not again():
                raise
            log.warning(
                "Chromium died while starting (%s); starting it again",
                error.message.splitlines()[0],
            )
            await asyncio.sleep(LAUNCH_RETRY_S * attempt)
    return await start()  # the last attempt: its error is the run's


#: The Chromium major version a user agent names when no Chromium can be asked (a run
#: that needs no browser, on a machine without one): Debian 12's at the time of writing.
FALLBACK_CHROME_MAJOR = "156"
_VERSION_RE = re.compile(r"(\d+)\.\d+\.\d+")


def installed_version(settings: BrowserSettings) -> str:
    """The Chromium's version as ``chromium --version`` says it, without launching it
    (``FALLBACK_CHROME_MAJOR`` when there is none to ask, or it does not answer)."""
    try:
        done = subprocess.run(
            [chromium_path(settings.executable_path), "--version"],
            capture_output=True,
            text=True,
            timeout=10,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return FALLBACK_CHROME_MAJOR
    found = _VERSION_RE.search(done.stdout)
    return found.group(0) if found else FALLBACK_CHROME_MAJOR


def with_user_agent(settings: BrowserSettings) -> BrowserSettings:
    """``settings`` with the user agent of the installed Chromium (asked without
    launching it) when they name none."""
    if settings.user_agent:
        return settings
    return replace(
        settings, user_agent=harvester_user_agent(installed_version(settings), __version__)
    )


def harvester_user_agent(browser_version: str, version: str) -> str:
    """The browser's own User-Agent without "Headless", with a product token that
    robots.txt rules can name (``User-agent: harvester``)."""
    major = browser_version.split(".")[0]
    return (
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
        f"Chrome/{major}.0.0.0 Safari/537.36 harvester/{version}"
    )


class PageBusy(Exception):
    """The page's scripts keep its renderer busy: nothing can be read from it."""


class BrowserGone(PlaywrightError):
    """The browser went away, or stopped answering, while a tab was being opened."""


async def while_connected(browser: Browser, work: Awaitable[Any]) -> Any:
    """``work``'s result, unless ``browser`` disconnects first or it takes longer than
    :data:`OPEN_TIMEOUT_S` (:class:`BrowserGone`)."""
    gone: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def disconnected(_: Browser) -> None:
        if not gone.done():
            gone.set_result(None)

    browser.on("disconnected", disconnected)
    task = asyncio.ensure_future(work)
    try:
        if not browser.is_connected():
            disconnected(browser)
        await asyncio.wait({task, gone}, timeout=OPEN_TIMEOUT_S, return_when="FIRST_COMPLETED")
        if task.done():
            return task.result()
        raise BrowserGone(
            "Browser has been closed while a tab was being opened"
            if gone.done()
            else f"Browser closed: it did not open a tab within {OPEN_TIMEOUT_S:g} s"
        )
    finally:
        browser.remove_listener("disconnected", disconnected)
        if not task.done():
            task.cancel()
            with suppress(BaseException):
                await task
