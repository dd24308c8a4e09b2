"""The contract between the page scripts (harvester/browser/js, harvester/gallery/js) and their
Python readers.

Each page script runs for real in Chromium, on a small loopback page opened the way a
harvest opens one (``open_tab`` with the gallery's ``INIT_SCRIPTS``: ``init.js`` and the
vocabulary's patterns installed before the page's own scripts), and its answer is checked
against its type in harvester/browser/scripts.py or harvester/gallery/scripts.py with
``checked`` (keys and JSON types) and a value or two.
The pure tests at the top check ``checked`` itself. ``script_results.json`` holds real
answers of ``state.js`` and ``candidates.js`` on :data:`GALLERY`, which the unit tests of
test_snapshot.py and test_discover.py build their input from; a test here keeps it in step
with the scripts (``HARVEST_RECORD_SCRIPT_RESULTS=1`` writes it afresh).
"""

from __future__ import annotations

import json
import os
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, NotRequired, TypedDict, TypeVar

import pytest
from playwright.async_api import Browser as AsyncBrowser

from harvester.browser.contract import Mismatch, compile_check
from harvester.browser.launch import BrowserSettings
from harvester.browser.scripts import RESULTS as BROWSER_RESULTS
from harvester.browser.scripts import ScriptContractError, script
from harvester.browser.scripts import checked as browser_checked
from harvester.browser.tab import Tab, open_tab
from harvester.gallery.discover import rank
from harvester.gallery.scripts import RESULTS, StateResult, evaluate
from harvester.gallery.scripts import checked as gallery_checked
from harvester.gallery.state import GalleryState
from harvester.gallery.view import INIT_SCRIPTS
from harvester.gallery.vocabulary import page_patterns
from testbeds.page_server import serve_pages

if TYPE_CHECKING:
    from testbeds.async_browser import AsyncChromium

RECORDED = Path(__file__).with_name("script_results.json")
RECORD_ENV = "HARVEST_RECORD_SCRIPT_RESULTS"

T = TypeVar("T")


def checked(name: str, value: object) -> Any:
    """The answer of the page script ``name``, the browser's or the gallery's, checked."""
    return (gallery_checked if name in RESULTS else browser_checked)(name, value)


def recorded() -> dict[str, Any]:
    """The recorded answers: ``{"state": StateResult, "candidate": CandidateResult}``."""
    data: dict[str, Any] = json.loads(RECORDED.read_text(encoding="utf-8"))
    return data


# --- checked, without a browser --------------------------------------------------------------


def test_the_recorded_answers_pass_their_checks() -> None:
    data = recorded()
    assert checked("state", data["state"]) is data["state"]
    assert checked("candidates", [data["candidate"]]) == [data["candidate"]]


@pytest.mark.parametrize("key", sorted(StateResult.__required_keys__))
def test_checked_rejects_a_state_missing_a_key(key: str) -> None:
    state = {k: v for k, v in recorded()["state"].items() if k != key}
    with pytest.raises(ScriptContractError, match=rf"^state\.js: missing key '{key}'$"):
        checked("state", state)


@pytest.mark.parametrize(
    ("key", "value", "message"),
    [
        ("counter", [2, 8], "counter: expected object (CounterResult) or null, got array"),
        ("counterDistance", "12", "counterDistance: expected number or null, got string"),
        ("visibleImages", 2.5, "visibleImages: expected integer, got number"),
        ("slideData", 1, "slideData: expected boolean, got integer"),
        ("title", None, "title: expected string, got null"),
        ("captions", None, "captions: expected array of object (CaptionResult), got null"),
    ],
)
def test_checked_rejects_a_state_with_a_key_of_the_wrong_type(
    key: str, value: object, message: str
) -> None:
    state = {**recorded()["state"], key: value}
    with pytest.raises(ScriptContractError) as raised:
        checked("state", state)
    assert str(raised.value) == f"state.js: {message}"


def test_checked_names_the_record_inside_an_array() -> None:
    state = recorded()["state"]
    caption = state["captions"][0]
    bad = {**state, "captions": [caption, {k: v for k, v in caption.items() if k != "near"}]}
    with pytest.raises(
        ScriptContractError, match=r"^state\.js: captions\[1\]: missing key 'near'$"
    ):
        checked("state", bad)
    positional = {**state, "captions": [list(caption.values())]}
    with pytest.raises(ScriptContractError, match=r"captions\[0\]: expected object"):
        checked("state", positional)


def test_checked_rejects_a_key_the_type_does_not_know() -> None:
    with pytest.raises(ScriptContractError, match=r"^state\.js: unexpected key 'imageSize'$"):
        checked("state", {**recorded()["state"], "imageSize": 1})


def test_checked_rejects_a_candidate_missing_a_key_and_the_old_shapes() -> None:
    candidate = {k: v for k, v in recorded()["candidate"].items() if k != "xpath"}
    with pytest.raises(ScriptContractError, match=r"^candidates\.js: \[0\]: missing key 'xpath'$"):
        checked("candidates", [candidate])
    with pytest.raises(ScriptContractError, match=r"^quiet\.js: expected object"):
        checked("quiet", [12.5, 0, 0, 0])  # the positional answer of before
    with pytest.raises(ScriptContractError, match=r"^point\.js: expected object"):
        checked("point", [10, 20])
    with pytest.raises(ScriptContractError, match=r"^moved\.js: expected boolean, got integer$"):
        checked("moved", 1)
    with pytest.raises(ScriptContractError, match=r"^watch\.js: \[1\]: expected string"):
        checked("watch", ["/html/body[1]/div[1]", None])


def test_checked_takes_the_scalar_answers() -> None:
    assert checked("point", None) is None
    assert checked("point", {"x": 1, "y": 2.5}) == {"x": 1, "y": 2.5}
    assert checked("overlay", None) is None and checked("overlay", "//a") == "//a"
    assert checked("dispatch", False) is False and checked("ignore", 3) == 3
    assert checked("quiet", {"stillMs": 0, "loading": 1, "running": 0, "pending": 0})


def test_a_key_that_may_be_absent_is_checked_when_present() -> None:
    # the functional form: Python 3.11 reads NotRequired only from annotations that are
    # not strings (this module has ``from __future__ import annotations``)
    answer = TypedDict("answer", {"n": int, "label": NotRequired[str | None]})  # noqa: UP013
    check = compile_check(answer)
    check({"n": 1})
    check({"n": 1, "label": None})
    check({"n": 1, "label": "x"})
    with pytest.raises(Mismatch, match="expected string or null, got integer"):
        check({"n": 1, "label": 2})
    with pytest.raises(Mismatch, match="unexpected key 'other'"):
        check({"n": 1, "other": 2})
    with pytest.raises(Mismatch, match="missing key 'n'"):
        check({"label": "x"})


def test_checked_raises_on_the_pattern_errors_a_page_reports() -> None:
    report = {"patternErrors": ["next: Invalid regular expression: /(/: Unterminated group"]}
    for name in ("state", "candidates", "overlay"):
        with pytest.raises(ScriptContractError, match=rf"^{name}\.js: init.js could not compile"):
            checked(name, report)


def test_checked_knows_every_page_script_but_the_installed_ones() -> None:
    root = Path(__file__).parents[1] / "harvester"
    browser = {p.stem for p in (root / "browser" / "js").glob("*.js")} - {"init", "pristine"}
    assert set(BROWSER_RESULTS) == browser
    assert set(RESULTS) == {p.stem for p in (root / "gallery" / "js").glob("*.js")}
    for check in (browser_checked, gallery_checked):
        with pytest.raises(ScriptContractError, match=r"no such page script"):
            check("nosuch", {})


def test_a_state_is_read_from_a_checked_answer() -> None:
    s = GalleryState.from_js(recorded()["state"])
    assert s.counter == (1, 5) and s.headline == "高清：夏日荷花盛开"
    with pytest.raises(ScriptContractError, match=r"state\.js: missing key 'url'"):
        GalleryState.from_js({})


# --- the real scripts in Chromium --------------------------------------------------------------

PIXEL = "data:image/gif;base64,R0lGODlhAQABAAAAACw="

#: A gallery page: a headline, a 600 x 400 picture, a counter under it, a caption, a
#: "next" link over its right half, an article pager, and a ticker far from the picture.
GALLERY = f"""<!doctype html><html><head><meta charset=utf-8><title>高清：夏日荷花盛开</title>
<style>body {{ margin: 0; }} #stage {{ position: relative; width: 600px; margin: 20px; }}
#next {{ position: absolute; right: 0; top: 0; width: 200px; height: 400px; }}
#ticker {{ margin-top: 900px; }}</style></head><body>
<h1>高清：夏日荷花盛开</h1>
<div id=stage><img id=pic src="{PIXEL}" data-src="/photo/1.jpg" width=600 height=400>
<a id=next href="#p=2" title="下一张"></a></div>
<div class=counter>1/5</div>
<p class=caption>6月15日，游客在公园内观赏盛开的荷花。</p>
<a id=pager href="/page_2.html">下一页</a>
<div id=ticker>0</div>
<script>
let ticks = 0;
function tick() {{ document.getElementById("ticker").textContent = String(++ticks); }}
</script>
</body></html>"""

#: A consent sheet over the page, with its 同意 button.
SHEET = """<!doctype html><meta charset=utf-8><p>正文</p>
<div id=consent style="position: fixed; inset: 0 0 auto 0; height: 60%; background: #eee">
<p>本网站使用 cookie</p><button class=agree>同意</button></div>"""

#: Four groups of pictures: thumbnails naming their large pictures in attributes of every
#: kind (data-original, layui's layer-src, Discuz!'s zoomfile), a stack whose loaded
#: pictures a script marks (tsLoaded), a row of links to other pages, and a YUI grid
#: whose first cell of each row is marked `first`.
GIF = "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="
YUI_CELL = '<div class="yui-u{first}"><a href="/y{i}.jpg"><img src="{gif}"></a></div>'
YUI = "".join(YUI_CELL.format(first=" first" * (i % 3 == 1), i=i, gif=GIF) for i in range(1, 6))
GRIDS = f"""<!doctype html><meta charset=utf-8><style>img {{ width: 200px; height: 133px; }}
#s img {{ display: block; width: 480px; height: 640px; }}</style>
<div id=g><img src="{GIF}" data-original="/p1.jpg" alt="说明一">
<img src="{GIF}" layer-src="/p2.jpg" alt="说明二">
<img src="{GIF}" zoomfile="/p3.jpg" alt="说明三"></div>
<div id=s><section><img class="tsImg tsLoaded" src="/s1.png"><p>第一张</p></section>
<section><img class="tsImg" src="{GIF}" data-src="/s2.png"><p>第二张</p></section>
<section><img class="tsImg" src="{GIF}" data-src="/s3.png"><p>第三张</p></section></div>
<ul><li><a href="/a.html"><img src="/r1.png"></a><li><a href="/b.html"><img src="/r2.png"></a>
<li><a href="/c.html"><img src="/r3.png"></a></ul>
<ol><li><a href="/show.shtml?/v1.jpg"><img src="/v1s.png"></a>
<li><a href="/show.shtml?/v2.jpg"><img src="/v2s.png"></a>
<li><a href="/show.shtml?/v3.jpg"><img src="/v3s.png"></a></ol>
<div id=y>{YUI}</div>"""


#: A viewer's fixed layer over a grid whose cells carry their own 1/5 labels, one of them
#: right under the viewer's picture; the viewer's own counter is further from it, a pager
#: dot's label naming no total (第3张: Foundation Orbit's) nearer.
LAYER = f"""<!doctype html><meta charset=utf-8><style>body {{ margin: 0; }}
.cell {{ position: absolute; width: 200px; }} .cell img {{ width: 200px; height: 133px; }}
#lb {{ position: fixed; inset: 0; background: rgba(0,0,0,.8); }}
#lb img {{ position: absolute; left: 300px; top: 100px; width: 600px; height: 400px; }}
#lb em {{ position: absolute; left: 300px; top: 700px; color: #fff; }}</style>
<div class=cell style="left: 500px; top: 250px"><img src="{GIF}"><em>1/5</em></div>
<div class=cell style="left: 20px; top: 20px"><img src="{GIF}"><em>2/5</em></div>
<div id=lb><img src="/big-2.jpg"><em>2 / 5</em>
<i style="position: absolute; left: 300px; top: 520px">第3张</i></div>"""

#: A viewer's layer, and its caption in another layer a component placed at the end of
#: <body> (Vue's Teleport): over the page too, so read with the viewer's; the grid's own
#: caption under the shade is not.
TELEPORTED = LAYER.replace("</div>\n<i ", "<p>网格说明文字在遮罩下面。</p></div>\n<i ") + (
    '<div style="position: absolute; z-index: 2001; left: 300px; top: 560px; color: #fff">'
    "<span>10月20日，游客在洱海生态廊道上骑行。</span></div>"
)

#: A phone page's picture at the top of the screen and its caption in a bar fixed at the
#: foot of it, far below the picture: read as the picture's (it is over the page).
BOTTOM_BAR = """<!doctype html><meta charset=utf-8><style>body { margin: 0; height: 3000px; }
#pic { position: absolute; left: 0; top: 0; width: 390px; height: 260px; }
#bar { position: fixed; left: 0; right: 0; bottom: 0; }</style>
<img id=pic src="/big-1.jpg">
<div id=bar><p>6月28日，游客展示剪纸作品。</p></div>"""

#: A picture drawn as a background, a transparent GIF stretched over it (against saving
#: it), and a lazy placeholder GIF naming its picture in data-src further down.
MASK = f"""<!doctype html><meta charset=utf-8><style>body {{ margin: 0; }}
#pic {{ position: absolute; left: 0; top: 0; width: 800px; height: 533px;
  background: url(/bg-1.jpg) center / cover; }}
#mask {{ position: absolute; left: 0; top: 0; width: 800px; height: 533px; }}
#lazy {{ position: absolute; left: 0; top: 600px; width: 300px; height: 200px; }}</style>
<div id=pic></div><img id=mask src="{GIF}"><img id=lazy src="{GIF}" data-src="/lazy-1.jpg">"""

#: a gallery's real control among 1,000 links that call themselves next (a hostile page)
LOOK_ALIKES = (
    "<!doctype html><meta charset=utf-8><title>图集</title><div id=g>"
    '<img id=pic width=800 height=500 src="data:image/gif;base64,'
    'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"><span>1/5</span>'
    '<a id=real class=next href="javascript:;">下一张</a></div>'
    '<ul style="height:200px;overflow:auto">'
    + "".join(f'<li><a class="next" href="#n{i}">下一张</a></li>' for i in range(1_000))
    + "</ul>"
)

#: Captions cut short for the eye ("…", "..."), their whole text kept by the page in a
#: slide's data-note (as HTML), a title, a <template> and a hidden element; one whose
#: whole text is nowhere stays as shown, and the box that shows the cut text with its
#: 展开 control is not taken for the whole.
CUT = """<!doctype html><meta charset=utf-8>
<div data-note="福州三坊七巷南后街的角梳铺里，<b>老师傅</b>正在打磨一把黄杨木梳。"></div>
<span title="油纸伞作坊里，手艺人把裁好的皮纸一张张糊上伞骨，再刷上桐油。"></span>
<template><p>脱胎漆器是福州的三宝之一，一件作品往往要髹几十遍漆。</p></template>
<span hidden>寿山石雕刻师在放大镜下雕琢一枚印钮，刀下的石料温润如玉。</span>
<div class=c><p id=a>福州三坊七巷南后街的角梳铺里，老师傅正在打磨…</p><a>展开</a></div>
<p id=b>油纸伞作坊里，手艺人把裁好的皮纸...</p>
<p id=c>脱胎漆器是福州的三宝之一，一件作品…</p>
<p id=d>寿山石雕刻师在放大镜下雕琢一枚印钮，…</p>
<p id=e>平潭沿海的蓝眼泪出现的时间和地点很难…</p>"""

#: A cross-fade slideshow as FlexSlider builds one: five bare <li>s stacked, four faded
#: out, the shown one marked by a class only it has.
FADE_LI = (
    '<li style="float: left; width: 100%; margin-right: -100%; opacity: {o}"{c}>'
    '<img src="/f{i}.png" width=720 height=480></li>'
)
FADE = (
    '<!doctype html><meta charset=utf-8><ul id=f style="list-style: none">'
    + "".join(
        FADE_LI.format(o=int(i == 1), c=' class="flex-active-slide"' * (i == 1), i=i)
        for i in range(1, 6)
    )
    + "</ul>"
)

#: A sliding track of five pictures, picture 1 shown: ``{dir}`` the page's direction, the
#: slides in document order 1..5 or (``reverse``) 5..1 laid out in a track of ``{track}``
#: direction (react-slick's rtl mode: an ltr track of the slides in reverse order).
TRACK = (
    '<!doctype html><html dir="{dir}"><meta charset=utf-8><div style="width: 720px; '
    'overflow: hidden"><div style="display: flex; width: 3600px; direction: {track}">'
    "{slides}</div></div></html>"
)


def track_page(page_dir: str, track_dir: str, order: range) -> str:
    slides = "".join(
        f'<div class="slide"><img src="/t{i}.png" width=720 height=480></div>' for i in order
    )
    return TRACK.format(dir=page_dir, track=track_dir, slides=slides)


#: A gallery whose scripts then replace the built-ins our scripts and Playwright use, and
#: try to take our page scripts' object away.
POISON = """<!doctype html><meta charset=utf-8><title>图集</title>
<img src="/p1.jpg" width=800 height=500><div class=counter>1/5</div>
<p class=caption>6月15日，游客在公园内观赏盛开的荷花。</p>
<script>
Array.prototype.map = function () { throw new Error("map"); };
Array.prototype.forEach = function () { throw new Error("forEach"); };
Array.from = function () { return []; };
JSON.stringify = function () { return '"poisoned"'; };
Object.keys = function () { return ["poisoned"]; };
String.prototype.trim = function () { return "poisoned"; };
window.getComputedStyle = function () { throw new Error("style"); };
Object.defineProperty(window, "innerWidth", { get: function () { throw new Error("w"); } });
Element.prototype.querySelectorAll = function () { throw new Error("qsa"); };
Document.prototype.querySelectorAll = function () { return []; };
Element.prototype.getBoundingClientRect = function () { return { width: -1, height: -1 }; };
try { window.__hv = null; delete window.__hv; } catch (e) {}
</script>"""

PAGES = {
    "/poison.html": POISON,
    "/fade.html": FADE,
    "/ltr-track.html": track_page("ltr", "ltr", range(1, 6)),
    "/rtl-track.html": track_page("rtl", "rtl", range(1, 6)),
    "/rtl-reversed.html": track_page("rtl", "ltr", range(5, 0, -1)),
    "/cut.html": CUT,
    "/look-alikes.html": LOOK_ALIKES,
    "/gallery.html": GALLERY,
    "/sheet.html": SHEET,
    "/grids.html": GRIDS,
    "/layer.html": LAYER,
    "/teleported.html": TELEPORTED,
    "/bottom-bar.html": BOTTOM_BAR,
    "/mask.html": MASK,
}


@pytest.fixture(scope="module")
def base() -> Iterator[str]:
    with serve_pages(PAGES) as url:
        yield url


def on_tab(async_chromium: AsyncChromium, url: str, work: Callable[[Tab], Awaitable[T]]) -> T:
    """``work(tab)`` on a tab opened as a harvest opens one, showing ``url`` settled."""

    async def run(browser: AsyncBrowser) -> T:
        settings = BrowserSettings()
        async with open_tab(browser, settings, init_scripts=INIT_SCRIPTS) as tab:
            await tab.goto(url)
            return await work(tab)

    return async_chromium.run(run)


def _shape(value: object) -> object:
    """The keys of ``value`` and of every object in it (of the first of an array), with
    the JSON kinds of its scalars."""
    if isinstance(value, dict):
        return {k: _shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_shape(v) for v in value[:1]]
    if isinstance(value, bool) or value is None:
        return value is not None and "boolean"
    return "number" if isinstance(value, int | float) else type(value).__name__


@pytest.mark.browser
def test_state_js(async_chromium: AsyncChromium, base: str) -> None:
    state = on_tab(async_chromium, f"{base}/gallery.html", lambda tab: evaluate(tab, "state"))
    s = checked("state", state)
    assert s["counter"] == {"n": 1, "total": 5}
    assert s["image"] == f"{base}/photo/1.jpg"  # the lazy picture's own URL
    assert s["headline"] == "高清：夏日荷花盛开" and s["title"] == s["headline"]
    assert s["imageRect"] is not None and s["imageRect"]["width"] == 600
    assert s["pager"] == f"{base}/page_2.html"
    texts = {c["text"]: c for c in s["captions"]}
    assert texts["6月15日，游客在公园内观赏盛开的荷花。"]["xpath"] == (
        "//p[contains(concat(' ',normalize-space(@class),' '),' caption ')]"
    )
    assert GalleryState.from_js(state).counter == (1, 5)
    if os.environ.get(RECORD_ENV):
        _record(state=state)
    assert _shape(state) == _shape(recorded()["state"]), (
        f"state.js answers otherwise than {RECORDED.name}: {RECORD_ENV}=1 records it afresh"
    )


@pytest.mark.browser
def test_state_js_reads_a_caption_in_another_layer_over_the_page(
    async_chromium: AsyncChromium, base: str
) -> None:
    state = checked(
        "state",
        on_tab(async_chromium, f"{base}/teleported.html", lambda tab: evaluate(tab, "state")),
    )
    texts = [c["text"] for c in state["captions"]]
    assert state["layer"] and "10月20日，游客在洱海生态廊道上骑行。" in texts, texts


@pytest.mark.browser
def test_state_js_reads_a_caption_in_a_bar_fixed_at_the_foot_of_the_screen(
    async_chromium: AsyncChromium, base: str
) -> None:
    state = checked(
        "state",
        on_tab(async_chromium, f"{base}/bottom-bar.html", lambda tab: evaluate(tab, "state")),
    )
    texts = [c["text"] for c in state["captions"]]
    assert "6月28日，游客展示剪纸作品。" in texts, texts


@pytest.mark.browser
def test_state_js_reads_the_counter_inside_a_viewers_layer(
    async_chromium: AsyncChromium, base: str
) -> None:
    state = checked(
        "state", on_tab(async_chromium, f"{base}/layer.html", lambda tab: evaluate(tab, "state"))
    )
    assert state["layer"] and GalleryState.from_js(state).counter == (2, 5)


@pytest.mark.browser
def test_state_js_sees_the_picture_under_a_spacer_and_a_lazy_placeholders_picture(
    async_chromium: AsyncChromium, base: str
) -> None:
    """A transparent GIF stretched over a picture is no picture; a placeholder GIF whose
    data-src names a picture stands for that picture."""
    state = checked(
        "state", on_tab(async_chromium, f"{base}/mask.html", lambda tab: evaluate(tab, "state"))
    )
    assert state["image"] == f"{base}/bg-1.jpg"
    pictures = {p.split("/")[-1] for p in hv_pictures(async_chromium, f"{base}/mask.html")}
    assert pictures == {"bg-1.jpg", "lazy-1.jpg"}


@pytest.mark.browser
def test_a_caption_cut_short_is_read_whole_where_the_page_keeps_its_text(
    async_chromium: AsyncChromium, base: str
) -> None:
    async def read(tab: Tab) -> list[str]:
        texts: list[str] = await tab.page.evaluate(
            """() => ["a", "b", "c", "d", "e"].map((id) =>
                window.__hv.untruncate(window.__hv.domText(document.getElementById(id))))"""
        )
        return texts

    assert on_tab(async_chromium, f"{base}/cut.html", read) == [
        "福州三坊七巷南后街的角梳铺里，老师傅正在打磨一把黄杨木梳。",
        "油纸伞作坊里，手艺人把裁好的皮纸一张张糊上伞骨，再刷上桐油。",
        "脱胎漆器是福州的三宝之一，一件作品往往要髹几十遍漆。",
        "寿山石雕刻师在放大镜下雕琢一枚印钮，刀下的石料温润如玉。",
        "平潭沿海的蓝眼泪出现的时间和地点很难…",
    ]


@pytest.mark.browser
def test_state_js_finds_the_track_of_a_fade_whose_shown_slide_has_a_class_of_its_own(
    async_chromium: AsyncChromium, base: str
) -> None:
    state = checked(
        "state", on_tab(async_chromium, f"{base}/fade.html", lambda tab: evaluate(tab, "state"))
    )
    assert state["track"] == 5 and state["trackPictures"] == "//ul[@id='f']//img"
    # the track's pictures in document order: which way a press moves it
    assert [src.rsplit("/", 1)[-1] for src in state["trackOrder"]] == [
        f"f{i}.png" for i in range(1, 6)
    ]


@pytest.mark.parametrize("page", ["ltr-track", "rtl-track", "rtl-reversed"])
@pytest.mark.browser
def test_state_js_gives_a_tracks_pictures_in_reading_order(
    async_chromium: AsyncChromium, base: str, page: str
) -> None:
    """Left to right; right to left on a page written so, whether the track lays its
    slides out right to left or holds them in reverse order in a left-to-right track."""
    state = checked(
        "state", on_tab(async_chromium, f"{base}/{page}.html", lambda tab: evaluate(tab, "state"))
    )
    assert state["image"].endswith("/t1.png"), state["image"]
    assert [src.rsplit("/", 1)[-1] for src in state["trackOrder"]] == [
        f"t{i}.png" for i in range(1, 6)
    ]


@pytest.mark.browser
def test_the_page_scripts_read_a_page_that_replaced_the_built_ins(
    async_chromium: AsyncChromium, base: str
) -> None:
    async def read(tab: Tab) -> tuple[Any, Any, Any]:
        state = checked("state", await evaluate(tab, "state"))
        still = checked("quiet", await tab.evaluate("quiet"))
        # the page keeps its own versions once ours have run
        mine: Any = await tab.page.evaluate("() => [JSON.stringify({}), ''.trim()]")
        return (state, still, mine)

    state, still, mine = on_tab(async_chromium, f"{base}/poison.html", read)
    assert GalleryState.from_js(state).counter == (1, 5)
    assert state["image"] == f"{base}/p1.jpg" and state["imageRect"]["width"] == 800
    assert "6月15日，游客在公园内观赏盛开的荷花。" in [c["text"] for c in state["captions"]]
    assert still["loading"] == 0
    assert mine == ['"poisoned"', "poisoned"]


def hv_pictures(async_chromium: AsyncChromium, url: str) -> list[str]:
    """The page's pictures as init.js's hv.pictures lists them, by the file each names."""

    async def read(tab: Tab) -> list[str]:
        files: list[str] = await tab.page.evaluate(
            """() => window.__hv.pictures().map((el) => {
                const lazy = window.__hv.LAZY.map((a) => el.getAttribute(a)).find(Boolean);
                return lazy || window.__hv.pictureSrc(el); })"""
        )
        return files

    return on_tab(async_chromium, url, read)


@pytest.mark.browser
def test_a_real_control_among_thousands_of_look_alikes_is_listed_and_ranked_first(
    async_chromium: AsyncChromium, base: str
) -> None:
    """Only the candidates nearest the picture get an XPath (anchoring each costs a page
    of look-alikes a scan of them all): the page is listed within the evaluate bound, and
    the control by the picture comes first."""
    listed = on_tab(
        async_chromium, f"{base}/look-alikes.html", lambda tab: evaluate(tab, "candidates")
    )
    items = checked("candidates", listed)
    assert len(items) == 300 and all(item["xpath"] for item in items)
    assert rank(items)[0].xpath == "//a[@id='real']"


def test_candidates_js(async_chromium: AsyncChromium, base: str) -> None:
    found = checked(
        "candidates",
        on_tab(async_chromium, f"{base}/gallery.html", lambda tab: evaluate(tab, "candidates")),
    )
    by_xpath = {c["xpath"]: c for c in found}
    nxt = by_xpath["//a[@id='next']"]
    assert nxt["overRight"] and nxt["pointer"] and "下一张" in nxt["words"]
    assert (nxt["width"], nxt["height"], nxt["href"]) == (200, 400, "#p=2")
    if os.environ.get(RECORD_ENV):
        _record(candidate=nxt)
    assert _shape(nxt) == _shape(recorded()["candidate"]), (
        f"candidates.js answers otherwise than {RECORDED.name}: {RECORD_ENV}=1 records it afresh"
    )


@pytest.mark.browser
def test_grid_js(async_chromium: AsyncChromium, base: str) -> None:
    """Every attribute naming another picture is a large picture's source; a class a
    script adds to a loaded picture, or one marking a row's first cell, does not split its
    group; links are marked."""
    groups = checked(
        "grid", on_tab(async_chromium, f"{base}/grids.html", lambda tab: evaluate(tab, "grid"))
    )
    by_items = {g["items"]: g["entries"] for g in groups}
    thumbs = by_items["//div[@id='g']/img"]
    assert [sorted(e["large"].items()) for e in thumbs] == [
        [("attr:data-original@item", f"{base}/p1.jpg")],
        [("attr:layer-src@item", f"{base}/p2.jpg")],
        [("attr:zoomfile@item", f"{base}/p3.jpg")],
    ]
    assert [e["captions"]["attr:alt@item"] for e in thumbs] == ["说明一", "说明二", "说明三"]
    stack = by_items["//div[@id='s']/section/img"]
    assert [e["captions"]["text"] for e in stack] == ["第一张", "第二张", "第三张"]
    tops = [e["box"][1] for e in stack]
    assert tops == sorted(tops) and len(set(tops)) == 3
    assert all(e["page"] for e in by_items["//body/ul[1]/li/a"])
    # a viewer page naming the picture in its query is a page, not the large picture
    (shown,) = [g["entries"] for g in groups if "v1s.png" in str(g["entries"])]
    assert all(e["page"] and not e["large"] for e in shown)
    (yui,) = [g for g in groups if "y1.jpg" in str(g["entries"])]
    assert [e["large"]["href"] for e in yui["entries"]] == [f"{base}/y{i}.jpg" for i in range(1, 6)]


@pytest.mark.browser
def test_quiet_js(async_chromium: AsyncChromium, base: str) -> None:
    async def quiet(tab: Tab) -> object:
        return await tab.page.evaluate(script("quiet"))

    q = checked("quiet", on_tab(async_chromium, f"{base}/gallery.html", quiet))
    assert q["stillMs"] > 0 and (q["loading"], q["running"], q["pending"]) == (0, 0, 0)


@pytest.mark.browser
def test_point_and_dispatch_js(async_chromium: AsyncChromium, base: str) -> None:
    async def press(tab: Tab) -> list[object]:
        return [
            await tab.evaluate("point", "//a[@id='next']"),
            await tab.evaluate("point", "//a[@id='gone']"),
            await tab.evaluate("dispatch", "//a[@id='next']"),
            await tab.evaluate("dispatch", "//a[@id='gone']"),
            await tab.page.evaluate("location.hash"),
        ]

    point, gone, dispatched, not_there, fragment = on_tab(
        async_chromium, f"{base}/gallery.html", press
    )
    p = checked("point", point)
    assert p is not None and 420 <= p["x"] <= 620 and 20 <= p["y"] <= 420 + 60
    assert checked("point", gone) is None
    assert checked("dispatch", dispatched) is True and checked("dispatch", not_there) is False
    assert fragment == "#p=2"  # the dispatched click followed the link


@pytest.mark.browser
def test_moved_watch_and_ignore_js(async_chromium: AsyncChromium, base: str) -> None:
    async def watch(tab: Tab) -> list[object]:
        await evaluate(tab, "state")
        still = await evaluate(tab, "moved")
        started = await evaluate(tab, "watch", True)
        await tab.page.evaluate("tick()")
        await tab.page.wait_for_timeout(100)
        moved = await evaluate(tab, "moved")
        ignored = await evaluate(tab, "watch", False)
        again = await evaluate(tab, "ignore", ignored)
        return [still, moved, started, ignored, again]

    still, moved, started, ignored, again = on_tab(async_chromium, f"{base}/gallery.html", watch)
    assert checked("moved", still) is False and checked("moved", moved) is True
    assert checked("watch", started) == []
    assert checked("watch", ignored) == ["/html/body[1]/div[3]"]  # the ticker
    assert checked("ignore", again) == 1


@pytest.mark.browser
def test_overlay_js(async_chromium: AsyncChromium, base: str) -> None:
    async def overlay(tab: Tab) -> list[object]:
        found = await evaluate(tab, "overlay")
        return [found, await evaluate(tab, "overlay", found)]

    found, shown = on_tab(async_chromium, f"{base}/sheet.html", overlay)
    assert (
        checked("overlay", found)
        == "//button[contains(concat(' ',normalize-space(@class),' '),' agree ')]"
    )
    assert checked("overlay", shown) == found
    empty = on_tab(async_chromium, f"{base}/gallery.html", lambda tab: evaluate(tab, "overlay"))
    assert checked("overlay", empty) is None


@pytest.mark.browser
def test_every_pattern_of_the_vocabulary_compiles_in_chromium(
    async_chromium: AsyncChromium, base: str
) -> None:
    async def compiled(tab: Tab) -> list[list[str]]:
        answer: list[list[str]] = await tab.page.evaluate(
            "() => [window.__hv.patternErrors, Object.keys(window.__hv.re).sort()]"
        )
        return answer

    errors, names = on_tab(async_chromium, f"{base}/gallery.html", compiled)
    words = json.loads(page_patterns().removeprefix("window.__hvWords = ").removesuffix(";"))
    assert errors == []
    assert names == sorted(words)


@pytest.mark.browser
def test_a_pattern_that_does_not_compile_reaches_python(
    async_chromium: AsyncChromium, base: str
) -> None:
    """A pattern JavaScript cannot read (a named group spelt the Python way) is reported
    by the first script that reads the patterns, and ``checked`` raises: it never just
    matches nothing."""
    bad = 'window.__hvWords = {"next": ["(?P<n>next)", "i"], "right": ["right", "i"]};'

    async def run(browser: AsyncBrowser) -> list[object]:
        context = await browser.new_context()
        try:
            await context.add_init_script(bad + "\n" + script("init"))
            page = await context.new_page()
            await page.goto(f"{base}/gallery.html")
            return [
                await page.evaluate(script(name, "harvester.gallery"))
                for name in ("state", "candidates", "overlay")
            ]
        finally:
            await context.close()

    answers = async_chromium.run(run)
    for name, answer in zip(("state", "candidates", "overlay"), answers, strict=True):
        with pytest.raises(ScriptContractError, match=rf"^{name}\.js: init.js could not compile"):
            checked(name, answer)
        with pytest.raises(ScriptContractError, match=r"next: Invalid regular expression"):
            checked(name, answer)
    with pytest.raises(ScriptContractError):
        GalleryState.from_js(answers[0])


def _record(**answers: object) -> None:
    """Write ``answers`` into :data:`RECORDED` (the other answers kept)."""
    data = recorded() if RECORDED.exists() else {}
    data.update(answers)
    RECORDED.write_text(json.dumps(data, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
