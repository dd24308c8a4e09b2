"""Galleries framed into their pages and short articles that embed a slideshow, harvested
end to end in Chromium (harvester/gallery/js/frames.js, harvester/browser/js/framepoint.js,
Tab.enter; the prose around a block in harvester/gallery/js/state.js).

The family: a photo player in a same-origin ``<iframe>`` (its pictures, counter, caption
and next arrow in the frame's document, its data read by the player from its address),
framed into a gallery page with a picture word in its URL and into one without (paged by
the site's template, its frame kept with it); the same player framed between an article's
paragraphs (an article with slides); a frame placed low on a long page (the press scrolls
the page to the frame); and an article of one-sentence paragraphs around an inline
slideshow (no paragraph reaches 40 Han chars)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from testbeds.async_browser import AsyncChromium
from testbeds.libraries import LibraryServer

CAPTIONS = [f"第{i}张：清晨的港口，渔船陆续出海作业。" for i in range(1, 6)]

#: the player: reads ?g= from its address, shows picture 1, pages on its arrow (an <a>
#: with no text, a CSS chevron), stops at the end
PLAYER = """<!doctype html><meta charset=utf-8><title>图集播放器</title>
<style>body{margin:0;background:#111;color:#ddd}.stage{position:relative;height:480px}
.big{width:720px;height:480px;display:block;margin:0 auto}
.nx{position:absolute;right:10px;top:200px;width:48px;height:64px;background:#333}
.nx i{display:block;width:18px;height:18px;border:solid #fff;border-width:0 3px 3px 0;
transform:rotate(-45deg);margin:22px 10px}</style>
<div class=stage><img class=big alt=""><a class=nx href="javascript:void(0)"><i></i></a></div>
<div class=info><span class=num></span><p class=desc></p></div>
<script>
const g = new URLSearchParams(location.search).get('g');
const caps = CAPTIONS_JSON;
const pics = caps.map((c, i) => 'pics/fr' + g + '-' + (i + 1) + '-720x480.png');
let at = 0;
const show = () => {
  document.querySelector('.big').src = pics[at];
  document.querySelector('.num').textContent = (at + 1) + '/' + pics.length;
  document.querySelector('.desc').textContent = caps[at];
};
document.querySelector('.nx').addEventListener('click', () => {
  if (at < pics.length - 1) { at++; show(); }
});
show();
</script>""".replace("CAPTIONS_JSON", json.dumps(CAPTIONS, ensure_ascii=False))

HEAD = (
    "<!doctype html><meta charset=utf-8><title>{t}</title><h1>{t}</h1>"
    "<p>2024-05-12 来源：测试网</p>"
)
LONG = (
    "记者从有关部门获悉，今年以来全市持续推进港口设施改造工作，一批老旧码头完成升级，"
    "渔民出海作业条件明显改善，相关工作得到群众好评。下一步，有关部门将继续加大投入。"
)
SHORT = [
    "沿海渔港迎来开海后的第一个捕捞高峰，码头上下一派忙碌的景象。",
    "渔民们天不亮就起床检修渔网，准备出海作业需要的各种物资。",
    "港口管理部门加强了安全检查，确保每一艘渔船都能安全出港。",
    "上午十点左右，第一批满载而归的渔船陆续返回港口卸货。",
    "新鲜的海产品很快被运往周边城市的农贸市场和大型超市。",
    "当地还推出了渔港观光线路，吸引了不少外地游客前来体验。",
]
SLIDESHOW = """<div class=show><ul class=track>ITEMS</ul>
<a class=next href="javascript:void(0)">下一张</a></div>
<style>.track{position:relative;width:720px;height:480px;overflow:hidden;margin:0;padding:0}
.track li{position:absolute;left:0;top:0;list-style:none;opacity:0}.track li.cur{opacity:1}
.track img{width:720px;height:480px;display:block}</style>
<script>
const items = [...document.querySelectorAll('.track li')];
let at = 0;
document.querySelector('.show .next').addEventListener('click', () => {
  items[at].className = ''; at = (at + 1) % items.length; items[at].className = 'cur';
});
</script>"""


def _frame(g: int, style: str = "") -> str:
    return (
        f'<iframe class="player-frame" src="../player.html?g={g}" width="760" height="560"'
        f' frameborder="0" scrolling="no" style="{style}"></iframe>'
    )


def _slides(g: int) -> str:
    items = "".join(
        f'<li class="{"cur" if i == 1 else ""}"><img src="../pics/fr{g}-{i}-720x480.png">'
        f"<p class=cap>{CAPTIONS[i - 1]}</p></li>"
        for i in range(1, 6)
    )
    return SLIDESHOW.replace("ITEMS", items)


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("frames")
    folder = root / "handmade" / "frames"
    long = [f"<p>{LONG}第{i}段。</p>" for i in range(1, 7)]
    short = [f"<p>{s}</p>" for s in SHORT]
    pages = {
        "player.html": PLAYER,
        "photo/one.html": HEAD.format(t="渔港开海") + _frame(1),
        "news/two.html": HEAD.format(t="海岛晨曦") + _frame(2),
        "news/low.html": HEAD.format(t="远洋归来")
        + "<div style='height:1400px'></div>"
        + _frame(4),
        "news/embed.html": HEAD.format(t="港口设施改造让渔民出海更安心")
        + f'<div id="content">{"".join(long[:3])}<div class=player>{_frame(3)}</div>'
        + f"{''.join(long[3:])}</div>",
        "slides/short.html": HEAD.format(t="渔港迎来捕捞高峰")
        + f'<div id="content">{"".join(short[:3])}{_slides(5)}{"".join(short[3:])}</div>',
    }
    for path, text in pages.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(text, "utf-8")
    with LibraryServer(root) as base:
        yield base + "handmade/frames/"


def _pictures(site: str, g: int) -> list[str]:
    return [site + f"pics/fr{g}-{i}-720x480.png" for i in range(1, 6)]


def test_a_framed_gallery_is_harvested_and_its_frame_kept_for_the_sites_next_gallery(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    """The gallery is read and paged in its frame; the record keeps the page's address
    and title; the template keeps the frame, so the next gallery (no picture word) hits."""
    first, second = async_chromium.harvest(
        [site + "photo/one.html", site + "news/two.html"], tmp_path / "t.db"
    )
    for record, g in ((first, 1), (second, 2)):
        assert record.kind == "gallery", (record.error, record.note, record.evidence)
        assert [s["image"] for s in record.slides] == _pictures(site, g)
        assert [s["caption"] for s in record.slides] == CAPTIONS
    assert first.final_url == site + "photo/one.html" and first.title == "渔港开海"
    assert any("in a frame of the page" in line for line in first.evidence)
    assert first.template == "discovered" and second.template == "hit"


def test_a_frame_low_on_a_long_page_is_pressed_after_the_page_scrolls_to_it(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    (record,) = async_chromium.harvest([site + "news/low.html"], tmp_path / "t.db")
    assert record.kind == "gallery", (record.error, record.note, record.evidence)
    assert [s["image"] for s in record.slides] == _pictures(site, 4)


def test_an_article_framing_a_player_keeps_its_text_and_returns_the_players_slides(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    # rendered: in auto mode a frame whose address names no picture is not a sign the
    # HTTP stage sees (docs/how-it-works.md), and the article is finished from its bytes
    (record,) = async_chromium.harvest(
        [site + "news/embed.html"], tmp_path / "t.db", render="always"
    )
    assert record.kind == "article", (record.error, record.note, record.evidence)
    assert "第6段" in record.text
    assert [s["image"] for s in record.slides] == _pictures(site, 3)
    assert [s["caption"] for s in record.slides] == CAPTIONS


def test_an_article_of_one_sentence_paragraphs_around_a_slideshow_is_an_article(
    site: str, async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    """No paragraph reaches 40 Han chars and the URL says slides: the sentences on both
    sides of the slideshow make it an article, and its slides come with it."""
    (record,) = async_chromium.harvest([site + "slides/short.html"], tmp_path / "t.db")
    assert record.kind == "article", (record.error, record.note, record.evidence)
    assert SHORT[-1] in record.text
    assert [s["image"] for s in record.slides] == _pictures(site, 5)
