"""A gallery's own data (:mod:`harvester.gallery.datasource`), on strings: every kind of
text portals list their slides in (a JS literal, JSON in a textarea or an attribute, an
XML answer) is found from the walked slides and read back the same; a list that is not
exactly the walked pictures in order, or whose captions are not theirs, is no source."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from harvester.gallery.datasource import DataSource, find_source, pairs_of, read_source
from harvester.gallery.slides import Slide
from testbeds.async_browser import AsyncChromium
from testbeds.libraries import LibraryServer

BASE = "http://news.example.cn/photo/2024/0512/c_1234.htm"
CAPTIONS = ["清晨，渔船陆续出海。", "", "码头上一派忙碌景象。"]
SLIDES = [
    Slide(i, f"http://news.example.cn/pics/{i}.jpg", c) for i, c in enumerate(CAPTIONS, start=1)
]

JS = (
    "var G_listdata = [{thumb: '/pics/t1.jpg', big_img: '/pics/1.jpg',"
    " note: '清晨，渔船陆续出海。'},"
    "{thumb: '/pics/t2.jpg', big_img: '/pics/2.jpg', note: ''},"
    "{thumb: '/pics/t3.jpg', big_img: '/pics/3.jpg', note: '码头上一派忙碌景象。'}];"
)
RECORDS = [
    {"src": f"\\/pics\\/{i}.jpg", "title": "<b>标题</b>", "desc": c}
    for i, c in enumerate(CAPTIONS, start=1)
]
JSON_TEXT = json.dumps(RECORDS, ensure_ascii=False).replace("\\\\/", "\\/")
XML = (
    "<?xml version='1.0' encoding='utf-8'?><album>"
    + "".join(
        f"<photo><bigimg>../../../pics/{i}.jpg</bigimg><smallimg>/pics/s{i}.jpg</smallimg>"
        f"<note><![CDATA[{c}]]></note></photo>"
        for i, c in enumerate(CAPTIONS, start=1)
    )
    + "</album>"
)


@pytest.mark.parametrize(
    ("where", "text", "picture", "caption"),
    [
        ("script", JS, "big_img", "note"),
        ("textarea", JSON_TEXT, "src", "desc"),
        ("attribute", JSON_TEXT, "src", "desc"),
        ("response", XML, "bigimg", "note"),
    ],
    ids=["js-literal", "json-textarea", "json-attribute", "xml-answer"],
)
def test_a_source_is_found_from_the_walk_and_read_back_the_same(
    where: str, text: str, picture: str, caption: str
) -> None:
    texts = {where: ["var x = 1;", text]}
    found = find_source(texts, SLIDES, BASE)  # type: ignore[arg-type]
    assert found == DataSource(where, picture, caption)  # type: ignore[arg-type]
    assert DataSource.from_json(found.to_json()) == found
    assert read_source(texts, found, BASE) == SLIDES  # type: ignore[arg-type]


def test_a_credit_standing_apart_is_read_from_a_key_of_its_own() -> None:
    """``note`` holds the caption, ``source`` the credit (``Photo: Reuters``): the walk read
    them as one caption block and named the credit."""
    slides = [
        Slide(1, "http://news.example.cn/pics/1.jpg", "Workers fly kites.", "李明"),
        Slide(2, "http://news.example.cn/pics/2.jpg", "Children run.", "王芳"),
    ]
    text = (
        "[{img:'/pics/1.jpg', note:'Workers fly kites.', source:'摄影：李明'},"
        "{img:'/pics/2.jpg', note:'Children run.', source:'摄影：王芳'}]"
    )
    found = find_source({"script": [text]}, slides, BASE)
    assert found == DataSource("script", "img", "note", "source")
    assert read_source({"script": [text]}, found, BASE) == slides


def test_captions_are_read_as_the_walk_reads_them() -> None:
    """Tags dropped, entities read, spaces folded, a photo credit named apart."""
    slides = [
        Slide(1, "http://news.example.cn/pics/1.jpg", "渔船出海（摄影：李明）", "李明"),
        Slide(2, "http://news.example.cn/pics/2.jpg", "码头 忙碌"),
    ]
    text = (
        "[{src:'/pics/1.jpg', t:'<p>渔船出海（摄影：李明）</p>'},"
        "{src:'/pics/2.jpg', t:'码头&nbsp;\\n 忙碌'}]"
    )
    found = find_source({"script": [text]}, slides, BASE)
    assert found == DataSource("script", "src", "t")
    assert read_source({"script": [text]}, found, BASE) == slides


@pytest.mark.parametrize(
    "text",
    [
        JS.replace("/pics/2.jpg", "/pics/9.jpg"),  # another picture
        JS.replace("big_img: '/pics/3.jpg'", "big_img: '/pics/3.jpg'}, {big_img: '/pics/4.jpg'"),
        JS.replace("码头上一派忙碌景象。", "另一段说明。"),  # not the captions the walk read
        "var related = ['/pics/1.jpg', '/pics/3.jpg', '/pics/2.jpg'];",  # another order
    ],
    ids=["another-picture", "one-more", "other-captions", "other-order"],
)
def test_a_list_that_is_not_the_walked_gallery_is_no_source(text: str) -> None:
    assert find_source({"script": [text]}, SLIDES, BASE) is None


def test_a_page_without_the_source_reads_nothing() -> None:
    source = DataSource("script", "big_img", "note")
    assert read_source({"script": ["var a = {big_img: '/one.jpg'};"]}, source, BASE) is None
    assert DataSource.from_json('{"where": "cookie", "picture": "x"}') is None
    assert DataSource.from_json("not json") is None


def test_pairs_keep_document_order_and_arrays() -> None:
    assert pairs_of("x = {a: 'one', b: \"two\"}; y = ['p.jpg', 'q.jpg']") == [
        ("a", "one"),
        ("b", "two"),
        ("[]", "p.jpg"),
        ("[]", "q.jpg"),
    ]


# --- end to end: a site whose galleries draw their slides from an inline script ---------

GALLERY = """<!doctype html><meta charset=utf-8><title>{title}</title><h1>{title}</h1>
<style>.photo{{width:800px;height:533px;display:block}}</style>
<div class=stage><img class=photo alt=""></div><span class=num></span><p class=desc></p>
<a class=next href="javascript:void(0)">下一张</a>
<script>
var photos = {data};
var at = 0;
function show() {{
  document.querySelector('.photo').src = photos[at].big;
  document.querySelector('.num').textContent = (at + 1) + '/' + photos.length;
  document.querySelector('.desc').textContent = photos[at].note;
}}
document.querySelector('.next').addEventListener('click', function () {{
  if (at < photos.length - 1) {{ at++; show(); }}
}});
at = {start}; show();
</script>"""


def _gallery(g: int, n: int, *, start: int = 0, shown_first: str | None = None) -> str:
    data = [
        {"big": f"../pics/ds{g}-{i}-800x533.png", "note": f"第{g}组第{i}张：江边的清晨。"}
        for i in range(1, n + 1)
    ]
    text = GALLERY.format(
        title=f"第{g}组图", data=json.dumps(data, ensure_ascii=False), start=start
    )
    if shown_first is not None:  # the page shows another picture than its data's first
        other = f"document.querySelector('.photo').src = '{shown_first}';"
        text = text.replace("at = 0; show();", f"at = 0; show(); {other}")
    return text


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("datasource")
    folder = root / "handmade" / "datasource"
    pages = {
        "photo/g1.html": _gallery(1, 4),
        "news/g2.html": _gallery(2, 12),
        "news/g3.html": _gallery(3, 6, shown_first="../pics/other-800x533.png"),
    }
    for path, text in pages.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(text, "utf-8")
    with LibraryServer(root) as base:
        yield base + "handmade/datasource/"


def test_a_known_sites_gallery_is_read_from_its_data_as_the_walk_reads_it(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    """The first gallery's walk finds the script that lists its pictures; the second is
    read from its own script with no click, the same record as a walk; a page that shows
    another picture than its data's first is walked."""
    db = tmp_path / "t.db"
    first, second, third = async_chromium.harvest(
        [site + "photo/g1.html", site + "news/g2.html", site + "news/g3.html"], db
    )
    assert first.template == "discovered" and "list their pictures in the script" in (
        first.note or ""
    )
    assert second.template == "hit" and "read from the script" in (second.note or "")
    assert [s["image"] for s in second.slides] == [
        site + f"pics/ds2-{i}-800x533.png" for i in range(1, 13)
    ]
    assert [s["caption"] for s in second.slides] == [
        f"第2组第{i}张：江边的清晨。" for i in range(1, 13)
    ]
    assert "did not match the page" in (third.note or "") and third.kind == "gallery"
    (walked,) = async_chromium.harvest([site + "news/g2.html"], tmp_path / "fresh.db")
    assert walked.slides == second.slides
