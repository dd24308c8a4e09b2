"""Line-block distribution (seed 004): Y(X), the rise and fall, noise lines, the body."""

from __future__ import annotations

import lxml.html
import pytest

from harvester.extraction.dom import Line, parse_html, text_lines
from harvester.extraction.lineblock import (
    BLOCK_WIDTH,
    NOISE_LINE_MAX_CHARS,
    RISE_THRESHOLD,
    Region,
    block_lengths,
    find_regions,
    is_noise_line,
    lineblock_lines,
    lineblock_text,
    main_region,
    plain_chars,
)

_P = lxml.html.Element("p")


def _line(chars: int, links: int = 0) -> Line:
    """A line of ``chars`` Han characters, the first ``links`` of them link text."""
    return Line("字" * chars, links, _P)


def _lines(*plain: int) -> list[Line]:
    return [_line(n) for n in plain]


def test_seed_values() -> None:
    assert BLOCK_WIDTH == 3
    assert RISE_THRESHOLD == 86


def test_plain_chars_excludes_link_text() -> None:
    assert plain_chars(_line(10, 4)) == 6
    assert plain_chars(_line(10, 10)) == 0
    assert plain_chars(Line("一 二", 0, _P)) == 2


def test_block_lengths() -> None:
    assert block_lengths(_lines(10, 0, 5, 20)) == [15, 25, 25, 20]
    assert block_lengths(_lines(10, 0, 5, 20), width=1) == [10, 0, 5, 20]
    assert block_lengths([]) == []


def test_block_lengths_count_plain_text_only() -> None:
    lines = [_line(30, 30), _line(30, 10), _line(5)]
    assert block_lengths(lines) == [25, 25, 5]


def test_condition_1_needs_a_rise_above_the_threshold() -> None:
    lines = _lines(10, 10, 10, 10, 10, 10)  # Y = 30 everywhere
    assert find_regions(lines, threshold=30) == []
    assert find_regions(lines, threshold=29) == [Region(0, 5, 60)]


@pytest.mark.parametrize("before", [0, 1])
def test_condition_2_rejects_a_lone_spike(before: int) -> None:
    # Y(X+1) and Y(X+2) must hold text; blocks overlap, so they see K-1 lines past X
    lines = _lines(*[0] * before, 200, 0, 0, 0, 0, 0)
    assert find_regions(lines, threshold=50) == []


def test_condition_2_holds_when_following_blocks_have_text() -> None:
    lines = _lines(0, 0, 200, 0, 0, 1, 0, 0, 0, 0)
    (region,) = find_regions(lines, threshold=50)
    assert (region.start, region.end, region.chars) == (2, 5, 201)


def test_rise_skips_empty_lines_before_the_text() -> None:
    lines = _lines(0, 40, 40, 40, 0, 0, 0, 0)
    assert find_regions(lines, threshold=50) == [Region(1, 3, 120)]


def test_condition_3_the_fall_needs_two_empty_blocks() -> None:
    # three empty lines: Y never falls to 0 twice in a row, the region goes on
    across = _lines(30, 30, 30, 0, 0, 0, 30, 30, 30)
    assert find_regions(across, threshold=50) == [Region(0, 8, 180)]
    # four empty lines: the fall, and a second region after it
    split = _lines(30, 30, 30, 0, 0, 0, 0, 30, 30, 30)
    assert find_regions(split, threshold=50) == [Region(0, 2, 90), Region(7, 9, 90)]


def test_link_lines_count_as_empty_for_the_fall() -> None:
    lines = [*_lines(40, 40, 40), _line(8, 8), _line(8, 8), _line(8, 8), _line(8, 8), _line(40)]
    assert find_regions(lines, threshold=50) == [Region(0, 2, 120)]


def test_main_region_takes_the_largest_and_joins_close_neighbours() -> None:
    regions = [Region(0, 3, 60), Region(10, 20, 500), Region(24, 28, 100), Region(60, 64, 90)]
    assert main_region(regions) == Region(10, 28, 600)
    assert main_region([]) is None


@pytest.mark.parametrize(
    ("text", "links", "noise"),
    [
        ("首页", 0, True),  # a nav word
        ("国内 国际 财经 体育", 0, True),  # short words, no sentence end
        ("责任编辑：张三", 0, True),  # a short byline fragment
        ("记者：", 0, False),  # short, but ends like a label
        ("他说，这是好事。", 0, False),  # a short sentence
        ("好！", 0, False),
        ("字" * (NOISE_LINE_MAX_CHARS + 1), 0, False),  # long enough to be text
        ("字" * NOISE_LINE_MAX_CHARS, 0, True),
        ("详见相关新闻报道全文链接请点击这里查看", 19, True),  # all link text
    ],
)
def test_condition_4_noise_lines(text: str, links: int, noise: bool) -> None:
    assert is_noise_line(Line(text, links, _P)) is noise


PARAGRAPHS = [
    "新华社北京5月16日电 国家统计局16日发布数据，前四个月全国规模以上工业增加值同比增长6.2%。",
    "国家统计局新闻发言人表示，从环比看，4月份规模以上工业增加值比上月增长0.97%，经济持续回升向好。",
    "分三大门类看，采矿业增加值同比增长2.0%，制造业增长7.5%，电力、热力、燃气及水生产和供应业增长5.0%。",
    "发言人同时指出，外部环境复杂性、严峻性、不确定性上升，国内有效需求仍显不足，经济持续回升基础仍需巩固。",
]

PAGE = (
    "<html><body>"
    "<div class='top'><ul>"
    + "".join(f"<li><a href='/{c}'>{c}</a></li>" for c in ("首页", "国内", "国际", "财经", "体育"))
    + "</ul></div>"
    "<div class='main'>" + "".join(f"<p>{p}</p>" for p in PARAGRAPHS) + "<p>广告</p></div>"
    "<div class='links'><ul>"
    + "".join(f"<li><a href='/r{i}'>相关新闻标题第{i}条</a></li>" for i in range(5))
    + "</ul></div>"
    "<div class='bottom'><p><a href='/about'>关于我们</a> | <a href='/contact'>联系我们</a></p>"
    "<p>Copyright © 2024 某某新闻网 版权所有</p></div>"
    "</body></html>"
)


def test_lineblock_text_returns_the_body_only() -> None:
    lines = text_lines(parse_html(PAGE).root)
    assert lineblock_text(lines) == "\n".join(PARAGRAPHS)


def test_lineblock_lines_are_the_page_lines() -> None:
    lines = text_lines(parse_html(PAGE).root)
    chosen = lineblock_lines(lines)
    assert all(any(c is ln for ln in lines) for c in chosen)
    assert {c.element.tag for c in chosen} == {"p"}


def test_lineblock_text_on_a_page_without_body() -> None:
    lines = text_lines(parse_html("<html><body><a href='/'>首页</a><p>短</p></body></html>").root)
    assert lineblock_text(lines) == ""
    assert lineblock_text([]) == ""
