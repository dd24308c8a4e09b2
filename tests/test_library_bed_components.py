"""Oracle check of the components family of the real-library test bed
(``testbeds/libraries/components``): single-page news sites drawn by Vue 3 and React UI
component libraries from the page's data.

Every gallery page is opened in headless Chromium as its reader would see it: a desktop page in
a 1280×800 window, a phone page in a 390×844 touch screen (``device_scale_factor`` 3,
``is_mobile``, ``has_touch``). A gallery that is a grid of thumbnails opening a viewer is
opened by its first thumbnail (``oracle.open``), clicked with the mouse or tapped with a
finger. Then the gallery is paged as its reader pages it: ``input: mouse`` clicks the
``oracle.next`` control with the real mouse at its centre; ``input: touch`` swipes a finger
across ``oracle.swipe`` (CDP ``Input.dispatchTouchEvent``: touchStart, touchMoves, touchEnd),
and on these galleries a mouse drag across the same element is first checked to do nothing.
After each step the walk waits until the pictures' boxes and opacities have not changed for
three animation frames and no finite animation runs, then checks that the large picture shown
(the ``oracle.picture`` match with the largest visible box, clipped by its ancestors) and the
caption shown (the visible ``oracle.caption`` match, or the shown picture's
``oracle.caption_attr``) are the truth's, and so are the ``oracle.credit`` element (the
photographer in an element of its own) and the ``oracle.counter`` (``k / N``). A gallery with
``twin_arrows`` must have a sibling of its next control with exactly the same classes, and on a
right-to-left page the next control must lie left of the picture. A gallery that opens on
picture ``oracle.start`` (> 1) is walked from there to the last picture, past it
(``wrap``/``rewind``: picture 1) and on to the picture before the start, so that every picture
is seen. ``oracle.end``: ``wrap`` and ``rewind`` show picture 1 after the last; ``stop`` keeps
the last one (the next control disabled or hidden, or a click or swipe that changes nothing).

No page may request a trap page or any host but 127.0.0.1, and every link the framework drew
must lead to one of the site's trap pages. Every article must show its truth paragraphs once
drawn, and every trap path must answer 200. Held-out sites are walked only under
``HARVEST_ORACLE_HELD_OUT=1``.
"""

from __future__ import annotations

import asyncio
import json
import math
import random
import re
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest
from playwright.async_api import Browser, CDPSession, Page, Route, async_playwright

from harvester.browser.launch import CHROMIUM_ARGS, chromium_path
from testbeds.libraries import LibraryServer, load_truth, walked_in_this_run
from testbeds.libraries.server import ROOT

CHROMIUM = chromium_path()  # the harvester's: $HARVEST_CHROMIUM, else Debian's
ARGS = list(CHROMIUM_ARGS)
COMPONENTS = ROOT / "components"
TRUTH = load_truth(families=("components",))
GALLERIES = sorted(k for k, p in TRUTH["pages"].items() if p["kind"] == "gallery")
ARTICLES = sorted(k for k, p in TRUTH["pages"].items() if p["kind"] == "article")
#: the pages walked in this run (the held-out sites' with ``make bench-oracle`` only)
WALKED_GALLERIES = walked_in_this_run(TRUTH, GALLERIES)
WALKED_ARTICLES = walked_in_this_run(TRUTH, ARTICLES)
SITES = sorted(TRUTH["sites"])
PICTURE_WORDS = re.compile(r"photo|pic|tuji|slide|gallery|album|图", re.I)

#: pages walked at once in one Chromium, each in its own context
PARALLEL = 3
#: how long a step may take to show its picture once the motion has stopped
STEP_TIMEOUT = 6.0
DESKTOP = {"viewport": {"width": 1280, "height": 800}}
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 3,
    "is_mobile": True,
    "has_touch": True,
}

#: the visible area of an element: its box clipped by every ancestor that clips its overflow
#: (up to the first fixed one), 0 when it or an ancestor is not displayed, it is not visible,
#: or the product of the opacities up the tree is under one half
AREA_JS = """(el, viewport) => {
  const r = el.getBoundingClientRect();
  if (r.width < 2 || r.height < 2) return 0;
  let L = r.left, T = r.top, R = r.right, B = r.bottom;
  if (viewport) {
    L = Math.max(L, 0); T = Math.max(T, 0);
    R = Math.min(R, innerWidth); B = Math.min(B, innerHeight);
  }
  let op = 1, clip = true;
  for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
    const cs = getComputedStyle(e);
    if (cs.display === 'none') return 0;
    op *= parseFloat(cs.opacity);
    if (e !== el && clip && (cs.overflowX !== 'visible' || cs.overflowY !== 'visible')) {
      const b = e.getBoundingClientRect();
      L = Math.max(L, b.left); T = Math.max(T, b.top);
      R = Math.min(R, b.right); B = Math.min(B, b.bottom);
    }
    if (cs.position === 'fixed') clip = false;
  }
  if (op < 0.5 || getComputedStyle(el).visibility !== 'visible') return 0;
  return Math.max(0, R - L) * Math.max(0, B - T);
}"""

#: the match of a selector that the reader sees best (largest visible area), or null
BEST_JS = f"""(sel, viewport) => {{
  const area = {AREA_JS};
  let best = null, most = 0;
  for (const el of document.querySelectorAll(sel)) {{
    const a = area(el, viewport);
    if (a > most) {{ most = a; best = el; }}
  }}
  return best ? [best, most] : null;
}}"""

#: the shown picture (its address, loaded, mostly visible, centre in the viewport), the
#: caption shown and the credit shown
SHOWN_JS = f"""(o) => {{
  const best = {BEST_JS};
  const got = best(o.picture, false);
  const out = {{src: null, loaded: false, whole: false, inView: false, caption: '', credit: ''}};
  if (got) {{
    const [img, a] = got;
    const r = img.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    out.src = img.currentSrc || img.src || null;
    out.loaded = img.complete && img.naturalWidth > 1;
    out.whole = a >= 0.5 * r.width * r.height;
    out.inView = x >= 0 && x <= innerWidth && y >= 0 && y <= innerHeight;
    if (o.caption_attr) out.caption = img.getAttribute(o.caption_attr) || '';
  }}
  if (o.caption) {{
    const c = best(o.caption, false);
    out.caption = c ? c[0].innerText : '';
  }}
  if (o.credit) {{
    const c = best(o.credit, false);
    out.credit = c ? c[0].innerText : '';
  }}
  if (o.counter) {{
    const c = best(o.counter, false);
    out.counter = c ? c[0].innerText : '';
  }}
  return out;
}}"""

#: the next control beside the picture: whether a sibling of the same tag carries exactly
#: its classes (twin arrows), and whether it lies left of the shown picture's centre
TWIN_JS = f"""([next, picture]) => {{
  const best = {BEST_JS};
  const el = best(next, false), img = best(picture, false);
  if (!el || !img) return null;
  const me = el[0];
  const twins = [...me.parentElement.children].filter((s) => s !== me &&
    s.tagName === me.tagName && s.getAttribute('class') === me.getAttribute('class'));
  const a = me.getBoundingClientRect(), b = img[0].getBoundingClientRect();
  return {{twin: twins.length > 0, left: a.left + a.width / 2 < b.left + b.width / 2}};
}}"""

#: resolves once the pictures' boxes and opacities are unchanged over three animation frames
#: and no finite animation or transition runs (true), or after 10 s (false)
SETTLE_JS = """async (sel) => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const sig = () => {
    const parts = [];
    for (const el of document.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      let op = 1;
      for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
        op *= parseFloat(getComputedStyle(e).opacity);
      }
      parts.push([r.x, r.y, r.width, r.height, op.toFixed(2)].join(','));
    }
    const busy = document.getAnimations().filter((a) => a.playState === 'running' &&
      a.effect && a.effect.getComputedTiming().iterations !== Infinity).length;
    return parts.join(';') + '|' + busy;
  };
  const t0 = performance.now();
  let last = sig(), same = 0;
  while (same < 3) {
    await frame();
    const now = sig();
    if (now === last && now.endsWith('|0')) same += 1;
    else { same = 0; last = now; }
    if (performance.now() - t0 > 10000) return false;
  }
  return true;
}"""

#: the visible match of a control (or the first match, for a thumbnail): its centre (scrolled
#: into view first) and whether it is disabled; null when no match is visible
CONTROL_JS = f"""([sel, first]) => {{
  const got = first ? [document.querySelector(sel)] : ({BEST_JS})(sel, false);
  if (!got || !got[0]) return null;
  const el = got[0];
  let r = el.getBoundingClientRect();
  if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) {{
    el.scrollIntoView({{block: 'center', inline: 'nearest'}});
    r = el.getBoundingClientRect();
  }}
  const cs = getComputedStyle(el);
  const disabled = el.disabled === true || el.getAttribute('aria-disabled') === 'true' ||
    /disabled/.test(el.getAttribute('class') || '') || cs.pointerEvents === 'none';
  return {{x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height,
           disabled}};
}}"""

#: scroll the shown picture's centre into the viewport, as a reader scrolls to the gallery
SCROLL_JS = f"""(sel) => {{
  const got = ({BEST_JS})(sel, false);
  if (!got) return false;
  const r = got[0].getBoundingClientRect();
  if (r.top < 0 || r.bottom > innerHeight) got[0].scrollIntoView({{block: 'center'}});
  return true;
}}"""

#: every link the page holds once drawn
LINKS_JS = """() => [...document.querySelectorAll('a[href]')].map((a) => a.href)"""


def norm(text: Any) -> str:
    """Collapse whitespace as the scorer does."""
    return re.sub(r"\s+", " ", text if isinstance(text, str) else "").strip()


class Walk:
    """What one opened page did: the paths and foreign addresses it asked for, the failures
    seen, its body text (articles), its links, and how long it took."""

    def __init__(self) -> None:
        self.paths: list[str] = []
        self.foreign: list[str] = []
        self.errors: list[str] = []
        self.links: list[str] = []
        self.body = ""
        self.seconds = 0.0


async def open_page(browser: Browser, base: str, key: str, walk: Walk) -> Page:
    """A fresh context (desktop or phone, as the site is) whose requests to any host but
    127.0.0.1 are refused and recorded; the page loaded."""
    site = TRUTH["sites"][TRUTH["pages"][key]["site"]]
    shape = PHONE if site["viewport"] == "phone" else DESKTOP
    context = await browser.new_context(**shape, locale="zh-CN")
    page = await context.new_page()
    base_path = urlsplit(base).path

    async def guard(route: Route) -> None:
        url = route.request.url
        parts = urlsplit(url)
        if url.startswith(("data:", "blob:")) or parts.hostname == "127.0.0.1":
            if parts.path.startswith(base_path):
                walk.paths.append(parts.path[len(base_path) :])
            await route.continue_()
        else:
            walk.foreign.append(url)
            await route.abort()

    await page.route("**/*", guard)
    await page.goto(base + key, wait_until="load")
    return page


async def shown(page: Page, oracle: dict[str, Any]) -> dict[str, Any]:
    return await page.evaluate(SHOWN_JS, oracle)


async def expect(
    page: Page, oracle: dict, base: str, slide: dict, step: str, total: int
) -> str | None:
    """Wait for the motion to stop, then for the truth's picture (loaded, shown whole, its
    centre in view) and caption (and credit); the failure, or None."""
    await page.wait_for_timeout(60)
    if not await page.evaluate(SETTLE_JS, oracle["picture"]):
        return f"{step}: the pictures never stopped moving"
    want = base + slide["image"]
    got: dict[str, Any] = {}
    deadline = time.monotonic() + STEP_TIMEOUT
    while True:
        got = await shown(page, oracle)
        ok = (
            got["src"] == want
            and got["loaded"]
            and got["whole"]
            and got["inView"]
            and norm(got["caption"]) == norm(slide["caption"])
        )
        if ok and oracle.get("credit"):
            ok = (slide.get("credit") or "") in got["credit"] and bool(got["credit"]) == bool(
                slide.get("credit")
            )
        if ok and oracle.get("counter"):
            ok = counted(got.get("counter"), slide["index"], total)
        if ok or time.monotonic() > deadline:
            break
        await page.wait_for_timeout(50)
    if got["src"] != want:
        return f"{step}: picture {got['src']} is not {want}"
    if not (got["loaded"] and got["whole"] and got["inView"]):
        return f"{step}: picture {want} not loaded, not whole or not in view: {got}"
    if norm(got["caption"]) != norm(slide["caption"]):
        return f"{step}: caption {got['caption']!r} is not {slide['caption']!r}"
    if oracle.get("credit") and (slide.get("credit") or "") not in got["credit"]:
        return f"{step}: credit {got['credit']!r} does not name {slide.get('credit')!r}"
    if oracle.get("credit") and got["credit"] and not slide.get("credit"):
        return f"{step}: a credit {got['credit']!r} is shown, the truth has none"
    if oracle.get("counter") and not counted(got.get("counter"), slide["index"], total):
        return f"{step}: the counter reads {got.get('counter')!r}"
    return None


def counted(text: Any, index: int, total: int) -> bool:
    """Whether a counter reads ``index / total``."""
    found = re.search(r"(\d+)\s*/\s*(\d+)", text if isinstance(text, str) else "")
    return bool(found) and (int(found[1]), int(found[2])) == (index, total)


async def box_of(page: Page, selector: str, first: bool = False) -> dict[str, Any] | None:
    return await page.evaluate(CONTROL_JS, [selector, first])


async def click(page: Page, selector: str, first: bool = False) -> dict[str, Any] | None:
    """The real mouse at the centre of the visible (or first) match; its box, or None."""
    box = await box_of(page, selector, first)
    if box is None:
        return None
    await page.mouse.move(box["x"], box["y"])
    await page.mouse.click(box["x"], box["y"])
    return box


async def tap(page: Page, selector: str, first: bool = False) -> dict[str, Any] | None:
    """A finger's tap at the centre of the visible (or first) match; its box, or None."""
    box = await box_of(page, selector, first)
    if box is None:
        return None
    await page.touchscreen.tap(box["x"], box["y"])
    return box


def _track(box: dict[str, Any], towards: str) -> tuple[float, float, float]:
    """Start x, end x and y of a swipe across 60% of the box's width."""
    left, right = box["x"] - box["w"] * 0.3, box["x"] + box["w"] * 0.3
    x0, x1 = (right, left) if towards == "left" else (left, right)
    return x0, x1, box["y"]


async def swipe(page: Page, cdp: CDPSession, selector: str, towards: str) -> bool:
    """A finger's swipe across the visible match: touchStart, 8 touchMoves 16 ms apart,
    touchEnd. ``towards`` is where the finger goes (``left`` shows the next picture in a
    left-to-right gallery)."""
    box = await box_of(page, selector)
    if box is None:
        return False
    x0, x1, y = _track(box, towards)
    send = cdp.send
    await send(
        "Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y}]}
    )
    for i in range(1, 9):
        await asyncio.sleep(0.016)
        x = x0 + (x1 - x0) * i / 8
        await send(
            "Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]}
        )
    await send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    return True


async def mouse_drag(page: Page, selector: str, towards: str) -> bool:
    """The same track as :func:`swipe`, with the mouse button held."""
    box = await box_of(page, selector)
    if box is None:
        return False
    x0, x1, y = _track(box, towards)
    await page.mouse.move(x0, y)
    await page.mouse.down()
    for i in range(1, 9):
        await page.mouse.move(x0 + (x1 - x0) * i / 8, y)
        await page.wait_for_timeout(16)
    await page.mouse.up()
    return True


def plan(slides: list[dict[str, Any]], start: int, end: str) -> list[tuple[dict, str, str]]:
    """The walk's steps: (slide expected, step name, action) with action ``none`` (as
    opened), ``next`` or ``stop`` (next past the last of a ``stop`` gallery)."""
    n = len(slides)
    steps = [(slides[start - 1], f"picture {start} (as opened)", "none")]
    steps += [(slides[i - 1], f"picture {i}", "next") for i in range(start + 1, n + 1)]
    if end == "stop":
        steps.append((slides[-1], "past the last (stop)", "stop"))
    else:
        steps.append((slides[0], f"past the last ({end})", "next"))
        steps += [(slides[i - 1], f"picture {i} (after {end})", "next") for i in range(2, start)]
    return steps


async def press_next(page: Page, cdp: CDPSession | None, oracle: dict) -> str | None:
    """One "next" as the reader gives it; the failure, or None."""
    if oracle["input"] == "touch":
        assert cdp is not None
        if not await swipe(page, cdp, oracle["swipe"], oracle.get("towards", "left")):
            return "nothing to swipe"
        return None
    if await click(page, oracle["next"]) is None:
        return "no next control to click"
    return None


async def check_arrows(page: Page, truth: dict[str, Any]) -> str | None:
    """Twin arrows: the next control has a sibling of the same tag and classes. Right to
    left: the next control lies left of the picture. The failure, or None."""
    axes, oracle = truth["axes"], truth["oracle"]
    if oracle["input"] != "mouse" or (axes["twin_arrows"] == "no" and axes["dir"] == "ltr"):
        return None
    await page.locator(oracle["picture"]).first.wait_for(state="attached", timeout=10000)
    got = await page.evaluate(TWIN_JS, [oracle["next"], oracle["picture"]])
    if got is None:
        return "no next control or picture to compare"
    if axes["twin_arrows"] == "yes" and not got["twin"]:
        return "the next control has no twin with the same classes"
    if (axes["dir"] == "rtl") != got["left"]:
        return f"the next control is {'left' if got['left'] else 'right'} of the picture"
    return None


def check_links(links: list[str], base: str, site: dict[str, Any]) -> str | None:
    traps = {base + t for t in site["traps"]}
    wrong = sorted({a.split("#")[0] for a in links} - traps)
    return f"links to pages that are not traps: {wrong[:5]}" if wrong else None


async def walk_gallery(browser: Browser, base: str, key: str, walk: Walk) -> None:
    truth = TRUTH["pages"][key]
    site = TRUTH["sites"][truth["site"]]
    oracle, slides = truth["oracle"], truth["slides"]
    page = await open_page(browser, base, key, walk)
    cdp = await page.context.new_cdp_session(page) if oracle["input"] == "touch" else None
    try:
        first = oracle.get("open") or oracle["picture"]
        await page.locator(first).first.wait_for(state="visible", timeout=15000)
        walk.links = await page.evaluate(LINKS_JS)
        if oracle.get("open"):
            press = tap if oracle["input"] == "touch" else click
            opened = await press(page, oracle["open"], True)
            if opened is None:
                walk.errors.append("no thumbnail to open")
                return
            await page.locator(oracle["picture"]).first.wait_for(state="attached", timeout=10000)
        else:
            await page.evaluate(SCROLL_JS, oracle["picture"])
        error = await check_arrows(page, truth)
        if error:
            walk.errors.append(error)
            return
        for slide, step, action in plan(slides, oracle.get("start", 1), oracle["end"]):
            if action == "none" and oracle["input"] == "touch":
                error = await expect(page, oracle, base, slide, step, len(slides))
                if error:
                    walk.errors.append(error)
                    return
                # a touch-only gallery: a mouse drag across it must not page it
                await mouse_drag(page, oracle["swipe"], oracle.get("towards", "left"))
                await page.wait_for_timeout(400)
                step += ", after a mouse drag"
            elif action == "next":
                failure = await press_next(page, cdp, oracle)
                if failure:
                    walk.errors.append(f"{step}: {failure}")
                    return
            elif action == "stop" and oracle["input"] == "mouse":
                control = await box_of(page, oracle["next"])
                if control is not None and not control["disabled"]:
                    await click(page, oracle["next"])
                await page.wait_for_timeout(400)
            elif action == "stop":
                await press_next(page, cdp, oracle)
                await page.wait_for_timeout(400)
            error = await expect(page, oracle, base, slide, step, len(slides))
            if error:
                walk.errors.append(error)
                return
        if await page.evaluate(LINKS_JS) != walk.links:
            walk.links += await page.evaluate(LINKS_JS)
        error = check_links(walk.links, base, site)
        if error:
            walk.errors.append(error)
    finally:
        await page.context.close()


async def read_article(browser: Browser, base: str, key: str, walk: Walk) -> None:
    """The article's text once the framework has drawn it (up to 15 s), and its links."""
    truth = TRUTH["pages"][key]
    page = await open_page(browser, base, key, walk)
    try:
        paragraphs = [norm(p) for p in truth["text"].split("\n")]
        deadline = time.monotonic() + 15
        while True:
            walk.body = norm(await page.inner_text("body"))
            if all(p in walk.body for p in paragraphs) or time.monotonic() > deadline:
                break
            await page.wait_for_timeout(100)
        walk.links = await page.evaluate(LINKS_JS)
        error = check_links(walk.links, base, TRUTH["sites"][truth["site"]])
        if error:
            walk.errors.append(error)
    finally:
        await page.context.close()


async def walk_all(base: str) -> dict[str, Walk]:
    """Every walked gallery and article, PARALLEL pages at a time in one Chromium; a walk that
    failed among the others is walked again alone, once (a wrong truth fails again)."""
    walks = {key: Walk() for key in WALKED_GALLERIES + WALKED_ARTICLES}
    gate = asyncio.Semaphore(PARALLEL)
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)

        async def one(key: str) -> None:
            async with gate:
                run = walk_gallery if key in GALLERIES else read_article
                t0 = time.monotonic()
                try:
                    await asyncio.wait_for(run(browser, base, key, walks[key]), 90)
                except Exception as exc:  # reported by the test of this page
                    walks[key].errors.append(f"{type(exc).__name__}: {exc}")
                walks[key].seconds = time.monotonic() - t0

        try:
            await asyncio.gather(*(one(key) for key in walks))
            for key in [k for k, w in walks.items() if w.errors]:
                walks[key] = Walk()
                await one(key)
        finally:
            await browser.close()
    return walks


@pytest.fixture(scope="module")
def served() -> Iterator[tuple[LibraryServer, str]]:
    """The library test bed served from 127.0.0.1, and its base URL."""
    server = LibraryServer()
    base = server.start()
    try:
        yield server, base
    finally:
        server.stop()


@pytest.fixture(scope="module")
def walked(served: tuple[LibraryServer, str]) -> dict[str, Walk]:
    """Every walked page opened once, PARALLEL at a time in one Chromium."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"Chromium binary not found at {CHROMIUM}")
    server, base = served
    before = len(server.requests)
    walks = asyncio.run(walk_all(base))
    asked = {p.split("?")[0] for p in server.requests[before:]}
    traps = {t for s in SITES for t in TRUTH["sites"][s]["traps"]}
    assert not asked & traps, f"trap pages loaded: {sorted(asked & traps)}"
    return walks


@pytest.mark.parametrize("key", WALKED_GALLERIES)
def test_gallery_walk_matches_truth(walked: dict[str, Walk], key: str) -> None:
    walk = walked[key]
    assert not walk.errors, walk.errors
    assert not walk.foreign, f"other hosts requested: {walk.foreign}"
    traps = set(TRUTH["sites"][TRUTH["pages"][key]["site"]]["traps"])
    assert not {p.split("?")[0] for p in walk.paths} & traps


@pytest.mark.parametrize("key", WALKED_ARTICLES)
def test_article_holds_every_paragraph(walked: dict[str, Walk], key: str) -> None:
    walk = walked[key]
    assert not walk.errors, walk.errors
    paragraphs = TRUTH["pages"][key]["text"].split("\n")
    assert len(paragraphs) >= 6
    for para in paragraphs:
        assert norm(para) in walk.body, para
    assert not walk.foreign, f"other hosts requested: {walk.foreign}"


@pytest.mark.parametrize("sid", SITES)
def test_traps_answer(served: tuple[LibraryServer, str], sid: str) -> None:
    _, base = served
    traps = TRUTH["sites"][sid]["traps"]
    assert traps
    for trap in traps:
        with urllib.request.urlopen(base + trap, timeout=10) as answer:
            assert answer.status == 200, trap


def test_held_out_third() -> None:
    """Exactly a third (rounded up) of the first round held out, drawn with
    ``random.Random(2026).sample(sorted(site_names), k)``; a later round is held out whole."""
    first = [s for s in SITES if TRUTH["sites"][s].get("round", 1) == 1]
    names = sorted(Path(s).name for s in first)
    assert len(names) >= 9
    held = sorted(Path(s).name for s in first if TRUTH["sites"][s]["held_out"])
    assert held == sorted(random.Random(2026).sample(names, math.ceil(len(names) / 3)))
    assert all(TRUTH["sites"][s]["held_out"] for s in SITES if s not in first)


def test_truth_shape_and_mechanisms() -> None:
    """Every site has two galleries (4–12 pictures, one without caption, the second one's URL
    without a picture word) and an article; the mechanisms the family is for are covered."""
    axes: dict[str, set[str]] = {}
    for sid in SITES:
        site = TRUTH["sites"][sid]
        assert site["family"] == "components"
        assert site["kind"] in ("slider", "lightbox", "mobile")
        for field in ("library", "npm", "version", "licence", "round", "notes"):
            assert site.get(field), (sid, field)
        keys = [k for k, p in TRUTH["pages"].items() if p["site"] == sid]
        orders = sorted(TRUTH["pages"][k].get("order", 0) for k in keys)
        assert orders == [0, 1, 2], sid
    assert len({TRUTH["sites"][s]["library"] for s in SITES}) == len(SITES)
    for key in GALLERIES:
        page = TRUTH["pages"][key]
        slides, oracle, ax = page["slides"], page["oracle"], page["axes"]
        caps = [s["caption"] for s in slides]
        assert 4 <= len(caps) <= 12, key
        assert caps.count("") == 1, key
        assert all(c == "" or 15 <= len(c) <= 60 for c in caps), key
        assert len(set(caps)) == len(caps), key
        assert [s["index"] for s in slides] == list(range(1, len(caps) + 1)), key
        assert not any(re.search(r"-\d+t-", s["image"]) for s in slides), key  # no thumbnail
        path = key.split("/", 2)[2]
        assert (PICTURE_WORDS.search(path) is not None) == (ax["url_word"] == "yes"), key
        if page["order"] == 2:
            assert ax["url_word"] == "no", key
        assert ax["end"] == oracle["end"] and ax["input"] == oracle["input"], key
        assert (ax["start"] == "middle") == (oracle.get("start", 1) > 1), key
        assert oracle.get("start", 1) == 1 or oracle["end"] != "stop", key
        assert ax["opener"] == "none" or oracle.get("open"), key
        assert oracle.get("swipe") if ax["input"] == "touch" else oracle.get("next"), key
        assert ax["viewport"] == TRUTH["sites"][page["site"]]["viewport"], key
        assert (ax["counter"] == "yes") == bool(oracle.get("counter")), key
        for name, value in ax.items():
            axes.setdefault(name, set()).add(value)
    assert axes["framework"] == {"vue", "react"}
    assert axes["viewport"] == {"desktop", "phone"}
    assert axes["input"] == {"mouse", "touch"}
    assert {"none", "tap_thumbnail", "click_thumbnail"} <= axes["opener"]
    assert axes["captions_in"] >= {
        "slide_overlay",
        "viewer_toolbar",
        "teleported",
        "box",
        "alt_only",
    }
    assert axes["counter"] == {"yes", "no"}
    assert axes["end"] == {"wrap", "stop", "rewind"}
    assert "yes" in axes["twin_arrows"] and "middle" in axes["start"] and "rtl" in axes["dir"]
    assert any(s.get("credit") for k in GALLERIES for s in TRUTH["pages"][k]["slides"])
    assert any("（摄影：" in s["caption"] for k in GALLERIES for s in TRUTH["pages"][k]["slides"])


def test_pages_are_shells_and_reference_no_other_host() -> None:
    """The HTML holds an empty mount point and no picture of the gallery: the framework draws
    the page. No page, stylesheet, site script or data file names another host."""
    for key, page in TRUTH["pages"].items():
        text = (ROOT / key).read_text("utf-8")
        assert re.search(r'<div id="(?:app|root)"[^>]*></div>', text), key
        markup = re.sub(r"<script\b.*?</script>", "", text, flags=re.S)
        for slide in page.get("slides", []):
            assert Path(slide["image"]).name not in markup, key
    for path in COMPONENTS.glob("*/**/*"):
        if "vendor" in path.parts or not path.is_file():
            continue
        if path.suffix in (".html", ".htm", ".css", ".js", ".json", ""):
            text = path.read_text("utf-8")
            assert not re.search(r"(?:https?:)?//[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}", text), path
        if path.suffix == ".json":
            json.loads(path.read_text("utf-8"))


@pytest.mark.parametrize("sid", SITES)
def test_vendored_packages_carry_their_licence(sid: str) -> None:
    vendor = ROOT / sid / "vendor"
    names = [p for p in vendor.iterdir() if p.is_dir()]
    assert names, sid
    for pkg in names:
        assert any(re.match(r"licen[cs]e|package\.json", f.name, re.I) for f in pkg.iterdir()), pkg
