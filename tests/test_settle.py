"""When a page counts as settled after a load or a press (Tab.settle, harvester/js/init.js
and quiet.js), on small loopback pages: a timer the press set going is waited for, and so
are a load's short timers, the data a script asks for after the load event and a picture
still moving; a page's own clockwork (a polling loop, an interval, an endless chain of
timers, a clock re-arming itself) is not."""

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

#: the slide data asked for 400 ms after the load event, answered 500 ms later
LATE_DATA = (
    _STAGE
    + """<script>
addEventListener("load", () => setTimeout(() => fetch("/data.js").then((r) => r.text())
  .then((t) => { document.getElementById("pic").dataset.n = t.trim(); }), 400));
</script>"""
)

#: a timer of 1.5 s set at load: below the 2 s the clockwork hold covers
SLOW_TIMER = (
    _STAGE
    + """<script>
setTimeout(() => { document.getElementById("pic").dataset.n = "4"; }, 1500);
</script>"""
)

#: a clock that re-arms its own 300 ms timer from load on
CLOCK = (
    _STAGE
    + """<p id=clock></p><script>
(function tick() {
  document.getElementById("clock").textContent = Date.now(); setTimeout(tick, 300);
})();
</script>"""
)

#: a press scrolls a clipped strip of two 600 px pictures one picture on, frame by frame
#: over about 900 ms, through scrollLeft: no DOM mutation and no animation object
SCROLLED = """<!doctype html><meta charset=utf-8>
<div id=strip style="overflow:hidden;width:600px"><div style="display:flex;width:1200px">
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width=600 height=400>
<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width=600 height=400></div></div>
<button id=next>下一张</button>
<script>
document.getElementById("next").onclick = () => {
  const strip = document.getElementById("strip"), t0 = performance.now();
  const frame = (t) => {
    const k = Math.min(1, (t - t0) / 900);
    strip.scrollLeft = Math.round(600 * k * k * (3 - 2 * k));
    if (k < 1) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};
</script>"""

PAGES = {
    "/two-phase.html": TWO_PHASE,
    "/polling.html": POLLING,
    "/clockwork.html": CLOCKWORK,
    "/late-data.html": LATE_DATA,
    "/data.js": "3",
    "/slow-timer.html": SLOW_TIMER,
    "/clock.html": CLOCK,
    "/scrolled.html": SCROLLED,
}


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    with serve_pages(PAGES, delays={"/data.js": 0.5}) as url:
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


async def _load_and_read(browser: Browser, url: str, script: str) -> object:
    """Load ``url`` (the load settles), then evaluate ``script``."""
    async with open_tab(browser, BrowserSettings()) as tab:
        await tab.goto(url)
        return await tab.page.evaluate(script)


PICTURE_N = "() => document.getElementById('pic').dataset.n"


def test_data_asked_for_after_the_load_event_is_waited_for(
    base: str, async_chromium: AsyncChromium
) -> None:
    shown = async_chromium.run(_load_and_read, f"{base}/late-data.html", PICTURE_N)
    assert shown == "3", "settled before the slide data a timer asked for after load"


def test_a_short_timer_set_at_load_is_waited_for(base: str, async_chromium: AsyncChromium) -> None:
    assert async_chromium.run(_load_and_read, f"{base}/slow-timer.html", PICTURE_N) == "4"


def test_a_clock_re_arming_itself_is_not_waited_for(
    base: str, async_chromium: AsyncChromium
) -> None:
    async def pending(browser: Browser, url: str) -> int:
        async with open_tab(browser, BrowserSettings()) as tab:
            await tab.goto(url)
            await tab.page.wait_for_timeout(500)  # the clock has ticked and re-armed
            return int((await tab.evaluate("quiet"))["pending"])

    assert async_chromium.run(pending, f"{base}/clock.html") == 0


def test_a_picture_moved_frame_by_frame_is_waited_for(
    base: str, async_chromium: AsyncChromium
) -> None:
    async def press(browser: Browser, url: str) -> tuple[bool, int]:
        async with open_tab(browser, BrowserSettings()) as tab:
            await tab.goto(url)
            await tab.page.click("#next")
            settled = await tab.settle()
            return settled, await tab.page.evaluate("() => strip.scrollLeft")

    settled, left = async_chromium.run(press, f"{base}/scrolled.html")
    assert settled and left == 600, f"read while the strip was still moving (at {left} px)"
