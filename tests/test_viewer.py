"""Lightbox galleries (harvester/gallery/viewer.py): the pure grid rules on hand-made
grids, and two small hand-written lightbox pages harvested end to end in Chromium: a
grid naming its large pictures and captions (the second gallery of the site is then read
from the grid at one load), and a grid whose captions live only in the viewer."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from harvester.gallery.slides import Slide
from harvester.gallery.viewer import (
    Grid,
    GridItem,
    GridSpec,
    confirm_grid,
    may_open_viewer,
    slides_from_grid,
    viewer_grid,
)
from testbeds.async_browser import AsyncChromium
from testbeds.libraries import LibraryServer

BIG = "http://x/pics/g{}-{}-1600x1067.png"


def _item(n: int, caption: str = "", page: bool = False) -> GridItem:
    return GridItem(
        f"//a[{n}]",
        f"http://x/pics/g-{n}t-240x160.png",
        {"href": BIG.format(1, n), "attr:data-src@img": BIG.format(1, n)},
        {"attr:data-caption@item": f"说明{n}（摄影：张三）", "text": caption},
        page,
        240 * 160,
    )


def _grid(n: int = 4, **kw: object) -> Grid:
    return Grid("//div[@id='g']/a", tuple(_item(i, **kw) for i in range(1, n + 1)))  # type: ignore[arg-type]


def test_the_grid_that_opens_a_viewer_is_chosen_links_to_pages_are_not() -> None:
    links = Grid("//ul/li/a", tuple(_item(i, page=True) for i in range(1, 9)))
    small = _grid(2)
    assert viewer_grid([links, small]) is None
    assert viewer_grid([links, _grid(4)]) == _grid(4)
    assert _grid(4).opener == "(//div[@id='g']/a)[1]"
    assert _grid().large_sources() == ["href", "attr:data-src@img"]


def test_a_viewer_is_tried_where_the_grid_names_its_pictures_or_none_is_bigger() -> None:
    assert may_open_viewer(_grid(), 240 * 160)
    assert may_open_viewer(_grid(), 360 * 200)  # an ad beside a grid naming its pictures
    bare = Grid(_grid().items, tuple(replace(e, large={}) for e in _grid().entries))
    assert may_open_viewer(bare, 240 * 160)
    assert not may_open_viewer(bare, 800 * 533)  # a slider's stage with a strip
    assert not may_open_viewer(None, 0)


def test_a_grid_naming_every_picture_and_caption_is_confirmed_and_read_back() -> None:
    grid = _grid(3)
    slides = [Slide(i, BIG.format(1, i), f"说明{i}（摄影：张三）", "张三") for i in range(1, 4)]
    spec = confirm_grid(grid, slides)
    assert spec == GridSpec("//div[@id='g']/a", "href", "attr:data-caption@item")
    assert GridSpec.from_json(spec.to_json()) == spec
    assert slides_from_grid(grid, spec) == slides
    # captions the grid does not hold, another order, another count: not confirmed
    assert (
        confirm_grid(grid, [Slide(i, s.image, "别的", None) for i, s in enumerate(slides)]) is None
    )
    assert confirm_grid(grid, slides[::-1]) is None
    assert confirm_grid(grid, slides[:2]) is None
    assert GridSpec.from_json("not json") is None


# --- end to end ------------------------------------------------------------------------

VIEWER_JS = """
// a small lightbox: a click on a thumbnail opens a fixed viewer at that picture
const items = [...document.querySelectorAll('#grid a')];
const cap = (a) => a.parentElement.querySelector('.cap');  // a caption in the grid's cell
const data = window.CAPTIONS || null;
const box = document.createElement('div');
box.id = 'lb';
box.innerHTML = '<img id=lb-img><p id=lb-cap></p><span id=lb-count></span>' +
  '<button class="lb-next" aria-label="Next">&rsaquo;</button>' +
  '<button class="lb-close" aria-label="Close">&times;</button>';
box.style.cssText = 'display:none;position:fixed;inset:0;background:#000;z-index:9999';
document.body.appendChild(box);
let at = 0;
const show = (i) => {
  at = i;
  const a = items[i];
  box.querySelector('#lb-img').src = window.LARGE ? window.LARGE[i] : a.getAttribute('href');
  const lb = box.querySelector('#lb-cap');
  if (cap(a)) lb.innerHTML = cap(a).innerHTML;
  else lb.textContent = data ? data[i] : (a.dataset.caption || '');
  box.querySelector('#lb-count').textContent = (i + 1) + ' / ' + items.length;
  box.style.display = 'block';
};
items.forEach((a, i) => a.addEventListener('click', (e) => { e.preventDefault(); show(i); }));
box.querySelector('.lb-next').addEventListener('click', () => {
  if (at < items.length - 1) show(at + 1);
});
box.querySelector('.lb-close').addEventListener('click', () => { box.style.display = 'none'; });
"""
CSS = """#lb-img { width: 960px; height: 640px; display: block; margin: 20px auto; }
#lb-cap, #lb-count { color: #fff; text-align: center; }
.lb-next { position: absolute; right: 20px; top: 300px; width: 60px; height: 80px; }
.lb-close { position: absolute; right: 20px; top: 20px; }
#grid img { width: 240px; height: 160px; }"""


def _long_caption(gallery: int, i: int) -> str:
    return (
        f"Volunteers of group {gallery} clean the river bank, picture {i}, on a bright "
        "spring morning in the old town."
    )


def _page(
    title: str,
    gallery: int,
    n: int,
    captions_in_grid: bool,
    cells: bool = False,
    long: bool = False,
) -> str:
    """A gallery page; ``cells``: each thumbnail in a cell with its caption beside it, the
    even pictures' with the photographer in an element of its own (摄影：…); ``long``: the
    cells' captions are long English sentences, together longer than an article's prose,
    and the large pictures are named in a script only (the thumbnails link nowhere)."""
    larges = [f"../pics/g{gallery}-{i}-1600x1067.png" for i in range(1, n + 1)]
    items = [
        f'<a href="{"javascript:;" if long else large}"'
        + (f' data-caption="第{gallery}组第{i}张图片的说明文字"' if captions_in_grid else "")
        + f'><img src="../pics/g{gallery}-{i}t-240x160.png" alt=""></a>'
        for i, large in enumerate(larges, start=1)
    ]
    if cells:
        items = [
            f'<div class="cell">{a}<p class="cap">'
            + (
                _long_caption(gallery, i)
                if long
                else f"第{gallery}组第{i}张的说明。"
                + (f' <span class="author">摄影：记者{i}</span>' if i % 2 == 0 else "")
            )
            + "</p></div>"
            for i, a in enumerate(items, start=1)
        ]
    if long:
        data = f"<script>window.LARGE = {larges}</script>"
    elif captions_in_grid or cells:
        data = ""
    else:
        captions = [f"只在查看器中的说明{gallery}-{i}" for i in range(1, n + 1)]
        data = f"<script>window.CAPTIONS = {captions}</script>"
    return (
        f"<!doctype html><meta charset=utf-8><title>{title}</title><style>{CSS}</style>"
        f"<h1>{title}</h1><p>2024-05-12 08:30 来源：测试网</p><p>组图导语。</p>"
        f'<div id="grid">{"".join(items)}</div>{data}<script src="../viewer.js"></script>'
    )


PROSE = (
    "记者从有关部门获悉，今年以来全市持续推进城市更新工作，"
    "一批老旧小区完成改造，居民生活环境明显改善，相关工作得到群众好评。"
)


def _article(grid: bool) -> str:
    """An article of six paragraphs with, in its middle, a lightbox grid (or one figure)."""
    paragraphs = [f"<p>{PROSE}第{i}段。</p>" for i in range(1, 7)]
    middle = (
        '<div id="grid">'
        + "".join(
            f'<a href="../pics/e-{i}-1600x1067.png" data-caption="改造后的小区一角之{i}">'
            f'<img src="../pics/e-{i}t-240x160.png" alt=""></a>'
            for i in range(1, 5)
        )
        + '</div><script src="../viewer.js"></script>'
        if grid
        else '<figure><img src="../pics/f-1-640x427.png" width=640 height=427>'
        "<figcaption>改造后的小区</figcaption></figure>"
    )
    return (
        f"<!doctype html><meta charset=utf-8><title>城市更新</title><style>{CSS}</style>"
        f"<h1>城市更新让老小区焕发新颜</h1><p>2024-05-12 08:30 来源：测试网</p>"
        f'<div id="content">{"".join(paragraphs[:3])}{middle}{"".join(paragraphs[3:])}</div>'
    )


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("lightbox")
    folder = root / "lightbox" / "demo"
    (folder / "a").mkdir(parents=True)
    (folder / "viewer.js").write_text(VIEWER_JS, "utf-8")
    (folder / "a" / "1.html").write_text(_page("春日花海", 1, 5, True), "utf-8")
    (folder / "a" / "2.html").write_text(_page("秋日田野", 2, 4, True), "utf-8")
    (folder / "a" / "3.html").write_text(_page("冬日雪景", 3, 4, False), "utf-8")
    (folder / "a" / "4.html").write_text(_article(grid=True), "utf-8")
    (folder / "a" / "5.html").write_text(_article(grid=False), "utf-8")
    (folder / "b").mkdir()  # another site's layout: captions in the grid's cells
    (folder / "b" / "1.html").write_text(_page("夏日荷塘", 4, 3, False, cells=True), "utf-8")
    (folder / "b" / "2.html").write_text(_page("江南古镇", 5, 4, False, cells=True), "utf-8")
    (folder / "c").mkdir()  # captions in the cells, together longer than an article
    (folder / "c" / "1.html").write_text(_page("河岸清洁", 6, 6, False, True, True), "utf-8")
    with LibraryServer(root) as base:
        yield base + "lightbox/demo/"


def test_a_lightbox_grid_is_walked_in_its_viewer_then_read_from_the_grid(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    first, second = async_chromium.harvest(
        [site + "a/1.html", site + "a/2.html"], tmp_path / "t.db"
    )
    assert first.kind == "gallery", (first.error, first.note, first.evidence)
    assert [s["image"] for s in first.slides] == [
        site + f"pics/g1-{i}-1600x1067.png" for i in range(1, 6)
    ]
    assert [s["caption"] for s in first.slides] == [
        f"第1组第{i}张图片的说明文字" for i in range(1, 6)
    ]
    assert second.kind == "gallery" and second.template == "hit" and second.probes == 0
    assert [s["caption"] for s in second.slides] == [
        f"第2组第{i}张图片的说明文字" for i in range(1, 5)
    ]
    assert "read from the grid" in (second.note or "")


def test_a_credit_in_its_own_element_is_out_of_the_caption_in_the_viewer_and_in_the_grid(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    """The cell's caption holds the photographer in an element of its own: the viewer's
    walk and the later gallery read from the grid both leave it out and name it."""
    first, second = async_chromium.harvest(
        [site + "b/1.html", site + "b/2.html"], tmp_path / "t.db"
    )
    for record, gallery, n in ((first, 4, 3), (second, 5, 4)):
        assert record.kind == "gallery", (record.error, record.note, record.evidence)
        assert [(s["caption"], s["credit"]) for s in record.slides] == [
            (f"第{gallery}组第{i}张的说明。", f"记者{i}" if i % 2 == 0 else None)
            for i in range(1, n + 1)
        ]
    assert second.template == "hit" and "read from the grid" in (second.note or "")


def test_a_grid_whose_captions_run_longer_than_an_article_is_a_gallery(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    """The captions in the grid's cells are the gallery's text, not an article's prose:
    six long English captions (over 500 characters) beside a one-line lead."""
    (record,) = async_chromium.harvest([site + "c/1.html"], tmp_path / "t.db")
    assert record.kind == "gallery", (record.error, record.note, record.evidence)
    assert [s["caption"] for s in record.slides] == [_long_caption(6, i) for i in range(1, 7)]


def test_captions_only_in_the_viewer_are_read_in_the_viewer(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    (record,) = async_chromium.harvest([site + "a/3.html"], tmp_path / "t.db")
    assert record.kind == "gallery", (record.error, record.note, record.evidence)
    assert [s["caption"] for s in record.slides] == [
        f"只在查看器中的说明3-{i}" for i in range(1, 5)
    ]
    assert all(s["image"].endswith("-1600x1067.png") for s in record.slides)


def test_an_article_embedding_a_lightbox_keeps_its_text_and_returns_the_slides(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    embeds, plain = async_chromium.harvest(
        [site + "a/4.html", site + "a/5.html"], tmp_path / "t.db"
    )
    assert embeds.kind == "article" and "第6段" in embeds.text
    assert [s["caption"] for s in embeds.slides] == [f"改造后的小区一角之{i}" for i in range(1, 5)]
    assert "embeds a gallery" in (embeds.note or "")
    assert plain.kind == "article" and plain.slides == []
