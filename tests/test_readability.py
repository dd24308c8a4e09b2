"""Improved Readability (seed 000): weights, text nodes, scoring, block generation, pruning."""

from __future__ import annotations

import lxml.html
import pytest
from lxml.html import HtmlElement

from harvester.extraction.dom import parse_html, text_lines
from harvester.extraction.readability import (
    T_DISTANCE,
    TEXT_NODE_MIN_LENGTH,
    TEXT_RATIO_LONG,
    TEXT_RATIO_SHORT,
    Scored,
    TextStats,
    class_weight,
    extract_block,
    generate_block,
    lines_under,
    prune_ends,
    score_nodes,
)

PARAGRAPH = (
    "国家统计局今天发布数据，前四个月全国规模以上工业增加值同比增长百分之六点二，经济运行总体平稳。"
)
LINK_LIST = "<a href='/1'>微博</a><a href='/2'>微信</a><a href='/3'>QQ空间</a>"


def _root(html: str) -> HtmlElement:
    return parse_html(html).root


def _by_id(root: HtmlElement, id_: str) -> HtmlElement:
    return root.get_element_by_id(id_)


def _stats(root: HtmlElement) -> TextStats:
    return TextStats.of(root, text_lines(root))


# --- class_weight ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("attrs", "weight"),
    [
        ("", 0),
        ("class='article-content'", 25),
        ("class='post' id='article'", 50),
        ("class='comment-list'", -25),
        ("class='share-bar' id='footer'", -50),
        ("class='related' id='content'", 0),
        ("class='main sidebar'", 0),  # one attribute may match both patterns
        ("class='left_zw'", 25),
        ("class='xiangguan'", -25),
        ("class='foo' id='bar'", 0),
    ],
)
def test_class_weight(attrs: str, weight: int) -> None:
    el = lxml.html.fromstring(f"<div {attrs}>x</div>")
    assert class_weight(el) == weight


# --- definition 1: text nodes ----------------------------------------------------------------


def test_seed_000_parameters() -> None:
    assert (TEXT_NODE_MIN_LENGTH, TEXT_RATIO_LONG, TEXT_RATIO_SHORT, T_DISTANCE) == (
        25,
        0.5,
        0.7,
        2,
    )


@pytest.mark.parametrize(
    ("chars", "links", "is_text"),
    [
        (0, 0, False),  # no text at all
        (1, 0, True),
        (25, 12, True),  # L reached: plain ratio 0.52 > p1
        (26, 13, False),  # plain ratio exactly p1 = 0.5: not above it
        (25, 13, False),  # 0.48
        (25, 8, True),  # 0.68: enough for a long node (p1)...
        (24, 8, False),  # ...0.667 is not for a short one (p2 = 0.7)
        (30, 10, True),  # the same 0.667, but long
        (20, 6, False),  # short, plain ratio exactly p2 = 0.7: not above it
        (24, 7, True),  # short, 0.708
        (10, 0, True),
        (40, 40, False),  # all link
    ],
)
def test_is_text_node_boundaries(chars: int, links: int, is_text: bool) -> None:
    el = lxml.html.Element("div")
    stats = TextStats()
    if chars:
        stats.chars[el] = chars
        stats.link_chars[el] = links
    assert stats.is_text_node(el) is is_text


def test_text_stats_add_up_through_ancestors() -> None:
    root = _root(
        "<html><body><div id='a'><p id='p1'>一二三四<a href='/'>五六</a></p>"
        "<p id='p2'><a href='/'>七八九十</a></p></div></body></html>"
    )
    stats = _stats(root)
    a, p1, p2 = (_by_id(root, i) for i in ("a", "p1", "p2"))
    assert (stats.chars[p1], stats.link_chars[p1]) == (6, 2)
    assert (stats.chars[p2], stats.link_chars[p2]) == (4, 4)
    assert (stats.chars[a], stats.link_chars[a]) == (10, 6)
    assert stats.chars[root] == 10
    assert stats.link_density(a) == pytest.approx(0.6)
    assert stats.link_density(lxml.html.Element("p")) == 0.0


# --- scoring ---------------------------------------------------------------------------------


def test_score_nodes_picks_the_article_over_a_link_heavy_column() -> None:
    links = "".join(
        f"<li><a href='/n{i}'>第{i}条：某地召开会议部署相关工作，强调要抓好落实，确保取得实效"
        "</a></li>"
        for i in range(12)
    )
    root = _root(
        "<html><body><div class='wrap'>"
        f"<div id='col1'><ul>{links}</ul></div>"
        "<div id='col2'>" + f"<p>{PARAGRAPH}</p>" * 4 + "</div>"
        "</div></body></html>"
    )
    scored = score_nodes(root)
    assert scored.best is _by_id(root, "col2")
    assert scored.best_score > 0
    assert scored.scores.get(_by_id(root, "col1"), 0.0) <= 0.0


def test_score_nodes_counts_chinese_commas() -> None:
    few = "甲" * 40 + "。"
    many = "甲，乙，丙，丁，" * 5 + "。"
    root = _root(
        f"<html><body><div id='few'><p>{few}</p></div><div id='many'><p>{many}</p></div>"
        "</body></html>"
    )
    scored = score_nodes(root)
    assert scored.best is _by_id(root, "many")
    assert scored.scores[_by_id(root, "many")] > scored.scores[_by_id(root, "few")]


def test_score_nodes_ignores_short_paragraphs() -> None:
    root = _root("<html><body><div><p>太短了。</p></div></body></html>")
    scored = score_nodes(root)
    assert scored.best is None
    assert scored.best_score == 0.0
    assert generate_block(scored) == []


# --- algorithm 1: block generation ----------------------------------------------------------

TEXT = f"<p>{PARAGRAPH}</p>"
NON_TEXT = f"<div>{LINK_LIST}</div>"


def _siblings(*kinds: str) -> tuple[HtmlElement, list[HtmlElement], Scored]:
    """A parent whose children are given by kind: C (contentNode), T (text), N (non-text),
    S (a non-text sibling scoring above Tscore)."""
    html = {"C": TEXT, "T": TEXT, "N": NON_TEXT, "S": NON_TEXT}
    root = _root(
        "<html><body><div id='parent'>" + "".join(html[k] for k in kinds) + "</div></body></html>"
    )
    children = list(_by_id(root, "parent"))
    content = children[kinds.index("C")]
    scores = {content: 100.0}  # Tscore = max(10, 20% of 100) = 20
    scores.update({el: 50.0 for el, k in zip(children, kinds, strict=True) if k == "S"})
    return root, children, Scored(scores, _stats(root), content)


def _joined(kinds: str) -> str:
    _, children, scored = _siblings(*kinds)
    block = generate_block(scored)
    return "".join("+" if el in block else "." for el in children)


@pytest.mark.parametrize(
    ("kinds", "joined"),
    [
        ("CT", "++"),  # distance 1
        ("CNT", "+.+"),  # distance 2: one non-text sibling skipped
        ("CNNT", "+..."),  # distance 3: beyond Tdistance, the walk stops
        ("TNC", "+.+"),  # backwards too
        ("TNNC", "...+"),
        ("CNTNT", "+.+.+"),  # refNode moves to each sibling that joins
        ("CNTNNT", "+.+..."),
        ("CNNS", "+..+"),  # a high score joins even past Tdistance
        ("NCN", ".+."),
    ],
)
def test_generate_block_text_distance(kinds: str, joined: str) -> None:
    assert _joined(kinds) == joined


def test_generate_block_of_a_root_is_the_root() -> None:
    root = _root("<html><body><p>x</p></body></html>")
    scored = Scored({root: 1.0}, _stats(root), root)
    assert generate_block(scored) == [root]


# --- algorithm 2: pruning -------------------------------------------------------------------


def test_prune_ends_removes_noise_at_both_ends_only() -> None:
    root = _root(
        "<html><body><div id='content'>"
        f"<div class='bar'>分享到：{LINK_LIST}</div>"
        f"<p>{PARAGRAPH}</p>"
        "<p id='middle'>详见<a href='/x'>国家统计局关于前四个月国民经济运行情况的详细解读全文"
        "</a></p>"
        f"<p>{PARAGRAPH}</p>"
        "<ul><li><a href='/1'>相关新闻：一季度经济数据发布</a></li>"
        "<li><a href='/2'>相关新闻：四月份物价数据出炉</a></li></ul>"
        "</div></body></html>"
    )
    content = _by_id(root, "content")
    prune_ends(content, _stats(root))
    tags = [el.tag for el in content]
    assert tags == ["p", "p", "p"]
    assert content[1].get("id") == "middle"
    assert "分享到" not in content.text_content()
    assert "相关新闻" not in content.text_content()


def test_prune_ends_removes_a_text_child_with_negative_weight() -> None:
    root = _root(
        "<html><body><div id='content'>"
        "<div class='source'>来源：新华社 记者张三 李四报道</div>"
        f"<p>{PARAGRAPH}</p>"
        "<div class='editor'>责任编辑：王五</div>"
        "</div></body></html>"
    )
    content = _by_id(root, "content")
    prune_ends(content, _stats(root))
    assert [el.tag for el in content] == ["p"]


def test_prune_ends_keeps_loose_text_of_content_node() -> None:
    root = _root(
        f"<html><body><div id='content'><div class='share'>{LINK_LIST}</div>"
        f"{PARAGRAPH}<p>{PARAGRAPH}</p></div></body></html>"
    )
    content = _by_id(root, "content")
    prune_ends(content, _stats(root))
    assert content.text_content() == PARAGRAPH * 2


def test_prune_ends_may_empty_a_node_of_noise() -> None:
    root = _root(f"<html><body><div id='content'><div>{LINK_LIST}</div></div></body></html>")
    content = _by_id(root, "content")
    prune_ends(content, _stats(root))
    assert len(content) == 0


# --- together --------------------------------------------------------------------------------


def test_extract_block_and_lines_under() -> None:
    root = _root(
        "<html><body><div id='page'>"
        f"<div id='nav'>{LINK_LIST}</div>"
        "<div id='body'>"
        f"<div class='share'>{LINK_LIST}</div>" + f"<p>{PARAGRAPH}</p>" * 3 + "</div>"
        "</div></body></html>"
    )
    lines = text_lines(root)
    block = extract_block(root, lines)
    assert block == [_by_id(root, "body")]
    chosen = lines_under(lines, block)
    assert [ln.text for ln in chosen] == [PARAGRAPH] * 3  # the share bar was pruned


def test_extract_block_without_pruning_leaves_the_tree() -> None:
    root = _root(
        "<html><body><div id='body'>"
        f"<div class='share'>{LINK_LIST}</div>" + f"<p>{PARAGRAPH}</p>" * 3 + "</div></body></html>"
    )
    lines = text_lines(root)
    block = extract_block(root, lines, prune=False)
    assert [ln.text for ln in lines_under(lines, block)] == [
        "微博微信QQ空间",
        *[PARAGRAPH] * 3,
    ]
