"""The run's supervised browser (harvester/pool.py) when Chromium is killed under it.

bench/run.py kills every Chromium process in the middle of a run at concurrency 4; a URL
whose tab was being opened at that moment waited until its deadline (30 s), because
Playwright never answers a page asked for of a browser that died. A tab asked for of a
dead browser fails at once as a ``browser`` error (which the runner tries again), and the
next tab comes from a fresh Chromium.
"""

from __future__ import annotations

import asyncio
import os
import signal
import time
from contextlib import suppress

import pytest

from harvester.browser.launch import BrowserGone, BrowserSettings, chromium_path, while_connected
from harvester.browser.pool import BrowserPool
from testbeds.page_server import serve_pages
from testbeds.proctree import cmdline, descendants

pytestmark = pytest.mark.skipif(
    not os.path.exists(chromium_path()),
    reason=f"Chromium not found at {chromium_path()} (apt-get install chromium)",
)

#: far more than a failure that is noticed takes, far less than a deadline
FAST_S = 10.0


def kill_chromium() -> int:
    """SIGKILL every Chromium process this test process started; how many there were."""
    pids = [pid for pid in descendants(os.getpid()) if "chromium" in cmdline(pid)]
    for pid in pids:
        with suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    return len(pids)


async def _kill_while_waiting() -> float:
    async with BrowserPool(BrowserSettings()) as pool:
        generation = await pool._browser()
        never: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        asyncio.get_running_loop().call_later(0.5, kill_chromium)
        started = time.monotonic()
        with pytest.raises(BrowserGone):
            await while_connected(generation.browser, never)
        return time.monotonic() - started


def test_waiting_on_a_browser_that_is_killed_fails_fast() -> None:
    assert asyncio.run(_kill_while_waiting()) < FAST_S


async def _tab_after_kill(url: str) -> tuple[str, int]:
    async with BrowserPool(BrowserSettings(allowed_hosts=("127.0.0.1",))) as pool:
        async with pool.tab() as tab:
            await tab.goto(url)
        assert kill_chromium() > 0
        await asyncio.sleep(0.5)
        async with pool.tab() as tab:
            await tab.goto(url)
            return await tab.page.inner_text("h1"), pool.launches


def test_the_next_tab_after_a_kill_comes_from_a_fresh_browser() -> None:
    with serve_pages({"/a.html": "<!doctype html><meta charset=utf-8><h1>标题</h1>"}) as base:
        headline, launches = asyncio.run(_tab_after_kill(base + "/a.html"))
    assert headline == "标题"
    assert launches == 2
