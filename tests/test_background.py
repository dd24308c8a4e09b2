"""Pictures drawn as CSS backgrounds (harvester/browser/js/init.js, ``hv.pictures``): a slide
that is a ``<div>`` with ``background-image`` sized to its box is a picture of the gallery,
while a background that keeps its own size (an arrow icon, a "loading" spinner behind the
real ``<img>``) is not."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from testbeds.async_browser import AsyncChromium
from testbeds.libraries import LibraryServer

CAPTIONS = [
    "6月3日，游客在鸣沙山骑骆驼。",
    "6月3日，月牙泉边的游人。",
    "6月3日，夜色中的沙州市场。",
]
STYLE = (
    "<style>#track{width:900px;height:420px;overflow:hidden;position:relative}"
    "#belt{display:flex;transition:transform .3s}"
    ".slide{flex:0 0 900px;height:420px;background:#111 no-repeat center;background-size:cover}"
    "#next{display:inline-block;width:40px;height:40px;cursor:pointer;"
    "background:url(../pics/arrow-40x40.png) no-repeat center}</style>"
)


def _slides() -> str:
    slides = "".join(
        f'<div class="slide" style="background-image:url(../pics/b-{i}-1200x560.png)"></div>'
        for i in range(1, 4)
    )
    return (
        f"<!doctype html><meta charset=utf-8><title>敦煌掠影</title>{STYLE}<h1>敦煌掠影</h1>"
        f'<div id="track"><div id="belt">{slides}</div></div>'
        f'<p id="cap">{CAPTIONS[0]}</p><span id="n">1/3</span>'
        '<span id="next" title="下一张"></span>'
        f"<script>const C={CAPTIONS!r};let i=0;document.getElementById('next').onclick=()=>{{"
        "if(i===2)return;i++;document.getElementById('belt').style.transform="
        "`translateX(${-900*i}px)`;document.getElementById('cap').textContent=C[i];"
        "document.getElementById('n').textContent=(i+1)+'/3';};</script>"
    )


def _spinner_behind_img() -> str:
    """An ordinary gallery whose picture box shows a loading spinner as its background."""
    return (
        "<!doctype html><meta charset=utf-8><title>沙洲夜市</title><h1>沙洲夜市</h1>"
        '<div style="width:960px;height:640px;background:url(../pics/spin-64x64.png) '
        'no-repeat center"><img id="pic" src="../pics/s-1-960x640.png" width=960 height=640>'
        f'</div><p id="cap">{CAPTIONS[0]}</p><span id="n">1/3</span>'
        '<a id="next" href="javascript:;">下一张</a>'
        f"<script>const C={CAPTIONS!r};let i=0;document.getElementById('next').onclick=()=>{{"
        "if(i===2)return;i++;document.getElementById('pic').src=`../pics/s-${i+1}-960x640.png`;"
        "document.getElementById('cap').textContent=C[i];"
        "document.getElementById('n').textContent=(i+1)+'/3';};</script>"
    )


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("background")
    folder = root / "handmade" / "bg" / "a"
    folder.mkdir(parents=True)
    (folder / "slides.html").write_text(_slides(), "utf-8")
    (folder / "spinner.html").write_text(_spinner_behind_img(), "utf-8")
    with LibraryServer(root) as base:
        yield base + "handmade/bg/"


def test_slides_drawn_as_backgrounds_are_the_gallerys_pictures(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    (record,) = async_chromium.harvest([site + "a/slides.html"], tmp_path / "db", seeds=False)
    assert record.kind == "gallery", (record.error, record.note, record.evidence)
    assert [s["image"] for s in record.slides] == [
        site + f"pics/b-{i}-1200x560.png" for i in (1, 2, 3)
    ]
    assert [s["caption"] for s in record.slides] == CAPTIONS


def test_a_spinner_behind_the_picture_is_no_picture(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    (record,) = async_chromium.harvest([site + "a/spinner.html"], tmp_path / "db", seeds=False)
    assert record.kind == "gallery", (record.error, record.note, record.evidence)
    assert [s["image"] for s in record.slides] == [
        site + f"pics/s-{i}-960x640.png" for i in (1, 2, 3)
    ]
