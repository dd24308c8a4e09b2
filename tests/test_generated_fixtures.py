"""Self-tests of the generated test bed (testbeds/gallery_generator), independent of the harvester.

1. The build is deterministic. 2. The default build is big enough and covers every axis value.
3. The truth is self-consistent: every page and picture it names is served.
4. In headless Chromium, for a sample of sites spread over the axis values, following the truth
   ``oracle`` from the entry page shows the truth slides in order, the end behaves as declared,
   and a sample of decoys has its declared effect. The same for viewer sites (open the overlay
   from a thumbnail, then its next control or →) over every viewer axis value, and for both
   kinds of embedded-gallery article. Phone sites, at phone size with touch: real CDP touch
   swipes page every picture in order, a mouse drag, a key, a click and a short swipe do not;
   the end stops, rubber-bands or wraps as declared. Twin-arrow sites: the second of two
   look-alike controls walks forward from the start picture, the first walks backward.
5. Seed 0 still writes, byte for byte, the 110 sites it wrote before the viewer sites and the
   embedded articles were added (``tests/generated_seed0_before.json``), and the 134 sites it
   wrote before the phone and twin-arrow sites were added (``identity.BEFORE_PHONE``).
"""

from __future__ import annotations

import hashlib
import json
import re
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any
from urllib.parse import urljoin

import pytest

from testbeds.gallery_generator import GeneratedServer, build, oracle
from testbeds.gallery_generator.axes import (
    ARTICLE_VALUES,
    AXES,
    ENTRY_VALUES,
    SCRIPT_ENDS,
    SINGLE_DECOYS,
    VIEWER_AXES,
)
from testbeds.gallery_generator.embedded import KINDS as EMBEDDED_KINDS
from testbeds.gallery_generator.identity import BEFORE_PHONE, snapshot, snapshot_all
from testbeds.gallery_generator.oracle import (
    STATE_JS,
    VISIBLE_JS,
    norm,
    path_of,
    phone_sample,
    twin_sample,
    viewer_sample,
)
from testbeds.gallery_generator.phone import PHONE_AXES
from testbeds.gallery_generator.twin import TWIN_AXES

N_SAMPLE = 20
BEFORE = Path(__file__).with_name("generated_seed0_before.json")


def digest(root: Path) -> dict[str, str]:
    """sha1 of every file under root."""
    return {
        str(p.relative_to(root)): hashlib.sha1(p.read_bytes()).hexdigest()
        for p in sorted(root.rglob("*"))
        if p.is_file()
    }


@pytest.fixture(scope="module")
def bed(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict]:
    root = tmp_path_factory.mktemp("bed")
    return root, build(root)


@pytest.fixture(scope="module")
def served(bed: tuple[Path, dict]) -> Any:
    root, truth = bed
    with GeneratedServer(root) as base:
        yield base, truth


def galleries(truth: dict) -> dict[str, dict]:
    return {k: v for k, v in truth["pages"].items() if v["kind"] == "gallery"}


def site_kind(axes: dict) -> str:
    """first, viewer, phone or twin."""
    for kind, axis in (("viewer", "viewer_open"), ("phone", "phone_layout"), ("twin", "twin_diff")):
        if axis in axes:
            return kind
    return "first"


# 1. determinism ----------------------------------------------------------------------------


def test_build_is_deterministic(bed: tuple[Path, dict], tmp_path: Path) -> None:
    root, _ = bed
    build(tmp_path / "again")
    assert digest(root) == digest(tmp_path / "again")
    build(tmp_path / "s0", seed=0, n_sites=12, viewer_sites=3)
    build(tmp_path / "s1", seed=1, n_sites=12, viewer_sites=3)
    assert digest(tmp_path / "s0") != digest(tmp_path / "s1")


# 2. counts and coverage --------------------------------------------------------------------


def test_counts(bed: tuple[Path, dict]) -> None:
    _, truth = bed
    gal = galleries(truth)
    assert len(truth["sites"]) == 148
    kinds = [site_kind(s["axes"]) for s in truth["sites"].values()]
    assert [kinds.count(k) for k in ("first", "viewer", "phone", "twin")] == [110, 24, 8, 6]
    assert list(truth["sites"])[-14:] == [f"p{i}" for i in range(134, 148)]
    assert len(gal) >= 300
    by_site: dict[str, dict[str, int]] = {}
    for p in truth["pages"].values():
        by_site.setdefault(p["site"], {"gallery": 0, "article": 0})[p["kind"]] += 1
    assert len(by_site) >= 100
    assert all(c["gallery"] >= 3 and c["article"] >= 2 for c in by_site.values())
    for g in gal.values():
        assert 3 <= len(g["slides"]) <= 15
        assert [s["index"] for s in g["slides"]] == list(range(1, len(g["slides"]) + 1))


def test_every_axis_value_present(bed: tuple[Path, dict]) -> None:
    _, truth = bed
    sites = [s["axes"] for s in truth["sites"].values()]
    for axis, values in {**AXES, **VIEWER_AXES}.items():
        seen: dict[str, int] = {}
        for a in sites:
            if axis not in a:
                continue
            for v in a[axis] if axis == "decoys" else [a[axis]]:
                seen[v] = seen.get(v, 0) + 1
        for v in (*values, *(SINGLE_DECOYS if axis == "decoys" else ())):
            assert seen.get(v, 0) >= 3, (axis, v, seen)
    entries = [g["axes"]["entry"] for g in galleries(truth).values()]
    assert all(entries.count(v) >= 3 for v in ENTRY_VALUES)
    kinds = [p["axes"]["article"] for p in truth["pages"].values() if p["kind"] == "article"]
    assert all(kinds.count(v) >= 3 for v in (*ARTICLE_VALUES, *EMBEDDED_KINDS))
    n_embedded = sum(k in EMBEDDED_KINDS for k in kinds)
    assert len(truth["sites"]) / 4 <= n_embedded <= len(truth["sites"]) / 2.5
    words = [g["axes"]["url_word"] for g in galleries(truth).values()]
    assert words.count("yes") >= 30 and words.count("no") >= 30
    viewer = [
        g["axes"]["url_word"] for g in galleries(truth).values() if "viewer_open" in g["axes"]
    ]
    assert 0.35 <= viewer.count("no") / len(viewer) <= 0.65, viewer
    later = [g for g in galleries(truth).values() if g["order"] > 1]
    assert sum(g["axes"]["entry"] != "first" for g in later) >= 30


def test_phone_and_twin_axis_values_present(bed: tuple[Path, dict]) -> None:
    """Every value of the phone and twin-arrow axes on at least two sites of their kind;
    phone entry paths with and without a picture word, some on an ``m/`` folder."""
    _, truth = bed
    for axes, kind in ((PHONE_AXES, "phone"), (TWIN_AXES, "twin")):
        sites = [s["axes"] for s in truth["sites"].values() if site_kind(s["axes"]) == kind]
        for axis, values in axes.items():
            seen = [a[axis] for a in sites]
            assert all(seen.count(v) >= 2 for v in values), (axis, seen)
    phone = {k: g for k, g in galleries(truth).items() if site_kind(g["axes"]) == "phone"}
    words = [g["axes"]["url_word"] for g in phone.values()]
    assert words.count("yes") >= 3 and words.count("no") >= 3, words
    assert sum("/m/" in k for k in phone) >= 3 and sum("/m/" not in k for k in phone) >= 3
    twin = [g for g in galleries(truth).values() if site_kind(g["axes"]) == "twin"]
    assert sum(g["start"] > 1 for g in twin) >= 6


def test_truth_shape(bed: tuple[Path, dict]) -> None:
    _, truth = bed
    for key, g in galleries(truth).items():
        assert g["end"] in (
            *SCRIPT_ENDS,
            "dead_page",
            *VIEWER_AXES["viewer_end"],
            *PHONE_AXES["phone_end"],
        )
        assert g["oracle"]["action"] in ("click", "mousedown", "pointerdown", "key", "url", "swipe")
        assert 2 <= len(g["decoys"]) <= 8, key
        assert 1 <= g["start"] <= len(g["slides"])
        assert not key.startswith("/")
        assert g["axes"]["url_word"] == (
            "yes"
            if re.search("photo|pic|tuji|slide|gallery|album|atlas|image|图", key.split("?")[0])
            else "no"
        )
        if "viewer_open" in g["axes"]:
            o = g["oracle"]
            assert o["open"] and o["open_action"] == g["axes"]["viewer_open"], key
            assert o["action"] == g["axes"]["control_event"], key
            assert all(s["thumb"] != s["image"] for s in g["slides"]), key
            assert any(d["effect"] == "single_viewer" for d in g["decoys"]), key
        if "phone_layout" in g["axes"]:
            assert g["oracle"]["action"] == "swipe" and g["oracle"]["selector"] is None, key
            assert g["end"] == g["axes"]["phone_end"] and g["start"] == 1, key
            assert (g["oracle"].get("open_action") == "tap") == (
                g["axes"]["phone_layout"] == "tap_open"
            ), key
        if "twin_diff" in g["axes"]:
            start = g["axes"]["twin_start"]
            assert (g["start"] > 1) == (start != "first"), key
            assert key.endswith(f"#p={g['start']}") == (start == "hash"), key
            assert g["oracle"]["selector"] != g["oracle"]["prev"], key
    for key, a in truth["pages"].items():
        if a["kind"] != "article":
            continue
        assert "slides" in a, key
        if a["axes"]["article"] in EMBEDDED_KINDS:
            lo, hi = (4, 6) if a["axes"]["article"] == "embedded_slideshow" else (4, 8)
            assert lo <= len(a["slides"]) <= hi and a["pages"] == 1, key
            assert len(a["text"].split("\n")) >= 6, key
            assert not any(norm(s["caption"]) in norm(a["text"]) for s in a["slides"]), key
        else:
            assert a["slides"] == [], key


# 3. self-consistency over HTTP -------------------------------------------------------------


def fetch_status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as r:
            r.read()
            return r.status
    except urllib.error.HTTPError as err:
        return err.code


def test_everything_in_truth_is_served(served: tuple[str, dict], bed: tuple[Path, dict]) -> None:
    base, truth = served
    root = bed[0]
    urls: list[str] = []
    for key, p in truth["pages"].items():
        urls.append(base + key.split("#")[0])
        for s in p.get("slides", []):
            assert (root / s["image"]).is_file(), s["image"]
            urls.append(base + s["image"])
            if s.get("thumb"):
                urls.append(base + s["thumb"])
        for f in p.get("files", []):
            assert (root / f).is_file(), f
    with ThreadPoolExecutor(8) as pool:
        statuses = list(pool.map(fetch_status, urls))
    bad = [u for u, s in zip(urls, statuses, strict=True) if s != 200]
    assert not bad, bad[:10]
    dead = [g["end_detail"]["url"] for g in galleries(truth).values() if g["end"] == "dead_page"]
    assert dead and all(fetch_status(base + u) == 404 for u in dead)
    assert fetch_status(base + "truth.json") == 404
    assert fetch_status(base + "p000/no/such/page.html") == 404


def test_charsets_and_routes(served: tuple[str, dict]) -> None:
    base, truth = served
    for sid, s in list(truth["sites"].items())[:40]:
        key = next(k for k, p in truth["pages"].items() if p["site"] == sid)
        with urllib.request.urlopen(base + key.split("#")[0]) as r:
            ctype, body = r.headers["Content-Type"], r.read()
            assert r.headers["Cache-Control"] == "no-store"
        want = "utf-8" if s["axes"]["charset"] == "utf8" else "gbk"
        assert ctype.endswith(f"charset={want}"), (key, ctype)
        body.decode(want)
        if s["axes"]["charset"] == "gb2312_meta":
            assert b'charset="gb2312"' in body[:400]


# 4. Chromium -------------------------------------------------------------------------------


def pick_sample(truth: dict) -> list[str]:
    """Sites that together cover as many (axis, value) pairs as possible."""
    pairs = {
        sid: {
            (k, v)
            for k, vals in s["axes"].items()
            for v in (vals if isinstance(vals, list) else [vals])
        }
        for sid, s in truth["sites"].items()
        if site_kind(s["axes"]) == "first"
    }
    chosen: list[str] = []
    covered: set = set()
    while len(chosen) < N_SAMPLE:
        sid = max(
            (s for s in pairs if s not in chosen),
            key=lambda s: (len(pairs[s] - covered), -int(s[1:])),
        )
        chosen.append(sid)
        covered |= pairs[sid]
    return chosen


def sample_gallery(truth: dict, sid: str, n: int) -> tuple[str, dict]:
    gal = sorted(
        ((k, g) for k, g in galleries(truth).items() if g["site"] == sid),
        key=lambda kg: len(kg[1]["slides"]),
    )
    deep = [kg for kg in gal if kg[1]["start"] > 1 or kg[1]["axes"]["entry"] != "first"]
    return deep[0] if n % 2 and deep else gal[0]


def wait_state(page: Any, g: dict, want: dict, timeout: float = 6.0) -> dict:
    """Poll until the page shows ``want`` (picture, caption); return the last state."""
    deadline = time.monotonic() + timeout
    st: dict = {}
    while time.monotonic() < deadline:
        st = page.evaluate(STATE_JS, g["check"])
        if path_of(st["pic"]) == want["image"] and norm(st["cap"]) == norm(want["caption"]):
            return st
        time.sleep(0.1)
    return st


def act(page: Any, base: str, sel: str | None, action: str, key: str | None = None) -> Any:
    if action == "key":
        page.keyboard.press(key or "ArrowRight")
        return None
    if action == "url":
        href = page.locator(sel).first.get_attribute("href")
        return page.goto(urljoin(page.url, href))
    page.locator(sel).first.click(timeout=4000)
    return None


def open_entry(page: Any, base: str, key: str, g: dict) -> None:
    page.goto(base + key)
    first = g["slides"][g["start"] - 1]
    st = wait_state(page, g, first)
    assert path_of(st["pic"]) == first["image"], (key, "entry", st)
    if g["check"]["next"] and g["oracle"]["action"] != "url":
        page.wait_for_selector(g["check"]["next"], state="attached", timeout=3000)
        assert page.locator(g["check"]["next"]).count() == 1, (key, "oracle not unique")


def run_prelude(page: Any, g: dict) -> None:
    for p in g["prelude"]:
        if g["oracle"]["selector"] and g["oracle"]["action"] != "url":
            box = page.locator(g["oracle"]["selector"]).bounding_box()
            assert box is not None
            hit = page.evaluate(
                "([x, y, s]) => { const e = document.elementFromPoint(x, y);"
                " return !!(e && e.closest(s)); }",
                [
                    box["x"] + box["width"] / 2,
                    box["y"] + box["height"] / 2,
                    g["oracle"]["selector"],
                ],
            )
            assert not hit, "the sheet should cover the control"
        page.locator(p["selector"]).click()


def check_end(page: Any, base: str, key: str, g: dict) -> None:
    o, end, last = g["oracle"], g["end"], g["slides"][-1]
    if o["action"] == "url":
        pager = g["check"]["pager"]
        links = page.locator(f"{pager} a").evaluate_all(
            "(as) => as.map((a) => [a.textContent, a.getAttribute('href'), a.className])"
        )
        nxt = page.locator(o["selector"])
        href = nxt.first.get_attribute("href") if nxt.count() else None
        target = path_of(urljoin(page.url, href)) if href and "javascript" not in href else None
        if end == "stop":
            assert (
                target is None
                or target == path_of(page.url)
                or not re.search(r"下一|Next|&gt;|>", nxt.first.inner_text())
            ), links
        elif end == "disabled":
            assert "disabled" in (nxt.first.get_attribute("class") or ""), links
            assert target is None
        else:
            resp = page.goto(urljoin(page.url, href))
            if end == "dead_page":
                assert resp is not None and resp.status == 404
            elif end == "wrap":
                assert wait_state(page, g, g["slides"][0])["pic"]
                assert path_of(page.url) == key.split("#")[0].split("?")[0] or "page" not in key
            elif end == "next_album":
                assert path_of(page.url) == g["end_detail"]["url"]
        return
    if end == "disabled" and o["selector"]:
        el = page.locator(o["selector"]).first
        cls, dis = el.get_attribute("class") or "", el.get_attribute("disabled")
        aria = el.get_attribute("aria-disabled")
        assert "disabled" in cls or dis is not None or aria == "true"
        return
    if end == "stop" and o["selector"]:
        assert not page.evaluate(VISIBLE_JS, o["selector"])
        return
    act(page, base, o["selector"], o["action"], o["key"])
    page.wait_for_timeout(1200)
    st = page.evaluate(STATE_JS, g["check"])
    if end in ("stop", "noop", "disabled"):
        assert path_of(st["pic"]) == last["image"], st
    elif end == "wrap":
        assert path_of(wait_state(page, g, g["slides"][0])["pic"]) == g["slides"][0]["image"]
    elif end == "overlay":
        assert page.evaluate(VISIBLE_JS, g["check"]["endlayer"])
    elif end == "next_album":
        deadline = time.monotonic() + 4
        while time.monotonic() < deadline and path_of(st["pic"]) != g["end_detail"]["image"]:
            time.sleep(0.1)
            st = page.evaluate(STATE_JS, g["check"])
        assert path_of(st["pic"]) == g["end_detail"]["image"], st
        assert norm(st["title"]) == norm(g["end_detail"]["title"])
        assert path_of(page.url) == key.split("#")[0].split("?")[0]


def walk(page: Any, base: str, key: str, g: dict) -> None:
    """Follow the oracle from the entry to the last slide, then check the end."""
    open_entry(page, base, key, g)
    run_prelude(page, g)
    o = g["oracle"]
    for want in g["slides"][g["start"] :]:
        act(page, base, o["selector"], o["action"], o["key"])
        st = wait_state(page, g, want)
        assert path_of(st["pic"]) == want["image"], (key, want["index"], st)
        assert norm(st["cap"]) == norm(want["caption"]), (key, want["index"], st)
        if want["credit"]:
            assert want["credit"] in (st["credit"] or ""), (key, want["index"], st)
        if g["axes"]["transition"] == "slide":
            time.sleep(0.9)  # the script ignores clicks while a slide animation runs
    check_end(page, base, key, g)


def check_decoy(page: Any, base: str, key: str, g: dict, d: dict) -> None:
    open_entry(page, base, key, g)
    if not d.get("before_prelude"):
        for p in g["prelude"]:
            page.locator(p["selector"]).click()
    start = g["slides"][g["start"] - 1]
    nxt = g["slides"][g["start"]] if g["start"] < len(g["slides"]) else None
    popups: list = []
    page.context.on("page", lambda p: popups.append(p))
    url0 = page.url
    page.locator(d["selector"]).first.click(timeout=4000)
    page.wait_for_timeout(3400 if d["effect"] == "autoplay" else 1200)
    eff = d["effect"]
    if eff in ("navigates", "new_page"):
        moved = path_of(page.url) != path_of(url0)
        assert moved or (eff == "new_page" and popups), (d, page.url)
        return
    if eff == "ad":
        assert popups, d
        return
    st = page.evaluate(STATE_JS, g["check"])
    if eff == "autoplay":
        assert nxt is None or path_of(st["pic"]) != start["image"], (d, st)
        return
    if nxt is not None and not d.get("note", "").startswith("scrolls the strip"):
        assert path_of(st["pic"]) != nxt["image"] or eff == "other_album", (d, st)
    if eff == "other_album":
        assert norm(st["title"]) != norm(g["title"]), (d, st)
        assert path_of(st["pic"]) not in {s["image"] for s in g["slides"]}, (d, st)
    elif eff in ("nothing", "popover", "grid"):
        assert path_of(st["pic"]) == start["image"], (d, st)
    if d.get("shows"):
        assert page.evaluate(VISIBLE_JS, d["shows"]), d


def test_oracle_walks_and_decoys_in_chromium(served: tuple[str, dict], chromium: Any) -> None:
    """``chromium``: the suite's shared headless Chromium (tests/conftest.py)."""
    browser = chromium
    base, truth = served
    failures = []
    for n, sid in enumerate(pick_sample(truth)):
        key, g = sample_gallery(truth, sid, n)
        ctx = browser.new_context(viewport={"width": 1280, "height": 720})
        page = ctx.new_page()
        try:
            walk(page, base, key, g)
            d = g["decoys"][n % len(g["decoys"])]
            page.close()
            page = ctx.new_page()
            check_decoy(page, base, key, g, d)
        except Exception as err:  # collect all, report together
            failures.append(f"{key}: {type(err).__name__}: {str(err)[:300]}")
        finally:
            ctx.close()
    assert not failures, "\n".join(failures)


def test_viewer_walks_in_chromium(served: tuple[str, dict], chromium: Any) -> None:
    """Viewer sites: open the overlay from a thumbnail (real click, or focus + Enter), follow
    the viewer's next (real mouse, or →) to the last picture waiting for each motion, check
    the end and the close control, then the single-picture decoy of the site."""
    base, truth = served
    failures = []
    sample = viewer_sample(truth)
    assert len(sample) <= 14, sample
    for sid in sample:
        key, g = sample_gallery(truth, sid, 0)
        ctx = chromium.new_context(viewport={"width": 1280, "height": 720})
        page = ctx.new_page()
        try:
            oracle.walk(page, base, key, g)
            oracle.check_end(page, key, g)
            d = next(d for d in g["decoys"] if d["effect"] == "single_viewer")
            oracle.check_single(page, base, key, g, d)
        except Exception as err:  # collect all, report together
            failures.append(f"{key}: {type(err).__name__}: {str(err)[:300]}")
        finally:
            ctx.close()
    assert not failures, "\n".join(failures)


def test_embedded_gallery_walks_in_chromium(served: tuple[str, dict], chromium: Any) -> None:
    """Articles that embed a slideshow or a lightbox grid: the oracle shows every embedded
    picture and caption in order."""
    base, truth = served
    failures = []
    arts = [
        (k, a)
        for k, a in truth["pages"].items()
        if a["kind"] == "article" and a["axes"]["article"] in EMBEDDED_KINDS
    ]
    sample: list[tuple[str, dict]] = []
    for kind in EMBEDDED_KINDS:
        sample += [ka for ka in arts if ka[1]["axes"]["article"] == kind][:3]
    for key, a in sample:
        ctx = chromium.new_context(viewport={"width": 1280, "height": 720})
        page = ctx.new_page()
        try:
            oracle.walk(page, base, key, a)
            if a["oracle"].get("open"):
                oracle.check_end(page, key, {**a, "end": "stop"})
        except Exception as err:
            failures.append(f"{key}: {type(err).__name__}: {str(err)[:300]}")
        finally:
            ctx.close()
    assert not failures, "\n".join(failures)


def test_phone_pages_are_phone_pages(served: tuple[str, dict], bed: tuple[Path, dict]) -> None:
    """Every phone gallery page and article declares the phone viewport; no phone gallery
    has an arrow or button in its swipe root, and its script binds no key or mouse handler
    (and no click inside the swipe itself)."""
    base, truth = served
    root = bed[0]
    for key, p in truth["pages"].items():
        axes = truth["sites"][p["site"]]["axes"]
        if site_kind(axes) != "phone":
            continue
        with urllib.request.urlopen(base + key.split("#")[0]) as r:
            body = r.read().decode("utf-8" if axes["charset"] == "utf8" else "gbk")
        assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in body
        if p["kind"] == "gallery":
            cls = p["check"]["root"].split()[-1][1:]
            part = body.split(f'<div class="{cls}">')[1].split('<section class="m-related">')[0]
            part = part.split("</article>")[0].split("<script")[0]
            assert not re.search(r"arrow|next|prev|<button|下一张|上一张", part), key
    for sid, s in truth["sites"].items():
        if site_kind(s["axes"]) == "phone":
            js = (root / sid / "static" / "swipe.js").read_text(encoding="utf-8")
            assert not re.search(r"key(down|up|press)|mouse|dblclick", js), sid
            swipe = js.split("function swipe(")[1].split("function slideHtml")[0]
            assert "click" not in swipe, sid


def test_phone_swipe_walks_in_chromium(served: tuple[str, dict], chromium: Any) -> None:
    """Phone sites at 390x844 with touch: the tap opens the viewer (tap_open), a mouse drag, a
    key, a click and a swipe shorter than the site's threshold leave the picture alone, CDP
    touch swipes from right to left reach every picture in order with its caption, the end
    stops, rubber-bands or wraps as declared, and a swipe the other way goes back one."""
    base, truth = served
    failures = []
    sample = phone_sample(truth)
    assert 2 <= len(sample) <= 8, sample
    for sid in sample:
        key, g = sample_gallery(truth, sid, 0)
        vp = g["check"]["viewport"]
        ctx = chromium.new_context(
            viewport=vp, has_touch=True, is_mobile=True, device_scale_factor=2
        )
        page = ctx.new_page()
        try:
            oracle.walk_phone(page, base, key, g)
        except Exception as err:  # collect all, report together
            failures.append(f"{key}: {type(err).__name__}: {str(err)[:300]}")
        finally:
            ctx.close()
    assert not failures, "\n".join(failures)


def test_twin_arrow_walks_in_chromium(served: tuple[str, dict], chromium: Any) -> None:
    """Twin-arrow sites: the listed URL shows picture ``start``; the two controls share tag and
    class (previous first); the second walks forward, the first backward, wrapping or stopping
    (disabled) as declared; every picture and caption in order."""
    base, truth = served
    failures = []
    sample = twin_sample(truth)
    assert len(sample) <= 6, sample
    for sid in sample:
        gal = sorted((k, g) for k, g in galleries(truth).items() if g["site"] == sid)
        for key, g in gal[:2]:
            ctx = chromium.new_context(viewport={"width": 1280, "height": 720})
            page = ctx.new_page()
            try:
                oracle.walk_twin(page, base, key, g)
            except Exception as err:  # collect all, report together
                failures.append(f"{key}: {type(err).__name__}: {str(err)[:300]}")
            finally:
                ctx.close()
    assert not failures, "\n".join(failures)


# 5. byte identity of the sites seed 0 built before ------------------------------------------


def test_existing_sites_are_byte_identical(bed: tuple[Path, dict]) -> None:
    """Seed 0's p000…p109: every file (the embedded articles' new files aside), the truth
    (minus the truth-only additions) and the routes are what the generator wrote before."""
    root, _ = bed
    before = json.loads(BEFORE.read_text(encoding="utf-8"))
    now = snapshot(root, list(before["sites"]))
    changed = [s for s, d in before["sites"].items() if now["sites"][s] != d]
    assert not changed, changed
    assert now["truth"] == before["truth"]
    assert now["routes"] == before["routes"]


def test_sites_before_phone_and_twin_are_byte_identical(bed: tuple[Path, dict]) -> None:
    """Seed 0's p000…p133 (first kind, viewer sites, embedded articles): every file, truth
    entry and route exactly as the generator wrote them before the phone and twin-arrow sites
    were appended (``testbeds/gallery_generator/seed0_before_phone.json``)."""
    root, _ = bed
    before = json.loads(BEFORE_PHONE.read_text(encoding="utf-8"))
    assert list(before["sites"]) == [f"p{i:03d}" for i in range(134)]
    now = snapshot_all(root, list(before["sites"]))
    changed = [s for s, d in before["sites"].items() if now["sites"][s] != d]
    assert not changed, changed
    assert now["truth"] == before["truth"]
    assert now["routes"] == before["routes"]
