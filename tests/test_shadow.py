"""Galleries in shadow trees and galleries paged by page numbers only, harvested end to end
in Chromium (harvester/browser/js/init.js: hv.deep, hv.anchor through shadow hosts;
js/pager.js). The family: a custom element's gallery in an open shadow root, the same in
a closed one, in a declarative one (<template shadowrootmode>), its caption slotted from
the page; a light-DOM gallery whose only controls are page numbers; an article that embeds
the custom element."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from testbeds.async_browser import AsyncChromium
from testbeds.libraries import LibraryServer

CAPTIONS = [f"第{i}张：湖边的清晨，游人沿着步道散步。" for i in range(1, 6)]

#: <x-album>: the pictures, a counter, a caption and a 下一张 button in its shadow tree,
#: built by script in a shadow root of the mode given; pages: 1..N, stops at the end
ALBUM_JS = """
customElements.define('x-album', class extends HTMLElement {
  connectedCallback() {
    const root = this.attachShadow({ mode: this.getAttribute('mode') || 'open' });
    const pics = JSON.parse(this.getAttribute('pics'));
    const caps = JSON.parse(this.getAttribute('caps'));
    root.innerHTML = '<style>img{width:800px;height:533px;display:block}</style>' +
      '<div class=stage><img class=photo></div><span class=num></span><p class=desc></p>' +
      '<button class=next type=button>下一张</button>';
    let at = 0;
    const show = () => {
      root.querySelector('.photo').src = pics[at];
      root.querySelector('.num').textContent = (at + 1) + '/' + pics.length;
      root.querySelector('.desc').textContent = caps[at];
    };
    root.querySelector('.next').addEventListener('click', () => {
      if (at < pics.length - 1) { at++; show(); }
    });
    show();
  }
});
"""

#: the same gallery written as a declarative shadow root; its caption is slotted in from
#: the page's own markup, one <span slot> per picture, the shown one given the slot name
DECLARATIVE_JS = """
const host = document.querySelector('#album'), root = host.shadowRoot;
const pics = JSON.parse(host.dataset.pics);
const caps = [...host.querySelectorAll('span')];
let at = 0;
const show = () => {
  root.querySelector('.photo').src = pics[at];
  root.querySelector('.num').textContent = (at + 1) + '/' + pics.length;
  caps.forEach((c, i) => {
    if (i === at) c.setAttribute('slot', 'cap'); else c.removeAttribute('slot');
  });
};
root.querySelector('.next').addEventListener('click', () => {
  if (at < pics.length - 1) { at++; show(); }
});
show();
"""

#: a light-DOM gallery whose only controls are page numbers: the current one has "cur"
NUMBERS_JS = """
const pics = JSON.parse(document.querySelector('#pics').textContent);
const caps = JSON.parse(document.querySelector('#caps').textContent);
const pager = document.querySelector('.pager');
pager.innerHTML = pics.map((p, i) => '<a href="javascript:void(0)">' + (i + 1) + '</a>').join('');
const show = (i) => {
  document.querySelector('.photo').src = pics[i];
  document.querySelector('.desc').textContent = caps[i];
  [...pager.children].forEach((a, k) => { a.className = k === i ? 'cur' : ''; });
};
pager.addEventListener('click', (e) => {
  const a = e.target.closest('a'); if (a) show([...pager.children].indexOf(a));
});
show(0);
"""

HEAD = (
    "<!doctype html><meta charset=utf-8><title>{t}</title>"
    "<style>.photo{{width:800px;height:533px;display:block}}</style>"
    "<h1>{t}</h1><p>2024-05-12 08:30 来源：测试网</p>"
)
PROSE = (
    "记者从有关部门获悉，今年以来全市持续推进城市更新工作，一批老旧小区完成改造，"
    "居民生活环境明显改善，相关工作得到群众好评。下一步，有关部门将继续加大投入力度。"
)


def _pics(g: int, n: int = 5) -> list[str]:
    return [f"../pics/sh{g}-{i}-800x533.png" for i in range(1, n + 1)]


def _json(values: list[str]) -> str:
    return json.dumps(values, ensure_ascii=False).replace('"', "&quot;")


def _album(g: int, mode: str) -> str:
    return (
        f'<x-album mode="{mode}" aria-label="第{g}组图" pics="{_json(_pics(g))}"'
        f' caps="{_json(CAPTIONS)}"></x-album><script src="../album.js"></script>'
    )


def _declarative(g: int) -> str:
    spans = "".join(f"<span>{c}</span>" for c in CAPTIONS)
    return (
        f'<div id="album" data-pics="{_json(_pics(g))}"><template shadowrootmode="open">'
        "<style>img{width:800px;height:533px;display:block}</style>"
        "<div class=stage><img class=photo></div><span class=num></span>"
        '<p class=desc><slot name="cap"></slot></p><button class=next type=button>下一张</button>'
        f'</template>{spans}</div><script src="../declarative.js"></script>'
    )


def _numbers(g: int) -> str:
    return (
        f'<img class="photo"><p class="desc"></p><div class="pager"></div>'
        f'<script type="application/json" id="pics">{_pics(g)}</script>'.replace("'", '"')
        + f'<script type="application/json" id="caps">{CAPTIONS}</script>'.replace("'", '"')
        + '<script src="../numbers.js"></script>'
    )


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("shadow")
    folder = root / "handmade" / "shadow"
    paragraphs = [f"<p>{PROSE}第{i}段。</p>" for i in range(1, 9)]
    pages = {
        "album.js": ALBUM_JS,
        "declarative.js": DECLARATIVE_JS,
        "numbers.js": NUMBERS_JS,
        "tuji/open.html": HEAD.format(t="湖畔晨光") + _album(1, "open"),
        "tuji/closed.html": HEAD.format(t="山间云海") + _album(2, "closed"),
        "photo/declarative.html": HEAD.format(t="古镇春色") + _declarative(3),
        "pics/numbers.html": HEAD.format(t="草原牧歌") + _numbers(4),
        "news/embed.html": HEAD.format(t="城市更新让老小区焕发新颜")
        + f'<div id="content">{"".join(paragraphs[:3])}{_album(5, "open")}'
        + f"{''.join(paragraphs[3:])}</div>",
    }
    for path, text in pages.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(text, "utf-8")
    with LibraryServer(root) as base:
        yield base + "handmade/shadow/"


@pytest.mark.parametrize(
    ("path", "g"),
    [
        ("tuji/open.html", 1),
        ("tuji/closed.html", 2),
        ("photo/declarative.html", 3),
        ("pics/numbers.html", 4),
    ],
    ids=["open-shadow-root", "closed-shadow-root", "declarative-slotted-caption", "page-numbers"],
)
def test_every_gallery_of_the_family_is_harvested_whole(
    site: str, async_chromium: AsyncChromium, tmp_path: Path, path: str, g: int
) -> None:
    (record,) = async_chromium.harvest([site + path], tmp_path / "t.db")
    assert record.kind == "gallery", (record.error, record.note, record.evidence)
    assert [s["image"] for s in record.slides] == [
        site + f"pics/sh{g}-{i}-800x533.png" for i in range(1, 6)
    ]
    assert [s["caption"] for s in record.slides] == CAPTIONS


def test_a_custom_elements_template_pages_the_sites_next_album_and_the_one_an_article_embeds(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    """The trigger is anchored on the element's name, not on this album's label, so the
    site's other albums page with it, the one inside an article too."""
    first, article = async_chromium.harvest(
        [site + "tuji/open.html", site + "news/embed.html"], tmp_path / "t.db"
    )
    assert first.kind == "gallery" and (first.trigger or "").startswith("xpath://x-album/")
    assert article.kind == "article" and "第8段" in article.text
    assert [s["image"] for s in article.slides] == [
        site + f"pics/sh5-{i}-800x533.png" for i in range(1, 6)
    ]
