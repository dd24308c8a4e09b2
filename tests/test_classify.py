"""Pretreatment classification: seed 004's URL rules, and the page evidence that overrules them."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from harvester.gallery.classify import (
    COUNTER_NEAR_PX,
    LEAN_PARAGRAPH_CHARS,
    LONG_PARAGRAPH_CHARS,
    MAIN_IMAGE_MIN_SHARE,
    THUMBNAIL_STRIP_MIN,
    Classification,
    PageEvidence,
    classify,
    classify_url,
    is_picture_token,
    page_suffix,
)

RECORDED_PAGES = Path(__file__).resolve().parent.parent / "recorded_pages"
LOCAL = "http://127.0.0.1:8765/"  # how testbeds/portal_server.py serves recorded_pages/

VIEWPORT = 1280.0 * 900.0  # harvester.gallery.classify.REFERENCE_WINDOW_AREA: shares refer to it
FIXTURE_PICTURE = 240.0 * 160.0  # every recorded gallery picture: 3 % of the window
PORTAL_PICTURE = 950.0 * 633.0  # a real portal gallery picture: 52 % of the window


def evidence(**changes: object) -> PageEvidence:
    """A page with nothing on it at the 1280x900 window, changed as given."""
    blank = PageEvidence(
        main_image_area=0.0,
        visible_images=0,
        counter=None,
        thumbnails=0,
        slide_data=False,
        text_chars=0,
        paragraph_chars=0,
    )
    return dataclasses.replace(blank, **changes)


def article_page(text: int, paragraphs: int) -> PageEvidence:
    """A recorded text article: no picture, a few short paragraphs, nav and sidebar text."""
    return evidence(text_chars=text, paragraph_chars=paragraphs)


def gallery_page(
    counter: tuple[int, int] | None, text: int, *, thumbs: int = 0, data: bool = False
) -> PageEvidence:
    """A recorded gallery: one 240x160 picture, a counter, maybe a strip and slide data."""
    return evidence(
        main_image_area=FIXTURE_PICTURE,
        visible_images=1,
        counter=counter,
        thumbnails=thumbs,
        slide_data=data,
        text_chars=text,
    )


# What the browser measures on every page of recorded_pages/ at 1280x900, after load
# (read from the HTML and checked once with Chromium). The counters are the n/N forms in
# visible text ("1/5", "第1张/共8张"); the English Xinhua "2 of 4" is not n/N, so None.
FIXTURE_EVIDENCE: dict[str, PageEvidence] = {
    # §13 jQuery piccontent: 8 thumbnails <img bigimg text> in the strip, no slide data
    "jquery_piccontent/news_3317.html": article_page(182, 80),
    "jquery_piccontent/picnews_2041.html": gallery_page((1, 8), 53, thumbs=8),
    "jquery_piccontent/picnews_2042.html": gallery_page((1, 4), 41, thumbs=4),
    # §2 NetEase 3.x: textarea[name=gallery-data], no strip
    "netease3/16/0512/10/BN0A1B2C00094P0U.html": article_page(188, 0),
    "netease3/5642.html": gallery_page((1, 5), 59, data=True),
    "netease3/5650.html": gallery_page((1, 4), 44, data=True),
    # §1 NetEase nph: textarea#photoList, strip #thumbList built from it
    "netease_nph/14/0420/09/9QA1B2C300084TUR.html": article_page(192, 128),
    "netease_nph/165917.html": gallery_page((1, 6), 55, thumbs=6, data=True),
    "netease_nph/165920.html": gallery_page((1, 4), 54, thumbs=4, data=True),
    # §9 people.cn: one picture per URL, 第2张/共4张, no strip, no data
    "people_pages/c1004-28166102.html": article_page(165, 0),
    "people_pages/c1016-28167513.html": gallery_page((1, 4), 87),
    "people_pages/c1016-28167513-2.html": gallery_page((2, 4), 87),
    "people_pages/c1016-28167513-3.html": gallery_page((3, 4), 81),
    "people_pages/c1016-28167513-4.html": gallery_page((4, 4), 77),
    # §3 Sina epidiascope: hidden #eData, strip #efpPicListCont
    "sina_epidiascope/c/2013-06-16/184027418801.shtml": article_page(196, 44),
    "sina_epidiascope/slide_1_2841_156226.html": gallery_page((1, 7), 93, thumbs=7, data=True),
    "sina_epidiascope/slide_1_2841_156300.html": gallery_page((1, 4), 56, thumbs=4, data=True),
    # §4 Sina slide_data: var slide_data, same strip
    "sina_slidedata/basketball/cba/2013-04-05/22156500001.shtml": article_page(179, 41),
    "sina_slidedata/slide_2_792_193598.html": gallery_page((1, 5), 85, thumbs=5, data=True),
    "sina_slidedata/slide_2_792_193612.html": gallery_page((1, 4), 81, thumbs=4, data=True),
    # §7 Sohu scroller: every slide in the DOM as img[data-src]
    "sohu_scroller/a/201607/n457123456.shtml": article_page(172, 0),
    "sohu_scroller/group-663128.shtml": gallery_page((1, 6), 73, data=True),
    # §5 Tencent hdPic: slides come by AJAX (no embedded data), strip #picList
    "tencent_hdpic/039659.htm": gallery_page((1, 5), 143, thumbs=5),
    "tencent_hdpic/a/20141021/039700.htm": article_page(179, 0),
    # §10 Xinhua: text article paged with 下一页 and _2.htm, gallery with .num "2/5"
    "xinhua_pages/c_1115001234.htm": article_page(142, 43),
    "xinhua_pages/c_1115001234_2.htm": article_page(139, 0),
    "xinhua_pages/c_1116961022.htm": gallery_page((1, 5), 111),
    "xinhua_pages/c_1116961022_2.htm": gallery_page((2, 5), 101),
    "xinhua_pages/c_1116961022_3.htm": gallery_page((3, 5), 100),
    "xinhua_pages/c_1116961022_4.htm": gallery_page((4, 5), 100),
    "xinhua_pages/c_1116961022_5.htm": gallery_page((5, 5), 97),
    # §10 English edition: English captions, "2 of 4", only 正文 in Han
    "xinhua_pages/english/c_137436890.htm": gallery_page(None, 2),
    "xinhua_pages/english/c_137436890_2.htm": gallery_page(None, 2),
    "xinhua_pages/english/c_137436890_3.htm": gallery_page(None, 2),
    "xinhua_pages/english/c_137436890_4.htm": gallery_page(None, 2),
}


def expected_kinds() -> dict[str, str]:
    """Page path -> "gallery" or "article", from recorded_pages/expected.json."""
    pages = json.loads((RECORDED_PAGES / "expected.json").read_text(encoding="utf-8"))["pages"]
    return {path: page["kind"] for path, page in pages.items()}


def reasons_of(result: Classification) -> str:
    """All evidence lines as one string, for substring checks."""
    return " | ".join(result.evidence)


# ---------------------------------------------------------------- URL rules


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("http://pic.people.com.cn/n1/2016/0303/c1016-28167513.html", "host word 'pic'"),
        ("http://photo.sina.com.cn/", "host word 'photo'"),
        ("http://slide.news.sina.com.cn/slide_1_2841_156226.html", "path word 'slide'"),
        ("http://news.163.com/photoview/5BD20008/165917.html", "path word 'photoview'"),
        ("http://www.sohu.com/picture/663128", "path word 'picture'"),
        ("http://news.qq.com/hdpic/039659.htm", "path word 'hdpic'"),
        ("http://news.example.cn/pic/2016/a.html", "path word 'pic'"),
        ("http://news.example.cn/photos/a.html", "path word 'photos'"),
        ("http://news.example.cn/tuku/a.html", "path word 'tuku'"),
        ("http://news.example.cn/tupian/a.html", "path word 'tupian'"),
        ("http://news.example.cn/tu/a.html", "path word 'tu'"),
        ("http://news.example.cn/zutu/a.html", "path word 'zutu'"),
        ("http://news.example.cn/atlas/a.html", "path word 'atlas'"),
        ("http://news.example.cn/album/12.html", "path word 'album'"),
        ("http://news.example.cn/gallery/12.html", "path word 'gallery'"),
        ("http://news.example.cn/slides/12.html", "path word 'slides'"),
        ("http://news.163.com/photonew/2016/a.html", "path word 'photonew'"),
        ("http://www.example.edu.cn/picnews_2041.html", "path word 'picnews'"),
        ("http://news.example.cn/PhotoView/1.html", "path word 'photoview'"),
        ("http://news.example.cn/%E5%9B%BE%E9%9B%86/1.html", "path word '图集'"),
        ("http://news.example.cn/%CD%BC%BC%AF/1.html", "path word '图集'"),  # GBK
        ("http://news.example.cn/图集/1.html", "path word '图集'"),
    ],
)
def test_picture_words_say_gallery(url: str, reason: str) -> None:
    """A picture word as a whole host or path token marks a gallery (seed 004, rule ①)."""
    says, reasons = classify_url(url)
    assert says == "gallery"
    assert f"url: {reason}" in reasons


@pytest.mark.parametrize(
    ("url", "reason"),
    [
        ("http://www.xinhuanet.com/photo/2016-02/18/c_128730012_2.htm", "suffix 2"),
        ("http://pic.people.com.cn/n1/2016/0303/c1016-28167513-3.html", "suffix 3"),
        ("http://tech.huanqiu.com/photo/2015-07/2788702_23.html", "suffix 23"),
        ("http://www.xinhuanet.com/english/2018-09/01/c_137436890_4.htm", "suffix 4"),
        ("http://news.qq.com/a/20160714/048155.htm#p=1", "'#p=1'"),
        ("http://news.163.com/photoview/5BD20008/165917.html#p=9Q4MV8DQ5BD20008", "picture id"),
    ],
)
def test_incrementing_suffix_says_maybe_gallery(url: str, reason: str) -> None:
    """An incrementing page number or #p= fragment marks a gallery page (seed 004, rule ②)."""
    says, reasons = classify_url(url)
    assert says == "gallery"
    assert any(reason in line and "maybe gallery" in line for line in reasons)


@pytest.mark.parametrize(
    "url",
    [
        "http://news.sina.com.cn/c/2013-06-16/184027418801.shtml",
        "http://news.163.com/16/0512/10/BN0A1B2C00094P0U.html",
        "http://www.sohu.com/a/201607/n457123456.shtml",
        "http://news.qq.com/a/20141021/039700.htm",
        "http://www.xinhuanet.com/local/2015-04/08/c_1115001234.htm",
        "http://www.example.cn/topic/2016/index.html",  # "pic" inside "topic"
        "http://www.example.com/epic-story",  # "pic" inside "epic"
        "http://www.example.com/pictorial-law/3.html",  # "pictorial" is not a picture word
        "http://www.example.com/tutorial/python.html",  # "tu" inside "tutorial"
        "http://www.example.com/stu/12.html",  # not "s" + "tu"
        "http://www.example.com/news/content_12.htm",  # an id, not a page number
        "http://www.example.com/news/index_2.html",  # a list page, no article id
        "http://www.example.com/2016-07-14.html",  # a date, not page 14
        "http://www.example.com/a.html#top",
        "http://news.example.cn/a.html?from=pic",  # the query is not the path
    ],
)
def test_silent_urls(url: str) -> None:
    """Article URLs and near misses say nothing: (None, ())."""
    assert classify_url(url) == (None, ())


@pytest.mark.parametrize(
    ("token", "expected"),
    [
        ("pics", True),
        ("slideshow", True),
        ("newsphoto", True),
        ("bigpic", True),
        ("pictures", True),
        ("topic", False),
        ("epic", False),
        ("pictorial", False),
        ("tutorial", False),
        ("picasso", False),
    ],
)
def test_picture_token_compounds(token: str, expected: bool) -> None:
    """Compounds of a picture word with a known affix count; other words containing one do not."""
    assert is_picture_token(token) is expected


@pytest.mark.parametrize(
    ("path", "number"),
    [
        ("/c_1115001234_2.htm", 2),
        ("/c1016-28167513-7.html", 7),
        ("/2788702_23.shtml", 23),
        ("/c_1115001234_1.htm", None),
        ("/slide_1_2841_156226.html", None),
        ("/c1016-28167513.html", None),
        ("/content_12.htm", None),
    ],
)
def test_page_suffix(path: str, number: int | None) -> None:
    """A page number is 1-3 digits >= 2 after an id-bearing stem."""
    assert page_suffix(path) == number


# ---------------------------------------------------------------- recorded pages


def test_fixture_table_covers_expected_json() -> None:
    """Every page in recorded_pages/expected.json has measured evidence here, and no other."""
    assert set(FIXTURE_EVIDENCE) == set(expected_kinds())


@pytest.mark.parametrize(("path", "kind"), sorted(expected_kinds().items()))
def test_recorded_pages_as_served(path: str, kind: str) -> None:
    """Each recorded page, at its local URL with its measured evidence, gets its true kind."""
    result = classify(LOCAL + path, FIXTURE_EVIDENCE[path])
    assert result.kind == kind, reasons_of(result)


@pytest.mark.parametrize(
    ("url", "path"),
    [
        ("http://news.163.com/photoview/5BD20008/165917.html", "netease_nph/165917.html"),
        ("http://news.163.com/photonew/5642.html", "netease3/5642.html"),
        (
            "http://slide.news.sina.com.cn/slide_1_2841_156226.html",
            "sina_epidiascope/slide_1_2841_156226.html",
        ),
        (
            "http://slide.sports.sina.com.cn/slide_2_792_193598.html",
            "sina_slidedata/slide_2_792_193598.html",
        ),
        ("http://news.qq.com/a/20141010/039659.htm#p=1", "tencent_hdpic/039659.htm"),
        ("http://www.sohu.com/picture/group-663128.shtml", "sohu_scroller/group-663128.shtml"),
        (
            "http://pic.people.com.cn/n1/2016/0303/c1016-28167513-2.html",
            "people_pages/c1016-28167513-2.html",
        ),
        (
            "http://www.xinhuanet.com/photo/2015-04/08/c_1116961022_3.htm",
            "xinhua_pages/c_1116961022_3.htm",
        ),
        ("http://www.example.edu.cn/picnews_2041.html", "jquery_piccontent/picnews_2041.html"),
    ],
)
def test_gallery_styles_at_portal_urls(url: str, path: str) -> None:
    """At the portals' own URLs, URL and page agree on gallery."""
    result = classify(url, FIXTURE_EVIDENCE[path])
    assert result.kind == "gallery"
    assert result.url_says == "gallery"
    assert "overruled" not in reasons_of(result)


@pytest.mark.parametrize(
    ("url", "path"),
    [
        (
            "http://news.163.com/16/0512/10/BN0A1B2C00094P0U.html",
            "netease3/16/0512/10/BN0A1B2C00094P0U.html",
        ),
        (
            "http://news.sina.com.cn/c/2013-06-16/184027418801.shtml",
            "sina_epidiascope/c/2013-06-16/184027418801.shtml",
        ),
        (
            "http://www.sohu.com/a/201607/n457123456.shtml",
            "sohu_scroller/a/201607/n457123456.shtml",
        ),
        ("http://news.qq.com/a/20141021/039700.htm", "tencent_hdpic/a/20141021/039700.htm"),
        (
            "http://society.people.com.cn/n1/2016/0303/c1004-28166102.html",
            "people_pages/c1004-28166102.html",
        ),
        ("http://www.example.edu.cn/news_3317.html", "jquery_piccontent/news_3317.html"),
    ],
)
def test_article_styles_at_portal_urls(url: str, path: str) -> None:
    """At the portals' own URLs, a silent URL and a page without a picture give article."""
    result = classify(url, FIXTURE_EVIDENCE[path])
    assert result == Classification("article", result.evidence, None)
    assert "page: no picture" in reasons_of(result)


# ---------------------------------------------------------------- traps and overrules


def test_paginated_text_article_is_an_article() -> None:
    """Xinhua's text article page 2 has a _2.htm URL and a 下一页 pager: still an article."""
    url = "http://www.xinhuanet.com/local/2015-04/08/c_1115001234_2.htm"
    result = classify(url, FIXTURE_EVIDENCE["xinhua_pages/c_1115001234_2.htm"])
    assert result.kind == "article"
    assert result.url_says == "gallery"
    assert "url said gallery; overruled: no picture" in reasons_of(result)


def test_paginated_article_with_a_photo_leans_article() -> None:
    """A suffix-only URL yields to body paragraphs on a page with a photo and no gallery marks."""
    page = evidence(
        main_image_area=PORTAL_PICTURE / 2,
        visible_images=1,
        text_chars=420,
        paragraph_chars=LEAN_PARAGRAPH_CHARS + 30,
    )
    result = classify("http://www.xinhuanet.com/local/2015-04/08/c_1115001234_2.htm", page)
    assert result.kind == "article"
    assert "url said gallery; overruled: body paragraphs (180 Han chars)" in reasons_of(result)


def test_picture_word_holds_against_a_lean() -> None:
    """The same page under a picture-word URL stays a gallery: a lean cannot beat a word."""
    page = evidence(
        main_image_area=PORTAL_PICTURE,
        visible_images=1,
        text_chars=420,
        paragraph_chars=LEAN_PARAGRAPH_CHARS + 30,
    )
    assert classify("http://pic.people.com.cn/n1/2016/0303/c1016-1-2.html", page).kind == "gallery"


@pytest.mark.parametrize("path", [p for p in FIXTURE_EVIDENCE if "/english/" in p])
def test_english_caption_gallery_without_a_counter(path: str) -> None:
    """The English Xinhua gallery ("2 of 4", no Han text) is a gallery on every page."""
    url = "http://www.xinhuanet.com/english/2018-09/01/" + path.rsplit("/", 1)[-1]
    result = classify(url, FIXTURE_EVIDENCE[path])
    assert result.kind == "gallery"
    assert "almost no Han text (2 chars)" in reasons_of(result)


def test_english_caption_gallery_with_a_counter() -> None:
    """If the browser reads "1 of 4" as a counter, the counter settles it."""
    page = gallery_page((1, 4), 2)
    result = classify("http://www.xinhuanet.com/english/2018-09/01/c_137436890.htm", page)
    assert result.kind == "gallery"
    assert "page: counter 1/4 beside the main picture" in result.evidence


def test_gallery_with_a_caption_paragraph_stays_gallery() -> None:
    """One long caption paragraph (48 Han chars) does not turn a counted gallery into an article."""
    page = dataclasses.replace(gallery_page((2, 5), 160), paragraph_chars=48)
    result = classify("http://www.xinhuanet.com/photo/2015-04/08/c_1116961022_2.htm", page)
    assert result.kind == "gallery"


def test_gallery_caption_without_a_counter_stays_gallery() -> None:
    """A 120-char caption, no counter found, a big picture and a _2 URL: still a gallery."""
    page = evidence(
        main_image_area=PORTAL_PICTURE, visible_images=1, text_chars=260, paragraph_chars=120
    )
    assert classify("http://www.xinhuanet.com/photo/2016-02/18/c_12873_2.htm", page).kind == (
        "gallery"
    )


@pytest.mark.parametrize("url", ["http://news.qq.com/a/20141021/039700.htm", LOCAL + "x.html"])
def test_article_with_a_big_lead_photo_stays_article(url: str) -> None:
    """A big lead photo with a related-pictures strip loses to long paragraphs."""
    page = evidence(
        main_image_area=PORTAL_PICTURE,
        visible_images=5,
        thumbnails=4,
        text_chars=1900,
        paragraph_chars=1830,
    )
    result = classify(url, page)
    assert result.kind == "article"
    assert "page: long paragraphs (1,830 Han chars)" in result.evidence


def test_long_paragraphs_overrule_a_picture_word() -> None:
    """A text article filed under /photo/ is an article, and the evidence says why."""
    page = evidence(text_chars=1900, paragraph_chars=1830)
    result = classify("http://news.example.cn/photo/2016/0714/a.html", page)
    assert result.kind == "article"
    assert result.url_says == "gallery"
    assert "url said gallery; overruled: long paragraphs (1,830 Han chars)" in result.evidence


def test_no_picture_overrules_a_picture_word() -> None:
    """Tencent's article under the hdpic folder (as served locally) has no picture: article."""
    path = "tencent_hdpic/a/20141021/039700.htm"
    result = classify(LOCAL + path, FIXTURE_EVIDENCE[path])
    assert result.kind == "article"
    assert result.url_says == "gallery"
    assert "url: path word 'hdpic'" in result.evidence


def test_counter_overrules_a_silent_url() -> None:
    """NetEase 3.x galleries served as /netease3/5642.html: the URL is silent, the counter not."""
    path = "netease3/5642.html"
    result = classify(LOCAL + path, FIXTURE_EVIDENCE[path])
    assert result.kind == "gallery"
    assert result.url_says is None
    assert "page: counter 1/5 beside the main picture" in result.evidence


def test_long_paragraphs_beat_a_counter() -> None:
    """An article's pager (1/2 beside 下一页), a date (05/09) or a list number (1/10) reads
    like a counter; an essay's paragraphs do not belong to a gallery."""
    page = dataclasses.replace(gallery_page((1, 2), 2000), paragraph_chars=1500)
    assert classify("http://news.example.cn/a.html", page).kind == "article"


def test_a_counter_far_from_the_picture_is_not_a_counter() -> None:
    near = gallery_page((3, 9), 60)
    far = dataclasses.replace(near, counter_distance=COUNTER_NEAR_PX + 1)
    assert classify("http://news.example.cn/a.html", near).kind == "gallery"
    assert not classify("http://news.example.cn/a.html", near).bounded
    assert classify("http://news.example.cn/a.html", far).bounded


def test_slide_data_blocks_the_paragraph_rule() -> None:
    """Slide data with a big picture beats long paragraphs."""
    page = evidence(
        main_image_area=PORTAL_PICTURE,
        visible_images=1,
        slide_data=True,
        text_chars=900,
        paragraph_chars=800,
    )
    result = classify("http://news.example.cn/a.html", page)
    assert result.kind == "gallery"
    assert "page: main image 52% of 1280x900 with embedded slide data" in result.evidence


def test_big_picture_and_strip_overrule_a_silent_url() -> None:
    """A big picture over a thumbnail strip is a gallery, no counter needed."""
    page = evidence(
        main_image_area=PORTAL_PICTURE,
        visible_images=1,
        thumbnails=THUMBNAIL_STRIP_MIN,
        text_chars=120,
    )
    result = classify("http://news.example.cn/a.html", page)
    assert result.kind == "gallery"
    assert "page: main image 52% of 1280x900 with 3 thumbnails" in result.evidence


# ---------------------------------------------------------------- thresholds and defaults


@pytest.mark.parametrize(
    ("share", "bounded"), [(MAIN_IMAGE_MIN_SHARE, False), (MAIN_IMAGE_MIN_SHARE - 0.01, True)]
)
def test_main_image_share_threshold(share: float, bounded: bool) -> None:
    """The strip rule needs the main picture to cover MAIN_IMAGE_MIN_SHARE of the window;
    below it, the page is only maybe a gallery: one bounded probe decides."""
    page = evidence(
        main_image_area=share * VIEWPORT,
        visible_images=1,
        thumbnails=THUMBNAIL_STRIP_MIN,
        text_chars=200,
        paragraph_chars=45,
    )
    result = classify("http://news.example.cn/a.html", page)
    assert (result.kind, result.bounded) == ("gallery", bounded)


@pytest.mark.parametrize(
    ("chars", "kind"), [(LONG_PARAGRAPH_CHARS, "article"), (LONG_PARAGRAPH_CHARS - 1, "gallery")]
)
def test_long_paragraph_threshold(chars: int, kind: str) -> None:
    """At LONG_PARAGRAPH_CHARS the paragraphs overrule a picture word; below, the word holds."""
    page = evidence(
        main_image_area=PORTAL_PICTURE, visible_images=1, text_chars=600, paragraph_chars=chars
    )
    assert classify("http://news.example.cn/pic/a.html", page).kind == kind


@pytest.mark.parametrize("counter", [(1, 1), (0, 5), (6, 5), (1, 2016)])
def test_implausible_counters_are_ignored(counter: tuple[int, int]) -> None:
    """A one-page pager, a reversed pair or a date fragment is not a slide counter."""
    page = evidence(counter=counter, text_chars=400, paragraph_chars=120)
    assert classify("http://news.example.cn/a.html", page).kind == "article"


def test_big_picture_without_body_leans_gallery() -> None:
    """A silent URL, a big picture, Han text but no body paragraph: leans gallery."""
    page = evidence(main_image_area=PORTAL_PICTURE, visible_images=1, text_chars=90)
    result = classify("http://news.example.cn/a.html", page)
    assert result.kind == "gallery"
    assert "verdict: url silent, page leans gallery" in result.evidence


@pytest.mark.parametrize(
    ("url", "kind"),
    [
        ("http://news.163.com/photoview/5BD20008/165917.html", "gallery"),
        ("http://www.xinhuanet.com/photo/2016-02/18/c_128730012_2.htm", "gallery"),
        ("http://news.sina.com.cn/c/2013-06-16/184027418801.shtml", "article"),
    ],
)
def test_without_page_evidence_the_url_decides(url: str, kind: str) -> None:
    """With no measurement the URL decides, and a silent URL means article."""
    result = classify(url, None)
    assert result.kind == kind
    assert "page: not measured" in result.evidence


def test_neutral_page_with_a_picture_is_settled_by_a_bounded_probe() -> None:
    """A picture among ordinary text, no marks, no URL sign: only a probe can tell (a
    gallery with no counter and a silent URL is still a gallery)."""
    page = evidence(
        main_image_area=FIXTURE_PICTURE, visible_images=1, text_chars=300, paragraph_chars=60
    )
    result = classify("http://news.example.cn/a.html", page)
    assert (result.kind, result.bounded) == ("gallery", True)
    assert result.evidence[-1].endswith("one bounded probe decides")


def test_neutral_page_without_a_picture_is_an_article() -> None:
    page = evidence(text_chars=300, paragraph_chars=60)
    assert classify("http://news.example.cn/a.html", page).kind == "article"


def test_results_are_frozen() -> None:
    """Evidence and results are immutable values."""
    result = classify("http://news.example.cn/a.html", None)
    with pytest.raises(dataclasses.FrozenInstanceError):
        result.kind = "gallery"  # type: ignore[misc]


SILENT = "https://news.example.cn/html/2024-05/12/c_1234.htm"


def test_a_picture_in_a_track_of_hidden_slides_is_a_gallery_whatever_the_url() -> None:
    page = evidence(
        main_image_area=800 * 533.0, visible_images=1, text_chars=180, paragraph_chars=160, track=6
    )
    decision = classify(SILENT, page)
    assert decision.kind == "gallery" and not decision.bounded
    assert any("track of 6" in line for line in decision.evidence)
    # the same page with no track leans to an article
    assert classify(SILENT, dataclasses.replace(page, track=0)).kind == "article"


def test_a_grid_of_thumbnails_naming_large_pictures_is_a_gallery() -> None:
    page = evidence(
        main_image_area=240 * 160.0,
        visible_images=8,
        text_chars=120,
        paragraph_chars=60,
        grid_named=8,
    )
    decision = classify(SILENT, page)
    assert decision.kind == "gallery" and not decision.bounded


def test_long_paragraphs_still_make_an_article_with_a_track_or_a_grid() -> None:
    page = evidence(
        main_image_area=800 * 533.0,
        visible_images=6,
        text_chars=900,
        paragraph_chars=800,
        track=5,
        grid_named=4,
    )
    assert classify(SILENT, page).kind == "article"


def test_prose_on_both_sides_of_a_counted_picture_is_an_article_embedding_a_gallery() -> None:
    """Six paragraphs of about 48 Han chars, three before the slideshow and three after:
    short of the long-paragraph line (300), but an article's prose around its gallery."""
    embedding = dataclasses.replace(
        gallery_page((1, 6), 600), paragraph_chars=286, paragraphs_before=3, paragraphs_after=3
    )
    verdict = classify("http://news.example.cn/n1/2023/1012/c1004-58753439.html", embedding)
    assert verdict.kind == "article"
    assert "prose on both sides of the picture" in verdict.evidence[-1]


@pytest.mark.parametrize(
    ("before", "after", "chars"),
    [
        (1, 1, 160),  # an intro above, a long caption below: a gallery page
        (0, 3, 200),  # an intro and captions all below the picture
        (1, 2, 120),  # too little prose for an article
    ],
)
def test_a_gallery_with_an_intro_and_a_long_caption_stays_a_gallery(
    before: int, after: int, chars: int
) -> None:
    page = dataclasses.replace(
        gallery_page((1, 6), 300),
        paragraph_chars=chars,
        paragraphs_before=before,
        paragraphs_after=after,
    )
    assert classify("http://news.example.cn/a/2024/0512/c_1234.htm", page).kind == "gallery"


def test_sentences_on_both_sides_of_an_embedded_slideshow_make_an_article() -> None:
    """Round 4's short articles: three sentence paragraphs of 31-43 Han chars on each side
    of a slideshow (none of them a 40-char long paragraph), under a URL word."""
    page = dataclasses.replace(
        gallery_page((1, 5), 250), prose_before=3, prose_after=3, prose_chars=189
    )
    verdict = classify("http://news.example.cn/slides/2024/0708/c6680.htm", page)
    assert verdict.kind == "article"
    assert "3 paragraphs before it, 3 after, 189 Han chars" in verdict.evidence[-1]


@pytest.mark.parametrize(
    ("before", "after", "chars"),
    [
        (1, 1, 160),  # a stack: each picture's caption, cut off by the next picture
        (1, 0, 150),  # a gallery page's intro above its picture, nothing below
        (2, 2, 120),  # too little prose for an article
    ],
)
def test_sentences_around_a_picture_short_of_an_article_leave_a_gallery(
    before: int, after: int, chars: int
) -> None:
    page = dataclasses.replace(
        gallery_page((1, 6), 300), prose_before=before, prose_after=after, prose_chars=chars
    )
    assert classify("http://news.example.cn/a/2024/0512/c_1234.htm", page).kind == "gallery"
