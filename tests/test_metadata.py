"""Title, publish time, author and source (harvester.extraction.metadata)."""

from __future__ import annotations

import pytest
from lxml import etree

from harvester.extraction.dom import parse_html, text_lines
from harvester.extraction.metadata import (
    Metadata,
    extract_metadata,
    find_title,
    split_title,
)

HEADLINE = "国务院常务会议部署稳就业举措"
PARAGRAPH = (
    "国务院总理主持召开国务院常务会议，部署进一步稳就业举措，会议强调要多措并举扩大就业容量。"
)


def _meta(html: str) -> Metadata:
    root = parse_html(html).root
    etree.strip_elements(root, "script", "style", with_tail=False)
    return extract_metadata(root, text_lines(root))


def _article(
    *,
    title: str = f"{HEADLINE}_新浪新闻",
    head: str = "",
    top: str = "",
    info: str = "",
    bottom: str = "",
) -> str:
    return (
        f"<html><head><title>{title}</title>{head}</head><body>"
        "<div class='nav'><a href='/'>首页</a><a href='/china'>国内</a></div>"
        f"{top}<h1 class='main-title'>{HEADLINE}</h1>{info}"
        "<div class='article'>" + f"<p>{PARAGRAPH}</p>" * 3 + "</div>"
        f"{bottom}</body></html>"
    )


# --- titles ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "title",
    [f"{HEADLINE}_新浪新闻", f"{HEADLINE} - 网易", f"{HEADLINE}|人民网", f"{HEADLINE}_国内_新浪网"],
)
def test_split_title(title: str) -> None:
    assert split_title(title) == HEADLINE


def test_split_title_without_separator() -> None:
    assert split_title(f"  {HEADLINE} ") == HEADLINE


def test_find_title_prefers_the_visible_h1_confirmed_by_title() -> None:
    html = (
        f"<html><head><title>{HEADLINE} 多措并举扩大就业容量_新浪新闻</title></head>"
        "<body><div class='logo'><h2>新浪新闻中心</h2></div>"
        "<h3 class='side-title'>热门推荐</h3>"
        f"<h1>{HEADLINE} 多措并举扩大就业容量</h1><p>{PARAGRAPH}</p></body></html>"
    )
    assert find_title(parse_html(html).root) == f"{HEADLINE} 多措并举扩大就业容量"


def test_find_title_keeps_a_headline_with_a_fullwidth_bar() -> None:
    headline = "专访｜王某某：坚持创新驱动，推动高质量发展"
    html = (
        f"<html><head><title>{headline}_澎湃新闻</title></head>"
        f"<body><h1>{headline}</h1><p>{PARAGRAPH}</p></body></html>"
    )
    assert find_title(parse_html(html).root) == headline


def test_find_title_from_title_tag_when_no_heading() -> None:
    html = (
        f"<html><head><title>{HEADLINE} - 网易</title></head><body><p>{PARAGRAPH}</p></body></html>"
    )
    assert find_title(parse_html(html).root) == HEADLINE


def test_find_title_confirmed_by_og_title() -> None:
    html = (
        "<html><head><title>新浪新闻</title>"
        f"<meta property='og:title' content='{HEADLINE}'></head>"
        f"<body><h1>{HEADLINE}</h1><p>{PARAGRAPH}</p></body></html>"
    )
    assert find_title(parse_html(html).root) == HEADLINE


def test_a_headline_shown_in_bold_that_the_title_opens_with_before_a_bare_hyphen() -> None:
    from lxml import html as lxml_html

    from harvester.extraction.dom import text_lines
    from harvester.extraction.metadata import extract_metadata

    page = (
        "<html><head><title>江山职业技术学院与清安区签署合作协议-招生就业-江山职业技术学院"
        "</title></head><body><div hidden><h2>标题文字标题文字</h2></div><table><tr><td>"
        "<font size=5><b>江山职业技术学院与清安区签署合作协议</b></font></td></tr></table>"
        f"<p>{PARAGRAPH}</p></body></html>"
    )
    root = lxml_html.fromstring(page)
    meta = extract_metadata(root, text_lines(root.find("body")))
    assert meta.title == "江山职业技术学院与清安区签署合作协议"


def test_a_line_that_is_the_whole_title_is_no_shorter_headline() -> None:
    from harvester.extraction.dom import Line
    from harvester.extraction.metadata import title_line

    lines = [Line(f"{HEADLINE}-新华网", 0, None), Line(HEADLINE[:4], 0, None)]  # type: ignore[arg-type]
    assert title_line(lines, f"{HEADLINE}-新华网") is None


def test_find_title_of_an_empty_page_is_none() -> None:
    assert find_title(parse_html("<html><body><p>x</p></body></html>").root) is None


# --- dates -----------------------------------------------------------------------------------


def test_publish_time_next_to_the_headline() -> None:
    meta = _meta(_article(info="<div class='date'>2024年05月16日 17:02</div>"))
    assert meta.publish_time == "2024-05-16T17:02"
    assert meta.publish_time_raw == "2024年05月16日 17:02"


def test_publish_time_ignores_recommendation_dates() -> None:
    html = _article(
        top="<div class='recommend'>最新推荐文章于 2023-01-05 10:00:00 发布</div>",
        info=(
            "<div class='tips'>最新推荐文章于 2023-01-05 10:00:00 发布</div>"
            "<div class='info'>发布时间：2024-05-16 17:02:00</div>"
        ),
        bottom=(
            "<div class='tuijian'><h3>推荐阅读</h3><ul>"
            "<li>2024-05-10 08:00 推荐：一季度经济数据发布</li>"
            "<li><a href='/a'>四月份物价数据出炉</a> 2024-05-11</li></ul></div>"
        ),
    )
    meta = _meta(html)
    assert meta.publish_time == "2024-05-16T17:02:00"


def test_publish_time_from_the_headline_not_a_related_box_above() -> None:
    html = _article(
        top="<div class='hot'><span>热门文章 2024-01-01 09:00</span></div>",
        info="<p class='time'>2024-05-16 17:02</p>",
    )
    assert _meta(html).publish_time == "2024-05-16T17:02"


def test_meta_time_fills_in_the_clock_time_of_a_date_only_line() -> None:
    head = "<meta property='article:published_time' content='2024-05-16T17:02:00+08:00'>"
    meta = _meta(_article(head=head, info="<div class='date'>2024年05月16日</div>"))
    assert meta.publish_time == "2024-05-16T17:02:00"
    assert meta.publish_time_raw == "2024年05月16日"


def test_meta_time_of_another_day_does_not_override_the_printed_date() -> None:
    head = "<meta property='article:published_time' content='2024-05-17T09:00:00+08:00'>"
    meta = _meta(_article(head=head, info="<div class='date'>2024年05月16日</div>"))
    assert meta.publish_time == "2024-05-16"


def test_meta_time_when_the_page_prints_none() -> None:
    head = "<meta name='pubdate' content='2024-05-16 17:02:00'>"
    meta = _meta(_article(head=head))
    assert meta.publish_time == "2024-05-16T17:02:00"


def test_no_publish_time() -> None:
    assert _meta(_article()).publish_time is None


@pytest.mark.parametrize("extra", ["参与评论(12)", "相关专题：稳就业"])
def test_date_line_with_comment_count(extra: str) -> None:
    info = f"<div class='info'>2024年05月16日 17:02 来源：中国新闻网 {extra}</div>"
    meta = _meta(_article(info=info))
    assert meta.publish_time == "2024-05-16T17:02"


# --- author and source -----------------------------------------------------------------------


def test_author_and_source_from_the_date_line() -> None:
    meta = _meta(_article(info="<div class='info'>2024-05-16 17:02 来源：新华社 作者：张三</div>"))
    assert meta.source_name == "新华社"
    assert meta.author == "张三"


def test_author_and_source_on_separate_spans() -> None:
    info = (
        "<div class='info'>\n<span>2024-05-16 17:02</span>\n<span>来源：人民日报</span>\n"
        "<span>记者：李四</span>\n</div>"
    )
    meta = _meta(_article(info=info))
    assert (meta.source_name, meta.author) == ("人民日报", "李四")


def test_source_stops_at_the_next_label_in_minified_markup() -> None:
    info = (
        "<div class='info'><span>2024-05-16 17:02</span><span>来源：人民日报</span>"
        "<span>记者：李四</span></div>"
    )
    meta = _meta(_article(info=info))
    assert (meta.source_name, meta.author) == ("人民日报", "李四")


@pytest.mark.parametrize(
    ("info", "author"),
    [
        ("2024-05-16 17:02 博主：行者无疆", "行者无疆"),
        ("2024-05-16 17:02 本报记者张三 摄", "张三"),
        ("2024-05-16 17:02 记者王小明报道", "王小明"),
        ("2024-05-16 17:02 文/王五", "王五"),
        # a sentence that starts with 记者 names nobody
        ("2024-05-16 17:02 记者在金泽镇民宿小院看到，广场上坐满了村民", None),
    ],
)
def test_an_authors_label_and_name(info: str, author: str | None) -> None:
    assert _meta(_article(info=f"<div class='info'>{info}</div>")).author == author


@pytest.mark.parametrize(
    "info",
    [
        "<div>博主：行者无疆</div>",
        "<div><span>来源：某某晚报</span> <span>记者：行者无疆</span></div>",
        "<div><span>撰稿：行者无疆</span> <span>供稿：综合办公室</span></div>",
    ],
)
def test_a_byline_with_no_date_is_read_under_the_headline(info: str) -> None:
    assert _meta(_article(info=info)).author == "行者无疆"


def test_a_name_far_below_the_headline_is_no_byline() -> None:
    info = "<p>一</p><p>二</p><p>三</p><div>博主：行者无疆</div>"
    assert _meta(_article(info=info)).author is None


def test_author_and_source_from_meta() -> None:
    head = "<meta name='author' content='王五'><meta name='source' content='央视新闻'>"
    meta = _meta(_article(head=head))
    assert (meta.author, meta.source_name) == ("王五", "央视新闻")


def test_extract_metadata_title() -> None:
    assert _meta(_article()).title == HEADLINE


def test_split_title_keeps_a_subtitle_after_a_double_dash() -> None:
    assert split_title("坚持创新驱动——记某某同志_新华网") == "坚持创新驱动——记某某同志"


# --- English pages: datelines, updates, bylines ------------------------------------------------

EN_HEADLINE = "Council approves the riverside park plan"
EN_PARAGRAPH = (
    "The city council voted on Tuesday to approve the long-debated riverside park plan, "
    "which will turn the old freight yard into eleven acres of lawns and playgrounds."
)


def _english(info: str = "", body: str = "", head: str = "") -> str:
    return (
        f"<html><head><title>{EN_HEADLINE} | Daily Ledger</title>{head}</head><body>"
        f"<h1>{EN_HEADLINE}</h1>{info}<div class='story'>"
        + f"<p>{EN_PARAGRAPH}</p>" * 2
        + f"{body}</div></body></html>"
    )


def test_an_english_dateline_under_the_headline() -> None:
    meta = _meta(_english(info="<div class='byline'>By Jane van Doe · June 29, 2020</div>"))
    assert meta.publish_time == "2020-06-29"
    assert meta.author == "Jane van Doe"


def test_a_dateline_above_the_headline_wins_over_a_date_in_the_text_below() -> None:
    offer = (
        "The campaign offers half off every yearly plan and is valid November 26 to "
        "December 3, 2025."
    )
    html = _english(body=f"<p>{offer}</p>")
    html = html.replace("<h1>", "<div class='kicker'>News · November 24, 2025</div><h1>")
    assert _meta(html).publish_time == "2025-11-24"


def test_an_update_date_is_not_the_publish_date() -> None:
    info = "<div>Updated on June 18, 2025 at 12:35 PM</div>"
    head = "<meta property='article:published_time' content='2024-10-15T18:50:03Z'>"
    assert _meta(_english(info=info, head=head)).publish_time == "2024-10-15T18:50:03"
    # the update's date is taken when the page gives no other
    assert _meta(_english(info=info)).publish_time == "2025-06-18T12:35"


def test_the_publish_date_before_an_update_on_one_line() -> None:
    info = "<div>Published March 3, 2024. Last updated: May 9, 2025</div>"
    assert _meta(_english(info=info)).publish_time == "2024-03-03"


def test_an_update_beside_the_headline_before_a_date_far_below() -> None:
    # no publish date near the headline and no meta: the update's date beside it is
    # taken, not a related story's date at the foot of the page
    info = "<div>Updated Jun 16, 2025</div>"
    related = (
        "<div class='related'><div>Jan 5, 2026</div><h3><a href='/x'>Other story</a></h3></div>"
    )
    html = _english(info=info, body=f"<p>{EN_PARAGRAPH}</p>" * 12)
    html = html.replace("</body>", f"{related}</body>")
    assert _meta(html).publish_time == "2025-06-16"


def test_meta_contents_are_read_as_their_xpaths_read_them() -> None:
    from harvester.extraction.metadata import _values
    from harvester.extraction.xpaths import (
        AUTHOR_META_XPATHS,
        PUBLISH_TIME_META_XPATHS,
        SOURCE_META_XPATHS,
        TITLE_META_XPATHS,
    )

    root = parse_html(
        "<html><head><meta name='author' content='甲'><meta name='Author' content='乙'>"
        "<meta name='author' content=''><meta name='author'>"
        "<meta property='og:title' name='title' content='标题'>"
        "<meta itemprop='datePublished' content='2024-05-01'></head>"
        "<body><meta name='author' content='丙'><time pubdate datetime='2024-05-02'>x</time>"
        "<div itemprop='author'><span itemprop='name'>丁</span></div></body></html>"
    ).root
    for xpaths in (TITLE_META_XPATHS, PUBLISH_TIME_META_XPATHS, AUTHOR_META_XPATHS,
                   SOURCE_META_XPATHS):  # fmt: skip
        expected = [str(v) for xp in xpaths for v in root.xpath(xp)]
        assert list(_values(root, xpaths)) == expected
    assert list(_values(root, AUTHOR_META_XPATHS)) == ["甲", "", "丙", "乙", "丁"]


@pytest.mark.parametrize(
    "names",
    ["entry-title", "Post-Title", "subtit", "HeadLine-x", "BiaoTi", "tit", "titular", "bit", "nav"],
)
def test_headline_names_are_judged_as_their_pattern_judges_them(names: str) -> None:
    import re

    from harvester.extraction.metadata import _says_headline
    from harvester.extraction.xpaths import HEADLINE_NAME_RE

    assert _says_headline(names) is bool(re.search(HEADLINE_NAME_RE.pattern, names.lower()))
    # the words tested first: each alternative of the pattern holds one
    for alternative in HEADLINE_NAME_RE.pattern.split("|"):
        assert any(word in alternative.replace("\\b", "") for word in HEADLINE_NAME_RE.words)
