"""Shared fixtures: the fake portal server and a headless Chromium (sync Playwright)."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, sync_playwright
from portal_server import PortalServer


@pytest.fixture(scope="session")
def portal_server() -> Iterator[str]:
    """Base URL (with trailing slash) of recorded_pages/ served on 127.0.0.1."""
    with PortalServer() as base_url:
        yield base_url


@pytest.fixture(scope="module")
def chromium() -> Iterator[Browser]:
    """One headless Debian Chromium (sync Playwright), shared by a test module's tests.

    Module-scoped on purpose: while sync Playwright is alive it keeps an asyncio loop marked
    as running on this thread, so ``asyncio.run`` in async tests of other modules would fail.
    """
    from harvester.browser.launch import CHROMIUM_ARGS, chromium_path

    path = chromium_path()
    if not os.path.exists(path):
        pytest.skip(f"Chromium binary not found at {path} (apt-get install chromium)")
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=path, headless=True, args=list(CHROMIUM_ARGS))
        try:
            yield browser
        finally:
            browser.close()
