"""Parsing, cleaning and laying a page out in lines (harvester.extraction.dom)."""

from __future__ import annotations

import lxml.html
import pytest
from lxml.html import HtmlElement

from harvester.extraction.dom import (
    EmptyDocument,
    clean_tree,
    element_text,
    normalise_space,
    parse_html,
    remove_unlikely,
    text_lines,
)
from harvester.extraction.replies import remove_reply_lists, reply_lists

PARAGRAPH = (
    "国家统计局今天发布数据，前四个月全国规模以上工业增加值同比增长百分之六点二，经济运行总体平稳。"
)


def _root(html: str) -> HtmlElement:
    return parse_html(html).root


def _texts(root: HtmlElement) -> list[str]:
    return [line.text for line in text_lines(root)]


# --- parse_html ------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "   ", "\n\t\u3000\n"])
def test_parse_empty_raises_empty_document(text: str) -> None:
    with pytest.raises(EmptyDocument):
        parse_html(text)


def test_empty_document_is_a_value_error() -> None:
    assert issubclass(EmptyDocument, ValueError)


def test_parse_with_xml_declaration() -> None:
    html = '<?xml version="1.0" encoding="gb2312"?>\n<html><body><p>新闻正文。</p></body></html>'
    parsed = parse_html(html)
    assert not parsed.truncated
    assert parsed.root.xpath("//p/text()") == ["新闻正文。"]


def test_a_parsed_pages_elements_keep_their_python_objects() -> None:
    # lxml would make each element's object anew at every walk: they are held instead
    parsed = parse_html("<html><body><div><p>一</p><p>二</p></div></body></html>")
    assert [el.tag for el in parsed.elements] == ["html", "body", "div", "p", "p"]
    assert all(a is b for a, b in zip(parsed.root.iter(), parsed.elements, strict=True))


@pytest.mark.parametrize(
    "page",
    ["<html><body><p>x</p></BODY></HTML><p>y</p>", "<p>x</p></Body ><p>y</p></html\t>"],
)
def test_parse_reads_past_end_tags_of_body_and_html(page: str) -> None:
    # a browser goes on reading into the body after them, whatever their case
    assert parse_html(page).root.xpath("/html/body/p/text()") == ["x", "y"]


def test_parse_drops_comments() -> None:
    root = _root("<html><body><!-- 广告位 --><p>正文</p></body></html>")
    assert "广告位" not in lxml.html.tostring(root, encoding="unicode")


def test_parse_fragment_and_shallow_page_not_truncated() -> None:
    parsed = parse_html("<p>只有一段文字</p>")
    assert parsed.root.tag == "html"
    assert not parsed.truncated


def test_parse_very_deep_page_reports_truncation() -> None:
    html = "<html><body>" + "<em>" * 5000 + "深处的文字" + "</em>" * 5000 + "</body></html>"
    assert parse_html(html).truncated


def test_a_page_too_deep_in_layout_boxes_is_parsed_again_without_them() -> None:
    html = "<html><body>" + "<div><span>" * 5000 + "<p>深处的文字</p>" + "</body></html>"
    parsed = parse_html(html)
    assert not parsed.truncated and "深处的文字" in parsed.root.text_content()


# --- truncation ------------------------------------------------------------------------------


def test_a_dom_deeper_than_libxml2_allows_is_reported() -> None:
    deep = "<body>" + "<ul>" * 3000 + "<p>深处的文字</p>" + "</ul>" * 3000 + "</body>"
    assert parse_html(deep).truncated
    assert not parse_html("<html><body><div><p>正常页面</p></div></body></html>").truncated


# --- clean_tree ------------------------------------------------------------------------------


def test_clean_tree_removes_junk_and_keeps_tails() -> None:
    root = _root(
        "<html><head><title>标题</title><style>p{color:red}</style></head><body>"
        "<nav><a href='/'>首页</a><a href='/gn'>国内</a></nav>"
        "<div>开头<script>var ad = '广告脚本';</script>脚本之后的文字"
        "<noscript>请启用脚本</noscript><button>分享</button>结尾</div>"
        "</body></html>"
    )
    clean_tree(root)
    text = root.text_content()
    for gone in ("广告脚本", "color:red", "首页", "国内", "请启用脚本", "分享", "标题"):
        assert gone not in text
    assert _texts(root) == ["开头脚本之后的文字结尾"]


def test_clean_tree_removes_display_none_and_hidden() -> None:
    root = _root(
        "<html><body><div>"
        "<p style='display:none'>隐藏一</p>"
        "<p style='DISPLAY: NONE;'>隐藏二</p>"
        "<p hidden>隐藏三</p>"
        "<p style='display:block'>看得见的段落。</p>"
        "</div></body></html>"
    )
    clean_tree(root)
    assert _texts(root) == ["看得见的段落。"]


def test_clean_tree_keeps_visibility_hidden_wechat_body() -> None:
    root = _root(
        "<html><body><div id='js_content' class='rich_media_content' "
        "style='visibility: hidden;'><p>" + PARAGRAPH + "</p></div></body></html>"
    )
    clean_tree(root)
    assert _texts(root) == [PARAGRAPH]


def test_clean_tree_never_drops_body() -> None:
    root = _root("<html><body style='display:none'><p>正文</p></body></html>")
    clean_tree(root)
    assert _texts(root) == ["正文"]


# --- remove_unlikely -------------------------------------------------------------------------


def test_remove_unlikely_drops_comment_box() -> None:
    root = _root(
        "<html><body><div class='article'>"
        + f"<p>{PARAGRAPH}</p>" * 4
        + "</div><div class='comment-list'><p>网友甲：说得好！</p><p>网友乙：支持。</p></div>"
        "<div id='related'><a href='/1'>相关新闻一</a></div></body></html>"
    )
    remove_unlikely(root)
    text = root.text_content()
    assert "网友甲" not in text
    assert "相关新闻一" not in text
    assert PARAGRAPH in text


def test_remove_unlikely_keeps_wrapper_holding_most_text() -> None:
    root = _root(
        "<html><body><div class='sidebar-layout'>"
        + f"<p>{PARAGRAPH}</p>" * 4
        + "</div><div class='footer'>版权所有</div></body></html>"
    )
    remove_unlikely(root)
    assert root.text_content().count(PARAGRAPH) == 4
    assert "版权所有" not in root.text_content()


def test_remove_unlikely_spares_maybe_candidates() -> None:
    root = _root(
        "<html><body><div class='comment-content'>短评</div>"
        + f"<p>{PARAGRAPH}</p>" * 4
        + "</body></html>"
    )
    remove_unlikely(root)
    assert "短评" in root.text_content()


# --- text_lines ------------------------------------------------------------------------------


def test_text_lines_break_at_blocks_and_br() -> None:
    root = _root(
        "<html><body><div>第一行<p>第二行<b>加粗</b>续</p>第三行<br>第四行<br/>"
        "<span>第五</span><span>行</span></div><ul><li>列表一</li><li>列表二</li></ul>"
        "</body></html>"
    )
    assert _texts(root) == [
        "第一行",
        "第二行加粗续",
        "第三行",
        "第四行",
        "第五行",
        "列表一",
        "列表二",
    ]


def test_text_lines_normalise_space_and_skip_empty() -> None:
    root = _root("<html><body><p>  一\u3000二&nbsp;三\n\n</p><p> \u200b </p><p></p></body></html>")
    lines = text_lines(root)
    assert [ln.text for ln in lines] == ["一 二 三"]
    assert lines[0].chars == 3


def test_text_lines_count_link_chars_and_element() -> None:
    root = _root(
        "<html><body><p id='x'>详见<a href='/a'>相关报道</a>。</p>"
        "<div><a href='/1'>全部链接</a></div></body></html>"
    )
    first, second = text_lines(root)
    assert first.text == "详见相关报道。"
    assert first.link_chars == 4
    assert first.element.get("id") == "x"
    assert second.text == "全部链接"
    assert second.link_chars == second.chars == 4


def test_text_lines_tail_after_link_is_not_link_text() -> None:
    root = _root("<html><body><p><a href='/'>链接</a>之后的普通文字</p></body></html>")
    (line,) = text_lines(root)
    assert line.link_chars == 2
    assert line.chars == 9


def test_text_lines_tail_of_block_belongs_to_parent() -> None:
    root = _root("<html><body><div class='outer'><p>段落</p>尾巴文字</div></body></html>")
    lines = text_lines(root)
    assert [ln.text for ln in lines] == ["段落", "尾巴文字"]
    assert lines[1].element.get("class") == "outer"


def test_element_text_and_normalise_space() -> None:
    root = _root("<html><body><div id='a'><p>甲</p><p>乙</p></div></body></html>")
    assert element_text(root.get_element_by_id("a")) == "甲\n乙"
    assert normalise_space(" a \u00a0\u3000 b\t") == "a b"


# --- reply lists (issue 9, structure 2) ---------------------------------------------------

_POST = "".join(
    f"<p>{s}</p>"
    for s in (
        "今年以来，全市新建改建农村公路一百二十公里，惠及沿线群众十余万人，出行更加方便。",
        "下一步，市交通运输局将继续推进城乡公交一体化，力争年底前实现行政村全覆盖。",
    )
)
_REPLY = (
    '<div class="reply"><div class="who">网友{n} 发表于 2024-05-1{n} 10:2{n}</div>'
    "<div>说得很实在，我们村的路去年修好以后，孩子上学再也不用绕远路了，家里人都很高兴，"
    "希望以后公交车也能开到村口，老人看病就更方便了。</div><div>赞({n}) 回复</div></div>"
)


def _replies(n: int) -> str:
    return "".join(_REPLY.format(n=i) for i in range(n))


def test_a_reply_list_is_found_by_its_shape() -> None:
    root = parse_html(f"<html><body><div>{_POST}</div><div>{_replies(5)}</div></body></html>").root
    [items] = reply_lists(root)
    assert len(items) == 5 and all(el.get("class") == "reply" for el in items)
    remove_reply_lists(root)
    text = root.text_content()
    assert "全市新建改建农村公路" in text and "发表于" not in text


def test_two_replies_posts_with_paragraphs_and_dated_link_lists_are_not_reply_lists() -> None:
    two = f"<html><body><div>{_POST}</div><div>{_replies(2)}</div></body></html>"
    assert reply_lists(parse_html(two).root) == []
    posts = "".join(
        f'<div class="post"><div>2024-05-1{i} 10:20</div>{_POST}</div>' for i in range(4)
    )
    assert reply_lists(parse_html(f"<html><body>{posts}</body></html>").root) == []
    related = "".join(
        f'<li><a href="/{i}.html">相关新闻标题第{i}条，讲述了一件事情的经过和结果</a>'
        f" 2024-05-1{i} 10:20</li>"
        for i in range(6)
    )
    assert reply_lists(parse_html(f"<html><body><ul>{related}</ul></body></html>").root) == []
