"""The oracle walks of viewer galleries and embedded-gallery articles, in a Playwright page.

``walk_viewer`` opens the overlay from the truth's ``oracle.open`` (a real click, or focus +
Enter), follows ``oracle.selector``/``action`` (real mouse clicks or keys) to the last picture,
waiting for each motion to end, checks every picture and caption, the counter, the declared end
(wrap, stop, bounce) and the close control. ``check_single`` clicks a single-picture decoy (QR
code, ad picture) and checks that the overlay shows it alone. ``walk_embedded`` does the same
for the gallery inside an article. Used by ``tests/test_generated_fixtures.py``.
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
