"""Presses never load another page (harvester/browser/tab.py, ``hold_navigations``, with the
gallery's rule :func:`harvester.gallery.state.may_page_to`): a decoy link pressed while
probing (下一图集, a related album), a script that sends the page to the next album at the
end of a walk, or a popup is answered ``204`` before it reaches the server, so the page
stays as it was; page N of a page-per-picture gallery and the harvester's own loads go.
Each site is served by :class:`~testbeds.libraries.LibraryServer`, whose request log shows
whether a page other than the gallery's own was ever asked for."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from harvester.gallery.state import may_page_to
from testbeds.async_browser import AsyncChromium
from testbeds.libraries import LibraryServer

CAPTIONS = ["5月12日，游客在古镇游览。", "5月12日，渔民收网。", "5月12日，市民观看灯会。"]
CHROME = (
    '<p class="nav"><a href="../trap/home.html">首页</a> <a href="../trap/news.html">新闻</a></p>'
)
DECOYS = (
    '<p class="tools"><a class="next-album" href="../trap/next-album.html">下一图集 &gt;&gt;</a>'
    ' <a class="related" href="../trap/album-2.html" target="_blank">相关图集</a></p>'
)


def _slideshow() -> str:
    """One page, pictures swapped in place by an arrow over the picture's right side, with
    no counter; above the picture a link that says "next picture" but leads to the next
    album (probed first: its words rank higher); on the last picture the arrow's script
    sends the page to the next album (a script's ``location``), as some portals do."""
    pictures = [f"../pics/s-{i}-1200x800.png" for i in range(1, 4)]
    return (
        "<!doctype html><meta charset=utf-8><title>古镇一日</title>"
        f"{CHROME}<h1>古镇一日</h1><p>2024-05-12 08:30 来源：测试网</p>"
        '<a class="nextpic" href="../trap/next-album.html">›</a>'
        f'<div id="box" style="position:relative;width:960px">'
        f'<img id="pic" src="{pictures[0]}" width=960 height=640>'
        '<span class="arr-r" style="position:absolute;right:0;top:0;width:200px;height:640px;'
        'cursor:pointer"></span>'
        f'<p id="cap">{CAPTIONS[0]}</p></div>'
        f"{DECOYS}<script>const P={pictures!r}, C={CAPTIONS!r}; let i=0;"
        "document.querySelector('.arr-r').onclick=()=>{"
        "if(i===P.length-1){location.href='../trap/next-album.html';return;}"
        "i++;document.getElementById('pic').src=P[i];"
        "document.getElementById('cap').textContent=C[i];};</script>"
    )


def _page_per_picture(n: int) -> str:
    """Page ``n`` of a gallery with a page per picture: 下一页 is a link to page n+1."""
    name = "c_1234.htm" if n == 1 else f"c_1234_{n}.htm"
    nxt = f'<a class="pn" href="c_1234_{n + 1}.htm">下一页</a>' if n < 3 else ""
    return (
        f"<!doctype html><meta charset=utf-8><title>渔港</title>{CHROME}<h1>渔港</h1>"
        f'<div id="box"><img src="../pics/p-{n}-1200x800.png" width=960 height=640 '
        f'alt="{name}"><p class="cap">{CAPTIONS[n - 1]}</p><span>{n}/3</span>{nxt}</div>'
        f"{DECOYS}"
    )


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, LibraryServer]]:
    root = tmp_path_factory.mktemp("hold")
    folder = root / "handmade" / "hold"
    (folder / "a").mkdir(parents=True)
    (folder / "trap").mkdir()
    (folder / "a" / "show.html").write_text(_slideshow(), "utf-8")
    for n in (1, 2, 3):
        name = "c_1234.htm" if n == 1 else f"c_1234_{n}.htm"
        (folder / "a" / name).write_text(_page_per_picture(n), "utf-8")
    for trap in ("home", "news", "next-album", "album-2"):
        (folder / "trap" / f"{trap}.html").write_text(f"<title>{trap}</title>陷阱", "utf-8")
    server = LibraryServer(root)
    with server as base:
        yield base + "handmade/hold/", server


def test_the_rule_lets_a_press_reach_the_same_page_or_page_n_only() -> None:
    here = "http://x.cn/photo/2024/c_1234.htm"
    assert may_page_to(here, here + "#p=2")
    assert may_page_to(here, "http://x.cn/photo/2024/c_1234_2.htm")
    assert may_page_to("http://x.cn/a/c_1234_2.htm", "http://x.cn/a/c_1234_3.htm")
    assert may_page_to("http://x.cn/a/show.php?id=7", "http://x.cn/a/show.php?id=7&page=2")
    assert not may_page_to(here, "http://x.cn/photo/2024/c_5678.htm")  # another album
    assert not may_page_to(here, "http://x.cn/photo/2024/big/1.jpg")  # a picture's file
    assert not may_page_to(here, "http://y.cn/photo/2024/c_1234_2.htm")


def _traps(server: LibraryServer) -> list[str]:
    return [r for r in server.requests if "/trap/" in r]


def test_decoys_and_an_end_that_leaves_are_never_loaded(
    site: tuple[str, LibraryServer], async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    """Discovery probes the decoy links too, and the walk presses "next" on the last
    picture, whose script sends the page to the next album: none of them is loaded."""
    base, server = site
    (record,) = async_chromium.harvest([base + "a/show.html"], tmp_path / "t.db", seeds=False)
    assert record.kind == "gallery", (record.error, record.note, record.evidence)
    assert [s["caption"] for s in record.slides] == CAPTIONS
    assert _traps(server) == []
    assert "would have loaded another page" in (record.note or ""), record.note


def test_a_page_per_picture_gallery_still_pages(
    site: tuple[str, LibraryServer], async_chromium: AsyncChromium, tmp_path: Path
) -> None:
    base, server = site
    (record,) = async_chromium.harvest([base + "a/c_1234.htm"], tmp_path / "t.db", seeds=False)
    assert record.kind == "gallery", (record.error, record.note, record.evidence)
    assert [s["caption"] for s in record.slides] == CAPTIONS
    assert [s["image"].rsplit("/", 1)[-1] for s in record.slides] == [
        f"p-{n}-1200x800.png" for n in (1, 2, 3)
    ]
    assert _traps(server) == []
