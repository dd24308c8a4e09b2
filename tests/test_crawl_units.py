"""The crawl's pure parts on strings: story keys, feeds and sitemaps, list times, a
navigation page's news links, and the frontier's rows (harvester/crawl/)."""

from __future__ import annotations

import gzip
from datetime import date, datetime
from pathlib import Path

import pytest

from harvester.crawl.crawler import InScope, server_now, too_old
from harvester.crawl.feeds import read_feed
from harvester.crawl.frontier import Entry, Frontier
from harvester.crawl.keys import story_key
from harvester.crawl.listing import is_list, read_listing
from harvester.crawl.options import CrawlOptions
from harvester.crawl.times import listed_time
from harvester.fetch.walls import login_wall
from harvester.shared.crawl import CrawlPlan

NOW = datetime(2024, 6, 12, 18, 0)
SITE = "http://news.example.cn"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (f"{SITE}/n/1.html#comments", f"{SITE}/n/1.html"),
        (f"{SITE}/n/1.html?utm_source=rss&utm_medium=feed", f"{SITE}/n/1.html"),
        (f"{SITE}/p/1?spm=C01.photo.3&from=timeline", f"{SITE}/p/1"),
        (f"{SITE}/n/1.html;jsessionid=0A1B2C3D", f"{SITE}/n/1.html"),
        (f"{SITE}/list.php?sid=9f8e7d6c5b4a3210&id=7", f"{SITE}/list.php?id=7"),
        (f"{SITE}/a?b=2&a=1", f"{SITE}/a?a=1&b=2"),
        ("HTTP://News.Example.CN:80/n/1.html", f"{SITE}/n/1.html"),
    ],
)
def test_one_story_has_one_key_under_its_spellings(a: str, b: str) -> None:
    assert story_key(a) == story_key(b)


def test_parameters_that_select_content_stay_in_the_key() -> None:
    assert story_key(f"{SITE}/list?page=2") != story_key(f"{SITE}/list?page=3")
    assert story_key(f"{SITE}/show?id=1") != story_key(f"{SITE}/show?id=2")


RSS = """<?xml version="1.0" encoding="gbk"?>
<rss version="2.0"><channel><title>要闻</title>
<item><title>全市推进城市更新</title><link>/n/1.html?utm_source=rss</link>
<pubDate>Wed, 12 Jun 2024 10:30:00 +0800</pubDate></item>
<item><title>没有链接的条目</title></item>
<item><title>链接在guid里</title><guid>https://news.example.cn/n/2.html</guid></item>
</channel></rss>"""
ATOM = """<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>原子条目</title>
<link rel="alternate" href="https://news.example.cn/n/3.html"/>
<link rel="edit" href="https://news.example.cn/edit/3"/><updated>2024-06-12T02:30:00Z</updated>
</entry></feed>"""
NEWS_SITEMAP = """<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"
 xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"><url>
<loc>https://news.example.cn/n/4.html</loc><news:news><news:title>新闻站点地图</news:title>
<news:publication_date>2024-06-12T09:00:00+08:00</news:publication_date></news:news></url>
<url><loc>javascript:alert(1)</loc></url></urlset>"""
INDEX = """<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>https://news.example.cn/sitemap/china.xml</loc></sitemap>
<sitemap><loc>https://news.example.cn/sitemap/photo.xml.gz</loc></sitemap></sitemapindex>"""


def test_an_rss_feed_in_gbk_lists_its_items_with_titles_and_times() -> None:
    feed = read_feed(RSS.encode("gbk"), f"{SITE}/rss/index.xml")
    assert feed is not None and feed.kind == "rss"
    assert [(e.url, e.title, e.time) for e in feed.entries] == [
        (f"{SITE}/n/1.html?utm_source=rss", "全市推进城市更新", "2024-06-12T10:30:00+08:00"),
        ("https://news.example.cn/n/2.html", "链接在guid里", None),
    ]


def test_atom_news_sitemaps_and_indexes_gzipped_or_not() -> None:
    atom = read_feed(ATOM.encode(), f"{SITE}/atom.xml")
    assert atom is not None and [(e.url, e.time) for e in atom.entries] == [
        ("https://news.example.cn/n/3.html", "2024-06-12T02:30:00+00:00")
    ]
    news = read_feed(gzip.compress(NEWS_SITEMAP.encode()), f"{SITE}/sitemap/news.xml.gz")
    assert news is not None and news.kind == "sitemap"
    assert [(e.url, e.title) for e in news.entries] == [
        ("https://news.example.cn/n/4.html", "新闻站点地图")
    ]
    index = read_feed(INDEX.encode(), f"{SITE}/sitemap_index.xml")
    assert index is not None and index.kind == "sitemapindex" and len(index.sitemaps) == 2


def test_what_is_no_feed_is_none_and_entities_stay_inert() -> None:
    assert read_feed(b"<html><body><p>x</p></body></html>", SITE) is None
    assert read_feed(b"User-agent: *\nDisallow: /", SITE) is None
    assert read_feed(b"\x1f\x8b broken gzip", SITE) is None
    xxe = (
        b'<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
        b"<rss><channel><item><title>&x;</title><link>/a</link></item></channel></rss>"
    )
    feed = read_feed(xxe, SITE)
    assert feed is not None and "root:" not in (feed.entries[0].title or "")


@pytest.mark.parametrize(
    ("shown", "iso"),
    [
        ("2024-06-12 10:30", "2024-06-12T10:30"),
        ("06-12 10:30", "2024-06-12T10:30"),
        ("2024年6月12日 10:30", "2024-06-12T10:30"),
        ("[06/12]", "2024-06-12"),
        ("2024-06-12", "2024-06-12"),
        ("18分钟前", "2024-06-12T17:42"),
        ("3小时前", "2024-06-12T15"),
        ("昨天 09:05", "2024-06-11T09:05"),
        ("12-30 08:00", "2023-12-30T08:00"),  # December's news read in June: last year's
        ("10:30", "2024-06-12T10:30"),
        ("评论(12)", None),
    ],
)
def test_list_times_to_the_precision_shown(shown: str, iso: str | None) -> None:
    assert listed_time(shown, NOW) == iso


def test_the_servers_date_is_beijing_time() -> None:
    assert server_now("Wed, 12 Jun 2024 10:00:00 GMT") == NOW
    assert too_old("2024-06-01T10:00", date(2024, 6, 5)) and not too_old(None, date(2024, 6, 5))


def _list_page() -> str:
    items = "".join(
        f'<li><a href="/n/2024/06/0{i}/{i}.html">第{i}条新闻的标题写得足够长</a>'
        f'<span class="time">06-0{i} 0{i}:30</span></li>'
        for i in range(1, 7)
    )
    return (
        '<html><body><div class="nav"><a href="/">首页</a><a href="/tech/">科技</a>'
        '<a href="/about/">关于我们</a><a href="/login">登录</a></div>'
        f'<ul class="list">{items}</ul><div class="pages"><span>1</span>'
        '<a href="index_2.html">2</a><a href="index_2.html">下一页</a></div>'
        '<div class="footer"><a href="https://other.example.com/">友情链接站点</a></div>'
        "</body></html>"
    )


def test_a_list_page_gives_its_headlines_times_next_page_and_channels() -> None:
    listing = read_listing(_list_page(), f"{SITE}/china/index.html", NOW)
    assert listing.navigation
    assert [(n.url, n.time) for n in listing.news] == [
        (f"{SITE}/n/2024/06/0{i}/{i}.html", f"2024-06-0{i}T0{i}:30") for i in range(1, 7)
    ]
    assert listing.news[0].title == "第1条新闻的标题写得足够长"
    assert listing.pages == (f"{SITE}/china/index_2.html",)
    assert set(listing.channels) == {f"{SITE}/", f"{SITE}/tech/", f"{SITE}/about/"}


@pytest.mark.parametrize("word", ["下一页", "尾页", "末页", "上一页", "首页", "»", "Last"])
def test_a_pagers_words_lead_to_the_lists_pages_not_to_channels(word: str) -> None:
    page = _list_page().replace(">下一页<", f">{word}<").replace('">2<', '">二<')
    listing = read_listing(page, f"{SITE}/china/index.html", NOW)
    assert listing.pages == (f"{SITE}/china/index_2.html",)
    assert f"{SITE}/china/index_2.html" not in listing.channels


def test_a_lists_last_page_of_two_goes_on_the_list() -> None:
    items = "".join(
        f'<li><a href="/n/{i}.html">第{i}条新闻的标题写得足够长</a> 06-0{i}</li>' for i in (1, 2)
    )
    page = f'<html><body><ul class="list">{items}</ul><a href="/about/">关于我们</a></body></html>'
    listing = read_listing(page, f"{SITE}/china/index_9.html", NOW)
    assert len(listing.news) == 2 and listing.continues and not listing.navigation
    # the list's box among boxes of its kind: each item keeps its own time
    boxed = page.replace('<ul class="list">', '<div class="box"><ul class="list">').replace(
        "</ul>", '</ul></div><div class="box"></div><div class="box"></div>'
    )
    listing = read_listing(boxed, f"{SITE}/china/index_9.html", NOW)
    assert [n.time for n in listing.news] == ["2024-06-01", "2024-06-02"]
    about = read_listing('<html><body><a href="/">首页</a></body></html>', f"{SITE}/about/", NOW)
    assert not about.continues


@pytest.mark.parametrize(
    ("slot", "drawn"),
    [
        ('<ul id="newslist"></ul>', True),
        ('<ul id="newslist"><li>加载中…</li></ul>', True),
        ("<table><tbody></tbody></table>", True),
        ('<ul><li><img src="/t.png"></li></ul>', False),  # a picture: no slot
        ("<div></div>", False),  # an empty box is no list
    ],
)
def test_a_list_a_script_fills_is_read_as_the_browser_shows_it(slot: str, drawn: bool) -> None:
    script = "<script>fetch('/api/list.json')</script>"
    page = _list_page().replace("</body>", f"{slot}{script}</body>")
    assert read_listing(page, f"{SITE}/china/", NOW).drawn is drawn
    # no script: nothing will fill it
    assert not read_listing(_list_page().replace("</body>", f"{slot}</body>"), SITE, NOW).drawn


def test_an_article_with_a_related_list_is_no_navigation_page() -> None:
    body = "<p>" + "记者从有关部门获悉，今年以来全市持续推进城市更新工作。" * 20 + "</p>"
    page = _list_page().replace('<ul class="list">', body + '<ul class="list">')
    listing = read_listing(page, f"{SITE}/n/2024/06/12/9.html", NOW)
    assert len(listing.news) == 6 and not listing.navigation


#: A photo channel's grid item, as portals mark it up (G: the gallery, T: its title).
PHOTO_ITEMS = {
    "thumb then link": '<li><a href="G"><img src="/t.png"></a><p><a href="G">T</a></p>'
    '<span class="date">[06/12]</span></li>',
    "caption in link": '<div class="item"><a href="G"><img src="/t.png">'
    '<span class="t">T</span></a></div>',
    "unlinked caption": '<li><a href="G"><img src="/t.png" alt=""></a><p class="tit">T</p>'
    "<span>2024-06-12</span></li>",
    "alt only": '<li><!-- 图 --><a href="G" title="T"><img src="/t.png" alt="T"></a></li>',
    "figure": '<div class="cell"><figure><a href="G"><img src="/t.png"></a>'
    '<figcaption><a href="G">T</a></figcaption></figure></div>',
}
SCENES = ("西湖：荷花", "秋日梯田", "敦煌：夜景", "漓江清晨渔火")


def _photo_channel(item: str, n: int) -> str:
    grid = "".join(
        item.replace("G", f"/photo/2024/06/12/{k}.html").replace("T", SCENES[k % 4])
        for k in range(n)
    )
    return (
        '<html><body><div class="nav"><a href="/">首页</a><a href="/tupian/">图片</a></div>'
        f'<h2 class="column">图片</h2><div class="grid">{grid}</div>'
        '<div class="footer">版权所有 新闻网 京ICP备00000000号</div></body></html>'
    )


@pytest.mark.parametrize("item", PHOTO_ITEMS.values(), ids=list(PHOTO_ITEMS))
def test_a_photo_channel_lists_its_galleries_by_their_short_titles(item: str) -> None:
    url = f"{SITE}/tupian/"
    listing = read_listing(_photo_channel(item, 6), url, NOW)
    assert listing.navigation
    assert [(n.url, n.title) for n in listing.news] == [
        (f"{SITE}/photo/2024/06/12/{k}.html", SCENES[k % 4]) for k in range(6)
    ]
    short = _photo_channel(item, 3)  # a page of three: a list still, by what it holds
    listing = read_listing(short, url, NOW)
    assert len(listing.news) == 3 and not listing.navigation and is_list(listing, short, url)


def _short_list(n: int) -> str:
    items = "".join(
        f'<li><a href="/zt/2024/06/1{i}/{i}.html">专题报道第{i}篇的标题足够长</a>'
        f"<span>2024-06-1{i} 10:00</span></li>"
        for i in range(n)
    )
    return (
        '<html><body><div class="nav"><a href="/">首页</a></div><h1>专题</h1>'
        f'<ul class="list">{items}</ul><div class="footer">版权所有</div></body></html>'
    )


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_a_short_list_of_dated_headlines_is_a_list_not_a_story(n: int) -> None:
    url = f"{SITE}/zt/"
    listing = read_listing(_short_list(n), url, NOW)
    assert len(listing.news) == n and listing.continues and not listing.navigation
    assert all(link.time for link in listing.news)
    assert is_list(listing, _short_list(n), url)
    # at a story's address, a page of a few links is a story (a gallery's own pages)
    story = f"{SITE}/zt/2024/06/12/1234.html"
    assert not is_list(read_listing(_short_list(n), story, NOW), _short_list(n), story)


def test_a_story_with_a_few_related_links_is_no_list() -> None:
    body = "<p>" + "记者从有关部门获悉，今年以来全市持续推进城市更新工作。" * 8 + "</p>"
    article = _short_list(3).replace("<h1>专题</h1>", f"<h1>城市更新工作取得新进展</h1>{body}")
    url = f"{SITE}/n/2024/06/12/"  # even at a folder's address
    assert not is_list(read_listing(article, url, NOW), article, url)
    pictures = "".join(
        f'<div class="slide"><a href="/p/{k}.jpg"><img src="/p/{k}_s.jpg"></a>'
        f"<p>第{k}张：西湖的荷花开了</p></div>"
        for k in range(1, 6)
    )
    related = _photo_channel(PHOTO_ITEMS["thumb then link"], 6)
    gallery = related.replace('<div class="grid">', f"<h1>高清：西湖荷花</h1>{pictures}<div>")
    url = f"{SITE}/p/2024/06/12/8.html"  # a gallery with six related ones, at its own address
    listing = read_listing(gallery, url, NOW)
    assert listing.navigation and not is_list(listing, gallery, url)


def test_a_front_page_with_a_focus_carousel_is_a_list() -> None:
    slides = "".join(
        f'<li><a href="/n/2024/06/12/{k}.html"><img src="/f/{k}.jpg" width="600" height="300">'
        f'</a><p><a href="/n/2024/06/12/{k}.html">焦点新闻第{k}条的标题足够长</a></p></li>'
        for k in range(5)
    )
    focus = (
        f'<div class="focus"><ul class="slides">{slides}</ul><span class="num">1/5</span>'
        '<a class="prev" href="javascript:;">&lt;</a><a class="next" href="javascript:;">&gt;</a>'
        "</div>"
    )
    page = _list_page().replace('<ul class="list">', focus + '<ul class="list">')
    assert is_list(read_listing(page, f"{SITE}/", NOW), page, f"{SITE}/")


def test_links_in_a_paragraphs_sentences_are_no_news_items() -> None:
    sentence = (
        '<p>据报道，<a href="/n/{k}.html">全市城市更新工作的最新进展</a>已经公布，'
        "老旧小区改造、道路修缮和公园建设同步进行，居民生活环境明显改善，"
        "相关部门表示将继续推进各项工作，确保按期完成全年目标任务。</p>"
    )
    page = (
        "<html><body><h1>标题</h1>"
        + "".join(sentence.replace("{k}", str(k)) for k in range(8))
        + "</body></html>"
    )
    listing = read_listing(page, f"{SITE}/n/2024/06/12/1.html", NOW)
    assert not listing.news and listing.prose > 300 and not listing.navigation


def test_a_box_around_the_whole_story_is_no_list_item() -> None:
    body = "".join(
        f"<p>第{k}段：记者从有关部门获悉，今年以来全市持续推进城市更新工作，成效明显。</p>"
        for k in range(12)
    )
    related = "".join(
        f'<div class="r"><a href="/n/{k}.html">相关新闻第{k}条的标题足够长</a></div>'
        for k in range(6)
    )
    page = (
        f'<html><body><div class="a"><div class="b">{body}{related}</div></div>'
        '<div class="a"></div><div class="a"></div></body></html>'
    )
    listing = read_listing(page, f"{SITE}/n/2024/06/12/1.html", NOW)
    assert len(listing.news) == 6 and listing.prose > 300 and not listing.navigation


def test_a_headline_listed_twice_keeps_the_time_a_list_shows() -> None:
    page = (
        '<html><body><h2><a href="/n/1.html">头条新闻的标题足够长了</a></h2>'
        + "".join(
            f'<p><a href="/n/{i}.html">要闻列表第{i}条的标题很长</a></p>' for i in range(2, 8)
        )
        + '<ul><li><a href="/n/1.html">头条新闻的标题足够长了</a><span>10:30</span></li>'
        '<li><a href="/n/8.html">滚动新闻第八条标题足够</a><span>今天 09:00</span></li>'
        '<li><a href="/n/9.html">滚动新闻第九条标题足够</a><span>06-12 08:00</span></li></ul>'
        "</body></html>"
    )
    first = read_listing(page, f"{SITE}/", NOW).news[0]
    assert (first.url, first.title, first.time) == (
        f"{SITE}/n/1.html",
        "头条新闻的标题足够长了",
        "2024-06-12T10:30",  # a time alone: today's
    )


def test_scope_keeps_to_the_starts_sites_or_sections_and_the_patterns() -> None:
    site = InScope((f"{SITE}/china/",))
    assert site(f"{SITE}/n/1.html") and not site("http://other.example.cn/n/1.html")
    section = InScope((f"{SITE}/china/",), "section")
    assert section(f"{SITE}/china/2.html") and not section(f"{SITE}/tech/")
    import re

    denied = InScope((SITE + "/",), deny=(re.compile(r"/vip/"),))
    assert not denied(f"{SITE}/vip/1.html") and denied(f"{SITE}/n/1.html")


def test_the_frontier_resumes_a_pass_and_keeps_stories_across_passes(tmp_path: Path) -> None:
    path = tmp_path / "crawl.sqlite3"
    frontier = Frontier(path)
    number, resumed = frontier.begin_pass()
    assert not resumed
    frontier.add([Entry("k:front", f"{SITE}/", "nav", 0)])
    assert frontier.take(("story",)) is None
    taken = frontier.take(("nav", "feed"))
    assert taken is not None and taken.url == f"{SITE}/"
    stories = [Entry(f"k:{i}", f"{SITE}/n/{i}.html", "story", 1, f"{SITE}/") for i in range(3)]
    assert frontier.add(stories) == 3 and frontier.add(stories) == 0
    frontier.done("k:front")
    first = frontier.take(("story",))
    assert first is not None and first.key == "k:0"
    frontier.done("k:0")
    frontier.take(("story",))  # taken, then the process dies (kill -9)
    frontier.close()

    again = Frontier(path)
    assert again.begin_pass() == (number, True)  # the same pass, resumed
    left = [again.take(("story",)), again.take(("story",))]
    assert sorted(e.key for e in left if e is not None) == ["k:1", "k:2"]
    for e in left:
        assert e is not None
        again.done(e.key)
    again.end_pass(number)
    assert again.begin_pass() == (number + 1, False)  # a new pass: stories stay seen
    assert again.is_done("k:1") and not again.seen("k:front")
    assert again.add([Entry("k:1", f"{SITE}/n/1.html", "story", 1)]) == 0


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["ftp://news.example.cn/"], "start 'ftp://news.example.cn/': malformed URL"),
        (["@missing-starts.txt"], "cannot read missing-starts.txt"),
        ([SITE + "/", "--out", "-"], "--out must be a file for a crawl"),
        ([SITE + "/", "--since", "yesterday"], "--since must be a date YYYY-MM-DD"),
        ([SITE + "/", "--every", "0"], "--every must be a duration"),
        ([SITE + "/", "--every", "5"], "--every must be a duration"),  # 5 what? a unit, always
    ],
)
def test_a_crawl_that_cannot_start_says_why_in_one_line(
    args: list[str], said: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from typer.testing import CliRunner

    from harvester.cli import build_app

    monkeypatch.chdir(tmp_path)
    result = CliRunner().invoke(build_app("crawl"), ["crawl", *args])
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and said in lines[0], result.output
    assert not (tmp_path / "harvest.jsonl").exists()


def test_a_start_that_fails_is_said_on_the_console_with_its_kind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from typer.testing import CliRunner

    from harvester.cli import build_app
    from testbeds.page_server import serve_pages

    monkeypatch.chdir(tmp_path)
    with serve_pages({}) as base:  # every path a 404
        args = ["crawl", f"{base}/news/", "--allow-private-host", base.removeprefix("http://")]
        result = CliRunner().invoke(build_app("crawl"), args)
    assert result.exit_code == 1, result.output
    assert f"start {base}/news/: http: dead link: HTTP 404" in " ".join(result.output.split())


def test_a_long_titled_link_to_a_folder_is_a_list_not_a_story() -> None:
    page = _list_page().replace(
        '<ul class="list">',
        '<ul class="list"><li><a href="/a/20240610/index.htm">2024-06-10新闻</a></li>',
    )
    listing = read_listing(page, f"{SITE}/daohang/", NOW)
    assert f"{SITE}/a/20240610/index.htm" in listing.channels
    assert all("index" not in n.url for n in listing.news)


def test_a_sites_twins_are_kept_for_a_resumed_crawl(tmp_path: Path) -> None:
    frontier = Frontier(tmp_path / "f.sqlite3")
    frontier.add_twins({"m.news.example.cn:"})
    frontier.close()
    assert Frontier(tmp_path / "f.sqlite3").twins() == {"m.news.example.cn:"}


def test_a_shared_crawls_plan_keeps_its_starts_and_bounds() -> None:
    options = CrawlOptions(3, 40, date(2024, 6, 1), "section", (r"/n/",), (r"\?page=",))
    plan = CrawlPlan((f"{SITE}/china/", f"{SITE}/rss.xml"), options)
    assert CrawlPlan.from_json(plan.to_json()) == plan
    assert CrawlPlan.from_json(CrawlPlan((SITE,), CrawlOptions()).to_json()).options.since is None
    in_scope = plan.in_scope()
    assert in_scope(f"{SITE}/china/n/1.html") and not in_scope(f"{SITE}/china/list?page=2")


def test_a_login_wall_is_told_from_a_page_with_a_login_box() -> None:
    form = b"<form><input name=user><input type='password' name=pw></form>"
    asked = f"{SITE}/vip/n/2024/1.html"
    wall = login_wall(asked, f"{SITE}/login?next=%2Fvip%2Fn%2F2024%2F1.html", form)
    assert wall is not None and "login wall" in wall
    returning = f"{SITE}/passport?returnUrl=http%3A%2F%2Fnews.example.cn%2Fvip%2Fn%2F2024%2F1.html"
    assert login_wall(asked, returning, form) is not None
    # the story itself with a login box in its header; a login page that names no page
    assert login_wall(asked, asked, form) is None
    assert login_wall(asked, f"{SITE}/login", form) is None
    # sent on with the page named, but no password asked: a moved page, not a wall
    assert login_wall(asked, f"{SITE}/m?next=%2Fvip%2Fn%2F2024%2F1.html", b"<p>x</p>") is None
