"""The HTTP stage's verdict (:mod:`harvester.gallery.signs`), on strings of HTML: an article
with no gallery sign is finished from its bytes; each gallery sign, thin text on a shell
and a page that shows another one send it to the browser, named in the reasons; and the
look-alikes of each sign that articles carry (a tracking pixel's address in a script,
teasers with a picture and a link each, share icons, lazy-loading placeholders, a photo
between paragraphs) do not."""

from __future__ import annotations

import pytest

from harvester.extraction.article import extract
from harvester.gallery.signs import slide_list, triage

URL = "https://news.example.cn/2024/0512/c_1234.htm"
PARAGRAPH = (
    "记者从有关部门获悉，今年以来全市持续推进城市更新工作，一批老旧小区完成改造，"
    "居民生活环境明显改善。"
)
NAV = "".join(f'<a href="/n{i}.html">栏目{i}</a>' for i in range(8))
FOOTER = "<footer>" + "关于我们 联系我们 版权所有 未经授权禁止转载 " * 6 + "</footer>"


def page(body: str = "", *, head: str = "", paragraphs: int = 6, scripts: str = "") -> str:
    prose = "".join(f"<p>{PARAGRAPH}第{i}段。</p>" for i in range(paragraphs))
    return (
        f"<html><head><title>城市更新</title>{head}</head><body><nav>{NAV}</nav>"
        f"<h1>城市更新让老小区焕发新颜</h1><p>2024-05-12 08:30</p>"
        f"<div class='article'>{prose[: len(prose) // 2]}{body}{prose[len(prose) // 2 :]}</div>"
        f"{FOOTER}{scripts}</body></html>"
    )


def verdict(html: str, url: str = URL) -> tuple[bool, tuple[str, ...]]:
    found = triage(url, html, extract(html, url=url))
    return found.render, found.reasons


def test_an_article_with_no_sign_is_finished_from_its_bytes() -> None:
    render, reasons = verdict(page())
    assert not render
    assert reasons[0].startswith("a static article:")


SIGNS = {
    "a slide counter": page("<div class='num'><span>3</span>/<span>8</span></div>"),
    "slide data: 4 pictures listed in one script": page(
        scripts="<script>var slides=[{big:'/p/1.jpg',t:'一'},{big:'/p/2.jpg',t:'二'},"
        "{big:'/p/3.jpg'},{big:'/p/4.jpg'}];</script>"
    ),
    "slide data: 3 pictures listed in one textarea": page(
        '<textarea id="photoList" style="display:none">["/p/1.jpg","/p/2.jpg","/p/3.jpg"]'
        "</textarea>"
    ),
    "slide data: 3 pictures listed in a data-slides attribute": page(
        '<div data-slides=\'[{"src": "/p/1.png", "cap": "一"}, {"src": "/p/2.png", "cap": "二"},'
        ' {"src": "/p/3.png", "cap": "三"}]\'><img src="/p/1.png"></div>'
    ),
    "a track of 4 slides": page(
        "<ul class='track'>"
        + "".join(f"<li><img src='/p/{i}.jpg'><p>图{i}说明</p></li>" for i in range(4))
        + "</ul><a class='next' href='javascript:;'></a>"
    ),
    "a track of 5 slides": page(
        "<div class='cycle-slideshow'><div class='cycle-overlay'></div><div class='prev'>‹</div>"
        "<div class='next'>›</div><div class='cycle-pager'></div>"
        + "".join(f"<img src='/p/{i}.png' data-cycle-desc='图{i}'>" for i in range(5))
        + "</div>"
    ),
    "an element its scripts draw among the paragraphs": page(
        "<xx-album src='/api/album/1.json'></xx-album>"
    ),
    "a grid of 3 links to large pictures": page(
        "".join(f"<a href='/big/{i}.jpg'><img src='/small/{i}.jpg'></a>" for i in range(3))
    ),
    "3 pictures name a larger one": page(
        "".join(f"<img src='/s/{i}.jpg' data-large='/b/{i}.jpg'>" for i in range(3))
    ),
    "a link to page 2 of this page": page("<a href='c_1234_2.htm'>下一页</a>"),
    "a frame of this site showing a gallery": page(
        "<iframe src='../../photo/player.html?id=8870' title='图集'></iframe>"
    ),
    "a meta refresh": page(head='<meta http-equiv="refresh" content="0;url=/other.html">'),
}


@pytest.mark.parametrize("sign", list(SIGNS))
def test_a_gallery_sign_sends_the_page_to_the_browser(sign: str) -> None:
    render, reasons = verdict(SIGNS[sign])
    assert render, reasons
    assert any(reason.startswith(sign) for reason in reasons), reasons


def test_signs_in_the_markup_count_where_the_article_stands() -> None:
    """A carousel of other stories in a sidebar, a counter in a teaser box: not this
    article's gallery. The same track right after the last paragraph is (it stands in the
    article's region), and anywhere on a page whose text is in doubt."""
    track = (
        "<ul class='track'>"
        + "".join(f"<li><img src='/p/{i}.jpg'><p>图{i}说明</p></li>" for i in range(4))
        + "</ul>"
    )
    counter = "<div class='hot'><img src='/h.jpg'><span>2/5</span></div>"
    prose = "".join(f"<p>{PARAGRAPH}第{i}段。</p>" for i in range(6))
    columns = (
        "<html><body><nav>{nav}</nav><div class='wrap'><div class='main'><h1>城市更新</h1>"
        "<div class='text'>{prose}</div>{inside}</div><div class='side'>{outside}</div></div>"
        "{footer}</body></html>"
    )
    beside = columns.format(nav=NAV, prose=prose, inside="", outside=track + counter, footer=FOOTER)
    render, reasons = verdict(beside)
    assert not render, reasons
    after = columns.format(nav=NAV, prose=prose, inside=track, outside="", footer=FOOTER)
    render, reasons = verdict(after)
    assert render and "a track of 4 slides" in reasons, reasons
    brief = columns.format(nav=NAV, prose=prose[:40], inside="", outside=track, footer=FOOTER)
    render, reasons = verdict(brief)
    assert render and "a track of 4 slides" in reasons, reasons


def test_a_picture_word_in_the_url_sends_the_page_to_the_browser() -> None:
    render, reasons = verdict(page(), "https://news.example.cn/photo/2024/1.html")
    assert render and reasons[0].startswith("the URL says gallery"), reasons


def test_a_page_suffix_alone_is_no_reason_but_adds_to_one() -> None:
    """``c_1234_2.htm`` is page 2 of a gallery or of an article alike (seed 004's rule ②)."""
    assert not verdict(page(), "https://news.example.cn/c_1234_2.htm")[0]
    render, reasons = verdict(SIGNS["a slide counter"], "https://news.example.cn/c_1234_2.htm")
    assert render and any(r.startswith("the URL may be page N") for r in reasons), reasons


def test_a_picture_with_a_caption_is_rendered_a_news_photo_with_its_story_is_not() -> None:
    caption = "<p>5月9日，学生在非遗工坊里体验活字印刷技艺。</p>"
    picture = page(f"<img src='/p/1.jpg' width='900' height='600'>{caption}", paragraphs=2)
    render, reasons = verdict(picture)
    assert render and reasons[0].startswith("a picture with little text"), reasons
    assert not verdict(page("<img src='/p/1.jpg' width='900' height='600'>"))[0]


def test_thin_text_on_a_shell_is_rendered_a_brief_on_a_whole_page_is_not() -> None:
    shell = (
        "<html><body><div id='app'></div><p>城市更新让老小区焕发新颜，记者获悉。</p></body></html>"
    )
    render, reasons = verdict(shell)
    assert render and any("shell" in r or "no text" in r for r in reasons), reasons
    links = "".join(
        f"<li><a href='/n/{i}.html'>今日要闻标题第{i}条新闻</a></li>" for i in range(40)
    )
    brief = page(f"<ul>{links}</ul>", paragraphs=2)
    assert not verdict(brief)[0], verdict(brief)[1]


LOOK_ALIKES = {
    "a tracking pixel and icons in code": page(
        scripts="<script>new Image().src='/a.gif?u='+u;var i='/e.gif';"
        'el.innerHTML=\'<img src="/i/1.png"><img src="/i/2.png">\'</script>'
    ),
    "teasers: a picture and a link each": page(
        scripts="<script>var rec=["
        + ",".join(
            f"{{img:'/t/{i}.jpg',url:'https://news.example.cn/a/{i}.html'}}" for i in range(5)
        )
        + "]</script>"
    ),
    "share icons": page(
        "<div class='share'>"
        + "".join(
            f"<a href='javascript:;'><img src='/i/{n}.png' width='32' height='32'></a>"
            for n in range(5)
        )
        + "</div>"
    ),
    "a teaser list with pictures": page(
        "<ul>"
        + "".join(
            f"<li><a href='/a/{i}.html'><img src='/t/{i}.jpg'>标题{i}</a></li>" for i in range(5)
        )
        + "</ul>"
    ),
    "lazy-loaded photos between paragraphs": page(
        "".join(
            f"<p><img src='/loading.gif' data-original='/p/{i}.jpg'></p><p>{PARAGRAPH}</p>"
            for i in range(4)
        )
    ),
    "a year and month": page("<span>2024/05</span>"),
    "addresses that do not parse": page(
        "".join(f"<a href='http://[{i}/x.jpg'><img src='/p/{i}.jpg'></a>" for i in range(3))
        + "<script>var a=['http://[1.jpg','http://[2.jpg'];</script>"
    ),
    "a video player framed in, a gallery framed from another site": page(
        "<iframe src='/video/player.html?id=1'></iframe>"
        "<iframe src='https://other.example.com/photo/player.html?id=1'></iframe>"
    ),
    "a widget of the page's furniture": page().replace(
        "<footer>", "<aside><wb-follow-button uid='1'></wb-follow-button></aside><footer>"
    ),
}


@pytest.mark.parametrize("shape", list(LOOK_ALIKES))
def test_what_articles_carry_is_no_gallery_sign(shape: str) -> None:
    render, reasons = verdict(LOOK_ALIKES[shape])
    assert not render, reasons


def test_slide_lists_are_read_from_records_and_arrays_of_any_quoting() -> None:
    assert (
        slide_list(
            'var G=[{big_img:"/a/1.jpg",title:"x y"},{big_img:"/a/2.jpg"},{big_img:"/a/3.jpg"}]'
        )
        == 3
    )
    assert slide_list('["/a/1.jpg", "/a/2.jpg","/a/3.jpg"]') == 3
    assert (
        slide_list(r'{"u":"http:\/\/x\/1.jpg","u":"http:\/\/x\/2.jpg","u":"http:\/\/x\/3.jpg"}')
        == 3
    )
    assert slide_list("{a:'/a/1.jpg',b:'/a/2.jpg',c:'/a/3.jpg'}") == 0  # one each: no list
    assert slide_list("x" * 200_000 + '"' + "y" * 100_000) == 0  # no quote pairs: nothing
