"""The browser edge: one headless Chromium per run, launched through Playwright.

Debian's Chromium is driven through ``executable_path``; Playwright's own browser
download is never used. The flags below keep Chromium from reaching for the network
(update checks, sync, first-run pings), which on a closed machine makes it stall.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from playwright.async_api import Browser, async_playwright

#: Debian's package installs here; ``HARVEST_CHROMIUM`` or ``executable_path`` override it.
DEFAULT_CHROMIUM = "/usr/bin/chromium"

CHROMIUM_ARGS: tuple[str, ...] = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
)


def chromium_path(executable_path: str | None = None) -> str:
    """The Chromium binary to launch: the argument, else ``$HARVEST_CHROMIUM``, else Debian's."""
    return executable_path or os.environ.get("HARVEST_CHROMIUM") or DEFAULT_CHROMIUM


@asynccontextmanager
async def open_browser(
    executable_path: str | None = None, *, headless: bool = True
) -> AsyncIterator[Browser]:
    """Launch one Chromium for the whole run and close it, whatever happens inside."""
    path = chromium_path(executable_path)
    if not os.path.exists(path):
        raise FileNotFoundError(
            f"Chromium not found at {path}: install Debian's package "
            "(apt-get install chromium) or pass its path"
        )
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(
            executable_path=path, headless=headless, args=list(CHROMIUM_ARGS)
        )
        try:
            yield browser
        finally:
            await browser.close()
