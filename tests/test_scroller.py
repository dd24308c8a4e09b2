"""A pre-rendered gallery is never finished by the HTTP stage (:mod:`harvester.gallery.scroller`).

The pages below are drawn from GALLERY_MECHANICS §7 and §1 (Sohu's ``/picture/`` pages with
their captions in a block of their own, Sina's ``/z/`` lazy scroll items, Sohu's group pages
with ``#N`` thumbnails, a list whose slides the markup hides but one) on an address with no
picture word (``group-663128.shtml``) and with text enough to pass for an article: before
these signs, two of them came back ``ok`` as articles with no pictures. The look-alikes are
what real articles carry near their pictures (found on the zh corpus): a breadcrumb's ``>``,
a like button's icon states, a table of contents' ``#1`` links, a carousel of stories whose
arrows page links to other pages, a next-story link."""

from __future__ import annotations

import pytest

from harvester.extraction.article import extract
from harvester.gallery.signs import triage

URL = "https://news.example.cn/2024/1112/group-663128.shtml"
CAPTION = "国家级自然保护区的秋色层林尽染，游客在栈道上拍照留念，山间云雾缭绕如画。"
PARAGRAPH = "记者从有关部门获悉，今年以来全市持续推进城市更新工作，居民生活环境明显改善。"
NAV = "".join(f'<a href="/n{i}.html">栏目{i}</a>' for i in range(8))
FOOTER = "<footer>" + "关于我们 联系我们 版权所有 未经授权禁止转载 " * 20 + "</footer>"


def page(body: str) -> str:
    return (
        f"<html><head><title>长白山秋色</title></head><body><nav>{NAV}</nav>"
        f"<h1>长白山秋色正浓</h1><p>2024-11-12 09:00 来源：本网</p>{body}{FOOTER}</body></html>"
    )


def shown(i: int) -> str:
    return "" if i == 0 else "display:none"


def sohu_picture(n: int = 8) -> str:
    """Pictures in one box, the captions in another, the arrows in a bar."""
    scroll = "".join(
        f"<div class='pic' style='{shown(i)}'><img src='/img/{i}.jpg'></div>" for i in range(n)
    )
    captions = "".join(f"<p style='{shown(i)}'>{CAPTION}{i}</p>" for i in range(n))
    return page(
        f"<div class='area'><div class='scroll'>{scroll}</div><div class='ctrl'>"
        "<a class='pic-prev' href='javascript:;'></a><a class='pic-next' href='javascript:;'></a>"
        f"</div></div><div class='pic-explain'><div class='txt'>{captions}</div></div>"
    )


def sina_z(n: int = 6) -> str:
    """Lazy scroll items sharing one placeholder, the arrows beside them."""
    items = "".join(
        f"<div class='scroll-item'><div class='img-wrap'><img data-src='/img/{i}.jpg' "
        f"src='/blank.gif'></div><p class='desc'>{CAPTION}{i}</p></div>"
        for i in range(n)
    )
    return page(
        f"<div class='slide'><div class='scroll'>{items}</div><span class='prev'></span>"
        f"<span class='next'></span></div><div class='intro'><p>{CAPTION * 3}</p></div>"
    )


def sohu_group(n: int = 8) -> str:
    """The picture is the next control; thumbnails link to ``#N``."""
    thumbs = "".join(
        f"<li><a href='#{i}'><img src='/s/{i}.jpg' width='80' height='60'></a></li>"
        for i in range(n)
    )
    return page(
        "<div class='bigpic'><a class='pic-next' href='#1'><img src='/img/0.jpg'></a></div>"
        f"<div class='txt'><p>{CAPTION * 3}</p></div><ul class='thumbs'>{thumbs}</ul>"
    )


def hidden_list(n: int = 8) -> str:
    """Slides hidden by the attribute, a glyph arrow."""
    slides = "".join(
        f"<li {'hidden' if i else ''}><img src='/img/{i}.jpg'><div>{CAPTION}{i}</div></li>"
        for i in range(n)
    )
    return page(
        f"<div class='gallery'><ul>{slides}</ul><a class='btn-r'>›</a></div>"
        f"<div class='summary'><p>{CAPTION * 4}</p></div>"
    )


SCROLLERS = {
    "pictures and captions apart": (sohu_picture, "8 pictures shown one at a time"),
    "lazy scroll items": (sina_z, "a control that pages pictures (span class='prev')"),
    "slide anchors": (sohu_group, "links to 8 slides of this page"),
    "a picture that pages": (sohu_group, "a control that pages pictures (a class='pic-next'"),
    "hidden slides": (hidden_list, "8 pictures shown one at a time"),
    "an arrow glyph": (hidden_list, "a control that pages pictures (a '›')"),
}


@pytest.mark.parametrize("shape", list(SCROLLERS))
def test_a_pre_rendered_gallery_goes_to_the_browser(shape: str) -> None:
    make, sign = SCROLLERS[shape]
    html = make()
    found = triage(URL, html, extract(html, url=URL))
    assert found.render, found.reasons
    assert any(reason.startswith(sign) for reason in found.reasons), found.reasons


def article(extra: str) -> str:
    prose = "".join(
        f"<p>{PARAGRAPH}第{i}段。</p>" + (f"<p><img src='/p/{i}.jpg'></p>" if i % 2 else "")
        for i in range(8)
    )
    return page(f"<div class='main'><div class='article'>{extra}{prose}</div></div>")


LOOK_ALIKES = {
    "a breadcrumb's separators": article(
        "<div class='local'><a href='/'>首页</a><span>&gt;</span><a href='/n/'>新闻</a>"
        "<span>&gt;</span></div>"
    ),
    "a like button's icon states": article("").replace(
        "<footer>",
        "<div class='toolbar'><a class='tool' href='javascript:;'>"
        + "".join(
            f"<img src='/i/like{i}.png' style='{'display:block' if i else 'display:none'}'>"
            for i in range(3)
        )
        + "</a></div><footer>",
    ),
    "a table of contents": article(
        "<ol>" + "".join(f"<li><a href='#{i}'>第{i}部分 背景</a></li>" for i in range(5)) + "</ol>"
    ),
    "a carousel of stories": article(
        "<div class='focus'><ul>"
        + "".join(
            f"<li style='{shown(i)}'><a href='/a/{i}.html'><img src='/f/{i}.jpg'></a></li>"
            for i in range(4)
        )
        + "</ul><a class='next' href='javascript:;'></a></div>"
    ),
    "a next story link": article("<a class='next' href='/a/2.html'>下一篇</a>"),
}


@pytest.mark.parametrize("shape", list(LOOK_ALIKES))
def test_what_articles_carry_near_their_pictures_is_no_scroller(shape: str) -> None:
    html = LOOK_ALIKES[shape]
    found = triage(URL, html, extract(html, url=URL))
    assert not found.render, found.reasons
