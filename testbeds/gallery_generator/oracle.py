"""The oracle walks of viewer galleries, embedded-gallery articles, phone sites and twin-arrow
sites, in a Playwright page.

``walk_viewer`` opens the overlay from the truth's ``oracle.open`` (a real click, or focus +
Enter), follows ``oracle.selector``/``action`` (real mouse clicks or keys) to the last picture,
waiting for each motion to end, checks every picture and caption, the counter, the declared end
(wrap, stop, bounce) and the close control. ``check_single`` clicks a single-picture decoy (QR
code, ad picture) and checks that the overlay shows it alone. ``walk_embedded`` does the same
for the gallery inside an article. ``walk_phone`` pages a phone gallery at phone size with real
touch swipes (CDP ``Input.dispatchTouchEvent``) and proves that a mouse drag does not page it;
``walk_twin`` walks a twin-arrow gallery forward with the second control and backward with the
first. Used by ``tests/test_generated_fixtures.py``.
"""

from __future__ import annotations

import re
import time
from typing import Any
from urllib.parse import urlsplit

STATE_JS = """(c) => {
  function eff(el) {
    let o = 1;
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden') { return 0; }
      o *= parseFloat(cs.opacity);
    }
    return o;
  }
  let pic = null, cap = null, credit = null;
  for (const el of document.querySelectorAll(c.picture)) {
    const r = el.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || eff(el) < 0.9) { continue; }
    pic = el.src; break;
  }
  for (const el of document.querySelectorAll(c.caption)) {
    if (eff(el) === 0) { continue; }
    const x = el.cloneNode(true);
    for (const s of c.exclude) { x.querySelectorAll(s).forEach((n) => n.remove()); }
    cap = x.textContent;
    const a = el.querySelector('.author');
    credit = a ? a.textContent : null;
    break;
  }
  const k = c.counter ? document.querySelector(c.counter) : null;
  const t = c.title ? document.querySelector(c.title) : null;
  return {pic, cap, credit, counter: k ? k.textContent : null,
          title: t ? t.textContent : null};
}"""

VISIBLE_JS = """(s) => { const el = document.querySelector(s); if (!el) { return false; }
  const cs = getComputedStyle(el), r = el.getBoundingClientRect();
  return cs.display !== 'none' && cs.visibility !== 'hidden' && r.width > 0 && r.height > 0; }"""


#: records whether the picture gets the nudge animation's class
NUDGE_JS = """(s) => { const im = document.querySelector(s); window.__nudged = false;
  new MutationObserver(() => { if (im.classList.contains('lb-nudge')) { window.__nudged = true; } })
    .observe(im, {attributes: true, attributeFilter: ['class']}); }"""


def norm(t: str | None) -> str:
    """Whitespace-normalised text."""
    return re.sub(r"\s+", " ", t or "").strip()


def path_of(url: str | None) -> str:
    """A URL's path without the leading slash."""
    return urlsplit(url or "").path.lstrip("/")


def wait_state(page: Any, check: dict, image: str, caption: str | None,
               timeout: float = 6.0) -> dict:
    """Poll until the page shows ``image`` (and ``caption``); return the last state."""
    deadline = time.monotonic() + timeout
    st: dict = {}
    while time.monotonic() < deadline:
        st = page.evaluate(STATE_JS, {"counter": None, **check})
        if path_of(st["pic"]) == image and (caption is None or norm(st["cap"]) == norm(caption)):
            return st
        time.sleep(0.05)
    return st


def visible(page: Any, sel: str) -> bool:
    """The element exists, is displayed and has a box."""
    return bool(page.evaluate(VISIBLE_JS, sel))


def act(page: Any, sel: str | None, action: str, key: str | None) -> None:
    """One real user action: a mouse click on ``sel`` (mouse/pointer down included) or a key."""
    if action == "key":
        page.keyboard.press(key or "ArrowRight")
    else:
        page.locator(sel).first.click(timeout=4000)


def open_viewer(page: Any, o: dict) -> None:
    """Open the overlay from the first thumbnail (a click, or focus and Enter)."""
    thumb = page.locator(o["open"])
    assert thumb.count() == 1, ("open selector not unique", o["open"], thumb.count())
    if o["open_action"] == "key":
        thumb.focus()
        page.keyboard.press(o.get("open_key") or "Enter")
    else:
        thumb.click(timeout=4000)


def settle(check: dict, since: float) -> None:
    """Wait until the motion started at ``since`` has ended (clicks during one are ignored)."""
    rest = since + check.get("motion_ms", 0) / 1000 + 0.2 - time.monotonic()
    if rest > 0:
        time.sleep(rest)


def _counter_ok(st: dict, i: int, n: int) -> bool:
    return re.findall(r"\d+", st.get("counter") or "") == [str(i), str(n)]


def _step(page: Any, key: str, t: dict, k: int) -> None:
    want, check = t["slides"][k], t["check"]
    st = wait_state(page, check, want["image"], want["caption"])
    assert path_of(st["pic"]) == want["image"], (key, want["index"], st)
    assert norm(st["cap"]) == norm(want["caption"]), (key, want["index"], st)
    if want.get("credit"):
        assert want["credit"] in (st["credit"] or ""), (key, want["index"], st)
    if check.get("counter"):
        assert _counter_ok(st, k + 1, len(t["slides"])), (key, want["index"], st)


def walk(page: Any, base: str, key: str, t: dict) -> None:
    """Open the viewer (if any), follow the oracle to the last picture, check each one."""
    page.goto(base + key)
    for p in t.get("prelude", []):
        page.locator(p["selector"]).click()
    o, check = t["oracle"], t["check"]
    if o.get("open"):
        assert not visible(page, check["overlay"]), (key, "overlay open before a click")
        assert wait_state(page, check, "", None, 0.3)["pic"] is None, key
        open_viewer(page, o)
    _step(page, key, t, 0)
    if o["selector"]:
        assert page.locator(o["selector"]).count() in (0, 1), (key, "next not unique")
    for k in range(1, len(t["slides"])):
        act(page, o["selector"], o["action"], o["key"])
        t0 = time.monotonic()  # the click or key has been dispatched: the motion runs
        _step(page, key, t, k)
        settle(check, t0)


def check_end(page: Any, key: str, t: dict) -> None:
    """The declared end of a viewer gallery, then the close control."""
    o, check, end = t["oracle"], t["check"], t["end"]
    last, first = t["slides"][-1], t["slides"][0]
    if end == "wrap":
        act(page, o["selector"], o["action"], o["key"])
        st = wait_state(page, check, first["image"], first["caption"])
        assert path_of(st["pic"]) == first["image"], (key, "wrap", st)
    elif end == "stop":
        if o["selector"]:
            el = page.locator(o["selector"]).first
            if check["stop_style"] == "hidden":
                assert not visible(page, o["selector"]), (key, "next still shown at the end")
            else:
                cls = el.get_attribute("class") or ""
                assert ("disabled" in cls or el.get_attribute("disabled") is not None
                        or el.get_attribute("aria-disabled") == "true"), (key, "not disabled")
                el.click(timeout=4000, force=True)
        else:
            act(page, None, "key", o["key"])
        time.sleep(0.3 + check.get("motion_ms", 0) / 1000)
        st = page.evaluate(STATE_JS, {"counter": None, **check})
        assert path_of(st["pic"]) == last["image"], (key, "stop", st)
    elif end == "bounce":
        page.evaluate(NUDGE_JS, check["picture"])
        act(page, o["selector"], o["action"], o["key"])
        page.wait_for_function("() => window.__nudged === true", timeout=2000)
        time.sleep(0.6)
        st = page.evaluate(STATE_JS, {"counter": None, **check})
        assert path_of(st["pic"]) == last["image"], (key, "bounce", st)
    page.locator(check["close"]).first.click(timeout=4000)
    deadline = time.monotonic() + 2
    while time.monotonic() < deadline and visible(page, check["overlay"]):
        time.sleep(0.05)
    assert not visible(page, check["overlay"]), (key, "close did not close")


def check_single(page: Any, base: str, key: str, t: dict, d: dict) -> None:
    """A single-picture trigger opens the overlay with its own picture, alone."""
    page.goto(base + key)
    for p in t.get("prelude", []):
        page.locator(p["selector"]).click()
    page.locator(d["selector"]).first.click(timeout=4000)
    check = t["check"]
    st = wait_state(page, check, d["image"], d["caption"])
    assert visible(page, d["shows"]), (key, d)
    assert path_of(st["pic"]) == d["image"] and norm(st["cap"]) == norm(d["caption"]), st
    if check.get("counter"):
        assert _counter_ok(st, 1, 1), (key, d, st)
    gallery = {s["image"] for s in t["slides"]}
    assert path_of(st["pic"]) not in gallery


def viewer_sample(truth: dict) -> list[str]:
    """Viewer sites that together cover every value of the viewer axes, of the viewer's
    control_event and control_element, and both single-picture decoys."""
    axes = ["viewer_open", "viewer_end", "viewer_captions", "viewer_large", "viewer_motion",
            "viewer_layout", "control_event", "control_element"]
    pairs = {
        sid: {(k, s["axes"][k]) for k in axes}
        | {("decoys", d) for d in s["axes"]["decoys"] if d in ("qr_code", "ad_image")}
        for sid, s in truth["sites"].items()
        if "viewer_open" in s["axes"]
    }
    want = set().union(*pairs.values())
    chosen: list[str] = []
    covered: set = set()
    while covered != want:
        sid = max((s for s in pairs if s not in chosen),
                  key=lambda s: (len(pairs[s] - covered), -int(s[1:])))
        chosen.append(sid)
        covered |= pairs[sid]
    return chosen


# Phone sites: touch swipes through CDP, at phone size ------------------------------------------

#: what a phone page shows: the slide whose left edge sits on the swipe root's (settled), its
#: picture and caption (inside the slide, or the first shown caption element), counter, dot
PHONE_STATE_JS = """(c) => {
  function eff(el) {
    let o = 1;
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === 'none' || cs.visibility === 'hidden') { return 0; }
      o *= parseFloat(cs.opacity);
    }
    return o;
  }
  function read(el) {
    const x = el.cloneNode(true);
    for (const s of c.exclude) { x.querySelectorAll(s).forEach((n) => n.remove()); }
    const a = el.querySelector('.author');
    return [x.textContent, a ? a.textContent : null];
  }
  const out = {index: -1, pic: null, cap: null, credit: null, counter: null, dot: null,
               offset: null};
  const root = document.querySelector(c.root);
  if (!root || eff(root) === 0) { return out; }
  const rr = root.getBoundingClientRect();
  const slides = Array.from(document.querySelectorAll(c.slides));
  slides.forEach((s, k) => {
    const r = s.getBoundingClientRect();
    if (r.width > 2 && Math.abs(r.left - rr.left) < 1.5) { out.index = k; }
  });
  if (slides.length) { out.offset = slides[0].getBoundingClientRect().left - rr.left; }
  if (out.index >= 0) {
    const s = slides[out.index], im = s.querySelector('img');
    out.pic = im ? im.src : null;
    if (c.slide_caption) {
      const el = s.querySelector(c.slide_caption);
      if (el) { [out.cap, out.credit] = read(el); }
    }
  }
  if (c.caption) {
    for (const el of document.querySelectorAll(c.caption)) {
      if (eff(el) === 0) { continue; }
      [out.cap, out.credit] = read(el);
      break;
    }
  }
  const k = c.counter ? document.querySelector(c.counter) : null;
  out.counter = k ? k.textContent : null;
  if (c.dots) {
    out.dot = Array.from(document.querySelectorAll(c.dots))
      .findIndex((d) => d.classList.contains(c.dot_on));
  }
  return out;
}"""


def phone_state(page: Any, check: dict) -> dict:
    """What the phone page shows now."""
    return page.evaluate(PHONE_STATE_JS, check)


def wait_phone(page: Any, check: dict, want: dict, timeout: float = 4.0) -> dict:
    """Poll until the settled slide shows ``want`` (picture and caption)."""
    deadline = time.monotonic() + timeout
    st: dict = {}
    while time.monotonic() < deadline:
        st = phone_state(page, check)
        if path_of(st["pic"]) == want["image"] and norm(st["cap"]) == norm(want["caption"]):
            return st
        time.sleep(0.03)
    return st


def touch_swipe(page: Any, cdp: Any, sel: str, travel: float, steps: int = 8,
                before_end: Any = None) -> Any:
    """A real one-finger swipe (CDP touch events) across the middle of ``sel``: negative
    ``travel`` goes right to left (the next picture). ``before_end(page)`` runs while the
    finger is still down; its result is returned."""
    box = page.locator(sel).first.bounding_box()
    assert box is not None, sel
    y = box["y"] + box["height"] / 2
    x0 = box["x"] + box["width"] - 20 if travel < 0 else box["x"] + 20
    send = cdp.send
    send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y}]})
    for k in range(1, steps + 1):
        x = x0 + travel * k / steps
        send("Input.dispatchTouchEvent", {"type": "touchMove",
                                          "touchPoints": [{"x": x, "y": y}]})
    seen = before_end(page) if before_end else None
    send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    return seen


def mouse_drag(page: Any, sel: str) -> None:
    """A mouse drag from right to left across ``sel`` (must not page a touch-only gallery)."""
    box = page.locator(sel).first.bounding_box()
    assert box is not None, sel
    y = box["y"] + box["height"] / 2
    page.mouse.move(box["x"] + box["width"] - 20, y)
    page.mouse.down()
    page.mouse.move(box["x"] + 20, y, steps=8)
    page.mouse.up()


def _phone_ok(page: Any, key: str, t: dict, k: int) -> dict:
    want, check = t["slides"][k], t["check"]
    st = wait_phone(page, check, want)
    assert path_of(st["pic"]) == want["image"], (key, want["index"], st)
    assert norm(st["cap"]) == norm(want["caption"]), (key, want["index"], st)
    assert st["index"] == k, (key, want["index"], st)
    if want.get("credit"):
        assert want["credit"] in (st["credit"] or ""), (key, want["index"], st)
    if check.get("counter"):
        assert _counter_ok(st, k + 1, len(t["slides"])), (key, want["index"], st)
    if check.get("dots"):
        assert st["dot"] == k, (key, want["index"], st)
    return st


def _stays(page: Any, key: str, t: dict, k: int, why: str) -> None:
    time.sleep(t["check"]["motion_ms"] / 1000 + 0.15)
    st = phone_state(page, t["check"])
    assert st["index"] == k and path_of(st["pic"]) == t["slides"][k]["image"], (key, why, st)


def walk_phone(page: Any, base: str, key: str, t: dict) -> None:
    """At phone size with touch: open the viewer by a tap (tap_open), check that a mouse drag,
    the → key, a click and a swipe shorter than the threshold do not page, swipe right to left
    through every picture (each one's picture, caption, credit, counter or dot), check the end
    (stop: the track does not follow the finger; rubber_band: it follows and springs back;
    wrap: the first picture), then one left-to-right swipe goes back one."""
    page.goto(base + key)
    o, check = t["oracle"], t["check"]
    n, root = len(t["slides"]), check["root"]
    if o.get("open"):
        assert not visible(page, check["overlay"]), (key, "viewer open before a tap")
        assert page.locator(o["open"]).count() == 1, (key, "open selector not unique")
        page.tap(o["open"])
        page.wait_for_selector(check["overlay"], state="visible", timeout=3000)
    cdp = page.context.new_cdp_session(page)
    _phone_ok(page, key, t, 0)
    mouse_drag(page, root)
    page.keyboard.press("ArrowRight")
    page.locator(root).first.click(timeout=3000)
    _stays(page, key, t, 0, "a mouse drag, the → key or a click paged it")
    width = page.locator(root).first.bounding_box()["width"]
    touch_swipe(page, cdp, root, -0.6 * check["threshold"])
    _stays(page, key, t, 0, "a swipe shorter than the threshold paged it")
    full = -(width - 40)
    for k in range(1, n):
        touch_swipe(page, cdp, root, full)
        _phone_ok(page, key, t, k)
    end = t["end"]
    off = touch_swipe(page, cdp, root, full,
                      before_end=lambda p: phone_state(p, check)["offset"])
    settled = -(n - 1) * width
    if end == "wrap":
        _phone_ok(page, key, t, 0)
        back = n - 1
    else:
        if end == "stop":
            assert abs(off - settled) < 2, (key, "the track followed past the end", off)
        else:
            assert off < settled - 10, (key, "no rubber band past the end", off, settled)
        _stays(page, key, t, n - 1, f"{end}: moved past the last picture")
        back = n - 2
    touch_swipe(page, cdp, root, -full)
    _phone_ok(page, key, t, back)
    if o.get("open"):
        page.locator(check["close"]).first.click(timeout=3000)
        page.wait_for_selector(check["overlay"], state="hidden", timeout=3000)


def phone_sample(truth: dict) -> list[str]:
    """Phone sites that together cover every value of the phone axes."""
    pairs = {sid: {(k, v) for k, v in s["axes"].items() if k.startswith("phone_")}
             for sid, s in truth["sites"].items() if "phone_layout" in s["axes"]}
    return _cover(pairs)


def twin_sample(truth: dict) -> list[str]:
    """Twin-arrow sites that together cover every value of the twin axes and the counter."""
    pairs = {sid: {(k, v) for k, v in s["axes"].items() if k.startswith("twin_")
                   or k == "counter"}
             for sid, s in truth["sites"].items() if "twin_diff" in s["axes"]}
    return _cover(pairs)


def _cover(pairs: dict[str, set]) -> list[str]:
    want = set().union(*pairs.values()) if pairs else set()
    chosen: list[str] = []
    covered: set = set()
    while covered != want:
        sid = max((s for s in pairs if s not in chosen),
                  key=lambda s: (len(pairs[s] - covered), -int(s[1:])))
        chosen.append(sid)
        covered |= pairs[sid]
    return chosen


# Twin-arrow sites: the second of two look-alike controls is next ------------------------------

def _twin_ok(page: Any, key: str, t: dict, k: int) -> None:
    want, check = t["slides"][k], t["check"]
    st = wait_state(page, check, want["image"], want["caption"], timeout=3.0)
    assert path_of(st["pic"]) == want["image"], (key, want["index"], st)
    assert norm(st["cap"]) == norm(want["caption"]), (key, want["index"], st)
    if want.get("credit"):
        assert want["credit"] in (st["credit"] or ""), (key, want["index"], st)
    if check.get("counter"):
        assert _counter_ok(st, k + 1, len(t["slides"])), (key, want["index"], st)


def _disabled(page: Any, sel: str, off: str) -> bool:
    el = page.locator(sel).first
    return off in (el.get_attribute("class") or "").split() or (
        el.get_attribute("aria-disabled") == "true")


def walk_twin(page: Any, base: str, key: str, t: dict) -> None:
    """Open the listed URL (it shows picture ``start``); the two controls share tag and class
    (the previous one first); real clicks on the second walk forward, on the first backward:
    ``wrap``: a full cycle each way from ``start``; ``stop``: forward to N (then next is
    disabled and does nothing), back to 1 (prev disabled, does nothing), forward to N again."""
    page.goto(base + key)
    o, check = t["oracle"], t["check"]
    n, k = len(t["slides"]), t["start"] - 1
    _twin_ok(page, key, t, k)
    nxt, prv = page.locator(o["selector"]), page.locator(o["prev"])
    assert nxt.count() == 1 and prv.count() == 1, (key, "controls not unique")
    off = check["off_class"]
    same = page.evaluate(
        "([a, b, off]) => { const x = document.querySelector(a), y = document.querySelector(b);"
        " const c = (e) => Array.from(e.classList).filter((s) => s !== off).sort().join(' ');"
        " return x.tagName === y.tagName && c(x) === c(y) && x.parentElement === y.parentElement"
        " && y.nextElementSibling === x; }", [o["selector"], o["prev"], off])
    assert same, (key, "the two controls differ in tag, class or order")

    def click(loc: Any, d: int) -> None:
        nonlocal k
        loc.click(timeout=3000)
        k = (k + d) % n
        _twin_ok(page, key, t, k)

    if t["end"] == "wrap":
        for _ in range(n):
            click(nxt, 1)
        for _ in range(n):
            click(prv, -1)
        return
    while k < n - 1:
        click(nxt, 1)
    assert _disabled(page, o["selector"], off), (key, "next not disabled at the end")
    nxt.click(timeout=3000, force=True)
    time.sleep(0.2)
    _twin_ok(page, key, t, n - 1)
    while k > 0:
        click(prv, -1)
    assert _disabled(page, o["prev"], off), (key, "prev not disabled at the start")
    prv.click(timeout=3000, force=True)
    time.sleep(0.2)
    _twin_ok(page, key, t, 0)
    while k < n - 1:
        click(nxt, 1)
