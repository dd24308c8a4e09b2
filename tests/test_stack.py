"""Galleries laid out whole on their page (harvester/gallery/stack.py): the pure rules on
hand-made groups, and small stacked pages harvested end to end in Chromium. The family:
pictures loaded on sight from a ``data-*`` attribute, pictures shown from their source,
pictures a script loads on scroll with no attribute naming them, a stack of links to the
large pictures; the site's later gallery read at one load; an illustrated article stays
an article."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from harvester.gallery.stack import SHOWN, slides_from_stack, stack_of, stack_spec
from harvester.gallery.viewer import Grid, GridItem, GridSpec
from testbeds.async_browser import AsyncChromium
from testbeds.libraries import LibraryServer

ITEMS = "//div[@id='s']/section/img"


def _item(
    n: int, top: float, *, lazy: bool = True, caption: str | None = None, size: float = 480
) -> GridItem:
    """The n-th picture of a stack at ``top``: a placeholder naming its picture in
    ``data-src`` (``lazy``), or the picture shown."""
    shown = "http://x/ph.png" if lazy else f"http://x/p{n}.png"
    large = {"attr:data-src@item": f"http://x/p{n}.png"} if lazy else {}
    text = f"1/5\n第{n}张的说明。" if caption is None else caption
    return GridItem(None, shown, large, {"text": text}, False, size * size, (0, top, size, size))


def _stack(n: int = 5, **kw: object) -> Grid:
    return Grid(ITEMS, tuple(_item(i, i * 600.0, **kw) for i in range(1, n + 1)))  # type: ignore[arg-type]


def test_a_stack_is_large_pictures_one_per_row() -> None:
    assert stack_of([_stack()]) == _stack()
    row = Grid(ITEMS, tuple(_item(i, 100.0) for i in range(1, 6)))  # side by side: a grid
    small = _stack(size=120)  # thumbnails
    links = Grid(
        ITEMS,
        tuple(GridItem(None, "", {}, {}, True, 1e6, (0, i * 1e3, 1e3, 1e3)) for i in range(5)),
    )
    assert stack_of([row, small, links, _stack(2)]) is None
    # a list of stories, each picture's cell holding a link (zh_gne's gamersky)
    teasers = Grid(ITEMS, tuple(replace(e, links=True) for e in _stack().entries))
    assert stack_of([teasers]) is None


def test_a_stack_may_stand_in_two_columns_read_in_page_order() -> None:
    # a 瀑布流 stream: each picture placed in the shorter column, so page order zigzags
    tops, heights = [0.0, 0.0], [570.0, 253.0, 380.0, 253.0, 570.0, 380.0]
    entries = []
    for i, height in enumerate(heights, start=1):
        column = 0 if tops[0] <= tops[1] else 1
        box = (column * 396.0, tops[column], 380.0, height)
        tops[column] += height + 16
        entries.append(replace(_item(i, 0.0), box=box, area=380.0 * height))
    stream = Grid(ITEMS, tuple(entries))
    assert stack_of([stream]) == stream
    spec = stack_spec(stream)
    assert spec is not None
    slides = slides_from_stack(stream, spec) or []
    assert [s.image for s in slides] == [f"http://x/p{i}.png" for i in range(1, 7)]
    # three columns are a grid of thumbnails, large or not
    grid = Grid(
        ITEMS,
        tuple(
            replace(e, box=((i % 3) * 400.0, (i // 3) * 400.0, 380.0, 380.0))
            for i, e in enumerate(_stack(6).entries)
        ),
    )
    assert stack_of([grid]) is None


def test_a_stacks_pictures_come_from_the_attribute_naming_them_or_as_shown() -> None:
    lazy = _stack()
    spec = stack_spec(lazy)
    assert spec == GridSpec(ITEMS, "attr:data-src@item", "text")
    slides = slides_from_stack(lazy, spec)
    assert slides is not None
    assert [s.image for s in slides] == [f"http://x/p{i}.png" for i in range(1, 6)]
    assert [s.caption for s in slides] == [f"第{i}张的说明。" for i in range(1, 6)]  # no counter
    # a lazy picture already in view shows what its attribute names, which grid.js omits
    seen = Grid(ITEMS, (_item(1, 600.0, lazy=False), *_stack().entries[1:]))
    assert stack_spec(seen) == spec and slides_from_stack(seen, spec) == slides
    assert stack_spec(_stack(lazy=False)) == GridSpec(ITEMS, SHOWN, "text")


def test_a_stack_with_pictures_not_all_named_or_captions_too_few_has_no_spec() -> None:
    unloaded = Grid(
        ITEMS,
        tuple(
            GridItem(None, "http://x/ph.png", {}, {}, False, 1e6, (0, i * 1e3, 1e3, 1e3))
            for i in range(5)
        ),
    )
    assert stack_spec(unloaded) is None  # the page is to be scrolled through first
    assert stack_spec(_stack(caption="")) is None  # bare pictures: an article's, maybe
    one_empty = Grid(ITEMS, (*_stack(4).entries, _item(5, 3000.0, caption="")))
    spec = stack_spec(one_empty)
    assert spec is not None
    assert [s.caption for s in slides_from_stack(one_empty, spec) or []][-1] == ""


# --- end to end ------------------------------------------------------------------------

CSS = """section { margin: 0 0 24px; } section img { display: block; width: 480px; height: 640px; }
section p { font-size: 16px; }"""
HEAD = (
    "<!doctype html><meta charset=utf-8><title>{t}</title><style>{css}</style>"
    "<h1>{t}</h1><p>2024-05-12 08:30 来源：测试网</p><div id=s>{items}</div>{tail}"
)

#: the placeholder's picture is copied from data-original when it comes into view
ON_SIGHT = """<script>
const io = new IntersectionObserver((es) => es.forEach((e) => {
  if (e.isIntersecting) { e.target.src = e.target.dataset.original; io.unobserve(e.target); }
}));
document.querySelectorAll('#s img').forEach((i) => io.observe(i));
</script>"""

#: no attribute names the pictures: a script sets them from its list as they near view
ON_SCROLL = """<script>
const list = {pics};
const load = () => document.querySelectorAll('#s img').forEach((img, i) => {{
  if (img.getBoundingClientRect().top < innerHeight + 100) img.src = list[i];
}});
addEventListener('scroll', load); load();
</script>"""


def _gallery(title: str, n: int, how: str, g: int, counter: bool = True) -> str:
    pics = [f"../pics/st{g}-{i}-750x1000.png" for i in range(1, n + 1)]
    items = []
    for i, pic in enumerate(pics, start=1):
        if how == "on_sight":
            img = f'<img src="../pics/ph-75x100.png" data-original="{pic}" alt="">'
        elif how == "on_scroll":
            img = '<img src="../pics/ph-75x100.png" alt="">'
        elif how == "link":
            img = f'<a href="{pic}"><img src="{pic.replace("750x1000", "480x640")}" alt=""></a>'
        else:
            img = f'<img src="{pic}" alt="">'
        no = f"<div class=no>{i}/{n}</div>" if counter else ""
        items.append(f"<section>{img}{no}<p>第{g}组第{i}张：说明文字。</p></section>")
    tail = {"on_sight": ON_SIGHT, "on_scroll": ON_SCROLL.format(pics=pics)}.get(how, "")
    return HEAD.format(t=title, css=CSS, items="".join(items), tail=tail)


PROSE = (
    "记者从有关部门获悉，今年以来全市持续推进城市更新工作，"
    "一批老旧小区完成改造，居民生活环境明显改善。"
)


def _article() -> str:
    """An article of eight paragraphs illustrated by three captioned figures."""
    figures = [
        f'<section><img src="../pics/ar-{i}-640x427.png" alt=""><p>改造后的小区{i}</p></section>'
        for i in range(1, 4)
    ]
    paragraphs = [f"<p>{PROSE}第{i}段。</p>" for i in range(1, 9)]
    body = "".join(p + (figures[i // 3] if i % 3 == 2 else "") for i, p in enumerate(paragraphs))
    return HEAD.format(t="城市更新让老小区焕发新颜", css=CSS, items=body, tail="")


# a stack folded in a box that cuts it off until a press unfolds it; its siblings: the rest
# fetched by the press into a two-column stream, all in the markup in one column under a
# plain element with a pointer, a javascript: link over CSS grid columns; an article
# embedding a folded stream; an article whose body (with captioned figures) is folded

FOLD_CSS = """.fold {{ max-height: {cut}px; overflow: hidden; position: relative; }}
.cols.abs {{ position: relative; }} .cols.abs figure {{ position: absolute; width: 380px; }}
.cols.grid {{ display: grid; grid-template-columns: 380px 380px; gap: 16px; }}
figure {{ margin: 0; }} figure img {{ display: block; width: 380px; height: auto; }}
.foot {{ text-align: center; }} .more {{ cursor: pointer; }}"""

#: the two-column stream's layout and its press: fetch the rest, append, unfold
STREAM = """<script>
const box = document.getElementById('f'), cols = box.querySelector('.cols');
const fig = (it) => `<figure><img src="${it.src}" width="380" height="${it.h}" alt="">` +
  `<figcaption><em>${it.n}/${it.total}</em> <span>${it.cap}</span></figcaption></figure>`;
const layout = () => { const h = [0, 0];
  cols.querySelectorAll('figure').forEach((f) => { const c = h[0] <= h[1] ? 0 : 1;
    f.style.left = `${c * 396}px`; f.style.top = `${h[c]}px`; h[c] += f.offsetHeight + 16; });
  cols.style.height = `${Math.max(...h)}px`; };
layout();
box.querySelector('.more').addEventListener('click', async () => {
  const data = await (await fetch(box.dataset.more)).json();
  cols.insertAdjacentHTML('beforeend', data.map(fig).join(''));
  cols.classList.remove('fold'); box.querySelector('.foot').remove(); layout();
});
</script>"""

#: the plain control's press: the box no longer cuts the stack off
UNFOLD = """<script>
document.querySelector('.more').addEventListener('click', (e) => {
  document.querySelector('.fold').classList.remove('fold'); e.currentTarget.remove(); });
</script>"""

SHAPES = (900, 400, 600)


def _figure(g: int, i: int, n: int) -> dict[str, object]:
    h = SHAPES[i % 3]
    cap = f"第{g}组第{i}张：说明文字。"
    src = f"../pics/fa{g}-{i}-600x{h}.png"
    return {"src": src, "h": 380 * h // 600, "n": i, "total": n, "cap": cap}


def _figures(g: int, first: int, last: int, n: int) -> str:
    return "".join(
        f'<figure><img src="{f["src"]}" width="380" height="{f["h"]}" alt="">'
        f"<figcaption><em>{f['n']}/{n}</em> <span>{f['cap']}</span></figcaption></figure>"
        for f in (_figure(g, i, n) for i in range(first, last + 1))
    )


def _folded(title: str, g: int, n: int, how: str, prose: int = 0) -> str:
    """A gallery (or, with ``prose`` paragraphs around it, an article) folded: ``fetch``
    shows three and fetches the rest, ``plain`` and ``link`` hold all ``n``; ``more``
    shows three whole, a 加载更多 button under them fetching the rest."""
    shown = 3 if how in ("fetch", "more") else n
    layout = {"fetch": "abs", "more": "abs", "plain": "", "link": "grid"}[how]
    control = {
        "fetch": f'<button type="button" class="more">展开全部图片（共{n}张）</button>',
        "more": '<button type="button" class="more">加载更多</button>',
        "link": '<a class="more" href="javascript:;">展开全部</a>',
        "plain": '<span class="more">点击展开</span>',
    }[how]
    folded = "" if how == "more" else "fold"  # a load-more stream shows all it has
    stream = (
        f'<div id="f" data-more="../api/fa{g}.json"><div class="cols {layout} {folded}">'
        f'{_figures(g, 1, shown, n)}</div><div class="foot">{control}</div></div>'
    )
    paragraphs = [f"<p>{PROSE}第{i}段。</p>" for i in range(1, prose + 1)]
    body = "".join(paragraphs[: prose // 2]) + stream + "".join(paragraphs[prose // 2 :])
    cut = 1200 if how == "plain" else 700  # three shown in one column
    page = HEAD.format(t=title, css=FOLD_CSS.format(cut=cut), items=body, tail="")
    return page + (STREAM if how in ("fetch", "more") else UNFOLD)


def _folded_article() -> str:
    """An article whose body, captioned figures and all, is folded under 展开全文."""
    page = _article().replace("<div id=s>", '<div id=s class="fold">')
    page = page.replace("</style>", FOLD_CSS.format(cut=1500) + "</style>")
    return page + '<div class="foot"><button class="more">展开全文</button></div>' + UNFOLD


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("stack")
    folder = root / "handmade" / "stack"
    pages = {
        "tuji/1.html": _gallery("山间云海", 5, "on_sight", 1),
        "tuji/2.html": _gallery("湖畔晨光", 4, "on_sight", 2),
        "photo/1.html": _gallery("古镇春色", 4, "shown", 3),
        "slide/1.html": _gallery("草原牧歌", 5, "on_scroll", 4),
        "pics/1.html": _gallery("海上日出", 4, "link", 5),
        "news/1.html": _article(),
        "a/1.html": _gallery("江畔灯火", 4, "shown", 13, counter=False),
        "fall/1.html": _folded("沙海驼铃", 6, 8, "fetch"),
        "fall/2.html": _folded("黄河渡口", 7, 5, "fetch"),
        "fall/3.html": _folded("塞上江南", 8, 6, "plain"),
        "fall/4.html": _folded("贺兰晴雪", 9, 6, "link"),
        "news/2.html": _folded("湿地修复完成", 10, 6, "fetch", prose=6),
        "news/3.html": _folded_article(),
        "fall/5.html": _folded("长河落日", 11, 7, "more"),
        "news/4.html": _folded("湖畔新景", 12, 5, "more", prose=6),
    }
    for g, n in ((6, 8), (7, 5), (10, 6), (11, 7), (12, 5)):
        pages[f"api/fa{g}.json"] = json.dumps([_figure(g, i, n) for i in range(4, n + 1)])
    pages["routes.json"] = json.dumps(
        {f"api/fa{g}.json": {"delay": 0.6} for g in (6, 7, 10, 11, 12)}
    )
    for path, html in pages.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(html, "utf-8")
    with LibraryServer(root) as base:
        yield base + "handmade/stack/"


def _pictures(site: str, g: int, n: int, size: str = "750x1000") -> list[str]:
    return [site + f"pics/st{g}-{i}-{size}.png" for i in range(1, n + 1)]


def test_a_stack_loaded_on_sight_is_read_whole_then_the_sites_next_at_one_load(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    first, second = async_chromium.harvest(
        [site + "tuji/1.html", site + "tuji/2.html"], tmp_path / "t.db"
    )
    assert first.kind == "gallery", (first.error, first.note, first.evidence)
    assert [s["image"] for s in first.slides] == _pictures(site, 1, 5)
    assert [s["caption"] for s in first.slides] == [
        f"第1组第{i}张：说明文字。" for i in range(1, 6)
    ]
    assert first.probes == 0 and (first.trigger or "").startswith("stack:")
    assert second.kind == "gallery" and second.template == "hit" and second.probes == 0
    assert [s["image"] for s in second.slides] == _pictures(site, 2, 4)
    assert "stacked on the page" in (second.note or "")


@pytest.mark.parametrize(
    ("path", "g", "n", "size"),
    [
        ("a/1.html", 13, 4, "750x1000"),  # no counter, no URL word: pictures and captions only
        ("photo/1.html", 3, 4, "750x1000"),
        ("slide/1.html", 4, 5, "750x1000"),
        ("pics/1.html", 5, 4, "750x1000"),
    ],
    ids=["no-sign-but-the-stack", "shown", "loaded-on-scroll", "links-to-large"],
)
def test_every_stack_of_the_family_is_read_whole(
    site: str, async_chromium: AsyncChromium, tmp_path: Path, path: str, g: int, n: int, size: str
) -> None:
    (record,) = async_chromium.harvest([site + path], tmp_path / "t.db")
    assert record.kind == "gallery", (record.error, record.note, record.evidence)
    assert [s["image"] for s in record.slides] == _pictures(site, g, n, size)
    assert [s["caption"] for s in record.slides] == [
        f"第{g}组第{i}张：说明文字。" for i in range(1, n + 1)
    ]


def test_an_article_illustrated_by_captioned_figures_stays_an_article(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    (record,) = async_chromium.harvest([site + "news/1.html"], tmp_path / "t.db")
    assert record.kind == "article" and "第8段" in record.text
    assert record.slides == []


def _folded_truth(site: str, g: int, n: int) -> tuple[list[str], list[str]]:
    figures = [_figure(g, i, n) for i in range(1, n + 1)]
    return (
        [site + str(f["src"]).removeprefix("../") for f in figures],
        [str(f["cap"]) for f in figures],
    )


def test_a_folded_stream_is_unfolded_read_whole_then_the_sites_next_at_one_load(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    first, second = async_chromium.harvest(
        [site + "fall/1.html", site + "fall/2.html"], tmp_path / "t.db"
    )
    assert first.kind == "gallery", (first.error, first.note, first.evidence)
    assert ([s["image"] for s in first.slides], [s["caption"] for s in first.slides]) == (
        _folded_truth(site, 6, 8)
    )
    assert first.probes == 0 and (first.trigger or "").startswith("stack:")
    assert second.kind == "gallery" and second.template == "hit" and second.probes == 0
    assert [s["image"] for s in second.slides] == _folded_truth(site, 7, 5)[0]


@pytest.mark.parametrize(
    ("path", "g", "n"),
    [("fall/3.html", 8, 6), ("fall/4.html", 9, 6), ("fall/5.html", 11, 7)],
    ids=["plain", "link", "load-more"],
)
def test_every_folded_stack_of_the_family_is_unfolded(
    site: str, async_chromium: AsyncChromium, tmp_path: Path, path: str, g: int, n: int
) -> None:
    (record,) = async_chromium.harvest([site + path], tmp_path / "t.db")
    assert record.kind == "gallery", (record.error, record.note, record.evidence)
    assert [s["image"] for s in record.slides] == _folded_truth(site, g, n)[0]


@pytest.mark.parametrize(
    ("path", "g", "n"), [("news/2.html", 10, 6), ("news/4.html", 12, 5)], ids=["fold", "load-more"]
)
def test_an_article_embedding_a_folded_stream_returns_it_unfolded_as_slides(
    site: str, async_chromium: AsyncChromium, tmp_path: Path, path: str, g: int, n: int
) -> None:
    (record,) = async_chromium.harvest([site + path], tmp_path / "t.db")
    assert record.kind == "article" and "第6段" in record.text, (record.note, record.evidence)
    assert ([s["image"] for s in record.slides], [s["caption"] for s in record.slides]) == (
        _folded_truth(site, g, n)
    )


def test_an_article_folded_under_a_press_keeps_its_figures_in_its_text(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    (record,) = async_chromium.harvest([site + "news/3.html"], tmp_path / "t.db")
    assert record.kind == "article" and "第8段" in record.text
    assert record.slides == []
