"""When a page counts as settled after a press (Tab.settle, harvester/js/init.js and
quiet.js), on small loopback pages: a timer the press set going is waited for, a page's
own clockwork (a polling loop, an interval, an endless chain of timers) is not."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.async_api import Browser

from harvester.browser.launch import BrowserSettings
from harvester.browser.tab import open_tab
from testbeds.async_browser import AsyncChromium
from testbeds.page_server import serve_pages

_STAGE = """<!doctype html><meta charset=utf-8>
<img id=pic src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width=600 height=400
 style="transition: opacity 100ms" data-n=1>
<button id=next>下一张</button>
"""

#: a slide in two phases: the picture fades out in 100 ms, and only 600 ms later a timer
#: swaps it and shows it again: 500 ms with nothing moving and nothing loading
TWO_PHASE = (
    _STAGE
    + """<script>
document.getElementById("next").onclick = () => {
  const im = document.getElementById("pic");
  im.style.opacity = "0";
  setTimeout(() => { im.dataset.n = "2"; im.style.opacity = "1"; }, 600);
};
</script>"""
)

#: a page polling a variable every 50 ms from load on, changing nothing
POLLING = (
    _STAGE
    + """<script>
let ticks = 0;
(function poll() { ticks++; setTimeout(poll, 50); })();
document.getElementById("next").onclick = () => { document.getElementById("pic").dataset.n = "2"; };
</script>"""
)

#: a press that starts an interval and an endless chain of short timers, changing nothing
CLOCKWORK = (
    _STAGE
    + """<script>
let ticks = 0;
document.getElementById("next").onclick = () => {
  document.getElementById("pic").dataset.n = "2";
  setInterval(() => { ticks++; }, 50);
  (function again() { ticks++; setTimeout(again, 50); })();
};
</script>"""
)

PAGES = {"/two-phase.html": TWO_PHASE, "/polling.html": POLLING, "/clockwork.html": CLOCKWORK}


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    with serve_pages(PAGES) as url:
        yield url


async def _press_and_settle(browser: Browser, url: str) -> tuple[bool, list[str]]:
    """Load, click 下一张, settle: whether the page settled, and the picture's number and
    opacity then."""
    settings = BrowserSettings()
    async with open_tab(browser, settings) as tab:
        await tab.goto(url)
        await tab.page.click("#next")
        settled = await tab.settle()
        shown = await tab.page.evaluate(
            "() => { const im = document.getElementById('pic');"
            " return [im.dataset.n, getComputedStyle(im).opacity]; }"
        )
        return settled, shown


def test_a_timer_the_press_set_going_is_waited_for(
    base: str, async_chromium: AsyncChromium
) -> None:
    settled, shown = async_chromium.run(_press_and_settle, f"{base}/two-phase.html")
    assert settled
    assert shown == ["2", "1"], f"read in the gap between fade-out and swap: {shown}"


def test_a_page_polling_from_load_on_settles(base: str, async_chromium: AsyncChromium) -> None:
    settled, shown = async_chromium.run(_press_and_settle, f"{base}/polling.html")
    assert settled, "a timer chain started at load kept the page unsettled after a press"
    assert shown[0] == "2"


def test_an_interval_and_an_endless_timer_chain_started_by_the_press_settle(
    base: str, async_chromium: AsyncChromium
) -> None:
    settled, shown = async_chromium.run(_press_and_settle, f"{base}/clockwork.html")
    assert settled, "the press's interval or endless timer chain kept the page unsettled"
    assert shown[0] == "2"
