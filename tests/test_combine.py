"""The ``auto`` body finder's parts (harvester.extraction: combine, scope, kinds, cleanup) on
small hand-written pages."""

from __future__ import annotations

import pytest
from lxml.html import HtmlElement

from harvester.extraction.cleanup import (
    META_LINES_MAX,
    WIDGET_RUN,
    drop_back_matter,
    drop_before_headline,
    drop_leading_fragments,
    drop_metadata_lines,
    drop_runs,
    in_caption,
    in_noise_box,
    is_ad_line,
    is_edge_noise,
    rule_on,
    rules_off,
    sign_off,
    trim_noise,
)
from harvester.extraction.combine import auto_body
from harvester.extraction.dom import Line, clean_tree, parse_html, text_lines
from harvester.extraction.kinds import is_link_line, is_paragraph, is_teaser, is_widget_line
from harvester.extraction.lineblock import lineblock_lines
from harvester.extraction.metadata import Metadata, extract_metadata
from harvester.extraction.scope import (
    FEED_ITEM_MAX_CHARS,
    LISTICLE_MIN_ITEMS,
    Window,
    anchor_index,
    body_window,
    clip_at,
    drop_feeds,
    feed_items,
    find_feeds,
    headline_column,
    own_article,
    own_post,
)

HEADLINE = "前四个月全国规模以上工业增加值增长6.2%"
DATE_LINE = "2024年05月16日 17:02 来源：新华网"
PARAGRAPHS = [
    "新华社北京5月16日电 国家统计局16日发布数据，前四个月全国规模以上工业增加值同比增长6.2%，"
    "经济运行总体平稳。",
    "国家统计局新闻发言人表示，从环比看，4月份规模以上工业增加值比上月增长0.97%，"
    "经济持续回升向好的态势没有改变。",
    "分三大门类看，采矿业增加值同比增长2.0%，制造业增长7.5%，电力、热力、燃气及水生产和供应业增长5.0%。",
    "发言人同时指出，外部环境复杂性、严峻性、不确定性上升，国内有效需求仍显不足，经济持续回升基础仍需巩固。",
]
P1, P2, P3, P4 = PARAGRAPHS
TEASERS = [
    "乡村振兴的某地经验：特色产业带动增收",
    "一季度全市重点项目建设进展顺利",
    "新能源汽车下乡活动在多地启动",
    "多地出台措施促进消费持续恢复",
]
SUMMARY = "当地干部群众齐心协力，发展特色产业，带动村民增收致富。"


def _meta(title: str | None = None, raw: str | None = None) -> Metadata:
    return Metadata(title, None, raw, None, None)


def _root(html: str) -> HtmlElement:
    return clean_tree(parse_html(html).root)


def _lines(html: str) -> list[Line]:
    return text_lines(_root(html))


def _line(html: str) -> Line:
    (line,) = _lines(html)
    return line


def _page(html: str) -> tuple[HtmlElement, list[Line], Metadata]:
    """Root, lines and metadata as the extractor builds them: metadata before cleaning."""
    root = parse_html(html).root
    meta = extract_metadata(root, text_lines(root))
    clean_tree(root)
    return root, text_lines(root), meta


def _texts(lines: list[Line]) -> list[str]:
    return [line.text for line in lines]


def _ps(*texts: str) -> str:
    return "".join(f"<p>{t}</p>" for t in texts)


def _feed(titles: list[str], summary: str = SUMMARY) -> str:
    return (
        "<div class='feed'>"
        + "".join(
            f"<div class='item'><h3><a href='/n{i}.html'>{t}</a></h3><p>{summary}</p></div>"
            for i, t in enumerate(titles)
        )
        + "</div>"
    )


# --- is_teaser ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("html", "teaser"),
    [
        (f"<h3><a href='/a'>{TEASERS[0]}</a></h3>", True),
        (f"<h1><a href='/a'>{TEASERS[0]}</a></h1>", True),
        ("<h3><a href='/more'>更多新闻</a></h3>", False),  # too short to be a title
        (f"<h3>{TEASERS[0][:4]}<a href='/a'>{TEASERS[0][4:]}</a></h3>", False),  # partly link
        (f"<h3>{TEASERS[0]}</h3>", False),  # a subheading
        (f"<p><a href='/a'>{TEASERS[0]}</a></p>", False),  # not a heading
        # a review's pick, linked to the shop that sells it
        (f"<h3><a href='/out/1' rel='noreferrer Sponsored'>{TEASERS[0]}</a></h3>", False),
    ],
)
def test_is_teaser(html: str, teaser: bool) -> None:
    assert is_teaser(_line(html)) is teaser


# --- feed_items, find_feeds, drop_feeds --------------------------------------------------------


def test_three_small_items_headed_by_teasers_are_a_feed() -> None:
    root = _root(_ps(P1) + _feed(TEASERS[:3]))
    lines = text_lines(root)
    items = root.xpath("//div[@class='item']")
    teaser = next(ln for ln in lines if ln.text == TEASERS[1])
    assert feed_items(teaser) == items
    assert find_feeds(lines) == set(items)


def test_two_items_are_not_a_feed() -> None:
    lines = _lines(_ps(P1) + _feed(TEASERS[:2]))
    assert find_feeds(lines) == set()


def test_a_line_that_is_no_teaser_heads_no_feed() -> None:
    lines = _lines(_feed(TEASERS[:3]))
    summary = next(ln for ln in lines if ln.text == SUMMARY)
    assert feed_items(summary) == []


def test_gift_guide_with_linked_subheadings_in_the_body_is_not_a_feed() -> None:
    guide = "".join(
        f"<h3><a href='/shop/{i}'>{t}</a></h3><p>{SUMMARY}</p>" for i, t in enumerate(TEASERS)
    )
    lines = _lines(f"<div class='article'><p>{P1}</p>{guide}<p>{P2}</p></div>")
    assert sum(map(is_teaser, lines)) == len(TEASERS)
    assert find_feeds(lines) == set()


def test_items_over_the_size_limit_are_not_feed_items() -> None:
    long_summary = "经" * (FEED_ITEM_MAX_CHARS + 1)
    assert find_feeds(_lines(_feed(TEASERS[:3], long_summary))) == set()
    # right at the limit (teaser included) they still are
    fits = "经" * (FEED_ITEM_MAX_CHARS - len(TEASERS[0]))
    assert len(find_feeds(_lines(_feed([TEASERS[0]] * 3, fits)))) == 3


def test_drop_feeds_drops_the_lines_of_feed_items() -> None:
    lines = _lines(_ps(P1, P2) + _feed(TEASERS))
    feeds = find_feeds(lines)
    assert len(feeds) == len(TEASERS)
    assert _texts(drop_feeds(lines, feeds)) == [P1, P2]
    assert drop_feeds(lines, set()) is lines


def _listicle(entries: int) -> list[Line]:
    titles = [f"第{i + 1}家：{TEASERS[i % len(TEASERS)]}" for i in range(entries)]
    return _lines(_ps(P1) + _feed(titles))


def test_a_listicles_entries_drawn_as_a_feed_are_its_body() -> None:
    # dozens of linked names with their summaries, most of the body: its own entries
    lines = _listicle(LISTICLE_MIN_ITEMS)
    feeds = find_feeds(lines)
    assert len(feeds) == LISTICLE_MIN_ITEMS
    assert drop_feeds(lines, feeds) is lines


def test_a_handful_of_teasers_after_a_short_article_go_however_long() -> None:
    lines = _listicle(LISTICLE_MIN_ITEMS - 1)  # most of the body, but a page's handful
    assert _texts(drop_feeds(lines, find_feeds(lines))) == [P1]
    # dozens of items, but a long article's minority
    lines = _lines(_ps(P1 * 40) + _feed([f"第{i}条：{TEASERS[0]}" for i in range(25)]))
    assert _texts(drop_feeds(lines, find_feeds(lines))) == [P1 * 40]


# --- anchor_index, body_window, clip_at --------------------------------------------------------


def _article(head: str = "<h1>{}</h1>", after: str = "") -> str:
    return (
        f"<html><head><title>{HEADLINE}_财经频道_某某网</title></head><body>"
        "<div class='nav'><a href='/'>首页</a> <a href='/cj'>财经</a></div>"
        f"{head.format(HEADLINE)}<div class='info'>{DATE_LINE}</div>"
        f"<div class='content'>{_ps(P1, P2)}</div>{after}</body></html>"
    )


def test_anchor_index_is_the_headline_line() -> None:
    _, lines, meta = _page(_article())
    assert meta.title == HEADLINE
    head = anchor_index(lines, meta)
    assert head is not None
    assert lines[head].text == HEADLINE
    assert lines[head].element.tag == "h1"


def test_anchor_index_falls_back_to_the_publish_time_line() -> None:
    lines = _lines(f"<div>首页</div><div>{DATE_LINE}</div>{_ps(P1)}")
    assert anchor_index(lines, _meta("一个页面上没有的标题文字", "2024年05月16日 17:02")) == 1
    assert anchor_index(lines, _meta(None, "2024年05月16日 17:02")) == 1
    assert anchor_index(lines, _meta(None, None)) is None
    assert anchor_index(lines, _meta(None, "2023年01月01日")) is None


def test_body_window_runs_to_the_end_of_the_page() -> None:
    _, lines, meta = _page(_article())
    head = _texts(lines).index(HEADLINE)
    assert body_window(lines, meta) == Window(head + 1, len(lines), hard=False)


def test_body_window_ends_hard_at_another_headline() -> None:
    other = f"<h1>{TEASERS[0]}</h1>{_ps(P3, P4)}"
    _, lines, meta = _page(_article(after=other))
    head, nxt = _texts(lines).index(HEADLINE), _texts(lines).index(TEASERS[0])
    assert body_window(lines, meta) == Window(head + 1, nxt, hard=True, cut=nxt)


@pytest.mark.parametrize("day", ["2024年5月22日 星期三", "Tuesday, 18 Jul, 2006"])
def test_a_day_header_of_a_feed_is_no_other_headline(day: str) -> None:
    # a site's news grouped by day: each day's <h1> is a date, its items follow
    _, lines, meta = _page(_article(after=f"<h1>{day}</h1>{_ps(P3, P4)}"))
    window = body_window(lines, meta)
    assert window is not None
    assert window.end == len(lines)
    assert window.cut is None


def _linked_sections(count: int) -> str:
    return "".join(
        f"<h2><a href='/item{i}.html'>{TEASERS[i]}</a></h2>{_ps(*PARAGRAPHS, *PARAGRAPHS)}"
        for i in range(count)
    )


def test_linked_headings_over_sections_of_running_text_do_not_end_the_body() -> None:
    # a year in review, a roundup: each section headed by a link to the story it sums up
    root, lines, meta = _page(_article(after=_linked_sections(3)))
    window = body_window(lines, meta)
    assert window is not None
    assert (window.end, window.cut) == (len(lines), None)
    texts = _texts(auto_body(root, lines, meta).lines)
    assert TEASERS[2] in texts
    assert texts.count(P4) == 2 * 3


def test_one_or_two_linked_stories_after_the_body_still_end_it() -> None:
    # a recommended story shown whole under the article (a portal's next story) is not
    # the article's section
    _, lines, meta = _page(_article(after=_linked_sections(2)))
    window = body_window(lines, meta)
    assert window is not None
    assert lines[window.end].text == TEASERS[0]


def test_body_window_ignores_the_same_headline_again() -> None:
    _, lines, meta = _page(_article(after=f"<h1>{HEADLINE}</h1>"))
    window = body_window(lines, meta)
    assert window is not None
    assert window.end == len(lines)
    assert window.cut is None


def test_body_window_ends_soft_at_a_teaser() -> None:
    _, lines, meta = _page(_article(after=_feed(TEASERS[:3])))
    head, teaser = _texts(lines).index(HEADLINE), _texts(lines).index(TEASERS[0])
    assert body_window(lines, meta) == Window(head + 1, teaser, hard=False)


def test_body_window_ends_at_a_teaser_and_is_cut_at_the_next_headline() -> None:
    after = _feed(TEASERS[:3]) + f"<h1>{TEASERS[3]}</h1>{_ps(P3)}"
    _, lines, meta = _page(_article(after=after))
    texts = _texts(lines)
    head, teaser, nxt = texts.index(HEADLINE), texts.index(TEASERS[0]), texts.index(TEASERS[3])
    assert body_window(lines, meta) == Window(head + 1, teaser, hard=False, cut=nxt)


def test_h1_subheadings_among_the_paragraphs_do_not_end_the_body() -> None:
    # pages that mark their subheadings up as <h1> inside the body's own box
    body = f"<p>{P1}</p><h1>一、总体要求</h1><p>{P2}</p><h1>二、主要任务</h1><p>{P3}</p>"
    page = _article().replace(
        f"<div class='content'>{_ps(P1, P2)}</div>", f"<div class='content'>{body}</div>"
    )
    root, lines, meta = _page(page)
    window = body_window(lines, meta)
    assert window is not None
    assert (window.end, window.hard, window.cut) == (len(lines), False, None)
    texts = _texts(auto_body(root, lines, meta).lines)
    assert [t for t in texts if t in (P1, P2, P3)] == [P1, P2, P3]
    assert "二、主要任务" in texts


def test_h1_section_headings_in_boxes_of_their_own_below_the_header_do_not_end_the_body() -> None:
    # a page whose sections are boxes, each headed by an <h1> in a box of its own
    # (wcxb_dev: a gardening blog's second section read as another article)
    def section(heading: str, *texts: str) -> str:
        return (
            f"<div class='section'><div class='section-head'><h1>{heading}</h1></div>"
            f"<div class='section-body'>{_ps(*texts)}</div></div>"
        )

    page = (
        f"<html><head><title>{HEADLINE}_财经频道_某某网</title></head><body>"
        f"<div class='header'><h1>{HEADLINE}</h1><div class='info'>{DATE_LINE}</div></div>"
        f"<div class='article-content'><div class='section'>{_ps(P1)}</div>"
        f"{section('一、总体要求', P2, P3)}{section('二、主要任务', P4)}</div></body></html>"
    )
    root, lines, meta = _page(page)
    window = body_window(lines, meta)
    assert window is not None
    assert (window.end, window.cut) == (len(lines), None)
    texts = _texts(auto_body(root, lines, meta).lines)
    assert [t for t in texts if t in (P2, P3, P4)] == [P2, P3, P4]


def test_another_articles_h1_beside_this_one_still_ends_the_body() -> None:
    # two articles side by side: the second's <h1> shares with this body only the box
    # that holds this headline too
    other = f"<div class='post'><h1>{TEASERS[0]}</h1><div class='text'>{_ps(P3, P4)}</div></div>"
    page = _article(after=other).replace("<body>", "<body><div class='posts'>")
    _, lines, meta = _page(page.replace("</body>", "</div></body>"))
    window = body_window(lines, meta)
    assert window is not None
    assert window.hard
    assert lines[window.end].text == TEASERS[0]


def test_only_an_h1_headline_marks_other_articles() -> None:
    # pages that head the article with <h2> use <h2> for subheadings too
    after = f"<h2>{TEASERS[0]}</h2>{_ps(P3)}"
    _, lines, meta = _page(_article(head="<h2>{}</h2>", after=after))
    window = body_window(lines, meta)
    assert window is not None
    assert (window.end, window.hard, window.cut) == (len(lines), False, None)


def test_body_window_without_a_headline_is_none() -> None:
    lines = _lines(_ps(P1, P2))
    assert body_window(lines, _meta()) is None


def test_clip_at() -> None:
    lines = _lines(_ps(P1, P2) + f"<h1>{TEASERS[0]}</h1>" + _ps(P3, P4))
    cut = 2
    # a body that starts before the other article's headline stops there
    assert _texts(clip_at(lines, lines, cut)) == [P1, P2]
    # one that starts after it is left alone
    assert clip_at(lines[3:], lines, cut) == lines[3:]
    assert clip_at(lines, lines, None) == lines
    assert clip_at([], lines, cut) == []


# --- is_paragraph, drop_metadata_lines, drop_leading_fragments ---------------------------------


@pytest.mark.parametrize(
    ("html", "paragraph"),
    [
        (f"<p>{P1}</p>", True),
        ("<p>国家统计局今天发布数据。</p>", False),  # too short
        (f"<h2>{P1}</h2>", False),  # a heading
        (f"<p><a href='/a'>{P1}</a></p>", False),  # all link
        (f"<p>{P1}<a href='/a'>详情</a></p>", True),  # a sentence with a link
    ],
)
def test_is_paragraph(html: str, paragraph: bool) -> None:
    assert is_paragraph(_line(html)) is paragraph


LONG_TITLE = "全国科技大会、国家科学技术奖励大会和两院院士大会在京召开"


def test_drop_metadata_lines_drops_title_and_date_lines() -> None:
    lines = _lines(
        _ps(LONG_TITLE, f"{LONG_TITLE}强调", DATE_LINE, "作者：张三 责任编辑：李四", P1, DATE_LINE)
    )
    assert _texts(drop_metadata_lines(lines, LONG_TITLE)) == [P1, DATE_LINE]


def test_drop_metadata_lines_keeps_a_line_that_only_starts_with_the_title() -> None:
    longer = f"{LONG_TITLE} 习近平发表重要讲话"
    lines = _lines(_ps(LONG_TITLE, longer, P1))
    assert _texts(drop_metadata_lines(lines, LONG_TITLE)) == [longer, P1]


def test_drop_metadata_lines_english() -> None:
    lines = _lines(
        _ps(
            "By Jane Doe and John Roe, Reuters staff",
            "Updated 3:05 PM ET, Tuesday, at the latest",
            "Nov. 19, 2019",
            "Nov. 19, 2019 at the Great Hall of the People",
            P1,
        )
    )
    assert _texts(drop_metadata_lines(lines, None)) == [P1]


def test_drop_metadata_lines_drops_a_call_to_action_at_the_top() -> None:
    prompt = "本词条缺少概述图，补充相关内容使词条更完整，还能快速升级，赶紧来编辑吧！"
    lines = _lines(_ps(prompt, P1, "欢迎关注我们的公众号。"))
    assert _texts(drop_metadata_lines(lines, None)) == [P1, "欢迎关注我们的公众号。"]


def test_drop_metadata_lines_stops_at_the_first_real_line() -> None:
    sentence = "记者从发布会上获悉，会议于2024年5月16日在北京召开。"  # a date, but a sentence
    lines = _lines(_ps(DATE_LINE, sentence, "来源：新华网"))
    assert _texts(drop_metadata_lines(lines, HEADLINE)) == [sentence, "来源：新华网"]
    assert drop_metadata_lines([], HEADLINE) == []


def test_drop_metadata_lines_drops_at_most_meta_lines_max() -> None:
    dates = [f"2024年05月{d:02d}日 来源：新华网" for d in range(1, META_LINES_MAX + 3)]
    lines = _lines(_ps(*dates, P1))
    assert _texts(drop_metadata_lines(lines, None)) == [*dates[META_LINES_MAX:], P1]


def test_drop_leading_fragments_drops_three_tiny_ones() -> None:
    lines = _lines(_ps("播放", "暂停", "全屏", P1, "小标题", P2))
    assert _texts(drop_leading_fragments(lines)) == [P1, "小标题", P2]


@pytest.mark.parametrize(
    "lead",
    [
        ["文丨张三"],
        ["财经观察", "文丨张三"],
        # the titles of a table of contents are fragments too, but not tiny ones
        [
            "第一章 宏观经济形势回顾与展望",
            "第二章 工业生产稳中有升态势",
            "第三章 消费市场持续恢复向好",
        ],
    ],
)
def test_drop_leading_fragments_keeps(lead: list[str]) -> None:
    lines = _lines(_ps(*lead, P1))
    assert drop_leading_fragments(lines) == lines


def test_drop_leading_fragments_without_a_sentence_keeps_everything() -> None:
    lines = _lines(_ps("播放", "暂停", "全屏", "高清"))
    assert drop_leading_fragments(lines) == lines


# --- is_widget_line, is_link_line, is_ad_line, is_edge_noise -----------------------------------


@pytest.mark.parametrize(
    ("html", "widget"),
    [
        ("<p>2.0X</p>", True),
        ("<p>00:00</p>", True),
        ("<p>高清</p>", True),
        ("<div><span>分享到</span> <span>微博</span></div>", True),
        ("<p>3、上海自然博物馆</p>", False),  # a numbered item
        ("<p>（2）门票价格</p>", False),
        ("<p>一、总体情况</p>", False),
        ("<p>成人票原价：165元</p>", False),  # a label and its value
        ("<table><tr><td>金牌</td><td>38</td></tr></table>", False),  # table cells
        ("<p>床前明月光，</p>", False),  # a line of a poem
        ("<p>记者从会上获悉。</p>", False),
        (f"<p>{TEASERS[0]}一二三</p>", False),  # too long for a widget
    ],
)
def test_is_widget_line(html: str, widget: bool) -> None:
    lines = _lines(html)
    assert lines
    assert all(is_widget_line(line) is widget for line in lines)


@pytest.mark.parametrize(
    ("html", "link"),
    [
        (f"<p><a href='/a'>{TEASERS[0]}</a></p>", True),
        ("<p><a href='/a'>一二三四五六七八</a>九十</p>", True),  # 80% link
        ("<p><a href='/a'>一二三四五六七</a>八九十</p>", False),
        (f"<p>{P1[:20]}<a href='/a'>详情</a>{P1[20:]}</p>", False),
    ],
)
def test_is_link_line(html: str, link: bool) -> None:
    assert is_link_line(_line(html)) is link


@pytest.mark.parametrize(
    ("text", "ad"),
    [
        ("广告魔兽世界公益服，新开一秒一区", True),
        ("推广 某某理财，年化收益率高", True),
        ("赞助商链接：清州市名师一对一辅导，免费试听一节课", True),
        ("广告法规定，广告不得含有虚假或者引人误解的内容。", False),
        ("广告业主应当对广告内容的真实性负责。", False),
        ("本文提及的广告均为示例。", False),  # not labelled
        ("广告" + "经" * 60, False),  # too long for a label
    ],
)
def test_is_ad_line(text: str, ad: bool) -> None:
    assert is_ad_line(_line(f"<p>{text}</p>")) is ad


@pytest.mark.parametrize(
    ("html", "noise"),
    [
        (f"<p><a href='/a'>{TEASERS[0]}</a></p>", True),  # a link
        ("<p>责任编辑：李四</p>", True),  # a fragment
        ("<p>相关视频：</p>", True),
        (
            "<p>特别声明：以上内容仅代表作者本人观点，不代表本平台立场，如有问题请联系我们处理。</p>",
            True,
        ),
        ("<p>本文仅提供信息存储服务。</p>", True),
        ("<p>记者从会上获悉。</p>", False),  # a short sentence
        ("<p>（完）</p>", False),
        (f"<p>{P1}</p>", False),
    ],
)
def test_is_edge_noise(html: str, noise: bool) -> None:
    assert is_edge_noise(_line(html)) is noise


# --- in_caption ---------------------------------------------------------------------------------


def test_a_figcaption_is_a_caption_and_the_paragraph_beside_it_is_not() -> None:
    lines = _lines(
        "<figure><img src='a.jpg'><figcaption><p>图为新建成的大桥。</p></figcaption></figure>"
        + _ps(P1)
    )
    assert [in_caption(line) for line in lines] == [True, False]
    with rules_off("figure_captions"):
        assert not in_caption(lines[0])


def test_trim_noise_drops_a_caption_between_paragraphs() -> None:
    lines = _lines(
        f"{_ps(P1)}<figure><img src='a.jpg'><figcaption>图为大桥</figcaption></figure>{_ps(P2)}"
    )
    assert [line.text for line in trim_noise(lines)] == [P1, P2]


# --- in_noise_box ------------------------------------------------------------------------------


def test_a_small_byline_box_is_noise() -> None:
    lines = _lines(
        f"<div class='byline'><p>记者 张三 李四</p></div><div class='text'>{_ps(P1)}</div>"
    )
    cache: dict[HtmlElement, bool] = {}
    assert in_noise_box(lines[0], cache)
    assert not in_noise_box(lines[1], cache)
    assert any(cache.values())


def test_a_small_share_box_is_noise() -> None:
    lines = _lines(
        f"<div class='share-bar'><div><span>分享到：</span>微博 微信</div></div>{_ps(P1)}"
    )
    assert in_noise_box(lines[0], {})


def test_a_big_wrapper_named_share_is_not_noise() -> None:
    body = _ps(*PARAGRAPHS, *PARAGRAPHS)  # over NOISE_BOX_MAX_CHARS
    lines = _lines(f"<div class='js_img_share_area'><div>{body}</div></div>")
    assert not any(in_noise_box(line, {}) for line in lines)


def test_an_infobox_is_noise_whatever_its_size() -> None:
    rows = "".join(f"<tr><th>条目{i}</th><td>{P1}</td></tr>" for i in range(3))
    lines = _lines(f"<table class='infobox'>{rows}</table>{_ps(P2)}")
    cache: dict[HtmlElement, bool] = {}
    # a data row is one line (its header cell and value side by side)
    assert [in_noise_box(line, cache) for line in lines] == [True] * 3 + [False]


def test_a_noise_box_too_far_up_is_not_looked_at() -> None:
    # p, div, div, div are looked at: the byline box is a fifth level up
    (line,) = _lines("<div class='byline'><div><div><div><p>记者 张三</p></div></div></div></div>")
    assert not in_noise_box(line, {})
    assert in_noise_box(line, {}, levels=5)


# --- drop_back_matter --------------------------------------------------------------------------


@pytest.mark.parametrize("heading", ["参考文献", "延伸阅读", "References", "See also"])
def test_back_matter_after_half_the_body_is_cut(heading: str) -> None:
    lines = _lines(_ps(P1, P2, P3) + f"<h2>{heading}</h2>" + _ps(P4, "[1] 国家统计局年鉴"))
    assert _texts(drop_back_matter(lines)) == [P1, P2, P3]


def test_back_matter_heading_before_half_the_body_is_kept() -> None:
    lines = _lines(_ps(P1) + "<h2>延伸阅读</h2>" + _ps(P2, P3, P4))
    assert drop_back_matter(lines) == lines


def test_a_pointer_to_one_story_inside_the_text_goes_alone() -> None:
    pointer = "<p>相关阅读：<a href='/a/1.html'>乡村旅游，桃城县这样干</a></p>"
    lines = _lines(_ps(P1, P2, P3) + pointer + _ps(P4))
    assert _texts(drop_back_matter(lines)) == [P1, P2, P3, P4]
    # with nothing but the list after it, or with only an edit link beside it, it cuts
    assert _texts(drop_back_matter(_lines(_ps(P1, P2, P3) + pointer))) == [P1, P2, P3]
    edit = "<h2>参考资料<a href='/e'>[编辑]</a></h2>"
    assert _texts(drop_back_matter(_lines(_ps(P1, P2, P3) + edit + _ps(P4)))) == [P1, P2, P3]


def test_a_long_line_starting_like_back_matter_is_kept() -> None:
    lines = _lines(_ps(P1, P2, P3, "参考文献的整理工作由国家统计局负责完成，数据截至四月底。", P4))
    assert drop_back_matter(lines) == lines


# --- subheadings, repeated links, counts at the edge ------------------------------------------


def test_the_first_of_a_series_of_subheadings_opens_the_body() -> None:
    page = (
        f"<div><h2>一、形成百亿级产业集群</h2>{_ps(P1)}<h2>二、让居民有了新盼头</h2>{_ps(P2)}</div>"
    )
    lines = _lines(page)
    assert _texts(drop_metadata_lines(lines, "别的标题")) == _texts(lines)
    # a lone heading over the body (a column's name) still goes
    lone = _lines(f"<div><h2>国内新闻</h2>{_ps(P1, P2)}</div>")
    assert _texts(drop_metadata_lines(lone, "别的标题")) == [P1, P2]


def test_line_block_keeps_subheadings_and_one_right_above_its_rise() -> None:
    page = f"<div><h2>形成百亿级产业集群</h2>{_ps(P1)}<h2>让居民有了新盼头</h2>{_ps(P2, P3)}</div>"
    got = _texts(lineblock_lines(_lines(page)))
    assert got == ["形成百亿级产业集群", P1, "让居民有了新盼头", P2, P3]


def test_a_short_link_said_three_times_is_furniture() -> None:
    top = "<p><a href='#top'>返回顶部</a></p>"
    lines = _lines(_ps(P1) + top + _ps(P2) + top + _ps(P3) + top + _ps(P4))
    assert _texts(drop_runs(lines)) == [P1, P2, P3, P4]
    twice = _lines(_ps(P1) + top + _ps(P2) + top + _ps(P3))
    assert len(drop_runs(twice)) == 5


@pytest.mark.parametrize(
    "line", ["网友评论（共14条）", "全部回复（共10条）", "阅读全文 | 评论(15)"]
)
def test_a_comment_count_heading_does_not_end_a_body(line: str) -> None:
    (found,) = _lines(f"<div>{line}</div>")
    assert is_edge_noise(found)


# --- trim_noise --------------------------------------------------------------------------------


def test_trim_noise_trims_edges_until_stable() -> None:
    # the player's run ends with "（完）", which may end a body; once the run is gone,
    # "相关视频：" is the end, and is trimmed in a second pass
    lines = _lines(
        "<p><a href='/'>返回首页</a></p>"
        + _ps(P1, P2, "相关视频：", "00:00", "02:35", "（完）")
        + "<p><a href='/more'>更多新闻</a></p>"
    )
    assert _texts(trim_noise(lines)) == [P1, P2]


def test_trim_noise_drops_runs_of_widget_and_link_lines_inside_the_body() -> None:
    run = ["00:00", "02:35", "2.0X", "高清"][:WIDGET_RUN]
    links = "".join(f"<p><a href='/n{i}'>{t}</a></p>" for i, t in enumerate(TEASERS))
    lines = _lines(_ps(P1, *run, P2) + links + _ps(P3))
    assert _texts(trim_noise(lines)) == [P1, P2, P3]


def test_trim_noise_keeps_short_lines_between_paragraphs() -> None:
    short = ["市场预期持续改善", "消费市场回暖"][: WIDGET_RUN - 1]
    lines = _lines(_ps(P1, "工业生产稳中有升", P2, *short, P3))
    assert trim_noise(lines) == lines


def test_trim_noise_drops_ads_and_noise_boxes_anywhere() -> None:
    lines = _lines(
        _ps(P1, "广告魔兽世界公益服，新开一秒一区", P2)
        + f"<div class='author-info'><p>作者简介：张三，资深财经记者。</p></div>{_ps(P3)}"
    )
    assert _texts(trim_noise(lines)) == [P1, P2, P3]


# --- auto_body ---------------------------------------------------------------------------------

NAV = (
    "<div class='top-nav'><a href='/'>首页</a> <a href='/gn'>国内</a> <a href='/gj'>国际</a> "
    "<a href='/cj'>财经</a></div>"
)


FOOTER = "<div class='footer'><p>Copyright © 2024 某某网 版权所有 京ICP备00000000号</p></div>"


def _news(body: str, after: str = "", footer: str = FOOTER) -> str:
    return (
        f"<html><head><title>{HEADLINE}_财经频道_某某网</title></head><body>{NAV}"
        f"<div class='main'><h1>{HEADLINE}</h1><div class='info'>{DATE_LINE}</div>"
        f"<div class='article-body'>{body}</div>{after}</div>{footer}</body></html>"
    )


def _auto(html: str) -> list[str]:
    root, lines, meta = _page(html)
    return _texts(auto_body(root, lines, meta).lines)


def test_auto_body_of_a_normal_article() -> None:
    html = _news(
        f"<p>{HEADLINE}</p><p>{DATE_LINE}</p>" + _ps(*PARAGRAPHS) + "<p>责任编辑：李四</p>"
    )
    assert _auto(html) == PARAGRAPHS


def test_auto_body_of_a_short_article_followed_by_a_feed() -> None:
    feed = _feed(TEASERS, SUMMARY * 2)
    assert _auto(_news(_ps(P1), after=feed, footer="")) == [P1]


def test_auto_body_of_a_short_article_followed_by_a_feed_and_a_bottom_bar() -> None:
    feed = _feed(TEASERS, SUMMARY * 2)
    bottom = FOOTER.replace("footer", "bottom")  # a class that remove_unlikely would not drop
    assert _auto(_news(_ps(P1), after=feed, footer=bottom)) == [P1]


def test_auto_body_of_a_review_with_its_picks_linked_to_shops() -> None:
    # its picks up top, each a heading linked to a shop and a line: no feed of articles
    picks = "".join(
        f"<div class='pick'><h2><a href='/out/link/{i}?merchant=shop' rel='sponsored'>"
        f"{title}</a></h2><p>{SUMMARY}</p></div>"
        for i, title in enumerate(TEASERS[:3])
    )
    body = _auto(_news(_ps(P1) + f"<div class='picks'>{picks}</div>" + _ps(P2, P3, P4)))
    assert body[0] == P1
    assert body[-3:] == [P2, P3, P4]


def test_auto_body_with_a_video_player_in_the_middle() -> None:
    player = (
        "<div class='player'><div>00:00</div><div>/</div><div>02:35</div>"
        "<div>2.0X</div><div>1.5X</div><div>高清</div><div>标清</div></div>"
    )
    assert _auto(_news(_ps(P1, P2) + player + _ps(P3, P4))) == PARAGRAPHS


def test_rules_off_switches_a_rule_off_inside_only() -> None:
    prompt = "本词条缺少概述图，补充相关内容使词条更完整，还能快速升级，赶紧来编辑吧！"
    lines = _lines(_ps(prompt, P1))
    with rules_off("call_to_action"):
        assert not rule_on("call_to_action") and rule_on("ad_lines")
        assert _texts(drop_metadata_lines(lines, None)) == [prompt, P1]
        assert is_ad_line(_line("<p>广告 魔兽世界公益服</p>"))
    assert rule_on("call_to_action")
    assert _texts(drop_metadata_lines(lines, None)) == [P1]


def _blog_index(own: int) -> str:
    """A blog's index page showing three whole posts; the page is post ``own``'s."""
    posts = "".join(
        f"<div class='post'><div><b>第{i}篇博文的标题在这里</b></div>"
        f"<div>2006年9月{i + 1}日 18:31 作者：某人</div>"
        f"<div class='entry'>{_ps(PARAGRAPHS[i], PARAGRAPHS[i + 1][:30] + '。')}</div></div>"
        for i in range(3)
    )
    return (
        f"<html><head><title>第{own}篇博文的标题在这里_某人的博客</title></head><body>"
        f"<div class='posts'>{posts}</div></body></html>"
    )


def test_own_post_keeps_the_post_that_holds_the_headline() -> None:
    _, lines, meta = _page(_blog_index(1))
    chosen = [ln for ln in lines if is_paragraph(ln)]
    kept = _texts(own_post(chosen, lines, anchor_index(lines, meta)))
    assert kept == [P2, P3[:30] + "。"]
    with rules_off("own_post"):
        assert len(_auto(_blog_index(1))) > len(kept)
    assert _auto(_blog_index(1)) == kept


def test_own_post_leaves_an_article_of_sections_whole() -> None:
    # sibling sections each with a subheading but no dateline: one article, not posts
    sections = "".join(
        f"<div class='section'><h3>第{i}部分</h3>{_ps(PARAGRAPHS[i])}</div>" for i in range(3)
    )
    html = _news(sections)
    _, lines, meta = _page(html)
    chosen = [ln for ln in lines if is_paragraph(ln)]
    assert own_post(chosen, lines, anchor_index(lines, meta)) == chosen


def _quote_feed(heading: str = "") -> str:
    """A short post in its <article>, then a feed of headless, dateless <article> posts."""
    feed = "".join(
        f"<article class='post'>{_ps(PARAGRAPHS[i % 4], P4)}</article>" for i in range(6)
    )
    return (
        f"<html><head><title>{HEADLINE}</title></head><body><div class='main'>"
        f"<article class='post'><h1>{HEADLINE}</h1>{_ps(P1)}</article>{heading}{feed}"
        "</div></body></html>"
    )


@pytest.mark.parametrize("heading", ["", "<h2>推荐阅读</h2>"])
def test_own_article_keeps_the_headline_s_article_of_a_feed_of_articles(heading: str) -> None:
    assert _auto(_quote_feed(heading)) == [P1]
    with rules_off("own_article"):
        assert len(_auto(_quote_feed(heading))) > 1


def test_own_article_leaves_a_body_with_paragraphs_outside_every_article() -> None:
    # the headline's <article> holds a stray line; the text sits outside any <article>
    html = (
        f"<html><head><title>{HEADLINE}</title></head><body><article><h1>{HEADLINE}</h1>"
        f"<p>{P4[:20]}</p></article><div class='text'>{_ps(P1, P2)}</div>"
        f"<article>{_ps(P3)}</article></body></html>"
    )
    _, lines, meta = _page(html)
    chosen = [ln for ln in lines if is_paragraph(ln)]
    assert own_article(chosen, lines, anchor_index(lines, meta)) == chosen


SIGNED = (
    "<p align=right>某某县经济和信息化局</p>"
    "<p style='text-align: right'>2001年5月6日</p><p align=right>（此件公开发布）</p>"
)


def test_a_right_aligned_sign_off_with_a_date_ends_the_body() -> None:
    lines = _lines(_ps(P1, P2) + SIGNED)
    assert sign_off(lines) == 3
    signed = ["某某县经济和信息化局", "2001年5月6日", "（此件公开发布）"]
    assert _texts(trim_noise(lines)) == [P1, P2, *signed]
    with rules_off("sign_off"):
        assert _texts(trim_noise(lines)) == [P1, P2]


def test_short_lines_without_a_date_or_alignment_are_no_sign_off() -> None:
    assert sign_off(_lines(_ps(P1) + SIGNED.replace("2001年5月6日", "谢谢阅读"))) == 0
    assert sign_off(_lines(_ps(P1) + "<p>某某县经济和信息化局</p><p>2001年5月6日</p>")) == 0
    assert sign_off(_lines(SIGNED)) == 0  # nothing but the sign-off: no running text above


def test_lines_above_the_headline_repeated_in_the_body_go() -> None:
    header = "<p>索引号：48341798/2023-12190</p><p>发布机构：某某县人民政府</p>"
    lines = _lines(header + f"<p>关于<br>{HEADLINE}</p>" + _ps(P1, P2))
    assert _texts(drop_before_headline(lines, "关于" + HEADLINE)) == [P1, P2]
    # running text first: the headline is quoted in the body, nothing goes
    quoted = _lines(_ps(P1) + f"<p>{HEADLINE}</p>" + _ps(P2))
    assert drop_before_headline(quoted, HEADLINE) == quoted


def _two_columns(sidebar: str) -> str:
    """A table layout: the article in the left cell, ``sidebar`` in the right one."""
    return (
        f"<html><head><title>{HEADLINE}_某某网</title></head><body><table><tr>"
        f"<td width=560><h1>{HEADLINE}</h1><div>{DATE_LINE}</div>{_ps(P1, P2)}</td>"
        f"<td width=200><div class='side'>{sidebar}</div></td></tr></table></body></html>"
    )


#: a sidebar of readers' comments without time stamps, outweighing a short article
COMMENTS = "<b>网友留言</b>" + "".join(
    f"<p>网友{i}：{PARAGRAPHS[i % 4]}{PARAGRAPHS[(i + 1) % 4]}</p>" for i in range(4)
)


def test_a_winner_in_the_other_column_of_a_table_layout_gives_way_to_the_headline_cell() -> None:
    _, lines, meta = _page(_two_columns(COMMENTS))
    head = lines[anchor_index(lines, meta)]  # type: ignore[index]
    sidebar = [ln for ln in lines if ln.text.startswith("网友")]
    column = headline_column(sidebar, head)
    assert column is not None and column.tag == "td" and HEADLINE in column.text_content()
    assert _auto(_two_columns(COMMENTS)) == [P1, P2]
    with rules_off("headline_column"):
        assert _auto(_two_columns(COMMENTS)) != [P1, P2]


def test_lines_in_the_headline_cell_have_no_other_column() -> None:
    _, lines, meta = _page(_two_columns(COMMENTS))
    head = lines[anchor_index(lines, meta)]  # type: ignore[index]
    assert headline_column([ln for ln in lines if ln.text == P1], head) is None
