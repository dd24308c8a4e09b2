"""A phone's gallery, paged by touch (:mod:`harvester.browser.touch`,
:mod:`harvester.gallery.mobile`).

The pure tests read the signs of a page made for a phone. The browser tests use a swipe
track that listens to touch events only, as Vant's ``van-swipe`` and hand-written phone
albums do: a finger's swipe moves it one picture, a mouse drag does not; a tab made a
phone reports a phone's window and touch points from its next load on.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from playwright.async_api import Browser as AsyncBrowser

from harvester.api import harvest_url
from harvester.browser.launch import BrowserSettings
from harvester.browser.tab import Tab, open_tab
from harvester.browser.touch import PHONE_VIEWPORT, as_phone, mouse_swipe, touch_swipe
from harvester.gallery import discover
from harvester.gallery.mobile import PHONE_COLUMN_PX, mobile_signs
from harvester.record import HarvestRecord
from harvester.store import models
from testbeds.page_server import serve_pages

if TYPE_CHECKING:
    from testbeds.async_browser import AsyncChromium

RESPONSIVE = "width=device-width, initial-scale=1"
PHONE_ONLY = "width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=no"


@pytest.mark.parametrize(
    ("url", "viewport", "column", "sign"),
    [
        ("https://m.sohu.com/a/1", None, 1920, "a mobile host (m.sohu.com)"),
        ("https://3g.163.com/news/1.html", None, 1920, "a mobile host"),
        ("https://news.example.cn/wap/2024/1.html", None, 1920, "a mobile folder (/wap/)"),
        ("https://news.example.cn/a/1.html", PHONE_ONLY, 1920, "a phone's viewport"),
        ("https://news.example.cn/a/1.html", RESPONSIVE, 640, "a phone's column (640 px"),
    ],
)
def test_the_signs_of_a_page_made_for_a_phone(
    url: str, viewport: str | None, column: float, sign: str
) -> None:
    signs = mobile_signs(url, viewport, column, 1920)
    assert any(found.startswith(sign) for found in signs), signs


@pytest.mark.parametrize(
    ("url", "viewport", "column"),
    [
        ("https://news.example.cn/a/1.html", None, 1200),  # a desktop page
        ("https://news.example.cn/a/1.html", RESPONSIVE, 1200),  # responsive, zoomable
        ("https://news.example.cn/a/1.html", None, 640),  # narrow, no viewport meta
        ("https://m.cn/a/1.html", None, 1200),  # a two-label host named m
        ("https://news.example.cn/am/1.html", "width=1200", 1200),  # no device width
    ],
)
def test_what_desktop_pages_show_is_no_sign(url: str, viewport: str | None, column: float) -> None:
    assert mobile_signs(url, viewport, column, 1920) == []
    assert column > PHONE_COLUMN_PX or viewport is None


def test_the_store_knows_every_trigger_kind_discovery_makes() -> None:
    assert set(models.TRIGGER_KINDS) == set(discover.TRIGGER_KINDS)
    assert discover.Trigger.parse("touch:picture") == discover.TOUCH


#: Five pictures in a track that moves on touch events only (no click, no key, no mouse).
TOUCH_TRACK = (
    """<!doctype html><meta charset=utf-8>
<meta name="viewport" content="width=device-width, initial-scale=1, user-scalable=no">
<div id=stage style="width: 360px; overflow: hidden"><div id=track style="display: flex;
 width: 1800px">"""
    + "".join(f'<img src="/p{i}.png" width=360 height=240 style="flex: none">' for i in range(1, 6))
    + """</div></div><div id=num>1/5</div>
<script>
let at = 0, x0 = null;
const stage = document.getElementById("stage"), track = document.getElementById("track");
stage.addEventListener("touchstart", (e) => { x0 = e.touches[0].clientX; });
stage.addEventListener("touchmove", (e) => { e.preventDefault(); }, { passive: false });
stage.addEventListener("touchend", (e) => {
  const dx = e.changedTouches[0].clientX - x0;
  if (dx < -30 && at < 4) at++;
  if (dx > 30 && at > 0) at--;
  track.style.transform = `translateX(${-360 * at}px)`;
  document.getElementById("num").textContent = `${at + 1}/5`;
});
</script>"""
)


#: A phone's album (zoom forbidden): five pictures in a track a finger pages, each with
#: its caption below, a "1/5" indicator; no arrow, no key, no mouse; ``/album2.html``
#: another album of the same site.
def phone_album(name: str) -> str:
    slides = "".join(
        f'<div class=s style="flex: none; width: 360px"><img src="/{name}-{i}.png" '
        f"width=360 height=240><p class=cap>{name}第{i}张：渔船陆续驶出港口。</p></div>"
        for i in range(1, 6)
    )
    return (
        TOUCH_TRACK.split("<div id=stage")[0]
        + f"<title>{name}</title><h1>{name}</h1>"
        + '<div id=stage style="width: 360px; overflow: hidden"><div id=track '
        + f'style="display: flex; width: 1800px">{slides}</div></div><div id=num>1/5</div>'
        + "<script>"
        + TOUCH_TRACK.split("<script>")[1]
    )


#: A thumbnail that opens its viewer on a finger's tap only (``touchend``), as phone
#: photo pages do.
TAP_ONLY = """<!doctype html><meta charset=utf-8>
<img id=thumb src="/t1.png" width=160 height=120>
<p id=state>closed</p><script>
document.getElementById("thumb").addEventListener("touchend", () => {
  document.getElementById("state").textContent = "open";
});
</script>"""


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    pages = {"/touch.html": TOUCH_TRACK, "/tap.html": TAP_ONLY}
    pages |= {f"/m/{name}.html": phone_album(name) for name in ("album1", "album2")}
    with serve_pages(pages) as url:
        yield url


def _on_tab(async_chromium: AsyncChromium, url: str, work):  # type: ignore[no-untyped-def]
    async def run(browser: AsyncBrowser):  # type: ignore[no-untyped-def]
        settings = BrowserSettings()
        async with open_tab(browser, settings) as tab:
            await tab.goto(url)
            return await work(tab)

    return async_chromium.run(run)


async def _counter(tab: Tab) -> str:
    return str(await tab.page.inner_text("#num"))


@pytest.mark.browser
def test_a_fingers_swipe_pages_a_touch_track_a_mouse_drag_does_not(
    async_chromium: AsyncChromium, base: str
) -> None:
    async def work(tab: Tab) -> list[str]:
        seen = [await _counter(tab)]
        assert await mouse_swipe(tab, "//div[@id='stage']")
        seen.append(await _counter(tab))
        assert await touch_swipe(tab, "//div[@id='stage']")
        seen.append(await _counter(tab))
        assert not await touch_swipe(tab, "//div[@id='nowhere']")
        return seen

    assert _on_tab(async_chromium, f"{base}/touch.html", work) == ["1/5", "1/5", "2/5"]


@pytest.mark.browser
def test_a_tab_made_a_phone_has_a_phones_window_and_touch(
    async_chromium: AsyncChromium, base: str
) -> None:
    probe = (
        "() => [window.innerWidth, 'ontouchstart' in window,"
        " matchMedia('(pointer: coarse)').matches]"
    )

    async def work(tab: Tab) -> tuple[list[object], list[object]]:
        before = await tab.page.evaluate(probe)
        await as_phone(tab)
        await tab.goto(tab.page.url)
        return before, await tab.page.evaluate(probe)

    before, after = _on_tab(async_chromium, f"{base}/touch.html", work)
    assert before[0] > PHONE_VIEWPORT[0] and before[1] is False
    assert after == [PHONE_VIEWPORT[0], True, True]


@pytest.mark.browser
def test_a_press_on_a_phone_is_a_fingers_tap(async_chromium: AsyncChromium, base: str) -> None:
    """On a desktop a press is a mouse click; on a tab made a phone, a tap."""

    async def work(tab: Tab) -> list[str]:
        found = []
        assert await tab.press("//img[@id='thumb']")
        found.append(str(await tab.page.inner_text("#state")))
        await as_phone(tab)
        await tab.goto(tab.page.url)
        assert await tab.press("//img[@id='thumb']")
        found.append(str(await tab.page.inner_text("#state")))
        return found

    assert _on_tab(async_chromium, f"{base}/tap.html", work) == ["closed", "open"]


@pytest.mark.browser
def test_a_phones_album_is_harvested_by_touch_and_its_site_learns_it(
    base: str, tmp_path: Path
) -> None:
    """Rendered as a phone (a mobile folder, zoom forbidden), paged by a finger's swipe,
    every picture with its caption; the site's second album pages at once by touch."""
    settings = BrowserSettings(allowed_hosts=("127.0.0.1",))
    db = f"sqlite:///{tmp_path / 'store.sqlite3'}"

    async def both() -> list[HarvestRecord]:
        return [
            await harvest_url(f"{base}/m/{name}.html", db=db, settings=settings)
            for name in ("album1", "album2")
        ]

    first, second = asyncio.run(both())
    for record, name in ((first, "album1"), (second, "album2")):
        assert (record.status, record.kind, record.trigger) == ("ok", "gallery", "touch:picture")
        assert [s["image"].rsplit("/", 1)[-1] for s in record.slides] == [
            f"{name}-{i}.png" for i in range(1, 6)
        ]
        assert [s["caption"] for s in record.slides] == [
            f"{name}第{i}张：渔船陆续驶出港口。" for i in range(1, 6)
        ]
        assert "rendered as a phone" in (record.note or "")
    assert (first.template, second.template, second.probes) == ("discovered", "hit", 0)
