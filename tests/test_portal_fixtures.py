"""The fake portal sites behave as recorded_pages/expected.json says (the oracle).

Each gallery is walked in Chromium with its real "next" control; the visible large picture and
the visible caption are read at every step and must equal the expected slides, in order, each
once, followed by the documented end behaviour. Every decoy is acted on and must not produce the
next slide of the same gallery. Articles must load with their body text.

Speed: the pages fade and delay on purpose, so most of a check is waiting. Each check is
written as a generator that ``yield``s whenever it waits; one module fixture runs all checks
round-robin on a few tabs (each tab its own browser context, a fresh document per check), and
the parametrized tests below report each check's outcome. Nothing asserts on timing.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Generator, Iterator
from functools import partial
from typing import Any
from urllib.parse import urldefrag, urlparse

import pytest
from playwright.sync_api import Browser, Locator, Page
from playwright.sync_api import Error as PlaywrightError

from testbeds.portal_server import RECORDED_PAGES

Entry = dict[str, Any]
State = dict[str, Any]
Check = Generator[None, None, None]
PAGES: dict[str, Entry] = json.loads((RECORDED_PAGES / "expected.json").read_text("utf-8"))["pages"]
GALLERIES = sorted(p for p, e in PAGES.items() if e["kind"] == "gallery" and "part_of" not in e)
PARALLEL = 6  # tabs driven at once

# What a user sees: the first *visible* picture/caption/counter (opacity and visibility count,
# and the box must be on screen), never the hidden copies of the data.
READ_JS = """
(spec) => {
  const vis = (el) => {
    if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true})) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 &&
      r.left < innerWidth && r.top < innerHeight;
  };
  const text = (el) => (el.innerText || '').replace(/\\s+/g, ' ').trim();
  const all = (s) => s ? [...document.querySelectorAll(s)].filter(vis) : [];
  const img = all(spec.picture)[0];
  const src = img && img.complete && img.naturalWidth > 0 ? (img.currentSrc || img.src) : null;
  const caption = spec.caption.map((s) => all(s).map(text).filter(Boolean).join('\\n'))
    .filter(Boolean).join('\\n');
  const first = (s) => { const el = all(s)[0]; return el ? text(el) : null; };
  return {src, caption, counter: first(spec.counter), title: first(spec.title)};
}
"""
# An overlay is "shown" when a hit test at the centre of its on-screen box lands inside it.
SHOWN_JS = """
([sel, needle]) => [...document.querySelectorAll(sel)].some((el) => {
  if (!el.checkVisibility({opacityProperty: true, visibilityProperty: true})) return false;
  const r = el.getBoundingClientRect();
  const x0 = Math.max(r.left, 0), x1 = Math.min(r.right, innerWidth);
  const y0 = Math.max(r.top, 0), y1 = Math.min(r.bottom, innerHeight);
  if (x1 <= x0 || y1 <= y0) return false;
  const hit = document.elementFromPoint((x0 + x1) / 2, (y0 + y1) / 2);
  return !!hit && el.contains(hit) && (!needle || el.innerText.includes(needle));
})
"""


# ----------------------------------------------------------------------------- reading


def gallery_of(path: str) -> tuple[Entry, int]:
    """The gallery entry a page belongs to and the 1-based slide it shows when opened."""
    e = PAGES[path]
    return (PAGES[e["part_of"]], e["slide"]) if "part_of" in e else (e, 1)


def want(e: Entry, k: int, base: str) -> State:
    """What a gallery should show at slide k (1-based), in the shape READ_JS returns."""
    s = e["slides"][k - 1]
    out: State = {"src": base + s["image"], "caption": s["caption"], "title": e["title"]}
    if e.get("counter"):
        out["counter"] = e["counter"]["form"].format(i=k, n=len(e["slides"]))
    return out


def matches(state: State, expected: State) -> bool:
    for key, value in expected.items():
        got = state.get(key)
        if key == "counter" and not (got and value in got):
            return False
        if key != "counter" and got != value:
            return False
    return True


def read(page: Page, e: Entry) -> State:
    spec = {
        "picture": e["picture"],
        "caption": e["caption"],
        "counter": e["counter"]["selector"] if e.get("counter") else None,
        "title": e["title_selector"],
    }
    try:
        return page.evaluate(READ_JS, spec)
    except PlaywrightError:  # navigating
        return {}


def shown(page: Page, selector: str, needle: str = "") -> bool:
    try:
        return bool(page.evaluate(SHOWN_JS, [selector, needle]))
    except PlaywrightError:
        return False


def loaded(page: Page) -> bool:
    try:
        return page.evaluate("document.readyState") == "complete"
    except PlaywrightError:
        return False


def path_of(url: str, base: str) -> str:
    return urlparse(url).path[len(urlparse(base).path) :]


# ----------------------------------------------------------------------------- waiting


def wait(cond: Callable[[], bool], what: str, timeout_s: float = 6.0) -> Check:
    deadline = time.monotonic() + timeout_s
    while not cond():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        yield


def settle(
    page: Page, e: Entry, expected: State, hold_s: float = 0.1
) -> Generator[None, None, State]:
    """Wait (bounded) until the page shows `expected`, then for it to hold; return the state."""
    deadline, state = time.monotonic() + 6.0, read(page, e)
    while not matches(state, expected) and time.monotonic() < deadline:
        yield
        state = read(page, e)
    until = time.monotonic() + hold_s
    while matches(state, expected) and time.monotonic() < until:
        yield
        state = read(page, e)
    return state


def expect(page: Page, e: Entry, expected: State, what: str, hold_s: float = 0.1) -> Check:
    state = yield from settle(page, e, expected, hold_s)
    assert matches(state, expected), f"{what}: expected {expected}, page shows {state}"


# ----------------------------------------------------------------------------- acting


def locate(page: Page, spec: Entry) -> Locator:
    sel = spec["selector"]
    return page.locator(f"xpath={sel}" if spec["type"] == "xpath" else sel).first


def goto(page: Page, url: str) -> Check:
    """Load a fresh document (a same-page #hash change would not reload)."""
    if urldefrag(page.url).url == urldefrag(url).url:
        page.goto("about:blank")
    page.goto(url, wait_until="commit")
    yield from wait(lambda: loaded(page), f"{url} to load")


POINT_JS = """
(el) => {
  let r = [...el.getClientRects()].sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (r && (r.top < 0 || r.bottom > innerHeight)) {
    el.scrollIntoView({block: 'center'});
    r = [...el.getClientRects()].sort((a, b) => b.width * b.height - a.width * a.height)[0];
  }
  return r && r.width > 0 && r.height > 0 ? [r.left + r.width / 2, r.top + r.height / 2] : null;
}
"""


def press_at(page: Page, loc: Locator, click: bool) -> None:
    """A real mouse press at the centre of the element (whatever lies on top receives it)."""
    point = loc.evaluate(POINT_JS)
    assert point, "element has no box"
    x, y = point
    if click:
        page.mouse.click(x, y)
    else:  # mousedown, then release elsewhere: no click event reaches the element
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(1, 1)
        page.mouse.up()


def act(page: Page, spec: Entry) -> Check:
    """Perform a control's action: click, mousedown (press+release), key, url (follow a link)."""
    action = spec["action"]
    if action == "key":
        page.keyboard.press(spec["key"])
        return
    loc = locate(page, spec)
    what = f"{spec['selector']} to be usable"
    yield from wait(lambda: loc.count() > 0 and loc.is_visible(), what)
    if action == "click":
        press_at(page, loc, click=True)
    elif action == "url":
        old = page.url
        press_at(page, loc, click=True)
        yield from wait(lambda: page.url != old and loaded(page), "the next page to load")
    elif action == "mousedown":
        press_at(page, loc, click=False)
    elif action == "element_click":  # synthetic element.click(): no mousedown/mouseup events
        loc.evaluate("(el) => el.click()")
    else:
        raise AssertionError(f"unknown action {action}")


def open_at(page: Page, base: str, path: str, e: Entry, at: object) -> Generator[None, None, int]:
    """Open a gallery at slide 1 and walk it with the oracle to slide `at` or past its end."""
    yield from goto(page, base + path)
    yield from expect(page, e, want(e, 1, base), "slide 1")
    last = len(e["slides"]) if at == "end" else int(str(at))
    for k in range(2, last + 1):
        yield from act(page, e["oracle_next"])
        yield from expect(page, e, want(e, k, base), f"slide {k}")
    if at == "end":
        yield from act(page, e["oracle_next"])
        yield from wait(lambda: shown(page, e["end"]["selector"], e["end"]["text"]), "end overlay")
        yield from wait_still(page, e["end"]["selector"])  # e.g. Tencent's #end slides in
    return last


def wait_still(page: Page, selector: str, quiet_s: float = 0.15) -> Check:
    """Wait until an element's box has stopped moving."""
    box, since = None, time.monotonic()
    yield from wait(lambda: page.locator(selector).count() > 0, selector)
    while time.monotonic() - since < quiet_s:
        yield
        now = page.locator(selector).first.bounding_box()
        if now != box:
            box, since = now, time.monotonic()


# ----------------------------------------------------------------------------- checks


def check_walk(page: Page, base: str, path: str) -> Check:
    e = PAGES[path]
    n, oracle, end = len(e["slides"]), e["oracle_next"], e["end"]
    yield from goto(page, base + path)
    seen = [(yield from settle(page, e, want(e, 1, base)))]
    for k in range(2, n + 1):
        yield from act(page, oracle)
        seen.append((yield from settle(page, e, want(e, k, base))))
        if k == 2 and e.get("hash_at_slide_2"):  # the address scheme, written by the script
            h = e["hash_at_slide_2"]
            yield from wait(lambda h=h: page.url.endswith(h), f"the URL to end in {h}")
        if oracle["action"] == "url":
            assert (
                page.url
                == base + oracle["url_pattern"].format(n=k)
                == base + e["slides"][k - 1]["page"]
            )
    got = [(s.get("src"), s.get("caption")) for s in seen]
    assert got == [(base + s["image"], s["caption"]) for s in e["slides"]], got
    assert all(matches(s, want(e, k, base)) for k, s in enumerate(seen, start=1)), seen

    if end["type"] == "no_next":
        assert page.locator(f"xpath={oracle['selector']}").count() == 0, "last page has a next link"
        return
    yield from act(page, oracle)
    if end["type"] == "overlay":
        yield from wait(lambda: shown(page, end["selector"], end["text"]), f"{end['selector']}")
        # the overlay is not a picture: the last picture is still the current one
        assert matches(read(page, e), {"src": base + e["slides"][-1]["image"]})
    elif end["type"] == "wrap":
        yield from expect(page, e, want(e, 1, base), "wrap to slide 1")
    elif end["type"] == "stays":
        yield from expect(page, e, want(e, n, base), "stay on the last slide", hold_s=0.6)
    elif end["type"] == "next_album_in_place":
        album = {
            "src": base + end["first_image"],
            "caption": end["first_caption"],
            "title": end["title"],
        }
        yield from expect(page, e, album, "next album loaded in place")
        assert path_of(page.url, base) == path, "the URL path must not change"
    else:
        raise AssertionError(f"unknown end type {end['type']}")


def check_also_next(page: Page, base: str, path: str, i: int) -> Check:
    e = PAGES[path]
    yield from goto(page, base + path)
    yield from expect(page, e, want(e, 1, base), "slide 1")
    yield from act(page, e["also_next"][i])
    yield from expect(page, e, want(e, 2, base), "slide 2")


def check_deep_link(page: Page, base: str, path: str, i: int) -> Check:
    e, link = PAGES[path], PAGES[path]["deep_links"][i]
    yield from goto(page, base + path + link["suffix"])
    yield from expect(page, e, want(e, link["slide"], base), f"slide {link['slide']}")


def check_part(page: Page, base: str, path: str) -> Check:
    e, k = gallery_of(path)
    yield from goto(page, base + path)
    yield from expect(page, e, want(e, k, base), f"slide {k}")


def check_decoy(page: Page, base: str, path: str, i: int) -> Check:
    e, d = PAGES[path], PAGES[path]["decoys"][i]
    n, effect = len(e["slides"]), d["effect"]
    current = yield from open_at(page, base, path, e, d["at"])
    for pre in d.get("prelude", []):
        yield from act(page, pre)
    windows = len(page.context.pages)
    yield from act(page, d)
    if effect == "popup":
        yield from wait(lambda: len(page.context.pages) > windows, "a popup window")
        yield from expect(page, e, {"src": want(e, current, base)["src"]}, "opener unchanged")
    elif effect == "navigate":
        yield from wait(lambda: path_of(page.url, base) == d["to"] and loaded(page), d["to"])
        target = PAGES[d["to"]]
        if target["kind"] == "article":
            assert target["body"].split("\n")[0] in page.inner_text(target["body_selector"])
            return
        other, k = gallery_of(d["to"])
        yield from expect(page, other, want(other, k, base), f"{d['to']} slide {k}")
    elif effect == "list_mode":
        yield from wait(lambda: shown(page, d["shows"]), d["shows"])
        assert read(page, e).get("src") is None, "the picture stage should give way to the list"
    elif effect == "stays":
        yield from expect(page, e, want(e, current, base), "unchanged slide", hold_s=0.5)
    elif effect == "previous":
        yield from expect(page, e, want(e, current - 1, base), "previous slide")
    elif effect == "restart":
        yield from expect(page, e, want(e, 1, base), "back to slide 1")
    elif effect == "close_end":
        yield from wait(lambda: not shown(page, e["end"]["selector"]), "end overlay to close")
        yield from expect(page, e, want(e, n, base), "still the last slide", hold_s=0.3)
    else:
        raise AssertionError(f"unknown decoy effect {effect}")


def check_idle(page: Page, base: str, path: str) -> Check:
    """Autoplay/tickers: the idle page changes on its own while the gallery stays put."""
    e = PAGES[path]
    idle = e["idle_change"]
    yield from goto(page, base + path)
    yield from expect(page, e, want(e, 1, base), "slide 1")
    before = page.inner_text(idle["selector"])
    yield from wait(
        lambda: page.inner_text(idle["selector"]) != before,
        "an idle change",
        3 * idle["period_ms"] / 1000,
    )
    assert matches(read(page, e), want(e, 1, base)), "the ticker must not move the gallery"


def check_article(page: Page, base: str, path: str) -> Check:
    e = PAGES[path]
    yield from goto(page, base + path)
    assert e["title"] in page.inner_text("h1")
    body = page.inner_text(e["body_selector"])
    assert all(para in body for para in e["body"].split("\n")), body
    text = page.inner_text("body")
    assert "下一篇" in text and "来源" in text


def all_checks() -> dict[str, Callable[[Page, str], Check]]:
    """Every check by name; each is called with a fresh tab and the server's base URL."""
    checks: dict[str, Callable[[Page, str], Check]] = {}
    for p in GALLERIES:
        e = PAGES[p]
        checks[f"walk {p}"] = partial(check_walk, path=p)
        for i, a in enumerate(e["also_next"]):
            checks[f"also-next {p} {a.get('selector') or a['key']}"] = partial(
                check_also_next, path=p, i=i
            )
        for i, link in enumerate(e["deep_links"]):
            checks[f"deep-link {p}{link['suffix']}"] = partial(check_deep_link, path=p, i=i)
        for i, d in enumerate(e["decoys"]):
            checks[f"decoy {p} {d['selector']}"] = partial(check_decoy, path=p, i=i)
        idle = e.get("idle_change")
        if idle and idle["period_ms"] <= 2500:  # a 5 s autoplay is documented, not waited for
            checks[f"idle {p}"] = partial(check_idle, path=p)
    for p, e in sorted(PAGES.items()):
        if "part_of" in e:
            checks[f"part {p}"] = partial(check_part, path=p)
        if e["kind"] == "article":
            checks[f"article {p}"] = partial(check_article, path=p)
    return checks


CHECKS = all_checks()


# ----------------------------------------------------------------------------- running


def run_checks(browser: Browser, base: str) -> dict[str, str | None]:
    """Drive every check round-robin on PARALLEL tabs; name -> None or the failure.

    Each tab lives in its own browser context and is reused (a fresh document per check,
    extra windows closed): starting a context per check costs more than the checks.
    """
    results: dict[str, str | None] = {}
    pending = list(CHECKS.items())
    free: list[Page] = []
    for _ in range(min(PARALLEL, len(pending))):
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        context.set_default_timeout(8000)
        free.append(context.new_page())
    active: list[tuple[str, Page, Check]] = []
    while pending or active:
        while pending and free:
            name, make = pending.pop(0)
            page = free.pop()
            active.append((name, page, make(page, base)))
        for item in list(active):
            name, page, check = item
            try:
                next(check)
                continue
            except StopIteration:
                results[name] = None
            except Exception as exc:  # reported by the test of that name
                results[name] = f"{type(exc).__name__}: {exc}"
            active.remove(item)
            for other in page.context.pages:
                if other is not page:
                    other.close()
            free.append(page)
        if active:  # lets Playwright process events (new windows, URL changes) meanwhile
            active[0][1].wait_for_timeout(20)
    for page in free:
        page.context.close()
    return results


@pytest.fixture(scope="module")
def oracle_results(chromium: Browser, portal_server: str) -> Iterator[dict[str, str | None]]:
    yield run_checks(chromium, portal_server)


@pytest.mark.parametrize("name", list(CHECKS))
def test_fixture_behaves_as_documented(oracle_results: dict[str, str | None], name: str) -> None:
    failure = oracle_results[name]
    assert failure is None, failure


def test_every_page_has_a_check() -> None:
    covered = {name.split(" ")[1] for name in CHECKS}
    assert set(PAGES) <= covered
