"""The static extractor end to end on small Chinese news pages (harvester.extraction.article)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from harvester import Article, extract
from harvester.extraction.article import METHODS, Image

HEADLINE = "前四个月全国规模以上工业增加值增长6.2%"
PARAGRAPHS = [
    "新华社北京5月16日电 国家统计局16日发布数据，前四个月全国规模以上工业增加值同比增长6.2%，"
    "经济运行总体平稳。",
    "国家统计局新闻发言人表示，从环比看，4月份规模以上工业增加值比上月增长0.97%，"
    "经济持续回升向好的态势没有改变。",
    "分三大门类看，采矿业增加值同比增长2.0%，制造业增长7.5%，电力、热力、燃气及水生产和供应业增长5.0%。",
    "发言人同时指出，外部环境复杂性、严峻性、不确定性上升，国内有效需求仍显不足，经济持续回升基础仍需巩固。",
]
BODY = "\n".join(PARAGRAPHS)

NAV = (
    "<div class='header'><div class='top-nav'><a href='/'>首页</a> <a href='/gn'>国内</a> "
    "<a href='/gj'>国际</a> <a href='/cj'>财经</a> <a href='/ty'>体育</a></div></div>"
    "<div class='crumbs'><a href='/'>首页</a> &gt; <a href='/cj'>财经</a> &gt; 正文</div>"
)
RELATED = (
    "<div class='related'><h3>相关新闻</h3><ul>"
    + "".join(
        f"<li><a href='/r{i}.html'>相关新闻之{i}：统计局解读四月份国民经济运行数据</a></li>"
        for i in range(5)
    )
    + "</ul></div>"
)
COMMENTS = (
    "<div class='comment-box'><h3>网友评论</h3><div class='cmt'>"
    "<p>网友甲：数据不错，经济稳中向好，希望继续保持下去。</p><p>网友乙：制造业增长很快，点赞！</p>"
    "</div></div>"
)
FOOTER = (
    "<div class='footer'><p><a href='/about'>关于我们</a> | <a href='/contact'>联系我们</a></p>"
    "<p>Copyright © 2024 某某网 版权所有 京ICP备00000000号</p></div>"
)
BODY_HTML = "".join(f"<p>{p}</p>" for p in PARAGRAPHS)
PAGE = (
    "<!DOCTYPE html><html><head><meta charset='utf-8'>"
    f"<title>{HEADLINE}_财经频道_某某网</title><script>var _hmt = [];</script></head><body>"
    f"{NAV}<div class='main-content'><h1>{HEADLINE}</h1>"
    "<div class='article-info'><span class='date'>2024年05月16日 17:02</span> "
    "<span class='source'>来源：新华网</span></div>"
    f"<div class='article-body' id='artibody'>{BODY_HTML}"
    f"</div>{RELATED}{COMMENTS}</div>{FOOTER}</body></html>"
)


def test_auto_returns_exactly_the_body_paragraphs() -> None:
    article = extract(PAGE)
    assert article.error is None
    assert article.method == "auto"
    assert article.text == BODY


def test_auto_metadata() -> None:
    article = extract(PAGE.encode("utf-8"), file="page.html")
    assert article.file == "page.html"
    assert article.title == HEADLINE
    assert article.publish_time == "2024-05-16T17:02"
    assert article.publish_time_raw == "2024年05月16日 17:02"
    assert article.source_name == "新华网"
    assert article.encoding == "utf-8"
    assert article.note is None


def test_auto_on_gbk_bytes() -> None:
    page = PAGE.replace("charset='utf-8'", "charset='gb2312'")
    article = extract(page.encode("gb18030"))  # GBK bytes, plus the © that GBK lacks
    assert article.encoding == "gb18030"
    assert article.text == BODY
    assert article.title == HEADLINE


def test_record_is_json_ready() -> None:
    record = extract(PAGE).to_dict()  # its fields: tests/test_one_record.py
    assert json.loads(json.dumps(record)) == record
    assert (record["kind"], record["status"], record["text"]) == ("article", "ok", BODY)
    assert record["section_template"] is None and record["body_path"]


# --- a short article followed by another article ------------------------------------------

SHORT_TITLE = "市政府通报一季度重点项目进展"
SHORT = (
    "本报讯（记者王五）5月16日上午，市政府召开新闻发布会，通报今年一季度全市重点项目建设进展情况，"
    "各项工作有序推进。"
)
NEXT_TITLE = "乡村振兴的某地经验：特色产业带动增收"
NEXT_PARAGRAPHS = "".join(
    f"<p>第{i}段：当地干部群众齐心协力，发展特色产业，带动村民增收致富，"
    "乡村面貌焕然一新，经验做法得到推广，取得了显著成效。</p>"
    for i in range(8)
)
SHORT_HEAD = (
    f"<html><head><title>{SHORT_TITLE}_某某网</title></head><body>"
    "<div class='nav'><a href='/'>首页</a><a href='/bd'>本地</a></div>"
)
SHORT_INFO = "<div class='info'>2024-05-16 10:30 来源：某某日报</div>"
NEXT_INFO = "<div class='info'>2024-05-15 09:00 来源：某某日报</div>"


def test_short_article_then_a_recommended_article() -> None:
    page = (
        f"{SHORT_HEAD}<h1>{SHORT_TITLE}</h1>{SHORT_INFO}"
        f"<div class='article-content'><p>{SHORT}</p></div>"
        f"<div class='next-article'><h1>{NEXT_TITLE}</h1>{NEXT_INFO}"
        f"<div class='body'>{NEXT_PARAGRAPHS}</div></div></body></html>"
    )
    article = extract(page)
    assert article.title == SHORT_TITLE
    assert article.publish_time == "2024-05-16T10:30"
    assert article.text == SHORT


def test_short_article_then_a_recommended_article_of_the_same_template() -> None:
    page = (
        f"{SHORT_HEAD}<div class='article'><h1>{SHORT_TITLE}</h1>{SHORT_INFO}"
        f"<div class='content'><p>{SHORT}</p></div></div>"
        f"<div class='article'><h1>{NEXT_TITLE}</h1>{NEXT_INFO}"
        f"<div class='content'>{NEXT_PARAGRAPHS}</div></div></body></html>"
    )
    assert extract(page).text == SHORT


def test_short_article_then_a_recommended_article_in_one_container() -> None:
    page = (
        f"{SHORT_HEAD}<div id='main'><h1>{SHORT_TITLE}</h1>{SHORT_INFO}<p>{SHORT}</p>"
        f"<h1>{NEXT_TITLE}</h1>{NEXT_INFO}{NEXT_PARAGRAPHS}</div></body></html>"
    )
    assert extract(page).text == SHORT


TEASERS = "".join(
    f"<div class='feed-item'><h4><a href='/n{i}.html'>某地举办第{i}届文化旅游节活动</a></h4>"
    f"<p class='summary'>第{i}届文化旅游节日前开幕，吸引了大批游客前来参观游览，"
    "当地文旅产业持续升温，带动了餐饮住宿等消费。</p></div>"
    for i in range(8)
)


@pytest.mark.parametrize(
    "layout",
    [
        "{head}<div class='article-content'><p>{short}</p></div><div class='feed'>{feed}</div>",
        "<div class='main'>{head}<div class='content'><p>{short}</p></div></div>"
        "<div class='feed'>{feed}</div>",
        "<div class='article'>{head}<p>{short}</p>{feed}</div>",
    ],
    ids=["sibling", "wrapped", "inside"],
)
def test_teaser_feed_after_a_short_article_is_excluded(layout: str) -> None:
    body = layout.format(head=f"<h1>{SHORT_TITLE}</h1>{SHORT_INFO}", short=SHORT, feed=TEASERS)
    article = extract(f"{SHORT_HEAD}{body}</body></html>")
    assert article.text == SHORT


# --- pictures --------------------------------------------------------------------------------

IMAGE_PAGE = (
    f"<html><head><title>{HEADLINE}_某某网</title></head><body>"
    "<div class='logo'><img src='/static/logo.png' alt='某某网'></div>"
    f"<h1>{HEADLINE}</h1><div class='info'>2024-05-16 17:02</div>"
    "<div class='article-body'>"
    f"<p>{PARAGRAPHS[0]}</p>"
    "<figure><img src='/img/2024/05/a.jpg' alt='替代文字'>"
    "<figcaption>图为某汽车工厂生产线。 新华社记者 赵六 摄</figcaption></figure>"
    f"<p>{PARAGRAPHS[1]}</p>"
    "<p><img data-src='b.jpg' src='data:image/gif;base64,R0lGOD' alt='工人在车间作业'></p>"
    f"<p>{PARAGRAPHS[2]}</p>"
    "<p><img src='//cdn.example.com/c.png'><img src='/img/2024/05/a.jpg'></p>"
    f"<p>{PARAGRAPHS[3]}</p>"
    "</div><div class='related'><img src='/ad/banner.jpg' alt='广告'>"
    "<a href='/r'>相关新闻</a></div></body></html>"
)


def test_images_in_the_body_with_absolute_urls_and_captions() -> None:
    article = extract(IMAGE_PAGE, url="https://news.example.com/2024/05/16/abc.html")
    assert article.images == [
        Image(
            "https://news.example.com/img/2024/05/a.jpg",
            "图为某汽车工厂生产线。 新华社记者 赵六 摄",
        ),
        Image("https://news.example.com/2024/05/16/b.jpg", "工人在车间作业"),
        Image("https://cdn.example.com/c.png", None),
    ]
    for paragraph in PARAGRAPHS:
        assert paragraph in article.text


def test_images_without_url_stay_as_written() -> None:
    srcs = [image.src for image in extract(IMAGE_PAGE).images]
    assert srcs == ["/img/2024/05/a.jpg", "b.jpg", "//cdn.example.com/c.png"]


def test_images_serialise_as_dicts() -> None:
    record = extract(IMAGE_PAGE, url="https://news.example.com/a.html").to_dict()
    assert record["images"][1] == {
        "index": 2,
        "image": "https://news.example.com/b.jpg",
        "caption": "工人在车间作业",
    }


# --- methods ---------------------------------------------------------------------------------


@pytest.mark.parametrize("method", ["lineblock", "readability"])
def test_other_methods_find_the_body(method: str) -> None:
    article = extract(PAGE, method=method)
    assert article.error is None
    assert article.method == method
    for paragraph in PARAGRAPHS:
        assert paragraph in article.text
    for noise in ("首页", "相关新闻之0", "网友甲", "版权所有"):
        assert noise not in article.text
    assert article.title == HEADLINE


def test_methods_registry() -> None:
    assert set(METHODS) == {"auto", "lineblock", "readability"}


def test_unknown_method_gives_an_error_record() -> None:
    article = extract(PAGE, method="magic")
    assert isinstance(article, Article)
    assert article.method == "magic"
    assert article.error is not None
    assert "unknown method" in article.error
    assert "auto" in article.error
    assert article.text == ""


# --- harvest extract --jobs ------------------------------------------------------------------


def test_extract_command_in_parallel_gives_the_same_records_in_order(tmp_path: Path) -> None:
    import json

    from typer.testing import CliRunner

    from harvester.cli import app

    files = []
    for n in range(20):  # enough for two processes (8 files each at least)
        path = tmp_path / f"{n:02}.html"
        path.write_text(PAGE.replace(PARAGRAPHS[0], f"{PARAGRAPHS[0]}第{n}号。"), "utf-8")
        files.append(str(path))
    (tmp_path / "broken.html").write_bytes(b"\x00\x01" * 100)
    files.insert(5, str(tmp_path / "broken.html"))
    runner = CliRunner()
    serial = runner.invoke(app, ["extract", "--jobs", "1", *files])
    parallel = runner.invoke(app, ["extract", "--jobs", "2", *files])
    assert serial.exit_code == parallel.exit_code == 1  # the broken file's error
    assert parallel.stdout == serial.stdout
    records = [json.loads(line) for line in parallel.stdout.splitlines()]
    assert [r["file"] for r in records] == files
    assert records[5]["error"] and all(
        f"第{n}号" in records[n + (n >= 5)]["text"] for n in range(20)
    )


def test_the_date_is_the_headlines_own_not_the_first_on_the_page() -> None:
    # a blog's index page: the <title> names the second post; <head> is no line of the
    # page, so the date search starts at that post's heading, not at the page's top
    posts = "".join(
        f"<div class='post'><div><b>第{i}篇博文的标题在这里</b></div>"
        f"<div>2006年9月{i + 1}日 18:31</div>"
        f"<p>{'这是一段足够长的博文正文，用来组成文章的主体内容。' * 3}</p></div>"
        for i in range(3)
    )
    title = "<title>第1篇博文的标题在这里_某人的博客</title>"
    html = f"<html><head>{title}</head><body>{posts}</body></html>"
    article = extract(html)
    assert article.title == "第1篇博文的标题在这里"
    assert article.publish_time == "2006-09-02T18:31"


PINNED = "儿子说，小时候这里还是一片泥巴路，下雨天根本出不了门，听得出来是真高兴。"


@pytest.mark.parametrize("linked", [False, True])
def test_a_blog_index_pages_own_post_wins_over_a_longer_sibling(linked: bool) -> None:
    # the <title> names the first, pinned post, whose excerpt is one sentence; the next
    # post is much longer; with linked headings every post is also a feed's item
    def heading(i: int) -> str:
        text = f"第{i}篇博文的标题在这里"
        return (
            f"<h2><a href='/a/{i}.html'>{text}</a></h2>" if linked else f"<div><b>{text}</b></div>"
        )

    bodies = [
        f"<p>{PINNED}</p>",
        f"<p>{'这是一段足够长的博文正文，用来组成文章的主体内容。' * 6}</p>" * 4,
    ]
    bodies += [f"<p>{'另一篇博文的正文，写的是别的事情。' * 3}</p>"] * 2
    posts = "".join(
        f"<div class='post'>{heading(i)}<div>2006年9月{i + 1}日 18:31 作者：某人</div>"
        f"<div>{body}</div><div><a href='/r/{i}'>阅读全文</a> | 评论(15)</div></div>"
        for i, body in enumerate(bodies)
    )
    title = "<title>第0篇博文的标题在这里 - 某人的博客</title>"
    article = extract(f"<html><head>{title}</head><body>{posts}</body></html>")
    assert (article.title, article.text) == ("第0篇博文的标题在这里", PINNED)


@pytest.mark.parametrize(
    ("data", "kind"),
    [
        (b"%PDF-1.4\n1 0 obj << /Type /Catalog >>", "PDF"),
        (b"\x89PNG\r\n\x1a\n\x00", "PNG"),
        (b"  GIF89a", "GIF"),
        (b"PK\x03\x04word", "ZIP"),
    ],
)
def test_a_file_that_is_no_page_is_not_html_whatever_it_says(data: bytes, kind: str) -> None:
    article = extract(data + b"<html><body><p>" + "正文".encode() * 40 + b"</p></body></html>")
    assert (article.error_kind, article.error) == (
        "not_html",
        f"not HTML: the input is a {kind} file",
    )


# --- no page ends a batch ----------------------------------------------------------------------


def test_a_bug_while_extracting_one_page_is_its_internal_error_record(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def broken(*args: object) -> None:
        raise TypeError("object of type 'bool' has no len()")

    monkeypatch.setitem(METHODS, "auto", broken)
    article = extract(PAGE.encode(), file="x.html")
    assert (article.error_kind, article.file, article.text) == ("internal", "x.html", "")
    assert article.error == "internal error: TypeError: object of type 'bool' has no len()"


def test_a_tag_name_that_makes_the_body_path_a_comparison_is_no_path() -> None:
    # lxml keeps <p=1> as a tag named "p=1": "/html/body/p=1" is an XPath comparison
    page = PAGE.replace("<body>", "<body><p=1>", 1)
    article = extract(page.encode())
    assert article.error is None and article.text == BODY
    assert article.body_path is None or "=" not in article.body_path.replace('="', "")
    from lxml import html as lxml_html

    from harvester.extraction.sections import find_node

    root = lxml_html.fromstring(page)
    assert find_node(root, "/html/body/p=1") is None
    assert find_node(root, "count(//p)") is None


def test_a_worker_process_that_dies_costs_no_record(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import os

    from harvester.cli import extract as extract_cli

    real = extract_cli.extract_file

    def dies_on_07(path: Path, **kw: object) -> Article:
        if path.name == "07.html":
            os._exit(9)  # the parser crashed, or the memory killer came
        return real(path, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(extract_cli, "extract_file", dies_on_07)  # forked workers see it
    paths: list[Path | None] = []
    for n in range(30):
        path = tmp_path / f"{n:02}.html"
        path.write_text(PAGE.replace(PARAGRAPHS[0], f"{PARAGRAPHS[0]}第{n}号。"), "utf-8")
        paths.append(path)
    records = list(extract_cli._in_parallel(paths, None, "auto", 2))
    assert [r.file for r in records] == [str(p) for p in paths]
    assert records[7].error_kind == "internal" and "died" in (records[7].error or "")
    assert all(f"第{n}号" in records[n].text for n in range(30) if n != 7)


def test_a_posts_labels_and_counters_are_no_body() -> None:
    counters = "<div>分类：<a href='/c/1'>生活随笔</a> | 阅读(1129) | 评论(5)</div>"
    page = PAGE.replace(f"<p>{PARAGRAPHS[-1]}</p>", f"<p>{PARAGRAPHS[-1]}</p>{counters}").replace(
        f"<p>{PARAGRAPHS[0]}</p>", f"<div>博主：木子李 分类：影评</div><p>{PARAGRAPHS[0]}</p>"
    )
    assert extract(page.encode()).text == BODY


@pytest.mark.parametrize(
    ("line", "counters"),
    [
        ("分类：生活随笔 | 阅读(1129) | 评论(5)", True),
        ("标签：回忆、手机摄影、家人 | 评论(12) | 阅读(1737)", True),
        ("博主：木子李 分类：影评", True),
        ("转发 914 | 评论 329 | 赞 8745", True),
        ("| 阅读(12) | 评论(3)", True),  # opens with a separator
        ("Tags: news · Hits 56", True),
        ("浏览次数：1234", False),  # one segment
        ("The council met on Monday: views 1234 · likes 56", False),  # a sentence first
        ("记者 张三 摄", False),
        ("据了解，该项目总投资约82.2亿元，计划于2006年6月建成投用。", False),
    ],
)
def test_counter_lines(line: str, counters: bool) -> None:
    from lxml import html as lxml_html

    from harvester.extraction.dom import text_lines
    from harvester.extraction.kinds import is_counter_line

    (found,) = text_lines(lxml_html.fromstring(f"<div><p>{line}</p></div>"))
    assert is_counter_line(found) is counters


BIO = (
    "<{tag}><div>作者简介</div><img src='/avatar/1.jpg' width='60' height='60'>"
    "<div><b>木子李</b></div><p>木子李，南海县人，2005年毕业于兴源传媒学院农业经济管理专业，"
    "现为本站签约作者。此前曾在白湖市日报社、南海县融媒体中心工作，做过编辑、记者和新媒体运营，"
    "业余时间喜欢读地方志，出版有散文集《灯下集》，作品散见于各类报刊。</p>"
    "<div>文章 705 | 粉丝 26641</div></{tag}>"
)
SHORT_POST = "<p>我们在石安村吃了一顿农家饭，老板是个76岁的乡村教师，聊起新建学校项目滔滔不绝。</p>"


@pytest.mark.parametrize("where", ["above", "between", "below"])
@pytest.mark.parametrize("tag", ["section", "div"])
def test_a_box_about_the_author_is_no_body_even_beside_a_shorter_post(where: str, tag: str) -> None:
    bio = BIO.format(tag=tag)
    page = PAGE.replace("来源：新华网", "博主：木子李").replace(
        BODY_HTML, f"{bio}{SHORT_POST}" if where == "between" else f"{SHORT_POST}{bio}"
    )
    if where == "above":
        page = page.replace(bio, "").replace(f"<h1>{HEADLINE}", f"{bio}<h1>{HEADLINE}")
    got = extract(page.encode())
    assert got.author == "木子李"
    assert (
        got.text == "我们在石安村吃了一顿农家饭，老板是个76岁的乡村教师，聊起新建学校项目滔滔不绝。"
    )


def test_a_profile_of_someone_else_with_a_portrait_stays() -> None:
    profile = BIO.format(tag="div").replace("木子李", "王建国")
    page = PAGE.replace("来源：新华网", "博主：木子李")
    got = extract(page.replace(BODY_HTML, BODY_HTML + profile).encode())
    assert "王建国，南海县人" in (got.text or "")


ROWS = [("排名", "企业名称", "产值（亿元）", "增速"), ("1", "华江电子有限公司", "17.30", "32.9%")]
ROWS += [("2", "<span>临源电子有限公司</span>", "55.08", "39.8%")]


def test_a_data_tables_rows_are_lines_and_may_end_a_body() -> None:
    table = "".join("<tr>" + "".join(f"<td>{cell}</td>" for cell in row) + "</tr>" for row in ROWS)
    page = PAGE.replace(
        BODY_HTML, f"{BODY_HTML}<p><b>附：重点企业产值统计表</b></p><table>{table}</table>"
    )
    got = extract(page.encode()).text.split("\n")
    assert got[-4:] == [
        "附：重点企业产值统计表",
        "排名 企业名称 产值（亿元） 增速",
        "1 华江电子有限公司 17.30 32.9%",
        "2 临源电子有限公司 55.08 39.8%",
    ]


def test_a_body_whose_second_half_is_nested_in_an_unclosed_paragraph_is_whole() -> None:
    # unclosed <p>s, then a <font> that the parser puts inside the last one, holding the
    # longer second half: Readability's winner is the <font>; the first half is its
    # wrapper's siblings
    first = "".join(f"<P>　　{p}" for p in PARAGRAPHS)
    second = "".join(f"　　{PARAGRAPHS[1]}第{n}段。<BR><BR>" for n in range(8))
    ad = "<DIV><A href='http://ad.example.cn/1'><IMG src='/ad/1.gif'><BR>赞助商链接</A></DIV>"
    page = (
        f"<HTML><HEAD><TITLE>{HEADLINE}</TITLE></HEAD><BODY><TABLE><TR><TD><B>{HEADLINE}</B>"
        f"</TD></TR><TR><TD>{first}{ad}<P>　　最后一段之前的一段话，写得足够长一些。"
        f"<FONT face='宋体'><P>{second}</TD></TR></TABLE></BODY></HTML>"
    )
    text = extract(page.encode()).text
    assert text.startswith(PARAGRAPHS[0]) and text.endswith("第7段。")


def test_a_layout_tables_cells_stay_lines_of_their_own() -> None:
    from lxml import html as lxml_html

    from harvester.extraction.dom import text_lines

    row = f"<tr><td>导航</td><td><p>{PARAGRAPHS[0]}</p></td></tr>"
    row += f"<tr><td>甲</td><td>{'长' * 70}</td></tr>"
    got = [ln.text for ln in text_lines(lxml_html.fromstring(f"<table>{row}</table>"))]
    assert got == ["导航", PARAGRAPHS[0], "甲", "长" * 70]


@pytest.mark.parametrize(
    ("line", "menu"),
    [
        ("关于我们 | 广告服务 | 联系方式 | 网站地图 | 版权声明", True),
        ("首页｜新闻｜图片", True),
        ("北京 | 上海", False),  # two items
        ("他说：“我们会坚持下去。” | 记者 张三", False),
    ],
)
def test_menu_lines(line: str, menu: bool) -> None:
    from lxml import html as lxml_html

    from harvester.extraction.dom import text_lines
    from harvester.extraction.kinds import is_menu_line

    (found,) = text_lines(lxml_html.fromstring(f"<div><p>{line}</p></div>"))
    assert is_menu_line(found) is menu


def test_near_headline_finds_a_picture_posts_one_caption_in_the_headlines_box() -> None:
    # the rule near_headline: when the page's winner (a heavy footer) is all noise, the
    # body is looked for in the boxes around the headline, smallest first
    from lxml import html as lxml_html

    from harvester.extraction.cleanup import tidy
    from harvester.extraction.dom import text_lines
    from harvester.extraction.metadata import Metadata
    from harvester.extraction.scope import near_headline

    caption = "7月14日，生态环境局局长在双城乡湿地公园记录当天的数据。（通讯员供图）"
    page = (
        f"<body><table><tr><td><b>{HEADLINE}</b></td></tr><tr><td>2001-07-15 17:00 来源：某某晚报"
        "</td></tr><tr><td><table><tr><td><img src='/u/1.jpg'><br><a href='/u/1.jpg'>点击查看大图"
        f"</a></td></tr><tr><td><font>{caption}</font></td></tr></table></td></tr>"
        "<tr><td><div>【打印】 【关闭】</div></td></tr></table>"
        "<div>关于我们 | 广告服务 | 联系方式 | 网站地图</div></body>"
    )
    lines = text_lines(lxml_html.fromstring(page))
    meta = Metadata(HEADLINE, None, None, None, None)
    found = near_headline(lines, 0, lambda got: tidy(got, meta))
    assert found is not None and [ln.text for ln in found[0]] == [caption]
    assert found[1][0].tag == "table"
    assert near_headline(lines[:2], 0, lambda got: tidy(got, meta)) is None


def test_a_picture_posts_captions_are_its_text() -> None:
    captions = [
        "图为南山村景区入口一角，青石板路两旁的老店铺挂起了红灯笼。",
        "10月20日，游客在华口区村口广场体验非遗传承带来的变化。",
        "图为南宁村非遗工坊一角，广场上的戏台前坐满了附近赶来的村民。（蒋军宁 摄）",
    ]
    figures = "".join(
        f"<figure><img src='/p/{n}.jpg'><figcaption>{c}</figcaption></figure>"
        for n, c in enumerate(captions)
    )
    page = PAGE.replace(BODY_HTML, f"<div class='pics'>{figures}</div>")
    article = extract(page.encode())
    assert article.text == "\n".join(captions)
    # beside running text, a caption goes with its picture, not into the text
    with_text = extract(PAGE.replace(BODY_HTML, BODY_HTML + figures).encode())
    assert with_text.text == BODY


@pytest.mark.parametrize(
    ("top", "bottom"),
    [
        ("【免责声明】本文内容由作者提供，如有侵权请联系本站删除。", ""),
        ("本文为梅丘区人民政府原创，转载请注明出处。", "本站所刊载信息，不代表本站观点。"),
        ("", "【版权声明】凡本网注明的作品，未经授权不得转载。"),
    ],
)
def test_reprint_notices_and_disclaimers_are_no_body_at_either_end(top: str, bottom: str) -> None:
    page = PAGE.replace(BODY_HTML, f"<p>{top}</p>{BODY_HTML}<p>{bottom}</p>")
    assert extract(page.encode()).text == BODY


def test_a_list_of_linked_titles_with_dates_after_the_body_is_no_body() -> None:
    title = "石山区设施蔬菜基地迈上新台阶第{}期"
    items = "".join(f"<br>· <a href='/n/{n}.html'>{title.format(n)}</a> 09-1{n}" for n in range(5))
    page = PAGE.replace(BODY_HTML, f"{BODY_HTML}<p>{items[4:]}</p>")
    assert extract(page.encode()).text == BODY


def test_a_posts_reaction_counts_are_no_body_wherever_they_stand() -> None:
    from lxml import html as lxml_html

    from harvester.extraction.dom import text_lines
    from harvester.extraction.kinds import is_tally_line

    tally = "<p>转发 914 | 评论 329 | 赞 8745</p>"
    page = PAGE.replace(f"<p>{PARAGRAPHS[1]}</p>", f"<p>{PARAGRAPHS[1]}</p>{tally}")
    assert extract(page.encode()).text == BODY
    pairs = "<p>人口：120万 面积：300平方公里</p>"  # label-value pairs may be data
    (line,) = text_lines(lxml_html.fromstring(f"<div>{pairs}</div>"))
    assert not is_tally_line(line)
