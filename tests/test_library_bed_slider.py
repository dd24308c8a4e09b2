"""Oracle check of the slider family of the real-library test bed (``testbeds/libraries/slider``).

Every gallery page of every site (held-out ones included) is opened in headless Chromium and
walked with the library's own next arrow, clicked with the real mouse at its centre, as a reader
would. A gallery whose autoplay runs from page load names in ``oracle.start`` the control that
shows picture 1 (its first thumbnail or pager dot); the walk clicks it first, which stops or
pauses the autoplay as a reader's click does. After each click the walk waits until the active
slide's box has not moved for three animation frames, then checks that the large picture shown
and the caption shown are the truth's, for the whole gallery, and that one more click past the
last picture does what ``oracle.end`` says (``wrap`` and ``rewind``: picture 1 again; ``stop``:
the last one stays). No page may request a trap page or any host but 127.0.0.1 while it is
opened and walked. Every article must hold its truth paragraphs, an article whose truth has an
``oracle`` (a slideshow embedded between its paragraphs) is walked like a gallery, and every
trap path must answer 200.
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
from playwright.async_api import Browser, Page, Request, async_playwright

from harvester.browser.launch import CHROMIUM_ARGS, chromium_path
from testbeds.libraries import LibraryServer, load_truth, walked_in_this_run
from testbeds.libraries.server import PICTURE, ROOT

CHROMIUM = chromium_path()  # the harvester's: $HARVEST_CHROMIUM, else Debian's
ARGS = list(CHROMIUM_ARGS)
SLIDER = ROOT / "slider"
TRUTH = load_truth(families=("slider",))
GALLERIES = sorted(k for k, p in TRUTH["pages"].items() if p["kind"] == "gallery")
ARTICLES = sorted(k for k, p in TRUTH["pages"].items() if p["kind"] == "article")
#: the pages walked in this run (the held-out sites' with ``make bench-oracle`` only)
WALKED_GALLERIES = walked_in_this_run(TRUTH, GALLERIES)
WALKED_ARTICLES = walked_in_this_run(TRUTH, ARTICLES)
SITES = sorted(TRUTH["sites"])
PICTURE_WORDS = re.compile(r"photo|pic|tuji|slide|gallery|album|图", re.I)

#: wait until the element's box is unchanged over three animation frames (true) or 10 s passed
SETTLE = """async (sel) => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const box = () => {
    const el = document.querySelector(sel);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    return [r.x, r.y, r.width, r.height].join(",");
  };
  const t0 = performance.now();
  let last = box(), same = 0;
  while (same < 3) {
    await frame();
    const now = box();
    if (now !== null && now === last) same += 1; else { same = 0; last = now; }
    if (performance.now() - t0 > 10000) return false;
  }
  return true;
}"""
#: what the reader sees: the active picture's address, whether its centre lies inside the
#: viewport and inside every ancestor that clips its overflow (the track's window), and the
#: visible text of the caption (none when the caption box is not rendered: innerText would
#: give the text of a box hidden with display:none)
SHOWN = """(o) => {
  const img = document.querySelector(o.picture);
  const cap = document.querySelector(o.caption);
  let inView = false;
  if (img) {
    const r = img.getBoundingClientRect();
    const x = r.x + r.width / 2, y = r.y + r.height / 2;
    const inside = (b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom;
    inView = r.width > 1 && inside({left: 0, top: 0, right: innerWidth, bottom: innerHeight});
    for (let el = img.parentElement; el && inView; el = el.parentElement) {
      const cs = getComputedStyle(el);
      if (cs.overflowX !== "visible" || cs.overflowY !== "visible") {
        inView = inside(el.getBoundingClientRect());
      }
    }
    inView = inView && getComputedStyle(img).visibility === "visible";
  }
  return {src: img ? (img.currentSrc || img.src) : null, top: inView,
          loaded: !!img && img.complete && img.naturalWidth > 1,
          caption: cap ? (cap.getClientRects().length ? cap.innerText : "") : null};
}"""

#: at the last picture of a ``stop`` gallery the next arrow is disabled or hidden
STOPPED = """(sel) => {
  const el = document.querySelector(sel);
  if (!el) return true;
  const r = el.getBoundingClientRect(), cs = getComputedStyle(el);
  return el.disabled || el.getAttribute("aria-disabled") === "true" ||
    /disabled/.test(el.getAttribute("class") || "") || r.width < 1 ||
    cs.visibility !== "visible" || cs.display === "none";
}"""


def norm(text: Any) -> str:
    """Collapse whitespace as the scorer does."""
    return re.sub(r"\s+", " ", text if isinstance(text, str) else "").strip()


class Walk:
    """What one opened page did: the hosts and paths it requested, the failures seen."""

    def __init__(self) -> None:
        self.hosts: set[str] = set()
        self.paths: set[str] = set()
        self.errors: list[str] = []
        self.body = ""


async def _open(browser: Browser, url: str, walk: Walk) -> Page:
    page = await browser.new_page(viewport={"width": 1280, "height": 900})

    def seen(request: Request) -> None:
        parts = urlsplit(request.url)
        if parts.scheme in ("http", "https", "ws", "wss"):
            walk.hosts.add(parts.hostname or "")
            walk.paths.add(parts.path.lstrip("/"))

    page.on("request", seen)
    await page.goto(url, wait_until="load")
    return page


async def _click_centre(page: Page, selector: str) -> bool:
    """Click the element at its centre with the mouse; False when it shows no box."""
    loc = page.locator(selector).first
    if await loc.count() == 0 or not await loc.is_visible():
        return False
    await loc.scroll_into_view_if_needed()
    box = await loc.bounding_box()
    if not box or box["width"] < 1 or box["height"] < 1:
        return False
    await page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    return True


async def _stopped(page: Page, selector: str) -> bool:
    """Whether the next arrow is disabled or hidden, waiting up to 4 s: a library may mark
    it once its motion has ended (a11y-slider, when the browser's smooth scroll stops),
    which on a loaded machine comes well after the last picture is in view."""
    deadline = time.monotonic() + 4
    while not await page.evaluate(STOPPED, selector):
        if time.monotonic() >= deadline:
            return False
        await page.wait_for_timeout(50)
    return True


async def _expect(page: Page, oracle: dict, base: str, slide: dict, step: str) -> str | None:
    """Wait for the track to stop, then for the picture to load and the caption to be the
    truth's (a cross-fade never moves the box, and some libraries write the caption when the
    fade ends); compare picture and caption with the truth. The failure, or None."""
    await page.wait_for_timeout(80)
    if not await page.evaluate(SETTLE, oracle["picture"]):
        return f"{step}: the track never stopped"
    want = base + slide["image"]
    shown: dict[str, Any] = {}
    deadline = time.monotonic() + 4
    while time.monotonic() < deadline:
        shown = await page.evaluate(SHOWN, oracle)
        if (
            shown["src"] == want
            and shown["loaded"]
            and shown["top"]
            and norm(shown["caption"]) == norm(slide["caption"])
        ):
            break
        await page.wait_for_timeout(50)
    if shown.get("src") != want:
        return f"{step}: picture {shown.get('src')} is not {want}"
    if not shown["loaded"] or not shown["top"]:
        return f"{step}: picture {want} is not loaded ({shown['loaded']}) or not in view"
    if norm(shown["caption"]) != norm(slide["caption"]):
        return f"{step}: caption {shown['caption']!r} is not {slide['caption']!r}"
    return None


async def _walk_gallery(browser: Browser, base: str, key: str, walk: Walk) -> None:
    truth = TRUTH["pages"][key]
    oracle, slides = truth["oracle"], truth["slides"]
    page = await _open(browser, base + key, walk)
    try:
        if oracle.get("start"):  # built by the library after load: wait for it
            start = page.locator(oracle["start"]).first
            await start.wait_for(state="visible", timeout=10000)
            if not await _click_centre(page, oracle["start"]):
                walk.errors.append("no start control to click")
                return
        steps = [(slides[0], "picture 1", False)]
        steps += [(s, f"picture {s['index']}", True) for s in slides[1:]]
        if oracle["end"] == "stop":
            steps.append((slides[-1], "past the last (stop)", None))
        else:
            steps.append((slides[0], f"past the last ({oracle['end']})", True))
        for slide, step, click in steps:
            if click is None and not await _stopped(page, oracle["next"]):
                walk.errors.append(f"{step}: the next arrow is neither disabled nor hidden")
                return
            if click is not False:
                clicked = await _click_centre(page, oracle["next"])
                if click and not clicked:
                    walk.errors.append(f"{step}: no next arrow to click")
                    return
            error = await _expect(page, oracle, base, slide, step)
            if error:
                walk.errors.append(error)
                return
    finally:
        await page.close()


async def _read_article(browser: Browser, base: str, key: str, walk: Walk) -> None:
    page = await _open(browser, base + key, walk)
    try:
        walk.body = norm(await page.inner_text("body"))
    finally:
        await page.close()
    if "oracle" in TRUTH["pages"][key]:  # a slideshow embedded between the paragraphs
        await _walk_gallery(browser, base, key, walk)


async def _walk_all(base: str) -> dict[str, Walk]:
    walks = {key: Walk() for key in WALKED_GALLERIES + WALKED_ARTICLES}
    gate = asyncio.Semaphore(6)
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)

        async def one(key: str) -> None:
            async with gate:
                run = _walk_gallery if key in GALLERIES else _read_article
                try:
                    await asyncio.wait_for(run(browser, base, key, walks[key]), 60)
                except Exception as exc:  # reported by the test of this page
                    walks[key].errors.append(f"{type(exc).__name__}: {exc}")

        try:
            await asyncio.gather(*(one(key) for key in walks))
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
    """Every gallery walked and every article read, six pages at a time in one Chromium."""
    if not Path(CHROMIUM).exists():
        pytest.skip(f"Chromium binary not found at {CHROMIUM}")
    server, base = served
    before = len(server.requests)
    walks = asyncio.run(_walk_all(base))
    asked = {p.split("?")[0] for p in server.requests[before:]}
    traps = {t for s in SITES for t in TRUTH["sites"][s]["traps"]}
    assert not asked & traps, f"trap pages loaded: {sorted(asked & traps)}"
    return walks


@pytest.mark.parametrize("key", WALKED_GALLERIES)
def test_gallery_walk_matches_truth(walked: dict[str, Walk], key: str) -> None:
    walk = walked[key]
    assert not walk.errors, walk.errors
    assert walk.hosts == {"127.0.0.1"}, walk.hosts
    traps = set(TRUTH["sites"][TRUTH["pages"][key]["site"]]["traps"])
    assert not walk.paths & traps, walk.paths & traps


@pytest.mark.parametrize("key", WALKED_ARTICLES)
def test_article_holds_every_paragraph(walked: dict[str, Walk], key: str) -> None:
    walk = walked[key]
    assert not walk.errors, walk.errors
    paragraphs = TRUTH["pages"][key]["text"].split("\n")
    assert len(paragraphs) >= 6
    for para in paragraphs:
        assert norm(para) in walk.body, para
    assert walk.hosts == {"127.0.0.1"}, walk.hosts


@pytest.mark.parametrize("sid", SITES)
def test_traps_answer(served: tuple[LibraryServer, str], sid: str) -> None:
    _, base = served
    traps = TRUTH["sites"][sid]["traps"]
    assert traps
    for trap in traps:
        with urllib.request.urlopen(base + trap, timeout=10) as answer:
            assert answer.status == 200, trap


def test_truth_shape_and_held_out_sites() -> None:
    first = [s for s in SITES if TRUTH["sites"][s].get("round", 1) == 1]
    names = sorted(Path(s).name for s in first)
    assert len(names) >= 9
    held = sorted(Path(s).name for s in first if TRUTH["sites"][s]["held_out"])
    assert all(TRUTH["sites"][s]["held_out"] for s in SITES if s not in first)
    k = math.ceil(len(names) / 3)
    assert held == sorted(random.Random(2026).sample(names, k))
    assert len({TRUTH["sites"][s]["library"] for s in SITES}) == len(SITES)
    motions = [TRUTH["pages"][k]["axes"]["motion"] for k in GALLERIES]
    assert sum(m in ("css_long", "per_frame") for m in motions) >= 6  # two galleries a site
    for key in GALLERIES:
        page = TRUTH["pages"][key]
        caps = [s["caption"] for s in page["slides"]]
        assert 4 <= len(caps) <= 12, key
        assert all(c == "" or 15 <= len(c) <= 60 for c in caps), key
        assert len({c for c in caps if c}) == len([c for c in caps if c]), key
        assert [s["index"] for s in page["slides"]] == list(range(1, len(caps) + 1))
        path = key.split("/", 2)[2]
        assert (PICTURE_WORDS.search(path) is not None) == (page["axes"]["url_word"] == "yes")
        if page["order"] == 2:
            assert page["axes"]["url_word"] == "no", key
        assert page["axes"]["end"] == page["oracle"]["end"]


def test_pages_reference_no_other_host() -> None:
    for path in SLIDER.glob("*/**/*"):
        if path.suffix in (".html", ".htm", ".shtml", ".css") and "vendor" not in path.parts:
            text = path.read_text("utf-8")
            assert not re.search(r"(?:https?:)?//[\w.-]+\.[a-z]{2,}", text), path
        if path.name == "truth.json":
            json.loads(path.read_text("utf-8"))


@pytest.mark.parametrize("sid", SITES)
def test_every_link_is_a_trap(sid: str) -> None:
    """Decoys, nav, sidebar and footer links lead to trap pages only: never to the other
    gallery or the article, which are harvested too. The one other link allowed is to a large
    picture of the page's own truth (fotorama's documented ``<a href="large.jpg">`` frames)."""
    site_dir = ROOT / sid
    traps = {t.removeprefix(sid + "/") for t in TRUTH["sites"][sid]["traps"]}
    pages = [k.removeprefix(sid + "/") for k in TRUTH["pages"] if k.startswith(sid + "/")]
    for key in pages:
        text = (site_dir / key).read_text("utf-8")
        own = {
            s["image"].removeprefix(sid + "/")
            for s in TRUTH["pages"][f"{sid}/{key}"].get("slides", [])
        }
        for href in re.findall(r'<a\b[^>]*\bhref="([^"]*)"', text):
            target = (site_dir / key).parent.joinpath(href).resolve()
            rel = target.relative_to(site_dir.resolve()).as_posix()
            assert rel in traps or (PICTURE.search(rel) and rel in own), (key, href)
