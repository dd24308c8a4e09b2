"""Pressing a control the way a reader would (harvester/js/point.js, discover.act), on
small loopback pages: the gallery's clipping box is never scrolled, and a control that a
script adds after the page settled is waited for."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.async_api import Browser

from harvester.browser.launch import BrowserSettings
from harvester.gallery.discover import Trigger, act
from harvester.gallery.view import open_view
from testbeds.async_browser import AsyncChromium
from testbeds.page_server import serve_pages

#: a 600 px stage clipping a track of three 600 px slides, its next control inside it at
#: the right edge; clicking moves the track one slide (no transition)
TRACK = """<!doctype html><meta charset=utf-8>
<style>
#stage { position: relative; width: 600px; height: 300px; overflow: hidden; margin-top: 1400px; }
#track { display: flex; height: 100%; }
#track > div { flex: 0 0 600px; height: 100%; }
#next { position: absolute; right: 0; top: 120px; width: 40px; height: 60px; }
</style>
<div id=stage><div id=track><div>1</div><div>2</div><div>3</div></div>
<a id=next href="#"></a></div>
<script>
let i = 0;
document.getElementById("next").addEventListener("click", (e) => {
  e.preventDefault(); i += 1;
  document.getElementById("track").style.transform = `translateX(${-600 * i}px)`;
});
</script>"""

#: the control appears 700 ms after load, when the page has long been still
LATE = """<!doctype html><meta charset=utf-8><p id=out>0</p>
<script>
setTimeout(() => {
  const b = document.createElement("button"); b.id = "next"; b.textContent = "下一张";
  b.onclick = () => { document.getElementById("out").textContent = "1"; };
  document.body.appendChild(b);
}, 700);
</script>"""

#: a picture that pages by the half it is clicked on (its handler reads offsetX), its
#: box wrapping it paging the same way, and a narrow button that counts every click
HALVES = """<!doctype html><meta charset=utf-8><p id=out>0</p>
<img id=pic width=600 height=400 style="cursor:pointer"
 src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
<div id=box style="width:600px;height:300px;background:#ccc"></div>
<button id=small style="width:30px;height:30px">›</button>
<script>
let i = 0;
const out = () => { document.getElementById("out").textContent = String(i); };
for (const id of ["pic", "box"]) {
  const el = document.getElementById(id);
  el.onclick = (e) => { i += e.offsetX > el.offsetWidth / 2 ? 1 : -1; out(); };
}
document.getElementById("small").onclick = () => { i += 1; out(); };
</script>"""

PAGES = {"/track.html": TRACK, "/late.html": LATE, "/halves.html": HALVES}


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    with serve_pages(PAGES) as url:
        yield url


async def _pressed(browser: Browser, url: str, xpath: str, script: str) -> object:
    settings = BrowserSettings()
    async with open_view(browser, settings) as view:
        await view.load(url)
        pressed = await act(view, Trigger("xpath", xpath))
        await view.tab.settle()
        return pressed, await view.tab.page.evaluate(script)


def test_a_press_scrolls_the_window_never_the_galleries_clipping_box(
    base: str, async_chromium: AsyncChromium
) -> None:
    pressed, (scroll_left, offset, window_y) = async_chromium.run(
        _pressed,
        base + "/track.html",
        "//a[@id='next']",
        """() => {
            const stage = document.getElementById("stage");
            const slide = document.querySelector("#track > div:nth-child(2)");
            return [stage.scrollLeft,
                    slide.getBoundingClientRect().left - stage.getBoundingClientRect().left,
                    window.scrollY];
        }""",
    )
    assert pressed
    assert scroll_left == 0  # scrollIntoView would have scrolled the stage to the control
    assert offset == 0  # so slide 2 fills the stage, as a reader sees it
    assert window_y > 0  # the control was below the window: the window scrolled to it


def test_a_control_added_after_the_page_settled_is_waited_for(
    base: str, async_chromium: AsyncChromium
) -> None:
    pressed, out = async_chromium.run(
        _pressed,
        base + "/late.html",
        "//button[@id='next']",
        "() => document.getElementById('out').textContent",
    )
    assert (pressed, out) == (True, "1")


def test_a_control_that_never_comes_is_not_pressed(
    base: str, async_chromium: AsyncChromium
) -> None:
    pressed, _ = async_chromium.run(
        _pressed, base + "/late.html", "//button[@id='gone']", "() => 0"
    )
    assert pressed is False


@pytest.mark.parametrize("xpath", ["//img[@id='pic']", "//div[@id='box']", "//button[@id='small']"])
def test_a_wide_control_is_pressed_on_its_right_half(
    base: str, async_chromium: AsyncChromium, xpath: str
) -> None:
    """A picture (or the box around it) whose click pages by the half it hits goes to the
    next picture; a narrow control is pressed as well."""
    pressed, out = async_chromium.run(
        _pressed, base + "/halves.html", xpath, "() => document.getElementById('out').textContent"
    )
    assert (pressed, out) == (True, "1")
